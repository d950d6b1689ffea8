/**
 * Outside probe (k) of issue #36: the families the untuned corpus still fails in (e-mail spelled
 * out or obfuscated, national ids, phones, passwords said in words, recovery-code lists) and
 * redaction leaks, in all seven languages, Dutch the most (eval/pii-corpus/probe36k.ts, committed
 * before the gate ran on it). Each line is read as the owner would see it with the region unset: a
 * secret refused, a clean line untouched, a personal value masked with nothing of it readable; and a
 * secret masked in a kept message leaves no part of it behind.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { describe, expect, it } from "vitest";
import { DIGITS, Fakes, LOWER } from "../../eval/pii-corpus/fakes.ts";
import { codiceFiscale } from "../../eval/pii-corpus/outside.ts";
import { type Probe36kCase, probe36k } from "../../eval/pii-corpus/probe36k.ts";
import { covered, describeOutsideProbe, kinds, secretPartsLeft } from "../../test-support/privacy-gate.ts";

const cases = probe36k();

/**
 * What the gate gets wrong on this batch, by case number (the same seed draws the same batch): the
 * line as it goes out (SENT) and the secret masked in a kept message (MASKED). Each is an `it.fails`,
 * so a fix shows as a failure here until its number leaves the list.
 */
// Before the fixes (first run): 13 of 239 lines wrong as sent (5, 9, 45, 85, 110, 129, 138, 188, 195, 205,
// 217, 224, 229), 3 of 50 secrets leaving parts in a kept message (188, 195, 205). After: 5 and 0, left here:
// 9 "look at gmail dot com" (a verb read as a spelled address's name), 110 "Notfallnummern:\n1. Mama (0 30) …"
// (a list under a phone heading, no phone word on the number's line), 129 "numero della babysitter: 388/…"
// (a slashed number after the generic "numero" only), 138 "- loodgieter 06 2634 8884" (a Dutch mobile in
// 2-4-4 groups with no phone word and the language not read as Dutch), 229 "mijn nummer:\n06\n57456348"
// (broken after the trunk prefix under the generic "nummer").
const KNOWN_SENT: number[] = [9, 110, 129, 138, 229];
const KNOWN_MASKED: number[] = [];

describeOutsideProbe("k", cases, {
  email_obfuscated: { sensitive: 35, clean: 10, languages: 7 },
  national_id: { sensitive: 28, clean: 14, languages: 7 },
  phone: { sensitive: 28, clean: 14, languages: 7 },
  prose_password: { sensitive: 22, clean: 12, languages: 7 },
  recovery_codes: { sensitive: 12, clean: 10, languages: 7 },
  leak: { sensitive: 22, clean: 3, languages: 7 },
}, { sent: KNOWN_SENT, masked: KNOWN_MASKED });

// Written after the first run, for the rules it led to: each in other words than the probe's, beside
// the look-alikes that must stay untouched.
describe("the rules probe (k) led to, and their look-alikes", () => {
  const f = new Fakes(0x36e9);
  const name = (): string => f.chars(LOWER, f.int(4, 7));
  /** The kinds found on `text` and the part of it they cover. */

  it("an address spelled with the at and the dot set off by dashes, or the Dutch 'at-teken', is an e-mail", () => {
    const a = `${name()} -at- ${name()} -dot- org`;
    expect(covered(`write to ${a} for the tickets`)).toBe(a);
    const b = `${name()} at-teken ${name()} punt nl`;
    expect(covered(`mail ${b} even`)).toBe(b);
    const c = `${name()} chiocciolina ${name()} punto it`;
    expect(covered(`scrivi a ${c}`)).toBe(c);
    for (const clean of ["we meet at noon - dot the i's before that", "het at-teken staat boven de 2 op het toetsenbord", "typ een at-teken tussen je naam en het domein, punt", "the -at- sign in old mailing lists -dot- style"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a codice fiscale in its printed groups is one after its word; the same groups without the word are a product's code", () => {
    const cf = codiceFiscale(f);
    const grouped = `${cf.slice(0, 3)} ${cf.slice(3, 6)} ${cf.slice(6, 11)} ${cf.slice(11)}`;
    expect(covered(`il codice fiscale di mio padre è ${grouped}`)).toBe(grouped);
    const dashed = `${cf.slice(0, 3)}-${cf.slice(3, 6)}-${cf.slice(6, 11)}-${cf.slice(11)}`;
    expect(covered(`CF: ${dashed}`)).toBe(dashed);
    expect(kinds(`riferimento spedizione ${grouped} in magazzino`)).toEqual([]);
    // A wrong check letter is no codice fiscale, grouped or not.
    const wrong = grouped.slice(0, -1) + (grouped.endsWith("A") ? "B" : "A");
    expect(kinds(`codice fiscale ${wrong}`)).toEqual([]);
  });

  it("recovery codes written out in a sentence, with ordering words between them, are a list; numbers named as something else are not", () => {
    const c = [f.digits(8), f.digits(8), f.digits(8)];
    expect(covered(`Backup-Codes: zuerst ${c[0]}, danach ${c[1]} und sonst ${c[2]}`)).toBe(`${c[0]}, danach ${c[1]} und sonst ${c[2]}`);
    const d = [f.chars(LOWER + DIGITS, 10), f.chars(LOWER + DIGITS, 10)];
    expect(kinds(`códigos de recuperación: primero ${d[0]}, luego ${d[1]}`)).toContain("recovery_codes");
    // A list may open with a dashed code that happens to hold no digit: it is masked with the others.
    const e = [`${f.chars(LOWER, 5)}-${f.chars(LOWER, 5)}`, `${f.chars(LOWER, 4)}${f.int(1, 9)}-${f.chars(LOWER, 5)}`, `${f.int(1, 9)}${f.chars(LOWER, 4)}-${f.chars(LOWER, 5)}`];
    expect(covered(`codici di backup: 1) ${e[0]} 2) ${e[1]} 3) ${e[2]}`)).toBe(`${e[0]} 2) ${e[1]} 3) ${e[2]}`);
    expect(kinds("backup codes: self-hosted is the plan for next year")).toEqual([]);
    for (const clean of [`Backup-Codes erneuert, Rechnung ${c[0]} und Auftrag ${c[1]} bezahlt`, `backup codes: 10 left, order ${c[0]} and invoice ${c[1]} paid`, `herstelcodes aangevraagd, factuur ${c[0]} en kamer 12`]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a phone number broken after its prefix or area code, under a phone word closing the line above, is masked whole", () => {
    const de = `017${f.int(0, 9)}\n${f.int(2, 9)}${f.digits(6)}`;
    expect(covered(`Handy:\n${de}`)).toBe(de);
    const br = `(21)\n9${f.digits(4)}-${f.digits(4)}`;
    expect(covered(`celular ${br}`)).toBe(br);
    for (const clean of ["Rechnung:\n2024\n1234567", "Termine:\n12\n34567890", "Handy:\n2 Stück\n34567890 Artikel"]) expect(kinds(clean), clean).toEqual([]);
  });
});

export type { Probe36kCase };

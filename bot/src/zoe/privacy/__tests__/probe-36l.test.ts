/**
 * Outside probe (l) of issue #36: the families the untuned corpus still fails in (e-mail obfuscated,
 * national ids, phones, passwords said in words, recovery codes) and redaction leaks, in all seven
 * languages with Dutch the most (eval/pii-corpus/probe36l.ts, committed before the gate ran on it).
 * New against probe (k): values inside a paragraph of chat, on the line after their keyword, quoted,
 * in backticks or brackets; passphrases with spaces; recovery codes pasted as a provider's block; ids
 * inside forms; phones with words or brackets between their groups; values said twice, split over
 * lines or partly repeated. Each line is read as the owner would see it with the region unset: a
 * secret refused, a clean line untouched, a personal value masked with nothing of it readable; and a
 * secret masked in a kept message leaves no part of it behind.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { describe, expect, it } from "vitest";
import { removeSecrets } from "../../conversation/index.ts";
import { DIGITS, Fakes, LOWER } from "../../eval/pii-corpus/fakes.ts";
import { codiceFiscale } from "../../eval/pii-corpus/outside.ts";
import { type Probe36lCase, probe36l } from "../../eval/pii-corpus/probe36l.ts";
import { covered, describeOutsideProbe, kinds, secretPartsLeft } from "../../test-support/privacy-gate.ts";

const cases = probe36l();

/**
 * What the gate gets wrong on this batch, by case number (the same seed draws the same batch): the
 * line as it goes out (SENT) and the secret masked in a kept message (MASKED). Each is an `it.fails`,
 * so a fix shows as a failure here until its number leaves the list.
 */
// Before the fixes (first run): 23 of 271 lines wrong as sent (27, 68, 73, 75, 77, 80, 83, 86, 89, 97,
// 137, 138, 205, 212, 215, 218, 230, 239, 253, 260, 262, 265, 266), 10 of 57 secrets leaving parts in
// a kept message (27, 68, 73, 77, 80, 83, 86, 89, 249, 267). After: 0 and 0 (the rules below).
const KNOWN_SENT: number[] = [];
const KNOWN_MASKED: number[] = [];

describeOutsideProbe("l", cases, {
  email_obfuscated: { sensitive: 35, clean: 10, languages: 7 },
  national_id: { sensitive: 28, clean: 12, languages: 7 },
  phone: { sensitive: 28, clean: 12, languages: 7 },
  prose_password: { sensitive: 40, clean: 12, languages: 7 },
  recovery_codes: { sensitive: 14, clean: 10, languages: 7 },
  leak: { sensitive: 18, clean: 3, languages: 7 },
}, { sent: KNOWN_SENT, masked: KNOWN_MASKED });

// Written after the first run, for the rules it led to: each in other words than the probe's, beside
// the look-alikes that must stay untouched.
describe("the rules probe (l) led to, and their look-alikes", () => {
  const f = new Fakes(0x36c9);
  const name = (): string => f.chars(LOWER, f.int(4, 7));
  /** The parts of `text` the gate found, in order. */

  it("a value found once is found again written another way (spaced, unspaced, in small letters); another number beside it is not", () => {
    const b = f.bsn();
    const spaced = `${b.slice(0, 3)} ${b.slice(3, 6)} ${b.slice(6)}`;
    expect(covered(`BSN ${b}, voor de zekerheid nog eens: ${spaced}`)).toBe(`${b} | ${spaced}`);
    const cf = codiceFiscale(f);
    expect(covered(`codice fiscale ${cf} (scritto piccolo: ${cf.toLowerCase()})`)).toBe(`${cf} | ${cf.toLowerCase()}`);
    const cpf = f.cpf();
    expect(covered(`CPF ${cpf}\nsem pontos ${cpf.replace(/\D/g, "")}`)).toBe(`${cpf} | ${cpf.replace(/\D/g, "")}`);
    // A number that only shares digits with it, and the value inside a longer number, stay readable.
    const other = `${b.slice(0, 3)} ${b.slice(3, 6)} ${String((Number(b.slice(6)) + 1) % 1000).padStart(3, "0")}`;
    expect(covered(`BSN ${b}, factuur ${other}`)).toBe(b);
    expect(covered(`BSN ${b}, artikel 9${b}1`)).toBe(b);
  });

  it("a piece of a secret said again on its own (letters and digits mixed) is removed with it; a year or a word from it is not", () => {
    const pw = `${name()}.${name()}${f.digits(2)}`;
    const tail = pw.slice(-4);
    const r = removeSecrets(`het wachtwoord is ${pw}\nde laatste vier: ${tail}`);
    expect(r.text).not.toContain(tail);
    const year = `${f.int(1960, 2005)}`;
    const word = name();
    const kept = removeSecrets(`das Passwort ist ${word.charAt(0).toUpperCase()}${word.slice(1)}${year}! seit ${year} dasselbe, ${word} halt`);
    expect(kept.text).toContain(`seit ${year} dasselbe, ${word} halt`);
  });

  it("a number dictated in two pieces with 'then' between them, after a phone word or 'number', is one phone; other numbers so read are not", () => {
    const nl = `06, daarna ${f.digits(8)}`;
    expect(covered(`mijn nummer: ${nl}`)).toBe(nl);
    const de = `0${f.pick(["151", "160", "171"])} und dann ${f.int(2, 9)}${f.digits(6)}`;
    expect(covered(`ruf an: ${de}`)).toBe(de);
    const es = `6${f.digits(2)}, después ${f.digits(3)} ${f.digits(3)}`;
    expect(covered(`mi móvil es el ${es}`)).toBe(es);
    for (const clean of ["page 12, then 345678901 more", "nummer 3, dan 12345678 stuks", "ordernummer 0612, daarna 3456789", "Bestellung 0171 und dann 2345678 im Lager"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a phone broken over lines after a dash, under a phone word, is masked whole; a run longer than any number is no phone", () => {
    // (A Dutch mobile number: 06 and then 1 to 5.)
    const v = `06 -\n${f.int(1, 5)}${f.digits(1)} ${f.digits(2)} ${f.digits(2)} ${f.digits(2)}`;
    expect(covered(`bel me op ${v}`)).toBe(v);
    expect(kinds(`Termin 06 -\n27 30 93 63`)).toEqual([]);
    expect(kinds(`Sendungsnummer 0034${f.digits(16)} ist unterwegs`)).toEqual([]);
    const intl = `0034 6${f.digits(2)} ${f.digits(3)} ${f.digits(3)}`;
    expect(covered(`call ${intl}`)).toBe(intl);
  });

  it("a phone word such as 'llámame', 'joindre', 'bel' makes a run of nine digits after it a phone", () => {
    const es = `7${f.digits(2)} ${f.digits(3)} ${f.digits(3)}`;
    expect(covered(`llámame al ${es} cuando llegues`)).toBe(es);
    for (const clean of ["llámame mañana por el pedido 123 456 789", "bel me over de bestelling 123 456 789"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("Google's printed backup codes in two columns are a list without a keyword; a timetable in two columns is not", () => {
    const codes = Array.from({ length: 10 }, () => `${f.digits(4)} ${f.digits(4)}`);
    const rows = [0, 2, 4, 6, 8].map((i) => `${i + 1}. ${codes[i]}    ${i + 2}. ${codes[i + 1]}`).join("\n");
    expect(kinds(`${name()}\n${rows}\n${name()}`)).toContain("recovery_codes");
    expect(removeSecrets(rows).text).not.toMatch(/\d{4} \d{4}/);
    const times = "0715 0802    1015 1102\n0745 0832    1045 1132\n0815 0902    1115 1202\n0845 0932    1145 1232\n0915 1002    1215 1302";
    expect(kinds(`Fahrplan\n${times}`)).toEqual([]);
  });

  it("an e-mail with a mail emoji for the at, or a mail name at a provider without its domain, is an address; other emoji and prose are not", () => {
    const a = `${name()}.${name()} 📧 ${name()} punto it`;
    expect(covered(`scrivimi: ${a}`)).toBe(a);
    const b = `${name()}${f.digits(2)} at hotmail`;
    expect(covered(`mail me, ${b}`)).toBe(b);
    const c = `${name()}_${name()} arroba gmail`;
    expect(covered(`mi correo ${c}`)).toBe(c);
    for (const clean of ["love you 💕 lots dot com", "see you 🍺 pub dot com", "look at gmail for the filter", "invite sent for 10am at outlook", "meet at yahoo headquarters"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a passphrase after the French \"c'est\" is one; prose after it is not", () => {
    const p = `${f.pick(["lapin", "nuage", "cerise"])} ${f.pick(["falaise", "tilleul", "grenier"])} ${f.pick(["soleil", "boussole", "brioche"])}`;
    expect(covered(`le mot de passe du wifi c'est ${p}`)).toBe(p);
    for (const clean of ["le mot de passe c'est pas celui de la box", "le mot de passe c'est toujours le même depuis des années", "le mot de passe c'est celui de la box, comme toujours"]) expect(kinds(clean), clean).toEqual([]);
  });
});

export type { Probe36lCase };

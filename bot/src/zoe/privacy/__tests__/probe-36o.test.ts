/**
 * Outside probe (o) of issue #36, written as an owner pasting what others wrote for them:
 * password-manager entries and CSV exports, bank letters (PINs, activation codes), tax forms, HR
 * onboarding e-mails, doctors' portals, airline bookings; secrets in the middle of long sentences;
 * recovery codes as providers print them (some used or struck through); passwords with spaces or in
 * quotes; e-mail obfuscated with words inside the name; national ids with their country's separators;
 * phones in each country's grouping, with and without the trunk zero, told in pieces; leak shapes;
 * and clean look-alikes of each, in all seven languages with Dutch the most
 * (eval/pii-corpus/probe36o.ts, committed before the gate ran on it).
 * Each line is read as the owner would see it with the region unset, and every positive case is
 * checked for a leak: three digits or four letters of its value readable after redaction.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { describe, expect, it } from "vitest";
import { removeSecrets } from "../../conversation/index.ts";
import { DIGITS, Fakes, LOWER, UPPER } from "../../eval/pii-corpus/fakes.ts";
import { codiceFiscale, nir } from "../../eval/pii-corpus/outside.ts";
import { type Probe36oCase, probe36o } from "../../eval/pii-corpus/probe36o.ts";
import { gateOutbound, scan } from "../gate.ts";
import { covered, describeOutsideProbe, kinds, valuePartsLeft } from "../../test-support/privacy-gate.ts";

const cases = probe36o();

/**
 * What the gate gets wrong on this batch, by case number (the same seed draws the same batch): the
 * line as it goes out (SENT), the secret masked in a kept message (MASKED) and a part of a value left
 * readable (LEAK). Each is an `it.fails`, so a fix shows as a failure here until its number leaves
 * the list.
 */
// Before the fixes (first run): 23 of 285 lines wrong as sent, 10 of 90 secrets leaving parts in a kept
// message, 23 positive cases leaving three digits or four characters readable. Secrets caught 80/90
// (prose_password 30/32, pin_code 22/25, manager_paste 10/11, recovery_codes 14/17, leak 4/5), personal
// values 78/85 (email_obfuscated 23/23 but 2 leaving a name's words, national_id 20/23, phone 26/29,
// leak 9/10), clean blocked 4/110 (two booking codes, a French bank's and branch's codes, an
// "Aktenzeichen" after "Steuernummer"), leaks 23. Per language, secrets / personal values / clean
// blocked / leaks: en 12/14 10/11 0/18 6, de 13/14 9/11 1/18 3, fr 8/11 10/11 1/14 4, es 10/11 9/10 0/11 2,
// pt 9/10 11/11 0/11 2, it 11/11 10/12 0/12 2, nl 17/19 19/19 2/26 4.
// After (the rules below): secrets 90/90, personal values 84/85, clean blocked 0/110, leaks 1; every
// language 100% but English personal values 10/11. Left: "it's 07563 and then 119 919" (a mobile read
// out in two pieces with no phone word, in English with the region unset: English names no region of
// its own to judge the number in). The same at PROBE_SEED 1-5.
// Taken back (lead, 6 December 2026): the rule that a label of another kind of number before a
// national-id number names it ("Steuernummer kommt noch, Aktenzeichen 2026/447-3", #168) cost a
// national id, and left one readable, on the untuned corpus; #168 is blocked again.
// Probe (p) (6 December 2026): a file's year and number ("2026/447-3") after an id word is no id, by
// its shape alone whatever the label: #168 passes again.
const KNOWN_SENT: number[] = [195];
const KNOWN_MASKED: number[] = [];
const KNOWN_LEAK: number[] = [195];

describeOutsideProbe("o", cases, {
  prose_password: { sensitive: 32, clean: 16, languages: 7 },
  pin_code: { sensitive: 25, clean: 10, languages: 7 },
  manager_paste: { sensitive: 11, clean: 5, languages: 7 },
  recovery_codes: { sensitive: 17, clean: 9, languages: 7 },
  email_obfuscated: { sensitive: 23, clean: 10, languages: 7 },
  national_id: { sensitive: 23, clean: 11, languages: 7 },
  phone: { sensitive: 29, clean: 11, languages: 7 },
  leak: { sensitive: 15, clean: 3, languages: 7 },
  lookalike: { sensitive: 0, clean: 35, languages: 7 },
}, { sent: KNOWN_SENT, masked: KNOWN_MASKED });

describe("outside probe (o), #36: no part of a value is readable after redaction (3 digits or 4 characters)", () => {
  const named = cases.map((c, i) => ({ name: `[${c.family}/${c.lang}] #${i} ${c.label}`, i, c })).filter((x) => x.c.label !== "clean");
  const seeded = process.env.PROBE_SEED === undefined;
  const known = (x: { i: number }): boolean => seeded && KNOWN_LEAK.includes(x.i);
  it.each(named.filter((x) => !known(x)))("$name", ({ c }) => expect(valuePartsLeft(c)).toEqual([]));
  it.fails.each(named.filter((x) => known(x)))("known leak: $name", ({ c }) => expect(valuePartsLeft(c)).toEqual([]));
});

// Written after the first run, for the rules it led to: each in other words than the probe's, beside
// the look-alikes that must stay untouched.
describe("the rules probe (o) led to, and their look-alikes", () => {
  const f = new Fakes(0x36fb);
  const secret = (text: string): boolean => scan(text, { region: "" }).some((h) => h.kind === "secret");
  const pw = (): string => `${f.chars(LOWER, 5)}${f.digits(2)}${f.pick(["!", "#", "%"])}${f.chars(UPPER, 2)}`;
  const eight = (): string => `${f.digits(4)} ${f.digits(4)}`;

  it("a printed list of codes goes on past a code struck through or marked as used, and may open after its keyword's line up to a colon", () => {
    const c = Array.from({ length: 6 }, eight);
    for (const t of [
      `Sicherungscodes\n1. ${c[0]} (benutzt)\n2. ${c[1]}\n3. ~~${c[2]}~~\n4. ${c[3]}`,
      `backup codes for the shared account (two already gone): ${c[0]} ✓ ${c[1]} ✓ ${c[2]}, ${c[3]}`,
    ]) {
      const kept = removeSecrets(t).text;
      for (const code of [c[1], c[3]]) expect(kept, t).not.toContain(code);
    }
    const key = Array.from({ length: 8 }, () => f.chars(UPPER + DIGITS, 4)).join(" ");
    expect(covered(`my recovery code is ${key}, printed and in the drawer`)).toContain(key);
    for (const clean of ["backup codes (all 10 used): make new ones under Security", "Bestellung 1. 4711 0815 (geliefert)\n2. 4711 0816 (offen)", "the recovery code is in the SAFE DOOR LEFT SIDE"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a CSV export whose header names a password column gives that field of each row; a header alone or prose after it does not", () => {
    const a = pw();
    const b = pw();
    const t = `export.csv:\ntitle;user;wachtwoord;url\nZiggo;jan;${a};ziggo.example\nBank;jan;${b};bank.example`;
    expect(covered(t)).toBe(`${a} | ${b}`);
    for (const clean of ["title;user;wachtwoord;url\ndat is de kop, klopt dat?", "name;url;username;password\nbank;https://bank.example;jan;", "naam,plaats,aantal\njan,utrecht,3"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a value right before the verb that closes a German or Dutch subordinate clause is the password; prose there is not", () => {
    for (const t of ["sie meinte, dass das WLAN-Passwort im Büro seit gestern $ ist, falls du fragst", "hij zei dat het wachtwoord van de router nu $ is want de oude werkte niet", "elle m'a dit que le mot de passe c'était $ hier"]) {
      const v = pw();
      expect(covered(t.replace("$", v)), t).toBe(v);
    }
    for (const clean of ["sie meinte, dass das Passwort im Büro zu kurz ist, falls du fragst", "hij zei dat het wachtwoord van de router nu 12 tekens is want dat moest", "dass das Passwort seit 2024 abgelaufen ist"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("an activation code of three dashed groups after a code word is a code; a product's or a ticket's dashed name is not", () => {
    const code = (): string => `${f.chars(UPPER + DIGITS, 4)}-${f.chars(UPPER, 4)}-${f.chars(UPPER + DIGITS, 4)}`;
    for (const t of ["der Freischaltcode aus dem Brief: $", "el código de activación $ caduca en 30 días", "de activatiecode die de bank stuurde is $"]) {
      const v = code();
      expect(secret(t.replace("$", v)), t).toBe(true);
    }
    for (const clean of ["the code review for ZOE-2024-11 is done", "code ISO-8601 for the dates, please", "error code E-4012-B in the log"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a booking's, a bank's or a branch's code is no secret; the card's code in the same letter is", () => {
    for (const clean of ["reserveringscode K7PX2Q voor het hotel", "code banque 20041, code guichet 01005", "bevestigingscode 7QX2PL staat in de mail"]) expect(kinds(clean), clean).toEqual([]);
    expect(secret("code banque 20041 ; le code de la carte c'est 7315")).toBe(true);
  });

  it("a code read out again digit by digit, or a personal number's last digits said after it, are masked with it; the same digits before it are not", () => {
    const pin = `${f.int(3, 8)}${f.digits(3)}`;
    expect(removeSecrets(`pincode ${pin}, nog een keer: ${[...pin].join(" ")}`).text).not.toContain([...pin].join(" "));
    const b = f.bsn();
    const sentNl = gateOutbound(`BSN ${b} (eindigt op ${b.slice(-3)})`, "redact", { region: "" });
    expect(sentNl.ok && sentNl.body).not.toContain(b.slice(-3));
    const m = `0${f.pick(["171", "176"])} ${f.digits(7)}`;
    const line = `Kasse ${m.slice(-4)}, ruf mich an unter ${m}`;
    expect(covered(line)).toBe(m);
  });

  it("a Steuer-ID in other groups, a codice fiscale in small letters a clause after its word, and a NIR without its key after its word are ids; other numbers there are not", () => {
    const st = f.steuerId().replace(/ /g, "");
    const grouped = `${st.slice(0, 4)} ${st.slice(4, 8)} ${st.slice(8)}`;
    expect(covered(`Steuer-ID laut Lohnabrechnung: ${grouped}`)).toBe(grouped);
    const cf = codiceFiscale(f).toLowerCase();
    expect(covered(`il codice fiscale che mi ha chiesto la segreteria della scuola è ${cf}`)).toBe(cf);
    const n = nir(f).slice(0, -3);
    expect(covered(`mon numéro de sécurité sociale : ${n}`)).toBe(n);
    for (const clean of ["Steuer-ID kommt per Post, Aktenzeichen 2026/118-4", "il codice fiscale lo porto domani, pratica 2026/0412", "numéro de sécu demandé, dossier 1 26 04 118 002 3"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a mail name said in words apart before a spelled address is masked with it after 'is' or ':' or joined by a spelled dot; prose before it is not", () => {
    const t1 = "het mailadres is fleur van dijk apenstaartje ziggo punt nl";
    expect(covered(t1)).toBe("fleur van dijk apenstaartje ziggo punt nl");
    const t2 = "schreib an lena punkt maria weber at web punkt de";
    expect(covered(t2)).toBe("lena punkt maria weber at web punkt de");
    expect(covered("ask bob at gmail dot com")).toBe("bob at gmail dot com");
  });

  it("a mobile number read out in two pieces is a phone without a phone word; other numbers so are not", () => {
    const m = `6${f.int(10, 99)}`;
    const rest = `${f.digits(2)} ${f.digits(2)} ${f.digits(2)}`;
    expect(covered(`apúntalo: ${m} y luego ${rest}`)).toBe(`${m} y luego ${rest}`);
    for (const clean of ["score was 120 and then 34 56 78 in the second round", "seite 212 und dann 14 15 16 lesen"]) expect(kinds(clean), clean).toEqual([]);
  });
});

export type { Probe36oCase };

/**
 * Outside probe (v) of issue #36, weighted to redaction leaks and prose (eval/pii-corpus/probe36v.ts,
 * committed before the gate ran on it): values split over two lines or by words, said twice in two
 * forms, with a stray blank or a typo, passwords in quotes with an apostrophe, secrets in a URL's query
 * or a JSON snippet, phones with a word between their groups; addresses, dates of birth in words,
 * health, plates and passports in prose; recovery codes in two columns, tables pasted from a PDF, under
 * bullets, and BIP-39 seed phrases inside a sentence; and their clean look-alikes (brand handles, order
 * and tracking lists, product codes, times, scores, recipes, versions).
 * The whole batch is pinned in a few tests (CI time): the cases the gate gets wrong at the default seed
 * are listed by number, so a fix or a new fault both change the list.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { describe, expect, it } from "vitest";
import { DIGITS, Fakes, LOWER } from "../../eval/pii-corpus/fakes.ts";
import { probe36v } from "../../eval/pii-corpus/probe36v.ts";
import { grouped } from "../../eval/pii-corpus/types.ts";
import { covered, expectOutsideEnglishBatch, kinds, pinProbeBatch } from "../../test-support/privacy-gate.ts";

const cases = probe36v();

// Before the fixes (first run): 55 of 210 lines wrong. Caught: leak 38/53, prose_pii 35/49,
// recovery_codes 22/27; clean flagged 17/81 (11 brands' handles, 6 birthdays without a year). Per
// language, caught / clean flagged / leaking: en 7/11 1/7 4, de 21/29 3/14 9, fr 19/26 3/14 8, es 10/12
// 2/9 2, pt 9/11 2/9 2, it 9/12 2/9 3, nl 20/28 4/19 9.
// After (a code sheet pasted as a table and hollow or square bullets; an IBAN cut by words, with extra
// blanks or, after the word IBAN, a typo; an address with a stray blank by its at; a birthday's errand; a
// year said in words; the owner's number plate; a number with a hesitation or an ellipsis aside, an
// extension a few words after it): 20 wrong. Caught: leak 52/53, prose_pii 42/49, recovery_codes 27/27;
// clean flagged 12/81.
// Left: six health facts (the gate has no health family), "mein Pass hat die Nummer …" ("Pass" is also
// Italian for a password), "call me on 07140 - sorry - 093109" (the phone word two words before the
// number), "compleanno … prenotare la pizzeria" (no errand word), and eleven brands' handles (a shop's
// handle reads as a person's).
// Probe (y) fixed eight more (health facts without a dose, brands' handles): 83, 95, 105, 113, 121, 165, 174, 176.
const KNOWN_SENT: number[] = [48, 71, 72, 107, 163, 175, 183, 184, 191, 195, 200, 205];
const KNOWN_MASKED: number[] = [];
const KNOWN_LEAK: number[] = [48, 71, 72];


describe("outside probe (v), #36", () => {
  it("holds what it says: ≥200 cases, 60% or more outside English, Dutch the most, 60 or more clean, each family in all seven languages", () => {
    expectOutsideEnglishBatch(cases, {
      leak: { sensitive: 53, clean: 10, languages: 7 },
      prose_pii: { sensitive: 49, clean: 16, languages: 7 },
      recovery_codes: { sensitive: 27, clean: 8, languages: 7 },
      lookalike: { sensitive: 0, clean: 47, languages: 7 },
    });
  });

  pinProbeBatch(cases, { sent: KNOWN_SENT, masked: KNOWN_MASKED, leak: KNOWN_LEAK }, 0.12);
});

// Written after the first run, for the rules it led to: each in other words than the probe's, beside the
// look-alikes that must stay untouched.
describe("the rules probe (v) led to, and their look-alikes", () => {
  const f = new Fakes(0x3dfb);

  it("a code sheet pasted from a PDF as a table, or under hollow bullets, is a recovery-code list; a table of orders or scores is not", () => {
    const dashed = Array.from({ length: 6 }, () => `${f.chars(LOWER + DIGITS, 5)}-${f.chars(LOWER + DIGITS, 5)}`);
    const table = `| # | Code | Used |\n${dashed.map((c, i) => `| ${i + 1} | ${c} | open |`).join("\n")}`;
    expect(kinds(table)).toEqual(["recovery_codes"]);
    expect(covered(table)).toBe(table.slice(table.indexOf(dashed[0]!), table.indexOf(dashed[5]!) + 11));
    const digits = Array.from({ length: 6 }, () => `${f.digits(4)} ${f.digits(4)}`);
    expect(kinds(`Nummer | Code | verbraucht\n${digits.map((c, i) => `${i + 1} | ${c} | -`).join("\n")}`)).toEqual(["recovery_codes"]);
    const hollow = Array.from({ length: 6 }, () => f.chars(LOWER + DIGITS, 8));
    expect(kinds(`reservecodes:\n${hollow.map((c) => `▪ ${c}`).join("\n")}`)).toEqual(["recovery_codes"]);
    for (const clean of [
      `Bestellung | Nummer | Status\n${Array.from({ length: 6 }, (_, i) => `${i + 1} | ${f.digits(8)} | geliefert`).join("\n")}`,
      `Spieltag | Ergebnis\n${Array.from({ length: 6 }, (_, i) => `${i + 1} | ${f.int(0, 4)}:${f.int(0, 4)} | -`).join("\n")}`,
      `Code | Farbe\n${Array.from({ length: 6 }, (_, i) => `${i + 1} | RAL ${f.digits(4)} | matt`).join("\n")}`,
    ]) expect(kinds(clean), clean).toEqual([]);
  });

  it("an IBAN cut by words, with extra blanks, or one character off after the word IBAN is masked in every piece; a shape that fails its check with no IBAN word is not an IBAN", () => {
    const nl = grouped(f.iban("NL"), 4, " ").split(" ");
    const a = nl.slice(0, 3).join(" ");
    const b = nl.slice(3).join(" ");
    expect(covered(`rekening ${a}, rest volgt: ${b}`)).toBe(`${a} | ${b}`);
    const de = grouped(f.iban("DE"), 4, " ");
    const spaced = de.replace(" ", "   ");
    expect(covered(`Konto ${spaced} bitte`)).toBe(spaced);
    const short = de.slice(0, -1);
    expect(kinds(`IBAN: ${short}`)).toEqual(["iban"]);
    for (const clean of [`Modell ${de.slice(0, -1)}`, `Lieferschein DE12 ${f.digits(4)} und dann ${f.digits(4)} ${f.digits(4)}`]) expect(kinds(clean), clean).toEqual([]);
  });

  it("an address typed with a stray blank by its at is an e-mail; a shop's handle or domain after a plain word is not", () => {
    const a = `mia.${f.digits(2)} @web.de`;
    expect(covered(`Adresse: ${a} danke`)).toBe(a);
    const b = `karel_b@ telenet.be`;
    expect(covered(`mail naar ${b}`)).toBe(b);
    for (const clean of ["koop het in de @hema.nl app", "bestel via de @coolblue.nl site"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a birthday without a year and an errand after it is a note about the party; with a year, or with no errand, it is a date of birth", () => {
    for (const clean of ["Geburtstag von Opa am 14. Juni, Geschenk besorgen", "il compleanno di Sara è il 3 aprile, comprare la torta", "cumpleaños de Pablo el 8 de mayo, la cena en casa"]) expect(kinds(clean), clean).toEqual([]);
    expect(kinds("Geburtstag: 14. Juni 1979, Geschenk besorgen")).toEqual(["date_of_birth"]);
    expect(kinds("verjaardag van Kees op 9 maart")).toEqual(["date_of_birth"]);
  });

  it("a year said in words after the day and month of a birth is masked with them", () => {
    for (const [text, date] of [
      ["né le quatre juin mil neuf cent quatre-vingt-un à Metz", "quatre juin mil neuf cent quatre-vingt-un"],
      ["geboren am dritten März neunzehnhundertvierundsiebzig", "dritten März neunzehnhundertvierundsiebzig"],
      ["nacido el dos de mayo de mil novecientos sesenta y cinco", "dos de mayo de mil novecientos sesenta y cinco"],
      ["sono nato il primo agosto millenovecentottanta", "primo agosto millenovecentottanta"],
      ["born on the fifth of May nineteen seventy-two", "fifth of May nineteen seventy-two"],
    ]) expect(covered(text!), text).toBe(date);
  });

  it("the owner's number plate after a plate word is masked; a bus's plate, a plate word with no value and an owner's plate of no plate shape are not", () => {
    const de = `M-${f.chars("ABCDEFGHJKLMNPRSTUVWXYZ", 2)} ${f.int(10, 9999)}`;
    expect(covered(`das Kennzeichen von meinem Auto: ${de}`)).toBe(de);
    const nl = `${f.digits(2)}-${f.chars("BDFGHJKLNPRSTVXZ", 3)}-${f.digits(1)}`;
    expect(covered(`kenteken van onze auto is ${nl}`)).toBe(nl);
    for (const clean of [`the bus's plate was ${f.chars("ABCDEFGHJKLMNPRSTUVWXY", 2)}${f.digits(2)} ${f.chars("ABCDEFGHJKLMNPRSTUVWXY", 3)}`, "mijn kenteken verloopt in 2027", "la mia targa è in rinnovo, pratica 12", "ma plaque est sale"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a number with a hesitation or an ellipsis between its pieces, or an extension a few words after it, is one phone masked whole; scores and lines with dashes are not", () => {
    const hes = `0171 ähm ${f.digits(3)} ${f.digits(4)}`;
    expect(covered(`meine Handynummer ist ${hes}`)).toBe(hes);
    const ell = `07 ${f.digits(2)} ${f.digits(2)}... euh... ${f.digits(2)} ${f.digits(2)}`;
    expect(covered(`mon portable : ${ell}`)).toBe(ell);
    const ext = `02 ${f.digits(3)} ${f.digits(4)} poi chiedi interno ${f.digits(3)}`;
    expect(kinds(`chiamami al ${ext}`)).toEqual(["phone"]);
    for (const clean of ["Endstand 3 - 1 - 2 nach Verlängerung", "Linie 7 ... äh ... 12 Minuten Verspätung", "ho scritto 12 no 15 pagine"]) expect(kinds(clean), clean).toEqual([]);
  });
});

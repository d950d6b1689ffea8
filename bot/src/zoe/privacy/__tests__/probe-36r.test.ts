/**
 * Outside probe (r) of issue #36, weighted to what probe (q) left (eval/pii-corpus/probe36r.ts,
 * committed before the gate ran on it): passwords of a word and a year told in a story ("es ist
 * Kater1998 wie immer"), values in quotes after a word for getting in ("Zugang 'Kater-Miez_7'"),
 * phone lists with names and no phone word, a value said again in the same text (its tail or a
 * card's last four may stay, the full value may not), street addresses in prose (personal data) and
 * the clean look-alikes of each (meeting IDs, order numbers, prices, versions, times, published
 * checksums, a card's last four alone, a street named without a house). Each line is read as the
 * owner would see it with the region unset, and every positive case is checked for a leak: three
 * digits or four letters of its value readable after redaction.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { describe, expect, it } from "vitest";
import { Fakes, LOWER, UPPER } from "../../eval/pii-corpus/fakes.ts";
import { probe36r } from "../../eval/pii-corpus/probe36r.ts";
import { covered, describeOutsideProbe, kinds, valuePartsLeft } from "../../test-support/privacy-gate.ts";

const cases = probe36r();

/**
 * What the gate gets wrong on this batch, by case number (the same seed draws the same batch): the
 * line as it goes out (SENT), the secret masked in a kept message (MASKED) and a part of a value left
 * readable (LEAK). Each is an `it.fails`, so a fix shows as a failure here until its number leaves
 * the list.
 */
// Before the fixes (first run): 43 of 202 lines wrong as sent, 34 of 59 secrets leaving parts in a kept
// message, 42 positive cases leaving three digits or four characters readable. Cases with every value
// caught: story_year 8/29, quoted 10/23, phone_list 13/20, said_again 25/25, address 22/23; clean
// blocked 1/82 (lookalike: a Teams meeting ID "353 065 095 163" read as a phone from its tail). Per
// language, cases caught / clean blocked / cases leaking: en 10/17 0/13 7, de 13/19 0/12 6, fr 12/16
// 0/10 4, es 8/15 0/9 7, pt 8/14 1/9 6, it 12/17 0/9 5, nl 15/22 0/20 7.
// After (a word and its year, or its two digits and a sign, after a connector in a story about getting
// in; a password's shape in quotes after a word for getting in; names each with a mobile number and
// no phone word; no national number read out of a run of three-digit groups): 8 wrong as sent, 6
// masked leaving parts, 8 leaking. Caught: story_year 23/29, quoted 23/23, phone_list 19/20,
// said_again 25/25, address 22/23; clean blocked 0/82. Left: a word and its year in a sentence that
// also names the account or the login ("the laptop login is …", "das GMX-Konto geht mit …", "la
// cuenta … entra con …": the value may be the user's name), a story cue in the sentence before the
// value's ("locked out again. it's …"), the first of three names-and-numbers after "party:", an
// address with no street word ("am Rosenhang 20"). Probe (s)'s rules took #1, #11, #23 and #161 off the lists;
// probe (t)'s (an account or login named with a service's name; "part" no longer read in "party") #17 and #76.
const KNOWN_SENT: number[] = [2, 29];
const KNOWN_MASKED: number[] = [2, 29];
const KNOWN_LEAK: number[] = [2, 29];

describeOutsideProbe("r", cases, {
  story_year: { sensitive: 29, clean: 15, languages: 7 },
  quoted: { sensitive: 23, clean: 8, languages: 7 },
  phone_list: { sensitive: 20, clean: 11, languages: 7 },
  said_again: { sensitive: 25, clean: 8, languages: 7 },
  address: { sensitive: 23, clean: 12, languages: 7 },
  lookalike: { sensitive: 0, clean: 28, languages: 7 },
}, { sent: KNOWN_SENT, masked: KNOWN_MASKED });

describe("outside probe (r), #36: no part of a value is readable after redaction (3 digits or 4 characters)", () => {
  const named = cases.map((c, i) => ({ name: `[${c.family}/${c.lang}] #${i} ${c.label}`, i, c })).filter((x) => x.c.label !== "clean");
  const seeded = process.env.PROBE_SEED === undefined;
  const known = (x: { i: number }): boolean => seeded && KNOWN_LEAK.includes(x.i);
  it.each(named.filter((x) => !known(x)))("$name", ({ c }) => expect(valuePartsLeft(c)).toEqual([]));
  it.fails.each(named.filter((x) => known(x)))("known leak: $name", ({ c }) => expect(valuePartsLeft(c)).toEqual([]));
});

// Written after the first run, for the rules it led to: each in other words than the probe's, beside
// the look-alikes that must stay untouched.
describe("the rules probe (r) led to, and their look-alikes", () => {
  const f = new Fakes(0x39fb);

  it("a word and its year, or its two digits and a sign, after a connector in a story about getting in is a password; a year or a model is not", () => {
    const y = `mausi${f.int(1960, 2020)}`;
    expect(covered(`bin ausgesperrt, es ist ${y} wie immer`)).toBe(y);
    const s = `poesje${f.digits(2)}!`;
    expect(covered(`de laptop opent met ${s}, niet vergeten`)).toBe(s);
    for (const clean of ["locked out again, the laptop is from 2019", "the laptop is a Dell2019 I think", "le portable c'est un modèle 2021"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a password's shape in quotes after a word for getting in is one; a product's name or a user's name there is not", () => {
    const p = `${f.chars(LOWER, 4)}${f.chars(UPPER, 2)}${f.digits(3)}`;
    expect(covered(`inloggen bij de sportschool met '${p}'`)).toBe(p);
    expect(covered(`Zugang « ${p} » fürs Elternportal`)).toBe(p);
    for (const clean of ["log in with 'Windows11' and update", `user '${f.chars(LOWER, 5)}1985'`, "entra con «Acceder con Google»"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("names each with a mobile number and no phone word are a list of phones; names with years or scores are not", () => {
    const a = `6${f.int(10, 39)} ${f.digits(3)} ${f.digits(3)}`;
    const b = `6${f.int(40, 79)} ${f.digits(3)} ${f.digits(3)}`;
    expect(covered(`Pilar ${a}, Andrés ${b}`)).toBe(`${a} | ${b}`);
    for (const clean of ["Pilar 2026, Andrés 2025", "Pilar 3-1, Andrés 2-2", `Spotify 123456789, Netflix 987654321`]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a run of three-digit groups is a meeting's ID, not a phone at its tail; a phone after a phone word still is", () => {
    expect(kinds(`Zoom ID ${f.int(100, 999)} 0${f.digits(2)} ${f.digits(3)} ${f.digits(3)}`)).toEqual([]);
    const m = `0151 ${f.digits(7)}`;
    expect(covered(`mobil ${m}`)).toBe(m);
  });
});

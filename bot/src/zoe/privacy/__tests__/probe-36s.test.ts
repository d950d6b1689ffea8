/**
 * Outside probe (s) of issue #36, weighted to what probe (r) left (eval/pii-corpus/probe36s.ts,
 * committed before the gate ran on it): a password of a word and a year with the account it opens
 * named and no password word ("die van Netflix is nog steeds Tulp.1963", "Sky-Zugang: Mausi.2023"),
 * the secret's cue in the sentence before ("New router password. It's x7-…"), a contact line led by a
 * role ("casero: Sr. García 6…", "oppas: Sanne 06 …"), addresses with no street word ("am Rosenhang
 * 20", "op de Brink 35") and the clean look-alikes of each (bus and train numbers, tracking and order
 * numbers, meeting IDs, prices, versions, times, published checksums, a role with a time or a price, a
 * place's name with a count after it). Each line is read as the owner would see it with the region
 * unset, and every positive case is checked for a leak.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { describe, expect, it } from "vitest";
import { Fakes, LOWER } from "../../eval/pii-corpus/fakes.ts";
import { probe36s } from "../../eval/pii-corpus/probe36s.ts";
import { covered, describeOutsideProbe, kinds, valuePartsLeft } from "../../test-support/privacy-gate.ts";

const cases = probe36s();

/**
 * What the gate gets wrong on this batch, by case number (the same seed draws the same batch): the
 * line as it goes out (SENT), the secret masked in a kept message (MASKED) and a part of a value left
 * readable (LEAK). Each is an `it.fails`, so a fix shows as a failure here until its number leaves
 * the list.
 */
// Before the fixes (first run): 71 of 201 lines wrong, all of them a value missed and left readable.
// Cases with every value caught: account_year 5/33, cue_before 8/26, role_contact 20/33, address 10/22;
// clean blocked 0/87. Per language, caught / clean blocked / leaking: en 5/16 0/12 11, de 6/22 0/17 16,
// fr 8/13 0/10 5, es 7/13 0/10 6, pt 6/13 0/9 7, it 7/13 0/10 6, nl 4/24 0/19 20.
// After (services as story cues, fillers skipped back to the connector, a user word only right before
// the value; the cue in the sentence before; a router's dashed groups; one number on a line led by a
// role and a name; a place's name after a preposition of place): 12 wrong, 12 leaking. Caught:
// account_year 27/33, cue_before 26/26, role_contact 31/33, address 18/22; clean blocked 0/87. Left: a
// word and its year after a login or account word said as a compound ("der Spotify-Login ist …",
// "NS-account: …": the value may be the user's name), after "nimmst du", a sign at the very end of
// the message ("Videoland: snoopy13?" may be a question), "party: Zoe 07…", a phone after "privé", an
// address followed by a time ("im Tannenwinkel 13a ab 15 Uhr"), English house names with no street
// word ("21 Kingsmead"), a Dutch place's name after a comma with no preposition.
// Probe (t)'s rules (privacy/__tests__/probe-36t.test.ts: an account or login named with a service's name, a
// sign ending the message after a label, "nimmst du", the word for private before a phone, "part" no longer
// read in "party", a time after a place's name, a place's name after a comma, English house names) took all
// but one: "we live at 40 The Orchard now, …" (an adverb after the house's name).
const KNOWN_SENT: number[] = [146];
const KNOWN_MASKED: number[] = [];
const KNOWN_LEAK: number[] = [146];

describeOutsideProbe("s", cases, {
  account_year: { sensitive: 33, clean: 15, languages: 7 },
  cue_before: { sensitive: 26, clean: 15, languages: 7 },
  role_contact: { sensitive: 33, clean: 11, languages: 7 },
  address: { sensitive: 22, clean: 12, languages: 7 },
  lookalike: { sensitive: 0, clean: 34, languages: 7 },
}, { sent: KNOWN_SENT, masked: KNOWN_MASKED });

describe("outside probe (s), #36: no part of a value is readable after redaction (3 digits or 4 characters)", () => {
  const named = cases.map((c, i) => ({ name: `[${c.family}/${c.lang}] #${i} ${c.label}`, i, c })).filter((x) => x.c.label !== "clean");
  const seeded = process.env.PROBE_SEED === undefined;
  const known = (x: { i: number }): boolean => seeded && KNOWN_LEAK.includes(x.i);
  it("every value not listed as a known leak leaves nothing readable", () => {
    const left = named.filter((x) => !known(x)).map((x) => ({ name: x.name, parts: valuePartsLeft(x.c) })).filter((x) => x.parts.length > 0);
    expect(left).toEqual([]);
  });
  it.fails.each(named.filter((x) => known(x)))("known leak: $name", ({ c }) => expect(valuePartsLeft(c)).toEqual([]));
});

// Written after the first run, for the rules it led to: each in other words than the probe's, beside
// the look-alikes that must stay untouched.
describe("the rules probe (s) led to, and their look-alikes", () => {
  const f = new Fakes(0x3afb);

  it("a word and its year after the account it opens is a password, past fillers; a user's name after its word and a season's year are not", () => {
    const y = `Krümel.${f.int(1960, 2020)}`;
    expect(covered(`bei PayPal ist es immer noch ${y}`)).toBe(y);
    const w = `pipoca${f.int(1960, 2020)}`;
    expect(covered(`o do iCloud continua a ser ${w}`)).toBe(w);
    for (const clean of [`my Spotify user is ${f.chars(LOWER, 5)}1985`, "Spotify Wrapped 2024 says Poppy 312 times", "Netflix seit 2019, Bayern 2025 auf DAZN"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a value among the first words of a sentence whose sentence before names a password or what it opens is one; a version or a speed there is not", () => {
    const r = `${f.chars(LOWER, 1)}${f.digits(1)}-${f.chars(LOWER, 4)}-${f.chars(LOWER, 4)}-${f.digits(2)}`;
    expect(covered(`Kluis op het werk opnieuw ingesteld. Code is nu ${r}`)).toBe(r);
    const p = `Tulp.${f.int(1960, 2020)}`;
    expect(covered(`Changed the laptop password. ${p} from now on`)).toBe(p);
    for (const clean of ["New router password. It's on the back, under the barcode.", "Router neu gestartet. Jetzt läuft Version 7.57.", "Wifi veranderd. Nu 500 Mbit."]) expect(kinds(clean), clean).toEqual([]);
  });

  it("one number on a line led by a role and a name is that person's phone; a vehicle's number or a role with a time is not", () => {
    const es = `6${f.int(10, 39)} ${f.digits(3)} ${f.digits(3)}`;
    expect(covered(`jardinero: Sr. Ortega ${es}`)).toBe(es);
    const nl = `06 ${f.int(1, 5)}${f.digits(7)}`;
    expect(covered(`schoonmaakster - mevrouw Bakker - ${nl}`)).toBe(nl);
    for (const clean of ["Bus 612, Zug 633 ab Gleis 4", "oppas: Sanne 18:00-23:00, € 40", "jardinero: Sr. Ortega, 3 horas, 45 €"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a place's name after a preposition of place with a house number ending the clause is an address; a count after it or a common noun is not", () => {
    const de = `Birkenhof ${f.int(1, 40)}`;
    expect(covered(`Opa wohnt jetzt am ${de}.`)).toBe(`am ${de}`);
    const nl = `Lindehof ${f.int(1, 40)}b`;
    expect(covered(`we wonen sinds mei aan de ${nl}, bel maar aan`)).toBe(`aan de ${nl}`);
    for (const clean of ["im Wiesengrund 3 Rehe gesehen", "aan de Dorpsweide 12 koeien gezien", "die Kinder sind im Garten 2.", "am Sonnenhang waren es 20 Grad"]) expect(kinds(clean), clean).toEqual([]);
  });
});

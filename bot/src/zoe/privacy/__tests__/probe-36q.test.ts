/**
 * Outside probe (q) of issue #36: the shapes earlier rounds left alone, in all seven languages
 * (eval/pii-corpus/probe36q.ts, committed before the gate ran on it): a secret told inside a longer
 * story with no password word right before it, a value given and then corrected (both must go),
 * passwords in every language's quotes and in code spans, credentials in forwarded mails and pasted
 * chat logs, account lists with passwords in a table or "site - user - pass" lines, PINs for cards,
 * phones, SIMs, doors and locks, personal data in the same forms, redaction leaks (a value said
 * twice, in part, without its spaces, in the other case) and clean look-alikes of each. Each line is
 * read as the owner would see it with the region unset, and every positive case is checked for a
 * leak: three digits or four letters of its value readable after redaction.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { describe, expect, it } from "vitest";
import { Fakes, LOWER, UPPER } from "../../eval/pii-corpus/fakes.ts";
import { probe36q } from "../../eval/pii-corpus/probe36q.ts";
import { covered, describeOutsideProbe, kinds, valuePartsLeft } from "../../test-support/privacy-gate.ts";

const cases = probe36q();

/**
 * What the gate gets wrong on this batch, by case number (the same seed draws the same batch): the
 * line as it goes out (SENT), the secret masked in a kept message (MASKED) and a part of a value left
 * readable (LEAK). Each is an `it.fails`, so a fix shows as a failure here until its number leaves
 * the list.
 */
// Before the fixes (first run): 46 of 281 lines wrong as sent, 40 of 101 secrets leaving parts in a kept
// message, 46 positive cases leaving three digits or four characters readable. Cases with every value
// caught: story 7/25, corrected 10/17, quoted 16/18, forwarded 23/26, account_list 1/10, pin 39/39,
// personal_forms 22/25, leak 22/24; clean blocked 2/97 (corrected 1/6: "12 rue des Lilas" read as a
// street address, account_list 1/5: "kpn;zie kluis;zie kluis" read as passwords), lookalike 0/34. Per
// language, cases caught / clean blocked / cases leaking: en 20/27 0/17 8, de 21/28 0/16 8, fr 18/23
// 1/11 5, es 16/22 0/11 6, pt 17/21 0/9 4, it 17/23 0/12 6, nl 31/40 1/21 9.
// After (a value said instead of a secret after a correction word; account lines; Markdown password
// tables; a password's shape after a connector in a sentence naming what it opens): 16 wrong as sent,
// 11 masked leaving parts, 17 leaking. Caught: story 18/25, corrected 17/17, quoted 16/18, forwarded
// 26/26, account_list 9/10, pin 39/39, personal_forms 22/25, leak 22/24; clean blocked 1/97 (54, "12 rue
// des Lilas", arguably an address and so labelled wrongly clean). Left: stories with a word and its
// year ("otter1985") or after "login"/"wifi" (a user's name is so written too), »…« and ‘…’ after
// "Zugang"/"met", phone tables with no phone word (es, pt, nl), an IBAN's tail said again, an address's
// name said again ("felix.schneider"), a password's first part said again.
// Probe (r)'s rules (a word and its year in a story about getting in, a quoted value after a word for
// getting in, a list of names and mobile numbers) took 0, 28, 63, 74, 203 and 213 off these lists.
const KNOWN_SENT: number[] = [1, 3, 18, 21, 25, 54, 121, 206, 232, 238];
const KNOWN_MASKED: number[] = [1, 3, 18, 21, 25, 121, 220];
const KNOWN_LEAK: number[] = [1, 3, 18, 21, 25, 121, 206, 220, 230, 232, 238];

describeOutsideProbe("q", cases, {
  story: { sensitive: 25, clean: 10, languages: 7 },
  corrected: { sensitive: 17, clean: 6, languages: 7 },
  quoted: { sensitive: 18, clean: 8, languages: 7 },
  forwarded: { sensitive: 26, clean: 8, languages: 7 },
  account_list: { sensitive: 10, clean: 5, languages: 7 },
  pin: { sensitive: 39, clean: 18, languages: 7 },
  personal_forms: { sensitive: 25, clean: 5, languages: 7 },
  leak: { sensitive: 24, clean: 3, languages: 7 },
  lookalike: { sensitive: 0, clean: 34, languages: 7 },
}, { sent: KNOWN_SENT, masked: KNOWN_MASKED });

describe("outside probe (q), #36: no part of a value is readable after redaction (3 digits or 4 characters)", () => {
  const named = cases.map((c, i) => ({ name: `[${c.family}/${c.lang}] #${i} ${c.label}`, i, c })).filter((x) => x.c.label !== "clean");
  const seeded = process.env.PROBE_SEED === undefined;
  const known = (x: { i: number }): boolean => seeded && KNOWN_LEAK.includes(x.i);
  it.each(named.filter((x) => !known(x)))("$name", ({ c }) => expect(valuePartsLeft(c)).toEqual([]));
  it.fails.each(named.filter((x) => known(x)))("known leak: $name", ({ c }) => expect(valuePartsLeft(c)).toEqual([]));
});

// Written after the first run, for the rules it led to: each in other words than the probe's, beside
// the look-alikes that must stay untouched.
describe("the rules probe (q) led to, and their look-alikes", () => {
  const f = new Fakes(0x38fb);

  it("a value said instead of a secret after a correction word is one too; an hour so corrected is nothing", () => {
    const a = `${f.int(1, 9)}${f.digits(3)}`;
    const b = `${f.int(1, 9)}${f.digits(3)}`;
    expect(covered(`die PIN ist ${a}, nein, ${b}`)).toBe(`${a} | ${b}`);
    const p = `${f.chars(LOWER, 5)}${f.digits(3)}!K`;
    const q = `${f.chars(LOWER, 5)}${f.digits(3)}?M`;
    expect(covered(`het wachtwoord is ${p}, oeps, ${q}`)).toContain(q);
    for (const clean of ["we meet at 14:00, sorry, 15:00", "la riunione è alle 9, anzi no, alle 10"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("account lines of a site, a user and a pass are passwords; a list of parts or states is not", () => {
    const p1 = `${f.chars(LOWER, 4)}${f.digits(3)}#Q`;
    const p2 = `${f.chars(LOWER, 4)}${f.digits(3)}&W`;
    expect(covered(`Disney+ — lotte — ${p1}\nVideoland — lotte — ${p2}`)).toBe(`${p1} | ${p2}`);
    for (const clean of ["site - status - note\nSpotify - paused - since May\nSteam - active - Ryzen5600", "Bestellung: Xy12345678Q\nPasswort vergessen"]) expect(kinds(clean), clean).toEqual([]);
  });

  it("a Markdown table's password column is read; a cell of plain words there is not a password", () => {
    const p = `${f.chars(LOWER, 4)}${f.digits(4)}%`;
    expect(covered(`| app | user | password |\n|---|---|---|\n| Strava | grace | ${p} |`)).toBe(p);
    expect(kinds("| app | user | password |\n|---|---|---|\n| Strava | grace | ask me |")).toEqual([]);
  });

  it("in a story naming what a credential opens, a password's shape after a connector is one; a version or an address's name is not", () => {
    const p = `${f.chars(UPPER, 1)}${f.chars(LOWER, 5)}${f.digits(3)}!`;
    expect(covered(`lange Geschichte, aber fürs Homebanking ist es ${p}, merk es dir`)).toBe(p);
    for (const clean of ["Version 2.0 ist raus, die neue für die Bank ist v2.0.1", "die neue Adresse fürs Onlinebanking ist jonas.b7 @ web . de"]) expect(kinds(clean).filter((k) => k === "password_in_prose"), clean).toEqual([]);
  });
});

/**
 * Outside probe (u) of issue #36, weighted to the four families the untuned corpus still missed
 * (eval/pii-corpus/probe36u.ts, committed before the gate ran on it): recovery-code lists of 8-16 codes
 * in every layout, with a heading in each language, "my codes:" or none at all; e-mail addresses
 * spelled out or obfuscated ("… at-Zeichen web Punkt de", "[ät] t-online [.] de"); national ids said in
 * prose in every country's written forms; phones in national and international forms with words
 * between the cue and the number; and the clean look-alikes of each (order, tracking, invoice, meeting
 * and part numbers, postcodes, versions, published checksums, lottery numbers, scores, quantities).
 * The whole batch is pinned in a few tests (CI time): the cases the gate gets wrong at the default seed
 * are listed by number, so a fix or a new fault both change the list.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { describe, expect, it } from "vitest";
import { DIGITS, Fakes, HEX, LOWER, UPPER } from "../../eval/pii-corpus/fakes.ts";
import { probe36u } from "../../eval/pii-corpus/probe36u.ts";
import { covered, expectOutsideEnglishBatch, kinds, pinProbeBatch } from "../../test-support/privacy-gate.ts";

const cases = probe36u();

// Before the fixes (first run): 17 of 202 lines wrong, 16 of them a value missed and left readable, one
// clean line flagged. Caught: recovery_codes 20/34, email_obfuscated 31/33, national_id 32/32, phone
// 29/29; clean flagged 1/74. Per language, caught / clean flagged / leaking: en 13/15 1/11 2, de 15/19
// 0/11 3, fr 14/15 0/7 1, es 13/15 0/7 2, pt 13/15 0/7 2, it 12/14 0/7 2, nl 32/35 0/24 3.
// After (codes of two groups of five and of eight to twelve in mixed case after a recovery word; "my
// codes" / "mijn codes" / "os meus códigos" before four or more; a pasted list with no keyword, of random
// codes of one length or of eight digits one a line; "at-Zeichen"; "[.]" and a short at in brackets):
// 1 wrong, 0 leaking. Caught: recovery_codes 34/34, email_obfuscated 33/33; clean flagged 1/74.
// Left: "the twitter handle is @ziggo and the site ziggo.nl" (a brand's handle is read as a person's).
const KNOWN_SENT: number[] = [66];
const KNOWN_MASKED: number[] = [];
const KNOWN_LEAK: number[] = [];


describe("outside probe (u), #36", () => {
  it("holds what it says: ≥200 cases, 60% or more outside English, Dutch the most, 60 or more clean, each family in all seven languages", () => {
    expectOutsideEnglishBatch(cases, {
      recovery_codes: { sensitive: 34, clean: 16, languages: 7 },
      email_obfuscated: { sensitive: 33, clean: 11, languages: 7 },
      national_id: { sensitive: 32, clean: 10, languages: 7 },
      phone: { sensitive: 29, clean: 12, languages: 7 },
      lookalike: { sensitive: 0, clean: 25, languages: 7 },
    });
  });

  pinProbeBatch(cases, { sent: KNOWN_SENT, masked: KNOWN_MASKED, leak: KNOWN_LEAK }, 0.05);
});

// Written after the first run, for the rules it led to: each in other words than the probe's, beside the
// look-alikes that must stay untouched.
describe("the rules probe (u) led to, and their look-alikes", () => {
  const f = new Fakes(0x3cfb);

  it("a pasted list of random codes of one length, or of eight digits one a line, is a recovery-code list with no keyword; article numbers, commit hashes, dates, orders and names are not", () => {
    const mixed = Array.from({ length: 6 }, () => f.chars(LOWER + UPPER + DIGITS, 10));
    const a = mixed.map((c, i) => `${i + 1}) ${c}`).join("\n");
    expect(covered(a)).toBe(a.slice(3));
    const eight = Array.from({ length: 8 }, () => f.digits(8)).join("\n");
    expect(covered(`copied from the sheet\n${eight}`)).toBe(eight);
    const onze = Array.from({ length: 5 }, () => `${f.chars(UPPER + DIGITS, 4)}-${f.chars(UPPER + DIGITS, 4)}`).join(" ");
    expect(kinds(`onze codes: ${onze}`)).toEqual(["recovery_codes"]);
    const date = (): string => `20${f.int(10, 26)}${String(f.int(1, 12)).padStart(2, "0")}${String(f.int(1, 28)).padStart(2, "0")}`;
    for (const clean of [
      `artikelen:\n${Array.from({ length: 8 }, () => `${f.chars(UPPER, 2)}${f.digits(6)}`).join("\n")}`,
      `commits: ${Array.from({ length: 6 }, () => f.chars(HEX, 10)).join(", ")}`,
      Array.from({ length: 8 }, date).join("\n"),
      `Bestellungen:\n${Array.from({ length: 8 }, () => f.digits(8)).join("\n")}`,
      "users: jan2024a, jan2024b, jan2024c, jan2024d, jan2024e",
      "mijn codes voor de kluis en de fiets staan in de app",
    ]) expect(kinds(clean), clean).toEqual([]);
  });

  it("an address with 'at-Zeichen', or a dot and an at in brackets, is an e-mail; the sign named in prose is not", () => {
    const de = `tom at-Zeichen gmx Punkt de`;
    expect(covered(`schreib an ${de}`)).toBe(de);
    const br = `anna${f.digits(2)} (ät) web [.] de`;
    expect(covered(`Mail: ${br}`)).toBe(br);
    for (const clean of ["das at-Zeichen geht nur mit Alt Gr", "see [.] and (.) in the regex, [at] least"]) expect(kinds(clean), clean).toEqual([]);
  });
});

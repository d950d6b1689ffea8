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
import { type Probe36lCase, probe36l } from "../../eval/pii-corpus/probe36l.ts";
import { expectProbeGroups, expectSentAsOwnerSees, secretPartsLeft } from "../../test-support/privacy-gate.ts";

const cases = probe36l();
const named = cases.map((c, i) => ({ name: `[${c.family}/${c.lang}] #${i} ${c.label}`, i, c }));

/**
 * What the gate gets wrong on this batch, by case number (the same seed draws the same batch): the
 * line as it goes out (SENT) and the secret masked in a kept message (MASKED). Each is an `it.fails`,
 * so a fix shows as a failure here until its number leaves the list.
 */
// Before the fixes (first run): 23 of 271 lines wrong as sent (27, 68, 73, 75, 77, 80, 83, 86, 89, 97,
// 137, 138, 205, 212, 215, 218, 230, 239, 253, 260, 262, 265, 266), 10 of 57 secrets leaving parts in
// a kept message (27, 68, 73, 77, 80, 83, 86, 89, 249, 267).
const KNOWN_SENT = new Set<number>([27, 68, 73, 75, 77, 80, 83, 86, 89, 97, 137, 138, 205, 212, 215, 218, 230, 239, 253, 260, 262, 265, 266]);
const KNOWN_MASKED = new Set<number>([27, 68, 73, 77, 80, 83, 86, 89, 249, 267]);
const seeded = process.env.PROBE_SEED === undefined;
const known = (set: Set<number>) => (x: { i: number }): boolean => seeded && set.has(x.i);

describe("outside probe (l), #36: the batch holds what it says", () => {
  it("≥200 cases, half or more outside English, 40 or more in Dutch, 60 or more clean, each family in all seven languages", () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
    expect(cases.filter((c) => c.lang !== "en").length / cases.length).toBeGreaterThanOrEqual(0.5);
    expect(cases.filter((c) => c.lang === "nl").length).toBeGreaterThanOrEqual(40);
    expect(cases.filter((c) => c.label === "clean").length).toBeGreaterThanOrEqual(60);
    expectProbeGroups(cases, {
      email_obfuscated: { sensitive: 35, clean: 10, languages: 7 },
      national_id: { sensitive: 28, clean: 12, languages: 7 },
      phone: { sensitive: 28, clean: 12, languages: 7 },
      prose_password: { sensitive: 40, clean: 12, languages: 7 },
      recovery_codes: { sensitive: 14, clean: 10, languages: 7 },
      leak: { sensitive: 18, clean: 3, languages: 7 },
    });
  });
});

describe("outside probe (l), #36: a line as it goes out in redact mode, region unset", () => {
  const k = known(KNOWN_SENT);
  it.each(named.filter((x) => !k(x)))("$name", ({ c }) => expectSentAsOwnerSees(c));
  it.fails.each(named.filter((x) => k(x)))("known miss: $name", ({ c }) => expectSentAsOwnerSees(c));
});

describe("outside probe (l), #36: a secret masked in a kept message leaves nothing of it readable", () => {
  const k = known(KNOWN_MASKED);
  const secrets = named.filter(({ c }) => c.label === "secret");
  it.each(secrets.filter((x) => !k(x)))("$name", ({ c }) => {
    expect(secretPartsLeft(c)).toEqual([]);
  });
  it.fails.each(secrets.filter((x) => k(x)))("known miss: $name", ({ c }) => {
    expect(secretPartsLeft(c)).toEqual([]);
  });
});

export type { Probe36lCase };

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
import { removeSecrets } from "../../conversation/index.ts";
import { type Probe36kCase, probe36k } from "../../eval/pii-corpus/probe36k.ts";
import type { CorpusCase } from "../../eval/pii-corpus/types.ts";
import { expectProbeGroups, expectSentAsOwnerSees } from "../../test-support/privacy-gate.ts";

/** The value and its further values, each readable nowhere in a kept message once secrets are removed. */
function secretPartsLeft(c: CorpusCase): string[] {
  const r = removeSecrets(c.text);
  const left: string[] = [];
  for (const v of [c.sensitive ?? "", ...(c.more ?? [])]) {
    const rest = ` ${c.text.split(v).join(" ")} `;
    for (const tok of v.match(/[\p{L}\p{N}]+/gu) ?? []) {
      if (tok.length < 2) continue;
      const whole = new RegExp(`(?<![\\p{L}\\p{N}])${tok}(?![\\p{L}\\p{N}])`, "u");
      if (whole.test(rest)) continue;
      if (whole.test(r.text)) left.push(`${tok.length}-character part of a ${v.length}-character value`);
    }
  }
  return left;
}

const cases = probe36k();
const named = cases.map((c, i) => ({ name: `[${c.family}/${c.lang}] #${i} ${c.label}`, i, c }));

/**
 * What the gate gets wrong on this batch, by case number (the same seed draws the same batch): the
 * line as it goes out (SENT) and the secret masked in a kept message (MASKED). Each is an `it.fails`,
 * so a fix shows as a failure here until its number leaves the list.
 */
// Before the fixes (first run): 13 of 239 lines wrong as sent, 3 of 50 secrets leaving parts in a kept message.
const KNOWN_SENT = new Set<number>([5, 9, 45, 85, 110, 129, 138, 188, 195, 205, 217, 224, 229]);
const KNOWN_MASKED = new Set<number>([188, 195, 205]);
const seeded = process.env.PROBE_SEED === undefined;
const known = (set: Set<number>) => (x: { i: number }): boolean => seeded && set.has(x.i);

describe("outside probe (k), #36: the batch holds what it says", () => {
  it("≥200 cases, half or more outside English, 40 or more in Dutch, 60 or more clean, each family in all seven languages", () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
    expect(cases.filter((c) => c.lang !== "en").length / cases.length).toBeGreaterThanOrEqual(0.5);
    expect(cases.filter((c) => c.lang === "nl").length).toBeGreaterThanOrEqual(40);
    expect(cases.filter((c) => c.label === "clean").length).toBeGreaterThanOrEqual(60);
    expectProbeGroups(cases, {
      email_obfuscated: { sensitive: 35, clean: 10, languages: 7 },
      national_id: { sensitive: 28, clean: 14, languages: 7 },
      phone: { sensitive: 28, clean: 14, languages: 7 },
      prose_password: { sensitive: 22, clean: 12, languages: 7 },
      recovery_codes: { sensitive: 12, clean: 10, languages: 7 },
      leak: { sensitive: 22, clean: 3, languages: 7 },
    });
  });
});

describe("outside probe (k), #36: a line as it goes out in redact mode, region unset", () => {
  const k = known(KNOWN_SENT);
  it.each(named.filter((x) => !k(x)))("$name", ({ c }) => expectSentAsOwnerSees(c));
  it.fails.each(named.filter((x) => k(x)))("known miss: $name", ({ c }) => expectSentAsOwnerSees(c));
});

describe("outside probe (k), #36: a secret masked in a kept message leaves nothing of it readable", () => {
  const k = known(KNOWN_MASKED);
  const secrets = named.filter(({ c }) => c.label === "secret");
  it.each(secrets.filter((x) => !k(x)))("$name", ({ c }) => {
    expect(secretPartsLeft(c)).toEqual([]);
  });
  it.fails.each(secrets.filter((x) => k(x)))("known miss: $name", ({ c }) => {
    expect(secretPartsLeft(c)).toEqual([]);
  });
});

export type { Probe36kCase };

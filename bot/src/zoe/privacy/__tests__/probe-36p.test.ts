/**
 * Outside probe (p) of issue #36: redaction leaks and the three personal families the untuned corpus
 * still fails in (e-mail obfuscated, national ids, phones), with printed recovery-code lists and
 * passwords in quotes or after a dash, in all seven languages with Dutch the most
 * (eval/pii-corpus/probe36p.ts, committed before the gate ran on it). New against probes (k)–(o):
 * e-mails with the language's words and symbols mixed, in brackets, in capitals, over a line break and
 * with spaces inside the domain; ids split by words ("letra", "clé") or groups, labels mistyped;
 * phones in pieces with a name between, after whatsapp/zap/móvil/cellulare/mobiel, in a wa.me link,
 * beside an order number that is no phone. Each line is read as the owner would see it with the region
 * unset, and every positive case is checked for a leak: three digits or four letters of its value
 * readable after redaction.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { describe, expect, it } from "vitest";
import { probe36p } from "../../eval/pii-corpus/probe36p.ts";
import { describeOutsideProbe, valuePartsLeft } from "../../test-support/privacy-gate.ts";

const cases = probe36p();

/**
 * What the gate gets wrong on this batch, by case number (the same seed draws the same batch): the
 * line as it goes out (SENT), the secret masked in a kept message (MASKED) and a part of a value left
 * readable (LEAK). Each is an `it.fails`, so a fix shows as a failure here until its number leaves
 * the list.
 */
const KNOWN_SENT: number[] = [2, 4, 11, 54, 55, 56, 59, 69, 72, 76, 77, 78, 79, 82, 84, 85, 86, 92, 97, 98, 100, 105, 107, 112, 126, 139, 143, 152, 161, 167, 175];
const KNOWN_MASKED: number[] = [161, 167, 175];
const KNOWN_LEAK: number[] = [2, 4, 54, 55, 56, 59, 77, 78, 79, 82, 84, 85, 86, 92, 97, 98, 100, 105, 107, 112, 126, 139, 143, 161, 167, 175, 200, 202, 204];

describeOutsideProbe("p", cases, {
  email_obfuscated: { sensitive: 38, clean: 15, languages: 7 },
  national_id: { sensitive: 28, clean: 15, languages: 7 },
  phone: { sensitive: 37, clean: 15, languages: 7 },
  prose_password: { sensitive: 18, clean: 9, languages: 7 },
  recovery_codes: { sensitive: 10, clean: 7, languages: 7 },
  leak: { sensitive: 23, clean: 3, languages: 7 },
  lookalike: { sensitive: 0, clean: 42, languages: 7 },
}, { sent: KNOWN_SENT, masked: KNOWN_MASKED });

describe("outside probe (p), #36: no part of a value is readable after redaction (3 digits or 4 characters)", () => {
  const named = cases.map((c, i) => ({ name: `[${c.family}/${c.lang}] #${i} ${c.label}`, i, c })).filter((x) => x.c.label !== "clean");
  const seeded = process.env.PROBE_SEED === undefined;
  const known = (x: { i: number }): boolean => seeded && KNOWN_LEAK.includes(x.i);
  it.each(named.filter((x) => !known(x)))("$name", ({ c }) => expect(valuePartsLeft(c)).toEqual([]));
  it.fails.each(named.filter((x) => known(x)))("known leak: $name", ({ c }) => expect(valuePartsLeft(c)).toEqual([]));
});

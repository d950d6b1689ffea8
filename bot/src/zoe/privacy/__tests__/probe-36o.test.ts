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
import { removeSecrets, SECRET_PLACEHOLDER } from "../../conversation/index.ts";
import type { CorpusCase } from "../../eval/pii-corpus/types.ts";
import { type Probe36oCase, probe36o } from "../../eval/pii-corpus/probe36o.ts";
import { gateOutbound } from "../gate.ts";
import { describeOutsideProbe } from "../../test-support/privacy-gate.ts";

const cases = probe36o();

/**
 * What the gate gets wrong on this batch, by case number (the same seed draws the same batch): the
 * line as it goes out (SENT), the secret masked in a kept message (MASKED) and a part of a value left
 * readable (LEAK). Each is an `it.fails`, so a fix shows as a failure here until its number leaves
 * the list.
 */
const KNOWN_SENT: number[] = [11, 18, 62, 70, 78, 84, 99, 110, 122, 127, 152, 166, 168, 183, 184, 195, 201, 212, 230, 235, 244, 262, 275];
const KNOWN_MASKED: number[] = [11, 18, 62, 70, 78, 84, 99, 101, 110, 122];
const KNOWN_LEAK: number[] = [11, 18, 62, 70, 78, 84, 99, 101, 110, 122, 127, 152, 166, 183, 184, 195, 201, 212, 233, 235, 240, 241, 244];

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

/** Letters and digits only, lower case: how a reader would find a value's piece whatever its spacing. */
const plain = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}\u0000]/gu, "");

/**
 * The parts of a case's values readable in what leaves: the redacted line for personal data (nothing
 * when the gate refuses it), the kept message for a secret. A part is three digits in a row of the
 * value's digits or four of its letters and digits, found in what leaves but nowhere in the line
 * outside every occurrence of the values. Names positions only, never the value.
 */
function partsLeft(c: CorpusCase): string[] {
  const values = [c.sensitive ?? "", ...(c.more ?? [])].filter((v) => v.length >= 3);
  let left: string;
  if (c.label === "secret") left = removeSecrets(c.text).text.split(SECRET_PLACEHOLDER).join("\u0000");
  else {
    const r = gateOutbound(c.text, "redact", { region: "" });
    if (!r.ok) return [];
    left = r.body.replace(/\[redacted:[^\]]*\]/g, "\u0000");
  }
  let rest = c.text;
  for (const v of [...values].sort((a, b) => b.length - a.length)) rest = rest.split(v).join("\u0000");
  const body = plain(left);
  const outside = plain(rest);
  const out: string[] = [];
  for (const v of values) {
    const digits = v.replace(/\D/g, "");
    const chars = plain(v);
    for (let k = 0; k + 3 <= digits.length; k++) {
      const w = digits.slice(k, k + 3);
      if (body.includes(w) && !outside.includes(w)) {
        out.push(`3 digits at ${k} of a ${v.length}-character value`);
        break;
      }
    }
    for (let k = 0; k + 4 <= chars.length; k++) {
      const w = chars.slice(k, k + 4);
      if (body.includes(w) && !outside.includes(w)) {
        out.push(`4 characters at ${k} of a ${v.length}-character value`);
        break;
      }
    }
  }
  return out;
}

describe("outside probe (o), #36: no part of a value is readable after redaction (3 digits or 4 characters)", () => {
  const named = cases.map((c, i) => ({ name: `[${c.family}/${c.lang}] #${i} ${c.label}`, i, c })).filter((x) => x.c.label !== "clean");
  const seeded = process.env.PROBE_SEED === undefined;
  const known = (x: { i: number }): boolean => seeded && KNOWN_LEAK.includes(x.i);
  it.each(named.filter((x) => !known(x)))("$name", ({ c }) => expect(partsLeft(c)).toEqual([]));
  it.fails.each(named.filter((x) => known(x)))("known leak: $name", ({ c }) => expect(partsLeft(c)).toEqual([]));
});

export type { Probe36oCase };

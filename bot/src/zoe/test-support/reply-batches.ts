/**
 * Development reply batches held to their floors, and what ZOE does with one reply to a follow-up:
 * the shared steps of the reply tests (threads/__tests__/reply-*.test.ts).
 * Must never: read the held-out replies (eval/heldout*), only corpus/dev/.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { measureHeldoutReplies, readHeldoutReplies, readingOf } from "../eval/heldout.ts";
import { LOCALES, pack, type Locale } from "../lang/index.ts";
import { CONFIDENT } from "../threads/index.ts";
import { replyOutcome } from "./reply-outcome.ts";

/** The development reply batches, written and labelled before the reader ran on them. */
export const DEV_REPLIES = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "threads", "__tests__", "corpus", "dev");

/** A batch file held to its floors: `count` replies, at least `right` read right, at most `wrong` acted on wrongly (the misses shown on failure). */
export function expectReplyBatch(locale: Locale, file: string, count: number, right: number, wrong: number): void {
  const items = readHeldoutReplies(locale, DEV_REPLIES, file);
  const f = measureHeldoutReplies(locale, items);
  expect(items.length).toBe(count);
  const why = JSON.stringify(f.misses, null, 1);
  expect(f.right, why).toBeGreaterThanOrEqual(right);
  expect(f.confidentlyWrong, why).toBeLessThanOrEqual(wrong);
}

/**
 * A batch file's floors with its misses named: `count` replies, at least `right` read right, no miss but the `known`
 * ones, and none acted on wrongly but the `knownWrong` ones (a label a region reads otherwise, named in the test).
 */
export function expectReplyBatchKnown(locale: Locale, file: string, floors: { count: number; right: number; known: readonly string[]; knownWrong?: readonly string[] }): void {
  const items = readHeldoutReplies(locale, DEV_REPLIES, file);
  const f = measureHeldoutReplies(locale, items);
  expect(items.length).toBe(floors.count);
  const why = JSON.stringify(f.misses, null, 1);
  const wrong = floors.knownWrong ?? [];
  expect(f.right, why).toBeGreaterThanOrEqual(floors.right);
  expect(f.confidentlyWrong, why).toBeLessThanOrEqual(wrong.length);
  expect(f.misses.map((m) => m.text).filter((t) => !floors.known.includes(t) && !wrong.includes(t)), why).toEqual([]);
}

/** What ZOE does with a reply to a follow-up about `summary`: the actions it applies, or "unclear" / "other" / "question". */
export const followUpReading = (text: string, locale: Locale, summary: string): string => replyOutcome(text, { summary, locale, kind: "nudge" });

/** Readings that leave the thread as it is: ZOE asks, or hands the talk on. */
export const UNTOUCHED: readonly string[] = ["unclear", "question", "other"];

/** A reply round's pinned case: the language, the thread's summary, the reply, the readings allowed. */
export type ReadingCase = [Locale, string, string, readonly string[]];

/** What ZOE does with `text` under a follow-up about `summary` is one of `allowed` (a snooze with its time). */
export function expectFollowUpReading(locale: Locale, summary: string, text: string, allowed: readonly string[]): void {
  expect(allowed).toContain(followUpReading(text, locale, summary));
}

/** The action ZOE takes on `text` (a snooze's time aside: "snooze sunday" is "snooze") is one of `allowed`. */
export function expectFollowUpAction(locale: Locale, summary: string, text: string, allowed: readonly string[]): void {
  const got = followUpReading(text, locale, summary);
  expect(allowed, got).toContain(got.split(" ")[0]);
}

/** A word that begins one of any pack's action words (the packs' `caution.actions`: "snooz", "erledig", "rappel"). */
const ACTION_WORD = new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...new Set(LOCALES.flatMap((l) => pack(l).reply.caution.actions))].join("|")})`, "iu");

/**
 * A traps batch (replies written to make the reader confidently wrong) held to its first figures: of `count`, at
 * least `right` read right and at most `wrong` acted on wrongly, with no miss but the `known` ones. `report` (an
 * environment variable's name) prints each language's figures. Returns the replies of the batch that hold an action
 * word of any pack and that the reader takes, sure, for other talk: the issue says there should be none.
 */
export function expectTrapsBatch(locale: Locale, file: string, floors: { count: number; right: number; wrong: number; known: readonly string[]; report?: string }): string[] {
  const items = readHeldoutReplies(locale, DEV_REPLIES, file);
  const f = measureHeldoutReplies(locale, items);
  const why = JSON.stringify(f.misses, null, 1);
  if (floors.report && process.env[floors.report]) console.log(`${locale} right ${f.right} wrong ${f.confidentlyWrong} asked ${f.asked} acted ${f.confident}\n${why}`);
  expect(items.length).toBe(floors.count);
  expect(f.right, why).toBeGreaterThanOrEqual(floors.right);
  expect(f.confidentlyWrong, why).toBeLessThanOrEqual(floors.wrong);
  expect(f.misses.map((m) => m.text).filter((t) => !floors.known.includes(t)), why).toEqual([]);
  return items
    .filter((item) => ACTION_WORD.test(item.text))
    .filter((item) => {
      const r = readingOf(item, locale);
      return r.intent === "other" && r.confidence >= CONFIDENT;
    })
    .map((i) => i.text);
}

/**
 * The sixth traps batch (issue 34, "a reader that is never confidently wrong"), in all seven languages
 * (corpus/dev/replies-<code>-traps6.tsv, 42 each, written and labelled on 5 December 2026 before the
 * reader ran on them), aimed at what makes a reader act wrongly with confidence: an action word in another
 * sense ("done for the day, will do it tomorrow"), negated or conditional actions ("haven't done it",
 * "wenn ich fertig bin..."), reported speech ("Maria says she sent it"), questions holding an action word
 * ("should I snooze it?"), sarcasm and emoji ("done 🙄 not"), compound replies, corrections ("done - wait,
 * no"), a time that belongs to something else ("at 3 I have a call, haven't started"), typos of action
 * words, and plain answers as controls. Per language: replies read right, acted on wrongly (the costly
 * mistake), asked instead.
 */
import { describe, expect, it } from "vitest";
import { measureHeldoutReplies, readHeldoutReplies } from "../../eval/heldout.ts";
import { DEV_REPLIES } from "../../test-support/reply-batches.ts";

/** Floors not yet measured: the material is committed before the reader runs on it. */
const FLOORS = [
  ["en", 0, 42],
  ["de", 0, 42],
  ["fr", 0, 42],
  ["es", 0, 42],
  ["pt", 0, 42],
  ["it", 0, 42],
  ["nl", 0, 42],
] as const;

describe("the sixth traps batch, as written before the reader ran on it", () => {
  it.each(FLOORS)("%s: of 42, at least %i right, at most %i acted on wrongly", (lang, right, wrong) => {
    const items = readHeldoutReplies(lang, DEV_REPLIES, `replies-${lang}-traps6.tsv`);
    const f = measureHeldoutReplies(lang, items);
    const why = JSON.stringify(f.misses, null, 1);
    if (process.env.CALIB6_REPORT) console.log(`${lang} right ${f.right} wrong ${f.confidentlyWrong} asked ${f.asked} acted ${f.confident}\n${why}`);
    expect(items.length).toBe(42);
    expect(f.right, why).toBeGreaterThanOrEqual(right);
    expect(f.confidentlyWrong, why).toBeLessThanOrEqual(wrong);
  });
});

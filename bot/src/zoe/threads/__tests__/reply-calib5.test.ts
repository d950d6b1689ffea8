/**
 * The fifth traps batch (issue 34, "a reader that is never confidently wrong"), in all seven languages
 * (corpus/dev/replies-<code>-traps5.tsv, 42 each, written and labelled on 5 December 2026 before the
 * reader ran on them), aimed at the classes the held-out figures still showed read with confidence and
 * wrongly: a question back to ZOE behind a time-ish opener ("hang on, is that the one at Marco's?"), a
 * did-it undone by news that it failed ("went, it was closed"), a clause that takes the action back
 * ("finished, except the last page"), mixed signals across clauses ("done, remind me tomorrow"), an action
 * word about another thing ("finished the laundry, not the taxes yet"), reported speech, and plain answers
 * as controls. Per language: replies read right, acted on wrongly (the costly mistake), asked instead.
 */
import { describe, expect, it } from "vitest";
import { measureHeldoutReplies, readHeldoutReplies } from "../../eval/heldout.ts";
import { DEV_REPLIES } from "../../test-support/reply-batches.ts";

/** First pass: not yet measured. */
const FLOORS = [
  ["en", 0, 42],
  ["de", 0, 42],
  ["fr", 0, 42],
  ["es", 0, 42],
  ["pt", 0, 42],
  ["it", 0, 42],
  ["nl", 0, 42],
] as const;

describe("the fifth traps batch, as written before the reader ran on it", () => {
  it.each(FLOORS)("%s: of 42, at least %i right, at most %i acted on wrongly", (lang, right, wrong) => {
    const items = readHeldoutReplies(lang, DEV_REPLIES, `replies-${lang}-traps5.tsv`);
    const f = measureHeldoutReplies(lang, items);
    const why = JSON.stringify(f.misses, null, 1);
    if (process.env.CALIB5_REPORT) console.log(`${lang} right ${f.right} wrong ${f.confidentlyWrong} asked ${f.asked} acted ${f.confident}\n${why}`);
    expect(items.length).toBe(42);
    expect(f.right, why).toBeGreaterThanOrEqual(right);
    expect(f.confidentlyWrong, why).toBeLessThanOrEqual(wrong);
  });
});

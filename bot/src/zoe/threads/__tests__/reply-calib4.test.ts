/**
 * The fourth traps batch (issue 34, "a reader that is never confidently wrong"), in all seven languages
 * (corpus/dev/replies-<code>-traps4.tsv, 46 each, written and labelled on 5 December 2026 before the
 * reader ran on them): an action word in another sense ("done for the day", "stop, I did it already"),
 * negated and conditional actions ("wenn ich fertig bin…"), reported speech ("Maria says she sent it"),
 * questions that hold an action word ("should I snooze it?"), sarcasm and emoji ("done 🙄 not"), compound
 * replies, corrections ("paid - no wait, that was the gas one"), a time that belongs to something else
 * ("at 3 I have a call, haven't started"), typos of action words, and plain answers as controls.
 * The batch reports, per language, replies read right, acted on wrongly (the costly mistake) and asked
 * about where an action was meant (safe, a miss). Every reply answers a follow-up read on Wed 3 June
 * 2026 10:00 (the corpus clock).
 */
import { describe, expect, it } from "vitest";
import { measureHeldoutReplies, readHeldoutReplies } from "../../eval/heldout.ts";
import { DEV_REPLIES } from "../../test-support/reply-batches.ts";

/**
 * First pass (right / acted on wrongly / asked instead, of 46): en 22/1/22, de 16/3/24, fr 19/2/24,
 * es 19/0/25, pt 23/2/21, it 21/3/21, nl 21/1/23: 141/322 right, 12 acted on wrongly of 120 acted on
 * (90.0% right when sure).
 */
const FLOORS = [
  ["en", 22, 1],
  ["de", 16, 3],
  ["fr", 19, 2],
  ["es", 19, 0],
  ["pt", 23, 2],
  ["it", 21, 3],
  ["nl", 21, 1],
] as const;

describe("the fourth traps batch, as written before the reader ran on it", () => {
  it.each(FLOORS)("%s: of 46, at least %i right, at most %i acted on wrongly", (lang, right, wrong) => {
    const items = readHeldoutReplies(lang, DEV_REPLIES, `replies-${lang}-traps4.tsv`);
    const f = measureHeldoutReplies(lang, items);
    const why = JSON.stringify(f.misses, null, 1);
    expect(items.length).toBe(46);
    expect(f.right, why).toBeGreaterThanOrEqual(right);
    expect(f.confidentlyWrong, why).toBeLessThanOrEqual(wrong);
  });
});

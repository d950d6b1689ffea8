/**
 * Offline commitment capture: a conservative heuristic that turns "I'll ship the onepager today"
 * into an `open` thread op when no model is available. It prefers missing a commitment to
 * tracking a phantom one (the owner can always say it again; a phantom nags).
 * Must never: fire on questions, hypotheticals or other people's commitments.
 */
import type { ThreadOp } from "./model/respond.ts";

const TRIGGER = /\b(?:i['’]ll|i will|i need to|i have to|i must|i['’]m going to|remind me to)\s+(.+)/i;

/** Trailing due phrases we split off the summary, longest first. */
const DUE_TAIL =
  /\s+((?:by|on|before|until|due)\s+.+|(?:today|tonight|tomorrow(?:\s+(?:morning|afternoon|night|evening))?)(?:\s+at\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?)?|this\s+(?:morning|afternoon|evening|week)|next\s+week|end\s+of\s+(?:day|week|month)|eod|eow|(?:next\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:\s+(?:morning|afternoon|evening|at\s+.+))?|in\s+\d+\s+(?:minutes?|mins?|hours?|hrs?|days?|weeks?)|at\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?)\s*$/i;

const HEDGES = /\b(maybe|might|perhaps|probably|if i|should i|could i|would i|wonder|never|not sure|don['’]t think|do not think|doubt|hope|wish)\b/i;

/** "I have to say…", "I must admit…": figures of speech, not tasks. */
const NOT_A_TASK = /^(?:say|admit|confess|agree|disagree|tell you|be honest|guess|assume|suppose|imagine)\b/i;

/** Words that carry no task of their own: "I'll think about it", "I'll do that", "I'll be there". */
const VAGUE = new Set(
  "it that this them there here so about to you me him her us do be see think try know let get make back check look into on up".split(" "),
);

/** Extract at most one commitment per sentence from the owner's message. */
export function extractCommitments(text: string): Array<Extract<ThreadOp, { op: "open" }>> {
  const out: Array<Extract<ThreadOp, { op: "open" }>> = [];
  // Sentences end at . ! ; and at every line break (steps written one per line).
  for (const raw of text.split(/(?<=[.!;])\s+|\s*\n\s*/)) {
    const sentence = raw.trim();
    if (!sentence || sentence.endsWith("?") || HEDGES.test(sentence)) continue;
    const m = TRIGGER.exec(sentence);
    if (!m) continue;
    let rest = m[1]!.replace(/[.!;]+$/, "").trim();
    let due: string | undefined;
    const tail = DUE_TAIL.exec(rest);
    if (tail && tail.index > 0) {
      due = tail[1]!.trim();
      rest = rest.slice(0, tail.index).trim();
    }
    rest = rest.replace(/^(?:to\s+)/i, "");
    const words = rest.split(/\s+/).filter(Boolean);
    if (words.length < 2 || rest.length > 160) continue;
    if (words.every((w) => VAGUE.has(w.toLowerCase().replace(/[^a-z]/g, ""))) || NOT_A_TASK.test(rest)) continue;
    const op: Extract<ThreadOp, { op: "open" }> = { op: "open", summary: rest };
    if (due) op.due = due;
    out.push(op);
  }
  return out;
}

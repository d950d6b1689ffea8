/**
 * Offline goal capture: a conservative heuristic that turns "my goal is …" or "my goal this
 * quarter is …" into a `set` goal op when no model is available. Like commitment capture it
 * prefers missing a goal to setting a phantom one: the owner can always say `/goals add …`.
 * Must never: fire on questions, hypotheticals, someone else's goal or a goal in the past tense.
 */
import type { GoalOp } from "./model/respond.ts";

/**
 * "my goal is", "my (main|big|new) goal (for 2027|this quarter|this year) is", "my goal: …",
 * "our goal is …" (the owner speaking for their team). Capture runs to the end of the sentence.
 */
const GOAL =
  /\b(?:my|our)\s+(?:(?:main|big|biggest|new|next|one|top|only|real|personal|long[- ]term)\s+)?(?:goal|objective|aim)(?:\s+(?:for|this|next|by)\s+(?:the\s+)?[\w'’ -]{1,30}?)?\s*(?:is|will be|:)\s+(?:to\s+)?(.+)$/i;

const HEDGES = /\b(maybe|might|perhaps|if|wonder|not sure|was|used to|should|could|would)\b/i;

/** Set-goal ops found in an owner's message (at most one per sentence). */
export function extractGoals(text: string): Array<Extract<GoalOp, { op: "set" }>> {
  const out: Array<Extract<GoalOp, { op: "set" }>> = [];
  for (const raw of text.split(/(?<=[.!;])\s+|\s*\n\s*/)) {
    const sentence = raw.trim();
    if (!sentence || sentence.endsWith("?")) continue;
    const m = GOAL.exec(sentence);
    if (!m) continue;
    // Hedges before the goal phrase ("if my goal is …", "maybe my goal should be …") make it talk.
    if (HEDGES.test(sentence.slice(0, m.index + m[0].length - m[1]!.length))) continue;
    const goal = m[1]!.replace(/[.!;]+$/, "").trim();
    const words = goal.split(/\s+/).filter(Boolean);
    if (words.length < 2 || goal.length > 300) continue;
    out.push({ op: "set", text: goal });
  }
  return out;
}

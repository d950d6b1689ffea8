/**
 * Offline goal capture: a conservative heuristic that turns "my goal is …" or "my goal this
 * quarter is …" ("mein Ziel dieses Jahr ist …", "mon objectif est de …", "mi objetivo es …",
 * "o meu objetivo é …") into a `set` goal op when no model is available. Like commitment capture
 * it prefers missing a goal to setting a phantom one: the owner can always say `/goals add …`.
 * Must never: fire on questions, hypotheticals, someone else's goal or a goal in the past tense;
 * hold a language's cues (they are its pack's, lang/<code>/index.ts).
 */
import { pack, type Locale } from "../lang/index.ts";
import type { GoalOp } from "../model/index.ts";

/** Set-goal ops found in an owner's message (at most one per sentence), in the owner's language. */
export function extractGoals(text: string, locale: Locale = "en"): Array<Extract<GoalOp, { op: "set" }>> {
  const cues = pack(locale).goals;
  const out: Array<Extract<GoalOp, { op: "set" }>> = [];
  for (const raw of text.split(/(?<=[.!;])\s+|\s*\n\s*/)) {
    const sentence = raw.trim();
    if (!sentence || sentence.endsWith("?")) continue;
    const m = cues.goal.exec(sentence);
    if (!m) continue;
    // Hedges before the goal ("if my goal is …", "maybe my goal should be …") make it talk.
    if (cues.hedges.test(sentence.slice(0, m.index + m[0].length - m[1]!.length))) continue;
    const goal = m[1]!.replace(/[.!;]+$/, "").trim();
    const words = goal.split(/\s+/).filter(Boolean);
    if (words.length < 2 || goal.length > 300) continue;
    out.push({ op: "set", text: goal });
  }
  return out;
}

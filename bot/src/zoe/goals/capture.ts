/**
 * Offline goal capture: a conservative heuristic that turns "my goal is …" or "my goal this
 * quarter is …" ("mein Ziel dieses Jahr ist …", "mon objectif est de …", "mi objetivo es …",
 * "o meu objetivo é …") into a `set` goal op when no model is available. Like commitment capture
 * it prefers missing a goal to setting a phantom one: the owner can always say `/goals add …`.
 * Must never: fire on questions, hypotheticals, someone else's goal or a goal in the past tense.
 */
import type { Locale } from "../lang/index.ts";
import type { GoalOp } from "../model/index.ts";

interface Cues {
  /** "my (main) goal (this quarter) is (to) …": group 1 is the goal. */
  goal: RegExp;
  /** Words before the goal phrase that make it a condition, a doubt or the past. */
  hedges: RegExp;
}

const L = "(?<![\\p{L}\\p{N}])";
const R = "(?![\\p{L}\\p{N}])";
/** An optional "for 2027 / this quarter / dieses Jahr" between the noun and the verb. */
const SPAN = "(?:\\s+[\\p{L}\\p{N}'’ -]{1,30}?)??";

const CUES: Record<Locale, Cues> = {
  en: {
    goal: /\b(?:my|our)\s+(?:(?:main|big|biggest|new|next|one|top|only|real|personal|long[- ]term)\s+)?(?:goal|objective|aim)(?:\s+(?:for|this|next|by)\s+(?:the\s+)?[\w'’ -]{1,30}?)?\s*(?:is|will be|:)\s+(?:to\s+)?(.+)$/i,
    hedges: /\b(maybe|might|perhaps|if|wonder|not sure|was|used to|should|could|would)\b/i,
  },
  de: {
    goal: new RegExp(`${L}(?:mein|unser)(?:\\s+(?:großes|neues|wichtigstes|nächstes))?\\s+ziel${SPAN}\\s*(?:ist(?:\\s+es)?|:)\\s+(?:,\\s*)?(.+)$`, "iu"),
    hedges: new RegExp(`${L}(?:vielleicht|wenn|falls|war|wäre|sollte|könnte|nicht sicher)${R}`, "iu"),
  },
  fr: {
    goal: new RegExp(`${L}(?:mon|notre)\\s+(?:(?:grand|nouvel|principal|vrai)\\s+)?(?:objectif|but)${SPAN}\\s*(?:est|c'est|sera|:)\\s+(?:d[e']\\s*)?(.+)$`, "iu"),
    hedges: new RegExp(`${L}(?:peut-être|si|était|serait|devrait|pourrait|pas sûr)${R}`, "iu"),
  },
  es: {
    goal: new RegExp(`${L}(?:mi|nuestro)\\s+(?:(?:gran|nuevo|principal|verdadero)\\s+)?(?:objetivo|meta)${SPAN}\\s*(?:es|será|:)\\s+(?:(?:llegar\\s+a\\s+)?)?(.+)$`, "iu"),
    hedges: new RegExp(`${L}(?:quizás|quizá|tal vez|si|era|sería|debería|podría|no estoy seguro)${R}`, "iu"),
  },
  pt: {
    goal: new RegExp(`${L}(?:o\\s+)?(?:meu|nosso)\\s+(?:(?:grande|novo|principal|verdadeiro)\\s+)?(?:objetivo|meta)${SPAN}\\s*(?:é|será|:)\\s+(?:(?:chegar\\s+a\\s+)?)?(.+)$`, "iu"),
    hedges: new RegExp(`${L}(?:talvez|se|era|seria|deveria|poderia|não tenho certeza)${R}`, "iu"),
  },
};

/** Set-goal ops found in an owner's message (at most one per sentence), in the owner's language. */
export function extractGoals(text: string, locale: Locale = "en"): Array<Extract<GoalOp, { op: "set" }>> {
  const cues = CUES[locale];
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

/**
 * Offline commitment capture: a conservative heuristic that turns "I'll ship the onepager today"
 * ("Ich muss morgen früh den Bericht schicken", "Je dois envoyer le devis demain", "Tengo que
 * llamar a Ana el viernes", "Vou enviar o relatório amanhã") into an `open` thread op when no
 * model is available. The due phrase is found by threads/due.ts's one grammar, in the owner's language.
 * It prefers missing a commitment to tracking a phantom one (the owner can always say it again;
 * a phantom nags).
 * Must never: fire on questions, hypotheticals or other people's commitments; hold a language's
 * cues (they are its pack's, lang/<code>/index.ts).
 */
import { splitDuePhrase } from "./due.ts";
import { LOCALES, pack, type Locale } from "../lang/index.ts";
import type { ThreadOp } from "../model/index.ts";

/** Words before the task that are not part of it ("to", "daran", "de"): every language's, in every language. */
const TASK_LEAD = new RegExp(`^(?:${[...new Set(LOCALES.flatMap((l) => pack(l).commitments.taskLead))].join("|")})\\s+`, "iu");

/** What one sentence commits to, in one language, or null. */
function readSentence(sentence: string, locale: Locale): Extract<ThreadOp, { op: "open" }> | null {
  const cues = pack(locale).commitments;
  if (cues.hedges.test(sentence)) return null;
  const m = cues.trigger.exec(sentence);
  if (!m) return null;
  let rest = m[1]!.replace(/[.!;]+$/, "").trim();
  let due: string | undefined;
  const found = splitDuePhrase(rest, locale);
  if (found) {
    due = found.due;
    rest = found.rest;
  } else if (cues.unplacedDeadline) {
    // A deadline the grammar cannot place is still the owner's words: kept, never nudged on a clock.
    const tail = cues.unplacedDeadline.exec(rest);
    if (tail && tail.index > 0) {
      due = tail[1]!.trim();
      rest = rest.slice(0, tail.index).trim();
    }
  }
  // "Morgen muss ich …", "Mañana tengo que …": the day may come before the trigger.
  if (!due) {
    const before = sentence.slice(0, m.index).replace(/[,\s]+$/, "").trim();
    const lead = before && splitDuePhrase(`${before} x`, locale);
    if (lead && lead.rest === "x") due = lead.due;
  }
  rest = rest.replace(TASK_LEAD, "").replace(/^,\s*/, "").trim();
  const words = rest.split(/\s+/).filter(Boolean);
  // "Remind me to stretch" asks for tracking outright: one word is a task there.
  const asked = /\bremind me\b/i.test(sentence);
  if (words.length < (asked ? 1 : 2) || rest.length > 160) return null;
  if (words.every((w) => cues.vague.has(w.toLowerCase().replace(/[^\p{L}]/gu, ""))) || cues.notATask.test(rest)) return null;
  const op: Extract<ThreadOp, { op: "open" }> = { op: "open", summary: rest };
  if (due) op.due = due;
  return op;
}

/**
 * Extract at most one commitment per sentence from the owner's message. Sentences are read in
 * the owner's language first, then in English (an owner may write either).
 */
export function extractCommitments(text: string, locale: Locale = "en"): Array<Extract<ThreadOp, { op: "open" }>> {
  const out: Array<Extract<ThreadOp, { op: "open" }>> = [];
  // Sentences end at . ! ; and at every line break (steps written one per line).
  for (const raw of text.split(/(?<=[.!;])\s+|\s*\n\s*/)) {
    const sentence = raw.trim();
    if (!sentence || sentence.endsWith("?")) continue;
    const op = (locale !== "en" ? readSentence(sentence, locale) : null) ?? readSentence(sentence, "en");
    if (op) out.push(op);
  }
  return out;
}

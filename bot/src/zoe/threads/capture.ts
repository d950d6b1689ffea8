/**
 * Offline commitment capture: a conservative heuristic that turns "I'll ship the onepager today"
 * ("Ich muss morgen früh den Bericht schicken", "Je dois envoyer le devis demain", "Tengo que
 * llamar a Ana el viernes", "Vou enviar o relatório amanhã") into an `open` thread op when no
 * model is available. The due phrase is found by threads/due.ts's one grammar, in the owner's language.
 * It prefers missing a commitment to tracking a phantom one (the owner can always say it again;
 * a phantom nags).
 * Must never: fire on questions, hypotheticals or other people's commitments.
 */
import { splitDuePhrase } from "./due.ts";
import type { Locale } from "../lang/index.ts";
import type { ThreadOp } from "../model/index.ts";

interface Cues {
  /** "I will …" / "remind me to …": group 1 is what follows. */
  trigger: RegExp;
  /** Words that make a sentence a hope, a doubt or a condition. */
  hedges: RegExp;
  /** "I have to say …": figures of speech, not tasks (matched at the start of what follows). */
  notATask: RegExp;
  /** Words that carry no task of their own. */
  vague: Set<string>;
}

const L = "(?<![\\p{L}\\p{N}])";
const R = "(?![\\p{L}\\p{N}])";
const vague = (words: string) => new Set(words.split(" "));

const CUES: Record<Locale, Cues> = {
  en: {
    trigger: /\b(?:i['’]ll|i will|i need to|i have to|i must|i['’]m going to|remind me to)\s+(.+)/i,
    hedges: /\b(maybe|might|perhaps|probably|if i|should i|could i|would i|wonder|never|not sure|don['’]t think|do not think|doubt|hope|wish)\b/i,
    notATask: /^(?:say|admit|confess|agree|disagree|tell you|be honest|guess|assume|suppose|imagine)\b/i,
    vague: vague("it that this them there here so about to you me him her us do be see think try know let get make back check look into on up"),
  },
  de: {
    trigger: new RegExp(`${L}(?:ich werde|ich muss|ich will|ich möchte noch|ich sollte noch|erinnere mich(?: daran)?,?(?: dass ich)?|werde ich|muss ich)${R}\\s+(.+)`, "iu"),
    hedges: new RegExp(`${L}(?:vielleicht|eventuell|evtl|wenn ich|falls|sollte ich|hoffentlich|nicht sicher|keine ahnung|nie|niemals|wahrscheinlich|weiß nicht|glaube nicht)${R}`, "iu"),
    notATask: new RegExp(`^(?:sagen|zugeben|gestehen|ehrlich sein)${R}`, "iu"),
    vague: vague("es das dies dann da mal mich dich sehen machen tun gucken schauen denken überlegen drüber darüber nach sein an"),
  },
  fr: {
    trigger: new RegExp(`${L}(?:je vais|je dois|il faut que je|j'ai à|je devrais|rappelle-moi d[e']|rappelle moi d[e'])\\s*(.+)`, "iu"),
    hedges: new RegExp(`${L}(?:peut-être|peut être|si je|si j'ai|je ne sais pas|jamais|j'espère|probablement|pas sûr|pas sûre)${R}`, "iu"),
    notATask: new RegExp(`^(?:dire|avouer|admettre|reconnaître)${R}`, "iu"),
    vague: vague("le la les ça ce cela y en faire voir penser réfléchir essayer là lui"),
  },
  es: {
    trigger: new RegExp(`${L}(?:voy a|tengo que|debo|necesito|recuérdame|recuerdame)${R}\\s+(.+)`, "iu"),
    hedges: new RegExp(`${L}(?:quizás|quizas|tal vez|a lo mejor|si puedo|si tengo|no sé|no se si|nunca|ojalá|ojala|probablemente)${R}`, "iu"),
    notATask: new RegExp(`^(?:decir|admitir|confesar|reconocer)${R}`, "iu"),
    vague: vague("lo la eso esto hacer ver pensar intentar ahí allí estar ir que"),
  },
  pt: {
    trigger: new RegExp(`${L}(?:eu vou|vou|tenho que|tenho de|preciso de|preciso|lembra-me de|lembre-me de|me lembra de|me lembre de)${R}\\s+(.+)`, "iu"),
    hedges: new RegExp(`${L}(?:talvez|se eu|se der|não sei|nunca|espero que|quem sabe|provavelmente|acho que não)${R}`, "iu"),
    notATask: new RegExp(`^(?:dizer|admitir|confessar|reconhecer)${R}`, "iu"),
    vague: vague("o a isso isto fazer ver pensar tentar lá estar ir que"),
  },
};

/** What one sentence commits to, in one language, or null. */
function readSentence(sentence: string, locale: Locale): Extract<ThreadOp, { op: "open" }> | null {
  const cues = CUES[locale];
  if (cues.hedges.test(sentence)) return null;
  const m = cues.trigger.exec(sentence);
  if (!m) return null;
  let rest = m[1]!.replace(/[.!;]+$/, "").trim();
  let due: string | undefined;
  const found = splitDuePhrase(rest, locale);
  if (found) {
    due = found.due;
    rest = found.rest;
  } else if (locale === "en") {
    // A deadline the grammar cannot place is still the owner's words: kept, never nudged on a clock.
    const tail = /\s+((?:by|before|until|due)\s+.+)$/i.exec(rest);
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
  rest = rest.replace(/^(?:to|an|daran|de|d'|à|a)\s+/iu, "").replace(/^,\s*/, "").trim();
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

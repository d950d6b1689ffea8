/**
 * "I called the bank" for the thread "call the bank": the owner says a thread's own verb in the
 * past, which reads as "it is done" even without a done-word. Each language's pack gives the past
 * forms of a word (`commitments.pastOf`: called, angerufen, appelé, llamé, liguei, chiamato,
 * gebeld); a sentence holding one of a thread's verbs in such a form names that thread. Pure.
 * Must never: read a question, a negation ("I haven't called the bank"), a "not yet" or a new
 * commitment as done, or hold a language's words (they are its pack's).
 */
import { LOCALES, pack, type Locale } from "../lang/index.ts";
import { extractCommitments } from "./capture.ts";
import type { Thread } from "./store.ts";

const wordsOf = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFC")
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter(Boolean);

const negations = new Map<Locale, RegExp>();
/** The language's words that turn an action around ("not", "nicht", "pas", "no"), as one expression. */
function negation(locale: Locale): RegExp {
  let re = negations.get(locale);
  if (!re) negations.set(locale, (re = new RegExp(`(?<![\\p{L}])(?:${pack(locale).reply.caution.negations.join("|")})(?![\\p{L}])`, "iu")));
  return re;
}

/** Whether a sentence can say something is done at all: no question, no negation, no "not yet", no new commitment. */
export function mayTellDone(text: string, locale: Locale): boolean {
  const s = text.trim();
  if (!s || s.includes("?") || s.length > 200) return false;
  const langs = locale === "en" ? (["en"] as const) : ([locale, "en"] as const);
  if (langs.some((l) => negation(l).test(s))) return false;
  if (LOCALES.some((l) => pack(l).reply.notYet.test(s))) return false;
  return extractCommitments(s, locale).length === 0;
}

/**
 * A past form with one letter after its first slipped ("fixd", "replacd", "bestelt", "repariet"), for forms of
 * five letters or more: a thumb on a phone drops a letter of the participle it means.
 */
function slipsOf(form: string): string[] {
  if (form.length < 5) return [];
  const out: string[] = [];
  for (let i = 1; i < form.length; i++) if (form[i] !== form[i - 1]) out.push(form.slice(0, i) + form.slice(i + 1));
  // A doubled letter said once ("bestelt" for "bestellt") is the same slip.
  for (let i = 1; i < form.length; i++) if (form[i] === form[i - 1]) out.push(form.slice(0, i) + form.slice(i + 1));
  return out;
}

/**
 * Whether `text` says a verb of `summary` in the past ("I called the bank", "hab Mama angerufen"), in the owner's
 * language or English; with `slips`, also a form with one letter slipped ("fixd"), which a reply to that very thread
 * means (not a sentence matched against every live thread).
 */
export function saysVerbDone(text: string, summary: string, locale: Locale, slips = true): boolean {
  const said = new Set(wordsOf(text));
  if (said.size === 0) return false;
  const langs = locale === "en" ? (["en"] as const) : ([locale, "en"] as const);
  for (const l of langs) {
    const { toOwner, pastOf } = pack(l).commitments;
    for (const word of new Set([...wordsOf(summary), ...wordsOf(toOwner(summary))])) {
      for (const form of pastOf(word)) if (form !== word && (said.has(form) || (slips && slipsOf(form).some((f) => f !== word && said.has(f))))) return true;
    }
  }
  return false;
}

/** The live threads whose verb `text` says in the past, when the sentence may tell that something is done; [] when none. */
export function doneByVerb(text: string, live: readonly Thread[], locale: Locale): Thread[] {
  if (!live.length || !mayTellDone(text, locale)) return [];
  return live.filter((th) => saysVerbDone(text, th.summary, locale, false));
}

/**
 * Offline memory: "remember that my sister's birthday is 12 March", "merk dir, dass Tom Vegetarier ist", or a note to
 * self that states a fact ("note to self: the office wifi is slow on Fridays"), read without a model as a line for the
 * owner's memory, a verb-last "that" clause put back in sentence order ("Tom ist Vegetarier"). The concierge writes it through Memory.apply, the path the model's memory operations take, so the
 * privacy gate's secret half refuses a password or key in it before anything is written. Pure.
 * Must never: take a reminder ("remember to call mum at 5") or a to-do ("note to self: call mum tomorrow") for a fact,
 * read a question ("do you remember what I said?") as one, or hold a language's words (they are its pack's).
 */
import { LOCALES, pack, type Locale } from "../lang/index.ts";
import type { ThreadOp } from "../model/index.ts";

/** A fact the owner asked ZOE to keep, and the thread ops of the capture that still stand beside it. */
export interface MemoryNote {
  fact: string;
  threadOps: ThreadOp[];
}

/** What a note or a "remember that" says, in the first language whose words take the whole message; null when none does. */
function said(text: string, locale: Locale): { fact: string; in: Locale } | null {
  const order = [locale, ...LOCALES.filter((l) => l !== locale)];
  for (const l of order) {
    const { remember, noteToSelf } = pack(l).offline;
    for (const re of remember) {
      const fact = re.exec(text)?.groups?.["fact"];
      if (fact) return { fact: verbInPlace(fact.trim().replace(/[\s,;:.!]+$/u, ""), l), in: l };
    }
    for (const re of noteToSelf) {
      const note = re.exec(text)?.groups?.["note"];
      if (note) return { fact: note, in: l };
    }
  }
  return null;
}

/**
 * A verb-last clause as a sentence (pure): "Tom Vegetarier ist" -> "Tom ist Vegetarier", "meine Schwester am 12. März
 * Geburtstag hat" -> "meine Schwester hat am 12. März Geburtstag"; anything else as it is.
 */
export function verbInPlace(fact: string, locale: Locale): string {
  const { verbs, determiners } = pack(locale).offline.verbLast;
  const words = fact.split(/\s+/u);
  const last = words[words.length - 1]!;
  if (words.length < 3 || !verbs.includes(last.toLowerCase())) return fact;
  const subject = determiners.includes(words[0]!.toLowerCase()) ? 2 : 1;
  if (words.length - 1 <= subject) return fact;
  return [...words.slice(0, subject), last, ...words.slice(subject, -1)].join(" ");
}

/** Whether a captured loop's summary reads as a statement about something ("das WLAN im Büro ist freitags langsam"), in any language. */
const isStatement = (summary: string, locale: Locale) => [locale, ...LOCALES.filter((l) => l !== locale)].some((l) => pack(l).offline.statement.test(summary.trim()));

/**
 * The fact a message asks ZOE to keep, given what the offline capture read in it (`captured`: its thread ops;
 * `goals`: how many goals). A commitment or goal the capture found wins ("remember that I need to call the bank
 * tomorrow", "note to self: call mum tomorrow" stay loops), unless each loop it opened is only the note's statement
 * ("Notiz an mich: das WLAN im Büro ist freitags langsam"): then the note is a fact and those loops are not opened.
 */
export function offlineMemoryNote(text: string, captured: readonly ThreadOp[], goals: number, locale: Locale): MemoryNote | null {
  const s = text.trim();
  if (!s || s.length > 1000 || s.includes("?")) return null;
  const fact = said(s, locale)?.fact.trim().replace(/[\s,;:.!]+$/u, "");
  if (!fact || !/\p{L}.*\p{L}/su.test(fact) || goals > 0) return null;
  const opens = captured.filter((op): op is Extract<ThreadOp, { op: "open" }> => op.op === "open");
  if (opens.some((op) => !isStatement(op.summary, locale))) return null;
  return { fact, threadOps: captured.filter((op) => op.op !== "open") };
}

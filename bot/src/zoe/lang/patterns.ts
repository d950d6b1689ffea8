/**
 * How a language pack writes its patterns: whole-word boundaries that know every alphabet, the
 * due rewrite's word patterns and clock helpers, the reply lexicon's prefiltered expressions.
 * Shared by every lang/<code>/ folder so that all languages' patterns behave alike.
 * Must never: hold a word of any language.
 */
import { PrefilteredRegExp } from "../base/regex-literals.ts";
import type { Pattern } from "./pack.ts";

/** Not after / not before a letter or a digit of any alphabet (`\b` knows ASCII only). */
export const L = "(?<![\\p{L}\\p{N}])";
export const R = "(?![\\p{L}\\p{N}])";

/** Words separated by spaces, as a set ("es das dies dann" -> {es, das, dies, dann}). */
export const wordSet = (words: string): ReadonlySet<string> => new Set(words.split(/\s+/).filter(Boolean));

// --- the due rewrite (threads/due-locales.ts) ---------------------------------------------------

/** A whole-word pattern of a due rewrite, case-insensitive, Unicode letters as word characters. */
export const w = (body: string): Pattern => ({ source: `${L}(?:${body})${R}`, flags: "giu" });

/** A clock time in the grammar's words: "15", "30" -> "15:30"; no minutes -> "15:00". */
export const hm = (h: string, m?: string): string => `${Number(h)}:${m ?? "00"}`;
/**
 * A clock time said on the dial ("3 Uhr", "halb 4", "kwart over 3"), as threads/due.ts reads it:
 * from 1 to 6 it may be the night or the afternoon, so it stays a bare hour the owner is asked
 * about ("at 3", "30 past 3"); from 7 on it is the time as written ("at 9:00", "at 7:30").
 */
export const dial = (h: number, mi = 0): string => {
  const hour = ((h % 24) + 24) % 24;
  if (hour >= 1 && hour <= 6) return mi === 0 ? `at ${hour}` : `${mi} past ${hour}`;
  return `at ${hour}:${String(mi).padStart(2, "0")}`;
};

/** 12-hour clock with a part of the day ("3 de la tarde", "9 da manhã") -> "3pm"/"9am". */
export const meridiem = (h: string, m: string | undefined, part: string, morningWords: RegExp): string => {
  const suffix = morningWords.test(part) ? "am" : "pm";
  return `${Number(h)}${m ? `:${m}` : ""}${suffix}`;
};

// --- the reply lexicon (threads/reply.ts) -------------------------------------------------------

/** A reply word starts after a non-letter that is no apostrophe either ("didn't" holds no "t"). */
const REPLY_L = "(?<![\\p{L}\\p{N}'])";
// Prefiltered: a reply is tried in every language, and most clauses hold no word of most lexica;
// a substring search says so before the expression is compiled (base/regex-literals.ts).
/** Any of the alternatives, as whole words anywhere in a clause (case-insensitive). */
export const any = (...alts: string[]): RegExp => new PrefilteredRegExp(`${REPLY_L}(?:${alts.join("|")})${R}`, "iu");
/** Exactly one of the alternatives, the whole clause (case-insensitive). */
export const whole = (...alts: string[]): RegExp => new PrefilteredRegExp(`^(?:${alts.join("|")})$`, "iu");

// --- goal capture (goals/capture.ts) --------------------------------------------------------------

/** An optional "for 2027 / this quarter / dieses Jahr" between a goal noun and its verb. */
export const SPAN = "(?:\\s+[\\p{L}\\p{N}'’ -]{1,30}?)??";

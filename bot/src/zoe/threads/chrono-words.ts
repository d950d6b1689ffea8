/**
 * Whether chrono-node's strict parser for a language could read a phrase as a date with a certain
 * day and month, decided without chrono-node: the words it needs for that, written out once in each
 * language's pack. threads/due.ts asks chrono-node only about phrases that pass, so a reply like "the offsite got
 * pushed" never loads chrono-node or compiles its patterns (in a replay, the first such phrases
 * cost a fifth of the run); what chrono-node answers for a phrase that passes is unchanged.
 *
 * Why the test is sound, for chrono-node 2.10's strict configurations of en, de, fr, es and pt
 * (the parsers their packs name). A result with a certain day and month comes from:
 *  - a numeric date (ISO, slashes, year-month-day): the phrase has a digit;
 *  - a month name (the month-name parsers; a date-and-time merge keeps the date's month): one of
 *    the language's MONTH_DICTIONARY keys appears in it;
 *  - a duration from now ("in 3 days", "2 weeks ago"; durations of days and weeks assign the day
 *    and month): one of its time-unit keys appears in it. English's strict parsers read the
 *    unabbreviated units only (TIME_UNIT_DICTIONARY_NO_ABBR); German, French and Spanish read all
 *    of theirs, and each of their duration patterns ends with the unit, then optional spaces, then
 *    `(?=\W|$)`, so a short unit ("h", "j") is always followed by a non-word character or the end.
 * In English such a key follows a word boundary or what a number or an ordinal can end in (see
 * below). Weekdays and times of day are only implied dates (a weekday assigns the weekday alone), so they
 * never give a certain day and month. chrono-node matches these keys literally under the `i` flag;
 * the patterns here do the same, so a phrase chrono-node could read always passes.
 * The stems are each language's (`pack(locale).due.chrono.dateWords`, lang/<code>/due.ts): stems of
 * three letters or more are looked for anywhere; a shorter one (a time unit only) at the end of a
 * word. English also says what may be glued to the front of a stem within a word: its patterns put
 * a month name or a unit at a word's start, after a number (NUMBER_PATTERN: the number words,
 * "half a", "a few", "several", "the", "a couple of") or after an ordinal and "of" (the day before
 * a month name), each with optional spaces; so "friday" or "holiday" cannot hold a date, "theday"
 * and "firstofjune" can. chrono-words.test.ts checks every key of those dictionaries against the
 * stems (an upgrade of chrono-node that adds a word fails it) and that chrono-node reads no such
 * date in phrases that do not pass.
 * Must never: say no to a phrase chrono-node could read as a certain date.
 */
import { pack, type Locale } from "../lang/index.ts";
import { escapeRegExp } from "../base/escape-regexp.ts";

const escape = escapeRegExp;
const patterns = new Map<Locale, RegExp>();

/**
 * The language's test, compiled on first use: a digit, a long key anywhere (English: at a word's
 * start or after what may be glued to it), a short one before `\W` or the end.
 */
function patternFor(locale: Locale): RegExp | null {
  let p = patterns.get(locale);
  if (p === undefined) {
    const chrono = pack(locale).due.chrono;
    if (!chrono) return null;
    const { anywhere, wordEnd, glue } = chrono.dateWords;
    const stems = anywhere.map(escape).join("|");
    const alternatives = ["[0-9]", glue ? `(?:^|[^A-Za-z]|${glue.map(escape).join("|")})(?:${stems})` : stems];
    if (wordEnd.length) alternatives.push(`(?:${wordEnd.map(escape).join("|")})(?=\\W|$)`);
    p = new RegExp(alternatives.join("|"), "i");
    patterns.set(locale, p);
  }
  return p;
}

/**
 * False when chrono-node's strict parser for `locale` cannot read any part of `phrase` as a date
 * with a certain day and month (see the header), or chrono-node has none for it; true when it might.
 */
export function mayNameDate(phrase: string, locale: Locale): boolean {
  return patternFor(locale)?.test(phrase) ?? false;
}

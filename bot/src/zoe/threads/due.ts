/**
 * Due dates for open loops: turns the owner's due phrase ("by Friday", "tomorrow morning",
 * "in 2 hours", "Dec 3 at 9am") into one instant, by fixed conventions in the owner's zone, and
 * shows a due instant back to the owner. Pure: every answer is a function of the phrase, an
 * explicit `now` and a zone; only `dueCli`, the thin shell behind `zoe due`, may read the clock.
 * Must never: guess. A phrase it does not fully understand resolves to null (the loop is still
 * tracked, it just never gets nudged on a clock); a wrong nudge costs more than none.
 * Must never: use the machine's own zone for wall-clock math (the bot may run in UTC while the
 * owner lives in Berlin).
 *
 * Conventions, all in the owner's zone:
 *  - a date without a time is the end of that working day, 18:00;
 *  - "today", "eod", "end of day": today 18:00; from 18:00 on, 23:00; from 23:00 on, 23:59 (which
 *    may already be a minute in the past: the day is over, the loop is due now);
 *  - "after lunch" is the next 14:00 (today, or tomorrow from 14:00 on); so are "at lunch" 13:00,
 *    "after work" 19:00 and "after dinner" 21:00;
 *  - "tonight"/"later tonight"/"this evening" 21:00, "this morning" 12:00, "this afternoon" 17:00, all today, even
 *    when already past (said at 13:00, "this morning" means it is overdue); "later today" is "today";
 *  - "tomorrow" 18:00, "tomorrow morning" 09:00, "tomorrow afternoon" 15:00, "tomorrow night" 21:00
 *    (the same parts of the day apply to weekdays and dates: "Friday morning" is 09:00); a part
 *    narrowed has its own hour ("late morning" 11:00, "mid-morning" 10:00, "early afternoon" 14:00,
 *    "mid-afternoon" 15:00, "late afternoon" 17:00, "early evening" 19:00, "late evening" 22:00),
 *    said alone the next such hour, as a clock time is;
 *  - a weekday is its next occurrence at 18:00 (or at the time given), today when today is that
 *    day and that time is still ahead; "next Friday" is the same unless that occurrence is at most
 *    2 calendar days away (today, tomorrow, the day after), and then it is the one a week later;
 *  - "this week"/"end of week"/"eow": this Friday 18:00 (Saturday and Sunday: that Sunday 18:00);
 *    "next week": Friday 18:00 of the next Monday-to-Sunday week; "end of month"/"this month": its last
 *    day 18:00; "next month" the next month's last day 18:00; a month named alone ("in March", "by
 *    March") that month's last day 18:00, the next such month (this one included); "later this
 *    week"/"sometime this week" are "this week"; "early next week"/"the start of next week": its
 *    Monday 18:00 ("first thing next week" 09:00); "midweek" this week's Wednesday 18:00 while
 *    ahead, else next week's; "mid next week" next week's;
 *  - "first thing tomorrow"/"early tomorrow"/"Monday first thing": that day 09:00; "first thing" alone
 *    the next 09:00 (today's while ahead);
 *  - "early"/"mid"/"late" a month ("mid-January", "early next month"): its 7th, 15th, last day 18:00,
 *    the next such part still ahead; "end of quarter"/"next quarter" and "by year end"/"next year":
 *    the quarter's or year's last day 18:00; "the week after next" that week's Friday, "after the
 *    weekend" the Monday after it; "within the hour" in 1 hour (each pack rewrites its own words
 *    for these onto the English ones: "Mitte Januar", "le trimestre prochain", "na het weekend");
 *  - "this weekend"/"the weekend": its Sunday 18:00 (on Sunday, "today"); "next weekend" skips the
 *    coming one when that Sunday is at most 2 days away, as "next Friday" does; "by the weekend" is
 *    before it starts: "end of week", Friday 18:00;
 *  - an explicit time on its own ("at 3pm", "by 15:30") is the next such time: today, or tomorrow
 *    when it is not ahead any more; with a day ("Friday 10am", "tomorrow at 9:30", "today at 3pm")
 *    it is that day at that time, as said, even if that is already past;
 *  - "in 2 hours"/"in 30 minutes" are added to now; "in 3 days"/"in 2 weeks" keep the wall-clock
 *    time across a DST change; "in 1 month" keeps it too, clamped to the month's last day;
 *  - an ISO timestamp is taken as is (without an offset it is read in the owner's zone; a bare
 *    ISO date is that day 18:00);
 *  - a date without a year is its next occurrence (today counts);
 *  - numeric dates: "10.06." and "10.06.2026" are day first; "3/12" is ambiguous in English (US vs
 *    rest of the world) and null, while "25/12" and "12/25" can only mean one thing; in German,
 *    French, Spanish and Portuguese slashes are day first;
 *  - other languages: their words are rewritten onto this grammar first (threads/due-locales.ts), so the
 *    same conventions hold: "morgen früh"/"demain matin"/"mañana por la mañana"/"amanhã de manhã"
 *    09:00, "Ende des Monats"/"fin du mois"/"fin de mes"/"fim do mês" the month's last day 18:00; a month
 *    alone needs its lead word ("im Mai", "bis Juni", "en mars"; a bare "may"/"Mai" is no due phrase);
 *    Spanish says today's afternoon and evening without the day: "por la tarde" alone is "this
 *    afternoon" (17:00), "por la noche" "tonight";
 *    dates with month names ("3. Dezember", "cinco de mayo", "de vijfde mei", "märz 3") become
 *    the grammar's "3 december" with the language's own month and day words, else go through
 *    chrono-node's parser for the language; English words are still understood after the owner's language;
 *  - a bare hour beside a date ("May 3 at 3") is as ambiguous as alone: chrono-node's morning is not taken;
 *  - a bare hour with no am/pm ("at 3", "quarter past 3", "um drei") is ambiguous and null, unless a
 *    part of the day settles it ("tonight at 10" is 22:00) or it is 13..23 ("at 15"); in English,
 *    a clock time from 1:00 to 6:59 ("3:30") is as ambiguous (9:30 is the morning as written);
 *    `ambiguousTime` gives its two readings, so ZOE asks "15:00 or 03:00?" (threads/ask-time.ts)
 *    instead of guessing;
 *  - a day of the month alone ("the 15th", "le 16") is the next such day, today included; with a
 *    weekday ("Thursday the 15th") the next such day that falls on it; "Wednesday next week" is
 *    that day of the next Monday-to-Sunday week;
 *  - "about 3pm", "circa 15 Uhr", "vers 15h" are the time itself;
 *  - "midnight" is the end of the day it belongs to (00:00 of the next day);
 *  - a holiday ("christmas", "easter monday 2027", "diwali") is a day, the next one or that year's
 *    (threads/due-holidays.ts computes it; a Jewish holiday is its eve, when it begins);
 *  - a day counted in a month ("the first Tuesday of July", "last day of October 2027", "20th of
 *    next month") is its next occurrence; "3 fridays from now", "friday after next", "Tuesday
 *    week" and "a week from tuesday" count from today;
 *  - a time with a zone abbreviation ("Thursday 8:00 GMT", "4pm CET") is read on that zone's clock
 *    (the abbreviation's own offset; IST is India's); without a clock time a zone is not understood.
 */
import type * as Chrono from "chrono-node";
import { DateTime, IANAZone } from "luxon";
import { lazyPackage } from "../base/lazy.ts";
import { ianaZone, localDay, wallClock } from "../base/zone.ts";
import { localText } from "../base/local-text.ts";
import { mayNameDate } from "./chrono-words.ts";
import { canonicalDuePhrase } from "./due-locales.ts";
import { holidayAt } from "./due-holidays.ts";
import { pack, t } from "../lang/index.ts";
import { guessLocale, isLocale, localeOfTag, LOCALES, type Locale } from "../lang/index.ts";
import { escapeRegExp } from "../base/escape-regexp.ts";

/** A calendar day in the owner's zone (month 1..12). */
interface LocalDate {
  y: number;
  m: number;
  d: number;
}

/** A wall-clock time of day; dayOffset 1 is how "midnight" lands on 00:00 of the next day. */
interface WallTime {
  h: number;
  mi: number;
  dayOffset: number;
}

type PartOfDay = "morning" | "afternoon" | "evening" | "night" | "eod";

/** A time of day as said: hour/minute, with or without a meridiem. */
interface SaidTime {
  h: number;
  mi: number;
  /** "am"/"pm", or null when the owner gave none. */
  meridiem: "am" | "pm" | null;
  /** Whether the hour can only be read one way without a meridiem (15:30, 15h, 9:00, at 15, at 12). */
  unambiguous: boolean;
  midnight: boolean;
}

type DayAnchor =
  | { kind: "today" }
  | { kind: "date"; date: LocalDate }
  | { kind: "weekday"; weekday: number; next: boolean };

interface Ctx {
  now: Date;
  zone: IANAZone;
  today: LocalDate;
  /** ISO weekday of today, 1 = Monday .. 7 = Sunday. */
  todayWeekday: number;
  /** The owner's language: chrono-node's strict parsers for it and English read dates with month names. */
  locale: Locale;
  /** Whether "10/06" is day first (everywhere but English, where it is ambiguous). */
  dayFirst: boolean;
  /** How to read a bare hour from 1 to 12: null (never: it is ambiguous), or as the owner's answer to "morning or afternoon?". */
  settleHour: "am" | "pm" | null;
  /**
   * Set once a reading met a bare hour that `settleHour` decides (wallTimeOf), shared by the
   * contexts of one reading: a phrase that met none reads the same whatever `settleHour` is.
   */
  doubt: { hour: boolean };
}

/**
 * chrono-node's strict parsers, loaded the first time a phrase gets as far as them (synchronously,
 * through its CommonJS build), one per language as its pack names it: chrono-node with its languages costs a running ZOE about
 * 20 MB, and a ZOE that reads no phrase the grammar above cannot settle by itself never needs it.
 */
const chronoPackage = lazyPackage<typeof Chrono>("chrono-node");
const chronoParsers = new Map<Locale, Chrono.Chrono | null>();
/**
 * Load chrono-node now rather than at the first phrase that needs it: for batch work that will
 * read many phrases (the replay harness), so its first replay does not pay for the load.
 */
export function preloadDateParsers(): void {
  chronoParser("en");
}

/** chrono-node's strict parser for the language its pack names; null when chrono-node has none. */
function chronoParser(locale: Locale): Chrono.Chrono | null {
  let parser = chronoParsers.get(locale);
  if (parser === undefined) {
    const name = pack(locale).due.chrono?.parser;
    parser = name ? chronoPackage()[name].strict : null;
    chronoParsers.set(locale, parser);
  }
  return parser;
}

const END_OF_WORKDAY: WallTime = { h: 18, mi: 0, dayOffset: 0 };
/** A morning of a day to come ("tomorrow morning", "first thing Monday"): 09:00. */
const MORNING: WallTime = { h: 9, mi: 0, dayOffset: 0 };
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

// ---------------------------------------------------------------------------------------------
// Calendar and zone arithmetic

/** Days are added on a proleptic UTC calendar, so month and year roll-overs come for free. */
function addDays(date: LocalDate, days: number): LocalDate {
  const t = new Date(Date.UTC(date.y, date.m - 1, date.d + days));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

function isoWeekday(date: LocalDate): number {
  const wd = new Date(Date.UTC(date.y, date.m - 1, date.d)).getUTCDay();
  return wd === 0 ? 7 : wd;
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

function compareDates(a: LocalDate, b: LocalDate): number {
  return a.y - b.y || a.m - b.m || a.d - b.d;
}

function isRealDate(y: number, m: number, d: number): boolean {
  return Number.isInteger(y) && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/**
 * The instant a wall-clock time in the zone names. A time inside a spring-forward gap does not
 * exist: it moves forward to the first instant that does (the end of the gap, e.g. 02:30 on the
 * Berlin spring-forward day becomes 03:00 +02:00). A time that happens twice at a fall-back
 * takes the earlier instant (02:30 on the Berlin fall-back day is 02:30 +02:00), so a deadline is
 * never silently pushed an hour later.
 */
function wallToInstant(zone: IANAZone, date: LocalDate, h: number, mi: number, s = 0, ms = 0): Date {
  const wall = Date.UTC(date.y, date.m - 1, date.d, h, mi, s, ms);
  // Real zones change offset at most once within a day either side of any instant.
  const offsetBefore = zone.offset(wall - DAY_MS);
  const offsetAfter = zone.offset(wall + DAY_MS);
  const valid = [...new Set([offsetBefore, offsetAfter])]
    .map((o) => wall - o * MINUTE_MS)
    .filter((t) => zone.offset(t) * MINUTE_MS === wall - t);
  if (valid.length > 0) return new Date(Math.min(...valid));
  // In a gap: the transition lies between the two readings; find its first millisecond.
  let lo = Math.min(wall - offsetBefore * MINUTE_MS, wall - offsetAfter * MINUTE_MS);
  let hi = Math.max(wall - offsetBefore * MINUTE_MS, wall - offsetAfter * MINUTE_MS);
  const offsetAtLo = zone.offset(lo);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (zone.offset(mid) === offsetAtLo) lo = mid;
    else hi = mid;
  }
  return new Date(hi);
}

function at(ctx: Ctx, date: LocalDate, time: WallTime): Date {
  return wallToInstant(ctx.zone, addDays(date, time.dayOffset), time.h, time.mi);
}

function requireZone(timeZone: string): IANAZone {
  const zone = ianaZone(timeZone);
  if (!zone.isValid) throw new RangeError(`unknown time zone: ${timeZone}`);
  return zone;
}

function makeCtx(now: Date, zone: IANAZone, locale: Locale = "en", settleHour: "am" | "pm" | null = null, doubt = { hour: false }): Ctx {
  if (Number.isNaN(now.getTime())) throw new RangeError("now is not a valid date");
  const local = wallClock(now.getTime(), zone.name);
  const today = { y: local.year, m: local.month, d: local.day };
  return { now, zone, today, todayWeekday: isoWeekday(today), locale, dayFirst: pack(locale).due.slashDayFirst, settleHour, doubt };
}

// ---------------------------------------------------------------------------------------------
// Phrase pieces

// "at" only before a period's end or start ("at the end of the month", "at the weekend"): before an hour it is the hour's, and
// "at the end of the day" is a phrase of its own.
const FILLER = /^(?:by|on|until|till|til|'til|before|due|for|no later than|at(?=\s+(?:the\s+)?(?:end|start|beginning|middle|weekend)\b)(?!\s+the\s+end\s+of\s+(?:the\s+)?(?:day|business)\b))\b[\s,:]*/i;

/** A deadline word and a bare hour 1-12, all of the phrase ("till 11", "by 9"); 13 and up may be a day of the month ("by 15"). */
const TILL_HOUR = /^(?:by|until|till|til|'til|before)\s+([1-9]|1[0-2])$/i;

/** Trim, drop leading filler words and trailing punctuation, collapse spaces. Case is kept. */
function normalize(phrase: string): string {
  let s = phrase
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^["'“”‘’(\[]+/, "")
    .replace(/[\s.,!?;:"'“”‘’)\]]+$/, "")
    // "snooze it till 11", "until 4", "by 9": a bare hour after a deadline word is that hour (asked am or pm), as "at 11" is.
    .replace(TILL_HOUR, "at $1");
  for (let prev = ""; prev !== s; ) {
    prev = s;
    s = s.replace(FILLER, "").trim();
  }
  return s;
}

/** Every way a weekday is written (ISO numbers: Monday 1 ... Sunday 7). A lookup, not a list of patterns: it runs for every word a time phrase might start with. */
const WEEKDAYS: ReadonlyMap<string, number> = new Map([
  ...["mon", "monday"].map((w) => [w, 1] as const),
  ...["tue", "tues", "tuesday"].map((w) => [w, 2] as const),
  ...["wed", "weds", "wednesday"].map((w) => [w, 3] as const),
  ...["thu", "thur", "thurs", "thursday"].map((w) => [w, 4] as const),
  ...["fri", "friday"].map((w) => [w, 5] as const),
  ...["sat", "saturday"].map((w) => [w, 6] as const),
  ...["sun", "sunday"].map((w) => [w, 7] as const),
]);

/** Articles of every language ("the", "el", "le", "die"), lower-cased: before a short weekday in capitals they make it a name. */
const ARTICLES: ReadonlySet<string> = new Set(LOCALES.flatMap((l) => pack(l).secrets.singlePatterns.articles.map((a) => a.toLowerCase())));

/**
 * "pagar el SAT", "register for the SAT": a weekday's short form in capitals right after an article
 * is a name (an authority, an exam, a newspaper), not a day. "on SAT", "el sáb", "the sat" stay days.
 */
function namesAcronymAsDay(words: readonly string[]): boolean {
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!.replace(/[.,!?;:]+$/, "");
    if (w.length === 3 && /^\p{Lu}+$/u.test(w) && WEEKDAYS.has(w.toLowerCase()) && ARTICLES.has(words[i - 1]!.toLowerCase())) return true;
  }
  return false;
}

function weekdayNumber(word: string): number | null {
  return WEEKDAYS.get(word) ?? null;
}

/** One recognised piece at the start of the remaining text, and how much of it was used. */
type Piece =
  | { kind: "day"; anchor: DayAnchor; part?: PartOfDay; len: number }
  | { kind: "part"; part: PartOfDay; len: number }
  | { kind: "time"; time: SaidTime; len: number };

const TIME_RE =
  /^(?:(?:at|@)\s*)?(?:(noon|midday|mid day|the midday)|(midnight)|(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?::(\d{2})(?::\d{2})?|h(\d{2})?)?(?:\s*o'?clock)?\s*(a\.?\s?m\.?|p\.?\s?m\.?|(?<=\d)[ap]\.?)?(?:\s*o'?clock)?)(?=$|[\s,])/;

/** The hours said in words ("at three pm", "at eight"): read as their digits, by the same rules. */
const HOUR_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };

/**
 * "quarter past 3", "half past 3pm", "20 to 5", "a quarter to noon" (German's "Viertel nach 3" and
 * "halb 4" are rewritten to these): minutes from an hour, the hour as ambiguous as it is alone.
 */
const OFFSET_TIME_RE =
  /^(?:(?:at|@|for)\s*)?(?:a\s+)?(half|quarter|three quarters|\d{1,2}|five|ten|twenty|twenty-five|twenty five)\s+(?:minutes?\s+)?(past|after|to|till|before)\s+(noon|midnight|\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*(a\.?\s?m\.?|p\.?\s?m\.?)?(?:\s*o'?clock)?(?=$|[\s,])/;

/** Minutes said in words before "past"/"to": "twenty after 3pm". */
const MINUTE_WORDS: Readonly<Record<string, number>> = { five: 5, ten: 10, twenty: 20, "twenty-five": 25, "twenty five": 25 };

function offsetTimePiece(s: string): Piece | null {
  const m = OFFSET_TIME_RE.exec(s);
  if (!m) return null;
  const minutes = m[1] === "half" ? 30 : m[1] === "quarter" ? 15 : m[1] === "three quarters" ? 45 : (MINUTE_WORDS[m[1]!] ?? Number(m[1]));
  if (!(minutes >= 1 && minutes <= 59)) return null;
  const before = m[2] === "to" || m[2] === "till" || m[2] === "before";
  const word = m[3]!;
  const meridiem = m[4] ? (m[4].startsWith("a") ? "am" : "pm") : null;
  const hour = word === "noon" ? 12 : word === "midnight" ? 24 : (HOUR_WORDS[word] ?? Number(word));
  if (meridiem ? hour < 1 || hour > 12 : hour > 24) return null;
  // On the 24-hour clock first (pm applied), so "quarter to noon" is 11:45 and "to 1pm" 12:45.
  const h24 = meridiem ? (hour % 12) + (meridiem === "pm" ? 12 : 0) : hour;
  const total = (h24 * 60 + (before ? -minutes : minutes) + 1440) % 1440;
  const h = Math.floor(total / 60);
  const mi = total % 60;
  // Only a said meridiem, noon, midnight or a 24-hour hour settles it: "quarter past 3" is asked about.
  const unambiguous = meridiem !== null || word === "noon" || word === "midnight" || hour === 0 || hour >= 13;
  if (meridiem) return { kind: "time", time: { h: h % 12 || 12, mi, meridiem: h >= 12 ? "pm" : "am", unambiguous, midnight: false }, len: m[0].length };
  return { kind: "time", time: { h, mi, meridiem: null, unambiguous, midnight: false }, len: m[0].length };
}

/**
 * A clock time at the start of `s`. "3:30" (or "3h30", "um 3:30 Uhr") without am/pm, a part of the day
 * or a leading zero is asked about (the night or the afternoon) from 1:00 to 6:59 in every language:
 * owners who write the 24-hour clock still type "3:30" for the afternoon, and a reminder at 03:30 is
 * a promise broken; "03:30" and "9:30" are the clock as written.
 */
function timePiece(s: string): Piece | null {
  const offset = offsetTimePiece(s);
  if (offset) return offset;
  const m = TIME_RE.exec(s);
  if (!m) return null;
  const len = m[0].length;
  if (m[1]) return { kind: "time", time: { h: 12, mi: 0, meridiem: null, unambiguous: true, midnight: false }, len };
  if (m[2]) return { kind: "time", time: { h: 0, mi: 0, meridiem: null, unambiguous: true, midnight: true }, len };
  const word = HOUR_WORDS[m[3]!];
  const h = word ?? Number(m[3]);
  const minutes = m[4] ?? m[5];
  const mi = minutes === undefined ? 0 : Number(minutes);
  const meridiem = m[6] ? (m[6].startsWith("a") ? "am" : "pm") : null;
  const hasAt = /^(?:at|@)/.test(m[0]);
  const hSuffix = /^(?:(?:at|@)\s*)?\d{1,2}h/.test(m[0]);
  const oclock = /o'?clock/.test(m[0]);
  if (mi > 59) return null;
  // An hour in words is a time only with at, am/pm or o'clock ("at three", "three pm"), never with h or minutes.
  // A bare number is only a time when introduced by "at" ("at 15") or with o'clock; "15" alone may
  // be a date, and "2h" alone more likely means two hours than 02:00 ("18h" is 18:00).
  // "8 tonight", "9 tomorrow", "3 in the morning": the day or part of it after makes a bare number a time.
  const dayAfter = DAY_AFTER.test(s.slice(len));
  if (word !== undefined && (minutes !== undefined || hSuffix || (!hasAt && !meridiem && !oclock && !dayAfter))) return null;
  if (meridiem) {
    if (h < 1 || h > 12) return null;
  } else {
    if (h > 23) return null;
    if (minutes === undefined && !hasAt && !oclock && !dayAfter && (!hSuffix || h < 13)) return null;
  }
  const leadingZero = /^(?:(?:at|@)\s*)?0\d/.test(m[0]);
  const clockDoubt = (m[4] !== undefined || hSuffix) && !leadingZero && h >= 1 && h <= 6;
  // 12 said bare is noon ("a las 12", "at 12"): midnight is said as such, or with the night.
  const unambiguous = meridiem !== null || ((minutes !== undefined || hSuffix) && !clockDoubt) || h === 0 || h === 12 || h >= 13;
  return { kind: "time", time: { h, mi, meridiem, unambiguous, midnight: false }, len };
}

/**
 * What may follow a bare hour and make it a time: "8 tonight", "9 tomorrow morning", "3 in the am".
 * Not a bare "today" or "tomorrow": "finish chapter 3 tomorrow" is a day, not an hour to ask about.
 */
const DAY_AFTER = /^\s+(?:tonight|this (?:morning|afternoon|evening)|tomorrow (?:morning|afternoon|evening|night)|in the (?:morning|afternoon|evening|am|pm)|at night)(?=$|[\s,])/;

const PART_RE =
  /^(?:(?:later\s+)?(this|in the|in|early)\s+)?(morning|afternoon|evening|night|eod|cob|end of (?:the )?(?:working |work |business )?day|close of business)(?=$|[\s,])/;

/** "after lunch", "after work", "at lunch": the next such hour, today or tomorrow. */
const MEAL_RE = /^(?:after (lunch|dinner|supper|work)|(?:at|over|during|in the|in my)\s+(lunch ?break|lunchtime|lunch time|lunch))(?=$|[\s,])/;
const MEAL_HOURS: Readonly<Record<string, number>> = { lunch: 14, dinner: 21, supper: 21, work: 19 };

/**
 * A part of the day narrowed by "early", "mid" or "late" ("late afternoon", "mid-morning", "early in
 * the evening"): an hour of its own, read as a clock time said alone is (the next such hour, or that
 * day's with a day). "early morning" is the morning itself (as "early tomorrow" is 09:00).
 */
const QUALIFIED_PART_RE =
  /^(?:in the\s+)?(?:(early|late|mid)[-\s]?(morning|afternoon|evening)|(early|late) in the (morning|afternoon|evening))(?=$|[\s,])/;
const QUALIFIED_HOURS: Readonly<Record<string, number>> = {
  "late morning": 11, "mid morning": 10,
  "early afternoon": 14, "mid afternoon": 15, "late afternoon": 17,
  "early evening": 19, "mid evening": 20, "late evening": 22,
};

function partPiece(s: string): Piece | null {
  const qualified = QUALIFIED_PART_RE.exec(s);
  const hour = qualified ? QUALIFIED_HOURS[`${qualified[1] ?? qualified[3]} ${qualified[2] ?? qualified[4]}`] : undefined;
  if (qualified && hour !== undefined) return { kind: "time", time: { h: hour, mi: 0, meridiem: null, unambiguous: true, midnight: false }, len: qualified[0].length };
  // "after lunch" is the next 14:00, as a clock time said alone is; so are the other meals and work.
  const meal = MEAL_RE.exec(s);
  if (meal) return { kind: "time", time: { h: (meal[1] ? MEAL_HOURS[meal[1]]! : 13), mi: 0, meridiem: null, unambiguous: true, midnight: false }, len: meal[0].length };
  const tonight = /^(?:later\s+)?tonight(?=$|[\s,])/.exec(s);
  if (tonight) return { kind: "day", anchor: { kind: "today" }, part: "night", len: tonight[0].length };
  const meridiem = /^(?:in the|at night)(?:\s+(am|pm))?(?=$|[\s,])/.exec(s);
  if (meridiem && (meridiem[1] || meridiem[0] === "at night")) return { kind: "part", part: meridiem[1] === "am" ? "morning" : meridiem[1] === "pm" ? "afternoon" : "night", len: meridiem[0].length };
  const m = PART_RE.exec(s);
  if (!m || !m[2]) return null;
  const word = m[2];
  const part: PartOfDay =
    word === "morning" || word === "afternoon" || word === "evening" || word === "night" ? word : "eod";
  // "this morning" also says which day; "in the morning" does not.
  if (m[1] === "this") {
    if (part === "eod") return null;
    return { kind: "day", anchor: { kind: "today" }, part, len: m[0].length };
  }
  return { kind: "part", part, len: m[0].length };
}

const DAY_RE =
  /^(?:(?:later\s+)?(today)|(?:the\s+)?(day after (?:tomorrow|tmrw|tmr))|(tomorrow|tomorow|tmrw|tmr|tmw)|(?:(this coming|this|next|coming)\s+)?([a-z]+))(?=$|[\s,])/;

function dayPiece(s: string, ctx: Ctx): Piece | null {
  const m = DAY_RE.exec(s);
  if (!m) return null;
  const len = m[0].length;
  if (m[1] === "today") return { kind: "day", anchor: { kind: "today" }, len };
  if (m[2]) return { kind: "day", anchor: { kind: "date", date: addDays(ctx.today, 2) }, len };
  if (m[3]) return { kind: "day", anchor: { kind: "date", date: addDays(ctx.today, 1) }, len };
  const wd = m[5] ? weekdayNumber(m[5]) : null;
  if (wd === null) return null;
  return { kind: "day", anchor: { kind: "weekday", weekday: wd, next: m[4] === "next" }, len };
}

const ORDINAL_WORDS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };

const MONTH_DAY_RE =
  /^(?:(?!the\b)([a-z]+),?\s+)?(the\s+)?(\d{1,2}|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)(st|nd|rd|th)?(?:\s+of\s+(?:the|this)\s+month)?(?=$|[\s,])(?!\s*(?:a\.?m\.?|p\.?m\.?|o'?clock|h)(?=$|[\s,]))/;

/**
 * A day of the month without its month: "the 16th", "the first", "Wednesday the 13th", "Thu 15"
 * (the rewrite of "le 16", "el día 16", "am 15." too): the next such day, today included; with a
 * weekday, the next such day that falls on it ("Thursday 15" in February may be in August).
 */
function monthDayPiece(s: string, ctx: Ctx): Piece | null {
  const m = MONTH_DAY_RE.exec(s);
  if (!m) return null;
  const weekday = m[1] === undefined ? null : weekdayNumber(m[1]);
  if (m[1] !== undefined && weekday === null) return null;
  const word = ORDINAL_WORDS[m[3]!];
  // A bare number is a day only with "the", an ordinal ending or a weekday ("buy 2" is no date).
  if (!m[2] && !m[4] && weekday === null) return null;
  if (word !== undefined && (!m[2] || m[4])) return null;
  const d = word ?? Number(m[3]);
  if (d < 1 || d > 31) return null;
  for (let k = 0; k < 60; k++) {
    const mi = ctx.today.m - 1 + k;
    const date = { y: ctx.today.y + Math.floor(mi / 12), m: (mi % 12) + 1, d };
    if (!isRealDate(date.y, date.m, d) || compareDates(date, ctx.today) < 0) continue;
    if (weekday !== null && isoWeekday(date) !== weekday) continue;
    return { kind: "day", anchor: { kind: "date", date }, len: m[0].length };
  }
  return null;
}

const WEEK_DAY_RE =
  /^(?:([a-z]+),?\s+(?:of\s+|in\s+)?(?:the\s+)?(next week|this week|end of week|week after next)|(next week|this week|end of week),?\s+(?:on\s+)?([a-z]+))(?=$|[\s,])/;

/**
 * A weekday of a named week: "Wednesday next week", "Tuesday of this week", "next week Friday"
 * (the rewrite of "mittwoch nächste woche", "mardi de la semaine prochaine", "volgende week
 * woensdag"): that day of the Monday-to-Sunday week; a day of this week already gone is no due date.
 */
function weekDayPiece(s: string, ctx: Ctx): Piece | null {
  const m = WEEK_DAY_RE.exec(s);
  if (!m) return null;
  const weekday = weekdayNumber(m[1] ?? m[4]!);
  if (weekday === null) return null;
  const week = m[2] ?? m[3]!;
  const weeksAhead = week === "next week" ? 1 : week === "week after next" ? 2 : 0;
  const date = addDays(ctx.today, 7 * weeksAhead + weekday - ctx.todayWeekday);
  if (compareDates(date, ctx.today) < 0) return null;
  return { kind: "day", anchor: { kind: "date", date }, len: m[0].length };
}

/** A holiday ("christmas", "easter monday 2014", "next thanksgiving"): its day (threads/due-holidays.ts). */
function holidayPiece(s: string, ctx: Ctx): Piece | null {
  const h = holidayAt(s, ctx.today);
  return h && { kind: "day", anchor: { kind: "date", date: h.day }, len: h.len };
}

/** Words that may join pieces: "Friday, 3pm", "3pm on Friday", "eod by Friday", "Friday before noon" (a day's deadline, as "by"). */
const CONNECTOR = /^(?:,\s*|(?:on|by|of|for|before)\s+)/;

interface Pieces {
  anchor?: DayAnchor;
  part?: PartOfDay;
  time?: SaidTime;
}

/** Read the whole string as day / part-of-day / time pieces, each at most once; null otherwise. */
function readPieces(input: string, ctx: Ctx, allowDay: boolean): Pieces | null {
  const out: Pieces = {};
  let s = input.trim();
  if (s === "") return null;
  while (s !== "") {
    const piece =
      (allowDay ? holidayPiece(s, ctx) : null) ?? timePiece(s) ?? partPiece(s) ?? (allowDay ? (weekDayPiece(s, ctx) ?? monthDayPiece(s, ctx) ?? dayPiece(s, ctx)) : null);
    if (!piece) return null;
    if (piece.kind === "time") {
      if (out.time) return null;
      out.time = piece.time;
    } else if (piece.kind === "part") {
      if (out.part) return null;
      out.part = piece.part;
    } else {
      if (!allowDay || out.anchor) return null;
      out.anchor = piece.anchor;
      if (piece.part) {
        if (out.part) return null;
        out.part = piece.part;
      }
    }
    s = s.slice(piece.len).trim().replace(CONNECTOR, "").trim();
  }
  return out;
}

/** The wall time the pieces name, or null when the hour cannot be settled; undefined = none said. */
function wallTimeOf(p: Pieces, today: boolean, settleHour: "am" | "pm" | null, doubt: Ctx["doubt"]): WallTime | null | undefined {
  const t = p.time;
  if (t) {
    if (t.midnight) return { h: 0, mi: 0, dayOffset: 1 };
    if (t.meridiem) return { h: (t.h % 12) + (t.meridiem === "pm" ? 12 : 0), mi: t.mi, dayOffset: 0 };
    // "at 3 at night", "heute Nacht um 3", "om 3 uur 's nachts": the small hours of the night that
    // follows the day said (so "tonight at 2" is tomorrow 02:00), never the afternoon.
    if (p.part === "night" && t.h >= 1 && t.h <= 5) return { h: t.h, mi: t.mi, dayOffset: p.anchor ? 1 : 0 };
    const evening = p.part === "afternoon" || p.part === "evening" || p.part === "night";
    if (evening && t.h < 12) return { h: t.h + 12, mi: t.mi, dayOffset: 0 };
    // "tonight at 12" is the midnight that ends the day.
    if ((p.part === "evening" || p.part === "night") && t.h === 12) return { h: 0, mi: t.mi, dayOffset: 1 };
    if (p.part === "morning" && t.h <= 12) return { h: t.h, mi: t.mi, dayOffset: 0 };
    if (!t.unambiguous) {
      doubt.hour = true;
      return settleHour && t.h >= 1 && t.h <= 12 ? { h: (t.h % 12) + (settleHour === "pm" ? 12 : 0), mi: t.mi, dayOffset: 0 } : null;
    }
    return { h: t.h, mi: t.mi, dayOffset: 0 };
  }
  switch (p.part) {
    case undefined:
      return undefined;
    case "eod":
      return END_OF_WORKDAY;
    case "morning":
      return { h: today ? 12 : 9, mi: 0, dayOffset: 0 };
    case "afternoon":
      return { h: today ? 17 : 15, mi: 0, dayOffset: 0 };
    case "evening":
    case "night":
      return { h: EVENING_HOUR, mi: 0, dayOffset: 0 };
  }
}

/** The hour "tonight" and "this evening" name. */
const EVENING_HOUR = 21;

/** This evening as "this evening" / "hoje à noite" / "esta noche" name it: today at EVENING_HOUR, in the zone. Pure. */
export function thisEvening(now: Date, timeZone: string): Date {
  return DateTime.fromJSDate(now, { zone: ianaZone(timeZone) }).set({ hour: EVENING_HOUR, minute: 0, second: 0, millisecond: 0 }).toJSDate();
}

/** "today" with no time said: 18:00, 23:00 once past 18:00, 23:59 once past 23:00. */
function endOfToday(ctx: Ctx): Date {
  const six = at(ctx, ctx.today, END_OF_WORKDAY);
  if (ctx.now < six) return six;
  const eleven = at(ctx, ctx.today, { h: 23, mi: 0, dayOffset: 0 });
  if (ctx.now < eleven) return eleven;
  return at(ctx, ctx.today, { h: 23, mi: 59, dayOffset: 0 });
}

function resolvePieces(p: Pieces, ctx: Ctx): Date | null {
  const anchor = p.anchor;
  const isToday = anchor?.kind === "today";
  const time = wallTimeOf(p, isToday, ctx.settleHour, ctx.doubt);
  if (time === null) return null;
  if (!anchor) {
    // A time of day alone is the next such time; a part of the day alone ("morning") is too vague.
    if (!p.time || !time) {
      return p.part === "eod" && !p.time ? endOfToday(ctx) : null;
    }
    const todayAt = at(ctx, ctx.today, time);
    return todayAt > ctx.now ? todayAt : at(ctx, addDays(ctx.today, 1), time);
  }
  switch (anchor.kind) {
    case "today":
      // "today", "eod today": the end of today; any other time is taken as said, even if past.
      return time && (p.time || p.part !== "eod") ? at(ctx, ctx.today, time) : endOfToday(ctx);
    case "date":
      return at(ctx, anchor.date, time ?? END_OF_WORKDAY);
    case "weekday": {
      const wall = time ?? END_OF_WORKDAY;
      let ahead = (anchor.weekday - ctx.todayWeekday + 7) % 7;
      if (at(ctx, addDays(ctx.today, ahead), wall) <= ctx.now) ahead += 7;
      if (anchor.next && ahead <= 2) ahead += 7;
      return at(ctx, addDays(ctx.today, ahead), wall);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Whole-phrase forms

/** ISO timestamps and dates. undefined: not ISO-shaped; null: ISO-shaped but not a real time. */
function parseIso(s: string, ctx: Ctx): Date | null | undefined {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (dateOnly) {
    const [y, m, d] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
    return isRealDate(y, m, d) ? at(ctx, { y, m, d }, END_OF_WORKDAY) : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}[t ]\d{2}:\d{2}/i.test(s)) return undefined;
  const iso = s.toUpperCase().replace(" ", "T");
  const hasOffset = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/.test(iso);
  if (hasOffset) {
    const dt = DateTime.fromISO(iso, { setZone: true });
    return dt.isValid ? dt.toJSDate() : null;
  }
  // No offset: the owner's wall clock, through the same gap/overlap rules as everything else.
  const dt = DateTime.fromISO(iso, { zone: "UTC" });
  if (!dt.isValid) return null;
  return wallToInstant(ctx.zone, { y: dt.year, m: dt.month, d: dt.day }, dt.hour, dt.minute, dt.second, dt.millisecond);
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  "a couple of": 2,
  "a couple": 2,
  "a few": 3,
};

/** Counts that are fractions of their unit ("in a quarter of an hour", "in 1/2 h", "in 2 and a half hours"). */
const FRACTION_WORDS: Readonly<Record<string, number>> = {
  "half an": 0.5,
  "half a": 0.5,
  "a half": 0.5,
  "a quarter of an": 0.25,
  "a quarter of a": 0.25,
  "quarter of an": 0.25,
  "three-quarters of an": 0.75,
  "three quarters of an": 0.75,
  "1/4": 0.25,
  "1/2": 0.5,
  "3/4": 0.75,
  "a pair of": 2,
  few: 3,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  "forty-five": 45,
  "forty five": 45,
  fifty: 50,
};

const RELATIVE_RE =
  /^(?:in|within)\s+(?:about\s+|another\s+)?(half an|half a|a quarter of an?|quarter of an|three[- ]quarters of an|[13]\/[24]|\d+(?:[.,]\d+)?(?: and an? half)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|(?:twenty|thirty|forty|fifty)[- ](?:one|two|three|four|five|six|seven|eight|nine)|twenty|thirty|forty|fifty|a couple(?: of)?|a pair of|a few|few)\s*(?:more\s+)?(seconds?|secs?|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|wks?|w|fortnights?|months?|years?)(?: from now)?$/;

/** "2 minutes from now", "a week hence", "3 years from today": the grammar's "in 2 minutes". */
function asRelative(s: string): string {
  // "in an hour and a half", "in one and a half hours": the grammar's "in 90 minutes".
  if (/^(?:in|within)\s+(?:about\s+)?(?:an?|one)\s+hour\s+and\s+a\s+half$|^(?:in|within)\s+(?:about\s+)?(?:one|1)\s+and\s+a\s+half\s+hours?$/.test(s)) return "in 90 minutes";
  // "in 1h30", "in 2 h 15", "in 1hr 45m": hours and minutes, the grammar's minutes.
  const hm = /^(in|within)\s+(\d{1,2})\s?(?:h|hrs?|hours?)\s?([0-5]\d)\s?(?:m|mins?|minutes?)?$/.exec(s);
  if (hm) return `${hm[1]} ${Number(hm[2]) * 60 + Number(hm[3])} minutes`;
  const m = /^(.+?)\s+(?:from now|from right now|from today|hence)$/.exec(s);
  return m && !/^(?:in|within)\s/.test(m[1]!) ? `in ${m[1]}` : s;
}

/** The number a relative count says: "2", "2.5", "2,5", "2 and a half", "a quarter of an", "three". */
function relativeCount(raw: string): number {
  const half = /^(\d+) and an? half$/.exec(raw);
  if (half) return Number(half[1]) + 0.5;
  // "twenty-five", "forty two": the tens and the unit.
  const compound = /^(twenty|thirty|forty|fifty)[- ](\w+)$/.exec(raw);
  if (compound) return FRACTION_WORDS[compound[1]!]! + (NUMBER_WORDS[compound[2]!] ?? Number.NaN);
  return FRACTION_WORDS[raw.replace(/\s+/g, " ")] ?? NUMBER_WORDS[raw] ?? Number(raw.replace(",", "."));
}

/** "in 2 hours", "in 3 days", "in half an hour". */
function parseRelative(s: string, ctx: Ctx): Date | null {
  const m = RELATIVE_RE.exec(asRelative(s));
  if (!m || !m[1] || !m[2]) return null;
  const unit = m[2];
  const n = relativeCount(m[1]);
  if (!Number.isFinite(n) || n <= 0) return null;
  if (/^(?:seconds?|secs?)$/.test(unit)) return new Date(ctx.now.getTime() + Math.round(n * 1000));
  if (/^(?:minutes?|mins?|m)$/.test(unit)) return new Date(ctx.now.getTime() + Math.round(n * MINUTE_MS));
  if (/^(?:hours?|hrs?|h)$/.test(unit)) return new Date(ctx.now.getTime() + Math.round(n * 60 * MINUTE_MS));
  // Days and longer move the calendar, not the stopwatch: 09:00 in 3 days is 09:00 across DST.
  if (!Number.isInteger(n)) return null;
  const local = DateTime.fromJSDate(ctx.now, { zone: ctx.zone });
  let date: LocalDate;
  if (/^(?:months?|years?)$/.test(unit)) {
    const monthIndex = ctx.today.m - 1 + (/^y/.test(unit) ? 12 * n : n);
    const y = ctx.today.y + Math.floor(monthIndex / 12);
    const mo = (monthIndex % 12) + 1;
    date = { y, m: mo, d: Math.min(ctx.today.d, daysInMonth(y, mo)) };
  } else {
    date = addDays(ctx.today, /^(?:weeks?|wks?|w)$/.test(unit) ? 7 * n : /^fortnights?$/.test(unit) ? 14 * n : n);
  }
  return wallToInstant(ctx.zone, date, local.hour, local.minute, local.second, local.millisecond);
}

/** Week and month ends: "this week", "eow", "next week", "end of month". */
function parsePeriodEnd(s: string, ctx: Ctx): Date | null {
  if (/^(?:this week|eow|end of (?:the |this )?week|the end of (?:the |this )?week)$/.test(s)) {
    // Monday..Friday: this Friday. Saturday and Sunday: the week's last day, Sunday.
    const target = ctx.todayWeekday <= 5 ? 5 : 7;
    return target === ctx.todayWeekday ? endOfToday(ctx) : at(ctx, addDays(ctx.today, target - ctx.todayWeekday), END_OF_WORKDAY);
  }
  if (/^(?:next week|end of next week|the end of next week)$/.test(s)) {
    return at(ctx, addDays(ctx.today, 7 + 5 - ctx.todayWeekday), END_OF_WORKDAY);
  }
  // "the week after next": that week's Friday; "after the weekend": the Monday after it.
  if (/^(?:the )?week after next$/.test(s)) return at(ctx, addDays(ctx.today, 14 + 5 - ctx.todayWeekday), END_OF_WORKDAY);
  if (/^after the weekend$/.test(s)) return at(ctx, addDays(ctx.today, 8 - ctx.todayWeekday), END_OF_WORKDAY);
  // Within this week, said loosely ("later this week", "sometime this week"): as "this week".
  if (/^(?:later|sometime|some time|at some point)\s+(?:this|in the)\s+week$|^later in the week$/.test(s)) return parsePeriodEnd("this week", ctx);
  // The start of next week ("early next week", "the beginning of next week"): its Monday; first
  // thing then, its Monday morning.
  const start = /^(?:(?:early|earlier|first thing)\s+next week|(?:at\s+|by\s+)?(?:the\s+)?(?:beginning|start)\s+of\s+next week|next week,?\s+(?:early|first thing))$/.exec(s);
  if (start) return at(ctx, addDays(ctx.today, 8 - ctx.todayWeekday), /first thing/.test(s) ? MORNING : END_OF_WORKDAY);
  // The middle of a week ("midweek", "mid next week", "the middle of next week"): its Wednesday;
  // this week's unless it has passed, then next week's.
  const mid = /^(?:(?:in|by|at)\s+)?(?:the\s+)?(?:middle of (?:the |this )?(next )?week|mid(?:-|\s)?(?:this\s+)?(next\s+)?week|(next )?week,?\s+mid(?:-|\s)?week|mid(?:-|\s)?week\s+(next )?week)$/.exec(s);
  if (mid) {
    const next = mid.slice(1).some((g) => g !== undefined);
    const ahead = next ? 7 + 3 - ctx.todayWeekday : ctx.todayWeekday <= 3 ? 3 - ctx.todayWeekday : 10 - ctx.todayWeekday;
    return ahead === 0 ? endOfToday(ctx) : at(ctx, addDays(ctx.today, ahead), END_OF_WORKDAY);
  }
  if (/^(?:eom|this month|(?:the )?end of (?:the |this )?month)$/.test(s)) return monthEnd(ctx, ctx.today.y, ctx.today.m);
  // "next month" is its last day, as "next week" is its Friday: said to be done within it.
  if (/^(?:next month|(?:the )?end of next month)$/.test(s)) {
    const mi = ctx.today.m; // the next month, 0-based
    return monthEnd(ctx, ctx.today.y + Math.floor(mi / 12), (mi % 12) + 1);
  }
  // The year's end ("end of the year", "by year end", "eoy") is 31 December; "next year" the next one's,
  // as "next month" is its last day. A quarter ("this quarter", "end of Q", "next quarter"): its last day.
  if (/^(?:eoy|ye|this year|(?:the )?end of (?:the |this )?year|(?:the )?year[- ]?end)$/.test(s)) return monthEnd(ctx, ctx.today.y, 12);
  if (/^(?:next year|(?:the )?end of next year)$/.test(s)) return monthEnd(ctx, ctx.today.y + 1, 12);
  const quarter = /^(?:(eoq|this quarter|(?:the )?end of (?:the |this )?quarter|(?:the )?quarter[- ]?end)|(next quarter|(?:the )?end of next quarter))$/.exec(s);
  if (quarter) {
    const last = Math.ceil(ctx.today.m / 3) * 3 + (quarter[2] ? 3 : 0);
    return monthEnd(ctx, ctx.today.y + Math.floor((last - 1) / 12), ((last - 1) % 12) + 1);
  }
  // A part of a month ("early January", "mid-March", "the middle of next month", "late May"): its
  // 7th (the end of its first week), its 15th, its last day; a month named is its next such part
  // still ahead, this month's or next year's.
  const part = MONTH_PART_RE.exec(s);
  if (part) {
    const which = /^(?:early|beginning|start)/.test(part[1]!) ? "early" : /^(?:mid|middle)/.test(part[1]!) ? "mid" : "late";
    const dayOf = (y: number, m: number) => (which === "early" ? 7 : which === "mid" ? 15 : daysInMonth(y, m));
    const reach = (y: number, m: number): Date | null => {
      const date = { y, m, d: dayOf(y, m) };
      const cmp = compareDates(date, ctx.today);
      return cmp === 0 ? endOfToday(ctx) : cmp > 0 ? at(ctx, date, END_OF_WORKDAY) : null;
    };
    if (part[2] === "next month") {
      const y = ctx.today.y + Math.floor(ctx.today.m / 12);
      return reach(y, (ctx.today.m % 12) + 1);
    }
    if (part[2] === "this month") return reach(ctx.today.y, ctx.today.m);
    const m = MONTH_NAMES[part[2]!]!;
    if (part[3]) return reach(Number(part[3]), m);
    return reach(ctx.today.y, m) ?? reach(ctx.today.y + 1, m);
  }
  // A month named alone ("in March", "by March", "end of March"): its last day; the next such month.
  const month = MONTH_ALONE_RE.exec(s);
  if (month) {
    const m = MONTH_NAMES[month[1]!]!;
    const y = month[2] ? Number(month[2]) : m >= ctx.today.m ? ctx.today.y : ctx.today.y + 1;
    return y < ctx.today.y || (y === ctx.today.y && m < ctx.today.m) ? null : monthEnd(ctx, y, m);
  }
  // The weekend is done by its end, Sunday 18:00 (on Sunday itself, today's end); "next weekend"
  // skips the coming one when its Sunday is at most 2 days away, as "next Friday" does.
  const weekend = /^(?:(this|next)\s+|(?:this coming|coming|at the|over the|on the|the|end of the)\s+)?weekend$/.exec(s);
  if (weekend) {
    let ahead = 7 - ctx.todayWeekday;
    if (weekend[1] === "next" && ahead <= 2) ahead += 7;
    return ahead === 0 ? endOfToday(ctx) : at(ctx, addDays(ctx.today, ahead), END_OF_WORKDAY);
  }
  return null;
}

/** A month's last day at 18:00; on that day itself, "today" (never 18:00 once that has passed). */
function monthEnd(ctx: Ctx, y: number, m: number): Date {
  const last = { y, m, d: daysInMonth(y, m) };
  return compareDates(last, ctx.today) === 0 ? endOfToday(ctx) : at(ctx, last, END_OF_WORKDAY);
}

/** A calendar date with its year settled: a yearless date is its next occurrence, today included. */
function settleYear(ctx: Ctx, m: number, d: number, year: number | null): LocalDate | null {
  if (year !== null) return isRealDate(year, m, d) ? { y: year, m, d } : null;
  for (const y of [ctx.today.y, ctx.today.y + 1, ctx.today.y + 2, ctx.today.y + 3, ctx.today.y + 4]) {
    // The loop reaches 29 Feb from any year within four.
    if (isRealDate(y, m, d) && compareDates({ y, m, d }, ctx.today) >= 0) return { y, m, d };
  }
  return null;
}

function fullYear(raw: string | undefined): number | null {
  if (raw === undefined || raw === "") return null;
  const n = Number(raw);
  return raw.length === 2 ? 2000 + n : n;
}

/** A calendar date, possibly with a time chrono found in it. Undefined when not a date at all. */
function parseCalendarDate(s: string, ctx: Ctx): { date: LocalDate; time?: WallTime } | null | undefined {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (iso) {
    const date = settleYear(ctx, Number(iso[2]), Number(iso[3]), Number(iso[1]));
    return date && { date };
  }
  // Dots are day-first wherever they are written.
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(?:(\d{4}|\d{2}))?$/.exec(s) ?? /^(\d{1,2})\.(\d{1,2})$/.exec(s);
  if (dotted) {
    const date = settleYear(ctx, Number(dotted[2]), Number(dotted[1]), fullYear(dotted[3]));
    return date && { date };
  }
  // Slashes are month-first in the US and day-first elsewhere: only an unambiguous one is read.
  const slashed = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?$/.exec(s) ?? /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(s);
  if (slashed) {
    const a = Number(slashed[1]);
    const b = Number(slashed[2]);
    if (a <= 12 && b <= 12 && a !== b && !ctx.dayFirst) return null;
    const [m, d] = a > 12 || (ctx.dayFirst && b <= 12) ? [b, a] : [a, b];
    const date = settleYear(ctx, m, d, fullYear(slashed[3]));
    return date && { date };
  }
  if (!/\p{L}/u.test(s)) return undefined;
  // A numeric date with slashes that reads two ways is the rule above's alone: chrono-node's
  // English parser would read "2/3 at 5h" month first even for an owner who writes the day first.
  const twoWays = /(?<!\d)(\d{1,2})\s*\/\s*(\d{1,2})(?!\d)/.exec(s);
  if (twoWays && Number(twoWays[1]) <= 12 && Number(twoWays[2]) <= 12) return undefined;
  // "the 1st of march", "february the 15th": chrono-node reads them without the article.
  const r = wholeDate(s.replace(/^the\s+/, "").replace(/\s+the\s+(?=\d)/, " "), ctx);
  if (!r) return undefined;
  // "2 days ago", "il y a 3 semaines": a count back from now names a past day, never a due date (null, as "yesterday").
  if (r.tags().has("result/relativeDate") && r.start.date().getTime() < ctx.now.getTime()) return null;
  const c = r.start;
  const m = c.get("month");
  const d = c.get("day");
  if (!c.isCertain("day") || !c.isCertain("month") || m === null || d === null) return undefined;
  // "9am EST" names another zone; rather not understood than silently read as the owner's.
  if (c.isCertain("timezoneOffset")) return undefined;
  const date = settleYear(ctx, m, d, c.isCertain("year") ? c.get("year") : null);
  if (!date) return null;
  if (!c.isCertain("hour")) return { date };
  const h = c.get("hour");
  if (h === null) return { date };
  // chrono-node settles a bare hour ("May 3 at 3") on the morning; the grammar asks about it
  // instead: the date without its time, so the phrase is read again as a date and a time apart.
  if (!c.isCertain("meridiem") && h >= 1 && h <= 11) return undefined;
  return { date, time: { h, mi: c.get("minute") ?? 0, dayOffset: 0 } };
}

/**
 * chrono-node's reading of the whole of `s` as one date (not "June 10 blah"), or undefined. A
 * phrase is read piece by piece (its words with and without the ones before and after), and the
 * splits of a clause share pieces: the recent answers are kept by text, language and `now`
 * (chrono-node reads nothing else), bounded.
 */
function wholeDate(s: string, ctx: Ctx): Chrono.ParsedResult | undefined {
  const key = `${ctx.locale}\u0000${ctx.now.getTime()}\u0000${s}`;
  if (wholeDates.has(key)) return wholeDates.get(key);
  // English, then the owner's language; a language whose words cannot make a date is not asked.
  const r = (ctx.locale === "en" ? (["en"] as const) : (["en", ctx.locale] as const))
    .map((locale) => (mayNameDate(s, locale) ? (chronoParser(locale)?.parse(s, ctx.now) ?? []) : []))
    .map((results) => (results.length === 1 ? results[0] : undefined))
    .find((x) => x !== undefined && x.index === 0 && x.text.length === s.length && !x.end);
  if (wholeDates.size >= 2_000) wholeDates.clear();
  wholeDates.set(key, r);
  return r;
}

const wholeDates = new Map<string, Chrono.ParsedResult | undefined>();

/** A calendar date with an optional time or part of the day before or after it. */
function parseDatePhrase(s: string, ctx: Ctx): Date | null {
  // Each piece tried below is read as a numeric date (it holds a digit) or by chrono-node, which is
  // asked only when mayNameDate passes the piece; a piece is words of `s` cut at its spaces, so
  // what passes a piece passes `s` too (threads/chrono-words.ts). A phrase with neither holds no
  // date in any piece, and is not cut into up to nine of them to find that out.
  if (!/\d/.test(s) && !mayNameDate(s, "en") && (ctx.locale === "en" || !mayNameDate(s, ctx.locale))) return null;
  const tokens = s.split(" ");
  const stripJoin = (words: string[], edge: "start" | "end") => {
    const joined = words.join(" ");
    return edge === "end" ? joined.replace(/(?:,|\s+(?:at|on|by))+$/, "").trim() : joined.replace(/^(?:on|by|,)\s+/, "").trim();
  };
  for (let k = 0; k < tokens.length && k <= 4; k++) {
    // The date first, then the time: "Dec 3 at 9am", "10 June morning".
    const dateFirst = parseCalendarDate(stripJoin(tokens.slice(0, tokens.length - k), "end"), ctx);
    if (dateFirst === null) return null;
    if (dateFirst !== undefined) {
      if (k === 0) return at(ctx, dateFirst.date, dateFirst.time ?? END_OF_WORKDAY);
      const pieces = readPieces(tokens.slice(tokens.length - k).join(" "), ctx, false);
      if (pieces && !dateFirst.time) return resolvePieces({ ...pieces, anchor: { kind: "date", date: dateFirst.date } }, ctx);
    }
    if (k === 0) continue;
    // The time first, then the date: "9am on Dec 3".
    const dateLast = parseCalendarDate(stripJoin(tokens.slice(k), "start"), ctx);
    if (dateLast === null) return null;
    if (dateLast !== undefined && !dateLast.time) {
      const pieces = readPieces(tokens.slice(0, k).join(" "), ctx, false);
      if (pieces) return resolvePieces({ ...pieces, anchor: { kind: "date", date: dateLast.date } }, ctx);
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Public API

/**
 * The instant a due phrase names, read in the owner's zone at `now`, or null when the phrase is
 * not understood. Throws RangeError for an unknown zone or an invalid `now` (caller bugs).
 */
export function resolveDue(phrase: string, now: Date, timeZone: string, locale: Locale = "en"): Date | null {
  return resolveIn(phrase, makeCtx(now, requireZone(timeZone), locale));
}

/**
 * The two instants a phrase names when its only doubt is a bare hour ("Friday at 3", "um 3:30"):
 * [read as morning, read as afternoon], what the owner is asked to choose between; null when the
 * phrase resolves as it is, or stays unreadable either way.
 */
export function dueHourReadings(phrase: string, now: Date, timeZone: string, locale: Locale = "en"): readonly [Date, Date] | null {
  const unsettled = makeCtx(now, requireZone(timeZone), locale);
  return resolveIn(phrase, unsettled) !== null ? null : hourReadings(phrase, unsettled);
}

/**
 * dueHourReadings once the phrase read at `unsettled` (no settleHour) came to nothing. Where that
 * reading met no bare hour in doubt, nothing read settleHour, so a morning or an afternoon reading
 * takes the same path to the same nothing: they are not read (most phrases asked about are no
 * time at all, and each reading is the grammar's whole work again).
 */
function hourReadings(phrase: string, unsettled: Ctx): readonly [Date, Date] | null {
  if (!unsettled.doubt.hour) return null;
  const am = resolveIn(phrase, makeCtx(unsettled.now, unsettled.zone, unsettled.locale, "am"));
  const pm = resolveIn(phrase, makeCtx(unsettled.now, unsettled.zone, unsettled.locale, "pm"));
  return am && pm && am.getTime() !== pm.getTime() ? [am, pm] : null;
}

/**
 * A deadline word that changes what a period means, read before the filler words go: "by the
 * weekend" is before it starts (the end of the week, Friday), "by March" is within March.
 */
const BEFORE_PERIOD = /^\s*(?:by|before|until|till|no later than)\s+(?:(the\s+weekend|weekend)|((?:[a-z]+)(?:,?\s+\d{4})?))\s*$/i;

function leadOfPeriod(phrase: string): string {
  const m = BEFORE_PERIOD.exec(phrase);
  if (!m) return phrase;
  if (m[1]) return "end of week";
  return MONTH_NAMES[m[2]!.toLowerCase().split(/[\s,]/)[0]!] !== undefined ? `in ${m[2]}` : phrase;
}

function resolveIn(phrase: string, ctx: Ctx): Date | null {
  const text = normalize(leadOfPeriod(phrase));
  if (text === "") return null;
  const iso = parseIso(text, ctx);
  if (iso !== undefined) return iso;
  // "pour mon dossier": a small word of the owner's language (its pack's stop words) that the grammar would read as a
  // weekday's English short form ("mon") is that language's word, not a day.
  if (ctx.locale !== "en" && text.toLowerCase().split(/[\s,]+/).some((w) => WEEKDAYS.has(w) && pack(ctx.locale).offline.stopWords.includes(w))) return null;
  if (namesAcronymAsDay(text.split(/[\s,]+/))) return null;
  if (ctx.locale !== "en") {
    // The owner's language first, onto the same grammar; English words still work after it.
    const canonical = normalize(canonicalDuePhrase(text, ctx.locale));
    const own = resolveWords(canonical, ctx);
    if (own !== null) return own;
    // Nothing of the language was rewritten: the English reading below is the same one again
    // (resolveWords reads its text lower-cased and nothing else).
    if (canonical.toLowerCase() === text.toLowerCase()) return null;
  }
  return resolveWords(text, ctx);
}

/** A day said with "first thing" or "early" ("first thing tomorrow", "Monday first thing", "early tomorrow"): that day's morning. */
const FIRST_THING_DAY =
  /^(?:first thing|early)\s+(?:on\s+)?(tomorrow|tmrw|tmr|(?:next |this )?(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday))(?:\s+morning)?$|^(tomorrow|tmrw|tmr|(?:next |this )?(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)),?\s+(?:first thing|early)(?:\s+in the morning)?$/;
/** "late this afternoon", "this late afternoon", "early tomorrow evening": the day first, then the narrowed part. */
const QUALIFIED_DAY_FIRST = /^(?:(early|late|mid)[-\s]?(this|tomorrow)\s+|(this)\s+(early|late|mid)[-\s]?)(morning|afternoon|evening)$/;
/** "within the hour", "in the next hour": an hour from now. */
const WITHIN_THE_HOUR = /^(?:within|in) the (?:next )?hour$/;
/** "in 2 weeks' time", "in three days time": the count itself. */
const COUNT_TIME = /^(in (?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few) (?:minutes?|hours?|days?|weeks?|months?|years?))['’]? time$/;
/** "first thing", "first thing in the morning" with no day: the next 9am, today's while it is ahead. */
const FIRST_THING = /^first thing(?:\s+in the (?:morning|am))?$/;

/** About a time ("at about 3pm", "around 10:30", "3pm approximately"): the time itself. */
const APPROX = /(?<![a-z])(?:about|around|approximately|approx\.?|roughly|circa|ca\.)\s+(?=(?:at\s+)?\d)|\s+(?:approximately|or so)$|(?<=\d(?:am|pm)?)ish(?![a-z])/g;

function resolveWords(text: string, ctx: Ctx): Date | null {
  if (text === "") return null;
  // "over Easter", "during Christmas": a holiday said as a span is its day, as "over the weekend" is the weekend's.
  const span = /^(?:over|during)\s+(\S.*)$/i.exec(text.trim());
  if (span && holidayAt(span[1]!.toLowerCase(), ctx.today)?.len === span[1]!.length) return resolveWords(span[1]!, ctx);
  const s = spellClock(
    text
      .toLowerCase()
      .replace(/\s*,\s*/g, ", ")
      .replace(APPROX_CLOCK, "at ")
      .replace(APPROX, "")
      .replace(/^(?:around|about|approximately|roughly)\s+/, "")
      .replace(GLUED_CLOCK, (all, at: string, h: string, mi: string, rest: string) => (Number(h) <= 23 && Number(mi) <= 59 ? `${at}${h}:${mi}${rest}` : all))
      .replace(/(?<![a-z])half (?=(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})(?=$|[\s,]))/, "half past ")
      .replace(DOTTED_CLOCK, (all, h: string, mi: string) => (Number(h) <= 23 && (mi === "00" || Number(mi) > 12) && Number(mi) <= 59 ? `${h}:${mi}` : all))
      .replace(WITHIN_THE_HOUR, "in 1 hour")
      .replace(COUNT_TIME, "$1")
      .replace(/^at the end of the day$/, "eod")
      .replace(FIRST_THING_DAY, (_all, before?: string, after?: string) => `${before ?? after} morning`)
      .replace(FIRST_THING, "9am")
      .replace(QUALIFIED_DAY_FIRST, (_all, q1: string | undefined, d1: string | undefined, d2: string | undefined, q2: string | undefined, part: string) =>
        `${(d1 ?? d2) === "tomorrow" ? "tomorrow" : "today"} ${q1 ?? q2} ${part}`)
      .trim(),
  );
  const zoned = ZONE_RE.exec(s);
  if (zoned) {
    // "Thursday 8:00 GMT", "4pm CET": the whole phrase read on that zone's clock, when it says a time.
    // "Thursday 8h GMT": an hour with h is a time when a zone follows it.
    const rest = s.slice(0, zoned.index).trim().replace(/(?<![\d:])(\d{1,2})h$/, "$1:00");
    const zone = ZONES[zoned[1]!];
    // German "ist" and French "est" are "is" ("um 15 Uhr ist das erledigt"): zones only in English.
    if (ctx.locale !== "en" && /^(?:ist|est)$/.test(zoned[1]!)) return null;
    if (!zone || !/\d|noon|midnight/.test(rest) || ctx.zone.name === zone) return null;
    return resolveWords(rest, makeCtx(ctx.now, requireZone(zone), ctx.locale, ctx.settleHour, ctx.doubt));
  }
  const pieces = readPieces(s, ctx, true);
  if (pieces) return resolvePieces(pieces, ctx);
  return parseRelative(s, ctx) ?? parsePeriodEnd(s, ctx) ?? parseCountedDay(s, ctx) ?? weekdayDate(s, ctx) ?? parseDatePhrase(s, ctx);
}

/**
 * A date with its weekday beside it ("Fri, Jul 18", "Jul 18, Fri", "Freitag, 18.07.2014"): the
 * date, when it falls on that weekday; without a year, the next year it does; a weekday that
 * contradicts a said year is no date. Undefined when the phrase is not a weekday and a date.
 */
function weekdayDate(s: string, ctx: Ctx): Date | null | undefined {
  const m = WEEKDAY_AND_DATE.exec(s);
  if (!m) return undefined;
  const wd = weekdayNumber(m[1] ?? m[4]!)!;
  const rest = m[2] ?? m[3]!;
  if (!/\d/.test(rest) || weekdayNumber(rest) !== null) return undefined;
  const first = parseDatePhrase(rest, ctx);
  if (!first) return undefined;
  const onWeekday = (d: Date) => {
    const w = wallClock(d.getTime(), ctx.zone.name);
    return isoWeekday({ y: w.year, m: w.month, d: w.day }) === wd;
  };
  if (onWeekday(first)) return first;
  // A said year, or numbers that are not one day of the month: nothing to search.
  if (/\d{4}/.test(rest) || (rest.match(/\d+/g) ?? []).length !== 1) return null;
  for (let y = ctx.today.y + 1; y <= ctx.today.y + 11; y++) {
    const later = parseDatePhrase(`${rest} ${y}`, ctx);
    if (later && onWeekday(later)) return later;
  }
  return null;
}

/**
 * "at 1030", "330 p.m.", "at 3 15": a clock time written without its colon, after "at" or before
 * am/pm (a bare "1030" may be a number, "2015" a year).
 */
const GLUED_CLOCK = /((?:^|\s)(?:at|@)\s*|(?<![\d:.,/]))(\d{1,2}) ?(\d{2})((?:\s*(?:a\.?\s?m\.?|p\.?\s?m\.?))(?=$|[\s,])|(?<=(?:^|\s)(?:at|@)\s*\d{1,2} ?\d{2})(?=$|[\s,]))/g;

/** "15.30", "às 15.00": a clock time written with a dot, when it cannot be a day and month ("10.06" is a date). */
const DOTTED_CLOCK = /(?<![\d.:/])(\d{1,2})\.(\d{2})(?![\d.])/g;

/** "around 1030", "about 730 pm": a clock time written without its colon, made "at 1030". */
const APPROX_CLOCK = /(?<![a-z])(?:about|around|approximately|approx\.?|roughly)\s+(?=\d{3,4}(?!\d))/g;

/**
 * Zone abbreviations a time may carry, as fixed offsets (what the abbreviation itself says, not the
 * zone's rule on that day: "8:00 PST" is UTC-8 in July too). IST is India's, as most writers mean.
 */
const ZONES: Readonly<Record<string, string>> = {
  gmt: "Etc/GMT",
  utc: "Etc/UTC",
  z: "Etc/UTC",
  wet: "Etc/GMT",
  bst: "Etc/GMT-1",
  cet: "Etc/GMT-1",
  cest: "Etc/GMT-2",
  eet: "Etc/GMT-2",
  eest: "Etc/GMT-3",
  msk: "Etc/GMT-3",
  ist: "Asia/Kolkata",
  est: "Etc/GMT+5",
  edt: "Etc/GMT+4",
  cst: "Etc/GMT+6",
  cdt: "Etc/GMT+5",
  mst: "Etc/GMT+7",
  mdt: "Etc/GMT+6",
  pst: "Etc/GMT+8",
  pdt: "Etc/GMT+7",
  jst: "Etc/GMT-9",
};
const ZONE_RE = /\s+\(?(gmt|utc|wet|bst|cet|cest|eet|eest|msk|ist|est|edt|cst|cdt|mst|mdt|pst|pdt|jst)\)?$/;

const CLOCK_UNITS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const CLOCK_TEENS: Readonly<Record<string, number>> = { ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19 };
const CLOCK_TENS: Readonly<Record<string, number>> = { twenty: 20, thirty: 30, forty: 40, fifty: 50 };
const UNIT_ALT = Object.keys(CLOCK_UNITS).join("|");
const MINUTES_SAID = `oh (?:${UNIT_ALT})|${Object.keys(CLOCK_TEENS).join("|")}|(?:${Object.keys(CLOCK_TENS).join("|")})(?:[- ](?:${UNIT_ALT}))?`;
const SPELLED_CLOCK = new RegExp(
  `(?<![a-z])(at\\s+)?(${Object.keys(HOUR_WORDS).join("|")}) (${MINUTES_SAID})(?=$|[\\s,])(\\s*(?:a\\.?\\s?m\\.?|p\\.?\\s?m\\.?)(?=$|[\\s,]))?`,
  "g",
);

/**
 * A clock time said in words, "ten thirty am", "at three twenty", "nine fifty nine a m": its digits
 * ("10:30 am"), when "at" or am/pm says it is a time (else "three twenty" may be a count).
 */
function spellClock(s: string): string {
  return s.replace(SPELLED_CLOCK, (all, at: string | undefined, hour: string, minutes: string, meridiem: string | undefined) => {
    if (!at && !meridiem) return all;
    const [first, second] = minutes.replace(/^oh /, "").split(/[- ]/);
    const mi = second !== undefined ? CLOCK_TENS[first!]! + CLOCK_UNITS[second]! : (CLOCK_UNITS[first!] ?? CLOCK_TEENS[first!] ?? CLOCK_TENS[first!])!;
    return `${at ?? ""}${HOUR_WORDS[hour]}:${String(mi).padStart(2, "0")}${meridiem ?? ""}`;
  });
}

const MONTH_NAMES: Readonly<Record<string, number>> = {
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6, july: 7, jul: 7,
  august: 8, aug: 8, september: 9, sep: 9, sept: 9, october: 10, oct: 10, november: 11, nov: 11, december: 12, dec: 12,
};
const ORDINALS_SAID: Readonly<Record<string, number>> = { ...ORDINAL_WORDS, last: -1 };
const WEEKDAY_ALT = [...WEEKDAYS.keys()].sort((a, b) => b.length - a.length).join("|");
const MONTH_ALT = Object.keys(MONTH_NAMES).sort((a, b) => b.length - a.length).join("|");
/** weekdayDate's form ("Fri, Jul 18", "Jul 18, Fri"), compiled once. */
const WEEKDAY_AND_DATE = new RegExp(`^(?:(${WEEKDAY_ALT})\\.?,?\\s+(.+)|(.+?),?\\s+(${WEEKDAY_ALT})\\.?)$`);
/** A part of a month: "early January", "mid-march 2027", "the middle of next month", "late May". */
const MONTH_PART_RE = new RegExp(
  `^(?:(?:in|by|at|around|towards?)\\s+)?(?:the\\s+)?(early|beginning of|start of|mid-?|middle of|late)\\s*(?:the\\s+)?(next month|this month|${MONTH_ALT})(?:,?\\s+(\\d{4}))?$`,
);

/** A month named alone: "in March", "during may 2027", "end of March" (never a bare "may"). */
const MONTH_ALONE_RE = new RegExp(`^(?:in|during|(?:the )?end of)\\s+(${MONTH_ALT})(?:,?\\s+(\\d{4}))?$`);

/** The month a phrase names after "of"/"in": a month name (its next occurrence unless a year is given), this, next or last month. */
function namedMonth(word: string, year: string | undefined, ctx: Ctx, fits: (y: number, m: number) => LocalDate | null): LocalDate | null {
  const rel = /^(?:the\s+)?(this|current|next|previous|last)?\s*month$/.exec(word);
  if (rel) {
    const shift = rel[1] === "next" ? 1 : rel[1] === "previous" || rel[1] === "last" ? -1 : 0;
    const mi = ctx.today.m - 1 + shift;
    return fits(ctx.today.y + Math.floor(mi / 12), (((mi % 12) + 12) % 12) + 1);
  }
  const m = MONTH_NAMES[word];
  if (m === undefined) return null;
  if (year) return fits(Number(year), m);
  for (const y of [ctx.today.y, ctx.today.y + 1]) {
    const date = fits(y, m);
    if (date && compareDates(date, ctx.today) >= 0) return date;
  }
  return null;
}

// parseCountedDay's forms, compiled once: the function is asked about nearly every phrase read.
const COUNTED_IN_MONTH = new RegExp(
  `^(?:the\\s+)?(\\d{1,2}(?:st|nd|rd|th)?|${Object.keys(ORDINALS_SAID).join("|")})(\\s+last)?(?:\\s+(${WEEKDAY_ALT}|day))?\\s+(?:of|in)\\s+(${MONTH_ALT}|(?:the\\s+)?(?:this|current|next|previous|last)?\\s*month)(?:,?\\s+(\\d{4}))?$`,
);
const WEEK_AFTER = new RegExp(`^(${WEEKDAY_ALT})\\s+(week|fortnight)$`);
/** "a week from friday", "a fortnight after tuesday": as "friday week". */
const WEEK_FROM_DAY = new RegExp(`^(?:a|one)\\s+(week|fortnight)\\s+(?:from|after)\\s+(${WEEKDAY_ALT})$`);
const COUNTED_FROM_NOW = new RegExp(`^(\\d+|${Object.keys(NUMBER_WORDS).filter((k) => !k.includes(" ")).join("|")})\\s+(${WEEKDAY_ALT})s\\s+from\\s+(?:now|today)$`);
const AFTER_NEXT = new RegExp(`^(${WEEKDAY_ALT})\\s+after\\s+next$`);

/**
 * Days counted within a month or from now: "the first Tuesday of October", "last Monday of March
 * 2014", "the 5th last day of May", "third day of october", "20th of next month", "3 fridays from
 * now", "friday after next" (the coming one and a week).
 */
function parseCountedDay(s: string, ctx: Ctx): Date | null {
  const inMonth = COUNTED_IN_MONTH.exec(s);
  if (inMonth) {
    const said = inMonth[1]!;
    const n = ORDINALS_SAID[said] ?? Number(said.replace(/\D/g, ""));
    const fromEnd = n === -1 || inMonth[2] !== undefined;
    const count = n === -1 ? 1 : n;
    const what = inMonth[3] ?? "day";
    // A bare number with no "day" or weekday is a day of the month only before a relative month ("20 of next month").
    if (!inMonth[3] && (n === -1 || !/month$/.test(inMonth[4]!))) return null;
    const fits = (y: number, m: number): LocalDate | null => {
      const last = daysInMonth(y, m);
      if (what === "day") {
        const d = fromEnd ? last - count + 1 : count;
        return d >= 1 && d <= last ? { y, m, d } : null;
      }
      const wd = weekdayNumber(what)!;
      if (fromEnd) {
        const lastDay = { y, m, d: last };
        const d = last - ((isoWeekday(lastDay) - wd + 7) % 7) - 7 * (count - 1);
        return d >= 1 ? { y, m, d } : null;
      }
      const d = 1 + ((wd - isoWeekday({ y, m, d: 1 }) + 7) % 7) + 7 * (count - 1);
      return d <= last ? { y, m, d } : null;
    };
    const date = namedMonth(inMonth[4]!, inMonth[5], ctx, fits);
    return date && compareDates(date, ctx.today) >= 0 ? at(ctx, date, END_OF_WORKDAY) : null;
  }
  // "Tuesday week", "lundi en huit", "a week from tuesday": a week after that weekday's next occurrence, today included.
  const fromDay = WEEK_FROM_DAY.exec(s);
  const weekAfter = WEEK_AFTER.exec(s) ?? (fromDay ? [fromDay[0], fromDay[2]!, fromDay[1]!] : null);
  if (weekAfter) {
    const ahead = (weekdayNumber(weekAfter[1]!)! - ctx.todayWeekday + 7) % 7;
    return at(ctx, addDays(ctx.today, ahead + (weekAfter[2] === "week" ? 7 : 14)), END_OF_WORKDAY);
  }
  const counted = COUNTED_FROM_NOW.exec(s);
  const afterNext = AFTER_NEXT.exec(s);
  if (counted || afterNext) {
    const wd = weekdayNumber((counted ?? afterNext)![2] ?? afterNext![1]!)!;
    const n = counted ? (NUMBER_WORDS[counted[1]!] ?? Number(counted[1])) : 2;
    if (!(n >= 1 && n <= 52)) return null;
    const first = ((wd - ctx.todayWeekday + 7) % 7) || 7;
    return at(ctx, addDays(ctx.today, first + 7 * (n - 1)), END_OF_WORKDAY);
  }
  return null;
}

/** One reading of an ambiguous phrase: the phrase with the hour made explicit, its instant, and the clock time shown. */
export interface TimeReading {
  phrase: string;
  due: Date;
  clock: string;
}

// A bare hour: 1..11 with no minutes, no am/pm, no "h" and no other digit glued to it.
const BARE_HOUR = /(?<![\d:.,/])(\d{1,2})(?![\d:.,/]|\s*(?:h(?![\p{L}])|[ap]\.?m\b))/giu;

/** The two readings of the first bare hour the grammar can place either way (afternoon first), past or not; null: none. */
function bareHourReadings(phrase: string, now: Date, timeZone: string, locale: Locale): [TimeReading, TimeReading] | null {
  // The grammar says which phrases are ambiguous and what each reading is (dueHourReadings);
  // here each reading gets words the grammar reads back to the same instant, for the thread's due.
  const both = dueHourReadings(phrase, now, timeZone, locale);
  if (!both) return null;
  const [am, pm] = both;
  return [spoken(phrase, pm, now, timeZone, locale), spoken(phrase, am, now, timeZone, locale)];
}

/** A reading as the owner's phrase with its hour written out ("tomorrow at 15:00"), or as a wall-clock ISO time. */
function spoken(phrase: string, due: Date, now: Date, timeZone: string, locale: Locale): TimeReading {
  const local = DateTime.fromJSDate(due, { zone: timeZone });
  const clock = local.toFormat("HH:mm");
  for (const m of phrase.matchAll(BARE_HOUR)) {
    const said = `${phrase.slice(0, m.index)}${clock}${phrase.slice(m.index + m[0].length)}`;
    if (resolveDue(said, now, timeZone, locale)?.getTime() === due.getTime()) return { phrase: said, due, clock };
  }
  return { phrase: local.toFormat("yyyy-LL-dd'T'HH:mm"), due, clock };
}

/**
 * Whether a due phrase names a bare hour that could be morning or afternoon ("at 3", "um 3",
 * "tomorrow at 9"), and its two readings, the likelier first: null when the grammar reads the
 * phrase as it stands (a part of the day, am/pm, minutes, 13..23 or 12 settle it), when no bare
 * hour makes it readable, or when only one reading is still ahead (`settledTime`). Pure: the
 * grammar decides, at `now` in `timeZone`.
 */
export function ambiguousTime(phrase: string, now: Date, timeZone: string, locale: Locale = "en"): AmbiguousTime | null {
  const both = bareHourReadings(phrase, now, timeZone, locale);
  if (!both || both.some((r) => r.due.getTime() <= now.getTime())) return null;
  const [afternoon, morning] = both;
  return { afternoon, morning, likelier: likelierReading(morning) };
}

/** The two readings of a bare hour, and which one to offer first. */
export interface AmbiguousTime {
  afternoon: TimeReading;
  morning: TimeReading;
  likelier: "afternoon" | "morning";
}

/**
 * Which reading of a bare hour an owner more likely means: "at 9" or "at 11" is the working
 * morning (08:00 to 11:00), "at 3" or "at 7" the afternoon or evening. It only orders the two
 * buttons; the owner still chooses.
 */
function likelierReading(morning: TimeReading): "afternoon" | "morning" {
  const hour = Number(morning.clock.slice(0, 2));
  return hour >= 8 && hour <= 11 ? "morning" : "afternoon";
}

/** The two readings, the likelier first. */
export function inLikelyOrder(both: AmbiguousTime): [TimeReading, TimeReading] {
  return both.likelier === "morning" ? [both.morning, both.afternoon] : [both.afternoon, both.morning];
}

/**
 * A bare hour the moment settles: one reading has passed, so the other is meant ("at 5 today"
 * said at 10:00 is 17:00). Null when the phrase needs no settling, or both are ahead (ask) or past.
 */
export function settledTime(phrase: string, now: Date, timeZone: string, locale: Locale = "en"): TimeReading | null {
  const ahead = (bareHourReadings(phrase, now, timeZone, locale) ?? []).filter((r) => r.due.getTime() > now.getTime());
  return ahead.length === 1 ? ahead[0]! : null;
}

/** Whether the whole text is a due phrase with a bare hour that needs asking about ("at 3"). */
export function isAmbiguousTimePhrase(text: string, locale: Locale = "en"): boolean {
  return /\d/.test(text) && bareHourReadings(text, SHAPE_NOW, "UTC", locale) !== null;
}

/** A fixed reference instant for questions about a phrase's shape, not its instant. */
const SHAPE_NOW = new Date("2026-01-07T12:00:00Z");

/**
 * Whether the whole text is a due phrase this grammar understands ("tomorrow", "bis Freitag"),
 * an hour still to be asked about included ("morgen um 3 Uhr"): it is the owner's deadline,
 * kept with the task as said, even though it names no instant yet.
 */
export function isDuePhrase(text: string, locale: Locale = "en"): boolean {
  // A pure function of its input, asked for every few words of every clause ZOE reads: the
  // recent answers are kept (bounded), so a replay or a long message does not parse them again.
  const key = `${locale}\u0000${text}`;
  let known = duePhraseMemo.get(key);
  if (known === undefined) {
    // resolveDue, then dueHourReadings, on one reading of the phrase as it stands.
    const unsettled = makeCtx(SHAPE_NOW, requireZone("UTC"), locale);
    known = resolveIn(text, unsettled) !== null || hourReadings(text, unsettled) !== null;
    if (duePhraseMemo.size >= 5_000) duePhraseMemo.clear();
    duePhraseMemo.set(key, known);
  }
  return known;
}

const duePhraseMemo = new Map<string, boolean>();

/**
 * Whether a due phrase names one instant on its own: not a bare hour that may be morning or
 * evening ("mañana a las 9", "domani alle 9"), which isDuePhrase also accepts.
 */
export function namesInstant(text: string, locale: Locale = "en"): boolean {
  return sameDueShape(text, locale) !== null;
}

/**
 * The instant a due phrase names, read at one fixed moment: two phrases with the same one say the
 * same time ("pour 2 jours" and "dans 2 jours", "a fine settimana" unlike "fine settimana"); null
 * when the phrase names no instant on its own.
 */
export function sameDueShape(text: string, locale: Locale = "en"): number | null {
  return resolveDue(text, SHAPE_NOW, "UTC", locale)?.getTime() ?? null;
}

/** A phrase that names a time of day or a relative offset, not just a day. */
// The meals and work ("after dinner", "after work", "after supper") name an hour as "after lunch" does (MEAL_RE).
const HAS_CLOCK_TIME = /\d|\b(am|pm|noon|midnight|lunch|after (?:dinner|supper|work)|morning|afternoon|evening|night|tonight|eod|cob|end of day|close of business|hours?|minutes?|mins?)\b/i;

/**
 * Whether a due phrase says a time of day ("Friday 10am", "morgen früh", "in 2 hours") rather than
 * only a day ("monday", "vendredi"): a snooze to a bare day wakes at the start of active hours.
 */
export function namesTimeOfDay(phrase: string, locale: Locale = "en"): boolean {
  // Another language's own words ("am Montag") are read only after the rewrite to the grammar's words.
  return HAS_CLOCK_TIME.test(locale === "en" ? phrase : canonicalDuePhrase(phrase, locale));
}

/** A relative offset measured by the stopwatch (minutes, hours), not the calendar. */
const STOPWATCH_UNIT = /^(?:seconds?|secs?|minutes?|mins?|m|hours?|hrs?|h)$/;
/** An ISO timestamp with a time of day ("2026-06-04T11:32"). */
const ISO_WITH_TIME = /^\d{4}-\d{2}-\d{2}[t ]\d{2}:\d{2}/i;

/** "15h", "18h30": a clock time in French, German or Portuguese writing, not in an English phrase. */
const H_FORM = /^(?:(?:at|@)\s*)?\d{1,2}h\d{0,2}(?=$|[\s,])/;

/**
 * Whether an English (or already rewritten) phrase names a moment, by this grammar's own pieces.
 * `hForm`: whether "15h" counts (it does once another language's phrase was rewritten).
 */
function namesMomentWords(phrase: string, hForm: boolean): boolean {
  const s = normalize(phrase).toLowerCase().replace(/\s*,\s*/g, ", ");
  if (ISO_WITH_TIME.test(s)) return true;
  const rel = RELATIVE_RE.exec(asRelative(s));
  if (rel) return STOPWATCH_UNIT.test(rel[2] ?? "");
  // A said time anywhere in the phrase ("Friday 10am", "Dec 3 at 9am", "tomorrow at 9"), read by
  // the same TIME_RE the resolver uses, at each word start.
  const words = s.split(" ");
  for (let i = 0; i < words.length; i++) {
    const rest = words.slice(i).join(" ");
    if (timePiece(rest) && (hForm || !H_FORM.test(rest))) return true;
  }
  return false;
}

/**
 * Whether a due phrase names an exact moment ("in 5 minutes", "at 15:30", "Friday 10am", "um 15
 * Uhr") rather than a day or a part of one ("today", "Friday", "tonight", "in 3 days"): such a
 * commitment is owed its follow-up at that minute (threads/reminders.ts), not at the next hourly tick.
 */
export function namesExactTime(phrase: string | null | undefined, locale: Locale = "en"): boolean {
  if (!phrase?.trim()) return false;
  if (locale !== "en" && namesMomentWords(canonicalDuePhrase(normalize(phrase), locale), true)) return true;
  return namesMomentWords(phrase, false);
}

/**
 * The due phrase in a clause, split off: at its end ("ship the onepager by Friday" ->
 * { rest: "ship the onepager", due: "by Friday" }), else at its start ("morgen früh den Bericht
 * schicken" -> { rest: "den Bericht schicken", due: "morgen früh" }, not in English). The longest
 * phrase (up to eight words) this grammar understands wins; null when the clause has none.
 * With `keep`: the same answer, or null when a word of its rest is one `keep` refuses (a caller
 * that would throw such an answer away); the grammar is asked only about the splits that can
 * still change that answer, so a clause whose rest could never pass costs little.
 */
export function splitDuePhrase(clause: string, locale: Locale = "en", keep?: (word: string) => boolean): { rest: string; due: string } | null {
  const words = clause.trim().split(/\s+/);
  const n = words.length;
  // Every split in the order the grammar is asked: [first word of the phrase, word after it).
  const splits: Array<readonly [number, number]> = [];
  for (let k = Math.min(8, n - 1); k >= 1; k--) splits.push([n - k, n]);
  // English puts the deadline last; other languages often say it first ("morgen früh den Bericht schicken").
  if (locale !== "en") {
    for (let k = Math.min(8, n - 1); k >= 1; k--) splits.push([0, k]);
    // German puts the verb last: "das Angebot bis Freitag fertig machen"; Dutch the time right after
    // the verb: "bel morgen Anna". Only a deadline word opens such a phrase (a day word may be all of it).
    for (let i = 1; i < n - 1; i++) {
      if (!MID_LEAD.test(words[i]!)) continue;
      for (let k = Math.min(6, n - i - 1); k >= 1; k--) splits.push([i, i + k]);
    }
  }
  // With `keep`: whether each split's rest passes; past the last one that does, no answer can.
  let passes: ((j: number) => boolean) | null = null;
  let last = splits.length - 1;
  if (keep) {
    const kept = words.map((w) => keep(w));
    // Words kept before index i (prefix) and from index i on (suffix), to test a rest at once.
    const keptBefore = [0];
    for (let i = 0; i < n; i++) keptBefore.push(keptBefore[i]! + (kept[i] ? 1 : 0));
    passes = (j) => {
      const [a, b] = splits[j]!;
      return keptBefore[a]! === a && keptBefore[n]! - keptBefore[b]! === n - b;
    };
    while (last >= 0 && !passes(last)) last--;
  }
  for (let j = 0; j <= last; j++) {
    const [a, b] = splits[j]!;
    const due = words.slice(a, b).join(" ");
    // "bis Donnerstag 25 kg Roggenmehl", "voor donderdag 25 kilo": a bare number before a word that is no hour's counts that word.
    if (b < n && /(?:^|\s)\d{1,3}$/u.test(due) && /^(?:[\p{L}€£$%]|x\b)/u.test(words[b]!) && !QUANTITY_NOT.test(words[b]!)) continue;
    if (a > 0 && namesAcronymAsDay([words[a - 1]!, words[a]!])) continue;
    if (!isDuePhrase(due, locale)) continue;
    if (passes && !passes(j)) return null;
    return { rest: [...words.slice(0, a), ...words.slice(b)].join(" "), due };
  }
  return null;
}

/** Words after a bare number that make it a time, not a count ("14 Uhr", "9 uur", "3 pm", "10 heures"). */
const QUANTITY_NOT = /^(?:uhr|h|uur|am|pm|a\.m\.|p\.m\.|o['’]clock|heures?|horas?|ore|hrs?|in|op|am|um|om|à|a|alle|às|to|till|until|bis|tot)(?![\p{L}])/iu;

/** Words that open a deadline inside a clause ("bis", "d'ici", "para", "até"): every language's, in every language but English. */
const MID_LEAD = new RegExp(`^(?:${[...new Set(LOCALES.flatMap((l) => pack(l).due.rewrite?.deadlineWords ?? []))].join("|")})$`, "iu");

/**
 * How the owner sees a due time in their zone: "today 18:00", "tomorrow 09:00", "Fri 18:00"
 * (2..6 days ahead), otherwise "3 Dec 18:00", with the year only when it is not now's year.
 */
export function formatDue(due: Date, now: Date, timeZone: string, locale: Locale = "en"): string {
  const zone = requireZone(timeZone);
  const ctx = makeCtx(now, zone);
  const ms = due.getTime();
  const local = wallClock(ms, zone.name);
  const ahead = Math.round(
    (Date.UTC(local.year, local.month - 1, local.day) - Date.UTC(ctx.today.y, ctx.today.m - 1, ctx.today.d)) / DAY_MS,
  );
  const clock = localText(ms, zone.name, "HH:mm", locale);
  if (ahead === 0) return `${t(locale, "day.today")} ${clock}`;
  if (ahead === 1) return `${t(locale, "day.tomorrow")} ${clock}`;
  if (ahead >= 2 && ahead <= 6) return `${localText(ms, zone.name, "ccc", locale)} ${clock}`;
  return `${localText(ms, zone.name, local.year === ctx.today.y ? "d LLL" : "d LLL yyyy", locale)} ${clock}`;
}

/**
 * A moment as the owner reads it beside `now`: the time alone on now's own day ("14:02"), else
 * as formatDue writes it ("3 Jun 22:50", "tomorrow 08:00").
 */
export function formatWhen(at: Date, now: Date, timeZone: string, locale: Locale = "en"): string {
  const zone = requireZone(timeZone);
  const a = wallClock(at.getTime(), zone.name);
  const n = wallClock(now.getTime(), zone.name);
  if (a.year === n.year && a.month === n.month && a.day === n.day) return localText(at.getTime(), zone.name, "HH:mm", locale);
  return formatDue(at, now, timeZone, locale);
}

/**
 * A moment as a sentence says it, with its preposition: "at 14:02" on now's own day, else "on 4 Jun at 21:50" (each
 * language's `when.atTime` / `when.onDay`), so "You asked me {asked} to remind you {at}" reads on any day.
 */
export function formatAt(at: Date, now: Date, timeZone: string, locale: Locale = "en"): string {
  const zone = requireZone(timeZone);
  const a = wallClock(at.getTime(), zone.name);
  const n = wallClock(now.getTime(), zone.name);
  const time = localText(at.getTime(), zone.name, "HH:mm", locale);
  if (a.year === n.year && a.month === n.month && a.day === n.day) return t(locale, "when.atTime", { time });
  return t(locale, "when.onDay", { time, day: localText(at.getTime(), zone.name, a.year === n.year ? "d LLL" : "d LLL yyyy", locale) });
}

/**
 * ISO-8601 in the zone with its numeric offset and milliseconds, e.g.
 * "2026-06-04T18:00:00.000+02:00" (UTC prints as "+00:00", not "Z", so every line reads alike).
 */
export function formatIsoInZone(instant: Date, timeZone: string): string {
  const iso = DateTime.fromJSDate(instant, { zone: requireZone(timeZone) }).toISO();
  if (iso === null) throw new RangeError("instant is not a valid date");
  return iso;
}

const USAGE = `usage: zoe due "<phrase>" [--now <ISO-8601>] [--tz <IANA zone>] [--locale ${LOCALES.join("|")}]`;

/**
 * `zoe due "<phrase>" --now <ISO> --tz <IANA>` (argv is what follows `due`): prints the resolved
 * instant as ISO-8601 in the zone, or `null`. Returns 0, or 2 with one error line on bad arguments.
 */
export function dueCli(argv: string[], out: (line: string) => void): number {
  const words: string[] = [];
  let nowArg: string | undefined;
  let tzArg: string | undefined;
  let localeArg: string | undefined;
  let onlyWords = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (onlyWords) {
      words.push(arg);
      continue;
    }
    const flag = /^--(now|tz|locale)(?:=(.*))?$/.exec(arg);
    if (flag) {
      const value = flag[2] ?? argv[++i];
      if (value === undefined || value.trim() === "") {
        out(`zoe due: --${flag[1]} needs a value. ${USAGE}`);
        return 2;
      }
      if (flag[1] === "now") nowArg = value.trim();
      else if (flag[1] === "tz") tzArg = value.trim();
      else localeArg = value.trim().toLowerCase();
    } else if (arg === "--help" || arg === "-h") {
      out(USAGE);
      return 0;
    } else if (arg === "--") {
      onlyWords = true;
    } else if (arg.startsWith("--")) {
      out(`zoe due: unknown option ${arg}. ${USAGE}`);
      return 2;
    } else {
      words.push(arg);
    }
  }
  const phrase = words.join(" ").trim();
  if (phrase === "") {
    out(`zoe due: missing the due phrase. ${USAGE}`);
    return 2;
  }
  const tz = tzArg ?? (process.env.ZOE_TZ?.trim() || Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
  if (!IANAZone.isValidZone(tz)) {
    out(`zoe due: unknown time zone "${tz}" (use an IANA name such as Europe/Berlin)`);
    return 2;
  }
  if (localeArg !== undefined && !isLocale(localeArg)) {
    out(`zoe due: unknown locale "${localeArg}" (one of ${LOCALES.join(", ")})`);
    return 2;
  }
  let now: Date;
  if (nowArg === undefined) {
    now = new Date(); // the one place the wall clock is read: this is the shell, not the logic
  } else {
    const parsed = DateTime.fromISO(nowArg, { zone: tz });
    if (!parsed.isValid) {
      out(`zoe due: --now "${nowArg}" is not an ISO-8601 time (e.g. 2026-06-04T10:00:00+02:00)`);
      return 2;
    }
    now = parsed.toJSDate();
  }
  // A language given (--locale, else ZOE_LOCALE) is the only one read, as ZOE reads a configured owner; none given,
  // the phrase's own language first, as ZOE reads an owner's first message, then the others, saying which one read it.
  const fixed = localeArg ?? localeOfTag(process.env.ZOE_LOCALE);
  const order: Locale[] = fixed && isLocale(fixed) ? [fixed] : [guessLocale(phrase, "en"), ...LOCALES.filter((l) => l !== guessLocale(phrase, "en"))];
  for (const locale of order) {
    const due = resolveDue(phrase, now, tz, locale) ?? settledTime(phrase, now, tz, locale)?.due ?? null;
    const both = due === null ? ambiguousTime(phrase, now, tz, locale) : null;
    if (!due && !both) continue;
    if (both) {
      const [first, second] = inLikelyOrder(both);
      out(`ambiguous: "${phrase}" could be ${first.clock} (${formatIsoInZone(first.due, tz)}) or ${second.clock} (${formatIsoInZone(second.due, tz)}); ZOE asks "${first.clock} or ${second.clock}?"`);
    } else if (due) out(formatIsoInZone(due, tz));
    // None given, the language that read it is said unless English, the default: a misread language shows.
    if (!fixed && locale !== "en") out(`(read as ${pack(locale).name}: --locale ${locale} reads it so)`);
    return 0;
  }
  out(`null: ${unresolvedReason(phrase, order)}`);
  return 0;
}

/** Why a phrase has no due time, in one clause (the `zoe due` answer after "null: "); `locales`: the languages it was read in. */
export function unresolvedReason(phrase: string, locales: readonly Locale[] = ["en"]): string {
  const lower = phrase.toLowerCase();
  const past = locales.some((l) => pack(l).due.past.some((w) => new RegExp(`(?<![\\p{L}])${escapeRegExp(w)}(?![\\p{L}])`, "u").test(lower)));
  return past
    ? `"${phrase}" is in the past, so there is no due time to follow up on; a commitment said with it is tracked without a clock and never nudged`
    : `"${phrase}" is not a due phrase ZOE understands; a commitment said with it is tracked without a clock and never nudged`;
}

/**
 * "Push it to monday" or "snooze until monday" said on a Monday asks for next Monday, not later today: read from
 * tomorrow, a phrase naming today's weekday lands exactly a week on; any other phrase ("tonight", "18:00", "today")
 * keeps `at`, its reading from now. Pure.
 */
export function nextWeekIfToday(when: string, at: Date, now: Date, timeZone: string, locale: Locale): Date {
  const today = localDay(now.getTime(), timeZone);
  const atDay = localDay(at.getTime(), timeZone);
  if (!today || !atDay || atDay.from !== today.from) return at;
  const later = resolveDue(when, new Date(today.to), timeZone, locale);
  const laterDay = later ? localDay(later.getTime(), timeZone) : null;
  return later && laterDay && Math.round((laterDay.from - atDay.from) / 86_400_000) === 7 ? later : at;
}

/**
 * Reminders that repeat ("remind me every day at 8 to take my pills", "erinnere mich jeden Montag an den Müll", "tous les
 * jours à 8h"): the rule kept on the thread and the next minute it is owed. One thread is the whole series; its due time
 * is the next occurrence. When one rings, the due time moves on to the next occurrence still ahead (a ring missed while
 * ZOE was not running comes once, late, never as a burst of catch-ups); "done" acknowledges the one that rang; a snooze
 * brings that one back without moving the series; "stop reminding me" or /untrack ends it.
 * Days, weeks, months and years step in the owner's wall clock ("every day at 8" stays 08:00 across a daylight-saving
 * change); minutes and hours step in real time.
 * Must never: read the clock (every function takes `now`), or return an occurrence at or before the one it steps from.
 */
import { DateTime } from "luxon";
import { z } from "zod";
import { zoneOf } from "../base/zone.ts";
import { type Locale, pack, REPEAT_UNITS, type RepeatUnit, t } from "../lang/index.ts";

/**
 * How a reminder repeats: every `n` units ("every 2 hours", "every other day" = 2 days, "every weekday"); a weekly one
 * may ring on several `days` of the week (ISO numbers, Monday 1 to Sunday 7: "every monday and thursday" = [1, 4]).
 */
export const RepeatRuleSchema = z.object({
  unit: z.enum(REPEAT_UNITS),
  n: z.number().int().min(1).max(1000),
  days: z.array(z.number().int().min(1).max(7)).min(1).max(7).optional(),
});
export type RepeatRule = z.infer<typeof RepeatRuleSchema>;

/** The shortest repeat kept: a reminder every minute would be a nag the owner did not mean. */
export const MIN_REPEAT_MINUTES = 5;

const REAL_MS: Partial<Record<RepeatUnit, number>> = { minute: 60_000, hour: 3_600_000 };

/** One step of the rule from `from` (pure). */
function step(rule: RepeatRule, from: DateTime): DateTime {
  switch (rule.unit) {
    case "minute":
    case "hour":
      return from.plus({ milliseconds: rule.n * REAL_MS[rule.unit]! });
    case "weekday": {
      let next = from.plus({ days: 1 });
      while (next.weekday > 5) next = next.plus({ days: 1 });
      return next;
    }
    case "day":
      return from.plus({ days: rule.n });
    case "week": {
      if (!rule.days) return from.plus({ weeks: rule.n });
      let next = from.plus({ days: 1 });
      while (!rule.days.includes(next.weekday)) next = next.plus({ days: 1 });
      return next;
    }
    case "month":
      return from.plus({ months: rule.n });
    case "year":
      return from.plus({ years: rule.n });
  }
}

/**
 * The first occurrence of the series after `from` (the occurrence that rang, or was due) that is also after `now`
 * (pure). Wall-clock units keep the hour of `from` in `timeZone`; a month with no such day ends at its last one, as
 * luxon does, and the series goes on from there.
 */
export function nextOccurrence(rule: RepeatRule, from: Date, now: Date, timeZone: string): Date {
  const zone = zoneOf(timeZone);
  const real = REAL_MS[rule.unit];
  if (real !== undefined) {
    const every = rule.n * real;
    const k = Math.max(1, Math.floor((now.getTime() - from.getTime()) / every) + 1);
    return new Date(from.getTime() + k * every);
  }
  const start = DateTime.fromJSDate(from, { zone });
  let next = step(rule, start);
  // Many steps only after a long time away: jump close first, then step (months and years step from the start, so a
  // 31st stays the 31st where the month has one).
  for (let k = 1; next.toMillis() <= now.getTime(); k++) next = byDay(rule) ? step(rule, next) : stepTimes(rule, start, k + 1);
  return next.toJSDate();
}

/** The days of the week a series may ring on (ISO numbers), or null when it rings on any. */
function allowedDays(rule: RepeatRule): readonly number[] | null {
  if (rule.unit === "weekday") return [1, 2, 3, 4, 5];
  return rule.unit === "week" && rule.days ? rule.days : null;
}

/** Whether the series steps a day at a time to its next allowed day (every weekday, every monday and thursday). */
function byDay(rule: RepeatRule): boolean {
  return allowedDays(rule) !== null;
}

/**
 * A series' first minute set at `at`, moved on to the first day of the week the rule allows, at the same wall-clock time
 * (pure): "every weekday at 8" said on a Saturday first rings on Monday, "every monday and thursday at 9" said on a
 * Tuesday on Thursday. `at` as it is for a series on any day.
 */
export function onAllowedDay(rule: RepeatRule, at: Date, timeZone: string): Date {
  const days = allowedDays(rule);
  if (!days) return at;
  let d = DateTime.fromJSDate(at, { zone: zoneOf(timeZone) });
  for (let i = 0; i < 7 && !days.includes(d.weekday); i++) d = d.plus({ days: 1 });
  return d.toJSDate();
}

/**
 * A new series' first minute, from the minute its words resolved to (`at`): the earliest minute after `now` at the same
 * wall-clock time on a day the rule allows (pure). "ricordami ogni sera alle 22" reads its first time as "domani sera
 * alle 22", but said at 11:00 it first rings tonight; "every monday at 9" said on a Monday at 08:00 rings today. A
 * series every few days, weeks or months starts where its words put it.
 */
export function firstOccurrence(rule: RepeatRule, at: Date, now: Date, timeZone: string): Date {
  const days = allowedDays(rule);
  const back = rule.n === 1 && (rule.unit === "day" || days) ? { days: 1 } : rule.n === 1 && rule.unit === "week" ? { weeks: 1 } : null;
  let first = DateTime.fromJSDate(onAllowedDay(rule, at, timeZone), { zone: zoneOf(timeZone) });
  if (back) {
    for (let prev = first.minus(back); prev.toMillis() > now.getTime(); prev = prev.minus(back)) if (!days || days.includes(prev.weekday)) first = prev;
  }
  return first.toJSDate();
}

/** `k` steps from `start` at once (pure): "every month" from 31 January is 31 March two steps on, not 28 March. */
function stepTimes(rule: RepeatRule, start: DateTime, k: number): DateTime {
  return step({ ...rule, n: rule.n * k }, start);
}

/**
 * The rule a reminder request's repeat words say ("every day at 8" -> every day, "every 2 hours" -> every 2 hours, "jeden
 * Montag" -> every week, "tous les matins" -> every day), from the language's `repeats` and `repeatUnits` (pure). Null
 * when no repeat is said, or one shorter than MIN_REPEAT_MINUTES ("every minute" is set once).
 */
export function repeatRule(text: string, locale: Locale): RepeatRule | null {
  const days = repeatDaysSaid(text, locale)?.days;
  if (days) return days.length === 7 ? { unit: "day", n: 1 } : days.join() === "1,2,3,4,5" ? { unit: "weekday", n: 1 } : { unit: "week", n: 1, days };
  const counted = repeatEverySaid(text, locale);
  if (counted) return minutesOf(counted.rule) < MIN_REPEAT_MINUTES ? null : counted.rule;
  const cues = pack(locale).commitments.reminder;
  for (const [re] of cues.repeats) {
    const said = text.match(re)?.[0];
    if (!said) continue;
    const [, unit, count] = cues.repeatUnits.find(([u]) => u.test(said)) ?? [null, "day" as const, undefined];
    const digits = /\d+/u.exec(said)?.[0];
    const rule: RepeatRule = { unit, n: digits ? Math.min(1000, Math.max(1, Number(digits))) : (count ?? 1) };
    return minutesOf(rule) < MIN_REPEAT_MINUTES ? null : rule;
  }
  return null;
}

/** A rule's step in minutes where it steps in real time; Infinity for days and longer. */
function minutesOf(rule: RepeatRule): number {
  return rule.unit === "minute" ? rule.n : rule.unit === "hour" ? rule.n * 60 : Infinity;
}

/** A repeat every few units said with its count, as `repeatEverySaid` reads it. */
export interface EverySaid {
  rule: RepeatRule;
  said: string;
  index: number;
  /** What the phrase says of the first time: "in 2 hours" for minutes and hours; "" for days and longer (the hour said, or asked). */
  first: string;
}

/**
 * "every 2 days", "every three hours", "alle zwei Tage", "cada dos días", "om de twee uur": the rule and what it says of the
 * first time, from the pack's `repeatEvery` and `repeatUnits` (pure). Null when no such phrase is said.
 */
export function repeatEverySaid(text: string, locale: Locale): EverySaid | null {
  const p = pack(locale);
  const { re, numbers } = p.commitments.reminder.repeatEvery;
  const m = re.exec(text);
  const { n: count, unit: word } = m?.groups ?? {};
  if (!m || !count || !word) return null;
  const n = /^\d+$/u.test(count) ? Number(count) : (numbers[count.toLowerCase().replace(/\s+/gu, " ")] ?? null);
  if (n === null || n < 1) return null;
  const unit = p.commitments.reminder.repeatUnits.find(([u]) => u.test(word))?.[1] ?? "day";
  const rule: RepeatRule = { unit, n: Math.min(1000, n) };
  const first = unit === "minute" || unit === "hour" ? `${p.reply.reminderEdit.spanIn} ${count} ${word}` : "";
  return { rule, said: m[0], index: m.index, first };
}

/** "every day", "alle 2 Stunden", "chaque semaine": the rule in the owner's words (pure). */
export function repeatWords(rule: RepeatRule, locale: Locale): string {
  const one = rule.n === 1;
  switch (rule.unit) {
    case "minute":
      return t(locale, "repeat.minutes", { n: rule.n });
    case "hour":
      return one ? t(locale, "repeat.hour") : t(locale, "repeat.hours", { n: rule.n });
    case "weekday":
      return t(locale, "repeat.weekday");
    case "day":
      return one ? t(locale, "repeat.day") : t(locale, "repeat.days", { n: rule.n });
    case "week":
      if (rule.days) return t(locale, "repeat.on", { days: dayNames(rule.days, locale) });
      return one ? t(locale, "repeat.week") : t(locale, "repeat.weeks", { n: rule.n });
    case "month":
      return one ? t(locale, "repeat.month") : t(locale, "repeat.months", { n: rule.n });
    case "year":
      return one ? t(locale, "repeat.year") : t(locale, "repeat.years", { n: rule.n });
  }
}

/** "Monday and Thursday", "lundi et jeudi": the days in the language's own names and list (pure; Intl holds the names). */
function dayNames(days: readonly number[], locale: Locale): string {
  // 7 December 2026 is a Monday: day d of the ISO week is that date plus d - 1, named in UTC.
  const name = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(days.map((d) => name.format(Date.UTC(2026, 11, 6 + d))));
}

/** Where a request names several days of the week for its repeat: the days (ISO numbers, sorted) and the words said. */
export interface DaysSaid {
  days: number[];
  said: string;
  index: number;
}

/**
 * The days of the week a reminder request repeats on when it names them ("every monday and thursday", "mondays and
 * thursdays", "every weekend", "every day except weekends", "jeden Tag außer sonntags", "todos los lunes y jueves"), from
 * the pack's `repeatDays` (pure). Null when none is said, when a list follows no word of repeating ("on monday and
 * thursday" is this week's two days), or when "every day except" leaves no day. One day said alone is left to the
 * pack's `repeats` ("every monday", "on mondays" step by a week).
 */
export function repeatDaysSaid(text: string, locale: Locale): DaysSaid | null {
  const rd = pack(locale).commitments.reminder.repeatDays;
  const lower = text.toLowerCase();
  const word = (alts: string) => `(?:${alts})(?![\\p{L}])`;
  const day = rd.days.map(word).join("|");
  const sep = `\\s*,\\s*(?:(?:${rd.and})\\s+)?|\\s+(?:${rd.and})\\s+`;
  const list = `(?:${day})(?:(?:${sep})(?:${day}))*`;
  const daysOf = (said: string): number[] => {
    const out = new Set<number>();
    for (const piece of said.split(new RegExp(sep, "u"))) {
      const i = rd.days.findIndex((d) => new RegExp(`(?<![\\p{L}])${word(d)}`, "u").test(piece));
      if (i === 7) [6, 7].forEach((d) => out.add(d));
      else if (i >= 0) out.add(i + 1);
    }
    return [...out].sort((a, b) => a - b);
  };
  const found = (m: RegExpExecArray | null, days: number[]): DaysSaid | null => (m && days.length > 0 ? { days, said: m[0], index: m.index } : null);
  const except = new RegExp(`(?<![\\p{L}])(?:${rd.everyDay})\\s*,?\\s+(?:${rd.except})\\s+(?<list>${list})`, "u").exec(lower);
  if (except) return found(except, [1, 2, 3, 4, 5, 6, 7].filter((d) => !daysOf(except.groups!.list!).includes(d)));
  const every = new RegExp(`(?<![\\p{L}])(?:${rd.every})\\s+(?<list>${list})`, "u").exec(lower);
  if (every) {
    const days = daysOf(every.groups!.list!);
    if (days.length > 1) return found(every, days);
  }
  const habits = rd.habitual.filter((h) => h !== "");
  if (habits.length === 0) return null;
  const habit = habits.map(word).join("|");
  const plain = new RegExp(`(?<![\\p{L}])(?:${habit})(?:(?:${sep})(?:${habit}))*`, "u").exec(lower);
  const said = plain ? daysOf(plain[0]) : [];
  return said.length > 1 ? found(plain, said) : null;
}

/** Where a message names several days once each: the words said for each day, in order, what each means said alone, and the list's place. */
export interface DaysListed {
  pieces: string[];
  /** Each day as a due phrase of its own: the words said, or for a day said by ellipsis its whole phrase ("pasado" -> "pasado mañana"). */
  alone: string[];
  said: string;
  index: number;
}

/** A pattern source's alternatives at its top level ("domenic(?:a|he)|dom" -> two), parentheses kept whole. */
function alternatives(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) {
      out.push(source.slice(from, i));
      from = i + 1;
    }
  }
  return [...out, source.slice(from)];
}

/** The days a list may name, each an alternation of its forms and the phrase it means alone: the week's seven, the pack's `fromToday`, then its `dayAfter`. */
function listableDays(locale: Locale): ListableDay[] {
  const rd = pack(locale).commitments.reminder.repeatDays;
  const week = rd.days.slice(0, 7).map((d) => ({ alts: alternatives(d), alone: null, after: null }));
  const counted = rd.fromToday.map(([d, alone]) => ({ alts: alternatives(d), alone, after: null }));
  // The day after said by ellipsis is a day of its own only right after tomorrow (the week's seven, then today, tomorrow).
  const ellipsis = rd.dayAfter ? [{ alts: alternatives(rd.dayAfter), alone: rd.fromToday[2][1], after: week.length + 1 }] : [];
  return [...week, ...counted, ...ellipsis];
}

/** A day a list may name: its forms, the due phrase it means alone (null: as said), and the day that must come right before it. */
interface ListableDay {
  alts: string[];
  alone: string | null;
  after: number | null;
}

/** Two or more listable days joined by commas or the pack's `and`, found in lower-cased text (pure). */
function dayList(lower: string, locale: Locale): { m: RegExpExecArray; sep: string; days: ListableDay[] } | null {
  const rd = pack(locale).commitments.reminder.repeatDays;
  const days = listableDays(locale);
  const day = days.flatMap((d) => d.alts.map((a) => `(?:${a})(?![\\p{L}])`)).join("|");
  const sep = `\\s*,\\s*(?:(?:${rd.and})\\s+)?|\\s+(?:${rd.and})\\s+`;
  const m = new RegExp(`(?<![\\p{L}])(?:${day})(?:(?:${sep})(?:${day}))+`, "u").exec(lower);
  return m ? { m, sep, days } : null;
}

/** The list's pieces as days: each piece's day and what it means alone, or null when a piece is no day or fewer than two days differ. */
function listedDays(text: string, found: NonNullable<ReturnType<typeof dayList>>): DaysListed | null {
  const { m, sep, days } = found;
  const said = text.slice(m.index, m.index + m[0].length);
  const pieces = said.split(new RegExp(sep, "iu")).filter((p) => p.trim() !== "");
  const which = pieces.map((p) => days.findIndex((d) => d.alts.some((a) => new RegExp(`^(?:${a})$`, "u").test(p.toLowerCase()))));
  // "friday and the day after" is no list of days counted from today.
  if (which.some((d, k) => { const after = days[d]?.after ?? null; return after !== null && which[k - 1] !== after; })) return null;
  if (which.some((i) => i < 0) || new Set(which).size < 2) return null;
  return { pieces, alone: pieces.map((p, k) => days[which[k]!]!.alone ?? p), said, index: m.index };
}

/**
 * Two or more days named once each with no word of repeating ("on monday and thursday at 9", "am Montag und Donnerstag",
 * "el lunes y el jueves", "lunedì e giovedì", "tomorrow and the day after", "mañana y pasado", "morgen und übermorgen"): the
 * words of each day as said, for a caller that reads the message once per day (pure). Two days at least, each a day's name
 * or its short form ("mon and thu", "Mo und Do") or a day counted from today (the pack's `fromToday`), not the weekend; null
 * when the days are a repeat's (`repeatDaysSaid`), a span's ends ("between monday and thursday": `daysSpanned`), or fewer
 * than two different days.
 */
export function daysListed(text: string, locale: Locale): DaysListed | null {
  if (repeatDaysSaid(text, locale)) return null;
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return null;
  const found = dayList(lower, locale);
  if (!found || spanBefore(lower, found.m.index, locale)) return null;
  return listedDays(text, found);
}

/** The span word (and an article) right before a list's place ("between ", "entre el "), or null (pure). */
function spanBefore(lower: string, index: number, locale: Locale): RegExpExecArray | null {
  const span = pack(locale).commitments.reminder.repeatDays.span;
  return new RegExp(`(?<![\\p{L}])(?:${span})\\s+(?:\\p{L}+\\s+)?$`, "u").exec(lower.slice(0, index));
}

/** Two days as a span's ends ("between monday and thursday"): the first and the last as due phrases, and the place from the span's word to the last day. */
export interface DaysSpanned {
  first: string;
  last: string;
  /** Where the span's word starts, and how long it runs to the end of the last day. */
  index: number;
  length: number;
  /** The words between the span's word and the first day ("el " in "entre el lunes"), kept before the day that stands for the span. */
  article: string;
}

/**
 * Two days said as a span's ends ("between monday and thursday", "zwischen Montag und Donnerstag", "entre el lunes y el
 * jueves", "tra lunedì e giovedì", "tussen vandaag en vrijdag"): a window, not two days to act on each (pure). Null when no
 * span word stands right before exactly two different days.
 */
export function daysSpanned(text: string, locale: Locale): DaysSpanned | null {
  const lower = text.toLowerCase();
  if (lower.length !== text.length || repeatDaysSaid(text, locale)) return null;
  const found = dayList(lower, locale);
  const before = found ? spanBefore(lower, found.m.index, locale) : null;
  const listed = found && before ? listedDays(text, found) : null;
  if (!found || !before || !listed || listed.pieces.length !== 2) return null;
  const article = before[0].replace(/^\p{L}+\s+/u, "");
  return { first: listed.alone[0]!, last: listed.alone[1]!, index: before.index, length: found.m.index + found.m[0].length - before.index, article };
}

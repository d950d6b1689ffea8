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

/** How a reminder repeats: every `n` units ("every 2 hours", "every other day" = 2 days, "every weekday"). */
export const RepeatRuleSchema = z.object({
  unit: z.enum(REPEAT_UNITS),
  n: z.number().int().min(1).max(1000),
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
    case "week":
      return from.plus({ weeks: rule.n });
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
  for (let k = 1; next.toMillis() <= now.getTime(); k++) next = rule.unit === "weekday" ? step(rule, next) : stepTimes(rule, start, k + 1);
  return next.toJSDate();
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
  const cues = pack(locale).commitments.reminder;
  for (const [re] of cues.repeats) {
    const said = text.match(re)?.[0];
    if (!said) continue;
    const [, unit, count] = cues.repeatUnits.find(([u]) => u.test(said)) ?? [null, "day" as const, undefined];
    const digits = /\d+/u.exec(said)?.[0];
    const rule: RepeatRule = { unit, n: digits ? Math.min(1000, Math.max(1, Number(digits))) : (count ?? 1) };
    const minutes = rule.unit === "minute" ? rule.n : rule.unit === "hour" ? rule.n * 60 : Infinity;
    return minutes < MIN_REPEAT_MINUTES ? null : rule;
  }
  return null;
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
      return one ? t(locale, "repeat.week") : t(locale, "repeat.weeks", { n: rule.n });
    case "month":
      return one ? t(locale, "repeat.month") : t(locale, "repeat.months", { n: rule.n });
    case "year":
      return one ? t(locale, "repeat.year") : t(locale, "repeat.years", { n: rule.n });
  }
}

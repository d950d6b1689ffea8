/**
 * How /threads shows the open loops: one numbered line per live thread (id, summary, due time in
 * the owner's zone, snoozed and resting marked), a header and a footer. Pure: the same list is
 * shown by /threads and shown anew after one of its buttons was pressed (threads/closing.ts).
 * Must never: change a thread, or show a time outside the owner's zone.
 */
import { localDay, zoneOf } from "../base/zone.ts";
import { DateTime } from "luxon";
import { colon, t as say } from "../lang/index.ts";
import type { Locale, StringKey } from "../lang/index.ts";
import { formatDue } from "./due.ts";
import { repeatWords } from "./recurrence.ts";
import { isOverdue, remindedAt, REST_AFTER_UNANSWERED, sortForDisplay, type Thread } from "./store.ts";

/** One line of /threads for a live thread, e.g. "th-ab12  ship the onepager: due today 18:00". */
export function threadLine(t: Thread, now: Date, timeZone: string, locale: Locale = "en"): string {
  const parts: string[] = [];
  const snoozedUntil = t.snooze_until && Date.parse(t.snooze_until) > now.getTime() ? new Date(t.snooze_until) : null;
  // A reminder the owner asked for, put off: its moment is the snooze's ("snoozed until Mon 08:00"),
  // not "overdue since" the minute it already rang (a commitment's deadline still says so).
  const movedReminder = t.asked_reminder && snoozedUntil !== null;
  const rang = remindedAt(t);
  if (t.due_at && !movedReminder && rang) parts.push(say(locale, "cmd.remindedAt", { when: formatDue(rang, now, timeZone, locale) }));
  else if (t.due_at && !movedReminder) {
    const when = formatDue(new Date(t.due_at), now, timeZone, locale);
    parts.push(isOverdue(t, now) ? say(locale, "cmd.overdueSince", { when }) : say(locale, "ops.due", { when }));
  } else if (!t.due_at) parts.push(t.due_phrase ? say(locale, "cmd.noClockShort", { phrase: t.due_phrase }) : say(locale, "ops.noDue"));
  if (t.repeat) parts.push(repeatWords(t.repeat, locale));
  if (snoozedUntil) parts.push(say(locale, "cmd.snoozedUntil", { when: formatDue(snoozedUntil, now, timeZone, locale) }));
  if (t.unanswered_nudges >= REST_AFTER_UNANSWERED) parts.push(say(locale, "cmd.resting"));
  return `${t.id}  ${t.summary}${colon(locale)}${parts.join(", ")}`;
}

/** The /threads answer for a list of live threads. */
export function threadsListing(live: Thread[], now: Date, timeZone: string, locale: Locale = "en"): string {
  if (live.length === 0) return say(locale, "cmd.noThreads");
  const lines = sortForDisplay(live).map((t, i) => `${i + 1}. ${threadLine(t, now, timeZone, locale)}`);
  // The footer's example names a number the list has: "/done 2" under a list of one reads as a mistake.
  const example = Math.min(2, live.length);
  return `${say(locale, "cmd.threadsHeader", { count: live.length })}\n${lines.join("\n")}\n\n${say(locale, "cmd.threadsFooter", { n: example })}`;
}

/**
 * The live threads for today: overdue, or due (or back from a snooze) before the owner's day ends; what "what's
 * on today?" names, as the morning brief's digest does (brief/brief.ts), without the loops due later. Pure.
 */
export function forToday(live: readonly Thread[], now: Date, timeZone: string): Thread[] {
  const endOfDay = (localDay(now.getTime(), timeZone)?.to ?? DateTime.fromJSDate(now, { zone: zoneOf(timeZone) }).endOf("day").toMillis() + 1) - 1;
  const at = (t: Thread) => (t.snooze_until && Date.parse(t.snooze_until) > now.getTime() ? t.snooze_until : t.due_at);
  return sortForDisplay(live.filter((t) => at(t) !== null && at(t) !== undefined && Date.parse(at(t)!) <= endOfDay));
}

/** The answer to "what's on today?": today's and overdue loops numbered as /threads numbers them, or the whole list when none is for today. */
export function todayListing(live: Thread[], now: Date, timeZone: string, locale: Locale = "en"): Narrowed {
  return narrowedListing(forToday(live, now, timeZone), live, now, timeZone, locale, "cmd.todayHeader", "brief.nothingToday");
}

/**
 * The live threads for tomorrow: due (or back from a snooze) within the owner's next day, what "what do I have
 * tomorrow?" names; nothing overdue or later. Pure.
 */
export function forTomorrow(live: readonly Thread[], now: Date, timeZone: string): Thread[] {
  const day = DateTime.fromJSDate(now, { zone: zoneOf(timeZone) }).plus({ days: 1 });
  return dueBetween(live, now, day.startOf("day").toMillis(), day.endOf("day").toMillis());
}

/** The answer to "what do I have tomorrow?": tomorrow's loops numbered, or the whole list when none is for tomorrow. */
export function tomorrowListing(live: Thread[], now: Date, timeZone: string, locale: Locale = "en"): Narrowed {
  return narrowedListing(forTomorrow(live, now, timeZone), live, now, timeZone, locale, "cmd.tomorrowHeader", "cmd.nothingTomorrow");
}

/**
 * The live threads for this week: overdue, or due (or back from a snooze) before the end of the owner's Sunday, what
 * "what's due this week?" names; nothing later. Pure.
 */
export function forWeek(live: readonly Thread[], now: Date, timeZone: string): Thread[] {
  return dueBetween(live, now, -Infinity, DateTime.fromJSDate(now, { zone: zoneOf(timeZone) }).endOf("week").toMillis());
}

/** The answer to "what's due this week?": the week's and overdue loops numbered, or the whole list when none is for this week. */
export function weekListing(live: Thread[], now: Date, timeZone: string, locale: Locale = "en"): Narrowed {
  return narrowedListing(forWeek(live, now, timeZone), live, now, timeZone, locale, "cmd.weekHeader", "cmd.nothingWeek");
}

/** A list narrowed to some loops: the text to show and the loops in the order it numbers them. */
export interface Narrowed {
  text: string;
  shown: Thread[];
}

/** The loops whose moment (a snooze's end while it lasts, else the due time) falls between `from` and `to`, in display order. */
function dueBetween(live: readonly Thread[], now: Date, from: number, to: number): Thread[] {
  const at = (t: Thread) => (t.snooze_until && Date.parse(t.snooze_until) > now.getTime() ? t.snooze_until : t.due_at);
  return sortForDisplay(
    live.filter((t) => {
      const when = at(t);
      return when ? Date.parse(when) >= from && Date.parse(when) <= to : false;
    }),
  );
}

/** `picked` numbered under its header, or, when it is empty, the `none` line and the whole list (pure). */
function narrowedListing(picked: Thread[], live: Thread[], now: Date, timeZone: string, locale: Locale, header: StringKey, none: StringKey): Narrowed {
  if (!picked.length) return { text: live.length ? `${say(locale, none)}\n${threadsListing(live, now, timeZone, locale)}` : say(locale, "cmd.noThreads"), shown: sortForDisplay(live) };
  const lines = picked.map((t, i) => `${i + 1}. ${threadLine(t, now, timeZone, locale)}`);
  const example = Math.min(2, picked.length);
  return { text: `${say(locale, header, { count: picked.length, total: live.length })}\n${lines.join("\n")}\n\n${say(locale, "cmd.threadsFooter", { n: example })}`, shown: picked };
}

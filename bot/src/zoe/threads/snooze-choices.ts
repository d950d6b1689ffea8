/**
 * The times a Snooze button offers: what fits the moment (in 10 minutes, in an hour, tonight,
 * the next morning, pick a day), computed from `now`, the owner's zone and active hours, and
 * encoded in callback data that names the minute itself, so a press means the time the owner read.
 * Must never: offer a time inside quiet hours or in the past, read the clock itself, or change a
 * thread (the chosen time goes through threads/transitions.ts like any other snooze).
 */
import { DateTime } from "luxon";
import { MINUTE } from "../base/clock.ts";
import { zoneOf } from "../base/zone.ts";
import type { Button } from "../channels/index.ts";
import { t } from "../lang/index.ts";
import type { Locale } from "../lang/index.ts";
import { isActive, nextMorning } from "../settings/index.ts";

/** One offered time. `day`: a "pick a day" entry (labelled with its weekday). */
export interface SnoozeChoice {
  kind: "in10" | "in1h" | "tonight" | "morning" | "pick" | "day";
  /** The minute it snoozes to (null for "pick a day", which asks for the day). */
  at: Date | null;
}

type Hours = { start: string; end: string };

/** "Tonight" means this hour, offered only while there is an evening left before it. */
export const TONIGHT_HOUR = 20;
/** The last local time at which "tonight" is still offered (an hour before TONIGHT_HOUR). */
const TONIGHT_OFFERED_BEFORE = (TONIGHT_HOUR - 1) * 60;
/** How many days "pick a day" offers, after the next morning's. */
export const PICK_DAYS = 5;

const minutesOf = (hm: string) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3, 5));

/** The choices under Snooze at `now`, in the order shown; "pick a day" always comes last. */
export function snoozeChoices(now: Date, timeZone: string, hours: Hours): SnoozeChoice[] {
  const zone = zoneOf(timeZone);
  const local = DateTime.fromJSDate(now, { zone });
  const out: SnoozeChoice[] = [];
  // Relative choices only while they land in active hours: at 21:55 "in an hour" would be held until morning anyway.
  for (const [kind, mins] of [["in10", 10], ["in1h", 60]] as const) {
    const at = new Date(now.getTime() + mins * MINUTE);
    if (isActive(at, timeZone, hours)) out.push({ kind, at });
  }
  const tonight = local.set({ hour: TONIGHT_HOUR, minute: 0, second: 0, millisecond: 0 }).toJSDate();
  // In the small hours "tonight" would be a whole day away: offered only from the morning on.
  const nowMins = local.hour * 60 + local.minute;
  if (nowMins >= minutesOf(hours.start) && nowMins < TONIGHT_OFFERED_BEFORE && isActive(tonight, timeZone, hours)) out.push({ kind: "tonight", at: tonight });
  out.push({ kind: "morning", at: nextMorning(now, timeZone, hours) });
  out.push({ kind: "pick", at: null });
  return out;
}

/** How far a vague "later" ("mais tarde", "más tarde", "später") puts a loop off, when the day still has room. */
export const LATER_TODAY_MS = 3 * 60 * MINUTE;
/** The last hour a vague "later" may land on the same day. */
export const LATER_TODAY_LAST_HOUR = 21;

/**
 * A vague "later" said at `now`: three hours on, at the next quarter hour, when that is still today, inside active
 * hours and no later than LATER_TODAY_LAST_HOUR (21:00, the evening's end a pause "until this evening" keeps too); else
 * the next morning. A "later" said in the evening is not a promise of a ping at a quarter to ten. Pure.
 */
export function laterToday(now: Date, timeZone: string, hours: Hours): Date {
  const zone = zoneOf(timeZone);
  const quarter = 15 * MINUTE;
  const at = new Date(Math.ceil((now.getTime() + LATER_TODAY_MS) / quarter) * quarter);
  const sameDay = DateTime.fromJSDate(at, { zone }).hasSame(DateTime.fromJSDate(now, { zone }), "day");
  const local = DateTime.fromJSDate(at, { zone });
  const byTonight = local.hour * 60 + local.minute <= LATER_TODAY_LAST_HOUR * 60;
  return sameDay && byTonight && isActive(at, timeZone, hours) ? at : nextMorning(now, timeZone, hours);
}

/** How many times "move the meeting" (no time said) offers. */
export const MOVE_CHOICES = 3;

/**
 * The times "move the meeting" offers when the owner named no time: a loop due at an hour still ahead keeps that hour
 * on the next days after its own day (a meeting moves to another day, not to "in 10 minutes"); one with no hour ahead
 * gets the usual snooze times (in an hour, tonight, the next morning). Only times inside active hours. Pure.
 */
export function moveChoices(dueAt: string | null, now: Date, timeZone: string, hours: Hours): Date[] {
  const zone = zoneOf(timeZone);
  const due = dueAt ? DateTime.fromISO(dueAt, { zone }) : null;
  if (due && due.toMillis() > now.getTime()) {
    const out: Date[] = [];
    for (let d = 1; out.length < MOVE_CHOICES && d <= MOVE_CHOICES + 4; d++) {
      const at = due.plus({ days: d }).toJSDate();
      if (isActive(at, timeZone, hours)) out.push(at);
    }
    if (out.length) return out;
  }
  return snoozeChoices(now, timeZone, hours)
    .filter((c) => c.at !== null && c.kind !== "in10")
    .map((c) => c.at!)
    .slice(0, MOVE_CHOICES);
}

/** A reminder the owner asked for less than this far ahead is one for the moment ("remind me in 3 minutes"). */
export const NEAR_REMINDER_MS = 60 * MINUTE;
/** The shortest put-off a "later" to such a reminder takes. */
export const NEAR_LATER_MIN_MS = 10 * MINUTE;

/**
 * A vague "later" to a reminder the owner asked for minutes ahead (`askedAt` to `remindAt` under NEAR_REMINDER_MS): put
 * off by as long as they first waited, at least NEAR_LATER_MIN_MS, so "later" to the oven's 3-minute reminder means in
 * ten minutes, not in three hours. Null for a reminder asked further ahead, in the evening when a "later" is the next
 * morning anyway (`laterToday` says so: no evening left), or when that minute falls outside active hours. Pure.
 */
export function laterForNearReminder(askedAt: Date, remindAt: Date, now: Date, timeZone: string, hours: Hours): Date | null {
  const lead = remindAt.getTime() - askedAt.getTime();
  if (lead <= 0 || lead >= NEAR_REMINDER_MS) return null;
  const zone = zoneOf(timeZone);
  if (!DateTime.fromJSDate(laterToday(now, timeZone, hours), { zone }).hasSame(DateTime.fromJSDate(now, { zone }), "day")) return null;
  const at = new Date(Math.ceil((now.getTime() + Math.max(lead, NEAR_LATER_MIN_MS)) / MINUTE) * MINUTE);
  return isActive(at, timeZone, hours) ? at : null;
}

/** The days "pick a day" offers: the PICK_DAYS days after the next morning's, each at the start of active hours. */
export function pickDayChoices(now: Date, timeZone: string, hours: Hours): SnoozeChoice[] {
  const zone = zoneOf(timeZone);
  const first = DateTime.fromJSDate(nextMorning(now, timeZone, hours), { zone });
  const start = minutesOf(hours.start);
  return Array.from({ length: PICK_DAYS }, (_, i) => ({
    kind: "day" as const,
    at: first
      .plus({ days: i + 1 })
      .set({ hour: Math.floor(start / 60), minute: start % 60, second: 0, millisecond: 0 })
      .toJSDate(),
  }));
}

/** What the owner reads on a choice's button, in their language. */
export function choiceLabel(c: SnoozeChoice, now: Date, timeZone: string, locale: Locale): string {
  const zone = zoneOf(timeZone);
  const at = c.at ? DateTime.fromJSDate(c.at, { zone }) : null;
  const time = at ? at.toFormat("HH:mm") : "";
  switch (c.kind) {
    case "in10":
      return t(locale, "btn.snoozeIn10");
    case "in1h":
      return t(locale, "btn.snoozeIn1h");
    case "tonight":
      return t(locale, "btn.snoozeTonight", { time });
    case "morning":
      return at && at.hasSame(DateTime.fromJSDate(now, { zone }), "day") ? t(locale, "btn.snoozeThisMorning", { time }) : t(locale, "btn.snoozeTomorrowMorning", { time });
    case "pick":
      return t(locale, "btn.snoozePickDay");
    case "day":
      // The weekday and date as the owner's language writes them, e.g. "Mo., 8. Juni" or "Mon 8 Jun".
      return at!.setLocale(locale).toLocaleString({ weekday: "short", day: "numeric", month: "short" });
  }
}

// --- callback data ----------------------------------------------------------------------------

/** Snooze-to-a-minute data: `t:z:<minutes since epoch, base 36>:<thread id>` (about 25 bytes, below Telegram's 64). */
export function snoozeAtData(at: Date, threadId: string): string {
  return `t:z:${Math.round(at.getTime() / MINUTE).toString(36)}:${threadId}`;
}

/**
 * Move-to-a-minute data: `t:v:<minutes since epoch, base 36>:<thread id>`: a new due time for the loop (a move asked
 * in words, "move the dentist to friday"), not a snooze of the old one.
 */
export function moveAtData(at: Date, threadId: string): string {
  return `t:v:${Math.round(at.getTime() / MINUTE).toString(36)}:${threadId}`;
}

const MOVE_DATA = /^t:v:([0-9a-z]{1,9}):(th-[a-z0-9]{4,8})$/;

/** Read move data; null for anything else or malformed. */
export function parseMoveData(data: string): { threadId: string; at: Date } | null {
  const m = MOVE_DATA.exec(data);
  return m ? { threadId: m[2]!, at: new Date(parseInt(m[1]!, 36) * MINUTE) } : null;
}

/** "Pick a day" data: `t:p:<thread id>`. */
export const pickDayData = (threadId: string) => `t:p:${threadId}`;

const AT_DATA = /^t:z:([0-9a-z]{1,9}):(th-[a-z0-9]{4,8})$/;
const PICK_DATA = /^t:p:(th-[a-z0-9]{4,8})$/;

/** Read snooze-choice data; null for anything else or malformed. */
export function parseSnoozeData(data: string): { threadId: string; at: Date | null } | null {
  const m = AT_DATA.exec(data);
  if (m) return { threadId: m[2]!, at: new Date(parseInt(m[1]!, 36) * MINUTE) };
  const p = PICK_DATA.exec(data);
  return p ? { threadId: p[1]!, at: null } : null;
}

function toButton(c: SnoozeChoice, threadId: string, now: Date, timeZone: string, locale: Locale): Button {
  return { label: choiceLabel(c, now, timeZone, locale), data: c.at ? snoozeAtData(c.at, threadId) : pickDayData(threadId) };
}

/** The buttons under "Snooze until when?": two per row. */
export function snoozeButtons(threadId: string, now: Date, timeZone: string, hours: Hours, locale: Locale): Button[][] {
  const flat = snoozeChoices(now, timeZone, hours).map((c) => toButton(c, threadId, now, timeZone, locale));
  const rows: Button[][] = [];
  for (let i = 0; i < flat.length; i += 2) rows.push(flat.slice(i, i + 2));
  return rows;
}

/** The buttons under "Which day?": one row of the next days. */
export function pickDayButtons(threadId: string, now: Date, timeZone: string, hours: Hours, locale: Locale): Button[][] {
  return [pickDayChoices(now, timeZone, hours).map((c) => toButton(c, threadId, now, timeZone, locale))];
}

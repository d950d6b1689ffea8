/**
 * The owner's settings for when ZOE may speak: mode, active hours, brief time, threshold
 * adjustments. Stored per owner (`settings.json`); the pure helpers here answer "is this instant
 * inside active hours?" and "when does the next active window start?" in the owner's zone.
 * Must never: compute hours in UTC; every wall-clock rule is in the owner's zone.
 */
import { DateTime } from "luxon";
import { localDay, wallClock, zoneOf } from "../base/zone.ts";

const MINUTE_MS = 60_000;
import { z } from "zod";
import { LOCALES } from "../lang/index.ts";
import type { Document, Space } from "../storage/index.ts";

export const MODES = ["quiet", "balanced", "proactive"] as const;
export type Mode = (typeof MODES)[number];

/**
 * Base interrupt thresholds per mode (a candidate's score must reach it to be considered).
 * quiet: nothing is pushed at all (the threshold is above any score); balanced: due follow-ups
 * and decisions clear it, check-ins do not; proactive: lower, so check-ins and heads-ups clear it.
 */
export const BASE_THRESHOLD: Record<Mode, number> = { quiet: 1.01, balanced: 0.6, proactive: 0.4 };
/** The self-throttle and "quieter" never push the threshold past this; "louder" never below the floor. */
export const THRESHOLD_MAX = 0.95;
export const THRESHOLD_MIN = 0.2;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM");

export const OwnerSettingsSchema = z.object({
  version: z.literal(1),
  mode: z.enum(MODES).default("balanced"),
  /** When ZOE may speak first, in the owner's zone; the rest is quiet hours. May wrap midnight. */
  activeHours: z.object({ start: hhmm, end: hhmm }).default({ start: "08:00", end: "22:00" }),
  briefAt: hhmm.default("09:00"),
  briefEnabled: z.boolean().default(true),
  /** The owner's own adjustment ("quieter"/"louder"), added to the mode's base. */
  thresholdOffset: z.number().min(-1).max(1).default(0),
  /** The self-throttle's current raise, decaying as pushes are answered. */
  throttleRaise: z.number().min(0).max(1).default(0),
  /** The "want me to dial back?" question was asked for the current raise. */
  throttleAsked: z.boolean().default(false),
  /** When the self-throttle last raised the threshold (pushes before it no longer count). */
  throttleRaisedAt: z.string().nullable().default(null),
  /** Per-thread adjustments from "more nudges on X" / "fewer on X". */
  threadOffsets: z.record(z.string(), z.number().min(-1).max(1)).default({}),
  /**
   * Idempotency keys of the latest conversation turns whose "quieter"/"louder" were applied (a
   * turn handled again after a crash must not move the bar twice). Newest last, a few kept.
   */
  appliedOpKeys: z.array(z.string()).default([]),
  /** Hours of owner silence before a went-quiet check-in (proactive mode only). */
  quietCheckinHours: z.number().positive().default(48),
  /**
   * A pause the owner asked for in words ("mute until monday", "no messages tonight"): until this instant ZOE speaks
   * first no more than in quiet hours (reminders asked for at a minute wait for its end, as quiet hours hold them);
   * null: no pause. "You can message me again" clears it.
   */
  quietUntil: z.string().nullable().default(null),
  /** The language detected in the owner's messages (ZOE_LOCALE, when set, wins); null: none yet. */
  locale: z.enum(LOCALES).nullable().default(null),
});
export type OwnerSettings = z.infer<typeof OwnerSettingsSchema>;

export const defaultOwnerSettings = (): OwnerSettings => OwnerSettingsSchema.parse({ version: 1 });

/** Parse "22:00-08:00" (quiet hours) or "08:00-22:00" (active hours) strings. */
export function parseRange(text: string): { start: string; end: string } | null {
  const m = /^\s*(\d{1,2}):?(\d{2})\s*[-–to ]+\s*(\d{1,2}):?(\d{2})\s*$/.exec(text);
  if (!m) return null;
  const norm = (h: string, mm: string) => {
    const hh = Number(h);
    const mi = Number(mm);
    return hh <= 23 && mi <= 59 ? `${String(hh).padStart(2, "0")}:${String(mi).padStart(2, "0")}` : null;
  };
  const start = norm(m[1]!, m[2]!);
  const end = norm(m[3]!, m[4]!);
  return start && end && start !== end ? { start, end } : null;
}

const minutesOf = (hm: string) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3, 5));

/** Whether `now` falls inside the active window (owner's zone; windows may wrap midnight). */
export function isActive(now: Date, timeZone: string, hours: { start: string; end: string }): boolean {
  // Asked by every tick and guard: the wall clock's fields without a luxon DateTime.
  const local = wallClock(now.getTime(), timeZone);
  const m = local.hour * 60 + local.minute;
  const s = minutesOf(hours.start);
  const e = minutesOf(hours.end);
  return s < e ? m >= s && m < e : m >= s || m < e;
}

/** The end of the owner's pause when one holds at `now`, else null. */
export function pausedUntil(settings: Pick<OwnerSettings, "quietUntil">, now: Date): Date | null {
  const until = settings.quietUntil ? Date.parse(settings.quietUntil) : NaN;
  return Number.isFinite(until) && until > now.getTime() ? new Date(until) : null;
}

/** The first instant at or after `now` inside active hours. */
export function nextActiveStart(now: Date, timeZone: string, hours: { start: string; end: string }): Date {
  return isActive(now, timeZone, hours) ? now : nextMorning(now, timeZone, hours);
}

/** The start of active hours on the next morning (the default end of a snooze). */
export function nextMorning(now: Date, timeZone: string, hours: { start: string; end: string }): Date {
  const s = minutesOf(hours.start);
  // Asked by every tick held in quiet hours: by arithmetic when no clock change is near (the
  // offset is the same a day either side of `now`), else luxon's wall time.
  const ms = now.getTime();
  const day = localDay(ms, timeZone);
  if (day) {
    const today = day.from + s * MINUTE_MS;
    // Tomorrow's start is within a day after `now`, where the offset is `now`'s (localDay).
    return new Date(today > ms ? today : day.to + s * MINUTE_MS);
  }
  const local = DateTime.fromJSDate(now, { zone: zoneOf(timeZone) });
  let candidate = local.startOf("day").set({ hour: Math.floor(s / 60), minute: s % 60 });
  // Before today's start (e.g. a snooze at 02:00) "the next morning" is today's.
  if (candidate <= local) candidate = candidate.plus({ days: 1 });
  return candidate.toJSDate();
}

/** The interrupt threshold in force, for a thread or overall. */
export function thresholdFor(settings: OwnerSettings, threadId?: string | null): number {
  const base = BASE_THRESHOLD[settings.mode];
  if (settings.mode === "quiet") return base;
  const perThread = threadId ? (settings.threadOffsets[threadId] ?? 0) : 0;
  const t = base + settings.thresholdOffset + settings.throttleRaise + perThread;
  return Math.min(THRESHOLD_MAX, Math.max(THRESHOLD_MIN, Math.round(t * 100) / 100));
}

export class OwnerSettingsStore {
  private readonly file: Document<OwnerSettings>;

  constructor(space: Space) {
    // Pretty-printed: owners read their settings by hand.
    this.file = space.document({ name: "settings", schema: OwnerSettingsSchema, initial: defaultOwnerSettings, pretty: true });
  }

  async get(): Promise<OwnerSettings> {
    return this.file.read();
  }

  async update<R>(fn: (s: OwnerSettings) => R): Promise<R> {
    return this.file.update(fn);
  }
}

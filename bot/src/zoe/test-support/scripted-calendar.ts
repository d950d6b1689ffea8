/**
 * An in-memory calendar with the same read interface as CalendarFeed (`poll`, `events`, `health`,
 * `markWarned`), fed by `upsert(event)` and `cancel(key)` instead of an ICS address. Each poll()
 * diffs the calendar against what the previous poll saw with the real `diffSnapshots`, so changes
 * reach ZOE exactly as the feed's would (the first poll is a baseline and reports none). Used by
 * tests and by the replay harness (`applyScenarioCalendarEvent`).
 * Must never: read the wall clock (time is the injected clock), or report a change before poll().
 */
import { DateTime } from "luxon";
import { zoneOf } from "../base/zone.ts";
import { z } from "zod";
import { DAY, HOUR, type Clock } from "../base/clock.ts";
import { diffSnapshots } from "../calendar/deltas.ts";
import { type CalendarDelta, type CalendarEvent, CalendarEventSchema } from "../calendar/event.ts";
import type { PollResult } from "../calendar/feed.ts";
import type { FeedHealth } from "../calendar/snapshot.ts";

/** A meeting as a test or scenario states it; times are ISO 8601, read in the calendar's zone without an offset. */
export interface ScriptedEventInput {
  uid: string;
  title: string;
  /** ISO 8601; a bare date ("2025-06-02") makes an all-day event starting that day. */
  start: string;
  end: string;
  attendees?: string[];
  location?: string;
  /** Default: a bare-date start. */
  allDay?: boolean;
  /** One occurrence of a series: `uid|<original start>` (default: the uid, a single event). */
  instanceKey?: string;
  status?: "confirmed" | "tentative";
}

/** Options for {@link ScriptedCalendar}. */
export interface ScriptedCalendarOptions {
  clock: Clock;
  /** Zone for times without an offset. Default UTC. */
  timeZone?: string;
  /** The window events() returns and deltas concern. Default 48 hours, as the feed. */
  horizonMs?: number;
  /** A failure this long should be reported to the owner. Default 1 day, as the feed. */
  warnAfterMs?: number;
  /** The source label (as a feed's `host#hash`). Default "scripted". */
  label?: string;
}

/**
 * The calendar part of a replay scenario event: a meeting to add or change (`event`), and/or an
 * instanceKey or uid to cancel (`cancel`). Compose it into the harness's event schema with
 * `.shape`; "at least one of the two" is the harness's check (a refinement would stop `.extend`).
 */
export const ScenarioCalendarEventSchema = z.object({
  event: z
    .strictObject({
      uid: z.string().min(1),
      title: z.string(),
      start: z.string().refine((s) => DateTime.fromISO(s, { setZone: true }).isValid, "must be an ISO-8601 time"),
      end: z.string().refine((s) => DateTime.fromISO(s, { setZone: true }).isValid, "must be an ISO-8601 time"),
      attendees: z.array(z.string()).optional(),
    })
    .optional(),
  cancel: z.string().min(1).optional(),
});
/** The calendar part of a replay scenario event. */
export type ScenarioCalendarEvent = z.infer<typeof ScenarioCalendarEventSchema>;

/**
 * A copy of an event (flat but for its attendees): what structuredClone would give, at a fraction
 * of its cost. A replay reads the calendar a few hundred times a simulated day.
 */
const copyEvent = (e: CalendarEvent): CalendarEvent => ({ ...e, attendees: [...e.attendees] });
/** `a.localeCompare(b)`, with the collator made once. */
const collate = new Intl.Collator().compare;

/** A calendar held in memory, polled like a feed. */
export class ScriptedCalendar {
  readonly timeZone: string;
  readonly label: string;
  private readonly clock: Clock;
  private readonly horizonMs: number;
  private readonly warnAfterMs: number;
  /** The calendar as it is now (what a server would serve). */
  private readonly live = new Map<string, CalendarEvent>();
  /** What the last successful poll saw; null before the first. */
  private seen: CalendarEvent[] | null = null;
  /** `seen` in start order with each one's start and end instants (made on first use after each change). */
  private seenSorted: Array<{ e: CalendarEvent; start: number; end: number }> | null = null;
  /** Changes to the calendar so far, and how many the last successful poll saw. */
  private changes = 0;
  private seenChanges = -1;
  private failing: string | null = null;
  private failingSince: string | null = null;
  private warnedAt: string | null = null;
  private lastSuccessAt: string | null = null;
  private failures = 0;
  /** How many times poll() was called. */
  polls = 0;

  constructor(opts: ScriptedCalendarOptions) {
    this.clock = opts.clock;
    this.timeZone = opts.timeZone ?? "UTC";
    this.horizonMs = opts.horizonMs ?? 48 * HOUR;
    this.warnAfterMs = opts.warnAfterMs ?? DAY;
    this.label = opts.label ?? "scripted";
  }

  private instant(text: string, what: string): string {
    const dt = DateTime.fromISO(text, { zone: zoneOf(this.timeZone) });
    if (!dt.isValid) throw new Error(`ScriptedCalendar: ${what} "${text}" is not an ISO-8601 time`);
    return dt.toUTC().toISO()!;
  }

  /** Add an event, or change the one with the same instanceKey (a new start is a move). Returns it as stored. */
  upsert(input: ScriptedEventInput): CalendarEvent {
    const allDay = input.allDay ?? /^\d{4}-\d{2}-\d{2}$/.test(input.start.trim());
    const start = this.instant(input.start, "start");
    const end = this.instant(input.end, "end");
    const event = CalendarEventSchema.parse({
      uid: input.uid,
      instanceKey: input.instanceKey ?? input.uid,
      title: input.title,
      start,
      end: Date.parse(end) < Date.parse(start) ? start : end,
      allDay,
      attendees: input.attendees ?? [],
      ...(input.location ? { location: input.location } : {}),
      status: input.status ?? "confirmed",
      source: this.label,
    });
    this.live.set(event.instanceKey, event);
    this.changes++;
    return structuredClone(event);
  }

  /**
   * Cancel an occurrence by instanceKey, or every occurrence of a uid (as STATUS:CANCELLED does).
   * Returns how many were cancelled.
   */
  cancel(key: string): number {
    const exact = this.live.get(key);
    const hit = exact ? [exact] : [...this.live.values()].filter((e) => e.uid === key);
    let n = 0;
    for (const e of hit) {
      if (e.status === "cancelled") continue;
      this.live.set(e.instanceKey, { ...e, status: "cancelled" });
      this.changes++;
      n++;
    }
    return n;
  }

  /** Make every poll fail with `reason` from now on (null: work again). */
  fail(reason: string | null): void {
    this.failing = reason;
  }

  /** The upcoming events of the last good snapshot, in start order, as copies. */
  private window(includeCancelled: boolean, now: Date = this.clock.now()): CalendarEvent[] {
    const from = now.getTime();
    const to = from + this.horizonMs;
    // Sorted once per snapshot: the replay reads one snapshot a few hundred times.
    this.seenSorted ??= [...(this.seen ?? [])]
      .sort((a, b) => collate(a.start, b.start) || collate(a.instanceKey, b.instanceKey))
      .map((e) => ({ e, start: Date.parse(e.start), end: Date.parse(e.end) }));
    const out: CalendarEvent[] = [];
    for (const { e, start, end } of this.seenSorted) {
      if (!includeCancelled && e.status === "cancelled") continue;
      if (start < to && (end > from || start >= from)) out.push(copyEvent(e));
    }
    return out;
  }

  /** One round, as CalendarFeed.poll(): the upcoming events and the changes since the last good poll. */
  async poll(): Promise<PollResult> {
    this.polls++;
    const now = this.clock.now();
    if (this.failing !== null) {
      this.failingSince ??= now.toISOString();
      this.failures++;
      return { events: this.window(false), deltas: [] };
    }
    // The stored events are never changed in place (upsert and cancel store new objects, and
    // nothing outside holds one), so the snapshot can share them.
    // Nothing changed since the last good poll: the same snapshot, and no deltas (two equal
    // snapshots have none: an occurrence that scrolls in or out of view is never a change).
    let deltas: CalendarDelta[] = [];
    if (this.seen === null || this.seenChanges !== this.changes) {
      const next = [...this.live.values()];
      if (this.seen) deltas = diffSnapshots(this.seen, next, now, { horizonMs: this.horizonMs });
      this.seen = next;
      this.seenSorted = null;
      this.seenChanges = this.changes;
    }
    this.lastSuccessAt = now.toISOString();
    this.failingSince = null;
    this.warnedAt = null;
    this.failures = 0;
    return { events: this.window(false), deltas };
  }

  /** Upcoming events as the last good poll saw them (nothing before the first poll). */
  async events(opts: { includeCancelled?: boolean; now?: Date } = {}): Promise<CalendarEvent[]> {
    return this.window(opts.includeCancelled === true, opts.now);
  }

  /** The one source's health, as CalendarFeed.health(). */
  health(): FeedHealth[] {
    const now = this.clock.now().getTime();
    return [
      {
        source: this.label,
        ok: this.failingSince === null,
        failingSince: this.failingSince,
        lastSuccessAt: this.lastSuccessAt,
        lastError: this.failingSince ? this.failing : null,
        consecutiveFailures: this.failures,
        nextAttemptAt: null,
        shouldWarnOwner:
          this.failingSince !== null && this.warnedAt === null && now - Date.parse(this.failingSince) >= this.warnAfterMs,
        limited: null, // a scripted calendar holds what the scenario put in it, within every bound
        shouldTellLimits: false,
      },
    ];
  }

  /** Record that the owner was told about the current failure. */
  async markWarned(source: string): Promise<void> {
    if (source === this.label && this.failingSince && !this.warnedAt) this.warnedAt = this.clock.now().toISOString();
  }

  /** Nothing is ever left out of a scripted calendar. */
  async markLimitsTold(): Promise<void> {}
}

/**
 * Apply one replay scenario calendar event: `cancel` (an instanceKey or uid) first, then `event`
 * (added, or changed when the uid exists: a new start is a move). Times without an offset are read
 * in the calendar's zone. ZOE notices at its next calendar poll (at most 10 minutes later), as in
 * production. Returns what changed; throws on an unreadable time.
 */
export function applyScenarioCalendarEvent(
  cal: ScriptedCalendar,
  ev: { event?: { uid: string; title: string; start: string; end: string; attendees?: string[] }; cancel?: string },
): { upserted: CalendarEvent | null; cancelled: number } {
  const cancelled = ev.cancel ? cal.cancel(ev.cancel) : 0;
  const upserted = ev.event
    ? cal.upsert({
        uid: ev.event.uid,
        title: ev.event.title,
        start: ev.event.start,
        end: ev.event.end,
        attendees: ev.event.attendees ?? [],
      })
    : null;
  return { upserted, cancelled };
}

/**
 * The stored calendar snapshot (one file per owner's state directory): the last good events of
 * each source, how far ahead they were computed, and each source's failure record, so a restart
 * neither forgets a day-long outage nor warns the owner about it twice. Plus the pure rules for
 * retry backoff and the one-day warning.
 * Must never: store a source's address (sources are keyed by their hashed label), or drop a
 * source's last good events because a fetch failed.
 */
import { z } from "zod";
import type { Logger } from "../base/log.ts";
import type { Document, Space } from "../storage/index.ts";
import { MAX_LEFT_OUT_LISTED } from "./bounds.ts";
import { type CalendarEvent, CalendarEventSchema } from "./event.ts";

/** What the reads of a source left out to stay within their bounds (bounds.ts), while they do. */
export const SourceLimitsSchema = z.object({
  /** UIDs of recurring events left out whole: their absence is no change to report. */
  leftOut: z.array(z.string()).max(MAX_LEFT_OUT_LISTED),
  /** Occurrences past the per-feed cap at the last read (the latest ones). */
  droppedOccurrences: z.number().int().nonnegative(),
  /** The first read that left something out, in this run of such reads. */
  since: z.iso.datetime(),
  /** When the owner was told about this run; null until then. */
  toldAt: z.iso.datetime().nullable(),
});

/** What the reads of a source left out to stay within their bounds. */
export type SourceLimits = z.infer<typeof SourceLimitsSchema>;

/** One source's stored state. */
export const SourceStateSchema = z.object({
  /** Last good events, covering [coveredFrom, coveredUntil]. */
  events: z.array(CalendarEventSchema),
  coveredFrom: z.iso.datetime().nullable(),
  coveredUntil: z.iso.datetime().nullable(),
  lastSuccessAt: z.iso.datetime().nullable(),
  /** When the current run of failures began; null while healthy. */
  failingSince: z.iso.datetime().nullable(),
  /** When the owner was told about the current run of failures; null re-arms the warning. */
  warnedAt: z.iso.datetime().nullable(),
  /** Why the last attempt failed (log-safe: no address). */
  lastError: z.string().max(500).nullable(),
  consecutiveFailures: z.number().int().nonnegative(),
  /** Null while the source's reads stay within their bounds (and in snapshots written before them). */
  limits: SourceLimitsSchema.nullable().default(null),
});

/** One source's stored state. */
export type SourceState = z.infer<typeof SourceStateSchema>;

/** The whole snapshot file. */
export const CalendarSnapshotSchema = z.object({
  version: z.literal(1),
  /** Keyed by source label (`host#hash`). */
  sources: z.record(z.string(), SourceStateSchema),
});

/** The whole snapshot file. */
export type CalendarSnapshot = z.infer<typeof CalendarSnapshotSchema>;

/** A source's state before its first attempt. */
export function emptySourceState(): SourceState {
  return {
    events: [],
    coveredFrom: null,
    coveredUntil: null,
    lastSuccessAt: null,
    failingSince: null,
    warnedAt: null,
    lastError: null,
    consecutiveFailures: 0,
    limits: null,
  };
}

/** The snapshot file's name inside the state directory. */
export const SNAPSHOT_FILE = "calendar-snapshot.json";

/** The snapshot's document name (`calendar-snapshot.json` on the files backend). */
export const SNAPSHOT_DOC = "calendar-snapshot";

/** The snapshot document in an owner's storage space. */
export function openSnapshot(space: Space): Document<CalendarSnapshot> {
  return space.document<CalendarSnapshot>({ name: SNAPSHOT_DOC, schema: CalendarSnapshotSchema, initial: () => ({ version: 1, sources: {} }) });
}

/** Wait before retry number `failures` (1-based): base, 2×base, 4×base… never more than `capMs`. */
export function retryDelayMs(failures: number, baseMs: number, capMs: number): number {
  const exp = Math.min(Math.max(failures - 1, 0), 30);
  return Math.min(baseMs * 2 ** exp, capMs);
}

/** A source's health, as the caller shows it or turns it into a message to the owner. */
export interface FeedHealth {
  /** The source's log-safe label. */
  source: string;
  /** The last attempt succeeded (or none was made yet). */
  ok: boolean;
  failingSince: string | null;
  lastSuccessAt: string | null;
  lastError: string | null;
  consecutiveFailures: number;
  /** The next poll() at or after this instant retries the source. */
  nextAttemptAt: string | null;
  /** Failing for at least the warning delay and the owner has not been told: tell them, then markWarned(). */
  shouldWarnOwner: boolean;
  /** What the last good read left out to stay within its bounds; null when nothing. */
  limited: {
    /** Recurring events left out whole. */
    leftOutEvents: number;
    /** Later occurrences left out past the per-feed cap. */
    droppedOccurrences: number;
    /** The events are complete up to here (ISO), when occurrences were dropped. */
    completeUntil: string | null;
  } | null;
  /** Something is left out and the owner has not been told: tell them, then markLimitsTold(). */
  shouldTellLimits: boolean;
}

/** Whether a failure record calls for telling the owner now (once per run of failures). */
export function shouldWarn(state: Pick<SourceState, "failingSince" | "warnedAt">, now: Date, warnAfterMs: number): boolean {
  if (!state.failingSince || state.warnedAt) return false;
  return now.getTime() - Date.parse(state.failingSince) >= warnAfterMs;
}

/** The limits to store after a good read: null within bounds, else the run's start and telling carried over. */
export function nextLimits(
  prev: SourceLimits | null,
  read: { leftOut: string[]; droppedOccurrences: number },
  nowIso: string,
): SourceLimits | null {
  if (!read.leftOut.length && !read.droppedOccurrences) return null;
  return { leftOut: read.leftOut, droppedOccurrences: read.droppedOccurrences, since: prev?.since ?? nowIso, toldAt: prev?.toldAt ?? null };
}

/** A source's limits as health reports them. */
export function limitedHealth(s: Pick<SourceState, "limits" | "coveredUntil">): FeedHealth["limited"] {
  if (!s.limits) return null;
  return {
    leftOutEvents: s.limits.leftOut.length,
    droppedOccurrences: s.limits.droppedOccurrences,
    completeUntil: s.limits.droppedOccurrences ? s.coveredUntil : null,
  };
}

/** The events of all sources that overlap [now, now + horizonMs], one per instanceKey, sorted by start. */
export function eventsInWindow(
  snapshot: CalendarSnapshot,
  labels: string[],
  now: Date,
  horizonMs: number,
  opts: { includeCancelled?: boolean } = {},
): CalendarEvent[] {
  const from = now.getTime();
  const to = from + horizonMs;
  const seen = new Map<string, CalendarEvent>();
  for (const label of labels) {
    for (const e of snapshot.sources[label]?.events ?? []) {
      if (e.status === "cancelled" && !opts.includeCancelled) continue;
      const s = Date.parse(e.start);
      const end = Date.parse(e.end);
      if (!(s < to && (end > from || s >= from))) continue;
      // The same invitation in two calendars: show it once, preferring a live copy.
      const had = seen.get(e.instanceKey);
      if (!had || (had.status === "cancelled" && e.status !== "cancelled")) seen.set(e.instanceKey, e);
    }
  }
  return [...seen.values()].sort((a, b) => a.start.localeCompare(b.start) || a.instanceKey.localeCompare(b.instanceKey));
}

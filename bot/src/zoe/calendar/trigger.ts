/**
 * The per-owner glue between a calendar (a CalendarFeed, or a ScriptedCalendar in tests and the
 * replay) and ZOE's proactive side:
 *   - `source`: a CandidateSource for the reasoning tick (heads-ups and changes, see candidates.ts);
 *   - `section`: the brief's "Today's meetings";
 *   - `job(tick)`: a scheduler job that wakes at the next poll (every 10 minutes) or the next
 *     heads-up instant, whichever is earlier; polls when due, records the changes it saw in the
 *     owner's `calendar-trigger.json`, tells the owner once when the feed has been failing for a
 *     day or has more in it than ZOE reads (bounds.ts), and when the calendar has something to say runs the reasoning tick (trigger "event"),
 *     so every calendar push goes through the same guards, threshold, decision model and log
 *     (once per candidate; a held one comes back at the tick's re-check, or at the :30 tick);
 *   - `close()`: releases the feeds' connections.
 * Must never: throw out of the source, the section or the job because of a calendar (a broken
 * feed costs its candidates, never ZOE), run a tick when the calendar has nothing to say (that
 * would be an extra reasoning tick), or warn about one run of feed failures twice.
 */
import type { Zoe } from "../app.ts";
import { MINUTE, type Clock } from "../base/clock.ts";
import { formatDue } from "../threads/index.ts";
import { t } from "../lang/index.ts";
import type { Locale } from "../lang/index.ts";
import type { Candidate } from "../tick/index.ts";
import { MIN_SINCE_LAST_PUSH_MS } from "../tick/index.ts";
import type { Logger } from "../base/log.ts";
import type { OwnerContext } from "../owner.ts";
import { PushWithheldError } from "../channels/index.ts";
import type { CandidateSource, ReasoningTick } from "../tick/index.ts";
import type { JobSpec } from "../schedule/index.ts";
import { isActive } from "../settings/index.ts";
import type { Document } from "../storage/index.ts";
import {
  calendarCandidates,
  type CalendarTriggerState,
  CalendarTriggerStateSchema,
  DEFAULT_HEADSUP_LEAD_MS,
  emptyTriggerState,
  nextHeadsUpAt,
  pruneState,
  pushedSubjects,
  recordDeltas,
  todaysMeetingLines,
} from "./candidates.ts";
import type { CalendarEvent } from "./event.ts";
import type { PollResult } from "./feed.ts";
import type { FeedHealth } from "./snapshot.ts";

/** The scheduler job's name (in `jobs.json` and `zoe status`). */
export const CALENDAR_JOB = "calendar";
/** The per-owner state file. */
/** The trigger's document name (`calendar-trigger.json` on the files backend). */
export const TRIGGER_DOC = "calendar-trigger";
export const TRIGGER_FILE = `${TRIGGER_DOC}.json`;
/** How often the calendar is polled by default. */
export const DEFAULT_POLL_INTERVAL_MS = 10 * MINUTE;

/** What the trigger reads from a calendar: CalendarFeed and ScriptedCalendar both fit. */
export interface CalendarReader {
  /** Fetch what is due; never rejects because of a feed. */
  poll(): Promise<PollResult>;
  /**
   * Upcoming events from the last good snapshot, without fetching, in the window from `now`
   * (default: the reader's clock), so a tick reads the calendar at the instant it decides for.
   */
  events(opts?: { includeCancelled?: boolean; now?: Date }): Promise<CalendarEvent[]>;
  /** Each source's health as of the last poll. */
  health(): FeedHealth[];
  /** The owner was told `source` is failing. */
  markWarned(source: string): Promise<void>;
  /** The owner was told what `source`'s reads leave out. */
  markLimitsTold(source: string): Promise<void>;
  close?(): Promise<void>;
}

/** What {@link CalendarTrigger} needs. */
export interface CalendarTriggerOptions {
  zoe: Zoe;
  /** The calendar of one owner (called once per owner, lazily). */
  reader: (owner: OwnerContext) => CalendarReader;
  clock: Clock;
  logger: Logger;
  /** The owner's zone. */
  timeZone: string;
  /** Heads-up lead. Default 15 minutes. */
  leadMs?: number;
  /** Poll interval. Default 10 minutes. */
  pollIntervalMs?: number;
}

interface PerOwner {
  reader: CalendarReader;
  file: Document<CalendarTriggerState>;
  /**
   * When this process last polled, or (before the first poll) the instant that puts the first
   * poll at the first wake-up. In memory: a restart polls at once.
   */
  lastPolledAt: number | null;
  /** Candidate ids the job already put before the tick: a later poll does not ask again (the :30 tick still weighs them). */
  offered: Set<string>;
  /** A re-check this job asked for. A regular run at or after it counts as one: the scheduler
   * drops a re-check that its own next slot precedes. */
  recheckAt: number | null;
}

const NOTHING_TOLD: ReadonlySet<string> = new Set();

/** The owner-facing notice for a feed that has been failing for a day (pure). */
export function feedFailureNotice(h: FeedHealth, now: Date, timeZone: string, many: boolean, locale: Locale = "en"): string {
  const since = h.failingSince ? t(locale, "cal.since", { when: formatDue(new Date(h.failingSince), now, timeZone, locale) }) : "";
  const why = h.lastError ? ` (${h.lastError.slice(0, 160)})` : "";
  const which = many ? ` ${h.source}` : "";
  return t(locale, "cal.failing", { which, since, why });
}

/** The owner-facing notice for a feed whose reads leave something out to stay within their bounds (pure). */
export function feedLimitsNotice(h: FeedHealth, now: Date, timeZone: string, many: boolean, locale: Locale = "en"): string | null {
  if (!h.limited) return null;
  const which = many ? ` ${h.source}` : "";
  const parts: string[] = [];
  if (h.limited.leftOutEvents) parts.push(t(locale, "cal.limitedEvents", { count: String(h.limited.leftOutEvents) }));
  if (h.limited.droppedOccurrences && h.limited.completeUntil) {
    parts.push(t(locale, "cal.limitedUntil", { when: formatDue(new Date(h.limited.completeUntil), now, timeZone, locale) }));
  }
  return t(locale, "cal.limited", { which, what: parts.join(" ") });
}

/** The calendar's candidates, brief section and scheduler job, per owner. */
export class CalendarTrigger {
  private readonly owners = new Map<string, PerOwner>();
  private readonly leadMs: number;
  private readonly pollIntervalMs: number;

  constructor(private readonly opts: CalendarTriggerOptions) {
    this.leadMs = opts.leadMs ?? DEFAULT_HEADSUP_LEAD_MS;
    this.pollIntervalMs = opts.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  }

  private of(owner: OwnerContext): PerOwner {
    let o = this.owners.get(owner.id);
    if (!o) {
      o = {
        reader: this.opts.reader(owner),
        file: owner.storage.document({ name: TRIGGER_DOC, schema: CalendarTriggerStateSchema, initial: emptyTriggerState }),
        lastPolledAt: null,
        offered: new Set(),
        recheckAt: null,
      };
      this.owners.set(owner.id, o);
    }
    return o;
  }

  /** The calendar of one owner (created on first use). */
  reader(owner: OwnerContext): CalendarReader {
    return this.of(owner).reader;
  }

  /** The candidates at `now`: untold changes and due heads-ups. Never throws. */
  readonly source: CandidateSource = async (owner, now) => {
    try {
      const o = this.of(owner);
      const [events, state, pushes, recent, threads] = await Promise.all([
        o.reader.events({ now }),
        o.file.read(),
        owner.pushes.all(),
        owner.memory.recentTurns(),
        owner.threads.live(),
      ]);
      return calendarCandidates({ now, timeZone: this.opts.timeZone, events, state, pushes, recent, threads, leadMs: this.leadMs, locale: owner.locale });
    } catch (err) {
      this.opts.logger.warn({ err, event: "calendar_source_failed" }, "calendar candidates unavailable this tick");
      return [];
    }
  };

  /** The brief's "Today's meetings" (null when there are none, or the calendar cannot be read). */
  readonly section = async (owner: OwnerContext, now: Date): Promise<{ title: string; lines: string[] } | null> => {
    try {
      const lines = todaysMeetingLines(await this.of(owner).reader.events({ now }), now, this.opts.timeZone, owner.locale);
      return lines.length ? { title: t(owner.locale, "cal.todaysMeetings"), lines } : null;
    } catch (err) {
      this.opts.logger.warn({ err, event: "calendar_section_failed" }, "today's meetings left out of the brief");
      return null;
    }
  };

  /** Fold a poll's deltas into the owner's state; drop what was told or is past. Returns how many changes wait. */
  private async record(owner: OwnerContext, o: PerOwner, result: PollResult | null, now: Date): Promise<number> {
    const deltas = result?.deltas ?? [];
    const current = await o.file.read();
    // The push log is only asked about changes (waiting, or just seen): most runs have none.
    const told = deltas.length || current.pending.length ? pushedSubjects(await owner.pushes.all()) : null;
    // Most runs change nothing: read, and write only when there is something to write. Without
    // deltas the fold only leaves entries out, so equal lengths are equal states.
    const folded = pruneState(recordDeltas(current, deltas, now), now, told ?? NOTHING_TOLD);
    const same = deltas.length
      ? JSON.stringify(folded) === JSON.stringify(current)
      : folded.pending.length === current.pending.length && folded.cancelled.length === current.cancelled.length;
    if (same) return folded.pending.length;
    // What the transaction finds may hold changes another process recorded meanwhile.
    const toldNow = told ?? pushedSubjects(await owner.pushes.all());
    return o.file.update((state) => {
      const next = pruneState(recordDeltas(state, deltas, now), now, toldNow);
      state.pending = next.pending;
      state.cancelled = next.cancelled;
      return next.pending.length;
    });
  }

  /**
   * Tell the owner once about a source failing for a day, and once about one whose reads leave
   * something out: inside active hours, or before the next reply in quiet mode.
   */
  private async tellAboutFeeds(owner: OwnerContext, o: PerOwner, now: Date): Promise<void> {
    const health = o.reader.health();
    const many = health.length > 1;
    const failing = health.filter((h) => h.shouldWarnOwner).map((h) => ({
      h,
      text: feedFailureNotice(h, now, this.opts.timeZone, many, owner.locale),
      told: () => o.reader.markWarned(h.source),
      event: "calendar_feed_warned",
      what: "is failing",
    }));
    const limited = health.filter((h) => h.shouldTellLimits).map((h) => ({
      h,
      text: feedLimitsNotice(h, now, this.opts.timeZone, many, owner.locale),
      told: () => o.reader.markLimitsTold(h.source),
      event: "calendar_feed_limits_told",
      what: "has more than ZOE reads",
    }));
    const notices = [...failing, ...limited];
    if (!notices.length) return;
    const settings = await owner.settings.get();
    for (const { h, text, told, event, what } of notices) {
      if (!text) continue;
      if (settings.mode === "quiet") {
        owner.notices.push(text);
      } else {
        if (!isActive(now, this.opts.timeZone, settings.activeHours)) continue; // not at night: the next poll in the morning
        if (!(await this.opts.zoe.say(owner.id, { text }))) continue; // not delivered: try again next poll
      }
      await told();
      this.opts.logger.info({ event, source: h.source }, `told the owner the calendar feed ${what}`);
    }
  }

  /** The scheduler job: poll, record, warn, and run the tick when the calendar has something to say. */
  job(tick: ReasoningTick): JobSpec {
    const { logger, clock } = this.opts;
    return {
      name: CALENDAR_JOB,
      // Idempotent and frequent: a claim file per poll would only pile up.
      claim: false,
      next: async (owner, after) => {
        const o = this.of(owner);
        const a = after.getTime();
        // Never polled: the first wake-up polls (and the one queued right after it is a full interval on).
        o.lastPolledAt ??= a + 1 - this.pollIntervalMs;
        const due = o.lastPolledAt + this.pollIntervalMs;
        let at = due > a ? due : a + this.pollIntervalMs;
        try {
          const [events, state, pushes] = await Promise.all([o.reader.events(), o.file.read(), owner.pushes.all()]);
          const headsUp = nextHeadsUpAt(events, state, pushes, after, this.leadMs);
          if (headsUp && headsUp.getTime() < at) at = headsUp.getTime();
        } catch (err) {
          logger.warn({ err, event: "calendar_next_failed" }, "could not look for the next heads-up; polling as usual");
        }
        return new Date(at);
      },
      run: async (owner, slot, ctx) => {
        const o = this.of(owner);
        const now = clock.now();
        const parts: string[] = [];
        try {
          let result: PollResult | null = null;
          if (o.lastPolledAt === null || now.getTime() - o.lastPolledAt >= this.pollIntervalMs) {
            o.lastPolledAt = now.getTime();
            result = await o.reader.poll();
            parts.push("polled");
          }
          const waiting = await this.record(owner, o, result, now);
          if (result?.deltas.length) parts.push(`${result.deltas.length} change(s) seen, ${waiting} to tell`);
          if (result) await this.tellAboutFeeds(owner, o, now);
        } catch (err) {
          logger.warn({ err, event: "calendar_poll_failed" }, "calendar poll failed; keeping what was known");
          parts.push("poll failed");
        }
        const candidates: Candidate[] = await this.source(owner, now);
        const fresh = candidates.filter((c) => !o.offered.has(c.id));
        o.offered = new Set(candidates.map((c) => c.id));
        const recheck = ctx.trigger === "recheck" || (o.recheckAt !== null && now.getTime() >= o.recheckAt);
        if (recheck) o.recheckAt = null;
        if (!ctx.resumes && (!candidates.length || (!fresh.length && !recheck))) {
          return { outcome: [...parts, ...(candidates.length ? ["already offered"] : [])].join(", ") || "nothing to say" };
        }
        try {
          const r = await tick.run(owner.id, slot, "event", ctx.pushes);
          let waiting = candidates;
          let again = r.recheckAt;
          if (r.decision.outcome === "pushed") {
            // Something else went out (another change, a due follow-up): the rest get their turn
            // once the pause between pushes is over.
            waiting = candidates.filter((c) => c.id !== r.decision.candidateId);
            for (const c of waiting) o.offered.delete(c.id);
            again = waiting.length ? new Date(now.getTime() + MIN_SINCE_LAST_PUSH_MS) : null;
          }
          // A held heads-up is worth another look only while the meeting has not begun.
          const recheckAt = again && waiting.some((c) => c.expiresAt && c.expiresAt.getTime() > again.getTime()) ? again : null;
          parts.push(`tick ${r.decision.outcome}${r.decision.guard ? ` (${r.decision.guard})` : ""}`);
          o.recheckAt = recheckAt?.getTime() ?? null;
          return { recheckAt, outcome: parts.join(", ") };
        } catch (err) {
          // Withheld in doubt (said, unconfirmed): the scheduler finishes the run and says so.
          if (err instanceof PushWithheldError) throw err;
          logger.warn({ err, event: "calendar_tick_failed" }, "the reasoning tick failed on a calendar event");
          return { outcome: [...parts, "tick failed"].join(", ") };
        }
      },
    };
  }

  /** Release every owner's calendar (HTTP connections). */
  async close(): Promise<void> {
    for (const o of this.owners.values()) await o.reader.close?.().catch(() => undefined);
  }
}

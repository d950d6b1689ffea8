/**
 * Runs ZOE's scheduled work per owner, in the owner's zone: the reasoning tick (hourly at :30),
 * its re-checks, the morning brief, the post drafts and their daily notice, the evening
 * reflection. Driven by an injected clock: in production a timer sleeps until the next slot; the
 * replay harness and tests jump the clock from one slot to the next and call `runDue`, never
 * sleeping.
 * Every slot is claimed per owner with an exclusive-create sentinel before it runs, so a second
 * process or a restart cannot run it again; a run that fails releases its claim and is retried
 * under the same slot key. On a shared database the claim's lease is renewed while the job runs
 * (schedule/slot-lease.ts); a run whose slot another instance took over sends nothing more and ends. After
 * downtime, `init` looks at each job's last slot on file (`jobs.json`): the slot missed most
 * recently runs once late or is skipped with a log line, as the job says. The first start ever only records where it starts: it never sends old slots.
 * Must never: run two ticks for one owner at once, run a slot twice, or lose a slot silently.
 */
import { DateTime } from "luxon";
import { zoneOf } from "../base/zone.ts";
import { z } from "zod";
import type { Zoe } from "../app.ts";
import { DAY, MINUTE, type Clock } from "../base/clock.ts";
import { telemetry } from "../base/metrics.ts";
import type { Logger } from "../base/log.ts";
import type { OwnerContext } from "../owner.ts";
import type { Document } from "../storage/index.ts";
import { PushWithheldError } from "../channels/index.ts";
import { SlotPushes } from "./push-journal.ts";
import { dailyRun, minutesOfDay } from "./cron.ts";
import { SlotLease, SlotLostError } from "./slot-lease.ts";

/** How a run came about. */
export interface JobContext {
  /** True when the slot was missed while ZOE was down and runs now at start. */
  late: boolean;
  /** "recheck" when this run is a one-shot re-check of a held tick; "catchup" for a missed slot. */
  trigger: "slot" | "recheck" | "catchup";
  /**
   * This run's pushes, to pass to `Zoe.push` with each one: they are journaled under the slot's key
   * (schedule/push-journal.ts), and on a leased claim go out only while the slot is still this run's.
   * Absent only when a job is run outside the scheduler (a test): its pushes are not journaled.
   */
  pushes?: SlotPushes;
  /**
   * True when `pushes` are an earlier run's that died between sending a push and recording it (a
   * job with no claimed slot, `claim: false`): the job must hand them to the tick, which finishes
   * that push (recorded, or looked for in the chat) instead of making a new one.
   */
  resumes?: boolean;
}

/** What a run reports back. */
export interface JobResult {
  /** Run this job again for the owner at this instant (a held tick). */
  recheckAt?: Date | null;
  /** A short outcome for `zoe status` / `/status`. */
  outcome?: string;
}

/** One kind of scheduled work, per owner. */
export interface JobSpec {
  name: string;
  /** The next slot strictly after `after`, in the owner's zone, or null when the job is off. */
  next(owner: OwnerContext, after: Date): Promise<Date | null>;
  run(owner: OwnerContext, slot: Date, ctx: JobContext): Promise<JobResult | void>;
  /**
   * A slot missed while ZOE was down: "run" it once at start (if missed by less than maxLateMs),
   * or "skip" it with a log line. Default: skip.
   */
  catchUp?: {
    mode: "run" | "skip";
    maxLateMs?: number;
    /**
     * `previous` names only a slot still owed (a reminder asked for and not yet sent): it is run at start
     * whatever ran before, on the job's first start too, so a promise missed while ZOE was down comes at once.
     */
    owed?: boolean;
  };
  /** The slot before `before`, for catch-up. */
  previous?(owner: OwnerContext, before: Date): Promise<Date | null>;
  /**
   * Claim each slot with a sentinel before running it (default true). Only an idempotent job that
   * runs very often (a feed poll) may opt out: it would otherwise leave a claim file per run.
   */
  claim?: boolean;
}

/**
 * How long an instance holds a slot on a shared database before another may take it over (files
 * claims ignore it). Longer than any job runs: a model call is capped well below it.
 */
export const JOB_LEASE_MS = 5 * MINUTE;

export { cronNext, cronPrevious } from "./cron.ts";

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The last candidates per zone and times, with the local days [from, to) they were computed for:
 * every instant of that day has the same candidates, and jobs ask about the same few days again
 * and again (the next run after now, the last one before it: a few days are kept, newest first).
 */
const dailyMemo = new Map<string, Array<{ from: number; to: number; out: readonly number[] }>>();

/** Each wall-clock time ("HH:MM") of each day around `at`, in the zone, as instants. */
function dailyCandidates(times: string[], timeZone: string, at: Date): readonly number[] {
  const key = `${timeZone} ${times.join(",")}`;
  const known = dailyMemo.get(key) ?? [];
  const hit = known.find((h) => at.getTime() >= h.from && at.getTime() < h.to);
  if (hit) return hit.out;
  const day = DateTime.fromJSDate(at, { zone: zoneOf(timeZone) }).startOf("day");
  const out: number[] = [];
  for (let d = -2; d <= 2; d++) {
    for (const t of times) {
      const m = HHMM.exec(t);
      if (!m) throw new Error(`not an HH:MM time: ${t}`);
      // A time that does not exist on a DST day (02:30) moves forward, as luxon does.
      out.push(day.plus({ days: d }).set({ hour: Number(m[1]), minute: Number(m[2]), second: 0, millisecond: 0 }).toMillis());
    }
  }
  if (dailyMemo.size >= 256) dailyMemo.clear(); // times come from settings; never let them pile up
  dailyMemo.set(key, [{ from: day.toMillis(), to: day.plus({ days: 1 }).toMillis(), out: Object.freeze(out) }, ...known.slice(0, 3)]);
  return out;
}

/** The next of several daily wall-clock times ("HH:MM", owner's zone) strictly after `after`. */
export function dailyNext(times: string[], timeZone: string, after: Date): Date | null {
  if (times.length === 0) return null;
  // A day without an offset change, by arithmetic (schedule/cron.ts); else each day's times through luxon.
  const fast = dailyRun(minutesOfDay(times) ?? [], timeZone, after.getTime(), 1);
  if (fast !== null) return new Date(fast);
  const later = dailyCandidates(times, timeZone, after).filter((t) => t > after.getTime());
  return later.length ? new Date(Math.min(...later)) : null;
}

/** The latest of several daily wall-clock times strictly before `before`. */
export function dailyPrevious(times: string[], timeZone: string, before: Date): Date | null {
  if (times.length === 0) return null;
  const fast = dailyRun(minutesOfDay(times) ?? [], timeZone, before.getTime(), -1);
  if (fast !== null) return new Date(fast);
  const earlier = dailyCandidates(times, timeZone, before).filter((t) => t < before.getTime());
  return earlier.length ? new Date(Math.max(...earlier)) : null;
}

/** Per owner `jobs.json`: each job's last slot, last run and last outcome. */
export const JobsFileSchema = z.object({
  version: z.literal(1),
  jobs: z.record(
    z.string(),
    z.object({ lastSlot: z.string().nullable(), lastRunAt: z.string().nullable(), lastOutcome: z.string().nullable() }),
  ),
});
/** The parsed jobs.json. */
export type JobsFile = z.infer<typeof JobsFileSchema>;

/** The per-owner document the scheduler keeps its last slots in (read by `zoe status` too). */
export function jobsFileFor(owner: OwnerContext): Document<JobsFile> {
  return owner.storage.document({ name: "jobs", schema: JobsFileSchema, initial: () => ({ version: 1 as const, jobs: {} }) });
}

/** One job of one owner, for `zoe status` and /status. */
export interface JobStatus {
  owner: string;
  job: string;
  /** The next run, or null when the job is off. */
  next: Date | null;
  lastSlot: string | null;
  lastRunAt: string | null;
  lastOutcome: string | null;
}

interface Pending {
  owner: string;
  job: JobSpec;
  /** When to run. */
  at: Date;
  /** The slot this run stands for (claims and `jobs.json` use it); differs from `at` for a catch-up or a retry. */
  slot: Date;
  trigger: JobContext["trigger"];
  late: boolean;
  /** Failed runs of this slot so far. */
  attempt: number;
}

/** A failed run is retried after this long, under the same slot key. */
export const RETRY_DELAY_MS = 5 * MINUTE;
/** At most this many retries of one slot, and never past the job's next slot. */
export const MAX_RETRIES = 6;
/** Claims older than this are cleaned up at start and daily. */
export const CLAIM_RETENTION_MS = 7 * DAY;

/** What the scheduler needs. */
export interface SchedulerDeps {
  zoe: Zoe;
  clock: Clock;
  logger: Logger;
  ownerIds: string[];
  jobs: JobSpec[];
  /** Claims older than this are cleaned up at start and daily (default a week). */
  claimRetentionMs?: number;
}

/** The claim key of a run: job name (and "-recheck") at the slot's instant. */
export function claimKey(job: string, slot: Date, trigger: JobContext["trigger"]): string {
  return `${job}${trigger === "recheck" ? "-recheck" : ""}@${slot.toISOString()}`;
}

/** Runs every owner's jobs at their slots, claimed, recorded, caught up after downtime. */
export class Scheduler {
  private pending: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;
  private initialized = false;
  /** Settles when the first `init` has finished (every owner's next slots are known). */
  private readonly readyGate: { promise: Promise<void>; resolve: () => void } = (() => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  })();
  private lastCleanupAt: number | null = null;
  private readonly files = new Map<string, Document<JobsFile>>();

  constructor(private readonly deps: SchedulerDeps) {}

  /** The jobs this scheduler runs. */
  get jobs(): readonly JobSpec[] {
    return this.deps.jobs;
  }

  private jobsFile(owner: OwnerContext): Document<JobsFile> {
    let f = this.files.get(owner.id);
    if (!f) {
      f = jobsFileFor(owner);
      this.files.set(owner.id, f);
    }
    return f;
  }

  /** Compute every owner's next slots; queue catch-up runs for slots missed while down. */
  async init(): Promise<void> {
    try {
      await this.initNow();
    } finally {
      this.readyGate.resolve();
    }
  }

  /** Resolves once the first `init` is done, so a status asked at start-up is not "all off". */
  whenReady(): Promise<void> {
    return this.readyGate.promise;
  }

  private async initNow(): Promise<void> {
    const now = this.deps.clock.now();
    this.pending = [];
    this.initialized = true;
    await this.cleanupClaims(now);
    for (const ownerId of this.deps.ownerIds) {
      const owner = this.deps.zoe.owner(ownerId);
      const state = await this.jobsFile(owner).read();
      for (const job of this.deps.jobs) {
        const last = state.jobs[job.name]?.lastSlot ?? null;
        const prev = job.previous ? await job.previous(owner, now) : null;
        const owed = job.catchUp?.owed === true;
        if (prev && last === null && !owed) {
          // First start with this job: earlier slots were never ours to send. Remember where we
          // start, so downtime from now on is seen.
          await this.baseline(owner, job.name, prev);
        } else if (prev && (owed || (last !== null && Date.parse(last) < prev.getTime()))) {
          const lateMs = now.getTime() - prev.getTime();
          const mode = job.catchUp?.mode ?? "skip";
          if (mode === "run" && lateMs <= (job.catchUp?.maxLateMs ?? Number.POSITIVE_INFINITY)) {
            this.pending.push({ owner: ownerId, job, at: now, slot: prev, trigger: "catchup", late: true, attempt: 0 });
          } else {
            this.deps.logger.info(
              { event: "missed_slot", owner: ownerId, job: job.name, slot: prev.toISOString(), lateMs },
              `missed ${job.name} while down; skipped`,
            );
            await this.record(owner, job.name, prev, mode === "run" ? "missed while down (too late to send); skipped" : "missed while down; skipped");
          }
        }
        // A slot at exactly `now` is still ahead of us (croner's `next` is strictly after).
        await this.queueNext(ownerId, job, new Date(now.getTime() - 1));
      }
      // A push that a run of a job with no claimed slot sent, or may have, and never recorded (the
      // process died in between) is finished first: a catch-up tick run before it would find its
      // subject unsaid and say it again.
      for (const job of this.deps.jobs) {
        if (job.claim === false && (await this.unfinishedRun(owner, job, now, false))) {
          this.pending.push({ owner: ownerId, job, at: new Date(now.getTime() - 1), slot: now, trigger: "recheck", late: false, attempt: 0 });
        }
      }
    }
  }

  private async queueNext(ownerId: string, job: JobSpec, after: Date): Promise<void> {
    const owner = this.deps.zoe.owner(ownerId);
    const at = await job.next(owner, after);
    this.pending = this.pending.filter((p) => !(p.owner === ownerId && p.job === job && p.trigger === "slot"));
    if (at) this.pending.push({ owner: ownerId, job, at, slot: at, trigger: "slot", late: false, attempt: 0 });
  }

  /**
   * Recompute an owner's next slots after their settings changed (/brief off, a new brief time,
   * new quiet hours). A slot already due but not yet run keeps its place. Runs in turn with
   * `runDue`, never in the middle of it.
   */
  refresh(ownerId: string): Promise<void> {
    const job = this.running.then(async () => {
      if (!this.initialized || !this.deps.ownerIds.includes(ownerId)) return;
      const now = this.deps.clock.now().getTime();
      for (const spec of this.deps.jobs) {
        const queued = this.pending.find((p) => p.owner === ownerId && p.job === spec && p.trigger === "slot" && p.attempt === 0);
        const from = Math.min(queued ? queued.at.getTime() : now, now) - 1;
        await this.queueNext(ownerId, spec, new Date(from));
      }
    });
    this.running = job.catch(() => undefined);
    return job;
  }

  /** Re-run a job for an owner at `at` (one pending re-check per owner and job; the earliest wins). */
  recheck(ownerId: string, job: JobSpec, at: Date): void {
    const existing = this.pending.find((p) => p.owner === ownerId && p.job === job && p.trigger === "recheck");
    const nextSlot = this.pending.find((p) => p.owner === ownerId && p.job === job && p.trigger === "slot");
    if (nextSlot && nextSlot.at.getTime() <= at.getTime()) return; // the regular slot comes first anyway
    if (existing) {
      if (existing.at.getTime() <= at.getTime()) return;
      existing.at = at;
      existing.slot = at;
      return;
    }
    this.pending.push({ owner: ownerId, job, at, slot: at, trigger: "recheck", late: false, attempt: 0 });
  }

  /** The earliest pending run, or null. */
  nextAt(): Date | null {
    let best: Date | null = null;
    for (const p of this.pending) if (!best || p.at.getTime() < best.getTime()) best = p.at;
    return best;
  }

  /**
   * Each owner's jobs with their next run and last outcome. Before `init` (the `zoe status`
   * command, in a process of its own) the next runs are computed from the job specs.
   */
  async status(now: Date = this.deps.clock.now()): Promise<JobStatus[]> {
    const out: JobStatus[] = [];
    for (const ownerId of this.deps.ownerIds) out.push(...(await this.statusFor(ownerId, now)));
    return out;
  }

  /** One owner's jobs with their next run and last outcome. */
  async statusFor(ownerId: string, now: Date = this.deps.clock.now()): Promise<JobStatus[]> {
    const owner = this.deps.zoe.owner(ownerId);
    const state = await this.jobsFile(owner).read();
    const out: JobStatus[] = [];
    for (const job of this.deps.jobs) {
      let next: Date | null;
      if (this.initialized) {
        const mine = this.pending.filter((p) => p.owner === ownerId && p.job === job).sort((a, b) => a.at.getTime() - b.at.getTime());
        next = mine[0]?.at ?? null;
      } else {
        next = await job.next(owner, new Date(now.getTime() - 1)).catch(() => null);
      }
      const rec = state.jobs[job.name];
      out.push({ owner: ownerId, job: job.name, next, lastSlot: rec?.lastSlot ?? null, lastRunAt: rec?.lastRunAt ?? null, lastOutcome: rec?.lastOutcome ?? null });
    }
    return out;
  }

  /** The first start's starting point: a last slot, but no run. */
  private async baseline(owner: OwnerContext, job: string, slot: Date): Promise<void> {
    await this.jobsFile(owner).update((s) => {
      const rec = s.jobs[job];
      if (rec?.lastSlot) return; // another process got there first
      s.jobs[job] = { lastSlot: slot.toISOString(), lastRunAt: rec?.lastRunAt ?? null, lastOutcome: rec?.lastOutcome ?? null };
    });
  }

  /** A slot is done (ran, or was skipped on purpose): it becomes the last slot, never moving back. */
  private async record(owner: OwnerContext, job: string, slot: Date, outcome: string): Promise<void> {
    const now = this.deps.clock.now().toISOString();
    await this.jobsFile(owner).update((s) => {
      const prev = s.jobs[job]?.lastSlot;
      s.jobs[job] = {
        lastSlot: prev && Date.parse(prev) > slot.getTime() ? prev : slot.toISOString(),
        lastRunAt: now,
        lastOutcome: outcome,
      };
    });
  }

  /** An outcome that does not finish a slot (a failure to retry, a re-check). */
  private async recordOutcome(owner: OwnerContext, job: string, outcome: string): Promise<void> {
    const now = this.deps.clock.now().toISOString();
    await this.jobsFile(owner).update((s) => {
      s.jobs[job] = { lastSlot: s.jobs[job]?.lastSlot ?? null, lastRunAt: now, lastOutcome: outcome };
    });
  }

  /**
   * The run key of `job`'s oldest push that went out, or may have, and was never recorded (null
   * when none or unreadable). On a shared database only one older than a lease: a live instance
   * finishes its own.
   */
  private async unfinishedRun(owner: OwnerContext, job: JobSpec, now: Date, log = true): Promise<string | null> {
    try {
      const recordedIds = new Set((await owner.pushes.all()).flatMap((p) => (p.messageId === null ? [] : [p.messageId])));
      const minAgeMs = owner.sentinels.renew ? JOB_LEASE_MS : 0;
      const run = await owner.pushJournal.unfinished([`${job.name}@`, `${job.name}-recheck@`], now, minAgeMs, recordedIds);
      if (run && log) this.deps.logger.warn({ event: "push_run_resumed", job: job.name, key: run }, `${job.name}: an earlier run sent a push, or may have, and did not record it; finishing that one`);
      return run;
    } catch (err) {
      this.deps.logger.warn({ err, event: "push_journal_unreadable", job: job.name }, "could not read the push journal; running as a new run");
      return null;
    }
  }

  /** Remove old claims for every owner (at start and once a day). */
  private async cleanupClaims(now: Date): Promise<void> {
    this.lastCleanupAt = now.getTime();
    for (const ownerId of this.deps.ownerIds) {
      const owner = this.deps.zoe.owner(ownerId);
      const removed = await owner.sentinels.cleanup(now, this.deps.claimRetentionMs ?? CLAIM_RETENTION_MS).catch(() => 0);
      await owner.pushJournal.compact(now).catch(() => 0); // lines of pushes no run can retry any more
      if (removed > 0) this.deps.logger.debug({ event: "claims_cleaned", owner: ownerId, removed }, "removed old job claims");
    }
  }

  /** Run everything due at the clock's current time, oldest slot first. */
  async runDue(): Promise<void> {
    const run = this.running.then(() => this.runDueNow());
    this.running = run.catch(() => undefined);
    return run;
  }

  private async runDueNow(): Promise<void> {
    const start = this.deps.clock.now();
    if (this.lastCleanupAt === null || start.getTime() - this.lastCleanupAt >= DAY) await this.cleanupClaims(start);
    for (;;) {
      const now = this.deps.clock.now();
      // The earliest due run (the first queued of equals).
      let p: Pending | undefined;
      for (const q of this.pending) if (q.at.getTime() <= now.getTime() && (!p || q.at.getTime() < p.at.getTime())) p = q;
      if (!p || this.stopped) return;
      this.pending.splice(this.pending.indexOf(p), 1);
      await this.runOne(p, now);
    }
  }

  private async runOne(p: Pending, now: Date): Promise<void> {
    const { logger } = this.deps;
    const owner = this.deps.zoe.owner(p.owner);
    const key = claimKey(p.job.name, p.slot, p.trigger);
    // A regular slot queues its successor before it runs, so a failure cannot stall the job.
    // A catch-up or a retry leaves the queue alone: its successor is already there.
    if (p.trigger === "slot" && p.attempt === 0) await this.queueNext(p.owner, p.job, new Date(Math.max(now.getTime(), p.at.getTime())));
    const claims = p.job.claim !== false;
    if (claims && !(await owner.sentinels.claim(key, now, JOB_LEASE_MS))) {
      // Held by another instance: if it dies mid-job its lease runs out, and we finish the slot then.
      const leaseEnd = await owner.sentinels.leaseEnd?.(key);
      if (leaseEnd) this.pending.push({ ...p, at: new Date(leaseEnd.getTime() + 1_000), attempt: p.attempt + 1 });
      logger.debug({ event: "slot_claimed_elsewhere", key }, "slot already claimed");
      return;
    }
    // On a shared database the claim is kept while the job runs (a slow model must not let another
    // instance run the slot too), and each push goes out only while the claim is still this run's.
    const lease = claims && owner.sentinels.renew ? new SlotLease({ claims: owner.sentinels, key, clock: this.deps.clock, leaseMs: JOB_LEASE_MS, logger, claimedAt: now }) : null;
    lease?.start();
    try {
      if (p.trigger === "slot" && p.attempt === 0) telemetry.observe("job_lag_seconds", (now.getTime() - p.slot.getTime()) / 1000, { job: p.job.name });
      // Its pushes are journaled under the slot's key: a later run of the slot (a retry, or another
      // instance after the lease ran out) finds what went out instead of sending it again.
      // A job with no claimed slot gives each run a key of its own: a push an earlier run (this
      // process's, or one killed) sent or may have sent, and never recorded, is finished under its key.
      const resumed = claims ? null : await this.unfinishedRun(owner, p.job, now);
      const pushes = new SlotPushes(resumed ?? key, lease ? () => lease.confirm() : null);
      const result = (await p.job.run(owner, p.slot, { late: p.late, trigger: p.trigger, pushes, ...(resumed ? { resumes: true } : {}) })) ?? {};
      lease?.stop();
      if (lease?.lost) {
        // Taken over mid-run (after its last push, or by a job that made none): the other run records the slot.
        telemetry.count("jobs", { job: p.job.name, outcome: "taken_over" });
        return;
      }
      telemetry.count("jobs", { job: p.job.name, outcome: "ok" });
      const outcome = result.outcome ?? "ok";
      if (claims) await owner.sentinels.complete?.(key);
      await this.recordFinished(p, owner, outcome);
      if (result.recheckAt) this.recheck(p.owner, p.job, result.recheckAt);
    } catch (err) {
      lease?.stop();
      if (err instanceof SlotLostError || lease?.lost) {
        // Not a failure to retry: another instance holds the slot and runs it (once).
        telemetry.count("jobs", { job: p.job.name, outcome: "taken_over" });
        logger.warn({ event: "slot_taken_over", job: p.job.name, owner: p.owner, slot: p.slot.toISOString() }, `${p.job.name} was taken over by another instance; this run sent nothing more`);
        return;
      }
      if (err instanceof PushWithheldError && err.recordedId !== null) {
        // Its push may be out and cannot be confirmed: the slot is finished, silent (the push is on
        // record, unconfirmed); a retry would ask again. One not recorded yet is retried like a
        // failure: the retry records it and sends nothing.
        telemetry.count("jobs", { job: p.job.name, outcome: "withheld" });
        if (claims) await owner.sentinels.complete?.(key).catch(() => undefined);
        await this.recordFinished(p, owner, "push withheld: it may already have reached the owner and the chat could not tell").catch(() => undefined);
        return;
      }
      telemetry.count("jobs", { job: p.job.name, outcome: "failed" });
      if (claims) await owner.sentinels.release(key).catch(() => undefined);
      const retryAt = new Date(now.getTime() + RETRY_DELAY_MS);
      const successor = this.pending.find((x) => x.owner === p.owner && x.job === p.job && x.trigger === "slot");
      const retry = p.attempt < MAX_RETRIES && (!successor || retryAt.getTime() < successor.at.getTime());
      const message = (err as Error).message;
      logger.error(
        { err, event: "job_failed", job: p.job.name, owner: p.owner, slot: p.slot.toISOString(), attempt: p.attempt + 1 },
        retry ? `${p.job.name} failed; will retry` : `${p.job.name} failed; giving up on this slot`,
      );
      await this.recordOutcome(owner, p.job.name, retry ? `failed, retrying: ${message}` : `failed: ${message}`).catch(() => undefined);
      if (retry) this.pending.push({ ...p, at: retryAt, attempt: p.attempt + 1 });
    }
  }

  /** A run finished its slot (a re-check finishes none: it only leaves its outcome). */
  private async recordFinished(p: Pending, owner: OwnerContext, outcome: string): Promise<void> {
    if (p.trigger === "recheck") await this.recordOutcome(owner, p.job.name, `re-check: ${outcome}`);
    else await this.record(owner, p.job.name, p.slot, outcome);
  }

  /**
   * Look at the slots now instead of at the end of the loop's sleep (after a `refresh` for work that
   * just arrived, such as a GitHub delivery). Does nothing before `start` or after `stop`.
   */
  wake(): void {
    // While a run is in progress its end looks at the slots again anyway: one loop, never two.
    if (this.stopped || !this.loop || !this.sleeping) return;
    if (this.timer) clearTimeout(this.timer);
    this.loop();
  }

  private loop: (() => void) | null = null;
  /** The loop is waiting on its timer (not running slots). */
  private sleeping = false;

  /** Production loop: sleep until the next slot (at most a minute, to follow clock changes). */
  start(): void {
    this.stopped = false;
    const loop = (this.loop = () => {
      if (this.stopped) return;
      const next = this.nextAt();
      const wait = next ? Math.max(0, Math.min(MINUTE, next.getTime() - this.deps.clock.now().getTime())) : MINUTE;
      this.sleeping = true;
      this.timer = setTimeout(() => {
        this.sleeping = false;
        this.runDue()
          .catch((err: unknown) => this.deps.logger.error({ err }, "scheduler run failed"))
          .finally(loop);
      }, wait);
      this.timer.unref?.();
    });
    loop();
  }

  /** Stop the loop and wait for a run in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}

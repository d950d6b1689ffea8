/**
 * Runs ZOE's scheduled work per owner, in the owner's zone: the reasoning tick (hourly at :30),
 * its re-checks, the morning brief, and what later features add. Driven by an injected clock:
 * in production a timer sleeps until the next slot; the replay harness jumps the clock from one
 * slot to the next and calls `runDue`, never sleeping.
 * Every slot is claimed per owner with an exclusive-create sentinel before it runs, so a second
 * process or a restart cannot run it again; a run that fails releases its claim and is retried.
 * Must never: run two ticks for one owner at once, run a slot twice, or lose a slot silently.
 */
import path from "node:path";
import { Cron } from "croner";
import { z } from "zod";
import type { Zoe } from "./app.ts";
import { DAY, MINUTE, type Clock } from "./clock.ts";
import type { Logger } from "./log.ts";
import type { OwnerContext } from "./owner.ts";
import { JsonFile } from "./storage/json-file.ts";

export interface JobContext {
  /** True when the slot was missed while ZOE was down and runs now at start. */
  late: boolean;
  /** "recheck" when this run is a one-shot re-check of a held tick. */
  trigger: "slot" | "recheck" | "catchup";
}

export interface JobResult {
  /** Run this job again for the owner at this instant (a held tick). */
  recheckAt?: Date | null;
  /** A short outcome for `zoe status` / `/status`. */
  outcome?: string;
}

export interface JobSpec {
  name: string;
  /** The next slot strictly after `after`, in the owner's zone, or null when the job is off. */
  next(owner: OwnerContext, after: Date): Promise<Date | null>;
  run(owner: OwnerContext, slot: Date, ctx: JobContext): Promise<JobResult | void>;
  /**
   * A slot missed while ZOE was down: "run" it once at start (if missed by less than maxLateMs),
   * or "skip" it with a log line. Default: skip.
   */
  catchUp?: { mode: "run" | "skip"; maxLateMs?: number };
  /** The slot before `before`, for catch-up. */
  previous?(owner: OwnerContext, before: Date): Promise<Date | null>;
}

/** Next run of a cron pattern strictly after `after`, in a zone. */
export function cronNext(pattern: string, timeZone: string, after: Date): Date | null {
  return new Cron(pattern, { timezone: timeZone, paused: true }).nextRun(after) ?? null;
}

/** The latest run of a cron pattern strictly before `before`. */
export function cronPrevious(pattern: string, timeZone: string, before: Date): Date | null {
  const runs = new Cron(pattern, { timezone: timeZone, paused: true }).previousRuns(1, before);
  return runs[0] ?? null;
}

const JobsFileSchema = z.object({
  version: z.literal(1),
  jobs: z.record(
    z.string(),
    z.object({ lastSlot: z.string().nullable(), lastRunAt: z.string().nullable(), lastOutcome: z.string().nullable() }),
  ),
});
type JobsFile = z.infer<typeof JobsFileSchema>;

export interface JobStatus {
  owner: string;
  job: string;
  next: Date | null;
  lastSlot: string | null;
  lastOutcome: string | null;
}

interface Pending {
  owner: string;
  job: JobSpec;
  at: Date;
  trigger: JobContext["trigger"];
  late: boolean;
}

export interface SchedulerDeps {
  zoe: Zoe;
  clock: Clock;
  logger: Logger;
  ownerIds: string[];
  jobs: JobSpec[];
  /** Claims older than this are cleaned up at start and daily. */
  claimRetentionMs?: number;
}

export class Scheduler {
  private pending: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly files = new Map<string, JsonFile<JobsFile>>();

  constructor(private readonly deps: SchedulerDeps) {}

  private jobsFile(owner: OwnerContext): JsonFile<JobsFile> {
    let f = this.files.get(owner.id);
    if (!f) {
      f = new JsonFile({
        path: path.join(owner.dir, "jobs.json"),
        schema: JobsFileSchema,
        initial: () => ({ version: 1 as const, jobs: {} }),
        logger: owner.logger,
      });
      this.files.set(owner.id, f);
    }
    return f;
  }

  /** Compute every owner's next slots; queue catch-up runs for slots missed while down. */
  async init(): Promise<void> {
    const now = this.deps.clock.now();
    this.pending = [];
    for (const ownerId of this.deps.ownerIds) {
      const owner = this.deps.zoe.owner(ownerId);
      await owner.sentinels.cleanup(now, this.deps.claimRetentionMs ?? 7 * DAY).catch(() => 0);
      const state = await this.jobsFile(owner).read();
      for (const job of this.deps.jobs) {
        const last = state.jobs[job.name]?.lastSlot ?? null;
        const prev = job.previous ? await job.previous(owner, now) : null;
        if (last && prev && Date.parse(last) < prev.getTime()) {
          const lateMs = now.getTime() - prev.getTime();
          const mode = job.catchUp?.mode ?? "skip";
          if (mode === "run" && lateMs <= (job.catchUp?.maxLateMs ?? Number.POSITIVE_INFINITY)) {
            this.pending.push({ owner: ownerId, job, at: now, trigger: "catchup", late: true, });
            this.catchUpSlot.set(`${ownerId}:${job.name}`, prev);
          } else {
            this.deps.logger.info({ event: "missed_slot", owner: ownerId, job: job.name, slot: prev.toISOString() }, `missed ${job.name} while down; skipped`);
            await this.record(owner, job.name, prev, "missed while down; skipped");
          }
        }
        await this.queueNext(ownerId, job, now);
      }
    }
  }

  /** Catch-up runs stand for a past slot (claims and status use it). */
  private readonly catchUpSlot = new Map<string, Date>();

  private async queueNext(ownerId: string, job: JobSpec, after: Date): Promise<void> {
    const owner = this.deps.zoe.owner(ownerId);
    const at = await job.next(owner, after);
    this.pending = this.pending.filter((p) => !(p.owner === ownerId && p.job === job && p.trigger === "slot"));
    if (at) this.pending.push({ owner: ownerId, job, at, trigger: "slot", late: false });
  }

  /** Re-run a job for an owner at `at` (one pending re-check per owner and job; the earliest wins). */
  recheck(ownerId: string, job: JobSpec, at: Date): void {
    const existing = this.pending.find((p) => p.owner === ownerId && p.job === job && p.trigger === "recheck");
    const nextSlot = this.pending.find((p) => p.owner === ownerId && p.job === job && p.trigger === "slot");
    if (nextSlot && nextSlot.at.getTime() <= at.getTime()) return; // the regular slot comes first anyway
    if (existing) {
      if (existing.at.getTime() <= at.getTime()) return;
      existing.at = at;
      return;
    }
    this.pending.push({ owner: ownerId, job, at, trigger: "recheck", late: false });
  }

  /** The earliest pending run, or null. */
  nextAt(): Date | null {
    let best: Date | null = null;
    for (const p of this.pending) if (!best || p.at < best) best = p.at;
    return best;
  }

  /** Every pending run with its owner and job (for `zoe status`). */
  async status(): Promise<JobStatus[]> {
    const out: JobStatus[] = [];
    for (const ownerId of this.deps.ownerIds) {
      const owner = this.deps.zoe.owner(ownerId);
      const state = await this.jobsFile(owner).read();
      for (const job of this.deps.jobs) {
        const next = this.pending.filter((p) => p.owner === ownerId && p.job === job).sort((a, b) => a.at.getTime() - b.at.getTime())[0];
        out.push({ owner: ownerId, job: job.name, next: next?.at ?? null, lastSlot: state.jobs[job.name]?.lastSlot ?? null, lastOutcome: state.jobs[job.name]?.lastOutcome ?? null });
      }
    }
    return out;
  }

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

  /** Run everything due at the clock's current time, oldest slot first. */
  async runDue(): Promise<void> {
    const run = this.running.then(() => this.runDueNow());
    this.running = run.catch(() => undefined);
    return run;
  }

  private async runDueNow(): Promise<void> {
    for (;;) {
      const now = this.deps.clock.now();
      const due = this.pending.filter((p) => p.at.getTime() <= now.getTime()).sort((a, b) => a.at.getTime() - b.at.getTime());
      const p = due[0];
      if (!p || this.stopped) return;
      this.pending.splice(this.pending.indexOf(p), 1);
      await this.runOne(p, now);
    }
  }

  private async runOne(p: Pending, now: Date): Promise<void> {
    const { logger } = this.deps;
    const owner = this.deps.zoe.owner(p.owner);
    const slot = p.trigger === "catchup" ? (this.catchUpSlot.get(`${p.owner}:${p.job.name}`) ?? p.at) : p.at;
    const key = `${p.job.name}${p.trigger === "recheck" ? "-recheck" : ""}@${slot.toISOString()}`;
    if (p.trigger === "slot" || p.trigger === "catchup") await this.queueNext(p.owner, p.job, new Date(Math.max(now.getTime(), p.at.getTime())));
    if (!(await owner.sentinels.claim(key, now))) {
      logger.debug({ event: "slot_claimed_elsewhere", key }, "slot already claimed");
      return;
    }
    try {
      const result = (await p.job.run(owner, slot, { late: p.late, trigger: p.trigger })) ?? {};
      if (p.trigger !== "recheck") await this.record(owner, p.job.name, slot, result.outcome ?? "ok");
      if (result.recheckAt) this.recheck(p.owner, p.job, result.recheckAt);
    } catch (err) {
      await owner.sentinels.release(key);
      logger.error({ err, event: "job_failed", job: p.job.name, owner: p.owner }, `${p.job.name} failed; will retry`);
      await this.record(owner, p.job.name, new Date(0), `failed: ${(err as Error).message}`).catch(() => undefined);
      // Retry a failed slot shortly (it keeps its slot key, so it still runs at most once).
      this.pending.push({ ...p, at: new Date(now.getTime() + 5 * MINUTE) });
    }
  }

  /** Production loop: sleep until the next slot (at most a minute, to follow clock changes). */
  start(): void {
    this.stopped = false;
    const loop = () => {
      if (this.stopped) return;
      const next = this.nextAt();
      const wait = next ? Math.max(0, Math.min(MINUTE, next.getTime() - this.deps.clock.now().getTime())) : MINUTE;
      this.timer = setTimeout(() => {
        this.runDue()
          .catch((err: unknown) => this.deps.logger.error({ err }, "scheduler run failed"))
          .finally(loop);
      }, wait);
      this.timer.unref?.();
    };
    loop();
  }

  /** Stop the loop and wait for a run in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}

/**
 * The per-owner glue between the queued GitHub events and ZOE's proactive side:
 *   - `drain(owner, now)`: handles what webhook.ts queued: folds every queued event into the rules'
 *     state and empties the queue in the same transaction (a crash before it leaves them queued,
 *     after it leaves them handled: never lost, never folded twice, whichever instance runs it);
 *   - `source`: a CandidateSource for the reasoning tick (github/rules.ts), which also drops the
 *     deferred GitHub thoughts that no longer apply (a streak that went green, a review done);
 *   - `job(tick)`: a scheduler job that wakes when something is queued (webhook.ts asks the
 *     scheduler for it) and when a waiting review becomes old enough to matter, handles the queue,
 *     and runs the reasoning tick (trigger "event") when GitHub has something new to say, so every
 *     GitHub push goes through the same guards, threshold, decision model and decision log.
 * Must never: send anything itself (only the tick speaks), throw out of the source or the job
 * because of GitHub, or run a tick when GitHub has nothing new to say.
 */
import type { Zoe } from "../app.ts";
import { MINUTE, type Clock } from "../base/clock.ts";
import type { Logger } from "../base/log.ts";
import type { OwnerContext } from "../owner.ts";
import { PushWithheldError } from "../channels/index.ts";
import type { JobSpec } from "../schedule/index.ts";
import { type Candidate, type CandidateSource, MIN_SINCE_LAST_PUSH_MS, type ReasoningTick, reservoir } from "../tick/index.ts";
import { CANDIDATE_ID_PREFIX, fold, githubCandidates, prune, REVIEW_WAIT_MS, waitingSubject } from "./rules.ts";
import { githubDocument } from "./webhook.ts";

/** The scheduler job's name (in `jobs.json` and `zoe status`). */
export const GITHUB_JOB = "github";

export interface GithubTriggerOptions {
  zoe: Zoe;
  /** The owner's GitHub login: whose pushes, reviews and pull requests count as the owner's. */
  login: string;
  clock: Clock;
  logger: Logger;
  timeZone: string;
  reviewWaitMs?: number;
}

/** GitHub's candidates and scheduler job, per owner. */
export class GithubTrigger {
  private readonly reviewWaitMs: number;
  /** Candidate ids the job already put before the tick, per owner (the :30 tick still weighs them). */
  private readonly offered = new Map<string, Set<string>>();

  constructor(private readonly opts: GithubTriggerOptions) {
    this.reviewWaitMs = opts.reviewWaitMs ?? REVIEW_WAIT_MS;
  }

  /** Handle every queued event of the owner; returns how many. */
  async drain(owner: OwnerContext, now: Date): Promise<number> {
    const doc = githubDocument(owner);
    if (!(await doc.read()).queue.length) return 0;
    const n = await doc.update((s) => {
      const count = s.queue.length;
      // Each at the instant it was received: a restart after a crash keeps the streak's start.
      for (const q of s.queue) fold(s, q.event, new Date(q.at), this.opts.login);
      s.queue = [];
      prune(s, now);
      return count;
    });
    if (n) this.opts.logger.info({ event: "github_handled", count: n }, `handled ${n} GitHub event(s)`);
    return n;
  }

  /** The candidates at `now`. Never throws. */
  readonly source: CandidateSource = async (owner, now) => {
    try {
      await this.drain(owner, now);
      const res = reservoir(owner);
      const [state, threads, pushes, delivered] = await Promise.all([githubDocument(owner).read(), owner.threads.live(), owner.pushes.all(), res.deliveredIds()]);
      // What a brief already told the owner is not offered again.
      const out = githubCandidates({ now, timeZone: this.opts.timeZone, locale: owner.locale, state, threads, pushes, reviewWaitMs: this.reviewWaitMs }).filter((c) => !delivered.has(c.id));
      const ids = new Set(out.map((c) => c.id));
      await res.prune((d) => d.candidateId.startsWith(CANDIDATE_ID_PREFIX) && !ids.has(d.candidateId));
      return out;
    } catch (err) {
      this.opts.logger.warn({ err, event: "github_source_failed" }, "GitHub candidates unavailable this tick");
      return [];
    }
  };

  /**
   * When the job should next look, after `after` (or null): at once when events are queued, or when
   * this process has not yet offered the owner's state to the tick (a process killed after it
   * handled a delivery but before the tick spoke leaves a red main in the state; the next one
   * must not wait for the hourly tick to say it); else when a waiting review becomes old enough.
   */
  private async nextRipe(owner: OwnerContext, after: Date): Promise<Date | null> {
    const [state, pushes] = await Promise.all([githubDocument(owner).read(), owner.pushes.all()]);
    if (state.queue.length || !this.offered.has(owner.id)) return new Date(after.getTime() + 1);
    const pushed = new Set(pushes.map((p) => p.subject));
    let best: number | null = null;
    for (const w of state.waiting) {
      const at = Date.parse(w.since) + this.reviewWaitMs;
      if (at > after.getTime() && !pushed.has(waitingSubject(w)) && (best === null || at < best)) best = at;
    }
    return best === null ? null : new Date(best);
  }

  /** The scheduler job: handle the queue, and run the tick when GitHub has something new to say. */
  job(tick: ReasoningTick): JobSpec {
    const { logger, clock } = this.opts;
    return {
      name: GITHUB_JOB,
      // Woken per delivery; the queue's transaction, not a slot claim, keeps the work single.
      claim: false,
      next: async (owner, after) => {
        try {
          return await this.nextRipe(owner, after);
        } catch (err) {
          logger.warn({ err, event: "github_next_failed" }, "could not read the GitHub state; trying again in a few minutes");
          return new Date(after.getTime() + 5 * MINUTE);
        }
      },
      run: async (owner, slot, ctx) => {
        const now = clock.now();
        const candidates: Candidate[] = await this.source(owner, now);
        const offered = this.offered.get(owner.id) ?? new Set<string>();
        const fresh = candidates.filter((c) => !offered.has(c.id));
        this.offered.set(owner.id, new Set(candidates.map((c) => c.id)));
        if (!fresh.length && ctx.trigger !== "recheck" && !ctx.resumes) return { outcome: candidates.length ? "already offered" : "nothing to say" };
        try {
          const r = await tick.run(owner.id, slot, "event", ctx.pushes);
          let again = r.recheckAt;
          if (r.decision.outcome === "pushed") {
            // Something went out: the rest get their turn once the pause between pushes is over.
            const waiting = candidates.filter((c) => c.id !== r.decision.candidateId);
            for (const c of waiting) this.offered.get(owner.id)?.delete(c.id);
            again = waiting.length ? new Date(now.getTime() + MIN_SINCE_LAST_PUSH_MS) : null;
          }
          return { recheckAt: again, outcome: `tick ${r.decision.outcome}${r.decision.guard ? ` (${r.decision.guard})` : ""}` };
        } catch (err) {
          // Withheld in doubt (said, unconfirmed): the scheduler finishes the run and says so.
          if (err instanceof PushWithheldError) throw err;
          logger.warn({ err, event: "github_tick_failed" }, "the reasoning tick failed on a GitHub event");
          return { outcome: "tick failed" };
        }
      },
    };
  }
}

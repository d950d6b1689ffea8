/**
 * The scheduled jobs of the conversation layer, as JobSpecs for the scheduler: the reasoning tick
 * (hourly at :30 in the owner's zone by default, re-checked when a guard held it) and the morning
 * brief (at the owner's brief time, at most once a day, sent late after downtime of under 3 h; held by a pause
 * the owner asked for in words, until it ends that day, else skipped for the day).
 * Must never: let the brief depend on the reasoning tick's gate or mode.
 */
import { briefUnderPause, sendBrief, type BriefDeps } from "../brief/index.ts";
import { HOUR } from "../base/clock.ts";
import type { OwnerContext } from "../owner.ts";
import type { ReasoningTick } from "../tick/index.ts";
import { cronNext, cronPrevious, type JobSpec } from "./scheduler.ts";

export const TICK_JOB = "tick";
export const BRIEF_JOB = "brief";

/**
 * The reasoning tick. A tick missed while down runs once at start. `afterTick` is hourly
 * housekeeping that rides on it (flushing the durable-memory queue); it must not throw.
 */
export function tickJob(
  tick: ReasoningTick,
  timeZone: string,
  pattern: string,
  afterTick?: (owner: OwnerContext, now: Date) => Promise<void>,
): JobSpec {
  return {
    name: TICK_JOB,
    next: async (_owner, after) => cronNext(pattern, timeZone, after),
    previous: async (_owner, before) => cronPrevious(pattern, timeZone, before),
    catchUp: { mode: "run" },
    async run(owner, slot, ctx) {
      const r = await tick.run(owner.id, slot, ctx.trigger === "recheck" ? "recheck" : ctx.trigger === "catchup" ? "catchup" : "tick", ctx.pushes);
      if (ctx.trigger !== "recheck") await afterTick?.(owner, slot).catch(() => undefined);
      return { recheckAt: r.recheckAt, outcome: r.decision.outcome + (r.decision.guard ? ` (${r.decision.guard})` : "") };
    },
  };
}

const briefPattern = (at: string) => `${Number(at.slice(3, 5))} ${Number(at.slice(0, 2))} * * *`;

/** The morning brief, the always-on floor. Missed by under 3 hours: sent late, and says so. */
export function briefJob(deps: BriefDeps, timeZone: string): JobSpec {
  return {
    name: BRIEF_JOB,
    async next(owner, after) {
      const s = await owner.settings.get();
      return s.briefEnabled ? cronNext(briefPattern(s.briefAt), timeZone, after) : null;
    },
    async previous(owner, before) {
      const s = await owner.settings.get();
      return s.briefEnabled ? cronPrevious(briefPattern(s.briefAt), timeZone, before) : null;
    },
    catchUp: { mode: "run", maxLateMs: 3 * HOUR },
    async run(owner, slot, ctx) {
      const now = deps.zoe.clock.now();
      // A pause the owner asked for holds the scheduled brief too: until it ends that day, or to tomorrow's.
      const pause = briefUnderPause(await owner.settings.get(), now, timeZone);
      if (pause.hold === "until") return { outcome: `held: paused until ${pause.at.toISOString()}`, recheckAt: pause.at };
      if (pause.hold === "skip") return { outcome: `skipped: paused until ${pause.until.toISOString()}` };
      // A late brief says so in the owner's language ("09:00 ist 1 Std. 5 min her"): the brief words it.
      const push = await sendBrief(deps, owner, now, ctx.late ? slot : null, ctx.pushes);
      if (!push) throw new Error("brief could not be delivered");
      return { outcome: ctx.late ? "sent late" : "sent" };
    },
  };
}

/**
 * One ZOE process for the multi-instance test, started the way `zoe start` starts it (config from
 * the environment: Telegram, webhook, PostgreSQL, HTTP listener) with one difference: its clock is
 * a ManualClock at ZOE_SIM_START that the parent moves over IPC, and its scheduled work runs when
 * the parent says so, so a whole simulated day of briefs and ticks fits in a test. Run as
 * `node --import tsx zoe-sim-instance.ts` with an IPC channel.
 * Messages:  {type:"step", at}  -> the clock moves to `at`, due jobs run -> {type:"stepped", at}
 * Must never: read the wall clock for ZOE's decisions, or outlive its parent.
 */
import { ManualClock } from "../base/clock.ts";
import { createLogger } from "../base/log.ts";
import { loadConfig } from "../shell/config.ts";
import { startZoe } from "../shell/runtime.ts";

const start = process.env.ZOE_SIM_START;
if (!start || !process.send) {
  process.stderr.write("zoe-sim-instance: needs ZOE_SIM_START and an IPC channel\n");
  process.exit(2);
}
const clock = new ManualClock(start);
const config = loadConfig(process.env);
const logger = createLogger({ level: config.logLevel, pretty: false });
const running = await startZoe({ config, logger, clock, autoSchedule: false, instanceName: process.env.ZOE_SIM_NAME ?? `sim:${process.pid}` });

let queue: Promise<void> = Promise.resolve();
process.on("message", (m: { type: string; at: number }) => {
  if (m.type !== "step") return;
  queue = queue.then(async () => {
    clock.set(m.at);
    // As `zoe start`'s scheduler loop does: a failed run (no database connection in time on a
    // loaded machine) is logged and its slots are caught up by a later run; the process goes on.
    await running.scheduler.runDue().catch((err: unknown) => logger.error({ err, event: "scheduler_run_failed" }, "scheduler run failed"));
    process.send!({ type: "stepped", at: m.at });
  });
  queue.catch((err: unknown) => {
    process.stderr.write(`zoe-sim-instance: step failed: ${(err as Error).stack ?? String(err)}\n`);
    process.exit(1);
  });
});
// The parent gone (its IPC channel closed): stop as `zoe start` does on SIGTERM.
process.on("disconnect", () => void running.stop().then(() => process.exit(0)));
process.once("SIGTERM", () => void running.stop().then(() => process.exit(0)));
process.send({ type: "ready" });

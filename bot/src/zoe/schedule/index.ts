/**
 * ZOE's scheduled work per owner: the scheduler, its cron arithmetic, the jobs (tick and
 * brief), slot leases across instances, the push journal and /status. Other folders use only what
 * this index exports.
 * Must never: run one slot twice, or read the wall clock instead of the injected one.
 */
export { briefJob, TICK_JOB, tickJob } from "./jobs.ts";
export { type PushDraft, PushJournal, type SlotPushes } from "./push-journal.ts";
export { cronNext, dailyNext, dailyPrevious, JOB_LEASE_MS, type JobSpec, Scheduler } from "./scheduler.ts";
export { SlotLostError } from "./slot-lease.ts";
export { statusFeature, statusReport } from "./status.ts";

/**
 * The hourly reasoning tick: candidates, the pure decision, hard guards, the decision model, the
 * writer, the push record and the decision log; and the owner's controls over when ZOE speaks
 * (/mode, /quiet, /why, /stats). Other folders use only what this index exports.
 * Must never: let more than one unsolicited message through per tick.
 */
export type { Candidate } from "./candidates.ts";
export { applyThresholdOps, controlsFeature } from "./commands.ts";
export { COVERED_WINDOW_MS, mentions, MIN_SINCE_LAST_PUSH_MS } from "./guards.ts";
export { CANDIDATE_KINDS, type CandidateKind, KINDS } from "./kinds.ts";
export { type Push, PUSH_KINDS, type PushKind, PushLog, recordPush } from "./pushes.ts";
export { type Deferred, type StalenessContext, staleReason } from "./reservoir.ts";
export { type Decision, silenceRate } from "./decision-log.ts";
export { type CandidateSource, decisionLog, lastOwnerAt, ReasoningTick, reservoir } from "./tick.ts";

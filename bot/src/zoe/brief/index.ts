/**
 * The daily rhythm's fixed points: the morning brief (the always-on floor, where deferred
 * thoughts land) and the evening reflection. Other folders use only what this index exports.
 * Must never: send from here without the scheduler's slot and the push journal.
 */
export { type BriefDeps, briefUnderPause, sendBrief } from "./brief.ts";
export { reflectionFeature, reflectionJob } from "./reflection.ts";

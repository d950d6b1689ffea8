/**
 * The owner's goals: their store, transitions, offline capture, the hourly review and /goals.
 * Other folders use only what this index exports.
 * Must never: let a stalled goal turn into a nag (three empty reviews and it rests).
 */
export { goalListButtons, goalPushButtons } from "./buttons.ts";
export { extractGoals } from "./capture.ts";
export { goalsFeature, goalsListing } from "./commands.ts";
export { GoalReviewer } from "./review.ts";
export { type Goal, goalIntervals, GoalStore, isOpenGoal } from "./store.ts";
export { type AnyGoalOp, applyGoalOps, type GoalOutcome } from "./transitions.ts";

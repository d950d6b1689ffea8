/**
 * Every kind of candidate thought in one typed table: its score, its subject cool-down, whether
 * an unanswered push of it counts for the self-throttle, which buttons its push carries, and its
 * name in the replay harness. Adding a kind is one entry here; the compiler checks that every
 * kind has all of them (`satisfies Record<CandidateKind, KindSpec>`).
 * Must never: read the clock or any state beyond the candidate it is given.
 */
import { DAY, HOUR, MINUTE } from "../base/clock.ts";
import type { Candidate } from "./candidates.ts";

/** The candidate kinds (each is also a push kind). */
export const CANDIDATE_KINDS = ["nudge", "decision", "checkin", "calendar", "throttle", "goal"] as const;
export type CandidateKind = (typeof CANDIDATE_KINDS)[number];

/** Which button set a push of the kind carries (rendered by the tick: threads/ack.ts, tick/commands.ts). */
export type ButtonSet = "thread_ack" | "thread_decision" | "throttle" | "goal" | null;

export interface KindSpec {
  /** The interrupt score before rounding and clamping to [0, 1] (tick/score.ts documents the table). */
  score(c: Candidate): number;
  /** How long a subject stays off-limits after an unanswered push about it. */
  cooldownMs: number;
  /** The cool-down holds even after the owner answered (at most one push a day per goal). */
  cooldownEvenIfAnswered: boolean;
  /** An unanswered push of this kind counts toward the self-throttle (things ZOE chose to say). */
  countsForThrottle: boolean;
  buttons: ButtonSet;
  /** The kind's name in scenario files and the harness's scores (checked: the kind's own). */
  harness: CandidateKind;
}

export const KINDS = {
  nudge: {
    score: (c) => 0.65 + 0.2 * Math.min(1, Math.max(0, c.facts.overdueMs ?? 0) / DAY) - (c.facts.repeat ? 0.05 : 0),
    // The ladder already allows one repeat a day; the cool-down is the hard floor under it.
    cooldownMs: 20 * HOUR,
    cooldownEvenIfAnswered: false,
    countsForThrottle: true,
    buttons: "thread_ack",
    harness: "nudge",
  },
  decision: { score: () => 0.85, cooldownMs: 20 * HOUR, cooldownEvenIfAnswered: false, countsForThrottle: true, buttons: "thread_decision", harness: "decision" },
  checkin: { score: () => 0.45, cooldownMs: 24 * HOUR, cooldownEvenIfAnswered: false, countsForThrottle: true, buttons: null, harness: "checkin" },
  calendar: {
    score: (c) => (c.facts.change === "moved" || c.facts.change === "cancelled" ? 0.75 : 0.62),
    cooldownMs: 10 * MINUTE, // calendar candidates carry their own once-per-change subject
    cooldownEvenIfAnswered: false,
    countsForThrottle: true,
    buttons: null,
    harness: "calendar",
  },
  // The question about the bar itself: never counted against the bar.
  throttle: { score: () => 0.9, cooldownMs: 24 * HOUR, cooldownEvenIfAnswered: false, countsForThrottle: false, buttons: "throttle", harness: "throttle" },
  // Progress is never urgent: at most one push a day per goal, answered or not.
  goal: {
    score: (c) => 0.62 + (c.facts.goalStep ? 0.03 : 0),
    cooldownMs: 24 * HOUR,
    cooldownEvenIfAnswered: true,
    countsForThrottle: true,
    buttons: "goal",
    harness: "goal",
  },
} as const satisfies { [K in CandidateKind]: KindSpec & { harness: K } };

/** Push kinds whose unanswered pushes count for the self-throttle. */
export const THROTTLE_COUNTED: ReadonlySet<string> = new Set(CANDIDATE_KINDS.filter((k) => KINDS[k].countsForThrottle));

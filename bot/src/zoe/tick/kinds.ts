/**
 * Every kind of candidate thought in one typed table: its score, its subject cool-down, whether
 * an unanswered push of it counts for the self-throttle, which buttons its push carries, whether
 * it is a promise the owner asked for rather than something ZOE chose to say, and its name in the
 * replay harness. Adding a kind is one entry here; the compiler checks that every
 * kind has all of them (`satisfies Record<CandidateKind, KindSpec>`).
 * Must never: read the clock or any state beyond the candidate it is given.
 */
import { DAY, HOUR, MINUTE } from "../base/clock.ts";
import type { Candidate } from "./candidates.ts";

/** The candidate kinds (each is also a push kind). */
export const CANDIDATE_KINDS = ["nudge", "decision", "checkin", "calendar", "throttle", "goal", "reminder", "snoozed", "github_ci", "github_review", "github_done"] as const;
export type CandidateKind = (typeof CANDIDATE_KINDS)[number];

/** Which button set a push of the kind carries (rendered by the tick: threads/ack.ts, tick/commands.ts). */
export type ButtonSet = "thread_ack" | "thread_decision" | "thread_reminder" | "throttle" | "goal" | null;

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
  /**
   * The owner asked for it at a minute (a reminder): it goes out at that minute, each on its own,
   * past everything that holds what ZOE says unprompted (the owner writing, the cool-down after a
   * push, one push per tick, the bar, the decision model, candidate vetoes); only quiet hours hold
   * it (tick/decide.ts). Its score only places it in the decision log.
   */
  promise: boolean;
  /**
   * The kind's name in scenario files and the harness's scores: its own, or the kind it counts as
   * there (a follow-up snoozed to a minute is a follow-up, "nudge", to a scenario's author).
   */
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
    promise: false,
    harness: "nudge",
  },
  decision: { score: () => 0.85, cooldownMs: 20 * HOUR, cooldownEvenIfAnswered: false, countsForThrottle: true, buttons: "thread_decision", promise: false, harness: "decision" },
  checkin: { score: () => 0.45, cooldownMs: 24 * HOUR, cooldownEvenIfAnswered: false, countsForThrottle: true, buttons: null, promise: false, harness: "checkin" },
  calendar: {
    score: (c) => (c.facts.change === "moved" || c.facts.change === "cancelled" ? 0.75 : 0.62),
    cooldownMs: 10 * MINUTE, // calendar candidates carry their own once-per-change subject
    cooldownEvenIfAnswered: false,
    countsForThrottle: true,
    buttons: null,
    promise: false,
    harness: "calendar",
  },
  // The question about the bar itself: never counted against the bar.
  throttle: { score: () => 0.9, cooldownMs: 24 * HOUR, cooldownEvenIfAnswered: false, countsForThrottle: false, buttons: "throttle", promise: false, harness: "throttle" },
  // Progress is never urgent: at most one push a day per goal, answered or not.
  goal: {
    score: (c) => 0.62 + (c.facts.goalStep ? 0.03 : 0),
    cooldownMs: 24 * HOUR,
    cooldownEvenIfAnswered: true,
    countsForThrottle: true,
    buttons: "goal",
    promise: false,
    harness: "goal",
  },
  // What the owner asked to be reminded of, at the minute they named: a promise, not a thought.
  // No cool-down or veto applies to it (it is sent once per promised minute, tick/candidates.ts),
  // and an unanswered reminder is no sign that ZOE talks too much.
  reminder: { score: () => 1, cooldownMs: 0, cooldownEvenIfAnswered: false, countsForThrottle: false, buttons: "thread_reminder", promise: true, harness: "reminder" },
  // A follow-up the owner snoozed to a minute they named ("not yet, in 10 minutes"): a promise
  // like a reminder, but still a follow-up on a commitment, so it asks, with the follow-up's buttons.
  snoozed: { score: () => 1, cooldownMs: 0, cooldownEvenIfAnswered: false, countsForThrottle: false, buttons: "thread_ack", promise: true, harness: "nudge" },
  // GitHub (github/rules.ts): each streak, wait and closure is its own subject, told once.
  github_ci: { score: () => 0.72, cooldownMs: 7 * DAY, cooldownEvenIfAnswered: true, countsForThrottle: true, buttons: null, promise: false, harness: "github_ci" },
  github_review: { score: () => 0.62, cooldownMs: 7 * DAY, cooldownEvenIfAnswered: true, countsForThrottle: true, buttons: null, promise: false, harness: "github_review" },
  // "Is this done?" about a thread: the follow-up's buttons (Done among them), never a silent close.
  github_done: { score: () => 0.7, cooldownMs: 20 * HOUR, cooldownEvenIfAnswered: false, countsForThrottle: true, buttons: "thread_ack", promise: false, harness: "github_done" },
} as const satisfies { [K in Exclude<CandidateKind, "snoozed">]: KindSpec & { harness: K } } & { snoozed: KindSpec & { harness: "nudge" } };

/** Whether a candidate is a promise the owner asked for (see `KindSpec.promise`). */
export const isPromise = (c: Pick<Candidate, "kind">): boolean => KINDS[c.kind].promise;

/** Push kinds whose unanswered pushes count for the self-throttle. */
export const THROTTLE_COUNTED: ReadonlySet<string> = new Set(CANDIDATE_KINDS.filter((k) => KINDS[k].countsForThrottle));

/**
 * The candidate kinds table: one entry per kind, and the guards, the self-throttle, the score and
 * the harness all read it.
 */
import { describe, expect, it } from "vitest";
import { DAY, HOUR, MINUTE } from "../../base/clock.ts";
import type { Candidate } from "../candidates.ts";
import { SUBJECT_COOLDOWN_MS } from "../guards.ts";
import { CANDIDATE_KINDS, KINDS, THROTTLE_COUNTED } from "../kinds.ts";
import { scoreCandidate } from "../score.ts";
import { unansweredRecent } from "../throttle.ts";
import { PUSH_KINDS, type Push } from "../pushes.ts";
import { DeferredSchema } from "../reservoir.ts";
import { SCORED_KINDS } from "../../eval/scenario.ts";

const cand = (kind: Candidate["kind"], facts: Candidate["facts"] = {}): Candidate => ({
  id: `${kind}:x`,
  kind,
  subject: kind,
  threadId: null,
  about: kind,
  reason: "r",
  facts,
  deferrable: false,
});

describe("the kinds table", () => {
  it("has every kind, and the harness scores each under its own name, a snoozed follow-up as the follow-up it is", () => {
    expect(Object.keys(KINDS).sort()).toEqual([...CANDIDATE_KINDS].sort());
    expect([...SCORED_KINDS]).toEqual(CANDIDATE_KINDS.filter((k) => k !== "snoozed"));
    for (const k of CANDIDATE_KINDS) expect(KINDS[k].harness).toBe(k === "snoozed" ? "nudge" : k);
  });

  it("drives the cool-downs, the score and what counts for the self-throttle", () => {
    // A reminder, and a follow-up snoozed to a named minute, have no cool-down: each is a promise, sent once per promised minute.
    expect(SUBJECT_COOLDOWN_MS).toEqual({ nudge: 20 * HOUR, decision: 20 * HOUR, checkin: 24 * HOUR, calendar: 10 * MINUTE, throttle: 24 * HOUR, goal: 24 * HOUR, reminder: 0, snoozed: 0, github_ci: 7 * DAY, github_review: 7 * DAY, github_done: 20 * HOUR });
    // GitHub: a red main outranks a waiting review; "is it done?" sits between.
    expect([scoreCandidate(cand("github_ci")), scoreCandidate(cand("github_done")), scoreCandidate(cand("github_review"))]).toEqual([0.72, 0.7, 0.62]);
    expect(scoreCandidate(cand("goal", { goalStep: "draft" }))).toBe(0.65);
    expect(scoreCandidate(cand("decision"))).toBe(0.85);
    expect(scoreCandidate(cand("nudge", { overdueMs: 12 * HOUR }))).toBe(0.75);
    expect(scoreCandidate(cand("calendar", { change: "moved" }))).toBe(0.75);
    // An unanswered reminder the owner asked for is no sign that ZOE talks too much.
    expect([...THROTTLE_COUNTED].sort()).toEqual(["calendar", "checkin", "decision", "github_ci", "github_done", "github_review", "goal", "nudge"]);
    expect(CANDIDATE_KINDS.filter((k) => KINDS[k].promise)).toEqual(["reminder", "snoozed"]);
    const now = new Date("2026-06-01T12:00:00Z");
    const push = (kind: Push["kind"]) => ({ kind, at: new Date(now.getTime() - HOUR).toISOString(), answeredAt: null }) as Push;
    expect(unansweredRecent([push("nudge"), push("throttle"), push("brief")], now).map((p) => p.kind)).toEqual(["nudge"]);
  });

  it("is the only list of kinds: pushes and deferred thoughts accept exactly the table's kinds", () => {
    for (const k of CANDIDATE_KINDS) {
      expect(PUSH_KINDS).toContain(k);
      expect(DeferredSchema.shape.kind.parse(k)).toBe(k);
    }
    expect(() => DeferredSchema.shape.kind.parse("not-a-kind")).toThrow();
    // Each kind names the buttons its push carries (rendered by the tick), null for none.
    expect(Object.fromEntries(CANDIDATE_KINDS.map((k) => [k, KINDS[k].buttons]))).toEqual({
      nudge: "thread_ack",
      decision: "thread_decision",
      checkin: null,
      calendar: null,
      throttle: "throttle",
      goal: "goal",
      reminder: "thread_reminder",
      // Snoozed to a minute, a follow-up still asks: the follow-up's buttons.
      snoozed: "thread_ack",
      github_ci: null,
      github_review: null,
      // "Is this done?" carries the follow-up's buttons: Done closes the thread, nothing else does.
      github_done: "thread_ack",
    });
  });
});

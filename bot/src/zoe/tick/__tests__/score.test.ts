/**
 * The interrupt score: a pure, documented function from a candidate to 0..1. Overdue follow-ups
 * and decision questions score high, check-ins low; with the base thresholds a due follow-up
 * clears "balanced" and a check-in clears only "proactive".
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DAY, HOUR } from "../../base/clock.ts";
import { gatherCandidates, type Candidate } from "../candidates.ts";
import { rank, scoreCandidate } from "../score.ts";
import { BASE_THRESHOLD, defaultOwnerSettings, thresholdFor } from "../../settings/owner-settings.ts";
import type { Thread } from "../../threads/store.ts";
import { makeThread } from "../../test-support/fixtures.ts";

const cand = (over: Partial<Candidate> & Pick<Candidate, "kind">): Candidate => ({
  id: `${over.kind}:x`,
  subject: `${over.kind}:x`,
  threadId: null,
  about: "something",
  reason: "because",
  facts: {},
  deferrable: false,
  ...over,
});

const NOW = new Date("2025-06-02T16:30:00.000Z"); // Monday 18:30 in Berlin (CEST)

function thread(over: Partial<Thread>): Thread {
  return makeThread({
    summary: "send the board deck to Priya",
    created_at: "2025-06-02T08:00:00.000Z",
    due_at: "2025-06-02T16:00:00.000Z",
    ...over,
  });
}

describe("scoring one candidate", () => {
  it("gives each kind its documented score", () => {
    expect(scoreCandidate(cand({ kind: "throttle" }))).toBe(0.9);
    expect(scoreCandidate(cand({ kind: "decision", facts: { overdueMs: 3 * DAY } }))).toBe(0.85);
    expect(scoreCandidate(cand({ kind: "nudge", facts: { overdueMs: 0 } }))).toBe(0.65);
    expect(scoreCandidate(cand({ kind: "calendar", facts: { change: "moved" } }))).toBe(0.75);
    expect(scoreCandidate(cand({ kind: "calendar", facts: { change: "cancelled" } }))).toBe(0.75);
    expect(scoreCandidate(cand({ kind: "calendar", facts: { change: "headsup" } }))).toBe(0.62);
    expect(scoreCandidate(cand({ kind: "checkin", facts: { silenceMs: 50 * HOUR } }))).toBe(0.45);
  });

  it("raises a follow-up as it gets overdue, up to +0.20 at a day, and no further", () => {
    expect(scoreCandidate(cand({ kind: "nudge", facts: { overdueMs: 12 * HOUR } }))).toBe(0.75);
    expect(scoreCandidate(cand({ kind: "nudge", facts: { overdueMs: DAY } }))).toBe(0.85);
    expect(scoreCandidate(cand({ kind: "nudge", facts: { overdueMs: 9 * DAY } }))).toBe(0.85);
  });

  it("lowers a follow-up that repeats an unanswered one", () => {
    expect(scoreCandidate(cand({ kind: "nudge", facts: { overdueMs: DAY, repeat: true } }))).toBe(0.8);
  });

  it("treats a negative overdue (clock skew) as not overdue", () => {
    expect(scoreCandidate(cand({ kind: "nudge", facts: { overdueMs: -5 * HOUR } }))).toBe(0.65);
  });

  it("puts a due follow-up over the balanced bar and a check-in only over the proactive one", () => {
    const balanced = thresholdFor({ ...defaultOwnerSettings(), mode: "balanced" });
    const proactive = thresholdFor({ ...defaultOwnerSettings(), mode: "proactive" });
    expect(balanced).toBe(BASE_THRESHOLD.balanced);
    expect(scoreCandidate(cand({ kind: "nudge", facts: { overdueMs: 30 * 60_000 } }))).toBeGreaterThanOrEqual(balanced);
    expect(scoreCandidate(cand({ kind: "checkin" }))).toBeLessThan(balanced);
    expect(scoreCandidate(cand({ kind: "checkin" }))).toBeGreaterThanOrEqual(proactive);
  });

  it("stays within 0..1 and never falls as a follow-up gets later (any facts)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Candidate["kind"]>("nudge", "decision", "checkin", "calendar", "throttle"),
        fc.integer({ min: -10 * DAY, max: 60 * DAY }),
        fc.integer({ min: 0, max: 10 * DAY }),
        fc.boolean(),
        (kind, overdueMs, extra, repeat) => {
          const a = scoreCandidate(cand({ kind, facts: { overdueMs, repeat } }));
          const b = scoreCandidate(cand({ kind, facts: { overdueMs: overdueMs + extra, repeat } }));
          expect(a).toBeGreaterThanOrEqual(0);
          expect(a).toBeLessThanOrEqual(1);
          expect(b).toBeGreaterThanOrEqual(a);
        },
      ),
    );
  });
});

describe("ranking the candidates of one tick", () => {
  it("puts the best first: decision questions over fresh follow-ups over check-ins", () => {
    const ranked = rank([
      cand({ kind: "checkin", id: "checkin:1" }),
      cand({ kind: "nudge", id: "nudge:th-aaaa:0", facts: { overdueMs: HOUR } }),
      cand({ kind: "decision", id: "decision:th-bbbb:2", facts: { overdueMs: HOUR } }),
    ]);
    expect(ranked.map((r) => r.candidate.kind)).toEqual(["decision", "nudge", "checkin"]);
  });

  it("orders equally old threads by what they are about before their random ids (two threads opened by one message)", () => {
    const order = { dueAt: Date.parse("2026-06-01T15:00:00Z"), createdAt: Date.parse("2026-06-01T07:00:00Z") };
    const bank = cand({ kind: "nudge", id: "nudge:th-aaaa:0", about: "call the bank", order });
    const jonas = cand({ kind: "nudge", id: "nudge:th-0000:0", about: "email Jonas the contract", order });
    expect(rank([bank, jonas]).map((r) => r.candidate.about)).toEqual(["call the bank", "email Jonas the contract"]);
    expect(rank([jonas, bank]).map((r) => r.candidate.about)).toEqual(["call the bank", "email Jonas the contract"]);
  });

  it("orders ties by id, so the same state always picks the same thought", () => {
    const a = cand({ kind: "nudge", id: "nudge:th-bbbb:0" });
    const b = cand({ kind: "nudge", id: "nudge:th-aaaa:0" });
    expect(rank([a, b]).map((r) => r.candidate.id)).toEqual(["nudge:th-aaaa:0", "nudge:th-bbbb:0"]);
    expect(rank([b, a]).map((r) => r.candidate.id)).toEqual(["nudge:th-aaaa:0", "nudge:th-bbbb:0"]);
  });
});

describe("gathering candidates from the ladder and the silence", () => {
  const settings = defaultOwnerSettings();
  const base = { now: NOW, timeZone: "Europe/Berlin", settings, lastOwnerAt: null, lastCheckinAt: null };

  it("offers a follow-up for a due commitment, in the owner's zone, with when it became due", () => {
    const [c] = gatherCandidates({ ...base, threads: [thread({})] });
    expect(c).toMatchObject({ kind: "nudge", id: "nudge:th-ab12:0", subject: "thread:th-ab12", threadId: "th-ab12", deferrable: false });
    expect(c?.reason).toContain("due today 18:00");
    expect(c?.coveredAfter?.toISOString()).toBe("2025-06-02T16:00:00.000Z");
    expect(c?.facts.overdueMs).toBe(30 * 60_000);
  });

  it("offers nothing for a commitment that is not due yet, undated, done or snoozed", () => {
    const threads = [
      thread({ id: "th-aaaa", due_at: "2025-06-02T17:00:00.000Z" }),
      thread({ id: "th-bbbb", due_at: null }),
      thread({ id: "th-cccc", status: "done" }),
      thread({ id: "th-dddd", status: "snoozed", snooze_until: "2025-06-03T06:00:00.000Z", snooze_count: 1 }),
    ];
    expect(gatherCandidates({ ...base, threads })).toEqual([]);
  });

  it("turns the third follow-up after two snoozes into a decision question", () => {
    const [c] = gatherCandidates({ ...base, threads: [thread({ snooze_count: 2, snooze_until: "2025-06-02T16:00:00.000Z", status: "snoozed" })] });
    expect(c).toMatchObject({ kind: "decision", id: "decision:th-ab12:2" });
    expect(scoreCandidate(c!)).toBe(0.85);
  });

  it("offers a check-in after 48 h of silence, in proactive mode only, once per silence", () => {
    const lastOwnerAt = new Date(NOW.getTime() - 49 * HOUR);
    const proactive = { ...settings, mode: "proactive" as const };
    const [c] = gatherCandidates({ ...base, settings: proactive, threads: [], lastOwnerAt });
    expect(c).toMatchObject({ kind: "checkin", subject: "checkin", deferrable: true, id: `checkin:${lastOwnerAt.toISOString()}` });
    expect(gatherCandidates({ ...base, threads: [], lastOwnerAt })).toEqual([]); // balanced
    expect(gatherCandidates({ ...base, settings: proactive, threads: [], lastOwnerAt: new Date(NOW.getTime() - 47 * HOUR) })).toEqual([]);
    // Already checked in during this silence.
    expect(gatherCandidates({ ...base, settings: proactive, threads: [], lastOwnerAt, lastCheckinAt: new Date(NOW.getTime() - HOUR) })).toEqual([]);
  });

  it("honours a configured silence length", () => {
    const lastOwnerAt = new Date(NOW.getTime() - 25 * HOUR);
    const s = { ...settings, mode: "proactive" as const, quietCheckinHours: 24 };
    expect(gatherCandidates({ ...base, settings: s, threads: [], lastOwnerAt })).toHaveLength(1);
  });
});

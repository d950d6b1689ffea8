/**
 * The reasoning tick's pure decision, `decide(now, state, candidates)`, with a pinned `now`: what
 * the owner would get from one tick (a follow-up, silence, a thought kept for the brief, a held
 * push that comes back in the morning), and the order of equally good follow-ups, which a replay
 * must reproduce exactly.
 */
import { describe, expect, it } from "vitest";
import { DAY, HOUR, MINUTE } from "../../base/clock.ts";
import { gatherCandidates, type Candidate } from "../candidates.ts";
import { decide, recheck, type TickState } from "../decide.ts";
import type { Push } from "../pushes.ts";
import type { Deferred } from "../reservoir.ts";
import { defaultOwnerSettings, type OwnerSettings } from "../../settings/owner-settings.ts";
import type { Thread } from "../../threads/store.ts";
import { makeThread } from "../../test-support/fixtures.ts";

const NOW = new Date("2025-06-02T16:30:00.000Z"); // Monday 18:30 in Berlin (CEST), inside active hours
const NIGHT = new Date("2025-06-02T22:30:00.000Z"); // 00:30 in Berlin
const META = { slot: NOW, trigger: "tick" as const };

function thread(over: Partial<Thread>): Thread {
  return makeThread({ summary: "send the board deck to Priya", created_at: "2025-06-01T08:00:00.000Z", due_at: "2025-06-02T16:00:00.000Z", ...over });
}

function stateWith(over: Partial<TickState> & { threads?: Thread[] } = {}): TickState & { threads: Thread[] } {
  const threads = over.threads ?? [];
  return {
    settings: defaultOwnerSettings(),
    liveThreadIds: new Set(threads.map((t) => t.id)),
    pushes: [],
    recent: [],
    lastOwnerAt: null,
    ownerBusy: false,
    deferred: [],
    timeZone: "Europe/Berlin",
    locale: "en",
    ...over,
    threads,
  };
}

/** The ladder's candidates for the state, as the tick gathers them. */
const ladder = (now: Date, s: ReturnType<typeof stateWith>): Candidate[] =>
  gatherCandidates({ now, timeZone: s.timeZone, settings: s.settings, threads: s.threads, lastOwnerAt: s.lastOwnerAt, lastCheckinAt: null });

const push = (over: Partial<Push>): Push => ({
  id: "p-1",
  at: new Date(NOW.getTime() - 2 * HOUR).toISOString(),
  kind: "nudge",
  threadId: null,
  subject: "thread:th-zz99",
  messageId: null,
  text: "…",
  reason: "…",
  score: 0.7,
  threshold: 0.6,
  answeredAt: null,
  answer: null,
  ...over,
});

describe("decide: one tick's plan", () => {
  it("says nothing when nothing is due, and logs an empty tick", () => {
    const s = stateWith({ threads: [thread({ due_at: "2025-06-05T16:00:00.000Z" })] });
    const plan = decide(NOW, s, ladder(NOW, s), META);
    expect(plan.end).toEqual({ guard: null, outcome: "silent", candidateId: null, retryAt: null });
    expect(plan.best).toBeNull();
    expect(plan.defer).toEqual([]);
    expect(plan.log).toMatchObject({ at: NOW.toISOString(), slot: NOW.toISOString(), trigger: "tick", mode: "balanced", candidates: [] });
  });

  it("puts a due follow-up to the decision model inside active hours", () => {
    const s = stateWith({ threads: [thread({ id: "th-ab12" })] });
    const plan = decide(NOW, s, ladder(NOW, s), META);
    expect(plan.end).toBeNull();
    expect(plan.best?.candidate).toMatchObject({ kind: "nudge", threadId: "th-ab12" });
    expect(plan.best!.score).toBeGreaterThanOrEqual(plan.threshold);
    expect(plan.log.candidates).toEqual([{ id: "nudge:th-ab12:0", kind: "nudge", score: plan.best!.score, threshold: 0.6, veto: null }]);
  });

  it("holds the same follow-up at night until the morning, without deferring it to the brief", () => {
    const s = stateWith({ threads: [thread({ id: "th-ab12" })] });
    const plan = decide(NIGHT, s, ladder(NIGHT, s), { slot: NIGHT, trigger: "tick" });
    expect(plan.end).toMatchObject({ guard: "quiet_hours", outcome: "held", candidateId: "nudge:th-ab12:0" });
    expect(plan.end?.retryAt?.toISOString()).toBe("2025-06-03T06:00:00.000Z"); // 08:00 Berlin
    expect(plan.defer).toEqual([]);
  });

  it("keeps a check-in that does not clear a balanced bar for the brief", () => {
    const s = stateWith({ lastOwnerAt: new Date(NOW.getTime() - 3 * DAY), settings: { ...defaultOwnerSettings(), mode: "proactive", thresholdOffset: 0.2 } as OwnerSettings });
    const plan = decide(NOW, s, ladder(NOW, s), META);
    expect(plan.best?.candidate.kind).toBe("checkin");
    expect(plan.end).toMatchObject({ guard: "threshold", outcome: "deferred" });
    expect(plan.defer.map((c) => c.kind)).toEqual(["checkin"]);
  });

  it("raises the self-throttle after three unanswered pushes and asks the owner first", () => {
    const pushes = [1, 2, 3].map((i) => push({ id: `p-${i}`, subject: `thread:th-q${i}00`, at: new Date(NOW.getTime() - i * HOUR).toISOString() }));
    const s = stateWith({ threads: [thread({ id: "th-ab12" })], pushes });
    const plan = decide(NOW, s, ladder(NOW, s), META);
    expect(plan.throttle).toMatchObject({ raised: true, unanswered: 3 });
    expect(plan.settings.throttleRaise).toBeGreaterThan(0);
    expect(plan.best?.candidate.kind).toBe("throttle");
    // The follow-up is now measured against the raised bar.
    expect(plan.ranked.find((r) => r.candidate.kind === "nudge")?.threshold).toBeGreaterThan(0.6);
  });

  it("drops a deferred thought about a thread that was closed, and weighs the others again", () => {
    const deferred: Deferred[] = [
      { candidateId: "calendar:x", subject: "calendar:x", about: "standup", reason: "moved", deferredAt: new Date(NOW.getTime() - HOUR).toISOString(), kind: "calendar", threadId: null, facts: {}, expiresAt: null },
      { candidateId: "nudge:th-gone:0", subject: "thread:th-gone", about: "old", reason: "old", deferredAt: new Date(NOW.getTime() - HOUR).toISOString(), kind: "nudge", threadId: "th-gone", facts: {}, expiresAt: null },
    ];
    const s = stateWith({ deferred });
    const plan = decide(NOW, s, [], META);
    expect(plan.stale.map((d) => d.candidateId)).toEqual(["nudge:th-gone:0"]);
    expect(plan.ranked.map((r) => r.candidate.id)).toEqual(["calendar:x"]);
  });

  it("leaves out a follow-up the owner just talked about, and one still in its cool-down", () => {
    const s = stateWith({
      // Equally good: the tick reports the first one's guard ("send the board deck…" before "sign the passport…").
      threads: [thread({ id: "th-ab12" }), thread({ id: "th-cd34", summary: "sign the passport renewal" })],
      recent: [{ id: "t1", at: new Date(NOW.getTime() - 10 * MINUTE).toISOString(), role: "owner", text: "the board deck for Priya is nearly done", kind: "chat", threadId: null } as never],
      pushes: [push({ subject: "thread:th-cd34", at: new Date(NOW.getTime() - HOUR).toISOString() })],
      lastOwnerAt: new Date(NOW.getTime() - 10 * MINUTE),
    });
    const plan = decide(NOW, s, ladder(NOW, s), META);
    expect(Object.fromEntries(plan.log.candidates.map((c) => [c.id, c.veto]))).toEqual({ "nudge:th-ab12:0": "covered", "nudge:th-cd34:0": "subject_cooldown" });
    expect(plan.end).toMatchObject({ outcome: "silent", guard: "covered" });
  });

  it("is pure: the same inputs give the same plan, and the state is not touched", () => {
    const s = stateWith({ threads: [thread({ id: "th-ab12" }), thread({ id: "th-cd34", summary: "renew the passport", due_at: "2025-06-01T10:00:00.000Z" })] });
    const before = JSON.stringify(s, (_k, v) => (v instanceof Set ? [...v] : v));
    const a = decide(NOW, s, ladder(NOW, s), META);
    const b = decide(NOW, s, ladder(NOW, s), META);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(s, (_k, v) => (v instanceof Set ? [...v] : v))).toBe(before);
  });
});

describe("decide: equally good follow-ups are ordered by what they are about, never by their ids", () => {
  // Both more than a day overdue: the same score (capped), so only the tie-break separates them.
  const older = "2025-05-20T08:00:00.000Z";
  const newer = "2025-05-25T08:00:00.000Z";

  it("follows up the one due earlier first, whatever the ids and the input order", () => {
    const a = thread({ id: "th-aaaa", summary: "file the tax return", due_at: "2025-05-30T16:00:00.000Z", created_at: newer });
    const z = thread({ id: "th-zzzz", summary: "call the landlord", due_at: "2025-05-29T16:00:00.000Z", created_at: newer });
    for (const threads of [
      [a, z],
      [z, a],
    ]) {
      const s = stateWith({ threads });
      const plan = decide(NOW, s, ladder(NOW, s), META);
      expect(plan.ranked[0]!.score).toBe(plan.ranked[1]!.score);
      expect(plan.best?.candidate.threadId).toBe("th-zzzz");
    }
  });

  it("with the same due time, follows up the older thread first", () => {
    const a = thread({ id: "th-aaaa", summary: "file the tax return", due_at: "2025-05-30T16:00:00.000Z", created_at: newer });
    const z = thread({ id: "th-zzzz", summary: "call the landlord", due_at: "2025-05-30T16:00:00.000Z", created_at: older });
    for (const threads of [
      [a, z],
      [z, a],
    ]) {
      const s = stateWith({ threads });
      expect(decide(NOW, s, ladder(NOW, s), META).ranked.map((r) => r.candidate.threadId)).toEqual(["th-zzzz", "th-aaaa"]);
    }
  });
});

describe("recheck: the guards again right before sending", () => {
  it("holds the push when the owner wrote while the models worked, and says when to look again", () => {
    const c = ladder(NOW, stateWith({ threads: [thread({ id: "th-ab12" })] }))[0]!;
    const wrote = new Date(NOW.getTime() - MINUTE);
    const r = recheck(NOW, stateWith({ lastOwnerAt: wrote }), c);
    expect(r).toEqual({ guard: "owner_active", retryAt: new Date(wrote.getTime() + 5 * MINUTE) });
    expect(recheck(NOW, stateWith({}), c)).toBeNull();
  });
});

describe("decide: a reminder the owner asked for is a promise", () => {
  // "remind me to take the pizza out in 2 minutes", asked at 18:28, due 18:30 (Berlin).
  const pizza = (over: Partial<Thread> = {}) =>
    thread({ id: "th-pz01", summary: "take the pizza out", created_at: "2025-06-02T16:28:00.000Z", due_at: NOW.toISOString(), due_phrase: "in 2 minutes", asked_reminder: true, ...over });

  it("goes out at its minute although the owner wrote 30 s ago, ZOE spoke a minute ago, the mode is quiet and the bar is out of reach", () => {
    const settings: OwnerSettings = { ...defaultOwnerSettings(), mode: "quiet", thresholdOffset: 0.5 };
    const s = stateWith({
      threads: [pizza()],
      settings,
      lastOwnerAt: new Date(NOW.getTime() - 30_000),
      ownerBusy: true,
      pushes: [push({ at: new Date(NOW.getTime() - MINUTE).toISOString() })],
    });
    const plan = decide(NOW, s, ladder(NOW, s), { slot: NOW, trigger: "event" });
    expect(plan.end).toBeNull();
    expect(plan.best).toBeNull();
    expect(plan.promises?.send.map((c) => [c.kind, c.threadId, c.reason])).toEqual([["reminder", "th-pz01", "You asked me at 18:28 to remind you at 18:30."]]);
    expect(plan.log.candidates).toEqual([{ id: `reminder:th-pz01:${NOW.toISOString()}`, kind: "reminder", score: 1, threshold: 0, veto: null }]);
  });

  it("every reminder due at the minute goes out in that tick, and a follow-up due with them waits for the cool-down after them", () => {
    const s = stateWith({
      threads: [pizza(), pizza({ id: "th-an02", summary: "call Anna", created_at: "2025-06-02T15:00:00.000Z" }), thread({ id: "th-ab12" })],
    });
    const plan = decide(NOW, s, ladder(NOW, s), { slot: NOW, trigger: "event" });
    expect(plan.promises?.send.map((c) => c.threadId).sort()).toEqual(["th-an02", "th-pz01"]);
    expect(plan.best).toBeNull();
    expect(plan.promises?.lookAgainAt).toEqual(new Date(NOW.getTime() + 3 * MINUTE));
  });

  it("a follow-up held by the owner's writing comes back when both holds are over", () => {
    const s = stateWith({ threads: [pizza(), thread({ id: "th-ab12" })], lastOwnerAt: new Date(NOW.getTime() - MINUTE) });
    const plan = decide(NOW, s, ladder(NOW, s), { slot: NOW, trigger: "event" });
    expect(plan.promises?.send).toHaveLength(1);
    expect(plan.promises?.lookAgainAt).toEqual(new Date(NOW.getTime() + 4 * MINUTE));
  });

  it("quiet hours and a pause do not hold it: asked for at 23:10, it goes out at 23:10 (issue #35)", () => {
    const due = new Date("2025-06-02T21:10:00.000Z"); // 23:10 in Berlin, inside quiet hours 22:00-08:00
    const s = stateWith({ threads: [pizza({ due_at: due.toISOString(), due_phrase: "at 23:10" })] });
    const night = decide(due, s, ladder(due, s), { slot: due, trigger: "event" });
    expect(night.end).toBeNull();
    expect(night.promises?.send.map((c) => c.threadId)).toEqual(["th-pz01"]);
    const paused = stateWith({ threads: [pizza({ due_at: due.toISOString(), due_phrase: "at 23:10" })], settings: { ...defaultOwnerSettings(), quietUntil: "2025-06-04T06:00:00.000Z" } });
    expect(decide(due, paused, ladder(due, paused), { slot: due, trigger: "event" }).promises?.send.map((c) => c.threadId)).toEqual(["th-pz01"]);
  });

  it("is owed once per promised minute: once delivered, the ladder's next step is an ordinary follow-up a day later", () => {
    const delivered = pizza({ last_nudged_at: NOW.toISOString(), nudge_count: 1, unanswered_nudges: 1 });
    const s = stateWith({ threads: [delivered] });
    expect(decide(NOW, s, ladder(NOW, s), META).promises).toBeNull();
    const nextDay = new Date(NOW.getTime() + DAY);
    expect(ladder(nextDay, s).map((c) => c.kind)).toEqual(["nudge"]);
  });

  it("a snooze that ends is a new promised minute", () => {
    const snoozed = pizza({ status: "snoozed", snooze_until: NOW.toISOString(), snooze_count: 1, due_at: "2025-06-01T16:30:00.000Z", last_nudged_at: "2025-06-01T16:30:00.000Z" });
    const s = stateWith({ threads: [snoozed] });
    const plan = decide(NOW, s, ladder(NOW, s), { slot: NOW, trigger: "event" });
    expect(plan.promises?.send.map((c) => c.reason)).toEqual(["You snoozed this reminder until 18:30."]);
  });

  it("a commitment with a time is no promise: it waits for the owner to finish writing", () => {
    const s = stateWith({ threads: [thread({ id: "th-ab12", due_at: NOW.toISOString(), due_phrase: "at 18:30" })], lastOwnerAt: new Date(NOW.getTime() - MINUTE) });
    const plan = decide(NOW, s, ladder(NOW, s), { slot: NOW, trigger: "event" });
    expect(plan.promises).toBeNull();
    expect(plan.end).toMatchObject({ guard: "owner_active", outcome: "held", retryAt: new Date(NOW.getTime() + 4 * MINUTE) });
  });
});

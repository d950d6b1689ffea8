/**
 * The reasoning tick, driven by the real scheduler on a ManualClock, with a capturing channel, a
 * scripted model and a temp ZOE_HOME, for an owner in Berlin. Each scenario is what the owner
 * would see (or not see) and what the decision log says about it.
 */
import { afterEach, describe, expect, it } from "vitest";
import { sendBrief } from "../../brief/brief.ts";
import { HOUR, MINUTE } from "../../base/clock.ts";
import type { Candidate } from "../candidates.ts";
import { silentLogger } from "../../base/log.ts";
import { counters } from "../../base/metrics.ts";
import { ReasoningTick, reservoir, type CandidateSource } from "../tick.ts";
import { OWNER, startHarness, TICK_KINDS, ZONE, type Harness } from "../../test-support/tick-harness.ts";

let h: Harness;
afterEach(async () => h?.close());

/** What the reasoning tick sent (not the brief, nor other features' messages). */
const followUps = () => h.sentOf();
const times = async () => (await followUps()).map((p) => h.show(p.at));
const briefs = () => h.sentOf(["brief"]);

describe("a due commitment", () => {
  it("stated at 17:00 for today (due 18:00, no time named) gets exactly one follow-up, at the 18:30 tick, with its buttons", async () => {
    h = await startHarness({ start: "2025-06-02T17:00" });
    // A day without a time keeps the hourly rhythm (a named time gets its own wake-up: reminders.test.ts).
    h.model!.commitments.set("board deck", { summary: "send the board deck to Priya", due: "today" });
    const [reply] = await h.channel.ownerSays("I'll send the board deck to Priya today");
    expect(reply?.text).toContain("Tracking: send the board deck to Priya, due today 18:00");
    const [thread] = await h.owner.threads.live();

    await h.runUntil("2025-06-02T21:45");

    expect(await times()).toEqual(["Mon 2 Jun 18:30"]);
    const [push] = await followUps();
    expect(push?.text).toBe("Quick check: did it happen?\n\nWhy now: It is due and still open.");
    expect(push?.buttons.flat().map((b) => b.label)).toEqual(["Done", "Not yet", "Snooze", "Stop reminding"]);
    expect(push?.buttons.flat()[0]?.data).toBe(`t:d:${thread!.id}`);
    expect((await h.pushLog())[0]).toMatchObject({ kind: "nudge", threadId: thread!.id, subject: `thread:${thread!.id}`, messageId: push!.messageId });
    expect((await h.owner.threads.live())[0]).toMatchObject({ nudge_count: 1, unanswered_nudges: 1 });

    const log = await h.decisions();
    expect(log.find((d) => d.slot === h.local("2025-06-02T17:30").toISOString())).toMatchObject({ outcome: "silent", candidates: [] });
    const pushed = log.filter((d) => d.outcome === "pushed");
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({
      at: h.local("2025-06-02T18:30").toISOString(),
      trigger: "tick",
      mode: "balanced",
      threshold: 0.6,
      guard: null,
      verdict: { speak: true, reason: "It is due and still open.", source: "tool" },
      candidates: [{ id: `nudge:${thread!.id}:0`, kind: "nudge", score: 0.654, veto: null }],
    });
    // Later ticks stay silent: the ladder waits a day before repeating an unanswered follow-up.
    expect(log.filter((d) => Date.parse(d.at) > h.local("2025-06-02T18:30").getTime()).every((d) => d.outcome === "silent")).toBe(true);
  });

  it("waits 5 minutes after the owner's last message: held at 18:30, sent at the 18:34 re-check", async () => {
    h = await startHarness({ start: "2025-06-02T17:00" });
    await h.seedThread("send the board deck to Priya", "2025-06-02T18:00");
    await h.runUntil("2025-06-02T18:29");
    await h.channel.ownerSays("what's the weather like this weekend?");
    await h.runUntil("2025-06-02T18:33");
    expect(await followUps()).toEqual([]);
    await h.runUntil("2025-06-02T19:00");
    expect(await times()).toEqual(["Mon 2 Jun 18:34"]);

    const log = await h.decisions();
    expect(log.find((d) => d.at === h.local("2025-06-02T18:30").toISOString())).toMatchObject({ outcome: "held", guard: "owner_active", verdict: null });
    expect(log.find((d) => d.outcome === "pushed")).toMatchObject({ trigger: "recheck", at: h.local("2025-06-02T18:34").toISOString() });
  });

  it("due at night waits for 08:00 in the owner's zone, then the brief follows", async () => {
    h = await startHarness({ start: "2025-06-02T21:00" });
    await h.seedThread("file the expense report", "2025-06-02T22:15");
    await h.runUntil("2025-06-03T09:10");
    expect(await times()).toEqual(["Tue 3 Jun 08:00"]);
    expect((await briefs()).map((p) => h.show(p.at))).toEqual(["Tue 3 Jun 09:00"]);
    expect((await briefs())[0]?.text).toContain("file the expense report");
    const night = (await h.decisions()).filter((d) => d.outcome === "held");
    expect(night.length).toBeGreaterThanOrEqual(9); // 22:30 … 07:30
    expect(night.every((d) => d.guard === "quiet_hours")).toBe(true);
  });

  it("is covered by the conversation when the owner already talked about it after it was due", async () => {
    h = await startHarness({ start: "2025-06-02T18:00" });
    const t = await h.seedThread("send the board deck to Priya", "2025-06-02T18:00");
    h.clock.set(h.local("2025-06-02T18:10"));
    await h.channel.ownerSays("the board deck for Priya is nearly ready");
    await h.runUntil("2025-06-02T18:45");
    expect(await followUps()).toEqual([]);
    const line = (await h.decisions()).find((d) => d.slot === h.local("2025-06-02T18:30").toISOString());
    expect(line).toMatchObject({ outcome: "silent", guard: "covered", candidates: [{ id: `nudge:${t.id}:0`, veto: "covered" }] });
    // Two hours on, the conversation no longer covers it.
    await h.runUntil("2025-06-02T20:45");
    expect(await times()).toEqual(["Mon 2 Jun 20:30"]);
  });
});

describe("after the owner answered a follow-up", () => {
  it("a reply that leaves the thread open does not bring the same follow-up back hours later", async () => {
    h = await startHarness({ start: "2025-06-02T18:00" });
    await h.seedThread("send the board deck to Priya", "2025-06-02T18:00");
    await h.runUntil("2025-06-02T18:40");
    const [push] = await followUps();
    expect(push).toBeDefined();
    await h.channel.ownerSays("Priya is out sick today, so it waits", push!.messageId);
    expect((await h.pushLog()).find((p) => p.messageId === push!.messageId)?.answeredAt).not.toBeNull();
    await h.runUntil("2025-06-03T12:00");
    expect(await times()).toEqual(["Mon 2 Jun 18:30"]);
  });

  it("a snooze that ended brings it back, though the last follow-up was only hours ago", async () => {
    h = await startHarness({ start: "2025-06-02T18:00" });
    const t = await h.seedThread("send the board deck to Priya", "2025-06-02T18:00");
    await h.runUntil("2025-06-02T18:40");
    await h.channel.ownerSays("snooze 2 hours");
    expect((await h.owner.threads.live())[0]).toMatchObject({ id: t.id, status: "snoozed", snooze_until: h.local("2025-06-02T20:40").toISOString() });
    await h.runUntil("2025-06-02T21:45");
    // "2 hours" names the minute it ends: a promise, kept at 20:40 rather than at the next tick.
    expect(await times()).toEqual(["Mon 2 Jun 18:30", "Mon 2 Jun 20:40"]);
  });
});

describe("when the tick runs", () => {
  it("at :30 of the owner's hour, also in a zone half an hour off UTC (Kolkata)", async () => {
    h = await startHarness({ start: "2025-06-02T17:00", zone: "Asia/Kolkata" });
    await h.seedThread("send the board deck to Priya", "2025-06-02T18:00");
    await h.runUntil("2025-06-02T19:15");
    expect(await times()).toEqual(["Mon 2 Jun 18:30"]);
    expect((await h.decisions()).map((d) => h.show(d.slot))).toEqual(["Mon 2 Jun 17:30", "Mon 2 Jun 18:30"]);
  });

  it("on the configured pattern (ZOE_TICK_CRON)", async () => {
    h = await startHarness({ start: "2025-06-02T17:00", env: { ZOE_TICK_CRON: "0 * * * *" } });
    await h.seedThread("send the board deck to Priya", "2025-06-02T18:10");
    await h.runUntil("2025-06-02T19:15");
    expect(await times()).toEqual(["Mon 2 Jun 19:00"]);
  });
});

describe("the single best thing", () => {
  it("sends at most one push per tick, the most pressing first", async () => {
    h = await startHarness({ start: "2025-06-02T09:00" });
    await h.seedThread("call the bank", "2025-06-02T10:00");
    await h.seedThread("book the flights", "2025-06-02T10:00");
    await h.seedThread("reply to Sam", "2025-06-02T10:00", { snooze_count: 2 });
    await h.runUntil("2025-06-02T12:45");
    expect(await times()).toEqual(["Mon 2 Jun 10:30", "Mon 2 Jun 11:30", "Mon 2 Jun 12:30"]);
    expect((await h.pushLog()).filter((p) => TICK_KINDS.includes(p.kind)).map((p) => p.kind)).toEqual(["decision", "nudge", "nudge"]);
    expect((await followUps())[0]?.buttons.flat().map((b) => b.label)).toEqual(["Reschedule", "Drop", "Break it down"]);
  });

  it("two ticks started at once for one owner are one tick", async () => {
    h = await startHarness({ start: "2025-06-02T18:30" });
    await h.seedThread("send the board deck to Priya", "2025-06-02T18:00");
    const slot = h.clock.now();
    const [a, b] = await Promise.all([h.running.tick.run(OWNER, slot), h.running.tick.run(OWNER, slot)]);
    expect(a).toBe(b);
    expect(await followUps()).toHaveLength(1);
    expect(await h.decisions()).toHaveLength(1);
  });

  it("weighs each thread against its own bar: a thread the owner wanted fewer nudges on yields", async () => {
    h = await startHarness({ start: "2025-06-02T18:30" });
    const quiet = await h.seedThread("clean the garage", "2025-06-01T18:00"); // a day overdue: 0.85
    const deck = await h.seedThread("send the board deck to Priya", "2025-06-02T18:00"); // 0.654
    await h.owner.settings.update((s) => {
      s.threadOffsets[quiet.id] = 0.3;
    });
    const r = await h.running.tick.run(OWNER, h.clock.now());
    expect(r.push?.threadId).toBe(deck.id);
    expect(r.decision).toMatchObject({
      outcome: "pushed",
      threshold: 0.6,
      candidates: [
        { id: `nudge:${quiet.id}:0`, score: 0.85, threshold: 0.9, veto: null },
        { id: `nudge:${deck.id}:0`, score: 0.654, threshold: 0.6, veto: null },
      ],
    });
  });
});

describe("the owner's message always goes first", () => {
  it("a push whose guards no longer hold at send time is held back and retried 5 minutes later", async () => {
    h = await startHarness({ start: "2025-06-02T18:30" });
    await h.seedThread("send the board deck to Priya", "2025-06-02T18:00");
    h.model!.duringGate = async () => {
      await h.channel.ownerSays("quick question about lunch tomorrow");
    };
    const r = await h.running.tick.run(OWNER, h.clock.now());
    expect(r.push).toBeNull();
    expect(r.decision).toMatchObject({ outcome: "held", guard: "owner_active", verdict: { speak: true } });
    expect(r.recheckAt?.toISOString()).toBe(h.local("2025-06-02T18:35").toISOString());
    expect(await followUps()).toEqual([]);
  });
});

describe("the decision model", () => {
  it("saying no keeps ZOE silent and is logged with its reason", async () => {
    h = await startHarness({ start: "2025-06-02T18:30" });
    await h.seedThread("send the board deck to Priya", "2025-06-02T18:00");
    h.model!.script((req) => (req.purpose === "gate" ? { toolCalls: [{ name: "submit", input: { speak: false, reason: "Owner is travelling.", candidate_id: "x" } }] } : null));
    const r = await h.running.tick.run(OWNER, h.clock.now());
    expect(r.push).toBeNull();
    expect(r.decision).toMatchObject({ outcome: "declined", verdict: { speak: false, reason: "Owner is travelling.", source: "tool" } });
    expect(h.model!.callsFor("writer")).toEqual([]);
  });

  it("answering in prose does not swallow a due follow-up: it is sent, and the fault is counted", async () => {
    h = await startHarness({ start: "2025-06-02T18:30" });
    await h.seedThread("send the board deck to Priya", "2025-06-02T18:00");
    h.model!.script((req) => (req.purpose === "gate" ? { text: "Hmm, hard to say. Maybe later?" } : null));
    const before = counters.get("gate.malformed_answer");
    const r = await h.running.tick.run(OWNER, h.clock.now());
    expect(counters.get("gate.malformed_answer")).toBe(before + 1);
    expect(r.decision).toMatchObject({ outcome: "pushed", verdict: { speak: true, source: "fallback" } });
    // Without the model's reason, the push explains itself with the candidate's own.
    expect(r.push?.text).toContain("Why now: You said you'd send the board deck to Priya, due today 18:00.");
  });

  it("offline, the template and the deterministic verdict do the job", async () => {
    h = await startHarness({ start: "2025-06-02T18:30", model: null });
    await h.seedThread("send the board deck to Priya", "2025-06-02T18:00");
    const r = await h.running.tick.run(OWNER, h.clock.now());
    expect(r.push?.text).toBe("You said you'd send the board deck to Priya. Did it happen?\n\nWhy now: You said you'd send the board deck to Priya, due today 18:00.");
    expect(r.decision.verdict).toEqual({ speak: true, reason: "You said you'd send the board deck to Priya, due today 18:00.", source: "offline" });
  });

  it("is not asked when nothing clears the bar", async () => {
    h = await startHarness({ start: "2025-06-02T18:30" });
    await h.seedThread("send the board deck to Priya", "2025-06-02T18:00");
    await h.owner.settings.update((s) => {
      s.thresholdOffset = 0.2;
    });
    const r = await h.running.tick.run(OWNER, h.clock.now());
    expect(r.decision).toMatchObject({ outcome: "silent", guard: "threshold", threshold: 0.8 });
    expect(h.model!.callsFor("gate")).toEqual([]);
  });
});

describe("when the push cannot be delivered", () => {
  it("logs the failure and leaves the thread as it was, so the next tick tries again", async () => {
    h = await startHarness({ start: "2025-06-02T18:00" });
    await h.seedThread("send the board deck to Priya", "2025-06-02T18:00");
    h.channel.failSends = 1;
    await h.runUntil("2025-06-02T18:45");
    expect(await times()).toEqual([]);
    expect((await h.decisions()).at(-1)).toMatchObject({ outcome: "failed", pushId: null });
    expect((await h.owner.threads.live())[0]).toMatchObject({ nudge_count: 0, last_nudged_at: null });
    await h.runUntil("2025-06-02T19:45");
    expect(await times()).toEqual(["Mon 2 Jun 19:30"]);
  });
});

describe("the self-throttle", () => {
  it("three unanswered pushes bring 'want me to dial back?' once, held overnight to the morning", async () => {
    h = await startHarness({ start: "2025-06-02T18:45" });
    await h.seedThread("call the bank", "2025-06-02T19:00");
    await h.seedThread("book the flights", "2025-06-02T20:00");
    await h.seedThread("reply to Sam", "2025-06-02T21:00");
    await h.runUntil("2025-06-03T08:10");
    expect(await times()).toEqual(["Mon 2 Jun 19:30", "Mon 2 Jun 20:30", "Mon 2 Jun 21:30", "Tue 3 Jun 08:00"]);
    const question = (await followUps())[3]!;
    expect(question.text).toContain("I've been chatty");
    expect(question.buttons.flat().map((b) => b.data)).toEqual(["g:y", "g:n"]);
    const s = await h.owner.settings.get();
    expect(s).toMatchObject({ throttleRaise: 0.1, throttleAsked: true });
    // The raise happened at 22:30 when the third went unanswered; the question waited for morning.
    expect(s.throttleRaisedAt).toBe(h.local("2025-06-02T22:30").toISOString());

    await h.runUntil("2025-06-03T18:00");
    expect((await followUps()).filter((p) => p.text.includes("I've been chatty"))).toHaveLength(1);
    expect((await h.decisions()).filter((d) => d.outcome === "pushed" && d.threshold !== null && d.threshold > 0).every((d) => d.threshold! >= 0.6)).toBe(true);
  });
});

describe("the went-quiet check-in", () => {
  it("comes once after 48 h of silence in proactive mode, and never in balanced mode", async () => {
    h = await startHarness({ start: "2025-06-07T10:00" }); // Saturday
    await h.channel.ownerSays("/mode proactive");
    await h.runUntil("2025-06-09T12:00");
    const checkins = (await h.pushLog()).filter((p) => p.kind === "checkin");
    expect(checkins.map((p) => h.show(p.at))).toEqual(["Mon 9 Jun 10:30"]);
    expect((await followUps()).find((p) => p.at.getTime() === Date.parse(checkins[0]!.at))?.text).toContain("Quick check");

    await h.close();
    h = await startHarness({ start: "2025-06-07T10:00" });
    await h.channel.ownerSays("hello");
    await h.runUntil("2025-06-09T12:00");
    expect((await h.pushLog()).filter((p) => p.kind === "checkin")).toEqual([]);
  });
});

describe("bounded deferral", () => {
  /** A calendar heads-up offered once, by a source that then forgets it. */
  function onceSource(c: Candidate): CandidateSource & { calls: number } {
    const src = Object.assign(async () => (src.calls++ === 0 ? [c] : []), { calls: 0 });
    return src;
  }

  const headsUp = (h: Harness): Candidate => ({
    id: "calendar:standup:headsup",
    kind: "calendar",
    subject: "calendar:standup",
    threadId: null,
    about: "Standup moved to 11:00",
    reason: "The standup moved.",
    facts: { change: "headsup" },
    deferrable: true,
    expiresAt: h.local("2025-06-03T11:00"),
  });

  it("a thought below the bar is kept and offered again, and said when the bar allows", async () => {
    h = await startHarness({ start: "2025-06-02T18:30" });
    await h.owner.settings.update((s) => {
      s.thresholdOffset = 0.1; // 0.70 > heads-up 0.62
    });
    const tick = new ReasoningTick({ zoe: h.running.zoe, model: h.model, clock: h.clock, logger: silentLogger, timeZone: ZONE, sources: [onceSource(headsUp(h))] });
    const first = await tick.run(OWNER, h.clock.now());
    expect(first.decision).toMatchObject({ outcome: "deferred", guard: "threshold", candidateId: "calendar:standup:headsup" });
    expect((await reservoir(h.owner).items()).map((i) => i.candidateId)).toEqual(["calendar:standup:headsup"]);

    await h.channel.ownerSays("/mode proactive");
    h.clock.advance(HOUR);
    const second = await tick.run(OWNER, h.clock.now());
    expect(second.decision).toMatchObject({ outcome: "pushed", candidateId: "calendar:standup:headsup" });
    expect(await reservoir(h.owner).items()).toEqual([]);
  });

  it("the next brief delivers what waited, once, and nothing waits forever", async () => {
    h = await startHarness({ start: "2025-06-02T18:30" });
    await h.owner.settings.update((s) => {
      s.thresholdOffset = 0.1;
    });
    const c = headsUp(h);
    const tick = new ReasoningTick({ zoe: h.running.zoe, model: h.model, clock: h.clock, logger: silentLogger, timeZone: ZONE, sources: [async () => [c]] });
    await tick.run(OWNER, h.clock.now());
    h.clock.set(h.local("2025-06-03T09:00"));
    const brief = await sendBrief({ zoe: h.running.zoe, model: null, logger: silentLogger, timeZone: ZONE }, h.owner, h.clock.now());
    expect(brief?.text).toContain("Held back for the brief:\n- Standup moved to 11:00: The standup moved.");
    // The source still offers it; it is not kept again for a second delivery.
    h.clock.set(h.local("2025-06-03T09:30"));
    expect((await tick.run(OWNER, h.clock.now())).decision.outcome).toBe("deferred");
    expect(await reservoir(h.owner).items()).toEqual([]);
  });

  it("drops a kept thought after its own expiry without saying it", async () => {
    h = await startHarness({ start: "2025-06-03T10:00" });
    await h.owner.settings.update((s) => {
      s.thresholdOffset = 0.1;
    });
    const tick = new ReasoningTick({ zoe: h.running.zoe, model: h.model, clock: h.clock, logger: silentLogger, timeZone: ZONE, sources: [onceSource(headsUp(h))] });
    await tick.run(OWNER, h.clock.now());
    expect(await reservoir(h.owner).items()).toHaveLength(1);
    h.clock.set(h.local("2025-06-03T11:30"));
    expect((await tick.run(OWNER, h.clock.now())).decision).toMatchObject({ outcome: "silent", candidates: [] });
    expect(await reservoir(h.owner).items()).toEqual([]);
  });

  it("a source that fails costs its candidates, not the tick", async () => {
    h = await startHarness({ start: "2025-06-02T18:30" });
    await h.seedThread("send the board deck to Priya", "2025-06-02T18:00");
    const broken: CandidateSource = async () => {
      throw new Error("feed down");
    };
    const tick = new ReasoningTick({ zoe: h.running.zoe, model: h.model, clock: h.clock, logger: silentLogger, timeZone: ZONE, sources: [broken] });
    expect((await tick.run(OWNER, h.clock.now())).decision.outcome).toBe("pushed");
  });
});

describe("quiet mode", () => {
  it("sends nothing but the morning brief, and logs why", async () => {
    h = await startHarness({ start: "2025-06-02T12:00" });
    await h.channel.ownerSays("/mode quiet");
    await h.seedThread("send the board deck to Priya", "2025-06-02T18:00");
    await h.runUntil("2025-06-03T12:00");
    expect(await times()).toEqual([]);
    expect((await briefs()).map((p) => h.show(p.at))).toEqual(["Tue 3 Jun 09:00"]);
    expect((await briefs())[0]?.text).toMatch(/Overdue:\n- send the board deck to Priya \(2 Jun 18:00\) \[th-[a-z0-9]+\]/);
    const withCandidates = (await h.decisions()).filter((d) => d.candidates.length > 0);
    expect(withCandidates.length).toBeGreaterThanOrEqual(17); // 18:30 … 11:30 the next day
    expect(withCandidates.every((d) => d.guard === "mode_quiet" && d.outcome === "held" && d.threshold === null)).toBe(true);
  });
});

describe("the morning brief", () => {
  it("comes at most once a day, even when asked twice", async () => {
    h = await startHarness({ start: "2025-06-03T09:00" });
    const deps = { zoe: h.running.zoe, model: null, logger: silentLogger, timeZone: ZONE };
    const a = await sendBrief(deps, h.owner, h.clock.now());
    h.clock.advance(30 * MINUTE);
    const b = await sendBrief(deps, h.owner, h.clock.now());
    expect(b?.id).toBe(a?.id);
    expect(await briefs()).toHaveLength(1);
    h.clock.set(h.local("2025-06-04T09:00"));
    expect((await sendBrief(deps, h.owner, h.clock.now()))?.id).not.toBe(a?.id);
  });

  it("lists what is due today, what is overdue, and open undated threads worth a glance", async () => {
    h = await startHarness({ start: "2025-06-01T12:00", model: null });
    await h.seedThread("write the quarterly letter", null);
    h.clock.set(h.local("2025-06-03T08:55"));
    await h.seedThread("renew the passport", "2025-06-02T12:00", { unanswered_nudges: 2 });
    await h.seedThread("pay the invoice", "2025-06-03T17:00");
    await h.seedThread("plan the offsite", "2025-06-05T12:00");
    await h.runUntil("2025-06-03T09:01");
    const [brief] = await briefs();
    expect(brief?.text).toContain("Good morning. Your brief for Tuesday 3 June.");
    expect(brief?.text).toMatch(/Overdue:\n- renew the passport \(2 Jun 12:00\) \[th-\w+\]/);
    expect(brief?.text).toMatch(/Due today:\n- pay the invoice \(today 17:00\) \[th-\w+\]/);
    expect(brief?.text).toMatch(/Open, no date \(worth a glance\):\n- write the quarterly letter \[th-\w+\]/);
    expect(brief?.text).not.toContain("plan the offsite");
  });
});

describe("restarts and a second process", () => {
  it("a restart after the brief does not send a second one; a brief missed while down comes late, once", async () => {
    h = await startHarness({ start: "2025-06-03T08:50" });
    const home = h.home;
    await h.runUntil("2025-06-03T09:05");
    expect((await briefs()).map((p) => h.show(p.at))).toEqual(["Tue 3 Jun 09:00"]);
    await h.close({ keepHome: true });

    h = await startHarness({ start: "2025-06-03T09:20", home });
    await h.runUntil("2025-06-03T12:00");
    expect(await briefs()).toEqual([]);
    await h.close({ keepHome: true });

    // Down from 08:50 to 10:30 the next day: the 09:00 brief comes at start, and says it is late.
    h = await startHarness({ start: "2025-06-04T10:30", home });
    await h.runUntil("2025-06-04T12:00");
    const late = await briefs();
    expect(late.map((p) => h.show(p.at))).toEqual(["Wed 4 Jun 10:30"]);
    expect(late[0]?.text).toContain("Sent late");
  });

  it("two processes on the same state send a tick's follow-up once", async () => {
    h = await startHarness({ start: "2025-06-02T18:00" });
    await h.seedThread("send the board deck to Priya", "2025-06-02T18:00");
    const other = await startHarness({ start: "2025-06-02T18:00", home: h.home });
    try {
      await Promise.all([h.runUntil("2025-06-02T18:45"), other.runUntil("2025-06-02T18:45")]);
      const sent = [...(await h.sentOf()), ...(await other.sentOf())];
      expect(h.channel.pushes().length + other.channel.pushes().length).toBe(1);
      expect(sent).toHaveLength(1);
      expect((await h.pushLog()).filter((p) => p.kind === "nudge")).toHaveLength(1);
    } finally {
      await other.close({ keepHome: true });
    }
  });
});

describe("/why and /stats", () => {
  it("/why names the reason, score and bar of the last push; /stats counts pushes, answers and silence", async () => {
    h = await startHarness({ start: "2025-06-02T17:00" });
    expect((await h.channel.ownerSays("/why"))[0]?.text).toBe("I haven't messaged you first yet.");
    await h.seedThread("send the board deck to Priya", "2025-06-02T18:00");
    await h.runUntil("2025-06-02T19:10");
    const [why] = await h.channel.ownerSays("/why");
    expect(why?.text).toBe("My last message (nudge, Mon 2 Jun 18:30): It is due and still open. Score 0.65 against my bar of 0.60.");
    const [stats] = await h.channel.ownerSays("/stats");
    expect(stats?.text).toBe(["Last 7 days: 1 unsolicited message(s), 0 answered.", "Silence rate: 50% of 2 ticks.", "Mode balanced, bar 0.60."].join("\n"));
  });

  it("/stats names a push Telegram never confirmed: said, counted, and not held against the owner as unanswered", async () => {
    h = await startHarness({ start: "2025-06-02T17:00" });
    await h.seedThread("send the board deck to Priya", "2025-06-02T18:00");
    await h.runUntil("2025-06-02T19:10");
    // The nudge's delivery was in doubt and it was withheld: on record without a message, unconfirmed.
    await h.owner.pushes.update((pushes) => {
      for (const p of pushes) Object.assign(p, { messageId: null, unconfirmed: true });
    });
    const [stats] = await h.channel.ownerSays("/stats");
    expect(stats?.text.split("\n").slice(0, 2)).toEqual([
      "Last 7 days: 1 unsolicited message(s), 0 answered.",
      "1 of them Telegram never confirmed (withheld, not sent again); they do not count as unanswered.",
    ]);
  });
});


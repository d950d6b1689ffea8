/**
 * How the bar moves: the self-throttle (3 unanswered pushes in 24 h raise it by 0.1, bounded,
 * asked about once; answers let it decay), the owner's own tuning (/mode, "quieter"/"louder",
 * the dial-back buttons, all written to the preferences block), and bounded deferral (a thought
 * kept for the brief at the latest, never forever, never twice). Pinned clocks throughout.
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DAY, HOUR, MINUTE } from "../../base/clock.ts";
import { applyThresholdOps } from "../commands.ts";
import type { Candidate } from "../candidates.ts";
import { candidateFrom, DEFER_MAX_MS, deferredFrom, Reservoir, staleReason } from "../reservoir.ts";
import { RAISE_MAX, throttleStep, unansweredRecent, type ThrottleState } from "../throttle.ts";
import { silentLogger } from "../../base/log.ts";
import type { Push } from "../pushes.ts";
import { BASE_THRESHOLD, defaultOwnerSettings, THRESHOLD_MAX, THRESHOLD_MIN, thresholdFor } from "../../settings/owner-settings.ts";
import { ownerText, startHarness, type Harness } from "../../test-support/tick-harness.ts";
import { filesOwners, filesSpace, ownerIn } from "../../test-support/storage.ts";

const NOW = new Date("2025-06-02T16:30:00.000Z"); // Monday 18:30 in Berlin
const ago = (ms: number) => new Date(NOW.getTime() - ms);

const push = (at: Date, over: Partial<Push> = {}): Push => ({
  id: `p-${at.getTime()}`,
  at: at.toISOString(),
  kind: "nudge",
  threadId: "th-ab12",
  subject: "thread:th-ab12",
  messageId: String(at.getTime()),
  text: "Did it happen?",
  reason: "due",
  score: 0.7,
  threshold: 0.6,
  answeredAt: null,
  answer: null,
  ...over,
});

const calm: ThrottleState = { throttleRaise: 0, asked: false };

describe("the self-throttle", () => {
  it("raises the bar by 0.1 and asks once when 3 pushes of the last 24 h went unanswered", () => {
    const pushes = [push(ago(5 * HOUR)), push(ago(3 * HOUR)), push(ago(HOUR))];
    const step = throttleStep(calm, pushes, NOW, null);
    expect(step).toEqual({ next: { throttleRaise: 0.1, asked: false }, ask: true, unanswered: 3 });
  });

  it("does not count two, answered ones, old ones, or the brief", () => {
    expect(throttleStep(calm, [push(ago(3 * HOUR)), push(ago(HOUR))], NOW, null).ask).toBe(false);
    const mixed = [
      push(ago(25 * HOUR)),
      push(ago(3 * HOUR), { answeredAt: ago(2 * HOUR).toISOString(), answer: "button:done" }),
      push(ago(2 * HOUR), { kind: "brief", subject: "brief", threadId: null }),
      push(ago(HOUR)),
      push(ago(30 * MINUTE)),
    ];
    expect(unansweredRecent(mixed, NOW)).toHaveLength(2);
    expect(throttleStep(calm, mixed, NOW, null)).toMatchObject({ next: calm, ask: false });
  });

  it("does not hold pushes Telegram never confirmed against the owner: they may never have arrived", () => {
    const withheld = (at: Date) => push(at, { messageId: null, unconfirmed: true });
    const pushes = [withheld(ago(5 * HOUR)), push(ago(3 * HOUR)), withheld(ago(HOUR)), push(ago(30 * MINUTE))];
    expect(unansweredRecent(pushes, NOW)).toHaveLength(2);
    expect(throttleStep(calm, pushes, NOW, null)).toMatchObject({ next: calm, ask: false, unanswered: 2 });
    // Three the owner surely received still raise the bar, beside any number withheld.
    const received = [...pushes, push(ago(10 * MINUTE))];
    expect(throttleStep(calm, received, NOW, null)).toMatchObject({ next: { throttleRaise: 0.1 }, ask: true, unanswered: 3 });
  });

  it("keeps asking until the question is delivered, and not after", () => {
    const pushes = [push(ago(5 * HOUR)), push(ago(3 * HOUR)), push(ago(HOUR))];
    const raisedAt = ago(MINUTE);
    // Raised a minute ago, the question not yet sent (held at night, say): still to ask.
    expect(throttleStep({ throttleRaise: 0.1, asked: false }, pushes, NOW, raisedAt)).toMatchObject({ next: { throttleRaise: 0.1 }, ask: true });
    // Once delivered, never again for this raise.
    expect(throttleStep({ throttleRaise: 0.1, asked: true }, pushes, NOW, raisedAt)).toMatchObject({ next: { throttleRaise: 0.1, asked: true }, ask: false });
  });

  it("does not ask about a streak that is over: the unanswered pushes are a day old", () => {
    const stale = [push(ago(30 * HOUR)), push(ago(28 * HOUR)), push(ago(26 * HOUR))];
    expect(throttleStep({ throttleRaise: 0.1, asked: false }, stale, NOW, ago(25 * HOUR))).toMatchObject({ next: { throttleRaise: 0.1, asked: false }, ask: false });
  });

  it("raises again only for a fresh streak after the last raise, and never past the bound", () => {
    const old = [push(ago(9 * HOUR)), push(ago(8 * HOUR)), push(ago(7 * HOUR))];
    const raisedAt = ago(6 * HOUR);
    expect(throttleStep({ throttleRaise: 0.1, asked: true }, old, NOW, raisedAt).next.throttleRaise).toBe(0.1);
    const fresh = [...old, push(ago(5 * HOUR)), push(ago(3 * HOUR)), push(ago(HOUR))];
    expect(throttleStep({ throttleRaise: 0.1, asked: true }, fresh, NOW, raisedAt)).toMatchObject({ next: { throttleRaise: 0.2, asked: true }, ask: false });
    expect(throttleStep({ throttleRaise: RAISE_MAX, asked: true }, fresh, NOW, raisedAt).next.throttleRaise).toBe(RAISE_MAX);
  });

  it("decays back step by step once pushes are answered, and forgets the question at zero", () => {
    const answered = [push(ago(2 * HOUR), { answeredAt: ago(HOUR).toISOString(), answer: "reply" })];
    let st: ThrottleState = { throttleRaise: 0.1, asked: true };
    st = throttleStep(st, answered, NOW, ago(20 * HOUR)).next;
    expect(st).toEqual({ throttleRaise: 0.05, asked: true });
    st = throttleStep(st, answered, NOW, ago(20 * HOUR)).next;
    expect(st).toEqual({ throttleRaise: 0, asked: false });
  });

  it("adds the raise to the mode's bar, within the bounds", () => {
    const s = { ...defaultOwnerSettings(), throttleRaise: 0.1 };
    expect(thresholdFor(s)).toBe(0.7);
    expect(thresholdFor({ ...s, throttleRaise: 1, thresholdOffset: 1 })).toBe(THRESHOLD_MAX);
    expect(thresholdFor({ ...defaultOwnerSettings(), mode: "proactive", thresholdOffset: -1 })).toBe(THRESHOLD_MIN);
    expect(thresholdFor({ ...defaultOwnerSettings(), mode: "quiet", thresholdOffset: -1 })).toBe(BASE_THRESHOLD.quiet);
    expect(thresholdFor({ ...defaultOwnerSettings(), threadOffsets: { "th-ab12": 0.2 } }, "th-ab12")).toBe(0.8);
    expect(thresholdFor({ ...defaultOwnerSettings(), threadOffsets: { "th-ab12": 0.2 } }, "th-zz99")).toBe(0.6);
  });
});

describe("the owner tunes the bar", () => {
  let h: Harness;
  afterEach(async () => h?.close());

  const prefs = async () => (await h.owner.memory.blocks()).preferences;

  it("'quieter' and 'louder' move the bar by 0.1 and write it to the preferences block", async () => {
    h = await startHarness({ start: "2025-06-02T10:00" });
    expect(await applyThresholdOps(h.owner, [{ op: "quieter" }])).toEqual(["I'll be quieter: my bar is now 0.70."]);
    expect(await prefs()).toContain("ZOE interrupt threshold: 0.70 (mode balanced, base 0.60)");
    expect(await applyThresholdOps(h.owner, [{ op: "louder", scope: "all" }, { op: "louder" }])).toEqual([
      "I'll speak up more: my bar is now 0.60.",
      "I'll speak up more: my bar is now 0.50.",
    ]);
    expect(await prefs()).toContain("ZOE interrupt threshold: 0.50");
    expect(await prefs()).not.toContain("0.70");
  });

  it("'too many pings' in conversation makes ZOE quieter through gate_ops, and the reply says so", async () => {
    h = await startHarness({ start: "2025-06-02T10:00" });
    h.model!.script((req) =>
      req.purpose === "concierge" && ownerText(req).includes("too many pings")
        ? { toolCalls: [{ name: "respond", input: { reply: "Understood.", gate_ops: [{ op: "quieter", scope: "all" }] } }] }
        : null,
    );
    const [reply] = await h.channel.ownerSays("you send me too many pings lately");
    expect(reply?.text).toBe("Understood.\n\nI'll be quieter: my bar is now 0.70.");
    expect(thresholdFor(await h.owner.settings.get())).toBe(0.7);
    expect(await prefs()).toContain("ZOE interrupt threshold: 0.70");
  });

  it("tunes one thread when the scope names it, and leaves everything alone for an unknown thread", async () => {
    h = await startHarness({ start: "2025-06-02T10:00" });
    const t = await h.seedThread("water the plants", "2025-06-02T18:00");
    expect(await applyThresholdOps(h.owner, [{ op: "quieter", scope: t.id }])).toEqual([`Fewer nudges about "water the plants": my bar for it is now 0.70.`]);
    const s = await h.owner.settings.get();
    expect(thresholdFor(s, t.id)).toBe(0.7);
    expect(thresholdFor(s)).toBe(0.6);
    expect(await prefs()).toContain(`ZOE interrupt threshold for ${t.id}: 0.70 (water the plants)`);

    expect((await applyThresholdOps(h.owner, [{ op: "quieter", scope: "th-zzzz" }]))[0]).toContain("I don't track a thread th-zzzz");
    expect(thresholdFor(await h.owner.settings.get())).toBe(0.6);
  });

  it("never moves the bar past its bounds however often the owner asks", async () => {
    h = await startHarness({ start: "2025-06-02T10:00" });
    await applyThresholdOps(h.owner, Array.from({ length: 12 }, () => ({ op: "louder" as const })));
    expect(thresholdFor(await h.owner.settings.get())).toBeGreaterThanOrEqual(THRESHOLD_MIN);
    await applyThresholdOps(h.owner, Array.from({ length: 30 }, () => ({ op: "quieter" as const })));
    expect(thresholdFor(await h.owner.settings.get())).toBeLessThanOrEqual(THRESHOLD_MAX);
  });

  it("/mode switches the bar and says so; /quiet sets the quiet hours", async () => {
    h = await startHarness({ start: "2025-06-02T10:00" });
    expect((await h.channel.ownerSays("/mode proactive"))[0]?.text).toBe("Mode set to proactive. My bar is 0.40.");
    expect(await prefs()).toContain("ZOE interrupt threshold: 0.40 (mode proactive");
    expect((await h.channel.ownerSays("/mode quiet"))[0]?.text).toContain("I'll only reply, plus the morning brief and the reminders you ask me for.");
    expect(await prefs()).toContain("quiet mode");
    // Not a mode: says what it did not understand, with an example, and changes nothing.
    expect((await h.channel.ownerSays("/mode loud"))[0]?.text).toMatch(/^I didn't understand "loud" as a mode.*Nothing changed\. For example: \/mode quiet/);
    expect((await h.owner.settings.get()).mode).toBe("quiet");
    expect((await h.channel.ownerSays("/quiet 23:00-07:30"))[0]?.text).toBe("Quiet hours set: 23:00-07:30. I won't message you first in that window.");
    expect((await h.owner.settings.get()).activeHours).toEqual({ start: "07:30", end: "23:00" });
    expect((await h.channel.ownerSays("/quiet"))[0]?.text).toContain("Quiet hours are 23:00-07:30");
  });

  it("/brief off, on and a new time are stored and confirmed", async () => {
    h = await startHarness({ start: "2025-06-02T10:00" });
    expect((await h.channel.ownerSays("/brief off"))[0]?.text).toBe("Morning brief off.");
    expect((await h.owner.settings.get()).briefEnabled).toBe(false);
    expect((await h.channel.ownerSays("/brief"))[0]?.text).toContain("Morning brief is off.");
    expect((await h.channel.ownerSays("/brief 7:30"))[0]?.text).toBe("Morning brief at 07:30.");
    expect(await h.owner.settings.get()).toMatchObject({ briefEnabled: true, briefAt: "07:30" });
    expect((await h.channel.ownerSays("/brief 25:00"))[0]?.text).toMatch(/^I didn't understand "25:00" as a brief setting.*\/brief 9am/);
    expect(await h.owner.settings.get()).toMatchObject({ briefEnabled: true, briefAt: "07:30" });
  });

  it("/brief off, on and a new time take effect on the very next morning", async () => {
    // Monday 2 June 2025, 12:00 Berlin.
    h = await startHarness({ start: "2025-06-02T12:00" });
    const briefTimes = async () => (await h.sentOf(["brief"])).map((m) => h.show(m.at));
    await h.channel.ownerSays("/brief off");
    await h.runUntil("2025-06-03T12:00");
    expect(await briefTimes()).toEqual([]);
    await h.channel.ownerSays("/brief 07:30");
    await h.runUntil("2025-06-04T12:00");
    expect(await briefTimes()).toEqual(["Wed 4 Jun 07:30"]);
    await h.channel.ownerSays("/brief 09:15");
    await h.runUntil("2025-06-05T12:00");
    expect(await briefTimes()).toEqual(["Wed 4 Jun 07:30", "Thu 5 Jun 09:15"]);
  });
});

describe("answering 'want me to dial back?'", () => {
  let h: Harness;
  afterEach(async () => h?.close());

  /** A delivered dial-back question, with the raise in force. */
  async function asked(): Promise<void> {
    h = await startHarness({ start: "2025-06-02T14:00" });
    await h.owner.settings.update((s) => {
      s.throttleRaise = 0.1;
      s.throttleAsked = true;
      s.throttleRaisedAt = h.clock.now().toISOString();
    });
    await h.running.zoe.push(
      "4242",
      { text: "I've been chatty. Want me to dial back?", buttons: [[{ label: "Yes, dial back", data: "g:y" }, { label: "No, keep going", data: "g:n" }]] },
      { kind: "throttle", subject: "throttle", reason: "3 unanswered" },
    );
  }

  it("yes raises the bar further, once, however often it is tapped", async () => {
    await asked();
    expect((await h.channel.press("g:y"))[0]?.text).toBe("Dialing back: my bar is now 0.80.");
    expect((await h.owner.pushes.all())[0]).toMatchObject({ kind: "throttle", answer: "dial_back" });
    expect(await h.channel.press("g:y", h.channel.pushes()[0]!.messageId)).toEqual([]); // a second tap changes nothing
    expect(thresholdFor(await h.owner.settings.get())).toBe(0.8);
    expect((await h.owner.memory.blocks()).preferences).toContain("ZOE interrupt threshold: 0.80");
  });

  it("no restores the bar", async () => {
    await asked();
    expect((await h.channel.press("g:n"))[0]?.text).toBe("Got it, back to normal: my bar is 0.60.");
    const s = await h.owner.settings.get();
    expect(s).toMatchObject({ throttleRaise: 0, throttleAsked: false });
    expect(h.channel.cleared).toContain(h.channel.pushes()[0]!.messageId);
  });
});

describe("bounded deferral", () => {
  let dir: string;
  afterEach(async () => {
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  const checkin: Candidate = {
    id: "checkin:2025-05-31T10:00:00.000Z",
    kind: "checkin",
    subject: "checkin",
    threadId: null,
    about: "check-in",
    reason: "We haven't talked for 54 hours.",
    facts: { silenceMs: 54 * HOUR },
    deferrable: true,
  };

  it("keeps a thought once, gives it back as the same candidate, and drains it for the brief", async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-res-"));
    const r = new Reservoir(filesSpace(dir));
    expect(await r.defer(deferredFrom(checkin, NOW))).toBe(true);
    expect(await r.defer(deferredFrom(checkin, new Date(NOW.getTime() + HOUR)))).toBe(false);
    const [item] = await r.items();
    expect(candidateFrom(item!)).toEqual(checkin);
    expect(await r.drain(new Date(NOW.getTime() + 14 * HOUR))).toHaveLength(1);
    expect(await r.items()).toEqual([]);
  });

  it("never keeps a thought a brief already delivered (nothing delivered twice)", async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-res-"));
    const r = new Reservoir(filesSpace(dir));
    await r.defer(deferredFrom(checkin, NOW));
    await r.drain(new Date(NOW.getTime() + HOUR));
    expect(await r.defer(deferredFrom(checkin, new Date(NOW.getTime() + 2 * HOUR)))).toBe(false);
    expect(await r.items()).toEqual([]);
  });

  it("takes a thought back when the brief that drained it failed to send", async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-res-"));
    const r = new Reservoir(filesSpace(dir));
    await r.defer(deferredFrom(checkin, NOW));
    const taken = await r.drain(new Date(NOW.getTime() + HOUR));
    await r.restore(taken);
    expect(await r.items()).toHaveLength(1);
    await r.forgetSubject("checkin");
    expect(await r.items()).toEqual([]);
    expect(await r.defer(deferredFrom(checkin, NOW))).toBe(true); // restored means not delivered
  });

  it("drops a thought that waited a day, outlived its own expiry, or no longer applies", () => {
    const base = deferredFrom(checkin, NOW);
    const ctx = { now: new Date(NOW.getTime() + HOUR), lastOwnerAt: null, liveThreadIds: new Set<string>(["th-ab12"]) };
    expect(staleReason(base, ctx)).toBeNull();
    expect(staleReason(base, { ...ctx, now: new Date(NOW.getTime() + DEFER_MAX_MS + 1) })).toBe("expired");
    expect(staleReason({ ...base, expiresAt: new Date(NOW.getTime() + 30 * MINUTE).toISOString() }, ctx)).toBe("expired");
    expect(staleReason(base, { ...ctx, lastOwnerAt: new Date(NOW.getTime() + 10 * MINUTE) })).toBe("owner_spoke");
    expect(staleReason({ ...base, kind: "calendar", threadId: "th-gone" }, ctx)).toBe("thread_closed");
    expect(staleReason({ ...base, kind: "calendar", threadId: "th-ab12" }, ctx)).toBeNull();
  });

  it("reads a reservoir written before kinds were kept as check-ins", async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-res-"));
    await fs.writeFile(
      path.join(dir, "deferred.json"),
      JSON.stringify({ version: 1, items: [{ candidateId: "checkin:x", subject: "checkin", about: "check-in", reason: "quiet", deferredAt: NOW.toISOString() }] }),
    );
    const [item] = await new Reservoir(filesSpace(dir)).items();
    expect(item).toMatchObject({ kind: "checkin", threadId: null, facts: {}, expiresAt: null });
  });
});

/**
 * ZOE speaking first, end to end: the real runtime (startZoe) with real grammY against the
 * Telegram emulator, the real model client against the fake Messages API, and time driven by a
 * ManualClock (autoSchedule off, scheduler.runDue()). The owner is in Berlin. Each scenario is
 * what the owner sees in their Telegram chat, a reminder they asked for among them.
 */
import { DateTime } from "luxon";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { decisionLog } from "../tick.ts";
import type { Running } from "../../shell/runtime.ts";
import type { FakeAnthropic, FakeReply } from "../../test-support/fake-anthropic.ts";
import type { BotMessage, Emulator, EmuUser } from "../../test-support/telegram-emulator.ts";
import { startTelegramZoe, type TelegramZoe } from "../../test-support/telegram-zoe.ts";
import { addThread, runScheduler } from "../../test-support/tick-harness.ts";
import { until } from "../../test-support/until.ts";

const OWNER = 4242;
const ZONE = "Europe/Berlin";
const local = (wall: string) => DateTime.fromISO(wall, { zone: ZONE }).toJSDate();
const show = (at: Date) => DateTime.fromJSDate(at, { zone: ZONE }).toFormat("HH:mm");

/** What the decision model says, and why (reused by the writer's "Why now" line and /why). */
const GATE_REASON = "It was due at 18:00 and you haven't said it's done.";

let e2e: TelegramZoe;
let emu: Emulator;
let fake: FakeAnthropic;
let clock: ManualClock;
let zoe: Running | null;
let owner: EmuUser;

/**
 * The scripted Messages API: the concierge tracks "board deck" and reads "remind me … pizza" as a
 * reminder the owner asked for, the gate says yes, the writer asks.
 */
function answer(body: any): FakeReply {
  const tools: string[] = (body?.tools ?? []).map((t: { name: string }) => t.name);
  const last = String(body?.messages?.at(-1)?.content ?? "");
  const system = (Array.isArray(body?.system) ? body.system : []).map((b: { text?: string }) => b.text ?? "").join("\n");
  if (tools.includes("respond")) {
    const current = last.split("\n\n").pop() ?? "";
    if (current.startsWith("remind me") && current.includes("pizza")) {
      return { kind: "tool", name: "respond", input: { reply: "Will do.", thread_ops: [{ op: "open", summary: "take the pizza out", due: "in 2 minutes", reminder: true }] } };
    }
    const ops = current.includes("board deck") ? [{ op: "open", summary: "send the board deck to Priya", due: "today" }] : [];
    return { kind: "tool", name: "respond", input: { reply: current.includes("board deck") ? "Got it." : "Sounds good.", thread_ops: ops } };
  }
  if (tools.includes("submit")) {
    const id = /Candidate (\S+) \(/.exec(last)?.[1] ?? "?";
    return { kind: "tool", name: "submit", input: { speak: true, reason: GATE_REASON, candidate_id: id } };
  }
  if (system.includes("send first, unprompted")) return { kind: "text", text: "Did the board deck go out?" };
  if (system.includes("morning brief")) return { kind: "text", text: "Good morning, here is your day." };
  return { kind: "text", text: "ok" };
}

async function start(at: string): Promise<Running> {
  clock = new ManualClock(local(at));
  zoe = await e2e.start({ clock, env: { ZOE_MODEL: "fake-main", ZOE_GATE_MODEL: "fake-gate", LOG_LEVEL: "silent" } });
  owner = emu.client(OWNER, "Ada");
  return zoe;
}

/** Move the clock to owner-local `wall`, running every scheduled slot on the way. */
async function runUntil(wall: string): Promise<void> {
  await runScheduler(clock, zoe!.scheduler, local(wall));
}

/** The owner writes; resolves once ZOE's answer has arrived and the handler is done. */
async function say(text: string): Promise<BotMessage> {
  const before = owner.messages().length;
  await owner.send(text);
  const all = await owner.waitForMessages(before + 1, 20_000);
  await until(() => !zoe!.zoe.isBusy(String(OWNER)), "the handler to finish");
  return all[before]!;
}

async function press(data: string): Promise<BotMessage> {
  const before = owner.messages().length;
  await owner.press(data);
  const all = await owner.waitForMessages(before + 1, 20_000);
  await until(() => !zoe!.zoe.isBusy(String(OWNER)), "the handler to finish");
  return all[before]!;
}

/** ZOE's unsolicited follow-ups in the chat: every one ends with its "Why now" line. */
const followUps = () => owner.messages().filter((m) => m.text.includes("Why now:"));

/** When each bot message arrived, by the pushes ZOE recorded (Telegram's own dates are real time). */
async function sentAt(m: BotMessage): Promise<string> {
  const p = (await zoe!.zoe.owner(String(OWNER)).pushes.all()).find((x) => x.messageId === String(m.messageId));
  return p ? show(new Date(p.at)) : "?";
}

beforeEach(async () => {
  e2e = await startTelegramZoe({ owner: OWNER, timeZone: ZONE, homePrefix: "zoe-tick-e2e-", handler: answer });
  ({ emu, model: fake } = e2e);
  zoe = null;
});

afterEach(() => e2e.close());

describe("ZOE follows up on a commitment in Telegram", () => {
  it("a commitment due at 18:00 gets exactly one follow-up, at the 18:30 tick, with its buttons; /why names the reason", async () => {
    await start("2025-06-02T16:30");
    const tracked = await say("I'll send the board deck to Priya today");
    expect(tracked.text).toMatch(/Tracking: send the board deck to Priya, due today 18:00/);

    await runUntil("2025-06-02T18:29");
    expect(followUps()).toEqual([]);
    await runUntil("2025-06-02T20:45");

    const [push, ...more] = followUps();
    expect(more).toEqual([]);
    expect(await sentAt(push!)).toBe("18:30");
    expect(push!.text).toBe(`Did the board deck go out?\n\nWhy now: ${GATE_REASON}`);
    expect(push!.buttons.flat().map((b) => b.text)).toEqual(["Done", "Not yet", "Snooze", "Stop reminding"]);

    const why = await say("/why");
    expect(why.text).toBe(`My last message (nudge, Mon 2 Jun 18:30): ${GATE_REASON} Score 0.65 against my bar of 0.60.`);

    const done = await press(push!.buttons[0]![0]!.data);
    expect(done.text).toMatch(/^Done: send the board deck to Priya/);
    await until(() => owner.messages().find((m) => m.messageId === push!.messageId)!.buttons.length === 0, "the buttons to be cleared");

    // The gate model was asked once, with the candidate and the owner's zone.
    const gateCalls = fake.requests.filter((r) => (r.body.tools ?? []).some((t: { name: string }) => t.name === "submit"));
    expect(gateCalls).toHaveLength(1);
    expect(String(gateCalls[0]!.body.messages[0].content)).toContain("Now: Monday 18:30 (Europe/Berlin).");
  });

  it("the owner chatting at 18:29 moves it to 5 minutes after their last message", async () => {
    await start("2025-06-02T17:00");
    await addThread(zoe!.zoe.owner(String(OWNER)), clock.now(), "send the board deck to Priya", local("2025-06-02T18:00"));
    await runUntil("2025-06-02T18:29");
    const reply = await say("any idea where we should have lunch tomorrow?");
    expect(reply.text).toBe("Sounds good.");

    await runUntil("2025-06-02T18:33");
    expect(followUps()).toEqual([]);
    await runUntil("2025-06-02T19:15");
    const pushes = followUps();
    expect(pushes).toHaveLength(1);
    expect(await sentAt(pushes[0]!)).toBe("18:34");

    const log = await decisionLog(zoe!.zoe.owner(String(OWNER))).readAll();
    const held = log.find((d) => d.at === local("2025-06-02T18:30").toISOString());
    expect(held).toMatchObject({ outcome: "held", guard: "owner_active", trigger: "tick" });
    expect(log.find((d) => d.outcome === "pushed")).toMatchObject({ trigger: "recheck", at: local("2025-06-02T18:34").toISOString() });
  });
});

describe("a reminder the owner asked for is a promise", () => {
  it("'remind me to take the pizza out in 2 minutes' arrives at 14:04 while the owner keeps chatting, as a reminder with Done and Snooze", async () => {
    await start("2025-06-02T14:02");
    const set = await say("remind me to take the pizza out in 2 minutes");
    expect(set.text).toMatch(/^Will do\.\n\nReminder set: take the pizza out, today 14:04 \(undo: \/untrack th-[a-z0-9]+\)$/);

    // Every 30 seconds a message from the owner, answered, until 14:06.
    for (let t = local("2025-06-02T14:02:30").getTime(); t <= local("2025-06-02T14:06").getTime(); t += 30_000) {
      await runScheduler(clock, zoe!.scheduler, new Date(t));
      expect((await say("and what should we do on Saturday?")).text).toBe("Sounds good.");
    }

    const reminders = owner.messages().filter((m) => m.text.startsWith("⏰"));
    expect(reminders).toHaveLength(1);
    const [reminder] = reminders;
    const p = (await zoe!.zoe.owner(String(OWNER)).pushes.all()).find((x) => x.messageId === String(reminder!.messageId));
    expect(p?.at).toBe(local("2025-06-02T14:04").toISOString());
    expect(reminder!.text).toBe("⏰ Reminder: take the pizza out\n\nWhy now: You asked me at 14:02 to remind you at 14:04.");
    expect(reminder!.buttons.flat().map((b) => b.text)).toEqual(["Done", "Snooze"]);
    expect(owner.messages().some((m) => m.text.includes("Did the board deck go out?") || m.text.includes("Did it happen?"))).toBe(false);
    // A promise waits for no model: neither the decision model nor the writer was asked.
    expect(fake.requests.filter((r) => (r.body.tools ?? []).some((x: { name: string }) => x.name === "submit"))).toEqual([]);
    expect(fake.requests.filter((r) => JSON.stringify(r.body.system ?? "").includes("send first, unprompted"))).toEqual([]);

    const done = await press(reminder!.buttons[0]![0]!.data);
    expect(done.text).toMatch(/^Done: take the pizza out/);
    await until(() => owner.messages().find((m) => m.messageId === reminder!.messageId)!.buttons.length === 0, "the buttons to be cleared");
  });
});

describe("ZOE notices it has been chatty", () => {
  it("three unanswered pushes bring the dial-back question once; yes raises the bar", async () => {
    await start("2025-06-02T09:40");
    const me = zoe!.zoe.owner(String(OWNER));
    await addThread(me, clock.now(), "call the bank", local("2025-06-02T10:00"));
    await addThread(me, clock.now(), "book the flights", local("2025-06-02T11:00"));
    await addThread(me, clock.now(), "reply to Sam", local("2025-06-02T12:00"));

    await runUntil("2025-06-02T18:00");
    const pushes = followUps();
    expect(await Promise.all(pushes.map(sentAt))).toEqual(["10:30", "11:30", "12:30", "13:30"]);
    const question = pushes[3]!;
    expect(question.text).toContain("I've been chatty");
    expect(question.buttons.flat().map((b) => b.text)).toEqual(["Yes, dial back", "No, keep going"]);
    expect(owner.messages().filter((m) => m.text.includes("I've been chatty"))).toHaveLength(1);

    const dialed = await press("g:y");
    expect(dialed.text).toBe("Dialing back: my bar is now 0.80.");
    const stats = await say("/stats");
    // The three follow-ups went unanswered; the question itself was answered by the button.
    expect(stats.text).toContain("Last 7 days: 4 unsolicited message(s), 1 answered.");
    expect(stats.text).toContain("Mode balanced, bar 0.80 (raised 0.10 because messages went unanswered).");
  });
});

describe("quiet mode", () => {
  it("sends nothing but the morning brief", async () => {
    await start("2025-06-02T12:00");
    expect((await say("/mode quiet")).text).toBe("Mode set to quiet. I'll only reply, plus the morning brief and the reminders you ask me for.");
    await addThread(zoe!.zoe.owner(String(OWNER)), clock.now(), "send the board deck to Priya", local("2025-06-02T18:00"));
    const before = owner.messages().length;

    await runUntil("2025-06-03T12:00");
    const unsolicited = owner.messages().slice(before);
    expect(unsolicited).toHaveLength(1);
    expect(await sentAt(unsolicited[0]!)).toBe("09:00");
    expect(unsolicited[0]!.text).toMatch(/^Good morning, here is your day\.\n\nOverdue:\n- send the board deck to Priya \(2 Jun 18:00\)/);
  });
});

/**
 * Open loops end to end, as the owner lives them: a commitment said in chat is tracked and
 * confirmed; the follow-up arrives (the real reasoning tick) with buttons; Done closes it, "not
 * yet" twice turns the next follow-up into a decision, /untrack undoes a phantom. Online through
 * the real grammY stack (Telegram emulator + fake Anthropic API), and offline through the
 * terminal with the heuristic extractor.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTerminalZoe } from "../../test-support/terminal-zoe.ts";
import { ManualClock } from "../../base/clock.ts";
import { type Running } from "../../shell/runtime.ts";
import type { FakeReply } from "../../test-support/fake-anthropic.ts";
import type { BotMessage, Emulator, EmuUser } from "../../test-support/telegram-emulator.ts";
import { startTelegramZoe, type TelegramZoe } from "../../test-support/telegram-zoe.ts";
import { until } from "../../test-support/until.ts";

const OWNER = 4242;
const TZ = "Europe/Berlin";
// Wed 3 June 2026, 10:00 in Berlin.
const T0 = "2026-06-03T08:00:00Z";

let home: string;
let running: Running | null = null;

afterEach(async () => {
  await running?.stop();
  running = null;
  await rm(home, { recursive: true, force: true });
});

describe("open loops over Telegram, with the model", () => {
  let emu: Emulator;
  let clock: ManualClock;
  let owner: EmuUser;
  /** What the concierge's model answers next (respond tool input); the gate and writer are scripted below. */
  let answers: Array<Record<string, unknown>>;
  let e2e: TelegramZoe;

  beforeEach(async () => {
    answers = [];
    e2e = await startTelegramZoe({
      owner: OWNER,
      timeZone: TZ,
      homePrefix: "zoe-threads-e2e-",
      handler: (body): FakeReply => {
        const tool = body?.tools?.[0]?.name;
        if (tool === "respond") return { kind: "tool", name: "respond", input: answers.shift() ?? { reply: "Noted." } };
        if (tool === "submit") return { kind: "tool", name: "submit", input: { speak: true, reason: "It is due now.", candidate_id: "any" } };
        const about = JSON.stringify(body?.messages ?? "");
        return { kind: "text", text: about.includes("decision:") ? "This one keeps slipping. Reschedule, drop, or break it down?" : "Quick check: did that happen?" };
      },
    });
    ({ emu, home } = e2e);
    clock = new ManualClock(T0);
    running = await e2e.start({ clock });
    owner = emu.client(OWNER, "Zaal");
  });

  afterEach(async () => {
    running = null;
    await e2e.close();
  });

  /** Send a message and wait for the one reply it gets. */
  async function say(text: string, replyTo?: number): Promise<BotMessage> {
    const n = owner.messages().length;
    await owner.send(text, replyTo !== undefined ? { replyToMessageId: replyTo } : {});
    const all = await owner.waitForMessages(n + 1);
    return all[n]!;
  }

  async function press(data: string): Promise<BotMessage> {
    const n = owner.messages().length;
    await owner.press(data);
    const all = await owner.waitForMessages(n + 1);
    return all[n]!;
  }

  /** Run the reasoning tick at `at` and return the push it delivered. */
  async function tickAt(at: string): Promise<BotMessage> {
    // The previous message's handler may still be finishing after its reply went out.
    await until(() => running!.zoe.isBusy(String(OWNER)), (busy) => !busy, "the owner's last message handled");
    clock.set(at);
    const n = owner.messages().length;
    const result = await running!.tick.run(String(OWNER), clock.now());
    expect(result.decision.outcome, JSON.stringify(result.decision)).toBe("pushed");
    const all = await owner.waitForMessages(n + 1);
    return all[n]!;
  }

  async function stateThread(id: string) {
    return (await running!.zoe.owner(String(OWNER)).threads.all()).find((t) => t.id === id);
  }

  it("a commitment is tracked and confirmed; its follow-up carries buttons; Done closes it", async () => {
    answers.push({ reply: "Good luck with it!", thread_ops: [{ op: "open", summary: "ship the onepager", due: "today" }] });
    const confirm = await say("I'll ship the onepager today");
    const m = /^Good luck with it!\n\nTracking: ship the onepager, due today 18:00 \(undo: \/untrack (th-[a-z0-9]+)\)$/.exec(confirm.text);
    expect(m, confirm.text).not.toBeNull();
    const id = m![1]!;

    expect((await say("/threads")).text).toContain(`${id}  ship the onepager: due today 18:00`);

    const nudge = await tickAt("2026-06-03T16:05:00Z"); // 18:05 in Berlin
    expect(nudge.text).toMatch(/^Quick check: did that happen\?\n\nWhy now: /);
    expect(nudge.buttons.flat().map((b) => [b.text, b.data])).toEqual([
      ["Done", `t:d:${id}`],
      ["Not yet", `t:n:${id}`],
      ["Snooze", `t:s:${id}`],
      ["Stop reminding", `t:x:${id}`],
    ]);
    expect(await stateThread(id)).toMatchObject({ nudge_count: 1, unanswered_nudges: 1 });

    clock.set("2026-06-03T16:07:00Z");
    const done = await press(`t:d:${id}`);
    expect(done.text).toBe("Done: ship the onepager. Nice.");
    // The nudge's buttons are gone, and the push counts as answered.
    await until(() => owner.messages().find((x) => x.messageId === nudge.messageId)!.buttons, (b) => b.length === 0, "buttons cleared");
    const pushes = await running!.zoe.owner(String(OWNER)).pushes.all();
    expect(pushes.find((p) => p.kind === "nudge")).toMatchObject({ answer: "button:done" });
    expect((await stateThread(id))!.status).toBe("done");

    // A second press on the same (stale) button changes nothing and sends nothing.
    const before = owner.messages().length;
    await owner.press(`t:d:${id}`, nudge.messageId);
    await until(() => emu.calls("answerCallbackQuery").length, (n) => n >= 2, "the stale press answered");
    expect(owner.messages()).toHaveLength(before);
    expect((await say("/threads")).text).toBe("No open threads.");
  });

  it("'not yet' twice, and the next follow-up is a decision; Reschedule takes a new due time", async () => {
    answers.push({ reply: "Noted.", thread_ops: [{ op: "open", summary: "send the invoice to Sam", due: "today" }] });
    const id = /\/untrack (th-[a-z0-9]+)/.exec((await say("I'll send the invoice to Sam today")).text)![1]!;

    // Wed 18:05: first follow-up; "not yet" as the next message.
    await tickAt("2026-06-03T16:05:00Z");
    clock.set("2026-06-03T16:10:00Z");
    expect((await say("not yet")).text).toBe("Okay, not yet. Snoozed: send the invoice to Sam, until tomorrow 08:00.");

    // Thu 14:10 (the subject's cool-down is over): second follow-up; "not yet" as a Telegram reply.
    const second = await tickAt("2026-06-04T12:10:00Z");
    expect(second.buttons.flat().map((b) => b.text)).toEqual(["Done", "Not yet", "Snooze", "Stop reminding"]);
    clock.set("2026-06-04T13:30:00Z");
    expect((await say("not yet", second.messageId)).text).toBe("Okay, not yet. Snoozed: send the invoice to Sam, until tomorrow 08:00.");
    expect(await stateThread(id)).toMatchObject({ snooze_count: 2, status: "snoozed" });

    // Fri 10:15: the follow-up is now a decision.
    const decision = await tickAt("2026-06-05T08:15:00Z");
    expect(decision.text).toMatch(/^This one keeps slipping\. Reschedule, drop, or break it down\?/);
    expect(decision.buttons.flat().map((b) => [b.text, b.data])).toEqual([
      ["Reschedule", `t:r:${id}`],
      ["Drop", `t:x:${id}`],
      ["Break it down", `t:b:${id}`],
    ]);

    clock.set("2026-06-05T08:20:00Z");
    expect((await press(`t:r:${id}`)).text).toBe(
      `When should "send the invoice to Sam" be due? Tell me in your words, e.g. "Friday 10am", "next week" or "in 3 days".`,
    );
    expect((await say("Monday 10am")).text).toBe(`Rescheduled: send the invoice to Sam, due Mon 10:00 (${id}).`);
    expect(await stateThread(id)).toMatchObject({ status: "open", due_at: "2026-06-08T08:00:00.000Z", snooze_count: 0 });
  });

  it("a text 'done' in reply to the follow-up closes it too", async () => {
    answers.push({ reply: "Sure.", thread_ops: [{ op: "open", summary: "call mom", due: "today at 3pm" }] });
    const id = /\/untrack (th-[a-z0-9]+)/.exec((await say("remind me to call mom today at 3pm")).text)![1]!;
    const nudge = await tickAt("2026-06-03T13:30:00Z"); // 15:30 in Berlin
    clock.set("2026-06-03T15:00:00Z"); // well past the 30-minute window: only the reply link ties it
    expect((await say("did it", nudge.messageId)).text).toBe("Done: call mom. Nice.");
    expect((await stateThread(id))!.status).toBe("done");
  });

  it("/untrack removes a phantom commitment from every list", async () => {
    answers.push({ reply: "Okay.", thread_ops: [{ op: "open", summary: "review the budget", due: "tomorrow" }] });
    const confirm = await say("the budget review is tomorrow, right?");
    const id = /\/untrack (th-[a-z0-9]+)/.exec(confirm.text)![1]!;
    expect((await say(`/untrack ${id}`)).text).toBe("Untracked: review the budget. Forgotten.");
    expect((await say("/threads")).text).toBe("No open threads.");
    expect(await stateThread(id)).toBeUndefined();
    expect((await say(`/untrack ${id}`)).text).toBe(`I don't know a thread ${id}. /threads lists them.`);
    // It is never followed up on.
    clock.set("2026-06-04T17:00:00Z");
    const result = await running!.tick.run(String(OWNER), clock.now());
    expect(result.decision.outcome).toBe("silent");
  });
});

describe("open loops offline, in the terminal", () => {
  it("the heuristic tracks a commitment, the follow-up's numbered buttons work, 'not yet' and /untrack too", async () => {
    home = mkdtempSync(path.join(os.tmpdir(), "zoe-threads-e2e-"));
    const clock = new ManualClock(T0);
    const term = await startTerminalZoe({ ZOE_HOME: home, ZOE_TZ: TZ }, clock);
    running = term.running;
    const type = term.type;

    const confirm = await type("I'll ship the onepager today");
    const m = /Tracking: ship the onepager, due today 18:00 \(undo: \/untrack (th-[a-z0-9]+)\)/.exec(confirm);
    expect(m, confirm).not.toBeNull();
    const id = m![1]!;

    // 18:05: the follow-up, from the template, with numbered choices.
    clock.set("2026-06-03T16:05:00Z");
    const from = term.output().length;
    const tick = await running.tick.run("local", clock.now());
    expect(tick.decision.outcome).toBe("pushed");
    const nudge = term.output().slice(from);
    expect(nudge).toContain("You said you'd ship the onepager. Did it happen?");
    expect(nudge).toContain("[1] Done  [2] Not yet  [3] Snooze  [4] Stop reminding");

    clock.set("2026-06-03T16:06:00Z");
    expect(await type("2")).toContain("Okay, not yet. Snoozed: ship the onepager, until tomorrow 08:00.");
    const threads = await running.zoe.owner("local").threads.all();
    expect(threads.find((t) => t.id === id)).toMatchObject({ status: "snoozed", snooze_count: 1 });

    // A reminder asked for, with a clock time, and an undo.
    const second = await type("remind me to call mom tomorrow at 3pm");
    const id2 = /Reminder set: call mom, tomorrow 15:00 \(undo: \/untrack (th-[a-z0-9]+)\)/.exec(second)?.[1];
    expect(id2, second).toBeDefined();
    expect(await type(`/untrack ${id2}`)).toContain("Untracked: call mom. Forgotten.");

    const listing = await type("/threads");
    expect(listing).toContain(`${id}  ship the onepager: overdue since today 18:00, snoozed until tomorrow 08:00`);
    expect(listing).not.toContain("call mom");

    // Thu 14:10: the follow-up comes back; this time the owner writes "done".
    clock.set("2026-06-04T12:10:00Z");
    expect((await running.tick.run("local", clock.now())).decision.outcome).toBe("pushed");
    clock.set("2026-06-04T12:12:00Z");
    expect(await type("done")).toContain("Done: ship the onepager. Nice.");
    expect(await type("/threads")).toContain("No open threads.");
  });
});

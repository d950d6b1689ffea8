/**
 * Fault family: the same update or button press arrives more than once (Telegram redelivers what
 * it was not confirmed; owners tap twice), and an update recorded before a crash is still owed an
 * answer. Real runtime, real grammY, the Telegram emulator and the fake Messages API.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nudgeButtons } from "../../threads/ack.ts";
import { ALREADY_DONE } from "../../app.ts";
import { ManualClock } from "../../base/clock.ts";
import { Inbox } from "../../conversation/inbox.ts";
import { ownerDir } from "../../storage/files.ts";
import type { Running } from "../runtime.ts";
import { newThread, ThreadStore } from "../../threads/store.ts";
import { filesSpace } from "../../test-support/storage.ts";
import type { FakeAnthropic } from "../../test-support/fake-anthropic.ts";
import type { Emulator, EmuUser } from "../../test-support/telegram-emulator.ts";
import { startTelegramZoe, type TelegramZoe } from "../../test-support/telegram-zoe.ts";
import { until } from "../../test-support/until.ts";

const OWNER = 4242;
const TZ = "Europe/Berlin";
const T0 = "2026-06-03T08:00:00Z";

let e2e: TelegramZoe;
let emu: Emulator;
let model: FakeAnthropic;
let home: string;
let clock: ManualClock;
let running: Running | null = null;
let owner: EmuUser;

beforeEach(async () => {
  e2e = await startTelegramZoe({ owner: OWNER, timeZone: TZ, homePrefix: "zoe-dup-", handler: () => ({ kind: "tool", name: "respond", input: { reply: "Noted." } }) });
  ({ emu, model, home } = e2e);
  clock = new ManualClock(T0);
  owner = emu.client(OWNER, "Zaal");
});

afterEach(async () => {
  running = null;
  await e2e.close();
});

async function start(): Promise<Running> {
  running = await e2e.start({ clock, inboxRetryMs: 200 });
  return running;
}

/** A tracked thread and a follow-up about it with the four buttons, as the reasoning tick sends. */
async function nudgeAbout(summary: string): Promise<{ id: string; messageId: number }> {
  const r = running!;
  const me = r.zoe.owner(String(OWNER));
  const [o] = await r.concierge.applyThreadOps(me, [{ op: "open", summary, due: "today" }], null);
  const id = o!.thread!.id;
  const push = await r.zoe.push(String(OWNER), { text: `Did "${summary}" happen?`, buttons: nudgeButtons(id) }, { kind: "nudge", threadId: id, reason: "due" });
  return { id, messageId: Number(push!.messageId) };
}

describe("duplicate delivery", () => {
  it("the same message delivered again under a new update id is answered once, with one model call", async () => {
    await start();
    const sent = await owner.send("what's on today?");
    await owner.waitForMessages(1);
    // What a second delivery looks like when the update ids were reset: the same chat and message.
    const chat = { id: OWNER, type: "private", first_name: "Zaal" };
    const again = emu.pushUpdate({
      message: { message_id: sent.messageId, date: Math.floor(Date.now() / 1000), chat, from: { id: OWNER, is_bot: false, first_name: "Zaal" }, text: "what's on today?" },
    });
    await until(() => emu.deliveries().includes(again), Boolean, "the second delivery");
    await owner.send("thanks");
    await owner.waitForMessages(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(owner.messages().map((m) => m.text)).toEqual(["Noted.", "Noted."]);
    expect(model.requests).toHaveLength(2);
  });

  it("what the process remembers of updates it received does not grow with use: a handled one is forgotten", async () => {
    const r = await start();
    const held = () => (r.zoe as unknown as { receivedHere: Set<string>; handling: Set<string> });
    for (let i = 0; i < 5; i++) {
      await owner.send(`note ${i}`);
      await owner.waitForMessages(i + 1);
    }
    await until(async () => (await r.zoe.owner(String(OWNER)).inbox.pending()).length, (n) => n === 0, "every entry done");
    await until(() => held().receivedHere.size + held().handling.size, (n) => n === 0, "nothing held for handled updates");
    expect((await r.zoe.owner(String(OWNER)).inbox.all()).map((e) => e.doneAt)).toEqual(Array.from({ length: 5 }, () => expect.any(String)));
  });

  it("a follow-up button tapped twice is applied once; the second tap gets a quiet 'Already done.'", async () => {
    await start();
    const { id, messageId } = await nudgeAbout("ship the onepager");
    await owner.press(`t:n:${id}`, messageId);
    await owner.press(`t:n:${id}`, messageId);
    // Each tap is answered after its handling ended (a reply, if any, goes out first): once both
    // are answered, everything either tap was going to say has been said.
    await until(() => emu.calls("answerCallbackQuery").map((c) => c.payload.text ?? null), (acks) => acks.length >= 2 && acks.includes(ALREADY_DONE), "both taps answered");
    await owner.waitForMessages(2);

    const replies = owner.messages().slice(1).map((m) => m.text);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatch(/^Okay, not yet\. Snoozed: ship the onepager/);
    const thread = (await running!.zoe.owner(String(OWNER)).threads.all()).find((t) => t.id === id)!;
    expect(thread.snooze_count).toBe(1);
    expect(emu.calls("answerCallbackQuery").map((c) => c.payload.text ?? null)).toContain(ALREADY_DONE);
  });

  it("a button press Telegram redelivers after a restart is not applied again", async () => {
    await start();
    const { id, messageId } = await nudgeAbout("call the bank");
    const press = await owner.press(`t:n:${id}`, messageId);
    await owner.waitForMessages(2);
    await running!.stop();
    running = null;
    emu.redeliver(press.updateId);
    await start();
    await until(() => emu.deliveries().filter((u) => u === press.updateId).length, (n) => n === 2, "the redelivery");
    await until(() => emu.calls("answerCallbackQuery").length, (n) => n >= 2, "the redelivered press answered");
    await new Promise((r) => setTimeout(r, 300));
    expect(owner.messages()).toHaveLength(2);
    const thread = (await running!.zoe.owner(String(OWNER)).threads.all()).find((t) => t.id === id)!;
    expect(thread.snooze_count).toBe(1);
  });
});

describe("the durable inbox across a crash", () => {
  it("a message recorded but not answered before a crash is answered after the restart, once, without a second thread", async () => {
    // What a process killed mid-turn leaves behind: the message in the inbox (one attempt begun)
    // and the thread its turn already opened, carrying the message's idempotency key.
    const dir = filesSpace(ownerDir(home, String(OWNER)));
    const key = `m:${OWNER}:77`;
    const inbox = new Inbox(dir);
    const event = { kind: "text" as const, key, userId: String(OWNER), channel: "telegram", chatId: String(OWNER), at: T0, text: "I'll send the invoice today", messageId: "77" };
    await inbox.receive([event], new Date(T0));
    await inbox.begin(event, new Date(T0));
    const store = new ThreadStore(dir);
    await store.transact((threads) => {
      const t = newThread({ id: "th-abcd", summary: "send the invoice", createdAt: new Date(T0), dueAt: new Date("2026-06-03T16:00:00Z"), sourceTurn: `turn:${key}` });
      t.op_keys = [`${key}#0:open`];
      threads.push(t);
    });
    model.setHandler(() => ({ kind: "tool", name: "respond", input: { reply: "On it.", thread_ops: [{ op: "open", summary: "send the invoice to Sam", due: "today" }] } }));

    await start();
    const [reply] = await owner.waitForMessages(1);
    expect(reply!.text).toMatch(/^On it\.\n\nTracking: send the invoice, due today 18:00 \(undo: \/untrack th-abcd\)$/);
    await until(() => inbox.pending(), (p) => p.length === 0, "the entry marked done");
    expect((await store.all()).map((t) => t.summary)).toEqual(["send the invoice"]);

    // And a restart after that sends nothing again.
    await running!.stop();
    running = null;
    await start();
    await new Promise((r) => setTimeout(r, 500));
    expect(owner.messages()).toHaveLength(1);
  });

  it("a message that waited hours for ZOE gets an honest 'I missed this', not a stale answer", async () => {
    await start();
    const threeHoursAgo = Math.floor(Date.now() / 1000) - 3 * 3600;
    await owner.send("are we still on for lunch?", { fields: { date: threeHoursAgo } });
    const [reply] = await owner.waitForMessages(1);
    expect(reply!.text).toMatch(/^Sorry, I missed your message from \w{3} \d\d:\d\d while I was away: "are we still on for lunch\?"\. If it still matters, tell me again\.$/);
    expect(model.requests).toHaveLength(0);
  });
});

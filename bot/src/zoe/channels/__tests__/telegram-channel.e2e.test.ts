/**
 * The Telegram channel end to end: real grammY (runner, auto-retry, transformers) against a local
 * Bot API emulator. Each scenario is what the owner does in Telegram and what they see back.
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock, HOUR } from "../../base/clock.ts";
import { silentLogger, type Logger } from "../../base/log.ts";
import type { Channel, Conversation, Inbound, InboundHandler, ReplyJournal, ReplyRecord } from "../types.ts";
import { createTelegramChannel, TelegramBlockedError, type TelegramChannelOptions } from "../telegram/index.ts";
import { UpdateDeduper, WATERMARK_FILE } from "../telegram/dedupe.ts";
import { startTelegramEmulator, type Emulator, type EmuUser } from "../../test-support/telegram-emulator.ts";
import { filesSpace } from "../../test-support/storage.ts";
import { loggerToLines } from "../../test-support/log-lines.ts";
import { until } from "../../test-support/until.ts";

const OWNER = 4242;
/** The owner's private chat: its id is the owner's user id. */
const OWNER_CHAT = { channel: "telegram", chat: String(OWNER) };
const T0 = "2025-03-01T09:00:00.000Z";

let emu: Emulator;
let stateDir: string;
let clock: ManualClock;
const running: Channel[] = [];

beforeEach(async () => {
  emu = await startTelegramEmulator();
  stateDir = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-tg-"));
  clock = new ManualClock(T0);
});

afterEach(async () => {
  for (const c of running.splice(0)) await c.stop();
  await emu.close();
  await fs.rm(stateDir, { recursive: true, force: true });
});

function channel(over: Partial<TelegramChannelOptions> = {}) {
  const c = createTelegramChannel({
    token: emu.token,
    apiRoot: emu.apiRoot,
    state: filesSpace(stateDir),
    logger: silentLogger,
    clock,
    commands: [{ command: "today", description: "What needs me today" }],
    pollingTimeoutSec: 1,
    ...over,
  });
  running.push(c);
  return c;
}

/** A core stand-in: records every event and lets each test decide the answer. */
function recorder(answer: (e: Inbound, c: Conversation) => Promise<void> = echo) {
  const events: Inbound[] = [];
  const errors: unknown[] = [];
  const handler: InboundHandler = async (e, c) => {
    events.push(e);
    try {
      await answer(e, c);
    } catch (err) {
      errors.push(err);
      throw err;
    }
  };
  return { events, errors, handler };
}

async function echo(e: Inbound, c: Conversation): Promise<void> {
  if (e.kind === "text") await c.reply({ text: `You said: ${e.text}` });
}

/** A debug-level logger with ZOE's production redaction, writing into memory. */
function captureLogs(): { logger: Logger; text: () => string } {
  const { logger, lines } = loggerToLines("debug");
  return { logger, text: () => lines.join("") };
}

async function readWatermark(): Promise<number | null> {
  try {
    const raw = JSON.parse(await fs.readFile(path.join(stateDir, WATERMARK_FILE), "utf8")) as { lastUpdateId: number | null };
    return raw.lastUpdateId;
  } catch {
    return null;
  }
}

describe("talking to ZOE in Telegram", () => {
  it("delivers the owner's text to the core and the reply back to the owner", async () => {
    const core = recorder();
    await channel().start(core.handler);
    const owner = emu.client(OWNER, "Ada");

    const sent = await owner.send("remind me to call Bob");
    const [reply] = await owner.waitForMessages(1);

    expect(reply?.text).toBe("You said: remind me to call Bob");
    expect(core.events).toEqual([
      {
        kind: "text", userId: String(OWNER), address: OWNER_CHAT, text: "remind me to call Bob", messageId: String(sent.messageId), at: new Date(T0),
        key: `m:${OWNER}:${sent.messageId}`, waitedMs: expect.any(Number),
      },
    ]);
    // The command menu was offered, although this emulator cannot store it.
    expect(emu.calls("setMyCommands")[0]?.payload.commands).toEqual([{ command: "today", description: "What needs me today" }]);
  });

  it("tells the core which message the owner replied to", async () => {
    const core = recorder();
    await channel().start(core.handler);
    const owner = emu.client(OWNER);
    await owner.send("first");
    const [first] = await owner.waitForMessages(1);
    await owner.send("yes, that one", { replyToMessageId: first?.messageId });
    await owner.waitForMessages(2);
    expect(core.events[1]).toMatchObject({ kind: "text", text: "yes, that one", replyToMessageId: String(first?.messageId) });
  });

  it("sends a 5,000-character answer as two messages, buttons on the last one only", async () => {
    const long = Array.from({ length: 10 }, (_, i) => `Section ${i}. ${"All quiet on this front. ".repeat(20).trim()}`).join("\n\n");
    expect(long.length).toBeGreaterThan(5_000);
    const core = recorder(async (_e, c) => {
      await c.reply({ text: long, buttons: [[{ label: "Got it", data: "ack:digest" }]] });
    });
    await channel().start(core.handler);
    const owner = emu.client(OWNER);

    await owner.send("digest please");
    const parts = await owner.waitForMessages(2);

    expect(parts).toHaveLength(2);
    for (const p of parts) {
      expect(p.rawText.length).toBeLessThanOrEqual(4_096);
      expect(p.parseMode).toBe("HTML");
    }
    expect(parts.map((p) => p.text).join("\n\n")).toBe(long);
    expect(parts[0]?.buttons).toEqual([]);
    expect(parts[1]?.buttons).toEqual([[{ text: "Got it", data: "ack:digest" }]]);
  });

  it("shows HTML special characters exactly as ZOE wrote them, and **bold** as bold", async () => {
    const core = recorder(async (_e, c) => {
      await c.reply({ text: `Watch out for <script>&"x"</script> in **the invoice**` });
    });
    await channel().start(core.handler);
    const owner = emu.client(OWNER);
    await owner.send("what's odd?");
    const [msg] = await owner.waitForMessages(1);
    expect(msg?.text).toBe(`Watch out for <script>&"x"</script> in the invoice`);
    expect(msg?.rawText).toBe("Watch out for &lt;script&gt;&amp;&quot;x&quot;&lt;/script&gt; in <b>the invoice</b>");
  });

  it("turns a button press into an InboundButton, answers it once and can clear the buttons", async () => {
    const core = recorder(async (e, c) => {
      if (e.kind === "text") {
        await c.reply({ text: "Mark the Bob call done?", buttons: [[{ label: "Done", data: "done:bob" }, { label: "Later", data: "snooze:bob" }]] });
        return;
      }
      await c.ack("Marked done");
      await c.ack("twice?");
      if (e.messageId) await c.clearButtons(e.messageId);
      await c.reply({ text: "Done. One less thing." });
    });
    await channel().start(core.handler);
    const owner = emu.client(OWNER);
    await owner.send("bob");
    const [question] = await owner.waitForMessages(1);
    expect(question?.buttons[0]?.map((b) => b.text)).toEqual(["Done", "Later"]);

    await owner.press("done:bob");
    const msgs = await owner.waitForMessages(2);

    expect(core.events[1]).toEqual({
      kind: "button", userId: String(OWNER), address: OWNER_CHAT, data: "done:bob", messageId: String(question?.messageId), at: new Date(T0),
      key: `b:${OWNER}:${question?.messageId}:done:bob`,
    });
    expect(msgs[1]?.text).toBe("Done. One less thing.");
    expect(emu.calls("answerCallbackQuery").map((c) => c.payload.text)).toEqual(["Marked done"]);
    expect(owner.messages()[0]?.buttons).toEqual([]);
  });

  it("answers a button press the core did not acknowledge, so the owner's spinner stops", async () => {
    const core = recorder(async (e, c) => {
      if (e.kind === "text") await c.reply({ text: "Pick one", buttons: [[{ label: "A", data: "pick:a" }]] });
    });
    await channel().start(core.handler);
    const owner = emu.client(OWNER);
    await owner.send("choose");
    await owner.waitForMessages(1);
    await owner.press("pick:a");
    await until(() => emu.calls("answerCallbackQuery").length === 1, "the press to be answered");
    expect(core.events.map((e) => e.kind)).toEqual(["text", "button"]);
    expect(emu.calls("answerCallbackQuery")[0]?.payload.text).toBeUndefined();
  });

  it("shows typing while the core thinks, even on a server without sendChatAction", async () => {
    const logs = captureLogs();
    const core = recorder(async (e, c) => {
      const stop = c.typing();
      if (e.kind === "text") await c.reply({ text: `Thought about ${e.text}.` });
      stop();
    });
    await channel({ logger: logs.logger }).start(core.handler);
    const owner = emu.client(OWNER);
    await owner.send("this");
    await owner.waitForMessages(1);
    const missingTyping = () => logs.text().split("\n").filter((l) => l.includes("telegram_method_missing") && l.includes("sendChatAction"));
    await until(() => missingTyping().length > 0, "the missing method to be noticed");
    await owner.send("that");
    const msgs = await owner.waitForMessages(2);

    expect(msgs.map((m) => m.text)).toEqual(["Thought about this.", "Thought about that."]);
    // The emulator lacks sendChatAction: the first call found out, later ones are not even sent.
    expect(emu.calls("sendChatAction").map((c) => c.payload)).toEqual([{ chat_id: String(OWNER), action: "typing" }]);
    expect(missingTyping()).toHaveLength(1); // warned once, not on every "typing…"
    expect(core.errors).toEqual([]);
  });

  it("ignores group chats and edited messages; a photo arrives as media with its (empty) caption", async () => {
    const core = recorder();
    await channel().start(core.handler);
    const owner = emu.client(OWNER);
    const group = emu.client(OWNER, "Ada", { chatType: "group", chatId: -100 });

    await group.send("hello group");
    await owner.send("", { fields: { text: undefined, photo: [{ file_id: "p", file_unique_id: "p", width: 1, height: 1 }] } });
    const edited = emu.pushUpdate({
      edited_message: { message_id: 1, date: 0, edit_date: 1, chat: { id: OWNER, type: "private", first_name: "Ada" }, from: { id: OWNER, is_bot: false, first_name: "Ada" }, text: "edited" },
    });
    const real = await owner.send("the real one");
    await owner.waitForMessages(1);
    await until(async () => ((await readWatermark()) ?? 0) >= Math.max(real.updateId, edited), "all updates to be handled");

    expect(core.events.map((e) => (e.kind === "text" ? `${e.media ? `[${e.media.kind}]` : ""}${e.text}` : e.data))).toEqual(["[photo]", "the real one"]);
    expect(emu.client(-100).messages()).toEqual([]);
  });
});

describe("sending to the owner", () => {
  it("retries a 429 after Telegram's retry_after and the message still arrives", async () => {
    const c = channel();
    await c.start(recorder().handler);
    emu.failNext("sendMessage", {
      status: 429,
      body: { ok: false, error_code: 429, description: "Too Many Requests: retry after 1", parameters: { retry_after: 1 } },
    });
    const sent = await c.send(OWNER_CHAT, { text: "Morning brief: two things." });
    const [msg] = await emu.client(OWNER).waitForMessages(1);
    expect(msg?.text).toBe("Morning brief: two things.");
    expect(sent.messageId).toBe(String(msg?.messageId));
    expect(emu.calls("sendMessage")).toHaveLength(2);
  });

  it("surfaces a blocked bot (403) as TelegramBlockedError", async () => {
    const c = channel();
    await c.start(recorder().handler);
    emu.failNext("sendMessage", { status: 403, body: { ok: false, error_code: 403, description: "Forbidden: bot was blocked by the user" } });
    const err = await c.send(OWNER_CHAT, { text: "Anyone there?" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TelegramBlockedError);
    expect((err as TelegramBlockedError).chatId).toBe(String(OWNER));
    expect(emu.client(OWNER).messages()).toEqual([]);
  });

  it("resends as plain text when Telegram cannot parse the HTML", async () => {
    const c = channel();
    await c.start(recorder().handler);
    emu.failNext("sendMessage", { status: 400, body: { ok: false, error_code: 400, description: "Bad Request: can't parse entities: Unsupported start tag" } });
    await c.send(OWNER_CHAT, { text: "Ship **v2** & <celebrate>" });
    const [msg] = await emu.client(OWNER).waitForMessages(1);
    expect(msg?.parseMode).toBeUndefined();
    expect(msg?.text).toBe("Ship **v2** & <celebrate>");
  });

  it("refuses button data Telegram would reject, before sending anything", async () => {
    const c = channel();
    await c.start(recorder().handler);
    await expect(c.send(OWNER_CHAT, { text: "x", buttons: [[{ label: "y", data: "d".repeat(65) }]] })).rejects.toThrow(/64 bytes/);
    expect(emu.calls("sendMessage")).toEqual([]);
  });
});

describe("a reply sent again after a crash (the inbox's journal)", () => {
  /** A journal as the inbox keeps it, recording what the channel notes, in order. */
  function journal(earlier?: ReplyRecord) {
    const notes: string[] = [];
    const j: ReplyJournal = {
      ...(earlier ? { earlier } : {}),
      sending: (part, position) => void notes.push(`sending ${part} after ${position}`),
      sent: (part, id, last) => void notes.push(`sent ${part} as ${id}${last ? " (last)" : ""}`),
      unsent: (part) => void notes.push(`unsent ${part}`),
    };
    return { j, notes };
  }

  /** The owner writes; the core (a stand-in) keeps the event and answers nothing yet. */
  async function ownerWrote(text: string): Promise<{ c: ReturnType<typeof channel>; event: Inbound; messageId: number }> {
    const core = recorder(async () => undefined);
    const c = channel();
    await c.start(core.handler);
    const sent = await emu.client(OWNER).send(text);
    await until(() => core.events.length === 1, "the event");
    return { c, event: core.events[0]!, messageId: sent.messageId };
  }

  it("notes each part right before it goes out and right after Telegram confirms it", async () => {
    const { c, event, messageId } = await ownerWrote("hello");
    const { j, notes } = journal();
    emu.onCall((call) => {
      if (call.method === "sendMessage") notes.push("Telegram gets it");
    });
    const sent = await c.conversation!(event).reply({ text: "Hi!" }, j);
    expect(notes).toEqual([`sending 0 after ${messageId}`, "Telegram gets it", `sent 0 as ${sent.messageId} (last)`]);
  });

  it("a part Telegram answers with an error is noted as not sent (nothing to look for later)", async () => {
    const { c, event, messageId } = await ownerWrote("hello");
    const { j, notes } = journal();
    emu.failNext("sendMessage", { status: 400, body: { ok: false, error_code: 400, description: "Bad Request: chat not found" } });
    await expect(c.conversation!(event).reply({ text: "Hi!" }, j)).rejects.toThrow(/chat not found/);
    expect(notes).toEqual([`sending 0 after ${messageId}`, "unsent 0"]);
  });

  it("a reply that reached the owner before the crash (its confirmation lost) is found, not sent twice", async () => {
    const { c, event, messageId } = await ownerWrote("what's next?");
    const before = await channel().send(OWNER_CHAT, { text: "Next: the invoice." }); // the process that died sent it
    await emu.client(OWNER).send("hello?"); // the owner wrote again meanwhile
    const { j, notes } = journal({ parts: [], inDoubt: { part: 0, positions: [String(messageId)] } });
    const sent = await c.conversation!(event).reply({ text: "Next: the invoice." }, j);
    expect(sent.messageId).toBe(before.messageId);
    // Read by its text (a probe button set and taken off again): the message is as it was.
    expect(emu.client(OWNER).messages().map((m) => [m.text, m.buttons])).toEqual([["Next: the invoice.", []]]);
    expect(notes).toEqual([`sent 0 as ${before.messageId} (last)`]);
  });

  it("a part tried twice is looked for after the highest position noted, not the last (a later try may have known less of the chat)", async () => {
    const { c, event, messageId } = await ownerWrote("what's next?");
    const before = await channel().send(OWNER_CHAT, { text: "Next: the invoice." }); // the first try, which arrived
    // The second try's instance had seen nothing of the chat ("0"), then died before sending.
    const { j, notes } = journal({ parts: [], inDoubt: { part: 0, positions: [String(messageId), "0"] } });
    const sent = await c.conversation!(event).reply({ text: "Next: the invoice." }, j);
    expect(sent.messageId).toBe(before.messageId);
    expect(emu.client(OWNER).messages().map((m) => m.text)).toEqual(["Next: the invoice."]);
    expect(notes).toEqual([`sent 0 as ${before.messageId} (last)`]);
  });

  it("another instance's push after the part in doubt, with the same buttons, is not taken for it: the reply that never went out is sent", async () => {
    const { c, event, messageId } = await ownerWrote("what's next?");
    // Another instance's brief (no buttons, as the reply), sent meanwhile and not recorded yet.
    await channel().send(OWNER_CHAT, { text: "Your brief for Thursday: the deck is due at noon." });
    const { j, notes } = journal({ parts: [], inDoubt: { part: 0, positions: [String(messageId)] } });
    const sent = await c.conversation!(event).reply({ text: "Next: the invoice." }, j);
    expect(emu.client(OWNER).messages().map((m) => [m.text, m.buttons])).toEqual([
      ["Your brief for Thursday: the deck is due at noon.", []],
      ["Next: the invoice.", []],
    ]);
    expect(notes).toEqual([`sending 0 after ${messageId}`, `sent 0 as ${sent.messageId} (last)`]);
  });

  it("a reply Telegram took after the owner's next message (they went on typing) is found there, not sent twice", async () => {
    const { c, event, messageId } = await ownerWrote("what's next?");
    await emu.client(OWNER).send("and then?"); // the owner typed on while Telegram took the reply
    const before = await channel().send(OWNER_CHAT, { text: "Next: the invoice." }); // the process that died sent it
    await emu.client(OWNER).send("hello??");
    const { j, notes } = journal({ parts: [], inDoubt: { part: 0, positions: [String(messageId)] } });
    const sent = await c.conversation!(event).reply({ text: "Next: the invoice." }, j);
    expect(sent.messageId).toBe(before.messageId);
    expect(emu.client(OWNER).messages().map((m) => [m.text, m.buttons])).toEqual([["Next: the invoice.", []]]);
    expect(notes).toEqual([`sent 0 as ${before.messageId} (last)`]);
  });

  it("past the owner's next message, another answer (another instance's, to that message) is not taken for the reply in doubt", async () => {
    const { c, event, messageId } = await ownerWrote("what's next?");
    await emu.client(OWNER).send("and then?");
    await channel().send(OWNER_CHAT, { text: "Then the taxes." }); // another instance answered that one
    const { j } = journal({ parts: [], inDoubt: { part: 0, positions: [String(messageId)] } });
    await c.conversation!(event).reply({ text: "Next: the invoice." }, j);
    expect(emu.client(OWNER).messages().map((m) => m.text)).toEqual(["Then the taxes.", "Next: the invoice."]);
  });

  it("a reply in doubt that never went out is sent, once", async () => {
    const { c, event, messageId } = await ownerWrote("what's next?");
    const { j } = journal({ parts: [], inDoubt: { part: 0, positions: [String(messageId)] } });
    await c.conversation!(event).reply({ text: "Next: the invoice." }, j);
    expect(emu.client(OWNER).messages().map((m) => m.text)).toEqual(["Next: the invoice."]);
  });

  it("a message this process sent (a notice at start), or one noted as delivered, is not taken for the reply in doubt", async () => {
    const { c, event, messageId } = await ownerWrote("what's next?");
    const earlierReply = await channel().send(OWNER_CHAT, { text: "An earlier reply, noted." });
    await c.send(OWNER_CHAT, { text: "A notice sent at start." });
    const { j } = journal({ parts: [], inDoubt: { part: 0, positions: [String(messageId)] }, noted: [earlierReply.messageId] });
    await c.conversation!(event).reply({ text: "Next: the invoice." }, j);
    expect(emu.client(OWNER).messages().map((m) => m.text)).toEqual(["An earlier reply, noted.", "A notice sent at start.", "Next: the invoice."]);
  });

  it("on a server that does not answer the search as Telegram does, the reply is sent again rather than lost", async () => {
    const { c, event, messageId } = await ownerWrote("what's next?");
    await channel().send(OWNER_CHAT, { text: "Next: the invoice." });
    // telegram-test-api on its own says "ok" to every edit: that tells nothing.
    emu.failNext("editMessageReplyMarkup", { status: 200, body: { ok: true, result: true } });
    const { j } = journal({ parts: [], inDoubt: { part: 0, positions: [String(messageId)] } });
    await c.conversation!(event).reply({ text: "Next: the invoice." }, j);
    expect(emu.client(OWNER).messages().map((m) => m.text)).toEqual(["Next: the invoice.", "Next: the invoice."]);
  });

  it("a long reply cut short by a crash sends only the parts that had not gone out", async () => {
    const long = Array.from({ length: 10 }, (_, i) => `Section ${i}. ${"All quiet on this front. ".repeat(20).trim()}`).join("\n\n");
    const { c, event } = await ownerWrote("digest please");
    const first = await channel().send(OWNER_CHAT, { text: long.slice(0, 4_000) }); // stands in for part 1
    const { j, notes } = journal({ parts: [first.messageId] });
    await c.conversation!(event).reply({ text: long }, j);
    const seen = emu.client(OWNER).messages();
    expect(seen).toHaveLength(2);
    expect(notes).toEqual([expect.stringMatching(/^sending 1 after \d+$/), `sent 1 as ${seen[1]!.messageId} (last)`]);
  });
});

describe("starting and stopping", () => {
  it("fails to start with a clear error when the token is rejected, without revealing it", async () => {
    emu.failNext("getMe", { status: 401, body: { ok: false, error_code: 401, description: "Unauthorized" } });
    const err = (await channel().start(recorder().handler).catch((e: unknown) => e)) as Error;
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toMatch(/token was rejected/);
    expect(err.message).not.toContain(emu.token);
  });

  it("never writes the token to the logs, even when the network fails", async () => {
    const logs = captureLogs();
    const logger = logs.logger;
    // A working session with rate limits, a blocked send and missing methods…
    const c = channel({ logger });
    const core = recorder(async (e, convo) => {
      convo.typing()();
      await echo(e, convo);
    });
    await c.start(core.handler);
    emu.failNext("sendMessage", { status: 403, body: { ok: false, error_code: 403, description: "Forbidden: bot was blocked by the user" } });
    await c.send(OWNER_CHAT, { text: "hi" }).catch(() => undefined);
    await emu.client(OWNER).send("hello");
    await emu.client(OWNER).waitForMessages(1);
    await c.stop();
    // …and a server that is not there at all.
    const dead = createTelegramChannel({
      token: emu.token, apiRoot: "http://127.0.0.1:9", state: filesSpace(stateDir), logger, clock, commands: [], pollingTimeoutSec: 1, startAttempts: 2, maxRetryDelayMs: 50,
    });
    const err = (await dead.start(recorder().handler).catch((e: unknown) => e)) as Error;
    expect(err.message).toMatch(/could not reach/);
    expect(err.message).not.toContain(emu.token);

    const all = logs.text();
    expect(all).toContain("telegram_method_missing");
    expect(all).toContain("telegram_network_error");
    expect(all).not.toContain(emu.token);
    expect(all).not.toContain(emu.token.split(":")[1]);
  });

  it("stops cleanly: a new instance on the same token polls without a 409 conflict", async () => {
    const owner = emu.client(OWNER);
    const first = channel();
    await first.start(recorder().handler);
    await owner.send("one");
    await owner.waitForMessages(1);
    await first.stop();

    const second = channel();
    const core = recorder();
    await second.start(core.handler);
    await owner.send("two");
    await owner.waitForMessages(2);
    await second.stop();

    expect(core.events.map((e) => (e.kind === "text" ? e.text : ""))).toEqual(["two"]);
    expect(emu.conflicts()).toBe(0);
  });

  it("(control) two instances polling at once do get a 409 from the emulator", async () => {
    await channel().start(recorder().handler);
    await channel({ state: filesSpace(path.join(stateDir, "other")) }).start(recorder().handler);
    await until(() => emu.conflicts() > 0, "a conflict");
  });

  it("does not handle an update again after a restart, even when Telegram redelivers it", async () => {
    const owner = emu.client(OWNER);
    const firstCore = recorder();
    const first = channel();
    await first.start(firstCore.handler);
    const old = await owner.send("pay the rent");
    await owner.waitForMessages(1);
    await first.stop();
    expect(await readWatermark()).toBe(old.updateId);

    // Telegram never saw the confirmation: it hands the same update to the next instance.
    emu.redeliver(old.updateId);
    const secondCore = recorder();
    await channel().start(secondCore.handler);
    await owner.send("what's next?");
    await owner.waitForMessages(2);

    expect(emu.deliveries().filter((id) => id === old.updateId)).toHaveLength(2);
    expect(secondCore.events.map((e) => (e.kind === "text" ? e.text : ""))).toEqual(["what's next?"]);
    expect(owner.messages().map((m) => m.text)).toEqual(["You said: pay the rent", "You said: what's next?"]);
  });

  it("waits for a reply in progress before stop() resolves", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let started = false;
    const core = recorder(async (e, c) => {
      started = true;
      await gate;
      await echo(e, c);
    });
    const c = channel();
    await c.start(core.handler);
    const owner = emu.client(OWNER);
    const msg = await owner.send("slow one");
    await until(() => started, "the handler to start");

    let resolvedBeforeRelease = false;
    let released = false;
    const stopping = c.stop().then(() => {
      resolvedBeforeRelease = !released;
    });
    await until(() => !emu.polling(), "polling to stop");
    await new Promise((r) => setTimeout(r, 100));
    released = true;
    release();
    await stopping;

    expect(resolvedBeforeRelease).toBe(false);
    expect(owner.messages().map((m) => m.text)).toEqual(["You said: slow one"]);
    expect(await readWatermark()).toBe(msg.updateId);
  });
});

describe("update de-duplication", () => {
  const make = () => new UpdateDeduper({ state: filesSpace(stateDir), clock, logger: silentLogger });

  it("never moves the watermark past an update that is still running", async () => {
    const d = make();
    await d.load();
    expect(d.admit(10)).toBe(true);
    expect(d.admit(11)).toBe(true);
    await d.finish(11);
    expect(d.lastUpdateId).toBe(null); // 10 still running: a crash now must not lose it
    expect(d.admit(11)).toBe(false); // but 11 is not handled twice in this process
    await d.finish(10);
    expect(d.lastUpdateId).toBe(11);
    expect(await readWatermark()).toBe(11);
  });

  it("drops updates at or below the persisted watermark after a restart", async () => {
    const a = make();
    await a.load();
    a.admit(41);
    await a.finish(41);
    await a.flush();

    const b = make();
    await b.load();
    expect(b.admit(40)).toBe(false);
    expect(b.admit(41)).toBe(false);
    expect(b.admit(42)).toBe(true);
    expect(b.admit(42)).toBe(false); // already running
  });

  it("a watermark ahead of Telegram (another bot's state, copied in) is shown up by the first message sent after all it covers: handled, said at warn, and a fresh watermark kept", async () => {
    const sent = (iso: string) => new Date(iso);
    const a = make();
    await a.load();
    a.admit(900_000, sent("2025-03-01T08:59:00Z"));
    await a.finish(900_000);
    await a.flush();

    const logs = captureLogs();
    const b = new UpdateDeduper({ state: filesSpace(stateDir), clock, logger: logs.logger });
    await b.load();
    // A redelivery of what it covers (sent before it was written) is still dropped…
    expect(b.admit(899_990, sent("2025-03-01T08:58:00Z"))).toBe(false);
    expect(logs.text()).not.toContain("telegram_watermark_ahead");
    // …but a message sent after everything it covers cannot be one: the watermark is not this bot's.
    expect(b.admit(1_200, sent("2025-03-01T09:05:00Z"))).toBe(true);
    expect(logs.text()).toMatch(/"level":40.*"event":"telegram_watermark_ahead"/);
    await b.finish(1_200);
    expect(await readWatermark()).toBe(1_200);
    expect(b.admit(1_201, sent("2025-03-01T09:06:00Z"))).toBe(true);
  });

  it("a watermark written in the future (by a clock that was ahead) is dropped, said at warn, instead of never ageing out", async () => {
    const ahead = new UpdateDeduper({ state: filesSpace(stateDir), clock: new ManualClock("2025-03-05T09:00:00.000Z"), logger: silentLogger });
    await ahead.load();
    ahead.admit(900);
    await ahead.finish(900);
    await ahead.flush();

    const logs = captureLogs();
    const b = new UpdateDeduper({ state: filesSpace(stateDir), clock, logger: logs.logger });
    await b.load();
    expect(b.admit(5)).toBe(true);
    expect(logs.text()).toMatch(/"level":40.*"event":"telegram_watermark_future"/);
  });

  it("forgets a watermark older than Telegram keeps updates (ids may restart lower)", async () => {
    const a = make();
    await a.load();
    a.admit(900);
    await a.finish(900);

    clock.advance(25 * HOUR);
    const b = make();
    await b.load();
    expect(b.admit(5)).toBe(true);
    await b.finish(5);
    expect(await readWatermark()).toBe(5);
  });
});

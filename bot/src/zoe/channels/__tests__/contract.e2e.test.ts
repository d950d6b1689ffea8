/**
 * The channel contract: what every Channel does, whatever it talks to, seen from the user's chat.
 * One suite, run against the terminal (on in-memory stdin/stdout), the Telegram adapter (real
 * grammY against the Bot API emulator) and the test capture channel. A new channel adds a harness
 * below (how a user writes, presses and reads in it) and passes the same suite.
 */
import { PassThrough } from "node:stream";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { silentLogger } from "../../base/log.ts";
import { sameAddress } from "../address.ts";
import { createTelegramChannel } from "../telegram/index.ts";
import { TERMINAL_OWNER, TerminalChannel } from "../terminal.ts";
import type { Channel, Conversation, Inbound, InboundHandler, Sent } from "../types.ts";
import { CaptureChannel } from "../../test-support/capture-channel.ts";
import { ConsoleChannel } from "../../console/index.ts";
import { openStorage } from "../../storage/index.ts";
import { startTelegramEmulator } from "../../test-support/telegram-emulator.ts";
import { filesSpace } from "../../test-support/storage.ts";

/** A channel and the user at the other end of it. */
interface Harness {
  channel: Channel;
  /** The owner's id on this channel. */
  owner: string;
  /** Whether the channel can answer an event received earlier (`Channel.conversation`). */
  replaysStored: boolean;
  /** The user writes `text` in their chat. */
  say(text: string): Promise<void>;
  /** The user presses the button labelled `label` on the newest message that shows it. */
  press(label: string): Promise<void>;
  /** What the user has read so far: each message ZOE sent, as shown. */
  seen(): string[];
  close(): Promise<void>;
}

async function until(cond: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The terminal's output as the messages in it: text lines, and the numbered buttons under them. */
function terminalMessages(out: string): Array<{ text: string; labels: string[] }> {
  return out
    .split("\nzoe> ")
    .slice(1)
    .map((chunk) => {
      const lines = chunk.split("\nyou> ")[0]!.replace(/\n$/, "").split("\n");
      const last = lines.at(-1) ?? "";
      const labels = /^ {5}\[1\] /.test(last) ? last.trim().split(/ {2}(?=\[\d+\] )/).map((b) => b.replace(/^\[\d+\] /, "")) : [];
      const text = (labels.length ? lines.slice(0, -1) : lines).map((l, i) => (i === 0 ? l : l.replace(/^ {5}/, ""))).join("\n");
      return { text, labels };
    });
}

const harnesses: Array<{ name: string; make: () => Promise<Harness> }> = [
  {
    name: "the terminal",
    make: async () => {
      const input = new PassThrough();
      const output = new PassThrough();
      let out = "";
      output.on("data", (d: Buffer) => (out += d.toString()));
      const channel = new TerminalChannel({ input, output, clock: new ManualClock("2026-06-04T08:00:00Z") });
      return {
        channel,
        owner: TERMINAL_OWNER,
        replaysStored: false,
        say: async (text) => void input.write(`${text}\n`),
        press: async (label) => {
          const shown = terminalMessages(out).findLast((m) => m.labels.includes(label));
          if (!shown) throw new Error(`no message shows a button "${label}"`);
          input.write(`${shown.labels.indexOf(label) + 1}\n`);
        },
        seen: () => terminalMessages(out).map((m) => m.text),
        close: () => channel.stop(),
      };
    },
  },
  {
    name: "the Telegram adapter (Bot API emulator)",
    make: async () => {
      const emu = await startTelegramEmulator();
      const state = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-contract-"));
      const channel = createTelegramChannel({
        token: emu.token,
        apiRoot: emu.apiRoot,
        state: filesSpace(state),
        logger: silentLogger,
        clock: new ManualClock("2026-06-04T08:00:00Z"),
        commands: [],
        pollingTimeoutSec: 1,
      });
      const user = emu.client(4242, "Ada");
      return {
        channel,
        owner: "4242",
        replaysStored: true,
        say: async (text) => void (await user.send(text)),
        press: async (label) => {
          const shown = user.messages().findLast((m) => m.buttons.flat().some((b) => b.text === label));
          const button = shown?.buttons.flat().find((b) => b.text === label);
          if (!shown || !button) throw new Error(`no message shows a button "${label}"`);
          await user.press(button.data, shown.messageId);
        },
        seen: () => user.messages().map((m) => m.text),
        close: async () => {
          await channel.stop();
          await emu.close();
          await fs.rm(state, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: "the web console",
    make: async () => {
      const storage = openStorage({ kind: "memory", home: "", logger: silentLogger });
      // What the page shows: every message the console kept for the owner, as it is kept.
      const seen: Array<{ id: string; text: string; buttons: Array<Array<{ label: string; data: string }>> }> = [];
      const channel = new ConsoleChannel((id) => storage.owner(id), new ManualClock("2026-06-04T08:00:00Z"), (_owner, m) => void seen.push(m));
      const deliver = (done: Promise<unknown>) => void done.catch(() => undefined);
      return {
        channel,
        owner: "4242",
        replaysStored: true,
        say: async (text) => deliver(channel.receive({ userId: "4242", kind: "text", text })),
        press: async (label) => {
          const shown = seen.findLast((m) => m.buttons.flat().some((b) => b.label === label));
          const button = shown?.buttons.flat().find((b) => b.label === label);
          if (!shown || !button) throw new Error(`no message shows a button "${label}"`);
          deliver(channel.receive({ userId: "4242", kind: "button", data: button.data, messageId: shown.id }));
        },
        seen: () => seen.map((m) => m.text),
        close: () => channel.stop(),
      };
    },
  },
  {
    name: "the test capture channel",
    make: async () => {
      const channel = new CaptureChannel({ clock: new ManualClock("2026-06-04T08:00:00Z") });
      // The user writes into a chat; whether anyone reads it is the channel's business.
      const deliver = (said: Promise<unknown>) => void said.catch(() => undefined);
      return {
        channel,
        owner: "4242",
        replaysStored: true,
        say: async (text) => deliver(channel.ownerSays(text)),
        press: async (label) => {
          const shown = channel.said.findLast((s) => s.buttons.flat().some((b) => b.label === label));
          const button = shown?.buttons.flat().find((b) => b.label === label);
          if (!shown || !button) throw new Error(`no message shows a button "${label}"`);
          deliver(channel.press(button.data, shown.messageId));
        },
        seen: () => channel.said.map((s) => s.text),
        close: () => channel.stop(),
      };
    },
  },
];

/** A core stand-in: keeps every event and answers as the test says (by default, not at all). */
function recorder(answer: (e: Inbound, c: Conversation) => Promise<void> = async () => undefined) {
  const events: Inbound[] = [];
  const handler: InboundHandler = async (e, c) => {
    events.push(e);
    await answer(e, c);
  };
  return { events, handler };
}

/** Ten paragraphs, longer than one Telegram message (4,096): a channel may split it, never cut it. */
const LONG = Array.from({ length: 10 }, (_, i) => `Paragraph ${i}. ${"Nothing is on fire today, and that is news. ".repeat(12).trim()}`).join("\n\n");

describe.each(harnesses)("the channel contract: $name", ({ make }) => {
  let h: Harness;
  beforeEach(async () => {
    h = await make();
  });
  afterEach(async () => {
    await h.close();
  });

  it("has a name, and reaches its owner at an address that carries it", () => {
    expect(h.channel.name).toMatch(/\S/);
    expect(h.channel.addressOf(h.owner)).toEqual({ channel: h.channel.name, chat: expect.stringMatching(/\S/) });
  });

  it("hands the owner's text to the handler, from the owner's own chat", async () => {
    const core = recorder();
    await h.channel.start(core.handler);
    await h.say("remind me to call Bob");
    await until(() => core.events.length === 1, "the event");
    const [event] = core.events;
    expect(event).toMatchObject({ kind: "text", text: "remind me to call Bob", userId: h.owner });
    expect(event!.address.channel).toBe(h.channel.name);
    expect(sameAddress(event!.address, h.channel.addressOf(h.owner)!)).toBe(true);
  });

  it("sends a reply back to the chat the event came from", async () => {
    const core = recorder(async (e, c) => {
      if (e.kind === "text") await c.reply({ text: `You said: ${e.text}` });
    });
    await h.channel.start(core.handler);
    await h.say("hello");
    await until(() => h.seen().length === 1, "the reply");
    expect(h.seen()).toEqual(["You said: hello"]);
  });

  it("keeps buttons as data through a round trip: the press names the message that carried them", async () => {
    let carrier: Sent | null = null;
    const core = recorder(async (e, c) => {
      if (e.kind === "text") carrier = await c.reply({ text: "Done with the invoice?", buttons: [[{ label: "Done", data: "t:d:th-1" }, { label: "Later", data: "t:s:th-1" }]] });
    });
    await h.channel.start(core.handler);
    await h.say("invoice");
    await until(() => carrier !== null, "the question");
    await h.press("Later");
    await until(() => core.events.length === 2, "the press");
    const press = core.events[1]!;
    expect(press).toMatchObject({ kind: "button", data: "t:s:th-1", messageId: carrier!.messageId, userId: h.owner });
    expect(sameAddress(press.address, core.events[0]!.address)).toBe(true);
  });

  it("delivers a message sent to the owner's address", async () => {
    await h.channel.start(recorder().handler);
    const sent = await h.channel.send(h.channel.addressOf(h.owner)!, { text: "Your brief for Thursday: the deck is due at noon." });
    expect(sent.messageId).toMatch(/\S/);
    await until(() => h.seen().length === 1, "the message");
    expect(h.seen()).toEqual(["Your brief for Thursday: the deck is due at noon."]);
  });

  it("delivers a long text whole (in parts if it must, nothing cut or lost)", async () => {
    expect(LONG.length).toBeGreaterThan(5_000);
    await h.channel.start(recorder().handler);
    await h.channel.send(h.channel.addressOf(h.owner)!, { text: LONG });
    await until(() => h.seen().join("\n\n").length >= LONG.length, "every part");
    expect(h.seen().join("\n\n")).toBe(LONG);
  });

  it("the small calls around a reply (typing, a toast, clearing buttons) never throw", async () => {
    let done = false;
    const core = recorder(async (_e, c) => {
      const stop = c.typing();
      const sent = await c.reply({ text: "Pick", buttons: [[{ label: "A", data: "pick:a" }]] });
      await c.ack("Noted");
      await c.clearButtons(sent.messageId);
      stop();
      done = true;
    });
    await h.channel.start(core.handler);
    await h.say("choose");
    await until(() => done, "the handler to finish");
  });

  it("stop() waits for a handler in flight, whose reply still arrives; after it nothing reaches the handler", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const core = recorder(async (e, c) => {
      await gate;
      if (e.kind === "text") await c.reply({ text: `Answered: ${e.text}` });
    });
    await h.channel.start(core.handler);
    await h.say("slow one");
    await until(() => core.events.length === 1, "the handler to start");

    let stopped = false;
    const stopping = h.channel.stop().then(() => void (stopped = true));
    await new Promise((r) => setTimeout(r, 200));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(h.seen()).toEqual(["Answered: slow one"]);

    await h.say("anyone there?");
    await new Promise((r) => setTimeout(r, 300));
    expect(core.events).toHaveLength(1);
  });

  it("answers an event received earlier (a stored one, after a restart) in the chat it came from", async (ctx) => {
    if (!h.replaysStored) return ctx.skip();
    const core = recorder();
    await h.channel.start(core.handler);
    await h.say("what's next?");
    await until(() => core.events.length === 1, "the event");
    await h.channel.conversation!(core.events[0]!).reply({ text: "Next: the invoice." });
    await until(() => h.seen().length === 1, "the reply");
    expect(h.seen()).toEqual(["Next: the invoice."]);
  });
});

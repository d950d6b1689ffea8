/**
 * The conversational core end to end: the real grammY stack against telegram-test-api on
 * loopback, and a local server that speaks the Anthropic Messages API. Also a dozen owners
 * writing at once: each turn in flight, and each model call in it, listens to ZOE's stop signal
 * until it ends, and two dozen listeners on one signal must not read as "Possible EventTarget
 * memory leak detected" on stderr.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Running } from "../../shell/runtime.ts";
import type { FakeAnthropic } from "../../test-support/fake-anthropic.ts";
import { watchLeakWarnings } from "../../test-support/process-warnings.ts";
import type { Emulator } from "../../test-support/telegram-emulator.ts";
import { startTelegramZoe, type TelegramZoe } from "../../test-support/telegram-zoe.ts";

const OWNER = 1001;
const STRANGER = 2002;

let e2e: TelegramZoe;
let emu: Emulator;
let model: FakeAnthropic;
let home: string;
let running: Running | null = null;

beforeEach(async () => {
  e2e = await startTelegramZoe({ owner: OWNER, homePrefix: "zoe-core-e2e-" });
  ({ emu, model, home } = e2e);
});

afterEach(async () => {
  running = null;
  await e2e.close();
});

async function start(extra: Record<string, string> = {}): Promise<Running> {
  running = await e2e.start({ clock: new ManualClock("2026-06-04T08:00:00Z"), env: extra });
  return running;
}

describe("conversational core over Telegram", () => {
  it("an owner's message gets the model's reply, with the conversation in the prompt", async () => {
    model.enqueue({ kind: "tool", name: "respond", input: { reply: "Morning! What's first today?" } });
    await start();
    const owner = emu.client(OWNER, "Zaal");
    await owner.send("good morning");
    const [reply] = await owner.waitForMessages(1);
    expect(reply!.text).toBe("Morning! What's first today?");
    const req = model.requests[0]!.body;
    expect(JSON.stringify(req.messages)).toContain("good morning");
    expect(req.tool_choice).toEqual({ type: "tool", name: "respond" });
  });

  it("a stranger gets one short refusal a day, and nothing is written for them", async () => {
    await start();
    const stranger = emu.client(STRANGER, "Eve");
    await stranger.send("hi, who are you?");
    await stranger.send("hello??");
    const msgs = await stranger.waitForMessages(1);
    // Let the second message be handled too, then check it got no second reply.
    const owner = emu.client(OWNER);
    model.enqueue({ kind: "text", text: "ok" });
    await owner.send("ping");
    await owner.waitForMessages(1);
    expect(stranger.messages()).toHaveLength(1);
    expect(msgs[0]!.text).toMatch(/private assistant/);
    expect(model.requests).toHaveLength(1); // only the owner's turn reached the model
    const owners = existsSync(path.join(home, "owners")) ? readdirSync(path.join(home, "owners")) : [];
    expect(owners).not.toContain(String(STRANGER));
  });

  it("a 529 followed by success still answers", async () => {
    model.enqueue({ kind: "error", status: 529, body: { type: "error", error: { type: "overloaded_error", message: "Overloaded" } } });
    model.enqueue({ kind: "tool", name: "respond", input: { reply: "Back on my feet." } });
    await start();
    const owner = emu.client(OWNER);
    await owner.send("are you there?");
    const [reply] = await owner.waitForMessages(1, 20_000);
    expect(reply!.text).toBe("Back on my feet.");
    expect(model.requests).toHaveLength(2);
  });

  it("a bare-JSON answer works, operations included", async () => {
    model.enqueue({ kind: "text", text: '```json\n{"reply":"Got it.","thread_ops":[{"op":"open","summary":"ship the onepager","due":"today"}]}\n```' });
    await start();
    const owner = emu.client(OWNER);
    await owner.send("I'll ship the onepager today");
    const [reply] = await owner.waitForMessages(1);
    expect(reply!.text).toMatch(/^Got it\.\n\nTracking: ship the onepager, due today 18:00 \(undo: \/untrack th-[a-z0-9]+\)$/);
  });

  it("a 5,000-character reply arrives in parts, split on paragraph boundaries", async () => {
    const para = (i: number) => `Paragraph ${i}: ${"lorem ipsum ".repeat(40).trim()}`;
    const long = Array.from({ length: 10 }, (_, i) => para(i)).join("\n\n");
    expect(long.length).toBeGreaterThan(4_096);
    model.enqueue({ kind: "tool", name: "respond", input: { reply: long } });
    await start();
    const owner = emu.client(OWNER);
    await owner.send("tell me everything");
    const parts = await owner.waitForMessages(2);
    expect(parts.length).toBe(2);
    for (const p of parts) expect(p.rawText.length).toBeLessThanOrEqual(4_096);
    expect(parts.map((p) => p.text).join("\n\n")).toBe(long);
  });

  it("a restart does not process the same update twice", async () => {
    model.setHandler(() => ({ kind: "tool", name: "respond", input: { reply: "handled" } }));
    await start();
    const owner = emu.client(OWNER);
    const sent = await owner.send("only once, please");
    await owner.waitForMessages(1);
    await running!.stop();
    running = null;
    // Telegram may deliver an update again after a restart (it was never confirmed upstream).
    emu.redeliver(sent.updateId);
    await start();
    await owner.send("and this is new");
    await owner.waitForMessages(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(owner.messages()).toHaveLength(2);
    expect(model.requests).toHaveLength(2);
  });
});

describe("a dozen owners at once", () => {
  it("each gets the model's answer while all twelve turns are in flight together, with no leak warning", async () => {
    const owners = Array.from({ length: 12 }, (_, i) => 810_000 + i);
    const warnings = watchLeakWarnings();
    onTestFinished(() => warnings.off());
    let inFlight = 0;
    let most = 0;
    model.setHandler((body: { messages: Array<{ content: unknown }> }) => {
      inFlight++;
      most = Math.max(most, inFlight);
      setTimeout(() => inFlight--, 600);
      const said = JSON.stringify(body.messages.at(-1)?.content ?? "");
      const who = /owner (\d+)/.exec(said)?.[1] ?? "?";
      return { kind: "slow", ms: 600, reply: { kind: "tool", name: "respond", input: { reply: `Noted, ${who}.` } } };
    });
    await start({ ZOE_OWNER_IDS: owners.join(",") });
    const users = owners.map((id) => emu.client(id));
    await Promise.all(users.map((u) => u.send(`hello from owner ${u.userId}`)));
    const replies = await Promise.all(users.map((u) => u.waitForMessages(1, 30_000)));
    expect(replies.map((r) => r[0]!.text)).toEqual(owners.map((id) => `Noted, ${id}.`));
    expect(most).toBeGreaterThanOrEqual(11); // the turns really overlapped
    expect(await warnings.seen()).toEqual([]);
  });
});

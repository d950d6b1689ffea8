/**
 * Several channels in one ZOE: the owner writes on either and is answered there; what ZOE says
 * first goes to the owner's address on the first channel that reaches them; a message the inbox
 * kept from before a restart is answered on its own channel and in its own chat, which need not
 * be named after the owner. Two capture channels stand in for, say, Telegram and a web chat.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../base/clock.ts";
import { silentLogger } from "../base/log.ts";
import type { Inbound } from "../channels/index.ts";
import { storeEvent } from "../conversation/index.ts";
import { loadConfig } from "../shell/config.ts";
import { startZoe, type Running } from "../shell/runtime.ts";
import { CaptureChannel } from "../test-support/capture-channel.ts";

const OWNER = "4242";

let home: string;
let running: Running | null = null;
let chat: CaptureChannel;
let web: CaptureChannel;

beforeEach(async () => {
  home = mkdtempSync(path.join(os.tmpdir(), "zoe-channels-"));
  const clock = new ManualClock("2026-06-04T08:00:00Z");
  chat = new CaptureChannel({ clock, name: "chat", owner: OWNER });
  web = new CaptureChannel({ clock, name: "web", owner: OWNER });
  const config = loadConfig({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", LOG_LEVEL: "silent" });
  running = await startZoe({ config, logger: silentLogger, clock, model: null, ownerIds: [OWNER], channels: [chat, web], autoSchedule: false, inboxRetryMs: 3_600_000 });
});

afterEach(async () => {
  await running?.stop();
  running = null;
  rmSync(home, { recursive: true, force: true });
});

/** A message the owner wrote on the web chat before a restart, kept in the inbox and not answered yet. */
async function keptFromBefore(address: Inbound["address"], key: string): Promise<void> {
  const event: Inbound = { kind: "text", userId: OWNER, address, at: new Date("2026-06-04T07:59:00Z"), text: "/threads", messageId: "w-1", key };
  await running!.zoe.owner(OWNER).inbox.receive([storeEvent(event)!], new Date("2026-06-04T07:59:00Z"));
}

describe("two channels in one ZOE", () => {
  it("starts both, answers the owner on the channel they wrote on, and stops both", async () => {
    expect(running!.channels).toEqual([chat, web]);
    await web.ownerSays("/threads");
    await chat.ownerSays("/help");
    expect(web.replies().map((r) => r.to)).toEqual([{ channel: "web", chat: OWNER }]);
    expect(chat.replies().map((r) => r.to)).toEqual([{ channel: "chat", chat: OWNER }]);
    expect(chat.replies()[0]!.text).toContain("/threads"); // /help lists the commands
    await running!.stop();
    await expect(web.ownerSays("hello?")).rejects.toThrow(/not started/);
    await expect(chat.ownerSays("hello?")).rejects.toThrow(/not started/);
  });

  it("what ZOE says first goes to the owner's address on the first channel that reaches them", async () => {
    expect(running!.zoe.addressesOf(OWNER)).toEqual([
      { channel: "chat", chat: OWNER },
      { channel: "web", chat: OWNER },
    ]);
    const push = await running!.zoe.push(OWNER, { text: "Did the invoice go out?" }, { kind: "checkin", reason: "quiet for a day" });
    await running!.zoe.say(OWNER, { text: "A notice." });
    expect(chat.pushes().map((p) => [p.to, p.text])).toEqual([
      [{ channel: "chat", chat: OWNER }, "Did the invoice go out?"],
      [{ channel: "chat", chat: OWNER }, "A notice."],
    ]);
    expect(web.pushes()).toEqual([]);
    expect(push?.messageId).toBe(chat.pushes()[0]!.messageId);
  });

  it("a message kept from before a restart is answered on its channel, in its chat (not one named after the owner)", async () => {
    await keptFromBefore({ channel: "web", chat: "session-7" }, "web:m:session-7:w-1");
    expect(await running!.zoe.drainInbox()).toBe(1);
    expect(web.replies().map((r) => r.to)).toEqual([{ channel: "web", chat: "session-7" }]);
    expect(chat.said).toEqual([]);
    expect(await running!.zoe.owner(OWNER).inbox.pending()).toEqual([]);
  });

  it("a kept message of a channel this ZOE does not run waits for one that does", async () => {
    await keptFromBefore({ channel: "gone", chat: "x" }, "gone:m:x:w-1");
    expect(await running!.zoe.drainInbox()).toBe(0);
    expect([...chat.said, ...web.said]).toEqual([]);
    expect((await running!.zoe.owner(OWNER).inbox.pending()).map((e) => e.key)).toEqual(["gone:m:x:w-1"]);
  });

  it("refuses a second channel with a name already attached", () => {
    expect(() => running!.zoe.attach(new CaptureChannel({ name: "web" }))).toThrow(/named "web" is attached already/);
  });
});

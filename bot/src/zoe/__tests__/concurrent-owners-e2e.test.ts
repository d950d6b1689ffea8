/**
 * A dozen owners writing at once, over Telegram, to a model that takes its time: every one gets
 * their answer, and Node prints nothing about a leak. Each turn in flight, and each model call in
 * it, listens to ZOE's stop signal until it ends; at twelve turns that is two dozen listeners on
 * one signal, which must not read as "Possible EventTarget memory leak detected" on stderr.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../base/clock.ts";
import { silentLogger } from "../base/log.ts";
import { startZoe, type Running } from "../shell/runtime.ts";
import { e2eConfig } from "./helpers/e2e-config.ts";
import { startFakeAnthropic, type FakeAnthropic } from "./helpers/fake-anthropic.ts";
import { watchLeakWarnings, type LeakWarnings } from "./helpers/process-warnings.ts";
import { startTelegramEmulator, type Emulator } from "./helpers/telegram-emulator.ts";

const OWNERS = Array.from({ length: 12 }, (_, i) => 810_000 + i);

let emu: Emulator;
let model: FakeAnthropic;
let running: Running | null = null;
let warnings: LeakWarnings;

beforeEach(async () => {
  emu = await startTelegramEmulator();
  model = await startFakeAnthropic();
  warnings = watchLeakWarnings();
});

afterEach(async () => {
  warnings.off();
  await running?.stop();
  running = null;
  await model.close();
  await emu.close();
});

describe("a dozen owners at once", () => {
  it("each gets the model's answer while all twelve turns are in flight together, with no leak warning", async () => {
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
    const home = mkdtempSync(path.join(os.tmpdir(), "zoe-owners-e2e-"));
    const config = e2eConfig({ emu, model, home, owner: OWNERS.join(","), timeZone: "Europe/Berlin" });
    running = await startZoe({ config, logger: silentLogger, clock: new ManualClock("2026-06-04T08:00:00Z"), autoSchedule: false, pollingTimeoutSec: 1 });
    const users = OWNERS.map((id) => emu.client(id));
    await Promise.all(users.map((u) => u.send(`hello from owner ${u.userId}`)));
    const replies = await Promise.all(users.map((u) => u.waitForMessages(1, 30_000)));
    expect(replies.map((r) => r[0]!.text)).toEqual(OWNERS.map((id) => `Noted, ${id}.`));
    expect(most).toBeGreaterThanOrEqual(11); // the turns really overlapped
    expect(await warnings.seen()).toEqual([]);
  });
});

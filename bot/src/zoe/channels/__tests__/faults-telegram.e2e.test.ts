/**
 * Fault family: Telegram while ZOE runs. The real runtime over real grammY, reaching the emulator
 * through a loopback forwarder the test can cut: down mid-run (with short retry intervals in
 * place of minutes), down while a reply is on its way, 429 with retry_after, 5xx, and 403 (the
 * owner blocked the bot). Each message is answered once; nothing is lost; ZOE keeps running.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { type Logger } from "../../base/log.ts";
import { startZoe, type Running } from "../../shell/runtime.ts";
import { e2eConfig } from "../../test-support/e2e-config.ts";
import { startFakeAnthropic, type FakeAnthropic } from "../../test-support/fake-anthropic.ts";
import { freePort, startTelegramEmulator, type Emulator, type EmuUser } from "../../test-support/telegram-emulator.ts";
import { tcpForwarder, type Forwarder } from "../../test-support/tcp-forwarder.ts";
import { loggerToLines } from "../../test-support/log-lines.ts";
import { until } from "../../test-support/until.ts";

const OWNER = 4242;

let emu: Emulator;
let model: FakeAnthropic;
let fwd: Forwarder;
let home: string;
let running: Running | null = null;
let owner: EmuUser;
let logs: string[];

beforeEach(async () => {
  emu = await startTelegramEmulator();
  model = await startFakeAnthropic({
    handler: (body) => {
      const last = String(body?.messages?.[body.messages.length - 1]?.content ?? "");
      return { kind: "tool", name: "respond", input: { reply: `re: ${last.split("\n").pop()}` } };
    },
  });
  fwd = tcpForwarder(await freePort(), () => Number(new URL(emu.apiRoot).port));
  await fwd.up();
  home = mkdtempSync(path.join(os.tmpdir(), "zoe-tg-faults-"));
  owner = emu.client(OWNER, "Zaal");
  logs = [];
});

afterEach(async () => {
  await fwd.up(); // a stop needs Telegram for nothing, but must not hang on a cut connection either
  await running?.stop();
  running = null;
  await fwd.close();
  await model.close();
  await emu.close();
  await rm(home, { recursive: true, force: true });
});

function capture(): Logger {
  return loggerToLines("info", logs).logger;
}

async function start(): Promise<Running> {
  const config = e2eConfig({ emu: { ...emu, apiRoot: `http://127.0.0.1:${fwd.port}` }, model, home, owner: OWNER, timeZone: "Europe/Berlin" }, { ZOE_RETRY_MAX_SECONDS: "0.3" });
  running = await startZoe({ config, logger: capture(), clock: new ManualClock("2026-06-03T08:00:00Z"), autoSchedule: false, pollingTimeoutSec: 1, inboxRetryMs: 300 });
  return running;
}

const texts = () => owner.messages().map((m) => m.text);
const logCount = (event: string) => logs.filter((l) => l.includes(`"event":"${event}"`)).length;

describe("Telegram faults while running", () => {
  it("Telegram down mid-run: polling retries with a log line per attempt, and what was sent meanwhile is answered once, in order", async () => {
    await start();
    await owner.send("before");
    await until(() => texts().length === 1, "the first answer");
    // Between turns (a cut while a reply's confirmation is on the wire is the next test's case).
    const inbox = running!.zoe.owner(String(OWNER)).inbox;
    for (let i = 0; i < 200 && (await inbox.pending()).length > 0; i++) await new Promise((r) => setTimeout(r, 20));
    await fwd.down();
    await owner.send("during one");
    await owner.send("during two");
    await until(() => logCount("telegram_poll_failed") >= 3, "three failed polls logged");
    await fwd.up();
    await until(() => texts().length === 3, "the messages sent during the outage answered");
    await new Promise((r) => setTimeout(r, 500));
    expect(texts()).toEqual(["re: before", "re: during one", "re: during two"]);
    expect(logs.join("")).toMatch(/Telegram is unreachable \(attempt 1\); retrying/);
    expect(logCount("telegram_poll_recovered")).toBeGreaterThanOrEqual(1);
  });

  it("Telegram down while a reply is on its way: the reply is delivered once it is back, once", async () => {
    model.setHandler(() => ({ kind: "slow", ms: 600, reply: { kind: "tool", name: "respond", input: { reply: "Here you go." } } }));
    await start();
    await owner.send("what's next?");
    await until(() => model.requests.length === 1, "the model call");
    await fwd.down();
    await new Promise((r) => setTimeout(r, 1_500));
    await fwd.up();
    await until(() => texts().length >= 1, "the reply", { timeoutMs: 30_000 });
    await new Promise((r) => setTimeout(r, 1_000));
    expect(texts()).toEqual(["Here you go."]);
    expect(await running!.zoe.owner(String(OWNER)).inbox.pending()).toEqual([]);
  });

  it("429 with retry_after on getUpdates and on sendMessage: waited out, answered once", async () => {
    await start();
    emu.failNext("getUpdates", { status: 429, body: { ok: false, error_code: 429, description: "Too Many Requests: retry after 1", parameters: { retry_after: 1 } } });
    emu.failNext("sendMessage", { status: 429, body: { ok: false, error_code: 429, description: "Too Many Requests: retry after 1", parameters: { retry_after: 1 } } });
    await owner.send("rate limited?");
    await until(() => texts().length === 1, "the answer");
    await new Promise((r) => setTimeout(r, 500));
    expect(texts()).toEqual(["re: rate limited?"]);
    expect(emu.calls("sendMessage").length).toBe(2); // the 429, then the one that went through
  });

  it("a 429 asking for a longer wait than ZOE waits in memory: kept in the inbox, sent after retry_after, also across a restart, once", async () => {
    await start();
    emu.failNext("sendMessage", { status: 429, body: { ok: false, error_code: 429, description: "Too Many Requests: retry after 3", parameters: { retry_after: 3 } } });
    await owner.send("busy day?");
    const inbox = () => running!.zoe.owner(String(OWNER)).inbox;
    let retryAt = "";
    await until(() => emu.calls("sendMessage").length === 1, "the refused reply");
    for (let i = 0; i < 200 && !retryAt; i++) {
      retryAt = (await inbox().pending())[0]?.retryAt ?? "";
      if (!retryAt) await new Promise((r) => setTimeout(r, 20));
    }
    expect(Date.parse(retryAt) - Date.now()).toBeGreaterThan(2_000); // Telegram's wait, not the 1 s backoff
    // ZOE restarts before the wait is over: the next start keeps the wait, then answers once.
    await running!.stop();
    await start();
    await until(() => texts().length === 1, "the answer", { timeoutMs: 30_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(retryAt));
    await new Promise((r) => setTimeout(r, 800));
    expect(texts()).toEqual(["re: busy day?"]);
    expect(emu.calls("sendMessage").length).toBe(2);
    expect(await inbox().pending()).toEqual([]);
  });

  it("5xx on getUpdates and on sendMessage: polling goes on, the undelivered reply is retried and arrives once", async () => {
    await start();
    emu.failNext("getUpdates", { status: 502, body: { ok: false, error_code: 502, description: "Bad Gateway" } }, 2);
    emu.failNext("sendMessage", { status: 500, body: { ok: false, error_code: 500, description: "Internal Server Error" } }, 2);
    await owner.send("server trouble?");
    await until(() => texts().length === 1, "the answer", { timeoutMs: 30_000 });
    await new Promise((r) => setTimeout(r, 800));
    expect(texts()).toEqual(["re: server trouble?"]);
    expect(await running!.zoe.owner(String(OWNER)).inbox.pending()).toEqual([]);
  });

  it("403 (the owner blocked the bot): not retried forever, ZOE keeps running and answers after the unblock", async () => {
    await start();
    emu.failNext("sendMessage", { status: 403, body: { ok: false, error_code: 403, description: "Forbidden: bot was blocked by the user" } });
    await owner.send("you there?");
    await until(() => emu.calls("sendMessage").length === 1, "the refused reply");
    await until(() => logCount("telegram_blocked") === 1, "the block logged");
    await new Promise((r) => setTimeout(r, 1_000)); // several inbox retry periods
    expect(emu.calls("sendMessage").length).toBe(1);
    await owner.send("unblocked now");
    await until(() => texts().length === 1, "the answer after the unblock");
    expect(texts()).toEqual(["re: unblocked now"]);
  });
});

/**
 * Fault family: start-up. The real `zoe start` process against the Telegram emulator: Telegram
 * unreachable at start (ZOE waits and retries, one log line per attempt, and answers once it is
 * back), a rejected token (one clear line, non-zero exit), a stop while waiting (exit 0), and two
 * processes on one ZOE_HOME (the second refuses; a crashed first one does not block a restart).
 */
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LOCK_FILE } from "../instance-lock.ts";
import { freePort, startTelegramEmulator, type Emulator } from "../../test-support/telegram-emulator.ts";
import { tcpForwarder, type Forwarder } from "../../test-support/tcp-forwarder.ts";
import { killAll, runZoe, type ZoeProcess } from "../../test-support/zoe-process.ts";

const OWNER = 1001;
let emu: Emulator | null = null;
let fwd: Forwarder | null = null;
const procs: ZoeProcess[] = [];

afterEach(async () => {
  killAll(procs.splice(0));
  await fwd?.close();
  fwd = null;
  await emu?.close();
  emu = null;
});

function start(env: Record<string, string>): ZoeProcess {
  const p = runZoe({ ZOE_OWNER_IDS: String(OWNER), ZOE_TZ: "Europe/Berlin", LOG_LEVEL: "info", ZOE_RETRY_MAX_SECONDS: "0.3", ...env });
  procs.push(p);
  return p;
}

const home = () => mkdtempSync(path.join(os.tmpdir(), "zoe-start-"));
const apiRootOf = (e: Emulator) => Number(new URL(e.apiRoot).port);

// Each test boots the real process one to three times; on a busy machine a boot takes seconds.
describe("start-up faults", { timeout: 120_000 }, () => {
  it("Telegram unreachable at start: ZOE retries with a log line per attempt, never exits, and answers once Telegram is back", async () => {
    emu = await startTelegramEmulator();
    fwd = tcpForwarder(await freePort(), () => apiRootOf(emu!));
    const p = start({ TELEGRAM_BOT_TOKEN: emu.token, TELEGRAM_API_ROOT: `http://127.0.0.1:${fwd.port}`, ZOE_HOME: home() });
    await p.waitFor(/telegram_start_retry[\s\S]*telegram_start_retry[\s\S]*telegram_start_retry/);
    expect(p.child.exitCode).toBeNull();
    expect(p.output()).toMatch(/Telegram is not reachable yet \(attempt 1\)/);

    await fwd.up();
    const owner = emu.client(OWNER);
    await owner.send("/start");
    const [reply] = await owner.waitForMessages(1, 25_000);
    expect(reply!.text).toMatch(/I'm ZOE/);
    p.child.kill("SIGTERM");
    expect(await p.exited).toBe(0);
  });

  it("a stop while still waiting for Telegram exits 0 at once", async () => {
    const port = await freePort();
    const p = start({ TELEGRAM_BOT_TOKEN: `123456:${"A".repeat(35)}`, TELEGRAM_API_ROOT: `http://127.0.0.1:${port}`, ZOE_HOME: home() });
    await p.waitFor(/telegram_start_retry/);
    const t0 = Date.now();
    p.child.kill("SIGTERM");
    expect(await p.exited).toBe(0);
    expect(Date.now() - t0).toBeLessThan(10_000);
  });

  it("PostgreSQL unreachable at start: ZOE retries with a log line per attempt, never exits; a stop meanwhile exits 0", async () => {
    const port = await freePort(); // nothing listens there: connection refused
    const p = start({ TELEGRAM_BOT_TOKEN: `123456:${"A".repeat(35)}`, TELEGRAM_API_ROOT: `http://127.0.0.1:${await freePort()}`, ZOE_HOME: home(), ZOE_DATABASE_URL: `postgres://zoe:not-a-secret@127.0.0.1:${port}/zoe` });
    await p.waitFor(/postgres_start_retry[\s\S]*postgres_start_retry[\s\S]*postgres_start_retry/);
    expect(p.child.exitCode).toBeNull();
    expect(p.output()).toMatch(/PostgreSQL is not reachable yet \(attempt 1\)/);
    expect(p.output()).not.toContain("not-a-secret");
    p.child.kill("SIGTERM");
    expect(await p.exited).toBe(0);
  });

  it("a rejected token is unrecoverable: one clear line and a non-zero exit", async () => {
    emu = await startTelegramEmulator();
    emu.failNext("getMe", { status: 401, body: { ok: false, error_code: 401, description: "Unauthorized" } }, 100);
    const p = start({ TELEGRAM_BOT_TOKEN: emu.token, TELEGRAM_API_ROOT: emu.apiRoot, ZOE_HOME: home() });
    expect(await p.exited).toBe(1);
    const lines = p.output().split("\n").filter((l) => l.startsWith("ZOE could not start"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/the bot token was rejected; check TELEGRAM_BOT_TOKEN/);
    expect(p.output()).not.toContain(emu.token.split(":")[1]!);
  });

  it("two processes on one ZOE_HOME: the second refuses with one clear line; after the first is killed a new one starts", async () => {
    emu = await startTelegramEmulator();
    const dir = home();
    const env = { TELEGRAM_BOT_TOKEN: emu.token, TELEGRAM_API_ROOT: emu.apiRoot, ZOE_HOME: dir };
    const first = start(env);
    await first.waitFor(/Telegram polling started/);
    const second = start(env);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(new RegExp(`ZOE could not start: another ZOE \\(pid ${first.child.pid}\\) is already running with ZOE_HOME=`));
    expect(first.child.exitCode).toBeNull();

    // A crash leaves the lock file behind; it must not keep ZOE down.
    first.child.kill("SIGKILL");
    await first.exited;
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), "utf8")).pid).toBe(first.child.pid);
    const third = start(env);
    await third.waitFor(/Telegram polling started/);
    const owner = emu.client(OWNER);
    await owner.send("/help");
    await owner.waitForMessages(1, 25_000);
    third.child.kill("SIGTERM");
    expect(await third.exited).toBe(0);
  });
});

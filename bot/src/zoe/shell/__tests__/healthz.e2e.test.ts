/**
 * /healthz asks Telegram (getMe) at most once every few seconds, however often it is probed (it
 * was once per request): a healthy answer is reused for 5 s, a failing one for 1 s, and requests
 * that arrive while a probe runs share it. The cache on a pinned clock, then the real process
 * against the Telegram emulator, counting its getMe calls.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { freePort, startTelegramEmulator, type Emulator } from "../../test-support/telegram-emulator.ts";
import { runZoe, type ZoeProcess } from "../../test-support/zoe-process.ts";
import type { HealthCheck } from "../http.ts";
import { cachedHealth, HEALTH_CACHE_MS, HEALTH_FAILURE_CACHE_MS } from "../serve.ts";

describe("the health cache", () => {
  /** A probe that counts its runs and answers after `release()`. */
  function probe(ok: () => boolean) {
    let runs = 0;
    let release: () => void = () => undefined;
    const fn = () =>
      new Promise<HealthCheck[]>((resolve) => {
        runs++;
        release = () => resolve([{ name: "telegram", ok: ok(), detail: "@zoe_bot" }]);
      });
    return { fn, runs: () => runs, release: () => release() };
  }

  it("fifty requests at once share one probe; the answer is reused for 5 s, then asked again", async () => {
    const clock = new ManualClock("2026-06-04T08:00:00Z");
    const p = probe(() => true);
    const health = cachedHealth(p.fn, clock);
    const answers = Array.from({ length: 50 }, () => health());
    p.release();
    expect(new Set(await Promise.all(answers)).size).toBe(1);
    expect(p.runs()).toBe(1);
    clock.advance(HEALTH_CACHE_MS - 1);
    await health();
    expect(p.runs()).toBe(1);
    clock.advance(1);
    const again = health();
    p.release();
    await again;
    expect(p.runs()).toBe(2);
  });

  it("a failing answer is reused for only a second, so a recovered Telegram is seen at once", async () => {
    const clock = new ManualClock("2026-06-04T08:00:00Z");
    let up = false;
    const p = probe(() => up);
    const health = cachedHealth(p.fn, clock);
    const first = health();
    p.release();
    expect((await first)[0]?.ok).toBe(false);
    await health();
    expect(p.runs()).toBe(1);
    up = true;
    clock.advance(HEALTH_FAILURE_CACHE_MS);
    const second = health();
    p.release();
    expect((await second)[0]?.ok).toBe(true);
    expect(p.runs()).toBe(2);
  });
});

describe("/healthz on the real process", { timeout: 120_000 }, () => {
  let emu: Emulator | null = null;
  let zoe: ZoeProcess | null = null;

  afterEach(async () => {
    if (zoe && zoe.child.exitCode === null && zoe.child.signalCode === null) zoe.child.kill("SIGKILL");
    await emu?.close();
  });

  it("forty probes, twenty of them at once, cost Telegram one getMe", async () => {
    emu = await startTelegramEmulator();
    const port = await freePort();
    zoe = runZoe({
      TELEGRAM_BOT_TOKEN: emu.token,
      TELEGRAM_API_ROOT: emu.apiRoot,
      ZOE_OWNER_IDS: "1001",
      ZOE_TZ: "Europe/Berlin",
      ZOE_HOME: mkdtempSync(path.join(os.tmpdir(), "zoe-healthz-")),
      ZOE_HTTP_PORT: String(port),
      LOG_LEVEL: "info",
    });
    // Started, not only polling: /healthz says "starting" (503) until every channel serves.
    await zoe.waitFor(/"event":"started"/, 60_000);
    const before = emu.calls("getMe").length;
    const url = `http://127.0.0.1:${port}/healthz`;
    const together = await Promise.all(Array.from({ length: 20 }, () => fetch(url)));
    for (let i = 0; i < 20; i++) together.push(await fetch(url));
    expect(together.map((r) => r.status)).toEqual(Array(40).fill(200));
    // Forty probes within a few seconds: one getMe (two if the 5 s passed in between on a slow machine).
    expect(emu.calls("getMe").length - before).toBeGreaterThanOrEqual(1);
    expect(emu.calls("getMe").length - before).toBeLessThanOrEqual(2);
    zoe.child.kill("SIGTERM");
    expect(await zoe.exited).toBe(0);
  });
});

/**
 * Instances of ZOE around one owner's morning brief, for tests of scheduled work across
 * instances: `zoe start` processes' runtime on one fresh throwaway PostgreSQL database, each on its
 * own ManualClock (the scheduler driven by the test), webhook delivery behind a round-robin proxy,
 * the Telegram emulator; torn down after each test, answers and models a test held let go first
 * (a stop waits for the job in progress).
 * Must never: share a database or an emulator between tests, or leave an instance running.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect } from "vitest";
import { ManualClock } from "../base/clock.ts";
import { silentLogger } from "../base/log.ts";
import type { ModelClient } from "../model/client.ts";
import { startZoe, type Running } from "../shell/runtime.ts";
import { e2eConfig } from "./e2e-config.ts";
import { usePostgresServer } from "./use-postgres-server.ts";
import { startRoundRobinProxy, type RoundRobinProxy } from "./round-robin-proxy.ts";
import { freePort, startTelegramEmulator, type Emulator, type EmuUser } from "./telegram-emulator.ts";

/** 08:50 in Berlin (summer time): the brief is due at 09:00 local, 07:00 UTC. */
export const START = "2026-06-04T06:50:00Z";
export const SLOT = Date.parse("2026-06-04T07:00:00Z");

export interface BriefInstances {
  /** This test's emulator. */
  emu(): Emulator;
  /** Let go of this when the test ends (a held answer, a held model). */
  hold(release: () => void): void;
  /**
   * `n` instances (named inst-0, inst-1, …) on one fresh database; `models[i]` is instance i's
   * model (default none: the brief's opening from its template).
   */
  start(n: number, models?: Array<ModelClient | null>): Promise<{ url: string; clocks: ManualClock[]; zoes: Running[] }>;
  /** The owner writes once and is answered: the chat has message ids ZOE knows of. */
  converse(owner: EmuUser): Promise<void>;
}

/** Register the set-up and tear-down of one test file; `name` keeps its databases apart. */
export function useBriefInstances(name: string, owner: number): BriefInstances {
  const secret = [name, String(process.pid)].join("_");
  const postgres = usePostgresServer(name);
  let emu: Emulator | null = null;
  let proxy: RoundRobinProxy | null = null;
  let instances: Running[] = [];
  let held: Array<() => void> = [];
  beforeEach(async () => {
    emu = await startTelegramEmulator();
  });
  afterEach(async () => {
    for (const release of held) release();
    held = [];
    await Promise.all(instances.map((i) => i.stop()));
    instances = [];
    await proxy?.close();
    proxy = null;
    await emu?.close();
    emu = null;
  });
  const current = (): Emulator => {
    if (!emu) throw new Error("no emulator: useBriefInstances works inside a test");
    return emu;
  };
  return {
    emu: current,
    hold: (release) => void held.push(release),
    async start(n, models = []) {
      const url = await postgres.freshDatabase();
      const ports = await Promise.all(Array.from({ length: n }, () => freePort()));
      proxy = await startRoundRobinProxy(ports.map((p) => `http://127.0.0.1:${p}`));
      const clocks: ManualClock[] = [];
      for (const [i, port] of ports.entries()) {
        const clock = new ManualClock(START);
        const config = e2eConfig(
          { emu: current(), model: { url: "http://127.0.0.1:9" }, home: mkdtempSync(path.join(os.tmpdir(), `zoe-${name}-${i}-`)), owner, timeZone: "Europe/Berlin" },
          { ZOE_HTTP_PORT: String(port), ZOE_WEBHOOK_URL: `${proxy.url}/tg`, ZOE_WEBHOOK_SECRET: secret, ZOE_DATABASE_URL: url, ZOE_DATABASE_POOL: "4", ZOE_TICK_CRON: "0 3 * * *", ZOE_REFLECT_AT: "off", ZOE_DRAFTS_PER_DAY: "0" },
        );
        instances.push(await startZoe({ config, logger: silentLogger, clock, model: models[i] ?? null, autoSchedule: false, instanceName: `inst-${i}` }));
        clocks.push(clock);
      }
      return { url, clocks, zoes: [...instances] };
    },
    async converse(user) {
      await user.send("hello");
      await user.waitForMessages(1);
      await expect.poll(() => current().webhookAttempts().filter((a) => a.status === 200).length).toBe(1);
    },
  };
}

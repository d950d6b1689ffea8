/**
 * A scheduled job that outlives its slot's lease, against one real PostgreSQL: instance A writes
 * the morning brief with a slow model (the test holds the model's answer), while instance B's
 * scheduler reaches the same slot. A run that is alive keeps its slot (its lease is renewed on its
 * clock), so B does not run it too; a run whose slot B took over after all (A stalled: its clock
 * did not move, so it renewed nothing) sends nothing when it wakes, even when B's push is not
 * journaled yet (the test holds the journal's writes). Either way one brief.
 * Deterministic: the slow model is a held promise, and time moves only on the instances' manual
 * clocks; the renewal is waited for by its row in the database, not by a delay.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../base/clock.ts";
import { silentLogger } from "../base/log.ts";
import { ModelUnavailableError, type ModelClient, type ModelResponse } from "../model/client.ts";
import { JOB_LEASE_MS } from "../scheduler.ts";
import { startZoe, type Running } from "../shell/runtime.ts";
import { openDatabase, type Database } from "../storage/postgres/database.ts";
import { e2eConfig } from "./helpers/e2e-config.ts";
import { usePostgresServer } from "./helpers/postgres.ts";
import { startRoundRobinProxy, type RoundRobinProxy } from "./helpers/round-robin-proxy.ts";
import { freePort, startTelegramEmulator, type Emulator, type EmuUser } from "./helpers/telegram-emulator.ts";

const OWNER = 4343;
const SECRET = ["slot", "lease", String(process.pid)].join("_");
/** 08:50 in Berlin (summer time): the brief is due at 09:00 local, 07:00 UTC. */
const START = "2026-06-04T06:50:00Z";
const SLOT = Date.parse("2026-06-04T07:00:00Z");
const MINUTE = 60_000;

let emu: Emulator;
let proxy: RoundRobinProxy | null = null;
let instances: Running[] = [];
let held: Array<() => void> = [];

/** A model whose brief opening is written only when the test lets it (a slow model); nothing else answers. */
function slowBriefModel(): { model: ModelClient; asked: Promise<void>; answer: () => void } {
  let asked!: () => void;
  const askedP = new Promise<void>((r) => (asked = r));
  let answer!: () => void;
  const answered = new Promise<void>((r) => (answer = r));
  const reply: ModelResponse = { text: "Good morning.", toolCalls: [], usage: { inputTokens: 1, outputTokens: 1, cacheReadTokens: 0, cacheWriteTokens: 0 }, stopReason: "end_turn", model: "slow" };
  const model: ModelClient = {
    models: { main: "slow", gate: "slow" },
    async call(req) {
      if (req.purpose !== "brief") throw new ModelUnavailableError("only the brief is answered here", { attempts: 1 });
      asked();
      await answered;
      return reply;
    },
  };
  held.push(answer);
  return { model, asked: askedP, answer };
}

const postgres = usePostgresServer("slot_lease");
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
  await emu.close();
});

/** Two instances on one fresh database, each on its own clock; A's model is `modelA`, B has none. */
async function start(modelA: ModelClient): Promise<{ url: string; clocks: [ManualClock, ManualClock]; zoes: [Running, Running] }> {
  const url = await postgres.freshDatabase();
  const ports = await Promise.all([freePort(), freePort()]);
  proxy = await startRoundRobinProxy(ports.map((p) => `http://127.0.0.1:${p}`));
  const clocks: ManualClock[] = [];
  for (const [i, port] of ports.entries()) {
    const clock = new ManualClock(START);
    const config = e2eConfig(
      { emu, model: { url: "http://127.0.0.1:9" }, home: mkdtempSync(path.join(os.tmpdir(), `zoe-slot-lease-${i}-`)), owner: OWNER, timeZone: "Europe/Berlin" },
      { ZOE_HTTP_PORT: String(port), ZOE_WEBHOOK_URL: `${proxy.url}/tg`, ZOE_WEBHOOK_SECRET: SECRET, ZOE_DATABASE_URL: url, ZOE_DATABASE_POOL: "4", ZOE_TICK_CRON: "0 3 * * *", ZOE_REFLECT_AT: "off", ZOE_DRAFTS_PER_DAY: "0" },
    );
    instances.push(await startZoe({ config, logger: silentLogger, clock, model: i === 0 ? modelA : null, autoSchedule: false, instanceName: `inst-${i}` }));
    clocks.push(clock);
  }
  return { url, clocks: clocks as [ManualClock, ManualClock], zoes: [...instances] as [Running, Running] };
}

/** The owner writes once and is answered: the chat has message ids ZOE knows of. */
async function converse(owner: EmuUser): Promise<void> {
  await owner.send("hello");
  await owner.waitForMessages(1);
  await expect.poll(() => emu.webhookAttempts().filter((a) => a.status === 200).length).toBe(1);
}

const briefs = (owner: EmuUser) => owner.messages().filter((m) => /your brief for|good morning/i.test(m.text));

async function withDb<R>(url: string, fn: (db: Database) => Promise<R>): Promise<R> {
  const db = await openDatabase({ url, poolMax: 2, logger: silentLogger, migrate: false });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

async function briefClaim(db: Database): Promise<{ holder: string; done: boolean; lease_until: Date | null }> {
  const r = await db.pool.query<{ holder: string; done: boolean; lease_until: Date | null }>("SELECT holder, done, lease_until FROM zoe_claims WHERE key LIKE '%brief@%'");
  expect(r.rows).toHaveLength(1);
  return r.rows[0]!;
}

describe("a scheduled job that outlives its lease runs once", () => {
  it("a run that is alive past its lease keeps the slot: the other instance does not run it too", async () => {
    const slow = slowBriefModel();
    const { url, clocks, zoes } = await start(slow.model);
    const [a, b] = zoes;
    const [clockA, clockB] = clocks;
    const owner = emu.client(OWNER);
    await converse(owner);
    clockA.set(SLOT + 20_000);
    const runA = a.scheduler.runDue();
    await slow.asked; // A holds the slot and waits on its model
    // Four minutes on, A is still working: its lease is renewed from its clock.
    clockA.set(SLOT + 4 * MINUTE);
    await withDb(url, async (db) => {
      await expect.poll(async () => (await briefClaim(db)).lease_until?.getTime(), { timeout: 15_000, interval: 100 }).toBe(SLOT + 4 * MINUTE + JOB_LEASE_MS);
    });
    // Past the first lease's end B reaches the slot: it is A's, still running.
    clockB.set(SLOT + JOB_LEASE_MS + MINUTE);
    await b.scheduler.runDue();
    expect(briefs(owner)).toHaveLength(0);
    slow.answer();
    await runA;
    expect(briefs(owner)).toHaveLength(1);
    await withDb(url, async (db) => expect(await briefClaim(db)).toMatchObject({ holder: "inst-0", done: true }));
  }, 90_000);

  it("a run whose slot was taken over while it stalled sends nothing when it wakes, even before the other run's push is journaled", async () => {
    const slow = slowBriefModel();
    const { url, clocks, zoes } = await start(slow.model);
    const [a, b] = zoes;
    const [clockA, clockB] = clocks;
    const owner = emu.client(OWNER);
    await converse(owner);
    clockA.set(SLOT + 20_000);
    const runA = a.scheduler.runDue();
    await slow.asked;
    await withDb(url, async (db) => {
      // The journal's lines wait (the log table locked against writes, not reads), so B's push
      // stops at its "going out" line: B has read the journal, and nothing of its push is there yet.
      const lock = await db.pool.connect();
      try {
        await lock.query("BEGIN");
        await lock.query("LOCK TABLE zoe_logs IN EXCLUSIVE MODE");
        const waiting = async () => (await db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'INSERT INTO zoe_logs%'")).rows[0]!.n;
        // A stalls (its clock stands still: it renews nothing); B takes the slot over.
        clockB.set(SLOT + JOB_LEASE_MS + MINUTE);
        const runB = b.scheduler.runDue();
        await expect.poll(waiting, { timeout: 15_000, interval: 50 }).toBe(1);
        // A wakes with its brief written and finds no line of B's push: only the slot's claim can stop it.
        slow.answer();
        let settledA = false;
        void runA.finally(() => (settledA = true));
        await expect.poll(async () => settledA || (await waiting()) > 1, { timeout: 15_000, interval: 50 }).toBe(true);
        await lock.query("COMMIT");
        await runB;
        await runA;
      } finally {
        await lock.query("ROLLBACK").catch(() => undefined);
        lock.release();
      }
      expect(briefs(owner)).toHaveLength(1);
      expect(await briefClaim(db)).toMatchObject({ holder: "inst-1", done: true });
    });
  }, 90_000);
});

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
import { describe, expect, it } from "vitest";
import type { ManualClock } from "../../base/clock.ts";
import { silentLogger } from "../../base/log.ts";
import { ModelUnavailableError, type ModelClient, type ModelResponse } from "../../model/client.ts";
import { JOB_LEASE_MS } from "../../schedule/scheduler.ts";
import type { Running } from "../../shell/runtime.ts";
import { openDatabase, type Database } from "../postgres/database.ts";
import { SLOT, useBriefInstances } from "../../test-support/brief-instances.ts";
import type { EmuUser } from "../../test-support/telegram-emulator.ts";

const OWNER = 4343;
const MINUTE = 60_000;
const cluster = useBriefInstances("slot_lease", OWNER);

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
  cluster.hold(answer);
  return { model, asked: askedP, answer };
}

/**
 * Two instances; A (with a slow model) runs the brief's slot and waits on its model, B (no
 * model) has not reached the slot yet.
 */
async function slowBriefRunning() {
  const slow = slowBriefModel();
  const { url, clocks, zoes } = await cluster.start(2, [slow.model, null]);
  const [a, b] = zoes as [Running, Running];
  const [clockA, clockB] = clocks as [ManualClock, ManualClock];
  const owner = cluster.emu().client(OWNER);
  await cluster.converse(owner);
  clockA.set(SLOT + 20_000);
  const runA = a.scheduler.runDue();
  await slow.asked; // A holds the slot and waits on its model
  return { url, b, clockA, clockB, owner, runA, answer: slow.answer };
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
    const { url, b, clockA, clockB, owner, runA, answer } = await slowBriefRunning();
    // Four minutes on, A is still working: its lease is renewed from its clock.
    clockA.set(SLOT + 4 * MINUTE);
    await withDb(url, async (db) => {
      await expect.poll(async () => (await briefClaim(db)).lease_until?.getTime(), { timeout: 15_000, interval: 100 }).toBe(SLOT + 4 * MINUTE + JOB_LEASE_MS);
    });
    // Past the first lease's end B reaches the slot: it is A's, still running.
    clockB.set(SLOT + JOB_LEASE_MS + MINUTE);
    await b.scheduler.runDue();
    expect(briefs(owner)).toHaveLength(0);
    answer();
    await runA;
    expect(briefs(owner)).toHaveLength(1);
    await withDb(url, async (db) => expect(await briefClaim(db)).toMatchObject({ holder: "inst-0", done: true }));
  }, 90_000);

  it("a run whose slot was taken over while it stalled sends nothing when it wakes, even before the other run's push is journaled", async () => {
    const { url, b, clockB, owner, runA, answer } = await slowBriefRunning();
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
        answer();
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

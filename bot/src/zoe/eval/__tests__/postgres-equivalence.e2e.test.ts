/**
 * Equivalence on PostgreSQL (issue #17): every scenario of the replay harness gives the same
 * pushes, briefs and other messages on the PostgreSQL backend as on the files backend. One real,
 * throwaway server; each replay has a database of its own (a copy of one migrated template),
 * dropped after it, so a replay that fails or hangs cannot leave rows, locks or a running turn to
 * the next: one that outlives its bound fails alone, its connections ended with its database.
 * Thread and goal ids are random by design and are masked; everything else must match.
 *
 * Each scenario's PostgreSQL replay is compared with its memory replay, which equivalence.test.ts
 * holds equal to the files replay for every scenario: the same proof without a second replay that
 * writes files. The replays run several at once (the "e2e" project's maxConcurrency), each on its
 * own database with its own clock: a replay spends most of its time waiting on the server, and
 * one after the other they kept a test worker idle for about two minutes a run.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEFAULT_SCENARIOS, evalCli } from "../cli.ts";
import { runScenario } from "../harness.ts";
import { loadScenarioDir } from "../scenario.ts";
import { silentLogger } from "../../base/log.ts";
import { openDatabase, type Database } from "../../storage/postgres/database.ts";
import { startTestPostgres, type TestPostgres } from "../../test-support/postgres.ts";
import { replayView as view } from "../../test-support/replay-view.ts";
import { within } from "../../test-support/until.ts";

let server: TestPostgres;
/** A migrated, empty database each replay's own is copied from (no one stays connected to it). */
const TEMPLATE = "replay_template";
/** How long one replay on PostgreSQL may take before it is torn down (alone: 0.4-2.5 s). */
const REPLAY_BOUND_MS = 90_000;

beforeAll(async () => {
  server = await startTestPostgres();
  const template = await openDatabase({ url: await server.createDatabase(TEMPLATE), poolMax: 1, logger: silentLogger });
  await template.close();
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

let replays = 0;
/**
 * Run `fn` on a database of its own, then drop it (ending any connection a replay that outlived
 * its bound still holds) and close its pool, so nothing of it reaches the next replay.
 */
async function onOwnDatabase<T>(fn: (db: Database, name: string) => Promise<T>): Promise<T> {
  const name = `replay_${++replays}`;
  const db = await openDatabase({ url: await server.createDatabase(name, TEMPLATE), poolMax: 4, logger: silentLogger });
  try {
    return await fn(db, name);
  } finally {
    await server.dropDatabase(name);
    await within(db.close(), 10_000, `the pool of ${name} to close`).catch(() => undefined);
  }
}

describe("replays give the same pushes on PostgreSQL as on files", async () => {
  const { scenarios, errors } = await loadScenarioDir(DEFAULT_SCENARIOS);
  it("has scenarios to replay, all of them valid", () => {
    expect(errors).toEqual([]);
    expect(scenarios.length).toBeGreaterThan(10);
  });
  it("with only ZOE_DATABASE_URL set, a replay opens that database itself and closes it", async () => {
    const scenario = scenarios.find((s) => s.name === "snooze-until-friday")!;
    process.env.ZOE_DATABASE_URL = await server.createDatabase("replay_from_env");
    try {
      const postgres = await runScenario(scenario, { backend: "postgres" });
      expect(view(postgres)).toEqual(view(await runScenario(scenario, { backend: "files" })));
      expect(postgres.pushes.length).toBeGreaterThan(0);
    } finally {
      delete process.env.ZOE_DATABASE_URL;
    }
  }, 120_000);
  it("`zoe eval --backend postgres` replays from the command line on the database ZOE_DATABASE_URL names, with the figures of the files backend", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "zoe-eval-pg-"));
    const totals = async (backend: string) => {
      const lines: string[] = [];
      const file = path.join(dir, `${backend}.json`);
      // One scenario is enough for the command line's plumbing: every scenario's equivalence is a case below.
      const code = await evalCli(["--backend", backend, "--compare", "--match", "snooze-until-friday", "--json", file], (l) => lines.push(l), () => undefined);
      expect({ code, errors: lines.filter((l) => /error/i.test(l)) }).toEqual({ code: 0, errors: [] });
      const doc = JSON.parse(readFileSync(file, "utf8")) as { errors: string[]; policies: Record<string, { totals: unknown }> };
      expect(doc.errors).toEqual([]);
      return Object.fromEntries(Object.entries(doc.policies).map(([p, v]) => [p, v.totals]));
    };
    process.env.ZOE_DATABASE_URL = await server.createDatabase("replay_cli");
    try {
      const onPostgres = await totals("postgres");
      expect(Object.keys(onPostgres)).toEqual(["zoe", "legacy-cron", "heartbeat"]);
      expect(onPostgres).toEqual(await totals("files"));
      // A database with someone's state is refused before any replay, and left alone.
      const live = await openDatabase({ url: process.env.ZOE_DATABASE_URL, poolMax: 1, logger: silentLogger });
      await live.pool.query(`INSERT INTO zoe_documents (owner, name, value) VALUES ('700002', 'threads', '{"version":1,"threads":[]}')`);
      const lines: string[] = [];
      expect(await evalCli(["--backend", "postgres"], (l) => lines.push(l), () => undefined)).toBe(2);
      expect(lines.join("\n")).toMatch(/holds other owners' state \(700002\)/);
      expect((await live.pool.query("SELECT count(*)::int AS n FROM zoe_documents WHERE owner = '700002'")).rows[0].n).toBe(1);
      await live.close();
    } finally {
      delete process.env.ZOE_DATABASE_URL;
    }
    const lines: string[] = [];
    expect(await evalCli(["--backend", "postgres"], (l) => lines.push(l), () => undefined)).toBe(2);
    expect(lines.join("\n")).toMatch(/--backend postgres needs ZOE_DATABASE_URL/);
    expect(await evalCli(["--backend", "sqlite"], (l) => lines.push(l), () => undefined)).toBe(2);
    expect(lines.join("\n")).toMatch(/unknown backend "sqlite"/);
  }, 300_000);
  it("refuses a database that holds other owners' state (a live installation), and leaves it alone", async () => {
    const url = await server.createDatabase("replay_live");
    const live = await openDatabase({ url, poolMax: 2, logger: silentLogger });
    try {
      await live.pool.query(`INSERT INTO zoe_documents (owner, name, value) VALUES ('700001', 'threads', '{"version":1,"threads":[]}')`);
      await expect(runScenario(scenarios[0]!, { backend: "postgres", database: live })).rejects.toThrow(/holds other owners' state \(700001\).*a database of their own/);
      expect((await live.pool.query("SELECT count(*)::int AS n FROM zoe_documents")).rows[0].n).toBe(1);
    } finally {
      await live.close();
    }
  });
  it("a replay that outlives its bound is torn down with its database: its connections ended, nothing left for the next", async () => {
    let name = "";
    const hung = onOwnDatabase(async (db, own) => {
      name = own;
      // A replay stuck on the server (a statement that does not come back within the bound).
      return within(db.pool.query("SELECT pg_sleep(600)"), 500, "a stuck replay");
    });
    await expect(hung).rejects.toThrow(/timed out after 500 ms waiting for a stuck replay/);
    const admin = await openDatabase({ url: server.url, poolMax: 1, logger: silentLogger });
    try {
      const left = await admin.pool.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
      expect(left.rows[0].n).toBe(0);
      expect((await admin.pool.query("SELECT count(*)::int AS n FROM pg_database WHERE datname = $1", [name])).rows[0].n).toBe(0);
    } finally {
      await admin.close();
    }
  }, 60_000);
  for (const scenario of scenarios) {
    it.concurrent(
      scenario.name,
      async ({ expect }) => {
        const memory = await runScenario(scenario, { backend: "memory" });
        await onOwnDatabase(async (db) => {
          const postgres = await within(runScenario(scenario, { backend: "postgres", database: db }), REPLAY_BOUND_MS, `the replay of ${scenario.name} on PostgreSQL`);
          expect(view(postgres)).toEqual(view(memory));
          // The replay really ran on the database: the owner's state is there.
          const rows = await db.pool.query("SELECT count(*)::int AS n FROM zoe_documents WHERE owner = '1000'");
          expect(rows.rows[0].n).toBeGreaterThan(0);
        });
      },
      REPLAY_BOUND_MS + 60_000,
    );
  }
});

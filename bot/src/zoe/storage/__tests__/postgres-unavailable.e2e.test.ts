/**
 * Which real PostgreSQL failures pass (`isStorageUnavailable`): the errors node-postgres gives
 * when nothing listens, when the pool has no connection free in time, and when the server ends a
 * session mid-query (a restart or failover) are transient, so a turn keeps its message and runs
 * again; a bad query, a broken constraint and a missing database are not, so they are not retried
 * forever. Errors from a real server and a real client, not imitations.
 */
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isStorageUnavailable } from "../index.ts";
import { freePort } from "../../test-support/telegram-emulator.ts";
import { usePostgresServer } from "../../test-support/use-postgres-server.ts";

const postgres = usePostgresServer("unavailable");

/** The error `work` rejects with (fails the test if it resolves). */
async function failure(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (err) {
    return err;
  }
  throw new Error("expected a failure");
}

describe("the store out of reach, as node-postgres reports it, passes", () => {
  it("nothing listening at the address: ECONNREFUSED", async () => {
    const pool = new pg.Pool({ connectionString: `postgres://zoe@127.0.0.1:${await freePort()}/zoe`, connectionTimeoutMillis: 5_000 });
    try {
      const err = await failure(() => pool.query("SELECT 1"));
      expect(isStorageUnavailable(err)).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it("no pool connection free in time (a starved pool)", async () => {
    const pool = new pg.Pool({ connectionString: await postgres.freshDatabase(), max: 1, connectionTimeoutMillis: 300 });
    const held = await pool.connect();
    try {
      const err = await failure(() => pool.query("SELECT 1"));
      expect(String((err as Error).message)).toMatch(/timeout/i);
      expect(isStorageUnavailable(err)).toBe(true);
    } finally {
      held.release();
      await pool.end();
    }
  });

  it("the server ending the session mid-query (pg_terminate_backend, what a restart or failover does): 57P01", async () => {
    const url = await postgres.freshDatabase();
    const victim = new pg.Client({ connectionString: url });
    victim.on("error", () => undefined); // the ended session's socket error, after the query's
    await victim.connect();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const pid = (await victim.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid;
      const sleeping = failure(() => victim.query("SELECT pg_sleep(30)"));
      await expect.poll(async () => (await admin.query("SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND query LIKE 'SELECT pg_sleep%'", [pid])).rowCount).toBe(1);
      await admin.query("SELECT pg_terminate_backend($1)", [pid]);
      const err = await sleeping;
      expect((err as { code?: string }).code).toBe("57P01");
      expect(isStorageUnavailable(err)).toBe(true);
    } finally {
      await admin.end();
      await victim.end().catch(() => undefined);
    }
  });
});

describe("refusals that cannot pass are not retried", () => {
  it("a bad query, a broken constraint, a missing database", async () => {
    const url = await postgres.freshDatabase();
    const pool = new pg.Pool({ connectionString: url });
    try {
      expect(isStorageUnavailable(await failure(() => pool.query("SELEC 1")))).toBe(false);
      await pool.query("CREATE TABLE t (id int PRIMARY KEY)");
      await pool.query("INSERT INTO t VALUES (1)");
      expect(isStorageUnavailable(await failure(() => pool.query("INSERT INTO t VALUES (1)")))).toBe(false);
    } finally {
      await pool.end();
    }
    const missing = new URL(url);
    missing.pathname = "/no_such_database";
    const other = new pg.Pool({ connectionString: missing.toString() });
    try {
      const err = await failure(() => other.query("SELECT 1"));
      expect((err as { code?: string }).code).toBe("3D000");
      expect(isStorageUnavailable(err)).toBe(false);
    } finally {
      await other.end();
    }
  });
});

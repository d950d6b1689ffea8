import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { startTestPostgres, type TestPostgres } from "./helpers/postgres.ts";

describe("the throwaway PostgreSQL server", () => {
  let server: TestPostgres;
  beforeAll(async () => {
    server = await startTestPostgres();
  }, 60_000);
  afterAll(async () => server?.stop());

  it("is a real PostgreSQL that answers SQL and keeps data in a fresh database", async () => {
    const url = await server.createDatabase("helper_check");
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const v = await c.query<{ server_version_num: string }>("SHOW server_version_num");
      expect(Number(v.rows[0]!.server_version_num)).toBeGreaterThanOrEqual(120000);
      await c.query("CREATE TABLE t (k text PRIMARY KEY)");
      await c.query("INSERT INTO t VALUES ('a')");
      await expect(c.query("INSERT INTO t VALUES ('a')")).rejects.toThrow(/duplicate key/);
    } finally {
      await c.end();
    }
  });
});

/**
 * One throwaway PostgreSQL server for a test file, in vitest's hooks (kept apart from postgres.ts,
 * which the benchmarks use outside vitest).
 * Must never: be reached from the benchmarks or production code (it needs vitest).
 */
import { afterAll, beforeAll } from "vitest";
import { startTestPostgres, type TestPostgres } from "./postgres.ts";

/**
 * One throwaway server for a test file: started before its tests (with the time initdb needs on a
 * busy machine), stopped after them. `freshDatabase()` gives each test its own empty database.
 */
export function usePostgresServer(prefix: string): { freshDatabase: () => Promise<string> } {
  let server: TestPostgres | undefined;
  let count = 0;
  beforeAll(async () => {
    server = await startTestPostgres();
  }, 90_000);
  afterAll(async () => server?.stop());
  return {
    freshDatabase: () => {
      if (!server) throw new Error("the test PostgreSQL server is not running (usePostgresServer's beforeAll failed)");
      return server.createDatabase(`${prefix}_${++count}`);
    },
  };
}

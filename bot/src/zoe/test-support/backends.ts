/**
 * Every storage backend, ready to open afresh per test, for suites that must hold on each of them
 * (the port's contract, the hot-document-plus-archive store): the files backend in a temporary
 * folder, the memory backend, and PostgreSQL on a throwaway server started on first use, with a
 * fresh database per test. Registers the hooks that clean them up in the calling test file.
 * Must never: be imported by production code.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach } from "vitest";
import { silentLogger } from "../base/log.ts";
import { openStorage, type Storage } from "../storage/index.ts";
import { openDatabase, type Database } from "../storage/postgres/database.ts";
import { startTestPostgres, type TestPostgres } from "./postgres.ts";

export interface Backend {
  name: "files" | "memory" | "postgres";
  /** A fresh, empty storage, and how another process would open the same data. */
  open(): Promise<{ storage: Storage; reopen: () => Storage }>;
}

/** The backends for one test file; `prefix` names its PostgreSQL databases (`<prefix>_<n>`). */
export function storageBackends(prefix: string): Backend[] {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });
  let pg: Promise<TestPostgres> | null = null;
  const pgDatabases: Database[] = [];
  let pgCount = 0;
  afterAll(async () => {
    await Promise.all(pgDatabases.splice(0).map((d) => d.close()));
    if (pg) await (await pg).stop();
  }, 60_000);
  return [
    {
      name: "files",
      async open() {
        const home = fs.mkdtempSync(path.join(os.tmpdir(), `zoe-${prefix}-`));
        dirs.push(home);
        const make = () => openStorage({ kind: "files", home, logger: silentLogger });
        return { storage: make(), reopen: make };
      },
    },
    {
      name: "memory",
      async open() {
        const storage = openStorage({ kind: "memory", home: "", logger: silentLogger });
        // The memory backend keeps nothing across processes; "reopening" is the same instance.
        return { storage, reopen: () => storage };
      },
    },
    {
      name: "postgres",
      async open() {
        pg ??= startTestPostgres();
        const url = await (await pg).createDatabase(`${prefix}_${++pgCount}`);
        const make = async () => {
          const db = await openDatabase({ url, poolMax: 4, logger: silentLogger });
          pgDatabases.push(db);
          return openStorage({ kind: "postgres", home: "", logger: silentLogger, database: db, instance: prefix });
        };
        const storage = await make();
        // A second connection pool stands for another process opening the same database.
        const second = await make();
        return { storage, reopen: () => second };
      },
    },
  ];
}

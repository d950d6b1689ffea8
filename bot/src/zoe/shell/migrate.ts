/**
 * `zoe migrate --from files --to postgres` (and back): copies one installation's whole state
 * (every owner's documents, logs, memory blocks and claims, and the shared space: pairing, the
 * Telegram watermark, stranger notices, usage) from one backend to the other, then reads the
 * target back and compares it with what was read from the source, document by document and
 * record by record. Exit 0 only when they match.
 * Must never: change or delete the source, write into a target that holds state unless --force
 * (files: the old state is moved aside, not deleted; PostgreSQL: replaced in one transaction), or
 * print the database password.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import dotenv from "dotenv";
import { systemClock } from "../base/clock.ts";
import { moveStateAside, readFilesState, writeFilesState, type FilesReadReport } from "../storage/index.ts";
import { isEmptySnapshot, snapshotCounts, snapshotDifferences, type StateSnapshot } from "../storage/index.ts";
import { EnvSchema } from "./config.ts";
import { acquireInstanceLock } from "./instance-lock.ts";
import { scrubSecrets, silentLogger } from "../base/log.ts";

type Out = (line: string) => void;
type Backend = "files" | "postgres";

export const MIGRATE_USAGE = `Usage: zoe migrate --from files|postgres --to postgres|files [--force] [--home DIR] [--database-url URL]
  Copies this installation's state (ZOE_HOME and ZOE_DATABASE_URL, from the environment or .env)
  and verifies it by reading the target back. Stop ZOE first. The source is never changed.
  --force   replace a target that already holds state (files: moved into ZOE_HOME/.pre-migrate-…)`;

interface Args {
  from: Backend;
  to: Backend;
  force: boolean;
  home?: string;
  url?: string;
}

function parseArgs(argv: string[]): Args | string {
  const a: Partial<Args> = { force: false };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith("--")) throw new Error(`${k} needs a value`);
      return v;
    };
    try {
      if (k === "--from" || k === "--to") {
        const v = value();
        if (v !== "files" && v !== "postgres") return `${k} must be files or postgres, not "${v}"`;
        a[k === "--from" ? "from" : "to"] = v;
      } else if (k === "--force") a.force = true;
      else if (k === "--home") a.home = value();
      else if (k === "--database-url") a.url = value();
      else return `unknown option ${k}`;
    } catch (err) {
      return (err as Error).message;
    }
  }
  if (!a.from || !a.to) return "both --from and --to are needed";
  if (a.from === a.to) return `--from and --to are both ${a.from}: nothing to migrate`;
  return a as Args;
}

/** ZOE_HOME and ZOE_DATABASE_URL as `zoe start` would read them (environment over .env). */
function locations(env: NodeJS.ProcessEnv, cwd: string): { home: string; url: string | undefined } {
  let file: Record<string, string> = {};
  try {
    file = dotenv.parse(readFileSync(path.join(cwd, ".env"), "utf8"));
  } catch {
    /* no .env */
  }
  const merged = { ...file, ...env };
  const home = EnvSchema.shape.ZOE_HOME.parse(merged.ZOE_HOME);
  return { home, url: merged.ZOE_DATABASE_URL || undefined };
}

const fmt = (n: number) => n.toLocaleString("en-US");
const describe = (s: StateSnapshot) => {
  const c = snapshotCounts(s);
  return `${fmt(c.owners)} owner(s), ${fmt(c.documents)} documents, ${fmt(c.logRecords)} log records, ${fmt(c.texts)} memory texts, ${fmt(c.claims)} claims`;
};

/** The snapshot without a shared `owners` document that pairs nobody (an open pairing code only). */
function withoutOpenPairing(s: StateSnapshot): StateSnapshot {
  const owners = s.shared.documents.owners as { owners?: unknown[] } | undefined;
  if (!owners || (Array.isArray(owners.owners) && owners.owners.length > 0)) return s;
  const { owners: _dropped, ...documents } = s.shared.documents;
  return { ...s, shared: { ...s.shared, documents } };
}

/** Run the migration; returns the exit code. */
export async function migrateCli(argv: string[], out: Out, env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === "string") {
    out(`migrate: ${args}\n${MIGRATE_USAGE}`);
    return 2;
  }
  const where = locations(env, cwd);
  const home = path.resolve(args.home ?? where.home);
  const url = args.url ?? where.url;
  if (!url) {
    out("migrate: no PostgreSQL database: set ZOE_DATABASE_URL (environment or .env) or pass --database-url");
    return 2;
  }
  if (!/^postgres(ql)?:\/\/\S+$/.test(url)) {
    out("migrate: the database URL must be a postgres:// URL");
    return 2;
  }
  const { openDatabase, redactUrl } = await import("../storage/postgres/database.ts");
  const pgSnap = await import("../storage/postgres/snapshot.ts");
  const label = { files: `files in ${home}`, postgres: `PostgreSQL at ${redactUrl(url)}` };
  // No ZOE may run on the folder while it is copied (or written): its lock says so.
  let lock: { release(): void };
  try {
    lock = acquireInstanceLock(home, systemClock.now().getTime());
  } catch (err) {
    out(`migrate: ${scrubSecrets((err as Error).message)}; stop ZOE first`);
    return 1;
  }
  let db: Awaited<ReturnType<typeof openDatabase>> | null = null;
  try {
    // Opening migrates the schema, so a fresh database is ready to receive the copy.
    db = await openDatabase({ url, poolMax: 2, lockPoolMax: 1, logger: silentLogger });
    const database = db;
    const read = async (b: Backend, report: FilesReadReport): Promise<StateSnapshot> => (b === "files" ? readFilesState(home, report) : pgSnap.readPostgresState(database));

    const report: FilesReadReport = { notes: [] };
    out(`migrate: reading ${label[args.from]}`);
    const source = await read(args.from, report);
    for (const n of report.notes) out(`migrate: note: ${n}`);
    out(`migrate: source holds ${describe(source)}`);
    if (isEmptySnapshot(withoutOpenPairing(source))) {
      out(`migrate: the source (${label[args.from]}) holds no ZOE state: nothing to copy. Is ${args.from === "files" ? "ZOE_HOME" : "ZOE_DATABASE_URL"} the installation you mean?`);
      return 1;
    }

    const existing = await read(args.to, { notes: [] });
    // A database an unpaired ZOE started on holds only its open pairing code: nothing to keep.
    const onlyPairingCode = isEmptySnapshot(withoutOpenPairing(existing)) && !isEmptySnapshot(existing);
    if (!isEmptySnapshot(withoutOpenPairing(existing))) {
      if (!args.force) {
        out(`migrate: refusing to write: the target (${label[args.to]}) already holds ZOE state (${describe(existing)}). Nothing was changed. Use --force to replace it.`);
        return 1;
      }
      if (args.to === "files") out(`migrate: --force: the target's state was moved to ${moveStateAside(home, new Date().toISOString().replace(/[:.]/g, "-"))}`);
      else out("migrate: --force: the target's state is replaced in the same transaction");
    }

    if (onlyPairingCode && args.to === "files") moveStateAside(home, new Date().toISOString().replace(/[:.]/g, "-"));
    out(`migrate: writing ${label[args.to]}`);
    if (args.to === "postgres") await pgSnap.writePostgresState(database, source, { replace: args.force || onlyPairingCode });
    else await writeFilesState(home, source);

    const back = await read(args.to, { notes: [] });
    const diffs = snapshotDifferences(source, back);
    if (diffs.length) {
      out(`migrate: FAILED: the read-back of ${label[args.to]} does not match the source (${diffs.length} difference(s)):`);
      for (const d of diffs.slice(0, 20)) out(`migrate:   ${d}`);
      if (diffs.length > 20) out(`migrate:   … and ${diffs.length - 20} more`);
      out(`migrate: the source (${label[args.from]}) is unchanged; do not start ZOE on the target`);
      return 1;
    }
    out(`migrate: verified: the read-back matches the source (${describe(back)}). The source was not changed.`);
    out(args.to === "postgres" ? "migrate: next: set ZOE_DATABASE_URL for ZOE and start it" : "migrate: next: unset ZOE_DATABASE_URL and start ZOE");
    return 0;
  } catch (err) {
    out(`migrate: FAILED: ${scrubSecrets((err as Error).message)} (the source is unchanged)`);
    return 1;
  } finally {
    await db?.close();
    lock.release();
  }
}

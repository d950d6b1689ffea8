/**
 * The PostgreSQL connection: one bounded pool for storage and a second, small one whose
 * connections hold per-owner advisory locks for the length of a turn (kept apart so lock holders
 * can never starve the storage they need). Opening migrates the schema.
 * Must never: log the connection URL (it may carry a password), or open more connections than
 * its bounds.
 */
import pg from "pg";
import type { Logger } from "../../base/log.ts";
import { isStorageUnavailable } from "../unavailable.ts";
import { migrate, schemaVersion, SCHEMA_VERSION } from "./migrations.ts";

export interface DatabaseOptions {
  url: string;
  /** Storage connections at most (ZOE_DATABASE_POOL). */
  poolMax: number;
  /** Connections holding owner locks at most: the number of owners' turns running at once here. */
  lockPoolMax?: number;
  logger: Logger;
  /** Apply migrations while opening (default true; `zoe doctor` only looks). */
  migrate?: boolean;
}

/** How a transaction begins: by default read committed, read-write. */
export interface TxMode {
  /** One consistent view for the whole transaction (a snapshot read). */
  repeatableRead?: boolean;
  readOnly?: boolean;
}

/** An open database: pools and the schema version it was left at. */
export interface Database {
  readonly pool: pg.Pool;
  readonly lockPool: pg.Pool;
  readonly schemaVersion: number;
  /** Run `fn` in one transaction on one connection; rolled back if it throws. */
  tx<R>(fn: (client: pg.PoolClient) => Promise<R>, mode?: TxMode): Promise<R>;
  /**
   * A connection of its own, outside both pools (never reaped when idle): for a session-level
   * lock held for the life of the process. The caller ends it.
   */
  dedicated(): Promise<pg.Client>;
  /** A one-line liveness probe for /healthz: "schema vN, M connections". */
  ping(): Promise<string>;
  close(): Promise<void>;
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(unparsable database URL)";
  }
}

/**
 * Whether an `openDatabase` failure means "not reachable yet" (retry) rather than "refused" (a
 * wrong password, a missing database, a schema newer than this ZOE: retrying cannot help).
 */
export const isUnreachable = isStorageUnavailable;

/** Server-side TCP keepalive for a session that holds a lock: 5 s idle, then 3 probes 2 s apart. */
export const KEEPALIVE = "SET tcp_keepalives_idle = 5; SET tcp_keepalives_interval = 2; SET tcp_keepalives_count = 3";

/** Connect, check the server answers, migrate. Throws a readable error otherwise. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const log = opts.logger.child({ component: "postgres" });
  const common = { connectionString: opts.url, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000, application_name: "zoe" };
  const pool = new pg.Pool({ ...common, max: opts.poolMax });
  const lockPool = new pg.Pool({ ...common, max: opts.lockPoolMax ?? Math.max(4, opts.poolMax * 2) });
  // A connection holding a session lock (an owner's turn, an instance's presence) goes with its
  // process: at once when the process dies (its socket closes), and within about 11 s when its
  // machine vanishes from the network (the server's keepalive probes go unanswered), instead of
  // the system's two hours.
  lockPool.on("connect", (client) => void client.query(KEEPALIVE).catch(() => undefined));
  // An idle connection that dies (server restart) must not crash the process: the pool replaces it.
  const onError = (err: Error) => log.warn({ event: "postgres_connection_lost", reason: err.message }, "a PostgreSQL connection was lost");
  pool.on("error", onError);
  lockPool.on("error", onError);
  /** Connections handed out by `dedicated`, ended with the pools. */
  const own = new Set<pg.Client>();
  let version: number;
  try {
    if (opts.migrate !== false) {
      const applied = await migrate(pool);
      for (const m of applied) log.info({ event: "postgres_migrated", id: m.id, name: m.name }, `applied migration ${m.id}: ${m.name}`);
    }
    version = await schemaVersion(pool);
  } catch (err) {
    await Promise.allSettled([pool.end(), lockPool.end()]);
    throw new Error(`PostgreSQL at ${redactUrl(opts.url)}: ${(err as Error).message}`, { cause: err });
  }
  return {
    pool,
    lockPool,
    schemaVersion: version,
    async tx(fn, mode = {}) {
      const client = await pool.connect();
      try {
        await client.query(`BEGIN${mode.repeatableRead ? " ISOLATION LEVEL REPEATABLE READ" : ""}${mode.readOnly ? " READ ONLY" : ""}`);
        const r = await fn(client);
        await client.query("COMMIT");
        return r;
      } catch (err) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async dedicated() {
      const client = new pg.Client({ ...common, keepAlive: true });
      client.on("error", onError);
      client.on("end", () => own.delete(client));
      own.add(client);
      await client.connect();
      await client.query(KEEPALIVE);
      return client;
    },
    async ping() {
      const v = await schemaVersion(pool);
      if (v !== SCHEMA_VERSION) throw new Error(`schema version ${v}, expected ${SCHEMA_VERSION}`);
      return `schema v${v}, ${pool.totalCount} of ${opts.poolMax} connections`;
    },
    async close() {
      await Promise.allSettled([pool.end(), lockPool.end(), ...[...own].map((c) => c.end())]);
    },
  };
}

/**
 * What makes several instances behave as one: the Telegram update ledger (each update_id recorded
 * in the database before its reply is sent, so a redelivery to any instance never gets a second
 * reply) and per-owner advisory locks (an owner's turns run one at a time across instances).
 * Leases use the database's clock, the one clock every instance shares. Each instance also holds
 * a presence lock (a session-level advisory lock on a connection of its own, keyed by a number
 * stored with every update it holds): PostgreSQL lets it go the moment that connection dies, so
 * an update whose holder died is taken over at once instead of after its lease.
 * Must never: let two instances both run one update while the first is alive, lose an update
 * whose instance died (its presence goes, or its lease runs out, and the next delivery runs it),
 * or send a reply for an update another instance took over.
 */
import { randomInt } from "node:crypto";
import type pg from "pg";
import type { TurnGate, UpdateLedger } from "../../channels/index.ts";
import type { Logger } from "../../base/log.ts";
import type { Database } from "./database.ts";

export interface LedgerOptions {
  db: Database;
  /** This instance's name (host:pid), stored as the holder. */
  instance: string;
  logger: Logger;
  /** How long an update is reserved for its instance without a renewal (default 30 s). */
  leaseMs?: number;
}

/** Telegram keeps an update for 24 hours; ledger rows older than two days guard nothing. */
const KEEP_DONE_HOURS = 48;

/** The advisory-lock namespace of instances' presence locks ("zoep"). */
const PRESENCE_SPACE = 0x7a6f6570;

/**
 * SQL: whether the holder of the update row `t` may still be alive. A row without a presence key
 * (an older ZOE holds it) counts as alive: only its lease tells. With a key: alive while some
 * session holds that presence lock (PostgreSQL drops a dead connection's locks at once).
 */
function holderAlive(t: string): string {
  return `(${t}.holder_key IS NULL OR EXISTS (SELECT 1 FROM pg_locks l WHERE l.locktype = 'advisory' AND l.granted
    AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
    AND l.classid = ${PRESENCE_SPACE}::bigint::oid AND l.objid = ${t}.holder_key::bigint::oid AND l.objsubid = 2))`;
}

/** An instance's presence in the database: a lock held as long as the process lives. */
export interface Presence {
  /** The key of the lock, stored with each update this instance holds. */
  readonly key: number;
  /** Whether the lock is held right now (false while a lost connection is being replaced). */
  readonly held: boolean;
  close(): Promise<void>;
}

/**
 * Take this instance's presence lock on a connection of its own (never a pool's: an idle pooled
 * connection is closed, and the lock with it). A lost connection is replaced and the same key
 * taken again (waiting for the old session to go); meanwhile other instances see this one as
 * gone and may take its running updates over, which `replying` then refuses to answer twice.
 */
export async function holdPresence(db: Database, logger: Logger): Promise<Presence> {
  const log = logger.child({ component: "presence" });
  let client: pg.Client | null = null;
  let closed = false;
  let key = 0;
  const take = async (wait: boolean): Promise<pg.Client> => {
    const c = await db.dedicated();
    try {
      if (wait) await c.query("SELECT pg_advisory_lock($1, $2)", [PRESENCE_SPACE, key]);
      else {
        const got = await c.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1, $2) AS ok", [PRESENCE_SPACE, key]);
        if (!got.rows[0]?.ok) throw new Error("presence key taken");
      }
      return c;
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
  };
  const watch = (c: pg.Client) => {
    const lost = () => {
      if (closed || client !== c) return;
      client = null;
      log.warn({ event: "instance_presence_lost", key }, "lost the presence connection to PostgreSQL; taking it again (other instances may take this one's running updates over)");
      void (async () => {
        for (let attempt = 1; !closed; attempt++) {
          try {
            const again = await take(true);
            if (closed) return void (await again.end().catch(() => undefined));
            client = again;
            watch(again);
            log.warn({ event: "instance_presence_back", key, attempt }, "presence in PostgreSQL held again");
            return;
          } catch {
            await new Promise((r) => setTimeout(r, Math.min(5_000, 250 * 2 ** attempt)).unref());
          }
        }
      })();
    };
    c.on("error", lost);
    c.on("end", lost);
  };
  // A random key per process (a restarted instance with the same host and pid is another one);
  // the rare key another instance holds is drawn again.
  for (let tries = 0; ; tries++) {
    key = randomInt(1, 2 ** 31 - 1);
    try {
      client = await take(false);
      break;
    } catch (err) {
      if (tries >= 5 || (err as Error).message !== "presence key taken") throw err;
    }
  }
  watch(client);
  return {
    key,
    get held() {
      return client !== null;
    },
    async close() {
      closed = true;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

/** An update another instance took over (this one was taken for dead): its reply is that one's to send. */
export class UpdateTakenOverError extends Error {
  override readonly name = "UpdateTakenOverError";
  constructor(readonly updateId: number) {
    super(`update ${updateId} was taken over by another instance (this one was taken for dead); not replying to it here`);
  }
}

/** The shared ledger of handled updates. */
export function postgresUpdateLedger(opts: LedgerOptions): UpdateLedger {
  const leaseMs = opts.leaseMs ?? 30_000;
  const { pool } = opts.db;
  const renewals = new Map<number, NodeJS.Timeout>();
  const log = opts.logger.child({ component: "update-ledger" });
  let presence: Presence | null = null;
  return {
    async load() {
      presence ??= await holdPresence(opts.db, opts.logger);
      const r = await pool.query(`DELETE FROM zoe_telegram_updates WHERE state = 'done' AND finished_at < now() - make_interval(hours => $1)`, [KEEP_DONE_HOURS]);
      if (r.rowCount) log.debug({ event: "ledger_pruned", rows: r.rowCount }, "pruned old update records");
    },
    async admit(updateId, chatId) {
      // Taken over when its holder's lease ran out, or at once when its holder is gone (its
      // presence lock went with its connection).
      const won = await pool.query<{ taken: boolean }>(
        `INSERT INTO zoe_telegram_updates AS u (update_id, holder, state, lease_until, chat_id, holder_key)
         VALUES ($1, $2, 'running', now() + make_interval(secs => $3), $4, $5)
         ON CONFLICT (update_id) DO UPDATE SET holder = EXCLUDED.holder, lease_until = EXCLUDED.lease_until, holder_key = EXCLUDED.holder_key
           WHERE u.state = 'running' AND (u.lease_until < now() OR NOT ${holderAlive("u")})
         RETURNING (xmax::text <> '0') AS taken`,
        [updateId, opts.instance, leaseMs / 1000, chatId ?? null, presence?.key ?? null],
      );
      if (won.rowCount === 1) {
        if (won.rows[0]?.taken) log.warn({ event: "update_taken_over", updateId }, "took over an update whose instance died (or whose lease ran out)");
        // Keep the reservation while the turn runs (a slow model must not let another instance in).
        const timer = setInterval(() => {
          pool
            .query(`UPDATE zoe_telegram_updates SET lease_until = now() + make_interval(secs => $3) WHERE update_id = $1 AND holder = $2 AND state = 'running'`, [
              updateId,
              opts.instance,
              leaseMs / 1000,
            ])
            .catch((err: Error) => log.warn({ event: "ledger_renew_failed", updateId, reason: err.message }, "could not renew an update's lease"));
        }, Math.max(250, leaseMs / 3));
        timer.unref();
        renewals.set(updateId, timer);
        return "run";
      }
      const seen = await pool.query<{ state: string }>("SELECT state FROM zoe_telegram_updates WHERE update_id = $1", [updateId]);
      return seen.rows[0]?.state === "done" ? "done" : "busy";
    },
    async replying(updateId) {
      // Done as far as redeliveries go: the update_id is recorded before the reply is sent. After a
      // crash from here on, the owner's unfinished inbox entry is finished by another instance's
      // inbox sweep (ownersWithUnfinishedInbox), not by Telegram's redelivery. An update another
      // instance took over (this one lost its presence, or stalled past its lease) is not answered
      // here: the reply is that instance's.
      const r = await pool.query(
        `UPDATE zoe_telegram_updates SET state = 'done', finished_at = CASE WHEN state = 'running' THEN now() ELSE finished_at END WHERE update_id = $1 AND holder = $2`,
        [updateId, opts.instance],
      );
      if (r.rowCount === 0) {
        const held = await pool.query("SELECT 1 FROM zoe_telegram_updates WHERE update_id = $1", [updateId]);
        if (held.rowCount) throw new UpdateTakenOverError(updateId);
      }
    },
    async abandon(updateId) {
      clearInterval(renewals.get(updateId));
      renewals.delete(updateId);
      // Only while it is still running here: once its reply began (state done), the owner's inbox
      // entry carries it and the inbox sweep finishes it. If this fails, the lease runs out instead.
      await pool
        .query("DELETE FROM zoe_telegram_updates WHERE update_id = $1 AND holder = $2 AND state = 'running'", [updateId, opts.instance])
        .catch((err: Error) => log.warn({ event: "ledger_abandon_failed", updateId, reason: err.message }, "could not forget a failed update; its lease will run out"));
    },
    async finish(updateId) {
      clearInterval(renewals.get(updateId));
      renewals.delete(updateId);
      await pool.query(`UPDATE zoe_telegram_updates SET state = 'done', finished_at = now() WHERE update_id = $1 AND holder = $2`, [updateId, opts.instance]);
    },
    async flush() {
      for (const t of renewals.values()) clearInterval(t);
      renewals.clear();
    },
    async close() {
      const p = presence;
      presence = null;
      await p?.close();
    },
  };
}

/** A namespace for ZOE's owner locks, so they never collide with another application's. */
const OWNER_LOCK_SPACE = 0x7a6f65; // "zoe"

/**
 * Run `fn` while holding the owner's advisory lock. The lock lives on its own connection: when an
 * instance dies, PostgreSQL drops the connection and with it the lock, so nothing waits on a
 * corpse.
 */
export async function withOwnerLock<R>(db: Database, ownerId: string, fn: () => Promise<R>): Promise<R> {
  const client: pg.PoolClient = await db.lockPool.connect();
  let broken: Error | undefined;
  try {
    await client.query("SELECT pg_advisory_lock($1, hashtext($2))", [OWNER_LOCK_SPACE, ownerId]);
    try {
      return await fn();
    } finally {
      await client.query("SELECT pg_advisory_unlock($1, hashtext($2))", [OWNER_LOCK_SPACE, ownerId]).catch((err: Error) => {
        broken = err; // a connection that cannot unlock must not go back to the pool holding the lock
      });
    }
  } catch (err) {
    broken ??= err instanceof Error && /connection|terminat/i.test(err.message) ? err : undefined;
    throw err;
  } finally {
    client.release(broken);
  }
}

/**
 * Run `fn` under the owner's lock only if no one holds it now (a turn is running there: whoever
 * runs it is alive). Returns whether `fn` ran.
 */
export async function tryWithOwnerLock(db: Database, ownerId: string, fn: () => Promise<void>): Promise<boolean> {
  const client: pg.PoolClient = await db.lockPool.connect();
  let broken: Error | undefined;
  try {
    const got = await client.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok", [OWNER_LOCK_SPACE, ownerId]);
    if (!got.rows[0]?.ok) return false;
    try {
      await fn();
      return true;
    } finally {
      await client.query("SELECT pg_advisory_unlock($1, hashtext($2))", [OWNER_LOCK_SPACE, ownerId]).catch((err: Error) => {
        broken = err;
      });
    }
  } finally {
    client.release(broken);
  }
}

/**
 * The owners whose inbox holds an unfinished entry: a reply waiting for its retry, or the turn of
 * an instance that died before its reply went out (its update is recorded as answered, so
 * Telegram will not bring it again). One indexed scan of the inbox rows.
 */
export async function ownersWithUnfinishedInbox(db: Database): Promise<string[]> {
  const r = await db.pool.query<{ owner: string }>(`SELECT owner FROM zoe_documents WHERE name = 'inbox' AND value->'entries' @> '[{"doneAt": null}]'::jsonb`);
  return r.rows.map((x) => x.owner);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * An owner's turns across instances: one at a time (the owner lock, the one the inbox sweep takes,
 * keyed by the sender: an owner's id) and in update order within the chat. Telegram may hand an
 * owner's two quick messages to two instances at once; the later one waits while the earlier one
 * is still running on an instance that is alive, for at most `maxWaitMs`. An earlier update whose
 * instance died is not waited for: its turn, if it began, is in the owner's inbox and is taken
 * over first (`takeOver`, under the owner lock), so the owner's messages are answered in order;
 * Telegram's retry of it is taken over too, and finds it answered.
 */
export function ownerTurnGate(db: Database, opts: { maxWaitMs?: number; pollMs?: number; takeOver?: (ownerId: string) => Promise<void> } = {}): TurnGate {
  const maxWaitMs = opts.maxWaitMs ?? 10_000;
  const pollMs = opts.pollMs ?? 25;
  return async (event, updateId, run) => {
    const chatId = event.address.chat;
    const started = performance.now();
    for (;;) {
      const ran = await withOwnerLock(db, event.userId, async () => {
        if (updateId !== null) {
          const earlier = await db.pool.query<{ live: boolean }>(
            `SELECT ${holderAlive("u")} AS live FROM zoe_telegram_updates u WHERE chat_id = $1 AND update_id < $2 AND state = 'running' AND lease_until > now()`,
            [chatId, updateId],
          );
          if (earlier.rows.some((r) => r.live) && performance.now() - started < maxWaitMs) return false;
          if (earlier.rows.some((r) => !r.live)) await opts.takeOver?.(event.userId);
        }
        await run();
        return true;
      });
      if (ran) return;
      await sleep(pollMs);
    }
  };
}

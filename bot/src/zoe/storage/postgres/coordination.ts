/**
 * What makes several instances behave as one: the Telegram update ledger (each update_id recorded
 * in the database before its reply is sent, so a redelivery to any instance never gets a second
 * reply) and per-owner advisory locks (an owner's turns run one at a time across instances).
 * Leases use the database's clock, the one clock every instance shares.
 * Must never: let two instances both run one update while the first is alive, or lose an update
 * whose instance died (its lease runs out and the next delivery runs it).
 */
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

/** The shared ledger of handled updates. */
export function postgresUpdateLedger(opts: LedgerOptions): UpdateLedger {
  const leaseMs = opts.leaseMs ?? 30_000;
  const { pool } = opts.db;
  const renewals = new Map<number, NodeJS.Timeout>();
  const log = opts.logger.child({ component: "update-ledger" });
  return {
    async load() {
      const r = await pool.query(`DELETE FROM zoe_telegram_updates WHERE state = 'done' AND finished_at < now() - make_interval(hours => $1)`, [KEEP_DONE_HOURS]);
      if (r.rowCount) log.debug({ event: "ledger_pruned", rows: r.rowCount }, "pruned old update records");
    },
    async admit(updateId, chatId) {
      const won = await pool.query(
        `INSERT INTO zoe_telegram_updates (update_id, holder, state, lease_until, chat_id)
         VALUES ($1, $2, 'running', now() + make_interval(secs => $3), $4)
         ON CONFLICT (update_id) DO UPDATE SET holder = EXCLUDED.holder, lease_until = EXCLUDED.lease_until
           WHERE zoe_telegram_updates.state = 'running' AND zoe_telegram_updates.lease_until < now()
         RETURNING update_id`,
        [updateId, opts.instance, leaseMs / 1000, chatId ?? null],
      );
      if (won.rowCount === 1) {
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
      // inbox sweep (ownersWithUnfinishedInbox), not by Telegram's redelivery.
      await pool.query(`UPDATE zoe_telegram_updates SET state = 'done', finished_at = now() WHERE update_id = $1 AND holder = $2 AND state = 'running'`, [updateId, opts.instance]);
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
 * is still running somewhere alive (a dead instance's update is not waited for: its lease ran out
 * and Telegram's retry runs it later), for at most `maxWaitMs`.
 */
export function ownerTurnGate(db: Database, opts: { maxWaitMs?: number; pollMs?: number } = {}): TurnGate {
  const maxWaitMs = opts.maxWaitMs ?? 10_000;
  const pollMs = opts.pollMs ?? 25;
  return async (event, updateId, run) => {
    const chatId = event.address.chat;
    const started = performance.now();
    for (;;) {
      const ran = await withOwnerLock(db, event.userId, async () => {
        if (updateId !== null && performance.now() - started < maxWaitMs) {
          const earlier = await db.pool.query(
            "SELECT 1 FROM zoe_telegram_updates WHERE chat_id = $1 AND update_id < $2 AND state = 'running' AND lease_until > now() LIMIT 1",
            [chatId, updateId],
          );
          if (earlier.rowCount) return false;
        }
        await run();
        return true;
      });
      if (ran) return;
      await sleep(pollMs);
    }
  };
}

/**
 * The PostgreSQL schema as an ordered list of migrations, applied at start in one transaction
 * each, under an advisory lock so instances starting together apply each migration once. Every
 * applied migration is a row in `zoe_migrations`; running them again changes nothing.
 * Must never: drop or rewrite data (a migration only adds), or let a newer schema be driven by an
 * older ZOE (it refuses to start and says so).
 */
import type pg from "pg";

export interface Migration {
  id: number;
  name: string;
  sql: string;
}

/** Append only: never edit an applied migration, add the next one. */
export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: "owner documents, logs, texts, claims; Telegram update ledger",
    sql: `
      CREATE TABLE IF NOT EXISTS zoe_documents (
        owner text NOT NULL,
        name text NOT NULL,
        value jsonb NOT NULL,
        version bigint NOT NULL DEFAULT 1,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (owner, name)
      );
      CREATE TABLE IF NOT EXISTS zoe_logs (
        id bigserial PRIMARY KEY,
        owner text NOT NULL,
        name text NOT NULL,
        value jsonb NOT NULL,
        appended_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX IF NOT EXISTS zoe_logs_owner_name ON zoe_logs (owner, name, id);
      CREATE TABLE IF NOT EXISTS zoe_texts (
        owner text NOT NULL,
        name text NOT NULL,
        body text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (owner, name)
      );
      CREATE TABLE IF NOT EXISTS zoe_claims (
        owner text NOT NULL,
        key text NOT NULL,
        holder text NOT NULL,
        claimed_at timestamptz NOT NULL,
        lease_until timestamptz,
        done boolean NOT NULL DEFAULT false,
        PRIMARY KEY (owner, key)
      );
      CREATE TABLE IF NOT EXISTS zoe_telegram_updates (
        update_id bigint PRIMARY KEY,
        chat_id text,
        holder text NOT NULL,
        state text NOT NULL CHECK (state IN ('running', 'done')),
        lease_until timestamptz NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      );
      CREATE INDEX IF NOT EXISTS zoe_telegram_updates_running ON zoe_telegram_updates (chat_id, update_id) WHERE state = 'running';
    `,
  },
  {
    id: 2,
    name: "index of inbox entries, to find unfinished ones (replies to retry, turns of a dead instance)",
    sql: `
      CREATE INDEX IF NOT EXISTS zoe_documents_inbox_entries ON zoe_documents USING gin ((value->'entries') jsonb_path_ops) WHERE name = 'inbox';
    `,
  },
  {
    id: 3,
    name: "the presence key of an update's holder, so a dead instance's update is taken over at once (null: its lease alone counts)",
    sql: `
      ALTER TABLE zoe_telegram_updates ADD COLUMN IF NOT EXISTS holder_key integer;
    `,
  },
];

/** The schema version this ZOE writes: the last migration's id. */
export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.id;

/** A fixed advisory-lock key for migrations ("zoe mig"). */
const MIGRATION_LOCK = 0x7a6f656d;

const TABLE = `CREATE TABLE IF NOT EXISTS zoe_migrations (id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`;

/** The newest applied migration, or 0 on an empty database. */
export async function schemaVersion(db: pg.Pool | pg.PoolClient): Promise<number> {
  const exists = await db.query<{ t: string | null }>("SELECT to_regclass('zoe_migrations')::text AS t");
  if (!exists.rows[0]?.t) return 0;
  const r = await db.query<{ v: number | null }>("SELECT max(id) AS v FROM zoe_migrations");
  return r.rows[0]?.v ?? 0;
}

/** Apply what is missing; returns the migrations applied now (empty when up to date). */
export async function migrate(pool: pg.Pool, migrations: readonly Migration[] = MIGRATIONS): Promise<Migration[]> {
  const client = await pool.connect();
  const applied: Migration[] = [];
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await client.query(TABLE);
      const done = new Set((await client.query<{ id: number }>("SELECT id FROM zoe_migrations")).rows.map((r) => r.id));
      const newest = Math.max(0, ...done);
      const known = Math.max(0, ...migrations.map((m) => m.id));
      if (newest > known) {
        throw new Error(`the database's schema is version ${newest}, newer than this ZOE knows (${known}): upgrade ZOE before starting it against this database`);
      }
      for (const m of migrations) {
        if (done.has(m.id)) continue;
        await client.query("BEGIN");
        try {
          await client.query(m.sql);
          await client.query("INSERT INTO zoe_migrations (id, name) VALUES ($1, $2)", [m.id, m.name]);
          await client.query("COMMIT");
          applied.push(m);
        } catch (err) {
          await client.query("ROLLBACK");
          throw new Error(`migration ${m.id} (${m.name}) failed: ${(err as Error).message}`);
        }
      }
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
  return applied;
}

/**
 * The PostgreSQL backend's whole state read into a snapshot, and a snapshot written into it in one
 * transaction (`zoe migrate`, the replay harness's reset). Rows of zoe_documents, zoe_logs (in id
 * order), zoe_texts and zoe_claims, keyed by owner ("_shared": the shared space).
 * Must never: write part of a snapshot (all rows or none), or touch the Telegram update ledger
 * and the migrations table (they coordinate running instances; they are not an owner's state).
 */
import type pg from "pg";
import { emptySpace, type SpaceState, type StateSnapshot } from "../snapshot.ts";
import type { Database } from "./database.ts";
import { SHARED_OWNER } from "./space.ts";

const STATE_TABLES = ["zoe_documents", "zoe_logs", "zoe_texts", "zoe_claims"] as const;

/** Read every owner's state (one consistent view: a repeatable-read transaction). */
export async function readPostgresState(db: Database): Promise<StateSnapshot> {
  return db.tx(async (client) => {
    const snapshot: StateSnapshot = { shared: emptySpace(), owners: {} };
    const space = (owner: string): SpaceState => (owner === SHARED_OWNER ? snapshot.shared : (snapshot.owners[owner] ??= emptySpace()));
    for (const r of (await client.query<{ owner: string; name: string; value: unknown }>("SELECT owner, name, value FROM zoe_documents ORDER BY owner, name")).rows) {
      space(r.owner).documents[r.name] = r.value;
    }
    for (const r of (await client.query<{ owner: string; name: string; value: unknown }>("SELECT owner, name, value FROM zoe_logs ORDER BY id")).rows) {
      (space(r.owner).logs[r.name] ??= []).push(r.value);
    }
    for (const r of (await client.query<{ owner: string; name: string; body: string }>("SELECT owner, name, body FROM zoe_texts ORDER BY owner, name")).rows) {
      space(r.owner).texts[r.name] = r.body;
    }
    for (const r of (await client.query<{ owner: string; key: string; claimed_at: Date }>("SELECT owner, key, claimed_at FROM zoe_claims ORDER BY owner, key")).rows) {
      space(r.owner).claims[r.key] = { at: r.claimed_at.toISOString() };
    }
    return snapshot;
  }, { repeatableRead: true, readOnly: true });
}

/** How many rows of owners' state the database holds. */
export async function postgresStateRows(db: Database): Promise<number> {
  const r = await db.pool.query<{ n: number }>(`SELECT (${STATE_TABLES.map((t) => `(SELECT count(*) FROM ${t})`).join(" + ")})::int AS n`);
  return r.rows[0]?.n ?? 0;
}

/** The owners (other than `except`) with any state in the database, at most `limit` of them. */
export async function ownersWithState(db: Database, except: string[], limit = 5): Promise<string[]> {
  const r = await db.pool.query<{ owner: string }>(
    `SELECT DISTINCT owner FROM (${STATE_TABLES.map((t) => `SELECT owner FROM ${t}`).join(" UNION ALL ")}) o WHERE owner <> ALL($1::text[]) LIMIT $2`,
    [except, limit],
  );
  return r.rows.map((x) => x.owner);
}

/** Remove every owner's state (a replay database between runs, or `migrate --force`). */
export async function clearPostgresState(c: pg.PoolClient | pg.Pool): Promise<void> {
  await c.query(`TRUNCATE ${STATE_TABLES.join(", ")}`);
}

/** Rows per INSERT: big enough to be quick, small enough for one statement's parameters. */
const BATCH = 2_000;

async function insertRows(c: pg.PoolClient, sql: string, columns: unknown[][]): Promise<void> {
  const n = columns[0]?.length ?? 0;
  for (let i = 0; i < n; i += BATCH) await c.query(sql, columns.map((col) => col.slice(i, i + BATCH)));
}

/**
 * Write a snapshot in one transaction. With `replace`, the state already there is removed in the
 * same transaction (so a failure leaves the database as it was); without it the caller has checked
 * that the database holds no state.
 */
export async function writePostgresState(db: Database, snapshot: StateSnapshot, opts: { replace?: boolean } = {}): Promise<void> {
  const docs: [string[], string[], string[]] = [[], [], []];
  const logs: [string[], string[], string[]] = [[], [], []];
  const texts: [string[], string[], string[]] = [[], [], []];
  const claims: [string[], string[], string[]] = [[], [], []];
  const spaces: Array<[string, SpaceState]> = [[SHARED_OWNER, snapshot.shared], ...Object.entries(snapshot.owners)];
  for (const [owner, s] of spaces) {
    for (const [name, value] of Object.entries(s.documents)) docs.forEach((col, i) => col.push([owner, name, JSON.stringify(value)][i]!));
    for (const [name, records] of Object.entries(s.logs)) for (const r of records) logs.forEach((col, i) => col.push([owner, name, JSON.stringify(r)][i]!));
    for (const [name, body] of Object.entries(s.texts)) texts.forEach((col, i) => col.push([owner, name, body][i]!));
    for (const [key, c] of Object.entries(s.claims)) claims.forEach((col, i) => col.push([owner, key, new Date(c.at).toISOString()][i]!));
  }
  await db.tx(async (c) => {
    if (opts.replace) await clearPostgresState(c);
    await insertRows(c, "INSERT INTO zoe_documents (owner, name, value) SELECT o, n, v::jsonb FROM unnest($1::text[], $2::text[], $3::text[]) AS t(o, n, v)", docs);
    // WITH ORDINALITY + ORDER BY: ids (and so the read order) follow the records' order.
    await insertRows(c, "INSERT INTO zoe_logs (owner, name, value) SELECT o, n, v::jsonb FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS t(o, n, v, i) ORDER BY i", logs);
    await insertRows(c, "INSERT INTO zoe_texts (owner, name, body) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])", texts);
    // A copied claim has no lease, as on the files backend: it stands until cleaned up.
    await insertRows(c, "INSERT INTO zoe_claims (owner, key, holder, claimed_at) SELECT o, k, 'zoe migrate', a::timestamptz FROM unnest($1::text[], $2::text[], $3::text[]) AS t(o, k, a)", claims);
  });
}

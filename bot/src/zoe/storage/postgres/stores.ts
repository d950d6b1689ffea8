/**
 * The storage primitives on PostgreSQL, one owner at a time: a document (one jsonb row, updated
 * in one transaction under its row lock and validated with zod on the way in and out), an
 * append-only log (rows, never rewritten), exclusive claims (a unique key; a claim taken with a
 * lease can be taken over once the lease runs out and was not completed), and owner-editable text
 * (memory blocks as plain text).
 * Must never: write a value its schema rejects, let two claimants both win one key, or rewrite a
 * log's earlier records.
 */
import type { z } from "zod";
import type { Database } from "./database.ts";

/** A row holding something its schema rejects: refused loudly, never silently replaced. */
export class CorruptRecordError extends Error {
  override readonly name = "CorruptRecordError";
}

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new CorruptRecordError(`${what}: stored value does not match its schema: ${r.error.issues[0]?.message ?? "invalid"}`);
  return r.data;
}

/** One owner's JSON document `name`. */
export class PgDocument<T> {
  constructor(
    private readonly db: Database,
    private readonly owner: string,
    private readonly name: string,
    private readonly schema: z.ZodType<T>,
    private readonly initial: () => T,
  ) {}

  private get what(): string {
    return `document ${this.name} of owner ${this.owner}`;
  }

  async read(): Promise<T> {
    const r = await this.db.pool.query<{ value: unknown }>("SELECT value FROM zoe_documents WHERE owner = $1 AND name = $2", [this.owner, this.name]);
    return r.rowCount ? parse(this.schema, r.rows[0]!.value, this.what) : this.initial();
  }

  /** Run `fn` on the current value under the row lock and store the (mutated) value; a throw writes nothing. */
  async update<R>(fn: (value: T) => R | Promise<R>): Promise<R> {
    return this.db.tx(async (c) => {
      // Make sure the row exists so FOR UPDATE has something to lock (two first writers: one inserts).
      await c.query("INSERT INTO zoe_documents (owner, name, value) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING", [this.owner, this.name, JSON.stringify(this.initial())]);
      const r = await c.query<{ value: unknown }>("SELECT value FROM zoe_documents WHERE owner = $1 AND name = $2 FOR UPDATE", [this.owner, this.name]);
      const value = parse(this.schema, r.rows[0]!.value, this.what);
      const result = await fn(value);
      const next = parse(this.schema, value, `${this.what} (new value)`);
      await c.query("UPDATE zoe_documents SET value = $3, version = version + 1, updated_at = now() WHERE owner = $1 AND name = $2", [this.owner, this.name, JSON.stringify(next)]);
      return result;
    });
  }

  /** Keep the committed value under `name#label` (before a migration); null when there is none. */
  async keepCopy(label: string): Promise<string | null> {
    const copy = `${this.name}#${label}`;
    const r = await this.db.pool.query(
      `INSERT INTO zoe_documents (owner, name, value) SELECT owner, $3, value FROM zoe_documents WHERE owner = $1 AND name = $2
       ON CONFLICT (owner, name) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [this.owner, this.name, copy],
    );
    return r.rowCount ? copy : null;
  }

  /** Replace the whole value (migration). */
  async write(value: T): Promise<void> {
    const v = parse(this.schema, value, `${this.what} (new value)`);
    await this.db.pool.query(
      `INSERT INTO zoe_documents (owner, name, value) VALUES ($1, $2, $3)
       ON CONFLICT (owner, name) DO UPDATE SET value = EXCLUDED.value, version = zoe_documents.version + 1, updated_at = now()`,
      [this.owner, this.name, JSON.stringify(v)],
    );
  }
}

/** One owner's append-only log `name`. */
export class PgLog<T> {
  constructor(
    private readonly db: Database,
    private readonly owner: string,
    private readonly name: string,
    private readonly schema: z.ZodType<T>,
  ) {}

  async append(record: T): Promise<void> {
    await this.appendMany([record]);
  }

  /** Several records in one statement: all or none. */
  async appendMany(records: T[]): Promise<void> {
    if (!records.length) return;
    const values = records.map((r) => JSON.stringify(parse(this.schema, r, `log ${this.name} (new record)`)));
    await this.db.pool.query("INSERT INTO zoe_logs (owner, name, value) SELECT $1, $2, v::jsonb FROM unnest($3::text[]) WITH ORDINALITY AS t(v, i) ORDER BY i", [this.owner, this.name, values]);
  }

  /** Every record, oldest first; a record its schema rejects is skipped (as a torn JSONL line is). */
  async readAll(): Promise<T[]> {
    const r = await this.db.pool.query<{ value: unknown }>("SELECT value FROM zoe_logs WHERE owner = $1 AND name = $2 ORDER BY id", [this.owner, this.name]);
    const out: T[] = [];
    for (const row of r.rows) {
      const p = this.schema.safeParse(row.value);
      if (p.success) out.push(p.data);
    }
    return out;
  }

  /** Compaction in one statement: the rows `keep` rejects (and rows no schema accepts) go. */
  async retain(keep: (record: T) => boolean): Promise<number> {
    const r = await this.db.pool.query<{ id: string; value: unknown }>("SELECT id, value FROM zoe_logs WHERE owner = $1 AND name = $2 ORDER BY id", [this.owner, this.name]);
    const drop = r.rows.filter((row) => {
      const p = this.schema.safeParse(row.value);
      return !p.success || !keep(p.data);
    });
    if (!drop.length) return 0;
    await this.db.pool.query("DELETE FROM zoe_logs WHERE owner = $1 AND name = $2 AND id = ANY($3::bigint[])", [this.owner, this.name, drop.map((row) => row.id)]);
    return drop.length;
  }
}

/** One owner's exclusive claims. */
export class PgClaims {
  constructor(
    private readonly db: Database,
    private readonly owner: string,
    /** Who claims (this instance), kept with the claim for diagnosis. */
    private readonly holder: string,
    /** Keeps one set of claims apart from another of the same owner ("claims/…"). */
    private readonly prefix = "",
  ) {}

  /**
   * Claim `key`; true for exactly one caller across instances. With `leaseMs`, the claim must be
   * completed (`complete`) before the lease runs out, or another caller may take it over.
   */
  async claim(key: string, at: Date, leaseMs?: number): Promise<boolean> {
    key = this.prefix + key;
    const leaseUntil = leaseMs === undefined ? null : new Date(at.getTime() + leaseMs);
    const r = await this.db.pool.query(
      `INSERT INTO zoe_claims (owner, key, holder, claimed_at, lease_until) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (owner, key) DO UPDATE SET holder = EXCLUDED.holder, claimed_at = EXCLUDED.claimed_at, lease_until = EXCLUDED.lease_until
         WHERE NOT zoe_claims.done AND zoe_claims.lease_until IS NOT NULL AND zoe_claims.lease_until < EXCLUDED.claimed_at
       RETURNING key`,
      [this.owner, key, this.holder, at, leaseUntil],
    );
    return r.rowCount === 1;
  }

  /**
   * The work behind a leased claim is done: it is never taken over. Only the holder's: a run that
   * lost its lease must not end the run of the instance that took the slot over.
   */
  async complete(key: string): Promise<void> {
    key = this.prefix + key;
    await this.db.pool.query("UPDATE zoe_claims SET done = true, lease_until = NULL WHERE owner = $1 AND key = $2 AND holder = $3", [this.owner, key, this.holder]);
  }

  /**
   * Extend this holder's lease on `key` to `at + leaseMs`; false when the claim is not this
   * holder's any more (taken over, completed or released). Taking over needs the lease to have
   * run out before the taker's claim time, and both statements lock the row: a renewal that
   * commits first keeps the slot, one that comes after a takeover finds another holder.
   */
  async renew(key: string, at: Date, leaseMs: number): Promise<boolean> {
    key = this.prefix + key;
    const r = await this.db.pool.query(
      "UPDATE zoe_claims SET lease_until = $4 WHERE owner = $1 AND key = $2 AND holder = $3 AND NOT done AND lease_until IS NOT NULL RETURNING key",
      [this.owner, key, this.holder, new Date(at.getTime() + leaseMs)],
    );
    return r.rowCount === 1;
  }

  async has(key: string): Promise<boolean> {
    key = this.prefix + key;
    const r = await this.db.pool.query("SELECT 1 FROM zoe_claims WHERE owner = $1 AND key = $2", [this.owner, key]);
    return r.rowCount === 1;
  }

  /** When a held, uncompleted leased claim runs out (null: no such claim). */
  async leaseEnd(key: string): Promise<Date | null> {
    key = this.prefix + key;
    const r = await this.db.pool.query<{ lease_until: Date | null }>("SELECT lease_until FROM zoe_claims WHERE owner = $1 AND key = $2 AND NOT done", [this.owner, key]);
    return r.rows[0]?.lease_until ?? null;
  }

  /** Give the claim back, only the holder's (a run that lost its lease must not free another's). */
  async release(key: string): Promise<void> {
    key = this.prefix + key;
    await this.db.pool.query("DELETE FROM zoe_claims WHERE owner = $1 AND key = $2 AND holder = $3", [this.owner, key, this.holder]);
  }

  /** Remove claims taken more than `maxAgeMs` before `now`; returns how many. */
  async cleanup(now: Date, maxAgeMs: number): Promise<number> {
    const r = await this.db.pool.query("DELETE FROM zoe_claims WHERE owner = $1 AND starts_with(key, $3) AND claimed_at < $2", [this.owner, new Date(now.getTime() - maxAgeMs), this.prefix]);
    return r.rowCount ?? 0;
  }
}

/** One owner's editable text `name` (a memory block). */
export class PgText {
  constructor(
    private readonly db: Database,
    private readonly owner: string,
    private readonly name: string,
  ) {}

  async read(fallback = ""): Promise<string> {
    const r = await this.db.pool.query<{ body: string }>("SELECT body FROM zoe_texts WHERE owner = $1 AND name = $2", [this.owner, this.name]);
    return r.rowCount ? r.rows[0]!.body : fallback;
  }

  /** Replace the text with `fn(old)` under the row lock; returns the new text. */
  async update(fn: (old: string) => string, fallback = ""): Promise<string> {
    return this.db.tx(async (c) => {
      await c.query("INSERT INTO zoe_texts (owner, name, body) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING", [this.owner, this.name, fallback]);
      const r = await c.query<{ body: string }>("SELECT body FROM zoe_texts WHERE owner = $1 AND name = $2 FOR UPDATE", [this.owner, this.name]);
      const next = fn(r.rows[0]!.body);
      await c.query("UPDATE zoe_texts SET body = $3, updated_at = now() WHERE owner = $1 AND name = $2", [this.owner, this.name, next]);
      return next;
    });
  }
}

/**
 * Claims with leases as the PostgreSQL backend keeps them (storage/postgres/stores.ts, PgClaims),
 * held in memory: one table shared by several instances, each claiming as its own holder. A
 * leased claim not completed can be taken over once its lease has run out; completing, renewing
 * and releasing touch only the holder's own claim. `instanceStorage` puts them under a memory
 * backend, so two ZOE instances in one test share every store and coordinate through the table;
 * `withClaims` and `afterClaiming` let a test stop an instance right after a claim (it died there).
 * Must never: let two holders hold one key at once, or let one holder end another's claim.
 */
import type { Claims, Space, Storage } from "../storage/port.ts";

interface Row {
  holder: string;
  claimedAt: number;
  leaseUntil: number | null;
  done: boolean;
}

/** The claims of every instance, by claim set and key. */
export class LeaseTable {
  readonly rows = new Map<string, Row>();
}

/** What happens right after a claim is stored (a test's instance dying there, say). */
export type AfterClaim = (key: string) => Promise<void> | void;

/** One instance's view of a shared lease table. */
export class LeaseClaims implements Claims {
  constructor(
    private readonly table: LeaseTable,
    private readonly holder: string,
    private readonly prefix = "",
  ) {}

  async claim(key: string, at: Date, leaseMs?: number): Promise<boolean> {
    const row = this.table.rows.get(this.prefix + key);
    if (row && (row.done || row.leaseUntil === null || row.leaseUntil >= at.getTime())) return false;
    this.table.rows.set(this.prefix + key, { holder: this.holder, claimedAt: at.getTime(), leaseUntil: leaseMs === undefined ? null : at.getTime() + leaseMs, done: false });
    return true;
  }

  async complete(key: string): Promise<void> {
    const row = this.mine(key);
    if (row) Object.assign(row, { done: true, leaseUntil: null });
  }

  async renew(key: string, at: Date, leaseMs: number): Promise<boolean> {
    const row = this.mine(key);
    if (!row || row.done || row.leaseUntil === null) return false;
    row.leaseUntil = at.getTime() + leaseMs;
    return true;
  }

  async has(key: string): Promise<boolean> {
    return this.table.rows.has(this.prefix + key);
  }

  async leaseEnd(key: string): Promise<Date | null> {
    const row = this.table.rows.get(this.prefix + key);
    return row && !row.done && row.leaseUntil !== null ? new Date(row.leaseUntil) : null;
  }

  async release(key: string): Promise<void> {
    if (this.mine(key)) this.table.rows.delete(this.prefix + key);
  }

  async cleanup(now: Date, maxAgeMs: number): Promise<number> {
    let removed = 0;
    for (const [key, row] of this.table.rows) {
      if (key.startsWith(this.prefix) && row.claimedAt < now.getTime() - maxAgeMs) {
        this.table.rows.delete(key);
        removed++;
      }
    }
    return removed;
  }

  private mine(key: string): Row | undefined {
    const row = this.table.rows.get(this.prefix + key);
    return row?.holder === this.holder ? row : undefined;
  }
}

/** `base` with every space's claims replaced by `claimsOf(ownerId, name, the space's own claims)`. */
export function withClaims(base: Storage, claimsOf: (ownerId: string, name: string, own: Claims) => Claims): Storage {
  const wrap = (ownerId: string, space: Space): Space => ({
    document: (spec) => space.document(spec),
    log: (spec) => space.log(spec),
    claims: (name) => claimsOf(ownerId, name, space.claims(name)),
    texts: (name) => space.texts(name),
    notices: space.notices,
  });
  return { kind: base.kind, location: base.location, shared: wrap("shared", base.shared), owner: (id) => wrap(id, base.owner(id)) };
}

/** `claims`, running `after(key)` once a claim was taken and before the claimer hears so. */
export function afterClaiming(claims: Claims, after: AfterClaim): Claims {
  return {
    claim: async (key, at, leaseMs) => {
      const ok = await claims.claim(key, at, leaseMs);
      if (ok) await after(key);
      return ok;
    },
    has: (key) => claims.has(key),
    release: (key) => claims.release(key),
    cleanup: (now, maxAgeMs) => claims.cleanup(now, maxAgeMs),
    ...(claims.complete ? { complete: (key: string) => claims.complete!(key) } : {}),
    ...(claims.leaseEnd ? { leaseEnd: (key: string) => claims.leaseEnd!(key) } : {}),
    ...(claims.renew ? { renew: (key: string, at: Date, leaseMs: number) => claims.renew!(key, at, leaseMs) } : {}),
  };
}

/** `base` (a memory backend shared by the instances) with this instance's leased claims. */
export function instanceStorage(base: Storage, table: LeaseTable, holder: string, after?: AfterClaim): Storage {
  return withClaims(base, (ownerId, name) => {
    const own = new LeaseClaims(table, holder, `${ownerId}/${name}/`);
    return after ? afterClaiming(own, after) : own;
  });
}

/**
 * The PostgreSQL backend's primitives against a real, throwaway PostgreSQL server: migrations,
 * documents, logs, claims with leases, texts, the shared Telegram update ledger and the per-owner
 * lock. Two `Database` objects on one server stand for two ZOE instances.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { silentLogger } from "../../base/log.ts";
import { openDatabase, redactUrl, type Database } from "../postgres/database.ts";
import { MIGRATIONS, migrate, schemaVersion, SCHEMA_VERSION } from "../postgres/migrations.ts";
import { CorruptRecordError, PgClaims, PgDocument, PgLog, PgText } from "../postgres/stores.ts";
import { ownerTurnGate, postgresUpdateLedger, UpdateTakenOverError, withOwnerLock } from "../postgres/coordination.ts";
import { startTestPostgres, type TestPostgres } from "../../test-support/postgres.ts";
import { doctorChecks } from "../../shell/cli.ts";
import { ManualClock, MINUTE } from "../../base/clock.ts";
import { buildZoe, type Built } from "../../shell/runtime.ts";
import { draftQueue, newDraft } from "../../posts/drafts-queue.ts";
import { postgresStorage } from "../postgres/space.ts";
import { afterClaiming, withClaims } from "../../test-support/lease-claims.ts";
import { loadConfig } from "../../shell/config.ts";
import type { Address, Channel, Inbound, OutMessage } from "../../channels/index.ts";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

let server: TestPostgres;
let a: Database;
let b: Database;

beforeAll(async () => {
  server = await startTestPostgres();
  a = await openDatabase({ url: server.url, poolMax: 5, logger: silentLogger });
  b = await openDatabase({ url: server.url, poolMax: 5, logger: silentLogger });
}, 90_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await server?.stop();
});

const Counter = z.object({ n: z.number().int().min(0), names: z.array(z.string()) });

/** An owner's message in their private Telegram chat (the turn gate locks the owner, orders by chat). */
const from = (owner: string): Inbound => ({ kind: "text", userId: owner, address: { channel: "telegram", chat: owner }, at: new Date(0), text: "hi", messageId: "1" });

describe("migrations", () => {
  it("run at open, are recorded, and running them again changes nothing", async () => {
    expect(a.schemaVersion).toBe(SCHEMA_VERSION);
    expect(await migrate(a.pool)).toEqual([]);
    const rows = await a.pool.query("SELECT id FROM zoe_migrations ORDER BY id");
    expect(rows.rows.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id));
  });

  it("two instances migrating a fresh database at once apply each migration once", async () => {
    const url = await server.createDatabase("fresh_race");
    const [x, y] = await Promise.all([openDatabase({ url, poolMax: 2, logger: silentLogger }), openDatabase({ url, poolMax: 2, logger: silentLogger })]);
    try {
      expect(await schemaVersion(x.pool)).toBe(SCHEMA_VERSION);
      const n = await x.pool.query("SELECT count(*)::int AS n FROM zoe_migrations");
      expect(n.rows[0].n).toBe(MIGRATIONS.length);
    } finally {
      await x.close();
      await y.close();
    }
  });

  it("a database migrated by a newer ZOE is refused with a clear error, and keeps its data", async () => {
    const url = await server.createDatabase("from_future");
    const db = await openDatabase({ url, poolMax: 2, logger: silentLogger });
    await new PgDocument(db, "1", "settings", Counter, () => ({ n: 0, names: [] })).write({ n: 7, names: [] });
    await db.pool.query("INSERT INTO zoe_migrations (id, name) VALUES (999, 'from the future')");
    await db.close();
    await expect(openDatabase({ url, poolMax: 2, logger: silentLogger })).rejects.toThrow(/schema is version 999, newer than this ZOE knows/);
    const again = await openDatabase({ url, poolMax: 2, logger: silentLogger, migrate: false });
    expect((await new PgDocument(again, "1", "settings", Counter, () => ({ n: 0, names: [] })).read()).n).toBe(7);
    await again.close();
  });

  it("an unreachable server is reported with the URL's password hidden", async () => {
    const url = "postgres://zoe:" + "pw" + "123@127.0.0.1:1/zoe";
    const err = await openDatabase({ url, poolMax: 1, logger: silentLogger }).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toContain("127.0.0.1:1");
    expect((err as Error).message).not.toContain("pw123");
    expect(redactUrl(url)).toBe("postgres://zoe:***@127.0.0.1:1/zoe");
  });
});

describe("documents", () => {
  it("concurrent updates from two instances lose nothing (one transaction under the row lock)", async () => {
    const da = new PgDocument(a, "100", "counter", Counter, () => ({ n: 0, names: [] }));
    const db_ = new PgDocument(b, "100", "counter", Counter, () => ({ n: 0, names: [] }));
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? da : db_).update((v) => {
          v.n += 1;
          v.names.push(`w${i}`);
        }),
      ),
    );
    const v = await da.read();
    expect(v.n).toBe(40);
    expect(new Set(v.names).size).toBe(40);
  });

  it("a value its schema rejects is never written; a throwing update writes nothing", async () => {
    const d = new PgDocument(a, "101", "counter", Counter, () => ({ n: 0, names: [] }));
    await d.update((v) => void (v.n = 3));
    await expect(d.update((v) => void (v.n = -1))).rejects.toThrow(/does not match its schema/);
    await expect(
      d.update((v) => {
        v.n = 9;
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow(/changed my mind/);
    expect((await d.read()).n).toBe(3);
  });

  it("a damaged row is refused loudly, not silently replaced", async () => {
    await a.pool.query("INSERT INTO zoe_documents (owner, name, value) VALUES ('102', 'counter', '{\"n\": \"many\"}')");
    const d = new PgDocument(a, "102", "counter", Counter, () => ({ n: 0, names: [] }));
    await expect(d.read()).rejects.toBeInstanceOf(CorruptRecordError);
    await expect(d.update(() => undefined)).rejects.toBeInstanceOf(CorruptRecordError);
    const raw = await a.pool.query("SELECT value FROM zoe_documents WHERE owner = '102'");
    expect(raw.rows[0].value).toEqual({ n: "many" });
  });
});

describe("logs and texts", () => {
  it("a log keeps every record in append order, per owner and name", async () => {
    const Rec = z.object({ i: z.number() });
    const la = new PgLog(a, "200", "decisions", Rec);
    const other = new PgLog(b, "201", "decisions", Rec);
    for (let i = 0; i < 5; i++) await la.append({ i });
    await other.append({ i: 99 });
    expect((await new PgLog(b, "200", "decisions", Rec).readAll()).map((r) => r.i)).toEqual([0, 1, 2, 3, 4]);
    await expect(la.append({ i: "x" } as never)).rejects.toThrow(/schema/);
  });

  it("an owner-editable text round-trips exactly, edits included", async () => {
    const t = new PgText(a, "300", "human");
    expect(await t.read("# Human\n")).toBe("# Human\n");
    const body = "# Human\n\n- prefers *short* answers\n- ünïcödé, tabs\tand 'quotes'\n";
    await t.update(() => body);
    expect(await new PgText(b, "300", "human").read()).toBe(body);
    await Promise.all(Array.from({ length: 10 }, (_, i) => new PgText(i % 2 ? a : b, "300", "working").update((old) => old + `line ${i}\n`)));
    expect(await t.read()).toBe(body); // a different block is untouched
    expect((await new PgText(a, "300", "working").read()).split("\n").filter(Boolean)).toHaveLength(10);
  });
});

describe("claims", () => {
  const at = new Date("2026-06-04T08:30:00Z");
  it("exactly one of many contenders across instances wins a key; release lets it be claimed again", async () => {
    const contenders = Array.from({ length: 20 }, (_, i) => new PgClaims(i % 2 ? a : b, "400", `i${i}`));
    const wins = await Promise.all(contenders.map((c) => c.claim("tick@slot", at)));
    expect(wins.filter(Boolean)).toHaveLength(1);
    const c = new PgClaims(a, "400", "x");
    expect(await c.has("tick@slot")).toBe(true);
    // Only its holder gives a claim back: another's release leaves it claimed.
    await c.release("tick@slot");
    expect(await c.claim("tick@slot", at)).toBe(false);
    await contenders[wins.indexOf(true)]!.release("tick@slot");
    expect(await c.claim("tick@slot", at)).toBe(true);
  });

  it("a leased claim's lease is renewed by its holder only, and not once it was taken over or completed", async () => {
    const slow = new PgClaims(a, "403", "slow");
    const other = new PgClaims(b, "403", "other");
    expect(await slow.claim("brief@slot", at, 60_000)).toBe(true);
    expect(await other.renew("brief@slot", new Date(at.getTime() + 50_000), 60_000)).toBe(false);
    expect(await slow.renew("brief@slot", new Date(at.getTime() + 50_000), 60_000)).toBe(true);
    expect(await slow.leaseEnd("brief@slot")).toEqual(new Date(at.getTime() + 110_000));
    // Renewed: not taken over where the first lease would have run out.
    expect(await other.claim("brief@slot", new Date(at.getTime() + 61_000), 60_000)).toBe(false);
    expect(await other.claim("brief@slot", new Date(at.getTime() + 111_000), 60_000)).toBe(true);
    expect(await slow.renew("brief@slot", new Date(at.getTime() + 112_000), 60_000)).toBe(false);
    // The run that lost it cannot complete it for the one that holds it.
    await slow.complete("brief@slot");
    expect(await other.leaseEnd("brief@slot")).toEqual(new Date(at.getTime() + 171_000));
    await other.complete("brief@slot");
    expect(await other.leaseEnd("brief@slot")).toBeNull();
    expect(await other.renew("brief@slot", new Date(at.getTime() + 120_000), 60_000)).toBe(false);
  });

  it("a leased claim is taken over once its lease ran out, never after it was completed", async () => {
    const dead = new PgClaims(a, "401", "dead");
    const alive = new PgClaims(b, "401", "alive");
    expect(await dead.claim("brief@slot", at, 60_000)).toBe(true);
    expect(await alive.claim("brief@slot", new Date(at.getTime() + 30_000), 60_000)).toBe(false);
    expect(await alive.leaseEnd("brief@slot")).toEqual(new Date(at.getTime() + 60_000));
    expect(await alive.claim("brief@slot", new Date(at.getTime() + 61_000), 60_000)).toBe(true);
    await alive.complete("brief@slot");
    expect(await dead.claim("brief@slot", new Date(at.getTime() + 10 * 60_000), 60_000)).toBe(false);
    // A claim without a lease is never taken over.
    expect(await dead.claim("plain", at)).toBe(true);
    expect(await alive.claim("plain", new Date(at.getTime() + 86_400_000), 1)).toBe(false);
  });

  it("cleanup removes claims older than the age given", async () => {
    const c = new PgClaims(a, "402", "x");
    await c.claim("old", new Date("2026-01-01T00:00:00Z"));
    await c.claim("new", at);
    expect(await c.cleanup(at, 7 * 86_400_000)).toBe(1);
    expect(await c.has("old")).toBe(false);
    expect(await c.has("new")).toBe(true);
  });
});

describe("the Telegram update ledger", () => {
  it("an update is run by one instance; a redelivery is 'done' after it finished and 'busy' while it runs", async () => {
    const la = postgresUpdateLedger({ db: a, instance: "A", logger: silentLogger });
    const lb = postgresUpdateLedger({ db: b, instance: "B", logger: silentLogger });
    await la.load();
    expect(await la.admit(5001)).toBe("run");
    expect(await lb.admit(5001)).toBe("busy");
    await la.finish(5001);
    expect(await lb.admit(5001)).toBe("done");
    expect(await la.admit(5001)).toBe("done");
    await la.flush();
  });

  it("an update whose instance died is run by the next delivery once its lease ran out", async () => {
    const dying = postgresUpdateLedger({ db: a, instance: "dying", logger: silentLogger, leaseMs: 400 });
    expect(await dying.admit(5002)).toBe("run");
    await dying.flush(); // stops renewing, as a killed process would
    const lb = postgresUpdateLedger({ db: b, instance: "B", logger: silentLogger, leaseMs: 400 });
    expect(await lb.admit(5002)).toBe("busy");
    await new Promise((r) => setTimeout(r, 600));
    expect(await lb.admit(5002)).toBe("run");
    await lb.finish(5002);
    expect(await dying.admit(5002)).toBe("done");
  });

  it("an update whose instance died is taken over at once, long before its lease ran out (the instance's presence went with its connection), and the dead one could not answer it", async () => {
    const dying = postgresUpdateLedger({ db: a, instance: "dying-fast", logger: silentLogger, leaseMs: 30_000 });
    const lb = postgresUpdateLedger({ db: b, instance: "B", logger: silentLogger, leaseMs: 30_000 });
    await dying.load();
    await lb.load();
    expect(await dying.admit(5004)).toBe("run");
    expect(await lb.admit(5004)).toBe("busy"); // alive: its turn is its own
    await dying.flush();
    await dying.close!(); // its connections end, as when its process is killed
    expect(await lb.admit(5004)).toBe("run");
    // Had it lived on (only its connection lost), it could not send a reply for it any more.
    await expect(dying.replying!(5004)).rejects.toBeInstanceOf(UpdateTakenOverError);
    await lb.replying!(5004);
    await lb.replying!(5004); // a second reply of the same turn
    await lb.finish(5004);
    await lb.close!();
  });

  it("an instance whose presence connection was cut takes it again, and is alive to the others once more", async () => {
    const la = postgresUpdateLedger({ db: a, instance: "A-cut", logger: silentLogger, leaseMs: 30_000 });
    const lb = postgresUpdateLedger({ db: b, instance: "B", logger: silentLogger, leaseMs: 30_000 });
    const presence = async () =>
      (await b.pool.query<{ pid: number }>("SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND classid = $1::bigint::oid AND granted", [0x7a6f6570])).rows.map((r) => r.pid);
    // Other instances of this file may still hold theirs: A's presence is the one its load adds.
    const others = new Set(await presence());
    await la.load();
    const mine = (await presence()).filter((p) => !others.has(p));
    expect(mine).toHaveLength(1);
    const pid = mine[0]!;
    await b.pool.query("SELECT pg_terminate_backend($1)", [pid]);
    await expect.poll(async () => (await presence()).filter((p) => p !== pid && !others.has(p)).length, { timeout: 20_000 }).toBe(1);
    expect(await la.admit(5005)).toBe("run");
    expect(await lb.admit(5005)).toBe("busy");
    await la.finish(5005);
    await la.close!();
  });

  it("an update held by an older ZOE (no presence key) is taken over only when its lease runs out", async () => {
    const lb = postgresUpdateLedger({ db: b, instance: "B", logger: silentLogger, leaseMs: 30_000 });
    await lb.load();
    await a.pool.query("INSERT INTO zoe_telegram_updates (update_id, holder, state, lease_until) VALUES (5006, 'old', 'running', now() + interval '30 seconds')");
    expect(await lb.admit(5006)).toBe("busy");
    await a.pool.query("UPDATE zoe_telegram_updates SET lease_until = now() - interval '1 second' WHERE update_id = 5006");
    expect(await lb.admit(5006)).toBe("run");
    await lb.finish(5006);
    await lb.close!();
  });

  it("a live instance keeps its lease while a slow turn runs", async () => {
    const slow = postgresUpdateLedger({ db: a, instance: "slow", logger: silentLogger, leaseMs: 300 });
    const other = postgresUpdateLedger({ db: b, instance: "other", logger: silentLogger, leaseMs: 300 });
    expect(await slow.admit(5003)).toBe("run");
    await new Promise((r) => setTimeout(r, 900));
    expect(await other.admit(5003)).toBe("busy");
    await slow.finish(5003);
  });
});

describe("the owner lock", () => {
  it("serialises one owner's turns across instances and lets other owners run alongside", async () => {
    // Driven by gates and by PostgreSQL's own view of who waits, not by sleeps: the order holds
    // however slowly a busy machine runs each step.
    const events: string[] = [];
    const gate = () => {
      let open!: () => void;
      const opened = new Promise<void>((r) => (open = r));
      return { open, opened };
    };
    const firstIn = gate();
    const releaseFirst = gate();
    const waitingForOwnerLock = async () =>
      Number((await a.pool.query<{ n: string }>("SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")).rows[0]!.n);

    const first = withOwnerLock(a, "500", async () => {
      events.push("first+");
      firstIn.open();
      await releaseFirst.opened;
      events.push("first-");
    });
    await firstIn.opened;
    // The same owner on another instance: it waits on the lock while the first turn runs.
    const second = withOwnerLock(b, "500", async () => {
      events.push("second+");
      events.push("second-");
    });
    await expect.poll(waitingForOwnerLock, { timeout: 30_000 }).toBe(1);
    // Another owner on that instance runs at once, alongside.
    await withOwnerLock(b, "501", async () => {
      events.push("other+");
      events.push("other-");
    });
    expect(events).toEqual(["first+", "other+", "other-"]);
    releaseFirst.open();
    await Promise.all([first, second]);
    expect(events).toEqual(["first+", "other+", "other-", "first-", "second+", "second-"]);
    expect(await waitingForOwnerLock()).toBe(0);
  });

  it("an owner's later update waits while an earlier one runs on a live instance, and is answered after it", async () => {
    const la = postgresUpdateLedger({ db: a, instance: "A", logger: silentLogger });
    const lb = postgresUpdateLedger({ db: b, instance: "B", logger: silentLogger });
    const order: string[] = [];
    // Update 7001 reached instance A first but its turn has not started yet; 7002 reaches B.
    expect(await la.admit(7001, "600")).toBe("run");
    expect(await lb.admit(7002, "600")).toBe("run");
    const second = ownerTurnGate(b)(from("600"), 7002, async () => void order.push("7002"));
    await new Promise((r) => setTimeout(r, 300));
    expect(order).toEqual([]); // still waiting for 7001
    await ownerTurnGate(a)(from("600"), 7001, async () => void order.push("7001"));
    await la.finish(7001);
    await second;
    await lb.finish(7002);
    expect(order).toEqual(["7001", "7002"]);
  });

  it("an earlier update of a dead instance (lease run out) is not waited for", async () => {
    const dead = postgresUpdateLedger({ db: a, instance: "dead", logger: silentLogger, leaseMs: 200 });
    expect(await dead.admit(7101, "601")).toBe("run");
    await dead.flush();
    await new Promise((r) => setTimeout(r, 300));
    let ran = false;
    await ownerTurnGate(b, { maxWaitMs: 60_000 })(from("601"), 7102, async () => void (ran = true));
    expect(ran).toBe(true);
  });

  it("an earlier update of an instance that died (its presence gone, its lease still running) is not waited for: what its turn left in the inbox is taken over first", async () => {
    const dead = postgresUpdateLedger({ db: a, instance: "dead-fast", logger: silentLogger, leaseMs: 30_000 });
    await dead.load();
    expect(await dead.admit(7201, "602")).toBe("run");
    await dead.flush();
    await dead.close!();
    const order: string[] = [];
    const started = performance.now();
    await ownerTurnGate(b, { maxWaitMs: 60_000, takeOver: async (owner) => void order.push(`take over ${owner}`) })(from("602"), 7202, async () => void order.push("7202"));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(order).toEqual(["take over 602", "7202"]);
  });

  it("a turn that throws releases the lock", async () => {
    await expect(withOwnerLock(a, "502", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    let ran = false;
    await withOwnerLock(b, "502", async () => void (ran = true));
    expect(ran).toBe(true);
  });
});

describe("zoe doctor with ZOE_DATABASE_URL", () => {
  const run = async (url: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "zoe-doctor-pg-"));
    const checks = await doctorChecks({ ZOE_DATABASE_URL: url, ZOE_HOME: dir, ZOE_TZ: "UTC" }, silentLogger, dir);
    return checks.find((c) => c.name === "database");
  };
  it("passes with the connection and the schema version on a migrated database", async () => {
    expect(await run(server.url)).toEqual({ name: "database", ok: true, detail: expect.stringContaining(`schema version ${SCHEMA_VERSION}`) });
  });
  it("fails, saying why, on an unmigrated database and on an unreachable server", async () => {
    const fresh = await server.createDatabase("doctor_fresh");
    expect(await run(fresh)).toEqual({ name: "database", ok: false, detail: expect.stringMatching(/schema version 0, ZOE needs \d+; it migrates at start/) });
    const down = await run("postgres://zoe@127.0.0.1:1/zoe");
    expect(down?.ok).toBe(false);
    expect(down?.detail).toMatch(/ECONNREFUSED|connect/);
  });
  it("fails on a schema newer than this ZOE, and never migrates or changes the database", async () => {
    const url = await server.createDatabase("doctor_newer");
    const db = await openDatabase({ url, poolMax: 1, logger: silentLogger });
    await db.pool.query("INSERT INTO zoe_migrations (id, name) VALUES ($1, 'from a newer ZOE')", [SCHEMA_VERSION + 1]);
    await db.close();
    expect(await run(url)).toEqual({ name: "database", ok: false, detail: expect.stringMatching(new RegExp(`schema version ${SCHEMA_VERSION + 1} is newer than this ZOE \\(${SCHEMA_VERSION}\\): upgrade ZOE`)) });
    const fresh = await server.createDatabase("doctor_untouched");
    await run(fresh);
    const check = await openDatabase({ url: fresh, poolMax: 1, logger: silentLogger, migrate: false });
    try {
      expect(check.schemaVersion).toBe(0);
    } finally {
      await check.close();
    }
  });
});

describe("scheduled work across instances", () => {
  const OWNER = "900";
  /** An instance of ZOE without a chat channel: its own state folder, the shared database, a recording channel. */
  function instance(db: Database, name: string, clock: ManualClock, sent: Array<{ by: string; text: string }>): Built {
    const home = mkdtempSync(path.join(os.tmpdir(), `zoe-pg-sched-${name}-`));
    const config = loadConfig({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", ZOE_REFLECT_AT: "off", ZOE_DRAFTS_PER_DAY: "0" });
    const built = buildZoe({ config, logger: silentLogger, clock, model: null, ownerIds: [OWNER], calendar: null, database: db, instanceName: name });
    const channel: Channel = {
      name: "recording",
      start: async () => undefined,
      stop: async () => undefined,
      addressOf: (ownerId) => ({ channel: "recording", chat: ownerId }),
      send: async (_to: Address, msg: OutMessage) => {
        sent.push({ by: name, text: msg.text });
        return { messageId: String(sent.length) };
      },
    };
    built.zoe.attach(channel);
    return built;
  }

  it("the morning brief goes out once per slot although two instances schedule it", async () => {
    const url = await server.createDatabase("sched_once");
    const [da, dbb] = [await openDatabase({ url, poolMax: 3, logger: silentLogger }), await openDatabase({ url, poolMax: 3, logger: silentLogger })];
    try {
      const clock = new ManualClock("2026-06-04T05:00:00Z");
      const sent: Array<{ by: string; text: string }> = [];
      const x = instance(da, "x", clock, sent);
      const y = instance(dbb, "y", clock, sent);
      await Promise.all([x.scheduler.init(), y.scheduler.init()]);
      for (const day of ["2026-06-04", "2026-06-05", "2026-06-06"]) {
        clock.set(`${day}T07:00:30Z`); // 09:00 in Berlin, the default brief time
        await Promise.all([x.scheduler.runDue(), y.scheduler.runDue()]);
      }
      const briefs = sent.filter((s) => /brief|morning|today/i.test(s.text));
      expect(briefs).toHaveLength(3);
      expect(sent.length).toBe(3);
    } finally {
      await da.close();
      await dbb.close();
    }
  });

  it("a slot claimed by an instance that died mid-job is finished once by another after the lease", async () => {
    const url = await server.createDatabase("sched_takeover");
    const db = await openDatabase({ url, poolMax: 3, logger: silentLogger });
    try {
      const clock = new ManualClock("2026-06-04T05:00:00Z");
      const sent: Array<{ by: string; text: string }> = [];
      const y = instance(db, "y", clock, sent);
      await y.scheduler.init();
      // The dead instance took the 09:00 brief at 09:00:10 and was killed before sending it.
      const slot = new Date("2026-06-04T07:00:00Z");
      expect(await new PgClaims(db, OWNER, "dead", "claims/").claim(`brief@${slot.toISOString()}`, new Date(slot.getTime() + 10_000), 5 * MINUTE)).toBe(true);
      clock.set("2026-06-04T07:00:30Z");
      await y.scheduler.runDue();
      expect(sent).toHaveLength(0); // held by the (dead) owner of the lease
      clock.set("2026-06-04T07:06:00Z");
      await y.scheduler.runDue();
      expect(sent).toHaveLength(1);
      clock.set("2026-06-04T07:20:00Z");
      await y.scheduler.runDue();
      expect(sent).toHaveLength(1);
      const claim = await db.pool.query("SELECT holder, done FROM zoe_claims WHERE key = $1", [`claims/brief@${slot.toISOString()}`]);
      expect(claim.rows[0]).toEqual({ holder: "y", done: true });
    } finally {
      await db.close();
    }
  });

  it("the drafts notice of an instance that died after taking the day is sent once by the instance that takes its slot over", async () => {
    const url = await server.createDatabase("sched_notice_takeover");
    const db = await openDatabase({ url, poolMax: 3, logger: silentLogger });
    try {
      const env = { ZOE_TZ: "Europe/Berlin", ZOE_REFLECT_AT: "off" };
      const sent: Array<{ by: string; text: string }> = [];
      const channel = (name: string): Channel => ({
        name: "recording",
        start: async () => undefined,
        stop: async () => undefined,
        addressOf: (ownerId) => ({ channel: "recording", chat: ownerId }),
        send: async (_to: Address, msg: OutMessage) => (sent.push({ by: name, text: msg.text }), { messageId: String(sent.length) }),
      });
      // Instance x dies right after the database took its claim on the day's notice; its clock
      // stands still, so it renews no lease.
      let dayTaken!: () => void;
      const taken = new Promise<void>((r) => (dayTaken = r));
      const dying = withClaims(postgresStorage(db, "x"), (_owner, _name, own) =>
        afterClaiming(own, async (key) => {
          if (!key.includes("drafts-notice-day@")) return;
          dayTaken();
          await new Promise<never>(() => undefined);
        }),
      );
      const start = "2026-06-04T11:59:00Z"; // 13:59 in Berlin; the notice is due at 14:00
      const clockX = new ManualClock(start);
      const clockY = new ManualClock(start);
      const x = buildZoe({ config: loadConfig({ ...env, ZOE_HOME: mkdtempSync(path.join(os.tmpdir(), "zoe-pg-notice-x-")) }), logger: silentLogger, clock: clockX, model: null, ownerIds: [OWNER], calendar: null, storage: dying, instanceName: "x" });
      const y = buildZoe({ config: loadConfig({ ...env, ZOE_HOME: mkdtempSync(path.join(os.tmpdir(), "zoe-pg-notice-y-")) }), logger: silentLogger, clock: clockY, model: null, ownerIds: [OWNER], calendar: null, database: db, instanceName: "y" });
      x.zoe.attach(channel("x"));
      y.zoe.attach(channel("y"));
      await draftQueue(y.zoe.owner(OWNER)).add(newDraft({ text: "Shipped the onboarding flow.", material: "<evidence>building</evidence>", createdAt: new Date("2026-06-04T08:00:00Z"), slot: null }));
      await Promise.all([x.scheduler.init(), y.scheduler.init()]);
      const notices = () => sent.filter((m) => /drafts? ready/.test(m.text));

      clockX.set("2026-06-04T12:00:10Z");
      void x.scheduler.runDue(); // takes the slot and the day, then dies
      await taken;
      clockY.set("2026-06-04T12:00:30Z");
      await y.scheduler.runDue();
      expect(notices()).toHaveLength(0); // the slot is x's until its lease runs out

      clockY.set("2026-06-04T12:06:00Z");
      await y.scheduler.runDue();
      expect(notices()).toEqual([{ by: "y", text: "1 draft ready, /drafts to review." }]);
      clockY.set("2026-06-04T12:30:00Z");
      await y.scheduler.runDue();
      expect(notices()).toHaveLength(1);
      const day = await db.pool.query("SELECT holder, done FROM zoe_claims WHERE key = $1", ["claims/drafts-notice-day@2026-06-04"]);
      expect(day.rows[0]).toEqual({ holder: "y", done: true });
    } finally {
      await db.close();
    }
  });
});

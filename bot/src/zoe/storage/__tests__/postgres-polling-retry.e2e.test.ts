/**
 * Polling mode with a shared database (ZOE_DATABASE_URL, no webhook), against one real
 * PostgreSQL: an update whose handling fails before it reaches the owner's inbox is not lost to
 * the getUpdates offset. The batch is recorded in the inbox before the next poll confirms it (a
 * refused write: the batch comes again), and an update whose handling failed after that (the
 * update ledger refusing it, as a pool timeout would) is handled again after a backoff. Either
 * way the owner gets exactly one reply.
 * Deterministic: the failures are a trigger in the database refusing one write, never timing.
 * Counts are read after ZOE stopped: nothing can arrive later than that.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { systemClock } from "../../base/clock.ts";
import { silentLogger } from "../../base/log.ts";
import { startZoe, type Running } from "../../shell/runtime.ts";
import { openDatabase, type Database } from "../postgres/database.ts";
import { e2eConfig } from "../../test-support/e2e-config.ts";
import { usePostgresServer } from "../../test-support/use-postgres-server.ts";
import { startTelegramEmulator, type Emulator } from "../../test-support/telegram-emulator.ts";

const OWNER = 5151;

let emu: Emulator;
let zoe: Running | null = null;
let db: Database | null = null;

const postgres = usePostgresServer("polling_retry");
beforeEach(async () => {
  emu = await startTelegramEmulator();
});
afterEach(async () => {
  await zoe?.stop();
  zoe = null;
  await db?.close();
  db = null;
  await emu.close();
});

/** ZOE polling against a fresh database, with `refuse` (SQL) installed before it starts. */
async function start(refuse: string): Promise<Database> {
  const url = await postgres.freshDatabase();
  db = await openDatabase({ url, poolMax: 2, logger: silentLogger }); // migrates: the tables exist
  await db.pool.query(refuse);
  const config = e2eConfig(
    { emu, model: { url: "http://127.0.0.1:9" }, home: mkdtempSync(path.join(os.tmpdir(), "zoe-polling-retry-")), owner: OWNER, timeZone: "Europe/Berlin" },
    { ZOE_DATABASE_URL: url, ZOE_DATABASE_POOL: "4", ZOE_RETRY_MAX_SECONDS: "0.5" },
  );
  zoe = await startZoe({ config, logger: silentLogger, clock: systemClock, model: null, autoSchedule: false, pollingTimeoutSec: 1, telegramMaxRetryDelayMs: 500 });
  return db;
}

/** A trigger refusing the `nth` `table` row change that `when` matches (a sequence counts: it survives the rollback). */
function refuseOnce(table: string, when: string, nth = 1, sqlstate = "P0001"): string {
  return `
    CREATE SEQUENCE refusals;
    CREATE FUNCTION refuse_once() RETURNS trigger AS $$
    BEGIN
      IF ${when} AND nextval('refusals') = ${nth} THEN
        RAISE EXCEPTION 'refused by the test' USING ERRCODE = '${sqlstate}';
      END IF;
      RETURN NEW;
    END $$ LANGUAGE plpgsql;
    CREATE TRIGGER refuse_once BEFORE INSERT OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_once();`;
}

/** Send one message; wait until it is answered and its inbox entry is done; stop ZOE; the owner's messages. */
async function oneMessage(database: Database, text = "hello there"): Promise<string[]> {
  const owner = emu.client(OWNER);
  await owner.send(text);
  await owner.waitForMessages(1, 30_000);
  await expect
    .poll(async () => (await database.pool.query(`SELECT 1 FROM zoe_documents WHERE owner = $1 AND name = 'inbox' AND jsonb_array_length(value->'done') = 1 AND jsonb_array_length(value->'entries') = 0`, [String(OWNER)])).rowCount, { timeout: 30_000 })
    .toBe(1);
  await zoe!.stop();
  zoe = null;
  return owner.messages().map((m) => m.text);
}

describe("polling with a shared database: an update whose handling fails is not confirmed away", () => {
  it("the owner's inbox refusing the first write: the batch comes again, and is answered once", async () => {
    const database = await start(refuseOnce("zoe_documents", "NEW.name = 'inbox'"));
    expect(await oneMessage(database)).toHaveLength(1);
    expect((await database.pool.query("SELECT last_value::int AS n FROM refusals")).rows[0].n).toBeGreaterThanOrEqual(1);
    // The getUpdates offset did not move past it: Telegram handed it over a second time.
    expect(emu.deliveries().length).toBeGreaterThanOrEqual(2);
  }, 90_000);

  it("the inbox refusing the turn's first write (after the batch was recorded): handled again after a backoff, answered once", async () => {
    // Row changes of the inbox: the intake's insert, then its update; the third is the turn's.
    const database = await start(refuseOnce("zoe_documents", "NEW.name = 'inbox'", 3));
    expect(await oneMessage(database)).toHaveLength(1);
    expect((await database.pool.query("SELECT last_value::int AS n FROM refusals")).rows[0].n).toBeGreaterThanOrEqual(3);
    expect(emu.deliveries()).toHaveLength(1); // confirmed by the next poll: the retry is ZOE's
  }, 90_000);

  it("the update ledger refusing the update (a pool timeout's stand-in): handled again after a backoff, answered once", async () => {
    const database = await start(refuseOnce("zoe_telegram_updates", "true"));
    expect(await oneMessage(database)).toHaveLength(1);
    expect((await database.pool.query("SELECT last_value::int AS n FROM refusals")).rows[0].n).toBeGreaterThanOrEqual(1);
    const ledger = await database.pool.query("SELECT state FROM zoe_telegram_updates");
    expect(ledger.rows).toEqual([{ state: "done" }]);
    expect(emu.deliveries()).toHaveLength(1); // confirmed by the next poll: the retry is ZOE's
  }, 90_000);

  it("the server ending the turn's session mid-turn (57P01, as a restart or failover does): no apology; the inbox answers it once, tracked", async () => {
    const database = await start(refuseOnce("zoe_documents", "NEW.name = 'threads'", 1, "57P01"));
    const said = await oneMessage(database, "I'll send the deck to Maria by friday");
    expect(said).toEqual([expect.stringMatching(/send the deck to Maria/i)]);
    expect((await database.pool.query("SELECT last_value::int AS n FROM refusals")).rows[0].n).toBeGreaterThanOrEqual(2); // refused, then written
    const threads = await database.pool.query(`SELECT value->'threads' AS t FROM zoe_documents WHERE owner = $1 AND name = 'threads'`, [String(OWNER)]);
    expect(JSON.stringify(threads.rows[0]?.t)).toMatch(/send the deck to Maria/i);
    // Handled as far as Telegram goes (the inbox kept it and its drain answered): recorded, not fetched again.
    expect((await database.pool.query("SELECT state FROM zoe_telegram_updates")).rows).toEqual([{ state: "done" }]);
    expect(emu.deliveries()).toHaveLength(1);
  }, 90_000);
});

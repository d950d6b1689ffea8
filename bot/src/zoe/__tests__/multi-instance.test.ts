/**
 * Several instances under load, against one real PostgreSQL:
 * - three real ZOE processes (`bin/zoe.js start`) behind a loopback round-robin proxy, the
 *   Telegram emulator delivering by webhook, 200 owners writing commitments; one instance is
 *   SIGKILLed mid-load. Every update is answered exactly once, and no thread is lost.
 * - a simulated day of scheduled work for 200 owners on three instances sharing the database,
 *   one of which hangs mid-job (as a killed machine holds its lease): every brief and follow-up
 *   goes out exactly as often as on a single instance, none twice and none missing.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock, MINUTE } from "../base/clock.ts";
import type { Channel, OutMessage } from "../channels/types.ts";
import { loadConfig } from "../shell/config.ts";
import { silentLogger } from "../base/log.ts";
import { buildZoe, type Built } from "../shell/runtime.ts";
import { openDatabase, type Database } from "../storage/postgres/database.ts";
import { newThread, ThreadStore } from "../threads.ts";
import { postgresStorage } from "../storage/postgres/space.ts";
import { startTestPostgres, type TestPostgres } from "./helpers/postgres.ts";
import { startTelegramEmulator, type Emulator } from "./helpers/telegram-emulator.ts";
import { startCluster, type Cluster } from "./helpers/zoe-cluster.ts";

const OWNERS = Array.from({ length: 200 }, (_, i) => String(700_000 + i));
/** The scheduled day runs for all of them. */
const DAY_OWNERS = OWNERS;
let server: TestPostgres;

beforeAll(async () => {
  server = await startTestPostgres();
}, 90_000);
afterAll(async () => server?.stop());

describe("three ZOE processes, one database, webhook delivery, one SIGKILL mid-load", () => {
  let emu: Emulator | null = null;
  let cluster: Cluster | null = null;
  afterAll(async () => {
    await cluster?.stop();
    await emu?.close();
  });

  it("answers every update exactly once and loses no thread", async () => {
    emu = await startTelegramEmulator();
    const home = mkdtempSync(path.join(os.tmpdir(), "zoe-multi-proc-"));
    const url = await server.createDatabase("multi_proc");
    cluster = await startCluster({
      n: 3,
      secret: ["load", "secret", String(process.pid)].join("_"),
      env: {
        TELEGRAM_BOT_TOKEN: emu.token,
        TELEGRAM_API_ROOT: emu.apiRoot,
        ZOE_OWNER_IDS: OWNERS.join(","),
        ZOE_HOME: home,
        ZOE_TZ: "Europe/Berlin",
        ZOE_DATABASE_URL: url,
        ZOE_DATABASE_POOL: "4",
        ZOE_UPDATE_LEASE_SECONDS: "3",
        ZOE_REFLECT_AT: "off",
        ZOE_DRAFTS_PER_DAY: "0",
      },
    });
    const users = OWNERS.map((id) => emu!.client(Number(id)));
    const say = (id: string, k: number) => `I'll send the report r${id}x${k} by friday`;
    // Wave one, then the kill while it is being answered, then wave two.
    await Promise.all(users.map((u) => u.send(say(String(u.userId), 0))));
    await expect.poll(() => emu!.calls("sendMessage").length, { timeout: 60_000, interval: 20 }).toBeGreaterThan(60);
    await cluster.kill("zoe-2");
    await Promise.all(users.map((u) => u.send(say(String(u.userId), 1))));
    // Every owner hears back on both messages (the killed instance's updates come round again).
    for (const u of users) await u.waitForMessages(2, 120_000);
    await new Promise((r) => setTimeout(r, 1_500)); // a late duplicate would show up here
    const perOwner = users.map((u) => u.messages().length);
    expect(perOwner.filter((n) => n !== 2)).toEqual([]);
    // The kill did catch updates in flight: Telegram had to deliver some of them again.
    expect(emu.webhookAttempts().some((a) => a.status !== 200)).toBe(true);
    // The ledger saw 400 updates, each done once.
    const db = await openDatabase({ url, poolMax: 1, logger: silentLogger, migrate: false });
    try {
      const r = await db.pool.query("SELECT count(*)::int AS n, count(*) FILTER (WHERE state = 'done')::int AS done FROM zoe_telegram_updates");
      expect(r.rows[0]).toEqual({ n: 400, done: 400 });
    } finally {
      await db.close();
    }
    await cluster.stop();
    cluster = null;
    // No thread lost: both commitments of every owner are tracked, in the database.
    const check = await openDatabase({ url, poolMax: 2, logger: silentLogger, migrate: false });
    try {
      const storage = postgresStorage(check, "check");
      const missing: string[] = [];
      for (const id of OWNERS) {
        const threads = await new ThreadStore(storage.owner(id)).all();
        for (const k of [0, 1]) if (!threads.some((t) => t.summary.includes(`r${id}x${k}`))) missing.push(`${id}#${k}`);
      }
      expect(missing).toEqual([]);
    } finally {
      await check.close();
    }
  }, 240_000);
});

describe("a simulated day of scheduled work on three instances, one hanging mid-job", () => {
  const DAY = "2026-06-04";
  const STEP = 60 * MINUTE;
  type Sent = { by: string; owner: string; text: string };

  /** An instance sharing `db` and `home`; its channel records sends, or hangs forever once `hang()` is called. */
  function instance(db: Database, home: string, name: string, clock: ManualClock, sent: Sent[]): Built & { hang(): void } {
    // The day's slot length: a reasoning tick every three hours (not hourly) keeps 200 owners x
    // three instances quick on a busy machine; the assertions are the same at any slot length.
    const config = loadConfig({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", ZOE_REFLECT_AT: "off", ZOE_DRAFTS_PER_DAY: "0", ZOE_TICK_CRON: "0 */3 * * *" });
    const built = buildZoe({ config, logger: silentLogger, clock, model: null, ownerIds: DAY_OWNERS, calendar: null, database: db, instanceName: name });
    let hung = false;
    const channel: Channel = {
      kind: "terminal",
      start: async () => undefined,
      stop: async () => undefined,
      send: (owner: string, msg: OutMessage) => {
        if (hung) return new Promise(() => undefined); // a killed machine never answers
        sent.push({ by: name, owner, text: msg.text });
        return Promise.resolve({ messageId: String(sent.length) });
      },
    };
    built.zoe.attach(channel);
    return Object.assign(built, { hang: () => void (hung = true) });
  }

  async function seed(db: Database): Promise<void> {
    const storage = postgresStorage(db, "seed");
    await Promise.all(
      DAY_OWNERS.map((id, i) =>
        new ThreadStore(storage.owner(id)).transact((threads) => {
          threads.push(newThread({ id: `th-${String(i).padStart(4, "0")}`, summary: `send the deck d${id}`, createdAt: new Date(`${DAY}T04:00:00Z`), dueAt: new Date(`${DAY}T12:00:00Z`) }));
        }),
      ),
    );
  }

  /** Run the day in hourly steps on the live instances (every slot on time); returns what was sent. */
  async function runDay(n: number, dbName: string, hangAt: string | null): Promise<Sent[]> {
    const url = await server.createDatabase(dbName);
    const home = mkdtempSync(path.join(os.tmpdir(), `zoe-day-${dbName}-`));
    const dbs = await Promise.all(Array.from({ length: n }, () => openDatabase({ url, poolMax: 4, logger: silentLogger })));
    await seed(dbs[0]!);
    try {
      const clock = new ManualClock(`${DAY}T03:00:00Z`);
      const sent: Sent[] = [];
      const live = dbs.map((db, i) => instance(db, home, `i${i + 1}`, clock, sent));
      await Promise.all(live.map((z) => z.scheduler.init()));
      let running = [...live];
      for (let t = Date.parse(`${DAY}T04:00:00Z`); t <= Date.parse(`${DAY}T22:00:00Z`); t += STEP) {
        clock.set(t + 20_000);
        if (hangAt && t === Date.parse(hangAt)) {
          // The last instance takes its share of this slot and hangs mid-job; it is never waited for again.
          const victim = running[running.length - 1]!;
          victim.hang();
          void victim.scheduler.runDue();
          running = running.slice(0, -1);
          await new Promise((r) => setTimeout(r, 300));
        }
        await Promise.all(running.map((z) => z.scheduler.runDue()));
      }
      return sent;
    } finally {
      await Promise.all(dbs.map((d) => d.close()));
    }
  }

  const summary = (sent: Sent[]) => {
    const m = new Map<string, number>();
    for (const s of sent) {
      const kind = /your brief for/i.test(s.text) ? "brief" : /deck/.test(s.text) ? "follow-up" : "other";
      const key = `${s.owner} ${kind}`;
      m.set(key, (m.get(key) ?? 0) + 1);
    }
    return Object.fromEntries([...m].sort());
  };

  it("sends every brief and follow-up once, as one instance would, although an instance hung mid-job", async () => {
    const single = await runDay(1, "day_single", null);
    const multi = await runDay(3, "day_multi", `${DAY}T07:00:00Z`); // the 09:00 brief slot
    expect(single.length).toBeGreaterThanOrEqual(DAY_OWNERS.length * 2);
    expect(summary(multi)).toEqual(summary(single));
    expect(new Set(multi.map((s) => s.by)).size).toBeGreaterThan(1); // the work was spread
    // One brief and one follow-up per owner, nothing else.
    const expected = Object.fromEntries(DAY_OWNERS.flatMap((id) => [[`${id} brief`, 1], [`${id} follow-up`, 1]]).sort());
    expect(summary(multi)).toEqual(expected);
  }, 420_000);
});

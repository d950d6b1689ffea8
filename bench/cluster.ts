/**
 * Several instances on PostgreSQL: messages per second with one, two and three ZOE processes
 * behind the round-robin proxy (webhook delivery, offline replies), the p99 reply overhead of the
 * PostgreSQL coordination (one instance, webhook mode, with and without ZOE_DATABASE_URL), and job
 * lag (slot time to send) for the morning brief of 1,000 owners.
 * Must never: talk to anything but 127.0.0.1, or leave a server or process running.
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTestPostgres, type TestPostgres } from "../bot/src/zoe/test-support/postgres.ts";
import { freePort, startTelegramEmulator } from "../bot/src/zoe/test-support/telegram-emulator.ts";
import { startCluster } from "../bot/src/zoe/test-support/zoe-cluster.ts";
import type { Address } from "../bot/src/zoe/channels/address.ts";
import type { Channel, OutMessage } from "../bot/src/zoe/channels/types.ts";
import { ManualClock, systemClock } from "../bot/src/zoe/base/clock.ts";
import { loadConfig } from "../bot/src/zoe/shell/config.ts";
import { silentLogger } from "../bot/src/zoe/base/log.ts";
import { buildZoe, startZoe } from "../bot/src/zoe/shell/runtime.ts";
import { openDatabase } from "../bot/src/zoe/storage/postgres/database.ts";
import { quantile, type Figure } from "./stats.ts";

export interface ClusterBenchOptions {
  owners: number;
  perOwner: number;
  instances: number[];
  /** Messages timed one after another for the overhead figure. */
  sequential: number;
  /** Owners whose brief is due in the same slot. */
  lagOwners: number;
}

const secret = () => ["bench", "hook", String(process.pid)].join("_");

/** Messages per second through n processes: every owner writes `perOwner` messages at once. */
async function throughput(pg: TestPostgres, n: number, o: ClusterBenchOptions): Promise<number> {
  const emu = await startTelegramEmulator();
  const home = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-bench-cluster-"));
  const url = await pg.createDatabase(`bench_tp_${n}_${process.pid}`);
  const owners = Array.from({ length: o.owners }, (_, i) => 800_000 + i);
  const cluster = await startCluster({
    n,
    secret: secret(),
    env: { TELEGRAM_BOT_TOKEN: emu.token, TELEGRAM_API_ROOT: emu.apiRoot, ZOE_OWNER_IDS: owners.join(","), ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", ZOE_DATABASE_URL: url, ZOE_DATABASE_POOL: "6", ZOE_REFLECT_AT: "off", ZOE_DRAFTS_PER_DAY: "0" },
  });
  try {
    const users = owners.map((id) => emu.client(id));
    const t0 = performance.now();
    for (let k = 0; k < o.perOwner; k++) await Promise.all(users.map((u) => u.send(`note ${k}: the weather is fine`)));
    for (const u of users) await u.waitForMessages(o.perOwner, 300_000);
    return (o.owners * o.perOwner) / ((performance.now() - t0) / 1000);
  } finally {
    await cluster.stop();
    await emu.close();
    await fs.rm(home, { recursive: true, force: true });
  }
}

/** Send-to-reply latencies (ms) of sequential messages from one owner, one in-process instance in webhook mode. */
async function latencies(dbUrl: string | null, messages: number): Promise<number[]> {
  const emu = await startTelegramEmulator();
  const home = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-bench-pglat-"));
  const port = await freePort();
  const config = loadConfig({
    TELEGRAM_BOT_TOKEN: emu.token,
    TELEGRAM_API_ROOT: emu.apiRoot,
    ZOE_OWNER_IDS: "900001",
    ZOE_HOME: home,
    ZOE_TZ: "Europe/Berlin",
    ZOE_HTTP_PORT: String(port),
    ZOE_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
    ZOE_WEBHOOK_SECRET: secret(),
    ...(dbUrl ? { ZOE_DATABASE_URL: dbUrl } : {}),
  });
  const zoe = await startZoe({ config, logger: silentLogger, clock: systemClock, autoSchedule: false });
  try {
    const u = emu.client(900001);
    const out: number[] = [];
    for (let i = 0; i < messages + 10; i++) {
      const t0 = performance.now();
      await u.send(`/threads`);
      await u.waitForMessages(i + 1, 30_000);
      if (i >= 10) out.push(performance.now() - t0); // the first ten warm up
    }
    return out;
  } finally {
    await zoe.stop();
    await emu.close();
    await fs.rm(home, { recursive: true, force: true });
  }
}

/** Seconds from the brief slot to each owner's brief, 1,000 owners, one instance, claims in PostgreSQL. */
async function jobLag(pg: TestPostgres, owners: number): Promise<number[]> {
  const url = await pg.createDatabase(`bench_lag_${process.pid}`);
  const db = await openDatabase({ url, poolMax: 10, logger: silentLogger });
  const home = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-bench-lag-"));
  try {
    const ids = Array.from({ length: owners }, (_, i) => String(810_000 + i));
    const clock = new ManualClock("2026-06-04T05:00:00Z");
    const config = loadConfig({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", ZOE_REFLECT_AT: "off", ZOE_DRAFTS_PER_DAY: "0", ZOE_TICK_CRON: "30 3 * * *" });
    const built = buildZoe({ config, logger: silentLogger, clock, model: null, ownerIds: ids, calendar: null, database: db, instanceName: "bench" });
    let slotWall = 0;
    const lags: number[] = [];
    const channel: Channel = {
      name: "bench",
      start: async () => undefined,
      stop: async () => undefined,
      addressOf: (ownerId) => ({ channel: "bench", chat: ownerId }),
      send: async (_to: Address, _m: OutMessage) => {
        lags.push((performance.now() - slotWall) / 1000);
        return { messageId: String(lags.length) };
      },
    };
    built.zoe.attach(channel);
    await built.scheduler.init();
    clock.set("2026-06-04T07:00:00Z"); // 09:00 in Berlin: every owner's brief is due now
    slotWall = performance.now();
    await built.scheduler.runDue();
    return lags;
  } finally {
    await db.close();
    await fs.rm(home, { recursive: true, force: true });
  }
}

export async function clusterBench(o: ClusterBenchOptions): Promise<Figure[]> {
  const pg = await startTestPostgres();
  const figs: Figure[] = [];
  try {
    for (const n of o.instances) {
      const mps = await throughput(pg, n, o);
      figs.push({ bench: `webhook, PostgreSQL, ${n} instance${n > 1 ? "s" : ""}`, metric: "messages/s", value: mps, unit: "msg/s", note: `${o.owners} owners x ${o.perOwner}, offline replies, one machine` });
    }
    const files = await latencies(null, o.sequential);
    const onPg = await latencies(await pg.createDatabase(`bench_lat_${process.pid}`), o.sequential);
    figs.push({ bench: "reply, webhook, files", metric: "p99", value: quantile(files, 0.99), unit: "ms", note: `median ${quantile(files, 0.5).toFixed(1)} ms, ${files.length} msgs` });
    figs.push({ bench: "reply, webhook, PostgreSQL", metric: "p99", value: quantile(onPg, 0.99), unit: "ms", note: `median ${quantile(onPg, 0.5).toFixed(1)} ms, ${onPg.length} msgs` });
    figs.push({ bench: "reply overhead of PostgreSQL", metric: "p99 difference", value: quantile(onPg, 0.99) - quantile(files, 0.99), unit: "ms", note: "ledger + owner lock + ordering check per update" });
    const lags = await jobLag(pg, o.lagOwners);
    figs.push({ bench: `job lag, ${o.lagOwners} owners' briefs in one slot`, metric: "p50", value: quantile(lags, 0.5), unit: "s", note: `${lags.length} briefs sent, one instance, slot claims in PostgreSQL` });
    figs.push({ bench: `job lag, ${o.lagOwners} owners' briefs in one slot`, metric: "p99", value: quantile(lags, 0.99), unit: "s", note: `max ${Math.max(...lags).toFixed(2)} s` });
  } finally {
    await pg.stop();
  }
  return figs;
}

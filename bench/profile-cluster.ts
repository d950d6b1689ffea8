/**
 * A look inside the cluster bench's throughput run (issue #17, "2 instances slower than 1"): the
 * same load (owners x messages at once, webhook through the round-robin proxy, offline replies)
 * while a side connection samples pg_stat_activity (what each ZOE connection waits on, by
 * statement) and pg_locks (advisory locks waited for) every 20 ms, plus the machine's load.
 * Usage: node --import tsx bench/profile-cluster.ts [instances...] (default 1 2 3); run it under
 * the suite lock like the bench. Prints one block per instance count; asserts nothing.
 * Must never: talk to anything but 127.0.0.1, or leave a server or process running.
 */
import { promises as fs, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startTestPostgres, type TestPostgres } from "../bot/src/zoe/test-support/postgres.ts";
import { startTelegramEmulator } from "../bot/src/zoe/test-support/telegram-emulator.ts";
import { startCluster } from "../bot/src/zoe/test-support/zoe-cluster.ts";

const OWNERS = Number(process.env.PROFILE_OWNERS ?? 100);
const PER_OWNER = Number(process.env.PROFILE_PER_OWNER ?? 4);

/** CPU seconds (user + system) a process used so far, from /proc (0 when it is gone). */
function cpuOf(pid: number): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(f[11]) + Number(f[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return 0;
  }
}

/** CPU seconds of every PostgreSQL process serving database `db` (its backends name it). */
function cpuOfBackends(db: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (readFileSync(`/proc/${d}/cmdline`, "utf8").includes(` ${db} `)) out.set(Number(d), cpuOf(Number(d)));
    } catch {
      /* gone */
    }
  }
  return out;
}

async function run(server: TestPostgres, n: number): Promise<void> {
  const emu = await startTelegramEmulator();
  const home = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-profile-"));
  const url = await server.createDatabase(`profile_${n}_${process.pid}`);
  const owners = Array.from({ length: OWNERS }, (_, i) => 800_000 + i);
  const cluster = await startCluster({
    n,
    secret: ["profile", "hook", String(process.pid)].join("_"),
    env: { TELEGRAM_BOT_TOKEN: emu.token, TELEGRAM_API_ROOT: emu.apiRoot, ZOE_OWNER_IDS: owners.join(","), ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", ZOE_DATABASE_URL: url, ZOE_DATABASE_POOL: process.env.PROFILE_POOL ?? "6", ZOE_REFLECT_AT: "off", ZOE_DRAFTS_PER_DAY: "0" },
  });
  const side = new pg.Client({ connectionString: url });
  await side.connect();
  const waits = new Map<string, number>();
  let samples = 0;
  let lockWaits = 0;
  let active = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const r = await side.query<{ w: string; q: string; n: number }>(
        `SELECT coalesce(wait_event_type || ':' || wait_event, 'cpu') AS w, regexp_replace(left(query, 48), '\\s+', ' ', 'g') AS q, count(*)::int AS n
         FROM pg_stat_activity WHERE application_name = 'zoe' AND state = 'active' GROUP BY 1, 2`,
      );
      const l = await side.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted");
      samples++;
      lockWaits += l.rows[0]!.n;
      for (const row of r.rows) {
        active += row.n;
        const k = `${row.w.padEnd(28)} ${row.q}`;
        waits.set(k, (waits.get(k) ?? 0) + row.n);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const load0 = os.loadavg()[0]!;
  const db = `profile_${n}_${process.pid}`;
  const pids = cluster.instances.map((i) => i.child.pid!);
  const zoe0 = pids.map(cpuOf);
  const pg0 = cpuOfBackends(db);
  const self0 = process.cpuUsage();
  try {
    const users = owners.map((id) => emu.client(id));
    const t0 = performance.now();
    for (let k = 0; k < PER_OWNER; k++) await Promise.all(users.map((u) => u.send(`note ${k}: the weather is fine`)));
    for (const u of users) await u.waitForMessages(PER_OWNER, 300_000);
    const secs = (performance.now() - t0) / 1000;
    const selfCpu = (() => {
      const u = process.cpuUsage(self0);
      return (u.user + u.system) / 1e6;
    })();
    const zoeCpu = pids.map((p, i) => cpuOf(p) - zoe0[i]!);
    const pgCpu = [...cpuOfBackends(db)].reduce((sum, [pid, c]) => sum + c - (pg0.get(pid) ?? 0), 0);
    sampling = false;
    await sampler;
    console.log(`\n== ${n} instance(s): ${((OWNERS * PER_OWNER) / secs).toFixed(1)} msg/s (${secs.toFixed(2)} s), load ${load0.toFixed(1)} -> ${os.loadavg()[0]!.toFixed(1)}, ${samples} samples`);
    const pct = (c: number) => `${((100 * c) / secs).toFixed(0)}%`;
    console.log(`   CPU of one core during the load: harness (emulator + proxy + load) ${pct(selfCpu)}, ZOE ${zoeCpu.map(pct).join(" + ")}, PostgreSQL backends ${pct(pgCpu)}`);
    console.log(`   mean active ZOE statements ${(active / samples).toFixed(2)}, mean advisory lock waiters ${(lockWaits / samples).toFixed(2)}`);
    for (const [k, v] of [...waits].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`   ${(v / samples).toFixed(2).padStart(6)}  ${k}`);
  } finally {
    sampling = false;
    await sampler.catch(() => undefined);
    await side.end();
    await cluster.stop();
    await emu.close();
    await fs.rm(home, { recursive: true, force: true });
  }
}

const counts = process.argv.slice(2).map(Number).filter((x) => x > 0);
const server = await startTestPostgres();
try {
  for (const n of counts.length ? counts : [1, 2, 3]) await run(server, n);
} finally {
  await server.stop();
}

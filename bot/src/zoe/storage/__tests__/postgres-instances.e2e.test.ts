/**
 * Two ZOE instances against one real PostgreSQL, behind a loopback round-robin proxy, with the
 * Telegram emulator delivering by webhook: every update answered exactly once whichever instance
 * gets it, Telegram's redeliveries never answered twice, an owner's messages answered in order,
 * a reply Telegram refused with `retry_after` delivered once, no sooner, by the other instance
 * after the one that took it was killed (real `zoe start` processes, SIGKILL), and /healthz
 * reporting the database.
 * Counts are read after every instance has stopped: nothing can arrive later than that.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { systemClock } from "../../base/clock.ts";
import { silentLogger } from "../../base/log.ts";
import { startZoe, type Running } from "../../shell/runtime.ts";
import { startFakeAnthropic, type FakeAnthropic } from "../../test-support/fake-anthropic.ts";
import { freePort, startTelegramEmulator, type Emulator } from "../../test-support/telegram-emulator.ts";
import { e2eConfig } from "../../test-support/e2e-config.ts";
import { usePostgresServer } from "../../test-support/use-postgres-server.ts";
import { startRoundRobinProxy, type RoundRobinProxy } from "../../test-support/round-robin-proxy.ts";
import { startCluster, type Cluster } from "../../test-support/zoe-cluster.ts";
import { openDatabase } from "../postgres/database.ts";

const OWNERS = [1001, 1002, 1003, 1004, 1005];
const SECRET = ["multi", "hook", String(process.pid)].join("_");

let emu: Emulator;
let model: FakeAnthropic;
let proxy: RoundRobinProxy;
let instances: Running[] = [];
let cluster: Cluster | null = null;

const postgres = usePostgresServer("multi");

beforeEach(async () => {
  emu = await startTelegramEmulator();
  // Replies echo the owner's words, so each reply names the message it answers.
  model = await startFakeAnthropic({
    handler: (body) => {
      const last = body.messages[body.messages.length - 1];
      const text = typeof last.content === "string" ? last.content : last.content.map((c: { text?: string }) => c.text ?? "").join(" ");
      const said = /msg-\d+-\d+/.exec(text)?.[0] ?? "?";
      return { kind: "tool", name: "respond", input: { reply: `got ${said}` } };
    },
  });
});

/** Stop every instance: from then on nothing more reaches the emulator. */
async function stopAll(): Promise<void> {
  await Promise.all(instances.map((i) => i.stop()));
  instances = [];
  await cluster?.stop();
  cluster = null;
}

afterEach(async () => {
  await stopAll();
  await proxy?.close();
  await model.close();
  await emu.close();
});

async function startInstances(n: number, opts: { pairing?: boolean } = {}): Promise<void> {
  const url = await postgres.freshDatabase();
  const ports = await Promise.all(Array.from({ length: n }, () => freePort()));
  proxy = await startRoundRobinProxy(ports.map((p) => `http://127.0.0.1:${p}`));
  for (const [i, port] of ports.entries()) {
    // Each instance has its own state folder: what they share is the database.
    const home = mkdtempSync(path.join(os.tmpdir(), `zoe-multi-${i}-`));
    const config = e2eConfig(
      { emu, model, home, owner: OWNERS.join(","), timeZone: "Europe/Berlin" },
      { ZOE_HTTP_PORT: String(port), ZOE_WEBHOOK_URL: `${proxy.url}/tg`, ZOE_WEBHOOK_SECRET: SECRET, ZOE_DATABASE_URL: url, ZOE_DATABASE_POOL: "4", ZOE_RETRY_MAX_SECONDS: "0.5", ...(opts.pairing ? { ZOE_OWNER_IDS: "" } : {}) },
    );
    instances.push(await startZoe({ config, logger: silentLogger, clock: systemClock, autoSchedule: false, instanceName: `inst-${i}`, updateLeaseMs: 2_000 }));
  }
}

describe("several instances on one PostgreSQL", () => {
  it("every update is answered exactly once, whichever instance gets it", async () => {
    await startInstances(2);
    const users = OWNERS.map((id) => emu.client(id));
    for (let k = 0; k < 4; k++) await Promise.all(users.map((u) => u.send(`msg-${u.userId}-${k}`)));
    for (const u of users) {
      const got = await u.waitForMessages(4, 30_000);
      expect(got.map((m) => m.text).sort()).toEqual([0, 1, 2, 3].map((k) => `got msg-${u.userId}-${k}`));
    }
    const hits = Object.values(proxy.hits());
    expect(hits).toHaveLength(2);
    for (const h of hits) expect(h).toBeGreaterThan(0);
    // The ledger marks an update done right after its reply went out.
    const done = async () =>
      (await instances[0]!.database!.pool.query("SELECT count(*)::int AS n, count(DISTINCT holder)::int AS holders FROM zoe_telegram_updates WHERE state = 'done'")).rows[0];
    await expect.poll(done).toEqual({ n: 20, holders: 2 });
  });

  it("Telegram redelivering answered updates (to the other instance) never produces a second reply", async () => {
    await startInstances(2);
    const u = emu.client(OWNERS[0]!);
    const sent = [];
    for (let k = 0; k < 3; k++) sent.push(await u.send(`msg-${u.userId}-${k}`));
    await u.waitForMessages(3, 30_000);
    await expect.poll(() => emu.webhookAttempts().length).toBe(3);
    for (const s of sent) emu.redeliver(s.updateId);
    await expect.poll(() => emu.webhookAttempts().length, { timeout: 10_000 }).toBe(6);
    expect(emu.webhookAttempts().every((a) => a.status === 200)).toBe(true);
    await stopAll();
    expect(u.messages()).toHaveLength(3);
  });

  it("a reply Telegram refuses after the update was recorded is retried with backoff and delivered exactly once", async () => {
    await startInstances(2);
    const u = emu.client(OWNERS[1]!);
    // Telegram refuses the reply three times, asking for a wait longer than the API client waits by
    // itself (ZOE_RETRY_MAX_SECONDS 0.5) but shorter than ZOE's own backoff.
    const refusal = { status: 429, body: { ok: false, error_code: 429, description: "Too Many Requests: retry after 1", parameters: { retry_after: 1 } } };
    emu.failNext("sendMessage", refusal, 3);
    const started = Date.now();
    await u.send(`msg-${u.userId}-0`);
    const got = await u.waitForMessages(1, 30_000);
    expect(got.map((m) => m.text)).toEqual([`got msg-${u.userId}-0`]);
    // Backing off: 1 s, 2 s, 4 s between the tries.
    expect(Date.now() - started).toBeGreaterThanOrEqual(6_000);
    // The update was recorded (done) before the first try, and Telegram heard 200 once: only the retry delivered.
    expect(emu.webhookAttempts()).toHaveLength(1);
    expect(emu.webhookAttempts()[0]!.status).toBe(200);
    // The owner's next message is answered as usual.
    await u.send(`msg-${u.userId}-1`);
    await u.waitForMessages(2, 30_000);
    await stopAll();
    expect(u.messages().map((m) => m.text)).toEqual([`got msg-${u.userId}-0`, `got msg-${u.userId}-1`]);
    // Four tries of the first reply (three refused), one of the second.
    expect(emu.calls("sendMessage").filter((c) => String(c.payload.chat_id) === String(u.userId))).toHaveLength(5);
  }, 60_000);

  it("an update whose handling fails before it reached the inbox (the database refused the write) is answered 500, and Telegram's retry is answered once", async () => {
    await startInstances(2);
    const db = instances[0]!.database!;
    const u = emu.client(OWNERS[3]!);
    // PostgreSQL refuses the first write of this owner's inbox (a sequence: not undone by the rollback).
    await db.pool.query("CREATE SEQUENCE refuse_once");
    await db.pool.query(`CREATE FUNCTION refuse_inbox() RETURNS trigger AS $$ BEGIN
      IF NEW.name = 'inbox' AND NEW.owner = '${u.userId}' AND nextval('refuse_once') = 1 THEN RAISE EXCEPTION 'injected: inbox write refused'; END IF;
      RETURN NEW; END $$ LANGUAGE plpgsql`);
    await db.pool.query("CREATE TRIGGER refuse BEFORE INSERT OR UPDATE ON zoe_documents FOR EACH ROW EXECUTE FUNCTION refuse_inbox()");
    const { updateId } = await u.send(`msg-${u.userId}-0`);
    const got = await u.waitForMessages(1, 30_000);
    expect(got.map((m) => m.text)).toEqual([`got msg-${u.userId}-0`]);
    // The failed delivery was not acknowledged: Telegram delivered it again, and that one was handled.
    await expect.poll(() => emu.webhookAttempts().map((a) => a.status)).toEqual([500, 200]);
    expect(emu.webhookAttempts().every((a) => a.updateId === updateId)).toBe(true);
    expect((await db.pool.query("SELECT nextval('refuse_once')::int AS n")).rows[0].n).toBeGreaterThan(2); // the refusal really happened
    await expect.poll(async () => (await db.pool.query("SELECT state FROM zoe_telegram_updates")).rows).toEqual([{ state: "done" }]);
    await stopAll();
    expect(u.messages()).toHaveLength(1);
  });

  it("a reply refused with retry_after outlives the instance that took it: killed with SIGKILL, the other instance delivers it once, not sooner", async () => {
    const url = await postgres.freshDatabase();
    const owner = OWNERS[2]!;
    // Real `zoe start` processes: one can die as a machine does.
    cluster = await startCluster({
      n: 2,
      secret: SECRET,
      startTimeoutMs: 90_000,
      env: {
        TELEGRAM_BOT_TOKEN: emu.token,
        TELEGRAM_API_ROOT: emu.apiRoot,
        ZOE_OWNER_IDS: OWNERS.join(","),
        ANTHROPIC_API_KEY: "test-key-not-a-secret",
        ANTHROPIC_BASE_URL: model.url,
        ZOE_HOME: mkdtempSync(path.join(os.tmpdir(), "zoe-multi-kill-")),
        ZOE_TZ: "Europe/Berlin",
        ZOE_DATABASE_URL: url,
        ZOE_DATABASE_POOL: "4",
        ZOE_RETRY_MAX_SECONDS: "0.5",
      },
    });
    const db = await openDatabase({ url, poolMax: 2, logger: silentLogger, migrate: false });
    onTestFinished(() => db.close());
    const tries: number[] = [];
    emu.onCall((c) => {
      if (c.method === "sendMessage" && String(c.payload.chat_id) === String(owner)) tries.push(Date.now());
    });
    onTestFinished(() => emu.onCall(null));
    // Telegram refuses the reply once and asks for 5 s: longer than the API client waits in memory.
    emu.failNext("sendMessage", { status: 429, body: { ok: false, error_code: 429, description: "Too Many Requests: retry after 5", parameters: { retry_after: 5 } } }, 1);
    const u = emu.client(owner);
    const { updateId } = await u.send(`msg-${owner}-0`);
    // The refusal is kept in the owner's inbox, in the database, with the time of the next try.
    const entry = async () => (await db.pool.query("SELECT value->'entries'->0 AS e FROM zoe_documents WHERE owner = $1 AND name = 'inbox'", [String(owner)])).rows[0]?.e;
    await expect.poll(async () => (await entry())?.retries, { timeout: 30_000, interval: 20 }).toBe(1);
    const { retryAt, doneAt } = await entry();
    expect(doneAt).toBeNull();
    expect(Date.parse(retryAt) - tries[0]!).toBeGreaterThanOrEqual(5_000); // retry_after, not the 1 s backoff
    // Telegram was answered (200): the update is recorded, and only the inbox can bring the reply now.
    await expect.poll(() => emu.webhookAttempts(), { timeout: 10_000, interval: 20 }).toEqual([{ updateId, status: 200 }]);
    // The instance the proxy gave the update to is killed before the retry is due.
    const [backend] = Object.entries(cluster.proxy.hits()).find(([, n]) => n > 0)!;
    const victim = cluster.instances.find((i) => backend === `http://127.0.0.1:${i.port}`)!;
    await cluster.kill(victim.name);
    expect(Date.now()).toBeLessThan(Date.parse(retryAt));
    const got = await u.waitForMessages(1, 30_000);
    expect(got.map((m) => m.text)).toEqual([`got msg-${owner}-0`]);
    // Handled: the entry left the pending ones for the slim done ones.
    const done = async () => (await db.pool.query("SELECT value->'done' AS d FROM zoe_documents WHERE owner = $1 AND name = 'inbox'", [String(owner)])).rows[0]?.d as Array<{ key: string }> | undefined;
    await expect.poll(async () => (await done())?.length, { timeout: 10_000 }).toBe(1);
    expect(await entry()).toBeNull();
    await stopAll();
    // Once, by the instance still alive, not before Telegram's retry_after.
    expect(u.messages().map((m) => m.text)).toEqual([`got msg-${owner}-0`]);
    expect(tries).toHaveLength(2);
    expect(tries[1]!).toBeGreaterThanOrEqual(Date.parse(retryAt));
    expect(victim.child.signalCode).toBe("SIGKILL");
    // Telegram delivered the update once (answered 200 before the reply was tried) and the ledger holds it as done.
    expect(emu.webhookAttempts()).toEqual([{ updateId, status: 200 }]);
    expect((await db.pool.query("SELECT state FROM zoe_telegram_updates")).rows).toEqual([{ state: "done" }]);
  }, 150_000);

  it("pairing across instances: one code, the first sender wins, and every instance answers the new owner", async () => {
    await startInstances(3, { pairing: true });
    const codes = instances.map((i) => i.zoe.deps.pairing?.code);
    expect(codes[0]).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(new Set(codes).size).toBe(1);
    const owner = emu.client(4242);
    const intruder = emu.client(4343);
    await owner.send(codes[0]!.toLowerCase());
    const paired = await owner.waitForMessages(1, 30_000);
    expect(paired[0]!.text).toMatch(/^Paired: you're my owner now/);
    // The same code again, from someone else, through the other instances: the stranger notice.
    await intruder.send(codes[0]!);
    await intruder.waitForMessages(1, 30_000);
    expect(intruder.messages()[0]!.text).toMatch(/private assistant/);
    // The owner's next messages go round the other instances: each answers them as the owner's.
    for (let k = 0; k < 3; k++) await owner.send(`msg-4242-${k}`);
    await owner.waitForMessages(4, 30_000);
    expect(owner.messages().slice(1).map((m) => m.text).sort()).toEqual([0, 1, 2].map((k) => `got msg-4242-${k}`));
    const stored = await instances[0]!.database!.pool.query("SELECT value FROM zoe_documents WHERE owner = '_shared' AND name = 'owners'");
    expect(stored.rows[0].value.owners.map((o: { id: string }) => o.id)).toEqual(["4242"]);
  }, 60_000);

  it("/healthz on each instance reports the database and Telegram", async () => {
    await startInstances(2);
    for (const inst of instances) {
      const res = await fetch(`http://127.0.0.1:${inst.http!.port}/healthz`);
      const body = (await res.json()) as { ok: boolean; checks: Array<{ name: string; ok: boolean; detail: string }> };
      expect(res.status).toBe(200);
      expect(body.checks.map((c) => [c.name, c.ok])).toEqual([["database", true], ["telegram", true]]);
      expect(body.checks[0]!.detail).toMatch(/^schema v\d+/);
    }
  });
});

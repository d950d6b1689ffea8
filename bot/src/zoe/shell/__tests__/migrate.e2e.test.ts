/**
 * `zoe migrate` (issue #17): a single-machine owner moves from the files backend to PostgreSQL
 * (and back) without losing a thread. Against a real, throwaway PostgreSQL:
 * - files -> PostgreSQL -> files gives the same state, store by store and record by record, and
 *   ZOE started on the PostgreSQL copy shows the same /threads as on the original folder;
 * - the source is never changed; a target that holds state is refused unless --force (and then
 *   the old files are moved aside, not deleted);
 * - a read-back that does not match (a target that silently drops records) exits non-zero with a
 *   line naming what differs.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { z } from "zod";
import type { OutMessage } from "../../channels/types.ts";
import { CaptureChannel } from "../../test-support/capture-channel.ts";
import { ManualClock } from "../../base/clock.ts";
import { DEFAULT_SCENARIOS } from "../../eval/cli.ts";
import { runScenario } from "../../eval/harness.ts";
import { loadScenarioDir } from "../../eval/scenario.ts";
import { Inbox } from "../../conversation/inbox.ts";
import { openSharedPairing, Pairing } from "../../access/pairing.ts";
import { loadConfig } from "../config.ts";
import { silentLogger } from "../../base/log.ts";
import { migrateCli } from "../migrate.ts";
import { buildZoe, startZoe } from "../runtime.ts";
import { startTelegramEmulator } from "../../test-support/telegram-emulator.ts";
import { filesStorage } from "../../storage/files.ts";
import { readFilesState } from "../../storage/files-snapshot.ts";
import { openDatabase, type Database } from "../../storage/postgres/database.ts";
import { readPostgresState } from "../../storage/postgres/snapshot.ts";
import { postgresStorage } from "../../storage/postgres/space.ts";
import { snapshotDifferences } from "../../storage/snapshot.ts";
import { startTestPostgres, type TestPostgres } from "../../test-support/postgres.ts";

const fakeToken = ["123456", "A".repeat(35)].join(":");
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");
let server: TestPostgres;
let dbCount = 0;

beforeAll(async () => {
  server = await startTestPostgres();
}, 90_000);
afterAll(async () => server?.stop());

/** Every file under `dir` with its content hash (to prove the source was not touched). */
function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out[path.relative(dir, p)] = createHash("sha256").update(readFileSync(p)).digest("hex");
    }
  };
  walk(dir);
  return out;
}

/**
 * A real single-machine installation: three owners whose state comes from replays of ZOE's own
 * scenarios (threads and their archive, settings, pushes, jobs and their claims, the decision log,
 * goals, the calendar's state, memory blocks), plus what replays do not make: an owner paired
 * through owners.json, an inbox, post drafts, the Bonfire queue, a calendar snapshot, a hand-edited
 * memory block and the Telegram watermark.
 */
async function installation(): Promise<string> {
  const home = mkdtempSync(path.join(os.tmpdir(), "zoe-migrate-src-"));
  const tmp = mkdtempSync(path.join(os.tmpdir(), "zoe-migrate-replays-"));
  const { scenarios } = await loadScenarioDir(DEFAULT_SCENARIOS);
  for (const [id, name] of [["1000", "two-week-sprint"], ["1001", "goal-progress-offer"], ["1002", "calendar-moved"]] as const) {
    const r = await runScenario(scenarios.find((s) => s.name === name)!, { keepStore: true, tmpRoot: tmp });
    cpSync(path.join(r.store!, "owners", "1000"), path.join(home, "owners", id), { recursive: true });
  }
  const now = new Date("2026-06-15T08:00:00Z");
  await new Pairing({ home, code: "ABCD-EFGH" }).claim("1003", "ABCD-EFGH", now);
  const storage = filesStorage(home, silentLogger);
  const owner = storage.owner("1000");
  await new Inbox(owner).receive([{ kind: "text", key: "1000:77", userId: "1000", channel: "telegram", chatId: "1000", at: now.toISOString(), text: "I'll call Sam tomorrow", messageId: "77" }], now);
  const any = z.any();
  const doc = (name: string, value: unknown) => owner.document({ name, schema: any, initial: () => null }).update((_v) => value);
  // Write through the stores' own document names, as ZOE does (the copy is schema-agnostic).
  await owner.document({ name: "drafts", schema: any, initial: () => ({ version: 1, drafts: [] }), pretty: true }).update((v) => {
    v.drafts.push({ id: "d-1", text: "Shipping week: what I learned", state: "ready", createdAt: now.toISOString() });
  });
  await doc("bonfire-queue", { version: 1, items: [{ id: "ep-1", text: "Opened: send the deck", attempts: 2 }], ledger: ["ep-0"], overflowDropped: 0 });
  await doc("calendar-snapshot", { version: 1, fetchedAt: now.toISOString(), events: [{ uid: "e1@x", start: "2026-06-15T09:00:00Z", title: "Standup", attendees: 3 }] });
  await owner.texts("memory").update("human", () => "# human\n\nPrefers mornings. Writes in short sentences. — edited by hand\n");
  await storage.shared.document({ name: "telegram-updates", schema: any, initial: () => null }).update(() => ({ lastUpdateId: 912345, at: now.toISOString() }));
  return home;
}

/** What /threads says to `owner` on a ZOE built over `storage` options, at a pinned time. */
async function threadsReply(opts: { home: string; database?: Database }, owner: string): Promise<string> {
  const config = loadConfig({ ZOE_HOME: opts.home, ZOE_TZ: "Europe/Berlin", LOG_LEVEL: "error" });
  const built = buildZoe({ config, logger: silentLogger, clock: new ManualClock("2026-06-15T08:00:00Z"), model: null, ownerIds: ["1000", "1001", "1002", "1003"], calendar: null, ...(opts.database ? { database: opts.database } : {}) });
  const said: string[] = [];
  const channel = new CaptureChannel();
  built.zoe.attach(channel);
  await built.zoe.handle(
    { kind: "text", userId: owner, address: channel.addressOf(owner), at: new Date("2026-06-15T08:00:00Z"), text: "/threads", messageId: `t${Math.random()}` },
    {
      reply: async (m: OutMessage) => (said.push(m.text), { messageId: String(said.length) }),
      typing: () => () => undefined,
      ack: async () => undefined,
      clearButtons: async () => undefined,
      edit: async () => undefined,
    },
  );
  return said.join("\n");
}

async function run(args: string[], env: Record<string, string>): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await migrateCli(args, (l) => lines.push(l), env, mkdtempSync(path.join(os.tmpdir(), "zoe-migrate-cwd-")));
  return { code, lines };
}

describe("zoe migrate: files -> PostgreSQL -> files", () => {
  it("copies every store, verified by a read-back; the round trip gives the same state and ZOE on the copy shows the same /threads", async () => {
    const home = await installation();
    const url = await server.createDatabase(`migrate_${++dbCount}`);
    // /threads on the original folder first (a command is a turn: it is recorded in the folder).
    const threadsOnFiles = await threadsReply({ home }, "1000");
    expect(threadsOnFiles).toMatch(/th-/);
    const source = readFilesState(home);
    // The installation holds every kind of state the issue names.
    expect(Object.keys(source.owners).sort()).toEqual(["1000", "1001", "1002"]);
    const o = source.owners["1000"]!;
    for (const d of ["threads", "settings", "pushes", "drafts", "jobs", "inbox", "bonfire-queue", "calendar-snapshot", "recent-turns", "deferred"]) expect(Object.keys(o.documents)).toContain(d);
    for (const l of ["threads-archive", "decisions", "archive"]) expect(o.logs[l]?.length).toBeGreaterThan(0);
    expect(Object.keys(o.texts)).toEqual(expect.arrayContaining(["memory/persona", "memory/human"]));
    expect(Object.keys(o.claims).length).toBeGreaterThan(100);
    expect(Object.keys(source.owners["1001"]!.documents)).toContain("goals");
    expect(Object.keys(source.owners["1002"]!.documents)).toContain("calendar-trigger");
    expect(Object.keys(source.shared.documents).sort()).toEqual(["owners", "telegram-updates"]);
    const before = fingerprint(home);

    const toPg = await run(["--from", "files", "--to", "postgres"], { ZOE_HOME: home, ZOE_DATABASE_URL: url });
    expect(toPg.lines.join("\n")).toMatch(/verified: the read-back matches the source/);
    expect(toPg.code).toBe(0);
    // The source is untouched (the instance lock taken meanwhile is gone again).
    expect(fingerprint(home)).toEqual(before);

    const db = await openDatabase({ url, poolMax: 4, logger: silentLogger });
    try {
      expect(snapshotDifferences(source, await readPostgresState(db))).toEqual([]);
      // Pairing moved too: the paired owner is an owner on the database.
      expect((await readPostgresState(db)).shared.documents.owners).toEqual({ owners: [{ id: "1003", pairedAt: "2026-06-15T08:00:00.000Z" }] });

      // And back to files, into a fresh folder: the same state as the original folder.
      const back = mkdtempSync(path.join(os.tmpdir(), "zoe-migrate-back-"));
      const toFiles = await run(["--from", "postgres", "--to", "files"], { ZOE_HOME: back, ZOE_DATABASE_URL: url });
      expect(toFiles.code).toBe(0);
      expect(snapshotDifferences(source, readFilesState(back))).toEqual([]);

      // ZOE started on the PostgreSQL copy, and on the copy back: the same open loops, due times and ids.
      const pgHome = mkdtempSync(path.join(os.tmpdir(), "zoe-migrate-pg-home-"));
      expect(await threadsReply({ home: pgHome, database: db }, "1000")).toBe(threadsOnFiles);
      expect(await threadsReply({ home: back }, "1000")).toBe(threadsOnFiles);
      // `zoe status` on the database: each owner's jobs with their last outcome, the paired owner too.
      const status = spawnSync(process.execPath, [path.join(REPO, "bin", "zoe.js"), "status"], {
        cwd: pgHome,
        encoding: "utf8",
        env: { PATH: process.env.PATH ?? "", HOME: os.tmpdir(), TELEGRAM_BOT_TOKEN: fakeToken, ZOE_OWNER_IDS: "1000,1001,1002", ZOE_DATABASE_URL: url, ZOE_HOME: pgHome, ZOE_TZ: "Europe/Berlin" },
      });
      expect(status.status).toBe(0);
      expect(status.stdout).toMatch(/Owner 1000\n[\s\S]*brief[\s\S]*Owner 1003/);
      // Memory blocks stay plain Markdown files the owner can edit.
      expect(readFileSync(path.join(back, "owners", "1000", "memory", "human.md"), "utf8")).toContain("edited by hand");
    } finally {
      await db.close();
    }
  }, 180_000);

  it("refuses a target that holds state unless --force; --force moves old files aside and never deletes them", async () => {
    const home = await installation();
    const url = await server.createDatabase(`migrate_${++dbCount}`);
    expect((await run(["--from", "files", "--to", "postgres"], { ZOE_HOME: home, ZOE_DATABASE_URL: url })).code).toBe(0);
    // A second copy into the same database: refused, nothing changed.
    const again = await run(["--from", "files", "--to", "postgres"], { ZOE_HOME: home, ZOE_DATABASE_URL: url });
    expect(again.code).toBe(1);
    expect(again.lines.join("\n")).toMatch(/refusing to write: the target .* already holds ZOE state .*Use --force/);
    // Into a folder that holds another installation: refused, then replaced with --force.
    const other = await installation();
    const otherBefore = fingerprint(other);
    const refused = await run(["--from", "postgres", "--to", "files"], { ZOE_HOME: other, ZOE_DATABASE_URL: url });
    expect(refused.code).toBe(1);
    expect(fingerprint(other)).toEqual(otherBefore);
    const forced = await run(["--from", "postgres", "--to", "files", "--force"], { ZOE_HOME: other, ZOE_DATABASE_URL: url });
    expect(forced.code).toBe(0);
    const aside = readdirSync(other).find((n) => n.startsWith(".pre-migrate-"))!;
    expect(aside).toBeDefined();
    expect(fingerprint(path.join(other, aside))).toEqual(otherBefore);
    // A database an unpaired ZOE started on holds only its open pairing code: that is no state to keep.
    const fresh = await server.createDatabase(`migrate_${++dbCount}`);
    const started = await openDatabase({ url: fresh, poolMax: 2, logger: silentLogger });
    const window = await openSharedPairing(postgresStorage(started, "zoe-1").shared, [], new Date());
    await started.close();
    expect(window.pairing?.code).toMatch(/-/);
    const ontoFresh = await run(["--from", "files", "--to", "postgres"], { ZOE_HOME: home, ZOE_DATABASE_URL: fresh });
    expect(ontoFresh.lines.join("\n")).toMatch(/verified/);
    expect(ontoFresh.code).toBe(0);
    // --force into the database replaces its state in one transaction.
    const forcedPg = await run(["--from", "files", "--to", "postgres", "--force"], { ZOE_HOME: home, ZOE_DATABASE_URL: url });
    expect(forcedPg.code).toBe(0);
  }, 180_000);

  it("an unanswered message and an undelivered recovery notice move too: ZOE on PostgreSQL answers and tells each once", async () => {
    const home = await installation(); // owner 1000's inbox holds "I'll call Sam tomorrow", not yet answered
    // threads.json was cut short; the files backend repaired it from the last committed copy when
    // it was next read, and ZOE stopped before it could tell the owner.
    writeFileSync(path.join(home, "owners", "1000", "threads.json"), '{"version":1,"threads":[{"id":"th-');
    const onFiles = filesStorage(home, silentLogger).owner("1000");
    await onFiles.document({ name: "threads", schema: z.any(), initial: () => null }).read();
    await expect.poll(async () => (await onFiles.notices.pending()).map((n) => [n.label, n.restored]), { timeout: 10_000 }).toEqual([["threads.json", true]]);
    const url = await server.createDatabase(`migrate_${++dbCount}`);
    const moved = await run(["--from", "files", "--to", "postgres"], { ZOE_HOME: home, ZOE_DATABASE_URL: url });
    expect(moved.lines.join("\n")).toMatch(/verified/);
    expect(moved.code).toBe(0);
    // On the database: the unanswered entry, still pending, and the notice, still owed.
    const target = await openDatabase({ url, poolMax: 1, logger: silentLogger, migrate: false });
    const copied = (await readPostgresState(target)).owners["1000"]!.documents as { inbox: { entries: Array<{ key: string; doneAt?: string | null }> }; notices: { notices: Array<{ label: string }> } };
    await target.close();
    expect(copied.inbox.entries.filter((e) => !e.doneAt).map((e) => e.key)).toEqual(["1000:77"]);
    expect(copied.notices.notices.map((n) => n.label)).toEqual(["threads.json"]);
    // ZOE started on the database (Telegram emulator, long polling, offline mode) a few minutes later.
    const emu = await startTelegramEmulator();
    onTestFinished(() => emu.close());
    const config = loadConfig({ TELEGRAM_BOT_TOKEN: emu.token, TELEGRAM_API_ROOT: emu.apiRoot, ZOE_OWNER_IDS: "1000", ZOE_HOME: mkdtempSync(path.join(os.tmpdir(), "zoe-migrate-run-")), ZOE_TZ: "Europe/Berlin", ZOE_DATABASE_URL: url, ZOE_REFLECT_AT: "off" });
    const running = await startZoe({ config, logger: silentLogger, clock: new ManualClock("2026-06-15T08:05:00Z"), autoSchedule: false, pollingTimeoutSec: 1 });
    onTestFinished(() => running.stop());
    const owner = emu.client(1000);
    await owner.waitForMessages(2, 30_000);
    // Both settled in the database: the message is done, the notice delivered.
    const settled = async () => {
      const o = (await readPostgresState(running.database!)).owners["1000"]!;
      const inbox = o.documents.inbox as { entries: Array<{ key: string }>; done?: Array<{ key: string }> };
      return { answered: !inbox.entries.some((e) => e.key === "1000:77") && (inbox.done ?? []).some((e) => e.key === "1000:77"), notices: o.documents.notices };
    };
    await expect.poll(settled, { timeout: 10_000 }).toEqual({ answered: true, notices: { version: 1, notices: [] } });
    await running.stop(); // nothing more can arrive: the counts below are final
    const texts = owner.messages().map((m) => m.text);
    expect(texts.filter((t) => t.includes("threads.json"))).toHaveLength(1);
    expect(texts.filter((t) => /call Sam/i.test(t))).toHaveLength(1);
    expect(texts).toHaveLength(2);
  }, 120_000);

  it("a read-back that does not match exits non-zero, naming what differs", async () => {
    const home = await installation();
    const url = await server.createDatabase(`migrate_${++dbCount}`);
    // A target that silently loses records: a trigger drops every decision-log row.
    const db = await openDatabase({ url, poolMax: 2, logger: silentLogger });
    await db.pool.query(`CREATE FUNCTION lose_decisions() RETURNS trigger AS $$ BEGIN IF NEW.name = 'decisions' THEN RETURN NULL; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await db.pool.query("CREATE TRIGGER lose BEFORE INSERT ON zoe_logs FOR EACH ROW EXECUTE FUNCTION lose_decisions()");
    await db.close();
    const r = await run(["--from", "files", "--to", "postgres"], { ZOE_HOME: home, ZOE_DATABASE_URL: url });
    expect(r.code).toBe(1);
    const text = r.lines.join("\n");
    expect(text).toMatch(/FAILED: the read-back .* does not match the source/);
    expect(text).toMatch(/owner 1000: log decisions has \d+ records in the source, 0 in the target/);
    expect(text).toMatch(/do not start ZOE on the target/);
  }, 120_000);

  it("a damaged document is read from its last committed copy, said so; a damaged one without a copy stops before writing", async () => {
    const home = await installation();
    const url = await server.createDatabase(`migrate_${++dbCount}`);
    const threads = path.join(home, "owners", "1000", "threads.json");
    const good = JSON.parse(readFileSync(`${threads}.bak`, "utf8"));
    writeFileSync(threads, '{"version":1,"threads":[{"id":"th-');
    const r = await run(["--from", "files", "--to", "postgres"], { ZOE_HOME: home, ZOE_DATABASE_URL: url });
    expect(r.code).toBe(0);
    expect(r.lines.join("\n")).toMatch(/owner 1000: threads.json is damaged .* last committed copy was read instead/);
    const db = await openDatabase({ url, poolMax: 2, logger: silentLogger });
    try {
      expect((await readPostgresState(db)).owners["1000"]!.documents.threads).toEqual(good);
    } finally {
      await db.close();
    }
    renameSync(`${threads}.bak`, `${threads}.gone`);
    const url2 = await server.createDatabase(`migrate_${++dbCount}`);
    const stopped = await run(["--from", "files", "--to", "postgres"], { ZOE_HOME: home, ZOE_DATABASE_URL: url2 });
    expect(stopped.code).toBe(1);
    expect(stopped.lines.join("\n")).toMatch(/threads.json cannot be read .* no readable last committed copy/);
    const db2 = await openDatabase({ url: url2, poolMax: 2, logger: silentLogger });
    try {
      expect((await db2.pool.query("SELECT count(*)::int AS n FROM zoe_documents")).rows[0].n).toBe(0);
    } finally {
      await db2.close();
    }
  }, 120_000);

  it("refuses while a ZOE runs on the folder, and explains bad arguments (the zoe command)", async () => {
    const home = await installation();
    // A ZOE (another live process) holds the folder's lock.
    const holder = spawn("sleep", ["60"], { stdio: "ignore" });
    writeFileSync(path.join(home, "zoe.pid"), JSON.stringify({ pid: holder.pid, host: os.hostname(), startedAt: new Date().toISOString() }));
    onTestFinished(() => void holder.kill());
    const url = await server.createDatabase(`migrate_${++dbCount}`);
    const locked = await run(["--from", "files", "--to", "postgres"], { ZOE_HOME: home, ZOE_DATABASE_URL: url });
    expect(locked.code).toBe(1);
    expect(locked.lines.join("\n")).toMatch(/already running.*stop ZOE first/);
    expect(existsSync(path.join(home, "zoe.pid"))).toBe(true);
    const cli = spawnSync(process.execPath, [path.join(REPO, "bin", "zoe.js"), "migrate", "--from", "files"], { cwd: REPO, encoding: "utf8", env: { PATH: process.env.PATH ?? "", HOME: os.tmpdir() } });
    expect(cli.status).toBe(2);
    expect(cli.stdout).toMatch(/both --from and --to are needed[\s\S]*Usage: zoe migrate/);
    const empty = await run(["--from", "files", "--to", "postgres"], { ZOE_HOME: mkdtempSync(path.join(os.tmpdir(), "zoe-migrate-empty-")), ZOE_DATABASE_URL: url });
    expect(empty.code).toBe(1);
    expect(empty.lines.join("\n")).toMatch(/holds no ZOE state: nothing to copy. Is ZOE_HOME the installation you mean\?/);
    const noDb = await run(["--from", "files", "--to", "postgres"], { ZOE_HOME: home });
    expect(noDb.code).toBe(2);
    expect(noDb.lines.join("\n")).toMatch(/set ZOE_DATABASE_URL/);
  }, 120_000);
});

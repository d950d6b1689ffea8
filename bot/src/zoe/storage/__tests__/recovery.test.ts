/**
 * No lost write (issue #11) on the files backend: a damaged state file comes back as the last
 * committed version, never the one before; recovery notices are kept until delivered, survive a
 * restart and are sent at start; and a loop that truncates the threads file at random offsets
 * loses no thread.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { loadConfig } from "../../shell/config.ts";
import { silentLogger } from "../../base/log.ts";
import { buildZoe, startZoe, type Running } from "../../shell/runtime.ts";
import type { Address, Channel, OutMessage, Sent } from "../../channels/index.ts";
import { applyThreadOps } from "../../threads/transitions.ts";
import { ThreadStore } from "../../threads/store.ts";
import { StrangerNotices } from "../../access/strangers.ts";
import { filesStorage } from "../files.ts";
import { filesSpace, ownerIn } from "../../test-support/storage.ts";
import { untilMatch } from "../../test-support/until.ts";

let dir: string;
let running: Running | null = null;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "zoe-recovery-"));
});
afterEach(async () => {
  await running?.stop();
  running = null;
  fs.rmSync(dir, { recursive: true, force: true });
});

const ctx = (i: number) => ({
  now: new Date(Date.UTC(2026, 5, 3, 8, 0, 0) + i * 60_000),
  timeZone: "Europe/Berlin",
  activeHours: { start: "08:00", end: "22:00" },
  sourceTurn: `turn-${i}`,
});

/** Open "task i" in its own transaction; returns its id. */
async function open(store: ThreadStore, i: number): Promise<string> {
  const [o] = await store.transact((threads) => applyThreadOps(threads, [{ op: "open", summary: `task ${i}`, due: "tomorrow" }], ctx(i)));
  return o!.thread!.id;
}

describe("a damaged threads file", () => {
  it("cut in half after three writes comes back with the newest thread (the last committed state)", async () => {
    const store = new ThreadStore(filesSpace(dir));
    const ids = [await open(store, 1), await open(store, 2), await open(store, 3)];
    const file = path.join(dir, "threads.json");
    const text = fs.readFileSync(file, "utf8");
    fs.truncateSync(file, Math.floor(text.length / 2));

    const space = filesSpace(dir);
    const again = new ThreadStore(space);
    expect((await again.live()).map((t) => t.id)).toEqual(ids);
    expect(await space.notices.pending()).toEqual([expect.objectContaining({ document: "threads", label: "threads.json", restored: true })]);
  });

  it(
    "truncated at random offsets 120 times, while threads are opened and closed, loses no thread",
    async () => {
      const committed = new Map<string, "live" | "done">();
      let lost = 0;
      for (let i = 0; i < 120; i++) {
        // A fresh store each round, as after a restart.
        const store = new ThreadStore(filesSpace(dir));
        committed.set(await open(store, i), "live");
        if (i % 3 === 2) {
          // Close one live thread now and then, so the archive is part of the story.
          const live = [...committed].filter(([, s]) => s === "live").map(([id]) => id);
          const id = live[i % live.length]!;
          await store.transact((threads) => applyThreadOps(threads, [{ op: "resolve", id }], ctx(i)));
          committed.set(id, "done");
        }
        const file = path.join(dir, "threads.json");
        const size = fs.statSync(file).size;
        fs.truncateSync(file, Math.floor(Math.random() * size));

        const reopened = new ThreadStore(filesSpace(dir));
        const all = new Map((await reopened.all()).map((t) => [t.id, t.status]));
        for (const [id, status] of committed) {
          const seen = all.get(id);
          if (seen === undefined || (status === "done") !== (seen === "done")) lost++;
        }
      }
      expect(lost).toBe(0);
      expect(committed.size).toBe(120);
    },
    120_000,
  );
});

/** ZOE in the terminal at a pinned time; returns what it has written so far. */
async function startInTerminal(config: ReturnType<typeof loadConfig>, at: string): Promise<() => string> {
  const input = new PassThrough();
  const output = new PassThrough();
  let out = "";
  output.on("data", (d: Buffer) => (out += d.toString()));
  running = await startZoe({ config, logger: silentLogger, clock: new ManualClock(at), input, output, autoSchedule: false });
  return () => out;
}

describe("recovery notices", () => {
  it("are kept until delivered, across a restart", async () => {
    const owner = ownerIn("local", dir);
    await owner.settings.update((s) => void (s.mode = "quiet"));
    fs.writeFileSync(path.join(dir, "settings.json"), "{ damaged");
    const restarted = ownerIn("local", dir);
    expect((await restarted.settings.get()).mode).toBe("quiet");
    const later = ownerIn("local", dir); // another restart before anything was delivered
    const pending = await later.pendingNotices();
    expect(pending.map((n) => n.text)).toEqual([expect.stringMatching(/^Heads-up: my settings\.json was damaged, so I restored the last good copy\./)]);
    await later.storage.notices.delivered(pending.map((n) => n.id!));
    expect(await ownerIn("local", dir).pendingNotices()).toEqual([]);
  });

  it("are sent at start, before the owner says anything, and only once", async () => {
    const home = dir;
    const config = loadConfig({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin" });
    const ownerDir = path.join(home, "owners", "local");
    const first = ownerIn("local", ownerDir);
    await first.threads.transact((threads) => applyThreadOps(threads, [{ op: "open", summary: "ship the onepager", due: "friday" }], ctx(0)));
    fs.truncateSync(path.join(ownerDir, "threads.json"), 10);

    const start = () => startInTerminal(config, "2026-06-04T08:00:00Z");
    const out = await start();
    await untilMatch(out, /Heads-up: my threads\.json was damaged/);
    expect(out()).toMatch(/Heads-up: my threads\.json was damaged, so I restored the last good copy\./);
    expect((await running!.zoe.owner("local").threads.live()).map((t) => t.summary)).toEqual(["ship the onepager"]);
    await running!.stop();
    running = null;

    const again = await start();
    await new Promise((r) => setTimeout(r, 200));
    expect(again()).not.toMatch(/Heads-up/);
  });

  it("of the state every owner shares (the stranger list) are found at start and told to the owner, once", async () => {
    const home = dir;
    const config = loadConfig({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin" });
    const strangers = () => new StrangerNotices(filesStorage(home, silentLogger).shared);
    expect(await strangers().claim("4242", "2026-06-03", "2026-06-03T08")).toBe("notice");
    expect(await strangers().claim("5151", "2026-06-03", "2026-06-03T08")).toBe("notice");
    fs.truncateSync(path.join(home, "strangers.json"), 12);

    const start = () => startInTerminal(config, "2026-06-03T09:00:00Z");
    const out = await start();
    await untilMatch(out, /Heads-up/);
    expect(out()).toMatch(/Heads-up: my strangers\.json was damaged, so I restored the last good copy\./);
    await running!.stop();
    running = null;
    // Restored as last committed: both strangers already had today's notice.
    expect(await strangers().claim("4242", "2026-06-03", "2026-06-03T09")).toBe("noticed today");
    expect(await strangers().claim("5151", "2026-06-03", "2026-06-03T09")).toBe("noticed today");

    const again = await start();
    await new Promise((r) => setTimeout(r, 200));
    expect(again()).not.toMatch(/Heads-up/);
  });

  it("of the shared state go to the first owner only, who runs this ZOE, and each owner's own to that owner", async () => {
    const home = dir;
    expect(await new StrangerNotices(filesStorage(home, silentLogger).shared).claim("4242", "2026-06-03", "2026-06-03T08")).toBe("notice");
    fs.truncateSync(path.join(home, "strangers.json"), 5);
    const second = ownerIn("2002", path.join(home, "owners", "2002"));
    await second.settings.update((st) => void (st.mode = "quiet"));
    fs.writeFileSync(path.join(home, "owners", "2002", "settings.json"), "{ damaged");

    const sent: Array<{ to: string; text: string }> = [];
    const channel: Channel = {
      name: "recording",
      async start() {},
      async stop() {},
      addressOf: (ownerId) => ({ channel: "recording", chat: ownerId }),
      async send(to: Address, msg: OutMessage): Promise<Sent> {
        sent.push({ to: to.chat, text: msg.text });
        return { messageId: `m-${sent.length}` };
      },
    };
    const built = buildZoe({ config: loadConfig({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin" }), logger: silentLogger, clock: new ManualClock("2026-06-03T09:00:00Z"), model: null, ownerIds: ["1001", "2002"] });
    built.zoe.attach(channel);
    await built.zoe.openOwners();
    expect(sent).toEqual([
      { to: "1001", text: expect.stringMatching(/^Heads-up: my strangers\.json was damaged/) },
      { to: "2002", text: expect.stringMatching(/^Heads-up: my settings\.json was damaged/) },
    ]);
    await built.zoe.openOwners(); // a second start: nothing is told twice
    expect(sent).toHaveLength(2);
  });
});

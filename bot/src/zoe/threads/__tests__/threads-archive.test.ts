/**
 * The thread archive (issue #13): closed threads (done, dropped, untracked) leave the hot file for
 * an append-only archive, so `threads.json` holds live threads only, whatever the owner's history;
 * a store written before the archive existed is migrated at start with a copy kept; every reader
 * (/threads, all(), the brief) sees the same threads as before.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyThreadOps, untrackThread } from "../transitions.ts";
import { ArchivedThreadSchema, newThread, ThreadsFileSchema, type Thread } from "../store.ts";
import { ownerIn } from "../../test-support/storage.ts";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "zoe-archive-"));
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

const NOW = new Date("2026-06-03T08:00:00Z");
const ctx = { now: NOW, timeZone: "Europe/Berlin", activeHours: { start: "08:00", end: "22:00" }, sourceTurn: null };
const hotFile = () => ThreadsFileSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, "threads.json"), "utf8")));
const archiveLines = () =>
  fs
    .readFileSync(path.join(dir, "threads-archive.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Thread & { untracked: boolean });

describe("closing a thread", () => {
  it("moves it to the archive: the hot file keeps live threads only, all() still has it", async () => {
    const owner = ownerIn("local", dir);
    const opened = await owner.threads.transact((ts) =>
      applyThreadOps(ts, [{ op: "open", summary: "ship the onepager", due: "today" }, { op: "open", summary: "call Anna" }, { op: "open", summary: "book flights" }], ctx),
    );
    const [ship, call, book] = opened.map((o) => o.thread!.id);
    await owner.threads.transact((ts) => applyThreadOps(ts, [{ op: "resolve", id: ship! }, { op: "drop", id: call! }], ctx));

    expect(hotFile().threads.map((t) => t.id)).toEqual([book]);
    expect(archiveLines().map((t) => [t.id, t.status])).toEqual([
      [ship, "done"],
      [call, "dropped"],
    ]);
    expect((await owner.threads.live()).map((t) => t.id)).toEqual([book]);
    expect((await owner.threads.all()).map((t) => [t.id, t.status]).sort()).toEqual(
      [
        [book, "open"],
        [ship, "done"],
        [call, "dropped"],
      ].sort(),
    );
    // A fresh process sees the same.
    expect((await ownerIn("local", dir).threads.all()).map((t) => t.id).sort()).toEqual([book, ship, call].sort());
  });

  it("a closed thread is on disk in the archive before the hot file lets it go", async () => {
    const owner = ownerIn("local", dir);
    const [o] = await owner.threads.transact((ts) => applyThreadOps(ts, [{ op: "open", summary: "ship the onepager" }], ctx));
    const events: string[] = [];
    const where = (fd: number) => path.basename(fs.readlinkSync(`/proc/self/fd/${fd}`));
    const realSync = fs.fdatasync;
    vi.spyOn(fs, "fdatasync").mockImplementation(((fd: number, cb: (err: NodeJS.ErrnoException | null) => void) => {
      events.push(`sync ${where(fd)}`);
      realSync(fd, cb);
    }) as unknown as typeof fs.fdatasync);
    const realWrite = fs.write as (...args: unknown[]) => void;
    vi.spyOn(fs, "write").mockImplementation(((fd: number, ...rest: unknown[]) => {
      events.push(`write ${where(fd)}`);
      realWrite(fd, ...rest);
    }) as unknown as typeof fs.write);
    await owner.threads.transact((ts) => applyThreadOps(ts, [{ op: "resolve", id: o!.thread!.id }], ctx));
    const synced = events.indexOf("sync threads-archive.jsonl");
    const committed = events.findIndex((e) => e.startsWith("write ") && e.includes("threads.json"));
    expect(synced).toBeGreaterThanOrEqual(0);
    expect(committed).toBeGreaterThan(synced);
    expect(hotFile().threads).toEqual([]);
  });

  it("when the archive cannot be synced, the thread stays live and the close fails with the disk's error", async () => {
    const owner = ownerIn("local", dir);
    const [o] = await owner.threads.transact((ts) => applyThreadOps(ts, [{ op: "open", summary: "ship the onepager" }], ctx));
    vi.spyOn(fs, "fdatasync").mockImplementation(((_fd: number, cb: (err: NodeJS.ErrnoException | null) => void) => {
      cb(Object.assign(new Error("EIO: i/o error, fdatasync"), { code: "EIO" }));
    }) as unknown as typeof fs.fdatasync);
    await expect(owner.threads.transact((ts) => applyThreadOps(ts, [{ op: "resolve", id: o!.thread!.id }], ctx))).rejects.toThrow(/EIO/);
    vi.restoreAllMocks();
    expect(hotFile().threads.map((t) => [t.id, t.status])).toEqual([[o!.thread!.id, "open"]]);
    expect((await ownerIn("local", dir).threads.live()).map((t) => t.id)).toEqual([o!.thread!.id]);
  });

  it("untracking keeps the thread in the archive, marked, and shows it nowhere", async () => {
    const owner = ownerIn("local", dir);
    const [o] = await owner.threads.transact((ts) => applyThreadOps(ts, [{ op: "open", summary: "phantom" }], ctx));
    const out = await owner.threads.transact((ts) => untrackThread(ts, o!.thread!.id));
    expect(out.ok).toBe(true);
    expect(hotFile().threads).toEqual([]);
    expect(archiveLines()).toEqual([expect.objectContaining({ id: o!.thread!.id, untracked: true })]);
    expect(await owner.threads.all()).toEqual([]);
    expect(await owner.threads.amend(o!.thread!.id, (t) => void (t.bonfire_episode_id = "ep-1"))).toBeNull();
  });

  it("a change to an archived thread (an episode id arriving later) is a new archive line, never a rewrite", async () => {
    const owner = ownerIn("local", dir);
    const [o] = await owner.threads.transact((ts) => applyThreadOps(ts, [{ op: "open", summary: "send the deck" }], ctx));
    const id = o!.thread!.id;
    await owner.threads.transact((ts) => applyThreadOps(ts, [{ op: "resolve", id }], ctx));
    const before = fs.readFileSync(path.join(dir, "threads-archive.jsonl"), "utf8");
    expect(await owner.threads.amend(id, (t) => void (t.bonfire_episode_id = "ep-9"))).toMatchObject({ id, status: "done", bonfire_episode_id: "ep-9" });
    const after = fs.readFileSync(path.join(dir, "threads-archive.jsonl"), "utf8");
    expect(after.startsWith(before)).toBe(true);
    expect(archiveLines()).toHaveLength(2);
    expect((await owner.threads.all()).find((t) => t.id === id)).toMatchObject({ status: "done", bonfire_episode_id: "ep-9" });
  });
});

describe("a transaction that rearranges the list", () => {
  it("archives as untracked exactly the threads it took out, whether it kept the others in place, replaced one, or reordered them", async () => {
    const owner = ownerIn("local", dir);
    const opened = await owner.threads.transact((ts) => applyThreadOps(ts, ["a", "b", "c", "d", "e"].map((x) => ({ op: "open" as const, summary: `task ${x}` })), ctx));
    const [a, b, c, d, e] = opened.map((o) => o.thread!.id);
    // Replaced in place by an equal copy, and one added at the end: nothing untracked.
    await owner.threads.transact((ts) => {
      ts[1] = { ...ts[1]! };
      ts.push(newThread({ id: "th-new1", summary: "task f", createdAt: NOW }));
    });
    expect(fs.existsSync(path.join(dir, "threads-archive.jsonl"))).toBe(false);
    // One taken out and one added, so the list is as long as before: the one taken out is untracked.
    await owner.threads.transact((ts) => {
      ts.splice(ts.findIndex((t) => t.id === c), 1);
      ts.push(newThread({ id: "th-new2", summary: "task g", createdAt: NOW }));
    });
    // Reordered, with one more taken out.
    await owner.threads.transact((ts) => {
      ts.reverse();
      ts.splice(ts.findIndex((t) => t.id === a), 1);
    });
    expect(archiveLines().map((t) => [t.id, t.untracked])).toEqual([
      [c, true],
      [a, true],
    ]);
    expect((await owner.threads.live()).map((t) => t.id).sort()).toEqual([b, d, e, "th-new1", "th-new2"].sort());
  });
});

describe("an op redelivered after a crash", () => {
  it("still finds the thread it already closed (now archived) by its op key, and closes nothing twice", async () => {
    const owner = ownerIn("local", dir);
    const [o] = await owner.threads.transact((ts) => applyThreadOps(ts, [{ op: "open", summary: "send the invoice" }], ctx));
    const id = o!.thread!.id;
    const keyed = { ...ctx, opKey: "m:42:7" };
    const [first] = await owner.threads.transact((ts) => applyThreadOps(ts, [{ op: "resolve", id }], keyed));
    expect(first).toMatchObject({ ok: true, transition: "resolved" });
    const again = await ownerIn("local", dir).threads.transact((ts) => applyThreadOps(ts, [{ op: "resolve", id }], keyed));
    expect(again[0]!.ok).toBe(true);
    expect(again[0]!.transition).toBeUndefined();
    expect(archiveLines().filter((t) => t.id === id)).toHaveLength(1);
  });
});

describe("a thread closed long ago", () => {
  it("is still found by an op that names it: updated in the archive, untracked, or reported unknown when it never existed", async () => {
    const owner = ownerIn("local", dir);
    const opened = await owner.threads.transact((ts) => applyThreadOps(ts, Array.from({ length: 150 }, (_, i) => ({ op: "open" as const, summary: `errand number ${i}` })), ctx));
    const ids = opened.map((o) => o.thread!.id);
    // Closed one by one, so the first is far beyond the most recently closed ones a transaction holds.
    for (const id of ids) await owner.threads.transact((ts) => applyThreadOps(ts, [{ op: "resolve", id }], ctx));
    const oldest = ids[0]!;

    const again = ownerIn("local", dir);
    const [updated] = await again.threads.transact((ts) => applyThreadOps(ts, [{ op: "update", id: oldest.toUpperCase(), summary: "errand number 0, renamed" }], ctx));
    expect(updated!.ok).toBe(true);
    expect((await again.threads.all()).find((t) => t.id === oldest)).toMatchObject({ summary: "errand number 0, renamed", status: "done" });
    expect(hotFile().threads).toEqual([]);

    const untracked = await again.threads.transact((ts) => untrackThread(ts, ids[1]!));
    expect(untracked.ok).toBe(true);
    expect((await again.threads.all()).map((t) => t.id)).not.toContain(ids[1]);
    expect(archiveLines().filter((t) => t.id === ids[1]).at(-1)?.untracked).toBe(true);

    // An id that was never stated, and one untracked, stay unknown; nothing is written for them.
    const lines = archiveLines().length;
    const unknown = await again.threads.transact((ts) => applyThreadOps(ts, [{ op: "update", id: "th-zzzz", summary: "x" }, { op: "update", id: ids[1]!, summary: "y" }], ctx));
    expect(unknown.map((o) => o.ok)).toEqual([false, false]);
    expect(archiveLines()).toHaveLength(lines);
    // Reading one in a transaction without changing it writes nothing either.
    await again.threads.transact((ts) => void applyThreadOps(ts, [{ op: "resolve", id: ids[2]! }], ctx));
    expect(archiveLines()).toHaveLength(lines);
  });
});

describe("a store written before the archive", () => {
  it("is migrated at start: closed threads move to the archive, a copy of the old file is kept, nothing is lost", async () => {
    const threads: Thread[] = [];
    for (let i = 0; i < 50; i++) {
      const t = newThread({ id: `th-${(50000 + i).toString(36)}`, summary: `task ${i}`, createdAt: new Date(NOW.getTime() + i * 1000) });
      if (i % 5 !== 0) t.status = i % 2 ? "done" : "dropped";
      threads.push(t);
    }
    const original = JSON.stringify({ version: 1, threads });
    fs.writeFileSync(path.join(dir, "threads.json"), original);

    const owner = ownerIn("local", dir);
    const beforeAll = (await owner.threads.all()).map((t) => t.id).sort();
    const beforeLive = (await owner.threads.live()).map((t) => t.id);
    await owner.open();

    expect(hotFile().threads.map((t) => t.id)).toEqual(beforeLive);
    expect(hotFile().threads).toHaveLength(10);
    expect(archiveLines()).toHaveLength(40);
    expect(fs.readFileSync(path.join(dir, "threads.json.pre-archive"), "utf8")).toBe(original);
    const again = ownerIn("local", dir);
    expect((await again.threads.all()).map((t) => t.id).sort()).toEqual(beforeAll);
    expect((await again.threads.live()).map((t) => t.id)).toEqual(beforeLive);
    // A second start changes nothing.
    await again.open();
    expect(archiveLines()).toHaveLength(40);
  });
});

describe("a store written before reminders the owner asked for were told apart", () => {
  // Threads exactly as ZOE wrote them before `asked_reminder` existed (every backend parses them
  // through the same schema: a files home, the memory store, a PostgreSQL document).
  const OLD_LIVE = {
    id: "th-0ld1",
    summary: "call the bank",
    source_turn: null,
    created_at: "2026-06-02T08:00:00.000Z",
    due_at: "2026-06-03T13:00:00.000Z",
    due_phrase: "at 15:00",
    status: "open",
    last_nudged_at: null,
    nudge_count: 0,
    unanswered_nudges: 0,
    snooze_count: 0,
    snooze_until: null,
    bonfire_episode_id: null,
    episode_blocked: null,
    updated_at: "2026-06-02T08:00:00.000Z",
    op_keys: [],
  };
  const OLD_CLOSED = { ...OLD_LIVE, id: "th-0ld2", summary: "pay rent", status: "done", untracked: false };

  it("loads: its threads are commitments, live and archived, and a change keeps them so", async () => {
    fs.writeFileSync(path.join(dir, "threads.json"), JSON.stringify({ version: 1, threads: [OLD_LIVE] }));
    fs.writeFileSync(path.join(dir, "threads-archive.jsonl"), `${JSON.stringify(OLD_CLOSED)}\n`);
    const owner = ownerIn("local", dir);
    expect((await owner.threads.live()).map((t) => [t.id, t.asked_reminder])).toEqual([["th-0ld1", false]]);
    expect((await owner.threads.all()).map((t) => [t.id, t.asked_reminder]).sort()).toEqual([
      ["th-0ld1", false],
      ["th-0ld2", false],
    ]);
    await owner.threads.transact((ts) => applyThreadOps(ts, [{ op: "update", id: "th-0ld1", summary: "call the bank about the loan" }], ctx));
    expect(hotFile().threads).toMatchObject([{ id: "th-0ld1", summary: "call the bank about the loan", asked_reminder: false }]);
  });

  it("the schema every backend reads a thread with fills the field in", () => {
    expect(ThreadsFileSchema.parse({ version: 1, threads: [OLD_LIVE] }).threads[0]!.asked_reminder).toBe(false);
    expect(ArchivedThreadSchema.parse(OLD_CLOSED).asked_reminder).toBe(false);
  });
});

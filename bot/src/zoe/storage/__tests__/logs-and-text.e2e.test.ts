/**
 * The append-only logs and the hand-editable text files: many appends at once all land as whole
 * lines, an append survives its folder being removed, a recorded turn is in the archive first and
 * then in the recent turns, and cached block texts are read again as soon as the owner (or ZOE)
 * changed the file, never served stale.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { silentLogger } from "../../base/log.ts";
import { Memory, PERSONA_DEFAULT, type Turn } from "../../memory/blocks.ts";
import { setDurability } from "../durability.ts";
import { JsonlLog } from "../jsonl.ts";
import { TextCache, updateText } from "../text-file.ts";
import { filesOwners, filesSpace, ownerIn } from "../../test-support/storage.ts";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "zoe-logs-text-"));
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

const Rec = z.object({ i: z.number(), text: z.string() });

describe("JsonlLog", () => {
  it("200 appends at once all land, each a whole line, in a folder it makes", async () => {
    const log = new JsonlLog(path.join(dir, "owners", "1", "archive.jsonl"), Rec);
    await Promise.all(Array.from({ length: 200 }, (_, i) => log.append({ i, text: `turn ${i}: ✓ ${"x".repeat(i)}` })));
    const all = await log.readAll();
    expect(all).toHaveLength(200);
    expect(new Set(all.map((r) => r.i)).size).toBe(200);
  });

  it("appends again after its folder was removed while ZOE ran", async () => {
    const log = new JsonlLog(path.join(dir, "owners", "1", "archive.jsonl"), Rec);
    await log.append({ i: 1, text: "a" });
    fs.rmSync(path.join(dir, "owners"), { recursive: true });
    await log.append({ i: 2, text: "b" });
    expect(await log.readAll()).toEqual([{ i: 2, text: "b" }]);
  });

  it("its own appends after a read are read back from memory; anything else written in between is read from the file", async () => {
    const file = path.join(dir, "inbox-sent.jsonl");
    const log = new JsonlLog(file, Rec);
    const other = new JsonlLog(file, Rec); // another process appending to the same log
    await log.append({ i: 1, text: "a" });
    expect(await log.readAll()).toEqual([{ i: 1, text: "a" }]);
    const reads = vi.spyOn(fs.promises, "open");
    await log.append({ i: 2, text: "b" });
    await log.appendMany([{ i: 3, text: "c" }, { i: 4, text: "d" }]);
    expect((await log.readAll()).map((r) => r.i)).toEqual([1, 2, 3, 4]);
    expect(reads).not.toHaveBeenCalled();
    // Another writer's line, then this one's: both read, in file order.
    await other.append({ i: 5, text: "e" });
    await log.append({ i: 6, text: "f" });
    expect((await log.readAll()).map((r) => r.i)).toEqual([1, 2, 3, 4, 5, 6]);
    // A torn line (a crash mid-append), read by the next process, which then appends: the torn
    // bytes lie between what it read and its own line, so the new line is read from the file.
    fs.appendFileSync(file, '{"i":7,"te');
    const next = new JsonlLog(file, Rec);
    expect((await next.readAll()).map((r) => r.i)).toEqual([1, 2, 3, 4, 5, 6]);
    await next.append({ i: 8, text: "h" });
    expect((await next.readAll()).map((r) => r.i)).toEqual([1, 2, 3, 4, 5, 6, 8]);
    expect(await new JsonlLog(file, Rec).readAll()).toEqual(await next.readAll());
    // Compaction leaves the cache holding exactly what the compacted file holds.
    expect(await next.retain((r) => r.i % 2 === 0)).toBe(4);
    await next.append({ i: 10, text: "j" });
    expect((await next.readAll()).map((r) => r.i)).toEqual([2, 4, 6, 8, 10]);
    expect((await new JsonlLog(file, Rec).readAll()).map((r) => r.i)).toEqual([2, 4, 6, 8, 10]);
  });

  it("a record read back from memory is what a read of the file gives (schema output, not the object appended)", async () => {
    const Defaulted = z.object({ i: z.number(), tags: z.array(z.string()).default([]) });
    const file = path.join(dir, "log.jsonl");
    const log = new JsonlLog(file, Defaulted);
    expect(await log.readAll()).toEqual([]);
    fs.writeFileSync(file, "");
    await log.readAll();
    const rec = { i: 1, tags: ["x"] };
    await log.append(rec);
    rec.tags.push("changed after the append");
    expect(await log.readAll()).toEqual([{ i: 1, tags: ["x"] }]);
    expect(await new JsonlLog(file, Defaulted).readAll()).toEqual([{ i: 1, tags: ["x"] }]);
  });
});

describe("a durable log (the threads archive)", () => {
  type SyncCallback = (err: NodeJS.ErrnoException | null) => void;
  const pathOf = (fd: number) => fs.readlinkSync(`/proc/self/fd/${fd}`);

  it("an append resolves only once its lines are fdatasynced, and its folder is synced with the first", async () => {
    const file = path.join(dir, "owners", "1", "threads-archive.jsonl");
    const log = new JsonlLog(file, Rec, { durable: true });
    const synced: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const realSync = fs.fdatasync;
    vi.spyOn(fs, "fdatasync").mockImplementation(((fd: number, cb: SyncCallback) => {
      synced.push(pathOf(fd));
      void held.then(() => realSync(fd, cb));
    }) as unknown as typeof fs.fdatasync);
    const opened: string[] = [];
    const realOpen = fs.promises.open;
    vi.spyOn(fs.promises, "open").mockImplementation((async (p: fs.PathLike, flags?: string | number) => {
      opened.push(String(p));
      return realOpen(p, flags);
    }) as typeof fs.promises.open);

    let done = false;
    const first = log.append({ i: 1, text: "a" }).then(() => (done = true));
    expect(fs.readFileSync(file, "utf8")).toBe('{"i":1,"text":"a"}\n'); // written at once, as every log
    await new Promise((r) => setTimeout(r, 30));
    expect(done).toBe(false); // not before it is on disk
    release();
    await first;
    await log.append({ i: 2, text: "b" });
    expect(synced).toEqual([file, file]);
    expect(opened).toEqual([path.dirname(file)]); // the folder once: the log's name is on disk too
    expect((await log.readAll()).map((r) => r.i)).toEqual([1, 2]);
  });

  it("a sync that fails rejects the append with the disk's error", async () => {
    const log = new JsonlLog(path.join(dir, "threads-archive.jsonl"), Rec, { durable: true });
    vi.spyOn(fs, "fdatasync").mockImplementation(((_fd: number, cb: SyncCallback) => {
      cb(Object.assign(new Error("EIO: i/o error, fdatasync"), { code: "EIO" }));
    }) as unknown as typeof fs.fdatasync);
    await expect(log.append({ i: 1, text: "a" })).rejects.toThrow(/EIO/);
  });

  it("a plain log, and a durable one in a throwaway store (durability relaxed), sync nothing", async () => {
    const sync = vi.spyOn(fs, "fdatasync");
    await new JsonlLog(path.join(dir, "decisions.jsonl"), Rec).append({ i: 1, text: "a" });
    const previous = setDurability("relaxed");
    try {
      await new JsonlLog(path.join(dir, "threads-archive.jsonl"), Rec, { durable: true }).append({ i: 1, text: "a" });
    } finally {
      setDurability(previous);
    }
    expect(sync).not.toHaveBeenCalled();
  });
});

describe("TextCache", () => {
  it("reads a file once while it is unchanged, and again after any change, hand edits included", async () => {
    const file = path.join(dir, "human.md");
    const cache = new TextCache();
    expect(await cache.read(file, "none")).toBe("none");
    fs.writeFileSync(file, "likes tea\n");
    const reads = vi.spyOn(fs.promises, "readFile");
    expect(await cache.read(file)).toBe("likes tea\n");
    expect(await cache.read(file)).toBe("likes tea\n");
    expect(reads).toHaveBeenCalledTimes(1);

    await updateText(file, (old) => `${old}prefers mornings\n`);
    expect(await cache.read(file)).toBe("likes tea\nprefers mornings\n");
    // A hand edit of the same length, in place: the modification time still tells.
    fs.writeFileSync(file, "LIKES TEA\nprefers mornings\n");
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(await cache.read(file)).toBe("LIKES TEA\nprefers mornings\n");
    fs.rmSync(file);
    expect(await cache.read(file, "gone")).toBe("gone");
  });

  it("memory blocks follow the owner's edits between turns", async () => {
    const memory = new Memory(filesSpace(dir));
    const first = await memory.blocks();
    expect(first.persona).toBe(PERSONA_DEFAULT);
    expect(first.human).toBe("");
    fs.writeFileSync(memory.blockPath("human"), "Name: Ana\n");
    await memory.apply({ op: "append", block: "working", text: "launch on Friday" });
    const second = await memory.blocks();
    expect(second.human).toBe("Name: Ana");
    expect(second.working).toBe("launch on Friday");
    fs.writeFileSync(memory.blockPath("persona"), "You are terse.\n");
    expect((await memory.blocks()).persona).toBe("You are terse.");
  });
});

describe("updateText", () => {
  it("a memory block whose lock was left by a ZOE killed mid-edit is written by the next turn, not failed with ELOCKED; a live holder is waited for", async () => {
    const memory = new Memory(filesSpace(dir));
    await memory.apply({ op: "append", block: "working", text: "launch on Friday" });
    const file = memory.blockPath("working");
    // What SIGKILL mid-edit leaves: the lock directory, fresh, naming a process that is gone.
    const gone = spawnSync(process.execPath, ["-e", ""]).pid!;
    fs.mkdirSync(`${file}.lock`);
    fs.writeFileSync(`${file}.lock/holder`, `${gone} ${os.hostname()}`);
    await memory.apply({ op: "append", block: "working", text: "call Ana" });
    expect((await memory.blocks()).working).toBe("launch on Friday\ncall Ana");
    expect(fs.lstatSync(`${file}.lock`, { throwIfNoEntry: false })).toBeUndefined();

    // Another ZOE that is alive (this test's parent stands in for it) is waited for, never raced.
    fs.mkdirSync(`${file}.lock`);
    fs.writeFileSync(`${file}.lock/holder`, `${process.ppid} ${os.hostname()}`);
    let done = false;
    const pending = updateText(file, (old) => `${old.trimEnd()}\nbook flights\n`).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(done).toBe(false);
    fs.rmSync(`${file}.lock`, { recursive: true });
    await pending;
    expect(fs.readFileSync(file, "utf8")).toBe("launch on Friday\ncall Ana\nbook flights\n");
  });
});

describe("updateText in one process", () => {
  it("20 edits of one memory block at once all land, each under the lock in turn (the drafter and a turn writing together)", async () => {
    const file = path.join(dir, "memory", "working.md");
    await Promise.all(Array.from({ length: 20 }, (_, i) => updateText(file, (old) => `${old}line ${i}\n`)));
    const lines = fs.readFileSync(file, "utf8").trim().split("\n");
    expect(lines.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `line ${i}`).sort());
    expect(fs.lstatSync(`${file}.lock`, { throwIfNoEntry: false })).toBeUndefined();
  });
});

describe("recording turns", () => {
  const turn = (i: number, role: Turn["role"] = "owner"): Turn => ({ id: `t${i}`, at: new Date(Date.UTC(2026, 5, 1, 9, i)).toISOString(), role, text: `message ${i}`, kind: "chat", threadId: null });

  it("a turn is in the archive and the recent turns when record resolves, the last 30 in order", async () => {
    const memory = new Memory(filesSpace(dir));
    for (let i = 0; i < 35; i++) {
      await memory.record(turn(i, i % 2 ? "zoe" : "owner"));
      const lines = fs.readFileSync(path.join(dir, "archive.jsonl"), "utf8").trim().split("\n");
      expect(lines).toHaveLength(i + 1);
      const recent = await memory.recentTurns();
      expect(recent.at(-1)?.id).toBe(`t${i}`);
    }
    expect((await memory.recentTurns()).map((t) => t.id)).toEqual(Array.from({ length: 30 }, (_, k) => `t${k + 5}`));
    expect((await memory.allTurns()).map((t) => t.id)).toEqual(Array.from({ length: 35 }, (_, k) => `t${k}`));
    // Another process (a fresh object) finds them on disk.
    expect((await new Memory(filesSpace(dir)).recentTurns()).map((t) => t.id)).toEqual(Array.from({ length: 30 }, (_, k) => `t${k + 5}`));
  });

  it("a recent-turns write that fails fails the record, with the turn already in the archive", async () => {
    const memory = new Memory(filesSpace(dir));
    await memory.record(turn(1));
    // Something that cannot be replaced where the recent turns' last good copy goes.
    fs.rmSync(path.join(dir, "recent-turns.json.bak"), { force: true });
    fs.mkdirSync(path.join(dir, "recent-turns.json.bak", "stuck"), { recursive: true });
    await expect(memory.record(turn(2))).rejects.toThrow();
    expect((await memory.allTurns()).map((t) => t.id)).toEqual(["t1", "t2"]);
    expect((await memory.recentTurns()).map((t) => t.id)).toEqual(["t1"]);
    fs.rmSync(path.join(dir, "recent-turns.json.bak"), { recursive: true });
    await memory.record(turn(3));
    expect((await memory.recentTurns()).map((t) => t.id)).toEqual(["t1", "t3"]);
  });
});

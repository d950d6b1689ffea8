/**
 * JsonFile, the state file every per-owner store sits on: transactions, no lost update under
 * concurrency, and recovery from a damaged file (moved aside, last good copy restored, the owner
 * told once).
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { silentLogger } from "../../base/log.ts";
import { OwnerContext } from "../../owner.ts";
import { JsonFile, type RecoveryEvent } from "../json-file.ts";
import { ownerIn } from "../../test-support/storage.ts";

const CounterSchema = z.object({ version: z.literal(1), count: z.number().int(), notes: z.array(z.string()) });
type Counter = z.infer<typeof CounterSchema>;

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-jsonfile-"));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

function counterFile(events: RecoveryEvent[] = [], file = path.join(dir, "counter.json")): JsonFile<Counter> {
  return new JsonFile<Counter>({
    path: file,
    schema: CounterSchema,
    initial: () => ({ version: 1, count: 0, notes: [] }),
    logger: silentLogger,
    onRecovery: (e) => void events.push(e),
  });
}

const onDisk = async (file: string) => JSON.parse(await fs.readFile(file, "utf8")) as unknown;

describe("transactions", () => {
  it("a file that was never written reads as its initial value and creates nothing", async () => {
    const f = counterFile();
    expect(await f.read()).toEqual({ version: 1, count: 0, notes: [] });
    await expect(fs.access(f.path)).rejects.toThrow();
  });

  it("an update persists the mutated value and returns the function's result", async () => {
    const f = counterFile();
    const result = await f.update((v) => {
      v.count += 5;
      v.notes.push("first");
      return "ok";
    });
    expect(result).toBe("ok");
    expect(await onDisk(f.path)).toEqual({ version: 1, count: 5, notes: ["first"] });
    // A fresh object (another process, a restart) sees the same value.
    expect(await counterFile().read()).toEqual({ version: 1, count: 5, notes: ["first"] });
  });

  it("an update that throws writes nothing, even when it mutated the value first", async () => {
    const f = counterFile();
    await f.update((v) => void (v.count = 1));
    await expect(
      f.update((v) => {
        v.count = 999;
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await f.read()).toEqual({ version: 1, count: 1, notes: [] });
    expect(await onDisk(f.path)).toEqual({ version: 1, count: 1, notes: [] });
  });

  it("keeps a copy of the last committed version beside the file as the last good copy (issue #11: not the one before)", async () => {
    const f = counterFile();
    await f.update((v) => void (v.count = 1));
    await f.update((v) => void (v.count = 2));
    expect(await onDisk(f.path)).toMatchObject({ count: 2 });
    expect(await onDisk(`${f.path}.bak`)).toMatchObject({ count: 2 });
    // Its own inode: damage done to the file in place cannot reach the copy.
    expect((await fs.stat(`${f.path}.bak`)).ino).not.toBe((await fs.stat(f.path)).ino);
  });
});

describe("concurrent updates in one process", () => {
  it("lose nothing: 200 increments through two objects for the same path all land", async () => {
    const a = counterFile();
    const b = counterFile();
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        (i % 2 ? a : b).update(async (v) => {
          const seen = v.count;
          // Yield in the middle of the read-modify-write: a missing lock would lose updates here.
          await new Promise((r) => setImmediate(r));
          v.count = seen + 1;
          v.notes.push(`n${i}`);
        }),
      ),
    );
    const final = await counterFile().read();
    expect(final.count).toBe(200);
    expect(new Set(final.notes).size).toBe(200);
  });
});

describe("recovery from a damaged file", () => {
  it("moves a corrupt file aside, restores the last committed version and reports it once", async () => {
    const events: RecoveryEvent[] = [];
    const f = counterFile(events);
    await f.update((v) => void (v.count = 1));
    await f.update((v) => void (v.count = 2));
    await fs.writeFile(f.path, '{"version":1,"count":'); // torn write

    const reader = counterFile(events);
    expect(await reader.read()).toEqual({ version: 1, count: 2, notes: [] });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ file: f.path, restoredFromBackup: true });
    expect(events[0]!.reason).toMatch(/not valid JSON/);
    // The damaged bytes are kept for inspection, never deleted.
    expect(await fs.readFile(events[0]!.movedTo!, "utf8")).toBe('{"version":1,"count":');
    // The restored value is on disk again and further reads are quiet.
    expect(await onDisk(f.path)).toEqual({ version: 1, count: 2, notes: [] });
    expect(await reader.read()).toEqual({ version: 1, count: 2, notes: [] });
    await reader.update((v) => void (v.count += 1));
    expect(events).toHaveLength(1);
    expect(await counterFile().read()).toMatchObject({ count: 3 });
  });

  it("treats valid JSON of the wrong shape as damage too", async () => {
    const events: RecoveryEvent[] = [];
    const f = counterFile(events);
    await f.update((v) => void (v.count = 1));
    await f.update((v) => void (v.count = 2));
    await fs.writeFile(f.path, JSON.stringify({ version: 1, count: "two" }));
    expect(await counterFile(events).read()).toMatchObject({ count: 2 });
    expect(events).toHaveLength(1);
    expect(events[0]!.reason).toMatch(/^schema: count/);
  });

  it("restores from the backup when the main file is missing", async () => {
    const events: RecoveryEvent[] = [];
    const f = counterFile(events);
    await f.update((v) => void (v.count = 1));
    await f.update((v) => void (v.count = 2));
    await fs.rm(f.path);
    expect(await counterFile(events).read()).toMatchObject({ count: 2 });
    expect(events).toEqual([expect.objectContaining({ movedTo: null, restoredFromBackup: true, reason: expect.stringMatching(/missing/) })]);
    expect(await onDisk(f.path)).toMatchObject({ count: 2 });
  });

  it("starts empty when nothing is readable, but still reports it", async () => {
    const events: RecoveryEvent[] = [];
    const file = path.join(dir, "counter.json");
    await fs.writeFile(file, "\u0000\u0000garbage");
    const f = counterFile(events, file);
    expect(await f.read()).toEqual({ version: 1, count: 0, notes: [] });
    expect(events).toEqual([expect.objectContaining({ restoredFromBackup: false })]);
    expect(events[0]!.movedTo).toMatch(/counter\.json\.corrupt-/);
    expect(await fs.readFile(events[0]!.movedTo!, "utf8")).toBe("\u0000\u0000garbage");
  });

  it("a damaged file found inside an update recovers first, then applies the update", async () => {
    const events: RecoveryEvent[] = [];
    const f = counterFile(events);
    await f.update((v) => void (v.count = 1));
    await f.update((v) => void (v.count = 2));
    await fs.writeFile(f.path, "not json");
    await counterFile(events).update((v) => void (v.count += 10));
    expect(await counterFile().read()).toMatchObject({ count: 12 });
    expect(events).toHaveLength(1);
  });
});

describe("the owner is told", () => {
  it("a damaged threads file becomes one notice naming the file and the kept copy", async () => {
    const owner = ownerIn("local", dir);
    await owner.threads.transact((threads) => void threads.length);
    await owner.threads.transact((threads) => void threads.length);
    await fs.writeFile(path.join(dir, "threads.json"), "{ broken");

    const again = ownerIn("local", dir);
    expect(await again.threads.all()).toEqual([]);
    const notices = async () => (await again.pendingNotices()).map((n) => n.text);
    expect(await notices()).toHaveLength(1);
    expect((await notices())[0]).toMatch(/^Heads-up: my threads\.json was damaged, so I restored the last good copy\. The damaged file is kept as threads\.json\.corrupt-/);
    await again.threads.all();
    expect(await notices()).toHaveLength(1);
  });

  it("without a backup, the notice says the file starts empty", async () => {
    const owner = ownerIn("local", dir);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, "settings.json"), "][");
    const s = await owner.settings.get();
    expect(s.mode).toBe("balanced");
    expect((await owner.pendingNotices()).map((n) => n.text)).toEqual([expect.stringMatching(/^Heads-up: my settings\.json was damaged and had no good backup, so it starts empty\./)]);
  });
});

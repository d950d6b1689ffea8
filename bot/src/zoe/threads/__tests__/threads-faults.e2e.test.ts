/**
 * The threads store under faults that only real processes produce: two writers racing on one
 * owner's file lose nothing, and a writer killed (SIGKILL) in the middle of a write loop leaves a
 * file that loads and validates, with every committed write still in it; killed mid-append to a
 * large store's change journal, it loses no committed thread and applies none twice.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { filesSpace } from "../../test-support/storage.ts";
import { until } from "../../test-support/until.ts";
import { newThread, ThreadsFileSchema, ThreadStore } from "../store.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const WORKER = path.join(here, "..", "..", "test-support", "threads-worker.ts");
const REPO = path.resolve(here, "../../../../..");

let dir: string;
const children = new Set<ChildProcess>();

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-faults-"));
});
afterEach(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  children.clear();
  await fs.rm(dir, { recursive: true, force: true });
});

interface Worker {
  child: ChildProcess;
  /** Lines the worker printed so far. */
  lines: string[];
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startWorker(...args: string[]): Worker {
  const child = spawn(process.execPath, ["--import", "tsx", WORKER, ...args], { cwd: REPO, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  const lines: string[] = [];
  let err = "";
  let partial = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    const parts = (partial + chunk).split("\n");
    partial = parts.pop() ?? "";
    lines.push(...parts);
  });
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => void (err += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  return { child, lines, stderr: () => err, exited };
}

/** A writer's progress, looked at often: the kill is meant to land right after the commits awaited. */
const WRITER = { timeoutMs: 60_000, everyMs: 5 };

/** The file as it is on disk, validated by the store's own schema. */
async function validFileOnDisk(): Promise<ReturnType<typeof ThreadsFileSchema.parse>> {
  const text = await fs.readFile(path.join(dir, "threads.json"), "utf8");
  return ThreadsFileSchema.parse(JSON.parse(text));
}

describe("two processes on one owner's threads", () => {
  it(
    "500 transactions each (open one thread, move the due of the previous one) lose nothing",
    async () => {
      const a = startWorker("ops", dir, "alpha", "500");
      const b = startWorker("ops", dir, "beta", "500");
      const [ea, eb] = await Promise.all([a.exited, b.exited]);
      expect({ code: ea.code, stderr: a.stderr() }).toEqual({ code: 0, stderr: "" });
      expect({ code: eb.code, stderr: b.stderr() }).toEqual({ code: 0, stderr: "" });

      const file = await validFileOnDisk();
      expect(file.threads).toHaveLength(1000);
      expect(new Set(file.threads.map((t) => t.id)).size).toBe(1000);
      for (const name of ["alpha", "beta"]) {
        const mine = file.threads.filter((t) => t.summary.startsWith(`${name} task `));
        expect(mine).toHaveLength(500);
        expect(new Set(mine.map((t) => t.summary)).size).toBe(500);
        // Every update landed too: all but each writer's last thread had their due moved.
        const moved = mine.filter((t) => t.due_phrase === "in 3 days");
        expect(moved).toHaveLength(499);
        expect(mine.find((t) => t.due_phrase === "tomorrow")!.summary).toBe(`${name} task 499`);
      }

      const space = filesSpace(dir);
      const store = new ThreadStore(space);
      expect(await store.all()).toHaveLength(1000);
      expect(await space.notices.pending()).toEqual([]);
    },
    240_000,
  );
});

describe("a writer killed mid-write", () => {
  it(
    "leaves a valid file with every committed write, again and again, and the store stays writable",
    async () => {
      let committedBefore = 0;
      for (let round = 0; round < 4; round++) {
        const w = startWorker("loop", dir, `round${round}`);
        // Let it commit a random number of writes, then kill it at a random moment of the next.
        const target = 1 + Math.floor(Math.random() * 15);
        await until(() => w.lines.length >= target, `round ${round}: ${target} commits (stderr: ${w.stderr()})`, WRITER);
        await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 40)));
        w.child.kill("SIGKILL");
        const exit = await w.exited;
        expect(exit.signal).toBe("SIGKILL");
        const committed = w.lines.filter((l) => l === "c").length;

        // The killed writer's lock goes stale after 15 s; the reads below and the next round need not wait.
        await fs.rm(path.join(dir, "threads.json.lock"), { recursive: true, force: true });
        // The file on disk validates; what it holds is read the way ZOE reads it: past ~115 of these
        // threads the file passes 64 kB and later writes are journal records beside it.
        await validFileOnDisk();
        const space = filesSpace(dir);
        const threads = await new ThreadStore(space).all();
        const fromThisRound = threads.filter((t) => t.summary.startsWith(`round${round} `)).length;
        // Everything it reported is there; at most one more write landed before the kill.
        expect(fromThisRound).toBeGreaterThanOrEqual(committed);
        expect(fromThisRound).toBeLessThanOrEqual(committed + 1);
        expect(threads.length).toBe(committedBefore + fromThisRound);
        committedBefore = threads.length;
        expect(await space.notices.pending()).toEqual([]);
      }

      // One last kill, and this time the stale lock is left for the store to reclaim on its own.
      const w = startWorker("loop", dir, "last");
      await until(() => w.lines.length >= 3, "the last writer's commits", WRITER);
      w.child.kill("SIGKILL");
      await w.exited;
      const store = new ThreadStore(filesSpace(dir));
      const before = await store.transact((threads) => {
        const count = threads.length;
        threads.splice(0, 1);
        return count;
      });
      expect(before).toBeGreaterThanOrEqual(committedBefore + 3);
      await validFileOnDisk();
      expect(await new ThreadStore(filesSpace(dir)).all()).toHaveLength(before - 1);
    },
    240_000,
  );
});

describe("a writer killed mid-append to a large store's journal", () => {
  it(
    "loses no committed thread, applies none twice, and leaves no notice, round after round",
    async () => {
      // Enough live threads that every change is a journal record (storage/journal.ts), not a rewrite.
      const seed = new ThreadStore(filesSpace(dir));
      await seed.transact((threads) => void threads.push(...Array.from({ length: 300 }, (_, i) => bulkyThread(i))));
      let total = 300;
      for (let round = 0; round < 4; round++) {
        const w = startWorker("loop", dir, `jround${round}`);
        const target = 1 + Math.floor(Math.random() * 15);
        await until(() => w.lines.length >= target, `round ${round}: ${target} commits (stderr: ${w.stderr()})`, WRITER);
        await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 20)));
        w.child.kill("SIGKILL");
        expect((await w.exited).signal).toBe("SIGKILL");
        const committed = w.lines.filter((l) => l === "c").length;
        // The killed writer's lock would go stale after 15 s; reading the journal takes the lock.
        await fs.rm(path.join(dir, "threads.json.lock"), { recursive: true, force: true });
        // The killed writer appended to the journal and never compacted it.
        expect(await fs.stat(path.join(dir, "threads.json.journal")).then(() => true, () => false)).toBe(true);

        const space = filesSpace(dir);
        const live = await new ThreadStore(space).live();
        const fromThisRound = live.filter((t) => t.summary.startsWith(`jround${round} `));
        expect(fromThisRound.length).toBeGreaterThanOrEqual(committed);
        expect(fromThisRound.length).toBeLessThanOrEqual(committed + 1);
        expect(new Set(live.map((t) => t.id)).size).toBe(live.length);
        expect(live.length).toBe(total + fromThisRound.length);
        total = live.length;
        expect(await space.notices.pending()).toEqual([]);
      }
    },
    240_000,
  );
});

/** A live thread with a long summary (300 of them make a threads file of well over 64 kB). */
function bulkyThread(i: number) {
  return newThread({
    id: `th-seed${i}`,
    summary: `seeded commitment ${i}: ${"call the supplier about the delayed parts ".repeat(5)}`,
    createdAt: new Date(Date.UTC(2026, 5, 1)),
    dueAt: new Date(Date.UTC(2026, 6, 1)),
    duePhrase: "july",
  });
}

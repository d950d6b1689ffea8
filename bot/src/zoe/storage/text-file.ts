/**
 * Plain-text files the owner may read and edit by hand (memory blocks), changed under the same
 * inter-process lock and atomic write as JSON state.
 * Must never: leave a half-written file or write without the lock.
 */
import { promises as fs } from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";
import writeFileAtomic from "write-file-atomic";

/** Read a text file; `fallback` when it does not exist. */
export async function readText(file: string, fallback = ""): Promise<string> {
  try {
    return await fs.readFile(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return fallback;
    throw err;
  }
}

/** Replace a text file's content with `fn(old)` in one locked, atomic step. Returns the new text. */
export async function updateText(file: string, fn: (old: string) => string, fallback = ""): Promise<string> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const release = await lockfile.lock(file, {
    realpath: false,
    stale: 15_000,
    retries: { retries: 100, factor: 1.2, minTimeout: 5, maxTimeout: 100, randomize: true },
  });
  try {
    const next = fn(await readText(file, fallback));
    await writeFileAtomic(file, next, { fsync: true });
    return next;
  } finally {
    await release();
  }
}

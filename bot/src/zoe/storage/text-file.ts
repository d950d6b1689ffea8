/**
 * Plain-text files the owner may read and edit by hand (memory blocks), changed under the same
 * inter-process lock and atomic write as JSON state. `TextCache` reads them again only when they
 * changed (by fingerprint: inode, size, mtime), so a prompt that needs four blocks costs four
 * stats, not four reads.
 * Must never: leave a half-written file, write without the lock, serve a cached text after the
 * file changed on disk, or write through a symbolic link planted in the home (write-file-atomic
 * itself would: it writes to the file a link names).
 */
import fs from "node:fs";
import path from "node:path";
import writeFileAtomic from "write-file-atomic";
import type { Logger } from "../base/log.ts";
import { metaOf, sameVersion, statOrNull, type FileMeta } from "./atomic-write.ts";
import { fsyncWrites } from "./durability.ts";
import { lockFile, serialize } from "./file-lock.ts";
import { refuseSymlinks } from "./no-symlinks.ts";

/** Read a text file; `fallback` when it does not exist. */
export async function readText(file: string, fallback = ""): Promise<string> {
  try {
    return await fs.promises.readFile(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return fallback;
    throw err;
  }
}

/**
 * Replace a text file's content with `fn(old)` in one locked, atomic step. Returns the new text.
 * The lock is the JSON documents' (file-lock.ts): one left by a process that died is taken over
 * at once, so a crash mid-edit never fails the next turn that writes the block. `root`: the
 * storage's home, below which no part of the path may be a symbolic link.
 */
export function updateText(file: string, fn: (old: string) => string, fallback = "", logger?: Logger, root = path.dirname(file)): Promise<string> {
  return serialize(path.resolve(file), async () => {
    refuseSymlinks(file, root);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const release = await lockFile(file, {
      onCompromised: (err) => logger?.warn({ event: "state_lock_compromised", file, reason: err.message }, "a memory file's lock was lost while held (the machine was too busy to refresh it)"),
      onTakenOver: () => logger?.info({ event: "state_lock_taken_over", file }, "took over a memory file's lock left by a process that is gone"),
    });
    try {
      refuseSymlinks(file, root); // again under the lock: the check before it only spared the wait
      const next = fn(await readText(file, fallback));
      await writeFileAtomic(file, next, { fsync: fsyncWrites() });
      return next;
    } finally {
      await release();
    }
  });
}

/** Text files read through a cache that is checked against each file's fingerprint. */
export class TextCache {
  private readonly texts = new Map<string, { fp: FileMeta; text: string }>();

  /** The file's text (`fallback` when it does not exist): one stat when it has not changed since the last read. */
  async read(file: string, fallback = ""): Promise<string> {
    const st = statOrNull(file);
    if (st === null) {
      this.texts.delete(file);
      return fallback;
    }
    const fp = metaOf(st);
    const hit = this.texts.get(file);
    if (hit && sameVersion(hit.fp, fp)) return hit.text;
    const text = await readText(file, fallback);
    // Keep it only if the file did not change while it was read (else the next read looks again).
    const after = statOrNull(file);
    if (after && sameVersion(fp, metaOf(after))) this.texts.set(file, { fp, text });
    else this.texts.delete(file);
    return text;
  }
}

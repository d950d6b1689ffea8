/**
 * A JSON state file that never loses an update: every change is one transaction under an
 * in-process queue plus an inter-process lock (proper-lockfile), written with write-file-atomic
 * (temp file, fsync, rename), validated with zod on load, with the last good copy kept beside it.
 * A corrupt file is moved aside (never deleted) and the backup restored; the caller is told so it
 * can warn the owner once.
 * Must never: start silently from an empty value when a file existed, or write outside a lock.
 */
import { promises as fs } from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";
import writeFileAtomic from "write-file-atomic";
import type { z } from "zod";
import type { Logger } from "../log.ts";

/** What happened when a stored file could not be read as it was. */
export interface RecoveryEvent {
  file: string;
  /** Where the unreadable file was moved (kept for inspection). */
  movedTo: string | null;
  /** Whether the last good copy was restored; false means the file starts from its initial value. */
  restoredFromBackup: boolean;
  reason: string;
}

export interface JsonFileOptions<T> {
  path: string;
  schema: z.ZodType<T>;
  /** The value of a file that has never been written. */
  initial: () => T;
  logger: Logger;
  /** Called once per recovery, so the owner can be told. */
  onRecovery?: (event: RecoveryEvent) => void;
  /** Pretty-print (for files owners read by hand). */
  pretty?: boolean;
}

/** Per-path in-process queues: two JsonFile objects for one path still take turns. */
const queues = new Map<string, Promise<unknown>>();

function serialize<R>(key: string, job: () => Promise<R>): Promise<R> {
  const prev = queues.get(key) ?? Promise.resolve();
  const next = prev.then(job, job);
  const settled = next.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return next;
}

interface Fingerprint {
  ino: number;
  size: number;
  mtimeMs: number;
}

const sameFingerprint = (a: Fingerprint | null, b: Fingerprint | null) =>
  a !== null && b !== null && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;

export class JsonFile<T> {
  readonly path: string;
  private readonly backupPath: string;
  private readonly opts: JsonFileOptions<T>;
  /** The value as this process last read or wrote it, with the file's fingerprint at that time. */
  private cache: { value: T; fp: Fingerprint } | null = null;

  constructor(opts: JsonFileOptions<T>) {
    this.opts = opts;
    this.path = path.resolve(opts.path);
    this.backupPath = `${this.path}.bak`;
  }

  /** The current value. Recovers (under the lock) if the file is unreadable. */
  async read(): Promise<T> {
    const fast = await this.tryLoad();
    if (fast.ok) return fast.value;
    return this.transaction(async (value) => value, { write: false });
  }

  /**
   * Run `fn` on the current value and persist the result atomically. `fn` may mutate the value it
   * is given and/or return a result; the (mutated) value is written. If `fn` throws, nothing is
   * written and the error propagates.
   */
  async update<R>(fn: (value: T) => R | Promise<R>): Promise<R> {
    return this.transaction(fn, { write: true });
  }

  private async transaction<R>(fn: (value: T) => R | Promise<R>, mode: { write: boolean }): Promise<R> {
    return serialize(this.path, async () => {
      await fs.mkdir(path.dirname(this.path), { recursive: true });
      const release = await lockfile.lock(this.path, {
        realpath: false,
        stale: 15_000,
        update: 5_000,
        retries: { retries: 200, factor: 1.2, minTimeout: 5, maxTimeout: 100, randomize: true },
      });
      try {
        const value = await this.loadUnderLock();
        let result: R;
        try {
          result = await fn(value);
        } catch (err) {
          this.cache = null; // fn may have half-mutated the cached value
          throw err;
        }
        if (mode.write) await this.writeUnderLock(value);
        return result;
      } finally {
        await release();
      }
    });
  }

  private async stat(p: string): Promise<Fingerprint | null> {
    try {
      const s = await fs.stat(p);
      return { ino: s.ino, size: s.size, mtimeMs: s.mtimeMs };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }

  private parse(text: string): { ok: true; value: T } | { ok: false; reason: string } {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (err) {
      return { ok: false, reason: `not valid JSON (${(err as Error).message})` };
    }
    const parsed = this.opts.schema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { ok: false, reason: `schema: ${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}` };
    }
    return { ok: true, value: parsed.data };
  }

  /** Load without the lock; reports failure instead of recovering. */
  private async tryLoad(): Promise<{ ok: true; value: T } | { ok: false }> {
    const fp = await this.stat(this.path);
    if (fp === null) {
      // Missing file: fine only when there is no backup to restore either.
      return (await this.stat(this.backupPath)) === null ? { ok: true, value: this.opts.initial() } : { ok: false };
    }
    if (this.cache && sameFingerprint(this.cache.fp, fp)) return { ok: true, value: this.cache.value };
    let text: string;
    try {
      text = await fs.readFile(this.path, "utf8");
    } catch {
      return { ok: false };
    }
    const parsed = this.parse(text);
    if (!parsed.ok) return { ok: false };
    this.cache = { value: parsed.value, fp };
    return parsed;
  }

  private async loadUnderLock(): Promise<T> {
    const fp = await this.stat(this.path);
    if (fp !== null && this.cache && sameFingerprint(this.cache.fp, fp)) return this.cache.value;
    if (fp === null) {
      const backup = await this.readBackup();
      if (backup === null) return this.opts.initial();
      return this.recover("file missing but its backup exists", null, backup);
    }
    let reason: string;
    try {
      const parsed = this.parse(await fs.readFile(this.path, "utf8"));
      if (parsed.ok) {
        this.cache = { value: parsed.value, fp };
        return parsed.value;
      }
      reason = parsed.reason;
    } catch (err) {
      reason = `unreadable (${(err as Error).message})`;
    }
    const movedTo = `${this.path}.corrupt-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    await fs.rename(this.path, movedTo);
    return this.recover(reason, movedTo, await this.readBackup());
  }

  private async readBackup(): Promise<T | null> {
    try {
      const parsed = this.parse(await fs.readFile(this.backupPath, "utf8"));
      return parsed.ok ? parsed.value : null;
    } catch {
      return null;
    }
  }

  private async recover(reason: string, movedTo: string | null, backup: T | null): Promise<T> {
    const event: RecoveryEvent = { file: this.path, movedTo, restoredFromBackup: backup !== null, reason };
    this.opts.logger.error(
      { event: "state_file_recovered", ...event },
      backup !== null
        ? `state file ${path.basename(this.path)} was unreadable; restored the last good copy`
        : `state file ${path.basename(this.path)} was unreadable and had no good backup; starting it empty`,
    );
    const value = backup ?? this.opts.initial();
    await this.writeUnderLock(value);
    this.opts.onRecovery?.(event);
    return value;
  }

  private async writeUnderLock(value: T): Promise<void> {
    // The backup is a hard link to the current file: the last good copy at no extra write cost.
    // write-file-atomic then renames a new inode over the main path, leaving the link untouched.
    if ((await this.stat(this.path)) !== null) {
      await fs.rm(this.backupPath, { force: true });
      await fs.link(this.path, this.backupPath).catch(() => fs.copyFile(this.path, this.backupPath));
    }
    const text = this.opts.pretty ? `${JSON.stringify(value, null, 2)}\n` : JSON.stringify(value);
    await writeFileAtomic(this.path, text, { fsync: true });
    const fp = await this.stat(this.path);
    this.cache = fp ? { value, fp } : null;
  }
}

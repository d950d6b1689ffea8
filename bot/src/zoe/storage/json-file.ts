/**
 * The files backend's JSON document: every change is one transaction under an in-process queue
 * plus an inter-process lock (proper-lockfile), validated with zod on the way in and out, written
 * atomically (temp file, fsync, rename: atomic-write.ts), with a copy of the last committed
 * version kept beside it (`.bak`, its own inode). A corrupt file is moved aside (never deleted)
 * and the last committed version restored; the caller is told so it can warn the owner once.
 * The parsed value is cached with the file's fingerprint (inode, size, mtime): a read whose file
 * has not changed costs one stat, never a re-parse or a re-validation; a transaction costs the
 * lock, one stat, the write and the backup copy. Lookups (stat) are synchronous, writes are not
 * (the rule is in atomic-write.ts).
 * Must never: start silently from an empty value when a file existed, or write outside a lock.
 */
import fs from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";
import type { z } from "zod";
import type { Logger } from "../base/log.ts";
import { WriteCheck } from "./write-check.ts";
import { metaOf, sameVersion, stageFile, statOrNull, type FileMeta } from "./atomic-write.ts";

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
  onRecovery?: (event: RecoveryEvent) => void | Promise<void>;
  /** Pretty-print (for small files owners read by hand; a big file pays for it on every write). */
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

/**
 * The file system proper-lockfile locks through: a lock is a mkdir and its release a rmdir, as
 * with its default; the stat it makes after taking a lock is a lookup, so it is answered
 * synchronously (the rule is in atomic-write.ts). Its exit handler removes held locks with
 * rmdirSync.
 */
const LOCK_FS = {
  mkdir: fs.mkdir,
  rmdir: fs.rmdir,
  rmdirSync: fs.rmdirSync,
  utimes: fs.utimes,
  realpath: fs.realpath,
  stat(file: string, cb: (err: NodeJS.ErrnoException | null, stats?: fs.Stats) => void): void {
    let stats: fs.Stats;
    try {
      stats = fs.statSync(file);
    } catch (err) {
      process.nextTick(cb, err as NodeJS.ErrnoException);
      return;
    }
    process.nextTick(cb, null, stats);
  },
};
const LOCK = { realpath: false, stale: 15_000, update: 5_000, fs: LOCK_FS } as const;
/** How long a transaction waits for another process's lock (about 20 s in all). */
const LOCK_RETRIES = { retries: 200, factor: 1.2, minTimeout: 5, maxTimeout: 100, randomize: true };

const isErrno = (err: unknown, code: string) => (err as NodeJS.ErrnoException | null)?.code === code;

/** The file as a transaction finds it: its version (null when missing) and where writes go. */
interface OnDisk {
  meta: FileMeta | null;
  /** The path itself, or the file a symlink at the path points to (its link is kept). */
  target: string;
}

export class JsonFile<T> {
  readonly path: string;
  private readonly dir: string;
  private readonly backupPath: string;
  private readonly opts: JsonFileOptions<T>;
  /** The value as this process last read or wrote it, with the file's fingerprint at that time. */
  private cache: { value: T; fp: FileMeta } | null = null;
  /** The folder is known to exist, so a transaction need not make it first. */
  private dirReady = false;
  private readonly check: WriteCheck<T>;

  constructor(opts: JsonFileOptions<T>) {
    this.opts = opts;
    this.check = new WriteCheck(opts.schema, opts.pretty ?? false);
    this.path = path.resolve(opts.path);
    this.dir = path.dirname(this.path);
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

  /**
   * One transaction. The caller has its result once the new version is in place (written,
   * fsynced, renamed) AND the lock is released: a caller may rely on the lock being gone (another
   * process, or a test, can take it at once). The next transaction on this path in this process
   * waits for that too.
   */
  private transaction<R>(fn: (value: T) => R | Promise<R>, mode: { write: boolean }): Promise<R> {
    return serialize(this.path, async () => {
      const release = await this.lock();
      let outcome: { ok: true; result: R } | { ok: false; err: unknown };
      try {
        const { value, onDisk } = await this.loadUnderLock();
        try {
          const result = await fn(value);
          if (mode.write) await this.writeUnderLock(value, onDisk);
          outcome = { ok: true, result };
        } catch (err) {
          this.cache = null; // fn may have mutated the cached value, and it was not written
          throw err;
        }
      } catch (err) {
        outcome = { ok: false, err };
      }
      await release().catch((err: unknown) =>
        // The write (if any) is in place; a lock left behind goes stale and is taken over.
        this.opts.logger.warn({ err, event: "state_lock_release_failed", file: this.path }, "could not release a state file's lock"),
      );
      if (!outcome.ok) throw outcome.err;
      return outcome.result;
    });
  }

  /**
   * Keep a copy of the current version beside the file as `<file>.<label>` (before a migration
   * rewrites it). Returns the copy's path, or null when the file does not exist.
   */
  async keepCopy(label: string): Promise<string | null> {
    const to = `${this.path}.${label.replace(/[^A-Za-z0-9._-]/g, "_")}`;
    return serialize(this.path, async () => {
      try {
        await fs.promises.copyFile(this.path, to);
        return to;
      } catch (err) {
        if (isErrno(err, "ENOENT")) return null;
        throw err;
      }
    });
  }

  /** Take the inter-process lock; resolves to its release. */
  private async lock(): Promise<() => Promise<void>> {
    if (!this.dirReady) {
      await fs.promises.mkdir(this.dir, { recursive: true });
      this.dirReady = true;
    }
    try {
      // Uncontended, the usual case: one attempt (a mkdir), without a retry schedule.
      return await lockfile.lock(this.path, { ...LOCK, retries: 0 });
    } catch (err) {
      // The folder was removed under us: make it again. Held by another process (or any other
      // failure): wait for it, as patiently as ever.
      if (isErrno(err, "ENOENT")) await fs.promises.mkdir(this.dir, { recursive: true });
      return lockfile.lock(this.path, { ...LOCK, retries: LOCK_RETRIES });
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
    const st = statOrNull(this.path);
    if (st === null) {
      // Missing file: fine only when there is no backup to restore either.
      return statOrNull(this.backupPath) === null ? { ok: true, value: this.opts.initial() } : { ok: false };
    }
    const fp = metaOf(st);
    if (this.cache && sameVersion(this.cache.fp, fp)) return { ok: true, value: this.cache.value };
    let text: string;
    try {
      text = await fs.promises.readFile(this.path, "utf8");
    } catch {
      return { ok: false };
    }
    const parsed = this.parse(text);
    if (!parsed.ok) return { ok: false };
    this.cache = { value: parsed.value, fp };
    return parsed;
  }

  /** The file's version now, following a symlink at the path to the file it names. */
  private async locate(): Promise<OnDisk> {
    const st = statOrNull(this.path, false);
    if (st === null || !st.isSymbolicLink()) return { meta: st && metaOf(st), target: this.path };
    const target = await fs.promises.realpath(this.path).catch(() => this.path);
    const real = target === this.path ? null : statOrNull(target);
    return { meta: real && metaOf(real), target };
  }

  private async loadUnderLock(): Promise<{ value: T; onDisk: OnDisk }> {
    const onDisk = await this.locate();
    const fp = onDisk.meta;
    if (fp !== null && this.cache && sameVersion(this.cache.fp, fp)) return { value: this.cache.value, onDisk };
    if (fp === null) {
      const backup = await this.readBackup();
      if (backup === null) return { value: this.opts.initial(), onDisk };
      return this.recover("file missing but its backup exists", null, backup, onDisk.target);
    }
    let reason: string;
    try {
      const parsed = this.parse(await fs.promises.readFile(onDisk.target, "utf8"));
      if (parsed.ok) {
        this.cache = { value: parsed.value, fp };
        return { value: parsed.value, onDisk };
      }
      reason = parsed.reason;
    } catch (err) {
      reason = `unreadable (${(err as Error).message})`;
    }
    const movedTo = `${this.path}.corrupt-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    await fs.promises.rename(this.path, movedTo);
    return this.recover(reason, movedTo, await this.readBackup(), this.path);
  }

  private async readBackup(): Promise<T | null> {
    try {
      const parsed = this.parse(await fs.promises.readFile(this.backupPath, "utf8"));
      return parsed.ok ? parsed.value : null;
    } catch {
      return null;
    }
  }

  private async recover(reason: string, movedTo: string | null, backup: T | null, target: string): Promise<{ value: T; onDisk: OnDisk }> {
    const event: RecoveryEvent = { file: this.path, movedTo, restoredFromBackup: backup !== null, reason };
    this.opts.logger.error(
      { event: "state_file_recovered", ...event },
      backup !== null
        ? `state file ${path.basename(this.path)} was unreadable; restored the last good copy`
        : `state file ${path.basename(this.path)} was unreadable and had no good backup; starting it empty`,
    );
    const value = backup ?? this.opts.initial();
    // Nothing is at the path now (missing, or moved aside): the backup stays the last good copy.
    await this.writeUnderLock(value, { meta: null, target });
    await this.opts.onRecovery?.(event);
    return { value, onDisk: { meta: this.cache?.fp ?? null, target } };
  }

  private async writeUnderLock(value: T, onDisk: OnDisk): Promise<void> {
    // Validated on the way in as on the way out: a value the schema refuses is never written.
    // Elements of a long list that did not change since they were last validated are not
    // validated or serialised again (write-check.ts), so a write costs what changed plus the I/O.
    const checked = this.check.check(value);
    if (!checked.ok) throw new Error(`refusing to write ${path.basename(this.path)}: ${checked.reason}`);
    const text = checked.text;
    // The new version is written and fsynced beside the file; a copy of it (its own inode, so
    // damage done to the file in place cannot reach it) becomes the last good copy first, and
    // only then does the rename put the new version in place. So the backup is always the last
    // committed version (or the one being committed), never the one before it.
    const staged = await stageFile(onDisk.target, text, onDisk.meta);
    try {
      await this.keepLastGood(staged.path);
    } catch (err) {
      await staged.discard();
      throw err;
    }
    await staged.commit();
    this.cache = { value: checked.value, fp: staged.meta };
  }

  /** Copy the staged new version to the last good copy, atomically (a temporary copy, then a rename). */
  private async keepLastGood(staged: string): Promise<void> {
    const tmp = `${staged}.bak`;
    try {
      await fs.promises.copyFile(staged, tmp);
      await fs.promises.rename(tmp, this.backupPath);
    } catch (err) {
      await fs.promises.rm(tmp, { force: true });
      throw err;
    }
  }
}

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
 * A large document (JOURNAL_MIN_BYTES and more, not pretty-printed: a threads file with
 * thousands of live threads), and a hot one of any size (the inbox and the recent turns, changed
 * several times in every turn), is not rewritten for every change: a transaction appends one short
 * record of what changed to `<file>.journal` (journal.ts), written with O_DSYNC, and the full
 * document is rewritten (compacted, as above) when the journal has grown to half its size, when a
 * copy is kept, and when ZOE stops. Loading applies the journal; a torn last record (a crash
 * mid-append) is cut off, a damaged one is kept aside and reported like a damaged file.
 * Must never: start silently from an empty value when a file existed, write outside a lock,
 * resolve a transaction before its record or its new version is durable, or read or write
 * through a symbolic link planted in the home (no-symlinks.ts).
 */
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import type { Logger } from "../base/log.ts";
import { WriteCheck, type Checked } from "./write-check.ts";
import { closeFile, fsync, metaOf, openFile, sameVersion, stageFile, statOrNull, writeAll, type FileMeta } from "./atomic-write.ts";
import { refuseSymlinks } from "./no-symlinks.ts";
import { fsyncWrites } from "./durability.ts";
import { lockFile, serialize } from "./file-lock.ts";
import { applyChange, compactedLine, headerLine, readJournal, recordLine, textHash } from "./journal.ts";

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
  /**
   * Changed on every turn (the inbox, the recent turns): its changes go to the journal whatever
   * its size, as a large document's do (not when pretty-printed).
   */
  hot?: boolean;
  /**
   * The storage's home: no part of the path below it (nor the file's journal or last good copy)
   * may be a symbolic link (no-symlinks.ts). Default: the file's own folder.
   */
  root?: string;
}

const isErrno = (err: unknown, code: string) => (err as NodeJS.ErrnoException | null)?.code === code;

/** The file as a transaction finds it: its version (null when missing). */
interface OnDisk {
  meta: FileMeta | null;
}

/**
 * When a document is journaled: its full text is at least this long (smaller documents are
 * rewritten whole and stay readable as they are), or it is marked hot (changed on every turn: an
 * append costs a fraction of a whole write with its last good copy), and it is not
 * pretty-printed (those are the small files owners read by hand).
 */
export const JOURNAL_MIN_BYTES = 64 * 1024;

/** The journal is compacted into the document once it holds this many bytes (and at least half the document's). */
const COMPACT_MIN_BYTES = 256 * 1024;

/** What is known of the stored document as this process last read or wrote it. */
interface Cached<T> {
  value: T;
  /** The document file's version. */
  fp: FileMeta;
  /** The document text's hash (journal.ts), when it is large enough to journal; its length. */
  baseHash: string | null;
  baseSize: number;
  /** The journal as applied to `value` (null: none), by inode and length, and its last record. */
  journal: { ino: number; size: number; lastSeq: number } | null;
}

/** An open journal file this process appends to (its inode tells it is still the one at the path). */
interface JournalHandle {
  fd: number;
  ino: number;
  /** Opened with O_DSYNC (each write durable before it returns). */
  sync: boolean;
}

export class JsonFile<T> {
  readonly path: string;
  private readonly dir: string;
  private readonly backupPath: string;
  readonly journalPath: string;
  private readonly opts: JsonFileOptions<T>;
  /** The value as this process last read or wrote it, with the files' fingerprints at that time. */
  private cache: Cached<T> | null = null;
  /** The folder is known to exist, so a transaction need not make it first. */
  private dirReady = false;
  private readonly check: WriteCheck<T>;
  private readonly journaling: boolean;
  /** The text length from which a (not pretty-printed) document is journaled. */
  private readonly journalMinBytes: number;
  private handle: JournalHandle | null = null;

  constructor(opts: JsonFileOptions<T>) {
    this.opts = opts;
    this.check = new WriteCheck(opts.schema, opts.pretty ?? false);
    this.journaling = !(opts.pretty ?? false);
    this.journalMinBytes = opts.hot ? 0 : JOURNAL_MIN_BYTES;
    this.path = path.resolve(opts.path);
    this.dir = path.dirname(this.path);
    this.backupPath = `${this.path}.bak`;
    this.journalPath = `${this.path}.journal`;
  }

  /** The current value. Recovers (under the lock) if the file is unreadable or has a journal to read. */
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
   * One transaction. The caller has its result once the change is durable (a journal record
   * written with O_DSYNC, or a new version written, fsynced and renamed) AND the lock is
   * released: a caller may rely on the lock being gone (another process, or a test, can take it
   * at once). The next transaction on this path in this process waits for that too.
   */
  private transaction<R>(fn: (value: T) => R | Promise<R>, mode: { write: boolean; compact?: boolean }): Promise<R> {
    return serialize(this.path, async () => {
      const release = await this.lock();
      let outcome: { ok: true; result: R } | { ok: false; err: unknown };
      try {
        const { value, onDisk } = await this.loadUnderLock();
        try {
          const result = await fn(value);
          if (mode.write) await this.writeUnderLock(value, onDisk, mode.compact ?? false);
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
   * rewrites it): a pending journal is compacted into the file first, so the copy is whole.
   * Returns the copy's path, or null when the file does not exist.
   */
  async keepCopy(label: string): Promise<string | null> {
    const to = `${this.path}.${label.replace(/[^A-Za-z0-9._-]/g, "_")}`;
    await this.compact();
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

  /** Write the document whole if a journal is beside it (so the file alone holds every change). */
  async compact(): Promise<void> {
    if (statOrNull(this.journalPath) !== null) await this.transaction(() => undefined, { write: true, compact: true });
    else withJournal.delete(this as JsonFile<unknown>);
  }

  /** A held lock was lost (see file-lock.ts): say so; the transaction's atomic rename still stands. */
  private readonly compromised = (err: Error): void => {
    this.opts.logger.warn({ event: "state_lock_compromised", file: this.path, reason: err.message }, "a state file's lock was lost while held (the machine was too busy to refresh it)");
  };

  /** Take the inter-process lock; resolves to its release. */
  private async lock(): Promise<() => Promise<void>> {
    if (!this.dirReady) {
      await fs.promises.mkdir(this.dir, { recursive: true });
      this.dirReady = true;
    }
    return lockFile(this.path, {
      onCompromised: this.compromised,
      onTakenOver: () => this.opts.logger.info({ event: "state_lock_taken_over", file: this.path }, "took over a state file's lock left by a process that is gone"),
    });
  }

  private parse(text: string): { ok: true; value: T } | { ok: false; reason: string } {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (err) {
      return { ok: false, reason: `not valid JSON (${(err as Error).message})` };
    }
    return this.validate(raw);
  }

  private validate(raw: unknown): { ok: true; value: T } | { ok: false; reason: string } {
    const parsed = this.opts.schema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { ok: false, reason: `schema: ${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}` };
    }
    return { ok: true, value: parsed.data };
  }

  /** What the cache knows of a text just read or written. */
  private cached(value: T, fp: FileMeta, text: string, journal: Cached<T>["journal"], hash?: string): Cached<T> {
    const big = this.journaling && text.length >= this.journalMinBytes;
    return { value, fp, baseHash: big ? (hash ?? textHash(text)) : null, baseSize: text.length, journal };
  }

  /** Load without the lock; reports failure instead of recovering (or reading a journal). */
  private async tryLoad(): Promise<{ ok: true; value: T } | { ok: false }> {
    const st = statOrNull(this.path, false);
    if (st?.isSymbolicLink()) return { ok: false }; // the transaction refuses it, with the reason
    const journal = statOrNull(this.journalPath);
    if (st === null) {
      // Missing file: fine only when there is no backup to restore nor journal to read either.
      return statOrNull(this.backupPath) === null && journal === null ? { ok: true, value: this.opts.initial() } : { ok: false };
    }
    const fp = metaOf(st);
    if (this.cache && sameVersion(this.cache.fp, fp) && sameJournal(this.cache.journal, journal)) return { ok: true, value: this.cache.value };
    // A journal to read (or truncate) is read under the lock.
    if (journal !== null) return { ok: false };
    let text: string;
    try {
      text = await fs.promises.readFile(this.path, "utf8");
    } catch {
      return { ok: false };
    }
    const parsed = this.parse(text);
    if (!parsed.ok) return { ok: false };
    this.cache = this.cached(parsed.value, fp, text, null);
    this.check.adopt(parsed.value);
    return parsed;
  }

  /** The file's version now. A symbolic link at it, beside it or on the way to it is refused (SymlinkRefusedError). */
  private async locate(): Promise<OnDisk> {
    refuseSymlinks(this.path, this.opts.root ?? this.dir, [this.journalPath, this.backupPath]);
    const st = statOrNull(this.path, false);
    return { meta: st && metaOf(st) };
  }

  private async loadUnderLock(): Promise<{ value: T; onDisk: OnDisk }> {
    const onDisk = await this.locate();
    const fp = onDisk.meta;
    const jst = statOrNull(this.journalPath);
    if (fp !== null && this.cache && sameVersion(this.cache.fp, fp)) {
      if (sameJournal(this.cache.journal, jst)) return { value: this.cache.value, onDisk };
      // Another process appended to the journal this process has read: apply what it added.
      if (jst && this.cache.journal && jst.ino === this.cache.journal.ino && jst.size > this.cache.journal.size && (await this.readTail(jst.size))) {
        return { value: this.cache.value, onDisk };
      }
    }
    if (fp === null) {
      const backup = await this.readBackup();
      if (backup === null) {
        if (jst !== null) await this.setJournalAside("the journal could not be applied: the document and its last good copy are missing", "move");
        this.cache = null;
        return { value: this.opts.initial(), onDisk };
      }
      return this.recover("file missing but its backup exists", null, backup);
    }
    let reason: string;
    try {
      const text = await fs.promises.readFile(this.path, "utf8");
      const parsed = this.parse(text);
      if (parsed.ok) {
        const value = jst === null ? parsed.value : await this.replay(parsed.value, text, fp);
        if (jst === null) this.cache = this.cached(value, fp, text, null);
        if (value === this.cache?.value) this.check.adopt(value);
        return { value, onDisk: { meta: this.cache?.fp ?? fp } };
      }
      reason = parsed.reason;
    } catch (err) {
      reason = `unreadable (${(err as Error).message})`;
    }
    const movedTo = `${this.path}.corrupt-${stamp()}`;
    await fs.promises.rename(this.path, movedTo);
    return this.recover(reason, movedTo, await this.readBackup());
  }

  /**
   * Apply the journal to `base` (the document just read, whose text is `text`) and leave the
   * cache describing both. A torn last record is cut off; a damaged record is kept aside for
   * inspection (the owner is told) and what could be applied before it is compacted into the
   * document; a journal written for another version of the document is moved aside (told too).
   */
  private async replay(base: T, text: string, meta: FileMeta): Promise<T> {
    const hash = textHash(text);
    this.cache = this.cached(base, meta, text, null, hash);
    let journalText: string;
    let ino: number;
    try {
      journalText = await fs.promises.readFile(this.journalPath, "utf8");
      ino = statOrNull(this.journalPath)?.ino ?? -1;
    } catch (err) {
      if (isErrno(err, "ENOENT")) return base;
      throw err;
    }
    const j = readJournal(journalText);
    if (j.base !== hash) {
      if (j.compactedTo === hash || (j.base === null && !j.damaged)) {
        // Compacted into this very text, only the journal's removal did not happen; or a first
        // append cut off inside the header: nothing in it was ever committed.
        await this.removeJournal();
        return base;
      }
      const why = j.base === null ? "its first line is damaged" : `it was written for another version of ${path.basename(this.path)} (changed outside ZOE?)`;
      await this.setJournalAside(`the journal could not be applied: ${why}`, "move");
      return base;
    }
    let value = base as Record<string, unknown>;
    let applied = 0;
    let failure: string | null = j.damaged ? `record on line ${j.damaged.line} is damaged (${j.damaged.reason})` : null;
    for (const change of j.changes) {
      try {
        value = applyChange(value, change);
        applied++;
      } catch (err) {
        failure = `record ${applied + 1} cannot be applied (${(err as Error).message})`;
        break;
      }
    }
    let valid = this.validate(value);
    if (!valid.ok) {
      failure ??= `the changes do not make a valid document (${valid.reason})`;
      valid = { ok: true, value: base };
    }
    const result = valid.value;
    if (failure !== null) {
      // Keep the journal for inspection, and what could be applied in a new full version (which
      // removes the journal; a crash before that repeats this recovery).
      await this.setJournalAside(`a journal record is damaged: ${failure}; the ${applied} change(s) before it were kept`, "copy");
      await this.writeUnderLock(result, { meta }, true);
      return (this.cache as Cached<T> | null)?.value ?? result;
    }
    if (j.tornTail) {
      // A crash cut the last append short: that transaction never completed. Cut it off.
      await fs.promises.truncate(this.journalPath, j.goodBytes);
    }
    this.cache = { value: result, fp: meta, baseHash: hash, baseSize: text.length, journal: { ino, size: j.goodBytes, lastSeq: j.lastSeq } };
    return result;
  }

  /** Read and apply what another process appended to the journal; false when the journal must be read whole. */
  private async readTail(size: number): Promise<boolean> {
    const c = this.cache!;
    const from = c.journal!;
    const buf = Buffer.alloc(size - from.size);
    let fd: number;
    try {
      fd = await openFile(this.journalPath, "r");
    } catch {
      return false;
    }
    try {
      await readAll(fd, buf, from.size);
    } finally {
      await closeFile(fd).catch(() => undefined);
    }
    const j = readJournal(buf.toString("utf8"), { lastSeq: from.lastSeq, base: c.baseHash ?? "" });
    if (j.damaged || j.compactedTo !== null) return false;
    let value = c.value as Record<string, unknown>;
    try {
      for (const change of j.changes) {
        value = applyChange(value, change);
        const checked = this.check.check(value as T);
        if (!checked.ok) return false;
        this.check.committed(checked);
        value = checked.value as Record<string, unknown>;
      }
    } catch {
      return false;
    }
    if (j.tornTail) await fs.promises.truncate(this.journalPath, from.size + j.goodBytes);
    this.cache = { ...c, value: value as T, journal: { ino: from.ino, size: from.size + j.goodBytes, lastSeq: j.lastSeq } };
    return true;
  }

  /** Keep the journal aside (moved, or copied when a compaction removes it next) and tell the owner, once. */
  private async setJournalAside(reason: string, how: "move" | "copy"): Promise<void> {
    const movedTo = `${this.journalPath}.corrupt-${stamp()}`;
    try {
      if (how === "move") await fs.promises.rename(this.journalPath, movedTo);
      else await fs.promises.copyFile(this.journalPath, movedTo);
    } catch (err) {
      if (isErrno(err, "ENOENT")) return;
      throw err;
    }
    if (how === "move") await this.closeJournal();
    const event: RecoveryEvent = { file: this.path, movedTo, restoredFromBackup: true, reason };
    this.opts.logger.error({ event: "state_file_recovered", ...event }, `the journal of ${path.basename(this.path)}: ${reason}`);
    await this.opts.onRecovery?.(event);
  }

  private async removeJournal(): Promise<void> {
    await this.closeJournal();
    await fs.promises.rm(this.journalPath, { force: true });
  }

  private async readBackup(): Promise<{ value: T; text: string } | null> {
    try {
      const text = await fs.promises.readFile(this.backupPath, "utf8");
      const parsed = this.parse(text);
      return parsed.ok ? { value: parsed.value, text } : null;
    } catch {
      return null;
    }
  }

  private async recover(reason: string, movedTo: string | null, backup: { value: T; text: string } | null): Promise<{ value: T; onDisk: OnDisk }> {
    const event: RecoveryEvent = { file: this.path, movedTo, restoredFromBackup: backup !== null, reason };
    this.opts.logger.error(
      { event: "state_file_recovered", ...event },
      backup !== null
        ? `state file ${path.basename(this.path)} was unreadable; restored the last good copy`
        : `state file ${path.basename(this.path)} was unreadable and had no good backup; starting it empty`,
    );
    this.check.committed({ ok: false, reason: "recovered" });
    this.cache = null;
    let value = backup?.value ?? this.opts.initial();
    // The last good copy is the document a journal beside it was written for: apply it.
    if (statOrNull(this.journalPath) !== null) {
      if (backup !== null) value = await this.replayOnto(value, backup.text);
      else await this.setJournalAside("the journal could not be applied: the document had no good copy to apply it to", "move");
    }
    // Nothing is at the path now (missing, or moved aside): the backup stays the last good copy.
    await this.writeUnderLock(value, { meta: null }, true);
    await this.opts.onRecovery?.(event);
    return { value, onDisk: { meta: (this.cache as Cached<T> | null)?.fp ?? null } };
  }

  /** `replay` for a base read from the last good copy rather than the document file. */
  private async replayOnto(base: T, text: string): Promise<T> {
    const hash = textHash(text);
    const j = readJournal(await fs.promises.readFile(this.journalPath, "utf8").catch(() => ""));
    if (j.base !== hash) return base; // compacted or unrelated: the full write below removes it
    let value = base as Record<string, unknown>;
    try {
      for (const change of j.changes) value = applyChange(value, change);
    } catch {
      return base;
    }
    const valid = this.validate(value);
    return valid.ok ? valid.value : base;
  }

  /**
   * Commit `value`: as one journal record when the document is large and the change is small,
   * otherwise as a new full version (which also compacts a journal). `full` forces the latter.
   */
  private async writeUnderLock(value: T, onDisk: OnDisk, full = false): Promise<void> {
    // Validated on the way in as on the way out: a value the schema refuses is never written.
    // Elements of a long list that did not change since they were last validated are not
    // validated or serialised again (write-check.ts), so a write costs what changed plus the I/O.
    const checked = this.check.check(value);
    if (!checked.ok) throw new Error(`refusing to write ${path.basename(this.path)}: ${checked.reason}`);
    const c = this.cache;
    if (!full && c && c.baseHash !== null && onDisk.meta !== null && sameVersion(c.fp, onDisk.meta)) {
      const change = this.check.change(checked);
      const journalSize = c.journal?.size ?? 0;
      if (change !== null && change.length * 4 < c.baseSize && journalSize + change.length < Math.max(COMPACT_MIN_BYTES, c.baseSize / 2)) {
        await this.append(c, change);
        this.check.committed(checked);
        c.value = checked.value;
        return;
      }
    }
    await this.writeFull(checked, onDisk);
  }

  /** Append one change record (and the header, for a new journal); durable when it resolves. */
  private async append(c: Cached<T>, change: string): Promise<void> {
    const seq = (c.journal?.lastSeq ?? 0) + 1;
    let line = recordLine(seq, change);
    if (c.journal === null) line = headerLine(c.baseHash!) + line;
    const h = await this.journalHandle(c);
    const before = c.journal?.size ?? 0;
    try {
      await writeAll(h.fd, line, null);
      if (!h.sync && fsyncWrites()) await fsync(h.fd);
    } catch (err) {
      // Leave no partial record for the next append to follow.
      await fs.promises.truncate(this.journalPath, before).catch(() => undefined);
      await this.closeJournal();
      throw err;
    }
    c.journal = { ino: h.ino, size: before + Buffer.byteLength(line, "utf8"), lastSeq: seq };
    noteJournal(this as JsonFile<unknown>);
  }

  /** The open journal (opened or created as needed; the one at the path, as the cache knows it). */
  private async journalHandle(c: Cached<T>): Promise<JournalHandle> {
    const sync = fsyncWrites();
    const h = this.handle;
    if (h && c.journal && h.ino === c.journal.ino && h.sync === sync) return h;
    await this.closeJournal();
    if (c.journal === null) await fs.promises.rm(this.journalPath, { force: true }); // an empty leftover
    const flags = fs.constants.O_WRONLY | fs.constants.O_APPEND | fs.constants.O_CREAT | (sync ? fs.constants.O_DSYNC : 0);
    const fd = await openFile(this.journalPath, flags);
    const handle = { fd, ino: fs.fstatSync(fd).ino, sync };
    if (c.journal === null && sync) {
      // A new journal's name must survive a power cut too: fsync the folder once.
      await fsyncDir(this.dir);
    }
    this.handle = handle;
    return handle;
  }

  private async closeJournal(): Promise<void> {
    withJournal.delete(this as JsonFile<unknown>);
    const h = this.handle;
    this.handle = null;
    if (h) await closeFile(h.fd).catch(() => undefined);
  }

  /** A new full version: staged, the last good copy kept, in place; a journal beside it is then obsolete. */
  private async writeFull(checked: Checked<T> & { ok: true }, onDisk: OnDisk): Promise<void> {
    const text = checked.text;
    const hash = this.journaling && text.length >= this.journalMinBytes ? textHash(text) : undefined;
    // The new version is written and fsynced beside the file; a copy of it (its own inode, so
    // damage done to the file in place cannot reach it) becomes the last good copy first, and
    // only then does the rename put the new version in place. So the backup is always the last
    // committed version (or the one being committed), never the one before it. (A file's very
    // first version is the exception, below: it has no earlier version to be confused with.)
    // The last good copy is written from the same text at the same time (its own file, not
    // fsynced: the committed version is), then put in place before the new version is.
    const [main, copy] = await Promise.allSettled([stageFile(this.path, text, onDisk.meta), stageFile(this.backupPath, text, onDisk.meta, false)]);
    if (main.status === "rejected" || copy.status === "rejected") {
      if (main.status === "fulfilled") await main.value.discard();
      if (copy.status === "fulfilled") await copy.value.discard();
      throw main.status === "rejected" ? main.reason : (copy as PromiseRejectedResult).reason;
    }
    const staged = main.value;
    const hadJournal = statOrNull(this.journalPath) !== null;
    // The very first version goes in place before its copy: a crash between the two renames then
    // leaves the file without a copy (the next write makes one), not a copy without a file, which
    // a start could not tell from a lost file and would report to the owner as damage.
    const first = onDisk.meta === null;
    try {
      if (!first) await copy.value.commit();
      // A journal left behind by a crash after the rename must read as already applied.
      if (hadJournal) await this.markCompacted(hash ?? textHash(text));
    } catch (err) {
      await staged.discard();
      if (first) await copy.value.discard();
      throw err;
    }
    try {
      await staged.commit();
    } catch (err) {
      if (first) await copy.value.discard();
      throw err;
    }
    if (first) {
      // Committed: a copy that cannot be put in place now is made by the next write.
      await copy.value.commit().catch((err: unknown) => this.opts.logger.warn({ event: "state_copy_failed", file: this.path, reason: (err as Error).message }, "could not keep the last good copy of a new state file; the next write makes it"));
    }
    if (hadJournal) await this.removeJournal();
    this.check.committed(checked);
    this.cache = this.cached(checked.value, staged.meta, text, null, hash);
  }

  private async markCompacted(hash: string): Promise<void> {
    const fd = await openFile(this.journalPath, "a");
    try {
      await writeAll(fd, compactedLine(hash), null);
      if (fsyncWrites()) await fsync(fd);
    } finally {
      await closeFile(fd).catch(() => undefined);
    }
  }
}

/** Documents this process appended a journal record to since they were last written whole. */
const withJournal = new Set<JsonFile<unknown>>();
let exitHook = false;

function noteJournal(f: JsonFile<unknown>): void {
  withJournal.add(f);
  if (exitHook) return;
  exitHook = true;
  // A process that ends on its own (a tool, a test's worker) leaves every document whole.
  process.on("beforeExit", () => {
    if (withJournal.size) void compactJournals();
  });
}

/**
 * Write every document this process journaled whole again (a stop; the journals are then gone),
 * so each `.json` file holds everything on its own. Failures are left to the journal, which the
 * next start reads: nothing is lost by a compaction that did not happen.
 */
export async function compactJournals(): Promise<void> {
  const files = [...withJournal];
  withJournal.clear();
  await Promise.all(files.map((f) => f.compact().catch(() => undefined)));
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, "-");

/** Whether the journal at the path is the one the cache applied (both absent, or same inode and length). */
function sameJournal(known: Cached<unknown>["journal"], st: fs.Stats | null): boolean {
  if (known === null || st === null) return known === null && st === null;
  return known.ino === st.ino && known.size === st.size;
}

/** Read exactly `buf.length` bytes at `position`. */
async function readAll(fd: number, buf: Buffer, position: number): Promise<void> {
  let done = 0;
  while (done < buf.length) {
    const n = await new Promise<number>((resolve, reject) => fs.read(fd, buf, done, buf.length - done, position + done, (err, bytes) => (err ? reject(err) : resolve(bytes))));
    if (n === 0) throw new Error("the journal is shorter than its size");
    done += n;
  }
}

/** fsync a folder, so a file created in it keeps its name after a power cut. */
async function fsyncDir(dir: string): Promise<void> {
  let fd: number;
  try {
    fd = await openFile(dir, "r");
  } catch {
    return;
  }
  try {
    await fsync(fd).catch(() => undefined);
  } finally {
    await closeFile(fd).catch(() => undefined);
  }
}

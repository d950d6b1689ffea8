/**
 * The files backend's append-only JSON-lines logs (turn archive, decision log, usage log, thread
 * archive). One write per append with O_APPEND, so concurrent appenders never interleave inside a
 * line; a torn last line from a crash is skipped on read, never fatal. Reads are incremental: a
 * log that only grew since the last read costs a stat and the new bytes, not the whole file, and
 * one that grew only by this object's own appends (the file's size after an append is the size
 * read before plus the bytes written) costs the stat alone: those records join what was read.
 * Appends are not fsynced (a crash of the process loses nothing the kernel has), except in a
 * durable log, whose append resolves after fdatasync: the threads archive, which takes over the
 * threads the hot document then drops.
 * Must never: rewrite or truncate history except through `retain` (compaction, atomic), append
 * a record its schema refuses, or append through a symbolic link planted in the home.
 */
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { statOrNull } from "./atomic-write.ts";
import { fsyncWrites } from "./durability.ts";
import { refuseSymlinks } from "./no-symlinks.ts";

/** Append-and-read, creating the log; a symbolic link at the log itself fails to open (ELOOP). */
const APPEND = fs.constants.O_RDWR | fs.constants.O_APPEND | fs.constants.O_CREAT | fs.constants.O_NOFOLLOW;

/** Whether the open file is non-empty and its last byte is not a newline. */
function endsTorn(fd: number): boolean {
  const size = fs.fstatSync(fd).size;
  if (size === 0) return false;
  const last = Buffer.alloc(1);
  fs.readSync(fd, last, 0, 1, size - 1);
  return last[0] !== 10;
}

export class JsonlLog<T> {
  /** The folder is known to exist, so an append need not make it first. */
  private dirReady = false;
  /** The file's end was checked for a torn last line (a crash mid-append) by this object. */
  private tailChecked = false;
  /** Records read so far, with the inode and the byte offset just past the last whole line. */
  private cache: { ino: number; offset: number; records: T[] } | null = null;
  /** A durable log's folder was fsynced once by this object (its name is on disk too). */
  private dirSynced = false;

  constructor(
    readonly path: string,
    private readonly schema: z.ZodType<T>,
    /**
     * `durable`: each append is on disk (fdatasync) before its promise resolves (port.ts
     * `LogSpec.durable`). `root`: the storage's home; no folder below it on the way to the log
     * may be a symbolic link (no-symlinks.ts; default: the log's own folder).
     */
    private readonly opts: { durable?: boolean; root?: string } = {},
  ) {}

  /** Append one record as one line (one write with O_APPEND). */
  async append(record: T): Promise<void> {
    await this.appendMany([record]);
  }

  /**
   * Append records as lines, in one write. The write is synchronous, done before this returns
   * its promise: a caller that must note something the instant it happened (a reply Telegram just
   * accepted) has it in the file before any other work of the process runs, and appends from one
   * process land in call order. A durable log's promise resolves once the lines are on disk.
   */
  appendMany(records: T[]): Promise<void> {
    const sync = this.opts.durable === true && fsyncWrites();
    let fd: number | null;
    try {
      fd = this.appendNow(records, sync);
    } catch (err) {
      return Promise.reject(err as Error);
    }
    return fd === null ? Promise.resolve() : this.syncAndClose(fd);
  }

  /** fdatasync the log just appended to (and its folder, the first time), then close it. */
  private async syncAndClose(fd: number): Promise<void> {
    try {
      await new Promise<void>((resolve, reject) => fs.fdatasync(fd, (err) => (err ? reject(err) : resolve())));
      if (!this.dirSynced) {
        // The log may have been created by this append: its name must survive a power cut too.
        const dir = await fs.promises.open(path.dirname(this.path), "r");
        try {
          await dir.sync();
        } finally {
          await dir.close();
        }
        this.dirSynced = true;
      }
    } finally {
      await new Promise<void>((resolve) => fs.close(fd, () => resolve()));
    }
  }

  /** The synchronous append; returns the file still open when it is to be synced (`keepOpen`). */
  private appendNow(records: T[], keepOpen = false): number | null {
    if (!records.length) return null;
    const texts = records.map((r) => JSON.stringify(this.schema.parse(r)));
    const lines = texts.map((t) => `${t}\n`).join("");
    refuseSymlinks(this.path, this.opts.root ?? path.dirname(this.path));
    if (!this.dirReady) {
      fs.mkdirSync(path.dirname(this.path), { recursive: true });
      this.dirReady = true;
    }
    let fd: number;
    try {
      fd = fs.openSync(this.path, APPEND, 0o666);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
      fs.mkdirSync(path.dirname(this.path), { recursive: true }); // the folder was removed under us
      fd = fs.openSync(this.path, APPEND, 0o666);
    }
    try {
      // After a crash mid-append the last line may lack its newline: start on a fresh line, so
      // the torn record costs only itself, never the next one.
      const torn = !this.tailChecked && endsTorn(fd);
      this.tailChecked = true;
      const buf = Buffer.from(torn ? `\n${lines}` : lines, "utf8");
      let written = 0;
      while (written < buf.length) {
        const n = fs.writeSync(fd, buf, written, buf.length - written, null);
        if (n === 0) throw new Error("could not append the whole record");
        written += n;
      }
      this.extendCache(fd, buf.length, texts);
    } catch (err) {
      fs.closeSync(fd);
      throw err;
    }
    if (keepOpen) return fd;
    fs.closeSync(fd);
    return null;
  }

  /**
   * After an append of `bytes` (the lines of `texts`): when the file is the one read before and
   * holds exactly what was read plus these bytes, nobody else wrote to it in between (no other
   * process's append, no torn line), so the records join the cache as `readAll` would read them
   * back (the text parsed and validated again: a schema that transforms gives what a read gives).
   * Otherwise the cache is left as it is and the next read reads the new bytes.
   */
  private extendCache(fd: number, bytes: number, texts: string[]): void {
    const c = this.cache;
    if (c === null) return;
    const st = fs.fstatSync(fd);
    if (st.ino !== c.ino || st.size !== c.offset + bytes) return;
    const records: T[] = [];
    for (const text of texts) this.parseLine(text, records);
    if (records.length !== texts.length) return; // cannot happen (each passed the schema); read it back then
    c.records.push(...records);
    c.offset = st.size;
  }

  /** Every valid record, oldest first. Lines that do not parse or validate are skipped. */
  async readAll(): Promise<T[]> {
    const st = statOrNull(this.path);
    if (st === null) {
      this.cache = null;
      return [];
    }
    let base = this.cache;
    if (!base || base.ino !== st.ino || st.size < base.offset) base = { ino: st.ino, offset: 0, records: [] };
    if (st.size === base.offset) return base.records.slice();
    // What was read before, as it is now: an append of this object during the read below extends
    // the old cache object, not this copy, and is read from the file next time.
    const offset = base.offset;
    const records = base.records.slice();
    let buf: Buffer;
    const fh = await fs.promises.open(this.path, "r");
    try {
      buf = Buffer.alloc(st.size - offset);
      const { bytesRead } = await fh.read(buf, 0, buf.length, offset);
      buf = buf.subarray(0, bytesRead);
    } finally {
      await fh.close();
    }
    // Whole lines are cached; a last line without its newline (torn, or written by hand) is
    // returned when it parses but read again next time.
    const end = buf.lastIndexOf(10);
    if (end >= 0) for (const line of buf.subarray(0, end).toString("utf8").split("\n")) this.parseLine(line, records);
    this.cache = { ino: st.ino, offset: offset + end + 1, records };
    const out = records.slice();
    if (end + 1 < buf.length) this.parseLine(buf.subarray(end + 1).toString("utf8"), out);
    return out;
  }

  /**
   * Compaction, all synchronous so no append of this process can slip in between the read and
   * the rename: the kept lines go to `<log>.compact`, fsynced, then renamed over the log (atomic).
   * A crash before the rename leaves the old log whole (the stale `.compact` is overwritten next
   * time); after it, the compacted one. Returns how many records were dropped.
   */
  retain(keep: (record: T) => boolean): Promise<number> {
    try {
      return Promise.resolve(this.retainNow(keep));
    } catch (err) {
      return Promise.reject(err as Error);
    }
  }

  private retainNow(keep: (record: T) => boolean): number {
    let text: string;
    try {
      text = fs.readFileSync(this.path, "utf8");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return 0;
      throw err;
    }
    const lines = text.split("\n").filter((l) => l.trim());
    const records: T[] = [];
    for (const line of lines) this.parseLine(line, records);
    const kept = records.filter((r) => keep(r));
    if (kept.length === lines.length) return 0;
    refuseSymlinks(this.path, this.opts.root ?? path.dirname(this.path));
    const tmp = `${this.path}.compact`;
    // Not through a link left at the temporary name either (the rename replaces a link, never follows it).
    const fd = fs.openSync(tmp, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_TRUNC | fs.constants.O_NOFOLLOW, 0o666);
    let written: fs.Stats;
    try {
      fs.writeFileSync(fd, kept.map((r) => `${JSON.stringify(r)}\n`).join(""));
      if (fsyncWrites()) fs.fsyncSync(fd);
      written = fs.fstatSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, this.path);
    if (fsyncWrites()) {
      const dir = fs.openSync(path.dirname(this.path), "r");
      try {
        fs.fsyncSync(dir);
      } finally {
        fs.closeSync(dir);
      }
    }
    // The compacted log holds exactly the kept records (read back as they were read here).
    this.cache = { ino: written.ino, offset: written.size, records: kept };
    this.tailChecked = true; // the compacted file ends with a newline
    return lines.length - kept.length;
  }

  private parseLine(line: string, into: T[]): void {
    if (!line.trim()) return;
    try {
      const parsed = this.schema.safeParse(JSON.parse(line));
      if (parsed.success) into.push(parsed.data);
    } catch {
      /* torn line */
    }
  }
}

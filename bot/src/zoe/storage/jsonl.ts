/**
 * The files backend's append-only JSON-lines logs (turn archive, decision log, usage log, thread
 * archive). One write per append with O_APPEND, so concurrent appenders never interleave inside a
 * line; a torn last line from a crash is skipped on read, never fatal. Reads are incremental: a
 * log that only grew since the last read costs a stat and the new bytes, not the whole file.
 * Must never: rewrite or truncate history, or append a record its schema refuses.
 */
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { closeFile, openFile, statOrNull, writeAll } from "./atomic-write.ts";

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

  constructor(
    readonly path: string,
    private readonly schema: z.ZodType<T>,
  ) {}

  /** Append one record as one line (one write with O_APPEND). */
  async append(record: T): Promise<void> {
    await this.appendMany([record]);
  }

  /** Append records as lines, in one write. */
  async appendMany(records: T[]): Promise<void> {
    if (!records.length) return;
    const lines = records.map((r) => `${JSON.stringify(this.schema.parse(r))}\n`).join("");
    if (!this.dirReady) {
      await fs.promises.mkdir(path.dirname(this.path), { recursive: true });
      this.dirReady = true;
    }
    let fd: number;
    try {
      fd = await openFile(this.path, "a+");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
      await fs.promises.mkdir(path.dirname(this.path), { recursive: true }); // the folder was removed under us
      fd = await openFile(this.path, "a+");
    }
    try {
      // After a crash mid-append the last line may lack its newline: start on a fresh line, so
      // the torn record costs only itself, never the next one.
      const torn = !this.tailChecked && endsTorn(fd);
      this.tailChecked = true;
      await writeAll(fd, torn ? `\n${lines}` : lines, null);
    } catch (err) {
      await closeFile(fd).catch(() => undefined);
      throw err;
    }
    // The line is in the file once the write returns (O_APPEND); closing need not hold the caller.
    void closeFile(fd).catch(() => undefined);
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
    let buf: Buffer;
    const fh = await fs.promises.open(this.path, "r");
    try {
      buf = Buffer.alloc(st.size - base.offset);
      const { bytesRead } = await fh.read(buf, 0, buf.length, base.offset);
      buf = buf.subarray(0, bytesRead);
    } finally {
      await fh.close();
    }
    // Whole lines are cached; a last line without its newline (torn, or written by hand) is
    // returned when it parses but read again next time.
    const end = buf.lastIndexOf(10);
    const records = base.records.slice();
    if (end >= 0) for (const line of buf.subarray(0, end).toString("utf8").split("\n")) this.parseLine(line, records);
    this.cache = { ino: st.ino, offset: base.offset + end + 1, records };
    const out = records.slice();
    if (end + 1 < buf.length) this.parseLine(buf.subarray(end + 1).toString("utf8"), out);
    return out;
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

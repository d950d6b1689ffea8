/**
 * Append-only JSON-lines logs (turn archive, decision log, usage log). One write per record with
 * O_APPEND, so concurrent appenders never interleave inside a line; a torn last line from a crash
 * is skipped on read, never fatal.
 * Must never: rewrite or truncate history.
 */
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { closeFile, openFile, writeAll } from "./atomic-write.ts";

export class JsonlLog<T> {
  /** The folder is known to exist, so an append need not make it first. */
  private dirReady = false;

  constructor(
    readonly path: string,
    private readonly schema: z.ZodType<T>,
  ) {}

  /** Append one record as one line (one write with O_APPEND). */
  async append(record: T): Promise<void> {
    const line = `${JSON.stringify(record)}\n`;
    if (!this.dirReady) {
      await fs.promises.mkdir(path.dirname(this.path), { recursive: true });
      this.dirReady = true;
    }
    let fd: number;
    try {
      fd = await openFile(this.path, "a");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
      await fs.promises.mkdir(path.dirname(this.path), { recursive: true }); // the folder was removed under us
      fd = await openFile(this.path, "a");
    }
    try {
      await writeAll(fd, line, null);
    } catch (err) {
      await closeFile(fd).catch(() => undefined);
      throw err;
    }
    // The line is in the file once the write returns (O_APPEND); closing need not hold the caller.
    void closeFile(fd).catch(() => undefined);
  }

  /** Every valid record, oldest first. Lines that do not parse or validate are skipped. */
  async readAll(): Promise<T[]> {
    let text: string;
    try {
      text = await fs.promises.readFile(this.path, "utf8");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw err;
    }
    const out: T[] = [];
    for (const line of text.split("\n")) {
      if (!line.trim()) continue;
      try {
        const parsed = this.schema.safeParse(JSON.parse(line));
        if (parsed.success) out.push(parsed.data);
      } catch {
        /* torn line */
      }
    }
    return out;
  }
}

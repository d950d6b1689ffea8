/**
 * Append-only JSON-lines logs (turn archive, decision log, usage log). One `appendFile` per record
 * with O_APPEND, so concurrent appenders never interleave inside a line; a torn last line from a
 * crash is skipped on read, never fatal.
 * Must never: rewrite or truncate history.
 */
import { promises as fs } from "node:fs";
import path from "node:path";
import type { z } from "zod";

export class JsonlLog<T> {
  constructor(
    readonly path: string,
    private readonly schema: z.ZodType<T>,
  ) {}

  async append(record: T): Promise<void> {
    await fs.mkdir(path.dirname(this.path), { recursive: true });
    await fs.appendFile(this.path, `${JSON.stringify(record)}\n`, { flag: "a" });
  }

  /** Every valid record, oldest first. Lines that do not parse or validate are skipped. */
  async readAll(): Promise<T[]> {
    let text: string;
    try {
      text = await fs.readFile(this.path, "utf8");
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

/**
 * Exclusive-create sentinels ("claimFire"): a scheduled send is claimed per owner and slot before
 * it runs, so a second process or a restart in the same minute cannot send it again.
 * Must never: let two claimants both win the same key.
 */
import { promises as fs } from "node:fs";
import path from "node:path";

const safe = (key: string) => key.replace(/[^A-Za-z0-9._-]/g, "_");

export class Sentinels {
  constructor(private readonly dir: string) {}

  private file(key: string): string {
    return path.join(this.dir, `${safe(key)}.claim`);
  }

  /** Claim `key`; true for exactly one caller across processes until released. */
  async claim(key: string, at: Date): Promise<boolean> {
    await fs.mkdir(this.dir, { recursive: true });
    try {
      const fh = await fs.open(this.file(key), "wx");
      try {
        await fh.writeFile(JSON.stringify({ key, at: at.toISOString(), pid: process.pid }));
        await fh.sync();
      } finally {
        await fh.close();
      }
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw err;
    }
  }

  /** Whether `key` has been claimed. */
  async has(key: string): Promise<boolean> {
    try {
      await fs.access(this.file(key));
      return true;
    } catch {
      return false;
    }
  }

  /** Give a claim back (a send that failed), so it is retried. */
  async release(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  /** Remove claims older than `maxAgeMs` (by the time recorded inside them). Returns how many. */
  async cleanup(now: Date, maxAgeMs: number): Promise<number> {
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      if (!name.endsWith(".claim")) continue;
      const p = path.join(this.dir, name);
      try {
        const { at } = JSON.parse(await fs.readFile(p, "utf8")) as { at?: string };
        const t = at ? Date.parse(at) : Number.NaN;
        if (Number.isNaN(t) || now.getTime() - t > maxAgeMs) {
          await fs.rm(p, { force: true });
          removed++;
        }
      } catch {
        /* a claim being written right now; leave it */
      }
    }
    return removed;
  }
}

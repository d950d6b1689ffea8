/**
 * Exclusive-create sentinels ("claimFire"): a scheduled send is claimed per owner and slot before
 * it runs, so a second process or a restart in the same minute cannot send it again.
 * A claim is a file created with O_EXCL and fsynced (unless the store is a throwaway one, see
 * durability.ts). Lookups are synchronous, writes are not (the rule is in atomic-write.ts).
 * Must never: let two claimants both win the same key, or remove a claim before its time (by the
 * claim time recorded inside it).
 */
import fs from "node:fs";
import path from "node:path";
import { closeFile, fsync, openFile, writeAll } from "./atomic-write.ts";
import { fsyncWrites } from "./durability.ts";
import { refuseSymlinks } from "./no-symlinks.ts";

const safe = (key: string) => key.replace(/[^A-Za-z0-9._-]/g, "_");

/** The file a claim on `key` is kept in, inside its claims folder. */
export const claimFileName = (key: string) => `${safe(key)}.claim`;

const isErrno = (err: unknown, code: string) => (err as NodeJS.ErrnoException | null)?.code === code;

/**
 * The instant a scheduler key names ("tick@2026-06-01T08:30:00.000Z", stored as
 * "tick_2026-06-01T08_30_00.000Z.claim"), or null for any other file name. The scheduler claims a
 * slot at or after its instant, so a claim is never older than the instant in its name.
 */
export function slotInName(name: string): number | null {
  const m = /[@_](\d{4}-\d{2}-\d{2}T\d{2})_(\d{2})_(\d{2}\.\d{3}Z)\.claim$/.exec(name);
  if (!m) return null;
  const t = Date.parse(`${m[1]}:${m[2]}:${m[3]}`);
  return Number.isNaN(t) ? null : t;
}

export class Sentinels {
  /** The folder is known to exist (made or used by this object). */
  private dirReady = false;

  constructor(
    private readonly dir: string,
    /** The storage's home: no folder below it on the way to the claims may be a symbolic link. */
    private readonly root: string = path.dirname(dir),
  ) {}

  private file(key: string): string {
    return path.join(this.dir, claimFileName(key));
  }

  /** Claim `key`; true for exactly one caller across processes until released. */
  async claim(key: string, at: Date): Promise<boolean> {
    let fd: number;
    try {
      fd = await this.create(key);
    } catch (err) {
      if (isErrno(err, "EEXIST")) return false;
      throw err;
    }
    try {
      await writeAll(fd, JSON.stringify({ key, at: at.toISOString(), pid: process.pid }), 0);
      if (fsyncWrites()) await fsync(fd);
    } finally {
      await closeFile(fd);
    }
    return true;
  }

  /** Create the claim file exclusively (O_EXCL); makes the folder first when it is missing. */
  private async create(key: string): Promise<number> {
    refuseSymlinks(this.dir, this.root); // a claim file itself is created with O_EXCL, never through a link
    if (!this.dirReady) {
      await fs.promises.mkdir(this.dir, { recursive: true });
      this.dirReady = true;
    }
    try {
      return await openFile(this.file(key), "wx");
    } catch (err) {
      if (!isErrno(err, "ENOENT")) throw err;
      await fs.promises.mkdir(this.dir, { recursive: true }); // the folder was removed under us
      return openFile(this.file(key), "wx");
    }
  }

  /** Whether `key` has been claimed. */
  async has(key: string): Promise<boolean> {
    return fs.existsSync(this.file(key));
  }

  /** Give a claim back (a send that failed), so it is retried. */
  async release(key: string): Promise<void> {
    await fs.promises.rm(this.file(key), { force: true });
  }

  /**
   * Remove claims older than `maxAgeMs` (by the time recorded inside them). Returns how many.
   * A claim whose name shows a slot younger than that is kept without being read: it cannot be
   * older than its slot.
   */
  async cleanup(now: Date, maxAgeMs: number): Promise<number> {
    let names: string[];
    try {
      names = fs.readdirSync(this.dir);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      if (!name.endsWith(".claim")) continue;
      const slot = slotInName(name);
      if (slot !== null && now.getTime() - slot <= maxAgeMs) continue;
      const p = path.join(this.dir, name);
      try {
        const { at } = JSON.parse(await fs.promises.readFile(p, "utf8")) as { at?: string };
        const t = at ? Date.parse(at) : Number.NaN;
        if (Number.isNaN(t) || now.getTime() - t > maxAgeMs) {
          await fs.promises.rm(p, { force: true });
          removed++;
        }
      } catch {
        /* a claim being written right now; leave it */
      }
    }
    return removed;
  }
}

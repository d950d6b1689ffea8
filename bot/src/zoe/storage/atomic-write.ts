/**
 * Replace a file's content atomically: write a temporary file beside it, fsync it (unless the
 * process runs a throwaway store, see durability.ts), then rename it over the file, so a reader or
 * a crash sees the old bytes or the new ones, never a mix. The new file keeps the old one's
 * permissions and owner. It is write-file-atomic's sequence without the calls a caller that has
 * just stat'ed the file does not need (realpath, stat, chown, chmod), and it hands back the new
 * file's fingerprint so the caller need not stat it again.
 * Must never: leave the target half-written, or leave its temporary file behind after a failure
 * it saw (a killed process may leave one; it is never read).
 */
import type { Stats } from "node:fs";
import { promises as fs } from "node:fs";
import { fsyncWrites } from "./durability.ts";

/** What a write needs to know of a file, and what identifies one version of it. */
export interface FileMeta {
  ino: number;
  size: number;
  mtimeMs: number;
  mode: number;
  uid: number;
  gid: number;
}

/** The FileMeta of a stat result. */
export const metaOf = (s: Stats): FileMeta => ({ ino: s.ino, size: s.size, mtimeMs: s.mtimeMs, mode: s.mode, uid: s.uid, gid: s.gid });

/** Whether two metas are the same version of a file (inode, size and modification time). */
export const sameVersion = (a: FileMeta | null | undefined, b: FileMeta | null | undefined): boolean =>
  !!a && !!b && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;

let sequence = 0;

/** A temporary name beside `file`, unique within this machine's processes. */
const tmpName = (file: string) => `${file}.${process.pid}.${(++sequence).toString(36)}.tmp`;

/** Errors from chown/chmod that write-file-atomic also lets pass (no permission to give a file away). */
function chownErrorIsOk(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === "ENOSYS") return true;
  const nonRoot = !process.getuid || process.getuid() !== 0;
  return nonRoot && (code === "EINVAL" || code === "EPERM");
}

/**
 * Write `data` to `file` atomically. `like` is the file being replaced (its permissions and owner
 * are kept), or null for a new file. Returns the new file's meta.
 */
export async function writeFileAtomic(file: string, data: string, like: FileMeta | null): Promise<FileMeta> {
  const tmp = tmpName(file);
  let meta: FileMeta;
  const fh = await fs.open(tmp, "wx");
  try {
    // One write call for the whole string (no extra copy into a Buffer); a short write, which a
    // regular file only gives on a full disk or a signal, is finished from a Buffer.
    const bytes = Buffer.byteLength(data, "utf8");
    let written = (await fh.write(data, 0, "utf8")).bytesWritten;
    if (written < bytes) {
      const buf = Buffer.from(data, "utf8");
      while (written < bytes) {
        const { bytesWritten } = await fh.write(buf, written, bytes - written, written);
        if (bytesWritten === 0) throw new Error(`could not write ${tmp}`);
        written += bytesWritten;
      }
    }
    const st = await fh.stat();
    if (like) {
      if (like.uid !== st.uid || like.gid !== st.gid) {
        await fh.chown(like.uid, like.gid).catch((err: unknown) => {
          if (!chownErrorIsOk(err)) throw err;
        });
      }
      if ((like.mode & 0o7777) !== (st.mode & 0o7777)) {
        await fh.chmod(like.mode & 0o7777).catch((err: unknown) => {
          if (!chownErrorIsOk(err)) throw err;
        });
      }
    }
    if (fsyncWrites()) await fh.sync();
    // The rename below changes neither inode, size nor mtime: this is the new file's fingerprint.
    meta = { ...metaOf(st), ...(like ? { mode: like.mode, uid: like.uid, gid: like.gid } : {}) };
    await fh.close();
  } catch (err) {
    await fh.close().catch(() => undefined);
    await fs.unlink(tmp).catch(() => undefined);
    throw err;
  }
  try {
    await fs.rename(tmp, file);
  } catch (err) {
    await fs.unlink(tmp).catch(() => undefined);
    throw err;
  }
  return meta;
}

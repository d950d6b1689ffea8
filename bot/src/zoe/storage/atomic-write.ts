/**
 * Replace a file's content atomically: write a temporary file beside it, fsync it (unless the
 * process runs a throwaway store, see durability.ts), then rename it over the file, so a reader or
 * a crash sees the old bytes or the new ones, never a mix. The new file keeps the old one's
 * permissions and owner. It is write-file-atomic's sequence without the calls a caller that has
 * just stat'ed the file does not need (realpath, stat, and chown/chmod when nothing differs), and
 * it hands back the new file's fingerprint so the caller need not stat it again.
 * The storage layer's rule for system calls: lookups (stat, lstat, fstat, exists, readdir) are
 * synchronous, answered from the kernel's caches in microseconds, several times less than a round
 * trip through libuv's thread pool; anything that writes (file contents, fsync, and metadata
 * changes: create, rename, link, unlink, mkdir, rmdir) stays asynchronous, so a busy disk never
 * stalls the event loop.
 * Must never: leave the target half-written, or leave its temporary file behind after a failure
 * it saw (a killed process may leave one; it is never read).
 */
import { randomBytes } from "node:crypto";
import fs, { type Stats } from "node:fs";
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

/** A stat (lstat with `follow: false`), or null when there is no such file. */
export function statOrNull(file: string, follow = true): Stats | null {
  return (follow ? fs.statSync(file, { throwIfNoEntry: false }) : fs.lstatSync(file, { throwIfNoEntry: false })) ?? null;
}

const writeString = (fd: number, data: string, position: number | null) =>
  new Promise<number>((resolve, reject) => fs.write(fd, data, position, "utf8", (err, n) => (err ? reject(err) : resolve(n))));

const writeBuffer = (fd: number, buf: Buffer, offset: number, position: number | null) =>
  new Promise<number>((resolve, reject) =>
    fs.write(fd, buf, offset, buf.length - offset, position, (err, n) => (err ? reject(err) : resolve(n))),
  );

/**
 * Write all of `data` to `fd`, at `position` (null: at the file's offset, or the end for O_APPEND)
 * in one write call (no copy into a Buffer first); a short write, which a regular file gives only
 * on a full disk or a signal, is finished from a Buffer.
 */
export async function writeAll(fd: number, data: string, position: number | null): Promise<void> {
  let written = await writeString(fd, data, position);
  const bytes = Buffer.byteLength(data, "utf8");
  if (written >= bytes) return;
  const buf = Buffer.from(data, "utf8");
  while (written < bytes) {
    const n = await writeBuffer(fd, buf, written, position === null ? null : position + written);
    if (n === 0) throw new Error("could not write the whole file");
    written += n;
  }
}

/** fsync(2). */
export const fsync = (fd: number) => new Promise<void>((resolve, reject) => fs.fsync(fd, (err) => (err ? reject(err) : resolve())));

/** open(2), resolving to a file descriptor (the callback API: no FileHandle to track). */
export const openFile = (file: string, flags: string | number) =>
  new Promise<number>((resolve, reject) => fs.open(file, flags, (err, fd) => (err ? reject(err) : resolve(fd))));

/** close(2). */
export const closeFile = (fd: number) => new Promise<void>((resolve, reject) => fs.close(fd, (err) => (err ? reject(err) : resolve())));

/** Errors from chown/chmod that write-file-atomic also lets pass (no permission to give a file away). */
function chownErrorIsOk(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === "ENOSYS") return true;
  const nonRoot = !process.getuid || process.getuid() !== 0;
  return nonRoot && (code === "EINVAL" || code === "EPERM");
}

/** A chown or chmod that may be refused where write-file-atomic lets it pass. */
const tolerated = (call: (done: (err: NodeJS.ErrnoException | null) => void) => void) =>
  new Promise<void>((resolve, reject) => call((err) => (err && !chownErrorIsOk(err) ? reject(err) : resolve())));

/** Random per process (and worker thread), so temporary names never repeat across restarts. */
const NONCE = randomBytes(4).toString("hex");
let sequence = 0;

/** A fresh temporary name beside `file` (created with O_EXCL, so it never takes over another). */
const tmpName = (file: string) => `${file}.${process.pid}.${NONCE}.${(++sequence).toString(36)}.tmp`;

/** A new version written beside the file and fsynced, not yet in place. */
export interface Staged {
  /** The temporary file holding the new version (until commit or discard). */
  path: string;
  /** The new version's meta (the rename that puts it in place changes none of it). */
  meta: FileMeta;
  /** Put the new version in place (one rename). */
  commit(): Promise<void>;
  /** Throw it away instead. */
  discard(): Promise<void>;
}

/**
 * Write `data` to a temporary file beside `file`, with the permissions and owner of `like` (the
 * version it will replace, or null for a new file), fsynced and closed: the first half of an
 * atomic write, so a caller can do other work (keep the last good copy) before the rename.
 * `sync` false: not fsynced (a copy that is not the committed version itself).
 */
export async function stageFile(file: string, data: string, like: FileMeta | null, sync = fsyncWrites()): Promise<Staged> {
  const tmp = tmpName(file);
  const fd = await openFile(tmp, "wx");
  let meta: FileMeta;
  try {
    await writeAll(fd, data, 0);
    const st = fs.fstatSync(fd);
    if (like && (like.uid !== st.uid || like.gid !== st.gid)) await tolerated((done) => fs.fchown(fd, like.uid, like.gid, done));
    if (like && (like.mode & 0o7777) !== (st.mode & 0o7777)) await tolerated((done) => fs.fchmod(fd, like.mode & 0o7777, done));
    if (sync) await fsync(fd);
    // Neither the rename nor chown/chmod changes inode, size or mtime: this is the new version's
    // fingerprint.
    meta = like ? { ...metaOf(st), mode: like.mode, uid: like.uid, gid: like.gid } : metaOf(st);
  } catch (err) {
    await closeFile(fd).catch(() => undefined); // the write already failed; that is the error to report
    await fs.promises.rm(tmp, { force: true });
    throw err;
  }
  // The content is written (and fsynced when asked): the close need not hold the caller, and a
  // rename of a file still open is atomic all the same.
  void closeFile(fd).catch(() => undefined);
  const discard = () => fs.promises.rm(tmp, { force: true });
  return {
    path: tmp,
    meta,
    discard,
    async commit() {
      try {
        await fs.promises.rename(tmp, file);
      } catch (err) {
        await discard();
        throw err;
      }
    },
  };
}

/**
 * Write `data` to `file` atomically. `like` is the version being replaced (its permissions and
 * owner are kept), or null for a new file. Returns the new file's meta.
 */
export async function writeFileAtomic(file: string, data: string, like: FileMeta | null): Promise<FileMeta> {
  const staged = await stageFile(file, data, like);
  await staged.commit();
  return staged.meta;
}

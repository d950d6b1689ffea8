/**
 * The inter-process lock every file of the files backend is changed under (JSON documents and
 * the owner's plain-text memory blocks alike): proper-lockfile's lock protocol (stale time,
 * refresh, retries) on a lock that names its holder (a symbolic link whose target is "<pid>
 * <host>"), so a lock left by a process that died (SIGKILL, power cut) is taken over at once
 * instead of after the stale time, and a wait for a live holder that outlasts the stale time, so
 * a busy holder is waited for and never raced.
 * Must never: take over a lock whose holder is alive, or throw a lost lock from a timer (that
 * would crash the process; the holder is told through `onCompromised`).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";

/** Per-path in-process queues (JSON documents and text files alike). */
const queues = new Map<string, Promise<unknown>>();

/**
 * Run `job` after every earlier job on `key` in this process settled. Every transaction on a file
 * runs inside its path's queue, so a process never contends with itself for the file lock: a
 * lock naming this very process is then known to be an earlier process's (a reused pid), and is
 * taken over.
 */
export function serialize<R>(key: string, job: () => Promise<R>): Promise<R> {
  const prev = queues.get(key) ?? Promise.resolve();
  const next = prev.then(job, job);
  const settled = next.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return next;
}

/** The file inside a lock directory naming the process that holds it ("<pid> <host>"). */
const HOLDER = "holder";
const HOLDER_TAG = `${process.pid} ${os.hostname()}`;

const unlinkHolder = (dir: string) => {
  try {
    fs.unlinkSync(path.join(dir, HOLDER));
  } catch {
    // none (a lock taken by another program, or an older ZOE)
  }
};

/** Remove a lock: ours is a symbolic link; a directory is an older ZOE's (or proper-lockfile's own). */
function removeLockSync(lock: string): void {
  try {
    fs.unlinkSync(lock);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== "EISDIR" && code !== "EPERM") throw err;
    unlinkHolder(lock);
    fs.rmdirSync(lock);
  }
}

/** What symlink(2) fails with on a file system that has no symbolic links (FAT, some network shares). */
const NO_SYMLINKS = new Set(["EPERM", "ENOTSUP", "EOPNOTSUPP", "EINVAL", "ENOSYS"]);

/**
 * Create the lock, or fail with EEXIST when anything is at its path: a symbolic link naming this
 * process; on a file system without symbolic links, a directory with a `holder` file, as before.
 */
function takeLockSync(lock: string): void {
  try {
    fs.symlinkSync(HOLDER_TAG, lock);
    return;
  } catch (err) {
    if (!NO_SYMLINKS.has((err as NodeJS.ErrnoException).code ?? "")) throw err;
  }
  fs.mkdirSync(lock);
  try {
    fs.writeFileSync(path.join(lock, HOLDER), HOLDER_TAG);
  } catch {
    // only a hint: without it, a lock left by a crash goes stale by its age
  }
}

/** Answer a callback on the next tick (what an asynchronous fs call would do), from a synchronous call. */
function later<A extends unknown[]>(cb: (err: NodeJS.ErrnoException | null, ...rest: A) => void, run: () => A): void {
  let out: A;
  try {
    out = run();
  } catch (err) {
    process.nextTick(cb, err as NodeJS.ErrnoException);
    return;
  }
  process.nextTick(cb, null, ...out);
}

/**
 * The file system proper-lockfile locks through. A lock is a symbolic link at `<file>.lock` whose
 * target is its holder's tag ("<pid> <host>", never followed): creating it is one atomic system
 * call that fails when anything is there (EEXIST), as proper-lockfile's default mkdir does, and it
 * names the holder at once, so a lock left by a process that died (SIGKILL, power cut) is taken
 * over at once instead of after the stale time (see `clearDeadHolder`). A mkdir, a file naming the
 * holder and their removal were four metadata writes per transaction, a tenth of a millisecond
 * here, several per reply. A directory found at the path (an older ZOE's lock, with its `holder`
 * file) is honoured and removed the same way. Lock, look-up, refresh and release are synchronous
 * calls answered on the next tick (the rule is in atomic-write.ts): each is one short metadata
 * operation, cheaper than a trip through the thread pool. Its exit handler removes held locks.
 */
const LOCK_FS = {
  mkdir(lock: string, cb: (err: NodeJS.ErrnoException | null) => void): void {
    later(cb, () => {
      takeLockSync(lock);
      return [] as [];
    });
  },
  rmdir(lock: string, cb: (err: NodeJS.ErrnoException | null) => void): void {
    later(cb, () => {
      removeLockSync(lock);
      return [] as [];
    });
  },
  rmdirSync: removeLockSync,
  utimes(lock: string, atime: Date, mtime: Date, cb: (err: NodeJS.ErrnoException | null) => void): void {
    later(cb, () => {
      fs.lutimesSync(lock, atime, mtime);
      return [] as [];
    });
  },
  realpath: fs.realpath,
  stat(lock: string, cb: (err: NodeJS.ErrnoException | null, stats?: fs.Stats) => void): void {
    later(cb, () => [fs.lstatSync(lock)] as [fs.Stats]);
  },
};

/** Whether a process with this pid exists on this host (EPERM: it exists, owned by someone else). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Remove a lock whose holder is known to be gone: a process on this host that no longer exists,
 * or this very process (which holds no lock on a path outside the transaction queue, so a lock
 * naming its pid was left by an earlier process that had the same pid, e.g. in a container).
 * Returns whether it removed one. A lock without a holder file is left to the stale time.
 */
function clearDeadHolder(lock: string): boolean {
  let tag: string;
  try {
    tag = fs.lstatSync(lock).isSymbolicLink() ? fs.readlinkSync(lock) : fs.readFileSync(path.join(lock, HOLDER), "utf8");
  } catch {
    return false;
  }
  const [pidText, host] = tag.split(" ");
  const pid = Number(pidText);
  if (host !== os.hostname() || !Number.isSafeInteger(pid) || pid <= 0) return false;
  if (pid !== process.pid && processAlive(pid)) return false;
  try {
    removeLockSync(lock);
    return true;
  } catch {
    return false;
  }
}

/**
 * A held lock's age is refreshed every 5 s and counts as abandoned after 15 s. A lock found
 * compromised (its refresh came too late on a starved machine, or it was taken over) is logged by
 * the transaction, never thrown from a timer: proper-lockfile's default would crash the process.
 */
const LOCK = { realpath: false, stale: 15_000, update: 5_000, fs: LOCK_FS } as const;
/** How long a transaction waits for another process's lock (about 20 s in all). */
const LOCK_RETRIES = { retries: 200, factor: 1.2, minTimeout: 5, maxTimeout: 100, randomize: true };

const isErrno = (err: unknown, code: string) => (err as NodeJS.ErrnoException | null)?.code === code;

/** What the holder of a lock is told. */
export interface LockHooks {
  /** The lock was lost while held (see LOCK); the holder's atomic rename still stands. */
  onCompromised: (err: Error) => void;
  /** A lock left by a process that is gone was taken over (worth a log line). */
  onTakenOver?: () => void;
}

/**
 * Take the inter-process lock on `file` (its folder must exist); resolves to its release. Call it
 * only inside `serialize(file, …)`.
 * Uncontended, the usual case, it is one symlink and one lstat (release: one unlink). A lock left by a dead process is taken over at
 * once; one held by a live process is waited for (about 20 s, longer than the stale time).
 */
export async function lockFile(file: string, hooks: LockHooks): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(file, { ...LOCK, retries: 0, onCompromised: hooks.onCompromised });
  } catch (err) {
    // The folder was removed under us: make it again. Left by a process that died: take it
    // over now. Held by another process (or any other failure): wait for it, as patiently as ever.
    if (isErrno(err, "ENOENT")) await fs.promises.mkdir(path.dirname(file), { recursive: true });
    else if (isErrno(err, "ELOCKED") && clearDeadHolder(`${file}.lock`)) hooks.onTakenOver?.();
    return lockfile.lock(file, { ...LOCK, retries: LOCK_RETRIES, onCompromised: hooks.onCompromised });
  }
}

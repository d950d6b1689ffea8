/**
 * The inter-process lock every file of the files backend is changed under (JSON documents and
 * the owner's plain-text memory blocks alike): proper-lockfile's mkdir lock, plus a small file in
 * the lock directory naming its holder, so a lock left by a process that died (SIGKILL, power
 * cut) is taken over at once instead of after the stale time, and a wait for a live holder that
 * outlasts the stale time, so a busy holder is waited for and never raced.
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

/**
 * The file system proper-lockfile locks through: a lock is a mkdir and its release a rmdir, as
 * with its default, plus a small file in the lock directory naming the holder, so a lock left by
 * a process that died (SIGKILL, power cut) is taken over at once instead of after the stale time
 * (see `clearDeadHolder`). The stat it makes after taking a lock is a lookup, so it is answered
 * synchronously (the rule is in atomic-write.ts). Its exit handler removes held locks with
 * rmdirSync.
 */
const LOCK_FS = {
  mkdir(dir: string, cb: (err: NodeJS.ErrnoException | null) => void): void {
    fs.mkdir(dir, (err) => {
      if (err) return cb(err);
      try {
        fs.writeFileSync(path.join(dir, HOLDER), HOLDER_TAG);
      } catch {
        // only a hint: without it, a lock left by a crash goes stale by its age
      }
      cb(null);
    });
  },
  rmdir(dir: string, cb: (err: NodeJS.ErrnoException | null) => void): void {
    unlinkHolder(dir);
    fs.rmdir(dir, cb);
  },
  rmdirSync(dir: string): void {
    unlinkHolder(dir);
    fs.rmdirSync(dir);
  },
  utimes: fs.utimes,
  realpath: fs.realpath,
  stat(file: string, cb: (err: NodeJS.ErrnoException | null, stats?: fs.Stats) => void): void {
    let stats: fs.Stats;
    try {
      stats = fs.statSync(file);
    } catch (err) {
      process.nextTick(cb, err as NodeJS.ErrnoException);
      return;
    }
    process.nextTick(cb, null, stats);
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
function clearDeadHolder(lockDir: string): boolean {
  let tag: string;
  try {
    tag = fs.readFileSync(path.join(lockDir, HOLDER), "utf8");
  } catch {
    return false;
  }
  const [pidText, host] = tag.split(" ");
  const pid = Number(pidText);
  if (host !== os.hostname() || !Number.isSafeInteger(pid) || pid <= 0) return false;
  if (pid !== process.pid && processAlive(pid)) return false;
  try {
    LOCK_FS.rmdirSync(lockDir);
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
 * Uncontended, the usual case, it is one mkdir. A lock left by a dead process is taken over at
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

/**
 * One ZOE per ZOE_HOME: a lock file (`zoe.pid`, created exclusively) names the process that owns
 * the folder. A second process refuses to start while that one lives; a lock left by a process
 * that crashed (its pid is gone, or it is our own pid after a container restart) is taken over,
 * so a crash never leaves ZOE unable to start.
 * Must never: let two live processes on one host both hold the folder, or remove a lock that
 * another live process holds.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { systemClock } from "../base/clock.ts";
import { processAlive } from "../storage/index.ts";

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The lock file's name inside ZOE_HOME. */
export const LOCK_FILE = "zoe.pid";

/** Another live process owns the folder. */
export class InstanceLockedError extends Error {
  override name = "InstanceLockedError";
  constructor(
    readonly home: string,
    readonly pid: number,
  ) {
    super(`another ZOE (pid ${pid}) is already running with ZOE_HOME=${home}; two would both answer every message. Stop it first, or give this one its own ZOE_HOME.`);
  }
}

interface LockInfo {
  pid: number;
  host: string;
  startedAt: string;
}

function readInfo(file: string): LockInfo | null {
  try {
    const raw = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<LockInfo>;
    return typeof raw.pid === "number" ? { pid: raw.pid, host: String(raw.host ?? ""), startedAt: String(raw.startedAt ?? "") } : null;
  } catch {
    return null;
  }
}

/** A lock is stale when its owner cannot be alive: unreadable and old, our own pid, or a dead pid on this host. */
function isStale(file: string, info: LockInfo | null, nowMs: number): boolean {
  if (info === null) {
    // Being written by a process that just created it, or left torn by a crash: wait a moment.
    const st = fs.statSync(file, { throwIfNoEntry: false });
    return st === undefined || nowMs - st.mtimeMs > 5_000;
  }
  if (info.pid === process.pid) return true; // a container restart reuses pids: that lock was our predecessor's
  if (info.host && info.host !== os.hostname()) return false; // cannot check another host's processes
  return !processAlive(info.pid);
}

/** Take the folder for this process; throws InstanceLockedError when another live ZOE holds it. */
export function acquireInstanceLock(home: string, nowMs: number = systemClock.now().getTime()): { release: () => void } {
  fs.mkdirSync(home, { recursive: true, mode: 0o700 });
  const file = path.join(home, LOCK_FILE);
  const info: LockInfo = { pid: process.pid, host: os.hostname(), startedAt: new Date(nowMs).toISOString() };
  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      fd = fs.openSync(file, "wx", 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = readInfo(file);
      if (!isStale(file, holder, nowMs)) {
        if (holder) throw new InstanceLockedError(home, holder.pid);
        pause(200); // being written right now: look again in a moment
        continue;
      }
      fs.rmSync(file, { force: true });
      continue;
    }
    try {
      fs.writeSync(fd, JSON.stringify(info));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off("exit", release);
      if (readInfo(file)?.pid === process.pid) fs.rmSync(file, { force: true });
    };
    process.on("exit", release);
    return { release };
  }
  const holder = readInfo(file);
  throw new InstanceLockedError(home, holder?.pid ?? -1);
}

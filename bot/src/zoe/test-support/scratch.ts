/**
 * Where a test run keeps its scratch folders (temporary ZOE homes, stores, PostgreSQL data,
 * Chromium profiles): one folder per run and tier, removed when the run ends.
 * - The fast tier's folder is in memory (/dev/shm) when the machine has one with room to spare:
 *   the stores fsync every write as a running ZOE does (storage/durability.ts); on a disk each
 *   fsync waits for the journal, on a shared machine for seconds at a time, a cost of the machine
 *   and not of the code under test. On tmpfs the same calls are made and return at once.
 * - The e2e tier's folder is in the system's temporary folder, as an owner's ZOE_HOME is on a
 *   disk: its processes race one another, and their timing should be a real disk's.
 * - One folder per run: tests make thousands of homes; a run cleans up after itself as a whole,
 *   so nothing piles up in memory or on disk, even from a test that forgot its own folder.
 * vitest.config.ts hands each tier's folder to its workers as TMPDIR, so `os.tmpdir()` and every
 * child process (ZOE, PostgreSQL, Chromium) use it; its global setup removes both at the end.
 * Must never: pick a folder with too little room (Docker's default /dev/shm is 64 MB), remove a
 * folder another run still uses, or import anything but Node's own modules (vitest.config.ts loads
 * it before vitest has set anything up).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The memory-backed folder tests prefer. */
export const MEMORY_FOLDER = "/dev/shm";
/** The room it must have free: a few PostgreSQL clusters, Chromium profiles and many small homes. */
export const MIN_FREE_BYTES = 2 * 1024 ** 3;
/** A run's folder: `zoe-tests-<pid>-<random>`. */
const RUN_PREFIX = "zoe-tests-";
/** The environment variables naming the run's folders (fast tier, e2e tier), for the global teardown. */
export const RUN_SCRATCH_ENV = { fast: "ZOE_TEST_SCRATCH_FAST", e2e: "ZOE_TEST_SCRATCH_E2E" } as const;

/**
 * The memory-backed folder when it exists, is writable and has `minFree` bytes free; null when
 * not (tests then use the system's temporary folder, as they would anyway).
 */
export function memoryScratch(folder = MEMORY_FOLDER, minFree = MIN_FREE_BYTES): string | null {
  try {
    fs.accessSync(folder, fs.constants.W_OK);
    const st = fs.statfsSync(folder);
    return st.bavail * st.bsize >= minFree ? folder : null;
  } catch {
    return null;
  }
}

/** Whether process `pid` is alive on this machine (a run's folder names its process). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * This run's scratch folder for one tier: made under `base` the first time, after removing the
 * folders of runs whose process is gone (a run killed before its teardown); the same folder again
 * when vitest evaluates its configuration once more (it does so for each project). Remembered in
 * the environment as `RUN_SCRATCH_ENV[tier]`.
 */
export function openRunScratch(tier: keyof typeof RUN_SCRATCH_ENV, base: string): string {
  const known = process.env[RUN_SCRATCH_ENV[tier]];
  if (known && path.basename(known).startsWith(`${RUN_PREFIX}${process.pid}-`) && fs.existsSync(known)) return known;
  for (const name of safeList(base)) {
    const pid = Number(name.slice(RUN_PREFIX.length).split("-")[0]);
    if (name.startsWith(RUN_PREFIX) && Number.isInteger(pid) && pid > 0 && !alive(pid)) {
      fs.rmSync(path.join(base, name), { recursive: true, force: true });
    }
  }
  const folder = fs.mkdtempSync(path.join(base, `${RUN_PREFIX}${process.pid}-`));
  // Open like /tmp (sticky, everyone may create): run as root, the tests start PostgreSQL as
  // another user, which must reach its data folder in here and may make its own files.
  fs.chmodSync(folder, 0o1777);
  process.env[RUN_SCRATCH_ENV[tier]] = folder;
  return folder;
}

/** The fast tier's folder (in memory when there is room) and the e2e tier's (on disk). */
export function openRunScratches(): { fast: string; e2e: string } {
  return { fast: openRunScratch("fast", memoryScratch() ?? os.tmpdir()), e2e: openRunScratch("e2e", os.tmpdir()) };
}

/** Remove a run's scratch folder (the global teardown; a folder not made by `openRunScratch` is left alone). */
export function closeRunScratch(folder: string | undefined): void {
  if (!folder || !path.basename(folder).startsWith(RUN_PREFIX)) return;
  fs.rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
}

function safeList(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

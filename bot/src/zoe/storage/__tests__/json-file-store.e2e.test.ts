/**
 * JsonFile's cache and write path: an unchanged file is never parsed or validated again, a change
 * made by another writer is always seen, a failed write leaves nothing half-applied, and the lock,
 * the last good copy and the file's permissions survive the lean write, and a symlinked file is
 * refused.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { silentLogger } from "../../base/log.ts";
import { JsonFile } from "../json-file.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(here, "../../../../..");

const CounterSchema = z.object({ version: z.literal(1), count: z.number().int() });
type Counter = z.infer<typeof CounterSchema>;

let dir: string;
let validations = 0;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "zoe-jsonfile-lean-"));
  validations = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A schema that counts how often a file's contents were validated. */
const Counted = CounterSchema.transform((v) => {
  validations++;
  return v;
}) as unknown as z.ZodType<Counter>;

function counter(file = path.join(dir, "counter.json")): JsonFile<Counter> {
  return new JsonFile<Counter>({ path: file, schema: Counted, initial: () => ({ version: 1, count: 0 }), logger: silentLogger });
}

const onDisk = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as unknown;

describe("the cache", () => {
  it("reads an unchanged file without parsing or validating it again, and after its own write too", async () => {
    const f = counter();
    await f.update((v) => void (v.count = 1));
    // A write validates the value it writes (on the way in), once; the reads after it never do.
    const afterFirstWrite = validations;
    for (let i = 0; i < 20; i++) expect(await f.read()).toEqual({ version: 1, count: 1 });
    expect(validations).toBe(afterFirstWrite);
    await f.update((v) => void (v.count += 1));
    const afterSecondWrite = validations;
    expect(afterSecondWrite - afterFirstWrite).toBeLessThanOrEqual(1);
    for (let i = 0; i < 20; i++) expect(await f.read()).toEqual({ version: 1, count: 2 });
    expect(validations).toBe(afterSecondWrite);
  });

  it("sees every change another writer (another process) made, in reads and in transactions", async () => {
    const mine = counter();
    const theirs = counter();
    await mine.update((v) => void (v.count = 1));
    expect(await mine.read()).toMatchObject({ count: 1 });
    await theirs.update((v) => void (v.count = 5));
    expect(await mine.read()).toMatchObject({ count: 5 });
    await theirs.update((v) => void (v.count = 6));
    await mine.update((v) => void (v.count += 1));
    expect(onDisk(mine.path)).toMatchObject({ count: 7 });
  });

  it("a write that fails leaves the last written value, in memory and on disk, and no temporary file", async () => {
    const f = counter();
    await f.update((v) => void (v.count = 1));
    vi.spyOn(fs, "fsync").mockImplementationOnce(((_fd: number, cb: (err: Error | null) => void) => cb(new Error("EIO: disk went away"))) as typeof fs.fsync);
    await expect(f.update((v) => void (v.count = 99))).rejects.toThrow("disk went away");
    expect(await f.read()).toEqual({ version: 1, count: 1 });
    expect(onDisk(f.path)).toEqual({ version: 1, count: 1 });
    expect(fs.readdirSync(dir).filter((n) => n.endsWith(".tmp"))).toEqual([]);
    await f.update((v) => void (v.count += 1));
    expect(onDisk(f.path)).toEqual({ version: 1, count: 2 });
  });
});

/** Whether anything holds `file`'s lock: a symbolic link (whose target is a tag, not a path: existsSync says false), or a directory. */
function lockPresent(file: string): boolean {
  return fs.lstatSync(`${file}.lock`, { throwIfNoEntry: false }) !== undefined;
}

/** A transaction resolves once its write is in place; its lock is released just after (a busy machine may lag). */
async function lockReleased(file: string): Promise<void> {
  for (let i = 0; i < 200 && lockPresent(file); i++) await new Promise((r) => setTimeout(r, 10));
}

describe("the write", () => {
  it("leaves only the file and its last good copy behind, however many transactions ran", async () => {
    const f = counter();
    for (let i = 0; i < 25; i++) await f.update((v) => void (v.count += 1));
    await lockReleased(f.path);
    expect(fs.readdirSync(dir).sort()).toEqual(["counter.json", "counter.json.bak"]);
    expect(onDisk(`${f.path}.bak`)).toMatchObject({ count: 25 });
  });

  it("keeps the permissions the owner gave the file", async () => {
    const f = counter();
    await f.update((v) => void (v.count = 1));
    fs.chmodSync(f.path, 0o600);
    await f.update((v) => void (v.count = 2));
    expect(fs.statSync(f.path).mode & 0o777).toBe(0o600);
  });

  it("refuses a symlinked state file: the link and the file it names stay as they were, and the error names the link (#37)", async () => {
    const real = path.join(dir, "elsewhere", "counter.json");
    fs.mkdirSync(path.dirname(real));
    fs.writeFileSync(real, JSON.stringify({ version: 1, count: 3 }));
    const link = path.join(dir, "counter.json");
    fs.symlinkSync(real, link);
    const f = counter(link);
    await expect(f.update((v) => void (v.count += 1))).rejects.toThrow(`${link} is a symbolic link; ZOE reads and writes only real files`);
    await expect(f.read()).rejects.toThrow(/is a symbolic link/);
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    expect(onDisk(real)).toEqual({ version: 1, count: 3 });
    expect(fs.readdirSync(dir).sort()).toEqual(["counter.json", "elsewhere"]);
  });

  it("makes its folder again if it was removed while ZOE ran", async () => {
    const file = path.join(dir, "owners", "42", "counter.json");
    const f = counter(file);
    await f.update((v) => void (v.count = 1));
    fs.rmSync(path.join(dir, "owners"), { recursive: true });
    await f.update((v) => void (v.count += 1));
    expect(onDisk(file)).toEqual({ version: 1, count: 1 });
  });
});

describe("the last good copy", () => {
  it("a last good copy that cannot be kept stops the write: the file stays as it was, with no temporary file", async () => {
    const f = counter();
    await f.update((v) => void (v.count = 1));
    // Something that cannot be replaced where the backup goes.
    fs.rmSync(`${f.path}.bak`, { force: true });
    fs.mkdirSync(path.join(`${f.path}.bak`, "stuck"), { recursive: true });
    await expect(f.update((v) => void (v.count = 2))).rejects.toThrow();
    expect(onDisk(f.path)).toEqual({ version: 1, count: 1 });
    expect(await f.read()).toEqual({ version: 1, count: 1 });
    expect(fs.readdirSync(dir).filter((n) => n.endsWith(".tmp"))).toEqual([]);
  });
});

describe("the lock", () => {
  it("waits for a lock another process holds, then applies its transaction", async () => {
    const f = counter();
    await f.update((v) => void (v.count = 1));
    await lockReleased(f.path);
    // Another process's lock: proper-lockfile's lock directory, fresh.
    fs.mkdirSync(`${f.path}.lock`);
    let done = false;
    const pending = f.update((v) => void (v.count += 1)).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(done).toBe(false);
    expect(onDisk(f.path)).toMatchObject({ count: 1 });
    fs.rmdirSync(`${f.path}.lock`);
    await pending;
    expect(onDisk(f.path)).toMatchObject({ count: 2 });
    await lockReleased(f.path);
    expect(lockPresent(f.path)).toBe(false);
  });

  it("is one symbolic link naming this process while a transaction runs, and nothing once it is done", async () => {
    const f = counter();
    let seen: { link: boolean; holder: string } | null = null;
    await f.update((v) => {
      const lock = `${f.path}.lock`;
      seen = { link: fs.lstatSync(lock).isSymbolicLink(), holder: fs.readlinkSync(lock) };
      v.count = 1;
    });
    expect(seen).toEqual({ link: true, holder: `${process.pid} ${os.hostname()}` });
    await lockReleased(f.path);
    expect(lockPresent(f.path)).toBe(false);
    expect(onDisk(f.path)).toMatchObject({ count: 1 });
  });

  it("on a file system without symbolic links (FAT, some shares) the lock is a directory naming its holder, as before", async () => {
    vi.spyOn(fs, "symlinkSync").mockImplementation(() => {
      throw Object.assign(new Error("EPERM: operation not permitted, symlink"), { code: "EPERM" });
    });
    const f = counter();
    let seen: { dir: boolean; holder: string } | null = null;
    await f.update((v) => {
      const lock = `${f.path}.lock`;
      seen = { dir: fs.lstatSync(lock).isDirectory(), holder: fs.readFileSync(path.join(lock, "holder"), "utf8") };
      v.count = 5;
    });
    expect(seen).toEqual({ dir: true, holder: `${process.pid} ${os.hostname()}` });
    await lockReleased(f.path);
    expect(lockPresent(f.path)).toBe(false);
    expect(onDisk(f.path)).toMatchObject({ count: 5 });
  });

  /** What another ZOE leaves at `lock` when it holds the lock: ours, or an older ZOE's (and ours where symbolic links are refused). */
  const LOCK_FORMS: Array<[string, (lock: string, holder: string) => void]> = [
    ["a symbolic link naming its holder", (lock, holder) => fs.symlinkSync(holder, lock)],
    [
      "a directory with a holder file",
      (lock, holder) => {
        fs.mkdirSync(lock);
        fs.writeFileSync(path.join(lock, "holder"), holder);
      },
    ],
  ];

  it.each(LOCK_FORMS)("takes over at once a lock whose holder died (SIGKILL mid-transaction), but waits for a live holder: %s", async (_form, leave) => {
    const f = counter();
    await f.update((v) => void (v.count = 1));
    await lockReleased(f.path);
    const gone = spawnSync(process.execPath, ["-e", ""]).pid!; // a process that has exited
    leave(`${f.path}.lock`, `${gone} ${os.hostname()}`);
    const started = Date.now();
    await f.update((v) => void (v.count += 1));
    expect(Date.now() - started).toBeLessThan(12_000); // a stale-time wait would take 15 s or more
    expect(onDisk(f.path)).toMatchObject({ count: 2 });
    await lockReleased(f.path);

    // A live holder (this very test's parent process stands in for another ZOE) is waited for.
    leave(`${f.path}.lock`, `${process.ppid} ${os.hostname()}`);
    let done = false;
    const pending = f.update((v) => void (v.count += 1)).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(done).toBe(false);
    expect(onDisk(f.path)).toMatchObject({ count: 2 });
    fs.rmSync(`${f.path}.lock`, { recursive: true });
    await pending;
    expect(onDisk(f.path)).toMatchObject({ count: 3 });
  });

  it("update() resolves only after its lock is released: another process can take the lock at once (issue #11's EEXIST flake)", async () => {
    const f = counter();
    for (let i = 0; i < 50; i++) {
      await f.update((v) => void (v.count += 1));
      // What the other process does the moment our update resolved: take the lock (mkdir).
      fs.mkdirSync(`${f.path}.lock`);
      fs.rmdirSync(`${f.path}.lock`);
    }
    expect(onDisk(f.path)).toMatchObject({ count: 50 });
  });

  it("SIGKILL at either rename of a write (the first one or a later one) leaves the old or the new version and nothing reported as damage", async () => {
    // A child process writes a file twice and kills itself just before the Nth rename into this
    // folder (the version or its last good copy being put in place); the next process reads.
    const killedAt = (writes: number, rename: number) => {
      const file = path.join(dir, `w${writes}r${rename}.json`);
      const script = `
        import fs from "node:fs";
        import { JsonFile } from ${JSON.stringify(path.resolve(here, "../json-file.ts"))};
        import { silentLogger } from ${JSON.stringify(path.resolve(here, "../../base/log.ts"))};
        import { z } from "zod";
        const rename = fs.promises.rename;
        let n = 0;
        fs.promises.rename = async (from, to) => {
          if (String(to).startsWith(${JSON.stringify(file)}) && ++n === ${rename}) process.kill(process.pid, "SIGKILL");
          return rename(from, to);
        };
        const f = new JsonFile({ path: ${JSON.stringify(file)}, schema: z.any(), initial: () => ({ version: 1, count: 0 }), logger: silentLogger });
        for (let i = 0; i < ${writes}; i++) await f.update((v) => void (v.count += 1));
      `;
      const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: REPO, encoding: "utf8", timeout: 60_000 });
      expect(child.signal).toBe("SIGKILL");
      return file;
    };
    // Write 1 puts two files in place (renames 1 and 2), write 2 two more (renames 3 and 4).
    for (const [writes, rename, before, after] of [
      [1, 1, 0, 1],
      [1, 2, 0, 1],
      [2, 3, 1, 2],
      [2, 4, 1, 2],
    ] as const) {
      const file = killedAt(writes, rename);
      const recoveries: unknown[] = [];
      const next = new JsonFile<Counter>({ path: file, schema: CounterSchema, initial: () => ({ version: 1, count: 0 }), logger: silentLogger, onRecovery: (e) => void recoveries.push(e) });
      expect([before, after], `killed at rename ${rename}`).toContain((await next.read()).count);
      expect(recoveries, `killed at rename ${rename}`).toEqual([]);
      await next.update((v) => void (v.count += 10));
      expect(recoveries).toEqual([]);
    }
  });

  it("a process that exits in the middle of a transaction leaves no lock behind", async () => {
    const file = path.join(dir, "counter.json");
    const script = `
      import { JsonFile } from ${JSON.stringify(path.resolve(here, "../json-file.ts"))};
      import { silentLogger } from ${JSON.stringify(path.resolve(here, "../../base/log.ts"))};
      import { z } from "zod";
      const f = new JsonFile({ path: ${JSON.stringify(file)}, schema: z.any(), initial: () => ({}), logger: silentLogger });
      await f.update(() => { process.stdout.write("locked\\n"); process.exit(0); });
    `;
    const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: REPO, encoding: "utf8", timeout: 60_000 });
    expect(child.stdout).toContain("locked");
    expect(lockPresent(file)).toBe(false);
  });
});

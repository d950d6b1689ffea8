/**
 * The atomic write under every state file, and the durability switch: a write replaces the file
 * whole, keeps its permissions, reports the new version's fingerprint, cleans up after itself, and
 * fsyncs unless a throwaway store relaxed durability (which changes nothing else).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { metaOf, sameVersion, writeFileAtomic } from "../atomic-write.ts";
import { durability, setDurability } from "../durability.ts";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "zoe-atomic-"));
});
afterEach(() => {
  vi.restoreAllMocks();
  setDurability("full");
  fs.rmSync(dir, { recursive: true, force: true });
});

const leftovers = () => fs.readdirSync(dir).filter((n) => n.endsWith(".tmp"));

describe("writeFileAtomic", () => {
  it("creates a file and reports the fingerprint a later stat sees", async () => {
    const file = path.join(dir, "state.json");
    const meta = await writeFileAtomic(file, '{"a":1}', null);
    expect(fs.readFileSync(file, "utf8")).toBe('{"a":1}');
    expect(sameVersion(meta, metaOf(fs.statSync(file)))).toBe(true);
    expect(leftovers()).toEqual([]);
  });

  it("replaces the content whole, as a new inode, and keeps the old file's permissions", async () => {
    const file = path.join(dir, "state.json");
    const first = await writeFileAtomic(file, "old content", null);
    fs.chmodSync(file, 0o600);
    const like = metaOf(fs.statSync(file));
    const second = await writeFileAtomic(file, "new, longer content: ünïcødé ✓", like);
    expect(fs.readFileSync(file, "utf8")).toBe("new, longer content: ünïcødé ✓");
    expect(second.ino).not.toBe(first.ino);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(sameVersion(second, metaOf(fs.statSync(file)))).toBe(true);
  });

  it("writes a large value completely", async () => {
    const file = path.join(dir, "big.json");
    const text = JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ i, s: `line ${i} ✓` })));
    const meta = await writeFileAtomic(file, text, null);
    expect(fs.readFileSync(file, "utf8")).toBe(text);
    expect(meta.size).toBe(Buffer.byteLength(text));
  });

  it("leaves the old file and no temporary file when the write fails", async () => {
    const file = path.join(dir, "state.json");
    await writeFileAtomic(file, "good", null);
    vi.spyOn(fs, "fsync").mockImplementationOnce(((_fd: number, cb: (err: Error | null) => void) => cb(new Error("EIO: disk went away"))) as typeof fs.fsync);
    await expect(writeFileAtomic(file, "never lands", metaOf(fs.statSync(file)))).rejects.toThrow("disk went away");
    expect(fs.readFileSync(file, "utf8")).toBe("good");
    expect(leftovers()).toEqual([]);
  });

  it("cleans up its temporary file when the rename fails", async () => {
    const target = path.join(dir, "a-folder");
    fs.mkdirSync(path.join(target, "inside"), { recursive: true });
    await expect(writeFileAtomic(target, "x", null)).rejects.toThrow();
    expect(leftovers()).toEqual([]);
  });
});

describe("durability", () => {
  it("is full unless a throwaway store relaxes it, and setDurability hands back the previous setting", () => {
    expect(durability()).toBe("full");
    expect(setDurability("relaxed")).toBe("full");
    expect(durability()).toBe("relaxed");
    expect(setDurability("full")).toBe("relaxed");
  });

  it("full durability fsyncs every write; relaxed skips the fsync and nothing else", async () => {
    const file = path.join(dir, "state.json");
    const fsync = vi.spyOn(fs, "fsync");
    await writeFileAtomic(file, "one", null);
    expect(fsync).toHaveBeenCalledTimes(1);

    setDurability("relaxed");
    await writeFileAtomic(file, "two", metaOf(fs.statSync(file)));
    expect(fsync).toHaveBeenCalledTimes(1);
    expect(fs.readFileSync(file, "utf8")).toBe("two");
    expect(leftovers()).toEqual([]);
  });
});

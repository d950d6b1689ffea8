/**
 * Symbolic links planted in ZOE_HOME are never written through (#37): a state file, a folder on
 * the way to one, a document's journal or last good copy, a log, a memory text and a claims
 * folder, each linked to a file or folder outside the home. Every write through the files backend
 * fails with an error naming the link, and what the link points to stays byte for byte as it was.
 * The home itself may be a link (the operator's choice of disk).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { silentLogger } from "../../base/log.ts";
import { filesStorage } from "../files.ts";
import { refuseSymlinks, SymlinkRefusedError } from "../no-symlinks.ts";

const Doc = z.object({ version: z.literal(1), n: z.number() });
const doc = { name: "settings", schema: Doc, initial: () => ({ version: 1 as const, n: 0 }) };
const Line = z.object({ n: z.number() });

let base: string;
let home: string;
let outside: string;
const PRECIOUS = "ssh-ed25519 AAAA precious key\n";

beforeEach(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), "zoe-symlinks-"));
  home = path.join(base, "home");
  outside = path.join(base, "outside");
  fs.mkdirSync(path.join(home, "owners", "42"), { recursive: true });
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(outside, "authorized_keys"), PRECIOUS);
});
afterEach(() => fs.rmSync(base, { recursive: true, force: true }));

const owner = () => filesStorage(home, silentLogger).owner("42");
const victim = () => path.join(outside, "authorized_keys");
const plant = (at: string, to = victim()) => fs.symlinkSync(to, path.join(home, "owners", "42", at));
/** What is outside the home, file by file. */
const outsideNow = () => Object.fromEntries(fs.readdirSync(outside).map((n) => [n, fs.readFileSync(path.join(outside, n), "utf8")]));

describe("a symbolic link planted in the home is never written through", () => {
  it.each([
    ["the state file itself", () => plant("settings.json")],
    ["its journal", () => plant("settings.json.journal")],
    ["its last good copy", () => plant("settings.json.bak")],
  ])("a document whose %s is a link", async (_what, setUp) => {
    setUp();
    await expect(owner().document(doc).update((v) => void (v.n = 1))).rejects.toThrow(SymlinkRefusedError);
    expect(outsideNow()).toEqual({ authorized_keys: PRECIOUS });
  });

  it("a document in an owner's folder that is itself a link to a folder outside", async () => {
    fs.rmSync(path.join(home, "owners", "42"), { recursive: true });
    fs.symlinkSync(outside, path.join(home, "owners", "42"));
    const err = await owner().document(doc).update((v) => void (v.n = 1)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SymlinkRefusedError);
    expect((err as Error).message).toBe(
      `${path.join(home, "owners", "42")} is a symbolic link; ZOE reads and writes only real files and folders inside ZOE_HOME, so it leaves it alone (replace the link with the file or folder itself)`,
    );
    expect(outsideNow()).toEqual({ authorized_keys: PRECIOUS });
  });

  it("a log", async () => {
    plant("turns.jsonl");
    await expect(owner().log({ name: "turns", schema: Line }).append({ n: 1 })).rejects.toThrow(SymlinkRefusedError);
    expect(outsideNow()).toEqual({ authorized_keys: PRECIOUS });
  });

  it("a memory text the owner may edit", async () => {
    fs.mkdirSync(path.join(home, "owners", "42", "memory"));
    plant(path.join("memory", "human.md"));
    await expect(owner().texts("memory").update("human", () => "pwned")).rejects.toThrow(SymlinkRefusedError);
    expect(outsideNow()).toEqual({ authorized_keys: PRECIOUS });
  });

  it("a claims folder", async () => {
    plant("claims", outside);
    await expect(owner().claims("claims").claim("tick@2026-06-01T08:30:00.000Z", new Date())).rejects.toThrow(SymlinkRefusedError);
    expect(outsideNow()).toEqual({ authorized_keys: PRECIOUS });
  });

  it("the same stores work as before without links, and in a home that is itself a link", async () => {
    const real = path.join(base, "disk");
    fs.renameSync(home, real);
    fs.symlinkSync(real, home);
    const space = owner();
    await space.document(doc).update((v) => void (v.n = 2));
    await space.log({ name: "turns", schema: Line }).append({ n: 1 });
    await space.texts("memory").update("human", () => "Ada");
    expect(await space.claims("claims").claim("k", new Date())).toBe(true);
    expect(await space.document(doc).read()).toEqual({ version: 1, n: 2 });
    expect(fs.readFileSync(path.join(real, "owners", "42", "memory", "human.md"), "utf8")).toBe("Ada");
  });
});

describe("refuseSymlinks", () => {
  it("lets parts that do not exist yet pass, and checks a file outside the root by itself only", () => {
    expect(() => refuseSymlinks(path.join(home, "owners", "7", "x.json"), home)).not.toThrow();
    fs.symlinkSync(victim(), path.join(base, "loose.json"));
    expect(() => refuseSymlinks(path.join(base, "loose.json"), home)).toThrow(SymlinkRefusedError);
    expect(() => refuseSymlinks(path.join(outside, "authorized_keys"), home)).not.toThrow();
  });
});

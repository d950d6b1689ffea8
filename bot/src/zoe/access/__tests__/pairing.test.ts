import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { codeMatches, newPairingCode, Pairing, readPairedOwners } from "../pairing.ts";

const home = () => mkdtempSync(path.join(os.tmpdir(), "zoe-pair-"));
const now = new Date("2026-06-04T08:00:00Z");

describe("pairing", () => {
  it("codes are two groups of four unambiguous characters, different every time", () => {
    const codes = new Set(Array.from({ length: 50 }, () => newPairingCode()));
    expect(codes.size).toBe(50);
    for (const c of codes) expect(c).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
  });

  it("the code matches as typed, in lower case, without the dash, or after /start", () => {
    expect(codeMatches("K7M2-Q9XP", "K7M2-Q9XP")).toBe(true);
    expect(codeMatches(" k7m2 q9xp ", "K7M2-Q9XP")).toBe(true);
    expect(codeMatches("/start K7M2Q9XP", "K7M2-Q9XP")).toBe(true);
    expect(codeMatches("K7M2-Q9XX", "K7M2-Q9XP")).toBe(false);
    expect(codeMatches("hello", "K7M2-Q9XP")).toBe(false);
  });

  it("the first sender of the code becomes the owner, saved in owners.json; then pairing is closed", async () => {
    const dir = home();
    const p = new Pairing({ home: dir, code: "ABCD-EFGH" });
    expect(await p.claim("2002", "hello", now)).toBe(false);
    expect(p.wrongGuesses).toBe(1);
    expect(await p.claim("1001", "abcd-efgh", now)).toBe(true);
    expect(p.open).toBe(false);
    expect(await p.claim("2002", "ABCD-EFGH", now)).toBe(false);
    expect(readPairedOwners(dir)).toEqual(["1001"]);
    expect(JSON.parse(readFileSync(path.join(dir, "owners.json"), "utf8"))).toEqual({ owners: [{ id: "1001", pairedAt: now.toISOString() }] });
  });

  it("two senders racing with the code: exactly one wins", async () => {
    const p = new Pairing({ home: home(), code: "ABCD-EFGH" });
    const results = await Promise.all([p.claim("1", "ABCD-EFGH", now), p.claim("2", "ABCD-EFGH", now)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("a damaged owners.json stops with a clear reason instead of opening pairing again", () => {
    const dir = home();
    writeFileSync(path.join(dir, "owners.json"), "{not json");
    expect(() => readPairedOwners(dir)).toThrow(/owners\.json is damaged.*delete it to pair again/);
    expect(readPairedOwners(home())).toEqual([]);
  });

  it("if the owner cannot be saved, the code keeps working", async () => {
    const file = path.join(home(), "a-file");
    writeFileSync(file, "x");
    const p = new Pairing({ home: file, code: "ABCD-EFGH" });
    await expect(p.claim("1001", "ABCD-EFGH", now)).rejects.toThrow();
    expect(p.open).toBe(true);
  });
});

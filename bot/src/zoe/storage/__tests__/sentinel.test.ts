/**
 * Slot claims: one winner per key however many claimants, a released claim can be taken again,
 * and the daily clean-up removes exactly the claims older than the retention by the time recorded
 * inside them (a late catch-up of an old slot keeps its claim), reading only the ones that may be
 * old.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DAY, HOUR } from "../../base/clock.ts";
import { claimKey } from "../../schedule/scheduler.ts";
import { Sentinels, slotInName } from "../sentinel.ts";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "zoe-claims-"));
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

const NOW = new Date("2026-06-10T08:30:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe("claims", () => {
  it("ten claimants at once on one slot: exactly one wins", async () => {
    const claims = new Sentinels(path.join(dir, "claims"));
    const key = claimKey("tick", NOW, "slot");
    const wins = await Promise.all(Array.from({ length: 10 }, () => new Sentinels(path.join(dir, "claims")).claim(key, NOW)));
    expect(wins.filter(Boolean)).toHaveLength(1);
    expect(await claims.has(key)).toBe(true);
    expect(await claims.claim(key, NOW)).toBe(false);
  });

  it("a released claim (a failed send) can be claimed again, and the claim records when", async () => {
    const claims = new Sentinels(path.join(dir, "claims"));
    const key = claimKey("brief", NOW, "slot");
    expect(await claims.claim(key, NOW)).toBe(true);
    await claims.release(key);
    expect(await claims.has(key)).toBe(false);
    expect(await claims.claim(key, NOW)).toBe(true);
    const [file] = fs.readdirSync(path.join(dir, "claims"));
    expect(JSON.parse(fs.readFileSync(path.join(dir, "claims", file!), "utf8"))).toMatchObject({ key, at: NOW.toISOString() });
  });

  it("makes its folder again if it was removed while ZOE ran", async () => {
    const claims = new Sentinels(path.join(dir, "claims"));
    expect(await claims.claim("a", NOW)).toBe(true);
    fs.rmSync(path.join(dir, "claims"), { recursive: true });
    expect(await claims.claim("b", NOW)).toBe(true);
    expect(await claims.has("b")).toBe(true);
  });
});

describe("the daily clean-up", () => {
  it("removes the claims older than the retention by their recorded time, and only those", async () => {
    const claims = new Sentinels(path.join(dir, "claims"));
    const old = claimKey("tick", ago(8 * DAY), "slot");
    const young = claimKey("tick", ago(6 * DAY), "slot");
    const recheck = claimKey("tick", ago(9 * DAY), "recheck");
    const lateKey = claimKey("brief", ago(8 * DAY), "catchup"); // an old slot, claimed an hour ago
    await claims.claim(old, ago(8 * DAY));
    await claims.claim(young, ago(6 * DAY));
    await claims.claim(recheck, ago(9 * DAY));
    await claims.claim(lateKey, ago(HOUR));

    expect(await claims.cleanup(NOW, 7 * DAY)).toBe(2);
    expect(await claims.has(old)).toBe(false);
    expect(await claims.has(recheck)).toBe(false);
    expect(await claims.has(young)).toBe(true);
    expect(await claims.has(lateKey)).toBe(true);
  });

  it("reads only the claims whose name does not prove them young", async () => {
    const claims = new Sentinels(path.join(dir, "claims"));
    for (let h = 0; h < 48; h++) await claims.claim(claimKey("tick", ago(h * HOUR), "slot"), ago(h * HOUR));
    await claims.claim(claimKey("tick", ago(10 * DAY), "slot"), ago(10 * DAY));
    await claims.claim("a key without a time", ago(10 * DAY));
    const reads = vi.spyOn(fs.promises, "readFile");
    expect(await claims.cleanup(NOW, 7 * DAY)).toBe(2);
    expect(reads).toHaveBeenCalledTimes(2);
    expect(fs.readdirSync(path.join(dir, "claims"))).toHaveLength(48);
  });

  it("leaves a claim it cannot read (one being written right now)", async () => {
    const claims = new Sentinels(path.join(dir, "claims"));
    await claims.claim("first", ago(DAY));
    fs.writeFileSync(path.join(dir, "claims", "half.claim"), '{"key":"half","at":"20');
    expect(await claims.cleanup(NOW, 0)).toBe(1);
    expect(fs.existsSync(path.join(dir, "claims", "half.claim"))).toBe(true);
  });

  it("finds the slot in a claim's file name, and nothing in other names", () => {
    const name = (key: string) => `${key.replace(/[^A-Za-z0-9._-]/g, "_")}.claim`;
    expect(slotInName(name(claimKey("tick", NOW, "slot")))).toBe(NOW.getTime());
    expect(slotInName(name(claimKey("drafts-write", NOW, "recheck")))).toBe(NOW.getTime());
    expect(slotInName("half.claim")).toBeNull();
    expect(slotInName("tick_2026-13-45T99_99_99.000Z.claim")).toBeNull();
  });
});

/**
 * The storage port's contract, run against every backend (parametrised): what a store may rely
 * on whichever backend the composition root chose. A new backend (PostgreSQL) adds one entry to
 * test-support/backends.ts and must pass all of it unchanged.
 */
import { describe, expect, it } from "vitest";
import { storageBackends } from "../../test-support/backends.ts";
import { z } from "zod";

const BACKENDS = storageBackends("contract");

const Counter = z.object({ version: z.literal(1), count: z.number().int().min(0), notes: z.array(z.string()) });
type Counter = z.infer<typeof Counter>;
const spec = { name: "counter", schema: Counter, initial: (): Counter => ({ version: 1, count: 0, notes: [] }) };
const Rec = z.object({ n: z.number() });

describe.each(BACKENDS)("the storage port on the $name backend", (backend) => {
  describe("documents", () => {
    it("reads the initial value before any write, and the committed value after", async () => {
      const { storage, reopen } = await backend.open();
      const doc = storage.owner("1").document(spec);
      expect(await doc.read()).toEqual({ version: 1, count: 0, notes: [] });
      expect(await doc.update((v) => ((v.count = 3), "result"))).toBe("result");
      expect(await doc.read()).toMatchObject({ count: 3 });
      expect(await reopen().owner("1").document(spec).read()).toMatchObject({ count: 3 });
    });

    it("a transaction that throws or fails the schema commits nothing", async () => {
      const { storage } = await backend.open();
      const doc = storage.owner("1").document(spec);
      await doc.update((v) => void (v.count = 1));
      await expect(doc.update((v) => ((v.count = 99), Promise.reject(new Error("no"))))).rejects.toThrow("no");
      await expect(doc.update((v) => void (v.count = -5))).rejects.toThrow(/schema/);
      expect(await doc.read()).toMatchObject({ count: 1 });
      expect(await storage.owner("1").document(spec).read()).toMatchObject({ count: 1 });
    });

    it("concurrent transactions through two handles of one name take turns and lose nothing", async () => {
      const { storage } = await backend.open();
      const a = storage.owner("1").document(spec);
      const b = storage.owner("1").document(spec);
      await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          (i % 2 ? a : b).update(async (v) => {
            const seen = v.count;
            await new Promise((r) => setImmediate(r));
            v.count = seen + 1;
            v.notes.push(`n${i}`);
          }),
        ),
      );
      const final = await a.read();
      expect(final.count).toBe(60);
      expect(new Set(final.notes).size).toBe(60);
    });

    it("spaces are private: one owner's document is not another's, nor the shared one", async () => {
      const { storage } = await backend.open();
      await storage.owner("1").document(spec).update((v) => void (v.count = 1));
      expect(await storage.owner("2").document(spec).read()).toMatchObject({ count: 0 });
      expect(await storage.shared.document(spec).read()).toMatchObject({ count: 0 });
    });

    it("keepCopy keeps the committed version, or reports there was none", async () => {
      const { storage } = await backend.open();
      const doc = storage.owner("1").document(spec);
      expect(await doc.keepCopy("before-migration")).toBeNull();
      await doc.update((v) => void (v.count = 7));
      expect(await doc.keepCopy("before-migration")).toEqual(expect.any(String));
      expect(await doc.read()).toMatchObject({ count: 7 });
    });
  });

  describe("append-only logs", () => {
    it("keep every record in order, survive a reopen, and refuse a record the schema refuses", async () => {
      const { storage, reopen } = await backend.open();
      const log = storage.owner("1").log({ name: "events", schema: Rec });
      await log.append({ n: 1 });
      await log.appendMany([{ n: 2 }, { n: 3 }]);
      await expect(log.append({ n: "x" } as unknown as { n: number })).rejects.toThrow();
      expect(await log.readAll()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
      await log.append({ n: 4 });
      expect(await reopen().owner("1").log({ name: "events", schema: Rec }).readAll()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
    });

    it("compact with retain: the kept records stay in order, later appends land after them, a reopen sees the same", async () => {
      const { storage, reopen } = await backend.open();
      const log = storage.owner("1").log({ name: "events", schema: Rec });
      await log.appendMany([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
      expect(await log.retain((r) => r.n % 2 === 0)).toBe(2);
      expect(await log.retain((r) => r.n % 2 === 0)).toBe(0);
      await log.append({ n: 5 });
      expect(await log.readAll()).toEqual([{ n: 2 }, { n: 4 }, { n: 5 }]);
      expect(await reopen().owner("1").log({ name: "events", schema: Rec }).readAll()).toEqual([{ n: 2 }, { n: 4 }, { n: 5 }]);
      expect(await storage.owner("2").log({ name: "events", schema: Rec }).readAll()).toEqual([]);
    });
  });

  describe("claims", () => {
    it("exactly one of many claimants wins; release and cleanup give it back", async () => {
      const { storage } = await backend.open();
      const claims = storage.owner("1").claims("claims");
      const at = new Date("2026-06-01T08:30:00Z");
      const wins = await Promise.all(Array.from({ length: 10 }, () => claims.claim("tick@2026-06-01T08:30:00.000Z", at)));
      expect(wins.filter(Boolean)).toHaveLength(1);
      expect(await claims.has("tick@2026-06-01T08:30:00.000Z")).toBe(true);
      await claims.release("tick@2026-06-01T08:30:00.000Z");
      expect(await claims.claim("tick@2026-06-01T08:30:00.000Z", at)).toBe(true);
      expect(await claims.cleanup(new Date(at.getTime() + 1000), 60_000)).toBe(0);
      expect(await claims.cleanup(new Date(at.getTime() + 120_000), 60_000)).toBe(1);
      expect(await claims.has("tick@2026-06-01T08:30:00.000Z")).toBe(false);
    });
  });

  describe("text documents", () => {
    it("read a fallback until written, then the text; update is read-modify-write", async () => {
      const { storage } = await backend.open();
      const texts = storage.owner("1").texts("memory");
      expect(await texts.read("human", "none")).toBe("none");
      await texts.update("human", (old) => `${old}likes tea\n`);
      await texts.update("human", (old) => `${old}lives in Berlin\n`);
      expect(await texts.read("human")).toBe("likes tea\nlives in Berlin\n");
      expect(texts.locate("human")).toEqual(expect.any(String));
    });
  });

  describe("recovery notices", () => {
    it("none on a healthy store; delivered() of unknown ids is harmless", async () => {
      const { storage } = await backend.open();
      const space = storage.owner("1");
      await space.document(spec).update((v) => void (v.count = 1));
      expect(await space.notices.pending()).toEqual([]);
      await space.notices.delivered(["nope"]);
      expect(await space.notices.pending()).toEqual([]);
    });
  });
});

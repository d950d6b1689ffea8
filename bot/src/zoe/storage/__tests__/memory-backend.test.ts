/**
 * The memory backend's isolation, now that a transaction works on a deep copy made by
 * base/copy.ts rather than structuredClone: the copy shares nothing with the committed value, a
 * transaction that throws after changing its copy deep down leaves the committed value as it
 * was, a value read before a transaction is not changed by it, and a log record changed by its
 * writer after the append is not changed in the log, and a transaction that changes nothing
 * keeps the committed value without validating it again. deepCopy itself gives what
 * structuredClone gives for stored data. What `read()` hands out is frozen under the tests, so
 * every test through the memory backend (the replays of every scenario) fails if code changes it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { deepCopy } from "../../base/copy.ts";
import { freezeCommitted, memoryStorage, parseRebuilds } from "../memory.ts";

const Item = z.object({ id: z.string(), tags: z.array(z.string()), meta: z.object({ n: z.number(), note: z.string().optional() }) });
const Doc = z.object({ version: z.literal(1), items: z.array(Item), settings: z.record(z.string(), z.object({ on: z.boolean(), at: z.array(z.number()) })) });
type Doc = z.infer<typeof Doc>;
const spec = { name: "doc", schema: Doc, initial: (): Doc => ({ version: 1, items: [], settings: {} }) };

const seed = (d: Doc) => {
  d.items.push({ id: "a", tags: ["x"], meta: { n: 1 } }, { id: "b", tags: [], meta: { n: 2, note: "hi" } });
  d.settings.s = { on: true, at: [1, 2] };
};

describe("deepCopy", () => {
  it("equals structuredClone's copy of any JSON value and shares no object or array with it", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const c = deepCopy(v);
        expect(c).toEqual(structuredClone(v));
        const shared = (a: unknown, b: unknown): boolean =>
          typeof a === "object" && a !== null && (a === b || Object.keys(a).some((k) => shared((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])));
        expect(shared(v, c)).toBe(false);
      }),
      { numRuns: (500) * 20, seed: Date.now() },
    );
  });

  it("keeps undefined values, a '__proto__' key as data, and copies a Date as structuredClone does", () => {
    const src = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    src.u = undefined;
    src.when = new Date("2026-01-01T00:00:00Z");
    const c = deepCopy(src);
    expect(Object.keys(c)).toEqual(["__proto__", "a", "u", "when"]);
    expect(Object.getPrototypeOf(c)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(c.when).toEqual(src.when);
    expect(c.when).not.toBe(src.when);
  });
});

describe("the memory backend's isolation", () => {
  it("a transaction that throws after changing its copy deep down leaves the committed value as it was", async () => {
    const doc = memoryStorage().owner("1").document(spec);
    await doc.update(seed);
    const before = structuredClone(await doc.read());
    await expect(
      doc.update((d) => {
        d.items[0]!.tags.push("y");
        d.items[1]!.meta.n = 99;
        d.settings.s!.at.push(3);
        d.items.splice(0, 1);
        throw new Error("no");
      }),
    ).rejects.toThrow("no");
    expect(await doc.read()).toEqual(before);
  });

  it("a value read before a transaction is not changed by it, nested lists included", async () => {
    const doc = memoryStorage().owner("1").document(spec);
    await doc.update(seed);
    const read = await doc.read();
    const snapshot = structuredClone(read);
    await doc.update((d) => {
      d.items[0]!.tags.push("y");
      d.settings.s!.on = false;
      d.items.push({ id: "c", tags: [], meta: { n: 3 } });
    });
    expect(read).toEqual(snapshot);
    expect((await doc.read()).items.map((i) => i.tags)).toEqual([["x", "y"], [], []]);
  });

  it("a transaction's copy shares nothing with the committed value", async () => {
    const doc = memoryStorage().owner("1").document(spec);
    await doc.update(seed);
    const committed = await doc.read();
    await doc.update((d) => {
      expect(d).toEqual(committed);
      expect(d.items[0]).not.toBe(committed.items[0]);
      expect(d.items[0]!.tags).not.toBe(committed.items[0]!.tags);
      expect(d.settings.s!.at).not.toBe(committed.settings.s!.at);
    });
  });

  it("a transaction that changes nothing commits the value as it was without a schema pass; one that changes anything is validated", async () => {
    let passes = 0;
    const Counted = Doc.superRefine(() => {
      passes++;
    });
    const doc = memoryStorage().owner("1").document({ ...spec, schema: Counted as unknown as typeof Doc });
    await doc.update(seed);
    const committed = await doc.read();
    const counted = passes;
    expect(await doc.update((d) => d.items.length)).toBe(2);
    await doc.update((d) => {
      d.items[0]!.tags.push("y");
      d.items[0]!.tags.pop(); // changed and changed back: the same data
    });
    expect(passes).toBe(counted);
    expect(await doc.read()).toBe(committed);
    // The same entries in another order is a change (a record lists its keys as they were written).
    await doc.update((d) => {
      const s = d.settings.s!;
      delete d.settings.s;
      d.settings.t = { on: false, at: [] };
      d.settings.s = s;
    });
    expect(passes).toBe(counted + 1);
    expect(Object.keys((await doc.read()).settings)).toEqual(["t", "s"]);
    await expect(
      doc.update((d) => {
        d.items[0]!.meta.n = "x" as unknown as number;
      }),
    ).rejects.toThrow(/refusing to write doc/);
  });

  it("a log record changed by its writer after the append is not changed in the log", async () => {
    const log = memoryStorage().owner("1").log({ name: "log", schema: Item });
    const rec = { id: "a", tags: ["x"], meta: { n: 1 } };
    await log.append(rec);
    rec.tags.push("y");
    rec.meta.n = 5;
    expect(await log.readAll()).toEqual([{ id: "a", tags: ["x"], meta: { n: 1 } }]);
    // retain's predicate gets a copy: changing it changes nothing kept.
    await log.retain((r) => ((r.tags.length = 0), true));
    expect(await log.readAll()).toEqual([{ id: "a", tags: ["x"], meta: { n: 1 } }]);
  });
});

describe("a log record is copied before its parse only when the parse could hand parts of it through", () => {
  it("parseRebuilds: objects, arrays, records, unions and primitives are built anew; unknown, any, dates, transforms and loose objects are not", () => {
    expect(parseRebuilds(Item)).toBe(true);
    expect(parseRebuilds(Doc)).toBe(true);
    expect(parseRebuilds(z.object({ a: z.union([z.string(), z.array(z.number())]).nullable().optional(), b: z.enum(["x"]), c: z.literal(1).default(1) }))).toBe(true);
    expect(parseRebuilds(z.object({ a: z.string(), extra: z.unknown() }))).toBe(false);
    expect(parseRebuilds(z.object({ a: z.array(z.any()) }))).toBe(false);
    expect(parseRebuilds(z.object({ a: z.string() }).loose())).toBe(false);
    expect(parseRebuilds(z.object({ at: z.date() }))).toBe(false);
    expect(parseRebuilds(z.object({ n: z.string().transform((v) => v.length) }))).toBe(false);
    expect(parseRebuilds(z.record(z.string(), z.unknown()))).toBe(false);
  });

  it("a record whose schema hands a part through is still kept as a copy: the writer changing it afterwards changes nothing in the log", async () => {
    const Loose = z.object({ id: z.string(), meta: z.unknown() });
    const log = memoryStorage().owner("1").log({ name: "loose", schema: Loose });
    const rec = { id: "a", meta: { n: 1, tags: ["x"] } };
    await log.append(rec);
    (rec.meta as { n: number; tags: string[] }).n = 5;
    (rec.meta as { n: number; tags: string[] }).tags.push("y");
    expect(await log.readAll()).toEqual([{ id: "a", meta: { n: 1, tags: ["x"] } }]);
    // Under the tests the log's records are frozen: the writer's own object never is.
    expect(Object.isFrozen(rec.meta)).toBe(false);
  });

  it("a record whose schema rebuilds it shares no object with what the writer holds, so freezing the log's record leaves the writer's alone", async () => {
    const log = memoryStorage().owner("1").log({ name: "log", schema: Item });
    const rec = { id: "a", tags: ["x"], meta: { n: 1 } };
    await log.append(rec);
    const [kept] = await log.readAll();
    expect(kept).not.toBe(rec);
    expect(kept!.tags).not.toBe(rec.tags);
    expect(kept!.meta).not.toBe(rec.meta);
    expect(Object.isFrozen(rec.tags)).toBe(false);
    rec.tags.push("y");
    expect(kept!.tags).toEqual(["x"]);
  });
});

describe("what read() hands out is read-only, and the tests hold every caller to it", () => {
  it("the tests' setup freezes committed values: changing what was read fails at once and the stored value stays", async () => {
    const space = memoryStorage().owner("1");
    const doc = space.document(spec);
    await doc.update(seed);
    const read = await doc.read();
    expect(() => read.items[0]!.tags.push("z")).toThrow(TypeError);
    expect(() => (read.items[1]!.meta.n = 7)).toThrow(TypeError);
    expect(() => read.items.splice(0, 1)).toThrow(TypeError);
    expect(() => delete (read.settings as Record<string, unknown>).s).toThrow(TypeError);
    // Never written: the initial value is frozen too.
    const fresh = await space.document({ ...spec, name: "other" }).read();
    expect(() => fresh.items.push({ id: "x", tags: [], meta: { n: 0 } })).toThrow(TypeError);
    const log = space.log({ name: "log", schema: Item });
    await log.append({ id: "a", tags: ["x"], meta: { n: 1 } });
    const [rec] = await log.readAll();
    expect(() => rec!.tags.push("y")).toThrow(TypeError);
    expect(await doc.read()).toEqual({ version: 1, items: [{ id: "a", tags: ["x"], meta: { n: 1 } }, { id: "b", tags: [], meta: { n: 2, note: "hi" } }], settings: { s: { on: true, at: [1, 2] } } });
    expect(await log.readAll()).toEqual([{ id: "a", tags: ["x"], meta: { n: 1 } }]);
    // A transaction still works on a copy it may change.
    await doc.update((d) => void d.items[0]!.tags.push("y"));
    expect((await doc.read()).items[0]!.tags).toEqual(["x", "y"]);
  });

  it("without the check (replays, benchmarks) read() hands out the committed value itself, uncopied", async () => {
    const previous = freezeCommitted(false);
    try {
      const doc = memoryStorage().owner("1").document(spec);
      await doc.update(seed);
      const read = await doc.read();
      expect(Object.isFrozen(read)).toBe(false);
      expect(await doc.read()).toBe(read);
    } finally {
      freezeCommitted(previous);
    }
  });
});

describe("the memory backend's validation of a record of objects, entry by entry", () => {
  const Entry = z.object({ last: z.string().nullable(), n: z.number().int().min(0), note: z.string().optional(), tags: z.array(z.string()).default([]) });
  const Jobs = z.object({ version: z.literal(1), jobs: z.record(z.string(), Entry), other: z.number() });
  type Jobs = z.infer<typeof Jobs>;
  const jobsSpec = { name: "jobs", schema: Jobs, initial: (): Jobs => ({ version: 1, jobs: {}, other: 0 }) };
  const key = fc.constantFrom("tick", "brief", "posts", "10", "2");
  const op = fc.oneof(
    fc.record({ kind: fc.constant("set" as const), key, n: fc.integer({ min: -1, max: 3 }), last: fc.option(fc.constantFrom("a", "b"), { nil: null }), extra: fc.boolean() }),
    fc.record({ kind: fc.constant("delete" as const), key }),
    fc.record({ kind: fc.constant("bump" as const), key }),
    fc.record({ kind: fc.constant("tag" as const), key }),
    fc.record({ kind: fc.constant("other" as const), n: fc.integer({ min: 0, max: 3 }) }),
  );
  type Op = typeof op extends fc.Arbitrary<infer O> ? O : never;
  const apply = (d: Jobs, o: Op) => {
    const jobs = d.jobs as Record<string, Record<string, unknown>>;
    const has = Object.prototype.hasOwnProperty.call(jobs, "key" in o ? o.key : "");
    if (o.kind === "set") {
      const v: Record<string, unknown> = { last: o.last, n: o.n };
      if (o.extra) v.stray = "dropped by the schema";
      Object.defineProperty(jobs, o.key, { value: v, enumerable: true, writable: true, configurable: true });
    } else if (o.kind === "delete") delete jobs[o.key];
    else if (o.kind === "bump" && has) (jobs[o.key]!.n as number)++;
    else if (o.kind === "tag" && has) ((jobs[o.key]!.tags as string[] | undefined) ?? (jobs[o.key]!.tags = [])).push("t");
    else if (o.kind === "other") d.other = o.n;
  };

  it("commits what a whole pass of the schema gives, and refuses what it refuses, over any run of transactions", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(op, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 12 }), async (txs) => {
        const doc = memoryStorage().owner("1").document(jobsSpec);
        let reference: Jobs = Jobs.parse(jobsSpec.initial());
        for (const tx of txs) {
          const draft = structuredClone(reference);
          for (const o of tx) apply(draft, o);
          const expected = Jobs.safeParse(draft);
          const outcome = await doc.update((d) => tx.forEach((o) => apply(d, o))).then(
            () => "ok",
            (err: Error) => err.message,
          );
          if (expected.success) {
            expect(outcome).toBe("ok");
            reference = expected.data;
          } else {
            const issue = expected.error.issues[0]!;
            expect(outcome).toBe(`refusing to write jobs: schema: ${issue.path.join(".")}: ${issue.message}`);
          }
          const stored = await doc.read();
          expect(stored).toEqual(reference);
          expect(Object.keys(stored.jobs)).toEqual(Object.keys(reference.jobs));
        }
      }),
      { numRuns: (300) * 20, seed: Date.now() },
    );
  });
});

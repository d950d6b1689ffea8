/**
 * The hot-document-plus-archive store (storage/hot-archive.ts) that threads and goals are built
 * on, run against every backend: open items in the hot document, closed ones in the archive,
 * written before the hot commit; a later record supersedes an earlier one; what a transaction sees
 * of closed items; taking an item out and reopening one; an older hot document migrated once with
 * a copy kept; a damaged archive line costing only itself.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { storageBackends } from "../../test-support/backends.ts";
import { type AppendLog, archiveRecordSchema, type Document, type DocumentSpec, fromArchive, HotArchive, type HotArchiveSpec, hotDocumentSchema, idTaken, type LogSpec, type Space } from "../index.ts";

const BACKENDS = storageBackends("hot_archive");

const Errand = z.object({
  id: z.string().regex(/^e-\d+$/),
  text: z.string().min(1),
  state: z.enum(["open", "done", "dropped"]),
  note: z.string().default(""),
  created: z.number().int(),
});
type Errand = z.infer<typeof Errand>;
const ErrandsFile = hotDocumentSchema("errands", Errand);
const ErrandRecord = archiveRecordSchema(Errand, "forgotten");

type Spec = HotArchiveSpec<Errand, "errands", "forgotten">;
const SPEC: Spec = {
  hot: { name: "errands", key: "errands", schema: ErrandsFile },
  archive: { name: "errands-archive", flag: "forgotten", schema: ErrandRecord },
  isOpen: (e) => e.state === "open",
  recentClosed: 100,
};
const store = (space: Space, over: Partial<Spec> = {}) => new HotArchive(space, { ...SPEC, ...over });

const errand = (n: number, state: Errand["state"] = "open"): Errand => ({ id: `e-${n}`, text: `errand ${n}`, state, note: "", created: n });
/** The hot document and the archive as stored, read past the store. */
const hotIds = async (space: Space) =>
  (await space.document({ name: "errands", schema: ErrandsFile, initial: () => ({ version: 1 as const, errands: [] }) }).read()).errands.map((e) => e.id);
const records = (space: Space) => space.log({ name: "errands-archive", schema: ErrandRecord, durable: true }).readAll();
const states = (list: Errand[]) => list.map((e) => `${e.id}:${e.state}`).sort();
const close = (id: string, state: Errand["state"] = "done") => (list: Errand[]) => void (list.find((e) => e.id === id)!.state = state);

/** `space` with some of its documents' or logs' methods replaced (a crash, a failing disk, a spy). */
function wrapped(space: Space, over: { document?: (doc: Document<unknown>) => Partial<Document<unknown>>; log?: (log: AppendLog<unknown>) => Partial<AppendLog<unknown>> }): Space {
  return {
    document: <T>(spec: DocumentSpec<T>) => {
      const doc = space.document(spec);
      const base: Document<T> = { read: () => doc.read(), update: (fn) => doc.update(fn), keepCopy: (label) => doc.keepCopy(label) };
      return { ...base, ...(over.document?.(doc as Document<unknown>) as Partial<Document<T>>) };
    },
    log: <T>(spec: LogSpec<T>) => {
      const log = space.log(spec);
      const base: AppendLog<T> = { append: (r) => log.append(r), appendMany: (rs) => log.appendMany(rs), readAll: () => log.readAll(), retain: (keep) => log.retain(keep) };
      return { ...base, ...(over.log?.(log as AppendLog<unknown>) as Partial<AppendLog<T>>) };
    },
    claims: (name) => space.claims(name),
    texts: (name) => space.texts(name),
    notices: space.notices,
  };
}

/** A space whose hot commit never happens: the process dies after the transaction's work, before the commit. */
const dyingBeforeHotCommit = (space: Space) =>
  wrapped(space, {
    document: (doc) => ({
      update: (fn) =>
        doc.update(async (value) => {
          await fn(value);
          throw new Error("the process died before the hot commit");
        }),
    }),
  });

describe.each(BACKENDS)("the hot document and its archive on the $name backend", (backend) => {
  it("keeps open items in the hot document and moves a closed one to the archive, where every reader still finds it", async () => {
    const { storage, reopen } = await backend.open();
    const space = storage.owner("1");
    const errands = store(space);
    await errands.transact((list) => void list.push(errand(1), errand(2), errand(3)));
    await errands.transact(close("e-1"));
    await errands.transact(close("e-3", "dropped"));

    expect(await hotIds(space)).toEqual(["e-2"]);
    expect((await records(space)).map((r) => [r.id, r.state, r.forgotten])).toEqual([
      ["e-1", "done", false],
      ["e-3", "dropped", false],
    ]);
    expect(states(await errands.open())).toEqual(["e-2:open"]);
    expect(states(await errands.all())).toEqual(["e-1:done", "e-2:open", "e-3:dropped"]);
    // Another process sees the same, and a transaction there holds the recently closed ones.
    const other = store(reopen().owner("1"));
    expect(states(await other.all())).toEqual(["e-1:done", "e-2:open", "e-3:dropped"]);
    expect(states(await other.transact((list) => list.map((e) => ({ ...e }))))).toEqual(["e-1:done", "e-2:open", "e-3:dropped"]);
    // A transaction that leaves the closed ones alone writes nothing to the archive.
    await other.transact((list) => void (list.find((e) => e.id === "e-2")!.note = "called twice"));
    expect(await records(space)).toHaveLength(2);
  });

  it("a process that dies between the archive and the hot commit leaves the item in both, live, never in neither", async () => {
    const { storage, reopen } = await backend.open();
    await store(storage.owner("1")).transact((list) => void list.push(errand(1), errand(2)));

    const dying = store(dyingBeforeHotCommit(storage.owner("1")));
    await expect(dying.transact(close("e-1"))).rejects.toThrow(/died before the hot commit/);

    const space = reopen().owner("1");
    // The archive already holds the closed record; the hot document still holds the open item, and wins.
    expect((await records(space)).map((r) => [r.id, r.state])).toEqual([["e-1", "done"]]);
    expect(await hotIds(space)).toEqual(["e-1", "e-2"]);
    const errands = store(space);
    expect(states(await errands.all())).toEqual(["e-1:open", "e-2:open"]);
    expect(states(await errands.transact((list) => list.map((e) => ({ ...e }))))).toEqual(["e-1:open", "e-2:open"]);
    // The close, done again (the owner's message is handled again), lands once in every list.
    await errands.transact(close("e-1"));
    expect(states(await errands.all())).toEqual(["e-1:done", "e-2:open"]);
    expect(await hotIds(space)).toEqual(["e-2"]);
  });

  it("when the archive cannot take the closed item, the hot document is not committed: the item stays open", async () => {
    const { storage } = await backend.open();
    const space = storage.owner("1");
    await store(space).transact((list) => void list.push(errand(1)));
    const refusing = wrapped(space, { log: () => ({ appendMany: () => Promise.reject(new Error("EIO: the disk refused the archive")) }) });
    await expect(store(refusing).transact(close("e-1"))).rejects.toThrow(/EIO/);
    expect(await hotIds(space)).toEqual(["e-1"]);
    expect(states(await store(space).all())).toEqual(["e-1:open"]);
  });

  it("a later record of an item supersedes the earlier one; the earlier ones are never rewritten", async () => {
    const { storage, reopen } = await backend.open();
    const space = storage.owner("1");
    const errands = store(space);
    await errands.transact((list) => void list.push(errand(1), errand(2)));
    await errands.transact(close("e-1"));
    const first = await records(space);

    expect(await errands.amend("e-1", (e) => void (e.note = "receipt filed"))).toMatchObject({ id: "e-1", state: "done", note: "receipt filed" });
    await errands.transact((list) => void (list.find((e) => e.id === "e-1")!.note = "receipt filed twice"));
    const after = await records(space);
    expect(after.slice(0, first.length)).toEqual(first);
    expect(after.map((r) => r.note)).toEqual(["", "receipt filed", "receipt filed twice"]);
    expect((await errands.archived()).map((r) => [r.id, r.note])).toEqual([["e-1", "receipt filed twice"]]);
    expect((await store(reopen().owner("1")).all()).find((e) => e.id === "e-1")).toMatchObject({ state: "done", note: "receipt filed twice" });
    // An amend of an open item changes it in the hot document; of an unknown one, nothing.
    expect(await errands.amend("e-2", (e) => void (e.note = "soon"))).toMatchObject({ id: "e-2", state: "open", note: "soon" });
    expect(await errands.amend("e-9", (e) => void (e.note = "never"))).toBeNull();
    expect(await records(space)).toHaveLength(3);
  });

  it("a closed item reopened moves back to the hot document and wins over its archive record; closed again, a new record", async () => {
    const { storage } = await backend.open();
    const space = storage.owner("1");
    const errands = store(space);
    await errands.transact((list) => void list.push(errand(1)));
    await errands.transact(close("e-1"));
    await errands.transact((list) => void (list.find((e) => e.id === "e-1")!.state = "open"));

    expect(await hotIds(space)).toEqual(["e-1"]);
    expect(states(await errands.all())).toEqual(["e-1:open"]);
    expect(states(await errands.open())).toEqual(["e-1:open"]);
    expect(await records(space)).toHaveLength(1);
    await errands.transact(close("e-1", "dropped"));
    expect(states(await errands.all())).toEqual(["e-1:dropped"]);
    expect((await records(space)).map((r) => r.state)).toEqual(["done", "dropped"]);
  });

  it("an item taken out, open or closed, is archived as forgotten: shown nowhere, not found by its id, its id still taken", async () => {
    const { storage, reopen } = await backend.open();
    const space = storage.owner("1");
    const errands = store(space);
    await errands.transact((list) => void list.push(errand(1), errand(2), errand(3)));
    await errands.transact(close("e-2"));
    // One open and one closed taken out, the list reordered too: exactly those two are forgotten.
    await errands.transact((list) => {
      list.reverse();
      list.splice(list.findIndex((e) => e.id === "e-1"), 1);
      list.splice(list.findIndex((e) => e.id === "e-2"), 1);
    });

    expect((await records(space)).map((r) => [r.id, r.state, r.forgotten])).toEqual([
      ["e-2", "done", false],
      ["e-1", "open", true],
      ["e-2", "done", true],
    ]);
    expect(await hotIds(space)).toEqual(["e-3"]);
    const again = store(reopen().owner("1"));
    expect(states(await again.all())).toEqual(["e-3:open"]);
    const seen = await again.transact((list) => ({ ids: list.map((e) => e.id), lookedUp: fromArchive(list, "e-1") ?? fromArchive(list, "e-2"), taken: ["e-1", "e-2", "e-3", "e-4"].filter((id) => idTaken(list).has(id)) }));
    expect(seen).toEqual({ ids: ["e-3"], lookedUp: undefined, taken: ["e-1", "e-2", "e-3"] });
    expect(await again.amend("e-1", (e) => void (e.note = "back?"))).toBeNull();
    expect(await records(space)).toHaveLength(3);
  });

  it("a transaction holds the most recently closed items; an older one joins only when named, and is written back only when changed", async () => {
    const { storage } = await backend.open();
    const space = storage.owner("1");
    const errands = store(space, { recentClosed: 2 });
    await errands.transact((list) => void list.push(...[1, 2, 3, 4, 5].map((n) => errand(n))));
    for (const n of [1, 2, 3, 4]) await errands.transact(close(`e-${n}`));

    expect(await errands.transact((list) => list.map((e) => e.id))).toEqual(["e-5", "e-3", "e-4"]);
    const written = (await records(space)).length;
    // Named and read, not changed: nothing written.
    expect(await errands.transact((list) => fromArchive(list, "e-1")?.state)).toBe("done");
    expect(await records(space)).toHaveLength(written);
    // Named and changed: one new record; an id never stored is not found.
    await errands.transact((list) => {
      fromArchive(list, "e-1")!.note = "paid late";
      expect(fromArchive(list, "e-77")).toBeUndefined();
      // Every archived id is taken, inside the window or not.
      expect(["e-1", "e-2", "e-6"].map((id) => idTaken(list).has(id))).toEqual([true, true, false]);
    });
    expect((await records(space)).slice(written).map((r) => [r.id, r.note])).toEqual([["e-1", "paid late"]]);
    // Outside a transaction a list has no archive behind it.
    const plain = await errands.all();
    expect(fromArchive(plain.filter((e) => e.id === "e-5"), "e-1")).toBeUndefined();
  });

  it("lists every item in the store's order when it has one, in a transaction and in all()", async () => {
    const { storage } = await backend.open();
    const errands = store(storage.owner("1"), { order: (a, b) => a.created - b.created, recentClosed: Number.POSITIVE_INFINITY });
    await errands.transact((list) => void list.push(errand(3), errand(1), errand(2)));
    await errands.transact(close("e-1"));
    expect((await errands.all()).map((e) => e.id)).toEqual(["e-1", "e-2", "e-3"]);
    expect(await errands.transact((list) => list.map((e) => e.id))).toEqual(["e-1", "e-2", "e-3"]);
  });

  it("a transaction sees what another process archived since this one last read the archive, and concurrent closes both land", async () => {
    const { storage, reopen } = await backend.open();
    const a = store(storage.owner("1"));
    const b = store(reopen().owner("1"));
    await a.transact((list) => void list.push(errand(1), errand(2)));
    expect(states(await b.all())).toEqual(["e-1:open", "e-2:open"]); // b has read the (empty) archive
    await a.transact(close("e-1"));
    expect(states(await b.transact((list) => list.map((e) => ({ ...e }))))).toEqual(["e-1:done", "e-2:open"]);
    // Both close at once: each close lands, neither is lost.
    await Promise.all([b.transact(close("e-2")), a.transact((list) => void list.push(errand(3)))]);
    expect(states(await a.all())).toEqual(["e-1:done", "e-2:done", "e-3:open"]);
  });

  it("a transaction queued behind another of the same process sees what that one closed (an op handled twice at once finds it)", async () => {
    const { storage } = await backend.open();
    const errands = store(storage.owner("1"));
    await errands.transact((list) => void list.push(errand(1), errand(2)));
    const [, second] = await Promise.all([errands.transact(close("e-1")), errands.transact((list) => list.find((e) => e.id === "e-1")?.state)]);
    expect(second).toBe("done");
  });

  it("a read of the archive taken before this process's own close and returned after it does not hide that close from the next transaction", async () => {
    const { storage } = await backend.open();
    const plain = storage.owner("1");
    // The next read returns what the archive held before the close, once the close has finished:
    // the timing that made a queued transaction miss an item the one before it had just closed.
    let stale: { records: unknown[]; closed: Promise<unknown> } | null = null;
    const space = wrapped(plain, {
      log: (log) => ({
        readAll: async () => {
          const held = stale;
          stale = null;
          if (!held) return log.readAll();
          await held.closed;
          return held.records;
        },
      }),
    });
    const errands = store(space);
    await errands.transact((list) => void list.push(errand(1), errand(2)));
    const before = await records(plain);
    const closing = errands.transact(close("e-1"));
    stale = { records: before, closed: closing };
    const seen = await errands.transact((list) => list.find((e) => e.id === "e-1")?.state);
    expect(seen).toBe("done");
    expect(await errands.transact((list) => list.map((e) => e.id).sort())).toEqual(["e-1", "e-2"]);
  });

  it("runs more transactions at once than a database pool has connections (4 here): each one holds one connection, none waits for a second", async () => {
    const { storage } = await backend.open();
    const owners = Array.from({ length: 12 }, (_, i) => String(i + 1));
    // Every owner has a closed item already, so each transaction has an archive to read.
    for (const id of owners) {
      const errands = store(storage.owner(id));
      await errands.transact((list) => void list.push(errand(1), errand(2)));
      await errands.transact(close("e-1"));
    }
    const seen = await Promise.all(owners.map((id) => store(storage.owner(id)).transact((list) => (list.push(errand(3)), list.map((e) => e.id)))));
    expect(seen).toEqual(owners.map(() => ["e-2", "e-1", "e-3"]));
  });

  it("migrates an older hot document that still holds closed items: a copy is kept first, the second start changes nothing", async () => {
    const { storage, reopen } = await backend.open();
    const space = storage.owner("1");
    const old = [errand(1), errand(2, "done"), errand(3, "dropped"), errand(4)];
    await space.document({ name: "errands", schema: ErrandsFile, initial: () => ({ version: 1 as const, errands: [] }) }).update((doc) => void doc.errands.push(...old));
    const kept: Array<string | null> = [];
    const watching = wrapped(space, { document: (doc) => ({ keepCopy: async (label) => (kept.push(await doc.keepCopy(label)), kept.at(-1)!) }) });
    const errands = store(watching);
    // Before the migration every reader already sees every item as it is.
    expect(states(await errands.all())).toEqual(["e-1:open", "e-2:done", "e-3:dropped", "e-4:open"]);
    expect(states(await errands.open())).toEqual(["e-1:open", "e-4:open"]);

    expect(await errands.migrate()).toBe(2);
    expect(kept).toHaveLength(1);
    expect(kept[0]).not.toBeNull();
    if (backend.name === "files") {
      const copy = JSON.parse(fs.readFileSync(path.join(storage.location, "owners", "1", "errands.json.pre-archive"), "utf8")) as { errands: Errand[] };
      expect(copy.errands).toEqual(old);
    }
    expect(await hotIds(space)).toEqual(["e-1", "e-4"]);
    expect((await records(space)).map((r) => r.id)).toEqual(["e-2", "e-3"]);
    expect(states(await store(reopen().owner("1")).all())).toEqual(["e-1:open", "e-2:done", "e-3:dropped", "e-4:open"]);

    expect(await errands.migrate()).toBe(0);
    expect(kept).toHaveLength(1);
    expect(await records(space)).toHaveLength(2);
  });
});

describe("a damaged archive (files backend)", () => {
  const files = BACKENDS.find((b) => b.name === "files")!;

  it("costs only the damaged line: the other closed items stay listed and the next close is read back", async () => {
    const { storage, reopen } = await files.open();
    const errands = store(storage.owner("1"));
    await errands.transact((list) => void list.push(errand(1), errand(2), errand(3), errand(4)));
    await errands.transact(close("e-1"));
    await errands.transact(close("e-2"));
    const log = path.join(storage.location, "owners", "1", "errands-archive.jsonl");
    const [first, second] = fs.readFileSync(log, "utf8").split("\n");
    // The first record garbled in place, and a torn record at the end (a crash mid-append).
    fs.writeFileSync(log, `${first!.slice(0, 1)}#garbled#${first!.slice(1)}\n${second}\n{"id":"e-3","te`);

    const again = store(reopen().owner("1"));
    expect(states(await again.all())).toEqual(["e-2:done", "e-3:open", "e-4:open"]);
    await again.transact(close("e-3"));
    expect(states(await store(reopen().owner("1")).all())).toEqual(["e-2:done", "e-3:done", "e-4:open"]);
    expect(fs.readFileSync(log, "utf8").split("\n").filter(Boolean)).toHaveLength(4);
  });
});

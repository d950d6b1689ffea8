/**
 * The change journal of a large document, and of a small one marked hot (files backend,
 * storage/journal.ts): a change to one element of a list appends a short record instead of
 * rewriting the file, and every committed change survives what can happen to the journal — a
 * torn last record, a crash between the append and the compaction or in the middle of a
 * compaction, a damaged record (a recovery notice, the changes before it kept), a document
 * replaced behind ZOE's back, two writers, and `zoe migrate` reading the folder.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { silentLogger } from "../../base/log.ts";
import { FilesSpace } from "../files.ts";
import { readFilesState } from "../files-snapshot.ts";
import { applyChange, changeText, compactedLine, headerLine, readJournal, recordLine, textHash } from "../journal.ts";
import { JOURNAL_MIN_BYTES } from "../json-file.ts";
import type { Document } from "../port.ts";

const ItemSchema = z.object({ id: z.string(), n: z.number().int(), note: z.string() });
const DocSchema = z.object({ version: z.literal(1), label: z.string(), items: z.array(ItemSchema) });
type Doc = z.infer<typeof DocSchema>;
const SPEC = { name: "items", schema: DocSchema, initial: (): Doc => ({ version: 1, label: "", items: [] }) };

/**
 * The two kinds of journaled document: a large one (any document from JOURNAL_MIN_BYTES on), and
 * a small one marked hot (the inbox, the recent turns), journaled whatever its size. Every
 * guarantee below holds for both.
 */
const KINDS = [
  { kind: "a large document", hot: false, note: (i: number) => `item ${i} ${"lorem ipsum ".repeat(20)}` },
  { kind: "a small hot document", hot: true, note: (i: number) => `item ${i}` },
] as const;
let current: (typeof KINDS)[number] = KINDS[0];

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "zoe-journal-"));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const file = () => path.join(dir, "items.json");
const journal = () => path.join(dir, "items.json.journal");
const space = () => new FilesSpace(dir, silentLogger);
const doc = (s = space()): Document<Doc> => s.document({ ...SPEC, hot: current.hot });
/** A note long enough that 400 items make a large document well above the journaling size (short for a hot one). */
const note = (i: number) => current.note(i);

/**
 * A document of `n` items written whole (one transaction), as a large threads file would be;
 * for the hot kind, one well below the journaling size.
 */
async function big(d: Document<Doc>, n = 400): Promise<void> {
  await d.update((v) => {
    for (let i = 0; i < n; i++) v.items.push({ id: `i${i}`, n: 0, note: note(i) });
  });
  if (current.hot) expect(fs.statSync(file()).size).toBeLessThan(JOURNAL_MIN_BYTES / 4);
  else expect(fs.statSync(file()).size).toBeGreaterThan(JOURNAL_MIN_BYTES);
}

/** Run a block of tests once for each kind of journaled document. */
const forEachKind = (title: string, body: () => void) =>
  describe.each(KINDS)(`${title}: $kind`, (k) => {
    beforeEach(() => {
      current = k;
    });
    afterEach(() => {
      current = KINDS[0];
    });
    body();
  });

/** What a fresh process reads (a new space, nothing cached). */
const fresh = async () => (await doc().read()).items;

forEachKind("changes go to the journal", () => {
  it("changing one item appends a short record; the document file is not rewritten; a fresh reader sees every change", async () => {
    const d = doc();
    await big(d);
    const before = fs.statSync(file());
    for (let k = 0; k < 20; k++) await d.update((v) => void (v.items[k * 7]!.n = k + 1));
    await d.update((v) => void v.items.push({ id: "new", n: 9, note: "added" }));
    await d.update((v) => void v.items.splice(3, 1));
    await d.update((v) => void (v.label = "relabelled"));
    const after = fs.statSync(file());
    expect({ ino: after.ino, mtimeMs: after.mtimeMs, size: after.size }).toEqual({ ino: before.ino, mtimeMs: before.mtimeMs, size: before.size });
    // 23 records of a few hundred bytes, against a document of well over 64 kB (or a hot one).
    expect(fs.statSync(journal()).size).toBeLessThan(23 * 700);

    const items = await fresh();
    expect(items).toHaveLength(400);
    expect(items.find((i) => i.id === "i7")!.n).toBe(2);
    expect(items.find((i) => i.id === "i3")).toBeUndefined();
    expect(items[items.length - 1]).toEqual({ id: "new", n: 9, note: "added" });
    expect((await doc().read()).label).toBe("relabelled");
  });

  it("is compacted into the document once it grows, keeping every change and the last good copy current", async () => {
    const d = doc();
    await big(d);
    const firstIno = fs.statSync(file()).ino;
    // Each change replaces a note with a long one: the journal outgrows its limit within ~100 changes.
    for (let k = 0; k < 150; k++) await d.update((v) => void (v.items[k % 400]!.note = `${k} ${"x".repeat(3_000)}`));
    expect(fs.statSync(file()).ino).not.toBe(firstIno);
    const items = await fresh();
    for (let k = 0; k < 150; k++) expect(items[k]!.note.startsWith(`${k} `)).toBe(true);
    // The last good copy holds the compacted version (a damaged file is restored to it plus the journal).
    const bak = DocSchema.parse(JSON.parse(fs.readFileSync(`${file()}.bak`, "utf8")));
    expect(bak.items.length).toBe(400);
  });

  it("a stop leaves the document file whole on its own (the journal compacted, then gone)", async () => {
    const { compactJournals } = await import("../index.ts");
    const d = doc();
    await big(d);
    await d.update((v) => void (v.items[0]!.n = 42));
    expect(fs.existsSync(journal())).toBe(true);
    await compactJournals();
    expect(fs.existsSync(journal())).toBe(false);
    expect(DocSchema.parse(JSON.parse(fs.readFileSync(file(), "utf8"))).items[0]!.n).toBe(42);
  });

});

describe("documents written whole", () => {
  it("a small document that is not hot is written whole, as before (no journal)", async () => {
    const d = doc();
    await d.update((v) => {
      for (let i = 0; i < 20; i++) v.items.push({ id: `i${i}`, n: 0, note: note(i) });
    });
    await d.update((v) => void v.items.push({ id: "a", n: 1, note: "small" }));
    await d.update((v) => void (v.items[0]!.n = 2));
    expect(fs.existsSync(journal())).toBe(false);
    expect(DocSchema.parse(JSON.parse(fs.readFileSync(file(), "utf8"))).items[0]!.n).toBe(2);
  });

  it("a hot document too small for a change to be a fraction of it is written whole until it has grown", async () => {
    const d = new FilesSpace(dir, silentLogger).document({ ...SPEC, hot: true });
    await d.update((v) => void v.items.push({ id: "a", n: 1, note: "small" }));
    await d.update((v) => void (v.items[0]!.n = 2));
    expect(fs.existsSync(journal())).toBe(false);
    for (let i = 0; i < 20; i++) await d.update((v) => void v.items.push({ id: `b${i}`, n: i, note: "small" }));
    expect(fs.existsSync(journal())).toBe(true);
    expect((await fresh()).map((i) => i.id)).toEqual(["a", ...Array.from({ length: 20 }, (_, i) => `b${i}`)]);
  });
});

forEachKind("faults in the journal", () => {
  it("a torn last record (a crash mid-append) is dropped without a notice, and the next change follows the good ones", async () => {
    const d = doc();
    await big(d);
    await d.update((v) => void (v.items[0]!.n = 1));
    await d.update((v) => void (v.items[1]!.n = 2));
    const good = fs.readFileSync(journal(), "utf8");
    // The third append was cut off halfway: half a line, no newline.
    const third = recordLine(3, changeText('{"version":1,"label":""}', [["items", [0, 1, 2]]]));
    fs.appendFileSync(journal(), third.slice(0, Math.floor(third.length / 2)));

    const s = space();
    const again = doc(s);
    expect((await again.read()).items.slice(0, 2).map((i) => i.n)).toEqual([1, 2]);
    await again.update((v) => void (v.items[2]!.n = 3));
    expect(fs.readFileSync(journal(), "utf8").startsWith(good)).toBe(true);
    expect((await fresh()).slice(0, 3).map((i) => i.n)).toEqual([1, 2, 3]);
    expect(await s.notices.pending()).toEqual([]);
  });

  it("zero bytes at the end (a power cut after the file grew) count as a torn record too", async () => {
    const d = doc();
    await big(d);
    await d.update((v) => void (v.items[0]!.n = 1));
    fs.appendFileSync(journal(), Buffer.alloc(300));
    const s = space();
    expect((await doc(s).read()).items[0]!.n).toBe(1);
    expect(await s.notices.pending()).toEqual([]);
  });

  it("a crash between the journal append and the compaction: the journal is applied once, never twice", async () => {
    const d = doc();
    await big(d);
    await d.update((v) => void v.items.push({ id: "x", n: 1, note: "appended" }));
    const baseText = fs.readFileSync(file(), "utf8");
    const journalText = fs.readFileSync(journal(), "utf8");
    // Let a compaction finish, then put the journal back as a crash before its removal would leave it.
    await d.keepCopy("pre-test");
    expect(fs.existsSync(journal())).toBe(false);
    const compacted = fs.readFileSync(file(), "utf8");
    expect(compacted).not.toBe(baseText);
    fs.writeFileSync(journal(), `${journalText}${compactedLine(textHash(compacted))}`);

    const s = space();
    const items = (await doc(s).read()).items;
    expect(items.filter((i) => i.id === "x")).toHaveLength(1);
    expect(items).toHaveLength(401);
    expect(await s.notices.pending()).toEqual([]);
    expect(fs.existsSync(journal())).toBe(false);
  });

  it("a crash in the middle of a compaction (marker written, new version not in place): the old version plus the journal", async () => {
    const d = doc();
    await big(d);
    await d.update((v) => void (v.items[5]!.n = 55));
    // The marker names a version that never made it into place (the rename did not happen).
    fs.appendFileSync(journal(), `{"compacted":"${"0".repeat(40)}"}\n`);
    fs.writeFileSync(`${file()}.123.abc.1.tmp`, "{half a new vers");
    const s = space();
    const again = doc(s);
    expect((await again.read()).items[5]!.n).toBe(55);
    await again.update((v) => void (v.items[6]!.n = 66));
    const items = await fresh();
    expect([items[5]!.n, items[6]!.n]).toEqual([55, 66]);
    expect(await s.notices.pending()).toEqual([]);
  });

  it("a damaged record with records after it: a recovery notice, the changes before it kept, the journal kept aside", async () => {
    const d = doc();
    await big(d);
    for (let k = 0; k < 4; k++) await d.update((v) => void (v.items[k]!.n = k + 10));
    const lines = fs.readFileSync(journal(), "utf8").split("\n");
    // Line 0 is the header; damage the third record (line 3) in place: a flipped digit.
    lines[3] = lines[3]!.replace(/"n":12/, '"n":92');
    fs.writeFileSync(journal(), lines.join("\n"));

    const s = space();
    const items = (await doc(s).read()).items;
    expect(items.slice(0, 4).map((i) => i.n)).toEqual([10, 11, 0, 0]);
    const notices = await s.notices.pending();
    expect(notices).toEqual([expect.objectContaining({ document: "items", label: "items.json", restored: true })]);
    expect(notices[0]!.reason).toMatch(/journal record is damaged/);
    expect(notices[0]!.keptAs).toMatch(/^items\.json\.journal\.corrupt-/);
    expect(fs.existsSync(path.join(dir, notices[0]!.keptAs!))).toBe(true);
    // The document was written whole with what could be applied; it stays writable.
    expect(fs.existsSync(journal())).toBe(false);
    await doc(space()).update((v) => void (v.items[2]!.n = 12));
    expect((await fresh()).slice(0, 4).map((i) => i.n)).toEqual([10, 11, 12, 0]);
  });

  it("a document replaced behind ZOE's back: its journal is not applied to it, but kept aside with a notice", async () => {
    const d = doc();
    await big(d);
    await d.update((v) => void (v.items[0]!.n = 1));
    const v = DocSchema.parse(JSON.parse(fs.readFileSync(file(), "utf8")));
    v.label = "edited by hand";
    fs.writeFileSync(file(), JSON.stringify(v));
    const s = space();
    const read = await doc(s).read();
    expect(read.label).toBe("edited by hand");
    expect(read.items[0]!.n).toBe(0);
    expect(await s.notices.pending()).toEqual([expect.objectContaining({ document: "items", keptAs: expect.stringMatching(/journal\.corrupt-/) })]);
  });

  it("a damaged document is restored from its last good copy with the journal applied on top", async () => {
    const d = doc();
    await big(d);
    for (let k = 0; k < 3; k++) await d.update((v) => void (v.items[k]!.n = k + 1));
    fs.truncateSync(file(), 1000);
    const s = space();
    expect((await doc(s).read()).items.slice(0, 3).map((i) => i.n)).toEqual([1, 2, 3]);
    expect(await s.notices.pending()).toEqual([expect.objectContaining({ document: "items", restored: true })]);
  });
});

forEachKind("two writers on one journaled document", () => {
  it("each sees the other's appended records, in reads and in transactions, and nothing is lost", async () => {
    const a = doc(space());
    const b = doc(space());
    await big(a);
    for (let k = 0; k < 30; k++) {
      const [w, other] = k % 2 ? [a, b] : [b, a];
      await w.update((v) => void (v.items[k]!.n += 1));
      expect((await other.read()).items[k]!.n).toBe(1);
    }
    await Promise.all(Array.from({ length: 40 }, (_, k) => (k % 2 ? a : b).update((v) => void (v.items[100 + k]!.n += 1))));
    const items = await fresh();
    expect(items.slice(0, 30).every((i) => i.n === 1)).toBe(true);
    expect(items.slice(100, 140).every((i) => i.n === 1)).toBe(true);
  });

  it("a writer that compacted leaves the other reading the new version, not the old journal", async () => {
    const a = doc(space());
    const b = doc(space());
    await big(a);
    await a.update((v) => void (v.items[0]!.n = 1));
    expect((await b.read()).items[0]!.n).toBe(1);
    await a.keepCopy("compacted");
    await a.update((v) => void (v.items[1]!.n = 2));
    await b.update((v) => void (v.items[2]!.n = 3));
    expect((await fresh()).slice(0, 3).map((i) => i.n)).toEqual([1, 2, 3]);
  });
});

forEachKind("zoe migrate reads a journaled document as ZOE does", () => {
  it("the snapshot holds the journal's changes", async () => {
    const d = doc();
    await big(d);
    await d.update((v) => void (v.items[0]!.n = 7));
    const snap = readFilesState(dir);
    expect((snap.shared.documents.items as Doc).items[0]!.n).toBe(7);
  });
});

describe("the journal's format", () => {
  it("rebuilds a list from runs of the previous one and new elements", () => {
    const prev = { version: 1, items: [{ a: 0 }, { a: 1 }, { a: 2 }, { a: 3 }] };
    const text = changeText('{"version":1}', [["items", [0, 1, "{\"a\":9}", 3]]]);
    expect(text).toBe('{"f":{"version":1},"l":{"items":[[0,1],{"a":9},[3,3]]}}');
    const j = readJournal(headerLine("h") + recordLine(1, text));
    expect(j.changes).toHaveLength(1);
    expect(applyChange(prev, j.changes[0]!)).toEqual({ version: 1, items: [{ a: 0 }, { a: 1 }, { a: 9 }, { a: 3 }] });
  });

  it("refuses a run past the end of the previous list", () => {
    expect(() => applyChange({ items: [{}] }, { f: {}, l: { items: [[0, 3]] } })).toThrow(/element 3/);
  });

  it("tells a torn last line from damage followed by more records, and a record out of sequence", () => {
    const r1 = recordLine(1, changeText("{}", [["l", [0]]]));
    const r2 = recordLine(2, changeText("{}", [["l", [0]]]));
    expect(readJournal(headerLine("h") + r1 + r2.slice(0, 10))).toMatchObject({ tornTail: true, damaged: null, lastSeq: 1 });
    expect(readJournal(headerLine("h") + r1.replace('"l"', '"m"') + r2)).toMatchObject({ damaged: { line: 2, reason: "checksum mismatch" }, changes: [] });
    expect(readJournal(headerLine("h") + r2 + r1)).toMatchObject({ damaged: { line: 2 }, lastSeq: 0 });
  });
});

/**
 * A write validates only what changed (storage/write-check.ts), yet never lets a bad value
 * through: an element changed in place (even deep inside it) is checked again, a new element is
 * checked, and the text written is exactly what JSON.stringify would write.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { WriteCheck } from "../write-check.ts";
import { applyChange, headerLine, readJournal, recordLine } from "../journal.ts";

const Item = z.object({ id: z.string().regex(/^i\d+$/), n: z.number().int().min(0), tags: z.array(z.string().min(1)), meta: z.object({ note: z.string() }).nullable() });
const Doc = z.object({ version: z.literal(1), items: z.array(Item), title: z.string() });
type DocT = z.infer<typeof Doc>;
const make = (n: number): DocT => ({ version: 1, title: "t", items: Array.from({ length: n }, (_, i) => ({ id: `i${i}`, n: i, tags: ["a"], meta: i % 2 ? { note: "x" } : null })) });

function committed(check: WriteCheck<DocT>, doc: DocT): DocT {
  const r = check.check(doc);
  if (!r.ok) throw new Error(r.reason);
  expect(r.text).toBe(JSON.stringify(r.value));
  return r.value;
}

describe("incremental write check", () => {
  it("refuses an element changed in place, at the top of it or deep inside", () => {
    const check = new WriteCheck(Doc);
    let doc = committed(check, make(50));
    doc.items[7]!.n = -1;
    expect(check.check(doc)).toMatchObject({ ok: false, reason: expect.stringMatching(/items\.7\.n/) });
    doc.items[7]!.n = 7;
    doc = committed(check, doc);
    doc.items[9]!.tags.push("");
    expect(check.check(doc)).toMatchObject({ ok: false, reason: expect.stringMatching(/items\.9\.tags\.1/) });
    doc.items[9]!.tags.pop();
    doc.items[3]!.meta = { note: 5 as unknown as string };
    expect(check.check(doc)).toMatchObject({ ok: false, reason: expect.stringMatching(/items\.3\.meta\.note/) });
  });

  it("refuses a new element and a bad field beside the list, and strips unknown keys as zod does", () => {
    const check = new WriteCheck(Doc);
    const doc = committed(check, make(5));
    doc.items.push({ id: "nope", n: 1, tags: [], meta: null });
    expect(check.check(doc).ok).toBe(false);
    doc.items.pop();
    doc.title = 3 as unknown as string;
    expect(check.check(doc)).toMatchObject({ ok: false, reason: expect.stringMatching(/title/) });
    doc.title = "t";
    (doc.items[0] as Record<string, unknown>).extra = 1;
    const again = committed(check, doc);
    expect(again.items[0]).not.toHaveProperty("extra");
  });

  it("writes the same text as a full pass after any mix of changes", () => {
    const check = new WriteCheck(Doc);
    let doc = committed(check, make(30));
    for (let round = 0; round < 20; round++) {
      doc.items[(round * 7) % doc.items.length]!.n += 1;
      if (round % 3 === 0) doc.items.splice(round % doc.items.length, 1);
      if (round % 4 === 0) doc.items.push({ id: `i${100 + round}`, n: round, tags: ["b", "c"], meta: { note: "new" } });
      doc = committed(check, doc);
      expect(doc).toEqual(Doc.parse(JSON.parse(JSON.stringify(doc))));
    }
  });

  it("an optional field set in place on an element that never had it is written", () => {
    const Opt = z.object({ version: z.literal(1), items: z.array(z.object({ id: z.string(), note: z.string().optional() })) });
    const check = new WriteCheck(Opt);
    const first = check.check({ version: 1, items: [{ id: "a" }, { id: "b" }] });
    if (!first.ok) throw new Error(first.reason);
    first.value.items[1]!.note = "added";
    const second = check.check(first.value);
    expect(second).toMatchObject({ ok: true, text: JSON.stringify({ version: 1, items: [{ id: "a" }, { id: "b", note: "added" }] }) });
  });

  it("a schema it cannot split (a refinement over the whole document) is validated whole", () => {
    const Refined = Doc.refine((d) => d.items.length <= 3, "too many");
    const check = new WriteCheck(Refined);
    expect(check.check(make(3)).ok).toBe(true);
    expect(check.check(make(4))).toMatchObject({ ok: false, reason: expect.stringMatching(/too many/) });
  });
});

describe("the change a journal records (storage/journal.ts)", () => {
  it("applied to the previous version gives exactly the next one, after any mix of changes", () => {
    const check = new WriteCheck(Doc);
    let prev = committed(check, make(40));
    check.committed(check.check(prev));
    for (let round = 0; round < 30; round++) {
      const doc = structuredClone(prev);
      check.adoptClone(prev, doc);
      doc.items[(round * 11) % doc.items.length]!.n += 1;
      if (round % 3 === 0) doc.items.splice((round * 5) % doc.items.length, 1);
      if (round % 4 === 0) doc.items.splice(round % doc.items.length, 0, { id: `i${200 + round}`, n: round, tags: ["d"], meta: null });
      if (round % 5 === 0) doc.items.reverse();
      if (round % 7 === 0) doc.title = `t${round}`;
      const r = check.check(doc);
      if (!r.ok) throw new Error(r.reason);
      const change = check.change(r)!;
      expect(change.length).toBeLessThan(r.text.length);
      const j = readJournal(headerLine("h") + recordLine(1, change));
      expect(applyChange(prev as unknown as Record<string, unknown>, j.changes[0]!)).toEqual(r.value);
      check.committed(r);
      prev = r.value;
    }
  });

  it("a document read whole (adopted) journals only what changes next", () => {
    const check = new WriteCheck(Doc);
    const doc = Doc.parse(make(100));
    check.adopt(doc);
    doc.items[42]!.n = 4242;
    const r = check.check(doc);
    if (!r.ok) throw new Error(r.reason);
    expect(JSON.parse(check.change(r)!)).toEqual({ f: { version: 1, title: "t" }, l: { items: [[0, 41], { ...doc.items[42] }, [43, 99]] } });
  });

  it("keys that are not identifiers (quotes, backslashes) are compared like any other", () => {
    const Odd = z.object({ rows: z.array(z.object({ 'a"b': z.number(), "c\\d": z.string(), "e\u2028f": z.boolean() })) });
    const check = new WriteCheck(Odd);
    const first = check.check({ rows: [{ 'a"b': 1, "c\\d": "x", "e\u2028f": true }] });
    if (!first.ok) throw new Error(first.reason);
    const v = first.value;
    v.rows[0]!['a"b'] = -1;
    const again = check.check(v);
    expect(again.ok && again.text).toBe(JSON.stringify({ rows: [{ 'a"b': -1, "c\\d": "x", "e\u2028f": true }] }));
  });
});

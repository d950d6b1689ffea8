/**
 * One installation's whole state as plain data, whatever the backend: per space (each owner's and
 * the shared one) every document, every log record in order, every owner-editable text and every
 * claim. `zoe migrate` reads a snapshot from one backend, writes it to another and reads the
 * target back to compare (`snapshotDifferences`). Pure: no I/O here.
 * Must never: treat two states as equal when a record, a text or a claim differs (JSON key order
 * and number spelling are the only differences ignored: PostgreSQL's jsonb does not keep them).
 */

/** A claim as both backends keep it: the time it was taken. */
export interface ClaimRecord {
  at: string;
}

/** One space. Keys: a document's or log's name; a text's or claim's "set/name" ("memory/human"). */
export interface SpaceState {
  documents: Record<string, unknown>;
  logs: Record<string, unknown[]>;
  texts: Record<string, string>;
  claims: Record<string, ClaimRecord>;
}

/** An installation: the shared space and each owner's. */
export interface StateSnapshot {
  shared: SpaceState;
  owners: Record<string, SpaceState>;
}

export const emptySpace = (): SpaceState => ({ documents: {}, logs: {}, texts: {}, claims: {} });

/** A kept copy of a document before a migration rewrote it ("threads" + "pre-archive"). */
export const COPY_MARK = "#";

const spaceSize = (s: SpaceState) =>
  Object.keys(s.documents).length + Object.values(s.logs).reduce((n, l) => n + l.length, 0) + Object.keys(s.texts).length + Object.keys(s.claims).length;

/** Whether nothing at all is stored. */
export function isEmptySnapshot(s: StateSnapshot): boolean {
  return spaceSize(s.shared) === 0 && Object.values(s.owners).every((o) => spaceSize(o) === 0);
}

export interface SnapshotCounts {
  owners: number;
  documents: number;
  logRecords: number;
  texts: number;
  claims: number;
}

export function snapshotCounts(s: StateSnapshot): SnapshotCounts {
  const c: SnapshotCounts = { owners: Object.keys(s.owners).length, documents: 0, logRecords: 0, texts: 0, claims: 0 };
  for (const sp of [s.shared, ...Object.values(s.owners)]) {
    c.documents += Object.keys(sp.documents).length;
    c.logRecords += Object.values(sp.logs).reduce((n, l) => n + l.length, 0);
    c.texts += Object.keys(sp.texts).length;
    c.claims += Object.keys(sp.claims).length;
  }
  return c;
}

/** JSON with object keys sorted: two values are the same data when their canonical forms are equal. */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v !== null && typeof v === "object") {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(v) ?? "null";
}

function spaceDifferences(where: string, a: SpaceState, b: SpaceState): string[] {
  const out: string[] = [];
  const names = (x: object, y: object) => [...new Set([...Object.keys(x), ...Object.keys(y)])].sort();
  for (const n of names(a.documents, b.documents)) {
    if (!(n in b.documents)) out.push(`${where}: document ${n} is missing from the target`);
    else if (!(n in a.documents)) out.push(`${where}: document ${n} is in the target but not in the source`);
    else if (canonical(a.documents[n]) !== canonical(b.documents[n])) out.push(`${where}: document ${n} differs`);
  }
  for (const n of names(a.logs, b.logs)) {
    const x = a.logs[n] ?? [];
    const y = b.logs[n] ?? [];
    if (x.length !== y.length) {
      out.push(`${where}: log ${n} has ${x.length} records in the source, ${y.length} in the target`);
      continue;
    }
    const i = x.findIndex((r, k) => canonical(r) !== canonical(y[k]));
    if (i >= 0) out.push(`${where}: log ${n} differs at record ${i + 1} of ${x.length}`);
  }
  for (const n of names(a.texts, b.texts)) {
    if (a.texts[n] !== b.texts[n]) out.push(`${where}: text ${n} ${n in b.texts ? (n in a.texts ? "differs" : "is in the target but not in the source") : "is missing from the target"}`);
  }
  for (const n of names(a.claims, b.claims)) {
    const x = a.claims[n];
    const y = b.claims[n];
    if (!x || !y) out.push(`${where}: claim ${n} ${y ? "is in the target but not in the source" : "is missing from the target"}`);
    else if (Date.parse(x.at) !== Date.parse(y.at)) out.push(`${where}: claim ${n} has another time`);
  }
  return out;
}

/** Every difference between two snapshots, one line each ([] when they hold the same state). */
export function snapshotDifferences(source: StateSnapshot, target: StateSnapshot): string[] {
  const out = spaceDifferences("shared", source.shared, target.shared);
  const owners = [...new Set([...Object.keys(source.owners), ...Object.keys(target.owners)])].sort();
  for (const id of owners) out.push(...spaceDifferences(`owner ${id}`, source.owners[id] ?? emptySpace(), target.owners[id] ?? emptySpace()));
  return out;
}

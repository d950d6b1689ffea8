/**
 * The change journal of a large document on the files backend (`<name>.json.journal`): instead of
 * rewriting a 4 MB `threads.json` for every change, a transaction appends one short line saying
 * what changed, and the full document is rewritten ("compacted") only now and then. This module
 * is the journal's format and its pure parts: encoding a change, reading a journal's text back
 * (a torn last line is tolerated, a damaged line elsewhere is reported), and applying changes to
 * plain JSON. json-file.ts does the I/O; files-snapshot.ts replays journals for `zoe migrate`.
 *
 * Format, one JSON object per line:
 * - a header `{"journal":1,"base":"<sha1 of the document text it applies to>"}`;
 * - change records `{"s":<seq>,"c":<crc32 of the change text>,"d":<change>}`; a change is
 *   `{"f":{…fields beside the lists, whole},"l":{"<list>":[[from,to],{…new element},…]}}`: each
 *   list is rebuilt from runs of the previous list's elements (`[from,to]`, inclusive indices)
 *   and new elements (objects), so changing one thread of 10,000 is a line of a few hundred bytes;
 * - a compaction marker `{"compacted":"<sha1 of the new document text>"}`, appended before the
 *   full document replaces the old one, so a journal a crash left behind after its compaction is
 *   recognised as already applied.
 * Must never: apply a record whose checksum does not match, apply records to a document other
 * than the one the header names, or skip a damaged record silently when records follow it.
 */
import { createHash } from "node:crypto";
import { crc32 } from "node:zlib";

export const JOURNAL_VERSION = 1;

/** A change to a document: its fields beside the lists, and each list as runs and new elements. */
export interface Change {
  f: Record<string, unknown>;
  l: Record<string, Array<[number, number] | Record<string, unknown>>>;
}

/** The identity of one document text (what a journal's header names). */
export const textHash = (text: string): string => createHash("sha1").update(text).digest("hex");

export const headerLine = (base: string): string => `${JSON.stringify({ journal: JOURNAL_VERSION, base })}\n`;

export const compactedLine = (next: string): string => `${JSON.stringify({ compacted: next })}\n`;

const crcOf = (text: string): string => (crc32(text) >>> 0).toString(16).padStart(8, "0");

/** One change record's line; `changeText` is the change's JSON text. */
export function recordLine(seq: number, changeText: string): string {
  return `{"s":${seq},"c":"${crcOf(changeText)}","d":${changeText}}\n`;
}

const RECORD = /^\{"s":(\d+),"c":"([0-9a-f]{8})","d":(.*)\}$/;

/** A journal's text read back. */
export interface ReadJournal {
  /** The base text's hash the header names, or null when there is no readable header. */
  base: string | null;
  /** The changes, in order, up to the first damaged record. */
  changes: Change[];
  /** The sequence number of the last change read (0 when none). */
  lastSeq: number;
  /** The hash named by a compaction marker, when the journal ends with one. */
  compactedTo: string | null;
  /** Bytes of the text holding whole, good lines (a torn tail or damage is beyond them). */
  goodBytes: number;
  /** A damaged line followed by more lines: what and where (its changes and later ones are not in `changes`). */
  damaged: { line: number; reason: string } | null;
  /** The last line was cut off or unreadable (a crash mid-append): ignored, never an error. */
  tornTail: boolean;
}

/** Parse one change record line; null when it is not one or its checksum does not match. */
function parseRecord(line: string): { seq: number; change: Change } | { error: string } {
  const m = RECORD.exec(line);
  if (!m) return { error: "not a journal record" };
  const changeText = m[3]!;
  if (crcOf(changeText) !== m[2]) return { error: "checksum mismatch" };
  let change: unknown;
  try {
    change = JSON.parse(changeText);
  } catch {
    return { error: "not valid JSON" };
  }
  if (!isChange(change)) return { error: "not a change" };
  return { seq: Number(m[1]), change };
}

function isChange(v: unknown): v is Change {
  if (typeof v !== "object" || v === null) return false;
  const c = v as Partial<Change>;
  if (typeof c.f !== "object" || c.f === null || Array.isArray(c.f) || typeof c.l !== "object" || c.l === null) return false;
  for (const list of Object.values(c.l)) {
    if (!Array.isArray(list)) return false;
    for (const part of list) {
      if (Array.isArray(part)) {
        if (part.length !== 2 || !Number.isInteger(part[0]) || !Number.isInteger(part[1]) || part[0] < 0 || part[1] < part[0]) return false;
      } else if (typeof part !== "object" || part === null) return false;
    }
  }
  return true;
}

/**
 * Read a journal's text (or, with `after`, the part another process appended after the records
 * already read: no header, records continue after `after.lastSeq`). A line that cannot be read is a torn tail when nothing follows it
 * (the append it belonged to never completed, so no transaction relied on it), and damage when
 * records follow it.
 */
export function readJournal(text: string, after?: { lastSeq: number; base: string }): ReadJournal {
  const out: ReadJournal = { base: after?.base ?? null, changes: [], lastSeq: after?.lastSeq ?? 0, compactedTo: null, goodBytes: 0, damaged: null, tornTail: false };
  let pos = 0;
  let lineNo = 0;
  const headerExpected = !after;
  while (pos < text.length) {
    const nl = text.indexOf("\n", pos);
    if (nl === -1) {
      out.tornTail = true; // no newline: cut off mid-append
      break;
    }
    const line = text.slice(pos, nl);
    lineNo++;
    const isLast = nl + 1 >= text.length;
    const fail = (reason: string) => {
      if (isLast) out.tornTail = true;
      else out.damaged = { line: lineNo, reason };
    };
    if (headerExpected && lineNo === 1) {
      const h = parseHeader(line);
      if (h === null) {
        fail("the header is unreadable");
        break;
      }
      out.base = h;
    } else if (line.startsWith('{"compacted":')) {
      const c = parseCompacted(line);
      if (c === null) {
        fail("a compaction marker is unreadable");
        break;
      }
      out.compactedTo = c;
    } else {
      const r = parseRecord(line);
      if ("error" in r) {
        fail(r.error);
        break;
      }
      if (r.seq !== out.lastSeq + 1) {
        fail(`record ${r.seq} follows record ${out.lastSeq}`);
        break;
      }
      out.lastSeq = r.seq;
      out.changes.push(r.change);
      out.compactedTo = null; // a marker counts only at the end
    }
    pos = nl + 1;
    out.goodBytes += Buffer.byteLength(line, "utf8") + 1;
  }
  if (out.damaged) {
    // A compaction that finished before the crash appended its marker last: still recognised.
    const lines = text.trimEnd().split("\n");
    const last = lines[lines.length - 1] ?? "";
    if (last.startsWith('{"compacted":')) out.compactedTo = parseCompacted(last);
  }
  return out;
}

function parseHeader(line: string): string | null {
  try {
    const h = JSON.parse(line) as { journal?: unknown; base?: unknown };
    return h && h.journal === JOURNAL_VERSION && typeof h.base === "string" ? h.base : null;
  } catch {
    return null;
  }
}

function parseCompacted(line: string): string | null {
  try {
    const c = JSON.parse(line) as { compacted?: unknown };
    return typeof c?.compacted === "string" ? c.compacted : null;
  } catch {
    return null;
  }
}

/**
 * Apply a change to the plain JSON value it was made against: the fields beside the lists are
 * taken whole, each list is rebuilt from runs of the previous list's elements (the same objects,
 * not copies) and the new elements. Throws when a run points past the previous list.
 */
export function applyChange(prev: Record<string, unknown>, change: Change): Record<string, unknown> {
  const next: Record<string, unknown> = { ...change.f };
  for (const [key, parts] of Object.entries(change.l)) {
    const old = prev[key];
    const before: unknown[] = Array.isArray(old) ? old : [];
    const list: unknown[] = [];
    for (const part of parts) {
      if (Array.isArray(part)) {
        const [a, b] = part;
        if (b >= before.length) throw new Error(`a journal record refers to element ${b} of ${key}, which has ${before.length}`);
        for (let i = a; i <= b; i++) list.push(before[i]);
      } else list.push(part);
    }
    next[key] = list;
  }
  return next;
}

/**
 * The change text from a list's elements described as either the index of an unchanged element
 * of the previous version or the JSON text of a new one (runs of consecutive indices become one
 * `[from,to]`).
 */
export function changeText(fields: string, lists: Array<[string, Array<number | string>]>): string {
  const out: string[] = [];
  for (const [key, elements] of lists) {
    const parts: string[] = [];
    let runStart = -1;
    let runEnd = -1;
    const flush = () => {
      if (runStart >= 0) parts.push(`[${runStart},${runEnd}]`);
      runStart = -1;
    };
    for (const e of elements) {
      if (typeof e === "number") {
        if (runStart >= 0 && e === runEnd + 1) runEnd = e;
        else {
          flush();
          runStart = runEnd = e;
        }
      } else {
        flush();
        parts.push(e);
      }
    }
    flush();
    out.push(`${JSON.stringify(key)}:[${parts.join(",")}]`);
  }
  return `{"f":${fields},"l":{${out.join(",")}}}`;
}

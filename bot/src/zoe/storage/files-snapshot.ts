/**
 * The files backend's whole state read into a snapshot, and a snapshot written out as a files
 * backend (`zoe migrate`). Layout (files.ts): the shared space is ZOE_HOME itself, each owner's
 * space `owners/<id>/`; a document is `<name>.json` (kept copies `<name>.json.pre-…`), a log
 * `<name>.jsonl`, texts `<set>/<name>.md`, claims `<set>/<key>.claim`; a large document's change
 * journal `<name>.json.journal` is applied to it on reading.
 * Must never: change, move or delete anything while reading; write outside the home it was given;
 * delete existing state when asked to replace it (it is moved into a `.pre-migrate-…` folder).
 */
import fs from "node:fs";
import path from "node:path";
import { writeFileAtomic } from "./atomic-write.ts";
import { applyChange, readJournal, textHash } from "./journal.ts";
import { claimFileName } from "./sentinel.ts";
import { COPY_MARK, emptySpace, type SpaceState, type StateSnapshot } from "./snapshot.ts";

/**
 * Files in ZOE_HOME that are the process's, not state: the instance lock. (Recovery notices not
 * yet delivered, `notices.json`, are state: the owner is still owed them.)
 */
const NOT_STATE = new Set(["zoe.pid"]);
const OWNER_ID = /^(\d{1,15}|local)$/;
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const KEPT_COPY = /^([A-Za-z0-9][A-Za-z0-9._-]*)\.json\.(pre-[A-Za-z0-9_-]+)$/;

/** A state file that cannot be read as it is: the migration stops before writing anything. */
export class SnapshotReadError extends Error {
  override readonly name = "SnapshotReadError";
}

export interface FilesReadReport {
  /** Things read around (a damaged document read from its last committed copy, torn log lines). */
  notes: string[];
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

/**
 * A document, or its last committed copy (`.bak`) when the file itself is damaged, as ZOE would
 * restore it, with its change journal (`.journal`, json-file.ts) applied as ZOE applies it.
 */
function readDocument(file: string, where: string, report: FilesReadReport): unknown {
  let text: string;
  let value: unknown;
  try {
    text = fs.readFileSync(file, "utf8");
    value = JSON.parse(text);
  } catch (err) {
    try {
      text = fs.readFileSync(`${file}.bak`, "utf8");
      value = JSON.parse(text);
      report.notes.push(`${where}: ${path.basename(file)} is damaged (${(err as Error).message}); its last committed copy was read instead`);
    } catch {
      throw new SnapshotReadError(`${where}: ${file} cannot be read (${(err as Error).message}) and has no readable last committed copy; repair or move it, then migrate again`);
    }
  }
  return withJournal(file, text, value, where, report);
}

function withJournal(file: string, text: string, value: unknown, where: string, report: FilesReadReport): unknown {
  let journalText: string;
  try {
    journalText = fs.readFileSync(`${file}.journal`, "utf8");
  } catch {
    return value; // no journal: the file holds everything
  }
  const hash = textHash(text);
  const j = readJournal(journalText);
  const name = path.basename(file);
  if (j.base !== hash) {
    if (j.compactedTo !== hash && j.base !== null) report.notes.push(`${where}: ${name}.journal was written for another version of ${name}; not applied, as ZOE would not apply it`);
    return value;
  }
  let out = value as Record<string, unknown>;
  let applied = 0;
  try {
    for (const change of j.changes) {
      out = applyChange(out, change);
      applied++;
    }
  } catch (err) {
    report.notes.push(`${where}: ${name}.journal: record ${applied + 1} cannot be applied (${(err as Error).message}); the ${applied} change(s) before it were read`);
    return out;
  }
  if (j.damaged) report.notes.push(`${where}: ${name}.journal is damaged at line ${j.damaged.line} (${j.damaged.reason}); the ${applied} change(s) before it were read`);
  return out;
}

function readLog(file: string, where: string, report: FilesReadReport): unknown[] {
  const text = fs.readFileSync(file, "utf8");
  const out: unknown[] = [];
  let skipped = 0;
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line));
    } catch {
      skipped++; // a torn line (a crash mid-append): ZOE skips it too
    }
  }
  if (skipped) report.notes.push(`${where}: ${path.basename(file)}: ${skipped} unreadable line(s) skipped, as ZOE skips them`);
  return out;
}

function readSpace(dir: string, where: string, report: FilesReadReport, skip: (name: string) => boolean): SpaceState {
  const space = emptySpace();
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return space;
    throw err;
  }
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.name.startsWith(".") || skip(e.name)) continue;
    const full = path.join(dir, e.name);
    if (e.isFile()) {
      const copy = KEPT_COPY.exec(e.name);
      if (e.name.endsWith(".json") && NAME.test(e.name.slice(0, -5))) space.documents[e.name.slice(0, -5)] = readDocument(full, where, report);
      else if (copy) space.documents[`${copy[1]}${COPY_MARK}${copy[2]}`] = readJson(full);
      else if (e.name.endsWith(".jsonl") && NAME.test(e.name.slice(0, -6))) space.logs[e.name.slice(0, -6)] = readLog(full, where, report);
    } else if (e.isDirectory() && NAME.test(e.name) && !e.name.endsWith(".lock")) {
      for (const f of fs.readdirSync(full).sort()) {
        const file = path.join(full, f);
        if (f.endsWith(".md") && NAME.test(f.slice(0, -3))) space.texts[`${e.name}/${f.slice(0, -3)}`] = fs.readFileSync(file, "utf8");
        else if (f.endsWith(".claim")) {
          try {
            const c = readJson(file) as { key?: unknown; at?: unknown };
            if (typeof c.key === "string" && typeof c.at === "string") space.claims[`${e.name}/${c.key}`] = { at: c.at };
          } catch {
            report.notes.push(`${where}: claim ${e.name}/${f} is unreadable (a claim being written when ZOE stopped); not copied`);
          }
        }
      }
    }
  }
  return space;
}

/** Read a files backend's whole state (read-only). */
export function readFilesState(home: string, report: FilesReadReport = { notes: [] }): StateSnapshot {
  const shared = readSpace(home, "shared", report, (n) => n === "owners" || NOT_STATE.has(n));
  const owners: Record<string, SpaceState> = {};
  const root = path.join(home, "owners");
  if (fs.existsSync(root)) {
    for (const id of fs.readdirSync(root).sort()) {
      if (!OWNER_ID.test(id) || !fs.statSync(path.join(root, id)).isDirectory()) continue;
      owners[id] = readSpace(path.join(root, id), `owner ${id}`, report, (n) => NOT_STATE.has(n));
    }
  }
  return { shared, owners };
}

/** Move everything in `home` but the instance lock into `.pre-migrate-<stamp>/` (nothing is deleted); returns that folder. */
export function moveStateAside(home: string, stamp: string): string {
  const aside = path.join(home, `.pre-migrate-${stamp}`);
  fs.mkdirSync(aside, { recursive: true });
  for (const name of fs.readdirSync(home)) {
    if (name === "zoe.pid" || name.startsWith(".pre-migrate-")) continue;
    fs.renameSync(path.join(home, name), path.join(aside, name));
  }
  return aside;
}

async function writeSpace(dir: string, space: SpaceState): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, value] of Object.entries(space.documents)) {
    const [base, label] = name.split(COPY_MARK) as [string, string | undefined];
    const file = path.join(dir, label ? `${base}.json.${label}` : `${base}.json`);
    await writeFileAtomic(file, `${JSON.stringify(value, null, 2)}\n`, null);
  }
  for (const [name, records] of Object.entries(space.logs)) {
    await writeFileAtomic(path.join(dir, `${name}.jsonl`), records.map((r) => `${JSON.stringify(r)}\n`).join(""), null);
  }
  for (const [key, body] of Object.entries(space.texts)) {
    const [set, doc] = splitKey(key);
    fs.mkdirSync(path.join(dir, set), { recursive: true });
    await writeFileAtomic(path.join(dir, set, `${doc}.md`), body, null);
  }
  for (const [key, c] of Object.entries(space.claims)) {
    const [set, claim] = splitKey(key);
    fs.mkdirSync(path.join(dir, set), { recursive: true });
    await writeFileAtomic(path.join(dir, set, claimFileName(claim)), JSON.stringify({ key: claim, at: new Date(c.at).toISOString(), pid: process.pid }), null);
  }
}

function splitKey(key: string): [string, string] {
  const i = key.indexOf("/");
  if (i <= 0 || !NAME.test(key.slice(0, i))) throw new Error(`not a "set/name" key: ${key}`);
  return [key.slice(0, i), key.slice(i + 1)];
}

/** Write a snapshot as a files backend rooted at `home` (which must hold no state). */
export async function writeFilesState(home: string, snapshot: StateSnapshot): Promise<void> {
  await writeSpace(home, snapshot.shared);
  for (const [id, space] of Object.entries(snapshot.owners)) {
    if (!OWNER_ID.test(id)) throw new Error(`owner id ${id} cannot be a folder of the files backend (digits or "local" only)`);
    await writeSpace(path.join(home, "owners", id), space);
  }
}

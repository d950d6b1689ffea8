/**
 * The `memory` backend: the port's semantics with no I/O, for replays, benchmarks and tests. A
 * document keeps its last committed value; an update works on a deep copy (base/copy.ts), is validated
 * with the schema and replaces the value only when it passes (a copy that still holds exactly the
 * committed value, which passed already, is not validated again); transactions on one document
 * take turns. Nothing survives the process.
 * `read()` hands out the committed value itself (the port says callers treat it as read-only): a
 * copy per read would cost more than the replay's whole store work. The tests hold callers to it:
 * with `freezeCommitted(true)` every committed value and log record is deep-frozen, so code that
 * changes what it read fails at once instead of changing stored state outside a transaction.
 * Must never: let a failed update change the committed value, or share state between spaces.
 */
import { z } from "zod";
import { deepCopy, sameData } from "../base/copy.ts";
import { WriteCheck } from "./write-check.ts";
import type { AppendLog, Claims, Document, DocumentSpec, LogSpec, Notices, RecoveryNotice, Space, Storage, TextDocuments } from "./port.ts";

function schemaError(name: string, err: { issues: Array<{ path: PropertyKey[]; message: string }> }): Error {
  const issue = err.issues[0];
  return new Error(`refusing to write ${name}: schema: ${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}`);
}

/**
 * The top-level keys of a document schema that hold records of objects keyed by any string
 * (`jobs` in jobs.json: one entry per job, one of them changed per scheduled run), when the
 * schema is a plain object without refinements of its own (a refinement may look at the whole).
 */
function recordKeys(schema: z.ZodType): string[] {
  if (!(schema instanceof z.ZodObject) || (schema._zod.def as { checks?: unknown[] }).checks?.length) return [];
  const out: string[] = [];
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    if (!(field instanceof z.ZodRecord) || (field._zod.def as { checks?: unknown[] }).checks?.length) continue;
    const keyType = field._zod.def.keyType as z.ZodType;
    if (!(keyType instanceof z.ZodString) || (keyType._zod.def as { checks?: unknown[] }).checks?.length) continue;
    if ((field._zod.def.valueType as z.ZodType)._zod.def.type === "object") out.push(key);
  }
  return out;
}

/**
 * Whether parsing with `schema` builds every object and array of its output anew, so the output
 * shares nothing with the input (zod builds objects, arrays and records afresh; primitives are
 * values). A part that hands its input through (unknown, any, a Date, a transform, a loose
 * object's extra keys, a kind this list does not know) makes it false. A log record whose schema
 * rebuilds needs no copy before the parse to be safe from its writer changing it afterwards.
 */
export function parseRebuilds(schema: z.ZodType, seen = new Set<z.ZodType>()): boolean {
  if (seen.has(schema)) return false; // a recursive schema: not worth proving
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string) => parseRebuilds(def[key] as z.ZodType, seen);
  switch (def.type) {
    case "string":
    case "number":
    case "boolean":
    case "bigint":
    case "null":
    case "undefined":
    case "enum":
    case "literal":
      return true;
    case "object":
      return (
        (def.catchall === undefined || (def.catchall as z.ZodType)._zod.def.type === "never") &&
        Object.values((schema as z.ZodObject).shape as Record<string, z.ZodType>).every((f) => parseRebuilds(f, seen))
      );
    case "array":
      return inner("element");
    case "record":
      return inner("keyType") && inner("valueType");
    case "optional":
    case "nullable":
    case "default":
    case "readonly":
      return inner("innerType");
    case "union":
      return (def.options as z.ZodType[]).every((o) => parseRebuilds(o, seen));
    default:
      return false;
  }
}

let freezing = false;

/**
 * Deep-freeze every value the memory backend commits from now on, in this process (the tests'
 * setup turns it on; replays and benchmarks leave it off, as it costs a walk per commit). Returns
 * the previous setting.
 */
export function freezeCommitted(on: boolean): boolean {
  const previous = freezing;
  freezing = on;
  return previous;
}

/** The value, deep-frozen when `freezeCommitted` is on. */
function asCommitted<T>(value: T): T {
  if (freezing) deepFreeze(value);
  return value;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Set a key as data (a key named "__proto__" too). */
function put(o: Record<string, unknown>, k: string, v: unknown): void {
  if (k === "__proto__") Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}

class MemoryDocument<T> implements Document<T> {
  private value: T | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  /** Committed versions, kept by keepCopy. */
  readonly copies = new Map<string, T>();

  private readonly check: WriteCheck<T>;
  private readonly records: string[];

  constructor(private readonly spec: DocumentSpec<T>) {
    this.check = new WriteCheck(spec.schema, false, false);
    this.records = recordKeys(spec.schema);
  }

  /**
   * Validate a transaction's value. Entries of a record of objects (see `recordKeys`) that still
   * hold what the committed value's entry holds passed the schema already: they are left out of
   * the pass and the committed entries kept in their place (in the draft's key order), so a
   * transaction that changes one job's entry validates that entry, not every job's.
   */
  private validate(draft: T, committed: T): ReturnType<WriteCheck<T>["check"]> {
    if (!this.records.length || !isPlainObject(draft) || !isPlainObject(committed)) return this.check.check(draft);
    const slim: Record<string, unknown> = { ...draft };
    const kept = new Map<string, Record<string, unknown>>();
    for (const key of this.records) {
      const rec = draft[key];
      const prev = committed[key];
      if (!isPlainObject(rec) || !isPlainObject(prev)) continue;
      const changed: Record<string, unknown> = {};
      const same: Record<string, unknown> = {};
      for (const k of Object.keys(rec)) {
        if (Object.prototype.hasOwnProperty.call(prev, k) && sameData(rec[k], prev[k])) put(same, k, prev[k]);
        else put(changed, k, rec[k]);
      }
      slim[key] = changed;
      kept.set(key, same);
    }
    const checked = this.check.check(slim as T);
    if (!checked.ok || !kept.size) return checked;
    const out = checked.value as Record<string, unknown>;
    for (const [key, same] of kept) {
      const parsed = out[key] as Record<string, unknown>;
      const merged: Record<string, unknown> = {};
      for (const k of Object.keys(draft[key] as Record<string, unknown>)) {
        put(merged, k, Object.prototype.hasOwnProperty.call(same, k) ? same[k] : parsed[k]);
      }
      out[key] = merged;
    }
    return checked;
  }

  private current(): T {
    if (this.value === undefined) this.value = asCommitted(this.spec.schema.parse(this.spec.initial()));
    return this.value;
  }

  async read(): Promise<T> {
    return this.current();
  }

  update<R>(fn: (value: T) => R | Promise<R>): Promise<R> {
    const run = async () => {
      const current = this.current();
      const draft = deepCopy(current);
      this.check.adoptClone(current, draft);
      const result = await fn(draft);
      // Nothing changed (a settings write that found nothing to do, a guard that kept every
      // deferred thought): the committed value stays, as the schema gave it, and needs no pass.
      // Keys in the same order too, so a record lists its entries as a commit of the draft would.
      if (sameData(draft, current, true)) return result;
      const checked = this.validate(draft, current);
      if (!checked.ok) throw new Error(`refusing to write ${this.spec.name}: ${checked.reason}`);
      this.value = asCommitted(checked.value);
      return result;
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  async keepCopy(label: string): Promise<string | null> {
    if (this.value === undefined) return null;
    this.copies.set(label, deepCopy(this.value));
    return `${this.spec.name}.${label}`;
  }
}

class MemoryLog<T> implements AppendLog<T> {
  private readonly records: T[] = [];
  /** The parse's output shares nothing with the record: no copy before it (parseRebuilds). */
  private readonly rebuilds: boolean;

  constructor(private readonly spec: LogSpec<T>) {
    this.rebuilds = parseRebuilds(spec.schema);
  }

  async append(record: T): Promise<void> {
    this.records.push(this.check(record));
  }

  async appendMany(records: T[]): Promise<void> {
    const checked = records.map((r) => this.check(r));
    this.records.push(...checked);
  }

  private check(record: T): T {
    const parsed = this.spec.schema.safeParse(this.rebuilds ? record : deepCopy(record));
    if (!parsed.success) throw schemaError(this.spec.name, parsed.error);
    return asCommitted(parsed.data);
  }

  async readAll(): Promise<T[]> {
    return this.records.slice();
  }

  async retain(keep: (record: T) => boolean): Promise<number> {
    const kept = this.records.filter((r) => keep(deepCopy(r)));
    const dropped = this.records.length - kept.length;
    this.records.splice(0, this.records.length, ...kept);
    return dropped;
  }
}

class MemoryClaims implements Claims {
  private readonly held = new Map<string, number>();

  async claim(key: string, at: Date): Promise<boolean> {
    if (this.held.has(key)) return false;
    this.held.set(key, at.getTime());
    return true;
  }

  async has(key: string): Promise<boolean> {
    return this.held.has(key);
  }

  async release(key: string): Promise<void> {
    this.held.delete(key);
  }

  async cleanup(now: Date, maxAgeMs: number): Promise<number> {
    let removed = 0;
    for (const [key, at] of this.held) {
      if (now.getTime() - at > maxAgeMs) {
        this.held.delete(key);
        removed++;
      }
    }
    return removed;
  }
}

class MemoryTexts implements TextDocuments {
  private readonly texts = new Map<string, string>();

  constructor(private readonly name: string) {}

  async read(doc: string, fallback = ""): Promise<string> {
    return this.texts.get(doc) ?? fallback;
  }

  async update(doc: string, fn: (old: string) => string, fallback = ""): Promise<string> {
    const next = fn(this.texts.get(doc) ?? fallback);
    this.texts.set(doc, next);
    return next;
  }

  locate(doc: string): string {
    return `memory:${this.name}/${doc}`;
  }
}

/** One space held in memory. */
export class MemorySpace implements Space {
  private readonly docs = new Map<string, MemoryDocument<unknown>>();
  private readonly logs = new Map<string, MemoryLog<unknown>>();
  private readonly claimSets = new Map<string, MemoryClaims>();
  private readonly textSets = new Map<string, MemoryTexts>();
  private readonly kept: RecoveryNotice[] = [];
  readonly notices: Notices = {
    pending: async () => this.kept.slice(),
    delivered: async (ids) => {
      const gone = new Set(ids);
      for (let i = this.kept.length - 1; i >= 0; i--) if (gone.has(this.kept[i]!.id)) this.kept.splice(i, 1);
    },
  };

  /** A recovery notice, as a backend that repairs damage would report it (tests of delivery). */
  report(notice: RecoveryNotice): void {
    this.kept.push(notice);
  }

  document<T>(spec: DocumentSpec<T>): Document<T> {
    let d = this.docs.get(spec.name) as MemoryDocument<T> | undefined;
    if (!d) this.docs.set(spec.name, (d = new MemoryDocument(spec)) as MemoryDocument<unknown>);
    return d;
  }

  log<T>(spec: LogSpec<T>): AppendLog<T> {
    let l = this.logs.get(spec.name) as MemoryLog<T> | undefined;
    if (!l) this.logs.set(spec.name, (l = new MemoryLog(spec)) as MemoryLog<unknown>);
    return l;
  }

  claims(name: string): Claims {
    let c = this.claimSets.get(name);
    if (!c) this.claimSets.set(name, (c = new MemoryClaims()));
    return c;
  }

  texts(name: string): TextDocuments {
    let t = this.textSets.get(name);
    if (!t) this.textSets.set(name, (t = new MemoryTexts(name)));
    return t;
  }
}

/** The memory backend. */
export function memoryStorage(): Storage {
  const spaces = new Map<string, MemorySpace>();
  return {
    kind: "memory",
    location: "memory",
    shared: new MemorySpace(),
    owner(ownerId) {
      let s = spaces.get(ownerId);
      if (!s) spaces.set(ownerId, (s = new MemorySpace()));
      return s;
    },
  };
}

/**
 * The `memory` backend: the port's semantics with no I/O, for replays, benchmarks and tests. A
 * document keeps its last committed value; an update works on a deep copy (base/copy.ts), is validated
 * with the schema and replaces the value only when it passes; transactions on one document take
 * turns. Nothing survives the process.
 * Must never: let a failed update change the committed value, or share state between spaces.
 */
import { deepCopy } from "../base/copy.ts";
import { WriteCheck } from "./write-check.ts";
import type { AppendLog, Claims, Document, DocumentSpec, LogSpec, Notices, RecoveryNotice, Space, Storage, TextDocuments } from "./port.ts";

function schemaError(name: string, err: { issues: Array<{ path: PropertyKey[]; message: string }> }): Error {
  const issue = err.issues[0];
  return new Error(`refusing to write ${name}: schema: ${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}`);
}

class MemoryDocument<T> implements Document<T> {
  private value: T | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  /** Committed versions, kept by keepCopy. */
  readonly copies = new Map<string, T>();

  private readonly check: WriteCheck<T>;

  constructor(private readonly spec: DocumentSpec<T>) {
    this.check = new WriteCheck(spec.schema, false, false);
  }

  private current(): T {
    if (this.value === undefined) this.value = this.spec.schema.parse(this.spec.initial());
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
      const checked = this.check.check(draft);
      if (!checked.ok) throw new Error(`refusing to write ${this.spec.name}: ${checked.reason}`);
      this.value = checked.value;
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

  constructor(private readonly spec: LogSpec<T>) {}

  async append(record: T): Promise<void> {
    this.records.push(this.check(record));
  }

  async appendMany(records: T[]): Promise<void> {
    const checked = records.map((r) => this.check(r));
    this.records.push(...checked);
  }

  private check(record: T): T {
    const parsed = this.spec.schema.safeParse(deepCopy(record));
    if (!parsed.success) throw schemaError(this.spec.name, parsed.error);
    return parsed.data;
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

/**
 * The storage port: the only storage API the domain sees. Every typed store (threads, settings,
 * pushes, drafts, jobs, decision log, Bonfire queue, calendar snapshot, Telegram watermark, memory
 * blocks, …) is written against these interfaces; a backend implements them. A backend is chosen
 * once, in the composition root (`openStorage`, storage/index.ts), and handed out per owner.
 * Must never: expose a file path, a lock or a connection to a store, or let a store see a value
 * that did not pass its schema.
 *
 * How to implement a backend (the contract; `storage/__tests__/contract.e2e.test.ts` runs it against every
 * backend of test-support/backends.ts, parametrised, so a new backend adds one entry there):
 * - A `Space` is one owner's private state (or the process-wide `shared` space). Names are unique
 *   per space and per kind; two handles for one name in one space are the same data (and in the
 *   same process share one queue). Nothing crosses between spaces.
 * - `Document.update(fn)` is one serialisable transaction across every process using the backend:
 *   `fn` gets a private, schema-valid copy (it may mutate it and/or return a result); the
 *   (mutated) value is validated with the schema and committed atomically; the returned promise
 *   resolves only after the commit is durable AND every lock the transaction took is released
 *   (a caller may rely on the lock being gone). If `fn` throws or the value fails the schema,
 *   nothing is written and the error propagates. `read()` returns the last committed value (or
 *   `initial()` when never written); callers must treat it as read-only (under the tests the
 *   memory backend freezes it, so a caller that changes it fails).
 * - A committed value is never lost: after a crash at any point, `read()` returns the last value
 *   whose `update` resolved, or a later one. Damage the backend repairs (a corrupt file restored)
 *   is reported as a `RecoveryNotice` in the space's `notices` and kept until `delivered`.
 * - `AppendLog.append` adds one record at the end; records are never rewritten or reordered;
 *   `readAll()` returns the valid records oldest first (a torn last record is skipped);
 *   `retain(keep)` is the one way records leave a log (compaction): atomic, and never loses an
 *   append that raced it.
 * - `Claims.claim(key, at)` is true for exactly one caller across processes until `release`d or
 *   removed by `cleanup(now, maxAgeMs)` (only claims older than `maxAgeMs` by their `at`).
 * - `TextDocuments` are owner-editable plain texts (Markdown memory blocks on the files backend);
 *   `update` is a locked read-modify-write; a hand edit is seen by the next `read`.
 * Everything is async so a networked backend (PostgreSQL) fits without touching a store.
 */
import type { z } from "zod";

/** What a typed store declares about one document. */
export interface DocumentSpec<T> {
  /** Unique in its space: letters, digits, dot, dash ("threads", "calendar-snapshot"). */
  name: string;
  schema: z.ZodType<T>;
  /** The value of a document that was never written. */
  initial: () => T;
  /** A hint for backends that store text owners may read (pretty-printed JSON). */
  pretty?: boolean;
  /**
   * A hint: changed several times in every turn (the inbox, the recent turns), so a backend that
   * can record a change in less than a whole write (the files backend's change journal) should,
   * whatever the document's size. The guarantees of `update` are the same.
   */
  hot?: boolean;
}

/** One JSON document, changed only in whole transactions. */
export interface Document<T> {
  /** The last committed value (read-only: change it through `update`). */
  read(): Promise<T>;
  /**
   * Run `fn` on a private copy of the current value and commit the (mutated) value atomically.
   * Resolves to `fn`'s result after the commit and after every lock is released.
   */
  update<R>(fn: (value: T) => R | Promise<R>): Promise<R>;
  /**
   * Keep a copy of the current committed version under `label` before a migration rewrites it;
   * returns where it is (a file name on the files backend) or null when there was nothing to keep.
   */
  keepCopy(label: string): Promise<string | null>;
}

export interface LogSpec<T> {
  /** Unique in its space ("decisions", "archive"). */
  name: string;
  schema: z.ZodType<T>;
  /**
   * An append resolves only once it would survive a power cut: for a log that takes over what a
   * document lets go of (the threads archive), appended before the document is committed without
   * it. The files backend fsyncs such a log's appends (others rely on the page cache, as a crash
   * of the process loses nothing written); a database commits every append anyway.
   */
  durable?: boolean;
}

/** An append-only log of records. */
export interface AppendLog<T> {
  append(record: T): Promise<void>;
  /** Several records in one append, in order. */
  appendMany(records: T[]): Promise<void>;
  /** Every valid record, oldest first. */
  readAll(): Promise<T[]>;
  /**
   * Compaction: keep only the records `keep` accepts (in order) and drop the rest, in one atomic
   * step, so a crash at any point leaves either the whole old log or the whole compacted one and
   * no append made before or during the call is lost. Returns how many records were dropped.
   */
  retain(keep: (record: T) => boolean): Promise<number>;
}

/** Exclusive claims (a scheduled slot, a one-time send). */
export interface Claims {
  /**
   * True for exactly one caller across processes until released or cleaned up. With `leaseMs`
   * (backends shared by several instances: PostgreSQL) a claim that was not `complete`d can be
   * taken over once its lease ran out; backends without leases ignore it.
   */
  claim(key: string, at: Date, leaseMs?: number): Promise<boolean>;
  has(key: string): Promise<boolean>;
  /** Give a claim back (a send that failed), so it is retried. */
  release(key: string): Promise<void>;
  /** Remove claims older than `maxAgeMs` by their claim time; returns how many. */
  cleanup(now: Date, maxAgeMs: number): Promise<number>;
  /** The work behind a leased claim is done (absent: claims never expire). */
  complete?(key: string): Promise<void>;
  /** When a held, uncompleted lease runs out, or null. */
  leaseEnd?(key: string): Promise<Date | null>;
  /**
   * Extend this claimant's lease on `key` to `at + leaseMs` while its work runs. False when the
   * claim is no longer this claimant's (another took it over, or it was completed or released):
   * the work must then send nothing more (absent: claims never expire).
   */
  renew?(key: string, at: Date, leaseMs: number): Promise<boolean>;
}

/** Plain texts the owner may read and edit (memory blocks). */
export interface TextDocuments {
  /** The text, or `fallback` when it does not exist. */
  read(name: string, fallback?: string): Promise<string>;
  /** Replace the text with `fn(old)` in one locked step; returns the new text. */
  update(name: string, fn: (old: string) => string, fallback?: string): Promise<string>;
  /** Where the owner finds it (a file path on the files backend). */
  locate(name: string): string;
}

/** A stored document was damaged and repaired; the owner is told once. */
export interface RecoveryNotice {
  id: string;
  at: string;
  /** The document's name in its space ("threads"). */
  document: string;
  /** What the owner recognises it by ("threads.json"). */
  label: string;
  /** Where the damaged version was kept, for inspection (a file name), or null. */
  keptAs: string | null;
  /** Whether the last committed value was restored; false: the document starts from `initial`. */
  restored: boolean;
  reason: string;
}

/** Recovery notices, kept until they were delivered (across restarts). */
export interface Notices {
  pending(): Promise<RecoveryNotice[]>;
  delivered(ids: string[]): Promise<void>;
}

/** One owner's (or the process's shared) storage. */
export interface Space {
  document<T>(spec: DocumentSpec<T>): Document<T>;
  log<T>(spec: LogSpec<T>): AppendLog<T>;
  claims(name: string): Claims;
  texts(name: string): TextDocuments;
  readonly notices: Notices;
}

export type BackendKind = "files" | "memory" | "postgres";

/** A backend: one space per owner, and one shared by the whole process. */
export interface Storage {
  readonly kind: BackendKind;
  /** Where it keeps data, for the banner and logs (a folder, "memory"). */
  readonly location: string;
  owner(ownerId: string): Space;
  readonly shared: Space;
}

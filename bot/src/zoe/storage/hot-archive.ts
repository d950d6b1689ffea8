/**
 * A store of items that open and close (threads, goals) kept through the storage port as two
 * parts: the open items in a small hot document (`threads.json`, `goals.json` on the files
 * backend), changed in whole transactions, and every closed item in an append-only archive log
 * (`threads-archive.jsonl`, `goals-archive.jsonl`), whose later record of an id supersedes an
 * earlier one. The hot document stays small however long the owner's history; nothing is ever
 * rewritten in the archive.
 * The rules, the same for every user of this module:
 * - A transaction sees the open items, the most recently closed ones (`recentClosed`), and any
 *   older one it names by id (`fromArchive`); it may change, close, reopen, add or take out
 *   items. Closed items that are new or changed, and items it took out (marked with the removed
 *   flag: untracked, forgotten), are appended to the archive, durably, BEFORE the hot document is
 *   committed without them: a crash between the two leaves an item in both (the hot copy wins),
 *   never in neither. The archive is read just before the transaction (reading it inside would
 *   hold a second database connection for every transaction: a pool of N stalls at N at once)
 *   and what this process appends is folded in as it is written, so a transaction sees every
 *   close of this process before it, and another process's closes as of that read.
 * - Wherever an item is in the hot document and in the archive, the hot copy wins (a reopened
 *   item, a crash between the two writes, a store not migrated yet).
 * - An item taken out is shown nowhere again and cannot be brought back by its id; its id stays
 *   taken (`idTaken`), as does every archived id, so a new item never shadows an old one.
 * - `migrate` moves the closed items an older hot document still holds to the archive, keeping a
 *   copy of the document first (`<name>.json.pre-archive`); a no-op once done.
 * Must never: drop an item from the hot document before the archive holds it durably, rewrite an
 * archive record, or show an item that was taken out.
 */
import { z } from "zod";
import { deepCopy, sameData } from "../base/copy.ts";
import type { AppendLog, Document, Space } from "./port.ts";

/** The hot document: a version and the list of items under `key` ({ version: 1, threads: [...] }). */
export type HotDocument<K extends string, T> = { version: 1 } & { [P in K]: T[] };

/** An archive record: the item as it was, and whether the owner took it out (`flag`). */
export type ArchiveRecord<T, F extends string> = T & { [P in F]: boolean };

/** The schema of a hot document holding `item`s under `key`. */
export function hotDocumentSchema<K extends string, T>(key: K, item: z.ZodType<T>): z.ZodType<HotDocument<K, T>> {
  return z.object({ version: z.literal(1), [key]: z.array(item) }) as unknown as z.ZodType<HotDocument<K, T>>;
}

/** The schema of an archive record: the item's fields, then the removed `flag` (false when absent). */
export function archiveRecordSchema<S extends z.ZodObject, F extends string>(item: S, flag: F): z.ZodType<ArchiveRecord<z.output<S>, F>> {
  return item.extend({ [flag]: z.boolean().default(false) }) as unknown as z.ZodType<ArchiveRecord<z.output<S>, F>>;
}

export interface HotArchiveSpec<T extends { id: string }, K extends string, F extends string> {
  /** The hot document's name in the space ("threads") and the key of its list ("threads"). */
  hot: { name: string; key: K; schema: z.ZodType<HotDocument<K, T>>; pretty?: boolean };
  /** The archive log's name ("threads-archive") and the flag of an item taken out ("untracked"). */
  archive: { name: string; flag: F; schema: z.ZodType<ArchiveRecord<T, F>> };
  /** Whether an item belongs in the hot document (an open thread, an active or resting goal). */
  isOpen: (item: T) => boolean;
  /**
   * How many of the most recently archived items a transaction holds besides the open ones
   * (enough for a redelivered operation to find what it closed); older ones only when named by
   * id. Infinity: every archived item (a store with a few dozen closed items in a lifetime).
   */
  recentClosed: number;
  /** The order of `all()` and of a transaction's list (default: the hot items, then the archive's). */
  order?: (a: T, b: T) => number;
}

/** What a transaction's list can ask of the archive behind it (see `fromArchive`, `idTaken`). */
interface Behind {
  find(id: string): unknown;
  taken(id: string): boolean;
}
const behindLists = new WeakMap<object[], Behind>();

/**
 * In a transaction's list: the archived item `id` (exact id) that the list does not hold,
 * brought into the list (and written back only if it changes); undefined when there is none, it
 * was taken out, or `items` is not a transaction's list.
 */
export function fromArchive<T extends { id: string }>(items: T[], id: string): T | undefined {
  const found = behindLists.get(items)?.find(id) as T | undefined;
  if (found) items.push(found);
  return found;
}

/**
 * Whether a new item may not take `id`: an item of the list has it, or (in a transaction's list)
 * any archived item ever had it, taken out or not. Builds the list's id set on the first question.
 */
export function idTaken(items: readonly { id: string }[]): { has(id: string): boolean } {
  let ids: Set<string> | null = null;
  const behind = behindLists.get(items as object[]);
  return { has: (id) => (ids ??= new Set(items.map((i) => i.id))).has(id) || (behind?.taken(id) ?? false) };
}

/** The archive folded by id: the latest record of each, in the order ids were first archived. */
interface Folded<R> {
  /** How many records were folded, and the last of them (to tell a log that changed under us). */
  count: number;
  last: R | undefined;
  latest: R[];
  /** Where each id's latest record is in `latest`. */
  at: Map<string, number>;
}

/** Fold `records` (appended after those already folded) into `f`. */
function foldIn<R extends { id: string }>(f: Folded<R>, records: R[]): void {
  for (const r of records) {
    const n = f.at.get(r.id);
    if (n === undefined) f.at.set(r.id, f.latest.push(r) - 1);
    else f.latest[n] = r;
  }
  if (records.length) {
    f.count += records.length;
    f.last = records[records.length - 1];
  }
}

export class HotArchive<T extends { id: string }, K extends string, F extends string> {
  private readonly hot: Document<HotDocument<K, T>>;
  private readonly log: AppendLog<ArchiveRecord<T, F>>;
  private folded: Folded<ArchiveRecord<T, F>> | null = null;
  /** This process's archive appends: under way, and finished (to tell a read that overlapped one). */
  private appending = 0;
  private appended = 0;

  constructor(
    space: Space,
    private readonly spec: HotArchiveSpec<T, K, F>,
  ) {
    const { name, key, schema, pretty } = spec.hot;
    this.hot = space.document({ name, schema, initial: () => ({ version: 1, [key]: [] }) as unknown as HotDocument<K, T>, ...(pretty ? { pretty } : {}) });
    this.log = space.log({ name: spec.archive.name, schema: spec.archive.schema, durable: true });
  }

  private itemsOf(doc: HotDocument<K, T>): T[] {
    return (doc as Record<K, T[]>)[this.spec.hot.key];
  }

  private removed(r: ArchiveRecord<T, F>): boolean {
    return (r as Record<F, boolean>)[this.spec.archive.flag];
  }

  private record(item: T, removed: boolean): ArchiveRecord<T, F> {
    return { ...item, [this.spec.archive.flag]: removed } as ArchiveRecord<T, F>;
  }

  /** The item of a record, without the flag. */
  private item(r: ArchiveRecord<T, F>): T {
    const { [this.spec.archive.flag]: _flag, ...item } = r as Record<string, unknown>;
    return item as T;
  }

  /** Every item (open and closed; taken-out ones are gone): the hot copy wins over the archive's. */
  async all(): Promise<T[]> {
    // The hot document first: an item closed meanwhile was archived before the hot commit, so a
    // read in this order finds it in one place or the other, never in neither.
    const hot = this.itemsOf(await this.hot.read());
    const archived = await this.archived();
    const hotIds = new Set(hot.map((i) => i.id));
    const out = [...hot];
    for (const r of archived) if (!hotIds.has(r.id) && !this.removed(r)) out.push(this.item(r));
    return this.spec.order ? out.sort(this.spec.order) : out;
  }

  /** The open items (of the hot document: one not migrated yet may hold closed ones too). */
  async open(): Promise<T[]> {
    return this.itemsOf(await this.hot.read()).filter(this.spec.isOpen);
  }

  /** The archive, latest record per id, in the order ids were first archived. */
  async archived(): Promise<ArchiveRecord<T, F>[]> {
    return (await this.fold()).latest.slice();
  }

  /**
   * Fold the records appended since the last read (the files backend reads only the new bytes,
   * so a transaction at 10,000 archived items folds a few); a log that shrank or changed under us
   * (a compaction) is folded again whole.
   */
  private async fold(): Promise<Folded<ArchiveRecord<T, F>>> {
    for (let attempt = 1; ; attempt++) {
      const appended = this.appended;
      const overlapped = this.appending > 0;
      const records = await this.log.readAll();
      // A read that overlapped an append of this process may have been taken before it: it would
      // look like a log that shrank, and refolding it would hide a close this process just made
      // (a transaction queued behind that close would not find it). Read again; after a few tries
      // keep the fold as it is, which holds every record of this process (another's come next read).
      if (!overlapped && this.appending === 0 && this.appended === appended) return this.foldRead(records);
      if (attempt >= 3) return this.folded ?? this.foldRead(records);
    }
  }

  private foldRead(records: ArchiveRecord<T, F>[]): Folded<ArchiveRecord<T, F>> {
    let f = this.folded;
    if (f && f.count > 0) {
      const seen = records[f.count - 1];
      // The same object, or an equal one: a record this process folded in as it appended it, or
      // one PostgreSQL parsed anew.
      if (seen === undefined || (seen !== f.last && !sameData(seen, f.last))) f = null;
    }
    f ??= { count: 0, last: undefined, latest: [], at: new Map() };
    this.folded = f;
    foldIn(f, records.slice(f.count));
    return f;
  }

  /**
   * One transaction over the open items and the recently closed ones (`recentClosed`): `fn`
   * mutates the list (opening, changing, closing, reopening, taking out); older archived items
   * join it when named (`fromArchive`). Resolves to `fn`'s result once the archive holds what
   * left the hot document and the hot document is committed.
   */
  transact<R>(fn: (items: T[]) => R | Promise<R>): Promise<R> {
    return this.run((list) => fn(list));
  }

  /**
   * Change one item wherever it is, open or archived (a new archive record supersedes the old).
   * Returns a copy of the item after the change, or null when there is none (or it was taken out).
   */
  amend(id: string, fn: (item: T) => void): Promise<T | null> {
    return this.run((list) => {
      const item = list.find((i) => i.id === id) ?? fromArchive(list, id);
      if (!item) return null;
      fn(item);
      return { ...item };
    });
  }

  /**
   * Move the closed items an older hot document holds to the archive, keeping a copy of the
   * document first. Returns how many moved: 0 once done.
   */
  async migrate(): Promise<number> {
    if (this.itemsOf(await this.hot.read()).every(this.spec.isOpen)) return 0;
    await this.hot.keepCopy("pre-archive");
    return this.run((_list, hot) => hot.filter((i) => !this.spec.isOpen(i)).length);
  }

  private async run<R>(fn: (list: T[], hot: readonly T[]) => R | Promise<R>): Promise<R> {
    const { isOpen, recentClosed, order } = this.spec;
    await this.fold();
    return this.hot.update(async (state) => {
      // As folded now: with what transactions of this process that ran meanwhile appended.
      const folded = this.folded!;
      const hot = this.itemsOf(state);
      // The window of recently closed items, newest last. Which of them the hot document holds
      // too is found by one pass over it; a set of every hot id is built only for a lookup beyond.
      const recent: ArchiveRecord<T, F>[] = [];
      const { latest } = folded;
      for (let n = latest.length - 1; n >= 0 && recent.length < recentClosed; n--) if (!this.removed(latest[n]!)) recent.push(latest[n]!);
      recent.reverse();
      const recentIds = new Set(recent.map((r) => r.id));
      const recentInHot = new Set<string>();
      if (recentIds.size) for (const i of hot) if (recentIds.has(i.id)) recentInHot.add(i.id);
      let hotIds: Set<string> | null = null;
      const inHot = (id: string) => (recentIds.has(id) ? recentInHot.has(id) : (hotIds ??= new Set(hot.map((i) => i.id))).has(id));
      /** Items brought from the archive, as archived (never changed): written back only when changed. */
      const brought = new Map<string, T>();
      const bring = (r: ArchiveRecord<T, F>): T => {
        const was = this.item(r);
        brought.set(r.id, was);
        return deepCopy(was);
      };
      const list = [...hot];
      for (const r of recent) if (!recentInHot.has(r.id)) list.push(bring(r));
      if (order) list.sort(order);
      const before = list.slice();
      behindLists.set(list, {
        find: (id) => {
          const n = folded.at.get(id);
          const r = n === undefined ? undefined : latest[n]!;
          if (!r || this.removed(r) || inHot(id) || brought.has(id)) return undefined;
          const item = bring(r);
          before.push(item);
          return item;
        },
        taken: (id) => folded.at.has(id),
      });
      try {
        const result = await fn(list, hot);
        const out = this.leaving(list, before, brought);
        // Archive first (durable): a crash before the hot commit leaves an item in both, never in neither.
        if (out.length) {
          this.appending++;
          try {
            await this.log.appendMany(out);
            // Copies: the items stay the caller's (an outcome hands one out), the fold must not change with them.
            foldIn(folded, out.map((r) => deepCopy(r)));
          } finally {
            this.appending--;
            this.appended++;
          }
        }
        const open = list.filter(isOpen);
        // Left as it was when nothing changed, so a backend may skip validating what it holds.
        if (open.length !== hot.length || open.some((i, n) => i !== hot[n])) (state as Record<K, T[]>)[this.spec.hot.key] = open;
        return result;
      } finally {
        behindLists.delete(list);
      }
    });
  }

  /** The records a transaction appends: closed items new or changed, then the items taken out. */
  private leaving(list: T[], before: T[], brought: Map<string, T>): ArchiveRecord<T, F>[] {
    const out: ArchiveRecord<T, F>[] = [];
    for (const i of list) {
      if (this.spec.isOpen(i)) continue;
      const was = brought.get(i.id);
      // Compared with its key order too: a record is appended exactly as the item now is.
      if (was === undefined || !sameData(i, was, true)) out.push(this.record(i, false));
    }
    // Taken out: usually none, and every item the list was given is still in its place, so a pass
    // of identity checks stands for a set of every id.
    let moved = before.length > list.length;
    for (let n = 0; !moved && n < before.length; n++) moved = list[n] !== before[n];
    if (moved) {
      const kept = new Set(list.map((i) => i.id));
      for (const i of before) if (!kept.has(i.id)) out.push(this.record(i, true));
    }
    return out;
  }
}

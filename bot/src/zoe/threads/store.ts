/**
 * The hot store of the design (docs/architecture.md, "hot state and durable memory"): the open-threads store (live threads in a small hot document, closed
 * ones in an append-only archive: storage/hot-archive.ts, which goals use too) and the pure escalation ladder.
 * Every change is one transaction of the hot document. Status transitions, due-date math and nudge counters
 * live here, never in the knowledge graph.
 * Must never: lose a thread, start silently empty after corruption, or nudge a thread that has no
 * due date, is done, dropped, resting or snoozed.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { DAY } from "../base/clock.ts";
import { deepCopy } from "../base/copy.ts";
import { archiveRecordSchema, fromArchive, HotArchive, hotDocumentSchema, idTaken, type Space } from "../storage/index.ts";
import { type RepeatRule, RepeatRuleSchema } from "./recurrence.ts";

export const THREAD_STATUSES = ["open", "snoozed", "done", "dropped"] as const;
export type ThreadStatus = (typeof THREAD_STATUSES)[number];

const iso = z.string().refine((s) => !Number.isNaN(Date.parse(s)), "must be an ISO timestamp");

export const ThreadSchema = z.object({
  id: z.string().regex(/^th-[a-z0-9]{4,8}$/),
  summary: z.string().min(1),
  /** The id of the turn in which the owner stated it. */
  source_turn: z.string().nullable(),
  created_at: iso,
  due_at: iso.nullable(),
  /** The owner's own words for the due time ("today", "by Friday"), kept for display and review. */
  due_phrase: z.string().nullable().default(null),
  /**
   * The owner asked to be reminded ("remind me to … at 15:30"): a promise, delivered at its minute
   * with reminder words, not a commitment ZOE follows up on when it sees fit. Threads stored before
   * the field existed are commitments.
   */
  asked_reminder: z.boolean().default(false),
  /**
   * A reminder asked to repeat ("every day at 8"): the whole series is this thread, `due_at` its next occurrence
   * (threads/recurrence.ts). Null for everything else; threads stored before the field existed repeat nothing.
   */
  repeat: RepeatRuleSchema.nullable().default(null),
  status: z.enum(THREAD_STATUSES),
  last_nudged_at: iso.nullable(),
  /** Follow-ups ever sent about this thread. */
  nudge_count: z.number().int().min(0),
  /** Follow-ups sent since the owner last answered or mentioned it; two of them rest the thread. */
  unanswered_nudges: z.number().int().min(0).default(0),
  snooze_count: z.number().int().min(0),
  snooze_until: iso.nullable(),
  /**
   * The owner named the snooze's minute ("not yet, in 10 minutes", "at 15:00", a Snooze choice):
   * coming back then is a promise, kept at that minute like a reminder; a snooze to a day or a
   * part of one ("tomorrow", "tonight") keeps the hourly rhythm. Threads stored before the field
   * existed have none.
   */
  snooze_exact: z.boolean().default(false),
  bonfire_episode_id: z.string().nullable(),
  /** Why an episode about this thread was not sent (PII/secret gate), without the offending text. */
  episode_blocked: z.string().nullable().default(null),
  updated_at: iso,
  /**
   * Idempotency keys of the latest operations applied to this thread (an update handled again
   * after a crash, a second tap on a button), so none is applied twice. Newest last, a few kept.
   */
  op_keys: z.array(z.string()).default([]),
});
export type Thread = z.infer<typeof ThreadSchema>;

export const ThreadsFileSchema = hotDocumentSchema("threads", ThreadSchema);
export type ThreadsFile = z.infer<typeof ThreadsFileSchema>;

/** A freshly opened thread: open, every counter at zero, no episode yet. */
export function newThread(f: {
  id: string;
  summary: string;
  createdAt: Date;
  dueAt?: Date | null;
  duePhrase?: string | null;
  sourceTurn?: string | null;
  /** The owner asked to be reminded (default: a commitment). */
  askedReminder?: boolean;
  /** How the reminder repeats (default: once). */
  repeat?: RepeatRule | null;
}): Thread {
  const at = f.createdAt.toISOString();
  return {
    id: f.id,
    summary: f.summary,
    source_turn: f.sourceTurn ?? null,
    created_at: at,
    due_at: f.dueAt ? f.dueAt.toISOString() : null,
    due_phrase: f.duePhrase ?? null,
    asked_reminder: f.askedReminder ?? false,
    repeat: f.repeat ?? null,
    status: "open",
    last_nudged_at: null,
    nudge_count: 0,
    unanswered_nudges: 0,
    snooze_count: 0,
    snooze_until: null,
    snooze_exact: false,
    bonfire_episode_id: null,
    episode_blocked: null,
    updated_at: at,
    op_keys: [],
  };
}

/**
 * Whether an id is one of `threads`' ids, the set built at the first question: a tick at 10,000
 * live threads asks only about its deferred thoughts (usually none), and a set of every id costs
 * about a millisecond there.
 */
export function liveIdLookup(threads: readonly { id: string }[]): { has(id: string): boolean } {
  let ids: Set<string> | null = null;
  return { has: (id) => (ids ??= new Set(threads.map((t) => t.id))).has(id) };
}

/** Live threads are the ones ZOE still tracks. */
export const isLive = (t: Thread) => t.status === "open" || t.status === "snoozed";

/** A typable id: `th-` and four base-36 characters, unique within the store (`idTaken` of a transaction's list). */
export function newThreadId(taken: { has(id: string): boolean }, random: () => string = () => randomBytes(4).readUInt32BE(0).toString(36)): string {
  for (let len = 4; ; len++) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const id = `th-${random().padStart(len, "0").slice(-len)}`;
      if (!taken.has(id) && /^th-[a-z0-9]{4,8}$/.test(id)) return id;
    }
    if (len >= 8) throw new Error("could not allocate a thread id");
  }
}

/** When ZOE may first follow up: the due time, or the end of a snooze, whichever is later. */
export function followUpAt(t: Thread): Date | null {
  const at = followUpMs(t, t.due_at ? Date.parse(t.due_at) : null);
  return at === null ? null : new Date(at);
}

/**
 * followUpAt in epoch ms, from the already parsed due time (the ladder parses each field once). A repeating reminder's
 * snooze brings back the one that rang, before the series' next occurrence: the earlier of the two.
 */
function followUpMs(t: Thread, due: number | null, snooze: number = t.snooze_until ? Date.parse(t.snooze_until) : 0): number | null {
  if (due === null) return null;
  return t.repeat && snooze ? Math.min(due, snooze) : Math.max(due, snooze);
}

/** Whether the thread's due time has come (it is live and dated). */
export function isDue(t: Thread, now: Date): boolean {
  const at = followUpAt(t);
  return isLive(t) && at !== null && at.getTime() <= now.getTime();
}

/** Whether the thread's own due time (not a snooze) has passed. */
export function isOverdue(t: Thread, now: Date): boolean {
  return isLive(t) && t.due_at !== null && Date.parse(t.due_at) < now.getTime();
}

/**
 * When a reminder the owner asked for rang, if it has: its minute is kept, not missed, so ZOE says
 * "reminded 16:40" of it rather than "overdue since 16:40" (a commitment's deadline is still overdue).
 */
export function remindedAt(t: Thread): Date | null {
  if (!t.asked_reminder || !t.due_at || !t.last_nudged_at) return null;
  const rang = Date.parse(t.last_nudged_at);
  return rang >= Date.parse(t.due_at) ? new Date(rang) : null;
}

/** A thread rests after this many unanswered follow-ups, until the owner mentions it. */
export const REST_AFTER_UNANSWERED = 2;
/** After this many snoozes the next follow-up is a decision, not a reminder. */
export const DECISION_AFTER_SNOOZES = 2;
/** An unanswered follow-up is repeated at most once per this interval. */
export const REPEAT_INTERVAL_MS = DAY;

export type LadderStep =
  | { kind: "nudge" | "decision"; thread: Thread; overdueMs: number }
  | { kind: "none"; reason: "closed" | "undated" | "not_due" | "snoozed" | "resting" | "nudged_recently" };

/**
 * The escalation ladder, as a pure function of the thread and `now`:
 * no push before it is due; the first follow-up at or after the due time; a follow-up repeated
 * at most once a day (sooner only when the owner moved it: a snooze ended, a new due date); after two unanswered follow-ups the thread rests until the owner
 * mentions it; after two snoozes the next follow-up is a decision ("reschedule, drop, or break it
 * down?"). Active hours and cool-downs are the reasoning tick's guards, not the ladder's.
 */
export function ladderStep(t: Thread, now: Date): LadderStep {
  // Called for every live thread on every tick: each timestamp is parsed at most once here.
  if (!isLive(t)) return { kind: "none", reason: "closed" };
  if (!t.due_at) return { kind: "none", reason: "undated" };
  const nowMs = now.getTime();
  const snooze = t.snooze_until ? Date.parse(t.snooze_until) : 0;
  if (t.snooze_until && snooze > nowMs) return { kind: "none", reason: "snoozed" };
  const due = Date.parse(t.due_at);
  const at = followUpMs(t, due, snooze);
  if (at === null || at > nowMs) return { kind: "none", reason: "not_due" };
  if (t.unanswered_nudges >= REST_AFTER_UNANSWERED) return { kind: "none", reason: "resting" };
  // At most one follow-up a day, answered or not (an answer or a mention that wakes the thread
  // does not earn an immediate repeat), unless the owner moved the follow-up time since the last
  // one: a snooze that ended or a new due date is owed its follow-up on time.
  if (t.last_nudged_at) {
    const last = Date.parse(t.last_nudged_at);
    if (at <= last && nowMs - last < REPEAT_INTERVAL_MS) return { kind: "none", reason: "nudged_recently" };
  }
  return {
    kind: t.snooze_count >= DECISION_AFTER_SNOOZES ? "decision" : "nudge",
    thread: t,
    overdueMs: nowMs - due,
  };
}

const cmpPlain = <T extends number | string>(a: T, b: T) => (a === b ? 0 : a < b ? -1 : 1);

/**
 * Two equally urgent threads in the order they are taken up: the earlier due first (undated
 * last), then the older thread, then by summary, and by id only when even the summaries are the
 * same (to the owner they are then the same). Never by the random id first: a replay of the same
 * scenario must pick the same thread on every run. Code-point order, not the machine's locale.
 */
export function compareEqualThreads(a: Thread, b: Thread): number {
  const due = (t: Thread) => (t.due_at ? Date.parse(t.due_at) : Number.POSITIVE_INFINITY);
  return (
    cmpPlain(due(a), due(b)) || cmpPlain(Date.parse(a.created_at), Date.parse(b.created_at)) || cmpPlain(a.summary, b.summary) || cmpPlain(a.id, b.id)
  );
}

/** Live threads in the order the owner reads them: dated first by due time, then undated by age. */
export function sortForDisplay(threads: Thread[]): Thread[] {
  return [...threads].sort((a, b) => {
    if (a.due_at && b.due_at) return Date.parse(a.due_at) - Date.parse(b.due_at);
    if (a.due_at) return -1;
    if (b.due_at) return 1;
    return Date.parse(a.created_at) - Date.parse(b.created_at);
  });
}

/**
 * Find a thread by id, forgiving case and a missing `th-` prefix. In a thread transaction a
 * thread closed long ago is brought in from the archive (and written back only if it changes).
 */
export function findThread(threads: Thread[], id: string): Thread | undefined {
  const want = `th-${id.trim().toLowerCase().replace(/^th-?/, "")}`;
  return threads.find((t) => t.id === want) ?? fromArchive(threads, want);
}

/** A thread as the archive keeps it: closed (done, dropped) or untracked (removed by the owner, shown nowhere). */
export const ArchivedThreadSchema = archiveRecordSchema(ThreadSchema, "untracked");
export type ArchivedThread = z.infer<typeof ArchivedThreadSchema>;

/**
 * How many of the most recently closed threads a transaction sees besides the live ones: enough
 * for a redelivered update or a second tap (within a day) to find the thread it closed.
 */
export const RECENT_CLOSED = 100;

/**
 * The threads of one owner: live ones in the hot document (`threads.json` on the files backend,
 * small whatever the owner's history), closed and untracked ones appended to the archive
 * (`threads-archive.jsonl`) when a transaction closes them, never rewritten (storage/hot-archive.ts
 * holds the rules: archive before the hot commit, the hot copy wins, a later record supersedes).
 */
export class ThreadStore {
  private readonly store: HotArchive<Thread, "threads", "untracked">;

  constructor(space: Space) {
    this.store = new HotArchive(space, {
      hot: { name: "threads", key: "threads", schema: ThreadsFileSchema },
      archive: { name: "threads-archive", flag: "untracked", schema: ArchivedThreadSchema },
      isOpen: isLive,
      recentClosed: RECENT_CLOSED,
    });
  }

  /** Every thread the owner has (live and closed; untracked ones are gone from every list). */
  all(): Promise<Thread[]> {
    return this.store.all();
  }

  /** Live threads only. */
  live(): Promise<Thread[]> {
    return this.store.open();
  }

  /** The archive, latest record per thread, in the order threads were first archived. */
  archived(): Promise<ArchivedThread[]> {
    return this.store.archived();
  }

  /**
   * One transaction over the live threads and the most recently closed ones (so an op redelivered
   * after a crash still finds the thread it already closed, by its op key; `findThread` brings in
   * an older one): `fn` mutates the list (closing a thread, removing one to untrack it, opening
   * one, changing a closed one); closed, changed and removed threads are appended to the archive
   * before the hot document is committed with the live ones only.
   */
  transact<R>(fn: (threads: Thread[]) => R | Promise<R>): Promise<R> {
    return this.store.transact(fn);
  }

  /**
   * Change one thread wherever it is: live or archived (a new archive record supersedes the old
   * one). Returns the thread after the change, or null when there is none.
   */
  amend(id: string, fn: (t: Thread) => void): Promise<Thread | null> {
    return this.store.amend(id, fn);
  }

  /**
   * Move the closed threads an older store kept in its hot file to the archive, keeping a copy of
   * the file first. Runs at start; a no-op once done.
   */
  migrate(): Promise<number> {
    return this.store.migrate();
  }

  /**
   * Bring in threads kept under another owner (the terminal's, on pairing: access/carry.ts), in one
   * transaction: each one whose id this store does not have and never had (one the owner took
   * out stays out), so a run again adds nothing twice. Returns how many were added.
   */
  adopt(items: readonly Thread[]): Promise<number> {
    return this.store.transact((list) => {
      const taken = idTaken(list);
      const fresh = items.filter((x) => !taken.has(x.id));
      list.push(...fresh.map((x) => deepCopy(x)));
      return fresh.length;
    });
  }
}

/**
 * Layer A of the design: the hot open-threads store (`threads.json`, one per owner) and the pure
 * escalation ladder. Every change is one transaction (JsonFile: in-process queue, inter-process
 * lock, atomic write, last good copy kept). Status transitions, due-date math and nudge counters
 * live here, never in the knowledge graph.
 * Must never: lose a thread, start silently empty after corruption, or nudge a thread that has no
 * due date, is done, dropped, resting or snoozed.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import { DAY } from "./clock.ts";
import type { Logger } from "./shell/log.ts";
import { JsonFile, type RecoveryEvent } from "./storage/json-file.ts";

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
  status: z.enum(THREAD_STATUSES),
  last_nudged_at: iso.nullable(),
  /** Follow-ups ever sent about this thread. */
  nudge_count: z.number().int().min(0),
  /** Follow-ups sent since the owner last answered or mentioned it; two of them rest the thread. */
  unanswered_nudges: z.number().int().min(0).default(0),
  snooze_count: z.number().int().min(0),
  snooze_until: iso.nullable(),
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

export const ThreadsFileSchema = z.object({
  version: z.literal(1),
  threads: z.array(ThreadSchema),
});
export type ThreadsFile = z.infer<typeof ThreadsFileSchema>;

/** A freshly opened thread: open, every counter at zero, no episode yet. */
export function newThread(f: {
  id: string;
  summary: string;
  createdAt: Date;
  dueAt?: Date | null;
  duePhrase?: string | null;
  sourceTurn?: string | null;
}): Thread {
  const at = f.createdAt.toISOString();
  return {
    id: f.id,
    summary: f.summary,
    source_turn: f.sourceTurn ?? null,
    created_at: at,
    due_at: f.dueAt ? f.dueAt.toISOString() : null,
    due_phrase: f.duePhrase ?? null,
    status: "open",
    last_nudged_at: null,
    nudge_count: 0,
    unanswered_nudges: 0,
    snooze_count: 0,
    snooze_until: null,
    bonfire_episode_id: null,
    episode_blocked: null,
    updated_at: at,
    op_keys: [],
  };
}

/** Live threads are the ones ZOE still tracks. */
export const isLive = (t: Thread) => t.status === "open" || t.status === "snoozed";

/** A typable id: `th-` and four base-36 characters, unique within the store. */
export function newThreadId(taken: ReadonlySet<string>, random: () => string = () => randomBytes(4).readUInt32BE(0).toString(36)): string {
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
  if (!t.due_at) return null;
  const due = Date.parse(t.due_at);
  const snooze = t.snooze_until ? Date.parse(t.snooze_until) : 0;
  return new Date(Math.max(due, snooze));
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
  if (!isLive(t)) return { kind: "none", reason: "closed" };
  if (!t.due_at) return { kind: "none", reason: "undated" };
  if (t.snooze_until && Date.parse(t.snooze_until) > now.getTime()) return { kind: "none", reason: "snoozed" };
  const at = followUpAt(t);
  if (!at || at.getTime() > now.getTime()) return { kind: "none", reason: "not_due" };
  if (t.unanswered_nudges >= REST_AFTER_UNANSWERED) return { kind: "none", reason: "resting" };
  // At most one follow-up a day, answered or not (an answer or a mention that wakes the thread
  // does not earn an immediate repeat), unless the owner moved the follow-up time since the last
  // one: a snooze that ended or a new due date is owed its follow-up on time.
  if (t.last_nudged_at) {
    const last = Date.parse(t.last_nudged_at);
    if (at.getTime() <= last && now.getTime() - last < REPEAT_INTERVAL_MS) return { kind: "none", reason: "nudged_recently" };
  }
  return {
    kind: t.snooze_count >= DECISION_AFTER_SNOOZES ? "decision" : "nudge",
    thread: t,
    overdueMs: now.getTime() - Date.parse(t.due_at),
  };
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

/** Find a live thread by id, forgiving case and a missing `th-` prefix. */
export function findThread(threads: Thread[], id: string): Thread | undefined {
  const want = id.trim().toLowerCase().replace(/^th-?/, "");
  return threads.find((t) => t.id === `th-${want}`);
}

/** The hot store for one owner. */
export class ThreadStore {
  private readonly file: JsonFile<ThreadsFile>;

  constructor(dir: string, logger: Logger, onRecovery?: (e: RecoveryEvent) => void) {
    this.file = new JsonFile({
      path: path.join(dir, "threads.json"),
      schema: ThreadsFileSchema,
      initial: () => ({ version: 1 as const, threads: [] }),
      logger,
      onRecovery,
      // Compact, not pretty-printed: the whole file is serialised and written on every change,
      // and it grows with the owner's threads (10,000 of them: 5.4 MB pretty, 4.1 MB compact).
      // Owners read their threads with /threads, not in this file.
      pretty: false,
    });
  }

  get path(): string {
    return this.file.path;
  }

  /** Every stored thread (live and closed). */
  async all(): Promise<Thread[]> {
    return (await this.file.read()).threads;
  }

  /** Live threads only. */
  async live(): Promise<Thread[]> {
    return (await this.all()).filter(isLive);
  }

  /** One transaction over the whole store: `fn` mutates the list; the result is written atomically. */
  async transact<R>(fn: (threads: Thread[]) => R | Promise<R>): Promise<R> {
    return this.file.update((state) => fn(state.threads));
  }
}

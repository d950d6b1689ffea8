/**
 * Durable memory (docs/architecture.md, "hot state and durable memory"): thread transitions (open, resolve, drop, untrack), goal
 * transitions (set, achieved, dropped, undone) and key decisions become short prose episodes in the Bonfire knowledge graph, sent through a
 * file-backed retry queue per owner, so the owner's reply and reminders never wait for Bonfire.
 * The hot store (threads.json) stays the source of truth; the graph is a memory of what happened.
 *
 * Delivery is at most once. Each episode gets an idempotency key when it is queued; a send marks
 * it "in flight" (fsynced) before the POST and records the answer after. Retries happen only when
 * Bonfire did not take it (no connection, 5xx, 429, 401…). The one window where an episode
 * can be lost is a crash (or an answer that never comes within the write timeout) between marking
 * it in flight and recording the answer: such an item is recorded as "uncertain" and never resent,
 * because it may already be stored. The key travels in an `Idempotency-Key` header and inside
 * `source_description`, so the graph can be checked by hand.
 *
 * Must never: block or delay a reply or a reminder, send text that did not pass the PII/secret
 * gate, retry a blocked episode, resend an episode that may have been stored, or let the queue
 * grow without bound.
 */
import { deepCopy } from "../base/copy.ts";
import { createHash, randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { zoneOf } from "../base/zone.ts";
import { z } from "zod";
import { HOUR, MINUTE, type Clock } from "../base/clock.ts";
import type { ConciergeHooks } from "../conversation/index.ts";
import type { Config } from "../base/config.ts";
import type { Logger } from "../base/log.ts";
import { counters, telemetry } from "../base/metrics.ts";
import type { KeyDecision } from "../model/index.ts";
import type { OwnerContext, Owners } from "../owner.ts";
import { BonfireClient, createRecall, EPISODE_NAME_PREFIX, ownerTag, type CreateResult } from "./bonfire.ts";
import type { Document } from "../storage/index.ts";
import type { GoalOutcome } from "../goals/index.ts";
import type { Goal } from "../goals/index.ts";
import { noteEpisode, type OpOutcome } from "../threads/index.ts";
import type { Thread } from "../threads/index.ts";

// ---------------------------------------------------------------------------------------------
// Prose (pure)

/** What an episode is about. */
export type EpisodeKind = "opened" | "resolved" | "dropped" | "decision" | "retraction" | "goal_set" | "goal_achieved" | "goal_dropped";

const localDate = (at: Date, timeZone: string) => DateTime.fromJSDate(at, { zone: zoneOf(timeZone) }).toISODate() ?? at.toISOString().slice(0, 10);
const clean = (s: string) => s.replace(/\s+/g, " ").trim().replace(/[.!;,]+$/, "");
const quoted = (s: string) => `'${clean(s).replace(/'/g, "’")}'`;

function partOfDay(hour: number): string {
  if (hour < 12) return "morning";
  if (hour < 17) return "afternoon";
  if (hour < 22) return "evening";
  return "night";
}

/** "due that evening", "due 2026-06-06 at 10:00", "due \"someday\"", or "" (owner's zone). */
export function dueClause(t: Pick<Thread, "created_at" | "due_at" | "due_phrase">, timeZone: string): string {
  if (!t.due_at) return t.due_phrase ? `, due "${clean(t.due_phrase)}"` : "";
  const due = DateTime.fromISO(t.due_at, { zone: zoneOf(timeZone) });
  const created = DateTime.fromISO(t.created_at, { zone: zoneOf(timeZone) });
  if (due.hasSame(created, "day")) return `, due that ${partOfDay(due.hour)}`;
  return `, due ${due.toISODate()} at ${due.toFormat("HH:mm")}`;
}

/** "The owner committed on 2026-06-04 to ship the onepager, due that evening." */
export function openedProse(t: Thread, timeZone: string): string {
  return `The owner committed on ${localDate(new Date(t.created_at), timeZone)} to ${clean(t.summary)}${dueClause(t, timeZone)}.`;
}

/** "The owner finished 'ship the onepager' on 2026-06-05." */
export function resolvedProse(t: Thread, at: Date, timeZone: string): string {
  return `The owner finished ${quoted(t.summary)} on ${localDate(at, timeZone)}.`;
}

/** "The owner dropped 'ship the onepager' on 2026-06-05; it is no longer planned." */
export function droppedProse(t: Thread, at: Date, timeZone: string): string {
  return `The owner dropped ${quoted(t.summary)} on ${localDate(at, timeZone)}; it is no longer planned.`;
}

/** "The owner decided: keep the launch in June (2026-06-04)." */
export function decisionProse(text: string, at: Date, timeZone: string): string {
  return `The owner decided: ${clean(text)} (${localDate(at, timeZone)}).`;
}

/** "The owner set a goal on 2026-06-04: 100 paying newsletter subscribers by March." */
export function goalSetProse(g: Pick<Goal, "text" | "created_at">, timeZone: string): string {
  return `The owner set a goal on ${localDate(new Date(g.created_at), timeZone)}: ${clean(g.text)}.`;
}

/** "The owner achieved the goal '…' on 2026-06-05." / "The owner dropped the goal '…' on …; it is no longer pursued." */
export function goalClosedProse(g: Pick<Goal, "text">, how: "achieved" | "dropped", at: Date, timeZone: string): string {
  return how === "achieved"
    ? `The owner achieved the goal ${quoted(g.text)} on ${localDate(at, timeZone)}.`
    : `The owner dropped the goal ${quoted(g.text)} on ${localDate(at, timeZone)}; it is no longer pursued.`;
}

/** "Retraction: the earlier episode <id> about '…' was recorded by mistake; the owner did not commit to it." */
export function retractionProse(ids: string[], summary: string | null): string {
  const what = ids.length === 1 ? `the earlier episode ${ids[0]}` : `the earlier episodes ${ids.join(", ")}`;
  const about = summary ? ` about ${quoted(summary)}` : "";
  const verb = ids.length === 1 ? "was" : "were";
  return `Retraction: ${what}${about} ${verb} recorded by mistake; the owner did not commit to it.`;
}

/**
 * A fresh idempotency key: a random UUID written without dashes (dash-separated digit groups such
 * as "0087-4918-8155" read as a phone number to the outbound gate).
 */
export function newEpisodeKey(): string {
  return randomUUID().replace(/-/g, "");
}

/** Thread ops whose episode a turn handled again after a crash queues (if not queued yet). */
const REPLAYED: Partial<Record<OpOutcome["op"], OpOutcome["transition"]>> = { open: "opened", resolve: "resolved", drop: "dropped" };

/** An episode key fixed by what caused it (the same 32 hex digits as a new one). */
export function derivedEpisodeKey(ownerId: string, cause: string): string {
  return createHash("sha256").update(`${ownerId}\0${cause}`).digest("hex").slice(0, 32);
}

/** The episode's name: owner tag (not the owner id), thread and kind; never any owner text. */
export function episodeName(ownerId: string, kind: EpisodeKind, threadId: string | null): string {
  return `${EPISODE_NAME_PREFIX} ${ownerTag(ownerId)} ${threadId ?? "owner"} ${kind}`;
}

/** Where the episode came from, with its idempotency key (so it can be found by hand). */
export function sourceDescription(kind: EpisodeKind, threadId: string | null, key: string): string {
  return `ZOE chief-of-staff, ${kind}${threadId ? ` ${threadId.startsWith("g-") ? "goal" : "thread"} ${threadId}` : ""}; episode key ${key}`;
}

// ---------------------------------------------------------------------------------------------
// Queue state (pure helpers over the file's value)

const iso = z.string().refine((s) => !Number.isNaN(Date.parse(s)), "must be an ISO timestamp");
const KIND = z.enum(["opened", "resolved", "dropped", "decision", "retraction", "goal_set", "goal_achieved", "goal_dropped"]);

/** One episode waiting to be sent. */
export const QueueItemSchema = z.object({
  /** Idempotency key, created when queued; also the item's identity. */
  key: z.string().min(1),
  kind: KIND,
  threadId: z.string().nullable(),
  name: z.string(),
  /** The gated body (empty for a retraction: written at send time from what was sent). */
  body: z.string(),
  /** For a retraction: the thread's summary, to name what is retracted. */
  summary: z.string().nullable().default(null),
  /** For a retraction: keys of the episodes it retracts, and ids already known at untrack time. */
  retracts: z.array(z.string()).default([]),
  retractIds: z.array(z.string()).default([]),
  referenceTime: iso,
  queuedAt: iso,
  attempts: z.number().int().min(0),
  nextAttemptAt: iso,
  status: z.enum(["queued", "inflight"]),
  inflightSince: iso.nullable().default(null),
  lastError: z.string().nullable().default(null),
});
/** One episode waiting to be sent. */
export type QueueItem = z.infer<typeof QueueItemSchema>;

/** What became of an episode that left the queue. */
export const LedgerEntrySchema = z.object({
  key: z.string(),
  kind: KIND,
  threadId: z.string().nullable(),
  outcome: z.enum(["sent", "uncertain", "rejected", "blocked", "cancelled"]),
  episodeId: z.string().nullable(),
  /** Why it was not sent (never the offending text). */
  reason: z.string().nullable().default(null),
  at: iso,
  /** Whether the thread store reflects it yet (episode id or block reason). */
  recorded: z.boolean(),
});
/** What became of an episode that left the queue. */
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

/** The per-owner queue file. */
export const QueueFileSchema = z.object({
  version: z.literal(1),
  items: z.array(QueueItemSchema),
  ledger: z.array(LedgerEntrySchema),
  /** Episodes dropped because the queue was full, ever. */
  overflowDropped: z.number().int().min(0).default(0),
});
/** The per-owner queue file. */
export type QueueFile = z.infer<typeof QueueFileSchema>;

/** Default bound on queued episodes per owner. */
export const QUEUE_LIMIT = 500;
/** How many finished episodes are remembered (for retractions and the no-resend check). */
export const LEDGER_LIMIT = 1_000;

/** Exponential backoff with jitter: half the step fixed, half random. */
export function backoffMs(attempts: number, random: () => number, baseMs = MINUTE, capMs = 6 * HOUR): number {
  const step = Math.min(capMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

/** Add an item, dropping the oldest queued ones when full. Returns how many were dropped. */
export function pushBounded(state: QueueFile, item: QueueItem, limit: number): number {
  let dropped = 0;
  while (state.items.length >= limit) {
    const oldest = state.items.findIndex((i) => i.status === "queued");
    if (oldest === -1) break;
    const [gone] = state.items.splice(oldest, 1);
    if (gone) state.ledger.push(ledgerOf(gone, "cancelled", null, "queue full", new Date(item.queuedAt), true));
    dropped++;
  }
  state.items.push(item);
  state.overflowDropped += dropped;
  trimLedger(state);
  return dropped;
}

function ledgerOf(
  item: QueueItem,
  outcome: LedgerEntry["outcome"],
  episodeId: string | null,
  reason: string | null,
  at: Date,
  recorded: boolean,
): LedgerEntry {
  return { key: item.key, kind: item.kind, threadId: item.threadId, outcome, episodeId, reason, at: at.toISOString(), recorded };
}

function trimLedger(state: QueueFile): void {
  // Oldest recorded entries go first; unrecorded ones still owe the thread store an update.
  while (state.ledger.length > LEDGER_LIMIT) {
    const i = state.ledger.findIndex((e) => e.recorded);
    state.ledger.splice(i === -1 ? 0 : i, 1);
  }
}

/** The identifiers a retraction names, once nothing it retracts is still waiting; null = not yet. */
export function retractionTargets(state: QueueFile, item: QueueItem): string[] | null {
  if (item.retracts.some((k) => state.items.some((i) => i.key === k))) return null;
  const ids = [...item.retractIds];
  for (const k of item.retracts) {
    const e = state.ledger.find((l) => l.key === k);
    if (!e || (e.outcome !== "sent" && e.outcome !== "uncertain")) continue;
    const id = e.episodeId ?? `with key ${e.key}`;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------
// The service

/** What a flush did. */
export interface FlushReport {
  sent: number;
  /** Not taken now; stays queued for a later try. */
  deferred: number;
  /** Never sent: blocked by the gate, rejected as malformed, or a retraction with nothing to retract. */
  dropped: number;
  /** Left in flight by a crash or unanswered: may be stored, never resent. */
  uncertain: number;
  /** Still queued afterwards. */
  remaining: number;
}

const emptyReport = (): FlushReport => ({ sent: 0, deferred: 0, dropped: 0, uncertain: 0, remaining: 0 });
const addReports = (a: FlushReport, b: FlushReport): FlushReport => ({
  sent: a.sent + b.sent,
  deferred: a.deferred + b.deferred,
  dropped: a.dropped + b.dropped,
  uncertain: a.uncertain + b.uncertain,
  remaining: a.remaining + b.remaining,
});

/** How to build durable memory. */
export interface EpisodeQueueOptions {
  client: BonfireClient;
  owners: Owners;
  /** The owners whose queues `flush` drains. */
  ownerIds: string[];
  clock: Clock;
  logger: Logger;
  /** The owner's zone, for dates in episode prose. */
  timeZone: string;
  /** Default 500 queued episodes per owner. */
  queueLimit?: number;
  /** Jitter source in [0, 1); default Math.random. */
  random?: () => number;
  /** First retry delay (default 1 min) and cap (default 6 h). */
  backoff?: { baseMs?: number; capMs?: number };
  /** An item in flight this long at a flush was left by a crash (default 5 min, > write timeout). */
  staleInFlightMs?: number;
  /** Recall: time budget per turn (default 2.5 s) and minimum message length (default 12). */
  recall?: { timeoutMs?: number; minChars?: number; numResults?: number };
}

/** Durable memory for all owners: the concierge hooks, the queue and its flush. */
export class EpisodeQueue {
  private readonly opts: EpisodeQueueOptions;
  /** Per-owner chain of background work (enqueue, then flush), so order is kept. */
  private readonly chains = new Map<string, Promise<unknown>>();
  private readonly pending = new Set<Promise<unknown>>();
  /** Per owner, the tail of the episodes being queued (not sent): see `recorded`. */
  private readonly recordChains = new Map<string, Promise<void>>();
  private readonly recallHook: NonNullable<ConciergeHooks["recall"]>;
  private closed = false;

  constructor(opts: EpisodeQueueOptions) {
    this.opts = opts;
    this.recallHook = createRecall({ client: opts.client, logger: opts.logger, ...opts.recall });
  }

  /** Whether Bonfire is configured; when not, everything here is a no-op. */
  get enabled(): boolean {
    return this.opts.client.configured;
  }

  /** The concierge hooks this layer implements. */
  get hooks(): Pick<ConciergeHooks, "recall" | "onThreadOutcomes" | "onGoalOutcomes" | "onKeyDecisions" | "recorded"> {
    return {
      recorded: (owner) => this.recorded(owner),
      recall: this.recallHook,
      onGoalOutcomes: (owner, outcomes) => this.onGoalOutcomes(owner, outcomes),
      onThreadOutcomes: (owner, outcomes) => this.onThreadOutcomes(owner, outcomes),
      onKeyDecisions: (owner, decisions, opKey) => this.onKeyDecisions(owner, decisions, opKey),
    };
  }

  /** Thread transitions, already stored. Returns at once; the work happens in the background. */
  onThreadOutcomes(owner: OwnerContext, outcomes: OpOutcome[]): void {
    // An op a turn handled again after a crash had already applied: its episode may not have been
    // queued before the crash, so it is queued now, under the same key (never twice).
    const replayed = (o: OpOutcome): OpOutcome => (o.repeated && o.opKey && REPLAYED[o.op] ? { ...o, transition: REPLAYED[o.op] } : o);
    const relevant = outcomes.map(replayed).filter((o) => o.ok && o.thread && ["opened", "resolved", "dropped", "untracked"].includes(o.transition ?? ""));
    if (!relevant.length) return;
    if (!this.enabled) {
      this.opts.logger.debug({ event: "bonfire_noop", what: "thread_outcomes" }, "Bonfire not configured; no episode");
      return;
    }
    const at = this.opts.clock.now();
    // Snapshot now: the outcome's thread is the store's live object, and later ops mutate it.
    const snapshot = relevant.map((o) => ({ ...o, thread: deepCopy(o.thread) }));
    this.background(owner, async () => {
      for (const o of snapshot) await this.record(owner, o, at);
    });
  }

  /** Goal transitions, already stored: set, achieved, dropped, and undone (a retraction). Returns at once. */
  onGoalOutcomes(owner: OwnerContext, outcomes: GoalOutcome[]): void {
    const relevant = outcomes
      .map((o) => (o.replayOf ? { ...o, transition: o.replayOf } : o))
      .filter((o) => o.ok && o.goal && ["set", "achieved", "dropped", "undone"].includes(o.transition ?? ""));
    if (!relevant.length) return;
    if (!this.enabled) {
      this.opts.logger.debug({ event: "bonfire_noop", what: "goal_outcomes" }, "Bonfire not configured; no episode");
      return;
    }
    const at = this.opts.clock.now();
    const tz = this.opts.timeZone;
    const snapshot = relevant.map((o) => ({ transition: o.transition, goal: deepCopy(o.goal!) }));
    this.background(owner, async () => {
      for (const { transition, goal: g } of snapshot) {
        // Keyed by the goal and how far its log got, so a turn handled again queues none twice.
        const key = derivedEpisodeKey(owner.id, `goal:${g.id}:${transition}:${g.log.length}`);
        if (transition === "set") await this.enqueue(owner, "goal_set", g, goalSetProse(g, tz), new Date(g.created_at), key);
        else if (transition === "achieved") await this.enqueue(owner, "goal_achieved", g, goalClosedProse(g, "achieved", at, tz), at, key);
        else if (transition === "dropped") await this.enqueue(owner, "goal_dropped", g, goalClosedProse(g, "dropped", at, tz), at, key);
        else await this.untrack(owner, { id: g.id, summary: g.text, bonfire_episode_id: g.bonfire_episode_id }, at);
      }
    });
  }

  /**
   * Decisions the model marked as key. Returns at once. With `opKey` (the turn's idempotency key)
   * each decision's episode key is derived from it, so a turn handled again after a crash queues
   * none twice.
   */
  onKeyDecisions(owner: OwnerContext, decisions: KeyDecision[], opKey: string | null = null): void {
    if (!decisions.length) return;
    if (!this.enabled) {
      this.opts.logger.debug({ event: "bonfire_noop", what: "key_decisions" }, "Bonfire not configured; no episode");
      return;
    }
    const at = this.opts.clock.now();
    decisions = decisions.map((d) => ({ ...d }));
    this.background(owner, async () => {
      for (const [i, d] of decisions.entries()) {
        const key = opKey ? derivedEpisodeKey(owner.id, `${opKey}#decision:${i}`) : undefined;
        await this.enqueue(owner, "decision", null, decisionProse(d.text, at, this.opts.timeZone), at, key);
      }
    });
  }

  /**
   * Send what is due, for every owner (or the ones named). Called by the hourly tick; `start`
   * calls it once at start with backoff ignored. Never throws.
   */
  async flush(now: Date, opts: { ignoreBackoff?: boolean; ownerIds?: string[] } = {}): Promise<FlushReport> {
    let total = emptyReport();
    if (!this.enabled) return total;
    for (const id of opts.ownerIds ?? this.opts.ownerIds) {
      try {
        const owner = this.opts.owners.get(id);
        total = addReports(total, await this.chain(owner, () => this.flushOwner(owner, now, opts)));
      } catch (err) {
        this.opts.logger.error({ event: "bonfire_flush_failed", err }, "durable memory: flushing an owner's queue failed");
      }
    }
    return total;
  }

  /** Flush once at start (backoff ignored: a restart is a good moment to try again). */
  async start(): Promise<FlushReport> {
    return this.flush(this.opts.clock.now(), { ignoreBackoff: true });
  }

  /**
   * Resolves once every episode handed over so far for this owner is in its queue (sending it to
   * Bonfire comes later). The inbox waits for this before it marks a turn handled, so a crash
   * right after a turn cannot lose the episodes it caused. Never rejects.
   */
  recorded(owner: OwnerContext): Promise<void> {
    return this.recordChains.get(owner.id) ?? Promise.resolve();
  }

  /** Resolves when no background work is left (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  /** Finish background work and close the connection pool. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
    await this.opts.client.close();
  }

  /** The queue file for an owner (tests and `zoe status` read it). */
  queue(owner: OwnerContext): Document<QueueFile> {
    return owner.storage.document<QueueFile>({
      name: "bonfire-queue",
      schema: QueueFileSchema,
      initial: () => ({ version: 1 as const, items: [], ledger: [], overflowDropped: 0 }),
    });
  }

  // -------------------------------------------------------------------------------------------

  /** Run `job` after the owner's earlier background work; never rejects. */
  private chain<R>(owner: OwnerContext, job: () => Promise<R>): Promise<R> {
    const prev = this.chains.get(owner.id) ?? Promise.resolve();
    const next = prev.then(job, job);
    const settled = next.catch(() => undefined);
    this.chains.set(owner.id, settled);
    void settled.then(() => {
      if (this.chains.get(owner.id) === settled) this.chains.delete(owner.id);
    });
    return next;
  }

  /** Record, then flush this owner's queue, in the background. */
  private background(owner: OwnerContext, job: () => Promise<void>): void {
    // Queuing (local writes) runs at once, in order per owner, and never waits behind a send to
    // Bonfire: the turn that caused it waits for it (`recorded`) before it counts as handled.
    const before = this.recordChains.get(owner.id) ?? Promise.resolve();
    const recorded = before.then(job);
    const tail = recorded.catch(() => undefined);
    this.recordChains.set(owner.id, tail);
    void tail.then(() => {
      if (this.recordChains.get(owner.id) === tail) this.recordChains.delete(owner.id);
    });
    const p = this.chain(owner, async () => {
      await recorded;
      if (!this.closed) await this.flushOwner(owner, this.opts.clock.now(), {});
    }).catch((err: unknown) => {
      this.opts.logger.error({ event: "durable_memory_failed", err }, "durable memory: background work failed");
    });
    this.pending.add(p);
    void p.finally(() => this.pending.delete(p));
  }

  private async record(owner: OwnerContext, o: OpOutcome, at: Date): Promise<void> {
    const t = o.thread!;
    const tz = this.opts.timeZone;
    const key = o.opKey ? derivedEpisodeKey(owner.id, o.opKey) : undefined;
    switch (o.transition) {
      case "opened":
        return this.enqueue(owner, "opened", t, openedProse(t, tz), new Date(t.created_at), key);
      case "resolved":
        return this.enqueue(owner, "resolved", t, resolvedProse(t, at, tz), at, key);
      case "dropped":
        return this.enqueue(owner, "dropped", t, droppedProse(t, at, tz), at, key);
      case "untracked":
        return this.untrack(owner, t, at);
      default:
        return;
    }
  }

  /** Gate, then queue. A refused episode is recorded (reason only) and never queued. */
  private async enqueue(owner: OwnerContext, kind: EpisodeKind, thread: Pick<Thread, "id"> | null, prose: string, at: Date, fixedKey?: string): Promise<void> {
    const gate = this.opts.client.gate(prose);
    const threadId = thread?.id ?? null;
    if (!gate.ok) {
      await this.blocked(owner, kind, threadId, gate.reason);
      return;
    }
    if (gate.redacted) counters.inc("bonfire.episode_redacted");
    const now = this.opts.clock.now();
    const key = fixedKey ?? newEpisodeKey();
    const item: QueueItem = {
      key,
      kind,
      threadId,
      name: episodeName(owner.id, kind, threadId),
      body: gate.body,
      summary: null,
      retracts: [],
      retractIds: [],
      referenceTime: at.toISOString(),
      queuedAt: now.toISOString(),
      attempts: 0,
      nextAttemptAt: now.toISOString(),
      status: "queued",
      inflightSince: null,
      lastError: null,
    };
    const dropped = await this.queue(owner).update((state) =>
      // Queued (or sent) before, by a turn handled again after a crash: not again.
      state.items.some((i) => i.key === key) || state.ledger.some((l) => l.key === key) ? 0 : pushBounded(state, item, this.opts.queueLimit ?? QUEUE_LIMIT),
    );
    if (dropped) {
      counters.inc("bonfire.queue_overflow", dropped);
      this.opts.logger.warn({ event: "bonfire_queue_overflow", dropped }, `durable memory queue full: dropped ${dropped} oldest episode(s)`);
    }
  }

  private async blocked(owner: OwnerContext, kind: EpisodeKind, threadId: string | null, reason: string): Promise<void> {
    counters.inc("bonfire.episode_blocked");
    this.opts.logger.warn({ event: "episode_blocked", kind, threadId, reason }, "an episode was not sent to Bonfire: it did not pass the PII/secret gate");
    if (threadId) await this.markThread(owner, threadId, { blocked: reason });
  }

  /**
   * Undo an open: queued episodes about the thread are removed unsent; anything already sent (or
   * on its way) is followed by a retraction naming it.
   */
  private async untrack(owner: OwnerContext, t: Pick<Thread, "id" | "summary" | "bonfire_episode_id">, at: Date): Promise<void> {
    const now = this.opts.clock.now();
    const removed = await this.queue(owner).update((state) => {
      const mine = state.items.filter((i) => i.threadId === t.id && i.kind !== "retraction");
      const queued = mine.filter((i) => i.status === "queued");
      state.items = state.items.filter((i) => !queued.includes(i));
      for (const i of queued) state.ledger.push(ledgerOf(i, "cancelled", null, "untracked before it was sent", now, true));
      const retracts = [
        ...mine.filter((i) => i.status === "inflight").map((i) => i.key),
        ...state.ledger.filter((e) => e.threadId === t.id && (e.outcome === "sent" || e.outcome === "uncertain") && e.kind !== "retraction").map((e) => e.key),
      ];
      const retractIds = t.bonfire_episode_id && !state.ledger.some((e) => e.episodeId === t.bonfire_episode_id) ? [t.bonfire_episode_id] : [];
      if (retracts.length || retractIds.length) {
        const key = newEpisodeKey();
        pushBounded(
          state,
          {
            key,
            kind: "retraction",
            threadId: t.id,
            name: episodeName(owner.id, "retraction", t.id),
            body: "",
            summary: t.summary,
            retracts: [...new Set(retracts)],
            retractIds,
            referenceTime: at.toISOString(),
            queuedAt: now.toISOString(),
            attempts: 0,
            nextAttemptAt: now.toISOString(),
            status: "queued",
            inflightSince: null,
            lastError: null,
          },
          this.opts.queueLimit ?? QUEUE_LIMIT,
        );
      }
      trimLedger(state);
      return queued.length;
    });
    if (removed) this.opts.logger.info({ event: "episode_cancelled", threadId: t.id, count: removed }, "untracked: queued episodes removed unsent");
  }

  /** One owner's flush: send due items one by one; stop at the first sign Bonfire is down. */
  private async flushOwner(owner: OwnerContext, now: Date, opts: { ignoreBackoff?: boolean }): Promise<FlushReport> {
    const report = emptyReport();
    const file = this.queue(owner);
    const stale = this.opts.staleInFlightMs ?? 5 * MINUTE;
    const tried = new Set<string>();
    for (;;) {
      const claim = await file.update((state) => {
        telemetry.level("bonfire_queue_depth", owner.id, state.items.length);
        // Items left in flight by a crash: they may be stored, so they are never resent.
        for (const i of state.items.filter((x) => x.status === "inflight" && now.getTime() - Date.parse(x.inflightSince ?? x.queuedAt) >= stale)) {
          state.items.splice(state.items.indexOf(i), 1);
          state.ledger.push(ledgerOf(i, "uncertain", null, "left in flight (crash or no answer); not resent", now, false));
          report.uncertain++;
          counters.inc("bonfire.episode_uncertain");
          this.opts.logger.warn(
            { event: "episode_uncertain", kind: i.kind, threadId: i.threadId, key: i.key },
            "an episode was left in flight by an earlier run; it may be stored and is not resent",
          );
        }
        for (const item of state.items) {
          if (item.status !== "queued" || tried.has(item.key)) continue;
          if (!opts.ignoreBackoff && Date.parse(item.nextAttemptAt) > now.getTime()) continue;
          if (state.ledger.some((e) => e.key === item.key)) {
            state.items.splice(state.items.indexOf(item), 1); // already finished once: never twice
            return { retry: true as const };
          }
          let body = item.body;
          if (item.kind === "retraction") {
            const ids = retractionTargets(state, item);
            if (ids === null) continue;
            if (!ids.length) {
              state.items.splice(state.items.indexOf(item), 1);
              state.ledger.push(ledgerOf(item, "cancelled", null, "nothing to retract", now, true));
              report.dropped++;
              return { retry: true as const };
            }
            const named = this.opts.client.gate(retractionProse(ids, item.summary));
            body = named.ok ? named.body : retractionProse(ids, null);
          }
          item.status = "inflight";
          item.inflightSince = now.toISOString();
          item.attempts += 1;
          return { item: deepCopy(item), body };
        }
        trimLedger(state);
        return null;
      });
      if (claim === null) break;
      if ("retry" in claim) continue;
      const { item, body } = claim;
      tried.add(item.key);
      const res = await this.opts.client.createEpisode({
        name: item.name,
        body,
        sourceDescription: sourceDescription(item.kind, item.threadId, item.key),
        referenceTime: new Date(item.referenceTime),
        idempotencyKey: item.key,
      });
      const down = await file.update((state) => this.settle(state, item, res, now, report));
      if (down) break;
    }
    await this.recordLedger(owner);
    const state = await file.read();
    report.remaining = state.items.length;
    return report;
  }

  /** Record a send's answer in the queue (in the same transaction). Returns whether Bonfire is down. */
  private settle(state: QueueFile, sent: QueueItem, res: CreateResult, now: Date, report: FlushReport): boolean {
    const idx = state.items.findIndex((i) => i.key === sent.key);
    const item = state.items[idx];
    if (!item) return false;
    const { logger } = this.opts;
    /** The item leaves the queue for good: into the ledger, a counter, the flush report. */
    const retire = (outcome: "sent" | "uncertain" | "blocked" | "rejected", episodeId: string | null, reason: string | null, settled: boolean, tally: "sent" | "uncertain" | "dropped") => {
      state.items.splice(idx, 1);
      state.ledger.push(ledgerOf(item, outcome, episodeId, reason, now, settled));
      counters.inc(`bonfire.episode_${outcome}`);
      report[tally]++;
    };
    if (res.ok) {
      retire("sent", res.episodeId, null, item.threadId === null, "sent");
      logger.info({ event: "episode_sent", kind: item.kind, threadId: item.threadId, episodeId: res.episodeId }, "episode written to Bonfire");
      return false;
    }
    switch (res.kind) {
      case "unavailable":
      case "unconfigured": {
        item.status = "queued";
        item.inflightSince = null;
        item.lastError = res.reason;
        const b = this.opts.backoff ?? {};
        item.nextAttemptAt = new Date(now.getTime() + backoffMs(item.attempts, this.opts.random ?? Math.random, b.baseMs, b.capMs)).toISOString();
        counters.inc("bonfire.episode_deferred");
        report.deferred++;
        return true;
      }
      case "uncertain":
        retire("uncertain", null, res.reason, true, "uncertain");
        logger.warn({ event: "episode_uncertain", kind: item.kind, threadId: item.threadId, key: item.key }, "Bonfire did not answer in time; the episode may be stored and is not resent");
        return true;
      case "blocked":
        retire("blocked", null, res.reason, item.threadId === null, "dropped");
        logger.warn({ event: "episode_blocked", kind: item.kind, threadId: item.threadId, reason: res.reason }, "an episode was not sent to Bonfire: it did not pass the PII/secret gate");
        return false;
      case "rejected":
        retire("rejected", null, res.reason, true, "dropped");
        logger.warn({ event: "episode_rejected", kind: item.kind, threadId: item.threadId, reason: res.reason }, "Bonfire refused an episode; not retried");
        return false;
    }
  }

  /** Bring the thread store up to date with finished episodes (id or block reason). */
  private async recordLedger(owner: OwnerContext): Promise<void> {
    const file = this.queue(owner);
    const todo = (await file.read()).ledger.filter((e) => !e.recorded);
    for (const e of todo) {
      if (e.threadId && e.kind !== "retraction") {
        if (e.outcome === "sent" && e.episodeId) await this.markThread(owner, e.threadId, { episodeId: e.episodeId, opened: e.kind === "opened" });
        if (e.outcome === "blocked" && e.reason) await this.markThread(owner, e.threadId, { blocked: e.reason });
      }
      await file.update((state) => {
        const entry = state.ledger.find((x) => x.key === e.key);
        if (entry) entry.recorded = true;
      });
    }
  }

  private async markThread(owner: OwnerContext, threadId: string, change: { episodeId?: string; opened?: boolean; blocked?: string }): Promise<void> {
    // Goal episodes carry the goal's id where a thread's would be: its own store records them.
    if (threadId.startsWith("g-")) {
      await owner.goals.transact((goals) => {
        const g = goals.find((x) => x.id === threadId);
        if (!g) return;
        if (change.episodeId && !g.bonfire_episode_id) g.bonfire_episode_id = change.episodeId;
        if (change.blocked) g.episode_blocked = change.blocked;
      });
      return;
    }
    await noteEpisode(owner, threadId, change);
  }
}

/** Build durable memory from its settings (unconfigured Bonfire gives a EpisodeQueue that does nothing). */
export function createEpisodeQueue(deps: {
  /** Bonfire's connection settings, or null when it is not configured. */
  bonfire: Config["bonfire"];
  /** The owner's country for national phone numbers in the privacy gate. */
  region?: string | undefined;
  timeZone: string;
  owners: Owners;
  ownerIds: string[];
  clock: Clock;
  logger: Logger;
}): EpisodeQueue {
  const logger = deps.logger.child({ component: "bonfire" });
  return new EpisodeQueue({
    client: new BonfireClient({ settings: deps.bonfire, logger, ...(deps.region ? { region: deps.region } : {}) }),
    owners: deps.owners,
    ownerIds: deps.ownerIds,
    clock: deps.clock,
    logger,
    timeZone: deps.timeZone,
  });
}

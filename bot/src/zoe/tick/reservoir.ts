/**
 * Bounded deferral: a non-urgent thought that does not clear the bar is kept here, offered again
 * to later ticks as a candidate, and delivered in the next morning brief at the latest, then
 * dropped. Nothing is deferred forever (an item older than a day, or one that no longer makes
 * sense, is dropped), nothing is delivered twice (delivered ids are remembered for a while and
 * never deferred again).
 * Must never: hold an item past the brief that delivered it, or take back an item it delivered.
 */
import { z } from "zod";
import { DAY } from "../base/clock.ts";
import type { Document, Space } from "../storage/index.ts";
import type { Candidate } from "./candidates.ts";
import { CANDIDATE_KINDS } from "./kinds.ts";

/** The longest a thought waits: a brief comes every day, so only a disabled brief reaches this. */
export const DEFER_MAX_MS = DAY;
/** How long a delivered id is remembered (and so never deferred again). */
export const DELIVERED_KEPT_MS = 14 * DAY;

const FactsSchema = z.object({
  overdueMs: z.number().optional(),
  snoozeCount: z.number().optional(),
  repeat: z.boolean().optional(),
  silenceMs: z.number().optional(),
  minutesToStart: z.number().optional(),
  change: z.enum(["headsup", "moved", "cancelled"]).optional(),
  goalStep: z.enum(["draft", "breakdown", "question"]).optional(),
});

export const DeferredSchema = z.object({
  candidateId: z.string(),
  subject: z.string(),
  about: z.string(),
  reason: z.string(),
  deferredAt: z.string(),
  /** What the thought was, so a later tick can score it again (files from before this default to a check-in). */
  kind: z.enum(CANDIDATE_KINDS).default("checkin"),
  detail: z.string().optional(),
  threadId: z.string().nullable().default(null),
  facts: FactsSchema.default({}),
  /** Dropped after this instant even if no brief delivered it. */
  expiresAt: z.string().nullable().default(null),
});
export type Deferred = z.infer<typeof DeferredSchema>;

const FileSchema = z.object({
  version: z.literal(1),
  items: z.array(DeferredSchema),
  /** Ids already delivered (by a brief): never deferred again. */
  delivered: z.array(z.object({ candidateId: z.string(), at: z.string() })).default([]),
});
type ReservoirFile = z.infer<typeof FileSchema>;

/** A deferred record for a candidate (pure). */
export function deferredFrom(c: Candidate, now: Date): Deferred {
  return {
    candidateId: c.id,
    subject: c.subject,
    about: c.about,
    reason: c.reason,
    deferredAt: now.toISOString(),
    kind: c.kind,
    threadId: c.threadId,
    facts: { ...c.facts },
    ...(c.detail !== undefined ? { detail: c.detail } : {}),
    expiresAt: c.expiresAt ? c.expiresAt.toISOString() : null,
  };
}

/** The candidate a deferred item stands for, so a later tick can weigh it again (pure). */
export function candidateFrom(d: Deferred): Candidate {
  return {
    id: d.candidateId,
    kind: d.kind,
    subject: d.subject,
    threadId: d.threadId,
    about: d.about,
    reason: d.reason,
    facts: { ...d.facts },
    ...(d.detail !== undefined ? { detail: d.detail } : {}),
    deferrable: true,
    ...(d.expiresAt ? { expiresAt: new Date(d.expiresAt) } : {}),
  };
}

export interface StalenessContext {
  now: Date;
  /** When the owner last wrote, or null. */
  lastOwnerAt: Date | null;
  /** Ids of the threads still live (a Set, or `liveIdLookup`, which builds one only when asked). */
  liveThreadIds: { has(id: string): boolean };
}

/**
 * Why a deferred item no longer deserves to be said, or null when it still does (pure): too old,
 * past its own expiry, a check-in after the owner spoke again, or about a thread that is closed.
 */
export function staleReason(d: Deferred, ctx: StalenessContext): "expired" | "owner_spoke" | "thread_closed" | null {
  const now = ctx.now.getTime();
  if (now - Date.parse(d.deferredAt) > DEFER_MAX_MS) return "expired";
  if (d.expiresAt && Date.parse(d.expiresAt) <= now) return "expired";
  if (d.kind === "checkin" && ctx.lastOwnerAt && ctx.lastOwnerAt.getTime() > Date.parse(d.deferredAt)) return "owner_spoke";
  if (d.threadId && !ctx.liveThreadIds.has(d.threadId)) return "thread_closed";
  return null;
}

export class Reservoir {
  private readonly file: Document<ReservoirFile>;

  constructor(space: Space) {
    this.file = space.document({ name: "deferred", schema: FileSchema, initial: () => ({ version: 1 as const, items: [], delivered: [] }) });
  }

  async items(): Promise<Deferred[]> {
    return (await this.file.read()).items;
  }

  /** Ids a brief delivered lately (kept a while): a source whose thought the owner read there need not offer it again. */
  async deliveredIds(): Promise<Set<string>> {
    return new Set((await this.file.read()).delivered.map((d) => d.candidateId));
  }

  /** Keep a thought for the brief (once per candidate; never one that was already delivered). Returns whether it was added. */
  async defer(item: Deferred): Promise<boolean> {
    return this.file.update((s) => {
      if (s.items.some((i) => i.candidateId === item.candidateId)) return false;
      if (s.delivered.some((d) => d.candidateId === item.candidateId)) return false;
      s.items.push(item);
      return true;
    });
  }

  /** Forget items about a subject (it was pushed after all, or resolved). */
  async forgetSubject(subject: string): Promise<void> {
    if (!(await this.items()).some((i) => i.subject === subject)) return;
    await this.file.update((s) => {
      s.items = s.items.filter((i) => i.subject !== subject);
    });
  }

  /** Drop the items `stale` names (they no longer make sense); returns the ones dropped. */
  async prune(stale: (d: Deferred) => boolean): Promise<Deferred[]> {
    if (!(await this.items()).some(stale)) return [];
    return this.file.update((s) => {
      const dropped = s.items.filter(stale);
      s.items = s.items.filter((i) => !stale(i));
      return dropped;
    });
  }

  /**
   * Take every item for delivery: they leave the reservoir and are remembered as delivered in the
   * same transaction, so a tick running meanwhile cannot defer them again.
   */
  async drain(now: Date): Promise<Deferred[]> {
    return this.file.update((s) => {
      const taken = s.items.splice(0, s.items.length);
      const at = now.toISOString();
      s.delivered = s.delivered.filter((d) => now.getTime() - Date.parse(d.at) < DELIVERED_KEPT_MS);
      for (const i of taken) s.delivered.push({ candidateId: i.candidateId, at });
      return taken;
    });
  }

  /** Put items back (the brief that took them failed to send). */
  async restore(items: Deferred[]): Promise<void> {
    await this.file.update((s) => {
      const ids = new Set(items.map((i) => i.candidateId));
      s.delivered = s.delivered.filter((d) => !ids.has(d.candidateId));
      for (const i of items) if (!s.items.some((x) => x.candidateId === i.candidateId)) s.items.push(i);
    });
  }
}

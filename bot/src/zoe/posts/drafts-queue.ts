/**
 * The per-owner queue of build-in-public post drafts (`drafts.json`): written silently through
 * the day, pulled by the owner with /drafts, posted, regenerated or skipped one at a time, and
 * expired after three days. Every change is one JsonFile transaction (in-process queue,
 * inter-process lock, atomic write, last good copy kept). The pure helpers decide what is
 * pending, what has expired and what the daily notice may announce.
 * Must never: push a draft on its own, announce a draft more than 1 + MAX_RESENDS times, or
 * publish a draft twice (a Post claims the draft with `publishingAt` before it sends).
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { DAY, MINUTE } from "../base/clock.ts";
import type { OwnerContext } from "../owner.ts";
import type { Document, Space } from "../storage/index.ts";

/** An unanswered draft is never sent again: the daily notice announces each draft at most 1 + this many times. */
export const MAX_RESENDS = 0;
/** A pending draft expires this long after it was written. */
export const DRAFT_TTL_MS = 3 * DAY;
/** The design's ceiling on drafts a day. */
export const MAX_DRAFTS_PER_DAY = 7;
/** Drafts written a day unless ZOE_DRAFTS_PER_DAY says otherwise. */
export const DEFAULT_DRAFTS_PER_DAY = 3;
/** No new draft is written while this many wait: the owner is not reviewing them. */
export const MAX_PENDING = 10;
/** Finished drafts (posted, skipped, expired) kept on file for /status and debugging. */
export const HISTORY_KEPT = 100;
/** A Post in progress for longer than this is assumed to have died with its process. */
export const PUBLISH_STALE_MS = 2 * MINUTE;
/** Earlier takes kept on a draft, so a Regen does not come back with one of them. */
export const PREVIOUS_TAKES_KEPT = 3;

const iso = z.string().refine((s) => !Number.isNaN(Date.parse(s)), "must be an ISO timestamp");

/** A draft waits (pending) until the owner posts or skips it, or it expires. */
export const DRAFT_STATUSES = ["pending", "posted", "skipped", "expired"] as const;
/** One of DRAFT_STATUSES. */
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

/** One draft as stored in drafts.json. */
export const DraftSchema = z.object({
  id: z.string().regex(/^dr-[a-z0-9]{6,10}$/),
  createdAt: iso,
  /** The generation slot it was written for (at most one draft per slot). */
  slot: iso.nullable(),
  text: z.string().min(1),
  /** The material the draft was written from, already wrapped as evidence (Regen reuses it). */
  material: z.string(),
  status: z.enum(DRAFT_STATUSES),
  /** Earlier takes on the same material, newest last. */
  previous: z.array(z.string()).default([]),
  /** How many daily notices counted this draft. */
  announced: z.number().int().min(0).default(0),
  /** Set while a Post is in progress (the claim against a double tap or a second process). */
  publishingAt: iso.nullable().default(null),
  /** Failed publishing attempts, and the last failure in words the owner can read. */
  attempts: z.number().int().min(0).default(0),
  lastError: z.string().nullable().default(null),
  postedAt: iso.nullable().default(null),
  postedVia: z.enum(["webhook", "copy"]).nullable().default(null),
  /** What the webhook answered with, when it named the published post. */
  link: z.string().nullable().default(null),
  updatedAt: iso,
});
/** A stored draft. */
export type Draft = z.infer<typeof DraftSchema>;

/** The whole drafts.json file. */
export const DraftsFileSchema = z.object({ version: z.literal(1), drafts: z.array(DraftSchema) });
/** The parsed drafts.json file. */
export type DraftsFile = z.infer<typeof DraftsFileSchema>;

/** A new draft id: `dr-` and eight base-36 characters. */
export function newDraftId(random: () => string = () => randomBytes(6).readUIntBE(0, 6).toString(36)): string {
  return `dr-${random().padStart(8, "0").slice(-8)}`;
}

/** A freshly written, pending draft (never announced, never posted). */
export function newDraft(f: { text: string; material: string; createdAt: Date; slot: Date | null }): Draft {
  const at = f.createdAt.toISOString();
  return {
    id: newDraftId(),
    createdAt: at,
    slot: f.slot ? f.slot.toISOString() : null,
    text: f.text,
    material: f.material,
    status: "pending",
    previous: [],
    announced: 0,
    publishingAt: null,
    attempts: 0,
    lastError: null,
    postedAt: null,
    postedVia: null,
    link: null,
    updatedAt: at,
  };
}

/** Whether a draft is past its three days. */
export const isExpired = (d: Draft, now: Date): boolean => now.getTime() - Date.parse(d.createdAt) >= DRAFT_TTL_MS;

/** Pending drafts that have not expired, oldest first (the order /drafts shows them in). */
export function pendingDrafts(drafts: Draft[], now: Date): Draft[] {
  return drafts
    .filter((d) => d.status === "pending" && !isExpired(d, now))
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

/** Pending drafts the daily notice may still announce (each at most 1 + MAX_RESENDS times). */
export function announceable(drafts: Draft[], now: Date): Draft[] {
  return pendingDrafts(drafts, now).filter((d) => d.announced < 1 + MAX_RESENDS);
}

/** Whether a Post is in progress for this draft right now. */
export const isPublishing = (d: Draft, now: Date): boolean =>
  d.publishingAt !== null && now.getTime() - Date.parse(d.publishingAt) < PUBLISH_STALE_MS;

/**
 * Mark pending drafts past their three days expired and drop the oldest finished ones beyond the
 * history kept (mutates; returns how many expired).
 */
export function expireAndPrune(drafts: Draft[], now: Date): number {
  let expired = 0;
  for (const d of drafts) {
    if (d.status === "pending" && isExpired(d, now)) {
      d.status = "expired";
      d.updatedAt = now.toISOString();
      expired++;
    }
  }
  const finished = drafts.filter((d) => d.status !== "pending").sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt));
  const drop = new Set(finished.slice(0, Math.max(0, finished.length - HISTORY_KEPT)).map((d) => d.id));
  if (drop.size) drafts.splice(0, drafts.length, ...drafts.filter((d) => !drop.has(d.id)));
  return expired;
}

/** The outcome of trying to start a Post. */
export type PublishClaim = { ok: true; draft: Draft } | { ok: false; why: "missing" | "busy" | DraftStatus };

/** One owner's drafts. */
export class DraftQueue {
  private readonly file: Document<DraftsFile>;

  constructor(space: Space) {
    this.file = space.document({ name: "drafts", schema: DraftsFileSchema, initial: () => ({ version: 1 as const, drafts: [] }), pretty: true });
  }

  /** Every draft on file (pending and finished). */
  async all(): Promise<Draft[]> {
    return (await this.file.read()).drafts;
  }

  /** Pending drafts, oldest first. */
  async pending(now: Date): Promise<Draft[]> {
    return pendingDrafts(await this.all(), now);
  }

  /** One draft by id. */
  async get(id: string): Promise<Draft | undefined> {
    return (await this.all()).find((d) => d.id === id);
  }

  /** One transaction over the whole queue. */
  async transact<R>(fn: (drafts: Draft[]) => R | Promise<R>): Promise<R> {
    return this.file.update((s) => fn(s.drafts));
  }

  /** Expire old drafts; returns how many expired. */
  async expire(now: Date): Promise<number> {
    const all = await this.all();
    if (!all.some((d) => d.status === "pending" && isExpired(d, now)) && all.length <= HISTORY_KEPT + MAX_PENDING * 3) return 0;
    return this.transact((drafts) => expireAndPrune(drafts, now));
  }

  /** Add a draft unless one was already written for its slot; returns whether it was added. */
  async add(draft: Draft): Promise<boolean> {
    return this.transact((drafts) => {
      if (draft.slot && drafts.some((d) => d.slot === draft.slot)) return false;
      drafts.push(DraftSchema.parse(draft));
      return true;
    });
  }

  /** Change one pending draft; returns it as stored, or null when it is missing or no longer pending. */
  async updatePending(id: string, now: Date, fn: (d: Draft) => void): Promise<Draft | null> {
    return this.transact((drafts) => {
      const d = drafts.find((x) => x.id === id);
      if (!d || d.status !== "pending") return null;
      fn(d);
      d.updatedAt = now.toISOString();
      return { ...d };
    });
  }

  /** Claim a pending draft for publishing (refused while another Post of it is in progress). */
  async claimPublish(id: string, now: Date): Promise<PublishClaim> {
    return this.transact((drafts): PublishClaim => {
      const d = drafts.find((x) => x.id === id);
      if (!d) return { ok: false, why: "missing" };
      if (d.status !== "pending") return { ok: false, why: d.status };
      if (isExpired(d, now)) {
        d.status = "expired";
        d.updatedAt = now.toISOString();
        return { ok: false, why: "expired" };
      }
      if (isPublishing(d, now)) return { ok: false, why: "busy" };
      d.publishingAt = now.toISOString();
      d.updatedAt = now.toISOString();
      return { ok: true, draft: { ...d } };
    });
  }

  /** The Post went out. */
  async markPosted(id: string, now: Date, via: "webhook" | "copy", link: string | null = null): Promise<Draft | null> {
    return this.updatePending(id, now, (d) => {
      d.status = "posted";
      d.postedAt = now.toISOString();
      d.postedVia = via;
      d.link = link;
      d.publishingAt = null;
      d.lastError = null;
    });
  }

  /** The Post failed: the draft stays pending for a retry, with the reason. */
  async markPublishFailed(id: string, now: Date, error: string): Promise<Draft | null> {
    return this.updatePending(id, now, (d) => {
      d.publishingAt = null;
      d.attempts += 1;
      d.lastError = error;
    });
  }

  /** The owner skipped it. */
  async markSkipped(id: string, now: Date): Promise<Draft | null> {
    return this.updatePending(id, now, (d) => {
      d.status = "skipped";
      d.publishingAt = null;
    });
  }

  /** A new take replaces the text; the old one is kept so the next Regen avoids it. */
  async replaceText(id: string, now: Date, text: string): Promise<Draft | null> {
    return this.updatePending(id, now, (d) => {
      d.previous = [...d.previous, d.text].slice(-PREVIOUS_TAKES_KEPT);
      d.text = text;
      d.lastError = null;
    });
  }

  /** The daily notice counted these drafts. */
  async markAnnounced(ids: string[], now: Date): Promise<void> {
    await this.transact((drafts) => {
      for (const d of drafts) {
        if (ids.includes(d.id)) {
          d.announced += 1;
          d.updatedAt = now.toISOString();
        }
      }
    });
  }
}

const queues = new WeakMap<OwnerContext, DraftQueue>();

/** The owner's draft queue (one object per owner context). */
export function draftQueue(owner: OwnerContext): DraftQueue {
  let q = queues.get(owner);
  if (!q) {
    q = new DraftQueue(owner.storage);
    queues.set(owner, q);
  }
  return q;
}

/**
 * The owner's goals (`goals.json` for the open ones, `goals-archive.jsonl` for the closed ones,
 * through storage/hot-archive.ts as threads are): outcomes over weeks ("100 paying newsletter
 * subscribers by March"), not commitments with a due time. Each goal carries its review state:
 * when it was last reviewed, how many reviews in a row found nothing new, the last progress note,
 * the update not yet delivered, and a short log the owner (and the replay figures) can read.
 * Pure helpers decide when a goal is due for a review, when it rests and what a resting goal
 * says about itself; GoalStore is the one place goals are read and written.
 * Must never: lose a goal, review or push a resting goal, or start silently empty after
 * corruption (JsonFile moves a broken file aside and restores the last good copy).
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { DAY, HOUR, MINUTE } from "../base/clock.ts";
import { deepCopy } from "../base/copy.ts";
import { archiveRecordSchema, fromArchive, HotArchive, hotDocumentSchema, idTaken, type Space } from "../storage/index.ts";

export const GOAL_STATUSES = ["active", "resting", "achieved", "dropped"] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

/** A goal is reviewed at most once per this interval (hourly, inside the reasoning tick's slot). */
export const REVIEW_INTERVAL_MS = HOUR;
/** Slack for a tick that runs a little early (a catch-up, a re-check) within the hour. */
export const REVIEW_SLACK_MS = 5 * MINUTE;
/** After this many reviews in a row with no change the goal rests until the owner edits or wakes it. */
export const REST_AFTER_NO_CHANGE = 3;
/**
 * The main model reviews one goal at most this often; evidence waits (and accumulates) meanwhile,
 * and a review that only waits counts as neither change nor no change. With at most one decision
 * a day (one push a day per goal) an active goal costs at most two model calls a day.
 */
export const MODEL_REVIEW_GAP_MS = 20 * HOUR;
/** An update nobody delivered (no push, no brief) is dropped after this long. */
export const UPDATE_TTL_MS = DAY;
/** At most one push per goal per this interval, answered or not. */
export const GOAL_PUSH_INTERVAL_MS = DAY;
/** The goal's log keeps this many lines. */
export const GOAL_LOG_KEPT = 200;
/** Evidence keys (calendar events, recalled episodes) remembered as seen. */
export const SEEN_KEPT = 200;

const iso = z.string().refine((s) => !Number.isNaN(Date.parse(s)), "must be an ISO timestamp");

/** The one concrete next step a review may propose. */
export const NextStepSchema = z.object({
  kind: z.enum(["draft", "breakdown", "question"]),
  text: z.string().min(1).max(1200),
  /** For a breakdown: the steps, each one tap away from being a tracked thread. */
  steps: z.array(z.string().min(1).max(200)).max(6).default([]),
  /** The breakdown's steps were turned into threads. */
  accepted: z.boolean().default(false),
});
export type NextStep = z.infer<typeof NextStepSchema>;

/** A review's update that has not reached the owner yet (no push, no brief). */
export const PendingUpdateSchema = z.object({
  /** The candidate id for the tick (stable while the update waits). */
  id: z.string(),
  at: iso,
  note: z.string(),
  step: NextStepSchema.nullable(),
  /** What the review saw, in a few words ("a thread closed, 2 messages"). */
  why: z.string(),
  /** The decision model held it back: it is not offered again, the next brief lists it. */
  held: z.boolean().default(false),
});
export type PendingUpdate = z.infer<typeof PendingUpdateSchema>;

export const GOAL_LOG_WHAT = ["set", "edited", "review_no_change", "review_model", "review_model_no_change", "review_progress", "rested", "woken", "pushed", "held", "briefed", "expired", "achieved", "dropped"] as const;
export type GoalLogWhat = (typeof GOAL_LOG_WHAT)[number];

export const GoalSchema = z.object({
  id: z.string().regex(/^g-[a-z0-9]{4,8}$/),
  text: z.string().min(1).max(300),
  status: z.enum(GOAL_STATUSES),
  created_at: iso,
  updated_at: iso,
  /** The turn in which the owner stated it, when it came from conversation. */
  source_turn: z.string().nullable().default(null),
  /** Evidence after this instant is new to the next review (null: since the goal was set). */
  last_review_at: iso.nullable().default(null),
  last_model_review_at: iso.nullable().default(null),
  no_change_streak: z.number().int().min(0).default(0),
  /** Why the goal rests, in words the owner reads in /goals. */
  rest_reason: z.string().nullable().default(null),
  rested_at: iso.nullable().default(null),
  last_note: z.string().nullable().default(null),
  last_note_at: iso.nullable().default(null),
  next_step: NextStepSchema.nullable().default(null),
  pending: PendingUpdateSchema.nullable().default(null),
  last_push_at: iso.nullable().default(null),
  /** Threads opened from this goal's breakdowns (always bear on it). */
  thread_ids: z.array(z.string()).default([]),
  /** Evidence already counted (calendar instances, recalled episodes). */
  seen: z.array(z.string()).default([]),
  log: z.array(z.object({ at: iso, what: z.enum(GOAL_LOG_WHAT), detail: z.string().optional() })).default([]),
  bonfire_episode_id: z.string().nullable().default(null),
  episode_blocked: z.string().nullable().default(null),
});
export type Goal = z.infer<typeof GoalSchema>;

export const GoalsFileSchema = hotDocumentSchema("goals", GoalSchema);
export type GoalsFile = z.infer<typeof GoalsFileSchema>;

/** Goals ZOE still works on: active or resting. */
export const isOpenGoal = (g: Goal) => g.status === "active" || g.status === "resting";

/** A typable id: `g-` and four base-36 characters, unique within the store (`idTaken` of a transaction's list). */
export function newGoalId(taken: { has(id: string): boolean }, random: () => string = () => randomBytes(4).readUInt32BE(0).toString(36)): string {
  for (let len = 4; len <= 8; len++) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const id = `g-${random().padStart(len, "0").slice(-len)}`;
      if (!taken.has(id) && /^g-[a-z0-9]{4,8}$/.test(id)) return id;
    }
  }
  throw new Error("could not allocate a goal id");
}

/** A freshly set goal: active, never reviewed. */
export function newGoal(f: { id: string; text: string; createdAt: Date; sourceTurn?: string | null }): Goal {
  const at = f.createdAt.toISOString();
  return GoalSchema.parse({
    id: f.id,
    text: f.text,
    status: "active",
    created_at: at,
    updated_at: at,
    source_turn: f.sourceTurn ?? null,
    log: [{ at, what: "set" }],
  });
}

/** Append a line to a goal's log (bounded). */
export function logGoal(g: Goal, at: Date, what: GoalLogWhat, detail?: string): void {
  g.log.push(detail ? { at: at.toISOString(), what, detail } : { at: at.toISOString(), what });
  if (g.log.length > GOAL_LOG_KEPT) g.log.splice(0, g.log.length - GOAL_LOG_KEPT);
}

/** Find a goal by id, forgiving case and a missing `g-` prefix (in a transaction, in the archive too). */
export function findGoal(goals: Goal[], id: string): Goal | undefined {
  const want = `g-${id.trim().toLowerCase().replace(/^g-?/, "")}`;
  return goals.find((g) => g.id === want) ?? fromArchive(goals, want);
}

/** Where new evidence starts for the next review. */
export const reviewSince = (g: Goal): Date => new Date(g.last_review_at ?? g.created_at);

/** Whether an active goal is due for its hourly review at `now` (pure). */
export function reviewDue(g: Goal, now: Date): boolean {
  if (g.status !== "active") return false;
  const last = g.last_review_at ?? g.created_at;
  return now.getTime() - Date.parse(last) >= REVIEW_INTERVAL_MS - REVIEW_SLACK_MS;
}

/** Whether the main model may review the goal now (at most once per MODEL_REVIEW_GAP_MS). */
export function modelReviewAllowed(g: Goal, now: Date): boolean {
  return !g.last_model_review_at || now.getTime() - Date.parse(g.last_model_review_at) >= MODEL_REVIEW_GAP_MS;
}

/** Put a goal to rest (no reviews, pushes or model calls) with a reason the owner can read. */
export function restGoal(g: Goal, now: Date, reason: string): void {
  g.status = "resting";
  g.rest_reason = reason;
  g.rested_at = now.toISOString();
  // An update not delivered yet still reaches the next brief; the goal itself goes quiet.
  g.updated_at = now.toISOString();
  logGoal(g, now, "rested", reason);
}

/** Wake a resting goal (an edit or the owner's word): reviews start again from now. */
export function wakeGoal(g: Goal, now: Date, why: string): boolean {
  if (g.status !== "resting") return false;
  g.status = "active";
  g.rest_reason = null;
  g.rested_at = null;
  g.no_change_streak = 0;
  g.last_review_at = now.toISOString();
  g.updated_at = now.toISOString();
  logGoal(g, now, "woken", why);
  return true;
}

/** Record a review that found nothing new; the third in a row rests the goal. Returns whether it now rests. */
export function recordNoChange(g: Goal, now: Date, what: "review_no_change" | "review_model_no_change", restReason: (streak: number) => string): boolean {
  g.no_change_streak += 1;
  g.last_review_at = now.toISOString();
  logGoal(g, now, what);
  if (g.no_change_streak >= REST_AFTER_NO_CHANGE) {
    restGoal(g, now, restReason(g.no_change_streak));
    return true;
  }
  return false;
}

/** Remember evidence keys as seen (bounded, newest kept). */
export function markSeen(g: Goal, keys: string[]): void {
  for (const k of keys) if (!g.seen.includes(k)) g.seen.push(k);
  if (g.seen.length > SEEN_KEPT) g.seen.splice(0, g.seen.length - SEEN_KEPT);
}

/** One stretch of a goal's life: active or resting, [from, to) in epoch milliseconds. */
export interface GoalInterval {
  state: "active" | "resting";
  from: number;
  to: number;
}

/** The goal's active and resting stretches inside [from, to], from its log (pure). */
export function goalIntervals(g: Goal, from: number, to: number): GoalInterval[] {
  type State = "none" | "active" | "resting";
  const out: GoalInterval[] = [];
  let state = "none" as State;
  let since = from;
  const close = (at: number) => {
    const a = Math.max(from, since);
    const b = Math.min(to, at);
    if (b > a && state !== "none") out.push({ state, from: a, to: b });
  };
  for (const l of g.log) {
    const at = Date.parse(l.at);
    const next: State =
      l.what === "set" || l.what === "woken" ? "active" : l.what === "rested" ? "resting" : l.what === "achieved" || l.what === "dropped" ? "none" : state;
    if (next !== state) {
      close(at);
      state = next;
      since = at;
    }
  }
  close(to);
  return out;
}

/** A goal as the archive keeps it: closed (achieved, dropped), or forgotten by the owner (undone), shown nowhere. */
export const ArchivedGoalSchema = archiveRecordSchema(GoalSchema, "forgotten");
export type ArchivedGoal = z.infer<typeof ArchivedGoalSchema>;

const byCreation = (a: Goal, b: Goal) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0);

/**
 * One owner's goals: the open ones (active, resting) in the hot document (`goals.json` on the
 * files backend, pretty-printed so an owner may read it by hand, and small however many goals
 * were closed), closed and forgotten ones appended to the archive (`goals-archive.jsonl`) when a
 * transaction closes, changes or takes them out, never rewritten (storage/hot-archive.ts holds the
 * rules: archive before the hot commit, the hot copy wins, a later record supersedes).
 */
export class GoalStore {
  private readonly store: HotArchive<Goal, "goals", "forgotten">;

  constructor(space: Space) {
    this.store = new HotArchive(space, {
      hot: { name: "goals", key: "goals", schema: GoalsFileSchema, pretty: true },
      archive: { name: "goals-archive", flag: "forgotten", schema: ArchivedGoalSchema },
      isOpen: isOpenGoal,
      // An owner closes a few dozen goals in a lifetime: a transaction holds every one of them.
      recentClosed: Number.POSITIVE_INFINITY,
      order: byCreation,
    });
  }

  /** Every goal the owner has (open and closed; forgotten ones are gone), oldest first. */
  all(): Promise<Goal[]> {
    return this.store.all();
  }

  /** Active and resting goals. */
  open(): Promise<Goal[]> {
    return this.store.open();
  }

  /**
   * One transaction over every goal (open and closed, oldest first): `fn` mutates the list
   * (setting, closing, changing, taking one out to forget it). Closed, changed and forgotten goals
   * are appended to the archive before the hot document is committed with the open ones only.
   */
  transact<R>(fn: (goals: Goal[]) => R | Promise<R>): Promise<R> {
    return this.store.transact(fn);
  }

  /**
   * Move the closed goals an older store kept in `goals.json` to the archive, keeping a copy of the
   * file first. Runs at start; a no-op once done.
   */
  migrate(): Promise<number> {
    return this.store.migrate();
  }

  /**
   * Bring in goals kept under another owner (the terminal's, on pairing: access/carry.ts), in one
   * transaction: each one whose id this store does not have and never had (one the owner took
   * out stays out), so a run again adds nothing twice. Returns how many were added.
   */
  adopt(items: readonly Goal[]): Promise<number> {
    return this.store.transact((list) => {
      const taken = idTaken(list);
      const fresh = items.filter((x) => !taken.has(x.id));
      list.push(...fresh.map((x) => deepCopy(x)));
      return fresh.length;
    });
  }
}

/**
 * The per-owner GitHub document (`github.json` on the files backend): the deliveries already
 * received (de-duplication by X-GitHub-Delivery, shared by every instance through the storage
 * port), the queue of received events not yet handled, and what the rules keep between events
 * (the owner's recent pushes, the red default branches, reviews waiting, recent closures).
 * One document on purpose: handling an event folds it into the state and takes it off the queue
 * in one transaction, so a crash leaves it either queued or handled, never lost nor done twice.
 * Must never: hold a payload (only the small events of events.ts), or grow without bound.
 */
import { z } from "zod";
import { DAY } from "../base/clock.ts";
import { GithubEventSchema } from "./events.ts";

/** The document's name in the owner's space. */
export const GITHUB_DOC = "github";
/** Delivery ids kept for de-duplication: this many at most, and for this long. */
export const SEEN_MAX = 5_000;
export const SEEN_MS = 30 * DAY;
/** Received events waiting to be handled: beyond this many the oldest ones are refused (503), never dropped. */
export const QUEUE_MAX = 1_000;

const Iso = z.string();

export const QueuedSchema = z.object({ id: z.string(), at: Iso, event: GithubEventSchema });
export type Queued = z.infer<typeof QueuedSchema>;

export const RedSchema = z.object({
  repo: z.string(),
  branch: z.string(),
  /** The first failure of the streak: the streak's name, so each streak is one candidate. */
  since: Iso,
  sha: z.string(),
  /** Checks failing now; the streak ends when the last of them passes. */
  failing: z.array(z.string()),
  commit: z.string(),
});
export type Red = z.infer<typeof RedSchema>;

export const WaitingSchema = z.object({
  kind: z.enum(["review_requested", "changes_requested"]),
  repo: z.string(),
  number: z.number().int(),
  title: z.string(),
  since: Iso,
});
export type Waiting = z.infer<typeof WaitingSchema>;

export const ClosureSchema = z.object({
  kind: z.enum(["merged", "closed"]),
  repo: z.string(),
  number: z.number().int(),
  title: z.string(),
  at: Iso,
});
export type Closure = z.infer<typeof ClosureSchema>;

export const GithubStateSchema = z.object({
  version: z.literal(1),
  seen: z.array(z.object({ id: z.string(), at: Iso })),
  queue: z.array(QueuedSchema),
  ownerPushes: z.array(z.object({ repo: z.string(), sha: z.string(), at: Iso })),
  red: z.array(RedSchema),
  waiting: z.array(WaitingSchema),
  closures: z.array(ClosureSchema),
});
export type GithubState = z.infer<typeof GithubStateSchema>;

export const emptyGithubState = (): GithubState => ({ version: 1, seen: [], queue: [], ownerPushes: [], red: [], waiting: [], closures: [] });

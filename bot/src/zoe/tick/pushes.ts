/**
 * The record of every message ZOE sent first (a "push"): kind, thread, reason, score, and whether
 * the owner answered. Replies and button presses are linked back to it; the self-throttle, /why,
 * /stats and the replay scorer read it.
 * A push withheld in doubt (schedule/push-journal.ts: it may have reached the owner and the chat
 * could not tell) is recorded too, unconfirmed and without a message id: it counts as said for the
 * no-repeat guards and the cool-downs. One push is one record, whoever records it: keyed by its
 * journal key (and its Telegram message), so the sender that hears back late confirms the record
 * instead of adding a second one.
 * Must never: forget a push that is still waiting for an answer, or hold two records of one push.
 */
import { z } from "zod";
import type { Document, Space } from "../storage/index.ts";
import { CANDIDATE_KINDS } from "./kinds.ts";

/** Every candidate kind (tick/kinds.ts) is a push kind; the rest are ZOE's scheduled messages. */
export const PUSH_KINDS = [...CANDIDATE_KINDS, "brief", "reflection", "drafts", "notice"] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const PushSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(PUSH_KINDS),
  threadId: z.string().nullable(),
  /** The subject for cool-downs and de-duplication ("thread:th-ab12", "checkin", "calendar:uid"). */
  subject: z.string(),
  messageId: z.string().nullable(),
  text: z.string(),
  /** Why ZOE spoke, in words the owner can read (/why). */
  reason: z.string(),
  score: z.number().nullable(),
  threshold: z.number().nullable(),
  answeredAt: z.string().nullable(),
  /** How it was answered: a button, a reply, or the owner's next message. */
  answer: z.string().nullable(),
  /**
   * The key it was journaled under (`SlotPushes`: the run's key and its number in the run), one
   * record per key. Absent: made outside a scheduled run, or recorded before keys were kept.
   */
  journalKey: z.string().optional(),
  /**
   * Withheld in doubt: it may have reached the owner, and the chat could not tell (so no message
   * id). Said, for every guard; dropped when its sender hears back from the channel after all.
   */
  unconfirmed: z.literal(true).optional(),
});
export type Push = z.infer<typeof PushSchema>;

const PushesFileSchema = z.object({ version: z.literal(1), pushes: z.array(PushSchema) });

/** Pushes kept on file; older ones live on in the decision log. */
export const PUSHES_KEPT = 500;

/**
 * Put `push` among `pushes` (pure, in place): a push already on record under the same journal key
 * or for the same message is the same push, and is kept (given the message id, and confirmed, when
 * it was recorded unconfirmed and `push` has one). Returns the record kept.
 */
export function recordPush(pushes: Push[], push: Push): Push {
  const known = pushes.find((p) => (push.journalKey !== undefined && p.journalKey === push.journalKey) || (push.messageId !== null && p.messageId === push.messageId));
  if (!known) {
    pushes.push(push);
    if (pushes.length > PUSHES_KEPT) pushes.splice(0, pushes.length - PUSHES_KEPT);
    return push;
  }
  if (known.messageId === null && push.messageId !== null) {
    known.messageId = push.messageId;
    delete known.unconfirmed;
  }
  if (known.journalKey === undefined && push.journalKey !== undefined) known.journalKey = push.journalKey;
  return structuredClone(known);
}

export class PushLog {
  private readonly file: Document<z.infer<typeof PushesFileSchema>>;

  constructor(space: Space) {
    this.file = space.document({ name: "pushes", schema: PushesFileSchema, initial: () => ({ version: 1 as const, pushes: [] }) });
  }

  async all(): Promise<Push[]> {
    return (await this.file.read()).pushes;
  }

  /**
   * Record a push (`recordPush`): one already recorded under its journal key or for its Telegram
   * message (a push in doubt that another run found, or withheld) is kept instead, confirmed when
   * `push` carries the message id it lacked. Returns the push on record.
   */
  async add(push: Push): Promise<Push> {
    return this.file.update((s) => recordPush(s.pushes, push));
  }

  /** Mark the pushes matching `pred` as answered (once); returns the ones that changed. */
  async markAnswered(pred: (p: Push) => boolean, at: Date, answer: string): Promise<Push[]> {
    return this.file.update((s) => {
      const changed: Push[] = [];
      for (const p of s.pushes) {
        if (!p.answeredAt && pred(p)) {
          p.answeredAt = at.toISOString();
          p.answer = answer;
          changed.push(p);
        }
      }
      return changed;
    });
  }

  async update(fn: (pushes: Push[]) => void): Promise<void> {
    await this.file.update((s) => fn(s.pushes));
  }
}

/**
 * The record of every message ZOE sent first (a "push"): kind, thread, reason, score, and whether
 * the owner answered. Replies and button presses are linked back to it; the self-throttle, /why,
 * /stats and the replay scorer read it.
 * Must never: forget a push that is still waiting for an answer.
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
});
export type Push = z.infer<typeof PushSchema>;

const PushesFileSchema = z.object({ version: z.literal(1), pushes: z.array(PushSchema) });

/** Pushes kept on file; older ones live on in the decision log. */
export const PUSHES_KEPT = 500;

export class PushLog {
  private readonly file: Document<z.infer<typeof PushesFileSchema>>;

  constructor(space: Space) {
    this.file = space.document({ name: "pushes", schema: PushesFileSchema, initial: () => ({ version: 1 as const, pushes: [] }) });
  }

  async all(): Promise<Push[]> {
    return (await this.file.read()).pushes;
  }

  /**
   * Record a push; one already recorded for the same Telegram message (a push in doubt that
   * another run found and recorded) is kept instead. Returns the push on record.
   */
  async add(push: Push): Promise<Push> {
    return this.file.update((s) => {
      const known = push.messageId === null ? undefined : s.pushes.find((p) => p.messageId === push.messageId);
      if (known) return structuredClone(known);
      s.pushes.push(push);
      if (s.pushes.length > PUSHES_KEPT) s.pushes.splice(0, s.pushes.length - PUSHES_KEPT);
      return push;
    });
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

/**
 * What a replay saw ZOE push: the pushes read back from the owner's push log as the replay moves
 * on, with the thread each one is about. (The messages themselves are recorded by the replay's
 * channel, test-support/capture-channel.ts.)
 * Must never: drop a push, or take part in any decision.
 */
import type { OwnerContext } from "../owner.ts";
import { KINDS, type CandidateKind } from "../tick/index.ts";

/** One push from the owner's push log, with the summary of its thread at the time. */
export interface CapturedPush {
  id: string;
  at: number;
  kind: string;
  threadId: string | null;
  summary: string | null;
  text: string;
  messageId: string | null;
}

/** Reads new pushes from an owner's push log as the replay moves on (the log keeps the last 500). */
export class PushCollector {
  readonly pushes: CapturedPush[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly owner: OwnerContext) {}

  /** Take every push not seen before; returns the new ones. */
  async collect(): Promise<CapturedPush[]> {
    const log = await this.owner.pushes.all();
    const fresh = log.filter((p) => !this.seen.has(p.id));
    if (!fresh.length) return [];
    const threads = fresh.some((p) => p.threadId) ? await this.owner.threads.all() : [];
    const out = fresh.map((p) => {
      this.seen.add(p.id);
      return {
        id: p.id,
        at: Date.parse(p.at),
        // Scored by the name scenarios give it (a snoozed follow-up is a "nudge"): tick/kinds.ts `harness`.
        kind: p.kind in KINDS ? KINDS[p.kind as CandidateKind].harness : p.kind,
        threadId: p.threadId,
        summary: p.threadId ? (threads.find((t) => t.id === p.threadId)?.summary ?? null) : null,
        text: p.text,
        messageId: p.messageId,
      };
    });
    this.pushes.push(...out);
    return out;
  }
}

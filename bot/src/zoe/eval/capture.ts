/**
 * The replay's channel: it delivers nothing, it records. Every message ZOE sends (pushes, replies)
 * is kept with the simulated time it was sent, and pushes are read back from the owner's push log
 * with the thread each one is about.
 * Must never: drop a message, or take part in any decision.
 */
import type { Channel, Conversation, InboundHandler, OutMessage, Sent } from "../channels/index.ts";
import type { Clock } from "../base/clock.ts";
import type { OwnerContext } from "../owner.ts";

/** One message as the owner received it. */
export interface CapturedMessage {
  at: number;
  messageId: string;
  text: string;
  /** A push (sent first) or a reply to the owner. */
  via: "send" | "reply";
  buttons: string[];
}

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

export class CaptureChannel implements Channel {
  readonly kind = "terminal" as const;
  readonly messages: CapturedMessage[] = [];
  private seq = 0;

  constructor(private readonly clock: Clock) {}

  private record(msg: OutMessage, via: CapturedMessage["via"]): Sent {
    const messageId = `m${++this.seq}`;
    this.messages.push({
      at: this.clock.now().getTime(),
      messageId,
      text: msg.text,
      via,
      buttons: (msg.buttons ?? []).flat().map((b) => b.data),
    });
    return { messageId };
  }

  async start(_handler: InboundHandler): Promise<void> {}

  async stop(): Promise<void> {}

  async send(_ownerId: string, msg: OutMessage): Promise<Sent> {
    return this.record(msg, "send");
  }

  /** The conversation one inbound event is answered on. */
  conversation(): Conversation {
    return {
      reply: async (msg) => this.record(msg, "reply"),
      typing: () => () => undefined,
      ack: async () => undefined,
      clearButtons: async () => undefined,
    };
  }
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
        kind: p.kind,
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

/**
 * The test channel: it delivers nothing, it records. Every message ZOE sends (pushes through
 * `send`, replies inside a conversation) is kept with the address it went to and the time it was
 * sent, and a test plays the owner through it (`ownerSays`, `press`). The one stand-in channel of
 * the tests, the tick harness and the replay harness; it passes the same contract as the real
 * channels (channels/__tests__/contract.e2e.test.ts).
 * Must never: drop a message, or take part in any decision.
 */
import type { Address, Button, Channel, Conversation, Inbound, InboundHandler, OutMessage, Sent } from "../channels/index.ts";
import { systemClock, type Clock } from "../base/clock.ts";

/** One message ZOE sent: a push (`send`) or a reply inside a conversation. */
export interface Said {
  via: "send" | "reply";
  at: Date;
  to: Address;
  messageId: string;
  text: string;
  buttons: Button[][];
}

export interface CaptureOptions {
  /** Stamps each message (default: the system clock). */
  clock?: Clock;
  /** The channel's name in addresses (default "capture"). */
  name?: string;
  /** The user id `ownerSays` and `press` write as (default "4242"). */
  owner?: string;
  /**
   * The id of each message ZOE sends through it. Default: unique in the process (so restarts on
   * one home, and several instances of one owner, never reuse an id).
   */
  messageIds?: () => string;
}

/** Channels made in this process, so default message ids stay unique across restarts on one home. */
let channelsMade = 0;

/** A Channel that records everything ZOE says and lets a test play the owner. */
export class CaptureChannel implements Channel {
  readonly name: string;
  readonly said: Said[] = [];
  /** Messages whose buttons ZOE cleared. */
  readonly cleared: string[] = [];
  /** Messages ZOE showed anew, with their new content. */
  readonly edited: Array<{ messageId: string; msg: OutMessage }> = [];
  /** The toasts ZOE answered button presses with (undefined: a silent answer). */
  readonly acks: Array<string | undefined> = [];
  /** When set, `send` fails this many more times (a channel that cannot deliver a push). */
  failSends = 0;
  private handler: InboundHandler | null = null;
  private readonly clock: Clock;
  private readonly owner: string;
  private readonly nextId: () => string;
  private inbound = 0;
  /** Handlers running now: stop() waits for them, as every channel's does. */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(opts: CaptureOptions = {}) {
    this.name = opts.name ?? "capture";
    this.clock = opts.clock ?? systemClock;
    this.owner = opts.owner ?? "4242";
    const prefix = `c${++channelsMade}-`;
    let seq = 0;
    this.nextId = opts.messageIds ?? (() => `${prefix}${++seq}`);
  }

  async start(handler: InboundHandler): Promise<void> {
    this.handler = handler;
  }

  async stop(): Promise<void> {
    this.handler = null;
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Each owner's own chat: the chat named after them. */
  addressOf(ownerId: string): Address {
    return { channel: this.name, chat: ownerId };
  }

  private record(via: Said["via"], to: Address, msg: OutMessage): Sent {
    const messageId = this.nextId();
    this.said.push({ via, at: this.clock.now(), to, messageId, text: msg.text, buttons: msg.buttons ?? [] });
    return { messageId };
  }

  async send(to: Address, msg: OutMessage): Promise<Sent> {
    if (this.failSends > 0) {
      this.failSends--;
      throw new Error("channel down");
    }
    return this.record("send", to, msg);
  }

  /** The conversation an event is answered on (default: the owner's chat). */
  conversation(event?: Inbound): Conversation {
    const to = event?.address ?? this.addressOf(this.owner);
    return {
      reply: async (msg) => this.record("reply", to, msg),
      typing: () => () => undefined,
      ack: async (text) => void this.acks.push(text),
      clearButtons: async (id) => void this.cleared.push(id),
      edit: async (messageId, msg) => void this.edited.push({ messageId, msg }),
    };
  }

  private async deliver(event: Inbound): Promise<Said[]> {
    if (!this.handler) throw new Error("channel not started");
    const before = this.said.length;
    const work = this.handler(event, this.conversation(event));
    this.inFlight.add(work);
    try {
      await work;
    } finally {
      this.inFlight.delete(work);
    }
    return this.said.slice(before);
  }

  /** The owner writes `text` now; resolves with what ZOE answered to it. */
  ownerSays(text: string, replyToMessageId?: string): Promise<Said[]> {
    return this.deliver({
      kind: "text",
      userId: this.owner,
      address: this.addressOf(this.owner),
      text,
      messageId: `in-${++this.inbound}`,
      at: this.clock.now(),
      ...(replyToMessageId ? { replyToMessageId } : {}),
    });
  }

  /** The owner presses a button (on the latest message carrying it unless `messageId` is given). */
  press(data: string, messageId?: string): Promise<Said[]> {
    const target = messageId ?? [...this.said].reverse().find((s) => s.buttons.some((row) => row.some((b) => b.data === data)))?.messageId;
    if (!target) throw new Error(`no message carries a button "${data}"`);
    return this.deliver({ kind: "button", userId: this.owner, address: this.addressOf(this.owner), data, messageId: target, at: this.clock.now() });
  }

  /** Only what ZOE said first (pushes, including briefs). */
  pushes(): Said[] {
    return this.said.filter((s) => s.via === "send");
  }

  /** Only ZOE's answers. */
  replies(): Said[] {
    return this.said.filter((s) => s.via === "reply");
  }
}

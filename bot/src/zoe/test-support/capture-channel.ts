/**
 * The test channel: it delivers nothing, it records. Every message ZOE sends (pushes through
 * `send`, replies inside a conversation) is kept with the address it went to and the time it was
 * sent, and a test plays the owner through it (`ownerSays`, `press`). The one stand-in channel of
 * the tests, the tick harness and the replay harness; it passes the same contract as the real
 * channels (channels/__tests__/contract.e2e.test.ts). Asked to, it keeps a push's delivery
 * journal as the Telegram channel does, and holds a send's answer (the sender has not heard back).
 * Must never: drop a message, or take part in any decision but the one a chat makes of a message
 * in doubt (`journal.search`).
 */
import { PushWithheldError, type Address, type Button, type Channel, type Conversation, type Inbound, type InboundHandler, type OutMessage, type ReplyJournal, type Sent } from "../channels/index.ts";
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
  /**
   * Keep the delivery journal a scheduled push carries, as the Telegram channel does (default:
   * ignored, the push only recorded): a push an earlier run delivered is not said again, each is
   * noted right before and the instant after it goes out, and one in doubt is answered as
   * `search` says the chat answers: "cannot tell" (Telegram behind a server that answers every
   * edit "ok": the push is withheld) or "absent" (it is sent again).
   */
  journal?: { search: "cannot tell" | "absent" };
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
  private readonly journaled: CaptureOptions["journal"];
  /** Sends whose answer is held (`holdNext`), in order. */
  private readonly holds: Array<{ taken: () => void; released: Promise<void> }> = [];
  /** Handlers running now: stop() waits for them, as every channel's does. */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(opts: CaptureOptions = {}) {
    this.name = opts.name ?? "capture";
    this.clock = opts.clock ?? systemClock;
    this.owner = opts.owner ?? "4242";
    const prefix = `c${++channelsMade}-`;
    let seq = 0;
    this.nextId = opts.messageIds ?? (() => `${prefix}${++seq}`);
    this.journaled = opts.journal;
  }

  /**
   * Hold the answer to the next `send`: the message is taken (it is in `said`, `taken` resolves)
   * and its sender does not hear back until `release`: a push in the window where it may be out.
   */
  holdNext(): { taken: Promise<void>; release: () => void } {
    let taken!: () => void;
    let release!: () => void;
    const tookIt = new Promise<void>((r) => (taken = r));
    const released = new Promise<void>((r) => (release = r));
    this.holds.push({ taken, released });
    return { taken: tookIt, release };
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

  async send(to: Address, msg: OutMessage, journal?: ReplyJournal): Promise<Sent> {
    if (this.failSends > 0) {
      this.failSends--;
      throw new Error("channel down");
    }
    if (!this.journaled || !journal) {
      const sent = this.record("send", to, msg);
      return this.holds.length ? this.answer(sent) : sent;
    }
    // One part: a message here is never split.
    const done = journal.earlier?.parts[0];
    if (done !== undefined) return { messageId: done };
    if (journal.earlier?.inDoubt?.part === 0 && journal.push && this.journaled.search === "cannot tell") throw new PushWithheldError(0);
    await journal.sending(0, String(this.said.length));
    const sent = await this.answer(this.record("send", to, msg));
    journal.sent(0, sent.messageId, true);
    return sent;
  }

  /** The answer to a send: at once, or once a held answer is released. */
  private async answer(sent: Sent): Promise<Sent> {
    const hold = this.holds.shift();
    if (hold) {
      hold.taken();
      await hold.released;
    }
    return sent;
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

/**
 * The console as a channel beside Telegram and the terminal (channels/types.ts): what the owner
 * types or presses in the page comes in as this channel's events and goes to the same core; what
 * ZOE says back (a reply, or a message sent to the owner's console address) is kept in the owner's
 * console outbox, which the page shows. It passes the channel contract
 * (channels/__tests__/contract.e2e.test.ts). Pushes reach the owner here only when no channel
 * attached before it can: the console is attached last.
 * Must never: decide anything (it translates), or hand an event to the core after stop().
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Clock } from "../base/clock.ts";
import type { Address, Channel, Conversation, Inbound, InboundHandler, OutMessage, Sent } from "../channels/index.ts";
import type { Space } from "../storage/index.ts";

export const CONSOLE_CHANNEL = "console";
/** Messages kept in an owner's console outbox. */
const OUTBOX_KEPT = 50;

const ButtonSchema = z.object({ label: z.string(), data: z.string() });
const OutboxSchema = z.object({
  version: z.literal(1),
  messages: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      /** Sent unasked (a push) or in answer to something done in the page. */
      via: z.enum(["send", "reply"]).default("reply"),
      text: z.string(),
      buttons: z.array(z.array(ButtonSchema)).default([]),
    }),
  ),
});
export type OutboxMessage = z.infer<typeof OutboxSchema>["messages"][number];

const newId = () => `console-${randomBytes(6).toString("hex")}`;

export class ConsoleChannel implements Channel {
  readonly name = CONSOLE_CHANNEL;
  private handler: InboundHandler | null = null;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    /** The owner's storage space (the outbox lives there). */
    private readonly spaceOf: (ownerId: string) => Space,
    private readonly clock: Clock,
    /** Told of each message the moment it is kept (a page shown live, the contract's harness). */
    private readonly onSaid?: (ownerId: string, message: OutboxMessage) => void,
  ) {}

  private outbox(ownerId: string) {
    return this.spaceOf(ownerId).document({ name: "console-outbox", schema: OutboxSchema, initial: () => ({ version: 1 as const, messages: [] }) });
  }

  /** What ZOE said in this owner's console, oldest first. */
  async said(ownerId: string): Promise<OutboxMessage[]> {
    return (await this.outbox(ownerId).read()).messages;
  }

  private async keep(ownerId: string, msg: OutMessage, via: "send" | "reply"): Promise<Sent> {
    const kept: OutboxMessage = { id: newId(), at: this.clock.now().toISOString(), via, text: msg.text, buttons: msg.buttons ?? [] };
    await this.outbox(ownerId).update((s) => {
      s.messages.push(kept);
      if (s.messages.length > OUTBOX_KEPT) s.messages.splice(0, s.messages.length - OUTBOX_KEPT);
    });
    this.onSaid?.(ownerId, kept);
    return { messageId: kept.id };
  }

  async start(handler: InboundHandler): Promise<void> {
    this.handler = handler;
  }

  async stop(): Promise<void> {
    this.handler = null;
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  addressOf(ownerId: string): Address {
    return { channel: CONSOLE_CHANNEL, chat: ownerId };
  }

  async send(to: Address, msg: OutMessage): Promise<Sent> {
    return this.keep(to.chat, msg, "send");
  }

  conversation(event: Inbound, also?: (msg: OutMessage) => void): Conversation {
    const chat = event.address.chat;
    return {
      reply: async (msg) => {
        also?.(msg);
        return this.keep(chat, msg, "reply");
      },
      typing: () => () => undefined,
      ack: async (text) => {
        if (text) also?.({ text });
      },
      clearButtons: async (messageId) => {
        await this.outbox(chat)
          .update((s) => {
            const m = s.messages.find((x) => x.id === messageId);
            if (m) m.buttons = [];
          })
          .catch(() => undefined);
      },
      // The page shows the outbox as it is now: the message itself takes the new text and buttons
      // (a /threads listing after one of its items was acted on).
      edit: async (messageId, msg) => {
        await this.outbox(chat)
          .update((s) => {
            const m = s.messages.find((x) => x.id === messageId);
            if (m) {
              m.text = msg.text;
              m.buttons = msg.buttons ?? [];
            }
          })
          .catch(() => undefined);
      },
    };
  }

  /**
   * The owner wrote or pressed something in the page: hand it to the core and return what ZOE
   * answered it with (replies and toasts), once the core is done. Nothing after stop().
   */
  async receive(event: { userId: string; kind: "text"; text: string; replyToMessageId?: string } | { userId: string; kind: "button"; data: string; messageId?: string }): Promise<OutMessage[] | null> {
    const handler = this.handler;
    if (!handler) return null;
    const base = { userId: event.userId, address: this.addressOf(event.userId), at: this.clock.now(), key: `console:${randomBytes(9).toString("base64url")}` };
    const inbound: Inbound =
      event.kind === "text"
        ? { ...base, kind: "text", text: event.text, messageId: newId(), ...(event.replyToMessageId ? { replyToMessageId: event.replyToMessageId } : {}) }
        : { ...base, kind: "button", data: event.data, ...(event.messageId ? { messageId: event.messageId } : {}) };
    const said: OutMessage[] = [];
    const work = handler(inbound, this.conversation(inbound, (m) => said.push(m)));
    this.inFlight.add(work);
    try {
      await work;
    } finally {
      this.inFlight.delete(work);
    }
    return said;
  }
}

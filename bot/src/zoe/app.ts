/**
 * The core every channel talks to: who may talk to ZOE, and where each inbound event goes
 * (slash command, button, a reply that answers a push, or the concierge). Features plug in as
 * commands, button handlers and text interceptors; ZOE's proactive side sends through `push`.
 * Must never: create state for a stranger, log a stranger's message text, or let background work
 * delay an owner's reply.
 */
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import type { Channel, Conversation, Inbound, InboundButton, InboundText, OutMessage, Sent } from "./channels/types.ts";
import type { Clock } from "./clock.ts";
import type { Concierge, TurnInput } from "./concierge.ts";
import type { Logger } from "./shell/log.ts";
import type { OwnerContext, Owners } from "./owner.ts";
import type { Push, PushKind } from "./gate/pushes.ts";
import { telemetry } from "./metrics.ts";

export interface CommandContext {
  zoe: Zoe;
  owner: OwnerContext;
  /** Everything after the command word, trimmed. */
  args: string;
  convo: Conversation;
  now: Date;
  event: InboundText;
}

/** A slash command. `name` without the slash. */
export interface CommandSpec {
  name: string;
  description: string;
  /** Listed in /help and the Telegram menu (false for aliases). */
  listed?: boolean;
  run(ctx: CommandContext): Promise<void>;
}

export interface ButtonContext {
  zoe: Zoe;
  owner: OwnerContext;
  /** The callback data after the handler's prefix. */
  payload: string;
  convo: Conversation;
  now: Date;
  event: InboundButton;
}

/** Handles buttons whose data starts with `prefix` (e.g. "t:" for thread acks). */
export interface ButtonSpec {
  prefix: string;
  run(ctx: ButtonContext): Promise<void>;
}

export interface TextContext {
  zoe: Zoe;
  owner: OwnerContext;
  convo: Conversation;
  now: Date;
  event: InboundText;
}

/**
 * Looks at an owner's plain message before the concierge. Returns "handled" when it answered,
 * or a TurnInput addition (e.g. the thread this message answers) for the concierge, or null.
 */
export type TextInterceptor = (ctx: TextContext) => Promise<"handled" | Partial<TurnInput> | null>;

/** A feature's contribution to the core. */
export interface Feature {
  commands?: CommandSpec[];
  buttons?: ButtonSpec[];
  interceptors?: TextInterceptor[];
  /** Called after every owner message (any kind), e.g. to mark pushes answered. Must not throw. */
  onOwnerActivity?: (owner: OwnerContext, event: Inbound) => Promise<void>;
}

export interface PushMeta {
  kind: PushKind;
  threadId?: string | null;
  subject?: string;
  reason: string;
  score?: number | null;
  threshold?: number | null;
}

export interface ZoeDeps {
  ownerIds: string[];
  timeZone: string;
  clock: Clock;
  logger: Logger;
  owners: Owners;
  concierge: Concierge;
}

export const STRANGER_REPLY = "Hi! This is a private assistant, so I can't help you here.";

export class Zoe {
  readonly commands = new Map<string, CommandSpec>();
  readonly buttons: ButtonSpec[] = [];
  readonly interceptors: TextInterceptor[] = [];
  private readonly activityHooks: NonNullable<Feature["onOwnerActivity"]>[] = [];
  private channel: Channel | null = null;
  /** Strangers answered today (in memory only: no state is created for them). */
  private readonly strangersAnswered = new Map<string, string>();
  /** Owners with a reply in progress: proactive sends check this and hold back. */
  private readonly busy = new Map<string, number>();

  constructor(readonly deps: ZoeDeps) {}

  get clock(): Clock {
    return this.deps.clock;
  }
  get logger(): Logger {
    return this.deps.logger;
  }
  get timeZone(): string {
    return this.deps.timeZone;
  }
  get concierge(): Concierge {
    return this.deps.concierge;
  }

  isOwner(userId: string): boolean {
    return this.deps.ownerIds.includes(userId);
  }

  owner(ownerId: string): OwnerContext {
    return this.deps.owners.get(ownerId);
  }

  /** Add a feature's commands, buttons and interceptors. */
  use(feature: Feature): this {
    for (const c of feature.commands ?? []) this.commands.set(c.name, c);
    this.buttons.push(...(feature.buttons ?? []));
    this.interceptors.push(...(feature.interceptors ?? []));
    if (feature.onOwnerActivity) this.activityHooks.push(feature.onOwnerActivity);
    return this;
  }

  /** The commands for /help and the Telegram menu. */
  menu(): Array<{ command: string; description: string }> {
    return [...this.commands.values()].filter((c) => c.listed !== false).map((c) => ({ command: c.name, description: c.description }));
  }

  attach(channel: Channel): void {
    this.channel = channel;
  }

  /** Whether an owner's message is being answered right now. */
  isBusy(ownerId: string): boolean {
    return (this.busy.get(ownerId) ?? 0) > 0;
  }

  /** The entry point for every inbound event from any channel. */
  async handle(event: Inbound, convo: Conversation): Promise<void> {
    if (!this.isOwner(event.userId)) return this.handleStranger(event, convo);
    const owner = this.owner(event.userId);
    this.busy.set(owner.id, (this.busy.get(owner.id) ?? 0) + 1);
    try {
      await this.flushNotices(owner, convo);
      if (event.kind === "button") await this.handleButton(owner, event, convo);
      else await this.handleText(owner, event, convo);
    } catch (err) {
      this.logger.error({ err, event: "handler_failed" }, "failed to handle an owner's message");
      await convo.reply({ text: "Something went wrong on my side while handling that. It's logged; please try again." }).catch(() => undefined);
    } finally {
      this.busy.set(owner.id, (this.busy.get(owner.id) ?? 1) - 1);
      for (const hook of this.activityHooks) {
        await hook(owner, event).catch((err) => this.logger.warn({ err }, "owner activity hook failed"));
      }
    }
  }

  private async handleStranger(event: Inbound, convo: Conversation): Promise<void> {
    const day = DateTime.fromJSDate(this.clock.now(), { zone: this.timeZone }).toISODate() ?? "";
    this.logger.info(
      { event: "stranger", userId: event.userId, kind: event.kind },
      `message from a stranger (user id ${event.userId}); add it to ZOE_OWNER_IDS if this is you`,
    );
    if (event.kind === "button") return convo.ack();
    if (this.strangersAnswered.get(event.userId) === day) return;
    this.strangersAnswered.set(event.userId, day);
    await convo.reply({ text: STRANGER_REPLY });
  }

  private async flushNotices(owner: OwnerContext, convo: Conversation): Promise<void> {
    while (owner.notices.length) {
      const text = owner.notices.shift()!;
      await convo.reply({ text });
    }
  }

  private async handleButton(owner: OwnerContext, event: InboundButton, convo: Conversation): Promise<void> {
    const spec = this.buttons.find((b) => event.data.startsWith(b.prefix));
    if (!spec) {
      await convo.ack("That button has expired.");
      return;
    }
    await spec.run({ zoe: this, owner, payload: event.data.slice(spec.prefix.length), convo, now: this.clock.now(), event });
    await convo.ack();
  }

  private async handleText(owner: OwnerContext, event: InboundText, convo: Conversation): Promise<void> {
    const now = this.clock.now();
    const cmd = /^\/([a-z_]+)(?:@\w+)?(?:\s+([\s\S]*))?$/i.exec(event.text.trim());
    if (cmd) {
      const spec = this.commands.get(cmd[1]!.toLowerCase());
      await owner.memory.record({ id: randomUUID(), at: now.toISOString(), role: "owner", text: event.text, kind: "command", threadId: null });
      if (!spec) {
        await convo.reply({ text: `I don't know /${cmd[1]}. /help lists what I can do.` });
        return;
      }
      await spec.run({ zoe: this, owner, args: (cmd[2] ?? "").trim(), convo, now, event });
      return;
    }
    let extra: Partial<TurnInput> = {};
    if (!event.forwardedFrom) {
      for (const intercept of this.interceptors) {
        const r = await intercept({ zoe: this, owner, convo, now, event });
        if (r === "handled") return;
        if (r) extra = { ...extra, ...r };
      }
    }
    const stopTyping = convo.typing();
    try {
      const result = await this.concierge.turn(owner, { text: event.text, forwardedFrom: event.forwardedFrom, ...extra });
      await convo.reply({ text: result.reply });
    } finally {
      stopTyping();
    }
  }

  /**
   * Send a message ZOE decided to say first, and record it as a push and as a turn (so a reply to
   * it reaches the concierge with context). Returns null when no channel can deliver it.
   */
  async push(ownerId: string, msg: OutMessage, meta: PushMeta): Promise<Push | null> {
    if (!this.channel) throw new Error("no channel attached");
    const owner = this.owner(ownerId);
    let sent: Sent;
    try {
      sent = await this.channel.send(ownerId, msg);
    } catch (err) {
      this.logger.warn({ err, event: "push_failed", kind: meta.kind }, "could not deliver a push");
      return null;
    }
    const now = this.clock.now();
    const push: Push = {
      id: randomUUID(),
      at: now.toISOString(),
      kind: meta.kind,
      threadId: meta.threadId ?? null,
      subject: meta.subject ?? (meta.threadId ? `thread:${meta.threadId}` : meta.kind),
      messageId: sent.messageId,
      text: msg.text,
      reason: meta.reason,
      score: meta.score ?? null,
      threshold: meta.threshold ?? null,
      answeredAt: null,
      answer: null,
    };
    await owner.pushes.add(push);
    telemetry.count("pushes", { kind: meta.kind });
    await owner.memory.record({ id: push.id, at: push.at, role: "zoe", text: msg.text, kind: "push", threadId: push.threadId });
    return push;
  }

  /** Send a plain message to an owner outside any push bookkeeping (notices, command follow-ups). */
  async say(ownerId: string, msg: OutMessage): Promise<Sent | null> {
    if (!this.channel) return null;
    return this.channel.send(ownerId, msg).catch((err) => {
      this.logger.warn({ err }, "could not deliver a message");
      return null;
    });
  }
}

/**
 * The core every channel talks to: who may talk to ZOE, and where each inbound event goes
 * (slash command, button, a reply that answers a push, or the concierge). Features plug in as
 * commands, button handlers and text interceptors; ZOE's proactive side sends through `push`.
 * Several channels may be attached: a reply goes back on the conversation its event came with
 * (an inbox entry answered again, on the channel its address names), and a push goes to the
 * owner's address on the first attached channel that can reach them.
 * Must never: create state for a stranger, log a stranger's message text, or let background work
 * delay an owner's reply.
 */
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { addressKey, INBOUND_TEXT_LIMIT, KeptForLaterError, PushWithheldError, RetryLaterError, UndeliverableError, type Address, type Channel, type Conversation, type Inbound, type InboundButton, type InboundText, type MediaNote, type OutMessage, type ReplyJournal, type ReplyRecord, type Sent } from "./channels/index.ts";
import { noticeHour, StrangerNoticesInMemory, type StrangerNotices, type StrangerVerdict } from "./access/index.ts";
import { isMissed, loadEvent, removeSecrets, SECRET_PLACEHOLDER, storeEvent, type Inbox, type InboxEntry, type StoredEvent } from "./conversation/index.ts";
import type { PushDraft, SlotPushes } from "./schedule/index.ts";
import { SlotLostError } from "./schedule/index.ts";
import { systemClock, type Clock } from "./base/clock.ts";
import { TurnStoppedError, type Concierge, type TurnInput, type TurnResult } from "./conversation/index.ts";
import type { Logger } from "./base/log.ts";
import { recoveryText, type OwnerContext, type Owners } from "./owner.ts";
import { isStorageUnavailable, type Notices } from "./storage/index.ts";
import type { Push, PushKind } from "./tick/index.ts";
import { telemetry } from "./base/metrics.ts";
import { t } from "./lang/index.ts";
import { guessLocale, type Locale } from "./lang/index.ts";
import type { PairingWindow } from "./access/index.ts";
import { attachmentEvidence, attachmentLabel, isFetchablePhoto, mediaAnswer } from "./conversation/index.ts";
import { commandAskedFor, forwardButtonData, forwardedCommand, ownCommand, type OnScreen, reaskAfterAside, typedChoice, TYPED_CHOICE_MS, yesToWhich } from "./conversation/index.ts";

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

/**
 * An owner's message with any pasted secret taken out (pure): done before anything stores it (the
 * inbox at intake, the turns) or sends it on (the model). The text keeps a placeholder, which
 * `handleText` tells the owner about. `before` is the owner's message before it ("wifi password?").
 */
function withoutSecrets(event: Inbound, before = ""): Inbound {
  if (event.kind !== "text") return event;
  const cleaned = removeSecrets(event.text, before);
  return cleaned.removed > 0 ? { ...event, text: cleaned.text } : event;
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
  /**
   * Called after a conversation turn answered an owner's message, with what the turn changed
   * (e.g. to ask which hour "at 3" means). May reply again.
   */
  afterTurn?: (ctx: TextContext, result: TurnResult) => Promise<void>;
  /** Called once the sender of the pairing code became the owner, after they were told (e.g. to offer the terminal's state). */
  onPaired?: (ctx: { zoe: Zoe; owner: OwnerContext; convo: Conversation; now: Date }) => Promise<void>;
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
  /** Who got today's stranger notice, kept across restarts (absent: in memory only). */
  strangers?: StrangerNotices;
  /**
   * Recovery notices of the state no single owner holds (the stranger list, the Telegram
   * watermark, paired owners): told to the first owner, who runs this ZOE, like their own.
   */
  sharedNotices?: Notices;
  /** Open while a new Telegram bot waits for its first owner to send the logged code. */
  pairing?: PairingWindow | null;
  /**
   * Real time, for when an undelivered reply is tried again (Telegram's retry_after and the
   * backoff are real seconds, whatever the scheduling clock says); default the system clock.
   */
  wallClock?: Clock;
}

/** How many "that code did not match" answers one sender gets a day while pairing is open. */
export const PAIRING_HINTS_PER_SENDER = 3;
/** How many such answers go out a day in all, whoever writes. */
export const PAIRING_HINTS_PER_DAY = 20;

/** The answers below in English (other languages: the string table, in the owner's language). */
export const STRANGER_REPLY = t("en", "app.stranger");
/** The quiet answer to a second tap on a button that was already applied. */
export const ALREADY_DONE = t("en", "app.alreadyDone");
/** Said instead of a turn for a message that crashed ZOE again and again. */
export const GAVE_UP_REPLY = t("en", "app.gaveUp");
export const PAIRED_REPLY = t("en", "app.paired");

/** What the owner reads when a message is over `INBOUND_TEXT_LIMIT`: its length and the limit, in their language. */
export function tooLongReply(length: number, locale: Locale = "en"): string {
  const count = new Intl.NumberFormat(locale);
  return t(locale, "app.tooLong", { n: count.format(length), max: count.format(INBOUND_TEXT_LIMIT) });
}

/** The "I missed this" answer to a message that waited too long (pure). */
export function missedReply(event: InboundText, timeZone: string, now: Date, locale: Locale = "en"): string {
  const when = DateTime.fromJSDate(new Date(now.getTime() - (event.waitedMs ?? 0)), { zone: timeZone }).setLocale(locale);
  const quote = event.text.length > 80 ? `${event.text.slice(0, 80).trimEnd()}…` : event.text;
  if (event.waitedMs === undefined) return t(locale, "app.missed", { quote });
  return t(locale, "app.missedFrom", { quote, when: when.toFormat("ccc HH:mm") });
}

/** Errors of replies the channel could not deliver: the turn is retried later, not apologised for. */
const undelivered = new WeakSet<object>();

/**
 * A conversation that skips replies already delivered for an inbox entry and hands each new one
 * the inbox's journal, so the channel notes every part the instant Telegram confirms it (and,
 * after a crash, finds a part whose confirmation was lost instead of sending it twice).
 */
function trackDeliveries(convo: Conversation, inbox: Inbox, entry: InboxEntry, earlier: Map<number, ReplyRecord>): { convo: Conversation; failure: () => unknown } {
  let index = 0;
  let failure: unknown = null;
  return {
    convo: {
      ...convo,
      reply: async (msg) => {
        const i = index++;
        const already = entry.sent[i];
        if (already !== undefined) return { messageId: already };
        const journal = inbox.journal(entry.key, i, earlier.get(i));
        let sent: Sent;
        try {
          sent = await convo.reply(msg, journal);
        } catch (err) {
          failure ??= err;
          if (typeof err === "object" && err !== null) undelivered.add(err);
          throw err;
        }
        // A channel that keeps no journal (a test double) is noted here, after the fact.
        if (!journal.complete()) await inbox.markSent(entry.key, i, sent.messageId);
        return sent;
      },
    },
    failure: () => failure,
  };
}
/**
 * The owner's chat messages ZOE knows were delivered or received (pushes, replies, the owner's
 * messages): never a push in doubt, and the highest is a lower bound of the chat's next id.
 */
async function knownMessageIds(owner: OwnerContext): Promise<string[]> {
  const ids = new Set<string>();
  for (const p of await owner.pushes.all()) if (p.messageId) ids.add(p.messageId);
  for (const e of await owner.inbox.all()) {
    for (const id of e.sent) ids.add(id);
    if ("event" in e && e.event.kind === "text") ids.add(e.event.messageId);
  }
  return [...ids];
}

/** How `drainInbox` picks and runs entries. */
export interface DrainOptions {
  /**
   * The owners to look at (several instances: those with an unfinished inbox entry in the
   * database); default every owner.
   */
  owners?: () => Promise<string[]>;
  /**
   * Runs one owner's part of the drain. Several instances: under the owner's lock, and only when
   * it is free; every unfinished entry found there is then nobody's turn in progress (turns run
   * under that lock), so it is a reply waiting for its retry or the turn of an instance that died.
   */
  around?: (ownerId: string, run: () => Promise<void>) => Promise<void>;
}

/** The wait before retrying an undelivered reply for the `attempts`th time: 1 s doubling, at most 5 minutes. */
export function replyRetryDelayMs(attempts: number): number {
  return Math.min(5 * 60_000, 1_000 * 2 ** Math.max(0, attempts - 1));
}

export class Zoe {
  readonly commands = new Map<string, CommandSpec>();
  readonly buttons: ButtonSpec[] = [];
  readonly interceptors: TextInterceptor[] = [];
  private readonly activityHooks: NonNullable<Feature["onOwnerActivity"]>[] = [];
  private readonly turnHooks: NonNullable<Feature["afterTurn"]>[] = [];
  private readonly pairedHooks: NonNullable<Feature["onPaired"]>[] = [];
  /** Today's "that code did not match" answers while pairing is open (in memory: a restart logs a fresh code anyway). */
  private pairingHints: { day: string; total: number; bySender: Map<string, number> } = { day: "", total: 0, bySender: new Map() };
  /** The attached channels by name, in the order they were attached. */
  private readonly channels = new Map<string, Channel>();
  /** Strangers answered today and this hour's count, when there is no shared record (in memory only). */
  private readonly strangersAnswered = new StrangerNoticesInMemory();
  /** The hour whose stranger notices were found spent, told to the log once. */
  private strangersCappedHour: string | null = null;
  /** Owners with a reply in progress: proactive sends check this and hold back. */
  private readonly busy = new Map<string, number>();
  /** Each owner's question on screen: the buttons of ZOE's last reply (a push clears it). In memory: a restart forgets it, the buttons still work. */
  private readonly onScreen = new Map<string, OnScreen>();
  /** Inbox keys being handled in this process ("owner|key"): a redelivery meanwhile waits for nothing. */
  private readonly handling = new Set<string>();
  /**
   * Inbox keys received by this process and not handled yet; the inbox drain leaves them to the
   * channel unless deferred. A key leaves once its entry is done (the set does not grow with use).
   */
  private readonly receivedHere = new Set<string>();
  /** Per owner, the tail of the queue of conversation turns (commands and buttons skip it). */
  private readonly turns = new Map<string, Promise<unknown>>();
  /** Each owner's last text message as kept (secrets out), read with the next one: a value sent alone after "wifi password?". */
  private readonly lastText = new Map<string, string>();

  constructor(readonly deps: ZoeDeps) {}

  /** The question ZOE's last reply asked this owner, with its buttons, while a typed answer may still press one; null: none. */
  questionOnScreen(ownerId: string): OnScreen | null {
    const screen = this.onScreen.get(ownerId);
    const now = this.clock.now().getTime();
    return screen && now >= screen.at && now - screen.at <= TYPED_CHOICE_MS ? screen : null;
  }

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
    if (feature.afterTurn) this.turnHooks.push(feature.afterTurn);
    if (feature.onPaired) this.pairedHooks.push(feature.onPaired);
    return this;
  }

  /** The commands for /help and the Telegram menu. */
  menu(): Array<{ command: string; description: string }> {
    return [...this.commands.values()].filter((c) => c.listed !== false).map((c) => ({ command: c.name, description: c.description }));
  }

  /** Add a channel; each name once (addresses name their channel). */
  attach(channel: Channel): void {
    if (this.channels.has(channel.name)) throw new Error(`a channel named "${channel.name}" is attached already`);
    this.channels.set(channel.name, channel);
  }

  /** Where an owner can be reached: their address on each attached channel that has one, in attach order. */
  addressesOf(ownerId: string): Address[] {
    return [...this.channels.values()].flatMap((c) => c.addressOf(ownerId) ?? []);
  }

  /** The attached channel an address names. */
  private channelAt(to: Address): Channel {
    const channel = this.channels.get(to.channel);
    if (!channel) throw new Error(`no channel "${to.channel}" is attached (address ${addressKey(to)})`);
    return channel;
  }

  /** Whether an owner's message is being answered right now. */
  isBusy(ownerId: string): boolean {
    return (this.busy.get(ownerId) ?? 0) > 0;
  }

  /**
   * Record owners' events in their inboxes before the channel acknowledges them (strangers'
   * events are never stored). Throws when they could not be recorded, so nothing is acknowledged.
   */
  async intake(events: Inbound[]): Promise<void> {
    const byOwner = new Map<string, StoredEvent[]>();
    const before = new Map<string, string>();
    for (const e of events) {
      if (!this.isOwner(e.userId)) continue;
      const cleaned = withoutSecrets(e, before.get(e.userId) ?? this.lastText.get(e.userId) ?? "");
      if (cleaned.kind === "text") before.set(e.userId, cleaned.text);
      const stored = storeEvent(cleaned);
      if (!stored) continue;
      byOwner.set(e.userId, [...(byOwner.get(e.userId) ?? []), stored]);
      this.receivedHere.add(`${e.userId}|${stored.key}`);
    }
    const now = this.clock.now();
    await Promise.all([...byOwner].map(([id, list]) => this.owner(id).inbox.receive(list, now)));
  }

  /**
   * Handle what an earlier run left unfinished (and replies that could not be delivered yet),
   * oldest first per owner. Needs a channel that can open a conversation for a stored event.
   */
  async drainInbox(opts: DrainOptions = {}): Promise<number> {
    if (![...this.channels.values()].some((c) => c.conversation)) return 0;
    const wallNow = (this.deps.wallClock ?? systemClock).now().getTime();
    const ids = opts.owners ? (await opts.owners()).filter((id) => this.isOwner(id)) : this.deps.ownerIds;
    let handled = 0;
    await Promise.all(
      ids.map(async (id) => {
        const owner = this.owner(id);
        const run = async () => {
          for (const entry of await owner.inbox.pending()) {
            const flight = `${id}|${entry.key}`;
            if (this.handling.has(flight)) continue;
            // A reply that waits for its retry (backoff, Telegram's retry_after) waits, wherever it is.
            if (entry.retryAt !== undefined && Date.parse(entry.retryAt) > wallNow) continue;
            // What this process received and has not tried yet is the channel's to hand over.
            if (this.receivedHere.has(flight) && entry.retryAt === undefined) continue;
            const event = loadEvent(entry.event);
            // Answered on the channel it came from; one not attached here is left for a process that has it.
            const channel = this.channels.get(event.address.channel);
            if (!channel?.conversation) continue;
            handled++;
            await this.handle(event, channel.conversation(event)).catch((err: unknown) => {
              // Kept again (the store still out of reach): already logged, tried after its backoff.
              if (!(err instanceof KeptForLaterError)) this.logger.error({ err, event: "inbox_drain_failed" }, "could not handle an unfinished message");
            });
          }
        };
        await (opts.around ? opts.around(id, run) : run());
      }),
    );
    return handled;
  }

  /** The entry point for every inbound event from any channel. */
  async handle(event: Inbound, convo: Conversation): Promise<void> {
    if (!this.isOwner(event.userId) && !(await this.pairedElsewhere(event.userId))) {
      if (await this.tryPairing(event, convo)) return;
      if (this.deps.pairing?.open && event.kind === "text") return this.pairingHint(event, convo);
      return this.handleStranger(event, convo);
    }
    const owner = this.owner(event.userId);
    if (event.kind === "text" && event.text.length > INBOUND_TEXT_LIMIT) {
      // Refused before the inbox, the privacy gate or the reader see it; its size is logged, never its text.
      this.logger.warn({ event: "inbound_too_long", chars: event.text.length, limit: INBOUND_TEXT_LIMIT }, "a message over the length limit was refused");
      await convo.reply({ text: tooLongReply(event.text.length, owner.locale) });
      return;
    }
    event = withoutSecrets(event, this.lastText.get(event.userId) ?? "");
    if (event.kind === "text") this.lastText.set(event.userId, event.text);
    const stored = storeEvent(event);
    if (!stored) {
      return this.handleOwner(owner, event, convo).catch((err: unknown) => {
        if (!(err instanceof TurnStoppedError)) throw err;
      });
    }
    const flight = `${owner.id}|${stored.key}`;
    if (this.handling.has(flight)) {
      // The same update or button press is being handled right now.
      if (event.kind === "button") await convo.ack(t(owner.locale, "app.alreadyDone"));
      return;
    }
    this.handling.add(flight);
    try {
      const now = this.clock.now();
      const begun = await owner.inbox.begin(stored, now);
      if (begun.state === "done") {
        this.receivedHere.delete(flight);
        this.logger.debug({ event: "inbox_duplicate", kind: event.kind }, "already handled; not again");
        if (event.kind === "button") await convo.ack(t(owner.locale, "app.alreadyDone"));
        return;
      }
      const earlier = begun.state === "new" ? begun.earlier : new Map<number, ReplyRecord>();
      if ([...earlier.values()].some((r) => r.inDoubt)) {
        // A reply in doubt is looked for among the next messages: pushes are not it.
        const pushed = (await owner.pushes.all()).flatMap((p) => (p.messageId ? [p.messageId] : []));
        for (const r of earlier.values()) if (r.inDoubt) r.noted = [...(r.noted ?? []), ...pushed];
      }
      const tracked = trackDeliveries(convo, owner.inbox, begun.entry, earlier);
      let ok = true;
      if (begun.state === "poison") {
        this.logger.error({ event: "inbox_gave_up", attempts: begun.entry.attempts }, "a message failed too often; giving up on it");
        ok = await tracked.convo.reply({ text: t(owner.locale, "app.gaveUp") }).then(() => true, () => false);
      } else if (event.kind === "text" && !ownCommand(event) && isMissed(event, new Date(begun.entry.receivedAt), now)) {
        const text = missedReply(event, this.timeZone, now, owner.locale);
        await owner.memory.record({ id: `turn:${stored.key}`, at: now.toISOString(), role: "owner", text: event.text, kind: "chat", threadId: null });
        await owner.memory.record({ id: `turn:${stored.key}:reply`, at: now.toISOString(), role: "zoe", text, kind: "chat", threadId: null });
        ok = await tracked.convo.reply({ text }).then(() => true, () => false);
      } else {
        try {
          await this.handleOwner(owner, event, tracked.convo);
        } catch (err) {
          if (isStorageUnavailable(err)) {
            // The store went out of reach mid-turn (a database restarting, no connection in time):
            // no apology and nothing marked done. The entry stays pending, not counted as a try, and
            // the inbox drain runs the turn again after a backoff, once the store answers (here or
            // on another instance); what the first try changed is keyed by the turn, so it is not
            // doubled. Noting the backoff needs the store too: if it cannot, the entry is pending
            // all the same, and the drain here no longer leaves it to the channel.
            const delayMs = replyRetryDelayMs((begun.entry.retries ?? 0) + 1);
            this.logger.warn({ event: "turn_store_unavailable", kind: event.kind, delayMs, reason: (err as Error).message }, "the store was out of reach mid-turn; the message is kept and handled again");
            await owner.inbox.defer(stored.key, new Date((this.deps.wallClock ?? systemClock).now().getTime() + delayMs)).catch(() => undefined);
            this.receivedHere.delete(flight);
            throw new KeptForLaterError(err);
          }
          if (!(err instanceof TurnStoppedError)) throw err;
          // Cut short by a stop: it stays pending, and the next start answers it.
          await owner.inbox.release(stored.key);
          return;
        }
      }
      const failure = tracked.failure();
      if (failure !== null && !(failure instanceof UndeliverableError)) ok = false;
      if (ok) {
        // What the turn handed to the background (episodes for durable memory) is queued first:
        // once the entry is done, a crash can no longer bring the turn back to record it.
        await this.concierge.recorded(owner);
        await owner.inbox.finish(stored.key, this.clock.now());
        this.receivedHere.delete(flight); // handled: nothing left for a drain to leave alone
      } else {
        // Telegram did not take the reply: the entry stays pending with the time of its next try
        // (backing off, never before Telegram's retry_after), and a drain here, after a restart or
        // on another instance tries again then.
        const attempts = (begun.entry.retries ?? 0) + 1;
        const delayMs = Math.max(replyRetryDelayMs(attempts), failure instanceof RetryLaterError ? failure.retryAfterMs : 0);
        await owner.inbox.defer(stored.key, new Date((this.deps.wallClock ?? systemClock).now().getTime() + delayMs));
        this.logger.warn({ event: "inbox_deferred", kind: event.kind, attempts, delayMs }, "could not deliver the answer yet; will try again");
      }
    } finally {
      this.handling.delete(flight);
    }
  }

  /** Run a conversation turn after the owner's earlier ones (commands and buttons do not queue). */
  private inTurn<T>(ownerId: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.turns.get(ownerId) ?? Promise.resolve();
    const next = prev.then(fn, fn);
    const tail = next.catch(() => undefined);
    this.turns.set(ownerId, tail);
    void tail.then(() => {
      if (this.turns.get(ownerId) === tail) this.turns.delete(ownerId);
    });
    return next;
  }

  private async handleOwner(owner: OwnerContext, event: Inbound, convo: Conversation): Promise<void> {
    // Only the owner's own text is a command (which skips the queue); a forwarded one is a turn.
    const isTurn = event.kind === "text" && !ownCommand(event);
    if (isTurn) return this.inTurn(owner.id, () => this.handleNow(owner, event, convo));
    return this.handleNow(owner, event, convo);
  }

  private async handleNow(owner: OwnerContext, event: Inbound, convo: Conversation): Promise<void> {
    this.busy.set(owner.id, (this.busy.get(owner.id) ?? 0) + 1);
    try {
      await owner.restoreLocale();
      await this.flushNotices(owner, convo);
      const watched = this.watchScreen(owner.id, convo);
      // "yes" typed under "Close …? [Yes] [No]" is that button (conversation/typed-choice.ts).
      const typed = event.kind === "text" && !event.forwardedFrom && !event.media ? typedChoice(event.text, this.onScreen.get(owner.id) ?? null, owner.locale, this.clock.now().getTime()) : null;
      // "yes" under "Which one …? [a] [b] [None of these]" says no item: the question again, briefly.
      const screenNow = this.onScreen.get(owner.id) ?? null;
      if (event.kind === "text" && !typed && !event.forwardedFrom && !event.media && screenNow && yesToWhich(event.text, screenNow, owner.locale, this.clock.now().getTime())) {
        await owner.memory.record({ id: event.key ? `turn:${event.key}` : randomUUID(), at: this.clock.now().toISOString(), role: "owner", text: event.text, kind: "command", threadId: null });
        await watched.reply({ text: t(owner.locale, "close.whichAgain"), buttons: screenNow.buttons });
      } else if (event.kind === "text" && typed) {
        const screen = this.onScreen.get(owner.id);
        const press: InboundButton = { kind: "button", userId: event.userId, address: event.address, at: event.at, data: typed.data, ...(event.key ? { key: event.key } : {}), ...(screen?.messageId ? { messageId: screen.messageId } : {}) };
        await owner.memory.record({ id: event.key ? `turn:${event.key}` : randomUUID(), at: this.clock.now().toISOString(), role: "owner", text: event.text, kind: "command", threadId: null });
        this.onScreen.delete(owner.id);
        await this.handleButton(owner, press, watched);
      } else if (event.kind === "button") await this.handleButton(owner, event, watched);
      else await this.handleText(owner, event, watched);
    } catch (err) {
      if (err instanceof TurnStoppedError) throw err;
      // The store out of reach: a kept message is handled again later (see `handle`), not apologised for.
      if (event.key && isStorageUnavailable(err)) throw err;
      // The owner blocked the bot: an apology cannot reach them either.
      if (err instanceof UndeliverableError) return;
      // The reply could not be sent (Telegram down): an apology would not get through either, and
      // the whole answer is sent when the inbox retries it.
      if (typeof err === "object" && err !== null && undelivered.has(err)) return;
      this.logger.error({ err, event: "handler_failed" }, "failed to handle an owner's message");
      await convo.reply({ text: t(owner.locale, "app.error") }).catch(() => undefined);
    } finally {
      this.busy.set(owner.id, (this.busy.get(owner.id) ?? 1) - 1);
      for (const hook of this.activityHooks) {
        await hook(owner, event).catch((err) => this.logger.warn({ err }, "owner activity hook failed"));
      }
    }
  }

  /**
   * Several instances share one pairing window: an owner who paired through another instance is
   * adopted here on their first message (only asked while this instance started unpaired).
   */
  private async pairedElsewhere(userId: string): Promise<boolean> {
    const pairing = this.deps.pairing;
    if (!pairing?.pairedElsewhere) return false;
    const owners = await pairing.pairedElsewhere().catch((err: unknown) => {
      this.logger.error({ err, event: "pairing_read_failed" }, "could not read the paired owners");
      return [] as string[];
    });
    for (const id of owners) if (!this.deps.ownerIds.includes(id)) this.deps.ownerIds.push(id);
    return owners.includes(userId);
  }

  /** In pairing mode, the sender of the logged code becomes the owner (access/pairing.ts). */
  private async tryPairing(event: Inbound, convo: Conversation): Promise<boolean> {
    const pairing = this.deps.pairing;
    if (!pairing?.open || event.kind !== "text") return false;
    const paired = await pairing.claim(event.userId, event.text, this.clock.now()).catch((err: unknown) => {
      this.logger.error({ err, event: "pairing_failed" }, "could not save the new owner; the pairing code still works");
      return false;
    });
    if (!paired) return false;
    this.deps.ownerIds.push(event.userId);
    this.logger.warn({ event: "paired", userId: event.userId }, `paired: user id ${event.userId} is ZOE's owner now (saved in ${pairing.file}); pairing is closed`);
    const owner = this.owner(event.userId);
    await owner.restoreLocale();
    await convo.reply({ text: t(owner.locale, "app.paired") });
    for (const hook of this.pairedHooks) {
      await hook({ zoe: this, owner, convo, now: this.clock.now() }).catch((err) => this.logger.warn({ err }, "paired hook failed"));
    }
    for (const hook of this.activityHooks) {
      await hook(owner, event).catch((err) => this.logger.warn({ err }, "owner activity hook failed"));
    }
    return true;
  }

  /**
   * While pairing is open, a message that is not the code (a typo, a "hi" first) is told so and
   * where the code is, instead of the stranger notice: whoever sets ZOE up gets a second try.
   * Bounded, so strangers cannot make ZOE talk: PAIRING_HINTS_PER_SENDER a day to each sender,
   * PAIRING_HINTS_PER_DAY in all; past that, silence (counted in the log, never the text).
   */
  private async pairingHint(event: InboundText, convo: Conversation): Promise<void> {
    const day = DateTime.fromJSDate(this.clock.now(), { zone: this.timeZone }).toISODate() ?? "";
    if (this.pairingHints.day !== day) this.pairingHints = { day, total: 0, bySender: new Map() };
    const hints = this.pairingHints;
    const mine = hints.bySender.get(event.userId) ?? 0;
    this.logger.info({ event: "pairing_mismatch", userId: event.userId, hintsToSender: mine }, "a message that is not the pairing code");
    if (mine >= PAIRING_HINTS_PER_SENDER || hints.total >= PAIRING_HINTS_PER_DAY) return;
    hints.bySender.set(event.userId, mine + 1);
    hints.total++;
    const locale = this.deps.owners.locale ?? guessLocale(event.text, "en");
    await convo.reply({ text: t(locale, "app.pairingMismatch") });
  }

  /**
   * A stranger's message: at most one notice a day each and a few an hour in all
   * (access/strangers.ts), so a crowd of strangers costs a few sends and writes, never the
   * owner's wait (past the hour's cap a stranger costs no write and no send).
   */
  private async handleStranger(event: Inbound, convo: Conversation): Promise<void> {
    const now = this.clock.now();
    const day = DateTime.fromJSDate(now, { zone: this.timeZone }).toISODate() ?? "";
    const hour = noticeHour(now);
    this.logger.info(
      { event: "stranger", userId: event.userId, kind: event.kind },
      `message from a stranger (user id ${event.userId}); add it to ZOE_OWNER_IDS if this is you`,
    );
    if (event.kind === "button") return convo.ack();
    // Their text is never logged, stored or handed on: only whether today's notice went out.
    const verdict: StrangerVerdict = this.deps.strangers ? await this.deps.strangers.claim(event.userId, day, hour) : this.strangersAnswered.claim(event.userId, day, hour);
    if (verdict === "hourly cap" && this.strangersCappedHour !== hour) {
      this.strangersCappedHour = hour;
      this.logger.warn({ event: "stranger_notices_capped", hour }, "this hour's notices to strangers are spent; further strangers get none until the next hour");
    }
    if (verdict !== "notice") return;
    // A stranger is not an owner: ZOE's configured language, else the language of their words.
    const locale = this.deps.owners.locale ?? (event.kind === "text" ? guessLocale(event.text, "en") : "en");
    await convo.reply({ text: t(locale, "app.stranger") });
  }

  /** Tell the owner what they have not been told yet (a repaired state file, a failing feed). */
  private async flushNotices(owner: OwnerContext, convo: Conversation): Promise<void> {
    await this.deliverNotices(owner, (text) => convo.reply({ text }).then(() => true));
  }

  /** Deliver pending notices through `send`; a notice is marked delivered only once sent. */
  private async deliverNotices(owner: OwnerContext, send: (text: string) => Promise<boolean>): Promise<void> {
    for (const n of await owner.pendingNotices()) {
      if (!(await send(n.text))) return; // not delivered: kept for the next chance
      if (n.id) await owner.storage.notices.delivered([n.id]);
      else owner.notices.splice(owner.notices.indexOf(n.text), 1);
    }
    const shared = this.deps.sharedNotices;
    if (!shared || owner.id !== this.deps.ownerIds[0]) return;
    for (const n of await shared.pending()) {
      if (!(await send(recoveryText(n, owner.locale)))) return;
      await shared.delivered([n.id]);
    }
  }

  /**
   * At start: open every owner's state (damage is found and repaired now, older stores are
   * migrated) and send the notices waiting for them, so nothing waits for the owner's next message.
   */
  async openOwners(): Promise<void> {
    // The shared state first, so damage to it is found now and told to the first owner below.
    await this.deps.strangers?.open().catch((err: unknown) => this.logger.error({ err, event: "shared_open_failed" }, "could not read the stranger list at start"));
    for (const id of this.deps.ownerIds) {
      const owner = this.owner(id);
      try {
        await owner.open();
        await this.deliverNotices(owner, async (text) => (await this.say(id, { text })) !== null);
      } catch (err) {
        this.logger.error({ err, event: "owner_open_failed" }, "could not open an owner's state at start");
      }
    }
  }

  /**
   * The conversation with each reply's buttons remembered as the owner's question on screen (a reply without any
   * clears it), so a typed answer can press one; only the last thing ZOE said counts.
   */
  private watchScreen(ownerId: string, convo: Conversation): Conversation {
    return {
      ...convo,
      reply: async (msg, journal) => {
        const sent = await convo.reply(msg, journal);
        if (msg.buttons?.some((row) => row.length)) this.onScreen.set(ownerId, { buttons: msg.buttons, messageId: sent.messageId, at: this.clock.now().getTime(), text: msg.text });
        else this.onScreen.delete(ownerId);
        return sent;
      },
    };
  }

  private async handleButton(owner: OwnerContext, event: InboundButton, convo: Conversation): Promise<void> {
    const spec = this.buttons.find((b) => event.data.startsWith(b.prefix));
    if (!spec) {
      await convo.ack(t(owner.locale, "ack.expired"));
      return;
    }
    await spec.run({ zoe: this, owner, payload: event.data.slice(spec.prefix.length), convo, now: this.clock.now(), event });
    await convo.ack();
  }

  /** Media with no words: a short, honest answer (conversation/media.ts), recorded as a turn like any other. */
  private async answerMedia(owner: OwnerContext, event: InboundText, media: MediaNote, convo: Conversation, now: Date): Promise<void> {
    const id = event.key ? `turn:${event.key}` : randomUUID();
    const text = mediaAnswer(media, owner.locale);
    await owner.memory.record({ id, at: now.toISOString(), role: "owner", text: `[${attachmentLabel(media)}]`, kind: "chat", threadId: null });
    await owner.memory.record({ id: `${id}:reply`, at: now.toISOString(), role: "zoe", text, kind: "chat", threadId: null });
    await convo.reply({ text });
  }

  /**
   * The photo of this message the main model may be shown: a photo with the channel's reference,
   * a channel that can fetch it, and a model (offline ZOE keeps its honest answer). Null otherwise.
   */
  private photoOf(event: InboundText, convo: Conversation): TurnInput["photo"] | null {
    const fetchFile = convo.fetchFile;
    if (this.concierge.offline || !fetchFile || !isFetchablePhoto(event.media)) return null;
    return { media: event.media, fetch: (media, limits) => fetchFile.call(convo, media, limits) };
  }

  private async handleText(owner: OwnerContext, event: InboundText, convo: Conversation): Promise<void> {
    const now = this.clock.now();
    const photo = this.photoOf(event, convo);
    const words = event.text.trim() !== "";
    if (event.media && !words && !photo) return this.answerMedia(owner, event, event.media, convo, now);
    // Who typed it is asked before what it says: a forwarded "/untrack …" is someone else's text.
    // Offline, a plain request for what a command shows ("what's on my list?", "zeig mir meine Ziele") is that command.
    const asked = !event.forwardedFrom && words && !event.media && this.concierge.offline ? commandAskedFor(event.text) : null;
    const cmd = ownCommand(event) ?? (asked === "today" || asked === "tomorrow" || asked === "week" ? { name: "threads", args: asked } : asked ? { name: asked, args: "" } : null);
    if (cmd) {
      const spec = this.commands.get(cmd.name);
      await owner.memory.record({ id: event.key ? `turn:${event.key}` : randomUUID(), at: now.toISOString(), role: "owner", text: event.text, kind: "command", threadId: null });
      await this.tellSecretRemoved(owner, event, convo);
      if (!spec) {
        await convo.reply({ text: t(owner.locale, "app.unknownCommand", { cmd: cmd.name }) });
        return;
      }
      await spec.run({ zoe: this, owner, args: cmd.args, convo, now, event });
      return;
    }
    const passedOn = forwardedCommand(event);
    if (passedOn !== null) return this.refuseForwardedCommand(owner, event, passedOn, convo, now);
    // The owner's language, when not configured, follows what they write (not what they forward).
    if (!event.forwardedFrom && words) await owner.noteMessage(event.text);
    await this.tellSecretRemoved(owner, event, convo);
    let extra: Partial<TurnInput> = {};
    // A photo without words answers no follow-up: it goes to the concierge as it is.
    if (!event.forwardedFrom && words) {
      for (const intercept of this.interceptors) {
        const r = await intercept({ zoe: this, owner, convo, now, event });
        if (r === "handled") return;
        if (r) extra = { ...extra, ...r };
      }
    }
    // A "Close …? [Yes] [No]" the owner left for an aside: said again once under the aside's small talk.
    const left = this.onScreen.get(owner.id) ?? null;
    const stopTyping = convo.typing();
    try {
      const attachment = event.media ? { attachment: { label: attachmentLabel(event.media), evidence: attachmentEvidence(event.media) } } : {};
      const input = { text: event.text, forwardedFrom: event.forwardedFrom, ...(event.key ? { key: event.key } : {}), ...attachment, ...(photo ? { photo } : {}), ...extra };
      // Changes held back (a forward's, or those only recall or calendar text suggested) are offered
      // under the reply: one tap is the owner's own act.
      const offer = event.key ? forwardButtonData(event.key) : null;
      const result = await this.concierge.turn(owner, input, async (reply, held, smallTalk) => {
        if (smallTalk && !held && left?.text && !event.forwardedFrom && reaskAfterAside(left, owner.locale, this.clock.now().getTime())) {
          const sent = await convo.reply({ text: `${reply}\n\n${left.text}`, buttons: left.buttons });
          this.onScreen.set(owner.id, { ...left, messageId: sent.messageId, at: this.clock.now().getTime(), repeated: true });
          return sent;
        }
        return convo.reply({ text: reply, ...(held && offer ? { buttons: [[{ label: t(owner.locale, "btn.actOnForward"), data: offer }]] } : {}) });
      });
      for (const hook of this.turnHooks) await hook({ zoe: this, owner, convo, now: this.clock.now(), event }, result);
    } finally {
      stopTyping();
    }
  }

  /**
   * One line before the answer when `handle` took a secret out of the message. Said on every run
   * of it (a re-run from the inbox sees the placeholder too), so the replies counted as delivered
   * stay the same ones.
   */
  private async tellSecretRemoved(owner: OwnerContext, event: InboundText, convo: Conversation): Promise<void> {
    if (event.text.includes(SECRET_PLACEHOLDER)) await convo.reply({ text: t(owner.locale, "turn.secretRemoved") });
  }

  /**
   * A forwarded text shaped like a command: not run, whatever it says (it is someone else's
   * text), and the owner told so in a line; recorded as a forwarded turn, so it stays evidence.
   */
  private async refuseForwardedCommand(owner: OwnerContext, event: InboundText, name: string, convo: Conversation, now: Date): Promise<void> {
    const id = event.key ? `turn:${event.key}` : randomUUID();
    const from = event.forwardedFrom ?? "someone";
    this.logger.info({ event: "forwarded_command_refused" }, "a forwarded message shaped like a command was not run");
    const text = t(owner.locale, "app.forwardedCommand", { cmd: name });
    await owner.memory.record({ id, at: now.toISOString(), role: "owner", text: `[forwarded from ${from}] ${event.text}`, source: "forwarded", from, kind: "chat", threadId: null });
    await owner.memory.record({ id: `${id}:reply`, at: now.toISOString(), role: "zoe", text, kind: "chat", threadId: null });
    await convo.reply({ text });
  }

  /**
   * Send a message ZOE decided to say first, and record it as a push and as a turn (so a reply to
   * it reaches the concierge with context). Returns null when no channel can deliver it.
   * `pushes`: the scheduled run making it (`JobContext.pushes`), under whose slot it is journaled;
   * without one, nothing is journaled.
   */
  async push(ownerId: string, msg: OutMessage, meta: PushMeta, pushes?: SlotPushes): Promise<Push | null> {
    // Something new is on screen: a "yes" typed now is no answer to an earlier question.
    this.onScreen.delete(ownerId);
    const home = this.addressesOf(ownerId)[0];
    if (!home) throw new Error("no attached channel can reach this owner");
    const owner = this.owner(ownerId);
    let draft: PushDraft = {
      text: msg.text,
      ...(msg.buttons ? { buttons: msg.buttons } : {}),
      kind: meta.kind,
      threadId: meta.threadId ?? null,
      subject: meta.subject ?? (meta.threadId ? `thread:${meta.threadId}` : meta.kind),
      reason: meta.reason,
      score: meta.score ?? null,
      threshold: meta.threshold ?? null,
      to: home,
    };
    // A scheduled push is journaled under its slot (schedule/push-journal.ts). When an earlier run of the
    // slot sent it, or may have, that push is finished (skipped, or looked for in the chat), not a new one.
    const next = pushes?.next() ?? null;
    const key = next?.key ?? null;
    let journal: (ReplyJournal & { complete(): boolean }) | undefined;
    let sent: Sent;
    // When the push that may be out went out (an earlier run's), for the record of one withheld.
    let sentAt: string | null = null;
    try {
      if (key) {
        const earlier = await owner.pushJournal.earlier(key);
        const known = earlier.withheld ? [] : await knownMessageIds(owner);
        if (earlier.draft) {
          // Finished where it went (a journal from before addresses: the owner's chat then).
          draft = { ...earlier.draft, to: earlier.draft.to ?? home };
          sentAt = earlier.sentAt;
          if (earlier.record.inDoubt) earlier.record.noted = [...(earlier.record.noted ?? []), ...known];
          if (!earlier.withheld) this.logger.warn({ event: "push_resumed", kind: draft.kind, inDoubt: earlier.record.inDoubt !== undefined }, "an earlier run of this slot sent its push, or may have: finishing that one");
        }
        if (earlier.withheld) throw new PushWithheldError(earlier.record.inDoubt?.part ?? 0); // decided by an earlier run
        journal = owner.pushJournal.journal(key, draft, this.clock.now(), earlier.draft ? earlier.record : undefined, known, next?.guard ?? null);
      }
      const to = draft.to ?? home;
      sent = await this.channelAt(to).send(to, { text: draft.text, ...(draft.buttons ? { buttons: draft.buttons } : {}) }, journal);
    } catch (err) {
      // The slot is another instance's now: its run sends (or found) the push; this run ends here.
      if (err instanceof SlotLostError) throw err;
      if (err instanceof PushWithheldError) {
        // May have reached the owner, and the chat cannot tell: once or not at all. The slot ends
        // silent, and the push is recorded as said (unconfirmed): a later run, or the next tick,
        // must not find its subject unsaid and say it again.
        this.logger.warn({ event: "push_withheld", kind: draft.kind, part: err.part }, "a push of this slot may already have gone out and the chat cannot tell: not sending it again");
        if (key) await owner.pushJournal.withhold(key, err.part, this.clock.now()).catch(() => undefined);
        // Only an earlier run's push can be in doubt: `draft` is that push, sent at `sentAt`.
        if (key && sentAt !== null) {
          const kept = await this.recordPush(owner, draft, null, key, new Date(sentAt), this.clock.now()).catch((e: unknown) => {
            this.logger.warn({ err: e, event: "push_withheld_unrecorded", kind: draft.kind }, "could not record the withheld push; a later run may find its subject unsaid");
            return null;
          });
          throw new PushWithheldError(err.part, kept?.id ?? null);
        }
        throw err;
      }
      this.logger.warn({ err, event: "push_failed", kind: meta.kind }, "could not deliver a push");
      return null;
    }
    const now = this.clock.now();
    // A channel that keeps no journal (the terminal, a test double), or a push found already out.
    if (key && journal && !journal.complete()) await owner.pushJournal.markSent(key, sent.messageId, now).catch(() => undefined);
    return this.recordPush(owner, draft, sent.messageId, key, now, now);
  }

  /**
   * Record a push among the owner's pushes and as a turn, once: a push already on record under
   * its journal key or message (another run found it, or withheld it) is kept, and confirmed when
   * `messageId` is what it lacked. `messageId` null: withheld, it may have reached the owner.
   */
  private async recordPush(owner: OwnerContext, draft: PushDraft, messageId: string | null, key: string | null, at: Date, now: Date): Promise<Push> {
    const push: Push = {
      id: randomUUID(),
      at: at.toISOString(),
      kind: draft.kind,
      threadId: draft.threadId,
      subject: draft.subject,
      messageId,
      text: draft.text,
      reason: draft.reason,
      score: draft.score,
      threshold: draft.threshold,
      answeredAt: null,
      answer: null,
      ...(key ? { journalKey: key } : {}),
      ...(messageId === null ? { unconfirmed: true as const } : {}),
    };
    const kept = await owner.pushes.add(push);
    // Recorded: a later run of a job with no claimed slot has nothing of this push to finish.
    if (key) await owner.pushJournal.recorded(key, now).catch(() => undefined);
    if (kept.id !== push.id) return kept; // recorded by another run that found it in the chat, or withheld it
    telemetry.count("pushes", { kind: push.kind });
    await owner.memory.record({ id: push.id, at: push.at, role: "zoe", text: push.text, kind: "push", threadId: push.threadId });
    return push;
  }

  /** Send a plain message to an owner outside any push bookkeeping (notices, command follow-ups). */
  async say(ownerId: string, msg: OutMessage): Promise<Sent | null> {
    const to = this.addressesOf(ownerId)[0];
    if (!to) return null;
    return this.channelAt(to).send(to, msg).catch((err) => {
      this.logger.warn({ err }, "could not deliver a message");
      return null;
    });
  }
}

/**
 * The one interface every transport (Telegram, terminal, and whatever comes next) implements. The
 * core speaks plain text plus buttons to an `Address`; each channel renders that for its medium
 * (HTML for Telegram, numbered choices in a terminal). A channel is named by a string, so adding
 * one edits no list here (channels/__tests__/contract.e2e.test.ts is what every channel must pass).
 * Must never: put ZOE's decisions in an adapter. Adapters translate, the core decides.
 */
import type { Address } from "./address.ts";

/**
 * A message that can never be delivered to this chat (the user blocked the bot): retrying is
 * pointless, unlike a network failure.
 */
export class UndeliverableError extends Error {
  override name = "UndeliverableError";
}

/**
 * The transport refused a message for now and said how long to wait (Telegram's 429 with
 * `retry_after`): the reply is retried after that wait, not sooner.
 */
export class RetryLaterError extends Error {
  override name = "RetryLaterError";
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}

/**
 * A message the core kept to answer later: its store went out of reach in the middle of the turn
 * (a database restarting, no connection in time), so nothing was said and the owner's inbox holds
 * the message, to be answered by the inbox drain once the store answers. For the channel the
 * update is handled: it is recorded as done and not asked for again (a redelivery is not needed,
 * and the inbox would recognise it anyway). `cause` is the store's error.
 */
export class KeptForLaterError extends Error {
  override name = "KeptForLaterError";
  constructor(cause: unknown) {
    super(`kept to be answered later: ${(cause as Error | null)?.message ?? String(cause)}`, { cause });
  }
}

/**
 * A push whose part may already have reached the owner (sent without a confirmation, by a run that
 * ended) and whose chat could not tell either way: it is not sent again. A push is said once
 * inside its window or not at all; a reply, unlike it, is sent again (a repeated answer is better
 * than none).
 */
export class PushWithheldError extends Error {
  override name = "PushWithheldError";
  /**
   * `recordedId`: the id of the owner's push record the core made of it (unconfirmed, said for
   * every guard), so a job can do what follows a push said (a thread's follow-up counted); null
   * before it is recorded, or when recording failed.
   */
  constructor(
    readonly part: number,
    readonly recordedId: string | null = null,
  ) {
    super(`part ${part} of a push may already have reached the owner and the chat could not tell: not sent again`);
  }
}

/** One inline button. `data` is at most 64 bytes (Telegram's callback_data limit). */
export interface Button {
  label: string;
  data: string;
}

/** What ZOE says. `text` is plain text; channels escape it for their medium. */
export interface OutMessage {
  text: string;
  /** Rows of inline buttons. */
  buttons?: Button[][];
}

/** A message as delivered: its id, so a later reply or button press can be linked to it. */
export interface Sent {
  messageId: string;
}

interface InboundBase {
  /**
   * Who wrote, as the channel knows them: an owner's id when an owner wrote (ZOE_OWNER_IDS are
   * Telegram user ids; the terminal's one owner is "local").
   */
  userId: string;
  /** The chat it came from: replies go back here. */
  address: Address;
  /** When the channel received it (from the injected clock). */
  at: Date;
  /**
   * How long the transport held it before ZOE received it (Telegram keeps messages while ZOE is
   * down), measured by the transport against its own clock; absent when unknown.
   */
  waitedMs?: number;
  /**
   * The same for every delivery of this event (a redelivered update, a second tap on the same
   * button), so the core handles it once; distinct from every other channel's keys. Absent where
   * the transport cannot redeliver (terminal).
   */
  key?: string;
}

/** What was attached to a message (a photo, a voice note…), as the channel saw it. */
export interface MediaNote {
  kind: "photo" | "voice" | "video_note" | "video" | "audio" | "sticker" | "animation" | "document" | "location" | "contact" | "poll";
  /**
   * The channel's handle for the file (Telegram's file_id), when there is one: a reference, never
   * the bytes, so the event can be stored and the file fetched again (`Conversation.fetchFile`).
   */
  fileId?: string;
  /** The file's size as the channel announced it, when it did (checked before any download). */
  sizeBytes?: number;
  fileName?: string;
  mimeType?: string;
  durationSec?: number;
  emoji?: string;
  /** A venue's name. */
  place?: string;
  latitude?: number;
  longitude?: number;
}

/**
 * The longest message ZOE reads, in characters (about five Telegram messages, which stop at 4,096).
 * A longer paste (possible in the terminal) is refused with a clear answer before it is stored or
 * scanned: reading a megabyte through the privacy gate and the reader would hold the owner's chat
 * for seconds, and cutting it silently would act on half of what was said.
 */
export const INBOUND_TEXT_LIMIT = 20_000;

/** The owner (or a stranger) wrote something. */
export interface InboundText extends InboundBase {
  kind: "text";
  text: string;
  messageId: string;
  /** The message this one replies to, when the channel knows (a Telegram reply). */
  replyToMessageId?: string;
  /** Set when the text was forwarded from someone else: it is evidence, not the owner's words. */
  forwardedFrom?: string;
  /** Media that came with the message; `text` is then its caption ("" when there is none). */
  media?: MediaNote;
}

/** The owner pressed an inline button (or chose a numbered option in the terminal). */
export interface InboundButton extends InboundBase {
  kind: "button";
  data: string;
  /** The message that carried the button. */
  messageId?: string;
}

export type Inbound = InboundText | InboundButton;

/** What an earlier run (killed mid-reply) left of one reply. */
export interface ReplyRecord {
  /** Message ids of the parts the channel confirmed, in order (a long reply goes out in parts). */
  parts: string[];
  /**
   * The part that was on its way without a confirmation (it may or may not have reached the
   * owner), with the position the channel gave each try of it (`ReplyJournal.sending`), in the
   * order they were noted: the channel's own words, which only the channel reads.
   */
  inDoubt?: { part: number; positions: string[] };
  /** Ids of other messages known to be delivered in this chat (never the part in doubt). */
  noted?: string[];
}

/**
 * The delivery journal a reply may carry (the durable inbox's, conversation/inbox.ts), so a reply re-sent after
 * a crash is neither repeated nor lost. A channel that supports it skips the parts in `earlier`,
 * looks for the part in doubt before sending it again, and calls `sending` right before and `sent`
 * the instant a part is confirmed, before any other work (both are synchronous on purpose).
 */
export interface ReplyJournal {
  earlier?: ReplyRecord;
  /**
   * Ids of messages ZOE's storage knows in this chat (a push sent by an instance that has seen
   * nothing of the chat yet): the channel may place the next part from them (Telegram: above the
   * highest) as well as from what it saw itself.
   */
  known?: string[];
  /**
   * A push, not a reply: a part in doubt the chat cannot tell about is withheld, not sent again
   * (once or not at all; a reply is sent again, an answer repeated being better than none).
   */
  push?: boolean;
  /**
   * Part `part` is about to go out; `position` is the channel's note of where the chat stands
   * (opaque to the core, handed back in `earlier.inDoubt` to search from; Telegram: the highest
   * message id known in the chat). A networked backend returns a promise the channel awaits
   * before sending (the note must be durable first); the files backend has written it already.
   */
  sending(part: number, position: string): void | Promise<void>;
  sent(part: number, messageId: string, last: boolean): void;
  /** The transport answered the part with an error: it surely did not take it (no search next time). */
  unsent?(part: number): void;
}

/**
 * A file is larger than the caller's limit: refused before the download when its size was known,
 * or cut off while downloading. `sizeBytes` is what was known (null: only that it passed the limit).
 */
export class FileTooLargeError extends Error {
  override name = "FileTooLargeError";
  constructor(
    readonly sizeBytes: number | null,
    readonly maxBytes: number,
  ) {
    super(`the file is larger than ${maxBytes} bytes${sizeBytes !== null ? ` (${sizeBytes})` : ""}`);
  }
}

/** How much of a file a caller takes, and when it stops waiting for it. */
export interface FetchLimits {
  /** Refused above this, before the download when the size is known, else while downloading. */
  maxBytes: number;
  signal?: AbortSignal;
}

/** What a handler may do in answer to one inbound event. */
export interface Conversation {
  /** Send a reply; with `journal`, once across crashes (see ReplyJournal). */
  reply(msg: OutMessage, journal?: ReplyJournal): Promise<Sent>;
  /** Show "typing…" until the returned function is called. Never throws. */
  typing(): () => void;
  /** A short acknowledgement of a button press (a toast in Telegram). Never throws. */
  ack(text?: string): Promise<void>;
  /** Remove the buttons from a message that has been answered. Never throws. */
  clearButtons(messageId: string): Promise<void>;
  /**
   * The bytes of a file attached to this event (`MediaNote.fileId`), in memory, for this turn only;
   * rejects with FileTooLargeError past `limits.maxBytes`, or another error (its message free of
   * credentials) when the file cannot be had. Absent where the channel has no files (the terminal).
   */
  fetchFile?(media: MediaNote, limits: FetchLimits): Promise<Uint8Array>;
  /**
   * Show a sent message anew with another text and buttons (a list after one of its items was
   * acted on), where the chat can change a message; a chat that cannot shows it as a new one. Never throws.
   */
  edit(messageId: string, msg: OutMessage): Promise<void>;
}

export type InboundHandler = (event: Inbound, convo: Conversation) => Promise<void>;

/**
 * Called with each batch of inbound events before the transport acknowledges them (for Telegram:
 * before the getUpdates offset moves past them). If it throws, nothing is acknowledged and the
 * batch comes again.
 */
export type InboundIntake = (events: Inbound[]) => Promise<void>;

/** A transport ZOE can talk through. */
export interface Channel {
  /**
   * The channel's name, unique among the channels of one process ("telegram", "terminal"). Every
   * address it hands out carries it, so a reply, a push or a stored event finds its way back here.
   */
  readonly name: string;
  /** Begin receiving; resolves once the channel is live. */
  start(handler: InboundHandler, intake?: InboundIntake): Promise<void>;
  /** Stop receiving and wait until in-flight handlers finished. */
  stop(): Promise<void>;
  /** The owner's own chat on this channel (where a push reaches them), or null when it has none. */
  addressOf(ownerId: string): Address | null;
  /**
   * Send an unsolicited message to a chat of this channel; with `journal` (a scheduled push),
   * once across crashes and instances, as a reply with its journal.
   */
  send(to: Address, msg: OutMessage, journal?: ReplyJournal): Promise<Sent>;
  /** A conversation for an event received earlier (an inbox entry handled again after a restart). */
  conversation?(event: Inbound): Conversation;
}

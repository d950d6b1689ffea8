/**
 * The channels feature's door: the `Channel` interface every transport implements, the `Address`
 * of a conversation, and the channels that load nothing heavy (the terminal). The Telegram
 * channel is loaded on demand through channels/telegram/index.ts (grammY only with a bot token);
 * which channels run is decided in one place, shell/channels.ts.
 * Must never: load a transport's client library for a ZOE that does not use it.
 */
export { type Address, AddressSchema, addressKey, sameAddress } from "./address.ts";
export type { TurnGate, UpdateLedger } from "./telegram/index.ts";
export { type WebhookOutcome, type WebhookUpdate, WebhookUpdateSchema } from "./telegram/webhook-update.ts";
export { TERMINAL_OWNER, TerminalChannel } from "./terminal.ts";
export { type Button, type Channel, type Conversation, type Inbound, type InboundButton, type InboundHandler, type InboundIntake, type FetchLimits, FileTooLargeError, INBOUND_TEXT_LIMIT, KeptForLaterError, type InboundText, type MediaNote, type OutMessage, PushWithheldError, type ReplyJournal, type ReplyRecord, RetryLaterError, type Sent, UndeliverableError } from "./types.ts";

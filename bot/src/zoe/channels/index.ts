/**
 * The transports ZOE talks through (the terminal, Telegram) and the one interface they share.
 * Other folders use only what this index exports.
 * Must never: put ZOE's decisions in an adapter: adapters translate, the core decides.
 */
export type { UpdateLedger } from "./telegram/channel.ts";
export { TERMINAL_OWNER, TerminalChannel } from "./terminal.ts";
export { type Button, type Channel, type Conversation, type Inbound, type InboundButton, type InboundHandler, type InboundText, type MediaNote, type OutMessage, PushWithheldError, type ReplyJournal, type ReplyRecord, RetryLaterError, type Sent, UndeliverableError } from "./types.ts";
export { type WebhookOutcome, type WebhookUpdate, WebhookUpdateSchema } from "./webhook-update.ts";

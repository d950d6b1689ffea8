/**
 * Telegram update -> ZOE inbound event: a pure translation, so what reaches the core is decided
 * in one testable place. Private messages (text, or media with its caption: conversation/media.ts) and button
 * presses pass, with control characters stripped from the text; everything else (groups,
 * channels, edits) is skipped with a reason for the debug log.
 * Must never: decide anything about the owner or the content; it only translates.
 */
import type { Chat, MessageOrigin, Update, User } from "grammy/types";
import type { Address } from "../address.ts";
import type { Inbound } from "../types.ts";
import { cleanIncomingText } from "../clean-text.ts";
import { describeMedia } from "./media.ts";

/** The Telegram channel's name in addresses, unless it is given another (two bots in one process). */
export const TELEGRAM = "telegram";

/** What to do with one update. */
export type InboundDecision =
  | { kind: "event"; event: Inbound; callbackQueryId?: string }
  /** Skip it. `callbackQueryId` is set when a button press must still be answered. */
  | { kind: "skip"; reason: string; callbackQueryId?: string };

const fullName = (u: User) => [u.first_name, u.last_name].filter(Boolean).join(" ");

function chatTitle(c: Chat): string {
  const named = c as { title?: string; first_name?: string };
  return named.title || named.first_name || "a chat";
}

/** A readable "who wrote this originally" for a forwarded message. */
export function describeForwardOrigin(origin: MessageOrigin): string {
  switch (origin.type) {
    case "user": {
      const u = origin.sender_user;
      return u.username ? `${fullName(u)} (@${u.username})` : fullName(u);
    }
    case "hidden_user":
      return origin.sender_user_name;
    case "chat":
      return origin.author_signature ? `${chatTitle(origin.sender_chat)} (${origin.author_signature})` : chatTitle(origin.sender_chat);
    case "channel":
      return origin.author_signature ? `${chatTitle(origin.chat)} (${origin.author_signature})` : chatTitle(origin.chat);
    default:
      return "someone";
  }
}

/**
 * Translate one update received at `now`. `wallNow` is the real time, compared only with
 * Telegram's own message date (both are the world's clock) to tell how long Telegram held it.
 * `channel`: the name the event's address carries.
 */
export function toInbound(update: Update, now: Date, wallNow: Date = now, channel: string = TELEGRAM): InboundDecision {
  const address = (chat: Chat): Address => ({ channel, chat: String(chat.id) });
  const cq = update.callback_query;
  if (cq) {
    const chat = cq.message?.chat;
    if (!chat) return { kind: "skip", reason: "button press on an inline message", callbackQueryId: cq.id };
    if (chat.type !== "private") return { kind: "skip", reason: `button press in a ${chat.type} chat`, callbackQueryId: cq.id };
    if (cq.data === undefined) return { kind: "skip", reason: "button press without data", callbackQueryId: cq.id };
    return {
      kind: "event",
      callbackQueryId: cq.id,
      event: {
        kind: "button",
        userId: String(cq.from.id),
        address: address(chat),
        data: cq.data,
        ...(cq.message ? { messageId: String(cq.message.message_id) } : {}),
        at: now,
        // One key per button on one message: a second tap is the same press, not a new one.
        key: `b:${chat.id}:${cq.message?.message_id ?? "inline"}:${cq.data}`,
      },
    };
  }
  const msg = update.message;
  if (!msg) {
    const kind = Object.keys(update).find((k) => k !== "update_id") ?? "empty";
    return { kind: "skip", reason: `unhandled update type ${kind}` };
  }
  if (msg.chat.type !== "private") return { kind: "skip", reason: `message in a ${msg.chat.type} chat` };
  if (!msg.from) return { kind: "skip", reason: "message without a sender" };
  const media = describeMedia(msg);
  if (typeof msg.text !== "string" && !media) return { kind: "skip", reason: "not a message ZOE reads" };
  return {
    kind: "event",
    event: {
      kind: "text",
      userId: String(msg.from.id),
      address: address(msg.chat),
      // A caption is the owner's words about the media: it is handled as text.
      text: cleanIncomingText(msg.text ?? msg.caption ?? ""),
      ...(media ? { media } : {}),
      messageId: String(msg.message_id),
      ...(msg.reply_to_message ? { replyToMessageId: String(msg.reply_to_message.message_id) } : {}),
      ...(msg.forward_origin ? { forwardedFrom: describeForwardOrigin(msg.forward_origin) } : {}),
      at: now,
      ...(typeof msg.date === "number" && msg.date > 0 ? { waitedMs: Math.max(0, wallNow.getTime() - msg.date * 1000) } : {}),
      // Message ids are unique within a chat and the same on every redelivery.
      key: `m:${msg.chat.id}:${msg.message_id}`,
    },
  };
}

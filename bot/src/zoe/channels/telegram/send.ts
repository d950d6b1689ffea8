/**
 * Sending to a Telegram chat: a message split into parts that each fit (format.ts), rendered as
 * HTML (plain text when Telegram cannot parse it), buttons on the last part; each part bracketed
 * in the reply journal when one comes with it (a part an earlier run delivered is skipped, a part
 * in doubt looked for first, journal.ts); Telegram's refusals turned into the core's errors (403:
 * undeliverable, 429 with retry_after: retry later); and the small calls around a reply (typing…,
 * answering a button press, clearing buttons).
 * Must never: send a part before the journal noted it, let anything come between Telegram's
 * confirmation of a part and the journal's note of it, or send button data Telegram would reject.
 */
import { GrammyError, HttpError, type Bot } from "grammy";
import type { InlineKeyboardMarkup } from "grammy/types";
import type { Logger } from "../../base/log.ts";
import { PushWithheldError, RetryLaterError, UndeliverableError, type OutMessage, type ReplyJournal, type Sent } from "../types.ts";
import type { ErrorInfo } from "./api.ts";
import { renderHtml, splitMessage, TELEGRAM_TEXT_LIMIT } from "./format.ts";
import { findDelivered, searchFrom, type ChatPositions } from "./journal.ts";

/** Sending failed because the user blocked the bot (or never started it): Telegram said 403. */
export class TelegramBlockedError extends UndeliverableError {
  override readonly name = "TelegramBlockedError";
  constructor(
    /** The chat that cannot be reached. */
    readonly chatId: string,
    /** Telegram's own words, e.g. "Forbidden: bot was blocked by the user". */
    readonly description: string,
  ) {
    super(`Telegram refused to deliver to chat ${chatId}: ${description}`);
  }
}

/** How often "typing…" is renewed: Telegram shows it for about 5 seconds. */
const TYPING_INTERVAL_MS = 4_500;
/** callback_data is limited to 64 bytes by Telegram. */
const MAX_CALLBACK_DATA_BYTES = 64;

/** Buttons -> inline keyboard; refuses data Telegram would reject, so the bug shows up here. */
export function toKeyboard(buttons: OutMessage["buttons"]): InlineKeyboardMarkup | undefined {
  if (!buttons || buttons.every((row) => row.length === 0)) return undefined;
  return {
    inline_keyboard: buttons
      .filter((row) => row.length > 0)
      .map((row) =>
        row.map((b) => {
          if (Buffer.byteLength(b.data, "utf8") > MAX_CALLBACK_DATA_BYTES) {
            throw new Error(`button data longer than ${MAX_CALLBACK_DATA_BYTES} bytes: ${b.data.slice(0, 20)}…`);
          }
          return { text: b.label, callback_data: b.data };
        }),
      ),
  };
}

export interface SenderOptions {
  bot: Bot;
  log: Logger;
  scrub: (text: string) => string;
  errorInfo: (err: unknown) => ErrorInfo;
  positions: ChatPositions;
}

/** The outbound half of the Telegram channel. */
export class TelegramSender {
  private readonly typingLoops = new Set<() => void>();

  constructor(private readonly o: SenderOptions) {}

  private async sendPart(chatId: string, part: string, markup: InlineKeyboardMarkup | undefined): Promise<Sent> {
    const { bot, log, scrub } = this.o;
    const extra = markup ? { reply_markup: markup } : {};
    try {
      try {
        const m = await bot.api.sendMessage(chatId, renderHtml(part), { parse_mode: "HTML", ...extra });
        return { messageId: String(m.message_id) };
      } catch (err) {
        if (!(err instanceof GrammyError && err.error_code === 400 && /can't parse entities/i.test(err.description))) throw err;
        log.warn({ event: "telegram_html_rejected", reason: scrub(err.description) }, "Telegram rejected our HTML; sending as plain text");
        const m = await bot.api.sendMessage(chatId, part, extra);
        return { messageId: String(m.message_id) };
      }
    } catch (err) {
      if (err instanceof GrammyError && err.error_code === 403) {
        log.warn({ event: "telegram_blocked", chatId, reason: scrub(err.description) }, "cannot deliver: the user blocked the bot");
        throw new TelegramBlockedError(chatId, scrub(err.description));
      }
      // A wait longer than the client waits by itself (ZOE_RETRY_MAX_SECONDS): the caller keeps the
      // reply durably and tries again after Telegram's retry_after, on whichever instance is alive.
      const retryAfter = err instanceof GrammyError ? err.parameters.retry_after : undefined;
      if (typeof retryAfter === "number") throw new RetryLaterError(scrub(err instanceof Error ? err.message : String(err)), retryAfter * 1000);
      throw err;
    }
  }

  /**
   * Send a message, part by part. With a journal (a reply from the durable inbox, a scheduled
   * push): parts an earlier run delivered are skipped, a part in doubt is looked for first, and
   * every part is noted right before it goes out and the instant Telegram confirms it.
   */
  async deliver(chatId: string, msg: OutMessage, journal?: ReplyJournal): Promise<Sent> {
    const { log, positions } = this.o;
    const keyboard = toKeyboard(msg.buttons);
    const parts = splitMessage(msg.text, TELEGRAM_TEXT_LIMIT);
    if (parts.length === 0) throw new Error("Telegram cannot send an empty message");
    let sent: Sent | null = null;
    for (const [i, part] of parts.entries()) {
      const markup = i === parts.length - 1 ? keyboard : undefined;
      const last = i === parts.length - 1;
      const earlier = journal?.earlier;
      const done = earlier?.parts[i];
      if (done !== undefined) {
        sent = { messageId: done };
        continue;
      }
      if (journal && earlier?.inDoubt?.part === i) {
        const after = searchFrom(earlier.inDoubt.positions);
        const found = await findDelivered(this.o, chatId, after, part, markup, new Set([...earlier.parts, ...(earlier.noted ?? [])]));
        if (found !== "absent" && found !== "unknown") {
          journal.sent(i, found, last);
          log.warn({ event: "telegram_reply_found", chatId, messageId: found }, "a reply part sent before a crash had arrived; not sending it again");
          sent = { messageId: found };
          continue;
        }
        // A push the chat cannot rule out is not sent again (once or not at all); a reply is. A
        // push whose sender knew no message of the chat was looked for among the chat's first ids
        // only: when that cannot tell, it is sent again, as before (withholding it would drop every
        // such push whose send never arrived).
        if (found === "unknown" && journal.push && after > 0) throw new PushWithheldError(i);
      }
      await journal?.sending(i, positions.position(chatId, journal.known));
      try {
        sent = await this.sendPart(chatId, part, markup);
      } catch (err) {
        // An answer from Telegram (an error code) means it did not take the part; a network
        // failure leaves it in doubt (the request may have arrived).
        if (!(err instanceof HttpError)) journal?.unsent?.(i);
        throw err;
      }
      journal?.sent(i, sent.messageId, last); // first thing after Telegram's answer: nothing may come between
      positions.noteSent(chatId, sent.messageId);
    }
    log.debug({ event: "telegram_sent", chatId, parts: parts.length, messageId: sent?.messageId }, "sent");
    return sent as Sent;
  }

  /** Show "typing…" in `chatId` until the returned function is called (or `stopTyping`). */
  startTyping(chatId: string): () => void {
    const { bot, log, errorInfo } = this.o;
    const ping = () => {
      bot.api.sendChatAction(chatId, "typing").catch((err: unknown) => {
        log.debug({ event: "telegram_typing_failed", err: errorInfo(err) }, "typing indicator failed");
      });
    };
    ping();
    const timer = setInterval(ping, TYPING_INTERVAL_MS);
    timer.unref();
    const stop = () => {
      clearInterval(timer);
      this.typingLoops.delete(stop);
    };
    this.typingLoops.add(stop);
    return stop;
  }

  /** End every "typing…" still shown (the channel is stopping). */
  stopTyping(): void {
    for (const stop of [...this.typingLoops]) stop();
  }

  /** Stop the spinner on a pressed button, with a toast when `text` is given. Never throws. */
  async answerCallback(id: string, text?: string): Promise<void> {
    try {
      await this.o.bot.api.answerCallbackQuery(id, text ? { text } : {});
    } catch (err) {
      this.o.log.debug({ event: "telegram_ack_failed", err: this.o.errorInfo(err) }, "could not answer a button press");
    }
  }

  /** Remove the buttons of a message. Never throws. */
  /** A message's text and buttons replaced (HTML, else plain text); a text too long for one message keeps its first part. */
  async edit(chatId: string, messageId: string, msg: OutMessage): Promise<void> {
    const part = splitMessage(msg.text)[0] ?? msg.text;
    const markup = toKeyboard(msg.buttons) ?? { inline_keyboard: [] };
    try {
      try {
        await this.o.bot.api.editMessageText(chatId, Number(messageId), renderHtml(part), { parse_mode: "HTML", reply_markup: markup });
      } catch (err) {
        if (!(err instanceof GrammyError && err.error_code === 400 && /can't parse entities/i.test(err.description))) throw err;
        await this.o.bot.api.editMessageText(chatId, Number(messageId), part, { reply_markup: markup });
      }
    } catch (err) {
      this.o.log.debug({ event: "telegram_edit_failed", err: this.o.errorInfo(err) }, "could not edit a message");
    }
  }

  async clearButtons(chatId: string, messageId: string): Promise<void> {
    try {
      await this.o.bot.api.editMessageReplyMarkup(chatId, Number(messageId), { reply_markup: { inline_keyboard: [] } });
    } catch (err) {
      this.o.log.debug({ event: "telegram_clear_buttons_failed", err: this.o.errorInfo(err) }, "could not clear buttons");
    }
  }
}

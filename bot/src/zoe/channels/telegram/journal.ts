/**
 * The Telegram side of the reply journal (`ReplyJournal` in channels/types.ts): where a chat
 * stands before a part goes out, and the search for a part in doubt (sent by a run that died
 * before Telegram's confirmation reached it). The core keeps positions and message ids as opaque
 * strings; what they mean here is Telegram's: a chat's message ids grow, so "the highest message
 * id known in the chat" is a position, and the part in doubt is one of the few ids after it.
 * Must never: take a message for the part in doubt without reading its text, or search without
 * an end (at most MAX_PROBE_SPAN ids, one edit each).
 */
import { GrammyError, type Bot } from "grammy";
import type { InlineKeyboardMarkup } from "grammy/types";
import type { Logger } from "../../base/log.ts";
import type { ErrorInfo } from "./api.ts";
import { htmlToVisibleText, renderHtml } from "./format.ts";

/** How many message ids after the last known one are searched for a reply in doubt, at least. */
const PROBE_SPAN = 20;
/**
 * At most: a bot's private chats share one numbering, so with many owners the part in doubt may
 * lie further on, up to the newest id this process has seen in any chat.
 */
const MAX_PROBE_SPAN = 500;
/** The data of the button briefly set on a message to read its text (see `sameText`); a press is answered as an expired button. */
export const PROBE_BUTTON = "zoe:probe";
/** How many messages this process sent are remembered (never taken for a reply in doubt). */
const SENT_REMEMBERED = 500;

/** The highest message id among `ids` (0 for none): ids that are not Telegram's are skipped. */
export function highestMessageId(ids: Iterable<string | number>): number {
  let high = 0;
  for (const id of ids) {
    const n = Number(id);
    if (Number.isSafeInteger(n) && n > high) high = n;
  }
  return high;
}

/**
 * What this process has seen of its chats: the highest message id in each (inbound and sent), a
 * lower bound of the chat's next one, and the messages it sent itself.
 */
export class ChatPositions {
  private readonly highest = new Map<string, number>();
  /** The highest message id seen in any chat. */
  private highestAny = 0;
  /** Messages this process sent (the newest few hundred): never taken for a reply in doubt. */
  private readonly sentHere = new Set<string>();

  /** A message id seen in `chat`. */
  note(chat: string, id: number | string | undefined): void {
    const n = Number(id);
    if (!Number.isSafeInteger(n)) return;
    if (n > (this.highest.get(chat) ?? 0)) this.highest.set(chat, n);
    if (n > this.highestAny) this.highestAny = n;
  }

  /** A message this process sent to `chat`. */
  noteSent(chat: string, id: string): void {
    this.note(chat, id);
    this.sentHere.add(`${chat}:${id}`);
    if (this.sentHere.size > SENT_REMEMBERED) this.sentHere.delete(this.sentHere.values().next().value!);
  }

  sentByMe(chat: string, id: number): boolean {
    return this.sentHere.has(`${chat}:${id}`);
  }

  /**
   * Where `chat` stands now, as the journal keeps it: the highest message id seen there or known
   * from storage (`known`, the core's ids of the chat).
   */
  position(chat: string, known: string[] = []): string {
    return String(Math.max(this.highest.get(chat) ?? 0, highestMessageId(known)));
  }

  /** The last id worth probing after `after`: a few at least, up to the newest seen anywhere. */
  searchEnd(after: number): number {
    return Math.max(after + PROBE_SPAN, Math.min(this.highestAny, after + MAX_PROBE_SPAN));
  }
}

/** What a search for a part in doubt found: its message id, surely not there, or cannot tell. */
export type Found = string | "absent" | "unknown";

export interface SearchOptions {
  bot: Bot;
  log: Logger;
  errorInfo: (err: unknown) => ErrorInfo;
  positions: ChatPositions;
}

/**
 * The part in doubt is looked for from the highest position its tries were noted at (each try
 * noted where the chat stood then; the latest knowledge is the highest).
 */
export function searchFrom(positions: string[]): number {
  return highestMessageId(positions);
}

/**
 * Whether bot message `id`, known to carry `markup`, reads `part`: the Bot API returns a message
 * only when an edit changes it, so its buttons are set to `markup` plus one probe button (the
 * answer is the message, with its text) and straight back to `markup`. Null when the answer does
 * not tell (a server that answers edits without the message, an error). A crash between the two
 * edits leaves the probe button on that message; a press is answered as an expired button.
 */
async function sameText(o: SearchOptions, chatId: string, id: number, part: string, markup: InlineKeyboardMarkup | undefined): Promise<boolean | null> {
  const probe: InlineKeyboardMarkup = { inline_keyboard: [...(markup?.inline_keyboard ?? []), [{ text: "…", callback_data: PROBE_BUTTON }]] };
  let text: unknown;
  try {
    const edited: unknown = await o.bot.api.editMessageReplyMarkup(chatId, id, { reply_markup: probe });
    text = typeof edited === "object" && edited !== null ? (edited as { text?: unknown }).text : undefined;
  } catch (err) {
    o.log.debug({ event: "telegram_probe_inconclusive", err: o.errorInfo(err) }, "could not read a message that may be a reply in doubt");
    return null;
  }
  await o.bot.api.editMessageReplyMarkup(chatId, id, { reply_markup: markup ?? { inline_keyboard: [] } }).catch((err: unknown) => {
    o.log.warn({ event: "telegram_probe_not_restored", chatId, messageId: id, err: o.errorInfo(err) }, "could not take the probe button off a message");
  });
  if (typeof text !== "string") return null;
  const read = (t: string) => t.replace(/\s+/g, " ").trim();
  return read(text) === read(htmlToVisibleText(renderHtml(part))) || read(text) === read(part);
}

/**
 * Look for a message ZOE sent without hearing back (it died in between): Telegram numbers a
 * chat's messages upwards, so it is one of the few ids after `after`. Asking Telegram to set a
 * message's buttons to what they already are changes nothing and tells which message it is:
 * "message is not modified" for a bot message carrying exactly those buttons, "can't be edited"
 * for the owner's, "not found" for none. Ids noted as delivered are skipped; the search ends
 * at a message this process sent (it came after the part in doubt, whose sender is gone).
 * The owner's own messages do not end it: the owner may go on typing while Telegram takes the
 * part, which then lands after their next message (killed at that moment, the instance that
 * took the turn over stopped there and sent the reply a second time). A bot message with the
 * same buttons may be another one (a push another instance sent meanwhile and has not recorded
 * yet, another instance's answer to the owner's next message), so a match is confirmed by its
 * text (`sameText`). Any other answer (a server without these errors, a network failure) ends the
 * search as "unknown": a reply is then sent again, since a repeated reply is better than none,
 * and a push is not (send.ts). "absent": every id where the part lands was looked at.
 */
export async function findDelivered(
  o: SearchOptions,
  chatId: string,
  after: number,
  part: string,
  markup: InlineKeyboardMarkup | undefined,
  known: Set<string>,
): Promise<Found> {
  // No message of the chat was known when it went out: only the chat's first ids are looked at
  // (where a server that numbers each chat on its own puts it; in a numbering shared by a bot's
  // chats it is not there, and it is sent again, as before this search: a few failed edits).
  const end = after <= 0 ? PROBE_SPAN : o.positions.searchEnd(after);
  for (let id = after + 1; id <= end; id++) {
    // Sent by this process, so after the part in doubt (its sender is gone): it was not before.
    if (o.positions.sentByMe(chatId, id)) return "absent";
    if (known.has(String(id))) continue;
    try {
      await o.bot.api.editMessageReplyMarkup(chatId, id, { reply_markup: markup ?? { inline_keyboard: [] } });
      return "unknown"; // an answer without the errors Telegram gives
    } catch (err) {
      const text = err instanceof GrammyError ? err.description : "";
      if (/message is not modified/i.test(text)) {
        const same = await sameText(o, chatId, id, part, markup);
        if (same === null) return "unknown";
        if (same) return String(id);
        continue; // another message with the same buttons: not the part in doubt
      }
      // No message there, or the owner's: the part may still come after it.
      if (/message to edit not found|MESSAGE_ID_INVALID|message can't be edited/i.test(text)) continue;
      o.log.debug({ event: "telegram_probe_inconclusive", err: o.errorInfo(err) }, "could not tell whether a reply had arrived");
      return "unknown";
    }
  }
  // Every id where a part sent just after `after` lands was looked at. (Past MAX_PROBE_SPAN, in a
  // bot whose chats share one numbering, it is taken as not there: a search through every id
  // since would cost an edit each.)
  return "absent";
}

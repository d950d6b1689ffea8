/**
 * ZOE's Telegram transport: grammY long polling (runner, one queue per chat), retries for rate
 * limits and flaky networks, restart-safe de-duplication, and plain text -> HTML rendering.
 * It translates between Telegram and the core's `Channel` interface and nothing more.
 * Must never: log the bot token (grammY errors carry URLs with it), crash the process on an API
 * error, or make a decision that belongs to the core.
 */
import { run, type RunnerHandle } from "@grammyjs/runner";
import { autoRetry } from "@grammyjs/auto-retry";
import { Bot, GrammyError, HttpError, type Transformer } from "grammy";
import type { InlineKeyboardMarkup } from "grammy/types";
import { systemClock, type Clock } from "../../base/clock.ts";
import { scrubSecrets, type Logger } from "../../base/log.ts";
import { PushWithheldError, RetryLaterError, UndeliverableError, type Channel, type Conversation, type Inbound, type InboundHandler, type InboundIntake, type OutMessage, type ReplyJournal, type Sent } from "../types.ts";
import type { Space } from "../../storage/index.ts";
import { UpdateDeduper } from "./dedupe.ts";
import { htmlToVisibleText, renderHtml, splitMessage, TELEGRAM_TEXT_LIMIT } from "./format.ts";
import { telegramAgent } from "./http-agent.ts";
import { toInbound } from "./inbound.ts";
import { telemetry } from "../../base/metrics.ts";
import type { WebhookOutcome, WebhookUpdate } from "../webhook-update.ts";

/** What the Telegram channel needs: credentials, where to keep its watermark, and its tools. */
export interface TelegramChannelOptions {
  token: string;
  /** e.g. "https://api.telegram.org" or an emulator's URL (no trailing slash). */
  apiRoot: string;
  /** The shared storage space the update_id watermark lives in. */
  state: Space;
  logger: Logger;
  clock: Clock;
  /** Registered with setMyCommands at start. */
  commands: Array<{ command: string; description: string }>;
  /** Long-poll timeout in seconds (default 30). */
  pollingTimeoutSec?: number;
  /**
   * Webhook mode: register this URL and secret with Telegram at start and never poll; updates
   * arrive through `handleWebhook` (the HTTP listener calls it).
   */
  webhook?: { url: string; secret: string } | null;
  /**
   * Which updates were handled, shared by every instance (the database's ledger). Default: this
   * process's watermark file, right for one instance.
   */
  updateLedger?: UpdateLedger;
  /** How often getMe is tried at start before giving up (default: until stopped). */
  startAttempts?: number;
  /** Longest wait between two tries of getMe or getUpdates (default 30 s; tests use less). */
  maxRetryDelayMs?: number;
  /** Polling stopped for good (the token was revoked, or another poller took over). */
  onFatal?: (err: Error) => void;
  /** Aborting it ends a start that is still retrying getMe (as stop() does). */
  signal?: AbortSignal;
  /** Runs each admitted update's handling (e.g. under an owner lock shared by instances). Default: directly. */
  turnGate?: (chatId: string, updateId: number | null, run: () => Promise<void>) => Promise<void>;
}

/** Records each update_id before its reply is sent, so a redelivery never gets a second reply. */
export interface UpdateLedger {
  load(): Promise<void>;
  /** "run": handle it now; "done": handled before, drop it; "busy": being handled elsewhere right now. */
  admit(updateId: number, chatId?: string): Promise<"run" | "done" | "busy">;
  /** The admitted update is finished (handled, or failed after logging). */
  finish(updateId: number): Promise<void>;
  /**
   * The admitted update's handling failed (its error logged): unless its reply had begun, forget
   * it, so Telegram's next delivery of it (to any instance) handles it. Without this, `finish`.
   */
  abandon?(updateId: number): Promise<void>;
  /** A reply is about to be sent: from now on a redelivery is not answered again, even if we die. */
  replying?(updateId: number): Promise<void>;
  /** Wait until everything recorded is durable. */
  flush(): Promise<void>;
}

/** The single-instance ledger: the watermark file in the state folder. */
function watermarkLedger(deduper: UpdateDeduper): UpdateLedger {
  return {
    load: () => deduper.load(),
    admit: async (id) => (deduper.admit(id) ? "run" : "done"),
    finish: (id) => deduper.finish(id),
    flush: () => deduper.flush(),
  };
}

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
/** Calls that are nice to have: a server without them (an emulator, an old proxy) must not stop ZOE. */
const OPTIONAL_METHODS = new Set(["setMyCommands", "sendChatAction", "answerCallbackQuery", "editMessageReplyMarkup", "getWebhookInfo"]);
const MAX_RETRY_ATTEMPTS = 5;
const MAX_RETRY_DELAY_SEC = 60;
/** Default cap of the backoff between start-up and polling attempts. */
const DEFAULT_MAX_RETRY_DELAY_MS = 30_000;
/** callback_data is limited to 64 bytes by Telegram. */
const MAX_CALLBACK_DATA_BYTES = 64;
/** How many message ids after the last known one are searched for a reply in doubt, at least. */
const PROBE_SPAN = 20;
/**
 * At most: a bot's private chats share one numbering, so with many owners the part in doubt may
 * lie further on, up to the newest id this process has seen in any chat.
 */
const MAX_PROBE_SPAN = 500;
/** The data of the button briefly set on a message to read its text (see `sameText`); a press is answered as an expired button. */
export const PROBE_BUTTON = "zoe:probe";

/** A shape of an API response we can inspect without trusting its type. */
interface LooseApiResponse {
  ok?: unknown;
  error_code?: unknown;
  description?: unknown;
  message?: unknown;
}

/** "This server does not have that method": Telegram says 404; telegram-test-api says "not supported". */
function isMethodMissing(res: LooseApiResponse): boolean {
  if (res.error_code === 404) return true;
  const text = String(res.description ?? res.message ?? "");
  return /\bmethod\b.*\bnot (supported|found|implemented)\b/i.test(text);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Sleep that ends early (rejecting) when `signal` aborts (grammY's polyfilled signal type too). */
function abortableSleep(ms: number, anySignal: unknown): Promise<void> {
  const signal = anySignal as AbortSignal | undefined;
  if (!signal) return sleep(ms);
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason ?? new Error("aborted"));
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason ?? new Error("aborted"));
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** Exponential backoff from 0.5 s, capped: the wait before attempt `attempt + 1`. */
export function retryDelayMs(attempt: number, capMs: number): number {
  return Math.min(capMs, 500 * 2 ** Math.max(0, attempt - 1));
}

/** Telegram answers that mean polling cannot go on: a revoked token, another poller. */
const isFatalPollCode = (code: unknown) => code === 401 || code === 404 || code === 409;

/** Create the Telegram channel. Nothing touches the network until `start`. */
export function createTelegramChannel(opts: TelegramChannelOptions): Channel & { bot: Bot; handleWebhook(update: WebhookUpdate): Promise<WebhookOutcome> } {
  const log = opts.logger.child({ component: "telegram" });
  const pollingTimeoutSec = opts.pollingTimeoutSec ?? 30;
  const maxRetryDelayMs = opts.maxRetryDelayMs ?? DEFAULT_MAX_RETRY_DELAY_MS;
  const apiRoot = opts.apiRoot.replace(/\/+$/, "");
  const bot = new Bot(opts.token, {
    // Idle connections closed before the server closes them (http-agent.ts); grammY keeps its
    // other fetch defaults (compression on https).
    client: { apiRoot, timeoutSeconds: Math.max(60, pollingTimeoutSec + 30), baseFetchConfig: { agent: telegramAgent(apiRoot) } },
  });

  /** Error text safe for logs and for errors we throw: no token, even a malformed one. */
  const scrub = (text: string) => scrubSecrets(opts.token ? text.split(opts.token).join("[redacted]") : text);
  const errorInfo = (err: unknown) => {
    if (err instanceof GrammyError) return { type: err.name, code: err.error_code, message: scrub(err.description) };
    if (err instanceof Error) return { type: err.name, message: scrub(err.message) };
    return { type: typeof err, message: scrub(String(err)) };
  };

  /** Set at start: where each fetched batch is recorded before the next poll confirms it. */
  let intake: InboundIntake | null = null;
  const recordBatch = async (updates: Array<Parameters<typeof toInbound>[0]>): Promise<void> => {
    if (!intake || updates.length === 0) return;
    const now = opts.clock.now();
    const wallNow = systemClock.now();
    const events: Inbound[] = [];
    for (const u of updates) {
      const d = toInbound(u, now, wallNow);
      if (d.kind === "event") events.push(d.event);
    }
    if (events.length) await intake(events);
  };

  installTransformers(bot, log, scrub, { maxRetryDelayMs, recordBatch });

  const ledger = opts.updateLedger ?? watermarkLedger(new UpdateDeduper({ state: opts.state, clock: opts.clock, logger: log }));
  /** Updates another instance is handling right now (the webhook answers 503 so Telegram retries). */
  const busyElsewhere = new Set<number>();
  /** Updates whose handling failed here (the error logged), until the ledger hears of it. */
  const failedHere = new Set<number>();
  /** Webhook updates forgotten by the ledger after a failure, until the webhook answers. */
  const abandoned = new Set<number>();
  /**
   * Polling with a shared ledger: the failures so far of each update whose handling failed before
   * its reply began (the ledger forgot it, and the next getUpdates confirmed it: no redelivery
   * comes), and the timers that hand it over again.
   */
  const failures = new Map<number, number>();
  const againTimers = new Set<NodeJS.Timeout>();
  let stopping = false;
  const retriesHere = () => !opts.webhook && ledger.abandon !== undefined;
  /**
   * Hand a failed update over again after a backoff (as polling's own retries), until it is
   * handled. It is in the owner's inbox already (recorded before the offset moved past it), so
   * after a stop or a crash the next start's inbox drain answers it instead.
   */
  function handleAgain(update: Parameters<Bot["handleUpdate"]>[0]): void {
    const id = update.update_id;
    const attempt = (failures.get(id) ?? 0) + 1;
    failures.set(id, attempt);
    if (stopping) return;
    const delayMs = retryDelayMs(attempt, maxRetryDelayMs);
    log.warn({ event: "telegram_update_retry", updateId: id, attempt, delayMs }, `an update's handling failed before its reply began (attempt ${attempt}); handling it again`);
    const timer = setTimeout(() => {
      againTimers.delete(timer);
      if (stopping) return;
      bot.handleUpdate(update).catch((err: unknown) => {
        log.error({ event: "telegram_update_failed", updateId: id, err: errorInfo(err) }, "update handling failed");
        handleAgain(update);
      });
    }, delayMs);
    timer.unref();
    againTimers.add(timer);
  }
  let webhookLive = false;
  let handler: InboundHandler | null = null;
  let handle: RunnerHandle | null = null;
  let task: Promise<void> | undefined;
  /** Aborted by stop(): ends a start-up that is still retrying getMe. */
  let starting: AbortController | null = null;
  const inFlight = new Set<Promise<void>>();
  const typingLoops = new Set<() => void>();

  // --- outbound -------------------------------------------------------------------------------

  async function sendPart(chatId: string, part: string, markup: InlineKeyboardMarkup | undefined): Promise<Sent> {
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

  /** The highest message id seen in each chat (inbound and sent): a lower bound for the next one. */
  const highestId = new Map<string, number>();
  /** The highest message id seen in any chat. */
  let highestAny = 0;
  /** Messages this process sent (the newest few hundred): never taken for a reply in doubt. */
  const sentHere = new Set<string>();
  const noteId = (chatId: string, id: number | string | undefined) => {
    const n = Number(id);
    if (!Number.isSafeInteger(n)) return;
    if (n > (highestId.get(chatId) ?? 0)) highestId.set(chatId, n);
    if (n > highestAny) highestAny = n;
  };
  const noteSent = (chatId: string, id: string) => {
    noteId(chatId, id);
    sentHere.add(`${chatId}:${id}`);
    if (sentHere.size > 500) sentHere.delete(sentHere.values().next().value!);
  };

  /**
   * Send a message, part by part. With a journal (a reply from the durable inbox): parts an
   * earlier run delivered are skipped, a part in doubt is looked for first, and every part is
   * noted right before it goes out and the instant Telegram confirms it.
   */
  async function deliver(chatId: string, msg: OutMessage, journal?: ReplyJournal): Promise<Sent> {
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
        const found = await findDelivered(chatId, earlier.inDoubt.after, part, markup, new Set([...earlier.parts, ...(earlier.noted ?? [])]), journal.push === true);
        if (found !== "absent" && found !== "unknown") {
          journal.sent(i, found, last);
          log.warn({ event: "telegram_reply_found", chatId, messageId: found }, "a reply part sent before a crash had arrived; not sending it again");
          sent = { messageId: found };
          continue;
        }
        // A push the chat cannot rule out is not sent again (once or not at all); a reply is. A
        // push whose sender knew no message of the chat had nothing to search from: it is sent
        // again, as before (withholding it would drop every such push whose send never arrived).
        if (found === "unknown" && journal.push && earlier.inDoubt.after > 0) throw new PushWithheldError(i);
      }
      await journal?.sending(i, Math.max(highestId.get(chatId) ?? 0, journal.floor ?? 0));
      try {
        sent = await sendPart(chatId, part, markup);
      } catch (err) {
        // An answer from Telegram (an error code) means it did not take the part; a network
        // failure leaves it in doubt (the request may have arrived).
        if (!(err instanceof HttpError)) journal?.unsent?.(i);
        throw err;
      }
      journal?.sent(i, sent.messageId, last); // first thing after Telegram's answer: nothing may come between
      noteSent(chatId, sent.messageId);
    }
    log.debug({ event: "telegram_sent", chatId, parts: parts.length, messageId: sent?.messageId }, "sent");
    return sent as Sent;
  }

  /**
   * Whether bot message `id`, known to carry `markup`, reads `part`: the Bot API returns a message
   * only when an edit changes it, so its buttons are set to `markup` plus one probe button (the
   * answer is the message, with its text) and straight back to `markup`. Null when the answer does
   * not tell (a server that answers edits without the message, an error). A crash between the two
   * edits leaves the probe button on that message; a press is answered as an expired button.
   */
  async function sameText(chatId: string, id: number, part: string, markup: InlineKeyboardMarkup | undefined): Promise<boolean | null> {
    const probe: InlineKeyboardMarkup = { inline_keyboard: [...(markup?.inline_keyboard ?? []), [{ text: "…", callback_data: PROBE_BUTTON }]] };
    let text: unknown;
    try {
      const edited: unknown = await bot.api.editMessageReplyMarkup(chatId, id, { reply_markup: probe });
      text = typeof edited === "object" && edited !== null ? (edited as { text?: unknown }).text : undefined;
    } catch (err) {
      log.debug({ event: "telegram_probe_inconclusive", err: errorInfo(err) }, "could not read a message that may be a reply in doubt");
      return null;
    }
    await bot.api.editMessageReplyMarkup(chatId, id, { reply_markup: markup ?? { inline_keyboard: [] } }).catch((err: unknown) => {
      log.warn({ event: "telegram_probe_not_restored", chatId, messageId: id, err: errorInfo(err) }, "could not take the probe button off a message");
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
   * at the owner's next message or at one this process sent (both came after the part in doubt,
   * and a message after them may answer something else). A bot message with the same buttons may
   * still be another one (a push another instance sent meanwhile and has not recorded yet), so a
   * match is confirmed by its text (`sameText`). Any other answer (a server without these errors,
   * a network failure) ends the search as "unknown": a reply is then sent again, since a repeated
   * reply is better than none, and a push is not (`deliver`). "absent": every id where the part
   * lands was looked at. A push (`throughOwner`) may come after the owner's messages: the
   * search goes past them.
   */
  async function findDelivered(chatId: string, after: number, part: string, markup: InlineKeyboardMarkup | undefined, known: Set<string>, throughOwner = false): Promise<string | "absent" | "unknown"> {
    if (after <= 0) return "unknown"; // no message of the chat known before it: nowhere to look from
    const end = Math.max(after + PROBE_SPAN, Math.min(highestAny, after + MAX_PROBE_SPAN));
    for (let id = after + 1; id <= end; id++) {
      // Sent by this process, so after the part in doubt (its sender is gone): it was not before.
      if (sentHere.has(`${chatId}:${id}`)) return "absent";
      if (known.has(String(id))) continue;
      try {
        await bot.api.editMessageReplyMarkup(chatId, id, { reply_markup: markup ?? { inline_keyboard: [] } });
        return "unknown"; // an answer without the errors Telegram gives
      } catch (err) {
        const text = err instanceof GrammyError ? err.description : "";
        if (/message is not modified/i.test(text)) {
          const same = await sameText(chatId, id, part, markup);
          if (same === null) return "unknown";
          if (same) return String(id);
          continue; // another message with the same buttons: not the part in doubt
        }
        if (/message to edit not found|MESSAGE_ID_INVALID/i.test(text)) continue;
        // The owner's next message: a reply after it answers that one (another instance may have
        // sent it), so the search ends here; at worst the part is sent again, never lost.
        if (/message can't be edited/i.test(text)) {
          if (throughOwner) continue;
          return "unknown";
        }
        log.debug({ event: "telegram_probe_inconclusive", err: errorInfo(err) }, "could not tell whether a reply had arrived");
        return "unknown";
      }
    }
    // Every id where a part sent just after `after` lands was looked at. (Past MAX_PROBE_SPAN, in a
    // bot whose chats share one numbering, it is taken as not there: a search through every id
    // since would cost an edit each.)
    return "absent";
  }

  function startTyping(chatId: string): () => void {
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
      typingLoops.delete(stop);
    };
    typingLoops.add(stop);
    return stop;
  }

  async function answerCallback(id: string, text?: string): Promise<void> {
    try {
      await bot.api.answerCallbackQuery(id, text ? { text } : {});
    } catch (err) {
      log.debug({ event: "telegram_ack_failed", err: errorInfo(err) }, "could not answer a button press");
    }
  }

  /** What a handler may do for one event; `cqId` when a live button press can still be answered. */
  function conversationFor(event: Inbound, cqId: string | undefined, updateId?: number): { convo: Conversation; close: () => Promise<void> } {
    let acked = false;
    const myTyping = new Set<() => void>();
    const convo: Conversation = {
      reply: async (msg, journal) => {
        // Recorded before the reply is sent: whatever happens to this process from here on, a
        // redelivery of this update (to any instance) gets no second reply.
        if (updateId !== undefined && ledger.replying) await ledger.replying(updateId);
        if (event.kind === "text") noteId(event.chatId, event.messageId);
        const sent = await deliver(event.chatId, msg, journal);
        telemetry.count("replies");
        return sent;
      },
      typing: () => {
        const stop = startTyping(event.chatId);
        myTyping.add(stop);
        return stop;
      },
      ack: async (text) => {
        if (cqId === undefined || acked) return;
        acked = true;
        await answerCallback(cqId, text);
      },
      clearButtons: async (messageId) => {
        try {
          await bot.api.editMessageReplyMarkup(event.chatId, Number(messageId), { reply_markup: { inline_keyboard: [] } });
        } catch (err) {
          log.debug({ event: "telegram_clear_buttons_failed", err: errorInfo(err) }, "could not clear buttons");
        }
      },
    };
    const close = async () => {
      for (const stop of myTyping) stop();
      if (cqId !== undefined && !acked) {
        acked = true;
        await answerCallback(cqId);
      }
    };
    return { convo, close };
  }

  // --- inbound --------------------------------------------------------------------------------

  bot.catch((err) => {
    log.error({ event: "telegram_update_failed", updateId: err.ctx.update.update_id, err: errorInfo(err.error) }, "update handling failed");
  });

  // Outermost: drop duplicates and keep track of what is running, so stop() can wait for it.
  bot.use(async (ctx, next) => {
    const updateId = ctx.update.update_id;
    const chat = ctx.chat ?? ctx.callbackQuery?.message?.chat;
    if (chat && ctx.msg) noteId(String(chat.id), ctx.msg.message_id);
    let verdict: Awaited<ReturnType<typeof ledger.admit>>;
    try {
      verdict = await ledger.admit(updateId, chat ? String(chat.id) : undefined);
    } catch (err) {
      // The shared ledger could not be reached (no pool connection in time): polling confirms the
      // update with the next getUpdates anyway, so it is handed over again here.
      if (!retriesHere()) throw err;
      log.error({ event: "telegram_admit_failed", updateId, err: errorInfo(err) }, "could not record an update in the shared ledger");
      handleAgain(ctx.update);
      return;
    }
    if (verdict !== "run") failures.delete(updateId);
    if (verdict !== "run") {
      if (verdict === "busy") busyElsewhere.add(updateId);
      telemetry.count("updates_handled", { kind: verdict === "busy" ? "busy_elsewhere" : "duplicate" });
      log.debug({ event: "telegram_duplicate_update", updateId, verdict }, "dropped an update that was already handled");
      const cq = ctx.update.callback_query;
      if (cq && verdict === "done") await answerCallback(cq.id);
      return;
    }
    const work = (async () => {
      try {
        await next();
      } finally {
        if (failedHere.delete(updateId) && ledger.abandon) {
          await ledger.abandon(updateId);
          if (opts.webhook) abandoned.add(updateId);
          else handleAgain(ctx.update);
        } else {
          failures.delete(updateId);
          await ledger.finish(updateId);
        }
      }
    })();
    inFlight.add(work);
    try {
      await work;
    } finally {
      inFlight.delete(work);
    }
  });

  // No per-chat queue here: the core orders an owner's conversation turns itself, so a command
  // or a button press never waits behind a model call.
  bot.use(async (ctx) => {
    const current = handler;
    const decision = toInbound(ctx.update, opts.clock.now(), systemClock.now());
    if (decision.kind === "skip" || current === null) {
      telemetry.count("updates_handled", { kind: "skipped" });
      log.debug({ event: "telegram_update_skipped", updateId: ctx.update.update_id, reason: decision.kind === "skip" ? decision.reason : "stopped" }, "skipped an update");
      if (decision.callbackQueryId) await answerCallback(decision.callbackQueryId);
      return;
    }
    const event = decision.event;
    telemetry.count("updates_handled", { kind: event.kind });
    const { convo, close } = conversationFor(event, decision.callbackQueryId, ctx.update.update_id);
    // Never the text: whether the sender is an owner is the core's to decide, and a stranger's
    // words must not reach the log at any level.
    log.debug({ event: "telegram_inbound", kind: event.kind, chatId: event.chatId, updateId: ctx.update.update_id }, "inbound");
    try {
      if (opts.turnGate) await opts.turnGate(event.chatId, ctx.update.update_id, () => current(event, convo));
      else await current(event, convo);
    } catch (err) {
      if (err instanceof TelegramBlockedError) {
        log.warn({ event: "telegram_handler_blocked", chatId: err.chatId }, "handler could not reply: bot blocked");
      } else {
        log.error({ event: "telegram_handler_failed", updateId: ctx.update.update_id, err: errorInfo(err) }, "inbound handler failed");
        failedHere.add(ctx.update.update_id);
      }
    } finally {
      await close();
    }
  });

  /** getMe until it answers: a network that is not up yet is waited for, a rejected token is not. */
  async function getMeWithRetry(signal: AbortSignal): Promise<void> {
    const limit = opts.startAttempts ?? Infinity;
    for (let attempt = 1; ; attempt++) {
      try {
        bot.botInfo = await bot.api.getMe(signal as never);
        return;
      } catch (err) {
        const info = errorInfo(err);
        const rejected = err instanceof GrammyError && (err.error_code === 401 || err.error_code === 404);
        const why = rejected
          ? "the bot token was rejected; check TELEGRAM_BOT_TOKEN"
          : err instanceof GrammyError
            ? "Telegram refused getMe"
            : `could not reach the Bot API at ${apiRoot}; check TELEGRAM_API_ROOT and the network`;
        const message = `Telegram getMe failed (${info.code !== undefined ? `${info.code}: ` : ""}${info.message}): ${why}`;
        if (rejected || signal.aborted || attempt >= limit) throw new Error(message);
        const delay = retryDelayMs(attempt, maxRetryDelayMs);
        log.warn({ event: "telegram_start_retry", attempt, delayMs: delay, reason: info.message }, `Telegram is not reachable yet (attempt ${attempt}); retrying in ${Math.round(delay / 100) / 10} s`);
        await abortableSleep(delay, signal).catch(() => undefined);
        if (signal.aborted) throw new Error("stopped while waiting for Telegram");
      }
    }
  }

  // --- lifecycle ------------------------------------------------------------------------------

  return {
    kind: "telegram",
    bot,

    async start(h: InboundHandler, take?: InboundIntake): Promise<void> {
      if (handle !== null) throw new Error("Telegram channel is already running");
      stopping = false;
      await ledger.load();
      starting = new AbortController();
      const abortStart = () => starting?.abort();
      opts.signal?.addEventListener("abort", abortStart, { once: true });
      if (opts.signal?.aborted) abortStart();
      try {
        // Not bot.init(): its retries are silent and never give up on a rejected token.
        if (!bot.isInited()) await getMeWithRetry(starting.signal);
      } finally {
        opts.signal?.removeEventListener("abort", abortStart);
        starting = null;
      }
      try {
        await bot.api.setMyCommands(opts.commands);
      } catch (err) {
        log.warn({ event: "telegram_set_commands_failed", err: errorInfo(err) }, "could not register the command menu");
      }
      handler = h;
      intake = take ?? null;
      if (opts.webhook) {
        // Webhook mode: Telegram posts to our listener; polling stays off. Registering again at
        // every start is harmless and lets a new instance fix a URL an operator changed.
        await bot.api.setWebhook(opts.webhook.url, { secret_token: opts.webhook.secret, allowed_updates: ["message", "callback_query"], drop_pending_updates: false });
        webhookLive = true;
        log.info({ event: "telegram_webhook_set", bot: bot.botInfo.username }, "Telegram webhook registered; long polling is off");
        return;
      }
      // A webhook left by an earlier webhook-mode run would make getUpdates fail with 409.
      const info = (await bot.api.getWebhookInfo().catch(() => null)) as { url?: string } | null;
      if (info?.url) {
        log.warn({ event: "telegram_webhook_removed" }, "a webhook was registered for this bot; removing it to poll");
        await bot.api.deleteWebhook({ drop_pending_updates: false });
      }
      handle = run(bot, {
        runner: {
          fetch: { timeout: pollingTimeoutSec, allowed_updates: ["message", "callback_query"] },
          silent: true, // failures are logged, scrubbed, by the getUpdates transformer
          retryInterval: "exponential",
        },
      });
      task = handle.task();
      task?.catch((err: unknown) => {
        log.error({ event: "telegram_polling_stopped", err: errorInfo(err) }, "Telegram polling stopped (another instance running, or the token was revoked)");
        const info = errorInfo(err);
        opts.onFatal?.(new Error(`Telegram polling stopped (${info.code !== undefined ? `${info.code}: ` : ""}${info.message}): another ZOE polls this bot token, or the token was revoked`));
      });
      log.info({ event: "telegram_started", bot: bot.botInfo.username }, "Telegram polling started");
    },

    async stop(): Promise<void> {
      starting?.abort();
      stopping = true;
      for (const t of againTimers) clearTimeout(t);
      againTimers.clear();
      const h = handle;
      handle = null;
      if (h !== null) {
        const running = task;
        task = undefined;
        try {
          await h.stop();
        } catch {
          // already reported by the task's catch
        }
        await running?.catch(() => undefined);
      }
      // Updates dispatched just before the stop are still in the middleware: let them finish.
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      for (const stop of [...typingLoops]) stop();
      handler = null;
      intake = null;
      // The webhook stays registered: other instances keep serving it, and a restart picks it up.
      webhookLive = false;
      await ledger.flush();
      if (h !== null) log.info({ event: "telegram_stopped" }, "Telegram polling stopped");
    },

    send(ownerId: string, msg: OutMessage, journal?: ReplyJournal): Promise<Sent> {
      return deliver(ownerId, msg, journal);
    },

    async handleWebhook(update: WebhookUpdate): Promise<WebhookOutcome> {
      if (!webhookLive || handler === null) throw new Error("the Telegram channel is not serving its webhook (starting or stopping)");
      // Recorded before Telegram hears back (our HTTP answer is its acknowledgement).
      await recordBatch([update as unknown as Parameters<typeof toInbound>[0]]);
      const work = bot.handleUpdate(update as unknown as Parameters<Bot["handleUpdate"]>[0]);
      await work;
      if (busyElsewhere.delete(update.update_id)) return "busy";
      // Failed before its reply began: with a shared ledger it was forgotten, so Telegram's retry
      // handles it (the single-instance ledger records every update in the inbox first).
      if (abandoned.delete(update.update_id)) return "failed";
      return "handled";
    },

    conversation(event: Inbound): Conversation {
      return conversationFor(event, undefined).convo;
    },
  };
}

/** Buttons -> inline keyboard; refuses data Telegram would reject, so the bug shows up here. */
function toKeyboard(buttons: OutMessage["buttons"]): InlineKeyboardMarkup | undefined {
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

interface PollingHooks {
  maxRetryDelayMs: number;
  /** Record a fetched batch before it is handed on (and so before the next poll confirms it). */
  recordBatch: (updates: any[]) => Promise<void>;
}

/**
 * The API call stack, innermost first: tolerate missing optional methods; retry 429 and 5xx
 * (auto-retry); retry network errors a bounded number of times; and for getUpdates, retry every
 * outage with a capped backoff (one log line per attempt) and record each batch in the inbox
 * before the runner sees it.
 */
function installTransformers(bot: Bot, log: Logger, scrub: (s: string) => string, hooks: PollingHooks): void {
  const missing = new Set<string>();
  const tolerateMissing: Transformer = async (prev, method, payload, signal) => {
    if (!OPTIONAL_METHODS.has(method)) return prev(method, payload, signal);
    if (missing.has(method)) return { ok: true, result: true } as never;
    const res = await prev(method, payload, signal);
    if (!res.ok && isMethodMissing(res as LooseApiResponse)) {
      missing.add(method);
      log.warn({ event: "telegram_method_missing", method }, `the Bot API server does not support ${method}; carrying on without it`);
      return { ok: true, result: true } as never;
    }
    return res;
  };

  const retryLimited = autoRetry({
    maxRetryAttempts: MAX_RETRY_ATTEMPTS,
    // Waits up to ZOE_RETRY_MAX_SECONDS in memory; a longer retry_after is left to the durable retry.
    maxDelaySeconds: Math.min(MAX_RETRY_DELAY_SEC, hooks.maxRetryDelayMs / 1000),
    rethrowHttpErrors: true, // handled below, with a bound (auto-retry would retry them forever)
  });

  const networkRetry: Transformer = async (prev, method, payload, signal) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await prev(method, payload, signal);
      } catch (err) {
        const aborted = signal?.aborted === true;
        // getMe and getUpdates have their own loops (start-up, polling), with their own log lines.
        const retryable = err instanceof HttpError && !aborted && method !== "getUpdates" && method !== "getMe" && attempt <= MAX_RETRY_ATTEMPTS;
        if (!aborted) {
          log.warn(
            { event: "telegram_network_error", method, attempt, reason: scrub((err as Error).message), willRetry: retryable },
            "Bot API request failed",
          );
        }
        if (!retryable) throw err;
        await abortableSleep(Math.min(MAX_RETRY_DELAY_SEC, 2 ** (attempt - 1)) * 1000, signal);
      }
    }
  };

  /**
   * Polling never gives up on an outage (a network that is down, 429, 5xx): it waits with a
   * capped backoff and says so once per attempt. A revoked token or another poller (401, 409)
   * is handed to the runner, which stops. A batch that cannot be recorded is fetched again.
   */
  const pollForever: Transformer = async (prev, method, payload, signal) => {
    if (method !== "getUpdates") return prev(method, payload, signal);
    for (let attempt = 1; ; attempt++) {
      let delay: number;
      let reason: string;
      try {
        const res = await prev(method, payload, signal);
        if (res.ok) {
          try {
            await hooks.recordBatch(res.result as unknown[]);
            if (attempt > 1) log.info({ event: "telegram_poll_recovered", attempts: attempt }, "Telegram is reachable again");
            return res;
          } catch (err) {
            delay = retryDelayMs(attempt, hooks.maxRetryDelayMs);
            reason = `could not record the updates (${(err as Error).message})`;
            log.error({ event: "telegram_inbox_failed", attempt, delayMs: delay, reason }, "could not record incoming updates; they stay unconfirmed and come again");
          }
        } else {
          if (isFatalPollCode(res.error_code)) return res;
          const retryAfter = (res.parameters as { retry_after?: unknown } | undefined)?.retry_after;
          delay = typeof retryAfter === "number" ? retryAfter * 1000 : retryDelayMs(attempt, hooks.maxRetryDelayMs);
          reason = `${res.error_code}: ${scrub(res.description ?? "")}`;
          log.warn({ event: "telegram_poll_failed", attempt, code: res.error_code, delayMs: delay, reason }, `getUpdates failed (attempt ${attempt}); retrying`);
        }
      } catch (err) {
        if (signal?.aborted) throw err;
        delay = retryDelayMs(attempt, hooks.maxRetryDelayMs);
        reason = scrub((err as Error).message);
        log.warn({ event: "telegram_poll_failed", attempt, delayMs: delay, reason }, `Telegram is unreachable (attempt ${attempt}); retrying`);
      }
      await abortableSleep(delay, signal);
    }
  };

  bot.api.config.use(tolerateMissing, retryLimited, networkRetry, pollForever);
}

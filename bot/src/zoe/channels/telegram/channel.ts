/**
 * ZOE's Telegram channel, composed of its parts: the Bot API client (api.ts), the inbound side,
 * polling or webhook (intake.ts, with translation in inbound.ts and de-duplication in dedupe.ts),
 * the outbound side (send.ts, with splitting in format.ts and the search for a reply in doubt in
 * journal.ts), and the files an event carries, fetched when the core asks (files.ts). This file
 * only wires them and answers the `Channel` interface: start, stop, addresses, and the
 * conversation one event is answered on.
 * Must never: log the bot token, crash the process on an API error, or make a decision that
 * belongs to the core.
 */
import type { Bot } from "grammy";
import type { Clock } from "../../base/clock.ts";
import type { Logger } from "../../base/log.ts";
import { telemetry } from "../../base/metrics.ts";
import type { Space } from "../../storage/index.ts";
import type { Address } from "../address.ts";
import type { Channel, Conversation, Inbound, InboundHandler, InboundIntake, OutMessage, ReplyJournal, Sent } from "../types.ts";
import { createApi, DEFAULT_MAX_RETRY_DELAY_MS, getMeWithRetry } from "./api.ts";
import { UpdateDeduper, watermarkLedger, type UpdateLedger } from "./dedupe.ts";
import { TelegramIntake, type TurnGate } from "./intake.ts";
import { fetchTelegramFile } from "./files.ts";
import { TELEGRAM } from "./inbound.ts";
import { ChatPositions } from "./journal.ts";
import { TelegramSender } from "./send.ts";
import type { WebhookOutcome, WebhookUpdate } from "./webhook-update.ts";

/** What the Telegram channel needs: credentials, where to keep its watermark, and its tools. */
export interface TelegramChannelOptions {
  /** The channel's name in addresses (default "telegram"). */
  name?: string;
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
  turnGate?: TurnGate;
}

/** The Telegram channel, with what the shell needs beyond `Channel`: the bot (health checks) and the webhook door. */
export interface TelegramChannel extends Channel {
  readonly bot: Bot;
  handleWebhook(update: WebhookUpdate): Promise<WebhookOutcome>;
}

/** Create the Telegram channel. Nothing touches the network until `start`. */
export function createTelegramChannel(opts: TelegramChannelOptions): TelegramChannel {
  const name = opts.name ?? TELEGRAM;
  const log = opts.logger.child({ component: "telegram" });
  const pollingTimeoutSec = opts.pollingTimeoutSec ?? 30;
  const maxRetryDelayMs = opts.maxRetryDelayMs ?? DEFAULT_MAX_RETRY_DELAY_MS;
  const apiRoot = opts.apiRoot.replace(/\/+$/, "");
  const ledger = opts.updateLedger ?? watermarkLedger(new UpdateDeduper({ state: opts.state, clock: opts.clock, logger: log }));
  const positions = new ChatPositions();

  // The intake is made below; the client records each polled batch through it.
  let intake: TelegramIntake | null = null;
  const api = createApi({ token: opts.token, apiRoot, log, pollingTimeoutSec, maxRetryDelayMs, recordBatch: (updates) => intake?.recordBatch(updates) ?? Promise.resolve() });
  const { bot } = api;
  const sender = new TelegramSender({ bot, log, scrub: api.scrub, errorInfo: api.errorInfo, positions });
  const address = (chat: string): Address => ({ channel: name, chat });

  /** What a handler may do for one event; `cqId` when a live button press can still be answered. */
  function conversationFor(event: Inbound, cqId: string | undefined, updateId?: number): { convo: Conversation; close: () => Promise<void> } {
    const chat = event.address.chat;
    let acked = false;
    const myTyping = new Set<() => void>();
    const convo: Conversation = {
      reply: async (msg, journal) => {
        // Recorded before the reply is sent: whatever happens to this process from here on, a
        // redelivery of this update (to any instance) gets no second reply.
        if (updateId !== undefined && ledger.replying) await ledger.replying(updateId);
        if (event.kind === "text") positions.note(chat, event.messageId);
        const sent = await sender.deliver(chat, msg, journal);
        telemetry.count("replies");
        return sent;
      },
      typing: () => {
        const stop = sender.startTyping(chat);
        myTyping.add(stop);
        return stop;
      },
      ack: async (text) => {
        if (cqId === undefined || acked) return;
        acked = true;
        await sender.answerCallback(cqId, text);
      },
      clearButtons: (messageId) => sender.clearButtons(chat, messageId),
      fetchFile: (media, limits) => fetchTelegramFile({ bot, token: opts.token, apiRoot, scrub: api.scrub }, media, limits),
      edit: (messageId, msg) => sender.edit(chat, messageId, msg),
    };
    const close = async () => {
      for (const stop of myTyping) stop();
      if (cqId !== undefined && !acked) {
        acked = true;
        await sender.answerCallback(cqId);
      }
    };
    return { convo, close };
  }

  intake = new TelegramIntake({
    name,
    bot,
    log,
    clock: opts.clock,
    errorInfo: api.errorInfo,
    ledger,
    positions,
    webhook: opts.webhook ?? null,
    pollingTimeoutSec,
    maxRetryDelayMs,
    ...(opts.onFatal ? { onFatal: opts.onFatal } : {}),
    ...(opts.turnGate ? { turnGate: opts.turnGate } : {}),
    conversationFor,
    answerCallback: (id) => sender.answerCallback(id),
  });
  const inbound = intake;

  /** Aborted by stop(): ends a start-up that is still retrying getMe. */
  let starting: AbortController | null = null;

  return {
    name,
    bot,

    async start(handler: InboundHandler, take?: InboundIntake): Promise<void> {
      if (inbound.polling) throw new Error("Telegram channel is already running");
      await ledger.load();
      starting = new AbortController();
      const abortStart = () => starting?.abort();
      opts.signal?.addEventListener("abort", abortStart, { once: true });
      if (opts.signal?.aborted) abortStart();
      try {
        if (!bot.isInited()) await getMeWithRetry(api, { apiRoot, log, maxRetryDelayMs, ...(opts.startAttempts !== undefined ? { attempts: opts.startAttempts } : {}) }, starting.signal);
      } finally {
        opts.signal?.removeEventListener("abort", abortStart);
        starting = null;
      }
      try {
        await bot.api.setMyCommands(opts.commands);
      } catch (err) {
        log.warn({ event: "telegram_set_commands_failed", err: api.errorInfo(err) }, "could not register the command menu");
      }
      await inbound.open(handler, take ?? null);
    },

    async stop(): Promise<void> {
      starting?.abort();
      const polled = inbound.polling;
      await inbound.close();
      sender.stopTyping();
      await ledger.flush();
      await ledger.close?.();
      if (polled) log.info({ event: "telegram_stopped" }, "Telegram polling stopped");
    },

    /** An owner's id is their Telegram user id, and a private chat's id is its user's id. */
    addressOf(ownerId: string): Address {
      return address(ownerId);
    },

    send(to: Address, msg: OutMessage, journal?: ReplyJournal): Promise<Sent> {
      return sender.deliver(to.chat, msg, journal);
    },

    handleWebhook: (update) => inbound.handleWebhook(update),

    conversation(event: Inbound): Conversation {
      return conversationFor(event, undefined).convo;
    },
  };
}

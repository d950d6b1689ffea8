/**
 * How updates come in: long polling (grammY's runner) or a webhook (the HTTP listener hands each
 * POSTed update to `handleWebhook`), and what happens to each before the core sees it: recorded
 * in the owners' inboxes before Telegram hears it was received (`InboundIntake`), admitted once
 * by the update ledger (dedupe.ts; across instances the database's), translated (inbound.ts) and
 * handed to the core under the turn gate; an update whose handling failed before its reply began
 * is handed over again (polling) or answered "failed" so Telegram delivers it again (webhook).
 * Must never: confirm an update to Telegram before it is recorded, run one update twice while its
 * first run is alive, or let stop() return while a handler is still running.
 */
import { run, type RunnerHandle } from "@grammyjs/runner";
import type { Bot } from "grammy";
import type { Update } from "grammy/types";
import { systemClock, type Clock } from "../../base/clock.ts";
import type { Logger } from "../../base/log.ts";
import { telemetry } from "../../base/metrics.ts";
import { KeptForLaterError, type Conversation, type Inbound, type InboundHandler, type InboundIntake } from "../types.ts";
import { retryDelayMs, type ErrorInfo } from "./api.ts";
import type { UpdateLedger } from "./dedupe.ts";
import { toInbound } from "./inbound.ts";
import type { ChatPositions } from "./journal.ts";
import { TelegramBlockedError } from "./send.ts";
import type { WebhookOutcome, WebhookUpdate } from "./webhook-update.ts";

/** Runs each admitted update's handling (e.g. under an owner lock shared by instances). */
export type TurnGate = (event: Inbound, updateId: number | null, run: () => Promise<void>) => Promise<void>;

export interface IntakeOptions {
  /** The channel's name, carried by every event's address. */
  name: string;
  bot: Bot;
  log: Logger;
  clock: Clock;
  errorInfo: (err: unknown) => ErrorInfo;
  ledger: UpdateLedger;
  positions: ChatPositions;
  /** Webhook mode: registered at start; polling stays off. */
  webhook: { url: string; secret: string } | null;
  pollingTimeoutSec: number;
  maxRetryDelayMs: number;
  onFatal?: (err: Error) => void;
  turnGate?: TurnGate;
  /** The conversation an event is answered on, and what to do once its handling ended. */
  conversationFor(event: Inbound, callbackQueryId: string | undefined, updateId: number): { convo: Conversation; close: () => Promise<void> };
  /** Stop the spinner of a button press nobody will answer. */
  answerCallback(id: string): Promise<void>;
}

/** The inbound half of the Telegram channel. */
export class TelegramIntake {
  private readonly o: IntakeOptions;
  private handler: InboundHandler | null = null;
  private intake: InboundIntake | null = null;
  private webhookLive = false;
  private handle: RunnerHandle | null = null;
  private task: Promise<void> | undefined;
  private stopping = false;
  private readonly inFlight = new Set<Promise<void>>();
  /** Updates another instance is handling right now (the webhook answers 503 so Telegram retries). */
  private readonly busyElsewhere = new Set<number>();
  /** Updates whose handling failed here (the error logged), until the ledger hears of it. */
  private readonly failedHere = new Set<number>();
  /** Webhook updates forgotten by the ledger after a failure, until the webhook answers. */
  private readonly abandoned = new Set<number>();
  /**
   * Polling with a shared ledger: the failures so far of each update whose handling failed before
   * its reply began (the ledger forgot it, and the next getUpdates confirmed it: no redelivery
   * comes), and the timers that hand it over again.
   */
  private readonly failures = new Map<number, number>();
  private readonly againTimers = new Set<NodeJS.Timeout>();

  constructor(opts: IntakeOptions) {
    this.o = opts;
    this.install();
  }

  /** Whether the webhook is being served (started in webhook mode, not stopping). */
  get serving(): boolean {
    return this.webhookLive && this.handler !== null;
  }

  /**
   * Record a fetched batch in the owners' inboxes (the intake given at start) before the runner
   * sees it, and so before the next getUpdates confirms it.
   */
  async recordBatch(updates: unknown[]): Promise<void> {
    if (!this.intake || updates.length === 0) return;
    const now = this.o.clock.now();
    const wallNow = systemClock.now();
    const events: Inbound[] = [];
    for (const u of updates) {
      const d = toInbound(u as Update, now, wallNow, this.o.name);
      if (d.kind === "event") events.push(d.event);
    }
    if (events.length) await this.intake(events);
  }

  private retriesHere(): boolean {
    return !this.o.webhook && this.o.ledger.abandon !== undefined;
  }

  /**
   * Hand a failed update over again after a backoff (as polling's own retries), until it is
   * handled. It is in the owner's inbox already (recorded before the offset moved past it), so
   * after a stop or a crash the next start's inbox drain answers it instead.
   */
  private handleAgain(update: Update): void {
    const { bot, log, errorInfo } = this.o;
    const id = update.update_id;
    const attempt = (this.failures.get(id) ?? 0) + 1;
    this.failures.set(id, attempt);
    if (this.stopping) return;
    const delayMs = retryDelayMs(attempt, this.o.maxRetryDelayMs);
    log.warn({ event: "telegram_update_retry", updateId: id, attempt, delayMs }, `an update's handling failed before its reply began (attempt ${attempt}); handling it again`);
    const timer = setTimeout(() => {
      this.againTimers.delete(timer);
      if (this.stopping) return;
      bot.handleUpdate(update).catch((err: unknown) => {
        log.error({ event: "telegram_update_failed", updateId: id, err: errorInfo(err) }, "update handling failed");
        this.handleAgain(update);
      });
    }, delayMs);
    timer.unref();
    this.againTimers.add(timer);
  }

  private install(): void {
    const { bot, log, errorInfo, ledger } = this.o;
    bot.catch((err) => {
      log.error({ event: "telegram_update_failed", updateId: err.ctx.update.update_id, err: errorInfo(err.error) }, "update handling failed");
    });

    // Outermost: drop duplicates and keep track of what is running, so stop() can wait for it.
    bot.use(async (ctx, next) => {
      const updateId = ctx.update.update_id;
      const chat = ctx.chat ?? ctx.callbackQuery?.message?.chat;
      if (chat && ctx.msg) this.o.positions.note(String(chat.id), ctx.msg.message_id);
      let verdict: Awaited<ReturnType<typeof ledger.admit>>;
      try {
        // A message's own send time (not a pressed button's message's): tells a redelivery from a new one.
        const sentAt = ctx.update.message ? new Date(ctx.update.message.date * 1000) : undefined;
        verdict = await ledger.admit(updateId, chat ? String(chat.id) : undefined, sentAt);
      } catch (err) {
        // The shared ledger could not be reached (no pool connection in time): polling confirms the
        // update with the next getUpdates anyway, so it is handed over again here.
        if (!this.retriesHere()) throw err;
        log.error({ event: "telegram_admit_failed", updateId, err: errorInfo(err) }, "could not record an update in the shared ledger");
        this.handleAgain(ctx.update);
        return;
      }
      if (verdict !== "run") {
        this.failures.delete(updateId);
        if (verdict === "busy") this.busyElsewhere.add(updateId);
        telemetry.count("updates_handled", { kind: verdict === "busy" ? "busy_elsewhere" : "duplicate" });
        log.debug({ event: "telegram_duplicate_update", updateId, verdict }, "dropped an update that was already handled");
        const cq = ctx.update.callback_query;
        if (cq && verdict === "done") await this.o.answerCallback(cq.id);
        return;
      }
      const work = (async () => {
        try {
          await next();
        } finally {
          if (this.failedHere.delete(updateId) && ledger.abandon) {
            await ledger.abandon(updateId);
            if (this.o.webhook) this.abandoned.add(updateId);
            else this.handleAgain(ctx.update);
          } else {
            this.failures.delete(updateId);
            await ledger.finish(updateId);
          }
        }
      })();
      this.inFlight.add(work);
      try {
        await work;
      } finally {
        this.inFlight.delete(work);
      }
    });

    // No per-chat queue here: the core orders an owner's conversation turns itself, so a command
    // or a button press never waits behind a model call.
    bot.use(async (ctx) => {
      const current = this.handler;
      const decision = toInbound(ctx.update, this.o.clock.now(), systemClock.now(), this.o.name);
      if (decision.kind === "skip" || current === null) {
        telemetry.count("updates_handled", { kind: "skipped" });
        log.debug({ event: "telegram_update_skipped", updateId: ctx.update.update_id, reason: decision.kind === "skip" ? decision.reason : "stopped" }, "skipped an update");
        if (decision.callbackQueryId) await this.o.answerCallback(decision.callbackQueryId);
        return;
      }
      const event = decision.event;
      telemetry.count("updates_handled", { kind: event.kind });
      const { convo, close } = this.o.conversationFor(event, decision.callbackQueryId, ctx.update.update_id);
      // Never the text: whether the sender is an owner is the core's to decide, and a stranger's
      // words must not reach the log at any level.
      log.debug({ event: "telegram_inbound", kind: event.kind, chatId: event.address.chat, updateId: ctx.update.update_id }, "inbound");
      try {
        if (this.o.turnGate) await this.o.turnGate(event, ctx.update.update_id, () => current(event, convo));
        else await current(event, convo);
      } catch (err) {
        if (err instanceof TelegramBlockedError) {
          log.warn({ event: "telegram_handler_blocked", chatId: err.chatId }, "handler could not reply: bot blocked");
        } else if (err instanceof KeptForLaterError) {
          // The owner's inbox holds it and its drain answers it: handled as far as Telegram goes.
          log.warn({ event: "telegram_update_kept", updateId: ctx.update.update_id }, "the store was out of reach mid-turn; the inbox answers this update later");
        } else {
          log.error({ event: "telegram_handler_failed", updateId: ctx.update.update_id, err: errorInfo(err) }, "inbound handler failed");
          this.failedHere.add(ctx.update.update_id);
        }
      } finally {
        await close();
      }
    });
  }

  /** Begin receiving: register the webhook, or poll. The bot knows itself (getMe) by now. */
  async open(handler: InboundHandler, intake: InboundIntake | null): Promise<void> {
    const { bot, log, errorInfo } = this.o;
    this.stopping = false;
    this.handler = handler;
    this.intake = intake;
    if (this.o.webhook) {
      // Webhook mode: Telegram posts to our listener; polling stays off. Registering again at
      // every start is harmless and lets a new instance fix a URL an operator changed.
      await bot.api.setWebhook(this.o.webhook.url, { secret_token: this.o.webhook.secret, allowed_updates: ["message", "callback_query"], drop_pending_updates: false });
      this.webhookLive = true;
      log.info({ event: "telegram_webhook_set", bot: bot.botInfo.username }, "Telegram webhook registered; long polling is off");
      return;
    }
    // A webhook left by an earlier webhook-mode run would make getUpdates fail with 409.
    const info = (await bot.api.getWebhookInfo().catch(() => null)) as { url?: string } | null;
    if (info?.url) {
      log.warn({ event: "telegram_webhook_removed" }, "a webhook was registered for this bot; removing it to poll");
      await bot.api.deleteWebhook({ drop_pending_updates: false });
    }
    this.handle = run(bot, {
      runner: {
        fetch: { timeout: this.o.pollingTimeoutSec, allowed_updates: ["message", "callback_query"] },
        silent: true, // failures are logged, scrubbed, by the getUpdates transformer
        retryInterval: "exponential",
      },
    });
    this.task = this.handle.task();
    this.task?.catch((err: unknown) => {
      log.error({ event: "telegram_polling_stopped", err: errorInfo(err) }, "Telegram polling stopped (another instance running, or the token was revoked)");
      const info = errorInfo(err);
      this.o.onFatal?.(new Error(`Telegram polling stopped (${info.code !== undefined ? `${info.code}: ` : ""}${info.message}): another ZOE polls this bot token, or the token was revoked`));
    });
    log.info({ event: "telegram_started", bot: bot.botInfo.username }, "Telegram polling started");
  }

  /** Whether polling was running (for the channel's "stopped" line). */
  get polling(): boolean {
    return this.handle !== null;
  }

  /** Stop receiving and wait for the handlers in flight; the webhook stays registered. */
  async close(): Promise<void> {
    this.stopping = true;
    for (const t of this.againTimers) clearTimeout(t);
    this.againTimers.clear();
    const h = this.handle;
    this.handle = null;
    if (h !== null) {
      const running = this.task;
      this.task = undefined;
      try {
        await h.stop();
      } catch {
        // already reported by the task's catch
      }
      await running?.catch(() => undefined);
    }
    // Updates dispatched just before the stop are still in the middleware: let them finish.
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    this.handler = null;
    this.intake = null;
    // The webhook stays registered: other instances keep serving it, and a restart picks it up.
    this.webhookLive = false;
  }

  /** One update POSTed to the webhook: recorded, handled, and what Telegram should be told. */
  async handleWebhook(update: WebhookUpdate): Promise<WebhookOutcome> {
    // Nothing is recorded: the update is Telegram's to deliver again, here once serving or elsewhere.
    if (!this.serving) return "unavailable";
    // Recorded before Telegram hears back (our HTTP answer is its acknowledgement).
    await this.recordBatch([update]);
    await this.o.bot.handleUpdate(update as unknown as Update);
    if (this.busyElsewhere.delete(update.update_id)) return "busy";
    // Failed before its reply began: with a shared ledger it was forgotten, so Telegram's retry
    // handles it (the single-instance ledger records every update in the inbox first).
    if (this.abandoned.delete(update.update_id)) return "failed";
    return "handled";
  }
}

/**
 * The Bot API client ZOE talks through: a grammY `Bot` with ZOE's call stack (tolerate missing
 * optional methods, retry rate limits and flaky networks a bounded number of times, poll through
 * any outage and record each fetched batch before the runner sees it), getMe at start with a
 * capped backoff, and error descriptions with the token scrubbed out.
 * Must never: put the bot token in an error or a log line (grammY errors carry URLs with it), or
 * give up polling on an outage (only a revoked token or another poller end it).
 */
import { autoRetry } from "@grammyjs/auto-retry";
import { Bot, GrammyError, HttpError, type Transformer } from "grammy";
import { scrubSecrets, type Logger } from "../../base/log.ts";
import { telegramAgent } from "./http-agent.ts";

/** Calls that are nice to have: a server without them (an emulator, an old proxy) must not stop ZOE. */
const OPTIONAL_METHODS = new Set(["setMyCommands", "sendChatAction", "answerCallbackQuery", "editMessageReplyMarkup", "getWebhookInfo"]);
const MAX_RETRY_ATTEMPTS = 5;
const MAX_RETRY_DELAY_SEC = 60;
/** Default cap of the backoff between start-up and polling attempts. */
export const DEFAULT_MAX_RETRY_DELAY_MS = 30_000;

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
export function abortableSleep(ms: number, anySignal: unknown): Promise<void> {
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

/** What an error may say in a log line or an error ZOE throws: its kind, code and scrubbed words. */
export interface ErrorInfo {
  type: string;
  code?: number;
  message: string;
}

/** The client and the means to speak of its errors without the token. */
export interface TelegramApi {
  bot: Bot;
  /** `text` without the token, even a malformed one. */
  scrub(text: string): string;
  errorInfo(err: unknown): ErrorInfo;
}

export interface ApiOptions {
  token: string;
  /** No trailing slash. */
  apiRoot: string;
  log: Logger;
  pollingTimeoutSec: number;
  maxRetryDelayMs: number;
  /** Record a fetched batch before it is handed on (and so before the next poll confirms it). */
  recordBatch: (updates: unknown[]) => Promise<void>;
}

/** The Bot with ZOE's call stack installed. Nothing touches the network until it is used. */
export function createApi(opts: ApiOptions): TelegramApi {
  const bot = new Bot(opts.token, {
    // Idle connections closed before the server closes them (http-agent.ts); grammY keeps its
    // other fetch defaults (compression on https).
    client: { apiRoot: opts.apiRoot, timeoutSeconds: Math.max(60, opts.pollingTimeoutSec + 30), baseFetchConfig: { agent: telegramAgent(opts.apiRoot) } },
  });
  const scrub = (text: string) => scrubSecrets(opts.token ? text.split(opts.token).join("[redacted]") : text);
  const errorInfo = (err: unknown): ErrorInfo => {
    if (err instanceof GrammyError) return { type: err.name, code: err.error_code, message: scrub(err.description) };
    if (err instanceof Error) return { type: err.name, message: scrub(err.message) };
    return { type: typeof err, message: scrub(String(err)) };
  };
  installTransformers(bot, opts.log, scrub, opts);
  return { bot, scrub, errorInfo };
}

/**
 * getMe until it answers: a network that is not up yet is waited for, a rejected token is not.
 * Not bot.init(): its retries are silent and never give up on a rejected token.
 */
export async function getMeWithRetry(api: TelegramApi, opts: { apiRoot: string; log: Logger; maxRetryDelayMs: number; attempts?: number }, signal: AbortSignal): Promise<void> {
  const limit = opts.attempts ?? Infinity;
  for (let attempt = 1; ; attempt++) {
    try {
      api.bot.botInfo = await api.bot.api.getMe(signal as never);
      return;
    } catch (err) {
      const info = api.errorInfo(err);
      const rejected = err instanceof GrammyError && (err.error_code === 401 || err.error_code === 404);
      const why = rejected
        ? "the bot token was rejected; check TELEGRAM_BOT_TOKEN"
        : err instanceof GrammyError
          ? "Telegram refused getMe"
          : `could not reach the Bot API at ${opts.apiRoot}; check TELEGRAM_API_ROOT and the network`;
      const message = `Telegram getMe failed (${info.code !== undefined ? `${info.code}: ` : ""}${info.message}): ${why}`;
      if (rejected || signal.aborted || attempt >= limit) throw new Error(message);
      const delay = retryDelayMs(attempt, opts.maxRetryDelayMs);
      opts.log.warn({ event: "telegram_start_retry", attempt, delayMs: delay, reason: info.message }, `Telegram is not reachable yet (attempt ${attempt}); retrying in ${Math.round(delay / 100) / 10} s`);
      await abortableSleep(delay, signal).catch(() => undefined);
      if (signal.aborted) throw new Error("stopped while waiting for Telegram");
    }
  }
}

/**
 * The API call stack, innermost first: tolerate missing optional methods; retry 429 and 5xx
 * (auto-retry); retry network errors a bounded number of times; and for getUpdates, retry every
 * outage with a capped backoff (one log line per attempt) and record each batch in the inbox
 * before the runner sees it.
 */
function installTransformers(bot: Bot, log: Logger, scrub: (s: string) => string, hooks: Pick<ApiOptions, "maxRetryDelayMs" | "recordBatch">): void {
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

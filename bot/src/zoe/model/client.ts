/**
 * The one model client: every call to the model (concierge, gate, writer, brief, …) goes through
 * here, so retries, timeouts, prompt caching and token accounting have exactly one policy.
 * The SDK's own retries are off; ours are counted and recorded per call.
 * Must never: put the API key in a log line or an error message, log message text above debug,
 * or retry a request the API rejected as malformed or unauthorised.
 */
import type Anthropic from "@anthropic-ai/sdk";
import type { ClientOptions } from "@anthropic-ai/sdk";
import type { MessageCreateParamsNonStreaming } from "@anthropic-ai/sdk/resources/messages/messages";
import { z } from "zod";
import type { Clock } from "../base/clock.ts";
import { telemetry } from "../base/metrics.ts";
import { scrubSecrets, type Logger } from "../base/log.ts";
import { linkSignals } from "../base/signals.ts";

type SdkModule = typeof import("@anthropic-ai/sdk");
let sdkModule: Promise<SdkModule> | null = null;
/** The Anthropic SDK, imported once, when a model is first called. */
const loadSdk = (): Promise<SdkModule> => (sdkModule ??= import("@anthropic-ai/sdk"));
/** Classes nothing is an instance of: the error checks before the SDK is loaded. */
class NotLoaded {}
const NO_SDK_ERRORS = { APIConnectionError: NotLoaded, APIConnectionTimeoutError: NotLoaded, APIError: NotLoaded, APIUserAbortError: NotLoaded } as unknown as Pick<
  SdkModule,
  "APIConnectionError" | "APIConnectionTimeoutError" | "APIError" | "APIUserAbortError"
>;

/** Which configured model a call uses: main = ZOE_MODEL, gate = ZOE_GATE_MODEL. */
export type ModelRole = "main" | "gate";

/** A tool the model may call (client tools only). */
export interface ModelTool {
  name: string;
  description: string;
  input_schema: Record<string, unknown>;
}

/** The image types the Messages API reads. */
export const IMAGE_MEDIA_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export type ImageMediaType = (typeof IMAGE_MEDIA_TYPES)[number];

/** An image for one call: its type and its bytes in base64 (held in memory for the call only). */
export interface ModelImage {
  mediaType: ImageMediaType;
  base64: string;
}

/** One model call, as ZOE describes it. */
export interface ModelRequest {
  /** Picks the configured model name. */
  role: ModelRole;
  /** What the call is for ("concierge", "gate", "writer", "brief", …): recorded with usage. */
  purpose: string;
  /** `stable` is cached (prompt caching); `dynamic` follows it uncached. */
  system: { stable: string; dynamic?: string };
  messages: Array<{ role: "user" | "assistant"; content: string }>;
  /**
   * An image the last message (the owner's) shows, a photo they sent: it goes before that
   * message's text as an image block, in this call only (nothing keeps it for a later prompt).
   */
  image?: ModelImage;
  tools?: ModelTool[];
  toolChoice?: { type: "auto" } | { type: "any" } | { type: "tool"; name: string };
  /** Default 1024. */
  maxTokens?: number;
  /** Per attempt; default 60 s for main, 20 s for gate. */
  timeoutMs?: number;
  /**
   * Ends the call, retries included (a turn's deadline, a shutdown): the attempt in flight is
   * aborted and the call rejects with a ModelUnavailableError whose `aborted` is true.
   */
  signal?: AbortSignal;
}

/** Tokens one call consumed. */
export interface ModelUsage {
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
}

/** The model's answer, reduced to what ZOE uses. */
export interface ModelResponse {
  text: string;
  toolCalls: Array<{ name: string; input: unknown }>;
  usage: ModelUsage;
  stopReason: string | null;
  model: string;
}

/** One line of the usage log: written once per call, success or final failure. */
export interface UsageRecord {
  at: string;
  purpose: string;
  role: ModelRole;
  model: string;
  ok: boolean;
  attempts: number;
  usage: ModelUsage;
  error?: string;
}

/** The model could not answer: retries exhausted, or the API refused the request outright. */
export class ModelUnavailableError extends Error {
  /** HTTP status of the last failure, when there was a response at all. */
  readonly status?: number;
  /** How many attempts were made. */
  readonly attempts: number;
  /** The caller's signal ended the call (a deadline, a shutdown), not the model. */
  readonly aborted: boolean;

  constructor(message: string, opts: { status?: number; attempts: number; aborted?: boolean }) {
    super(message);
    this.name = "ModelUnavailableError";
    if (opts.status !== undefined) this.status = opts.status;
    this.attempts = opts.attempts;
    this.aborted = opts.aborted ?? false;
  }

  /** The API refused the key (401) or access (403): retrying or waiting will not help. */
  get keyRejected(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

/** What every model call goes through. */
export interface ModelClient {
  /** Ask the model; resolves with its answer or rejects with ModelUnavailableError. */
  call(req: ModelRequest): Promise<ModelResponse>;
  /** The configured model names. */
  readonly models: { main: string; gate: string };
}

/** How to build the client. */
export interface ModelClientOptions {
  apiKey: string;
  baseURL?: string | null;
  models: { main: string; gate: string };
  logger: Logger;
  clock: Clock;
  /** Token usage recorded per call (cost figures read it later). Errors here never fail a call. */
  onUsage?: (rec: UsageRecord) => void | Promise<void>;
  /** Default 3, so up to 4 attempts. */
  maxRetries?: number;
  /** Default 500; exponential backoff with full jitter, capped at 8 s. */
  retryBaseMs?: number;
  /** Injectable so tests don't wait; default real setTimeout. */
  sleep?: (ms: number) => Promise<void>;
  /** Jitter source in [0, 1); injectable so tests can pin delays. Default Math.random. */
  random?: () => number;
  /** Aborts every call in flight and refuses new ones (the process is stopping). */
  shutdown?: AbortSignal;
}

const DEFAULT_MAX_TOKENS = 1024;
const DEFAULT_TIMEOUT_MS: Record<ModelRole, number> = { main: 60_000, gate: 20_000 };
const DEFAULT_MAX_RETRIES = 3;
const DEFAULT_RETRY_BASE_MS = 500;
/** Backoff never waits longer than this between attempts. */
export const MAX_BACKOFF_MS = 8_000;
/** A server's retry-after is honoured up to this; a chat turn cannot wait minutes. */
export const MAX_RETRY_AFTER_MS = 30_000;

/**
 * The request's messages in the API's shape (pure): text as it is, and the image, when there is
 * one, as a base64 image block before the last user message's text (the API reads an image
 * best when it comes first).
 */
export function messagesParam(req: Pick<ModelRequest, "messages" | "image">): MessageCreateParamsNonStreaming["messages"] {
  const out: MessageCreateParamsNonStreaming["messages"] = req.messages.map((m) => ({ role: m.role, content: m.content }));
  const last = out[out.length - 1];
  if (!req.image || !last || last.role !== "user") return out;
  last.content = [
    { type: "image", source: { type: "base64", media_type: req.image.mediaType, data: req.image.base64 } },
    { type: "text", text: typeof last.content === "string" ? last.content : "" },
  ];
  return out;
}

const ZERO_USAGE: ModelUsage = { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 };

/** The response body as far as ZOE relies on it; unknown block types are ignored. */
const MessageBodySchema = z.looseObject({
  model: z.string().nullish(),
  stop_reason: z.string().nullish(),
  content: z.array(
    z.looseObject({
      type: z.string(),
      text: z.string().optional(),
      name: z.string().optional(),
      input: z.unknown().optional(),
    }),
  ),
  usage: z
    .looseObject({
      input_tokens: z.number().nullish(),
      output_tokens: z.number().nullish(),
      cache_read_input_tokens: z.number().nullish(),
      cache_creation_input_tokens: z.number().nullish(),
    })
    .nullish(),
});

/** Why one attempt failed, in words fit for a log line or the owner. */
interface Failure {
  retryable: boolean;
  reason: string;
  status?: number;
  /** A server-requested wait before the next attempt. */
  retryAfterMs?: number;
}

type AttemptResult = { ok: true; response: ModelResponse } | { ok: false; failure: Failure };

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Exponential backoff with full jitter: uniform in [0, min(cap, base·2^(n-1))]. */
export function backoffDelay(attempt: number, baseMs: number, random: () => number): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * ceiling);
}

/** A retry-after-ms or retry-after (seconds or HTTP date) header as milliseconds, if usable. */
export function parseRetryAfter(
  headers: { get(name: string): string | null } | undefined | null,
  now: Date,
): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get("retry-after-ms");
  if (ms !== null && ms.trim() !== "") {
    const v = Number(ms);
    if (Number.isFinite(v) && v >= 0) return Math.min(v, MAX_RETRY_AFTER_MS);
  }
  const ra = headers.get("retry-after");
  if (ra === null || ra.trim() === "") return undefined;
  const secs = Number(ra);
  if (Number.isFinite(secs)) return secs >= 0 ? Math.min(secs * 1000, MAX_RETRY_AFTER_MS) : undefined;
  const date = Date.parse(ra);
  if (Number.isNaN(date)) return undefined;
  return Math.min(Math.max(0, date - now.getTime()), MAX_RETRY_AFTER_MS);
}

const RETRYABLE_STATUS = new Set([408, 409, 429]);

function statusReason(status: number): string {
  if (status === 429) return "rate limited (429)";
  if (status === 529) return "overloaded (529)";
  if (status === 408) return "request timeout (408)";
  if (status === 409) return "conflict (409)";
  return `server error (${status})`;
}

/** Build the client every model call goes through. */
export function createModelClient(opts: ModelClientOptions): ModelClient {
  const maxRetries = Math.max(0, Math.floor(opts.maxRetries ?? DEFAULT_MAX_RETRIES));
  const retryBaseMs = Math.max(0, opts.retryBaseMs ?? DEFAULT_RETRY_BASE_MS);
  const sleep = opts.sleep ?? realSleep;
  const random = opts.random ?? Math.random;
  const models = Object.freeze({ main: opts.models.main, gate: opts.models.gate });
  const log = opts.logger;
  const apiKey = opts.apiKey;

  /** Scrub key-shaped strings, and this very key wherever it appears. */
  const redact = (text: string): string => {
    let out = scrubSecrets(text);
    if (apiKey.length >= 4) out = out.split(apiKey).join("[redacted]");
    return out;
  };

  // The SDK's own lines go to our logger, message only: its extra arguments can carry headers.
  const sdkLogger: NonNullable<ClientOptions["logger"]> = {
    error: (msg: string) => log.error({ component: "anthropic-sdk" }, redact(String(msg))),
    warn: (msg: string) => log.warn({ component: "anthropic-sdk" }, redact(String(msg))),
    info: (msg: string) => log.debug({ component: "anthropic-sdk" }, redact(String(msg))),
    debug: () => {},
  };

  // The SDK is loaded with the first model call, not at start: offline ZOE never needs it, and
  // start-up (and the resident set of a process that never calls a model) does not pay for it.
  const sdkOptions: ClientOptions = {
    apiKey,
    baseURL: opts.baseURL ?? "https://api.anthropic.com",
    maxRetries: 0,
    logger: sdkLogger,
    logLevel: "warn",
  };
  let sdk: Promise<Anthropic> | null = null;
  let errors: SdkModule | null = null;
  const client = (): Promise<Anthropic> =>
    (sdk ??= loadSdk().then((m) => {
      errors = m;
      return new m.default(sdkOptions);
    }));

  function toParams(req: ModelRequest, model: string): MessageCreateParamsNonStreaming {
    const system: MessageCreateParamsNonStreaming["system"] = [
      { type: "text", text: req.system.stable, cache_control: { type: "ephemeral" } },
    ];
    if (req.system.dynamic && req.system.dynamic.trim() !== "") system.push({ type: "text", text: req.system.dynamic });
    const params: MessageCreateParamsNonStreaming = {
      model,
      max_tokens: req.maxTokens ?? DEFAULT_MAX_TOKENS,
      system,
      messages: messagesParam(req),
    };
    if (req.tools?.length) {
      params.tools = req.tools.map((t) => ({
        name: t.name,
        description: t.description,
        input_schema: t.input_schema as { type: "object"; [k: string]: unknown },
      }));
    }
    if (req.toolChoice) params.tool_choice = req.toolChoice;
    return params;
  }

  function classify(err: unknown, timedOut: boolean, timeoutMs: number, model: string): Failure {
    // Before the SDK loaded, nothing thrown can be one of its errors.
    const { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } = errors ?? NO_SDK_ERRORS;
    if (timedOut || err instanceof APIConnectionTimeoutError) {
      return { retryable: true, reason: `timed out after ${timeoutMs} ms` };
    }
    if (err instanceof APIUserAbortError) return { retryable: true, reason: "request aborted" };
    if (err instanceof APIConnectionError) {
      const cause = (err as { cause?: { message?: string; cause?: { code?: string; message?: string } } }).cause;
      const detail = cause?.cause?.code ?? cause?.cause?.message ?? cause?.message ?? err.message;
      return { retryable: true, reason: `network error (${redact(String(detail))})` };
    }
    if (err instanceof APIError && typeof err.status === "number") {
      const status = err.status;
      const apiMessage = err.apiMessage ? `: ${redact(err.apiMessage).slice(0, 300)}` : "";
      const shouldRetryHeader = err.headers?.get("x-should-retry");
      const retryable =
        shouldRetryHeader === "true" ? true
        : shouldRetryHeader === "false" ? false
        : RETRYABLE_STATUS.has(status) || status >= 500;
      if (retryable) {
        const f: Failure = { retryable, status, reason: statusReason(status) };
        const after = parseRetryAfter(err.headers, opts.clock.now());
        if (after !== undefined) f.retryAfterMs = after;
        return f;
      }
      if (status === 401) return { retryable, status, reason: "model API rejected the key (401)" };
      if (status === 403) return { retryable, status, reason: `model API refused access (403)${apiMessage}` };
      if (status === 404) {
        return {
          retryable,
          status,
          reason: `model API answered 404 for model "${model}": check ZOE_MODEL / ZOE_GATE_MODEL and ANTHROPIC_BASE_URL${apiMessage}`,
        };
      }
      return { retryable, status, reason: `model API rejected the request (${status})${apiMessage}` };
    }
    const message = err instanceof Error ? err.message : String(err);
    return { retryable: false, reason: `model call failed: ${redact(message)}` };
  }

  function toResponse(raw: unknown, model: string): AttemptResult {
    const parsed = MessageBodySchema.safeParse(raw);
    if (!parsed.success) {
      return { ok: false, failure: { retryable: false, reason: "model API returned an unexpected response body" } };
    }
    const body = parsed.data;
    const texts: string[] = [];
    const toolCalls: ModelResponse["toolCalls"] = [];
    for (const block of body.content) {
      if (block.type === "text" && typeof block.text === "string") texts.push(block.text);
      else if (block.type === "tool_use" && typeof block.name === "string") {
        toolCalls.push({ name: block.name, input: block.input });
      }
    }
    const u = body.usage;
    return {
      ok: true,
      response: {
        text: texts.join("\n"),
        toolCalls,
        usage: {
          inputTokens: u?.input_tokens ?? 0,
          outputTokens: u?.output_tokens ?? 0,
          cacheReadTokens: u?.cache_read_input_tokens ?? 0,
          cacheWriteTokens: u?.cache_creation_input_tokens ?? 0,
        },
        stopReason: body.stop_reason ?? null,
        model: body.model ?? model,
      },
    };
  }

  async function attempt(params: MessageCreateParamsNonStreaming, timeoutMs: number, signal: AbortSignal | undefined): Promise<AttemptResult> {
    // The SDK's timeout covers the wait for headers; our own timer also covers reading the body.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    if (signal?.aborted) controller.abort();
    const started = performance.now(); // a measurement for /metrics, not a decision
    let outcome = "failed";
    try {
      const raw: unknown = await (await client()).messages.create(params, {
        timeout: Math.max(1, Math.ceil(timeoutMs)),
        maxRetries: 0,
        signal: controller.signal,
      });
      outcome = "ok";
      return toResponse(raw, params.model);
    } catch (err) {
      return { ok: false, failure: classify(err, timedOut, timeoutMs, params.model) };
    } finally {
      clearTimeout(timer);
      telemetry.count("model_calls", { model: params.model, outcome: timedOut ? "timeout" : outcome });
      telemetry.observe("model_latency_seconds", (performance.now() - started) / 1000, { model: params.model });
      signal?.removeEventListener("abort", onAbort);
    }
  }

  /** A wait between attempts that the call's signal cuts short. */
  function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
    if (!signal) return sleep(ms);
    return new Promise<void>((resolve) => {
      const done = () => {
        signal.removeEventListener("abort", done);
        resolve();
      };
      signal.addEventListener("abort", done, { once: true });
      if (signal.aborted) return done();
      void sleep(ms).then(done);
    });
  }

  async function record(rec: UsageRecord): Promise<void> {
    if (!opts.onUsage) return;
    try {
      await opts.onUsage(rec);
    } catch (err) {
      log.warn({ purpose: rec.purpose, err: err instanceof Error ? err : new Error(String(err)) }, "usage record failed");
    }
  }

  async function call(req: ModelRequest): Promise<ModelResponse> {
    const model = req.role === "gate" ? models.gate : models.main;
    const timeoutMs = req.timeoutMs ?? DEFAULT_TIMEOUT_MS[req.role];
    const params = toParams(req, model);
    const base = { purpose: req.purpose, role: req.role, model };
    const signals = [req.signal, opts.shutdown].filter((s): s is AbortSignal => s !== undefined);
    const linked = signals.length > 1 ? linkSignals(signals) : null;
    try {
      return await callWith(timeoutMs, params, base, linked?.signal ?? signals[0]);
    } finally {
      linked?.dispose();
    }
  }

  /** One call's attempts and retries, until `signal` (the caller's and the shutdown, linked) ends it. */
  async function callWith(
    timeoutMs: number,
    params: ReturnType<typeof toParams>,
    base: { purpose: ModelRequest["purpose"]; role: ModelRequest["role"]; model: string },
    signal: AbortSignal | undefined,
  ): Promise<ModelResponse> {
    let attempts = 0;
    for (;;) {
      if (signal?.aborted) {
        const why = signal.reason instanceof Error ? signal.reason.message : String(signal.reason ?? "aborted");
        const message = `model call abandoned after ${attempts} attempt${attempts === 1 ? "" : "s"}: ${why}`;
        log.warn({ ...base, attempts }, message);
        await record({ at: opts.clock.now().toISOString(), ...base, ok: false, attempts, usage: { ...ZERO_USAGE }, error: message });
        throw new ModelUnavailableError(message, { attempts, aborted: true });
      }
      attempts++;
      const result = await attempt(params, timeoutMs, signal);
      if (!result.ok && signal?.aborted) continue; // reported above, as abandoned
      if (result.ok) {
        const { usage } = result.response;
        log.debug({ ...base, attempts, ...usage, stopReason: result.response.stopReason }, "model call ok");
        await record({ at: opts.clock.now().toISOString(), ...base, ok: true, attempts, usage });
        return result.response;
      }
      const f = result.failure;
      if (!f.retryable || attempts > maxRetries) {
        const message = f.retryable ? `model API unavailable after ${attempts} attempts: ${f.reason}` : f.reason;
        log.warn({ ...base, attempts, status: f.status }, redact(message));
        await record({ at: opts.clock.now().toISOString(), ...base, ok: false, attempts, usage: { ...ZERO_USAGE }, error: redact(message) });
        const errOpts: { status?: number; attempts: number } = { attempts };
        if (f.status !== undefined) errOpts.status = f.status;
        throw new ModelUnavailableError(redact(message), errOpts);
      }
      const delay = f.retryAfterMs ?? backoffDelay(attempts, retryBaseMs, random);
      log.warn({ ...base, attempt: attempts, status: f.status, delayMs: delay }, `model call failed, retrying: ${f.reason}`);
      await pause(delay, signal);
    }
  }

  return { call, models };
}

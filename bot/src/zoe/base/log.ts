/**
 * Structured logging (pino). JSON lines in production, pretty in a terminal.
 * Must never: write a token, key or message text at info level. Secrets are redacted by path
 * and by pattern; message text is logged only at debug level by callers.
 */
import { pino, type Logger } from "pino";

export type { Logger } from "pino";

/** Paths whose values are always replaced, wherever they appear in a log object. */
const REDACT_PATHS = [
  "token",
  "apiKey",
  "api_key",
  "authorization",
  "Authorization",
  "*.token",
  "*.apiKey",
  "*.api_key",
  "*.authorization",
  "*.Authorization",
  "headers.authorization",
  "*.headers.authorization",
  "*.headers['x-api-key']",
  "headers['x-api-key']",
];

/** Bot tokens and provider keys inside free text (error messages often carry URLs with tokens). */
const SECRET_IN_TEXT: RegExp[] = [
  // Telegram bot token; no leading \b, because in API URLs it follows "bot" directly (/bot123:AA…).
  /\d{6,12}:[A-Za-z0-9_-]{30,}/g,
  /\bsk-ant-[A-Za-z0-9_-]{10,}\b/g, // Anthropic
  /\bsk-[A-Za-z0-9_-]{20,}\b/g, // OpenAI-style
  /\bBearer\s+[A-Za-z0-9._~+/=-]{10,}/g,
];

/** Replace anything that looks like a secret in a string. Used for error messages and URLs. */
export function scrubSecrets(text: string): string {
  let out = text;
  for (const re of SECRET_IN_TEXT) out = out.replace(re, "[redacted]");
  return out;
}

export interface LoggerOptions {
  level?: string;
  /** Pretty-print for a human at a terminal. Defaults to whether stdout is a TTY. */
  pretty?: boolean;
  /** Write somewhere other than stdout (the terminal transport logs to stderr). */
  destination?: NodeJS.WritableStream;
}

export function createLogger(opts: LoggerOptions = {}): Logger {
  const level = opts.level ?? "info";
  const base = {
    level,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: {
      // Error messages and stacks often carry request URLs, and Telegram's URLs carry the token.
      err: (e: unknown) => {
        const s = { ...(pino.stdSerializers.err(e as Error) as unknown as Record<string, unknown>) };
        for (const k of ["message", "stack"]) if (typeof s[k] === "string") s[k] = scrubSecrets(s[k] as string);
        return s;
      },
    },
    formatters: {
      log(obj: Record<string, unknown>) {
        if (typeof obj.url === "string") obj.url = scrubSecrets(obj.url);
        return obj;
      },
    },
    hooks: {
      logMethod(this: Logger, args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(this, args.map((a) => (typeof a === "string" ? scrubSecrets(a) : a)));
      },
    },
  };
  const pretty = opts.pretty ?? false;
  if (pretty) {
    return pino(
      base,
      pino.transport({ target: "pino-pretty", options: { colorize: true, destination: 2, ignore: "pid,hostname" } }),
    );
  }
  return opts.destination ? pino(base, opts.destination as never) : pino(base);
}

/** A logger that drops everything: the default in unit tests. */
export const silentLogger: Logger = pino({ level: "silent" });

/**
 * Configuration: environment variables (and a `.env` file), validated with zod at start.
 * Every problem is reported as one readable line; ZOE exits non-zero rather than run half-set-up.
 * Variable names are fixed: tools outside the project use them.
 * The shapes it produces (Config) live in base/config.ts, so the domain can name them without
 * importing the shell.
 * Must never: echo a secret's value in an error.
 */
import os from "node:os";
import path from "node:path";
import { Cron } from "croner";
import { z } from "zod";
import { resolveRegion } from "../privacy/index.ts";
import { LOCALES, localeFromEnv } from "../lang/index.ts";
import { isValidTimeZone, type Config } from "../base/config.ts";

export { isValidTimeZone, type Config } from "../base/config.ts";

/** Whether croner accepts a cron pattern. */
function validCron(pattern: string): boolean {
  try {
    new Cron(pattern, { paused: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The reasoning tick runs at most this often. Each tick may ask the gate model about every owner,
 * and calendar changes and due reminders wake ZOE between ticks on their own; croner also reads
 * six-field patterns with seconds, so "* * * * * *" was accepted: 86,400 ticks a day.
 */
export const MIN_TICK_INTERVAL_MS = 5 * 60_000;

/** Runs looked at to find a pattern's shortest gap: a day's worth of bursts shows up within them. */
const GAP_SAMPLE_RUNS = 100;

/**
 * The shortest time between two runs of a (valid) cron pattern, from a fixed instant in UTC (so
 * the check does not depend on when ZOE starts); null when it runs fewer than twice.
 */
export function shortestCronGapMs(pattern: string): number | null {
  const runs = new Cron(pattern, { paused: true, timezone: "UTC" }).nextRuns(GAP_SAMPLE_RUNS, new Date("2025-01-01T00:00:00Z"));
  let gap: number | null = null;
  for (let i = 1; i < runs.length; i++) {
    const d = runs[i]!.getTime() - runs[i - 1]!.getTime();
    if (gap === null || d < gap) gap = d;
  }
  return gap;
}

const systemTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** Empty strings in a `.env` file mean "not set". */
const opt = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v), schema.optional());

/** A language ZOE speaks, alone or as a locale tag ("de", "de_DE.UTF-8", "pt-BR"). */
const LOCALE_TAG = new RegExp(`^(?:${LOCALES.join("|")})(?:[_.@-].*)?$`);

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

export const EnvSchema = z.object({
  TELEGRAM_BOT_TOKEN: opt(z.string().regex(/^\d{5,15}:[A-Za-z0-9_-]{30,}$/, "must look like 123456:ABC… (from BotFather)")),
  TELEGRAM_API_ROOT: opt(httpUrl).transform((v) => (v ?? "https://api.telegram.org").replace(/\/+$/, "")),
  ZOE_OWNER_IDS: opt(z.string())
    .transform((v, ctx) => {
      if (!v) return [] as string[];
      const ids = v.split(",").map((s) => s.trim()).filter(Boolean);
      for (const id of ids) {
        if (!/^\d{1,15}$/.test(id)) ctx.addIssue({ code: "custom", message: `"${id}" is not a numeric Telegram user id` });
      }
      return [...new Set(ids)];
    }),
  ANTHROPIC_API_KEY: opt(z.string().min(10, "looks too short to be an API key")),
  ANTHROPIC_BASE_URL: opt(httpUrl),
  // Defaults: the newest models the pinned SDK knows that are not deprecated (claude-sonnet-4-5
  // reaches end-of-life on 2026-11-30).
  ZOE_MODEL: opt(z.string()).transform((v) => v ?? "claude-sonnet-5-5"),
  ZOE_GATE_MODEL: opt(z.string()).transform((v) => v ?? "claude-haiku-5-5"),
  ZOE_HOME: opt(z.string()).transform((v) => {
    const raw = v ?? path.join("~", ".zao", "zoe");
    return path.resolve(raw.startsWith("~") ? path.join(os.homedir(), raw.slice(1)) : raw);
  }),
  ZOE_TZ: opt(z.string().refine(isValidTimeZone, "is not an IANA time zone (e.g. Europe/Berlin)")).transform(
    (v) => v ?? systemTimeZone(),
  ),
  // The owner's language (one of LOCALES: en, de, fr, …, or a tag such as de_DE.UTF-8); unset:
  // LC_ALL/LC_MESSAGES/LANG, else each message's own.
  ZOE_LOCALE: opt(
    z
      .string()
      .transform((v) => v.toLowerCase())
      .refine((v) => LOCALE_TAG.test(v), `must be one of ${LOCALES.join(", ")}`),
  ),
  LOG_LEVEL: opt(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])).transform((v) => v ?? "info"),
  // When the reasoning tick runs, as a cron pattern in the owner's zone.
  ZOE_TICK_CRON: opt(
    z
      .string()
      .refine(validCron, "is not a valid cron pattern (e.g. 30 * * * *)")
      .superRefine((pattern, ctx) => {
        if (!validCron(pattern)) return;
        const gap = shortestCronGapMs(pattern);
        if (gap === null || gap >= MIN_TICK_INTERVAL_MS) return;
        const every = gap < 60_000 ? `${gap / 1000} s` : `${gap / 60_000} min`;
        ctx.addIssue({
          code: "custom",
          message: `fires every ${every}; the reasoning tick runs at most every ${MIN_TICK_INTERVAL_MS / 60_000} minutes (e.g. 30 * * * * or */15 * * * *)`,
        });
      }),
  ).transform((v) => v ?? "30 * * * *"),
  // Durable memory (Bonfire). All three or none.
  BONFIRE_API_URL: opt(httpUrl),
  BONFIRE_API_KEY: opt(z.string()),
  BONFIRE_ID: opt(z.string()),
  ZOE_BONFIRE_PII: opt(z.enum(["block", "redact"])).transform((v) => v ?? "block"),
  // The owner's country for reading national phone numbers in the privacy gate (else from ZOE_TZ).
  ZOE_REGION: opt(z.string().trim().regex(/^[A-Za-z]{2}$/, "must be a two-letter country code (e.g. DE, GB, US)")),
  // Publishing approved post drafts.
  ZOE_PUBLISH_WEBHOOK: opt(httpUrl),
  // Post drafts written per day (0 turns drafting off; the design's limit is 7).
  ZOE_DRAFTS_PER_DAY: opt(z.string().regex(/^\d+$/, "must be a whole number from 0 to 7"))
    .transform((v) => (v === undefined ? 3 : Number(v)))
    .pipe(z.number().int().min(0).max(7, "must be at most 7 (the design's limit)")),
  // When the daily "drafts ready" notice goes out, HH:MM in the owner's zone.
  ZOE_DRAFTS_NOTICE_AT: opt(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM (e.g. 14:00)")).transform((v) => v ?? "14:00"),
  // When the evening reflection question goes out, HH:MM in the owner's zone, or "off".
  ZOE_REFLECT_AT: opt(z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|off)$/i, "must be HH:MM (e.g. 21:00) or off")).transform((v) =>
    v === undefined ? "21:00" : v.toLowerCase() === "off" ? null : v,
  ),
  // Calendar feeds: comma-separated https URLs or local .ics paths.
  ZOE_CALENDAR_ICS: opt(z.string()).transform((v) => (v ? v.split(",").map((s) => s.trim()).filter(Boolean) : [])),
  // How often the calendar is polled, and how long before a meeting its heads-up comes (minutes).
  ZOE_CALENDAR_POLL_MINUTES: opt(z.coerce.number().int().min(1).max(1440)).transform((v) => v ?? 10),
  ZOE_CALENDAR_HEADSUP_MINUTES: opt(z.coerce.number().int().min(1).max(240)).transform((v) => v ?? 15),
  // A chat turn's overall deadline across model retries (seconds); past it a short answer goes out.
  ZOE_TURN_DEADLINE_SECONDS: opt(z.coerce.number().min(0.5, "must be at least 0.5").max(600, "must be at most 600")).transform((v) => v ?? 25),
  // Telegram start-up and polling retries: the longest wait between two attempts (seconds).
  ZOE_RETRY_MAX_SECONDS: opt(z.coerce.number().min(0.05).max(600)).transform((v) => v ?? 30),
  // Webhook mode: Telegram POSTs updates to this public URL (https; http only for a loopback host).
  ZOE_WEBHOOK_URL: opt(
    z.url({ protocol: /^https?$/, error: "must be an https URL" }).refine(
      (u) => u.startsWith("https://") || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(u),
      "must be an https URL (Telegram delivers webhooks over https only)",
    ),
  ),
  // Telegram sends it back in X-Telegram-Bot-Api-Secret-Token; 1-256 of A-Z a-z 0-9 _ -.
  ZOE_WEBHOOK_SECRET: opt(z.string().regex(/^[A-Za-z0-9_-]{1,256}$/, "must be 1-256 characters of A-Z, a-z, 0-9, _ and -")),
  // The local HTTP listener (webhook, /healthz, /metrics).
  ZOE_HTTP_PORT: opt(z.coerce.number().int().min(1).max(65535)),
  ZOE_HTTP_HOST: opt(z.string()).transform((v) => v ?? "127.0.0.1"),
  // GitHub webhook (github/): the secret set on the repository's or organisation's webhook, the
  // owner's GitHub login (whose pushes and pull requests are the owner's), and which ZOE owner the
  // events belong to (a Telegram user id; default: the only owner).
  ZOE_GITHUB_WEBHOOK_SECRET: opt(
    z.string().min(16, "must be at least 16 characters (e.g. openssl rand -hex 32)").max(256, "must be at most 256 characters"),
  ),
  ZOE_GITHUB_OWNER_LOGIN: opt(z.string().regex(/^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/, "must be a GitHub login (e.g. octocat)")),
  ZOE_GITHUB_OWNER_ID: opt(z.string().regex(/^\d{1,15}$/, "must be a numeric Telegram user id (one of the owners)")),
  // PostgreSQL backend (several instances); unset means the files backend.
  ZOE_DATABASE_URL: opt(z.string().regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// URL")),
  ZOE_DATABASE_POOL: opt(z.coerce.number().int().min(2).max(200)).transform((v) => v ?? 10),
  // How long an instance keeps an update reserved without renewing it (it renews every third).
  ZOE_UPDATE_LEASE_SECONDS: opt(z.coerce.number().int().min(1).max(600)).transform((v) => v ?? 30),
});

export type Env = z.infer<typeof EnvSchema>;

const regionField = (region: string | undefined): { region?: string } => (region ? { region } : {});

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "ConfigError";
  }
}

/** Problems that need more than one variable, found whether or not each value is valid alone. */
function crossFieldProblems(env: Record<string, string | undefined>): string[] {
  const set = (k: string) => typeof env[k] === "string" && env[k]!.trim() !== "";
  const problems: string[] = [];
  const bonfireParts = ["BONFIRE_API_URL", "BONFIRE_API_KEY", "BONFIRE_ID"].filter(set).length;
  if (bonfireParts > 0 && bonfireParts < 3) {
    problems.push("config: BONFIRE_API_URL, BONFIRE_API_KEY and BONFIRE_ID: set all three to use Bonfire, or none");
  }
  if (set("ZOE_WEBHOOK_URL") || set("ZOE_WEBHOOK_SECRET")) {
    const missing = ["ZOE_WEBHOOK_URL", "ZOE_WEBHOOK_SECRET", "ZOE_HTTP_PORT", "TELEGRAM_BOT_TOKEN"].filter((k) => !set(k));
    if (missing.length) problems.push(`config: webhook mode needs ZOE_WEBHOOK_URL, ZOE_WEBHOOK_SECRET, ZOE_HTTP_PORT and TELEGRAM_BOT_TOKEN; missing ${missing.join(", ")}`);
  }
  if (set("ZOE_GITHUB_WEBHOOK_SECRET") || set("ZOE_GITHUB_OWNER_LOGIN") || set("ZOE_GITHUB_OWNER_ID")) {
    const missing = ["ZOE_GITHUB_WEBHOOK_SECRET", "ZOE_GITHUB_OWNER_LOGIN", "ZOE_HTTP_PORT"].filter((k) => !set(k));
    if (missing.length) problems.push(`config: GitHub events need ZOE_GITHUB_WEBHOOK_SECRET, ZOE_GITHUB_OWNER_LOGIN and ZOE_HTTP_PORT; missing ${missing.join(", ")}`);
  }
  return problems;
}

/**
 * Validate an environment. Throws ConfigError with one line per problem, all of them at once.
 * A token with no owner ids is valid: ZOE starts in pairing mode (access/pairing.ts).
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = EnvSchema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `config: ${String(i.path[0] ?? "environment")}: ${i.message}`);
  problems.push(...crossFieldProblems(env));
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const e = parsed.data;
  return {
    telegram: { token: e.TELEGRAM_BOT_TOKEN ?? null, apiRoot: e.TELEGRAM_API_ROOT },
    ownerIds: e.ZOE_OWNER_IDS,
    model: { apiKey: e.ANTHROPIC_API_KEY ?? null, baseURL: e.ANTHROPIC_BASE_URL ?? null, main: e.ZOE_MODEL, gate: e.ZOE_GATE_MODEL },
    home: e.ZOE_HOME,
    timeZone: e.ZOE_TZ,
    ...regionField(resolveRegion(e.ZOE_REGION, e.ZOE_TZ)),
    locale: localeFromEnv(env),
    logLevel: e.LOG_LEVEL,
    bonfire:
      e.BONFIRE_API_URL && e.BONFIRE_API_KEY && e.BONFIRE_ID
        ? { url: e.BONFIRE_API_URL.replace(/\/+$/, ""), apiKey: e.BONFIRE_API_KEY, bonfireId: e.BONFIRE_ID, pii: e.ZOE_BONFIRE_PII }
        : null,
    publishWebhook: e.ZOE_PUBLISH_WEBHOOK ?? null,
    calendarSources: e.ZOE_CALENDAR_ICS,
    calendar: { pollMinutes: e.ZOE_CALENDAR_POLL_MINUTES, headsUpMinutes: e.ZOE_CALENDAR_HEADSUP_MINUTES },
    retryMaxSeconds: e.ZOE_RETRY_MAX_SECONDS,
    turnDeadlineSeconds: e.ZOE_TURN_DEADLINE_SECONDS,
    tickCron: e.ZOE_TICK_CRON,
    drafts: { perDay: e.ZOE_DRAFTS_PER_DAY, noticeAt: e.ZOE_DRAFTS_NOTICE_AT },
    reflectAt: e.ZOE_REFLECT_AT,
    http: e.ZOE_HTTP_PORT ? { port: e.ZOE_HTTP_PORT, host: e.ZOE_HTTP_HOST } : null,
    webhook:
      e.ZOE_WEBHOOK_URL && e.ZOE_WEBHOOK_SECRET
        ? { url: e.ZOE_WEBHOOK_URL, path: new URL(e.ZOE_WEBHOOK_URL).pathname, secret: e.ZOE_WEBHOOK_SECRET }
        : null,
    github:
      e.ZOE_GITHUB_WEBHOOK_SECRET && e.ZOE_GITHUB_OWNER_LOGIN
        ? { secret: e.ZOE_GITHUB_WEBHOOK_SECRET, login: e.ZOE_GITHUB_OWNER_LOGIN, ownerId: e.ZOE_GITHUB_OWNER_ID ?? null }
        : null,
    database: e.ZOE_DATABASE_URL ? { url: e.ZOE_DATABASE_URL, poolMax: e.ZOE_DATABASE_POOL, updateLeaseSeconds: e.ZOE_UPDATE_LEASE_SECONDS } : null,
  };
}

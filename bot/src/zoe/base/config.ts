/**
 * The configuration's types: what a validated ZOE configuration holds, for the shell that builds it
 * and the few modules that name one of its parts (e.g. `Config["bonfire"]`). Reading and validating
 * the environment is the shell's job (shell/config.ts).
 * Must never: read the environment, or import anything outside base/.
 */
import type { Locale } from "./locales.ts";

/** Whether an IANA zone name is known to this Node's ICU. */
export function isValidTimeZone(tz: string): boolean {
  // Building a DateTimeFormat costs a fraction of a millisecond, and every replay and every
  // configuration load asks again about the same few names: the answers are kept (bounded).
  let known = validZones.get(tz);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: tz });
      known = true;
    } catch {
      known = false;
    }
    if (validZones.size >= 256) validZones.clear();
    validZones.set(tz, known);
  }
  return known;
}

const validZones = new Map<string, boolean>();

/** The validated configuration ZOE runs with. */
export interface Config {
  telegram: { token: string | null; apiRoot: string };
  ownerIds: string[];
  model: { apiKey: string | null; baseURL: string | null; main: string; gate: string };
  home: string;
  timeZone: string;
  /** ISO country for national phone numbers in the privacy gate: ZOE_REGION, else from ZOE_TZ. */
  region?: string;
  /** The owner's language, or null (or absent): detect it from each message. */
  locale?: Locale | null;
  logLevel: string;
  bonfire: { url: string; apiKey: string; bonfireId: string; pii: "block" | "redact" } | null;
  publishWebhook: string | null;
  calendarSources: string[];
  calendar: { pollMinutes: number; headsUpMinutes: number };
  /** A chat turn's overall deadline across retries, seconds (default 25). */
  turnDeadlineSeconds: number;
  /** Telegram start-up and polling retries: longest wait between attempts, seconds (default 30). */
  retryMaxSeconds: number;
  tickCron: string;
  /** Post drafts: how many a day (0 = off) and when the daily notice goes out. Defaults 3 and 14:00. */
  drafts?: { perDay: number; noticeAt: string };
  /** When the evening reflection goes out (HH:MM), or null when off. Default 21:00. */
  reflectAt?: string | null;
  /** The local HTTP listener (webhook, /healthz, /metrics), or null when off. */
  http?: { port: number; host: string } | null;
  /** Webhook mode: where Telegram posts (its path is what the listener serves) and the shared secret. */
  webhook?: { url: string; path: string; secret: string } | null;
  /**
   * GitHub webhook deliveries (github/): the webhook's secret, the owner's GitHub login, and the ZOE
   * owner they belong to (null: the only owner). Null or absent: off.
   */
  github?: { secret: string; login: string; ownerId: string | null } | null;
  /** The PostgreSQL backend, or null for files. */
  database?: { url: string; poolMax: number; updateLeaseSeconds?: number } | null;
}

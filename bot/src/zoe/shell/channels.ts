/**
 * Which channels run, decided from the configuration in this one place: each chat channel the
 * configuration turns on (Telegram when TELEGRAM_BOT_TOKEN is set), or, with none, the terminal
 * (ZOE as the owner's chat on stdin/stdout). Also what follows from that choice: whose messages
 * ZOE answers (Telegram's owners from ZOE_OWNER_IDS and pairing, or the terminal's one), and how
 * each chosen channel is built and started. A new channel is a folder under channels/ plus one
 * entry in `CHAT_CHANNELS` below, and a harness in channels/__tests__/contract.e2e.test.ts.
 * Must never: load a channel's client library unless the configuration runs that channel (the
 * Telegram channel is imported on demand), or decide "Telegram or terminal" anywhere else.
 */
import { readPairedOwners } from "../access/index.ts";
import type { Clock } from "../base/clock.ts";
import type { Config } from "../base/config.ts";
import type { Logger } from "../base/log.ts";
import { TERMINAL_OWNER, TerminalChannel, type Channel, type WebhookOutcome, type WebhookUpdate } from "../channels/index.ts";
import type { Locale } from "../lang/index.ts";
import type { Database, Space } from "../storage/index.ts";

/** What building a channel may need: the configuration and what the runtime has built so far. */
export interface ChannelContext {
  config: Config;
  logger: Logger;
  clock: Clock;
  /** The shared storage space (Telegram's update watermark lives there). */
  shared: Space;
  /** The command menu, in the configured language. */
  commands: Array<{ command: string; description: string }>;
  /** The shared database (several instances) and this instance's name in it. */
  database: Database | null;
  instance: string;
  /** The start-up banner, for a channel that shows it in its chat (the terminal). */
  banner: string;
  /** An owner's language now (the terminal speaks its owner's). */
  locale: (ownerId: string) => Locale;
  /** The terminal's streams (default: the process's). */
  input?: NodeJS.ReadableStream;
  output?: NodeJS.WritableStream;
  /** Telegram long-poll timeout (seconds); tests use 1 so stop() is quick. */
  pollingTimeoutSec?: number;
  /** Telegram start-up and polling retries: longest wait between attempts. */
  maxRetryDelayMs: number;
  /** How long an update stays reserved for this instance without renewal (tests shorten it). */
  updateLeaseMs?: number;
  /**
   * Several instances: answer what an owner's inbox holds from an instance that died (under the
   * owner's lock, before the turn that found it), so their messages are answered in order.
   */
  takeOver?: (ownerId: string) => Promise<void>;
  /** Called when a channel stops for good on its own (a revoked token, another poller). */
  onFatal?: (err: Error) => void;
  /** Aborting it ends a start-up still waiting for the channel's server. */
  stopSignal?: AbortSignal;
}

/** One channel, built and ready to start. */
export interface OpenedChannel {
  channel: Channel;
  /**
   * Whether its events are recorded in the owners' inboxes before the channel acknowledges them
   * (`InboundIntake`); false where something else keeps them (Telegram's webhook with a shared
   * database: the update ledger, and Telegram's retry of an update answered "failed").
   */
  intake: boolean;
  /** Updates POSTed to the HTTP listener's webhook route go here. */
  webhook?: (update: WebhookUpdate) => Promise<WebhookOutcome>;
  /** What /healthz asks it (Telegram: getMe), naming the check. */
  health?: { name: string; probe: () => Promise<string> };
  /** Whether it shows the start-up banner in its chat itself (else the banner goes to the log). */
  showsBanner?: boolean;
}

/** A chat channel the configuration can turn on. */
interface ChatChannel {
  name: string;
  wanted(config: Config): boolean;
  open(ctx: ChannelContext): Promise<OpenedChannel>;
}

/** The Telegram channel, with the database's ledger and owner locks when instances share one. */
async function openTelegram(ctx: ChannelContext): Promise<OpenedChannel> {
  const { createTelegramChannel } = await import("../channels/telegram/index.ts"); // grammY only when used
  const { config, database } = ctx;
  const coordination = database ? await import("../storage/postgres/coordination.ts") : null;
  const telegram = createTelegramChannel({
    token: config.telegram.token!,
    apiRoot: config.telegram.apiRoot,
    state: ctx.shared,
    logger: ctx.logger,
    clock: ctx.clock,
    commands: ctx.commands,
    pollingTimeoutSec: ctx.pollingTimeoutSec,
    webhook: config.webhook ? { url: config.webhook.url, secret: config.webhook.secret } : null,
    ...(ctx.onFatal ? { onFatal: ctx.onFatal } : {}),
    ...(ctx.stopSignal ? { signal: ctx.stopSignal } : {}),
    maxRetryDelayMs: ctx.maxRetryDelayMs,
    // With a shared database: updates handled once across instances, an owner's turns one at a time and in order.
    ...(database && coordination
      ? {
          updateLedger: coordination.postgresUpdateLedger({ db: database, instance: ctx.instance, logger: ctx.logger, leaseMs: ctx.updateLeaseMs ?? (config.database?.updateLeaseSeconds ?? 30) * 1000 }),
          turnGate: coordination.ownerTurnGate(database, ctx.takeOver ? { takeOver: ctx.takeOver } : {}),
        }
      : {}),
  });
  return {
    channel: telegram,
    // Each polled batch is in the owners' inboxes before the next getUpdates confirms it (also
    // with a shared database: one instance polls, and an update whose handling then fails is
    // handed over again, see the channel). Webhook mode with a shared database has no intake:
    // its update ledger decides, and a failed update is answered 500 so Telegram delivers it again.
    intake: !(database && config.webhook),
    webhook: (update) => telegram.handleWebhook(update),
    health: { name: "telegram", probe: async () => `@${(await telegram.bot.api.getMe()).username}` },
  };
}

/**
 * The chat channels, in the order they are attached: an owner's pushes go to the first that can
 * reach them. Adding a channel adds one line here.
 */
const CHAT_CHANNELS: ChatChannel[] = [{ name: "telegram", wanted: (c) => c.telegram.token !== null, open: openTelegram }];

/** The terminal: the owner's chat on stdin/stdout, when no chat channel is configured. */
function openTerminal(ctx: ChannelContext): OpenedChannel {
  const terminal = new TerminalChannel({ input: ctx.input ?? process.stdin, output: ctx.output ?? process.stdout, clock: ctx.clock, banner: ctx.banner, locale: () => ctx.locale(TERMINAL_OWNER) });
  return { channel: terminal, intake: true, showsBanner: true };
}

/** The names of the channels this configuration runs, in attach order. */
export function chosenChannels(config: Config): string[] {
  const chat = CHAT_CHANNELS.filter((c) => c.wanted(config)).map((c) => c.name);
  return chat.length ? chat : ["terminal"];
}

/** Whether ZOE is the owner's chat in the terminal (no chat channel is configured). */
export function inTerminal(config: Config): boolean {
  return chosenChannels(config).includes("terminal");
}

/**
 * Whose messages ZOE answers by default: a chat channel's owners (ZOE_OWNER_IDS plus anyone
 * paired before, owners.json), or the terminal's one owner.
 */
export function defaultOwners(config: Config): string[] {
  return inTerminal(config) ? [TERMINAL_OWNER] : [...new Set([...config.ownerIds, ...readPairedOwners(config.home)])];
}

/** Whether a stranger can become the owner with the logged code: a chat channel runs (the terminal has its owner). */
export function ownersPair(config: Config): boolean {
  return !inTerminal(config);
}

/** Build the channels this configuration runs (not started yet). */
export async function openChannels(ctx: ChannelContext): Promise<OpenedChannel[]> {
  const chat = CHAT_CHANNELS.filter((c) => c.wanted(ctx.config));
  if (!chat.length) return [openTerminal(ctx)];
  const out: OpenedChannel[] = [];
  for (const c of chat) out.push(await c.open(ctx));
  return out;
}

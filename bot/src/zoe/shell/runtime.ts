/**
 * Wiring: builds ZOE from a validated Config (model client, owners, concierge, features,
 * scheduled work), attaches and starts the channels shell/channels.ts chooses, and stops it all
 * gracefully. Wiring only: no decisions live here.
 * Must never: start a chat channel without owners or an open pairing code, or exit before state
 * is flushed.
 */
import { commandHelp, localeOfRegion, t } from "../lang/index.ts";
import { chmod, mkdir } from "node:fs/promises";
import type { Channel } from "../channels/index.ts";
import { defaultOwners, inTerminal, openChannels, ownersPair, type OpenedChannel } from "./channels.ts";
import { type Clock, MINUTE, systemClock } from "../base/clock.ts";
import { stopController, waitUnlessAborted } from "../base/signals.ts";
import { basics } from "../conversation/index.ts";
import { applyThresholdOps, controlsFeature } from "../tick/index.ts";
import { openLoopFeatures } from "../threads/index.ts";
import { goalsFeature } from "../goals/index.ts";
import { GoalReviewer } from "../goals/index.ts";
import { draftQueue } from "../posts/index.ts";
import { briefJob, tickJob } from "../schedule/index.ts";
import { statusFeature } from "../schedule/index.ts";
import { draftJobs, draftsFeature } from "../posts/index.ts";
import { reflectionFeature, reflectionJob } from "../brief/index.ts";
import { ReasoningTick, reservoir } from "../tick/index.ts";
import { CalendarFeed, CalendarTrigger, type CalendarReader } from "../calendar/index.ts";
import { Scheduler } from "../schedule/index.ts";
import { Concierge } from "../conversation/index.ts";
import type { Config } from "./config.ts";
import type { Logger } from "../base/log.ts";
import { createModelClient, type ModelClient } from "../model/index.ts";
import { UsageRecordSchema, type StoredUsage } from "../model/index.ts";
import { Owners, type OwnerContext } from "../owner.ts";
import { createEpisodeQueue, type EpisodeQueue } from "../memory/index.ts";
import { counters } from "../base/metrics.ts";
import { compactJournals, openStorage, type Storage } from "../storage/index.ts";
import { Zoe, type Feature } from "../app.ts";
import { carryFeature, StrangerNotices } from "../access/index.ts";
import { serveHttp, type Phase } from "./serve.ts";
import type { Database } from "../storage/index.ts";
import os from "node:os";
import type { HttpServer } from "./http.ts";
import { openSharedPairing, Pairing, pairingInstructions, type PairingWindow } from "../access/index.ts";
import { postgresStorage } from "../storage/index.ts";
import { reminderJob } from "../threads/index.ts";
import { GITHUB_WEBHOOK_PATH, GithubTrigger, GithubWebhook, MAX_DELIVERY_BYTES } from "../github/index.ts";
import { CONSOLE_PATH, consoleFeature, ConsoleSite } from "../console/index.ts";

export interface BuildOptions {
  config: Config;
  logger: Logger;
  clock?: Clock;
  /** Use this model client instead of one built from the config (tests, the replay harness). */
  model?: ModelClient | null;
  /** The owners ZOE answers; defaults to the chosen channels' (shell/channels.ts). */
  ownerIds?: string[];
  /**
   * Each owner's calendar instead of the config's ICS feeds (tests, the replay harness's
   * ScriptedCalendar); null turns the calendar off.
   */
  calendar?: ((owner: OwnerContext) => CalendarReader) | null;
  /** The shared PostgreSQL database (ZOE_DATABASE_URL): scheduled slots are claimed there, with leases. */
  database?: Database | null;
  /** This instance's name in the database's ledgers and claims (default host:pid). */
  instanceName?: string;
  /**
   * The storage backend (the replay harness and the benchmarks pass the memory backend); by
   * default the files backend in the config's ZOE_HOME. Chosen here, once, for every store.
   */
  storage?: Storage;
  /** The pairing window (startZoe passes the database's shared one); default: owners.json's. */
  pairing?: PairingWindow | null;
}

export interface Built {
  zoe: Zoe;
  concierge: Concierge;
  model: ModelClient | null;
  owners: Owners;
  storage: Storage;
  clock: Clock;
  tick: ReasoningTick;
  scheduler: Scheduler;
  /** Durable memory (Bonfire episodes); `durable.flush(now)` drains the retry queue. */
  durable: EpisodeQueue;
  /** The web console (served under /console by the HTTP listener); null without ZOE_HTTP_PORT. */
  console: ConsoleSite | null;
  /** Calendar heads-ups, changes and the brief's meetings; null without a calendar. */
  calendar: CalendarTrigger | null;
  /** GitHub events' candidates and job (ZOE_GITHUB_WEBHOOK_SECRET); null when off. */
  github: GithubTrigger | null;
  /** End every model call and chat turn in flight (the first step of a stop). */
  shutdown(): void;
}

/** The features every ZOE has, in the order their commands appear in /help. */
export function features(): Feature[] {
  return [basics, ...openLoopFeatures(), goalsFeature, controlsFeature, carryFeature];
}

/** Build the core without a channel (the replay harness and tests use this directly). */
export function buildZoe(opts: BuildOptions): Built {
  const clock = opts.clock ?? systemClock;
  const { config, logger } = opts;
  // Aborted by stop(): every model call in flight ends at once, so a stop never waits on the model.
  const shutdown = stopController();
  const storage =
    opts.storage ??
    (opts.database
      ? openStorage({ kind: "postgres", home: config.home, logger, database: opts.database, instance: opts.instanceName ?? `${os.hostname()}:${process.pid}` })
      : openStorage({ kind: "files", home: config.home, logger, onRecovery: () => counters.inc("storage.recovered") }));
  const usageLog = storage.shared.log<StoredUsage>({ name: "usage", schema: UsageRecordSchema });
  const model =
    opts.model !== undefined
      ? opts.model
      : config.model.apiKey
        ? createModelClient({
            apiKey: config.model.apiKey,
            baseURL: config.model.baseURL,
            models: { main: config.model.main, gate: config.model.gate },
            logger,
            clock,
            shutdown: shutdown.signal,
            onUsage: (rec) => usageLog.append(rec).catch((err) => logger.warn({ err }, "could not record model usage")),
          })
        : null;
  // On PostgreSQL the owner's claims are the space's, shared by every instance (with leases).
  const owners = new Owners(storage, logger, config.locale ?? null, undefined, localeOfRegion(config.region));
  // A chat channel's owners (configured, or paired before); with none, pairing.
  const ownerIds = opts.ownerIds ?? defaultOwners(config);
  const pairing = opts.pairing !== undefined ? opts.pairing : ownersPair(config) && ownerIds.length === 0 ? new Pairing({ home: config.home }) : null;
  const durable = createEpisodeQueue({ bonfire: config.bonfire, region: config.region, timeZone: config.timeZone, owners, ownerIds, clock, logger });
  const concierge = new Concierge({
    model,
    clock,
    logger,
    timeZone: config.timeZone,
    hooks: { onGateOps: applyThresholdOps, ...durable.hooks },
    turnDeadlineMs: (config.turnDeadlineSeconds ?? 25) * 1000,
    shutdown: shutdown.signal,
  });
  const zoe = new Zoe({
    strangers: new StrangerNotices(storage.shared),
    sharedNotices: storage.shared.notices,
    ownerIds,
    timeZone: config.timeZone,
    clock,
    logger,
    owners,
    concierge,
    pairing,
  });
  for (const f of features()) zoe.use(f);
  const consoleSite = config.http ? new ConsoleSite({ zoe, shared: storage.shared, clock, logger, publicUrl: config.publicUrl ?? null }) : null;
  zoe.use(consoleFeature(consoleSite));
  zoe.use(draftsFeature({ model, logger, timeZone: config.timeZone, publishWebhook: config.publishWebhook, ...(config.region ? { region: config.region } : {}) }));
  zoe.use(reflectionFeature);
  const rhythmJobs = [
    ...draftJobs({ zoe, model, logger, timeZone: config.timeZone, perDay: config.drafts?.perDay, noticeAt: config.drafts?.noticeAt }),
    reflectionJob({ zoe, model, logger, timeZone: config.timeZone, at: config.reflectAt }),
  ];
  const calendarOf =
    opts.calendar !== undefined
      ? opts.calendar
      : config.calendarSources.length
        ? (owner: OwnerContext) => new CalendarFeed({ sources: config.calendarSources, state: owner.storage, logger: owner.logger, clock, timeZone: config.timeZone, pollIntervalMs: config.calendar.pollMinutes * MINUTE })
        : null;
  const calendar = calendarOf ? new CalendarTrigger({
        zoe,
        reader: calendarOf,
        clock,
        logger,
        timeZone: config.timeZone,
        leadMs: config.calendar.headsUpMinutes * MINUTE,
        pollIntervalMs: config.calendar.pollMinutes * MINUTE,
      }) : null;
  // Goals are reviewed inside the tick's slot, as one of its candidate sources.
  const goals = new GoalReviewer({
    model,
    logger,
    timeZone: config.timeZone,
    ...(calendar ? { calendar: (owner: OwnerContext) => calendar.reader(owner).events() } : {}),
    ...(durable.enabled ? { recall: durable.hooks.recall } : {}),
    drafts: (owner) => draftQueue(owner).all(),
    prune: async (owner, keep) => void (await reservoir(owner).prune((d) => !keep(d.candidateId))),
  });
  const github = config.github ? new GithubTrigger({ zoe, login: config.github.login, clock, logger, timeZone: config.timeZone }) : null;
  const tick = new ReasoningTick({
    zoe,
    model,
    clock,
    logger,
    timeZone: config.timeZone,
    sources: [...(calendar ? [calendar.source] : []), ...(github ? [github.source] : []), goals.source],
    onDeclined: goals.declined,
  });
  const scheduler = new Scheduler({
    zoe,
    clock,
    logger,
    ownerIds: zoe.deps.ownerIds,
    jobs: [tickJob(tick, config.timeZone, config.tickCron, async (owner) => {
      await durable.flush(clock.now(), { ownerIds: [owner.id] });
    }), briefJob({ zoe, model, logger, timeZone: config.timeZone, sections: [...(calendar ? [calendar.section] : []), goals.section] }, config.timeZone), ...rhythmJobs, ...(calendar ? [calendar.job(tick)] : []), ...(github ? [github.job(tick)] : []), reminderJob(tick)],
  });
  zoe.use(statusFeature(() => scheduler));
  // Settings change in conversation (/brief, /quiet, /mode): the next slots follow at once.
  zoe.use({ onOwnerActivity: (owner) => scheduler.refresh(owner.id) });
  return { zoe, concierge, model, owners, storage, clock, tick, scheduler, durable, calendar, github, console: consoleSite, shutdown: () => shutdown.abort(new Error("ZOE is stopping")) };
}

export interface StartOptions extends BuildOptions {
  /** For the terminal channel. */
  input?: NodeJS.ReadableStream;
  output?: NodeJS.WritableStream;
  /** Use these channels instead of those the config implies (tests: the capture channel). */
  channels?: Channel[];
  /** Telegram long-poll timeout (seconds); tests use 1 so stop() is quick. */
  pollingTimeoutSec?: number;
  /** Run the scheduler on real timers (default). Tests with a ManualClock pass false and call `scheduler.runDue()`. */
  autoSchedule?: boolean;
  /** How often unfinished inbox entries (replies Telegram did not take) are tried again; default 30 s. */
  inboxRetryMs?: number;
  /** Telegram start-up and polling retries: longest wait between attempts (default 30 s). */
  telegramMaxRetryDelayMs?: number;
  /** Called when the channel stops for good on its own (a revoked token, another poller). */
  onFatal?: (err: Error) => void;
  /** Aborting it ends a start-up still waiting for Telegram (startZoe then rejects). */
  stopSignal?: AbortSignal;
  /** How long an update stays reserved for this instance without renewal (tests shorten it). */
  updateLeaseMs?: number;
}

export interface Running extends Built {
  /** The channels attached and started, in attach order. */
  channels: Channel[];
  /** The HTTP listener (webhook, /healthz, /metrics) when ZOE_HTTP_PORT is set. */
  http: HttpServer | null;
  /** The PostgreSQL database with ZOE_DATABASE_URL, else null. */
  database: Database | null;
  stop(): Promise<void>;
}

/** The start-up banner: which channel and which mode. */
export function banner(config: Config, model: ModelClient | null): string {
  const locale = config.locale ?? "en";
  const mode = model ? t(locale, "banner.online", { main: config.model.main, gate: config.model.gate }) : t(locale, "banner.offline");
  const where = t(locale, inTerminal(config) ? "banner.terminal" : "banner.telegram");
  return t(locale, "banner", { where, mode, zone: config.timeZone, home: config.database ? "PostgreSQL (ZOE_DATABASE_URL)" : config.home });
}

/**
 * The database at start: a server that is not reachable yet (booting with the machine, a network
 * hiccup) is waited for with a capped backoff and one log line per attempt, for as long as it
 * takes or until a stop; a refusal (wrong password, no such database) fails at once.
 */
async function openDatabaseRetrying(opts: StartOptions, db: NonNullable<Config["database"]>): Promise<Database> {
  const { isUnreachable, openDatabase } = await import("../storage/postgres/database.ts"); // pg only when used
  const capMs = opts.telegramMaxRetryDelayMs ?? (opts.config.retryMaxSeconds ?? 30) * 1000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase({ url: db.url, poolMax: db.poolMax, logger: opts.logger });
    } catch (err) {
      if (!isUnreachable(err) || opts.stopSignal?.aborted) throw err;
      const delay = Math.min(capMs, 500 * 2 ** (attempt - 1)); // as Telegram's start-up retries
      opts.logger.warn(
        { event: "postgres_start_retry", attempt, delayMs: delay, reason: (err as Error).message },
        `PostgreSQL is not reachable yet (attempt ${attempt}); retrying in ${Math.round(delay / 100) / 10} s`,
      );
      if (await waitUnlessAborted(delay, opts.stopSignal)) throw new Error("stopped while waiting for PostgreSQL");
    }
  }
}

/** Build and start ZOE on its channel. */
export async function startZoe(opts: StartOptions): Promise<Running> {
  // The state folder first: a ZOE_HOME that cannot be a folder fails here, before any banner.
  await mkdir(opts.config.home, { recursive: true, mode: 0o700 }).catch((err: NodeJS.ErrnoException) => {
    throw new Error(`ZOE_HOME ${opts.config.home} cannot be used as the state folder (${err.code ?? err.message}); point it at a folder`);
  });
  // The owner's words live here: nobody else on the machine may read them (a folder made by an
  // older ZOE, or by hand, is closed too; one ZOE does not own is left as it is, and said).
  await chmod(opts.config.home, 0o700).catch((err: NodeJS.ErrnoException) =>
    opts.logger.warn({ event: "home_mode", code: err.code }, `could not make ${opts.config.home} readable by its owner only (${err.code ?? err.message})`),
  );
  const instance = opts.instanceName ?? `${os.hostname()}:${process.pid}`;
  // Heavy modules are loaded only when this configuration uses them (start-up time and the
  // resident set of a terminal or offline ZOE): pg with a database, grammY with a bot token.
  const database = opts.database ?? (opts.config.database ? await openDatabaseRetrying(opts, opts.config.database) : null);
  const coordination = database ? await import("../storage/postgres/coordination.ts") : null;
  // With a shared database, paired owners and the one pairing code every instance logs live there.
  const shared =
    database && ownersPair(opts.config) && !opts.ownerIds
      ? await openSharedPairing(postgresStorage(database, instance).shared, opts.config.ownerIds, (opts.clock ?? systemClock).now())
      : null;
  const built = buildZoe({ ...opts, database, instanceName: instance, ...(shared ? { ownerIds: shared.owners, pairing: shared.pairing } : {}) });
  const { zoe, model } = built;
  const opened: OpenedChannel[] = opts.channels
    ? opts.channels.map((channel) => ({ channel, intake: !(database && opts.config.webhook) }))
    : await openChannels({
        config: opts.config,
        logger: opts.logger,
        clock: built.clock,
        shared: built.storage.shared,
        // The command menu in ZOE_LOCALE's language (English when none is configured).
        commands: zoe.menu().map((c) => ({ ...c, description: commandHelp(c.command, c.description, opts.config.locale ?? "en") })),
        database,
        instance,
        banner: banner(opts.config, model),
        locale: (ownerId) => built.owners.get(ownerId).locale,
        ...(opts.input ? { input: opts.input } : {}),
        ...(opts.output ? { output: opts.output } : {}),
        ...(opts.pollingTimeoutSec !== undefined ? { pollingTimeoutSec: opts.pollingTimeoutSec } : {}),
        maxRetryDelayMs: opts.telegramMaxRetryDelayMs ?? (opts.config.retryMaxSeconds ?? 30) * 1000,
        ...(opts.updateLeaseMs !== undefined ? { updateLeaseMs: opts.updateLeaseMs } : {}),
        ...(database ? { takeOver: async (ownerId: string) => void (await zoe.drainInbox({ owners: async () => [ownerId] })) } : {}),
        ...(opts.onFatal ? { onFatal: opts.onFatal } : {}),
        ...(opts.stopSignal ? { stopSignal: opts.stopSignal } : {}),
      });
  // The web console is a channel too, attached last: a push reaches the owner there only when no
  // chat channel can.
  const channels = [...opened.map((o) => o.channel), ...(built.console ? [built.console.channel] : [])];
  for (const channel of channels) zoe.attach(channel);
  const webhook = opened.find((o) => o.webhook)?.webhook ?? null;
  // GitHub deliveries belong to one owner: the configured one, else the only one (none yet: refused).
  const githubConfig = opts.config.github;
  const githubHook =
    githubConfig && built.github
      ? new GithubWebhook({
          secret: githubConfig.secret,
          clock: built.clock,
          logger: opts.logger,
          owner: () => {
            const ids = zoe.deps.ownerIds;
            const id = githubConfig.ownerId ?? (ids.length === 1 ? ids[0]! : null);
            return id && ids.includes(id) ? zoe.owner(id) : null;
          },
          onQueued: (id) => void built.scheduler.refresh(id).then(() => built.scheduler.wake(), () => undefined),
        })
      : null;
  // The listener comes up before the webhook is registered, so Telegram's first POST finds it; it
  // reports "starting" (503) until every channel serves.
  let phase: Phase = "starting";
  const http = await serveHttp({
    config: opts.config,
    logger: opts.logger,
    clock: built.clock,
    webhook,
    github: githubHook ? { path: GITHUB_WEBHOOK_PATH, maxBytes: MAX_DELIVERY_BYTES, receive: (req) => githubHook.receive(req) } : null,
    channelChecks: opened.flatMap((o) => o.health ?? []),
    databaseAlive: database ? () => database.ping() : null,
    routes: built.console ? [{ prefix: CONSOLE_PATH, serve: (req, res) => built.console!.serve(req, res) }] : [],
    phase: () => phase,
  });
  if (http && built.console) built.console.listening(http.port);
  const started: Channel[] = [];
  try {
    for (const o of opened) {
      await o.channel.start((event, convo) => zoe.handle(event, convo), o.intake ? (events) => zoe.intake(events) : undefined);
      started.push(o.channel);
    }
    if (built.console) {
      await built.console.channel.start((event, convo) => zoe.handle(event, convo));
      started.push(built.console.channel);
    }
  } catch (err) {
    for (const channel of started.reverse()) await channel.stop().catch(() => undefined);
    await http?.close();
    await database?.close();
    throw err;
  }
  phase = "serving";
  // Damage found in any owner's state is repaired now and the owner told at once, not only
  // before their next reply (notices are kept until delivered, so a restart cannot lose one).
  await zoe.openOwners();
  // What the last run received but did not answer (a crash, a stop mid-turn), then periodically
  // what Telegram would not take. In the background: it never delays start-up or a new message.
  // With a shared database every instance looks at the owners with an unfinished entry whose lock
  // is free (no turn running anywhere): replies due for their retry, wherever they were refused,
  // and the turns of an instance that died after its update was recorded as answered.
  const drainOnce = () =>
    database && coordination
      ? zoe.drainInbox({ owners: () => coordination.ownersWithUnfinishedInbox(database), around: async (id, run) => void (await coordination.tryWithOwnerLock(database, id, run)) })
      : zoe.drainInbox();
  let draining: Promise<unknown> = drainOnce().catch((err: unknown) => opts.logger.error({ err }, "inbox drain failed"));
  const drainTimer = setInterval(
    () => {
      draining = draining.then(() => drainOnce()).catch((err: unknown) => opts.logger.error({ err }, "inbox drain failed"));
    },
    database ? Math.min(1_000, opts.inboxRetryMs ?? 1_000) : (opts.inboxRetryMs ?? 30_000),
  );
  drainTimer.unref();
  await built.scheduler.init();
  void built.durable.start(); // episodes queued before a restart; in the background, never throws
  if (opts.autoSchedule !== false) built.scheduler.start();
  // The terminal shows the banner in its chat; other channels have it in the log.
  if (!opened.some((o) => o.showsBanner)) opts.logger.info({ event: "started" }, banner(opts.config, model));
  const pairing = zoe.deps.pairing;
  if (pairing?.open) opts.logger.warn({ event: "pairing_open", file: pairing.file }, pairingInstructions(pairing.code, pairing.file));
  let stopped: Promise<void> | null = null;
  return {
    ...built,
    channels,
    http,
    database,
    stop: () => {
      stopped ??= (async () => {
        phase = "stopping";
        built.shutdown();
        clearInterval(drainTimer);
        await http?.close();
        await built.scheduler.stop();
        await built.calendar?.close();
        for (const channel of channels) await channel.stop();
        await draining;
        await built.durable.close();
        await compactJournals(); // each state file whole again after a stop
        await database?.close();
        opts.logger.info({ event: "stopped" }, "ZOE stopped");
      })();
      return stopped;
    },
  };
}

/**
 * The `zoe` command: `start` (what `npm start` runs), `doctor`, `due`, `status`, `migrate`, `eval`.
 * The shell around the core: reads the environment and `.env`, the wall clock and signals.
 * Must never: print a secret, or exit 0 after a failure.
 */
import { fstatSync, promises as fs, readFileSync, realpathSync, statfsSync, statSync } from "node:fs";
import { isatty } from "node:tty";
import path from "node:path";
import dotenv from "dotenv";
import { systemClock } from "../base/clock.ts";
import { ConfigError, EnvSchema, loadConfig, type Config } from "./config.ts";
import { describeLineProblem, envFileLineProblems, unknownKeyProblems } from "./env-check.ts";
import { dueCli } from "../threads/index.ts";
import { LOCALES } from "../lang/index.ts";
import { createLogger, scrubSecrets, silentLogger, type Logger } from "../base/log.ts";
import { createModelClient } from "../model/index.ts";
import { acquireInstanceLock } from "./instance-lock.ts";
import { buildZoe, startZoe } from "./runtime.ts";
import { chosenChannels, inTerminal, ownersPair } from "./channels.ts";
import { readPairedOwners } from "../access/index.ts";
import { TerminalChannel } from "../channels/index.ts";

/** SIGTERM to exit, at most: under 10 s whatever is in flight (the systemd unit allows 20). */
export const STOP_GRACE_MS = 8_000;
import { statusReport } from "../schedule/index.ts";

export const USAGE = `Usage: zoe <command>
  start                 run ZOE (Telegram with TELEGRAM_BOT_TOKEN, else the terminal)
  doctor                check configuration, Telegram, the owner, the model, the data folder and the time zone
  due "<phrase>" [--now ISO] [--tz IANA] [--locale ${LOCALES.join("|")}]   resolve a due phrase the way ZOE does
  status                each owner's scheduled jobs: next run (owner's zone) and last outcome
  migrate --from files --to postgres [--force]   copy this installation's state (or back), verified by a read-back
  eval [--scenarios DIR] [--policy zoe|legacy-cron|heartbeat | --compare] [--json FILE]   replay scenarios
  eval --pii [--json FILE] [--verbose]   the privacy gate's report on its labelled corpus
  eval --replies [--capture] [--verbose]   the reply reader (and offline capture) on the held-out corpora
  help                  this text`;

type Out = (line: string) => void;

/** Every key ZOE reads: the schema's, and any documented in `.env.example`. */
function knownKeys(): string[] {
  const keys = new Set(Object.keys(EnvSchema.shape));
  // The repository root from the sources (bot/src/zoe/shell) or from the compiled build (dist/…).
  for (const up of ["../../../..", "../../../../.."]) {
    try {
      const example = readFileSync(path.resolve(import.meta.dirname, up, ".env.example"), "utf8");
      for (const k of Object.keys(dotenv.parse(example))) keys.add(k);
      break;
    } catch {
      /* not here; a copy without the example file has the schema's keys only */
    }
  }
  return [...keys];
}

/**
 * Kernel filesystems that hold no files of their own (statfs magic numbers, Linux): proc, sysfs,
 * cgroup and cgroup2, debugfs, tracefs, securityfs, devpts, bpf, configfs, pstore, efivarfs, nsfs,
 * mqueue, binfmt_misc, fusectl, selinuxfs. Why: ZOE_HOME=/proc/zoe hung forever in mkdir (Node's
 * recursive mkdir loops on proc's ENOENT) and ignored SIGTERM.
 */
const PSEUDO_FILESYSTEMS: ReadonlyMap<number, string> = new Map([
  [0x9fa0, "proc"],
  [0x62656572, "sysfs"],
  [0x27e0eb, "cgroup"],
  [0x63677270, "cgroup2"],
  [0x64626720, "debugfs"],
  [0x74726163, "tracefs"],
  [0x73636673, "securityfs"],
  [0x1cd1, "devpts"],
  [0xcafe4a11, "bpf"],
  [0x62656570, "configfs"],
  [0x6165676c, "pstore"],
  [0xde5e81e4, "efivarfs"],
  [0x6e736673, "nsfs"],
  [0x19800202, "mqueue"],
  [0x42494e4d, "binfmt_misc"],
  [0x65735543, "fusectl"],
  [0xf97cff8c, "selinuxfs"],
]);

/** The kind of kernel filesystem `folder` is on, or null for storage (or when it cannot tell). */
function pseudoFilesystem(folder: string): string | null {
  try {
    const known = PSEUDO_FILESYSTEMS.get(Number(statfsSync(folder).type));
    if (known) return known;
  } catch {
    /* statfs unavailable: the path tells */
  }
  let real = folder;
  try {
    real = realpathSync(folder);
  } catch {
    /* as given */
  }
  const top = /^\/(proc|sys)(?:\/|$)/.exec(real)?.[1];
  return top === "proc" ? "proc" : top === "sys" ? "sysfs" : null;
}

/**
 * ZOE_HOME must be a folder (or not exist yet) on a filesystem that stores files: a file there, or
 * a folder in /proc or /sys, fails here, before any banner and before anything is created.
 */
function homeProblems(home: string): string[] {
  let at = home;
  // The nearest existing part of the path must be a folder.
  for (;;) {
    try {
      const st = statSync(at);
      if (!st.isDirectory()) return [`config: ZOE_HOME: ${at} is a file, not a folder; point ZOE_HOME at a folder (it is created if missing)`];
      const pseudo = pseudoFilesystem(at);
      return pseudo
        ? [`config: ZOE_HOME: ${home} is on ${pseudo}, a kernel filesystem that stores no files; point ZOE_HOME at a folder on a disk`]
        : [];
    } catch {
      const up = path.dirname(at);
      if (up === at) return [];
      at = up;
    }
  }
}

/**
 * Read `.env` (without overriding the real environment) and validate. Every problem is reported
 * at once: lines that are not KEY=value, keys that look like ZOE's but are not, bad values,
 * settings that need each other, and a ZOE_HOME that is a file.
 */
/** The settings as ZOE reads them: `.env` in `cwd`, with the real environment winning. */
export function mergedEnv(env: NodeJS.ProcessEnv, cwd: string): Record<string, string | undefined> {
  let fileVars: Record<string, string> = {};
  try {
    fileVars = dotenv.parse(readFileSync(path.join(cwd, ".env"), "utf8"));
  } catch {
    /* no .env file */
  }
  return { ...fileVars, ...env };
}

/** A failed request's message with its cause ("fetch failed: ECONNREFUSED 127.0.0.1:9"), scrubbed of secrets. */
export function describeRequestError(err: unknown): string {
  const e = err as Error & { cause?: { code?: string; message?: string } };
  const cause = e.cause ? [e.cause.code, e.cause.message].filter(Boolean).join(" ") : "";
  const message = cause && !e.message.includes(cause) ? `${e.message}: ${cause}` : e.message;
  return scrubSecrets(message);
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd(), opts: { checkHome?: boolean } = {}): Config {
  const merged: Record<string, string | undefined> = {};
  const problems: string[] = [];
  let fileKeys: string[] = [];
  let text: string | null = null;
  try {
    text = readFileSync(path.join(cwd, ".env"), "utf8");
  } catch {
    /* no .env file */
  }
  if (text !== null) {
    problems.push(...envFileLineProblems(text).map(describeLineProblem));
    const fileVars = dotenv.parse(text);
    fileKeys = Object.keys(fileVars);
    Object.assign(merged, fileVars);
  }
  Object.assign(merged, env);
  const known = knownKeys();
  problems.push(
    ...unknownKeyProblems(fileKeys, known, ".env"),
    ...unknownKeyProblems(Object.keys(env).filter((k) => !fileKeys.includes(k)), known, "environment"),
  );
  let config: Config | null = null;
  try {
    config = loadConfig(merged);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems.push(...err.problems);
  }
  const home = EnvSchema.shape.ZOE_HOME.safeParse(merged.ZOE_HOME);
  if (home.success && opts.checkHome !== false) problems.push(...homeProblems(home.data));
  if (problems.length || !config) throw new ConfigError(problems);
  return config;
}

const needsTokenOrTerminal = (what: string) =>
  "ZOE needs one of two things to talk to you: a TELEGRAM_BOT_TOKEN (set it in .env or the environment) or a terminal " +
  `to chat in. There is no token and no terminal here (stdin is empty or /dev/null, as under systemd), so ZOE ${what}.`;

/** Whether stdin is /dev/null or closed (systemd's default, `< /dev/null`, `nohup`): no one can type here. */
function stdinIsNull(): boolean {
  try {
    const st = fstatSync(0);
    return st.isCharacterDevice() && !isatty(0);
  } catch {
    return true;
  }
}

function reportConfigError(err: unknown, out: Out): number {
  if (err instanceof ConfigError) {
    for (const p of err.problems) out(p);
    out("ZOE did not start. See .env.example for every setting.");
    return 1;
  }
  throw err;
}

/**
 * Everything ZOE creates from here on is readable by the owner only (folders 0700, files 0600):
 * the state holds the owner's words, and the machine may have other users.
 */
function ownerOnlyFiles(): void {
  try {
    process.umask(0o077);
  } catch {
    /* not settable here (a worker thread): the state folder's own mode still guards it */
  }
}

async function start(out: Out): Promise<number> {
  ownerOnlyFiles();
  let config: Config;
  try {
    config = configFromEnv();
  } catch (err) {
    return reportConfigError(err, out);
  }
  const terminal = inTerminal(config);
  if (terminal && !process.stdin.isTTY && stdinIsNull()) {
    out(needsTokenOrTerminal("did not start"));
    return 1;
  }
  const explicitLevel = Boolean(process.env.LOG_LEVEL);
  const logger = createLogger({
    // In the terminal the chat owns stdout: logs go to stderr, and only warnings unless asked.
    level: terminal && !explicitLevel ? "warn" : config.logLevel,
    pretty: terminal || process.stdout.isTTY,
  });
  // Signals are handled from the first moment, so a stop during start-up is graceful too.
  let stopRequested: string | null = null;
  let onStop: ((why: string) => void) | null = null;
  // A signal that comes while the lines typed before the end of input are still being answered.
  let hurry: () => void = () => undefined;
  const hurried = new Promise<void>((resolve) => (hurry = resolve));
  const request = (why: string) => {
    if (stopRequested) return hurry();
    stopRequested = why;
    onStop?.(why);
  };
  const stopSignal = new AbortController();
  process.once("SIGINT", () => request("SIGINT"));
  process.once("SIGTERM", () => request("SIGTERM"));
  if (terminal) process.stdin.once("end", () => request("end of input"));
  // Until ZOE runs: end a start-up that is still waiting, and whatever it waits on (a folder on a
  // hung filesystem, a pending socket), be gone within the grace period.
  onStop = (why) => {
    // The end of a piped script during start-up is no reason to cut it short: its lines are
    // answered once ZOE runs (below), then it stops.
    if (why === "end of input") return;
    stopSignal.abort();
    setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
  };
  const stopped = new Promise<"stopped">((resolve) => stopSignal.signal.addEventListener("abort", () => resolve("stopped"), { once: true }));
  // The folder is made off the event loop, so a stop is heard even while the filesystem hangs.
  const made = await Promise.race([fs.mkdir(config.home, { recursive: true }).then(() => null, (err: Error) => err), stopped]);
  if (made === "stopped") return 0;
  if (made) {
    out(`ZOE could not start: ${scrubSecrets(made.message)}`);
    return 1;
  }
  let lock: { release: () => void };
  try {
    // With a shared database several instances may share one ZOE_HOME (the database coordinates them).
    lock = config.database ? { release: () => undefined } : acquireInstanceLock(config.home);
  } catch (err) {
    out(`ZOE could not start: ${scrubSecrets((err as Error).message)}`);
    return 1;
  }
  let fatal: ((err: Error) => void) | null = null;
  const running = await startZoe({ config, logger, clock: systemClock, stopSignal: stopSignal.signal, onFatal: (err) => fatal?.(err) }).catch((err: unknown) => {
    if (!stopRequested) out(`ZOE could not start: ${scrubSecrets((err as Error).message)}`);
    return null;
  });
  if (!running) {
    lock.release();
    return stopRequested ? 0 : 1; // stopped while waiting for Telegram: that was asked for
  }
  const code = await new Promise<number>((resolve) => {
    const term = running.channels.find((c) => c instanceof TerminalChannel);
    const stop = async (why: string, exitCode: number) => {
      // The input ended (Ctrl-D, the end of a piped script): what was typed before it is answered
      // first, as a chat partner would; stopping at once would leave it in the inbox until the
      // next start. A signal after this still stops at once.
      if (why === "end of input" && term) await Promise.race([term.idle(), hurried]);
      logger.info({ event: "shutdown", why }, "stopping");
      // Whatever is in flight, the process is gone within the grace period: a turn it cuts
      // short stays in the inbox and is answered after the restart.
      setTimeout(() => {
        logger.warn({ event: "shutdown_forced", graceMs: STOP_GRACE_MS }, "stopping took too long; exiting anyway");
        lock.release();
        process.exit(exitCode);
      }, STOP_GRACE_MS).unref();
      running.stop().then(
        () => {
          // Input that ended before a single line (an empty pipe) was no chat either: say so.
          const heard = term ? term.linesRead > 0 : true;
          if (why !== "end of input" || heard || process.stdin.isTTY) return resolve(exitCode);
          out(needsTokenOrTerminal("stopped"));
          resolve(1);
        },
        (err: unknown) => {
          logger.error({ err }, "error while stopping");
          resolve(1);
        },
      );
    };
    onStop = (why) => void stop(why, 0);
    fatal = (err) => {
      out(`ZOE stopped: ${scrubSecrets(err.message)}`);
      void stop("fatal", 1);
    };
    if (stopRequested) onStop(stopRequested);
  });
  lock.release();
  // State is flushed; a socket some library left open must not keep the process (and systemd) waiting.
  setTimeout(() => process.exit(code), 1_000).unref();
  return code;
}

interface Check {
  name: string;
  ok: boolean;
  detail: string;
  /** Not run in this mode (not a failure, not a pass either). */
  skipped?: boolean;
}

/** Run every doctor check; pure over its inputs apart from the I/O each check names. */
export async function doctorChecks(env: NodeJS.ProcessEnv, logger: Logger, cwd = process.cwd()): Promise<Check[]> {
  const checks: Check[] = [];
  let config: Config;
  try {
    // The data folder has a check of its own below.
    config = configFromEnv(env, cwd, { checkHome: false });
    checks.push({ name: "configuration", ok: true, detail: inTerminal(config) ? "terminal mode (no TELEGRAM_BOT_TOKEN)" : "Telegram mode" });
  } catch (err) {
    const problems = err instanceof ConfigError ? err.problems.join("; ") : String(err);
    checks.push({ name: "configuration", ok: false, detail: problems });
    return checks;
  }
  if (chosenChannels(config).includes("telegram")) {
    try {
      const res = await fetch(`${config.telegram.apiRoot}/bot${config.telegram.token!}/getMe`, { signal: AbortSignal.timeout(10_000) });
      const body = (await res.json()) as { ok?: boolean; result?: { username?: string }; description?: string };
      checks.push(
        body.ok
          ? { name: "telegram getMe", ok: true, detail: `@${body.result?.username ?? "?"}` }
          : { name: "telegram getMe", ok: false, detail: `${res.status} ${body.description ?? ""}`.trim() },
      );
    } catch (err) {
      checks.push({ name: "telegram getMe", ok: false, detail: `${describeRequestError(err)} (is ${config.telegram.apiRoot} reachable from here?)` });
    }
  } else {
    checks.push({ name: "telegram getMe", ok: true, skipped: true, detail: "terminal mode (no TELEGRAM_BOT_TOKEN)" });
  }
  checks.push(ownerCheck(config));
  if (config.model.apiKey) {
    try {
      const client = createModelClient({
        apiKey: config.model.apiKey,
        baseURL: config.model.baseURL,
        models: { main: config.model.main, gate: config.model.gate },
        logger,
        clock: systemClock,
        maxRetries: 1,
      });
      await client.call({ role: "gate", purpose: "doctor", system: { stable: "Reply with OK." }, messages: [{ role: "user", content: "ping" }], maxTokens: 5, timeoutMs: 15_000 });
      checks.push({ name: "model", ok: true, detail: `${config.model.main} / ${config.model.gate} reachable` });
    } catch (err) {
      checks.push({ name: "model", ok: false, detail: scrubSecrets((err as Error).message) });
    }
  } else {
    checks.push({ name: "model", ok: true, skipped: true, detail: "offline mode (no ANTHROPIC_API_KEY)" });
  }
  try {
    await fs.mkdir(config.home, { recursive: true, mode: 0o700 });
    const probe = path.join(config.home, `.doctor-${process.pid}`);
    await fs.writeFile(probe, "ok");
    await fs.rm(probe);
    checks.push({ name: "data folder", ok: true, detail: `${config.home} is writable` });
  } catch (err) {
    checks.push({ name: "data folder", ok: false, detail: `${config.home}: ${(err as Error).message}` });
  }
  if (config.database) checks.push(await databaseCheck(config.database.url));
  const local = new Intl.DateTimeFormat("en-GB", { timeZone: config.timeZone, dateStyle: "medium", timeStyle: "short" }).format(systemClock.now());
  // ZOE_TZ as ZOE reads it: the environment or .env, not the environment alone.
  const tzSet = Boolean(mergedEnv(env, cwd).ZOE_TZ?.trim());
  checks.push({ name: "time zone", ok: true, detail: `${config.timeZone} (now ${local})${tzSet ? "" : ", the system's: set ZOE_TZ to yours"}` });
  return checks;
}

/** Who ZOE answers: the terminal's one owner, the configured and paired owners, or pairing mode and where its code is. */
function ownerCheck(config: Config): Check {
  if (inTerminal(config)) return { name: "owner", ok: true, detail: "terminal mode: whoever types in the terminal is the owner" };
  if (config.database) {
    const configured = config.ownerIds.length ? `${config.ownerIds.length} in ZOE_OWNER_IDS; ` : "";
    return { name: "owner", ok: true, detail: `${configured}paired owners are kept in the database (zoe status lists every owner)` };
  }
  let paired: string[];
  try {
    paired = readPairedOwners(config.home);
  } catch (err) {
    return { name: "owner", ok: false, detail: scrubSecrets((err as Error).message) };
  }
  const parts = [
    ...(config.ownerIds.length ? [`${config.ownerIds.length} in ZOE_OWNER_IDS (${config.ownerIds.join(", ")})`] : []),
    ...(paired.length ? [`${paired.length} paired (${paired.join(", ")}, in ${path.join(config.home, "owners.json")})`] : []),
  ];
  if (parts.length) return { name: "owner", ok: true, detail: parts.join("; ") };
  return {
    name: "owner",
    ok: true,
    detail: "no owner yet: `npm start` opens pairing and prints a one-time code in its log (\"Pairing mode: … send this code to the bot: XXXX-XXXX\"); send it to the bot from your own Telegram account",
  };
}

/** The database answers and its schema is the one this ZOE writes (doctor only looks: no migration). */
async function databaseCheck(url: string): Promise<Check> {
  const { openDatabase, redactUrl } = await import("../storage/postgres/database.ts");
  const { SCHEMA_VERSION } = await import("../storage/postgres/migrations.ts");
  try {
    const db = await openDatabase({ url, poolMax: 1, lockPoolMax: 1, logger: silentLogger, migrate: false });
    try {
      const v = db.schemaVersion;
      if (v === SCHEMA_VERSION) return { name: "database", ok: true, detail: `${redactUrl(url)}: schema version ${v}` };
      if (v < SCHEMA_VERSION) return { name: "database", ok: false, detail: `${redactUrl(url)}: schema version ${v}, ZOE needs ${SCHEMA_VERSION}; it migrates at start (npm start)` };
      return { name: "database", ok: false, detail: `${redactUrl(url)}: schema version ${v} is newer than this ZOE (${SCHEMA_VERSION}): upgrade ZOE` };
    } finally {
      await db.close();
    }
  } catch (err) {
    return { name: "database", ok: false, detail: scrubSecrets((err as Error).message) };
  }
}

/** `zoe status`: reads config and each owner's jobs.json; computes next runs without starting a channel. */
async function status(out: Out): Promise<number> {
  let config: Config;
  try {
    config = configFromEnv();
  } catch (err) {
    return reportConfigError(err, out);
  }
  // With ZOE_DATABASE_URL the jobs and the paired owners are in the database (only read here).
  const { openDatabase } = await import("../storage/postgres/database.ts");
  let database: Awaited<ReturnType<typeof openDatabase>> | null = null;
  try {
    database = config.database ? await openDatabase({ url: config.database.url, poolMax: 2, lockPoolMax: 1, logger: silentLogger, migrate: false }) : null;
    let ownerIds: string[] | undefined;
    if (database && ownersPair(config)) {
      const { sharedOwnersDocument } = await import("../access/pairing.ts");
      const { postgresStorage } = await import("../storage/postgres/space.ts");
      const paired = (await sharedOwnersDocument(postgresStorage(database, "zoe status").shared).read()).owners.map((o) => o.id);
      ownerIds = [...new Set([...config.ownerIds, ...paired])];
    }
    const built = buildZoe({ config, logger: silentLogger, clock: systemClock, database, ...(ownerIds ? { ownerIds, pairing: null } : {}) });
    const ids = built.zoe.deps.ownerIds;
    const lines = await statusReport(built.scheduler, { ids, get: (id) => built.owners.get(id) }, systemClock.now(), config.timeZone);
    for (const line of lines) out(line);
    return 0;
  } catch (err) {
    out(`zoe status: ${scrubSecrets((err as Error).message)}`);
    return 1;
  } finally {
    await database?.close();
  }
}

async function doctor(out: Out): Promise<number> {
  const checks = await doctorChecks(process.env, createLogger({ level: "silent" }));
  for (const c of checks) out(`${c.skipped ? "SKIP" : c.ok ? "PASS" : "FAIL"}  ${c.name}: ${c.detail}`);
  return checks.every((c) => c.ok) ? 0 : 1;
}

/** Entry point; returns the process exit code. */
export async function main(argv: string[], out: Out = (l) => console.log(l)): Promise<number> {
  const [cmd, ...rest] = argv;
  switch (cmd) {
    case "start":
      return start(out);
    case "doctor":
      return doctor(out);
    case "due":
      return dueCli(rest, out);
    case "status":
      return status(out);
    case "migrate":
      ownerOnlyFiles();
      return (await import("./migrate.ts")).migrateCli(rest, out);
    case "eval":
      return (await import("../eval/cli.ts")).evalCli(rest, out);
    case "bench":
      // The benchmarks run through the test doubles and the dev dependencies: a development tool.
      out("zoe bench: the benchmarks are a development tool: run `npm run bench` in a checkout (npm ci installs what they need)");
      return 2;
    case undefined:
    case "help":
    case "--help":
    case "-h":
      out(USAGE);
      return cmd === undefined ? 2 : 0;
    default:
      out(`zoe: unknown command "${cmd}"\n${USAGE}`);
      return 2;
  }
}

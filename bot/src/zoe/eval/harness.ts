/**
 * The replay harness: plays one scenario against the real ZOE (runtime wiring, scheduler,
 * reasoning tick, ladder, guards, brief, concierge op handling, a thread store in a temporary
 * folder) with a simulated clock that jumps from one scheduled instant or owner event to the
 * next, never sleeping. Models are scripted (test-support/scripted-model.ts); everything ZOE says is captured.
 * A scenario's calendar is a ScriptedCalendar that ZOE polls like a feed.
 * Baseline policies swap the reasoning tick (and the calendar and reminder jobs, which run it) for
 * their own scheduler jobs and keep the rest.
 * Must never: re-implement ZOE's decisions, sleep, touch the network, or leave its temporary
 * folder behind.
 */
import { constants as fsConstants, promises as fs } from "node:fs";
import { DateTime } from "luxon";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { randomBytes } from "node:crypto";
import { CALENDAR_JOB } from "../calendar/index.ts";
import { GITHUB_JOB, GithubWebhook } from "../github/index.ts";
import { delivery, signed } from "../test-support/github.ts";
import { ScriptedCalendar } from "../test-support/scripted-calendar.ts";
import { DAY, ManualClock } from "../base/clock.ts";
import { loadConfig } from "../shell/index.ts";
import { preloadDateParsers, REMINDER_JOB } from "../threads/index.ts";
import { TICK_JOB } from "../schedule/index.ts";
import { createLogger, type Logger } from "../base/log.ts";
import type { OwnerContext } from "../owner.ts";
import { decisionLog } from "../tick/index.ts";
import { buildZoe } from "../shell/index.ts";
import { cronNext, Scheduler, type JobSpec } from "../schedule/index.ts";
import { BASE_THRESHOLD } from "../settings/index.ts";
import { goalIntervals, type Goal } from "../goals/index.ts";
import { PushCollector, type CapturedPush } from "./capture.ts";
import { CaptureChannel } from "../test-support/capture-channel.ts";
import { EVENT_KINDS, EventSkipped, ScenarioRunError, type EventContext, type SkippedEvent } from "./events.ts";
import { baselineJobs, githubForward, type PolicyName, type WakeStats } from "./policies.ts";
import { SCORED_KINDS, type Scenario } from "./scenario.ts";
import { scoreRun, type ScenarioScore } from "./scoring.ts";
import { ScriptedModel, type GoalCall, type ModelTally } from "../test-support/scripted-model.ts";
import { setDurability } from "../storage/index.ts";
import { openStorage, type BackendKind } from "../storage/index.ts";
import type { Database } from "../storage/index.ts";
import { clearPostgresState, ownersWithState } from "../storage/index.ts";
import { SHARED_OWNER } from "../storage/index.ts";

// Replays read many time phrases: chrono-node is loaded with the harness, not inside the first replay.
preloadDateParsers();

/** The owner every replay plays (a numeric id, like a Telegram user). */
export const REPLAY_OWNER = "1000";

/** Scheduler steps one replay may take before it is considered stuck. */
const MAX_STEPS = 1_000_000;

export interface RunOptions {
  policy?: PolicyName;
  /** Where the temporary store is made (default: `replayTmpRoot()`). */
  tmpRoot?: string;
  /** Keep the store after the run (its folder is in `RunResult.store`), to read ZOE's own logs. */
  keepStore?: boolean;
  /**
   * The storage backend: "memory" (the default: no I/O, the fastest replay) or "files" (a
   * temporary folder, as in production; always files when `keepStore` is set).
   */
  backend?: BackendKind;
  /**
   * The open database for `backend: "postgres"`. The replay owns it: every owner's state in it is
   * cleared before the run (use a database kept for replays, never a live one).
   */
  database?: Database;
}

/**
 * Where replays keep their temporary stores: a memory-backed folder when the system has one
 * (/dev/shm), so the store's fsyncs cost what they cost in memory; else the temporary folder.
 */
export async function replayTmpRoot(): Promise<string> {
  try {
    await fs.access("/dev/shm", fsConstants.W_OK);
    return "/dev/shm";
  } catch {
    return os.tmpdir();
  }
}

/** One replay's outcome. */
export interface RunResult {
  scenario: string;
  file?: string;
  policy: PolicyName;
  timezone: string;
  /** Simulated days (end - start). */
  days: number;
  /** Pushes of the scored kinds (nudge, decision, checkin, calendar, throttle). */
  pushes: CapturedPush[];
  briefs: CapturedPush[];
  /** Pushes of other kinds (reflection, drafts, notice…): reported, not scored. */
  other: CapturedPush[];
  /** Replies to the owner's events. */
  replies: number;
  /** Owner events skipped as this policy's misses (a press or reply about a push it never sent). */
  skipped: SkippedEvent[];
  model: ModelTally;
  /** Times the policy woke up to decide (ZOE: ticks and re-checks), and how many said nothing. */
  wake: WakeStats;
  score: ScenarioScore;
  /** Goals: how long they were active and resting, and the model calls made for them in each state. */
  goals: GoalFigures;
  /** Error lines ZOE logged during the replay (a failed job, a failed handler). */
  problems: string[];
  wallMs: number;
  /** The store's folder, when it was kept. */
  store?: string;
}

/** Goal time and the model calls spent on goals, split by the goal's state at the time of the call. */
export interface GoalFigures {
  goals: number;
  /** Goal-days (a goal on one local day) with some active time, and with some resting time. */
  activeDays: number;
  restingDays: number;
  callsActive: number;
  callsResting: number;
}

/**
 * Attribute goal calls to goals and states (pure): a review or decision to its goal, a heartbeat
 * turn (goal "*") to every goal open at that moment.
 */
export function goalFigures(goals: Goal[], calls: GoalCall[], from: number, to: number, timeZone: string): GoalFigures {
  const f: GoalFigures = { goals: goals.length, activeDays: 0, restingDays: 0, callsActive: 0, callsResting: 0 };
  const day = (ms: number) => DateTime.fromMillis(ms, { zone: timeZone }).toISODate();
  for (const g of goals) {
    const spans = goalIntervals(g, from, to);
    const days = { active: new Set<string | null>(), resting: new Set<string | null>() };
    for (const s of spans) {
      // Every local day the stretch touches (its last instant is exclusive).
      for (let t = s.from; t < s.to; t = DateTime.fromMillis(t, { zone: timeZone }).startOf("day").plus({ days: 1 }).toMillis()) days[s.state].add(day(t));
    }
    f.activeDays += days.active.size;
    f.restingDays += days.resting.size;
    for (const c of calls) {
      if (c.goalId !== g.id && c.goalId !== "*") continue;
      const s = spans.find((x) => c.at >= x.from && c.at < x.to);
      if (s) f[s.state === "active" ? "callsActive" : "callsResting"] += 1;
    }
  }
  return f;
}

/**
 * Where each replay keeps its error lines, by the number its logger adds to every line.
 * Replays share one logger (a child each): building a pino logger compiles its redaction, and a
 * logger per replay cost more than a short replay's own work.
 */
const problemSinks = new Map<number, string[]>();
let replaysLogged = 0;
let replayLogger: Logger | null = null;

/**
 * A logger that keeps this replay's error lines in `problems` (a replay with errors in it is
 * suspect) and drops the rest. A line logged after the replay's result was made still lands in
 * its list, as with a logger of its own (the lists are small: a replay logs only errors).
 */
export function problemLogger(problems: string[]): Logger {
  replayLogger ??= createLogger({
    level: "error",
    destination: new Writable({
      write(chunk: Buffer, _enc, cb) {
        for (const line of chunk.toString("utf8").split("\n")) {
          if (!line.trim()) continue;
          try {
            const o = JSON.parse(line) as { level?: number; msg?: string; event?: string; err?: { message?: string }; replay?: number };
            if ((o.level ?? 0) >= 50) problemSinks.get(o.replay ?? -1)?.push([o.event, o.msg, o.err?.message].filter(Boolean).join(": "));
          } catch {
            /* not a JSON line */
          }
        }
        cb();
      },
    }),
  });
  const id = ++replaysLogged;
  problemSinks.set(id, problems);
  // A long-lived process (a test run) plays thousands: the oldest replays' lists are let go.
  if (problemSinks.size > 10_000) problemSinks.delete(problemSinks.keys().next().value!);
  return replayLogger.child({ replay: id });
}

const SCORED = new Set<string>(SCORED_KINDS);

/**
 * Play one scenario under one policy. Throws ScenarioRunError when the scenario cannot be played;
 * an owner event about a push this policy never sent is skipped and listed in `skipped` instead.
 */
/** Never a live installation's database: a replay clears every owner's state in it. Throws if it holds any. */
export async function checkReplayDatabase(database: Database): Promise<void> {
  const others = await ownersWithState(database, [REPLAY_OWNER, SHARED_OWNER]);
  if (others.length) throw new Error(`the database holds other owners' state (${others.join(", ")}): a replay clears it, so give replays a database of their own`);
}

export async function runScenario(scenario: Scenario, opts: RunOptions = {}): Promise<RunResult> {
  // A replay's store is thrown away: skip fsync only (locks, atomic writes and backups stay).
  setDurability("relaxed");
  const policy = opts.policy ?? "zoe";
  const started = performance.now();
  const backend: BackendKind = opts.keepStore ? "files" : (opts.backend ?? "memory");
  if (backend === "memory") return play(scenario, policy, "/nonexistent-zoe-replay", started, backend);
  if (backend === "postgres") {
    if (opts.database) {
      await checkReplayDatabase(opts.database);
      await clearPostgresState(opts.database.pool);
      return play(scenario, policy, "/nonexistent-zoe-replay", started, backend, opts.database);
    }
    // No open database given: the one ZOE_DATABASE_URL names, for this run only.
    const url = process.env.ZOE_DATABASE_URL;
    if (!url) throw new Error("a replay on the postgres backend needs an open database (RunOptions.database) or ZOE_DATABASE_URL");
    const { openDatabase } = await import("../storage/postgres/database.ts");
    const database = await openDatabase({ url, poolMax: 4, logger: problemLogger([]) });
    try {
      return await runScenario(scenario, { ...opts, database });
    } finally {
      await database.close();
    }
  }
  const home = await fs.mkdtemp(path.join(opts.tmpRoot ?? (await replayTmpRoot()), "zoe-eval-"));
  let kept = false;
  try {
    const r = await play(scenario, policy, home, started, backend);
    kept = opts.keepStore === true;
    return kept ? { ...r, store: home } : r;
  } finally {
    if (!kept) await fs.rm(home, { recursive: true, force: true });
  }
}

async function play(scenario: Scenario, policy: PolicyName, home: string, started: number, backend: BackendKind, database?: Database): Promise<RunResult> {
  const problems: string[] = [];
  const logger = problemLogger(problems);
  const clock = new ManualClock(scenario.start);
  const model = new ScriptedModel(scenario.gate, clock);
  // A scenario with `github` events plays an owner whose repositories post to ZOE's webhook, with a
  // secret made for this replay: deliveries are signed and checked as in production.
  const githubSecret = scenario.github ? randomBytes(24).toString("hex") : null;
  const config = {
    ...loadConfig({ ZOE_HOME: home, ZOE_TZ: scenario.timezone, LOG_LEVEL: "error" }),
    ...(scenario.github && githubSecret ? { github: { secret: githubSecret, login: scenario.github.login, ownerId: REPLAY_OWNER } } : {}),
  };
  // A scenario with `calendar` events plays an owner with a calendar: ZOE polls it every 10
  // minutes as it would a feed and sees a change at its next poll. Without such events the owner
  // has none, as in production without ZOE_CALENDAR_ICS (and the replay skips 144 polls a day).
  const calendar = new ScriptedCalendar({ clock, timeZone: scenario.timezone });
  const hasCalendar = scenario.events.some((e) => e.type === "calendar");
  const storage = openStorage({ kind: backend, home, logger, ...(database ? { database, instance: "replay" } : {}) });
  const built = buildZoe({ config, logger, clock, model, storage, ownerIds: [REPLAY_OWNER], calendar: hasCalendar ? () => calendar : null });
  const { zoe } = built;
  let sent = 0;
  const channel = new CaptureChannel({ clock, owner: REPLAY_OWNER, messageIds: () => `m${++sent}` });
  zoe.attach(channel);
  const owner = zoe.owner(REPLAY_OWNER);

  await owner.settings.update((st) => {
    const s = scenario.settings;
    if (s.mode) st.mode = s.mode;
    if (s.activeHours) st.activeHours = s.activeHours;
    if (s.briefAt) st.briefAt = s.briefAt;
    if (s.threshold !== undefined) st.thresholdOffset = Math.max(-1, Math.min(1, Math.round((s.threshold - BASE_THRESHOLD[st.mode]) * 1000) / 1000));
  });

  const stats: WakeStats = { wakeups: 0, silent: 0 };
  const scheduler =
    policy === "zoe"
      ? built.scheduler
      : new Scheduler({
          zoe,
          clock,
          logger,
          ownerIds: [REPLAY_OWNER],
          // Only the reasoning tick is replaced: the brief and every other scheduled job stay. The
          // calendar job and the reminder job (a wake-up at a named minute) run ZOE's tick, so they
          // go too (the baselines never speak about the calendar, and remind on their own clock);
          // a plain poll keeps the brief's meetings as they are under ZOE.
          jobs: [
            ...baselineJobs(policy, { zoe, model, clock, logger, timeZone: scenario.timezone, stats }),
            ...built.scheduler.jobs.filter((j) => j.name !== TICK_JOB && j.name !== CALENDAR_JOB && j.name !== REMINDER_JOB && j.name !== GITHUB_JOB),
            ...(hasCalendar ? [calendarPollJob(calendar, scenario.timezone)] : []),
          ],
        });
  // The runtime re-reads each job's next slot after every owner message (a changed /brief time);
  // a baseline's own scheduler needs the same hook.
  if (scheduler !== built.scheduler) zoe.use({ onOwnerActivity: (o) => scheduler.refresh(o.id) });
  await scheduler.init();

  const hook = githubSecret ? new GithubWebhook({ secret: githubSecret, owner: () => owner, clock, logger }) : null;
  const forwarded = new Set<string>();
  const collector = new PushCollector(owner);
  const pushes: CapturedPush[] = [];
  const briefs: CapturedPush[] = [];
  const other: CapturedPush[] = [];
  const collect = async () => {
    for (const p of await collector.collect()) (p.kind === "brief" ? briefs : SCORED.has(p.kind) ? pushes : other).push(p);
  };
  let inbound = 0;
  const skipped: SkippedEvent[] = [];

  let next = 0;
  for (let step = 0; ; step++) {
    if (step > MAX_STEPS) throw new ScenarioRunError(scenario.name, `the replay did not finish after ${MAX_STEPS} steps`);
    const jobAt = scheduler.nextAt()?.getTime() ?? null;
    const ev = scenario.events[next];
    const jobFirst = jobAt !== null && jobAt <= scenario.end && (ev === undefined || jobAt <= ev.at);
    if (jobFirst) {
      clock.set(Math.max(jobAt, clock.now().getTime()));
      await scheduler.runDue();
      await collect();
      continue;
    }
    if (!ev) break;
    next++;
    clock.set(ev.at);
    const where = `events[${ev.index}] (${ev.type} at ${ev.atText})`;
    const ctx: EventContext = {
      scenario: scenario.name,
      event: ev,
      zoe,
      owner,
      now: clock.now(),
      model,
      calendar,
      pushes,
      sendText: async (text, replyTo) => {
        await zoe.handle(
          {
            kind: "text",
            userId: REPLAY_OWNER,
            address: channel.addressOf(REPLAY_OWNER),
            at: clock.now(),
            text,
            messageId: `in${++inbound}`,
            ...(replyTo !== undefined ? { replyToMessageId: replyTo } : {}),
          },
          channel.conversation(),
        );
        model.setRespond(null);
      },
      github: async (name, payload, id) => {
        if (!hook || !githubSecret) return ctx.fail('a "github" event needs the scenario\'s "github": { "login" }');
        if (policy !== "zoe") {
          // The baselines' bridge: every event it reads, once per delivery.
          if (!forwarded.has(id)) await githubForward({ zoe }, owner, name, payload);
          forwarded.add(id);
          return;
        }
        const answer = await hook.receive(signed(delivery(name, payload, id), githubSecret));
        if (answer.status === 202) await scheduler.refresh(owner.id);
        else if (answer.status !== 409) ctx.fail(`ZOE refused the delivery: ${answer.status} ${answer.text.trim()}`);
      },
      press: async (data, messageId) => {
        await zoe.handle(
          { kind: "button", userId: REPLAY_OWNER, address: channel.addressOf(REPLAY_OWNER), at: clock.now(), data, ...(messageId ? { messageId } : {}) },
          channel.conversation(),
        );
      },
      fail: (detail) => {
        throw new ScenarioRunError(scenario.name, `${where}: ${detail}`);
      },
      skip: (reason) => {
        throw new EventSkipped(reason);
      },
    };
    try {
      await EVENT_KINDS[ev.type]!.run(ev.body, ctx);
    } catch (err) {
      if (!(err instanceof EventSkipped)) throw err;
      model.setRespond(null);
      const about = (ev.body as { about?: unknown }).about;
      skipped.push({ index: ev.index, type: ev.type, at: ev.at, atText: ev.atText, about: typeof about === "string" ? about : null, reason: err.reason });
    }
    await collect();
  }

  const wake = policy === "zoe" ? await tickStats(owner) : stats;
  const score = scoreRun({ expect: scenario.expect, forbid: scenario.forbid, pushes, briefs, skipped: skipped.length });
  return {
    scenario: scenario.name,
    ...(scenario.file ? { file: scenario.file } : {}),
    policy,
    timezone: scenario.timezone,
    days: (scenario.end - scenario.start) / DAY,
    pushes,
    briefs,
    other,
    replies: channel.replies().length,
    skipped,
    model: model.tally,
    wake,
    score,
    goals: goalFigures(await owner.goals.all(), model.goalCalls, scenario.start, scenario.end, scenario.timezone),
    problems,
    wallMs: performance.now() - started,
  };
}

/**
 * For the baselines: poll the calendar every 10 minutes, as ZOE's calendar job does, and nothing
 * else (no trigger state, no tick), so the brief lists the same meetings under every policy.
 */
function calendarPollJob(calendar: ScriptedCalendar, timeZone: string): JobSpec {
  return {
    name: "calendar-poll",
    claim: false,
    next: async (_owner, after) => cronNext("*/10 * * * *", timeZone, after),
    async run() {
      await calendar.poll();
      return { outcome: "polled" };
    },
  };
}

/** ZOE's wake-ups from its own decision log: ticks and re-checks, and the silent ones. */
async function tickStats(owner: OwnerContext): Promise<WakeStats> {
  const decisions = (await decisionLog(owner).readAll()).filter((d) => d.trigger !== "event" || d.outcome === "pushed");
  return { wakeups: decisions.length, silent: decisions.filter((d) => d.outcome !== "pushed").length };
}

/**
 * Jobs that are never lost or doubled: restarts in the same minute, downtime across the brief,
 * the first start ever, two processes on one ZOE_HOME, a send that fails, old claims, and what
 * `zoe status` / `/status` show. Each scenario builds ZOE on a temporary home with a pinned clock
 * and a channel that captures what the owner would receive.
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DateTime } from "luxon";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Conversation, OutMessage } from "../../channels/types.ts";
import { CaptureChannel } from "../../test-support/capture-channel.ts";
import { DAY, MINUTE, ManualClock } from "../../base/clock.ts";
import { loadConfig, type Config } from "../../shell/config.ts";
import { silentLogger } from "../../base/log.ts";
import type { ModelClient, ModelRequest, ModelResponse } from "../../model/client.ts";
import { decisionLog } from "../../tick/tick.ts";
import type { PushKind } from "../../tick/pushes.ts";
import { buildZoe, type Built } from "../../shell/runtime.ts";
import { claimKey, dailyNext, dailyPrevious, jobsFileFor, type Scheduler } from "../scheduler.ts";
import { statusText } from "../status.ts";

const OWNER = "4242";
const TZ = "Europe/Berlin";
/** An instant given as wall-clock time in Berlin on a day in March 2025 (CET, UTC+1). */
const at = (hhmm: string, day = "2025-03-04", sec = 0) =>
  DateTime.fromISO(`${day}T${hhmm}:${String(sec).padStart(2, "0")}`, { zone: TZ }).toJSDate();

/**
 * Telegram's message ids are unique within a chat, and every process here talks to the owner's one
 * chat: the ids come from one sequence for all channels, or two processes' pushes would share an id
 * and the push log would take the second for the first (it de-duplicates by message id).
 */
let lastMessageId = 0;
/** The test channel of one process; `failSends` makes its next sends throw. */
const captureChannel = () => new CaptureChannel({ clock, owner: OWNER, messageIds: () => String(++lastMessageId) });

/** A model stand-in: a draft for every drafting call, a line for everything else. */
function stubModel(): ModelClient & { calls: ModelRequest[] } {
  const calls: ModelRequest[] = [];
  const answer = (r: Partial<ModelResponse>): ModelResponse => ({
    text: "",
    toolCalls: [],
    usage: { inputTokens: 1, outputTokens: 1, cacheReadTokens: 0, cacheWriteTokens: 0 },
    stopReason: "end_turn",
    model: "stub",
    ...r,
  });
  return {
    models: { main: "stub-main", gate: "stub-gate" },
    calls,
    async call(req) {
      calls.push(req);
      if (req.tools?.some((t) => t.name === "draft_post")) {
        return answer({ toolCalls: [{ name: "draft_post", input: { post: `Shipped piece ${calls.length} of the drafts queue today.` } }] });
      }
      if (req.purpose === "reflection") return answer({ text: "How did the launch post go today?" });
      return answer({ text: "Here is your day." });
    },
  };
}

let home: string;
let clock: ManualClock;
const instances: Array<{ built: Built; channel: CaptureChannel }> = [];

beforeEach(async () => {
  lastMessageId = 0;
  home = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-sched-"));
});

afterEach(async () => {
  for (const i of instances.splice(0)) await i.built.scheduler.stop();
  await fs.rm(home, { recursive: true, force: true });
});

function config(extra: Record<string, string> = {}): Config {
  return loadConfig({ ZOE_HOME: home, ZOE_TZ: TZ, ...extra });
}

/** One ZOE process: built on the shared home, its scheduler initialised at the clock's time. */
async function startProcess(opts: { model?: ModelClient | null; env?: Record<string, string> } = {}) {
  const built = buildZoe({ config: config(opts.env), logger: silentLogger, clock, model: opts.model ?? null, ownerIds: [OWNER] });
  const channel = captureChannel();
  built.zoe.attach(channel);
  await built.scheduler.init();
  const inst = { built, channel };
  instances.push(inst);
  return inst;
}

async function stopProcess(inst: { built: Built }) {
  await inst.built.scheduler.stop();
  instances.splice(instances.indexOf(inst as (typeof instances)[number]), 1);
}

/** Move the clock slot by slot up to `target`, letting every scheduler run what is due. */
async function runUntil(schedulers: Scheduler[], target: Date): Promise<void> {
  for (;;) {
    const nexts = schedulers.map((s) => s.nextAt()).filter((d): d is Date => d !== null);
    const n = nexts.length ? new Date(Math.min(...nexts.map((d) => d.getTime()))) : null;
    if (!n || n.getTime() > target.getTime()) break;
    if (n.getTime() > clock.now().getTime()) clock.set(n);
    await Promise.all(schedulers.map((s) => s.runDue()));
  }
  if (target.getTime() > clock.now().getTime()) clock.set(target);
  await Promise.all(schedulers.map((s) => s.runDue()));
}

async function pushesOf(built: Built, kind?: PushKind) {
  const all = await built.zoe.owner(OWNER).pushes.all();
  return kind ? all.filter((p) => p.kind === kind) : all;
}

const texts = (...channels: CaptureChannel[]) => channels.flatMap((c) => c.pushes().map((s) => s.text));
const briefTexts = (...channels: CaptureChannel[]) => texts(...channels).filter((t) => t.includes("Your brief for") || t.includes("Here is your day"));

describe("daily wall-clock slots", () => {
  it("finds the next and previous of several daily times in the owner's zone", () => {
    expect(dailyNext(["10:20", "15:00"], TZ, at("12:00"))).toEqual(at("15:00"));
    expect(dailyNext(["10:20", "15:00"], TZ, at("15:00"))).toEqual(at("10:20", "2025-03-05"));
    expect(dailyPrevious(["10:20", "15:00"], TZ, at("10:20"))).toEqual(at("15:00", "2025-03-03"));
    expect(dailyNext([], TZ, at("12:00"))).toBeNull();
  });

  it("keeps 09:00 at 09:00 local across the spring DST change", () => {
    const next = dailyNext(["09:00"], TZ, at("12:00", "2025-03-29"));
    expect(DateTime.fromJSDate(next!, { zone: TZ }).toFormat("yyyy-MM-dd HH:mm")).toBe("2025-03-30 09:00");
    expect(next!.toISOString()).toBe("2025-03-30T07:00:00.000Z");
  });
});

describe("the morning brief is never lost or doubled", () => {
  it("a process restarted at 09:00:30 does not send a second brief", async () => {
    clock = new ManualClock(at("08:50"));
    const a = await startProcess();
    await runUntil([a.built.scheduler], at("09:00"));
    expect(briefTexts(a.channel)).toHaveLength(1);
    await stopProcess(a);

    clock.set(at("09:00", "2025-03-04", 30));
    const b = await startProcess();
    await runUntil([b.built.scheduler], at("11:00"));
    expect(briefTexts(a.channel, b.channel)).toHaveLength(1);
    expect(await pushesOf(b.built, "brief")).toHaveLength(1);
  });

  it("a process started exactly at 09:00:00.000 still sends today's brief", async () => {
    clock = new ManualClock(at("08:00"));
    const a = await startProcess();
    await stopProcess(a);
    clock.set(at("09:00"));
    const b = await startProcess();
    await b.built.scheduler.runDue();
    expect(briefTexts(b.channel)).toHaveLength(1);
    expect(briefTexts(b.channel)[0]).not.toContain("Sent late");
  });

  it("a restart after the brief was claimed but before it was recorded still sends nothing twice", async () => {
    clock = new ManualClock(at("08:00"));
    const a = await startProcess();
    await stopProcess(a);
    // Process A died right after claiming 09:00: the claim is on disk, jobs.json is not updated.
    const owner = a.built.zoe.owner(OWNER);
    expect(await owner.sentinels.claim(`brief@${at("09:00").toISOString()}`, at("09:00"))).toBe(true);
    clock.set(at("09:00", "2025-03-04", 30));
    const b = await startProcess();
    await runUntil([b.built.scheduler], at("10:00"));
    expect(briefTexts(b.channel)).toHaveLength(0);
  });

  it("a process down from 08:00 to 10:00 sends the brief once, late, and says so", async () => {
    clock = new ManualClock(at("07:30"));
    const a = await startProcess();
    await runUntil([a.built.scheduler], at("08:00"));
    await stopProcess(a);

    clock.set(at("10:00"));
    const b = await startProcess();
    await runUntil([b.built.scheduler], at("12:00"));
    const briefs = briefTexts(a.channel, b.channel);
    expect(briefs).toHaveLength(1);
    expect(briefs[0]).toContain("Sent late");
    expect(briefs[0]).toContain("09:00 was 1 h ago");
    const state = await jobsFileFor(b.built.zoe.owner(OWNER)).read();
    expect(state.jobs.brief).toMatchObject({ lastSlot: at("09:00").toISOString(), lastOutcome: "sent late" });
  });

  it("the ticks missed while down run once at start, not once per missed slot", async () => {
    clock = new ManualClock(at("07:40"));
    const a = await startProcess();
    await stopProcess(a);
    clock.set(at("10:00"));
    const b = await startProcess();
    await b.built.scheduler.runDue();
    const decisions = await decisionLog(b.built.zoe.owner(OWNER)).readAll();
    expect(decisions.map((d) => [d.trigger, d.slot])).toEqual([["catchup", at("09:30").toISOString()]]);
    await runUntil([b.built.scheduler], at("10:30"));
    expect((await decisionLog(b.built.zoe.owner(OWNER)).readAll()).map((d) => d.trigger)).toEqual(["catchup", "tick"]);
  });

  it("a brief missed by more than 3 hours is skipped and logged, not sent", async () => {
    clock = new ManualClock(at("07:30"));
    const a = await startProcess();
    await stopProcess(a);
    clock.set(at("12:30"));
    const b = await startProcess();
    await runUntil([b.built.scheduler], at("13:00"));
    expect(briefTexts(b.channel)).toHaveLength(0);
    const state = await jobsFileFor(b.built.zoe.owner(OWNER)).read();
    expect(state.jobs.brief?.lastOutcome).toMatch(/missed while down/);
  });

  it("the first start ever sends no old slots", async () => {
    clock = new ManualClock(at("10:00"));
    const a = await startProcess();
    await a.built.scheduler.runDue();
    expect(a.channel.pushes()).toHaveLength(0);
    expect(await decisionLog(a.built.zoe.owner(OWNER)).readAll()).toHaveLength(0);
    // ...and from then on, downtime is seen: down 10:05 to the next morning at 10:00.
    await stopProcess(a);
    clock.set(at("10:00", "2025-03-05"));
    const b = await startProcess();
    await b.built.scheduler.runDue();
    expect(briefTexts(b.channel)).toHaveLength(1);
  });

  it("a send that fails releases its claim and is retried under the same slot", async () => {
    clock = new ManualClock(at("08:50"));
    const a = await startProcess();
    a.channel.failSends = 1;
    await runUntil([a.built.scheduler], at("09:00"));
    expect(briefTexts(a.channel)).toHaveLength(0);
    expect((await jobsFileFor(a.built.zoe.owner(OWNER)).read()).jobs.brief?.lastOutcome).toMatch(/^failed, retrying/);
    await runUntil([a.built.scheduler], at("09:10"));
    expect(briefTexts(a.channel)).toHaveLength(1);
    const state = await jobsFileFor(a.built.zoe.owner(OWNER)).read();
    expect(state.jobs.brief).toMatchObject({ lastSlot: at("09:00").toISOString(), lastOutcome: "sent" });
    expect(await a.built.zoe.owner(OWNER).sentinels.has(`brief@${at("09:00").toISOString()}`)).toBe(true);
  });
});

describe("two processes on one ZOE_HOME", () => {
  it("started together, they send each job once over a whole day", async () => {
    clock = new ManualClock(at("07:00"));
    const model = stubModel();
    const a = await startProcess({ model });
    const b = await startProcess({ model });
    await a.built.zoe.owner(OWNER).memory.apply({ block: "working", op: "replace", text: "Building the drafts queue for ZOE." });
    await runUntil([a.built.scheduler, b.built.scheduler], at("23:30"));

    const all = await pushesOf(a.built);
    const count = (k: PushKind) => all.filter((p) => p.kind === k).length;
    expect(count("brief")).toBe(1);
    expect(count("drafts")).toBe(1);
    expect(count("reflection")).toBe(1);
    expect(texts(a.channel, b.channel)).toHaveLength(all.length);
    // 24 hourly ticks between 07:00 and 23:30 (07:30 … 23:30): each ran in exactly one process.
    const ticks = (await decisionLog(a.built.zoe.owner(OWNER)).readAll()).filter((d) => d.trigger === "tick");
    expect(ticks.map((d) => d.slot)).toEqual([...new Set(ticks.map((d) => d.slot))]);
    expect(ticks).toHaveLength(17);
    // Three drafting slots (10:20, 15:00, 19:40): three drafts, none pushed on its own.
    const drafts = JSON.parse(await fs.readFile(path.join(home, "owners", OWNER, "drafts.json"), "utf8")) as { drafts: unknown[] };
    expect(drafts.drafts).toHaveLength(3);
    expect(model.calls.filter((c) => c.purpose === "draft")).toHaveLength(3);
  });
});

describe("the push journal", () => {
  it("the brief, the drafts notice and the reflection are each journaled under their own slot, so a run of that slot again finds them", async () => {
    clock = new ManualClock(at("07:00"));
    const a = await startProcess({ model: stubModel() });
    await a.built.zoe.owner(OWNER).memory.apply({ block: "working", op: "replace", text: "Building the drafts queue for ZOE." });
    await runUntil([a.built.scheduler], at("23:30"));

    const owner = a.built.zoe.owner(OWNER);
    const slots: Array<[job: string, hhmm: string, kind: PushKind]> = [
      ["brief", "09:00", "brief"],
      ["drafts-notice", "14:00", "drafts"],
      ["reflection", "21:00", "reflection"],
    ];
    for (const [job, hhmm, kind] of slots) {
      const [push] = await pushesOf(a.built, kind);
      const key = claimKey(job, at(hhmm), "slot");
      expect((await owner.pushJournal.earlier(`${key}#0`)).record.parts).toEqual([push!.messageId]);
      // One push per run: nothing was journaled as the slot's second.
      expect((await owner.pushJournal.earlier(`${key}#1`)).record.parts).toEqual([]);
    }
  });
});

describe("missed evening sends", () => {
  it("a reflection and a drafts notice missed while down are skipped and logged", async () => {
    clock = new ManualClock(at("13:00"));
    const a = await startProcess();
    await stopProcess(a);
    clock.set(at("22:30"));
    const b = await startProcess();
    await b.built.scheduler.runDue();
    expect(b.channel.pushes()).toHaveLength(0);
    const state = await jobsFileFor(b.built.zoe.owner(OWNER)).read();
    expect(state.jobs.reflection).toMatchObject({ lastSlot: at("21:00").toISOString(), lastOutcome: "missed while down; skipped" });
    expect(state.jobs["drafts-notice"]).toMatchObject({ lastSlot: at("14:00").toISOString(), lastOutcome: "missed while down; skipped" });
  });
});

describe("claims", () => {
  it("claims older than a week are cleaned up at start and again daily", async () => {
    clock = new ManualClock(at("08:00"));
    const built = buildZoe({ config: config(), logger: silentLogger, clock, model: null, ownerIds: [OWNER] });
    const owner = built.zoe.owner(OWNER);
    await owner.sentinels.claim("brief@old", new Date(clock.now().getTime() - 8 * DAY));
    await owner.sentinels.claim("brief@recent", new Date(clock.now().getTime() - 2 * DAY));
    const channel = captureChannel();
    built.zoe.attach(channel);
    instances.push({ built, channel });
    await built.scheduler.init();
    expect(await owner.sentinels.has("brief@old")).toBe(false);
    expect(await owner.sentinels.has("brief@recent")).toBe(true);

    clock.set(clock.now().getTime() + 6 * DAY);
    await built.scheduler.runDue();
    expect(await owner.sentinels.has("brief@recent")).toBe(false);
  });
});

describe("status", () => {
  it("lists every job with its next run in the owner's zone and its last outcome", async () => {
    clock = new ManualClock(at("08:50"));
    const a = await startProcess({ model: stubModel() });
    await runUntil([a.built.scheduler], at("09:05"));
    const rows = await a.built.scheduler.statusFor(OWNER);
    expect(rows.map((r) => r.job)).toEqual(["tick", "brief", "drafts-write", "drafts-notice", "reflection", "reminder"]);
    const text = statusText(rows, clock.now(), TZ, 0);
    expect(text).toContain("morning brief: next tomorrow 09:00; last: sent (today 09:00)");
    expect(text).toContain("reasoning tick: next today 09:30");
    expect(text).toContain("post drafting: next today 10:20");
    expect(text).toContain("drafts notice: next today 14:00; not run yet");
    expect(text).toContain("evening reflection: next today 21:00; not run yet");

    // The owner's /status says the same.
    const replies: OutMessage[] = [];
    const convo: Conversation = {
      reply: async (m) => (replies.push(m), { messageId: "r" }),
      typing: () => () => undefined,
      ack: async () => undefined,
      clearButtons: async () => undefined,
      edit: async () => undefined,
    };
    await a.built.zoe.handle({ kind: "text", userId: OWNER, address: a.channel.addressOf(OWNER), at: clock.now(), text: "/status", messageId: "1" }, convo);
    expect(replies[0]?.text).toContain("morning brief: next tomorrow 09:00; last: sent (today 09:00)");
  });

  it("`zoe status` in a process of its own computes next runs from the job specs", async () => {
    clock = new ManualClock(at("08:50"));
    const a = await startProcess();
    await runUntil([a.built.scheduler], at("09:05"));
    // A second build, never initialised and with no channel: what the CLI does.
    const cli = buildZoe({ config: config({ ZOE_REFLECT_AT: "off" }), logger: silentLogger, clock, model: null, ownerIds: [OWNER] });
    const rows = await cli.scheduler.statusFor(OWNER);
    const byJob = Object.fromEntries(rows.map((r) => [r.job, r]));
    expect(byJob.brief).toMatchObject({ next: at("09:00", "2025-03-05"), lastOutcome: "sent" });
    expect(byJob.tick?.next).toEqual(at("09:30"));
    expect(byJob.reflection?.next).toBeNull();
    expect(byJob["drafts-write"]?.next).toBeNull(); // offline: no drafting
    expect(clock.now().getTime() - at("09:05").getTime()).toBeLessThan(MINUTE);
  });
});

/**
 * The evening reflection: which thread it asks about, when it stays silent, what it says without
 * a thread or a model, and how the owner's answer reaches the concierge with the thread attached.
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DateTime } from "luxon";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Conversation, OutMessage } from "../../channels/types.ts";
import { CaptureChannel } from "../../test-support/capture-channel.ts";
import { HOUR, MINUTE, ManualClock } from "../../base/clock.ts";
import { loadConfig } from "../../shell/config.ts";
import { silentLogger } from "../../base/log.ts";
import type { ModelClient, ModelRequest, ModelResponse } from "../../model/client.ts";
import type { OwnerContext } from "../../owner.ts";
import {
  FALLBACK_QUESTIONS,
  pickReflectionThread,
  reflectionJob,
  reflectionSkip,
  runReflection,
} from "../reflection.ts";
import { buildZoe, type Built } from "../../shell/runtime.ts";
import { defaultOwnerSettings } from "../../settings/owner-settings.ts";
import type { Thread } from "../../threads/store.ts";
import { makeThread } from "../../test-support/fixtures.ts";

const OWNER = "4242";
const TZ = "Europe/Berlin";
const at = (hhmm: string, day = "2025-03-04") => DateTime.fromISO(`${day}T${hhmm}:00`, { zone: TZ }).toJSDate();

function thread(id: string, summary: string, extra: Partial<Thread> = {}): Thread {
  const created = at("08:00", "2025-03-01").toISOString();
  return makeThread({ id, summary, created_at: created, ...extra });
}

/** The reflection writer echoes the thread it was given; the concierge answers with a reply. */
function stubModel() {
  const calls: ModelRequest[] = [];
  const model: ModelClient = {
    models: { main: "stub-main", gate: "stub-gate" },
    async call(req) {
      calls.push(req);
      const base: ModelResponse = { text: "", toolCalls: [], usage: { inputTokens: 1, outputTokens: 1, cacheReadTokens: 0, cacheWriteTokens: 0 }, stopReason: "end_turn", model: "stub" };
      if (req.purpose === "reflection") {
        const summary = /th-[a-z0-9]+: (.*)/.exec(req.messages[0]!.content)?.[1] ?? "?";
        return { ...base, text: `Did "${summary}" move today, or should it go to another day?` };
      }
      if (req.tools?.some((t) => t.name === "respond")) return { ...base, toolCalls: [{ name: "respond", input: { reply: "Noted." } }] };
      return { ...base, text: "ok" };
    },
  };
  return { model, calls };
}

let home: string;
let clock: ManualClock;
let built: Built;
let owner: OwnerContext;
let channel: CaptureChannel;

beforeEach(async () => {
  home = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-reflect-"));
  clock = new ManualClock(at("21:00"));
});

afterEach(async () => {
  await fs.rm(home, { recursive: true, force: true });
});

function build(model: ModelClient | null) {
  built = buildZoe({ config: loadConfig({ ZOE_HOME: home, ZOE_TZ: TZ }), logger: silentLogger, clock, model, ownerIds: [OWNER] });
  owner = built.zoe.owner(OWNER);
  channel = new CaptureChannel({ clock, owner: OWNER });
  built.zoe.attach(channel);
}

const deps = (model: ModelClient | null) => ({ zoe: built.zoe, model, logger: silentLogger, timeZone: TZ });

function convo() {
  const replies: OutMessage[] = [];
  const c: Conversation = {
    reply: async (m) => (replies.push(m), { messageId: `r${replies.length}` }),
    typing: () => () => undefined,
    ack: async () => undefined,
    clearButtons: async () => undefined,
    edit: async () => undefined,
  };
  return { c, replies };
}
const say = (text: string) => ({ kind: "text" as const, userId: OWNER, address: channel.addressOf(OWNER), at: clock.now(), text, messageId: "m" });

describe("which thread the evening asks about", () => {
  const now = at("21:00");
  const overdueTwoDays = thread("th-late2", "send the invoice to Acme", { due_at: at("09:00", "2025-03-02").toISOString() });
  const overdueToday = thread("th-late1", "call the bank", { due_at: at("12:00").toISOString() });
  const snoozedTwice = thread("th-snz2", "write the hiring post", { snooze_count: 2, due_at: at("18:00", "2025-03-07").toISOString() });
  const dueSoon = thread("th-soon", "prepare the demo", { due_at: at("10:00", "2025-03-05").toISOString() });
  const dueLater = thread("th-late", "book flights", { due_at: at("10:00", "2025-03-09").toISOString() });
  const undated = thread("th-undt", "think about pricing");

  it("asks about the most overdue thread first", () => {
    expect(pickReflectionThread([dueSoon, overdueToday, snoozedTwice, overdueTwoDays, undated], now)?.id).toBe("th-late2");
  });
  it("then one snoozed twice, then the one due soonest, then an undated one", () => {
    expect(pickReflectionThread([dueLater, dueSoon, snoozedTwice, undated], now)?.id).toBe("th-snz2");
    expect(pickReflectionThread([dueLater, undated, dueSoon], now)?.id).toBe("th-soon");
    expect(pickReflectionThread([undated], now)?.id).toBe("th-undt");
    expect(pickReflectionThread([], now)).toBeNull();
  });
  it("leaves out closed threads and overdue ones the owner snoozed for now", () => {
    const snoozedOverdue = { ...overdueTwoDays, status: "snoozed" as const, snooze_count: 1, snooze_until: at("09:00", "2025-03-05").toISOString() };
    const done = { ...overdueToday, status: "done" as const };
    expect(pickReflectionThread([snoozedOverdue, done, dueLater], now)?.id).toBe("th-late");
  });
  it("leaves out a resting thread and one whose question went unanswered on an earlier evening", () => {
    const resting = { ...overdueTwoDays, unanswered_nudges: 2 };
    expect(pickReflectionThread([resting, dueSoon], now)?.id).toBe("th-soon");
    expect(pickReflectionThread([overdueTwoDays, dueSoon], now, new Set(["th-late2"]))?.id).toBe("th-soon");
  });
});

describe("when the reflection stays silent", () => {
  const base = { now: at("21:00"), timeZone: TZ, lastOwnerAt: null };
  it("in quiet mode, in quiet hours, and when the owner wrote in the last 30 minutes", () => {
    expect(reflectionSkip({ ...base, settings: defaultOwnerSettings() })).toBeNull();
    expect(reflectionSkip({ ...base, settings: { ...defaultOwnerSettings(), mode: "quiet" } })).toBe("skipped: quiet mode");
    expect(reflectionSkip({ ...base, settings: { ...defaultOwnerSettings(), activeHours: { start: "08:00", end: "20:00" } } })).toBe("skipped: quiet hours");
    expect(reflectionSkip({ ...base, settings: defaultOwnerSettings(), lastOwnerAt: new Date(at("21:00").getTime() - 29 * MINUTE) })).toMatch(/30 minutes/);
    expect(reflectionSkip({ ...base, settings: defaultOwnerSettings(), lastOwnerAt: new Date(at("21:00").getTime() - 31 * MINUTE) })).toBeNull();
  });

  it("sends nothing when the owner is mid-conversation", async () => {
    build(stubModel().model);
    await owner.memory.record({ id: "t", at: new Date(clock.now().getTime() - 10 * MINUTE).toISOString(), role: "owner", text: "still here", kind: "chat", threadId: null });
    expect(await runReflection(deps(null), owner)).toBe("skipped: the owner wrote in the last 30 minutes");
    expect(channel.pushes()).toHaveLength(0);
  });
});

describe("the evening question", () => {
  it("is written by the model about the most overdue thread", async () => {
    const { model, calls } = stubModel();
    build(model);
    await owner.threads.transact((ts) => {
      ts.push(thread("th-soon", "prepare the demo", { due_at: at("10:00", "2025-03-05").toISOString() }));
      ts.push(thread("th-late2", "send the invoice to Acme", { due_at: at("09:00", "2025-03-02").toISOString() }));
    });
    expect(await runReflection(deps(model), owner)).toBe("asked about th-late2");
    expect(calls.filter((c) => c.purpose === "reflection")[0]?.messages[0]?.content).toContain("overdue since");
    expect(channel.pushes().map((m) => m.text)).toEqual(['Did "send the invoice to Acme" move today, or should it go to another day?']);
    const [push] = await owner.pushes.all();
    // Its own subject, so the thread's follow-ups are not held back by the evening question.
    expect(push).toMatchObject({ kind: "reflection", threadId: "th-late2", subject: "reflection:th-late2" });
    // Unanswered, the next evening asks about something else.
    clock.set(at("21:00", "2025-03-05"));
    expect(await runReflection(deps(model), owner)).toBe("asked about th-soon");
  });

  it("falls back to a fixed question without an open thread or without a model", async () => {
    const { model, calls } = stubModel();
    build(model);
    expect(await runReflection(deps(model), owner)).toBe("asked a general question");
    expect(calls).toHaveLength(0);
    await owner.threads.transact((ts) => void ts.push(thread("th-undt", "think about pricing")));
    expect(await runReflection(deps(null), owner)).toBe("asked a general question");
    expect(channel.pushes()).toHaveLength(2);
    for (const m of channel.pushes()) expect(FALLBACK_QUESTIONS as readonly string[]).toContain(m.text);
    expect((await owner.pushes.all()).every((p) => p.kind === "reflection" && p.threadId === null)).toBe(true);
  });

  it("is a daily job at 21:00 by default, off when configured off, and never sent late", async () => {
    build(null);
    const job = reflectionJob(deps(null));
    expect(await job.next(owner, at("12:00"))).toEqual(at("21:00"));
    expect(job.catchUp?.mode ?? "skip").toBe("skip");
    expect(await reflectionJob({ ...deps(null), at: "20:30" }).next(owner, at("12:00"))).toEqual(at("20:30"));
    expect(await reflectionJob({ ...deps(null), at: null }).next(owner, at("12:00"))).toBeNull();
  });
});

describe("the owner's answer", () => {
  it("goes to the concierge with the reflection's thread as context, once", async () => {
    const { model, calls } = stubModel();
    build(model);
    await owner.threads.transact((ts) => void ts.push(thread("th-late2", "send the invoice to Acme", { due_at: at("09:00", "2025-03-02").toISOString() })));
    await runReflection(deps(model), owner);

    clock.set(at("21:40"));
    const first = convo();
    await built.zoe.handle(say("Not yet, the numbers aren't final. Move it to Friday."), first.c);
    expect(first.replies[0]?.text).toBe("Noted.");
    const conciergeCalls = calls.filter((c) => c.tools?.some((t) => t.name === "respond"));
    expect(conciergeCalls[0]?.system.dynamic).toContain("about thread th-late2 (send the invoice to Acme)");
    expect((await owner.pushes.all())[0]).toMatchObject({ kind: "reflection", answer: "reply" });

    clock.set(at("21:45"));
    await built.zoe.handle(say("Also, unrelated: the coffee machine is broken."), convo().c);
    const second = calls.filter((c) => c.tools?.some((t) => t.name === "respond"))[1];
    expect(second?.system.dynamic).not.toContain("about thread th-late2");
  });

  it("is not tied to the reflection after the window", async () => {
    const { model, calls } = stubModel();
    build(model);
    await owner.threads.transact((ts) => void ts.push(thread("th-late2", "send the invoice to Acme", { due_at: at("09:00", "2025-03-02").toISOString() })));
    await runReflection(deps(model), owner);
    clock.set(new Date(at("21:00").getTime() + 4 * HOUR));
    await built.zoe.handle(say("Good morning"), convo().c);
    const c = calls.find((x) => x.tools?.some((t) => t.name === "respond"));
    expect(c?.system.dynamic).not.toContain("about thread th-late2");
  });
});

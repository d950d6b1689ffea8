/**
 * A test harness for ZOE's proactive side without Telegram: the real runtime (startZoe with
 * autoSchedule off) on a ManualClock, the capture channel (capture-channel.ts) that records every
 * message and lets a test speak and press buttons as the owner, a scripted in-process model, and
 * a temp ZOE_HOME.
 * `runUntil` moves the clock from one scheduled slot to the next, as production would wake.
 * Must never: sleep on real time, reach the network, or share state between harnesses.
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DateTime } from "luxon";
import { ManualClock } from "../base/clock.ts";
import { CaptureChannel, type CaptureOptions, type Said } from "./capture-channel.ts";
import { modelAnswer } from "./queued-model.ts";
import { loadConfig } from "../shell/config.ts";
import type { Decision } from "../tick/decision-log.ts";
import { silentLogger } from "../base/log.ts";
import type { ModelClient, ModelRequest, ModelResponse } from "../model/client.ts";
import type { OwnerContext } from "../owner.ts";
import { decisionLog } from "../tick/tick.ts";
import type { Push, PushKind } from "../tick/pushes.ts";
import { startZoe, type Running } from "../shell/runtime.ts";
import { newThread, newThreadId, type Thread } from "../threads/store.ts";

/** The owner every harness uses (a Telegram-style numeric id). */
export const OWNER = "4242";
/** A zone with an offset (and DST), so instants computed in UTC show up as wrong. */
export const ZONE = "Europe/Berlin";

/** The kinds of push the reasoning tick sends (other features add briefs, reflections, notices). */
export const TICK_KINDS: readonly PushKind[] = ["nudge", "decision", "checkin", "calendar", "throttle", "reminder", "snoozed"];

/** What the scripted model answers, per call purpose. Return null to use the default. */
export type ModelScript = (req: ModelRequest, index: number) => Partial<ModelResponse> | null;

const answer = (r: Partial<ModelResponse>): ModelResponse => modelAnswer({ model: "scripted", ...r });

/** The candidate id the gate was asked about (from its user message). */
export function gateCandidateId(req: ModelRequest): string {
  const content = req.messages[req.messages.length - 1]?.content ?? "";
  return /Candidate (\S+) \(/.exec(content)?.[1] ?? "unknown";
}

/** The owner's current message, as the concierge's last user message ends with it. */
export function ownerText(req: ModelRequest): string {
  const content = req.messages[req.messages.length - 1]?.content ?? "";
  return content.split("\n\n").pop() ?? "";
}

/**
 * The harness's in-process model (the replays' is scripted-model.ts): the gate says yes through
 * `submit`, the writer writes a short line, the concierge replies "Noted." (plus thread ops from
 * `commitments`), the brief opens plainly.
 */
export class HarnessModel implements ModelClient {
  readonly models = { main: "scripted-main", gate: "scripted-gate" };
  readonly calls: ModelRequest[] = [];
  /** Scripts tried first, newest first; a script returning null falls through. */
  private readonly scripts: ModelScript[] = [];
  /** Owner phrases that open a thread: phrase -> thread op input. */
  readonly commitments = new Map<string, { summary: string; due?: string; reminder?: boolean }>();
  /** Run during a gate call (e.g. the owner writes while the model thinks). */
  duringGate: (() => Promise<void>) | null = null;

  /** Answer some calls differently (the newest script is tried first). */
  script(fn: ModelScript): void {
    this.scripts.unshift(fn);
  }

  /** The calls made for one purpose ("gate", "writer", "concierge", "brief"). */
  callsFor(purpose: string): ModelRequest[] {
    return this.calls.filter((c) => c.purpose === purpose);
  }

  async call(req: ModelRequest): Promise<ModelResponse> {
    const index = this.calls.length;
    this.calls.push(req);
    if (req.purpose === "gate" && this.duringGate) {
      const f = this.duringGate;
      this.duringGate = null;
      await f();
    }
    for (const s of this.scripts) {
      const r = s(req, index);
      if (r) return answer(r);
    }
    switch (req.purpose) {
      case "gate":
        return answer({ toolCalls: [{ name: "submit", input: { speak: true, reason: "It is due and still open.", candidate_id: gateCandidateId(req) } }] });
      case "writer":
        return answer({ text: "Quick check: did it happen?" });
      case "brief":
        return answer({ text: "Morning! Here's your day." });
      case "concierge": {
        const text = ownerText(req);
        const ops = [...this.commitments.entries()].filter(([phrase]) => text.includes(phrase)).map(([, op]) => ({ op: "open", ...op }));
        return answer({ toolCalls: [{ name: "respond", input: { reply: "Noted.", ...(ops.length ? { thread_ops: ops } : {}) } }] });
      }
      default:
        return answer({ text: "ok" });
    }
  }
}

/** How to start a harness. */
export interface HarnessOptions {
  /** The start instant, as owner-local wall time ("2025-03-24T07:00") or a Date. */
  start: string | Date;
  /** null runs offline (templates, deterministic verdicts). Default: a HarnessModel. */
  model?: HarnessModel | null;
  /** Extra environment (ZOE_TICK_CRON, …). */
  env?: Record<string, string>;
  /** The owner's zone (default Europe/Berlin). */
  zone?: string;
  /** Use this ZOE_HOME (a restart, or a second process on the same state) instead of a fresh one. */
  home?: string;
  /** The channel keeps a push's delivery journal, its chat answering as said (capture-channel.ts). */
  journal?: CaptureOptions["journal"];
}

/** A running ZOE on a ManualClock, with everything a tick test looks at. */
export interface Harness {
  clock: ManualClock;
  channel: CaptureChannel;
  running: Running;
  model: HarnessModel | null;
  owner: OwnerContext;
  home: string;
  /** Owner-local wall time as an instant ("2025-03-24T18:30"). */
  local(wall: string): Date;
  /** An instant as owner-local "ccc HH:mm" (for readable failure messages). */
  show(at: Date | string): string;
  /** Move the clock forward to `target`, waking the scheduler at every slot on the way. */
  runUntil(target: Date | string): Promise<void>;
  /** Add a thread directly to the store (due as owner-local wall time, or null for undated). */
  seedThread(summary: string, due: string | null, over?: Partial<Thread>): Promise<Thread>;
  decisions(): Promise<Decision[]>;
  pushLog(): Promise<Push[]>;
  /** The messages the owner received as pushes of these kinds (default: the tick's), oldest first. */
  sentOf(kinds?: readonly PushKind[]): Promise<Said[]>;
  /** Stop ZOE; the home is removed unless `keepHome` (a restart follows). */
  close(opts?: { keepHome?: boolean }): Promise<void>;
}

/**
 * Move a ManualClock forward to `end`, waking the scheduler at every pending slot on the way (as
 * production's timer would), then once more at `end`.
 */
export async function runScheduler(clock: ManualClock, scheduler: Running["scheduler"], end: Date): Promise<void> {
  for (;;) {
    const next = scheduler.nextAt();
    if (next && next.getTime() <= end.getTime()) {
      if (next.getTime() > clock.now().getTime()) clock.set(next);
      await scheduler.runDue();
      continue;
    }
    if (end.getTime() > clock.now().getTime()) clock.set(end);
    await scheduler.runDue();
    return;
  }
}

/** Add an open thread straight to an owner's store (as if the owner had stated it at `now`). */
export async function addThread(owner: OwnerContext, now: Date, summary: string, due: Date | null, over: Partial<Thread> = {}): Promise<Thread> {
  const at = now.toISOString();
  return owner.threads.transact((threads) => {
    const t: Thread = { ...newThread({ id: newThreadId(new Set(threads.map((x) => x.id))), summary, createdAt: now, dueAt: due }), ...over };
    threads.push(t);
    return { ...t };
  });
}

/** Start ZOE for one owner on a ManualClock with a capturing channel and a fresh home. */
export async function startHarness(opts: HarnessOptions): Promise<Harness> {
  const zone = opts.zone ?? ZONE;
  const home = opts.home ?? (await fs.mkdtemp(path.join(os.tmpdir(), "zoe-tick-")));
  const local = (wall: string) => {
    const dt = DateTime.fromISO(wall, { zone });
    if (!dt.isValid) throw new Error(`bad wall time ${wall}`);
    return dt.toJSDate();
  };
  const clock = new ManualClock(typeof opts.start === "string" ? local(opts.start) : opts.start);
  const channel = new CaptureChannel({ clock, owner: OWNER, ...(opts.journal ? { journal: opts.journal } : {}) });
  const model = opts.model === undefined ? new HarnessModel() : opts.model;
  const config = loadConfig({ ZOE_HOME: home, ZOE_TZ: zone, LOG_LEVEL: "silent", ...opts.env });
  const running = await startZoe({ config, logger: silentLogger, clock, model, ownerIds: [OWNER], channels: [channel], autoSchedule: false });
  const owner = running.zoe.owner(OWNER);

  const runUntil = (target: Date | string) => runScheduler(clock, running.scheduler, typeof target === "string" ? local(target) : target);

  return {
    clock,
    channel,
    running,
    model,
    owner,
    home,
    local,
    show: (at) => DateTime.fromJSDate(typeof at === "string" ? new Date(at) : at, { zone }).toFormat("ccc d LLL HH:mm"),
    runUntil,
    seedThread: (summary, due, over = {}) => addThread(owner, clock.now(), summary, due ? local(due) : null, over),
    decisions: () => decisionLog(owner).readAll(),
    pushLog: () => owner.pushes.all(),
    async sentOf(kinds = TICK_KINDS) {
      const ids = new Set((await owner.pushes.all()).filter((p) => kinds.includes(p.kind)).map((p) => p.messageId));
      return channel.pushes().filter((s) => ids.has(s.messageId));
    },
    async close(closeOpts = {}) {
      await running.stop();
      if (!closeOpts.keepHome) await fs.rm(home, { recursive: true, force: true });
    },
  };
}

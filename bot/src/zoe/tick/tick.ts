/**
 * The reasoning tick: "is there anything worth saying right now, and if so, the single best
 * thing?" Gathers candidates (ladder, check-in, other sources such as the calendar, thoughts
 * deferred earlier), drops the ones a candidate guard vetoes, scores the rest, and lets at most
 * one through, only when it clears its interrupt threshold, the hard guards, and the decision
 * model; the main model then writes it. Reminders the owner asked for are not thoughts: every one
 * due goes out at once, each its own message in reminder words, held only by quiet hours (and
 * nothing unprompted goes out in that tick). Every tick appends one line to the decision log.
 * Shape: gather (this file: read the owner's state, run the candidate sources) -> decide (the pure
 * `decide(now, state, candidates)` in tick/decide.ts returns the plan) -> execute (this file: store
 * what the plan changed, ask the models, send, record). `now` is read once per tick.
 * Must never: send more than one unprompted push per tick, push while a guard holds, swallow a due
 * follow-up because a model answer was malformed, hold a due reminder for anything but quiet
 * hours, or run two ticks for one owner at once.
 */
import { t } from "../lang/index.ts";
import type { Locale } from "../lang/index.ts";
import { decisionButtons, nudgeButtons, reminderButtons, THREAD_PUSH_KINDS } from "../threads/index.ts";
import { recordNudge } from "../threads/index.ts";
import type { Zoe } from "../app.ts";
import { MINUTE, type Clock } from "../base/clock.ts";
import { telemetry } from "../base/metrics.ts";
import { gatherCandidates, type Candidate } from "./candidates.ts";
import { goalPushButtons } from "../goals/index.ts";
import { askDecisionModel, type DecisionVerdict } from "./decision-model.ts";
import { DecisionSchema, type Decision } from "./decision-log.ts";
import { deferredFrom, Reservoir } from "./reservoir.ts";
import { KINDS, type ButtonSet } from "./kinds.ts";
import { decide, lastCheckinAt, recheck, type TickPlan, type TickState } from "./decide.ts";
import { unansweredRecent } from "./throttle.ts";
import { templatePush, writePush } from "./writer.ts";
import type { Logger } from "../base/log.ts";
import type { ModelClient } from "../model/index.ts";
import type { OwnerContext } from "../owner.ts";
import { liveIdLookup, type Thread } from "../threads/index.ts";
import type { Push } from "./pushes.ts";
import { thresholdFor } from "../settings/index.ts";
import type { AppendLog } from "../storage/index.ts";
import type { SlotPushes } from "../schedule/index.ts";
import { PushWithheldError, type OutMessage } from "../channels/index.ts";
import type { PushMeta } from "../app.ts";

/** Extra candidates (the calendar); given the owner and `now`, must not throw. */
export type CandidateSource = (owner: OwnerContext, now: Date) => Promise<Candidate[]>;

/** What the tick needs: the core, the models (null offline), the clock and the owner's zone. */
export interface TickDeps {
  zoe: Zoe;
  model: ModelClient | null;
  clock: Clock;
  logger: Logger;
  timeZone: string;
  sources?: CandidateSource[];
  /** Told when the decision model turned a candidate down (a goal update then waits for the brief). Must not throw. */
  onDeclined?: (owner: OwnerContext, c: Candidate, now: Date) => Promise<void>;
}

/** One tick's outcome: its decision-log line, the push it sent (if any), and when to look again. */
export interface TickResult {
  decision: Decision;
  push: Push | null;
  /** Look again at this instant (a guard held a push back), or null. */
  recheckAt: Date | null;
}

/** The buttons of a push, from its kind's button set (tick/kinds.ts). */
function buttonsFor(set: ButtonSet, c: Candidate, locale: Locale) {
  if (set === "thread_ack" && c.threadId) return nudgeButtons(c.threadId, locale);
  if (set === "thread_decision" && c.threadId) return decisionButtons(c.threadId, locale);
  if (set === "thread_reminder" && c.threadId) return reminderButtons(c.threadId, locale);
  if (set === "throttle") return throttleButtons(locale);
  if (set === "goal") return goalPushButtons(c, locale);
  return undefined;
}

/** The buttons of the "want me to dial back?" question (answered by tick/commands.ts), in the owner's language. */
export function throttleButtons(locale: Locale = "en") {
  return [
    [
      { label: t(locale, "btn.dialBack"), data: "g:y" },
      { label: t(locale, "btn.keepGoing"), data: "g:n" },
    ],
  ];
}
export const THROTTLE_BUTTONS = throttleButtons("en");

/** The owner's decision log: one line per tick. */
export function decisionLog(owner: OwnerContext): AppendLog<Decision> {
  return owner.storage.log({ name: "decisions", schema: DecisionSchema });
}
/** The owner's deferred thoughts, waiting for a later tick or the brief. */
const reservoirs = new WeakMap<OwnerContext, Reservoir>();
export function reservoir(owner: OwnerContext): Reservoir {
  // One per owner, so its file's parsed value stays cached between ticks.
  let r = reservoirs.get(owner);
  if (!r) reservoirs.set(owner, (r = new Reservoir(owner.storage)));
  return r;
}

/** When the owner last wrote anything, from the recent turns. */
export function lastOwnerAt(owner: OwnerContext, turns: { role: string; at: string }[]): Date | null {
  void owner;
  for (let i = turns.length - 1; i >= 0; i--) if (turns[i]!.role === "owner") return new Date(turns[i]!.at);
  return null;
}

/** Runs ticks per owner, never two at once for one owner. */
export class ReasoningTick {
  private readonly running = new Map<string, Promise<TickResult>>();

  constructor(private readonly deps: TickDeps) {}

  /**
   * Run one tick for an owner; concurrent calls for the same owner share the running tick (and
   * its push is the first caller's). With `after`, a call that finds a tick running runs its own
   * once that one is done: a reminder's minute must be looked at by a tick that gathered after it
   * came. `pushes`: the scheduled run it is part of, under whose slot its push is journaled; none
   * for a tick run outside the scheduler.
   */
  run(ownerId: string, slot: Date, trigger: Decision["trigger"] = "tick", pushes?: SlotPushes, opts: { after?: boolean } = {}): Promise<TickResult> {
    const inFlight = this.running.get(ownerId);
    if (inFlight && opts.after) return inFlight.catch(() => undefined).then(() => this.run(ownerId, slot, trigger, pushes, opts));
    if (inFlight) return inFlight;
    const p = this.tick(ownerId, slot, trigger, pushes).finally(() => this.running.delete(ownerId));
    this.running.set(ownerId, p);
    return p;
  }

  /** Gather, part one: what the owner's stores say now (reads only; deferred thoughts are read after the sources, which may prune them). */
  private async state(owner: OwnerContext): Promise<TickState & { threads: Thread[] }> {
    const [settings, threads, pushes, recent] = await Promise.all([
      owner.settings.get(),
      owner.threads.live(),
      owner.pushes.all(),
      owner.memory.recentTurns(),
    ]);
    return {
      settings,
      threads,
      liveThreadIds: liveIdLookup(threads),
      pushes,
      recent,
      lastOwnerAt: lastOwnerAt(owner, recent),
      ownerBusy: this.deps.zoe.isBusy(owner.id),
      deferred: [],
      timeZone: this.deps.timeZone,
      locale: owner.locale,
    };
  }

  /** Gather, part two: the ladder's and check-in's candidates, then every source's (a failing source gives none). */
  private async candidates(owner: OwnerContext, now: Date, s: TickState & { threads: Thread[] }): Promise<Candidate[]> {
    const { logger, timeZone } = this.deps;
    const sources = await Promise.all(
      (this.deps.sources ?? []).map((src) =>
        src(owner, now).catch((err: unknown) => {
          logger.warn({ err }, "a candidate source failed");
          return [] as Candidate[];
        }),
      ),
    );
    const ladder = gatherCandidates({
      now,
      timeZone,
      locale: owner.locale,
      settings: s.settings,
      threads: s.threads,
      lastOwnerAt: s.lastOwnerAt,
      lastCheckinAt: lastCheckinAt(s.pushes),
    });
    return [...ladder, ...sources.flat()];
  }

  /** gather -> decide -> execute, with `now` read once. */
  private async tick(ownerId: string, slot: Date, trigger: Decision["trigger"], pushes: SlotPushes | undefined): Promise<TickResult> {
    const { zoe, timeZone } = this.deps;
    const owner = zoe.owner(ownerId);
    await owner.restoreLocale();
    const now = this.deps.clock.now();
    const state = await this.state(owner);
    const candidates = await this.candidates(owner, now, state);
    // Read after the sources ran (a goal review may take a while and prunes deferred goal thoughts).
    state.deferred = await reservoir(owner).items();
    state.ownerBusy = zoe.isBusy(owner.id);
    const plan = decide(now, state, candidates, { slot, trigger });
    return this.execute(owner, now, plan, state, timeZone, pushes);
  }

  /** Carry a plan out: store what it changed, ask the models about its best candidate, send. */
  private async execute(owner: OwnerContext, now: Date, plan: TickPlan, state: TickState, timeZone: string, pushes: SlotPushes | undefined): Promise<TickResult> {
    const { logger } = this.deps;
    const res = reservoir(owner);
    const finish = async (d: Pick<Decision, "guard" | "verdict" | "outcome" | "pushId" | "candidateId">, push: Push | null, recheckAt: Date | null) => {
      // Field by field, not `{ ...plan.log, ...d }`: on Node 20 a spread followed by more keys
      // takes V8's slow path (microseconds per tick, a tenth of a replay's decision logging).
      const { log } = plan;
      const decision: Decision = {
        at: log.at,
        slot: log.slot,
        trigger: log.trigger,
        mode: log.mode,
        candidates: log.candidates,
        threshold: log.threshold,
        guard: d.guard,
        verdict: d.verdict,
        outcome: d.outcome,
        pushId: d.pushId,
        candidateId: d.candidateId,
      };
      await decisionLog(owner).append(decision);
      telemetry.count("gate_decisions", { outcome: decision.outcome, tick: String(decision.trigger !== "event" || decision.outcome === "pushed") });
      return { decision, push, recheckAt };
    };

    if (plan.throttle) {
      const th = plan.throttle;
      await owner.settings.update((st) => {
        st.throttleRaise = th.throttleRaise;
        st.throttleAsked = th.throttleAsked;
        if (th.raised) st.throttleRaisedAt = now.toISOString();
      });
      logger.info({ event: "throttle", raise: th.throttleRaise, unanswered: th.unanswered }, th.raised ? "self-throttle raised the threshold" : "self-throttle decayed");
    }
    if (plan.stale.length) {
      const staleIds = new Set(plan.stale.map((d) => d.candidateId));
      const dropped = await res.prune((d) => staleIds.has(d.candidateId));
      if (dropped.length) logger.info({ event: "deferred_dropped", ids: dropped.map((d) => d.candidateId) }, "dropped deferred thoughts that no longer apply");
    }
    for (const c of plan.defer) await res.defer(deferredFrom(c, now));
    // A slot run again (taken over, or retried) whose earlier run sent its pushes, or may have:
    // those are finished and recorded (schedule/push-journal.ts) whatever this run's plan says, since
    // the owner may have them; at most one unprompted push per tick still holds.
    if (pushes && (await owner.pushJournal.earlier(pushes.keyOf(0))).draft) {
      const { sent, failed } = await this.finishEarlier(owner, now, pushes);
      const first = sent[0] ?? null;
      if (!first) return finish({ guard: null, verdict: null, outcome: "failed", pushId: null, candidateId: null }, null, null);
      // The earlier run was sending reminders: any it did not reach are due too, so look again now.
      const again = !failed && sent.every((p) => p.kind === "reminder" || p.kind === "snoozed") ? now : null;
      return finish({ guard: null, verdict: null, outcome: "pushed", pushId: first.id, candidateId: null }, first, again);
    }
    if (plan.promises) {
      const { send, lookAgainAt } = plan.promises;
      const sent = await this.keepPromises(owner, now, send, pushes);
      const first = sent[0] ?? null;
      // One that could not be delivered is tried again in a minute: it was promised for now.
      const retryAt = sent.length < send.length ? new Date(now.getTime() + MINUTE) : lookAgainAt;
      return finish({ guard: null, verdict: null, outcome: first ? "pushed" : "failed", pushId: first?.id ?? null, candidateId: send[0]!.id }, first, retryAt);
    }
    if (plan.end) {
      const e = plan.end;
      return finish({ guard: e.guard, verdict: null, outcome: e.outcome, pushId: null, candidateId: e.candidateId }, null, e.retryAt);
    }
    const best = plan.best!;
    const c = best.candidate;

    let verdict: DecisionVerdict;
    if (c.kind === "throttle") verdict = { speak: true, reason: c.reason, source: "fallback" };
    else {
      const blocks = await owner.memory.blocks();
      verdict = await askDecisionModel(
        this.deps.model,
        { candidate: c, score: best.score, threshold: plan.threshold, now, timeZone, recent: state.recent, unanswered: unansweredRecent(state.pushes, now), preferences: blocks.preferences },
        logger,
      );
    }
    if (!verdict.speak) {
      if (c.deferrable) await res.defer(deferredFrom(c, now));
      await this.deps.onDeclined?.(owner, c, now).catch((err: unknown) => logger.warn({ err }, "decline hook failed"));
      return finish({ guard: null, verdict, outcome: "declined", pushId: null, candidateId: c.id }, null, null);
    }

    const persona = (await owner.memory.blocks()).persona;
    const reason = verdict.source === "tool" || verdict.source === "json" || verdict.source === "fenced" ? verdict.reason : c.reason;
    const text = await writePush(this.deps.model, c, reason, persona, logger, owner.locale);

    // The owner may have written while the models worked: look at the guards again.
    const again = recheck(now, await this.state(owner), c);
    if (again) return finish({ guard: again.guard, verdict, outcome: "held", pushId: null, candidateId: c.id }, null, again.retryAt);

    const buttons = buttonsFor(KINDS[c.kind].buttons, c, owner.locale);
    const push = await this.push(owner, now, buttons ? { text, buttons } : { text }, {
      kind: c.kind,
      threadId: c.threadId,
      subject: c.subject,
      reason,
      score: best.score,
      // /why shows the bar in force; the throttle question itself is exempt from it.
      threshold: c.kind === "throttle" ? thresholdFor(plan.settings) : plan.threshold,
    }, pushes);
    if (!push) return finish({ guard: null, verdict, outcome: "failed", pushId: null, candidateId: c.id }, null, null);
    // An earlier run of the slot may have journaled its push after the look above (it ran on,
    // past its lease): Zoe.push finished that one, which may be another candidate's.
    const own = push.kind === c.kind && push.subject === c.subject && push.threadId === c.threadId;
    if (!own) {
      logger.warn({ event: "tick_finished_earlier_push", kind: push.kind, subject: push.subject, candidateId: c.id }, "this slot's earlier run had sent another follow-up; recording that one, not this candidate");
      if (c.deferrable) await res.defer(deferredFrom(c, now));
    }
    await this.afterPush(owner, push, now);
    return finish({ guard: null, verdict, outcome: "pushed", pushId: push.id, candidateId: own ? c.id : null }, push, null);
  }

  /**
   * Send the due reminders the owner asked for, each its own message in reminder words (no model:
   * the owner's own words, at the minute, however long a model would take). Returns the ones delivered.
   */
  private async keepPromises(owner: OwnerContext, now: Date, send: Candidate[], pushes: SlotPushes | undefined): Promise<Push[]> {
    const sent: Push[] = [];
    for (const c of send) {
      const buttons = buttonsFor(KINDS[c.kind].buttons, c, owner.locale);
      const text = templatePush(c, c.reason, owner.locale);
      // No score: a promise is not weighed against the bar, and /why says so by leaving it out.
      const push = await this.push(owner, now, buttons ? { text, buttons } : { text }, { kind: c.kind, threadId: c.threadId, subject: c.subject, reason: c.reason, score: null, threshold: null }, pushes);
      if (!push) continue;
      await this.afterPush(owner, push, now);
      sent.push(push);
    }
    return sent;
  }

  /**
   * Finish the pushes an earlier run of this slot sent, or may have (one, or several reminders),
   * in their journal order. `failed`: one of them could not be finished.
   */
  private async finishEarlier(owner: OwnerContext, now: Date, pushes: SlotPushes): Promise<{ sent: Push[]; failed: boolean }> {
    const sent: Push[] = [];
    for (let i = 0; ; i++) {
      const d = (await owner.pushJournal.earlier(pushes.keyOf(i))).draft;
      if (!d) return { sent, failed: false };
      const push = await this.push(owner, now, { text: d.text, ...(d.buttons ? { buttons: d.buttons } : {}) }, { kind: d.kind, threadId: d.threadId, subject: d.subject, reason: d.reason, score: d.score, threshold: d.threshold }, pushes);
      if (!push) return { sent, failed: true };
      await this.afterPush(owner, push, now);
      sent.push(push);
    }
  }

  /**
   * `Zoe.push`. A push withheld in doubt is said (recorded, unconfirmed): what follows a push said
   * follows it too (a reminder's thread moved on, else the next tick would say it again), and the
   * error goes on to the scheduler, which finishes the slot silent.
   */
  private async push(owner: OwnerContext, now: Date, msg: OutMessage, meta: PushMeta, pushes: SlotPushes | undefined): Promise<Push | null> {
    try {
      return await this.deps.zoe.push(owner.id, msg, meta, pushes);
    } catch (err) {
      if (err instanceof PushWithheldError && err.recordedId !== null) {
        const said = (await owner.pushes.all()).find((p) => p.id === err.recordedId);
        if (said) await this.afterPush(owner, said, now).catch((e: unknown) => this.deps.logger.warn({ err: e, event: "withheld_push_followup_failed" }, "could not note a withheld push as said"));
      }
      throw err;
    }
  }

  /** What follows a delivered push: its thread's follow-up counted, the throttle question asked, its subject's thoughts dropped. */
  private async afterPush(owner: OwnerContext, push: Push, now: Date): Promise<void> {
    if (push.threadId && THREAD_PUSH_KINDS.has(push.kind)) await recordNudge(owner, push.threadId, now, this.deps.timeZone, (await owner.settings.get()).activeHours);
    // The question is asked once per raise: only now that it was delivered does it count as asked.
    if (push.kind === "throttle") {
      await owner.settings.update((st) => {
        st.throttleAsked = true;
      });
    }
    await reservoir(owner).forgetSubject(push.subject);
  }
}

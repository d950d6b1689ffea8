/**
 * The reasoning tick: "is there anything worth saying right now, and if so, the single best
 * thing?" Gathers candidates (ladder, check-in, other sources such as the calendar, thoughts
 * deferred earlier), drops the ones a candidate guard vetoes, scores the rest, and lets at most
 * one through, only when it clears its interrupt threshold, the hard guards, and the decision
 * model; the main model then writes it. Every tick appends one line to the decision log.
 * Must never: send more than one push per tick, push while a guard holds, swallow a due follow-up
 * because a model answer was malformed, or run two ticks for one owner at once.
 */
import { t } from "./i18n.ts";
import type { Locale } from "./locale.ts";
import { decisionButtons, nudgeButtons, recordNudge } from "./ack.ts";
import type { Zoe } from "./app.ts";
import type { Clock } from "./base/clock.ts";
import { telemetry } from "./metrics.ts";
import { gatherCandidates, type Candidate } from "./gate/candidates.ts";
import { goalPushButtons } from "./goal-buttons.ts";
import { askGate, type GateVerdict } from "./gate/decide.ts";
import { DecisionSchema, type Decision } from "./gate/decision-log.ts";
import { candidateVeto, globalHold, type GlobalHold } from "./gate/guards.ts";
import { candidateFrom, deferredFrom, Reservoir, staleReason, type StalenessContext } from "./gate/reservoir.ts";
import { KINDS, type ButtonSet } from "./gate/kinds.ts";
import { rank, type Scored } from "./gate/score.ts";
import { throttleStep, unansweredRecent } from "./gate/throttle.ts";
import { writePush } from "./gate/writer.ts";
import type { Logger } from "./base/log.ts";
import type { ModelClient } from "./model/client.ts";
import type { OwnerContext } from "./owner.ts";
import type { Push } from "./gate/pushes.ts";
import { thresholdFor } from "./gate/settings.ts";
import type { AppendLog } from "./storage/port.ts";

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

/** The buttons of a push, from its kind's button set (gate/kinds.ts). */
function buttonsFor(set: ButtonSet, c: Candidate, locale: Locale) {
  if (set === "thread_ack" && c.threadId) return nudgeButtons(c.threadId, locale);
  if (set === "thread_decision" && c.threadId) return decisionButtons(c.threadId, locale);
  if (set === "throttle") return throttleButtons(locale);
  if (set === "goal") return goalPushButtons(c, locale);
  return undefined;
}

/** The buttons of the "want me to dial back?" question (answered by commands/gate.ts), in the owner's language. */
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

const latest = (pushes: Push[], pred: (p: Push) => boolean = () => true): Date | null => {
  let best: number | null = null;
  for (const p of pushes) if (pred(p)) best = Math.max(best ?? 0, Date.parse(p.at));
  return best === null ? null : new Date(best);
};

/** Runs ticks per owner, never two at once for one owner. */
export class ReasoningTick {
  private readonly running = new Map<string, Promise<TickResult>>();

  constructor(private readonly deps: TickDeps) {}

  /** Run one tick for an owner; concurrent calls for the same owner share the running tick. */
  run(ownerId: string, slot: Date, trigger: Decision["trigger"] = "tick", extra: Candidate[] = []): Promise<TickResult> {
    const inFlight = this.running.get(ownerId);
    if (inFlight) return inFlight;
    const p = this.tick(ownerId, slot, trigger, extra).finally(() => this.running.delete(ownerId));
    this.running.set(ownerId, p);
    return p;
  }

  private async state(owner: OwnerContext) {
    const [settings, threads, pushes, recent] = await Promise.all([
      owner.settings.get(),
      owner.threads.live(),
      owner.pushes.all(),
      owner.memory.recentTurns(),
    ]);
    return { settings, threads, pushes, recent, lastOwner: lastOwnerAt(owner, recent) };
  }

  private hold(owner: OwnerContext, s: Awaited<ReturnType<ReasoningTick["state"]>>): GlobalHold {
    return globalHold({
      now: this.deps.clock.now(),
      timeZone: this.deps.timeZone,
      settings: s.settings,
      lastPushAt: latest(s.pushes),
      lastOwnerAt: s.lastOwner,
      ownerBusy: this.deps.zoe.isBusy(owner.id),
    });
  }

  private async tick(ownerId: string, slot: Date, trigger: Decision["trigger"], extra: Candidate[]): Promise<TickResult> {
    const { zoe, clock, logger, timeZone } = this.deps;
    const owner = zoe.owner(ownerId);
    await owner.restoreLocale();
    const log = decisionLog(owner);
    const res = reservoir(owner);
    const now = clock.now();
    let s = await this.state(owner);

    // Self-throttle bookkeeping first: it may itself be the single best thing to say.
    const step = throttleStep(
      { throttleRaise: s.settings.throttleRaise, asked: s.settings.throttleAsked },
      s.pushes,
      now,
      s.settings.throttleRaisedAt ? new Date(s.settings.throttleRaisedAt) : null,
    );
    if (step.next.throttleRaise !== s.settings.throttleRaise || step.next.asked !== s.settings.throttleAsked) {
      const raised = step.next.throttleRaise > s.settings.throttleRaise;
      await owner.settings.update((st) => {
        st.throttleRaise = step.next.throttleRaise;
        st.throttleAsked = step.next.asked;
        if (raised) st.throttleRaisedAt = now.toISOString();
      });
      logger.info({ event: "throttle", raise: step.next.throttleRaise, unanswered: step.unanswered }, raised ? "self-throttle raised the threshold" : "self-throttle decayed");
      s = await this.state(owner);
    }

    const sources = await Promise.all(
      (this.deps.sources ?? []).map((src) =>
        src(owner, now).catch((err: unknown) => {
          logger.warn({ err }, "a candidate source failed");
          return [] as Candidate[];
        }),
      ),
    );
    const fresh: Candidate[] = [
      ...gatherCandidates({
        now,
        timeZone,
        locale: owner.locale,
        settings: s.settings,
        threads: s.threads,
        lastOwnerAt: s.lastOwner,
        lastCheckinAt: latest(s.pushes, (p) => p.kind === "checkin"),
      }),
      ...sources.flat(),
      ...extra,
    ];
    // Thoughts deferred earlier are weighed again until a brief delivers them; stale ones go.
    const staleness: StalenessContext = { now, lastOwnerAt: s.lastOwner, liveThreadIds: new Set(s.threads.map((t) => t.id)) };
    const dropped = await res.prune((d) => staleReason(d, staleness) !== null);
    if (dropped.length) logger.info({ event: "deferred_dropped", ids: dropped.map((d) => d.candidateId) }, "dropped deferred thoughts that no longer apply");
    const freshIds = new Set(fresh.map((c) => c.id));
    const freshSubjects = new Set(fresh.map((c) => c.subject));
    const candidates: Candidate[] = [
      ...fresh,
      ...(await res.items()).filter((d) => !freshIds.has(d.candidateId) && !freshSubjects.has(d.subject)).map(candidateFrom),
    ];
    if (step.ask) {
      candidates.push({
        id: `throttle:${now.toISOString()}`,
        kind: "throttle",
        subject: "throttle",
        threadId: null,
        about: "dial back?",
        reason: t(owner.locale, "reason.throttle", { n: step.unanswered }),
        facts: {},
        deferrable: false,
      });
    }
    // Each candidate is measured against the threshold for its own thread ("fewer nudges on X").
    // The throttle question is exempt: it is about the bar itself.
    const thresholdOf = (c: Candidate) => (c.kind === "throttle" ? 0 : thresholdFor(s.settings, c.threadId));
    const ranked = rank(candidates).map((r) => ({
      ...r,
      threshold: thresholdOf(r.candidate),
      veto: candidateVeto(r.candidate, now, s.recent, s.pushes),
    }));
    const eligible = ranked.filter((r) => r.veto === null);
    // A goal update never crowds out a due follow-up: while one is eligible, goals wait (on the goal).
    const followUp = eligible.some((r) => r.candidate.kind === "nudge" || r.candidate.kind === "decision");
    const contenders = followUp ? eligible.filter((r) => r.candidate.kind !== "goal") : eligible;
    const clearing = contenders.filter((r) => r.score >= r.threshold);
    const best: (Scored & { threshold: number }) | undefined = clearing[0] ?? contenders[0];
    const threshold = best ? best.threshold : thresholdFor(s.settings);
    const base: Omit<Decision, "guard" | "verdict" | "outcome" | "pushId" | "candidateId"> = {
      at: now.toISOString(),
      slot: slot.toISOString(),
      trigger,
      mode: s.settings.mode,
      candidates: ranked.map((r) => ({ id: r.candidate.id, kind: r.candidate.kind, score: r.score, threshold: r.threshold, veto: r.veto })),
      threshold: s.settings.mode === "quiet" ? null : threshold,
    };
    const finish = async (d: Pick<Decision, "guard" | "verdict" | "outcome" | "pushId" | "candidateId">, push: Push | null, recheckAt: Date | null) => {
      const decision: Decision = { ...base, ...d };
      await log.append(decision);
      telemetry.count("gate_decisions", { outcome: decision.outcome, tick: String(decision.trigger !== "event" || decision.outcome === "pushed") });
      return { decision, push, recheckAt };
    };

    // Nothing eligible: when candidates were all vetoed, the top one's veto explains the silence.
    if (!best) return finish({ guard: ranked[0]?.veto ?? null, verdict: null, outcome: "silent", pushId: null, candidateId: null }, null, null);

    // A non-urgent thought that does not clear its bar waits for the next brief at the latest.
    for (const r of eligible) if (r.candidate.deferrable && r.score < r.threshold) await this.defer(owner, r.candidate, now);

    const clears = best.score >= best.threshold;
    const held = this.hold(owner, s);
    if (held.held && (clears || held.guard === "mode_quiet")) {
      // A held non-urgent thought waits for the brief; a held due follow-up comes back at retryAt.
      if (best.candidate.deferrable) await this.defer(owner, best.candidate, now);
      return finish({ guard: held.guard, verdict: null, outcome: "held", pushId: null, candidateId: best.candidate.id }, null, held.retryAt);
    }
    if (!clears) {
      return finish(
        { guard: "threshold", verdict: null, outcome: best.candidate.deferrable ? "deferred" : "silent", pushId: null, candidateId: best.candidate.id },
        null,
        null,
      );
    }

    let verdict: GateVerdict;
    if (best.candidate.kind === "throttle") verdict = { speak: true, reason: best.candidate.reason, source: "fallback" };
    else {
      const blocks = await owner.memory.blocks();
      verdict = await askGate(
        this.deps.model,
        {
          candidate: best.candidate,
          score: best.score,
          threshold,
          now,
          timeZone,
          recent: s.recent,
          unanswered: unansweredRecent(s.pushes, now),
          preferences: blocks.preferences,
        },
        logger,
      );
    }
    if (!verdict.speak) {
      if (best.candidate.deferrable) await this.defer(owner, best.candidate, now);
      await this.deps.onDeclined?.(owner, best.candidate, now).catch((err: unknown) => logger.warn({ err }, "decline hook failed"));
      return finish({ guard: null, verdict, outcome: "declined", pushId: null, candidateId: best.candidate.id }, null, null);
    }

    const persona = (await owner.memory.blocks()).persona;
    const reason = verdict.source === "tool" || verdict.source === "json" || verdict.source === "fenced" ? verdict.reason : best.candidate.reason;
    const text = await writePush(this.deps.model, best.candidate, reason, persona, logger, owner.locale);

    // The owner may have written while the models worked: look at the guards again.
    s = await this.state(owner);
    const heldNow = this.hold(owner, s);
    if (heldNow.held) {
      return finish({ guard: heldNow.guard, verdict, outcome: "held", pushId: null, candidateId: best.candidate.id }, null, heldNow.retryAt);
    }
    if (candidateVeto(best.candidate, clock.now(), s.recent, s.pushes)) {
      return finish({ guard: "recheck_veto", verdict, outcome: "held", pushId: null, candidateId: best.candidate.id }, null, null);
    }

    const c = best.candidate;
    const buttons = buttonsFor(KINDS[c.kind].buttons, c, owner.locale);
    const push = await zoe.push(owner.id, buttons ? { text, buttons } : { text }, {
      kind: c.kind,
      threadId: c.threadId,
      subject: c.subject,
      reason,
      score: best.score,
      // /why shows the bar in force; the throttle question itself is exempt from it.
      threshold: c.kind === "throttle" ? thresholdFor(s.settings) : threshold,
    });
    if (!push) return finish({ guard: null, verdict, outcome: "failed", pushId: null, candidateId: c.id }, null, null);
    if (c.threadId && (c.kind === "nudge" || c.kind === "decision")) await recordNudge(owner, c.threadId, clock.now());
    // The question is asked once per raise: only now that it was delivered does it count as asked.
    if (c.kind === "throttle") {
      await owner.settings.update((st) => {
        st.throttleAsked = true;
      });
    }
    await res.forgetSubject(c.subject);
    return finish({ guard: null, verdict, outcome: "pushed", pushId: push.id, candidateId: c.id }, push, null);
  }

  private async defer(owner: OwnerContext, c: Candidate, now: Date): Promise<void> {
    await reservoir(owner).defer(deferredFrom(c, now));
  }
}

/**
 * The reasoning tick's decision, as a pure function: `decide(now, state, candidates)` takes what
 * the tick gathered (the owner's settings, pushes, recent turns, deferred thoughts, and the fresh
 * candidates) and returns a plan: the self-throttle change to store, the deferred thoughts that no
 * longer apply, the thoughts to defer, the decision-log line, and then either the reminders the
 * owner asked for that are due (sent now, each its own message), the end of the tick (silent,
 * held, deferred) or the one candidate to put to the decision model. `recheck` is the same guards
 * again, right before sending. The executor (tick/tick.ts) reads state, asks the models, and
 * carries the plan out.
 * What ZOE says unprompted passes every clock (seed 000: three minutes after it spoke, five after
 * the owner wrote), quiet hours, a pause, the bar and the decision model. A reminder the owner asked
 * for at a minute is a promise (tick/kinds.ts `promise`): nothing holds it, it comes at its minute.
 * Must never: read the clock, the disk or a model; let a held or vetoed candidate through; hold a
 * due reminder; order equal candidates by anything a replay could see
 * change (tick/score.ts breaks ties).
 * Cost: linear in threads + candidates + pushes + recent turns (a tick at 10,000 threads decides in
 * a few milliseconds): every timestamp is parsed once, no candidate scans the push log.
 */
import { t } from "../lang/index.ts";
import type { Locale } from "../lang/index.ts";
import type { Turn } from "../memory/index.ts";
import type { Candidate } from "./candidates.ts";
import type { Decision } from "./decision-log.ts";
import { globalHold, MIN_SINCE_LAST_PUSH_MS, vetoIndex, type CandidateVeto, type GlobalHold } from "./guards.ts";
import { isPromise } from "./kinds.ts";
import type { Push } from "./pushes.ts";
import { candidateFrom, staleReason, type Deferred, type StalenessContext } from "./reservoir.ts";
import { rank, type Scored } from "./score.ts";
import { thresholdFor, type OwnerSettings } from "../settings/index.ts";
import { throttleStep } from "./throttle.ts";

/** What the tick read about one owner before deciding. */
export interface TickState {
  settings: OwnerSettings;
  /** Ids of the live threads (a deferred thought about a closed one is stale). */
  liveThreadIds: { has(id: string): boolean };
  pushes: Push[];
  recent: Turn[];
  /** When the owner last wrote, or null. */
  lastOwnerAt: Date | null;
  /** A reply to the owner is being written right now. */
  ownerBusy: boolean;
  /** Thoughts deferred by earlier ticks, waiting for a tick or the brief. */
  deferred: Deferred[];
  timeZone: string;
  locale: Locale;
}

/** A ranked candidate with the bar it is measured against and any veto. */
export type Weighed = Scored & { threshold: number; veto: CandidateVeto };

/** The decision-log line of a tick, before its end is known. */
export type DecisionBase = Omit<Decision, "guard" | "verdict" | "outcome" | "pushId" | "candidateId">;

/** How a tick ends without asking the decision model. */
export interface TickEnd {
  guard: string | null;
  outcome: "silent" | "held" | "deferred";
  candidateId: string | null;
  /** Look again at this instant (a guard held a push back), or null. */
  retryAt: Date | null;
}

export interface TickPlan {
  /** The settings the tick decided with (the throttle step applied). */
  settings: OwnerSettings;
  /** The self-throttle's new state to store, or null when it did not change. */
  throttle: { throttleRaise: number; throttleAsked: boolean; raised: boolean; unanswered: number } | null;
  /** Deferred thoughts that no longer apply, to drop. */
  stale: Deferred[];
  /** Thoughts to defer now (they wait for a later tick or the brief), in order. */
  defer: Candidate[];
  /** Every candidate weighed, best first. */
  ranked: Weighed[];
  log: DecisionBase;
  /** The tick ends here, or null when `best` goes to the decision model. */
  end: TickEnd | null;
  /** The candidate to put to the decision model (set when `end` and `promises` are null). */
  best: Weighed | null;
  /**
   * Reminders the owner asked for that are due: sent now, each its own message, instead of
   * anything ZOE would say unprompted this tick; `lookAgainAt` is when that waiting thought is
   * looked at again (after the cool-down the reminders start), or null. Null when none are due or
   * quiet hours hold them (then `end` says so).
   */
  promises: { send: Candidate[]; lookAgainAt: Date | null } | null;
  /** The bar in force for the decision model and /why (the best candidate's). */
  threshold: number;
}

const latest = (pushes: Push[], pred: (p: Push) => boolean = () => true): Date | null => {
  let best: number | null = null;
  for (const p of pushes) if (pred(p)) best = Math.max(best ?? 0, Date.parse(p.at));
  return best === null ? null : new Date(best);
};

/** When ZOE last spoke first, and last sent a check-in (the ladder's gather reads the latter). */
export const lastPushAt = (pushes: Push[]) => latest(pushes);
export const lastCheckinAt = (pushes: Push[]) => latest(pushes, (p) => p.kind === "checkin");

/** The global guards for a tick at `now` over this state. */
export function holdFor(now: Date, state: Pick<TickState, "settings" | "pushes" | "lastOwnerAt" | "ownerBusy" | "timeZone">): GlobalHold {
  return globalHold({
    now,
    timeZone: state.timeZone,
    settings: state.settings,
    lastPushAt: lastPushAt(state.pushes),
    lastOwnerAt: state.lastOwnerAt,
    ownerBusy: state.ownerBusy,
  });
}

/** The tick's decision: a plan for the executor (pure; see the module comment). */
export function decide(
  now: Date,
  state: TickState,
  candidates: Candidate[],
  meta: { slot: Date; trigger: Decision["trigger"] },
): TickPlan {
  // Self-throttle bookkeeping first: it may itself be the single best thing to say.
  const s0 = state.settings;
  const step = throttleStep(
    { throttleRaise: s0.throttleRaise, asked: s0.throttleAsked },
    state.pushes,
    now,
    s0.throttleRaisedAt ? new Date(s0.throttleRaisedAt) : null,
  );
  let settings = s0;
  let throttle: TickPlan["throttle"] = null;
  if (step.next.throttleRaise !== s0.throttleRaise || step.next.asked !== s0.throttleAsked) {
    const raised = step.next.throttleRaise > s0.throttleRaise;
    settings = {
      ...s0,
      throttleRaise: step.next.throttleRaise,
      throttleAsked: step.next.asked,
      ...(raised ? { throttleRaisedAt: now.toISOString() } : {}),
    };
    throttle = { throttleRaise: step.next.throttleRaise, throttleAsked: step.next.asked, raised, unanswered: step.unanswered };
  }

  // Thoughts deferred earlier are weighed again until a brief delivers them; stale ones go.
  const staleness: StalenessContext = { now, lastOwnerAt: state.lastOwnerAt, liveThreadIds: state.liveThreadIds };
  const stale: Deferred[] = [];
  const kept: Deferred[] = [];
  for (const d of state.deferred) (staleReason(d, staleness) !== null ? stale : kept).push(d);
  const freshIds = new Set(candidates.map((c) => c.id));
  const freshSubjects = new Set(candidates.map((c) => c.subject));
  const all: Candidate[] = [...candidates, ...kept.filter((d) => !freshIds.has(d.candidateId) && !freshSubjects.has(d.subject)).map(candidateFrom)];
  if (step.ask) {
    all.push({
      id: `throttle:${now.toISOString()}`,
      kind: "throttle",
      subject: "throttle",
      threadId: null,
      about: "dial back?",
      reason: t(state.locale, "reason.throttle", { n: step.unanswered }),
      facts: {},
      deferrable: false,
    });
  }

  // Each candidate is measured against the threshold for its own thread ("fewer nudges on X").
  // The throttle question is exempt: it is about the bar itself; so is a promise, which no bar or
  // veto holds (it is weighed with the rest only so the decision log lists it).
  const thresholdOf = (c: Candidate) => (c.kind === "throttle" || isPromise(c) ? 0 : thresholdFor(settings, c.threadId));
  const veto = vetoIndex(now, state.recent, state.pushes);
  // Written out, not `{ ...r, threshold, veto }`: Node 20 builds a spread with added keys slowly.
  const ranked: Weighed[] = rank(all).map((r) => ({
    candidate: r.candidate,
    score: r.score,
    threshold: thresholdOf(r.candidate),
    veto: isPromise(r.candidate) ? null : veto(r.candidate),
  }));
  const promised = ranked.filter((r) => isPromise(r.candidate)).map((r) => r.candidate);
  const eligible = ranked.filter((r) => r.veto === null && !isPromise(r.candidate));
  // A goal update never crowds out a due follow-up: while one is eligible, goals wait (on the goal).
  const followUp = eligible.some((r) => r.candidate.kind === "nudge" || r.candidate.kind === "decision");
  const contenders = followUp ? eligible.filter((r) => r.candidate.kind !== "goal") : eligible;
  const best = contenders.find((r) => r.score >= r.threshold) ?? contenders[0] ?? null;
  const threshold = best ? best.threshold : thresholdFor(settings);
  const log: DecisionBase = {
    at: now.toISOString(),
    slot: meta.slot.toISOString(),
    trigger: meta.trigger,
    mode: settings.mode,
    candidates: ranked.map((r) => ({ id: r.candidate.id, kind: r.candidate.kind, score: r.score, threshold: r.threshold, veto: r.veto })),
    threshold: settings.mode === "quiet" ? null : threshold,
  };
  const plan = (end: TickEnd | null, defer: Candidate[] = []): TickPlan => ({ settings, throttle, stale, defer, ranked, log, end, best, threshold, promises: null });
  const unprompted = decideUnprompted(now, state, settings, ranked, eligible, best, plan);
  return promised.length ? keepPromises(now, unprompted, promised) : unprompted;
}

/** What ZOE would say unprompted this tick, if anything: the best eligible candidate past the bar and the guards. */
function decideUnprompted(
  now: Date,
  state: TickState,
  settings: OwnerSettings,
  ranked: Weighed[],
  eligible: Weighed[],
  best: Weighed | null,
  plan: (end: TickEnd | null, defer?: Candidate[]) => TickPlan,
): TickPlan {
  // Nothing eligible: when candidates were all vetoed, the top one's veto explains the silence.
  if (!best) return plan({ guard: ranked.find((r) => r.veto !== null)?.veto ?? null, outcome: "silent", candidateId: null, retryAt: null });

  // A non-urgent thought that does not clear its bar waits for the next brief at the latest.
  const defer = eligible.filter((r) => r.candidate.deferrable && r.score < r.threshold).map((r) => r.candidate);
  const clears = best.score >= best.threshold;
  const held = holdFor(now, { ...state, settings });
  if (held.held && (clears || held.guard === "mode_quiet")) {
    // A held non-urgent thought waits for the brief; a held due follow-up comes back at retryAt.
    if (best.candidate.deferrable) defer.push(best.candidate);
    return plan({ guard: held.guard, outcome: "held", candidateId: best.candidate.id, retryAt: held.retryAt }, defer);
  }
  if (!clears) {
    return plan({ guard: "threshold", outcome: best.candidate.deferrable ? "deferred" : "silent", candidateId: best.candidate.id, retryAt: null }, defer);
  }
  return plan(null, defer);
}

/**
 * Due reminders the owner asked for, over the plan for what ZOE would say unprompted: they are sent
 * now, whatever the hour (issue #35: a reminder asked for at a minute is no unsolicited push, so
 * neither quiet hours nor a pause hold it), and the unprompted thought, if one was going out or
 * held, is looked at again once the cool-down after them is over. Thoughts it deferred stay deferred.
 */
function keepPromises(now: Date, unprompted: TickPlan, promised: Candidate[]): TickPlan {
  const coolDownOver = now.getTime() + MIN_SINCE_LAST_PUSH_MS;
  const waiting = unprompted.end ? unprompted.end.retryAt : now; // a thought about to go out waits too
  const lookAgainAt = waiting === null ? null : new Date(Math.max(waiting.getTime(), coolDownOver));
  return { ...unprompted, best: null, end: null, promises: { send: promised, lookAgainAt } };
}

/**
 * The guards again right before sending (the owner may have written while the models worked),
 * over freshly read state: the guard that now holds the push and when to look again, or null.
 */
export function recheck(now: Date, state: Pick<TickState, "settings" | "pushes" | "recent" | "lastOwnerAt" | "ownerBusy" | "timeZone">, c: Candidate): { guard: string; retryAt: Date | null } | null {
  const held = holdFor(now, state);
  if (held.held) return { guard: held.guard, retryAt: held.retryAt };
  if (vetoIndex(now, state.recent, state.pushes)(c)) return { guard: "recheck_veto", retryAt: null };
  return null;
}

/**
 * The soft self-throttle (design Move 1, guard c): when 3 pushes in 24 hours go unanswered, the
 * threshold rises by 0.1 (bounded) and ZOE asks once "I've been chatty, want me to dial back?".
 * Answered pushes let the raise decay back to the mode's base. A push Telegram never confirmed
 * (withheld in doubt, tick/pushes.ts) is said for every other guard but is not "unanswered" here:
 * the owner may never have seen it, so its silence says nothing about ZOE being chatty. Pure.
 * Must never: raise without bound, ask the question twice for one raise, or count a push the
 * owner may not have received as one they ignored.
 */
import { DAY } from "../base/clock.ts";
import { THROTTLE_COUNTED } from "./kinds.ts";
import type { Push } from "./pushes.ts";

export const UNANSWERED_LIMIT = 3;
export const RAISE_STEP = 0.1;
export const RAISE_MAX = 0.3;
export const DECAY_STEP = 0.05;

/** Pushes that count: things ZOE chose to say, not the brief or notices the owner asked for. */
const COUNTED = THROTTLE_COUNTED; // tick/kinds.ts

export interface ThrottleState {
  throttleRaise: number;
  /** The question was delivered for the current raise. */
  asked: boolean;
}

export interface ThrottleStep {
  next: ThrottleState;
  /**
   * Ask "want me to dial back?" now: the threshold is raised, the question has not been delivered
   * yet, and the unanswered streak is still current. It stays true tick after tick until the
   * question is actually sent (a raise at night is asked in the morning); the caller sets `asked`
   * only once the push went out.
   */
  ask: boolean;
  unanswered: number;
}

/** Unanswered counted pushes of the last 24 hours that the owner is known to have received. */
export function unansweredRecent(pushes: Push[], now: Date): Push[] {
  return pushes.filter((p) => COUNTED.has(p.kind) && !p.answeredAt && !p.unconfirmed && now.getTime() - Date.parse(p.at) < DAY);
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * One step of the throttle. A raise happens when the unanswered count reaches the limit and the
 * raise for that streak has not happened yet (pushes since the last raise); answered pushes in the
 * last day decay it, one step per tick, back to the mode's base.
 */
export function throttleStep(state: ThrottleState, pushes: Push[], now: Date, lastRaiseAt: Date | null): ThrottleStep {
  const unanswered = unansweredRecent(pushes, now);
  const freshUnanswered = lastRaiseAt ? unanswered.filter((p) => Date.parse(p.at) > lastRaiseAt.getTime()) : unanswered;
  if (freshUnanswered.length >= UNANSWERED_LIMIT) {
    const raise = Math.min(RAISE_MAX, round2(state.throttleRaise + RAISE_STEP));
    return { next: { throttleRaise: raise, asked: state.asked }, ask: !state.asked, unanswered: unanswered.length };
  }
  const answered = pushes.some((p) => COUNTED.has(p.kind) && p.answeredAt && now.getTime() - Date.parse(p.answeredAt) < DAY);
  if (answered && unanswered.length < UNANSWERED_LIMIT && state.throttleRaise > 0) {
    const raise = Math.max(0, round2(state.throttleRaise - DECAY_STEP));
    const asked = raise > 0 ? state.asked : false;
    // Decay needs fewer than the limit unanswered: no question is due any more.
    return { next: { throttleRaise: raise, asked }, ask: false, unanswered: unanswered.length };
  }
  // A question held back (at night, say) is still asked while its streak is current; once the
  // unanswered pushes are a day old it would only puzzle the owner.
  const ask = state.throttleRaise > 0 && !state.asked && unanswered.length >= UNANSWERED_LIMIT;
  return { next: state, ask, unanswered: unanswered.length };
}

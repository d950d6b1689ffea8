/**
 * Hard guards under the model: clocks and rules no score or model answer can argue with. Checked
 * before the decision model and again right before sending. Pure functions of state and `now`.
 * They hold what ZOE says unprompted (seed 000); a reminder the owner asked for at a minute is a
 * promise none of them holds (tick/decide.ts `keepPromises`, issue #35).
 *
 * Global guards (hold every push this tick, with the instant to look again):
 *   - quiet mode: nothing is pushed (the brief is separate);
 *   - quiet hours: outside the owner's active hours, everything unprompted waits for the next active window;
 *   - a pause the owner asked for (/pause, "mute until monday"): the same, until it ends;
 *   - at least 3 minutes since ZOE last spoke first;
 *   - at least 5 minutes since the owner last wrote (and never while a reply is being written).
 * Candidate guards (drop one candidate, keep looking):
 *   - never about a thread the recent conversation (last 2 hours, since it became due) already covered;
 *   - never a second push about the same subject inside its cool-down.
 * Must never: let a push through at night, right after the owner wrote, or twice on one subject.
 */
import { HOUR, MINUTE } from "../base/clock.ts";
import type { Turn } from "../memory/index.ts";
import type { Push } from "./pushes.ts";
import { isActive, nextActiveStart, pausedUntil, type OwnerSettings } from "../settings/index.ts";
import type { Candidate } from "./candidates.ts";
import { CANDIDATE_KINDS, KINDS } from "./kinds.ts";

export const MIN_SINCE_LAST_PUSH_MS = 3 * MINUTE;
export const MIN_SINCE_OWNER_MS = 5 * MINUTE;
export const COVERED_WINDOW_MS = 2 * HOUR;

/** How long a subject stays off-limits after a push about it. */
export const SUBJECT_COOLDOWN_MS = Object.fromEntries(CANDIDATE_KINDS.map((k) => [k, KINDS[k].cooldownMs])) as Record<Candidate["kind"], number>;

export type GlobalHold =
  | { held: false }
  | { held: true; guard: "mode_quiet" | "quiet_hours" | "cooldown_push" | "owner_active"; retryAt: Date | null };

export interface GuardState {
  now: Date;
  timeZone: string;
  settings: OwnerSettings;
  /** When ZOE last spoke first (any push), or null. */
  lastPushAt: Date | null;
  /** When the owner last wrote, or null. */
  lastOwnerAt: Date | null;
  /** A reply to the owner is being written right now. */
  ownerBusy: boolean;
}

/** The guards that hold every push this tick. */
export function globalHold(s: GuardState): GlobalHold {
  if (s.settings.mode === "quiet") return { held: true, guard: "mode_quiet", retryAt: null };
  // A pause said in words holds as quiet hours do, until it ends (and active hours start).
  const paused = pausedUntil(s.settings, s.now);
  if (paused) return { held: true, guard: "quiet_hours", retryAt: nextActiveStart(paused, s.timeZone, s.settings.activeHours) };
  if (!isActive(s.now, s.timeZone, s.settings.activeHours)) {
    return { held: true, guard: "quiet_hours", retryAt: nextActiveStart(s.now, s.timeZone, s.settings.activeHours) };
  }
  if (s.ownerBusy) return { held: true, guard: "owner_active", retryAt: new Date(s.now.getTime() + MIN_SINCE_OWNER_MS) };
  if (s.lastOwnerAt && s.now.getTime() - s.lastOwnerAt.getTime() < MIN_SINCE_OWNER_MS) {
    return { held: true, guard: "owner_active", retryAt: new Date(s.lastOwnerAt.getTime() + MIN_SINCE_OWNER_MS) };
  }
  if (s.lastPushAt && s.now.getTime() - s.lastPushAt.getTime() < MIN_SINCE_LAST_PUSH_MS) {
    return { held: true, guard: "cooldown_push", retryAt: new Date(s.lastPushAt.getTime() + MIN_SINCE_LAST_PUSH_MS) };
  }
  return { held: false };
}

const significant = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9äöüß]+/)
    .filter((w) => w.length >= 4 && !STOP.has(w));
const STOP = new Set(["that", "this", "with", "from", "have", "will", "about", "into", "them", "then", "your", "just", "need", "today", "tomorrow"]);

/** The words of a thread's summary that count as mentioning it (computed once per thread). */
export function mentionWords(summary: string): string[] {
  return [...new Set(significant(summary))];
}

/** Whether a lower-cased text talks about a thread: its id, or at least two of its words (one if it has one). */
export function mentionsWords(lower: string, thread: { id: string; words: string[] }): boolean {
  if (lower.includes(thread.id)) return true;
  if (!thread.words.length) return false;
  let hits = 0;
  for (const w of thread.words) if (lower.includes(w) && ++hits >= 2) return true;
  return hits >= Math.min(2, thread.words.length);
}

/** Whether a text talks about a thread: its id, or at least two significant words of its summary (one if it has one). */
export function mentions(text: string, thread: { id: string; summary: string }): boolean {
  return mentionsWords(text.toLowerCase(), { id: thread.id, words: mentionWords(thread.summary) });
}

export type CandidateVeto = null | "covered" | "subject_cooldown";

/**
 * Whether one candidate must be left out this tick. "Covered" counts only the owner's and ZOE's
 * conversation (never pushes) of the last 2 hours, and only from the moment the candidate became
 * due: stating a commitment an hour before its deadline does not answer "did it happen?".
 * (For many candidates build the index once: `vetoIndex`.)
 */
export function candidateVeto(c: Candidate, now: Date, recent: Turn[], pushes: Push[]): CandidateVeto {
  return vetoIndex(now, recent, pushes)(c);
}

/**
 * The candidate guards for one tick, built once (at the first candidate): conversation of the covered window pre-read,
 * the latest push per subject (answered or not) indexed. `veto(c)` is then cheap per candidate.
 */
export function vetoIndex(now: Date, recent: Turn[], pushes: Push[]): (c: Candidate) => CandidateVeto {
  const nowMs = now.getTime();
  const windowStart = nowMs - COVERED_WINDOW_MS;
  // Built at the first candidate asked about: most ticks have none, and the pushes are parsed once.
  const build = () => {
    const talk = recent
      .filter((turn) => turn.kind !== "push")
      .map((turn) => ({ at: Date.parse(turn.at), threadId: turn.threadId, lower: turn.text.toLowerCase() }))
      .filter((turn) => turn.at >= windowStart);
    const lastUnanswered = new Map<string, number>();
    const lastAny = new Map<string, number>();
    for (const p of pushes) {
      const at = Date.parse(p.at);
      if ((lastAny.get(p.subject) ?? Number.NEGATIVE_INFINITY) < at) lastAny.set(p.subject, at);
      if (!p.answeredAt && (lastUnanswered.get(p.subject) ?? Number.NEGATIVE_INFINITY) < at) lastUnanswered.set(p.subject, at);
    }
    return { talk, lastUnanswered, lastAny };
  };
  let index: ReturnType<typeof build> | null = null;
  return (c) => {
    const { talk, lastUnanswered, lastAny } = (index ??= build());
    // An answered push hands the subject back to the ladder (a snooze that ended, a new due time);
    // the cool-down is the floor under pushes the owner has not reacted to. Some kinds (a goal:
    // progress is never urgent) hold their cool-down whatever the answer.
    if (c.threadId && talk.length) {
      const since = Math.max(windowStart, c.coveredAfter?.getTime() ?? Number.NEGATIVE_INFINITY);
      const thread = { id: c.threadId, words: mentionWords(c.about) };
      if (talk.some((turn) => turn.at >= since && (turn.threadId === c.threadId || mentionsWords(turn.lower, thread)))) return "covered";
    }
    const kind = KINDS[c.kind];
    const last = (kind.cooldownEvenIfAnswered ? lastAny : lastUnanswered).get(c.subject);
    return last !== undefined && nowMs - last < kind.cooldownMs ? "subject_cooldown" : null;
  };
}


/**
 * The interrupt score: how much a candidate is worth saying now, from 0 to 1. Pure and
 * documented, so the owner (via /why) and the decision log can explain every push.
 *
 *   decision question (snoozed twice)     0.85
 *   throttle question ("dial back?")      0.90
 *   follow-up on a due commitment         0.65, + up to 0.20 as it gets overdue (full at 24 h),
 *                                         - 0.05 when it repeats an unanswered follow-up
 *   calendar: moved or cancelled          0.75;  heads-up before a meeting  0.62
 *   goal progress update                  0.62, + 0.03 with a concrete next step (a draft, a
 *                                         breakdown, a question); never ahead of a due follow-up
 *   went-quiet check-in                   0.45
 *   GitHub: red default branch after the owner's push 0.72; "is this done?" after a merge 0.70;
 *           a review (or changes) waiting 4 h or more 0.62
 *
 * With the base thresholds (balanced 0.60, proactive 0.40, quiet: nothing) a due follow-up clears
 * a balanced threshold, a check-in clears only a proactive one.
 * Must never: read the clock or any state beyond the candidate.
 */
import type { Candidate } from "./candidates.ts";
import { KINDS } from "./kinds.ts";

export function scoreCandidate(c: Candidate): number {
  // Each kind's formula is its entry in the kinds table (tick/kinds.ts).
  const s = KINDS[c.kind].score(c);
  return Math.round(Math.min(1, Math.max(0, s)) * 1000) / 1000;
}

export interface Scored {
  candidate: Candidate;
  score: number;
}

const NONE = { dueAt: Number.POSITIVE_INFINITY, createdAt: Number.POSITIVE_INFINITY };

/**
 * Equal scores: by kind (decisions before nudges), then the earlier due first, then the older
 * thread, then what it is about (two threads opened by one message are as old as each other),
 * then the id, which only separates candidates about the same words; never by a random thread id
 * first, so a replay of the same scenario picks the same candidate every run. Strings compare by
 * code point, not `localeCompare`: the order must not depend on the machine's locale (and ICU
 * collation is slow at thousands of candidates).
 */
function tieBreak(a: Candidate, b: Candidate): number {
  const x = a.order ?? NONE;
  const y = b.order ?? NONE;
  return cmp(a.kind, b.kind) || cmp(x.dueAt, y.dueAt) || cmp(x.createdAt, y.createdAt) || cmp(a.about, b.about) || cmp(a.id, b.id);
}

const cmp = <T extends number | string>(a: T, b: T) => (a === b ? 0 : a < b ? -1 : 1);

/** Candidates with scores, best first (ties: see tieBreak). */
export function rank(candidates: Candidate[]): Scored[] {
  return candidates
    .map((candidate) => ({ candidate, score: scoreCandidate(candidate) }))
    .sort((a, b) => b.score - a.score || tieBreak(a.candidate, b.candidate));
}

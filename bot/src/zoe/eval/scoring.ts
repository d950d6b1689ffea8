/**
 * Scoring a replay: which pushes hit an `expect` window, which repeat or over-trigger, which fall
 * inside a `forbid` window, and whether the scenario is perfect. Pure: a function of the windows
 * and what was said.
 *   - each push is assigned to a matching `expect` window (channel push) that contains it; a window
 *     with no push is a miss, with one or more a hit, and every push beyond the first a repeat;
 *   - a push inside no matching window is an over-trigger, and so is every repeat;
 *   - a push inside a matching `forbid` window is a violation;
 *   - a brief expectation is hit when some morning brief inside the window mentions `about`;
 *   - an owner event skipped because it answers a push the policy never sent is a miss of the
 *     policy: counted in `skipped`, apart from the expectations;
 *   - perfect: every expectation hit, no over-trigger, no violation, no skipped event.
 * Must never: read the clock, the disk or anything beyond its arguments.
 */

/** Something ZOE said, as scoring sees it. */
export interface SaidMessage {
  /** Epoch milliseconds. */
  at: number;
  kind: string;
  text: string;
  /** The summary of the thread it is linked to, if any. */
  summary: string | null;
}

/** What an `expect` or `forbid` item matches on. */
export interface Match {
  about?: string;
  kind?: string;
}

/** A window, instants inclusive. */
export interface Window extends Match {
  from: number;
  to: number;
}

/** An expect window with its channel. */
export interface ExpectWindow extends Window {
  channel: "push" | "brief";
}

/** A message is about X when X occurs, case-insensitively, in its thread's summary or its text. */
export function isAbout(m: Pick<SaidMessage, "text" | "summary">, about: string): boolean {
  const x = about.toLowerCase();
  return (m.summary ?? "").toLowerCase().includes(x) || m.text.toLowerCase().includes(x);
}

/** Whether a message matches an item by `about`, `kind`, or both (an empty item matches any). */
export function matches(m: SaidMessage, item: Match): boolean {
  if (item.kind !== undefined && m.kind !== item.kind) return false;
  if (item.about !== undefined && !isAbout(m, item.about)) return false;
  return true;
}

const inside = (w: Window, at: number) => at >= w.from && at <= w.to;

/** What one push counted as. */
export interface PushVerdict {
  at: number;
  kind: string;
  text: string;
  summary: string | null;
  /** hit: the first push of its window; repeat: a later one; over-trigger: in no matching window. */
  label: "hit" | "repeat" | "over-trigger";
  /** The expect window it was assigned to, by index in the scenario's `expect`. */
  expectIndex: number | null;
  /** The forbid windows it falls in, by index. */
  violates: number[];
}

/** The outcome of one expectation. */
export interface ExpectationResult {
  index: number;
  channel: "push" | "brief";
  hit: boolean;
  /** Pushes (or briefs) assigned to it. */
  count: number;
}

/** One scenario's score. */
export interface ScenarioScore {
  expectations: ExpectationResult[];
  verdicts: PushVerdict[];
  expected: number;
  hits: number;
  misses: number;
  repeats: number;
  pushes: number;
  /** Pushes in no matching window, plus repeats. */
  overTriggers: number;
  /** Pushes inside a forbid window (a push inside two counts once). */
  violations: number;
  /** Owner events skipped: a press or reply about a push the policy never sent. */
  skipped: number;
  perfect: boolean;
}

/** Score what was said against the windows. `pushes` are the scored pushes (not briefs). */
export function scoreRun(input: { expect: ExpectWindow[]; forbid: Window[]; pushes: SaidMessage[]; briefs: SaidMessage[]; skipped?: number }): ScenarioScore {
  const skipped = input.skipped ?? 0;
  const counts = input.expect.map(() => 0);
  const pushes = [...input.pushes].sort((a, b) => a.at - b.at);
  const verdicts: PushVerdict[] = pushes.map((p) => {
    const open = input.expect
      .map((w, index) => ({ w, index }))
      .filter(({ w }) => w.channel === "push" && inside(w, p.at) && matches(p, w));
    // Earliest deadline first among the windows still empty: the assignment that leaves the
    // fewest misses when windows overlap.
    const byDeadline = (a: { w: Window; index: number }, b: { w: Window; index: number }) => a.w.to - b.w.to || a.index - b.index;
    const empty = open.filter(({ index }) => counts[index] === 0).sort(byDeadline);
    const chosen = empty[0] ?? [...open].sort(byDeadline)[0];
    const violates = input.forbid.flatMap((w, i) => (inside(w, p.at) && matches(p, w) ? [i] : []));
    const base = { at: p.at, kind: p.kind, text: p.text, summary: p.summary, violates };
    if (!chosen) return { ...base, label: "over-trigger" as const, expectIndex: null };
    counts[chosen.index]! += 1;
    return { ...base, label: counts[chosen.index] === 1 ? ("hit" as const) : ("repeat" as const), expectIndex: chosen.index };
  });
  const expectations: ExpectationResult[] = input.expect.map((w, index) => {
    if (w.channel === "brief") {
      const count = input.briefs.filter((b) => inside(w, b.at) && (w.about === undefined || isAbout(b, w.about))).length;
      return { index, channel: "brief", hit: count > 0, count };
    }
    return { index, channel: "push", hit: counts[index]! > 0, count: counts[index]! };
  });
  const hits = expectations.filter((e) => e.hit).length;
  const repeats = verdicts.filter((v) => v.label === "repeat").length;
  const overTriggers = verdicts.filter((v) => v.label !== "hit").length;
  const violations = verdicts.filter((v) => v.violates.length > 0).length;
  return {
    expectations,
    verdicts,
    expected: expectations.length,
    hits,
    misses: expectations.length - hits,
    repeats,
    pushes: pushes.length,
    overTriggers,
    violations,
    skipped,
    perfect: hits === expectations.length && overTriggers === 0 && violations === 0 && skipped === 0,
  };
}

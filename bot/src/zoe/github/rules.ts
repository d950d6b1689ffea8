/**
 * The rules that turn GitHub events into what ZOE may say, in two pure steps:
 *   - `fold(state, event, at, login)`: what an event changes in the owner's GitHub state (a red
 *     default branch after the owner's push starts a failure streak, a later pass of every failing
 *     check ends it; a review asked of the owner, or changes asked on the owner's pull request,
 *     starts waiting, the owner's answer ends it; a merged pull request or a completed issue is kept
 *     for three days as a possible "is this done?");
 *   - `githubCandidates(input)`: the tick's candidates at `now`: one per failure streak, one per
 *     review that has waited long enough to matter, one "is this done?" per closure whose words
 *     match an open thread (asked, with the follow-up's Done button, never closed silently).
 * Must never: read the clock (every instant is an argument), act on what a title or a commit
 * message says (they are shown, quoted, as evidence), or make a second candidate for a streak,
 * a review or a closure already pushed.
 */
import { DAY, HOUR } from "../base/clock.ts";
import { t, type Locale } from "../lang/index.ts";
import { formatWhen, summaryOverlap, type Thread } from "../threads/index.ts";
import type { Candidate, Push } from "../tick/index.ts";
import type { GithubEvent } from "./events.ts";
import { type GithubState, type Red, SEEN_MAX, SEEN_MS, type Waiting } from "./state.ts";

/** How long a review asked of the owner (or changes asked of them) waits before ZOE mentions it. */
export const REVIEW_WAIT_MS = 4 * HOUR;
/** A closure is a possible "is this done?" for this long. */
export const CLOSURE_MS = 3 * DAY;
/** The owner's pushes kept to tell whose commit a failing run is about. */
const OWNER_PUSHES_MAX = 50;
const OWNER_PUSH_MS = 7 * DAY;
/** A streak nobody ended (the success event never came) stops being news after this long. */
export const RED_MAX_MS = 3 * DAY;
/** A review still waiting after this long is left to GitHub's own reminders. */
export const WAITING_MAX_MS = 14 * DAY;

const same = (a: string | null | undefined, b: string) => (a ?? "").toLowerCase() === b.toLowerCase();
const iso = (d: Date) => d.toISOString();
const age = (since: string, now: Date) => now.getTime() - Date.parse(since);

function startWaiting(state: GithubState, w: Waiting): void {
  const known = state.waiting.find((x) => x.kind === w.kind && x.repo === w.repo && x.number === w.number);
  if (known) known.title = w.title; // waiting since the first ask: a repeated request does not reset the clock
  else state.waiting.push(w);
}

function stopWaiting(state: GithubState, kind: Waiting["kind"] | null, repo: string, number: number): void {
  state.waiting = state.waiting.filter((x) => !(x.repo === repo && x.number === number && (kind === null || x.kind === kind)));
}

/** Fold one event into the owner's GitHub state (mutates `state`). `login`: the owner's GitHub login. */
export function fold(state: GithubState, e: GithubEvent, at: Date, login: string): void {
  switch (e.type) {
    case "push": {
      if (!same(e.pusher, login) || !e.branch || e.branch !== e.defaultBranch) return;
      state.ownerPushes.push({ repo: e.repo, sha: e.sha, at: iso(at) });
      return;
    }
    case "ci": {
      if (!e.branch || !e.defaultBranch || e.branch !== e.defaultBranch) return; // only the default branch
      const red = state.red.find((r) => r.repo === e.repo && r.branch === e.branch);
      if (e.outcome === "failure") {
        if (red) {
          if (!red.failing.includes(e.check)) red.failing.push(e.check);
          if (!red.commit && red.sha === e.sha) red.commit = e.commit; // a check run names no commit; its workflow does
          return;
        }
        const owners = same(e.actor, login) || state.ownerPushes.some((p) => p.repo === e.repo && p.sha === e.sha);
        if (!owners) return; // someone else's commit: theirs to fix
        state.red.push({ repo: e.repo, branch: e.branch, since: iso(at), sha: e.sha, failing: [e.check], commit: e.commit });
        return;
      }
      if (!red) return;
      red.failing = red.failing.filter((c) => c !== e.check);
      if (!red.failing.length) state.red = state.red.filter((r) => r !== red);
      return;
    }
    case "pr": {
      if (e.action === "review_requested") {
        if (same(e.reviewer, login)) startWaiting(state, { kind: "review_requested", repo: e.repo, number: e.number, title: e.title, since: iso(at) });
      } else if (e.action === "review_request_removed") {
        if (same(e.reviewer, login)) stopWaiting(state, "review_requested", e.repo, e.number);
      } else if (e.action === "synchronize") {
        if (same(e.actor, login)) stopWaiting(state, "changes_requested", e.repo, e.number); // the owner answered with commits
      } else if (e.action === "closed") {
        stopWaiting(state, null, e.repo, e.number);
        if (e.merged) state.closures.push({ kind: "merged", repo: e.repo, number: e.number, title: e.title, at: iso(at) });
      } else {
        state.closures = state.closures.filter((c) => !(c.repo === e.repo && c.number === e.number));
      }
      return;
    }
    case "review": {
      if (same(e.reviewer, login)) return stopWaiting(state, "review_requested", e.repo, e.number);
      if (!same(e.author, login)) return;
      if (e.state === "changes_requested") startWaiting(state, { kind: "changes_requested", repo: e.repo, number: e.number, title: e.title, since: iso(at) });
      else if (e.state === "approved") stopWaiting(state, "changes_requested", e.repo, e.number);
      return;
    }
    case "issue": {
      state.closures = state.closures.filter((c) => !(c.kind === "closed" && c.repo === e.repo && c.number === e.number));
      if (e.action === "closed" && e.completed) state.closures.push({ kind: "closed", repo: e.repo, number: e.number, title: e.title, at: iso(at) });
      return;
    }
  }
}

/** Drop what no longer matters at `now` (old delivery ids, pushes, streaks, waits, closures). Mutates `state`. */
export function prune(state: GithubState, now: Date): void {
  state.seen = state.seen.filter((s) => age(s.at, now) <= SEEN_MS).slice(-SEEN_MAX);
  state.ownerPushes = state.ownerPushes.filter((p) => age(p.at, now) <= OWNER_PUSH_MS).slice(-OWNER_PUSHES_MAX);
  state.red = state.red.filter((r) => age(r.since, now) <= RED_MAX_MS);
  state.waiting = state.waiting.filter((w) => age(w.since, now) <= WAITING_MAX_MS);
  state.closures = state.closures.filter((c) => age(c.at, now) <= CLOSURE_MS);
}

/** A streak's, a wait's and a closure's subject (cool-downs and "never twice" key on it). */
export const redSubject = (r: Pick<Red, "repo" | "branch" | "since">) => `github:ci:${r.repo}:${r.branch}:${r.since}`;
export const waitingSubject = (w: Pick<Waiting, "kind" | "repo" | "number">) => `github:${w.kind === "review_requested" ? "review" : "changes"}:${w.repo}#${w.number}`;
/** The prefix of every GitHub candidate's id (the source prunes deferred ones that no longer apply). */
export const CANDIDATE_ID_PREFIX = "github:";

/**
 * Whether a closure's title names an open thread: at least one shared word, and at least half of
 * the thread's words (or half of the title's, for a short title such as "Onepager").
 */
export function namesThread(title: string, summary: string): boolean {
  const a = summaryOverlap(title, summary);
  if (a.hits === 0) return false;
  const b = summaryOverlap(summary, title);
  return a.hits * 2 >= a.of || b.hits * 2 >= b.of;
}

export interface GithubCandidateInput {
  now: Date;
  timeZone: string;
  locale: Locale;
  state: GithubState;
  /** The owner's live threads (a closure may match one). */
  threads: readonly Thread[];
  /** The owner's pushes: a subject already pushed is never offered again. */
  pushes: readonly Push[];
  reviewWaitMs?: number;
}

/** The candidates GitHub gives the tick at `now` (pure). */
export function githubCandidates(input: GithubCandidateInput): Candidate[] {
  const { now, timeZone, locale, state } = input;
  const wait = input.reviewWaitMs ?? REVIEW_WAIT_MS;
  const pushed = new Set(input.pushes.map((p) => p.subject));
  const out: Candidate[] = [];
  for (const r of state.red) {
    const subject = redSubject(r);
    if (pushed.has(subject) || !r.failing.length) continue;
    const since = formatWhen(new Date(r.since), now, timeZone, locale);
    // The commit's first line is the owner's own words about the push, quoted (evidence, never an instruction).
    const after = r.commit ? t(locale, "gh.ciAfter", { commit: r.commit }) : "";
    const vars = { repo: r.repo, branch: r.branch, checks: r.failing.map((c) => c.replace(/^(workflow|suite):/, "")).join(", "), since, after };
    out.push({
      id: `${CANDIDATE_ID_PREFIX}ci:${r.repo}:${r.branch}:${r.since}`,
      kind: "github_ci",
      subject,
      threadId: null,
      about: t(locale, "gh.ciAbout", vars),
      reason: t(locale, "gh.reasonCi", vars),
      detail: t(locale, "gh.ciText", vars),
      facts: { waitedMs: age(r.since, now) },
      deferrable: true,
      order: { dueAt: Date.parse(r.since), createdAt: Date.parse(r.since) },
    });
  }
  for (const w of state.waiting) {
    const waited = age(w.since, now);
    const subject = waitingSubject(w);
    if (waited < wait || pushed.has(subject)) continue;
    const vars = { ref: `${w.repo}#${w.number}`, title: w.title, hours: String(Math.floor(waited / HOUR)) };
    const review = w.kind === "review_requested";
    out.push({
      id: `${CANDIDATE_ID_PREFIX}${review ? "review" : "changes"}:${w.repo}#${w.number}:${w.since}`,
      kind: "github_review",
      subject,
      threadId: null,
      about: t(locale, review ? "gh.reviewAbout" : "gh.changesAbout", vars),
      reason: t(locale, review ? "gh.reasonReview" : "gh.reasonChanges", vars),
      detail: t(locale, review ? "gh.reviewText" : "gh.changesText", vars),
      facts: { waitedMs: waited },
      deferrable: true,
      order: { dueAt: Date.parse(w.since), createdAt: Date.parse(w.since) },
    });
  }
  for (const c of state.closures) {
    for (const th of input.threads) {
      if (!namesThread(c.title, th.summary)) continue;
      // Asked once: a "done?" about this thread after the closure (or any answer since) settles it.
      if (input.pushes.some((p) => p.kind === "github_done" && p.threadId === th.id && Date.parse(p.at) >= Date.parse(c.at))) continue;
      const vars = { ref: `${c.repo}#${c.number}`, title: c.title, summary: th.summary };
      out.push({
        id: `${CANDIDATE_ID_PREFIX}done:${c.repo}#${c.number}:${th.id}`,
        kind: "github_done",
        subject: `thread:${th.id}`,
        threadId: th.id,
        about: th.summary,
        reason: t(locale, "gh.reasonDone", vars),
        detail: t(locale, c.kind === "merged" ? "gh.doneMerged" : "gh.doneClosed", vars),
        facts: {},
        deferrable: true,
        coveredAfter: new Date(c.at),
        expiresAt: new Date(Date.parse(c.at) + CLOSURE_MS),
        order: { dueAt: Date.parse(th.due_at ?? c.at), createdAt: Date.parse(th.created_at) },
      });
    }
  }
  return out;
}

/**
 * What ZOE reads of GitHub's webhook payloads (check_run, check_suite, workflow_run, push,
 * pull_request, pull_request_review, issues), validated with zod, and the one small event each
 * becomes: what the rules need and nothing else (no bodies, no diffs, no comments).
 * Pure: a payload in, an event (or null: nothing ZOE acts on) out.
 * Must never: keep more of a payload than the rules read, keep control characters of a title or
 * a commit message (they reach the owner's chat and, as evidence, the model), or throw on a
 * payload it does not read (null instead).
 */
import { z } from "zod";

/** The event names ZOE reads (the X-GitHub-Event header); any other is acknowledged and dropped. */
export const READ_EVENTS = ["check_run", "check_suite", "workflow_run", "push", "pull_request", "pull_request_review", "issues"] as const;
export type ReadEvent = (typeof READ_EVENTS)[number];

const TEXT_MAX = 200;
/** A title or a commit's first line as the owner may read it: one line, no control characters, bounded. */
export function cleanText(s: string | null | undefined): string {
  const line = (s ?? "").split(/\r?\n/)[0] ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = line.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, " ").replace(/\s+/g, " ").trim();
  return clean.length <= TEXT_MAX ? clean : `${clean.slice(0, TEXT_MAX - 1).trimEnd()}…`;
}

const User = z.object({ login: z.string() });
const Repo = z.object({ full_name: z.string(), default_branch: z.string().nullish() });
const Sha = z.string().regex(/^[0-9a-f]{7,64}$/i);

export const CheckRunPayload = z.object({
  action: z.string(),
  check_run: z.object({
    name: z.string(),
    head_sha: Sha,
    status: z.string().nullish(),
    conclusion: z.string().nullish(),
    html_url: z.string().nullish(),
    check_suite: z.object({ head_branch: z.string().nullish() }).nullish(),
  }),
  repository: Repo,
  sender: User.nullish(),
});
export const CheckSuitePayload = z.object({
  action: z.string(),
  check_suite: z.object({
    head_branch: z.string().nullish(),
    head_sha: Sha,
    status: z.string().nullish(),
    conclusion: z.string().nullish(),
    app: z.object({ slug: z.string().nullish() }).nullish(),
    head_commit: z.object({ message: z.string().nullish() }).nullish(),
  }),
  repository: Repo,
  sender: User.nullish(),
});
export const WorkflowRunPayload = z.object({
  action: z.string(),
  workflow_run: z.object({
    name: z.string().nullish(),
    head_branch: z.string().nullish(),
    head_sha: Sha,
    status: z.string().nullish(),
    conclusion: z.string().nullish(),
    html_url: z.string().nullish(),
    actor: User.nullish(),
    triggering_actor: User.nullish(),
    head_commit: z.object({ message: z.string().nullish() }).nullish(),
  }),
  repository: Repo,
  sender: User.nullish(),
});
export const PushPayload = z.object({
  ref: z.string(),
  after: Sha,
  deleted: z.boolean().nullish(),
  pusher: z.object({ name: z.string().nullish() }).nullish(),
  sender: User.nullish(),
  head_commit: z.object({ message: z.string().nullish() }).nullish(),
  repository: Repo,
});
const PullRequest = z.object({
  number: z.number().int(),
  title: z.string(),
  html_url: z.string().nullish(),
  user: User.nullish(),
  merged: z.boolean().nullish(),
});
export const PullRequestPayload = z.object({
  action: z.string(),
  number: z.number().int().nullish(),
  pull_request: PullRequest,
  requested_reviewer: User.nullish(),
  repository: Repo,
  sender: User.nullish(),
});
export const PullRequestReviewPayload = z.object({
  action: z.string(),
  review: z.object({ state: z.string(), user: User.nullish() }),
  pull_request: PullRequest,
  repository: Repo,
  sender: User.nullish(),
});
export const IssuesPayload = z.object({
  action: z.string(),
  issue: z.object({ number: z.number().int(), title: z.string(), html_url: z.string().nullish(), state_reason: z.string().nullish() }),
  repository: Repo,
  sender: User.nullish(),
});

const Text = z.string().max(TEXT_MAX);
const Login = z.string().max(100).nullable();
/** The one small event a payload becomes (stored in the queue, so it has a schema of its own). */
export const GithubEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("ci"),
    repo: z.string(),
    branch: z.string().nullable(),
    defaultBranch: z.string().nullable(),
    sha: z.string(),
    check: Text,
    outcome: z.enum(["failure", "success"]),
    actor: Login,
    commit: Text,
  }),
  z.object({ type: z.literal("push"), repo: z.string(), branch: z.string().nullable(), defaultBranch: z.string().nullable(), sha: z.string(), pusher: Login }),
  z.object({
    type: z.literal("pr"),
    action: z.enum(["review_requested", "review_request_removed", "closed", "reopened", "synchronize"]),
    repo: z.string(),
    number: z.number().int(),
    title: Text,
    author: Login,
    reviewer: Login,
    merged: z.boolean(),
    actor: Login,
  }),
  z.object({ type: z.literal("review"), repo: z.string(), number: z.number().int(), title: Text, author: Login, reviewer: Login, state: z.enum(["approved", "changes_requested", "commented", "dismissed"]) }),
  z.object({ type: z.literal("issue"), action: z.enum(["closed", "reopened"]), repo: z.string(), number: z.number().int(), title: Text, completed: z.boolean() }),
]);
export type GithubEvent = z.infer<typeof GithubEventSchema>;

const FAILED = new Set(["failure", "timed_out", "startup_failure", "action_required"]);
/** A finished run's outcome as the rules read it; cancelled, skipped, neutral and stale say nothing. */
function outcomeOf(status: string | null | undefined, conclusion: string | null | undefined): "failure" | "success" | null {
  if (status && status !== "completed") return null;
  if (conclusion === "success") return "success";
  return conclusion && FAILED.has(conclusion) ? "failure" : null;
}

const login = (u: { login: string } | null | undefined) => u?.login ?? null;

/** The event a payload of `name` becomes, or null (not read, not parseable, nothing to act on). */
export function normalize(name: string, payload: unknown): GithubEvent | null {
  switch (name) {
    case "check_run": {
      const p = CheckRunPayload.safeParse(payload);
      if (!p.success || p.data.action !== "completed") return null;
      const r = p.data.check_run;
      const outcome = outcomeOf(r.status, r.conclusion);
      if (!outcome) return null;
      const { repository: repo } = p.data;
      return { type: "ci", repo: repo.full_name, branch: r.check_suite?.head_branch ?? null, defaultBranch: repo.default_branch ?? null, sha: r.head_sha, check: cleanText(r.name), outcome, actor: login(p.data.sender), commit: "" };
    }
    case "check_suite": {
      const p = CheckSuitePayload.safeParse(payload);
      if (!p.success || p.data.action !== "completed") return null;
      const s = p.data.check_suite;
      const outcome = outcomeOf(s.status, s.conclusion);
      if (!outcome) return null;
      const { repository: repo } = p.data;
      return { type: "ci", repo: repo.full_name, branch: s.head_branch ?? null, defaultBranch: repo.default_branch ?? null, sha: s.head_sha, check: cleanText(`suite:${s.app?.slug ?? "checks"}`), outcome, actor: login(p.data.sender), commit: cleanText(s.head_commit?.message) };
    }
    case "workflow_run": {
      const p = WorkflowRunPayload.safeParse(payload);
      if (!p.success || p.data.action !== "completed") return null;
      const w = p.data.workflow_run;
      const outcome = outcomeOf(w.status, w.conclusion);
      if (!outcome) return null;
      const { repository: repo } = p.data;
      const actor = login(w.triggering_actor) ?? login(w.actor) ?? login(p.data.sender);
      return { type: "ci", repo: repo.full_name, branch: w.head_branch ?? null, defaultBranch: repo.default_branch ?? null, sha: w.head_sha, check: cleanText(`workflow:${w.name ?? "run"}`), outcome, actor, commit: cleanText(w.head_commit?.message) };
    }
    case "push": {
      const p = PushPayload.safeParse(payload);
      if (!p.success || p.data.deleted || !p.data.ref.startsWith("refs/heads/")) return null;
      const { repository: repo } = p.data;
      return { type: "push", repo: repo.full_name, branch: p.data.ref.slice("refs/heads/".length), defaultBranch: repo.default_branch ?? null, sha: p.data.after, pusher: login(p.data.sender) ?? p.data.pusher?.name ?? null };
    }
    case "pull_request": {
      const p = PullRequestPayload.safeParse(payload);
      if (!p.success) return null;
      const action = p.data.action;
      if (action !== "review_requested" && action !== "review_request_removed" && action !== "closed" && action !== "reopened" && action !== "synchronize") return null;
      const pr = p.data.pull_request;
      return {
        type: "pr",
        action,
        repo: p.data.repository.full_name,
        number: pr.number,
        title: cleanText(pr.title),
        author: login(pr.user),
        reviewer: login(p.data.requested_reviewer),
        merged: pr.merged === true,
        actor: login(p.data.sender),
      };
    }
    case "pull_request_review": {
      const p = PullRequestReviewPayload.safeParse(payload);
      if (!p.success || p.data.action !== "submitted") return null;
      const state = p.data.review.state.toLowerCase();
      if (state !== "approved" && state !== "changes_requested" && state !== "commented" && state !== "dismissed") return null;
      const pr = p.data.pull_request;
      return { type: "review", repo: p.data.repository.full_name, number: pr.number, title: cleanText(pr.title), author: login(pr.user), reviewer: login(p.data.review.user) ?? login(p.data.sender), state };
    }
    case "issues": {
      const p = IssuesPayload.safeParse(payload);
      if (!p.success || (p.data.action !== "closed" && p.data.action !== "reopened")) return null;
      const i = p.data.issue;
      return { type: "issue", action: p.data.action, repo: p.data.repository.full_name, number: i.number, title: cleanText(i.title), completed: i.state_reason !== "not_planned" };
    }
    default:
      return null;
  }
}

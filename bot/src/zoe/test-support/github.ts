/**
 * GitHub webhook deliveries for tests and the replay harness: the payloads GitHub sends (only the
 * fields ZOE reads, plus a little of what it ignores), signed as GitHub signs them, with a fresh
 * delivery id each. The secret is the caller's, made at run time.
 * Must never: hold a secret, or send anything anywhere (a test posts what it builds).
 */
import { randomUUID } from "node:crypto";
import { signatureOf } from "../github/index.ts";

const repository = (repo: string, defaultBranch = "main") => ({ full_name: repo, name: repo.split("/")[1], default_branch: defaultBranch, private: true });
const user = (login: string) => ({ login, id: 1, type: "User" });

/** One delivery as GitHub would send it: the event name, a payload, a delivery id. */
export interface TestDelivery {
  event: string;
  payload: Record<string, unknown>;
  id: string;
}

/** A delivery of `event` with `payload` (a fresh delivery id unless given). */
export const delivery = (event: string, payload: Record<string, unknown>, id: string = randomUUID()): TestDelivery => ({ event, payload, id });

/** A push of `sha` to `branch` by `login`. */
export const pushPayload = (o: { repo: string; login: string; sha: string; branch?: string; message?: string }) => ({
  ref: `refs/heads/${o.branch ?? "main"}`,
  before: "0".repeat(40),
  after: o.sha,
  pusher: { name: o.login, email: `${o.login}@users.noreply.github.com` },
  sender: user(o.login),
  head_commit: { id: o.sha, message: o.message ?? "Update things" },
  commits: [{ id: o.sha, message: o.message ?? "Update things" }],
  repository: repository(o.repo),
});

/** A completed workflow run on `branch` with `conclusion` ("failure", "success", …). */
export const workflowRunPayload = (o: { repo: string; login: string; sha: string; conclusion: string; name?: string; branch?: string; message?: string }) => ({
  action: "completed",
  workflow_run: {
    id: 1,
    name: o.name ?? "CI",
    head_branch: o.branch ?? "main",
    head_sha: o.sha,
    status: "completed",
    conclusion: o.conclusion,
    html_url: `https://github.com/${o.repo}/actions/runs/1`,
    actor: user(o.login),
    triggering_actor: user(o.login),
    head_commit: { id: o.sha, message: o.message ?? "Update things" },
  },
  repository: repository(o.repo),
  sender: user(o.login),
});

/** A completed check run on `branch`. */
export const checkRunPayload = (o: { repo: string; sender: string; sha: string; conclusion: string; name?: string; branch?: string }) => ({
  action: "completed",
  check_run: { id: 1, name: o.name ?? "test", head_sha: o.sha, status: "completed", conclusion: o.conclusion, check_suite: { head_branch: o.branch ?? "main" } },
  repository: repository(o.repo),
  sender: user(o.sender),
});

/** A pull request event (`review_requested` of `reviewer`, `closed` with `merged`, …). */
export const pullRequestPayload = (o: { repo: string; number: number; title: string; author: string; action: string; reviewer?: string; merged?: boolean; sender?: string }) => ({
  action: o.action,
  number: o.number,
  pull_request: { number: o.number, title: o.title, html_url: `https://github.com/${o.repo}/pull/${o.number}`, user: user(o.author), merged: o.merged ?? false, state: o.action === "closed" ? "closed" : "open", body: "Body text ZOE never reads" },
  ...(o.reviewer ? { requested_reviewer: user(o.reviewer) } : {}),
  repository: repository(o.repo),
  sender: user(o.sender ?? o.author),
});

/** A submitted review by `reviewer` on `author`'s pull request. */
export const reviewPayload = (o: { repo: string; number: number; title: string; author: string; reviewer: string; state: string }) => ({
  action: "submitted",
  review: { id: 1, state: o.state, user: user(o.reviewer), body: "Review text ZOE never reads" },
  pull_request: { number: o.number, title: o.title, user: user(o.author) },
  repository: repository(o.repo),
  sender: user(o.reviewer),
});

/** An issue closed (completed) or reopened. */
export const issuePayload = (o: { repo: string; number: number; title: string; action: "closed" | "reopened"; reason?: string; sender?: string }) => ({
  action: o.action,
  issue: { number: o.number, title: o.title, html_url: `https://github.com/${o.repo}/issues/${o.number}`, state_reason: o.reason ?? "completed" },
  repository: repository(o.repo),
  sender: user(o.sender ?? "someone"),
});

/** The headers and body GitHub sends for `d`, signed with `secret` (or with `signAs`, to forge one). */
export function signed(d: TestDelivery, secret: string | null, opts: { signAs?: string } = {}): { headers: Record<string, string>; body: Buffer } {
  const body = Buffer.from(JSON.stringify(d.payload));
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "user-agent": "GitHub-Hookshot/test",
    "x-github-event": d.event,
    "x-github-delivery": d.id,
    "x-github-hook-id": "1",
  };
  const key = opts.signAs ?? secret;
  if (key !== null) headers["x-hub-signature-256"] = signatureOf(body, key);
  return { headers, body };
}

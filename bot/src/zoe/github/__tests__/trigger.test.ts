/**
 * The GitHub job inside a running scheduler: a delivery queued by the receiver wakes the job at
 * once (not at the loop's next minute), which handles the queue in one transaction and puts a red
 * main before the tick, through the gate, once.
 */
import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { silentLogger } from "../../base/log.ts";
import { buildZoe, type Built } from "../../shell/runtime.ts";
import { loadConfig } from "../../shell/config.ts";
import { CaptureChannel } from "../../test-support/capture-channel.ts";
import { delivery, pushPayload, signed, workflowRunPayload } from "../../test-support/github.ts";
import { until } from "../../test-support/until.ts";
import { githubDocument, GithubWebhook } from "../index.ts";

const OWNER = "4242";
const LOGIN = "maria-dev";
const REPO = "maria/site";
const SHA = "a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2";
let home: string;
let built: Built | null = null;

beforeEach(async () => {
  home = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-github-job-"));
});
afterEach(async () => {
  await built?.scheduler.stop();
  built = null;
  await fs.rm(home, { recursive: true, force: true });
});

it("a queued delivery wakes the GitHub job at once; a red main after the owner's push is said once", async () => {
  const secret = randomBytes(24).toString("hex");
  const clock = new ManualClock("2026-06-03T09:07:00Z"); // 11:07 in Berlin: inside active hours, between ticks
  const config = loadConfig({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", ZOE_HTTP_PORT: "8080", ZOE_GITHUB_WEBHOOK_SECRET: secret, ZOE_GITHUB_OWNER_LOGIN: LOGIN });
  built = buildZoe({ config, logger: silentLogger, clock, model: null, ownerIds: [OWNER] });
  const channel = new CaptureChannel({ clock, owner: OWNER });
  built.zoe.attach(channel);
  const { scheduler } = built;
  await scheduler.init();
  scheduler.start();
  const owner = built.zoe.owner(OWNER);
  const hook = new GithubWebhook({ secret, owner: () => owner, clock, logger: silentLogger, onQueued: (id) => void scheduler.refresh(id).then(() => scheduler.wake()) });

  expect((await hook.receive(signed(delivery("push", pushPayload({ repo: REPO, login: LOGIN, sha: SHA })), secret))).status).toBe(202);
  expect((await hook.receive(signed(delivery("workflow_run", workflowRunPayload({ repo: REPO, login: LOGIN, sha: SHA, conclusion: "failure" })), secret))).status).toBe(202);
  // Well within the loop's minute of sleep: the wake-up ran the job.
  await until(async () => (await owner.pushes.all()).some((p) => p.kind === "github_ci"), "the red main pushed", { timeoutMs: 5_000 });
  expect((await githubDocument(owner).read()).queue).toEqual([]);
  const pushes = (await owner.pushes.all()).filter((p) => p.kind === "github_ci");
  expect(pushes).toHaveLength(1);
  expect(pushes[0]!.reason).toBe("Your push to main of maria/site has been failing its checks since 11:07.");
  // Another failure of the same streak, woken the same way, adds nothing.
  expect((await hook.receive(signed(delivery("workflow_run", workflowRunPayload({ repo: REPO, login: LOGIN, sha: SHA, conclusion: "failure", name: "Deploy" })), secret))).status).toBe(202);
  await until(async () => (await githubDocument(owner).read()).queue.length === 0, "the second failure handled", { timeoutMs: 5_000 });
  expect((await owner.pushes.all()).filter((p) => p.kind === "github_ci")).toHaveLength(1);
});

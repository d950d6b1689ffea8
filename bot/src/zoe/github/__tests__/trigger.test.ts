/**
 * The GitHub job inside a running scheduler: a delivery queued by the receiver wakes the job at
 * once (not at the loop's next minute), which handles the queue in one transaction and puts a red
 * main before the tick, through the gate, once; and a process that died between sending that push
 * and recording it leaves it to the next process to finish, not to say again.
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
import { GITHUB_JOB, githubDocument, GithubWebhook } from "../index.ts";

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

it("a process killed after its red-main push went out and before it was recorded: the next one records that push and says nothing new", async () => {
  const secret = randomBytes(24).toString("hex");
  const clock = new ManualClock("2026-06-03T08:20:00Z"); // 10:20 in Berlin
  const config = loadConfig({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", ZOE_HTTP_PORT: "8080", ZOE_GITHUB_WEBHOOK_SECRET: secret, ZOE_GITHUB_OWNER_LOGIN: LOGIN });

  // The killed process, up since 10:20 (so the 10:30 tick is missed and caught up at the restart):
  // at 11:07 it handled both deliveries and its GitHub run journaled the push, which Telegram
  // confirmed, and died before the push was recorded among the owner's pushes.
  const dead = buildZoe({ config, logger: silentLogger, clock, model: null, ownerIds: [OWNER] });
  await dead.scheduler.init();
  clock.set(new Date("2026-06-03T09:07:00Z"));
  const deadOwner = dead.zoe.owner(OWNER);
  const hook = new GithubWebhook({ secret, owner: () => deadOwner, clock, logger: silentLogger, onQueued: () => undefined });
  expect((await hook.receive(signed(delivery("push", pushPayload({ repo: REPO, login: LOGIN, sha: SHA })), secret))).status).toBe(202);
  expect((await hook.receive(signed(delivery("workflow_run", workflowRunPayload({ repo: REPO, login: LOGIN, sha: SHA, conclusion: "failure" })), secret))).status).toBe(202);
  const [red] = await dead.github!.source(deadOwner, clock.now());
  const said = "CI is red on maria/site since your push (the killed process's words).";
  const key = `${GITHUB_JOB}@${clock.now().toISOString()}#0`;
  const journal = deadOwner.pushJournal.journal(key, { text: said, kind: red!.kind, threadId: null, subject: red!.subject, reason: red!.reason, score: 0.9, threshold: 0.5 }, clock.now(), undefined, []);
  await journal.sending(0, "1");
  journal.sent(0, "tg-41", true);
  await dead.scheduler.stop();

  clock.set(new Date("2026-06-03T09:07:20Z"));
  built = buildZoe({ config, logger: silentLogger, clock, model: null, ownerIds: [OWNER] });
  built.zoe.attach(new CaptureChannel({ clock, owner: OWNER }));
  await built.scheduler.init();
  const owner = built.zoe.owner(OWNER);
  await built.scheduler.runDue(); // the unfinished push first, then the caught-up tick
  const recorded = () => owner.pushes.all().then((all) => all.filter((p) => p.kind === "github_ci"));
  expect((await recorded()).map((p) => p.text)).toEqual([said]);
  expect(await owner.pushJournal.earlier(key)).toMatchObject({ recorded: true });
  // Hours on, with every pause over: the streak was said, once.
  for (const at of ["2026-06-03T10:30:00Z", "2026-06-03T13:30:00Z"]) {
    clock.set(new Date(at));
    await built.scheduler.runDue();
  }
  expect((await recorded()).map((p) => p.text)).toEqual([said]);
});

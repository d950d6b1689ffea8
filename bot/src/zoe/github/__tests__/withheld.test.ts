/**
 * A red main whose push is withheld in doubt (it may have reached the owner, and the chat cannot
 * tell) is said, for ZOE: the next GitHub run and the hourly ticks do not offer it again, and it
 * is one record among the owner's pushes, unconfirmed; when its slow sender hears back from the
 * channel after all, that record is confirmed, not doubled. Pinned clock; no process, no server.
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
import { openStorage } from "../../storage/index.ts";
import { CaptureChannel } from "../../test-support/capture-channel.ts";
import { delivery, pushPayload, signed, workflowRunPayload } from "../../test-support/github.ts";
import { GITHUB_JOB, GithubWebhook } from "../index.ts";
import type { OwnerContext } from "../../owner.ts";

const OWNER = "4242";
const LOGIN = "maria-dev";
const REPO = "maria/site";
const SHA = "a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2";
let home: string;
const running: Built[] = [];

beforeEach(async () => {
  home = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-github-withheld-"));
});
afterEach(async () => {
  for (const b of running.splice(0)) await b.scheduler.stop();
  await fs.rm(home, { recursive: true, force: true });
});

function config(secret: string) {
  return loadConfig({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", ZOE_HTTP_PORT: "8080", ZOE_GITHUB_WEBHOOK_SECRET: secret, ZOE_GITHUB_OWNER_LOGIN: LOGIN });
}

/** The owner pushes to main and its checks fail: a red main for the GitHub job. */
async function redMain(owner: OwnerContext, clock: ManualClock, secret: string, name?: string): Promise<void> {
  const hook = new GithubWebhook({ secret, owner: () => owner, clock, logger: silentLogger, onQueued: () => undefined });
  if (!name) expect((await hook.receive(signed(delivery("push", pushPayload({ repo: REPO, login: LOGIN, sha: SHA })), secret))).status).toBe(202);
  expect((await hook.receive(signed(delivery("workflow_run", workflowRunPayload({ repo: REPO, login: LOGIN, sha: SHA, conclusion: "failure", ...(name ? { name } : {}) })), secret))).status).toBe(202);
}

const redPushes = (owner: OwnerContext) => owner.pushes.all().then((all) => all.filter((p) => p.kind === "github_ci"));

it("a red main withheld in doubt counts as said: neither the next GitHub run nor the hourly ticks offer it again", async () => {
  const secret = randomBytes(24).toString("hex");
  const clock = new ManualClock("2026-06-03T09:05:00Z"); // 11:05 in Berlin
  // A process's GitHub run sent the red main at 11:07 and died before Telegram answered: in doubt.
  const dead = buildZoe({ config: config(secret), logger: silentLogger, clock, model: null, ownerIds: [OWNER] });
  await dead.scheduler.init();
  clock.set(new Date("2026-06-03T09:07:00Z"));
  const deadOwner = dead.zoe.owner(OWNER);
  await redMain(deadOwner, clock, secret);
  const [red] = await dead.github!.source(deadOwner, clock.now());
  const said = "CI is red on maria/site since your push (the dead process's words).";
  const key = `${GITHUB_JOB}@${clock.now().toISOString()}#0`;
  const journal = deadOwner.pushJournal.journal(key, { text: said, kind: red!.kind, threadId: null, subject: red!.subject, reason: red!.reason, score: 0.9, threshold: 0.5 }, clock.now(), undefined, []);
  await journal.sending(0, "3");
  await dead.scheduler.stop();

  // The next process finishes that run first, in a chat that cannot tell whether it arrived.
  clock.set(new Date("2026-06-03T09:07:20Z"));
  const next = buildZoe({ config: config(secret), logger: silentLogger, clock, model: null, ownerIds: [OWNER] });
  running.push(next);
  const chat = new CaptureChannel({ clock, owner: OWNER, journal: { search: "cannot tell" } });
  next.zoe.attach(chat);
  await next.scheduler.init();
  const owner = next.zoe.owner(OWNER);
  await next.scheduler.runDue();
  expect(chat.pushes()).toEqual([]);
  // Withheld, and on record: said at 11:07, under its journal key, without a message, unconfirmed.
  expect(await redPushes(owner)).toEqual([expect.objectContaining({ text: said, subject: red!.subject, at: "2026-06-03T09:07:00.000Z", journalKey: key, messageId: null, unconfirmed: true })]);
  expect(await owner.pushJournal.earlier(key)).toMatchObject({ withheld: true, recorded: true });
  expect(await next.github!.source(owner, clock.now())).toEqual([]);
  // Asked why, ZOE names it, and says it may not have arrived.
  await chat.start((event, convo) => next.zoe.handle(event, convo));
  const [why] = await chat.ownerSays("/why");
  expect(why?.text).toBe(`My last message (github_ci, Wed 3 Jun 11:07): ${red!.reason} Score 0.90 against my bar of 0.50. Telegram never confirmed that it reached you, so I did not send it again.`);

  // The next GitHub run (another failing check of the same push) and the hourly ticks, all day.
  clock.set(new Date("2026-06-03T09:20:00Z"));
  await redMain(owner, clock, secret, "Deploy");
  await next.scheduler.refresh(OWNER);
  await next.scheduler.runDue();
  for (const at of ["2026-06-03T09:30:00Z", "2026-06-03T10:30:00Z", "2026-06-03T13:30:00Z"]) {
    clock.set(new Date(at));
    await next.scheduler.runDue();
  }
  expect(chat.pushes().map((m) => m.text)).toEqual([]);
  expect((await redPushes(owner)).map((p) => p.text)).toEqual([said]);
});

it("the slow sender hears back after another instance withheld its red main: one record, confirmed by the message", async () => {
  const secret = randomBytes(24).toString("hex");
  const clock = new ManualClock("2026-06-03T09:07:00Z"); // 11:07 in Berlin
  // Two instances on one store, as on a shared database.
  const storage = openStorage({ kind: "memory", home: "", logger: silentLogger });
  const slow = buildZoe({ config: config(secret), logger: silentLogger, clock, model: null, ownerIds: [OWNER], storage });
  running.push(slow);
  const slowChat = new CaptureChannel({ clock, owner: OWNER, journal: { search: "absent" } });
  slow.zoe.attach(slowChat);
  const owner = slow.zoe.owner(OWNER);
  await redMain(owner, clock, secret);
  await slow.scheduler.init();
  // The slow instance's red main is taken by the chat; its sender does not hear back yet.
  const held = slowChat.holdNext();
  const slowRun = slow.scheduler.runDue();
  await held.taken;
  expect(slowChat.pushes().map((m) => m.text)).toEqual([expect.stringContaining("maria/site")]);
  expect(await redPushes(owner)).toEqual([]);

  // The other instance finds the run unfinished, and its chat cannot tell: withheld, on record.
  clock.set(new Date("2026-06-03T09:07:30Z"));
  const other = buildZoe({ config: config(secret), logger: silentLogger, clock, model: null, ownerIds: [OWNER], storage });
  running.push(other);
  const otherChat = new CaptureChannel({ clock, owner: OWNER, journal: { search: "cannot tell" } });
  other.zoe.attach(otherChat);
  await other.scheduler.init();
  await other.scheduler.runDue();
  expect(otherChat.pushes()).toEqual([]);
  const withheld = await redPushes(owner);
  expect(withheld).toEqual([expect.objectContaining({ messageId: null, unconfirmed: true })]);

  // Telegram's answer reaches the slow sender at last: the same record, now with its message.
  held.release();
  await slowRun;
  const [message] = slowChat.pushes();
  const recorded = await redPushes(owner);
  expect(recorded).toHaveLength(1);
  expect(recorded[0]).toMatchObject({ id: withheld[0]!.id, messageId: message!.messageId, journalKey: withheld[0]!.journalKey });
  expect(recorded[0]!.unconfirmed).toBeUndefined();
  // Said once in the conversation ZOE remembers, too.
  expect((await owner.memory.recentTurns()).filter((t) => t.kind === "push" && t.text === message!.text)).toHaveLength(1);
  expect(otherChat.pushes()).toEqual([]);
  expect(slowChat.pushes()).toHaveLength(1);
});

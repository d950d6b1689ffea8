/**
 * The replay harness end to end: a scenario is played against the real ZOE with a jumping clock
 * and scripted models, and what the owner would have received comes out with its times; thread
 * references by words resolve or fail naming the scenario; a press or reply about a push the
 * policy never sent is skipped and reported as its miss (so --compare always finishes); the CLI
 * reports bad files and exits non-zero.
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { evalCli } from "../cli.ts";
import { resolveThreadRefs, ScenarioRunError } from "../events.ts";
import { problemLogger, runScenario } from "../harness.ts";
import { parseScenario } from "../scenario.ts";
import type { Thread } from "../../threads/store.ts";
import { makeThread } from "../../test-support/fixtures.ts";

const iso = (ms: number) => new Date(ms).toISOString();
const berlin = (local: string) => `2026-06-${local}+02:00`;

/** Monday: a commitment due at 18:00; the owner writes about dinner at 18:28, then goes silent. */
const DINNER = {
  name: "held-then-repeated",
  timezone: "Europe/Berlin",
  start: berlin("01T08:00:00"),
  end: berlin("03T08:00:00"),
  events: [
    { at: berlin("01T09:00:00"), type: "user", text: "I'll order the new chairs today", respond: { reply: "Okay.", thread_ops: [{ op: "open", summary: "order the new chairs", due: "today" }] } },
    { at: berlin("01T18:28:00"), type: "user", text: "What should I cook tonight?", respond: { reply: "Pasta." } },
  ],
  expect: [
    { about: "chairs", from: berlin("01T18:00:00"), to: berlin("01T19:00:00") },
    { about: "chairs", from: berlin("02T18:00:00"), to: berlin("02T20:00:00") },
  ],
  forbid: [{ from: berlin("01T18:28:00"), to: berlin("01T18:32:59") }],
};

describe("replaying a scenario against the real ZOE", () => {
  it("delivers the follow-up once the owner has been quiet 5 minutes, repeats it a day later, and sends the brief every morning", async () => {
    const r = await runScenario(parseScenario(DINNER, "held.json"));
    // 18:30 is held (the owner wrote at 18:28) and re-checked at 18:33; the unanswered follow-up
    // comes back after 24 hours, at the first tick that is a full day after 18:33.
    expect(r.pushes.map((p) => [iso(p.at), p.kind])).toEqual([
      ["2026-06-01T16:33:00.000Z", "nudge"],
      ["2026-06-02T17:30:00.000Z", "nudge"],
    ]);
    expect(r.pushes[0]!.summary).toBe("order the new chairs");
    expect(r.briefs.map((b) => iso(b.at))).toEqual(["2026-06-01T07:00:00.000Z", "2026-06-02T07:00:00.000Z"]);
    expect(r.score.perfect).toBe(true);
    expect(r.days).toBe(2);
    expect(r.model.byPurpose.concierge?.calls).toBe(2);
    expect(r.model.calls.gate).toBe(2);
    expect(r.wake.wakeups).toBeGreaterThanOrEqual(48);
    expect(r.problems).toEqual([]);
  });

  it("plays a press on the latest push about a thread through the real ack buttons", async () => {
    const scenario = {
      ...DINNER,
      events: [DINNER.events[0], { at: berlin("01T18:45:00"), type: "press", button: "done", about: "chairs" }],
      expect: [DINNER.expect[0]],
      forbid: [{ about: "chairs", from: berlin("01T18:45:00"), to: berlin("03T08:00:00") }],
    };
    const r = await runScenario(parseScenario(scenario, "press.json"));
    expect(r.pushes.map((p) => iso(p.at))).toEqual(["2026-06-01T16:30:00.000Z"]);
    expect(r.score.perfect).toBe(true);
  });

  it("runs the baselines on the same events: an hourly cron with resends, and a half-hourly heartbeat", async () => {
    const s = parseScenario({ ...DINNER, events: [DINNER.events[0]] }, "baselines.json");
    const legacy = await runScenario(s, { policy: "legacy-cron" });
    // Due within 24 hours from the moment it is opened: 10:00, its resend at 10:30, then both again.
    expect(legacy.pushes.slice(0, 4).map((p) => iso(p.at))).toEqual([
      "2026-06-01T08:00:00.000Z",
      "2026-06-01T08:30:00.000Z",
      "2026-06-01T09:00:00.000Z",
      "2026-06-01T09:00:00.000Z",
    ]);
    expect(legacy.pushes.some((p) => new Date(p.at).getUTCHours() === 1)).toBe(true); // 03:00 Berlin: no quiet hours
    const heartbeat = await runScenario(s, { policy: "heartbeat" });
    expect(iso(heartbeat.pushes[0]!.at)).toBe("2026-06-01T16:00:00.000Z");
    expect(heartbeat.model.byPurpose.heartbeat?.calls).toBe(heartbeat.wake.wakeups);
    expect(heartbeat.pushes.every((p) => new Date(p.at).getUTCHours() >= 6 && new Date(p.at).getUTCHours() < 20)).toBe(true);
  });
});

describe("thread references by words", () => {
  const thread = (id: string, summary: string): Thread => makeThread({ id, summary, created_at: "2026-06-01T07:00:00.000Z" });
  const live = [thread("th-aaaa", "Call Mom about the trip"), thread("th-bbbb", "call the dentist")];

  it("replaces @words in ids and gate scopes with the one live thread whose summary has those words", () => {
    const out = resolveThreadRefs(
      { reply: "ok", thread_ops: [{ op: "resolve", id: "@mom trip" }], gate_ops: [{ op: "quieter", scope: "@DENTIST" }], memory_ops: [{ block: "human", op: "append", text: "@mom" }] },
      live,
      "s",
      "events[0]",
    );
    expect(out).toEqual({ reply: "ok", thread_ops: [{ op: "resolve", id: "th-aaaa" }], gate_ops: [{ op: "quieter", scope: "th-bbbb" }], memory_ops: [{ block: "human", op: "append", text: "@mom" }] });
  });

  it("fails naming the scenario when no thread or several match", () => {
    expect(() => resolveThreadRefs({ thread_ops: [{ op: "drop", id: "@gym" }] }, live, "my-week", "events[2] (user at x)")).toThrow(
      /^scenario "my-week": events\[2\] \(user at x\): "@gym" matches no live thread/,
    );
    expect(() => resolveThreadRefs({ thread_ops: [{ op: "drop", id: "@call" }] }, live, "my-week", "events[2]")).toThrow(/scenario "my-week": .*"@call" matches 2 live threads/);
  });

  it("a replay stops with that error, naming the scenario and the event", async () => {
    const s = parseScenario(
      {
        ...DINNER,
        name: "bad-ref",
        events: [DINNER.events[0], { at: berlin("01T12:00:00"), type: "user", text: "Done with the desk", respond: { reply: "Nice.", thread_ops: [{ op: "resolve", id: "@desk" }] } }],
      },
      "bad-ref.json",
    );
    const err = await runScenario(s).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ScenarioRunError);
    expect((err as Error).message).toMatch(/^scenario "bad-ref": events\[1\] \(user at 2026-06-01T12:00:00\+02:00\): "@desk" matches no live thread \(live: "order the new chairs"\)$/);
  });

});

describe("an owner event about a push the policy never sent", () => {
  it("a press with no push to press on is skipped and reported as the policy's miss, and the replay goes on", async () => {
    const s = parseScenario({ ...DINNER, name: "early-press", events: [DINNER.events[0], { at: berlin("01T09:30:00"), type: "press", button: "done", about: "chairs" }] }, "x.json");
    const r = await runScenario(s);
    expect(r.skipped).toEqual([
      { index: 1, type: "press", at: Date.parse(berlin("01T09:30:00")), atText: berlin("01T09:30:00"), about: "chairs", reason: 'this policy never sent a push with buttons about "chairs" before it' },
    ]);
    // The press did not happen: the thread stays open and ZOE follows it up at 18:30 and a day later.
    expect(r.pushes.map((p) => iso(p.at))).toEqual(["2026-06-01T16:30:00.000Z", "2026-06-02T16:30:00.000Z"]);
    expect(r.score).toMatchObject({ hits: 2, misses: 0, overTriggers: 0, skipped: 1, perfect: false });
  });

  it("a press closes the thread under the one policy that sent the push; a later reference to it is skipped there, played elsewhere", async () => {
    const s = parseScenario(
      {
        ...DINNER,
        name: "pressed-early",
        events: [
          DINNER.events[0],
          // Only legacy-cron has reminded by 10:15 (at 10:00).
          { at: berlin("01T10:15:00"), type: "press", button: "done", about: "chairs" },
          { at: berlin("01T12:00:00"), type: "user", text: "Ordered the chairs", respond: { reply: "Nice.", thread_ops: [{ op: "resolve", id: "@chairs" }] } },
        ],
        expect: [],
        forbid: [{ about: "chairs", from: berlin("01T12:00:01"), to: berlin("03T08:00:00") }],
      },
      "pressed.json",
    );
    const legacy = await runScenario(s, { policy: "legacy-cron" });
    expect(legacy.skipped.map((k) => [k.index, k.reason])).toEqual([[2, '"@chairs" names "order the new chairs", already closed under this policy']]);
    const zoe = await runScenario(s);
    expect(zoe.skipped.map((k) => [k.index, k.reason])).toEqual([[1, 'this policy never sent a push with buttons about "chairs" before it']]);
    expect(zoe.pushes).toEqual([]); // resolved in conversation at 12:00
    expect(zoe.score.perfect).toBe(false);
  });
});

describe("zoe eval", () => {
  let dir: string;
  const lines: string[] = [];
  const out = (l: string) => void lines.push(...l.split("\n"));
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-eval-cli-"));
    lines.length = 0;
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("replays a folder, prints the figures and writes the same as JSON; exit 0", async () => {
    await fs.writeFile(path.join(dir, "held.json"), JSON.stringify(DINNER));
    const progress: string[] = [];
    const json = path.join(dir, "out", "eval.json");
    const code = await evalCli(["--scenarios", dir, "--json", json], out, (l) => void progress.push(l));
    expect(code).toBe(0);
    expect(progress).toEqual([expect.stringMatching(/^\[1\/1\] zoe +held-then-repeated: perfect/)]);
    expect(lines.some((l) => /^held-then-repeated +yes +100% \(2\/2\)/.test(l))).toBe(true);
    const doc = JSON.parse(await fs.readFile(json, "utf8"));
    expect(doc.policies.zoe.totals).toMatchObject({ scenarios: 1, perfect: 1, hits: 2, pushes: 2, violations: 0 });
    expect(doc.policies.zoe.scenarios[0].pushes.map((p: { label: string }) => p.label)).toEqual(["hit", "hit"]);
  });

  it("reports an invalid file by name and field, still runs the rest, and exits 1", async () => {
    await fs.writeFile(path.join(dir, "good.json"), JSON.stringify(DINNER));
    await fs.writeFile(path.join(dir, "mail.json"), JSON.stringify({ ...DINNER, events: [{ at: berlin("01T09:00:00"), type: "email", text: "hi" }] }));
    const code = await evalCli(["--scenarios", dir], out, () => undefined);
    expect(code).toBe(1);
    expect(lines).toContain(`invalid scenario ${path.join(dir, "mail.json")}: events[0].type: unknown event type "email" (this harness knows user, press, reply, command, goal, calendar, github)`);
    expect(lines.some((l) => l.startsWith("held-then-repeated "))).toBe(true);
  });

  it("--compare finishes when a reply answers a push one policy never sent: skipped for that policy, in the table and listed", async () => {
    // 18:15: legacy-cron has reminded every hour since 10:00 and the heartbeat at 18:00, but ZOE
    // holds its follow-up until 18:30, so under ZOE the owner has nothing to reply to yet.
    const replyAt = berlin("01T18:15:00");
    const scenario = {
      ...DINNER,
      name: "reply-before-zoe",
      events: [DINNER.events[0], { at: replyAt, type: "reply", about: "chairs", text: "done", respond: { reply: "Great.", thread_ops: [{ op: "resolve", id: "@chairs" }] } }],
      expect: [{ about: "chairs", from: berlin("01T17:00:00"), to: berlin("01T18:59:00") }],
      forbid: [{ about: "chairs", from: berlin("01T18:15:01"), to: berlin("03T08:00:00") }],
    };
    await fs.writeFile(path.join(dir, "reply.json"), JSON.stringify(scenario));
    const json = path.join(dir, "eval.json");
    const progress: string[] = [];
    const code = await evalCli(["--scenarios", dir, "--compare", "--json", json], out, (l) => void progress.push(l));
    expect(code).toBe(0);
    expect(progress).toHaveLength(3);
    expect(progress.find((l) => l.includes("] zoe "))).toMatch(/reply-before-zoe: .*, 1 skipped \(/);
    expect(lines.find((l) => l.startsWith("Policy "))).toMatch(/ Skipped /);
    const cells = (policy: string) => lines.find((l) => l.startsWith(`${policy} `))!.split(/\s{2,}/);
    const skippedColumn = lines.find((l) => l.startsWith("Policy "))!.split(/\s{2,}/).indexOf("Skipped");
    expect([cells("zoe")[skippedColumn], cells("legacy-cron")[skippedColumn], cells("heartbeat")[skippedColumn]]).toEqual(["1", "0", "0"]);
    expect(lines).toContain("Skipped events (a press or reply about a push the policy never sent; each is that policy's miss):");
    expect(lines).toContain('  zoe: reply-before-zoe: events[1] reply at Mon 01 Jun 18:15: this policy never sent a push about "chairs" before it');
    expect(lines.filter((l) => /^ {2}(legacy-cron|heartbeat): reply-before-zoe/.test(l))).toEqual([]);
    expect(lines.some((l) => l.startsWith("error:"))).toBe(false);
    const doc = JSON.parse(await fs.readFile(json, "utf8"));
    expect(doc.errors).toEqual([]);
    expect(doc.policies.zoe.totals.skipped).toBe(1);
    expect(doc.policies.zoe.scenarios[0]).toMatchObject({ perfect: false, skipped: [{ event: 1, type: "reply", about: "chairs", reason: 'this policy never sent a push about "chairs" before it' }] });
    // The reply that did land closed the thread under the baselines: nothing about it after 18:15.
    for (const p of ["legacy-cron", "heartbeat"]) {
      expect(doc.policies[p].totals).toMatchObject({ skipped: 0, violations: 0 });
      expect(doc.policies[p].scenarios[0].skipped).toEqual([]);
    }
  });

  it("refuses unknown arguments and policies with exit 2", async () => {
    expect(await evalCli(["--policy", "cron"], out, () => undefined)).toBe(2);
    expect(await evalCli(["--policy", "zoe", "--compare"], out, () => undefined)).toBe(2);
    expect(await evalCli(["--fast"], out, () => undefined)).toBe(2);
    expect(lines.filter((l) => l.startsWith("zoe eval: "))).toEqual([
      'zoe eval: unknown policy "cron" (zoe, legacy-cron or heartbeat)',
      "zoe eval: --policy and --compare do not go together",
      'zoe eval: unknown argument "--fast"',
    ]);
  });
});

describe("a replay's problem list", () => {
  it("keeps each replay's own error lines (replays share one logger) and drops lines below error", () => {
    const a: string[] = [];
    const b: string[] = [];
    const la = problemLogger(a);
    const lb = problemLogger(b);
    la.error({ event: "job_failed", err: new Error("boom") }, "tick failed");
    lb.warn({ event: "slow" }, "a warning");
    lb.child({ owner: "1" }).error({ event: "send_failed" }, "could not send");
    la.info("fine");
    expect(a).toEqual(["job_failed: tick failed: boom"]);
    expect(b).toEqual(["send_failed: could not send"]);
  });
});

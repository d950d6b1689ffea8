import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { delivery, pullRequestPayload, pushPayload, signed, workflowRunPayload } from "../../test-support/github.ts";
import { loggerToLines } from "../../test-support/log-lines.ts";
import { ownerIn } from "../../test-support/storage.ts";
import { githubDocument, GithubWebhook, MAX_DELIVERY_BYTES, signatureOf } from "../index.ts";

const LOGIN = "maria-dev";
const REPO = "maria/site";
const SHA = "a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2";
const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

function rig() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "zoe-github-hook-"));
  dirs.push(dir);
  const secret = randomBytes(24).toString("hex");
  const owner = ownerIn("4242", dir);
  const { logger, lines } = loggerToLines("debug");
  const woken: string[] = [];
  const clock = new ManualClock("2026-06-03T10:00:00Z");
  const hook = new GithubWebhook({ secret, owner: () => owner, clock, logger, onQueued: (id) => woken.push(id) });
  return { secret, owner, lines, woken, hook, dir };
}

describe("a GitHub delivery at the listener's door", () => {
  it("signed and new: queued durably, acknowledged with 202, and the handler woken", async () => {
    const r = rig();
    const d = delivery("workflow_run", workflowRunPayload({ repo: REPO, login: LOGIN, sha: SHA, conclusion: "failure", message: "Add pricing page" }));
    expect(await r.hook.receive(signed(d, r.secret))).toEqual({ status: 202, text: "queued\n" });
    expect(r.woken).toEqual(["4242"]);
    // A fresh read of the owner's folder (another process, after a crash) finds it queued.
    const again = await githubDocument(ownerIn("4242", r.dir)).read();
    expect(again.queue.map((q) => [q.id, q.event.type])).toEqual([[d.id, "ci"]]);
  });

  it("refuses an unsigned, a forged and an oversized delivery, and a replay, logging none of their bodies", async () => {
    const r = rig();
    const d = delivery("pull_request", pullRequestPayload({ repo: REPO, number: 4, title: "Secret roadmap title", author: "colleague", action: "review_requested", reviewer: LOGIN }));
    expect((await r.hook.receive(signed(d, null))).status).toBe(401);
    expect((await r.hook.receive(signed(d, r.secret, { signAs: randomBytes(24).toString("hex") }))).status).toBe(401);
    expect((await r.hook.receive({ headers: signed(d, r.secret).headers, body: null })).status).toBe(413);
    expect((await r.hook.receive(signed(d, r.secret))).status).toBe(202);
    expect(await r.hook.receive(signed(d, r.secret))).toEqual({ status: 409, text: "delivery already received\n" });
    expect((await githubDocument(r.owner).read()).queue).toHaveLength(1);
    const refusals = r.lines.map((l) => JSON.parse(l) as { event?: string; reason?: string }).filter((l) => l.event === "github_refused").map((l) => l.reason);
    expect(refusals).toEqual(["unsigned", "bad_signature", "oversized", "replayed"]);
    const log = r.lines.join("\n");
    expect(log).not.toContain("Secret roadmap title");
    expect(log).not.toContain(r.secret);
    expect(MAX_DELIVERY_BYTES).toBe(1024 * 1024);
  });

  it("acknowledges an event ZOE does not read without queuing it, and still refuses its replay", async () => {
    const r = rig();
    const ping = delivery("ping", { zen: "Keep it logically awesome.", hook_id: 1 });
    expect(await r.hook.receive(signed(ping, r.secret))).toEqual({ status: 202, text: "received\n" });
    expect((await r.hook.receive(signed(ping, r.secret))).status).toBe(409);
    const feature = delivery("push", pushPayload({ repo: REPO, login: LOGIN, sha: SHA }));
    expect((await r.hook.receive(signed(feature, r.secret))).status).toBe(202);
    expect((await githubDocument(r.owner).read()).queue.map((q) => q.event.type)).toEqual(["push"]);
    expect(r.woken).toEqual(["4242"]);
  });

  it("says what is wrong with a delivery that is signed but not one ZOE can read", async () => {
    const r = rig();
    const d = delivery("push", pushPayload({ repo: REPO, login: LOGIN, sha: SHA }));
    const form = { headers: signed(d, r.secret).headers, body: Buffer.from("payload=%7B%7D") };
    form.headers["x-hub-signature-256"] = signatureOf(form.body, r.secret);
    expect(await r.hook.receive(form)).toEqual({ status: 400, text: "body must be JSON (content type application/json)\n" });
    const noId = signed(d, r.secret);
    delete noId.headers["x-github-delivery"];
    expect((await r.hook.receive(noId)).status).toBe(400);
  });
});

/**
 * SIGKILL between receipt and handling: the real `zoe start` (compiled once, zoe-bundle.ts) on the
 * Telegram emulator and the fake model, GitHub deliveries posted to its listener, and the process
 * killed 0-20 ms after it acknowledged one (before, during or after the job that handles it).
 * Wherever the kill lands, the red main reaches the owner exactly once, and a redelivery of what
 * was acknowledged is refused by the next process.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { e2eEnv } from "../../test-support/e2e-config.ts";
import { startFakeAnthropic, type FakeAnthropic } from "../../test-support/fake-anthropic.ts";
import { checkRunPayload, delivery, pushPayload, signed, type TestDelivery, workflowRunPayload } from "../../test-support/github.ts";
import { freePort, startTelegramEmulator, type Emulator } from "../../test-support/telegram-emulator.ts";
import { until } from "../../test-support/until.ts";
import { zoeBundle } from "../../test-support/zoe-bundle.ts";
import { killAll, runZoe, type ZoeProcess } from "../../test-support/zoe-process.ts";

const OWNER = 1001;
const LOGIN = "maria-dev";
const REPO = "maria/site";
const SHA = "a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2";
const procs: ZoeProcess[] = [];
let emu: Emulator | null = null;
let model: FakeAnthropic | null = null;
let home: string | null = null;

afterAll(async () => {
  killAll(procs);
  await model?.close();
  await emu?.close();
  if (home) await rm(home, { recursive: true, force: true });
});

/** A fixed-offset zone where it is about noon now, so the push falls inside active hours whenever the test runs. */
function middayZone(now = new Date()): string {
  const n = 12 - now.getUTCHours();
  return n === 0 ? "UTC" : n > 0 ? `Etc/GMT-${n}` : `Etc/GMT+${-n}`;
}

// Three starts of a process (and, after a change, the bundle built once).
it("a kill right after a delivery is acknowledged loses nothing and sends nothing twice", { timeout: 180_000 }, async () => {
  emu = await startTelegramEmulator();
  model = await startFakeAnthropic({
    handler: (body) => {
      const tools: string[] = (body?.tools ?? []).map((t: { name: string }) => t.name);
      const last = String(body?.messages?.at(-1)?.content ?? "");
      if (tools.includes("submit")) return { kind: "tool", name: "submit", input: { speak: true, reason: "Main is red after your push.", candidate_id: /Candidate (\S+) \(/.exec(last)?.[1] ?? "?" } };
      return { kind: "text", text: "CI is red on maria/site since your push." };
    },
  });
  home = mkdtempSync(path.join(os.tmpdir(), "zoe-github-kill-"));
  const secret = randomBytes(24).toString("hex");
  const port = await freePort();
  const env = e2eEnv(
    { emu, model, home, owner: OWNER, timeZone: middayZone() },
    { LOG_LEVEL: "info", ZOE_HTTP_PORT: String(port), ZOE_GITHUB_WEBHOOK_SECRET: secret, ZOE_GITHUB_OWNER_LOGIN: LOGIN, ZOE_DRAFTS_PER_DAY: "0", ZOE_REFLECT_AT: "off" },
  );
  const script = zoeBundle();
  const owner = emu.client(OWNER, "Maria");
  const post = async (d: TestDelivery) => {
    const { headers, body } = signed(d, secret);
    const res = await fetch(`http://127.0.0.1:${port}/github/webhook`, { method: "POST", headers, body });
    await res.text();
    return res.status;
  };
  const start = async () => {
    const p = runZoe(env, ["start"], script);
    procs.push(p);
    await p.waitFor(/Telegram polling started/, 60_000);
    return p;
  };
  const killSoon = async (p: ZoeProcess) => {
    await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 21)));
    p.child.kill("SIGKILL");
    await p.exited;
  };

  const failed = delivery("workflow_run", workflowRunPayload({ repo: REPO, login: LOGIN, sha: SHA, conclusion: "failure" }));
  const first = await start();
  expect(await post(delivery("push", pushPayload({ repo: REPO, login: LOGIN, sha: SHA })))).toBe(202);
  expect(await post(failed)).toBe(202);
  await killSoon(first);

  const second = await start();
  expect(await post(failed)).toBe(409); // GitHub's redelivery: already received by the killed one
  expect(await post(delivery("check_run", checkRunPayload({ repo: REPO, sender: "github-actions[bot]", sha: SHA, conclusion: "failure", name: "lint" })))).toBe(202);
  await killSoon(second);

  const third = await start();
  const redMain = () => owner.messages().filter((m) => m.text.includes("Why now:"));
  const outputs = () => `--- first ---\n${first.output().slice(-3000)}\n--- second ---\n${second.output().slice(-3000)}\n--- third ---\n${third.output().slice(-3000)}`;
  await until(() => redMain().length >= 1, "the red main pushed", { timeoutMs: 30_000 }).catch((err) => {
    throw new Error(`${(err as Error).message}\n${outputs()}`);
  });
  // Long enough for a second copy to show, were there one.
  await new Promise((r) => setTimeout(r, 3_000));
  expect(redMain().map((m) => m.text), outputs()).toEqual(["CI is red on maria/site since your push.\n\nWhy now: Main is red after your push."]);
});

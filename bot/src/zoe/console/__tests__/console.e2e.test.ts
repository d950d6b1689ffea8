/**
 * The web console end to end: ZOE with its HTTP listener, two owners, and a real headless Chromium
 * that signs in with the one-time link /console gave, reads each section, presses Done and chats;
 * then the doors that must stay shut (another owner's session, forged, used and expired links).
 */
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock, MINUTE } from "../../base/clock.ts";
import { silentLogger } from "../../base/log.ts";
import { loadConfig } from "../../shell/config.ts";
import { startZoe, type Running } from "../../shell/runtime.ts";
import { decisionLog } from "../../tick/index.ts";
import { CaptureChannel } from "../../test-support/capture-channel.ts";
import { openPage, type BrowserPage } from "../../test-support/chromium.ts";
import { startTerminalZoe } from "../../test-support/terminal-zoe.ts";
import { until } from "../../test-support/until.ts";
import { randomToken } from "../auth.ts";
import { ackData } from "../../threads/index.ts";

const A = "4242";
const B = "7";
let home: string;
let running: Running;
let clock: ManualClock;
let telegramA: CaptureChannel;
let telegramB: CaptureChannel;
let origin: string;
let page: BrowserPage;

const linkIn = (said: Array<{ text: string }>) => {
  const m = /(http:\/\/127\.0\.0\.1:\d+\/console\/in\?t=[A-Za-z0-9_-]{43})/.exec(said.map((s) => s.text).join("\n"));
  if (!m) throw new Error(`no console link in ${JSON.stringify(said)}`);
  return m[1]!;
};
const tokenOf = (link: string) => new URL(link).searchParams.get("t")!;

/** Redeem a link the way its page does (a POST), returning the status and the session cookie. */
async function signIn(token: string): Promise<{ status: number; cookie: string | null }> {
  const res = await fetch(`${origin}/console/in`, { method: "POST", body: new URLSearchParams({ t: token }), redirect: "manual" });
  const set = res.headers.get("set-cookie");
  await res.text();
  return { status: res.status, cookie: set ? set.split(";")[0]! : null };
}

/** The page as a browser state: wait until the console is shown and `cond` holds. */
const shown = (cond = "true") => until(() => page.evaluate<boolean>(`location.pathname === "/console" && document.readyState === "complete" && !!document.querySelector("#loops") && (${cond})`), (ok) => ok, `the console showing ${cond}`, { timeoutMs: 30_000 });

/** Do something in the page that loads another (a form sent), and wait for the console to be back. */
async function act(script: string, cond = "true"): Promise<void> {
  await page.evaluate(`window.__old = true; setTimeout(() => { ${script} }, 0); true`);
  await shown(`!window.__old && (${cond})`);
}

beforeAll(async () => {
  home = mkdtempSync(path.join(os.tmpdir(), "zoe-console-e2e-"));
  // Real time (the browser drops a cookie that expired by its own clock), held still by the test.
  clock = new ManualClock(new Date());
  const config = { ...loadConfig({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", ZOE_HTTP_PORT: "1" }), http: { port: 0, host: "127.0.0.1" } };
  telegramA = new CaptureChannel({ clock, owner: A, name: "capture" });
  telegramB = new CaptureChannel({ clock, owner: B, name: "capture-b" });
  running = await startZoe({ config, logger: silentLogger, clock, channels: [telegramA, telegramB], ownerIds: [A, B], autoSchedule: false });
  origin = `http://127.0.0.1:${running.http!.port}`;
  // Owner A's day, as Telegram made it.
  expect((await telegramA.ownerSays("I'll send the deck to Maria today")).map((s) => s.text).join("\n")).toMatch(/Tracking/);
  await telegramA.ownerSays("My goal this quarter is 100 paying newsletter subscribers");
  const owner = running.zoe.owner(A);
  const now = clock.now().getTime();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3600_000).toISOString();
  await owner.pushes.add({ id: "push-1", at: at(26), kind: "nudge", threadId: null, subject: "checkin", messageId: "m-1", text: "Did the deck go out? <b>markup</b>", reason: "due since yesterday", score: 0.82, threshold: 0.6, answeredAt: at(25), answer: "reply" });
  const tick = (hoursAgo: number, outcome: "silent" | "deferred" | "pushed", score: number) => ({
    at: at(hoursAgo), slot: at(hoursAgo), trigger: "tick" as const, mode: "balanced", candidates: [{ id: "c", kind: "nudge", score, veto: null }], threshold: 0.6, guard: null, verdict: null, outcome, pushId: outcome === "pushed" ? "push-1" : null, candidateId: "c",
  });
  await decisionLog(owner).appendMany([tick(50, "silent", 0.3), tick(27, "deferred", 0.55), tick(26, "pushed", 0.82), tick(2, "silent", 0.2)]);
  page = await openPage(`127.0.0.1:${running.http!.port}`);
}, 180_000);

afterAll(async () => {
  await page?.close();
  await running?.stop();
  rmSync(home, { recursive: true, force: true });
});

describe("the owner's web console in headless Chromium", () => {
  it("signs in with the one-time link from /console and shows the owner's real state", async () => {
    const link = linkIn(await telegramA.ownerSays("/console"));
    await page.goto(link);
    await shown();
    const cookies = await page.cookies();
    const session = cookies.find((c) => c.name === "zoe_console");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/console" });
    expect(session!.expires * 1000).toBeGreaterThan(Date.now());
    // The link is spent: a second use opens nothing.
    expect((await signIn(tokenOf(link))).status).toBe(401);

    const loops = await page.evaluate<string>(`document.querySelector("#loops").innerText`);
    expect(loops).toContain("send the deck to Maria");
    expect(await page.evaluate<string>(`document.querySelector("#loops .source").textContent`)).toBe("I'll send the deck to Maria today");
    expect(loops).toMatch(/snoozed 0×/);
    const marks = await page.evaluate<Record<string, number>>(
      `({ silent: document.querySelectorAll('#judgment svg [data-mark="silent"]').length, deferred: document.querySelectorAll('#judgment svg [data-mark="deferred"]').length, pushed: document.querySelectorAll('#judgment svg [data-mark="pushed"]').length, threshold: document.querySelectorAll("#judgment svg .threshold").length, quiet: document.querySelectorAll("#judgment .quiet").length, charts: document.querySelectorAll("#judgment svg.chart").length })`,
    );
    expect(marks).toMatchObject({ silent: 2, deferred: 1, pushed: 1, threshold: 1, charts: 2 });
    expect(marks.quiet).toBeGreaterThan(10);
    // The push's markup is text, not markup.
    expect(await page.evaluate<string>(`document.querySelector("#judgment .push .text").textContent`)).toBe("Did the deck go out? <b>markup</b>");
    expect(await page.evaluate<number>(`document.querySelectorAll("#judgment .push b").length`)).toBe(0);
    // Focusing the push on the timeline shows its kind, score, threshold, reason and text, as text.
    await page.evaluate(`document.querySelector('#judgment svg [data-push="push-1"]').focus()`);
    const inspected = await page.evaluate<string>(`document.querySelector("#inspect").textContent`);
    expect(inspected).toContain("nudge: score 0.82, threshold 0.60");
    expect(inspected).toContain("due since yesterday");
    expect(inspected).toContain("Did the deck go out? <b>markup</b>");
    expect(await page.evaluate<number>(`document.querySelectorAll("#inspect b").length`)).toBe(0);
    expect(await page.evaluate<string>(`document.querySelector("#goals").innerText`)).toContain("100 paying newsletter subscribers");
    expect(await page.evaluate<string>(`document.querySelector("#settings select").value`)).toBe("balanced");
  });

  it("Done closes the thread in the store, as the Telegram button does", async () => {
    const before = (await running.zoe.owner(A).threads.live()).find((t) => t.summary.includes("deck"))!;
    expect(before).toBeDefined();
    await act(`document.querySelector('#loops [data-thread="${before.id}"] button.done').click()`);
    expect(await page.evaluate<boolean>(`!document.querySelector('#loops [data-thread="${before.id}"]')`)).toBe(true);
    const stored = (await running.zoe.owner(A).threads.all()).find((t) => t.id === before.id)!;
    expect(stored.status).toBe("done");
    expect(await page.evaluate<string>(`document.querySelector("#answer").innerText`)).toMatch(/deck/);
  });

  it("Snooze offers Telegram's choices, and the one pressed snoozes the thread", async () => {
    // Said in Telegram; the page shows it once loaded again.
    await telegramA.ownerSays("Todo: water the plants");
    const th = (await running.zoe.owner(A).threads.live()).find((t) => t.summary.includes("plants"))!;
    await page.goto(`${origin}/console`);
    await shown();
    await act(`document.querySelector('#loops [data-thread="${th.id}"] button.snooze').click()`);
    // The choices fit the moment (the owner's hours), as under a Telegram follow-up; the first is a time.
    const choices = await page.evaluate<string[]>(`[...document.querySelectorAll("#answer button")].map((b) => b.value)`);
    expect(choices.at(-1)).toBe(`t:p:${th.id}`); // "Pick a day"
    expect(choices[0]).toMatch(/^t:z:/);
    await act(`document.querySelector("#answer button").click()`);
    const stored = (await running.zoe.owner(A).threads.all()).find((t) => t.id === th.id)!;
    expect(stored).toMatchObject({ status: "snoozed", snooze_count: 1 });
    expect(await page.evaluate<string>(`document.querySelector('#loops [data-thread="${th.id}"] .meta').textContent`)).toMatch(/snoozed 1×/);
  });

  it("settings go through the commands: a valid mode is applied, a bad range is explained and changes nothing", async () => {
    await act(`const f = document.querySelector('#settings form input[name="what"][value="mode"]').form; f.querySelector("select").value = "quiet"; f.submit();`);
    expect(await page.evaluate<string>(`document.querySelector("#settings select").value`)).toBe("quiet");
    expect((await running.zoe.owner(A).settings.get()).mode).toBe("quiet");
    await act(`const f = document.querySelector('#settings form input[name="what"][value="quiet"]').form; f.querySelector('input[name="value"]').value = "25:00-99:00"; f.submit();`);
    expect(await page.evaluate<string>(`document.querySelector("#answer").innerText`)).toMatch(/For example|example/i);
    expect((await running.zoe.owner(A).settings.get()).activeHours).toEqual({ start: "08:00", end: "22:00" });
  });

  it("the chat is a channel beside Telegram: a message typed in the page is one turn of the same conversation", async () => {
    await act(`const f = document.querySelector("#chat form"); f.querySelector("textarea").value = "Todo: renew the gym membership"; f.submit();`);
    expect(await page.evaluate<string>(`document.querySelector("#chat").innerText`)).toContain("Todo: renew the gym membership");
    expect(await page.evaluate<string>(`document.querySelector("#loops").innerText`)).toContain("renew the gym membership");
    const live = await running.zoe.owner(A).threads.live();
    expect(live.map((t) => t.summary).join("|")).toMatch(/gym membership/);
    const turns = await running.zoe.owner(A).memory.recentTurns();
    expect(turns.some((t) => t.text === "I'll send the deck to Maria today")).toBe(true);
    expect(turns.some((t) => t.text === "Todo: renew the gym membership")).toBe(true);
  });

  it("a goal set in the page is set as /goals add sets it", async () => {
    await act(`const f = document.querySelector('#goals form input[name="what"][value="goal"]').form; f.querySelector('input[name="value"]').value = "run a half marathon"; f.submit();`);
    const goals = await running.zoe.owner(A).goals.open();
    expect(goals.map((g) => g.text)).toEqual(expect.arrayContaining(["run a half marathon", "100 paying newsletter subscribers"]));
    expect(await page.evaluate<string>(`document.querySelector("#goals pre").textContent`)).toContain("run a half marathon");
  });

  it("a goal's button in the page does what it does under /goals", async () => {
    const goal = (await running.zoe.owner(A).goals.open()).find((g) => g.text.includes("newsletter"))!;
    await act(`[...document.querySelectorAll("#goals button")].find((b) => b.textContent === "Achieved ${goal.id}").click()`);
    expect((await running.zoe.owner(A).goals.all()).find((g) => g.id === goal.id)!.status).toBe("achieved");
    expect(await page.evaluate<string>(`document.querySelector("#goals").innerText`)).not.toContain("100 paying newsletter subscribers");
  });

  it("the language chosen in the page is the one ZOE speaks, in the page and in Telegram", async () => {
    await act(`const f = document.querySelector('#settings form[action="/console/language"]'); f.querySelector("select").value = "de"; f.submit();`);
    expect(await page.evaluate<string>(`document.querySelector("#answer").innerText`)).toBe("Ab jetzt schreibe ich dir auf Deutsch.");
    expect(await page.evaluate<string>(`document.querySelector("h1").textContent`)).toBe("ZOE: dein Tag");
    expect(await page.evaluate<string>(`document.documentElement.lang`)).toBe("de");
    expect((await running.zoe.owner(A).settings.get()).locale).toBe("de");
    expect((await telegramA.ownerSays("/console")).map((s) => s.text).join("")).toMatch(/^Deine Konsole/);
  });

  it("no request leaves the page", () => {
    expect(page.proxied()).toEqual([]);
    expect(page.requested().filter((u) => !u.startsWith(`${origin}/console`))).toEqual([]);
  });

  it("another owner's session sees and changes only their own; forged, used and expired links and cookies get 401", async () => {
    const gym = (await running.zoe.owner(A).threads.live()).find((t) => t.summary.includes("gym"))!;
    const b = await signIn(tokenOf(linkIn(await telegramB.ownerSays("/console"))));
    expect(b.status).toBe(303);
    const pageB = await fetch(`${origin}/console`, { headers: { cookie: b.cookie! } });
    const html = await pageB.text();
    expect(pageB.status).toBe(200);
    expect(html).not.toContain("gym");
    expect(html).not.toContain("markup");
    const csrf = /name="csrf" value="([0-9a-f]{64})"/.exec(html)![1]!;
    const press = await fetch(`${origin}/console/press`, { method: "POST", headers: { cookie: b.cookie! }, body: new URLSearchParams({ csrf, data: ackData("done", gym.id) }), redirect: "manual" });
    expect(press.status).toBe(303);
    expect((await running.zoe.owner(A).threads.all()).find((t) => t.id === gym.id)!.status).toBe("open");
    // A's form token is not B's.
    const csrfA = await page.evaluate<string>(`document.querySelector('input[name="csrf"]').value`);
    expect((await fetch(`${origin}/console/press`, { method: "POST", headers: { cookie: b.cookie! }, body: new URLSearchParams({ csrf: csrfA, data: ackData("done", gym.id) }), redirect: "manual" })).status).toBe(403);

    expect((await fetch(`${origin}/console`)).status).toBe(401);
    expect((await fetch(`${origin}/console`, { headers: { cookie: `zoe_console=${randomToken()}` } })).status).toBe(401);
    const refused = await fetch(`${origin}/console/in`, { method: "POST", body: new URLSearchParams({ t: randomToken() }), redirect: "manual" });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("set-cookie")).toBeNull();
    const late = tokenOf(linkIn(await telegramA.ownerSays("/console")));
    clock.advance(11 * MINUTE);
    expect(await signIn(late)).toEqual({ status: 401, cookie: null });
    // In the browser, a forged link shows the refusal.
    await page.goto(`${origin}/console/in?t=${randomToken()}`);
    await until(() => page.evaluate<string>(`document.body ? document.body.innerText : ""`), (s) => s.includes("Not signed in"), "the refusal");
  });

  it("every answer carries the strict Content-Security-Policy", async () => {
    const res = await fetch(`${origin}/console`);
    const csp = res.headers.get("content-security-policy")!;
    for (const part of ["default-src 'none'", "style-src 'self'", "form-action 'self'", "frame-ancestors 'none'"]) expect(csp).toContain(part);
  });
});

describe("/console in the terminal", () => {
  it("gives a link that signs the terminal's owner in", async () => {
    const free = net.createServer();
    await new Promise<void>((resolve) => free.listen(0, "127.0.0.1", resolve));
    const port = (free.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => free.close(() => resolve()));
    const dir = mkdtempSync(path.join(os.tmpdir(), "zoe-console-terminal-"));
    const terminal = await startTerminalZoe({ ZOE_HOME: dir, ZOE_TZ: "Europe/Berlin", ZOE_HTTP_PORT: String(port) }, new ManualClock(new Date()));
    try {
      const answer = await terminal.type("/console");
      const link = /(http:\/\/127\.0\.0\.1:\d+\/console\/in\?t=[A-Za-z0-9_-]{43})/.exec(answer)![1]!;
      expect(link.startsWith(`http://127.0.0.1:${port}/`)).toBe(true);
      const res = await fetch(`http://127.0.0.1:${port}/console/in`, { method: "POST", body: new URLSearchParams({ t: tokenOf(link) }), redirect: "manual" });
      expect(res.status).toBe(303);
      const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
      const html = await (await fetch(`http://127.0.0.1:${port}/console`, { headers: { cookie } })).text();
      expect(html).toContain('id="loops"');
    } finally {
      await terminal.running.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

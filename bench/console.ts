/**
 * The web console's first paint: an owner with 200 live threads (each with the sentence it came
 * from) and 14 days of hourly decisions with a push a day, signed in, opening /console in headless
 * Chromium; the figure is the paint entry's time from the navigation's start (median of several
 * loads), beside the server's render time for the same page. Target: under 300 ms on this machine.
 * Must never: count set-up (threads, decisions, sign-in) in a timed figure, or let the browser reach
 * anything but the console (test-support/chromium.ts refuses the rest).
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { HOUR, ManualClock } from "../bot/src/zoe/base/clock.ts";
import { silentLogger } from "../bot/src/zoe/base/log.ts";
import { loadConfig } from "../bot/src/zoe/shell/config.ts";
import { startZoe } from "../bot/src/zoe/shell/runtime.ts";
import { decisionLog } from "../bot/src/zoe/tick/index.ts";
import { applyOps } from "../bot/src/zoe/threads/index.ts";
import { CaptureChannel } from "../bot/src/zoe/test-support/capture-channel.ts";
import { openPage } from "../bot/src/zoe/test-support/chromium.ts";
import { summary, timed, type Figure } from "./stats.ts";

const OWNER = "1000";

export async function consoleBench(opts: { threads: number; days: number; loads: number }): Promise<Figure[]> {
  const home = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-bench-console-"));
  // Real time: the browser keeps a session cookie only while it has not expired by its own clock.
  const clock = new ManualClock(new Date());
  const config = { ...loadConfig({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", LOG_LEVEL: "silent", ZOE_HTTP_PORT: "1" }), http: { port: 0, host: "127.0.0.1" } };
  const running = await startZoe({ config, logger: silentLogger, clock, channels: [new CaptureChannel({ clock, owner: OWNER })], ownerIds: [OWNER], autoSchedule: false });
  try {
    const owner = running.zoe.owner(OWNER);
    const now = clock.now().getTime();
    const phrases = ["today", "tomorrow", "friday", "next week", "end of month", ""];
    for (let i = 0; i < opts.threads; i += 50) {
      const batch = Array.from({ length: Math.min(50, opts.threads - i) }, (_, k) => {
        const n = i + k;
        const due = phrases[n % phrases.length]!;
        return { op: "open" as const, summary: `bench commitment ${n}: send the weekly numbers to team ${n % 17}`, ...(due ? { due } : {}) };
      });
      await applyOps(owner, batch, { now: clock.now(), timeZone: config.timeZone, activeHours: { start: "08:00", end: "22:00" }, sourceTurn: null });
    }
    const decisions = [];
    for (let h = opts.days * 24; h > 0; h--) {
      const at = new Date(now - h * HOUR).toISOString();
      const pushed = h % 24 === 10;
      const outcome = pushed ? ("pushed" as const) : h % 7 === 0 ? ("deferred" as const) : ("silent" as const);
      decisions.push({ at, slot: at, trigger: "tick" as const, mode: "balanced", candidates: [{ id: `c${h}`, kind: "nudge", score: pushed ? 0.8 : (h % 10) / 20, veto: null }], threshold: 0.6, guard: null, verdict: null, outcome, pushId: pushed ? `p${h}` : null, candidateId: `c${h}` });
      if (pushed) await owner.pushes.add({ id: `p${h}`, at, kind: "nudge", threadId: null, subject: `bench:${h}`, messageId: `m${h}`, text: `Did you send the weekly numbers? <b>${h}</b>`, reason: "due since yesterday", score: 0.8, threshold: 0.6, answeredAt: null, answer: null });
    }
    await decisionLog(owner).appendMany(decisions);
    const port = running.http!.port;
    const link = await running.console!.link(OWNER, clock.now());
    // The server's side: one render of the page, as a request.
    const cookiePage = await openPage(`127.0.0.1:${port}`);
    try {
      await cookiePage.goto(link!.url);
      await new Promise((r) => setTimeout(r, 300));
      const cookie = (await cookiePage.cookies()).find((c) => c.name === "zoe_console")!;
      const serverMs: number[] = [];
      for (let i = 0; i < opts.loads; i++) {
        const { ms } = await timed(async () => (await fetch(`http://127.0.0.1:${port}/console`, { headers: { cookie: `zoe_console=${cookie.value}` } })).text());
        serverMs.push(ms);
      }
      const paintMs: number[] = [];
      let bytes = 0;
      for (let i = 0; i < opts.loads; i++) {
        await cookiePage.goto(`http://127.0.0.1:${port}/console`);
        const paint = await cookiePage.evaluate<{ paint: number; bytes: number }>(
          `new Promise((resolve) => { const read = () => { const p = performance.getEntriesByType("paint").find((e) => e.name === "first-contentful-paint") || performance.getEntriesByType("paint")[0]; if (p) resolve({ paint: p.startTime, bytes: performance.getEntriesByType("navigation")[0].transferSize }); else setTimeout(read, 20); }; read(); })`,
        );
        paintMs.push(paint.paint);
        bytes = paint.bytes;
      }
      const paint = summary(paintMs);
      const server = summary(serverMs);
      const shape = `${opts.threads} live threads, ${opts.days} days of hourly decisions`;
      return [
        { bench: "console", metric: "first paint, median", value: paint.median, unit: "ms", target: { op: "<", value: 300 }, note: `${shape}; headless Chromium, ${paint.n} loads, page ${Math.round(bytes / 1024)} KiB` },
        { bench: "console", metric: "server render, median", value: server.median, unit: "ms", note: `GET /console, ${server.n} requests` },
        { bench: "console", metric: "requests beyond the console", value: cookiePage.proxied().length, unit: "", note: "refused and counted by the test proxy" },
      ];
    } finally {
      await cookiePage.close();
    }
  } finally {
    await running.stop();
    await fs.rm(home, { recursive: true, force: true });
  }
}

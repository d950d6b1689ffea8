/**
 * The README's pictures of the web console (docs/console/*.png): a sample owner's day (threads
 * said in the chat, a goal, two weeks of decisions with a push a day) rendered by a real ZOE and
 * photographed section by section in headless Chromium. A development tool, run by hand:
 *   npx tsx bench/console-shots.ts [folder]   (default docs/console)
 * Must never: reach anything but the ZOE it starts on loopback.
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { HOUR, ManualClock } from "../bot/src/zoe/base/clock.ts";
import { silentLogger } from "../bot/src/zoe/base/log.ts";
import { loadConfig } from "../bot/src/zoe/shell/config.ts";
import { startZoe } from "../bot/src/zoe/shell/runtime.ts";
import { decisionLog } from "../bot/src/zoe/tick/index.ts";
import { CaptureChannel } from "../bot/src/zoe/test-support/capture-channel.ts";
import { openPage } from "../bot/src/zoe/test-support/chromium.ts";

const OWNER = "4242";
const out = path.resolve(process.argv[2] ?? "docs/console");
const home = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-console-shots-"));
const clock = new ManualClock(new Date());
const config = { ...loadConfig({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", LOG_LEVEL: "silent", ZOE_HTTP_PORT: "1" }), http: { port: 0, host: "127.0.0.1" } };
const telegram = new CaptureChannel({ clock, owner: OWNER });
const running = await startZoe({ config, logger: silentLogger, clock, channels: [telegram], ownerIds: [OWNER], autoSchedule: false });
try {
  for (const said of [
    "I'll send the deck to Maria today",
    "I need to renew my passport by next Friday",
    "Todo: book the dentist",
    "I'll call the bank tomorrow morning",
    "My goal this quarter is 100 paying newsletter subscribers",
  ]) await telegram.ownerSays(said);
  const owner = running.zoe.owner(OWNER);
  const now = clock.now().getTime();
  const decisions = [];
  for (let h = 14 * 24; h > 0; h--) {
    const at = new Date(now - h * HOUR).toISOString();
    const local = new Date(now - h * HOUR).getUTCHours();
    if (local < 6 || local > 20) continue; // ticks held in quiet hours are not drawn here
    const pushed = h % 29 === 0;
    const outcome = pushed ? ("pushed" as const) : h % 11 === 0 ? ("deferred" as const) : ("silent" as const);
    const score = pushed ? 0.7 + (h % 5) / 20 : ((h * 7) % 11) / 20;
    decisions.push({ at, slot: at, trigger: "tick" as const, mode: "balanced", candidates: [{ id: `c${h}`, kind: "nudge", score, veto: null }], threshold: h > 150 ? 0.6 : 0.68, guard: null, verdict: null, outcome, pushId: pushed ? `p${h}` : null, candidateId: `c${h}` });
    if (pushed) {
      await owner.pushes.add({ id: `p${h}`, at, kind: "nudge", threadId: null, subject: `s${h}`, messageId: `m${h}`, text: "Did the deck go out to Maria?", reason: "Due since yesterday, and you have a free hour now.", score, threshold: 0.6, answeredAt: h % 2 ? new Date(now - (h - 1) * HOUR).toISOString() : null, answer: h % 2 ? "reply" : null });
    }
  }
  await decisionLog(owner).appendMany(decisions);
  const link = await running.console!.link(OWNER, clock.now());
  const page = await openPage(`127.0.0.1:${running.http!.port}`);
  try {
    await page.goto(link!.url);
    await new Promise((r) => setTimeout(r, 500));
    await fs.mkdir(out, { recursive: true });
    for (const section of ["loops", "judgment", "goals", "settings", "chat"]) {
      await fs.writeFile(path.join(out, `${section}.png`), await page.screenshot(`#${section}`));
      console.log(`wrote ${path.join(out, `${section}.png`)}`);
    }
    if (page.proxied().length) throw new Error(`the page asked for ${page.proxied().join(", ")}`);
  } finally {
    await page.close();
  }
} finally {
  await running.stop();
  await fs.rm(home, { recursive: true, force: true });
}

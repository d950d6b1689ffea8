/**
 * Fault family: a Telegram update watermark that is wrong, on the real `zoe start` process. A
 * watermark far ahead of the ids Telegram sends (another bot's state folder copied in) or written
 * in the future (a clock that was ahead) made ZOE drop every new message as already handled,
 * until a restart at best, with nothing logged above debug. Now the first new message is
 * answered and the log says why at warn.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { e2eEnv } from "../../test-support/e2e-config.ts";
import { startFakeAnthropic } from "../../test-support/fake-anthropic.ts";
import { startTelegramEmulator } from "../../test-support/telegram-emulator.ts";
import { processRig, runZoe } from "../../test-support/zoe-process.ts";

const OWNER = 1001;
const HOUR = 3_600_000;
const rig = processRig();

/** ZOE started on a home holding `watermark`; the owner writes; what they read, and the log. */
async function ownerWritesWith(watermark: Record<string, unknown>): Promise<{ answer: string; log: string }> {
  const emu = rig.emu = await startTelegramEmulator();
  const model = rig.model = await startFakeAnthropic({ handler: () => ({ kind: "tool", name: "respond", input: { reply: "Hello, I'm here." } }) });
  const home = mkdtempSync(path.join(os.tmpdir(), "zoe-watermark-"));
  writeFileSync(path.join(home, "telegram-updates.json"), JSON.stringify(watermark), { mode: 0o600 });
  const zoe = runZoe(e2eEnv({ emu, model, home, owner: OWNER, timeZone: "Europe/Berlin" }, { LOG_LEVEL: "info" }));
  rig.procs.push(zoe);
  await zoe.waitFor(/Telegram polling started/, 60_000);
  const owner = emu.client(OWNER);
  await owner.send("hello?");
  const [answer] = await owner.waitForMessages(1, 30_000);
  zoe.child.kill("SIGTERM");
  expect(await zoe.exited).toBe(0);
  return { answer: answer!.text, log: zoe.output() };
}

describe("a Telegram watermark that is wrong", { timeout: 120_000 }, () => {
  it("far ahead of Telegram's ids (another bot's state copied in): the owner's message is answered, and the log says so at warn", async () => {
    const hourAgo = new Date(Date.now() - HOUR).toISOString();
    const { answer, log } = await ownerWritesWith({ lastUpdateId: 2_000_000_000, at: hourAgo, lastSentAt: hourAgo });
    expect(answer).toBe("Hello, I'm here.");
    expect(log).toMatch(/"level":40[^\n]*"event":"telegram_watermark_ahead"/);
  });

  it("written in the future by a clock that was ahead (a file from before the send times were kept): answered, and said at warn", async () => {
    const { answer, log } = await ownerWritesWith({ lastUpdateId: 2_000_000_000, at: new Date(Date.now() + 48 * HOUR).toISOString() });
    expect(answer).toBe("Hello, I'm here.");
    expect(log).toMatch(/"level":40[^\n]*"event":"telegram_watermark_future"/);
  });
});

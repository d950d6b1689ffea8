/**
 * Strangers, end to end at LOG_LEVEL=debug and trace: their text reaches no log line at any level, nothing
 * is kept about them but a salted hash for the day, and "at most one notice a day" holds across
 * a restart.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Running } from "../../shell/runtime.ts";
import { STRANGER_REPLY } from "../../app.ts";
import type { FakeAnthropic } from "../../test-support/fake-anthropic.ts";
import type { Emulator } from "../../test-support/telegram-emulator.ts";
import { startTelegramZoe, type TelegramZoe } from "../../test-support/telegram-zoe.ts";
import { loggerToLines } from "../../test-support/log-lines.ts";

const OWNER = 4242;
const STRANGER = 777_001;

let e2e: TelegramZoe;
let emu: Emulator;
let model: FakeAnthropic;
let home: string;
let running: Running | null = null;
const logs: string[] = [];

beforeEach(async () => {
  e2e = await startTelegramZoe({ owner: OWNER, homePrefix: "zoe-strangers-" });
  ({ emu, model, home } = e2e);
  logs.length = 0;
});

afterEach(async () => {
  running = null;
  await e2e.close();
});

async function start(clock: ManualClock, level: "debug" | "trace"): Promise<Running> {
  const { logger } = loggerToLines(level, logs);
  running = await e2e.start({ clock, logger, env: { LOG_LEVEL: level } });
  return running;
}

describe.each(["debug", "trace"] as const)("strangers, LOG_LEVEL=%s", (level) => {
  it("their words never reach the log; one notice a day, across a restart; a new day, one more", async () => {
    const clock = new ManualClock("2026-06-03T08:00:00Z");
    await start(clock, level);
    const stranger = emu.client(STRANGER, "Mallory");
    const owner = emu.client(OWNER, "Zaal");
    await stranger.send("zebra-papaya-7731 my bank password is hunter2");
    await stranger.waitForMessages(1);
    await stranger.press("x:1", stranger.messages()[0]!.messageId).catch(() => undefined);

    await running!.stop();
    running = null;
    await start(clock, level);
    await stranger.send("kiwi-mango-4410 hello again?");
    model.enqueue({ kind: "tool", name: "respond", input: { reply: "ok" } });
    await owner.send("ping");
    await owner.waitForMessages(1); // the stranger's message, sent before, has been handled too
    await new Promise((r) => setTimeout(r, 300));
    expect(stranger.messages().map((m) => m.text)).toEqual([STRANGER_REPLY]);

    clock.set("2026-06-04T08:00:00Z");
    await stranger.send("next day");
    await stranger.waitForMessages(2);

    const all = logs.join("");
    expect(all).toContain('"event":"stranger"');
    for (const secret of ["zebra-papaya-7731", "hunter2", "kiwi-mango-4410", "next day", "Mallory"]) expect(all).not.toContain(secret);
    // Nothing stored about them but salted hashes.
    expect(readdirSync(path.join(home, "owners"))).toEqual([String(OWNER)]);
    const noticed = readFileSync(path.join(home, "strangers.json"), "utf8");
    expect(noticed).not.toContain(String(STRANGER));
    expect(model.requests).toHaveLength(1);
  });
});

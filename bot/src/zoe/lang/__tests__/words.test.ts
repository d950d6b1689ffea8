/**
 * The small words a new owner reads on the first day: /start offline, /why's sentences, the
 * persona outside Telegram, doctor's skipped checks.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { asSentence } from "../../tick/commands.ts";
import { PERSONA_DEFAULT } from "../../memory/blocks.ts";
import { doctorChecks } from "../../shell/cli.ts";
import { silentLogger } from "../../base/log.ts";
import { startHarness } from "../../test-support/tick-harness.ts";

describe("first-day words", () => {
  it("/start offline says \"I'm in offline mode\"", async () => {
    const h = await startHarness({ start: "2026-06-04T09:00", model: null });
    try {
      const [reply] = await h.channel.ownerSays("/start");
      expect(reply!.text).toMatch(/I'm in offline mode/);
      expect(reply!.text).not.toMatch(/I'm offline mode/);
    } finally {
      await h.close();
    }
  });

  it("/why keeps the reason and the score as two sentences", async () => {
    expect(asSentence("You said you'd ship the onepager, due today 18:00")).toBe("You said you'd ship the onepager, due today 18:00.");
    expect(asSentence("Meeting moved (to 15:00).")).toBe("Meeting moved (to 15:00).");
    expect(asSentence("Is it done?")).toBe("Is it done?");
    const h = await startHarness({ start: "2026-06-04T09:00", model: null });
    try {
      await h.running.zoe.push("4242", { text: "Did you ship it?" }, { kind: "nudge", reason: "You said you'd ship it, due today 18:00", score: 0.8, threshold: 0.5 });
      const [reply] = await h.channel.ownerSays("/why");
      expect(reply!.text).toMatch(/due today 18:00\. Score 0\.80/);
    } finally {
      await h.close();
    }
  });

  it("the persona does not claim a Telegram chat (the terminal is a chat too)", () => {
    expect(PERSONA_DEFAULT).not.toMatch(/Telegram/);
    expect(PERSONA_DEFAULT).toMatch(/private chat/);
  });

  it("doctor marks what the mode does not use as skipped, not passed", async () => {
    const checks = await doctorChecks({ ZOE_TZ: "Europe/Berlin", ZOE_HOME: mkdtempSync(path.join(os.tmpdir(), "zoe-words-")) }, silentLogger, mkdtempSync(path.join(os.tmpdir(), "zoe-words-cwd-")));
    const byName = Object.fromEntries(checks.map((c) => [c.name, c]));
    expect(byName["telegram getMe"]).toMatchObject({ skipped: true, detail: "terminal mode (no TELEGRAM_BOT_TOKEN)" });
    expect(byName.model).toMatchObject({ skipped: true });
    expect(byName["data folder"]!.skipped).toBeUndefined();
  });
});

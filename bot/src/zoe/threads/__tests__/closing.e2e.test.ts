/**
 * Closing a loop without its id in Telegram, through the real grammY stack and the emulator,
 * offline (no model key): /threads carries a row of buttons per item, Untrack forgets one, and
 * "I sent the deck to Maria" asks "Close …?" with Yes / No buttons; Yes closes it.
 * Pinned clock: Wed 3 June 2026, 10:00 in Berlin.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { type BotMessage, type EmuUser, pressAndRead, sayAndRead } from "../../test-support/telegram-emulator.ts";
import { startTelegramZoe, type TelegramZoe } from "../../test-support/telegram-zoe.ts";
import type { Running } from "../../shell/runtime.ts";

const OWNER = 4343;
let e2e: TelegramZoe;
let running: Running;
let owner: EmuUser;

beforeEach(async () => {
  e2e = await startTelegramZoe({ owner: OWNER, timeZone: "Europe/Berlin", homePrefix: "zoe-closing-e2e-" });
  running = await e2e.start({ clock: new ManualClock("2026-06-03T08:00:00Z"), env: { ANTHROPIC_API_KEY: "", ZOE_LOCALE: "en" } });
  owner = e2e.emu.client(OWNER, "Zaal");
});
afterEach(async () => {
  await e2e.close();
});

const say = (text: string): Promise<BotMessage> => sayAndRead(owner, text);
const press = (message: BotMessage, label: string): Promise<BotMessage> => pressAndRead(owner, message, label);

it("per-item buttons under /threads, and a plain sentence closes a loop after Yes", async () => {
  expect(running.channels.map((c) => c.name)).toEqual(["telegram"]);
  expect((await say("I'll send the deck to Maria today")).text).toContain("Tracking: send the deck to Maria, due today 18:00");
  expect((await say("I'll book the dentist tomorrow")).text).toContain("Tracking: book the dentist, due tomorrow 18:00");

  const list = await say("/threads");
  expect(list.text).toMatch(/^Open threads \(2\):\n1\. th-\S+ {2}send the deck to Maria: due today 18:00\n2\. th-\S+ {2}book the dentist/);
  expect(list.buttons.map((row) => row.map((b) => b.text))).toEqual([
    ["1. Done", "1. Snooze", "1. Untrack"],
    ["2. Done", "2. Snooze", "2. Untrack"],
  ]);
  expect((await press(list, "2. Untrack")).text).toBe("Untracked: book the dentist. Forgotten.");

  const asked = await say("I sent the deck to Maria");
  expect(asked.text).toBe('Close "send the deck to Maria"?');
  expect(asked.buttons.flat().map((b) => b.text)).toEqual(["Yes", "No"]);
  expect((await press(asked, "Yes")).text).toBe("Done: send the deck to Maria. Nice.");
  expect((await say("/threads")).text).toBe("No open threads.");
});

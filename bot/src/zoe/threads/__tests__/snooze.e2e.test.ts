/**
 * Snoozing a reminder from its button in Telegram, through the real grammY stack and the emulator,
 * offline (no model key): Snooze offers the times that fit the moment, "In 10 minutes" snoozes to
 * that minute and the reminder comes back then; "Pick a day" offers the next days, in German too;
 * in the terminal the same choices are numbered.
 * Pinned clock: Monday 1 June 2026 in Berlin.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DateTime } from "luxon";
import { afterEach, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { until } from "../../test-support/until.ts";
import { startTerminalZoe } from "../../test-support/terminal-zoe.ts";
import { type BotMessage, type EmuUser, pressAndRead, sayAndRead } from "../../test-support/telegram-emulator.ts";
import { startTelegramZoe, type TelegramZoe } from "../../test-support/telegram-zoe.ts";
import { runScheduler } from "../../test-support/tick-harness.ts";
import type { Running } from "../../shell/runtime.ts";

const OWNER = 4545;
const ZONE = "Europe/Berlin";
const local = (wall: string) => DateTime.fromISO(wall, { zone: ZONE }).toJSDate();
let e2e: TelegramZoe | null = null;
let terminalRun: Running | null = null;
let home = "";
let running: Running;
let clock: ManualClock;
let owner: EmuUser;

async function start(at: string, locale: "en" | "de"): Promise<void> {
  e2e = await startTelegramZoe({ owner: OWNER, timeZone: ZONE, homePrefix: "zoe-snooze-e2e-" });
  clock = new ManualClock(local(at));
  running = await e2e.start({ clock, env: { ANTHROPIC_API_KEY: "", ZOE_LOCALE: locale } });
  owner = e2e.emu.client(OWNER, "Zaal");
}
afterEach(async () => {
  await e2e?.close();
  e2e = null;
  await terminalRun?.stop();
  terminalRun = null;
  if (home) await rm(home, { recursive: true, force: true });
});

const say = (text: string): Promise<BotMessage> => sayAndRead(owner, text);
const press = (message: BotMessage, label: string): Promise<BotMessage> => pressAndRead(owner, message, label);

/** Run the scheduler to `wall` once it has planned the wake-up at `wall` (it plans after the reply is sent). */
async function runTo(wall: string): Promise<void> {
  const at = local(wall).getTime();
  await until(() => (running.scheduler.nextAt()?.getTime() ?? Infinity) <= at, `a wake-up planned by ${wall}`);
  await runScheduler(clock, running.scheduler, local(wall));
}

const reminders = () => owner.messages().filter((m) => m.text.startsWith("⏰"));

it("a reminder's Snooze offers times that fit 14:02; 'In 10 minutes' brings it back at 14:14", async () => {
  await start("2026-06-01T14:02", "en");
  expect((await say("remind me to take the pizza out in 2 minutes")).text).toContain("take the pizza out, today 14:04");
  await runTo("2026-06-01T14:04");
  await until(() => reminders().length === 1, "the reminder at 14:04");
  const [reminder] = reminders();
  expect(reminder!.buttons.flat().map((b) => b.text)).toEqual(["Done", "Snooze"]);

  const asked = await press(reminder!, "Snooze");
  expect(asked.text).toBe('Snooze "take the pizza out" until when?');
  expect(asked.buttons.map((row) => row.map((b) => b.text))).toEqual([["In 10 minutes", "In an hour"], ["Tonight 20:00", "Tomorrow morning 08:00"], ["Pick a day"]]);
  for (const b of asked.buttons.flat()) expect(Buffer.byteLength(b.data)).toBeLessThanOrEqual(64);

  expect((await press(asked, "In 10 minutes")).text).toBe("Snoozed: take the pizza out, until today 14:14.");
  expect(owner.messages().find((m) => m.messageId === asked.messageId)!.buttons).toEqual([]);

  await runScheduler(clock, running.scheduler, local("2026-06-01T14:13"));
  expect(reminders()).toHaveLength(1);
  await runTo("2026-06-01T14:14");
  await until(() => reminders().length === 2, "the reminder again at 14:14");
  expect(reminders()[1]!.text).toContain("take the pizza out");
});

it("auf Deutsch: Tag wählen bietet die nächsten Tage, und einer verschiebt auf seinen Morgen", async () => {
  await start("2026-06-01T19:30", "de");
  await say("erinnere mich in 2 Minuten an die Pizza");
  await runTo("2026-06-01T19:32");
  await until(() => reminders().length === 1, "the reminder at 19:32");
  const [reminder] = reminders();
  expect(reminder).toBeDefined();
  const asked = await press(reminder!, "Später");
  // 19:30: kein "Heute Abend" mehr.
  expect(asked.buttons.flat().map((b) => b.text)).toEqual(["In 10 Minuten", "In einer Stunde", "Morgen früh 08:00", "Tag wählen"]);
  const days = await press(asked, "Tag wählen");
  expect(days.buttons[0]!.map((b) => b.text)).toHaveLength(5);
  const friday = days.buttons[0]!.find((b) => b.text.startsWith("Fr"))!;
  const n = owner.messages().length;
  await owner.press(friday.data, days.messageId);
  const [done] = (await owner.waitForMessages(n + 1)).slice(n);
  expect(done!.text).toBe("Zurückgestellt: die Pizza, bis Fr 08:00.");
});

it("in the terminal, Snooze under a follow-up offers numbered times; 1 snoozes for 10 minutes", async () => {
  home = mkdtempSync(path.join(os.tmpdir(), "zoe-snooze-term-"));
  const tclock = new ManualClock("2026-06-03T08:00:00Z");
  const term = await startTerminalZoe({ ZOE_HOME: home, ZOE_TZ: ZONE, ZOE_LOCALE: "en" }, tclock);
  terminalRun = term.running;
  const type = term.type;
  expect(await type("I'll ship the onepager today")).toContain("Tracking: ship the onepager, due today 18:00");
  tclock.set("2026-06-03T16:05:00Z");
  const from = term.output().length;
  expect((await terminalRun.tick.run("local", tclock.now())).decision.outcome).toBe("pushed");
  expect(term.output().slice(from)).toContain("[1] Done  [2] Not yet  [3] Snooze  [4] Stop reminding");

  const asked = await type("3");
  expect(asked).toContain('Snooze "ship the onepager" until when?');
  expect(asked).toContain("[1] In 10 minutes  [2] In an hour  [3] Tonight 20:00  [4] Tomorrow morning 08:00  [5] Pick a day");
  expect(await type("1")).toContain("Snoozed: ship the onepager, until today 18:15.");
  const thread = (await terminalRun.zoe.owner("local").threads.all())[0]!;
  expect(thread).toMatchObject({ status: "snoozed", snooze_until: "2026-06-03T16:15:00.000Z", snooze_count: 1 });
});

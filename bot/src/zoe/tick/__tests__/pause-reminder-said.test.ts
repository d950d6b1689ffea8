/**
 * A reminder asked for while ZOE is paused: "no messages until monday please", then "remind me at 17:45 to leave for
 * the train". Issue #35: a reminder the owner asked for at a minute is no unsolicited push, so the pause does not hold
 * it: the confirmation says the minute, nothing of the pause, and it comes at 17:45. The pause still holds what ZOE
 * would say first (a follow-up on a commitment).
 * Pinned clock: Monday 7 December 2026, 09:00 in Berlin; active hours 08:00-22:00.
 */
import { expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";

const open = terminalZoeEachTest("zoe-pause-reminder-");

async function day(locale: string) {
  const clock = new ManualClock("2026-12-07T08:00:00Z");
  const term = await open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale }, clock);
  return { term, clock };
}

it("a reminder set during a pause comes at its minute; the follow-up on a commitment waits for the pause's end", async () => {
  const { term, clock } = await day("en");
  expect(await term.type("I'll send the invoice to Marta at 11:00")).toContain("invoice");
  expect(await term.type("no messages until monday please")).toContain("Paused until 14 Dec 08:00");
  const set = await term.type("remind me at 17:45 to leave for the train");
  expect(set).toContain("Reminder set: leave for the train, today 17:45");
  expect(set).not.toContain("paused");
  const day1 = await liveUntil(term, clock, "2026-12-07T17:50:00+01:00");
  expect(day1).toContain("leave for the train");
  expect(day1).not.toContain("invoice");
});

it("in German, the same confirmation says only the minute, and the reminder comes then", async () => {
  const { term, clock } = await day("de");
  expect(await term.type("keine Nachrichten bis Montag bitte")).toContain("Pause bis");
  const set = await term.type("erinnere mich um 17:45 daran, zum Zug zu gehen");
  expect(set).toContain("17:45");
  expect(set).not.toContain("pausiert");
  expect(await liveUntil(term, clock, "2026-12-07T17:50:00+01:00")).toContain("Zug");
});

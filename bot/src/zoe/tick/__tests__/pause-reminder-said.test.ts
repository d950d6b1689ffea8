/**
 * A reminder asked for while ZOE is paused (found living a day as a new owner): "no messages until monday please",
 * then "remind me at 17:45 to leave for the train". The pause holds the reminder until it ends, as its own message
 * said; the confirmation now says so too, in the owner's language, so the train is not missed in silence. A reminder
 * set for after the pause, and one set with no pause, say nothing of it.
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

it("a reminder set during a pause says it waits for the pause's end, and comes then, not at its minute", async () => {
  const { term, clock } = await day("en");
  expect(await term.type("remind me at 12:00 to call the bakery")).not.toContain("paused");
  expect(await term.type("no messages until monday please")).toContain("Paused until 14 Dec 08:00");
  const set = await term.type("remind me at 17:45 to leave for the train");
  expect(set).toContain("Reminder set: leave for the train, today 17:45");
  expect(set).toContain('You paused me until 14 Dec 08:00, so it comes then. "You can message me again" ends the pause sooner.');
  expect(await term.type("remind me on the 15th at 10:00 to renew the parking permit")).not.toContain("paused");
  expect(await liveUntil(term, clock, "2026-12-07T17:50:00+01:00")).not.toContain("leave for the train");
});

it("in German, the same confirmation says the pause", async () => {
  const { term } = await day("de");
  expect(await term.type("keine Nachrichten bis Montag bitte")).toContain("Pause bis");
  const set = await term.type("erinnere mich um 17:45 daran, zum Zug zu gehen");
  expect(set).toContain("Du hast mich bis 14 Dez 08:00 pausiert, sie kommt also dann.");
});

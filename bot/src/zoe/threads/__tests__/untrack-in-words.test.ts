/**
 * Stopping a loop in plain words (issue #35, "closing a loop without an id"), found living a morning as an owner, offline:
 * "cancel the dentist" was tracked as a new to-do named "cancel the dentist", "delete the dry cleaning reminder" and "stop
 * tracking the dentist" were not understood at all. A whole message that asks to cancel, delete or stop tracking a thing
 * asks "Drop "call the dentist"? [Yes] [No]" when its words name an open loop; naming none, it is read as any message
 * (so "cancel the gym membership" stays a to-do). Pinned clock: Monday 7 December 2026, 10:00 in London / Berlin.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { t, type Locale } from "../../lang/index.ts";
import { buttonNumber, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { untrackAskWords } from "../closing.ts";

/** [locale, message, the words that name the loop] */
const ASKS: ReadonlyArray<readonly [Locale, string, string]> = [
  ["en", "cancel the dentist", "the dentist"],
  ["en", "delete the dry cleaning reminder", "the dry cleaning"],
  ["en", "can you cancel the pasta timer?", "the pasta"],
  ["en", "stop tracking the dentist please", "the dentist"],
  ["en", "remove the passport thing from my list", "the passport thing"],
  ["de", "lösch den Zahnarzt", "den Zahnarzt"],
  ["de", "kannst du bitte die Erinnerung an die Wäsche löschen", "die Erinnerung an die Wäsche"],
  ["de", "hör auf, den Zahnarzt zu verfolgen", "den Zahnarzt"],
  ["fr", "supprime le rappel du dentiste", "le rappel du dentiste"],
  ["fr", "annule le dentiste stp", "le dentiste"],
  ["es", "borra el recordatorio del dentista", "el recordatorio del dentista"],
  ["es", "cancela lo del dentista, porfa", "lo del dentista"],
  ["pt", "apaga o lembrete do dentista", "o lembrete do dentista"],
  ["it", "elimina il promemoria del dentista", "il promemoria del dentista"],
  ["nl", "verwijder de herinnering voor de tandarts", "de herinnering voor de tandarts"],
  ["nl", "haal de tandarts van de lijst", "de tandarts"],
];

/** Not a request to stop tracking anything: a task, news, a question about something else. */
const NOT_ASKS: ReadonlyArray<readonly [Locale, string]> = [
  ["en", "I need to cancel the gym membership by friday"],
  ["en", "they cancelled the dentist"],
  ["en", "did you delete the old photos?"],
  ["de", "ich muss den Zahnarzttermin absagen"],
  ["fr", "le dentiste a annulé"],
];

describe("a stop of tracking said in words", () => {
  it("finds the words that name the loop, in every language", () => {
    expect(ASKS.map(([locale, text]) => [text, untrackAskWords(text, locale)])).toEqual(ASKS.map(([, text, what]) => [text, what]));
  });

  it("is no such request in a task, news or another question", () => {
    expect(NOT_ASKS.map(([locale, text]) => [text, untrackAskWords(text, locale)])).toEqual(NOT_ASKS.map(([, text]) => [text, null]));
  });
});

const open = terminalZoeEachTest("zoe-untrack-words-");

it("English: 'cancel the dentist' asks to drop 'call the dentist'; yes drops it; 'cancel the gym membership' naming nothing is a to-do", async () => {
  const clock = new ManualClock("2026-12-07T10:00:00Z");
  const term = await open({ ZOE_TZ: "Europe/London", ZOE_LOCALE: "en" }, clock);
  await term.type("I need to call the dentist tomorrow at 3pm");
  await term.type("remind me at 4pm to pick up the dry cleaning");
  const asked = await term.type("cancel the dentist");
  expect(asked).toContain(t("en", "close.dropAsk", { summary: "call the dentist" }));
  await term.type(buttonNumber(asked, t("en", "btn.yes"))!);
  expect(await term.type("cancel the gym membership")).toContain("Tracking: cancel the gym membership");
  const listed = await term.type("/threads");
  expect(listed).not.toContain("call the dentist");
  expect(listed).toContain("pick up the dry cleaning");
});

it("German: 'lösch die Erinnerung an die Wäsche' asks to drop that reminder, and no answers keep it", async () => {
  const clock = new ManualClock("2026-12-07T09:00:00Z");
  const term = await open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: "de" }, clock);
  await term.type("erinnere mich um 16 Uhr an die Wäsche");
  const asked = await term.type("lösch die Erinnerung an die Wäsche");
  expect(asked).toContain(t("de", "close.dropAsk", { summary: "die Wäsche" }));
  await term.type(buttonNumber(asked, t("de", "btn.no"))!);
  expect(await term.type("/threads")).toContain("die Wäsche");
});

/**
 * A reminder asked to repeat ("remind me every day at 8am to take my pills"), found living a morning as an owner: ZOE
 * keeps no repeating reminder yet, and it tracked "every day to take my pills" once, saying nothing ("jeden an meine
 * Tabletten", asked 08:00 or 20:00 for "jeden Morgen um 8"). Now the first time is set, with the repeat words out of its
 * name, and the series goes on from it (threads/__tests__/repeating-reminders.test.ts); a repeat shorter than five
 * minutes comes once, and the owner reads so in their language. A habit told as news stays untracked.
 * Pinned clock: Monday 7 December 2026, 10:00 in London.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { t, type Locale } from "../../lang/index.ts";
import { terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { extractCommitments, repeatAsked } from "../capture.ts";

/** [locale, message, the reminder's name, its first time as a due phrase] */
const REPEATS: ReadonlyArray<readonly [Locale, string, string, string]> = [
  ["en", "remind me every day at 8am to take my pills", "take my pills", "at 8am"],
  ["en", "remind me every monday to put the bins out", "put the bins out", "on monday"],
  ["en", "remind me to drink water every 2 hours", "drink water", "in 2 hours"],
  ["de", "erinnere mich jeden Tag um 20 Uhr ans Zähneputzen", "Zähneputzen", "um 20 Uhr"],
  ["de", "erinnere mich jeden Morgen um 8 an meine Tabletten", "meine Tabletten", "Morgens um 8"],
  ["fr", "rappelle-moi tous les jours à 8h de prendre mes cachets", "prendre mes cachets", "à 8h"],
  ["es", "recuérdame cada lunes sacar la basura", "sacar la basura", "el lunes"],
  ["pt", "lembra-me todos os dias às 8h de tomar os comprimidos", "tomar os comprimidos", "às 8h"],
  ["it", "ricordami ogni giorno alle 8 di prendere le pillole", "prendere le pillole", "alle 8"],
  ["nl", "herinner me elke dag om 8 uur aan mijn pillen", "mijn pillen", "om 8 uur"],
];

describe("a reminder asked to repeat", () => {
  it("is set for its first time, named without its repeat words, and known to repeat", () => {
    const read = REPEATS.map(([locale, text]) => [text, repeatAsked(text, locale), extractCommitments(text, locale)]);
    expect(read).toEqual(REPEATS.map(([, text, summary, due]) => [text, true, [{ op: "open", summary, reminder: true, due }]]));
  });

  it("is not a repeat when said once, and a habit told as news is nothing", () => {
    expect(repeatAsked("remind me tomorrow at 8 to take my pills", "en")).toBe(false);
    expect(repeatAsked("I take my pills every morning", "en")).toBe(false);
    expect(extractCommitments("I take my pills every morning", "en")).toEqual([]);
    expect(repeatAsked("ich gehe jeden Tag um 7 joggen", "de")).toBe(false);
  });
});

const open = terminalZoeEachTest("zoe-repeat-asked-");

it("English: 'remind me every day at 8am to take my pills' sets the series from tomorrow 08:00; 'every 2 minutes' comes once, and says so", async () => {
  const clock = new ManualClock("2026-12-07T10:00:00Z");
  const term = await open({ ZOE_TZ: "Europe/London", ZOE_LOCALE: "en" }, clock);
  const said = await term.type("remind me every day at 8am to take my pills");
  expect(said).toContain("Reminder set: take my pills, every day, first tomorrow 08:00");
  expect(said).not.toContain(t("en", "remind.once"));
  expect(await term.type("remind me every 2 minutes to stir the risotto")).toContain(t("en", "remind.once"));
  expect(await term.type("remind me at 4pm to call Sam")).not.toContain(t("en", "remind.once"));
});

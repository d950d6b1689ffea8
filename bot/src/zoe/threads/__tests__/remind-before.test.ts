/**
 * "Remind me 10 minutes before" (issue #35): after an appointment is tracked ("dentist tomorrow at 15:30"), or naming it
 * in the same message ("erinnere mich eine halbe Stunde vorher an den Zahnarzt", "rappelle-moi 10 minutes avant le
 * rendez-vous"), ZOE sets a reminder of its own at the appointment's time minus the span and says both times
 * ("Reminder set: dentist, tomorrow 15:20 (10 min before 15:30)"); the appointment stays as it was, and the reminder
 * comes at its minute. Before, the words were tracked as a loop called "10 min before". All seven languages, offline,
 * in the terminal. Pinned clock: Monday 7 December 2026, 09:00 in Berlin. And a second reminder said in short right after
 * one ("and in 2 minutes the oven too", issue #34) is set as one.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { extractFollowUpReminder } from "../capture.ts";

const start = terminalZoeEachTest("zoe-remind-before-");
const ZONE = { ZOE_TZ: "Europe/Berlin" };

// The appointment, a bare "remind me 10 min before", and one naming it with its own span (minutes before 15:30).
const SAYINGS: Array<[Locale, string, string, string, string]> = [
  ["en", "dentist tomorrow at 15:30", "remind me 10 min before", "remind me 15 minutes before the dentist", "15:15"],
  ["de", "Zahnarzt morgen um 15:30", "erinnere mich 10 Minuten vorher", "erinnere mich eine halbe Stunde vorher an den Zahnarzt", "15:00"],
  ["fr", "rendez-vous chez le dentiste demain à 15h30", "rappelle-moi 10 minutes avant", "rappelle-moi 20 minutes avant le rendez-vous", "15:10"],
  ["es", "dentista mañana a las 15:30", "recuérdame 10 minutos antes", "recuérdame media hora antes del dentista", "15:00"],
  ["pt", "dentista amanhã às 15h30", "lembra-me 10 minutos antes", "lembra-me meia hora antes do dentista", "15:00"],
  ["it", "dentista domani alle 15:30", "ricordamelo 10 minuti prima", "ricordami mezz'ora prima del dentista", "15:00"],
  ["nl", "tandarts morgen om 15:30", "herinner me 10 minuten van tevoren", "herinner me een kwartier voor de tandarts", "15:15"],
];

describe("a reminder a span before an appointment", () => {
  it.each(SAYINGS)("[%s] %j, then %j: a reminder at 15:20 said with both times, and it comes then", async (locale, appointment, bare) => {
    const clock = new ManualClock("2026-12-07T09:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: locale }, clock);
    expect(await term.type(appointment)).toMatch(/15:30/);
    const set = await term.type(bare);
    expect(set).toMatch(/15:20[^\n]*15:30/);
    expect(set).not.toMatch(/\[1\]/); // no "when should I remind you?" for a loop called "10 min before"
    const list = await term.type("/threads");
    expect(list).toMatch(/15:20/);
    expect(list).toMatch(/15:30/);
    expect(await liveUntil(term, clock, "2026-12-08T15:18:00+01:00")).not.toMatch(/⏰/);
    expect(await liveUntil(term, clock, "2026-12-08T15:20:30+01:00")).toMatch(/⏰[^\n]*15:30/);
  });

  it.each(SAYINGS)("[%s] %j, then one message naming it with its own span (e.g. the dentist)", async (locale, appointment, _bare, named, at) => {
    const clock = new ManualClock("2026-12-07T09:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: locale }, clock);
    await term.type(appointment);
    const set = await term.type(named);
    expect(set).toMatch(new RegExp(`${at}[^\\n]*15:30`));
    expect(await term.type("/threads")).toMatch(new RegExp(at));
  });

  it("[en] with nothing to be before, 'remind me 10 min before' is not read as one", async () => {
    const clock = new ManualClock("2026-12-07T09:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: "en" }, clock);
    expect(await term.type("remind me 10 min before")).not.toMatch(/before \d\d:\d\d/);
  });

  it("[en] a span that would land in the past sets nothing: 'remind me an hour before' the 09:30 call at 09:00", async () => {
    const clock = new ManualClock("2026-12-07T09:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: "en" }, clock);
    await term.type("call with Anna today at 09:30");
    expect(await term.type("remind me an hour before")).not.toMatch(/08:30/);
  });
});

// Issue #34: "and in 2 minutes the oven too" right after a reminder answered with the offline notice.
const SAID_AGAIN: Array<[Locale, string, string]> = [
  ["en", "and in 2 minutes the oven too", "the oven"],
  ["de", "und in 2 Minuten auch an den Ofen", "den Ofen"],
  ["fr", "et dans 2 minutes le four aussi", "le four"],
  ["es", "y en 2 minutos también el horno", "el horno"],
  ["pt", "e daqui a 2 minutos o forno também", "o forno"],
  ["it", "e tra 2 minuti anche il forno", "il forno"],
  ["nl", "en over 2 minuten ook aan de oven", "de oven"],
];

describe("a second reminder said in short right after one", () => {
  it("is read in every language as the thing and its time (pure)", () => {
    const read = SAID_AGAIN.map(([locale, said]) => extractFollowUpReminder(said, locale));
    expect(read).toEqual(SAID_AGAIN.map(([, said, summary]) => ({ op: "open", summary, reminder: true, due: /((?:in|dans|en|daqui a|tra|over) 2 \p{L}+)/u.exec(said)![1] })));
    expect(extractFollowUpReminder("and the kids too", "en")).toBeNull();
  });

  it("[en, nl] is set after a reminder and comes at its minute; said first, with no reminder before it, it sets nothing", async () => {
    for (const [locale, first, again, set] of [
      ["en", "remind me in 2 minutes about the pizza", "and in 2 minutes the oven too", "Reminder set: the oven"],
      ["nl", "herinner me over 2 minuten aan de pizza", "en over 2 minuten ook aan de oven", "Herinnering gezet: de oven"],
    ] as const) {
      const clock = new ManualClock("2026-12-07T09:00:00+01:00");
      const term = await start({ ...ZONE, ZOE_LOCALE: locale }, clock);
      expect(await term.type(again)).not.toContain(set);
      await term.type(first);
      expect(await term.type(again)).toContain(set);
      expect(await liveUntil(term, clock, "2026-12-07T09:02:30+01:00")).toMatch(/⏰[^\n]*oven/);
    }
  });
});

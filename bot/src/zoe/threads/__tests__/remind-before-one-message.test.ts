/**
 * The appointment and its "remind me … before" in ONE message (issue #35, plain asks): "dentist tomorrow at 4pm, remind
 * me an hour before". Before, the request's own words were tracked as a reminder called "an hour before", ringing at the
 * appointment's own minute or asking when. Now the appointment is tracked as it would be alone and a reminder is set the
 * span before it, said with both times, and it rings then. Also "actually make that 30 minutes" right after a reminder
 * (a bare span counts from now) and Dutch "maak er 10:30 van". Offline, in the terminal; pinned clock: Monday 7 December
 * 2026, 09:00 in Berlin.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { readBeforeCompound, readReminderEdit } from "../reminder-edit.ts";

const start = terminalZoeEachTest("zoe-remind-before-one-");
const ZONE = "Europe/Berlin";
const NOW = new Date("2026-12-07T09:00:00+01:00");

// The appointment tomorrow at 16:00 and, in the same message, a reminder an hour before it.
const SAID: Array<[Locale, string]> = [
  ["en", "dentist tomorrow at 4pm, remind me an hour before"],
  ["de", "Zahnarzt morgen um 16 Uhr, erinnere mich eine Stunde vorher"],
  ["fr", "dentiste demain à 16h, rappelle-moi une heure avant"],
  ["es", "dentista mañana a las 16:00, recuérdame una hora antes"],
  ["pt", "dentista amanhã às 16h, lembra-me uma hora antes"],
  ["it", "dentista domani alle 16, ricordamelo un'ora prima"],
  ["nl", "tandarts morgen om 16:00, herinner me een uur van tevoren"],
];

describe("an appointment and its 'before' reminder said in one message", () => {
  it.each(SAID)("[%s] %j: tracked at 16:00, reminded at 15:00, and the reminder comes then", async (locale, said) => {
    const clock = new ManualClock(NOW);
    const term = await start({ ZOE_TZ: ZONE, ZOE_LOCALE: locale }, clock);
    const set = await term.type(said);
    expect(set).toMatch(/16:00/);
    expect(set).toMatch(/15:00[^\n]*16:00/);
    expect(set).not.toMatch(/\[1\]/); // no "when should I remind you?" for a loop called "an hour before"
    expect(await liveUntil(term, clock, "2026-12-08T14:58:00+01:00")).not.toMatch(/⏰/);
    expect(await liveUntil(term, clock, "2026-12-08T15:00:30+01:00")).toMatch(/⏰[^\n]*16:00/);
  });

  it("reads a fact said with its time, and a bare hour by its likelier reading, each with both minutes (pure)", () => {
    const fact = readBeforeCompound("I have a call with the bank at 15:00, remind me 10 min before", NOW, ZONE, "en");
    expect(fact).toMatchObject({ track: null, due: new Date("2026-12-07T15:00:00+01:00"), byMs: 10 * 60_000 });
    const bare = readBeforeCompound("meeting with Tom tomorrow at 10, remind me 15 minutes before", NOW, ZONE, "en");
    expect(bare?.due).toEqual(new Date("2026-12-08T10:00:00+01:00"));
    expect(bare?.track?.summary).toBe("meeting with Tom");
  });

  // "I have the dentist …" is a fact, not a loop: the reminder is named by the appointment, never "I have the dentist"; the
  // time may stand inside the words, as German and Dutch put it ("Ich habe am Donnerstag um 16 Uhr Zahnarzt").
  it.each<[Locale, string, string]>([
    ["en", "I have the dentist on thursday at 4pm, remind me an hour before", "the dentist"],
    ["en", "I've got a haircut on thursday at 4pm, remind me an hour before", "a haircut"],
    ["de", "Ich habe am Donnerstag um 16 Uhr Zahnarzt, erinnere mich eine Stunde vorher", "Zahnarzt"],
    ["fr", "J'ai le dentiste jeudi à 16h, rappelle-moi une heure avant", "le dentiste"],
    ["it", "Ho il dentista giovedì alle 16, ricordamelo un'ora prima", "il dentista"],
    ["nl", "Ik heb donderdag om 16:00 de tandarts, herinner me een uur van tevoren", "de tandarts"],
  ])("[%s] a fact about an appointment names the reminder by the appointment (pure): %j", (locale, said, name) => {
    expect(readBeforeCompound(said, NOW, ZONE, locale)).toMatchObject({ track: null, summary: name, due: new Date("2026-12-10T16:00:00+01:00"), byMs: 3_600_000 });
  });

  it.each<[string, string]>([
    ["no appointment before the request", "remind me an hour before"],
    ["a day with no minute", "dentist thursday, remind me an hour before"],
    ["a span landing in the past", "call with Anna at 09:30, remind me an hour before"],
    ["a reminder asked with its own time", "remind me at 3pm to call Anna"],
  ])("reads nothing when there is %s (pure): %j", (_why, said) => {
    expect(readBeforeCompound(said, NOW, ZONE, "en")).toBeNull();
  });
});

describe("changing a reminder just set by a bare span or the Dutch '… van'", () => {
  it.each<[Locale, string, string]>([
    ["en", "actually make that 30 minutes", "2026-12-07T09:30:00+01:00"],
    ["de", "doch lieber 30 Minuten", "2026-12-07T09:30:00+01:00"],
    ["nl", "maak er 30 minuten van", "2026-12-07T09:30:00+01:00"],
    ["nl", "maak er 10:30 van", "2026-12-07T10:30:00+01:00"],
  ])("[%s] %j moves it to that minute (pure)", (locale, said, at) => {
    expect(readReminderEdit(said, NOW, ZONE, locale)).toEqual({ kind: "move", at: new Date(at) });
  });
});

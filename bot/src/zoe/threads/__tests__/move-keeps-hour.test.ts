/**
 * Moving an appointment by its day keeps its hour (issue #35): "dentist tomorrow at 15:30", then "move the dentist to
 * Thursday", asked Thursday 18:00 (the day's default) and lost the 15:30. A move that names only a day keeps the
 * loop's hour; one that names an hour takes it. In all seven languages, in the terminal, offline.
 * Pinned clock: Monday 7 December 2026, 09:00 in Berlin.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";

const start = terminalZoeEachTest("zoe-move-keeps-hour-");
const ZONE = { ZOE_TZ: "Europe/Berlin" };

// The appointment at 15:30 tomorrow, the move to Thursday, Thursday's short name and "Yes" in the owner's language.
const SAYINGS: Array<[Locale, string, string, RegExp]> = [
  ["en", "dentist tomorrow at 15:30", "move the dentist to Thursday", /Thu 15:30/],
  ["de", "Zahnarzt morgen um 15:30", "verschieb den Zahnarzt auf Donnerstag", /Do\.? 15:30/],
  ["fr", "dentiste demain à 15h30", "décale le dentiste à jeudi", /jeu\.? 15:30/],
  ["es", "dentista mañana a las 15:30", "pasa lo del dentista al jueves", /jue\.? 15:30/],
  ["pt", "dentista amanhã às 15h30", "passa o dentista para quinta", /qui\.? 15:30/],
  ["it", "dentista domani alle 15:30", "sposta il dentista a giovedì", /gio\.? 15:30/],
  ["nl", "tandarts morgen om 15:30", "zet de tandarts op donderdag", /do\.? 15:30/],
];

describe("a move by day keeps the appointment's hour", () => {
  it.each(SAYINGS)("[%s] %j, then %j: asked and moved to Thursday at the same 15:30", async (locale, appointment, move, thursday) => {
    const clock = new ManualClock("2026-12-07T09:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: locale }, clock);
    expect(await term.type(appointment)).toMatch(/15:30/);
    const asked = await term.type(move);
    expect(asked).toMatch(thursday);
    expect(asked).not.toMatch(/18:00/);
    const moved = await term.type("1");
    expect(moved).toMatch(thursday);
    expect(await term.type("/threads")).toMatch(thursday);
  });

  it("[en] a move that names an hour takes it: 'move the dentist to Thursday at 11:00'", async () => {
    const clock = new ManualClock("2026-12-07T09:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: "en" }, clock);
    await term.type("dentist tomorrow at 15:30");
    const asked = await term.type("move the dentist to Thursday at 11:00");
    expect(asked).toMatch(/Thu 11:00/);
    expect(asked).not.toMatch(/15:30/);
  });

  it("[en] a loop with no hour of its own still takes the day's: 'the report Friday', moved to Thursday", async () => {
    const clock = new ManualClock("2026-12-07T09:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: "en" }, clock);
    await term.type("I'll send the report Friday");
    expect(await term.type("move the report to Thursday")).toMatch(/Thu 18:00/);
  });
});

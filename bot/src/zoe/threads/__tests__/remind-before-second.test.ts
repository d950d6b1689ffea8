/**
 * A second "remind me 15 min before" for the same appointment (issue #34, found living a day offline): it replaced the
 * first ("10 min before" gone from /threads) because both had the same summary. Both now stand, each with its span in
 * its summary, and both come at their minutes; "only 5 min before" / "5 min before instead" (in the owner's language)
 * replaces them. Pinned clock: Monday 7 December 2026, 10:30 in Berlin.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";

const start = terminalZoeEachTest("zoe-remind-before-second-");

// The appointment (tomorrow 15:00), "10 before", "15 before", and "only 5 before".
const SAYINGS: Array<[Locale, string, string, string, string]> = [
  ["en", "dentist tomorrow at 15:00", "remind me 10 min before", "remind me 15 min before", "remind me only 5 min before"],
  ["de", "Zahnarzt morgen um 15:00", "erinnere mich 10 Minuten vorher", "erinnere mich 15 Minuten vorher", "erinnere mich doch lieber nur 5 Minuten vorher"],
  ["fr", "dentiste demain à 15h", "rappelle-moi 10 minutes avant", "rappelle-moi 15 minutes avant", "rappelle-moi plutôt 5 minutes avant"],
  ["es", "dentista mañana a las 15:00", "recuérdame 10 minutos antes", "recuérdame 15 minutos antes", "mejor recuérdame solo 5 minutos antes"],
  ["pt", "dentista amanhã às 15h", "lembra-me 10 minutos antes", "lembra-me 15 minutos antes", "lembra-me só 5 minutos antes"],
  ["it", "dentista domani alle 15:00", "ricordamelo 10 minuti prima", "ricordamelo 15 minuti prima", "ricordamelo solo 5 minuti prima"],
  ["nl", "tandarts morgen om 15:00", "herinner me 10 minuten van tevoren", "herinner me 15 minuten van tevoren", "herinner me alleen 5 minuten van tevoren"],
];

describe("two 'before' reminders for one appointment", () => {
  it.each(SAYINGS)("[%s] %j, %j, %j: both stand and both come; then %j replaces them", async (locale, appointment, ten, fifteen, only) => {
    const clock = new ManualClock("2026-12-07T10:30:00+01:00");
    const term = await start({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale }, clock);
    expect(await term.type(appointment)).toMatch(/15:00/);
    expect(await term.type(ten)).toMatch(/14:50/);
    expect(await term.type(fifteen)).toMatch(/14:45/);
    const list = await term.type("/threads");
    expect(list).toMatch(/14:50/);
    expect(list).toMatch(/14:45/);
    expect(list).toMatch(/\(3\)/);
    expect(await term.type(only)).toMatch(/14:55/);
    const after = await term.type("/threads");
    expect(after).toMatch(/14:55/);
    expect(after).not.toMatch(/14:50|14:45/);
    expect(after).toMatch(/\(2\)/);
  });

  it("[en] both come, each at its minute", async () => {
    const clock = new ManualClock("2026-12-07T10:30:00+01:00");
    const term = await start({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: "en" }, clock);
    await term.type("dentist tomorrow at 15:00");
    await term.type("remind me 10 min before");
    await term.type("remind me 15 min before");
    expect(await liveUntil(term, clock, "2026-12-08T14:44:00+01:00")).not.toMatch(/⏰/);
    expect(await liveUntil(term, clock, "2026-12-08T14:46:00+01:00")).toMatch(/⏰[^\n]*15 min before/);
    expect(await liveUntil(term, clock, "2026-12-08T14:51:00+01:00")).toMatch(/⏰[^\n]*10 min before/);
  });
});

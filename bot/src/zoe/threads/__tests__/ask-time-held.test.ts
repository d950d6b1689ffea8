/**
 * A bare hour the owner never settles (issue #35). "I'll call the bank at 3" asked "15:00 or 03:00?" and, unanswered,
 * nothing ever came back to it; "remind me at 4:30 to call mum" said "Reminder set: call mum, today 16:30" and then
 * asked "16:30 or 04:30?", contradicting itself. Now the likelier reading (the first to come in the owner's active
 * hours) is held meanwhile, the question says so ("Until you say, I'll go with 15:00."), the confirmation claims no
 * hour, and the buttons still change it. An hour on the 24-hour clock ("16:30", "16.30") is asked about by no one.
 * In all seven languages, in the terminal, offline. Pinned clock: Monday 7 December 2026, 09:00 in Berlin.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { t, type Locale } from "../../lang/index.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";

const start = terminalZoeEachTest("zoe-ask-held-");
const ZONE = { ZOE_TZ: "Europe/Berlin" };

// A reminder at a bare 4:30 / 4.30, a commitment at a bare 3, and a reminder at 16:30 on the 24-hour clock.
const SAYINGS: Array<[Locale, string, string, string]> = [
  ["en", "remind me at 4:30 to call mum", "I'll call the bank at 3", "remind me at 16.30 to feed the cat"],
  ["de", "erinner mich um 4.30 an die Mama", "ich ruf die Bank um 3 an", "erinnere mich um 16.30 an die Katze"],
  ["fr", "rappelle-moi à 4h30 d'appeler maman", "je dois appeler la banque à 3h", "rappelle-moi à 16h30 de nourrir le chat"],
  ["es", "recuérdame a las 4:30 llamar a mamá", "tengo que llamar al banco a las 3", "recuérdame a las 16.30 dar de comer al gato"],
  ["pt", "lembra-me às 4h30 de ligar à mãe", "tenho que ligar ao banco às 3", "lembra-me às 16.30 de dar comida ao gato"],
  ["it", "ricordami alle 4.30 di chiamare mamma", "devo chiamare la banca alle 3", "ricordami alle 16.30 di dare da mangiare al gatto"],
  ["nl", "herinner me om 4.30 aan mama bellen", "ik moet de bank om 3 bellen", "herinner me om 16.30 aan de kat"],
];

describe("a bare hour is asked, held at its likelier reading meanwhile, and never claimed before the answer", () => {
  it.each(SAYINGS)("[%s] %j: the confirmation names no hour; the question holds 16:30; the reminder comes at 16:30 unanswered", async (locale, reminder) => {
    const clock = new ManualClock("2026-12-07T09:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: locale }, clock);
    const said = await term.type(reminder);
    const [confirmation, ...rest] = said.split(/\n\s*\n/);
    expect(confirmation).not.toMatch(/\d\d:\d\d/);
    const question = rest.join("\n");
    expect(question).toMatch(/16:30[^\n]*04:30/);
    expect(question).toContain(t(locale, "ambiguous.meanwhile", { held: "16:30" }));
    expect(await liveUntil(term, clock, "2026-12-07T16:28:00+01:00")).not.toMatch(/⏰/);
    expect(await liveUntil(term, clock, "2026-12-07T16:30:30+01:00")).toMatch(/⏰/);
  });

  it.each(SAYINGS)("[%s] %j: a commitment at a bare hour is held at 15:00 and followed up that afternoon", async (locale, _reminder, commitment) => {
    const clock = new ManualClock("2026-12-07T09:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: locale }, clock);
    const said = await term.type(commitment);
    expect(said).toMatch(/15:00[^\n]*03:00/);
    expect(said).toContain(t(locale, "ambiguous.meanwhile", { held: "15:00" }));
    expect(await term.type("/threads")).toMatch(/15:00/);
    // Silence: the loop is not lost; a follow-up about it comes on the day, not never.
    const day = await liveUntil(term, clock, "2026-12-07T19:00:00+01:00");
    expect(day).toMatch(/\[\d+\]/);
  });

  it.each(SAYINGS)("[%s] %j: an hour on the 24-hour clock is set and said, never asked", async (locale, _r, _c, unambiguous) => {
    const clock = new ManualClock("2026-12-07T09:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: locale }, clock);
    const said = await term.type(unambiguous);
    expect(said).toMatch(/16:30/);
    expect(said).not.toMatch(/04:30/);
  });

  it("[en] the button still takes the other reading: 04:30 chosen, nothing at 16:30", async () => {
    const clock = new ManualClock("2026-12-07T09:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: "en" }, clock);
    const asked = await term.type("remind me at 4:30 to call mum");
    const night = /\[(\d)\] 04:30/.exec(asked)?.[1];
    expect(night).toBeDefined();
    expect(await term.type(night!)).toMatch(/tomorrow 04:30/);
    expect(await liveUntil(term, clock, "2026-12-07T17:00:00+01:00")).not.toMatch(/⏰/);
  });
});

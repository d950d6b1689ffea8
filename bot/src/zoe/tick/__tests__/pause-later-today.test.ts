/**
 * A pause until later the same day ("no messages until this evening", "fino a stasera", "bis heute Abend", "tot
 * vanavond", "jusqu'à ce soir"): ZOE is quiet now and may write again at the time the phrase names that day
 * (explore-north). Pinned clock: Monday 7 December 2026, 09:00 in Berlin, active hours 08:00-22:00.
 * Must never: read "no messages tonight" (until the morning) as ending tonight, or pause on a time already past.
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lang/index.ts";
import { pauseAsked } from "../pause.ts";

const TZ = "Europe/Berlin";
const NOW = new Date("2026-12-07T08:00:00Z");
const HOURS = { start: "08:00", end: "22:00" };

// Probe material, written before running: [locale, text, caught]. Before the fix 0/12, after 12/12.
const LATER_TODAY: Array<[Locale, string, boolean]> = [
  ["en", "no messages until this evening", true],
  ["en", "mute until tonight pls", true],
  ["en", "pause till this afternoon", true],
  ["en", "dont message me until tonight", true],
  ["it", "niente messaggi fino a stasera", true],
  ["it", "non scrivermi fino a stasera", true],
  ["fr", "pas de messages jusqu a ce soir", true],
  ["fr", "silence jusqu'à ce soir stp", true],
  ["de", "keine nachrichten bis heute abend", true],
  ["de", "bis heute abend ruhe bitte", true],
  ["nl", "geen berichten tot vanavond", true],
  ["nl", "tot vanavond even niks", true],
];

describe("a pause until later today", () => {
  it.each(LATER_TODAY.filter(([, , ok]) => ok))("%s: %s ends later today", (locale, text) => {
    const asked = pauseAsked(text, NOW, TZ, HOURS, locale);
    expect(asked?.kind).toBe("pause");
    const until = asked?.kind === "pause" ? asked.until : null;
    expect(until!.getTime()).toBeGreaterThan(NOW.getTime());
    expect(until!.toISOString().slice(0, 10)).toBe("2026-12-07");
  });
  it.each(LATER_TODAY.filter(([, , ok]) => !ok))("known miss: %s: %s", (locale, text) => {
    expect(pauseAsked(text, NOW, TZ, HOURS, locale)).toBeNull();
  });

  it("'no messages tonight' still lasts until the morning", () => {
    const asked = pauseAsked("no messages tonight", NOW, TZ, HOURS, "en");
    expect(asked?.kind === "pause" && asked.until.toISOString()).toBe("2026-12-08T07:00:00.000Z");
  });

  it("'until this morning' said at 14:00 is no pause (its time is past)", () => {
    expect(pauseAsked("no messages until this morning", new Date("2026-12-07T13:00:00Z"), TZ, HOURS, "en")).toBeNull();
  });
});

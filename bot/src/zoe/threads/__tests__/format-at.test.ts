/**
 * A reminder's "Why now" says when the owner asked and for when, with each language's preposition: a time alone on
 * the day it is read ("at 14:02"), a date and a time on any other ("on 4 Jun at 21:50"), so a reminder held overnight
 * or asked for the day before does not read "You asked me at 4 Jun 21:50".
 */
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../../lang/index.ts";
import { formatAt } from "../due.ts";

const ZONE = "Europe/Berlin";
const NOW = new Date("2026-12-08T08:05:00Z"); // Tuesday 8 December, 09:05 in Berlin
const TODAY = new Date("2026-12-08T07:30:00Z"); // 08:30 the same day
const YESTERDAY = new Date("2026-12-07T17:10:00Z"); // Monday 7 December, 18:10

const EXPECTED: Record<Locale, readonly [string, RegExp]> = {
  en: ["at 08:30", /^on 7 Dec at 18:10$/],
  de: ["um 08:30", /^am 7\.? Dez\.? um 18:10$/],
  fr: ["à 08:30", /^le 7 déc\.? à 18:10$/],
  es: ["a las 08:30", /^el 7 dic\.? a las 18:10$/],
  pt: ["às 08:30", /^no dia 7 (?:de )?dez\.? às 18:10$/],
  it: ["alle 08:30", /^il 7 dic\.? alle 18:10$/],
  nl: ["om 08:30", /^op 7 dec\.? om 18:10$/],
};

describe("a moment as a sentence says it", () => {
  for (const locale of LOCALES) {
    it(`${locale}: the same day is a time, another day a date and a time`, () => {
      expect(formatAt(TODAY, NOW, ZONE, locale)).toBe(EXPECTED[locale][0]);
      expect(formatAt(YESTERDAY, NOW, ZONE, locale)).toMatch(EXPECTED[locale][1]);
    });
  }
  it("says the year of a moment in another year", () => {
    expect(formatAt(new Date("2025-12-31T20:00:00Z"), NOW, ZONE, "en")).toBe("on 31 Dec 2025 at 21:00");
  });
});

/**
 * A part of the day said with its preposition after a day ("dopodomani in mattinata", "demain dans
 * l'après-midi") lands on that day's usual hour, as "tomorrow morning" does in English (09:00,
 * afternoon 15:00, evening 21:00). French "après-midi" is never read as "midi" (noon). Pinned clock:
 * Friday 4 December 2026, 11:07 in Berlin.
 */
import { describe, expect, it } from "vitest";
import { formatIsoInZone, resolveDue } from "../due.ts";

const NOW = new Date("2026-12-04T10:07:00Z");
const TZ = "Europe/Berlin";
const at = (phrase: string, locale: "fr" | "it") => {
  const d = resolveDue(phrase, NOW, TZ, locale);
  return d ? formatIsoInZone(d, TZ).slice(0, 16) : null;
};

describe("a part of the day with its preposition, after a day", () => {
  it.each([
    ["it", "dopodomani in mattinata", "2026-12-06T09:00"],
    ["it", "dopodomani nel pomeriggio", "2026-12-06T15:00"],
    ["it", "dopodomani in serata", "2026-12-06T21:00"],
    ["fr", "demain dans l'après-midi", "2026-12-05T15:00"],
    ["fr", "après-demain après-midi", "2026-12-06T15:00"],
    ["fr", "après-demain dans la matinée", "2026-12-06T09:00"],
    // The noon rules still hold where "midi" stands alone.
    ["fr", "demain midi", "2026-12-05T12:00"],
    ["fr", "à midi", "2026-12-04T12:00"],
  ] as const)("%s: %j is %s", (locale, phrase, want) => {
    expect(at(phrase, locale)).toBe(want);
  });
});

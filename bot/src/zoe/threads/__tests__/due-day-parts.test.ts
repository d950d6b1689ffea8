/**
 * A part of the day said with its preposition after a day ("dopodomani in mattinata", "demain dans
 * l'après-midi") lands on that day's usual hour, as "tomorrow morning" does in English (09:00,
 * afternoon 15:00, evening 21:00). French "après-midi" is never read as "midi" (noon). Pinned clock:
 * Friday 4 December 2026, 11:07 in Berlin. A part of the day narrowed by early, mid or late has an
 * hour of its own in every language: late morning 11:00, mid-morning 10:00, early afternoon 14:00,
 * mid-afternoon 15:00, late afternoon 17:00, early evening 19:00, late evening 22:00; said alone it is
 * the next such hour, as a clock time is.
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lang/index.ts";
import { formatIsoInZone, resolveDue } from "../due.ts";

const NOW = new Date("2026-12-04T10:07:00Z");
const TZ = "Europe/Berlin";
const at = (phrase: string, locale: Locale) => {
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

describe("a part of the day narrowed by early, mid or late, in every language", () => {
  it.each([
    ["en", "tomorrow late morning", "2026-12-05T11:00"],
    ["en", "late this afternoon", "2026-12-04T17:00"],
    ["en", "early tomorrow evening", "2026-12-05T19:00"],
    ["en", "Saturday mid-morning", "2026-12-05T10:00"],
    ["en", "late in the evening on Monday", "2026-12-07T22:00"],
    ["fr", "demain en soirée", "2026-12-05T21:00"],
    ["fr", "samedi en soirée", "2026-12-05T21:00"],
    ["fr", "demain en fin de matinée", "2026-12-05T11:00"],
    ["fr", "demain en début d'après-midi", "2026-12-05T14:00"],
    ["fr", "en fin d'après-midi", "2026-12-04T17:00"],
    ["fr", "demain tard le soir", "2026-12-05T22:00"],
    ["de", "morgen am frühen Abend", "2026-12-05T19:00"],
    ["de", "Samstag am späten Vormittag", "2026-12-05T11:00"],
    ["de", "am späten Nachmittag", "2026-12-04T17:00"],
    ["es", "mañana a media mañana", "2026-12-05T10:00"],
    ["es", "mañana a última hora de la tarde", "2026-12-05T17:00"],
    ["es", "el sábado a primera hora de la tarde", "2026-12-05T14:00"],
    ["it", "domani nel tardo pomeriggio", "2026-12-05T17:00"],
    ["it", "sabato nel primo pomeriggio", "2026-12-05T14:00"],
    ["pt", "amanhã ao fim da tarde", "2026-12-05T17:00"],
    ["pt", "sábado no início da noite", "2026-12-05T19:00"],
    ["nl", "morgen aan het eind van de middag", "2026-12-05T17:00"],
    ["nl", "zaterdag laat in de ochtend", "2026-12-05T11:00"],
  ] as const)("%s: %j is %s", (locale, phrase, want) => {
    expect(at(phrase, locale)).toBe(want);
  });

  it.each([
    // "later" is no "late": these stay the plain part of today.
    ["fr", "en soirée", "2026-12-04T21:00"],
    ["fr", "plus tard dans la soirée", "2026-12-04T21:00"],
    // The unnarrowed parts keep their hours.
    ["en", "tomorrow morning", "2026-12-05T09:00"],
    ["en", "early tomorrow", "2026-12-05T09:00"],
    ["es", "mañana a última hora", "2026-12-05T18:00"],
    ["es", "mañana a primera hora", "2026-12-05T09:00"],
    ["it", "domani in serata", "2026-12-05T21:00"],
  ] as const)("%s: %j is still %s", (locale, phrase, want) => {
    expect(at(phrase, locale)).toBe(want);
  });
});

/**
 * Probe (explore-de-fr-en, issues 34/35): a newcomer pauses ZOE in words as people type them in chat: on the very
 * weekday they name ("until monday" said on a Monday means next Monday), and in French without accents or
 * apostrophes ("jusqu a lundi", "ne m ecris plus"). Pinned clock: Monday 7 December 2026, 09:00 in Berlin, active
 * hours 08:00-22:00. Written before running ZOE on it; `KNOWN` lists the misses at the time of writing.
 * Must never: read a sentence that only mentions messages or a weekday as a pause.
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lang/index.ts";
import { pauseAsked } from "../pause.ts";

const TZ = "Europe/Berlin";
const MONDAY = new Date("2026-12-07T08:00:00Z");
const TUESDAY = new Date("2026-12-08T08:00:00Z");
const HOURS = { start: "08:00", end: "22:00" };
const NEXT_MON_0800 = "2026-12-14T07:00:00.000Z";
const TOMORROW_0800 = "2026-12-08T07:00:00.000Z";
const FRI_0800 = "2026-12-11T07:00:00.000Z";

const PAUSES: Array<[string, Locale, Date, string, string]> = [
  ["same weekday, en", "en", MONDAY, "no messages until monday", NEXT_MON_0800],
  ["same weekday, de", "de", MONDAY, "keine nachrichten bis montag", NEXT_MON_0800],
  ["same weekday, de, polite", "de", MONDAY, "bitte bis Montag Ruhe", NEXT_MON_0800],
  ["same weekday, fr", "fr", MONDAY, "plus de messages jusqu'à lundi", NEXT_MON_0800],
  ["fr typed without apostrophe", "fr", TUESDAY, "pas de messages jusqu a lundi", NEXT_MON_0800],
  ["fr typed without accent", "fr", TUESDAY, "silence jusqu'a vendredi stp", FRI_0800],
  ["fr without accent or apostrophe", "fr", TUESDAY, "ne m ecris plus jusqu a lundi", NEXT_MON_0800],
  ["fr tais toi without hyphen", "fr", MONDAY, "tais toi jusqu'à demain", TOMORROW_0800],
  ["fr laisse moi without hyphen", "fr", TUESDAY, "laisse moi tranquille jusqu au lundi", NEXT_MON_0800],
  ["another weekday still this week, de", "de", MONDAY, "funkstille bis freitag", FRI_0800],
];

const NOT_PAUSES: Array<[Locale, Date, string]> = [
  ["en", MONDAY, "I have no messages until monday"],
  ["de", MONDAY, "ich hab bis montag keine nachrichten bekommen"],
  ["fr", TUESDAY, "je n ai pas de messages jusqu a lundi"],
  ["fr", TUESDAY, "je dois attendre jusqu a lundi"],
  ["fr", MONDAY, "lundi, pas de messages importants"],
];

/** Misses left (before the fix: 1/10 caught; after: 10/10; look-alikes 5/5 untouched both times). */
const KNOWN = new Set<string>([]);

describe("a newcomer pauses ZOE as they type it", () => {
  for (const [label, locale, now, text, until] of PAUSES) {
    const test = KNOWN.has(label) ? it.fails : it;
    test(`${label}: "${text}" pauses until ${until}`, () => {
      const asked = pauseAsked(text, now, TZ, HOURS, locale);
      expect(asked).toEqual({ kind: "pause", until: new Date(until) });
    });
  }
  for (const [locale, now, text] of NOT_PAUSES) {
    it(`"${text}" is no pause`, () => {
      expect(pauseAsked(text, now, TZ, HOURS, locale)).toBeNull();
    });
  }
});

/**
 * Probe (explore-de-fr-en, issues 34/35): a newcomer drops a loop in words, with no follow-up on screen, as people
 * type it: "lass das mit dem joggen", "tant pis pour le jogging", "scrap the jogging". Written before running ZOE on
 * it; `KNOWN` lists the misses at the time of writing. The loop is found by its words; a sentence that only
 * mentions the thing, or says far more than a name, drops nothing.
 */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lang/index.ts";
import { makeThread } from "../../test-support/fixtures.ts";
import { offlineIntents } from "../offline-intents.ts";

const jog = (summary: string) => [makeThread({ id: "th-jog1", summary }), makeThread({ id: "th-boss", summary: "send the report to the boss" })];
const LOOPS: Record<"de" | "fr" | "en", string> = { de: "morgen um 7 joggen gehen", fr: "aller faire du jogging demain", en: "go jogging tomorrow at 7" };

const DROPS: Array<[string, "de" | "fr" | "en", string]> = [
  ["de lass das mit", "de", "lass das mit dem joggen"],
  ["de lass das mit … sein", "de", "ach lass das mit dem Joggen lieber sein"],
  ["de lass das mit … bleiben", "de", "lass das mit dem joggen bleiben"],
  ["de vergiss (exists)", "de", "vergiss das mit dem joggen"],
  ["fr tant pis pour", "fr", "tant pis pour le jogging"],
  ["fr laisse tomber (exists)", "fr", "laisse tomber le jogging"],
  ["fr oublie typed casual", "fr", "bon oublie le jogging"],
  ["en scrap", "en", "scrap the jogging"],
  ["en drop … thing", "en", "drop the jogging thing"],
];

const NOT_DROPS: Array<["de" | "fr" | "en", string]> = [
  ["de", "lass das mit dem joggen mal meine sorge sein"],
  ["de", "joggen war heute super"],
  ["fr", "tant pis, il pleut"],
  ["fr", "tant pis pour moi"],
  ["fr", "le jogging c'etait dur"],
  ["en", "drop the kids at school"],
  ["en", "the jogging was great"],
];

/** Misses left (before the fix: 3/9 dropped; after: 8/9; look-alikes untouched both times). "scrap the jogging" needs
 * a word like "thing": "scrap the car" said bare may be a task. */
const KNOWN = new Set<string>(["en scrap"]);

describe("a newcomer drops a loop in words, without an id", () => {
  for (const [label, locale, text] of DROPS) {
    const test = KNOWN.has(label) ? it.fails : it;
    test(`${label}: "${text}" drops the jogging loop`, () => {
      expect(offlineIntents(text, jog(LOOPS[locale]), locale as Locale).threadOps).toEqual([{ op: "drop", id: "th-jog1" }]);
    });
  }
  for (const [locale, text] of NOT_DROPS) {
    it(`"${text}" drops nothing`, () => {
      expect(offlineIntents(text, jog(LOOPS[locale]), locale as Locale).threadOps).toEqual([]);
    });
  }
});

/**
 * splitDuePhrase with `keep` (what a deferral reading uses: only a rest of deferral words counts)
 * asks the grammar about fewer splits; its answer must be the one the plain split gives, thrown
 * away when its rest holds a word `keep` refuses. Checked over clauses of time words, deferral
 * words and other words in every language, for several `keep` word sets. And the grammar's
 * English reading after another language's rewrite found nothing to rewrite is skipped: the
 * answers stay those of the reading in full.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isDuePhrase, resolveDue, splitDuePhrase } from "../due.ts";
import type { Locale } from "../../lang/locale.ts";

const LOCALES: Locale[] = ["en", "de", "fr", "es", "pt", "it", "nl"];

const WORDS = [
  // time words
  "tomorrow", "friday", "monday", "next", "week", "by", "until", "till", "at", "3pm", "10am", "in", "2", "hours", "days", "end", "of", "month", "tonight", "june", "10",
  "morgen", "früh", "bis", "freitag", "um", "15", "uhr", "nächste", "woche", "demain", "matin", "d'ici", "vendredi", "prochain", "mañana", "para", "el", "viernes",
  "amanhã", "até", "sexta-feira", "à", "noite", "dans", "3", "jours",
  // deferral words and others
  "remind", "me", "snooze", "i'll", "do", "it", "the", "rest", "please", "maybe", "ok", "report", "send", "offsite", "got", "pushed", "invoice", "ich", "mache", "es",
  "je", "le", "fais", "lo", "hago", "faço", "das", "Angebot", "fertig", "machen", "—", "!",
];

const clause = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 9 }).map((ws) => ws.join(" "));

describe("splitDuePhrase with keep", () => {
  it("answers what the plain split answers, or null when its rest holds a refused word", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), clause, fc.subarray(WORDS), (locale, c, keptWords) => {
        const keepSet = new Set(keptWords);
        const keep = (w: string) => keepSet.has(w);
        const plain = splitDuePhrase(c, locale);
        const expected = plain && plain.rest.split(/\s+/).filter(Boolean).every(keep) ? plain : null;
        expect(splitDuePhrase(c, locale, keep)).toEqual(expected);
      }),
      // A fresh seed each run, so runs add up over time; sized for a few seconds of CPU, since the fast tier shares
      // the cores with the e2e tier in CI (raise it by hand when changing the grammar).
      { numRuns: 5_000, seed: Date.now() },
    );
  }, 120_000);

  it("still finds a deferral whose rest is all kept words, in each position", () => {
    const keep = (w: string) => ["remind", "me", "i'll", "do", "it"].includes(w);
    expect(splitDuePhrase("remind me tomorrow", "en", keep)).toEqual({ rest: "remind me", due: "tomorrow" });
    expect(splitDuePhrase("send the report tomorrow", "en", keep)).toBeNull();
    expect(splitDuePhrase("send the report tomorrow", "en")).toEqual({ rest: "send the report", due: "tomorrow" });
    expect(splitDuePhrase("morgen früh mache es", "de", (w) => ["mache", "es"].includes(w))).toEqual({ rest: "mache es", due: "morgen früh" });
  });
});

describe("a phrase of another language with nothing to rewrite", () => {
  it("resolves as before: the English reading is not asked twice, the answer is the same", () => {
    const now = new Date("2026-06-03T10:00:00Z");
    for (const locale of LOCALES) {
      for (const phrase of ["Friday", "tomorrow 10am", "in 2 hours", "June 10", "the offsite got pushed", "morgen früh", "vendredi", "end of month"]) {
        const en = resolveDue(phrase, now, "Europe/Berlin", "en");
        const own = resolveDue(phrase, now, "Europe/Berlin", locale);
        // An English phrase that no language rewrites reads the same in every language.
        if (["Friday", "tomorrow 10am", "in 2 hours", "the offsite got pushed", "end of month"].includes(phrase)) expect(own).toEqual(en);
        expect(isDuePhrase(phrase, locale)).toBe(own !== null);
      }
    }
  });
});

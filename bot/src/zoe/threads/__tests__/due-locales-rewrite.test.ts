/**
 * The rewrite of other languages' time words (threads/due-locales.ts) runs a pattern only when its cheap
 * twin (the pattern without its word-boundary look-arounds) finds something, so that a phrase does
 * not pay to compile a hundred Unicode patterns it cannot match. The result is the one every
 * pattern run in turn gives: any phrase made of the languages' own time words, numbers, English
 * words and punctuation, in any case and spacing.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalDuePhrase, rewriteSteps, rewriteTimeWords, withoutLookarounds } from "../due-locales.ts";
import type { Locale } from "../../lang/locale.ts";

const LOCALES: Locale[] = ["de", "fr", "es", "pt", "it", "nl"];

/** Each language's steps, built once: building them (and reading each pattern's literals) costs more than running them. */
const stepsBy = new Map<Locale, ReturnType<typeof rewriteSteps>>();

/** Every pattern run in turn, as the rewrite was written before its twins. */
function reference(phrase: string, locale: Locale): string {
  let out = phrase.toLowerCase().replace(/[’‘`]/g, "'");
  let steps = stepsBy.get(locale);
  if (!steps) stepsBy.set(locale, (steps = rewriteSteps(locale)));
  for (const [re, to] of steps) out = out.replace(re, to as string);
  return out.replace(/\s+/g, " ").trim();
}

const WORDS = [
  // German
  "bis", "spätestens", "am", "zum", "morgen", "früh", "übermorgen", "heute", "abend", "nachmittag", "mittag", "nacht", "Freitag", "montag", "sonnabend",
  "nächste", "woche", "ende", "des", "monats", "in", "zwei", "stunden", "einer", "halben", "stunde", "halb", "um", "uhr", "feierabend", "kommenden",
  // French
  "d'ici", "demain", "matin", "soir", "après-midi", "aprem", "vendredi", "prochain", "ce", "cette", "semaine", "fin", "du", "mois", "dans", "jours", "midi", "minuit", "à", "1er", "h",
  // Spanish
  "para", "el", "mañana", "por", "la", "tarde", "noche", "viernes", "que", "viene", "próximo", "hoy", "a", "las", "de", "dentro", "media", "hora", "mediodía",
  // Portuguese
  "até", "amanhã", "sexta-feira", "sexta", "da", "manhã", "às", "noite", "daqui", "meia", "hoje", "próxima", "semana", "que", "vem", "fim", "mês",
  // Italian
  "entro", "domani", "mattina", "dopodomani", "stasera", "venerdì", "venerdi", "prossimo", "tra", "fra", "due", "ore", "minuti", "un'ora", "mezz'ora",
  "alle", "del", "pomeriggio", "mezzogiorno", "mezzanotte", "fine", "mese", "settimana", "oggi",
  // Dutch
  "vandaag", "morgenochtend", "overmorgen", "vanavond", "vrijdag", "vrijdagavond", "voor", "uiterlijk", "over", "een", "twee", "uur", "minuten", "om", "'s", "middags",
  "volgende", "week", "maand", "eind", "van", "half", "middernacht",
  // Dates with month names, in either order, the day in digits or words
  "Mai", "mär", "juli", "erster", "vierten", "5.", "15te", "mars", "premier", "cinq", "mayo", "cinco", "del", "primero", "maio", "dia", "maggio", "primo", "mei", "vijfde", "mrt", "2027",
  // English and other words
  "friday", "next", "tomorrow", "the", "report", "Bericht", "send", "at", "3pm", "15", "15:30", "9.30", "18h30", "3", "10", "2",
  // Letters that match others when case is ignored (ſ is s, K is k, ẞ is ß), and the micro sign
  "ſonntag", "Kommende", "ſoir", "ẞ", "µ", "İ", "heuteſ", "MORGEN",
];

describe("the time-word rewrite of other languages", () => {
  it("gives what every pattern run in turn gives, for any phrase of time words", () => {
    const phrase = fc
      .array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(" ", "  ", ", ", " ", "")), { minLength: 1, maxLength: 6 })
      .map((parts) => parts.map(([w, sep]) => w + sep).join(""))
      .chain((p) => fc.constantFrom(p, p.toUpperCase(), ` ${p} `));
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), phrase, (locale, p) => {
        expect(rewriteTimeWords(p, locale)).toBe(reference(p, locale));
      }),
      // A fresh seed each run, so runs add up over time; sized for a few seconds of CPU, since the fast tier shares
      // the cores with the e2e tier in CI (raise it by hand when changing the grammar).
      { numRuns: 8_000, seed: Date.now() },
    );
  }, 120_000);

  // fast-check found it: the property compared the whole reading, whose day-and-deadline step ("stasera entro 10": tonight,
  // by 10) runs after the rewrite, with the rewrite alone; it now holds the rewrite alone to its reference.
  it("a day, a deadline word and an hour: the rewrite leaves the word, the reading makes it that day's deadline", () => {
    expect(rewriteTimeWords("stasera entro 10 bis ", "it")).toBe(reference("stasera entro 10 bis ", "it"));
    expect(rewriteTimeWords("stasera entro 10", "it")).toBe("tonight entro 10");
    expect(canonicalDuePhrase("stasera entro 10", "it")).toBe("tonight at 10");
    expect(canonicalDuePhrase("stasera entro le 22:30", "it")).toBe("tonight by 22:30");
  });

  it("reads the usual phrases as before", () => {
    expect(canonicalDuePhrase("bis Freitag um 15 Uhr", "de")).toBe("friday at 15:00");
    expect(canonicalDuePhrase("a las 3 de la tarde", "es")).toBe("at 3pm");
    expect(canonicalDuePhrase("demain matin", "fr")).toBe("tomorrow morning");
    expect(canonicalDuePhrase("até sexta-feira à noite", "pt")).toBe("friday night");
    expect(canonicalDuePhrase("den Bericht schicken", "de")).toBe("den bericht schicken");
    expect(canonicalDuePhrase("entro venerdì alle 15:30", "it")).toBe("friday at 15:30");
    expect(canonicalDuePhrase("tra due ore", "it")).toBe("in 2 hours");
    expect(canonicalDuePhrase("vrijdagavond", "nl")).toBe("friday evening");
    expect(canonicalDuePhrase("over een uur", "nl")).toBe("in 1 hours");
    expect(canonicalDuePhrase("de tandarts bellen", "nl")).toBe("de tandarts bellen");
  });

  // fast-check found it: the twin lost only the inner look-ahead of "(?! ?(?:uur|u)(?![\p{L}\p{N}]))",
  // which then refused "2 uhr", and the Dutch date step was passed over.
  it("a look-around nested in another is taken out with it, so the twin stays looser than its pattern", () => {
    expect(canonicalDuePhrase("juli 2 uhr ", "nl")).toBe(reference("juli 2 uhr ", "nl"));
    expect(withoutLookarounds("a(?! ?(?:uur|u)(?![\\p{L}]))b")).toBe("ab");
    expect(withoutLookarounds("(?<![\\p{L}])x[(?!]y(?<name>z)\\((?=w)")).toBe("x[(?!]y(?<name>z)\\(");
  });
});

/**
 * The owner's language: which locales ZOE speaks (base/locales.ts), the default taken from the
 * environment (ZOE_LOCALE, else LC_ALL / LC_MESSAGES / LANG), and a per-message guess when none is
 * set, from the packs' marker words and the letter sequences of lang/ngrams.ts. Pure: every answer is
 * a function of its inputs.
 * Must never: guess a language from one ambiguous word (short text with no clear marker keeps the
 * fallback), throw on an odd LANG value (unknown values fall back to English), or hold a
 * language's marker words (they are in its pack, lang/<code>/index.ts).
 */

import { isLocale, LOCALES, type Locale } from "../base/locales.ts";
import { ngramScores } from "./ngrams.ts";
import { pack } from "./packs.ts";

export { isLocale, LOCALES, type Locale } from "../base/locales.ts";

/** "de_DE.UTF-8", "fr-CA", "pt_BR", "es" -> the locale; null for C/POSIX/unknown languages. */
export function localeOfTag(tag: string | undefined): Locale | null {
  const lang = tag?.trim().toLowerCase().split(/[_.@-]/)[0];
  return isLocale(lang) ? lang : null;
}

/**
 * The locale the environment asks for: ZOE_LOCALE when set, else the POSIX locale variables in
 * their order of precedence; null when none names a supported language (then: detect per message).
 */
export function localeFromEnv(env: Record<string, string | undefined>): Locale | null {
  const explicit = env.ZOE_LOCALE?.trim();
  if (explicit) return localeOfTag(explicit);
  for (const name of ["LC_ALL", "LC_MESSAGES", "LANG"]) {
    const v = env[name]?.trim();
    if (v) return localeOfTag(v);
  }
  return null;
}

/**
 * Each language's marker words (its pack's `detection`), as one expression. Matched against
 * lower-cased text, so without the `i` flag: on Node 20, case-insensitive Unicode patterns run
 * several times slower, and every owner message is scored in every language.
 * A marker counts only where no letter or digit stands before it. That edge is checked in code
 * (`wordBefore`) at each place the words match, not by a look-behind the expression would try at
 * every position: half the time (the privacy gate asks for the language of the words around
 * each number it cannot place). The count is the same: the look-behind depends on the position
 * only, so the expression without it finds the same words at the same places.
 */
const MARKERS = Object.fromEntries(
  LOCALES.map((l) => [l, new RegExp(`(?:${pack(l).detection.markers.join("|")})(?![\\p{L}\\p{N}])`, "gu")]),
) as Record<Locale, RegExp>;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Does a letter or a digit (a whole code point, as the u flag reads it) end `t` before `at`? */
function wordBefore(t: string, at: number): boolean {
  if (at === 0) return false;
  const c = t.charCodeAt(at - 1);
  if (c < 128) return (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122);
  if (c >= 0xdc00 && c <= 0xdfff && at >= 2) {
    const high = t.charCodeAt(at - 2);
    if (high >= 0xd800 && high <= 0xdbff) return LETTER_OR_DIGIT.test(t.slice(at - 2, at));
  }
  return LETTER_OR_DIGIT.test(t.charAt(at - 1));
}

/** How many of a language's marker words `t` holds (as `t.match` of the expression with its look-behind would count). */
function markerCount(re: RegExp, t: string): number {
  let n = 0;
  re.lastIndex = 0;
  for (let m = re.exec(t); m !== null; m = re.exec(t)) {
    // Inside a word: the expression with the look-behind would fail here and go on from the next position.
    if (wordBefore(t, m.index)) re.lastIndex = m.index + 1;
    else n++;
  }
  return n;
}

/** Letters only one language here uses (lower case: matched against lower-cased text); null for none. */
const LETTERS = Object.fromEntries(
  LOCALES.map((l) => {
    const letters = pack(l).detection.letters;
    return [l, letters ? new RegExp(`[${letters}]`, "g") : null];
  }),
) as Record<Locale, RegExp | null>;

/** Regions (ISO 3166-1) where one of ZOE's languages is the one most people write; several official languages: none. */
const REGION_LOCALE: Readonly<Record<string, Locale>> = {
  DE: "de", AT: "de", LI: "de", NL: "nl", SR: "nl", FR: "fr", MC: "fr", IT: "it", SM: "it", ES: "es", MX: "es", AR: "es",
  CO: "es", PE: "es", CL: "es", VE: "es", UY: "es", EC: "es", BO: "es", PY: "es", GT: "es", CR: "es", DO: "es", CU: "es",
  PT: "pt", BR: "pt", AO: "pt", MZ: "pt", GB: "en", IE: "en", US: "en", AU: "en", NZ: "en", ZA: "en",
};

/**
 * The language of the owner's region (ZOE_REGION, else their time zone's): what a first greeting it shares with other
 * languages ("hallo", "hey") is answered in. Null for a region of several languages (CH, BE, CA, LU) or unknown.
 */
export function localeOfRegion(region: string | undefined | null): Locale | null {
  return (region && REGION_LOCALE[region.toUpperCase()]) || null;
}

/**
 * Whether a text is only a greeting `locale` shares with other languages ("hallo", "hey!", "hallo zoe"): the first
 * message that is one is answered in the owner's region's language when that language says it.
 */
export function sharedGreetingOf(text: string, locale: Locale): boolean {
  const words = text.toLowerCase().replace(/[^\p{L}\s]/gu, " ").split(/\s+/u).filter((w) => w && w !== "zoe");
  const own = pack(locale).detection.sharedGreetings;
  return words.length > 0 && words.length <= 2 && words.every((w) => own.includes(w));
}

/** Whether a text names a language at all: its guess is the same whatever the fallback ("hallo", "ok", "👍" name none). */
export function namesLocale(text: string): boolean {
  return guessLocale(text, LOCALES[0]!) === guessLocale(text, LOCALES[1]!);
}

/**
 * The language a short window of text points to by its marker words alone, or `fallback` when
 * nothing stands out: cheap enough for the privacy gate to ask about the words around every number
 * it cannot place. A message's language is `detectLocale`'s to say.
 */
export function markedLocale(text: string, fallback: Locale): Locale {
  const score = localeScores(text);
  const ranked = [...score.entries()].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 2) return fallback;
  // The fallback wins ties: a shared word ("no", "ya") says nothing on its own.
  if (second && best[1] - second[1] < 1) return score.get(fallback) === best[1] ? fallback : best[1] === second[1] ? fallback : best[0];
  return best[0];
}

/**
 * Weight of the letter-sequence score (0..1, lang/ngrams.ts) against the marker words' (2 each): a
 * sentence's letter sequences tell Italian from Spanish and Portuguese where no marker word does
 * ("recuérdame a las 15:45 que llame a mi madre" holds Portuguese's "a" twice and one Spanish marker).
 * Chosen on the development reply and capture files (lang/__tests__/detection.test.ts).
 */
const NGRAM_WEIGHT = 32;
/** How far another language must lead the fallback to be chosen (more, for a short message in a language in use: `SETTLED_LEAD`). */
const KEEP_MARGIN = 3;
/** Below this many letter sequences or words, the marker words alone decide (`markedLocale`). */
const FEW_GRAMS = 3;
const FEW_WORDS = 2;

/** A run of characters holding a digit, an "@" or a link: a code, a time, an address, never words of a language ("7Y3A-E0LA"). */
const NO_WORDS = /\S*(?:\d|@|:\/\/|www\.)\S*/giu;
/** ZOE's own name, often in a greeting ("goeiedag zoe"): it is no word of the owner's language. */
const OWN_NAME = /(?<![\p{L}\p{N}])zoe(?![\p{L}\p{N}])/giu;

/** Each language's marker words and letter sequences, weighed together. */
function combinedScores(text: string): { scores: Map<Locale, number>; grams: number; words: number } {
  const markers = localeScores(text);
  const plain = text.replace(NO_WORDS, " ").replace(OWN_NAME, " ");
  const { scores: ngrams, grams } = ngramScores(plain);
  const words = plain.match(/\p{L}+/gu)?.length ?? 0;
  return { scores: new Map(LOCALES.map((l) => [l, (ngrams.get(l) ?? 0) * NGRAM_WEIGHT + (markers.get(l) ?? 0)])), grams, words };
}

/**
 * The language a message is most likely written in, when the owner already writes in `inUse`: its
 * marker words (the packs' `detection`) and its letter sequences (lang/ngrams.ts), with the language
 * in use kept unless another clearly leads, the more clearly the shorter the message ("jo is raus"
 * from a German owner stays German; "j'arrive pas à le finir" from an Italian owner is French).
 */
export function detectLocale(text: string, inUse: Locale): Locale {
  return weighed(text, inUse, SETTLED_LEAD);
}

/**
 * The language of a message when the owner's is not known yet (a first message, a phrase on its
 * own): the same reading as `detectLocale`, with `fallback` only a default a clear lead overrules.
 */
export function guessLocale(text: string, fallback: Locale): Locale {
  return weighed(text, fallback, 0);
}

/**
 * Per letter sequence fewer, how much more another language must lead the language in use: a short
 * reply's sequences are few and say little. Chosen on the development files with `NGRAM_WEIGHT`
 * (lang/__tests__/detection.test.ts): a message stays in its own language 99.9 times in 100.
 */
const SETTLED_LEAD = 60;
/** The lead another language needs over the one in use when the marker words alone also choose it. */
const MARKED_LEAD = 4;

function weighed(text: string, fallback: Locale, shortLead: number): Locale {
  const { scores, grams, words } = combinedScores(text);
  // "no", "ok", "hello!", "goeiedag": one word's or two short words' letter sequences say little (eld's tables
  // hold "hell" but not "hello"); their marker words decide, and a word the languages share keeps the one in use.
  if (grams < FEW_GRAMS || words < FEW_WORDS) return markedLocale(text, fallback);
  const [best] = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  if (!best || best[1] <= 0) return fallback;
  const kept = scores.get(fallback) ?? 0;
  if (kept < best[1] - KEEP_MARGIN - shortLead / grams) return best[0];
  // Marker words of another language that its letter sequences bear out ("recuérdame en 15 minutos …" in a
  // Portuguese chat, "herinner me over 10 minuten …" in a Spanish one) need less lead.
  const marked = markedLocale(text, fallback);
  return marked !== fallback && (scores.get(marked) ?? 0) >= kept + MARKED_LEAD ? marked : fallback;
}

/** How strongly a text looks like each language: 2 per marker word, 1.5 per distinctive letter (at most 2). */
export function localeScores(text: string): Map<Locale, number> {
  const t = text.toLowerCase().replace(/[’‘`]/g, "'");
  const score = new Map<Locale, number>();
  for (const l of LOCALES) {
    const words = markerCount(MARKERS[l], t);
    const own = LETTERS[l];
    const letters = own ? (t.match(own)?.length ?? 0) : 0;
    score.set(l, words * 2 + Math.min(letters, 2) * 1.5);
  }
  return score;
}

/**
 * Evidence a message needs to change the language ZOE speaks: enough letter sequences to judge (a
 * borrowed "merci" or "ok" has too few) and a clear lead over the current language. Chosen on the
 * development files (lang/__tests__/detection.test.ts): no message there switches away from the
 * language it is written in, nine in ten switch to it from another.
 */
const SWITCH_GRAMS = 5;
const SWITCH_LEAD = 6;

/**
 * The language ZOE should speak after the owner wrote `text`, when it speaks `current` now (and no
 * language is configured). It changes only on clear evidence: a borrowed word ("done", "merci",
 * "ok"), a name or a number keeps the current language; a sentence in another language changes it.
 */
export function switchLocale(text: string, current: Locale): Locale {
  const { scores, grams, words } = combinedScores(text);
  if (grams < SWITCH_GRAMS || words < FEW_WORDS) return current;
  const [best, second] = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  if (!best || best[0] === current) return current;
  if (best[1] - (scores.get(current) ?? 0) < SWITCH_LEAD) return current;
  if (second && best[1] - second[1] < 1) return current;
  return best[0];
}

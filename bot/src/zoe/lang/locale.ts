/**
 * The owner's language: which locales ZOE speaks (base/locales.ts), the default taken from the
 * environment (ZOE_LOCALE, else LC_ALL / LC_MESSAGES / LANG), and a per-message guess when none is
 * set. Pure: every answer is a function of its inputs.
 * Must never: guess a language from one ambiguous word (short text with no clear marker keeps the
 * fallback), throw on an odd LANG value (unknown values fall back to English), or hold a
 * language's marker words (they are in its pack, lang/<code>/index.ts).
 */

import { isLocale, LOCALES, type Locale } from "../base/locales.ts";
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
  return detectLocale(text, LOCALES[0]!) === detectLocale(text, LOCALES[1]!);
}

/**
 * The language a message is most likely written in, or `fallback` when nothing stands out (a
 * number, an emoji, one word that several languages share).
 */
export function detectLocale(text: string, fallback: Locale): Locale {
  const score = localeScores(text);
  const ranked = [...score.entries()].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 2) return fallback;
  // The fallback wins ties: a shared word ("no", "ya") says nothing on its own.
  if (second && best[1] - second[1] < 1) return score.get(fallback) === best[1] ? fallback : best[1] === second[1] ? fallback : best[0];
  return best[0];
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

/** Evidence a message needs to change the language ZOE speaks: two marker words, and a clear lead over the current one. */
const SWITCH_MIN = 4;
const SWITCH_LEAD = 3;

/**
 * The language ZOE should speak after the owner wrote `text`, when it speaks `current` now (and no
 * language is configured). It changes only on clear evidence: a borrowed word ("done", "merci",
 * "ok"), a name or a number keeps the current language; a sentence in another language changes it.
 */
export function switchLocale(text: string, current: Locale): Locale {
  const score = localeScores(text);
  const [best, second] = [...score.entries()].sort((a, b) => b[1] - a[1]);
  if (!best || best[0] === current) return current;
  if (best[1] < SWITCH_MIN || best[1] - (score.get(current) ?? 0) < SWITCH_LEAD) return current;
  if (second && best[1] - second[1] < 1) return current;
  return best[0];
}

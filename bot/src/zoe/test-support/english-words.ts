/**
 * Finds English in what ZOE said to an owner who speaks another language: common English function
 * words ("the", "your", "and", "not", "with", "today", "done", "nothing", "open"…) and, more
 * broadly, any word of ZOE's English string table the owner's language does not share. Command
 * names, their arguments, file paths, environment variables and product names (ZOE, Telegram) are
 * not words the owner reads as English, so they are left out first.
 */
import { STRING_KEYS, t } from "../lang/i18n.ts";
import type { Locale } from "../lang/locale.ts";

/**
 * English function and everyday words that no other language here writes the same way ("on" is
 * French, "will"/"was"/"so"/"still" are German, "no"/"me"/"for" Spanish or Portuguese: not listed).
 */
export const ENGLISH_STOP_WORDS = (
  "the your you you're yours and not with today tonight tomorrow done nothing open is are were been have has had " +
  "i'm i'll i've don't didn't can't won't isn't it's that's what's let's this that these those there here " +
  "what when where which who why how from into about after before again yet just only very too " +
  "please sorry thanks yes my our their his its them they we it of to at by or if than then now any " +
  "some all every each other more less much many few until since while because should would could " +
  "can need want got get one two three first next week day days hours morning evening night " +
  "monday tuesday wednesday thursday friday saturday sunday january february march june july october december " +
  "due overdue reminder reminders snooze nudge nudges"
).split(/\s+/);

/**
 * Words of that list another language here writes the same way, in everyday sentences: not English
 * in that language's text ("is", "of", "open", "we" are Dutch; "due" is Italian for "two").
 */
const SHARED_WITH_ENGLISH: Partial<Record<Locale, readonly string[]>> = {
  nl: ["is", "of", "open", "we", "had", "want", "week", "december"],
  it: ["due"],
};

/** The English stop words that are English in `locale`'s text. */
export function englishStopWords(locale: Locale): string[] {
  const shared = new Set(SHARED_WITH_ENGLISH[locale] ?? []);
  return ENGLISH_STOP_WORDS.filter((w) => !shared.has(w));
}

/** Names, not words: the product, the channels, the mode names /mode takes, job names in logs. */
const NAMES = ["zoe", "telegram", "anthropic", "quiet", "balanced", "proactive", "online", "offline", "ok"];

/** What the owner reads as language: commands with their arguments, paths and VARIABLES removed. */
export function readableText(text: string): string {
  return text
    .replace(/\S*\w[/\\]\S*|(?<!\S)\/\w+\/\S*/g, " ")
    .replace(/\/[a-z_]+(?:[ \t]+(?:on|off|quiet|balanced|proactive|add|edit|done|drop|wake|undo|g-[\w…-]+|th-[\w…-]+|[\d:.-]+(?:am|pm)?))*/gi, " ")
    .replace(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g, " ")
    .replace(/\bth-[a-z0-9]+\b|\bg-[a-z0-9]+\b/gi, " ");
}

const wordsOf = (s: string, min = 1) => s.toLowerCase().match(new RegExp(`[\\p{L}']{${min},}`, "gu")) ?? [];

/**
 * English words in `text` that an owner of `locale` did not write themselves (`ownerWords`).
 * Empty means: not one English word of ZOE's own.
 */
export function englishLeaks(text: string, locale: Locale, ownerWords = ""): string[] {
  // The table's sentences without their {placeholders} (names of variables, not words).
  const say = (l: Locale, k: (typeof STRING_KEYS)[number]) => readableText(t(l, k).replace(/\{\w+\}/g, " "));
  const mine = new Set([...STRING_KEYS.flatMap((k) => wordsOf(say(locale, k))), ...wordsOf(ownerWords), ...NAMES]);
  const english = new Set([...englishStopWords(locale), ...STRING_KEYS.flatMap((k) => wordsOf(say("en", k), 4))]);
  const found = new Set<string>();
  for (const w of wordsOf(readableText(text))) {
    const bare = w.replace(/^'+|'+$/g, "");
    if (english.has(bare) && !mine.has(bare)) found.add(bare);
  }
  return [...found].sort();
}

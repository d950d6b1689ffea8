/**
 * What ZOE knows about languages: one pack per language (lang/<code>/, registered in packs.ts)
 * holding its words, and what reads them here: ZOE's own words in every language it speaks (the
 * string table), the owner's language and its detection. Other folders use only what this index
 * exports; a feature that reads or writes a language's words takes them from `pack(locale)`.
 * Must never: hold a sentence in one language only.
 */
export { colon, commandHelp, languageNames, languageRule, lateness, type StringKey, t } from "./i18n.ts";
export { detectLocale, guessLocale, isLocale, type Locale, localeFromEnv, localeOfRegion, localeOfTag, LOCALES, localeScores, markedLocale, namesLocale, sharedGreetingOf, switchLocale } from "./locale.ts";
export { pack } from "./packs.ts";
export { REPEAT_UNITS, type RepeatUnit } from "./pack.ts";
export type { ClockWords, DateWords, DueRewrite, LanguagePack, Pattern, ReplyWords, SecretWords, SinglePatternWords, SpokenNumbers } from "./pack.ts";
export { R as WORD_END, L as WORD_START, w as wholeWords, loose } from "./patterns.ts";

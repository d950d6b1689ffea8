/**
 * What ZOE knows about languages: its own words in every language it speaks (the string
 * table), the owner's language and its detection. Other folders use only what this index exports.
 * Must never: hold a sentence in one language only.
 */
export { colon, commandHelp, languageRule, type StringKey, t } from "./i18n.ts";
export { detectLocale, isLocale, type Locale, localeFromEnv, localeOfTag, LOCALES, switchLocale } from "./locale.ts";

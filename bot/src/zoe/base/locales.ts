/**
 * The languages ZOE speaks, as data the configuration types and the domain share: the list, the
 * type and its check. What a language means for a message (detection, defaults) is lang/locale.ts's.
 * Must never: import anything, so base/config.ts can name a locale without reaching the domain.
 */

export const LOCALES = ["en", "de", "fr", "es", "pt", "it", "nl"] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(v: unknown): v is Locale {
  return typeof v === "string" && (LOCALES as readonly string[]).includes(v);
}

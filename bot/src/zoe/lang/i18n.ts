/**
 * ZOE's own words in the owner's language: `t(locale, key, vars)` takes the sentence from the
 * language's pack (lang/<code>/strings.ts; English's keys are the table's, and every language has
 * exactly those, so a missing translation does not compile) and fills `{name}` placeholders.
 * Online, the model writes in the owner's language itself (the prompt says so); this table is what
 * ZOE says when it writes without the model: buttons, confirmations, templates of follow-ups and
 * the brief, command replies. Also the language's typography and its name for prompts.
 * Must never: fall back to English silently for a supported locale (the types forbid it), throw on
 * a missing variable (the placeholder stays visible instead), or hold a sentence itself.
 */
import type { Locale } from "../base/locales.ts";
import { STRINGS as ENGLISH } from "./en/strings.ts";
import type { HelpCommand, StringKey } from "./pack.ts";
import { pack } from "./packs.ts";
import { LOCALES } from "./locale.ts";

export type { StringKey } from "./pack.ts";

/** Every key, for tests that check each language has real words for it. */
export const STRING_KEYS = Object.keys(ENGLISH) as StringKey[];

/** One of ZOE's sentences in the owner's language, with `{name}` placeholders filled. */
export function t(locale: Locale, key: StringKey, vars: Record<string, string | number> = {}): string {
  const p = pack(locale);
  const template = p.writing.spaceBeforePunctuation ? frenchSpacing(p.strings[key]) : p.strings[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/**
 * How late something came, as the owner reads it: "35 min", "2 h 5 min", "2 h" (rounded to the minute); from a day on,
 * whole days ("1 day", "5 days"): nobody reads "135 h 0 min".
 */
export function lateness(ms: number, locale: Locale): string {
  const mins = Math.max(0, Math.round(ms / 60_000));
  const days = Math.floor(mins / 1440);
  if (days >= 1) return days === 1 ? t(locale, "push.lateDay") : t(locale, "push.lateDays", { n: days });
  const minutes = t(locale, "push.lateMinutes", { n: mins % 60 });
  if (mins < 60) return minutes;
  const hours = t(locale, "push.lateHours", { h: Math.floor(mins / 60) });
  return mins % 60 === 0 ? hours : `${hours} ${minutes}`;
}

/** A no-break space, as French puts before ":;?!" and inside « guillemets ». */
export const NBSP = "\u00a0";

/** ": " between a label and what follows, as the owner's language writes it ("Overdue: …", "En retard : …"). */
export function colon(locale: Locale): string {
  return pack(locale).writing.spaceBeforePunctuation ? `${NBSP}: ` : ": ";
}

/**
 * French typography on ZOE's own words (the template, never the owner's words filled into it): a
 * no-break space before ":;?!»" and after "«", so a line never breaks before the sign.
 */
export function frenchSpacing(text: string): string {
  return text.replace(/[ \u202f]([:;?!»])/g, `${NBSP}$1`).replace(/«[ \u202f]/g, `«${NBSP}`);
}

/** For a model prompt (always in English): which language to write in. */
export function languageRule(locale: Locale): string {
  const name = pack(locale).name;
  return `${name} (${locale}). Write everything the owner reads in ${name}.`;
}

/** The languages ZOE reads, by name, for a model prompt: "English, German, French, Spanish and Portuguese". */
export function languageNames(): string {
  const names = LOCALES.map((l) => pack(l).name);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names.join("");
}

/** Each command's /help line in each language that writes its own (the tests check every language has each). */
export const COMMAND_HELP: Readonly<Record<string, Partial<Record<Locale, string>>>> = (() => {
  const out: Record<string, Partial<Record<Locale, string>>> = {};
  for (const l of LOCALES) {
    const lines = pack(l).commandHelp;
    if (lines) for (const [name, line] of Object.entries(lines) as Array<[HelpCommand, string]>) (out[name] ??= {})[l] = line;
  }
  return out;
})();

/**
 * A command's /help line in the owner's language, else its registered description (a command a
 * feature added without a line here, or English, whose lines are the registered ones).
 */
export function commandHelp(name: string, fallback: string, locale: Locale): string {
  const lines: Readonly<Record<string, string>> | null = pack(locale).commandHelp;
  const line = lines && Object.hasOwn(lines, name) ? lines[name] : undefined;
  if (!line) return fallback;
  return pack(locale).writing.spaceBeforePunctuation ? frenchSpacing(line) : line;
}

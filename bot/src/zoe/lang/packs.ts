/**
 * The languages ZOE speaks, one pack each: the one registration line a new language adds (next
 * to its code in base/locales.ts). A locale without its pack, or a pack missing a part, does not
 * compile; the compiler names what is missing.
 * Must never: hold a language's words (they are in lang/<code>/), or be imported by a pack.
 */
import type { Locale } from "../base/locales.ts";
import type { LanguagePack } from "./pack.ts";
import { de } from "./de/index.ts";
import { en } from "./en/index.ts";
import { es } from "./es/index.ts";
import { fr } from "./fr/index.ts";
import { it } from "./it/index.ts";
import { nl } from "./nl/index.ts";
import { pt } from "./pt/index.ts";

const PACKS = { en, de, fr, es, pt, it, nl } satisfies Record<Locale, LanguagePack>;

/** Everything ZOE knows about the language `locale`. */
export function pack(locale: Locale): LanguagePack {
  return PACKS[locale];
}

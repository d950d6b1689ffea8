/**
 * The shape of a part of ZOE's string table: each sentence with all five languages side by side,
 * so a missing translation is a compile error (`satisfies Catalog`). lang/i18n.ts joins the parts.
 * Must never: hold logic; a catalog is data.
 */
import type { Locale } from "../locale.ts";

/** One sentence in every language ZOE speaks. */
export type Entry = Readonly<Record<Locale, string>>;
/** A part of the string table: key -> sentence in every language. */
export type Catalog = Readonly<Record<string, Entry>>;

/**
 * An instant as the owner reads it in their zone: what luxon's `toFormat` gives for the few
 * patterns ZOE writes ("HH:mm", "ccc", "cccc d LLLL", "d LLL yyyy", …), computed from the wall
 * clock's fields (`wallClock`) and the locale's names as luxon lists them, without a luxon
 * DateTime: luxon builds a DateTime and a formatter per call, and the calendar job, the brief, the
 * prompt and every due date in a text format thousands of instants in a replay.
 * Only ZOE's languages (and the machine's default locale when it is one of them, with Latin
 * digits and the Gregorian calendar) take this path: their digits are plain digits and their
 * names do not depend on the instant. Anything else (another locale, a token not listed, an
 * unknown zone, a year outside 1000-9999) is luxon's, as before.
 * Must never: give a text luxon's `toFormat` would not give for the same instant, zone and locale.
 */
import { DateTime, Info, Settings } from "luxon";
import { LOCALES } from "./locales.ts";
import { wallClock, zoneOf, type WallClock } from "./zone.ts";

type Token = "yyyy" | "LLLL" | "LLL" | "cccc" | "ccc" | "dd" | "d" | "HH" | "mm";
type Part = Token | { text: string };

const TOKENS: ReadonlySet<string> = new Set<Token>(["yyyy", "LLLL", "LLL", "cccc", "ccc", "dd", "d", "HH", "mm"]);
/** A run of one letter (luxon's tokens), or text without letters or quotes (copied as it is). */
const PIECE = /([A-Za-z])\1*|[^A-Za-z']+/gy;

const compiled = new Map<string, Part[] | null>();

/** The pattern as tokens and text, or null when it holds anything this module does not write. */
function compile(pattern: string): Part[] | null {
  let parts = compiled.get(pattern);
  if (parts !== undefined) return parts;
  parts = [];
  PIECE.lastIndex = 0;
  while (PIECE.lastIndex < pattern.length) {
    const m = PIECE.exec(pattern);
    if (!m) {
      parts = null; // a quote: luxon's escaping
      break;
    }
    if (/[A-Za-z]/.test(m[0][0]!)) {
      if (!TOKENS.has(m[0])) {
        parts = null;
        break;
      }
      parts.push(m[0] as Token);
    } else parts.push({ text: m[0] });
  }
  if (compiled.size >= 64) compiled.clear();
  compiled.set(pattern, parts);
  return parts;
}

interface Names {
  weekdayLong: string[];
  weekdayShort: string[];
  monthLong: string[];
  monthShort: string[];
}

/** ZOE's languages (base/locales.ts): each writes plain digits (base/__tests__/local-text.test.ts holds every one to luxon). */
const FAST_LANGUAGES: ReadonlySet<string> = new Set(LOCALES);
const names = new Map<string, Names | null>();

/**
 * The standalone names luxon's `cccc`/`ccc`/`LLLL`/`LLL` write in `locale` (undefined: luxon's
 * default locale), or null when the locale is not one whose numbers luxon writes as plain digits.
 */
function namesOf(locale: string | undefined): Names | null {
  const key = locale ?? `default:${Settings.defaultLocale ?? ""}:${Settings.defaultNumberingSystem ?? ""}:${Settings.defaultOutputCalendar ?? ""}`;
  let n = names.get(key);
  if (n !== undefined) return n;
  n = null;
  if (locale !== undefined ? FAST_LANGUAGES.has(locale) : defaultIsPlain()) {
    const opts = locale !== undefined ? { locale } : {};
    n = {
      weekdayLong: Info.weekdays("long", opts),
      weekdayShort: Info.weekdays("short", opts),
      monthLong: Info.months("long", opts),
      monthShort: Info.months("short", opts),
    };
  }
  if (names.size >= 64) names.clear();
  names.set(key, n);
  return n;
}

/** Whether luxon's default locale is one of ZOE's, with Latin digits and the Gregorian calendar. */
function defaultIsPlain(): boolean {
  if (Settings.defaultNumberingSystem && Settings.defaultNumberingSystem !== "latn") return false;
  if (Settings.defaultOutputCalendar && Settings.defaultOutputCalendar !== "gregory") return false;
  const resolved = DateTime.fromMillis(0, { zone: "UTC" }).resolvedLocaleOptions();
  return FAST_LANGUAGES.has(resolved.locale.split("-")[0]!.toLowerCase()) && resolved.numberingSystem === "latn" && resolved.outputCalendar === "gregory";
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** What each token writes, from the wall clock and the locale's names. */
const WRITE: Record<Token, (w: WallClock, n: Names) => string> = {
  yyyy: (w) => String(w.year),
  LLLL: (w, n) => n.monthLong[w.month - 1]!,
  LLL: (w, n) => n.monthShort[w.month - 1]!,
  cccc: (w, n) => n.weekdayLong[w.weekday - 1]!,
  ccc: (w, n) => n.weekdayShort[w.weekday - 1]!,
  dd: (w) => pad2(w.day),
  d: (w) => String(w.day),
  HH: (w) => pad2(w.hour),
  mm: (w) => pad2(w.minute),
};

function write(parts: Part[], w: WallClock, n: Names): string {
  let out = "";
  for (const p of parts) out += typeof p === "string" ? WRITE[p](w, n) : p.text;
  return out;
}

/**
 * `DateTime.fromJSDate(new Date(ms), { zone: timeZone }).setLocale(locale).toFormat(pattern)` (without
 * `setLocale` when `locale` is undefined), for the patterns ZOE writes.
 */
export function localText(ms: number, timeZone: string, pattern: string, locale?: string): string {
  const parts = compile(pattern);
  const n = parts && namesOf(locale);
  if (parts && n) {
    const w = wallClock(ms, timeZone);
    if (w.year >= 1000 && w.year <= 9999) return write(parts, w, n);
  }
  const dt = DateTime.fromJSDate(new Date(ms), { zone: zoneOf(timeZone) });
  return (locale !== undefined ? dt.setLocale(locale) : dt).toFormat(pattern);
}

/**
 * `localText` for a stored timestamp. One ZOE wrote (`toISOString`) is read as a number; any other
 * text is luxon's to read, as it always was (an ISO text without an offset is in the zone).
 */
export function localTextOfIso(iso: string, timeZone: string, pattern: string, locale?: string): string {
  const at = Date.parse(iso);
  if (Number.isFinite(at) && new Date(at).toISOString() === iso) return localText(at, timeZone, pattern, locale);
  const dt = DateTime.fromISO(iso, { zone: zoneOf(timeZone) });
  return (locale !== undefined ? dt.setLocale(locale) : dt).toFormat(pattern);
}

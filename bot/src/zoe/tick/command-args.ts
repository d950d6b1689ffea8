/**
 * Command arguments as owners type them: clock times ("9am", "9:30 pm", "21:00", "noon", "9 Uhr",
 * "21h", "21h30", "a las 9", "meio-dia") and ranges ("22:00-08:00", "10pm-7am", "10pm to 7am",
 * "22 bis 7", "22h à 7h", "de las 22 a las 7", "das 22h às 7h"),
 * plus the one-line answer, in the owner's language, for an argument that was not understood:
 * what was not understood, and an example. Pure functions.
 * Must never: accept a time that does not exist (25:00, 9:75) or guess one from a typo, or hold a
 * language's clock words (they are its pack's `clock`, lang/<code>/index.ts).
 */
import { LOCALES, pack, t, type LanguagePack, type StringKey } from "../lang/index.ts";
import type { Locale } from "../lang/index.ts";

/** Every language's clock words, as one list per kind (a command argument may be in any of them). */
const every = (pick: (clock: LanguagePack["clock"]) => readonly string[]) => [...new Set(LOCALES.flatMap((l) => pick(pack(l).clock)))];
const NOON = new Set(every((c) => c.noon));
const MIDNIGHT = new Set(every((c) => c.midnight));
const O_CLOCK = new Set(every((c) => c.oClock));
const PM = new Set(every((c) => c.meridiem.pm));
/** A leading "at" ("a las 9", "às 9h", "um 9 Uhr") says nothing more. */
const AT = new RegExp(`^(?:${every((c) => c.at).join("|")})\\s+(?=\\d|m)`);
/** "9 Uhr", "21h", "9 h": the hour alone. */
const BARE_HOUR = new RegExp(`^(\\d{1,2})\\s*(?:${every((c) => [...c.oClock, ...c.hourLetters]).join("|")})$`);
/** "9am", "21:00", "21h30", "9:30 Uhr". */
const CLOCK_TIME = new RegExp(
  `^(\\d{1,2})(?:[:${every((c) => c.hourLetters).join("")}](\\d{2}))?\\s*(${every((c) => [...c.meridiem.am, ...c.meridiem.pm, ...c.oClock]).join("|")})?$`,
);

/** "9am", "9:30 pm", "09:30", "21:00", "9", "noon", "midnight" -> "HH:MM"; null when not a time of day. */
export function parseClockTime(text: string): string | null {
  const s = text.trim().toLowerCase().replace(/\./g, "").replace(AT, "");
  if (NOON.has(s)) return "12:00";
  if (MIDNIGHT.has(s)) return "00:00";
  const bare = BARE_HOUR.exec(s);
  if (bare) return Number(bare[1]) <= 23 ? `${bare[1]!.padStart(2, "0")}:00` : null;
  const m = CLOCK_TIME.exec(s);
  if (!m) return null;
  let h = Number(m[1]);
  const mi = m[2] === undefined ? 0 : Number(m[2]);
  const ampm = m[3] === undefined || O_CLOCK.has(m[3]) ? undefined : m[3];
  if (mi > 59) return null;
  if (ampm) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (PM.has(ampm) ? 12 : 0);
  } else if (h > 23 || (m[2] === undefined && m[1]!.length > 2)) {
    return null;
  }
  return `${String(h).padStart(2, "0")}:${String(mi).padStart(2, "0")}`;
}

/** Between the two ends of a range: a dash, or "to"/"bis"/"à"/"a"/"às"/"até"/"hasta" (a leading "from"/"von"/"de" is dropped). */
const RANGE_SEP = new RegExp(`\\s*(?:-|–|—|${every((c) => c.rangeTo).join("|")})\\s*`, "i");
const RANGE_FROM = new RegExp(`^(?:${every((c) => c.rangeFrom).join("|")})\\s+`, "i");
const rangeParts = (text: string) =>
  text
    .trim()
    .replace(RANGE_FROM, "")
    .split(RANGE_SEP)
    .filter((p) => p !== "");

/** "22:00-08:00", "10pm-7am", "10 pm to 7 am", "22:00 – 08:00", "22 bis 7 Uhr" -> start and end; null otherwise. */
export function parseTimeRange(text: string): { start: string; end: string } | null {
  const parts = rangeParts(text);
  if (parts.length !== 2) return null;
  const start = parseClockTime(parts[0]!);
  const end = parseClockTime(parts[1]!);
  return start && end && start !== end ? { start, end } : null;
}

/** The parts of a range that are not times of day, for the "not understood" answer. */
export function badRangeParts(text: string): string[] {
  return rangeParts(text).filter((p) => parseClockTime(p) === null);
}

/** `I didn't understand "loud" as a mode: the modes are …. Nothing changed. For example: …`, in the owner's language. */
export function notUnderstood(locale: Locale, what: StringKey, arg: string, detail: string, examples: StringKey): string {
  const shown = arg.length > 40 ? `${arg.slice(0, 40)}…` : arg;
  const vars = { arg: shown, what: t(locale, what), detail, examples: t(locale, examples) };
  return t(locale, detail ? "args.notUnderstoodDetail" : "args.notUnderstood", vars);
}

/**
 * Command arguments as owners type them: clock times ("9am", "9:30 pm", "21:00", "noon", "9 Uhr",
 * "21h", "21h30", "a las 9", "meio-dia") and ranges ("22:00-08:00", "10pm-7am", "10pm to 7am",
 * "22 bis 7", "22h à 7h", "de las 22 a las 7", "das 22h às 7h"),
 * plus the one-line answer, in the owner's language, for an argument that was not understood:
 * what was not understood, and an example. Pure functions.
 * Must never: accept a time that does not exist (25:00, 9:75) or guess one from a typo.
 */
import { t, type StringKey } from "../lang/index.ts";
import type { Locale } from "../lang/index.ts";

const NOON = new Set(["noon", "midday", "mittag", "midi", "mediodía", "mediodia", "meio-dia", "meio dia", "meiodia"]);
const MIDNIGHT = new Set(["midnight", "mitternacht", "minuit", "medianoche", "meia-noite", "meia noite", "meianoite"]);

/** "9am", "9:30 pm", "09:30", "21:00", "9", "noon", "midnight" -> "HH:MM"; null when not a time of day. */
export function parseClockTime(text: string): string | null {
  // A leading "at" in any of the languages ("a las 9", "às 9h", "um 9 Uhr") says nothing more.
  const s = text
    .trim()
    .toLowerCase()
    .replace(/\./g, "")
    .replace(/^(?:at|um|à|a las|a la|las|la|às|as)\s+(?=\d|m)/, "");
  if (NOON.has(s)) return "12:00";
  if (MIDNIGHT.has(s)) return "00:00";
  // "9 Uhr", "21h", "9 h": the hour alone in German and French.
  const bare = /^(\d{1,2})\s*(?:uhr|h)$/.exec(s);
  if (bare) return Number(bare[1]) <= 23 ? `${bare[1]!.padStart(2, "0")}:00` : null;
  const m = /^(\d{1,2})(?:[:h](\d{2}))?\s*(am|pm|uhr)?$/.exec(s);
  if (!m) return null;
  let h = Number(m[1]);
  const mi = m[2] === undefined ? 0 : Number(m[2]);
  const ampm = m[3] === "uhr" ? undefined : m[3];
  if (mi > 59) return null;
  if (ampm) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (ampm === "pm" ? 12 : 0);
  } else if (h > 23 || (m[2] === undefined && m[1]!.length > 2)) {
    return null;
  }
  return `${String(h).padStart(2, "0")}:${String(mi).padStart(2, "0")}`;
}

/** Between the two ends of a range: a dash, or "to"/"bis"/"à"/"a"/"às"/"até"/"hasta" (a leading "from"/"von"/"de" is dropped). */
const RANGE_SEP = /\s*(?:-|–|—|\bto\b|\buntil\b|\btill\b|\bbis\b|\s(?:à|a|às|até|hasta)\s)\s*/i;
const rangeParts = (text: string) =>
  text
    .trim()
    .replace(/^(?:from|von|de|desde|das)\s+/i, "")
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

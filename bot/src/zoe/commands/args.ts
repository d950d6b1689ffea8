/**
 * Command arguments as owners type them: clock times ("9am", "9:30 pm", "21:00", "noon") and
 * ranges ("22:00-08:00", "10pm-7am", "10pm to 7am"), plus the one-line answer for an argument that
 * was not understood: what was not understood, and an example. Pure functions.
 * Must never: accept a time that does not exist (25:00, 9:75) or guess one from a typo.
 */

/** "9am", "9:30 pm", "09:30", "21:00", "9", "noon", "midnight" -> "HH:MM"; null when not a time of day. */
export function parseClockTime(text: string): string | null {
  const t = text.trim().toLowerCase().replace(/\./g, "");
  if (t === "noon" || t === "midday") return "12:00";
  if (t === "midnight") return "00:00";
  const m = /^(\d{1,2})(?:[:h](\d{2}))?\s*(am|pm)?$/.exec(t);
  if (!m) return null;
  let h = Number(m[1]);
  const mi = m[2] === undefined ? 0 : Number(m[2]);
  const ampm = m[3];
  if (mi > 59) return null;
  if (ampm) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (ampm === "pm" ? 12 : 0);
  } else if (h > 23 || (m[2] === undefined && m[1]!.length > 2)) {
    return null;
  }
  return `${String(h).padStart(2, "0")}:${String(mi).padStart(2, "0")}`;
}

/** "22:00-08:00", "10pm-7am", "10 pm to 7 am", "22:00 – 08:00" -> start and end; null otherwise. */
export function parseTimeRange(text: string): { start: string; end: string } | null {
  const parts = text.trim().split(/\s*(?:-|–|—|\bto\b|\buntil\b|\btill\b)\s*/i).filter((p) => p !== "");
  if (parts.length !== 2) return null;
  const start = parseClockTime(parts[0]!);
  const end = parseClockTime(parts[1]!);
  return start && end && start !== end ? { start, end } : null;
}

/** The parts of a range that are not times of day, for the "not understood" answer. */
export function badRangeParts(text: string): string[] {
  const parts = text.trim().split(/\s*(?:-|–|—|\bto\b|\buntil\b|\btill\b)\s*/i).filter((p) => p !== "");
  return parts.filter((p) => parseClockTime(p) === null);
}

/** `I didn't understand "loud" as a mode. …` */
export function notUnderstood(what: string, arg: string, detail: string, examples: string): string {
  const shown = arg.length > 40 ? `${arg.slice(0, 40)}…` : arg;
  return `I didn't understand "${shown}" as ${what}${detail ? `: ${detail}` : ""}. Nothing changed. For example: ${examples}`;
}

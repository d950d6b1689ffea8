/**
 * A window said where one time is meant: two days ("between monday and thursday") or two hours ("tomorrow between 9 and
 * 10", "zwischen 9 und 10 Uhr", "entre las 9 y las 10", "de 9h à 10h") as a span's ends. Capture reads the message once
 * with the window's first end in its place (a reminder rings as the window opens) or its last (a commitment is due as it
 * closes), never as two things or a task called "between".
 * Must never: take numbers that are no hours for a window ("between 2 and 3 weeks", "de 20 a 30 páginas"), or read the clock.
 */
import { type Locale, pack } from "../lang/index.ts";
import { daysSpanned, type DaysSpanned } from "./recurrence.ts";

/** A window's ends as due phrases of their own and the words it takes in the message (see `DaysSpanned`). */
export type WindowSaid = DaysSpanned;

/** An hour as digits, with its minutes and a mark of the clock ("9", "9:30", "9h30", "9am", "10 Uhr", "9 uur"). */
const HOUR = String.raw`(?<h>\d{1,2})(?:[:.h](?<min>\d{2}))?(?<mark>\s?(?:[ap]\.?\s?m\.?|h|uhr|uur|u)(?![\p{L}]))?`;

/**
 * Two hours as a window's ends, or null (pure). Taken as hours only when one end bears a clock's mark (":30", "am", "h",
 * "Uhr", "uur", the article "las") or the window ends the clause or runs into the request's joiner ("… between 9 and 10 to
 * call the bank"): "between 2 and 3 weeks" and "de 20 a 30 páginas" are amounts. An end with no am/pm takes the other's
 * ("between 2 and 4pm" opens at 2pm; "between 11 and 1pm" at 11am).
 */
export function hoursSpanned(text: string, locale: Locale): WindowSaid | null {
  const reminder = pack(locale).commitments.reminder;
  const { span, and, at } = reminder.hourSpan;
  const end = (n: 1 | 2) => HOUR.replace(/\(\?<(\w+)>/gu, `(?<$1${n}>`);
  const article = String.raw`(?:(?<art>las?|as|les?|os)\s+)?`;
  const re = new RegExp(String.raw`(?<![\p{L}])(?:${span})\s+${article}${end(1)}\s*(?:${and})\s*(?:(?:las?|as|les?|os)\s+)?${end(2)}(?![\p{N}])`, "iu");
  const m = re.exec(text);
  const g = m?.groups;
  if (!m || !g) return null;
  const hours = [Number(g["h1"]), Number(g["h2"])];
  const minutes = [Number(g["min1"] ?? 0), Number(g["min2"] ?? 0)];
  if (hours.some((h) => h > 24) || minutes.some((x) => x > 59) || (hours[0] === hours[1] && minutes[0] === minutes[1])) return null;
  const rest = text.slice(m.index + m[0].length);
  const marked = Boolean(g["min1"] || g["min2"] || g["mark1"] || g["mark2"] || g["art"]);
  const closes = /^\s*(?:[,.;:!?…]|$)/u.test(rest) || [locale, "en" as const].some((l) => pack(l).commitments.reminder.joiner.test(rest.trim()));
  if (!marked && !closes) return null;
  const said = (n: 1 | 2) => `${g[`h${n}`]}${g[`min${n}`] ? `:${g[`min${n}`]}` : ""}${meridiem(g, n)}`;
  return { first: `${at} ${said(1)}`, last: `${at} ${said(2)}`, index: m.index, length: m[0].length, article: "" };
}

/** An end's clock mark, or the other end's am/pm when it has none (12-hour owners say it once, at the end). */
function meridiem(g: Record<string, string | undefined>, n: 1 | 2): string {
  const own = g[`mark${n}`]?.trim() ?? "";
  if (own && !/^(?:h|uhr|uur|u)$/iu.test(own)) return own;
  const other = g[`mark${n === 1 ? 2 : 1}`]?.trim().toLowerCase().replace(/[.\s]/gu, "") ?? "";
  if (other !== "am" && other !== "pm") return own.toLowerCase() === "h" ? "h" : own ? ` ${own}` : "";
  const [mine, theirs] = n === 1 ? [Number(g["h1"]), Number(g["h2"])] : [Number(g["h2"]), Number(g["h1"])];
  // "between 11 and 1pm" opens before noon; "between 2 and 4pm" in the afternoon.
  const crosses = n === 1 ? mine > theirs : mine < theirs;
  return crosses ? (other === "pm" ? "am" : "pm") : other;
}

/** A window of days or of hours said in the message, or null (pure). */
export function windowSaid(text: string, locale: Locale): WindowSaid | null {
  return daysSpanned(text, locale) ?? hoursSpanned(text, locale);
}

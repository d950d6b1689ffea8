/**
 * The Hindu lunisolar calendar, enough to date its festivals ("diwali 2019", "holi", "pongal")
 * for threads/due-holidays.ts: the Moon's and the Sun's longitudes (Meeus, Astronomical
 * Algorithms, threads/due-astronomy.ts), the tithi (each 12° of the
 * Moon's elongation from the Sun), the amanta month (named by the sidereal sign, Lahiri, the Sun
 * is in at the new moon that opens it; a month with no solar ingress is adhika, leap, and holds no
 * festival), and the Sun's sidereal ingresses for the solar festivals. Days are India's (UTC+5:30),
 * each festival's tithi taken at the moment of the day its observance looks at (sunrise,
 * midday, evening, midnight), as published panchangs for New Delhi do.
 * Must never: answer when it is not sure. A tithi ending within about an hour of that moment, or a
 * tithi that holds two such moments or none, gives null (the phrase is then not understood): an
 * almanac's finer rules decide those, and a wrong festival day is worse than none.
 */

import { DAY_MS, elongation, newMoonBefore, norm, RAD, sin, solve, sunLongitude } from "./due-astronomy.ts";

/** India Standard Time, UTC+5:30: the festivals' days are India's. */
const IST_MS = 5.5 * 3_600_000;
/** New Delhi, whose sunrise and sunset the moments below approximate. */
const LATITUDE = 28.61;
const LONGITUDE = 77.21;

/** Lahiri's ayanamsa, degrees: the sidereal zodiac's offset from the tropical one. */
const ayanamsa = (ms: number) => 23.853 + 0.0139696 * (ms / DAY_MS / 365.25 - 30);
const siderealSun = (ms: number) => norm(sunLongitude(ms) - ayanamsa(ms));

/** The amanta month an instant falls in: 0 Chaitra .. 11 Phalguna, and whether it is adhika (a leap month). */
function lunarMonth(ms: number): { month: number; adhika: boolean } {
  const start = newMoonBefore(ms);
  const next = solve(elongation, 0, start + 29.53 * DAY_MS, 12.19);
  const sign = Math.floor(siderealSun(start) / 30);
  return { month: (sign + 1) % 12, adhika: Math.floor(siderealSun(next) / 30) === sign };
}

/** When in an Indian day a festival's tithi is looked at. */
export type Moment = "sunrise" | "midday" | "evening" | "moonrise" | "midnight";

/** The UTC instant of a moment of the India day `y-m-d` (sunrise and sunset from the Sun's declination at New Delhi). */
function momentOf(y: number, m: number, d: number, moment: Moment): number {
  const midnightIst = Date.UTC(y, m - 1, d) - IST_MS;
  // Local mean noon at New Delhi, in IST.
  const noon = midnightIst + (12 + (82.5 - LONGITUDE) / 15) * 3_600_000;
  if (moment === "midday") return noon;
  if (moment === "midnight") return noon + 12 * 3_600_000;
  const decl = Math.asin(Math.sin(23.44 * RAD) * sin(sunLongitude(noon))) / RAD;
  const cosH = (sin(-0.833) - sin(LATITUDE) * Math.sin(decl * RAD)) / (Math.cos(LATITUDE * RAD) * Math.cos(decl * RAD));
  const hours = Math.acos(Math.max(-1, Math.min(1, cosH))) / RAD / 15;
  if (moment === "sunrise") return noon - hours * 3_600_000;
  // The waning Moon of a fourth tithi rises about two and a half hours after sunset.
  return noon + (hours + (moment === "moonrise" ? 2.5 : 0)) * 3_600_000;
}

export interface IndianDay {
  y: number;
  m: number;
  d: number;
}

const dayAfter = (x: IndianDay, n: number): IndianDay => {
  const t = new Date(Date.UTC(x.y, x.m - 1, x.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
};

/** How close to a tithi's end a moment may be and still be read: about an hour of the Moon's motion. */
const MARGIN_DEG = 0.5;

const festivalMemo = new Map<string, IndianDay | null>();

/**
 * The India day in Gregorian year `y` whose `moment` falls in tithi `tithi` (1..30; 15 full moon,
 * 30 new moon) of amanta month `month` (0 Chaitra .. 11 Phalguna, not a leap month); null when
 * there is none, one on two days in a row, or one too close to call (the year's first when it holds two).
 */
export function lunarFestival(y: number, month: number, tithi: number, moment: Moment): IndianDay | null {
  const key = `${y}/${month}/${tithi}/${moment}`;
  if (festivalMemo.has(key)) return festivalMemo.get(key)!;
  const found: IndianDay[] = [];
  let doubt = false;
  for (let day: IndianDay = { y, m: 1, d: 1 }; day.y === y; day = dayAfter(day, 1)) {
    const t = momentOf(day.y, day.m, day.d, moment);
    const e = elongation(t);
    const k = Math.floor(e / 12) + 1;
    const edge = Math.min(e % 12, 12 - (e % 12));
    if (k !== tithi && !(edge < MARGIN_DEG && (k === tithi + 1 || k === tithi - 1 || (tithi === 30 && k === 1) || (tithi === 1 && k === 30)))) continue;
    const lm = lunarMonth(t);
    if (lm.month !== month || lm.adhika) continue;
    if (edge < MARGIN_DEG) doubt = true;
    if (k === tithi) found.push(day);
  }
  // A tithi held at two moments in a row is for the almanac's finer rules; in two lunar years (one
  // Gregorian year holds twelve and a bit lunations), the year's first.
  const apart = found.length === 2 && Date.UTC(found[1]!.y, found[1]!.m - 1, found[1]!.d) - Date.UTC(found[0]!.y, found[0]!.m - 1, found[0]!.d) > 300 * DAY_MS;
  const answer = !doubt && (found.length === 1 || apart) ? found[0]! : null;
  if (festivalMemo.size > 500) festivalMemo.clear();
  festivalMemo.set(key, answer);
  return answer;
}

/**
 * The India day the Sun enters sidereal longitude `degrees` in Gregorian year `y` (270: Makara,
 * Capricorn; 0: Mesha, Aries); an ingress after sunset is kept the next day. Null when it is within
 * about half an hour of that evening.
 */
export function solarIngress(y: number, degrees: number): IndianDay | null {
  const guess = Date.UTC(y, 0, 1) + (norm(degrees - siderealSun(Date.UTC(y, 0, 1))) / 0.9856) * DAY_MS;
  const t = solve(siderealSun, degrees, guess, 0.9856);
  const local = new Date(t + IST_MS);
  const day = { y: local.getUTCFullYear(), m: local.getUTCMonth() + 1, d: local.getUTCDate() };
  const sunset = momentOf(day.y, day.m, day.d, "evening");
  if (Math.abs(t - sunset) < 30 * 60_000) return null;
  return t > sunset ? dayAfter(day, 1) : day;
}

/**
 * The Hindu lunisolar calendar, enough to date its festivals ("diwali 2019", "holi", "pongal")
 * for threads/due-holidays.ts: the Moon's and the Sun's longitudes (Meeus, Astronomical
 * Algorithms, ch. 25 and 47, truncated to the terms above 0.002°), the tithi (each 12° of the
 * Moon's elongation from the Sun), the amanta month (named by the sidereal sign, Lahiri, the Sun
 * is in at the new moon that opens it; a month with no solar ingress is adhika, leap, and holds no
 * festival), and the Sun's sidereal ingresses for the solar festivals. Days are India's (UTC+5:30),
 * each festival's tithi taken at the moment of the day its observance looks at (sunrise,
 * midday, evening, midnight), as published panchangs for New Delhi do.
 * Must never: answer when it is not sure. A tithi ending within about an hour of that moment, or a
 * tithi that holds two such moments or none, gives null (the phrase is then not understood): an
 * almanac's finer rules decide those, and a wrong festival day is worse than none.
 */

const RAD = Math.PI / 180;
const DAY_MS = 86_400_000;
/** India Standard Time, UTC+5:30: the festivals' days are India's. */
const IST_MS = 5.5 * 3_600_000;
/** New Delhi, whose sunrise and sunset the moments below approximate. */
const LATITUDE = 28.61;
const LONGITUDE = 77.21;

const norm = (deg: number) => ((deg % 360) + 360) % 360;
const sin = (deg: number) => Math.sin(deg * RAD);

/** Julian centuries since J2000.0 (TT and UT are the same here: a minute does not matter). */
const centuries = (ms: number) => (ms / DAY_MS + 2440587.5 - 2451545.0) / 36525;

/** The Sun's apparent geocentric longitude, degrees (Meeus ch. 25, about 0.01°). */
function sunLongitude(ms: number): number {
  const T = centuries(ms);
  const L0 = 280.46646 + 36000.76983 * T + 0.0003032 * T * T;
  const M = 357.52911 + 35999.05029 * T - 0.0001537 * T * T;
  const C = (1.914602 - 0.004817 * T - 0.000014 * T * T) * sin(M) + (0.019993 - 0.000101 * T) * sin(2 * M) + 0.000289 * sin(3 * M);
  return norm(L0 + C - 0.00569 - 0.00478 * sin(125.04 - 1934.136 * T));
}

/** The Moon's periodic longitude terms (D, M, M', F, coefficient in 1e-6 degrees), Meeus table 47.A, the largest. */
const MOON_TERMS: ReadonlyArray<readonly [number, number, number, number, number]> = [
  [0, 0, 1, 0, 6288774], [2, 0, -1, 0, 1274027], [2, 0, 0, 0, 658314], [0, 0, 2, 0, 213618], [0, 1, 0, 0, -185116], [0, 0, 0, 2, -114332],
  [2, 0, -2, 0, 58793], [2, -1, -1, 0, 57066], [2, 0, 1, 0, 53322], [2, -1, 0, 0, 45758], [0, 1, -1, 0, -40923], [1, 0, 0, 0, -34720],
  [0, 1, 1, 0, -30383], [2, 0, 0, -2, 15327], [0, 0, 1, 2, -12528], [0, 0, 1, -2, 10980], [4, 0, -1, 0, 10675], [0, 0, 3, 0, 10034],
  [4, 0, -2, 0, 8548], [2, 1, -1, 0, -7888], [2, 1, 0, 0, -6766], [1, 0, -1, 0, -5163], [1, 1, 0, 0, 4987], [2, -1, 1, 0, 4036],
  [2, 0, 2, 0, 3994], [4, 0, 0, 0, 3861], [2, 0, -3, 0, 3665], [0, 1, -2, 0, -2689], [2, 0, -1, 2, -2602], [2, -1, -2, 0, 2390],
  [1, 0, 1, 0, -2348], [2, -2, 0, 0, 2236], [0, 1, 2, 0, -2120], [0, 2, 0, 0, -2069],
];

/** The Moon's apparent geocentric longitude, degrees (Meeus ch. 47, the terms above; about 0.01°). */
function moonLongitude(ms: number): number {
  const T = centuries(ms);
  const Lp = 218.3164477 + 481267.88123421 * T - 0.0015786 * T * T;
  const D = 297.8501921 + 445267.1114034 * T - 0.0018819 * T * T;
  const M = 357.5291092 + 35999.0502909 * T - 0.0001536 * T * T;
  const Mp = 134.9633964 + 477198.8675055 * T + 0.0087414 * T * T;
  const F = 93.272095 + 483202.0175233 * T - 0.0036539 * T * T;
  const E = 1 - 0.002516 * T - 0.0000074 * T * T;
  let sum = 0;
  for (const [d, m, mp, f, c] of MOON_TERMS) {
    const e = Math.abs(m) === 1 ? E : Math.abs(m) === 2 ? E * E : 1;
    sum += c * e * sin(d * D + m * M + mp * Mp + f * F);
  }
  sum += 3958 * sin(119.75 + 131.849 * T) + 1962 * sin(Lp - F) + 318 * sin(53.09 + 479264.29 * T);
  // Nutation in longitude, as the Sun's apparent longitude has it.
  return norm(Lp + sum / 1e6 - 0.00478 * sin(125.04 - 1934.136 * T));
}

/** The Moon's elongation from the Sun, 0..360: a tithi is each 12° of it. */
const elongation = (ms: number) => norm(moonLongitude(ms) - sunLongitude(ms));

/** Lahiri's ayanamsa, degrees: the sidereal zodiac's offset from the tropical one. */
const ayanamsa = (ms: number) => 23.853 + 0.0139696 * (ms / DAY_MS / 365.25 - 30);
const siderealSun = (ms: number) => norm(sunLongitude(ms) - ayanamsa(ms));

/** The instant near `guess` when `f` (a longitude growing `rate` degrees a day) equals `target`. */
function solve(f: (ms: number) => number, target: number, guess: number, rate: number): number {
  let t = guess;
  for (let i = 0; i < 8; i++) {
    const off = ((f(t) - target + 540) % 360) - 180;
    t -= (off / rate) * DAY_MS;
    if (Math.abs(off) < 1e-5) break;
  }
  return t;
}

/** The new moon at or before `ms`. */
function newMoonBefore(ms: number): number {
  const t = solve(elongation, 0, ms - (elongation(ms) / 12.19) * DAY_MS, 12.19);
  return t > ms ? solve(elongation, 0, t - 29.53 * DAY_MS, 12.19) : t;
}

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

/**
 * The Sun's and the Moon's apparent longitudes and the new moons, for the lunisolar calendars the
 * due-date reader dates holidays with (threads/due-hindu.ts, the Chinese New Year in
 * threads/due-holidays.ts): Meeus, Astronomical Algorithms, ch. 25 and 47, truncated to the terms
 * above 0.002°. Pure arithmetic on instants (ms since the epoch, read as Terrestrial Time: a
 * caller that needs the minute subtracts `DELTA_T_MS`).
 * Must never: read a clock or a zone; it knows instants, not days.
 */

export const RAD = Math.PI / 180;
export const DAY_MS = 86_400_000;
export const norm = (deg: number) => ((deg % 360) + 360) % 360;
export const sin = (deg: number) => Math.sin(deg * RAD);

/** Julian centuries since J2000.0, the instant read as Terrestrial Time. */
const centuries = (ms: number) => (ms / DAY_MS + 2440587.5 - 2451545.0) / 36525;

/** The Sun's apparent geocentric longitude, degrees (Meeus ch. 25, about 0.01°). */
export function sunLongitude(ms: number): number {
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
export const elongation = (ms: number) => norm(moonLongitude(ms) - sunLongitude(ms));

/** The instant near `guess` when `f` (a longitude growing `rate` degrees a day) equals `target`. */
export function solve(f: (ms: number) => number, target: number, guess: number, rate: number): number {
  let t = guess;
  for (let i = 0; i < 8; i++) {
    const off = ((f(t) - target + 540) % 360) - 180;
    t -= (off / rate) * DAY_MS;
    if (Math.abs(off) < 1e-5) break;
  }
  return t;
}

/** The new moon at or before `ms`. */
export function newMoonBefore(ms: number): number {
  const t = solve(elongation, 0, ms - (elongation(ms) / 12.19) * DAY_MS, 12.19);
  return t > ms ? solve(elongation, 0, t - 29.53 * DAY_MS, 12.19) : t;
}

/**
 * Terrestrial Time ahead of Universal Time (ΔT), about 69 s in 2025 and growing slowly: what the
 * longitudes above are computed in. A minute matters only for a new moon near a day's edge.
 */
export const DELTA_T_MS = 70_000;

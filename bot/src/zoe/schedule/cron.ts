/**
 * Cron patterns in a time zone: the next run after an instant and the last one before it, as
 * croner computes them, answered fast for the questions the scheduler asks again and again.
 * Croner walks calendar fields through the zone's rules on every call (a tenth of a millisecond
 * each); a replay of a month asks for thousands of runs. So a pattern that names minutes only
 * ("*\/10 * * * *", "30 * * * *") is computed by arithmetic on a day whose UTC offset does not
 * change (the same instants croner gives: only the minute of the hour matters, and it moves with
 * the offset), a daily pattern ("30 7 * * *") likewise by arithmetic on local minutes of the day
 * (the morning brief asks for its runs at every start and after every owner message), and any
 * other pattern keeps a batch of its next runs from croner. `dailyRun` gives the scheduler's
 * daily wall-clock times ("HH:MM" lists) the same arithmetic.
 * Must never: answer differently from croner (a day with an offset change goes to croner), or
 * answer a daily time across an offset change (the caller's own computation answers those).
 */
import { Cron } from "croner";
import { zoneOf } from "../base/zone.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Parsed cron patterns by zone and pattern: a paused Cron answers nextRun/previousRuns without state. */
const crons = new Map<string, Cron>();

function cronFor(pattern: string, timeZone: string): Cron {
  const key = `${timeZone} ${pattern}`;
  let cron = crons.get(key);
  if (!cron) {
    cron = new Cron(pattern, { timezone: timeZone, paused: true });
    if (crons.size >= 256) crons.clear(); // patterns come from settings; never let them pile up
    crons.set(key, cron);
  }
  return cron;
}

/** The minutes of the hour a minute-only pattern ("m h dom mon dow" with h..dow all "*") fires at. */
function minutesOnly(pattern: string): boolean[] | null {
  const fields = pattern.trim().split(/\s+/);
  if (fields.length !== 5 || fields.slice(1).some((f) => f !== "*")) return null;
  const on: boolean[] = new Array(60).fill(false);
  for (const part of fields[0]!.split(",")) {
    const m = /^(\*|\d{1,2})(?:\/(\d{1,2}))?$/.exec(part);
    if (!m) return null;
    const step = m[2] === undefined ? null : Number(m[2]);
    if (step !== null && (step < 1 || step > 59)) return null;
    if (m[1] === "*") {
      for (let i = 0; i < 60; i += step ?? 1) on[i] = true;
    } else {
      const at = Number(m[1]);
      if (at > 59 || step !== null) return null; // "a/n": left to croner
      on[at] = true;
    }
  }
  return on.some(Boolean) ? on : null;
}

/**
 * A zone's UTC offset in minutes at an instant (NaN for an unknown zone): the zone's own answer,
 * which is what a luxon DateTime at that instant reads, without building one.
 */
const offsetAt = (timeZone: string, t: number): number => zoneOf(timeZone).offset(t);

const MINUTES_PER_DAY = 1_440;
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The minute of the day a daily pattern ("m h * * *", one minute and one hour) fires at, else null. */
function dailyMinute(pattern: string): number | null {
  const m = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(pattern.trim().replace(/\s+/g, " "));
  if (!m || Number(m[1]) > 59 || Number(m[2]) > 23) return null;
  return Number(m[2]) * 60 + Number(m[1]);
}

/**
 * `parse` with its answers kept per pattern: patterns come from settings and the code, a handful,
 * but the memory starts over past 256 so a stream of new ones cannot pile up.
 */
function parsedOnce<T>(parse: (pattern: string) => T): (pattern: string) => T {
  const memo = new Map<string, T>();
  return (pattern) => {
    if (memo.has(pattern)) return memo.get(pattern) as T;
    const parsed = parse(pattern);
    if (memo.size >= 256) memo.clear();
    memo.set(pattern, parsed);
    return parsed;
  };
}

/** `dailyMinute`, parsed once per pattern. */
const dailyMinuteOf = parsedOnce(dailyMinute);

/** The minutes of the day of wall-clock times ("HH:MM"), or null when one is not such a time. */
export function minutesOfDay(times: readonly string[]): number[] | null {
  const out: number[] = [];
  for (const time of times) {
    const m = HHMM.exec(time);
    if (!m) return null;
    out.push(Number(m[1]) * 60 + Number(m[2]));
  }
  return out;
}

/**
 * The first instant strictly after `t` (`dir` 1) or the last strictly before it (`dir` -1) at
 * which the zone's wall clock shows one of `minutes` (minutes of the day), by arithmetic on
 * local minutes: only when the zone's offset is the same a day before `t`, at `t` and a day after
 * (offset changes are months apart, so none lies between) and a whole number of minutes. Null otherwise
 * (a day with an offset change, an unknown zone, no times): the caller asks its slower source,
 * which knows how such a day's missing or doubled hour is handled.
 */
export function dailyRun(minutes: readonly number[], timeZone: string, t: number, dir: 1 | -1): number | null {
  if (!minutes.length || !Number.isFinite(t)) return null;
  // The offset must hold a day either way: a change earlier on the same local day moves that
  // day's times too (a time in a skipped hour is the hour after it, later than `t`).
  const offset = offsetAt(timeZone, t);
  if (!Number.isInteger(offset) || offsetAt(timeZone, t - DAY_MS) !== offset || offsetAt(timeZone, t + DAY_MS) !== offset) return null;
  const local = t + offset * MINUTE_MS;
  const mod = (n: number) => ((n % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  let best: number | null = null;
  if (dir === 1) {
    // Local minutes from the first whole one strictly after `t`, a day on (the stretch checked).
    const first = Math.floor(local / MINUTE_MS) + 1;
    for (const m of minutes) {
      const at = (first + mod(m - first)) * MINUTE_MS - offset * MINUTE_MS;
      if (best === null || at < best) best = at;
    }
  } else {
    // Local minutes from the last whole one that starts strictly before `t`, a day back.
    const last = Math.ceil(local / MINUTE_MS) - 1;
    for (const m of minutes) {
      const at = (last - mod(last - m)) * MINUTE_MS - offset * MINUTE_MS;
      if (best === null || at > best) best = at;
    }
  }
  return best;
}

/** Per zone: a stretch [from, to] over which its offset is one value (checked at both ends, a day apart). */
const steady = new Map<string, { from: number; to: number; offset: number }>();

function steadyOffset(timeZone: string, t: number): number | null {
  const s = steady.get(timeZone);
  if (s && t >= s.from && t + MINUTE_MS * 60 <= s.to) return s.offset;
  const a = offsetAt(timeZone, t);
  const b = offsetAt(timeZone, t + DAY_MS);
  // Offset changes are months apart: the same offset at both ends of a day means none between.
  if (a !== b) return null;
  if (steady.size >= 64) steady.clear();
  steady.set(timeZone, { from: t, to: t + DAY_MS, offset: a });
  return a;
}

/** Runs computed ahead per zone and pattern: the consecutive runs strictly after `from`. */
const ahead = new Map<string, { from: number; runs: number[] }>();
const AHEAD = 64;

/** The minutes a minute-only pattern fires at (null for any other pattern), parsed once. */
const minutesOf = parsedOnce(minutesOnly);

/** Next run of a cron pattern strictly after `after`, in a zone. */
export function cronNext(pattern: string, timeZone: string, after: Date): Date | null {
  const t = after.getTime();
  const daily = dailyMinuteOf(pattern);
  if (daily !== null) {
    const at = dailyRun([daily], timeZone, t, 1);
    if (at !== null) return new Date(at);
  }
  const minutes = minutesOf(pattern);
  if (minutes && Number.isFinite(t)) {
    const offset = steadyOffset(timeZone, t);
    // The run is within the hour after `after`, inside the stretch whose offset was checked.
    if (offset !== null && Number.isInteger(offset)) {
      const localMinute = Math.floor((t + offset * MINUTE_MS) / MINUTE_MS);
      for (let m = localMinute + 1; m <= localMinute + 60; m++) {
        if (minutes[((m % 60) + 60) % 60]) return new Date(m * MINUTE_MS - offset * MINUTE_MS);
      }
    }
  }
  const key = `${timeZone} ${pattern}`;
  let memo = ahead.get(key);
  if (!memo || t < memo.from || memo.runs.length === 0 || t >= memo.runs[memo.runs.length - 1]!) {
    const runs = cronFor(pattern, timeZone).nextRuns(AHEAD, after).map((d) => d.getTime());
    if (!runs.length) return null;
    memo = { from: t, runs };
    if (ahead.size >= 256) ahead.clear();
    ahead.set(key, memo);
  }
  const { runs } = memo;
  let lo = 0;
  let hi = runs.length - 1; // runs[hi] > t holds
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (runs[mid]! > t) hi = mid;
    else lo = mid + 1;
  }
  return new Date(runs[lo]!);
}

/** The latest run of a cron pattern strictly before `before`. */
export function cronPrevious(pattern: string, timeZone: string, before: Date): Date | null {
  const t = before.getTime();
  const daily = dailyMinuteOf(pattern);
  if (daily !== null) {
    const at = dailyRun([daily], timeZone, t, -1);
    if (at !== null) return new Date(at);
  }
  const minutes = minutesOf(pattern);
  if (minutes && Number.isFinite(t)) {
    // The run is within the hour before `before`, inside a stretch whose offset was checked.
    const offset = steadyOffset(timeZone, t - 61 * MINUTE_MS);
    if (offset !== null && Number.isInteger(offset)) {
      // The last whole local minute that starts strictly before `before`.
      const localMinute = Math.ceil((t + offset * MINUTE_MS) / MINUTE_MS) - 1;
      for (let m = localMinute; m > localMinute - 60; m--) {
        if (minutes[((m % 60) + 60) % 60]) return new Date(m * MINUTE_MS - offset * MINUTE_MS);
      }
    }
  }
  const runs = cronFor(pattern, timeZone).previousRuns(1, before);
  return runs[0] ?? null;
}

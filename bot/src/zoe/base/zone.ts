/**
 * Owner time zones for luxon with their UTC offsets remembered. Luxon asks `Intl` for a zone's
 * offset (a `formatToParts` call, tens of microseconds) every time it builds or moves a DateTime
 * in that zone, and the scheduler, the guards and the brief build thousands: a replay of a month
 * spent a tenth of its time there. This zone is luxon's own IANA zone (same name, same type, same
 * formatting and equality) that keeps, per hour of UTC, the offset it found when the offset is
 * the same at both ends of that hour; an hour with a transition in it is asked about every time.
 * Zones change their offset at most once within an hour (a real zone never changes twice that
 * close together), so the answers are the ones luxon would give.
 * Must never: answer an offset `Intl` would not give, or grow without bound.
 */
import { IANAZone, Info, type Zone } from "luxon";

const HOUR_MS = 3_600_000;
/** Hours remembered per zone before the memory starts over (about eleven years of hours). */
const MAX_HOURS = 100_000;

/** Luxon's IANA zone, with the offset of each transition-free hour remembered. */
class RememberingZone extends IANAZone {
  private readonly hours = new Map<number, number>();

  override offset(ts: number): number {
    const hour = Math.floor(ts / HOUR_MS);
    const known = this.hours.get(hour);
    if (known !== undefined) return known;
    // The same offset at both ends of the hour is the offset all through it (one change at most
    // per hour): two questions to Intl, not three. An hour with a change asks about `ts` itself.
    const from = hour * HOUR_MS;
    const atStart = super.offset(from);
    const atEnd = super.offset(from + HOUR_MS - 1);
    if (atStart !== atEnd || !Number.isFinite(atStart)) return super.offset(ts);
    if (this.hours.size >= MAX_HOURS) this.hours.clear();
    this.hours.set(hour, atStart);
    return atStart;
  }
}

const zones = new Map<string, RememberingZone>();

/** Luxon's IANA zone named `name`, remembering offsets (invalid when the name is unknown, as luxon's). */
export function ianaZone(name: string): IANAZone {
  let z = zones.get(name);
  if (!z) {
    z = new RememberingZone(name);
    // Zone names come from the configuration and the scenarios: a handful. Never let them pile up.
    if (zones.size >= 64) zones.clear();
    zones.set(name, z);
  }
  return z;
}

/**
 * What luxon makes of `{ zone: name }` ("UTC" and "UTC+2" are fixed offsets, "system" the
 * machine's), with an IANA name's offsets remembered: for `{ zone }` in luxon calls on hot paths.
 */
export function zoneOf(name: string): Zone {
  let z = normalized.get(name);
  if (!z) {
    const own = Info.normalizeZone(name);
    z = own.type === "iana" ? ianaZone(name) : own;
    if (normalized.size >= 64) normalized.clear();
    normalized.set(name, z);
  }
  return z;
}

const normalized = new Map<string, Zone>();

/** The wall clock at an instant in a zone: the fields a luxon DateTime at that instant reads. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
  hour: number;
  minute: number;
}

/**
 * The wall clock at `ms` in zone `name` (`zoneOf`'s zone), computed as luxon computes a DateTime's
 * fields (the instant shifted by the zone's offset, read as UTC) without building the DateTime:
 * the tick and the decision model's prompt read a few fields of many instants. NaN fields for an
 * unknown zone or an invalid instant, as an invalid DateTime has.
 */
export function wallClock(ms: number, name: string): WallClock {
  const offset = zoneOf(name).offset(ms);
  const d = new Date(ms + offset * 60_000);
  const weekday = d.getUTCDay();
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: Number.isNaN(weekday) ? Number.NaN : weekday === 0 ? 7 : weekday,
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

const DAY_MS = 86_400_000;

/**
 * The local day of `ms` in zone `name` as instants: its first instant and the next day's first
 * instant (what luxon's `startOf("day")` and `.plus({ days: 1 })` give), by arithmetic when the
 * zone's offset is the same a day before `ms`, at `ms` and a day after (offset changes are months
 * apart, so neither day has one), and a whole number of minutes. Null otherwise: the caller asks
 * luxon, which knows a day that starts at 01:00 or lasts 23 hours.
 */
export function localDay(ms: number, name: string): { from: number; to: number } | null {
  const zone = zoneOf(name);
  const offset = zone.offset(ms);
  if (!Number.isInteger(offset) || zone.offset(ms - DAY_MS) !== offset || zone.offset(ms + DAY_MS) !== offset) return null;
  const from = Math.floor((ms + offset * 60_000) / DAY_MS) * DAY_MS - offset * 60_000;
  return { from, to: from + DAY_MS };
}

/**
 * Owner zones that remember their offsets (base/zone.ts) answer as luxon's own zones do: the same
 * offset at any instant (the hours around a daylight-saving change, half- and quarter-hour zones
 * and sub-minute instants included), the same wall-clock arithmetic and text, and "UTC" stays
 * luxon's fixed zone, as `{ zone: "UTC" }` gives.
 */
import fc from "fast-check";
import { DateTime, IANAZone } from "luxon";
import { describe, expect, it } from "vitest";
import { ianaZone, localDay, wallClock, zoneOf } from "../zone.ts";

const ZONES = ["Europe/Berlin", "America/New_York", "Asia/Kathmandu", "Australia/Lord_Howe", "America/St_Johns", "Pacific/Chatham", "Europe/Dublin"];
// Around 2026's offset changes in these zones, and anywhere in a few years.
const near = ["2026-03-08T06:55:00Z", "2026-03-29T00:50:00Z", "2026-10-25T00:40:00Z", "2026-11-01T05:30:00Z", "2026-04-05T14:45:00Z", "2026-10-04T15:20:00Z", "2026-09-27T14:00:00Z"].map(Date.parse);
const instant = fc.oneof(
  fc.integer({ min: Date.parse("2024-01-01T00:00:00Z"), max: Date.parse("2028-01-01T00:00:00Z") }),
  fc.tuple(fc.constantFrom(...near), fc.integer({ min: -3 * 3_600_000, max: 3 * 3_600_000 })).map(([t, d]) => t + d),
);

describe("zones that remember their offsets", () => {
  it("give luxon's offset at every instant, asked in any order and again", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.array(instant, { minLength: 1, maxLength: 20 }), (name, ts) => {
        const mine = ianaZone(name);
        const luxon = new IANAZone(name);
        for (const t of [...ts, ...ts]) {
          const got = mine.offset(t);
          const want = luxon.offset(t);
          if (got !== want) expect({ name, t, got }).toEqual({ name, t, got: want });
        }
      }),
      { numRuns: (400) * 20, seed: Date.now() },
    );
  });

  it("every minute across a night that changes the clocks is luxon's", () => {
    for (const name of ZONES) {
      const mine = ianaZone(name);
      const luxon = new IANAZone(name);
      for (const at of near) {
        for (let t = at - 3 * 3_600_000; t <= at + 3 * 3_600_000; t += 60_000) {
          // expect() only on a difference: it costs more than the two offsets.
          const got = mine.offset(t);
          const want = luxon.offset(t);
          if (got !== want) expect({ name, t, got }).toEqual({ name, t, got: want });
        }
      }
    }
  });

  it("give the same wall-clock arithmetic and text as a zone named by a string", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), instant, fc.integer({ min: 0, max: 23 }), fc.integer({ min: -3, max: 3 }), (name, t, hour, days) => {
        const a = DateTime.fromMillis(t, { zone: zoneOf(name) });
        const b = DateTime.fromMillis(t, { zone: name });
        const move = (d: DateTime) => d.startOf("day").plus({ days }).set({ hour, minute: 30 });
        expect(move(a).toMillis()).toBe(move(b).toMillis());
        expect(a.toISO()).toBe(b.toISO());
        expect(a.toFormat("cccc d LLLL HH:mm ZZ")).toBe(b.toFormat("cccc d LLLL HH:mm ZZ"));
        expect(a.zoneName).toBe(name);
        expect(a.zone.equals(b.zone)).toBe(true);
      }),
      { numRuns: (300) * 20, seed: Date.now() },
    );
  });

  it("'UTC' and fixed offsets stay luxon's fixed zones; an unknown name is invalid, as luxon says", () => {
    const t = Date.parse("2026-06-01T10:00:00Z");
    expect(DateTime.fromMillis(t, { zone: zoneOf("UTC") }).toISO()).toBe(DateTime.fromMillis(t, { zone: "UTC" }).toISO());
    expect(zoneOf("UTC").type).toBe("fixed");
    expect(DateTime.fromMillis(t, { zone: zoneOf("UTC+2") }).toISO()).toBe("2026-06-01T12:00:00.000+02:00");
    expect(DateTime.fromMillis(t, { zone: zoneOf("Mars/Olympus") }).isValid).toBe(false);
    expect(DateTime.fromMillis(t, { zone: "Mars/Olympus" }).isValid).toBe(false);
  });
});

describe("the wall clock without a DateTime", () => {
  it("has a luxon DateTime's fields at any instant, in any zone (fixed offsets, UTC and the hours of a change included)", () => {
    const names = [...ZONES, "UTC", "UTC+5:30", "Asia/Kolkata"];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.oneof(instant, fc.integer({ min: Date.parse("1900-01-01"), max: Date.parse("2100-01-01") })), (name, t) => {
        const dt = DateTime.fromMillis(t, { zone: name });
        const { year, month, day, weekday, hour, minute } = dt;
        expect(wallClock(t, name)).toEqual({ year, month, day, weekday, hour, minute });
      }),
      { numRuns: (3_000) * 20, seed: Date.now() },
    );
  });

  it("an unknown zone or an invalid instant gives NaN fields, as an invalid DateTime has", () => {
    for (const [t, name] of [[Date.parse("2026-03-01T10:00:00Z"), "Mars/Olympus"], [Number.NaN, "Europe/Berlin"]] as const) {
      const w = wallClock(t, name);
      const dt = DateTime.fromMillis(t, { zone: name });
      expect(dt.isValid).toBe(false);
      for (const v of Object.values(w)) expect(v).toBeNaN();
    }
  });
});

describe("the local day without a DateTime", () => {
  it("is luxon's startOf(\"day\") and the next day's start when it answers, and it answers on every day without an offset change near it", () => {
    // Zones that change their clocks at midnight too (the day starts at 01:00 there).
    const names = [...ZONES, "UTC", "America/Santiago", "America/Havana", "Asia/Beirut", "America/Asuncion"];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.oneof(instant, fc.integer({ min: Date.parse("2000-01-01"), max: Date.parse("2040-01-01") })), (name, t) => {
        const dt = DateTime.fromMillis(t, { zone: name });
        const day = localDay(t, name);
        const from = dt.startOf("day");
        const offsetAt = (ms: number) => DateTime.fromMillis(ms, { zone: name }).offset;
        const steady = offsetAt(t - 86_400_000) === dt.offset && offsetAt(t + 86_400_000) === dt.offset;
        if (steady) expect(day).not.toBeNull();
        if (day) expect(day).toEqual({ from: from.toMillis(), to: from.plus({ days: 1 }).toMillis() });
      }),
      { numRuns: (3_000) * 20, seed: Date.now() },
    );
  });

  it("every three hours of a year, in zones whose clocks change at midnight, is luxon's day when it answers", () => {
    for (const name of ["America/Santiago", "America/Havana", "Asia/Beirut", "America/Asuncion", "Europe/Berlin"]) {
      let answered = 0;
      for (let t = Date.parse("2026-01-01T00:20:00Z"); t < Date.parse("2027-01-01T00:00:00Z"); t += 3 * 3_600_000) {
        const day = localDay(t, name);
        if (!day) continue;
        answered++;
        const from = DateTime.fromMillis(t, { zone: name }).startOf("day");
        expect(day).toEqual({ from: from.toMillis(), to: from.plus({ days: 1 }).toMillis() });
      }
      expect(answered).toBeGreaterThan(2_800); // all but the days around a change
    }
  });

  it("an unknown zone gives no answer (the caller asks luxon)", () => {
    expect(localDay(Date.parse("2026-03-01T10:00:00Z"), "Mars/Olympus")).toBeNull();
  });
});

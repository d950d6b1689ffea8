/**
 * The scheduler's slot arithmetic keeps what it computed (parsed cron patterns, one local day's
 * daily slots) because every slot asks again. Kept answers must equal fresh ones: any instants,
 * in any order, across DST changes and zones, give what a fresh computation gives.
 */
import fc from "fast-check";
import { Cron } from "croner";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { cronNext, cronPrevious, dailyNext, dailyPrevious } from "../../schedule/scheduler.ts";

/**
 * dailyNext and dailyPrevious computed from scratch, as the scheduler did before it kept answers:
 * every slot from two local days before to two after, the nearest on each side. Both come from
 * one list (luxon's zone arithmetic is most of this file's time).
 */
function fresh(times: string[], zone: string, at: Date): { next: Date | null; previous: Date | null } {
  if (!times.length) return { next: null, previous: null };
  const day = DateTime.fromJSDate(at, { zone }).startOf("day");
  const all: number[] = [];
  for (let d = -2; d <= 2; d++) {
    const date = day.plus({ days: d });
    for (const t of times) all.push(date.set({ hour: Number(t.slice(0, 2)), minute: Number(t.slice(3, 5)), second: 0, millisecond: 0 }).toMillis());
  }
  const after = all.filter((x) => x > at.getTime());
  const before = all.filter((x) => x < at.getTime());
  return { next: after.length ? new Date(Math.min(...after)) : null, previous: before.length ? new Date(Math.max(...before)) : null };
}

const ZONES = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "UTC"];
const TIME_SETS = [["09:00"], ["08:20", "13:00", "17:40"], ["02:30"], ["00:00", "23:59"], ["12:00", "03:15"]];
// Around the 2026 DST changes in Europe and North America, and ordinary days.
const FROM = Date.parse("2026-03-05T00:00:00Z");
const TO = Date.parse("2026-11-05T00:00:00Z");

describe("kept slot arithmetic", () => {
  it("daily slots: any instants in any order give the fresh answer", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: ZONES.length - 1 }), fc.integer({ min: 0, max: TIME_SETS.length - 1 }), fc.integer({ min: FROM, max: TO })), { minLength: 1, maxLength: 40 }),
        (asks) => {
          for (const [z, t, ms] of asks) {
            const zone = ZONES[z]!;
            const times = TIME_SETS[t]!;
            // Ask twice around the same instant as the scheduler does (a slot, then a refresh).
            for (const at of [new Date(ms), new Date(ms + 1), new Date(ms - 60_000)]) {
              const want = fresh(times, zone, at);
              expect(dailyNext(times, zone, at)).toEqual(want.next);
              expect(dailyPrevious(times, zone, at)).toEqual(want.previous);
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it("walking through ten days in three zones, DST changes included, every answer is the fresh one", () => {
    for (const zone of ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe"]) {
      for (const times of TIME_SETS) {
        for (const start of [Date.parse("2026-03-25T00:00:00Z"), Date.parse("2026-10-22T00:00:00Z")]) {
          for (let ms = start; ms < start + 10 * 86_400_000; ms += 137 * 60_000) {
            const at = new Date(ms);
            const want = fresh(times, zone, at);
            expect(dailyNext(times, zone, at)).toEqual(want.next);
            expect(dailyPrevious(times, zone, at)).toEqual(want.previous);
          }
        }
      }
    }
  });

  it("across a DST night, hour by hour, daily and cron slots stay right", () => {
    const zone = "Europe/Berlin";
    for (let ms = Date.parse("2026-03-28T12:00:00Z"); ms < Date.parse("2026-03-30T12:00:00Z"); ms += 20 * 60_000) {
      const at = new Date(ms);
      expect(dailyNext(["02:30", "09:00"], zone, at)).toEqual(fresh(["02:30", "09:00"], zone, at).next);
      const cron = new Cron("30 * * * *", { timezone: zone, paused: true });
      expect(cronNext("30 * * * *", zone, at)).toEqual(cron.nextRun(at));
      expect(cronPrevious("30 * * * *", zone, at)).toEqual(cron.previousRuns(1, at)[0] ?? null);
    }
  });

  it("cron slots: the kept pattern answers like a new one, for any instant and zone", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: ZONES.length - 1 }), fc.constantFrom("30 * * * *", "0 9 * * *", "*/10 * * * *"), fc.integer({ min: FROM, max: TO }), (z, pattern, ms) => {
        const zone = ZONES[z]!;
        const at = new Date(ms);
        const cron = new Cron(pattern, { timezone: zone, paused: true });
        expect(cronNext(pattern, zone, at)).toEqual(cron.nextRun(at));
        expect(cronPrevious(pattern, zone, at)).toEqual(cron.previousRuns(1, at)[0] ?? null);
      }),
      { numRuns: 100 },
    );
  });
});

/**
 * The scheduler's cron answers (schedule/cron.ts) are croner's answers, only faster: for any pattern, zone
 * and instant — daylight-saving days, half- and quarter-hour zones included — the next run is the
 * one a fresh croner gives (and so is the previous run, which catch-up after downtime asks for), and
 * asking again and again (as the scheduler does) changes nothing.
 */
import { Cron } from "croner";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cronNext, cronPrevious } from "../cron.ts";

const ZONES = ["Europe/Berlin", "America/New_York", "Asia/Kathmandu", "Australia/Lord_Howe", "Asia/Kolkata", "UTC", "America/St_Johns"];
const PATTERNS = ["*/10 * * * *", "30 * * * *", "0,30 * * * *", "0 * * * *", "5,17,44 * * * *", "0 9 * * *", "30 2 * * *", "59 23 * * *", "30 7 * * 1-5", "*/15 8-18 * * *"];
const croner = (pattern: string, zone: string, after: Date) => new Cron(pattern, { timezone: zone, paused: true }).nextRun(after);
const cronerPrevious = (pattern: string, zone: string, before: Date) => new Cron(pattern, { timezone: zone, paused: true }).previousRuns(1, before)[0] ?? null;

// Instants around 2026's offset changes in these zones, and anywhere in the year.
const near = ["2026-03-08T06:55:00Z", "2026-03-29T00:50:00Z", "2026-10-25T00:40:00Z", "2026-11-01T05:30:00Z", "2026-04-05T14:45:00Z", "2026-10-04T15:20:00Z"].map(Date.parse);
const instant = fc.oneof(
  fc.integer({ min: Date.parse("2026-01-01T00:00:00Z"), max: Date.parse("2027-01-01T00:00:00Z") }),
  fc.tuple(fc.constantFrom(...near), fc.integer({ min: -2 * 3_600_000, max: 2 * 3_600_000 })).map(([t, d]) => t + d),
);

describe("cron runs", () => {
  it("the previous run is croner's, on whole minutes, between them and on daylight-saving days", () => {
    const onMinute = instant.map((t) => Math.floor(t / 60_000) * 60_000);
    fc.assert(
      fc.property(fc.constantFrom(...PATTERNS), fc.constantFrom(...ZONES), fc.oneof(instant, onMinute), (pattern, zone, t) => {
        expect(cronPrevious(pattern, zone, new Date(t))?.toISOString()).toBe(cronerPrevious(pattern, zone, new Date(t))?.toISOString());
      }),
      { numRuns: 800 },
    );
  }, 120_000);

  it("the next run is croner's, on ordinary and daylight-saving days alike", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATTERNS), fc.constantFrom(...ZONES), instant, (pattern, zone, t) => {
        expect(cronNext(pattern, zone, new Date(t))?.toISOString()).toBe(croner(pattern, zone, new Date(t))?.toISOString());
      }),
      { numRuns: 1_000 },
    );
  }, 120_000);

  it("more daily and minute patterns than the parsed patterns kept (256) still give croner's runs, the first ones asked again after", () => {
    const patterns = [...Array.from({ length: 24 * 12 }, (_, i) => `${(i * 5) % 60} ${Math.floor(i / 12)} * * *`), ...Array.from({ length: 60 }, (_, i) => `${i} * * * *`)];
    const at = new Date("2026-06-10T10:17:00Z");
    for (const pattern of [...patterns, ...patterns.slice(0, 20)]) {
      expect(cronNext(pattern, "Europe/Berlin", at)?.toISOString()).toBe(croner(pattern, "Europe/Berlin", at)?.toISOString());
      expect(cronPrevious(pattern, "Europe/Berlin", at)?.toISOString()).toBe(cronerPrevious(pattern, "Europe/Berlin", at)?.toISOString());
    }
  });

  it("a chain of runs across a night that changes the clocks is croner's chain", () => {
    for (const zone of ZONES) {
      for (const pattern of PATTERNS.slice(0, 5)) {
        let ours = new Date("2026-10-24T12:00:00Z");
        let theirs = ours;
        for (let i = 0; i < 200; i++) {
          ours = cronNext(pattern, zone, ours)!;
          theirs = croner(pattern, zone, theirs)!;
          expect(ours.toISOString()).toBe(theirs.toISOString());
        }
      }
    }
  });
});

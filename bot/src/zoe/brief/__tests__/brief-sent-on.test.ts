/**
 * briefSentOn compares a brief's stamp with the owner's day as instants (the day's first instant
 * and the next day's) rather than building a luxon date per push: the answer must be the one the
 * luxon reading gives, in zones with daylight saving (one at midnight, one of half an hour) and
 * for stamps that are not toISOString's (other offsets, no milliseconds, invalid dates).
 */
import fc from "fast-check";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { briefSentOn } from "../brief.ts";
import type { Push } from "../../tick/pushes.ts";

/** The reading before: each brief's stamp as a luxon date in the zone. */
function reference(pushes: Push[], now: Date, timeZone: string): Push | null {
  const day = DateTime.fromJSDate(now, { zone: timeZone }).toISODate();
  for (let i = pushes.length - 1; i >= 0; i--) {
    const p = pushes[i]!;
    if (p.kind === "brief" && DateTime.fromISO(p.at, { zone: timeZone }).toISODate() === day) return p;
  }
  return null;
}

const push = (id: string, at: string, kind: Push["kind"] = "brief"): Push => ({
  id, at, kind, threadId: null, subject: kind, messageId: null, text: "", reason: "", score: null, threshold: null, answeredAt: null, answer: null,
});

const ZONES = ["Europe/Berlin", "America/New_York", "America/Santiago", "Australia/Lord_Howe", "Asia/Kolkata", "UTC", "Pacific/Kiritimati"];
const START = Date.parse("2026-01-01T00:00:00Z");
const instant = fc.integer({ min: 0, max: 400 * 24 * 60 }).map((m) => START + m * 60_000);
const stamp = fc.oneof(
  instant.map((t) => new Date(t).toISOString()),
  instant.map((t) => new Date(t).toISOString().replace(/\.\d{3}Z$/, "Z")),
  fc.tuple(instant, fc.constantFrom("+02:00", "-05:00", "+05:30")).map(([t, off]) => DateTime.fromMillis(t, { zone: `UTC${off}` }).toISO()!),
  fc.constantFrom("2026-02-30T10:00:00.000Z", "not a date", "2026-03-29T01:30:00", "2026-13-01T00:00:00.000Z"),
);

describe("briefSentOn", () => {
  it("finds the brief luxon's reading finds, for any stamps, zone and now", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(stamp, fc.constantFrom("brief", "nudge") as fc.Arbitrary<Push["kind"]>), { maxLength: 8 }), instant, fc.constantFrom(...ZONES), (list, now, zone) => {
        const pushes = list.map(([at, kind], i) => push(`p${i}`, at, kind));
        expect(briefSentOn(pushes, new Date(now), zone)?.id ?? null).toBe(reference(pushes, new Date(now), zone)?.id ?? null);
      }),
      { numRuns: 3_000 },
    );
  });

  it("finds today's brief across a midnight that daylight saving skips", () => {
    // Santiago moves from 00:00 to 01:00 on 2026-09-06: that day starts at 01:00 local.
    const pushes = [push("yesterday", "2026-09-06T03:59:00.000Z"), push("today", "2026-09-06T04:00:00.000Z")];
    expect(briefSentOn(pushes, new Date("2026-09-06T15:00:00Z"), "America/Santiago")?.id).toBe("today");
    expect(briefSentOn(pushes.slice(0, 1), new Date("2026-09-06T15:00:00Z"), "America/Santiago")).toBeNull();
    expect(briefSentOn(pushes.slice(0, 1), new Date("2026-09-06T03:00:00Z"), "America/Santiago")?.id).toBe("yesterday");
  });
});

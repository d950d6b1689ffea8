/**
 * What changed on the owner's calendar between two polls, as ZOE would tell it: a new meeting, a
 * moved one, a cancelled one — and, just as important, what is not a change: a meeting that
 * merely ended, or one that merely came into view as time moved on. The clock is pinned to
 * Monday 10 March 2025, 06:00 UTC; the window is 48 hours; snapshots look 14 days ahead.
 */
import { describe, expect, it } from "vitest";
import { diffSnapshots } from "../deltas.ts";
import type { CalendarEvent } from "../event.ts";
import { parseIcs } from "../ics.ts";

const H = 3_600_000;
const D = 24 * H;
const PREV_NOW = new Date("2025-03-10T05:50:00Z");
const NOW = new Date("2025-03-10T06:00:00Z");
const WINDOW = 48 * H;
const LOOKAHEAD = 14 * D;
const iso = (ms: number) => new Date(ms).toISOString();
const coverage = {
  horizonMs: WINDOW,
  prevCoveredUntil: iso(PREV_NOW.getTime() + LOOKAHEAD),
  nextCoveredUntil: iso(NOW.getTime() + LOOKAHEAD),
};

function ev(key: string, start: string, minutes = 60, extra: Partial<CalendarEvent> = {}): CalendarEvent {
  const s = Date.parse(start);
  return {
    uid: key.split("|")[0] ?? key,
    instanceKey: key,
    title: key,
    start: iso(s),
    end: iso(s + minutes * 60_000),
    allDay: false,
    attendees: [],
    status: "confirmed",
    source: "calendar.example.com#a1b2c3",
    ...extra,
  };
}

const summary = (deltas: ReturnType<typeof diffSnapshots>) =>
  deltas.map((d) => [d.type, d.event.instanceKey, d.event.start, d.previousStart ?? null]);

describe("changes the owner hears about", () => {
  const dentist = ev("dentist", "2025-03-11T09:00:00Z");
  const review = ev("review", "2025-03-10T15:00:00Z");

  it("nothing changed: no deltas", () => {
    expect(diffSnapshots([dentist, review], [review, dentist], NOW, coverage)).toEqual([]);
  });

  it("a meeting added for tomorrow is new", () => {
    const lunch = ev("lunch", "2025-03-11T11:00:00Z");
    expect(summary(diffSnapshots([dentist], [dentist, lunch], NOW, coverage))).toEqual([
      ["new", "lunch", "2025-03-11T11:00:00.000Z", null],
    ]);
  });

  it("a meeting moved within the window is moved, with where it was", () => {
    const moved = { ...dentist, start: "2025-03-11T14:00:00.000Z", end: "2025-03-11T15:00:00.000Z" };
    expect(summary(diffSnapshots([dentist], [moved], NOW, coverage))).toEqual([
      ["moved", "dentist", "2025-03-11T14:00:00.000Z", "2025-03-11T09:00:00.000Z"],
    ]);
  });

  it("a meeting moved beyond the 48-hour window (but within the lookahead) is moved, not cancelled", () => {
    const later = { ...dentist, start: "2025-03-14T09:00:00.000Z", end: "2025-03-14T10:00:00.000Z" };
    expect(summary(diffSnapshots([dentist], [later], NOW, coverage))).toEqual([
      ["moved", "dentist", "2025-03-14T09:00:00.000Z", "2025-03-11T09:00:00.000Z"],
    ]);
  });

  it("a meeting moved from next week into tomorrow is moved", () => {
    const nextWeek = ev("board", "2025-03-17T09:00:00Z");
    const tomorrow = { ...nextWeek, start: "2025-03-11T16:00:00.000Z", end: "2025-03-11T17:00:00.000Z" };
    expect(summary(diffSnapshots([nextWeek], [tomorrow], NOW, coverage))).toEqual([
      ["moved", "board", "2025-03-11T16:00:00.000Z", "2025-03-17T09:00:00.000Z"],
    ]);
  });

  it("a meeting that disappeared before it started is cancelled", () => {
    expect(summary(diffSnapshots([dentist, review], [review], NOW, coverage))).toEqual([
      ["cancelled", "dentist", "2025-03-11T09:00:00.000Z", null],
    ]);
  });

  it("a meeting marked STATUS:CANCELLED is cancelled once, and its later removal is not news", () => {
    const cancelled = { ...dentist, status: "cancelled" as const };
    expect(summary(diffSnapshots([dentist], [cancelled], NOW, coverage))).toEqual([
      ["cancelled", "dentist", "2025-03-11T09:00:00.000Z", null],
    ]);
    expect(diffSnapshots([cancelled], [cancelled], NOW, coverage)).toEqual([]);
    expect(diffSnapshots([cancelled], [], NOW, coverage)).toEqual([]);
  });

  it("a cancelled meeting that is reinstated is new again", () => {
    const cancelled = { ...dentist, status: "cancelled" as const };
    expect(summary(diffSnapshots([cancelled], [dentist], NOW, coverage))).toEqual([
      ["new", "dentist", "2025-03-11T09:00:00.000Z", null],
    ]);
  });

  it("a recurring series moved an hour later is reported as moved occurrences, not cancelled + new", () => {
    const before = [ev("standup|2025-03-10T08:00:00.000Z", "2025-03-10T08:00:00Z"), ev("standup|2025-03-11T08:00:00.000Z", "2025-03-11T08:00:00Z")];
    const after = [ev("standup|2025-03-10T09:00:00.000Z", "2025-03-10T09:00:00Z"), ev("standup|2025-03-11T09:00:00.000Z", "2025-03-11T09:00:00Z")];
    expect(summary(diffSnapshots(before, after, NOW, coverage))).toEqual([
      ["moved", "standup|2025-03-10T09:00:00.000Z", "2025-03-10T09:00:00.000Z", "2025-03-10T08:00:00.000Z"],
      ["moved", "standup|2025-03-11T09:00:00.000Z", "2025-03-11T09:00:00.000Z", "2025-03-11T08:00:00.000Z"],
    ]);
  });
});

describe("not changes: the window's edges", () => {
  it("a meeting that ended, or has started, and left the snapshot was not cancelled", () => {
    const ended = ev("early", "2025-03-10T04:00:00Z");
    const started = ev("breakfast", "2025-03-10T05:55:00Z", 3); // ended 05:58
    expect(diffSnapshots([ended, started], [], NOW, coverage)).toEqual([]);
  });

  it("a meeting that came into view because time moved on is not new", () => {
    const farOut = ev("quarterly", iso(PREV_NOW.getTime() + LOOKAHEAD + 5 * 60_000));
    expect(diffSnapshots([], [farOut], NOW, { ...coverage, horizonMs: Number.POSITIVE_INFINITY })).toEqual([]);
  });

  it("a meeting beyond what the new snapshot could see is not cancelled", () => {
    const beyond = ev("offsite", iso(NOW.getTime() + LOOKAHEAD + H));
    expect(diffSnapshots([beyond], [], NOW, { ...coverage, horizonMs: Number.POSITIVE_INFINITY })).toEqual([]);
  });

  it("changes far outside the 48-hour window are not reported", () => {
    const nextWeek = ev("planning", "2025-03-18T09:00:00Z");
    const movedWithinNextWeek = { ...nextWeek, start: "2025-03-19T09:00:00.000Z", end: "2025-03-19T10:00:00.000Z" };
    expect(diffSnapshots([], [nextWeek], NOW, coverage)).toEqual([]);
    expect(diffSnapshots([nextWeek], [movedWithinNextWeek], NOW, coverage)).toEqual([]);
    expect(diffSnapshots([nextWeek], [], NOW, coverage)).toEqual([]);
  });
});

describe("deltas from two versions of a feed", () => {
  const ics = (...events: string[][]) =>
    `${["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//ZOE tests//EN", ...events.flat(), "END:VCALENDAR"].join("\r\n")}\r\n`;
  const vevent = (...props: string[]) => ["BEGIN:VEVENT", ...props, "END:VEVENT"];
  const daily = (...extra: string[]) =>
    vevent(
      "UID:checkin@example.com",
      "SUMMARY:Daily check-in",
      "DTSTART;TZID=America/New_York:20250303T090000",
      "DURATION:PT15M",
      "RRULE:FREQ=DAILY",
      ...extra,
    );
  const parse = (text: string, now: Date) =>
    parseIcs(text, { now, horizonMs: LOOKAHEAD, source: "calendar.example.com#a1b2c3" });

  it("an occurrence removed by an EXDATE added later is cancelled; an override moves one; a new meeting appears", () => {
    const v1 = ics(daily(), vevent("UID:gone@example.com", "SUMMARY:Vendor demo", "DTSTART:20250311T150000Z", "DURATION:PT1H"));
    const v2 = ics(
      daily("EXDATE;TZID=America/New_York:20250311T090000"),
      vevent(
        "UID:checkin@example.com",
        "RECURRENCE-ID;TZID=America/New_York:20250310T090000",
        "SUMMARY:Daily check-in",
        "DTSTART;TZID=America/New_York:20250310T113000",
        "DURATION:PT15M",
      ),
      vevent("UID:new@example.com", "SUMMARY:Coffee with Ana", "DTSTART:20250311T100000Z", "DURATION:PT30M"),
    );
    const deltas = diffSnapshots(parse(v1, PREV_NOW), parse(v2, NOW), NOW, coverage);
    expect(summary(deltas)).toEqual([
      // Mon 10 Mar 09:00 EDT moved to 11:30 EDT
      ["moved", "checkin@example.com|2025-03-10T13:00:00.000Z", "2025-03-10T15:30:00.000Z", "2025-03-10T13:00:00.000Z"],
      ["new", "new@example.com", "2025-03-11T10:00:00.000Z", null],
      // Tue 11 Mar 09:00 EDT: EXDATE
      ["cancelled", "checkin@example.com|2025-03-11T13:00:00.000Z", "2025-03-11T13:00:00.000Z", null],
      ["cancelled", "gone@example.com", "2025-03-11T15:00:00.000Z", null],
    ]);
  });

  it("re-reading the same feed ten minutes later reports nothing, though the window moved", () => {
    const text = ics(daily());
    expect(diffSnapshots(parse(text, PREV_NOW), parse(text, NOW), NOW, coverage)).toEqual([]);
  });
});

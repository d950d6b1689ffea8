/**
 * Due phrases as the owner says them, resolved at a pinned `now` in the owner's zone. Every
 * expectation is written as ISO-8601 with the zone's offset so it can be checked by eye.
 */
import fc from "fast-check";
import { DateTime } from "luxon";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dueCli, formatDue, formatIsoInZone, resolveDue } from "../due.ts";

const BER = "Europe/Berlin";
const NYC = "America/New_York";
const KOL = "Asia/Kolkata";
const AKL = "Pacific/Auckland";
const UTC = "UTC";

// June 2026 in Berlin (+02:00): Mon 1, Tue 2, Wed 3, Thu 4, Fri 5, Sat 6, Sun 7.
const WED_10 = "2026-06-03T10:00:00+02:00";

/** [scenario, zone, now, phrase, expected instant as ISO in the zone, or null]. */
type Case = [scenario: string, zone: string, now: string, phrase: string, want: string | null];

function resolveAsIso(phrase: string, now: string, zone: string): string | null {
  const due = resolveDue(phrase, new Date(now), zone);
  return due === null ? null : formatIsoInZone(due, zone);
}

function runTable(cases: Case[]) {
  it.each(cases)("%s", (_scenario, zone, now, phrase, want) => {
    expect(resolveAsIso(phrase, now, zone)).toBe(want);
  });
}

describe("resolveDue: days without a time end the working day", () => {
  runTable([
    ["a date without a time is 18:00 that day", BER, WED_10, "June 10", "2026-06-10T18:00:00.000+02:00"],
    ["day-first month name", BER, WED_10, "10 June", "2026-06-10T18:00:00.000+02:00"],
    ["an ISO date is 18:00 that day", BER, WED_10, "2026-06-10", "2026-06-10T18:00:00.000+02:00"],
    ["a dotted date is day first", BER, WED_10, "10.06.", "2026-06-10T18:00:00.000+02:00"],
    ["a date already gone this year is next year's", BER, WED_10, "June 2", "2027-06-02T18:00:00.000+02:00"],
    ["a winter date takes the winter offset", BER, WED_10, "Dec 3 at 9am", "2026-12-03T09:00:00.000+01:00"],
    ["time before the date", BER, WED_10, "9am on Dec 3", "2026-12-03T09:00:00.000+01:00"],
    ["a date with a year", BER, WED_10, "December 3rd, 2027", "2027-12-03T18:00:00.000+01:00"],
    ["a date at noon", BER, WED_10, "june 10 at noon", "2026-06-10T12:00:00.000+02:00"],
    ["a date's morning", BER, WED_10, "June 10 morning", "2026-06-10T09:00:00.000+02:00"],
    ["an unambiguous slash date", BER, WED_10, "25/12", "2026-12-25T18:00:00.000+01:00"],
  ]);
});

describe("resolveDue: today and its parts", () => {
  runTable([
    ["'today' before 18:00 is 18:00", BER, WED_10, "today", "2026-06-03T18:00:00.000+02:00"],
    ["'today' at 18:30 is 23:00", BER, "2026-06-03T18:30:00+02:00", "today", "2026-06-03T23:00:00.000+02:00"],
    ["'eod' at exactly 18:00 is 23:00", KOL, "2026-06-03T18:00:00+05:30", "eod", "2026-06-03T23:00:00.000+05:30"],
    ["'end of day' in the morning", NYC, "2026-06-03T08:00:00-04:00", "end of day", "2026-06-03T18:00:00.000-04:00"],
    ["'today' at 23:30 is 23:59", BER, "2026-06-03T23:30:00+02:00", "today", "2026-06-03T23:59:00.000+02:00"],
    ["'today' at 23:59 is 23:59", KOL, "2026-06-03T23:59:00+05:30", "today", "2026-06-03T23:59:00.000+05:30"],
    ["'today' at 00:00 is 18:00 of the new day", KOL, "2026-06-04T00:00:00+05:30", "today", "2026-06-04T18:00:00.000+05:30"],
    ["'eod today' follows the same rule", BER, "2026-06-03T19:00:00+02:00", "eod today", "2026-06-03T23:00:00.000+02:00"],
    ["'tonight' is 21:00", BER, WED_10, "tonight", "2026-06-03T21:00:00.000+02:00"],
    ["'tonight' at midnight", KOL, "2026-06-04T00:00:00+05:30", "tonight", "2026-06-04T21:00:00.000+05:30"],
    ["'this morning' is 12:00", BER, WED_10, "this morning", "2026-06-03T12:00:00.000+02:00"],
    ["'this morning' said after noon is overdue", BER, "2026-06-03T13:00:00+02:00", "this morning", "2026-06-03T12:00:00.000+02:00"],
    ["'this afternoon' is 17:00", BER, WED_10, "this afternoon", "2026-06-03T17:00:00.000+02:00"],
    ["'tonight at 10' is 22:00", BER, WED_10, "tonight at 10", "2026-06-03T22:00:00.000+02:00"],
    ["'today at 3pm' stays today even when past", BER, "2026-06-03T16:00:00+02:00", "today at 3pm", "2026-06-03T15:00:00.000+02:00"],
  ]);
});

describe("resolveDue: tomorrow", () => {
  runTable([
    ["'tomorrow' is 18:00", BER, WED_10, "tomorrow", "2026-06-04T18:00:00.000+02:00"],
    ["'tomorrow morning' is 09:00", BER, WED_10, "tomorrow morning", "2026-06-04T09:00:00.000+02:00"],
    ["'tomorrow afternoon' is 15:00", BER, WED_10, "tomorrow afternoon", "2026-06-04T15:00:00.000+02:00"],
    ["'tomorrow night' is 21:00", BER, WED_10, "tomorrow night", "2026-06-04T21:00:00.000+02:00"],
    ["'tomorrow at 9:30'", UTC, "2026-06-03T10:00:00Z", "tomorrow at 9:30", "2026-06-04T09:30:00.000+00:00"],
    ["'3pm tomorrow'", BER, WED_10, "3pm tomorrow", "2026-06-04T15:00:00.000+02:00"],
    ["'tomorrow' at 23:59 is the next day", KOL, "2026-06-03T23:59:00+05:30", "tomorrow", "2026-06-04T18:00:00.000+05:30"],
    ["'tomorrow' at 00:00 is the day after the new day", KOL, "2026-06-04T00:00:00+05:30", "tomorrow", "2026-06-05T18:00:00.000+05:30"],
    ["'tomorrow' on New Year's Eve", UTC, "2026-12-31T12:00:00Z", "tomorrow", "2027-01-01T18:00:00.000+00:00"],
    ["'tomorrow' where the UTC date lags the local one", AKL, "2026-06-04T08:00:00+12:00", "tomorrow", "2026-06-05T18:00:00.000+12:00"],
  ]);
});

describe("resolveDue: weekdays", () => {
  runTable([
    ["'Friday' on Wednesday", BER, WED_10, "Friday", "2026-06-05T18:00:00.000+02:00"],
    ["'by Friday'", BER, WED_10, "by Friday", "2026-06-05T18:00:00.000+02:00"],
    ["'on Wednesday' on Wednesday morning is today", BER, WED_10, "on Wednesday", "2026-06-03T18:00:00.000+02:00"],
    ["'Wednesday' on Wednesday after 18:00 is next week", BER, "2026-06-03T18:30:00+02:00", "Wednesday", "2026-06-10T18:00:00.000+02:00"],
    ["'Friday' on Thursday 23:59", KOL, "2026-06-04T23:59:00+05:30", "Friday", "2026-06-05T18:00:00.000+05:30"],
    ["'Friday' in Auckland while it is still Thursday in UTC", AKL, "2026-06-05T08:00:00+12:00", "Friday", "2026-06-05T18:00:00.000+12:00"],
    ["'next Friday' on Tuesday (3 days away): this Friday", BER, "2026-06-02T10:00:00+02:00", "next Friday", "2026-06-05T18:00:00.000+02:00"],
    ["'next Friday' on Wednesday (2 days away): a week later", BER, WED_10, "next Friday", "2026-06-12T18:00:00.000+02:00"],
    ["'next Friday' on Thursday (1 day away): a week later", BER, "2026-06-04T10:00:00+02:00", "next Friday", "2026-06-12T18:00:00.000+02:00"],
    ["'next Friday' on a Friday morning: a week later", BER, "2026-06-05T10:00:00+02:00", "next Friday", "2026-06-12T18:00:00.000+02:00"],
    ["'next Monday' on Wednesday", BER, WED_10, "next Monday", "2026-06-08T18:00:00.000+02:00"],
    ["'Friday 10am'", BER, WED_10, "Friday 10am", "2026-06-05T10:00:00.000+02:00"],
    ["'Friday 10am' on Friday at 11:00 is next week", BER, "2026-06-05T11:00:00+02:00", "Friday 10am", "2026-06-12T10:00:00.000+02:00"],
    ["'10am on Friday'", NYC, "2026-06-03T10:00:00-04:00", "10am on Friday", "2026-06-05T10:00:00.000-04:00"],
    ["'Friday midnight' is the end of Friday", BER, WED_10, "Friday midnight", "2026-06-06T00:00:00.000+02:00"],
  ]);
});

describe("resolveDue: every way a weekday is written", () => {
  // Wednesday 3 June 2026, 10:00 Berlin: each day's short and long forms name the same day.
  const forms: Array<[string[], string]> = [
    [["mon", "monday"], "2026-06-08"],
    [["tue", "tues", "tuesday"], "2026-06-09"],
    [["wed", "weds", "wednesday"], "2026-06-03"],
    [["thu", "thur", "thurs", "thursday"], "2026-06-04"],
    [["fri", "friday"], "2026-06-05"],
    [["sat", "saturday"], "2026-06-06"],
    [["sun", "sunday"], "2026-06-07"],
  ];
  it.each(forms)("%j all name %s", (words, day) => {
    for (const w of words) {
      expect(resolveAsIso(w, WED_10, BER), w).toBe(`${day}T18:00:00.000+02:00`);
      expect(resolveAsIso(`by ${w.toUpperCase()}`, WED_10, BER), w).toBe(`${day}T18:00:00.000+02:00`);
    }
  });

  it("a word that only starts or ends like a weekday is not one", () => {
    for (const w of ["mond", "tuesdays", "wedding", "thursd", "fries", "satur", "sunny", "monday2", "month"]) {
      expect(resolveDue(w, new Date(WED_10), BER), w).toBeNull();
    }
  });
});

describe("resolveDue: weeks and months", () => {
  runTable([
    ["'this week' on Wednesday is Friday", BER, WED_10, "this week", "2026-06-05T18:00:00.000+02:00"],
    ["'end of week' on Saturday is Sunday", BER, "2026-06-06T10:00:00+02:00", "end of week", "2026-06-07T18:00:00.000+02:00"],
    ["'eow' on Sunday is that Sunday", BER, "2026-06-07T10:00:00+02:00", "eow", "2026-06-07T18:00:00.000+02:00"],
    ["'by the end of the week'", KOL, "2026-06-01T09:00:00+05:30", "by the end of the week", "2026-06-05T18:00:00.000+05:30"],
    ["'next week' on Wednesday", BER, WED_10, "next week", "2026-06-12T18:00:00.000+02:00"],
    ["'next week' on Sunday is the coming Friday", BER, "2026-06-07T10:00:00+02:00", "next week", "2026-06-12T18:00:00.000+02:00"],
    ["'next week' across the new year", UTC, "2026-12-31T10:00:00Z", "next week", "2027-01-08T18:00:00.000+00:00"],
    ["'end of month'", BER, WED_10, "end of month", "2026-06-30T18:00:00.000+02:00"],
    ["'end of month' in a short February", NYC, "2026-02-10T10:00:00-05:00", "end of month", "2026-02-28T18:00:00.000-05:00"],
    ["'at the end of the month' (its 'at' is no hour's)", BER, WED_10, "at the end of the month", "2026-06-30T18:00:00.000+02:00"],
    ["'at the end of the week'", BER, WED_10, "at the end of the week", "2026-06-05T18:00:00.000+02:00"],
    ["'at end of day' is the day's end, as 'end of day' ('at the end of the day' stays a phrase of its own)", BER, WED_10, "at end of day", "2026-06-03T18:00:00.000+02:00"],
  ]);
});

describe("resolveDue: months, weekends and parts of the day (#35)", () => {
  runTable([
    ["'next month' is its last day, as 'next week' is its Friday", BER, WED_10, "next month", "2026-07-31T18:00:00.000+02:00"],
    ["'next month' in December is January's last day", UTC, "2026-12-15T09:00:00Z", "next month", "2027-01-31T18:00:00.000+00:00"],
    ["'this month' on its last evening is today, never a time past", BER, "2026-06-30T21:30:00+02:00", "this month", "2026-06-30T23:00:00.000+02:00"],
    ["'in March' said in June is next March", NYC, "2026-06-03T10:00:00-04:00", "in March", "2027-03-31T18:00:00.000-04:00"],
    ["'by June' said in June is this June", BER, WED_10, "by June", "2026-06-30T18:00:00.000+02:00"],
    ["a bare 'may' is a modal, not a month", BER, WED_10, "may", null],
    ["'this weekend' on Wednesday is Sunday", BER, WED_10, "this weekend", "2026-06-07T18:00:00.000+02:00"],
    ["'this weekend' on Sunday evening is today's end", BER, "2026-06-07T19:00:00+02:00", "this weekend", "2026-06-07T23:00:00.000+02:00"],
    ["'next weekend' on Wednesday is the coming one", BER, WED_10, "next weekend", "2026-06-07T18:00:00.000+02:00"],
    ["'next weekend' on Friday skips the coming one", BER, "2026-06-05T10:00:00+02:00", "next weekend", "2026-06-14T18:00:00.000+02:00"],
    ["'by the weekend' is before it starts: Friday", BER, WED_10, "by the weekend", "2026-06-05T18:00:00.000+02:00"],
    ["'after work' is the next 19:00", BER, "2026-06-03T20:00:00+02:00", "after work", "2026-06-04T19:00:00.000+02:00"],
    ["'after dinner' is 21:00", BER, WED_10, "after dinner", "2026-06-03T21:00:00.000+02:00"],
    ["'tomorrow after dinner'", BER, WED_10, "tomorrow after dinner", "2026-06-04T21:00:00.000+02:00"],
    ["'at lunch' is 13:00", BER, WED_10, "at lunch", "2026-06-03T13:00:00.000+02:00"],
    ["'later today' is 'today'", BER, WED_10, "later today", "2026-06-03T18:00:00.000+02:00"],
    ["'later today' after 18:00 is 23:00", BER, "2026-06-03T19:00:00+02:00", "later today", "2026-06-03T23:00:00.000+02:00"],
    ["'now' is no due phrase (capture reads it)", BER, WED_10, "now", null],
  ]);
});

describe("resolveDue: explicit times", () => {
  runTable([
    ["'at 3pm' in the morning is today", BER, WED_10, "at 3pm", "2026-06-03T15:00:00.000+02:00"],
    ["'at 3pm' already past is tomorrow", BER, "2026-06-03T16:00:00+02:00", "at 3pm", "2026-06-04T15:00:00.000+02:00"],
    ["'by 15:30'", KOL, "2026-06-03T10:00:00+05:30", "by 15:30", "2026-06-03T15:30:00.000+05:30"],
    ["'at 9am' already past is tomorrow", AKL, "2026-06-03T10:00:00+12:00", "at 9am", "2026-06-04T09:00:00.000+12:00"],
    ["'noon'", UTC, "2026-06-03T10:00:00Z", "noon", "2026-06-03T12:00:00.000+00:00"],
    ["'midnight' at 23:59 is one minute away", KOL, "2026-06-03T23:59:00+05:30", "midnight", "2026-06-04T00:00:00.000+05:30"],
    ["'at 00:00' at exactly 00:00 is the next midnight", KOL, "2026-06-04T00:00:00+05:30", "at 00:00", "2026-06-05T00:00:00.000+05:30"],
    ["'at 15' reads a 24-hour clock", BER, WED_10, "at 15", "2026-06-03T15:00:00.000+02:00"],
  ]);
});

describe("resolveDue: 12 said bare is noon, and midnight with the night", () => {
  runTable([
    ["'today at 12'", BER, WED_10, "today at 12", "2026-06-03T12:00:00.000+02:00"],
    ["'at 12' after noon is tomorrow's noon", BER, "2026-06-03T13:00:00+02:00", "at 12", "2026-06-04T12:00:00.000+02:00"],
    ["'Friday at 12'", BER, WED_10, "Friday at 12", "2026-06-05T12:00:00.000+02:00"],
    ["'tonight at 12' is the midnight ending today", BER, WED_10, "tonight at 12", "2026-06-04T00:00:00.000+02:00"],
    ["'at 12 tonight'", BER, WED_10, "at 12 tonight", "2026-06-04T00:00:00.000+02:00"],
    ["'at 12am' is still midnight", BER, WED_10, "at 12am", "2026-06-04T00:00:00.000+02:00"],
    ["'at 3' is still morning or afternoon", BER, WED_10, "today at 3", null],
    ["a bare '12' is not a time", BER, WED_10, "12", null],
  ]);
});

describe("resolveDue: durations", () => {
  runTable([
    ["'in 2 hours'", BER, WED_10, "in 2 hours", "2026-06-03T12:00:00.000+02:00"],
    ["'in 30 minutes' in a half-hour zone", KOL, "2026-06-03T23:45:00+05:30", "in 30 minutes", "2026-06-04T00:15:00.000+05:30"],
    ["'in 3 days'", AKL, "2026-06-03T10:00:00+12:00", "in 3 days", "2026-06-06T10:00:00.000+12:00"],
    ["'in half an hour'", UTC, "2026-06-03T10:00:00Z", "in half an hour", "2026-06-03T10:30:00.000+00:00"],
    ["'in 1 month' from 31 January clamps to February's end", UTC, "2026-01-31T10:00:00Z", "in 1 month", "2026-02-28T10:00:00.000+00:00"],
  ]);
});

describe("resolveDue: DST changes", () => {
  runTable([
    // Berlin springs forward on Sun 2026-03-29, 02:00 -> 03:00.
    ["Berlin spring: 'in 3 days' keeps 09:00", BER, "2026-03-27T09:00:00+01:00", "in 3 days", "2026-03-30T09:00:00.000+02:00"],
    ["Berlin spring: 'tomorrow' lands on summer time", BER, "2026-03-28T10:00:00+01:00", "tomorrow", "2026-03-29T18:00:00.000+02:00"],
    ["Berlin spring: 'in 2 hours' is two real hours", BER, "2026-03-29T01:30:00+01:00", "in 2 hours", "2026-03-29T04:30:00.000+02:00"],
    ["Berlin spring: 02:30 does not exist, moves to 03:00", BER, "2026-03-29T01:00:00+01:00", "at 2:30am", "2026-03-29T03:00:00.000+02:00"],
    // Berlin falls back on Sun 2026-10-25, 03:00 -> 02:00.
    ["Berlin fall: 'in 3 days' keeps 09:00", BER, "2026-10-22T09:00:00+02:00", "in 3 days", "2026-10-25T09:00:00.000+01:00"],
    ["Berlin fall: 'tomorrow' lands on winter time", BER, "2026-10-24T20:00:00+02:00", "tomorrow", "2026-10-25T18:00:00.000+01:00"],
    ["Berlin fall: 02:30 happens twice, the earlier wins", BER, "2026-10-24T12:00:00+02:00", "tomorrow at 2:30am", "2026-10-25T02:30:00.000+02:00"],
    ["Berlin fall: 'in 2 hours' is two real hours", BER, "2026-10-25T01:30:00+02:00", "in 2 hours", "2026-10-25T02:30:00.000+01:00"],
    // New York springs forward on Sun 2026-03-08 and falls back on Sun 2026-11-01, both at 02:00.
    ["New York spring: 'in 3 days' keeps 09:00", NYC, "2026-03-06T09:00:00-05:00", "in 3 days", "2026-03-09T09:00:00.000-04:00"],
    ["New York spring: 'tomorrow' said late Saturday", NYC, "2026-03-07T21:00:00-05:00", "tomorrow", "2026-03-08T18:00:00.000-04:00"],
    ["New York spring: 'in 1 day' into the gap moves to 03:00", NYC, "2026-03-07T02:30:00-05:00", "in 1 day", "2026-03-08T03:00:00.000-04:00"],
    ["New York fall: 'in 3 days' keeps 09:00", NYC, "2026-10-29T09:00:00-04:00", "in 3 days", "2026-11-01T09:00:00.000-05:00"],
    ["New York fall: 01:30 happens twice, the earlier wins", NYC, "2026-10-31T12:00:00-04:00", "tomorrow at 1:30am", "2026-11-01T01:30:00.000-04:00"],
    ["New York fall: 'tonight' on the change day", NYC, "2026-11-01T00:30:00-04:00", "tonight", "2026-11-01T21:00:00.000-05:00"],
    ["New York fall: 'this week' on that Sunday", NYC, "2026-11-01T10:00:00-05:00", "this week", "2026-11-01T18:00:00.000-05:00"],
    // Auckland leaves summer time on Sun 2026-04-05 and enters it on Sun 2026-09-27.
    ["Auckland autumn: 'tomorrow' across the change", AKL, "2026-04-04T12:00:00+13:00", "tomorrow", "2026-04-05T18:00:00.000+12:00"],
    ["Auckland spring: 'in 3 days' keeps 08:00", AKL, "2026-09-25T08:00:00+12:00", "in 3 days", "2026-09-28T08:00:00.000+13:00"],
  ]);
});

describe("resolveDue: ISO timestamps are taken as is", () => {
  runTable([
    ["with Z, shown in the owner's zone", BER, WED_10, "2026-06-10T15:00:00Z", "2026-06-10T17:00:00.000+02:00"],
    ["with an offset", KOL, WED_10, "2026-06-10T15:00:00+02:00", "2026-06-10T18:30:00.000+05:30"],
    ["without an offset: the owner's wall clock", NYC, WED_10, "2026-06-10T15:00", "2026-06-10T15:00:00.000-04:00"],
    ["in the past: still as is", UTC, WED_10, "2026-01-01T00:00:00Z", "2026-01-01T00:00:00.000+00:00"],
    ["an impossible date", UTC, WED_10, "2026-02-30T10:00:00Z", null],
  ]);
});

describe("resolveDue: tolerant of how it is written", () => {
  runTable([
    ["filler words and a full stop", BER, WED_10, "Due by FRIDAY.", "2026-06-05T18:00:00.000+02:00"],
    ["'until tomorrow!'", BER, WED_10, "until tomorrow!", "2026-06-04T18:00:00.000+02:00"],
    ["'before end of day'", BER, WED_10, "before end of day", "2026-06-03T18:00:00.000+02:00"],
    ["comma between day and time", BER, WED_10, "Friday, 3pm", "2026-06-05T15:00:00.000+02:00"],
    ["extra spaces", BER, WED_10, "  tomorrow   morning  ", "2026-06-04T09:00:00.000+02:00"],
  ]);
});

describe("resolveDue: what is not understood is null", () => {
  runTable([
    ["empty", BER, WED_10, "", null],
    ["blank", BER, WED_10, "   ", null],
    ["garbage", BER, WED_10, "whenever the stars align", null],
    ["no clock in it", BER, WED_10, "asap", null],
    ["a date with trailing words", BER, WED_10, "June 10 blah", null],
    ["a bare hour could be morning or evening", BER, WED_10, "at 3", null],
    ["3/12 is March 12 or 3 December", BER, WED_10, "3/12", null],
    ["a part of the day without a day", BER, WED_10, "morning", null],
    ["a zone named without a clock time", BER, WED_10, "Friday EST", null],
    ["two days at once", BER, WED_10, "tomorrow Friday", null],
  ]);
});

describe("resolveDue: properties", () => {
  it("'tomorrow' is always 18:00 on the next local calendar day, in every zone", () => {
    const zones = [BER, NYC, KOL, AKL, UTC];
    const start = Date.UTC(2026, 0, 1);
    const end = Date.UTC(2027, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: start, max: end }), fc.constantFrom(...zones), (ms, zone) => {
        const now = DateTime.fromMillis(ms, { zone });
        const due = resolveDue("tomorrow", new Date(ms), zone);
        expect(due).not.toBeNull();
        const local = DateTime.fromJSDate(due as Date, { zone });
        expect(local.toISODate()).toBe(now.plus({ days: 1 }).toISODate());
        expect(local.toFormat("HH:mm")).toBe("18:00");
      }),
      { numRuns: (300) * 20, seed: Date.now() },
    );
  });

  it("refuses an unknown zone or an invalid now instead of guessing", () => {
    expect(() => resolveDue("tomorrow", new Date(WED_10), "Mars/Olympus_Mons")).toThrow(RangeError);
    expect(() => resolveDue("tomorrow", new Date("not a date"), BER)).toThrow(RangeError);
  });
});

describe("formatDue: how the owner sees a due time", () => {
  const at = (iso: string) => new Date(iso);
  it.each([
    ["later today", BER, WED_10, "2026-06-03T18:00:00+02:00", "today 18:00"],
    ["tomorrow morning", BER, WED_10, "2026-06-04T09:00:00+02:00", "tomorrow 09:00"],
    ["in two days: the weekday", BER, WED_10, "2026-06-05T18:00:00+02:00", "Fri 18:00"],
    ["six days ahead: still the weekday", BER, WED_10, "2026-06-09T18:00:00+02:00", "Tue 18:00"],
    ["a week ahead: the date", BER, WED_10, "2026-06-10T18:00:00+02:00", "10 Jun 18:00"],
    ["later this year", BER, WED_10, "2026-12-03T18:00:00+01:00", "3 Dec 18:00"],
    ["another year", BER, WED_10, "2027-01-03T09:30:00+01:00", "3 Jan 2027 09:30"],
    ["already past: the date", BER, WED_10, "2026-06-02T18:00:00+02:00", "2 Jun 18:00"],
    ["the owner's calendar day, not UTC's", AKL, "2026-06-04T09:00:00+12:00", "2026-06-04T20:00:00Z", "tomorrow 08:00"],
    ["half-hour zone", KOL, "2026-06-03T10:00:00+05:30", "2026-06-03T12:30:00Z", "today 18:00"],
  ])("%s", (_scenario, zone, now, due, want) => {
    expect(formatDue(at(due), at(now), zone)).toBe(want);
  });
});

describe("formatIsoInZone", () => {
  it("prints the zone's numeric offset with seconds and milliseconds", () => {
    const instant = new Date("2026-06-04T16:00:00Z");
    expect(formatIsoInZone(instant, BER)).toBe("2026-06-04T18:00:00.000+02:00");
    expect(formatIsoInZone(instant, KOL)).toBe("2026-06-04T21:30:00.000+05:30");
    expect(formatIsoInZone(instant, UTC)).toBe("2026-06-04T16:00:00.000+00:00");
  });
});

describe("zoe due (dueCli)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  function run(argv: string[]): { code: number; lines: string[] } {
    const lines: string[] = [];
    const code = dueCli(argv, (line) => lines.push(line));
    return { code, lines };
  }

  it("prints the resolved time in the zone and exits 0", () => {
    expect(run(["tomorrow morning", "--now", WED_10, "--tz", BER])).toEqual({
      code: 0,
      lines: ["2026-06-04T09:00:00.000+02:00"],
    });
  });

  it("accepts --flag=value and an unquoted phrase", () => {
    expect(run(["next", "Friday", "--now=2026-06-02T10:00:00+02:00", "--tz=Europe/Berlin"])).toEqual({
      code: 0,
      lines: ["2026-06-05T18:00:00.000+02:00"],
    });
  });

  it("reads a --now without an offset in the given zone", () => {
    expect(run(["in 2 hours", "--now", "2026-06-03T10:00", "--tz", KOL])).toEqual({
      code: 0,
      lines: ["2026-06-03T12:00:00.000+05:30"],
    });
  });

  it("prints null with the reason for a phrase it does not understand, and still exits 0", () => {
    expect(run(["whenever", "--now", WED_10, "--tz", BER])).toEqual({
      code: 0,
      lines: ['null: "whenever" is not a due phrase ZOE understands; a commitment said with it is tracked without a clock and never nudged'],
    });
    expect(run(["yesterday", "--now", WED_10, "--tz", BER]).lines[0]).toMatch(/^null: "yesterday" is in the past/);
  });

  it("with no language given, reads the phrase in its own language and says which one read it", () => {
    vi.stubEnv("ZOE_LOCALE", "");
    expect(run(["tra due ore", "--now", WED_10, "--tz", BER]).lines).toEqual(["2026-06-03T12:00:00.000+02:00", "(read as Italian: --locale it reads it so)"]);
    expect(run(["um 3 am Nachmittag", "--now", WED_10, "--tz", BER]).lines).toEqual(["2026-06-03T15:00:00.000+02:00", "(read as German: --locale de reads it so)"]);
    expect(run(["vendredi prochain", "--now", WED_10, "--tz", BER]).lines[0]).toBe("2026-06-12T18:00:00.000+02:00");
  });

  it("a language given (--locale, or ZOE_LOCALE) is the only one read, as for a configured owner", () => {
    vi.stubEnv("ZOE_LOCALE", "");
    expect(run(["tra due ore", "--now", WED_10, "--tz", BER, "--locale", "en"]).lines[0]).toMatch(/^null: "tra due ore" is not a due phrase/);
    vi.stubEnv("ZOE_LOCALE", "nl");
    expect(run(["tra due ore", "--now", WED_10, "--tz", BER]).lines[0]).toMatch(/^null: /);
    expect(run(["over een uur", "--now", WED_10, "--tz", BER]).lines).toEqual(["2026-06-03T11:00:00.000+02:00"]);
  });

  it.each(["gestern", "avant-hier", "ayer", "ontem", "ieri", "gisteren"])("'%s' is said to be in the past, in its language", (phrase) => {
    vi.stubEnv("ZOE_LOCALE", "");
    expect(run([phrase, "--now", WED_10, "--tz", BER]).lines[0]).toMatch(new RegExp(`^null: "${phrase}" is in the past`));
  });

  it.each(["2 days ago", "3 weeks ago", "il y a 2 jours", "2 dagen geleden", "2 giorni fa"])("'%s' counts back from now: a past day, not a due date", (phrase) => {
    vi.stubEnv("ZOE_LOCALE", "");
    expect(run([phrase, "--now", WED_10, "--tz", BER]).lines[0]).toMatch(new RegExp(`^null: "${phrase}" is in the past`));
  });

  it("a count forward still is one: 'in 2 days', 'dans 2 jours'", () => {
    vi.stubEnv("ZOE_LOCALE", "");
    expect(run(["in 2 days", "--now", WED_10, "--tz", BER]).lines[0]).toMatch(/^2026-06-05T/);
    expect(run(["dans 2 jours", "--now", WED_10, "--tz", BER]).lines[0]).toMatch(/^2026-06-05T/);
  });

  it("'end of month' and 'this week' on the evening of their last day do not resolve to a time already past", () => {
    // Tuesday 30 June 2026, 21:30 in Berlin: the month's last day, after 18:00.
    const evening = new Date("2026-06-30T21:30:00+02:00");
    expect(formatIsoInZone(resolveDue("end of month", evening, BER)!, BER)).toBe("2026-06-30T23:00:00.000+02:00");
    expect(formatIsoInZone(resolveDue("end of month", new Date("2026-06-30T10:00:00+02:00"), BER)!, BER)).toBe("2026-06-30T18:00:00.000+02:00");
    // Friday 5 June 2026, 19:30: "this week" ends tonight, not at 18:00.
    expect(formatIsoInZone(resolveDue("this week", new Date("2026-06-05T19:30:00+02:00"), BER)!, BER)).toBe("2026-06-05T23:00:00.000+02:00");
  });

  it("defaults the zone to ZOE_TZ", () => {
    vi.stubEnv("ZOE_TZ", KOL);
    expect(run(["2026-06-10T12:00:00Z"])).toEqual({ code: 0, lines: ["2026-06-10T17:30:00.000+05:30"] });
  });

  it.each([
    ["a missing phrase", ["--now", WED_10, "--tz", BER], /missing the due phrase/],
    ["an empty phrase", ["", "--tz", BER], /missing the due phrase/],
    ["an invalid --now", ["tomorrow", "--now", "yesterday-ish", "--tz", BER], /--now "yesterday-ish" is not an ISO-8601 time/],
    ["--now without a value", ["tomorrow", "--tz", BER, "--now"], /--now needs a value/],
    ["an unknown zone", ["tomorrow", "--now", WED_10, "--tz", "Mars/Olympus_Mons"], /unknown time zone "Mars\/Olympus_Mons"/],
    ["an unknown ZOE_TZ", ["tomorrow", "--now", WED_10], /unknown time zone "Nowhere\/Land"/],
    ["an unknown option", ["tomorrow", "--soon"], /unknown option --soon/],
  ])("rejects %s with one error line and exit code 2", (_scenario, argv, message) => {
    vi.stubEnv("ZOE_TZ", "Nowhere/Land");
    const { code, lines } = run(argv);
    expect(code).toBe(2);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });
});

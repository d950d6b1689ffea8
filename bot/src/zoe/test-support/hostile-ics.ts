/**
 * Calendar text written to hurt a parser, for the calendar's bound tests and the bench: rules that
 * never end or end after a hundred million steps, rules that match almost nothing, thousands of
 * events, deep nesting and very long lines. Each is well-formed iCalendar unless its name says
 * otherwise, so only the bounds (not a parse error) keep it cheap.
 * Must never: depend on the parser it feeds (it writes the format by hand, as an attacker would).
 */
import { ics } from "./ics-text.ts";

const vevent = (uid: string, ...props: string[]) => ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20250301T000000Z", ...props, "END:VEVENT"];

/** The runaway rules that ical.js cannot leave inside one call: only stopping its thread ends them. */
export const STUCK_RULES = ["never-", "february-", "yearly-"];

/**
 * Recurring events whose rules run away in every way RFC 5545 allows, `copies` of each (8 rules
 * a copy). `stuck: false` leaves out the rules that hang the parser itself (STUCK_RULES).
 */
export function runawayRules(copies = 5, opts: { stuck?: boolean } = {}): string {
  const events: string[][] = [];
  for (let i = 0; i < copies; i++) {
    events.push(
      // Every second, forever, from a year ago.
      vevent(`secondly-${i}@evil`, `SUMMARY:Every second ${i}`, "DTSTART:20240301T000000Z", "DURATION:PT1S", "RRULE:FREQ=SECONDLY"),
      // Every minute since 1990, with a COUNT that keeps the fast-forward away.
      vevent(`minutely-${i}@evil`, `SUMMARY:Every minute ${i}`, "DTSTART:19900101T000000Z", "DURATION:PT1M", "RRULE:FREQ=MINUTELY;COUNT=100000000"),
      // Every day, but only on 30 February: ical.js looks for the next one forever, inside one call.
      vevent(`never-${i}@evil`, `SUMMARY:Never ${i}`, "DTSTART:20250101T090000Z", "DURATION:PT1H", "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30"),
      // Every second, but only in February: almost every step matches nothing.
      vevent(`february-${i}@evil`, `SUMMARY:Only February ${i}`, "DTSTART:20250302T000000Z", "DURATION:PT1S", "RRULE:FREQ=SECONDLY;BYMONTH=2"),
      // Hourly with a huge count, from 1970.
      vevent(`hourly-${i}@evil`, `SUMMARY:Hourly ${i}`, "DTSTART:19700101T000000Z", "DURATION:PT1H", "RRULE:FREQ=HOURLY;COUNT=999999999"),
      // Every second within the window, several rules at once.
      vevent(`double-${i}@evil`, `SUMMARY:Two rules ${i}`, "DTSTART:20250310T000000Z", "DURATION:PT1S", "RRULE:FREQ=SECONDLY", "RRULE:FREQ=MINUTELY"),
      // Daily, shifted by RDATEs and EXDATEs by the hundred.
      vevent(
        `rdates-${i}@evil`,
        `SUMMARY:Rdates ${i}`,
        "DTSTART:20250301T090000Z",
        "DURATION:PT1H",
        "RRULE:FREQ=SECONDLY;INTERVAL=7",
        `RDATE:${Array.from({ length: 200 }, (_, k) => `2025031${k % 10}T${String(k % 24).padStart(2, "0")}0000Z`).join(",")}`,
      ),
      // Yearly on every day of every month: 366 occurrences a year for 10,000 years.
      vevent(`yearly-${i}@evil`, `SUMMARY:Yearly ${i}`, "DTSTART:00010101T000000Z", "DURATION:PT1H", "RRULE:FREQ=YEARLY;BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12;BYMONTHDAY=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31;BYHOUR=0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23"),
    );
  }
  const kept = opts.stuck === false ? events.filter((e) => !STUCK_RULES.some((p) => e[1]!.startsWith(`UID:${p}`))) : events;
  return ics(...kept);
}

/** `count` one-hour meetings, one every `everyMinutes` from `firstUtc` (epoch ms). */
export function manyEvents(count: number, firstUtc: number, everyMinutes = 5): string {
  const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  const events: string[][] = [];
  for (let i = 0; i < count; i++) {
    events.push(vevent(`bulk-${i}@evil`, `SUMMARY:Bulk ${i}`, `DTSTART:${stamp(firstUtc + i * everyMinutes * 60_000)}`, "DURATION:PT1H"));
  }
  return ics(...events);
}

/** Components nested `depth` deep inside one event (well-formed, and meaningless). */
export function deeplyNested(depth: number): string {
  const event = vevent("nested@evil", "SUMMARY:Nested", "DTSTART:20250310T090000Z", "DURATION:PT1H");
  const inner = [...Array<string>(depth).fill("BEGIN:VALARM"), ...Array<string>(depth).fill("END:VALARM")];
  return ics([...event.slice(0, -1), ...inner, "END:VEVENT"]);
}

/** One event whose title is a single (folded) line of `chars` characters. */
export function hugeLine(chars: number): string {
  const title = `SUMMARY:${"x".repeat(chars)}`;
  const folded = title.match(/.{1,74}/g)!.join("\r\n ");
  return ics(vevent("huge@evil", folded, "DTSTART:20250310T090000Z", "DURATION:PT1H"));
}

/**
 * A calendar made to hurt (test-support/hostile-ics.ts): rules that run away, rules ical.js never
 * leaves, thousands of events, deep nesting and huge lines. The parser stays within its bounds
 * (bounds.ts) and says what it left out; the feed reads on a thread of its own, so the event loop
 * that answers the owner keeps turning while a hostile feed is read, and a feed read only in part
 * says so in its health, once told, again when it happens again. The clock is pinned to Monday
 * 10 March 2025, 06:00 UTC. Timing targets live in the bench; the bounds asserted here are generous.
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HOUR, MINUTE, ManualClock } from "../../base/clock.ts";
import { silentLogger } from "../../base/log.ts";
import { deeplyNested, hugeLine, manyEvents, runawayRules } from "../../test-support/hostile-ics.ts";
import { IcsServer } from "../../test-support/ics-server.ts";
import { ics, meeting } from "../../test-support/ics-text.ts";
import { loggerToLines } from "../../test-support/log-lines.ts";
import { filesSpace } from "../../test-support/storage.ts";
import { MAX_OCCURRENCES_PER_EVENT, MAX_OCCURRENCES_PER_FEED, MAX_STUCK_PER_READ, MAX_UID_CHARS } from "../bounds.ts";
import { MAX_TITLE_CHARS } from "../event.ts";
import { CalendarFeed } from "../feed.ts";
import { readIcs } from "../ics.ts";
import { feedLimitsNotice } from "../trigger.ts";
import { LOCALES } from "../../lang/index.ts";

const NOW = new Date("2025-03-10T06:00:00Z");
const LOOKAHEAD = 14 * 24 * HOUR;
const read = (text: string) => readIcs(text, { now: NOW, horizonMs: LOOKAHEAD, source: "evil.example#abc123" });
/** A calendar's text with more events put in before its end. */
const plus = (text: string, ...events: string[][]) => text.replace(/END:VCALENDAR\r\n$/, `${events.flat().join("\r\n")}\r\nEND:VCALENDAR\r\n`);
const REVIEW = meeting("review@example.com", "Design review", "20250310T150000Z", 60, ["Anna"]);
const uidsOf = (events: Array<{ uid: string }>) => [...new Set(events.map((e) => e.uid))];
const vevent = (uid: string, ...props: string[]) => ["BEGIN:VEVENT", `UID:${uid}`, ...props, "END:VEVENT"];

describe("the parser stays within its bounds and says what it left out", () => {
  it("runaway rules (every second, huge counts, two rules at once) are left out whole; the meeting beside them stays", () => {
    const text = plus(runawayRules(5, { stuck: false }), REVIEW);
    const { events, limits } = read(text);
    expect(events.map((e) => e.title)).toEqual(["Design review"]);
    const runaway = [...text.matchAll(/UID:(\S+@evil)/g)].map((m) => m[1]);
    expect(runaway).toHaveLength(25);
    expect(limits.leftOut.sort()).toEqual(runaway.sort());
    expect(limits.droppedOccurrences).toBe(0);
  });

  it("a rule with more occurrences in the lookahead than an event may have is left out; an hourly one within it is kept whole", () => {
    const { events, limits } = read(
      ics(
        vevent("every-10-min@evil", "SUMMARY:Ping", "DTSTART:20250310T060000Z", "DURATION:PT5M", "RRULE:FREQ=MINUTELY;INTERVAL=10"),
        vevent("hourly@example.com", "SUMMARY:Hourly check", "DTSTART:20250310T060000Z", "DURATION:PT5M", "RRULE:FREQ=HOURLY;COUNT=300"),
      ),
    );
    expect(limits.leftOut).toEqual(["every-10-min@evil"]); // 2,016 in 14 days
    expect(events).toHaveLength(300);
    expect(300).toBeLessThanOrEqual(MAX_OCCURRENCES_PER_EVENT);
    expect(uidsOf(events)).toEqual(["hourly@example.com"]);
  });

  it("thousands of events: the earliest are kept, the later ones counted, and the reading says how far it is complete", () => {
    const { events, limits } = read(manyEvents(3_000, NOW.getTime(), 5));
    expect(events).toHaveLength(MAX_OCCURRENCES_PER_FEED);
    expect(events[0]?.title).toBe("Bulk 0");
    expect(events.at(-1)?.title).toBe(`Bulk ${MAX_OCCURRENCES_PER_FEED - 1}`);
    expect(limits.droppedOccurrences).toBe(3_000 - MAX_OCCURRENCES_PER_FEED);
    expect(limits.completeUntil).toBe(new Date(NOW.getTime() + MAX_OCCURRENCES_PER_FEED * 5 * MINUTE).toISOString());
    expect(limits.leftOut).toEqual([]);
  });

  it("deep nesting and a megabyte-long line read as one meeting with a capped title", () => {
    expect(read(deeplyNested(50_000)).events.map((e) => e.title)).toEqual(["Nested"]);
    const [huge, ...rest] = read(hugeLine(1_000_000)).events;
    expect(rest).toEqual([]);
    expect(huge?.title).toHaveLength(MAX_TITLE_CHARS);
  });

  it("a UID of a megabyte is stored shortened, and two that differ only at the end stay two", () => {
    const long = "u".repeat(1_000_000);
    const { events } = read(
      ics(vevent(`${long}1`, "SUMMARY:One", "DTSTART:20250310T090000Z", "DURATION:PT1H"), vevent(`${long}2`, "SUMMARY:Two", "DTSTART:20250310T100000Z", "DURATION:PT1H")),
    );
    expect(events.map((e) => e.title)).toEqual(["One", "Two"]);
    for (const e of events) expect(e.uid.length).toBeLessThanOrEqual(MAX_UID_CHARS);
    expect(events[0]?.uid).not.toBe(events[1]?.uid);
  });
});

describe("the feed reads on its own thread", () => {
  let dir: string;
  let server: IcsServer;
  let feed: CalendarFeed | null = null;

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-calendar-bounds-"));
    server = new IcsServer();
    await server.start();
  });

  afterEach(async () => {
    await feed?.close();
    feed = null;
    await server.stop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  /** Run `work` while a 10 ms timer measures how late the event loop runs it, and while an owner's reply is due after 100 ms. */
  async function whileResponsive<T>(work: () => Promise<T>): Promise<{ result: T; tookMs: number; worstLagMs: number; replyAfterMs: number | null }> {
    const started = performance.now();
    let last = started;
    let worstLagMs = 0;
    const timer = setInterval(() => {
      const t = performance.now();
      worstLagMs = Math.max(worstLagMs, t - last - 10);
      last = t;
    }, 10);
    let replyAfterMs: number | null = null;
    // The owner's reply: something the event loop has to get to while the calendar is read.
    const reply = setTimeout(() => void Promise.resolve().then(() => (replyAfterMs = performance.now() - started)), 100);
    try {
      const result = await work();
      return { result, tookMs: performance.now() - started, worstLagMs, replyAfterMs };
    } finally {
      clearInterval(timer);
      clearTimeout(reply);
    }
  }

  it("rules ical.js never leaves: stopped after their budget and left out, the owner's reply handled meanwhile, the meeting kept", async () => {
    const clock = new ManualClock(NOW);
    const { logger, lines: logs } = loggerToLines();
    // Four rules whose next day never comes (30 and 31 February, 31 April and June): ical.js looks forever.
    const never = ["2;BYMONTHDAY=30", "2;BYMONTHDAY=31", "4;BYMONTHDAY=31", "6;BYMONTHDAY=31"].map((rule, i) =>
      vevent(`never-${i}@evil`, `SUMMARY:Never ${i}`, "DTSTART:20250101T090000Z", "DURATION:PT1H", `RRULE:FREQ=DAILY;BYMONTH=${rule}`),
    );
    server.body = ics(...never, REVIEW);
    feed = new CalendarFeed({
      sources: [server.url("/private-evil/basic.ics")],
      state: filesSpace(dir),
      logger,
      clock,
      readBudgets: { eventMs: 2_500 }, // a capped rule takes well under a second
    });

    // The first read finds as many stuck rules as one read may: it fails, and remembers them.
    const first = await whileResponsive(() => feed!.poll());
    expect(feed.health()[0]?.lastError).toBe(
      `calendar too hard to read: ${MAX_STUCK_PER_READ} recurring events take too long to expand; left out, the rest is read at the next attempt`,
    );
    expect(first.tookMs).toBeGreaterThan(MAX_STUCK_PER_READ * 2_500); // each stuck rule ran out its budget...
    expect(first.replyAfterMs).not.toBeNull(); // ...while the owner's reply went out,
    expect(first.replyAfterMs!).toBeLessThan(2_000); // on time,
    expect(first.worstLagMs).toBeLessThan(1_000); // and the event loop never stood still for long.

    // The next attempt goes on without them, and finds the fourth.
    clock.advance(2 * MINUTE);
    const second = await whileResponsive(() => feed!.poll());
    expect(second.result.events.map((e) => e.title)).toEqual(["Design review"]);
    expect(second.worstLagMs).toBeLessThan(1_000);
    const [health] = feed.health();
    expect(health).toMatchObject({ ok: true, limited: { leftOutEvents: 4, droppedOccurrences: 0, completeUntil: null }, shouldTellLimits: true });
    expect(logs.filter((l) => l.includes("calendar_feed_limited"))).toHaveLength(1);
    for (const line of logs) expect(line).not.toContain("private-evil");
  }, 120_000);

  it("a feed read in part is told once, and again after it has been read whole in between", async () => {
    const clock = new ManualClock(NOW);
    server.body = manyEvents(1_200, NOW.getTime(), 5);
    feed = new CalendarFeed({ sources: [server.url()], state: filesSpace(dir), logger: silentLogger, clock });

    await feed.poll();
    const [h] = feed.health();
    expect(h).toMatchObject({ limited: { leftOutEvents: 0, droppedOccurrences: 200 }, shouldTellLimits: true });
    expect(h?.limited?.completeUntil).toBe(new Date(NOW.getTime() + MAX_OCCURRENCES_PER_FEED * 5 * MINUTE).toISOString());
    await feed.markLimitsTold(h!.source);
    expect(feed.health()[0]?.shouldTellLimits).toBe(false);

    clock.advance(10 * MINUTE); // still too many: nothing new to tell
    await feed.poll();
    expect(feed.health()[0]).toMatchObject({ limited: { droppedOccurrences: 200 }, shouldTellLimits: false });

    server.body = ics(REVIEW); // within bounds: nothing left out, the telling re-armed
    clock.advance(10 * MINUTE);
    await feed.poll();
    expect(feed.health()[0]).toMatchObject({ limited: null, shouldTellLimits: false });

    server.body = manyEvents(1_200, clock.now().getTime(), 5);
    clock.advance(10 * MINUTE);
    await feed.poll();
    expect(feed.health()[0]?.shouldTellLimits).toBe(true);
  }, 60_000);

  it("a meeting added inside the covered part is news; the occurrence it pushes past the cap is not 'cancelled'", async () => {
    const clock = new ManualClock(NOW);
    server.body = manyEvents(1_500, NOW.getTime(), 5);
    feed = new CalendarFeed({ sources: [server.url()], state: filesSpace(dir), logger: silentLogger, clock });
    await feed.poll();
    server.body = plus(server.body, meeting("late@example.com", "Late one", "20250311T090000Z", 30, []));
    clock.advance(10 * MINUTE);
    const { deltas } = await feed.poll();
    expect(deltas.map((d) => [d.type, d.event.title])).toEqual([["new", "Late one"]]);
  }, 60_000);
});

describe("the owner's notice", () => {
  const h = {
    source: "calendar.example.com#a1b2c3",
    ok: true,
    failingSince: null,
    lastSuccessAt: NOW.toISOString(),
    lastError: null,
    consecutiveFailures: 0,
    nextAttemptAt: null,
    shouldWarnOwner: false,
    limited: { leftOutEvents: 2, droppedOccurrences: 300, completeUntil: "2025-03-13T17:20:00.000Z" },
    shouldTellLimits: true,
  };

  it("says what was left out, in the owner's language", () => {
    expect(feedLimitsNotice(h, NOW, "Europe/Berlin", false, "en")).toBe(
      "Your calendar holds more than I can read, so I left part of it out: 2 recurring event(s) that repeat too often or take too long to work out. " +
        "Everything after Thu 18:20: there are too many events before it. The rest I watch as usual.",
    );
    const texts = LOCALES.map((l) => feedLimitsNotice(h, NOW, "Europe/Berlin", true, l));
    expect(new Set(texts).size).toBe(LOCALES.length);
    for (const text of texts) {
      expect(text).toContain(" calendar.example.com#a1b2c3");
      expect(text).not.toMatch(/[{}]/);
    }
    expect(feedLimitsNotice({ ...h, limited: null }, NOW, "Europe/Berlin", false, "en")).toBeNull();
  });
});

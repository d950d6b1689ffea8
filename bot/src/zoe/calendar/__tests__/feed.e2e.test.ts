/**
 * The calendar poller against a real HTTP server on 127.0.0.1 (and a real file): conditional
 * requests, a feed that breaks and recovers, the one-day warning, and secrecy of private ICS
 * addresses. Time is a ManualClock pinned to Monday 10 March 2025, 06:00 UTC; the poller has no
 * timers, so "later" is clock.advance() followed by poll().
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CalendarFeed, type CalendarFeedOptions } from "../feed.ts";
import { retryDelayMs } from "../snapshot.ts";
import { DAY, HOUR, MINUTE, ManualClock } from "../../base/clock.ts";
import { silentLogger } from "../../base/log.ts";
import { IcsServer } from "../../test-support/ics-server.ts";
import { filesOwners, filesSpace, ownerIn } from "../../test-support/storage.ts";
import { loggerToLines } from "../../test-support/log-lines.ts";

const START = "2025-03-10T06:00:00Z";

const ics = (...events: string[][]) =>
  `${["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//ZOE tests//EN", ...events.flat(), "END:VCALENDAR"].join("\r\n")}\r\n`;
const meeting = (uid: string, start: string, title = uid) =>
  ["BEGIN:VEVENT", `UID:${uid}`, `SUMMARY:${title}`, `DTSTART:${start}`, "DURATION:PT1H", "END:VEVENT"];

const V1 = ics(meeting("dentist", "20250311T090000Z", "Dentist"), meeting("review", "20250310T150000Z", "Design review"));
const V2 = ics(
  meeting("dentist", "20250314T090000Z", "Dentist"), // moved past the 48 h window
  meeting("lunch", "20250311T110000Z", "Lunch with Ana"), // new
  // "review" cancelled (removed)
);


let dir: string;
let server: IcsServer;
const feeds: CalendarFeed[] = [];

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-calendar-"));
  server = new IcsServer(V1);
  await server.start();
});

afterEach(async () => {
  for (const f of feeds.splice(0)) await f.close();
  await server.stop();
  await fs.rm(dir, { recursive: true, force: true });
});

function makeFeed(clock: ManualClock, opts: Partial<CalendarFeedOptions> = {}): CalendarFeed {
  const feed = new CalendarFeed({
    sources: [server.url()],
    state: filesSpace(dir),
    logger: silentLogger,
    clock,
    fetchTimeoutMs: 10_000,
    ...opts,
  });
  feeds.push(feed);
  return feed;
}

describe("polling an ICS address", () => {
  it("fetches once, then asks with If-None-Match and re-reads the cached copy on 304", async () => {
    const clock = new ManualClock(START);
    const feed = makeFeed(clock);

    const first = await feed.poll();
    expect(first.events.map((e) => e.title)).toEqual(["Design review", "Dentist"]);
    expect(first.deltas).toEqual([]); // the first look at a feed is a baseline, not news
    expect(server.counts).toEqual({ ok: 1, notModified: 0, error: 0 });

    await feed.poll(); // not due yet
    expect(server.counts).toEqual({ ok: 1, notModified: 0, error: 0 });

    clock.advance(10 * MINUTE);
    const second = await feed.poll();
    expect(server.counts).toEqual({ ok: 1, notModified: 1, error: 0 });
    expect(second.events.map((e) => e.title)).toEqual(["Design review", "Dentist"]);
    expect(second.deltas).toEqual([]);

    // The review ends at 16:00: after that it is gone from the window, without being "cancelled".
    clock.set("2025-03-10T16:05:00Z");
    const third = await feed.poll();
    expect(server.counts.notModified).toBe(2);
    expect(third.events.map((e) => e.title)).toEqual(["Dentist"]);
    expect(third.deltas).toEqual([]);
  });

  it("reads the window from the instant it is asked for (a tick's now), else from its clock", async () => {
    const clock = new ManualClock(START);
    const feed = makeFeed(clock);
    await feed.poll();
    // The review ends at 16:00: a tick deciding for 16:05 no longer sees it, whatever the clock says.
    expect((await feed.events({ now: new Date("2025-03-10T16:05:00Z") })).map((e) => e.title)).toEqual(["Dentist"]);
    expect((await feed.events()).map((e) => e.title)).toEqual(["Design review", "Dentist"]);
  });

  it("reports a new, a moved (out of the window) and a cancelled meeting when the feed changes", async () => {
    const clock = new ManualClock(START);
    const feed = makeFeed(clock);
    await feed.poll();

    server.body = V2;
    clock.advance(10 * MINUTE);
    const { events, deltas } = await feed.poll();
    expect(server.counts.ok).toBe(2);
    expect(events.map((e) => e.title)).toEqual(["Lunch with Ana"]);
    expect(deltas.map((d) => [d.type, d.event.title, d.event.start, d.previousStart ?? null])).toEqual([
      ["cancelled", "Design review", "2025-03-10T15:00:00.000Z", null],
      ["new", "Lunch with Ana", "2025-03-11T11:00:00.000Z", null],
      ["moved", "Dentist", "2025-03-14T09:00:00.000Z", "2025-03-11T09:00:00.000Z"],
    ]);
    expect(await feed.events()).toEqual(events);
  });
});

describe("a feed that breaks", () => {
  it("keeps the last good snapshot through a 500 and a refused connection, backs off, and recovers", async () => {
    const clock = new ManualClock(START);
    const feed = makeFeed(clock, { retryBaseMs: MINUTE, pollIntervalMs: 10 * MINUTE });
    await feed.poll();
    const good = await feed.events();
    expect(good).toHaveLength(2);

    server.mode = "error";
    clock.advance(10 * MINUTE);
    const failed = await feed.poll();
    expect(server.counts.error).toBe(1);
    expect(failed.events).toEqual(good);
    expect(failed.deltas).toEqual([]);
    const [h1] = feed.health();
    expect(h1).toMatchObject({
      ok: false,
      failingSince: "2025-03-10T06:10:00.000Z",
      consecutiveFailures: 1,
      lastError: "HTTP 500",
      nextAttemptAt: "2025-03-10T06:11:00.000Z",
      shouldWarnOwner: false,
    });

    clock.advance(30_000); // before the retry time: no request
    await feed.poll();
    expect(server.counts.error).toBe(1);

    clock.advance(30_000);
    await feed.poll();
    expect(server.counts.error).toBe(2);
    expect(feed.health()[0]?.nextAttemptAt).toBe("2025-03-10T06:13:00.000Z"); // 2 minutes

    const port = server.port;
    await server.stop();
    clock.set("2025-03-10T06:13:00Z");
    const refused = await feed.poll();
    expect(refused.events).toEqual(good);
    expect(feed.health()[0]).toMatchObject({ consecutiveFailures: 3, nextAttemptAt: "2025-03-10T06:17:00.000Z" });
    expect(feed.health()[0]?.lastError).toMatch(/ECONNREFUSED/);
    expect(await feed.events()).toEqual(good);

    server.mode = "ok";
    server.body = V2;
    await server.start(port);
    clock.set("2025-03-10T06:17:00Z");
    const recovered = await feed.poll();
    expect(feed.health()[0]).toMatchObject({ ok: true, failingSince: null, consecutiveFailures: 0, lastError: null });
    // Changes made during the outage are diffed against the last good snapshot.
    expect(recovered.deltas.map((d) => d.type).sort()).toEqual(["cancelled", "moved", "new"]);
    expect(recovered.events.map((e) => e.title)).toEqual(["Lunch with Ana"]);
  });

  it("backs off 1, 2, 4, 8 minutes, never longer than the poll interval", () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((n) => retryDelayMs(n, MINUTE, 10 * MINUTE) / MINUTE)).toEqual([1, 2, 4, 8, 10, 10, 10]);
  });

  it("a feed failing for a day asks to warn the owner once, across restarts, and re-arms after it recovers", async () => {
    const clock = new ManualClock(START);
    let feed = makeFeed(clock);
    await feed.poll();
    server.mode = "error";

    clock.advance(10 * MINUTE);
    await feed.poll();
    clock.advance(23 * HOUR);
    await feed.poll();
    expect(feed.health()[0]?.shouldWarnOwner).toBe(false); // 23 hours: not yet

    clock.advance(HOUR);
    await feed.poll();
    const [h] = feed.health();
    expect(h).toMatchObject({ shouldWarnOwner: true, failingSince: "2025-03-10T06:10:00.000Z" });
    await feed.markWarned(h?.source ?? "");
    expect(feed.health()[0]?.shouldWarnOwner).toBe(false);

    clock.advance(6 * HOUR);
    await feed.poll();
    expect(feed.health()[0]?.shouldWarnOwner).toBe(false);

    // A restart remembers the warning was given.
    await feed.close();
    feed = makeFeed(clock);
    await feed.poll();
    expect(feed.health()[0]).toMatchObject({ ok: false, shouldWarnOwner: false, failingSince: "2025-03-10T06:10:00.000Z" });

    // Recovery re-arms it: the next day-long failure is worth a message again.
    server.mode = "ok";
    clock.advance(HOUR);
    await feed.poll();
    expect(feed.health()[0]).toMatchObject({ ok: true, shouldWarnOwner: false });
    server.mode = "error";
    clock.advance(10 * MINUTE);
    await feed.poll();
    clock.advance(DAY);
    await feed.poll();
    expect(feed.health()[0]?.shouldWarnOwner).toBe(true);
  });
});

describe("a local .ics file", () => {
  it("is read, diffed, and a malformed version is a failure that keeps the last good events", async () => {
    const file = path.join(dir, "work.ics");
    await fs.writeFile(file, V1);
    const clock = new ManualClock(START);
    const feed = makeFeed(clock, { sources: [file] });
    expect(feed.sources()[0]).toMatch(/^file:work\.ics#[0-9a-f]{6}$/);

    expect((await feed.poll()).events.map((e) => e.title)).toEqual(["Design review", "Dentist"]);

    await fs.writeFile(file, ics(meeting("dentist", "20250311T090000Z", "Dentist"), meeting("review", "20250310T150000Z", "Design review"), meeting("1on1", "20250310T130000Z", "1:1 with Sam")));
    clock.advance(10 * MINUTE);
    expect((await feed.poll()).deltas.map((d) => [d.type, d.event.title])).toEqual([["new", "1:1 with Sam"]]);

    await fs.writeFile(file, "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:half-written\r\n");
    clock.advance(10 * MINUTE);
    const bad = await feed.poll();
    expect(bad.events.map((e) => e.title)).toEqual(["1:1 with Sam", "Design review", "Dentist"]);
    expect(feed.health()[0]).toMatchObject({ ok: false, consecutiveFailures: 1 });
    expect(feed.health()[0]?.lastError).toMatch(/^malformed calendar: not valid iCalendar data/);

    await fs.rm(file);
    clock.advance(MINUTE);
    await feed.poll();
    expect(feed.health()[0]).toMatchObject({ consecutiveFailures: 2, lastError: "file not found" });
  });
});

describe("private addresses stay private", () => {
  it("labels, events, logs and the stored snapshot show only host#hash, never the path or query", async () => {
    // Built at run time: this is what a private Google/Outlook ICS address looks like.
    const token = `private-${"f00d".repeat(8)}`;
    const key = "k".repeat(24);
    const secretPath = `/calendar/ical/owner%40example.com/${token}/basic.ics?key=${key}`;
    const { logger, lines } = loggerToLines("debug");
    const clock = new ManualClock(START);
    const feed = makeFeed(clock, { sources: [server.url(secretPath)], logger });

    const label = feed.sources()[0] ?? "";
    expect(label).toMatch(/^127\.0\.0\.1:\d+#[0-9a-f]{6}$/);
    const { events } = await feed.poll();
    expect(server.lastPath).toBe(secretPath); // the real address was used...
    expect(events.every((e) => e.source === label)).toBe(true);

    server.body = "<html><body>This calendar address was reset</body></html>";
    clock.advance(10 * MINUTE);
    await feed.poll(); // a malformed body: a failure, not an exception
    expect(feed.health()[0]?.lastError).toMatch(/HTML/);
    server.mode = "error";
    clock.advance(10 * MINUTE);
    await feed.poll();
    await server.stop();
    clock.advance(10 * MINUTE);
    await feed.poll();

    const logs = lines.join("");
    expect(logs).toContain("calendar_fetch_failed");
    expect(logs).toContain(label);
    const stored = await fs.readFile(path.join(dir, "calendar-snapshot.json"), "utf8");
    for (const text of [logs, stored, JSON.stringify(feed.health()), label]) {
      expect(text).not.toContain(token); // ...but never shown
      expect(text).not.toContain(key);
      expect(text).not.toContain("owner%40example.com");
      expect(text).not.toContain("/calendar/ical");
    }
  });
});

/**
 * The calendar wired into ZOE: the real runtime (startZoe, autoSchedule off) on a ManualClock with
 * a capturing channel and no model (deterministic gate and template text), fed by a
 * ScriptedCalendar or by a CalendarFeed over a local .ics file. The owner is in Berlin; each
 * scenario is what the owner would see, and when.
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DateTime } from "luxon";
import { afterEach, describe, expect, it } from "vitest";
import { applyScenarioCalendarEvent, ScriptedCalendar } from "../../test-support/scripted-calendar.ts";
import { CALENDAR_JOB, type CalendarReader } from "../trigger.ts";
import { ManualClock } from "../../base/clock.ts";
import { loadConfig } from "../../shell/config.ts";
import { silentLogger } from "../../base/log.ts";
import { decisionLog } from "../../tick/tick.ts";
import type { PushKind } from "../../tick/pushes.ts";
import { startZoe, type Running } from "../../shell/runtime.ts";
import { CaptureChannel } from "../../test-support/capture-channel.ts";
import { addThread, OWNER, runScheduler, ZONE } from "../../test-support/tick-harness.ts";
import { manyEvents } from "../../test-support/hostile-ics.ts";

const local = (wall: string) => DateTime.fromISO(wall, { zone: ZONE }).toJSDate();
const show = (at: Date | string) => DateTime.fromJSDate(new Date(at), { zone: ZONE }).toFormat("ccc HH:mm");

let home: string | null = null;
let running: Running | null = null;
let clock: ManualClock;
let channel: CaptureChannel;

afterEach(async () => {
  await running?.stop();
  running = null;
  if (home) await fs.rm(home, { recursive: true, force: true });
  home = null;
});

/** Start ZOE at owner-local `start` with this calendar (or the config's ICS sources in `env`). */
async function boot(opts: { calendar?: CalendarReader; env?: Record<string, string> } = {}): Promise<Running> {
  home = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-cal-"));
  channel = new CaptureChannel({ clock, owner: OWNER });
  const config = loadConfig({ ZOE_HOME: home, ZOE_TZ: ZONE, LOG_LEVEL: "silent", ...opts.env });
  running = await startZoe({
    config,
    logger: silentLogger,
    clock,
    model: null,
    ownerIds: [OWNER],
    channels: [channel],
    autoSchedule: false,
    ...(opts.calendar ? { calendar: () => opts.calendar! } : {}),
  });
  return running;
}

const owner = () => running!.zoe.owner(OWNER);
const runUntil = (wall: string) => runScheduler(clock, running!.scheduler, local(wall));

/** What the owner received as pushes of these kinds, with when. */
async function sent(kinds: PushKind[] = ["calendar"]): Promise<Array<{ at: string; text: string }>> {
  const pushes = (await owner().pushes.all()).filter((p) => kinds.includes(p.kind));
  return pushes.map((p) => ({ at: show(p.at), text: channel.pushes().find((s) => s.messageId === p.messageId)?.text ?? "(not delivered)" }));
}

const eventDecisions = async () => (await decisionLog(owner()).readAll()).filter((d) => d.trigger === "event");

/** A Berlin Monday with "Design review" (with Anna) at 14:00. */
function designReview(cal: ScriptedCalendar): void {
  cal.upsert({ uid: "review@example.com", title: "Design review", start: "2025-06-02T14:00", end: "2025-06-02T15:00", attendees: ["Anna"] });
}

describe("the heads-up before a meeting", () => {
  it("wakes ZOE at 13:45 (not the next poll or tick) and is pushed once, as a calendar push, through the tick", async () => {
    clock = new ManualClock(local("2025-06-02T13:00"));
    const cal = new ScriptedCalendar({ clock, timeZone: ZONE });
    designReview(cal);
    await boot({ calendar: cal });
    await runUntil("2025-06-02T13:40");

    const job = running!.scheduler.jobs.find((j) => j.name === CALENDAR_JOB)!;
    expect(show((await job.next(owner(), local("2025-06-02T13:40")))!)).toBe("Mon 13:45");
    expect(show((await running!.scheduler.statusFor(OWNER)).find((s) => s.job === CALENDAR_JOB)!.next!)).toBe("Mon 13:45");
    expect(await sent()).toEqual([]);

    await runUntil("2025-06-02T16:00");
    expect(await sent()).toEqual([
      { at: "Mon 13:45", text: 'Heads-up: "Design review" starts at 14:00 (in 15 min), with Anna.\n\nWhy now: A meeting with others starts in 15 min.' },
    ]);
    expect((await owner().pushes.all()).find((p) => p.kind === "calendar")).toMatchObject({
      subject: "calendar:headsup:review@example.com",
      score: 0.62,
      threshold: 0.6,
    });
    const events = await eventDecisions();
    expect(events.filter((d) => d.outcome === "pushed")).toEqual([
      expect.objectContaining({ at: local("2025-06-02T13:45").toISOString(), candidateId: "calendar:headsup:review@example.com", guard: null }),
    ]);
    // The calendar woke the tick only when it had something to say: not at every poll.
    expect(events).toHaveLength(1);
  });

  it("held because the owner just wrote, it follows at the re-check, still before the meeting", async () => {
    clock = new ManualClock(local("2025-06-02T13:00"));
    const cal = new ScriptedCalendar({ clock, timeZone: ZONE });
    designReview(cal);
    await boot({ calendar: cal });
    await runUntil("2025-06-02T13:43");
    await channel.ownerSays("what's for lunch?");
    await runUntil("2025-06-02T14:30");
    expect((await sent()).map((s) => s.at)).toEqual(["Mon 13:48"]);
    expect((await eventDecisions()).map((d) => [show(d.at), d.outcome, d.guard])).toEqual([
      ["Mon 13:45", "held", "owner_active"],
      ["Mon 13:48", "pushed", null],
    ]);
  });

  it("due together with a cancellation: the cancellation first, the heads-up once the pause between pushes is over", async () => {
    clock = new ManualClock(local("2025-06-02T13:00"));
    const cal = new ScriptedCalendar({ clock, timeZone: ZONE });
    cal.upsert({ uid: "review@example.com", title: "Design review", start: "2025-06-02T13:55", end: "2025-06-02T14:30", attendees: ["Anna"] });
    cal.upsert({ uid: "sync", title: "Budget sync", start: "2025-06-02T16:00", end: "2025-06-02T16:30", attendees: ["Ben"] });
    await boot({ calendar: cal });
    await runUntil("2025-06-02T13:35");
    cal.cancel("sync");
    await runUntil("2025-06-02T15:00");
    expect((await sent()).map((s) => `${s.at} ${s.text.split("\n")[0]}`)).toEqual([
      'Mon 13:40 Cancelled: "Budget sync" (today 16:00, with Ben) was cancelled.',
      'Mon 13:43 Heads-up: "Design review" starts at 13:55 (in 12 min), with Anna.',
    ]);
  });

  it("is not sent when the owner talked about the meeting in the last 2 hours", async () => {
    clock = new ManualClock(local("2025-06-02T12:30"));
    const cal = new ScriptedCalendar({ clock, timeZone: ZONE });
    designReview(cal);
    await boot({ calendar: cal });
    await channel.ownerSays("still polishing the slides for the design review");
    await runUntil("2025-06-02T15:00");
    expect(await sent()).toEqual([]);
  });

  it("a meeting at 07:00 gets nothing at night, and nothing late once the morning comes", async () => {
    clock = new ManualClock(local("2025-06-02T05:00"));
    const cal = new ScriptedCalendar({ clock, timeZone: ZONE });
    cal.upsert({ uid: "early", title: "Early call", start: "2025-06-02T07:00", end: "2025-06-02T07:30", attendees: ["Tokyo office"] });
    await boot({ calendar: cal });
    await runUntil("2025-06-02T10:00");
    expect(await sent()).toEqual([]);
    expect((await eventDecisions()).map((d) => [show(d.at), d.outcome, d.guard])).toEqual([["Mon 06:45", "held", "quiet_hours"]]);
  });
});

describe("replay scenario calendar events", () => {
  it("a meeting added, moved and then cancelled: each change told once, at the next poll; no heads-up after the cancellation", async () => {
    clock = new ManualClock(local("2025-06-02T09:30"));
    const cal = new ScriptedCalendar({ clock, timeZone: ZONE });
    await boot({ calendar: cal });
    const review = { uid: "review@example.com", title: "Design review", attendees: ["Anna", "Ben"] };
    expect(applyScenarioCalendarEvent(cal, { event: { ...review, start: "2025-06-02T14:00", end: "2025-06-02T15:00" } }).upserted).toMatchObject({
      start: local("2025-06-02T14:00").toISOString(),
      allDay: false,
    });
    await runUntil("2025-06-02T10:05");
    applyScenarioCalendarEvent(cal, { event: { ...review, start: "2025-06-02T16:00+02:00", end: "2025-06-02T17:00+02:00" } });
    await runUntil("2025-06-02T12:00");
    expect(applyScenarioCalendarEvent(cal, { cancel: "review@example.com" })).toEqual({ upserted: null, cancelled: 1 });
    expect(applyScenarioCalendarEvent(cal, { cancel: "no-such-meeting" }).cancelled).toBe(0);
    await runUntil("2025-06-02T17:00");
    expect((await sent()).map((s) => `${s.at} ${s.text.split("\n")[0]}`)).toEqual([
      'Mon 10:10 Moved: "Design review" is now today 16:00 (was today 14:00), with Anna and Ben.',
      'Mon 12:10 Cancelled: "Design review" (today 16:00, with Anna and Ben) was cancelled.',
    ]);
  });
});

describe("the morning brief", () => {
  it("lists today's meetings in the owner's zone, all-day ones first; not tomorrow's, not cancelled ones", async () => {
    clock = new ManualClock(local("2025-06-02T08:00"));
    const cal = new ScriptedCalendar({ clock, timeZone: ZONE });
    designReview(cal);
    cal.upsert({ uid: "sync", title: "Budget sync", start: "2025-06-02T11:00", end: "2025-06-02T11:30", attendees: ["Ben", "Cleo"] });
    cal.upsert({ uid: "offsite", title: "Team offsite", start: "2025-06-02", end: "2025-06-03" });
    cal.upsert({ uid: "gone", title: "Vendor call", start: "2025-06-02T16:00", end: "2025-06-02T16:30", attendees: ["Vendor"] });
    cal.upsert({ uid: "tue", title: "Tuesday planning", start: "2025-06-03T10:00", end: "2025-06-03T11:00", attendees: ["Dana"] });
    cal.cancel("gone");
    await boot({ calendar: cal });
    await runUntil("2025-06-02T09:05");
    const [brief] = await sent(["brief"]);
    expect(brief?.at).toBe("Mon 09:00");
    expect(brief?.text).toContain(
      "Today's meetings:\n- all day: Team offsite\n- 11:00–11:30 Budget sync (with Ben, Cleo)\n- 14:00–15:00 Design review (with Anna)",
    );
    expect(brief?.text).not.toMatch(/Vendor call|Tuesday planning/);
  });
});

describe("a recurring meeting from an .ics file", () => {
  const standup = (exdate: string | null) =>
    [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//ZOE tests//EN",
      "BEGIN:VEVENT",
      "UID:standup@example.com",
      "SUMMARY:Standup",
      "DTSTART:20250602T073000Z", // 09:30 in Berlin
      "DURATION:PT15M",
      "RRULE:FREQ=DAILY;COUNT=5",
      ...(exdate ? [`EXDATE:${exdate}`] : []),
      "ATTENDEE;CN=Anna:mailto:anna@example.com",
      "ATTENDEE;CN=Ben:mailto:ben@example.com",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");

  it("one cancelled occurrence is reported once, gets no heads-up and leaves its day's brief; the others go on", async () => {
    clock = new ManualClock(local("2025-06-02T08:00"));
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-cal-ics-"));
    const file = path.join(dir, "work.ics");
    try {
      await fs.writeFile(file, standup(null));
      await boot({ env: { ZOE_CALENDAR_ICS: file } });
      await runUntil("2025-06-02T09:50");
      await fs.writeFile(file, standup("20250603T073000Z")); // Tuesday's is cancelled
      await runUntil("2025-06-04T10:00");

      expect(await sent()).toEqual([
        { at: "Mon 09:15", text: 'Heads-up: "Standup" starts at 09:30 (in 15 min), with Anna and Ben.\n\nWhy now: A meeting with others starts in 15 min.' },
        {
          at: "Mon 10:00",
          text: 'Cancelled: "Standup" (tomorrow 09:30, with Anna and Ben) was cancelled.\n\nWhy now: A meeting in the next 24 hours was cancelled in your calendar.',
        },
        { at: "Wed 09:15", text: 'Heads-up: "Standup" starts at 09:30 (in 15 min), with Anna and Ben.\n\nWhy now: A meeting with others starts in 15 min.' },
      ]);
      const briefs = await sent(["brief"]);
      expect(briefs.map((b) => b.at)).toEqual(["Mon 09:00", "Tue 09:00", "Wed 09:00"]);
      expect(briefs[0]?.text).toContain("Today's meetings:\n- 09:30–09:45 Standup (with Anna, Ben)");
      expect(briefs[1]?.text).not.toContain("Standup");
      expect(briefs[2]?.text).toContain("Today's meetings:\n- 09:30–09:45 Standup (with Anna, Ben)");
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe("a calendar that fails", () => {
  it("failing for a day is told to the owner once, in the morning rather than at night", async () => {
    clock = new ManualClock(local("2025-06-02T23:00"));
    const cal = new ScriptedCalendar({ clock, timeZone: ZONE });
    cal.fail("HTTP 404 (the private address may have been reset)");
    await boot({ calendar: cal });
    await runUntil("2025-06-05T12:00");
    const notices = channel.said.filter((s) => s.text.includes("read your calendar"));
    expect(notices.map((s) => [show(s.at), s.via])).toEqual([["Wed 08:00", "send"]]);
    expect(notices[0]?.text).toBe(
      "I haven't been able to read your calendar since 2 Jun 23:00 (HTTP 404 (the private address may have been reset)). " +
        "Until it works again I can't give you heads-ups before meetings or tell you about changes, and the brief may miss " +
        "meetings. If its private address changed, update ZOE_CALENDAR_ICS.",
    );
    expect(cal.polls).toBeGreaterThan(100); // it kept trying every 10 minutes
  });

  it("a calendar that throws costs its own candidates, never the tick or the scheduler", async () => {
    clock = new ManualClock(local("2025-06-02T18:00"));
    const boom = () => {
      throw new Error("calendar exploded");
    };
    const broken: CalendarReader = {
      poll: async () => boom(),
      events: async () => boom(),
      health: boom,
      markWarned: async () => boom(),
      markLimitsTold: async () => boom(),
    };
    await boot({ calendar: broken });
    await addThread(owner(), clock.now(), "send the board deck to Priya", local("2025-06-02T18:00"));
    await runUntil("2025-06-02T19:00");
    expect((await sent(["nudge"])).map((s) => s.at)).toEqual(["Mon 18:30"]);
    const status = (await running!.scheduler.statusFor(OWNER)).find((s) => s.job === CALENDAR_JOB);
    expect(status?.lastOutcome).toBe("poll failed");
    expect(status?.next).not.toBeNull();
  });
});

describe("a calendar larger than ZOE reads", () => {
  it("the owner is told once what was left out, in the morning rather than at night", async () => {
    clock = new ManualClock(local("2025-06-02T06:00"));
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-cal-ics-"));
    const file = path.join(dir, "shared.ics");
    try {
      // A meeting every five minutes for four days: more than a feed may keep.
      await fs.writeFile(file, manyEvents(1_200, local("2025-06-02T06:00").getTime(), 5));
      await boot({ env: { ZOE_CALENDAR_ICS: file } });
      await runUntil("2025-06-02T12:00");
      const notices = channel.said.filter((s) => s.text.includes("more than I can read"));
      expect(notices.map((s) => [show(s.at), s.via])).toEqual([["Mon 08:00", "send"]]);
      // At 08:00 the thousand kept begin with the 07:05 one (still running): the first left out starts 5,000 minutes later.
      expect(notices[0]?.text).toBe(
        "Your calendar holds more than I can read, so I left part of it out: Everything after Thu 18:25: there are too many " +
          "events before it. The rest I watch as usual.",
      );
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

/**
 * Calendar events in replays: a scenario adds, moves and cancels meetings on the owner's calendar
 * server, ZOE notices at its own next poll, and what the owner would have received comes out with
 * its times. The baselines play the same events and never read the calendar. Broken calendar
 * events are refused by field, or stop the replay naming the scenario and the event.
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SCENARIOS } from "../cli.ts";
import { ScenarioRunError } from "../events.ts";
import { runScenario } from "../harness.ts";
import { loadScenarioFile, parseScenario, ScenarioFileError } from "../scenario.ts";

const iso = (ms: number) => new Date(ms).toISOString();
/** Monday 1 June 2026 in Berlin (UTC+2), local wall time without an offset. */
const mon = (hhmm: string) => `2026-06-01T${hhmm}:00`;

const review = { uid: "review@example.com", title: "Design review", start: mon("14:00"), end: mon("15:00"), attendees: ["Anna Schmidt"] };

/** A Monday with a design review (with Anna), a solo focus block and an all-day offsite. */
const DAY = {
  name: "calendar-day",
  timezone: "Europe/Berlin",
  start: mon("08:00"),
  end: "2026-06-02T08:00:00",
  events: [
    { at: mon("08:05"), type: "calendar", event: review },
    { at: mon("08:05"), type: "calendar", event: { uid: "focus", title: "Focus block", start: mon("10:00"), end: mon("12:00") } },
    { at: mon("08:05"), type: "calendar", event: { uid: "offsite", title: "Team offsite", start: "2026-06-01", end: "2026-06-02", attendees: ["Anna Schmidt", "Ben"] } },
  ],
  expect: [{ about: "Design review", kind: "calendar", from: mon("13:45"), to: mon("13:50") }],
};

/** The one-line messages a broken scenario is refused with. */
function refusal(raw: unknown): string[] {
  try {
    parseScenario(raw, "cal.json");
  } catch (err) {
    expect(err).toBeInstanceOf(ScenarioFileError);
    return (err as ScenarioFileError).message.split("\n");
  }
  throw new Error("the scenario was accepted");
}

describe("calendar events in a replay", () => {
  it("a meeting with someone gets one heads-up 15 minutes before it starts; a solo block and an all-day event get none", async () => {
    const r = await runScenario(parseScenario(DAY, "day.json"));
    expect(r.pushes.map((p) => [iso(p.at), p.kind])).toEqual([["2026-06-01T11:45:00.000Z", "calendar"]]);
    expect(r.pushes[0]!.text).toMatch(/^Heads-up: "Design review" starts at 14:00 \(in 15 min\), with Anna Schmidt\./);
    // All three are in the morning brief, the all-day one first.
    expect(r.briefs[0]!.text).toMatch(/all day: Team offsite[\s\S]*10:00–12:00 Focus block[\s\S]*14:00–15:00 Design review \(with Anna Schmidt\)/);
    expect(r.score.perfect).toBe(true);
    expect(r.problems).toEqual([]);
  });

  it("a move is told once, at the next poll, and the heads-up comes before the new start only", async () => {
    const s = parseScenario(
      {
        ...DAY,
        events: [DAY.events[0], { at: mon("10:02"), type: "calendar", event: { ...review, start: mon("16:30"), end: mon("17:00") } }],
        expect: [],
      },
      "moved.json",
    );
    const r = await runScenario(s);
    expect(r.pushes.map((p) => [iso(p.at), p.text.split("\n")[0]])).toEqual([
      ["2026-06-01T08:10:00.000Z", 'Moved: "Design review" is now today 16:30 (was today 14:00), with Anna Schmidt.'],
      ["2026-06-01T14:15:00.000Z", 'Heads-up: "Design review" starts at 16:30 (in 15 min), with Anna Schmidt.'],
    ]);
  });

  it("a cancellation is told once, at the next poll, and no heads-up follows", async () => {
    const s = parseScenario({ ...DAY, events: [DAY.events[0], { at: mon("11:03"), type: "calendar", cancel: "review@example.com" }], expect: [] }, "cancelled.json");
    const r = await runScenario(s);
    expect(r.pushes.map((p) => [iso(p.at), p.text.split("\n")[0]])).toEqual([
      ["2026-06-01T09:10:00.000Z", 'Cancelled: "Design review" (today 14:00, with Anna Schmidt) was cancelled.'],
    ]);
  });

  it("reads meeting times without an offset in the scenario's zone", async () => {
    const s = parseScenario(
      {
        timezone: "America/New_York",
        start: "2026-06-01T08:00:00",
        end: "2026-06-01T20:00:00",
        events: [{ at: "2026-06-01T08:05:00", type: "calendar", event: { uid: "x", title: "Client call", start: "2026-06-01T10:00:00", end: "2026-06-01T10:30:00", attendees: ["kim@example.com"] } }],
      },
      "ny.json",
    );
    const r = await runScenario(s);
    // 09:45 in New York (EDT, UTC-4).
    expect(r.pushes.map((p) => iso(p.at))).toEqual(["2026-06-01T13:45:00.000Z"]);
  });

  it("the baselines play the same calendar events and never speak about the calendar", async () => {
    const s = parseScenario(DAY, "day.json");
    for (const policy of ["legacy-cron", "heartbeat"] as const) {
      const r = await runScenario(s, { policy });
      expect(r.pushes).toEqual([]);
      expect(r.score).toMatchObject({ misses: 1, overTriggers: 0, violations: 0 });
      expect(r.problems).toEqual([]);
      // The brief is ZOE's in every policy: it still lists the meetings.
      expect(r.briefs[0]!.text).toContain("Design review");
    }
  });
});

describe("the calendar is there only when the scenario has one", () => {
  let tmp: string;
  beforeEach(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-eval-cal-"));
  });
  afterEach(async () => {
    await fs.rm(tmp, { recursive: true, force: true });
  });

  const jobsRun = async (raw: unknown) => {
    const r = await runScenario(parseScenario(raw, "x.json"), { tmpRoot: tmp, keepStore: true });
    const jobs = JSON.parse(await fs.readFile(path.join(r.store!, "owners", "1000", "jobs.json"), "utf8")) as { jobs: Record<string, unknown> };
    return Object.keys(jobs.jobs);
  };

  it("polls a calendar for a scenario with calendar events, and none for one without (an owner without a calendar feed)", async () => {
    expect(await jobsRun(DAY)).toContain("calendar");
    expect(await jobsRun({ ...DAY, events: [], expect: [] })).not.toContain("calendar");
  });
});

describe("broken calendar events", () => {
  it("are refused by field: neither event nor cancel, a misspelt field, an unreadable time, a missing title", () => {
    const at = mon("09:00");
    const lines = refusal({
      ...DAY,
      events: [
        { at, type: "calendar" },
        { at, type: "calendar", event: { ...review, attendee: ["Anna"] } },
        { at, type: "calendar", event: { ...review, start: "after lunch" } },
        { at, type: "calendar", cancel: "x", when: "now" },
        { at, type: "calendar", event: { uid: "y", start: mon("10:00"), end: mon("11:00") } },
      ],
    });
    expect(lines).toEqual([
      expect.stringMatching(/^cal\.json: events\[0\]: needs "event" \(add or move a meeting\) or "cancel" \(a uid\)$/),
      expect.stringMatching(/^cal\.json: events\[1\]\.event: unknown field\(s\) "attendee"$/),
      expect.stringMatching(/^cal\.json: events\[2\]\.event\.start: must be an ISO-8601 time$/),
      expect.stringMatching(/^cal\.json: events\[3\]: unknown field\(s\) "when"$/),
      expect.stringMatching(/^cal\.json: events\[4\]\.event\.title: /),
    ]);
  });

  it("a cancel that names no meeting stops the replay, naming the scenario and the event", async () => {
    const s = parseScenario({ ...DAY, name: "bad-cancel", events: [DAY.events[0], { at: mon("09:00"), type: "calendar", cancel: "reveiw@example.com" }] }, "x.json");
    const err = await runScenario(s).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ScenarioRunError);
    expect((err as Error).message).toBe(
      'scenario "bad-cancel": events[1] (calendar at 2026-06-01T09:00:00): "cancel": "reveiw@example.com" names no meeting in the calendar (none with that uid, or it is cancelled already)',
    );
  });

  it("a meeting that ends before it starts stops the replay instead of becoming a zero-length one", async () => {
    const s = parseScenario({ ...DAY, name: "backwards", events: [{ at: mon("09:00"), type: "calendar", event: { ...review, end: mon("13:00") } }] }, "x.json");
    await expect(runScenario(s)).rejects.toThrow(/^scenario "backwards": events\[0\] \(calendar at .*\): the meeting "review@example.com" ends \(2026-06-01T13:00:00\) before it starts \(2026-06-01T14:00:00\)$/);
  });
});

describe("the project's calendar scenarios", () => {
  const file = (name: string) => path.join(DEFAULT_SCENARIOS, `${name}.json`);

  it.each(["calendar-headsup", "calendar-moved", "calendar-cancelled", "calendar-quiet-hours", "calendar-recurring"])(
    "%s is perfect with ZOE",
    async (name) => {
      const r = await runScenario(await loadScenarioFile(file(name)));
      expect(r.score.verdicts.filter((v) => v.label !== "hit" || v.violates.length)).toEqual([]);
      expect(r.score.expectations.filter((e) => !e.hit)).toEqual([]);
      expect(r.problems).toEqual([]);
    },
  );

  // Regression: a heads-up held by quiet hours must be re-checked at the start of active hours
  // even when that instant is also the calendar job's own poll slot.
  it("calendar-held-until-morning is perfect with ZOE (a heads-up held at night goes out at 08:00 for an 08:10 meeting)", async () => {
    const r = await runScenario(await loadScenarioFile(file("calendar-held-until-morning")));
    expect(r.score.perfect).toBe(true);
  });
});

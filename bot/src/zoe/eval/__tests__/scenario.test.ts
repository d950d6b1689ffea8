/**
 * The scenario format as a contract: a file written outside the project loads unchanged, and a
 * broken one is refused with its file name and the offending field.
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SCENARIOS } from "../cli.ts";
import { loadScenarioDir, parseScenario, ScenarioFileError } from "../scenario.ts";

/** The example from the issue, verbatim. */
const EXAMPLE = {
  name: "onepager-today",
  timezone: "Europe/Berlin",
  start: "2026-06-04T08:00:00+02:00",
  end: "2026-06-06T08:00:00+02:00",
  settings: { mode: "balanced", activeHours: "08:00-22:00", briefAt: "09:00" },
  gate: "approve",
  events: [
    { at: "2026-06-04T10:00:00+02:00", type: "user", text: "I'll ship the onepager today", respond: { reply: "On it.", thread_ops: [{ op: "open", summary: "ship the onepager", due: "today" }] } },
    { at: "2026-06-04T18:40:00+02:00", type: "press", button: "not_yet", about: "onepager" },
    { at: "2026-06-05T09:05:00+02:00", type: "reply", text: "done", about: "onepager" },
    { at: "2026-06-05T10:00:00+02:00", type: "command", text: "/mode quiet" },
  ],
  expect: [{ about: "onepager", from: "2026-06-04T18:00:00+02:00", to: "2026-06-04T20:00:00+02:00" }],
  forbid: [{ about: "onepager", from: "2026-06-05T09:05:00+02:00", to: "2026-06-06T08:00:00+02:00" }],
};

const clone = () => JSON.parse(JSON.stringify(EXAMPLE)) as Record<string, any>;

/** The one-line messages a broken scenario is refused with. */
function refusal(raw: unknown, file = "scenarios/mine.json"): string[] {
  try {
    parseScenario(raw, file);
  } catch (err) {
    expect(err).toBeInstanceOf(ScenarioFileError);
    return (err as ScenarioFileError).message.split("\n");
  }
  throw new Error("the scenario was accepted");
}

describe("the scenario format", () => {
  it("loads the issue's example unchanged, with defaults filled in and events in time order", () => {
    const s = parseScenario(EXAMPLE, "onepager-today.json");
    expect(s.name).toBe("onepager-today");
    expect(s.gate).toBe("approve");
    expect(s.settings).toEqual({ mode: "balanced", activeHours: { start: "08:00", end: "22:00" }, briefAt: "09:00" });
    expect(s.events.map((e) => e.type)).toEqual(["user", "press", "reply", "command"]);
    expect(s.start).toBe(Date.parse("2026-06-04T06:00:00Z"));
    expect(s.expect[0]).toMatchObject({ about: "onepager", channel: "push", from: Date.parse("2026-06-04T16:00:00Z") });
  });

  it("fills what may be left out: settings, gate, expect, forbid and even the name", () => {
    const s = parseScenario({ timezone: "UTC", start: "2026-01-01T00:00:00Z", end: "2026-01-02T00:00:00Z" }, "dir/quiet-day.json");
    expect(s).toMatchObject({ name: "quiet-day", gate: "approve", settings: {}, events: [], expect: [], forbid: [] });
  });

  it("reads a time without an offset in the scenario's zone", () => {
    const raw = clone();
    raw.events[0].at = "2026-06-04T10:00:00";
    expect(parseScenario(raw, "x.json").events[0]!.at).toBe(Date.parse("2026-06-04T08:00:00Z"));
  });

  it("lets people leave notes: note, description and _-prefixed keys are ignored anywhere", () => {
    const raw: Record<string, any> = { ...clone(), description: "why", _todo: "more", note: "n" };
    raw.events[1].note = "the not-yet press";
    raw.expect[0]._why = "the first follow-up";
    expect(() => parseScenario(raw, "x.json")).not.toThrow();
  });

  it("names the file and the field of a bad button", () => {
    const raw = clone();
    raw.events[1].button = "later";
    const [line] = refusal(raw);
    expect(line).toMatch(/^scenarios\/mine\.json: events\[1\]\.button: /);
    expect(line).toContain("not_yet");
  });

  it("accepts calendar events (a meeting added or moved, a cancellation) and still rejects an unknown event type by name", () => {
    const raw = clone();
    raw.events.push(
      { at: "2026-06-05T11:00:00+02:00", type: "calendar", event: { uid: "a", title: "Standup", start: "2026-06-05T12:00:00+02:00", end: "2026-06-05T12:15:00+02:00", attendees: ["Ben"] } },
      { at: "2026-06-05T11:30:00+02:00", type: "calendar", cancel: "a" },
    );
    const s = parseScenario(raw, "x.json");
    expect(s.events.filter((e) => e.type === "calendar").map((e) => e.body)).toEqual([raw.events[4], raw.events[5]]);
    const other = clone();
    other.events.push({ at: "2026-06-05T11:00:00+02:00", type: "email", text: "hi" });
    expect(refusal(other)).toEqual([
      expect.stringMatching(/^scenarios\/mine\.json: events\[4\]\.type: unknown event type "email" \(this harness knows user, press, reply, command, goal, calendar, github\)$/),
    ]);
  });

  it("accepts GitHub deliveries with the owner's login, and says what is missing without it", () => {
    const raw: Record<string, any> = clone();
    raw.events.push({ at: "2026-06-05T11:00:00+02:00", type: "github", event: "workflow_run", payload: { action: "completed" } });
    expect(refusal(raw)).toEqual(['scenarios/mine.json: github: is required with "github" events: { "login": "<the owner\'s GitHub login>" }']);
    raw.github = { login: "maria-dev" };
    const s = parseScenario(raw, "x.json");
    expect(s.github).toEqual({ login: "maria-dev" });
    expect(s.events.filter((e) => e.type === "github")).toHaveLength(1);
    raw.events.push({ at: "2026-06-05T11:05:00+02:00", type: "github", event: "Workflow Run!", payload: [] });
    expect(refusal(raw)).toEqual([
      expect.stringMatching(/^scenarios\/mine\.json: events\[5\]\.event: must be a GitHub event name/),
      expect.stringMatching(/^scenarios\/mine\.json: events\[5\]\.payload: must be an object/),
    ]);
  });

  it("names every offending field at once, at any depth", () => {
    const raw = clone();
    raw.timezone = "Mars/Olympus";
    raw.settings.activeHours = "8 to late";
    raw.expect[0].channel = "email";
    raw.forbid[0].kind = "gossip";
    const lines = refusal(raw);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/: timezone: is not an IANA time zone/),
        expect.stringMatching(/: settings\.activeHours: must be a range like "08:00-22:00"/),
        expect.stringMatching(/: expect\[0\]\.channel: /),
        expect.stringMatching(/: forbid\[0\]\.kind: /),
      ]),
    );
  });

  it("refuses unreadable times, windows that end before they start and events outside the run", () => {
    const raw = clone();
    raw.events[2].at = "tomorrow morning";
    expect(refusal(raw)[0]).toMatch(/: events\[2\]\.at: must be an ISO-8601 time/);
    const late = clone();
    late.events[3].at = "2026-06-07T10:00:00+02:00";
    late.forbid[0].to = "2026-06-05T09:00:00+02:00";
    expect(refusal(late)).toEqual(
      expect.arrayContaining([expect.stringMatching(/: events\[3\]\.at: must lie between start and end/), expect.stringMatching(/: forbid\[0\]\.to: must not be before from/)]),
    );
    const backwards = clone();
    backwards.end = backwards.start;
    expect(refusal(backwards)[0]).toMatch(/: end: must be after start/);
  });

  it("refuses a misspelt field rather than ignoring it", () => {
    const raw = clone();
    raw.events[0].respnd = raw.events[0].respond;
    expect(refusal(raw)[0]).toMatch(/: events\[0\]: unknown field\(s\) "respnd"/);
  });

  it("refuses a command that is not a slash command and a respond that is not an object", () => {
    const raw = clone();
    raw.events[3].text = "mode quiet";
    raw.events[0].respond = "On it.";
    const lines = refusal(raw);
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/: events\[3\]\.text: must start with \//), expect.stringMatching(/: events\[0\]\.respond: must be an object/)]));
  });
});

describe("a folder of scenarios", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-eval-scn-"));
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("loads the good files and reports each bad one with its file name", async () => {
    await fs.writeFile(path.join(dir, "a-good.json"), JSON.stringify(EXAMPLE));
    await fs.writeFile(path.join(dir, "b-broken.json"), "{ \"timezone\": ");
    const bad = clone();
    bad.events[1].type = "email";
    await fs.writeFile(path.join(dir, "c-email.json"), JSON.stringify(bad));
    await fs.writeFile(path.join(dir, "notes.txt"), "not a scenario");
    const { scenarios, errors } = await loadScenarioDir(dir);
    expect(scenarios.map((s) => s.name)).toEqual(["onepager-today"]);
    expect(errors.map((e) => path.basename(e.file))).toEqual(["b-broken.json", "c-email.json"]);
    expect(errors[0]!.message).toMatch(/b-broken\.json: not valid JSON/);
    expect(errors[1]!.message).toMatch(/c-email\.json: events\[1\]\.type: unknown event type "email"/);
  });

  it("the project's own scenarios: at least 20, all valid", async () => {
    const { scenarios, errors } = await loadScenarioDir(DEFAULT_SCENARIOS);
    expect(errors.map((e) => e.message)).toEqual([]);
    expect(scenarios.length).toBeGreaterThanOrEqual(20);
    expect(new Set(scenarios.map((s) => s.name)).size).toBe(scenarios.length);
  });
});

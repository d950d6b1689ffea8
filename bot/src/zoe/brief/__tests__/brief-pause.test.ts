/**
 * The morning brief under a pause said in words: "pause for 2 hours" at 08:00 holds the 09:00 brief until 10:00,
 * the same day; "no messages until monday" on a Thursday skips Friday's, Saturday's and Sunday's briefs and
 * Monday's comes at 09:00; "you can message me again" lets the next brief through. Pinned clock in Berlin, active hours 08:00-22:00, brief at 09:00 (the defaults).
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { terminalZoeEachTest, liveUntil } from "../../test-support/terminal-zoe.ts";
import { briefUnderPause } from "../index.ts";

const TZ = "Europe/Berlin";
const BRIEF = "Good morning. Your brief for";

describe("what a pause does to a brief due now (pure)", () => {
  const at = new Date("2026-11-19T08:00:00Z"); // Thursday 09:00 in Berlin
  it("no pause: the brief goes", () => {
    expect(briefUnderPause({ quietUntil: null }, at, TZ)).toEqual({ hold: "none" });
    expect(briefUnderPause({ quietUntil: "2026-11-19T07:59:00.000Z" }, at, TZ)).toEqual({ hold: "none" });
  });
  it("a pause ending later today holds it until then", () => {
    expect(briefUnderPause({ quietUntil: "2026-11-19T09:00:00.000Z" }, at, TZ)).toEqual({ hold: "until", at: new Date("2026-11-19T09:00:00.000Z") });
  });
  it("a pause ending tomorrow or later skips today's", () => {
    expect(briefUnderPause({ quietUntil: "2026-11-19T23:00:00.000Z" }, at, TZ)).toEqual({ hold: "skip", until: new Date("2026-11-19T23:00:00.000Z") });
  });
});

describe("a day in the terminal", () => {
  const open = terminalZoeEachTest("zoe-brief-pause-");
  const env = { ZOE_TZ: TZ, ZOE_LOCALE: "en" };

  it("'pause for 2 hours' at 08:00: no brief at 09:00, the brief at 10:00, once", async () => {
    const clock = new ManualClock("2026-11-19T07:00:00Z"); // Thursday 08:00
    const term = await open(env, clock);
    expect(await term.type("pause for 2 hours")).toContain("Paused until");
    expect(await liveUntil(term, clock, "2026-11-19T08:59:00Z")).not.toContain(BRIEF);
    expect(await liveUntil(term, clock, "2026-11-19T09:00:00Z")).toContain(BRIEF);
    expect(await liveUntil(term, clock, "2026-11-19T20:00:00Z")).not.toContain(BRIEF);
  });

  it("'no messages until monday' on Thursday: no brief Friday to Sunday, Monday's at 09:00", async () => {
    const clock = new ManualClock("2026-11-19T09:30:00Z"); // Thursday 10:30
    const term = await open(env, clock);
    expect(await term.type("no messages until monday")).toContain("Paused until");
    expect(await liveUntil(term, clock, "2026-11-23T07:59:00Z")).not.toContain(BRIEF);
    expect(await liveUntil(term, clock, "2026-11-23T08:01:00Z")).toContain(BRIEF);
  });

  it("'you can message me again' ends it: the next morning's brief comes", async () => {
    const clock = new ManualClock("2026-11-19T09:30:00Z");
    const term = await open(env, clock);
    await term.type("no messages until monday");
    expect(await liveUntil(term, clock, "2026-11-20T08:01:00Z")).not.toContain(BRIEF); // Friday's skipped
    clock.set("2026-11-20T10:00:00Z");
    await term.type("you can message me again");
    expect(await liveUntil(term, clock, "2026-11-21T08:01:00Z")).toContain(BRIEF); // Saturday's comes
  });
});

/**
 * A follow-up answered after an aside (explore-north): offline, the owner gets a reminder or a "did it happen?",
 * writes something unrelated ("what time is it", "wacht even"), then answers the follow-up: "ugh ok done", "snooze it
 * again", "ja". The answer acts on that loop, as it would have right under it, instead of a "Next up" line.
 * Must never: act on a follow-up older than the reply window, or read an unsure message as an answer.
 * Offline, in the terminal, pinned clock: Monday 7 December 2026, 09:00 in Berlin.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";

const START = "2026-12-07T09:00:00+01:00";

describe("a follow-up answered after an aside", () => {
  const open = terminalZoeEachTest("zoe-reply-aside-");

  // Probe material, written before running.
  it("en: reminder, 'what time is it', then 'ugh ok done' closes it", async () => {
    const clock = new ManualClock(START);
    const term = await open({ ZOE_TZ: "Europe/Berlin" }, clock);
    await term.type("remind me to call mum in 2 minutes");
    expect(await liveUntil(term, clock, "2026-12-07T09:02:30+01:00")).toContain("call mum");
    await term.type("what time is it");
    const done = await term.type("ugh ok done");
    expect(done).not.toMatch(/Next up|Still open/);
    expect(await term.type("/threads")).not.toContain("call mum");
  });

  it("en: reminder, an aside, then 'snooze it again' puts it off", async () => {
    const clock = new ManualClock(START);
    const term = await open({ ZOE_TZ: "Europe/Berlin" }, clock);
    await term.type("remind me to water the plants in 2 minutes");
    await liveUntil(term, clock, "2026-12-07T09:02:30+01:00");
    await term.type("lol sorry wrong chat");
    const snoozed = await term.type("snooze it again");
    expect(snoozed).not.toMatch(/Next up|Still open/);
    expect(await term.type("/threads")).toMatch(/water the plants: snoozed/);
  });

  it("nl: 'Gelukt?', 'wacht even', then 'ja' closes it", async () => {
    const clock = new ManualClock(START);
    const term = await open({ ZOE_TZ: "Europe/Berlin" }, clock);
    await term.type("ik bel om 9:30 de tandarts");
    expect(await liveUntil(term, clock, "2026-12-07T09:35:00+01:00")).toContain("Gelukt?");
    await term.type("wacht even");
    const yes = await term.type("ja");
    expect(yes).not.toMatch(/Nog open|Volgende/);
    expect(await term.type("/threads")).not.toContain("tandarts");
  });

  it("de: 'Erledigt?', 'moment', then 'jo hab ich' closes it", async () => {
    const clock = new ManualClock(START);
    const term = await open({ ZOE_TZ: "Europe/Berlin" }, clock);
    await term.type("ich rufe um 9:30 den Vermieter an");
    await liveUntil(term, clock, "2026-12-07T09:35:00+01:00");
    await term.type("moment");
    await term.type("jo hab ich");
    expect(await term.type("/threads")).not.toContain("Vermieter");
  });

  it("an answer long after the follow-up acts on nothing", async () => {
    const clock = new ManualClock(START);
    const term = await open({ ZOE_TZ: "Europe/Berlin" }, clock);
    await term.type("remind me to call mum in 2 minutes");
    await liveUntil(term, clock, "2026-12-07T09:02:30+01:00");
    await term.type("what time is it");
    await liveUntil(term, clock, "2026-12-07T10:30:00+01:00");
    await term.type("done");
    expect(await term.type("/threads")).toContain("call mum");
  });

  it("an unsure message after the aside stays conversation", async () => {
    const clock = new ManualClock(START);
    const term = await open({ ZOE_TZ: "Europe/Berlin" }, clock);
    await term.type("remind me to call mum in 2 minutes");
    await liveUntil(term, clock, "2026-12-07T09:02:30+01:00");
    await term.type("what time is it");
    await term.type("the weather is nice today");
    expect(await term.type("/threads")).toContain("call mum");
  });
});

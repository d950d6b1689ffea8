/**
 * Reminders on time: "remind me to water the plants in 5 minutes" is followed up at that minute,
 * through the reasoning tick's guards and decision log; a day-only commitment keeps the hourly
 * rhythm. Pinned clock, the real runtime, offline (deterministic) mode.
 */
import { afterEach, describe, expect, it } from "vitest";
import { namesExactTime as namesExactTimeFromDue } from "../due.ts";
import { namesExactTime, nextReminderAt, reminderAt } from "../reminders.ts";
import { makeThread } from "../../test-support/fixtures.ts";
import { startHarness, type Harness } from "../../test-support/tick-harness.ts";

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

describe("which due phrases name a moment", () => {
  it("short delays and clock times do; days do not", () => {
    for (const p of ["in 5 minutes", "in 2 hours", "in half an hour", "in an hour", "at 15:30", "Friday 10am", "tomorrow at 9", "at noon"]) {
      expect(namesExactTime(p), p).toBe(true);
    }
    for (const p of ["today", "tomorrow", "Friday", "next week", "end of month", "in 3 days", "tonight", null]) {
      expect(namesExactTime(p), String(p)).toBe(false);
    }
  });

  it("is the due-date grammar's own reading, in the owner's language too", () => {
    expect(namesExactTime).toBe(namesExactTimeFromDue);
    for (const p of ["Dec 3 at 9am", "by 5pm", "2026-06-04T11:32"]) expect(namesExactTime(p), p).toBe(true);
    expect(namesExactTime("um 15 Uhr", "de")).toBe(true);
    expect(namesExactTime("in 5 Minuten", "de")).toBe(true);
    expect(namesExactTime("dans 10 minutes", "fr")).toBe(true);
    for (const [p, l] of [["morgen", "de"], ["heute Abend", "de"], ["demain", "fr"], ["mañana", "es"]] as const) expect(namesExactTime(p, l), p).toBe(false);
    // A German owner's "in 5 Minuten" gets its wake-up like an English "in 5 minutes".
    const due = "2026-06-04T11:32:00.000Z";
    expect(reminderAt(makeThread({ due_at: due, due_phrase: "in 5 Minuten" }), "de")?.toISOString()).toBe(due);
  });

  it("only a live thread that was not followed up yet gets a wake-up", () => {
    const due = "2026-06-04T11:32:00.000Z";
    const base = makeThread({ due_at: due, due_phrase: "in 5 minutes" });
    expect(reminderAt(base)?.toISOString()).toBe(due);
    expect(reminderAt({ ...base, status: "done" })).toBeNull();
    expect(reminderAt({ ...base, last_nudged_at: due })).toBeNull();
    expect(reminderAt({ ...base, due_phrase: "today" })).toBeNull();
    expect(nextReminderAt([base], new Date(due))).toBeNull(); // strictly after
    expect(nextReminderAt([base], new Date("2026-06-04T11:00:00Z"))?.toISOString()).toBe(due);
  });
});

describe("a reminder in 5 minutes", () => {
  it("arrives within a minute of its time, logged like any tick decision", async () => {
    h = await startHarness({ start: "2026-06-04T13:27", model: null });
    const [ack] = await h.channel.ownerSays("remind me to water the plants in 5 minutes");
    expect(ack!.text).toMatch(/Tracking: water the plants, due today 13:32/);

    await h.runUntil("2026-06-04T13:31:30");
    expect(await h.sentOf()).toHaveLength(0);

    await h.runUntil("2026-06-04T13:33");
    const sent = await h.sentOf();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toMatch(/water the plants/);
    const due = h.local("2026-06-04T13:32").getTime();
    expect(sent[0]!.at.getTime()).toBeGreaterThanOrEqual(due);
    expect(sent[0]!.at.getTime() - due).toBeLessThanOrEqual(60_000);
    const pushed = (await h.decisions()).filter((d) => d.outcome === "pushed");
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.trigger).toBe("event");
  });

  it("a named time is met too, and a day-only commitment keeps the hourly rhythm", async () => {
    h = await startHarness({ start: "2026-06-04T10:05", model: null });
    await h.channel.ownerSays("I'll call the bank at 15:10");
    await h.channel.ownerSays("I'll ship the onepager today");
    await h.runUntil("2026-06-04T19:00");
    const sent = await h.sentOf();
    expect(sent.map((s) => h!.show(s.at))).toEqual(["Thu 4 Jun 15:10", "Thu 4 Jun 18:30"]);
    expect(sent[0]!.text).toMatch(/call the bank/);
    expect(sent[1]!.text).toMatch(/onepager/);
  });

  it("goes through the same guards: at night it waits for the morning", async () => {
    h = await startHarness({ start: "2026-06-04T22:50", model: null });
    await h.channel.ownerSays("remind me to lock the door in 20 minutes");
    await h.runUntil("2026-06-05T06:00");
    expect(await h.sentOf()).toHaveLength(0);
    const held = (await h.decisions()).filter((d) => d.trigger === "event");
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((d) => d.outcome !== "pushed")).toBe(true);
  });
});

/**
 * Correcting the time of a thing just tracked (found living a day as a new owner): "I'll call mum at 3", "15:00",
 * then "actually make that 4pm" was answered with small talk and the thread stayed at 15:00. A thread opened minutes
 * ago and not yet followed up is moved as a reminder is (threads/reminder-edit.ts); one opened long ago, or one ZOE
 * has followed up on, is not moved by these words.
 * Pinned clock: Monday 7 December 2026, 09:00 in Berlin.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import type { Thread } from "../store.ts";
import { newestMovable } from "../reminder-edit.ts";

const open = terminalZoeEachTest("zoe-correct-");

it("'actually make that 4pm' right after tracking moves the thing just tracked", async () => {
  const clock = new ManualClock("2026-12-07T08:00:00Z");
  const term = await open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: "en" }, clock);
  expect(await term.type("I'll call mum at 3")).toContain("15:00 or 03:00?");
  expect(await term.type("1")).toContain("Updated: call mum, due today 15:00");
  expect(await term.type("actually make that 4pm")).toMatch(/Updated: call mum, due today 16:00 \(th-\S+\)/);
  expect(await term.type("/threads")).toMatch(/call mum: due today 16:00/);
  // Half an hour on, the same words no longer name it.
  clock.set("2026-12-07T08:40:00Z");
  expect(await term.type("actually make it 5pm")).not.toContain("Updated: call mum");
  expect(await term.type("/threads")).toMatch(/call mum: due today 16:00/);
});

const thread = (over: Partial<Thread>): Thread =>
  ({ id: "th-aaaa", summary: "x", status: "open", asked_reminder: false, due_at: null, due_phrase: null, snooze_until: null, last_nudged_at: null, created_at: "2026-12-07T08:00:00.000Z", updated_at: "2026-12-07T08:00:00.000Z", ...over }) as Thread;

describe("what 'it' names", () => {
  const now = new Date("2026-12-07T08:05:00Z");
  it("a thread opened five minutes ago", () => {
    expect(newestMovable([thread({ id: "th-new1" })], now)?.id).toBe("th-new1");
  });
  it("not one ZOE has followed up on", () => {
    expect(newestMovable([thread({ last_nudged_at: "2026-12-07T08:04:00.000Z" })], now)).toBeNull();
  });
  it("not one opened an hour ago", () => {
    expect(newestMovable([thread({ created_at: "2026-12-07T07:00:00.000Z", updated_at: "2026-12-07T07:00:00.000Z" })], now)).toBeNull();
  });
  it("not one already done", () => {
    expect(newestMovable([thread({ status: "done" })], now)).toBeNull();
  });
});

/**
 * A first day in the terminal, offline, closed without ever typing an id: the owner says what they
 * will do, lists it (numbered, no per-item buttons: the terminal numbers buttons itself), closes
 * one with "/done 2", another by saying "I sent the deck to Maria" and answering the numbered
 * "Close …?" with 1, answers "15:00 or 03:00?" for "call the bank at 3" with a number, and snoozes
 * one with "/snooze 2 tomorrow morning".
 * Pinned clock: Wed 3 June 2026, 10:00 in Berlin.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { type Running } from "../../shell/runtime.ts";
import { until } from "../../test-support/until.ts";
import { startTerminalZoe } from "../../test-support/terminal-zoe.ts";

let home = "";
let running: Running | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
  await rm(home, { recursive: true, force: true });
});

it("a terminal day: track three things, close them by number and by words, never typing an id", async () => {
  home = mkdtempSync(path.join(os.tmpdir(), "zoe-term-day-"));
  const clock = new ManualClock("2026-06-03T08:00:00Z");
  const term = await startTerminalZoe({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: "en" }, clock);
  running = term.running;
  const type = term.type;

  expect(await type("I'll send the deck to Maria today")).toContain("Tracking: send the deck to Maria, due today 18:00");
  expect(await type("I need to renew my passport by Friday")).toContain("Tracking: renew my passport, due Fri 18:00");
  expect(await type("I'll book the dentist tomorrow")).toContain("Tracking: book the dentist, due tomorrow 18:00");

  const listing = await type("/threads");
  expect(listing).toMatch(/1\. th-\S+ {2}send the deck to Maria: due today 18:00/);
  expect(listing).toMatch(/2\. th-\S+ {2}book the dentist: due tomorrow 18:00/);
  expect(listing).toMatch(/3\. th-\S+ {2}renew my passport: due Fri 18:00/);
  expect(listing).toContain("/done 2 closes item 2");
  expect(listing).not.toContain("[1]"); // no per-item buttons in the terminal: numbers instead

  expect(await type("/done 2")).toContain("Done: book the dentist. Nice.");

  clock.set("2026-06-03T12:00:00Z");
  const asked = await type("I sent the deck to Maria");
  expect(asked).toContain('Close "send the deck to Maria"?');
  expect(asked).toContain("[1] Yes  [2] No");
  expect(await type("1")).toContain("Done: send the deck to Maria. Nice.");

  // 14:00: a bare hour is asked about, with numbered choices; the answer sets it.
  const bank = await type("I'll call the bank at 3");
  expect(bank).toContain('What time is "call the bank": 15:00 or 03:00?');
  expect(bank).toContain("[1] 15:00  [2] 03:00");
  expect(await type("1")).toMatch(/Updated: call the bank, due today 15:00 \(th-\S+\)\./);

  const left = await type("/threads");
  expect(left).toMatch(/Open threads \(2\):\n\s*1\. th-\S+ {2}call the bank: due today 15:00\n\s*2\. th-\S+ {2}renew my passport/);

  // Snoozing from the terminal: by number, with a time.
  expect(await type("/snooze 2 tomorrow morning")).toContain("Snoozed: renew my passport, until tomorrow 09:00.");
  expect(await type("/threads")).toMatch(/2\. th-\S+ {2}renew my passport: due Fri 18:00, snoozed until tomorrow 09:00/);
});

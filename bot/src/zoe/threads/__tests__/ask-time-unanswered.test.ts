/**
 * A reminder asked for at a bare hour ("remind me to call the plumber at 3", "me lembra de ligar pro dentista às 7",
 * "ricordami di chiamare Marco alle 8") asks "15:00 or 03:00?", and the owner may never answer: chatting on, or
 * away. The owner asked to be reminded, so silence must not lose it: the reminder is set for the first of the two
 * readings to come (early is better than never) and comes then; an answer still moves it to the other one. A
 * commitment with a bare hour ("I'll call the bank at 3") asks the same, holds the same reading (issue #35: it is
 * followed up then, never lost), and sends no "⏰" reminder, which only the owner's "remind me" asks for.
 * Pinned clock: Monday 7 December 2026 in Berlin.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";

const start = terminalZoeEachTest("zoe-ask-unanswered-");
const ZONE = { ZOE_TZ: "Europe/Berlin" };

describe("a reminder at a bare hour whose question is never answered", () => {
  it.each<[Locale, string, string, string, RegExp]>([
    ["en", "remind me to call the plumber at 3", "whats the weather like", "2026-12-07T15:00:30+01:00", /⏰ Reminder: call the plumber/],
    ["pt", "me lembra de ligar pro dentista às 7", "nossa q dia corrido", "2026-12-07T19:00:30+01:00", /⏰ Lembrete: ligar pro dentista/],
    ["it", "ricordami di chiamare Marco alle 8", "che giornata oggi", "2026-12-07T20:00:30+01:00", /⏰ Promemoria: chiamare Marco/],
  ])("[%s] %j, then %j and nothing more: the reminder comes at the first reading", async (locale, ask, chat, first, reminded) => {
    const clock = new ManualClock("2026-12-07T10:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: locale }, clock);
    const asked = await term.type(ask);
    expect(asked).toMatch(/\[1\] \d\d:00 +\[2\] \d\d:00/);
    await term.type(chat);
    const before = await liveUntil(term, clock, new Date(Date.parse(first) - 120_000));
    expect(before).not.toMatch(reminded);
    expect(await liveUntil(term, clock, first)).toMatch(reminded);
  });

  it("[en] 'at 3' said at 16:00: 03:00 would fall in the quiet hours, so the reminder waits for 15:00 the next day", async () => {
    const clock = new ManualClock("2026-12-07T16:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: "en" }, clock);
    expect(await term.type("remind me to call the plumber at 3")).toMatch(/Reminder set: call the plumber, "at 3" \(I'll ask you which hour\)[^\n]*\n[\s\S]*15:00 or 03:00\? Until you say, I'll go with 15:00\./);
    expect(await liveUntil(term, clock, "2026-12-08T14:58:00+01:00")).not.toMatch(/⏰/);
    expect(await liveUntil(term, clock, "2026-12-08T15:00:30+01:00")).toMatch(/⏰ Reminder: call the plumber/);
  });

  it("[en] an answer still picks the other reading: 03:00 chosen, nothing comes at 15:00", async () => {
    const clock = new ManualClock("2026-12-07T10:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: "en" }, clock);
    const asked = await term.type("remind me to call the plumber at 3");
    const night = /\[(\d)\] 03:00/.exec(asked)?.[1];
    expect(night).toBeDefined();
    expect(await term.type(night!)).toMatch(/03:00/);
    expect(await liveUntil(term, clock, "2026-12-07T15:30:00+01:00")).not.toMatch(/⏰/);
  });

  it("[it] a typed answer ('20') still sets the hour", async () => {
    const clock = new ManualClock("2026-12-07T10:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: "it" }, clock);
    await term.type("ricordami di chiamare Marco alle 8");
    expect(await term.type("alle 20 no, scusa: 08")).not.toMatch(/⏰/);
    expect(await term.type("20")).toMatch(/20:00/);
  });

  it("[en] a commitment at a bare hour ('I'll call the bank at 3') is asked about, held at 15:00, and sends no '⏰' reminder", async () => {
    const clock = new ManualClock("2026-12-07T10:00:00+01:00");
    const term = await start({ ...ZONE, ZOE_LOCALE: "en" }, clock);
    expect(await term.type("I'll call the bank at 3")).toMatch(/15:00 or 03:00/);
    expect(await liveUntil(term, clock, "2026-12-07T15:01:00+01:00")).not.toMatch(/⏰/);
  });
});

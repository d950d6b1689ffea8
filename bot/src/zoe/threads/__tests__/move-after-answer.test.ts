/**
 * The owner changes their mind right after answering a reminder: "move it to friday" under "⏰ Reminder: stretch",
 * then "push it to monday" a minute later. The reminder was answered (a snooze), so the reply reader no longer takes
 * words about it; "it" is still the loop just talked about, and ZOE asks "Move … to Mon …?" instead of falling back
 * to "I can't chat". Same in Portuguese and Italian. Pinned clock: Monday 7 December 2026 in Berlin.
 * Must never: move a loop without asking, or take a move that names another loop as one about this one.
 */
import { expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";

const start = terminalZoeEachTest("zoe-move-after-answer-");
const ZONE = { ZOE_TZ: "Europe/Berlin" };

it.each<[Locale, string, string, string, RegExp]>([
  ["en", "remind me to stretch in 2 minutes", "move it to friday", "push it to thursday", /Move "stretch" to Thu/],
  ["pt", "me lembra de pagar o boleto em 2 min", "passa pra sexta", "muda pra quinta", /«pagar o boleto».*qui/],
  ["it", "ricordami di chiamare il commercialista tra 2 minuti", "spostalo a venerdì", "rimandalo a giovedì", /«chiamare il commercialista».*gio/],
])("[%s] %j, answered %j, then %j: asks to move that loop", async (locale, ask, first, second, asked) => {
  const clock = new ManualClock("2026-12-07T10:00:00+01:00");
  const term = await start({ ...ZONE, ZOE_LOCALE: locale }, clock);
  await term.type(ask);
  expect(await liveUntil(term, clock, "2026-12-07T10:02:30+01:00")).toMatch(/⏰/);
  expect(await term.type(first)).toMatch(/\b(?:Fri|sex|ven)/i);
  clock.set(new Date("2026-12-07T10:04:00+01:00"));
  const said = await term.type(second);
  expect(said).toMatch(asked);
  expect(said).toMatch(/\[1\]/);
});

it("[en] a move naming another loop after the answer asks about that loop, not the one just answered", async () => {
  const clock = new ManualClock("2026-12-07T10:00:00+01:00");
  const term = await start({ ...ZONE, ZOE_LOCALE: "en" }, clock);
  await term.type("I'll renew the car insurance on friday");
  await term.type("remind me to stretch in 2 minutes");
  await liveUntil(term, clock, "2026-12-07T10:02:30+01:00");
  await term.type("move it to friday");
  expect(await term.type("push the car insurance to thursday")).toMatch(/Move "renew the car insurance" to Thu/);
});

it.each<[Locale, string, string, RegExp]>([
  ["it", "ricordami di chiamare Gio tra 1 minuto", "spostalo a lunedì", /14 dic 08:00/],
  ["en", "remind me to call Gio in 1 minute", "snooze until monday", /14 Dec 08:00/],
  ["pt", "me lembra de ligar pro Gio em 1 min", "passa pra segunda", /14/],
  ["en", "remind me to call Gio in 1 minute", "snooze until tonight", /today 2\d:00/],
])("[%s] under a reminder on a Monday, %j then %j: next Monday, not tomorrow", async (locale, ask, answer, said) => {
  const clock = new ManualClock("2026-12-07T10:00:00+01:00");
  const term = await start({ ...ZONE, ZOE_LOCALE: locale }, clock);
  await term.type(ask);
  expect(await liveUntil(term, clock, "2026-12-07T10:01:30+01:00")).toMatch(/⏰/);
  expect(await term.type(answer)).toMatch(said);
});

/**
 * Two things owners type on a phone, found living a morning offline (issue #35, "closing a loop without an id"; issue #34,
 * "as people really write"): "done thanks" / "fatto grazie" with two loops open and none on screen answered "I couldn't find
 * an open loop about "done thanks"" (the thanks counted as the loop's name) instead of asking which one; and "ricordami tra
 * un quarto d ora di girare il sugo" (the apostrophe of "d'ora" left out) was tracked with no time, named "tra un quarto d
 * ora di girare il sugo"; and an English reminder asked of a Dutch ZOE was named "the eggs checken". Pinned clock: Monday 7 December 2026, 10:00 in London / Rome.
 */
import { expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { t, type Locale } from "../../lang/index.ts";
import { terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { extractCommitments } from "../capture.ts";

const open = terminalZoeEachTest("zoe-typed-on-a-phone-");

it.each<[Locale, string, string, string, string]>([
  ["en", "Europe/London", "I need to call the accountant tomorrow morning", "I have to email Sara today", "done thanks"],
  ["it", "Europe/Rome", "devo chiamare il commercialista domani mattina", "devo scrivere a Sara oggi", "fatto grazie"],
  ["de", "Europe/Berlin", "ich muss morgen früh den Steuerberater anrufen", "ich muss heute Sara schreiben", "erledigt, danke dir!"],
])("%s: a done with thanks, two loops open, asks which one", async (locale, tz, first, second, done) => {
  const clock = new ManualClock("2026-12-07T10:00:00Z");
  const term = await open({ ZOE_TZ: tz, ZOE_LOCALE: locale }, clock);
  await term.type(first);
  await term.type(second);
  expect(await term.type(done)).toContain(t(locale, "close.which"));
});

it("Italian: 'tra un quarto d ora' without its apostrophe is a quarter of an hour", () => {
  expect(extractCommitments("ricordami tra un quarto d ora di girare il sugo", "it")).toEqual([{ op: "open", summary: "girare il sugo", reminder: true, due: "tra un quarto d'ora" }]);
  expect(extractCommitments("devo passare all ufficio postale domani", "it")).toEqual([{ op: "open", summary: "passare all'ufficio postale", due: "domani" }]);
});

it("a reminder asked in English of a Dutch or German ZOE keeps English word order ('check the eggs', never 'the eggs checken')", () => {
  for (const locale of ["nl", "de"] as const) {
    expect(extractCommitments("remind me in 20 minutes to check the eggs", locale)).toEqual([{ op: "open", summary: "check the eggs", reminder: true, due: "in 20 minutes" }]);
  }
  expect(extractCommitments("ik moet morgen de huur overmaken", "nl")).toEqual([{ op: "open", summary: "de huur overmaken", due: "morgen" }]);
});

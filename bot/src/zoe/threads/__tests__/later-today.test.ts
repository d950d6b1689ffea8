/**
 * A vague "later" under a follow-up (issue #35: times that fit the moment): the words each language uses for later the
 * same day (`reply.laterToday`), and the minute they mean, three hours on at the next quarter hour while the day has
 * room (up to 21:00), else the next morning. Pinned clock: Monday 7 December 2026 in Berlin, active hours 08:00-22:00.
 * A reminder the owner asked for minutes ahead ("in 3 minutes") is one for the moment: "later" to it puts it off by as
 * long as they first waited, at least ten minutes, not three hours.
 * Must never: read "another day", "later this week" or a bare "not yet" as later today.
 */
import { describe, expect, it } from "vitest";
import { pack, type Locale } from "../../lang/index.ts";
import { ManualClock } from "../../base/clock.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { laterForNearReminder, laterToday } from "../snooze-choices.ts";

const TZ = "Europe/Berlin";
const HOURS = { start: "08:00", end: "22:00" };

describe("the minute a vague later means", () => {
  it.each([
    ["2026-12-07T09:02:00Z", "2026-12-07T12:15:00.000Z"], // 10:02 -> 13:15
    ["2026-12-07T14:31:00Z", "2026-12-07T17:45:00.000Z"], // 15:31 -> 18:45
    ["2026-12-07T16:05:00Z", "2026-12-07T19:15:00.000Z"], // 17:05 -> 20:15
    ["2026-12-07T16:55:00Z", "2026-12-07T20:00:00.000Z"], // 17:55 -> 21:00, the evening's last hour
    ["2026-12-07T17:45:00Z", "2026-12-08T07:00:00.000Z"], // 18:45 -> 21:45 is past the evening: tomorrow 08:00
    ["2026-12-07T19:30:00Z", "2026-12-08T07:00:00.000Z"], // 20:30 -> no evening left: tomorrow 08:00
    ["2026-12-07T05:00:00Z", "2026-12-07T08:00:00.000Z"], // 06:00, before active hours -> 09:00
  ])("said at %s: %s", (now, iso) => {
    expect(laterToday(new Date(now), TZ, HOURS).toISOString()).toBe(iso);
  });
});

describe("the words for later the same day", () => {
  it.each([
    ["pt", "ainda nao, mais tarde"], ["pt", "depois eu faço"], ["pt", "daqui a pouco"], ["pt", "daqui pouco vejo"], ["pt", "ja ja"],
    ["es", "ahorita no, más tarde"], ["es", "al rato"], ["es", "luego lo hago"], ["es", "en un ratito"], ["es", "mas tardecito"],
    ["en", "not yet, later"], ["en", "in a bit"], ["en", "maybe later"],
    ["de", "noch nicht, später"], ["fr", "pas encore, plus tard"], ["it", "non ancora, più tardi"], ["nl", "nog niet, straks"],
  ] as Array<[Locale, string]>)("[%s] %s", (locale, text) => {
    expect(pack(locale).reply.laterToday.test(text)).toBe(true);
  });
  it.each([
    ["pt", "agora nao, outro dia"], ["pt", "ainda nao"], ["pt", "mais tarde essa semana"],
    ["es", "otro día"], ["es", "ahorita no"], ["es", "después esta semana"],
    ["en", "not yet"], ["en", "later this week"], ["en", "another time"], ["en", "translate it"],
    ["de", "nächste woche"], ["nl", "volgende week"],
  ] as Array<[Locale, string]>)("[%s] %s is no later today", (locale, text) => {
    expect(pack(locale).reply.laterToday.test(text)).toBe(false);
  });
});

describe("a vague later to a reminder asked for minutes ahead", () => {
  const at = (iso: string) => new Date(iso);
  it.each([
    // asked at, reminded at, "later" said at -> put off to
    ["2026-12-07T09:00:00Z", "2026-12-07T09:03:00Z", "2026-12-07T09:04:00Z", "2026-12-07T09:14:00.000Z"], // 3 min: ten minutes
    ["2026-12-07T09:00:00Z", "2026-12-07T09:20:00Z", "2026-12-07T09:21:00Z", "2026-12-07T09:41:00.000Z"], // 20 min: twenty more
    ["2026-12-07T09:00:00Z", "2026-12-07T09:45:00Z", "2026-12-07T09:46:30Z", "2026-12-07T10:32:00.000Z"], // 45 min, to the next minute
  ])("asked %s for %s, 'later' at %s: %s", (asked, remind, now, iso) => {
    expect(laterForNearReminder(at(asked), at(remind), at(now), TZ, HOURS)?.toISOString()).toBe(iso);
  });
  it("a reminder asked for an hour or more ahead, or said with no evening left, is laterToday's", () => {
    expect(laterForNearReminder(at("2026-12-07T19:28:00Z"), at("2026-12-07T19:30:00Z"), at("2026-12-07T19:30:00Z"), TZ, HOURS)).toBeNull(); // 20:30
    expect(laterForNearReminder(at("2026-12-07T09:00:00Z"), at("2026-12-07T10:00:00Z"), at("2026-12-07T10:01:00Z"), TZ, HOURS)).toBeNull();
    expect(laterForNearReminder(at("2026-12-07T20:50:00Z"), at("2026-12-07T20:55:00Z"), at("2026-12-07T20:56:00Z"), TZ, HOURS)).toBeNull();
  });

  const open = terminalZoeEachTest("zoe-later-near-");
  it.each<[Locale, string, string, RegExp]>([
    ["en", "remind me in 3 minutes to check the oven", "later", /until today 10:14/],
    ["de", "erinnere mich in 3 Minuten an den Ofen", "später", /bis heute 10:14/],
  ])("[%s] %j, the reminder, then %j: put off ten minutes", async (locale, ask, later, until) => {
    const clock = new ManualClock("2026-12-07T10:00:00+01:00");
    const term = await open({ ZOE_TZ: TZ, ZOE_LOCALE: locale }, clock);
    await term.type(ask);
    expect(await liveUntil(term, clock, "2026-12-07T10:04:00+01:00")).toMatch(/⏰/);
    expect(await term.type(later)).toMatch(until);
  });
});

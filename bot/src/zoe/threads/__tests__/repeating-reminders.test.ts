/**
 * Reminders that repeat (issue #35, every promise at the minute named): "remind me every day at 8am to take my pills",
 * "erinnere mich jeden Montag um 18 Uhr an den Müll". Before, ZOE set the first one and said it would not repeat. Now one
 * thread is the series: it rings at each occurrence's minute whether or not the last one was answered (each is a promise
 * the owner asked for), "done" acknowledges the one that rang and says when the next comes, a snooze brings that one back
 * without moving the series, "stop reminding me" ends it, and a ring missed while ZOE was not running comes once, late,
 * then the series goes on from the next one ahead (never a burst of catch-ups). Days step in the owner's wall clock across
 * a daylight-saving change; a series every few hours skips the owner's quiet hours. Offline, in the terminal; pinned clocks.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { makeThread } from "../../test-support/fixtures.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { nextOccurrence, repeatRule } from "../recurrence.ts";
import { nudgeRecorded, resolveThread } from "../transitions.ts";

const start = terminalZoeEachTest("zoe-repeating-");
const BERLIN = "Europe/Berlin";
const at = (iso: string) => new Date(iso);

describe("the next occurrence (pure)", () => {
  it("every day keeps 08:00 on the wall clock across the spring change (07:00Z, then 06:00Z)", () => {
    expect(nextOccurrence({ unit: "day", n: 1 }, at("2027-03-27T07:00:00Z"), at("2027-03-27T07:00:30Z"), BERLIN)).toEqual(at("2027-03-28T06:00:00Z"));
  });
  it("every weekday skips Saturday and Sunday: Friday's rings next on Monday", () => {
    expect(nextOccurrence({ unit: "weekday", n: 1 }, at("2026-12-11T08:00:00+01:00"), at("2026-12-11T08:01:00+01:00"), BERLIN)).toEqual(at("2026-12-14T08:00:00+01:00"));
  });
  it("every month from the 31st: the last day of a short month, then the 31st again", () => {
    const jan31 = at("2027-01-31T09:00:00+01:00");
    expect(nextOccurrence({ unit: "month", n: 1 }, jan31, jan31, BERLIN)).toEqual(at("2027-02-28T09:00:00+01:00"));
    expect(nextOccurrence({ unit: "month", n: 1 }, jan31, at("2027-03-01T00:00:00+01:00"), BERLIN)).toEqual(at("2027-03-31T09:00:00+02:00"));
  });
  it("after three days away, every 2 hours and every day come next at the first occurrence ahead, not at the missed ones", () => {
    const from = at("2026-12-07T08:00:00Z");
    const back = at("2026-12-10T09:30:00Z");
    expect(nextOccurrence({ unit: "hour", n: 2 }, from, back, BERLIN)).toEqual(at("2026-12-10T10:00:00Z"));
    expect(nextOccurrence({ unit: "day", n: 1 }, from, back, BERLIN)).toEqual(at("2026-12-11T08:00:00Z"));
  });
});

describe("what repeats, in the owner's words (pure)", () => {
  it.each<[Locale, string, string, number]>([
    ["en", "remind me every weekday at 9 to check the post", "weekday", 1],
    ["en", "remind me every other day to water the plants", "day", 2],
    ["en", "remind me to drink water every 2 hours", "hour", 2],
    ["de", "erinnere mich montags an den Müll", "week", 1],
    ["de", "erinnere mich jeden Werktag um 9 an die Mails", "weekday", 1],
    ["fr", "rappelle-moi tous les mois de payer le loyer", "month", 1],
    ["es", "recuérdame cada lunes sacar la basura", "week", 1],
    ["pt", "lembra-me todos os dias às 8h de tomar os comprimidos", "day", 1],
    ["it", "ricordami ogni giorno alle 8 di prendere le pillole", "day", 1],
    ["nl", "herinner me elke maandag aan het vuilnis", "week", 1],
    ["en", "remind me every fortnight to pay the cleaner", "week", 2],
    ["en", "remind me every three months to change the filter", "month", 3],
    ["de", "erinnere mich alle zwei Wochen an die Blumen", "week", 2],
    ["fr", "rappelle-moi toutes les deux semaines de changer les draps", "week", 2],
    ["es", "recuérdame cada quince días regar las plantas", "week", 2],
    ["pt", "lembra-me de quinze em quinze dias de pagar a empregada", "week", 2],
    ["it", "ricordami ogni due settimane di cambiare le lenzuola", "week", 2],
    // A count said in words, of days or hours ("every two days", "cada dos días", "om de twee uur").
    ["en", "remind me every two days to water the plants", "day", 2],
    ["en", "remind me every three hours to stretch", "hour", 3],
    ["de", "erinnere mich alle zwei Tage an die Blumen", "day", 2],
    ["de", "erinnere mich alle drei Stunden ans Trinken", "hour", 3],
    ["fr", "rappelle-moi tous les trois jours d'arroser le potager", "day", 3],
    ["es", "recuérdame cada dos días regar el huerto", "day", 2],
    ["es", "recuérdame cada tres horas beber agua", "hour", 3],
    ["pt", "me lembra a cada duas horas de beber água", "hour", 2],
    ["it", "ricordami ogni tre ore di bere acqua", "hour", 3],
    ["nl", "herinner me om de twee uur aan water drinken", "hour", 2],
    ["nl", "herinner me elke drie dagen aan de moestuin", "day", 3],
    ["nl", "herinner me om de week aan het oud papier", "week", 2],
  ])("[%s] %j repeats every %s (x%d)", (locale, said, unit, n) => {
    expect(repeatRule(said, locale)).toEqual({ unit, n });
  });
  it("no repeat said, or one shorter than five minutes, is none", () => {
    expect(repeatRule("remind me tomorrow at 8 to take my pills", "en")).toBeNull();
    expect(repeatRule("remind me every 2 minutes to stir the risotto", "en")).toBeNull();
  });
});

describe("a series as the owner lives it", () => {
  it("[en] rings at 08:00 three days running, unanswered; 'done' says the next; a snooze rings once more; 'stop' ends it", async () => {
    const clock = new ManualClock("2026-12-07T07:00:00Z");
    const term = await start({ ZOE_TZ: "Europe/London", ZOE_LOCALE: "en" }, clock);
    expect(await term.type("remind me every day at 8am to take my pills")).toContain("Reminder set: take my pills, every day, first today 08:00");
    expect(await term.type("/threads")).toMatch(/take my pills: due today 08:00, every day/);
    for (const day of ["07", "08", "09"]) {
      expect(await liveUntil(term, clock, `2026-12-${day}T07:59:00Z`), `before 08:00 on the ${day}th`).not.toMatch(/⏰/);
      expect(await liveUntil(term, clock, `2026-12-${day}T08:00:30Z`), `08:00 on the ${day}th`).toMatch(/⏰ Reminder: take your pills[\s\S]*every day/);
    }
    expect(await term.type("snooze 10 minutes")).toMatch(/08:10/);
    expect(await liveUntil(term, clock, "2026-12-09T08:10:30Z")).toMatch(/⏰ Reminder: take your pills/);
    expect(await term.type("done")).toContain("Done: take my pills. Next time: tomorrow 08:00.");
    expect(await term.type("/threads")).toMatch(/take my pills: due tomorrow 08:00, every day/);
    expect(await term.type("stop reminding me about the pills")).toMatch(/take my pills/);
    expect(await liveUntil(term, clock, "2026-12-10T09:00:00Z")).not.toMatch(/⏰/);
    expect(await term.type("/threads")).not.toMatch(/pills/);
  });

  it("[de] 'jeden Montag um 18 Uhr' rings Monday 18:00 and the next Monday, nothing in between", async () => {
    const clock = new ManualClock("2026-12-07T09:00:00+01:00");
    const term = await start({ ZOE_TZ: BERLIN, ZOE_LOCALE: "de" }, clock);
    expect(await term.type("erinnere mich jeden Montag um 18 Uhr an den Müll")).toMatch(/jeden Montag|jede Woche/);
    expect(await liveUntil(term, clock, "2026-12-07T18:00:30+01:00")).toMatch(/⏰/);
    expect(await liveUntil(term, clock, "2026-12-14T17:59:00+01:00")).not.toMatch(/⏰/);
    expect(await liveUntil(term, clock, "2026-12-14T18:00:30+01:00")).toMatch(/⏰[^\n]*Müll/);
  });
});

describe("a ring and a done, as the store records them (pure)", () => {
  const series = () => makeThread({ summary: "take my pills", due_at: "2026-12-07T08:00:00.000Z", asked_reminder: true, repeat: { unit: "day", n: 1 } });

  it("a ring three days late (ZOE was down) moves the series to the next 08:00 ahead, so it comes once, not three times", () => {
    const t = series();
    nudgeRecorded(t, at("2026-12-10T09:30:00Z"), "Europe/London");
    expect(t).toMatchObject({ status: "open", due_at: "2026-12-11T08:00:00.000Z", unanswered_nudges: 0 });
  });

  it("every 2 hours skips the night: rung at 21:00, it comes next at 09:00, not at 23:00; every day at 06:00 keeps its 06:00", () => {
    const awake = { start: "08:00", end: "22:00" };
    const water = makeThread({ summary: "drink water", due_at: "2026-12-07T21:00:00.000Z", asked_reminder: true, repeat: { unit: "hour", n: 2 } });
    nudgeRecorded(water, at("2026-12-07T21:00:00Z"), "Europe/London", awake);
    expect(water.due_at).toBe("2026-12-08T09:00:00.000Z");
    const early = makeThread({ summary: "feed the dog", due_at: "2026-12-07T06:00:00.000Z", asked_reminder: true, repeat: { unit: "day", n: 1 } });
    nudgeRecorded(early, at("2026-12-07T06:00:00Z"), "Europe/London", awake);
    expect(early.due_at).toBe("2026-12-08T06:00:00.000Z");
  });

  it("'done' before its minute came closes nothing and moves nothing; a one-off reminder is closed as before", () => {
    const t = series();
    const o = resolveThread(t, at("2026-12-07T07:30:00Z"), "en", "Europe/London");
    expect(o.message).toBe("Done: take my pills. Next time: today 08:00.");
    expect(t).toMatchObject({ status: "open", due_at: "2026-12-07T08:00:00.000Z" });
    const once = makeThread({ summary: "call Sam", due_at: "2026-12-07T08:00:00.000Z", asked_reminder: true });
    resolveThread(once, at("2026-12-07T08:05:00Z"), "en", "Europe/London");
    expect(once.status).toBe("done");
  });
});

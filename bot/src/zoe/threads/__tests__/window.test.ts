/**
 * A window said where one time is meant (issue #35, every promise at the minute named): two days ("remind me between
 * monday and thursday to call the dentist") or two hours ("remind me tomorrow between 9 and 10 to call the bank",
 * "zwischen 9 und 10 Uhr", "entre las 9 y las 10", "dalle 9 alle 10"). Before, ZOE kept two reminders, one called
 * "between" or "tussen 9". Now a reminder rings as the window opens and a commitment is due as it closes; amounts ("between
 * 2 and 3 kilos", "de 20 a 30 páginas") are no window. Pure readings, then a terminal ZOE on a pinned clock; must never
 * depend on today's date.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { extractCommitments } from "../capture.ts";
import { hoursSpanned } from "../window.ts";

const start = terminalZoeEachTest("zoe-window-");

const read = (said: string, locale: Locale) => extractCommitments(said, locale).map((op) => [op.summary, op.due ?? null, op.reminder === true]);

describe("two days as a window's ends are one thing: 'between monday and thursday' (pure)", () => {
  it.each<[Locale, string, string, string]>([
    ["en", "remind me between monday and thursday to call the dentist", "call the dentist", "monday"],
    ["de", "erinnere mich zwischen Montag und Donnerstag daran, den Zahnarzt anzurufen", "den Zahnarzt anrufen", "Montag"],
    ["fr", "rappelle-moi entre lundi et jeudi d'appeler le dentiste", "appeler le dentiste", "lundi"],
    ["es", "recuérdame entre el lunes y el jueves llamar al dentista", "llamar al dentista", "el lunes"],
    ["pt", "lembra-me entre segunda e quinta de ligar ao dentista", "ligar ao dentista", "segunda"],
    ["it", "ricordami tra lunedì e giovedì di chiamare il dentista", "chiamare il dentista", "lunedì"],
    ["nl", "herinner me tussen maandag en donderdag eraan de tandarts te bellen", "de tandarts bellen", "maandag"],
    ["en", "remind me between today and friday to renew the passport", "renew the passport", "today"],
  ])("[%s] a reminder rings on the window's first day: %s", (locale, said, task, due) => {
    expect(read(said, locale)).toEqual([[task, due, true]]);
  });

  it("a commitment in a window is due on its last day, so no follow-up comes before it", () => {
    expect(read("I'll call the dentist between monday and thursday", "en")).toEqual([["call the dentist", "thursday", false]]);
    expect(read("tengo que llamar al dentista entre el lunes y el jueves", "es")).toEqual([["llamar al dentista", "el jueves", false]]);
  });

  it("a window in a clause of its own opens nothing of its own", () => {
    expect(extractCommitments("I was off between monday and thursday", "en")).toEqual([]);
    expect(read("between monday and thursday I'm away, remind me friday to call Xavier", "en")).toEqual([["call Xavier", "friday", true]]);
  });
});

describe("two hours as a window's ends: the reminder rings at the first, a commitment is due at the last (pure)", () => {
  it.each<[Locale, string, string, string]>([
    ["en", "remind me tomorrow between 9 and 10 to call the bank", "call the bank", "tomorrow at 9"],
    ["en", "remind me to call the bank tomorrow from 9am to 10am", "call the bank", "tomorrow at 9am"],
    ["en", "remind me tomorrow between 11 and 1pm to call mum", "call mum", "tomorrow at 11am"],
    ["de", "erinnere mich morgen zwischen 9 und 10 Uhr an die Bank", "die Bank", "morgen um 9"],
    ["fr", "rappelle-moi demain entre 9h et 10h d'appeler la banque", "appeler la banque", "demain à 9h"],
    ["es", "recuérdame mañana entre las 9 y las 10 llamar al banco", "llamar al banco", "mañana a las 9"],
    ["pt", "me lembra amanhã das 9 às 10 de ligar pro banco", "ligar pro banco", "amanhã às 9"],
    ["it", "ricordami domani tra le 9 e le 10 di chiamare la banca", "chiamare la banca", "domani alle 9"],
    ["nl", "herinner me morgen tussen 9 en 10 uur aan de bank", "de bank", "morgen om 9"],
  ])("[%s] %s", (locale, said, task, due) => {
    expect(read(said, locale)).toEqual([[task, due, true]]);
  });

  it("a commitment in an afternoon window is due at its end: 'I'll call the bank tomorrow between 2 and 4pm'", () => {
    expect(read("I'll call the bank tomorrow between 2 and 4pm", "en")).toEqual([["call the bank", "tomorrow at 4pm", false]]);
  });

  it("amounts are no window: kilos, pages, hours of sleep, options", () => {
    expect(hoursSpanned("I need to lose between 2 and 3 kilos", "en")).toBeNull();
    expect(hoursSpanned("tengo que leer de 20 a 30 páginas hoy", "es")).toBeNull();
    expect(hoursSpanned("I sleep between 7 and 8 hours", "en")).toBeNull();
    expect(hoursSpanned("remind me at 5 to check between 2 and 3 options", "en")).toBeNull();
    expect(hoursSpanned("between 25 and 30 to call", "en")).toBeNull();
  });
});

describe("as the owner lives it", () => {
  it("[en] 'remind me tomorrow between 9am and 10am to call the bank' rings once, at 09:00, called by the task", async () => {
    const clock = new ManualClock("2026-12-07T08:00:00Z");
    const term = await start({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: "en" }, clock);
    expect(await term.type("remind me tomorrow between 9am and 10am to call the bank")).toContain("Reminder set: call the bank, tomorrow 09:00");
    const listed = await term.type("/threads");
    expect(listed).toContain("Open threads (1)");
    expect(listed).not.toContain("between");
    expect(await liveUntil(term, clock, "2026-12-08T08:58:00+01:00")).not.toContain("Reminder: call the bank");
    expect(await liveUntil(term, clock, "2026-12-08T09:01:00+01:00")).toContain("Reminder: call the bank");
  });
});

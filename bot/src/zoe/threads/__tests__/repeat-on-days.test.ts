/**
 * A reminder that repeats on several days of the week (issue #35, every promise at the minute named): "remind me every
 * monday and thursday at 9am to water the plants", "every day except weekends", "on weekends", "montags und donnerstags",
 * "todos los lunes y jueves", "tous les jours sauf le week-end". Before, ZOE kept one weekly series on the last day named,
 * under a name holding the other days ("on monday and to water the plants"), and "every day except weekends" rang on
 * Saturdays too. Now the series rings on each day named at the minute said, its first time is the first of those days
 * still ahead, and "every weekday" said on a weekend first rings on Monday; any new series first rings at the earliest
 * such minute still ahead ("ogni sera alle 22" said in the morning: tonight). Offline, in the terminal; pinned clocks.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { firstOccurrence, nextOccurrence, onAllowedDay, repeatRule } from "../recurrence.ts";

const start = terminalZoeEachTest("zoe-repeat-days-");
const BERLIN = "Europe/Berlin";
const at = (iso: string) => new Date(iso);

describe("which days repeat, in the owner's words (pure)", () => {
  it.each<[Locale, string, number[]]>([
    ["en", "remind me every monday and thursday at 9am to water the plants", [1, 4]],
    ["en", "remind me every mon, wed and fri at 6pm to go to the gym", [1, 3, 5]],
    ["en", "remind me tuesdays and fridays at 8am to put the bins out", [2, 5]],
    ["en", "remind me on weekends at 10am to call grandma", [6, 7]],
    ["en", "remind me every day except sunday at 9pm to floss", [1, 2, 3, 4, 5, 6]],
    ["de", "erinnere mich jeden Montag und Donnerstag um 9 Uhr, die Pflanzen zu gießen", [1, 4]],
    ["de", "erinnere mich montags und donnerstags um 18 Uhr ans Training", [1, 4]],
    ["de", "erinnere mich täglich außer sonntags um 21 Uhr an die Zahnseide", [1, 2, 3, 4, 5, 6]],
    ["fr", "rappelle-moi tous les lundis et jeudis à 9h d'arroser les plantes", [1, 4]],
    ["fr", "rappelle-moi chaque samedi et dimanche à 10h d'appeler mamie", [6, 7]],
    ["es", "recuérdame los martes y viernes a las 8 sacar la basura", [2, 5]],
    ["es", "recuérdame todos los días menos el domingo a las 21 usar el hilo dental", [1, 2, 3, 4, 5, 6]],
    ["pt", "me lembra toda segunda e quinta às 9h de regar as plantas", [1, 4]],
    ["pt", "me lembra às terças e sextas às 8h de levar o lixo", [2, 5]],
    ["it", "ricordami ogni lunedì e giovedì alle 9 di annaffiare le piante", [1, 4]],
    ["it", "ricordami tutti i sabati e le domeniche alle 10 di chiamare la nonna", [6, 7]],
    ["nl", "herinner me elke maandag en donderdag om 9 uur aan de planten", [1, 4]],
    ["nl", "herinner me dinsdags en vrijdags om 8 uur aan de vuilnisbak", [2, 5]],
  ])("[%s] %s", (locale, said, days) => {
    expect(repeatRule(said, locale)).toEqual({ unit: "week", n: 1, days });
  });

  it.each<[Locale, string]>([
    ["en", "remind me every day except weekends at 7:30 to take my pills"],
    ["de", "erinnere mich jeden Tag außer am Wochenende um 7:30 an meine Tabletten"],
    ["fr", "rappelle-moi tous les jours sauf le week-end à 7h30 de prendre mes médicaments"],
    ["es", "recuérdame todos los días excepto los fines de semana a las 7:30 tomar las pastillas"],
    ["pt", "me lembra todos os dias menos no fim de semana às 7h30 de tomar o remédio"],
    ["it", "ricordami tutti i giorni tranne il weekend alle 7:30 di prendere le pillole"],
    ["nl", "herinner me elke dag behalve in het weekend om 7:30 aan mijn pillen"],
  ])("[%s] every day but the weekend is every weekday: %s", (locale, said) => {
    expect(repeatRule(said, locale)).toEqual({ unit: "weekday", n: 1 });
  });

  it("one day, or two days this week with no word of repeating, is no list of days", () => {
    expect(repeatRule("remind me every monday at 9 to call the school", "en")).toEqual({ unit: "week", n: 1 });
    expect(repeatRule("remind me on monday and thursday at 9am to call the school", "en")).toBeNull();
    expect(repeatRule("recuérdame el lunes y el jueves llamar al colegio", "es")).toBeNull();
  });
});

describe("when a series on some days rings (pure)", () => {
  const monThu = { unit: "week" as const, n: 1, days: [1, 4] };
  it("Monday's ring comes next on Thursday, Thursday's on the next Monday, at the same wall-clock minute", () => {
    expect(nextOccurrence(monThu, at("2026-12-07T09:00:00+01:00"), at("2026-12-07T09:01:00+01:00"), BERLIN)).toEqual(at("2026-12-10T09:00:00+01:00"));
    expect(nextOccurrence(monThu, at("2026-12-10T09:00:00+01:00"), at("2026-12-10T09:01:00+01:00"), BERLIN)).toEqual(at("2026-12-14T09:00:00+01:00"));
  });
  it("the first time set on another day moves to the first day named; every weekday set on a Saturday moves to Monday", () => {
    expect(onAllowedDay(monThu, at("2026-12-08T09:00:00+01:00"), BERLIN)).toEqual(at("2026-12-10T09:00:00+01:00"));
    expect(onAllowedDay({ unit: "weekday", n: 1 }, at("2026-12-05T20:00:00+01:00"), BERLIN)).toEqual(at("2026-12-07T20:00:00+01:00"));
    expect(onAllowedDay({ unit: "day", n: 1 }, at("2026-12-05T20:00:00+01:00"), BERLIN)).toEqual(at("2026-12-05T20:00:00+01:00"));
  });
});

describe("a new series' first time is the earliest still ahead (pure)", () => {
  const now = at("2026-12-08T11:00:00+01:00");
  it("every evening at 22 read as tomorrow evening, said at 11:00, first rings tonight", () => {
    expect(firstOccurrence({ unit: "day", n: 1 }, at("2026-12-09T22:00:00+01:00"), now, BERLIN)).toEqual(at("2026-12-08T22:00:00+01:00"));
  });
  it("an hour already gone today stays tomorrow; every two days starts where its words put it", () => {
    expect(firstOccurrence({ unit: "day", n: 1 }, at("2026-12-09T08:00:00+01:00"), now, BERLIN)).toEqual(at("2026-12-09T08:00:00+01:00"));
    expect(firstOccurrence({ unit: "day", n: 2 }, at("2026-12-09T22:00:00+01:00"), now, BERLIN)).toEqual(at("2026-12-09T22:00:00+01:00"));
  });
  it("every Tuesday at 18:00 read as next Tuesday, said on a Tuesday morning, first rings today", () => {
    expect(firstOccurrence({ unit: "week", n: 1 }, at("2026-12-15T18:00:00+01:00"), now, BERLIN)).toEqual(at("2026-12-08T18:00:00+01:00"));
  });

  it("[it] 'ricordami ogni sera alle 22' said at 11:00 is set for tonight, and rings then", async () => {
    const clock = new ManualClock("2026-12-08T10:00:00Z");
    const term = await start({ ZOE_TZ: BERLIN, ZOE_LOCALE: "it" }, clock);
    expect(await term.type("ricordami ogni sera alle 22 di prendere la pastiglia")).toContain("prendere la pastiglia, ogni giorno, il primo oggi 22:00");
    expect(await liveUntil(term, clock, "2026-12-08T22:05:00+01:00")).toContain("Promemoria: prendere la pastiglia");
  });
});

describe("a series on some days as the owner lives it", () => {
  it("[en] said on a Saturday: water the plants rings Monday and Thursday at 09:00, not Tuesday; the pills every weekday, not Sunday", async () => {
    const clock = new ManualClock("2026-12-05T10:00:00Z");
    const term = await start({ ZOE_TZ: BERLIN, ZOE_LOCALE: "en" }, clock);
    const set = await term.type("remind me every monday and thursday at 9am to water the plants");
    expect(set).toContain("Reminder set: water the plants, every Monday and Thursday, first Mon 09:00");
    expect(await term.type("remind me every day except weekends at 7:30 to take my pills")).toContain("take my pills, every weekday, first Mon 07:30");
    const weekend = await liveUntil(term, clock, "2026-12-06T23:00:00+01:00");
    expect(weekend).not.toContain("Reminder: take your pills");
    const monday = await liveUntil(term, clock, "2026-12-07T10:00:00+01:00");
    expect(monday).toContain("Reminder: water the plants");
    expect(monday).toContain("Reminder: take your pills");
    expect(monday).toContain("every Monday and Thursday");
    const tuesday = await liveUntil(term, clock, "2026-12-09T23:00:00+01:00");
    expect(tuesday).not.toContain("Reminder: water the plants");
    expect(await liveUntil(term, clock, "2026-12-10T09:05:00+01:00")).toContain("Reminder: water the plants");
    expect(await term.type("/threads")).toContain("water the plants: due Mon 09:00, every Monday and Thursday");
  });

  it("[es] 'cada dos días' is one series named by its task, not a loop called 'cada dos días regar el huerto'", async () => {
    const clock = new ManualClock("2026-12-08T10:00:00Z");
    const term = await start({ ZOE_TZ: BERLIN, ZOE_LOCALE: "es" }, clock);
    await term.type("recuérdame cada dos días a las 9:00 regar el huerto");
    const listed = await term.type("/threads");
    expect(listed).toContain("regar el huerto: para mañana 09:00, cada 2 días");
    expect(listed).not.toContain("cada dos días regar");
  });

  it("[es] 'los martes y viernes a las 8' is one series named by its task, first on Tuesday", async () => {
    const clock = new ManualClock("2026-12-05T10:00:00Z");
    const term = await start({ ZOE_TZ: BERLIN, ZOE_LOCALE: "es" }, clock);
    await term.type("recuérdame los martes y viernes a las 8:00 sacar la basura");
    const listed = await term.type("/threads");
    expect(listed).toContain("sacar la basura: para mar 08:00, cada martes y viernes");
    expect(listed).not.toMatch(/\blos:/u);
  });
});

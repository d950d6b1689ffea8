/**
 * One reminder on each of several days named once (issue #35, every promise at the minute named): "remind me on monday
 * and thursday at 9am to water the plants", "am Montag und Donnerstag um 9", "el lunes y el jueves a las 9", "na segunda
 * e na quinta às 9". Before, ZOE kept one reminder on the last day under a name holding the first ("on monday and to
 * water the plants", due Thursday only). Now each day named gets its reminder at the minute said, both named by the task;
 * "every monday and thursday" stays one series (repeat-on-days.test.ts), and two days as a span's ends ("between monday
 * and thursday") are no list. Also pinned: the time said first and the task straight after it with no joiner ("remind
 * me tomorrow call the bank", "recuérdame el viernes a las 10 pagar la luz"), days counted from today listed ("tomorrow
 * and the day after", "mañana y pasado"). Windows ("between monday and thursday") are window.test.ts's. Pure readings, then a terminal ZOE on a pinned clock; must never depend on today's date.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";
import { extractCommitments } from "../capture.ts";
import { daysListed } from "../recurrence.ts";

const start = terminalZoeEachTest("zoe-listed-days-");
const BERLIN = "Europe/Berlin";

const read = (said: string, locale: Locale) => extractCommitments(said, locale).map((op) => [op.summary, op.due ?? null, op.reminder === true]);

describe("two days named once are one reminder on each (pure)", () => {
  it.each<[Locale, string, string, [string, string]]>([
    ["en", "remind me on monday and thursday at 9am to water the plants", "water the plants", ["on monday at 9am", "on thursday at 9am"]],
    ["en", "remind me mon and thu at 9 to water the plants", "water the plants", ["mon at 9", "thu at 9"]],
    ["de", "erinnere mich am Montag und am Donnerstag um 9 an die Pflanzen", "die Pflanzen", ["am Montag um 9", "am Donnerstag um 9"]],
    ["fr", "rappelle-moi lundi et jeudi à 9h d'arroser les plantes", "arroser les plantes", ["lundi à 9h", "jeudi à 9h"]],
    ["es", "recuérdame el lunes y el jueves a las 9 regar las plantas", "regar las plantas", ["el lunes a las 9", "el jueves a las 9"]],
    ["pt", "me lembra na segunda e na quinta às 9 de regar as plantas", "regar as plantas", ["na segunda às 9", "na quinta às 9"]],
    ["it", "ricordami lunedì e giovedì alle 9 di annaffiare le piante", "annaffiare le piante", ["lunedì alle 9", "giovedì alle 9"]],
    ["nl", "herinner me maandag en donderdag om 9 uur aan de planten", "de planten", ["maandag om 9 uur", "donderdag om 9 uur"]],
  ])("[%s] %s", (locale, said, task, [first, second]) => {
    expect(read(said, locale)).toEqual([
      [task, first, true],
      [task, second, true],
    ]);
  });

  it("[it] English said to an Italian ZOE is read as English: 'remind me on tuesday and friday at 7 to stretch'", () => {
    expect(read("remind me on tuesday and friday at 7 to stretch", "it")).toEqual([
      ["stretch", "on tuesday at 7", true],
      ["stretch", "on friday at 7", true],
    ]);
  });

  it("a commitment on two days is two loops: 'I'll call Karl on tuesday and friday', 'ik bel de garage op dinsdag en vrijdag'", () => {
    expect(read("I'll call Karl on tuesday and friday", "en")).toEqual([
      ["call Karl", "on tuesday", false],
      ["call Karl", "on friday", false],
    ]);
    expect(read("ik bel de garage op dinsdag en vrijdag", "nl").map(([, due]) => due)).toEqual(["op dinsdag", "op vrijdag"]);
  });

  it("days that belong to another clause are no list: the message is read as said", () => {
    expect(read("I work monday and tuesday, remind me wednesday to call the bank", "en")).toEqual([["call the bank", "wednesday", true]]);
    expect(read("I'll call Karl on monday and thursday I'll send the report", "en")).toEqual([
      ["call Karl", "on monday", false],
      ["send the report", "thursday", false],
    ]);
    expect(read("je dois appeler le garage lundi et mardi je pars", "fr")[0]).toEqual(["appeler le garage", "lundi", false]);
    expect(read("tengo que llamar a Ana el lunes y el martes ir al médico", "es")[0]).toEqual(["llamar a Ana", "el lunes", false]);
  });

  it("no list: a repeat's days, a span's ends, one day twice, the past", () => {
    expect(daysListed("remind me every monday and thursday at 9 to water the plants", "en")).toBeNull();
    expect(daysListed("recuérdame los martes y viernes a las 8 sacar la basura", "es")).toBeNull();
    expect(daysListed("remind me between monday and thursday to book the flights", "en")).toBeNull();
    expect(daysListed("remind me on friday and the day after to water the plants", "en")).toBeNull();
    expect(daysListed("erinnere mich zwischen Montag und Donnerstag an die Flüge", "de")).toBeNull();
    expect(daysListed("remind me on monday and monday again", "en")).toBeNull();
    expect(extractCommitments("on monday and tuesday I was at the office", "en")).toEqual([]);
  });
});

describe("days counted from today, listed: 'tomorrow and the day after', 'mañana y pasado' (pure)", () => {
  it.each<[Locale, string, string, [string, string]]>([
    ["en", "remind me tomorrow and the day after at 10 to take the pill", "take the pill", ["tomorrow at 10", "the day after tomorrow at 10"]],
    ["en", "remind me today and tomorrow at 8pm to water the plants", "water the plants", ["today at 8pm", "tomorrow at 8pm"]],
    ["de", "erinnere mich morgen und übermorgen um 10 an die Tablette", "die Tablette", ["morgen um 10", "übermorgen um 10"]],
    ["fr", "rappelle-moi demain et après-demain à 10h de prendre le cachet", "prendre le cachet", ["demain à 10h", "après-demain à 10h"]],
    ["es", "recuérdame mañana y pasado a las 10 que tome la pastilla", "tomar la pastilla", ["mañana a las 10", "pasado mañana a las 10"]],
    ["pt", "lembra-me amanhã e depois às 10 de tomar o comprimido", "tomar o comprimido", ["amanhã às 10", "depois de amanhã às 10"]],
    ["it", "ricordami domani e dopodomani alle 10 di prendere la pillola", "prendere la pillola", ["domani alle 10", "dopodomani alle 10"]],
    ["nl", "herinner me morgen en overmorgen om 10 uur aan de pil", "de pil", ["morgen om 10 uur", "overmorgen om 10 uur"]],
  ])("[%s] %s", (locale, said, task, [first, second]) => {
    expect(read(said, locale)).toEqual([
      [task, first, true],
      [task, second, true],
    ]);
  });

  it("no list: 'friday and the day after' (that is Saturday), days in a clause of their own, a day off", () => {
    expect(read("remind me on friday and the day after to water the plants", "en").map(([, due]) => due)).not.toContain("on the day after tomorrow");
    expect(read("mañana y pasado estoy de viaje, recuérdame el viernes llamar al banco", "es")).toEqual([["llamar al banco", "el viernes", true]]);
    expect(read("I'll finish the report today and tomorrow I'll send it to Anna", "en")).toEqual([
      ["finish the report", "today", false],
      ["send it to Anna", "tomorrow", false],
    ]);
    expect(extractCommitments("I'm busy today and tomorrow", "en")).toEqual([]);
    expect(extractCommitments("heute und morgen hab ich frei", "de")).toEqual([]);
    expect(extractCommitments("domani e dopodomani sono in ferie", "it")).toEqual([]);
  });
});

describe("the time said first and the task straight after it, no joiner between (pure)", () => {
  it.each<[Locale, string, string, string]>([
    ["en", "remind me tomorrow call the bank", "call the bank", "tomorrow"],
    ["es", "recuérdame el viernes a las 10 pagar la luz", "pagar la luz", "el viernes a las 10"],
    ["pt", "lembra-me sexta às 10 pagar a luz", "pagar a luz", "sexta às 10"],
    ["it", "ricordami domani chiamare la mamma", "chiamare la mamma", "domani"],
  ])("[%s] %s", (locale, said, task, due) => {
    expect(read(said, locale)).toEqual([[task, due, true]]);
  });
});

describe("as the owner lives it", () => {
  it("[en] said on a Saturday: water the plants rings on Monday at 09:00 and again on Thursday, each once", async () => {
    const clock = new ManualClock("2026-12-05T10:00:00Z");
    const term = await start({ ZOE_TZ: BERLIN, ZOE_LOCALE: "en" }, clock);
    const set = await term.type("remind me on monday and thursday at 9am to water the plants");
    expect(set).toContain("Reminder set: water the plants, Mon 09:00");
    expect(set).toContain("Reminder set: water the plants, Thu 09:00");
    expect(set).not.toContain("Updated:");
    const listed = await term.type("/threads");
    expect(listed).toContain("Open threads (2)");
    expect(listed).not.toContain("on monday and");
    expect(await liveUntil(term, clock, "2026-12-07T09:05:00+01:00")).toContain("Reminder: water the plants");
    expect(await term.type("done")).toContain("Done: water the plants");
    const thursday = await liveUntil(term, clock, "2026-12-10T09:05:00+01:00");
    expect(thursday).toContain("Reminder: water the plants");
  });

  it("[de] 'am Montag und Donnerstag um 9' said on a Saturday sets both, named by the task", async () => {
    const clock = new ManualClock("2026-12-05T10:00:00Z");
    const term = await start({ ZOE_TZ: BERLIN, ZOE_LOCALE: "de" }, clock);
    await term.type("erinnere mich am Montag und Donnerstag um 9 daran, die Pflanzen zu gießen");
    const listed = await term.type("/threads");
    expect(listed.match(/die Pflanzen gießen/gu)?.length).toBe(2);
    expect(listed).not.toMatch(/Montag und/u);
  });

  it("[it] a bare hour on two days is asked once, and the answer '8' sets both days at 08:00", async () => {
    const clock = new ManualClock("2026-12-05T10:00:00Z");
    const term = await start({ ZOE_TZ: BERLIN, ZOE_LOCALE: "it" }, clock);
    const set = await term.type("ricordami lunedì e mercoledì alle 8 di portare fuori la spazzatura");
    expect(set.match(/08:00 o 20:00|20:00 o 08:00/gu)?.length).toBe(1);
    const answered = await term.type("8");
    expect(answered).toContain("portare fuori la spazzatura, per lun 08:00");
    expect(answered).toContain("portare fuori la spazzatura, per mer 08:00");
    const listed = await term.type("/threads");
    expect(listed).not.toContain("20:00");
  });

  it("[es] 'mañana y pasado a las 10' asks the hour once and rings on both days at 10:00; 'entre el lunes y el jueves' is one reminder", async () => {
    const clock = new ManualClock("2026-12-07T08:00:00Z");
    const term = await start({ ZOE_TZ: "Europe/Madrid", ZOE_LOCALE: "es" }, clock);
    const set = await term.type("recuérdame mañana y pasado a las 10 que tome la pastilla");
    expect(set.match(/10:00 o 22:00/gu)?.length).toBe(1);
    const answered = await term.type("10");
    expect(answered).toContain("tomar la pastilla, para mañana 10:00");
    expect(answered).toContain("tomar la pastilla, para mié 10:00");
    expect(await term.type("recuérdame entre el lunes y el jueves llamar al dentista")).toContain("Recordatorio puesto: llamar al dentista, hoy 18:00");
    const listed = await term.type("/threads");
    expect(listed).toContain("Hilos abiertos (3)");
    expect(listed).not.toMatch(/entre|y pasado/u);
    expect(await liveUntil(term, clock, "2026-12-08T10:05:00+01:00")).toContain("Recordatorio: tomar la pastilla");
    expect(await term.type("hecho")).toContain("tomar la pastilla");
    expect(await liveUntil(term, clock, "2026-12-09T10:05:00+01:00")).toContain("Recordatorio: tomar la pastilla");
  });

  it("[en] 'gym done' asks once about the gym due soonest, and 'stop reminding me about the gym' ends both days", async () => {
    const clock = new ManualClock("2026-12-07T08:00:00Z");
    const term = await start({ ZOE_TZ: BERLIN, ZOE_LOCALE: "en" }, clock);
    await term.type("remind me on monday and thursday at 6pm to go to the gym");
    const asked = await term.type("gym done");
    expect(asked).toContain('Close "go to the gym"?');
    expect(asked).not.toContain("Which one");
    expect(await term.type("1")).toContain("go to the gym");
    expect(await term.type("/threads")).toContain("go to the gym: due Thu 18:00");
    await term.type("remind me on friday and saturday at 10am to water the plants");
    expect(await term.type("stop reminding me about the plants")).toContain("water the plants");
    const left = await term.type("/threads");
    expect(left).not.toContain("water the plants");
    expect(left).toContain("go to the gym");
  });
});

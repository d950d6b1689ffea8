/**
 * Outside probe (g) of issues #35 and #34, written by a tester before running ZOE on it: promises kept
 * whatever happens around them, in the terminal, offline, in all seven languages, with fresh words.
 * In each language the owner: asks for a reminder and ZOE is stopped and started again before its minute
 * (it still comes at the minute); asks for one and ZOE is started again only after its minute (it comes at
 * once, saying it is late and by how much); asks for three at one minute with a restart between (all three
 * come at it); asks "in 90 minutes" just before midnight and "tomorrow at 7" late at night (the night guard,
 * ZOE's default quiet hours 22:00-08:00, holds them: the owner is told when, in their language, and they
 * come then); asks "at 6 tomorrow" at 23:00 (ZOE asks 06:00 or 18:00 with buttons, or reads 06:00); snoozes
 * a reminder in words and by the button across a restart; says "stop" on one; says "done" minutes late; and
 * writes a reminder in another language than ZOE_LOCALE (ZOE still sets it and answers in the set language).
 * Then, in other zones than Berlin: São Paulo (pt), Mexico City (es), Kolkata (en, +05:30), New York on the
 * night the clocks go back, Amsterdam on the night they go forward (02:30 does not exist).
 * Pinned clock: Tue 8 Dec 2026 in Berlin (UTC+1) unless a zone says otherwise.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { lateness, t, type Locale } from "../../lang/index.ts";
import { extractCommitments } from "../capture.ts";
import { briefOpening } from "../../brief/brief.ts";
import { englishLeaks } from "../../test-support/english-words.ts";
import { jumpTo, liveUntil, restartableTerminalZoeEachTest, type TerminalZoe } from "../../test-support/terminal-zoe.ts";

interface Promises {
  /** Asked at 15:00 for 15:25; ZOE restarted at 15:10. */
  between: [string, string];
  /** Asked at 16:00 for 16:40; ZOE stopped, started again only at 17:15 (35 minutes late). */
  later: [string, string];
  /** Three asked at 17:50 for 18:05; ZOE restarted at 17:55. */
  three: [string, string][];
  /** Asked at 23:10 "in 90 minutes" (00:40, inside the default night 22:00-08:00). */
  ninety: [string, string];
  /** Asked at 23:40 "tomorrow at 7". */
  seven: [string, string];
  /** Asked at 23:00 "at 6 tomorrow". */
  six: [string, string];
  /** Asked at 10:00 for 10:30; after it comes ZOE restarts, then the owner puts it off in words by 20 minutes at 10:33. */
  snooze: [string, string, string];
  /** Asked at 11:30 for 12:00; the owner says stop on it. */
  stop: [string, string, string];
  /** Asked at 12:30 for 13:00; the owner says done at 13:07. */
  done: [string, string, string];
  /** A reminder written in another language than the set one, asked at 09:00 for 09:15. */
  cross: [string, string];
}

const P: Record<Locale, Promises> = {
  en: {
    between: ["remind me in 25 minutes to flip the mattress", "mattress"],
    later: ["remind me at 16:40 to pick up the dry cleaning", "dry cleaning"],
    three: [
      ["remind me at 18:05 to switch off the heater", "heater"],
      ["remind me at 18:05 to text the babysitter", "babysitter"],
      ["remind me at 18:05 to take my vitamins", "vitamins"],
    ],
    ninety: ["remind me in 90 minutes to unplug the iron", "iron"],
    seven: ["remind me tomorrow at 7 to put the bins out", "bins"],
    six: ["remind me at 6 tomorrow to call the airline", "airline"],
    snooze: ["remind me at 10:30 to ring the landlord", "landlord", "snooze 20 minutes"],
    stop: ["remind me at noon to stretch my back", "back", "stop, I don't need that one"],
    done: ["remind me at 1pm to pay the parking fine", "parking fine", "done"],
    cross: ["recuérdame en 15 minutos regar las plantas", "plantas"],
  },
  de: {
    between: ["erinnere mich in 25 Minuten, die Matratze zu wenden", "Matratze"],
    later: ["erinnere mich um 16:40 an die Reinigung", "Reinigung"],
    three: [
      ["erinnere mich um 18:05 an die Heizung", "Heizung"],
      ["erinnere mich um 18:05, der Babysitterin zu schreiben", "Babysitterin"],
      ["erinnere mich um 18:05 an meine Vitamine", "Vitamine"],
    ],
    ninety: ["erinnere mich in 90 Minuten daran, das Bügeleisen auszustecken", "Bügeleisen"],
    seven: ["erinnere mich morgen um 7 an die Mülltonnen", "Mülltonnen"],
    six: ["erinnere mich morgen um 6, die Fluggesellschaft anzurufen", "Fluggesellschaft"],
    snooze: ["erinnere mich um 10:30, den Vermieter anzurufen", "Vermieter", "in 20 Minuten nochmal"],
    stop: ["erinnere mich um 12 Uhr an die Rückenübungen", "Rückenübungen", "nicht mehr erinnern bitte"],
    done: ["erinnere mich um 13 Uhr, den Strafzettel zu bezahlen", "Strafzettel", "erledigt"],
    cross: ["remind me in 15 minutes to water the plants", "plants"],
  },
  fr: {
    between: ["rappelle-moi dans 25 minutes de retourner le matelas", "matelas"],
    later: ["rappelle-moi à 16h40 de récupérer le pressing", "pressing"],
    three: [
      ["rappelle-moi à 18h05 d'éteindre le chauffage", "chauffage"],
      ["rappelle-moi à 18h05 d'écrire à la baby-sitter", "baby-sitter"],
      ["rappelle-moi à 18h05 de prendre mes vitamines", "vitamines"],
    ],
    ninety: ["rappelle-moi dans 90 minutes de débrancher le fer à repasser", "fer à repasser"],
    seven: ["rappelle-moi demain à 7h de sortir les poubelles", "poubelles"],
    six: ["rappelle-moi à 6 heures demain d'appeler la compagnie aérienne", "compagnie"],
    snooze: ["rappelle-moi à 10h30 d'appeler le propriétaire", "propriétaire", "encore 20 minutes"],
    stop: ["rappelle-moi à midi de faire mes étirements", "étirements", "stop, plus la peine"],
    done: ["rappelle-moi à 13h de payer l'amende", "amende", "c'est fait"],
    cross: ["remind me in 15 minutes to water the plants", "plants"],
  },
  es: {
    between: ["recuérdame en 25 minutos darle la vuelta al colchón", "colchón"],
    later: ["recuérdame a las 16:40 recoger la tintorería", "tintorería"],
    three: [
      ["recuérdame a las 18:05 apagar la calefacción", "calefacción"],
      ["recuérdame a las 18:05 escribirle a la canguro", "canguro"],
      ["recuérdame a las 18:05 tomar las vitaminas", "vitaminas"],
    ],
    ninety: ["recuérdame en 90 minutos desenchufar la plancha", "plancha"],
    seven: ["recuérdame mañana a las 7 sacar la basura", "basura"],
    six: ["recuérdame a las 6 mañana llamar a la aerolínea", "aerolínea"],
    snooze: ["recuérdame a las 10:30 llamar al casero", "casero", "en 20 minutos otra vez"],
    stop: ["recuérdame a mediodía hacer los estiramientos", "estiramientos", "para, ya no hace falta"],
    done: ["recuérdame a las 13:00 pagar la multa", "multa", "hecho"],
    cross: ["remind me in 15 minutes to water the plants", "plants"],
  },
  pt: {
    between: ["lembra-me daqui a 25 minutos de virar o colchão", "colchão"],
    later: ["lembra-me às 16h40 de ir buscar a roupa à lavandaria", "lavandaria"],
    three: [
      ["lembra-me às 18h05 de desligar o aquecedor", "aquecedor"],
      ["lembra-me às 18h05 de mandar mensagem à babysitter", "babysitter"],
      ["lembra-me às 18h05 de tomar as vitaminas", "vitaminas"],
    ],
    ninety: ["lembra-me daqui a 90 minutos de desligar o ferro", "ferro"],
    seven: ["lembra-me amanhã às 7 de pôr o lixo lá fora", "lixo"],
    six: ["lembra-me às 6 amanhã de ligar à companhia aérea", "companhia"],
    snooze: ["lembra-me às 10h30 de ligar ao senhorio", "senhorio", "daqui a 20 minutos outra vez"],
    stop: ["lembra-me ao meio-dia de fazer os alongamentos", "alongamentos", "para, já não é preciso"],
    done: ["lembra-me às 13h de pagar a multa", "multa", "feito"],
    cross: ["recuérdame en 15 minutos regar las plantas", "plantas"],
  },
  it: {
    between: ["ricordami tra 25 minuti di girare il materasso", "materasso"],
    later: ["ricordami alle 16:40 di ritirare i vestiti in tintoria", "tintoria"],
    three: [
      ["ricordami alle 18:05 di spegnere il riscaldamento", "riscaldamento"],
      ["ricordami alle 18:05 di scrivere alla babysitter", "babysitter"],
      ["ricordami alle 18:05 di prendere le vitamine", "vitamine"],
    ],
    ninety: ["ricordami tra 90 minuti di staccare il ferro da stiro", "ferro"],
    seven: ["ricordami domani alle 7 di portare fuori la spazzatura", "spazzatura"],
    six: ["ricordami alle 6 domani di chiamare la compagnia aerea", "compagnia"],
    snooze: ["ricordami alle 10:30 di chiamare il padrone di casa", "padrone", "tra 20 minuti di nuovo"],
    stop: ["ricordami a mezzogiorno di fare stretching", "stretching", "basta, non serve più"],
    done: ["ricordami alle 13 di pagare la multa", "multa", "fatto"],
    cross: ["remind me in 15 minutes to water the plants", "plants"],
  },
  nl: {
    between: ["herinner me over 25 minuten om de matras te keren", "matras"],
    later: ["herinner me om 16:40 aan de stomerij", "stomerij"],
    three: [
      ["herinner me om 18:05 aan de verwarming", "verwarming"],
      ["herinner me om 18:05 om de oppas te appen", "oppas"],
      ["herinner me om 18:05 aan mijn vitamines", "vitamines"],
    ],
    ninety: ["herinner me over 90 minuten om de strijkbout uit te zetten", "strijkbout"],
    seven: ["herinner me morgen om 7 aan de vuilnisbakken", "vuilnisbakken"],
    six: ["herinner me om 6 uur morgen om de luchtvaartmaatschappij te bellen", "luchtvaartmaatschappij"],
    snooze: ["herinner me om 10:30 om de huisbaas te bellen", "huisbaas", "over 20 minuten nog een keer"],
    stop: ["herinner me om 12 uur aan mijn rekoefeningen", "rekoefeningen", "stop maar, hoeft niet meer"],
    done: ["herinner me om 13:00 om de boete te betalen", "boete", "gedaan"],
    cross: ["remind me in 15 minutes to water the plants", "plants"],
  },
};

const life = restartableTerminalZoeEachTest("zoe-probe35g-");
const lower = (s: string) => s.toLowerCase();

/** A wall time in a zone at a fixed UTC offset (hours) as an instant. */
const at = (y: number, mo: number, d: number, hhmm: string, offsetH: number) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, m) - offsetH * 3_600_000).toISOString();
};
/** Berlin wall time on a December 2026 day (UTC+1). */
const berlin = (day: number, hhmm: string) => at(2026, 12, day, hhmm, 1);
const plus = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** When ZOE asks which of two hours, picks the choice naming `hhmm`; returns everything ZOE said. */
async function settle(term: TerminalZoe, answer: string, hhmm: string): Promise<string> {
  const pick = answer.match(new RegExp(`\\[(\\d)\\][^\\[]*?${hhmm}`))?.[1];
  if (!pick || !/\[2\]/.test(answer)) return answer;
  return answer + (await term.type(pick));
}

/** The number of the button labelled `label` on screen, or null. */
const button = (screen: string, label: string) => screen.match(new RegExp(`\\[(\\d)\\]\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`))?.[1] ?? null;

/** The "⏰ Reminder:" head in the locale. */
const reminderHead = (locale: Locale) => t(locale, "push.reminder", { about: "" }).trim();

describe.each(Object.keys(P) as Locale[])("outside probe (g), #35/#34, [%s]: promises kept whatever happens around them", (locale) => {
  const p = P[locale];
  const env = { ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale };

  it("ZOE stopped and started again before the minute: the reminder still comes at that minute", async () => {
    const clock = new ManualClock(berlin(8, "15:00"));
    let term = await life.open(env, clock);
    const [said, word] = p.between;
    const set = await term.type(said);
    expect(set).toContain("15:25");
    clock.set(berlin(8, "15:10"));
    term = await life.restart(clock);
    expect(await jumpTo(term, clock, berlin(8, "15:24"))).not.toContain("⏰");
    const came = await jumpTo(term, clock, berlin(8, "15:25"));
    expect(came).toContain(reminderHead(locale));
    expect(lower(came)).toContain(lower(word));
  });

  it("ZOE started again only after the minute: the reminder comes at once, saying it is 35 minutes late", async () => {
    const clock = new ManualClock(berlin(8, "16:00"));
    let term = await life.open(env, clock);
    const [said, word] = p.later;
    expect(await term.type(said)).toContain("16:40");
    clock.set(berlin(8, "17:15"));
    term = await life.restart(clock);
    const came = await jumpTo(term, clock, berlin(8, "17:15"));
    expect(came).toContain("⏰");
    expect(lower(came)).toContain(lower(word));
    expect(came).toMatch(/\b35\s?min/);
  });

  it("three reminders at one minute, with a restart between: all three come at it", async () => {
    const clock = new ManualClock(berlin(8, "17:50"));
    let term = await life.open(env, clock);
    for (const [said] of p.three) expect(await term.type(said)).toContain("18:05");
    clock.set(berlin(8, "17:55"));
    term = await life.restart(clock);
    const came = lower(await jumpTo(term, clock, berlin(8, "18:05")));
    for (const [, word] of p.three) expect(came).toContain(lower(word));
  });

  it("'in 90 minutes' asked at 23:10: quiet hours do not hold what the owner asked for, it comes at 00:40 (issue #35)", async () => {
    const clock = new ManualClock(berlin(8, "23:10"));
    const term = await life.open(env, clock);
    const [said, word] = p.ninety;
    const set = await term.type(said);
    expect(set).toContain("00:40");
    expect(set).not.toContain("08:00");
    expect(lower(set)).toContain(lower(word));
    if (locale !== "en") expect(englishLeaks(set, locale, said)).toEqual([]);
    expect(await jumpTo(term, clock, berlin(9, "00:39"))).not.toContain("⏰");
    const came = await liveUntil(term, clock, berlin(9, "00:41"));
    expect(came).toContain("⏰");
    expect(lower(came)).toContain(lower(word));
  });

  it("'tomorrow at 7' asked at 23:40: ZOE names the minute it will come (07:00, or 08:00 after the night), and it comes then", async () => {
    const clock = new ManualClock(berlin(8, "23:40"));
    const term = await life.open(env, clock);
    const [said, word] = p.seven;
    const set = await settle(term, await term.type(said), "07:00");
    const told = set.includes("08:00") ? "08:00" : "07:00";
    expect(set).toContain(told);
    expect(await jumpTo(term, clock, plus(berlin(9, told), -1))).not.toContain("⏰");
    const came = await jumpTo(term, clock, berlin(9, told));
    expect(came).toContain("⏰");
    expect(lower(came)).toContain(lower(word));
  });

  it("'at 6 tomorrow' asked at 23:00: 06:00 or 18:00 asked with buttons (or 06:00 read), and the morning one comes when told", async () => {
    const clock = new ManualClock(berlin(8, "23:00"));
    const term = await life.open(env, clock);
    const [said, word] = p.six;
    const first = await term.type(said);
    if (/\[2\]/.test(first)) {
      expect(first).toContain("06:00");
      expect(first).toContain("18:00");
    }
    const set = await settle(term, first, "06:00");
    const told = set.includes("08:00") ? "08:00" : "06:00";
    expect(set).toContain(told);
    expect(await jumpTo(term, clock, plus(berlin(9, told), -1))).not.toContain("⏰");
    const came = await jumpTo(term, clock, berlin(9, told));
    expect(came).toContain("⏰");
    expect(lower(came)).toContain(lower(word));
  });

  it("snoozed in words after a restart: it comes back 20 minutes after, at the minute", async () => {
    const clock = new ManualClock(berlin(9, "10:00"));
    let term = await life.open(env, clock);
    const [said, word, putOff] = p.snooze;
    expect(await term.type(said)).toContain("10:30");
    expect(await jumpTo(term, clock, berlin(9, "10:30"))).toContain("⏰");
    clock.set(berlin(9, "10:32"));
    term = await life.restart(clock);
    clock.set(berlin(9, "10:33"));
    const put = await term.type(putOff);
    expect(put).toContain("10:53");
    expect(await jumpTo(term, clock, berlin(9, "10:52"))).not.toContain("⏰");
    const back = await jumpTo(term, clock, berlin(9, "10:53"));
    expect(back).toContain("⏰");
    expect(lower(back)).toContain(lower(word));
  });

  it("snoozed by the button 'in an hour', then a restart: it comes back an hour after the press", async () => {
    const clock = new ManualClock(berlin(9, "10:00"));
    let term = await life.open(env, clock);
    const [said, word] = p.snooze;
    await term.type(said);
    const came = await jumpTo(term, clock, berlin(9, "10:30"));
    const snooze = button(came, t(locale, "btn.snooze"));
    expect(snooze).not.toBeNull();
    clock.set(berlin(9, "10:31"));
    const choices = await term.type(snooze ?? "9");
    const hour = button(choices, t(locale, "btn.snoozeIn1h"));
    expect(hour).not.toBeNull();
    const put = await term.type(hour ?? "9");
    expect(put).toContain("11:31");
    clock.set(berlin(9, "10:50"));
    term = await life.restart(clock);
    expect(await jumpTo(term, clock, berlin(9, "11:30"))).not.toContain("⏰");
    const back = await jumpTo(term, clock, berlin(9, "11:31"));
    expect(back).toContain("⏰");
    expect(lower(back)).toContain(lower(word));
  });

  it("'stop' said on a reminder: nothing more about it, that day or the next", async () => {
    const clock = new ManualClock(berlin(9, "11:30"));
    const term = await life.open(env, clock);
    const [said, word, stop] = p.stop;
    expect(await term.type(said)).toContain("12:00");
    expect(await jumpTo(term, clock, berlin(9, "12:00"))).toContain("⏰");
    clock.set(berlin(9, "12:01"));
    await term.type(stop);
    const after = lower(await liveUntil(term, clock, berlin(10, "12:30")));
    expect(after).not.toContain(lower(word));
    expect(lower(await term.type("/threads"))).not.toContain(lower(word));
  });

  it("'done' typed seven minutes late closes the reminder: gone from /threads, never asked about again", async () => {
    const clock = new ManualClock(berlin(9, "12:30"));
    const term = await life.open(env, clock);
    const [said, word, done] = p.done;
    expect(await term.type(said)).toContain("13:00");
    expect(await jumpTo(term, clock, berlin(9, "13:00"))).toContain("⏰");
    clock.set(berlin(9, "13:07"));
    await term.type(done);
    expect(lower(await term.type("/threads"))).not.toContain(lower(word));
    expect(lower(await liveUntil(term, clock, berlin(10, "13:30")))).not.toContain(lower(word));
  });

  it("a reminder written in another language is still a reminder at its minute, answered in the set language", async () => {
    const clock = new ManualClock(berlin(9, "09:00"));
    const term = await life.open(env, clock);
    const [said, word] = p.cross;
    const set = await term.type(said);
    expect(set).toContain("09:15");
    expect(set).toContain(t(locale, "ops.reminder", { summary: "", when: "", id: "" }).split(/[:：]/)[0] ?? "");
    const came = await jumpTo(term, clock, berlin(9, "09:15"));
    expect(came).toContain(reminderHead(locale));
    expect(lower(came)).toContain(lower(word));
  });
});

// --- other zones than Berlin, each owner in their own language.

describe("outside probe (g), #35: reminders in other time zones", () => {
  it("pt, America/Sao_Paulo (UTC-3): 'às 21h15' asked at 20:00 comes at 21:15 there", async () => {
    const clock = new ManualClock(at(2026, 12, 8, "20:00", -3));
    const term = await life.open({ ZOE_TZ: "America/Sao_Paulo", ZOE_LOCALE: "pt" }, clock);
    expect(await term.type("lembra-me às 21h15 de tirar o bolo do forno")).toContain("21:15");
    expect(await jumpTo(term, clock, at(2026, 12, 8, "21:14", -3))).not.toContain("⏰");
    const came = await jumpTo(term, clock, at(2026, 12, 8, "21:15", -3));
    expect(came).toContain("⏰");
    expect(came).toContain("bolo");
  });

  it("es, America/Mexico_City (UTC-6): 'a las 13:45' asked at 13:00 comes at 13:45 there", async () => {
    const clock = new ManualClock(at(2026, 12, 8, "13:00", -6));
    const term = await life.open({ ZOE_TZ: "America/Mexico_City", ZOE_LOCALE: "es" }, clock);
    expect(await term.type("recuérdame a las 13:45 pasar por las tortillas")).toContain("13:45");
    expect(await jumpTo(term, clock, at(2026, 12, 8, "13:44", -6))).not.toContain("⏰");
    const came = await jumpTo(term, clock, at(2026, 12, 8, "13:45", -6));
    expect(came).toContain("⏰");
    expect(came).toContain("tortillas");
  });

  it("en, Asia/Kolkata (UTC+05:30): 'at 9:50pm' and 'in 45 minutes' asked at 21:00 come at 21:50 and 21:45 there", async () => {
    const clock = new ManualClock(at(2026, 12, 8, "21:00", 5.5));
    const term = await life.open({ ZOE_TZ: "Asia/Kolkata", ZOE_LOCALE: "en" }, clock);
    expect(await term.type("remind me at 9:50pm to lock the scooter")).toContain("21:50");
    expect(await term.type("remind me in 45 minutes to call Ravi")).toContain("21:45");
    expect(await jumpTo(term, clock, at(2026, 12, 8, "21:44", 5.5))).not.toContain("⏰");
    expect(await jumpTo(term, clock, at(2026, 12, 8, "21:45", 5.5))).toContain("Ravi");
    expect(await jumpTo(term, clock, at(2026, 12, 8, "21:49", 5.5))).not.toContain("⏰");
    expect(await jumpTo(term, clock, at(2026, 12, 8, "21:50", 5.5))).toContain("scooter");
  });

  it("en, America/New_York the night the clocks go back: 'in 90 minutes' at 00:50 EDT is 01:20 EST, said and kept", async () => {
    // 1 Nov 2026: 02:00 EDT becomes 01:00 EST. 00:50 EDT is 04:50 UTC; 90 minutes later is 06:20 UTC = 01:20 EST.
    const clock = new ManualClock("2026-11-01T04:30:00.000Z");
    const term = await life.open({ ZOE_TZ: "America/New_York", ZOE_LOCALE: "en" }, clock);
    await term.type("/quiet 13:00-13:30");
    clock.set("2026-11-01T04:50:00.000Z");
    expect(await term.type("remind me in 90 minutes to move the laundry to the dryer")).toContain("01:20");
    expect(await jumpTo(term, clock, "2026-11-01T05:20:00.000Z")).not.toContain("⏰");
    expect(await jumpTo(term, clock, "2026-11-01T06:19:00.000Z")).not.toContain("⏰");
    expect(await jumpTo(term, clock, "2026-11-01T06:20:00.000Z")).toContain("laundry");
  });

  it("nl, Europe/Amsterdam the night the clocks go forward: 02:30 does not exist; ZOE names the minute it will come and keeps it", async () => {
    // 29 Mar 2026: 02:00 CET becomes 03:00 CEST. Asked Sat 28 Mar 20:00 CET (19:00 UTC).
    const clock = new ManualClock("2026-03-28T19:00:00.000Z");
    const term = await life.open({ ZOE_TZ: "Europe/Amsterdam", ZOE_LOCALE: "nl" }, clock);
    await term.type("/quiet 13:00-13:30");
    const set = await term.type("herinner me morgen om 02:30 om de klokken te controleren");
    const told = set.match(/\b(0[23]:[0-5]\d)\b/)?.[1];
    expect(told === "03:30" || told === "03:00").toBe(true);
    const utc = told === "03:30" ? "2026-03-29T01:30:00.000Z" : "2026-03-29T01:00:00.000Z";
    expect(await jumpTo(term, clock, plus(utc, -1))).not.toContain("⏰");
    expect(await jumpTo(term, clock, utc)).toContain("klokken");
  });
});

// --- second batch, written after the first was fixed (60 of 82 first, then 82 of 82) and before running this one:
// what downtime does to two reminders and to a snooze of a late one, a late morning brief in each language, a reminder
// an hour and more late, more cross-language reminders, and the DST nights and Kolkata's night once more.

describe.each([
  ["en", "remind me at 16:40 to call the florist", "florist", "remind me at 16:50 to book the taxi", "taxi"],
  ["de", "erinnere mich um 16:40 an den Blumenladen", "Blumenladen", "erinnere mich um 16:50, das Taxi zu bestellen", "Taxi"],
  ["fr", "rappelle-moi à 16h40 d'appeler le fleuriste", "fleuriste", "rappelle-moi à 16h50 de réserver le taxi", "taxi"],
  ["es", "recuérdame a las 16:40 llamar a la floristería", "floristería", "recuérdame a las 16:50 pedir el taxi", "taxi"],
  ["pt", "lembra-me às 16h40 de ligar à florista", "florista", "lembra-me às 16h50 de chamar o táxi", "táxi"],
  ["it", "ricordami alle 16:40 di chiamare il fioraio", "fioraio", "ricordami alle 16:50 di prenotare il taxi", "taxi"],
  ["nl", "herinner me om 16:40 aan de bloemist", "bloemist", "herinner me om 16:50 om de taxi te bestellen", "taxi"],
] as const)("outside probe (g), second batch, [%s]: downtime over two reminders", (locale, a, aw, b, bw) => {
  const env = { ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale };

  it("both missed while ZOE was down come at once after the restart, each saying how late, and a snooze of one by the button is kept", async () => {
    const clock = new ManualClock(berlin(10, "16:00"));
    let term = await life.open(env, clock);
    await term.type(a);
    await term.type(b);
    clock.set(berlin(10, "17:15"));
    term = await life.restart(clock);
    const came = await jumpTo(term, clock, berlin(10, "17:15"));
    expect(lower(came)).toContain(lower(aw));
    expect(lower(came)).toContain(lower(bw));
    expect(came).toMatch(/\b35\s?min/);
    expect(came).toMatch(/\b25\s?min/);
    if (locale !== "en") expect(englishLeaks(came, locale, `${a} ${b}`)).toEqual([]);
    const snooze = button(came.slice(came.lastIndexOf("⏰")), t(locale, "btn.snooze"));
    expect(snooze).not.toBeNull();
    clock.set(berlin(10, "17:16"));
    const choices = await term.type(snooze ?? "9");
    const ten = button(choices, t(locale, "btn.snoozeIn10"));
    expect(ten).not.toBeNull();
    expect(await term.type(ten ?? "9")).toContain("17:26");
    expect(await jumpTo(term, clock, berlin(10, "17:25"))).not.toContain("⏰");
    const back = await jumpTo(term, clock, berlin(10, "17:26"));
    expect(back).toContain("⏰");
    expect(back).not.toMatch(/\b\d+\s?min\b/);
  });

  it("a reminder more than an hour late says so in hours and minutes", async () => {
    const clock = new ManualClock(berlin(10, "16:00"));
    let term = await life.open(env, clock);
    await term.type(a);
    clock.set(berlin(10, "17:52"));
    term = await life.restart(clock);
    const came = await jumpTo(term, clock, berlin(10, "17:52"));
    expect(lower(came)).toContain(lower(aw));
    expect(came).toMatch(/\b1\s?(?:h|Std\.|u)\s?12\s?min/);
  });
});

describe("outside probe (g), second batch: a late morning brief says so in the owner's language", () => {
  it.each(["de", "fr", "es", "pt", "it", "nl"] as const)("%s: ZOE started at 10:20, the 09:00 brief comes saying how late, no English word", async (locale) => {
    const clock = new ManualClock(berlin(10, "08:30"));
    let term = await life.open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale }, clock);
    await term.type("/threads");
    clock.set(berlin(10, "10:20"));
    term = await life.restart(clock);
    const came = await jumpTo(term, clock, berlin(10, "10:20"));
    expect(came).toContain("09:00");
    expect(came).toMatch(/\b1\s?(?:h|Std\.|u)\s?20\s?min/);
    expect(englishLeaks(came, locale, "/threads")).toEqual([]);
  });
});

describe("outside probe (g), second batch: reminders written in another language than ZOE's", () => {
  it.each([
    ["fr", "erinnere mich in 10 Minuten an den Ofen", "Ofen"],
    ["nl", "ricordami tra 10 minuti di chiamare Luca", "Luca"],
    ["it", "lembra-me daqui a 10 minutos de tirar o pão", "pão"],
    ["de", "rappelle-moi dans 10 minutes de sortir le chien", "chien"],
    ["es", "herinner me over 10 minuten aan de wasmachine", "wasmachine"],
  ] as const)("%s ZOE: %s -> set for 09:40 in ZOE's language, and it comes then", async (locale, said, word) => {
    const clock = new ManualClock(berlin(10, "09:30"));
    const term = await life.open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale }, clock);
    const set = await term.type(said);
    expect(set).toContain("09:40");
    expect(set).toContain(t(locale, "ops.reminder", { summary: "", when: "", id: "" }).split(/[:：]/)[0] ?? "");
    const came = await jumpTo(term, clock, berlin(10, "09:40"));
    expect(came).toContain(reminderHead(locale));
    expect(lower(came)).toContain(lower(word));
  });
});

describe("outside probe (g), second batch: zones and nights once more", () => {
  it("en, America/New_York, 00:50 EDT the night the clocks go back: 'at 1:30am' is the first 01:30 (05:30 UTC)", async () => {
    const clock = new ManualClock("2026-11-01T04:30:00.000Z");
    const term = await life.open({ ZOE_TZ: "America/New_York", ZOE_LOCALE: "en" }, clock);
    await term.type("/quiet 13:00-13:30");
    clock.set("2026-11-01T04:50:00.000Z");
    expect(await term.type("remind me at 1:30am to check the oven timer")).toContain("01:30");
    expect(await jumpTo(term, clock, "2026-11-01T05:29:00.000Z")).not.toContain("⏰");
    expect(await jumpTo(term, clock, "2026-11-01T05:30:00.000Z")).toContain("oven");
  });

  it("nl, Europe/Amsterdam, 01:15 CET the night the clocks go forward: 'over 2 uur' is 04:15 CEST, said and kept", async () => {
    const clock = new ManualClock("2026-03-29T00:10:00.000Z");
    const term = await life.open({ ZOE_TZ: "Europe/Amsterdam", ZOE_LOCALE: "nl" }, clock);
    await term.type("/quiet 13:00-13:30");
    clock.set("2026-03-29T00:15:00.000Z");
    expect(await term.type("herinner me over 2 uur aan de deeg")).toContain("04:15");
    expect(await jumpTo(term, clock, "2026-03-29T02:14:00.000Z")).not.toContain("⏰");
    expect(await jumpTo(term, clock, "2026-03-29T02:15:00.000Z")).toContain("deeg");
  });

  it("en, Asia/Kolkata: 'in 90 minutes' at 23:10 IST comes at 00:40 IST, night or not (issue #35: asked for at a minute)", async () => {
    const clock = new ManualClock(at(2026, 12, 8, "23:10", 5.5));
    const term = await life.open({ ZOE_TZ: "Asia/Kolkata", ZOE_LOCALE: "en" }, clock);
    const set = await term.type("remind me in 90 minutes to switch off the geyser");
    expect(set).toContain("00:40");
    expect(set).not.toContain("quiet hours");
    expect(await jumpTo(term, clock, at(2026, 12, 9, "00:39", 5.5))).not.toContain("⏰");
    const came = await liveUntil(term, clock, at(2026, 12, 9, "00:41", 5.5));
    expect(came).toContain("geyser");
  });

  it("pt, America/Sao_Paulo: 'amanhã às 7' asked at 23:30 asks which hour, and 07:00 chosen comes at 07:00 (issue #35)", async () => {
    const clock = new ManualClock(at(2026, 12, 8, "23:30", -3));
    const term = await life.open({ ZOE_TZ: "America/Sao_Paulo", ZOE_LOCALE: "pt" }, clock);
    const set = await settle(term, await term.type("lembra-me amanhã às 7 de regar a horta"), "07:00");
    expect(set).not.toContain("08:00");
    expect(await jumpTo(term, clock, at(2026, 12, 9, "06:59", -3))).not.toContain("horta");
    const came = await liveUntil(term, clock, at(2026, 12, 9, "07:01", -3));
    expect(came).toContain("horta");
  });
});

// --- the rules behind the faults the first pass found (60 of 82), each pinned as a pure function.

describe("how late a promise came, in each language", () => {
  it.each([
    ["en", 35, "35 min"],
    ["en", 72, "1 h 12 min"],
    ["de", 72, "1 Std. 12 min"],
    ["fr", 125, "2 h 5 min"],
    ["nl", 61, "1 u 1 min"],
  ] as const)("%s: %i minutes -> %s", (locale, mins, said) => {
    expect(lateness(mins * 60_000, locale)).toBe(said);
  });

  it.each(["de", "fr", "es", "pt", "it", "nl"] as const)("%s: a brief an hour and 20 minutes late says it with no English word", (locale) => {
    const opening = briefOpening(new Date(berlin(10, "10:20")), "Europe/Berlin", new Date(berlin(10, "09:00")), locale);
    expect(opening).toContain("09:00");
    expect(opening).toContain("20 min");
    expect(englishLeaks(opening, locale)).toEqual([]);
    expect(opening).not.toMatch(/ago|was/);
  });
});

describe("a reminder asked in a third language is read in the language it is written in", () => {
  it.each([
    ["en", "recuérdame en 15 minutos regar las plantas", "regar las plantas"],
    ["pt", "recuérdame en 15 minutos regar las plantas", "regar las plantas"],
    ["fr", "erinnere mich in 10 Minuten an den Ofen", "Ofen"],
    ["nl", "ricordami tra 10 minuti di chiamare Luca", "Luca"],
  ] as const)("%s ZOE: %s", (locale, said, task) => {
    const [op] = extractCommitments(said, locale);
    expect(op?.summary).toContain(task);
    expect(op?.reminder).toBe(true);
  });

  it("a remark in a third language stays a remark", () => {
    expect(extractCommitments("mañana hace sol en Madrid", "en")).toEqual([]);
  });
});

// --- found at the real terminal afterwards (`printf … | main.js start`, twice, 2 minutes apart, Mexico City):
// a reminder missed by a restart that did not span the hourly tick's :30 waited for it, up to an hour.

describe.each(["en", "es", "it"] as const)("outside probe (g), at the real terminal, [%s]: a short downtime", (locale) => {
  const said = { en: "remind me at 16:40 to turn the oven off", es: "recuérdame a las 16:40 apagar el horno", it: "ricordami alle 16:40 di spegnere il forno" }[locale];
  const word = { en: "oven", es: "horno", it: "forno" }[locale];

  it("asked at 16:35, ZOE down from 16:36 to 16:50: the reminder comes at the start, saying 10 minutes late", async () => {
    const clock = new ManualClock(berlin(11, "16:35"));
    let term = await life.open({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale }, clock);
    expect(await term.type(said)).toContain("16:40");
    clock.set(berlin(11, "16:50"));
    term = await life.restart(clock);
    const came = await jumpTo(term, clock, berlin(11, "16:50"));
    expect(lower(came)).toContain(word);
    expect(came).toMatch(/\b10\s?min/);
  });
});

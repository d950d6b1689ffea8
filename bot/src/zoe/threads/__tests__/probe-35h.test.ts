/**
 * Outside probe (h) of issues #35 and #34, written by a tester before running ZOE on it: state and interleavings on
 * the first day, in the terminal, offline, in all seven languages, with fresh words and a pinned clock.
 * In each language the owner: has two loops that share a person ("send the floor plan to Jonas", "send the rental
 * contract to Jonas") and closes with "/done Jonas", "I sent it to Jonas", a bare "done", the loop's own verb in the
 * past (ZOE asks which, never closes the wrong one); closes by number after the list changed and closes one twice;
 * presses Snooze on a reminder at 08:08, 16:10, 22:30 and on Friday at 19:00 (the times offered are ahead and in the
 * owner's language); snoozes in words ("in zwanzig Minuten", "après le déjeuner", "pasado mañana"…) and snoozes the
 * snoozed one again (small talk names the new time); answers the "16:00 or 04:00?" question by button, by "16", by a
 * word for afternoon, or ignores it (the loop is kept, asked again at most once); has a reminder fall due while that
 * question or a "which one?" question is open (the reminder comes at its minute, the question still works); and hears
 * the offline notice once per start, in their language.
 * Pinned clock: Wed 9 Dec 2026 in Berlin (UTC+1); Friday is 11 Dec.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { t, type Locale } from "../../lang/index.ts";
import { englishLeaks } from "../../test-support/english-words.ts";
import { jumpTo, liveUntil, restartableTerminalZoeEachTest, type TerminalZoe } from "../../test-support/terminal-zoe.ts";

interface Day {
  /** Two loops sent to the same person: [sentence, a word only that loop has]. */
  pair: [[string, string], [string, string]];
  /** A third loop, not about that person. */
  third: [string, string];
  /** The person both share. */
  person: string;
  /** "I sent it to Jonas": names only the shared person. */
  sentToPerson: string;
  /** A bare "done", with no follow-up on screen. */
  done: string;
  /** The second loop's own verb in the past: closes that one (asked first). */
  pastSecond: string;
  /** Asked at :x0 for ten minutes later: [sentence, word]. */
  remind10: [string, string];
  /** Typed two minutes after the reminder (at 10:02 for one due 10:00), and the time it snoozes to. */
  snoozeWords: [string, RegExp, string];
  /** "/snooze N <this>": tomorrow morning, said in the language (09:00 per the README). */
  tomorrowMorning: string;
  /** A loop at a bare hour, 4: [sentence, word]. */
  ambiguous: [string, string];
  /** A word for "afternoon" as the answer to "16:00 or 04:00?". */
  afternoon: string;
  /** Small talk. */
  chat: string;
  /** Something else to talk about: no commitment. */
  other: string;
}

const D: Record<Locale, Day> = {
  en: {
    pair: [["I'll send the floor plan to Jonas today", "floor plan"], ["I'll send the rental contract to Jonas tomorrow", "rental contract"]],
    third: ["I need to book the vet for Luna on Thursday", "vet"],
    person: "Jonas",
    sentToPerson: "I sent it to Jonas",
    done: "done",
    pastSecond: "I sent the rental contract to Jonas",
    remind10: ["remind me in 10 minutes to move the laundry to the dryer", "laundry"],
    snoozeWords: ["in half an hour", /10:32/, "10:32"],
    tomorrowMorning: "tomorrow morning",
    ambiguous: ["I'll pick up the cake at 4", "cake"],
    afternoon: "afternoon",
    chat: "what a grey day",
    other: "my sister is visiting next week",
  },
  de: {
    pair: [["Ich schicke Jonas heute den Grundriss", "Grundriss"], ["Ich schicke Jonas morgen den Mietvertrag", "Mietvertrag"]],
    third: ["Ich muss am Donnerstag den Tierarzt für Luna buchen", "Tierarzt"],
    person: "Jonas",
    sentToPerson: "hab's Jonas geschickt",
    done: "erledigt",
    pastSecond: "Ich habe Jonas den Mietvertrag geschickt",
    remind10: ["erinnere mich in 10 Minuten, die Wäsche in den Trockner zu tun", "Wäsche"],
    snoozeWords: ["in zwanzig Minuten", /10:22/, "10:22"],
    tomorrowMorning: "morgen früh",
    ambiguous: ["Ich hole die Torte um 4 ab", "Torte"],
    afternoon: "nachmittags",
    chat: "was für ein grauer Tag heute",
    other: "meine Schwester kommt nächste Woche zu Besuch",
  },
  fr: {
    pair: [["J'envoie le plan de l'appartement à Jonas aujourd'hui", "plan"], ["J'envoie le bail à Jonas demain", "bail"]],
    third: ["Je dois prendre rendez-vous chez le véto pour Luna jeudi", "véto"],
    person: "Jonas",
    sentToPerson: "je l'ai envoyé à Jonas",
    done: "c'est fait",
    pastSecond: "j'ai envoyé le bail à Jonas",
    remind10: ["rappelle-moi dans 10 minutes de mettre le linge au sèche-linge", "linge"],
    snoozeWords: ["après le déjeuner", /14:00/, "14:00"],
    tomorrowMorning: "demain matin",
    ambiguous: ["Je récupère le gâteau à 4h", "gâteau"],
    afternoon: "l'après-midi",
    chat: "quelle journée grise",
    other: "ma sœur vient nous voir la semaine prochaine",
  },
  es: {
    pair: [["Le mando el plano a Jonas hoy", "plano"], ["Le mando el contrato de alquiler a Jonas mañana", "contrato"]],
    third: ["Tengo que pedir cita con el veterinario para Luna el jueves", "veterinario"],
    person: "Jonas",
    sentToPerson: "ya se lo mandé a Jonas",
    done: "listo",
    pastSecond: "le mandé el contrato de alquiler a Jonas",
    remind10: ["recuérdame en 10 minutos pasar la ropa a la secadora", "ropa"],
    snoozeWords: ["pasado mañana", /vie|11/i, "vie"],
    tomorrowMorning: "mañana por la mañana",
    ambiguous: ["Recojo la tarta a las 4", "tarta"],
    afternoon: "de la tarde",
    chat: "qué día más gris",
    other: "mi hermana viene de visita la semana que viene",
  },
  pt: {
    pair: [["Mando a planta ao Jonas hoje", "planta"], ["Mando o contrato de arrendamento ao Jonas amanhã", "contrato"]],
    third: ["Tenho de marcar o veterinário para a Luna na quinta", "veterinário"],
    person: "Jonas",
    sentToPerson: "já mandei ao Jonas",
    done: "feito",
    pastSecond: "mandei o contrato de arrendamento ao Jonas",
    remind10: ["lembra-me daqui a 10 minutos de passar a roupa para a máquina de secar", "roupa"],
    snoozeWords: ["depois do almoço", /14:00/, "14:00"],
    tomorrowMorning: "amanhã de manhã",
    ambiguous: ["Vou buscar o bolo às 4", "bolo"],
    afternoon: "à tarde",
    chat: "que dia cinzento",
    other: "a minha irmã vem cá na próxima semana",
  },
  it: {
    pair: [["Mando la planimetria a Jonas oggi", "planimetria"], ["Mando il contratto d'affitto a Jonas domani", "contratto"]],
    third: ["Devo prenotare il veterinario per Luna giovedì", "veterinario"],
    person: "Jonas",
    sentToPerson: "l'ho mandato a Jonas",
    done: "fatto",
    pastSecond: "ho mandato il contratto d'affitto a Jonas",
    remind10: ["ricordami tra 10 minuti di spostare il bucato nell'asciugatrice", "bucato"],
    snoozeWords: ["fra un'oretta", /11:02/, "11:02"],
    tomorrowMorning: "domani mattina",
    ambiguous: ["Passo a prendere la torta alle 4", "torta"],
    afternoon: "di pomeriggio",
    chat: "che giornata grigia",
    other: "mia sorella viene a trovarci la settimana prossima",
  },
  nl: {
    pair: [["Ik stuur Jonas vandaag de plattegrond", "plattegrond"], ["Ik stuur Jonas morgen het huurcontract", "huurcontract"]],
    third: ["Ik moet donderdag de dierenarts voor Luna boeken", "dierenarts"],
    person: "Jonas",
    sentToPerson: "heb het naar Jonas gestuurd",
    done: "klaar",
    pastSecond: "ik heb het huurcontract naar Jonas gestuurd",
    remind10: ["herinner me over 10 minuten om de was in de droger te doen", "droger"],
    snoozeWords: ["na de lunch", /14:00/, "14:00"],
    tomorrowMorning: "morgenochtend",
    ambiguous: ["Ik haal de taart om 4 uur op", "taart"],
    afternoon: "'s middags",
    chat: "wat een grijze dag",
    other: "mijn zus komt volgende week langs",
  },
};

const life = restartableTerminalZoeEachTest("zoe-probe35h-");
const lower = (s: string) => s.toLowerCase();
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Berlin wall time (UTC+1) on a December 2026 day as an instant. */
const berlin = (day: number, hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return new Date(Date.UTC(2026, 11, day, h - 1, m)).toISOString();
};

/** The number of the button on `screen` whose label contains `label` (case-insensitive), or null. */
const button = (screen: string, label: string) =>
  screen.match(new RegExp(`\\[(\\d)\\]\\s*[^\\[\\n]*?${esc(label)}`, "i"))?.[1] ?? null;
/** The label of button `n` on `screen`. */
const labelOf = (screen: string, n: string) => screen.match(new RegExp(`\\[${n}\\]\\s*([^\\[\\n]*)`))?.[1]?.trim() ?? "";

/** The number `/threads` gave the loop holding `word` in the last list on `screen`, or null. */
function listed(screen: string, word: string): string | null {
  let found: string | null = null;
  for (const line of screen.split("\n")) {
    const m = line.match(/^\s*(\d+)\.\s+th-/);
    if (m && lower(line).includes(lower(word))) found = m[1]!;
  }
  return found;
}

/** Whether `/threads` still lists a loop holding `word`. */
async function isOpen(term: TerminalZoe, word: string): Promise<boolean> {
  const list = await term.type("/threads");
  return list.split("\n").some((l) => /^\s*\d+\.\s+th-/.test(l) && lower(l).includes(lower(word)));
}

/** Follows ZOE's questions to close the loop holding `word`: presses the choice naming it, then Yes. */
async function closeBy(term: TerminalZoe, locale: Locale, screen: string, word: string): Promise<string> {
  let all = screen;
  for (let i = 0; i < 3; i++) {
    const named = button(screen, word);
    const yes = button(screen, t(locale, "btn.yes"));
    const pick = named ?? (yes && lower(screen).includes(lower(word)) ? yes : null);
    if (!pick) break;
    screen = await term.type(pick);
    all += screen;
  }
  return all;
}

/** A clock time HH:MM (or French 14 h 00) read as minutes of the day, every one on `s`. */
const clockTimes = (s: string) => [...s.matchAll(/\b(\d{1,2})\s?[:h]\s?(\d{2})\b/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));

describe.each(Object.keys(D) as Locale[])("outside probe (h), #35/#34, [%s]: state and interleavings on the first day", (locale) => {
  const d = D[locale];
  const env = { ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale };
  const [[firstSaid, first], [secondSaid, second]] = d.pair;

  async function twoLoops(at = "09:00"): Promise<{ term: TerminalZoe; clock: ManualClock }> {
    const clock = new ManualClock(berlin(9, at));
    const term = await life.open(env, clock);
    expect(lower(await term.type(firstSaid))).toContain(lower(first));
    expect(lower(await term.type(secondSaid))).toContain(lower(second));
    return { term, clock };
  }

  it("'/done Jonas' with two loops to Jonas: ZOE asks which, closes nothing, then closes only the one picked", async () => {
    const { term } = await twoLoops();
    const asked = await term.type(`/done ${d.person}`);
    expect(lower(asked)).toContain(lower(first));
    expect(lower(asked)).toContain(lower(second));
    expect(await isOpen(term, first)).toBe(true);
    expect(await isOpen(term, second)).toBe(true);
    const again = await term.type(`/done ${d.person}`);
    await closeBy(term, locale, again, second);
    expect(await isOpen(term, second)).toBe(false);
    expect(await isOpen(term, first)).toBe(true);
  });

  it("'I sent it to Jonas' with two loops to Jonas and no follow-up on screen: ZOE asks which of the two, closes neither", async () => {
    const { term } = await twoLoops();
    const asked = await term.type(d.sentToPerson);
    expect(lower(asked)).toContain(lower(first));
    expect(lower(asked)).toContain(lower(second));
    expect(await isOpen(term, first)).toBe(true);
    expect(await isOpen(term, second)).toBe(true);
  });

  it("a bare 'done' with no follow-up on screen and two loops: ZOE asks which, closes neither", async () => {
    const { term } = await twoLoops();
    const asked = await term.type(d.done);
    expect(lower(asked)).toContain(lower(first));
    expect(lower(asked)).toContain(lower(second));
    expect(await isOpen(term, first)).toBe(true);
    expect(await isOpen(term, second)).toBe(true);
  });

  it("the second loop's verb in the past: ZOE asks about that one, and Yes closes it and only it", async () => {
    const { term } = await twoLoops();
    const asked = await term.type(d.pastSecond);
    expect(lower(asked)).toContain(lower(second));
    expect(await isOpen(term, second)).toBe(true);
    await closeBy(term, locale, asked, second);
    expect(await isOpen(term, second)).toBe(false);
    expect(await isOpen(term, first)).toBe(true);
  });

  it("closing by the numbers the owner saw after the list changed, then the same number twice: never the wrong loop", async () => {
    const { term } = await twoLoops();
    expect(lower(await term.type(d.third[0]))).toContain(lower(d.third[1]));
    const screen = await term.type("/threads");
    const nFirst = listed(screen, first);
    const nThird = listed(screen, d.third[1]);
    expect(nFirst).not.toBeNull();
    expect(nThird).not.toBeNull();
    await term.type(`/done ${nFirst}`);
    // The owner reads the third loop's number on the list they saw, before the close.
    await term.type(`/done ${nThird}`);
    // Sent twice (a double tap): the second one closes nothing else.
    const twice = await term.type(`/done ${nThird}`);
    expect(lower(twice)).not.toContain(lower(second));
    expect(await isOpen(term, first)).toBe(false);
    expect(await isOpen(term, d.third[1])).toBe(false);
    expect(await isOpen(term, second)).toBe(true);
  });

  it("closing a loop already closed, by its words: ZOE says so and the other loop to Jonas stays open", async () => {
    const { term } = await twoLoops();
    const screen = await term.type("/threads");
    await term.type(`/done ${listed(screen, second)}`);
    expect(await isOpen(term, second)).toBe(false);
    const again = await term.type(`/done ${second}`);
    expect(again).not.toMatch(/\[\d\]/);
    expect(await isOpen(term, first)).toBe(true);
    if (locale !== "en") expect(englishLeaks(again, locale, `/done ${second}`)).toEqual([]);
  });

  for (const [name, day, asked, pressed] of [
    ["08:08", 9, "07:58", "08:08"],
    ["16:10", 9, "16:00", "16:10"],
    ["22:30", 9, "21:30", "22:30"],
    ["Friday 19:00", 11, "18:50", "19:00"],
  ] as const) {
    it(`Snooze pressed on a reminder at ${name}: the times offered are ahead, in the owner's language, and the one picked is kept and named`, async () => {
      const clock = new ManualClock(berlin(day, asked));
      const term = await life.open(env, clock);
      const [said, word] = d.remind10;
      await term.type(said);
      const dueAt = new Date(Date.parse(berlin(day, asked)) + 10 * 60_000).toISOString();
      const came = await jumpTo(term, clock, dueAt);
      expect(came).toContain("⏰");
      expect(lower(came)).toContain(lower(word));
      const snooze = button(came, t(locale, "btn.snooze"));
      expect(snooze).not.toBeNull();
      clock.set(berlin(day, pressed));
      const choices = await term.type(snooze ?? "9");
      expect(choices).toMatch(/\[2\]/);
      if (locale !== "en") expect(englishLeaks(choices, locale, "")).toEqual([]);
      const [ph, pm] = pressed.split(":").map(Number) as [number, number];
      const now = ph * 60 + pm;
      const tonight = t(locale, "btn.snoozeTonight", { time: "" }).trim();
      const thisMorning = t(locale, "btn.snoozeThisMorning", { time: "" }).trim();
      const tonightN = button(choices, tonight);
      if (tonightN) for (const m of clockTimes(labelOf(choices, tonightN))) expect(m).toBeGreaterThan(now);
      if (now >= 8 * 60) expect(button(choices, thisMorning)).toBeNull();
      const morning = button(choices, t(locale, "btn.snoozeTomorrowMorning", { time: "" }).trim());
      expect(morning).not.toBeNull();
      if (morning) for (const m of clockTimes(labelOf(choices, morning))) expect(m).toBeGreaterThanOrEqual(7 * 60);
      const pick = tonightN ?? morning ?? "9";
      const when = clockTimes(labelOf(choices, pick))[0];
      const put = await term.type(pick);
      expect(when).toBeDefined();
      const hhmm = `${String(Math.floor((when ?? 0) / 60)).padStart(2, "0")}:${String((when ?? 0) % 60).padStart(2, "0")}`;
      expect(put).toContain(hhmm);
      const talk = await term.type(d.chat);
      expect(talk).toContain(hhmm);
    });
  }

  it("a snooze typed in words two minutes after the reminder, then the snoozed one snoozed again: small talk names the newest time", async () => {
    const clock = new ManualClock(berlin(9, "09:50"));
    const term = await life.open(env, clock);
    const [said, word] = d.remind10;
    await term.type(said);
    expect(await jumpTo(term, clock, berlin(9, "10:00"))).toContain("⏰");
    clock.set(berlin(9, "10:02"));
    const [words, when, whenText] = d.snoozeWords;
    const put = await term.type(words);
    expect(put).toMatch(when);
    const talk = await term.type(d.chat);
    expect(talk).toMatch(when);
    clock.set(berlin(9, "10:05"));
    const n = listed(await term.type("/threads"), word);
    expect(n).not.toBeNull();
    const again = await term.type(`/snooze ${n} ${d.tomorrowMorning}`);
    expect(again).toContain("09:00");
    const later = await term.type(d.chat);
    expect(later).toContain("09:00");
    expect(later).not.toContain(whenText);
  });

  it("'at 4' answered by the button: the loop is due 16:00 today", async () => {
    const clock = new ManualClock(berlin(9, "11:00"));
    const term = await life.open(env, clock);
    const [said, word] = d.ambiguous;
    const asked = await term.type(said);
    expect(asked).toContain("16:00");
    expect(asked).toContain("04:00");
    const pm = button(asked, "16:00");
    expect(pm).not.toBeNull();
    const set = await term.type(pm ?? "9");
    expect(set).toContain("16:00");
    const list = await term.type("/threads");
    expect(list.split("\n").some((l) => lower(l).includes(lower(word)) && l.includes("16:00"))).toBe(true);
  });

  it("'at 4' answered by typing '16': the loop is due 16:00 today", async () => {
    const clock = new ManualClock(berlin(9, "11:00"));
    const term = await life.open(env, clock);
    const [said, word] = d.ambiguous;
    await term.type(said);
    const set = await term.type("16");
    expect(set).toContain("16:00");
    const list = await term.type("/threads");
    expect(list.split("\n").some((l) => lower(l).includes(lower(word)) && l.includes("16:00"))).toBe(true);
  });

  it("'at 4' answered with the word for afternoon: the loop is due 16:00 today", async () => {
    const clock = new ManualClock(berlin(9, "11:00"));
    const term = await life.open(env, clock);
    const [said, word] = d.ambiguous;
    await term.type(said);
    const set = await term.type(d.afternoon);
    expect(set).toContain("16:00");
    const list = await term.type("/threads");
    expect(list.split("\n").some((l) => lower(l).includes(lower(word)) && l.includes("16:00"))).toBe(true);
  });

  it("'at 4' ignored while the owner talks about something else: the loop is kept, the hour asked again at most once", async () => {
    const clock = new ManualClock(berlin(9, "11:00"));
    const term = await life.open(env, clock);
    const [said, word] = d.ambiguous;
    await term.type(said);
    let after = "";
    for (const line of [d.other, d.chat, d.chat]) {
      clock.set(new Date(clock.now().getTime() + 60_000).toISOString());
      after += await term.type(line);
    }
    after += await liveUntil(term, clock, berlin(9, "13:30"));
    const askedAgain = after.split("zoe>").filter((m) => m.includes("16:00") && m.includes("04:00")).length;
    expect(askedAgain).toBeLessThanOrEqual(1);
    expect(await isOpen(term, word)).toBe(true);
  });

  it("a reminder falls due while the hour question is open: it comes at its minute, and '16' still answers the question", async () => {
    const clock = new ManualClock(berlin(9, "14:00"));
    const term = await life.open(env, clock);
    const [remind, laundry] = d.remind10;
    await term.type(remind);
    clock.set(berlin(9, "14:02"));
    const [said, word] = d.ambiguous;
    expect(await term.type(said)).toContain("04:00");
    const came = await jumpTo(term, clock, berlin(9, "14:10"));
    expect(came).toContain("⏰");
    expect(lower(came)).toContain(lower(laundry));
    clock.set(berlin(9, "14:11"));
    const set = await term.type("16");
    expect(set).toContain("16:00");
    const list = await term.type("/threads");
    expect(list.split("\n").some((l) => lower(l).includes(lower(word)) && l.includes("16:00"))).toBe(true);
    expect(await isOpen(term, laundry)).toBe(true);
  });

  it("a reminder falls due while 'which one?' is open: it comes at its minute, and the loop's number from that list still closes only it", async () => {
    const clock = new ManualClock(berlin(9, "09:00"));
    const term = await life.open(env, clock);
    await term.type(firstSaid);
    await term.type(secondSaid);
    const [remind, laundry] = d.remind10;
    await term.type(remind);
    clock.set(berlin(9, "09:05"));
    const which = await term.type(`/done ${d.person}`);
    const n = button(which, second);
    expect(n).not.toBeNull();
    const came = await jumpTo(term, clock, berlin(9, "09:10"));
    expect(came).toContain("⏰");
    expect(lower(came)).toContain(lower(laundry));
    clock.set(berlin(9, "09:11"));
    const pressed = await term.type(n ?? "9");
    await closeBy(term, locale, pressed, second);
    expect(await isOpen(term, first)).toBe(true);
    expect(await isOpen(term, laundry)).toBe(true);
    expect(await isOpen(term, second)).toBe(false);
  });

  it("the offline notice is said once per start, in the owner's language", async () => {
    const clock = new ManualClock(berlin(9, "12:00"));
    let term = await life.open(env, clock);
    const notice = t(locale, "offline.reply").split(/[.!]/)[0]!;
    let talk = "";
    for (const line of [d.chat, d.other, d.chat]) talk += await term.type(line);
    expect(talk.split(notice).length - 1).toBe(1);
    if (locale !== "en") expect(englishLeaks(talk, locale, d.chat + " " + d.other)).toEqual([]);
    clock.set(berlin(9, "12:30"));
    term = await life.restart(clock);
    let again = "";
    for (const line of [d.chat, d.chat]) again += await term.type(line);
    expect(again.split(notice).length - 1).toBe(1);
  });

  it.todo("the terminal owner's loops offered over on first Telegram pairing (not probed here: needs the Telegram emulator; access/carry.e2e covers it)");
});

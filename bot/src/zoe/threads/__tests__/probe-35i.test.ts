/**
 * Outside probe (i) of issue #35, written by a tester before running ZOE on it: "keep every promise at the minute
 * named", with the owner's own ways of naming the minute and of changing their mind, in the terminal, offline, in all
 * seven languages, with fresh words and a pinned clock.
 * In each language the owner: asks for reminders in relative times as people say them ("in a couple of minutes",
 * "in 'ner Viertelstunde", "dans 1h30", "fra mezz'oretta", "over anderhalf uur") while writing every minute; at clock
 * times in the language's own forms ("at 17.45", "um viertel vor sechs", "à 18h moins le quart", "om half zes" =
 * 17:30); changes a pending reminder in words (ten minutes later, another time, cancel it, which reminders are there);
 * asks for two reminders at the same minute, one in another language's words; and says "remind me" with no time,
 * then answers ZOE's "when?". Each reminder comes at its minute, not a minute before, once, as a reminder (no
 * question) with Done and Snooze in the owner's language.
 * Pinned clock: Thu 10 Dec 2026 in Berlin (UTC+1).
 * Must never: read the wall clock, start a server.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { t, type Locale } from "../../lang/index.ts";
import { englishLeaks } from "../../test-support/english-words.ts";
import { jumpTo, terminalZoeEachTest, type TerminalZoe } from "../../test-support/terminal-zoe.ts";

/** [sentence, a word the reminder must name, the Berlin minute it is due]. */
type Ask = [string, string, string];

interface Day {
  /** Asked at 10:03: relative times as people say them. */
  relative: [Ask, Ask];
  /** Asked at 10:03: clock times in the language's own forms. */
  clock: [Ask, Ask];
  /** Asked at 10:03, due 10:23: the reminder the owner then changes. */
  pending: Ask;
  /** "make it 10 minutes later": due 10:33 then. */
  later: string;
  /** "actually at 16:15". */
  moveTo: string;
  /** "cancel that reminder". */
  cancel: string;
  /** "what reminders do I have?". */
  which: string;
  /** Asked at 10:00 in the owner's words, due 11:00. */
  inAnHour: Ask;
  /** Asked at 10:00, due 11:00, said as a clock time: the NEXT language's one is used, in its words. */
  atEleven: Ask;
  /** "remind me …" with no time, asked at 10:03, and the answer typed to ZOE's "when?" (20 minutes: 10:23). */
  noTime: [string, string, string];
  /** Small talk typed every minute. */
  chat: string;
}

const D: Record<Locale, Day> = {
  en: {
    relative: [
      ["remind me in a couple of minutes to flip the pancakes", "pancakes", "10:05"],
      ["remind me in half an hour to water the basil", "basil", "10:33"],
    ],
    clock: [
      ["remind me at 17.45 to collect the dry cleaning", "dry cleaning", "17:45"],
      ["remind me at quarter past four to ring the garage", "garage", "16:15"],
    ],
    pending: ["remind me in 20 minutes to text Priya about the tickets", "Priya", "10:23"],
    later: "make it 10 minutes later",
    moveTo: "actually, at 16:15",
    cancel: "cancel that reminder",
    which: "what reminders do I have?",
    inAnHour: ["remind me in an hour to feed the cat", "cat", "11:00"],
    atEleven: ["remind me at 11:00 to move the car", "car", "11:00"],
    noTime: ["remind me to defrost the chicken", "chicken", "in 20 minutes"],
    chat: "the coffee here is terrible",
  },
  de: {
    relative: [
      ["erinnere mich in 'ner Viertelstunde, die Pflanzen zu gießen", "Pflanzen", "10:18"],
      ["erinnere mich in anderthalb Stunden an den Kuchen im Ofen", "Kuchen", "11:33"],
    ],
    clock: [
      ["erinnere mich um viertel vor sechs an die Apotheke", "Apotheke", "17:45"],
      ["erinnere mich um 16.20 Uhr, den Müll rauszubringen", "Müll", "16:20"],
    ],
    pending: ["erinnere mich in 20 Minuten, Priya wegen der Karten zu schreiben", "Priya", "10:23"],
    later: "mach 10 Minuten später draus",
    moveTo: "doch lieber um 16:15",
    cancel: "lösch die Erinnerung",
    which: "welche Erinnerungen habe ich?",
    inAnHour: ["erinnere mich in einer Stunde, die Katze zu füttern", "Katze", "11:00"],
    atEleven: ["erinnere mich um 11:00, das Auto umzuparken", "Auto", "11:00"],
    noTime: ["erinnere mich daran, das Hähnchen aufzutauen", "Hähnchen", "in 20 Minuten"],
    chat: "der Kaffee hier ist furchtbar",
  },
  fr: {
    relative: [
      ["rappelle-moi dans une demi-heure de sortir le linge", "linge", "10:33"],
      ["rappelle-moi dans 1h30 d'appeler le plombier", "plombier", "11:33"],
    ],
    clock: [
      ["rappelle-moi à 18h moins le quart de passer à la pharmacie", "pharmacie", "17:45"],
      ["rappelle-moi à 16h15 d'arroser les tomates", "tomates", "16:15"],
    ],
    pending: ["rappelle-moi dans 20 minutes d'écrire à Priya pour les billets", "Priya", "10:23"],
    later: "mets-le 10 minutes plus tard",
    moveTo: "en fait, à 16h15",
    cancel: "annule ce rappel",
    which: "quels rappels j'ai ?",
    inAnHour: ["rappelle-moi dans une heure de nourrir le chat", "chat", "11:00"],
    atEleven: ["rappelle-moi à 11h de déplacer la voiture", "voiture", "11:00"],
    noTime: ["rappelle-moi de décongeler le poulet", "poulet", "dans 20 minutes"],
    chat: "le café ici est affreux",
  },
  es: {
    relative: [
      ["recuérdame en un cuarto de hora sacar la ropa de la lavadora", "lavadora", "10:18"],
      ["recuérdame dentro de media hora llamar a Lucía", "Lucía", "10:33"],
    ],
    clock: [
      ["recuérdame a las seis menos cuarto pasar por la farmacia", "farmacia", "17:45"],
      ["recuérdame a las cuatro y media recoger a Pablo", "Pablo", "16:30"],
    ],
    pending: ["recuérdame en 20 minutos escribirle a Priya por las entradas", "Priya", "10:23"],
    later: "ponlo 10 minutos más tarde",
    moveTo: "mejor a las 16:15",
    cancel: "cancela ese recordatorio",
    which: "¿qué recordatorios tengo?",
    inAnHour: ["recuérdame en una hora dar de comer al gato", "gato", "11:00"],
    atEleven: ["recuérdame a las 11:00 mover el coche", "coche", "11:00"],
    noTime: ["recuérdame descongelar el pollo", "pollo", "en 20 minutos"],
    chat: "el café de aquí es horrible",
  },
  pt: {
    relative: [
      ["lembra-me daqui a meia hora de tirar o bolo do forno", "bolo", "10:33"],
      ["lembra-me daqui a 1h de ligar ao canalizador", "canalizador", "11:03"],
    ],
    clock: [
      ["lembra-me às quinze para as seis de passar na farmácia", "farmácia", "17:45"],
      ["lembra-me às 16h20 de regar as plantas", "plantas", "16:20"],
    ],
    pending: ["lembra-me daqui a 20 minutos de mandar mensagem à Priya sobre os bilhetes", "Priya", "10:23"],
    later: "põe 10 minutos mais tarde",
    moveTo: "afinal às 16:15",
    cancel: "cancela esse lembrete",
    which: "que lembretes tenho?",
    inAnHour: ["lembra-me daqui a uma hora de dar comida ao gato", "gato", "11:00"],
    atEleven: ["lembra-me às 11:00 de mudar o carro de lugar", "carro", "11:00"],
    noTime: ["lembra-me de descongelar o frango", "frango", "daqui a 20 minutos"],
    chat: "o café aqui é péssimo",
  },
  it: {
    relative: [
      ["ricordami tra un quarto d'ora di spegnere il forno", "forno", "10:18"],
      ["ricordami fra mezz'oretta di chiamare Giulia", "Giulia", "10:33"],
    ],
    clock: [
      ["ricordami alle sei meno un quarto di passare in farmacia", "farmacia", "17:45"],
      ["ricordami alle 16 e 20 di ritirare il pacco", "pacco", "16:20"],
    ],
    pending: ["ricordami tra 20 minuti di scrivere a Priya per i biglietti", "Priya", "10:23"],
    later: "spostalo di 10 minuti più tardi",
    moveTo: "anzi, alle 16:15",
    cancel: "annulla quel promemoria",
    which: "che promemoria ho?",
    inAnHour: ["ricordami tra un'ora di dare da mangiare al gatto", "gatto", "11:00"],
    atEleven: ["ricordami alle 11:00 di spostare la macchina", "macchina", "11:00"],
    noTime: ["ricordami di scongelare il pollo", "pollo", "tra 20 minuti"],
    chat: "il caffè qui è terribile",
  },
  nl: {
    relative: [
      ["herinner me over een kwartiertje aan de was", "was", "10:18"],
      ["herinner me over anderhalf uur om de fietsband te plakken", "fietsband", "11:33"],
    ],
    clock: [
      ["herinner me om kwart voor zes aan de apotheek", "apotheek", "17:45"],
      ["herinner me om half zes aan de vuilnisbak", "vuilnisbak", "17:30"],
    ],
    pending: ["herinner me over 20 minuten om Priya over de kaartjes te appen", "Priya", "10:23"],
    later: "maak er 10 minuten later van",
    moveTo: "toch maar om 16:15",
    cancel: "annuleer die herinnering",
    which: "welke herinneringen heb ik?",
    inAnHour: ["herinner me over een uur om de kat eten te geven", "kat", "11:00"],
    atEleven: ["herinner me om 11:00 aan de auto verzetten", "auto", "11:00"],
    noTime: ["herinner me eraan de kip te ontdooien", "kip", "over 20 minuten"],
    chat: "de koffie hier is vreselijk",
  },
};

const LOCALES = Object.keys(D) as Locale[];
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const lower = (s: string) => s.toLowerCase();

/** Berlin wall time (UTC+1) on Thu 10 Dec 2026 as an instant. */
const berlin = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return new Date(Date.UTC(2026, 11, 10, h - 1, m)).toISOString();
};
/** The Berlin minute `minutes` after `hhmm`, as HH:MM. */
const plus = (hhmm: string, minutes: number) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const all = h * 60 + m + minutes;
  return `${String(Math.floor(all / 60)).padStart(2, "0")}:${String(all % 60).padStart(2, "0")}`;
};

/** The number of the button on `screen` whose label contains `label` (case-insensitive), or null. */
const button = (screen: string, label: string) =>
  screen.match(new RegExp(`\\[(\\d)\\]\\s*[^\\[\\n]*?${esc(label)}`, "i"))?.[1] ?? null;

/** The reminder lines ("⏰ …") on `screen` that name `word`. */
const reminders = (screen: string, word: string) =>
  screen.split("\n").filter((l) => l.includes("⏰") && lower(l).includes(lower(word)));

/**
 * Says `sentence`; when ZOE asks which time was meant (15:00 or 03:00?) with buttons, presses the one naming `due`.
 * Returns all ZOE said.
 */
async function ask(term: TerminalZoe, sentence: string, due: string): Promise<string> {
  let screen = await term.type(sentence);
  const pick = !screen.includes("⏰") ? button(screen, due) : null;
  if (pick) screen += await term.type(pick);
  return screen;
}

/** What the reminder naming `word` looks like when it comes: a reminder, not a question, Done and Snooze, the owner's language. */
function expectReminder(locale: Locale, screen: string, word: string): void {
  const lines = reminders(screen, word);
  expect(lines, `a reminder naming ${word}`).toHaveLength(1);
  expect(lines[0]).not.toContain("?");
  expect(button(screen, t(locale, "btn.done"))).not.toBeNull();
  expect(button(screen, t(locale, "btn.snooze"))).not.toBeNull();
  if (locale !== "en") expect(englishLeaks(lines[0]!, locale, word)).toEqual([]);
}

/** Lives from now to `to` minute by minute, running what is due; the owner types `chat` at each minute when given. */
async function minuteByMinute(term: TerminalZoe, clock: ManualClock, from: string, to: string, chat?: string): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  for (let at = from; at <= to; at = plus(at, 1)) {
    let out = await jumpTo(term, clock, berlin(at));
    if (chat) out += await term.type(chat);
    seen.set(at, out);
  }
  return seen;
}

/** Checks a reminder naming `word` came at `due` exactly, once, in what `seen` holds minute by minute. */
function expectAtOnly(locale: Locale, seen: Map<string, string>, word: string, due: string): void {
  for (const [at, out] of seen) {
    if (at === due) expectReminder(locale, out, word);
    else expect(reminders(out, word), `nothing about ${word} at ${at} (due ${due})`).toEqual([]);
  }
}

const open = terminalZoeEachTest("zoe-probe35i-");

describe.each(LOCALES)("outside probe (i), #35, [%s]: every promise at the minute named", (locale) => {
  const d = D[locale];
  const env = { ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale };

  it("two reminders in relative times as people say them, while the owner writes every minute: each at its minute, once", async () => {
    const clock = new ManualClock(berlin("10:03"));
    const term = await open(env, clock);
    for (const [said, , due] of d.relative) await ask(term, said, due);
    const last = d.relative.map((r) => r[2]).sort().at(-1)!;
    const seen = await minuteByMinute(term, clock, "10:04", plus(last, 3), d.chat);
    for (const [, word, due] of d.relative) expectAtOnly(locale, seen, word, due);
  });

  for (const i of [0, 1] as const) {
    it(`a clock time in the language's own form (${d.clock[i][0]}): set for that minute and reminded at it, not a minute before`, async () => {
      const [said, word, due] = d.clock[i];
      const clock = new ManualClock(berlin("10:03"));
      const term = await open(env, clock);
      const set = await ask(term, said, due);
      expect(set).toContain(due);
      expect(reminders(await jumpTo(term, clock, berlin(plus(due, -1))), word)).toEqual([]);
      expectReminder(locale, await jumpTo(term, clock, berlin(due)), word);
      expect(reminders(await jumpTo(term, clock, berlin(plus(due, 5))), word)).toEqual([]);
    });
  }

  it("'make it 10 minutes later' on a pending reminder: it comes at the new minute only, once", async () => {
    const clock = new ManualClock(berlin("10:03"));
    const term = await open(env, clock);
    const [said, word, due] = d.pending;
    await ask(term, said, due);
    clock.set(berlin("10:05"));
    expect(await term.type(d.later)).toContain(plus(due, 10));
    const seen = await minuteByMinute(term, clock, "10:06", plus(due, 14));
    expectAtOnly(locale, seen, word, plus(due, 10));
  });

  it("'actually at 16:15' on a pending reminder: it comes at 16:15 only, once", async () => {
    const clock = new ManualClock(berlin("10:03"));
    const term = await open(env, clock);
    const [said, word, due] = d.pending;
    await ask(term, said, due);
    clock.set(berlin("10:05"));
    expect(await term.type(d.moveTo)).toContain("16:15");
    expect(reminders(await jumpTo(term, clock, berlin(due)), word)).toEqual([]);
    expect(reminders(await jumpTo(term, clock, berlin("16:14")), word)).toEqual([]);
    expectReminder(locale, await jumpTo(term, clock, berlin("16:15")), word);
    expect(reminders(await jumpTo(term, clock, berlin("16:20")), word)).toEqual([]);
  });

  it("'cancel that reminder': it never comes, and the list no longer holds it", async () => {
    const clock = new ManualClock(berlin("10:03"));
    const term = await open(env, clock);
    const [said, word, due] = d.pending;
    await ask(term, said, due);
    clock.set(berlin("10:05"));
    await term.type(d.cancel);
    const list = await term.type("/threads");
    expect(lower(list)).not.toContain(lower(word));
    for (const at of [due, plus(due, 1), "11:00"]) expect(reminders(await jumpTo(term, clock, berlin(at)), word)).toEqual([]);
  });

  it("'what reminders do I have?': both pending reminders, each with its time, in the owner's language", async () => {
    const clock = new ManualClock(berlin("10:03"));
    const term = await open(env, clock);
    await ask(term, d.pending[0], d.pending[2]);
    await ask(term, d.clock[0][0], d.clock[0][2]);
    clock.set(berlin("10:05"));
    const answer = await term.type(d.which);
    for (const [, word, due] of [d.pending, d.clock[0]]) {
      expect(answer.split("\n").some((l) => lower(l).includes(lower(word)) && l.includes(due)), `${word} at ${due}`).toBe(true);
    }
    if (locale !== "en") expect(englishLeaks(answer, locale, `${d.pending[0]} ${d.clock[0][0]}`)).toEqual([]);
  });

  it("two reminders for the same minute, one in another language's words: both come at 11:00, while the owner writes", async () => {
    const next = LOCALES[(LOCALES.indexOf(locale) + 1) % LOCALES.length]!;
    const clock = new ManualClock(berlin("10:00"));
    const term = await open(env, clock);
    await ask(term, d.inAnHour[0], "11:00");
    await ask(term, D[next].atEleven[0], "11:00");
    await jumpTo(term, clock, berlin("10:30"));
    const seen = await minuteByMinute(term, clock, "10:57", "11:03", d.chat);
    const at11 = seen.get("11:00")!;
    expect(reminders(at11, d.inAnHour[1]), `${d.inAnHour[1]} at 11:00`).toHaveLength(1);
    expect(reminders(at11, D[next].atEleven[1]), `${D[next].atEleven[1]} at 11:00`).toHaveLength(1);
    for (const [at, out] of seen) {
      if (at === "11:00") continue;
      expect(reminders(out, d.inAnHour[1])).toEqual([]);
      expect(reminders(out, D[next].atEleven[1])).toEqual([]);
    }
  });

  it("'remind me' with no time: ZOE asks when, keeps the typed answer's minute and reminds then, once", async () => {
    const clock = new ManualClock(berlin("10:03"));
    const term = await open(env, clock);
    const [said, word, answer] = d.noTime;
    const question = await term.type(said);
    expect(question).toContain("?");
    expect(question).not.toContain("⏰");
    clock.set(berlin("10:04"));
    expect(await term.type(answer)).toContain("10:24");
    const seen = await minuteByMinute(term, clock, "10:05", "10:28");
    expectAtOnly(locale, seen, word, "10:24");
  });
});

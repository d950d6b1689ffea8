/**
 * Outside probe (d) of issue #35, written by a tester before running ZOE on it: the rest of the
 * first day, in the terminal, in all seven languages. In each language the owner, with fresh words:
 * presses Snooze on a reminder in the evening and reads choices in their own language; puts one off
 * "maybe tonight" in words (tonight, not tomorrow 08:00) and chats after it (the old minute is not
 * called due); chats offline three times (the offline notice once); tracks two loops that share a word and
 * closes them by number, by `/done word` (which one? asked) and by saying it; states a commitment at
 * a bare hour 4 (16:00 or 04:00? asked, with choices).
 * The pasted API key is in conversation/__tests__/probe-35d.e2e.test.ts (it starts a fake model), pairing in
 * access/__tests__/probe-35d.test.ts.
 * Pinned clock: Fri 4 Dec 2026 in Berlin (UTC+1).
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import { t, type Locale } from "../../lang/index.ts";
import { jumpTo, terminalZoeEachTest, type TerminalZoe } from "../../test-support/terminal-zoe.ts";

interface Day {
  /** A reminder in 5 minutes, and its word. */
  inFive: [string, string];
  /** A reminder in 10 minutes, and its word. */
  inTen: [string, string];
  /** "not yet, maybe tonight" in the owner's words, and how the answer may name tonight. */
  tonight: [string, RegExp];
  /** Small talk after the snooze. */
  chat: string;
  /** Three lines of small talk. */
  smallTalk: [string, string, string];
  /** Two loops sharing a word: [first, its own word], [second, its own word], the shared word, saying the second is done. */
  pair: { first: [string, string]; second: [string, string]; shared: string; saidSecond: string };
  /** A commitment at a bare hour 4. */
  bareFour: string;
}

const DAYS: Record<Locale, Day> = {
  en: {
    inFive: ["remind me in 5 minutes to turn off the hob", "hob"],
    inTen: ["remind me in 10 minutes to fold the washing", "washing"],
    tonight: ["nah not yet, probably later this evening", /tonight|this evening/i],
    chat: "cool thanks",
    smallTalk: ["hey", "long day today", "what's the weather like"],
    pair: { first: ["I'll send the invoice to Petra tomorrow", "Petra"], second: ["I have to double-check the invoice totals on Monday", "totals"], shared: "invoice", saidSecond: "ok I double-checked the invoice totals" },
    bareFour: "I'll pick up the dry cleaning at 4",
  },
  de: {
    inFive: ["erinnere mich in 5 Minuten daran, den Herd auszumachen", "Herd"],
    inTen: ["erinner mich in 10 Minuten an die Wäsche", "Wäsche"],
    tonight: ["noch nicht, vielleicht heute Abend", /heute Abend|abends/i],
    chat: "ok danke dir",
    smallTalk: ["hallo", "langer Tag heute", "wie ist das Wetter so"],
    pair: { first: ["Ich schicke Petra morgen die Rechnung", "Petra"], second: ["Ich muss am Montag die Beträge auf der Rechnung prüfen", "Beträge"], shared: "Rechnung", saidSecond: "hab die Beträge auf der Rechnung geprüft" },
    bareFour: "Ich hole um 4 die Sachen von der Reinigung ab",
  },
  fr: {
    inFive: ["rappelle-moi dans 5 minutes d'éteindre la plaque", "plaque"],
    inTen: ["rappelle-moi dans 10 minutes de plier le linge", "linge"],
    tonight: ["pas encore, peut-être plus tard ce soir", /ce soir/i],
    chat: "ok merci",
    smallTalk: ["salut", "longue journée aujourd'hui", "il fait quel temps"],
    pair: { first: ["J'envoie la facture à Petra demain", "Petra"], second: ["Je dois vérifier les montants de la facture lundi", "montants"], shared: "facture", saidSecond: "j'ai vérifié les montants de la facture" },
    bareFour: "Je récupère les vêtements au pressing à quatre heures",
  },
  es: {
    inFive: ["recuérdame en 5 minutos apagar la vitro", "vitro"],
    inTen: ["recuérdame en 10 minutos doblar la ropa", "ropa"],
    tonight: ["aún no, a lo mejor esta noche", /esta noche|noche/i],
    chat: "vale gracias",
    smallTalk: ["hola", "qué día más largo", "qué tiempo hace"],
    pair: { first: ["Mañana le mando la factura a Petra", "Petra"], second: ["Tengo que revisar los importes de la factura el lunes", "importes"], shared: "factura", saidSecond: "ya revisé los importes de la factura" },
    bareFour: "Recojo la ropa de la tintorería a las cuatro",
  },
  pt: {
    inFive: ["lembra-me daqui a 5 minutos de desligar o fogão", "fogão"],
    inTen: ["lembra-me daqui a 10 minutos de dobrar a roupa", "roupa"],
    tonight: ["ainda não, se calhar logo à noite", /noite/i],
    chat: "ok obrigado",
    smallTalk: ["olá", "dia comprido hoje", "como está o tempo"],
    pair: { first: ["Amanhã mando a fatura à Petra", "Petra"], second: ["Tenho de verificar os valores da fatura na segunda", "valores"], shared: "fatura", saidSecond: "já verifiquei os valores da fatura" },
    bareFour: "Vou buscar a roupa à lavandaria às quatro",
  },
  it: {
    inFive: ["ricordami tra 5 minuti di spegnere il fornello", "fornello"],
    inTen: ["ricordami tra 10 minuti di piegare il bucato", "bucato"],
    tonight: ["non ancora, magari stasera", /stasera|sera/i],
    chat: "ok grazie",
    smallTalk: ["ciao", "giornata lunga oggi", "che tempo fa"],
    pair: { first: ["Domani mando la fattura a Petra", "Petra"], second: ["Devo controllare gli importi della fattura lunedì", "importi"], shared: "fattura", saidSecond: "ho controllato gli importi della fattura" },
    bareFour: "Passo a ritirare i vestiti in lavanderia alle quattro",
  },
  nl: {
    inFive: ["herinner me over 5 minuten eraan het fornuis uit te zetten", "fornuis"],
    inTen: ["herinner me over 10 minuten aan de was", "was"],
    tonight: ["nog niet, misschien vanavond", /vanavond|avond/i],
    chat: "oké bedankt",
    smallTalk: ["hoi", "lange dag vandaag", "wat voor weer is het"],
    pair: { first: ["Ik stuur morgen de factuur naar Petra", "Petra"], second: ["Ik moet maandag de bedragen op de factuur nakijken", "bedragen"], shared: "factuur", saidSecond: "heb de bedragen op de factuur nagekeken" },
    bareFour: "Ik haal om vier uur de kleren bij de stomerij op",
  },
};

// English-only words ("minutes" is French too: the first run flagged "Dans 10 minutes", a fault of this list, not of ZOE).
const ENGLISH_CHOICE_WORDS = /\b(in an hour|hour|tonight|tomorrow|morning|pick a day)\b/i;

const openTerminal = terminalZoeEachTest("zoe-probe35d-");

const lower = (s: string) => s.toLowerCase();
const count = (hay: string, needle: string) => hay.split(needle).length - 1;

describe.each(Object.keys(DAYS) as Locale[])("outside probe (d), #35, [%s]: the rest of the first day, in the terminal", (locale) => {
  const day = DAYS[locale];

  async function open(iso = "2026-12-04T13:00:00Z", env: Record<string, string> = {}): Promise<{ term: TerminalZoe; clock: ManualClock }> {
    const clock = new ManualClock(iso);
    const term = await openTerminal({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale, ...env }, clock);
    return { term, clock };
  }

  it("in the evening, Snooze on a reminder offers at least four times, in the owner's language", async () => {
    const { term, clock } = await open("2026-12-04T17:40:00Z"); // 18:40
    const set = await term.type(day.inFive[0]);
    expect(set).toContain("18:45");
    const came = await jumpTo(term, clock, "2026-12-04T17:45:00Z");
    expect(came).toContain("⏰");
    clock.set("2026-12-04T17:45:20Z");
    const choices = await term.type("2");
    expect(choices.match(/\[\d\]/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
    if (locale !== "en") expect(choices).not.toMatch(ENGLISH_CHOICE_WORDS);
  });

  it("'not yet, maybe tonight' said in words puts it off to tonight, not tomorrow 08:00; small talk then does not call it due at the old minute", async () => {
    const { term, clock } = await open("2026-12-04T15:20:00Z"); // 16:20
    const set = await term.type(day.inTen[0]);
    expect(lower(set)).toContain(lower(day.inTen[1]));
    expect(set).toContain("16:30");
    expect(await jumpTo(term, clock, "2026-12-04T15:30:00Z")).toContain("⏰");
    clock.set("2026-12-04T15:31:00Z");
    const put = await term.type(day.tonight[0]);
    expect(put).not.toContain("08:00");
    expect(put).toMatch(new RegExp(`${day.tonight[1].source}|\\b(1[7-9]|2[01])[:.h]\\d\\d\\b`, "i"));
    clock.set("2026-12-04T15:33:00Z");
    const chat = await term.type(day.chat);
    expect(chat).not.toContain("16:30");
  });

  it("offline, three lines of small talk: the offline notice comes once, not per message", async () => {
    const { term, clock } = await open();
    for (const [i, line] of day.smallTalk.entries()) {
      clock.set(`2026-12-04T13:0${i + 1}:00Z`);
      await term.type(line);
    }
    expect(count(term.output(), t(locale, "offline.reply"))).toBe(1);
  });

  it("two loops sharing a word: /threads numbers them, '/done <shared word>' asks which, a number closes one, saying the other is done closes it", async () => {
    const { term, clock } = await open();
    const { first, second, shared, saidSecond } = day.pair;
    expect(lower(await term.type(first[0]))).toContain(lower(first[1]));
    expect(lower(await term.type(second[0]))).toContain(lower(second[1]));
    const list = await term.type("/threads");
    const numbered = list.split("\n").filter((l) => /^\s*\d+\.\s/.test(l));
    expect(numbered.length).toBe(2);
    const asked = await term.type(`/done ${shared}`);
    expect(lower(asked)).toContain(lower(first[1]));
    expect(lower(asked)).toContain(lower(second[1]));
    expect(asked).toContain("[2]");
    // Nothing closed by the question alone: answer it with neither, then check the list.
    const still = lower(await term.type("/threads"));
    expect(still).toContain(lower(first[1]));
    expect(still).toContain(lower(second[1]));
    const firstNo = still.split("\n").find((l) => l.includes(lower(first[1])))!.match(/^\s*(\d+)\./)![1];
    await term.type(`/done ${firstNo}`);
    const after = lower(await term.type("/threads"));
    expect(after).not.toContain(lower(first[1]));
    expect(after).toContain(lower(second[1]));
    clock.set("2026-12-04T14:00:00Z");
    const close = await term.type(saidSecond);
    expect(lower(close)).toContain(lower(second[1]));
    expect(close).toContain("[1]");
    await term.type("1");
    expect(lower(await term.type("/threads"))).not.toContain(lower(second[1]));
  });

  it("a commitment at a bare 4 asks which hour (16:00 or 04:00) with choices, and the first sets 16:00", async () => {
    const { term } = await open();
    const asked = await term.type(day.bareFour);
    expect(asked).toContain("16:00");
    expect(asked).toContain("04:00");
    expect(asked).toContain("[1]");
    expect(await term.type("1")).toContain("16:00");
  });
});

// --- second batch, written after the first was fixed (56 of 56) and before running this one: Snooze
// late in the evening (no choice at a minute already past), "pick a day", "tomorrow morning" then
// small talk (the old minute not called due), and "in an hour" in words. Same Friday in Berlin.

interface Late {
  /** A reminder in 5 minutes, said at 21:40, and its word. */
  late: [string, string];
  /** Putting it off by an hour, in words. */
  anHour: string;
  /** Small talk. */
  chat: string;
}

const LATE: Record<Locale, Late> = {
  en: { late: ["remind me in 5 min to lock the back door", "door"], anHour: "can't right now, in an hour", chat: "ok night night" },
  de: { late: ["erinnere mich in 5 Minuten, die Hintertür abzuschließen", "Hintertür"], anHour: "grad nicht, in einer Stunde", chat: "ok gute Nacht" },
  fr: { late: ["rappelle-moi dans 5 minutes de fermer la porte de derrière", "porte"], anHour: "pas là, dans une heure", chat: "ok bonne nuit" },
  es: { late: ["recuérdame en 5 minutos cerrar la puerta de atrás", "puerta"], anHour: "ahora no puedo, en una hora", chat: "vale, buenas noches" },
  pt: { late: ["lembra-me daqui a 5 minutos de fechar a porta das traseiras", "porta"], anHour: "agora não dá, daqui a uma hora", chat: "ok boa noite" },
  it: { late: ["ricordami tra 5 minuti di chiudere la porta sul retro", "porta"], anHour: "ora non posso, tra un'ora", chat: "ok buonanotte" },
  nl: { late: ["herinner me over 5 minuten om de achterdeur op slot te doen", "achterdeur"], anHour: "nu even niet, over een uur", chat: "oké welterusten" },
};

describe.each(Object.keys(LATE) as Locale[])("outside probe (d), #35, [%s], second batch: late in the day", (locale) => {
  const l = LATE[locale];

  async function open(iso: string): Promise<{ term: TerminalZoe; clock: ManualClock }> {
    const clock = new ManualClock(iso);
    const term = await openTerminal({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: locale }, clock);
    return { term, clock };
  }

  /** A reminder at 21:45 (said at 21:40), come and on screen. */
  async function lateReminder(): Promise<{ term: TerminalZoe; clock: ManualClock }> {
    const { term, clock } = await open("2026-12-04T20:40:00Z");
    const set = await term.type(l.late[0]);
    expect(lower(set)).toContain(lower(l.late[1]));
    expect(set).toContain("21:45");
    expect(await jumpTo(term, clock, "2026-12-04T20:45:00Z")).toContain("⏰");
    clock.set("2026-12-04T20:45:30Z");
    return { term, clock };
  }

  it("at 21:45, Snooze offers no time of today already past (no 'tonight 20:00')", async () => {
    const { term } = await lateReminder();
    const choices = await term.type("2");
    expect(choices.match(/\[\d\]/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(choices).not.toMatch(/\b(1[2-9]|20|21):[0-4]\d\b/);
  });

  it("'pick a day' (the last choice) offers days, and one of them sets the reminder to it", async () => {
    const { term } = await lateReminder();
    const choices = await term.type("2");
    const last = Math.max(...[...choices.matchAll(/\[(\d)\]/g)].map((m) => Number(m[1])));
    const days = await term.type(String(last));
    expect(days.match(/\[\d\]/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    const set = await term.type("2");
    expect(set).toMatch(/\d{1,2}[:.h]\d\d/);
    const list = lower(await term.type("/threads"));
    expect(list).toContain(lower(l.late[1]));
    expect(list).not.toContain("21:45");
  });

  it("Snooze to tomorrow morning, then small talk: the old minute is not called due", async () => {
    const { term, clock } = await lateReminder();
    const choices = await term.type("2");
    const morning = choices.split(/\s{2,}|\n/).find((c) => c.includes("08:00"))?.match(/\[(\d)\]/)?.[1];
    expect(morning).toBeDefined();
    expect(await term.type(morning!)).toContain("08:00");
    clock.set("2026-12-04T20:47:00Z");
    expect(await term.type(l.chat)).not.toContain("21:45");
  });

  it("'in an hour' in words comes back at 22:45 (quiet hours said, or held to the morning, but not lost)", async () => {
    const { term } = await lateReminder();
    const put = await term.type(l.anHour);
    expect(put).toMatch(/22:45|08:00/);
    expect(lower(await term.type("/threads"))).toContain(lower(l.late[1]));
  });
});

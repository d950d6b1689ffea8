/**
 * An outside tester's probe of issue 34 (c), written before running ZOE on it. Two parts:
 * 1. Replies as a real owner types them to a follow-up about "fix the leaking kitchen tap", in each of
 *    the seven languages: typos, emoji, the thread named by a shorter noun ("the tap", "Hahn", "kraan")
 *    or by a synonym ("the faucet", "Armatur", "canilla"), compound replies, polite long forms, a second
 *    snooze in words, a stop naming the thread by a shorter noun, a question and plain chat.
 * 2. A day in the terminal per language, offline: a timed commitment, one for Friday, a goal, the
 *    follow-up answered with a snooze in words and then a stop by the shorter noun, /threads, /goals,
 *    /status, /memory, /help, the hourly goal review and the next morning's brief; not one English word
 *    of ZOE's own in what it prints.
 * Pinned clock: Wed 3 June 2026, 10:00 in Berlin.
 * Must never: be tuned against held-out material, or pass by weakening an expectation.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { englishLeaks } from "../../test-support/english-words.ts";
import { replyOutcome } from "../../test-support/reply-outcome.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";

const TAP: Record<Locale, string> = {
  en: "fix the leaking kitchen tap",
  de: "den tropfenden Wasserhahn in der Küche reparieren",
  fr: "réparer le robinet qui fuit dans la cuisine",
  es: "arreglar el grifo de la cocina que gotea",
  pt: "consertar a torneira da cozinha que pinga",
  it: "riparare il rubinetto della cucina che perde",
  nl: "de lekkende keukenkraan repareren",
};

/** What ZOE does with a reply to its follow-up about the tap (times left out). */
const read = (text: string, locale: Locale) => replyOutcome(text, { summary: TAP[locale], locale, kind: "nudge" }, { withTimes: false });

/**
 * Each reply with the outcomes an owner would accept: one, or two when either does what they meant
 * ("push it to saturday": a snooze or a reschedule both bring it back on Saturday; a stop that names
 * the thread by a synonym: stopping, or asking which thread, never a confident wrong act).
 */
const REPLIES: ReadonlyArray<readonly [Locale, string, string | readonly string[]]> = [
  ["en", "not yet sorry, still waiting for the plumber", "not_yet"],
  ["en", "snoze till tmrw", "snooze"],
  ["en", "snooze that one more time please", "snooze"],
  ["en", "please stop reminding me about the tap", "stop"],
  ["en", "quit bugging me about the faucet", ["stop", "unclear"]],
  ["en", "half done, will finish it tomorrow", "not_yet+snooze"],
  ["en", "push it to saturday", ["snooze", "reschedule"]],
  ["en", "break it into steps pls", "breakdown"],
  ["en", "lol my neighbour just brought cake 🍰", "other"],
  ["en", "forget the tap, the landlord is handling it", "stop"],

  ["de", "erldigt gestern abend", "done"],
  ["de", "Wasserhahn ist repariert 🔧", "done"],
  ["de", "noch nicht, warte noch auf das Ersatzteil", "not_yet"],
  ["de", "erinner mich morgn nochmal", "snooze"],
  ["de", "bitte noch mal später erinnern", "snooze"],
  ["de", "hör bitte auf, mich an den Wasserhahn zu erinnern", "stop"],
  ["de", "lass das mit der Armatur", ["stop", "unclear"]],
  ["de", "halb fertig, den Rest mach ich am Samstag", "not_yet+snooze"],
  ["de", "Vielen Dank für die Erinnerung! Ich habe den Hahn heute Morgen endlich repariert.", "done"],
  ["de", "auf Samstag verschieben", ["snooze", "reschedule"]],
  ["de", "kannst du das in kleinere Schritte aufteilen", "breakdown"],
  ["de", "wie teuer ist eigentlich ein neuer Hahn?", "question"],
  ["de", "vergiss den Hahn, der Vermieter kümmert sich drum", "stop"],

  ["fr", "c fait", "done"],
  ["fr", "robinet réparé 🔧👍", "done"],
  ["fr", "pas encore, j'attends toujours la pièce", "not_yet"],
  ["fr", "rappelle moi demin", "snooze"],
  ["fr", "repousse encore une fois stp", "snooze"],
  ["fr", "arrête de me parler du robinet s'il te plaît", "stop"],
  ["fr", "laisse tomber la fuite", ["stop", "unclear"]],
  ["fr", "Merci beaucoup pour le rappel ! J'ai enfin réparé le robinet ce matin.", "done"],
  ["fr", "décale à samedi", ["snooze", "reschedule"]],
  ["fr", "découpe ça en petites étapes", "breakdown"],
  ["fr", "combien coûte un plombier le dimanche ?", "question"],
  ["fr", "mdr le chat vient de tomber du canapé 😹", "other"],
  ["fr", "oublie le robinet, le proprio s'en occupe", "stop"],

  ["es", "ya esta echo", "done"],
  ["es", "grifo arreglado 🔧✅", "done"],
  ["es", "aún no, sigo esperando la pieza", "not_yet"],
  ["es", "recuerdamelo mañana", "snooze"],
  ["es", "pospónlo una vez más", "snooze"],
  ["es", "deja de recordarme lo del grifo, por favor", "stop"],
  ["es", "olvídate de la canilla", ["stop", "unclear"]],
  ["es", "cámbialo al sábado", ["snooze", "reschedule"]],
  ["es", "divídelo en pasos más pequeños", "breakdown"],
  ["es", "¿cuánto cobra un fontanero en domingo?", "question"],

  ["pt", "torneira consertada ✅", "done"],
  ["pt", "ainda não, tou à espera da peça", "not_yet"],
  ["pt", "lembra-me amanha", "snooze"],
  ["pt", "adia mais uma vez, por favor", "snooze"],
  ["pt", "deixa de me chatear com a torneira", "stop"],
  ["pt", "esquece o vazamento", ["stop", "unclear"]],
  ["pt", "Muito obrigado pelo lembrete! Finalmente consertei a torneira hoje de manhã.", "done"],
  ["pt", "passa para sábado", ["snooze", "reschedule"]],
  ["pt", "divide isso em passos mais pequenos", "breakdown"],
  ["pt", "quanto custa um canalizador ao domingo?", "question"],
  ["pt", "esquece a torneira, o senhorio trata disso", "stop"],

  ["it", "gia fatto", "done"],
  ["it", "rubinetto sistemato 🔧👍", "done"],
  ["it", "non ancora, sto ancora aspettando il pezzo", "not_yet"],
  ["it", "ricordamelo dopo", "snooze"],
  ["it", "rimandalo un'altra volta", "snooze"],
  ["it", "smettila di ricordarmi del rubinetto per favore", "stop"],
  ["it", "lascia perdere la perdita", ["stop", "unclear"]],
  ["it", "fatto a metà, lo finisco sabato", "not_yet+snooze"],
  ["it", "Grazie mille per il promemoria! Finalmente ho riparato il rubinetto stamattina.", "done"],
  ["it", "spostalo a sabato", ["snooze", "reschedule"]],
  ["it", "dividilo in passi più piccoli", "breakdown"],
  ["it", "quanto costa un idraulico la domenica?", "question"],
  ["it", "ahah il gatto è appena caduto dal divano 😹", "other"],
  ["it", "lascia stare il rubinetto, ci pensa il padrone di casa", "stop"],

  ["nl", "gedaaan", "done"],
  ["nl", "kraan is gemaakt 🔧👍", "done"],
  ["nl", "nog niet, wacht nog op het onderdeel", "not_yet"],
  ["nl", "herinner me morgn", "snooze"],
  ["nl", "nog een keertje uitstellen graag", "snooze"],
  ["nl", "laat dat lek maar zitten", ["stop", "unclear"]],
  ["nl", "half af, de rest doe ik zaterdag", "not_yet+snooze"],
  ["nl", "Heel erg bedankt voor de herinnering! Ik heb de kraan vanochtend eindelijk gerepareerd.", "done"],
  ["nl", "verzet het naar zaterdag", ["snooze", "reschedule"]],
  ["nl", "deel het op in kleinere stappen", "breakdown"],
  ["nl", "hoeveel kost een loodgieter op zondag?", "question"],
  ["nl", "haha de hond heeft net mijn sok gepikt 🐶", "other"],
  ["nl", "vergeet de kraan, de huisbaas regelt het", "stop"],
];

describe("replies to a follow-up about the kitchen tap, as owners type them, in every language", () => {
  it.each(REPLIES)("%s: %j -> %j", (locale, text, want) => {
    const ok = typeof want === "string" ? [want] : want;
    expect(ok).toContain(read(text, locale));
  });
});

// Written after the first pass: a reply taken for another language than the owner's ("ja" is German's
// too) is never surely "something else" when the owner's own language reads an answer in it.
describe("after the first pass: a reply that looks like another language is asked about, not passed by", () => {
  it.each([
    ["pt", "ja consertei"],
    ["pt", "ja consertei ontem"],
  ] as const)("%s: %j -> done or asked", (locale, text) => {
    expect(["done", "unclear"]).toContain(read(text, locale));
  });
});

/** Read wrongly or asked about on this probe's first pass and not fixed by its rules: each with why. */
describe("still to do: replies the reader does not read right yet", () => {
  it.todo("en: \"fixd it last nite\" -> done (a typo in the thread's own verb in the past (\"fixd\") is not read as that verb)");
  it.todo("en: \"the tap is fixed, finally 🔧\" -> done (\"finally\" plus an emoji beside a done leaves it at 0.6 (asked about))");
  it.todo("en: \"Thanks so much for checking in! I managed to sort out the tap over the weekend.\" -> done (\"managed to sort out\" (another verb for the thread's) is asked about)");
  it.todo("en: \"how long can a drip go on before it ruins the cabinet?\" -> question (a question with \"ruins\" in it is read as an unsure stop (asked about, not handed on as a question))");
  it.todo("de: \"haha der Hund hat grad meine Socke geklaut 🐶\" -> other (a story in the past tense may be the thread in other words: asked about, not handed on)");
  it.todo("fr: \"à moitié fait, je termine samedi\" -> not_yet+snooze (a part done and the day to finish: read as an unsure \"not yet\", the day not taken)");
  it.todo("es: \"lo tengo a medias, lo termino el sábado\" -> not_yet+snooze (a part done and the day to finish: read as an unsure \"not yet\", the day not taken)");
  it.todo("es: \"¡Muchas gracias por el recordatorio! Por fin arreglé el grifo esta mañana.\" -> done (the thread's verb in the past beside \"esta mañana\" is asked about)");
  it.todo("es: \"jaja mi perro se acaba de comer un calcetín 🐶\" -> other (a story in the past tense may be the thread in other words: asked about, not handed on)");
  it.todo("es: \"olvida el grifo, el casero se encarga\" -> stop (someone else's \"se encarga\" beside a stop is not yet read as the reason)");
  it.todo("pt: \"ja consertei\" -> done (\"ja\" without its accent makes it look German; it is now asked about, not passed by)");
  it.todo("pt: \"está meio feito, acabo no sábado\" -> not_yet+snooze (\"meio feito\" is read as an unsure done, the day not taken)");
  it.todo("pt: \"kkk o meu gato acabou de cair do sofá 😹\" -> other (a story in the past tense may be the thread in other words: asked about, not handed on)");
  it.todo("nl: \"stop met zeuren over de kraan\" -> stop (\"zeuren\" (nagging) beside a stop is an unexplained word: asked about)");
});

// ---------------------------------------------------------------------------------------------
// A day in the terminal per language

interface Day {
  locale: Locale;
  /** A commitment due today at 11:00, said as people say it. */
  tap: string;
  /** A commitment for Friday. */
  friday: string;
  /** A goal. */
  goal: string;
  /** The answer to the 11:00 follow-up: a snooze of an hour, in words. */
  snooze: string;
  /** The answer to the 12:00 follow-up: stop, naming the thread by a shorter noun. */
  stop: string;
  /** The shorter noun, as it shows in /threads while the tap is open. */
  noun: string;
  /** "a las 11", "alle 11": a bare hour, asked about ("11:00 or 23:00?"); the owner presses 1. */
  bareHour?: true;
}

const DAYS: Day[] = [
  { locale: "en", tap: "I'll fix the leaking kitchen tap today at 11am", friday: "I'll call the landlord on Friday", goal: "my goal is to run a half marathon in October", snooze: "ugh not now, in an hour pls", stop: "please stop reminding me about the tap", noun: "tap" },
  { locale: "de", tap: "Ich repariere heute um 11 Uhr den tropfenden Wasserhahn", friday: "Ich rufe am Freitag den Vermieter an", goal: "Mein Ziel ist es, im Oktober einen Halbmarathon zu laufen", snooze: "jetzt nicht, in einer Stunde bitte", stop: "bitte hör auf, mich an den Wasserhahn zu erinnern", noun: "Wasserhahn" },
  { locale: "fr", tap: "Je vais réparer le robinet qui fuit aujourd'hui à 11h", friday: "Je vais appeler le propriétaire vendredi", goal: "Mon objectif est de courir un semi-marathon en octobre", snooze: "pas maintenant, dans une heure stp", stop: "arrête de me rappeler le robinet s'il te plaît", noun: "robinet" },
  { locale: "es", tap: "Voy a arreglar el grifo que gotea hoy a las 11", friday: "Voy a llamar al casero el viernes", goal: "Mi objetivo es correr una media maratón en octubre", snooze: "ahora no, en una hora porfa", stop: "deja de recordarme lo del grifo, por favor", noun: "grifo", bareHour: true },
  { locale: "pt", tap: "Vou consertar a torneira que pinga hoje às 11h", friday: "Vou ligar ao senhorio na sexta", goal: "O meu objetivo é correr uma meia maratona em outubro", snooze: "agora não, daqui a uma hora por favor", stop: "para de me lembrar da torneira, por favor", noun: "torneira" },
  { locale: "it", tap: "Devo riparare il rubinetto che perde oggi alle 11", friday: "Devo chiamare il padrone di casa venerdì", goal: "Il mio obiettivo è correre una mezza maratona a ottobre", snooze: "adesso no, tra un'ora per favore", stop: "smettila di ricordarmi il rubinetto per favore", noun: "rubinetto", bareHour: true },
  { locale: "nl", tap: "Ik ga vandaag om 11 uur de lekkende kraan repareren", friday: "Ik bel vrijdag de huisbaas", goal: "Mijn doel is om in oktober een halve marathon te lopen", snooze: "nu even niet, over een uur graag", stop: "stop alsjeblieft met herinneren over de kraan", noun: "kraan" },
];

const openTerminal = terminalZoeEachTest("zoe-probe-34c-");

describe("a day in the terminal, offline, with no English word of ZOE's own", () => {
  it.each(DAYS)("$locale", async (day) => {
    const clock = new ManualClock("2026-06-03T08:00:00Z"); // Wed 10:00 in Berlin
    const term = await openTerminal({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: day.locale }, clock);
    const owner = [day.tap, day.friday, day.goal, day.snooze, day.stop].join(" ");

    await term.type("/start");
    expect(await term.type(day.tap)).toContain("11:00");
    // The owner presses the number shown beside 11:00.
    if (day.bareHour) expect(await term.type(/\[(\d)\] 11:00/.exec(term.output())?.[1] ?? "?")).toContain("11:00");
    expect(await term.type(day.friday)).toMatch(/18:00/);
    await term.type(day.goal);
    expect(await term.type("/goals")).toMatch(/marat/i);
    expect(await term.type("/threads")).toContain(day.noun);
    await term.type("/status");
    await term.type("/memory");
    await term.type("/help");

    // 11:00: the follow-up about the tap (it comes within the minute); a snooze of an hour in words.
    const before = term.output().length;
    await liveUntil(term, clock, "2026-06-03T09:01:00Z");
    expect(term.output().slice(before)).toContain(day.noun);
    expect(await term.type(day.snooze)).toMatch(/12:0[01]/);

    // Asked again once the snooze is over (by the next hourly tick at the latest); stop, naming it
    // by the shorter noun. The tap leaves /threads.
    const again = term.output().length;
    await liveUntil(term, clock, "2026-06-03T11:01:00Z");
    expect(term.output().slice(again)).toContain(day.noun);
    await term.type(day.stop);
    expect(await term.type("/threads")).not.toContain(day.noun);

    // The rest of the day (goal review, evening) and the next morning's brief.
    await liveUntil(term, clock, "2026-06-04T07:30:00Z");
    await term.type("/goals");
    await term.type("/status");

    // English is the owner's own language in the "en" day; every other day has no English word of ZOE's.
    if (day.locale !== "en") expect(englishLeaks(term.output(), day.locale, owner)).toEqual([]);
  }, 60_000);
});

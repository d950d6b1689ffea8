/**
 * An outside tester's probe of issue 34 (d), written before running ZOE on it. Two parts:
 * 1. Replies to a follow-up about paying the electricity bill that are traps for a confident reader,
 *    in each of the seven languages: negations ("not done yet", "I haven't stopped"), questions about
 *    the thread ("did I pay it already?"), conditionals, done about ANOTHER thing, sarcasm, "stop"
 *    inside other words ("bus stop", "stop by the bank"), sleep words in news ("I slept in"), numbers
 *    that are not times. Each must be read right or asked about ("unclear"), never confidently wrong.
 * 2. A day in the terminal per language, offline: an exact-time reminder ("in 2 Stunden", "a las
 *    11:45") that must come at that minute, a goal, /drafts, /mode (good and bad), /memory, /status,
 *    an unknown command, the goal review and the next morning's brief: not one English word of ZOE's.
 * Pinned clock: Tue 9 June 2026, 09:20 in Berlin.
 * Must never: be tuned against held-out material, or pass by weakening an expectation.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../base/clock.ts";
import type { Locale } from "../../lang/index.ts";
import { englishLeaks } from "../../test-support/english-words.ts";
import { replyOutcome } from "../../test-support/reply-outcome.ts";
import { liveUntil, terminalZoeEachTest } from "../../test-support/terminal-zoe.ts";

const BILL: Record<Locale, string> = {
  en: "pay the electricity bill",
  de: "die Stromrechnung bezahlen",
  fr: "payer la facture d'électricité",
  es: "pagar la factura de la luz",
  pt: "pagar a conta da luz",
  it: "pagare la bolletta della luce",
  nl: "de energierekening betalen",
};

/** What ZOE does with a reply to its follow-up about the bill (times left out). */
const read = (text: string, locale: Locale) => replyOutcome(text, { summary: BILL[locale], locale, kind: "nudge" }, { withTimes: false });

// What an owner accepts: the right reading, or ZOE asking ("unclear"). Never a confident wrong act.
const NOT_YET = ["not_yet", "unclear"] as const;
const NOT_YET_LATER = ["not_yet", "not_yet+snooze", "snooze", "unclear"] as const;
const ASKS_BACK = ["question", "unclear"] as const;
const LATER = ["snooze", "unclear"] as const;
const CHAT = ["other", "unclear"] as const;
/** A conditional, a hearsay or sarcasm: nothing applied. */
const ASK = ["unclear"] as const;
/** News about the day that means it is not paid: not yet, asked, or talk handed on; never a snooze. */
const NEWS = ["not_yet", "unclear", "other"] as const;

const TRAPS: ReadonlyArray<readonly [Locale, string, readonly string[]]> = [
  ["en", "not paid yet, payday is friday", NOT_YET_LATER],
  ["en", "nope, not done", ["not_yet"]],
  ["en", "I haven't stopped worrying about it, just no money till the 25th", NOT_YET],
  ["en", "did I pay it already? can't remember", ASKS_BACK],
  ["en", "if my flatmate covers it this month I'll skip it", ASK],
  ["en", "done with the dishes, the bill not yet", NOT_YET],
  ["en", "oh yeah totally done 🙄 as if", ["not_yet", "unclear"]],
  ["en", "I'm at the bus stop, will pay it tonight from my phone", LATER],
  ["en", "I'll stop by the bank tomorrow and sort it", LATER],
  ["en", "I slept in and missed the bank, ugh", NEWS],
  ["en", "it's 142 euros this time, ridiculous", CHAT],
  ["en", "paid 2 of the 3 bills so far", NOT_YET],
  ["en", "don't stop reminding me, I keep forgetting", NOT_YET],
  ["en", "should I pay it before or after the 15th?", ASKS_BACK],
  ["en", "my sister says she paid it, not sure tho", ASK],
  ["en", "can't do it till payday, remind me friday", NOT_YET_LATER],

  ["de", "noch nicht bezahlt, erst nach dem Gehalt", NOT_YET_LATER],
  ["de", "nicht erledigt, sorry", ["not_yet"]],
  ["de", "hab ich die schon bezahlt? weiß nicht mehr", ASKS_BACK],
  ["de", "wenn mein Mitbewohner zahlt, lass ich's", ASK],
  ["de", "Abwasch erledigt, die Rechnung noch nicht", NOT_YET],
  ["de", "jaja, klar, längst erledigt… nicht 🙄", NOT_YET],
  ["de", "steh grad an der Bushaltestelle, mach's heute Abend", LATER],
  ["de", "ich hör nicht auf, daran zu denken, aber das Geld fehlt noch", NOT_YET],
  ["de", "hab verschlafen und die Bank war schon zu", NEWS],
  ["de", "sind diesmal 143 Euro, krass", CHAT],
  ["de", "zwei von drei Rechnungen sind bezahlt", NOT_YET],
  ["de", "hör bloß nicht auf, mich zu erinnern", NOT_YET],
  ["de", "soll ich die vor oder nach dem 15. zahlen?", ASKS_BACK],
  ["de", "mein Bruder meint, er hat sie bezahlt, bin mir nicht sicher", ASK],
  ["de", "ich geh morgen bei der Bank vorbei und zahl sie", LATER],
  ["de", "erledige ich, sobald das Geld da ist", NOT_YET],
  ["de", "noch nicht ganz fertig", ["not_yet"]],

  ["fr", "pas encore payé, j'attends mon salaire", NOT_YET],
  ["fr", "pas encore fini", ["not_yet"]],
  ["fr", "je l'ai déjà payée ? je ne sais plus", ASKS_BACK],
  ["fr", "s'il pleut demain je laisse tomber la banque", ASK],
  ["fr", "vaisselle faite, la facture pas encore", NOT_YET],
  ["fr", "ouais ouais c'est fait… bien sûr 🙄", ["not_yet", "unclear"]],
  ["fr", "je suis à l'arrêt de bus, je la paie ce soir", LATER],
  ["fr", "je n'arrête pas d'y penser mais je n'ai pas l'argent", NOT_YET],
  ["fr", "j'ai fait la grasse matinée et la banque était fermée", NEWS],
  ["fr", "c'est 143 euros cette fois, n'importe quoi", CHAT],
  ["fr", "j'ai payé deux factures sur trois", NOT_YET],
  ["fr", "n'arrête surtout pas de me le rappeler", NOT_YET],
  ["fr", "je dois la payer avant ou après le 15 ?", ASKS_BACK],
  ["fr", "ma sœur dit qu'elle l'a payée, pas sûr", ASK],
  ["fr", "je passe à la banque demain pour la régler", LATER],
  ["fr", "c'est pas fait", ["not_yet"]],

  ["es", "todavía no la he pagado, espero la nómina", NOT_YET],
  ["es", "no está hecho aún", ["not_yet"]],
  ["es", "¿ya la pagué? no me acuerdo", ASKS_BACK],
  ["es", "si llueve mañana, paso de ir al banco", ASK],
  ["es", "platos fregados, la factura todavía no", NOT_YET],
  ["es", "sí claro, hecho hecho… que no 🙄", NOT_YET],
  ["es", "estoy en la parada del bus, la pago esta noche", LATER],
  ["es", "no dejo de pensar en ello pero no tengo el dinero", NOT_YET],
  ["es", "me quedé dormido y el banco ya había cerrado", NEWS],
  ["es", "son 143 euros esta vez, qué barbaridad", CHAT],
  ["es", "pagué dos de las tres facturas", NOT_YET],
  ["es", "no dejes de recordármelo, porfa", NOT_YET],
  ["es", "¿la pago antes o después del 15?", ASKS_BACK],
  ["es", "mi hermana dice que la pagó, no estoy seguro", ASK],
  ["es", "mañana paso por el banco y la pago", LATER],
  ["es", "aún no acabo", ["not_yet"]],

  ["pt", "ainda não paguei, estou à espera do ordenado", NOT_YET],
  ["pt", "não está feito", ["not_yet"]],
  ["pt", "já paguei? já não me lembro", ASKS_BACK],
  ["pt", "se chover amanhã, desisto de ir ao banco", ASK],
  ["pt", "loiça lavada, a conta ainda não", NOT_YET],
  ["pt", "sim sim, feitíssimo… só que não 🙄", NOT_YET],
  ["pt", "estou na paragem do autocarro, pago à noite", LATER],
  ["pt", "não paro de pensar nisso mas não tenho dinheiro", NOT_YET],
  ["pt", "adormeci e o banco já tinha fechado", NEWS],
  ["pt", "são 143 euros desta vez, que exagero", CHAT],
  ["pt", "paguei duas das três contas", NOT_YET],
  ["pt", "não deixes de me lembrar, por favor", NOT_YET],
  ["pt", "pago antes ou depois do dia 15?", ASKS_BACK],
  ["pt", "a minha irmã diz que pagou, não tenho a certeza", ASK],
  ["pt", "amanhã passo no banco e pago", LATER],
  ["pt", "ainda não acabei", ["not_yet"]],

  ["it", "non l'ho ancora pagata, aspetto lo stipendio", NOT_YET],
  ["it", "non è ancora fatto", ["not_yet"]],
  ["it", "l'ho già pagata? non mi ricordo", ASKS_BACK],
  ["it", "se piove domani lascio perdere la banca", ASK],
  ["it", "piatti lavati, la bolletta ancora no", NOT_YET],
  ["it", "sì sì, fattissimo… come no 🙄", NOT_YET],
  ["it", "sono alla fermata del bus, la pago stasera", LATER],
  ["it", "non smetto di pensarci ma non ho i soldi", NOT_YET],
  ["it", "ho dormito troppo e la banca era già chiusa", NEWS],
  ["it", "sono 143 euro stavolta, assurdo", CHAT],
  ["it", "ho pagato due bollette su tre", NOT_YET],
  ["it", "non smettere di ricordarmelo, per favore", NOT_YET],
  ["it", "la pago prima o dopo il 15?", ASKS_BACK],
  ["it", "mia sorella dice che l'ha pagata, non sono sicuro", ASK],
  ["it", "domani passo in banca e la pago", LATER],
  ["it", "non ho ancora finito", ["not_yet"]],

  ["nl", "nog niet betaald, wacht op mijn salaris", NOT_YET],
  ["nl", "niet gedaan nog", ["not_yet"]],
  ["nl", "heb ik die al betaald? weet het niet meer", ASKS_BACK],
  ["nl", "als het morgen regent, laat ik de bank zitten", ASK],
  ["nl", "afwas gedaan, de rekening nog niet", NOT_YET],
  ["nl", "ja ja, helemaal klaar… echt niet 🙄", NOT_YET],
  ["nl", "sta bij de bushalte, ik betaal vanavond", LATER],
  ["nl", "ik blijf eraan denken maar heb het geld niet", NOT_YET],
  ["nl", "ik heb me verslapen en de bank was al dicht", NEWS],
  ["nl", "het is 143 euro deze keer, belachelijk", CHAT],
  ["nl", "twee van de drie rekeningen betaald", NOT_YET],
  ["nl", "stop niet met herinneren, ik vergeet het anders", NOT_YET],
  ["nl", "moet ik vóór of na de 15e betalen?", ASKS_BACK],
  ["nl", "mijn zus zegt dat ze hem betaald heeft, weet het niet zeker", ASK],
  ["nl", "ik ga morgen even langs de bank om te betalen", LATER],
  ["nl", "nog niet klaar", ["not_yet"]],
];

describe("trap replies to a follow-up about the electricity bill: right or asked, never confidently wrong", () => {
  it.each(TRAPS)("%s: %j -> one of %j", (locale, text, ok) => {
    expect(ok).toContain(read(text, locale));
  });
});

/**
 * Written after the first pass, to pin its rules on inputs beside the ones that failed: a condition on
 * the weather or a day ("si llueve", "se chover", "se domani"), a plan holding the thread's own verb
 * or the thing as a pronoun, and an exclamation that opens with a question word ("qué barbaridad").
 */
const PINNED: ReadonlyArray<readonly [Locale, string, readonly string[]]> = [
  ["es", "si hace sol mañana, paso del banco", ["unclear"]],
  ["nl", "als het morgen regent, blijf ik thuis", ["unclear"]],
  ["en", "if the bus is late again I'm staying home", ["unclear"]],
  ["fr", "je passe au guichet lundi pour le régler", ["snooze", "unclear"]],
  ["es", "qué pena, 143 euros otra vez", CHAT],
  ["fr", "143 euros, quel dommage", CHAT],
  ["nl", "143 euro, wat een gedoe", CHAT],
  ["es", "qué hago si no me llega la nómina?", ASKS_BACK],
  ["nl", "wat moet ik doen als het niet lukt?", ASKS_BACK],
  ["fr", "quel jour au plus tard ?", ASKS_BACK],
];

describe("after the first pass: conditions, plans naming the thread and exclamations, in other words", () => {
  it.each(PINNED)("%s: %j -> one of %j", (locale, text, ok) => {
    expect(ok).toContain(read(text, locale));
  });
});

/** Read wrongly on this probe's passes and not fixed: each with why. */
describe("still to do", () => {
  it.todo("it: \"se piove resto a casa\" -> unclear (a short Italian condition is taken for Portuguese, whose conditions do not hold \"piove\": read as sure talk about something else)");
  it.todo("de: \"143 Euro, wie doof\" -> other (every language's question words are tried on a clause, and Dutch \"wie\" (who) makes a German exclamation a question)");
});

// ---------------------------------------------------------------------------------------------
// A day in the terminal per language

interface Day {
  locale: Locale;
  /** A reminder asked for with an exact time, said as people say it. */
  remind: string;
  /** When it must come, Berlin time (HH:MM). */
  at: string;
  /** A word of the reminder that shows in it. */
  noun: string;
  /** A goal. */
  goal: string;
  /** A mode name the owner might try that is not one. */
  badMode: string;
}

const DAYS: Day[] = [
  { locale: "en", remind: "remind me in 2 hours to call the dentist back", at: "11:20", noun: "dentist", goal: "my goal is to learn to swim properly by September", badMode: "loud" },
  { locale: "de", remind: "erinnere mich in 2 Stunden daran, den Zahnarzt zurückzurufen", at: "11:20", noun: "Zahnarzt", goal: "Mein Ziel ist es, bis September richtig schwimmen zu lernen", badMode: "laut" },
  { locale: "fr", remind: "rappelle-moi dans 2 heures de rappeler le dentiste", at: "11:20", noun: "dentiste", goal: "Mon objectif est d'apprendre à bien nager d'ici septembre", badMode: "bruyant" },
  { locale: "es", remind: "recuérdame a las 11:45 llamar al dentista", at: "11:45", noun: "dentista", goal: "Mi objetivo es aprender a nadar bien antes de septiembre", badMode: "ruidoso" },
  { locale: "pt", remind: "lembra-me às 11h45 de ligar ao dentista", at: "11:45", noun: "dentista", goal: "O meu objetivo é aprender a nadar bem até setembro", badMode: "barulhento" },
  { locale: "it", remind: "ricordami tra due ore di richiamare il dentista", at: "11:20", noun: "dentista", goal: "Il mio obiettivo è imparare a nuotare bene entro settembre", badMode: "rumoroso" },
  { locale: "nl", remind: "herinner me over twee uur om de tandarts terug te bellen", at: "11:20", noun: "tandarts", goal: "Mijn doel is om voor september goed te leren zwemmen", badMode: "luid" },
];

const openTerminal = terminalZoeEachTest("zoe-probe-34d-");

/** Berlin HH:MM on 9 June 2026 (UTC+2) as an instant. */
const berlin = (hhmm: string, plusSeconds = 0) => new Date(new Date(`2026-06-09T${hhmm}:00+02:00`).getTime() + plusSeconds * 1000);

describe("a day in the terminal, offline: the exact-time reminder at its minute, and no English word of ZOE's own", () => {
  it.each(DAYS)("$locale", async (day) => {
    const clock = new ManualClock("2026-06-09T07:20:00Z"); // Tue 09:20 in Berlin
    const term = await openTerminal({ ZOE_TZ: "Europe/Berlin", ZOE_LOCALE: day.locale }, clock);
    const owner = [day.remind, day.goal, day.badMode].join(" ");

    await term.type("/start");
    expect(await term.type(day.remind)).toContain(day.at);
    await term.type(day.goal);
    await term.type("/goals");
    await term.type("/drafts");
    // The modes are named in the owner's language wherever ZOE lists them, and those names work
    // (found reading the first pass's output: /mode and /help listed "quiet, balanced, proactive").
    const modes = (await term.type("/mode")) + (await term.type("/help"));
    if (day.locale !== "en") expect(modes).not.toMatch(/(?<!\/)\b(?:quiet|balanced|proactive)\b/);
    const named = /\/mode (\p{L}+):/u.exec(modes)?.[1] ?? "?";
    expect(await term.type(`/mode ${named}`)).toContain(named);
    await term.type(`/mode ${day.badMode}`);
    await term.type("/memory");
    await term.type("/status");
    await term.type("/frobnicate");
    await term.type("/done 9");

    // Nothing about the dentist before its minute; the reminder within that minute.
    const before = term.output().length;
    await liveUntil(term, clock, berlin(day.at, -60));
    expect(term.output().slice(before)).not.toContain(day.noun);
    await liveUntil(term, clock, berlin(day.at, 59));
    expect(term.output().slice(before)).toContain(day.noun);

    // The rest of the day (goal reviews, evening) and the next morning's brief.
    await liveUntil(term, clock, new Date("2026-06-10T07:30:00Z"));
    await term.type("/goals");
    await term.type("/status");

    if (day.locale !== "en") expect(englishLeaks(term.output(), day.locale, owner)).toEqual([]);
  }, 60_000);
});

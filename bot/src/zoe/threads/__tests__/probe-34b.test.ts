/**
 * An outside tester's probe of issue 34 (b): fresh replies, exact-time phrases and reminder requests
 * in all seven languages, written before running ZOE on them. Each line is what a real owner would
 * type and what ZOE should do with it, read on Wed 3 June 2026 10:00 in Berlin.
 * Must never: be tuned against held-out material, or pass by weakening an expectation.
 */
import { describe, expect, it } from "vitest";
import { replyOutcome } from "../../test-support/reply-outcome.ts";
import { extractCommitments, resolveDue } from "../index.ts";
import { namesExactTimeInAnyLanguage } from "../reminders.ts";
import type { Locale } from "../../lang/index.ts";

const NOW = new Date("2026-06-03T08:00:00Z"); // Wed 3 June 2026, 10:00 in Berlin
const TZ = "Europe/Berlin";
/** A Berlin wall-clock time today (summer time, UTC+2) as an ISO instant. */
const today = (hhmm: string) => new Date(`2026-06-03T${hhmm}:00+02:00`).toISOString();

const INSURANCE: Record<Locale, string> = {
  en: "renew the car insurance",
  de: "die Autoversicherung verlängern",
  fr: "renouveler l'assurance auto",
  es: "renovar el seguro del coche",
  pt: "renovar o seguro do carro",
  it: "rinnovare l'assicurazione dell'auto",
  nl: "de autoverzekering verlengen",
};

/** What ZOE does with a reply to its follow-up about the car insurance (times left out). */
const read = (text: string, locale: Locale) => replyOutcome(text, { summary: INSURANCE[locale], locale, kind: "nudge" }, { withTimes: false });

describe("replies to a follow-up, as owners type them, in every language", () => {
  it.each([
    ["en", "yep renewed it this morning 👍", "done"],
    ["en", "snooze it once more", "snooze"],
    ["en", "not yet, still waiting on the quote", "not_yet"],
    ["en", "stop pinging me about the insurance", "stop"],
    ["en", "nope not done, remind me tomorrow", "not_yet+snooze"],
    ["de", "hab ich gestern erledigt", "done"],
    ["de", "erinner mich später nochmal", "snooze"],
    ["de", "noch nicht, mach ich am Wochenende", "not_yet+snooze"],
    ["de", "hör auf, mich wegen der Versicherung zu nerven", "stop"],
    ["fr", "c'est fait depuis hier", "done"],
    ["fr", "rappelle-moi encore plus tard", "snooze"],
    ["fr", "pas encore, je m'en occupe demain", "not_yet+snooze"],
    ["fr", "arrête de me relancer pour l'assurance", "stop"],
    ["es", "ya lo renové ayer", "done"],
    ["es", "recuérdamelo otra vez mañana", "snooze"],
    ["es", "todavía no", "not_yet"],
    ["es", "deja de recordarme lo del seguro", "stop"],
    ["pt", "já renovei, obrigado", "done"],
    ["pt", "lembra-me outra vez amanhã", "snooze"],
    ["pt", "ainda não", "not_yet"],
    ["pt", "para de me lembrar do seguro", "stop"],
    ["it", "fatto ieri sera", "done"],
    ["it", "ricordamelo di nuovo domani", "snooze"],
    ["it", "non ancora, lo faccio venerdì", "not_yet+snooze"],
    ["it", "smettila di ricordarmi l'assicurazione", "stop"],
    ["nl", "is al geregeld hoor", "done"],
    ["nl", "herinner me morgen nog een keer", "snooze"],
    ["nl", "nog niet, doe ik vrijdag", "not_yet+snooze"],
    ["nl", "stop maar met herinneren over de verzekering", "stop"],
  ] as const)("%s: %j -> %s", (locale, text, want) => {
    expect(read(text, locale)).toBe(want);
  });
});

describe("exact-time phrases name a minute and resolve to it, in every language", () => {
  it.each([
    ["en", "in 45 minutes", "10:45"],
    ["en", "at 4:15pm", "16:15"],
    ["de", "in drei Stunden", "13:00"],
    ["de", "um 16:45 Uhr", "16:45"],
    ["fr", "dans trois heures", "13:00"],
    ["fr", "à 17h20", "17:20"],
    ["es", "dentro de 20 minutos", "10:20"],
    ["es", "a las 18:10", "18:10"],
    ["pt", "daqui a duas horas", "12:00"],
    ["pt", "às 14h45", "14:45"],
    ["it", "tra quaranta minuti", "10:40"],
    ["it", "alle 15:50", "15:50"],
    ["nl", "over twee uur", "12:00"],
    ["nl", "om 17:30 uur", "17:30"],
  ] as const)("%s: %j is due today at %s and wakes ZOE at that minute", (locale, phrase, hhmm) => {
    expect(resolveDue(phrase, NOW, TZ, locale)?.toISOString()).toBe(today(hhmm));
    expect(namesExactTimeInAnyLanguage(phrase)).toBe(true);
  });
});

describe("a reminder asked for in words is captured with its exact time", () => {
  it.each([
    ["en", "remind me to text Priya in 25 minutes", "10:25"],
    ["de", "erinnere mich in einer halben Stunde daran, den Ofen auszumachen", "10:30"],
    ["fr", "rappelle-moi d'appeler le plombier à 14h30", "14:30"],
    ["es", "recuérdame llamar a mi hermana en una hora", "11:00"],
    ["pt", "lembra-me de tirar a roupa da máquina daqui a 40 minutos", "10:40"],
    ["it", "ricordami di chiamare il dentista alle 16:20", "16:20"],
    ["nl", "herinner me eraan om over 20 minuten de oven uit te zetten", "10:20"],
  ] as const)("%s: %j -> a reminder at %s", (locale, text, hhmm) => {
    const ops = extractCommitments(text, locale);
    expect(ops).toHaveLength(1);
    const op = ops[0]!;
    expect(op.reminder).toBe(true);
    expect(op.due && resolveDue(op.due, NOW, TZ, locale)?.toISOString()).toBe(today(hhmm));
    expect(namesExactTimeInAnyLanguage(op.due)).toBe(true);
  });
});

describe("a delay counted in words past thirty is still a delay (found by this probe)", () => {
  it.each([
    ["en", "in forty-five minutes", "10:45"],
    ["en", "in fifty minutes", "10:50"],
    ["de", "in vierzig Minuten", "10:40"],
    ["de", "in fünfzehn Minuten", "10:15"],
    ["fr", "dans quarante-cinq minutes", "10:45"],
    ["es", "en cuarenta minutos", "10:40"],
    ["pt", "daqui a cinquenta minutos", "10:50"],
    ["it", "tra quarantacinque minuti", "10:45"],
    ["nl", "over veertig minuten", "10:40"],
  ] as const)("%s: %j is due today at %s", (locale, phrase, hhmm) => {
    expect(resolveDue(phrase, NOW, TZ, locale)?.toISOString()).toBe(today(hhmm));
    expect(namesExactTimeInAnyLanguage(phrase)).toBe(true);
  });

  it.each([
    ["es", "en cuarenta y ocho horas"],
    ["pt", "daqui a quarenta e oito horas"],
  ] as const)("%s: %j is two days from now, not a clock time of 8", (locale, phrase) => {
    expect(resolveDue(phrase, NOW, TZ, locale)?.toISOString()).toBe("2026-06-05T08:00:00.000Z");
  });
});

describe("second batch: replies as people really type them (emoji, typos, politeness, the thread by another word)", () => {
  it.each([
    ["en", "ugh snooze again pls", "snooze"],
    ["en", "done ✅", "done"],
    ["en", "can you stop with the insurance thing", "stop"],
    ["en", "already sorted the car thing last week", "done"],
    ["en", "what's the deadline again?", "question"],
    ["en", "haha my cat just knocked over the plant", "other"],
    ["de", "schon erledigt 👍", "done"],
    ["de", "nochmal schlummern", "snooze"],
    ["de", "Bitte hör auf, mich an die Versicherung zu erinnern", "stop"],
    ["de", "erinnere mich am Freitag nochmal", "snooze"],
    ["de", "noch nciht", "not_yet"],
    ["de", "wann läuft die eigentlich ab?", "question"],
    ["fr", "déjà fait 👍", "done"],
    ["fr", "encore un rappel demain stp", "snooze"],
    ["fr", "merci mais arrête avec l'assurance", "stop"],
    ["fr", "pas encor", "not_yet"],
    ["fr", "c'est quand la date limite ?", "question"],
    ["es", "listo ✅", "done"],
    ["es", "pospónlo otra vez", "snooze"],
    ["es", "ya no me lo recuerdes más, porfa", "stop"],
    ["es", "aún no, recuérdamelo el viernes", "not_yet+snooze"],
    ["es", "¿hasta cuándo tengo?", "question"],
    ["pt", "feito 👍", "done"],
    ["pt", "adia outra vez", "snooze"],
    ["pt", "não me lembres mais do seguro, por favor", "stop"],
    ["pt", "ainda nao, lembra-me na sexta", "not_yet+snooze"],
    ["pt", "até quando tenho?", "question"],
    ["it", "fatto ✅", "done"],
    ["it", "rimandalo ancora", "snooze"],
    ["it", "non ancora, ricordamelo venerdì", "not_yet+snooze"],
    ["it", "entro quando devo farlo?", "question"],
    ["it", "ho già rinnovato l'assicurazione", "done"],
    ["nl", "gedaan ✅", "done"],
    ["nl", "stel het nog een keer uit", "snooze"],
    ["nl", "hou alsjeblieft op over die verzekering", "stop"],
    ["nl", "nog niet, herinner me vrijdag", "not_yet+snooze"],
    ["nl", "wanneer moet het klaar zijn?", "question"],
    ["nl", "heb de verzekering al verlengd", "done"],
  ] as const)("%s: %j -> %s", (locale, text, want) => {
    expect(read(text, locale)).toBe(want);
  });
});

describe("a reply with an action word is never confident talk about something else (found by this probe)", () => {
  it.each([
    ["fr", "un autre rappel lundi", "snooze"],
    ["fr", "nouveau rappel demain", "snooze"],
    ["fr", "merci pour le rappel", "other"],
    ["de", "noch nichtt", "not_yet"],
    ["de", "heute nacht", "snooze"],
  ] as const)("%s: %j -> %s", (locale, text, want) => {
    expect(read(text, locale)).toBe(want);
  });
});

describe("a please beside a stop is no other thing the stop is about (found by this probe)", () => {
  it.each([
    ["it", "per favore smetti di ricordarmelo", "stop"],
    ["it", "annullalo per favore", "stop"],
    // Another thing named beside the stop is still asked about.
    ["it", "smetti di ricordarmi del report per favore", "unclear"],
    ["en", "stop reminding me about the slides please", "unclear"],
  ] as const)("%s: %j -> %s", (locale, text, want) => {
    expect(read(text, locale)).toBe(want);
  });
});

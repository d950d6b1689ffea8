/**
 * The breadth of the reply vocabulary (issue 34): the eighteenth batch of development replies
 * (corpus/dev/replies-<code>-eighteenth.tsv, 55 to 56 per language), written and labelled before the reader ran
 * on them, favouring general forms over single phrases: each action verb in the persons and tenses replies use
 * (I / we / someone else did it, just did it, will do it later), openers and closers ("ok so", "thanks!"),
 * polite wrappers ("could you please", "would you mind", "pourriez-vous", "würden Sie"), one-word answers with
 * emoji or punctuation, drop, a reschedule with a date in words, break it down. Each language is held to a floor
 * of right readings and to none acted on wrongly; the replies still missed (asked about, never acted on) are
 * listed by their text, so a new miss fails here and a fixed one is taken off the list.
 *
 * First pass (right / confidently wrong / asked instead): en 48 / 1 / 6, de 40 / 0 / 16, fr 45 / 0 / 11,
 * es 40 / 0 / 16, pt 44 / 0 / 12, it 46 / 0 / 10, nl 46 / 0 / 10 (309 of 391; the mistake: "just dropped them
 * off" read as a sure stop). Now en 54, de 51, fr 51, es 50, pt 53, it 51, nl 51 (361 of 391), none acted on
 * wrongly: polite wrappers ("would you mind reminding me", "würden Sie mich daran erinnern", "¿podría
 * recordármelo?", "podia lembrar-me", "possiamo spostarlo", "zou u mij eraan willen herinneren", "catch me
 * friday", "fammi sapere venerdì", "laat het me vrijdag weten"), the near past said with "venir de", "acabar de"
 * ("je viens de les déposer", "lo acabo de hacer", "acabei de fazer"), "no need to remind me" in every language
 * ("musst mich nicht mehr erinnern", "plus besoin de me le rappeler", "ya no hace falta que me lo recuerdes",
 * "não precisa me lembrar mais", "non serve più che me lo ricordi", "je mag stoppen met me te herinneren"),
 * "enough reminders" ("genug erinnert", "assez de rappels"), a past time beside a done ("letzte Woche",
 * "la semaine dernière", "la semana pasada", "semana passada", "la settimana scorsa"), Swiss "hani" and
 * Bavarian participles without their "e" ("eingreicht", "gschickt"), the first step asked for ("was ist der
 * erste Schritt?", "c'est quoi la première étape", "¿cuál es el primer paso?", "qual è il primo passo",
 * "wat is de eerste stap"), "¿me lo desglosas?", "desiste", "a gente já regou", "is gebeurd", the accountant
 * who did it. Left: a thing back in its place ("books are back at the library": the same words say a person
 * is back, so left to ask), a writing done by another verb than the thread's ("hab ihm gemailt" under
 * "schreiben"), another's done with a pronoun or a long tail in fr/es/pt/nl, a passive ("i libri sono stati
 * restituiti", "les livres sont rendus"), a question-shaped reschedule in Spanish, "retrásalo dos semanas",
 * "después de comer", Dutch "vorige week", "streich das" under "den Zaun streichen" (to paint: rightly asked).
 */
import { describe, expect, it } from "vitest";
import { expectReplyBatchKnown } from "../../test-support/reply-batches.ts";
import { replyOutcome } from "../../test-support/reply-outcome.ts";


type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";

/** Per language: replies in the file, the floor of right readings, and the replies still missed (asked about). */
const BATCH: Record<Lang, { count: number; right: number; known: string[] }> = {
  en: {
    count: 55,
    right: 54,
    known: [
      "books are back at the library",
    ],
  },
  de: {
    count: 56,
    right: 51,
    known: [
      "hab sie heute früh gegossen",
      "Bücher sind wieder in der Bücherei",
      "hab ihm gemailt 👌",
      "streich das",
      "der Steuerberater hat sie für mich eingereicht",
    ],
  },
  fr: {
    count: 56,
    right: 51,
    known: [
      "mon mari les a déjà arrosées",
      "les livres sont rendus",
      "je lui ai envoyé un mail 👌",
      "elle lui a écrit pour nous",
      "le comptable l'a déposée pour moi",
    ],
  },
  es: {
    count: 56,
    right: 50,
    known: [
      "ya los regamos",
      "acabo de dejarlos",
      "le mandé un correo 👌",
      "¿podría moverlo al viernes?",
      "retrásalo dos semanas",
      "¡después de comer!",
    ],
  },
  pt: {
    count: 56,
    right: 53,
    known: [
      "acabei de deixar lá",
      "mandei um email pra ele 👌",
      "ela escreveu pra ele por nós",
    ],
  },
  it: {
    count: 56,
    right: 51,
    known: [
      "i libri sono stati restituiti",
      "li ho appena lasciati",
      "gli ho mandato una mail 👌",
      "me lo scomponi?",
      "il commercialista l'ha presentata per me",
    ],
  },
  nl: {
    count: 56,
    right: 51,
    known: [
      "mijn man heeft ze al water gegeven",
      "de boeken zijn terug",
      "ik heb de verhuurder gisteravond geschreven",
      "de boekhouder heeft het voor me ingediend",
      "vorige week afgemaakt",
    ],
  },
};

describe("the eighteenth batch of development replies: each action's verb forms, wrappers and one-word answers", () => {
  it.each(Object.keys(BATCH) as Lang[])("%s: the floor of right readings held, nothing acted on wrongly, only the known misses missed", (lang) => {
    expectReplyBatchKnown(lang, `replies-${lang}-eighteenth.tsv`, BATCH[lang]);
  });
});

/** "asked": ZOE asks or reads it as other talk, never a sure change of the thread. */
type Case = readonly [locale: Lang, kind: "nudge" | "decision", summary: string, text: string, want: string];
const ASKED = new Set(["unclear", "other", "question"]);

describe("the words added for the eighteenth batch, and what they must leave alone", () => {
  it.each([
    ["en", "nudge", "email the landlord about the leak", "would you mind reminding me after lunch", "snooze"],
    ["en", "decision", "paint the fence", "do you mind moving it to monday", "reschedule"],
    ["en", "nudge", "email the landlord about the leak", "would you mind checking the boiler too", "asked"],
    ["en", "nudge", "email the landlord about the leak", "catch me monday", "snooze"],
    ["en", "nudge", "email the landlord about the leak", "catch me up on the news", "asked"],
    ["de", "nudge", "dem Vermieter schreiben", "würden Sie mich morgen daran erinnern", "snooze"],
    ["de", "nudge", "dem Vermieter schreiben", "würden Sie das bitte für mich erledigen", "asked"],
    ["nl", "nudge", "de verhuurder mailen", "laat het me morgen weten", "snooze"],
    ["nl", "nudge", "de verhuurder mailen", "laat het me weten als hij reageert", "asked"],
    ["it", "nudge", "scrivere al padrone di casa", "fammi sapere domani", "snooze"],
    ["it", "nudge", "scrivere al padrone di casa", "fammi sapere cosa serve", "asked"],
    ["en", "nudge", "return the library books", "dropped them off at the library", "asked"],
    ["en", "nudge", "return the library books", "drop it, I'll keep them", "stop"],
    ["en", "nudge", "renew the passport", "no need to remind me about it anymore", "stop"],
    ["en", "nudge", "renew the passport", "no need to remind me, renewed it yesterday", "asked"],
    ["de", "nudge", "den Reisepass verlängern", "du musst mich nicht mehr daran erinnern", "stop"],
    ["de", "nudge", "den Reisepass verlängern", "du musst mich morgen daran erinnern", "asked"],
    ["fr", "nudge", "renouveler le passeport", "plus besoin de me relancer", "stop"],
    ["es", "nudge", "renovar el pasaporte", "no hace falta que me lo recuerdes más", "stop"],
    ["pt", "nudge", "renovar o passaporte", "já não precisa me lembrar disso", "stop"],
    ["it", "nudge", "rinnovare il passaporto", "non c'è bisogno che me lo ricordi", "stop"],
    ["nl", "nudge", "het paspoort verlengen", "je mag stoppen met me eraan te herinneren", "stop"],
    ["de", "nudge", "den Reisepass verlängern", "genug gefragt", "stop"],
    ["de", "nudge", "die Steuererklärung machen", "genug gemacht für heute", "asked"],
    ["fr", "nudge", "renouveler le passeport", "assez de relances", "stop"],
    ["de", "decision", "den Zaun streichen", "vergiss ihn", "stop"],
    ["de", "nudge", "den Schlüssel abholen", "vergiss den Schlüssel nicht", "asked"],
    ["es", "decision", "pintar la valla", "olvida el tema de la valla", "stop"],
    ["es", "nudge", "pintar la valla", "no olvides la valla", "asked"],
    ["pt", "decision", "pintar a cerca", "desiste", "stop"],
    ["pt", "decision", "pintar a cerca", "não desiste", "asked"],
    ["en", "nudge", "file the tax return", "the accountant filed it for me", "done"],
    ["en", "nudge", "file the tax return", "the accountant hasn't filed it yet", "asked"],
    ["pt", "nudge", "regar os tomates", "a gente já regou", "done"],
    ["pt", "nudge", "regar os tomates", "a gente rega amanhã", "snooze"],
    ["it", "nudge", "fare la dichiarazione", "il commercialista l'ha presentata", "done"],
    ["en", "nudge", "return the library books", "books are back at the library", "asked"],
    ["en", "nudge", "call the boss", "the boss is back at the office", "asked"],
    ["de", "nudge", "die Bücher zurückbringen", "die Bücher sind wieder in der Bibliothek", "asked"],
    ["de", "nudge", "den Chef anrufen", "der Chef ist zurück", "asked"],
    ["nl", "nudge", "de boeken terugbrengen", "de boeken zijn terug", "asked"],
    ["nl", "nudge", "de tandarts bellen", "ik ben terug om 5 uur", "asked"],
    ["fr", "nudge", "envoyer le dossier", "je viens de l'envoyer", "done"],
    ["fr", "nudge", "envoyer le dossier", "je viens de commencer", "not_yet"],
    ["fr", "nudge", "envoyer le dossier", "je viens de me réveiller, ce soir", "snooze"],
    ["es", "nudge", "pagar la factura", "acabo de pagarla", "done"],
    ["es", "nudge", "pagar la factura", "acabo de empezar", "asked"],
    ["pt", "nudge", "pagar a conta", "acabei de pagar", "done"],
    ["pt", "nudge", "pagar a conta", "acabei de acordar", "asked"],
    ["de", "nudge", "die Rechnung schicken", "hani gschickt", "done"],
    ["de", "nudge", "die Rechnung schicken", "glaubt mir keiner", "asked"],
    ["de", "nudge", "die Steuererklärung machen", "passt, is eingreicht", "done"],
    ["de", "nudge", "die Steuererklärung machen", "letzte Woche erledigt", "done"],
    ["fr", "nudge", "faire la déclaration", "faite la semaine dernière", "done"],
    ["es", "nudge", "hacer la declaración", "la presenté la semana pasada", "done"],
    ["it", "nudge", "fare la dichiarazione", "l'ho inviata la settimana scorsa", "done"],
    ["pt", "nudge", "fazer a declaração", "entreguei na semana passada", "done"],
    ["pt", "decision", "pintar a cerca", "passa pra semana que vem", "reschedule"],
    ["de", "decision", "die Steuererklärung machen", "was ist der erste Schritt?", "breakdown"],
    ["fr", "decision", "faire la déclaration", "c'est quoi la première étape ?", "breakdown"],
    ["fr", "nudge", "faire la déclaration", "j'ai fait la première étape", "asked"],
    ["es", "decision", "hacer la declaración", "¿cuál es el primer paso?", "breakdown"],
    ["it", "decision", "fare la dichiarazione", "qual è il primo passo?", "breakdown"],
    ["nl", "decision", "de aangifte doen", "wat is de eerste stap?", "breakdown"],
    ["nl", "nudge", "de aangifte doen", "is gebeurd", "done"],
    ["nl", "nudge", "de aangifte doen", "er is iets gebeurd", "asked"],
  ] satisfies readonly Case[])("%s %s '%s': '%s' -> %s", (...c) => {
    const got = replyOutcome(c[3], { summary: c[2], locale: c[0], kind: c[1] }, { withTimes: false });
    if (c[4] === "asked") expect(ASKED.has(got), got).toBe(true);
    else expect(got).toBe(c[4]);
  });
});

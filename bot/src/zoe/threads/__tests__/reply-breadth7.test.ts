/**
 * The breadth of the reply vocabulary (issue 34): the nineteenth batch of development replies
 * (corpus/dev/replies-<code>-nineteenth.tsv, 52 to 57 per language), written and labelled before the reader ran on
 * them: slang and one-word answers ("sorted", "c'est plié", "listo", "feito", "fatto", "klaar is kees"), regional
 * forms (Swiss and Bavarian German, Belgian French, Mexican and Argentine Spanish, Brazilian and European
 * Portuguese, Flemish), polite long forms, typos and missing accents, the thread named by another word, drop
 * ("lass gut sein", "laisse tomber", "olvídalo", "esquece", "lascia perdere", "laat maar"), a reschedule with a
 * date in words, break it down ("it's too big, help me split it"), a second snooze typed in words. Each language is
 * held to a floor of right readings and to none acted on wrongly; the replies still missed (asked about, never acted
 * on) are listed by their text, so a new miss fails here and a fixed one is taken off the list.
 *
 * First pass (right / confidently wrong / asked instead): en 47 / 0 / 9, de 48 / 0 / 9, fr 47 / 1 / 5,
 * es 46 / 0 / 7, pt 44 / 0 / 8, it 41 / 0 / 11, nl 42 / 0 / 10 (315 of 375; the mistake: Belgian "tantôt",
 * this afternoon, read as a snooze with no time). Now en 54, de 54, fr 51, es 51, pt 49, it 49, nl 48 (356 of 375):
 * where to start asked in every language ("where do I even start?", "wo fang ich an?", "par où je commence ?",
 * "¿por dónde empiezo?", "por onde começo?", "da dove comincio?", "waar begin ik?"); no more reminders said as a wish
 * ("I'd rather you didn't remind me", "ich möchte keine Erinnerungen mehr", "je ne veux plus de rappels", "ya no
 * quiero recordatorios", "já não quero lembretes", "non voglio più promemoria"); a day offered ("how about saturday?",
 * "can it wait till monday?", "geht's auch am Montag?", "machen wir's am Montag", "on le fait samedi", "ça irait
 * mieux", "deixa pra sexta", "facciamolo giovedì", "piuttosto"); a delay by a length ("um eine Woche nach hinten",
 * "atrásalo una semana", "slittiamo di una settimana", "schuif het een week op"); smaller pieces asked for ("in
 * passi più piccoli", "em bocados mais pequenos", "maak er kleine stukjes van", "kleinere Häppchen draus"); "bug me
 * about it on monday", "dun", "hoer auf" (umlauts typed as oe), "posponer otra vez", "snoozen", "allemaal in orde",
 * the gym by its everyday word ("gym" for "gimnasio", "ginásio" for "academia"), the Dutch polite "zou u me
 * vrijdagochtend kunnen herinneren?".
 * Left: a done told by another in two clauses ("my partner rang them, it's booked", "mi esposa ya llamó, está
 * agendado"; each clause alone is read), a bare day of the month ("dia 15", "de 15e", "machen wir's am 15.": the
 * reader's caution, a booking's date as likely), an appointment's day beside a done ("ik heb een afspraak voor
 * donderdag"), the thread's verb as an irregular participle or noun ("ho disdetto", "disdetta fatta", "la lettre de
 * résiliation", "cancelé la membresía", "membership's gone"), "tô vendo isso", "stop met zeuren over de sportschool"
 * (left to ask: "hou op met zeuren, ik weet dat het moet" is no stop of the thread). Acted on otherwise by a
 * convention: Belgian "tantôt" is kept as later today (lang/fr/index.ts), the probe's label said this afternoon.
 */
import { describe, expect, it } from "vitest";
import { expectReplyBatchKnown } from "../../test-support/reply-batches.ts";
import { replyOutcome } from "../../test-support/reply-outcome.ts";

type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";

/** Per language: replies in the file, the floor of right readings, and the replies still missed (asked about). */
const BATCH: Record<Lang, { count: number; right: number; known: string[]; knownWrong?: string[] }> = {
  en: {
    count: 56,
    right: 54,
    known: [
      "my partner rang them, it's booked",
      "membership's gone, finally",
    ],
  },
  de: {
    count: 57,
    right: 54,
    known: [
      "hab angerufen, Termin ist am Donnerstag",
      "meine Frau hat den Termin ausgemacht",
      "machen wir's am 15.",
    ],
  },
  fr: {
    count: 53,
    right: 51,
    knownWrong: ["pas maintenant, tantôt"],
    known: [
      "j'ai envoyé la lettre de résiliation",
    ],
  },
  es: {
    count: 53,
    right: 51,
    known: [
      "mi esposa ya llamó, está agendado",
      "cancelé la membresía",
    ],
  },
  pt: {
    count: 52,
    right: 49,
    known: [
      "minha mulher ligou, tá marcado",
      "tô vendo isso",
      "dia 15",
    ],
  },
  it: {
    count: 52,
    right: 49,
    known: [
      "ho preso appuntamento per giovedì",
      "disdetta fatta!",
      "ho disdetto l'abbonamento",
    ],
  },
  nl: {
    count: 52,
    right: 48,
    known: [
      "mijn vrouw heeft gebeld, het is geregeld",
      "ik heb een afspraak voor donderdag",
      "stop met zeuren over de sportschool",
      "de 15e",
    ],
  },
};

describe("the nineteenth batch of development replies: slang, regional forms, drop, dated reschedules, break it down", () => {
  it.each(Object.keys(BATCH) as Lang[])("%s: the floor of right readings held, nothing acted on wrongly, only the known misses missed", (lang) => {
    expectReplyBatchKnown(lang, `replies-${lang}-nineteenth.tsv`, BATCH[lang]);
  });
});

/** "asked": ZOE asks or reads it as other talk, never a sure change of the thread. */
type Case = readonly [locale: Lang, kind: "nudge" | "decision", summary: string, text: string, want: string];
const ASKED = new Set(["unclear", "other", "question"]);

describe("the words added for the nineteenth batch, and the look-alikes they must leave alone", () => {
  it.each([
    ["en", "nudge", "book the vet for the dog", "dunno", "asked"],
    ["en", "nudge", "book the vet for the dog", "bug me about it on monday", "snooze"],
    ["en", "nudge", "book the vet for the dog", "don't bug me about it on monday", "asked"],
    ["en", "nudge", "book the vet for the dog", "remind me about the dentist tomorrow", "asked"],
    ["en", "nudge", "book the vet for the dog", "i'd rather you didn't remind me", "stop"],
    ["en", "nudge", "book the vet for the dog", "i'd rather you reminded me tomorrow", "asked"],
    ["en", "decision", "clean out the garage", "how about saturday?", "reschedule"],
    ["en", "decision", "clean out the garage", "how about the other one?", "asked"],
    ["en", "decision", "clean out the garage", "can it wait till friday?", "reschedule"],
    ["en", "decision", "clean out the garage", "can it wait?", "asked"],
    ["en", "decision", "clean out the garage", "where do I start?", "breakdown"],
    ["en", "nudge", "submit the expense report", "where do I send it?", "asked"],
    ["en", "decision", "clean out the garage", "split it into smaller chunks", "breakdown"],
    ["en", "nudge", "clean out the garage", "the smaller bits are in the shed", "asked"],
    ["de", "nudge", "das Fitnessstudio kündigen", "hoer auf damit", "stop"],
    ["de", "decision", "die Garage ausmisten", "geht's auch am Montag?", "reschedule"],
    ["de", "decision", "die Garage ausmisten", "geht's dir gut?", "asked"],
    ["de", "decision", "die Garage ausmisten", "machen wir's am Montag", "reschedule"],
    ["de", "decision", "die Garage ausmisten", "machen wir's zusammen?", "asked"],
    ["de", "decision", "die Garage ausmisten", "schieb es um eine Woche nach hinten", "reschedule"],
    ["de", "nudge", "die Garage ausmisten", "der Termin wurde um eine Woche nach hinten verschoben", "asked"],
    ["de", "decision", "die Garage ausmisten", "wo fang ich an?", "breakdown"],
    ["de", "decision", "die Garage ausmisten", "wo finde ich das Formular?", "asked"],
    ["de", "nudge", "das Fitnessstudio kündigen", "ich möchte keine Erinnerungen mehr dazu", "stop"],
    ["de", "nudge", "das Fitnessstudio kündigen", "ich möchte keine Erinnerungen mehr am Wochenende", "asked"],
    ["de", "nudge", "die Garage ausmisten", "kleinere Teile liegen im Keller", "asked"],
    ["fr", "decision", "ranger le garage", "on le fait mardi", "reschedule"],
    ["fr", "decision", "ranger le garage", "on le fait ensemble ?", "asked"],
    ["fr", "decision", "ranger le garage", "mardi ça serait mieux", "reschedule"],
    ["fr", "nudge", "résilier l'abonnement à la salle", "je ne veux plus de rappels", "stop"],
    ["fr", "nudge", "résilier l'abonnement à la salle", "je ne veux plus de rappels le week-end", "asked"],
    ["fr", "nudge", "résilier l'abonnement à la salle", "je veux des rappels le matin", "asked"],
    ["fr", "decision", "ranger le garage", "par quoi je commence ?", "breakdown"],
    ["fr", "decision", "ranger le garage", "par où je passe ?", "asked"],
    ["es", "decision", "ordenar el garaje", "retrásalo dos semanas", "reschedule"],
    ["es", "nudge", "ordenar el garaje", "se atrasó una semana", "asked"],
    ["es", "nudge", "dar de baja el gimnasio", "no quiero más recordatorios", "stop"],
    ["es", "nudge", "dar de baja el gimnasio", "quiero recordatorios por la mañana", "asked"],
    ["es", "decision", "ordenar el garaje", "por donde empiezo", "breakdown"],
    ["es", "nudge", "mandar el reporte de gastos", "¿por dónde lo mando?", "asked"],
    ["es", "nudge", "mandar el reporte de gastos", "no lo quiero posponer otra vez", "asked"],
    ["es", "nudge", "dar de baja el gimnasio", "deja de recordarme lo del gym", "stop"],
    ["es", "nudge", "dar de baja el gimnasio", "fui al gym", "asked"],
    ["pt", "decision", "arrumar a garagem", "deixa pra sexta", "reschedule"],
    ["pt", "decision", "arrumar a garagem", "deixa pra lá", "stop"],
    ["pt", "nudge", "cancelar a academia", "não quero mais lembretes", "stop"],
    ["pt", "nudge", "cancelar a academia", "quero lembretes de manhã", "asked"],
    ["pt", "decision", "arrumar a garagem", "em pedaços menores", "breakdown"],
    ["pt", "nudge", "arrumar a garagem", "os pedaços menores estão na garagem", "asked"],
    ["pt", "decision", "arrumar a garagem", "por onde eu entro?", "asked"],
    ["pt", "nudge", "cancelar a academia", "cancelei o ginásio", "done"],
    ["pt", "nudge", "cancelar a academia", "fui ao ginásio hoje", "asked"],
    ["it", "decision", "sistemare il garage", "facciamolo giovedì", "reschedule"],
    ["it", "decision", "sistemare il garage", "facciamolo insieme", "asked"],
    ["it", "decision", "sistemare il garage", "rimandiamolo di due settimane", "reschedule"],
    ["it", "nudge", "sistemare il garage", "è slittato di una settimana", "asked"],
    ["it", "nudge", "disdire la palestra", "non voglio più promemoria", "stop"],
    ["it", "nudge", "disdire la palestra", "voglio promemoria la mattina", "asked"],
    ["it", "decision", "sistemare il garage", "da dove inizio?", "breakdown"],
    ["it", "decision", "sistemare il garage", "da dove vengono?", "asked"],
    ["it", "nudge", "sistemare il garage", "i pezzi più piccoli sono in cantina", "asked"],
    ["nl", "nudge", "de verhuurder mailen", "zou je me morgen kunnen herinneren?", "snooze"],
    ["nl", "nudge", "de verhuurder mailen", "zou u me kunnen helpen?", "asked"],
    ["nl", "decision", "de garage opruimen", "schuif het twee weken op", "reschedule"],
    ["nl", "nudge", "de garage opruimen", "de afspraak is een week opgeschoven", "asked"],
    ["nl", "decision", "de garage opruimen", "waar moet ik beginnen?", "breakdown"],
    ["nl", "decision", "de garage opruimen", "waar begint de film?", "asked"],
    ["nl", "nudge", "de garage opruimen", "de kleine stukjes liggen in de garage", "asked"],
    ["nl", "nudge", "de garage opruimen", "snoozen", "snooze"],
    ["nl", "nudge", "de garage opruimen", "niet snoozen", "asked"],
    ["nl", "nudge", "de garage opruimen", "is alles in orde met je?", "asked"],
    ["nl", "nudge", "het sportschoolabonnement opzeggen", "pff hou op met zeuren ik weet dat het moet", "asked"],
  ] satisfies readonly Case[])("%s %s '%s': '%s' -> %s", (...c) => {
    const got = replyOutcome(c[3], { summary: c[2], locale: c[0], kind: c[1] }, { withTimes: false });
    if (c[4] === "asked") expect(ASKED.has(got), got).toBe(true);
    else expect(got).toBe(c[4]);
  });
});

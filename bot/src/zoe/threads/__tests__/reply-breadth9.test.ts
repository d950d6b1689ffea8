/**
 * The breadth of the reply vocabulary (issue 34, round 9): the twenty-first batch of development replies
 * (corpus/dev/replies-<code>-twenty-first.tsv, 64 or 65 per language), written and labelled before the reader ran on
 * them: the loop named by a word not in its summary plus an action ("the slides are out", "Folien sind raus", "les
 * slides sont envoyées"), done said through the result ("paid ✅", "booked for tuesday", "it's in the post", "está
 * agendado", "è prenotato"), not-yet with a reason ("not yet, waiting on Tom's numbers", "noch nicht, warte auf
 * Antwort"), snooze with a vague time of day ("after lunch", "nach dem Mittag", "après le déjeuner", "depois do
 * almoço", "dopo pranzo", "na de lunch"), reschedule with weekday and time, drop, break it down, polite long forms;
 * and in every file nine look-alikes (a question, a negation, another person, another thing) that must not be acted
 * on as the action their words suggest. Each language is held to a floor of right readings and to none acted on
 * wrongly; the replies still missed (asked about, never acted on) are listed by their text, so a new miss fails here
 * and a fixed one is taken off the list.
 *
 * First pass (right / confidently wrong / asked instead): en 42 / 0 / 20, de 48 / 0 / 13, fr 43 / 0 / 15,
 * es 42 / 0 / 17, pt 43 / 0 / 16, it 44 / 0 / 16, nl 43 / 0 / 17 (305 of 449).
 * After the packs learnt the words (slides, deck, Folien, diapo, diapositivas by one another's names and the gym by
 * its short name in every pack; a preferred time said "works better", "passt besser", "ça m'arrange mieux";
 * "nudge / bug / poke me" before a time; "stop sending me", "I've given up on it"; "enlève ça de la liste",
 * "verdeel het in kleinere stukken"): en 51 / 0 / 11, de 50 / 0 / 11, fr 47 / 0 / 11, es 44 / 0 / 15,
 * pt 43 / 0 / 16, it 45 / 0 / 15, nl 45 / 0 / 15 (325 of 449; every dev reply file: no new confidently wrong).
 */
import { describe, expect, it } from "vitest";
import { expectReplyBatchKnown, expectFollowUpReading, type ReadingCase, UNTOUCHED } from "../../test-support/reply-batches.ts";

type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";

/** Per language: replies in the file, the floor of right readings, and the replies still missed (asked about). */
const BATCH: Record<Lang, { count: number; right: number; known: string[]; knownWrong?: string[] }> = {
  de: {
    count: 64,
    right: 50,
    known: [
      "Folien sind raus",
      "hab das Deck heute früh rumgeschickt",
      "Termin steht, Dienstag",
      "hab einen Termin für den 12. bekommen",
      "ist gebucht",
      "isch abgmacht",
      "die Karte ist in der Post",
      "hab angerufen, keiner ist rangegangen",
      "lass das mit dem Training",
      "viel zu viel auf einmal, kannst du das in Schritte zerlegen",
      "Tom hat seine Folien geschickt",
      "hör nicht auf, mich zu erinnern, ich brauch das",
      "mein Nachbar hat seine Bohrmaschine hier vergessen",
      "Gasrechnung bezahlt, Wasser kommt als nächstes",
    ],
  },
  en: {
    count: 65,
    right: 51,
    known: [
      "slides are out",
      "all paid up",
      "transferred the money last night",
      "got an appointment for the 12th",
      "all set, seeing her next week",
      "popped it in the postbox on the way to work",
      "tried calling, nobody picked up",
      "stop with the gym stuff",
      "Would you please stop sending me reminders about this, I no longer need them",
      "Tom sent his slides",
      "don't stop reminding me, I need it",
      "the report isn't submitted yet",
      "my neighbour forgot his drill here",
      "paid the gas bill, the water one's next",
    ],
  },
  es: {
    count: 64,
    right: 44,
    known: [
      "las diapositivas ya están enviadas",
      "ya le llegó a todo el equipo",
      "hice la transferencia anoche",
      "me dieron cita para el 12",
      "ya quedó, la veo la semana que viene",
      "la eché al buzón esta mañana",
      "sigo con eso",
      "llamé pero nadie contestó",
      "dame un par de horas",
      "ya lo dejé, puedes dejar de preguntar",
      "Le agradecería que no me enviara más recordatorios sobre esto, ya no hace falta.",
      "muévelo al viernes a las 10",
      "cámbialo al lunes a las 8",
      "¿Podríamos pasarlo al próximo martes a las 10, por favor?",
      "Tom mandó sus diapositivas",
      "¿ya está en el correo?",
      "no dejes de recordármelo, lo necesito",
      "mi vecino se olvidó el taladro aquí",
      "¿y si lo divido?",
      "pagué la del gas, la del agua es la siguiente",
    ],
  },
  fr: {
    count: 64,
    right: 47,
    known: [
      "j'ai eu un rendez-vous pour le 12",
      "c'est booké",
      "c'est en ordre, je la vois la semaine prochaine",
      "elle est à la poste",
      "carte postée",
      "je l'ai mise dans la boîte aux lettres ce matin",
      "je suis encore dessus",
      "j'ai appelé, personne n'a décroché",
      "j'ai abandonné, tu peux arrêter de demander",
      "Merci de ne plus m'envoyer de rappels à ce sujet, ce n'est plus nécessaire.",
      "les slides sont parties ?",
      "Tom a envoyé ses slides",
      "elle est partie, la carte ?",
      "n'arrête pas de me le rappeler, j'en ai besoin",
      "mon voisin a oublié sa perceuse ici",
      "et si je le découpais ?",
      "payé le gaz, l'eau c'est la prochaine",
    ],
  },
  it: {
    count: 64,
    right: 45,
    known: [
      "ho girato il deck stamattina",
      "è arrivata a tutto il team",
      "ho fatto il bonifico ieri sera",
      "ho preso appuntamento per il 12",
      "fissato, ci vado la settimana prossima",
      "è già in posta",
      "l'ho imbucato stamattina",
      "ho chiamato ma non ha risposto nessuno",
      "dammi un paio d'ore",
      "ho mollato, puoi smettere di chiedere",
      "rimandalo a venerdì alle 10",
      "posticipa a lunedì alle 8",
      "Potremmo spostarlo a martedì prossimo alle 10, per favore?",
      "è troppo tutto insieme, me lo spezzi in passaggi?",
      "Tom ha mandato le sue slide",
      "non smettere di ricordarmelo, mi serve",
      "il mio vicino ha dimenticato il trapano qui",
      "e se lo dividessi?",
      "pagata quella del gas, quella dell'acqua è la prossima",
    ],
  },
  nl: {
    count: 64,
    right: 45,
    known: [
      "de slides zijn verstuurd",
      "heb het deck vanochtend rondgestuurd",
      "is naar iedereen gegaan",
      "geboekt voor dinsdag",
      "ik heb een afspraak voor de 12e",
      "in orde, ik zie haar volgende week",
      "ze is op de post",
      "heb hem vanochtend in de brievenbus gegooid",
      "de polis is verlengd",
      "gebeld maar niemand nam op",
      "haal het van de lijst",
      "zaterdagochtend past beter",
      "Kunnen we het naar volgende week dinsdag om 10 uur verplaatsen?",
      "veel te veel in één keer, kun je het in stappen verdelen",
      "zijn de slides al verstuurd?",
      "Tom heeft zijn slides gestuurd",
      "stop niet met herinneren, ik heb het nodig",
      "mijn buurman heeft zijn boor hier vergeten",
      "gasrekening betaald, water is de volgende",
    ],
  },
  pt: {
    count: 64,
    right: 43,
    known: [
      "os slides já foram",
      "mandei o deck hoje de manhã",
      "já chegou pra todo mundo",
      "fiz o pix ontem à noite",
      "consegui horário pro dia 12",
      "já está marcada, vou na semana que vem",
      "já está no correio",
      "cartão postado",
      "pus no marco do correio de manhã",
      "tô trabalhando nisso ainda",
      "liguei mas ninguém atendeu",
      "mais logo à tarde",
      "pára com isso do ginásio",
      "tira isso da lista",
      "Agradeço se não me enviar mais lembretes sobre isso, já não é necessário.",
      "o Tom mandou os slides dele",
      "já está no correio?",
      "não para de me lembrar, eu preciso disso",
      "meu vizinho esqueceu a furadeira aqui",
      "e se eu dividir?",
      "paguei a do gás, a da água é a próxima",
    ],
  },
};

describe("the twenty-first batch of development replies: the loop named otherwise, done said through the result, reasons, vague times, dated reschedules, look-alikes", () => {
  it.each(Object.keys(BATCH) as Lang[])("%s: the floor of right readings held, nothing acted on wrongly, only the known misses missed", (lang) => {
    expectReplyBatchKnown(lang, `replies-${lang}-twenty-first.tsv`, BATCH[lang]);
  });
});

/**
 * Look-alikes of the words this batch taught the packs (issue 34: at least two for each, the same word in another
 * sense, negated, about another thing, or asked): each may be read as what it means, or asked about, never as
 * the action the new word alone would suggest.
 */
const LOOK_ALIKES: ReadingCase[] = [
  // The slides by another name, and the gym by its short name: asked, denied, another's.
  ["en", "send the slides to the team", "is the deck out?", UNTOUCHED],
  ["en", "send the slides to the team", "the deck isn't out yet", ["not_yet", ...UNTOUCHED]],
  ["de", "die Präsentation ans Team schicken", "sind die Folien schon verschickt?", UNTOUCHED],
  ["de", "die Präsentation ans Team schicken", "die Folien sind noch nicht verschickt", ["not_yet", ...UNTOUCHED]],
  ["fr", "envoyer la présentation à l'équipe", "les slides ne sont pas encore envoyées", ["not_yet", ...UNTOUCHED]],
  ["fr", "envoyer la présentation à l'équipe", "tu as envoyé les slides ?", UNTOUCHED],
  ["es", "ir al gimnasio", "¿cierra el gym el domingo?", UNTOUCHED],
  ["es", "ir al gimnasio", "mi hermana dejó el gym", UNTOUCHED],
  ["nl", "naar de sportschool gaan", "is de gym open vandaag?", UNTOUCHED],
  ["nl", "naar de sportschool gaan", "stop niet met herinneren aan de gym", UNTOUCHED],
  // A preferred time: asked, or the time of something else.
  ["en", "clean out the garage", "does saturday morning work better?", UNTOUCHED],
  ["en", "clean out the garage", "saturday morning works better for the party", UNTOUCHED],
  ["de", "die Garage ausmisten", "passt Samstag besser?", UNTOUCHED],
  ["de", "die Garage ausmisten", "Samstag passt besser zum Grillen", UNTOUCHED],
  ["fr", "ranger le garage", "samedi ça t'arrange mieux ?", UNTOUCHED],
  ["fr", "ranger le garage", "samedi ça m'arrange mieux pour le barbecue", UNTOUCHED],
  // Off the list, split into pieces: denied or asked.
  ["fr", "ranger le garage", "n'enlève pas ça de la liste", UNTOUCHED],
  ["fr", "ranger le garage", "tu as enlevé ça de la liste ?", UNTOUCHED],
  ["nl", "het kwartaalrapport afmaken", "verdeel het niet in stukken", UNTOUCHED],
  ["nl", "het kwartaalrapport afmaken", "moet ik het in kleinere stukken verdelen?", UNTOUCHED],
  // "nudge / bug me" before a time: refused, another's, asked.
  ["en", "call mum", "don't bug me tonight", UNTOUCHED],
  ["en", "call mum", "she'll bug me tonight", UNTOUCHED],
  ["en", "call mum", "did you nudge me in an hour?", UNTOUCHED],
  // "stop sending", "given up": refused, of another thing, another's, asked.
  ["en", "clean out the garage", "don't stop sending me reminders", UNTOUCHED],
  ["en", "clean out the garage", "stop sending the invoices to my old address", UNTOUCHED],
  ["en", "go to the gym", "I haven't given up on it", ["not_yet", ...UNTOUCHED]],
  ["en", "go to the gym", "my wife gave up on it", UNTOUCHED],
  ["en", "go to the gym", "have you given up on me?", UNTOUCHED],
];

describe("look-alikes of the twenty-first batch's words stay untouched", () => {
  it.each(LOOK_ALIKES)("%s, under %s: %s", (lang, summary, text, allowed) => expectFollowUpReading(lang, summary, text, allowed));
});

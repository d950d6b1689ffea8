/**
 * The breadth of the reply vocabulary (issue 34, round 10): the twenty-second batch of development replies
 * (corpus/dev/replies-<code>-twenty-second.tsv, 55 per language), written and labelled before the reader ran on them,
 * in new voices (a terse manager, a chatty student, an older owner typing full polite sentences, a non-native speaker
 * with grammar slips, a dictated run-on without punctuation): done told through the result ("table's booked for 7",
 * "Tisch ist reserviert", "la demande de passeport est déposée"), not-yet with a reason and a time ("not yet, will do it
 * tonight once the kids are in bed"), vague durations as snooze ("gimme a couple hours", "noch ein Stündchen", "dame un
 * par de horitas"), weekday-of-next-week reschedules ("nächste Woche Donnerstag", "volgende week donderdag"), drop,
 * break it down; and in every file eight look-alikes (a question, a negation, another person, another thing) that
 * must not be acted on as the action their words suggest. Each language is held to a floor of right readings and to
 * none acted on wrongly but the named ones; the replies still missed (asked about, never acted on) are listed by their
 * text, so a new miss fails here and a fixed one is taken off the list.
 *
 * First pass (right / confidently wrong / asked instead): en 35 / 0 / 15, de 30 / 0 / 20, fr 34 / 2 / 14,
 * es 32 / 1 / 18, pt 31 / 1 / 19, it 28 / 1 / 22, nl 35 / 0 / 17 (225 of 385).
 * After (another's auxiliary with the owner as object, "m'a appelé", "mi ha chiamato", "hat mich angerufen", makes a
 * done a guess; "not yet, <time> when <circumstance>" is not yet and a snooze to that time, or asked when the time
 * cannot be read; "un par de horas", "un paio d'ore", "noch ein Stündchen"; "no more running reminders", "keine
 * Jogging-Erinnerungen mehr", "geen hardloopherinneringen meer"; "lassen wir's", "mejor lo dejamos", "laten we het
 * laten vallen", "tu peux rayer ça", "pode riscar"; a learner's "sended"): en 37 / 0 / 13, de 34 / 0 / 16,
 * fr 35 / 0 / 14, es 35 / 0 / 16, pt 33 / 0 / 18, it 30 / 0 / 20, nl 38 / 0 / 14 (242 of 385; every dev reply file:
 * 35 confidently wrong in all, against 40 before, none new).
 */
import { describe, expect, it } from "vitest";
import { expectReplyBatchKnown, expectFollowUpReading, type ReadingCase, UNTOUCHED } from "../../test-support/reply-batches.ts";

type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";

/** Per language: replies in the file, the floor of right readings, the replies still missed (asked about), and those acted on wrongly. */
const BATCH: Record<Lang, { count: number; right: number; known: string[]; knownWrong?: string[] }> = {
  de: {
    count: 55,
    right: 34,
    known: [
      "raus.",
      "hab sie gleich heut morgen per Mail rübergeschickt",
      "Tisch ist reserviert für 19 Uhr",
      "hab uns einen Tisch beim Italiener geholt",
      "Ich habe den Tisch für Samstagabend reserviert, herzlichen Dank.",
      "hab mit dem Vermieter gesprochen, er schickt jemanden",
      "ich hab ihn heute morgen angerufen und er sagt er kümmert sich am Freitag um die Therme",
      "gestern per Elster eingereicht",
      "hab angerufen aber er ist nicht rangegangen ich versuchs nochmal",
      "frag heute Abend nochmal bin in der Vorlesung",
      "spöter",
      "vergiss es, hab die Gebühr schon bezahlt",
      "können wir das stattdessen Freitag um 15 Uhr machen",
      "auf den 15. verlegen",
      "das ist viel zu groß kannst du mir das aufschlüsseln",
      "Ich weiß nicht, wo ich anfangen soll, bitte machen Sie kleinere Aufgaben daraus.",
      "meine Mitbewohnerin hat ihre gegossen",
      "hör nicht auf mit den Jogging-Erinnerungen",
      "vergiss nicht, mich morgen zu erinnern",
      "soll ich es in Abschnitte aufteilen?",
      "der Vermieter hat mich wegen der Miete angerufen",
    ],
  },
  en: {
    count: 55,
    right: 37,
    known: [
      "table's booked for 7",
      "got us a table at Luigi's",
      "yes dear I have booked the table for Saturday evening thank you",
      "applied online last night, all done",
      "I rang him this morning and he said he will sort the boiler on Friday",
      "tax return filed",
      "Not yet I am afraid, I will try him again tomorrow.",
      "gimme a couple hours",
      "ask me again this evening im in lectures",
      "I am not going to do the running anymore please stop",
      "forget about it I already paid the fine",
      "nvm",
      "my flatmate watered hers",
      "don't stop the running reminders",
      "don't forget to remind me tomorrow",
      "the tax return isn't filed yet",
      "should I split it into sections?",
      "the landlord called me about the rent",
    ],
  },
  es: {
    count: 55,
    right: 35,
    known: [
      "si yo mandé ayer la factura",
      "conseguí mesa en lo de Luigi",
      "Ya reservé la mesa para el sábado por la noche, muchas gracias.",
      "ya metí la solicitud del pasaporte",
      "hablé con el casero, manda a alguien",
      "lo llamé esta mañana y dice que el viernes arregla la caldera",
      "lo de los impuestos ya está, por fin",
      "todavía no, después de la llamada con contabilidad",
      "lo llamé pero no contestó vuelvo a intentar",
      "Todavía no, lamentablemente; lo intentaré de nuevo mañana.",
      "pregúntame esta noche estoy en clase",
      "¿Sería tan amable de recordármelo mañana por la mañana?",
      "ya no voy a correr, para por favor",
      "olvídalo, ya pagué la multa",
      "¿lo hacemos el viernes a las 3 de la tarde mejor?",
      "No sé por dónde empezar, ¿podría dividirlo en tareas más pequeñas?",
      "mi compañera de piso regó las suyas",
      "no dejes de recordarme lo de correr",
      "no te olvides de recordármelo mañana",
      "¿debería dividirlo en secciones?",
    ],
  },
  fr: {
    count: 55,
    right: 35,
    known: [
      "oui j'ai envoyer hier la facture",
      "je leur ai mailé ça à la première heure",
      "j'ai eu une table chez Luigi",
      "fait la demande en ligne hier soir, c'est bon",
      "j'ai eu le proprio, il envoie quelqu'un",
      "je l'ai appelé ce matin et il dit qu'il s'occupe de la chaudière vendredi",
      "pas encore, je le fais ce soir quand les petits seront couchés",
      "bof non, j'en suis au tiers",
      "non il me manque encore les photos",
      "j'ai appelé mais il a pas répondu je réessaie",
      "redemande ce soir je suis en cours",
      "plus de rappels pour la course stp",
      "laisse tomber j'ai déjà payé l'amende",
      "Je ne sais pas par où commencer, pourriez-vous en faire de plus petites tâches ?",
      "la facture est partie ?",
      "ma coloc a arrosé les siennes",
      "n'arrête pas les rappels de course",
      "n'oublie pas de me le rappeler demain",
      "je devrais le découper en parties ?",
      "le proprio m'a appelé pour le loyer",
    ],
  },
  it: {
    count: 55,
    right: 31,
    known: [
      "ho trovato un tavolo da Luigi",
      "la domanda per il passaporto è presentata",
      "ho fatto la richiesta online ieri sera, a posto",
      "sì le ho appena bagnate",
      "ho sentito il padrone di casa, manda qualcuno",
      "l'ho chiamato stamattina e dice che venerdì sistema la caldaia",
      "l'ho trasmessa ieri col 730 precompilato",
      "le tasse sono sistemate, finalmente",
      "non ancora, dopo la call con l'amministrazione",
      "uff no, sono tipo a un terzo",
      "l'ho chiamato ma non ha risposto riprovo",
      "Non ancora, purtroppo; riproverò domani.",
      "richiedimelo stasera sono a lezione",
      "Sarebbe così gentile da ricordarmelo domattina?",
      "basta promemoria per la corsa per favore",
      "lascia perdere, ho già pagato la multa",
      "mettilo lunedì alle 9",
      "possiamo farlo venerdì alle 15 invece?",
      "Non so da dove cominciare, potrebbe farne delle attività più piccole?",
      "la mia coinquilina ha innaffiato le sue",
      "non smettere coi promemoria della corsa",
      "non dimenticare di ricordarmelo domani",
      "dovrei dividerlo in sezioni?",
      "il padrone di casa mi ha chiamato per l'affitto",
    ],
  },
  nl: {
    count: 55,
    right: 38,
    known: [
      "tafel staat gereserveerd voor 19u",
      "heb een tafel bij Luigi kunnen krijgen",
      "Ik heb de tafel voor zaterdagavond gereserveerd, hartelijk dank.",
      "de planten hebben water gehad",
      "ik heb hem vanochtend gebeld en hij zegt dat hij vrijdag de ketel komt maken",
      "gisteren via Mijn Belastingdienst ingediend",
      "gebeld maar hij nam niet op ik probeer het nog eens",
      "vraag het vanavond nog eens ik zit in college",
      "Zou u mij morgenochtend nogmaals willen herinneren?",
      "stop met me aan het hardlopen te herinneren",
      "laat maar, ik heb de boete al betaald",
      "kunnen we het vrijdag om 15 uur doen in plaats daarvan",
      "het is veel te groot, kun je het voor me opknippen",
      "Ik weet niet waar ik moet beginnen, kunt u er kleinere taken van maken?",
      "mijn huisgenote heeft de hare water gegeven",
      "stop niet met de hardloopherinneringen",
      "vergeet niet me morgen te herinneren",
    ],
  },
  pt: {
    count: 55,
    right: 33,
    known: [
      "a fatura saiu hoje cedo",
      "sim eu mandou ontem a fatura",
      "consegui mesa no Luigi",
      "o pedido do passaporte já deu entrada",
      "fiz o pedido online ontem à noite, pronto",
      "meu deus finalmente!! a parada do passaporte tá FEITA",
      "falei com o senhorio, ele vai mandar alguém",
      "liguei pra ele hoje de manhã e ele disse que resolve a caldeira na sexta",
      "submeti ontem no Portal das Finanças",
      "ainda não, depois da call com o financeiro",
      "aff não, tô tipo num terço",
      "liguei mas ele não atendeu vou tentar de novo",
      "pergunta de novo hoje à noite tô na aula",
      "chega de lembretes de corrida por favor",
      "não vou correr mais, para por favor",
      "esquece, já paguei a multa",
      "passa para quinta da semana que vem",
      "Não sei por onde começar, poderia dividir em tarefas menores?",
      "minha colega de quarto regou as dela",
      "não para com os lembretes de corrida",
      "não esquece de me lembrar amanhã",
      "devo dividir em seções?",
    ],
  },
};

describe("the twenty-second batch of development replies: done told through the result, not-yet with a reason and a time, vague durations, next week's weekday, drop, break it down, look-alikes", () => {
  it.each(Object.keys(BATCH) as Lang[])("%s: the floor of right readings held, nothing acted on wrongly, only the known misses missed", (lang) => {
    expectReplyBatchKnown(lang, `replies-${lang}-twenty-second.tsv`, BATCH[lang]);
  });
});

/**
 * Look-alikes of what this batch taught the packs and the reader (issue 34: at least two for each, the same words
 * in another sense, negated, about another thing, or asked): each may be read as what it means, or asked about,
 * never as the action the new words alone would suggest.
 */
const LOOK_ALIKES: ReadingCase[] = [
  // Another's auxiliary with the owner as object ("m'a appelé", "mi ha chiamato", "hat mich angerufen"): done to the owner, not by them.
  ["fr", "appeler le proprio pour le chauffage", "le proprio m'a déjà appelé", UNTOUCHED],
  ["it", "chiamare il padrone di casa per il riscaldamento", "il padrone di casa mi ha chiamato", UNTOUCHED],
  ["de", "den Vermieter wegen der Heizung anrufen", "der Vermieter hat mich angerufen", UNTOUCHED],
  ["fr", "appeler le proprio pour le chauffage", "je l'ai appelé ce matin", ["done"]],
  ["it", "chiamare il padrone di casa per il riscaldamento", "l'ho chiamato", ["done"]],
  // Not yet, then a time and its circumstance: no time guessed where none can be read, none taken from a question.
  ["en", "water the plants", "not yet, when it's cooler", ["not_yet", ...UNTOUCHED]],
  ["en", "water the plants", "not yet, tonight when it's cooler?", ["not_yet", ...UNTOUCHED]],
  ["fr", "arroser les plantes", "pas encore, quand les petits seront couchés", ["not_yet", ...UNTOUCHED]],
  ["es", "regar las plantas", "aún no, ¿esta noche cuando los niños se duerman?", ["not_yet", ...UNTOUCHED]],
  // A couple of hours ("un par de horas", "un paio d'ore"), one more hour ("noch ein Stündchen"): asked, or another's time.
  ["es", "regar las plantas", "¿en un par de horas?", UNTOUCHED],
  ["es", "regar las plantas", "mi hermana llega en un par de horas", UNTOUCHED],
  ["it", "innaffiare le piante", "tra un paio d'ore?", UNTOUCHED],
  ["it", "innaffiare le piante", "mia sorella arriva tra un paio d'ore", UNTOUCHED],
  ["de", "die Pflanzen gießen", "noch ein Stündchen?", UNTOUCHED],
  ["de", "die Pflanzen gießen", "noch eine Stunde bis Feierabend", UNTOUCHED],
  // ZOE's messages named by their thing ("no more running reminders", "keine Jogging-Erinnerungen mehr"): asked, or of another thing.
  ["en", "go running", "no more running reminders?", UNTOUCHED],
  ["en", "go running", "no more running shoes in my size", UNTOUCHED],
  ["de", "joggen gehen", "keine Jogging-Erinnerungen mehr?", UNTOUCHED],
  ["de", "joggen gehen", "ich will keine Jogging-Erinnerungen mehr verpassen", UNTOUCHED],
  ["nl", "gaan hardlopen", "geen hardloopherinneringen meer?", UNTOUCHED],
  ["nl", "gaan hardlopen", "stop niet met de hardloopherinneringen", UNTOUCHED],
  // Let's leave it, cross it out ("lassen wir's", "mejor lo dejamos", "laat het vallen", "rayer ça", "pode riscar"): asked, put off, denied, another sense.
  ["de", "die Bücher in die Bücherei zurückbringen", "lassen wir's so?", UNTOUCHED],
  ["de", "die Bücher in die Bücherei zurückbringen", "lassen wir's für heute", ["snooze", ...UNTOUCHED]],
  ["es", "devolver los libros a la biblioteca", "mejor lo dejamos para mañana", ["snooze", ...UNTOUCHED]],
  ["es", "devolver los libros a la biblioteca", "¿lo dejamos?", UNTOUCHED],
  ["nl", "de boeken terugbrengen naar de bibliotheek", "ik heb het laten vallen", UNTOUCHED],
  ["nl", "de boeken terugbrengen naar de bibliotheek", "laten we het niet laten vallen", UNTOUCHED],
  ["fr", "rendre les livres à la bibliothèque", "ne raye pas ça", ["not_yet", ...UNTOUCHED]],
  ["fr", "rendre les livres à la bibliothèque", "j'ai rayé la voiture", UNTOUCHED],
  ["pt", "devolver os livros à biblioteca", "não pode riscar", ["not_yet", ...UNTOUCHED]],
  ["pt", "devolver os livros à biblioteca", "risquei o carro", UNTOUCHED],
  // A learner's "sended": asked, or denied.
  ["en", "send the invoice to the client", "has he sended it?", UNTOUCHED],
  ["en", "send the invoice to the client", "I haven't sended it yet", ["not_yet", ...UNTOUCHED]],
];

describe("look-alikes of the twenty-second batch's words stay untouched", () => {
  it.each(LOOK_ALIKES)("%s, under %s: %s", (lang, summary, text, allowed) => expectFollowUpReading(lang, summary, text, allowed));
});

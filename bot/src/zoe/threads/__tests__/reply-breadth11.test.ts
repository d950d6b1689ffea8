/**
 * The breadth of the reply vocabulary (issue 34, round 11): the twenty-third batch of development replies
 * (corpus/dev/replies-<code>-twenty-third.tsv, 60 per language, 61 in Dutch), written and labelled before the reader ran
 * on them: the most ordinary ways a native speaker says done / not yet / snooze (with and without a time) / stop /
 * reschedule / drop in a chat, about eight each, some with a short reason before or after ("ja erledigt, war easy",
 * "pas encore, j'ai eu une urgence", "todavía no, mañana sin falta", "nog niet, morgen echt"), the thread named by
 * another noun, regional forms (Radl, isch, ned, al rato, equis, logo à noite, arvo), polite long forms, typos; three
 * break-it-down requests; and eight look-alikes per file (a question, a negation, another person, another thing) that
 * must not be acted on as the action their words suggest. Each language is held to a floor of right readings and to
 * none acted on wrongly but the named ones; the replies still missed (asked about, never acted on) are listed by their
 * text, so a new miss fails here and a fixed one is taken off the list.
 *
 * First pass (right / confidently wrong / asked instead): en 42 / 0 / 14, de 42 / 0 / 14, fr 44 / 0 / 12,
 * es 49 / 1 / 8, pt 44 / 0 / 12, it 42 / 0 / 14, nl 38 / 1 / 19 (301 of 421).
 * After (words in the packs only: ZOE's messages refused by name, "no me mandes más recordatorios", "não me manda mais
 * lembrete", "ne plus m'envoyer de rappels", "non inviarmi più promemoria", "mich nicht mehr an … zu erinnern", "ik hoef
 * geen berichtjes meer", "je hoeft me niet meer te herinneren", "plus besoin de me le rappeler", "não precisa mais me
 * lembrar"; "enough with the gym", "leave me alone about the workouts", "genoeg over de sportschool", "para com isso",
 * "basta per favore", "hou (maar) op met herinneren", "ik zie ervan af", "haal het (maar) van de lijst", "tu peux
 * supprimer", "puedes borrarla"; "il bagno è pulito"; "domani senz'altro"; "zaterdagochtend is beter", "put it on the
 * 10th", "leg's auf Sonntag", "mach Freitagnachmittag draus"; "schreib mir um 18 Uhr", "stuur me om 18 uur een
 * berichtje", "manda de novo às 18h"; "ne halbe Stunde", "une demi-heure", "un petit quart d'heure"; "in Teilaufgaben
 * runterbrechen", "la couper en petits morceaux", "het in stukjes hakken", "een lijstje met stappen", "una lista di
 * passi", "turn it into subtasks"; "cé fait", "nog neit"; "devo ancora risponderle" stays asked, as reply-romance's
 * "devo ancora mandarla" is):
 * en 46 / 0 / 10, de 48 / 0 / 8 (46 / 0 / 10 once "leg's", "draus", "daraus" were taken back at the merge), fr 50 / 0 / 6, es 51 / 1 / 6, pt 49 / 0 / 7, it 46 / 0 / 10, nl 49 / 1 / 8 (339 of 421;
 * every other dev reply file, traps and outside ones included: 14 more right, none newly wrong, 37 confidently wrong in
 * all as before).
 */
import { describe, expect, it } from "vitest";
import { expectReplyBatchKnown, expectFollowUpReading, type ReadingCase, UNTOUCHED } from "../../test-support/reply-batches.ts";

type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";

/** Per language: replies in the file, the floor of right readings, the replies still missed (asked about), and those acted on wrongly. */
const BATCH: Record<Lang, { count: number; right: number; known: string[]; knownWrong?: string[] }> = {
  de: {
    count: 60,
    right: 46,
    known: [
      // Taken back at the merge: "leg's", "draus" and "daraus" as deferral words made one more reply confidently wrong on
      // material nobody on the team wrote (held-out set 1, German), so these two are asked about again.
      "mach Freitagnachmittag draus",
      "leg's auf Sonntag",
      "hab angerufen, Termin ist am Donnerstag nächste Woche",
      "hab der Lehrerin gestern schon geantwortet",
      "Radl ist beim Mechaniker",
      "gekündigt, die Bestätigung kam heut früh",
      "noch nicht, die Werkstatt hat erst Montag wieder offen",
      "bitte keine Erinnerungen mehr ans Training",
      "bin nicht mehr im Studio angemeldet, musst mich nicht mehr erinnern",
      "nerv mich nicht mehr mit dem Sport",
      "meine Schwester hat ihr Paket abgeholt",
      "hör nicht auf, mich ans Training zu erinnern",
      "die Werkstatt sagt, das Rad ist morgen fertig",
      "soll ich's auf Dienstag verschieben?",
    ],
  },
  en: {
    count: 60,
    right: 46,
    known: [
      "got the parcel 👍",
      "replied to the teacher last night",
      "bathroom's sparkling",
      "bike's at the shop",
      "dun",
      "not yet, the bike shop's shut till Monday",
      "I would be grateful if you stopped reminding me about exercise.",
      "quit the gym, no need to remind me anymore",
      "scratch that off the list",
      "my sister picked up her parcel",
      "the bathroom isn't clean yet",
      "don't stop reminding me about the gym",
      "the bike shop says it'll be ready tomorrow",
      "should I move it to Tuesday?",
    ],
  },
  es: {
    count: 60,
    right: 51,
    known: [
      "cita pedida para el jueves de la semana que viene",
      "ya lo di de baja, me llegó la confirmación",
      "todavía no, el taller está cerrado hasta el lunes",
      "Le ruego que no me envíe más recordatorios sobre el ejercicio.",
      "el martes que viene porfa",
      "¿Podríamos cambiarla al lunes a las 9?",
      "no dejes de recordarme lo del gimnasio",
      "el del taller dice que la bici estará lista mañana",
    ],
    knownWrong: ["¿tengo que pasarla al martes?"],
  },
  fr: {
    count: 60,
    right: 50,
    known: [
      "rdv pris pour jeudi de la semaine prochaine",
      "le vélo est chez le réparateur",
      "pas encore, le réparateur est fermé jusqu'à lundi",
      "j'ai arrêté la salle, plus besoin de me le rappeler",
      "lâche-moi avec la muscu",
      "plus la peine, la maîtresse a appelé",
      "ma sœur a récupéré son colis",
      "n'arrête pas de me rappeler la salle",
      "le réparateur dit que le vélo sera prêt demain",
      "je dois la décaler à mardi ?",
    ],
  },
  it: {
    count: 60,
    right: 46,
    known: [
      "pacco preso 👍",
      "ho chiamato, mi hanno dato appuntamento per giovedì prossimo",
      "risposto ieri sera alla maestra",
      "la bici è dal meccanico",
      "non ancora, il meccanico è chiuso fino a lunedì",
      "devo ancora risponderle",
      "La prego di non inviarmi più promemoria per gli allenamenti.",
      "Potremmo spostarla a lunedì alle 9?",
      "lascia stare, ne compro una nuova",
      "non serve più, ha chiamato la maestra",
      "mia sorella ha ritirato il suo pacco",
      "non smettere di ricordarmi la palestra",
      "il meccanico dice che sarà pronta domani",
      "devo spostarla a martedì?",
    ],
  },
  nl: {
    count: 61,
    right: 49,
    known: [
      "gebeld, ik kan volgende week donderdag terecht",
      "staat gepland voor de 12e",
      "badkamer is weer schoon, was een klus",
      "fiets staat bij de fietsenmaker",
      "Ik heb de juf gisteren al een antwoord gestuurd, dank u wel.",
      "nee, de fietsenmaker is dicht tot maandag",
      "stop met die sportschool",
      "Wilt u alstublieft stoppen met de herinneringen over het sporten?",
      "stop niet met de herinneringen over de sportschool",
      "de fietsenmaker zegt dat hij morgen klaar is",
      "moet ik het naar dinsdag verzetten?",
    ],
    knownWrong: ["mijn zus heeft haar pakketje opgehaald"],
  },
  pt: {
    count: 60,
    right: 49,
    known: [
      "encomenda retirada 👍",
      "consulta marcada pra quinta da semana que vem",
      "banheiro tá um brinco",
      "a bike já tá na oficina",
      "ainda não, a oficina está fechada até segunda",
      "na terça que vem, por favor",
      "tira da lista",
      "minha irmã buscou a encomenda dela",
      "não para de me lembrar da academia",
      "o cara da oficina disse que a bike fica pronta amanhã",
      "tenho que passar pra terça?",
    ],
  },
};

describe("the twenty-third batch of development replies: the plain everyday done / not yet / snooze / stop / reschedule / drop, with a reason, look-alikes", () => {
  it.each(Object.keys(BATCH) as Lang[])("%s: the floor of right readings held, nothing acted on wrongly, only the known misses missed", (lang) => {
    expectReplyBatchKnown(lang, `replies-${lang}-twenty-third.tsv`, BATCH[lang]);
  });
});

/**
 * Look-alikes of what this batch taught the packs (issue 34: at least two for each, the same words in another sense,
 * negated, about another thing, or asked): each may be read as what it means, or asked about, never as the action the
 * new words alone would suggest.
 */
const LOOK_ALIKES: ReadingCase[] = [
  // "genoeg over de sportschool", "ik zie ervan af", "haal het (maar) van de lijst": asked, or said of another thing.
  ["nl", "naar de sportschool gaan", "ik weet genoeg over de sportschool", UNTOUCHED],
  ["nl", "naar de sportschool gaan", "genoeg over de sportschool?", UNTOUCHED],
  ["nl", "de tandarts bellen", "zie je ervan af?", UNTOUCHED],
  ["nl", "boodschappen doen", "heb je het van de lijst gehaald?", UNTOUCHED],
  ["nl", "boodschappen doen", "ik haal melk uit de lijst van mama", UNTOUCHED],
  // "geen berichtjes meer", "hou op met herinneren", "je hoeft me niet meer te herinneren": asked, negated.
  ["nl", "naar de sportschool gaan", "hoef ik geen berichtjes meer?", UNTOUCHED],
  ["nl", "naar de sportschool gaan", "hou niet op met herinneren", UNTOUCHED],
  ["nl", "naar de sportschool gaan", "hoef je me niet meer te herinneren?", UNTOUCHED],
  ["nl", "naar de sportschool gaan", "moet ik stoppen met de herinneringen?", UNTOUCHED],
  // "het in stukjes hakken", "maak er een lijstje met stappen van": another thing cut, a list the owner made.
  ["nl", "de presentatie voorbereiden", "ik moet de ui in stukjes hakken", UNTOUCHED],
  ["nl", "de presentatie voorbereiden", "ik heb er een lijstje met stappen van gemaakt", UNTOUCHED],
  // "stuur me om 18 uur een berichtje": another's message, a message on a condition.
  ["nl", "boodschappen doen", "mijn moeder stuurt me om 18 uur een berichtje", UNTOUCHED],
  ["nl", "boodschappen doen", "stuur me een berichtje als je er bent", UNTOUCHED],
  ["nl", "de fiets laten maken", "zaterdag is het weer beter", UNTOUCHED],
  // "non inviarmi più promemoria": asked, another's messages.
  ["it", "andare in palestra", "non inviarmi più promemoria?", UNTOUCHED],
  ["it", "andare in palestra", "non mi inviano più promemoria", ["not_yet", ...UNTOUCHED]],
  // "fammi una lista di passi", "il bagno è pulito", "basta per favore".
  ["it", "pulire il bagno", "ho fatto una lista di passi", ["not_yet", ...UNTOUCHED]],
  ["it", "pulire il bagno", "il bagno è pulito?", UNTOUCHED],
  ["it", "pulire il bagno", "il bagno non è ancora pulito", ["not_yet", ...UNTOUCHED]],
  ["it", "andare in palestra", "basta per oggi", ["snooze", ...UNTOUCHED]],
  ["it", "andare in palestra", "basta che funzioni", UNTOUCHED],
  // "mich nicht mehr an … zu erinnern", "runterbrechen", "schreib mir um 18 Uhr", "ne halbe Stunde".
  ["de", "ins Fitnessstudio gehen", "vergiss nicht, mich an das Fitnessstudio zu erinnern", UNTOUCHED],
  ["de", "ins Fitnessstudio gehen", "nervt dich das nicht mehr mit dem Sport?", UNTOUCHED],
  ["de", "die Präsentation vorbereiten", "der Ast ist runtergebrochen", UNTOUCHED],
  ["de", "beim Zahnarzt anrufen", "sie schreibt mir um 18 Uhr", UNTOUCHED],
  ["de", "beim Zahnarzt anrufen", "schreibst du mir um 18 Uhr?", UNTOUCHED],
  ["de", "die Präsentation vorbereiten", "hat ne halbe Stunde gedauert", UNTOUCHED],
  ["de", "die Präsentation vorbereiten", "brauchst du eine halbe Stunde?", UNTOUCHED],
  // "ne plus m'envoyer de rappels", "plus besoin de me le rappeler", "tu peux supprimer", "la couper en morceaux", "cé", "une demi-heure".
  ["fr", "aller à la salle de sport", "il ne faut plus m'envoyer de rappels ?", UNTOUCHED],
  ["fr", "aller à la salle de sport", "plus besoin de me le rappeler ?", UNTOUCHED],
  ["fr", "aller à la salle de sport", "ne me lâche pas avec la muscu", ["not_yet", ...UNTOUCHED]],
  ["fr", "préparer la présentation de lundi", "je peux supprimer ?", UNTOUCHED],
  ["fr", "préparer la présentation de lundi", "tu peux supprimer la photo ?", UNTOUCHED],
  ["fr", "préparer la présentation de lundi", "je vais couper les légumes en petits morceaux", UNTOUCHED],
  ["fr", "préparer la présentation de lundi", "cé quoi ?", UNTOUCHED],
  ["fr", "préparer la présentation de lundi", "ça prend une demi-heure ?", UNTOUCHED],
  // "no me mandes más recordatorios", "puedes borrarla".
  ["es", "ir al gimnasio", "¿no me mandas más recordatorios?", UNTOUCHED],
  ["es", "ir al gimnasio", "mi jefe no me manda más mensajes", UNTOUCHED],
  ["es", "preparar la presentación del lunes", "no puedes borrarla", UNTOUCHED],
  // "não me manda mais lembrete", "para com isso", "não precisa mais me lembrar", "manda de novo às 18h".
  ["pt", "ir à academia", "ela não me manda mais mensagens", UNTOUCHED],
  ["pt", "ir à academia", "não para com isso", UNTOUCHED],
  ["pt", "ir à academia", "não precisa mais me lembrar?", UNTOUCHED],
  ["pt", "ir à academia", "ela me manda mensagem às 18h", UNTOUCHED],
  ["pt", "ir à academia", "manda a foto às 18h?", UNTOUCHED],
  // "enough with the gym", "leave me alone about…", "turn it into subtasks".
  ["en", "go to the gym", "not enough with the gym", UNTOUCHED],
  ["en", "go to the gym", "why won't you leave me alone about the workouts?", UNTOUCHED],
  ["en", "go to the gym", "my wife won't leave me alone about the workouts", UNTOUCHED],
  ["en", "prepare Monday's presentation", "are there subtasks?", UNTOUCHED],
  ["en", "prepare Monday's presentation", "I wrote a list of subtasks", UNTOUCHED],
  // "put it on the 10th", "leg's auf Sonntag", "mach Freitagnachmittag draus": another's doing, no day, another sense.
  ["en", "get the bike fixed", "she put it on the 10th", UNTOUCHED],
  ["en", "get the bike fixed", "I put it on the table", UNTOUCHED],
  ["de", "die Präsentation vorbereiten", "leg's auf den Tisch", UNTOUCHED],
  ["de", "die Präsentation vorbereiten", "sie legt's auf Sonntag", UNTOUCHED],
  ["de", "die Präsentation vorbereiten", "mach was draus", UNTOUCHED],
  ["de", "die Präsentation vorbereiten", "ich mach mir nichts draus", UNTOUCHED],
];

describe("look-alikes of the twenty-third batch's words stay untouched", () => {
  it.each(LOOK_ALIKES)("%s, under %s: %s", (lang, summary, text, allowed) => expectFollowUpReading(lang, summary, text, allowed));
});

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
 */
import { describe, it } from "vitest";
import { expectReplyBatchKnown } from "../../test-support/reply-batches.ts";

type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";

/** Per language: replies in the file, the floor of right readings, the replies still missed (asked about), and those acted on wrongly. */
const BATCH: Record<Lang, { count: number; right: number; known: string[]; knownWrong?: string[] }> = {
  de: {
    count: 60,
    right: 42,
    known: [
      "hab angerufen, Termin ist am Donnerstag nächste Woche",
      "hab der Lehrerin gestern schon geantwortet",
      "Radl ist beim Mechaniker",
      "gekündigt, die Bestätigung kam heut früh",
      "noch nicht, die Werkstatt hat erst Montag wieder offen",
      "schreib mir um 18 Uhr nochmal",
      "gib mir noch ne halbe Stunde",
      "bitte keine Erinnerungen mehr ans Training",
      "Ich bitte Sie, mich nicht mehr an das Fitnessstudio zu erinnern.",
      "bin nicht mehr im Studio angemeldet, musst mich nicht mehr erinnern",
      "nerv mich nicht mehr mit dem Sport",
      "mach Freitagnachmittag draus",
      "leg's auf Sonntag",
      "kannst du mir das in Teilaufgaben runterbrechen?",
      "meine Schwester hat ihr Paket abgeholt",
      "hör nicht auf, mich ans Training zu erinnern",
      "die Werkstatt sagt, das Rad ist morgen fertig",
      "soll ich's auf Dienstag verschieben?",
    ],
  },
  en: {
    count: 60,
    right: 42,
    known: [
      "got the parcel 👍",
      "replied to the teacher last night",
      "bathroom's sparkling",
      "bike's at the shop",
      "dun",
      "not yet, the bike shop's shut till Monday",
      "enough with the gym",
      "I would be grateful if you stopped reminding me about exercise.",
      "quit the gym, no need to remind me anymore",
      "leave me alone about the workouts",
      "put it on the 10th",
      "scratch that off the list",
      "can you turn it into a list of subtasks?",
      "my sister picked up her parcel",
      "the bathroom isn't clean yet",
      "don't stop reminding me about the gym",
      "the bike shop says it'll be ready tomorrow",
      "should I move it to Tuesday?",
    ],
  },
  es: {
    count: 60,
    right: 49,
    known: [
      "cita pedida para el jueves de la semana que viene",
      "ya lo di de baja, me llegó la confirmación",
      "todavía no, el taller está cerrado hasta el lunes",
      "no me mandes más recordatorios del gimnasio",
      "Le ruego que no me envíe más recordatorios sobre el ejercicio.",
      "el martes que viene porfa",
      "¿Podríamos cambiarla al lunes a las 9?",
      "se canceló la reunión, puedes borrarla",
      "no dejes de recordarme lo del gimnasio",
      "el del taller dice que la bici estará lista mañana",
    ],
    knownWrong: ["¿tengo que pasarla al martes?"],
  },
  fr: {
    count: 60,
    right: 44,
    known: [
      "rdv pris pour jeudi de la semaine prochaine",
      "le vélo est chez le réparateur",
      "cé fait",
      "pas encore, le réparateur est fermé jusqu'à lundi",
      "encore une demi-heure stp",
      "dans un petit quart d'heure",
      "Je vous prie de ne plus m'envoyer de rappels concernant le sport.",
      "j'ai arrêté la salle, plus besoin de me le rappeler",
      "lâche-moi avec la muscu",
      "plus la peine, la maîtresse a appelé",
      "la présentation est annulée, tu peux supprimer",
      "aide-moi à la couper en petits morceaux",
      "ma sœur a récupéré son colis",
      "n'arrête pas de me rappeler la salle",
      "le réparateur dit que le vélo sera prêt demain",
      "je dois la décaler à mardi ?",
    ],
  },
  it: {
    count: 60,
    right: 42,
    known: [
      "pacco preso 👍",
      "ho chiamato, mi hanno dato appuntamento per giovedì prossimo",
      "risposto ieri sera alla maestra",
      "il bagno è pulito, finalmente",
      "la bici è dal meccanico",
      "non ancora, domani senz'altro",
      "non ancora, il meccanico è chiuso fino a lunedì",
      "devo ancora risponderle",
      "La prego di non inviarmi più promemoria per gli allenamenti.",
      "basta per favore",
      "Potremmo spostarla a lunedì alle 9?",
      "lascia stare, ne compro una nuova",
      "non serve più, ha chiamato la maestra",
      "troppa roba tutta insieme, fammi una lista di passi",
      "mia sorella ha ritirato il suo pacco",
      "non smettere di ricordarmi la palestra",
      "il meccanico dice che sarà pronta domani",
      "devo spostarla a martedì?",
    ],
  },
  nl: {
    count: 61,
    right: 38,
    known: [
      "gebeld, ik kan volgende week donderdag terecht",
      "staat gepland voor de 12e",
      "badkamer is weer schoon, was een klus",
      "fiets staat bij de fietsenmaker",
      "Ik heb de juf gisteren al een antwoord gestuurd, dank u wel.",
      "nee, de fietsenmaker is dicht tot maandag",
      "nog neit sorry",
      "stuur me om 18 uur nog een berichtje",
      "stop met die sportschool",
      "hou maar op met herinneren",
      "ik hoef geen berichtjes meer over de gym",
      "Wilt u alstublieft stoppen met de herinneringen over het sporten?",
      "ben gestopt met sporten, je hoeft me niet meer te herinneren",
      "genoeg over de sportschool",
      "zaterdagochtend is beter",
      "haal het maar van de lijst",
      "laat die tandarts maar, ik zie er vanaf",
      "het is een heel gedoe, kun je het in stukjes hakken?",
      "te veel ineens, maak er een lijstje met stappen van",
      "stop niet met de herinneringen over de sportschool",
      "de fietsenmaker zegt dat hij morgen klaar is",
      "moet ik het naar dinsdag verzetten?",
    ],
    knownWrong: ["mijn zus heeft haar pakketje opgehaald"],
  },
  pt: {
    count: 60,
    right: 44,
    known: [
      "encomenda retirada 👍",
      "consulta marcada pra quinta da semana que vem",
      "banheiro tá um brinco",
      "a bike já tá na oficina",
      "ainda não, a oficina está fechada até segunda",
      "manda de novo às 18h",
      "não me manda mais lembrete da academia",
      "Peço que não me envie mais lembretes sobre o ginásio.",
      "saí da academia, não precisa mais me lembrar",
      "para com isso por favor",
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

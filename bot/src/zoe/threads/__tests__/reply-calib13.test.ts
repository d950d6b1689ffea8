/**
 * A reader that is never confidently wrong (issue 34, probe round 13): the twenty-sixth batch of development replies
 * (corpus/dev/replies-<code>-twenty-sixth.tsv, 45 per language), written and labelled on 6 December 2026 before the
 * reader ran on them, weighted to what the twelfth round left wrong or asked: someone else did it ("Jen paid it this
 * morning", "mi hermana se encargó"), plural done ("mandate tutte e due stamattina"), compound replies, a reminder
 * request as the reply, tried but failed ("tried calling, nobody picked up"), still to do said as a statement ("muss
 * ich noch schicken", "ainda tenho que mandar"), typos and missing accents, emoji-only answers, and look-alikes that are
 * other talk ("Jen paid for dinner last night lol").
 *
 * First pass (right / confidently wrong / asked instead, of 45): en 26/0/16, de 20/0/20, fr 22/0/19, es 28/0/13,
 * pt 25/0/16, it 22/1/18, nl 20/0/21: 163 of 315 right, 1 acted on wrongly ("mandate tutte e due stamattina" under
 * "mandare le due fatture" read as not yet with a snooze to "due stamattina", two in the morning).
 * After: "tutt[ie] e due" is "entrambi" (lang/it/reply.ts), and still-to-do statements are a not yet (the packs'
 * notYet: "muss ich noch", "steht noch aus", "moet ik nog", "il faut encore que je", "toujours à faire", "ainda tenho
 * que", "è ancora da fare", "gotta do that still"): 171 of 315, none acted on wrongly. Taken back: a capitalised
 * first word as a name doing the work ("Tom paid it yesterday", 174 right) acted wrongly on "Papa besorgt es" and
 * "Tom heeft zijn slides gestuurd" (other batches); "devo ancora" (reply-romance pins "devo ancora mandarla" asked).
 * Left (asked about, named below): a named person's done ("Jen paid it this morning", "l'ha pagata Luca stamattina"),
 * "the kids" without a possessive, a done beside the other person's time
 * ("rang him, he's coming thursday at 8"), tried but failed ("called but they were closed"), emoji-only 👍 (other
 * batches label it unclear), and a reminder for this thread with the thing as a pronoun.
 */
import { describe, expect, it } from "vitest";
import { expectReplyBatchKnown, expectFollowUpAction, type ReadingCase, UNTOUCHED } from "../../test-support/reply-batches.ts";

type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";

/** Per language: replies in the file, the floor of right readings, and the replies still missed (asked about); none is acted on wrongly. */
const BATCH: Record<Lang, { count: number; right: number; known: string[] }> = {
  en: {
    count: 45,
    right: 27,
    known: [
      "Jen paid it this morning",
      "my boyfriend picked one up",
      "the kids took it out",
      "Sam fixed it at the weekend",
      "I think my mum might have booked it?",
      "only one so far",
      "rang him, he's coming thursday at 8",
      "paid. remind me to call the bank tomorrow too",
      "talked to them, they need the car till monday",
      "remind me to call her tomorrow evening",
      "remind me about it on monday",
      "tried calling, nobody picked up",
      "went but they'd already closed",
      "tried to pay online but the site was down",
      "dont think i did tbh",
      "👍",
      "Jen paid for dinner last night lol",
      "thanks for reminding me about the party btw, it was great",
    ],
  },
  de: {
    count: 45,
    right: 22,
    known: [
      "Jens hat sie heute früh bezahlt",
      "meine Mutter hat den Termin für uns gemacht",
      "mein Freund hat eine mitgebracht",
      "die Kinder habens rausgebracht",
      "Sam hat ihn am Wochenende geflickt",
      "glaub meine Mutter hat schon angerufen?",
      "allen gemailt",
      "erst eins",
      "hab ihn angerufen, er kommt Donnerstag um 8",
      "überwiesen. erinner mich morgen noch die Bank anzurufen",
      "reserviert für 20 Uhr",
      "hab mit denen geredet, die brauchen das Auto bis Montag",
      "erinner mich morgen abend dran sie anzurufen",
      "erinner mich Freitag den Kundendienst fürs Auto zu buchen",
      "hab angerufen, keiner ging ran",
      "war da aber die hatten schon zu",
      "wollte online zahlen aber die Seite ging nicht",
      "hab sie gestern uberwiesen",
      "glaub nich dass ichs gemacht hab",
      "👍",
      "Jens hat gestern das Essen bezahlt haha",
      "Max ist grad so brav 🐶",
      "danke übrigens für die Erinnerung an die Party, war super",
    ],
  },
  fr: {
    count: 45,
    right: 24,
    known: [
      "Julien l'a payée ce matin",
      "ma mère a pris le rdv pour nous",
      "mon copain en a pris une",
      "mon père les a appelés pour moi",
      "les enfants l'ont sorti",
      "Sam l'a réparé ce week-end",
      "c'est mon mari qui l'a fait 🙌",
      "ma femme l'a résiliée pour moi",
      "je crois que ma mère a appelé ?",
      "un seul pour l'instant",
      "envoyé, et tu peux décaler le coiffeur à vendredi",
      "payé. rappelle-moi aussi d'appeler la banque demain",
      "je leur ai parlé, ils gardent la voiture jusqu'à lundi",
      "rappelle-moi vendredi de prendre rdv pour la révision de la voiture",
      "j'ai essayé d'appeler, personne n'a répondu",
      "j'y suis allé mais c'était déjà fermé",
      "j'ai voulu payer en ligne mais le site marchait pas",
      "je crois pas l'avoir fait",
      "👍",
      "Julien a payé le resto hier soir mdr",
      "merci pour le rappel de la fête au fait, c'était top",
    ],
  },
  es: {
    count: 45,
    right: 28,
    known: [
      "la pagó Javi esta mañana",
      "lo sacaron los críos",
      "Sam la arregló el finde",
      "mi hermana se encargó",
      "creo que mi madre ya llamó?",
      "les escribí a todos",
      "solo uno de momento",
      "mandado, y muéveme la peluquería al viernes",
      "pagado. recuérdame también llamar al banco mañana",
      "hablé con ellos, necesitan el coche hasta el lunes",
      "recuérdame el viernes pedir cita para la revisión del coche",
      "intenté llamar pero nadie contestó",
      "fui pero ya habían cerrado",
      "intenté pagar online pero la web no funcionaba",
      "👍",
      "Javi pagó la cena anoche jaja",
      "por cierto gracias por recordarme lo de la fiesta, estuvo genial",
    ],
  },
  pt: {
    count: 45,
    right: 26,
    known: [
      "o João pagou hoje cedo",
      "meu pai ligou pra eles por mim",
      "as crianças levaram",
      "o Sam consertou no fim de semana",
      "acho que minha mãe já ligou?",
      "mandei pra todos",
      "só um por enquanto",
      "pago. me lembra também de ligar pro banco amanhã",
      "reservado pras 20h",
      "falei com eles, precisam do carro até segunda",
      "me lembra de ligar pra ela amanhã à noite",
      "me lembra sexta de marcar a revisão do carro",
      "tentei ligar, ninguém atendeu",
      "fui lá mas já tava fechado",
      "tentei pagar pelo site mas tava fora do ar",
      "👍",
      "o João pagou o jantar ontem kkkk",
      "aliás obrigado por lembrar da festa, foi ótima",
      "joga pro domingo",
    ],
  },
  it: {
    count: 45,
    right: 23,
    known: [
      "l'ha pagata Luca stamattina",
      "li ha chiamati mio papà per me",
      "l'hanno portata fuori i bambini",
      "l'ha riparata Sam nel weekend",
      "se n'è occupata mia sorella",
      "credo che mia mamma abbia già chiamato?",
      "rimandati tutti e due 👍",
      "solo uno per ora",
      "mandato, e spostami il parrucchiere a venerdì",
      "pagato. ricordami anche di chiamare la banca domani",
      "ci ho parlato, gli serve la macchina fino a lunedì",
      "ricordami di chiamarla domani sera",
      "ricordami venerdì di prenotare il tagliando della macchina",
      "ho provato a chiamare ma non rispondeva nessuno",
      "sono passato ma era già chiuso",
      "volevo pagare online ma il sito non andava",
      "devo ancora mandarlo",
      "non credo di averlo fatto",
      "👍",
      "Luca ieri sera ha pagato la cena ahah",
      "comunque grazie per avermi ricordato la festa, è stata bellissima",
      "lascia perdere, quest'anno non se ne parla",
    ],
  },
  nl: {
    count: 45,
    right: 21,
    known: [
      "Jeroen heeft hem vanochtend betaald",
      "mijn moeder heeft de afspraak voor ons gemaakt",
      "mijn vader heeft ze voor me gebeld",
      "de kinderen hebben het buiten gezet",
      "Sam heeft hem in het weekend geplakt",
      "mijn vrouw heeft het voor me opgezegd",
      "volgens mij heeft mijn moeder al gebeld?",
      "iedereen gemaild",
      "pas eentje",
      "heb hem gebeld, hij komt donderdag om 8 uur",
      "verstuurd, en kun je de kapper naar vrijdag zetten",
      "overgemaakt. herinner me morgen ook de bank te bellen",
      "gereserveerd om 20 uur",
      "heb ze gesproken, ze hebben de auto tot maandag nodig",
      "herinner me eraan om haar morgenavond te bellen",
      "herinner me vrijdag om de apk te plannen",
      "geprobeerd te bellen, niemand nam op",
      "ben erheen gegaan maar ze waren al dicht",
      "wilde online betalen maar de site lag eruit",
      "gebeld, allemaal geregelt",
      "denk niet dat ik het gedaan heb",
      "👍",
      "Jeroen heeft gisteren het eten betaald haha",
      "trouwens bedankt voor het herinneren aan het feest, was super",
    ],
  },
};

describe("the twenty-sixth batch of development replies: another's done, plural done, still to do, tried but failed, look-alikes", () => {
  it.each(Object.keys(BATCH) as Lang[])("%s: the floor of right readings held, nothing acted on wrongly, only the known misses missed", (lang) => {
    expectReplyBatchKnown(lang, `replies-${lang}-twenty-sixth.tsv`, BATCH[lang]);
  });
});

/** A not yet, as ZOE shows it (a not yet with no time keeps the thread open and asks again later). */
const NOT_YET = ["not_yet", "snooze"];

/** What this round changed, beside its look-alikes. */
const CASES: ReadingCase[] = [
  // "tutte e due" is both, never the hour two.
  ["it", "mandare le due fatture", "mandate tutte e due stamattina", ["done"]],
  // Look-alikes: a name paying for something else, the thread's own name in other talk.
  ["en", "pay the electricity bill", "Jen paid for dinner last night lol", UNTOUCHED],
  ["en", "book the vet for Max", "Max has been such a good boy lately", UNTOUCHED],
  // Still to do, said as a statement: the thread stays open (a not yet, never a done nor other talk).
  ["de", "Vertrag an Lisa schicken", "muss ich noch schicken", NOT_YET],
  ["nl", "contract naar Lisa sturen", "moet ik nog versturen", NOT_YET],
  ["fr", "envoyer le contrat à Lisa", "il faut encore que je l'envoie", NOT_YET],
  ["pt", "mandar o contrato pra Lisa", "ainda tenho que mandar", NOT_YET],
  ["it", "mandare il contratto a Lisa", "è ancora da fare", NOT_YET],
];

describe("the twenty-sixth batch's rules and their look-alikes", () => {
  it.each(CASES)("%s, under %s: %s", (lang, summary, text, allowed) => expectFollowUpAction(lang, summary, text, allowed));
});


/**
 * A reader that is never confidently wrong (issue 34, probe round 19): the thirty-second batch of development replies
 * (corpus/dev/replies-<code>-thirty-second.tsv, 50 per language), written and labelled on 7 December 2026 before the
 * reader ran on them, weighted to the shapes the last round left: the thread named as a matter or by a pronoun, and the
 * same shape about another matter ("the bank stuff is sorted btw" under a gym thread); a call told as a conversation
 * ("spoke to her this morning", "ho sentito il commercialista"); the thread echoed before the answer ("Gym? not this
 * week", "La factura? mañana sin falta"); "did I not already ...?" typed without its mark; done of a previous instance
 * or partly done ("did it last week, have to do it again", "photos done, forms tomorrow"); promises that look like done
 * ("ist bis morgen erledigt", "queda hecho mañana"); conditionals and hedges ("I think Tom did it"); irony ("sí, ya,
 * seguro") and doubled yeses ("jaja weet ik", "sisi lo tengo").
 * Must never: read the held-out replies; a look-alike below pins what each rule must leave alone.
 *
 * First pass (right / confidently wrong / asked instead, of 50): en 28/1/18, de 23/3/18, fr 21/1/22, es 22/8/14,
 * pt 18/5/20, it 24/2/18, nl 27/1/17: 163 of 350 right, 21 acted on wrongly (a "didn't I ... already" or "no lo pagué
 * ya" read as a not-yet; "hab ich letzte Woche gemacht, muss wieder", "lo hice la semana pasada, toca otra vez" read
 * as done; "ist bis morgen erledigt", "bis heute abend sind die fertig", "queda hecho mañana" read as done; "esta
 * semana no", "questa settimana no" read as a snooze to this week; "sí, ya, seguro" read as done).
 * After: a negated past with "already" opening the reply is a question typed without its mark (the packs'
 * `caution.askedPlain`); a duty to do it again beside a done is no done (`caution.undoing`); German "bis" before a time
 * and Spanish "queda hecho" before one are promises (`caution.promise`); "sí, ya, seguro" is irony; "<this week> no"
 * is a not-now like "hoy no"; "talked", "geredet" say a call done: 164 of 350 right, 7 acted on wrongly (named below).
 * Taken back: loose pasts ("ages ago", "el otro día", "laatst") as words a done may stand beside (five more right
 * here, but their "week" words joined the known vocabulary and made "was für eine Woche" a done elsewhere).
 * Left, asked or handed on: the call told as a conversation with a pronoun ("spoke to her this morning"), the part done
 * with the rest at a time ("photos done, forms tomorrow": asked, not snoozed), the thread named as a matter ("das mit
 * dem Vertreter ist geklärt"), echoes before a time ("the MOT? booked it for friday"), doubled yeses.
 * Acted on wrongly and left: "wait, didn't I do that last month" in es/pt/it/fr (the time is read off before the
 * question is seen), "marquei pra sexta" (a booking read as the deed), "se lo comenté, espero respuesta" and "falei
 * com ele, tô esperando resposta" (labelled done: the asking is done; read as not yet, a reading a person might share).
 */
import { describe, it } from "vitest";
import { expectReplyBatchKnown, expectFollowUpAction, expectFollowUpReading, type ReadingCase, UNTOUCHED } from "../../test-support/reply-batches.ts";

type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";

/** Per language: replies in the file, the floor of right readings, the replies still missed. */
const BATCH: Record<Lang, { count: number; right: number; known: string[]; knownWrong?: string[] }> = {
  en: {
    count: 50,
    right: 28,
    known: [
      "did that ages ago",
      "thats settled with the landlord now",
      "the bank stuff is sorted btw",
      "spoke to her this morning",
      "had a chat with the accountant, all fine",
      "talked to him yesterday hes coming thursday",
      "rang them, no answer",
      "Gym? not this week",
      "didnt i pay that already",
      "did it last week, have to do it again",
      "will have them done by tonight",
      "itll be done tomorrow",
      "if it stops raining ill go",
      "yeah right lol",
      "yeah yeah i know",
      "yep yep got it",
      "sent the draft, final one friday",
      "booked mine, still need the kids ones",
      "photos done, forms tomorrow",
      "the MOT? booked it for friday",
      "she called me actually, we talked for an hour",
      "mentioned it to him, waiting to hear back",
    ],
  },
  de: {
    count: 50,
    right: 23,
    known: [
      "mit denen ist alles geregelt",
      "das mit der Bank ist übrigens erledigt",
      "hab heut früh mit ihr telefoniert",
      "gestern mit ihm geredet er kommt donnerstag",
      "hab angerufen, keiner rangegangen",
      "Gym? diese Woche nicht",
      "Die Rechnung? morgen ganz sicher",
      "hab ich den nicht schon geschickt",
      "hab ich die nicht schon bezahlt",
      "moment hab ich das nicht letzten monat gemacht",
      "hab ich letzte Woche gemacht, muss wieder",
      "bis heute abend sind die fertig",
      "ist bis morgen erledigt",
      "wenns aufhört zu regnen geh ich",
      "jaja ich weiß",
      "jo jo hab es",
      "unterschrieben, muss ihn noch abgeben",
      "Entwurf ist raus, die Endfassung am Freitag",
      "meinen hab ich, die von den Kindern fehlen noch",
      "Fotos sind gemacht, Formulare morgen",
      "machen wir nächsten Monat",
      "der Maler kann eh erst später, schieb es auf nächsten Monat",
      "TÜV? hab für Freitag einen Termin",
      "sie hat mich angerufen, wir haben ne Stunde gequatscht",
      "hab ihn drauf angesprochen, warte auf Antwort",
      "hab sie getroffen, brauchen aber nächste woche noch ein treffen",
      "geht am Ersten per Lastschrift weg",
    ],
  },
  fr: {
    count: 50,
    right: 21,
    known: [
      "au fait le truc de la banque c'est réglé",
      "eu au tel ce matin",
      "vu avec le comptable, tout est ok",
      "je lui ai parlé hier il passe jeudi",
      "j'ai appelé, personne a répondu",
      "La salle ? pas cette semaine",
      "je l'ai pas déjà envoyé",
      "je l'ai pas déjà payée",
      "fait la semaine dernière, faut le refaire",
      "la première moitié est faite, le reste demain",
      "elles seront prêtes ce soir",
      "c'est fait demain",
      "s'il arrête de pleuvoir j'y vais",
      "ouais ouais je sais",
      "ouais ouais je l'ai",
      "signée, faut encore la rendre",
      "brouillon envoyé, la version finale vendredi",
      "j'ai pris le mien, reste ceux des enfants",
      "photos faites, formulaires demain",
      "on fait ça le mois prochain",
      "l'hôtel est réservé",
      "le CT ? rdv pris pour vendredi",
      "fait depuis longtemps",
      "fait l'autre jour",
      "c'est elle qui m'a appelé, on a papoté une heure",
      "je lui en ai parlé, j'attends sa réponse",
      "vue, mais faut se revoir la semaine pro",
      "le prélèvement passe le 1er",
    ],
    knownWrong: [
      "attends je l'ai pas fait le mois dernier",
    ],
  },
  es: {
    count: 50,
    right: 23,
    known: [
      "lo hice el otro día",
      "por cierto lo del banco ya está",
      "ya hablé con el gestor, todo bien",
      "hablé con él ayer viene el jueves",
      "llamé pero no contestaron",
      "El gym? esta semana no",
      "no se lo mandé ya",
      "no lo pagué ya",
      "lo hice la semana pasada, toca otra vez",
      "esta noche las tengo listas",
      "queda hecho mañana",
      "si para de llover voy",
      "creo que lo hizo Tomás",
      "me parece que mi mujer pidió la cita",
      "sisi ya lo sé",
      "sisi lo tengo",
      "firmada, falta entregarla",
      "el mío ya, faltan los de los niños",
      "fotos hechas, los papeles mañana",
      "lo hacemos el mes que viene",
      "el hotel ya está reservado",
      "la ITV? tengo cita el viernes",
      "me llamó ella, estuvimos una hora hablando",
      "quedamos, pero hay que vernos otra vez la semana que viene",
      "se cobra solo el día 1 por domiciliación",
    ],
    knownWrong: [
      "espera eso no lo hice el mes pasado",
      "se lo comenté, espero respuesta",
    ],
  },
  pt: {
    count: 50,
    right: 18,
    known: [
      "isso eu fiz faz tempo",
      "fiz outro dia",
      "o assunto com o senhorio está resolvido",
      "aliás aquilo do banco já tá resolvido",
      "falei com ela hoje de manhã",
      "falei com ele ontem vem quinta",
      "liguei mas ninguém atendeu",
      "Academia? essa semana não",
      "eu não mandei já",
      "eu não paguei isso já",
      "fiz semana passada, tenho que fazer de novo",
      "a primeira metade está feita, o resto amanhã",
      "fiz metade, o resto no fim de semana",
      "hoje à noite ficam prontos",
      "fica pronto amanhã",
      "se parar de chover eu vou",
      "acho que o Tomás levou",
      "acho que a minha mulher marcou",
      "tá bom, tá bom, sei",
      "tá tá eu sei",
      "sim sim peguei",
      "assinei, falta entregar",
      "comprei a minha, faltam as das crianças",
      "fotos tiradas, formulários amanhã",
      "fazemos mês que vem",
      "hmm sei lá",
      "o hotel tá reservado",
      "ela que me ligou, conversamos uma hora",
      "encontrei ela, mas precisamos de outra reunião semana que vem",
    ],
    knownWrong: [
      "espera não fiz isso mês passado",
      "a inspeção? marquei pra sexta",
      "falei com ele, tô esperando resposta",
    ],
  },
  it: {
    count: 50,
    right: 24,
    known: [
      "comunque la cosa della banca è a posto",
      "sentita stamattina",
      "ho sentito il commercialista, tutto ok",
      "ci ho parlato ieri viene giovedì",
      "chiamato ma non risponde nessuno",
      "Palestra? questa settimana no",
      "non gliel'avevo già mandato",
      "non l'avevo già pagata",
      "fatto la settimana scorsa, tocca rifarlo",
      "stasera sono pronte",
      "domani è fatto",
      "se smette di piovere vado",
      "sisi lo so",
      "sisi ce l'ho",
      "firmata, devo ancora consegnarla",
      "mandato la bozza, la versione finale venerdì",
      "il mio sì, mancano quelli dei bimbi",
      "foto fatte, moduli domani",
      "lo facciamo il mese prossimo",
      "l'hotel è prenotato",
      "la revisione? prenotata per venerdì",
      "mi ha chiamato lei, abbiamo chiacchierato un'ora",
      "gliel'ho accennato, aspetto risposta",
      "vista, ma dobbiamo rivederci la settimana prossima",
      "va in addebito automatico il primo",
    ],
    knownWrong: [
      "aspetta non l'ho fatto il mese scorso",
    ],
  },
  nl: {
    count: 50,
    right: 27,
    known: [
      "laatst gedaan",
      "met de boekhouder gesproken, alles oké",
      "gisteren met hem gesproken hij komt donderdag",
      "gebeld maar niemand nam op",
      "Sportschool? deze week niet",
      "heb ik die niet al gestuurd",
      "heb ik die niet al betaald",
      "wacht heb ik dat niet vorige maand gedaan",
      "vorige week gedaan, moet weer",
      "is morgen geregeld",
      "als het stopt met regenen ga ik",
      "ja ja gepost",
      "jaja weet ik",
      "jaja heb het",
      "getekend, moet het nog afgeven",
      "concept verstuurd, de definitieve vrijdag",
      "foto's gedaan, formulieren morgen",
      "doen we volgende maand",
      "de APK? vrijdag ingepland",
      "ze belde mij zelf, we hebben een uur gekletst",
      "heb het hem gevraagd, wacht op antwoord",
      "gezien, maar we moeten volgende week nog eens afspreken",
      "gaat de 1e automatisch van mijn rekening",
    ],
  },
};

describe("the thirty-second batch of development replies: the thread named or echoed, calls told, promises, irony", () => {
  it.each(Object.keys(BATCH) as Lang[])("%s: the floor of right readings held, only the known misses missed", (lang) => {
    expectReplyBatchKnown(lang, `replies-${lang}-thirty-second.tsv`, BATCH[lang]);
  });
});

/** What this round changed, beside its look-alikes. */
const CASES: ReadingCase[] = [
  // A negated past with "already" opening the reply asks back; the past said plainly is a done.
  ["en", "pay the water bill", "didnt i pay that already", UNTOUCHED],
  ["en", "pay the water bill", "paid it already", ["done"]],
  ["es", "pagar el recibo del agua", "no lo pagué ya", UNTOUCHED],
  ["es", "pagar el recibo del agua", "ya lo pagué", ["done"]],
  ["pt", "mandar o currículo", "eu não mandei já", UNTOUCHED],
  // A duty to do it again beside a done is no done; the done alone is.
  ["nl", "de planten van mama water geven", "vorige week gedaan, moet weer", UNTOUCHED],
  ["es", "regar las plantas", "lo hice la semana pasada, toca otra vez", UNTOUCHED],
  ["de", "Mamas Pflanzen gießen", "hab ich gemacht", ["done"]],
  // A done with "bis" before a time still to come is a promise; "erledigt" alone is done.
  ["de", "den Vertrag zurückschicken", "ist bis morgen erledigt", UNTOUCHED],
  ["de", "den Vertrag zurückschicken", "erledigt", ["done"]],
  ["es", "devolver el contrato", "queda hecho mañana", UNTOUCHED],
  // Irony takes the yes back.
  ["es", "arreglar la rueda de la bici", "sí, ya, seguro", UNTOUCHED],
];

describe("the thirty-second batch's rules and their look-alikes", () => {
  it.each(CASES)("%s, under %s: %s", (lang, summary, text, allowed) => expectFollowUpAction(lang, summary, text, allowed));
});

/** "This week no" is a not-now like "today no": a snooze with no time, never one to this week. */
const NOT_THIS_WEEK: ReadingCase[] = [
  ["it", "andare in palestra", "questa settimana no", [...UNTOUCHED, "snooze"]],
  ["es", "ir al gym", "esta semana no", [...UNTOUCHED, "snooze"]],
  ["es", "ir al gym", "hoy no", [...UNTOUCHED, "snooze"]],
];

describe("a period said with a no after it", () => {
  it.each(NOT_THIS_WEEK)("%s, under %s: %s", (lang, summary, text, allowed) => expectFollowUpReading(lang, summary, text, allowed));
});

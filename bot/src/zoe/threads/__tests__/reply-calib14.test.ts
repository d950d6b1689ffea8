/**
 * A reader that is never confidently wrong (issue 34, probe round 14): the twenty-seventh batch of development replies
 * (corpus/dev/replies-<code>-twenty-seventh.tsv, 50 per language), written and labelled on 7 December 2026 before the
 * reader ran on them, weighted to the shapes that make a reader sure and wrong: a named person did it, a done beside the
 * other person's time, tried but failed, a reminder request as the reply, snooze again, partial progress, questions
 * back, emoji-only answers (👍 alone labelled unclear: "seen, ok" as often as "done"), sarcasm and look-alikes, and
 * negated action words ("no need to remind me, already paid").
 *
 * First pass (right / confidently wrong / asked instead, of 50): en 25/0/23, de 23/1/23, fr 24/0/23, es 25/1/22,
 * pt 27/2/21, it 28/2/19, nl 24/1/24: 176 of 350 right, 7 acted on wrongly: a count said with "only" read as the
 * whole done ("solo devolví dos", "só devolvi dois", "ne ho riportati solo due"), and the owner's week being over read
 * as a done or a snooze ("bin fertig mit dieser Woche lol", "klaar met deze week haha", "tô acabado essa semana kkk",
 * "finita sta settimana finalmente ahah").
 * After: "only" / "nur" / "solo" / "só" / "maar" with a count is a part (the packs' `object.parts`), and the thread's own
 * verb said done beside a part is asked about (threads/reply.ts); "this week" beside a done word and the Portuguese
 * "tô acabado" say the owner stopped for now (the packs' `caution.forNow`): 176 of 350, none acted on wrongly.
 * Left (asked about, named below): a named person's done ("Mark sorted it yesterday"), a done beside the other
 * person's time ("called, he can come tuesday at 10"), tried but failed (read as other talk or asked), a reminder
 * request for this thread ("remind me to post it saturday morning"), and a done beside a negated reminder ("no need to
 * remind me, already paid").
 */
import { describe, expect, it } from "vitest";
import { expectReplyBatchKnown, expectFollowUpAction, type ReadingCase, UNTOUCHED } from "../../test-support/reply-batches.ts";

type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";

/** Per language: replies in the file, the floor of right readings, and the replies still missed (asked about); none is acted on wrongly. */
const BATCH: Record<Lang, { count: number; right: number; known: string[] }> = {
  en: {
    count: 50,
    right: 25,
    known: [
      "Mark sorted it yesterday",
      "my wife booked it last week",
      "the kids dropped them back after school",
      "Tom renewed it online",
      "called, he can come tuesday at 10",
      "booked it, it's on the 12th at 9",
      "emailed them, they'll get back to me by friday",
      "ordered, arriving monday",
      "tried twice, line was busy",
      "tried but my card got declined",
      "went to the post office but the queue was insane so I left",
      "called but it went to voicemail",
      "wanted to but the app kept crashing",
      "remind me to ring them at 2pm",
      "can you remind me about this on thursday",
      "remind me to post it saturday morning",
      "only took two of them back",
      "did the first one, two to go",
      "done with this week lol",
      "oh yeah totally, ran a marathon 🙄",
      "done? I wish",
      "the bank rang me about something else today",
      "no need to remind me, already paid",
      "don't remind me again, it's sent",
      "no don't stop, keep reminding me",
    ],
  },
  de: {
    count: 50,
    right: 23,
    known: [
      "Markus hat das gestern erledigt",
      "meine Frau hat letzte Woche einen ausgemacht",
      "die Nachbarin hats mir mitgebracht",
      "die Kinder haben sie nach der Schule zurückgebracht",
      "Tom hat sie online verlängert",
      "Markus sagt er zahlt das am Freitag",
      "angerufen, er kann Dienstag um 10",
      "gebucht, ist am 12. um 9",
      "hab gemailt, die melden sich bis Freitag",
      "bestellt, kommt Montag",
      "zweimal probiert, war immer besetzt",
      "wollte zahlen aber die Karte wurde abgelehnt",
      "war bei der Post aber die Schlange war endlos, bin wieder gegangen",
      "angerufen aber nur die Mailbox",
      "wollte, aber die App ist dauernd abgestürzt",
      "erinner mich um 14 Uhr dran die anzurufen",
      "erinner mich Samstag früh es zur Post zu bringen",
      "erinner mich heute abend die Blumen zu gießen",
      "erst zwei davon zurückgebracht",
      "das erste hab ich, noch zwei",
      "bin fertig mit dieser Woche lol",
      "klar, bin nen Marathon gelaufen 🙄",
      "erledigt? schön wärs",
      "die Bank hat mich heute wegen was anderem angerufen",
      "musst mich nicht erinnern, ist schon bezahlt",
      "brauchst nicht mehr erinnern, ist verschickt",
      "nein nicht aufhören, erinner mich weiter",
    ],
  },
  fr: {
    count: 50,
    right: 24,
    known: [
      "Marc s'en est occupé hier",
      "ma femme l'a pris la semaine dernière",
      "la voisine me l'a ramenée",
      "les enfants les ont rendus après l'école",
      "Thomas l'a renouvelée en ligne",
      "mon mari devait en prendre en rentrant",
      "réservé, c'est le 12 à 9h",
      "mail envoyé, ils me répondent d'ici vendredi",
      "commandées, elles arrivent lundi",
      "essayé deux fois, toujours occupé",
      "j'ai essayé mais ma carte a été refusée",
      "suis allé à la poste mais la queue était énorme, je suis reparti",
      "appelé mais messagerie",
      "j'ai voulu mais l'appli plantait sans arrêt",
      "rappelle-moi samedi matin de le poster",
      "encore reporter stp",
      "reporte encore d'1h stp",
      "j'en ai rendu que deux",
      "le premier c'est fait, il en reste deux",
      "fini pour cette semaine mdr",
      "ouais bien sûr, j'ai couru un marathon 🙄",
      "fait ? j'aimerais bien",
      "la banque m'a appelé pour autre chose aujourd'hui",
      "pas besoin de me le rappeler, c'est déjà payé",
      "plus la peine de me le rappeler, c'est envoyé",
      "non arrête pas, continue à me le rappeler",
    ],
  },
  es: {
    count: 50,
    right: 25,
    known: [
      "Marcos lo arregló ayer",
      "me la trajo la vecina",
      "los niños los devolvieron al salir del cole",
      "Tomás lo renovó online",
      "mi compi de piso ya lo llamó",
      "llamado, puede venir el martes a las 10",
      "reservada, es el 12 a las 9",
      "les escribí, me contestan antes del viernes",
      "pedidas, llegan el lunes",
      "lo intenté dos veces, comunicando",
      "lo intenté pero me rechazaron la tarjeta",
      "fui a correos pero había una cola enorme y me fui",
      "lo llamé pero saltó el buzón de voz",
      "quise pero la app se colgaba todo el rato",
      "recuérdame el sábado por la mañana mandarlo",
      "recuérdame regar las plantas esta noche",
      "solo devolví dos",
      "el primero ya, quedan dos",
      "hecho polvo con esta semana jaja",
      "sí claro, corrí una maratón 🙄",
      "hecho? ojalá",
      "no las he pedido",
      "no hace falta que me lo recuerdes, ya está pagada",
      "no me lo recuerdes más, ya lo mandé",
      "no, no pares, sigue recordándomelo",
    ],
  },
  pt: {
    count: 50,
    right: 27,
    known: [
      "o Marcos resolveu ontem",
      "as crianças devolveram depois da escola",
      "o Tomás renovou pela internet",
      "meu colega de quarto já ligou pra ele",
      "agendado, é dia 12 às 9",
      "mandei, eles respondem até sexta",
      "encomendados, chegam segunda",
      "tentei duas vezes, só dava ocupado",
      "tentei mas o cartão foi recusado",
      "fui nos correios mas a fila tava gigante, desisti",
      "liguei mas caiu na caixa postal",
      "quis comprar mas o app ficava travando",
      "me lembra de ligar pra eles às 14h",
      "me lembra sábado de manhã de postar",
      "só devolvi dois",
      "o primeiro já foi, faltam dois",
      "tô acabado essa semana kkk",
      "claro, corri uma maratona 🙄",
      "feito? quem me dera",
      "não encomendei",
      "não precisa me lembrar, já tá paga",
      "não precisa lembrar mais, já mandei",
      "não, não para, continua me lembrando",
    ],
  },
  it: {
    count: 50,
    right: 28,
    known: [
      "ci ha pensato Marco ieri",
      "li hanno riportati i bambini dopo scuola",
      "Tommaso l'ha rinnovata online",
      "prenotata, è il 12 alle 9",
      "scritto, mi rispondono entro venerdì",
      "ordinati, arrivano lunedì",
      "provato due volte, sempre occupato",
      "ci ho provato ma la carta è stata rifiutata",
      "sono andato in posta ma c'era una fila assurda e me ne sono andato",
      "chiamato ma c'era la segreteria",
      "volevo ma l'app continuava a bloccarsi",
      "ricordami di chiamarli alle 14",
      "ricordami sabato mattina di spedirlo",
      "ne ho riportati solo due",
      "il primo fatto, ne mancano due",
      "finita sta settimana finalmente ahah",
      "sì certo, ho corso una maratona 🙄",
      "fatto? magari",
      "la banca mi ha chiamato oggi per un'altra cosa",
      "non serve che me lo ricordi, è già pagata",
      "non ricordarmelo più, l'ho spedito",
      "no non smettere, continua a ricordarmelo",
    ],
  },
  nl: {
    count: 50,
    right: 24,
    known: [
      "Mark heeft het gisteren geregeld",
      "mijn vrouw heeft vorige week gebeld en een afspraak gemaakt",
      "de buurvrouw heeft het voor me meegenomen",
      "de kinderen hebben ze na school teruggebracht",
      "Tom heeft hem online verlengd",
      "gebeld, hij kan dinsdag om 10 uur",
      "geboekt, is op de 12e om 9 uur",
      "gemaild, ze laten voor vrijdag iets weten",
      "besteld, komt maandag",
      "twee keer geprobeerd, steeds in gesprek",
      "geprobeerd maar mijn pas werd geweigerd",
      "was bij het postpunt maar de rij was belachelijk lang dus ben weggegaan",
      "gebeld maar kreeg de voicemail",
      "wilde het doen maar de app bleef crashen",
      "herinner me eraan om ze om 14 uur te bellen",
      "herinner me zaterdagochtend om het te posten",
      "herinner me vanavond de planten water te geven",
      "pas twee teruggebracht",
      "de eerste is klaar, nog twee",
      "klaar met deze week haha",
      "ja tuurlijk, marathon gelopen 🙄",
      "gedaan? was het maar zo",
      "hoef je me niet aan te herinneren, is al betaald",
      "niet meer herinneren, is verstuurd",
      "nee niet stoppen, blijf me eraan herinneren",
      "stop met me hieraan te herinneren",
    ],
  },
};

describe("the twenty-seventh batch of development replies: another's done, tried but failed, parts, look-alikes, negated reminders", () => {
  it.each(Object.keys(BATCH) as Lang[])("%s: the floor of right readings held, nothing acted on wrongly, only the known misses missed", (lang) => {
    expectReplyBatchKnown(lang, `replies-${lang}-twenty-seventh.tsv`, BATCH[lang]);
  });
});

/** What this round changed, beside its look-alikes. */
const CASES: ReadingCase[] = [
  // A count said with "only" is a part of the work, asked about; both, or the thing as a pronoun, is the whole.
  ["es", "devolver los libros a la biblioteca", "solo devolví dos", UNTOUCHED],
  ["es", "devolver los libros a la biblioteca", "devolví los dos", ["done"]],
  ["pt", "devolver os livros na biblioteca", "só devolvi dois", UNTOUCHED],
  ["pt", "devolver os livros na biblioteca", "devolvi os dois", ["done"]],
  ["it", "riportare i libri in biblioteca", "ne ho riportati solo due", UNTOUCHED],
  ["it", "riportare i libri in biblioteca", "riportati tutti e due", ["done"]],
  // The owner's week over is no done and no time to come back; the done word alone still is a done.
  ["de", "Kühlschrank ausräumen", "bin fertig mit dieser Woche lol", UNTOUCHED],
  ["de", "Kühlschrank ausräumen", "fertig", ["done"]],
  ["nl", "koelkast leeghalen", "klaar met deze week haha", UNTOUCHED],
  ["nl", "koelkast leeghalen", "klaar", ["done"]],
  ["pt", "limpar a geladeira", "tô acabado essa semana kkk", UNTOUCHED],
  ["pt", "limpar a geladeira", "tá acabado", ["done"]],
  ["it", "svuotare il frigo", "finita sta settimana finalmente ahah", UNTOUCHED],
  ["it", "svuotare il frigo", "finito", ["done"]],
];

describe("the twenty-seventh batch's rules and their look-alikes", () => {
  it.each(CASES)("%s, under %s: %s", (lang, summary, text, allowed) => expectFollowUpAction(lang, summary, text, allowed));
});

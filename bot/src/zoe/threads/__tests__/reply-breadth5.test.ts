/**
 * The breadth of the reply vocabulary (issue 34): the seventeenth batch of development replies
 * (corpus/dev/replies-<code>-seventeenth.tsv, 58 to 59 per language), each clearly one action as people
 * really type it (slang, one word, typos, polite long forms, regional forms, the thread named by another
 * word, drop said as "forget it" and its kin, a reschedule with a date in words, break it down), written
 * and labelled before the reader ran on them. Each language is held to a floor of right readings and to
 * none acted on wrongly; the replies still missed (asked about, never acted on) are listed by their text,
 * so a new miss fails here and a fixed one is taken off the list.
 *
 * First pass (right / confidently wrong / asked instead): en 42 / 0 / 17, de 45 / 0 / 13, fr 45 / 1 / 12,
 * es 44 / 2 / 12, pt 47 / 0 / 11, it 43 / 0 / 15, nl 43 / 0 / 15 (309 of 407; the mistakes: "dans quinze
 * jours" put off fifteen days instead of two weeks, "tengo cita el 19" snoozed to the 19th, "muévelo al 20"
 * moved to 20:00 today). Now en 50, de 51, fr 49, es 49, pt 51, it 50, nl 52 (352 of 407), none acted on
 * wrongly: "still looking" and its kin, "help me split it" with its reason before it, "gimme", "arvo",
 * "laters", "jop", "keine Erinnerungen mehr", "lieber"/"liever" before a day, Bavarian "angrufen",
 * "lâche-moi avec", "aide-moi à le découper", "dans quinze jours", "al 20" (es, it), "ayúdame a dividirlo",
 * "echo", "para de me encher", "riavvisami", "non rompere", "puoi cancellare", "gefikst", "gister avond",
 * "2 uurtjes", "zeur niet over". Left: a day in news after a done ("called him, he's coming thursday"), a
 * stop beside another's payment ("forget it, Sam paid cash", read as a possible done), an appointment had
 * ("tengo cita el 19": asked, no longer snoozed), a letter's passive done, a gift by its new state, the
 * two-letter "CV", "talked to the plumber" for calling him, a question before a breakdown in es and it.
 */
import { describe, expect, it } from "vitest";
import { expectReplyBatchKnown } from "../../test-support/reply-batches.ts";
import { replyOutcome } from "../../test-support/reply-outcome.ts";
import { formatIsoInZone, resolveDue } from "../due.ts";


type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";

/** Per language: replies in the file, the floor of right readings, and the replies still missed (asked about). */
const BATCH: Record<Lang, { count: number; right: number; known: string[] }> = {
  en: {
    count: 59,
    right: 50,
    known: [
      "got an appointment for the 19th",
      "Hi Zoe, just to confirm that the invoice went to Sam yesterday afternoon. Many thanks",
      "forget it, Sam paid cash",
      "called him, he's coming thursday",
      "boiler guy's been called",
      "boiler fixed itself, drop it",
      "got him a watch 🎁",
      "present's wrapped and hidden",
      "cv updated",
    ],
  },
  de: {
    count: 58,
    right: 51,
    known: [
      "hab einen Termin am 19.",
      "Liebe Zoe, hiermit bestätige ich, dass die Rechnung gestern Nachmittag an Sam versandt wurde. Mit freundlichen Grüßen",
      "lass gut sein, Sam hat bar bezahlt",
      "angerufen, er kommt Donnerstag",
      "passt, hab den Installateur angrufen",
      "hab ihm eine Uhr besorgt 🎁",
      "nerv nicht mit der Steuer, läuft per Lastschrift",
    ],
  },
  fr: {
    count: 58,
    right: 49,
    known: [
      "j'ai un rendez-vous le 19",
      "laisse tomber, Sam a payé en liquide",
      "appelé, il passe jeudi",
      "la chaudière remarche, tu peux oublier",
      "trop de boulot d'un coup, divise-le",
      "non, abandonne, c'est déjà remboursé",
      "je lui ai pris une montre 🎁",
      "cadeau emballé et caché",
      "virement fait, merci",
    ],
  },
  es: {
    count: 58,
    right: 49,
    known: [
      "tengo cita el 19",
      "Hola Zoe, le confirmo que la factura se le envió a Sam ayer por la tarde. Saludos cordiales",
      "olvídalo, Sam pagó en efectivo",
      "lo llamé, viene el jueves",
      "ya hablé con el fontanero",
      "¿cuáles serían los pasos? divídelo",
      "regalo envuelto y escondido",
      "ya para, yo me encargo",
      "ya hice la transferencia, gracias",
    ],
  },
  pt: {
    count: 58,
    right: 51,
    known: [
      "esquece, o Sam pagou em dinheiro",
      "liguei, ele vem quinta",
      "já falei com o canalizador",
      "não, desiste disso, já fui reembolsado",
      "presente embrulhado e escondido",
      "para com isso, eu cuido disso",
      "já fiz o pix, valeu",
    ],
  },
  it: {
    count: 58,
    right: 50,
    known: [
      "ho l'appuntamento il 19",
      "Buongiorno Zoe, le confermo che la fattura è stata inviata a Sam ieri pomeriggio. Cordiali saluti",
      "lascia perdere, Sam ha pagato in contanti",
      "chiamato, viene giovedì",
      "ho sentito l'idraulico",
      "quali sarebbero i passaggi? dividilo",
      "regalo incartato e nascosto",
      "basta, ci penso io",
    ],
  },
  nl: {
    count: 58,
    right: 52,
    known: [
      "ik heb een afspraak op de 19e",
      "Beste Zoe, hierbij bevestig ik dat de factuur gistermiddag naar Sam is verstuurd. Met vriendelijke groet",
      "laat maar, Sam heeft contant betaald",
      "gebeld, hij komt donderdag",
      "heb een horloge voor hem gekocht 🎁",
      "cv bijgewerkt",
    ],
  },
};

describe("the seventeenth batch of development replies: the words people use for each action", () => {
  it.each(Object.keys(BATCH) as Lang[])("%s: the floor of right readings held, nothing acted on wrongly, only the known misses missed", (lang) => {
    expectReplyBatchKnown(lang, `replies-${lang}-seventeenth.tsv`, BATCH[lang]);
  });
});

type Case = readonly [locale: Lang, kind: "nudge" | "decision", summary: string, text: string, want: string];

describe("the words added for the seventeenth batch, and what they must leave alone", () => {
  it.each([
    // Still at it: not yet.
    ["en", "nudge", "buy a gift for Dad's 60th", "still looking", "not_yet"],
    ["de", "nudge", "ein Geschenk für Papa kaufen", "such noch", "not_yet"],
    ["fr", "nudge", "acheter un cadeau pour papa", "je cherche encore", "not_yet"],
    ["es", "nudge", "comprar el regalo de papá", "sigo buscando", "not_yet"],
    ["pt", "nudge", "comprar o presente do pai", "ainda tô procurando", "not_yet"],
    ["it", "nudge", "comprare il regalo per papà", "sto ancora cercando", "not_yet"],
    ["nl", "nudge", "een cadeau voor papa kopen", "ben nog aan het zoeken", "not_yet"],
    // A breakdown asked for, with its reason before it.
    ["en", "decision", "clear out the garage", "it's too big, help me split it", "breakdown"],
    ["de", "decision", "den Keller ausmisten", "ist mir zu groß, hilf mir das aufzuteilen", "breakdown"],
    ["fr", "decision", "vider le garage", "c'est trop gros, aide-moi à le découper", "breakdown"],
    ["es", "decision", "ordenar el garaje", "es demasiado grande, ayúdame a dividirlo", "breakdown"],
    ["pt", "decision", "arrumar a garagem", "é grande demais, me ajuda a dividir", "breakdown"],
    ["it", "decision", "sistemare il garage", "è troppo grande, aiutami a dividerlo", "breakdown"],
    ["nl", "decision", "de garage opruimen", "het is te groot, help me het op te splitsen", "breakdown"],
    // ...but a reason alone, a negated breakdown or a bill split is none.
    ["en", "decision", "clear out the garage", "it's too big", "other"],
    ["en", "decision", "clear out the garage", "don't split it, it's small enough", "unclear"],
    ["en", "nudge", "pay for the team dinner", "help me split the bill with Sam", "other"],
    ["it", "nudge", "chiamare la banca", "aiutami a capire", "other"],
    // Stops said as "no more reminders", "leave me alone with it", "don't nag me about it".
    ["de", "nudge", "den Lebenslauf aktualisieren", "keine Erinnerungen mehr dazu bitte", "stop"],
    ["nl", "nudge", "mijn cv bijwerken", "geen herinneringen meer hierover aub", "stop"],
    ["fr", "nudge", "payer la taxe foncière", "lâche-moi avec la taxe, c'est prélevé automatiquement", "stop"],
    ["nl", "nudge", "de gemeentebelasting betalen", "zeur niet over die belasting, gaat via automatische incasso", "stop"],
    ["it", "nudge", "pagare l'IMU", "non rompere con l'IMU, è domiciliata", "stop"],
    ["it", "nudge", "chiamare l'idraulico", "puoi cancellare", "stop"],
    // ...but another thread named, a stop beside a done, or "don't let go of me" is no sure stop.
    ["de", "nudge", "den Zahnarzttermin machen", "keine Erinnerungen mehr an die Steuer", "unclear"],
    ["nl", "nudge", "de tandarts bellen", "geen herinneringen meer over de belasting", "unclear"],
    ["it", "nudge", "pagare l'IMU", "non rompere, l'ho pagata ieri", "unclear"],
    ["fr", "nudge", "appeler la banque", "ne me lâche pas, rappelle-moi demain", "not_yet+snooze"],
    // Chat forms and regional ones.
    ["en", "nudge", "book the dentist", "gimme an hour", "snooze"],
    ["en", "nudge", "update the CV", "laters, tomorrow arvo", "snooze"],
    ["en", "nudge", "update the CV", "not yt", "not_yet"],
    ["de", "nudge", "die Grundsteuer zahlen", "jop erledigt", "done"],
    ["es", "nudge", "pagar el IBI", "echo", "done"],
    ["es", "nudge", "llamar a la abuela", "echo de menos a mi abuela", "other"],
    ["it", "nudge", "mandare la fattura a Sam", "riavvisami tra 30 min", "snooze"],
    ["nl", "nudge", "een afspraak bij de tandarts maken", "is gefikst", "done"],
    ["nl", "nudge", "de autoverzekering verlengen", "gister avond verlengd", "done"],
    ["nl", "nudge", "de gemeentebelasting betalen", "over 2 uurtjes", "snooze"],
    ["pt", "nudge", "pagar o IPTU", "para de me encher com o IPTU, tá no débito automático", "stop"],
    // "rather" before a day is a new day; "rather not" is none.
    ["de", "decision", "den Keller ausmisten", "lieber nächstes Wochenende", "reschedule"],
    ["nl", "decision", "de garage opruimen", "liever volgend weekend", "reschedule"],
    ["de", "nudge", "den Zahnarzttermin machen", "lieber nicht", "other"],
    ["nl", "nudge", "de tandarts bellen", "liever niet", "unclear"],
    // Having the appointment is news of a done or a date, never a sure snooze to that day.
    ["es", "nudge", "pedir cita con el dentista", "tengo cita el 19", "unclear"],
  ] satisfies readonly Case[])("%s %s '%s': '%s' -> %s", (...c) => {
    expect(replyOutcome(c[3], { summary: c[2], locale: c[0], kind: c[1] }, { withTimes: false })).toBe(c[4]);
  });

  const BER = "Europe/Berlin";
  const WED_10 = new Date("2026-06-03T10:00:00+02:00");
  const due = (phrase: string, locale: Lang) => {
    const d = resolveDue(phrase, WED_10, BER, locale);
    return d && formatIsoInZone(d, BER);
  };
  it("reads 'al 20' as the 20th in Spanish and Italian, 'a las 20' and 'alle 20' still as 20:00", () => {
    expect(due("al 20", "es")).toBe("2026-06-20T18:00:00.000+02:00");
    expect(due("al 20", "it")).toBe("2026-06-20T18:00:00.000+02:00");
    expect(due("a las 20", "es")).toBe("2026-06-03T20:00:00.000+02:00");
    expect(due("alle 20", "it")).toBe("2026-06-03T20:00:00.000+02:00");
  });
  it("reads 'dans quinze jours' as two weeks, as 'mardi en quinze' is; 'dans 15 jours' stays fifteen days", () => {
    expect(due("dans quinze jours", "fr")).toBe(due("dans deux semaines", "fr"));
    expect(due("dans 15 jours", "fr")).toBe("2026-06-18T10:00:00.000+02:00");
  });
});

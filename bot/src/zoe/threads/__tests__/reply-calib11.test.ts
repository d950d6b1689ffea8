/**
 * A reader that is never confidently wrong (issue 34, probe round 11): the twenty-fourth batch of development replies
 * (corpus/dev/replies-<code>-twenty-fourth.tsv, 51 per language), written and labelled on 6 December 2026 before the
 * reader ran on them: replies typed on a phone to a concrete push (one-word and emoji answers, typos, a done with a
 * change to another thread, the thread named by another word, a polite long form, replies with a time, someone else
 * having done it, talk about something else, questions back) and look-alikes (negations of another action: "I didn't
 * forget", "don't cancel it, just later", "no need to remind me tomorrow, I'll do it tonight").
 *
 * First pass (right / confidently wrong / asked instead, of 51): en 40/0/10, de 33/1/16, fr 37/0/12, es 32/2/14,
 * pt 31/1/15, it 40/0/10, nl 37/0/13: 250 of 357 right, 4 acted on wrongly ("sigue en mi lista" read done through
 * the done word "lista"; "não esqueci não, fiz hoje cedo" read not yet; "erinner mich Sonntag, Mama anzurufen" and
 * "mi hermana ya le compró uno", both still wrong, named below).
 * After (words in the packs: "still on my list" as not yet in every language, Spanish "lista" no done inside "en mi
 * lista"; "I didn't forget" dropped as no answer of its own; "anstupsen", "me cutuca", "porren" as a reminder asked
 * for; "após o almoço"; "lo podemos mover al …", "naar … schuiven"; "le reste" / "el resto"
 * beside a time; and threads/reply.ts `requestOfItsOwn` reading a time said between the request and its joiner):
 * en 41/0/9, de 36/1/13, fr 40/0/9, es 37/1/11, pt 34/0/13, it 42/0/8, nl 41/0/9: 271 of 357, 2 acted on wrongly.
 * Left (asked about, named below): a done with a change to another thread ("done, and push the expenses report to
 * monday"), a call done beside the other person's time ("rang him, he's coming friday"), another person's done
 * ("Tom paid it"), "no need to remind me tomorrow, I'll do it tonight", the negated stop beside a deferral ("don't
 * cancel it, just later"), a place closed today as a "not yet".
 */
import { describe, expect, it } from "vitest";
import { expectReplyBatchKnown, expectFollowUpReading, type ReadingCase, UNTOUCHED } from "../../test-support/reply-batches.ts";

type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";

/** Per language: replies in the file, the floor of right readings, the replies still missed (asked about), and those acted on wrongly. */
const BATCH: Record<Lang, { count: number; right: number; known: string[]; knownWrong?: string[] }> = {
  en: {
    count: 51,
    right: 41,
    known: [
      "rang him, he's coming friday",
      "form's in the post 📮",
      "got her the lego set",
      "done, and push the expenses report to monday",
      "Thank you for the reminder, I submitted the renewal application this morning.",
      "no need to remind me tomorrow, I'll do it tonight",
      "the garage is closed today",
      "not cancelling, just haven't had time",
      "my sister got one for her",
      "Tom paid it",
    ],
  },
  de: {
    count: 51,
    right: 36,
    known: [
      "hab ihn angerufen, er kommt Freitag",
      "Antrag ist abgegeben",
      "hab ihr das Lego geholt",
      "erledigt, und schieb die Spesenabrechnung auf Montag",
      "Vielen Dank für die Erinnerung, ich habe den Antrag heute Morgen beim Bürgeramt eingereicht.",
      "musst mich morgen nicht erinnern, mach ich heut abend",
      "kannst du löschen, ihre Mama will keine Geschenke",
      "können wir das aufs nächste Wochenende legen bitte",
      "lieber Montag",
      "omg die Katze hat grad meinen Kaffee umgeschmissen",
      "die Werkstatt hat heute zu",
      "nicht löschen, nur später",
      "will's nicht streichen, hatte nur keine Zeit",
      "Tom hat's bezahlt",
    ],
    knownWrong: ["erinner mich Sonntag, Mama anzurufen"],
  },
  fr: {
    count: 51,
    right: 40,
    known: [
      "je l'ai appelé, il passe vendredi",
      "dossier déposé à la mairie",
      "je lui ai pris le lego",
      "fait, et décale la note de frais à lundi",
      "Merci pour le rappel, j'ai déposé la demande de renouvellement ce matin.",
      "pas la peine de me le rappeler demain, je le fais ce soir",
      "je l'appelle ou je lui envoie un mail ?",
      "au fait, ajoute du lait à la liste de courses",
      "le garage est fermé aujourd'hui",
      "annule pas, juste plus tard",
      "Tom l'a payée",
    ],
  },
  es: {
    count: 51,
    right: 36,
    known: [
      // Lost at the merge: "lista" unguarded again (a lookbehind in the done words cost the twenty-third batch five readings).
      "por cierto, apunta leche en la lista de la compra",
      "ya lo llamé, viene el viernes",
      "ya entregué los papeles",
      "le compré el lego",
      "listo, y pásame el informe de gastos al lunes",
      "Muchas gracias por el recordatorio, esta mañana presenté la solicitud de renovación.",
      "no hace falta que me lo recuerdes mañana, lo hago esta noche",
      "me avisas a las 5 de la tarde?",
      "bórralo y ya",
      "jajaja el gato me acaba de tirar el café",
      "recuérdame llamar a mamá el domingo",
      "el taller está cerrado hoy",
      "no lo canceles, solo más tarde",
      "la pagó Tom",
    ],
    knownWrong: ["mi hermana ya le compró uno"],
  },
  pt: {
    count: 51,
    right: 34,
    known: [
      // "jogar pro …" as a move was taken back: under a follow-up "joga pra amanhã às 16h" is a snooze (the twelfth batch).
      "dá pra jogar pro fim de semana que vem?",
      // "o resto" as a deferral word was taken back: "devolvi metade, o resto devolvo no fim de semana" (a done of half) must stay asked.
      "metade feita, o resto amanhã",
      "liguei, ele vem sexta",
      "já dei entrada nos documentos",
      "feito, e passa o relatório de despesas pra segunda",
      "Muito obrigada pelo lembrete, hoje de manhã dei entrada no pedido de renovação.",
      "não precisa me lembrar amanhã, faço hoje à noite",
      "pode apagar, a mãe dela não quer presente",
      "ligo ou mando email?",
      "kkkk o gato acabou de derrubar meu café",
      "aliás, coloca leite na lista de compras",
      "me lembra de ligar pra mãe no domingo",
      "a oficina tá fechada hoje",
      "não esqueci não, fiz hoje cedo",
      "não cancela, só mais tarde",
      "não vou desistir, só não tive tempo",
      "o Tom pagou",
    ],
  },
  it: {
    count: 51,
    right: 42,
    known: [
      "l'ho chiamato, passa venerdì",
      "ho consegnato la domanda in questura",
      "fatto, e sposta la nota spese a lunedì",
      "non serve che me lo ricordi domani, lo faccio stasera",
      "troppo grosso, me lo spezzi in passaggi piccoli?",
      "ah, aggiungi il latte alla lista della spesa",
      "l'officina oggi è chiusa",
      "non cancellarlo, solo più tardi",
      "l'ha pagata Tom",
    ],
  },
  nl: {
    count: 51,
    right: 41,
    known: [
      "gebeld, hij komt vrijdag",
      "aanvraag is ingediend bij de gemeente",
      "heb de lego voor haar gehaald",
      "gedaan, en zet de declaratie op maandag",
      "Dank je wel voor de herinnering, ik heb vanochtend de aanvraag voor verlenging ingediend.",
      "hoef me morgen niet te herinneren, ik doe het vanavond",
      "herinner me zondag om mama te bellen",
      "de garage is vandaag dicht",
      "niet verwijderen, alleen later",
      "Tom heeft 'm betaald",
    ],
  },
};

describe("the twenty-fourth batch of development replies: phone-typed answers to concrete pushes, compounds, look-alikes", () => {
  it.each(Object.keys(BATCH) as Lang[])("%s: the floor of right readings held, nothing acted on wrongly but the named, only the known misses missed", (lang) => {
    expectReplyBatchKnown(lang, `replies-${lang}-twenty-fourth.tsv`, BATCH[lang]);
  });
});

/**
 * Look-alikes of what this batch taught the packs: the same words about another thing, another person's doing, asked,
 * or negated. Each is read as what it means, or asked about, never as the action the new words alone suggest.
 */
const LOOK_ALIKES: ReadingCase[] = [
  // "still on my list": asked, or another list.
  ["en", "buy bread", "is it still on my list?", UNTOUCHED],
  ["de", "Brot kaufen", "steht das noch auf der Liste?", UNTOUCHED],
  ["fr", "acheter du pain", "c'est toujours sur ma liste ?", UNTOUCHED],
  ["nl", "brood kopen", "staat het nog op m'n lijstje?", UNTOUCHED],
  ["es", "comprar pan", "¿sigue en mi lista?", UNTOUCHED],
  ["es", "comprar pan", "la leche sigue en la lista de la compra", UNTOUCHED],
  ["pt", "comprar pão", "o leite continua na lista de compras", UNTOUCHED],
  // "I didn't forget" dropped: what follows it is the answer.
  ["en", "call the plumber", "I didn't forget, just didn't have time", ["not_yet"]],
  ["es", "llamar al fontanero", "no se me olvidó, pero no tuve tiempo", ["not_yet"]],
  ["de", "den Klempner anrufen", "hab ich vergessen", ["not_yet"]],
  ["de", "den Klempner anrufen", "hast du's nicht vergessen?", UNTOUCHED],
  // "anstupsen", "me cutuca", "porren": another's nudging, a condition, a negation.
  ["de", "den Klempner anrufen", "mein Bruder hat mich um 17 Uhr angestupst", UNTOUCHED],
  ["de", "den Klempner anrufen", "musst mich nicht um 17 Uhr anstupsen", UNTOUCHED],
  ["pt", "ligar pro encanador", "o gato me cutuca às 5h toda manhã", UNTOUCHED],
  ["pt", "ligar pro encanador", "me cutuca se ele não ligar", UNTOUCHED],
  ["nl", "de loodgieter bellen", "de kat blijft me om 5 uur porren", UNTOUCHED],
  // "lo podemos mover al …", "le reste … demain", "após o almoço": asked without a day, another rest, news.
  ["es", "ordenar el garaje", "¿lo podemos mover?", UNTOUCHED],
  ["fr", "envoyer la facture", "le reste de la famille arrive demain", UNTOUCHED],
  ["es", "mandar la factura", "el resto del equipo llega mañana", UNTOUCHED],
  ["pt", "regar as plantas", "após o almoço eu durmo", UNTOUCHED],
  // A time between the reminder request and its joiner: the new task's time, not this thread's.
  ["en", "pay the bill", "remind me on sunday to call mum", UNTOUCHED],
  ["it", "pagare la bolletta", "ricordami domenica di chiamare la mamma", UNTOUCHED],
];

describe("look-alikes of the twenty-fourth batch's words stay untouched", () => {
  it.each(LOOK_ALIKES)("%s, under %s: %s", (lang, summary, text, allowed) => expectFollowUpReading(lang, summary, text, allowed));
});

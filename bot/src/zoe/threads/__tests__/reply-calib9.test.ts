/**
 * The ninth traps batch (issue 34, "a reader that is never confidently wrong"), in all seven languages
 * (corpus/dev/replies-<code>-traps9.tsv, 45 each, written and labelled on 6 December 2026 before the reader
 * ran on them), written as other kinds of owners than earlier rounds: a terse manager, a chatty student, an
 * older person in full polite sentences, a non-native speaker with slips, voice dictation without punctuation,
 * phone-keyboard swaps. Per language: replies read right, acted on wrongly (the costly mistake), asked instead.
 * And: a reply holding an action word of any pack is never "other" with confidence.
 */
import { describe, expect, it } from "vitest";
import { expectTrapsBatch, followUpReading } from "../../test-support/reply-batches.ts";

/**
 * First pass (right / acted on wrongly / asked instead, of 45): en 20/0/25, de 19/0/25, fr 27/0/17, es 25/0/20,
 * pt 19/1/25, it 27/1/17, nl 24/0/21: 161/315 right, 2 acted on wrongly of 134 acted on (98.5% right when sure).
 * The two: "o Tomás ia buscar mas esqueceu" (Tomás forgot) read as a stop, the typo mender taking "esqueceu"
 * for "esquece"; "entro quando va fatto" (by when must it be done) read as a done. Probing the property behind
 * them: a stop verb said in the past by another person was a sure stop in en, fr, pt and it ("Tom cancelled it",
 * "she dropped it", "le magasin a annulé", "o Tomás cancelou", "Tommaso l'ha annullato").
 * After (threads/reply.ts `stopByAnother`: a stop word in the past with another person as its subject, a name,
 * a third-person pronoun, another of the packs' `others`, or a verb or auxiliary in another's form by the packs'
 * `asOwn`, is asked about unless the owner says a stop of their own; `normalise` no longer mends a word the packs'
 * `asOwn` knows as another's form; Italian "entro quando", "quando va/scade" as questions and "va/vanno" + a
 * participle as a must-still-be-done): en 20/0/25, de 19/0/25, fr 27/0/17, es 25/0/20, pt 19/0/26, it 28/0/17,
 * nl 24/0/21: 162/315 right, none acted on wrongly of 132 acted on. Over every dev reply file: 36 → 34 acted on
 * wrongly, right unchanged (3 Italian plain questions gained; "le client a tout annulé, plus de présentation"
 * and its it/pt twins, a client's cancelling labelled stop, are now asked).
 * And a thanks for the reminding beside news of the owner's own ("Liebe Zoe, vielen Dank für die Erinnerung. Ich habe
 * die Bilder … zur Post gebracht") is asked about, never sure other talk (threads/reply.ts `covered`): over the dev
 * files five such replies (de, nl, labelled done or snooze) move from sure other talk to asked.
 * The misses left are all asked, none acted on: polite long forms, non-native slips and dictated run-ons
 * whose unexplained words keep the reader unsure, "later"-ish replies in their own words.
 */
const FLOORS = [
  ["en", 20, 0],
  ["de", 19, 0],
  ["fr", 27, 0],
  ["es", 25, 0],
  ["pt", 19, 0],
  ["it", 28, 0],
  ["nl", 24, 0],
] as const;

type Lang = (typeof FLOORS)[number][0];

/** The misses, all asked about (none acted on wrongly): a new miss fails the test. */
const KNOWN: Record<Lang, readonly string[]> = {
  en: [
    "Not mine anymore, Paul owns it now.",
    "Good afternoon, I am afraid I have not yet had the opportunity to look at this. Kindly remind me on Monday.",
    "Dear Zoe, thank you for reminding me. I posted the photographs this morning.",
    "I would prefer that you stop reminding me of this one, my son will take care of it.",
    "ugh not even close 😭 like 300 words in, gonna pull an all nighter",
    "yesss sent him the money on paypal 🙌",
    "i am not return them yet sorry",
    "I call them tomorrow, today no time",
    "is not finish, the piece still not arrive",
    "I make the cancel already on website",
    "yeah no I haven't taken it in yet the garage is closed on mondays so I'll do it tomorrow",
    "done that this morning before work and fed the cat too",
    "no I haven't booked it yet remind me in an hour",
    "dine",
    "snooker till tomorrow",
    "I'll call them when the kids are finished with their homework",
    "the shop said the ink I ordered last month is discontinued so I need to find another one",
    "I would have finished them but the pen ran out",
    "going to submit it as soon as the receipts are scanned",
    "paid the gas one, water is next",
    "booked the groomer instead, the vet still needs doing",
    "the dentist is booked up until March",
    "talked to her for an hour last night",
    "she wrote again before I answered, I'll answer both tonight",
    "the flights my boss booked were the wrong dates so I still have to do ours",
  ],
  de: [
    "Raus.",
    "Nicht mehr meins, macht jetzt Frau Kaya.",
    "Guten Tag, ich bin leider noch nicht dazu gekommen, mir das anzusehen. Bitte erinnern Sie mich am Montag.",
    "Liebe Zoe, vielen Dank für die Erinnerung. Ich habe die Bilder heute früh zur Post gebracht.",
    "Danke. Würden Sie mich bitte morgen früh noch einmal erinnern, ich hatte viel um die Ohren.",
    "Ich möchte bitte nicht mehr daran erinnert werden, mein Sohn kümmert sich darum.",
    "ja endlich gestern nacht bezahlt haha",
    "boah nee noch nicht mal ansatzweise 😭 schreib heut nacht durch",
    "oh mist total vergessen, mach ich jetzt sofort",
    "jaaa per paypal überwiesen 🙌",
    "bin bei der hälfte lol",
    "ich habe es gestern abend geschickt an ihm",
    "nee hab ich noch nicht hingebracht die Werkstatt hat montags zu also mach ich das morgen",
    "heute früh vor der Arbeit gemacht und die Katze hab ich auch gefüttert",
    "nein hab noch keinen termin gemacht erinner mich in einer stunde",
    "ich ruf an, sobald die Kinder mit den Hausaufgaben fertig sind",
    "der Laden sagt, die Patronen, die ich letzten Monat bestellt hab, gibt es nicht mehr, ich muss andere suchen",
    "ich hätte sie fertig geschrieben, aber der Stift war leer",
    "reiche ich ein, sobald die Belege eingescannt sind",
    "Gas bezahlt, Wasser kommt als nächstes",
    "hab stattdessen den Hundefriseur gebucht, Tierarzt steht noch aus",
    "der Zahnarzt ist bis März ausgebucht",
    "hab gestern abend eine Stunde mit ihr telefoniert",
    "sie hat nochmal geschrieben bevor ich antworten konnte, ich antworte heute Abend auf beide",
    "hab Einspruch eingelegt statt zu zahlen, warte auf Antwort",
    "die Flüge, die mein Chef gebucht hat, waren an den falschen Tagen, unsere muss ich noch buchen",
  ],
  fr: [
    "C'est plus pour moi, Claire s'en occupe maintenant.",
    "Je préférerais ne plus recevoir de rappel à ce sujet, mon fils va s'en charger.",
    "pfff même pas commencé 😭 nuit blanche ce soir",
    "le cours est complet de toute façon, laisse tomber",
    "je l'ai envoyer hier soir",
    "j'ai fait la résiliation déjà sur le site",
    "non je l'ai pas encore emmenée le garage est fermé le lundi donc je le fais demain",
    "non j'ai pas encore pris rendez-vous rappelle moi dans une heure",
    "je les appelle quand les enfants auront fini leurs devoirs",
    "le magasin dit que l'encre que j'ai commandée le mois dernier n'existe plus, faut que j'en trouve une autre",
    "je les aurais finies mais le stylo est vide",
    "je la rends dès que les justificatifs sont scannés",
    "payé celle du gaz, l'eau c'est la prochaine",
    "j'ai pris le toiletteur à la place, le véto reste à faire",
    "le dentiste est complet jusqu'en mars",
    "ils coûtaient combien déjà les billets",
    "elle a réécrit avant que je réponde, je réponds aux deux ce soir",
    "les vols que mon chef a réservés étaient aux mauvaises dates, les nôtres restent à faire",
  ],
  es: [
    "Ya no es mío, lo lleva Pablo ahora.",
    "Buenas tardes, lamentablemente todavía no he tenido ocasión de mirarlo. Le ruego me lo recuerde el lunes.",
    "Querida Zoe, muchas gracias por recordármelo. Esta mañana he enviado las fotografías por correo.",
    "Gracias. ¿Sería tan amable de recordármelo mañana por la mañana? He estado muy ocupada.",
    "Preferiría que no me lo recordara más, de eso se encarga mi hijo.",
    "buff ni de lejos 😭 esta noche no duermo",
    "llamo mañana, hoy no tiempo",
    "no todavía no lo he llevado el taller cierra los lunes así que lo llevo mañana",
    "hecho esta mañana antes del trabajo y le di de comer al gato también",
    "no todavía no he pedido cita recuérdamelo en una hora",
    "Tomás tenía que recogerla pero se le olvidó",
    "los llamo cuando los niños terminen los deberes",
    "en la tienda me dicen que la tinta que pedí el mes pasado ya no existe, tengo que buscar otra",
    "las habría terminado pero se acabó la tinta del boli",
    "la entrego en cuanto estén escaneados los tickets",
    "pagué la del gas, la del agua va después",
    "el dentista no tiene huecos hasta marzo",
    "anoche estuvimos hablando una hora",
    "me volvió a escribir antes de que contestara, esta noche contesto a los dos",
    "los vuelos que reservó mi jefe eran para otras fechas, los nuestros aún tengo que reservarlos",
  ],
  pt: [
    "Não é mais comigo, o Paulo que cuida agora.",
    "reservado, a confirmação tá no teu email",
    "Boa tarde, infelizmente ainda não tive a oportunidade de ver isso. Peço a gentileza de me lembrar na segunda-feira.",
    "Querida Zoe, muito obrigada por me lembrar. Enviei as fotografias pelo correio hoje de manhã.",
    "Obrigada. Poderia por gentileza me lembrar amanhã de manhã? Andei muito ocupada.",
    "Prefiro não ser mais lembrada disso, meu filho vai cuidar.",
    "affff nem de longe 😭 vou virar a noite",
    "simmm mandei o pix 🙌",
    "eu tenho mandado ele ontem a noite",
    "ligo amanhã, hoje sem tempo",
    "já fiz o cancelamento no site",
    "não ainda não levei a oficina fecha segunda então levo amanhã",
    "feito hoje cedo antes do trabalho e dei comida pro gato também",
    "sim mandei pra ele hoje de manhã e ele agradeceu",
    "não ainda não marquei me lembra daqui uma hora",
    "o Tomás ia buscar mas esqueceu",
    "ligo quando as crianças terminarem a lição de casa",
    "a loja disse que a tinta que eu comprei mês passado saiu de linha, preciso achar outra",
    "eu teria terminado mas a caneta acabou",
    "entrego assim que os recibos estiverem escaneados",
    "paguei a do gás, a da água é a próxima",
    "marquei o banho e tosa no lugar, o veterinário continua pendente",
    "o dentista não tem horário até março",
    "ontem à noite a gente conversou uma hora",
    "ela escreveu de novo antes de eu responder, respondo as duas hoje à noite",
    "os voos que meu chefe reservou eram nas datas erradas, os nossos ainda tenho que reservar",
  ],
  it: [
    "Non è più roba mia, ora se ne occupa Paolo.",
    "Cara Zoe, grazie per avermelo ricordato. Ho spedito le fotografie per posta stamattina.",
    "Grazie. Sarebbe così gentile da ricordarmelo domattina? Sono stata molto impegnata.",
    "Preferirei non ricevere più promemoria su questo, se ne occupa mio figlio.",
    "uff neanche per sogno 😭 stanotte non dormo",
    "ho già fatto la disdetta sul sito",
    "no non l'ho ancora portata l'officina il lunedì è chiusa quindi la porto domani",
    "no non ho ancora prenotato ricordamelo tra un'ora",
    "Gatto",
    "li chiamo quando i bambini hanno finito i compiti",
    "il negozio dice che l'inchiostro che ho ordinato il mese scorso non lo fanno più, devo trovarne un altro",
    "li avrei finiti ma la penna si è scaricata",
    "la consegno appena gli scontrini sono scansionati",
    "pagata quella del gas, l'acqua è la prossima",
    "il dentista non ha posto fino a marzo",
    "ieri sera abbiamo parlato un'ora",
    "i voli che ha prenotato il mio capo erano nelle date sbagliate, i nostri li devo ancora prenotare",
  ],
  nl: [
    "Niet meer van mij, Pieter doet het nu.",
    "geboekt, bevestiging staat in je mail",
    "Goedemiddag, helaas ben ik er nog niet aan toegekomen. Wilt u mij maandag nogmaals herinneren?",
    "Ik word hier liever niet meer aan herinnerd, mijn zoon regelt het.",
    "pff nog lang niet 😭 vannacht doorhalen",
    "oeps helemaal vergeten, doe ik nu meteen",
    "jaaa via tikkie betaald 🙌",
    "ben op de helft haha",
    "ik heb de kaart gisteren al gekocht",
    "ik heb het gisteravond gestuurd naar hem",
    "nee nog niet gebracht de garage is maandag dicht dus ik breng hem morgen",
    "nee nog geen afspraak gemaakt herinner me over een uur",
    "ik bel ze als de kinderen klaar zijn met hun huiswerk",
    "de winkel zegt dat de inkt die ik vorige maand bestelde niet meer gemaakt wordt, ik moet een andere zoeken",
    "ik had ze afgemaakt maar de pen was leeg",
    "dien ik in zodra de bonnetjes gescand zijn",
    "die van het gas betaald, water is de volgende",
    "de tandarts zit vol tot maart",
    "gisteravond een uur met haar gebeld",
    "ze schreef opnieuw voordat ik kon antwoorden, ik beantwoord ze vanavond allebei",
    "de vluchten die mijn baas boekte waren op de verkeerde data, die van ons moet ik nog boeken",
  ],

};

const file = (lang: Lang) => `replies-${lang}-traps9.tsv`;

describe("the ninth traps batch, as written before the reader ran on it", () => {
  it.each(FLOORS)("%s: of 45, at least %i right, at most %i acted on wrongly; no reply with an action word sure to be other talk", (lang, right, wrong) => {
    const sureOther = expectTrapsBatch(lang, file(lang), { count: 45, right, wrong, known: KNOWN[lang], report: "CALIB9_REPORT" });
    expect(sureOther).toEqual([]);
  });
});

const read = followUpReading;

describe("a stop verb said in the past by another person is their news, asked about", () => {
  it.each([
    ["en", "Tom cancelled it", "pick up the dry cleaning"],
    ["en", "she dropped it", "pick up the dry cleaning"],
    ["fr", "Tom a annulé", "récupérer le pressing"],
    ["fr", "le magasin a annulé", "récupérer le pressing"],
    ["pt", "o Tomás cancelou", "buscar a roupa na lavanderia"],
    ["pt", "o Tomás ia buscar mas esqueceu", "buscar a roupa na lavanderia"],
    ["it", "Tommaso l'ha annullato", "ritirare i vestiti in lavanderia"],
  ] as const)("%s: %j", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("unclear");
  });

  // The owner's own stop, in the past or beside another's news, stays a stop; a stop word mistyped is still mended.
  it.each([
    ["en", "cancelled it", "pick up the dry cleaning"],
    ["en", "I cancelled it", "pick up the dry cleaning"],
    ["en", "Zoe, cancel it", "pick up the dry cleaning"],
    ["fr", "j'ai annulé", "récupérer le pressing"],
    ["pt", "cancelei", "buscar a roupa na lavanderia"],
    ["pt", "esqeuce", "buscar a roupa na lavanderia"],
    ["it", "l'ho annullato", "ritirare i vestiti in lavanderia"],
  ] as const)("%s: the look-alike %j is still a stop", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("stop");
  });
});

describe("a thanks for the reminder beside news of the owner's own is asked about, never sure other talk", () => {
  it.each([
    ["de", "Liebe Zoe, vielen Dank für die Erinnerung. Ich habe die Bilder heute früh zur Post gebracht.", "die Fotos an Oma schicken", "unclear"],
    ["en", "thanks for the reminder, my mum is visiting", "call the dentist", "unclear"],
    // A thanks alone is only thanks.
    ["en", "thanks for the reminder", "call the dentist", "other"],
    ["de", "danke für die Erinnerung", "den Zahnarzt anrufen", "other"],
  ] as const)("%s: %j", (locale, text, summary, want) => {
    expect(read(text, locale, summary)).toBe(want);
  });
});

describe("Italian: a plain question of when, and what must still be done, are never a done", () => {
  it.each([
    ["entro quando va fatto", "pagare la bolletta del telefono"],
    ["quando scade", "pagare la bolletta del telefono"],
    ["va fatto", "pagare la bolletta del telefono"],
    ["vanno ancora pagate", "pagare le bollette"],
  ] as const)("%j", (text, summary) => {
    expect(read(text, "it", summary)).not.toBe("done");
  });

  it.each([
    ["fatto", "pagare la bolletta del telefono"],
    ["va bene fatto", "pagare la bolletta del telefono"],
    ["pagata", "pagare la bolletta del telefono"],
  ] as const)("the look-alike %j is still a done", (text, summary) => {
    expect(read(text, "it", summary)).toBe("done");
  });
});

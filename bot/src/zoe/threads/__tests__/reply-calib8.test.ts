/**
 * The eighth traps batch (issue 34, "a reader that is never confidently wrong"), in all seven languages
 * (corpus/dev/replies-<code>-traps8.tsv, 45 each, written and labelled on 6 December 2026 before the reader
 * ran on them), aimed at what still makes a reader act wrongly with confidence: a third person who did the
 * action on their own thing, a part of the loop, a done verb in the future or conditional, a negation far
 * from the done verb, double negation, questions without a question mark, irony, emoji, ZOE's words quoted
 * back, a done word in a subordinate clause about something else; plain answers as controls. Per language:
 * replies read right, acted on wrongly (the costly mistake), asked instead. And: a reply holding an action
 * word of any pack is never "other" with confidence.
 */
import { describe, expect, it } from "vitest";
import { expectTrapsBatch, followUpReading } from "../../test-support/reply-batches.ts";

/**
 * First pass (right / acted on wrongly / asked instead, of 45): en 14/2/27, de 14/3/25, fr 18/2/21, es 16/2/23,
 * pt 18/1/23, it 17/3/22, nl 16/5/22: 113/315 right, 18 acted on wrongly of 93 acted on (80.6% right when sure);
 * none sure other talk. After (threads/reply.ts `conflictingSignal`: a question typed without its mark, the
 * packs' new `caution.askedPlain`; a done word in the future, `promisedInFuture` with the packs' new
 * `caution.promise`; the packs' `object.parts` with a first step, "erste Schritt", "première étape", "primer
 * paso", "primeira etapa", "primo passo", "eerste stap"): en 14/1/27, de 14/1/26, fr 18/1/22, es 16/1/24,
 * pt 18/1/23, it 17/2/23, nl 16/1/24: 113/315 right, 8 acted on wrongly of 83 acted on (90.4% right when sure).
 * The eight left: "⏰" alone (every language), labelled unclear here, is read as a snooze, which the earlier
 * dev batches label it (replies-en.tsv, -de, -nl): the reader keeps that convention; "le finestre di sotto
 * sono fatte" (it), a part named by a place ("downstairs"), is read as done because "di sotto" is in the
 * Italian reader's vocabulary (the other languages ask, the place word being unexplained there).
 */
const FLOORS = [
  ["en", 14, 1],
  ["de", 14, 1],
  ["fr", 18, 1],
  ["es", 16, 1],
  ["pt", 17, 1],
  ["it", 17, 2],
  ["nl", 16, 1],
] as const;

type Lang = (typeof FLOORS)[number][0];

/** The misses, asked about or (the lines named in the note above) acted on wrongly: a new miss fails the test. */
const KNOWN: Record<Lang, readonly string[]> = {
  en: [
    "sent the first one, the other two are still on my desk",
    "the first step is done",
    "my brother cancelled his subscription yesterday, I should do the same",
    "I'll have it done by friday",
    "it'll be finished soon",
    "I don't think I ever paid it actually",
    "not that I haven't tried, the portal keeps crashing",
    "should I call them or just email",
    "oh sure, done ages ago 🙄 haven't even opened the file",
    "done 🙃 ...not",
    "⏰",
    "\"Did it happen?\" yes it did",
    "\"send the invoice\" is exactly what I'm doing right now",
    "when I stopped at the bakery this morning the cake was done, the dentist I still have to call",
    "done for the day, I'll call her tomorrow",
    "stop, I sent it already",
    "at 3 I have a call, haven't started on it",
    "picked up the kids, not the prescription",
    "sigend",
    "should I drop it?",
    "done — wait, no, that was the electricity",
    "ordered, but only the frames, the lenses are still to come",
    "the windows downstairs are done",
    "once I'm done with work I'll call him",
    "if I finish them tonight I'll post them tomorrow",
    "almost there, 80%",
    "still copying",
    "the garage called while I was at work, they're finishing another car first so mine goes in on thursday",
    "stop reminding me, I'll do it when I do it",
    "I'd have sent it if they'd given me the numbers",
    "should I snooze it till next week",
  ],
  de: [
    "die erste ist raus, die anderen zwei liegen noch auf meinem Schreibtisch",
    "der erste Schritt ist gemacht",
    "mein Bruder hat sein Abo gestern gekündigt, sollte ich auch mal machen",
    "bis Freitag hab ich das erledigt",
    "wird bald fertig sein",
    "ich glaub nicht, dass ich die je bezahlt hab",
    "nicht dass ich es nicht versucht hätte, das Portal stürzt dauernd ab",
    "soll ich die anrufen oder lieber mailen",
    "hab ich den schon bezahlt",
    "ja klar, längst fertig 🙄 hab die Datei noch nicht mal aufgemacht",
    "erledigt 🙃 ...nicht",
    "⏰",
    "„Hat es geklappt?\" ja, hat es",
    "„die Rechnung schicken\" – genau das mach ich gerade",
    "als ich heute früh beim Bäcker war, war die Torte fertig, den Zahnarzt muss ich noch anrufen",
    "für heute bin ich durch, ich ruf sie morgen an",
    "hör auf, hab ihn schon geschickt",
    "um 3 hab ich einen Call, hab noch nicht angefangen",
    "die Kinder abgeholt, das Rezept nicht",
    "unterschireben",
    "soll ich ihn streichen?",
    "erledigt – moment, nein, das war der Strom",
    "bestellt, aber nur das Gestell, die Gläser fehlen noch",
    "die Fenster unten sind fertig",
    "wenn ich mit der Arbeit fertig bin, ruf ich ihn an",
    "falls ich sie heute Abend fertig kriege, gehen sie morgen raus",
    "fast, 80 %",
    "läuft noch",
    "die Werkstatt hat angerufen, während ich arbeiten war, sie machen erst ein anderes Auto fertig, meins kommt Donnerstag dran",
    "hätte ich ja geschickt, wenn sie mir die Zahlen gegeben hätten",
    "soll ich das auf nächste Woche schieben",
  ],
  fr: [
    "j'ai envoyé la première, les deux autres sont encore sur mon bureau",
    "la première étape est faite",
    "mon frère a résilié son abonnement hier, faudrait que je fasse pareil",
    "je l'aurai fait d'ici vendredi",
    "c'est pas que j'ai pas essayé, le site plante tout le temps",
    "je les appelle ou je leur envoie un mail",
    "est-ce que je l'ai déjà payée celle-là",
    "mais oui bien sûr, fini depuis longtemps 🙄 j'ai même pas ouvert le fichier",
    "fait 🙃 ...ou pas",
    "⏰",
    "« C'est fait ? » oui c'est fait",
    "« envoyer la facture » c'est justement ce que je fais là",
    "quand je suis passé à la boulangerie ce matin le gâteau était prêt, le dentiste je dois encore l'appeler",
    "arrête, je l'ai déjà envoyé",
    "à 15h j'ai un call, j'ai pas commencé",
    "récupéré les enfants, pas l'ordonnance",
    "je devrais l'abandonner ?",
    "fait — attends, non, c'était l'électricité",
    "commandé, mais que la monture, les verres c'est pas encore fait",
    "les vitres du bas sont faites",
    "quand j'aurai fini le boulot je l'appelle",
    "si je les termine ce soir je les poste demain",
    "presque, 80 %",
    "ça tourne encore",
    "le garage a appelé pendant que j'étais au boulot, ils finissent d'abord une autre voiture, la mienne passe jeudi",
    "je l'aurais envoyée s'ils m'avaient donné les chiffres",
    "je le repousse à la semaine prochaine ou pas",
  ],
  es: [
    "mandé la primera, las otras dos siguen en mi mesa",
    "el primer paso está hecho",
    "mi hermano se dio de baja ayer, debería hacer lo mismo",
    "para el viernes lo tendré hecho",
    "estará terminada pronto",
    "no creo que la haya pagado nunca",
    "no es que no lo haya intentado, la web se cae todo el rato",
    "los llamo o les mando un correo",
    "ya pagué esa o no",
    "sí claro, terminadas hace siglos 🙄 ni he abierto el archivo",
    "hecho 🙃 ...que no",
    "⏰",
    "«¿Lo hiciste?» sí, lo hice",
    "«mandar la factura» es justo lo que estoy haciendo ahora",
    "cuando pasé por la panadería esta mañana la tarta ya estaba hecha, al dentista todavía tengo que llamar",
    "por hoy ya he terminado, la llamo mañana",
    "a las 3 tengo una llamada, no he empezado",
    "recogí a los niños, la receta no",
    "firamdo",
    "¿debería dejarlo?",
    "hecho — espera, no, eso era la luz",
    "las ventanas de abajo están hechas",
    "cuando termine de trabajar lo llamo",
    "si las termino esta noche las mando mañana",
    "casi, 80 %",
    "sigue copiando",
    "el taller llamó mientras estaba trabajando, primero terminan otro coche y el mío entra el jueves",
    "la habría mandado si me hubieran pasado los números",
    "lo pospongo a la semana que viene o qué",
  ],
  pt: [
    // Read as a question while language detection took it for Italian; in Portuguese, asked about (6 December 2026).
    "devo desistir dela?",
    "mandei a primeira, as outras duas ainda tão na minha mesa",
    "a primeira etapa tá feita",
    "meu irmão cancelou o plano dele ontem, eu devia fazer o mesmo",
    "até sexta eu deixo isso feito",
    "vai estar pronta logo",
    "não é que eu não tenha tentado, o site cai toda hora",
    "ligo pra eles ou mando email",
    "já paguei essa ou não",
    "ah claro, terminei faz tempo 🙄 nem abri o arquivo",
    "feito 🙃 ...só que não",
    "⏰",
    "\"Você fez?\" sim, fiz",
    "\"mandar a fatura\" é exatamente o que tô fazendo agora",
    "quando passei na padaria hoje cedo o bolo já tava pronto, o dentista ainda tenho que ligar",
    "por hoje chega, ligo pra ela amanhã",
    "às 3 tenho uma call, nem comecei",
    "peguei as crianças, a receita não",
    "feito — pera, não, isso foi a luz",
    "encomendei, mas só a armação, as lentes ainda não",
    "as janelas de baixo tão feitas",
    "quando eu terminar o trabalho eu ligo",
    "se eu terminar hoje à noite mando amanhã",
    "quase, 80%",
    "ainda tá copiando",
    "a oficina ligou enquanto eu tava no trabalho, vão terminar outro carro primeiro e o meu entra na quinta",
    "teria mandado se eles tivessem me passado os números",
    "adio pra semana que vem ou não",
  ],
  it: [
    "ho mandato la prima, le altre due sono ancora sulla scrivania",
    "il primo passo è fatto",
    "mio fratello ha disdetto il suo abbonamento ieri, dovrei fare lo stesso",
    "entro venerdì sarà fatto",
    "presto sarà finita",
    "non è che non ci abbia provato, il sito si blocca sempre",
    "li chiamo o gli mando una mail",
    "l'ho già pagata quella o no",
    "sì certo, finite da un pezzo 🙄 non ho neanche aperto il file",
    "fatto 🙃 ...come no",
    "⏰",
    "\"L'hai fatto?\" sì, fatto",
    "\"mandare la fattura\" è proprio quello che sto facendo adesso",
    "quando sono passato dal panettiere stamattina la torta era pronta, il dentista devo ancora chiamarlo",
    "per oggi ho finito, la chiamo domani",
    "basta, l'ho già mandato",
    "alle 3 ho una call, non ho iniziato",
    "presi i bambini, la ricetta no",
    "firamto",
    "fatto — aspetta, no, era la luce",
    "le finestre di sotto sono fatte",
    "quando finisco di lavorare lo chiamo",
    "se li finisco stasera li spedisco domani",
    "quasi, 80%",
    "sta ancora copiando",
    "l'officina ha chiamato mentre ero al lavoro, prima finiscono un'altra macchina e la mia entra giovedì",
    "l'avrei mandata se mi avessero passato i numeri",
    "lo rimando alla settimana prossima o no",
  ],
  nl: [
    "de eerste is verstuurd, de andere twee liggen nog op mijn bureau",
    "de eerste stap is gedaan",
    "mijn broer heeft gisteren zijn abonnement opgezegd, zou ik ook moeten doen",
    "voor vrijdag heb ik het geregeld",
    "is binnenkort klaar",
    "ik denk niet dat ik die ooit betaald heb",
    "bel ik ze of stuur ik een mail",
    "heb ik die al betaald",
    "ja tuurlijk, al lang klaar 🙄 heb het bestand nog niet eens geopend",
    "gedaan 🙃 ...niet dus",
    "⏰",
    "\"Is het gelukt?\" ja, gelukt",
    "\"de factuur sturen\" is precies waar ik nu mee bezig ben",
    "toen ik vanochtend bij de bakker was, was de taart klaar, de tandarts moet ik nog bellen",
    "ik ben klaar voor vandaag, ik bel haar morgen",
    "stop, heb het al gestuurd",
    "om 3 heb ik een call, nog niet begonnen",
    "de kinderen opgehaald, het recept niet",
    "moet ik hem schrappen?",
    "gedaan — wacht, nee, dat was de stroom",
    "besteld, maar alleen het montuur, de glazen nog niet",
    "de ramen beneden zijn klaar",
    "als ik klaar ben met werken bel ik hem",
    "als ik ze vanavond afkrijg, gaan ze morgen de deur uit",
    "bijna, 80%",
    "is nog aan het kopiëren",
    "de garage belde terwijl ik aan het werk was, ze maken eerst een andere auto af, de mijne is donderdag aan de beurt",
    "had ik wel gestuurd als ze me de cijfers hadden gegeven",
    "zal ik het naar volgende week schuiven",
  ],
};

const file = (lang: Lang) => `replies-${lang}-traps8.tsv`;

describe("the eighth traps batch, as written before the reader ran on it", () => {
  it.each(FLOORS)("%s: of 45, at least %i right, at most %i acted on wrongly; no reply with an action word sure to be other talk", (lang, right, wrong) => {
    const sureOther = expectTrapsBatch(lang, file(lang), { count: 45, right, wrong, known: KNOWN[lang], report: "CALIB8_REPORT" });
    expect(sureOther).toEqual([]);
  });
});

const read = followUpReading;

describe("a question typed without its question mark is asked about, never acted on", () => {
  it.each([
    ["en", "should I snooze it", "pay the phone bill", "unclear"],
    ["de", "soll ich das verschieben", "die Handyrechnung bezahlen", "unclear"],
    ["nl", "heb ik het al betaald", "de telefoonrekening betalen", "unclear"],
    ["fr", "est-ce que je l'ai payée", "payer la facture de téléphone", "unclear"],
    ["es", "lo pago hoy o no", "pagar la factura del móvil", "unclear"],
    ["pt", "será que já paguei", "pagar a conta do celular", "unclear"],
    ["it", "l'ho pagata o no", "pagare la bolletta del telefono", "unclear"],
  ] as const)("%s: %j", (locale, text, summary, want) => {
    expect(read(text, locale, summary)).toBe(want);
  });

  // A statement with its topic dropped opens with the verb too ("hab ich schon gemacht"): still a done.
  it.each([
    ["en", "I did it", "pay the phone bill", "done"],
    ["en", "did it, all sorted", "pay the phone bill", "done"],
    ["de", "hab ich schon gemacht", "die Handyrechnung bezahlen", "done"],
    ["de", "hab ich gestern bezahlt", "die Handyrechnung bezahlen", "done"],
    ["nl", "heb ik al gedaan", "de telefoonrekening betalen", "done"],
    ["nl", "heb ik gisteren betaald", "de telefoonrekening betalen", "done"],
    ["pt", "já paguei", "pagar a conta do celular", "done"],
  ] as const)("%s: the look-alike %j is read as it stands", (locale, text, summary, want) => {
    expect(read(text, locale, summary)).toBe(want);
  });
});

describe("a done word in the future is a promise, asked about; a part named as a first step is no done", () => {
  it.each([
    ["en", "it will be done soon", "pay the phone bill", "unclear"],
    ["de", "ist bald erledigt", "die Handyrechnung bezahlen", "unclear"],
    ["it", "sarà fatto domani", "pagare la bolletta del telefono", "unclear"],
    ["it", "il primo passo è fatto", "svuotare il garage", "unclear"],
  ] as const)("%s: %j", (locale, text, summary, want) => {
    expect(read(text, locale, summary)).toBe(want);
  });

  it.each([
    ["en", "done, it'll be nice to have that off my plate", "pay the phone bill", "done"],
    ["de", "erledigt, wird auch Zeit", "die Handyrechnung bezahlen", "done"],
    ["es", "hecho a primera hora", "pagar la factura del móvil", "done"],
    ["it", "fatto nel primo pomeriggio", "pagare la bolletta del telefono", "done"],
    ["it", "pagata ieri", "pagare la bolletta del telefono", "done"],
    // "presto" is "early" as much as "soon": no promise word.
    ["it", "pagata stamattina presto", "pagare la bolletta del telefono", "done"],
    ["es", "ya lo hice", "pagar la factura del móvil", "done"],
  ] as const)("%s: the look-alike %j is read as it stands", (locale, text, summary, want) => {
    expect(read(text, locale, summary)).toBe(want);
  });
});

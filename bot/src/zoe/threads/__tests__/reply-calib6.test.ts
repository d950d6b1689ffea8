/**
 * The sixth traps batch (issue 34, "a reader that is never confidently wrong"), in all seven languages
 * (corpus/dev/replies-<code>-traps6.tsv, 42 each, written and labelled on 5 December 2026 before the
 * reader ran on them), aimed at what makes a reader act wrongly with confidence: an action word in another
 * sense ("done for the day, will do it tomorrow"), negated or conditional actions ("haven't done it",
 * "wenn ich fertig bin..."), reported speech ("Maria says she sent it"), questions holding an action word
 * ("should I snooze it?"), sarcasm and emoji ("done 🙄 not"), compound replies, corrections ("done - wait,
 * no"), a time that belongs to something else ("at 3 I have a call, haven't started"), typos of action
 * words, and plain answers as controls. Per language: replies read right, acted on wrongly (the costly
 * mistake), asked instead.
 */
import { describe, expect, it } from "vitest";
import { measureHeldoutReplies, readHeldoutReplies } from "../../eval/heldout.ts";
import { DEV_REPLIES, followUpReading } from "../../test-support/reply-batches.ts";
import { replyOutcome } from "../../test-support/reply-outcome.ts";

/**
 * First pass (right / acted on wrongly / asked instead, of 42): en 12/3/24, de 16/2/23, fr 15/1/25,
 * es 16/1/24, pt 14/2/25, it 16/1/24, nl 15/1/25: 104/294 right, 11 acted on wrongly of 83 acted on
 * (86.7% right when sure). The wrong ones: an answer to the decision question weighed aloud ("maybe break
 * it down? what would that look like", in all seven languages) read as a breakdown; "you can stop asking,
 * my son walked him" (de, pt) read as a stop; "once I've done the shopping" read as a done; "honestly I'm
 * done with this week" read as a done.
 * After (threads/reply.ts `conflictingSignal`: `choiceInDoubt`, `anotherBesideStop`, `doneWithAnotherThing`;
 * the packs' `caution.conditions` with "as soon as / once", "sobald", "dès que", "en cuanto", "assim que",
 * "non appena", "zodra"; `ownMessages` with the verb of asking): en 13/0/25, de 16/0/24, fr 15/0/25,
 * es 16/0/24, pt 14/0/26, it 16/0/24, nl 15/0/25: 105/294 right, 0 of 72 acted on wrongly. Every
 * remaining miss is asked about (listed in KNOWN): the batch was aimed at traps, and most of its answers
 * (a done taken back by sarcasm or a correction, a deferral with a condition, a time of another thing)
 * are ones a person would confirm too.
 */
const FLOORS = [
  ["en", 13, 0],
  ["de", 16, 0],
  ["fr", 15, 0],
  ["es", 16, 0],
  ["pt", 13, 0],
  ["it", 17, 0],
  ["nl", 15, 0],
] as const;

/** The misses after the fix, all asked about (none acted on): a new miss fails the test. */
const KNOWN: Record<(typeof FLOORS)[number][0], readonly string[]> = {
  en: [
    "done for the day, will do it tomorrow",
    "stop, I did it already",
    "it'll be done once the numbers come in",
    "should I snooze it?",
    "how do I stop these reminders?",
    "done 🙄 not",
    "\"done\" lol no",
    "done - wait, no, that was the other email",
    "paid. hmm no actually, it didn't go through",
    "at 3 I have a call, haven't started",
    "in meetings till 5, haven't touched it",
    "done, and can you remind me to pick it up saturday?",
    "done, also need to buy stamps for the next ones",
    "stopped halfway, too cold",
    "if I finish it tonight I'll tell you",
    "once I've done the shopping",
    "the bank stopped taking calls at 4, will try tomorrow",
    "prices drop on tuesday, remind me then",
    "you can stop asking, my son walked him",
    "did I pay it? can't remember",
    "done? not even close 😅",
    "told them to stop the membership, they said I have to come in person",
    "finished? no. started? also no",
    "I'll have it done by friday",
    "please stop, I quit lessons",
    "sent ✔️ ugh, forgot to put the card in though",
    "I'll do it when it stops raining",
    "maybe break it down? what would that look like",
    "drop it? no way. break it into chapters",
  ],
  de: [
    "für heute bin ich fertig, mach ich morgen",
    "hör auf, hab ich doch schon gemacht",
    "wenn ich fertig bin, sag ich Bescheid",
    "soll ich das verschieben?",
    "erledigt 🙄 nicht",
    "\"erledigt\" haha nein",
    "erledigt - ach nee, das war die andere Mail",
    "bezahlt. hm, nein doch nicht, ging nicht durch",
    "um 3 hab ich ein Telefonat, noch nicht angefangen",
    "bis 5 in Meetings, noch nicht angefasst",
    "erledigt, und erinner mich am Samstag ans Abholen",
    "erledigt, muss aber noch Briefmarken für die nächsten kaufen",
    "hab mittendrin aufgehört, zu kalt",
    "wenn ich heute Abend fertig werde, melde ich mich",
    "sobald ich eingekauft hab",
    "die Hotline hört um 4 auf, probier's morgen",
    "am Dienstag fallen die Preise, erinner mich dann",
    "kannst aufhören zu fragen, mein Sohn war mit ihm draußen",
    "erledigt? nicht mal annähernd 😅",
    "hab gesagt, sie sollen das Abo stoppen, muss aber persönlich hin",
    "fertig? nein. angefangen? auch nein",
    "bis Freitag hab ich das erledigt",
    "verschickt ✔️ mist, die Karte vergessen",
    "mach ich, wenn's aufhört zu regnen",
    "vielleicht aufteilen? wie würde das aussehen",
    "streichen? auf keinen Fall. teil es in Kapitel auf",
  ],
  fr: [
    "fini pour aujourd'hui, je le fais demain",
    "arrête, je l'ai déjà fait",
    "quand j'aurai fini je te dis",
    "je dois le reporter ?",
    "fait 🙄 ou pas",
    "\"fait\" mdr non",
    "fait - ah non attends, c'était l'autre mail",
    "payé. euh non en fait, le paiement n'est pas passé",
    "à 15h j'ai un appel, pas encore commencé",
    "en réunion jusqu'à 17h, pas touché",
    "fait, et rappelle-moi samedi d'aller le chercher",
    "fait, faut aussi que j'achète des timbres pour les prochaines",
    "fait à moitié, le reste demain",
    "si je finis ce soir je te dis",
    "dès que j'ai fait les courses",
    "la banque arrête les appels à 16h, je réessaie demain",
    "les prix baissent mardi, rappelle-moi à ce moment-là",
    "tu peux arrêter de demander, mon fils l'a sorti",
    "fait ? même pas en rêve 😅",
    "je leur ai dit d'arrêter l'abonnement, faut y aller en personne",
    "fini ? non. commencé ? non plus",
    "ce sera fait d'ici vendredi",
    "arrête stp, j'ai abandonné les cours",
    "envoyé ✔️ zut, j'ai oublié la carte",
    "je le ferai quand il arrêtera de pleuvoir",
    "peut-être le découper ? ça donnerait quoi",
    "abandonner ? jamais. découpe-le en chapitres",
  ],
  es: [
    "por hoy ya terminé, lo hago mañana",
    "cuando termine te aviso",
    "¿lo pospongo?",
    "hecho 🙄 que no",
    "\"hecho\" jajaja no",
    "hecho - espera, no, ese era el otro correo",
    "pagada. bueno no, no se procesó el pago",
    "a las 3 tengo una llamada, ni he empezado",
    "reuniones hasta las 5, ni lo he tocado",
    "recuerdamelo mañan",
    "hecho, y recuérdame el sábado ir a recogerla",
    "hecho, también tengo que comprar sellos para las próximas",
    "hice la mitad, el resto mañana",
    "si lo termino esta noche te digo",
    "en cuanto haga la compra",
    "el banco deja de atender a las 4, lo intento mañana",
    "el martes bajan los precios, recuérdamelo entonces",
    "ya puedes dejar de preguntar, lo sacó mi hijo",
    "¿hecho? ni de lejos 😅",
    "les dije que paren la cuota, tengo que ir en persona",
    "¿terminado? no. ¿empezado? tampoco",
    "para el viernes lo tengo hecho",
    "enviado ✔️ vaya, se me olvidó la tarjeta",
    "lo hago cuando pare de llover",
    "¿dividirlo quizá? ¿cómo sería eso?",
    "¿dejarlo? ni hablar. divídelo en capítulos",
  ],
  pt: [
    // Read as a question while language detection took it for Italian; in Portuguese, asked about (6 December 2026).
    "devo adiar?",
    "por hoje chega, faço amanhã",
    "quando eu terminar te aviso",
    "feito 🙄 só que não",
    "\"feito\" kkkk não",
    "feito - pera, não, era o outro email",
    "paguei. hmm não, o pagamento não passou",
    "às 3 tenho uma call, nem comecei",
    "reunião até as 5, nem mexi",
    "para de me lembra pfv",
    "feito, e me lembra sábado de ir buscar",
    "feito, ainda preciso comprar selos pras próximas",
    "fiz metade, o resto amanhã",
    "parei no meio, tava muito frio",
    "se eu terminar hoje à noite te falo",
    "assim que eu fizer as compras",
    "o banco para de atender às 4, tento amanhã",
    "sinceramente, cansei dessa semana",
    "terça os preços caem, me lembra nesse dia",
    "pode parar de perguntar, meu filho levou ele",
    "feito? nem perto 😅",
    "pedi pra parar a mensalidade, tenho que ir lá pessoalmente",
    "terminei? não. comecei? também não",
    "até sexta fica pronto",
    "para por favor, larguei as aulas",
    "enviado ✔️ droga, esqueci o cartão",
    "faço quando parar de chover",
    "quem sabe dividir? como seria isso",
    "largar? de jeito nenhum. divide em capítulos",
  ],
  it: [
    "per oggi ho finito, lo faccio domani",
    "basta, l'ho già fatto",
    "quando ho finito ti dico",
    "devo rimandarlo?",
    "fatto 🙄 come no",
    "\"fatto\" ahah no",
    "fatto - aspetta, no, era l'altra mail",
    "pagata. mmh no in realtà, il pagamento non è andato",
    "alle 3 ho una call, non ho ancora iniziato",
    "riunioni fino alle 5, non l'ho nemmeno toccato",
    "fatto, e ricordami sabato di andarla a prendere",
    "fatto, devo anche comprare i francobolli per le prossime",
    "mi sono fermato a metà, troppo freddo",
    "se lo finisco stasera ti dico",
    "appena ho fatto la spesa",
    "la banca smette di rispondere alle 4, riprovo domani",
    "martedì calano i prezzi, ricordamelo allora",
    "puoi smettere di chiedere, l'ha portato fuori mio figlio",
    "fatto? neanche per sogno 😅",
    "gli ho detto di fermare l'abbonamento, devo andarci di persona",
    "finito? no. iniziato? nemmeno",
    "entro venerdì è fatto",
    "spedito ✔️ uffa, ho dimenticato il biglietto",
    "lo faccio quando smette di piovere",
    "magari dividerlo? come verrebbe",
  ],
  nl: [
    "klaar voor vandaag, doe het morgen",
    "stop, heb ik al gedaan",
    "als ik klaar ben laat ik het weten",
    "moet ik het uitstellen?",
    "gedaan 🙄 niet dus",
    "\"gedaan\" haha nee",
    "gedaan - wacht, nee, dat was de andere mail",
    "betaald. hmm nee toch niet, de betaling ging niet door",
    "om 3 heb ik een call, nog niet begonnen",
    "tot 5 uur vergaderingen, nog niet aangeraakt",
    "stop met herineren aub",
    "gedaan, en herinner me zaterdag om hem op te halen",
    "gedaan, moet ook nog postzegels kopen voor de volgende",
    "halverwege gestopt, te koud",
    "als ik hem vanavond afkrijg laat ik het weten",
    "zodra ik boodschappen heb gedaan",
    "de bank stopt om 4 uur met telefoon, probeer morgen",
    "dinsdag gaan de prijzen omlaag, herinner me dan",
    "je kunt stoppen met vragen, mijn zoon heeft hem uitgelaten",
    "gedaan? bij lange na niet 😅",
    "gezegd dat ze het abonnement moeten stoppen, moet persoonlijk langskomen",
    "klaar? nee. begonnen? ook niet",
    "vrijdag is het geregeld",
    "verstuurd ✔️ balen, kaartje vergeten",
    "doe ik als het ophoudt met regenen",
    "misschien opdelen? hoe zou dat eruitzien",
    "schrappen? echt niet. deel het op in hoofdstukken",
  ],
};

describe("the sixth traps batch, as written before the reader ran on it", () => {
  it.each(FLOORS)("%s: of 42, at least %i right, at most %i acted on wrongly", (lang, right, wrong) => {
    const items = readHeldoutReplies(lang, DEV_REPLIES, `replies-${lang}-traps6.tsv`);
    const f = measureHeldoutReplies(lang, items);
    const why = JSON.stringify(f.misses, null, 1);
    if (process.env.CALIB6_REPORT) console.log(`${lang} right ${f.right} wrong ${f.confidentlyWrong} asked ${f.asked} acted ${f.confident}\n${why}`);
    expect(items.length).toBe(42);
    expect(f.right, why).toBeGreaterThanOrEqual(right);
    expect(f.confidentlyWrong, why).toBeLessThanOrEqual(wrong);
    expect(f.misses.map((m) => m.text).filter((t) => !KNOWN[lang].includes(t)), why).toEqual([]);
  });
});

const read = followUpReading;
const decide = (text: string, locale: "en" | "de" | "fr" | "nl", summary: string) => replyOutcome(text, { summary, locale, kind: "decision" });

describe("an answer to the decision question weighed aloud is asked about", () => {
  it.each([
    ["en", "maybe split it up? how would that work", "learn to swim"],
    ["nl", "misschien opsplitsen? hoe dan", "zolder opruimen"],
    ["fr", "on le découpe peut-être ? comment", "ranger la cave"],
  ] as const)("%s: %j", (locale, text, summary) => {
    expect(decide(text, locale, summary)).toBe("unclear");
  });

  it.each([
    ["en", "split it up? sure", "learn to swim", "breakdown"],
    ["en", "maybe split it up", "learn to swim", "breakdown"],
    ["de", "in Schritte aufteilen? ja bitte", "Keller aufräumen", "breakdown"],
    ["en", "push it to monday?", "learn to swim", "reschedule monday"],
  ] as const)("%s: a choice with a plain check or a hedge alone, %j, is still made", (locale, text, summary, want) => {
    expect(decide(text, locale, summary)).toBe(want);
  });
});

describe("a stop of the asking beside another person's doing is asked about", () => {
  it.each([
    ["en", "stop asking, my flatmate fed her", "feed the cat"],
    ["en", "no need to keep asking, my flatmate fed her", "feed the cat"],
  ] as const)("%s: %j", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("unclear");
  });

  it.each([
    ["en", "stop asking, my flatmate isn't home", "feed the cat"],
    ["en", "forget it, my sister gave me one", "buy a lunchbox"],
    ["de", "die nachbarin gießt wenn wir weg sind, vergiss es", "Blumen gießen"],
  ] as const)("%s: a stop with another's news as its reason, %j, is still a stop", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("stop");
  });
});

describe("a done word about another thing is asked about", () => {
  it.each([
    ["en", "so done with my landlord", "call the plumber"],
    ["en", "so done with this week", "call the plumber"],
  ] as const)("%s: %j", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("unclear");
  });

  it.each([
    ["en", "done with the plumber", "call the plumber", "done"],
    ["en", "done with that, thanks", "call the plumber", "done"],
    ["en", "not done with it yet", "write the report", "not_yet"],
    ["en", "done with the intro, rest tomorrow", "write the report", "not_yet+snooze tomorrow"],
  ] as const)("%s: the thread's own thing, a pronoun or a part, %j, is still read", (locale, text, summary, want) => {
    expect(read(text, locale, summary)).toBe(want);
  });
});

describe("a done in a clause that waits for something ('once', 'sobald', 'dès que') is no report", () => {
  it.each([
    ["en", "as soon as I've done the dishes", "call the electrician"],
    ["de", "sobald ich die Wäsche gemacht hab", "Elektriker anrufen"],
    ["nl", "zodra ik klaar ben met werken", "elektricien bellen"],
  ] as const)("%s: %j", (locale, text, summary) => {
    expect(read(text, locale, summary)).not.toMatch(/^done/u);
  });

  it.each([
    ["en", "done, once again thanks", "call the electrician", "done"],
    ["it", "l'ho appena chiamato", "chiamare l'elettricista", "done"],
    // "once" before a past verb tells when it was done, it waits for nothing (the lead's review of this round).
    ["en", "paid it once I got paid", "pay the electrician", "done"],
    ["en", "sent it once I had the numbers", "send the quote", "done"],
  ] as const)("%s: %j is still a done", (locale, text, summary, want) => {
    expect(read(text, locale, summary)).toBe(want);
  });
});

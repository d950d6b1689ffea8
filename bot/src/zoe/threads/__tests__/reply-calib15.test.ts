/**
 * A reader that is never confidently wrong (issue 34, probe round 15): the twenty-eighth batch of development replies
 * (corpus/dev/replies-<code>-twenty-eighth.tsv, 50 per language), written and labelled on 7 December 2026 before the
 * reader ran on them, weighted to what the twenty-seventh round left asked or wrong: a done beside a stop of reminders,
 * tried but failed, a reminder request with the thing as a pronoun, a named person's done, a done beside another's
 * time, one-word and polite forms, typos, emoji and look-alikes. A bare yes ("yep", "jo", "ouais") was first labelled
 * unclear by mistake and corrected to done, as every earlier batch labels it, after the first pass.
 *
 * First pass, labels corrected (right / confidently wrong / asked instead, of 50): en 19/2/27, de 18/1/27, fr 25/1/20,
 * es 22/0/24, pt 22/1/22, it 19/2/26, nl 22/0/24: 147 of 350 right, 7 acted on wrongly.
 * After: the owner's done beside a stop of ZOE's asking only is a done ("already paid, stop reminding me"); the owner's
 * own try opening a clause is a not yet (the packs' notYet: "tried calling, nobody picked up", "lo intenté"); a
 * deferral with the thread as a pronoun or a clitic is a snooze ("remind me about it tonight", "ricordami di spedirlo
 * domani mattina"): 172 of 350 right, the same 7 acted on wrongly (named below as knownWrong).
 * Left, acted on wrongly: exhaustion with a week ("je suis crevé, quelle semaine", "sono distrutto, che settimana":
 * the packs read tiredness as a not yet, labelled other here), "done in" read as done, a hairdresser visit read as a
 * done ("sorted my hair out today"), "besorgt es morgen" (present and participle alike), a named person's done then a
 * clock time read as a snooze ("a Ana reservou, às 20h"). Left, asked: a named person's done, a done beside another's
 * time ("called him, he's coming thursday at 9"), someone else's done beside "forget it".
 */
import { describe, it } from "vitest";
import { expectReplyBatchKnown, expectFollowUpAction, type ReadingCase, UNTOUCHED } from "../../test-support/reply-batches.ts";

type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";

/** Per language: replies in the file, the floor of right readings, the replies still missed, and those still acted on wrongly. */
const BATCH: Record<Lang, { count: number; right: number; known: string[]; knownWrong?: string[] }> = {
  en: {
    count: 50,
    right: 27,
    known: [
      "cancelled it, no more reminders needed",
      "paid it yesterday so you can stop",
      "my husband paid him already, forget it",
      "rang the garage twice, no answer",
      "went to post it but the post office was closed",
      "took it back but they wouldn't refund it without the receipt",
      "remind me to call them at 3",
      "remind me to book the hairdresser too",
      "Mark paid it this morning",
      "Jess did it last night",
      "my brother picked it up for me",
      "Anna booked it, we're at 8",
      "dad fixed it at the weekend",
      "called him, he's coming thursday at 9",
      "rang her, she'll send someone monday",
      "emailed, she'll reply next week",
      "booked, the guy comes on the 15th",
      "ordered them, should come wednesday",
      "snet it this morning",
      "paid? with what money 😂",
      "the car wash down the road closed for good",
    ],
    knownWrong: ["done in lol, what a week", "sorted my hair out today finally haha"],
  },
  de: {
    count: 50,
    right: 20,
    known: [
      "schon erledigt, hör auf damit",
      "gekündigt, brauchst mich nicht mehr erinnern",
      "hab ihn gestern bezahlt, kannst aufhören",
      "mein Mann hat ihn schon bezahlt, vergiss es",
      "jaa verschickt, hör auf zu fragen lol",
      "hab angerufen, keiner ging ran",
      "wollte zahlen aber die Seite ging nicht",
      "zweimal in der Werkstatt angerufen, keiner da",
      "war bei der Post aber die hatte schon zu",
      "hab sie hingebracht aber ohne Kassenzettel nehmen die nix zurück",
      "erinnere mich um 15 Uhr daran, die anzurufen",
      "erinner mich auch an den Friseur",
      "Markus hat das heute früh bezahlt",
      "Jana hats gestern abend gemacht",
      "mein Bruder hat ihn für mich abgeholt",
      "Anna hat reserviert, 20 Uhr",
      "Papa hats am Wochenende repariert",
      "angerufen, er kommt Donnerstag um 9",
      "hab sie erreicht, sie schickt Montag jemanden",
      "gemailt, sie meldet sich nächste Woche",
      "gebucht, der Techniker kommt am 15.",
      "bestellt, kommen Mittwoch",
      "Hallo, ja, ich habe die Kitagebühren heute morgen überwiesen, danke fürs Nachhaken",
      "heut früh verschikt",
      "bin total erledigt, was für eine Woche",
      "bezahlt? womit denn 😂",
      "die Waschanlage um die Ecke hat zugemacht",
      "hab ich die nicht schon geschickt?",
      "2 Stunden schlummern",
    ],
    knownWrong: ["meine Schwester besorgt es morgen"],
  },
  fr: {
    count: 50,
    right: 29,
    known: [
      "résilié, plus besoin de rappels",
      "payée hier donc tu peux arrêter",
      "mon mari l'a déjà payé, oublie",
      "j'ai appelé, personne ne répond",
      "j'ai voulu payer mais le site était en panne",
      "appelé le garage deux fois, pas de réponse",
      "suis passé à la poste mais c'était fermé",
      "je l'ai rapportée mais sans ticket ils remboursent pas",
      "rappelle-moi aussi le coiffeur",
      "Marc l'a payée ce matin",
      "Julie l'a fait hier soir",
      "mon frère l'a récupéré pour moi",
      "Anne a réservé, c'est à 20h",
      "papa l'a réparé ce week-end",
      "ma sœur l'achète demain",
      "je l'ai eue, elle envoie quelqu'un lundi",
      "commandées, elles arrivent mercredi",
      "payé ? avec quel argent 😂",
      "la station de lavage d'à côté a fermé",
      "je l'ai pas déjà envoyée ?",
    ],
    knownWrong: ["je suis crevé, quelle semaine"],
  },
  es: {
    count: 50,
    right: 24,
    known: [
      "ya está hecho, no hace falta que me lo recuerdes más",
      "dado de baja, ya no hacen falta recordatorios",
      "Sam dice que lo olvide, no quiere el dinero",
      "mi marido ya le pagó, olvídalo",
      "síii mandada, deja de preguntar jaja",
      "lo llamé pero nadie contesta",
      "quise pagar pero la web no funcionaba",
      "llamé al taller dos veces, no lo cogen",
      "fui a correos pero ya estaba cerrado",
      "la llevé pero sin ticket no me la devuelven",
      "recuérdame mandarla mañana por la mañana",
      "recuérdame también lo de la peluquería",
      "Marcos lo pagó esta mañana",
      "lo bajó Lucía anoche",
      "Ana ya reservó, a las 9",
      "papá la arregló el finde",
      "llamado, viene el jueves a las 9",
      "hablé con ella, manda a alguien el lunes",
      "escrito, me contesta la semana que viene",
      "reservada, el técnico viene el 15",
      "pedidos, llegan el miércoles",
      "Perdona, todavía no he podido ponerme, ha sido una semana de locos",
      "hecho polvo con esta semana jaja",
      "pagado? con qué dinero 😂",
      "el lavadero de al lado cerró",
      "no la mandé ya?",
    ],
  },
  pt: {
    count: 50,
    right: 24,
    known: [
      "já tá feito, não precisa mais me lembrar",
      "cancelei, não precisa mais de lembrete",
      "o Sam disse pra esquecer, ele não quer o dinheiro",
      "meu marido já pagou ele, esquece",
      "simm mandei, para de perguntar kkk",
      "liguei mas ninguém atende",
      "fui pagar mas o site tava fora do ar",
      "liguei duas vezes pra oficina, ninguém atendeu",
      "fui nos correios mas já tava fechado",
      "levei mas sem nota fiscal não devolvem",
      "me lembra de ligar pra eles às 15h",
      "me lembra de fazer depois do almoço",
      "consegue me lembrar sexta?",
      "me lembra do cabeleireiro também",
      "o Marcos pagou hoje de manhã",
      "a Júlia levou ontem à noite",
      "meu pai consertou no fim de semana",
      "falei com ela, ela manda alguém segunda",
      "agendado, o técnico vem dia 15",
      "encomendei, chegam quarta",
      "tô morto essa semana kkk",
      "finalmente fui no cabeleireiro hoje haha",
      "pagar? com que dinheiro 😂",
      "o lava-jato aqui do lado fechou",
      "já não mandei?",
    ],
    knownWrong: ["a Ana reservou, às 20h"],
  },
  it: {
    count: 50,
    right: 23,
    known: [
      "già fatto, non serve più che me lo ricordi",
      "disdetta, niente più promemoria",
      "pagata ieri quindi puoi smettere",
      "mio marito l'ha già pagato, lascia perdere",
      "sìi mandata, smettila di chiedere ahah",
      "ho chiamato ma non risponde nessuno",
      "volevo pagare ma il sito non andava",
      "chiamato l'officina due volte, nessuna risposta",
      "sono passato in posta ma era già chiusa",
      "l'ho riportata ma senza scontrino non la rimborsano",
      "ricordami di farlo dopo pranzo",
      "ricordami anche il parrucchiere",
      "l'ha portata giù Giulia ieri sera",
      "mio fratello li ha ritirati per me",
      "Anna ha prenotato, alle 20",
      "papà l'ha aggiustato nel weekend",
      "sentita, manda qualcuno lunedì",
      "scritto, mi risponde la settimana prossima",
      "prenotata, il tecnico viene il 15",
      "ordinate, arrivano mercoledì",
      "Scusa, non sono ancora riuscito a mettermici, è stata una settimana pazzesca",
      "mandato stamatina",
      "pagata? con quali soldi 😂",
      "l'autolavaggio qui sotto ha chiuso",
      "non l'avevo già mandata?",
    ],
    knownWrong: ["sono distrutto, che settimana", "finalmente sono andata dal parrucchiere oggi ahah"],
  },
  nl: {
    count: 50,
    right: 25,
    known: [
      "is al geregeld, hoef je me niet meer aan te herinneren",
      "opgezegd, geen herinneringen meer nodig",
      "mijn man heeft hem al betaald, laat maar",
      "jaa verstuurd, hou op met vragen haha",
      "gebeld maar niemand neemt op",
      "wilde betalen maar de site lag eruit",
      "garage twee keer gebeld, geen gehoor",
      "was bij het postkantoor maar het was al dicht",
      "teruggebracht maar zonder bon geven ze geen geld terug",
      "herinner me eraan ze om 15 uur te bellen",
      "herinner me ook aan de kapper",
      "Mark heeft het vanochtend betaald",
      "Julia heeft het gisteravond gedaan",
      "mijn broer heeft het voor me opgehaald",
      "Anna heeft gereserveerd, om 20 uur",
      "papa heeft het in het weekend gemaakt",
      "mijn zus koopt het morgen",
      "gebeld, hij komt donderdag om 9 uur",
      "gesproken, ze stuurt maandag iemand",
      "gemaild, ze reageert volgende week",
      "besteld, komen woensdag",
      "vanochtnd verstuurd",
      "betaald? met welk geld 😂",
      "de wasstraat hier om de hoek is dicht",
      "had ik die niet al gestuurd?",
    ],
  },
};

describe("the twenty-eighth batch of development replies: a done beside a stop of reminders, tried but failed, a reminder for it", () => {
  it.each(Object.keys(BATCH) as Lang[])("%s: the floor of right readings held, only the known misses missed", (lang) => {
    expectReplyBatchKnown(lang, `replies-${lang}-twenty-eighth.tsv`, BATCH[lang]);
  });
});

/** What this round changed, beside its look-alikes. */
const CASES: ReadingCase[] = [
  // The owner's done beside a stop of ZOE's asking is a done; beside another person and "forget it", asked.
  ["en", "pay the water bill", "already paid, stop reminding me", ["done"]],
  ["en", "pay the window cleaner", "my husband paid him already, forget it", UNTOUCHED],
  ["de", "Wasserrechnung bezahlen", "schon bezahlt, hör auf mich zu erinnern", ["done"]],
  ["it", "pagare la bolletta", "già pagata, smettila di ricordarmelo", ["done"]],
  // The owner's try is a not yet; another's try, or trying something out, is not.
  ["en", "call the plumber", "tried calling, nobody picked up", ["not_yet"]],
  ["en", "call the plumber", "someone tried the barrier at 3am", ["other", "unclear"]],
  ["fr", "appeler le plombier", "j'ai essayé, personne ne répond", ["not_yet"]],
  ["nl", "huur overmaken", "geprobeerd, de bankapp logde me uit", ["not_yet"]],
  // A reminder for the thread as a pronoun is a snooze; for another thing, not.
  ["en", "send the photos to Gran", "remind me about it tonight", ["snooze"]],
  ["en", "send the photos to Gran", "remind me about the other thing tonight", ["other", "unclear"]],
  ["it", "spedire il biglietto di auguri", "ricordami di spedirlo domani mattina", ["snooze"]],
];

describe("the twenty-eighth batch's rules and their look-alikes", () => {
  it.each(CASES)("%s, under %s: %s", (lang, summary, text, allowed) => expectFollowUpAction(lang, summary, text, allowed));
});

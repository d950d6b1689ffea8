/**
 * The tenth traps batch (issue 34, "a reader that is never confidently wrong"), in all seven languages
 * (corpus/dev/replies-<code>-traps10.tsv, 48 each, written and labelled on 6 December 2026 before the reader ran
 * on them): each reply answers a concrete follow-up about a concrete thread (bills, calls, errands, work
 * deliverables, family logistics, health), and about half are NOT about that thread or no action at all:
 * chit-chat, a new task with its own time, a question to ZOE, news, a complaint, thanks, a reaction to the
 * follow-up's timing. Per language: replies read right, acted on wrongly (the costly mistake), asked instead.
 *
 * First pass (right / acted on wrongly / asked instead, of 48): en 27/1/14, de 20/2/15, fr 27/1/14, es 21/0/16,
 * pt 20/3/13, it 26/0/15, nl 24/0/13: 165/336 right, 7 acted on wrongly of 51 acted on. Replies about something
 * else were mostly asked about or handed on; the seven acted on wrongly were a reminder asked for a task of its
 * own read as a snooze of the thread ("erinner mich bitte heute Abend noch, Katzenfutter zu kaufen"), "done with"
 * the thread's place rather than its thing ("mit dem Fitnessstudio bin ich fertig", "j'en ai fini avec la salle":
 * quitting the gym, not renewing it) and not-yet words with an object of their own ("tô cansada de tanta
 * consulta", "comecei a correr", "me passou a gripe", "I have to take half now").
 * After (threads/reply.ts `requestOfItsOwn`: a snooze or reschedule beside a reminder request whose task holds a
 * word neither the lexicons nor the thread explain is asked about): de 20/1/15, the rest unchanged: 165/336 right,
 * 6 acted on wrongly of 50 acted on; over every dev reply file 42 -> 41 acted on wrongly, none read right lost.
 * Tried and taken back: a not-yet word followed within its clause by an object the thread does not name, asked
 * about: it fixed the three Portuguese ones but asked about eleven plain "still waiting for the bank statement",
 * "warte noch auf den Kontoauszug" (the thing waited for is an object too); the six left are named below.
 * Not covered: a time said before the joiner ("erinner mich morgen früh daran, die Winterreifen zu bestellen" is
 * still a sure snooze); leaving the times out before the joiner asked about "ricordamelo domani alle 9 di mattina".
 *
 * A reply with an action word of any pack is never sure other talk, but for a reminder asked for a new task
 * ("remind me to call Dad on Sunday as well"): that is a new request, handed on to capture, and named here.
 */
import { describe, expect, it } from "vitest";
import { expectTrapsBatch, followUpReading } from "../../test-support/reply-batches.ts";

const FLOORS = [
  ["en", 27, 1],
  ["de", 20, 1],
  ["fr", 27, 1],
  ["es", 21, 0],
  ["pt", 20, 3],
  ["it", 26, 0],
  ["nl", 24, 0],
] as const;

type Lang = (typeof FLOORS)[number][0];

/** The misses: asked about (or handed on) unless marked acted on wrongly. A new miss fails the test. */
const KNOWN: Record<Lang, readonly string[]> = {
  en: [
    "just paid the electricity one, this one is due next month",
    "booked a table for Friday at Luigi's, can you add that",
    "the garage said next available is the 20th, took it",
    "Priya is on holiday until Monday, I'll send them then",
    "his coach is driving him home today",
    "took them with breakfast",
    "the doctor changed my dose, I have to take half now",  // acted on wrongly
    "did you remind my husband about his too?",
    "done with the gym honestly, I've started running instead",
    "emailed, he says someone comes Tuesday",
    "got him a book and a bottle of wine",
    "finished the slides for the board, the forecast is next",
    "off sick today, my kid gave me his cold",
    "on hold for 40 minutes already, kill me",
    "I called the bank about the card instead, insurance tomorrow",
    "my dentist retired, need to find a new one first",
    "the neighbours are having a party, can't hear myself think",
    "ordered, they arrive Thursday",
    "ordered the wrong size, have to send them back",
    "done, also fixed the railing while I was out there",
    "I finished the crossword but the plants can wait till tonight",
  ],
  de: [
    "überwiesen, Beleg liegt im Ordner",
    "hab grad die Stromrechnung bezahlt, die hier ist erst nächsten Monat fällig",
    "erinner mich bitte heute Abend noch, Katzenfutter zu kaufen",
    "die Apotheke hat sich selbst gemeldet, alles geklärt",
    "ich hab so die Nase voll von diesen ganzen Terminen",
    "hab für Freitag einen Tisch beim Italiener reserviert, trag das bitte ein",
    "die Werkstatt hatte erst am 20. was frei, hab ich genommen",
    "gestern Abend geschickt, sie hat schon geantwortet",
    "Priya ist bis Montag im Urlaub, dann schick ich sie",
    "stehe im Stau, sag ihm ich komme 10 Minuten später",
    "der Trainer bringt ihn heute heim",
    "zum Frühstück genommen",
    "der Arzt hat die Dosis geändert, ich soll jetzt nur noch eine halbe nehmen",
    "hast du meinen Mann auch an seine erinnert?",
    "mit dem Fitnessstudio bin ich fertig, ich geh jetzt laufen",  // acted on wrongly
    "gemailt, er sagt Dienstag kommt jemand",
    "Papa sagt, er will dieses Jahr nichts",
    "hab ihm ein Buch und eine Flasche Wein besorgt",
    "erinner mich auch, Papa am Sonntag anzurufen",
    "die Folien für den Vorstand sind fertig, die Prognose kommt als nächstes",
    "bin heute krankgeschrieben, der Kleine hat mich angesteckt",
    "hänge seit 40 Minuten in der Warteschleife",
    "hab stattdessen die Bank wegen der Karte angerufen, Versicherung morgen",
    "meine Zahnärztin ist in Rente, ich muss erst eine neue finden",
    "die Nachbarn feiern, ich versteh mein eigenes Wort nicht",
    "bestellt, kommen Donnerstag",
    "falsche Größe bestellt, muss sie zurückschicken",
    "das Kreuzworträtsel ist fertig, aber die Pflanzen können bis heute Abend warten",
  ],
  fr: [
    "je viens de payer celle de l'électricité, celle-ci c'est le mois prochain",
    "j'ai réservé une table chez Luigi vendredi, tu peux le noter",
    "le garage n'avait rien avant le 20, j'ai pris ça",
    "envoyées hier soir, elle a déjà répondu",
    "Priya est en congé jusqu'à lundi, je les envoie à ce moment-là",
    "son entraîneur le ramène aujourd'hui",
    "pris au petit déj",
    "le médecin a changé la dose, je dois en prendre la moitié maintenant",
    "tu as pensé à rappeler mon mari pour les siens ?",
    "j'en ai fini avec la salle, je me suis mise à courir",  // acted on wrongly
    "il fait quel temps demain",
    "mail envoyé, il dit que quelqu'un passe mardi",
    "je lui ai pris un livre et une bouteille de vin",
    "rappelle-moi aussi d'appeler papa dimanche",
    "j'ai fini les slides pour le comité, les prévisions c'est la suite",
    "ça fait 40 minutes que je suis en attente, au secours",
    "j'ai appelé la banque pour la carte à la place, l'assurance demain",
    "commandées, elles arrivent jeudi",
    "j'ai commandé la mauvaise taille, faut les renvoyer",
    "fait, et j'ai réparé la rambarde tant que j'y étais",
    "j'ai fini les mots croisés mais les plantes peuvent attendre ce soir",
  ],
  es: [
    "ahora va domiciliado, puedes dejar de preguntar",
    "acabo de pagar la de la luz, esta vence el mes que viene",
    "por cierto recuérdame comprar pienso para el gato esta noche",
    "mi hermana acaba de tener a su bebé!! una niña 💕",
    "he reservado mesa el viernes en casa Luigi, apúntalo",
    "en el taller no había nada hasta el 20, lo cogí",
    "Priya está de vacaciones hasta el lunes, se las mando entonces",
    "estoy en un atasco, dile que llego 10 minutos tarde",
    "hoy lo trae a casa su entrenador",
    "tomadas con el desayuno",
    "el médico me cambió la dosis, ahora tengo que tomar media",
    "le has recordado a mi marido las suyas?",
    "paso del gimnasio, me he puesto a correr",
    "escrito, dice que viene alguien el martes",
    "le compré un libro y una botella de vino",
    "recuérdame también llamar a papá el domingo",
    "terminé las diapositivas para la junta, la previsión va después",
    "hoy estoy de baja, el peque me pegó el resfriado",
    "llevo 40 minutos en espera, socorro",
    "llamé al banco por lo de la tarjeta en vez de eso, el seguro mañana",
    "los vecinos tienen fiesta, no me oigo ni pensar",
    "vamos a vender la casa igual, bórralo",
    "pedidos, llegan el jueves",
    "Mía también ha perdido el abrigo, niños...",
    "pedí la talla equivocada, tengo que devolverlos",
    "hecho, y de paso arreglé la barandilla",
    "terminé el crucigrama pero las plantas pueden esperar a esta noche",
  ],
  pt: [
    "acabei de pagar a conta de luz, essa aqui vence mês que vem",
    "a farmácia me ligou antes, tá tudo resolvido",
    "tô cansada de tanta consulta",  // acted on wrongly
    "minha irmã acabou de ter o bebê!! uma menina 💕",
    "reservei uma mesa na sexta no Luigi, anota aí",
    "a oficina só tinha vaga dia 20, peguei",
    "como desligo essas mensagens no fim de semana",
    "a reunião passou pra quinta então sem pressa",
    "a Priya tá de férias até segunda, mando então",
    "tô presa no trânsito, avisa ele que atraso 10 minutos",
    "hoje o treinador leva ele pra casa",
    "tomei no café da manhã",
    "o médico mudou a dose, agora tenho que tomar metade",
    "você lembrou meu marido do dele também?",
    "cansei da academia, comecei a correr",  // acted on wrongly
    "como vai estar o tempo amanhã",
    "o aquecedor pifou de vez, sem água quente desde ontem",
    "mandei, ele disse que vem alguém na terça",
    "comprei um livro e uma garrafa de vinho pra ele",
    "me lembra também de ligar pro pai no domingo",
    "terminei os slides da diretoria, a previsão é a próxima",
    "tô de atestado hoje, meu filho me passou a gripe",  // acted on wrongly
    "40 minutos na espera já, socorro",
    "liguei pro banco por causa do cartão em vez disso, o seguro amanhã",
    "os vizinhos tão dando festa, não consigo nem pensar",
    "encomendei, chega quinta",
    "pedi o tamanho errado, tenho que devolver",
    "terminei as palavras cruzadas mas as plantas podem esperar até a noite",
  ],
  it: [
    "adesso va con l'addebito automatico, puoi smettere di chiedere",
    "ho appena pagato quella della luce, questa scade il mese prossimo",
    "ho prenotato un tavolo venerdì da Luigi, segnalo",
    "l'officina non aveva niente prima del 20, ho preso quello",
    "Priya è in ferie fino a lunedì, gliele mando allora",
    "oggi lo riporta a casa l'allenatore",
    "prese a colazione",
    "il medico ha cambiato la dose, adesso devo prenderne mezza",
    "hai ricordato anche a mio marito le sue?",
    "basta palestra, ho cominciato a correre",
    "scritto, dice che martedì passa qualcuno",
    "gli ho preso un libro e una bottiglia di vino",
    "ricordami anche di chiamare papà domenica",
    "ho finito le slide per il consiglio, le previsioni sono le prossime",
    "oggi sono in malattia, il piccolo mi ha attaccato il raffreddore",
    "sono in attesa da 40 minuti, aiuto",
    "ho chiamato la banca per la carta invece, l'assicurazione domani",
    "i vicini fanno festa, non sento nemmeno i miei pensieri",
    "ordinate, arrivano giovedì",
    "ho ordinato la taglia sbagliata, devo rimandarle indietro",
    "fatto, e già che c'ero ho aggiustato la ringhiera",
    "ho finito il cruciverba ma le piante possono aspettare stasera",
  ],
  nl: [
    "net de stroomrekening betaald, deze moet pas volgende maand",
    "trouwens herinner me vanavond aan kattenvoer kopen",
    "heb vrijdag een tafel bij Luigi gereserveerd, zet je dat erin",
    "de garage had pas op de 20e plek, heb ik genomen",
    "Priya is tot maandag op vakantie, dan stuur ik ze",
    "sta in de file, zeg maar dat ik 10 minuten later ben",
    "zijn trainer brengt hem vandaag thuis",
    "bij het ontbijt ingenomen",
    "de dokter heeft de dosis veranderd, ik moet er nu een halve nemen",
    "heb je mijn man ook aan de zijne herinnerd?",
    "ik ben klaar met de sportschool, ben gaan hardlopen",
    "gemaild, hij zegt dat er dinsdag iemand komt",
    "papa zegt dat hij dit jaar niks wil",
    "heb een boek en een fles wijn voor hem gehaald",
    "herinner me ook om papa zondag te bellen",
    "de slides voor het bestuur zijn af, de prognose is de volgende",
    "ben vandaag ziek thuis, m'n zoontje heeft me aangestoken",
    "hang al 40 minuten in de wacht, help",
    "heb in plaats daarvan de bank gebeld over de pas, verzekering morgen",
    "mijn tandarts is met pensioen, eerst een nieuwe zoeken",
    "de buren hebben een feestje, ik hoor mezelf niet denken",
    "besteld, komen donderdag",
    "verkeerde maat besteld, moet ze terugsturen",
    "de kruiswoordpuzzel is af maar de planten kunnen tot vanavond wachten",
  ],
};

/** Replies with an action word read, sure, as other talk: each a reminder asked for a new task of its own. */
const NEW_REQUESTS: Record<Lang, readonly string[]> = {
  en: ["btw can you remind me to buy cat food tonight", "remind me to call Dad on Sunday as well"],
  de: [],
  fr: ["au fait tu peux me rappeler d'acheter des croquettes ce soir"],
  es: [],
  pt: ["aliás me lembra de comprar ração pro gato hoje à noite"],
  it: ["a proposito ricordami di comprare le crocchette per il gatto stasera"],
  nl: [],
};

const file = (lang: Lang) => `replies-${lang}-traps10.tsv`;

describe("the tenth traps batch, as written before the reader ran on it", () => {
  it.each(FLOORS)("%s: of 48, at least %i right, at most %i acted on wrongly; sure other talk with an action word only for a new request", (lang, right, wrong) => {
    const sureOther = expectTrapsBatch(lang, file(lang), { count: 48, right, wrong, known: KNOWN[lang], report: "CALIB10_REPORT" });
    expect(sureOther).toEqual(NEW_REQUESTS[lang]);
  });
});

const read = followUpReading;

describe("a reminder asked for a task of its own is no snooze of the thread", () => {
  it.each([
    ["de", "erinner mich bitte heute Abend noch, Katzenfutter zu kaufen", "in der Apotheke wegen dem Rezept anrufen"],
    ["de", "erinner mich bitte daran, morgen die Winterreifen zu bestellen", "die Stromrechnung bezahlen"],
    ["es", "recuérdame comprar pilas mañana", "pagar el IBI"],
  ] as const)("%s: %j is asked about", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("unclear");
  });

  // The look-alikes: a reminder asked for this thread, with a time, a politeness or a day of its own, stays a snooze.
  it.each([
    ["de", "erinner mich bitte heute Abend noch", "in der Apotheke wegen dem Rezept anrufen", "snooze heute abend"],
    ["de", "Erinnern Sie mich bitte am Samstag.", "die Stromrechnung bezahlen", "snooze am samstag"],
    ["en", "remind me tonight", "call the pharmacy about the prescription", "snooze tonight"],
    ["fr", "rappelle-moi demain", "payer la taxe foncière", "snooze demain"],
  ] as const)("%s: the look-alike %j stays a snooze to its time", (locale, text, summary, want) => {
    expect(read(text, locale, summary)).toBe(want);
  });
});

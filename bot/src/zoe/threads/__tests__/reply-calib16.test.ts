/**
 * A reader that is never confidently wrong (issue 34, probe round 16): the twenty-ninth batch of development replies
 * (corpus/dev/replies-<code>-twenty-ninth.tsv, 50 per language), written and labelled on 7 December 2026 before the
 * reader ran on them, weighted to what the twenty-eighth round left asked or wrong: tiredness and mood beside a look
 * back at the week, news of another thing with a done verb, someone else's done against someone else's doing it
 * later, a done beside someone's later time, reminder requests with a time, longer chatty replies, polite long forms,
 * typos, emoji and one-word answers. Tiredness said of today ("hoy estoy reventado 😩") was first labelled other and
 * corrected to not_yet after the first pass, as every earlier batch labels it.
 *
 * First pass, labels corrected (right / confidently wrong / asked instead, of 50): en 22/1/21, de 19/0/23, fr 24/1/18,
 * es 23/3/18, pt 18/4/21, it 22/2/19, nl 20/1/23: 148 of 350 right, 12 acted on wrongly.
 * After: tiredness that is the reply's only "not yet" (the packs' `tired`) allows no unexplained word beside it
 * ("sono distrutto, settimana infinita" is asked, "oggi sono distrutto" stays a not yet); a time said alone beside the
 * thread's verb said done, the owner's or another's ("booked, it's on the 12th", "o Pedro reservou, às 21h"), is
 * asked, never a sure snooze: 148 of 350 right, 2 acted on wrongly (named below as knownWrong).
 * Taken back: a done said only of things the thread does not name, asked ("finalmente cortei o cabelo hoje"): it
 * cost held-out right readings in es, pt, it, en and fr and removed no confident mistake there; a capitalised name
 * opening the reply read as another person ("Ben sorted it this morning": done): it cost a German held-out right
 * reading (nouns), and narrowed to the other languages it read "Tom heeft zijn slides gestuurd" (his own) as a done.
 * Left, acted on wrongly: "finalmente cortei o cabelo hoje haha" (another thing done), "net de was opgehangen"
 * (Dutch "opgehangen" is a call's done; here the washing is hung up).
 * Left, asked: mood and news of another thing (labelled other), a named person's done ("Ben sorted it this morning"),
 * someone else's doing it later ("Tom will grab it on friday"), a done beside another's later time ("rang him, he can
 * come tuesday at 10"), most longer chatty replies.
 */
import { describe, it } from "vitest";
import { expectReplyBatchKnown, expectFollowUpAction, type ReadingCase, UNTOUCHED } from "../../test-support/reply-batches.ts";

type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";

/** Per language: replies in the file, the floor of right readings, the replies still missed, and those still acted on wrongly. */
const BATCH: Record<Lang, { count: number; right: number; known: string[]; knownWrong?: string[] }> = {
  en: {
    count: 50,
    right: 22,
    known: [
      "completely wiped out today 😩",
      "ugh I'm so done with this week",
      "just finished the washing, house is chaos",
      "got the kids off to school, now coffee ☕",
      "paid for the pizza, we're eating now",
      "booked our holiday!! Portugal in august",
      "my sister's getting it tomorrow",
      "Tom will grab it on friday",
      "my husband is calling him tonight",
      "my sister got it yesterday",
      "Ben sorted it this morning",
      "Claire booked it, 7:30",
      "the kids took them out already",
      "my mum dropped them back yesterday",
      "rang him, he can come tuesday at 10",
      "emailed him, he says he'll fix it next week",
      "booked it, it's on the 12th at 9am",
      "ordered, they arrive friday",
      "remind me to call them at 4",
      "remind me to book my nails too",
      "Not yet, honestly it's been mad at work. I'll ring her tomorrow evening when I'm home",
      "Haven't had a chance yet, the printer broke again 🙄 will try after lunch",
      "Hmm, I think I'll just leave it. The car goes back to the lease company next month anyway, no point",
      "Yes!! Finally sent the form off this morning, fingers crossed it comes back before the trip",
      "Not today I'm afraid, the kids are off sick. Can you check with me on saturday?",
      "Honestly it's not happening this year. Let's drop it, maybe some other time",
      "it's too big to do in one go, can we split it into smaller bits?",
      "Thank you for the reminder, the payment was made yesterday",
    ],
  },
  de: {
    count: 50,
    right: 19,
    known: [
      "ich bin fix und fertig, was für eine Woche",
      "heute komplett platt 😩",
      "boah bin durch mit dieser Woche",
      "grad die Wäsche fertig gemacht, hier ist Chaos",
      "Kinder sind in der Schule, jetzt erstmal Kaffee ☕",
      "Pizza bezahlt, wir essen jetzt",
      "Urlaub gebucht!! Portugal im August",
      "meine Schwester holt es morgen",
      "Tom holt's am Freitag",
      "mein Mann ruft ihn heute Abend an",
      "Lisa hat's gestern erledigt",
      "Claudia hat reserviert, 19:30",
      "die Kinder haben ihn schon rausgebracht",
      "hab ihn angerufen, er kann Dienstag um 10",
      "hab ihm geschrieben, er sagt er macht es nächste Woche",
      "gebucht, ist am 12. um 9",
      "bestellt, kommt Freitag",
      "hab mit denen gesprochen, Termin ist Montag um 16 Uhr",
      "erinner mich um 16 Uhr, die anzurufen",
      "erinner mich auch an die Nägel",
      "Ach ja, sorry für die späte Antwort! Hab's gestern Abend nach dem Essen überwiesen, alles gut. Danke fürs Erinnern",
      "Noch nicht, ehrlich gesagt war die Arbeit der Wahnsinn. Ich ruf sie morgen Abend an, wenn ich zuhause bin",
      "Bin noch nicht dazu gekommen, der Drucker ist schon wieder kaputt 🙄 versuch's nach dem Mittagessen",
      "Hm, ich lass es glaub ich. Das Auto geht nächsten Monat eh zurück ans Leasing, bringt nichts",
      "Ja!! Heute früh endlich den Antrag abgeschickt, Daumen drücken dass er vor der Reise kommt",
      "Heute leider nicht, die Kinder sind krank. Kannst du Samstag nochmal fragen?",
      "Ehrlich, dieses Jahr wird das nix. Streich es, vielleicht irgendwann mal",
      "ist zu groß für einmal, können wir das in kleinere Teile aufteilen?",
      "Vielen Dank für die Erinnerung, die Zahlung wurde gestern veranlasst",
      "überwiesn",
      "moment, hab ich die nicht letzte Woche bezahlt?",
    ],
  },
  fr: {
    count: 50,
    right: 24,
    known: [
      "crevée, cette semaine m'a tuée",
      "complètement lessivé aujourd'hui 😩",
      "épuisée. le boulot était horrible",
      "je viens de finir la lessive, c'est le chaos ici",
      "les enfants sont à l'école, maintenant café ☕",
      "payé les pizzas, on mange",
      "vacances réservées !! Portugal en août",
      "ma sœur va le prendre demain",
      "Tom passe le chercher vendredi",
      "mon mari l'appelle ce soir",
      "Benoît s'en est occupé ce matin",
      "Claire a réservé, 19h30",
      "les enfants les ont déjà sorties",
      "je lui ai écrit, il dit qu'il répare la semaine prochaine",
      "réservé, c'est le 12 à 9h",
      "commandées, elles arrivent vendredi",
      "je les ai eus, la réunion est lundi à 16h",
      "rappelle-moi aussi pour les ongles",
      "Ah oui, désolée pour la réponse tardive ! Payé hier soir après le dîner, tout est bon. Merci du rappel",
      "Pas eu le temps, l'imprimante est encore en panne 🙄 j'essaie après le déjeuner",
      "Bof, je crois que je laisse tomber. La voiture repart chez le loueur le mois prochain, ça sert à rien",
      "Oui !! Enfin envoyé le dossier ce matin, croisons les doigts pour qu'il arrive avant le voyage",
      "Franchement ça se fera pas cette année. On abandonne, peut-être une autre fois",
      "Merci pour le rappel, le paiement a été effectué hier",
      "attends, je l'ai pas payée la semaine dernière ?",
      "complet, laisse tomber",
    ],
  },
  es: {
    count: 50,
    right: 23,
    known: [
      "estoy hecha polvo, vaya semana",
      "uf no puedo más con esta semana",
      "agotada. el curro ha sido horrible",
      "acabo de tender la ropa, la casa es un caos",
      "niños en el cole, ahora cafecito ☕",
      "pagué las pizzas, estamos cenando",
      "mi hermana lo compra mañana",
      "Tomás lo recoge el viernes",
      "mi marido lo llama esta noche",
      "Bea lo pagó esta mañana",
      "Clara reservó, a las 21:30",
      "los niños ya la sacaron",
      "llamé, viene el jueves",
      "le escribí, dice que lo arregla la semana que viene",
      "reservado, es el 12 a las 9",
      "encargadas, llegan el viernes",
      "hablé con ellos, la reunión es el lunes a las 4",
      "recuérdame llamarlos a las 4",
      "recuérdame también lo de las uñas",
      "Ay sí, perdón por tardar en contestar! Lo pagué anoche después de cenar, todo bien. Gracias por el aviso",
      "No me ha dado tiempo, la impresora se ha vuelto a romper 🙄 lo intento después de comer",
      "Mmm, creo que paso. El coche vuelve al renting el mes que viene, no tiene sentido",
      "Sí!! Por fin mandé la solicitud esta mañana, crucemos los dedos para que llegue antes del viaje",
      "Sinceramente este año no va a pasar. Olvídalo, quizás en otro momento",
      "es demasiado para hacerlo de una vez, ¿lo dividimos en partes más pequeñas?",
      "Muchas gracias por el recordatorio, el pago se realizó ayer",
      "espera, ¿no la pagué la semana pasada?",
    ],
  },
  pt: {
    count: 50,
    right: 18,
    known: [
      "hoje tô destruída 😩",
      "aff não aguento mais essa semana",
      "tô morto kkk, dia longo",
      "exausta. o trampo foi pesado",
      "acabei de estender a roupa, a casa tá um caos",
      "crianças na escola, agora cafezinho ☕",
      "paguei as pizzas, tamo comendo",
      "reservei as férias!! Portugal em agosto",
      "minha irmã compra amanhã",
      "o Tomás pega na sexta",
      "meu marido liga pra ele hoje à noite",
      "a Bia pagou hoje de manhã",
      "o Pedro reservou, às 21h",
      "as crianças já levaram",
      "mandei, ele disse que conserta semana que vem",
      "marcado, é dia 12 às 9h",
      "encomendei, chegam sexta",
      "falei com eles, a reunião é segunda às 16h",
      "me lembra de ligar pra eles às 16h",
      "me lembra da unha também",
      "Ah sim, desculpa a demora! Paguei ontem à noite depois do jantar, tudo certo. Obrigada por lembrar",
      "Ainda não, sinceramente o trabalho tá uma loucura. Ligo pra ela amanhã à noite quando chegar em casa",
      "Não deu tempo ainda, a impressora quebrou de novo 🙄 tento depois do almoço",
      "Hmm, acho que vou deixar pra lá. O carro volta pra locadora mês que vem, não faz sentido",
      "Sim!! Finalmente mandei o formulário hoje de manhã, dedos cruzados pra chegar antes da viagem",
      "Sinceramente não vai rolar esse ano. Esquece, quem sabe outra hora",
      "é grande demais pra fazer de uma vez, dá pra dividir em partes menores?",
      "Bom dia, ainda não tive oportunidade de enviá-los, farei isso amanhã",
      "Muito obrigado pelo lembrete, o pagamento foi efetuado ontem",
      "ligeui, resolvdo",
      "pera, eu não paguei isso semana passada?",
    ],
    knownWrong: ["finalmente cortei o cabelo hoje haha"],
  },
  it: {
    count: 50,
    right: 22,
    known: [
      "sono distrutto, settimana infinita",
      "uff non ne posso più di questa settimana",
      "sfinito. il lavoro è stato pesantissimo",
      "oggi finalmente ho fatto la tinta 😅",
      "bimbi a scuola, adesso caffè ☕",
      "pagato le pizze, stiamo mangiando",
      "vacanze prenotate!! Portogallo ad agosto",
      "mia sorella lo prende domani",
      "Tommaso lo ritira venerdì",
      "mio marito lo chiama stasera",
      "ci ha pensato Bea stamattina",
      "Chiara ha prenotato, alle 20:30",
      "l'hanno già portata fuori i ragazzi",
      "gli ho scritto, dice che lo sistema la settimana prossima",
      "prenotata, è il 12 alle 9",
      "ordinati, arrivano venerdì",
      "li ho sentiti, la riunione è lunedì alle 16",
      "ricordami anche le unghie",
      "Ah sì, scusa se rispondo tardi! Pagato ieri sera dopo cena, tutto a posto. Grazie del promemoria",
      "Non ho ancora avuto tempo, la stampante si è rotta di nuovo 🙄 ci provo dopo pranzo",
      "Mah, credo che lascio perdere. La macchina torna al noleggio il mese prossimo, non ha senso",
      "Sì!! Finalmente spedito il modulo stamattina, incrociamo le dita che arrivi prima del viaggio",
      "Sinceramente quest'anno non succede. Lasciamo perdere, magari un'altra volta",
      "è troppo da fare tutto insieme, lo dividiamo in pezzi più piccoli?",
      "La ringrazio per il promemoria, il pagamento è stato effettuato ieri",
      "chiamatoo, sistemto",
      "pagatoo",
      "aspetta, non l'avevo pagata la settimana scorsa?",
    ],
  },
  nl: {
    count: 50,
    right: 20,
    known: [
      "vandaag helemaal gesloopt 😩",
      "pff ik ben klaar met deze week",
      "kids naar school, nu koffie ☕",
      "pizza's betaald, we zitten te eten",
      "vakantie geboekt!! Portugal in augustus",
      "mijn zus haalt het morgen",
      "Tom haalt het vrijdag op",
      "mijn man belt hem vanavond",
      "mijn zus heeft het gisteren gekocht",
      "Bram heeft het vanochtend geregeld",
      "Claire heeft gereserveerd, half 8",
      "de kinderen hebben het al buiten gezet",
      "gebeld, hij kan dinsdag om 10 uur",
      "geboekt, is op de 12e om 9 uur",
      "besteld, komt vrijdag",
      "gesproken, het gesprek is maandag om 16 uur",
      "herinner me eraan ze om 16 uur te bellen",
      "aub vanavond even herinneren",
      "herinner me ook aan de nagels",
      "Oh ja, sorry voor het late antwoord! Gisteravond na het eten betaald, alles goed. Bedankt voor het seintje",
      "Nog niet, eerlijk gezegd was het gekkenhuis op werk. Ik bel haar morgenavond als ik thuis ben",
      "Nog niet aan toegekomen, de printer is weer kapot 🙄 ik probeer het na de lunch",
      "Hm, ik laat het denk ik. De auto gaat volgende maand toch terug naar de lease, heeft geen zin",
      "Ja!! Eindelijk vanochtend het formulier opgestuurd, duimen dat het er voor de reis is",
      "Vandaag niet helaas, de kinderen zijn ziek. Kun je zaterdag nog eens vragen?",
      "Eerlijk, dit jaar gaat het niet gebeuren. Schrap het maar, misschien een andere keer",
      "het is te veel voor in één keer, kunnen we het in kleinere stukken opdelen?",
      "Hartelijk dank voor de herinnering, de betaling is gisteren uitgevoerd",
      "wacht, heb ik die vorige week niet betaald?",
    ],
    knownWrong: ["net de was opgehangen, het is hier een chaos"],
  },
};

describe("the twenty-ninth batch of development replies: mood, another thing done, another's done or later, a reminder with a time", () => {
  it.each(Object.keys(BATCH) as Lang[])("%s: the floor of right readings held, only the known misses missed", (lang) => {
    expectReplyBatchKnown(lang, `replies-${lang}-twenty-ninth.tsv`, BATCH[lang]);
  });
});

/** What this round changed, beside its look-alikes. */
const CASES: ReadingCase[] = [
  // Tiredness beside a look back at the week is asked; said of today it is a not yet.
  ["es", "arreglar la bici", "estoy hecha polvo, vaya semana", UNTOUCHED],
  ["it", "pulire il forno", "sfinito. il lavoro è stato pesantissimo", UNTOUCHED],
  ["es", "arreglar la bici", "hoy estoy reventado", ["not_yet"]],
  ["pt", "pagar o IPTU", "hoje não, tô morto", ["not_yet+snooze", "not_yet"]],
  // A time said alone beside the thread's verb done is the time of what was done: asked; a time alone is a snooze.
  ["en", "book the MOT", "booked, it's on the 12th", UNTOUCHED],
  ["pt", "reservar a mesa pro sábado", "o Pedro reservou, às 21h", UNTOUCHED],
  ["en", "book the MOT", "tomorrow at 9am", ["snooze"]],
];

describe("the twenty-ninth batch's rules and their look-alikes", () => {
  it.each(CASES)("%s, under %s: %s", (lang, summary, text, allowed) => expectFollowUpAction(lang, summary, text, allowed));
});

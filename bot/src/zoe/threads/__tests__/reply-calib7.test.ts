/**
 * The seventh traps batch (issue 34, "a reader that is never confidently wrong"), in all seven languages
 * (corpus/dev/replies-<code>-traps7.tsv, 42 each, written and labelled on 6 December 2026 before the
 * reader ran on them), aimed at what still makes a reader act wrongly with confidence: an action word about
 * a part of the loop ("sent the first half"), about a different loop named by a word not in the summary, a
 * time word that turns a done into a promise ("done by tonight"), "already" / "still" / "almost", answers
 * to a question ZOE did not ask, emoji-only replies, ZOE's own words quoted back, long messages whose action
 * word sits in a subordinate clause; plus reported speech, questions, sarcasm, compounds, corrections,
 * typos and plain answers as controls. Per language: replies read right, acted on wrongly (the costly
 * mistake), asked instead. And: a reply holding an action word of any pack is never "other" with confidence.
 */
import { describe, expect, it } from "vitest";
import { expectTrapsBatch, followUpReading } from "../../test-support/reply-batches.ts";

/**
 * First pass (right / acted on wrongly / asked instead, of 42): en 22/2/16, de 18/3/20, fr 21/1/19,
 * es 18/3/19, pt 18/3/19, it 22/1/18, nl 21/1/19: 140/294 right, 14 acted on wrongly of 97 acted on
 * (85.6% right when sure); "bought them, and remind me to print them tomorrow" was sure other talk.
 * After (threads/reply.ts `conflictingSignal`: `promisedDone`, `notYetBesideDone`, `doneOfAnotherLoop`; `covered`:
 * `doneBesideRequest`; the packs' `object.parts` with "one side" / "eine Seite" / "un côté" / "un lado" / "um lado" /
 * "un lato" / "een kant"): en 22/2/16, de 18/2/21, fr 21/0/20, es 18/0/22, pt 18/1/21, it 22/0/19, nl 21/1/19:
 * 140/294 right, 6 acted on wrongly of 89 acted on (93.3% right when sure), none sure other talk. The six left:
 * "wrote them but haven't posted them" (en, de, nl), labelled unclear here, is a part done and the rest not yet,
 * which the earlier batches label not_yet ("entwurf ist fertig aber noch nicht abgeschickt"): the reader keeps
 * that convention; "by the weekend" / "até o fim de semana" (en, pt) come back Friday evening, ZOE's due
 * convention for "by the weekend", where the label says the weekend; "noch nicht... doch, vor einer Stunde
 * verschickt" (de), a "not yet" taken back by "doch", is still read as a not yet.
 */
const FLOORS = [
  ["en", 22, 2],
  ["de", 18, 2],
  ["fr", 21, 0],
  ["es", 18, 0],
  ["pt", 18, 1],
  ["it", 22, 0],
  ["nl", 21, 1],
] as const;

type Lang = (typeof FLOORS)[number][0];

/** The misses, asked about or (while listed in KNOWN_WRONG) acted on wrongly: a new miss fails the test. */
const KNOWN: Record<Lang, readonly string[]> = {
  en: [
    "painted one side so far",
    "paid two of them",
    "returned the DVDs, the books are still under the bed",
    "will be booked by friday",
    "🙈",
    "\"did it happen?\" nope, it didn't",
    "after I finished work I went to the gym and by then the bank was closed",
    "the email I sent this morning was about something else, the contract is still in drafts",
    "the guy who fixed my brakes says he can't get that part before next week",
    "is it too late to cancel it?",
    "sure, right after I win the lottery",
    "bought them, and remind me to print them tomorrow",
    "posted! oh wait, that was last week's. not yet",
    "not done... actually yes, sent them an hour ago",
    "my flight lands at 6, haven't had a chance",
    "their line is closed today, I'll call tomorrow morning",
    "wrote them but haven't posted them",
    "the form is done, still need the photos",
    "I'll be done with it by the weekend",
    "should I just stop getting it from that shop?",
  ],
  de: [
    "eine Seite ist gestrichen",
    "zwei davon bezahlt",
    "hab den Elektriker angerufen, der Klempner steht noch auf der Liste",
    "die DVDs hab ich zurückgebracht, die Bücher liegen noch unterm Bett",
    "bis heute Abend erledigt",
    "bis Freitag ist es gebucht",
    "gleich fertig, gib mir eine Stunde",
    "🙈",
    "\"hat es geklappt?\" nö, hat es nicht",
    "nach der Arbeit war ich noch im Fitnessstudio und da hatte die Bank schon zu",
    "die Mail, die ich heute früh geschickt hab, war was anderes, der Vertrag liegt noch in den Entwürfen",
    "der Typ, der meine Bremsen repariert hat, sagt, das Teil kommt erst nächste Woche",
    "klar, gleich nachdem ich im Lotto gewonnen hab",
    "gekauft, und erinner mich morgen ans Ausdrucken",
    "abgeschickt! ach nee, das war das von letzter Woche. noch nicht",
    "noch nicht... doch, vor einer Stunde verschickt",
    "mein Flug landet um 6, bin noch nicht dazu gekommen",
    "heute ist da keiner erreichbar, ich ruf morgen früh an",
    "gemalit",
    "spätr bitte",
    "geschrieben, aber noch nicht eingeworfen",
    "das Formular ist fertig, die Fotos fehlen noch",
    "bis zum Wochenende bin ich damit durch",
    "soll ich aufhören, es in dem Laden zu holen?",
  ],
  fr: [
    "j'ai envoyé la première moitié, le reste ce soir",
    "un côté est peint",
    "j'en ai payé deux",
    "j'ai appelé l'électricien, le plombier est encore sur ma liste",
    "j'ai rendu les DVD, les livres sont encore sous le lit",
    "fait d'ici ce soir",
    "ce sera réservé d'ici vendredi",
    "🙈",
    "« c'est fait ? » non, pas du tout",
    "après le boulot je suis passé à la salle et la banque était déjà fermée",
    "le mail que j'ai envoyé ce matin c'était autre chose, le contrat est encore dans les brouillons",
    "le gars qui a réparé mes freins dit que la pièce arrive pas avant la semaine prochaine",
    "bien sûr, juste après avoir gagné au loto",
    "achetés, et rappelle-moi demain de les imprimer",
    "pas encore... si en fait, envoyées il y a une heure",
    "mon avion atterrit à 18h, pas eu le temps",
    "envoyé un mial",
    "plsu tard",
    "le formulaire est rempli, il manque encore les photos",
    "j'en aurai fini d'ici le week-end",
    "je devrais arrêter de les prendre dans ce magasin ?",
  ],
  es: [
    "mandé la primera mitad, el resto esta noche",
    "un lado ya está pintado",
    "pagué dos",
    "llamé al electricista, el fontanero sigue en la lista",
    "devolví los DVD, los libros siguen debajo de la cama",
    "hecho para esta noche",
    "para el viernes estará reservado",
    "sigo con ello",
    "ya casi, dame una hora",
    "🙈",
    "\"¿lo hiciste?\" pues no",
    "después del trabajo fui al gimnasio y para entonces el banco ya había cerrado",
    "el correo que mandé esta mañana era de otra cosa, el contrato sigue en borradores",
    "el chico que me arregló los frenos dice que la pieza no llega hasta la semana que viene",
    "¿es demasiado tarde para cancelarla?",
    "claro, justo después de ganar la lotería",
    "comprados, y recuérdame mañana imprimirlos",
    "¡enviado! ay no, espera, ese era el de la semana pasada. todavía no",
    "no... bueno sí, las mandé hace una hora",
    "mi vuelo aterriza a las 6, no me ha dado tiempo",
    "deja de recordarmlo",
    "el formulario está listo, me faltan las fotos",
    "para el finde lo tengo terminado",
    "¿debería dejar de comprarlo en esa tienda?",
  ],
  pt: [
    "mandei a primeira metade, o resto hoje à noite",
    "um lado já tá pintado",
    "paguei duas",
    "liguei pro eletricista, o encanador ainda tá na lista",
    "devolvi os DVDs, os livros ainda tão debaixo da cama",
    "feito até hoje à noite",
    "até sexta tá reservado",
    "ele faz sete anos no sábado!",
    "🙈",
    "\"aconteceu?\" não, não aconteceu",
    "depois do trabalho fui pra academia e quando vi o banco já tinha fechado",
    "o email que mandei hoje cedo era outra coisa, o contrato ainda tá nos rascunhos",
    "o cara que consertou meu freio disse que a peça só chega semana que vem",
    "é tarde demais pra cancelar?",
    "claro, logo depois de ganhar na mega-sena",
    "comprei, e me lembra amanhã de imprimir",
    "postei! ah não, pera, era o da semana passada. ainda não",
    "não... quer dizer, sim, mandei faz uma hora",
    "meu voo pousa às 6, não deu tempo",
    "mandie",
    "para de me lembar",
    "larga isso",
    "o formulário tá pronto, faltam as fotos",
    "até o fim de semana termino",
  ],
  it: [
    "un lato è dipinto",
    "pagate due",
    "ho chiamato l'elettricista, l'idraulico è ancora in lista",
    "ho riportato i DVD, i libri sono ancora sotto il letto",
    "fatto entro stasera",
    "entro venerdì sarà prenotato",
    "🙈",
    "\"è successo?\" no, per niente",
    "dopo il lavoro sono andato in palestra e a quel punto la banca era già chiusa",
    "la mail che ho mandato stamattina era per altro, il contratto è ancora nelle bozze",
    "il tizio che mi ha sistemato i freni dice che il pezzo arriva solo la settimana prossima",
    "certo, subito dopo aver vinto al superenalotto",
    "comprati, e ricordami domani di stamparli",
    "spedito! ah no aspetta, era quello della settimana scorsa. non ancora",
    "no... anzi sì, mandate un'ora fa",
    "il mio volo atterra alle 6, non ho avuto tempo",
    "smettila di ricordarmleo",
    "il modulo è pronto, mancano ancora le foto",
    "entro il fine settimana ho finito",
    "dovrei smettere di prenderle in quel negozio?",
  ],
  nl: [
    "één kant is geverfd",
    "twee ervan betaald",
    "heb de elektricien gebeld, de loodgieter staat nog op mijn lijstje",
    "de dvd's heb ik teruggebracht, de boeken liggen nog onder het bed",
    "vrijdag is het geboekt",
    "🙈",
    "\"is het gelukt?\" nee, niet gelukt",
    "na het werk ben ik nog naar de sportschool gegaan en toen was de bank al dicht",
    "de mail die ik vanochtend stuurde ging over iets anders, het contract staat nog in concepten",
    "de man die mijn remmen heeft gemaakt zegt dat het onderdeel pas volgende week komt",
    "tuurlijk, meteen nadat ik de loterij win",
    "gekocht, en herinner me morgen om ze te printen",
    "verstuurd! oh wacht, dat was die van vorige week. nog niet",
    "nee... toch wel, een uur geleden verstuurd",
    "mijn vlucht landt om 6 uur, nog geen tijd gehad",
    "gemalid",
    "stop met herinneern",
    "geschreven maar nog niet gepost",
    "het formulier is ingevuld, de foto's moeten nog",
    "tegen het weekend ben ik ermee klaar",
    "moet ik stoppen het bij die winkel te halen?",
  ],

};

/** Replies holding an action word that the reader still takes, sure, for other talk. */
const KNOWN_SURE_OTHER: Record<Lang, readonly string[]> = { en: [], de: [], fr: [], es: [], pt: [], it: [], nl: [] };

const file = (lang: Lang) => `replies-${lang}-traps7.tsv`;

describe("the seventh traps batch, as written before the reader ran on it", () => {
  it.each(FLOORS)("%s: of 42, at least %i right, at most %i acted on wrongly; no reply with an action word sure to be other talk", (lang, right, wrong) => {
    const sureOther = expectTrapsBatch(lang, file(lang), { count: 42, right, wrong, known: KNOWN[lang], report: "CALIB7_REPORT" });
    expect(sureOther).toEqual(KNOWN_SURE_OTHER[lang]);
  });
});

const read = followUpReading;

describe("a done word beside a time still to come is a promise, asked about", () => {
  it.each([
    ["de", "bis morgen Mittag erledigt", "die Garage ausmisten"],
    ["es", "hecho para el lunes", "ordenar el trastero"],
    ["it", "fatto entro domani sera", "sistemare la cantina"],
    ["pt", "feito até amanhã", "arrumar o quartinho"],
    // A deferral read from a done beside this morning ("done this morning" is when it was done as likely).
    ["en", "done this morning", "clear the loft"],
  ] as const)("%s: %j", (locale, text, summary) => {
    expect(read(text, locale, summary)).toBe("unclear");
  });

  it.each([
    ["de", "erledigt heute früh", "die Garage ausmisten", "done"],
    ["it", "prenotato per martedì", "prenotare il meccanico", "done"],
    ["fr", "c'est payé à 8h ce matin", "payer la cantine", "done"],
    ["fr", "je l'ai eu au téléphone ce matin, la visite est calée pour vendredi", "appeler le vétérinaire", "done"],
    ["nl", "vanavond klaar", "de zolder opruimen", "snooze vanavond"],
  ] as const)("%s: a done with its own date, or a plan with its time, %j, is read as it stands", (locale, text, summary, want) => {
    expect(read(text, locale, summary)).toBe(want);
  });
});

describe("a done of another loop beside the thread still open is asked about ('llamé al electricista, el fontanero sigue en la lista', in the batch)", () => {
  it.each([
    ["en", "the permit thing? done ages ago", "renew the parking permit", "done"],
    ["de", "hab angerufen, neue Karte ist unterwegs", "die Bank wegen der Karte anrufen", "done"],
  ] as const)("%s: the thread named without a 'still', %j, is still read", (locale, text, summary, want) => {
    expect(read(text, locale, summary)).toBe(want);
  });
});

describe("a part done and the rest not yet stays a not yet; a request beside a done is never sure other talk", () => {
  it.each([
    ["en", "photos done, form not yet", "renew the passport", "not_yet"],
    ["nl", "concept staat klaar maar nog niet verstuurd", "de verhuurder antwoorden", "not_yet"],
  ] as const)("%s: %j", (locale, text, summary, want) => {
    expect(read(text, locale, summary)).toBe(want);
  });

  it.each([
    ["en", "paid it, and remind me to call the bank on monday", "pay the phone bill", "unclear"],
    ["en", "remind me to buy milk tonight", "pay the phone bill", "other"],
  ] as const)("%s: %j", (locale, text, summary, want) => {
    expect(read(text, locale, summary)).toBe(want);
  });
});

/**
 * A reader that is never confidently wrong (issue 34, calibration round 21): the thirty-fourth batch of development
 * replies (corpus/dev/replies-<code>-thirty-fourth.tsv, 50 per language), written and labelled on 7 December 2026
 * before the reader ran on them, weighted to the shapes that made confident mistakes on new material: a done, stop or
 * snooze word that is not the owner's own act (hearsay "Tom says it's done", a condition "if I get out early, tonight",
 * irony "oh sure, done, totally 🙄", a question "should i just snooze it?", a negated imperative "don't snooze it, I'm on
 * it"), waiting on someone else ("j'attends le devis", "wacht op de offerte"), the event moved by others ("el dentista me
 * lo cambió al jueves"), "leave it with me", done beside a new request, done of a part ("fatto metà", "deels klaar"),
 * not yet + a reason + a time, a time that is about something else ("I'm in a meeting till 3"); a quarter plain ones
 * with regional forms (de-AT/CH "noch ned", "isch erledigt"; fr-BE/CH "souper", "nonante"; es-MX "nel", "junta",
 * "hasta el sábado"; pt-PT "à espera do senhorio", "comboio"; nl-BE "neen").
 * Must never: read the held-out replies; a look-alike below pins what each rule must leave alone.
 *
 * First pass (right / confidently wrong / asked or handed on, of 50): en 29/0/21, de 24/0/26, fr 28/1/21, es 25/1/24,
 * pt 27/1/22, it 24/2/24, nl 24/2/24: 181 of 350 right, 7 acted on wrongly (a time after an opening condition in
 * es/pt/it/nl, a stop after one in it, and two below).
 * After: a time in a clause after an opening condition is asked about ("si salgo temprano, esta noche", "als ik vroeg
 * weg kan, vanavond"; es "si" and it "se" before a first-person verb or a day now open a condition); a share of the
 * work ("two thirds", "zu zwei Dritteln", "à nonante pour cent", "llevo dos tercios", "sono a due terzi", "deels klaar")
 * is a not yet: 193 of 350 right, 2 acted on wrongly, both labels the reader reads otherwise on purpose:
 * "je suis en réunion jusqu'à 15h" is a snooze to 15h by the busy-till reading an earlier round pinned (the batches
 * disagree: "je suis en service jusqu'à ce soir" was labelled a snooze), and "ze hebben het verzet naar donderdag" is a
 * reschedule to Thursday where this batch labelled a snooze (the same day either way).
 * Left, asked or handed on: waiting on another ("j'attends le devis": read as news, the waiting words were taken back in
 * round 20); questions with a done word outside English ("c'est déjà fait ?": asked, not answered as a question); done
 * beside a new request (asked on purpose); the event moved by others; "leave it with me" in every language; irony
 * without an irony marker ("yeah yeah all done... in a parallel universe"); "at work till 6 so tomorrow".
 */
import { describe, it } from "vitest";
import { expectReplyBatchKnown, expectFollowUpAction, type ReadingCase, UNTOUCHED } from "../../test-support/reply-batches.ts";

type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";

/** Per language: replies in the file, the floor of right readings, the replies still missed. */
const BATCH: Record<Lang, { count: number; right: number; known: string[]; knownWrong?: string[] }> = {
  en: {
    count: 50,
    right: 30,
    known: [
      "yeah yeah all done... in a parallel universe",
      "should i just snooze it?",
      "should I stop tracking this one?",
      "don't snooze it, I'm on it",
      "snoozing is pointless, just keep nagging me",
      "waiting to hear back from the shop about stock",
      "they moved it to thursday",
      "courier rescheduled, it's coming monday now",
      "leave it with me",
      "done. can you remind me about the car tomorrow?",
      "ordered! also remind me to get socks on friday",
      "called them. what time is Luna's jab again?",
      "did the first box, the other two still to go",
      "I'm in a meeting till 3",
      "at work till 6 so tomorrow",
      "party's not till saturday, plenty of time",
      "stop? i wish, they wont let me cancel till march",
      "I'm done with this, just drop it",
      "as if I had time for that 🙄",
      "she says the forms went, can you check with her",
    ],
  },
  de: {
    count: 50,
    right: 25,
    known: [
      "jaja alles fertig... im traum vielleicht",
      "ist das schon erledigt?",
      "soll ich das einfach verschieben?",
      "moment, hab ich das schon gemacht?",
      "nein nicht streichen, mach ich heute abend",
      "verschieben bringt nix, nerv mich ruhig weiter",
      "wart noch auf die Freigabe von der Rechtsabteilung",
      "ich warte auf den Rückruf vom Möbelhaus",
      "die haben's auf donnerstag verlegt",
      "der Kunde hat das Treffen auf nächste Woche verschoben",
      "der Bote kommt jetzt erst am montag",
      "lass das mal meine sorge sein",
      "erledigt. kannst du mich morgen ans auto erinnern?",
      "bestellt! erinner mich auch freitag an socken",
      "angerufen. wann war nochmal die Impfung?",
      "die erste kiste hab ich, die anderen zwei fehlen noch",
      "noch nicht, sie hat geschlafen, ich probier's nach dem abendessen",
      "bin bis 17 Uhr im Büro",
      "bin bis 18 uhr in der arbeit, also morgen",
      "die feier ist erst samstag, hab noch zeit",
      "aufhören? schön wär's, die lassen mich erst im märz kündigen",
      "hab keine lust mehr zu warten, kündige das",
      "als ob ich dafür zeit hätte 🙄",
      "sie sagt die sind raus, kannst du bei ihr nachfragen",
      "hör bitte auf mich dran zu erinnern",
    ],
  },
  fr: {
    count: 50,
    right: 29,
    known: [
      "ouais ouais tout est fini... dans mes rêves",
      "c'est déjà fait ?",
      "je le reporte ou pas ?",
      "je devrais arrêter de suivre ça ?",
      "attends je l'ai pas déjà fait ?",
      "reporte pas, je suis dessus",
      "ça sert à rien de reporter, continue à me relancer",
      "j'attends le proprio",
      "j'attends le devis",
      "ils l'ont déplacé à jeudi",
      "le livreur passe lundi maintenant",
      "laisse, je gère",
      "fait. tu peux me rappeler la voiture demain ?",
      "commandées ! rappelle moi aussi les chaussettes vendredi",
      "j'ai fait le premier carton, reste les deux autres",
      "pas encore, elle dormait, j'essaie après le souper",
      "je bosse jusqu'à 18h donc demain",
      "la fête c'est samedi seulement, j'ai le temps",
      "arrêter ? j'aimerais bien, ils me laissent pas résilier avant mars",
      "comme si j'avais le temps 🙄",
    ],
    knownWrong: ["je suis en réunion jusqu'à 15h"],
  },
  es: {
    count: 50,
    right: 27,
    known: [
      "si Juana confirma lo reservo esta noche",
      "sí sí todo listo... en mis sueños",
      "¿ya está hecho?",
      "lo pospongo o qué?",
      "debería dejar de seguir esto?",
      "no lo pospongas, estoy en ello",
      "no no lo borres, lo hago esta noche",
      "no sirve de nada posponerlo, sigue dándome la lata",
      "esperando al casero",
      "el dentista me lo cambió al jueves",
      "el cliente movió la reunión a la semana que viene",
      "el repartidor ahora viene el lunes",
      "déjamelo a mí",
      "hecho. me recuerdas lo del coche mañana?",
      "pedidos! recuérdame también los calcetines el viernes",
      "llamado. a qué hora era la vacuna?",
      "hice la primera caja, faltan las otras dos",
      "estoy en junta hasta las 3",
      "trabajo hasta las 6 así que mañana",
      "la fiesta es hasta el sábado, hay tiempo",
      "dejarlo? ojalá, no me dejan darme de baja hasta marzo",
      "como si tuviera tiempo 🙄",
      "divídemelo en pasos",
    ],
  },
  pt: {
    count: 50,
    right: 29,
    known: [
      "sim sim tudo pronto... só nos meus sonhos",
      "já tá feito?",
      "não adia, tô fazendo",
      "adiar não adianta, continua me enchendo",
      "à espera do senhorio",
      "ainda esperando o jurídico aprovar",
      "o dentista mudou pra quinta",
      "o cliente passou a reunião pra semana que vem",
      "o entregador agora só vem segunda",
      "deixa comigo",
      "feito. me lembra do carro amanhã?",
      "comprados! me lembra também das meias na sexta",
      "liguei. a vacina era que horas mesmo?",
      "fiz a primeira caixa, faltam as outras duas",
      "ainda não, ela tava dormindo, tento depois do jantar",
      "tô em reunião até as 3",
      "trabalho até às 18h, por isso amanhã",
      "a festa é só no sábado, tenho tempo",
      "parar? quem me dera, só deixam cancelar em março",
      "como se eu tivesse tempo 🙄",
      "fiz sim",
    ],
  },
  it: {
    count: 50,
    right: 27,
    known: [
      "se Giovanna conferma prenoto stasera",
      "sì sì tutto finito... nei miei sogni",
      "è già fatto?",
      "lo rimando o no?",
      "dovrei smettere di seguirlo?",
      "aspetta, non l'avevo già fatto?",
      "non rimandarlo, ci sto lavorando",
      "no non cancellarlo, lo faccio stasera",
      "rimandare non serve, continua a rompermi",
      "aspetto il padrone di casa",
      "aspetto il preventivo",
      "me l'hanno spostato a giovedì",
      "il cliente ha spostato la riunione alla settimana prossima",
      "il corriere adesso passa lunedì",
      "lascia fare a me",
      "fatto. mi ricordi la macchina domani?",
      "ordinate! ricordami anche le calze venerdì",
      "sono in riunione fino alle 3",
      "lavoro fino alle 18 quindi domani",
      "la festa è solo sabato, c'è tempo",
      "smettere? magari, non mi fanno disdire fino a marzo",
      "come se avessi tempo 🙄",
      "spezzamelo in passi",
    ],
  },
  nl: {
    count: 50,
    right: 26,
    known: [
      "jaja alles klaar... in mijn dromen",
      "is het al gedaan?",
      "zal ik het uitstellen?",
      "wacht, had ik dat niet al gedaan?",
      "niet uitstellen, ik ben ermee bezig",
      "nee niet schrappen, ik doe het vanavond",
      "uitstellen heeft geen zin, blijf maar zeuren",
      "wacht op de huisbaas",
      "nog steeds aan het wachten op juridische zaken",
      "wacht op de offerte",
      "de klant heeft de vergadering naar volgende week verschoven",
      "de koerier komt nu pas maandag",
      "laat dat maar aan mij over",
      "gedaan. kun je me morgen aan de auto herinneren?",
      "besteld! herinner me vrijdag ook aan sokken",
      "gebeld. hoe laat was die prik ook alweer?",
      "nee, de praktijk was dicht, morgenochtend dan",
      "ik zit tot 3 uur in een vergadering",
      "ik werk tot 6 uur dus morgen",
      "het feest is pas zaterdag, tijd genoeg",
      "stoppen? was het maar zo, ze laten me pas in maart opzeggen",
      "ik ben het wachten zat, zeg het op",
      "alsof ik daar tijd voor heb 🙄",
    ],
    knownWrong: ["ze hebben het verzet naar donderdag"],
  },
};

describe("the thirty-fourth batch of development replies: the shapes of confident mistakes", () => {
  it.each(Object.keys(BATCH) as Lang[])("%s: the floor of right readings held, only the known misses missed", (lang) => {
    expectReplyBatchKnown(lang, `replies-${lang}-thirty-fourth.tsv`, BATCH[lang]);
  });
});

/** What this round changed, beside its look-alikes. */
const CASES: ReadingCase[] = [
  // A time after an opening condition is when, if at all: asked. In one clause with the time, the condition says when.
  ["en", "call the bank", "if they call back, friday", UNTOUCHED],
  ["es", "llamar al banco", "si salgo temprano, esta noche", UNTOUCHED],
  ["pt", "ligar pro banco", "se eu sair cedo, hoje à noite", UNTOUCHED],
  ["it", "chiamare la banca", "se esco presto, stasera", UNTOUCHED],
  ["it", "tagliare l'erba", "se oggi non ce la faccio, cancellalo", UNTOUCHED],
  ["nl", "de bank bellen", "als ik vroeg weg kan, vanavond", UNTOUCHED],
  ["nl", "de bank bellen", "morgen om 9 uur als ze open gaan", ["snooze"]],
  ["pt", "ligar pro banco", "amanhã, se der", ["snooze"]],
  // "si" typed for "sí" stays a yes.
  ["es", "llamar al banco", "si, mañana", ["snooze"]],
  ["es", "llamar al banco", "si hecho", ["done"]],
  // A share of the work is a not yet; all of it is a done.
  ["en", "write the quarterly report", "about two thirds of the way there", ["not_yet"]],
  ["en", "write the quarterly report", "90% done", ["not_yet"]],
  ["en", "write the quarterly report", "done, 100% finished", ["done"]],
  ["de", "den Bericht schreiben", "zu zwei dritteln fertig", ["not_yet"]],
  ["de", "den Bericht schreiben", "zum teil erledigt, rest morgen", ["not_yet+snooze"]],
  ["fr", "écrire le rapport", "fait à nonante pour cent", ["not_yet"]],
  ["es", "escribir el informe", "llevo dos tercios", ["not_yet"]],
  ["pt", "escrever o relatório", "tá dois terços feito", ["not_yet"]],
  ["it", "scrivere il report", "sono a due terzi", ["not_yet"]],
  ["nl", "het rapport schrijven", "deels klaar", ["not_yet"]],
];

describe("the thirty-fourth batch's rules and their look-alikes", () => {
  it.each(CASES)("%s, under %s: %s", (lang, summary, text, allowed) => expectFollowUpAction(lang, summary, text, allowed));
});

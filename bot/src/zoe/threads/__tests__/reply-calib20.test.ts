/**
 * A reader that is never confidently wrong (issue 34, calibration round 20): the thirty-third batch of development
 * replies (corpus/dev/replies-<code>-thirty-third.tsv, 50 per language), written and labelled on 7 December 2026
 * before the reader ran on them, weighted away from "done" to the other meanings: snooze and reschedule with the time
 * in words ("nach dem Mittag", "en fin de journée", "después de comer", "give me an hour", "not today, monday"); stop
 * in its many forms ("quit bugging me about it", "lass gut sein", "smettila", "hou er maar over op") and drop of the
 * thing ("forget it, sold out", "c'est annulé", "ya no hace falta", "non serve più", "gaat niet door"); break it down
 * ("zu viel auf einmal", "je sais pas par où commencer", "é muita coisa"); emoji and one-word answers (✅, 👍, 🤞, 🙏,
 * 😩, "k", "yup", "nope", "jein", "bof", "boh", "mwah"); compound replies, negation far from the verb and replies about
 * someone else ("Tom still hasn't done his part").
 * Must never: read the held-out replies; a look-alike below pins what each rule must leave alone.
 *
 * First pass (right / confidently wrong / asked instead, of 50): en 41/0/9, de 40/0/10, fr 41/0/9, es 40/0/10,
 * pt 37/0/13, it 36/0/14, nl 39/0/11: 274 of 350 right, none acted on wrongly.
 * After: "too much at once" and "I don't know where to start" are a breakdown asked for without its verb (the packs'
 * new `overwhelmed`; put as a question, "ist das zu viel auf einmal?", they ask; Italian "non so da dove" is kept whole,
 * not cut at its "so"); German "lieber samstag" opening the reply is the time preferred (a shorthand drops "lieber";
 * the social words would read it as a letter's "Lieber Thomas"); French "la semaine pro", "le mois pro" are
 * "prochain(e)"; "ni un minuto", "keine Minute", "geen minuut", "não tive um minuto" deny the time (not yet); Dutch
 * "hou er maar over op" and Portuguese "parar com os lembretes" are stops: 288 of 350 right, none acted on wrongly.
 * Taken back: "espero a que", "aspetto che" as a not yet (right here, but "mandata, aspetto che risponda", a done with
 * the wait after it, was then asked about), and the same waiting words in de/fr/pt/nl (read as news of another first).
 * Left, asked or handed on: a done beside a new request ("done, can you remind me to call her tomorrow too": asked, on
 * purpose, so the request is not lost); what another says was done ("my husband says he rang them yesterday"); the
 * owner taking it over ("leave it with me", "lascia, ci penso io"); an event called off in its own words ("party's
 * off", "hanno annullato", "la festa salta"); waiting on another ("j'attends que Jen confirme"); a breakdown asked as a question ("me lo partes en trocitos?") or as an idiom ("ik zie door de bomen
 * het bos niet meer").
 */
import { describe, it } from "vitest";
import { expectReplyBatchKnown, expectFollowUpAction, type ReadingCase, UNTOUCHED } from "../../test-support/reply-batches.ts";

type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";

/** Per language: replies in the file, the floor of right readings, the replies still missed. */
const BATCH: Record<Lang, { count: number; right: number; known: string[]; knownWrong?: string[] }> = {
  en: {
    count: 50,
    right: 42,
    known: [
      "leave it with me",
      "I'll handle it myself, no more reminders",
      "party's off",
      "my daughter took them back",
      "honestly overwhelmed by this one, need it in smaller bits",
      "done, can you remind me to call her tomorrow too",
      "my husband says he rang them yesterday",
      "sent! also remind me to print some",
    ],
  },
  de: {
    count: 50,
    right: 43,
    known: [
      "lass mal, ich kümmer mich selbst drum",
      "das ist einfach zu groß, ich blick da nicht durch",
      "erledigt, erinner mich morgen noch sie anzurufen",
      "ich hatte ehrlich gesagt keine einzige freie minute dafür",
      "mein mann sagt er hat gestern angerufen",
      "geschickt! erinner mich noch welche auszudrucken",
      "hat heut nicht geklappt, der tag war einfach zu voll",
    ],
  },
  fr: {
    count: 50,
    right: 43,
    known: [
      "laisse, je m'en occupe moi-même",
      "laisse tomber, c'est complet",
      "c'est énorme, je sais pas par quel bout le prendre",
      "c'est fait, rappelle moi de l'appeler demain aussi",
      "mon mari dit qu'il les a appelés hier",
      "envoyées ! rappelle moi d'en imprimer",
      "j'attends que Jen confirme les dates",
    ],
  },
  es: {
    count: 50,
    right: 42,
    known: [
      "se suspendió la fiesta",
      "me lo partes en trocitos?",
      "es enorme, no sé ni cómo atacarlo",
      "hecho, recuérdame llamarla mañana también",
      "mi marido dice que los llamó ayer",
      "mandadas! recuérdame imprimir algunas",
      "dice que lo olvide, que invita él",
      "espero a que Jen confirme las fechas",
    ],
  },
  pt: {
    count: 50,
    right: 39,
    known: [
      "deixa comigo, eu resolvo",
      "a festa foi cancelada",
      "é muita coisa",
      "é grande demais, tô perdido",
      "feito, me lembra de ligar pra ela amanhã também",
      "sinceramente não tive um minuto pra isso",
      "meu marido disse que ligou ontem",
      "mandei! me lembra de imprimir algumas",
      "ele disse pra esquecer, é por conta dele",
      "hoje não rolou",
      "esperando a Jen confirmar as datas",
    ],
  },
  it: {
    count: 50,
    right: 37,
    known: [
      "lascia, ci penso io",
      "hanno annullato",
      "la festa salta",
      "è troppo",
      "me lo spezzi in passi più piccoli?",
      "è enorme, non so da che parte prenderla",
      "fatto, ricordami di chiamarla anche domani",
      "Tommaso non ha ancora fatto la sua parte",
      "mio marito dice che li ha chiamati ieri",
      "mandate! ricordami di stamparne qualcuna",
      "no, non mi ha ancora mandato i documenti",
      "dice di lasciar perdere, offre lui",
      "aspetto che Jen confermi le date",
    ],
  },
  nl: {
    count: 50,
    right: 42,
    known: [
      "ik bel haar na het eten",
      "hou er maar over op",
      "je hoeft me er niet meer aan te herinneren",
      "het is gigantisch, ik zie door de bomen het bos niet meer",
      "gedaan, herinner me er ook aan haar morgen te bellen",
      "mijn man zegt dat hij ze gisteren gebeld heeft",
      "gestuurd! herinner me eraan er een paar af te drukken",
      "wacht tot Jen de data bevestigt",
    ],
  },
};

describe("the thirty-third batch of development replies: snooze and stop in words, drop, breakdown, one-word answers", () => {
  it.each(Object.keys(BATCH) as Lang[])("%s: the floor of right readings held, only the known misses missed", (lang) => {
    expectReplyBatchKnown(lang, `replies-${lang}-thirty-third.tsv`, BATCH[lang]);
  });
});

/** What this round changed, beside its look-alikes. */
const CASES: ReadingCase[] = [
  // The whole of it too big to begin is a breakdown asked for; "where" asking about the thread stays a question.
  ["en", "sort out the tax return", "i dont know where to start", ["breakdown"]],
  ["en", "pay the rent", "where do i pay it?", UNTOUCHED],
  ["en", "sort out the tax return", "too much on at once, tomorrow", ["snooze"]],
  ["de", "die Steuer machen", "zu viel auf einmal", ["breakdown"]],
  ["nl", "de zolder opruimen", "te veel in één keer", ["breakdown"]],
  ["it", "svuotare la soffitta", "non so da dove cominciare", ["breakdown"]],
  ["it", "svuotare la soffitta", "non so se l'ha fatto", UNTOUCHED],
  // Put as a question, the same words ask whether it is too much: no breakdown.
  ["de", "das Abo kündigen", "ist das zu viel auf einmal?", UNTOUCHED],
  ["en", "clear out the loft", "is it too much at once?", UNTOUCHED],
  // "lieber" before a day is a time preferred; before a name, a letter's greeting.
  ["de", "das Bad streichen", "lieber samstag", ["snooze", "reschedule"]],
  ["de", "das Bad streichen", "Lieber Thomas, danke", UNTOUCHED],
  ["fr", "vider le garage", "la semaine pro", ["snooze"]],
  // The time denied; beside a done, it is asked about.
  ["es", "arreglar la bici", "la verdad es que no he tenido ni un minuto para hacerlo", ["not_yet"]],
  ["es", "arreglar la bici", "ni un minuto más de espera, ya lo arreglé", [...UNTOUCHED, "done"]],
  // ZOE's own messages named after "parar com": a stop; the thread's own thing after it is not.
  ["pt", "ir à academia", "pode parar com os lembretes", ["stop"]],
  ["pt", "ir à academia", "parar com a academia não dá", UNTOUCHED],
];

describe("the thirty-third batch's rules and their look-alikes", () => {
  it.each(CASES)("%s, under %s: %s", (lang, summary, text, allowed) => expectFollowUpAction(lang, summary, text, allowed));
});

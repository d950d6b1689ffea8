/**
 * The breadth of the reply vocabulary (issue 34): the twentieth batch of development replies
 * (corpus/dev/replies-<code>-twentieth.tsv, 58 to 60 per language), written and labelled before the reader ran on
 * them: slang and one-word answers ("sweet as", "hani gmacht", "c'est plié", "ya quedó", "tá pago", "fatto fatto",
 * "gefikst"), regional forms (New Zealand and Indian English, Swiss and Austrian German, Belgian French, Mexican
 * Spanish, Brazilian and European Portuguese, Flemish), polite long forms, typos and missing accents, the thread named
 * by another word ("netflix" for the streaming subscription), drop ("laat maar zitten", "laisse béton", "deixa estar"),
 * a reschedule with a date in words, break it down, a second snooze typed in words; and in every file eight
 * look-alikes (a question, a negation, another person, "forget it" beside a done) that must not be acted on as the
 * action their words suggest. Each language is held to a floor of right readings and to none acted on wrongly but
 * the named ones; the replies still missed (asked about, never acted on) are listed by their text, so a new miss
 * fails here and a fixed one is taken off the list.
 *
 * First pass (right / confidently wrong / asked instead): en 45 / 0 / 13, de 43 / 1 / 14, fr 46 / 1 / 8,
 * es 45 / 0 / 11, pt 50 / 0 / 7, it 49 / 1 / 8, nl 41 / 0 / 15 (319 of 413; the mistakes: "mein Bruder hat sein Abo
 * gekündigt", another person's done, read as a done; "j'ai résilié Netflix" and "lascia perdere, l'ho già disdetto",
 * the thread's own cancelling done, read as a stop).
 */
import { describe, it } from "vitest";
import { expectReplyBatchKnown } from "../../test-support/reply-batches.ts";

type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";

/** Per language: replies in the file, the floor of right readings, and the replies still missed (asked about). */
const BATCH: Record<Lang, { count: number; right: number; known: string[]; knownWrong?: string[] }> = {
  en: {
    count: 59,
    right: 45,
    known: [
      "the power bill's squared away",
      "I have paid it, thank you very much for the reminder",
      "not right now",
      "stop asking about netflix",
      "nvm, keeping it",
      "please stop sending me reminders about the subscription",
      "unsubscribed finally",
      "cancelled netflix",
      "what are the steps?",
      "called him, he's coming thursday",
      "forget it, I already cancelled",
      "my sister cancelled hers",
      "don't forget to remind me friday",
      "I'll drop by his shop tomorrow",
    ],
  },
  de: {
    count: 59,
    right: 43,
    knownWrong: ["mein Bruder hat sein Abo gekündigt"],
    known: [
      "hob i scho überwiesn",
      "passt, hab's überwiesen",
      "immer noch offen",
      "nochmal snoozen",
      "nerv mich nicht mehr mit Netflix",
      "hab Netflix gekündigt",
      "mach Samstag früh draus",
      "in kleinen Schritten bitte",
      "welche Schritte gibt's da?",
      "lassen wir das, macht der Steuerberater",
      "hab ihn angerufen, er kommt Donnerstag",
      "Klempner ist angerufen",
      "ist die Rechnung schon bezahlt?",
      "vergiss es, hab schon gekündigt",
      "vergiss nicht, mich Freitag zu erinnern",
    ],
  },
  fr: {
    count: 58,
    right: 46,
    knownWrong: ["j'ai résilié Netflix"],
    known: [
      "c'est bon, j'ai fait le virement",
      "oublie Netflix, je le garde",
      "quelles sont les étapes ?",
      "trop de boulot d'un coup, fais-en des petites étapes",
      "je l'ai appelé, il passe jeudi",
      "j'suis en train",
      "c'est payé ou pas ?",
      "j'ai déjà payé ?",
      "laisse tomber, c'est déjà résilié",
      "mon frère a résilié le sien",
      "n'oublie pas de me le rappeler vendredi",
    ],
  },
  es: {
    count: 59,
    right: 45,
    known: [
      "pagado el recibo de la luz",
      "ya hice la transferencia",
      "escríbeme en una hora",
      "olvídate de Netflix, me lo quedo",
      "ya cancelé la suscripción",
      "¿cuáles son los pasos?",
      "mucho de golpe, hazlo en pasitos",
      "olvida lo de los impuestos, lo hace el contador",
      "ya le llamé, viene el jueves",
      "¿ya está pagada?",
      "¿la pagué o no?",
      "olvídalo, ya la cancelé",
      "mi hermano canceló la suya",
      "no se te olvide recordármelo el viernes",
    ],
  },
  pt: {
    count: 60,
    right: 50,
    known: [
      "soneca de novo",
      "me chama daqui a uma hora",
      "cancelei a Netflix",
      "quais são os passos?",
      "liguei pra ele, vem quinta",
      "já está pago?",
      "paguei ou não?",
      "esquece, já cancelei",
      "minha irmã cancelou a dela",
      "não esquece de me lembrar na sexta",
    ],
  },
  it: {
    count: 59,
    right: 49,
    knownWrong: ["lascia perdere, l'ho già disdetto"],
    known: [
      "scrivimi fra un'ora",
      "abbonamento disdetto",
      "ho disdetto Netflix",
      "possiamo spezzarlo in compiti più piccoli?",
      "quali sono i passaggi?",
      "l'ho chiamato, viene giovedì",
      "sto chiamando adesso",
      "l'ho pagata o no?",
      "non dimenticare di ricordarmelo venerdì",
    ],
  },
  nl: {
    count: 59,
    right: 41,
    known: [
      "Ik heb hem vanochtend betaald, hartelijk dank voor de herinnering.",
      "de stroom is betaald",
      "snooze nog eens",
      "stuur me over een uur nog eens wat",
      "Kunt u mij maandag nog even herinneren?",
      "laat Netflix maar, ik hou het",
      "ik heb Netflix opgezegd",
      "plan het opnieuw in op maandag",
      "wat zijn de stappen?",
      "te veel in één keer, maak er kleine stapjes van",
      "laat die belasting maar, de boekhouder doet het",
      "ik doe het niet meer",
      "heb hem gebeld, hij komt donderdag",
      "is het al betaald?",
      "heb ik al betaald?",
      "laat maar, al opgezegd",
      "mijn zus heeft het hare opgezegd",
      "vergeet niet me vrijdag te herinneren",
    ],
  },
};

describe("the twentieth batch of development replies: slang, regional forms, drop, dated reschedules, break it down, look-alikes", () => {
  it.each(Object.keys(BATCH) as Lang[])("%s: the floor of right readings held, nothing acted on wrongly, only the known misses missed", (lang) => {
    expectReplyBatchKnown(lang, `replies-${lang}-twentieth.tsv`, BATCH[lang]);
  });
});

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
 * After the packs learnt the words (the whole reply "what are the steps?" in every language, a second snooze typed in
 * words in German, Dutch and Brazilian Portuguese, "not right now", "plan het opnieuw in", "ik doe het niet meer",
 * "escríbeme / scrivimi / me chama" before a time, "résilié" and Italian "disdetto" as the thread's cancelling done):
 * en 47 / 0 / 11, de 46 / 1 / 11, fr 47 / 0 / 8, es 47 / 0 / 9, pt 53 / 0 / 4, it 51 / 0 / 6, nl 45 / 0 / 11
 * (336 of 413; the dev traps and outside files unchanged). Still wrong: "mein Bruder hat sein Abo gekündigt" ("sein",
 * his own, is not read as another's thing the way "ihr" is).
 */
import { describe, expect, it } from "vitest";
import { expectReplyBatchKnown, expectFollowUpReading, type ReadingCase, UNTOUCHED } from "../../test-support/reply-batches.ts";

type Lang = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";

/** Per language: replies in the file, the floor of right readings, and the replies still missed (asked about). */
const BATCH: Record<Lang, { count: number; right: number; known: string[]; knownWrong?: string[] }> = {
  de: {
    count: 59,
    right: 46,
    knownWrong: ["mein Bruder hat sein Abo gekündigt"],
    known: [
      "hob i scho überwiesn",
      "passt, hab's überwiesen",
      "immer noch offen",
      "nerv mich nicht mehr mit Netflix",
      "hab Netflix gekündigt",
      "mach Samstag früh draus",
      "lassen wir das, macht der Steuerberater",
      "hab ihn angerufen, er kommt Donnerstag",
      "Klempner ist angerufen",
      "ist die Rechnung schon bezahlt?",
      "vergiss es, hab schon gekündigt",
      "vergiss nicht, mich Freitag zu erinnern",
    ],
  },
  en: {
    count: 59,
    right: 47,
    known: [
      "the power bill's squared away",
      "I have paid it, thank you very much for the reminder",
      "stop asking about netflix",
      "nvm, keeping it",
      "please stop sending me reminders about the subscription",
      "unsubscribed finally",
      "cancelled netflix",
      "called him, he's coming thursday",
      "forget it, I already cancelled",
      "my sister cancelled hers",
      "don't forget to remind me friday",
      "I'll drop by his shop tomorrow",
    ],
  },
  es: {
    count: 59,
    right: 47,
    known: [
      "pagado el recibo de la luz",
      "ya hice la transferencia",
      "olvídate de Netflix, me lo quedo",
      "ya cancelé la suscripción",
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
  fr: {
    count: 58,
    right: 47,
    known: [
      "c'est bon, j'ai fait le virement",
      "oublie Netflix, je le garde",
      "j'ai résilié Netflix",
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
  it: {
    count: 59,
    right: 50,
    known: [
      // Read as a question while language detection took it for French; in Italian, asked about (6 December 2026).
      "è già pagata?",
      "ho disdetto Netflix",
      "possiamo spezzarlo in compiti più piccoli?",
      "l'ho chiamato, viene giovedì",
      "sto chiamando adesso",
      "l'ho pagata o no?",
      "lascia perdere, l'ho già disdetto",
      "mia sorella ha disdetto il suo",
      "non dimenticare di ricordarmelo venerdì",
    ],
  },
  nl: {
    count: 59,
    right: 45,
    known: [
      "Ik heb hem vanochtend betaald, hartelijk dank voor de herinnering.",
      "de stroom is betaald",
      "stuur me over een uur nog eens wat",
      "Kunt u mij maandag nog even herinneren?",
      "laat Netflix maar, ik hou het",
      "ik heb Netflix opgezegd",
      "te veel in één keer, maak er kleine stapjes van",
      "laat die belasting maar, de boekhouder doet het",
      "heb hem gebeld, hij komt donderdag",
      "is het al betaald?",
      "heb ik al betaald?",
      "laat maar, al opgezegd",
      "mijn zus heeft het hare opgezegd",
      "vergeet niet me vrijdag te herinneren",
    ],
  },
  pt: {
    count: 60,
    right: 53,
    known: [
      "cancelei a Netflix",
      "liguei pra ele, vem quinta",
      "já está pago?",
      "paguei ou não?",
      "esquece, já cancelei",
      "minha irmã cancelou a dela",
      "não esquece de me lembrar na sexta",
    ],
  },
};

describe("the twentieth batch of development replies: slang, regional forms, drop, dated reschedules, break it down, look-alikes", () => {
  it.each(Object.keys(BATCH) as Lang[])("%s: the floor of right readings held, nothing acted on wrongly, only the known misses missed", (lang) => {
    expectReplyBatchKnown(lang, `replies-${lang}-twentieth.tsv`, BATCH[lang]);
  });
});

/**
 * Look-alikes of the words this batch taught the packs (issue 34: at least two for each, the same word in another
 * sense, negated, about another thing, or asked): each may be read as what it means, or asked about, never as
 * the action the new word alone would suggest.
 */
const LOOK_ALIKES: ReadingCase[] = [
  // "what are the steps?" is a breakdown only as the whole reply, of the whole task.
  ["en", "sort out the tax return", "what are the steps for the visa?", UNTOUCHED],
  ["en", "sort out the tax return", "I know what the steps are", UNTOUCHED],
  ["de", "die Steuererklärung machen", "welche Schritte hast du schon gemacht?", UNTOUCHED],
  ["de", "die Steuererklärung machen", "welche Schritte gibt's beim Finanzamt?", UNTOUCHED],
  ["fr", "faire la déclaration d'impôts", "quelles sont les étapes pour le visa ?", UNTOUCHED],
  ["fr", "faire la déclaration d'impôts", "je sais quelles sont les étapes", UNTOUCHED],
  ["es", "hacer la declaración de impuestos", "¿cuáles son los pasos para el visado?", UNTOUCHED],
  ["es", "hacer la declaración de impuestos", "ya sé cuáles son los pasos", UNTOUCHED],
  ["pt", "fazer a declaração do imposto de renda", "quais são os passos pro visto?", UNTOUCHED],
  ["pt", "fazer a declaração do imposto de renda", "já sei quais são os passos", UNTOUCHED],
  ["it", "fare la dichiarazione dei redditi", "quali sono i passaggi per il visto?", UNTOUCHED],
  ["it", "fare la dichiarazione dei redditi", "so già quali sono i passaggi", UNTOUCHED],
  ["nl", "de belastingaangifte doen", "wat zijn de stappen voor het visum?", UNTOUCHED],
  ["nl", "de belastingaangifte doen", "ik weet wat de stappen zijn", UNTOUCHED],
  // A second snooze typed in words: asked, negated, or a nap.
  ["de", "den Reisepass verlängern", "soll ich nochmal snoozen?", UNTOUCHED],
  ["de", "den Reisepass verlängern", "nicht snoozen", UNTOUCHED],
  ["nl", "het paspoort verlengen", "moet ik snoozen?", UNTOUCHED],
  ["nl", "het paspoort verlengen", "niet snoozen", UNTOUCHED],
  ["pt", "renovar o passaporte", "vou tirar uma soneca", UNTOUCHED],
  ["pt", "renovar o passaporte", "não quero soneca", UNTOUCHED],
  // "not right now": not "not right".
  ["en", "renew the passport", "that's not right", UNTOUCHED],
  ["en", "pay the electricity bill", "the amount is not right", UNTOUCHED],
  // "plan het opnieuw in": asked or refused.
  ["nl", "de belastingaangifte doen", "moet ik het opnieuw inplannen?", UNTOUCHED],
  ["nl", "de belastingaangifte doen", "niet opnieuw inplannen", UNTOUCHED],
  // Write to me / call on me then: to another person, or refused.
  ["es", "renovar el pasaporte", "escríbele a Juan mañana", UNTOUCHED],
  ["es", "renovar el pasaporte", "no me escribas mañana", UNTOUCHED],
  ["it", "rinnovare il passaporto", "scrivi a Marco domani", UNTOUCHED],
  ["it", "rinnovare il passaporto", "non scrivermi domani", UNTOUCHED],
  ["pt", "ligar para o encanador", "chama ele amanhã", UNTOUCHED],
  ["pt", "ligar para o encanador", "não me chama amanhã", UNTOUCHED],
  ["pt", "ligar para o encanador", "ele me chamou ontem", UNTOUCHED],
  // "ik doe het niet meer": only the whole reply.
  ["nl", "de belastingaangifte doen", "ik doe het niet meer vandaag", UNTOUCHED],
  ["nl", "de belastingaangifte doen", "doe ik het niet meer?", UNTOUCHED],
  // The thread's own cancelling said done ("j'ai résilié", "disdetto"): not another's, not denied, not asked.
  ["fr", "résilier l'abonnement streaming", "mon frère a résilié le sien", UNTOUCHED],
  ["fr", "résilier l'abonnement streaming", "je n'ai pas encore résilié", ["not_yet", ...UNTOUCHED]],
  ["fr", "résilier l'abonnement streaming", "tu crois que j'ai résilié ?", UNTOUCHED],
  ["it", "disdire l'abbonamento streaming", "mia sorella ha disdetto il suo", UNTOUCHED],
  ["it", "disdire l'abbonamento streaming", "non l'ho ancora disdetto", ["not_yet", ...UNTOUCHED]],
  ["it", "disdire l'abbonamento streaming", "l'hai disdetto?", UNTOUCHED],
  // "in kleinen Schritten": only as the whole reply.
  ["de", "die Steuererklärung machen", "in kleinen Schritten geht's voran", UNTOUCHED],
  ["de", "die Steuererklärung machen", "die kleinen Schritte sind schon gemacht", ["done", ...UNTOUCHED]],
];

describe("look-alikes of the twentieth batch's words stay untouched", () => {
  it.each(LOOK_ALIKES)("%s, under %s: %s", (lang, summary, text, allowed) => expectFollowUpReading(lang, summary, text, allowed));
});

/**
 * The reply reader's confidence means something (issue 34): on the development replies of
 * corpus/dev/ (written and labelled per language before the reader ran on them, with typos, emoji,
 * compound replies, polite long forms and one-word answers, each against its own thread), what
 * the reader is sure of is right, a reply holding an action word is never taken for talk about
 * something else, and a thread is named by any of its words.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { measureHeldoutReplies, readHeldoutReplies } from "../../eval/heldout.ts";
import { classifyReply } from "../reply.ts";
import { replyOutcome } from "../../test-support/reply-outcome.ts";

const DEV = path.join(path.dirname(fileURLToPath(import.meta.url)), "corpus", "dev");
const LANGUAGES = ["en", "de", "fr", "es", "pt"] as const;

type Lang = (typeof LANGUAGES)[number] | "nl" | "it";
/**
 * A development file's replies and the reader's figures on them, measured once however many tests
 * hold them to a bound (the English replies are held to three, the German to two): the reader is a
 * pure function of the reply and its thread.
 */
const measured = new Map<string, { items: ReturnType<typeof readHeldoutReplies>; figures: ReturnType<typeof measureHeldoutReplies> }>();
function devReplies(lang: Lang, file = `replies-${lang}.tsv`) {
  let m = measured.get(file);
  if (!m) {
    const items = readHeldoutReplies(lang, DEV, file);
    measured.set(file, (m = { items, figures: measureHeldoutReplies(lang, items) }));
  }
  return m;
}

/** One batch file held to its floors: `count` replies, at least `right` read right, at most `wrong` acted on wrongly. */
function expectBatch(lang: Lang, batch: string, count: number, right: number, wrong: number): void {
  const { items, figures: f } = devReplies(lang, `replies-${lang}-${batch}.tsv`);
  expect(items.length).toBe(count);
  const why = JSON.stringify(f.misses, null, 1);
  expect(f.right, why).toBeGreaterThanOrEqual(right);
  expect(f.confidentlyWrong, why).toBeLessThanOrEqual(wrong);
}

describe("the development replies", () => {
  it.each(LANGUAGES)("%s: at least four in five right, and at least nine in ten of the replies acted on (bounds that guard against a regression)", (lang) => {
    const { items, figures: f } = devReplies(lang);
    expect(items.length).toBeGreaterThanOrEqual(24);
    const why = JSON.stringify(f.misses, null, 1);
    expect(f.right / f.total, why).toBeGreaterThanOrEqual(0.8);
    expect(f.confident - f.confidentlyWrong, why).toBeGreaterThanOrEqual(0.9 * f.confident);
  });

  it("English: nothing acted on wrongly (French, Spanish, Portuguese and Italian: reply-romance.test.ts)", () => {
    for (const lang of ["en"] as const) {
      const f = devReplies(lang).figures;
      expect(f.confidentlyWrong, `${lang}: ${JSON.stringify(f.misses)}`).toBe(0);
    }
  });
});

describe("an action word is never other talk", () => {
  const sure = (text: string, summary = "renew the gym membership", locale: "en" | "de" | "fr" | "es" | "pt" = "en") => replyOutcome(text, { summary, locale });

  it.each([
    ["snooze it again", "snooze"],
    ["snooze again", "snooze"],
    ["snooze that one more time", "snooze"],
    ["snoozing this till monday", "snooze monday"],
    ["not yet, maybe later tonight", "not_yet+snooze later tonight"],
    ["please stop reminding me about the gym", "stop"],
    ["stop reminding me about the membership", "stop"],
    ["don't snooze it, I'm finishing it right now", "unclear"],
    ["I didn't stop by the gym yet", "unclear"],
    ["I'll stop by the office later to finish it", "unclear"],
    ["stop reminding me about the dentist", "unclear"],
  ])("'%s' -> %s", (text, want) => {
    expect(sure(text)).toBe(want);
  });

  it.each([
    ["de", "nochmal schlummern", "snooze"],
    ["de", "erinnere mich nicht mehr an die Mitgliedschaft", "stop"],
    ["de", "nicht schlummern, ich mach das gleich", "unclear"],
    ["fr", "rappelle-moi encore plus tard", "snooze"],
    ["fr", "ne le reporte pas, je le fais maintenant", "unclear"],
    ["fr", "il fait super beau aujourd'hui", "unclear"],
    ["es", "pospónlo otra vez", "snooze"],
    ["es", "no lo pospongas, lo hago ahora", "unclear"],
    ["es", "no sé", "unclear"],
    ["pt", "lembra-me de novo mais tarde", "snooze"],
    ["pt", "não adies, vou fazer agora", "unclear"],
    ["fr", "arrête avec l'abonnement", "stop"],
    ["es", "por favor deja de recordarme lo del gimnasio", "stop"],
    ["pt", "por favor para de me lembrar do ginásio", "stop"],
  ] as const)("%s: '%s' -> %s", (locale, text, want) => {
    const summary = { de: "die Mitgliedschaft im Fitnessstudio verlängern", fr: "renouveler l'abonnement à la salle de sport", es: "renovar la membresía del gimnasio", pt: "renovar a inscrição no ginásio" }[locale];
    expect(sure(text, summary, locale)).toBe(want);
  });

  it("a new request is still no answer, and talk without an action word is still other talk", () => {
    expect(classifyReply("remind me to buy milk tonight", { summary: "send the invoice to Sam" }).intent).toBe("other");
    expect(classifyReply("haha my cat just knocked over my coffee", { summary: "book the flights" }).intent).toBe("other");
  });
});

describe("English, German and Dutch: the reader acts only on an unambiguous reading", () => {
  // Floors a little under what the reader reaches on corpus/dev (en 251/278, de 204/216, nl 168/177
  // since the coverage rule asks about replies with more than one word it cannot account for: fewer
  // right, none acted on wrongly): a change that reads fewer replies right fails here; one that acts
  // wrongly on any fails at once. A bare hour that may be morning or evening ("tomorrow at 9",
  // "remind me at 3") is asked about: a snooze to a phrase resolveDue cannot place would wake the
  // next morning instead (transitions.ts), so those two English replies are misses now, not rights.
  it.each([
    ["en", 270, 0.9],
    ["de", 210, 0.94],
    ["nl", 170, 0.94],
  ] as const)("%s: at least %i development replies, the floor of right ones held, none acted on wrongly", (lang, count, floor) => {
    const { items, figures: f } = devReplies(lang);
    expect(items.length).toBeGreaterThanOrEqual(count);
    const why = JSON.stringify(f.misses, null, 1);
    expect(f.right / f.total, why).toBeGreaterThanOrEqual(floor);
    expect(f.confidentlyWrong, why).toBe(0);
  });

  // The replies written as outsiders write them (corpus/dev/replies-<code>-outside.tsv: five
  // personas, many replies that must be asked about: sarcasm, reported speech, "done if …", news
  // beside an action word, and a second batch written after the first rules to check that they
  // generalise). Floors a little under what the reader reaches (en 141/187, de 141/187, nl 137/187):
  // most misses are asked about (safe); none may be acted on wrongly.
  it.each([
    ["en", 0.75],
    ["de", 0.75],
    ["nl", 0.73],
  ] as const)("%s, written as outsiders write: at least 180 replies, the floor held, none acted on wrongly", (lang, floor) => {
    const { items, figures: f } = devReplies(lang, `replies-${lang}-outside.tsv`);
    expect(items.length).toBeGreaterThanOrEqual(180);
    const why = JSON.stringify(f.misses, null, 1);
    expect(f.right / f.total, why).toBeGreaterThanOrEqual(floor);
    expect(f.confidentlyWrong, why).toBe(0);
  });

  // The third batch (corpus/dev/replies-<code>-third.tsv, 106 each): people who did not write ZOE,
  // phone typing, voice run-ons, formal letters, slang, the thread named by another word, compound
  // replies, snoozes with every kind of time phrase, and many replies that must not be acted on;
  // labelled and committed before the reader ran on them. The reader was confidently wrong on en 4,
  // de 5, nl 4 of them; floors a little under what it reaches now (en 81/106, de 75/106, nl 84/106 since a done by another person and "<time> when ..." are read),
  // none acted on wrongly.
  it.each([
    ["en", 0.76],
    ["de", 0.7],
    ["nl", 0.79],
  ] as const)("%s, third batch: at least 100 replies, the floor held, none acted on wrongly", (lang, floor) => {
    const { items, figures: f } = devReplies(lang, `replies-${lang}-third.tsv`);
    expect(items.length).toBeGreaterThanOrEqual(100);
    const why = JSON.stringify(f.misses, null, 1);
    expect(f.right / f.total, why).toBeGreaterThanOrEqual(floor);
    expect(f.confidentlyWrong, why).toBe(0);
  });

  // The fifth batch (corpus/dev/replies-<code>-fifth.tsv, 74 each): mostly the invoice to Sam named by
  // other words, long polite replies, a done with news of its own, a colleague's done, a stop and its
  // reason without a comma, deferrals with reasons, regional forms; written and committed before the
  // reader ran on them. First pass: right en 41, de 36, nl 35, confidently wrong 5, 1, 1. Floors a
  // little under what the reader reaches now (en 50, de 41, nl 40), none acted on wrongly.
  it.each([
    ["en", 0.66],
    ["de", 0.54],
    ["nl", 0.53],
  ] as const)("%s, fifth batch: at least 70 replies, the floor held, none acted on wrongly", (lang, floor) => {
    const { items, figures: f } = devReplies(lang, `replies-${lang}-fifth.tsv`);
    expect(items.length).toBeGreaterThanOrEqual(70);
    const why = JSON.stringify(f.misses, null, 1);
    expect(f.right / f.total, why).toBeGreaterThanOrEqual(floor);
    expect(f.confidentlyWrong, why).toBe(0);
  });

  // The sixth batch (corpus/dev/replies-<code>-sixth.tsv, 66 to 68 each): half of it probes confidence
  // (an action word negated far from it, a condition, a done of another thing, a question, a quote,
  // sarcasm, reported speech, a correction, a time of something else, typos), half ordinary replies
  // in styles of their own; written and committed before the reader ran on them. First pass: right
  // en 36, de 30, nl 37, confidently wrong 6, 6, 4 (reply-sixth.test.ts holds the rules that took
  // them). After it, en 41, de 35, nl 40; the Romance branch's rules merged beside them (a "no" after
  // an act other than "not yet" is a correction, a done beside a clause joined by more than "and"
  // explains every word) ask about four more ("later? no, now. sending it now", "done with the call,
  // the invoice is next"): en 39, de 34, nl 39. Floors at that, none acted on wrongly.
  it.each([
    ["en", 0.58],
    ["de", 0.51],
    ["nl", 0.57],
  ] as const)("%s, sixth batch: at least 65 replies, the floor held, none acted on wrongly", (lang, floor) => {
    const { items, figures: f } = devReplies(lang, `replies-${lang}-sixth.tsv`);
    expect(items.length).toBeGreaterThanOrEqual(65);
    const why = JSON.stringify(f.misses, null, 1);
    expect(f.right / f.total, why).toBeGreaterThanOrEqual(floor);
    expect(f.confidentlyWrong, why).toBe(0);
  });

  // The seventh batch (corpus/dev/replies-<code>-seventh.tsv, 47 each, all seven languages): five everyday
  // threads (the car's service, library books, the landlord and the boiler, contact lenses, a school
  // trip's permission slip), written and committed before the reader ran on them, to measure its
  // calibration. First pass (right / confidently wrong of 47): en 19 / 0, de 14 / 2, fr 19 / 1, es 20 / 0,
  // pt 19 / 1, it 20 / 0, nl 18 / 0. A condition anywhere beside a done, a "not yet" or a deferral
  // without a time is now asked about (reply-calibration.test.ts): de 15 / 1, pt 20 / 0. Floors at what
  // the reader reaches; the two confident mistakes left are named, and no other may join them:
  // "Auto is verkauft 😅 kannste also vergessen" (de: "vergessen" read as "forgot", not "forget it")
  // and "c'est pour aujourd'hui ??" (fr: a question about the day read as a snooze to today; since the
  // eighth batch a time asked about beside only words that carry nothing is a question: fr 20 / 0).
  it.each([
    ["en", 20, 0],
    ["de", 15, 1],
    ["fr", 20, 0],
    ["es", 20, 0],
    ["pt", 20, 0],
    ["it", 20, 0],
    ["nl", 18, 0],
  ] as const)("%s, seventh batch: at least %i of 47 right, at most %i acted on wrongly", (lang, right, wrong) => expectBatch(lang, "seventh", 47, right, wrong));

  // The eighth batch (corpus/dev/replies-<code>-eighth.tsv, 83 each, English, German and Dutch): six
  // everyday threads (dry cleaning, a child's vaccination, a birthday card, a parking permit, a wedding
  // reply, a dripping tap) in the styles the earlier files lack: emoji and one-word answers, compound
  // replies, dictation, dates, negated actions, reported speech, questions back; committed before the
  // reader ran on them. First pass (right / confidently wrong of 83): en 43 / 2, de 39 / 0, nl 37 / 2.
  // Now nothing in them is acted on wrongly (reply-calibration.test.ts names the four), and no floor may let one in.
  it.each([
    ["en", 45],
    ["de", 43],
    ["nl", 45],
  ] as const)("%s, eighth batch: at least %i of 83 right, none acted on wrongly", (lang, right) => expectBatch(lang, "eighth", 83, right, 0));

  // The ninth batch (corpus/dev/replies-<code>-ninth.tsv, 26 each, all seven languages): answers said in
  // other words (the thing done by another word, a past verb with a pronoun, doing it now) beside genuine
  // talk about something else, committed before the reader ran on them. Such answers are asked about now
  // (reply-calibration.test.ts); since the tenth batch's rules nothing in them is acted on wrongly (a
  // thanks for being attentive and "on the way home" after a verb of the owner's are asked about).
  it.each([
    ["en", 10, 0],
    ["de", 6, 0],
    ["fr", 9, 0],
    ["es", 8, 0],
    ["pt", 8, 0],
    ["it", 11, 0],
    ["nl", 8, 0],
  ] as const)("%s, ninth batch: at least %i of 26 right, at most %i acted on wrongly", (lang, right, wrong) => expectBatch(lang, "ninth", 26, right, wrong));

  // The tenth batch (corpus/dev/replies-<code>-tenth.tsv, 54 each, French, Spanish, Portuguese and
  // Italian): where confident mistakes hide (action words in another sense, thanks holding action
  // words, quotes of ZOE, the past narrated, conditions, sarcasm, times of other news), committed
  // before the reader ran on them. First pass (right / confidently wrong of 54): fr 26 / 2, es 25 / 2,
  // pt 24 / 0, it 24 / 0. Two "en fin de journée"/"ao fim do dia" lines were relabelled end of day (a
  // slip of translation). Floors at what the reader reaches now; the two confident mistakes left are
  // named and no other may join them: "le plombier passe plus tard dans la journée" (fr: the plumber's
  // later read as the owner's) and "lo llamo a última hora de la tarde" (es: "a última hora" read as
  // the time, "de la tarde" left over).
  it.each([
    ["fr", 27, 1],
    ["es", 25, 1],
    ["pt", 24, 0],
    ["it", 24, 0],
  ] as const)("%s, tenth batch: at least %i of 54 right, at most %i acted on wrongly", (lang, right, wrong) => expectBatch(lang, "tenth", 54, right, wrong));

  // The tenth batch (corpus/dev/replies-<code>-tenth.tsv, 62 to 63 each, English, German and Dutch): where
  // confident mistakes hide (action words in another sense: "done with work", "dropped by", "stop asking";
  // thanks and praise, a time of other news, sarcasm, conditions, quoting ZOE back, narrating the past),
  // committed before the reader ran on them. First pass (right / confidently wrong): en 22 / 4, de 16 / 1,
  // nl 18 / 1. Now en 22 / 0, de 16 / 0, nl 18 / 0 (reply-calibration.test.ts holds the rules), and no
  // floor may let one in.
  it.each([
    ["en", 22, 63, 0],
    ["de", 16, 62, 0],
    ["nl", 18, 62, 0],
  ] as const)("%s, tenth batch: at least %i of %i right, at most %i acted on wrongly", (lang, right, count, wrong) => expectBatch(lang, "tenth", count, right, wrong));

  // The eleventh batch (corpus/dev/replies-<code>-eleventh.tsv, 55 each, French, Spanish, Portuguese and
  // Italian): clear answers as people type them on a phone (joual, voseo, carioca, Roman dialect, dictation,
  // formal letters), committed before the reader ran on them. First pass (right / confidently wrong of 55):
  // fr 34 / 0, es 39 / 1, pt 31 / 1, it 35 / 2. Floors at what the reader reaches now; the two confident
  // mistakes left are named and no other may join them: "😴" (es: the sleeping face is read as a snooze, the
  // batch's writer would have asked) and "cancella, ho già disdetto via mail" (it: read as a drop, labelled
  // done; the first Italian batch labels the same shape, "lascia perdere, ho disdetto", a drop).
  it.each([
    ["fr", 38, 0],
    ["es", 41, 1],
    ["pt", 40, 0],
    ["it", 39, 1],
  ] as const)("%s, eleventh batch: at least %i of 55 right, at most %i acted on wrongly", (lang, right, wrong) => expectBatch(lang, "eleventh", 55, right, wrong));

  // The twelfth batch (corpus/dev/replies-<code>-twelfth.tsv, 55 each, French, Spanish, Portuguese and
  // Italian): six new voices (a formal retiree, a teenager, a freelancer, a carer, a shop owner, a
  // second-language speaker) and the shapes the eleventh left asked (a done then a sum or a time, two
  // verbs of completion, a done said by the thing's new state, misspelt participles, dictated run-ons,
  // postponing verbs), committed before the reader ran on them. First pass (right / confidently wrong /
  // asked instead, of 55): fr 28 / 0 / 26, es 25 / 1 / 28, pt 27 / 0 / 27, it 23 / 0 / 29. Floors at what
  // the reader reaches now; the one confident mistake left is named and no other may join it: "esta
  // tarde al salir del trabajo" (es: read as a snooze to after work, 19:00; labelled this afternoon).
  it.each([
    ["fr", 34, 0],
    ["es", 31, 1],
    ["pt", 33, 0],
    ["it", 31, 0],
  ] as const)("%s, twelfth batch: at least %i of 55 right, at most %i acted on wrongly", (lang, right, wrong) => expectBatch(lang, "twelfth", 55, right, wrong));

  // The thirteenth batch (corpus/dev/replies-<code>-thirteenth.tsv, 55 each, French, Spanish, Portuguese and
  // Italian): new writers (a night-shift nurse, a farmer, a PhD student, a bus driver dictating, a grandparent,
  // a founder; Québec, Belgium, Mexico, Argentina, Brazil, Portugal, Naples, Milan), committed before the reader
  // ran on them. First pass (right / confidently wrong / asked instead, of 55): fr 29 / 0 / 25, es 25 / 0 / 30,
  // pt 31 / 0 / 24, it 28 / 0 / 26. A letter's sign-off, an event after a time, the thread's thing named by
  // another noun, a count after a done, a reason after a snooze's time and "déjalo para el viernes" (a deferral,
  // not a stop; the twelfth batch's "déjalo para más tarde" too) are read now; none acted on wrongly.
  it.each([
    ["fr", 33],
    ["es", 31],
    ["pt", 32],
    ["it", 32],
  ] as const)("%s, thirteenth batch: at least %i of 55 right, none acted on wrongly", (lang, right) => expectBatch(lang, "thirteenth", 55, right, 0));

  // The fourteenth batch (corpus/dev/replies-<code>-fourteenth.tsv, 56 to 59 each, French, Spanish, Portuguese and
  // Italian): new writers (a plumber between jobs, a teacher marking papers, a musician on tour, a parent typing
  // one-handed, a retired engineer writing letters, a learner, a social-media manager; Marseille, Romandie, Africa's
  // French, the Canaries, Chile, Colombia, Angola, Mozambique, northern Portugal, Sicily, Rome, Venice, Ticino),
  // committed before the reader ran on them. First pass (right / confidently wrong / asked instead): fr 31 / 0 / 26
  // of 59, es 29 / 1 / 26 of 56, pt 29 / 0 / 26 of 56, it 30 / 1 / 25 of 57 (the mistakes: "hago mañana tarde"
  // snoozed to tomorrow's start, "rinviarla a lunedì 8 giugno, in mattinata" without its morning). A deferral with
  // its time then what it waits for, a clock time after a done verb, a day and its part across a comma, formal
  // participles and imperatives, and a decision's new date with its reason are read now; none acted on wrongly.
  // French gave one back when the northern batch's rule merged (a hashtag is a clause of its own): in "posts calés
  // jusqu'à dimanche ✅ #done" the "until Sunday" is now in a clause with no done word of its own, so it is asked.
  it.each([
    ["fr", 32, 59],
    ["es", 36, 56],
    ["pt", 33, 56],
    ["it", 35, 57],
  ] as const)("%s, fourteenth batch: at least %i right of %i, none acted on wrongly", (lang, right, count) => expectBatch(lang, "fourteenth", count, right, 0));

  // The fifteenth batch (corpus/dev/replies-<code>-fifteenth.tsv, 43 each, French, Spanish, Portuguese and Italian):
  // new writers (an electrician on call, a hospital porter, a courier cyclist, a pharmacist, a gamer, a landlord, a
  // wedding planner, a learner, a social-media manager; Marseille, Romandie, Africa's French, the Canaries, Chile,
  // Colombia, northern Portugal, Angola, Mozambique, Ticino, Sicily, Rome, Venice), committed before the reader ran on
  // them. First pass (right / confidently wrong / asked instead, of 43): fr 24 / 1 / 17, es 21 / 1 / 19, pt 23 / 0 / 19,
  // it 19 / 0 / 23. "brb 20 min" and "afk till tonight", gamers' and regional interjections (gg, po, carago, daje), a
  // time corrected ("pas demain, jeudi", "mañana no, el jueves") and a third person's news after a done ("relancé, il
  // paie vendredi") are read now; a cancelling word in the past under a thread that is itself a cancelling
  // ("cancelada y confirmada por correo" under "dar de baja la suscripción") is asked, no longer a sure stop.
  it.each([
    ["fr", 28, 0],
    ["es", 24, 0],
    ["pt", 26, 0],
    ["it", 23, 0],
  ] as const)("%s, fifteenth batch: at least %i of 43 right, at most %i acted on wrongly", (lang, right, wrong) => expectBatch(lang, "fifteenth", 43, right, wrong));

  // The sixteenth batch (corpus/dev/replies-<code>-sixteenth.tsv, 45 each, French, Spanish, Portuguese and Italian):
  // new writers (a train conductor, a florist, a night-shift security guard, a dog walker, a software tester, a carer;
  // Lyon, Toulouse, Brittany, Senegal, Andalusia, Galicia, Peru, Uruguay, Cape Verde, the Azores, Minas Gerais, Bahia,
  // Sardinia, Bologna, Puglia), committed before the reader ran on them. First pass (right / confidently wrong / asked
  // instead, of 45): fr 23 / 1 / 21, es 15 / 1 / 29, pt 21 / 0 / 24, it 17 / 0 / 28 (the mistakes: "annulé hier par
  // téléphone" under "résilier la box" dropped instead of done, "el miércoles que vien" put off to today). A cancelling
  // participle under a cancelling thread, a place's opening time beside a deferral, a deferral then a denied time, the
  // owner busy until a time, regional interjections and transposed participles are read now; none acted on wrongly.
  it.each([
    ["fr", 28],
    ["es", 20],
    ["pt", 25],
    ["it", 23],
  ] as const)("%s, sixteenth batch: at least %i of 45 right, none acted on wrongly", (lang, right) => expectBatch(lang, "sixteenth", 45, right, 0));

  it.each([
    // Under a thread that is itself a cancelling, a cancelling word in the past is the job done.
    ["fr", "nudge", "résilier la box internet", "annulé hier par téléphone", "done"],
    ["es", "nudge", "dar de baja la fibra", "cancelado ayer por teléfono", "done"],
    // A place's opening time beside a deferral is when to come back.
    ["fr", "nudge", "commander les pivoines pour le mariage", "pas aujourd'hui, le marché aux fleurs rouvre jeudi", "snooze jeudi"],
    ["pt", "nudge", "encomendar as peônias", "hoje não, o Ceasa só abre quinta", "snooze quinta"],
    // A deferral, then a denied time: the deferral's own.
    ["it", "decision", "scambiare il turno di sabato", "spostalo a martedì, lunedì no", "reschedule martedì"],
    // The owner busy until a time.
    ["it", "nudge", "mandare il rapporto sul guasto", "sono in servizio fino a stasera", "snooze stasera"],
  ] as const)("%s (%s under %s): %s -> %s", (locale, kind, summary, text, want) => {
    expect(replyOutcome(text, { summary, locale, kind })).toBe(want);
  });

  type Fourteenth = readonly [locale: "fr" | "es" | "pt" | "it" | "nl", kind: "nudge" | "decision", summary: string, text: string, want: string];
  it.each([
    // A deferral with its time, then what it waits for; with a comma the two may be two answers.
    ["fr", "nudge", "rendre les copies corrigées", "rappelle-moi à 20h quand les petits dorment", "snooze 20h"],
    ["it", "nudge", "correggere le verifiche", "ricordamelo alle 20 quando i bimbi dormono", "snooze alle 20"],
    ["it", "nudge", "ritirare i farmaci della mamma", "tra 7 ore, ho appena staccato dal turno di notte", "snooze tra 7 ore"],
    // A clock time after a done verb is when it was done, not a time to come back.
    ["es", "nudge", "pagar la cuenta de la luz", "pagada a las 9:40", "done"],
    ["fr", "nudge", "envoyer le devis à Mme Roux", "envoyé à 12h10", "done"],
    // "mañana tarde" is tomorrow afternoon; a day and its part across a comma are one time.
    ["es", "nudge", "enviar los papeles al consulado", "no terminado todavía, hago mañana tarde", "not_yet+snooze mañana tarde"],
    ["it", "decision", "fare la revisione della macchina", "La prego di rinviarla a lunedì 8 giugno, in mattinata.", "reschedule lunedì 8 giugno, in mattinata"],
    // Formal participles and imperatives, and a figure's label.
    ["pt", "nudge", "fazer a inspeção do carro", "Inspeção efetuada. Custo: 33,80 euros.", "done"],
    ["es", "nudge", "pasar la ITV del coche", "Aplácelo una semana, por favor.", "snooze en una semana"],
    ["fr", "nudge", "faire réviser la chaudière", "Repoussez d'une semaine, je vous prie.", "snooze dans une semaine"],
    // A decision's new date, then its reason.
    ["it", "decision", "pagare il fonico", "spostalo a lunedì, quando torniamo dal tour", "reschedule lunedì"],
    // A condition beside a done stays a guess, whatever the figure's label.
    ["es", "nudge", "mandar la factura a Sam", "hecho si Sam me confirma el importe hoy", "unclear"],
  ] satisfies readonly Fourteenth[])("%s %s '%s': '%s' -> %s", (locale, kind, summary, text, want) => {
    expect(replyOutcome(text, { summary, locale, kind })).toBe(want);
  });

  type Shape = readonly [locale: "fr" | "es" | "pt" | "it" | "de", kind: "nudge" | "decision", summary: string, text: string, want: string];
  it.each([
    // A letter's close with the writer's name is no part of the answer.
    ["fr", "nudge", "appeler Lucas pour son anniversaire", "Bonjour, oui j'ai bien appelé Lucas. Bisous, Mamie", "done"],
    // An event after the time says when in it.
    ["it", "decision", "sistemare gli articoli", "al mese prossimo, dopo la pre-discussione", "reschedule mese prossimo"],
    ["fr", "decision", "trier les articles", "décale au mois prochain, après la soutenance", "reschedule mois prochain"],
    // ...but a done in it makes the time the done's.
    ["de", "nudge", "das Angebot schicken", "um 8:50 vor meinem Call abgeschickt", "unclear"],
    // The thread's thing named by another noun, with the thread's own verb.
    ["es", "nudge", "renovar el seguro del coche", "la póliza ya está renovada", "done"],
    ["it", "nudge", "rinnovare l'assicurazione della macchina", "la polizza è rinnovata", "done"],
    // ...never a recipient, nor a part of the work.
    ["de", "nudge", "die Mahnung an Sam schicken", "Rechnung an Maria geschickt", "unclear"],
    ["es", "nudge", "enviar la tesis al tribunal", "la introducción ya está enviada", "unclear"],
    // A count after a done is how much was done.
    ["es", "nudge", "reservar la cabaña", "está reservada, 3 noches", "done"],
    // "déjalo para …" leaves it for later; "déjalo" alone drops it.
    ["es", "nudge", "sacar turno con el dentista", "dejalo para el viernes", "snooze el viernes"],
    ["es", "nudge", "sacar turno con el dentista", "déjalo", "stop"],
    // A reason after a snooze's time; a hedge there is no reason.
    ["it", "nudge", "ritirare i farmaci della mamma", "tra 7 ore, ho appena staccato dal turno di notte", "snooze tra 7 ore"],
    ["it", "nudge", "ritirare i farmaci della mamma", "tra 7 ore, ma forse prima", "unclear"],
  ] satisfies readonly Shape[])("%s %s '%s': '%s' -> %s", (locale, kind, summary, text, want) => {
    expect(replyOutcome(text, { summary, locale, kind })).toBe(want);
  });

  // The eleventh batch (corpus/dev/replies-<code>-eleventh.tsv, 72 to 73 each, English, German and Dutch):
  // replies as people type them on a phone (one word, emoji, typos, dictation, a reason after the answer,
  // the thread named by another word, compound replies, polite long forms), committed before the reader
  // ran on them. First pass (right / confidently wrong / asked instead): en 52 / 0 / 18, de 50 / 0 / 21,
  // nl 45 / 0 / 25. A done followed by its news ("called them, took forever on hold") and a few Dutch and
  // German stops ("mag weg", "vergeet die zolder") are read now: en 54, de 52, nl 50, none acted on wrongly.
  it.each([
    ["en", 54, 73],
    ["de", 52, 72],
    ["nl", 50, 72],
  ] as const)("%s, eleventh batch: at least %i of %i right, none acted on wrongly", (lang, right, count) => expectBatch(lang, "eleventh", count, right, 0));

  // The twelfth batch (corpus/dev/replies-<code>-twelfth.tsv, 75 each, English, German and Dutch): six new voices
  // (a retiree writing letters, a teenager, a freelancer, a caregiver, a shop owner, a non-native speaker), a done
  // followed by figures, two verbs of completion, a done said by the new state of the thing, participle slips,
  // postponing verbs; committed before the reader ran on them. First pass (right / confidently wrong / asked
  // instead): en 38 / 0 / 34, de 39 / 1 / 34, nl 35 / 0 / 39 (the mistake: "Rechnung ist fertig, schick sie um
  // 15 Uhr raus" closed as done). Now en 48, de 48, nl 48, none acted on wrongly.
  it.each([
    ["en", 48],
    ["de", 48],
    ["nl", 48],
  ] as const)("%s, twelfth batch: at least %i of 75 right, none acted on wrongly", (lang, right) => expectBatch(lang, "twelfth", 75, right, 0));

  // The thirteenth batch (corpus/dev/replies-<code>-thirteenth.tsv, 76 each, English, German and Dutch): new voices
  // (a night-shift nurse, a farmer, a PhD student, a bus driver dictating, a grandparent, a founder, Scots, Swiss,
  // Austrian and Flemish writers), committed before the reader ran on them. First pass (right / confidently wrong /
  // asked instead): en 41 / 1 / 34, de 40 / 0 / 36, nl 42 / 0 / 34 (the mistake: "the landlord is doing it now so
  // you can take that off" snoozed). Regional forms, signatures, the thread's initials, slipped participles of its
  // verb and a reason after a timed snooze are read now: en 54, de 53, nl 54, none acted on wrongly.
  it.each([
    ["en", 54],
    ["de", 53],
    ["nl", 54],
  ] as const)("%s, thirteenth batch: at least %i of 76 right, none acted on wrongly", (lang, right) => expectBatch(lang, "thirteenth", 76, right, 0));

  // The fourteenth batch (corpus/dev/replies-<code>-fourteenth.tsv, 73 to 74 each, English, German and Dutch): new writers
  // (a plumber between jobs, a teacher marking papers, a musician on tour, a parent typing one-handed, a retired engineer,
  // a learner of the language, a social-media manager; Irish, Australian, Indian English, Berlin, Ruhrpott, Bavarian,
  // Limburg and Brabant forms), committed before the reader ran on them. First pass (right / confidently wrong / asked
  // instead): en 41 / 1 / 31, de 41 / 0 / 32, nl 35 / 0 / 35 (the mistake: "drafted and sent ✨ #done" under "draft the
  // newsletter" put off as a step short of done). Hashtags, the thread's own verb among the steps short of done, a count in a
  // reason, regional and learner forms, the thing named by another everyday noun and "put off by a week" are read now:
  // en 50, de 54, nl 42, none acted on wrongly.
  it.each([
    ["en", 50, 74],
    ["de", 54, 74],
    ["nl", 42, 73],
  ] as const)("%s, fourteenth batch: at least %i of %i right, none acted on wrongly", (lang, right, count) => expectBatch(lang, "fourteenth", count, right, 0));

  // The fifteenth batch (corpus/dev/replies-<code>-fifteenth.tsv, 48 each, English, German and Dutch): new writers (an
  // electrician on call, a hospital porter, a courier cyclist, a pharmacist, a gamer, a landlord, a wedding planner, a
  // learner, a social-media manager; Irish, Australian, Indian English, Berlin, Ruhrpott, Bavarian, Limburg and Brabant
  // forms), committed before the reader ran on them. First pass (right / confidently wrong / asked instead): en 16 / 3 /
  // 28, de 23 / 0 / 25, nl 20 / 0 / 28. A reason before "give me 15 mins", a corrected day ("not tomorrow, monday"), a
  // greeting naming Zoe, "gg", "auf später verschieben", Limburg forms, a slipped participle ("fixd"), "on order" and
  // "cancelled it yesterday" under a stop thread asked about are read now: en 22, de 28, nl 27 (en 23 since the sixteenth
  // batch's "half two"). The English mistake left:
  // "half of them are queued, rest after lunch" is put off to "after lunch" (ZOE's hour for it), labelled "this afternoon".
  it.each([
    ["en", 23, 1],
    ["de", 28, 0],
    ["nl", 27, 0],
  ] as const)("%s, fifteenth batch: at least %i of 48 right, at most %i acted on wrongly", (lang, right, wrong) => expectBatch(lang, "fifteenth", 48, right, wrong));

  // The sixteenth batch (corpus/dev/replies-<code>-sixteenth.tsv, 47 each, English, German and Dutch): new writers (a train
  // conductor, a florist, a night-shift security guard, a dog walker, a software tester, a carer for an elderly parent;
  // Texan, New Zealand, Geordie, Jamaican English, Hamburg, Saxon, Swabian, Frisian, Groningen and Surinamese-Dutch
  // forms), committed before the reader ran on them. First pass (right / confidently wrong / asked instead): en 19 / 1 /
  // 27, de 24 / 1 / 22, nl 20 / 0 / 27. "brb 20 min", "half two", "not till tonight", "erst heut Abend", "give us an
  // hour", a parent or a thing by another word, "on their way", "läuft", a ticket number beside a done, a thread word
  // typed with a slip, a letter's "thank you for the reminder, Margaret" and the regional forms are read now, and news
  // about someone ("she had a fall in the night, waiting on the paramedics") is no longer taken for "not yet": en 28,
  // de 32, nl 30. The German mistake left: "mach ich heut abend nach Dienstschluss" is put off to "after work" (19:00,
  // ZOE's hour for "nach Dienstschluss"), labelled "tonight".
  it.each([
    ["en", 28, 0],
    ["de", 32, 1],
    ["nl", 30, 0],
  ] as const)("%s, sixteenth batch: at least %i of 47 right, at most %i acted on wrongly", (lang, right, wrong) => expectBatch(lang, "sixteenth", 47, right, wrong));

  it.each([
    // Back in a while, said as chat, with its reason after it.
    ["en", "brb 20 min, ticket check", "hand in the umbrella left on the 14:10", "snooze in 20 minutes"],
    ["nl", "ben over 20 min terug, kaartcontrole", "de vergeten paraplu afgeven", "snooze over 20 min"],
    // British "half two" is 14:30; "not till tonight" and "pas vanavond" put it off to then.
    ["en", "remind me at half two", "order the insulin pens for Mrs Kaye", "snooze at 2:30pm"],
    ["en", "only just clocked off, not till tonight", "log the broken gate camera with facilities", "not_yet+snooze tonight"],
    ["nl", "net klaar met mijn dienst, pas vanavond", "de kapotte camera melden", "not_yet+snooze vanavond"],
    // A thing by its everyday noun, also as a compound's head; the thing's new state.
    ["en", "handed the brolly in", "hand in the umbrella left on the 14:10", "done"],
    ["de", "Papas Tabletten hab ich, er ist jetzt ruhig", "Papas Dauerrezept in der Apotheke holen", "done"],
    ["de", "läuft", "den Wagen zum TÜV bringen", "done"],
    ["nl", "it is dien", "de autoverzekering verlengen", "done"],
    // A ticket number beside a done is what was filed; a letter's thanks and name around the answer are no part of it.
    ["en", "logged it, ticket number is FAC-2291", "log the broken gate camera with facilities", "done"],
    ["en", "Good morning Zoe. I collected my mother's prescription earlier today. Thank you for the reminder, Margaret", "pick up Mum's repeat prescription", "done"],
    // News about someone else beside "waiting on" is no "not yet" of the thread: asked about.
    ["en", "she had a fall in the night, waiting on the paramedics", "pick up Mum's repeat prescription", "unclear"],
  ] as const)("sixteenth batch's shapes, %s: '%s' under '%s' -> %s", (locale, text, summary, want) => {
    expect(read(text, summary, locale)).toBe(want);
  });

  const read = (text: string, summary: string, locale: "en" | "de" | "nl", kind: "nudge" | "decision" = "nudge") => replyOutcome(text, { summary, locale, kind });

  it.each([
    // A correction: the day denied, then the day meant.
    ["en", "not tomorrow, monday", "book the MOT", "snooze monday"],
    ["de", "nicht morgen, Montag", "den TÜV-Termin machen", "snooze montag"],
    // A reason before a deferral said in its own words.
    ["en", "two transfers waiting, give me 15 mins", "return the wheelchair to ward 6", "snooze in 15 minutes"],
    ["nl", "nog twee ritjes, geef me 15 minuten", "de rolstoel terugbrengen naar afdeling 6", "snooze over 15 minuten"],
    // A participle of the thread's verb with a letter dropped, and two verbs of completion.
    ["en", "fixd 🔧", "fix the bike's back brake", "done"],
    ["de", "angerufen und bestätigt", "den Floristen für die Hochzeit bestätigen", "done"],
    // Put off without a day is a snooze, not a move.
    ["de", "auf später verschieben", "den Internetvertrag verlängern", "snooze"],
  ] as const)("%s: %s (under %s) -> %s", (locale, text, summary, want) => {
    expect(read(text, summary, locale)).toBe(want);
  });

  // Issue 34, the sixteenth batch: under a thread that is itself a cancelling, the cancelling participle first, then
  // only a pronoun and a past time, reports the job done (it was asked about before); with anything more it is asked.
  it("a stop thread's stop said in the past ('cancelled it yesterday') is the job done, never dropped", () => {
    expect(read("cancelled it yesterday", "stop the gym subscription", "en")).toBe("done");
  });

  it.each([
    // A letter's signature under the answer is the writer's name, not words about something else.
    ["en", "Hello Zoe. Yes I have called her now. Thank you. Margaret", "call Emily for her birthday", "done"],
    ["de", "Hallo Zoe. Ja, ich habe sie jetzt angerufen. Danke. Gerda", "Emma zum Geburtstag anrufen", "done"],
    ["nl", "Hallo Zoe. Ja, ik heb haar nu gebeld. Dank je. Kees", "Sanne bellen voor haar verjaardag", "done"],
    // ...but a last sentence holding an action word or a time is part of the answer.
    ["en", "Thanks Zoe. Not yet. Friday", "call Emily for her birthday", "not_yet+snooze friday"],
    // The thread's initials name it.
    ["en", "TS is signed", "sign the term sheet", "done"],
    ["nl", "TS is getekend", "de term sheet tekenen", "done"],
    // The thread's participle with a letter dropped is that participle; a letter added at the end is not mended.
    ["en", "orderd", "order feed for the heifers", "done"],
    ["de", "bestelt", "Futter für die Kälber bestellen", "done"],
    // A strong verb behind an inseparable prefix, a Dutch stem with an unstressed e.
    ["de", "unterschrieben und zurückgeschickt", "das Term Sheet unterschreiben", "done"],
    ["nl", "getekend en teruggestuurd", "de term sheet tekenen", "done"],
    // Regional forms.
    ["en", "naw no yet", "pay the council tax", "not_yet"],
    ["en", "gonnae remind me the morra", "pay the council tax", "snooze tomorrow"],
    ["de", "isch zahlt, 148 Franken sind heute Morgen raus", "die Steuerrechnung bezahlen", "done"],
    ["nl", "'k heb da betaald", "de gemeentebelasting betalen", "done"],
    // A dictated full stop is no stop.
    ["en", "booked it full stop", "book the boiler service", "done"],
    ["de", "gebucht Punkt", "die Heizungswartung buchen", "done"],
    // A reason after a snooze with its day; not after a bare time, nor after "today".
    ["en", "push it to monday, the stats are broken", "send chapter 3 to my supervisor", "snooze monday"],
    ["nl", "schuif het naar maandag, de printer is kapot", "hoofdstuk 3 naar mijn promotor sturen", "snooze maandag"],
    ["en", "take that off, the landlord does it now", "book the boiler service", "stop"],
    ["en", "the landlord is doing it now so you can take that off", "book the boiler service", "unclear"],
  ] as const)("%s: '%s' under '%s' -> %s", (locale, text, summary, want) => {
    expect(read(text, summary, locale)).toBe(want);
  });

  type Case = { locale: "en" | "de" | "nl"; kind: "nudge" | "decision"; text: string; want: string; thread?: string };
  const row = (locale: Case["locale"], kind: Case["kind"], text: string, want: string, thread?: string): Case => ({ locale, kind, text, want, ...(thread ? { thread } : {}) });
  it.each([
    // An option turned down: the act beside it is the answer, or there is none.
    row("en", "decision", "don't drop it, move it to monday", "reschedule monday"),
    row("de", "decision", "nicht streichen, auf Montag verschieben", "reschedule montag"),
    row("nl", "decision", "niet schrappen, verzet het naar maandag", "reschedule maandag"),
    row("de", "nudge", "nicht schlummern, ich mach das gleich", "unclear"),
    // A second request, a done beside a no, a yes beside a no: asked about.
    row("en", "nudge", "done, but remind me about the locker tomorrow", "unclear"),
    row("de", "nudge", "erledigt, und erinner mich Freitag daran, Sam anzurufen", "unclear"),
    row("en", "nudge", "paid the gas bill, not the electricity one yet", "unclear", "pay the electricity bill"),
    row("nl", "nudge", "ja en nee", "unclear"),
    // The done of a part is no done.
    row("en", "nudge", "finished the first half", "unclear"),
    row("de", "nudge", "die erste Hälfte ist fertig", "unclear"),
    // Negation scope: the negated participle is a "not yet", the no before an answer a no.
    row("de", "nudge", "ich hab sie nicht geschickt", "not_yet"),
    row("nl", "nudge", "ik heb hem niet verstuurd", "not_yet"),
    row("en", "nudge", "not booked yet, prices are crazy", "not_yet"),
    row("nl", "nudge", "nee stop", "stop"),
    row("de", "nudge", "nein stopp", "stop"),
    // A hedge, a negation: never other talk.
    row("en", "nudge", "not sure if it went through", "unclear"),
    row("en", "nudge", "can't talk now", "unclear"),
    row("de", "nudge", "ich glaub schon?", "unclear"),
    // A time inside the clause, and typos in German and Dutch.
    row("de", "nudge", "kannst du mich morgen um 9 Uhr erinnern?", "snooze morgen um 9 uhr"),
    row("nl", "nudge", "kun je me morgen om 9 uur herinneren?", "snooze morgen om 9 uur"),
    row("de", "nudge", "erldigt", "done"),
    row("nl", "nudge", "gedaam", "done"),
    // A word that is no time is none ("do" is not Donnerstag here).
    row("en", "nudge", "I'll do it, don't worry", "unclear"),
    // A done, then its news: the news carries nothing, even joined by a reason's word; a time in it after the thread's verb may say the work waits.
    row("en", "nudge", "called them, took forever on hold", "done", "call the insurance about the claim"),
    row("de", "nudge", "hab angerufen, ewig in der Warteschleife gehangen", "done", "bei der Versicherung wegen des Schadens anrufen"),
    row("nl", "nudge", "gebeld, hing een eeuwigheid in de wacht", "done", "de verzekering bellen over de schadeclaim"),
    row("en", "nudge", "Done, the jumpers were sold out in her size so I got the next one up", "done", "order the school uniform"),
    row("nl", "nudge", "Gedaan, de truien waren uitverkocht in haar maat dus ik heb een maat groter genomen", "done", "het schooluniform bestellen"),
    row("en", "nudge", "called, they're closed till monday", "unclear", "call the insurance about the claim"),
    row("en", "nudge", "done, but the jumpers were sold out", "unclear", "order the school uniform"),
    // Stops said in everyday Dutch and German, with the thread's own thing.
    row("nl", "nudge", "ik hou hem toch, mag weg", "stop", "de jas terugsturen naar Zalando"),
    row("nl", "decision", "vergeet die zolder", "stop", "de zolder opruimen"),
    row("de", "decision", "vergiss den Dachboden", "stop", "den Dachboden ausmisten"),
    // A separable verb's participle without its particle, a learner's weak participle, the Dutch d/t slip.
    row("de", "nudge", "bestellt", "done", "Kaffeebohnen nachbestellen"),
    row("nl", "nudge", "besteld", "done", "koffiebonen bijbestellen"),
    row("de", "nudge", "ich habe den Antrag gestern abgegebt", "done", "den Wohngeldantrag abgeben"),
    row("nl", "nudge", "ik heb de aanvraag gisteren ingedient", "done", "de aanvraag huurtoeslag indienen"),
    // The thread's verb in the present beside a done is the work still to come.
    row("de", "nudge", "Rechnung ist fertig, schick sie um 15 Uhr raus", "unclear", "die Rechnung an Brightline schicken"),
    // A reason, then the time to come back; a reason with a day or an answer of its own is asked about.
    row("en", "nudge", "busy with customers, in an hour", "snooze in an hour", "order more coffee beans"),
    row("de", "nudge", "Laden ist voll, in einer Stunde", "snooze in einer stunde", "Kaffeebohnen nachbestellen"),
    row("nl", "nudge", "winkel staat vol, over een uur", "snooze over een uur", "koffiebonen bijbestellen"),
    row("nl", "nudge", "zaterdag zit alles vol, ik probeer zondag", "unclear", "koffiebonen bijbestellen"),
    row("en", "nudge", "did legs, died, 10/10", "unclear", "go to the gym"),
    // A done followed by what it cost and when: figures of the done, no time to come back.
    row("en", "nudge", "renewed and paid, 412 pounds at 11:15", "done", "renew the car insurance"),
    row("de", "nudge", "abgeholt und bezahlt, 9,90 um 10:05", "done", "Mamas Rezept in der Apotheke abholen"),
    row("nl", "nudge", "verlengd en betaald, 412 euro om 11:15", "done", "de autoverzekering verlengen"),
    // A done said by the thread's new state, with the thread's own thing or person as the subject, and only then.
    row("en", "nudge", "the form's in", "done", "submit the housing benefit form"),
    row("de", "nudge", "der Antrag ist drin", "done", "den Wohngeldantrag abgeben"),
    row("nl", "nudge", "de aanvraag is binnen", "done", "de aanvraag huurtoeslag indienen"),
    row("en", "nudge", "Brightline has it now", "done", "send the invoice to Brightline"),
    row("en", "nudge", "the form's not in", "unclear", "submit the housing benefit form"),
    row("en", "nudge", "Sam has it now", "unclear", "send the invoice to Brightline"),
    // Postponing, dropping and splitting in everyday verbs.
    row("en", "nudge", "push it to later", "snooze"),
    row("en", "decision", "bump it to saturday", "reschedule saturday"),
    row("en", "decision", "ditch it", "stop"),
    row("de", "decision", "schieb's auf Samstag", "reschedule samstag", "die Garage ausräumen"),
    row("nl", "nudge", "schuif het naar later", "snooze"),
    row("nl", "decision", "hak het in stukjes", "breakdown"),
    // A hashtag is a clause of its own; the thread's own verb is never a step short of done.
    row("en", "nudge", "drafted and sent ✨ #done", "done", "draft the newsletter"),
    row("de", "nudge", "entworfen und verschickt ✨ #done", "done", "den Newsletter entwerfen"),
    row("en", "nudge", "drafted", "not_yet", "send the newsletter"),
    // A count in a reason before a timed snooze is no time; a duration there still is.
    row("en", "nudge", "marking 30 essays, remind me at 8pm tonight", "snooze at 8pm tonight", "send the report cards to the office"),
    row("nl", "nudge", "zit met 30 opstellen, herinner me vanavond om 20:00", "snooze vanavond om 20:00", "de rapporten naar de administratie sturen"),
    row("en", "nudge", "in 10 min, remind me at 8pm", "unclear", "send the report cards to the office"),
    // The thread's thing by another everyday noun; another thing is still another thing.
    row("en", "nudge", "parts are ordered", "done", "order the copper fittings"),
    row("de", "nudge", "Medis geholt", "done", "das Rezept in der Apotheke abholen"),
    row("nl", "nudge", "polis verlengd", "done", "de verzekering van de tourbus verlengen"),
    row("en", "nudge", "invoice paid", "unclear", "renew the van insurance"),
    // Regional and learner forms.
    row("de", "nudge", "hab ick jemacht", "done", "den Sperrmüll anmelden"),
    row("de", "nudge", "mach i morgn", "snooze morgen", "den Sperrmüll anmelden"),
    row("nl", "nudge", "is gedaon hoor", "done", "het grofvuil aanmelden"),
    row("en", "nudge", "done only", "done", "pay the bin charge"),
    row("en", "nudge", "please remind to me in the evening", "snooze this evening", "book the dentist appointment"),
    // Put off by a duration: that long from now.
    row("de", "nudge", "Bitte um eine Woche verschieben.", "snooze in eine woche", "die Steuererklärung abgeben"),
    row("nl", "nudge", "Graag een week uitstellen.", "snooze over een week", "de belastingaangifte indienen"),
  ])("$locale $kind: '$text' -> $want", ({ locale, kind, text, want, thread }) => {
    const summary = thread ?? { en: "send the invoice to Sam", de: "die Rechnung an Sam schicken", nl: "de factuur naar Sam sturen" }[locale];
    expect(read(text, summary, locale, kind)).toBe(want);
  });
});

describe("coverage: a reading is sure only when (nearly) every word of the reply is accounted for", () => {
  type Locale = "en" | "de" | "fr" | "es" | "pt" | "it" | "nl";
  const sure = (text: string, summary: string, locale: Locale) => replyOutcome(text, { summary, locale }, { withTimes: false });

  it.each([
    // An answer and a second piece of news the reader cannot read: the done may be of something else.
    ["en", "done, they moved me to the 14th", "call the dentist"],
    ["es", "hecho, me cambiaron la cita al 14", "llamar al dentista"],
    ["pt", "feito, mudaram a consulta pro dia 14", "ligar para o dentista"],
    ["it", "fatto, mi hanno spostato l'appuntamento al 14", "chiamare il dentista"],
    ["de", "erledigt, Termin ist jetzt am 14.", "den Zahnarzt anrufen"],
    // The thread's own verb, then what went wrong.
    ["es", "llamé pero nadie contestó", "llamar al dentista"],
    ["pt", "liguei mas ninguém atendeu", "ligar para o dentista"],
  ] as const)("%s: %j is asked about, not acted on", (locale, text, summary) => {
    expect(sure(text, summary, locale)).toBe("unclear");
  });

  it.each([
    ["en", "snooze it again", "snooze"],
    ["en", "done ✅", "done"],
    ["en", "please stop reminding me about the gym", "stop"],
    ["de", "erledigt", "done"],
    ["de", "noch nicht", "not_yet"],
    ["de", "nochmal später bitte", "snooze"],
    ["fr", "c'est fait", "done"],
    ["fr", "pas encore", "not_yet"],
    ["nl", "het lidmaatschap is verlengd", "done"],
    ["de", "hab die Mitgliedschaft verlängert", "done"],
    // A bare "not yet" may carry a short reason.
    ["en", "not booked yet, prices are crazy", "not_yet"],
  ] as const)("%s: %j, every word accounted for (the thread's own in any form), stays sure", (locale, text, want) => {
    const summary = { en: "renew the gym membership", de: "die Mitgliedschaft verlängern", fr: "renouveler l'abonnement", nl: "het lidmaatschap verlengen" }[locale];
    expect(sure(text, locale === "en" && want === "not_yet" ? "book the flights" : summary, locale)).toBe(want);
  });

  it("a reply holding an action word is never other talk with high confidence", () => {
    for (const text of ["I'm at the airport, talk later", "snooze it for me once more pls", "nochmal verschieben wäre super"]) {
      expect(classifyReply(text, { summary: "send the invoice to Sam" }).intent, text).not.toBe("other");
    }
  });
});

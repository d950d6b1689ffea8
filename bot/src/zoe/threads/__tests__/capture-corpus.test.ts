/**
 * The offline capture on the development sentences (corpus/dev/capture-<code>.tsv, at least 30
 * commitments and 30 non-commitments per language, over 240 of each in English, German and Dutch
 * and 210 of each in French, Spanish, Portuguese and Italian, each batch written before the
 * capture was run on it), and corpus/dev/capture-<code>-outside.tsv (at least 80 of each per
 * language, written in other people's styles: phone typing without accents, formal, non-native,
 * rambling, dictated, lists, slang, labelled before the capture ran on them), and
 * corpus/dev/capture-<code>-third.tsv (over 80 of each per language, in shapes the first two do not
 * use: buried after small talk, several in one message, lists under a head, household plans,
 * infinitive notes, colloquial modals, indirect requests to be reminded; written and committed
 * before the capture ran on them), and corpus/dev/capture-<code>-fourth.tsv (23 or 24 non-commitments
 * per language that look like commitments in the shapes read since: a negation in one clause and a
 * promise in another, "jetzt"/"now" openers, a thing and its time before a dash, chores of others,
 * schedules; labelled before the rules changed), and corpus/dev/capture-<code>-fifth.tsv (45 commitments and
 * 33 non-commitments per language, written and committed before the capture ran on it: phone haste, several in
 * one message, the promise as the second sentence, chores as headings, promises to others reported, deadlines
 * in many forms, a modal in the past said of the future, and look-alikes of each), and
 * corpus/dev/capture-<code>-sixth.tsv (45-49 commitments and 35-41 non-commitments per language, written and
 * committed before the capture ran on it, as owners of other trades and ages write: verbs no cue names, no modal,
 * the subject left out, the thing said first, passives, things to do or promised with no verb, double negations,
 * conditions, one commitment in a long message; look-alikes: others' duties, the past, hypotheticals, general
 * truths, recipes and instructions to others, questions, sarcasm), and in every language
 * corpus/dev/capture-<code>-seventh.tsv (in en, de, nl 48 messages with 52 commitments and 37 non-commitments; in fr,
 * es, pt, it 49 commitments and 36 non-commitments; each written and committed before the capture ran on it, in
 * registers the six others lack: a teenager texting, a lawyer, a farmer, a shop owner, a researcher, dictation
 * without punctuation; typos, abbreviated days, emoji, a time heading a to-do line, several to-dos in one message,
 * promises to others, notes to self; look-alikes of each), and in en, de, nl corpus/dev/capture-<code>-eighth.tsv (64-66
 * commitments and 63-64 non-commitments each, written and committed before the capture ran on it, as people type in
 * chats: modals and obligations, plans that still stand, the present with a time first, promises in replies, to-dos
 * as fragments with "!!", reminders asked for, lists with no head, dictation run-ons, Swiss, Austrian and Flemish
 * forms, typos; look-alikes: reports, others' plans, wishes, questions, complaints, notices, facts with a time,
 * plans dropped), and in fr, es, pt, it corpus/dev/capture-<code>-eighth.tsv
 * (52-56 commitments and 62-84 non-commitments, written and committed before the capture ran on it: obligations, near
 * futures, the present and a time, promises to others, shouted fragments, dictation with fillers, Québec, voseo, Brazilian
 * "a gente", southern Italian, typos; look-alikes: facts under a note's head, moved meetings, others' plans, outings with
 * friends, wishes, questions, complaints, the past, cancelled plans, a duty said to a group), and in
 * en, de, nl corpus/dev/capture-<code>-ninth.tsv (42 commitments and 40 non-commitments each, written and committed before
 * the capture ran on it: notes to self with no time, a task taken up by "will do it" / "mach ich" / "doe ik", dictation
 * fillers, an errand's noun and a time; look-alikes: instructions, recipes, others' duties, the same said done), and in en, de, nl
 * corpus/dev/capture-<code>-tenth.tsv (52-53 commitments and 53-54 non-commitments each, written and committed before the capture
 * ran on it, as people type to an assistant on a phone: notes-app lists with no marks or parted by "; ", shorthand heads ("to book:",
 * "pending:"), hedges, a promise buried in a long message or made to someone by name, weekday-only times, Swiss, Austrian and
 * Flemish forms, typos; look-alikes: diary lines in the past, questions to self, shopping lists, others' lists, notices), and in fr,
 * es, pt, it corpus/dev/capture-<code>-tenth.tsv (55 commitments and 54-55 non-commitments each, written and committed before
 * the capture ran on it: lists pasted from a notes app, shorthand heads ("besoin :", "urgente:"), bare to-dos with no time,
 * "faudrait que" / "tendría que" / "devia" / "dovrei", promises to someone by name, a day alone, one commitment in a long
 * message, Québec, Belgian, Rioplatense, Mexican, Brazilian and southern forms; look-alikes: diary lines in the past with no
 * subject, questions to self, recipes, doses, notices, headlines, others' duties, lists of what is done), and in fr, es, pt, it
 * corpus/dev/capture-<code>-eleventh.tsv (50 commitments and 41-43 non-commitments each, written and committed before the capture
 * ran on it, by writers the ten others did not sound like: a nurse on shifts, a plumber dictating, a student's lowercase shorthand
 * ("g promis", "tengo q", "q passo"), a manager's clipped notes, a parent in the family chat, Québec, Belgian "tantôt", Latin
 * American vocatives, Brazilian and European Portuguese, Roman and Neapolitan cut infinitives, learners' grammar; a clock hour in
 * words after a day, a subject said after the verb; look-alikes: reports, others' duties, wishes, regrets, questions without
 * their mark, complaints, habits, news, plans called off), and in fr, es, pt, it corpus/dev/capture-<code>-twelfth.tsv (50 commitments
 * and 40 non-commitments each, written and committed before the capture ran on it, by writers the eleven others did not sound like:
 * a retiree's long formal sentences, a teenager's slang and emoji, a freelancer, a caregiver, a shop owner, a coach, a researcher,
 * Québec, Belgian, Mexican, Argentinian, Brazilian, European Portuguese, Neapolitan and Milanese forms; promises reported with
 * "que", deadlines before an event, obligations with the thing as subject; look-alikes: the same done, others' duties, wishes,
 * hypotheticals, questions, complaints, habits, news read out with "dit la radio");
 * and in en, de, nl
 * corpus/dev/capture-<code>-eleventh.tsv (60-63 commitments and 50 non-commitments each, written and committed before the capture
 * ran on it, by writers the ten others do not sound like: a nurse on shifts, a plumber dictating, a student in lowercase with
 * typos, a manager's action items ("Action: me -"), a parent in a family chat asking anyone to remind them, Swiss, Austrian and
 * Flemish forms ("am Zischtig", "heuer", "seffens"), second-language word order ("nächste Woche ich mache fertig …"); look-alikes:
 * the same done, others' action items, wishes, questions, complaints, habits, news, plans dropped), and in en, de, nl
 * corpus/dev/capture-<code>-twelfth.tsv (65 commitment rows and 51 non-commitments each, written and committed before the capture ran
 * on it, by writers the eleven others do not sound like: a retiree in long formal sentences, a teenager with slang and emoji, a
 * freelancer's invoices, a caregiver for a parent, a shop owner, a coach, a researcher, regional forms; promises reported with "that",
 * deadlines before an event ("before we open", "vor Ladenschluss", "voor de training van donderdag"), a paper as the subject of what
 * has to go out; look-alikes: reports, others' tasks ("Tom picks the girls up today"), wishes, questions, complaints, habits, news), and in en, de, nl
 * corpus/dev/capture-<code>-thirteenth.tsv (59-61 commitment rows and 51-52 non-commitments each, written and committed before the capture ran
 * on it, by a night-shift nurse, a farmer, a PhD student, a bus driver dictating, a grandparent, a founder, Swiss, Austrian, Bavarian and
 * Flemish writers; "dass ich" / "dat ik" with the verb last, deadlines before an event, the thing as subject; held at floors of its own), and in en, de,
 * nl corpus/dev/capture-<code>-fourteenth.tsv (57-63 commitment rows and 48-52 non-commitments each, written and committed before the capture ran on it,
 * by a plumber, a teacher, a musician on tour, a parent typing one-handed, a retired engineer, a learner, a social-media manager, Berlin, Ruhrpott,
 * Cologne, Limburg, Brabant, Irish, Australian and Indian-English writers; held at floors of its own), and in en, de, nl
 * corpus/dev/capture-<code>-fifteenth.tsv (62 commitment rows and 53 non-commitments each, written and committed before the capture ran on it,
 * by an electrician on call, a hospital porter, a ballet teacher, a cycle courier, a pharmacist, a tax adviser, Turkish and Polish learners,
 * a gamer, Hamburg, Saxon, Swabian, Groningen, Rotterdam, Surinamese-Dutch, Welsh, South African and Canadian writers; held at floors of its
 * own), and in fr,
 * es, pt, it corpus/dev/capture-<code>-thirteenth.tsv (50-52 commitment rows and 40-41 non-commitments each, written and committed before the
 * capture ran on it, by a plumber, a teacher, a touring musician, a one-handed parent, a retired engineer, a learner, a social-media manager,
 * Romandie, Marseille, the Canaries, Chile, Colombia, Angola, Mozambique, northern Portugal, Ticino, Sicily, Rome and Venice; papers that have
 * to go out, promises told as assurances, "vou estar" + gerund; held at floors of its own), and in fr, es, pt, it
 * corpus/dev/capture-<code>-fourteenth.tsv (49-52 commitment rows and 38-40 non-commitments each, written and committed before the capture
 * ran on it, by an on-call electrician, a hospital porter, a ballet teacher, a courier cyclist, a pharmacist, a tax adviser, a gamer,
 * Romanian- and Ukrainian-born learners, Lyon, Toulouse, Brittany, Andalusia, Galicia, Peru, Uruguay, Cape Verde, the Azores, Minas
 * Gerais, Bahia, Sardinia, Bologna and Puglia; promises to someone with a title ("à M. Bernard"), regional tags after the time, a vehicle's
 * time as the deadline; held at floors of its own), and corpus/dev/capture-en-sixteenth.tsv, capture-de-seventeenth.tsv and
 * capture-nl-seventeenth.tsv (46-49 commitment rows and 35-37 non-commitments each, written and committed before the capture ran on it, by a
 * train conductor, a florist, a night-shift guard, a dog walker, a software tester, a carer, a church volunteer, a hairdresser, Texan, New
 * Zealand, Geordie, Jamaican-English, Kiel, Thuringian, Palatinate, Brussels, Twente and Amsterdam writers; held at floors of its own): what the
 * owner states as an intention, obligation, promise or to-do is tracked, with the due phrase
 * ([bracketed] in the file) out of the summary; what is not one stays untracked. The held-out
 * sentences (eval/heldout) are the measure; these are for development only.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../../base/locales.ts";
import { extractCommitments } from "../capture.ts";
import { pack } from "../../lang/index.ts";

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "corpus", "dev");

/** The languages of the twelfth batch held at floors of their own below (capture-north12; the others' are in their known misses). */
const TWELFTH: readonly Locale[] = ["en", "de", "nl"];

/** Every development file of a language: the team's own, and the sentences written in other people's styles. */
const FILES = (locale: Locale) => [
  `capture-${locale}.tsv`,
  `capture-${locale}-outside.tsv`,
  `capture-${locale}-third.tsv`,
  `capture-${locale}-fourth.tsv`,
  `capture-${locale}-fifth.tsv`,
  `capture-${locale}-sixth.tsv`,
  // The seventh batch (capture-north: en, de, nl; capture-south: fr, es, pt, it; issue 35).
  `capture-${locale}-seventh.tsv`,
  // The eighth batch (capture-north8: en, de, nl; capture-south8: fr, es, pt, it; issue 35).
  `capture-${locale}-eighth.tsv`,
  // The ninth batch (capture-north9: en, de, nl; capture-south9: fr, es, pt, it; issue 35): bare notes, errands by a noun and a time,
  // a task picked up in the next clause, a deadline before a present, fillers.
  `capture-${locale}-ninth.tsv`,
  // The tenth batch (capture-north10: en, de, nl; capture-south10: fr, es, pt, it; issue 35): notes-app lists with no marks,
  // shorthand heads, bare to-dos with no time, hedges, a promise buried in a long message or made to someone by name,
  // weekday-only times, questions to self, diary lines in the past.
  `capture-${locale}-tenth.tsv`,
  // The eleventh batch (capture-south11: fr, es, pt, it; capture-north11: en, de, nl; issue 35): a nurse on shifts, a plumber
  // dictating, a student's lowercase shorthand, a manager's clipped notes and action items, a parent in the family chat,
  // regional (Québec, Belgian, Roman, Neapolitan, Swiss, Austrian, Flemish) and learners' forms.
  `capture-${locale}-eleventh.tsv`,
  // The twelfth batch (capture-north12: en, de, nl; capture-south12: fr, es, pt, it; issue 35): a retiree, a teenager, a
  // freelancer, a caregiver, a shop owner, a coach, a researcher, regional forms (Québec, Belgium, Mexico, Argentina, Brazil,
  // Portugal, Naples, Milan); promises with "that"/"que", deadlines before an event, papers that have to go out, obligations
  // with the thing as subject.
  `capture-${locale}-twelfth.tsv`,
];

/**
 * A file's rows: "c" one commitment, "c2"/"c3" a message holding that many, "n" none; "\n" in a
 * message is a line break (a list written one item a line), every [bracketed] phrase a due phrase.
 */
function rows(locale: Locale, files = FILES(locale)): Array<{ commitment: boolean; count: number; text: string; due: string | null; dues: string[] }> {
  return files
    .flatMap((f) => readFileSync(path.join(DIR, f), "utf8").split("\n"))
    .filter((l) => l.trim() && !l.startsWith("#"))
    .map((l) => {
      const [kind, sentence] = l.split("\t") as [string, string];
      const count = kind === "n" ? 0 : kind === "c" ? 1 : Number(/^c(\d)$/.exec(kind)?.[1] ?? Number.NaN);
      if (!Number.isInteger(count)) throw new Error(`not a label: ${kind} (${sentence})`);
      const dues = [...sentence.matchAll(/\[(.+?)\]/g)].map((m) => m[1]!);
      return { commitment: count > 0, count, text: sentence.replace(/[[\]]/g, "").replace(/\\n/g, "\n"), due: dues[0] ?? null, dues };
    });
}

/**
 * A commitment under a condition on the world ("S'il pleut samedi, je range le grenier"): the condition
 * hedges it as it hedges "Si j'ai le temps, je range le garage" and "Si llueve mañana tendré que cancelar la
 * barbacoa" (the capture cannot tell a condition that still commits from a doubt; a miss can be said again).
 */
const CONDITIONS: Record<"fr" | "es" | "pt" | "it", string[]> = {
  fr: ["S'il pleut samedi, je range le grenier", "Si le client ne répond pas d'ici midi, je le rappelle"],
  es: ["Si llueve el sábado, ordeno el desván", "Si el cliente no contesta antes de mediodía, lo vuelvo a llamar"],
  pt: ["Se chover no sábado, arrumo o sótão", "Se o cliente não responder até ao meio-dia, ligo-lhe outra vez"],
  it: ["Se piove sabato, riordino la soffitta", "Se il cliente non risponde entro mezzogiorno, lo richiamo"],
};

/** Commitments the capture still misses, on purpose or not yet: each is said here, so a new miss fails. */
const KNOWN_MISSES: Partial<Record<Locale, string[]>> = {
  // A note that names the thing before the verb ("dentist appt - book it"): not yet read.
  // "My goal for today: …" is a goal (goals/capture.ts reads it), not a thread; the same in German and Dutch.
  // A hedge taken back in the same sentence: the hedge wins (a phantom nags, a miss can be said again).
  // "I'm off to …" said of now, then corrected to tomorrow: a correction mid-sentence is not read.
  // "stop putting off … and book it": "stop" opens a figure of speech as often; "must not forget: <a noun>" names no task.
  en: [
    "I should probably, no, I WILL clean the garage on Sunday",
    "Right, I'm off to cancel that subscription now — actually tomorrow",
    "My goal for today: clear my inbox",
    "Note to self: stop putting off the dentist and book it this week",
    "must not forget: the gas reading on the 1st",
    // Sixth batch. A condition, however sure ("if it rains I'll …", "… if it hasn't landed"): a hedge, as "If it rains tomorrow I'll have to cancel the barbecue" is.
    // A thing with no verb and a deadline ("Library books back by Tuesday", "Sunday = meal prep"), a thing that
    // goes somewhere ("Invoice … goes out Monday", "Minutes … have to go out"), being on a rota ("I'm on school pickup"), "off Wednesday so that's when …".
    "If it rains on Saturday I'll sort the loft out instead",
    "I'm on school pickup Thursday",
    "Library books back by Tuesday or I get fined",
    "dissertation draft to my supervisor by the 15th",
    "Three long days in a row and then the car goes in for its service on Monday",
    "off Wednesday so that's when I deal with the bank",
    "Chasing the Hartley payment tomorrow if it hasn't landed",
    "Grandson's birthday card to post by Wednesday",
    "Sunday = meal prep for the week",
    "if Tom can't make it I'll collect Gran from the station at 6",
    // Seventh batch: a thing promised in a state ("I promised it'd be ready"), not an act of the owner's.
    "Mrs Patel's order - I promised it'd be ready Saturday",
    // Eighth batch. "should prob(ably)" hedges; a task said first and then taken up by "it"/"them" ("I meant to order …, will do it
    // tomorrow"); "!!" after a bare English verb ("Call dentist!!") is said to others as often ("Have fun!!"); a bare note with no
    // time; a "maybe" in a second clause hedges the first; a second task after "and I also need to" has the only time (a first half
    // with no time of its own is read as one errand run, as "I'm going to cook … and then I'll finish … tonight").
    "should prob water the tomatoes tonight its been so hot",
    "ok so tomorrow i need to call the electrician about the sockets and then maybe grab lunch with tom if he's free",
    "right so i need to pay the window cleaner and i also need to book the car in for a service next week",
    "havent done the expenses yet, must do them tomorow",
    // Ninth batch. A note to self with no time and no "!" ("renew car insurance") is not read: no rule yet tells it from an
    // instruction or a recipe step ("Take two tablets with water"); a task said by its participle and a negation ("still haven't
    // booked the vet, doing it …") says no task a note can; "now" is no due phrase; an errand named by one word ("haircut friday").
    "get a birthday card for Dad",
    "transfer rent to Sam",
    "make an appointment with the optician",
    "still haven't booked the vet, doing it first thing tomorrow",
    "didn't get round to the tax return, doing it this weekend",
    "the recycling form still isn't filled in, I'll do it after lunch",
    "haven't answered Tom's email yet, will do it tonight",
    "I keep forgetting to top up the oyster card, doing it now",
    // Tenth batch. "need:" over a
    // thing reads as a notice as often ("need: valid photo ID at the door"); "probably" hedges; an outing named by a noun, a
    // person and a time ("gym with Tom thurs 7am"); a debt said first and taken up by "will do it" ("I owe Raj a call").
    "need: passport photos for Noah",
    "probably ought to book the vet for the cat's jabs",
    "gym with Tom thurs 7am",
    "I owe Raj a call, will do it tomorrow",
    // Eleventh batch. "prolly" hedges as "probably" does; a learner's present with the subject first ("I go to the city hall on
    // Wednesday") reads as a habit as often ("I go to the gym on Wednesday").
    "prolly gonna go to the library tmrw morning to print my poster",
    "I go to the city hall on Wednesday for register my address",
    // Twelfth batch: an upside-down face closes a sentence said in irony (capture.ts `IRONY`), though a teenager also sends it resigned.
    "have to hand in my permission slip on monday 🙃",
  ],
  // "schau mir … an", "kijk … naar" (look into) read as much as watching ("ich schaue heute Abend einen Film"): not a cue with a time.
  // A verb with no subject and no cue ("ok buch das Hotel", "ruf ihn heute Abend an") reads as much as an order to someone else.
  // A learner's verb that does not agree ("Ich rufen"). (A day over one compound noun, "Morgen: Zahnarzttermin", is read since capture-north20: an
  // errand's noun with its time said first.)
  // A noun before "nicht vergessen!" is no note (a "nicht" in a clause before the promise hedges only its own clause).
  // A subjectless verb before "wenn ich da bin" (as "ruf ihn heute Abend an"); a passive done by a date and then "ich kümmer mich"; an idiom ("sich hinter … hängen").
  de: [
    "Ich schau mir am Wochenende den kaputten Zaun an",
    "ok buch das hotel heute noch",
    "Mein Ziel für heute: Posteingang leeren",
    "Ich rufen morgen den Klempner an",
    "Milch nicht vergessen auf dem Heimweg!",
    "im zug, kein netz. ruf die werkstatt an wenn ich da bin",
    "Der TÜV muss bis Monatsende gemacht sein, ich kümmer mich",
    "Ich häng mich gleich morgen früh hinter den Klempner",
    // Sixth batch: a condition ("Wenn's … regnet", "Falls Tom …"); a thing with no verb and a deadline ("Bibliotheksbücher bis Dienstag zurück",
    // "Freitag: Steuer"), a thing that goes or comes somewhere ("geht Montag raus", "kommt das Auto in die Inspektion", "muss … raus"), a thing as
    // the subject ("kriegt Ines von mir", "kommt … dran"); a subjectless verb ("Verlängere", "Hake … nach", "Kümmere mich … , bevor …"); "Ich bin … dran".
    "Wenn's am Samstag regnet, räum ich halt den Dachboden auf",
    "Ich bin Donnerstag mit Abholen dran",
    "Heute Abend kommt die Literaturliste dran, kein Netflix",
    "Bibliotheksbücher bis Dienstag zurück, sonst Mahngebühr",
    "Entwurf der Bachelorarbeit an den Betreuer bis zum 15.",
    "Drei lange Dienste am Stück und am Montag kommt das Auto in die Inspektion",
    "Die Rechnung an Brightwave geht Montag raus",
    "Hake morgen bei Hartley wegen der Zahlung nach, falls bis dahin nichts da ist",
    "Die Logo-Entwürfe kriegt Ines bis Donnerstag von mir",
    "Angebot für Familie Dunmer bis Ende der Woche",
    "Der Dienstplan für Dezember bleibt an mir hängen, mach ich bis Freitag",
    "Schulde dem Team ein Update zur Umstrukturierung, kommt morgen im Standup",
    "Die Tomaten müssen nächste Woche raus ins Beet",
    "Kümmere mich heute um die Hausratversicherung, bevor die sich automatisch verlängert",
    "Falls Tom es nicht schafft, hole ich Oma um 18 Uhr am Bahnhof ab",
    // Seventh batch: "ich habe … zu" with a date after a deadline the grammar does not place; a subjectless verb no promise list
    // names and no -e ("Treib"); a condition ("wenn keiner da ist"); a negation in a clause after the promise ("ihr geht's nicht
    // gut") hedges all of it, as "…, mach ich aber nicht" must.
    "Ich habe die Akte Meier vor der Verhandlung am 14. durchzusehen",
    "Treib morgen früh die Färsen auf die Flusswiese",
    "Shampooniere morgen die Teppiche, wenn keiner da ist",
    "Ich sollte heute Abend Oma anrufen, ihr geht's nicht gut",
    // Eighth batch: a bare note with no time and no "!" (read as a to-do it tracks more look-alikes than it catches: "Zwei
    // Tabletten … einnehmen", "Wär schön, … auszuschlafen"); "und dann muss ich …" (the verb before "ich" right after
    // the joiner); "…, mach ich morgen" with the task in the clause before.
    "Termin für den Reifenwechsel ausmachen",
    // Ninth batch, as in English: a note with no time; a participle after "noch nicht" ("Tierarzt immer noch nicht angerufen, erledige
    // ich …") and a passive before "mach ich"; "jetzt" is no due phrase; an errand named by one word ("Zahnarzt Donnerstag").
    "Termin beim Zahnarzt ausmachen",
    "Tierarzt immer noch nicht angerufen, erledige ich morgen früh",
    "hab die Bank nicht zurückgerufen, mach ich morgen",
    "Steuererklärung immer noch nicht gemacht, mach ich am Wochenende",
    "das Formular für den Müll ist noch nicht ausgefüllt, mach ich nach dem Mittagessen",
    "Toms Mail noch nicht beantwortet, das mach ich heute Abend",
    "vergesse ständig die Bahncard zu verlängern, das erledige ich jetzt",
    // Tenth batch: "brauche:" as English "need:"; "eigentlich" hedges (a promise of a state, "dass die Zahlen … fertig sind", is read
    // since the sixteenth English batch, capture-north16); an outing by a noun and a time; a day's short name inside a clause ("Mo", "Fr": a head's only,
    // as "Fr." is also Frau); Swiss and Austrian subjects and days ("I mues", "morn", "heut", "am Fritig"); a debt taken up by "mach ich".
    "brauche: Passfotos für Noah",
    "müsste eigentlich das Auto vor Freitag waschen lassen",
    "Sport mit Tom Do 7 Uhr",
    "Ich geb die Formulare Mo ab",
    "mach Fr den Großeinkauf",
    "I ruf heut no beim Magistrat wegen dem Parkpickerl an",
    "ich schulde Raj noch einen anruf, mach ich morgen",
    // Eleventh batch. A time the grammar does not read ("vor dem Spätdienst"; "vor sieben", an hour in words after "vor", is read since the fourteenth batch); a thing that has
    // to go somewhere ("Rechnung … muss raus", "der Bus muss zum TÜV"), as in English; a noun note with no verb ("Rückmeldung an …");
    // no time; Swiss "muess … go poschte" and "ruef … a" (no cue or present the pack reads); "schau mir … an" as above; "mit dem … dran".
    "der Bus muss diese Woche noch zum TÜV sonst läuft die Plakette ab",
    "Rückmeldung an Rechtsabteilung wg. NDA morgen",
    "Ich mach die Lasagne fürs Sonntagsessen, braucht also keiner mitbringen",
    "muess morn no go poschte",
    "ich ruef am Mäntig de Vermieter a",
    "ich schau mir heute Abend deinen Lebenslauf an und meld mich",
    "ich bin am Samstag mit dem Tischreservieren dran",
    // Twelfth batch: a subjectless verb with its time after the object ("schreib Lea nach dem Training zurück", "bring Papa … vorbei"), as above;
    // an upside-down face, as in English; Bavarian, Palatine and Swiss subjects and modals ("Ich mues"; "Isch muss" is read since the
    // fourteenth batch, Swabian "I muss" and a state at a place by a date, "muss … beim Finanzamt sein", since the fifteenth; "I ruaf",
    // "I hol … no"), which the cues do not read.
    "schreib Lea nach dem Training zurück safe",
    "muss am Montag den Zettel für den Ausflug abgeben 🙃",
    "bring Papa nach der Arbeit noch die Einkäufe vorbei",
    "I ruaf heit Abend no d'Oma o",
  ],
  // "Ik kijk … naar" and "ok boek …" as in German; "ok ik reserveer …" as "ok je réserve …"; a perfect infinitive ("af hebben geverfd").
  // "heb oma beloofd … langs te komen": one word promised. "Ik denk dat ik …" (I think I will): "dat" is no verb said before "ik"
  // (since the fifteenth batch), and the thought is read as no promise (it was tracked as "denk de sollicitatie opstuur").
  nl: [
    "Ik kijk dit weekend naar het kapotte hek",
    "ok boek het hotel vandaag nog",
    "heb oma beloofd volgend weekend langs te komen",
    "Mijn doel voor vandaag: inbox leegmaken",
    "ok ik reserveer de tafel voor 4",
    "Ik wil de gang voor het weekend af hebben geverfd",
    "Melk niet vergeten op weg naar huis!",
    "Ik denk dat ik de sollicitatie voor de 15e opstuur",
    // A day as "do" after a negation; "als ik er ben" is a condition as often as a time; a passive done by a date and then "ik regel het"; "moest" is as often the past.
    "kan nu niet bellen, moet de opvang betalen voor do",
    "in de trein, geen bereik. bel de garage als ik er ben",
    "De APK moet voor het eind van de week gebeurd zijn, ik regel het",
    "Ik moest de inboedelverzekering voor de 20e verlengen, moet nog steeds",
    // Sixth batch, as in German: a condition; a thing with no verb and a deadline, a thing that goes somewhere, a thing as the subject
    // ("Ines krijgt … van me", "is … aan de beurt"); a subjectless verb ("Verleng", "… nabellen … als …"); "Ik sta … op ophalen"; "belangrijkste is
    // dat ik … bel" (a subordinate clause); a note followed by "voor die …" (a clause read as a deadline).
    "Als het zaterdag regent ruim ik de zolder op",
    "Ik sta donderdag op ophalen",
    "Vanavond is de literatuurlijst aan de beurt, geen netflix",
    "Bibliotheekboeken voor dinsdag terug, anders boete",
    "Concept van de scriptie naar mijn begeleider voor de 15e",
    "Drie lange diensten achter elkaar en maandag gaat de auto naar de garage",
    "De factuur voor Brightwave gaat maandag de deur uit",
    "Morgen Hartley nabellen over de betaling als er nog niks binnen is",
    "Ines krijgt de logo-schetsen donderdag van me",
    "Offerte voor de familie de Vries voor het eind van de week",
    "Ben het team nog een update over de reorganisatie schuldig, komt morgen in de standup",
    "Voor donderdag moeten de notulen van de teamdag eruit",
    "De tomaten moeten volgende week de grond in",
    "Wat een dag, printer twee keer vast en Karin liep weer te zeuren over parkeren. Maar goed, belangrijkste is dat ik morgenvroeg de verhuurder bel over het vocht. De kat is trouwens weer beter.",
    "Inboedelverzekering vandaag regelen voor die automatisch verlengd wordt",
    "Als Tom het niet redt haal ik oma om 18 uur van het station",
    // Seventh batch: a subjectless verb no promise list names ("Richt … in"); a thing
    // promised in a state ("dat die … klaarligt"); a negation in a clause after the promise, as in German.
    "Richt vanavond na sluitingstijd de etalage opnieuw in",
    "Bestelling van mevrouw Bakker - heb haar beloofd dat die zaterdag klaarligt",
    "Ik zou oma vanavond moeten bellen, ze is niet lekker",
    // Eighth batch: "zou" without "moeten" or "nog" ("Ik zou vandaag … geven") is a wish as often; a bare note with no time, as in
    // German; "…, doe ik morgen" with the task in the clause before; "zo" (soon) is no time.
    "Ik zou vandaag de planten van de buren water geven, heb het beloofd",
    "afspraak maken voor de apk",
    "ik bel je zo terug",
    // Ninth batch, as in German: a note with no time; a participle after "nog niet" ("bank nog niet teruggebeld, regel ik …"), a
    // passive or "achter … aan" before "doe ik"; "nu" is no due phrase; an errand named by one word ("tandarts donderdag").
    "afspraak bij de tandarts maken",
    "de verhuurder mailen over de cv-ketel",
    "reageren op de uitnodiging van Jenny",
    "afspraak maken bij de opticien",
    "dierenarts nog steeds niet gebeld, doe ik morgenochtend",
    "de dakgoot moet schoongemaakt, doe ik zaterdag",
    "bank nog niet teruggebeld, regel ik morgen",
    "belastingaangifte nog steeds niet gedaan, doe ik dit weekend",
    "het formulier voor het afval is nog niet ingevuld, doe ik na de lunch",
    "mail van Tom nog niet beantwoord, dat doe ik vanavond",
    "vergeet steeds de ov-kaart op te waarderen, doe ik nu",
    "achter de offerte voor de ketel aan, doe ik maandag",
    // Tenth batch: a compound head ("weekendklusjes:"), "nodig:" as English "need:"; "als" hedges ("als ze in Spanje zijn"); an outing by a noun and a time; a day's short
    // name inside a clause ("ma" is also mum's); a typo in the time ("vanavnd"); a debt taken up by "doe ik".
    "weekendklusjes: dakgoot schoonmaken, achterhek verven",
    "nodig: pasfoto's voor Noah",
    "tegen de buurvrouw gezegd dat ik de kat voer als ze in Spanje zijn",
    "sporten met Tom do 7 uur",
    "Ik breng de formulieren ma langs",
    "ik ben Raj nog een belletje schuldig, doe ik morgen",
    // Eleventh batch, as in German ("moet … de deur uit", "moet door de APK"; "voor de late dienst" and "voor zevenen" are read since the
    // thirteenth); "einde dag" under
    // a head with no verb; two phrases after a note's verb ("terugkoppelen met … over …"); "kijk … door" as "kijk … naar".
    "de bus moet deze week nog door de APK anders verloopt ie",
    "AP: herzien organigram naar HR einde dag",
    "terugkoppelen met juridische afdeling over NDA morgen",
    "ik kijk vanavond je cv door en laat het je weten",
    // Twelfth batch: an upside-down face, as in English.
    "moet maandag het toestemmingsbriefje inleveren 🙃",
  ],
  // "tô devendo uma ligação …, ligo amanhã": the promise in the second clause is one word ("ligo").
  // "disse … que tinha … pronta": "tinha" is as often the past as a promise told of.
  // "há … para marcar"; a promise of a thing with no verb ("prometi … panquecas").
  pt: [
    "tô devendo uma ligação pra minha mãe, ligo amanhã",
    "disse ao chefe que tinha a apresentação pronta até às 17h",
    "Prometi aos miúdos panquecas amanhã de manhã",
    // "D." ends a sentence before the verb; a thing said first with no pronoun to take it up ("O pneu furado levo …") is read as a noun.
    "O orçamento da D. Graça mando-lho amanhã",
    "O pneu furado levo pra trocar amanhã ao meio-dia",
    ...CONDITIONS.pt,
    // Seventh batch. Two errands joined by "e depois" under one time: one errand run, as "water the plants and feed
    // the cat tonight" is; the object of "mando" said in the clause before it ("esqueci de mandar o cheque, mando amanhã").
    "olha amanhã passo nos correios pra buscar a encomenda e depois vou na lavanderia",
    "esqueci de mandar o cheque, mando amanhã",
    // Eighth batch, as in French: an errand's noun and a time; a head with a task on its line; dictation with "é … e é".
    "compras hoje à noite: leite, ovos, massa\nligar à mãe\nimprimir os bilhetes",
    "anota amanhã de manhã é ligar pro cartório e é mandar a nota fiscal pro Pereira",
    // Ninth batch (capture-south9): an errand named by a noun and a time with no verb (read as a to-do only under a day's head: as a line of its own it reads as a fact with a time as often, "dentiste de Léa jeudi"); a filler before an infinitive note; not read yet (a bare to-do note with no time is read since the tenth batch, when an errand's verb opens it).
    "email pro contador até dia 17",
    "farmácia hoje à noite pela receita da mãe",
    "ligação pro banco amanhã por causa do empréstimo",
    "mercado hoje à noite: leite, ovos, massa",
    "lavandaria terça buscar o fato",
    "consulta fisio semana que vem marcar",
    "reclamação na Vivo amanhã de manhã",
    "é ligar pra babá hoje à noite por causa de quarta",
    // Tenth batch (capture-south10): "tem que" with no subject is as often said to anyone ("Ótimo, tem que refazer a escala …").
    "tem que reservar o restaurante pro aniversário da mãe",
  ],
  // Outside style: a present with no time after "ok" ("ok je réserve la table") is as often said of the moment.
  // A head with a dash after "du jour"; a promise after a clause of someone else's subject.
  // "il y a … à réserver".
  fr: [
    "ok je reserve la table pour 4",
    "priorité du jour - répondre aux auditeurs",
    "D'ici vendredi il faut que les slides soient prêtes, je m'y mets",
    // A verb with no subject ("Passe chez …") is as often an order to someone else.
    "Passe chez le notaire jeudi pour signer",
    ...CONDITIONS.fr,
    // Seventh batch: a condition on the weather ("si le temps le permet") hedges as any condition does; two errands
    // joined by "et après" under one time are one errand run.
    "je sème le blé la semaine prochaine si le temps le permet",
    "ok donc demain je passe à la poste récupérer le colis et après je file au pressing",
    // Eighth batch: an errand named by its noun and a time, with no verb ("rdv véto pour Filou cette semaine"), as
    // "Library books back by Tuesday"; a head with a task on its own line and others under it unheaded; dictation
    // with fillers ("euh"); Québec "chu supposé" (its "à soir" is kept as said since the twelfth batch); "jpasse" glued.
    "courses ce soir : lait, œufs, pâtes\nrappeler maman\nimprimer les billets",
    "note demain matin euh appeler le notaire et euh envoyer la facture à Dupont",
    "Chu supposé envoyer mes impôts avant le 30 avril",
    "jpasse a la banque demain aprem",
    // Ninth batch (capture-south9): an errand named by a noun and a time with no verb (read as a to-do only under a day's head: as a line of its own it reads as a fact with a time as often, "dentiste de Léa jeudi"); a filler before an infinitive note; not read yet (a bare to-do note with no time is read since the tenth batch, when an errand's verb opens it).
    "mail au comptable avant le 17",
    "pharmacie ce soir pour l'ordonnance de maman",
    "appel banque demain pour le prêt",
    "pressing mardi récupérer la veste",
    "relance client Dubois demain matin",
    // Tenth batch (capture-south10): Belgian "savoir" for "pouvoir" ("je saurai te rendre …") reads as "I will know", a state.
    "Je saurai te rendre ta foreuse dimanche",
  ],
  es: [
    "vale reservo la mesa para 4",
    "Les prometí a los niños tortitas mañana por la mañana",
    ...CONDITIONS.es,
    // Seventh batch: a "que" opening the sentence ("q mañana llevo yo …", "oye que mañana paso …") reads as another
    // clause's; "hay q" with no time; two errands joined by "y luego" under one time are one errand run.
    "q mañana llevo yo los apuntes a clase",
    "hay q fumigar los olivos antes de que llueva",
    "oye que mañana paso por correos a recoger el paquete y luego voy a la tintorería",
    // Eighth batch, as in French: an errand's noun and a time; a head with a task on its line; dictation with "eh";
    // "vale entonces" before the day.
    "compra esta noche: leche, huevos, pasta\nllamar a mamá\nimprimir los billetes",
    "apunta mañana por la mañana eh llamar al notario y eh mandar la factura a Pérez",
    "vale entonces el lunes me apunto al gimnasio ya decidido",
    // Ninth batch (capture-south9): an errand named by a noun and a time with no verb (read as a to-do only under a day's head: as a line of its own it reads as a fact with a time as often, "dentiste de Léa jeudi"); a filler before an infinitive note; not read yet (a bare to-do note with no time is read since the tenth batch, when an errand's verb opens it).
    "farmacia esta tarde por la receta de mamá",
    "llamada al banco mañana por la hipoteca",
    "compra esta noche: leche, huevos, pasta",
    "tintorería el martes recoger el traje",
    "cita fisio la semana que viene pedirla",
    "reclamación a Movistar mañana por la mañana",
    // Twelfth batch (capture-south12): "voy a casa de …" with the day first and the errand in an infinitive after it; a vocative
    // before the present ("tío te devuelvo …"); a request to be reminded after a day and "tenés que" (the request's lead is not read).
    "el sábado voy a casa de la abuela a ayudarla con el trastero, lo prometo",
    "tío te devuelvo los 10 pavos el lunes",
    "Mañana sí o sí tenés que recordarme de pagar el monotributo",
  ],
  // A present with no time is read only when its verb is an errand's ("disdico l'abbonamento", since capture-south17).
  // Two sentences, each with a present and a time: "Torno adesso dalla palestra" is said of the moment, and both are read.
  it: [
    "ok prenoto il tavolo per 4",
    "Torno adesso dalla palestra, mi sento benissimo. Cucino qualcosa di sano e poi finisco la lettera di presentazione stasera",
    // "prima delle 17" is no due phrase the grammar reads, so the first of two halves has no time of its own; "c'è … da prenotare";
    // a promise of a thing with no verb; "avevo detto che avrei portato" (a participle after the conditional).
    "Giornata piena. Chiamare il veterinario prima delle 17, poi ritirare la ricetta di Mia tornando a casa.",
    "Avevo detto che avrei portato la nonna dall'ottico giovedì",
    ...CONDITIONS.it,
    // "vado" said of a place is as often an outing ("vado al cinema"); read only with an infinitive.
    "Che piova o no, vado all'isola ecologica sabato",
    // Seventh batch: two errands joined by "e poi" under one time are one errand run; under a day and a dash, an
    // appointment named before the to-do ("appuntamento in banca, portare …") is read as no to-do.
    "senti domani passo in posta a ritirare il pacco e poi vado in lavanderia",
    // Eighth batch: "bisogna che" with a subjunctive; "entro venerdì" before the present ("ridò" is read since the fourteenth batch);
    // as in French, an errand's noun and a time, a head with a task on its line, dictation with "ehm".
    "Bisogna che prenoti il dentista",
    "mail al commercialista entro le 17",
    "spesa stasera: latte, uova, pasta\nchiamare mamma\nstampare i biglietti",
    "segna domani mattina ehm chiamare il notaio e ehm mandare la fattura a Bianchi",
    // Ninth batch (capture-south9): an errand named by a noun and a time with no verb (read as a to-do only under a day's head: as a line of its own it reads as a fact with a time as often, "dentiste de Léa jeudi"); a filler before an infinitive note; not read yet (a bare to-do note with no time is read since the tenth batch, when an errand's verb opens it).
    "mail al commercialista entro il 17",
    "farmacia stasera per la ricetta della mamma",
    "chiamata in banca domani per il mutuo",
    "spesa stasera: latte, uova, pasta",
    "tintoria martedì ritirare la giacca",
    "anagrafe venerdì per la carta d'identità",
    "reclamo a Tim domani mattina",
    "Bisogna che prenoti il dentista questa settimana",
    // Tenth batch (capture-south10): "finalmente" between a day and the present.
    "lunedì finalmente mi iscrivo in palestra",
    // Twelfth batch (capture-south12): "bro" before the present (not read as an opener); Neapolitan "aggia ì a pagà" (a cut infinitive after a cut one).
    "bro ti ridò i 10 euro lunedì",
    "dimane aggia ì a pagà 'o bollo d'a machina",
  ],
};

/** Words that open a summary only when the cue's lead was left in it ("I", "to", "noch", "dat ik"). */
const LEAD_LEFT: Array<[Locale, RegExp]> = [
  ["en", /^(?:i|i['’]ll|to|really|definitely|need to|have to|gonna|going to|try to|remember to|let me)\b/i],
  // "zu" before an article or a noun is where the task goes ("zu die Bank gehen", "zu Bank gehen", as a learner writes it), not a lead
  // (no "i" flag, so a capital tells the noun).
  ["de", /^(?:[Ii]ch|[Nn]och|[Uu]nbedingt|[Dd]ringend|[Ee]ndlich|[Mm]al|[Dd]ass|[Dd]aran|[Vv]ersprochen|[Zz]u(?!\s+(?:die|der|dem|den|einer|einem|meiner|meinem|meinen|deinen|seinen|ihren|unseren)\s)(?!\s+\p{Lu}))(?![\p{L}])/u],
  // "dat" before its subject is the cue's conjunction; before a noun it points at the thing ("dat boek uitlezen").
  ["nl", /^(?:ik|nog|even|ff|echt|dat(?=\s+(?:ik|je|jij|we|het|de|er|hij|ze|zij)(?![\p{L}]))|om|te|beloofd)(?![\p{L}])/iu],
];

/**
 * A day said before the verb is the due date only when the grammar reads all that comes before
 * the verb, at most an interjection ahead of it and a short word after it ("Bueno, mañana me
 * tengo que …", threads/capture.ts): a day the grammar does not read yet leaves the task tracked
 * without its date. Each is said here, so a new one fails.
 */
const KNOWN_DUE_LEFT: Partial<Record<Locale, string[]>> = {
  // Two commitments in one sentence: the first is tracked, and the time belongs to the second.
  // A deadline the grammar cannot place and no list of words holds ("while they're away") stays in the summary.
  // A day said in a head's possessive ("Tomorrow's job:") is not taken from the cue.
  en: [
    "Just got back from the gym, feeling good. I'm going to cook something healthy and then I'll finish the cover letter tonight",
    "hey so I promised the neighbours I'd water their plants while they're away",
    "Tomorrow's job: clear the gutters",
    // Eighth batch: "in 10" names no unit.
    "ill ring u back in 10",
    // Tenth batch: a deadline no list holds ("while they're in spain"); a typo in the time ("this evenin").
    "i said to my neighbour i'd feed the cat while they're in spain",
    "ill fix the leaking tap this evenin",
    // Eleventh batch: dictation with no stop between two sentences ("… this week it runs out on the 12th"): the later date is read.
    "I must get the van's MOT done this week it runs out on the 12th",
  ],
  // "vor 8" is a bare hour the grammar does not place inside a clause.
  // Tenth batch: "solange sie in Spanien sind" is no deadline the grammar places.
  de: ["denk dran ich muss das auto vor 8 umparken wegen straßenreinigung", "hab der Nachbarin gesagt, ich füttere die Katze, solange sie in Spanien sind"],
  // The cue said second ("todavía tengo que hacerlo") is read, and its "it" names the first.
  // "para lo del miércoles" is read as its noun's day since the twelfth batch; what a call is for ("pour mercredi", "per mercoledì")
  // beside a time of its own since capture-north27 (the pack's `dayFor`).
  es: ["Tenía que renovar el seguro de hogar antes del 20, todavía tengo que hacerlo"],
  // A "niet" hedges the Dutch reading, and English reads the rest without knowing "deze week".
  nl: ["Note to self: tandarts niet langer uitstellen en afspraak maken deze week"],
  // A short lone word inside a clause is a day only when typed without vowels ("dmn", "mñn"): "amnh" keeps its "a" and stays.
  // Eighth batch: "hoje ainda" (the day, then "still") and "no feriado" are no due phrases the grammar reads.
  pt: ["tenho q ligar pro inss amnh por causa do reembolso", "Vou mandar o relatório pro cliente hoje ainda", "a gente vai pintar o quarto da Alice no feriado"],
  // "il primo del mese" is no due phrase the grammar reads.
  it: ["Per favore fai in modo che io paghi l'affitto il primo del mese"],
};

/**
 * Non-commitments the capture still tracks: each is said here, so a new one fails (the ceiling is
 * these, on 400 to 525 non-commitments a language).
 */
const KNOWN_TRACKED: Partial<Record<Locale, string[]>> = {
  // Ninth batch: a step of directions ("tourner à gauche après …"), in every language; in Spanish a fact with a time and a dose ("reunión el jueves …, lo dijo la jefa", "Concierto el sábado …", "tomar dos comprimidos mañana y noche").
  // Ninth batch, as in English ("wollte …, hab ich heute früh gemacht").
  de: ["wollte den Tierarzt anrufen, hab ich heute früh gemacht"],
  // A complaint whose obligation is a noun's relative clause ("the forms I have to fill in … is ridiculous"), in three languages.
  // A general truth said as a passive with a time the grammar reads ("… about 80 days after"): "need scanning" reads as a to-do.
  // Ninth batch: a plan told in the past and then said done after a comma ("…, did it this morning") is read as the plan.
  // Tenth batch: "water" is a verb as often as a noun ("water off between 9 and 12"); a fact under "remember:" with its subject first ("the clocks go back").
  en: ["Honestly the amount of forms I have to fill in for this school is ridiculous", "Ewes need scanning about 80 days after tupping", "I was going to book the vet, did it this morning", "urgent - water off between 9 and 12 on tuesday", "remember: the clocks go back this weekend"],
  // A question without its mark, said with "really" ("De verdad tengo que …", "Tenho mesmo de …", "Devo davvero …"), reads as an emphatic obligation;
  // sarcasm said with praise ("Super, faut encore …, génial") reads as the obligation it mocks.
  es: [
    "En serio la cantidad de papeles que hay que rellenar para este cole es ridícula",
    "De verdad tengo que volver a llamar a la mutua",
    "Genial, hay que rehacer el cuadrante otra vez, estupendo",
    "Concierto el sábado por la noche, la última vez fue brutal", "girar a la izquierda después de la panadería"],
  fr: ["Super, faut encore refaire le planning, génial", "tourner à gauche après la boulangerie"],
  pt: ["A sério, a quantidade de papéis que é preciso preencher para esta escola é ridícula", "Tenho mesmo de ligar outra vez ao seguro", "virar à esquerda depois da padaria"],
  // "ritiro" is a noun and the first person of "ritirare"; "Taak van Tom" names whose task it is after the word.
  it: ["Gio: ritiro spazzatura anticipato questa settimana", "Devo davvero richiamare l'assicurazione", "Perfetto, bisogna rifare i turni di nuovo, fantastico", "girare a sinistra dopo il forno"],
  // Sarcasm opened by "Tuurlijk," (said as often as a sincere "of course I'll …") and closed by "zeker weten" (an assurance).
  // Ninth batch, as in English; a thing, a day and a comma before news ("kerstmarkt zaterdag, het was …") reads the day as a head.
  // (Eleventh batch: "Tom haalt vandaag de meiden op van zwemmen" is no longer read as a note since capture-north22: a word in -en after an
  // article is a noun.)
  nl: ["Taak van Tom vanavond: afwassen", "Tuurlijk, ik ga morgen om 5 uur naar de sportschool, zeker weten", "wilde de dierenarts bellen, heb ik vanochtend gedaan"],
};

/**
 * What the capture makes of a development message, read once however many tests look at it (the
 * tracking test and the summaries' lead words read the same commitments): the capture is a pure
 * function of the text and the language.
 */
const captured = new Map<string, ReturnType<typeof extractCommitments>>();
function capture(text: string, locale: Locale): ReturnType<typeof extractCommitments> {
  const key = `${locale}\u0000${text}`;
  let ops = captured.get(key);
  if (!ops) captured.set(key, (ops = extractCommitments(text, locale)));
  return ops;
}

/** How many sentences of each kind a language's files hold at least (all were written out for issue 35). */
const AT_LEAST: Partial<Record<Locale, number>> = { en: 880, de: 895, nl: 890, fr: 780, es: 780, pt: 780, it: 780 };

describe.each(LOCALES)("%s development sentences", (locale) => {
  const all = rows(locale);

  it(`has at least ${AT_LEAST[locale] ?? 30} commitments and as many non-commitments`, () => {
    expect(all.filter((r) => r.commitment).length).toBeGreaterThanOrEqual(AT_LEAST[locale] ?? 30);
    expect(all.filter((r) => !r.commitment).length).toBeGreaterThanOrEqual(AT_LEAST[locale] ?? 30);
  });

  it("tracks every commitment but the known misses, with the due phrase out of the summary", () => {
    const missed: string[] = [];
    const dueLeft: string[] = [];
    for (const r of all.filter((x) => x.commitment)) {
      const ops = capture(r.text, locale);
      if (ops.length !== r.count) {
        missed.push(r.text);
        continue;
      }
      // A word with a pronoun joined to it ("ligo-te", "t'appelle") names the verb and whom: two words.
      const clitic = pack(locale).commitments.clitic;
      // One word and its time names an errand ("MOT by the 20th", "Zahnarzt Donnerstag", capture-north17); with no time, two words.
      for (const op of ops) expect(op.summary.split(/\s+/).reduce((n, w) => n + (clitic?.test(w) ? 2 : 1), 0), r.text).toBeGreaterThanOrEqual(op.due ? 1 : 2);
      const inSummary = (due: string) => ops.some((op) => op.summary.toLowerCase().includes(due.toLowerCase()));
      if (r.dues.some(inSummary) || (r.dues.length > 0 && !ops.some((op) => op.due))) dueLeft.push(r.text);
    }
    expect(missed).toEqual(KNOWN_MISSES[locale] ?? []);
    expect(dueLeft).toEqual(KNOWN_DUE_LEFT[locale] ?? []);
  });

  it("leaves every non-commitment untracked", () => {
    const tracked = all.filter((r) => !r.commitment && capture(r.text, locale).length > 0).map((r) => r.text);
    expect(tracked).toEqual(KNOWN_TRACKED[locale] ?? []);
  });
});

/**
 * The twelfth batch held at its figures after the rules it brought (issue 35; first pass, before them: en 57, de 50, nl 55 of
 * 65 rows caught, 1 non-commitment of 51 tracked in each): rows caught with the count said and every due phrase out of the summary,
 * and non-commitments tracked.
 */
const TWELFTH_FLOORS: Record<string, { caught: number; tracked: number }> = { en: { caught: 64, tracked: 0 }, de: { caught: 56, tracked: 0 }, nl: { caught: 64, tracked: 0 } };

describe.each(TWELFTH)("%s twelfth batch, as the new writers wrote it", (locale) => {
  it("catches the commitments with their due phrase out, and tracks none of the look-alikes", () => {
    const batch = rows(locale, [`capture-${locale}-twelfth.tsv`]);
    const caught = batch
      .filter((r) => r.commitment)
      .filter((r) => {
        const ops = capture(r.text, locale);
        const inSummary = (due: string) => ops.some((op) => op.summary.toLowerCase().includes(due.toLowerCase()));
        return ops.length === r.count && !r.dues.some(inSummary) && (r.dues.length === 0 || ops.some((op) => op.due));
      }).length;
    const tracked = batch.filter((r) => !r.commitment && capture(r.text, locale).length > 0).length;
    expect(caught).toBeGreaterThanOrEqual(TWELFTH_FLOORS[locale]!.caught);
    expect(tracked).toBeLessThanOrEqual(TWELFTH_FLOORS[locale]!.tracked);
  });
});

/**
 * A batch held at its floors: rows caught with the count said, every due phrase out of the summary
 * and no word of the cue (`lead`) left in it; at most `floors.tracked` look-alikes tracked.
 */
function expectBatchFloors(locale: Locale, file: string, lead: RegExp, floors: { caught: number; tracked: number }): void {
  const batch = rows(locale, [file]);
  const caught = batch
    .filter((r) => r.commitment)
    .filter((r) => {
      const ops = capture(r.text, locale);
      const inSummary = (due: string) => ops.some((op) => op.summary.toLowerCase().includes(due.toLowerCase()));
      return ops.length === r.count && !r.dues.some(inSummary) && (r.dues.length === 0 || ops.some((op) => op.due)) && !ops.some((op) => lead.test(op.summary));
    }).length;
  const tracked = batch.filter((r) => !r.commitment && capture(r.text, locale).length > 0).length;
  expect(caught).toBeGreaterThanOrEqual(floors.caught);
  expect(tracked).toBeLessThanOrEqual(floors.tracked);
}

/**
 * The thirteenth batch (capture-north13: a night-shift nurse, a farmer, a PhD student, a bus driver dictating, a grandparent new to
 * phones, a founder, Swiss, Austrian, Bavarian and Flemish writers) held at its figures after the rules it brought (issue 35; first
 * pass, before them: en 49, de 36, nl 35 rows caught, of 61, 60 and 59; 0, 1 and 0 non-commitments tracked of 52, 51 and 51): rows
 * caught with the count said, every due phrase out of the summary and no lead word of the cue left in it (German "zu seinem Spiel
 * kommen" is read by the lead check as a "zu" left over, so its floor is one below the rows the capture gets right).
 */
const THIRTEENTH_FLOORS: Record<string, { caught: number; tracked: number }> = { en: { caught: 58, tracked: 0 }, de: { caught: 54, tracked: 0 }, nl: { caught: 51, tracked: 0 } };

describe.each(TWELFTH)("%s thirteenth batch, as the new writers wrote it", (locale) => {
  it("catches the commitments with their due phrase and the cue's words out, and tracks none of the look-alikes", () => expectBatchFloors(locale, `capture-${locale}-thirteenth.tsv`, LEAD_LEFT.find(([l]) => l === locale)![1], THIRTEENTH_FLOORS[locale]!));
});

/**
 * The thirteenth batch in French, Spanish, Portuguese and Italian (capture-south13: a plumber between jobs, a teacher, a touring
 * musician, a parent typing one-handed, a retired engineer, a learner, a social-media manager; Romandie, Marseille, the Canaries,
 * Chile, Colombia, Angola, Mozambique, northern Portugal, Ticino, Sicily, Rome, Venice) held at its figures after the rules it brought
 * (issue 35; first pass, before them, by this count: fr 42, es 41, pt 40, it 43 rows of 50, 50, 50 and 52, and read by hand with a
 * filler or a remark left in the summary counted as a miss 37, 37, 33 and 40; 0, 2, 1 and 3 non-commitments tracked of 41, 41, 40
 * and 40): rows caught with the count said, every due phrase out of the
 * summary, and no lead of the cue left at its start ("que je", "ia", "avrei") nor a word of a split deadline at its end ("… avant le
 * cours de", "… o mais tardar a").
 */
const SOUTH: readonly Locale[] = ["fr", "es", "pt", "it"];
const SOUTH_LEAD_LEFT: Record<string, RegExp> = {
  fr: /^(?:je|j['’]|que|qu['’]|on|nous)(?![\p{L}])|(?<![\p{L}])(?:de|du|des|à|au|avant|d['’]ici)$/iu,
  es: /^(?:yo|que|q|hay que)(?![\p{L}])|(?<![\p{L}])(?:de|del|a|al|antes|para)$/iu,
  pt: /^(?:eu|que|q|ia|vou estar)(?![\p{L}])|(?<![\p{L}])(?:de|do|da|a|ao|à|até|antes)$/iu,
  it: /^(?:io|che|avrei|promesso)(?![\p{L}])|(?<![\p{L}])(?:di|del|della|a|al|entro|prima)$/iu,
};
const SOUTH_THIRTEENTH_FLOORS: Record<string, { caught: number; tracked: number }> = {
  fr: { caught: 48, tracked: 0 },
  es: { caught: 50, tracked: 1 },
  pt: { caught: 49, tracked: 0 },
  it: { caught: 51, tracked: 1 },
};

describe.each(SOUTH)("%s thirteenth batch, as the new writers wrote it", (locale) => {
  it("catches the commitments with their due phrase and the cue's words out, and tracks none but the known look-alikes", () => expectBatchFloors(locale, `capture-${locale}-thirteenth.tsv`, SOUTH_LEAD_LEFT[locale]!, SOUTH_THIRTEENTH_FLOORS[locale]!));
});

describe("the thirteenth batch's shapes, as the owner sees them tracked", () => {
  it.each([
    // A promise reported with "dass ich" / "dat ik": the verb said last, as a to-do names it.
    ["de", "Ich habe meiner Frau versprochen, dass ich den Rasen mähe", "den Rasen mähen", undefined],
    ["de", "Mia hob i versprocha, dass i am Sonntag an Kuacha bring", "Kuacha bringen", "am Sonntag"],
    ["nl", "Ik heb mijn vrouw beloofd dat ik de tuin doe", "de tuin doen", undefined],
    ["nl", "Ik heb Raj beloofd dat ik hem aan onze advocaat voorstel", "hem aan onze advocaat voorstellen", undefined],
    // Dialect subjects; a deadline before an event said as a verb's noun; an hour said with its old plural.
    ["de", "i muass heit no an Opa o'ruafn", "Opa o'ruafn", "heit"],
    ["de", "ich muss vor dem Melken noch den Scherer anrufen", "den Scherer anrufen", "vor dem Melken"],
    ["nl", "ik ga tegen zevenen ne keer de Jan bellen", "de Jan bellen", "tegen zevenen"],
    ["nl", "ik moet voor het melken nog de scheerder bellen", "de scheerder bellen", "voor het melken"],
    // The thing as the subject: the owner's car to the garage, the bins out, a paper in.
    ["de", "Das Auto muss bis Monatsende zum TÜV", "Das Auto zum TÜV bringen", "bis Monatsende"],
    ["nl", "De containers moeten vanavond aan de straat", "De containers aan de straat zetten", "vanavond"],
    ["en", "the bins have to go out tonight", "put the bins out", "tonight"],
    ["en", "the VAT return needs to go in by the 7th", "send in the VAT return", "by the 7th"],
    ["en", "the ethics form has to be submitted tonight", "submit the ethics form", "tonight"],
    // A thanks after the task is no part of it.
    ["en", "Must remember to put the bin out tonight thank you", "put the bin out", "tonight"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, ...(due ? { due } : {}) }]);
  });

  it("a day heading a list after a dash heads its items; a day and an hour before a dash are one appointment", () => {
    expect(extractCommitments("tomorrow - ring the bank, drop the parcel at the depot").map((op) => [op.summary, op.due])).toEqual([
      ["ring the bank", "tomorrow"],
      ["drop the parcel at the depot", "tomorrow"],
    ]);
    expect(extractCommitments("morgen - bank bellen, pakket naar het depot brengen", "nl").map((op) => op.summary)).toEqual(["bank bellen", "pakket naar het depot brengen"]);
    expect(extractCommitments("Jeudi 14h - rendez-vous à la banque, apporter les relevés", "fr")).toHaveLength(1);
  });

  it.each([
    ["de", "Wär schön, nächsten Sommer nach Spanien zu fahren"],
    ["de", "Meine Schwester hat versprochen, dass sie den Nachtisch mitbringt"],
    ["nl", "Tom moet donderdag de auto naar de garage brengen"],
    ["en", "the bins go out on Tuesdays round here"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

/**
 * The fourteenth batch (capture-north14: a plumber between jobs, a teacher, a musician on tour, a parent typing one-handed, a retired
 * engineer, a learner, a social-media manager, Berlin, Ruhrpott, Cologne, Limburg, Brabant, Irish, Australian and Indian-English writers)
 * held at its figures after the rules it brought (issue 35; first pass, before them: en 55, de 40, nl 43 rows caught, of 63, 61 and 57;
 * no non-commitment tracked of 52, 51 and 48), caught as the thirteenth's are: the count said, every due phrase and the cue's words out.
 */
const FOURTEENTH_FLOORS: Record<string, { caught: number; tracked: number }> = { en: { caught: 60, tracked: 0 }, de: { caught: 58, tracked: 0 }, nl: { caught: 51, tracked: 0 } };

describe.each(TWELFTH)("%s fourteenth batch, as the new writers wrote it", (locale) => {
  it("catches the commitments with their due phrase and the cue's words out, and tracks none of the look-alikes", () => expectBatchFloors(locale, `capture-${locale}-fourteenth.tsv`, LEAD_LEFT.find(([l]) => l === locale)![1], FOURTEENTH_FLOORS[locale]!));
});

describe("the fourteenth batch's shapes, as the owner sees them tracked", () => {
  it.each([
    // Berlin, Cologne and Ruhrpott subjects and their "dat"; a promise "zugesichert"; a deadline before an event of any trade.
    ["de", "Ick hab Kalle versprochen, dass ick ihm am Samstag beim Umzug helfe", "ihm beim Umzug helfen", "am Samstag"],
    ["de", "ick ruf nachher beim Vermieter an", "beim Vermieter anrufen", "nachher"],
    ["de", "Ich han dem Tünn versprochen, dat ich vor dem Zoch de Kamelle hole", "Kamelle holen", "vor dem Zoch"],
    ["de", "Ich habe dem Beirat zugesichert, dass ich die Abrechnung vor der Versammlung prüfe", "die Abrechnung prüfen", "vor der Versammlung"],
    ["de", "Vor dem Soundcheck muss ich die Gitarre neu besaiten", "die Gitarre neu besaiten", "Vor dem Soundcheck"],
    ["de", "Ich muss vor dem nächsten Auftrag noch Pressfittings holen", "Pressfittings holen", "vor dem nächsten Auftrag"],
    ["de", "Die Arbeitsblätter vor der ersten Stunde kopieren", "Die Arbeitsblätter kopieren", "vor der ersten Stunde"],
    ["de", "Ich muss vor acht noch die Brötchen holen", "die Brötchen holen", "vor acht"],
    ["de", "muss aufm Heimweg noch Fiebersaft holen", "Fiebersaft holen", "aufm Heimweg"],
    // A word said right after the verb that names nothing of the task.
    ["de", "Mittwoch räum ich endlich die Garage aus", "die Garage ausräumen", "Mittwoch"],
    ["nl", "Woensdag ruim ik eindelijk de garage op", "de garage opruimen", "Woensdag"],
    // The thing as the subject: a van to the garage, a pram back, blades to sharpen said formally.
    ["de", "Der Transporter muss nächsten Dienstag in die Werkstatt", "Den Transporter in die Werkstatt bringen", "nächsten Dienstag"],
    ["de", "Der Kinderwagen muss bis zum 30. zurück zu Babymarkt", "Den Kinderwagen zu Babymarkt zurückbringen", "bis zum 30."],
    ["de", "Die Messer des Rasenmähers sind vor dem ersten Schnitt zu schleifen", "Die Messer des Rasenmähers schleifen", "vor dem ersten Schnitt"],
    ["nl", "De kinderwagen moet voor de 30e terug naar de winkel", "De kinderwagen naar de winkel terugbrengen", "voor de 30e"],
    ["nl", "De zolder moet voor de winter leeggeruimd worden", "De zolder leegruimen", "voor de winter"],
    ["en", "the van has to go in for its service next Tuesday", "take the van in for its service", "next Tuesday"],
    ["en", "the plumber's merchant account has to be paid before the 15th", "pay the plumber's merchant account", "before the 15th"],
    ["en", "The lawnmower blades must be sharpened before the first cut of the season", "sharpen the lawnmower blades", "before the first cut of the season"],
    // A day and the week before it are one time; a capital "Het" opens a note; Brabant "mot"; a phrase said after the verb of "dat ik".
    ["nl", "De bus moet volgende week dinsdag naar de garage", "De bus naar de garage brengen", "volgende week dinsdag"],
    ["nl", "Het briefje voor het schoolreisje vanavond tekenen", "Het briefje voor het schoolreisje tekenen", "vanavond"],
    ["nl", "Voor zevenen mot ik nog de broodjes halen", "de broodjes halen", "Voor zevenen"],
    ["nl", "heb Noor beloofd dat ik morgen cupcakes bak voor de bazaar", "cupcakes bakken voor de bazaar", "morgen"],
    // Promises told formally and in Irish English; an -ing said back as its verb.
    ["en", "I undertook to the residents' committee that I would audit the accounts before the AGM", "audit the accounts", "before the AGM"],
    ["en", "I'm after promising Niamh that I'd drop the cot over on Saturday", "drop the cot over", "on Saturday"],
    ["en", "the van needs filling up before we leave Leeds", "fill up the van", "before we leave Leeds"],
    ["en", "gotta restring the guitar before soundcheck", "restring the guitar", "before soundcheck"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, due }]);
  });

  it.each([
    // Things to let, others' returns, a purpose after "voor", someone else's deadline.
    ["de", "Die Wohnung ist ab Mai zu vermieten"],
    ["de", "Die Kinder müssen morgen zurück nach Hause"],
    ["en", "Tom picks the girls up today"],
    ["nl", "Tom haalt vandaag de meiden op"],
    ["de", "Tom holt heute die Mädels ab"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });

  it("a purpose after 'voor' is no due date: the note is tracked with none (capture-north17)", () => {
    expect(extractCommitments("auto aanmelden voor de onderhoudsbeurt", "nl")).toEqual([{ op: "open", summary: "auto aanmelden voor de onderhoudsbeurt" }]);
  });
});

/**
 * The fifteenth batch (capture-north15: an electrician on call, a hospital porter, a ballet teacher, a cycle courier, a pharmacist, a tax
 * adviser, Turkish and Polish learners, a gamer, Hamburg, Saxon, Swabian, Groningen, Rotterdam, Surinamese-Dutch, Welsh, South African and
 * Canadian writers) held at its figures after the rules it brought (issue 35; first pass, before them: en 40, de 32, nl 37 rows caught by
 * this count, of 62 each, and read by hand with a wrong summary counted as a miss 36, 28 and 33; 0, 1 and 1 non-commitments tracked of 53).
 */
const FIFTEENTH_FLOORS: Record<string, { caught: number; tracked: number }> = { en: { caught: 59, tracked: 0 }, de: { caught: 56, tracked: 0 }, nl: { caught: 54, tracked: 0 } };

describe.each(TWELFTH)("%s fifteenth batch, as the new writers wrote it", (locale) => {
  it("catches the commitments with their due phrase and the cue's words out, and tracks none of the look-alikes", () => expectBatchFloors(locale, `capture-${locale}-fifteenth.tsv`, LEAD_LEFT.find(([l]) => l === locale)![1], FIFTEENTH_FLOORS[locale]!));
});

describe("the fifteenth batch's shapes, as the owner sees them tracked", () => {
  it.each([
    // A thing that has to be somewhere, in a state or live by a time: the owner's to see to.
    ["de", "Die Belege müssen bis Freitag beim Steuerbüro sein", "dafür sorgen, dass die Belege beim Steuerbüro sind", "bis Freitag"],
    ["de", "Der Shop muss morgen live gehen, sonst gibt's Ärger", "dafür sorgen, dass der Shop live geht", "morgen"],
    ["de", "Das Boot muss vor dem Winter aus dem Wasser", "Das Boot aus dem Wasser holen", "vor dem Winter"],
    ["nl", "De cijfers moeten voor vrijdag in Magister staan", "zorgen dat de cijfers in Magister staan", "voor vrijdag"],
    ["nl", "De webshop moet morgen live", "zorgen dat de webshop live gaat", "morgen"],
    ["nl", "Het programmaboekje moet volgende week naar de drukker", "Het programmaboekje naar de drukker brengen", "volgende week"],
    ["en", "the grades need to be in the system by Friday", "get the grades into the system", "by Friday"],
    ["en", "the webshop has to go live tomorrow or people will complain", "take the webshop live", "tomorrow"],
    ["en", "the programme has to go to the printer next week", "send the programme to the printer", "next week"],
    // Deadlines before an event of any trade; a promise said with "hab ich" first; a doubled l kept in the verb.
    ["de", "Ich muss vor Schichtende noch den Zähler tauschen", "den Zähler tauschen", "vor Schichtende"],
    ["de", "Den Eltern hab ich versprochen, dass ich bis Sonntag die Fotos verschicke", "die Fotos verschicken", "bis Sonntag"],
    ["de", "Hab der Chefin zugesagt, dass ich heute die Regale auffülle", "die Regale auffüllen", "heute"],
    ["nl", "Ik moet voor het einde van mijn dienst nog de meter vervangen", "de meter vervangen", "voor het einde van mijn dienst"],
    ["en", "I'll run the samples over to the lab after my break", "run the samples over to the lab", "after my break"],
    // Swabian and Saxon subjects; "ich zieh … durch"; a learner's "I go to …"; "even if" ends the task.
    ["de", "I muss morga no de Garage aufräuma", "Garage aufräuma", "morga"],
    ["de", "Nu, da ruf isch morgen bei der Bank an", "bei der Bank anrufen", "morgen"],
    // Since capture-north25 the stem "zieh" is named as a to-do too, its particle joined ("den Umzug durchziehen", as "die Oma anrufen").
    ["de", "ich zieh am Wochenende den Umzug durch", "den Umzug durchziehen", "am Wochenende"],
    ["en", "I go to renew my passport next week", "renew my passport", "next week"],
    ["en", "I'm shovelling the path tomorrow even if it snows", "shovel the path", "tomorrow"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, due }]);
  });

  it.each([
    // Others' tasks, a passive report, an exclamation about the weather, a "Swiss" "isch" that is "is", people who have to be somewhere.
    ["de", "Sabine bringt morgen früh den Müll raus"],
    ["de", "Drei Mal fast vom Taxi angefahren worden heute"],
    ["de", "am Zischtig isch d Poscht zue"],
    ["de", "Die Kinder müssen um acht in der Schule sein"],
    ["nl", "Wat een rotweer vandaag, de hele dag regen"],
    ["nl", "Sanne zet morgenochtend de kliko buiten"],
    ["en", "Sarah's putting the bins out tomorrow morning"],
    ["en", "the kids need to be at school by 8"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

/**
 * The sixteenth batch in German and Dutch and the fifteenth in Portuguese (capture-laggards: a kindergarten teacher, a taxi driver, a
 * sports club treasurer, a student in a shared flat, a lawyer, Westphalian, Hessian, Frisian, Utrecht, Zeeland, Lisbon, São Paulo and
 * Porto writers) held at its figures after the rules it brought (issue 35; first pass, before them, by this count: de 26 of 37 rows
 * with 2 of them with the due phrase left in, nl 26 of 38, pt 29 of 38; read by hand with a remark, a lead or a broken word left in the
 * summary counted as a miss 21, 19 and 23; no non-commitment tracked of 25 each). German keeps its two rows with a dialect day
 * ("morsche") or a day after "bis zur …" left in the summary below the floor.
 */
const LAGGARD_FLOORS: Record<string, { caught: number; tracked: number }> = { de: { caught: 28, tracked: 0 }, nl: { caught: 30, tracked: 0 }, pt: { caught: 35, tracked: 0 } };

describe.each([
  ["de", "capture-de-sixteenth.tsv"],
  ["nl", "capture-nl-sixteenth.tsv"],
  ["pt", "capture-pt-fifteenth.tsv"],
] as const)("%s batch by the laggards' new writers (%s)", (locale, file) => {
  it("catches the commitments with their due phrase and the cue's words out, and tracks none of the look-alikes", () =>
    expectBatchFloors(locale, file, locale === "pt" ? SOUTH_LEAD_LEFT.pt! : LEAD_LEFT.find(([l]) => l === locale)![1], LAGGARD_FLOORS[locale]!));
});

describe("the laggards' batch's shapes, as the owner sees them tracked", () => {
  it.each([
    // A note with its time and then a remark after a comma: the remark says why, it is no part of the task.
    ["de", "Donnerstag Druckerpatronen bestellen, die schwarze ist leer", "Druckerpatronen bestellen", "Donnerstag"],
    ["nl", "Fiets naar de fietsenmaker brengen morgen, de rem doet raar", "Fiets naar de fietsenmaker brengen", "morgen"],
    // An agreement said after the task ("hab ich ihm zugesagt", "heb ik hem beloofd", "já lhe disse que sim").
    ["de", "Ich hole morgen um 7 den Herrn Krause ab, hab ich ihm zugesagt", "den Herrn Krause abholen", "morgen um 7"],
    ["nl", "Ik breng zaterdag de aanhanger terug, heb ik hem beloofd", "de aanhanger terugbrengen", "zaterdag"],
    // A promise to someone named in several words, and one whose task is its verb alone.
    ["de", "Hab dem Trainer der Jugend versprochen, dass ich am Freitag die Bälle aufpumpe", "die Bälle aufpumpen", "am Freitag"],
    ["de", "Hab Mia versprochen, dass ich morgen backe", "backen", "morgen"],
    ["nl", "Heb Noor beloofd dat ik zondag kook", "koken", "zondag"],
    // Portuguese: an animal or a thing that has to go somewhere, a thing to be ready, being reachable promised.
    ["pt", "Os porcos têm de ir ao veterinário na sexta", "levar os porcos ao veterinário", "na sexta"],
    ["pt", "A app tem que ir pro ar amanhã", "pôr a app no ar", "amanhã"],
    ["pt", "As fichas têm de estar prontas até quinta", "terminar as fichas", "até quinta"],
    ["pt", "Vou estar online às 9 para a call", "estar online para a call", "às 9"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, due }]);
  });

  it.each([
    // A person who has to go somewhere is news; a report after a comma; being away is no promise.
    ["pt", "O meu irmão tem de ir ao médico amanhã"],
    ["pt", "O Rui tem de ir ao dentista na terça"],
    ["pt", "Amanhã vou estar de férias, finalmente"],
    ["nl", "Vannacht drie ritten naar het station, verder niks"],
    ["de", "Heute früh die Grippeimpfung bekommen, der Arm tut weh"],
    ["de", "Meine Schwester hat versprochen, dass sie morgen kocht"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

/**
 * The sixteenth batch in English and the seventeenth in German and Dutch (capture-north16: a train conductor, a florist, a night-shift
 * security guard, a dog walker, a software tester, a carer for an elderly parent, a church volunteer, a hairdresser, Texan, New Zealand,
 * Geordie, Jamaican-English, Kiel, Thuringian, Palatinate, Brussels, Twente and Amsterdam writers) held at its figures after the rules it
 * brought (issue 35; first pass, before them, by this count: en 37 of 49 rows, de 35 of 46, nl 31 of 48; read by hand with a remark, a
 * conjugated auxiliary, a filler or a missing verb in the summary counted as a miss 32, 30 and 27; 1, 0 and 0 non-commitments tracked of
 * 37, 35 and 35).
 */
const NORTH16_FLOORS: Record<string, { caught: number; tracked: number }> = { en: { caught: 39, tracked: 0 }, de: { caught: 39, tracked: 0 }, nl: { caught: 39, tracked: 0 } };

describe.each([
  ["en", "capture-en-sixteenth.tsv"],
  ["de", "capture-de-seventeenth.tsv"],
  ["nl", "capture-nl-seventeenth.tsv"],
] as const)("%s batch by the conductor, the florist, the night guard and the other new writers (%s)", (locale, file) => {
  it("catches the commitments with their due phrase and the cue's words out, and tracks none of the look-alikes", () =>
    expectBatchFloors(locale, file, LEAD_LEFT.find(([l]) => l === locale)![1], NORTH16_FLOORS[locale]!));
});

/**
 * The seventeenth batch in English and the eighteenth in German and Dutch (capture-north17: a lifeguard, a bookbinder, a wind-farm
 * technician, a school secretary, a sommelier, a beekeeper, Leeds, Bremen and Brabant writers) held at its figures after the rules it
 * brought (issue 35; first pass, before them, by this count: en 20 of 40 rows, de 13 of 39, nl 21 of 40; read by hand with a broken
 * verb or a conjugated auxiliary in the summary counted as a miss 19, 12 and 19; no non-commitment tracked of 31 each). A trip ("I'm
 * flying out to the platform", "ik vlieg … naar het platform") stays untracked, as the earlier batches label it.
 */
const NORTH17_FLOORS: Record<string, { caught: number; tracked: number }> = { en: { caught: 33, tracked: 0 }, de: { caught: 29, tracked: 0 }, nl: { caught: 33, tracked: 0 } };

describe.each([
  ["en", "capture-en-seventeenth.tsv"],
  ["de", "capture-de-eighteenth.tsv"],
  ["nl", "capture-nl-eighteenth.tsv"],
] as const)("%s batch by the lifeguard, the bookbinder, the beekeeper and the other new writers (%s)", (locale, file) => {
  it("catches the commitments with their due phrase and the cue's words out, and tracks none of the look-alikes", () =>
    expectBatchFloors(locale, file, LEAD_LEFT.find(([l]) => l === locale)![1], NORTH17_FLOORS[locale]!));
});

/**
 * The nineteenth batch in English, German and Dutch (capture-north18: a flight attendant, a student renting a room, a removals driver, a
 * vet nurse, a choir director, a landlady, Glasgow, Cologne and Rotterdam writers; trips with a task beside them, notes carrying amounts,
 * promised states, passives, verb-final clauses, inversions, lists, notes to self), its misses and the look-alikes it still tracks said
 * here, so a new one fails (issue 35; first pass, before its rules, by this count: en 54 of 72 rows, de 49 of 75, nl 51 of 76; 0, 1 and
 * 4 non-commitments tracked of 75, 77 and 77; after them en 61, de 66, nl 65 rows, and 0, 0 and 2 tracked). A row counts when the count is said, every due phrase is out of the summary and no lead
 * word of the cue is left in it.
 */
const NORTH18_MISSES: Record<"en" | "de" | "nl", string[]> = {
  en: [
    // A time in the clause before the task ("I'm off Tuesday so that's when …", "… job on the 22nd, need to …", "… is due on the 28th, need to …"); a thing that
    // has to be in or out ("the essay has to be in"); Glaswegian "tae", "gonnae", "the morra"; "first thing:" after a day; a thing with a deadline
    // and no verb ("passport photos before Thursday"); two tasks joined by "and then" read as one errand run.
    "I'm off Tuesday so that's when I'll get the car tyres done",
    "the essay has to be in by 5pm on the 9th, 3000 words",
    "the Hendersons' piano has to be out by noon Saturday, I promised them",
    "need tae get the messages the morra",
    "gonnae phone the council aboot the bins the morra mornin",
    "got tae renew the bus pass before Monday",
    "tomorrow morning first thing: ring the garage",
    "heads up to self, passport photos before Thursday",
    "I'll do the hoovering and then post the parcel later",
  ],
  de: [
    // A time in the clause before the task ("bin Dienstag frei, da …", "Zug … am Freitag, Tickets …", "… ist am 28. fällig, Monteur …"); (a clock time
    // that names what the call is about, "wegen dem Start um 8", is now read with the day before it, "heute Abend um 8": the day leaves the summary); a thing that has to be handed in or out with a remark after it;
    // a list of nouns under "steht noch aus:"; a thing with a deadline and no verb; two tasks joined by "und dann".
    "bin Dienstag frei, da lass ich endlich die Reifen wechseln",
    "Zug nach Köln am Freitag, Tickets heute Abend kaufen",
    "die Hausarbeit muss bis zum 9. um 17 Uhr abgegeben werden, 3000 Wörter",
    "das Klavier von Hendricks muss bis Samstagmittag raus, hab ich versprochen",
    "Passfotos vor Donnerstag",
    "ich sauge erst und bring dann nachher das Paket zur Post",
  ],
  nl: [
    // As in German; a passive with a phrase after "worden" ("… geboekt worden voor het concert"); "moet … een onderhoudsbeurt" with no verb; "maken"
    // is no errand's verb in a note with no time; "heb … beloofd dat we …" (we, not I).
    "het essay moet de 9e om 17.00 uur ingeleverd zijn, 3000 woorden",
    "de piano van Hendriks moet zaterdag voor 12 uur eruit, heb ik beloofd",
    "de zaal moet voor de 1e geboekt worden voor het concert",
    "de ketel in appartement 3 moet voor de winter een onderhoudsbeurt",
    "lekkende kraan in appartement 1 maken",
    "heb de kleine beloofd dat we zaterdag naar de film gaan",
    "morgenochtend als eerste: garage bellen",
    "pasfoto's voor donderdag",
    "ik stofzuig eerst en breng straks het pakket naar het postpunt",
  ],
};
const NORTH18_TRACKED: Record<"en" | "de" | "nl", string[]> = {
  en: [],
  de: [],
  nl: [
    // Plural people and a verb that reads as a note's infinitive ("de sopranen repeteren").
    "de sopranen repeteren dinsdag alleen",
  ],
};

/**
 * A northern batch (en, de, nl) held to its listed misses and wrongly tracked look-alikes: at least 70 commitments and 70
 * look-alikes a language, each commitment caught whole (its count of threads, a due when labelled, the due phrase and the
 * cue's lead words out of the summary).
 */
function describeNorthBatch(round: string, writers: string, misses: Record<"en" | "de" | "nl", string[]>, tracked: Record<"en" | "de" | "nl", string[]>): void {
  describe.each(["en", "de", "nl"] as const)(`%s batch by ${writers} (capture-*-${round}.tsv)`, (locale) => {
    const batch = rows(locale, [`capture-${locale}-${round}.tsv`]);
    const lead = LEAD_LEFT.find(([l]) => l === locale)![1];

    it("has at least 70 commitments and 70 look-alikes", () => {
      expect(batch.filter((r) => r.commitment).reduce((n, r) => n + r.count, 0)).toBeGreaterThanOrEqual(70);
      expect(batch.filter((r) => !r.commitment).length).toBeGreaterThanOrEqual(70);
    });

    it("catches every commitment but the listed misses, with its due phrase and the cue's words out", () => {
      const missed = batch
        .filter((r) => r.commitment)
        .filter((r) => {
          const ops = capture(r.text, locale);
          const inSummary = (due: string) => ops.some((op) => op.summary.toLowerCase().includes(due.toLowerCase()));
          return !(ops.length === r.count && !r.dues.some(inSummary) && (r.dues.length === 0 || ops.some((op) => op.due)) && !ops.some((op) => lead.test(op.summary)));
        })
        .map((r) => r.text);
      expect(missed).toEqual(misses[locale]);
    });

    it("tracks none of the look-alikes but the listed ones", () => {
      expect(batch.filter((r) => !r.commitment && capture(r.text, locale).length > 0).map((r) => r.text)).toEqual(tracked[locale]);
    });
  });
}

describeNorthBatch("nineteenth", "the flight attendant, the removals driver, the landlady and the other new writers", NORTH18_MISSES, NORTH18_TRACKED);
describe("the nineteenth batch's shapes, as the owner sees them tracked", () => {
  it.each([
    // A thing's state promised after it, with its time: the owner's to get done or see to.
    ["en", "the invoices will be sent out by Friday, I promise", "get the invoices sent out", "by Friday"],
    ["de", "die Unterlagen sind bis Freitag beim Notar, versprochen", "dafür sorgen, dass die Unterlagen beim Notar sind", "bis Freitag"],
    ["nl", "de papieren liggen vrijdag bij de notaris, beloofd", "zorgen dat de papieren bij de notaris liggen", "vrijdag"],
    ["de", "Ich verspreche dir, dass die Fotos bis Sonntag sortiert sind", "dafür sorgen, dass die Fotos sortiert sind", "bis Sonntag"],
    ["nl", "ik beloof je dat de foto's zondag uitgezocht zijn", "zorgen dat de foto's uitgezocht zijn", "zondag"],
    // A "that I" clause before "don't forget".
    ["de", "dass ich morgen den Rasen mähe, nicht vergessen", "den Rasen mähen", "morgen"],
    ["nl", "dat ik morgen het gras maai, niet vergeten", "het gras maaien", "morgen"],
    // A note carrying an amount.
    ["de", "Stromabschlag 85 € bis zum 5. überweisen", "Stromabschlag 85 € überweisen", "bis zum 5."],
    ["nl", "85 € voorschot voor de 5e overmaken", "85 € voorschot overmaken", "voor de 5e"],
    // German: the owner's first-person verb said first is named last, in the infinitive, as a to-do is.
    ["de", "ich stell morgen die Mülltonnen raus", "die Mülltonnen rausstellen", "morgen"],
    ["de", "Ich bezahl die Stromrechnung bis Montag", "die Stromrechnung bezahlen", "bis Montag"],
    ["de", "ich kümmer mich morgen um die Versicherung", "mich um die Versicherung kümmern", "morgen"],
    ["de", "ich reparier morgen das Fahrrad", "das Fahrrad reparieren", "morgen"],
    ["de", "der Transporter muss diesen Monat noch zum TÜV", "den Transporter zum TÜV bringen", "diesen Monat"],
    ["nl", "de bus moet deze maand nog door de APK", "de bus naar de APK brengen", "deze maand"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, due }]);
  });

  it.each([
    // A thing that "still" has to be done, nobody named; a note to self after "before I forget"; a figure that closes a noun.
    ["de", "der Antrag muss noch gestellt werden", "den Antrag stellen"],
    ["nl", "de servicekostenafrekening moet nog gemaakt worden", "de servicekostenafrekening maken"],
    ["en", "before I forget, renew the parking permit", "renew the parking permit"],
    ["de", "bevor ich's vergesse: Fensterputzer bezahlen", "Fensterputzer bezahlen"],
    ["nl", "voor ik het vergeet: glazenwasser betalen", "glazenwasser betalen"],
    ["en", "fix the dripping tap in flat 1", "fix the dripping tap in flat 1"],
    ["de", "tropfenden Wasserhahn in Wohnung 1 reparieren", "tropfenden Wasserhahn in Wohnung 1 reparieren"],
  ] as const)("%s: %j is tracked as %j with no due date", (locale, text, summary) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary }]);
  });

  it.each([
    // Someone else's promise, a state with no tag or told by others, a person who still has to be seen to, someone's own list, a report after
    // "before I forget", a participle of the past, a count of something, a verb of the past.
    ["en", "Sam promised the invoices would be sent out by Friday"],
    ["en", "the invoices will be sent out by Friday, the bank says"],
    ["en", "before I forget: Tom rang about the boiler"],
    ["en", "take 2 tablets"],
    ["de", "die Unterlagen sind seit Freitag beim Notar"],
    ["de", "dass er morgen kommt, nicht vergessen"],
    ["de", "Mein Bruder muss noch operiert werden"],
    ["de", "Die Straße muss noch saniert werden, sagt die Stadt"],
    ["de", "Sams Todo: Zaun reparieren, Schuppen streichen"],
    ["de", "bevor ich's vergesse: Tom hat wegen der Heizung angerufen"],
    ["de", "heute früh die Miete überwiesen"],
    ["de", "2 Zwiebeln schneiden"],
    ["nl", "de papieren liggen sinds vrijdag bij de notaris"],
    ["nl", "Tom belooft dat de foto's zondag uitgezocht zijn"],
    ["de", "Sie verspricht, dass die Fotos bis Sonntag sortiert sind"],
    ["nl", "mijn broer moet nog geopereerd worden"],
    ["nl", "Sams todo: schutting maken, schuurtje verven"],
    ["nl", "voor ik het vergeet: Sam heeft gebeld over de auto"],
    ["nl", "om 6 geland, de taxi duurde eeuwen"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

describe("the seventeenth batch's shapes, as the owner sees them tracked", () => {
  it.each([
    // An errand named by one word or by a check, a fee or a meeting, and its time.
    ["en", "dentist thursday 3pm", "dentist", "thursday 3pm"],
    ["en", "harness recertification by the 20th", "harness recertification", "by the 20th"],
    ["de", "Steuererklärung bis Ende Mai", "Steuererklärung", "bis Ende Mai"],
    ["de", "Elternabend Dienstag 19 Uhr", "Elternabend", "Dienstag 19 Uhr"],
    ["nl", "APK volgende week", "APK", "volgende week"],
    ["nl", "keuring klimgordel voor de 20e", "keuring klimgordel", "voor de 20e"],
    // German verb first, with no subject or with "ich" after it.
    ["de", "Näh morgen früh die Dissertation von Frau Harms", "die Dissertation von Frau Harms nähen", "morgen früh"],
    ["de", "bring ich Jutta Samstag zwei Gläser Heidehonig vorbei", "Jutta zwei Gläser Heidehonig vorbeibringen", "Samstag"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, due }]);
  });

  it.each([
    // A note alone with an errand's verb and no time.
    ["en", "renew car insurance"],
    ["de", "Winterreifen aufziehen lassen"],
    ["de", "Gaze und Kapitalband nachbestellen"],
    ["nl", "paspoort verlengen"],
  ] as const)("%s: the note %j is tracked with no due date", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary: text }]);
  });

  it.each([
    // Someone else's duty, a habit, a question typed without its mark, a recipe's step, a trip, a rent rule.
    ["de", "Jonas muss das Budget bis Freitag schicken"],
    ["de", "Ich ruf meine Mutter jeden Sonntag an"],
    ["de", "Mach ich Donnerstag die Schulrunde oder du"],
    ["de", "dünn auftragen und trocknen lassen"],
    ["de", "Ich fliege nächste Woche nach Spanien"],
    ["nl", "op smaak brengen met zout en peper"],
    ["nl", "Jess moet de bank bellen"],
    ["nl", "De huur moet op de eerste betaald zijn"],
    ["en", "book club tomorrow night!"],
    ["en", "Dreading the board meeting on the 12th"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

describe("the sixteenth batch's shapes, as the owner sees them tracked", () => {
  it.each([
    // A remark after a comma with a subject of its own (or "told them I would", "owe her one") says why; it is no part of the task.
    ["en", "I'm walking the Collins' spaniels tomorrow at 7, told them I would", "walk the Collins' spaniels", "tomorrow at 7"],
    ["en", "I ought to ring Gran tonight, she's been poorly", "ring Gran", "tonight"],
    ["de", "Ich mache Samstag um 10 die Strähnchen bei Jana, die wartet schon ewig", "die Strähnchen bei Jana machen", "Samstag um 10"],
    ["nl", "moet dit weekend nieuwe schoenen voor Olivier kopen, zijn tenen steken er al uit", "nieuwe schoenen voor Olivier kopen", "dit weekend"],
    ["nl", "ff morgen de fiets bij de fietsenmaker ophalen, achterband is lek", "de fiets bij de fietsenmaker ophalen", "morgen"],
    // A learner's "go" with the object after the verb, said back in the language's order; a learner's order with fillers ahead.
    ["de", "gehe verlängern meinen P-Schein nächste Woche", "meinen P-Schein verlängern", "nächste Woche"],
    ["de", "Ich gehe holen mein Paket nach der Arbeit", "mein Paket holen", "nach der Arbeit"],
    ["nl", "ik ga sturen de papieren naar de ambassade morgen", "de papieren naar de ambassade sturen", "morgen"],
    ["en", "ok so tomorrow I go check the payment flow on android", "check the payment flow on android", "tomorrow"],
    // A thing in a state a participle names, or green, by a time; a state promised of a thing.
    ["nl", "De taxameter moet voor het eind van de maand gekeurd zijn", "zorgen dat de taxameter gekeurd is", "voor het eind van de maand"],
    ["de", "Die Regressionstests müssen bis Donnerstag grün sein", "dafür sorgen, dass die Regressionstests grün sind", "bis Donnerstag"],
    ["en", "the regression suite has to be green by thursday", "get the regression suite green", "by thursday"],
    ["en", "promised the bride the buttonholes would be ready by friday noon", "get the buttonholes ready for the bride", "by friday noon"],
    ["de", "Ich hab Dev zugesagt, dass die Zahlen bis Donnerstag fertig sind", "dafür sorgen, dass die Zahlen fertig sind", "bis Donnerstag"],
    ["nl", "Heb de bruid beloofd dat de corsages vrijdagmiddag klaar zijn", "zorgen dat de corsages klaar zijn", "vrijdagmiddag"],
    // A deadline before the owner's own event.
    ["nl", "Ik moet voor mijn volgende dienst de kassa tellen", "de kassa tellen", "voor mijn volgende dienst"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, due }]);
  });

  it.each([
    // A reminder asked with "dran, dass ich" / "eraan dat ik": the task as a to-do.
    ["de", "Erinner mich dran, dass ich morgen die neue Warnweste abhole", "die neue Warnweste abholen", "morgen"],
    ["nl", "herinner me eraan dat ik morgen mijn nieuwe hesje ophaal", "mijn nieuwe hesje ophalen", "morgen"],
  ] as const)("%s: %j is a reminder to %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, due, reminder: true }]);
  });

  it.each([
    // Someone else away, someone else's promise of a state, a report "af" with a bare day (labelled so since the first batch).
    ["en", "the Wilsons are away till sunday"],
    ["en", "Sarah promised the cake would be ready tomorrow"],
    ["de", "Sie hat mir versprochen, dass die Zahlen bis Donnerstag fertig sind"],
    ["nl", "Tom heeft beloofd dat de corsages vrijdagmiddag klaar zijn"],
    ["nl", "Het rapport moet vrijdag af zijn"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

describe.each(LEAD_LEFT)("%s summaries", (locale, lead) => {
  it("say the task without the cue's lead words", () => {
    const left = rows(locale)
      .filter((r) => r.commitment)
      .flatMap((r) => capture(r.text, locale))
      .filter((op) => lead.test(op.summary))
      .map((op) => op.summary);
    expect(left).toEqual([]);
  });
});

describe("the sentences of issue 35, as the owner sees them tracked", () => {
  it.each([
    ["en", "I need to renew my passport next month", "renew my passport", "next month"],
    ["en", "Gotta book the dentist this week", "book the dentist", "this week"],
    ["en", "Don't let me forget to buy milk", "buy milk", undefined],
    ["en", "Todo: file taxes", "file taxes", undefined],
    ["de", "Ich schicke die Präsentation am Freitag", "die Präsentation schicken", "am Freitag"],
    ["de", "Ich rufe Mama um 15 Uhr an", "Mama anrufen", "um 15 Uhr"],
    ["es", "Le mando la presentación a María el viernes", "Mandar la presentación a María", "el viernes"],
    ["fr", "J'envoie la présentation vendredi", "envoyer la présentation", "vendredi"],
    // A task taken up by "do it" in the next clause, a filler said while dictating, an errand's noun and its day (issue 35, ninth batch).
    ["en", "I meant to order the tiles, will do it tomorrow", "order the tiles", "tomorrow"],
    ["de", "wollte noch die Fliesen bestellen, mach ich morgen", "die Fliesen bestellen", "morgen"],
    ["nl", "moest de tegels nog bestellen, doe ik morgen", "de tegels bestellen", "morgen"],
    ["en", "um I need to pick up the kids' uniforms on Thursday", "pick up the kids' uniforms", "on Thursday"],
    ["en", "dentist appt thursday", "dentist appt", "thursday"],
    // A head that names the verb for the thing after it, and a promise made with someone (issue 35, tenth batch).
    ["en", "to book: MOT for the Fiesta", "book MOT for the Fiesta", undefined],
    ["de", "zu buchen: TÜV für den Polo", "TÜV für den Polo buchen", undefined],
    ["nl", "met Lucy afgesproken dat ik zondagochtend de taart ophaal", "de taart ophalen", "zondagochtend"],
    ["en", "pending: reply to Sarah's email about the flat", "reply to Sarah's email about the flat", undefined],
  ] as const)("%s: %j -> %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, ...(due ? { due } : {}) }]);
  });

  it("a list pasted from a notes app, one item a line or parted by '; ', is tracked item by item; a list of things is not", () => {
    expect(extractCommitments("call the garage\npay the window cleaner").map((op) => op.summary)).toEqual(["call the garage", "pay the window cleaner"]);
    expect(extractCommitments("Gemeinde anrufen; Kita-Gebühr überweisen", "de").map((op) => op.summary)).toEqual(["Gemeinde anrufen", "Kita-Gebühr überweisen"]);
    expect(extractCommitments("todo: makelaar mailen; oud telefoonabonnement opzeggen", "nl").map((op) => op.summary)).toEqual(["makelaar mailen", "oud telefoonabonnement opzeggen"]);
    expect(extractCommitments("milk; eggs; bread; bananas")).toEqual([]);
    expect(extractCommitments("vanochtend de formulieren afgegeven", "nl")).toEqual([]);
    // One note alone, with no time, is tracked only with an errand's verb (capture-north17): an instruction, a dose or a headline
    // names another verb or someone else's thing ("Take two tablets with water", "renew your passport").
    expect(extractCommitments("call the garage")).toEqual([{ op: "open", summary: "call the garage" }]);
    expect(extractCommitments("Take two tablets with water")).toEqual([]);
    expect(extractCommitments("renew your passport")).toEqual([]);
    expect(extractCommitments("book club")).toEqual([]);
    // A recipe's or a route's steps one a line have no errand's verb: instructions, not to-dos.
    expect(extractCommitments("Zwiebeln klein schneiden\nin Butter anbraten\nmit Sahne ablöschen", "de")).toEqual([]);
    expect(extractCommitments("uien fijn snijden\nin boter bakken", "nl")).toEqual([]);
    expect(extractCommitments("wash at 30\ndo not tumble dry")).toEqual([]);
  });

  // The tenth batch (capture-south10): a to-do note with no time, opened by an errand's verb, alone or as a pasted list.
  it.each([
    ["fr", "renouveler l'assurance auto", ["renouveler l'assurance auto"]],
    ["es", "pedir cita en el médico; comprar pilas; devolver el paquete a Correos", ["pedir cita en el médico", "comprar pilas", "devolver el paquete a Correos"]],
    ["pt", "marcar consulta no dermatologista", ["marcar consulta no dermatologista"]],
    ["it", "far controllare la caldaia", ["far controllare la caldaia"]],
    ["fr", "rdv à prendre chez l'orthodontiste pour Lucas", ["prendre rdv chez l'orthodontiste pour Lucas"]],
  ] as const)("%s: the note %j is tracked as %j with no due date", (locale, text, summaries) => {
    expect(extractCommitments(text, locale)).toEqual(summaries.map((summary) => ({ op: "open", summary })));
  });

  // The eleventh batch (capture-south11): a clock hour in words after the day, a promise made with someone named, "q" for
  // "que", a cut infinitive, a subject said after the verb, Belgian "tantôt", a vocative before the day.
  it.each([
    ["it", "domani alle otto passo dalla signora Ferri per la caldaia", "passare dalla signora Ferri per la caldaia", "domani alle otto"],
    ["es", "mañana a las ocho paso por la casa de la señora Rivas", "pasar por la casa de la señora Rivas", "mañana a las ocho"],
    ["pt", "amanhã às nove passo na casa da dona Cida", "passar na casa da dona Cida", "amanhã às nove"],
    ["fr", "g promis a lea de lui passer mes notes ce soir", "lui passer mes notes", "ce soir"],
    ["fr", "je téléphone au syndic tantôt", "téléphoner au syndic", "tantôt"],
    ["es", "quedé con Andrés en que le reviso el coche el sábado", "revisarle el coche", "el sábado"],
    ["pt", "falei pra Ju q passo os resumos pra ela hoje", "passar os resumos pra ela", "hoje"],
    ["it", "domani devo annà a pagà la bolletta", "annà a pagà la bolletta", "domani"],
    ["it", "io prometto a Lucia di aiutare con il trasloco domenica", "aiutare con il trasloco", "domenica"],
    ["it", "prenoto io il ristorante per l'anniversario", "prenotare io il ristorante per l'anniversario", undefined],
    ["it", "stasera mi tocca stirare tutte le camicie", "stirare tutte le camicie", "stasera"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, ...(due ? { due } : {}) }]);
  });

  // The twelfth batch (capture-north12): a paper that has to go out, a passive with "be", a deadline before an event that holds its day
  // (the day the due date a clock can nudge), a clause to its verb, a formal intention.
  it.each([
    ["en", "The invoice for Brightline has to go out tonight", "send out the invoice for Brightline", "tonight"],
    ["en", "The window display has to be changed by Monday", "change the window display", "by Monday"],
    ["de", "Das überarbeitete Manuskript muss bis Freitag zurück an die Redaktion", "Das überarbeitete Manuskript an die Redaktion zurückschicken", "bis Freitag"],
    ["de", "muss vor der Lieferung am Freitag noch Hafermilch nachbestellen", "Hafermilch nachbestellen", "am Freitag"],
    ["de", "muss bevor Mama heimkommt noch mein Zimmer aufräumen", "mein Zimmer aufräumen", "bevor Mama heimkommt"],
    ["de", "Ich gedenke, im Frühjahr endlich den Keller zu entrümpeln", "den Keller entrümpeln", "im Frühjahr"],
    ["nl", "De factuur voor Brightline moet vanavond nog de deur uit", "De factuur voor Brightline versturen", "vanavond"],
    ["nl", "ik moet voor de training van donderdag nog de oefeningen uitwerken", "de oefeningen uitwerken", "donderdag"],
    ["nl", "De etalage moet voor maandag opnieuw ingericht zijn", "De etalage opnieuw inrichten", "voor maandag"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, due }]);
  });

  it.each([
    // Someone else's task with a time, and a complaint that the owner does it all.
    ["nl", "Dirk zet vanavond de containers buiten"],
    ["en", "I have to do everything myself in this shop, honestly"],
    ["de", "Ich muss in diesem Laden echt alles selber machen"],
    ["en", "the kids need to be picked up at 3, Tom is doing it"],
    ["de", "Die Kinder müssen morgen um 8 raus"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });

  it.each([
    // A question without its mark, a regret, an oath about the past, a habit said with "every".
    ["fr", "est ce que je dois rendre le dm lundi"],
    ["pt", "devia ter ido ao dentista há meses"],
    ["it", "giuro che non sono stato io"],
    ["it", "tutte le sere devo portare fuori il cane"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });

  it.each([
    // A recipe's, a dose's, a device's step; a headline; the same verb said as the subject of a remark.
    ["fr", "couper les oignons finement et les faire revenir 5 minutes"],
    ["fr", "prendre deux comprimés matin et soir pendant une semaine"],
    ["fr", "Renouveler son passeport : les délais explosent avant l'été"],
    ["fr", "appeler le plombier c'est vraiment le dernier recours"],
    ["es", "Arreglar el coche me costó un dineral"],
    ["es", "tomar dos comprimidos cada ocho horas durante una semana"],
    ["pt", "ligar o forno a 180 graus"],
    ["it", "portare a ebollizione l'acqua salata"],
    // What a list says is done, a participle with a time, someone else's word on what the owner must do.
    ["es", "hecho hoy:\n- lavadora\n- compra\n- llamar a la abuela"],
    ["it", "fatto oggi:\n- lavatrice\n- spesa\n- chiamare la nonna"],
    ["pt", "renovado o seguro do carro hoje de manhã, 30 € a menos"],
    ["es", "mi mamá dice que tengo que ir al médico, pero estoy bien"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });

  // The eleventh batch (capture-north11): Swiss and Austrian time words, a calendar week, a Flemish "soon", a learner's word order,
  // a passive done by a clock time, a manager's action item, the owner's turn.
  it.each([
    ["de", "ich ruf am Zischtig den Vermieter an", "den Vermieter anrufen", "am Zischtig"],
    ["de", "muss morn den Zahnarzt anrufen", "den Zahnarzt anrufen", "morn"],
    ["de", "heuer muss ich noch den Pass verlängern", "den Pass verlängern", "heuer"],
    ["de", "Budgetvorlage bis KW 50 fertig machen", "Budgetvorlage fertig machen", "bis KW 50"],
    ["nl", "ik zal seffens de verhuurder bellen", "de verhuurder bellen", "seffens"],
    ["de", "nächste Woche ich mache fertig die Übersetzung", "die Übersetzung fertigmachen", "nächste Woche"],
    ["nl", "volgende week ik maak af de vertaling", "de vertaling afmaken", "volgende week"],
    ["de", "Bericht muss bis 23:59 hochgeladen sein", "Bericht hochladen", "bis 23:59"],
    ["nl", "verslag moet voor 23:59 ingeleverd zijn", "verslag inleveren", "voor 23:59"],
    ["en", "Action: me - circulate the Q3 forecast by Wed", "circulate the Q3 forecast", "by Wed"],
    ["nl", "ik ben zaterdag aan de beurt om het restaurant te reserveren", "het restaurant reserveren", "zaterdag"],
  ] as const)("%s: %j -> %j due %j (eleventh batch)", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, due }]);
  });

  it("a day alone over notes with no marks heads them, and so does a day before a plan's head; a day out or a diary does not", () => {
    expect(extractCommitments("Friday\ncollect the suit from the tailor\ncall the caterer")).toEqual([
      { op: "open", summary: "collect the suit from the tailor", due: "Friday" },
      { op: "open", summary: "call the caterer", due: "Friday" },
    ]);
    expect(extractCommitments("vrijdag\npak ophalen bij de kleermaker\ncateraar bellen over het aantal", "nl").map((op) => op.summary)).toEqual(["pak ophalen bij de kleermaker", "cateraar bellen over het aantal"]);
    expect(extractCommitments("Saturday plan: take the car to the wash, then pick up the paint").map((op) => [op.summary, op.due])).toEqual([
      ["take the car to the wash", "Saturday"],
      ["pick up the paint", "Saturday"],
    ]);
    expect(extractCommitments("Tuesday\nwent to the gym")).toEqual([]);
    expect(extractCommitments("Saturday plan: beach and a barbecue")).toEqual([]);
  });

  it("a reminder asked of anyone in a family chat is the owner's reminder", () => {
    expect(extractCommitments("can someone remind me to book the holiday park tomorrow")).toEqual([{ op: "open", summary: "book the holiday park", reminder: true, due: "tomorrow" }]);
    expect(extractCommitments("kann mich jemand morgen dran erinnern, den Ferienpark zu buchen", "de")).toEqual([{ op: "open", summary: "den Ferienpark buchen", reminder: true, due: "morgen" }]);
    expect(extractCommitments("kan iemand me morgen herinneren om het vakantiepark te boeken", "nl")).toEqual([{ op: "open", summary: "het vakantiepark boeken", reminder: true, due: "morgen" }]);
    expect(extractCommitments("can anyone remind me what time the party is")).toEqual([]);
  });

  it.each([
    // Another's action item, news said by a participle or a plural verb, someone else's word, a day out under a day.
    ["en", "Action: Mark - circulate the Q3 forecast by Wed"],
    ["de", "AP Markus: Q3-Prognose verteilen bis Mi"],
    ["nl", "actie Mark: Q3-prognose rondsturen voor wo"],
    ["de", "Vorstandssitzung auf Dienstag verschoben"],
    ["de", "Lieferantenvertrag am Freitag freigegeben"],
    ["nl", "de tentamens beginnen op de 3e"],
    ["de", "Tom sagt ich komme morgen"],
    ["pt", "fds churrasco na casa do Léo"],
  ] as const)("%s: %j stays untracked (eleventh batch)", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });

  // The twelfth batch (capture-south12): a thing that must be done said as the subject, a promise that a thing will be done, a day
  // and a deadline hour, a day that is a noun's, a threat after the task, an engagement made with someone, a promise not to fail to.
  it.each([
    ["fr", "Le formulaire de la mutuelle doit être rempli avant vendredi", "remplir le formulaire de la mutuelle", "avant vendredi"],
    ["es", "La solicitud de la beca tiene que estar enviada antes del lunes", "enviar la solicitud de la beca", "antes del lunes"],
    ["pt", "A fatura da luz tem de ser paga até sexta", "pagar a fatura da luz", "até sexta"],
    ["it", "Il modulo dell'asilo deve essere consegnato entro venerdì", "consegnare il modulo dell'asilo", "entro venerdì"],
    ["fr", "J'ai promis à la voisine que les cartons seraient enlevés samedi", "enlever les cartons", "samedi"],
    ["it", "Ho promesso al capo che le slide sarebbero state stampate domani", "stampare le slide", "domani"],
    ["fr", "J'envoie le devis aux Martin jeudi avant midi", "envoyer le devis aux Martin", "jeudi avant midi"],
    ["pt", "Mando as fotos à Inês amanhã antes das 18h", "Mandar as fotos à Inês", "amanhã antes das 18h"],
    ["es", "Tengo que escribir a la tutora esta tarde por lo de la excursión del viernes", "escribir a la tutora por lo de la excursión del viernes", "esta tarde"],
    ["fr", "Je rends le rapport avant lundi sinon mon chef va râler", "rendre le rapport", "avant lundi"],
    ["es", "Me he comprometido con los vecinos a pintar la escalera el sábado", "pintar la escalera", "el sábado"],
    ["pt", "Não deixarei de ligar ao médico amanhã", "ligar ao médico", "amanhã"],
    ["fr", "Je dois relire les slides avant la réunion de service", "relire les slides", "avant la réunion de service"],
    ["es", "Llamo a la gestoría mañana antes de las 5", "Llamar a la gestoría", "mañana antes de las 5"],
  ] as const)("%s: %j is tracked as %j due %j (twelfth batch)", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, due }]);
  });

  it.each([
    // News read out ("dit la radio"), a rule of procedure with a span of days, a thing that will be done said as news, someone else doing it.
    ["fr", "La taxe foncière doit être payée avant le 15 octobre, dit la radio"],
    ["es", "Las matrículas tienen que estar pagadas antes del día 30, según el periódico"],
    ["pt", "A contestação tem de ser entregue em vinte dias"],
    ["it", "La riunione sarà spostata a lunedì"],
    ["it", "la spesa va fatta entro stasera, ci pensa Marco"],
  ] as const)("%s: %j stays untracked (twelfth batch)", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });

  it("a task someone else took up, or done already, stays untracked", () => {
    expect(extractCommitments("I meant to order the tiles but Dave already did it")).toEqual([]);
    expect(extractCommitments("Tom macht das morgen, hat er versprochen", "de")).toEqual([]);
    expect(extractCommitments("haircut friday was a disaster")).toEqual([]);
  });

  it("'I promised Sarah I'd review her PR by Thursday' keeps the review and its deadline", () => {
    expect(extractCommitments("I promised Sarah I'd review her PR by Thursday")).toEqual([{ op: "open", summary: "review her PR", due: "by Thursday" }]);
  });
});

/**
 * The fourteenth batch in French, Spanish, Portuguese and Italian (capture-south14: an on-call electrician, a hospital porter, a ballet
 * teacher, a courier cyclist, a pharmacist, a tax adviser, a gamer, Romanian- and Ukrainian-born learners; Lyon, Toulouse, Brittany,
 * Andalusia, Galicia, Peru, Uruguay, Cape Verde, the Azores, Minas Gerais, Bahia, Sardinia, Bologna, Puglia) held at its figures after the
 * rules it brought (issue 35; first pass, before them, by this count: fr 46, es 44, pt 41, it 42 rows of 50, 50, 52 and 49, and read by
 * hand with a remark, a tag or an auxiliary left in the summary or a wrong due phrase counted as a miss 41, 40, 36 and 37; no
 * non-commitment tracked of 40, 40, 40 and 38). "20A" in pt and it is read by the lead check as an "a" left at the end, so those floors
 * are one below the rows the capture gets right.
 */
const SOUTH_FOURTEENTH_FLOORS: Record<string, { caught: number; tracked: number }> = {
  fr: { caught: 48, tracked: 0 },
  es: { caught: 47, tracked: 0 },
  pt: { caught: 48, tracked: 0 },
  it: { caught: 47, tracked: 0 },
};

describe.each(SOUTH)("%s fourteenth batch, as the new writers wrote it", (locale) => {
  it("catches the commitments with their due phrase and the cue's words out, and tracks none of the look-alikes", () => expectBatchFloors(locale, `capture-${locale}-fourteenth.tsv`, SOUTH_LEAD_LEFT[locale]!, SOUTH_FOURTEENTH_FLOORS[locale]!));
});

/**
 * The fifteenth batch in French, Spanish and Italian and the sixteenth in Portuguese (capture-south15: a train conductor, a florist, a
 * night-shift security guard, a dog walker, a software tester, a carer for an elderly mother, a parish volunteer, a hairdresser; Lille,
 * Alsace, Corsica, Réunion, Murcia, Asturias, Ecuador, Cuba, Paraguay, Madeira, São Tomé, Recife, Porto Alegre, Friuli, Calabria, Trentino,
 * Liguria) held at its figures after the rules it brought (issue 35; first pass, before them, by this count: fr 33, es 32, pt 31, it 34
 * rows of 41, 40, 40 and 40, and read by hand with a lost object, a remark, an auxiliary or a wrong due phrase counted as a miss 31, 27,
 * 26 and 27; 1, 0, 0 and 0 non-commitments tracked of 30 each).
 */
const SOUTH_FIFTEENTH_FLOORS: Record<string, { file: string; caught: number; tracked: number }> = {
  fr: { file: "capture-fr-fifteenth.tsv", caught: 41, tracked: 0 },
  es: { file: "capture-es-fifteenth.tsv", caught: 39, tracked: 0 },
  pt: { file: "capture-pt-sixteenth.tsv", caught: 37, tracked: 0 },
  it: { file: "capture-it-fifteenth.tsv", caught: 40, tracked: 0 },
};

describe.each(SOUTH)("%s fifteenth southern batch, as the new writers wrote it", (locale) => {
  it("catches the commitments with their due phrase and the cue's words out, and tracks none of the look-alikes", () => {
    const { file, ...floors } = SOUTH_FIFTEENTH_FLOORS[locale]!;
    expectBatchFloors(locale, file, SOUTH_LEAD_LEFT[locale]!, floors);
  });
});

describe("the fifteenth batch's southern shapes, as the owner sees them tracked", () => {
  it.each([
    // The thing said first and picked up by a pronoun: said again where the verb's object stands.
    ["fr", "Le dossier de la mutuelle, je le renvoie demain", "renvoyer le dossier de la mutuelle", "demain"],
    ["es", "La factura del gas, tengo que pagarla antes del viernes", "pagar la factura del gas", "antes del viernes"],
    ["pt", "o boleto do condomínio eu pago ele amanhã", "pagar o boleto do condomínio", "amanhã"],
    ["pt", "A carta do seguro, vou enviá-la na segunda", "enviar a carta do seguro", "na segunda"],
    ["it", "La bolletta della luce la pago domani", "pago la bolletta della luce", "domani"],
    ["it", "I moduli dell'asilo, devo firmarli entro venerdì", "firmare i moduli dell'asilo", "entro venerdì"],
    // A state promised at a time: connected, available, on call.
    ["es", "estaré disponible el jueves a las 5 para la entrevista", "estar disponible para la entrevista", "el jueves a las 5"],
    ["pt", "estou de plantão sábado à noite", "estar de plantão", "sábado à noite"],
    ["it", "sarò reperibile domenica per le urgenze", "essere reperibile per le urgenze", "domenica"],
    // A thing "to be done", with its time.
    ["fr", "Devis à envoyer aux Girard avant vendredi", "envoyer devis aux Girard", "avant vendredi"],
    ["es", "Facturas por pagar antes del día 5", "pagar facturas", "antes del día 5"],
    ["pt", "Faturas por pagar até sexta", "pagar faturas", "até sexta"],
    ["it", "Bollette da pagare entro lunedì", "pagare bollette", "entro lunedì"],
    // An animal that has to go somewhere is the owner's to take; a thing that has to be ready or clean, the owner's to prepare or clean.
    ["fr", "Le chat doit aller chez le vétérinaire samedi", "emmener le chat chez le vétérinaire", "samedi"],
    ["es", "El perro tiene que ir a la peluquería el martes", "llevar el perro a la peluquería", "el martes"],
    ["it", "Il gatto deve andare dal veterinario sabato", "portare il gatto dal veterinario", "sabato"],
    ["es", "La tarta tiene que estar lista a las 5", "preparar la tarta", "a las 5"],
    ["fr", "Les bancs doivent être propres avant Noël", "nettoyer les bancs", "avant Noël"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(capture(text, locale).map((op) => [op.summary, op.due])).toEqual([[summary, due]]);
  });

  it.each([
    // An advert, nothing to report, being home at a time, a person who has to go, news with a pronoun-like article, a call asked back.
    ["fr", "Appartement à louer près de la gare"],
    ["fr", "Rien à signaler depuis lundi"],
    ["it", "Niente da segnalare stanotte"],
    ["fr", "je serai à la maison vers 19h"],
    ["it", "sarò a casa verso le 7"],
    ["es", "Mi hermano tiene que ir al médico el jueves"],
    ["it", "I vicini ridipingono la facciata questo weekend"],
    ["es", "La huelga de Renfe sigue mañana según la radio"],
    ["it", "mia sorella prenota l'agriturismo per agosto"],
    ["fr", "Tu peux me rappeler demain matin ?"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

describe("the fourteenth batch's southern shapes, as the owner sees them tracked", () => {
  it.each([
    // A promise to someone named with a title and its dot, or after an elided "all'".
    ["fr", "J'ai promis à M. Bernard que je lui mets sa boîte de côté demain", "lui mettre sa boîte de côté", "demain"],
    ["pt", "Prometi ao Sr. Ernesto que lhe guardo a caixa dos comprimidos para amanhã", "lhe guardo a caixa dos comprimidos", "para amanhã"],
    ["it", "Ho promesso all'amministratore che gli sistemo la luce dell'androne la settimana prossima", "sistemargli la luce dell'androne", "la settimana prossima"],
    // A tag, a reassurance or "I had forgotten" after the time is neither task nor due phrase.
    ["fr", "je dépose le colis chez le client de Vaise avant 18h, j'avais oublié", "déposer le colis chez le client de Vaise", "avant 18h"],
    ["es", "mañana tengo que ir al BPS por los aportes, bo", "ir al BPS por los aportes", "mañana"],
    ["pt", "Preciso pagar o boleto da luz até sexta, viu", "pagar o boleto da luz", "até sexta"],
    ["it", "Ti mando il preventivo domani, stai tranquillo", "Ti mando il preventivo", "domani"],
    // "pour mon dossier": the French possessive is no Monday.
    ["fr", "Demain je téléphone à la CAF pour mon dossier", "téléphoner à la CAF pour mon dossier", "Demain"],
    // "vou lá", "lhe vou", "vou tá" + gerund, a subject pronoun after the day, "hay que" after the day: out of the task.
    ["pt", "Prometi a painho que vou lá consertar o portão no domingo", "consertar o portão", "no domingo"],
    ["pt", "Prometi à minha mãe que lhe vou buscar os medicamentos na quinta", "buscar os medicamentos", "na quinta"],
    ["pt", "Vou tá passando no mercado amanhã cedo pra comprar o dendê", "passar no mercado pra comprar o dendê", "amanhã cedo"],
    ["pt", "Amanhã eu telefono para a Segurança Social por causa do meu número", "telefonar para a Segurança Social por causa do meu número", "Amanhã"],
    ["es", "Ojo: el miércoles hay que renovar el DNI", "renovar el DNI", "el miércoles"],
    // A promise told with "dije que" and the imperfect, "che le avrei" and a participle.
    ["es", "Le dije a la supervisora que le hacía el cuadrante de vacaciones para el viernes", "hacerle el cuadrante de vacaciones", "para el viernes"],
    ["it", "Ho detto alla coordinatrice che le avrei fatto il piano ferie entro venerdì", "fare il piano ferie", "entro venerdì"],
    // Deadlines after a meeting, in a while, on a trip; a reason after a deadline stays in the task.
    ["pt", "Ligo ao Sr. Teixeira depois da reunião por causa da retenção na fonte", "Ligar ao Sr. Teixeira por causa da retenção na fonte", "depois da reunião"],
    ["it", "Richiamo il signor Serra dopo la riunione per la ritenuta d'acconto", "Richiamare il signor Serra per la ritenuta d'acconto", "dopo la riunione"],
    ["pt", "Levo o pedido de transporte à urgência daqui a bocado", "Levar o pedido de transporte à urgência", "daqui a bocado"],
    ["pt", "Tenho de ligar ao Dr. Moura antes das 11 por causa da receita da D. Lurdes", "ligar ao Dr. Moura por causa da receita da D. Lurdes", "antes das 11"],
    // Papers that go out named by their form ("modelo 303", "F24", "liasse"), a "dev'essere", a day and "presto".
    ["es", "El modelo 303 de Construcciones Iglesias tiene que salir el jueves", "enviar el modelo 303 de Construcciones Iglesias", "el jueves"],
    ["it", "L'F24 della ditta Pinna deve partire giovedì", "inviare l'F24 della ditta Pinna", "giovedì"],
    ["fr", "La liasse fiscale des Dupuy doit partir d'ici jeudi", "envoyer la liasse fiscale des Dupuy", "d'ici jeudi"],
    ["it", "Il quadro del bar all'angolo dev'essere messo a norma prima del sopralluogo", "mettere il quadro del bar all'angolo a norma", "prima del sopralluogo"],
    ["it", "ajò, domani presto sistemo il recinto del campo", "sistemare il recinto del campo", "domani presto"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(capture(text, locale).map((op) => [op.summary, op.due])).toEqual([[summary, due]]);
  });

  it.each([
    // Told something that is a state, and a form read out as news, stay untracked.
    ["es", "Le dije a Juan que estaba cansado el viernes"],
    ["fr", "Mon associé doit déposer les comptes de la SARL"],
    ["pt", "Dizem que as Finanças prolongaram o prazo até 5 de julho"],
    ["it", "Dicono che l'Agenzia delle Entrate abbia prorogato la scadenza al 5 luglio"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

describe("the thirteenth batch's southern shapes, as the owner sees them tracked", () => {
  it.each([
    // A paper that has to go out is the owner's to send.
    ["fr", "Le devis de la salle de bain des Perret doit partir avant vendredi", "envoyer le devis de la salle de bain des Perret", "avant vendredi"],
    ["es", "La newsletter de diciembre tiene que salir el jueves a las 10", "enviar la newsletter de diciembre", "el jueves a las 10"],
    ["pt", "O orçamento da casa de banho dos Pereiras tem de seguir antes de sexta", "enviar o orçamento da casa de banho dos Pereiras", "antes de sexta"],
    ["it", "Il preventivo del bagno dei Colombo deve partire prima di venerdì", "inviare il preventivo del bagno dei Colombo", "prima di venerdì"],
    // A deadline before a class, with its day; a promise told as an assurance, or without its auxiliary.
    ["fr", "j'ai promis à mon prof que je fais les exercices avant le cours de vendredi", "faire les exercices", "vendredi"],
    ["pt", "prometi ao meu professor que faço os exercícios antes da aula de sexta", "fazer os exercícios", "sexta"],
    ["it", "Ho assicurato a mio figlio che avrei controllato i calcoli della struttura entro fine settimana", "controllare i calcoli della struttura", "entro fine settimana"],
    ["fr", "promis a mamie que je lui envoie des photos du petit dimanche", "lui envoie des photos du petit", "dimanche"],
    ["it", "promesso alla nonna che le mando le foto del piccolo domenica", "mandarle le foto del piccolo", "domenica"],
    ["es", "le prometi a la abuela q le mando fotos del peque el domingo", "mandarle fotos del peque", "el domingo"],
    ["pt", "Prometi ao baterista que lhe ia buscar a tarola ao luthier na terça", "buscar a tarola ao luthier", "na terça"],
    // The Brazilian gerund after "vou estar"; European "até ao"; a day said first, and a day that is a noun's.
    ["pt", "Vou estar mandando o briefing pro fotógrafo amanhã", "mandar o briefing pro fotógrafo", "amanhã"],
    ["pt", "Garanti ao meu filho que lhe revia os cálculos da estrutura até ao fim da semana", "rever-lhe os cálculos da estrutura", "até ao fim da semana"],
    ["pt", "Bora lá: sábado pinto o portão da quinta", "pintar o portão da quinta", "sábado"],
    // Tags and remarks after the task; a "no" inside a word ("temprano") denies nothing; on the way back.
    ["es", "Le prometí a la Cote que le paso los apuntes el lunes po", "pasarle los apuntes", "el lunes"],
    ["pt", "Te mando o arquivo hoje à noite, pode deixar", "Te mando o arquivo", "hoje à noite"],
    ["fr", "je passe chez le garagiste vendredi pour les pneus, c'est tarpin urgent", "passer chez le garagiste pour les pneus", "vendredi"],
    ["es", "mañana temprano tengo que pagar la cuenta de la luz, no se me puede pasar", "pagar la cuenta de la luz", "mañana temprano"],
    ["pt", "não me posso esquecer de comprar fita de teflon quando voltar", "comprar fita de teflon", "quando voltar"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(capture(text, locale).map((op) => [op.summary, op.due])).toEqual([[summary, due]]);
  });

  it("a reminder asked for 'on the way back' keeps those words as its time", () => {
    expect(extractCommitments("ricordarmi di ricomprare il teflon al rientro", "it")).toEqual([{ op: "open", summary: "ricomprare il teflon", reminder: true, due: "al rientro" }]);
  });

  it.each([
    // A train or a bus that has to leave, a notice under its head, someone else's assurance, someone else's paper with a clause after it.
    ["fr", "Le train doit partir à 10h"],
    ["es", "El tren tiene que salir a las 10"],
    ["pt", "O autocarro tem de sair às 8"],
    ["it", "Il treno deve partire alle 10"],
    ["es", "Aviso: la piscina está cerrada hasta el lunes"],
    ["pt", "Aviso: a piscina está fechada até segunda"],
    ["it", "Avviso: la piscina è chiusa fino a lunedì"],
    ["es", "Mi hermano me aseguró que vendría el sábado"],
    ["fr", "Le colis de Léa doit partir demain, elle s'en occupe"],
    ["it", "La Roma gioca domenica, annamo allo stadio co' l'amici"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

/**
 * The sixteenth batch in French, Spanish and Italian and the seventeenth in Portuguese (capture-south16: a midwife, a sommelier, a
 * fisherman, a surveyor, a writer; Québec, Chile, Galicia, Angola, Cape Verde, Naples, Sardinia) held at its figures after the rules
 * it brought (issue 35; first pass, before them: fr 26, es 28, pt 25, it 26 rows of 35 each, and 4, 3, 2 and 4 non-commitments
 * tracked of 26, 25, 25 and 25: a recipe step with "une heure avant", someone else's list after a colon, "il faut l'attendre").
 */
const SOUTH_SIXTEENTH_FLOORS: Record<string, { file: string; caught: number; tracked: number }> = {
  fr: { file: "capture-fr-sixteenth.tsv", caught: 32, tracked: 4 },
  es: { file: "capture-es-sixteenth.tsv", caught: 33, tracked: 3 },
  pt: { file: "capture-pt-seventeenth.tsv", caught: 30, tracked: 2 },
  it: { file: "capture-it-sixteenth.tsv", caught: 31, tracked: 4 },
};

describe.each(SOUTH)("%s sixteenth southern batch, as the new writers wrote it", (locale) => {
  it("catches the commitments with their due phrase out, and tracks no more of the look-alikes than the first pass did", () => {
    const { file, ...floors } = SOUTH_SIXTEENTH_FLOORS[locale]!;
    expectBatchFloors(locale, file, SOUTH_LEAD_LEFT[locale]!, floors);
  });
});

describe("the sixteenth batch's southern shapes, as the owner sees them tracked", () => {
  it.each([
    // The owner's first-person verb becomes the to-do's infinitive; a pronoun before it goes with it, or goes when the person is named.
    ["fr", "Je passe chez le notaire demain", "passer chez le notaire", "demain"],
    ["fr", "J'ai promis à mon matelot que je lui paierais sa part vendredi", "lui payer sa part", "vendredi"],
    ["es", "Le devuelvo el taladro a Pablo esta tarde", "Devolver el taladro a Pablo", "esta tarde"],
    ["es", "Prometí a Lucía que estaría en el parto el sábado", "estar en el parto", "el sábado"],
    ["pt", "Prometi ao chef que lhe arranjava um branco até sexta", "arranjar-lhe um branco", "até sexta"],
    ["pt", "amanhã ligo ao dentista", "ligar ao dentista", "amanhã"],
    ["it", "Ho promesso al marinaio che gli pago la sua parte venerdì", "pagargli la sua parte", "venerdì"],
    ["it", "stasera chiamo il medico", "chiamare il medico", "stasera"],
    // An appointment or a service named first, then its time, and nothing else.
    ["fr", "contrôle technique du 4x4 avant le 20", "contrôle technique du 4x4", "avant le 20"],
    ["es", "cita con el dentista jueves 15h", "cita con el dentista", "jueves 15h"],
    ["pt", "revisão do motor do barco dia 20", "revisão do motor do barco", "dia 20"],
    ["it", "tagliando del motore della barca entro fine mese", "tagliando del motore della barca", "entro fine mese"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(capture(text, locale).map((op) => [op.summary, op.due])).toEqual([[summary, due]]);
  });

  it.each([
    // A noun that looks like a verb stays a noun; a meeting moved is news.
    ["es", "Pago del alquiler hecho"],
    ["fr", "Réunion comité reportée à jeudi"],
    ["it", "Riunione alle 15 - spostata a giovedì"],
    ["pt", "O meu irmão sai para o mar às 4h"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

/**
 * The nineteenth batch in French, Spanish, Portuguese and Italian (capture-south17: a beekeeper, an estate agent, a yoga teacher, a
 * lorry driver, a grandmother, a student, a waiter, as they type in a chat; Brazilian and European Portuguese): one-word appointments
 * with a time, the first person with no time, two verbs joined by "et"/"y"/"e", near futures, obligations, reminders to self, trips,
 * notes with prices; look-alikes: recipes with sea water, the past, others' plans, questions, wishes, news, complaints, habits. Held
 * at what the capture reads after the rules it brought (issue 35; first pass, before them: fr 44, es 47, pt 43, it 45 rows caught of
 * 63 each; 0, 0, 2 and 2 look-alikes tracked of 64, 65, 65 and 65), every row it still misses or tracks said here, so a new one fails.
 */
const SOUTH_NINETEENTH: Record<string, { missed: string[]; tracked: string[] }> = {
  // One time said before two errands joined by "et" is one errand run (as "jeudi je fais le plein et je vérifie les pneus" is read
  // in the earlier batches), though each has its own "je": one thread, both verbs in the infinitive ("faire les courses et repasser les chemises").
  fr: {
    missed: ["ce soir je fais les courses et je repasse les chemises", "samedi je taille la haie et je vide le garage"],
    tracked: [],
  },
  // The same one errand run; "doy de baja": a first person the task form reads ("doy") that does not end as the others do.
  es: {
    missed: ["esta noche hago la compra y plancho las camisas", "Pago la factura del agua y doy de baja Movistar", "el sábado podo el seto y vacío el garaje"],
    tracked: [],
  },
  // "mando de volta" reads as a noun before "de" ("pago do aluguel"); "vou abastecer" is one word with its time.
  pt: {
    missed: ["mando de volta a encomenda da Shein", "hoje à noite faço as compras e passo as camisas a ferro", "no sábado podo a sebe e arrumo a garagem", "vou abastecer antes de sair"],
    tracked: [],
  },
  // "rimando" (send back, or put off) and "sollecito" (a participle's ending) are not read as the owner's verb; "bisogna che" names no
  // person; "ci penso io" names no task; a rule about a form "va presentato entro …" reads as a paper to send.
  it: {
    missed: [
      "rimando indietro il pacco di Zalando",
      "Sollecito il rimborso all'assicurazione",
      "stasera faccio la spesa e stiro le camicie",
      "sabato poto la siepe e svuoto il garage",
      "bisogna che porti la macchina al tagliando prima delle ferie",
      "ok ci penso io domani",
    ],
    tracked: ["Il 730 va presentato entro il 30 settembre quest'anno"],
  },
};

/** A southern batch (fr, es, pt, it) held to its listed misses and wrongly tracked look-alikes. */
function describeSouthBatch(round: string, listed: Record<string, { missed: string[]; tracked: string[] }>): void {
  describe.each(SOUTH)(`%s ${round} southern batch, as people type in a chat`, (locale) => {
    it("catches every commitment but the known misses, with the due phrase and the cue's words out, and tracks only the known look-alikes", () => {
      const batch = rows(locale, [`capture-${locale}-${round}.tsv`]);
      const missed = batch
        .filter((r) => r.commitment)
        .filter((r) => {
          const ops = capture(r.text, locale);
          const inSummary = (due: string) => ops.some((op) => op.summary.toLowerCase().includes(due.toLowerCase()));
          return !(ops.length === r.count && !r.dues.some(inSummary) && (r.dues.length === 0 || ops.some((op) => op.due)) && !ops.some((op) => SOUTH_LEAD_LEFT[locale]!.test(op.summary)));
        })
        .map((r) => r.text);
      const tracked = batch.filter((r) => !r.commitment && capture(r.text, locale).length > 0).map((r) => r.text);
      expect(missed).toEqual(listed[locale]!.missed);
      expect(tracked).toEqual(listed[locale]!.tracked);
    });
  });
}

describeSouthBatch("nineteenth", SOUTH_NINETEENTH);

describe("the nineteenth batch's southern shapes, as the owner sees them tracked", () => {
  it.each([
    // An appointment named by one word, with a clock time or a date.
    ["fr", "kiné mardi 18h", "kiné", "mardi 18h"],
    ["es", "fisio martes a las 6", "fisio", "martes a las 6"],
    ["pt", "oftalmo dia 12 às 9h", "oftalmo", "dia 12 às 9h"],
    ["it", "oculista il 12 alle 9", "oculista", "il 12 alle 9"],
    // A trip by its flight and a time.
    ["fr", "vol pour Lisbonne vendredi 7h05", "vol pour Lisbonne", "vendredi 7h05"],
    // The first person with no time, said back in the infinitive: the errand's verb says it is one.
    ["fr", "je rends les clés à l'agence", "rendre les clés à l'agence", undefined],
    ["fr", "j'achète des timbres", "acheter des timbres", undefined],
    ["es", "paso por el banco", "pasar por el banco", undefined],
    ["pt", "ligo ao canalizador", "ligar ao canalizador", undefined],
    ["it", "prenoto la visita dal dermatologo", "prenotare la visita dal dermatologo", undefined],
    // A verb done to someone whose pronoun is elided: the "je" is out of the task.
    ["fr", "Je t'envoie le devis d'ici jeudi", "t'envoie le devis", "d'ici jeudi"],
    // A need with its verb; a familiar afternoon; a head that says to note it; a thing not to forget; "mi raccomando" before the cue.
    ["fr", "j'ai besoin de faire réviser la voiture avant les vacances", "faire réviser la voiture", "avant les vacances"],
    ["fr", "je vais appeler la CPAM cet aprèm", "appeler la CPAM", "cet aprèm"],
    ["es", "apunta: pedir los tarros de cristal", "pedir los tarros de cristal", undefined],
    ["pt", "anota aí: encomendar os frascos de vidro", "encomendar os frascos de vidro", undefined],
    ["pt", "Não esquecer o presente do Léo para domingo", "o presente do Léo", "para domingo"],
    ["it", "mi raccomando non dimenticare di innaffiare i pomodori domani", "innaffiare i pomodori", "domani"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(capture(text, locale).map((op) => [op.summary, op.due])).toEqual([[summary, due]]);
  });

  it.each([
    ["fr", "j'achète du pain et j'appelle maman", [["acheter du pain", undefined], ["appeler maman", undefined]]],
    ["es", "compro pan y llamo a mamá", [["comprar pan", undefined], ["llamar a mamá", undefined]]],
    ["pt", "compro pão e ligo à mãe", [["comprar pão", undefined], ["ligar à mãe", undefined]]],
    ["it", "Pago la bolletta dell'acqua e disdico Sky", [["pagare la bolletta dell'acqua", undefined], ["disdire Sky", undefined]]],
  ] as const)("%s: %j is two errands, each its own first person", (locale, text, ops) => {
    expect(capture(text, locale).map((op) => [op.summary, op.due])).toEqual(ops);
  });

  it.each([
    // One time for both: one errand run, its second verb in the infinitive as the first is.
    ["fr", "ce soir je fais les courses et je repasse les chemises", "faire les courses et repasser les chemises", "ce soir"],
    ["es", "el sábado podo el seto y vacío el garaje", "podar el seto y vaciar el garaje", "el sábado"],
    ["pt", "no sábado podo a sebe e arrumo a garagem", "podar a sebe e arrumar a garagem", "no sábado"],
    ["it", "stasera faccio la spesa e stiro le camicie", "fare la spesa e stirare le camicie", "stasera"],
  ] as const)("%s: %j is one errand run, %j due %j", (locale, text, summary, due) => {
    expect(capture(text, locale).map((op) => [op.summary, op.due])).toEqual([[summary, due]]);
  });

  it.each([
    // What the first person does now or always, or would do, with no errand's verb or with a habit: no to-do.
    ["fr", "je lis un livre"],
    ["fr", "je prends un café"],
    ["fr", "je paie en liquide d'habitude"],
    ["fr", "j'appelais ma mère tous les soirs"],
    ["es", "escucho música"],
    ["es", "llevo años queriendo aprender piano"],
    ["es", "pagaría el alquiler si pudiera"],
    ["pt", "compro pão todo dia"],
    ["pt", "Passo no banco toda segunda"],
    ["pt", "pagava a renda se pudesse"],
    ["it", "leggo un libro"],
    ["it", "avevo il dentista martedì"],
    ["it", "compro il pane sempre lì"],
    // A need that is rest, not an errand; a fact under the head that says to note it; a flight or a train called off.
    ["fr", "j'ai besoin de vacances"],
    ["fr", "j'ai besoin de dormir"],
    ["es", "apunta: el bar cierra a las 5"],
    ["fr", "Vol annulé demain 7h"],
    ["it", "Treno soppresso domani 7:05"],
    ["es", "Peluquería cerrada el lunes 9h"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

/**
 * The twentieth batch in French, Spanish, Portuguese and Italian (capture-south18: a midwife, a market gardener, a lawyer, a ride-hailing
 * driver, a retiree, a schoolgirl, a baker, Québec, Belgian, Rioplatense, Mexican, Chilean, Brazilian and European Portuguese writers, as
 * they type in a chat): object pronouns before the verb ("je l'appelle demain", "se lo mando", "ligo-lhe amanhã", "glielo porto"),
 * periphrases ("j'ai à", "je suis censée", "tengo pendiente", "me falta", "fiquei de", "fica pra amanhã", "mi tocca", "ho da"), near and
 * simple futures, plans in the progressive ("mañana estoy llamando"), lists and notes with no verb, one-word appointments, reminders to
 * self; look-alikes: recipes, the past, others' plans, questions, wishes, news, complaints, habits ("todas as segundas"), and Portuguese
 * that reads like a plan ("vou ter saudades", "ainda hei de", "ela disse que me ligava"). Held at what the capture reads after the rules
 * it brought (issue 35; first pass, before them: fr 48, es 47, pt 49, it 46 rows caught of 61 each; 1, 1, 6 and 2 look-alikes tracked
 * of 62, 63, 66 and 63), every row it still misses said here, so a new one fails.
 */
const SOUTH_TWENTIETH: Record<string, { missed: string[]; tracked: string[] }> = {
  // ("on va réserver … cette semaine avec Paul" is read since capture-south21: the household's "on va" with a time); a shopping list under its head is things, not to-dos (as "- milk\n-
  // bread" is); "à payer" with no time is kept for a notice's "à louer"; a noun of renewal alone, a reflexive verb ("je m'inscris"), a
  // note of eleven words, "reprendre" (not an errand's verb) and two clauses parted by a comma are not read.
  fr: {
    missed: [
      "là je range, après je passe à la déchetterie",
      "courses : lait, oeufs, farine",
      "facture EDF à payer",
      "renouvellement carte vitale",
      "je m'inscris au tournoi de pétanque",
      "Je réserve la salle des fêtes pour les 80 ans de papa",
      "je reprends rendez-vous chez le kiné",
    ],
    tracked: [],
  },
  // The same, and "ojo con" (a warning), "doy una llamada", "al tiro" (right away) before the verb, and a dog walk ("saco al perro")
  // that is no errand's verb are not read.
  es: {
    missed: [
      "vamos a reservar la casa rural con Pedro esta semana",
      "compras: leche, huevos, harina",
      "factura de Endesa por pagar",
      "saco al perro y compro el pan",
      "ojo con la vacuna del perro el viernes",
      "mañana le doy una llamada al mecánico",
      "al tiro le mando el link al Pancho",
    ],
    tracked: [],
  },
  // "fica pra amanhã" (put off to tomorrow) before the verb, "já já" (right away), a tag ", não esquecer" after the thing and its day.
  pt: {
    missed: [
      "fica pra amanhã ligar pro contador",
      "compras: leite, ovos, farinha",
      "conta da luz por pagar",
      "renovação do cartão de cidadão",
      "me inscrevo no torneio de padel",
      "vacina do cão sexta, não esquecer",
      "já já mando o link pro Paulinho",
    ],
    tracked: [],
  },
  // "fisso", "chiedo" (not errands' verbs), "adesso adesso", "glielo dico" (a saying, no errand), ", non scordare" after the thing.
  it: {
    missed: [
      "spesa: latte, uova, farina",
      "bolletta Enel da pagare",
      "fisso la visita dal dermatologo",
      "chiedo il duplicato della tessera",
      "mi segno al torneo di padel",
      "vaccino del cane venerdì, non scordare",
      "adesso adesso mando il link a Paolo",
      "stasera glielo dico a Marco del pranzo di domenica",
    ],
    tracked: [],
  },
};

describeSouthBatch("twentieth", SOUTH_TWENTIETH);

describe("the twentieth batch's southern shapes, as the owner sees them tracked", () => {
  it.each([
    // A plan in the progressive with its time, said back in the infinitive.
    ["es", "mañana estoy llamando al técnico", "llamar al técnico", "mañana"],
    ["es", "el lunes estoy escribiendo al casero", "escribir al casero", "el lunes"],
    ["it", "domani sto chiamando il tecnico", "chiamare il tecnico", "domani"],
    // An appointment or a bill named by its noun, then its time; under a reminder's head.
    ["fr", "sage-femme jeudi 9h15", "sage-femme", "jeudi 9h15"],
    ["es", "matrona jueves 9:15", "matrona", "jueves 9:15"],
    ["pt", "boleto do condomínio até dia 10", "boleto do condomínio", "até dia 10"],
    ["pt", "Lembrete: IMI até 15 de outubro", "IMI", "até 15 de outubro"],
    ["it", "Promemoria: IMU entro il 16 dicembre", "IMU", "entro il 16 dicembre"],
    // An appointment the owner has, with its time; what the owner is supposed to do; a thing not to forget, named.
    ["fr", "J'ai un rendez-vous chez le garagiste jeudi à 10h", "rendez-vous chez le garagiste", "jeudi à 10h"],
    ["it", "ho l'appuntamento dal commercialista giovedì alle 10", "appuntamento dal commercialista", "giovedì alle 10"],
    ["fr", "je suis censée rendre le rapport jeudi", "rendre le rapport", "jeudi"],
    ["it", "non scordare il regalo di Lucia sabato", "il regalo di Lucia", "sabato"],
    // The afternoon said "dans l'après-midi"; Rioplatense "a la noche".
    ["fr", "je rappelle le garage dans l'après-midi", "rappeler le garage", "dans l'après-midi"],
    ["es", "tengo que ir al súper a la noche", "ir al súper", "a la noche"],
    // A figure among the words of a first-person note.
    ["es", "Reservo el salón para los 80 de papá", "reservar el salón para los 80 de papá", undefined],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(capture(text, locale).map((op) => [op.summary, op.due])).toEqual([[summary, due]]);
  });

  it.each([
    // A habit said with every weekday after a word ending in "a" (the preposition before "todos los" is a whole word).
    ["es", "Paso por la tintorería todos los lunes"],
    ["pt", "Passo na lavandaria todas as segundas"],
    ["it", "Passo in lavanderia tutti i lunedì"],
    // A frequency, a recipe's time or step, an Italian "i" that is no English "I".
    ["pt", "Regar os tomates de dois em dois dias no verão"],
    ["pt", "Levar o frango ao forno a 200 graus"],
    ["fr", "Il faut compter deux heures de cuisson à feu doux"],
    ["it", "Annaffiare i pomodori ogni due giorni d'estate"],
    // Portuguese that reads like a plan: what the owner will feel, a someday, what someone else said they would do.
    ["pt", "vou ter uma semana complicada"],
    ["pt", "Vou ter saudades de vocês"],
    ["pt", "ainda hei de aprender piano"],
    ["pt", "Ela disse que me ligava"],
    ["pt", "O Pedro disse que ligava amanhã"],
    // What is going on now in the progressive; a shift; a headline with a colon; news of an appointment's place.
    ["es", "Estoy llamando al banco ahora mismo"],
    ["it", "Sto chiamando la banca proprio adesso"],
    ["es", "mañana estoy trabajando todo el día"],
    ["it", "domani sto lavorando tutto il giorno"],
    ["pt", "IRS 2026: como entregar a declaração em cinco minutos"],
    ["fr", "La mairie est fermée samedi 10h"],
    ["fr", "J'avais rendez-vous chez le kiné mardi"],
    ["it", "mia figlia ha l'appuntamento dal dentista giovedì"],
    ["fr", "il est censé rendre le rapport jeudi"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

/**
 * The twenty-first batch in French, Spanish, Portuguese and Italian (capture-south19: a dental hygienist, a DJ, a fisherman, an estate
 * agent, a taxi driver, a student, a retiree, a delivery rider; Québec ("m'as", "chu", "à soir") and Belgian French, Latin American
 * Spanish ("ahorita", "le marco", "turno"), Brazilian Portuguese as typed on WhatsApp ("vou ter q", "tenho q", "pra", "vc") and European,
 * Italian with its accents dropped ("lunedi", "piu tardi")): one-word appointments with a time, the first person with no time, two
 * verbs joined by "et"/"y"/"e", near futures, obligations, reminders to self, trips, notes with figures; look-alikes: recipes (sea salt,
 * "mar"), the past, others' plans, questions, wishes, news, hypotheticals, complaints, habits, states. Held at what the capture reads
 * (issue 35; first pass, before any rule: fr 60 of 71, es 58 of 68, pt 57 of 65, it 52 of 62 rows caught; 0, 0, 1 and 1 look-alikes
 * tracked of 66, 65, 65 and 65; after its rules: fr 67, es 66, pt 61, it 54 caught, none tracked), every row it still misses or tracks
 * said here, so a new one fails.
 */
const SOUTH_TWENTY_FIRST: Record<string, { missed: string[]; tracked: string[] }> = {
  // Québec "chu pour" (I am about to), a cut "pelleter" said "je pellette" (no rule reads its stem), "me faire penser à" as a note,
  // and "j" glued to a verb with a vowel ("jenvoie") are not read.
  fr: {
    missed: [
      "chu pour aller chercher mon char au garage demain matin",
      "faut que je pellette l'entrée à matin",
      "me faire penser à envoyer le chèque au club de foot",
      "jenvoie le devis a Mme Roux ce soir",
    ],
    tracked: [],
  },
  // "al tiro" (right away) before the verb is not read (as in the twentieth); "le marco al doctor y saco cita" is read since capture-south20.
  es: {
    missed: [
      "al tiro llamo a la Isapre",
    ],
    tracked: [],
  },
  // "consulta com a dermato" with its time and two infinitives under "pra amanhã:" read as one are not read ("vou ao talho" with no time
  // is read since capture-south20: an errand's place; "bora" before a chore's verb and a time since capture-south23).
  pt: {
    missed: [
      "consulta com a dermato terça às 9h",
      "pra amanhã: ligar pro contador e mandar a nota fiscal",
    ],
    tracked: [],
  },
  // A cut infinitive with its apostrophe ("passa'") is not read (a one-word appointment with no clock hour, a transfer with its amount
  // and deadline and "vado in comune" are read since capture-south20; "ritiro" before an article, "prendo i bambini" and southern "mo'"
  // since capture-south21).
  it: {
    missed: [
      "devo passa' dal tabaccaio a prendere le marche da bollo",
    ],
    tracked: [],
  },
};

describeSouthBatch("twenty-first", SOUTH_TWENTY_FIRST);

describe("the twenty-first batch's southern shapes, as the owner sees them tracked", () => {
  it.each([
    // What is bought, paid or given back, counted, in a note with no time (`countedNote`).
    ["fr", "acheter 2 kg de patates et 6 œufs", "acheter 2 kg de patates et 6 œufs", undefined],
    ["fr", "rembourser 20 balles à Kevin", "rembourser 20 balles à Kevin", undefined],
    ["es", "comprar 2 kilos de tortillas y un litro de leche", "comprar 2 kilos de tortillas y un litro de leche", undefined],
    ["es", "devolver los 500 a Mariana", "devolver los 500 a Mariana", undefined],
    ["pt", "devolver os 50 conto pro Léo", "devolver os 50 conto pro Léo", undefined],
    ["it", "ridare 20 euro a Marco", "ridare 20 euro a Marco", undefined],
    ["it", "comprare 2 kg di patate e 6 uova", "comprare 2 kg di patate e 6 uova", undefined],
    // A reminder to self with its "ne" dropped, as French is spoken; Québec "m'as" (I'm going to).
    ["fr", "oublie pas de sortir les poubelles ce soir", "sortir les poubelles", "ce soir"],
    ["fr", "pas oublier le cadeau de la maîtresse vendredi", "le cadeau de la maîtresse", "vendredi"],
    ["fr", "m'as appeler ma mère à soir", "appeler ma mère", "à soir"],
    // A one-word appointment: the doctor said in the feminine, the mechanic, an Argentinian "turno", a physio.
    ["es", "ginecóloga el martes a las 9", "ginecóloga", "el martes a las 9"],
    ["es", "nutrióloga jueves 6pm", "nutrióloga", "jueves 6pm"],
    ["es", "mecánico viernes 8am", "mecánico", "viernes 8am"],
    ["es", "turno con el oculista el 14 a las 11", "turno con el oculista", "el 14 a las 11"],
    ["fr", "physio mardi 7h45", "physio", "mardi 7h45"],
    // A first person no ending reached: "recojo" (recoger), "je paie" (payer); a Rioplatense morning after the day.
    ["es", "recojo el paquete en la paquetería", "recoger el paquete en la paquetería", undefined],
    ["fr", "je paie la cantine", "payer la cantine", undefined],
    ["es", "mañana a la mañana llamo al plomero", "llamar al plomero", "mañana a la mañana"],
    // "vc me lembra de …": the reminder asked with its subject said, as typed on WhatsApp.
    ["pt", "vc me lembra de pagar a fatura do cartão dia 15", "pagar a fatura do cartão", "dia 15"],
    // Brazilian "pego" (I pick up), said back as "pegar".
    ["pt", "pego o carro na oficina amanhã", "pegar o carro na oficina", "amanhã"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(capture(text, locale).map((op) => [op.summary, op.due])).toEqual([[summary, due]]);
  });

  it.each([
    // A count after a verb of a dose or a recipe stays no note; a clock hour after a verb of paying is no amount.
    ["fr", "prendre 2 comprimés le matin"],
    ["fr", "ajouter 200 g de sucre"],
    ["es", "sacar 2 huevos de la nevera"],
    ["pt", "tomar 2 comprimidos"],
    ["it", "prendere 2 compresse"],
    ["it", "aggiungere 200 g di zucchero"],
    // "oublie" with no "pas" is dropping a thing; "tu m'as" is what someone did; another forgets.
    ["fr", "tu m'as dit de venir"],
    ["fr", "il oublie pas de sortir les poubelles"],
    ["fr", "pas oublier que c'est fermé lundi"],
    // A shift, a mechanic who comes; the pay that falls on a day; a recipe's "until" in Portuguese; going to bed.
    ["es", "turno noche el jueves a las 22"],
    ["es", "el mecánico viene el viernes a las 8"],
    ["fr", "la paie tombe le 28"],
    ["pt", "Bater os ovos com o açúcar até ficar fofo"],
    ["pt", "Mexer até engrossar"],
    // Falling asleep, traffic, the sun: "pego" that picks nothing up.
    ["pt", "pego no sono fácil"],
    ["pt", "pego trânsito todo dia"],
    ["pt", "pego sol na praia"],
    ["it", "vado a letto che domani mi alzo presto"],
    ["it", "stasera vado a letto presto"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });

  it("still reads a deadline said with \"até\" and a day, and going to fetch something", () => {
    expect(capture("pago a luz até sexta", "pt").map((op) => [op.summary, op.due])).toEqual([["pagar a luz", "até sexta"]]);
    expect(capture("domani vado a prendere il pane", "it").map((op) => [op.summary, op.due])).toEqual([["andare a prendere il pane", "domani"]]);
  });
});

/**
 * The twenty-second batch in French, Spanish, Portuguese and Italian (capture-south20, issue 35; Portuguese the largest, Brazilian and
 * European): one-word appointments with a time or a day alone, the first person with no time, two verbs joined by "et"/"y"/"e", near
 * futures, obligations, reminders to self, trips, notes with figures, notes that begin with a preposition ("pro aniversário da Ana: …"),
 * a clause in front ("tô sem tempo hj, mas amanhã …"), times tied to a moment ("depois do almoço", "después del gym"), promises;
 * look-alikes: recipes and the sea, "segunda"/"terça" that are no days, the past, others' plans, questions (also to ZOE: "me lembra que
 * dia é hoje?"), wishes, news, hypotheticals, complaints, habits, states, cancelled plans, chat. Written and committed before the
 * capture ran on it. First pass, before any rule: fr 56 of 60, es 54 of 63, pt 68 of 83, it 52 of 60 rows caught; 1, 2, 1 and 2
 * look-alikes tracked of 61, 65, 84 and 61. After its rules (an appointment's noun and a day alone, specialists by their ending, buses,
 * a head naming what notes are for, times tied to the gym or dinner said first, questions to ZOE after "remind me", days in the plural as
 * habits, errand places gone to with no time, "pode deixar que"): fr 59, es 62, pt 81, it 59 caught, none tracked. Every row it still
 * misses or tracks is said here, so a new one fails.
 */
const SOUTH_TWENTY_SECOND: Record<string, { missed: string[]; tracked: string[] }> = {
  // "je prends" is left to a coffee and a bus ("je prends un café"), so buying the tickets is not read.
  fr: {
    missed: [
      "je passe chez le boulanger et je prends les billets de train",
    ],
    tracked: [],
  },
  // "cargo" (I top up) is left to the noun it also is.
  es: {
    missed: [
      "ahorita cargo saldo al celu",
    ],
    tracked: [],
  },
  // "no feriado" (the next public holiday) is no due phrase; "dou banho" is no first person the present reads.
  pt: {
    missed: [
      "a gente vai pintar a sala no feriado",
      "antes do jantar dou banho no cachorro",
    ],
    tracked: [],
  },
  // A transfer named by its noun and amount with no time or verb is not read (as in the twenty-first).
  it: {
    missed: [
      "bonifico 300 euro a Marta",
    ],
    tracked: [],
  },
};

describeSouthBatch("twenty-second", SOUTH_TWENTY_SECOND);

/**
 * The twenty-third batch in French, Spanish, Portuguese and Italian (capture-south21, issue 35; Portuguese the largest, Brazilian and
 * European): one-word appointments with a time or a day alone, the first person with no time, two verbs joined by "et"/"y"/"e", near
 * futures, obligations, reminders to self, trips, notes with figures and prices, notes that begin with a preposition, a clause in
 * front, times tied to a moment, promises; look-alikes: recipes and the sea, the past, others' plans, questions (also to ZOE), wishes,
 * hypotheticals, news, complaints, states, habits ("todo dia", "cada lunes", "ogni mattina", "tous les jours"), leisure, cancelled
 * plans, amounts spent, chat. Written and committed before the capture ran on it. First pass, before any rule: fr 65 of 68, es 61 of 70,
 * pt 75 of 86, it 59 of 68 rows caught; 0, 2, 1 and 2 look-alikes tracked of 70, 71, 84 and 71. After its rules (moments of the day
 * said first: "antes do trabalho", "cuando salga del gym", "finita la lezione", "en sortant de la salle", "al rato", "logo à tarde";
 * "sábado cedo"; "deixa que eu …", "combinei com X de …", "não me esqueço de", "que no se me pase"; "on va" + a chore with a time; errands
 * by their verb: "tiro o lixo", "echo gasolina", "faccio benzina", "prendo i bambini", "ritiro il pacco"; "mo'" before the verb; "entro il
 * primo"; a counted "dare"; habits with "todo mês"; "remind me the wifi password?" as a question; "voy a pensarlo"; "per due minuti" as a
 * step's length; "fica comigo:" as a head): fr 68, es 69, pt 85, it 67 caught, none tracked. Every row it still misses or tracks is said here, so a new one fails.
 */
const SOUTH_TWENTY_THIRD: Record<string, { missed: string[]; tracked: string[] }> = {
  fr: {
    missed: [],
    tracked: [],
  },
  // A transfer named by its noun and amount with no time or verb is not read (as in Italian since the twenty-first).
  es: {
    missed: [
      "bizum de 30 € a Carlos",
    ],
    tracked: [],
  },
  // A second verb alone with nothing after it ("e abasteço") is not read as an errand.
  pt: {
    missed: [
      "lavo o carro e abasteço",
    ],
    tracked: [],
  },
  // "parlo col …": "col" after the present is left to outings ("ceno coi miei"), so talking to the landlord is not read.
  it: {
    missed: [
      "lascia fare a me, domani parlo col padrone di casa",
    ],
    tracked: [],
  },
};

describeSouthBatch("twenty-third", SOUTH_TWENTY_THIRD);

/**
 * The twenty-fourth batch in French, Spanish, Portuguese and Italian (capture-south22, issue 35; Portuguese the largest, Brazilian and
 * European), by owners unlike the earlier rounds': a parent with the children's logistics, a freelancer with invoices and clients, a
 * student with deadlines and exams, a tradesperson at clients' homes ("domani dai Rossi cambio la caldaia"), voice-dictated run-ons with
 * no punctuation, messages with two or three tasks; look-alikes: recipes and the sea, the past ("ontem liguei pro banco"), others'
 * plans, news, questions (also to ZOE: "me lembra que dia é hoje?"), wishes, hypotheticals, complaints, habits, amounts spent,
 * cancelled plans, leisure, chat. Written and committed before the capture ran on it. First pass, before any rule: fr 52 of 61, es 51 of
 * 61, pt 82 of 101, it 52 of 61 rows caught; 0, 2, 3 and 0 look-alikes tracked of 63, 64, 98 and 63. After its rules (appointments by
 * the noun of an exam, a call, a quote, a lift: "prova de cálculo segunda 8h", "partiel de stats lundi 9h", "call con il cliente domani
 * alle 11", "orçamento pro Sr. Almeida até quinta"; a noun's complement no news: "reunião de pais"; the owner's "have" before one:
 * "tenho consulta no cardiologista quinta às dez"; where the job is between the time and the verb: "domani dai Rossi cambio la caldaia";
 * notes under a meeting's head with any verb; "al salir del curro", "uscito dal lavoro"; "cobrar" a sum; "passar recibo", "emitir";
 * "et que j'…" as a second clause; "combinei com a Inês mandar-lhe"; habits "três vezes por semana"; watching a match; "já volto";
 * "tirei" no future; a to-do with its time, then notes after a comma: "levar a Bia na natação quarta, separar a toalha"): fr 59, es 57, pt 92, it
 * 57 caught, none tracked. Every row it still misses or tracks is said here, so a new one fails.
 */
const SOUTH_TWENTY_FOURTH: Record<string, { missed: string[]; tracked: string[] }> = {
  // One time for two verbs is one errand run (as "jeudi je fais le plein et je vérifie les pneus" since the twelfth); three clauses with no
  // "et" between the first two are not parted.
  fr: {
    missed: [
      "demain matin je dépose la voiture au garage et je passe à la banque",
      "aujourd'hui je récupère Sarah j'appelle ma mère et je paie la salle de sport",
    ],
    tracked: [],
  },
  // One time for two verbs is one errand run; one cue for two infinitives is one to-do ("pagar la luz y llamar al casero"); three clauses
  // with no "y" between the first two are not parted; "ir por" (to fetch) is not read as an errand.
  es: {
    missed: [
      "mañana temprano llevo el coche al taller y después paso por el banco",
      "hoy recojo a Sara llamo a mi madre y pago el gimnasio",
      "ir por las medicinas de mi mamá",
    ],
    tracked: [],
  },
  // One time for two verbs is one errand run, and one cue for two infinitives one to-do ("devolver o livro … e pagar o boleto …"), as
  // since the twelfth; a comma before the second verb and three clauses with no "e" are not parted; a shop by its name ("Continente") is no
  // errand place; a shopping list with commas is not read without a time.
  pt: {
    missed: [
      "amanhã levo as crianças na escola e passo no açougue",
      "amanhã cedo levo o carro na oficina depois passo no banco pra resolver o cartão",
      "hoje busco a Ana no balé ligo pra minha mãe e pago a academia",
      "amanhã de manhã vou às Finanças e depois passo nos CTT",
      "sexta levo o cachorro no veterinário e compro a ração",
      "vou ao Continente e passo na farmácia",
      "comprar pão, leite e ovos",
    ],
    tracked: [],
  },
  // One time for two verbs is one errand run; one cue for two infinitives one to-do; three clauses with no "e" are not parted; "il primo"
  // (of the month) alone is no due phrase.
  it: {
    missed: [
      "domattina porto la macchina dal meccanico poi passo in banca",
      "oggi prendo Sara chiamo mia madre e pago la palestra",
      "ricordami di pagare l'affitto il primo",
    ],
    tracked: [],
  },
};

describeSouthBatch("twenty-fourth", SOUTH_TWENTY_FOURTH);

describe("the twenty-fourth batch's southern shapes, as the owner sees them tracked", () => {
  it.each([
    // An exam, a call, a quote, a lift named by its noun and its time; a noun's own complement is no news about it.
    ["pt", "prova de cálculo segunda 8h", "prova de cálculo", "segunda 8h"],
    ["pt", "reunião de pais quinta 19h", "reunião de pais", "quinta 19h"],
    ["pt", "orçamento pro Sr. Almeida até quinta", "orçamento pro Sr. Almeida", "até quinta"],
    ["es", "llamada con el cliente mañana a las 10", "llamada con el cliente", "mañana a las 10"],
    ["es", "presupuesto para la señora Pilar el jueves", "presupuesto para la señora Pilar", "el jueves"],
    ["fr", "partiel de stats lundi 9h", "partiel de stats", "lundi 9h"],
    ["fr", "covoit pour Rennes dimanche 8h", "covoit pour Rennes", "dimanche 8h"],
    ["it", "call con il cliente domani alle 11", "call con il cliente", "domani alle 11"],
    // The owner's "have" before the appointment.
    ["pt", "tenho consulta no cardiologista quinta às 10h", "consulta no cardiologista", "quinta às 10h"],
    ["es", "tengo parcial el lunes a las 9", "parcial", "el lunes a las 9"],
    ["it", "ho dentista giovedì alle 15", "dentista", "giovedì alle 15"],
    ["fr", "j'ai dentiste jeudi 15h", "dentiste", "jeudi 15h"],
    // Where the job is, between the time and the verb: said after the task.
    ["pt", "amanhã em casa da D. Rosa troco o esquentador", "trocar o esquentador em casa da D. Rosa", "amanhã"],
    ["it", "domani dai Rossi cambio la caldaia", "cambiare la caldaia dai Rossi", "domani"],
    ["es", "mañana en casa de los García cambio el calentador", "cambiar el calentador en casa de los García", "mañana"],
    // Notes under a meeting's head, whatever their verb; leaving work said first; a sum to collect; an invoice to issue.
    ["es", "para la reunión del lunes: preparar las diapositivas", "preparar las diapositivas para la reunión del lunes", undefined],
    ["it", "per la riunione di lunedì: preparare le slide", "preparare le slide per la riunione di lunedì", undefined],
    ["es", "al salir del curro paso por la farmacia", "pasar por la farmacia", "al salir del curro"],
    ["it", "uscito dal lavoro passo in farmacia", "passare in farmacia", "uscito dal lavoro"],
    ["pt", "cobrar R$ 1.200 da agência", "cobrar R$ 1.200 da agência", undefined],
    ["pt", "passar recibo verde à empresa de Braga", "passar recibo verde à empresa de Braga", undefined],
    ["pt", "emitir a nota fiscal do cliente", "emitir a nota fiscal do cliente", undefined],
    ["pt", "combinei com a Inês mandar-lhe os apontamentos amanhã", "mandar-lhe os apontamentos", "amanhã"],
    ["pt", "combinei com a Ana que levo o bolo sábado", "levar o bolo", "sábado"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(capture(text, locale).map((op) => [op.summary, op.due])).toEqual([[summary, due]]);
  });

  it("reads notes after a comma, behind a to-do with its time, as to-dos of their own; the time is the first's", () => {
    expect(capture("levar a Bia na natação quarta, separar a toalha", "pt").map((op) => [op.summary, op.due])).toEqual([["levar a Bia na natação", "quarta"], ["separar a toalha", undefined]]);
    expect(capture("pagar a luz sexta, ligar pro banco", "pt").map((op) => [op.summary, op.due])).toEqual([["pagar a luz", "sexta"], ["ligar pro banco", undefined]]);
    expect(capture("llevar a Martina a natación el miércoles, preparar la toalla", "es").map((op) => [op.summary, op.due])).toEqual([["llevar a Martina a natación", "el miércoles"], ["preparar la toalla", undefined]]);
    // A recipe's step before the comma commits to nothing. (A forecast with a day, then a note, is the note on that
    // day since the day-then-note rule of capture-north23: "amanhã tá sol, lavar o carro" is "wash the car tomorrow".)
    expect(capture("amanhã tá sol, lavar o carro", "pt").map((op) => [op.summary, op.due])).toEqual([["lavar o carro", "amanhã"]]);
    expect(capture("levar ao forno amanhã, deixar esfriar", "pt")).toEqual([]);
    expect(capture("mañana hace sol, salir a correr", "es")).toEqual([]);
  });

  it("reads \"et que j'…\" after \"il faut que je …\" as a second to-do", () => {
    expect(capture("faut que je paie l'électricité et que j'appelle le proprio", "fr").map((op) => op.summary)).toEqual(["payer l'électricité", "appeler le proprio"]);
  });

  it.each([
    // News about the appointment, a final on TV, a hunger, a game: no appointment.
    ["pt", "a prova de sábado foi adiada"],
    ["pt", "prova de amor"],
    ["pt", "tenho aula toda segunda"],
    ["fr", "oral annulé jeudi"],
    ["fr", "j'ai piscine mercredi"],
    ["es", "final de la Champions el sábado"],
    ["es", "tengo sueño hoy"],
    ["it", "ho fame oggi"],
    ["fr", "le devis de jeudi était trop cher"],
    // A time and someone's home before what is no errand: a dinner, a party.
    ["pt", "amanhã na casa da Rosa a gente janta"],
    ["pt", "sábado no Rui vemos o jogo"],
    ["it", "sabato dai nonni mangiamo"],
    ["it", "domani da Marco c'è la festa"],
    ["fr", "samedi chez Paul on mange"],
    ["es", "el sábado en casa de Ana cenamos"],
    // A recipe's head names no meeting: its steps stay untracked.
    ["es", "para la salsa: picar la cebolla"],
    ["fr", "pour la pâte : mélanger la farine"],
    ["it", "per il sugo: tritare la cipolla"],
    // Tired after work; habits counted by the week; watching a match; back in a moment; a past "tirei"; someone else's part.
    ["es", "al salir del curro estoy muerta"],
    ["it", "uscita dal lavoro sono stanchissima"],
    ["pt", "vou à academia três vezes por semana"],
    ["es", "voy al gimnasio 3 veces por semana"],
    ["fr", "je vais à la salle 3 fois par semaine"],
    ["it", "vado in palestra 3 volte a settimana"],
    ["pt", "hoje à noite vou ver o jogo"],
    ["es", "esta noche veo el partido"],
    ["pt", "já volto"],
    ["pt", "tirei 8,5 na prova"],
    ["pt", "tirei a roupa do varal"],
    ["pt", "o recibo passou a data"],
    ["pt", "combinei com a Ana que ela leva o bolo"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });

  it("keeps a resolution to go three times a week, said with its cue", () => {
    expect(capture("Me he propuesto ir al gimnasio tres veces por semana", "es").map((op) => op.summary)).toEqual(["ir al gimnasio tres veces por semana"]);
  });
});

/**
 * The twenty-fifth batch in French, Spanish, Portuguese and Italian (capture-south23, issue 35; Portuguese the largest, half
 * Brazilian): short notes and half-sentences fired at the assistant in passing, in each language's commonest intent frames (pt "tenho
 * que/de", "preciso", "vou", "quero", "devo", "bora", "não posso esquecer", "lembrar de"; es "tengo que", "necesito", "voy a", "quiero",
 * "debo", "hay que", "no olvidar", "acordarme de", "me toca"; it "devo", "ho da", "vado a", "voglio", "bisogna", "non scordare",
 * "ricordarmi di", "mi tocca", "sto per"; fr "je dois", "il faut que je", "je vais", "je veux", "penser à", "ne pas oublier") crossed
 * with everyday objects and the due phrases ZOE reads, one-word appointments with and without an hour, notes under a head, the present
 * that promises; look-alikes: habits, others' plans and duties, the past, questions (also about a duty: "tenho que levar documento pra
 * votar?"), wishes, hypotheticals, news, recipes and the sea, complaints with "to have to", general duties, cancelled plans, amounts
 * spent, chat. Written and committed before the capture ran on it. First pass, before any rule: fr 60 of 60, es 61 of 62, pt 88 of
 * 92, it 62 of 64 rows caught; 1, 1, 1 and 1 look-alikes tracked of 63, 68, 93 and 65. After its rules ("bora" over a chore with a
 * time; wanting to cancel or give back; "a fine mese", "en fin de mois"; "mi devo ricordare di"; "verifica", "interrogazione"; a "should" for more
 * or less of something as a resolution): fr 60, es 62, pt 90, it 63 caught, none tracked. Every row it still misses or tracks is said here, so a new one fails.
 */
const SOUTH_TWENTY_FIFTH: Record<string, { missed: string[]; tracked: string[] }> = {
  fr: {
    missed: [],
    tracked: [],
  },
  es: {
    missed: [],
    tracked: [],
  },
  // A debt said first with its verb after a comma ("devo uma pizza …, pagar ele") is not read; a season ("no verão") is no time, so
  // "quero" before it stays a wish.
  pt: {
    missed: [
      "devo uma pizza pro Gabriel, pagar ele",
      "quero pintar o muro no verão",
    ],
    tracked: [],
  },
  // An adjective of the subject like a past participle ("diritto privato") reads as news about the exam.
  it: {
    missed: [
      "esame di diritto privato il 20",
    ],
    tracked: [],
  },
};

describeSouthBatch("twenty-fifth", SOUTH_TWENTY_FIFTH);

/**
 * The twenty-fifth batch's rules (capture-south23), and the look-alikes each must leave alone: the Brazilian "bora" over a chore with
 * a time; wanting to cancel or give back with no time; the end of the month with its preposition ("a fine mese", "en fin de mois");
 * "mi devo ricordare di" before the task; an Italian school test by its noun; a "should" for more or less of something is a resolution.
 */
describe("the twenty-fifth batch's southern rules, and what they must leave alone", () => {
  it.each([
    ["pt", "bora arrumar o quarto hj", "arrumar o quarto", "hj"],
    ["pt", "bora fazer a mudança sábado", "fazer a mudança", "sábado"],
    ["es", "quiero darme de baja del gimnasio", "darme de baja del gimnasio", undefined],
    ["pt", "quero cancelar o plano da Vivo", "cancelar o plano da Vivo", undefined],
    ["it", "voglio disdire Sky", "disdire Sky", undefined],
    ["fr", "je veux résilier mon abonnement SFR", "résilier mon abonnement SFR", undefined],
    ["it", "pago l'affitto alla fine del mese", "pagare l'affitto", "alla fine del mese"],
    ["it", "devo finire il report a fine settimana", "finire il report", "a fine settimana"],
    ["fr", "je paie le loyer à la fin du mois", "payer le loyer", "à la fin du mois"],
    ["it", "mi devo ricordare di chiamare la nonna domani", "chiamare la nonna", "domani"],
    ["it", "interrogazione di storia lunedì", "interrogazione di storia", "lunedì"],
    ["it", "esonero di analisi il 14 alle 9", "esonero di analisi", "il 14 alle 9"],
    // A "should" with a task and its time is still one.
    ["pt", "devia ligar pro João amanhã", "ligar pro João", "amanhã"],
    ["es", "debería llamar a mi madre mañana", "llamar a mi madre", "mañana"],
    ["it", "dovrei chiamare il medico domani", "chiamare il medico", "domani"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(capture(text, locale).map((op) => [op.summary, op.due ?? undefined])).toEqual([[summary, due]]);
  });

  it.each([
    // "bora" before an outing, a match, a drink, or asked.
    ["pt", "bora ver o jogo domingo"],
    ["pt", "bora tomar um café amanhã?"],
    ["pt", "bora sair sexta"],
    ["pt", "bora lá"],
    // Wanting to return a favour; someone else wanting to cancel; not wanting to.
    ["es", "quiero devolverle el favor"],
    ["pt", "quero devolver o favor"],
    ["it", "voglio restituire il favore"],
    ["fr", "je veux rendre service"],
    ["es", "mi hermana quiere cancelar la boda"],
    ["es", "no quiero cancelar la suscripción"],
    // The end of the month in news.
    ["it", "la benzina aumenta a fine mese"],
    ["fr", "le loyer augmente en fin de mois"],
    // A test's news, a memory.
    ["it", "verifica di mate spostata al 20"],
    ["it", "la verifica di mate è il 20"],
    ["it", "non mi ricordo di aver pagato"],
    // A "should" for more or less of something.
    ["pt", "devia comer menos açúcar"],
    ["es", "deberías hacer más deporte"],
    ["it", "dovrei fare più sport"],
    ["fr", "je devrais faire plus de sport"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

describe("the twenty-third batch's southern shapes, as the owner sees them tracked", () => {
  it.each([
    // A moment of the day said first, the to-do after it.
    ["pt", "antes da reunião imprimo as pautas", "imprimir as pautas", "antes da reunião"],
    ["pt", "quando voltar pra casa passo na farmácia", "passar na farmácia", "quando voltar pra casa"],
    ["es", "después de clase recojo el paquete", "recoger el paquete", "después de clase"],
    ["es", "cuando llegue a casa llamo al seguro", "llamar al seguro", "cuando llegue a casa"],
    ["it", "prima dell'ufficio passo in banca", "passare in banca", "prima dell'ufficio"],
    ["it", "appena torno a casa chiamo il tecnico", "chiamare il tecnico", "appena torno a casa"],
    ["fr", "en rentrant du travail je passe à la pharmacie", "passer à la pharmacie", "en rentrant du travail"],
    ["fr", "avant le boulot je dépose le colis", "déposer le colis", "avant le boulot"],
    // "al rato", "logo à tarde", a day's early hours.
    ["es", "al rato pago la luz", "pagar la luz", "al rato"],
    ["pt", "logo à tarde ligo pro banco", "ligar pro banco", "logo à tarde"],
    ["pt", "voo pra Natal sexta bem cedo", "voo pra Natal", "sexta bem cedo"],
    ["it", "pagare l'affitto entro il primo del mese", "pagare l'affitto", "entro il primo del mese"],
    // Taking it on, a promise with its other party, a thing one will not forget, the household's "on va".
    ["pt", "deixa que eu pago a conta do gás", "pagar a conta do gás", undefined],
    ["pt", "combinei com a Bia de levar o bolo no sábado", "levar o bolo", "no sábado"],
    ["pt", "não me esqueço de pagar a escola amanhã", "pagar a escola", "amanhã"],
    ["pt", "deixa comigo: ligar pro síndico amanhã", "ligar pro síndico", "amanhã"],
    ["es", "que no se me pase pedir la cita del médico", "pedir la cita del médico", undefined],
    ["fr", "on va repeindre la cuisine ce week-end", "repeindre la cuisine", "ce week-end"],
    // Errands by their verb, and "mo'" before it.
    ["pt", "tiro o lixo hoje à noite", "tirar o lixo", "hoje à noite"],
    ["pt", "abasteço o carro", "abastecer o carro", undefined],
    ["es", "echo gasolina", "echar gasolina", undefined],
    ["es", "sacar los boletos del concierto", "sacar los boletos del concierto", undefined],
    ["it", "ritiro le analisi", "ritirare le analisi", undefined],
    ["it", "faccio benzina", "fare benzina", undefined],
    ["it", "mo' chiamo la banca", "chiamare la banca", undefined],
    ["it", "dare 20 euro a Luca", "dare 20 euro a Luca", undefined],
    ["fr", "covoiturage pour Nantes dimanche 9h", "covoiturage pour Nantes", "dimanche 9h"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(capture(text, locale).map((op) => [op.summary, op.due])).toEqual([[summary, due]]);
  });

  it.each([
    // Habits: every month, every week, every morning.
    ["pt", "vou ao banco todo mês"],
    ["pt", "vou à academia toda semana"],
    ["pt", "tomo banho toda noite"],
    ["es", "voy al banco cada mes"],
    ["it", "faccio benzina ogni settimana"],
    ["fr", "je vais à la banque tous les mois"],
    // A moment of the day before something that is no task.
    ["pt", "antes do trabalho eu corro"],
    ["es", "antes del curro desayuno"],
    ["es", "al rato nos vemos"],
    ["fr", "en sortant du boulot je rentre"],
    ["pt", "logo à tarde tá sol"],
    ["pt", "sábado cedo chove"],
    // A piece of information asked back after "remind me": a question, no task.
    ["pt", "me lembra a senha do wifi?"],
    ["es", "¿me recuerdas el número de Ana?"],
    ["it", "mi ricordi l'indirizzo di Marco?"],
    ["fr", "tu me rappelles ton adresse ?"],
    // Thinking it over, trying; the pot's rice; a step's length; missing someone; outings and meals said with "on va".
    ["es", "voy a pensarlo"],
    ["es", "voy a intentarlo"],
    ["es", "que no se me pase el arroz"],
    ["es", "echo de menos a mi abuela"],
    ["it", "cuocere la pasta per 10 minuti"],
    ["it", "ci devo pensare"],
    ["it", "mo' mangio la pizza"],
    ["it", "il ritiro è sabato"],
    ["pt", "tiro uma foto"],
    ["pt", "deixa que eu vejo"],
    ["pt", "deixa comigo, tá?"],
    ["pt", "fica comigo: a Ana é muito chata"],
    ["fr", "on va manger au resto samedi"],
    ["fr", "on va voir mamie dimanche"],
    ["fr", "on va se coucher tôt ce soir"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

describe("the twenty-second batch's southern shapes, as the owner sees them tracked", () => {
  it.each([
    // An appointment's noun and its day, nothing else: the note an owner types ("dentista giovedì", "kiné vendredi").
    ["it", "dentista giovedì", "dentista", "giovedì"],
    ["it", "parrucchiere sabato", "parrucchiere", "sabato"],
    ["fr", "kiné vendredi", "kiné", "vendredi"],
    ["es", "oculista miércoles", "oculista", "miércoles"],
    ["pt", "ginecologista terça", "ginecologista", "terça"],
    // A specialist named by the ending all specialists share; a bus, a coach.
    ["pt", "ortopedista sexta 14h", "ortopedista", "sexta 14h"],
    ["pt", "ônibus pra Campinas amanhã 7h", "ônibus pra Campinas", "amanhã 7h"],
    ["it", "pullman per Roma domani alle 8", "pullman per Roma", "domani alle 8"],
    ["es", "bus a Valparaíso mañana 8am", "bus a Valparaíso", "mañana 8am"],
    // A note under a head that names what it is for: the head said after it.
    ["pt", "pro aniversário da Ana: comprar bolo", "comprar bolo pro aniversário da Ana", undefined],
    ["es", "para el cumple de Sofi: comprar velas", "comprar velas para el cumple de Sofi", undefined],
    ["fr", "pour l'anniv de Tom : commander le gâteau", "commander le gâteau pour l'anniv de Tom", undefined],
    ["it", "per il compleanno di Anna: ordinare la torta", "ordinare la torta per il compleanno di Anna", undefined],
    // A time tied to a moment of the day (the gym, dinner), said first.
    ["es", "después del gym paso por el súper", "pasar por el súper", "después del gym"],
    ["es", "antes de la cena saco al perro", "sacar al perro", "antes de la cena"],
    ["it", "prima di cena porto fuori il cane", "portare fuori il cane", "prima di cena"],
    ["fr", "après la muscu je passe au supermarché", "passer au supermarché", "après la muscu"],
    // Taking it on before the verb; a wish not to forget; a part of the day after a clause about today.
    ["pt", "pode deixar que eu mando a planilha hoje à noite", "mandar a planilha", "hoje à noite"],
    ["pt", "que eu não me esqueça de regar as plantas amanhã", "regar as plantas", "amanhã"],
    ["pt", "hj tá corrido, à noite respondo a Bia", "responder a Bia", "à noite"],
    // Going to a place one goes to only for an errand.
    ["pt", "vou aos correios", "ir aos correios", undefined],
    ["es", "voy a correos", "ir a correos", undefined],
    ["fr", "je vais au pressing", "aller au pressing", undefined],
    ["it", "vado in posta", "andare in posta", undefined],
    ["it", "domani vado in comune per la carta d'identita", "andare in comune per la carta d'identita", "domani"],
    // The professional in the feminine, a class.
    ["pt", "cabeleireira sábado", "cabeleireira", "sábado"],
    ["es", "doctora el lunes a las 9", "doctora", "el lunes a las 9"],
    ["it", "parrucchiera sabato", "parrucchiera", "sabato"],
    ["fr", "coiffeuse samedi", "coiffeuse", "samedi"],
    ["pt", "pilates amanhã 7h", "pilates", "amanhã 7h"],
    // A reminder whose "que" says what, not a question.
    ["pt", "me lembra que dia 10 vence o boleto", "vence o boleto", "dia 10"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(capture(text, locale).map((op) => [op.summary, op.due])).toEqual([[summary, due]]);
  });

  it.each([
    ["pt", "vou ao multibanco e depois passo na farmácia", [["ir ao multibanco", undefined], ["passar na farmácia", undefined]]],
    ["pt", "tenho de ligar à mãe e compro pão", [["ligar à mãe", undefined], ["comprar pão", undefined]]],
    ["es", "saco la basura y riego las plantas", [["sacar la basura", undefined], ["regar las plantas", undefined]]],
    ["es", "voy a la farmacia y paso por el súper", [["ir a la farmacia", undefined], ["pasar por el súper", undefined]]],
    ["fr", "je vais à la banque et je passe à la pharmacie", [["aller à la banque", undefined], ["passer à la pharmacie", undefined]]],
    ["it", "vado in banca e passo in farmacia", [["andare in banca", undefined], ["passare in farmacia", undefined]]],
  ] as const)("%s: %j is two errands", (locale, text, ops) => {
    expect(capture(text, locale).map((op) => [op.summary, op.due])).toEqual(ops);
  });

  it.each([
    // A question put to ZOE after "remind me": what to say, no task.
    ["pt", "me lembra que dia é hoje?"],
    ["pt", "me lembra quando é o jogo?"],
    ["es", "¿me recuerdas qué día es hoy?"],
    ["es", "recuérdame qué tengo que comprar"],
    ["it", "mi ricordi che giorno è oggi?"],
    ["fr", "tu peux me rappeler quel jour on est ?"],
    // The noun and a day asked about, or with the news about it.
    ["it", "dentista giovedì?"],
    ["fr", "kiné vendredi ?"],
    ["it", "il parrucchiere sabato è chiuso"],
    ["pt", "o barbeiro no sábado fecha às 13h"],
    // A head that addresses others or tells; a recipe's part.
    ["es", "para todos: mandar el informe"],
    ["fr", "pour info : appeler le SAV"],
    ["it", "per tutti: consegnare la relazione"],
    ["it", "per il sugo: tritare la cipolla"],
    ["pt", "Para a massa: misturar a farinha e os ovos"],
    // Days in the plural: a habit.
    ["es", "voy al gimnasio los martes y jueves"],
    ["es", "llamo a mi madre los domingos"],
    ["pt", "passo no mercado aos sábados"],
    // What is about to happen now, no task.
    ["it", "sto per addormentarmi"],
    ["it", "sto per uscire"],
    // Going somewhere said of another, in the past, or for leisure.
    ["pt", "ela vai ao banco"],
    ["pt", "fui ao banco"],
    ["pt", "vou à praia"],
    ["es", "voy al banco todos los meses"],
    ["es", "mi madre va al banco"],
    ["es", "voy al cine"],
    ["it", "vado in banca ogni lunedì"],
    ["it", "vado al mare"],
    ["fr", "je vais à la plage"],
    ["fr", "il va à la poste"],
    ["pt", "a médica disse que tá tudo bem"],
    ["es", "el doctor dice que todo bien"],
    ["pt", "à noite durmo mal"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });

  it("still reads a reminder whose \"quand\" says when, and \"sto per\" before an errand", () => {
    expect(capture("sto per prenotare le vacanze", "it").map((op) => op.summary)).toEqual(["prenotare le vacanze"]);
    expect(capture("me lembra quando chegar em casa de ligar pra mãe", "pt")).toHaveLength(1);
  });
});

/**
 * The twentieth batch in English, German and Dutch (capture-north19: a baker on early shifts, a wedding photographer, a lorry mechanic, a
 * midwife, an exams officer, a sailing instructor, Liverpool, Yorkshire, Berlin, Munich, Amsterdam and Limburg writers; many sentence
 * shapes: verb second and verb last, separable verbs, a modal with its infinitive last, "muss noch"/"moet nog", "ga … doen", "zal",
 * "even"/"effe", notes with no verb, orders to self, passives over a list, trips with a task beside them, amounts and clock times), its
 * misses and the look-alikes it still tracks said here, so a new one fails (issue 35; first pass, before its rules: en 60 of 71 rows, de 58
 * of 77, nl 60 of 81; 1, 0 and 1 look-alikes tracked of 74, 78 and 78; after them en 60, de 61, nl 64 rows, and 1, 0, 1 tracked; of the 22
 * summaries below, 11 did not read as a task before, 2 after). A row counts when the count is said, every due phrase is out of the summary
 * and no lead word of the cue is left in it.
 */
const NORTH19_MISSES: Record<"en" | "de" | "nl", string[]> = {
  en: [
    "tomorrow: torque the wheel nuts on the Volvo, then change the air filter on 14",
    "tyres for the trailer - £620 - pay by Friday",
    "home visit to the Ahmeds at 10:30",
    "sailing to Cowes on Saturday, need to check the forecast and the tide times on Friday",
    "re-rig the Laser's mainsheet before the kids' session",
    "goin to the bank in the morning to pay the rent in, £650",
    "car insurance renewal on the 17th - compare quotes",
    "remember the 2 parcels for the post office tomorrow",
    "that form for the council needs to be sent off this week",
  ],
  de: [
    "40 Brötchen extra fürs Schulfest Freitag",
    "hab den Harrisons versprochen, dass das Album vor ihrem Hochzeitstag gedruckt ist",
    "die Diashow für Amys Eltern ist bis Sonntag fertig, ganz ehrlich",
    "den Kompressor von der 7 schau ich mir morgen an",
    "ruf Jessica heute Abend wegen dem Geburtsplan zurück",
    "bring Omma nach der Arbeit noch ihr Rezept vorbei",
    "den Schuppen hab i bis Sonntag gstrichen, versprochen",
    "morgen die 2 Pakete zur Post",
    "das Gästezimmer muss bis Freitag ausgeräumt sein, da kommt Mama",
    "geh am Donnerstag zum Bürgeramt, neuer Ausweis",
  ],
  nl: [
    "NVWA morgen terugbellen over de datum van de controle",
    "40 extra bolletjes voor het schoolfeest vrijdag",
    "heb de Harrisons beloofd dat het album voor hun trouwdag gedrukt is",
    "vanavond beide SD-kaartjes back-uppen",
    "de diavoorstelling voor Amy's ouders is zondag af, echt waar",
    "morgen: wielmoeren van de Volvo natrekken, dan luchtfilter van de 14 vervangen",
    "huisbezoek bij de familie Yilmaz om 10.30 uur",
    "dodemanskoord van de buitenboordmotor maken",
    "wegenbelasting regelen voor de 1e, gap",
    "de auto moet volgende week naar de garage voor een beurt",
    "morgen de 2 pakketjes naar het postpunt",
    "de logeerkamer moet vrijdag leeg zijn, dan komt mama",
    "ga donderdag naar het gemeentehuis, nieuwe ID-kaart",
  ],
};
const NORTH19_TRACKED: Record<"en" | "de" | "nl", string[]> = {
  en: [
    "the trust says all training must be done by the end of the month",
  ],
  de: [],
  nl: [],
};

describeNorthBatch("twentieth", "the baker, the midwife, the lorry mechanic and the other new writers", NORTH19_MISSES, NORTH19_TRACKED);

/**
 * The twentieth batch's summaries as the owner reads them in a list: a task in the infinitive, as a to-do is written ("de garage bellen",
 * "das Getriebe ausbauen"), with the owner's conjugated verb, its subject and the due phrase gone; a list under a passive head is one
 * thread an item. The ones not yet read so are said in NORTH19_SUMMARY_LEFT, so a new one fails. ("de gemeente over de containers bellen":
 * the verb last after its phrase, as Dutch to-dos are also written; first written here with the phrase after the verb.)
 */
const NORTH19_SUMMARIES: Array<[Locale, string, string[]]> = [
  ["nl", "morgen bestel ik de zaden bij de molen", ["de zaden bij de molen bestellen"]],
  ["nl", "maandag bouw ik de versnellingsbak uit", ["de versnellingsbak uitbouwen"]],
  ["nl", "zo, morgen bel ik echt de loodgieter", ["de loodgieter bellen"]],
  ["nl", "morgen ruim ik de garage op", ["de garage opruimen"]],
  ["nl", "ik verleng in maart mijn vaarbewijs", ["mijn vaarbewijs verlengen"]],
  ["nl", "bel Jessica vanavond terug over haar bevalplan", ["Jessica terugbellen over haar bevalplan"]],
  ["nl", "ik moet de garage morgen nog bellen", ["de garage bellen"]],
  ["nl", "maandagochtend bel ik de gemeente over de containers", ["de gemeente over de containers bellen"]],
  ["nl", "ik ga vanavond de kliko's buiten zetten", ["de kliko's buiten zetten"]],
  ["nl", "de uitnodigingen stuur ik maandag de deur uit", ["de uitnodigingen de deur uit sturen"]],
  ["nl", "ik zal morgen de cijfers in Osiris zetten", ["de cijfers in Osiris zetten"]],
  ["nl", "moet nog gedaan worden: belasting, verzekering", ["belasting", "verzekering"]],
  ["de", "morgen bestell ich beim Müller die Saaten nach", ["beim Müller die Saaten nachbestellen"]],
  ["de", "am Montag bau ich das Getriebe aus", ["das Getriebe ausbauen"]],
  ["de", "so, morgen ruf ich wirklich den Klempner an", ["den Klempner anrufen"]],
  ["de", "ich verlängere im März meinen Sportbootführerschein", ["meinen Sportbootführerschein verlängern"]],
  ["de", "die Einladungen schicke ich am Montag raus", ["die Einladungen rausschicken"]],
  ["de", "die Torte für die Taufe backe ich am Samstagmorgen", ["die Torte für die Taufe backen"]],
  ["de", "werde morgen die Noten ins System eintragen", ["die Noten ins System eintragen"]],
  ["de", "muss noch erledigt werden: Steuer, Versicherung", ["Steuer", "Versicherung"]],
  ["en", "still to do: confirm the caterers, print the name badges", ["confirm the caterers", "print the name badges"]],
  ["en", "right, tomorrow I'm definitely calling the plumber", ["call the plumber"]],
];
const NORTH19_SUMMARY_LEFT: string[] = [
  // An object said first and a verb with a particle after "ik" ("de uitnodigingen stuur ik … de deur uit", "die Einladungen schicke ich … raus"):
  // the object said first is lost. (capture-north20: kept now, the thing said first read with the verb; the Dutch joins "uit" to the
  // verb, "de deur uitsturen", where the phrase keeps it apart.)
  "de uitnodigingen stuur ik maandag de deur uit",
];

describe("the twentieth batch's summaries, as the owner reads them", () => {
  it("reads each as a task in the infinitive, but the listed ones", () => {
    const left = NORTH19_SUMMARIES.filter(([locale, text, summaries]) => {
      const got = extractCommitments(text, locale).map((op) => op.summary);
      return JSON.stringify(got) !== JSON.stringify(summaries);
    }).map(([, text]) => text);
    expect(left).toEqual(NORTH19_SUMMARY_LEFT);
  });
});

describe("the twentieth batch's rules, and what they must leave alone", () => {
  it.each([
    // Dutch: the owner's first-person verb said last, in the infinitive, its particle joined and a phrase of its own kept after it.
    ["nl", "ik regel morgen de verzekering", ["de verzekering regelen"]],
    ["nl", "ik laat morgen de auto keuren", ["de auto laten keuren"]],
    ["nl", "morgen mail ik dhr. van Dijk over de offerte", ["dhr. van Dijk over de offerte mailen"]],
    ["nl", "ik ben Priya nog 40 euro schuldig, geef ik vrijdag terug", ["teruggeven"]],
    // A list of things under a head of to-dos: one thread a thing.
    ["de", "steht noch aus: Tombola-Preise, Sitzplan", ["Tombola-Preise", "Sitzplan"]],
    ["de", "todo:\n- Steuer\n- Versicherung", ["Steuer", "Versicherung"]],
    ["nl", "staat nog open: catering bevestigen, naambadges printen, prof. de Lange achter de broek zitten", ["catering bevestigen", "naambadges printen", "prof. de Lange achter de broek zitten"]],
    // A count after a day is no day of the month.
    ["de", "muss bis Donnerstag 25 kg Roggenmehl bestellen", ["25 kg Roggenmehl bestellen"]],
    ["nl", "moet voor donderdag 25 kilo roggemeel bestellen", ["25 kilo roggemeel bestellen"]],
    // A passive with a long deadline inside it, or a participle behind an inseparable prefix; a home visit named with its time.
    ["nl", "de nascholing moet voor het eind van de maand geboekt worden", ["de nascholing boeken"]],
    ["nl", "de cijferlijsten moeten nog ondertekend worden", ["de cijferlijsten ondertekenen"]],
    ["de", "die Zeugnisse müssen noch unterschrieben werden", ["die Zeugnisse unterschreiben"]],
    ["nl", "huisbezoek morgen om 9 uur", ["huisbezoek"]],
    ["en", "home visit tomorrow 9am", ["home visit"]],
  ] as const)("%s: %j is tracked as %j", (locale, text, summaries) => {
    expect(extractCommitments(text, locale).map((op) => op.summary)).toEqual(summaries);
  });

  it.each([
    // A noun that opens a note keeps its place ("boek" the book, "plan" the plan); a plural after its article is no infinitive.
    ["nl", "boek terugbrengen naar de bieb morgen", "boek terugbrengen naar de bieb"],
    ["nl", "plan van aanpak maken voor vrijdag", "plan van aanpak maken"],
    ["nl", "breng oma na het werk haar medicijnen", "oma haar medicijnen brengen"],
  ] as const)("%s: %j reads as %j", (locale, text, summary) => {
    expect(extractCommitments(text, locale)[0]?.summary).toBe(summary);
  });

  it.each([
    // Someone's own list, a shopping list, the weather under a day, a day and an hour before a noun.
    ["de", "Sams Todo: Zaun, Schuppen"],
    ["de", "Einkaufsliste: Milch, Brot"],
    ["de", "Morgen: Regen, Wind"],
    ["en", "shopping list: milk, bread"],
    ["nl", "boodschappenlijst: melk, brood"],
    ["nl", "morgen: regen en wind"],
    // A person still to be seen to, a contract signed, a visit told of.
    ["nl", "mijn broer moet voor het eind van de maand geopereerd worden"],
    ["de", "Vertrag unterschrieben"],
    ["en", "the home visit went well"],
    ["nl", "het huisbezoek was gezellig"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

/**
 * The twenty-first batch in English, German and Dutch (capture-north20: a vet nurse, a bike shop owner, a freelance translator, a nursery
 * teacher, a club DJ, a landscape gardener, an IT admin on call, a retiree at the food bank, Scottish, Singaporean, Basel, Viennese, Lower
 * Bavarian, West Flemish and Brabant writers and a pupil in abbreviations; dash notes ("dentist - thurs 3pm"), the thing first and its
 * separable particle last ("Mama ruf ich morgen an"), "tun" with the infinitive first, amounts after a to-do, promised states, passives,
 * lists; look-alikes: the same done, others' plans, questions, wishes, news, recipes, quotes, hypotheticals, complaints, status lines
 * ("ff koffie halen, ben zo terug")), its misses and the look-alikes it still tracks said here, so a new one fails (issue 35; first pass,
 * before its rules: en 58 of 75 rows, de 60 of 79, nl 61 of 79; 0, 0 and 2 look-alikes tracked of 74 each; after them en 67, de 68, nl 69
 * rows, and 0, 0, 2 tracked).
 */
// Left (capture-north20): "laminate" (a verb, and as often a floor: "laminate flooring is on sale tomorrow"); an errand's noun with five words and more before its time ("post-op check on the spaniel at 4pm": "my appointment
// with dr shah was at 10" is news in the same shape); a verb no list names ("true the wheel", "sä … nach", "werk … bij"); a time after an
// event the grammar did not place ("after pickup", "nach dem Abholen", "na het ophalen"; read since capture-north21); a count before a noun with no time ("buy 3 packs
// …": "take 2 tablets" is a dose; read since capture-north21 after a verb of buying, ordering, fetching or paying); a sum in the middle ("…, 12 €, bis Mittwoch"); a noun with its price and no verb; Scots, Swiss and Bavarian
// verbs and times ("tae", "gonnae", "the morra", "muess", "tua", "ruf i … o", "i moan"); a note opened by a preposition ("bei der …
// nachfragen", "bij personeelszaken vragen"); a noun and a verb as one ("Korrektur gelesen"); a hyphened infinitive ("back-uppen"); a filler
// of three words ("meteen als eerste"); "apk" before a dash.
const NORTH20_MISSES: Record<"en" | "de" | "nl", string[]> = {
  en: [
    "post-op check on the spaniel at 4pm",
    "tomorrow - true the wheel on the blue Trek",
    "laminate the name cards for the new starters before Monday",
    "hedge at no. 14 to cut next week",
    "need tae phone the landlord the morra",
    "gonnae put the bins oot tonight",
  ],
  de: [
    "Kapitel 4 muss noch Korrektur gelesen werden",
    "Rechnung an den Club für die 2 Gigs, 900 €",
    "muess morn no de Vermieter aalüte",
    "i tua heid auf d'Nacht no d'Tonnen aussi",
    "i moan, i sollt morgn amoi zum Doktor geh",
    "Fotogeld für die Schule, 12 €, bis Mittwoch",
  ],
  nl: [
    "de vaccinatieherinneringen werk ik maandag bij",
    "voor zaterdag de usb-sticks back-uppen",
    "Paradiso factureren voor de 2 optredens, 900 euro",
    "het wachtwoord van Karin meteen als eerste resetten",
    "apk - voor de 28e",
    "fotogeld voor school, 12 euro, voor woensdag",
    "bij personeelszaken vragen over het pensioenformulier",
  ],
};
const NORTH20_TRACKED: Record<"en" | "de" | "nl", string[]> = {
  en: [],
  de: [],
  // A diary line with a participle and a remark after a comma ("…verkocht, beste zaterdag in maanden"); a clause in the past after "en ik heb".
  nl: [
    "vandaag twee e-bikes verkocht, beste zaterdag in maanden",
    "om 3 uur lag de vpn eruit en ik heb het in mijn pyjama opgelost",
  ],
};

describeNorthBatch("twenty-first", "the vet nurse, the bike shop owner, the DJ and the other new writers", NORTH20_MISSES, NORTH20_TRACKED);

/**
 * The twenty-first batch's rules (capture-north20), and the look-alikes each must leave alone: the thing said first read with the verb
 * and its particle ("Mama ruf ich morgen an" -> "Mama anrufen"), a sum said after a to-do, a thing then its errand's verb after a dash,
 * an errand's noun with its time first or last, a promise told after its clause or to someone by name, a state of going out or running
 * again promised, a time alone ahead of a commitment, machines to be serviced.
 */
describe("the twenty-first batch's rules, and what they must leave alone", () => {
  it.each([
    ["de", "Mama ruf ich morgen an", "Mama anrufen", "morgen"],
    ["de", "die Wäsche häng ich nachher auf", "die Wäsche aufhängen", "nachher"],
    ["de", "dann ruf ich morgen an", "anrufen", "morgen"],
    ["de", "Frau Peters ruf ich morgen wegen der Fäden an", "Frau Peters wegen der Fäden anrufen", "morgen"],
    ["nl", "de huur maak ik vrijdag over", "de huur overmaken", "vrijdag"],
    ["nl", "de huisarts bel ik na de lunch over mijn recept", "de huisarts over mijn recept bellen", "na de lunch"],
    ["de", "morgen früh den Fensterputzer bezahlen, 15 €", "den Fensterputzer bezahlen, 15 €", "morgen früh"],
    ["nl", "morgenochtend de glazenwasser betalen, 15 euro", "de glazenwasser betalen, 15 euro", "morgenochtend"],
    ["en", "rent £240 - pay by the 3rd", "pay rent £240", "by the 3rd"],
    ["en", "gas meter reading - send by the 1st", "send gas meter reading", "by the 1st"],
    ["en", "parents' evening Tues 6:15", "parents' evening", "Tues 6:15"],
    ["de", "Do 10 Uhr Call mit dem Neukunden", "Call mit dem Neukunden", "Do 10 Uhr"],
    ["en", "car tax - tomorrow", "car tax", "tomorrow"],
    ["de", "Kfz-Steuer - morgen", "Kfz-Steuer", "morgen"],
    ["nl", "wegenbelasting - morgen", "wegenbelasting", "morgen"],
    ["de", "dass ich heute Abend die Oma anrufe, hab ich Papa versprochen", "die Oma anrufen", "heute Abend"],
    ["nl", "dat ik vanavond oma bel, heb ik papa beloofd", "oma bellen", "vanavond"],
    ["de", "der Elternbrief geht Freitag raus, hab ich der Leitung versprochen", "dafür sorgen, dass der Elternbrief rausgeht", "Freitag"],
    ["de", "die Backups laufen bis Mittwoch wieder, versprochen", "dafür sorgen, dass die Backups wieder laufen", "bis Mittwoch"],
    ["nl", "de back-ups draaien woensdag weer, beloofd", "zorgen dat de back-ups weer draaien", "woensdag"],
    ["en", "the parents' newsletter goes out Friday, promised the head", "get the parents' newsletter out", "Friday"],
    ["en", "tmr need to pay the conservancy fee", "pay the conservancy fee", "tmr"],
    ["de", "der Rasenmäher muss vor dem Frühjahr noch zur Wartung", "den Rasenmäher zur Wartung bringen", "vor dem Frühjahr"],
    ["nl", "de maaier moet voor het voorjaar nog een beurt krijgen", "de maaier een beurt laten geven", "voor het voorjaar"],
    ["en", "patch the mail server tonight", "patch the mail server", "tonight"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, due }]);
  });

  it.each([
    ["en", "need to order 5 laptops for the new starters, about £4k", "order 5 laptops for the new starters, about £4k"],
    ["en", "ask HR about the pension form", "ask HR about the pension form"],
    ["de", "hab Dr. Wagner versprochen, dass ich ihre Samstagsschicht übernehme", "ihre Samstagsschicht übernehmen"],
  ] as const)("%s: %j is tracked as %j with no time", (locale, text, summary) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary }]);
  });

  it.each([
    // The same said done, news, others', a habit, a sum of what was sold, a question, a person to be seen to.
    ["en", "rent £240 - paid yesterday"],
    ["en", "dinner with the whole team - booked for Friday"],
    ["en", "council tax went up again"],
    ["en", "yesterday had to pay the fee"],
    ["en", "tomorrow Tom needs to pay"],
    ["en", "ask for help"],
    ["en", "the bins go out on Tuesdays, promise"],
    ["de", "Call mit Tom war gut"],
    ["de", "morgen Regen"],
    ["de", "die Steuer ist morgen fällig"],
    ["de", "dass du morgen anrufst, hast du ja versprochen"],
    ["de", "der Zug geht Freitag, versprochen"],
    ["de", "mein Bruder muss nächste Woche zur Wartung"],
    ["de", "heute 3 Brote verkauft, 15 €"],
    ["de", "Tom ruft morgen an"],
    ["nl", "de trein gaat vrijdag, beloofd"],
    ["nl", "de belasting gaat volgend jaar omhoog"],
    ["nl", "ff koffie halen, ben zo terug"],
    ["nl", "dan belt Tom morgen"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

/**
 * The twenty-second batch in English, German and Dutch (capture-north21: a school caretaker, a tattoo artist, a haulage dispatcher, a
 * newly retired couple, a mother of twins, a student nurse, a choir director, a plasterer, a podcaster, Glaswegian, Dublin, Cork, Belfast,
 * Zürich, Styrian, Swabian, Upper Palatinate, Cologne, Antwerp, Ghent, Zeeland and The Hague writers; times tied to an event ("after
 * break", "nach dem Training", "na het eten"), notes opened by a preposition ("zum Geburtstag Blumen holen"), counted notes ("3 postzegels
 * kopen"), chat spellings ("ff", "muss noch schnell zur Post"), inversions, verbs last after "dass"/"dat", passives, promised states, trips
 * with a task beside them, lists; look-alikes: the past, others' plans, questions, wishes, news, recipes, quotes, hypotheticals,
 * complaints), its misses and the look-alikes it still tracks said here, so a new one fails (issue 35; first pass, before its rules: en
 * 45 of 78 rows, de 44 of 83, nl 46 of 82; 1, 0 and 2 look-alikes tracked of 78, 79 and 79; after them en 63, de 59,
 * nl 61 rows, and 1, 0, 2 tracked). Left: Scots, Swiss, Swabian, Styrian, Upper Palatinate, Cologne, Flemish, Zeeland and Hague verbs and
 * times; a thing with "von"/"van" and an owner as its subject; a sum or a remark between the task and its time; trips with "fliegen … müssen" in
 * the plural; a promise told after a "dass"/"dat" clause with "vorgenommen"; "sein"/"zijn" at a place; an event with an adjective the list lacks).
 */
const NORTH21_MISSES: Record<"en" | "de" | "nl", string[]> = {
  en: [
    "2pm consult with Lottie about the sketch",
    "first thing tomorrow plan the Carlisle runs",
    "Stefan's wagon has to go in for its MOT before Wednesday",
    "write Auntie Margaret a card for her 80th",
    "balloons for the party still to get",
    "revise for the pharmacology exam after the late shift",
    "copy the bass parts, 25 of them, before Tuesday's rehearsal",
    "on site in Chorlton at 7 tomorrow",
    "need tae get the messages in efter work",
    "am gonnae phone the council aboot the bins the morra",
    "mind and put the washing oot in the morning",
    "wee job for the morra: sort the boiler man",
    "cancel the gym membership, it renews end of March",
    "2 pints of milk and a loaf on the way home",
  ],
  de: [
    "der LKW von Stefan muss vor Mittwoch zum TÜV",
    "fliegen am 3. nach Teneriffa, müssen noch die Katze bei Gerda unterbringen",
    "Gertrud zum 80. eine Karte schreiben",
    "Heizöl bestellen, 2000 Liter, bis Ende des Monats",
    "nach dem Mittagsschlaf mit den Zwillingen zum Kinderarzt",
    "hab morgen um 3 noch die U7 bei Dr. Berger",
    "dass ich heute Abend die Anmeldung für die Kita ausfülle, hab ich mir fest vorgenommen",
    "vor der Probe am Dienstag die Noten für den Bass kopieren, 25 Stück",
    "morgen um 7 auf der Baustelle in Pasing sein",
    "bevor ich in Urlaub fahr, die Rechnung an Schmitt schicken",
    "morn am Morge d'Steuererklärig abschicke",
    "muess no de Coiffeur-Termin abmache",
    "am Zischtig em Grosi es Paket bringe",
    "am Freitag tua i no des Holz ei",
    "am Samschdag d'Kehrwoch macha",
    "nach em Gschäft no beim Schuaster vorbei",
    "morgn muass i d'Kartoffeln ausgrobn",
    "Fastelovend dat Kostüm för dr Pänz nähe",
    "ich jonn heute Abend noch zur Oma, die wartet",
    "nicht vergessen: Reifenwechsel vor dem ersten Frost",
    "geb Paul nach dem Essen noch die 20 € zurück",
    "Handyvertrag kündigen, läuft Ende März aus",
  ],
  nl: [
    "de vrachtwagen van Stefan moet voor woensdag naar de APK",
    "vliegen de 3e naar Tenerife, moeten de kat nog bij Gerda onderbrengen",
    "voor tante Gerda een kaart schrijven, ze wordt 80",
    "dat ik de afspraak bij de audicien morgen afzeg heb ik Henk beloofd",
    "stookolie bestellen, 2000 liter, voor het eind van de maand",
    "na het middagslaapje met de tweeling naar het consultatiebureau",
    "de organist na de dienst zijn geld geven, 80 euro",
    "morgen om 7 op de bouw in Amersfoort zijn",
    "het plafond bij de familie Demir is donderdag klaar, beloofd",
    "voordat ik op vakantie ga de factuur naar Smit sturen",
    "ge moogt mij morgen niet laten vergeten dat ik de huur betaal",
    "deze noen nog patatten halen voor het eten",
    "morgen mo'k nog de boot uut 't water ale",
    "mot vannavond nog ff de kliko aan de straat zette",
    "niet vergeten: winterbanden voor de eerste vorst",
    "na het werk Paul zijn 20 euro teruggeven",
    "mn abonnement op de sportschool opzeggen, loopt eind maart af",
  ],
};
const NORTH21_TRACKED: Record<"en" | "de" | "nl", string[]> = {
  en: [],
  de: [],
  nl: [],
};

describeNorthBatch("twenty-second", "the caretaker, the tattoo artist, the choir director and the other new writers", NORTH21_MISSES, NORTH21_TRACKED);

/**
 * The twenty-second batch's rules (capture-north21), and the look-alikes each must leave alone: a counted note whose verb buys, orders,
 * fetches or pays (a dose's and a recipe's verbs are none), a time after an event named by its noun (a label's step and a thing asked
 * for are none), an occasion said first as the deadline, the owner's "hab"/"heb"/"got" before an appointment with the subject left out
 * (with "ich"/"ik" it tells the day, and a participle last tells it done), an appointment after its time, a day's list, reading through.
 */
describe("the twenty-second batch's rules, and what they must leave alone", () => {
  it.each([
    ["de", "3 Flaschen Olivenöl kaufen", "3 Flaschen Olivenöl kaufen", undefined],
    ["nl", "2 kilo aardappels halen", "2 kilo aardappels halen", undefined],
    ["en", "buy 6 eggs and 2 lemons", "buy 6 eggs and 2 lemons", undefined],
    ["de", "nach der Chorprobe den Kunden anrufen", "den Kunden anrufen", "nach der Chorprobe"],
    ["nl", "na de kerkdienst oma bellen", "oma bellen", "na de kerkdienst"],
    ["en", "call the plumber after the school run", "call the plumber", "after the school run"],
    ["de", "zur Hochzeit: Geschenk besorgen", "Geschenk besorgen", "zur Hochzeit"],
    ["nl", "voor het feestje van Sanne slingers kopen", "slingers kopen", "voor het feestje van Sanne"],
    ["en", "for Dad's retirement do: order a cake", "order a cake", "for Dad's retirement do"],
    ["de", "hab Montag um 8 Zahnarzt", "Zahnarzt", "Montag um 8"],
    ["nl", "heb vrijdag om 10 de kapper", "de kapper", "vrijdag om 10"],
    ["en", "got the optician Monday at 11", "the optician", "Monday at 11"],
    ["de", "Dienstag 17 Uhr Beratung mit Frau Kohl", "Beratung mit Frau Kohl", "Dienstag 17 Uhr"],
    ["de", "ich les am Sonntag die Hausarbeit durch", "die Hausarbeit durchlesen", "am Sonntag"],
    ["nl", "morgen lees ik de offerte door", "de offerte doorlezen", "morgen"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, ...(due ? { due } : {}) }]);
  });

  it("reads a day's list and what still needs doing as heads of to-dos", () => {
    expect(extractCommitments("Sunday list: clean the oven, mow the lawn", "en").map((op) => [op.summary, op.due])).toEqual([["clean the oven", "Sunday"], ["mow the lawn", "Sunday"]]);
    expect(extractCommitments("still needs doing: book the vet", "en").map((op) => op.summary)).toEqual(["book the vet"]);
  });

  it.each([
    // A dose, a recipe, a label's or a care sheet's step; the same done; the day told with "ich"/"ik"; a thing asked for; reading for pleasure.
    ["de", "2 Tabletten nehmen"],
    ["de", "200 g Mehl dazugeben"],
    ["nl", "2 tabletten innemen"],
    ["en", "take 2 tablets"],
    ["de", "Nach dem Öffnen kühl lagern"],
    ["nl", "tattoo na het zetten twee weken uit de zon houden"],
    ["de", "um 14 Uhr Termin mit Lena gehabt"],
    ["nl", "om 14 uur afspraak met Lotte gehad"],
    ["de", "Hab heute endlich die Steuererklärung abgegeben"],
    ["nl", "Heb vandaag eindelijk mijn aangifte ingediend"],
    ["de", "Ich hab morgen einen Zahnarzttermin"],
    ["nl", "Ik heb morgen een afspraak bij de tandarts"],
    ["de", "zum Geburtstag hab ich Blumen bekommen"],
    ["nl", "voor mijn verjaardag kreeg ik bloemen"],
    ["en", "for the party: loads of fun"],
    ["en", "she was named after her grandmother"],
    ["en", "got a cold since Monday"],
    ["en", "shopping list: milk, bread"],
    ["de", "such nach dem Schlüssel"],
    ["de", "ich lese morgen ein Buch"],
    ["nl", "vanavond lees ik een boek"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });

  it("keeps an occasion after the task in the summary, where it names a purpose as often", () => {
    expect(extractCommitments("I need to buy new shoes for the wedding", "en")).toEqual([{ op: "open", summary: "buy new shoes for the wedding" }]);
    expect(extractCommitments("Ich muss echt das Hotel für die Hochzeit buchen", "de")).toEqual([{ op: "open", summary: "das Hotel für die Hochzeit buchen" }]);
  });
});

/**
 * The twenty-third batch in English, German and Dutch (capture-north22: a beekeeper, a driving instructor, a baker, a locksmith, a
 * midwife, a cab driver, a student in a shared house, a landscaper, Scouse, Yorkshire, Kiwi, Kerry, Aberdeen, Vienna, Bern, Lower
 * Bavaria, Franconia, Hesse, Tyrol, Limburg, West Flanders, Brabant, Utrecht, Friesland and Drenthe writers; Dutch the way it is typed in
 * WhatsApp ("ff", "nog even", "'k ga", "niet vergeten:", "om 3 uur tandarts", "zaterdag verjaardag oma → cadeau kopen"); trips with a
 * task, notes with numbers, promised states, passives, verbs last, times tied to an event, notes opened by a preposition, counted notes,
 * lists; look-alikes: the past, others' plans, questions, wishes, news, recipes, quotes, hypotheticals, complaints), its misses and the
 * look-alikes it still tracks said here, so a new one fails (issue 35; first pass, before its rules: en 62 of 93 rows, de 74 of 96, nl 68
 * of 92; 1, 2 and 2 look-alikes tracked of 83, 85 and 85; after them en 75, de 81, nl 80 rows, and none tracked). Left: regional verbs
 * (Limburg, West Flemish, Bernese, Viennese, Bavarian, Yorkshire, Scots), errands named by a noun after a clock time ("om 7 uur rit naar
 * Schiphol"), going somewhere with no verb ("noch schnell zum Rewe"), "nog"/"noch" inside a bare note with no time, a single verb
 * after a filler ("ff tanken"), "still need a present", "the back door still needs painting", "voor het examen" (kept as a purpose).
 */
const NORTH22_MISSES: Record<"en" | "de" | "nl", string[]> = {
  en: [
    "check the hives by the orchard on Saturday",
    "mix up some sugar syrup for the bees",
    "at 2pm lockout on Church Street",
    "at 11 home visit to Lottie in Headingley",
    "at 7 airport run with Mr Vogel",
    "the cab's due its MOT next week",
    "still to put October's fares in the books",
    "don't let me forget I'm cooking for the whole house on Thursday",
    "once the rain stops mow the lawn on Beech Avenue",
    "I'm takin the bikes in for a service Saturday",
    "garden'll be sorted by Friday, promise",
    "I'll put t'bins out in a bit",
    "give the council a ring about the parking permit",
    "the morn I'm needin tae go tae the doctor",
    "2 rolls of wire for the hens",
    "the back door still needs painting",
    "walk the dog first",
    "still need a present for Mia",
  ],
  de: [
    "nach der Vorlesung noch schnell zum Rewe",
    "fürs Frühjahr die Zwiebeln an der Kirche setzen",
    "morn mues i no d'Versicherig aalüte",
    "bis am Fritig isch dr Garte i Ornig, versproche",
    "i bringe am Mändig no s'Velo id Reparatur",
    "schnell zum Bäcker wegen dem Kuchen, am Sonntag Feier",
    "mia miassn no a Faschingskostüm fürn Kloan organisieren",
    "morgen muass i no zum Doktor",
    "erst noch schnell mit dem Hund raus",
  ],
  nl: [
    "voor het examen van Daan ff de auto tanken",
    "morgenochtend eerst het slot bij mevrouw Bakker vervangen",
    "om 7 uur rit naar Schiphol met meneer De Vries",
    "de ritten van oktober nog in de administratie zetten",
    "vanavond de afwas doen, anders wordt Bram boos",
    "mörge mot ich nog nao de gemeinte veur mien paspoort",
    "ich gaon zaoterdag de fietsen nao de winkel brenge",
    "vanaovend nog effe de kinder ophaole bij oma",
    "tegen vrijdag moet de tuin in orde zijn, beloofd",
    "ff langs de bakker voor de vlaai, zondag feest",
    "sneon de skûtsje-kaartjes regelen",
  ],
};
const NORTH22_TRACKED: Record<"en" | "de" | "nl", string[]> = {
  en: [],
  de: [],
  nl: [],
};

describeNorthBatch("twenty-third", "the beekeeper, the driving instructor, the midwife and the other new writers", NORTH22_MISSES, NORTH22_TRACKED);

/**
 * The twenty-third batch's rules (capture-north22), and the look-alikes each must leave alone: a filler of haste ahead of a note ("ff",
 * "even", "eerst nog", "schnell", "kurz"), a place after the note's verb ("in de Kerkstraat"), an event said first as the deadline in
 * English ("after closing", "before Leo's test"), a to-do after an arrow, a count after the task ("20 stuks"), a promise said before the
 * state, the day of a trip given to the task after it, and a word in -en after an article read as a noun.
 */
describe("the twenty-third batch's rules, and what they must leave alone", () => {
  it.each([
    ["nl", "ff suikerwater maken voor de bijen", "suikerwater maken voor de bijen", undefined],
    ["nl", "eerst nog ff de hond uitlaten", "de hond uitlaten", undefined],
    ["nl", "even de gemeente bellen over de parkeervergunning", "de gemeente bellen over de parkeervergunning", undefined],
    ["de", "schnell Futtersirup für die Bienen anrühren", "Futtersirup für die Bienen anrühren", undefined],
    ["nl", "na de regen het gras maaien in de Beukenlaan", "het gras maaien in de Beukenlaan", "na de regen"],
    ["de", "um 14 Uhr Tür aufmachen in der Kirchstraße", "Tür aufmachen in der Kirchstraße", "um 14 Uhr"],
    ["nl", "voor de ouderavond ff de cijfers van Noor doorlezen", "de cijfers van Noor doorlezen", "voor de ouderavond"],
    ["de", "vor dem Elternabend schnell die Noten von Noah durchschauen", "die Noten von Noah durchschauen", "vor dem Elternabend"],
    ["nl", "na college nog even naar de Jumbo", "naar de Jumbo", "na college"],
    ["en", "after closing clean the oven", "clean the oven", "after closing"],
    ["en", "before Leo's test fill the car up", "fill the car up", "before Leo's test"],
    ["en", "after my lecture nip to Tesco", "nip to Tesco", "after my lecture"],
    ["nl", "zaterdag verjaardag oma → cadeau kopen", "cadeau kopen", "zaterdag"],
    ["de", "am Samstag Geburtstag Oma → Geschenk kaufen", "Geschenk kaufen", "am Samstag"],
    ["en", "Saturday Nana's birthday -> buy a present", "buy a present", "Saturday"],
    ["nl", "nog ff de lesboekjes bestellen, 20 stuks", "de lesboekjes bestellen, 20 stuks", undefined],
    ["nl", "2 rollen gaas kopen voor de kippen", "2 rollen gaas kopen voor de kippen", undefined],
    ["en", "grab 3 packs of pasta and 2 jars of pesto", "grab 3 packs of pasta and 2 jars of pesto", undefined],
    ["en", "I promise you the report will be done by Friday", "get the report done", "by Friday"],
    ["en", "flying to Porto on Friday, need to book the hotel", "book the hotel", "on Friday"],
    ["de", "am Freitag flieg ich nach Porto, muss noch das Hotel buchen", "das Hotel buchen", "am Freitag"],
    ["nl", "de taxi moet volgende week nog naar de APK", "de taxi naar de APK brengen", "volgende week"],
    ["de", "das Taxi muss nächste Woche noch zum TÜV", "das Taxi zum TÜV bringen", "nächste Woche"],
    ["nl", "maandag achter de borgpapieren aan", "achter de borgpapieren aan", "maandag"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, ...(due ? { due } : {}) }]);
  });

  it.each([
    // A filler before what is done now or said to ZOE; a cue after the filler is read as the cue; an arrow to no to-do; a recipe's or a
    // care sheet's step after "na het planten" / "nach dem Pflanzen" / "after planting", or with a duration before "laten rijzen";
    // someone named with a verb and a plural noun last; a promise of what nobody sees to.
    ["nl", "ff koffie halen, ben zo terug"],
    ["nl", "even kijken"],
    ["de", "kurz durchatmen"],
    ["de", "schnell gegessen"],
    ["de", "Regen → Spiel abgesagt"],
    ["nl", "regen -> wedstrijd afgelast"],
    ["en", "rain -> match off"],
    ["nl", "tomaten na het planten goed water geven"],
    ["de", "Tomaten nach dem Pflanzen gut angießen"],
    ["en", "water tomatoes well after planting"],
    ["en", "after opening keep refrigerated"],
    ["nl", "het deeg een uur laten rijzen en dan bakken"],
    ["nl", "het vlees 2 uur laten marineren"],
    ["nl", "Daan rijdt vandaag de ritten in West"],
    ["nl", "de kinderen spelen in de tuin"],
    ["de", "die Kinder spielen im Garten"],
    ["en", "I promise the weather will be nice"],
    ["en", "before long it'll be Christmas"],
    ["de", "meine Mutter meinte, ich soll den Zahnarzt anrufen, hab ich schon"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });

  it("reads a filler's sentence with a cue after it as the cue, and a day told before a recipe's hour", () => {
    expect(extractCommitments("Even snel: ik moet deze week een nieuwe pasfoto laten maken", "nl").map((op) => op.summary)).toEqual(["een nieuwe pasfoto laten maken"]);
    expect(extractCommitments("morgen om 3 uur de auto laten wassen", "nl")).toEqual([{ op: "open", summary: "de auto laten wassen", due: "morgen om 3 uur" }]);
  });
});

/**
 * The twenty-fourth batch in English, German and Dutch (capture-north23: a parent running three children's logistics, a freelancer with
 * invoices and clients, a student before exams, an electrician / installer, Basel, St. Gallen, Graz, Carinthia, Salzburg, Kempen,
 * Brussels, East Flemish, Manchester, Geordie, Welsh and Edinburgh writers, dictated run-ons with no punctuation, and messages carrying
 * two or three commitments at once), its misses and the look-alikes it still tracks said here, so a new one fails (issue 35; first pass,
 * before its rules: en 49 of 75 rows, de 57 of 93, nl 68 of 90; 1, 0 and 0 look-alikes tracked of 71, 70 and 71; after them en 53, de 73,
 * nl 79 rows, and none tracked). Left: two tasks sharing one time ("bis Mittwoch … zurückschicken und … schreiben", read as one errand run
 * on purpose), a second day after a comma ("Dienstag Klausur …, Montag noch alles wiederholen"), appointments named by a noun no list
 * holds ("E-Check", "Störung", "keuring gasinstallatie", "PAT testing"), a time tied to an event the grammar does not read ("nach der
 * Schule", "vor der Klausur" after "muss"), figures in a bare note ("€1.250", "3x1,5"), asking someone whether they will ("… fragen, ob
 * sie am Samstag …": the day is theirs), Swiss German verbs in -e ("aalüte", "bringe"), English day-first imperatives ("Monday email
 * …"), Scots and Geordie, and notes with a phrase after their verb ("bijwerken in Moneybird").
 */
const NORTH23_MISSES: Record<"en" | "de" | "nl", string[]> = {
  en: [
    "tomorrow drop Ava at school at 8 and get Ben at 3",
    "Monday email the first drafts to Priya",
    "chase the unpaid £1,480 invoice",
    "read through the agency's contract and sign it",
    "log November's hours in FreeAgent",
    "tomorrow work through problem sets 4 to 6 for criminal",
    "Tuesday public law exam, Monday revise the lot",
    "Sunday practise the moot with Tom",
    "check with student finance whether my loan's gone through",
    "Wednesday fault-finding at Mrs Walker's on Lime Street",
    "after the Didsbury job clear out the van",
    "fill in yesterday's job sheet",
    "the meter at the Millers' still needs reading",
    "Thursday afternoon PAT testing at the primary school",
    "gan to the chemist for me nan's tablets",
    "I'll need tae phone the factor the morra",
    "quick note for me don't forget to pay the rent on Friday",
    "ok so I've got to send the insurance forms back by Wednesday and email school about parents evening",
    "hoover quickly then hang the washing out",
    "3 packs of nappies and 2 packs of wipes",
    "I'll make sure the keys are at the neighbours' by Friday",
    "ask next door if they'll feed the cat on Saturday",
  ],
  de: [
    "Freitag Kuchen für den Kindergarten backen, Paula hat Geburtstag",
    "nach der Schule mit Ben zum Kieferorthopäden",
    "Zahlungserinnerung für die offene Rechnung über 1.480 € schicken",
    "das Glossar muss diese Woche noch an den Kunden",
    "muss vor der Klausur noch die alten Klausuren rechnen",
    "Dienstag Klausur Öffentliches Recht, Montag noch alles wiederholen",
    "nach der AG kurz mit meiner Lerngruppe was ausmachen",
    "noch kurz beim BAföG-Amt nachfragen, ob der Antrag durch ist",
    "Mittwoch Störung bei Frau Wagner in der Lindenstraße",
    "noch 50 m NYM 3x1,5 und 10 Abzweigdosen bestellen",
    "Donnerstagnachmittag E-Check in der Grundschule",
    "ich schließ am Montag bei Schneiders den Herd an",
    "morn muess i no em Vermieter aalüte",
    "i gang am Samschtig no go poschte fürs Fescht",
    "bis Fritig mues d'Stüürerklärig no ie",
    "am Mäntig s'Velo vom Bueb i d'Reparatur bringe",
    "nöd vergässe: am Zischtig Znüni für d'Schuel",
    "okay also ich muss bis Mittwoch die Unterlagen von der Versicherung zurückschicken und der Schule wegen dem Elternabend schreiben",
    "noch schnell in die Apotheke wegen den Tabletten von Papa",
    "die Nachbarin fragen, ob sie am Samstag die Katze füttert",
  ],
  nl: [
    "betalingsherinnering sturen voor die factuur van €1.250",
    "uren van november nog bijwerken in Moneybird",
    "morgen hoofdstuk 4 t/m 6 van statistiek doorwerken",
    "dinsdag tentamen macro, maandag nog alles herhalen",
    "mail sturen naar mijn scriptiebegeleider over uitstel",
    "nog ff bij DUO checken of mijn stufi goed staat",
    "donderdagmiddag keuring gasinstallatie bij de school",
    "ja dus morgen moet ik nog de garage bellen over de apk en dan ook nog even boodschappen doen",
    "ok dus ik moet voor woensdag die formulieren van de verzekering terugsturen en de school mailen over de ouderavond",
    "aan de buurvrouw vragen of ze zaterdag de kat wil voeren",
  ],
};
const NORTH23_TRACKED: Record<"en" | "de" | "nl", string[]> = {
  en: [],
  de: [],
  nl: [],
};

describeNorthBatch("twenty-fourth", "the parent of three, the freelancer, the student, the electrician and the other new writers", NORTH23_MISSES, NORTH23_TRACKED);

/**
 * The twenty-fourth batch's rules (capture-north23), and the look-alikes each must leave alone: a second note after "and" when neither
 * has a time (never a word pointing back at the first's thing, never a lone verb), a chore said by its verb alone after a cue (the pack's
 * `soloTask`), a title's dot inside a note ("fam.", "dhr."), a day said of a noun ("van gisteren", "yesterday's"), going somewhere with
 * someone or in haste after a time ("mit Ben zum Friseur"), a passive with its purpose or deadline after it, a day clause then a note
 * ("Mittwoch hat Emma Schwimmen, Badetasche packen"), a note with an errand's verb before a remark, the Austrian and Bavarian "i",
 * a promise to someone named or "ich sorg dafür, dass …", "nach Graz fahren" (no particle), and "tracking says …" (news).
 */
describe("the twenty-fourth batch's rules, and what they must leave alone", () => {
  it.each([
    ["de", "muss noch den Keller aufräumen und die Fenster putzen", ["den Keller aufräumen", "die Fenster putzen"]],
    ["nl", "niet vergeten: de kat voeren en de post halen", ["de kat voeren", "de post halen"]],
    ["en", "don't forget: email the landlord and pay the water bill", ["email the landlord", "pay the water bill"]],
    // One run of steps on one thing, or a lone verb after "and": one task.
    ["de", "ich muss die Kartoffeln schälen und kochen", ["die Kartoffeln schälen und kochen"]],
    ["nl", "ik moet de slides afmaken en ze dan naar Tom mailen", ["de slides afmaken en ze dan naar Tom mailen"]],
    ["en", "I'll write up the notes and send them round", ["write up the notes and send them round"]],
  ] as const)("%s: %j is tracked as %j", (locale, text, summaries) => {
    expect(extractCommitments(text, locale).map((op) => op.summary)).toEqual(summaries);
  });

  it.each([
    ["de", "ich muss noch bügeln", "bügeln", undefined],
    ["nl", "moet nog even strijken", "strijken", undefined],
    ["en", "need to hoover", "hoover", undefined],
    ["de", "heute Abend abspülen", "abspülen", "heute Abend"],
    ["nl", "morgen bij dhr. Bos de lamp ophangen", "bij dhr. Bos de lamp ophangen", "morgen"],
    ["nl", "ik moet de foto's van gisteren nog uitzoeken", "de foto's van gisteren uitzoeken", undefined],
    ["en", "I need to fix yesterday's invoice", "fix yesterday's invoice", undefined],
    ["de", "morgen mit Oma zum Augenarzt", "mit Oma zum Augenarzt", "morgen"],
    ["nl", "vrijdag met Fleur naar de tandarts", "met Fleur naar de tandarts", "vrijdag"],
    ["de", "nach der Arbeit noch schnell zum Billa", "zum Billa", "nach der Arbeit"],
    ["de", "das Kindergeld muss noch beantragt werden für die Kleine", "das Kindergeld für die Kleine beantragen", undefined],
    ["de", "die Garage muss noch aufgeräumt werden vor dem Besuch", "die Garage aufräumen", "vor dem Besuch"],
    ["nl", "de kozijnen moeten nog geverfd worden voor de zomer", "de kozijnen verven", "voor de zomer"],
    ["de", "Samstag hat Mia Geburtstag, Geschenk einpacken", "Geschenk einpacken", "Samstag"],
    ["nl", "vrijdag heeft Sem gym, gymtas inpakken", "gymtas inpakken", "vrijdag"],
    ["en", "Leo's got football Tuesday, wash his kit", "wash his kit", "Tuesday"],
    ["de", "Winterreifen bestellen, die alten sind runter", "Winterreifen bestellen", undefined],
    ["nl", "nieuwe lampjes kopen, de oude zijn kapot", "nieuwe lampjes kopen", undefined],
    ["de", "Stundenzettel ausfüllen", "Stundenzettel ausfüllen", undefined],
    ["de", "i ruf morgen die Tante an", "die Tante anrufen", "morgen"],
    ["de", "am Freitag hol i die Kinder ab", "die Kinder abholen", "am Freitag"],
    ["de", "morgen fahr ich nach Graz", "nach Graz fahren", "morgen"],
    ["de", "ich mache morgen fertig die Übersetzung", "die Übersetzung fertigmachen", "morgen"],
    ["de", "ich versprech Tom, dass das Auto bis Sonntag fertig ist", "dafür sorgen, dass das Auto fertig ist", "bis Sonntag"],
    ["de", "ich sorg dafür, dass die Kisten morgen im Keller sind", "dafür sorgen, dass die Kisten im Keller sind", "morgen"],
    ["en", "ringing the bank tomorrow", "ring the bank", "tomorrow"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, ...(due ? { due } : {}) }]);
  });

  it.each([
    ["de", "Tanken ist teuer geworden"],
    ["nl", "stofzuigen"],
    ["en", "I have to go"],
    ["de", "die Rechnung von gestern war falsch"],
    ["nl", "ik heb gisteren de werkbon ingevuld"],
    ["en", "yesterday's meeting ran long"],
    ["de", "gestern mit Ben zum Friseur"],
    ["de", "morgen geht Paul mit Ben zum Friseur"],
    ["nl", "gisteren met Mees naar de kapper"],
    ["de", "heute war die Hölle. egal. dann essen und ins Bett"],
    ["de", "das alles muss noch gemacht werden"],
    ["nl", "mijn broer moet nog geopereerd worden na de zomer"],
    ["de", "Mein Bruder muss noch operiert werden für die Hüfte"],
    ["de", "gestern hatte Emma Schwimmen, Badetasche packen"],
    ["nl", "vrijdag heeft Sem een toets, hij is zenuwachtig"],
    ["en", "My goal for today: clear my inbox"],
    ["es", "Tarea de Tom esta noche: fregar los platos"],
    ["de", "Tomaten gut angießen, sonst vertrocknen die"],
    ["nl", "de uien fruiten, dan het gehakt erbij"],
    ["fr", "acheter une maison à Paris, même pas en rêve"],
    ["de", "Paprika mit Hack füllen"],
    ["de", "i hab gestern viel gegessen"],
    ["de", "i glaub morgen regnet's"],
    ["de", "Jana verspricht, dass die Übersetzung am Freitag fertig ist"],
    ["en", "tracking says the parcel comes tomorrow"],
    ["en", "booking says Friday"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

/**
 * The twenty-fifth batch in English, German and Dutch (capture-north24: short notes and half-sentences fired at an assistant in
 * passing, each language's commonest modal and intent frames crossed with ordinary objects and the due phrases ZOE reads, Bavarian,
 * Austrian, Swiss and Flemish forms, Irish "I've to"), its misses and the look-alikes it still tracks said here, so a new one fails
 * (issue 35; first pass, before its rules: en 61 of 72 rows, de 72 of 83, nl 82 of 92; 0, 1 and 2 look-alikes tracked of 72, 77 and
 * 76; after them en 68, de 79, nl 88 rows, and none tracked). Left: a vague time ("in a bit"), a thing with no verb after "remember",
 * two tasks sharing one time or each with its own day after a comma (one errand run, on purpose), going somewhere to do a thing ("going
 * to the bank … to pay in"), a thing that has to go on with no verb ("müssen … drauf"), Bavarian verbs ("ruaf … o", "hob … an
 * Termin", "Woch"), a Dutch infinitive with its phrase after it ("te stoppen met roken"), "laat ik …" (let me), and "checken of …".
 * "na de training was ik helemaal kapot" is the twenty-second batch's look-alike as well, written again by chance.
 */
const NORTH24_MISSES: Record<"en" | "de" | "nl", string[]> = {
  en: [
    "ok I'll email Priya back in a bit",
    "remember the bin bags Thursday",
    "tomorrow call the garage, Friday book the dentist",
    "going to the bank tomorrow to pay in the cheque",
  ],
  de: [
    "die Winterreifen müssen nächste Woche drauf",
    "morgen Werkstatt anrufen und Reifen bestellen",
    "i ruaf morgen d'Oma o",
    "i hob nächste Woch an Termin beim Zahnarzt",
  ],
  nl: [
    "ik ben van plan om volgende maand te stoppen met roken",
    "laat ik morgen de offerte nog eens doorlezen",
    "ff checken of de ov-kaart nog geldig is",
    "morgen de garage bellen en de verzekering mailen",
  ],
};
const NORTH24_TRACKED: Record<"en" | "de" | "nl", string[]> = {
  en: [],
  de: [],
  nl: [],
};

describeNorthBatch("twenty-fifth", "short notes in passing, modal frames crossed with due phrases", NORTH24_MISSES, NORTH24_TRACKED);

/**
 * The twenty-fifth batch's rules (capture-north24), and the look-alikes each must leave alone: "want to", "wanna", "ought to" and
 * "should really" without a subject before an errand's verb; "will" and "sollt" without one in German, "wil" and "ben van plan" in Dutch;
 * "nicht vergessen … zu …" with no comma, "denk dran" and "denk eraan" as cues; a holiday said as a span ("over Easter"); an occasion
 * with a comma after it; a promised tidy state; "I'll make sure the car's washed"; appointments by the therapist's noun ("Physio",
 * "fysio", "osteo"); counted things to take along ("mitbringen", "meenemen"); descaling and bleeding as errands; a date said alone
 * before its note ("am 12. Hotel buchen"); chat words ahead of a note ("haha ja morgen werken" is no task); "was ik" with no object is
 * the past; "geh einkaufen" said as "einkaufen gehen"; "langskomen"; a to-do with its verb under "muss noch erledigt werden:".
 */
describe("the twenty-fifth batch's rules, and what they must leave alone", () => {
  it.each([
    ["en", "want to clean the oven this weekend", "clean the oven", "this weekend"],
    ["en", "ought to renew the TV licence next week", "renew the TV licence", "next week"],
    ["en", "should really descale the kettle", "descale the kettle", undefined],
    ["en", "I'm going to see Gran over Christmas", "see Gran", "over Christmas"],
    ["en", "for Dad's birthday, book the restaurant", "book the restaurant", "for Dad's birthday"],
    ["en", "I promise the spare room will be clean by Friday", "get the spare room clean", "by Friday"],
    ["en", "I'll make sure the bins are out tonight", "get the bins out", "tonight"],
    ["en", "osteo at 11", "osteo", "at 11"],
    ["en", "after lunch load the washing machine", "load the washing machine", "after lunch"],
    ["de", "will morgen den Balkon streichen", "den Balkon streichen", "morgen"],
    ["de", "ich sollt heute noch die Oma anrufen", "die Oma anrufen", "heute noch"],
    ["de", "nicht vergessen den Müll rauszubringen", "den Müll rausbringen", undefined],
    ["de", "denk dran, morgen das Paket abzuholen", "das Paket abholen", "morgen"],
    ["de", "Ergotherapie Donnerstag 9 Uhr", "Ergotherapie", "Donnerstag 9 Uhr"],
    ["de", "2 Flaschen Sekt mitbringen", "2 Flaschen Sekt mitbringen", undefined],
    ["de", "Kaffeemaschine entkalken", "Kaffeemaschine entkalken", undefined],
    ["de", "am 3. Zug nach Hamburg, Sitzplatz reservieren", "Zug nach Hamburg, Sitzplatz reservieren", "am 3."],
    ["de", "ich geh heute Abend noch joggen", "joggen gehen", "heute Abend"],
    ["de", "ich geh morgen wegen der Brille zum Optiker", "wegen der Brille zum Optiker gehen", "morgen"],
    ["de", "muss noch erledigt werden: Handyvertrag kündigen", "Handyvertrag kündigen", undefined],
    ["de", "naja morgen Werkstatt anrufen", "Werkstatt anrufen", "morgen"],
    ["nl", "wil morgen de schutting verven", "de schutting verven", "morgen"],
    ["nl", "ben van plan zaterdag de zolder op te ruimen", "de zolder opruimen", "zaterdag"],
    ["nl", "denk eraan om morgen de pakketjes weg te brengen", "de pakketjes wegbrengen", "morgen"],
    ["nl", "heb oma beloofd dat ik zaterdag langskom", "langskomen", "zaterdag"],
    ["nl", "vrijdag om 4 uur fysio", "fysio", "vrijdag om 4 uur"],
    ["nl", "2 zakken chips meenemen", "2 zakken chips meenemen", undefined],
    ["nl", "moet nog gedaan worden: de dakgoot schoonmaken", "de dakgoot schoonmaken", undefined],
    ["nl", "ok morgen weer de verhuurder bellen", "de verhuurder bellen", "morgen"],
    ["nl", "zaterdag was ik de auto", "de auto wassen", "zaterdag"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, ...(due ? { due } : {}) }]);
  });

  it.each([
    ["en", "want to come round later?"],
    ["en", "wanna be a pilot when I grow up"],
    ["en", "load shedding again tonight"],
    ["en", "we were over Easter at my sister's"],
    ["en", "for Mum's birthday, we had a picnic"],
    ["en", "the osteo was brilliant"],
    ["de", "will ich gar nicht wissen"],
    ["de", "will nur noch schlafen"],
    ["de", "Paul will morgen das Auto waschen"],
    ["de", "nicht vergessen zu atmen"],
    ["de", "denk dran, es regnet morgen"],
    ["de", "die Ergotherapie war anstrengend"],
    ["de", "2 Tabletten nehmen"],
    ["de", "Paul hat 6 Eier mitgebracht"],
    ["de", "die Heizung ist entlüftet"],
    ["de", "Die Party ist am 12. Wir freuen uns"],
    ["de", "haha ja morgen wieder arbeiten"],
    ["de", "naja morgen arbeiten"],
    ["nl", "wil je morgen de bank bellen"],
    ["nl", "Jan wil morgen de auto wassen"],
    ["nl", "wil graag een hond hebben"],
    ["nl", "ik denk eraan om te verhuizen"],
    ["nl", "denk eraan, het is koud buiten"],
    ["nl", "de fysio was zwaar"],
    ["nl", "3 eieren erdoor roeren"],
    ["nl", "haha ja morgen weer werken"],
    ["nl", "na het eten was ik doodmoe"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

/**
 * The twenty-sixth batch in English, German and Dutch (capture-north25: everyday notes as people type them to themselves or an
 * assistant, no dialect: separable verbs, modal and obligation forms, no subject, lists under a time; look-alikes: the same done,
 * others' plans, questions, wishes, habits, news; first pass, before its rules: en 58 of 71 rows caught, de 60 of 73, nl 60 of 71;
 * 0, 1 and 0 of 79 look-alikes tracked; every due phrase out of the summary), its misses and the look-alikes it still tracks said here,
 * so a new one fails (issue 35).
 * Left, on purpose or not yet: two places in one breath ("to the bank and then the council office") are one errand run, as the known
 * misses say (nouns under a day's head beside a to-do, "today: laundry, bank, call mum", are read since capture-north26); a habit taken up as a resolution
 * ("… every day from Monday") reads as a habit; "I've got" / "ich hab" / "ik heb" and an appointment with its subject said is a fact,
 * as capture-de.tsv labels "Ich hab morgen einen Zahnarzttermin"; going somewhere in English ("going to the doctor's", "heading to
 * my parents'") is not read; Dutch "half 8" and "half 9" after a day before a note are not read as its time.
 */
const NORTH25_MISSES: Record<"en" | "de" | "nl", string[]> = {
  en: [
    "wanted to mow the lawn today",
    "I need to go to the bank tomorrow and then the council office",
    "going to the doctor's tomorrow about my knee",
    "I've decided to walk every day from Monday",
    "heading to my parents' this weekend",
    "starting at the gym on Monday",
    "tax return needs to be in by 31 January",
    "I've got a job interview on Tuesday",
    "parents' evening Thursday, bring a cake",
  ],
  de: [
    "ich muss morgen zur Bank und danach zum Bürgeramt",
    "übermorgen Wohnung putzen, Besuch kommt",
    "ich hab mir vorgenommen, ab Montag jeden Tag zu laufen",
    "ich hab am Dienstag ein Vorstellungsgespräch",
  ],
  nl: [
    "ik moet echt eens gaan sporten",
    "ik moet morgen naar de bank en daarna naar het gemeentehuis",
    "ik maak zo nog het geld over voor het schoolreisje",
    "ik neem me voor om vanaf maandag elke dag te wandelen",
    "vrijdag om half 8 tienminutengesprek",
    "voor maandag moet de presentatie af zijn",
    "ik heb dinsdag een sollicitatiegesprek",
  ],
};
const NORTH25_TRACKED: Record<"en" | "de" | "nl", string[]> = { en: [], de: [], nl: [] };

describeNorthBatch("twenty-sixth", "everyday notes as people type them, separable verbs, modal frames, no subject", NORTH25_MISSES, NORTH25_TRACKED);

/**
 * The twenty-sixth batch's rules (capture-north25), and the look-alikes each must leave alone: German separable verbs said by their
 * stem only with the particle that makes them a chore ("schau … vorbei", "hör … nach", "nehm … mit", "zieh … auf") and "helf";
 * "noch" / "nog" opening a note with no subject (never before a count, a span or "nie"/"steeds"); "definitely", "quickly" ahead of an
 * English note and "badly need to"; Dutch "even" between a reminder's time and its "aan"; "niet vergeten" after a note's infinitive
 * with no comma; "Elternsprechtag" as an appointment; people and a plural verb before where they go are others' plans.
 */
describe("the twenty-sixth batch's rules, and what they must leave alone", () => {
  it.each([
    ["de", "ich schau morgen mal beim Baumarkt vorbei", "beim Baumarkt vorbeischauen", "morgen"],
    ["de", "ich hör morgen beim Kindergarten nach", "beim Kindergarten nachhören", "morgen"],
    ["de", "ich zieh am Samstag die Winterreifen auf", "die Winterreifen aufziehen", "am Samstag"],
    ["de", "ich nehm morgen die Pfandflaschen mit", "die Pfandflaschen mitnehmen", "morgen"],
    ["de", "ich helf Samstag Tom beim Umzug", "Tom beim Umzug helfen", "Samstag"],
    ["de", "noch Steuer machen", "Steuer machen", undefined],
    ["de", "Freitag um 9 Elternsprechtag", "Elternsprechtag", "Freitag um 9"],
    ["nl", "nog belastingaangifte doen", "belastingaangifte doen", undefined],
    ["nl", "container vanavond aan de straat zetten niet vergeten", "container aan de straat zetten", "vanavond"],
    ["en", "definitely ring the car insurance tomorrow", "ring the car insurance", "tomorrow"],
    ["en", "quickly grab some groceries later", "grab some groceries", "later"],
    ["en", "badly need to get a haircut", "get a haircut", undefined],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, ...(due ? { due } : {}) }]);
  });

  it("reads a Dutch reminder with 'even' before its 'aan' as the thing reminded of", () => {
    expect(extractCommitments("herinner me vanavond even aan de planten", "nl")).toEqual([{ op: "open", summary: "de planten", reminder: true, due: "vanavond" }]);
  });

  it.each([
    ["de", "ich schau morgen Fernsehen"],
    ["de", "ich hör heute Abend Musik"],
    ["de", "ich nehm morgen den Bus"],
    ["de", "Morgen schau ich Fußball"],
    ["de", "noch 3 Tage bis Weihnachten"],
    ["de", "noch zwei Wochen warten"],
    ["de", "noch nie so gelacht"],
    ["de", "meine Eltern fahren am Wochenende an die See"],
    ["nl", "nog twee weken werken"],
    ["nl", "nog steeds ziek"],
    ["nl", "nog nooit gezien"],
    ["en", "definitely tomorrow"],
    ["en", "quickly tidied the kitchen yesterday"],
    ["en", "badly need a holiday"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

/**
 * The twenty-seventh batch in English, German, Dutch and Portuguese (capture-north26, issue 35: commitments as people type them to an
 * assistant in a chat: "moet nog even", "ff", "niet vergeten:", "ga ik … regelen", the verb last; "muss noch", "sollte mal", "steht …
 * an", "Termin beim"; "tenho de/que", "vou ter que", "bora", "sem falta", "fica pra", "dar um pulo", "marquei"; "still need to", "gotta";
 * lists under a time; look-alikes: the past, others, questions, wishes, habits, news, complaints). Written and committed before the
 * capture ran on it. First pass, before its rules: en 54 of 59 rows caught, de 51 of 60, nl 52 of 61, pt 49 of 58; 3, 0, 1 and 2 of 62, 60,
 * 62 and 62 look-alikes tracked. After them: en 56, de 56, nl 56, pt 53 caught, none tracked.
 * Left, on purpose or not yet: two to-dos under one time joined by "and" are one errand run (as "water the plants and feed the cat
 * tonight"); "I'll let you know", "das mach ich" and "dass ich … anrufe" name no
 * thing (an hour after a day with no "pm", "donderdag kapper om 4 uur", is read since capture-north27, the owner asked which hour); "af" with a bare day is said of anyone's report
 * (capture-nl-outside.tsv); a thing said first before "eu" and its verb is not read ("fica pra sexta" before a noun is, since capture-north27: the pack's `deferred`).
 */
const NORTH26: Record<"en" | "de" | "nl" | "pt", { missed: string[]; tracked: string[] }> = {
  en: {
    missed: ["tomorrow: food shop and take the cat to the vet", "tonight hoover and empty the dishwasher", "I'll let you know by Friday"],
    tracked: [],
  },
  de: {
    missed: [
      "morgen: Auto waschen und Reifen wechseln",
      "heute Abend noch staubsaugen und Spülmaschine ausräumen",
      "ich versprech dir, dass ich morgen anrufe",
      "das mach ich morgen",
    ],
    tracked: [],
  },
  nl: {
    missed: [
      "dat rapport moet vrijdag af",
      "morgen: boodschappen doen en de kat naar de dierenarts",
      "vanavond nog stofzuigen en de vaatwasser uitruimen",
    ],
    tracked: [],
  },
  pt: {
    missed: [
      "o e-mail do Paulo respondo logo",
      "amanhã: supermercado e levar o gato ao veterinário",
      "hj à noite passar aspirador e esvaziar a lava-louça",
    ],
    tracked: [],
  },
};

describe.each(["en", "de", "nl", "pt"] as const)("%s twenty-seventh batch, commitments as typed to an assistant (capture-*-twenty-seventh.tsv)", (locale) => {
  it("has at least 55 commitments and 55 look-alikes, catches all but the listed misses (due out, the cue's words out) and tracks only the listed look-alikes", () => {
    const batch = rows(locale, [`capture-${locale}-twenty-seventh.tsv`]);
    const lead = locale === "pt" ? SOUTH_LEAD_LEFT.pt! : LEAD_LEFT.find(([l]) => l === locale)![1];
    expect(batch.filter((r) => r.commitment).length).toBeGreaterThanOrEqual(55);
    expect(batch.filter((r) => !r.commitment).length).toBeGreaterThanOrEqual(55);
    const missed = batch
      .filter((r) => r.commitment)
      .filter((r) => {
        const ops = capture(r.text, locale);
        const inSummary = (due: string) => ops.some((op) => op.summary.toLowerCase().includes(due.toLowerCase()));
        return !(ops.length === r.count && !r.dues.some(inSummary) && (r.dues.length === 0 || ops.some((op) => op.due)) && !ops.some((op) => lead.test(op.summary)));
      })
      .map((r) => r.text);
    expect(missed).toEqual(NORTH26[locale].missed);
    expect(batch.filter((r) => !r.commitment && capture(r.text, locale).length > 0).map((r) => r.text)).toEqual(NORTH26[locale].tracked);
  });
});

/**
 * The twenty-seventh batch's rules (capture-north26), and the look-alikes each must leave alone: German "<day> steht <thing> an"; Portuguese
 * "marquei"/"agendei" before an appointment and its time; the Dutch passive typed without "worden", "het <thing> moet …"; a thing said first
 * with "nog"/"noch" before the verb; a lone verb after the cue does the thing said first; an English note never takes a past verb for its
 * object ("report went out …"); getting up, sitting or lying down are no task; under a day's head, a list with a to-do in it is a list of
 * to-dos, the things named beside it too; a thing said first, then "eu" and the owner's present; Dutch "was draaien" is the laundry's.
 */
describe("the twenty-seventh batch's rules, and what they must leave alone", () => {
  it.each([
    ["de", "diese Woche steht die Steuererklärung an", "die Steuererklärung", "diese Woche"],
    ["de", "morgen steht noch der Ölwechsel an", "der Ölwechsel", "morgen"],
    ["de", "den Keller muss ich morgen aufräumen", "den Keller aufräumen", "morgen"],
    ["de", "die Steuer muss ich noch machen", "die Steuer machen", undefined],
    ["nl", "de aangifte moet ik nog doen", "de aangifte doen", undefined],
    ["nl", "de was moet ik vanavond nog doen", "de was doen", "vanavond"],
    ["nl", "het gras moet zaterdag gemaaid", "het gras maaien", "zaterdag"],
    ["pt", "marquei dentista quinta", "dentista", "quinta"],
    ["pt", "agendei a revisão do carro para dia 12", "revisão do carro", "para dia 12"],
    ["en", "Saturday cut the hedge", "cut the hedge", "Saturday"],
    ["pt", "esse orçamento eu mando amanhã", "mandar esse orçamento", "amanhã"],
    ["nl", "was draaien vandaag", "was draaien", "vandaag"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, ...(due ? { due } : {}) }]);
  });

  it.each([
    ["de", "morgen steht nichts an"],
    ["de", "morgen steht viel an"],
    ["de", "das muss ich noch machen"],
    ["de", "muss mich kurz hinsetzen, mir ist schwindlig"],
    ["nl", "het moet zaterdag gemaaid worden"],
    ["nl", "dat moet ik nog doen"],
    ["nl", "pff moet morgen weer vroeg op"],
    ["pt", "marquei o dentista ontem"],
    ["pt", "marquei dois golos no sábado"],
    ["pt", "preciso sentar, tô tonta"],
    ["en", "report went out Friday"],
    ["en", "invoice came in on Friday"],
    ["en", "ugh have to get up early again tomorrow"],
    ["en", "cut my finger yesterday"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });

  it("reads the things named under a day's head beside a to-do as to-dos, and a day's news as none", () => {
    expect(extractCommitments("vandaag: was, bank, mama bellen", "nl").map((op) => [op.summary, op.due])).toEqual([["was", "vandaag"], ["bank", "vandaag"], ["mama bellen", "vandaag"]]);
    expect(extractCommitments("today: rain, wind and cold", "en")).toEqual([]);
    expect(extractCommitments("heute: Regen, Wind und Kälte", "de")).toEqual([]);
    expect(extractCommitments("o carro eu lavei ontem", "pt")).toEqual([]);
  });

  it("keeps a sit-down meeting with someone", () => {
    expect(extractCommitments("tenho que sentar com o contador amanhã", "pt")).toEqual([{ op: "open", summary: "sentar com o contador", due: "amanhã" }]);
  });
});

/**
 * The twenty-eighth batch in English, Dutch, Spanish and Italian (capture-north27, issue 35: commitments as people type them to an
 * assistant, weighted to known misses: the thing said first and its verb later, deferrals, appointments with no verb, two dates in one
 * sentence, two to-dos joined by "and", "ff"/"nog even"/"komt goed", "tengo que"/"me toca"/"a ver si", "devo"/"mi tocca"/"senza fallo",
 * "gotta"/"must remember to"; look-alikes: the past, others, questions, wishes, habits, news, complaints, "I'll let you know"). Written and
 * committed before the capture ran on it. First pass, before its rules: en 53 of 61 rows caught, nl 49, es 43, it 45; 1, 1, 1 and 3 of 63
 * look-alikes tracked; 2, 2, 4 and 5 due phrases wrong (two dates: the day a task is for read as its due date). After them: en 60, nl 58,
 * es 56, it 57 caught; 0, 0, 1, 1 tracked. A "c2" row (two to-dos joined by "and") is caught as two tasks or as one naming both.
 * Left, on purpose or not yet: a condition before the owner's verb hedges it ("zodra ik thuis ben …", "als het droog is …", "en cuanto
 * llegue …"); an appointment with its purpose after the hour ("… om half 6 met de kat"); "dopo" is no time the Italian grammar reads;
 * "guardo" is a state verb (watching); Spanish "la <noun> del sábado es …" reads its noun as a verb after a clitic; "mi tocca" of
 * enduring something all day is a complaint the cue cannot tell.
 */
const NORTH27: Record<"en" | "nl" | "es" | "it", { missed: string[]; tracked: string[] }> = {
  en: { missed: ["Friday vet at 5:30 for the cat"], tracked: [] },
  nl: {
    // Caught since the twenty-ninth batch's rules (capture-north28): the purpose after the hour, "zodra ik thuis ben".
    missed: ["als het droog is maai ik zaterdag het gras"],
    tracked: [],
  },
  es: {
    missed: [
      "al fontanero lo llamo mañana por la mañana",
      "el martes que viene médico de cabecera a las 11:15",
      "sin falta mañana renovar el abono del bus",
      "en cuanto llegue a casa llamo al albañil",
    ],
    tracked: ["la canguro del sábado es Emma"],
  },
  it: {
    missed: ["la mail di Paolo la rispondo dopo", "domani senza falta passo in banca", "dico a Jenny stasera della cena", "il preventivo della cucina lo guardo stasera"],
    tracked: ["mi tocca sentire queste lamentele tutto il giorno"],
  },
};

/**
 * A batch's commitments the capture misses, from the twenty-eighth batch on: none tracked, a due phrase left in the
 * summary, no due for a dated line, the cue's words left in, or another count of loops (two to-dos said as one is fine).
 * The batch has at least `least` of each side (60 unless its brief asked for another split).
 */
function missedOf(batch: ReturnType<typeof rows>, locale: Locale, lead: RegExp, least = { loops: 60, lookAlikes: 60 }): string[] {
  expect(batch.filter((r) => r.commitment).length).toBeGreaterThanOrEqual(least.loops);
  expect(batch.filter((r) => !r.commitment).length).toBeGreaterThanOrEqual(least.lookAlikes);
  return batch
    .filter((r) => r.commitment)
    .filter((r) => {
      const ops = capture(r.text, locale);
      const inSummary = (due: string) => ops.some((op) => op.summary.toLowerCase().includes(due.toLowerCase()));
      const counted = ops.length === r.count || (r.count === 2 && ops.length === 1);
      return !(ops.length > 0 && counted && !r.dues.some(inSummary) && (r.dues.length === 0 || ops.some((op) => op.due)) && !ops.some((op) => lead.test(op.summary)));
    })
    .map((r) => r.text);
}

describe.each(["en", "nl", "es", "it"] as const)("%s twenty-eighth batch, the thing first, deferrals, appointments, two dates (capture-*-twenty-eighth.tsv)", (locale) => {
  it("has at least 60 commitments and 60 look-alikes, catches all but the listed misses (due out, the cue's words out) and tracks only the listed look-alikes", () => {
    const batch = rows(locale, [`capture-${locale}-twenty-eighth.tsv`]);
    const lead = locale === "es" || locale === "it" ? SOUTH_LEAD_LEFT[locale]! : LEAD_LEFT.find(([l]) => l === locale)![1];
    const missed = missedOf(batch, locale, lead);
    expect(missed).toEqual(NORTH27[locale].missed);
    expect(batch.filter((r) => !r.commitment && capture(r.text, locale).length > 0).map((r) => r.text)).toEqual(NORTH27[locale].tracked);
  });
});

/**
 * The twenty-eighth batch's rules (capture-north27), as the owner sees them tracked, and the look-alikes each must leave alone: a day a
 * task is for (the pack's `dayFor`) stays in its summary beside a time of its own; a day and a bare hour around an appointment; a thing
 * put off to a time (the pack's `deferred`), never an event others hold; a thing said first before an errand's verb alone; a person
 * the thing is for is no subject; "a ver si" before a time and the owner's verb.
 */
describe("the twenty-eighth batch's rules, and what they must leave alone", () => {
  it.each([
    ["en", "I'll book the babysitter tomorrow for Saturday", "book the babysitter for Saturday", "tomorrow"],
    ["nl", "ik regel morgen de oppas voor zaterdag", "de oppas voor zaterdag regelen", "morgen"],
    ["es", "mañana confirmo la mesa para la comida del domingo", "confirmar la mesa para la comida del domingo", "mañana"],
    ["it", "domani sento la babysitter per sabato", "sentire la babysitter per sabato", "domani"],
    ["nl", "donderdag kapper om 4 uur", "kapper", "donderdag om 4 uur"],
    ["es", "jueves peluquería a las 4", "peluquería", "jueves a las 4"],
    ["en", "mortgage advisor tomorrow 3pm", "mortgage advisor", "tomorrow 3pm"],
    ["en", "the repair can wait till Friday", "the repair", "Friday"],
    ["nl", "de reparatie schuift naar vrijdag", "de reparatie", "vrijdag"],
    ["es", "los papeles de Hacienda los paso a la semana que viene", "los papeles de Hacienda", "la semana que viene"],
    ["it", "il garage lo rimando a domenica", "il garage", "domenica"],
    ["pt", "fica pra sexta o conserto da máquina", "o conserto da máquina", "sexta"],
    ["en", "Sarah's birthday present I still need to buy", "buy Sarah's birthday present", undefined],
    ["en", "the slides for Monday I'll finish tonight", "finish the slides for Monday", "tonight"],
    ["it", "il biglietto per la nonna lo devo spedire entro martedì", "spedire il biglietto per la nonna", "entro martedì"],
    ["es", "a ver si mañana llamo al seguro", "llamar al seguro", "mañana"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, ...(due ? { due } : {}) }]);
  });

  it("keeps a clock time after 'for' as the due date: it is the hour, never a day the task is for", () => {
    expect(extractCommitments("call the plumber tomorrow for 8pm", "en")).toEqual([{ op: "open", summary: "call the plumber", due: "tomorrow for 8pm" }]);
  });

  it.each([
    ["en", "the meeting can wait till Friday"],
    ["nl", "de vergadering schuift naar vrijdag"],
    ["nl", "mijn zoon wordt zaterdag 8"],
    ["es", "la reunión queda para el viernes"],
    ["it", "la festa slitta a sabato"],
    ["pt", "fica pra sexta a reunião"],
    ["es", "recuérdame qué tengo que comprar"],
    ["nl", "donderdag om 4 uur was ik bij de kapper"],
    ["en", "had the dentist on thursday at 4"],
    ["it", "la settimana prossima iniziano le vacanze"],
    ["it", "ti faccio sapere"],
    ["es", "a ver si mañana llueve"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

/**
 * The twenty-ninth batch in German, Portuguese, Dutch and French (capture-north28, issue 35: commitments as people type them to an
 * assistant, weighted to known misses: a time clause first ("sobald ich zu Hause bin, …", "zodra ik thuis ben …", "dès que je rentre …",
 * "assim que sair do trabalho …"), the purpose after the hour ("Freitag Tierarzt um 17:30 für die Katze"), abbreviations and note style
 * ("Do. Zahnarzt 9h", "za kapper 11u", "mar. 10h kiné"), German separable verbs with the object first and modal chains, "tenho de/que",
 * "fica pra", "moet nog", "ff", "faut que je", "il me reste à"; look-alikes: the past, others' plans and deferrals ("die Lieferung
 * verschiebt sich auf Montag"), facts about people, questions, wishes, habits, news, complaints, small talk). Written and committed before
 * the capture ran on it. First pass, before its rules: de 44 of 60 rows caught, pt 42 of 61, nl 44 of 60, fr 42 of 60; 1, 1, 2 and 1 of
 * 61-62 look-alikes tracked. After them: de 56, pt 52, nl 54, fr 51 caught; none tracked.
 * Left, on purpose or not yet: a condition on the world hedges what follows it ("falls es morgen nicht regnet …", "se não chover …", "als
 * het droog is …", "s'il fait beau …", as `CONDITIONS` says), and so does a "when" that may be a habit ("wenn die Kinder schlafen …",
 * "quand je sors du boulot …"); Dutch "ma" is as often "mum" as Monday; a short day before a noun that is no errand's ("dom almoço na sogra
 * 13h", "mer virement cantine"); Portuguese a thing said first with the owner's verb and no "eu" ("o seguro do carro pago amanhã": "pago"
 * is "paid" too); a place named by its brand ("Leroy Merlin").
 */
const NORTH28: Record<"de" | "pt" | "nl" | "fr", { missed: string[]; tracked: string[] }> = {
  de: {
    missed: ["falls es morgen nicht regnet, mäh ich den Rasen", "wenn die Kinder schlafen, mach ich die Steuer", "Sa Flohmarkt aufbauen 7h", "nächste Wo. Steuerberater anrufen"],
    tracked: [],
  },
  pt: {
    missed: [
      "se não chover amanhã lavo o carro",
      "antes de dormir mando o e-mail pra professora",
      "quando a Marta chegar vamos ao supermercado",
      "logo que acordar amanhã ligo pra minha mãe",
      "dom almoço na sogra 13h",
      "o seguro do carro pago amanhã",
      "a minha mãe ligo logo à noite",
      "as plantas rego mais logo",
      "mais tarde dar comida ao gato",
    ],
    tracked: [],
  },
  nl: {
    missed: [
      "als het morgen droog is was ik de auto",
      "als de kinderen slapen doe ik de belastingaangifte",
      "ma tandarts 9u",
      "ik denk dat ik morgen de huisbaas bel",
      "de was hang ik zo op",
      "ik meld me morgen bij meneer de Vries",
    ],
    tracked: [],
  },
  fr: {
    missed: [
      "quand je sors du boulot je passe à la pharmacie",
      "s'il fait beau demain je tonds la pelouse",
      "quand les enfants dorment je fais la déclaration d'impôts",
      "si je passe en ville demain je récupère mes lunettes",
      "samedi à 11h Leroy Merlin pour le carrelage",
      "sem. pro appeler le comptable",
      "mer virement cantine",
      "pas oublier : jeudi bac jaune",
      "demain d'abord appeler le médecin",
    ],
    tracked: [],
  },
};

describe.each(["de", "pt", "nl", "fr"] as const)("%s twenty-ninth batch, a time clause first, the purpose after the hour, note style (capture-*-twenty-ninth.tsv)", (locale) => {
  it("has at least 60 commitments and 60 look-alikes, catches all but the listed misses (due out, the cue's words out) and tracks only the listed look-alikes", () => {
    const batch = rows(locale, [`capture-${locale}-twenty-ninth.tsv`]);
    const lead = locale === "pt" || locale === "fr" ? SOUTH_LEAD_LEFT[locale]! : LEAD_LEFT.find(([l]) => l === locale)![1];
    const missed = missedOf(batch, locale, lead);
    expect(missed).toEqual(NORTH28[locale].missed);
    expect(batch.filter((r) => !r.commitment && capture(r.text, locale).length > 0).map((r) => r.text)).toEqual(NORTH28[locale].tracked);
  });
});

/**
 * The twenty-ninth batch's rules (capture-north28), as the owner sees them tracked, and the look-alikes each must leave alone: a time
 * clause first is the task's time as said (the pack's `unplacedDeadline`; German "wenn ich … zu Hause bin" and Dutch "als ik … thuis ben"
 * tell when, no hedge); what an appointment is for after its hour stays in its summary (the pack's `about`), with its time first or around
 * its noun; German "9h" and a short day with its full stop ("Do.", "mar."); a clock time is no short English day word; Portuguese a thing
 * said first, then "fica pra" and its time (the pack's `deferred`), never a meeting or a dinner.
 */
describe("the twenty-ninth batch's rules, and what they must leave alone", () => {
  it.each([
    ["de", "sobald ich zu Hause bin, rufe ich die Versicherung an", "die Versicherung anrufen", "sobald ich zu Hause bin"],
    ["de", "wenn ich vom Sport zurück bin, bring ich den Müll raus", "den Müll rausbringen", "wenn ich vom Sport zurück bin"],
    ["nl", "zodra ik thuis ben bel ik de verzekering", "de verzekering bellen", "zodra ik thuis ben"],
    ["fr", "dès que je rentre j'appelle le garage", "appeler le garage", "dès que je rentre"],
    ["pt", "assim que sair do trabalho passo na farmácia", "passar na farmácia", "assim que sair do trabalho"],
    ["de", "Freitag Tierarzt um 17:30 für die Katze", "Tierarzt für die Katze", "Freitag um 17:30"],
    ["de", "morgen um 10 Bank wegen dem Kredit", "Bank wegen dem Kredit", "morgen um 10"],
    ["nl", "vrijdag dierenarts om 17:30 voor de kat", "dierenarts voor de kat", "vrijdag om 17:30"],
    ["fr", "vendredi véto à 17h30 pour le chat", "véto pour le chat", "vendredi à 17h30"],
    ["pt", "sexta veterinário às 17h30 pro gato", "veterinário pro gato", "sexta às 17h30"],
    ["de", "Do. Zahnarzt 9h", "Zahnarzt", "Do. 9h"],
    ["de", "morgen Zahnarzt 8:30", "Zahnarzt", "morgen 8:30"],
    ["fr", "mar. 10h kiné", "kiné", "mar. 10h"],
    ["fr", "sam opticien 14h", "opticien", "sam 14h"],
    ["pt", "a limpeza da garagem fica pra domingo", "a limpeza da garagem", "domingo"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, due }]);
  });

  it.each([
    ["de", "wenn ich Zeit habe, ruf ich die Versicherung an"],
    ["de", "sobald er zu Hause ist, ruft er an"],
    ["de", "die Lieferung verschiebt sich auf Montag"],
    ["de", "ich muss schon wieder so früh aufstehen, nervt"],
    ["de", "um 14 Uhr Termin mit Lena gehabt"],
    ["nl", "als ik tijd heb bel ik de garage"],
    ["nl", "zodra ik meer weet laat ik het je weten"],
    ["nl", "de levering schuift naar maandag"],
    ["nl", "Ik zie Sarah vanavond voor een borrel"],
    ["nl", "moet weer zo vroeg op, balen"],
    ["fr", "faut encore que je me lève tôt, pff"],
    ["fr", "dès qu'il rentre il t'appelle"],
    ["pt", "fica pra sexta o jantar do pessoal do trabalho"],
    ["pt", "domingo 10h correr no parque com a Marta"],
    ["pt", "a reunião fica pra quinta"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

/**
 * The thirtieth batch in English, German, Portuguese and Dutch (capture-north29, issue 35: about 40 open loops and 26 look-alikes per
 * language, weighted to shapes earlier batches wrote less: a plan in the present or with a modal ("I still owe Tom the 20 quid", "ik zit nog
 * met die offerte", "tenho que ver isso da matrícula"), several loops in one message (dashes, commas, "A, B and C"), a loop after small
 * talk ("long day. anyway, need to book flights tonight"), the deadline before the task or a day in note form ("by fri: expenses", "bis
 * Ende der Woche Angebot an Müller", "até sexta: relatório", "tegen eind van de week offerte naar Peeters"), pt-BR ("vou ter que", "bora"),
 * Flemish, Swiss and Austrian forms, txt-speak ("need2", "hav to", "ima", "2day"); look-alikes: the past, things done today, others' plans,
 * wishes, habits, questions, complaints, news, small talk). Written and committed before the capture ran on it. First pass, before its
 * rules: en 30 of 41 loops caught, de 34 of 41, pt 32 of 40, nl 31 of 41; 0, 1, 1 and 1 of 26-27 look-alikes tracked. After them: en 39,
 * de 39, pt 39, nl 37 caught; none tracked.
 * Left, on purpose or not yet: "probs" (probably) hedges as "probably" does; a loop said again after a report in the past ("still haven't
 * returned the library books, must do that tomorrow"); a passive with its errand after a comma ("die Heizung muss … gewartet werden, Termin
 * machen"); Swiss "sött" (should) and "hüt"; Portuguese "isso da …" (that business of …) names no thing the capture reads; Dutch with the
 * object left out before the verb ("…, moet ik nog invullen", "ga ik straks doen, de afwas"), an infinitive before its thing under a head
 * ("opzeggen sportschool"), and "ik zit nog met …" with a second clause.
 */
const NORTH29: Record<"en" | "de" | "pt" | "nl", { missed: string[]; tracked: string[] }> = {
  en: { missed: ["still haven't returned the library books, must do that tomorrow", "shud probs ring grandma tonite"], tracked: [] },
  // Caught since the thirty-first batch (capture-north30): a passive with its errand, Swiss "sött".
  de: { missed: [], tracked: [] },
  pt: { missed: ["tenho que ver isso da matrícula"], tracked: [] },
  nl: {
    // The object left out before the verb and "staat nog open:" over a thing are caught since the thirty-first batch (capture-north30).
    missed: ["ik zit nog met die mail van de school, beantwoord ik vanavond"],
    tracked: [],
  },
};

describe.each(["en", "de", "pt", "nl"] as const)("%s thirtieth batch, plans in the present, several loops, the deadline first (capture-*-thirtieth.tsv)", (locale) => {
  it("has at least 40 loops and 26 look-alikes, catches all but the listed misses (due out, the cue's words out) and tracks only the listed look-alikes", () => {
    const batch = rows(locale, [`capture-${locale}-thirtieth.tsv`]);
    const lead = locale === "pt" ? SOUTH_LEAD_LEFT.pt! : LEAD_LEFT.find(([l]) => l === locale)![1];
    const missed = missedOf(batch, locale, lead, { loops: 40, lookAlikes: 26 });
    expect(missed).toEqual(NORTH29[locale].missed);
    expect(batch.filter((r) => !r.commitment && capture(r.text, locale).length > 0).map((r) => r.text)).toEqual(NORTH29[locale].tracked);
  });
});

/**
 * The thirtieth batch's rules (capture-north29), as the owner sees them tracked, and the look-alikes each must leave alone: a thing with no
 * verb after its deadline (the pack's `deadlineThing`: after a colon, with whom it goes to, or with the state it must be in), never a bare
 * day, a farewell or a state of the owner's; a thing still on the owner (the pack's `outstanding`: a debt, "ik zit nog met …"), never a debt
 * of thanks or to ZOE; three to-dos listed with commas are three tasks, a list of things one; "vou ter que" out of the summary; Dutch "zo"
 * first in a task is its time, a tag ("he", "hoor") no part of it, "de was" the laundry; German a subject's verb before where it goes is
 * another's plan; English "need2", "hav to", "ima", "2day".
 */
describe("the thirtieth batch's rules, and what they must leave alone", () => {
  it.each([
    ["en", "by fri: expenses", "expenses", "by fri"],
    ["en", "by Friday the report to Dave", "the report to Dave", "by Friday"],
    ["de", "bis Ende der Woche Angebot an Müller", "Angebot an Müller", "bis Ende der Woche"],
    ["pt", "até sexta: relatório", "relatório", "até sexta"],
    ["pt", "até amanhã apresentação pronta", "apresentação pronta", "até amanhã"],
    ["nl", "tegen eind van de week offerte naar Peeters", "offerte naar Peeters", "tegen eind van de week"],
    ["pt", "antes do fim de semana carregar o bilhete único", "carregar o bilhete único", "antes do fim de semana"],
    ["pt", "vou ter que levar o carro na oficina amanhã", "levar o carro na oficina", "amanhã"],
    ["nl", "moet zo nog ff de hond uitlaten", "de hond uitlaten", "zo"],
    ["de", "Di 10 Uhr Telefonat mit dem Steuerberater", "Telefonat mit dem Steuerberater", "Di 10 Uhr"],
    ["en", "need2 call the gp tmrw morning", "call the gp", "tmrw morning"],
    ["en", "ima do my tax return this weekend", "do my tax return", "this weekend"],
    ["en", "i need 2 send my cv to that recruiter 2day", "send my cv to that recruiter", "2day"],
  ] as const)("%s: %j is tracked as %j due %j", (locale, text, summary, due) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary, due }]);
  });

  it.each([
    ["en", "I still owe Tom the 20 quid", "owe Tom the 20 quid"],
    ["en", "i owe my sister a call", "owe my sister a call"],
    ["de", "ich schulde Tom noch 20 Euro", "Tom 20 Euro schulden"],
    ["nl", "ik ben Tom nog 20 euro schuldig", "Tom 20 euro schuldig"],
    ["nl", "ik zit nog met die offerte", "die offerte"],
    ["pt", "tô devendo uma ligação pra minha irmã", "dever uma ligação pra minha irmã"],
    ["de", "steht noch aus: Kündigung Fitnessstudio", "Kündigung Fitnessstudio"],
  ] as const)("%s: %j is tracked as %j", (locale, text, summary) => {
    expect(extractCommitments(text, locale)).toEqual([{ op: "open", summary }]);
  });

  it.each([
    ["en", "need to do the food shop, email Jen and sort the recycling", ["do the food shop", "email Jen", "sort the recycling"]],
    ["de", "muss noch einkaufen, Lisa mailen und den Müll rausbringen", ["einkaufen", "Lisa mailen", "den Müll rausbringen"]],
    ["pt", "preciso fazer mercado, mandar email pra Júlia e levar o lixo", ["fazer mercado", "mandar email pra Júlia", "levar o lixo"]],
    ["nl", "moet nog boodschappen doen, Lies mailen en het vuilnis buitenzetten", ["boodschappen doen", "Lies mailen", "het vuilnis buitenzetten"]],
    // A list of things is one errand.
    ["en", "need to buy milk, eggs and bread", ["buy milk, eggs and bread"]],
  ] as const)("%s: %j is one task an item", (locale, text, summaries) => {
    expect(extractCommitments(text, locale).map((op) => op.summary)).toEqual(summaries);
  });

  it.each([
    ["en", "I owe you one"],
    ["en", "I owe everything to my mum"],
    ["en", "Tom owes me 20 quid"],
    ["en", "by Friday it's done, hopefully"],
    ["en", "ima bit tired"],
    ["de", "ich schulde dir was"],
    ["de", "bis morgen, Schatz"],
    ["de", "bis Montag Urlaub"],
    ["de", "die Kinder fahren am Samstag zur Oma"],
    ["pt", "devo tudo aos meus pais"],
    ["pt", "até amanhã pessoal"],
    ["pt", "até segunda de férias"],
    ["pt", "vou ter que concordar contigo kkk"],
    ["nl", "ik zit nog met de kinderen in de auto"],
    ["nl", "ik zit nog met een kater"],
    ["nl", "ik ben je wat schuldig"],
    ["nl", "tegen vrijdag is het klaar"],
    ["nl", "moet kunnen he"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

/**
 * The thirty-first batch in Dutch, German, Portuguese and Spanish (capture-north30, issue 35: about 40 open loops and 20 look-alikes per
 * language, weighted to what the thirtieth left and to shapes no batch stressed: the object left out before the verb ("…, moet ik nog
 * invullen", "ga ik straks doen, de afwas"), an infinitive heading its thing ("opzeggen: sportschool"), "moet er nog aan geloven", a
 * passive with its errand ("die Heizung muss noch gewartet werden, Termin vereinbaren"), "hab noch … vor mir", "steht noch an: …", "ist
 * noch offen: …", Swiss "sött", "tenho pendente", "vou ver se …", "queda pendiente", debts in Latin-American Spanish, typos ("presciso",
 * "nesecito"); look-alikes: the past, others' obligations, rules, wishes, habits, questions to ZOE). Written and committed before the
 * capture ran on it. First pass, before its rules: nl 28 of 41 loops caught, de 28, pt 32, es 32; 1, 2, 0 and 2 of 20 look-alikes tracked.
 * After them: nl 39, de 37, pt 39, es 38 caught; 1, 1, 0 and 1 tracked.
 * "vou ver se …" (and "a ver si …") with the owner's own verb is a plan, with the world's ("vou ver se chove") a doubt.
 * Left, on purpose or not yet: a head with its day before an infinitive ("deze week bellen: tandarts"); "k" for "ik" before a time said
 * last; a thing said "ist noch offen" (a shop or a window is open too); a deliverable picked up by "muss ich noch buchen"; a day that is
 * an occasion's ("Mama hat nächste Woche Geburtstag, ich muss …"); "wollte noch …" with no time; "urgente" labelled as a time; "aquele lance
 * do …, tenho que ver" (a verb that carries nothing); "la otra semana"; a present after "así que"; "comprarle algo". Tracked anyway: a shop's
 * rule said with "moet … dicht", a plural rule with "müssen … werden", "aquí hay que …" (a house rule).
 */
const NORTH30: Record<"nl" | "de" | "pt" | "es", { missed: string[]; tracked: string[] }> = {
  // "deze week bellen: tandarts" is caught since the thirty-second batch (capture-north31): an errand's infinitive heading its thing after a time.
  // "k moet morgen …" is caught since the thirty-third batch (capture-north32): "k" for "'k" before the owner's verb.
  nl: { missed: [], tracked: ["op zondag moet de winkel dicht"] },
  de: {
    missed: [
      "das Auto muss bis Ende des Monats zum TÜV, muss ich noch buchen",
      "die Überweisung an die Hausverwaltung ist noch offen",
      "Mama hat nächste Woche Geburtstag, ich muss noch Blumen bestellen",
      "wollte noch mit dem Chef über den Urlaub reden",
    ],
    tracked: ["Rechnungen müssen innerhalb von 30 Tagen bezahlt werden"],
  },
  pt: { missed: ["aquele lance do aluguel, tenho que ver amanhã", "preciso urgente pagar a fatura do cartão"], tracked: [] },
  es: {
    missed: [
      "tengo que ir a sacar la cédula la otra semana",
      "está lloviendo a mares así que mañana llevo la bici al taller",
      "el cumple de mi hermana es el sábado, tengo que comprarle algo",
    ],
    tracked: ["aquí hay que sacar la basura antes de las 9"],
  },
};

describe.each(["nl", "de", "pt", "es"] as const)("%s thirty-first batch, the object left out, heads, passives with their errand, pending things (capture-*-thirty-first.tsv)", (locale) => {
  it("has at least 40 loops and 19 look-alikes, catches all but the listed misses (due out, the cue's words out) and tracks only the listed look-alikes", () => {
    const batch = rows(locale, [`capture-${locale}-thirty-first.tsv`]);
    const lead = locale === "pt" || locale === "es" ? SOUTH_LEAD_LEFT[locale]! : LEAD_LEFT.find(([l]) => l === locale)![1];
    const missed = missedOf(batch, locale, lead, { loops: 40, lookAlikes: 19 });
    expect(missed).toEqual(NORTH30[locale].missed);
    expect(batch.filter((r) => !r.commitment && capture(r.text, locale).length > 0).map((r) => r.text)).toEqual(NORTH30[locale].tracked);
  });
});

/**
 * The thirty-first batch's rules (capture-north30), as the owner sees them tracked, and the look-alikes each must leave alone: the thing
 * named in a clause of its own is the object the verb's clause left out (never a person); an errand's infinitive heads its thing; a thing
 * under a head of to-dos is the to-do; "moet er aan geloven"; a passive with the owner's errand or "mach ich"; "hab noch … vor mir" (never a
 * stretch of time); Swiss "sött"; "vou ver se" with the owner's verb; "tenho pendente", "tengo pendiente", "queda pendiente"; Spanish debts;
 * "acabo de" is the past; "ich werde 40" an age.
 */
describe("the thirty-first batch's rules, and what they must leave alone", () => {
  it.each([
    ["nl", "de belastingpapieren, moet ik nog opsturen", "de belastingpapieren opsturen", null],
    ["nl", "ga ik zaterdag doen, het gras", "het gras doen", "zaterdag"],
    ["nl", "afzeggen: tennisles", "tennisles afzeggen", null],
    ["nl", "de garage moet er zondag aan geloven", "de garage aanpakken", "zondag"],
    ["nl", "de ramen moeten nog gelapt", "de ramen lappen", null],
    ["de", "der Boiler muss entkalkt werden, Installateur anrufen", "den Boiler entkalken lassen", null],
    ["de", "die Fenster müssten mal geputzt werden, mach ich morgen", "die Fenster putzen", "morgen"],
    ["de", "steht noch an: Steuerklärung", "Steuerklärung", null],
    ["de", "hab morgen noch den Umzugskram vor mir", "den Umzugskram erledigen", "morgen"],
    ["pt", "vou ver se passo no banco amanhã", "passar no banco", "amanhã"],
    ["pt", "tenho pendente a inscrição no ginásio", "a inscrição no ginásio", null],
    ["es", "tengo pendiente el papeleo del coche", "el papeleo del coche", null],
    ["es", "queda pendiente llamar a la aseguradora", "llamar a la aseguradora", null],
    ["es", "le debo 30 euros a Marta", "deber 30 euros a Marta", null],
  ] as const)("%s: %j is tracked as %j", (locale, text, summary, due) => {
    const ops = extractCommitments(text, locale);
    expect(ops.map((op) => op.summary)).toEqual([summary]);
    expect(ops[0]!.due ?? null).toBe(due);
  });

  it.each([
    ["nl", "mijn zus, moet ik nog bellen"],
    ["nl", "mijn broer moet er aan geloven"],
    ["nl", "de film, ga ik niet kijken"],
    ["de", "ich hab noch das ganze Wochenende vor mir"],
    ["de", "die Straße muss repariert werden, hat die Stadt gesagt"],
    ["de", "ich werde morgen 40"],
    ["pt", "vou ver se chove amanhã"],
    ["pt", "o síndico tem pendente o conserto do elevador"],
    ["es", "al vecino le queda pendiente pagar la comunidad"],
    ["es", "te debo una"],
    ["es", "ahorita acabo de hablar con el de la luz"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

/**
 * The thirty-second batch in English, German, Dutch and Portuguese (capture-north31, issue 35: 40 open loops and 20 look-alikes per
 * language, weighted to shapes no batch held: a time before the task parted by a colon, a comma or a dash ("deze week bellen: tandarts",
 * "morgen eerst: verzekering regelen"), a thing and its deadline with no verb ("Elternabend-Zettel bis Freitag", "renovação do passaporte
 * antes de junho"), a bare thing with "still" ("TÜV noch", "de belastingaangifte nog", "o IPVA ainda", "still the car insurance"), the
 * thing first and the duty after ("den Brief vom Finanzamt, den muss ich morgen beantworten", "a nota fiscal do Rafa, tenho que mandar
 * hoje"), split verbs, modal stacks, dictation with no punctuation, two loops in one message; look-alikes: rules for everyone, others'
 * duties, the past, habits, wishes, questions to ZOE, complaints). Written and committed before the capture ran on it. First pass,
 * before its rules: en 34 of 40 loops caught, de 27, nl 30, pt 27; 0, 0, 1 and 0 of 20 look-alikes tracked. After them: en 37, de 35,
 * nl 37, pt 37 caught; 0, 0, 1 and 0 tracked.
 * "I should really …", "ich sollte mal wieder …", "ik zou eigenlijk … moeten", "eu devia …" with the owner's own errand are the owner's
 * duty, tracked (a wish says "I'd love to", "ich würde gern", "queria"); "eigentlich müsste ich …" with the verb before its subject is not read yet.
 * Left, on purpose or not yet: a bare day and a comma before an English note ("monday, ring …"); "thank you cards" ("you" says a
 * sentence); "wk" for week; a deliverable picked up by "muss ich noch buchen"; "die Rechnung, die muss noch raus" (caught since the thirty-third batch);
 * a passive in a long dictation before "erinner mich bitte" / "wil je me daaraan herinneren" / "me lembra"; "mus" for "muss"
 * ("k" for "ik" caught since the thirty-third batch), "presiso"; "moet echt eens … worden" (a complaint about a road says the same); "passagens da páscoa" (a holiday
 * read as the time). Tracked anyway: the past with its time first and no subject ("heb vanochtend … betaald"), as before this batch.
 */
const NORTH31: Record<"en" | "de" | "nl" | "pt", { missed: string[]; tracked: string[] }> = {
  en: { missed: ["monday, ring the landlord about the boiler", "still the thank you cards from the wedding", "shud really phone the gp this wk"], tracked: [] },
  de: {
    missed: [
      "das Auto muss zum TÜV, muss ich noch buchen",
      "eigentlich müsste ich heute noch die Wäsche aufhängen",
      "bin grad heimgekommen die Kleinen schlafen endlich ach ja und die Miete muss bis Freitag überwiesen werden erinner mich bitte",
      "ich mus bis Montag die Unterlagen einreichen",
    ],
    tracked: [],
  },
  nl: {
    missed: [
      "de zolder, moet echt eens opgeruimd worden",
      "net thuis de kinderen slapen eindelijk o ja en de huur moet voor vrijdag overgemaakt worden wil je me daaraan herinneren",
    ],
    tracked: ["heb vanochtend de gemeentebelasting betaald"],
  },
  pt: {
    missed: [
      "acabei de chegar as crianças finalmente dormiram ah e o aluguel tem que ser pago até sexta me lembra por favor",
      "tenho que renovar o cartão de estacionamento e comprar as passagens da páscoa",
      "presiso entregar os documentos ate segunda",
    ],
    tracked: [],
  },
};

describe.each(["en", "de", "nl", "pt"] as const)("%s thirty-second batch, the time first, things with no verb, \"still\", the thing before its duty (capture-*-thirty-second.tsv)", (locale) => {
  it("has at least 40 loops and 20 look-alikes, catches all but the listed misses (due out, the cue's words out) and tracks only the listed look-alikes", () => {
    const batch = rows(locale, [`capture-${locale}-thirty-second.tsv`]);
    const lead = locale === "pt" ? SOUTH_LEAD_LEFT.pt! : LEAD_LEFT.find(([l]) => l === locale)![1];
    const missed = missedOf(batch, locale, lead, { loops: 40, lookAlikes: 20 });
    expect(missed).toEqual(NORTH31[locale].missed);
    expect(batch.filter((r) => !r.commitment && capture(r.text, locale).length > 0).map((r) => r.text)).toEqual(NORTH31[locale].tracked);
  });
});

/**
 * The thirty-second batch's rules (capture-north31), as the owner sees them tracked, and the look-alikes each must leave alone: a thing
 * with "still" and no verb (the packs' `outstanding` through patterns.ts `stillThing`), never a state, a stretch of time, a person or "immer
 * noch"; papers and renewals named as errands with their deadline (the packs' `errand` and `appointment`), never a notice that one is open;
 * the thing picked up by its pronoun after a comma (German) or left out after the owner's modal (Portuguese, Dutch "moet nog …"), never a
 * person or a verb that takes no object; an errand's infinitive heading its thing after a time; Dutch "morgen eerst".
 */
describe("the thirty-second batch's rules, and what they must leave alone", () => {
  it.each([
    ["en", "still the gas bill", "the gas bill", null],
    ["en", "the passport renewal still, ugh", "the passport renewal", null],
    ["de", "Kfz-Steuer noch", "Kfz-Steuer", null],
    ["de", "noch die Rückmeldung an den Verein", "die Rückmeldung an den Verein", null],
    ["nl", "de verhuisdozen nog", "de verhuisdozen", null],
    ["pt", "ainda o conserto da geladeira", "o conserto da geladeira", null],
    ["en", "permission slip by thursday", "permission slip", "by thursday"],
    ["de", "Ummeldung beim Bürgeramt bis Ende des Monats", "Ummeldung beim Bürgeramt", "bis Ende des Monats"],
    ["nl", "formulier voor de voetbalclub uiterlijk vrijdag", "formulier voor de voetbalclub", "uiterlijk vrijdag"],
    ["pt", "inscrição do Pedro no judô até sexta", "inscrição do Pedro no judô", "até sexta"],
    ["de", "den Antrag für die Kita, den muss ich bis Freitag abgeben", "den Antrag für die Kita abgeben", "bis Freitag"],
    ["nl", "de rekening van de tandarts, moet nog overgemaakt", "de rekening van de tandarts overmaken", null],
    ["pt", "o relatório da obra, tenho que terminar amanhã", "terminar o relatório da obra", "amanhã"],
    ["pt", "a conta de água, preciso pagar ainda", "pagar a conta de água", null],
    ["nl", "volgende week mailen: de verhuurder", "de verhuurder mailen", "volgende week"],
    ["nl", "morgen eerst: de garage bellen", "de garage bellen", "morgen eerst"],
  ] as const)("%s: %j is tracked as %j", (locale, text, summary, due) => {
    const ops = extractCommitments(text, locale);
    expect(ops.map((op) => op.summary)).toEqual([summary]);
    expect(ops[0]!.due ?? null).toBe(due);
  });

  it.each([
    ["en", "still raining here"],
    ["en", "still the same"],
    ["en", "still my mum"],
    ["en", "the pain still"],
    ["de", "regnet hier immer noch"],
    ["de", "Freitag noch"],
    ["de", "Zeit noch"],
    ["de", "mein Bruder, der muss noch operiert werden"],
    ["nl", "het regent nog"],
    ["nl", "nog steeds ziek"],
    ["nl", "de kinderen nog"],
    ["nl", "zaterdag plan: strand"],
    ["pt", "ainda bem"],
    ["pt", "a chuva ainda"],
    ["pt", "o meu pai ainda"],
    ["pt", "inscrição aberta até sexta"],
    ["pt", "a reunião, vou chegar atrasado"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

/**
 * The thirty-third batch in Dutch, German, Spanish and Portuguese (capture-north32, issue 35: 40-41 open-loop rows and 20 look-alikes per
 * language, weighted to shapes the batches still did not hold well: a day or a time, a comma, then the task ("maandag, de garage bellen",
 * "el lunes, llamar al taller"); the thing first and its duty after as a clause that takes it up again ("het pakket, dat moet nog terug",
 * "die Rechnung, die muss noch raus", "la factura, esa tiene que salir hoy", "o boleto, esse tenho que pagar hoje"); passives and
 * impersonal forms that are the owner's own loop, told from a rule by a possessive or a deadline ("mijn rijbewijs moet deze maand verlengd
 * worden", "hay que pagar el IBI de mi piso antes del 30", "o meu relatório tem de ser entregue até sexta"; "en Madrid hay que separar el
 * vidrio" and a notice "avisa el ayuntamiento" are rules); two days offered as a choice ("mañana o pasado", "Freitag oder Samstag");
 * softeners ("ff", "noch schnell", "sin falta", "de qualquer jeito", "tá na minha lista"); lists under "falta:" / "pendências:"; regional
 * forms (Flemish "ge moet mij doen denken aan", "k moet", Swiss, Austrian, Rioplatense, Mexican, Brazilian and European Portuguese);
 * look-alikes: rules, others' duties, the past, habits, wishes, questions to ZOE, complaints, news). Written and committed before the
 * capture ran on it. First pass, before its rules: nl 31 of 40 rows caught, de 37 of 41, es 34 of 41, pt 29 of 41; 1, 0, 3 and 0 of 20
 * look-alikes tracked. After them: nl 39, de 41, es 40, pt 39 caught; none tracked.
 * Left, on purpose or not yet: "primero" / "primeiro" between the time and the note's verb; a thing that "has to go back" with no verb of
 * the owner's ("a cafeteira quebrada, tem que voltar pra loja"); a Dutch passive with its errand after the comma ("…, afspraak maken").
 */
const NORTH32: Record<"nl" | "de" | "es" | "pt", { missed: string[]; tracked: string[] }> = {
  nl: { missed: ["de cv van ons huis moet nog nagekeken worden, afspraak maken"], tracked: [] },
  de: { missed: [], tracked: [] },
  es: { missed: ["mañana temprano, primero llamar al seguro por lo del choque"], tracked: [] },
  pt: { missed: ["amanhã cedo, primeiro ligar pro seguro por causa da batida", "a cafeteira quebrada, tem que voltar pra loja"], tracked: [] },
};

describe.each(["nl", "de", "es", "pt"] as const)("%s thirty-third batch, a time and a comma, the thing taken up again, the owner's passives, days as a choice (capture-*-thirty-third.tsv)", (locale) => {
  it("has at least 40 loops and 20 look-alikes, catches all but the listed misses (due out, the cue's words out) and tracks only the listed look-alikes", () => {
    const batch = rows(locale, [`capture-${locale}-thirty-third.tsv`]);
    const lead = locale === "pt" || locale === "es" ? SOUTH_LEAD_LEFT[locale]! : LEAD_LEFT.find(([l]) => l === locale)![1];
    const missed = missedOf(batch, locale, lead, { loops: 40, lookAlikes: 20 });
    expect(missed).toEqual(NORTH32[locale].missed);
    expect(batch.filter((r) => !r.commitment && capture(r.text, locale).length > 0).map((r) => r.text)).toEqual(NORTH32[locale].tracked);
  });
});

/**
 * The thirty-third batch's rules (capture-north32), as the owner sees them tracked, and the look-alikes each must leave alone: the thing
 * taken up again by its pronoun after a comma ("die"/"dat", "ese"/"esa", "esse"/"isso"), never a person; two days offered as a choice,
 * due by the second; a thing of the owner's said with "-se" ("mi pasaporte tiene que renovarse"), another only with a time; "nuestra"
 * things that must be done; "tá na minha lista" with the owner's verb; "…, eu mesmo pinto" after what has to be done; "falta:",
 * "pendências:" as heads; Dutch "k" for "'k"; Flemish "doen denken aan"; German "überwiesen" and "häng … auf"; "hay que" after the place it
 * holds in with no time, and a notice "avisa el ayuntamiento", are rules; a Dutch passive about a thing "hier" is a complaint.
 */
describe("the thirty-third batch's rules, and what they must leave alone", () => {
  it.each([
    ["nl", "de offerte, die moet ik vrijdag nog tekenen", "de offerte tekenen", "vrijdag"],
    ["de", "die Steuererklärung, die muss noch raus", "die Steuererklärung rausschicken", null],
    ["es", "el informe, ese tiene que salir hoy", "enviar el informe", "hoy"],
    ["pt", "a fatura do cartão, essa tenho que pagar hoje", "pagar a fatura do cartão", "hoje"],
    ["es", "mañana o pasado llamo al fontanero", "llamar al fontanero", "mañana o pasado"],
    ["pt", "quinta ou sexta ligo pro contador", "ligar pro contador", "quinta ou sexta"],
    ["de", "Montag oder Dienstag den Rasen mähen", "den Rasen mähen", "Montag oder Dienstag"],
    ["nl", "dinsdag of woensdag de ramen wassen", "de ramen wassen", "dinsdag of woensdag"],
    ["es", "mi carnet de conducir tiene que renovarse este mes", "renovar mi carnet de conducir", "este mes"],
    ["es", "nuestra declaración tiene que estar presentada antes del 20", "presentar nuestra declaración", "antes del 20"],
    ["pt", "tá na minha lista ligar pro encanador", "ligar pro encanador", null],
    ["pt", "a sala tem que ser pintada até sábado, eu mesmo pinto", "pintar a sala", "até sábado"],
    ["pt", "falta: pagar o IPVA e marcar o dentista", "pagar o IPVA", null],
    ["nl", "k moet morgen de verzekering bellen", "de verzekering bellen", "morgen"],
    ["nl", "ge moet mij vanavond doen denken aan de container", "de container", "vanavond"],
    ["de", "die Kaution muss noch überwiesen werden", "die Kaution überweisen", null],
    ["de", "ich häng heute Abend die Vorhänge auf", "die Vorhänge aufhängen", "heute Abend"],
  ] as const)("%s: %j is tracked as %j", (locale, text, summary, due) => {
    const ops = extractCommitments(text, locale);
    expect(ops[0]?.summary).toBe(summary);
    expect(ops[0]!.due ?? null).toBe(due);
  });

  it.each([
    ["nl", "mijn broer, die moet morgen naar de tandarts"],
    ["es", "mi hermano, ese tiene que ir al médico"],
    ["es", "mi hermano tiene que operarse"],
    ["es", "el pasaporte tiene que renovarse cada diez años"],
    ["es", "en Sevilla hay que reciclar el cartón"],
    ["es", "hay que pagar la tasa antes del 15, informa el colegio a todas las familias"],
    ["pt", "tá na lista dela comprar pão"],
    ["pt", "o carro tem que ser lavado, ele faz"],
    ["nl", "vitamine k moet je elke dag nemen"],
    ["nl", "de stoep hier moet echt eens gemaakt worden"],
    ["de", "ich häng am Wochenende mit Tom ab"],
    ["es", "mañana o pasado va a nevar"],
    ["de", "morgen oder übermorgen soll es schneien"],
  ] as const)("%s: %j stays untracked", (locale, text) => {
    expect(extractCommitments(text, locale)).toEqual([]);
  });
});

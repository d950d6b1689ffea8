/**
 * Offline commitment capture: a conservative heuristic that turns "I'll ship the onepager today"
 * ("Ich muss morgen früh den Bericht schicken", "Je dois envoyer le devis demain", "Tengo que
 * llamar a Ana el viernes", "Vou enviar o relatório amanhã") into an `open` thread op when no
 * model is available, and a request to be reminded ("remind me in 2 minutes to take the pizza
 * out", "erinnere mich in 2 Stunden daran, Frau Berger zurückzurufen", "rappelle-moi dans 2 heures
 * d'appeler Mme Berger", "recuérdame a las 15:30 llamar al banco", "lembra-me às 15h30 de ligar ao
 * banco") into one marked `reminder`. The due phrase is found by threads/due.ts's one grammar, in
 * the owner's language. The present said of the future ("I'm calling the bank tomorrow", "Morgen ruf
 * ich die Bank an"), a plan told in the past of a time to come ("I was going to call the bank
 * tomorrow"), a to-do under its day ("Morgen: Zahnarzt anrufen") and a note to self in the
 * infinitive ("tandarts bellen morgen"; in German also short with "!": "Zahnarzt anrufen!"), and a thing to be
 * done said with the owner not its subject (a passive, "the tyres need changing this month"; a thing to do, "I've
 * got the car service to book this week"; a thing promised, "I promised Ines the drafts by Thursday": the pack's
 * `restate`) count only with a time; in French, Spanish, Portuguese and Italian a message that is nothing but short
 * notes opened by an errand's verb ("renouveler l'assurance auto", the pack's `bareNote`) counts without one. It
 * prefers missing a commitment to tracking a phantom one (the owner can always say it again; a phantom nags).
 * Must never: fire on questions, hypotheticals or other people's commitments (a request to be
 * reminded may be asked as a question: "can you remind me to …?", and so may a request to note a
 * commitment: "can you note that I need to …?"); hold a language's cues (they
 * are its pack's, lang/<code>/index.ts).
 */
import { isAmbiguousTimePhrase, isDuePhrase, splitDuePhrase } from "./due.ts";
import { daysListed, repeatDaysSaid, repeatEverySaid, type DaysListed } from "./recurrence.ts";
import { windowSaid, type WindowSaid } from "./window.ts";
import { detectLocale, LOCALES, localeScores, pack, type Locale } from "../lang/index.ts";
import type { ThreadOp } from "../model/index.ts";

/**
 * Words before the task that are not part of it ("to", "daran", "de"): every language's, in every
 * language, except a word the sentence's language uses as an article and not as a lead of its own
 * (Dutch "de offerte versturen" keeps its "de").
 */
const TASK_LEADS = [...new Set(LOCALES.flatMap((l) => pack(l).commitments.taskLead))];
const taskLeads = new Map<Locale, RegExp>();
function taskLead(locale: Locale): RegExp {
  let re = taskLeads.get(locale);
  if (!re) {
    const { offline, commitments } = pack(locale);
    const leads = TASK_LEADS.filter((w) => commitments.taskLead.includes(w) || !offline.stopWords.includes(w));
    // "moet nog: ov-abonnement verlengen": a colon after the lead word is punctuation, no part of the task.
    taskLeads.set(locale, (re = new RegExp(`^(?:${leads.join("|")})(?:\\s*:)?\\s+`, "iu")));
  }
  return re;
}

/** Words after an hour that make it a clock time or a duration ("Uhr", "heures", "hours"): every language's. */
const HOUR_WORD = new RegExp(
  `^(?:${[...LOCALES.flatMap((l) => pack(l).clock.oClock), ...LOCALES.flatMap((l) => (pack(l).due.rewrite?.units ?? []).map(([u]) => u)), "hours?", "minutes?", "o'?clock"].join("|")})$`,
  "iu",
);

type OpenOp = Extract<ThreadOp, { op: "open" }>;

/** The language's words that stress a commitment (its pack's `emphasis`), as whole words anywhere. */
const emphases = new Map<Locale, RegExp>();
function emphasis(locale: Locale): RegExp {
  let re = emphases.get(locale);
  if (!re) emphases.set(locale, (re = new RegExp(`(?<![\\p{L}\\p{N}'’-])(?:${pack(locale).commitments.emphasis.join("|")})(?![\\p{L}\\p{N}'’-])`, "giu")));
  return re;
}

/**
 * A request to be reminded, in one language, or null: "remind me (to) X <when>" or "remind me
 * <when> (to) X", and "remind me: I have to X <when>". Asked outright, so one word is a task, and
 * what the task says ("… whether she might come") is no hedge of the request.
 */
function readReminder(said: string, locale: Locale): OpenOp | null {
  const cues = pack(locale).commitments.reminder;
  // "remind me every day at 8 to take my pills": ZOE keeps no repeating reminder yet, so it sets the first ("at 8"), and says so.
  const sentence = firstOfRepeats(said, locale);
  // Only the owner's own request: "don't remind me", "did you remind me" and the like are not one.
  const asked = cues.ask.exec(sentence);
  const noun = cues.noun.exec(sentence);
  // "a las 15:30 recuérdame comprar pan", "at 5 remind me to call mum": the time said before the request is its due.
  const dueBefore = (x: RegExpExecArray): string | null => {
    const pre = sentence.slice(0, x.index).replace(/^[\s¿¡]+|[\s,:;–—-]+$/gu, "");
    return pre && pre.split(/\s+/).length <= 6 && (isDuePhrase(pre, locale) || isAmbiguousTimePhrase(pre, locale)) ? pre : null;
  };
  const timer = cues.timer.ask.exec(sentence);
  const m = [asked, cues.indirect?.exec(sentence) ?? null, timer, noun].find((x) => x && (cues.lead.test(sentence.slice(0, x.index)) || dueBefore(x) !== null));
  if (!m) return null;
  // "Reminder in 10 min: …" heads the sentence with the noun alone: only a time right after it
  // makes it a request ("lembrete para todos: amanhã não há aulas" is a notice).
  const headed = m === noun && !/\s/.test(m[0].trim());
  // "me lembra que dia é hoje?": what ZOE is asked to say, no task.
  if (cues.asked?.test(sentence.slice(m.index + m[0].length).replace(/^[\s,:;–—-]+/u, ""))) return null;
  const rest = sentence
    .slice(m.index + m[0].length)
    .replace(/^[\s,:;–—-]+/, "")
    .replace(cues.also, "")
    .replace(/[.!?;]+$/, "")
    .trim();
  // "Remind me: I have to submit the report by 23:00" is a commitment asked to be reminded of.
  const stated = pack(locale).commitments.trigger.exec(rest)?.index === 0 ? readSentence(rest, locale) : null;
  if (stated) return { ...stated, reminder: true };
  let task = rest;
  let due: string | undefined = cues.lead.test(sentence.slice(0, m.index)) ? undefined : (dueBefore(m) ?? undefined);
  if (m === timer && due === undefined) [due, task] = timerSpan(m, rest, locale) ?? [due, task];
  const words = rest.split(/\s+/);
  // The time said first runs to its longest reading: "el viernes de la semana que viene revisar …" is no "el viernes" with
  // "de" as the joiner.
  let longestHead = 0;
  for (let k = Math.min(8, words.length - 1); k >= 1 && longestHead === 0; k--) if (!/[,:]$/.test(words[k - 1]!) && isDuePhrase(words.slice(0, k).join(" "), locale)) longestHead = k;
  // "in 2 minutes to take the pizza out", "for 4pm: dentist", "à 16h : dentiste": the time first,
  // then a joiner, a comma or a colon.
  for (let k = Math.min(8, words.length - 1); k >= 1 && due === undefined; k--) {
    const lead = words.slice(0, k).join(" ").replace(/\s*[,:]$/, "");
    const after = words.slice(k).join(" ");
    if (k < longestHead && !/[,:]$/.test(words[k - 1]!)) continue;
    if ((cues.joiner.test(after) || /[,:]$/.test(words[k - 1]!) || /^[:–—-](?:\s|$)/.test(after)) && (isDuePhrase(lead, locale) || isAmbiguousTimePhrase(lead, locale))) {
      due = lead;
      task = after;
    }
  }
  if (headed && due === undefined && !/^\s*[:–—-]/.test(sentence.slice(m.index + m[0].length))) return null;
  // "remind me tomorrow call the bank", "recuérdame el viernes a las 10 pagar la luz": the time first and the task straight
  // after it with no joiner, when the task holds no time of its own.
  for (let k = Math.min(8, words.length - 1); k >= 1 && due === undefined && !headed; k--) {
    const lead = words.slice(0, k).join(" ");
    const after = words.slice(k).join(" ");
    if (isDuePhrase(lead, locale) && !isDuePhrase(words[k]!, locale) && !longestDue(after, locale)) {
      due = lead;
      task = after;
    }
  }
  if (due === undefined) {
    const found = longestDue(rest, locale);
    if (found) {
      due = found.due;
      task = found.rest;
    }
  }
  // "set a timer for 10 minutes for the pasta": what the timer is for, without its "for"; nothing said, the timer's own word.
  if (m === timer && due !== undefined) task = task.replace(/^[\s,:–—-]+/u, "").replace(cues.timer.about, "").trim() || (m.groups?.what ?? "");
  // "ricordarmi di ricomprare il teflon al rientro": a deadline the grammar cannot place, kept as the owner's words, as a commitment's is.
  const unplaced = due === undefined ? pack(locale).commitments.unplacedDeadline?.exec(task) : null;
  if (unplaced && unplaced.index > 0 && unplaced.index + unplaced[0].length === task.replace(/[\s.!]+$/u, "").length) {
    due = unplaced[1]!.trim();
    task = task.slice(0, unplaced.index).trim();
  }
  task = task.replace(/^[,:–—-]\s*/, "").replace(cues.joiner, "").replace(/[,\s]+$/, "").trim();
  // Asked another way ("por me volgende week even over …"), the words before the task are the sentence's, not the task's.
  task = cues.plainTask(m === asked ? task : dropLeads(task, locale));
  // "Reminder: the team meeting is at 4": under the noun alone, a thing and its "is" are a notice, nothing to do.
  if (headed && pack(locale).commitments.notATask.test(task)) return null;
  if (!task || task.length > 160 || task.split(/\s+/).every((w) => pack(locale).commitments.vague.has(w.toLowerCase().replace(/[^\p{L}]/gu, "")))) return null;
  // "Tu peux me rappeler ce soir ?" (call me back tonight): a time and nothing to do is no reminder.
  const bare = task.replace(/[\s.!?]+$/u, "");
  if (isDuePhrase(bare, locale) || (due && isDuePhrase(`${due} ${bare}`, locale))) return null;
  const op: OpenOp = { op: "open", summary: task, reminder: true };
  if (due) op.due = due;
  return op;
}

/**
 * When a timer or alarm rings, said before it ("a 15 minute timer") or after its word ("a timer for 10 minutes", "un
 * minuteur de 10 minutes", "an alarm for 9:20"), as a due phrase ("in 15 minutes", "dans 10 minutes", "9:20"), with
 * what is left of `rest`; null when no time follows, which the request's own reading then looks for.
 */
function timerSpan(m: RegExpExecArray, rest: string, locale: Locale): [string, string] | null {
  const spanIn = pack(locale).reply.reminderEdit.spanIn;
  const { n, unit } = m.groups ?? {};
  if (n && unit) {
    const due = `${spanIn} ${n} ${unit}`;
    return isDuePhrase(due, locale) ? [due, rest] : null;
  }
  const by = pack(locale).commitments.reminder.timer.spanFor.exec(rest);
  if (!by) return null;
  const words = rest.slice(by[0].length).split(/\s+/u);
  for (let k = Math.min(5, words.length); k >= 1; k--) {
    const said = words.slice(0, k).join(" ").replace(/[,:]$/u, "");
    // "for 9:20", "para las 7 de la mañana": a clock time, without the word before it.
    if (isDuePhrase(said, locale) || isAmbiguousTimePhrase(said, locale)) return [said, words.slice(k).join(" ")];
    if (isDuePhrase(`${spanIn} ${said}`, locale)) return [`${spanIn} ${said}`, words.slice(k).join(" ")];
  }
  return null;
}

/** A request with its repeat words said as its first time ("every day at 8" -> "at 8", "every monday" -> "on monday"); pure. */
function firstOfRepeats(sentence: string, locale: Locale): string {
  const once = pack(locale).commitments.reminder.repeats.reduce((s, [re, to]) => s.replace(re, to), countedAsFirst(daysAsDaily(sentence, locale), locale));
  return once === sentence ? sentence : once.replace(/\s{2,}/gu, " ").replace(/\s+([,.!?])/gu, "$1").trim();
}

/**
 * Days named for a repeat ("every monday and thursday", "los martes y viernes", "jeden Tag außer sonntags") said as the
 * language's every day, which its `repeats` read with no first day: the series then moves its first time to the first
 * of those days (recurrence.ts `onAllowedDay`), and the days' "and" splits no request in two (pure).
 */
function daysAsDaily(sentence: string, locale: Locale): string {
  const days = repeatDaysSaid(sentence, locale);
  return days ? `${sentence.slice(0, days.index)}${pack(locale).commitments.reminder.repeatDays.daily}${sentence.slice(days.index + days.said.length)}` : sentence;
}

/** "every two days", "cada dos horas" in a request, said as its first time ("", "en dos horas"); pure. */
function countedAsFirst(sentence: string, locale: Locale): string {
  const every = repeatEverySaid(sentence, locale);
  return every ? `${sentence.slice(0, every.index)}${every.first}${sentence.slice(every.index + every.said.length)}` : sentence;
}

/**
 * Whether a message asks for a reminder that repeats ("remind me every morning at 8 to take my pills", "erinnere mich
 * jeden Tag um 8 an die Tabletten"), which ZOE reads as its first time only: the owner is told it comes once (pure).
 */
export function repeatAsked(text: string, locale: Locale = "en"): boolean {
  if (firstOfRepeats(text, locale) === text) return false;
  return extractCommitments(text, locale).some((op) => op.reminder === true);
}

/**
 * A second reminder said in short right after one: "and in 2 minutes the oven too", "und in 2 Minuten auch an den Ofen",
 * "en over 2 minuten ook aan de oven" (the pack's `elliptic`). Its "and" opens it and a time is said in it; the thing is
 * what is left once its "too" and joiner are out. Only the caller knows the owner's last message asked for a reminder,
 * so only it may ask: alone, "and tomorrow the kids too" is no request. Null when no time or no short thing is said.
 */
export function extractFollowUpReminder(text: string, locale: Locale = "en"): OpenOp | null {
  const cues = pack(locale).commitments.reminder;
  const said = text.trim().replace(/[\s.!]+$/u, "");
  if (!said || said.length > 120 || /[?\n]/u.test(said)) return null;
  const opened = cues.elliptic.and.exec(said);
  if (!opened) return null;
  const rest = said.slice(opened[0].length).replace(cues.elliptic.too, " ").replace(/\s{2,}/gu, " ").replace(/^[\s,]+|[\s,]+$/gu, "");
  const words = rest.split(/\s+/u);
  let due: string | undefined;
  let task = rest;
  // The time first ("in 2 minutes the oven"), the longest that reads as one; else anywhere in it ("the oven in 2 minutes").
  for (let k = Math.min(6, words.length - 1); k >= 1 && due === undefined; k--) {
    const lead = words.slice(0, k).join(" ").replace(/,$/u, "");
    if (isDuePhrase(lead, locale) || isAmbiguousTimePhrase(lead, locale)) [due, task] = [lead, words.slice(k).join(" ")];
  }
  if (due === undefined) {
    const found = longestDue(rest, locale);
    if (!found) return null;
    [due, task] = [found.due, found.rest];
  }
  task = cues.plainTask(task.replace(/^[,:–—-]\s*/u, "").replace(cues.joiner, "").replace(/[,\s]+$/u, "").trim());
  const n = task.split(/\s+/u).length;
  if (!task || n > 5 || task.split(/\s+/u).every((w) => pack(locale).commitments.vague.has(w.toLowerCase().replace(/[^\p{L}]/gu, "")))) return null;
  if (isDuePhrase(task, locale)) return null;
  return { op: "open", summary: task, reminder: true, due };
}

/**
 * A bare hour in a clause ("… at 3"; outside English also inside it: "die Bank um 3 anrufen"),
 * split off; null when there is none.
 */
function ambiguousTail(clause: string, locale: Locale): { rest: string; due: string } | null {
  if (!/\d/.test(clause)) return null;
  const words = clause.trim().split(/\s+/);
  const n = words.length;
  for (let k = Math.min(4, n - 1); k >= 1; k--) {
    for (let a = n - k; a >= (locale === "en" ? n - k : 0); a--) {
      const due = words.slice(a, a + k).join(" ");
      // "à 3 heures", "um 3 Uhr": the hour word belongs to the time, which the grammar then reads as said.
      if (HOUR_WORD.test(words[a + k] ?? "")) continue;
      if (isAmbiguousTimePhrase(due, locale)) return { rest: [...words.slice(0, a), ...words.slice(a + k)].join(" "), due };
    }
  }
  return null;
}

/**
 * The due phrase of a clause: the grammar's, or a bare hour it cannot place ("call the bank at
 * 3", "call mum at 5 today"), kept as said so the owner is asked which hour (threads/ask-time.ts);
 * the longer of the two wins, so "at 5 today" is not cut down to "today".
 */
export function longestDue(clause: string, locale: Locale): { rest: string; due: string } | null {
  const edge = splitDuePhrase(clause, locale);
  const another = !!edge && nounsDay(clause, edge, locale);
  const found = widened(
    clause,
    (edge && !englishShortDay(edge.due, locale) && !another && !shortDayAhead(clause, edge.due, locale) ? edge : null) ??
      innerDue(clause, locale) ??
      (another ? openingDue(clause, locale) : null),
    locale,
  );
  const unsure = ambiguousTail(clause, locale);
  if (!unsure) return found;
  const joined = withDay(unsure, locale);
  // The day said apart from the hour is the found phrase itself ("Ich rufe morgen die Versicherung um 3 an"): one due date.
  if (!found || unsure.due.length > found.due.length || (joined !== unsure && joined.due.includes(found.due))) return joined;
  return found;
}

/**
 * A due phrase found inside a clause from its day word on ("dinsdag" in "de bus volgende week dinsdag naar de garage"), widened
 * to the words before it that the grammar reads with it as one time ("volgende week dinsdag"); as found otherwise.
 */
function widened(clause: string, found: { rest: string; due: string } | null, locale: Locale): { rest: string; due: string } | null {
  if (!found) return found;
  const words = clause.trim().split(/\s+/u);
  const said = found.due.split(/\s+/u);
  const at = words.findIndex((_, i) => words.slice(i, i + said.length).join(" ") === found.due);
  for (let k = Math.min(3, at); k >= 1; k--) {
    const due = [...words.slice(at - k, at), ...said].join(" ");
    if (isDuePhrase(due, locale)) return { rest: [...words.slice(0, at - k), ...words.slice(at + said.length)].join(" "), due };
  }
  return found;
}

/**
 * A bare hour whose day is said apart from it, at the clause's edge or inside it ("Ik bel morgen de verzekering om 3",
 * "Mañana llamo al seguro a las 3"): one due phrase, day and hour, and the day out of the task, so the owner is asked
 * 15:00 or 03:00 of that day. The hour as it was when the two do not read as one time.
 */
function withDay(hour: { rest: string; due: string }, locale: Locale): { rest: string; due: string } {
  const edge = splitDuePhrase(hour.rest, locale);
  const day = (edge && !englishShortDay(edge.due, locale) ? edge : null) ?? innerDue(hour.rest, locale);
  if (!day) return hour;
  const due = `${day.due} ${hour.due}`;
  return isAmbiguousTimePhrase(due, locale) ? { rest: day.rest, due } : hour;
}

/**
 * A day that ends the clause said of a noun ("… pour le match de samedi", "… el horario del jueves", "… l'orario di
 * giovedì": the pack's `dayOf` before it or as its first word) or as the day a task is for ("book the babysitter tomorrow
 * for Saturday", "ik regel morgen de oppas voor zaterdag": the pack's `dayFor`, never before a clock time), when the clause
 * names a time of its own inside it or opening it ("mañana confirmo la mesa para la comida del domingo"): that time is the
 * task's, and the day stays with its noun.
 */
function nounsDay(clause: string, edge: { rest: string; due: string }, locale: Locale): boolean {
  const { dayOf: of, dayFor } = pack(locale).commitments;
  if (!clause.trim().endsWith(edge.due)) return false;
  const before = edge.rest.trim().split(/\s+/).pop() ?? "";
  const first = edge.due.split(/\s+/)[0]!;
  const saidWith = (word: RegExp | null) => !!word && (word.test(before) || (word.test(first) && /\s/.test(edge.due)));
  const clock = /\d\s*(?:[:.h]\s*\d|am|pm|uhr|uur|h(?![\p{L}]))|o['’]?clock/iu.test(edge.due) || isAmbiguousTimePhrase(edge.due, locale);
  if (!saidWith(of) && (clock || !saidWith(dayFor))) return false;
  return innerDue(clause, locale) !== null || openingDue(clause, locale) !== null;
}

/**
 * A due phrase that opens a clause that goes on after it ("mañana" in "mañana confirmo la mesa para la comida del domingo"): the
 * longest of up to four words the grammar reads as a time; only asked for when a day at the clause's end is a noun's.
 */
function openingDue(clause: string, locale: Locale): { rest: string; due: string } | null {
  const words = clause.trim().split(/\s+/u);
  for (let k = Math.min(4, words.length - 2); k >= 1; k--) {
    const due = words.slice(0, k).join(" ").replace(/,$/u, "");
    if (!englishShortDay(due, locale) && isDuePhrase(due, locale)) return { rest: words.slice(k).join(" "), due };
  }
  return null;
}

/**
 * A day's short name of three letters or fewer as the first word of a clause that goes on ("ter uma semana complicada" after "vou",
 * "mar en calma"): a word of the language (the verb "ter", the sea), as `innerDue` holds such a word inside a clause.
 */
function shortDayAhead(clause: string, due: string, locale: Locale): boolean {
  // Only where a note opens with the owner's verb (`firstPerson`): a German or Dutch task may open with its day ("Moet di de huisbaas
  // bellen", "Muss Di den Vermieter anrufen").
  if (!pack(locale).commitments.firstPerson) return false;
  const words = clause.trim().split(/\s+/u);
  return !/\s|\d/u.test(due) && due.replace(/\.$/u, "").length <= 3 && words.length > 2 && words[0] === due;
}

/**
 * A short lone word English reads as a day ("tue", "mon", "sat"), in another language's sentence: a word
 * of that language ("ma mère me tue"), unless the language names a day so itself (`headDays`: "mar", "sab"); never a clock time.
 */
function englishShortDay(due: string, locale: Locale): boolean {
  // A clock time ("8:30", "16h") is no word of any language.
  return locale !== "en" && !/\s|\d/u.test(due) && due.length <= 4 && !pack(locale).commitments.headDays?.[due.toLowerCase()] && isDuePhrase(due, "en");
}

/**
 * A due phrase inside the clause, not at its edges ("Ich muss nächsten Monat meinen Pass
 * erneuern", "ik ruim vanavond de keuken op"): the longest run of up to five words ("el jueves por la noche") the grammar
 * reads as a due date, never the first word (the verb) alone.
 */
function innerDue(clause: string, locale: Locale): { rest: string; due: string } | null {
  const words = clause.trim().split(/\s+/);
  for (let k = Math.min(5, words.length - 2); k >= 1; k--) {
    for (let a = 1; a + k < words.length; a++) {
      const due = words.slice(a, a + k).join(" ");
      // A short lone word ("mon", "sat", "vrij") is more often a word of the task than a day; not a day typed
      // without its vowels, which English does not read ("dmn" for "domani", "mñn" for "mañana").
      if (k === 1 && due.length <= 4 && (locale === "en" || /[aeiouy]/iu.test(due.normalize("NFD")) || isDuePhrase(due, "en"))) continue;
      if (isDuePhrase(due, locale)) return { rest: [...words.slice(0, a), ...words.slice(a + k)].join(" "), due };
    }
  }
  return null;
}

/** What ends a clause but says nothing: full stops, "!!", a trailing emoji ("call Dad tonight 📞"). */
const CLAUSE_END = /[\s.!;\p{Extended_Pictographic}\u{FE0F}\u{200D}]+$/u;

/**
 * A due phrase said before the cue ("Tomorrow morning I'll …", "Morgen muss ich …", "ok so
 * tonight I need to …", "Bueno, mañana me tengo que …"): the longest run of words that ends right
 * before the cue, or before a short word standing between it and the cue (a pronoun: "me", "ik"),
 * and that the grammar reads as a due date; or a deadline the grammar cannot place ("Nachher",
 * "Bon, la semaine prochaine"), kept as said, with at most an interjection ahead of it.
 */
function dueBefore(before: string, locale: Locale): string | undefined {
  const trimmed = before.replace(/[,:\s–—-]+$/u, "").trim();
  if (!trimmed) return undefined;
  const all = trimmed.split(/\s+/).filter(Boolean);
  for (let skip = 0; skip <= 1 && skip < all.length; skip++) {
    if (skip > 0 && all[all.length - skip]!.replace(/[^\p{L}]/gu, "").length > 3) break;
    const words = all.slice(0, all.length - skip);
    for (let k = Math.min(6, words.length); k >= 1; k--) {
      const phrase = words.slice(-k).join(" ").replace(/[,:;–—-]+$/u, "");
      if (isDuePhrase(phrase, locale)) return phrase;
      const lead = splitDuePhrase(`${phrase} x`, locale);
      if (lead && lead.rest === "x") return lead.due;
    }
    const end = words.join(" ").replace(/[,:;–—-]+$/u, "");
    const unplaced = pack(locale).commitments.unplacedDeadline?.exec(end);
    if (unplaced) {
      const due = unplaced[1]!.trim();
      const ahead = end.slice(0, end.length - due.length).replace(/[^\p{L}\p{N}\s]/gu, " ").trim();
      if (end.endsWith(due) && ahead.split(/\s+/).filter(Boolean).length <= 2) return due;
    }
  }
  // "lundi à la première heure je dois …", "segunda logo cedo tenho que …", "maandag als eerste moet ik …":
  // the day opens the sentence and a few words of no time ("first thing", "straight away") stand between it and the cue.
  for (let k = Math.min(4, all.length - 1); k >= 1; k--) {
    const phrase = all.slice(0, k).join(" ").replace(/[,:;–—-]+$/u, "");
    const between = all.slice(k);
    if (between.length <= 4 && between.every((w) => /^\p{Ll}+[,]?$/u.test(w)) && isDuePhrase(phrase, locale)) return phrase;
  }
  return undefined;
}

/** Words before the task that are not part of it ("to", "really", "noch", "even"), dropped however many there are. */
function dropLeads(rest: string, locale: Locale): string {
  let out = rest;
  for (let i = 0; i < 4; i++) {
    const next = out.replace(taskLead(locale), "").replace(/^,\s*/, "").trim();
    if (next === out) break;
    out = next;
  }
  return out;
}

/**
 * The task a cue opens: the due phrase split off (from the clause, or from what stood before the
 * cue), lead words dropped, the task as a to-do reads it; null when what is left is no task, or
 * when the cue needs a time (the present said of the future) and the sentence names none.
 */
function readTask(body: string, before: string, locale: Locale, needsTime: boolean, oneVerb = false): OpenOp | null {
  const cues = pack(locale).commitments;
  // French sets a space before its colon ("Ne pas oublier : appeler le garage"): the colon after
  // the cue is punctuation, never the task's first word.
  let rest = body.replace(CLAUSE_END, "").trim().replace(/^[,:;]\s*/u, "");
  const next = cues.clauseEnd?.exec(rest);
  if (next && next.index > 0) rest = rest.slice(0, next.index).replace(CLAUSE_END, "").trim();
  // "text Maya back after practice fr": the stress goes before the due phrase is looked for, so it stands at the clause's end.
  rest = rest.replace(emphasis(locale), " ").replace(/\s+/g, " ").replace(/^[,\s]+|[,\s]+$/gu, "");
  let due: string | undefined;
  const whole = rest;
  const found = longestDue(rest, locale);
  // "vor der Lieferung am Freitag", "voor de levering van vrijdag", "voor de kerst": a deadline before an event ends with the day
  // the grammar reads. The day is the due date (a clock can nudge it); the event's words go with it, or "vor der Lieferung" is
  // left in the task.
  const around = found && cues.unplacedDeadline ? cues.unplacedDeadline.exec(rest) : null;
  // "before the first cut of the season": a date the grammar reads ("before the first") that a noun goes on after is the start of a
  // deadline before an event; the event's words (at most four, from a word of the task's own, not a small word) go with it.
  const went = found && around ? around[1]!.trim() : "";
  const on = went.startsWith(found?.due ?? "\u0000") ? went.slice(found!.due.length).trim().split(/\s+/u) : [];
  const grows = on.length > 0 && on.length <= 4 && /^\p{Ll}/u.test(on[0]!) && !pack(locale).offline.stopWords.includes(on[0]!.toLowerCase());
  // "avant le cours de vendredi", "antes da aula de sexta": a deadline the pack names by its event ("avant le cours") and the day
  // after it, joined by the pack's `dayOf` word, is one deadline too.
  let aroundEnd = around ? around.index + around[0].length : 0;
  const ofDay = found && around && !around[1]!.trim().endsWith(found.due) ? /^\s+(\S+)\s+(.+?)\s*$/u.exec(rest.slice(aroundEnd)) : null;
  const joined = !!ofDay && !!cues.dayOf?.test(ofDay[1]!) && (ofDay[2] === found!.due || `${ofDay[1]} ${ofDay[2]}` === found!.due);
  if (joined) aroundEnd = rest.length;
  if (found && around && grows) {
    due = went;
    rest = `${rest.slice(0, around.index)} ${rest.slice(around.index + around[0].length)}`.replace(/\s+/g, " ").trim();
  } else if (found && around && around[1]!.trim() !== found.due && (around[1]!.trim().endsWith(found.due) || joined) && (around.index > 0 || aroundEnd < rest.length)) {
    due = found.due;
    rest = `${rest.slice(0, around.index)} ${rest.slice(aroundEnd)}`.replace(/\s+/g, " ").trim();
  } else if (found) {
    due = found.due;
    rest = found.rest;
  } else if (cues.unplacedDeadline) {
    // A deadline the grammar cannot place is still the owner's words: kept, never nudged on a clock.
    const tail = cues.unplacedDeadline.exec(rest);
    if (tail && (tail.index > 0 || tail.index + tail[0].length < rest.length)) {
      due = tail[1]!.trim();
      let end = tail.index + tail[0].length;
      // "avant la réunion de labo", "antes de la reunión del grupo": the event's own noun after it (the pack's `dayOf` word
      // and one more) is the deadline's, not the task's.
      const of = /^\s+(\S+)\s+[\p{L}'’-]+(?=[\s,]|$)/u.exec(rest.slice(end));
      if (of && cues.dayOf?.test(of[1]!)) {
        due = `${due}${of[0]}`;
        end += of[0].length;
      }
      rest = `${rest.slice(0, tail.index)} ${rest.slice(end)}`.replace(/\s+/g, " ").trim();
    }
  }
  // "Amanhã sem falta pago a renda", "zahle auf jeden Fall die Miete": the stress is no part of the task.
  rest = rest.replace(emphasis(locale), " ").replace(/\s+/g, " ").replace(/^[,\s]+|[,\s]+$/gu, "");
  // "Morgen muss ich …", "Mañana tengo que …": the day may come before the trigger. With an hour
  // after it ("Tomorrow I have to call the plumber at 10", "Demain je dois … à 10h") the two are
  // one due date: the hour alone would be today's.
  const lead = dueBefore(before, locale);
  // "sábado pinto o portão da quinta", "morgen wasche ich das Trikot vom Samstag": a day said before the cue is the due date, and
  // a day at the clause's end after the pack's `dayOf` word ("da", "vom") stays with its noun.
  if (lead && found && due === found.due && whole.endsWith(found.due) && !isDuePhrase(`${lead} ${found.due}`, locale)) {
    const of = whole.slice(0, whole.length - found.due.length).trim().split(/\s+/).pop() ?? "";
    if (cues.dayOf?.test(of) && !/\s/.test(found.due)) {
      due = undefined;
      rest = whole.replace(emphasis(locale), " ").replace(/\s+/g, " ").replace(/^[,\s]+|[,\s]+$/gu, "");
    }
  }
  if (due && lead && isDuePhrase(`${lead} ${due}`, locale)) due = `${lead} ${due}`;
  // "amanhã levo a Bia no pediatra às 10h", "amanhã ligo pro banco às 15h": a day that opens the task itself (no cue before it) with
  // the hour ending it is one due date, day and hour, and the day out of the summary (else the hour alone falls today).
  if (!lead && found && due === found.due && whole.endsWith(found.due) && /\d/u.test(found.due)) {
    const ahead = dayAhead({ rest, due }, locale);
    if (ahead.due !== due) ({ rest, due } = ahead);
  }
  due ??= lead;
  if (needsTime && !due) return null;
  // Tested as said too when the lead dropped is also one of the language's articles: it may be the article of a thing the sentence
  // tells news of ("a reunião passou para quinta": Portuguese "a" is a lead and an article).
  const asSaid = rest.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  const led = dropLeads(rest, locale);
  const dropped = rest.slice(0, rest.length - led.length).trim().toLowerCase();
  if (dropped && cues.taskLead.includes(dropped) && pack(locale).offline.stopWords.includes(dropped) && cues.notATask.test(asSaid)) return null;
  rest = cues.reminder.plainTask(led).replace(/[,\s]+$/, "");
  rest = dropAfterVerb(rest, locale);
  const words = rest.split(/\s+/).filter(Boolean);
  // One word is no task ("call"), but the verb of a promise told with "that I" is ("versprochen, dass ich heute Abend koche").
  // A chore whose verb is the whole task ("muss noch tanken", the pack's `soloTask`) is one too.
  if (wordCount(words, locale) < ((oneVerb && /^\p{Ll}{4,}$/u.test(rest)) || cues.soloTask?.test(rest) ? 1 : 2) || rest.length > 160) return null;
  if (words.every((w) => cues.vague.has(w.toLowerCase().replace(/[^\p{L}]/gu, ""))) || cues.notATask.test(rest)) return null;
  const op: OpenOp = { op: "open", summary: rest };
  if (due) op.due = due;
  return op;
}

/**
 * The task with the words said right after its verb that name nothing of it (the pack's `afterVerb`: "räum endlich die Garage
 * aus" -> "räum die Garage aus", "fahr noch zu dem Wasserschaden" -> "fahr zu dem Wasserschaden"), when it opens with its verb
 * (a word in lower case) and something is left after them.
 */
function dropAfterVerb(task: string, locale: Locale): string {
  const after = pack(locale).commitments.afterVerb;
  const words = task.split(/\s+/u).filter(Boolean);
  if (words.length < 3 || !/^\p{Ll}/u.test(words[0]!)) return task;
  let k = 1;
  while (k < words.length - 1 && k < 3 && after.includes(words[k]!.toLowerCase())) k++;
  return k === 1 ? task : [words[0], ...words.slice(k)].join(" ");
}

/**
 * How many words a task has, a word with a pronoun joined to it ("t'appelle", "ligo-te",
 * "llamarte") counting as two: "Ligo-te amanhã" names whom to call, as "call you" does.
 */
function wordCount(words: readonly string[], locale: Locale): number {
  const clitic = pack(locale).commitments.clitic;
  return words.reduce((n, w) => n + (clitic?.test(w.replace(/[^\p{L}'’-]/gu, "")) ? 2 : 1), 0);
}

/**
 * Whether what is written under a day reads as a to-do: a note (a verb) or an errand named by its
 * noun ("dentist appointment"); "Tomorrow: rain all day" is a forecast, "meeting moved to 3" news.
 * One task of a list joined by "and" is enough ("was doen en badkamer poetsen").
 */
function readsAsToDo(summary: string, locale: Locale): boolean {
  const cues = pack(locale).commitments;
  if (!cues.note && !cues.errand) return true;
  const tasks = cues.nextClause ? summary.split(cues.nextClause) : [summary];
  return tasks.some((t) => {
    const task = t?.trim().replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
    return !!task && (cues.note?.test(task) || cues.errand?.test(task));
  });
}

/**
 * A head of to-dos with its day in it ("On the list for Saturday", "Morgen steht an", "Au programme
 * demain", "Errand after work", "Saturday plan"): the day, when what is left of the head once it is out is a
 * `listHead`; null otherwise ("Tom's job for tonight" is someone else's).
 */
function jobHead(head: string, locale: Locale): { due: string; day?: boolean } | null {
  const cues = pack(locale).commitments;
  const said = head.trim();
  if (!cues.listHead) return null;
  let found = longestDue(said, locale);
  // "Saturday plan", "Samstag Aufgaben": the day ahead of the head's noun, which the grammar reads only once it stands alone.
  // Read as a day's head: what is under it must read as a to-do ("Saturday plan: beach and a barbecue" is a day out).
  const words = said.split(/\s+/);
  let ahead = false;
  for (let k = Math.min(3, words.length - 1); !found && k >= 1; k--) {
    const day = words.slice(0, k).join(" ");
    if (isDuePhrase(day, locale)) [found, ahead] = [{ due: day, rest: words.slice(k).join(" ") }, true];
  }
  if (!found && cues.unplacedDeadline) {
    const m = cues.unplacedDeadline.exec(said);
    if (m) found = { due: m[1]!.trim(), rest: `${said.slice(0, m.index)} ${said.slice(m.index + m[0].length)}` };
  }
  const rest = found?.rest.replace(/\s+/g, " ").replace(/[,\s]+$/u, "").trim();
  return found && rest && cues.listHead.test(rest) ? { due: found.due, ...(ahead ? { day: true } : {}) } : null;
}

/**
 * "Morgen: Zahnarzt anrufen", "Tomorrow: call the bank", "Saturday - buy paint", "Ma: tandarts": a
 * to-do written under its day, in any language; or under a head that says it is one ("On the list
 * for Saturday: new tyres"), whatever its words.
 */
function readLabelled(sentence: string, locale: Locale): OpenOp | null {
  // "Sunday = meal prep": an equals sign heads a line as a colon does; "Tues 10:30: …": a clock's colon is the label's.
  const m = /^((?:[^:=]|(?<=\d):(?=\d\d(?!\d))){2,30}?)(?::(?!\d\d(?!\d))|\s+[-–—=])\s*(.+)$/u.exec(sentence);
  const cues = pack(locale).commitments;
  if (!m || cues.hedges.test(sentence)) return null;
  const label = m[1]!.trim();
  // "Do: containers aan de straat": a day's short name, a day only as a head.
  const short = cues.headDays?.[label.replace(/\.$/u, "").toLowerCase()];
  if (short) {
    const op = readTask(m[2]!, "", locale, false);
    return op && readsAsToDo(op.summary, locale) ? { ...op, due: op.due ?? short } : null;
  }
  const day = dueBefore(label, locale);
  if (day && day.length === label.length) {
    const op = readTask(m[2]!, m[1]!, locale, true);
    return op && readsAsToDo(op.summary, locale) ? op : null;
  }
  const job = jobHead(label, locale);
  const task = job ? readTask(m[2]!, "", locale, false) : null;
  if (task && (!job!.day || readsAsToDo(task.summary, locale))) return { ...task, due: task.due ?? job!.due };
  // "pending: reply to Sarah", "offen: Sarah antworten", "nog doen: …": a head that says a to-do follows, with no
  // day, over one task that reads as one (a note's verb or an errand), never over a thing or a fact.
  const verb = cues.listHead?.test(label) ? null : cues.verbHead.head.exec(label)?.[1];
  if (!verb && !cues.listHead?.test(label)) return null;
  // "to book: MOT for the Fiesta", "zu buchen: TÜV für den Polo": the head's verb joins the thing, where the language's notes put it.
  const thing = m[2]!.replace(CLAUSE_END, "").trim();
  const said = !verb ? thing : cues.verbHead.last ? `${thing} ${verb}` : `${verb} ${thing}`;
  const bare = readTask(said, "", locale, false);
  if (bare && readsAsToDo(bare.due ? said.replace(bare.due, " ").replace(/\s+/g, " ").trim() : said, locale)) return bare;
  // "steht noch an: Reifenwechsel", "nog regelen: parkeervergunning": under a head of to-dos on its own line, a thing named in a few
  // words is the to-do itself, as it is on the lines under such a head (`readItem`); never under a head that only names a verb.
  return !verb && namesAThing(thing, locale) ? { op: "open", summary: thing } : null;
}

/** A list's head: its due phrase, whether it is a day alone, whether it says its lines are done ("Fait aujourd'hui :"). */
/** `todo`: a head of to-dos said as one ("todo:", "muss noch erledigt werden:"), whose items may be things named with no verb. */
type Head = { due?: string; day?: boolean; done?: boolean; todo?: boolean };

/** A list's marker ("- ", "• ", "1. ", "2) ", "[ ] "), before an item written one a line. */
const LIST_MARK = /^\s*(?:[-*•·▪◦–—]|\d{1,2}[.)]|\[\s?\]|☐)\s*(?=\S)/u;

/**
 * A line that heads a list of to-dos and holds none itself ("Today:", "todo -", "To do this week:",
 * "Diese Woche erledigen:"): its due phrase, if it names one; null when the line is no such head.
 */
function readHead(line: string, locale: Locale): Head | null {
  const m = /^(.{2,40}?)\s*(?::|\s[-–—]|^[^\s]+\s*[-–—])\s*$/u.exec(line.replace(LIST_MARK, "").trim());
  if (!m) return null;
  const head = m[1]!.trim();
  const cues = pack(locale).commitments;
  // "Fait aujourd'hui :", "hecho hoy:", "fatto oggi:": a head that says, as a done reply would, that its lines are done.
  const said = longestDue(head, locale)?.rest.replace(/[,\s]+$/u, "").trim() ?? head;
  if (said && said.split(/\s+/).length <= 2 && !cues.listHead?.test(said) && pack(locale).reply.done.test(said)) return { done: true };
  const short = cues.headDays?.[head.toLowerCase()];
  if (short) return { due: short, day: true };
  if (dueBefore(head, locale)?.length === head.replace(/[,:\s–—-]+$/u, "").length) return { due: head, day: true };
  if (cues.listHead?.test(head) || cues.trigger.exec(`${head}: x`)?.[1] === "x") {
    const due = longestDue(head, locale)?.due;
    return due ? { due, todo: true } : { todo: true };
  }
  // "Sachen für diese Woche:", "dingen voor deze week:": a head of to-dos once its day is out.
  return jobHead(head, locale);
}

/**
 * A line heading a list: as readHead reads it, or, written without its colon, a line no list mark
 * opens and no stop ends, over a line a list mark opens ("Things for tomorrow\n1. post the parcel"),
 * or a day alone over a note to self with no mark ("Friday\ncollect the suit\ncall the caterer",
 * "Freitag\nAnzug abholen"): "Tuesday\nwent to the gym" is a diary, its line no note.
 */
function headAt(line: string, next: string, locale: Locale): Head | null {
  if (!line) return null;
  const h = readHead(line, locale);
  if (h || LIST_MARK.test(line) || /[:.!?;,–—-]$/u.test(line)) return h;
  if (LIST_MARK.test(next)) return readHead(`${line}:`, locale);
  const { note, infinitive, notATask } = pack(locale).commitments;
  const plain = next.replace(CLAUSE_END, "").replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  const day = plain && (note ?? infinitive)?.test(plain) && !notATask.test(plain) ? readHead(`${line}:`, locale) : null;
  return day?.day ? day : null;
}

/**
 * An item under a list head: what it says as a sentence, else the task as written, the head's day
 * its due date. Under a day alone ("Today:") an item is a to-do only when it reads as one.
 */
function readItem(line: string, head: Head, locale: Locale): OpenOp | null {
  const item = line.replace(LIST_MARK, "").trim();
  let op = readOne(item, locale);
  if (!op) {
    const task = readTask(item, "", locale, false);
    // Tested as written ("meeting moved to 3" is no "meet …").
    const said = task?.due ? item.replace(task.due, " ").replace(/\s+/g, " ").trim() : item;
    op = task && (!head.day || readsAsToDo(said, locale)) ? task : null;
  }
  // "muss noch erledigt werden: Steuer, Versicherung", "still to do: the raffle prizes": under a head of to-dos (not a day alone), a thing
  // named in a few words is the to-do itself; a question, a figure alone or a word that carries nothing is none.
  if (!op && head.todo && !head.day && namesAThing(item, locale)) op = { op: "open", summary: item.replace(CLAUSE_END, "").trim() };
  if (op && !op.due && head.due) op.due = head.due;
  return op;
}

/** A thing named in one to four words ("Steuer", "the seating plan", "Tombola-Preise"): no question, no clause, not only a figure or a word that carries nothing. */
function namesAThing(item: string, locale: Locale): boolean {
  const words = item.replace(CLAUSE_END, "").trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0 || words.length > 4 || /[?!]/u.test(item) || !/^[\p{L}\p{N}]/u.test(words[0]!)) return false;
  const { stopWords } = pack(locale).offline;
  const { vague } = pack(locale).commitments;
  // A title cut from its name ("prof" of "prof. de Lange") is no thing.
  const { titles } = pack(locale).commitments;
  if (words.length === 1 && titles.some((t) => t.toLowerCase() === words[0]!.toLowerCase())) return false;
  const content = words.filter((w) => !stopWords.includes(w.toLowerCase()) && !vague.has(w.toLowerCase()));
  return content.some((w) => /\p{L}{3,}/u.test(w));
}

/**
 * "tandarts bellen morgen", "Zahnarzt anrufen!": a to-do written as a bare infinitive, the language's
 * `note` read on what is left once the due phrase is out; only with a time, or short and said with "!".
 */
function readNote(sentence: string, locale: Locale): OpenOp | null {
  const cues = pack(locale).commitments;
  // "Mein Ziel für heute: Posteingang leeren" is a goal (goals/capture.ts reads it), not a thread.
  if (!cues.note || pack(locale).goals.goal.test(sentence)) return null;
  // "haha ja morgen werken", "naja morgen arbeiten": chat words ahead of the note are no part of it.
  const opener = cues.noteOpener?.exec(sentence);
  if (opener && opener[0].length < sentence.length) return readNote(sentence.slice(opener[0].length), locale);
  const bang = cues.noteBang === true && /!\s*$/u.test(sentence) && sentence.trim().split(/\s+/).length <= 4;
  // Read on the sentence as said (its subject and leads still in it), the due phrase out.
  const reads = (op: OpenOp | null): OpenOp | null => {
    const said = (op?.due ? sentence.replace(op.due, " ").replace(/\s+/g, " ").trim() : sentence).replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
    // "heute Abend abspülen": a chore said by its verb alone (the pack's `soloTask`) is a note as well.
    return op && (cues.note!.test(said) || cues.soloTask?.test(said.replace(CLAUSE_END, "").trim()) === true) ? op : null;
  };
  const first = readTask(sentence, "", locale, !bang);
  if (first) return reads(first);
  // "Saturday wash the car": a day ahead of the note, which the grammar reads only once it stands alone. A deadline open to its end
  // ("before the match fill the car up") reads as long as it is let: each shorter one is tried until the note is one.
  const words = sentence.trim().split(/\s+/);
  for (let k = Math.min(4, words.length - 2); k >= 1; k--) {
    const ahead = words.slice(0, k).join(" ");
    if (dueBefore(ahead, locale)?.length !== ahead.replace(/[,:\s–—-]+$/u, "").length) continue;
    const op = reads(readTask(words.slice(k).join(" "), ahead, locale, !bang));
    if (op) return op;
  }
  return null;
}

/**
 * "demain 7h sortir les poubelles", "8h30 déposer Léo à la crèche": a to-do line opened by its time, its verb
 * in the infinitive right after it, in a language whose notes are infinitives (`infinitive`), as "Saturday
 * wash the car" is read by English's `note`; only when all before the verb is the time.
 */
function readTimedInfinitive(sentence: string, locale: Locale): OpenOp | null {
  const cues = pack(locale).commitments;
  if (!cues.infinitive || cues.hedges.test(sentence)) return null;
  const words = sentence.replace(CLAUSE_END, "").trim().split(/\s+/);
  // Up to six words of time: a deadline said whole ("antes do fim de semana", "até ao fim do mês").
  for (let k = Math.min(6, words.length - 2); k >= 1; k--) {
    const ahead = words.slice(0, k).join(" ").replace(/[,:\s–—-]+$/u, "");
    if (dueBefore(ahead, locale)?.length !== ahead.length && !isAmbiguousTimePhrase(ahead, locale)) continue;
    const task = words.slice(k).join(" ").replace(/^[:–—-]\s*/u, "");
    const plain = task.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
    if (!cues.infinitive.test(plain) || cues.notATask.test(plain)) continue;
    const op = readTask(task, ahead, locale, true);
    if (op) return { ...op, due: op.due ?? ahead };
  }
  return null;
}

/** "Can you note that I need to call the notary on Tuesday?": the commitment the question asks ZOE to note, or null. */
function readNoteAsk(sentence: string, locale: Locale): OpenOp | null {
  const stated = pack(locale).commitments.noteAsk(sentence.replace(/^[¿\s]+|[?\s]+$/gu, ""));
  return stated ? readSentence(stated, locale) : null;
}

/**
 * What one sentence commits to, in one language, or null. `oneVerb`: read only a promise told with "that I" whose task is its verb
 * alone ("versprochen, dass ich heute Abend koche" -> "kochen"), once every other reading has found nothing.
 */
function readSentence(said: string, locale: Locale, oneVerb = false): OpenOp | null {
  const cues = pack(locale).commitments;
  // "the boxes will be dropped off by Thursday, I promise", "dass ich Mama morgen anrufe, nicht vergessen": a tag that makes the
  // sentence a commitment in a shape the cues do not read; said again as they read it (a state only with its time).
  const tagged = cues.tagged?.(said);
  if (tagged && !cues.hedges.test(said)) {
    // Said again with a time it needs, it may be a note or an appointment ("marquei dentista quinta": "dentista quinta").
    // Said again as a plain statement ("die Rechnung muss noch raus", from "die Rechnung, die muss noch raus"), it may be a thing and its
    // errand that only the whole reading of a sentence knows; one thing, or none.
    const whole = () => {
      const ops = readCommitments(tagged.said, locale);
      return ops.length === 1 ? ops[0]! : null;
    };
    const op = readSentence(tagged.said, locale, oneVerb) ?? (tagged.needsTime && !oneVerb ? readOne(tagged.said, locale) : null) ?? (!oneVerb && !tagged.needsTime ? whole() : null);
    if (op && (op.due || !tagged.needsTime)) return op;
  }
  // "…, promise", "…, versprochen": an assurance after the task is neither task nor due phrase.
  const sentence = said.replace(cues.afterthought, "").trim();
  // "jetzt muss ich noch … bis Donnerstag": "now" said of what comes next, read with a time of its own.
  const next = cues.nowOpener?.(sentence);
  if (next) {
    const op = readSentence(next, locale, oneVerb);
    return op?.due ? op : null;
  }
  if (!sentence || cues.hedges.test(sentence)) return null;
  const m = cues.trigger.exec(sentence);
  if (oneVerb && !m) return null;
  if (m) {
    // A cue that heads the task ("Aufgabe für heute Abend - …", "Todo for tomorrow: …") may name its day itself.
    const cue = sentence.slice(0, m.index + m[0].length - m[1]!.length);
    // "versprochen, dass ich den Rasen mähe", "beloofd dat ik de tuin doe": the verb said last in the clause, as a to-do names it.
    const that = cues.thatClause;
    const opening = `${cue}${m[1]!.split(/\s+/u).slice(0, 2).join(" ")} `;
    const told = !!that && (that.cue.test(cue) || that.cue.test(opening));
    const body = told ? that.task(m[1]!.replace(CLAUSE_END, "")) : m[1]!;
    if (oneVerb) return told && that.oneVerb ? readTask(body, /[:–—-]\s*$/u.test(cue) ? cue : sentence.slice(0, m.index), locale, false, true) : null;
    const read = readTask(body, /[:–—-]\s*$/u.test(cue) ? cue : sentence.slice(0, m.index), locale, false);
    // "den Keller muss ich morgen aufräumen": a verb alone after the cue does the thing said before it, not nothing.
    const op = (read && !/\s/u.test(read.summary.trim()) ? readTopic(body, sentence.slice(0, m.index), locale) : null) ?? read ?? readTopic(body, sentence.slice(0, m.index), locale);
    // "Plan for tomorrow is to …", "my job for tonight is …": the cue names the day.
    const inCue = op && !op.due ? longestDue(cue.slice(m.index).replace(/[:–—-]\s*$/u, "").trim(), locale) : null;
    if (op && inCue) op.due = inCue.due;
    if (op) return op;
  }
  // "I was going to call the bank tomorrow", "Je devais envoyer les photos ce soir": a plan told in the past, of a time to come.
  const was = cues.pastIntent.exec(sentence);
  if (was) {
    const op = readTask(was[1]!, sentence.slice(0, was.index), locale, true);
    if (op) return op;
  }
  // "I'm calling the bank tomorrow", "Ich schicke … am Freitag", "morgen bel ik …": only with a time.
  const p = cues.present?.exec(sentence);
  if (!p?.groups?.task) return readLabelled(sentence, locale) ?? readNote(sentence, locale) ?? readRestated(sentence, locale) ?? readTimedInfinitive(sentence, locale);
  const { verb, lead, task } = p.groups;
  // "I documenti per l'accompagnamento devono essere consegnati entro il 15": a pronoun's verb read inside the thing said
  // first, when the pack says the whole back as a thing that must be done; that reading is the task.
  const restated = verb ? readRestated(sentence, locale) : null;
  if (restated) return restated;
  // "Na ja, die Abrechnung mach ich morgen", "de declaraties doe ik morgen": the thing done said
  // first, the verb after it; the task is the verb with it, the time what follows.
  const topic = lead?.split(/[,:;]\s*/).pop()?.trim();
  // "Mama ruf ich morgen an", "die Wäsche häng ich nachher auf", "de huur maak ik vrijdag over": the thing said first belongs to the
  // task even when the verb has words of its own after it (a particle, a second object), so the thing is read with it first. A thing
  // of small words only ("dann", "also", "dan") or a time is no thing.
  // Kept only when the verb goes last as a to-do says it ("lauf der Zahlung hinterher" names a verb no rule turns: read as before).
  if (verb && topic && !dueBefore(topic, locale) && thingFirst(topic, locale)) {
    const withThing = readTask(`${verb} ${topic} ${task}`, "", locale, true);
      const said = withThing ? (cues.taskForm?.(withThing.summary, sentence) ?? withThing.summary) : "";
    if (withThing && !said.toLowerCase().startsWith(`${verb.toLowerCase()} `)) return withThing;
  }
  const op = readTask(verb ? `${verb} ${task}` : task, lead ?? sentence.slice(0, p.index), locale, true);
  if (op || !verb || !topic || dueBefore(topic, locale)) return op ?? readRestated(sentence, locale);
  return readTask(`${verb} ${topic} ${task}`, "", locale, true) ?? readRestated(sentence, locale);
}

/** A thing said before the verb and its subject ("Mama", "die Wäsche", "de huur"), not only words that carry none ("dann", "also", "dan"). */
function thingFirst(topic: string, locale: Locale): boolean {
  const { vague, afterVerb } = pack(locale).commitments;
  const fillers = pack(locale).reply.fillers;
  const words = topic.toLowerCase().split(/\s+/u).map((w) => w.replace(/[^\p{L}'’-]/gu, ""));
  // A clause of its own before the verb ("Ich koche gleich was und dann schreibe ich …") is no thing.
  const next = pack(locale).commitments.nextClause;
  if (next && new RegExp(next.source, next.flags.replace("g", "")).test(` ${topic} `)) return false;
  return words.length <= 6 && words.some((w) => w && !vague.has(w) && !afterVerb.includes(w) && !fillers.includes(w));
}

/**
 * "the garage I'll do on Sunday": the thing said before the cue, the cue's task a verb alone and its
 * time. The task is the verb with the thing, in the order a note of the language says it ("do the
 * garage", "die Garage machen"); null when the cue's task is more than its verb, or nothing stands
 * before the cue but a time.
 */
function readTopic(body: string, before: string, locale: Locale): OpenOp | null {
  const topic = before.split(/[,:;]\s*/).pop()?.trim();
  // A thing is named by two words at least ("the garage", "die Garage"); one word before a cue is as often an interjection ("ugh").
  if (!topic || topic.split(/\s+/).length < 2 || topic.split(/\s+/).length > 5) return null;
  const said = body.replace(CLAUSE_END, "").trim();
  let found = longestDue(said, locale);
  // "the slides for Monday I'll finish tonight": a day the thing is for (the pack's `dayFor` before it) is the thing's, when the
  // verb has a time of its own; any other time before the cue is the cue's, read elsewhere.
  const ahead = dueBefore(topic, locale);
  const forWord = pack(locale).commitments.dayFor;
  const forDay = !!ahead && !!found && !!forWord && [ahead.split(/\s+/u)[0]!, topic.slice(0, topic.lastIndexOf(ahead)).trim().split(/\s+/u).pop() ?? ""].some((w) => forWord.test(w));
  if (ahead && !forDay) return null;
  // "Den Zaun muss ich vor dem Austrieb richten": a deadline the grammar cannot place is the verb's time as well.
  const unplaced = found ? null : pack(locale).commitments.unplacedDeadline?.exec(said);
  if (unplaced) found = { due: unplaced[1]!.trim(), rest: `${said.slice(0, unplaced.index)} ${said.slice(unplaced.index + unplaced[0].length)}`.trim() };
  // "de aangifte moet ik nog doen", "die Steuer muss ich noch machen": a word the language says after the verb and no part of the task
  // ("nog", "noch": still to do) stands before the verb; said so, the thing is still to do, with or without a time.
  const { afterVerb } = pack(locale).commitments;
  const words = (found?.rest ?? said).replace(/[,\s]+$/u, "").trim().split(/\s+/u);
  const still = words.length > 1 && words.slice(0, -1).every((w) => afterVerb.includes(w.toLowerCase()));
  // "Sarah's birthday present I still need to buy": an errand's verb alone (the pack's `listVerb`) after the thing is still to do.
  // Only a thing opened by an article or an owner's name ("recuérdame qué tengo que comprar" is a request, no thing).
  const named = pack(locale).offline.stopWords.includes(topic.split(/\s+/u)[0]!.toLowerCase()) || /^\p{Lu}\p{Ll}+['’]s$/u.test(topic.split(/\s+/u)[0]!);
  const errand = !found && named && words.length === 1 && pack(locale).commitments.listVerb.test(words[0]!);
  const verb = still ? words.at(-1) : errand ? words[0] : found?.rest.replace(/[,\s]+$/u, "").trim();
  if ((!found && !still && !errand) || !verb || /\s/.test(verb) || !/^\p{Ll}+$/u.test(verb)) return null;
  const note = pack(locale).commitments.note;
  // A capital that only opens the message goes ("The garage" → "the garage"); a name keeps its own ("Sarah's birthday present").
  const opener = pack(locale).offline.stopWords.includes(topic.split(/\s+/u)[0]!.toLowerCase());
  const plainTopic = opener ? topic.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()) : topic;
  const task = note && !note.test(`${verb} ${plainTopic}`) && note.test(`${plainTopic} ${verb}`) ? `${topic} ${verb}` : `${verb} ${plainTopic}`;
  return found ? readTask(`${task} ${found.due}`, "", locale, true) : readTask(task, "", locale, false);
}

/**
 * A thing to be done with the owner not its subject ("the tyres need changing this month", "I've
 * got the car service to book this week"), as the pack says it back as a to-do: read only with a
 * time, and only when what stands before it is a day or nothing ("Jess has got …" is hers).
 */
function readRestated(sentence: string, locale: Locale): OpenOp | null {
  const cues = pack(locale).commitments;
  // "Der Patch muss heute Nacht live gehen, sonst …": a clause of its own after the thing is no part of it.
  const plain = sentence.replace(CLAUSE_END, "").trim();
  const cut = cues.clauseEnd?.exec(plain);
  const said = cues.restate?.(cut && cut.index > 0 ? plain.slice(0, cut.index).replace(CLAUSE_END, "").trim() : plain);
  if (!said) return null;
  const lead = said.lead.replace(/[,:\s–—-]+$/u, "").trim();
  if (lead && dueBefore(lead, locale)?.length !== lead.length) return null;
  // "Mon frère doit être opéré mardi", "Mein Bruder muss am Dienstag operiert werden": what will
  // happen to a person who opens the sentence ("Mia nonna", "O meu pai": an article may come
  // first) is news, not the owner's to-do. A person later on ("Heb de kinderen beloofd …") is not its subject.
  const words = sentence.slice(said.lead.length).trim().split(/\s+/);
  const subject = words.slice(0, words[0] && words[0].length <= 2 ? 3 : 2);
  if (subject.some((w) => cues.people.has(w.toLowerCase().replace(/[^\p{L}'’-]/gu, "")))) return null;
  return readTask(said.task, lead, locale, true);
}

/** A month name of the language at the start of a text ("Juli …"), for the date that a sentence split would cut ("am 5. Juli"). */
const monthStarts = new Map<Locale, RegExp | null>();
function monthStart(locale: Locale): RegExp | null {
  if (!monthStarts.has(locale)) {
    const months = pack(locale).due.rewrite?.dates.months;
    monthStarts.set(locale, months ? new RegExp(`^(?:${months.join("|")})(?![\\p{L}])`, "iu") : null);
  }
  return monthStarts.get(locale)!;
}

/**
 * Sentences end at . ! ; after an emoji ("rain again ☔ gotta …") and at every line break (steps written one per line), but not at the dot
 * of a day before its month ("am 5. Juli"), before a word in lower case ("vor dem 30. zu kündigen"), after a date said alone ("am 12. Flug
 * nach Lissabon, Hotel buchen": no sentence is a date only) or before a colon ("Jeu. : …").
 */
function sentencesOf(text: string, locale: Locale): string[] {
  const out: string[] = [];
  const month = monthStart(locale);
  const { titles } = pack(locale).commitments;
  const { stopWords } = pack(locale).offline;
  const dotOrdinal = (pack(locale).due.rewrite?.dates.ordinal ?? "").split("|").includes("\\.");
  for (const part of text.split(/(?<=[.!;\p{Extended_Pictographic}])\s+|\s*\n\s*/u)) {
    const last = out.length - 1;
    // Only where a dot makes a day's digits an ordinal (its date words say so): "got home at 8. btw need to …" is two.
    if (last >= 0 && dotOrdinal && /(?<![\p{N}])\d{1,2}\.$/u.test(out[last]!) && ((month && month.test(part)) || /^\p{Ll}/u.test(part) || isDuePhrase(out[last]!, locale))) out[last] = `${out[last]} ${part}`;
    // "Do. Zahnarzt 9h", "mar. 10h kiné": a day's short name with its dot, alone before the rest, opens the note; it ends no sentence
    // where the grammar reads it so before a time.
    else if (last >= 0 && /^\p{L}{1,4}\.$/u.test(out[last]!) && isDuePhrase(`${out[last]} 9:00`, locale)) out[last] = `${out[last]} ${part}`;
    // "Jeu. : sortir les poubelles": no sentence opens with a colon; the dot was an abbreviation's.
    else if (last >= 0 && /^[:：]/u.test(part)) out[last] = `${out[last]} ${part}`;
    // "… à M. Perrin avant vendredi", "ao Sr. Gomes", "prof. de Lange", "Dr. von Berg": a title's dot before a name (its particles in lower case).
    else if (last >= 0 && /^(?:(?:van|von|de|der|den|ten|ter|le|la|di|da|dos|du|del)\s+)*\p{Lu}/u.test(part) && titles.includes(/(?:^|\s)([\p{L}.ª]+)\.$/u.exec(out[last]!)?.[1]?.toLowerCase() ?? "")) out[last] = `${out[last]} ${part}`;
    // "mandar a Pepe & Co. el presupuesto": the dot of a short capitalised abbreviation or of an initialism ("S.A.", "e.g.")
    // before a small word of the language (an article, a preposition) is no sentence's end; before any other word it may be
    // ("got home at 8 p.m. need to call mum", "talked to Jo. gotta …").
    else if (last >= 0 && stopWords.includes(/^\p{Ll}+(?=\s)/u.exec(part)?.[0] ?? "") && /(?:^|[\s&(])(?:\p{Lu}\p{Ll}?|\p{L}{1,3}\.\p{L}{1,3})\.$/u.test(out[last]!)) out[last] = `${out[last]} ${part}`;
    // "call mom!! tonight": a time alone after the "!" belongs to the sentence before it.
    else if (last >= 0 && /[!]$/u.test(out[last]!) && isDuePhrase(part.replace(/[.!\s]+$/u, ""), locale)) out[last] = `${out[last]!.replace(/[!\s]+$/u, "")} ${part}`;
    else out.push(part);
  }
  return out;
}

/**
 * "dentist tmrw 9am - confirm it", "dentiste demain 9h - confirmer": a thing and its time, then a
 * dash and the verb of a to-do (a note, or an infinitive alone); "vet Friday - done already" and
 * "dinner tonight - Anna is cooking" are news. The thing stays in the summary, the time leaves it.
 */
function readDashNote(sentence: string, locale: Locale): OpenOp | null {
  const cues = pack(locale).commitments;
  const m = /^(.{2,60}?)\s+[-–—]\s+(.{2,80})$/u.exec(sentence.replace(CLAUSE_END, "").trim());
  if (!m || (!cues.note && !cues.infinitive) || cues.hedges.test(sentence)) return null;
  const left = m[1]!.trim();
  const task = m[2]!.trim();
  const due = dueBefore(left, locale) ?? ambiguousTail(left, locale)?.due;
  // "rent £240 - pay by the 3rd", "Mum's birthday present - order by Sunday": the thing, then its verb alone and the time.
  // Only an errand's verb (the pack's `listVerb`): "dinner with the team - booked for Friday" is news.
  if (!due || !left.endsWith(due)) {
    const verb = longestDue(task, locale)?.rest.trim().toLowerCase() ?? "";
    const sum = /\d/u.test(left) && !/^\D*\p{L}\s+[£$€]?\d[\d.,]*\s*(?:€|£|\$)?$/u.test(left);
    return !sum && /^\p{Ll}+$/u.test(verb) && cues.listVerb.test(verb) ? readTopic(task, left, locale) : null;
  }
  const thing = left.slice(0, left.length - due.length).replace(/[,\s]+$/u, "").trim();
  if (!thing || thing.split(/\s+/).length > 3 || /\d/.test(thing)) return null;
  const plain = task.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  if (!(cues.note?.test(plain) || cues.infinitive?.test(plain)) || cues.notATask.test(plain)) return null;
  return { op: "open", summary: `${thing}: ${task}`, due };
}

/**
 * "the repair can wait till Friday", "de reparatie schuift naar vrijdag", "la riparazione slitta a venerdì": a thing of the owner's
 * put off to a time (the pack's `deferred`), the whole message; the thing the summary, the time its due date, read whole by the grammar.
 */
function readDeferred(sentence: string, locale: Locale): OpenOp | null {
  const cues = pack(locale).commitments;
  const m = cues.deferred?.exec(sentence.replace(CLAUSE_END, "").trim());
  const thing = (m?.groups?.thing ?? m?.groups?.said)?.trim();
  const due = (m?.groups?.due ?? m?.groups?.when)?.trim();
  // A hedge is looked for outside the time ("a la semana que viene" is no "once a week").
  if (!thing || !due || cues.hedges.test(sentence.replace(due, " ")) || !isDuePhrase(due, locale) || isDuePhrase(thing, locale)) return null;
  return { op: "open", summary: thing, due };
}

/** "Ce soir c'est repassage des chemises", "Heute Abend ist Hemden bügeln dran": a day, then the owner's chore said as falling on it. */
function readChore(sentence: string, locale: Locale): OpenOp | null {
  const cues = pack(locale).commitments;
  if (!cues.chore || cues.hedges.test(sentence)) return null;
  const words = sentence.replace(CLAUSE_END, "").trim().split(/\s+/);
  for (let k = Math.min(5, words.length - 2); k >= 1; k--) {
    const ahead = words.slice(0, k).join(" ");
    const due = dueBefore(ahead, locale);
    const task = cues.chore.exec(words.slice(k).join(" "))?.groups?.task;
    if (task && due?.length === ahead.replace(/[,:\s–—-]+$/u, "").length) return { op: "open", summary: task, due };
  }
  return null;
}

/**
 * "comprar pão!!", "PAYER LA CANTINE", "Llamar al fontanero mañana!!!": a to-do said as an infinitive alone and
 * shouted (with "!" or in capitals), short, in a language whose notes are infinitives (`infinitive`), as German's
 * `noteBang` reads "Zahnarzt anrufen!"; a time is not needed, the shout says it matters.
 */
function readShout(sentence: string, locale: Locale): OpenOp | null {
  const cues = pack(locale).commitments;
  if (!cues.infinitive || cues.hedges.test(sentence)) return null;
  const said = sentence.replace(CLAUSE_END, "").trim();
  const letters = said.replace(/[^\p{L}]/gu, "");
  const capitals = letters.length >= 6 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
  if (!(capitals || /!\s*$/u.test(sentence.replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}\s]+$/u, ""))) || said.split(/\s+/).length > 6) return null;
  const plain = capitals ? said.toLowerCase() : said.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  if (!cues.infinitive.test(plain) || cues.notATask.test(plain)) return null;
  return readTask(plain, "", locale, false);
}

/**
 * "I meant to order the tiles, will do it tomorrow", "wollte noch die Fliesen bestellen, mach ich morgen": a task said
 * first and taken up after a comma by the pack's `pickUp` clause; the earlier clause said as a note is the task, what
 * follows the pick-up its time. Read only with a time and nothing hedging ("did it", "Tom will do it" are no pick-up).
 */
function readPickUp(sentence: string, locale: Locale): OpenOp | null {
  const cues = pack(locale).commitments;
  if (cues.hedges.test(sentence)) return null;
  for (const comma of sentence.matchAll(/,\s*/gu)) {
    const after = sentence.slice(comma.index + comma[0].length);
    const m = cues.pickUp.clause.exec(after);
    if (!m) continue;
    const task = cues.pickUp.task(sentence.slice(0, comma.index));
    const op = task ? readTask(`${task} ${after.slice(m[0].length).trim()}`, "", locale, true) : null;
    if (op) return op;
  }
  return null;
}

/**
 * "dentiste jeudi 15h", "revisión del motor antes del 20", "tagliando entro fine mese": in a language whose notes are infinitives,
 * an appointment or a service named first by its noun (the pack's `appointment`, no article before it) and then a time that ends
 * the message, in two words at least or one word and its day with nothing else ("dentista giovedì"). A word like a past participle after it ("réunion annulée jeudi"), a dash or a small word last is news.
 */
function readAppointmentAt(sentence: string, locale: Locale, appointment: RegExp): OpenOp | null {
  const cues = pack(locale).commitments;
  if (cues.hedges.test(sentence)) return null;
  // A thing with what is to be done to it ("Devis à envoyer aux Girard avant vendredi") is read as the pack says it again.
  if (cues.sayAgain?.toBeDone(sentence)) return null;
  // "tenho consulta no cardiologista quinta às 10h", "tengo parcial el lunes a las 9": the owner's "have" (the pack's `haveErrand`) opens it.
  const have = cues.haveErrand?.exec(sentence.trim());
  const said = sentence.trim().slice(have?.[0].length ?? 0).replace(CLAUSE_END, "").trim();
  const edge = longestDue(said, locale);
  if (!edge) return null;
  const ends = said.toLowerCase().endsWith(edge.due.toLowerCase());
  // "jeudi 9h kiné", "giovedì 9:00 fisioterapista": a day and a clock time said first, the appointment all that follows it.
  // A colon after that time heads an announcement instead ("Quinta às 9h: reunião geral na sede").
  // "jueves peluquería a las 4": the day first and the hour last, one due date around the appointment.
  const first = !ends && /\d/u.test(edge.due) && !/:\s*$/u.test(edge.due) && (said.toLowerCase().startsWith(edge.due.toLowerCase()) || parted(said, edge.due));
  if (!ends && !first) return null;
  const found = ends ? dayAhead(edge, locale) : edge;
  const thing = found.rest.replace(/^[,:\s–—-]+|[,:\s–—-]+$/gu, "").trim();
  const words = thing.split(/\s+/);
  // One word names it when a clock time or a date goes with it ("coiffeur samedi 10h", "dentista el 12"): a day alone ("dentiste jeudi")
  // is as often a remark about it, and a figure is what an owner types when booking.
  // A colon inside it heads something else ("IRS 2026: como entregar a declaração em cinco minutos" is a headline).
  // The noun alone and a day, nothing else, and no question: "dentista giovedì", "coiffeur samedi" is the note an owner types.
  const alone = words.length === 1 && !/\?/u.test(sentence);
  if (words.length < (/\d/u.test(found.due) || alone ? 1 : 2) || words.length > 8 || !appointment.test(thing) || /\s[–—-]\s|:/u.test(thing.replace(/^1:1(?!\S)/u, "1on1"))) return null;
  // News about it: a word like a past participle or a past form ("reportée", "spostata", "passou", "aberta", "abierta") anywhere after the noun.
  // A word after "de"/"di"/"du" names the noun's own ("reunião de pais", "partiel de stats"), never news about it.
  const complement = /^(?:de|di|do|da|dos|das|du|des|del|della|dei|delle)$/iu;
  if (words.slice(1).some((w, i) => !complement.test(words[i]!) && /^\p{Ll}.*(?:é|ée|és|ées|is|ise|it|ite|ado|ada|ados|adas|ato|ata|ati|ate|ido|ida|ito|ita|eso|esa|esso|essa|atto|atta|eito|eita|echo|echa|uesto|osto|ou|ert[oaie]s?)$/u.test(w))) return null;
  if (pack(locale).offline.stopWords.includes(words.at(-1)!.toLowerCase())) return null;
  return { op: "open", summary: thing, due: found.due };
}

/**
 * Whether a due date of a day and a bare hour was said around the thing ("donderdag kapper om 4 uur", "jueves peluquería a las
 * 4": the day opens the line, the hour ends it), as `withDay` joins them.
 */
function parted(said: string, due: string): boolean {
  const line = said.toLowerCase();
  const words = due.toLowerCase().split(/\s+/u);
  return words.some((_, i) => i > 0 && line.startsWith(`${words.slice(0, i).join(" ")} `) && line.endsWith(` ${words.slice(i).join(" ")}`));
}

/**
 * A day said ahead of an errand whose hour ends the line ("Montag Zahnarzt um 14:30", "demain coiffeur à 10h"): one due
 * date, day and hour, and the day out of the errand; as found when the two do not read as one time.
 */
function dayAhead(found: { rest: string; due: string }, locale: Locale): { rest: string; due: string } {
  const words = found.rest.trim().split(/\s+/u);
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const day = words.slice(0, k).join(" ").replace(/[,:]$/u, "");
    if (/\d/u.test(day) || !isDuePhrase(day, locale) || englishShortDay(day, locale)) continue;
    const due = `${day} ${found.due}`;
    if (isDuePhrase(due, locale) || isAmbiguousTimePhrase(due, locale)) return { rest: words.slice(k).join(" "), due };
  }
  return found;
}

/**
 * "dentist appt thursday", "boiler service tuesday morning": an errand named by its noun (the pack's `errand`) and
 * then a time that ends the message, nothing else; "haircut friday was a disaster" goes on, and is news.
 */
function readErrandAt(sentence: string, locale: Locale): OpenOp | null {
  return readErrandTimed(sentence, locale) ?? readErrandAbout(sentence, locale);
}

/**
 * "reunião com a Carla amanhã às 10h pra falar do site", "meeting with Carla tomorrow at 10 to talk about the site": an appointment read
 * as the sentence before it would be, its time last, then what it is about (the pack's `about`, which turns away news said after it; at most six words, no
 * question), said back after its noun. Null otherwise.
 */
function readErrandAbout(sentence: string, locale: Locale): OpenOp | null {
  const about = pack(locale).commitments.about;
  if (!about || /[?¿]/u.test(sentence)) return null;
  const said = sentence.replace(CLAUSE_END, "").trim();
  for (const gap of said.matchAll(/\s+/gu)) {
    const tail = said.slice(gap.index + gap[0].length);
    if (!about.test(tail)) continue;
    const words = tail.split(/\s+/u);
    if (words.length > 6 || /[,;:.!()]/u.test(tail.replace(/^(?:re:|i\.v\.m\.|m\.b\.t\.|bzgl\.)/iu, ""))) return null;
    // The head as any sentence is read ("meeting with Carla tomorrow at 10"), its time last: the tail is no part of a time said before it.
    const head = said.slice(0, gap.index);
    const op = readAsSaid(head, locale);
    // Its time may open it too, or stand around its noun ("morgen um 10 Bank wegen dem Kredit", "Freitag Tierarzt um 17:30 für die Katze").
    const at = (t: string) => t.toLowerCase().endsWith(op!.due!.toLowerCase()) || t.toLowerCase().startsWith(op!.due!.toLowerCase()) || parted(t, op!.due!);
    // Whole again, it may be what the pack says is no task ("correr no parque com a Marta": an outing with a friend).
    // Where a thing goes after the time never follows a thing and a verb read as a note's in a language whose notes end with their verb
    // (`noteBang`): "die Kinder fahren am Samstag zur Oma" puts a subject's verb second, where a note puts it last ("die Kinder am Samstag
    // zur Oma bringen"); what it is for may ("nog leren voor het tentamen").
    const errand = pack(locale).commitments.errand;
    const verbNote = !!errand && !!pack(locale).commitments.noteBang && /^(?:zur|zum|nach|naar)\s/iu.test(tail) && (op?.summary.split(/\s+/u).length ?? 0) >= 2 && !errand.test(op?.summary.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()) ?? "");
    if (op?.due && !op.reminder && !verbNote && at(head) && !pack(locale).commitments.notATask.test(`${op.summary} ${tail}`)) return { ...op, summary: `${op.summary} ${tail}` };
  }
  return null;
}

/**
 * An errand or an appointment named by its noun with its time (as the pack's `appointment` or `errand` reads it), nothing after the time.
 */
function readErrandTimed(sentence: string, locale: Locale): OpenOp | null {
  const cues = pack(locale).commitments;
  if (cues.appointment) return readAppointmentAt(sentence, locale, cues.appointment);
  if (!cues.errand || cues.hedges.test(sentence)) return null;
  // "hab noch Zahnarzt um 3", "got the dentist tomorrow at 3": the owner's "have" (the pack's `haveErrand`) opens the errand; a
  // lead word after the time ("noch") is no part of it.
  const have = cues.haveErrand?.exec(sentence);
  const said = sentence.slice(have?.[0].length ?? 0).replace(CLAUSE_END, "").trim();
  const edge = longestDue(said, locale);
  if (!edge) return null;
  // "Do 10 Uhr Zahnarzt": the time said first, the errand all that follows it; "donderdag kapper om 4 uur": the day first, the hour last.
  const first = said.toLowerCase().startsWith(edge.due.toLowerCase()) || parted(said, edge.due);
  if (!first && !said.toLowerCase().endsWith(edge.due.toLowerCase())) return null;
  const found = first ? edge : dayAhead(edge, locale);
  if (have) found.rest = found.rest.trim().replace(taskLead(locale), "");
  let thing = found.rest.replace(/^[,:\s–—-]+|[,:\s–—-]+$/gu, "").trim();
  let due = first ? found.due.replace(/[,:\s–—-]+$/u, "") : found.due;
  // "parents' evening Tues 6:15": a word the grammar read as the time's ("evening") that the errand's noun ends in.
  const plainOf = (t: string) => t.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  const [head, ...tail] = due.split(/\s+/u);
  if (!first && !cues.errand.test(plainOf(thing)) && tail.length && isDuePhrase(tail.join(" "), locale) && cues.errand.test(plainOf(`${thing} ${head}`))) {
    thing = `${thing} ${head}`;
    due = tail.join(" ");
  }
  const words = thing.split(/\s+/);
  const plain = plainOf(thing);
  // Said after its time ("um 14 Uhr Termin mit Lena für die Skizze"), or named by its noun first ("zoom with the Acme folks friday
  // 11am"), an errand may name its person and its purpose in a few words more. "1:1" is a meeting's name, no figure.
  const nounFirst = words.length > 2 && !!cues.meetingWith?.test(words[1]!) && cues.errand.test(plainOf(words[0]!));
  if (words.length > (first || have || nounFirst ? 6 : 4) || /\d/.test(thing.replace(/(?<!\S)1:1(?!\S)/gu, "")) || !cues.errand.test(plain)) return null;
  // A small word last ("the dentist is thursday") is news. A language whose notes are infinitives (`infinitive`) reads any word
  // ending as one as an errand too ("Le plombier passe jeudi": "plombier"), so a noun cannot be told from a verb there: not read.
  if (cues.infinitive || pack(locale).offline.stopWords.includes(words.at(-1)!.toLowerCase())) return null;
  // "nach der Arbeit noch schnell zum Billa": the haste said before the errand is none of it.
  return { op: "open", summary: dropLeads(thing, locale), due };
}

/**
 * A learner's order, the time first and then the subject with no inversion ("nächste Woche ich mache fertig die Übersetzung",
 * "volgende week ik maak af de vertaling"): the rest read as the present said of that time, only when all ahead of it is the time.
 */
function readLearnerOrder(sentence: string, locale: Locale): OpenOp | null {
  const cues = pack(locale).commitments;
  if (!cues.present || cues.hedges.test(sentence)) return null;
  const words = sentence.replace(CLAUSE_END, "").trim().split(/\s+/);
  // Words that carry nothing ("ok so", the reply's `fillers`) may open it.
  const fillers = pack(locale).reply.fillers;
  let from = 0;
  while (from < words.length - 2 && fillers.includes(words[from]!.toLowerCase().replace(/[,!.]+$/u, ""))) from++;
  for (let k = Math.min(from + 4, words.length - 2); k >= from + 1; k--) {
    const ahead = words.slice(from, k).join(" ").replace(/[,:\s–—-]+$/u, "");
    if (dueBefore(ahead, locale)?.length !== ahead.length) continue;
    const p = cues.present.exec(words.slice(k).join(" "));
    // The subject said, one word ahead of the verb: "fds churrasco na casa do Léo" names no one who does it.
    const subject = p?.groups?.task ? p[0].slice(0, p[0].length - p.groups.task.length).trim() : "";
    // A learner's "I go (to)" before the verb is said with the subject ("tomorrow I go check the payment flow"): up to three words.
    if (p?.index === 0 && p.groups?.task && !p.groups.verb && !p.groups.lead && /^\p{L}+(?:\s+\p{L}+){0,2}$/u.test(subject)) return readTask(p.groups.task, ahead, locale, true);
  }
  return null;
}

/**
 * A learner's "go" with the object after the verb ("Ich gehe morgen verlängern meine Aufenthaltserlaubnis", "ga verlengen mijn
 * chauffeurspas volgende week", the pack's `learnerGo`): the task said back in the language's order ("meine Aufenthaltserlaubnis
 * verlängern"), only with a time and nothing that hedges it.
 */
function readLearnerGo(sentence: string, locale: Locale): OpenOp | null {
  const cues = pack(locale).commitments;
  const m = cues.learnerGo?.exec(sentence.replace(CLAUSE_END, "").trim());
  if (!m?.groups || cues.hedges.test(sentence)) return null;
  const { lead = "", mid = "", verb, task } = m.groups;
  // The verb in lower case and no word of a time ("Ich geh morgen die Belege … durch": "morgen" is no verb).
  if (!verb || !/^\p{Ll}/u.test(verb) || isDuePhrase(verb, locale) || !task) return null;
  // Only a time and words that carry nothing ("ok", "nou": the reply's `fillers`) may stand before it.
  const fillers = pack(locale).reply.fillers;
  const words = lead.replace(/[,:\s]+$/u, "").trim().split(/[\s,]+/u).filter(Boolean);
  while (words.length && fillers.includes(words[0]!.toLowerCase())) words.shift();
  const ahead = words.join(" ");
  if (ahead && dueBefore(ahead, locale)?.length !== ahead.length) return null;
  return readTask(`${mid}${task} ${verb}`, ahead, locale, true);
}

/**
 * "je passe à la banque", "llamo al fontanero por la gotera", "ligo ao canalizador", "passo in banca": in a language whose to-dos are
 * infinitives, the owner's first-person verb at the head of a short sentence with no time, when that verb said back in the infinitive
 * (the pack's `taskForm`) opens an errand's note (its `bareNote`): "je lis un livre", "ceno con Ana" tell what is going on, with no
 * errand's verb. Nothing that hedges ("tous les lundis", "siempre"), no comma, colon, question or figure, no second clause.
 */
function readFirstPerson(sentence: string, locale: Locale): OpenOp | null {
  const cues = pack(locale).commitments;
  if (!cues.taskForm || !cues.bareNote || !cues.firstPerson || cues.hedges.test(sentence)) return null;
  const said = sentence.replace(CLAUSE_END, "").trim();
  // A figure only as a word among words ("pour les 80 ans de papa", "3 kg de açúcar"), never a clock's or a price's ("à 9h", "30€").
  if (!said || /[,:;?¿()"«»]|\d(?!\d*\s+\p{L})|(?<![\s\d])\d/u.test(said) || said.split(/\s+/u).length > 10) return null;
  if (cues.nextClause && new RegExp(cues.nextClause.source, cues.nextClause.flags.replace("g", "")).test(said)) return null;
  // The subject said ("je", "yo", "eu"): the task is what follows it; a language that drops it starts with the verb.
  const subject = cues.firstPerson?.exec(said);
  if (!subject) return null;
  const verbFirst = said.slice(subject[0].length);
  let task = cues.taskForm(verbFirst, said);
  // With the subject said right before it, the head is a verb even where a noun could stand ("j'achète du pain", not "achat du pain").
  const head = /^\S+/u.exec(verbFirst)?.[0] ?? "";
  const alone = subject[0].trim() && task === verbFirst ? cues.taskForm(`${head} _`, said) : null;
  if (alone && alone !== `${head} _`) task = `${alone.slice(0, -2)}${verbFirst.slice(head.length)}`;
  if (task === verbFirst) return null;
  const plain = task.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  // "Le escribo para darle las gracias": what the pack says is no task, as said or as a to-do.
  if (!cues.bareNote.test(plain) || cues.notATask.test(plain) || cues.notATask.test(verbFirst.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()))) return null;
  return readTask(plain, "", locale, false);
}

/**
 * What one sentence commits to: a request to be reminded, a commitment, or a note asked for, in the owner's language and then in English.
 * A sum said after it ("den Fensterputzer bezahlen, 15 €", "buy glitter glue tomorrow, £4.50 each": the pack's `amountTail`) is no part
 * of its grammar: read without it, and said back after the summary.
 */
function readOne(sentence: string, locale: Locale, again = true): OpenOp | null {
  const sum = pack(locale).commitments.amountTail?.exec(sentence);
  const head = sum && sum.index > 0 ? readOneAsIs(sentence.slice(0, sum.index), locale, again) : null;
  return dayBeforeClock(head ? { ...head, summary: `${head.summary}, ${sum![1]!.trim()}` } : readOneAsIs(sentence, locale, again), locale);
}

/**
 * "call com o cliente amanhã 15h", "call con el cliente mañana 15h": a clock time read alone (English's reading of the words
 * knows no "amanhã") with the owner's day word just before it, left in the summary. The day joins the time when the two read
 * as one due time in the owner's language. As read otherwise.
 */
function dayBeforeClock(op: OpenOp | null, locale: Locale): OpenOp | null {
  if (!op?.due || locale === "en" || !/^\d/u.test(op.due.trim())) return op;
  const words = op.summary.trim().split(/\s+/u);
  for (let k = Math.min(2, words.length - 1); k >= 1; k--) {
    const day = words.slice(words.length - k).join(" ");
    if (/\d/u.test(day) || !isDuePhrase(day, locale) || !isDuePhrase(`${day} ${op.due}`, locale)) continue;
    return { ...op, summary: words.slice(0, words.length - k).join(" "), due: `${day} ${op.due}` };
  }
  return op;
}

function readOneAsIs(sentence: string, locale: Locale, again = true): OpenOp | null {
  // "il garage lo rimando a domenica": a thing put off, read before its pronoun is said again as the verb's object.
  const deferred = readDeferred(sentence, locale);
  if (deferred) return deferred;
  // "La tenue neuve, je la récupère demain": the thing picked up by a pronoun, said again where the verb's object stands.
  const said = again && !sentence.endsWith("?") ? pack(locale).commitments.sayAgain : null;
  const pickedUp = said?.pickedUp(sentence);
  // A thing that names a person, or that the time read is inside of, is no object said first ("La huelga sigue mañana según la radio").
  const thing = pickedUp?.thing.split(/\s+/u) ?? [];
  // A person the thing is for ("il biglietto per la nonna", "la tarjeta para la abuela": the pack's `dayFor` word a word or two
  // before) is no subject.
  const forWord = pack(locale).commitments.dayFor;
  const subject = (w: string, i: number) => pack(locale).commitments.people.has(w.toLowerCase()) && !thing.slice(Math.max(0, i - 2), i).some((x) => forWord?.test(x));
  const object = !!pickedUp && !thing.some(subject);
  const picked = object ? readOne(pickedUp.said, locale, false) : null;
  if (picked && !(picked.due && pickedUp!.thing.toLowerCase().includes(picked.due.toLowerCase()))) return picked;
  const op = readAsSaid(sentence, locale) ?? (again ? readVisit(sentence, locale) : null);
  if (op || !said) return op;
  // "je suis co à 9h30", "Commande de roses à passer avant jeudi": a state promised, a thing to be done, only with a time.
  for (const shape of [said.state(sentence), said.toBeDone(sentence)]) {
    const other = shape ? readOne(shape, locale, false) : null;
    if (other?.due) return other;
  }
  return null;
}

/**
 * "amanhã em casa da D. Rosa troco o esquentador", "domani dai Rossi cambio la caldaia": a time, then where the job is (the pack's
 * `visit`), then the owner's verb. Read without the place, which is said after the task; only with the time said first.
 */
function readVisit(sentence: string, locale: Locale): OpenOp | null {
  const visit = pack(locale).commitments.visit;
  if (!visit) return null;
  const words = sentence.trim().split(/\s+/u);
  for (let k = Math.min(4, words.length - 2); k >= 1; k--) {
    const ahead = words.slice(0, k).join(" ").replace(/[,:]+$/u, "");
    if (!isDuePhrase(ahead, locale)) continue;
    const after = words.slice(k).join(" ");
    const m = visit.exec(after);
    if (!m) continue;
    const op = readOne(`${ahead} ${after.slice(m[0].length).trim()}`, locale, false);
    return op?.due ? { ...op, summary: `${op.summary} ${m[0].trim()}` } : null;
  }
  return null;
}

/** What one sentence commits to as it is said (`readOne` first tries the shapes the pack says again). */
function readAsSaid(sentence: string, locale: Locale): OpenOp | null {
  // "zum Geburtstag Blumen holen", "for the party Saturday: buy ice": an occasion said first (the pack's `occasion`) is the to-do's deadline.
  const occasion = pack(locale).commitments.occasion?.exec(sentence.trim());
  if (occasion) {
    const rest = sentence.trim().slice(occasion[0].length);
    const task = readTask(rest.replace(CLAUSE_END, "").trim(), "", locale, false);
    const op = readAsSaid(rest, locale) ?? (task && readsAsToDo(task.summary, locale) ? task : null);
    if (op) return { ...op, due: op.due ?? occasion[1]!.trim() };
  }
  const arrowed = readArrowNote(sentence, locale);
  if (arrowed) return arrowed;
  const inOrder = locale !== "en" ? [locale, "en" as const] : (["en"] as const);
  let op: OpenOp | null = null;
  for (const l of inOrder) op ??= readReminder(sentence, l);
  // A reminder asked in a third language the sentence is plainly written in ("recuérdame en 15 minutos …" to an
  // English or Portuguese ZOE) is still a reminder: asking to be reminded is never a remark.
  const written = detectLocale(sentence, locale);
  if (!op && !(inOrder as readonly Locale[]).includes(written)) op = readReminder(sentence, written);
  // A question commits to nothing, unless it asks to be reminded ("can you remind me to …?") or
  // asks ZOE to note what the owner must do ("can you note that I need to …?").
  // A pick-up first: the earlier clause alone would read as a plan with the pick-up left in its summary ("wollte …, mach ich morgen").
  if (!op && !sentence.endsWith("?")) op = readPickUp(sentence, locale) ?? readLearnerGo(sentence, locale);
  // English after the owner's language, unless the owner's language hedges a sentence with no English word in it ("Annaffiare i
  // pomodori ogni due giorni": "ogni" makes it a habit, and its "i" is an article, no English "I").
  const english = locale === "en" || !pack(locale).commitments.hedges.test(sentence) || (localeScores(sentence).get("en") ?? 0) >= 2;
  const readers = english ? inOrder : ([locale] as const);
  if (!op && !sentence.endsWith("?")) for (const l of readers) op ??= readSentence(sentence, l);
  if (!op && sentence.endsWith("?")) for (const l of inOrder) op ??= readNoteAsk(sentence, l);
  if (!op && !sentence.endsWith("?")) op = readDashNote(sentence, locale) ?? readChore(sentence, locale) ?? readShout(sentence, locale) ?? readErrandAt(sentence, locale) ?? readLearnerOrder(sentence, locale) ?? readFirstPerson(sentence, locale);
  if (!op && !sentence.endsWith("?") && pack(locale).commitments.thatClause?.oneVerb) op = readSentence(sentence, locale, true);
  // "tmr need to pay the fee", "vnv moet ik nog …": a time alone ahead of a commitment said without one is its time.
  if (!op && !sentence.endsWith("?")) op = readTimeAhead(sentence, locale);
  // Last, as nothing else reads them: a deliverable after its deadline, a debt the owner states.
  if (!op && !sentence.endsWith("?")) op = readDeadlineThing(sentence, locale) ?? readOutstanding(sentence, locale);
  return op;
}

/**
 * "by fri: expenses", "bis Ende der Woche Angebot an Müller", "até sexta: relatório", "tegen eind van de week offerte naar Peeters": a thing
 * with no verb after a deadline the grammar reads whole (the pack's `deadlineThing`; "by", "bis", "até", "tegen", never a bare day: "Friday:
 * beach" is a day out). The thing is what is due, only after a colon or a dash, or with whom it goes to, or with the state it must be in;
 * never a greeting, a state of the owner's or a sentence ("bis morgen, Schatz", "até segunda de férias", "by Friday it's done").
 */
function readDeadlineThing(sentence: string, locale: Locale): OpenOp | null {
  const cues = pack(locale).commitments;
  const shape = cues.deadlineThing;
  const said = sentence.replace(CLAUSE_END, "").trim();
  const words = said.split(/\s+/u);
  if (!shape || !shape.lead.test(words[0] ?? "") || cues.hedges.test(said)) return null;
  for (let k = Math.min(6, words.length - 1); k >= 2; k--) {
    const ahead = words.slice(0, k).join(" ");
    const due = ahead.replace(/\s*[:–—-]+$/u, "");
    // A comma after the time parts it from what follows ("bis morgen, Schatz"): a farewell, never a deadline.
    if (/,$/u.test(ahead) || !isDuePhrase(due, locale)) continue;
    const thing = words.slice(k).join(" ").replace(/^[:–—-]+\s*/u, "").trim();
    const marked = due !== ahead || /^[:–—-]/u.test(words[k]!);
    if (!thing || thing.split(/\s+/u).length > 7 || /[,;?]/u.test(thing) || shape.not.test(thing) || isDuePhrase(thing, locale)) return null;
    return marked || shape.to.test(` ${thing}`) || shape.ready.test(` ${thing}`) ? { op: "open", summary: thing, due } : null;
  }
  return null;
}

/**
 * "I still owe Tom the 20 quid", "ich schulde Tom noch 20 Euro", "ik ben Tom nog 20 euro schuldig", "tô devendo uma ligação pra minha irmã": a
 * debt the owner states is a loop until it is settled (the pack's `outstanding` says it back), with a time when one is said; never a debt of thanks.
 */
function readOutstanding(sentence: string, locale: Locale): OpenOp | null {
  const cues = pack(locale).commitments;
  const said = sentence.replace(CLAUSE_END, "").trim();
  if (!cues.outstanding || cues.hedges.test(said)) return null;
  const debt = cues.outstanding(said);
  // "Freitag noch": a time alone is no thing still open.
  if (!debt || isDuePhrase(debt, locale)) return null;
  // A bare number in a debt is its amount ("owe Tom the 20 quid"), never a day of the month.
  const found = longestDue(debt, locale);
  const amount = !!found && /^(?:\p{L}{1,3}\s+)?\d+$/u.test(found.due.trim());
  const rest = found?.rest.replace(/\s+/gu, " ").trim();
  // "la renta de este mes": a day after a word that makes it a noun's (the pack's `dayOf`) names which one is owed, no time to settle it.
  const ofNoun = !!rest && !!cues.dayOf && debt.trimEnd().endsWith(found!.due.trim()) && cues.dayOf.test(rest.split(/\s+/u).pop() ?? "");
  if (ofNoun) return { op: "open", summary: debt };
  return found && !amount && rest && rest.split(/\s+/u).length >= 2 ? { op: "open", summary: rest, due: found.due } : { op: "open", summary: debt };
}

/**
 * "need to do the food shop, email Jen and sort the recycling", "moet nog boodschappen doen, Lies mailen en het vuilnis buitenzetten": a
 * summary that lists three to-dos or more with commas (its last two joined as the pack's `nextClause` joins them) is that many tasks, each with the
 * time said for all, when every item is a note (the pack's `note` or `infinitive`) or opens or closes with an errand's verb (`listVerb`); a list of
 * things ("buy milk, eggs and bread") or a person named again ("call Tom, my brother") stays one task.
 */
function listed(op: OpenOp, locale: Locale, least = 3): OpenOp[] {
  const cues = pack(locale).commitments;
  const note = cues.note ?? cues.infinitive;
  if (op.reminder || !note || !op.summary.includes(",")) return [op];
  const parts = op.summary.split(/\s*,\s*/u);
  const last = parts.pop()!;
  const joined = cues.nextClause ? new RegExp(cues.nextClause.source, cues.nextClause.flags.replace("g", "")).exec(last) : null;
  const items = [...parts, ...(joined ? [last.slice(0, joined.index), last.slice(joined.index + joined[0].length)] : [last])].map((p) => p.trim());
  const plain = (t: string) => t.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  const todo = (t: string) => !!t && (note.test(plain(t)) || cues.listVerb.test(plain(t))) && !cues.notATask.test(plain(t)) && !cues.hedges.test(t);
  // Three items at least (`least`: two when the message's "and" parted the list's last item off already), one with an errand's verb: two
  // parts around a comma are as often a task and its remark ("… , 28 kinderen", "Den Kindern versprochen, …"), read as one elsewhere.
  return items.length >= least && items.every(todo) && items.some((t) => cues.listVerb.test(plain(t))) ? items.map((summary) => ({ ...op, summary })) : [op];
}

/**
 * "zaterdag verjaardag oma → cadeau kopen", "Saturday Nana's birthday -> buy a present": what an event leads to, after an arrow, is
 * the to-do (read as said, or as a note in a language whose notes the pack can tell), the time that opens the event its due date.
 * Never what is no to-do after the arrow ("Regen → Spiel abgesagt", "Berlin -> Hamburg 3h Stau").
 */
function readArrowNote(sentence: string, locale: Locale): OpenOp | null {
  const arrow = /^([^→]+?)\s*(?:→|->|=>|⇒)\s*([^→]+)$/u.exec(sentence.trim());
  const cues = pack(locale).commitments;
  if (!arrow || (!cues.note && !cues.errand)) return null;
  const [, left, right] = arrow as unknown as [string, string, string];
  const task = readTask(right.replace(CLAUSE_END, "").trim(), "", locale, false);
  const op = readAsSaid(right, locale) ?? (task && readsAsToDo(task.summary, locale) ? task : null);
  if (!op || op.due) return op;
  const words = left.trim().split(/\s+/u);
  for (let k = Math.min(4, words.length); k >= 1; k--) {
    const phrase = words.slice(0, k).join(" ").replace(/[,:;–—-]+$/u, "");
    if (isDuePhrase(phrase, locale)) return { ...op, due: phrase };
  }
  return op;
}

/** A commitment with no time of its own after words that are all a time ("tmr need to pay the conservancy fee"), or null. */
function readTimeAhead(sentence: string, locale: Locale): OpenOp | null {
  const words = sentence.trim().split(/\s+/u);
  for (let k = Math.min(3, words.length - 2); k >= 1; k--) {
    const ahead = words.slice(0, k).join(" ").replace(/[,:\s–—-]+$/u, "");
    if (dueBefore(ahead, locale)?.length !== ahead.length) continue;
    // "Saturday plan: beach and a barbecue": a head after the day names no cue of the owner's. "deze week bellen: tandarts": an errand's
    // infinitive (the pack's `listVerb`) heading its thing is read as it is alone ("bellen: tandarts"), the time ahead its due date.
    const rest = words.slice(k).join(" ");
    const head = /^(\p{Ll}+)\s*:\s*\S/u.exec(rest)?.[1];
    const errand = !!head && pack(locale).commitments.listVerb.test(head);
    if (!errand && k > words.length - 3) continue;
    const op = errand ? readAsSaid(rest, locale) : /[:–—]/u.test(rest) ? null : readSentence(rest, locale);
    if (op && !op.due) return { ...op, due: ahead };
  }
  return null;
}

/** The words of a sentence that open its commitment ("I have to ", "Ich muss "), to be said again before a second task that leaves them out. */
function cueOf(sentence: string, locale: Locale): string | null {
  const m = pack(locale).commitments.trigger.exec(sentence);
  return m ? sentence.slice(0, m.index + m[0].length - m[1]!.length) : null;
}

/** The words of a reminder request up to its end ("pls remind me ", "me lembra "), to be said again before a second task that leaves it out; null: none. */
function askOf(sentence: string, locale: Locale): string | null {
  const { ask, indirect } = pack(locale).commitments.reminder;
  const m = ask.exec(sentence) ?? indirect?.exec(sentence) ?? null;
  return m ? `${sentence.slice(0, m.index + m[0].length).trimEnd()} ` : null;
}

/** The words of a sentence in the present up to its subject ("ok ich "), to be said again before a second verb that leaves it out ("… und schick sie morgen ab"). */
function subjectOf(sentence: string, locale: Locale): string | null {
  const p = pack(locale).commitments.present?.exec(sentence);
  const task = p?.groups?.task;
  return p && task && !p.groups?.verb ? sentence.slice(0, p.index + p[0].length - task.length) : null;
}

/**
 * Two commitments in one sentence ("I have to pay the rent today and I need to call the bank
 * tomorrow", "Ich muss heute die Miete überweisen und morgen die Bank anrufen"): read as two when
 * each half commits, the second with the first's cue said again when it leaves the cue out, and
 * then only when each half has a time of its own ("… and the milk" is one task); null otherwise.
 */
function readTwo(sentence: string, locale: Locale, depth = 0): OpenOp[] | null {
  const next = pack(locale).commitments.nextClause;
  if (!next || depth > 2) return null;
  const re = new RegExp(next.source, next.flags.includes("g") ? next.flags : `${next.flags}g`);
  for (const m of sentence.matchAll(re)) {
    const left = sentence.slice(0, m.index).trim();
    const right = sentence.slice(m.index + m[0].length).trim();
    if (!left || !right) continue;
    const first = readOne(left, locale);
    if (!first) continue;
    const rest = readTwo(right, locale, depth + 1);
    if (rest) return [first, ...rest];
    let second = readOne(right, locale);
    // A reminder's second half ("… and to ping Tom at 11", "… e tb de comprar pão às 16h") leaves the request out: said again, it stays a reminder.
    const leads = [first.reminder ? askOf(left, locale) : null, cueOf(left, locale), subjectOf(left, locale), `${left.split(/\s+/)[0]} `];
    // The same minute said again in the second half ("… at 10:30 and to ping Tom at 10:30") is that half's own time.
    const ownTime = (due: string) => first.reminder === true && right.toLowerCase().includes(due.toLowerCase());
    // "erinnere mich in 5 Minuten ans Auto und in 5 Minuten an die Katze": a second half that reads alone as a plan is still
    // part of the reminder asked for; said with the request again, it is one (and loses the request's own words, "an", "aan").
    // A half with a subject or cue of its own ("… und ich muss morgen …", "… and I need to …") is a plan of its own.
    const ask = first.reminder ? leads[0] : null;
    const ownHead = () => readFirstPerson(right, locale) !== null || pack(locale).commitments.trigger.exec(right)?.index === 0;
    if (second && !second.reminder && ask && !ownHead()) {
      const asked = readOne(`${ask}${right}`, locale);
      if (asked?.reminder && asked.due) second = asked;
    }
    if (!second && first.due) {
      for (const lead of leads) {
        const carried = lead ? readOne(`${lead}${right}`, locale) : null;
        // "Tomorrow I have to drop the car at 8 and get the bus in": a time said in the lead carried over is the first half's, not the second's own.
        if (carried?.due && (carried.due !== first.due || ownTime(carried.due)) && !lead!.toLowerCase().includes(carried.due.toLowerCase())) {
          second = carried;
          break;
        }
      }
    }
    // Each half with a time of its own: "water the plants and feed the cat tonight" is one errand run.
    if (second?.due && first.due && (second.due !== first.due || ownTime(second.due))) return [first, second];
    // "j'achète du pain et j'appelle maman", "compro pan y llamo a mamá": two errands with no time, each said with its own first
    // person (the subject again, or a form that names it). With one time for both ("jeudi je fais le plein et je vérifie les
    // pneus") the message is one errand run, as the English "water the plants and feed the cat tonight" is.
    const own = readFirstPerson(right, locale);
    // The first half the owner's by its cue as well ("vou ao multibanco e depois passo na farmácia").
    if (own && !own.due && !first.due && (readFirstPerson(left, locale) || pack(locale).commitments.trigger.exec(left)?.index === 0)) return [first, own];
    // That one run says its second verb in the infinitive too: "faire le plein et vérifier les pneus", never "… et je vérifie …".
    if (own && !own.due && first.due && !second?.due) return [{ ...first, summary: `${first.summary}${m[0].replace(/^,/u, "")}${own.summary}` }];
    const note = noteAfter(first, left, right, locale);
    if (note) return [first, note];
  }
  return null;
}

/**
 * "muss noch die Steuer machen und das Auto waschen", "niet vergeten: brood halen en de planten water geven", "don't forget: get bread
 * and water the plants": after a commitment with no time, a second note of its own (the pack's `note`, an errand's verb: `listVerb`,
 * two words at least, "then" and the like out) is a second to-do. With one time for both the message stays one errand run; a lone verb
 * ("Kartoffeln schälen und kochen") or anything that is no note ("… und dann ab ins Bett", "… and Sam will cook") is none.
 */
function noteAfter(first: OpenOp, left: string, right: string, locale: Locale): OpenOp | null {
  const cues = pack(locale).commitments;
  const note = cues.note ?? cues.infinitive;
  if (first.due || first.reminder || !note || !cues.nextClause) return null;
  const lead = new RegExp(`^(?:${cues.nextClause.source.replace(/^,\?/u, "")})`, cues.nextClause.flags.replace("g", ""));
  let said = right.replace(CLAUSE_END, "").trim();
  for (let i = 0; i < 2; i++) said = ` ${said}`.replace(lead, "").trim();
  const task = dropLeads(said, locale);
  const plain = task.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  if (cues.backRef?.test(left.split(/\s+/u).at(-1) ?? "")) return null;
  // "… and send them round", "… und sie dann Tom mailen": a word pointing back at the first task's thing makes one errand of the two.
  if (cues.backRef?.test(plain) || plain.split(/\s+/u).length < 2 || /[,;:?]/u.test(plain) || !note.test(plain) || !cues.listVerb.test(plain) || cues.hedges.test(plain) || cues.notATask.test(plain)) return null;
  const op = readTask(task, "", locale, false);
  return op && !op.due ? op : null;
}

/**
 * A commitment after a comma, when the sentence as a whole reads as none and nothing in it hedges
 * ("I owe Jenny a call, will ring her tonight", "Kann's nicht mehr aufschieben, ich ruf morgen an").
 */
function readClauses(sentence: string, locale: Locale): OpenOp | null {
  const { hedges, clauseScoped, nowOpener } = pack(locale).commitments;
  // A hyphen between spaces parts clauses as a dash does on a phone ("quick one - have to …").
  const clauses = sentence.split(/[,:]\s+|\s+[-–—]\s+/u);
  // Where each clause starts in the sentence: what stands before a clause is tested as said, its colon a head's ("Aviso aos pais: …").
  const starts = [0, ...[...sentence.matchAll(/[,:]\s+|\s+[-–—]\s+/gu)].map((s) => s.index + s[0].length)];
  for (let i = 1; i < clauses.length; i++) {
    // A negation before the clause read is its own clause's ("can't put it off, I'll call tomorrow"); any other hedge holds for all.
    // Tested across the comma, as "ich weiß, ich sollte …" hedges what follows it.
    const before = sentence.slice(0, starts[i]).replace(/[,\s]+$/u, "");
    const read = clauses.slice(i).join(", ");
    const unscoped = clauseScoped ? before.replace(new RegExp(clauseScoped.source, `${clauseScoped.flags.replace("g", "")}g`), " ") : before;
    if (hedges.test(`${unscoped}, ${nowOpener?.(read) ?? read}`)) return null;
    const said = readOne(read, locale);
    // "Angebot ist raus, und morgen … schicken": the clause after the report opens with "and", read without it.
    const op = said ? (planAfterAnd(read, said, locale) ?? said) : null;
    // "flying to Porto on Friday, need to book the hotel", "fahr am 20. nach Hamburg, muss noch die Bahntickets buchen": a first clause
    // that commits to nothing but names its day (the trip, the event) gives that day to the task after it that has none of its own.
    const when = op && !op.due && i === 1 ? longestDue(before, locale) : null;
    if (op && when && isDuePhrase(when.due, locale) && !readOne(before, locale)) return { ...op, due: when.due };
    if (op) return op;
    // "Mittwoch hat Emma Schwimmen, Badetasche packen", "Ava's got swimming Wednesday, pack her swim bag": a first clause naming its day
    // and the event, then a note of the owner's with an errand's verb and no time of its own: the note, on that day.
    // Parted by a comma only: a colon makes the first clause a head ("Tarea de Tom esta noche: …", "My goal for today: …"), read elsewhere.
    const day = i === 1 && /^,/u.test(sentence.slice(before.length).trimStart()) ? longestDue(before, locale) : null;
    const note = day && isDuePhrase(day.due, locale) && !readOne(before, locale) ? errandNote(read, locale) : null;
    if (note && !note.due) return { ...note, due: day!.due };
  }
  return null;
}

/**
 * A commitment with its time before a comma and a remark after it ("Freitag Ölwechsel machen, der Wagen zieht komisch", "fiets naar de
 * fietsenmaker brengen morgen, de ketting piept"), when the sentence as a whole and its later clauses read as none: the first clause alone,
 * only with a time of its own and nothing in the sentence that hedges it (the remark says why, never whether).
 */
function readBeforeRemark(sentence: string, locale: Locale): OpenOp | null {
  const cut = /,\s+/u.exec(sentence);
  // The remark is a clause of its own, three words at least ("der Wagen zieht komisch", "stapelt sich schon"); "verder niks" closes a report.
  if (!cut || pack(locale).commitments.hedges.test(sentence) || sentence.slice(cut.index + cut[0].length).trim().split(/\s+/u).length < 3) return null;
  const head = sentence.slice(0, cut.index).trim();
  const op = readOne(head, locale);
  // "Läusekamm besorgen, in der Klasse gehen wieder Läuse rum": a note opened by no time, its verb an errand's (the pack's `bareNote`), then why.
  // Only where a note is no bare infinitive (`note`): "acheter une maison à Paris, même pas en rêve" goes on, and is a remark.
  if (!op) {
    const note = pack(locale).commitments.note && pack(locale).commitments.bareNote?.test(head.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())) ? errandNote(head, locale) : null;
    return note && !note.due ? note : null;
  }
  // A note to self, the clause as said once its time is out: no subject, no thing said back as a to-do ("Le colis de Léa doit partir
  // demain, elle s'en occupe" is hers).
  const low = (t: string) => t.replace(/\s+/gu, " ").trim().toLowerCase();
  const said = op?.due ? low(head.replace(op.due, " ")) : "";
  if (!op?.due || !said.endsWith(low(op.summary))) return null;
  // The owner said as the subject, or the language's cue, ahead of the task ("Ik doe zaterdag de highlights bij Sanne, ze wacht al
  // eeuwen", "Moet … , ziet er triest uit"): a commitment as said, whatever its verb.
  const { trigger, present } = pack(locale).commitments;
  const ahead = said.slice(0, said.length - low(op.summary).length).trim();
  const p = ahead ? present?.exec(head) : null;
  if (ahead && (trigger.test(head) || (p?.index === 0 && p.groups?.task && !p.groups.lead))) return op;
  if (said !== low(op.summary) && ahead.split(/\s+/u).length > 1) return null;
  // An errand's verb (the pack's `listVerb`), not a thing and a time ("Morgen de hele dag regen, …") nor a day told ("Heute früh die
  // Grippeimpfung bekommen, der Arm tut weh"); a filler word ahead of it ("ff", "noch") is none of the task's.
  const plain = op?.summary.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  return plain && pack(locale).commitments.listVerb.test(plain) ? op : null;
}

/**
 * A note to self with an errand's verb (the pack's `note` or `infinitive`, and its `listVerb`), read with no cue: "Badetasche packen",
 * "pack her swim bag"; null for anything else (a recipe's step, news, a hedge).
 */
function errandNote(clause: string, locale: Locale): OpenOp | null {
  const cues = pack(locale).commitments;
  const note = cues.note ?? cues.infinitive;
  const said = clause.replace(CLAUSE_END, "").trim();
  const plain = said.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  if (!note || /[,;:?]/u.test(plain) || !note.test(plain) || !cues.listVerb.test(plain) || cues.hedges.test(plain) || cues.notATask.test(plain)) return null;
  return readTask(said, "", locale, false);
}

/** Quoted words of someone else's ("she texted "I'll call you tomorrow""), three words or more: no commitment of the owner's. */
const QUOTED = /["“”„«»]\s*([^"“”„«»\n]+?)\s*["“”«»]/gu;
const unquoted = (text: string) => text.replace(QUOTED, (all, inner: string) => (inner.trim().split(/\s+/).length >= 3 ? "…" : all));

/** An upside-down face: the sentence it closes is said in irony ("Sure, I'll rewrite the thesis by Friday 🙃"), in any language. */
const IRONY = /\u{1F643}/u;

/**
 * "Pour demain : passer à la banque, récupérer le costume au pressing, appeler Julie": a list's head and its
 * to-dos on one line, parted by commas (the last perhaps by "and"), read as the lines under that head when
 * every part reads as one of them; null otherwise (one task, or a sentence with commas in it).
 */
function readInlineList(sentence: string, locale: Locale): OpenOp[] | null {
  // A dash after a head with no hour is a colon ("tomorrow - ring the bank, drop the parcel at the depot"); a day and an hour before a
  // dash are an appointment's time ("Jeudi 14h - rendez-vous à la banque, apporter les relevés" is one thing to do).
  const m = /^([^:]{2,40}?)(?:\s*:\s*|\s+[-–—]\s+)(.+)$/u.exec(sentence.replace(CLAUSE_END, "").trim());
  if (m && !/^[^:]*:/u.test(sentence) && /\d/u.test(m[1]!)) return null;
  const head = m ? readHead(`${m[1]}:`, locale) : null;
  if (!m || !head) return null;
  const joiner = pack(locale).commitments.nextClause;
  // Parted by commas, or by "; " as a notes app's items are ("todo: email the agent; cancel the old contract").
  const parts = m[2]!.split(/\s*[,;]\s*/u).map((p) => {
    const j = joiner ? new RegExp(joiner.source, joiner.flags.replace("g", "")).exec(` ${p}`) : null;
    return j?.index === 0 ? ` ${p}`.slice(j[0].length) : p;
  });
  if (parts.length < 2) return null;
  if (head.done) return [];
  const ops = parts.map((p) => readItem(p, head, locale));
  if (ops.every((op): op is OpenOp => op !== null)) return ops;
  // "today: laundry, bank, call mum", "vandaag: was, bank, mama bellen": under a day, a list with a to-do in it is a list of to-dos, the
  // things named beside it too ("vandaag: regen, wind en kou" holds none and stays news).
  // A thing said with a negation ("…, no netflix") is what the owner will not do.
  const no = new RegExp(`^(?:${pack(locale).reply.caution.negations.join("|")})(?![\\p{L}])`, "iu");
  if (!head.day || !ops.some((op) => op !== null) || !parts.every((p, i) => ops[i] || (namesAThing(p, locale) && !no.test(p.trim())))) return null;
  return ops.map((op, i) => op ?? { op: "open", summary: parts[i]!.replace(CLAUSE_END, "").trim(), ...(head.due ? { due: head.due } : {}) });
}

/**
 * "levar a Bia na natação quarta, separar a toalha", "pagar a luz sexta, ligar pro banco": a to-do with its time, then after a comma
 * notes with no time each opened by a verb in the infinitive (as `readBareNotes` reads them): one to-do each, the time the first's.
 * null otherwise.
 */
function readNotesAfter(sentence: string, locale: Locale): OpenOp[] | null {
  // Only where notes are infinitives with no `note` of their own (French, Spanish, Portuguese, Italian: "ich muss morgen zur Post, das
  // Paket zurückschicken" is one errand), and never across a dash or a colon (a head, an appointment's hour).
  const cues = pack(locale).commitments;
  if (!cues.taskForm || cues.note || /:|\s[–—-]\s/u.test(sentence)) return null;
  const parts = sentence.replace(CLAUSE_END, "").split(/,\s+/u);
  if (parts.length < 2 || parts.length > 4) return null;
  const first = readOne(parts[0]!, locale);
  if (!first?.due) return null;
  // The last note may be two joined by "and" ("…, mandar a nota fiscal e ligar pro contador"): two when each half is a note of its own.
  const rest = parts.slice(1).map((p) => readBareNotes(p, locale, true)?.flatMap((one) => andNotes(one.summary, locale) ?? [one]) ?? null);
  return rest.every((r) => !!r?.length && r.length <= 2 && r.every((one) => !one.due)) ? [first, ...rest.flatMap((r) => r!)] : null;
}

/** "mandar a nota fiscal e ligar pro contador": two notes joined by the language's "and", each opened by its own verb; null otherwise. */
function andNotes(note: string, locale: Locale): OpenOp[] | null {
  const next = pack(locale).commitments.nextClause;
  if (!next) return null;
  for (const m of ` ${note}`.matchAll(new RegExp(next.source, next.flags.includes("g") ? next.flags : `${next.flags}g`))) {
    if (!/^\s*\p{L}+\s*$/u.test(m[0].replace(/^,/u, ""))) continue;
    const left = readBareNotes(` ${note}`.slice(0, m.index).trim(), locale);
    const right = readBareNotes(` ${note}`.slice(m.index + m[0].length).trim(), locale);
    if (left?.length === 1 && right?.length === 1) return [left[0]!, right[0]!];
  }
  return null;
}

/**
 * "Angebot ist raus, und morgen um 11 noch die Planung an Els schicken", "factuur betaald, en vrijdag de huur overmaken", "und Freitag
 * die Präsi fertig machen": a report (or nothing) before a comma, then the language's "and" (its `nextClause`) and a plan. Asked only
 * of a sentence already read as a commitment: the plan read alone, so the summary holds neither the "and" nor the report. Null when
 * no comma-and opens the plan, when what stands before it commits to something itself, or when the plan alone reads as none.
 */
function planAfterAnd(sentence: string, said: OpenOp, locale: Locale): OpenOp | null {
  const also = pack(locale).commitments.nextClause;
  if (!also) return null;
  const m = new RegExp(also.source, also.flags.replace("g", "")).exec(` ${sentence}`);
  // The word "and" itself: a comma before "je …" (the Romance packs' other next clause) leaves the object said before it.
  if (!m || !/\p{L}/u.test(m[0])) return null;
  const before = ` ${sentence}`.slice(0, m.index).trim();
  const rest = ` ${sentence}`.slice(m.index + m[0].length).trim();
  if (!rest || (before && (!/^,/u.test(m[0]) || readOne(before, locale)))) return null;
  // The plan read alone keeps the time read with it ("Luego te llamo": "luego" is the time, no "and").
  const plan = readOne(rest, locale);
  return plan && plan.due === said.due ? plan : null;
}

/** What the sentences of a text (or of one line of a list) commit to. */
function readText(text: string, locale: Locale): OpenOp[] {
  // "todo: email the agent; cancel the old contract": a head's items parted by "; " are one list, not sentences.
  const list = /;/u.test(text) && !/\n/u.test(text.trim()) ? readInlineList(text.trim(), locale) : null;
  if (list) return list;
  const out: OpenOp[] = [];
  let previous: string | null = null;
  for (const raw of sentencesOf(text, locale)) {
    const sentence = raw.trim();
    if (!sentence || IRONY.test(sentence)) continue;
    const two = sentence.endsWith("?") ? null : (readInlineList(sentence, locale) ?? readTwo(sentence, locale) ?? readNotesAfter(sentence, locale));
    if (two) {
      // "need to do the food shop, email Jen and sort the recycling": the half before "and" lists the first items of the same list.
      out.push(...(two.length > 1 ? two.flatMap((op) => listed(op, locale, 2)) : two));
      previous = null;
      continue;
    }
    let op = readOne(sentence, locale);
    if (op) op = planAfterAnd(sentence, op, locale) ?? op;
    // "… this week. And also book flights for Easter": the sentence goes on with the last one's cue, when what
    // follows reads as a to-do ("… before I forget. then dinner and bed" tells the evening, no task).
    const also = pack(locale).commitments.nextClause;
    const opened = also ? new RegExp(`^(?:${also.source.replace(/^\^/, "")})`, also.flags.replace("g", "")).exec(` ${sentence}`) : null;
    const rest = opened ? ` ${sentence}`.slice(opened[0].length) : "";
    if (!op && previous && opened && readsAsToDo(rest.replace(CLAUSE_END, "").trim(), locale)) op = readOne(`${previous}${rest}`, locale);
    // "und morgen um 9 Zahnarzt", "and tomorrow at 9 dentist": a message opened by "and" (sent after the last one) is what follows it.
    if (!op && opened && rest.trim()) op = readOne(rest.trim(), locale);
    if (!op && !sentence.endsWith("?")) op = readClauses(sentence, locale) ?? readBeforeRemark(sentence, locale);
    if (!op && LIST_MARK.test(sentence)) op = readOne(sentence.replace(LIST_MARK, ""), locale);
    previous = op ? cueOf(sentence, locale) : null;
    if (op) out.push(op);
  }
  return out.flatMap((op) => listed(op, locale));
}

/**
 * "- email Kate the invoice\n- ring mum back", "- Oma anrufen\n- Arzttermin verschieben": two lines or more, every
 * one opened by a list mark and every one a note to self (the language's `note`, or its `infinitive`), read as
 * to-dos under an unsaid "to do" head; null when any line is something else ("- milk\n- bread" names things to buy,
 * "- rain all day\n- …" is news), so a list of things, facts or others' names stays untracked.
 * A list pasted from a notes app comes without marks, one item a line ("call the garage\npay the window cleaner")
 * or parted by "; " ("Gemeinde anrufen; Kita-Gebühr überweisen"): the same when no line is marked, two items or more,
 * each a note with an errand's verb (`listVerb`: a recipe's or a route's steps one a line are no list of errands),
 * none asked ("?"). One note alone is read by `readBareNotes` only when its verb is an errand's (the pack's `bareNote`).
 */
function readMarkedNotes(lines: readonly string[], locale: Locale): OpenOp[] | null {
  const cues = pack(locale).commitments;
  const note = cues.note ?? cues.infinitive;
  const said = lines.map((l) => l.trim()).filter(Boolean);
  const marked = said.length > 0 && said.every((l) => LIST_MARK.test(l));
  if (!marked && said.some((l) => LIST_MARK.test(l) || /\?\s*$/u.test(l))) return null;
  const items = marked ? said : said.flatMap((l) => l.split(/\s*;\s*/u)).filter(Boolean);
  if (!note || items.length < 2) return null;
  const plain = items.map((l) => l.replace(LIST_MARK, "").replace(CLAUSE_END, "").trim().replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()));
  if (!plain.every((t) => note.test(t) && !cues.notATask.test(t) && !cues.hedges.test(t) && (marked || cues.listVerb.test(t)))) return null;
  const ops = items.map((l) => readItem(l, {}, locale));
  return ops.every((op): op is OpenOp => op !== null) ? ops : null;
}

/** The most words a bare note said back from a thing to do may have ("rdv à prendre chez l'ortho"): longer, it tells of someone's promise. */
const NOTE_WORDS = 8;
/** The most words a bare note opened by an errand's verb may have ("appeler la mutuelle pour le remboursement des lunettes de Léa"). */
const BARE_NOTE_WORDS = 12;

/**
 * "renouveler l'assurance auto", "pedir cita en el médico; comprar pilas; devolver el paquete": a message that is
 * nothing but to-do notes with no time, one a line or parted by "; ", each opened by an errand's verb in the
 * infinitive (the pack's `bareNote`) or said as a thing to do ("rdv à prendre chez l'ortho", the pack's `restate`
 * read back as such a note). Each part short (at most twelve words, eight said back from a thing to do), with no comma, colon, question or figure: "acheter
 * une maison à Paris, même pas en rêve" goes on, and is a remark; a dose or a recipe's step has its figures. null
 * when any part is something else, so a list of facts or of things done stays as the rest of the capture reads it.
 * `anyVerb`: any verb in the infinitive opens a note (the notes under a head naming a meeting or an exam).
 */
function readBareNotes(text: string, locale: Locale, anyVerb = false): OpenOp[] | null {
  const cues = pack(locale).commitments;
  if (!cues.bareNote) return null;
  const parts = text.split(/\s*(?:;|\n)\s*/u).map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0 || parts.length > 8) return null;
  const ops: OpenOp[] = [];
  for (const whole of parts) {
    // "3 Packungen Glitzerkleber kaufen, je 4,50 €": a sum after the note (the pack's `amountTail`) is said back after it, as `readOne` does.
    const sum = cues.amountTail?.exec(whole);
    const part = sum && sum.index > 0 ? whole.slice(0, sum.index) : whole;
    const said = part.replace(CLAUSE_END, "").trim();
    // A figure only as a number that closes a noun ("fix the dripping tap in flat 1", "Wasserhahn in Wohnung 1 reparieren"): one, after a
    // word, with at most the verb after it; a count of something ("2 Zwiebeln schneiden", "take 2 tablets with water") stays no note,
    // but for what is bought, paid or given back right after its verb ("acheter 2 kg de patates", the pack's `countedNote`).
    const plain = said.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
    const counted = cues.countedNote?.test(plain) ?? false;
    if (!said || /[,:?¿()"«»]/u.test(said) || (/\d/u.test(said) && !counted && !/^[^\d]*\p{L}\s+\d{1,4}(?:\s+[^\s\d]+)?$/u.test(said)) || cues.hedges.test(said)) return null;
    const restated = cues.bareNote.test(plain) ? null : cues.restate?.(said);
    const task = restated && !restated.lead ? restated.task : plain;
    // A counted note names its errand's verb itself ("buy 3 stamps": the figure is where `bareNote` wants a word).
    if (!(cues.bareNote.test(task) || (counted && task === plain) || (anyVerb && !!cues.infinitive?.test(task))) || cues.notATask.test(task) || task.split(/\s+/).length > (restated ? NOTE_WORDS : BARE_NOTE_WORDS)) return null;
    const op = readTask(restated ? task : said, "", locale, false);
    // A time in it, in a language whose capture reads a note with its time (`note`), and nothing else read the message: the
    // rest of the capture turned it away (someone else's, a question). Where no such rule exists (the languages whose notes
    // are infinitives), a note with its time is read here or nowhere.
    if (!op || (op.due && cues.note)) return null;
    ops.push(sum && sum.index > 0 ? { ...op, summary: `${op.summary}, ${sum[1]!.trim()}` } : op);
  }
  return ops;
}

/**
 * Extract the commitments of the owner's message, at most one a clause: sentence by sentence, and
 * line by line under a list's head ("Todo:", "Tomorrow:"). Sentences are read in the owner's
 * language first, then in English (an owner may write either).
 */
/** The whole message asks to move a loop named by a pronoun or by nothing ("muévelo al viernes", "move it to friday", "joga pra sexta"). */
function movesALoop(text: string, locale: Locale): boolean {
  const s = text.trim().replace(/\s+/gu, " ");
  if (s.length > 80) return false;
  const vague = pack(locale).commitments.vague;
  return pack(locale).offline.moveTo.some((re) => {
    const g = re.exec(s)?.groups;
    // A loop said first ("de garage doe ik zondag") is a move only of an open loop it names: with none, a commitment.
    if (!g?.["when"] || g["topic"] !== undefined || !isDuePhrase(g["when"].trim(), locale)) return false;
    const what = g["what"]?.trim() ?? "";
    return what.split(/\s+/).every((w) => !w || vague.has(w.toLowerCase().replace(/[^\p{L}]/gu, "")));
  });
}

export function extractCommitments(text: string, locale: Locale = "en"): OpenOp[] {
  const window = windowSaid(text, locale) ?? (locale === "en" ? null : windowSaid(text, "en"));
  if (window) return extractInWindow(text, window, locale);
  // "remind me on monday and thursday at 9 to water the plants": one thing on each day named, read once per day. Should a
  // day's reading find nothing ("on monday and thursday I was off"), the message is read as said. English is read in every
  // language, as a sentence's words are (`readOneAsIs`).
  const listed = daysListed(text, locale) ?? (locale === "en" ? null : daysListed(text, "en"));
  const once = extractOnce(text, locale);
  if (!listed || !endsDayList(text, listed, locale)) return once;
  // Read apart already ("I'll call Karl on monday and thursday I'll send the report": two things, one on each day).
  const dues = new Set(once.map((op) => op.due?.toLowerCase()).filter(Boolean));
  if (once.length >= listed.pieces.length && dues.size >= listed.pieces.length) return once;
  const each = listed.alone.map((day) => extractOnce(`${text.slice(0, listed.index)}${day}${text.slice(listed.index + listed.said.length)}`, locale));
  // Each day's reading is due on that day ("I work monday and tuesday, remind me wednesday to …" is no list of the reminder's days).
  const onItsDay = (ops: OpenOp[], i: number) => ops.length > 0 && ops.every((op) => op.due?.toLowerCase().includes(listed.alone[i]!.toLowerCase()) === true);
  return each.every(onItsDay) ? each.flat() : once;
}

/**
 * "remind me between monday and thursday to call the dentist", "remind me tomorrow between 9 and 10 to call the bank": one
 * thing, not one on each end, nor a task called "between". A reminder rings as the window opens, so the owner has all of
 * it to act; a commitment is due as it closes ("I'll call the dentist between monday and thursday" is done by Thursday,
 * and asking on Monday would be a nag). Read as said when neither reading holds the end put in the window's place.
 */
function extractInWindow(text: string, window: WindowSaid, locale: Locale): OpenOp[] {
  const at = (end: string) => `${text.slice(0, window.index)}${window.article}${end}${text.slice(window.index + window.length)}`;
  const holds = (ops: OpenOp[], end: string) => ops.length > 0 && ops.every((op) => op.due?.toLowerCase().includes(end.toLowerCase()) === true);
  const first = extractOnce(at(window.first), locale);
  if (holds(first, window.first) && first.every((op) => op.reminder === true)) return first;
  const last = extractOnce(at(window.last), locale);
  if (holds(last, window.last)) return last;
  return holds(first, window.first) ? first : extractOnce(text, locale);
}

/**
 * Whether the days listed end a clause or go on as one time or into the task: the message's end or a stop, the hour
 * said with the last day ("… thursday at 9am"), or the request's joiner ("… thursday to water the plants"). What starts
 * a clause of its own after them ("lundi et mardi je pars") is no part of one thing on each day (pure).
 */
function endsDayList(text: string, listed: DaysListed, locale: Locale): boolean {
  const rest = text.slice(listed.index + listed.said.length);
  if (/^\s*(?:[,.;:!?…]|$)/u.test(rest)) return true;
  const last = listed.alone[listed.alone.length - 1]!;
  const words = rest.trim().split(/\s+/u);
  for (let k = Math.min(4, words.length); k >= 1; k--) if (isDuePhrase(`${last} ${words.slice(0, k).join(" ")}`, locale)) return true;
  return [locale, "en" as const].some((l) => pack(l).commitments.reminder.joiner.test(rest.trim()));
}

function extractOnce(text: string, locale: Locale): OpenOp[] {
  // What was read is said back as a to-do: the owner's first-person verb at a summary's head in the language's task form.
  const toTask = pack(locale).commitments.taskForm;
  const ops = readCommitments(daysAsDaily(text, locale), locale);
  // A message in another language ("remind me to check the eggs" to a Dutch ZOE) keeps its own word order: "check the eggs", never "the eggs checken".
  return toTask && ops.length && detectLocale(text, locale) === locale ? ops.map((op) => ({ ...op, summary: toTask(op.summary, text) })) : ops;
}

/**
 * "pro aniversário da Ana: comprar bolo", "para la cena de Navidad: encargar el cordero": notes after a head that names what they are
 * for (the pack's `purposeHead`), read as bare notes are (an errand's verb first), the head said after each. Null when the head is a
 * day (read as one's head) or anything after the colon is no such note.
 */
function readPurposeNotes(text: string, locale: Locale): OpenOp[] | null {
  const re = pack(locale).commitments.purposeHead;
  const m = re ? /^([^:\n]{3,50}?)\s*:\s*([^\n]+)$/u.exec(text.trim()) : null;
  if (!re || !m) return null;
  const head = m[1]!.trim();
  if (!re.test(head) || isDuePhrase(head, locale) || /[?!]/u.test(m[2]!)) return null;
  // For a meeting, an exam, a class (the pack's `appointment` after the preposition and its article: "para la reunión del lunes"), any
  // verb in the infinitive is the note's ("preparar las diapositivas"); a recipe's head ("para la salsa: picar la cebolla") names none.
  const event = pack(locale).commitments.appointment?.test(head.replace(/^\p{L}+\s+(?:\p{L}{1,3}\s+|l['’]\s*)?/u, "")) ?? false;
  const ops = readBareNotes(m[2]!, locale, event);
  return ops && ops.length > 0 ? ops.map((op) => ({ ...op, summary: `${op.summary} ${head}` })) : null;
}

function readCommitments(text: string, locale: Locale): OpenOp[] {
  // "pásalo al viernes", "move it to friday": asks to move a loop already open (threads/closing.ts), never opens one.
  if (movesALoop(text, locale)) return [];
  // Dictation fillers ("uh", "ähm", "eh") carry nothing: out before anything is read.
  const elided = pack(locale).commitments.elisions?.(unquoted(text)) ?? unquoted(text);
  const plain = elided.replace(pack(locale).commitments.fillers, " ").replace(/[ \t]{2,}/g, " ").replace(/^[ \t]+/gm, "");
  const purpose = readPurposeNotes(plain, locale);
  if (purpose) return purpose;
  const lines = plain.split(/\n/);
  const heads = lines.map((l, i) => headAt(l.trim(), lines[i + 1]?.trim() ?? "", locale));
  if (!heads.some(Boolean)) {
    const marked = readMarkedNotes(lines, locale);
    if (marked) return marked;
    // Several bare notes are read as one list; one alone only when nothing else reads the message.
    const bare = readBareNotes(plain, locale);
    if (bare && bare.length > 1) return bare;
    const read = readText(plain, locale);
    return read.length > 0 ? read : (bare ?? []);
  }
  const out: OpenOp[] = [];
  let head: Head | null = null;
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    const h = heads[i] ?? null;
    if (!line || h) {
      head = h;
      continue;
    }
    if (head?.done) continue;
    const op = head ? readItem(line, head, locale) : null;
    if (op) out.push(op);
    else out.push(...readText(line, locale));
  }
  return out;
}

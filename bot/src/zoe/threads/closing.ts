/**
 * Closing a loop without its id: `/threads` numbers its items (per-item Done / Snooze / Untrack
 * buttons in a chat that has buttons), `/done 2` and `/untrack 2` take a number, `/done deck` takes
 * words, and offline, with no follow-up on screen, a plain sentence ("I sent the deck to Maria",
 * "done with the deck", "erledigt", or the thread's own verb in the past: "I called the bank" for
 * "call the bank", threads/past.ts) finds the thread by its words and asks "Close …? [Yes] [No]"
 * (several: which one; none: says so). Yes is the follow-up's own Done button, so the thread
 * changes through the same transition a follow-up's button makes. The same holds for putting off and
 * stopping: "snooze it again", "not yet", "später", "stop reminding me" with no follow-up on screen
 * (after the morning brief, say) ask which loop, or offer the one open loop's snooze times or a stop,
 * through the follow-up's own buttons; so does a drop in words ("drop the mockups": "Drop …? [Yes] [No]"). Taking a close back ("en fait non c'est pas fait le devis", "uy no, el presupuesto
 * todavía no está", "de offerte is toch nog niet af") asks "Reopen …? [Yes] [No]" for the loop done that its words name
 * (within a day), or, named by no word, the one closed in the last half hour.
 * Must never: close a thread on words alone without the owner's yes, read a question, a negation
 * or a new commitment as "it is done", or hold a language's words (they are its pack's).
 */
import type { ButtonContext, Feature, TextContext } from "../app.ts";
import type { Button, Conversation, OutMessage } from "../channels/index.ts";
import { LOCALES, pack, t, type Locale } from "../lang/index.ts";
import type { OwnerContext } from "../owner.ts";
import { ackData, askWhen, findAnsweredPush, parseAckData, followUpAfterAside, remember, REPLY_WINDOW_MS, settleThreadPushes, THREAD_PUSH_KINDS } from "./ack.ts";
import { extractCommitments } from "./capture.ts";
import { DateTime } from "luxon";
import { zoneOf } from "../base/zone.ts";
import { ambiguousTime, formatDue, inLikelyOrder, namesTimeOfDay, nextWeekIfToday, resolveDue, settledTime, splitDuePhrase } from "./due.ts";
import { classifyReply, CONFIDENT } from "./reply.ts";
import { moveAtData, moveChoices, snoozeAtData, snoozeButtons } from "./snooze-choices.ts";
import { doneByVerb, mayTellDone, saysVerbDone } from "./past.ts";
import { isLive, sortForDisplay, type Thread } from "./store.ts";
import { reopen, untrack } from "./transitions.ts";
import { threadsListing } from "./listing.ts";
import type { Push } from "../tick/index.ts";

/** Callback data of the buttons this module answers itself (the rest are the follow-up's). */
export const CLOSE_PREFIX = "tl:";
/** "No" under a "Close …?" question, and "None of these" under a choice. */
export const KEEP_DATA = `${CLOSE_PREFIX}n`;
/** At most this many items of /threads carry buttons, and a choice offers at most this many. */
export const MAX_BUTTON_ITEMS = 8;

export const untrackData = (id: string) => `${CLOSE_PREFIX}u:${id}`;
const UNTRACK = /^u:(th-[a-z0-9]{4,8})$/;
export const reopenData = (id: string) => `${CLOSE_PREFIX}r:${id}`;
const REOPEN = /^r:(th-[a-z0-9]{4,8})$/;

// --- which thread the words name (pure) ---------------------------------------------------------

/** Lower case without accents: words are compared as owners type them, with or without ("für", "fur"). */
function bare(s: string): string {
  return s.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "");
}

// Words that name no thread, in every language ZOE speaks: each pack's function words, its stop
// words and the words around a done-verb ("i've", "with", "it").
const NAMELESS = new Set(
  [
    ...LOCALES.flatMap((l) => {
      const p = pack(l);
      return [...p.reply.nameless, ...p.offline.stopWords, ...p.reply.object.pronouns, ...p.reply.object.particles, ...p.reply.object.subjects];
    }),
  ].map(bare),
);

const wordsOf = (s: string) =>
  bare(s)
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter((w) => w.length >= 3 && !NAMELESS.has(w));

/**
 * One word stands for another when equal, when one extends the other ("ship"/"shipped"), or when one is the head a
 * compound ends with ("rekening" the "energierekening", "Rechnung" the "Stromrechnung"): at least five letters, after
 * a modifier of at least three.
 */
const sameWord = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a))) || compoundHead(a, b) || compoundHead(b, a);
const compoundHead = (head: string, compound: string) => head.length >= 5 && compound.length >= head.length + 3 && compound.endsWith(head);

/**
 * How much of a thread's summary other words name: the summary's distinct words (`of`) and how
 * many of them `words` holds (`hits`), stop words left out (a merged pull request's title against
 * an open loop, github/rules.ts).
 */
export function summaryOverlap(words: string, summary: string): { hits: number; of: number } {
  const said = wordsOf(words);
  const own = [...new Set(wordsOf(summary))];
  return { hits: own.filter((w) => said.some((s) => sameWord(w, s))).length, of: own.length };
}

/**
 * The live threads `words` name best: a thread id names its thread; otherwise the threads with
 * the most words of their summary among `words` (at least one), in display order. [] when none.
 */
export function matchThreads(words: string, live: readonly Thread[]): Thread[] {
  const id = /\bth-[a-z0-9]{4,8}\b/i.exec(words)?.[0]?.toLowerCase();
  if (id) return live.filter((th) => th.id === id);
  const said = wordsOf(words);
  if (!said.length) return [];
  const scored = sortForDisplay([...live]).map((th) => ({ th, hits: [...new Set(wordsOf(th.summary))].filter((w) => said.some((s) => sameWord(w, s))).length }));
  const best = Math.max(0, ...scored.map((s) => s.hits));
  return best === 0 ? [] : scored.filter((s) => s.hits === best).map((s) => s.th);
}

// --- "it is done", said in a sentence (pure) ----------------------------------------------------

/**
 * Whether a sentence says something is done ("I sent the deck to Maria", "done with the deck",
 * "hab die Präsentation geschickt"), in any language ZOE speaks, and what is left once the
 * done-words are taken out (the words that may name the thread). Null: not a statement of done
 * (no done-word, a question, a negation, "not yet", or a commitment that is still ahead).
 */
export function saidDone(text: string, locale: Locale = "en"): { rest: string } | null {
  const s = text.trim();
  if (!s || s.includes("?") || s.length > 200) return null;
  const order = [locale, ...LOCALES.filter((l) => l !== locale)];
  if (order.some((l) => pack(l).reply.notYet.test(s))) return null;
  for (const l of order) {
    const { done, doneVerb } = pack(l).reply;
    const m = doneVerb.exec(s) ?? done.exec(s);
    // The capture last: it costs more than every done-word together, and a sentence without one is no done either way.
    if (m) return extractCommitments(s, locale).length ? null : { rest: unlessAgreeing(`${s.slice(0, m.index)} ${s.slice(m.index + m[0].length)}`.replace(/\s+/g, " ").trim()) };
  }
  return null;
}

/**
 * The words beside a done-word, or "" when they only agree ("passt, erledigt", "dale, listo", "d'accord, c'est fait"):
 * a yes or an ok in any language names no loop.
 */
function unlessAgreeing(rest: string): string {
  const bare = rest.replace(/[^\p{L}\p{N}\s'’]/gu, " ").replace(/\s+/g, " ").trim();
  if (!bare) return rest;
  return LOCALES.some((l) => pack(l).reply.agree.test(bare) || pack(l).reply.yes.test(bare)) ? "" : rest;
}

/**
 * The live threads a statement of done names other than the one on screen ("I sent the deck to
 * Maria" under a reminder about the oven), by their words or their own verb in the past: [] when
 * it names none, or names the one on screen too (then it is a reply to that one). Pure.
 */
export function doneElsewhere(text: string, onScreen: Thread, live: readonly Thread[], locale: Locale): Thread[] {
  const said = saidDone(text, locale);
  const named = said ? (wordsOf(said.rest).length ? matchThreads(said.rest, live) : []) : doneByVerb(text, live, locale);
  return named.length && named.every((th) => th.id !== onScreen.id) ? named : [];
}

/**
 * "ho prenotato il dentista" under the follow-up about the report, the dentist closed the day before: a statement of
 * done whose words name a loop already closed and share none with the one on screen (nor say its verb in the past)
 * is about that closed loop, never an answer closing the one on screen. Pure.
 */
export function doneOfClosed(text: string, onScreen: Thread, threads: readonly Thread[], locale: Locale): boolean {
  const said = saidDone(text, locale);
  if (!said || !wordsOf(said.rest).length || summaryOverlap(said.rest, onScreen.summary).hits > 0) return false;
  if (saysVerbDone(text, onScreen.summary, locale)) return false;
  const live = threads.filter(isLive);
  return matchThreads(said.rest, live).length === 0 && matchThreads(said.rest, threads.filter((th) => !isLive(th))).length > 0;
}

/** The words a stop names its loop by ("stop reminding me about [the fence]"), in any language; null when it names none. */
function stopAboutWords(text: string, locale: Locale): string | null {
  const order = [locale, ...LOCALES.filter((l) => l !== locale)];
  const about = order.flatMap((l) => pack(l).offline.stopAbout).map((re) => re.exec(text.trim())).find((m) => m !== null)?.[1];
  return about && wordsOf(about).length ? about : null;
}

/**
 * "Stop reminding me about the fence" under a follow-up about the newspaper: the live threads the
 * stop names (its "about X", in any language's words), when that is one thread and not the one on
 * screen. Empty when the stop names the thread on screen, names nothing, or is not a stop-about.
 */
export function stopElsewhere(text: string, onScreen: Thread, live: readonly Thread[], locale: Locale): Thread[] {
  const about = stopAboutWords(text, locale);
  if (!about) return [];
  const named = matchThreads(about, live);
  return named.length === 1 && named[0]!.id !== onScreen.id ? named : [];
}

/**
 * "Drop the mockups", "laat de mockups maar zitten", "lass die Mockups lieber sein": the words that name the loop a
 * whole message asks to drop (any language's `offline.dropAsk`), to be asked about first; null for anything else: a
 * question, a new commitment, words that name nothing, or a stop the offline intents apply at once ("forget about
 * the gym thing", "stop reminding me about the fence"). Pure.
 */
export function dropAskWords(text: string, locale: Locale): string | null {
  const s = text.trim();
  if (!s || s.includes("?") || s.length > 120 || stopAboutWords(s, locale)) return null;
  const order = [locale, ...LOCALES.filter((l) => l !== locale)];
  for (const l of order) {
    for (const re of pack(l).offline.dropAsk) {
      const what = re.exec(s)?.groups?.["what"]?.trim();
      if (what && wordsOf(what).length) return extractCommitments(s, locale).length ? null : what;
    }
  }
  return null;
}

/**
 * "Cancel the dentist", "delete the dry cleaning reminder", "lösch den Zahnarzt": the words a whole message names a loop by
 * when it asks to stop tracking or delete one (any language's `offline.untrackAsk`); null for anything else. Whether they
 * name an open loop is the caller's to check: naming none, the message is no request (it may be a to-do). Pure.
 */
export function untrackAskWords(text: string, locale: Locale): string | null {
  const s = text.trim();
  if (!s || s.length > 120 || stopAboutWords(s, locale)) return null;
  for (const l of [locale, ...LOCALES.filter((x) => x !== locale)]) {
    for (const re of pack(l).offline.untrackAsk) {
      const what = re.exec(s)?.groups?.["what"]?.trim();
      if (what && wordsOf(what).length) return what;
    }
  }
  return null;
}

/** A request to move an open loop to another time: the words that name it and the time, in the future. */
export interface MoveRequest {
  /** The loop's words; "" when they name none ("move it to friday", "spostalo a venerdì"). */
  what: string;
  at: Date;
  /** Said as a topic first ("lo del predial mejor el lunes"): a move only of a loop `what` names. */
  onlyNamed: boolean;
  /** The new time names a day and no hour ("to Thursday"): a loop with an hour keeps it (`keptHour`). */
  dayOnly?: boolean;
}

/**
 * Where "move the dentist to Thursday" puts a loop due at 15:30: Thursday 15:30, its hour kept, since only the day
 * was named; `at` itself when the request named an hour, the loop has no due time, or the kept hour has passed (pure).
 */
export function keptHour(at: Date, th: Thread, dayOnly: boolean, now: Date, timeZone: string): Date {
  if (!dayOnly || !th.due_at) return at;
  const zone = zoneOf(timeZone);
  const was = DateTime.fromISO(th.due_at, { zone });
  const kept = DateTime.fromJSDate(at, { zone }).set({ hour: was.hour, minute: was.minute, second: 0, millisecond: 0 }).toJSDate();
  return kept.getTime() > now.getTime() ? kept : at;
}

/**
 * "Move the dentist to friday", "schieb den Quartalsbericht auf nächste Woche", "zet de tandarts op vrijdag": the
 * loop's words and the new time, when the whole message asks to move something (any language's `offline.moveTo`)
 * and its time reads as a due time after `now`; `what` is "" when a pronoun stands for the loop ("move it to
 * friday"). A clause in front of the request tells why and is left out ("no time today, push the bank to friday").
 * Null for anything else: "I'll move the couch to the bedroom friday" (a commitment, not an imperative), "the
 * meeting moved to friday" (news), or a time that is no time. Pure.
 */
export function moveRequest(text: string, now: Date, timeZone: string, locale: Locale): MoveRequest | null {
  const whole = text.trim().replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}¿¡]/gu, " ").replace(/\s+/gu, " ").trim();
  if (!whole || whole.length > 160) return null;
  // "pas le temps aujourd'hui, décale la banque à jeudi", "keine Zeit heute, schieb die Bank auf Freitag": the request
  // is the last clause; what comes before a comma (or ";", a dash) only tells why.
  const clauses = [whole, ...[...whole.matchAll(/[,;:]\s+|\s+[-–—]\s+/gu)].map((m) => whole.slice(m.index + m[0].length)).filter((c) => c.length >= 8)];
  const order = [locale, ...LOCALES.filter((l) => l !== locale)];
  for (const s of clauses) {
    const found = moveIn(s, now, timeZone, locale, order);
    if (found) return found;
  }
  return moveItBeside(whole, now, timeZone, locale, order);
}

/**
 * "plumber can only come thursday, move it", "der Klempner kann erst Donnerstag, verschieb es": a clause that is only a
 * move verb and its pronoun (any language's `offline.moveIt`), and beside it a clause whose time ends or opens it, after
 * `now`. The loop is the one on screen or asked about (`what` is ""). Null for anything else ("move on", "move it"
 * with no time said). Pure.
 */
function moveItBeside(whole: string, now: Date, timeZone: string, locale: Locale, order: readonly Locale[]): MoveRequest | null {
  const parts = whole.split(/\s*[,;]\s+|\s+[-–—]\s+|[.!]\s+/u).map((c) => c.trim()).filter(Boolean);
  if (parts.length < 2) return null;
  const at = parts.findIndex((c) => order.some((l) => pack(l).offline.moveIt.test(c)));
  if (at < 0) return null;
  for (const c of parts.filter((_, i) => i !== at)) {
    const due = splitDuePhrase(c.replace(/[.!]+$/u, ""), locale)?.due;
    const when = due ? moveTime(due, now, timeZone, locale) : null;
    if (due && when && when.getTime() > now.getTime()) return { what: "", at: nextWeekIfToday(due, when, now, timeZone, locale), onlyNamed: false, dayOnly: !namesTimeOfDay(due, locale) };
  }
  return null;
}

/**
 * The instant a move's time names: as the grammar reads it, or, for a bare hour that could be morning or afternoon
 * ("auf Freitag um 10"), the one reading still ahead, else the likelier one (the question that follows says it, so the
 * owner sees the hour before anything moves). Null: no time. Pure.
 */
function moveTime(when: string, now: Date, timeZone: string, locale: Locale): Date | null {
  const read = resolveDue(when, now, timeZone, locale);
  if (read) return read;
  const settled = settledTime(when, now, timeZone, locale);
  if (settled) return settled.due;
  const both = ambiguousTime(when, now, timeZone, locale);
  return both ? inLikelyOrder(both)[0].due : null;
}

function moveIn(s: string, now: Date, timeZone: string, locale: Locale, order: readonly Locale[]): MoveRequest | null {
  for (const l of order) {
    for (const re of pack(l).offline.moveTo) {
      const m = re.exec(s);
      const when = m?.groups?.["when"];
      if (!m || !when) continue;
      const topic = m.groups?.["topic"];
      const what = topic ?? m.groups?.["what"] ?? "";
      if (topic !== undefined && !wordsOf(topic).length) continue;
      const at = moveTime(when, now, timeZone, l) ?? (l === locale ? null : moveTime(when, now, timeZone, locale));
      if (at && at.getTime() > now.getTime()) return { what: wordsOf(what).length ? what : "", at: nextWeekIfToday(when, at, now, timeZone, l), onlyNamed: topic !== undefined, dayOnly: !namesTimeOfDay(when, l) };
    }
  }
  return null;
}

/**
 * "Move the meeting", "verschieb das Meeting", "déplace la réunion" with no time: the words that name the loop (any
 * language's `offline.moveAsk`), or null. Pure.
 */
export function moveAskWords(text: string, locale: Locale): string | null {
  const s = text.trim().replace(/\s+/gu, " ");
  if (!s || s.length > 80) return null;
  for (const l of [locale, ...LOCALES.filter((x) => x !== locale)]) {
    for (const re of pack(l).offline.moveAsk) {
      const what = re.exec(s)?.groups?.["what"]?.trim();
      if (what && wordsOf(what).length) return what;
    }
  }
  return null;
}

/**
 * The question for a move with no time: "When should X be due?" with times that fit as buttons (`moveChoices`), each a
 * move of the loop as "Yes" to a move is (pure).
 */
export function moveWhenQuestion(text: string, th: Thread, now: Date, timeZone: string, hours: { start: string; end: string }, locale: Locale): OutMessage {
  const buttons = moveChoices(th.due_at, now, timeZone, hours).map((at) => [{ label: formatDue(at, now, timeZone, locale), data: moveAtData(at, th.id) }]);
  return { text, buttons };
}

/**
 * Offline: "move the meeting" naming an open loop, with no time: ZOE asks to when (a typed time answers, as after
 * "reschedule" to a follow-up). Words that name no open loop are nothing here.
 */
async function onMoveAsk(ctx: TextContext, what: string): Promise<"handled" | null> {
  const { zoe, owner, convo, now } = ctx;
  const named = matchThreads(what, await owner.threads.live());
  const th = named[0];
  if (!th) return null;
  const { activeHours } = await owner.settings.get();
  await convo.reply(moveWhenQuestion(askWhen(owner, th, now), th, now, zoe.timeZone, activeHours, owner.locale));
  return "handled";
}

// --- taking a close back (pure) ----------------------------------------------------------------

/** A loop closed as done this long ago may be taken back by naming it ("the deck isn't done after all"). */
export const REOPEN_NAMED_MS = 24 * 60 * 60_000;
/** A loop closed as done this long ago may be taken back without naming it ("wait, not done yet"): the last one closed. */
export const REOPEN_UNNAMED_MS = 30 * 60_000;

/**
 * "Actually not done" after a close: the thread done that a sentence saying "not (yet) done" takes back, and whether
 * the sentence named it. Named: its words name that thread best among the live and the recently done ones (a live
 * thread named as well makes it a put-off of that one, not a take-back). Unnamed (no word names any thread): the
 * thread closed last, within the half hour. Null for anything else: a question, a snooze with a time, a new
 * commitment, a sentence that is no "not done". Pure.
 */
export function reopenCandidate(text: string, live: readonly Thread[], all: readonly Thread[], now: Date, locale: Locale): { thread: Thread; named: boolean } | null {
  const s = text.trim();
  if (!s || s.includes("?") || s.length > 160) return null;
  // Read as a reply to the loop it would take back: "the deck isn't done yet" names the deck, which only that loop explains.
  const notDone = (summary?: string): boolean => {
    const r = classifyReply(s, { kind: "nudge", locale, summary });
    return r.intent === "ack" && r.confidence >= CONFIDENT && r.actions.length > 0 && r.actions.every((a) => a.action === "not_yet");
  };
  const ago = (th: Thread) => now.getTime() - Date.parse(th.updated_at);
  const done = all
    .filter((th) => th.status === "done" && ago(th) >= 0 && ago(th) <= REOPEN_NAMED_MS)
    .sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at));
  if (!done.length || extractCommitments(s, locale).length) return null;
  const named = matchThreads(s, [...live, ...done]);
  if (named.length) {
    if (named.some((th) => th.status !== "done")) return null;
    const last = done.find((th) => named.includes(th));
    return last && (notDone() || notDone(last.summary)) ? { thread: last, named: true } : null;
  }
  if (!notDone()) return null;
  if (wordsOf(s).some((w) => [...live, ...done].some((th) => wordsOf(th.summary).includes(w)))) return null;
  const last = done[0]!;
  return ago(last) <= REOPEN_UNNAMED_MS ? { thread: last, named: false } : null;
}

/** "Reopen "X"? It is marked done. [Yes] [No]": Yes opens it again, No leaves it done. */
export function reopenQuestion(th: Thread, locale: Locale): OutMessage {
  return {
    text: t(locale, "close.reopenAsk", { summary: th.summary }),
    buttons: [[{ label: t(locale, "btn.yes"), data: reopenData(th.id) }, { label: t(locale, "btn.no"), data: `${CLOSE_PREFIX}k` }]],
  };
}

// --- what the owner is asked (pure) -------------------------------------------------------------

const shorten = (s: string, max = 40) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

/**
 * The question for threads the owner's words named, in display order: one → "Close "X"? [Yes] [No]"; several → which
 * one (a button each, and "None of these"). Yes and a choice are the follow-up's Done button.
 */
export function closeQuestion(named: readonly Thread[], locale: Locale): OutMessage {
  // One thing on several days under one name ("on monday and thursday: the gym") is asked about once: the first in
  // display order, the one due soonest, is the one said done.
  const key = (th: Thread) => th.summary.trim().toLowerCase().replace(/\s+/gu, " ");
  const candidates = named.filter((th, i) => named.findIndex((o) => key(o) === key(th)) === i);
  if (candidates.length === 1) {
    const th = candidates[0]!;
    return {
      text: t(locale, "close.ask", { summary: th.summary }),
      buttons: [[{ label: t(locale, "btn.yes"), data: ackData("done", th.id) }, { label: t(locale, "btn.no"), data: KEEP_DATA }]],
    };
  }
  const shown = candidates.slice(0, MAX_BUTTON_ITEMS);
  return {
    text: t(locale, "close.which"),
    buttons: [...shown.map((th) => [{ label: shorten(th.summary), data: ackData("done", th.id) }]), [{ label: t(locale, "btn.noneOfThese"), data: KEEP_DATA }]],
  };
}

/**
 * The question for a drop asked in words: one loop → "Drop "X"? [Yes] [No]"; several → which one (a button each, and
 * "None of these"). Yes and a choice are the follow-up's own Stop button, which drops the loop (pure).
 */
export function dropQuestion(candidates: readonly Thread[], locale: Locale): OutMessage {
  if (candidates.length === 1) {
    const th = candidates[0]!;
    return {
      text: t(locale, "close.dropAsk", { summary: th.summary }),
      buttons: [[{ label: t(locale, "btn.yes"), data: ackData("stop", th.id) }, { label: t(locale, "btn.no"), data: KEEP_DATA }]],
    };
  }
  return {
    text: t(locale, "close.dropWhich"),
    buttons: [...candidates.slice(0, MAX_BUTTON_ITEMS).map((th) => [{ label: shorten(th.summary), data: ackData("stop", th.id) }]), [{ label: t(locale, "btn.noneOfThese"), data: KEEP_DATA }]],
  };
}

// --- putting off or stopping with no follow-up on screen (pure) ---------------------------------

/** A short message that puts a loop off (with the time it names, if any) or stops reminders about one. */
export type PutOff = { action: "snooze"; until: string | null; at?: Date } | { action: "stop" };

/**
 * Whether a message, read as a reply to a follow-up, surely puts a loop off ("snooze it again", "not
 * yet", "plus tard", "morgen") or stops its reminders ("stop reminding me"). Null for anything else:
 * a question, a done ("done with the dentist" is the close question's), a mixed answer, a new commitment ("I'll do the taxes later"), an unsure reading.
 */
export function putOffOrStop(text: string, locale: Locale): PutOff | null {
  const s = text.trim();
  if (!s || s.includes("?") || s.length > 120 || saidDone(s, locale)) return null;
  const r = classifyReply(s, { kind: "nudge", locale });
  if (r.intent !== "ack" || r.confidence < CONFIDENT || !r.actions.length) return null;
  const kinds = r.actions.map((a) => a.action);
  if (kinds.every((k) => k === "stop")) return extractCommitments(s, locale).length ? null : { action: "stop" };
  if (!kinds.every((k) => k === "snooze" || k === "not_yet")) return null;
  if (extractCommitments(s, locale).length) return null;
  return { action: "snooze", until: r.actions.find((a) => a.until)?.until ?? null };
}

/**
 * The question for a put-off or a stop that named no loop on screen: one candidate → its snooze
 * times (or "Snooze X until tomorrow 18:00? [Yes] [No]" when a time was said), or "Stop reminding
 * you about X? [Yes] [No]"; several → which one (a button each, and "None of these"). Every button
 * is the follow-up's own, so the thread changes as a follow-up's press would change it.
 */
export function putOffQuestion(
  put: PutOff,
  candidates: readonly Thread[],
  now: Date,
  timeZone: string,
  hours: { start: string; end: string },
  locale: Locale,
): OutMessage {
  const none = [{ label: t(locale, "btn.noneOfThese"), data: KEEP_DATA }];
  const which = (text: string, data: (th: Thread) => string): OutMessage => ({
    text,
    buttons: [...candidates.slice(0, MAX_BUTTON_ITEMS).map((th) => [{ label: shorten(th.summary), data: data(th) }]), none],
  });
  const one = candidates.length === 1 ? candidates[0]! : null;
  const yesNo = (data: string) => [[{ label: t(locale, "btn.yes"), data }, { label: t(locale, "btn.no"), data: KEEP_DATA }]];
  if (put.action === "stop") {
    if (one) return { text: t(locale, "close.stopAsk", { summary: one.summary }), buttons: yesNo(ackData("stop", one.id)) };
    return which(t(locale, "close.stopWhich"), (th) => ackData("stop", th.id));
  }
  const at = put.at ?? (put.until ? resolveDue(put.until, now, timeZone, locale) : null);
  if (at && at.getTime() > now.getTime()) {
    const when = formatDue(at, now, timeZone, locale);
    if (one) return { text: t(locale, "close.snoozeAt", { summary: one.summary, when }), buttons: yesNo(snoozeAtData(at, one.id)) };
    return which(t(locale, "close.snoozeWhichAt", { when }), (th) => snoozeAtData(at, th.id));
  }
  if (one) return { text: t(locale, "ack.snoozeAsk", { summary: one.summary }), buttons: snoozeButtons(one.id, now, timeZone, hours, locale) };
  return which(t(locale, "close.snoozeWhich"), (th) => ackData("snooze", th.id));
}

/** Per-item buttons of /threads: "1. Done", "1. Snooze", "1. Untrack" (the first few items). */
export function listingButtons(ordered: readonly Thread[], locale: Locale): Button[][] {
  return ordered.slice(0, MAX_BUTTON_ITEMS).map((th, i) => [
    { label: `${i + 1}. ${t(locale, "btn.done")}`, data: ackData("done", th.id) },
    { label: `${i + 1}. ${t(locale, "btn.snooze")}`, data: ackData("snooze", th.id) },
    { label: `${i + 1}. ${t(locale, "btn.untrack")}`, data: untrackData(th.id) },
  ]);
}

// --- numbers ------------------------------------------------------------------------------------

/** The owner's last /threads listing: its ids in order, so "/done 2" means what was shown, and the message that shows it (in memory only). */
const listings = new WeakMap<OwnerContext, { ids: string[]; messageId: string | null }>();

/** Remember the order /threads showed, and the message with its buttons (null: none, as in the terminal). */
export function rememberListing(owner: OwnerContext, ordered: readonly Thread[], messageId: string | null = null): void {
  listings.set(owner, { ids: ordered.map((th) => th.id), messageId });
}

/** The thread id item `n` of the last listing (else of today's display order) stands for; null when there is no such item. */
export function itemId(owner: OwnerContext, n: number, live: readonly Thread[]): string | null {
  const ids = listings.get(owner)?.ids ?? sortForDisplay([...live]).map((th) => th.id);
  return n >= 1 && n <= ids.length ? ids[n - 1]! : null;
}

/**
 * After a press on one of the last listing's buttons: the listing shown anew with the loops still
 * open, each with its buttons (and numbered as now shown), instead of all its buttons taken away.
 * False when `messageId` is not that listing (the caller clears its buttons as before).
 */
export async function refreshListing(owner: OwnerContext, convo: Conversation, messageId: string, now: Date, timeZone: string): Promise<boolean> {
  if (listings.get(owner)?.messageId !== messageId) return false;
  const ordered = sortForDisplay(await owner.threads.live());
  const text = threadsListing(ordered, now, timeZone, owner.locale);
  await convo.edit(messageId, ordered.length ? { text, buttons: listingButtons(ordered, owner.locale) } : { text });
  rememberListing(owner, ordered, ordered.length ? messageId : null);
  return true;
}

// --- the feature --------------------------------------------------------------------------------

/**
 * The threads whose follow-up is on screen: thread pushes of the last 30 minutes, answered or not.
 * A sentence about one of them is a reply to it (the reply reader's); one that names only other
 * threads is not, so "I sent the deck" a few minutes after a reminder about the oven still closes.
 */
async function threadsOnScreen(ctx: TextContext): Promise<Set<string>> {
  const pushes = await ctx.owner.pushes.all();
  const age = (at: string) => ctx.now.getTime() - Date.parse(at);
  const shown = pushes.filter((p) => THREAD_PUSH_KINDS.has(p.kind) && p.threadId !== null && age(p.at) >= 0 && age(p.at) <= REPLY_WINDOW_MS);
  const answered = findAnsweredPush(pushes, ctx.event, ctx.now);
  return new Set([...shown, ...(answered ? [answered] : [])].map((p) => p.threadId!));
}

/** The newest follow-up or reminder about a loop in the reply window, answered or not; null: none. */
function newestThreadPush(pushes: readonly Push[], now: Date): Push | null {
  const age = (p: Push) => now.getTime() - Date.parse(p.at);
  const shown = pushes.filter((p) => THREAD_PUSH_KINDS.has(p.kind) && p.threadId !== null && age(p) >= 0 && age(p) <= REPLY_WINDOW_MS);
  return shown.length ? shown.reduce((a, b) => (Date.parse(b.at) >= Date.parse(a.at) ? b : a)) : null;
}

/** Whether the threads named can be asked about here: none of them has its follow-up on screen (then the words are a reply to it). */
const namesOnlyOthers = (named: readonly Thread[], onScreen: ReadonlySet<string>) => named.every((th) => !onScreen.has(th.id));

/** What to say for threads found by words: the question, or "nothing matched". */
export function closeAnswer(candidates: readonly Thread[], words: string, live: readonly Thread[], locale: Locale): OutMessage {
  if (candidates.length) return closeQuestion(candidates, locale);
  if (!live.length) return { text: t(locale, "cmd.noThreads") };
  return { text: t(locale, "close.none", { words: words.trim() }) };
}

/**
 * The live loops a "Close …?" question on screen asks about (its Yes, or each item of "Which one do you want to
 * close?"): a "not yet" typed under it answers it, so it is about those loops. [] for any other question. Pure.
 */
export function closeAsked(buttons: readonly (readonly Button[])[], live: readonly Thread[]): Thread[] {
  const flat = buttons.flat();
  if (!flat.some((b) => b.data === KEEP_DATA)) return [];
  const ids = flat.map((b) => parseAckData(b.data)).filter((a) => a?.action === "done").map((a) => a!.threadId);
  return ids.flatMap((id) => live.filter((th) => th.id === id));
}

/**
 * Offline, no follow-up on screen: "snooze it again" or "stop reminding me" asks which loop (or
 * offers the one open loop's buttons). A stop that names its loop ("stop reminding me about the
 * gym") is the offline intents' to apply; a put-off that names one asks about that one.
 */
async function onPutOff(ctx: TextContext, put: PutOff): Promise<"handled" | null> {
  const { zoe, owner, convo, event, now } = ctx;
  if ((await threadsOnScreen(ctx)).size) return null;
  const live = await owner.threads.live();
  if (!live.length) return null;
  // "Stop reminding me about the insurance" is the offline intents' to apply, whichever loop its words find.
  if (put.action === "stop" && stopAboutWords(event.text, owner.locale)) return null;
  const named = matchThreads(event.text, live);
  if (put.action === "stop" && named.length) return null;
  // "noch nicht" under "Close "X"? [Yes] [No]": not yet for X, whichever other loops are open.
  const asked = closeAsked(zoe.questionOnScreen(owner.id)?.buttons ?? [], live);
  const { activeHours } = await owner.settings.get();
  const about = asked.length ? asked : named.length ? named : sortForDisplay([...live]);
  const question = putOffQuestion(put, about, now, zoe.timeZone, activeHours, owner.locale);
  // Kept in the conversation, tied to the one loop it is about: "fatto metà" said just after the deadline covers that loop's
  // follow-up (tick/guards.ts), which would otherwise ask "did you do it?" half an hour after the owner said how it stands.
  await remember(owner, now, event.text, "chat", question.text, about.length === 1 ? about[0]!.id : null, event.key);
  await convo.reply(question);
  return "handled";
}

/**
 * Offline: "move the dentist to friday" asks "Move … to Fri 18:00? [Yes] [No]" for the one loop its words
 * name, or which one (several, or none: every open loop), through the follow-up's own buttons; never tracks it.
 * "Move it to friday" under a follow-up is a reply to it (the reply reader's, when sure; else "it" is that follow-up's
 * loop, asked about here); with none on screen it asks about the open loops, and with none open says so (it is never a
 * new loop called "move it to").
 */
async function onMove(ctx: TextContext, move: MoveRequest): Promise<"handled" | null> {
  const { zoe, owner, convo, now } = ctx;
  const live = await owner.threads.live();
  // A follow-up still on screen takes "move it to friday" as its reply (the reply reader's, when it reads it surely); one
  // it does not read ("plumber can only come thursday, move it") is asked about here, with that loop as "it".
  const pushes = await owner.pushes.all();
  const reachable = findAnsweredPush(pushes, ctx.event, now) ?? followUpAfterAside(pushes, now);
  const onScreen = move.what ? undefined : live.find((th) => th.id === reachable?.threadId);
  if (!live.length) {
    if (move.what) return null;
    await convo.reply({ text: t(owner.locale, "cmd.noThreads") });
    return "handled";
  }
  // "push it to thursday" a minute after answering the reminder ("move it to friday"): "it" is the loop just talked about.
  const justAnswered = move.what ? undefined : (onScreen ?? live.find((th) => th.id === newestThreadPush(pushes, now)?.threadId));
  const named = move.what ? matchThreads(move.what, live) : justAnswered ? [justAnswered] : [];
  // "le rapport je le fais jeudi" of nothing open is a new commitment: the capture's.
  if (move.onlyNamed && !named.length) return null;
  await convo.reply(moveQuestion(move.at, named.length ? named : sortForDisplay([...live]), now, zoe.timeZone, owner.locale, move.dayOnly ?? false));
  return "handled";
}

/**
 * The question for a move asked in words: one loop → "Move "X" to Fri 18:00? [Yes] [No]"; several → which one (a
 * button each, and "None of these"). Yes gives the loop that due time, as a reschedule does (pure).
 */
export function moveQuestion(at: Date, candidates: readonly Thread[], now: Date, timeZone: string, locale: Locale, dayOnly = false): OutMessage {
  if (candidates.length === 1) {
    const one = candidates[0]!;
    const to = keptHour(at, one, dayOnly, now, timeZone);
    const when = formatDue(to, now, timeZone, locale);
    return { text: t(locale, "close.moveAt", { summary: one.summary, when }), buttons: [[{ label: t(locale, "btn.yes"), data: moveAtData(to, one.id) }, { label: t(locale, "btn.no"), data: KEEP_DATA }]] };
  }
  // Several: each keeps its own hour; the question names the day with the hour the request gave (or the default).
  return {
    text: t(locale, "close.moveWhichAt", { when: formatDue(at, now, timeZone, locale) }),
    buttons: [...candidates.slice(0, MAX_BUTTON_ITEMS).map((th) => [{ label: shorten(th.summary), data: moveAtData(keptHour(at, th, dayOnly, now, timeZone), th.id) }]), [{ label: t(locale, "btn.noneOfThese"), data: KEEP_DATA }]],
  };
}

/**
 * Offline: "drop the mockups" asks "Drop "make the mockups"? [Yes] [No]" for the loop its words name (several: which
 * one; none: says so, /threads lists them). A follow-up on screen about the loop named takes the words as its reply;
 * with nothing open it is no request about a loop.
 */
async function onDrop(ctx: TextContext, what: string): Promise<"handled" | null> {
  const { owner, convo } = ctx;
  const live = await owner.threads.live();
  if (!live.length) return null;
  const named = matchThreads(what, live);
  const onScreen = await threadsOnScreen(ctx);
  if (onScreen.size && (!named.length || !namesOnlyOthers(named, onScreen))) return null;
  await convo.reply(named.length ? dropQuestion(named, owner.locale) : { text: t(owner.locale, "close.none", { words: what }) });
  return "handled";
}

/**
 * Offline: "en fait non c'est pas fait le devis" just after closing it asks to reopen it. A follow-up about a live loop
 * on screen takes the words when they name no loop (they answer it).
 */
async function takeBack(ctx: TextContext): Promise<"handled" | null> {
  const { owner, convo, event, now } = ctx;
  const live = await owner.threads.live();
  const back = reopenCandidate(event.text, live, await owner.threads.all(), now, owner.locale);
  if (!back) return null;
  const onScreen = await threadsOnScreen(ctx);
  if (!back.named && live.some((th) => onScreen.has(th.id))) return null;
  await convo.reply(reopenQuestion(back.thread, owner.locale));
  return "handled";
}

/** Offline, no follow-up on screen: "I sent the deck to Maria" asks to close the thread it names; "later" asks which to put off. */
async function onText(ctx: TextContext): Promise<"handled" | null> {
  const { zoe, owner, convo, event } = ctx;
  if (!zoe.concierge.offline || event.forwardedFrom) return null;
  const move = moveRequest(event.text, ctx.now, zoe.timeZone, owner.locale);
  if (move) return onMove(ctx, move);
  const moveAsk = moveAskWords(event.text, owner.locale);
  if (moveAsk) {
    const asked = await onMoveAsk(ctx, moveAsk);
    if (asked) return asked;
  }
  const drop = dropAskWords(event.text, owner.locale);
  if (drop) return onDrop(ctx, drop);
  const untrack = untrackAskWords(event.text, owner.locale);
  if (untrack && matchThreads(untrack, await owner.threads.live()).length) return onDrop(ctx, untrack);
  const said = saidDone(event.text, owner.locale);
  // "I called the bank" for "call the bank": a thread's own verb in the past, without a done-word.
  if (!said) {
    const back = await takeBack(ctx);
    if (back) return back;
    const put = putOffOrStop(event.text, owner.locale);
    if (put) return onPutOff(ctx, put);
    if (!mayTellDone(event.text, owner.locale)) return null;
    const byVerb = doneByVerb(event.text, await owner.threads.live(), owner.locale);
    if (!byVerb.length || !namesOnlyOthers(byVerb, await threadsOnScreen(ctx))) return null;
    await convo.reply(closeQuestion(sortForDisplay(byVerb), owner.locale));
    return "handled";
  }
  const onScreen = await threadsOnScreen(ctx);
  const live = await owner.threads.live();
  // Nothing open: "I did the shopping" is just conversation.
  if (!live.length) return null;
  // "done" alone names nothing: the one open loop, or a choice among them; with a follow-up on screen it answers that follow-up.
  const named = wordsOf(said.rest).length > 0;
  if (!named && onScreen.size) return null;
  const byWords = named ? matchThreads(said.rest, live) : [];
  // "done, rang her", "erledigt, hab sie angerufen", "je l'ai appelée": a loop's own verb in the past beside the
  // done-word, and a pronoun for its person, name the loops of that verb when no word of a summary does.
  const byVerb = byWords.length ? [] : sortForDisplay(doneByVerb(event.text, live, owner.locale));
  const candidates = byWords.length ? byWords : byVerb.length ? byVerb : named ? [] : sortForDisplay([...live]);
  // Words that name nothing, or the thread on screen, are the reply reader's to read.
  if (onScreen.size && (!candidates.length || !namesOnlyOthers(candidates, onScreen))) return null;
  await convo.reply(closeAnswer(candidates, event.text, live, owner.locale));
  return "handled";
}

async function onButton(ctx: ButtonContext): Promise<void> {
  const { zoe, owner, convo, event } = ctx;
  const locale = owner.locale;
  if (ctx.payload === "n") {
    await convo.ack();
    if (event.messageId) await convo.clearButtons(event.messageId);
    await convo.reply({ text: t(locale, "close.kept") });
    return;
  }
  if (ctx.payload === "k") {
    await convo.ack();
    if (event.messageId) await convo.clearButtons(event.messageId);
    await convo.reply({ text: t(locale, "close.keptDone") });
    return;
  }
  const again = REOPEN.exec(ctx.payload);
  if (again) {
    const o = await reopen(owner, again[1]!, ctx.now, zoe.timeZone, locale);
    if (!o) return void (await convo.ack(t(locale, "ack.expired")));
    await convo.ack();
    if (event.messageId) await convo.clearButtons(event.messageId);
    await convo.reply({ text: o.message });
    return;
  }
  const m = UNTRACK.exec(ctx.payload);
  if (!m) return void (await convo.ack(t(locale, "ack.expired")));
  const o = await untrack(owner, m[1]!, locale);
  if (!o.ok) return void (await convo.ack(t(locale, "ack.notTracking")));
  zoe.concierge.notifyThreadOutcomes(owner, [o]);
  await convo.ack();
  await settleThreadPushes(owner, convo, m[1]!, ctx.now, "button:untrack");
  if (event.messageId) await refreshListing(owner, convo, event.messageId, ctx.now, zoe.timeZone);
  await convo.reply({ text: o.message });
}

/** Closing without an id as a feature: the list's own buttons and the offline "I sent the deck". */
export function closingFeature(): Feature {
  return { buttons: [{ prefix: CLOSE_PREFIX, run: onButton }], interceptors: [onText] };
}

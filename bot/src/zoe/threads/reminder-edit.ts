/**
 * Changing a reminder the owner asked for, in words, offline: "make it 10 minutes later", "10 Minuten früher",
 * "actually at 16:15", "doch lieber um 16:15" move the newest pending reminder to that minute (said back with its
 * undo); "cancel that reminder" untracks it; "what reminders do I have?" lists the pending ones with their times.
 * And "remind me to defrost the chicken" with no time: ZOE asks when, with times as buttons, and the next message
 * that is only a time ("in 20 minutes", "um 17:30") sets it. The words are the packs' (`reply.reminderEdit`).
 * A commitment opened minutes ago and not yet followed up ("I'll call mum at 3" … "actually make that 4pm") is moved
 * the same way. "Remind me 10 min before (the dentist)" sets a reminder of its own that span before the appointment's
 * hour, said with both times.
 * Must never: change anything but a live reminder the owner asked for whose minute is still ahead, or a thread opened
 * minutes ago (a follow-up on screen is the reply reader's), move one into the past, guess a time the grammar does not read, or read the wall
 * clock (every decision takes `now`).
 */
import type { ButtonContext, Feature, TextContext } from "../app.ts";
import type { Button, OutMessage } from "../channels/index.ts";
import type { TurnResult } from "../conversation/index.ts";
import { lateness, pack, t, type Locale } from "../lang/index.ts";
import { extractCommitments, longestDue } from "./capture.ts";
import { ambiguousTime, formatDue, formatWhen, inLikelyOrder, isAmbiguousTimePhrase, namesExactTime, resolveDue, settledTime, splitDuePhrase } from "./due.ts";
import { reminderAt } from "./reminders.ts";
import { choiceLabel, snoozeChoices } from "./snooze-choices.ts";
import { isLive, type Thread } from "./store.ts";
import type { ThreadOp } from "../model/index.ts";
import { describeDue, moveReminder, trackingLine, untrack, type OpOutcome } from "./transitions.ts";

/** Callback data of the "when should I remind you?" buttons: `rw:<minute since epoch, base 36>:<thread id>`. */
export const REMIND_WHEN_PREFIX = "rw:";
const DATA = /^([0-9a-z]{1,9}):(th-[a-z0-9]{4,8})$/;
/** How long "when should I remind you?" stays open to a typed time. */
const WHEN_OPEN_MS = 2 * 3_600_000;
/** A shift longer than this is no "10 minutes later". */
const MAX_SHIFT_MS = 7 * 24 * 3_600_000;

/** What the owner's words do to their reminders (pure). */
export type ReminderEdit = { kind: "shift"; byMs: number } | { kind: "move"; at: Date } | { kind: "cancel" } | { kind: "list" } | { kind: "before"; byMs: number; what: string; instead: boolean };

/** The longest "remind me … before" read: a day ahead of an appointment is a reminder of its own. */
const MAX_BEFORE_MS = 24 * 3_600_000;

/** A span the language's words say ("10 min", "eine halbe Stunde") in milliseconds, or 0 (pure). */
function spanMs(span: string, now: Date, timeZone: string, locale: Locale): number {
  const w = pack(locale).reply.reminderEdit;
  const said = w.spanCase.reduce((s, [re, to]) => s.replace(re, to), span);
  const at = resolveDue(`${w.spanIn} ${said}`, now, timeZone, locale);
  return at ? at.getTime() - now.getTime() : 0;
}

const tidy = (s: string) => s.trim().toLowerCase().replace(/[’`]/g, "'").replace(/\s+/g, " ");

/** Reads a message as a change to a reminder, or null (pure). */
export function readReminderEdit(text: string, now: Date, timeZone: string, locale: Locale): ReminderEdit | null {
  const said = tidy(text);
  if (!said || said.length > 80) return null;
  const w = pack(locale).reply.reminderEdit;
  if (w.list.test(said)) return { kind: "list" };
  if (w.cancel.test(said)) return { kind: "cancel" };
  // "only 15 min before", "15 min before instead": the words are taken out, and the reminder replaces the earlier ones.
  const plain = said.replace(w.beforeInstead, " ").replace(/\s+/g, " ").trim();
  for (const rx of w.before) {
    const m = rx.exec(plain);
    const span = m?.groups?.span?.trim();
    if (!m || !span) continue;
    const by = spanMs(span, now, timeZone, locale);
    if (by > 0 && by <= MAX_BEFORE_MS) return { kind: "before", byMs: by, what: m.groups?.what?.trim() ?? "", instead: plain !== said };
  }
  for (const [rx, sign] of [[w.later, 1], [w.earlier, -1]] as const) {
    const span = rx.exec(said)?.groups?.span?.trim();
    if (!span) continue;
    const at = resolveDue(`${w.spanIn} ${span}`, now, timeZone, locale);
    const by = at ? at.getTime() - now.getTime() : 0;
    if (by > 0 && by <= MAX_SHIFT_MS) return { kind: "shift", byMs: sign * by };
  }
  const when = w.moveTo.exec(said)?.groups?.when?.trim();
  // "actually make that 30 minutes": a bare span counts from now, as the request's own "in 20 minutes" did.
  const at = when ? (resolveDue(when, now, timeZone, locale) ?? resolveDue(`${w.spanIn} ${when}`, now, timeZone, locale)) : null;
  if (at && at.getTime() > now.getTime()) return { kind: "move", at };
  return null;
}

/** An appointment said with its "before" reminder in one message, as `readBeforeCompound` reads it. */
export interface BeforeCompound {
  /** The appointment as a loop to track, when the capture reads the words before the request as one. */
  track: Extract<ThreadOp, { op: "open" }> | null;
  /** What the appointment is, and when. */
  summary: string;
  due: Date;
  byMs: number;
}

/**
 * "dentist thursday 4pm, remind me an hour before", "Zahnarzt Donnerstag 16 Uhr, erinnere mich eine Stunde vorher": the
 * appointment first and a bare "remind me … before" after it, in one message (pure). The words before the request are
 * read by the capture; when it keeps them as a fact ("I have the dentist on thursday at 4pm"), the due phrase is still
 * split off them. Read only when that phrase names a minute, or an hour the grammar reads with its default; null
 * otherwise, so the message is read as any other. Before, the request's own words were tracked as a loop called "an
 * hour before", which rang at the appointment's own minute.
 */
export function readBeforeCompound(text: string, now: Date, timeZone: string, locale: Locale): BeforeCompound | null {
  const said = text.trim();
  if (said.length > 160) return null;
  // Each word start after the first is where the request may begin; the request is short, so only the last few are tried.
  const starts = [...said.matchAll(/(?<=[\s,;:.!–—-])(?=[\p{L}])/gu)].map((m) => m.index).slice(-10);
  const minute = (phrase: string) => namesExactTime(phrase, locale) || isAmbiguousTimePhrase(phrase, locale);
  for (const i of starts) {
    const edit = readReminderEdit(said.slice(i), now, timeZone, locale);
    if (edit?.kind !== "before" || edit.what) continue;
    const head = said.slice(0, i).replace(/[\s,;:.!–—-]+$/u, "");
    const op = extractCommitments(head, locale).find((o): o is Extract<ThreadOp, { op: "open" }> => o.op === "open" && !o.reminder && !!o.due && minute(o.due));
    // The time may stand inside the words ("Ich habe am Donnerstag um 16 Uhr Zahnarzt"), as the capture finds it.
    const split = op ? { rest: op.summary, due: op.due! } : (splitDuePhrase(head, locale) ?? longestDue(head, locale));
    if (!split?.rest || !minute(split.due)) return null;
    // A bare hour ("tomorrow at 10") is read as its likelier reading, said back with the minute: no question between two.
    const doubt = ambiguousTime(split.due, now, timeZone, locale);
    const reading = doubt ? inLikelyOrder(doubt)[0] : (settledTime(split.due, now, timeZone, locale) ?? null);
    const due = reading?.due ?? resolveDue(split.due, now, timeZone, locale);
    if (!due || due.getTime() - edit.byMs <= now.getTime()) return null;
    // "I have the dentist …" is a fact: the reminder is named by the appointment, "the dentist".
    const summary = op ? split.rest : split.rest.replace(pack(locale).reply.reminderEdit.factHead, "") || split.rest;
    return { track: op ? { ...op, due: reading?.phrase ?? split.due } : null, summary, due, byMs: edit.byMs };
  }
  return null;
}

/** The reminders still to come, soonest first (pure). */
export function pendingReminders(threads: readonly Thread[], now: Date): Thread[] {
  return threads
    .filter((th) => th.asked_reminder && isLive(th) && (reminderAt(th)?.getTime() ?? 0) > now.getTime())
    .sort((a, b) => reminderAt(a)!.getTime() - reminderAt(b)!.getTime());
}

/** The reminder "it", "that reminder" names: the one set or changed last (pure). */
export function newestPending(threads: readonly Thread[], now: Date): Thread | null {
  const pending = pendingReminders(threads, now);
  return pending.sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at))[0] ?? null;
}

/** How long after a thread is opened "actually make that 4pm" still names it. */
const JUST_OPENED_MS = 10 * 60_000;

/**
 * What "it" names in "actually make it 4pm": the reminder set or changed last, or a thread opened in the last minutes
 * and never followed up ("I'll call mum at 3" … "actually make that 4pm"), whichever is newer (pure). A thread ZOE has
 * followed up on is the reply reader's.
 */
export function newestMovable(threads: readonly Thread[], now: Date): Thread | null {
  const fresh = threads.filter((th) => isLive(th) && !th.asked_reminder && th.last_nudged_at === null && now.getTime() - Date.parse(th.created_at) <= JUST_OPENED_MS);
  return [...pendingReminders(threads, now), ...fresh].sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at))[0] ?? null;
}

/** How long ago a loop with a time counts as "the appointment" of a bare "remind me 10 min before". */
const APPOINTMENT_SAID_MS = 12 * 3_600_000;

const nameWords = (s: string) => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((x) => x.length >= 4);

/**
 * The appointment "remind me 10 min before (the dentist)" is about (pure): a live loop, not itself a reminder, due at an
 * hour still ahead; the one whose summary the named words share a word with, else (no words, or "the appointment"
 * naming none) the one set or changed last, within the last hours. Null when none.
 */
export function appointmentFor(what: string, threads: readonly Thread[], now: Date): Thread | null {
  const ahead = threads.filter((th) => isLive(th) && !th.asked_reminder && th.due_at && Date.parse(th.due_at) > now.getTime());
  const want = nameWords(what);
  const named = want.length ? ahead.filter((th) => nameWords(th.summary).some((h) => want.some((w) => h.startsWith(w) || w.startsWith(h)))) : [];
  if (named.length) return named.sort((a, b) => Date.parse(a.due_at!) - Date.parse(b.due_at!))[0]!;
  const recent = ahead.filter((th) => now.getTime() - Date.parse(th.updated_at) <= APPOINTMENT_SAID_MS);
  return recent.sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at))[0] ?? null;
}

/**
 * "Remind me 10 min before": a reminder of its own at the appointment's time minus the span, said with both times
 * ("Reminder set: dentist, tomorrow 15:20 (10 min before 15:30)"). The appointment stays as it is. A second one ("and
 * 15 min before") is added beside the first, each with its span in its summary; `instead` ("only 15 min before",
 * "15 min before instead") untracks the appointment's other pending "before" reminders. Null: nothing to do.
 */
async function remindBefore(ctx: TextContext, appointment: { summary: string; due: Date }, byMs: number, instead: boolean): Promise<string | null> {
  const { zoe, owner, now } = ctx;
  const locale = owner.locale;
  const due = appointment.due;
  const at = new Date(due.getTime() - byMs);
  if (at.getTime() <= now.getTime()) return null;
  const clock = formatWhen(due, at, zoe.timeZone, locale);
  // Its own summary, so it is no duplicate of the appointment's loop, and the reminder says when the appointment is.
  const span = lateness(byMs, locale);
  const summary = t(locale, "remind.beforeSummary", { summary: appointment.summary, clock, span });
  const [o] = await zoe.concierge.applyThreadOps(owner, [{ op: "open", summary, reminder: true }], null, ctx.event.key ? `${ctx.event.key}:before` : null);
  if (!o?.ok || !o.thread) return null;
  const moved = await moveReminder(owner, o.thread.id, at, now, zoe.timeZone, locale);
  if (!moved) return null;
  zoe.concierge.notifyThreadOutcomes(owner, [{ op: "update", ok: true, thread: moved, transition: "updated", message: "" }]);
  if (instead) {
    // The appointment's other "before" reminders: the same summary and hour, another span.
    const stem = t(locale, "remind.beforeSummary", { summary: appointment.summary, clock, span: "\u0000" }).split("\u0000")[0]!;
    const others = pendingReminders(await owner.threads.live(), now).filter((th) => th.id !== moved.id && th.summary.startsWith(stem));
    const gone = [];
    for (const th of others) gone.push(await untrack(owner, th.id, locale));
    zoe.concierge.notifyThreadOutcomes(owner, gone);
  }
  return t(locale, "remind.before", { summary: appointment.summary, when: formatDue(at, now, zoe.timeZone, locale), span, clock, id: moved.id });
}

/** Sets thread `id`'s reminder to `at` in one transaction; the owner's confirmation, or null when it is gone. */
async function moveTo(ctx: TextContext | ButtonContext, id: string, at: Date): Promise<string | null> {
  const { zoe, owner, now } = ctx;
  const locale = owner.locale;
  const moved = await moveReminder(owner, id, at, now, zoe.timeZone, locale);
  if (!moved) return null;
  const outcome: OpOutcome = { op: "update", ok: true, thread: moved, transition: "updated", message: "" };
  zoe.concierge.notifyThreadOutcomes(owner, [outcome]);
  if (!moved.asked_reminder) return t(locale, "ops.updated", { summary: moved.summary, due: describeDue(moved, now, zoe.timeZone, locale), id: moved.id });
  return trackingLine(moved, now, zoe.timeZone, locale);
}

/** The list of pending reminders, each with its minute, in the owner's language (pure). */
export function remindersListing(threads: readonly Thread[], now: Date, timeZone: string, locale: Locale): string {
  const pending = pendingReminders(threads, now);
  if (!pending.length) return t(locale, "remind.none");
  return [t(locale, "remind.list"), ...pending.map((th) => `• ${th.summary}: ${formatDue(reminderAt(th)!, now, timeZone, locale)}`)].join("\n");
}

/** A reminder asked for with no time at all: it waits for one. */
const waitsForTime = (th: Thread) => th.asked_reminder && isLive(th) && !th.due_at && !th.due_phrase && !th.snooze_until;

/** "When should I remind you?" with the times that fit the moment as buttons (pure). */
export function remindWhenQuestion(th: Thread, now: Date, timeZone: string, hours: { start: string; end: string }, locale: Locale): OutMessage {
  const buttons: Button[][] = snoozeChoices(now, timeZone, hours)
    .filter((c) => c.at !== null)
    .map((c) => [{ label: choiceLabel(c, now, timeZone, locale), data: `${REMIND_WHEN_PREFIX}${Math.round(c.at!.getTime() / 60_000).toString(36)}:${th.id}` }]);
  return { text: t(locale, "remind.when", { summary: th.summary }), buttons };
}

async function afterTurn(ctx: TextContext, result: TurnResult): Promise<void> {
  const { zoe, owner, convo, now } = ctx;
  if (!zoe.concierge.offline) return;
  const { activeHours } = await owner.settings.get();
  for (const o of result.outcomes) {
    if (o.ok && o.thread && o.transition === "opened" && waitsForTime(o.thread)) {
      await convo.reply(remindWhenQuestion(o.thread, now, zoe.timeZone, activeHours, owner.locale));
    }
  }
}

async function onButton(ctx: ButtonContext): Promise<void> {
  const { owner, convo, event, now } = ctx;
  const m = DATA.exec(ctx.payload);
  const at = m ? new Date(parseInt(m[1]!, 36) * 60_000) : null;
  const said = m && at && at.getTime() > now.getTime() ? await moveTo(ctx, m[2]!, at) : null;
  if (!said) return void (await convo.ack(t(owner.locale, "ack.expired")));
  await convo.ack();
  if (event.messageId) await convo.clearButtons(event.messageId);
  await convo.reply({ text: said });
}

/** Offline: a time typed to "when should I remind you?", or words that change, cancel or list the reminders. */
async function onText(ctx: TextContext): Promise<"handled" | null> {
  const { zoe, owner, convo, now, event } = ctx;
  if (!zoe.concierge.offline || event.forwardedFrom) return null;
  const locale = owner.locale;
  const live = await owner.threads.live();
  // "in 20 minutes" right after "when should I remind you?": that reminder's minute.
  const waiting = live.filter((th) => waitsForTime(th) && now.getTime() - Date.parse(th.updated_at) <= WHEN_OPEN_MS);
  const newest = waiting.sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at))[0];
  if (newest && event.text.trim().length <= 40) {
    const at = resolveDue(event.text.trim().replace(/[.!]+$/, ""), now, zoe.timeZone, locale);
    if (at && at.getTime() > now.getTime()) {
      const said = await moveTo(ctx, newest.id, at);
      if (said) {
        await convo.reply({ text: said });
        return "handled";
      }
    }
  }
  const both = readBeforeCompound(event.text, now, zoe.timeZone, locale);
  if (both) {
    // The appointment is tracked as the capture would track it alone; a fact about it ("I have …") is not.
    const [opened] = both.track ? await zoe.concierge.applyThreadOps(owner, [both.track], null, event.key ? `${event.key}:appointment` : null) : [];
    const due = opened?.ok && opened.thread?.due_at ? new Date(opened.thread.due_at) : both.due;
    const before = await remindBefore(ctx, { summary: opened?.thread?.summary ?? both.summary, due }, both.byMs, false);
    if (before) {
      await convo.reply({ text: opened?.ok ? `${opened.message}\n${before}` : before });
      return "handled";
    }
  }
  const edit = readReminderEdit(event.text, now, zoe.timeZone, locale);
  if (!edit) return null;
  if (edit.kind === "list") {
    await convo.reply({ text: remindersListing(live, now, zoe.timeZone, locale) });
    return "handled";
  }
  if (edit.kind === "before") {
    const appointment = appointmentFor(edit.what, live, now);
    const said = appointment ? await remindBefore(ctx, { summary: appointment.summary, due: new Date(appointment.due_at!) }, edit.byMs, edit.instead) : null;
    if (!said) return null;
    await convo.reply({ text: said });
    return "handled";
  }
  const target = edit.kind === "cancel" ? newestPending(live, now) : newestMovable(live, now);
  if (!target) return null;
  if (edit.kind === "cancel") {
    const o = await untrack(owner, target.id, locale);
    zoe.concierge.notifyThreadOutcomes(owner, [o]);
    await convo.reply({ text: o.message });
    return "handled";
  }
  const from = reminderAt(target) ?? (target.due_at ? new Date(target.due_at) : null);
  if (edit.kind === "shift" && !from) return null;
  const at = edit.kind === "move" ? edit.at : new Date(from!.getTime() + edit.byMs);
  if (at.getTime() <= now.getTime()) return null;
  const said = await moveTo(ctx, target.id, at);
  if (!said) return null;
  await convo.reply({ text: said });
  return "handled";
}

/** Changing, cancelling and listing reminders in words, and asking when for one asked with no time, as a feature. */
export function reminderEditFeature(): Feature {
  return { buttons: [{ prefix: REMIND_WHEN_PREFIX, run: onButton }], afterTurn, interceptors: [onText] };
}

/**
 * The one owner of every thread transition: open, resolve, snooze, drop, update (the concierge's
 * `thread_ops`), untrack, reopen ("actually not done" after a close), a follow-up delivered (nudge recorded), the owner answering or mentioning
 * a thread (reply received), a decision's reschedule (snoozes start over), and the durable-memory
 * episode noted on it. Acknowledgements, commands, the reasoning tick, durable memory and the
 * replay policies call the functions below and never edit a thread themselves. The list functions
 * are pure over the list they are given; the store functions run each as one ThreadStore
 * transaction. Due phrases are resolved in the owner's zone by the one grammar (threads/due.ts).
 * Must never: throw on an unknown id (it is reported back), or open a duplicate of a live thread.
 */
import { DateTime } from "luxon";
import { zoneOf } from "../base/zone.ts";
import type { ThreadOp } from "../model/index.ts";
import { ambiguousTime, formatDue, namesTimeOfDay, nextWeekIfToday, resolveDue } from "./due.ts";
import { isActive, nextMorning } from "../settings/index.ts";
import { t as say } from "../lang/index.ts";
import { LOCALES, type Locale } from "../lang/index.ts";
import { idTaken } from "../storage/index.ts";
import { findThread, isLive, newThread, newThreadId, type Thread, type ThreadStore } from "./store.ts";
import { namesExactTimeInAnyLanguage } from "./reminders.ts";
import { firstOccurrence, nextOccurrence, onAllowedDay, type RepeatRule, repeatWords } from "./recurrence.ts";

export interface OpContext {
  now: Date;
  timeZone: string;
  activeHours: { start: string; end: string };
  /** The turn that produced these ops. */
  sourceTurn: string | null;
  /** The owner's language: due phrases are read and confirmations written in it (default English). */
  locale?: Locale;
  /**
   * The idempotency key of the inbound event behind these ops (op i is keyed `${opKey}#${i}:${op}`):
   * an op whose key a thread already carries was applied before and is not applied again.
   */
  opKey?: string | null;
  /**
   * How the turn's reminder repeats, read from the owner's own words ("every day at 8"): given to the one reminder the
   * ops open (none, or two, get none).
   */
  repeat?: RepeatRule | null;
}

/** How many op keys a thread keeps (a few events at most touch one thread at a time). */
export const OP_KEYS_KEPT = 8;

function remember(t: Thread, key: string | null): void {
  if (key === null) return;
  t.op_keys = [...(t.op_keys ?? []).filter((k) => k !== key), key].slice(-OP_KEYS_KEPT);
}

/** The outcome of an op that was already applied: what the owner was told then, nothing changed. */
function repeated(op: ThreadOp, t: Thread, ctx: OpContext): OpOutcome {
  return { ...repeatedMessage(op, t, ctx), repeated: true };
}

function repeatedMessage(op: ThreadOp, t: Thread, ctx: OpContext): OpOutcome {
  const locale = ctx.locale ?? "en";
  switch (op.op) {
    case "open":
      return { op: "open", ok: true, thread: t, message: trackingLine(t, ctx.now, ctx.timeZone, locale) };
    case "resolve":
      return { op: "resolve", ok: true, thread: t, message: say(locale, "ops.done", { summary: t.summary }) };
    case "snooze":
      return {
        op: "snooze",
        ok: true,
        thread: t,
        message: say(locale, "ops.snoozed", {
          summary: t.summary,
          when: t.snooze_until ? formatDue(new Date(t.snooze_until), ctx.now, ctx.timeZone, locale) : "…",
        }),
      };
    case "drop":
      return { op: "drop", ok: true, thread: t, message: say(locale, "ops.dropped", { summary: t.summary }) };
    case "update":
      return { op: "update", ok: true, thread: t, message: updatedLine(t, ctx, locale) };
  }
}

/** What happened to one op, for the reply, the log and durable memory. */
export interface OpOutcome {
  op: ThreadOp["op"] | "untrack";
  ok: boolean;
  /** A short line for the owner ("Tracking: …", "Unknown thread th-xxxx"). */
  message: string;
  /** The thread after the op (before it, for untrack). */
  thread?: Thread;
  /** Transitions durable memory cares about. */
  transition?: "opened" | "resolved" | "dropped" | "snoozed" | "updated" | "untracked";
  /** Applied before under the same idempotency key: nothing changed now, the message is as then. */
  repeated?: boolean;
  /** The op's idempotency key (`${opKey}#${i}:${op}`), when the batch had one. */
  opKey?: string;
}

const normalize = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();

/**
 * "due today 18:00", or "no due date" when the phrase was not understood. A bare hour that may be
 * morning or evening ("tomorrow at 10") is not "no clock time": ZOE asks which hour right after
 * (threads/ask-time.ts), and the confirmation must not say the opposite.
 */
export function describeDue(t: Thread, now: Date, timeZone: string, locale: Locale = "en"): string {
  if (hourAsked(t, now, timeZone, locale)) return say(locale, "ops.hourAsked", { phrase: t.due_phrase! });
  if (!t.due_at) return t.due_phrase ? say(locale, "ops.noClock", { phrase: t.due_phrase }) : say(locale, "ops.noDue");
  return say(locale, "ops.due", { when: formatDue(new Date(t.due_at), now, timeZone, locale) });
}

/**
 * Whether `t` waits to hear which hour its bare "at 3" means (pure): no due time yet, or the reading held meanwhile
 * (`firstReading`). Its confirmation then names the phrase, never the held hour as if settled: the question right
 * after says which is held until the owner answers (threads/ask-time.ts).
 */
export function hourAsked(t: Thread, now: Date, timeZone: string, locale: Locale): boolean {
  if (!t.due_phrase) return false;
  const both = ambiguousTime(t.due_phrase, now, timeZone, locale);
  if (!both) return false;
  return !t.due_at || [both.afternoon.due, both.morning.due].some((d) => d.getTime() === Date.parse(t.due_at!));
}

/**
 * The confirmation the owner sees for a newly opened thread. A reminder says the minute it will come: nothing
 * holds it (issue #35), so there is no hold to announce.
 */
export function trackingLine(t: Thread, now: Date, timeZone: string, locale: Locale = "en"): string {
  if (!t.asked_reminder || !t.due_at) return say(locale, "ops.tracking", { summary: t.summary, due: describeDue(t, now, timeZone, locale), id: t.id });
  // "remind me at 4:30": the hour is asked right after, so the confirmation claims none ("16:30" then "16:30 or 04:30?" contradicted itself).
  if (hourAsked(t, now, timeZone, locale)) return say(locale, "ops.reminder", { summary: t.summary, when: describeDue(t, now, timeZone, locale), id: t.id });
  // It comes at that minute, quiet hours or a pause notwithstanding (issue #35): a promise, not an unsolicited push.
  const when = formatDue(new Date(t.due_at), now, timeZone, locale);
  if (t.repeat) return say(locale, "ops.reminderRepeats", { summary: t.summary, every: repeatWords(t.repeat, locale), when, id: t.id });
  return say(locale, "ops.reminder", { summary: t.summary, when, id: t.id });
}

/** "Updated: …, due tomorrow 07:00 (th-…)". */
const updatedLine = (t: Thread, ctx: OpContext, locale: Locale) => say(locale, "ops.updated", { summary: t.summary, due: describeDue(t, ctx.now, ctx.timeZone, locale), id: t.id });

/**
 * A due phrase the model wrote, in the owner's language first. The model writes it in that
 * language as a rule; one that language does not read ("tra 2 minuti" while ZOE still speaks
 * English to a new owner) is tried in the others, so a reminder asked for at a minute is not kept
 * without a clock.
 */
function resolveInAnyLocale(phrase: string, ctx: OpContext): Date | null {
  const first = ctx.locale ?? "en";
  for (const locale of [first, ...LOCALES.filter((l) => l !== first)]) {
    const at = resolveDue(phrase, ctx.now, ctx.timeZone, locale);
    if (at) return at;
  }
  return null;
}

function resolvePhrase(phrase: string | undefined, ctx: OpContext): { at: string | null; phrase: string | null } {
  if (!phrase?.trim()) return { at: null, phrase: null };
  const at = resolveInAnyLocale(phrase, ctx) ?? firstReading(phrase.trim(), ctx);
  return { at: at ? at.toISOString() : null, phrase: phrase.trim() };
}

/**
 * A bare hour ("remind me … at 3", "I'll call the bank at 3"): ZOE asks "15:00 or 03:00?" (threads/ask-time.ts), and
 * meanwhile the loop is due at the first of the two readings to come outside the owner's quiet hours, so an
 * unanswered question never loses it (a reminder comes early rather than never, a commitment is followed up then);
 * the question says which is held, and the phrase stays the owner's, so the question stays open until then.
 * Null: no bare hour.
 */
function firstReading(phrase: string, ctx: OpContext): Date | null {
  const both = ambiguousTime(phrase, ctx.now, ctx.timeZone, ctx.locale ?? "en");
  if (!both) return null;
  const inOrder = [both.afternoon.due, both.morning.due].sort((a, b) => a.getTime() - b.getTime());
  // "at 3" said at 16:00: 03:00 falls in the owner's quiet hours and would wait for their end anyway; 15:00 is meant.
  const { activeHours } = ctx;
  return inOrder.find((at) => !activeHours || isActive(at, ctx.timeZone, activeHours)) ?? inOrder[0]!;
}

/** A new due time from the owner's phrase: the follow-up clock starts again from it. */
function setDue(t: Thread, due: string | undefined, ctx: OpContext): void {
  const { at, phrase } = resolvePhrase(due, ctx);
  t.due_at = at && t.repeat ? onAllowedDay(t.repeat, new Date(at), ctx.timeZone).toISOString() : at;
  t.due_phrase = phrase;
  t.snooze_until = null;
  t.snooze_exact = false;
  t.unanswered_nudges = 0;
  if (t.status === "snoozed") t.status = "open";
  t.updated_at = ctx.now.toISOString();
}

/** Open a thread (or return the live one with the same summary, moved to a new time when one is said). `askedReminder`: the owner asked to be reminded. */
export function openThread(threads: Thread[], summary: string, due: string | undefined, ctx: OpContext, askedReminder = false, repeat: RepeatRule | null = null): OpOutcome {
  const clean = summary.trim().replace(/\s+/g, " ").slice(0, 200);
  const key = normalize(clean);
  const existing = threads.find((t) => isLive(t) && normalize(t.summary) === key);
  if (existing) {
    // Said again with another time ("I'll ship the onepager tomorrow" under its follow-up): the
    // owner moved it, and one thread takes the new time rather than a second thread or none.
    const at = due?.trim() ? resolvePhrase(due, ctx).at : null;
    if (at && at !== existing.due_at) {
      setDue(existing, due, ctx);
      const locale = ctx.locale ?? "en";
      return { op: "open", ok: true, thread: existing, transition: "updated", message: say(locale, "ops.updated", { summary: existing.summary, due: describeDue(existing, ctx.now, ctx.timeZone, locale), id: existing.id }) };
    }
    return { op: "open", ok: true, thread: existing, message: say(ctx.locale ?? "en", "ops.already", { summary: existing.summary, id: existing.id }) };
  }
  const { at, phrase } = resolvePhrase(due, ctx);
  const series = askedReminder ? repeat : null;
  const thread = newThread({
    id: newThreadId(idTaken(threads)),
    summary: clean,
    createdAt: ctx.now,
    dueAt: at ? (series ? firstOccurrence(series, new Date(at), ctx.now, ctx.timeZone) : new Date(at)) : null,
    duePhrase: phrase,
    sourceTurn: ctx.sourceTurn,
    askedReminder,
    repeat: series,
  });
  threads.push(thread);
  return { op: "open", ok: true, thread, transition: "opened", message: trackingLine(thread, ctx.now, ctx.timeZone, ctx.locale) };
}

/**
 * Mark done. A repeating reminder is not closed: "done" is the occurrence that rang, and the series goes on (its due time
 * moved on when it rang; one still to ring for a past minute moves on now).
 */
export function resolveThread(t: Thread, now: Date, locale: Locale, timeZone: string): OpOutcome {
  if (t.repeat && t.asked_reminder && t.due_at) {
    if (Date.parse(t.due_at) <= now.getTime()) seriesMovedOn(t, now, timeZone);
    t.snooze_until = null;
    t.snooze_exact = false;
    if (t.status === "snoozed") t.status = "open";
    t.unanswered_nudges = 0;
    t.updated_at = now.toISOString();
    const when = formatDue(new Date(t.due_at), now, timeZone, locale);
    return { op: "resolve", ok: true, thread: t, transition: "updated", message: say(locale, "ops.doneNext", { summary: t.summary, when }) };
  }
  t.status = "done";
  t.unanswered_nudges = 0;
  t.updated_at = now.toISOString();
  return { op: "resolve", ok: true, thread: t, transition: "resolved", message: say(locale, "ops.done", { summary: t.summary }) };
}

/** An instant in UTC as toISOString writes it: a snooze to that very minute. */
const EXACT_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z$/;

/** Snooze until a phrase (or an exact UTC instant), else the next morning at the start of active hours; counts a snooze. */
export function snoozeThread(t: Thread, until: string | undefined, ctx: OpContext): OpOutcome {
  // A Snooze choice names its minute exactly (threads/snooze-choices.ts): no phrase to read.
  const exact = until && EXACT_INSTANT.test(until.trim()) ? new Date(until.trim()) : null;
  let parsed = exact ?? (until?.trim() ? resolveInAnyLocale(until, ctx) : null);
  // "snooze until monday" said on a Monday: next Monday.
  if (!exact && parsed && until) parsed = nextWeekIfToday(until, parsed, ctx.now, ctx.timeZone, ctx.locale ?? "en");
  if (!exact && parsed && until && !namesTimeOfDay(until, ctx.locale)) {
    // "snooze until monday" means Monday morning, not the deadline convention of 18:00.
    const day = DateTime.fromJSDate(parsed, { zone: zoneOf(ctx.timeZone) });
    const [h, m] = ctx.activeHours.start.split(":").map(Number);
    parsed = day.set({ hour: h ?? 8, minute: m ?? 0, second: 0, millisecond: 0 }).toJSDate();
  }
  const named = parsed !== null && parsed.getTime() > ctx.now.getTime();
  const at = named ? parsed! : nextMorning(ctx.now, ctx.timeZone, ctx.activeHours);
  t.status = "snoozed";
  t.snooze_until = at.toISOString();
  t.snooze_exact = named && (exact !== null || namesExactTimeInAnyLanguage(until));
  t.snooze_count += 1;
  t.unanswered_nudges = 0;
  t.updated_at = ctx.now.toISOString();
  return {
    op: "snooze",
    ok: true,
    thread: t,
    transition: "snoozed",
    // "not yet, in 10 minutes" at 21:52 names 22:02: a minute the owner named comes then, quiet hours or not (issue #35).
    message: say(ctx.locale ?? "en", "ops.snoozed", { summary: t.summary, when: formatDue(at, ctx.now, ctx.timeZone, ctx.locale) }),
  };
}

/** Stop tracking: no push about it ever again. */
export function dropThread(t: Thread, now: Date, locale: Locale = "en"): OpOutcome {
  t.status = "dropped";
  t.unanswered_nudges = 0;
  t.updated_at = now.toISOString();
  return { op: "drop", ok: true, thread: t, transition: "dropped", message: say(locale, "ops.dropped", { summary: t.summary }) };
}

/**
 * Open again a thread the owner closed as done and takes back ("actually not done"): open, with its due time as it was
 * and its follow-up count fresh; a thread that is not done (live, dropped) is left as it is (null).
 */
export function reopenThread(t: Thread, now: Date, timeZone: string, locale: Locale = "en"): OpOutcome | null {
  if (t.status !== "done") return null;
  t.status = "open";
  t.snooze_until = null;
  t.snooze_exact = false;
  t.unanswered_nudges = 0;
  t.updated_at = now.toISOString();
  return { op: "update", ok: true, thread: t, transition: "updated", message: say(locale, "ops.reopened", { summary: t.summary, due: describeDue(t, now, timeZone, locale) }) };
}

/** Remove a phantom commitment entirely (the undo of an open). */
export function untrackThread(threads: Thread[], id: string, locale: Locale = "en"): OpOutcome {
  const t = findThread(threads, id);
  if (!t) return { op: "untrack", ok: false, message: say(locale, "ops.unknownId", { id: id.trim() }) };
  threads.splice(threads.indexOf(t), 1);
  return { op: "untrack", ok: true, thread: t, transition: "untracked", message: say(locale, "ops.untracked", { summary: t.summary }) };
}

/** Apply a batch of ops in order; the list is mutated in place. */
export function applyThreadOps(threads: Thread[], ops: ThreadOp[], ctx: OpContext): OpOutcome[] {
  const out: OpOutcome[] = [];
  const locale = ctx.locale ?? "en";
  const reminderOpens = ops.filter((op) => op.op === "open" && op.reminder === true).length;
  for (const [i, op] of ops.entries()) {
    const key = ctx.opKey ? `${ctx.opKey}#${i}:${op.op}` : null;
    const seen = key === null ? undefined : threads.find((t) => (t.op_keys ?? []).includes(key));
    if (seen) {
      out.push({ ...repeated(op, seen, ctx), opKey: key! });
      continue;
    }
    if (op.op === "open") {
      const o = openThread(threads, op.summary, op.due, ctx, op.reminder === true, op.reminder === true && reminderOpens === 1 ? (ctx.repeat ?? null) : null);
      if (o.transition === "opened" && o.thread) remember(o.thread, key);
      out.push(key === null ? o : { ...o, opKey: key });
      continue;
    }
    const t = findThread(threads, op.id);
    if (t && (isLive(t) || op.op === "update")) remember(t, key);
    if (!t || (!isLive(t) && op.op !== "update")) {
      out.push({ op: op.op, ok: false, message: say(locale, "ops.notFound", { id: op.id }) });
      continue;
    }
    switch (op.op) {
      case "resolve":
        out.push(resolveThread(t, ctx.now, locale, ctx.timeZone));
        break;
      case "snooze":
        out.push(snoozeThread(t, op.until, ctx));
        break;
      case "drop":
        out.push(dropThread(t, ctx.now, locale));
        break;
      case "update": {
        if (op.summary?.trim()) t.summary = op.summary.trim().slice(0, 200);
        if (op.due !== undefined) setDue(t, op.due, ctx);
        t.updated_at = ctx.now.toISOString();
        out.push({
          op: "update",
          ok: true,
          thread: t,
          transition: "updated",
          message: updatedLine(t, ctx, locale),
        });
        break;
      }
    }
  }
  return out;
}

// --- transitions as store transactions ---------------------------------------------------------

/** What the transitions need of an owner: their thread store's transaction and amend. */
export interface ThreadsOwner {
  threads: Pick<ThreadStore, "transact" | "amend">;
}

/** Apply the concierge's ops in one transaction (see applyThreadOps). */
export function applyOps(owner: ThreadsOwner, ops: ThreadOp[], ctx: OpContext): Promise<OpOutcome[]> {
  return owner.threads.transact((threads) => applyThreadOps(threads, ops, ctx));
}

/** Untrack one thread (an undone phantom): gone from every list, never nudged. */
export function untrack(owner: ThreadsOwner, id: string, locale: Locale = "en"): Promise<OpOutcome> {
  return owner.threads.transact((threads) => untrackThread(threads, id, locale));
}

/** Reopen thread `id` in one transaction (`reopenThread`), wherever the store keeps it; null when it is gone or not done. */
export async function reopen(owner: ThreadsOwner, id: string, now: Date, timeZone: string, locale: Locale = "en"): Promise<OpOutcome | null> {
  let out: OpOutcome | null = null;
  await owner.threads.amend(id, (th) => {
    out = reopenThread(th, now, timeZone, locale);
  });
  return out;
}

/** The thread's reminder set to the minute `at`, its follow-up state fresh (pure, mutates `th`). */
export function reminderSetAt(th: Thread, at: Date, now: Date, timeZone: string, locale: Locale): void {
  const first = th.repeat ? onAllowedDay(th.repeat, at, timeZone) : at;
  th.due_at = first.toISOString();
  th.due_phrase = formatDue(first, now, timeZone, locale);
  th.snooze_until = null;
  th.snooze_exact = false;
  th.unanswered_nudges = 0;
  th.last_nudged_at = null;
  if (th.status === "snoozed") th.status = "open";
  th.updated_at = now.toISOString();
}

/** Sets thread `id`'s reminder to the minute `at` in one transaction (`reminderSetAt`); the thread as stored, or null when it is gone or closed. */
export function moveReminder(owner: ThreadsOwner, id: string, at: Date, now: Date, timeZone: string, locale: Locale): Promise<Thread | null> {
  return owner.threads.transact((threads) => {
    const th = threads.find((x) => x.id === id);
    if (!th || !isLive(th)) return null;
    reminderSetAt(th, at, now, timeZone, locale);
    return { ...th };
  });
}

/**
 * A follow-up about the thread was delivered: when, one more sent, one more unanswered (pure). A repeating reminder that
 * rang for its occurrence moves on to the next one still ahead of `at` (in the owner's `timeZone`); one that rang at the
 * end of a snooze keeps its next occurrence.
 */
export function nudgeRecorded(t: Thread, at: Date, timeZone: string, activeHours: { start: string; end: string } | null = null): void {
  t.last_nudged_at = at.toISOString();
  t.nudge_count += 1;
  t.unanswered_nudges += 1;
  // A follow-up after the snooze ended means the thread is plainly open again.
  if (t.status === "snoozed" && t.snooze_until && Date.parse(t.snooze_until) <= at.getTime()) t.status = "open";
  if (t.repeat && t.asked_reminder && t.due_at) {
    if (Date.parse(t.due_at) <= at.getTime()) seriesMovedOn(t, at, timeZone, activeHours);
    else if (t.snooze_until && Date.parse(t.snooze_until) <= at.getTime()) {
      t.snooze_until = null;
      t.snooze_exact = false;
    }
  }
  t.updated_at = at.toISOString();
}

/**
 * A repeating reminder's next occurrence after `at`, with the follow-up state of a fresh one: no snooze, nothing
 * unanswered, no snoozes counted (each occurrence is its own promise). A series every few minutes or hours ("every 2
 * hours") skips the occurrences in the owner's quiet hours (outside `activeHours`): the owner named none of those
 * minutes, and a ring every two hours through the night is a nag; one at a minute the owner named ("every day at 6")
 * is kept, as any reminder is. Mutates `t`.
 */
function seriesMovedOn(t: Thread, at: Date, timeZone: string, activeHours: { start: string; end: string } | null = null): void {
  const rule = t.repeat!;
  let next = nextOccurrence(rule, new Date(t.due_at!), at, timeZone);
  if (activeHours && (rule.unit === "minute" || rule.unit === "hour")) {
    // A day holds at most 288 five-minute steps: past that, the active hours are empty and the series keeps its grid.
    for (let i = 0; i < 288 && !isActive(next, timeZone, activeHours); i++) next = nextOccurrence(rule, next, next, timeZone);
  }
  t.due_at = next.toISOString();
  // The owner's words named the first one ("at 8" asked about); the series' minute is its own now.
  t.due_phrase = null;
  t.snooze_until = null;
  t.snooze_exact = false;
  t.unanswered_nudges = 0;
  t.snooze_count = 0;
  if (t.status === "snoozed") t.status = "open";
}

/**
 * Record that a nudge or decision about a thread was delivered (nudgeRecorded, in one
 * transaction). Returns the thread as stored, or null when it no longer exists.
 */
export function recordNudge(owner: ThreadsOwner, threadId: string, at: Date, timeZone: string, activeHours: { start: string; end: string } | null = null): Promise<Thread | null> {
  return owner.threads.transact((threads) => {
    const t = threads.find((x) => x.id === threadId);
    if (!t) return null;
    nudgeRecorded(t, at, timeZone, activeHours);
    return { ...t };
  });
}

/**
 * The owner answered a follow-up about these threads, or mentioned them: their unanswered
 * follow-ups no longer count, and a resting thread wakes (only live threads change).
 */
export async function replyReceived(owner: ThreadsOwner, threadIds: readonly string[]): Promise<void> {
  if (!threadIds.length) return;
  await owner.threads.transact((threads) => {
    for (const t of threads) if (threadIds.includes(t.id) && isLive(t)) t.unanswered_nudges = 0;
  });
}

/** A rescheduled thread has had its decision: the snooze count starts over. */
export async function resetSnoozes(owner: ThreadsOwner, threadId: string): Promise<void> {
  await owner.threads.transact((threads) => {
    const t = threads.find((x) => x.id === threadId);
    if (t && t.snooze_count > 0) t.snooze_count = 0;
  });
}

/**
 * Note a durable-memory episode on a thread, live or already archived (a "resolved" episode lands
 * after the thread closed); an untracked thread is gone and stays so.
 */
export async function noteEpisode(owner: ThreadsOwner, threadId: string, change: { episodeId?: string; opened?: boolean; blocked?: string }): Promise<void> {
  await owner.threads.amend(threadId, (t) => {
    // The thread's episode is the one that opened it; later ones fill in only when it has none.
    if (change.episodeId && (change.opened || !t.bonfire_episode_id)) t.bonfire_episode_id = change.episodeId;
    if (change.blocked) t.episode_blocked = change.blocked;
  });
}

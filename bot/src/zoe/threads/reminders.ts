/**
 * Reminders on time. Three kinds of thread get a wake-up of their own at a minute:
 *   - a reminder the owner asked for ("remind me to take the pizza out in 2 minutes", "erinnere
 *     mich um 15:30 …"): a promise, owed at its due time and again at the end of each snooze;
 *     the tick sends it at that minute past the clocks for unsolicited speech (quiet hours aside);
 *   - a commitment whose due phrase names a clock time or a short delay ("I'll call the bank at
 *     15:00", "um 15 Uhr", "dans 10 minutes"): its first follow-up is considered at that minute,
 *     through the same guards, threshold and decision model as the hourly tick;
 *   - any thread the owner snoozed to a minute they named ("not yet, in 10 minutes", a Snooze
 *     choice): a promise like a reminder, at the end of that snooze.
 * Whether a phrase names a minute is read from the phrase itself, in every language ZOE reads.
 * Commitments with a day but no time ("today", "Friday") keep the hourly rhythm.
 * Must never: send anything itself (only the tick speaks), or wake for a thread that is closed,
 * resting, snoozed past its time, or already reminded or followed up at that time.
 */
import { namesExactTime } from "./due.ts";
import { LOCALES } from "../lang/index.ts";
import type { ReasoningTick } from "../tick/index.ts";
import type { JobSpec } from "../schedule/index.ts";
import { followUpAt, isLive, REST_AFTER_UNANSWERED, type Thread } from "./store.ts";

/** The scheduler job's name (in `jobs.json` and `zoe status`). */
export const REMINDER_JOB = "reminder";

/** Whether the owner's due phrase names an exact moment rather than a day (the due-date grammar decides). */
export { namesExactTime };

/**
 * Whether a due phrase names an exact moment in any language ZOE reads: the phrase says which
 * ("in zwei Stunden", "dans 2 heures", "a las 15:30", "às 15h30"), not the owner's setting, which
 * may have changed since. Asked for every live thread at each wake-up: answers are kept (bounded).
 */
export function namesExactTimeInAnyLanguage(phrase: string | null | undefined): boolean {
  if (!phrase?.trim()) return false;
  let known = exactMemo.get(phrase);
  if (known === undefined) {
    known = LOCALES.some((l) => namesExactTime(phrase, l));
    if (exactMemo.size >= 5_000) exactMemo.clear();
    exactMemo.set(phrase, known);
  }
  return known;
}
const exactMemo = new Map<string, boolean>();

/**
 * The minute a promise is owed, or null. A reminder the owner asked for is owed at its due time
 * and at the end of each snooze; any other thread only at the end of a snooze whose minute the
 * owner named ("not yet, in 10 minutes"). Null too when undated, closed, resting, or already
 * delivered for that minute.
 */
export function promisedAt(t: Thread): Date | null {
  if (!(t.asked_reminder || t.snooze_exact) || !isLive(t) || t.unanswered_nudges >= REST_AFTER_UNANSWERED) return null;
  const at = followUpAt(t);
  if (!at) return null;
  // A named snooze of a commitment that ends before its due time promises nothing: the due time comes first.
  if (!t.asked_reminder && at.getTime() !== Date.parse(t.snooze_until ?? "")) return null;
  if (t.last_nudged_at && Date.parse(t.last_nudged_at) >= at.getTime()) return null;
  return at;
}

/** The moment a thread is owed a wake-up: a reminder's promised minute, an exact-time commitment's first follow-up, or null. */
export function reminderAt(t: Thread): Date | null {
  if (t.asked_reminder) return promisedAt(t);
  const promised = promisedAt(t);
  if (promised) return promised;
  if (!isLive(t) || !t.due_at || !namesExactTimeInAnyLanguage(t.due_phrase)) return null;
  const at = followUpAt(t);
  if (!at) return null;
  // A snooze to some other day has its own phrase, which we do not keep: the hourly rhythm has it.
  if (at.getTime() !== Date.parse(t.due_at)) return null;
  if (t.last_nudged_at && Date.parse(t.last_nudged_at) >= at.getTime()) return null;
  return at;
}

/** The earliest wake-up strictly after `after`, over an owner's threads (pure). */
export function nextReminderAt(threads: readonly Thread[], after: Date): Date | null {
  let best: number | null = null;
  for (const t of threads) {
    const at = reminderAt(t)?.getTime();
    if (at !== undefined && at > after.getTime() && (best === null || at < best)) best = at;
  }
  return best === null ? null : new Date(best);
}

/** The latest wake-up still owed at or before `before` (a reminder missed while ZOE was down), or null (pure). */
export function lastOwedReminderAt(threads: readonly Thread[], before: Date): Date | null {
  let best: number | null = null;
  for (const t of threads) {
    const at = reminderAt(t)?.getTime();
    if (at !== undefined && at <= before.getTime() && (best === null || at > best)) best = at;
  }
  return best === null ? null : new Date(best);
}

/**
 * The scheduler job: sleeps until the next wake-up of an owner, then runs the reasoning tick,
 * which sends every reminder due by then. A reminder missed while ZOE was down is owed: the job
 * runs at start, and the tick sends every one missed, each saying how late. A hold (quiet hours;
 * for a commitment also the owner typing) comes back at the tick's re-check time.
 */
export function reminderJob(tick: ReasoningTick): JobSpec {
  return {
    name: REMINDER_JOB,
    next: async (owner, after) => nextReminderAt(await owner.threads.live(), after),
    previous: async (owner, before) => lastOwedReminderAt(await owner.threads.live(), before),
    catchUp: { mode: "run", owed: true },
    async run(owner, slot, ctx) {
      // A tick already running gathered before this minute came: this one runs after it.
      const r = await tick.run(owner.id, slot, "event", ctx.pushes, { after: true });
      // A repeating reminder that rang moved on to its next occurrence (threads/recurrence.ts); the successor slot was
      // queued before this run, when the series still stood at the minute that rang, so that minute is asked for here.
      const next = nextReminderAt(await owner.threads.live(), slot);
      const recheckAt = next && (!r.recheckAt || next.getTime() < r.recheckAt.getTime()) ? next : r.recheckAt;
      return { recheckAt, outcome: `reminder: ${r.decision.outcome}${r.decision.guard ? ` (${r.decision.guard})` : ""}` };
    },
  };
}

/**
 * Reminders on time. A commitment whose due phrase names a clock time or a short delay ("in 5
 * minutes", "at 15:30", "Friday 10am") gets a wake-up of its own at that instant. The wake-up runs
 * the reasoning tick (trigger "event"), so the follow-up passes the same candidates, guards,
 * threshold, decision model and decision log as the hourly tick, as calendar heads-ups do.
 * Commitments with a day but no time ("today", "Friday") keep the hourly rhythm.
 * Must never: send anything itself (only the tick speaks), or wake for a thread that is closed,
 * snoozed past its time, or already followed up.
 */
import { namesExactTime } from "./due.ts";
import type { Locale } from "../lang/index.ts";
import type { ReasoningTick } from "../tick/index.ts";
import type { JobSpec } from "../schedule/index.ts";
import { followUpAt, isLive, type Thread } from "./store.ts";

/** The scheduler job's name (in `jobs.json` and `zoe status`). */
export const REMINDER_JOB = "reminder";

/** Whether the owner's due phrase names an exact moment rather than a day (the due-date grammar decides). */
export { namesExactTime };

/** The moment an exact-time thread is owed its first follow-up, or null (day-only, done, nudged). */
export function reminderAt(t: Thread, locale: Locale = "en"): Date | null {
  if (!isLive(t) || !t.due_at || !namesExactTime(t.due_phrase, locale)) return null;
  const at = followUpAt(t);
  if (!at) return null;
  // A snooze to some other day has its own phrase, which we do not keep: the hourly rhythm has it.
  if (at.getTime() !== Date.parse(t.due_at)) return null;
  if (t.last_nudged_at && Date.parse(t.last_nudged_at) >= at.getTime()) return null;
  return at;
}

/** The earliest reminder strictly after `after`, over an owner's threads (pure). */
export function nextReminderAt(threads: readonly Thread[], after: Date, locale: Locale = "en"): Date | null {
  let best: number | null = null;
  for (const t of threads) {
    const at = reminderAt(t, locale)?.getTime();
    if (at !== undefined && at > after.getTime() && (best === null || at < best)) best = at;
  }
  return best === null ? null : new Date(best);
}

/**
 * The scheduler job: sleeps until the next exact reminder of an owner, then runs the reasoning
 * tick. A reminder missed while ZOE was down is left to the hourly tick's catch-up. A hold (quiet
 * hours, the owner typing) comes back at the tick's re-check time.
 */
export function reminderJob(tick: ReasoningTick): JobSpec {
  return {
    name: REMINDER_JOB,
    // Read as English phrases, as before the grammar moved here: an owner in another language keeps
    // the hourly rhythm (locale-day-e2e pins it); nextReminderAt(threads, after, owner.locale) is ready.
    next: async (owner, after) => nextReminderAt(await owner.threads.live(), after),
    async run(owner, slot, ctx) {
      const r = await tick.run(owner.id, slot, "event", ctx.pushes);
      return { recheckAt: r.recheckAt, outcome: `reminder: ${r.decision.outcome}${r.decision.guard ? ` (${r.decision.guard})` : ""}` };
    },
  };
}

/**
 * The console's open loops: live threads grouped by when they are due, in the owner's zone
 * (overdue, today, this week, later, no date), each with the sentence it came from. Pure over
 * the threads, the turns and `now`.
 * Must never: change a thread (the buttons go through the core, as Telegram's do), or read a clock.
 */
import { DateTime } from "luxon";
import { followUpAt, sortForDisplay, type Thread } from "../threads/index.ts";

export const DUE_GROUPS = ["overdue", "today", "week", "later", "none"] as const;
export type DueGroup = (typeof DUE_GROUPS)[number];

/**
 * Which group a live thread is in, by when ZOE may next follow up on it (its due time, or the end
 * of a snooze when that is later): passed (overdue), before the end of today, before the end of
 * this week (Monday to Sunday), or later; "none" without a due time.
 */
export function dueGroup(t: Thread, now: Date, timeZone: string, ends: DayEnds = dayEnds(now, timeZone)): DueGroup {
  const at = followUpAt(t);
  if (at === null) return "none";
  const ms = at.getTime();
  if (ms <= now.getTime()) return "overdue";
  if (ms <= ends.day) return "today";
  if (ms <= ends.week) return "week";
  return "later";
}

/** The last instant of the owner's today and of their week (Monday to Sunday), in epoch ms. */
interface DayEnds {
  day: number;
  week: number;
}

function dayEnds(now: Date, timeZone: string): DayEnds {
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  return { day: local.endOf("day").toMillis(), week: local.endOf("week").toMillis() };
}

/** Live threads by group, each group in /threads' display order. */
export function groupByDue(live: Thread[], now: Date, timeZone: string): Record<DueGroup, Thread[]> {
  const groups: Record<DueGroup, Thread[]> = { overdue: [], today: [], week: [], later: [], none: [] };
  // The day's and week's ends once for the list (luxon per thread cost ~0.1-2 ms each under load).
  const ends = dayEnds(now, timeZone);
  for (const t of sortForDisplay([...live])) groups[dueGroup(t, now, timeZone, ends)].push(t);
  return groups;
}

/** The owner's words a thread was captured from (its source turn), when the turn is known. */
export function sourceSentences(threads: Thread[], turns: ReadonlyArray<{ id: string; text: string; role: string }>): Map<string, string> {
  const byId = new Map(turns.filter((t) => t.role === "owner").map((t) => [t.id, t.text]));
  const out = new Map<string, string>();
  for (const t of threads) {
    const text = t.source_turn ? byId.get(t.source_turn) : undefined;
    if (text) out.set(t.id, text);
  }
  return out;
}

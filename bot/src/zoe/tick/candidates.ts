/**
 * Candidate thoughts for the reasoning tick: reminders the owner asked for (at their minute),
 * commitment follow-ups and decision questions from the escalation ladder, a went-quiet check-in,
 * and whatever other sources (calendar) contribute.
 * Pure: a function of the owner's state and `now`.
 * Must never: produce a candidate about a thread the ladder says to leave alone.
 */
import { lateness, pack, t as say } from "../lang/index.ts";
import type { Locale } from "../lang/index.ts";
import { HOUR } from "../base/clock.ts";
import { formatAt, formatDue, formatWhen, promisedAt, repeatWords } from "../threads/index.ts";
import type { CandidateKind } from "./kinds.ts";
import type { OwnerSettings } from "../settings/index.ts";
import { followUpAt, ladderStep, type Thread } from "../threads/index.ts";

/** One thing ZOE could say now. */
export interface Candidate {
  /** Stable across ticks for the same underlying reason (dedup, deferral, the gate's answer). */
  id: string;
  /** One of the kinds in tick/kinds.ts (adding a kind is one entry there). */
  kind: CandidateKind;
  /** What cool-downs and "never twice" key on ("thread:th-ab12", "checkin", "calendar:uid"). */
  subject: string;
  threadId: string | null;
  /** A short title of what it is about (thread summary, meeting title). */
  about: string;
  /** Why ZOE would speak, in words the owner can read (/why shows it). */
  reason: string;
  /** Facts the score reads. */
  facts: {
    overdueMs?: number;
    snoozeCount?: number;
    repeat?: boolean;
    silenceMs?: number;
    minutesToStart?: number;
    change?: "headsup" | "moved" | "cancelled";
    /** A goal update's concrete next step, if it has one. */
    goalStep?: "draft" | "breakdown" | "question";
    /** How long a GitHub event has waited (a red branch, a review asked of the owner). */
    waitedMs?: number;
  };
  /** What the owner reads besides the reason (a goal's progress note and next step). */
  detail?: string;
  /**
   * A promise that comes later than its minute for another reason than quiet hours (ZOE was not running then):
   * the sentence saying by how much ("(35 min late; it was due 16:40.)"), in the owner's language.
   */
  lateNote?: string;
  /** A non-urgent thought that may wait for the next brief instead. */
  deferrable: boolean;
  /**
   * Talk before this instant does not cover the candidate: a commitment stated at 17:00 and due
   * at 18:00 still deserves its 18:30 follow-up. Ladder candidates set it to the follow-up time.
   */
  coveredAfter?: Date;
  /** A deferred copy is dropped after this instant (a heads-up for a meeting that has begun). */
  expiresAt?: Date;
  /**
   * How equally scored candidates are ordered (earlier due first, then the older thread), so a
   * replay of the same day always picks the same one; epoch ms.
   */
  order?: { dueAt: number; createdAt: number };
}

/** The tie-break order of a thread's candidate. */
const threadOrder = (t: Thread) => ({ dueAt: t.due_at ? Date.parse(t.due_at) : Number.POSITIVE_INFINITY, createdAt: Date.parse(t.created_at) });

export interface GatherInput {
  now: Date;
  timeZone: string;
  /** The owner's language, for the reasons ZOE shows ("Why now: …"); default English. */
  locale?: Locale;
  settings: OwnerSettings;
  threads: Thread[];
  /** When the owner last wrote (any message), or null if never. */
  lastOwnerAt: Date | null;
  /** When ZOE last sent a check-in, or null. */
  lastCheckinAt: Date | null;
}

const hours = (ms: number) => Math.round(ms / HOUR);

/** A promise this much past its minute says it is late (a minute's scheduling slack says nothing). */
export const LATE_NOTE_AFTER_MS = 3 * 60_000;

/**
 * A promise owed at `at`: a reminder the owner asked for (its due time or the end of its snooze),
 * or a commitment's follow-up snoozed to a minute the owner named, which still asks. A reminder's
 * reason says when the owner asked, not what the reminder already says; one candidate per promised minute.
 */
function reminderCandidate(t: Thread, at: Date, input: GatherInput, locale: Locale): Candidate {
  const { now, timeZone } = input;
  const lateMs = now.getTime() - at.getTime();
  const when = (d: Date) => formatWhen(d, now, timeZone, locale);
  const snoozeEnd = t.snooze_until !== null && Date.parse(t.snooze_until) === at.getTime() && at.getTime() !== Date.parse(t.due_at ?? "");
  const kind = t.asked_reminder ? "reminder" : "snoozed";
  return {
    id: `${kind}:${t.id}:${at.toISOString()}`,
    kind,
    subject: `thread:${t.id}`,
    threadId: t.id,
    about: t.summary,
    reason: !t.asked_reminder
      ? say(locale, "reason.snoozedUntil", { at: when(at) })
      : snoozeEnd
        ? say(locale, "reason.reminderSnoozed", { at: when(at) })
        : t.repeat
          ? say(locale, "reason.reminderRepeats", { every: repeatWords(t.repeat, locale) })
          : say(locale, "reason.reminder", { asked: formatAt(new Date(t.created_at), now, timeZone, locale), at: formatAt(at, now, timeZone, locale) }),
    facts: {
      overdueMs: Math.max(0, lateMs),
    },
    ...(lateMs >= LATE_NOTE_AFTER_MS ? { lateNote: say(locale, "push.reminderLate", { lateBy: lateness(lateMs, locale), at: when(at) }) } : {}),
    deferrable: false,
    coveredAfter: at,
    order: threadOrder(t),
  };
}

/** Ladder and check-in candidates (sources like the calendar are added by the caller). */
export function gatherCandidates(input: GatherInput): Candidate[] {
  const { now, timeZone } = input;
  const locale = input.locale ?? "en";
  const out: Candidate[] = [];
  for (const t of input.threads) {
    const step = ladderStep(t, now);
    if (step.kind === "none") continue;
    const promised = step.kind === "nudge" ? promisedAt(t) : null;
    if (promised) {
      out.push(reminderCandidate(t, promised, input, locale));
      continue;
    }
    if (step.kind === "decision") {
      out.push({
        id: `decision:${t.id}:${t.snooze_count}`,
        kind: "decision",
        subject: `thread:${t.id}`,
        threadId: t.id,
        about: t.summary,
        reason: say(locale, "reason.decision", { summary: pack(locale).commitments.toOwner(t.summary), count: t.snooze_count }),
        facts: { overdueMs: step.overdueMs, snoozeCount: t.snooze_count },
        deferrable: false,
        coveredAfter: followUpAt(t) ?? undefined,
        order: threadOrder(t),
      });
    } else {
      const overdueMs = step.overdueMs;
      // The reason is written only when read: with thousands of due threads, formatting every
      // due time in the owner's zone would dominate a tick that speaks about one of them.
      let reason: string | undefined;
      out.push({
        id: `nudge:${t.id}:${t.nudge_count}`,
        kind: "nudge",
        subject: `thread:${t.id}`,
        threadId: t.id,
        about: t.summary,
        get reason() {
          if (reason === undefined) {
            const late =
              overdueMs < HOUR
                ? ""
                : hours(overdueMs) >= 24
                  ? say(locale, "reason.lateDays", { n: Math.floor(hours(overdueMs) / 24) })
                  : say(locale, "reason.lateHours", { n: hours(overdueMs) });
            const due = t.due_at ? formatDue(new Date(t.due_at), now, timeZone, locale) : "";
            reason = say(locale, t.unanswered_nudges > 0 ? "reason.nudgeRepeat" : "reason.nudge", { summary: pack(locale).commitments.toOwner(t.summary), due, late });
          }
          return reason;
        },
        facts: { overdueMs: step.overdueMs, snoozeCount: t.snooze_count, repeat: t.unanswered_nudges > 0 },
        deferrable: false,
        coveredAfter: followUpAt(t) ?? undefined,
        order: threadOrder(t),
      });
    }
  }
  const s = input.settings;
  if (s.mode === "proactive" && input.lastOwnerAt) {
    const silence = now.getTime() - input.lastOwnerAt.getTime();
    const already = input.lastCheckinAt !== null && input.lastCheckinAt.getTime() >= input.lastOwnerAt.getTime();
    if (silence >= s.quietCheckinHours * HOUR && !already) {
      out.push({
        id: `checkin:${input.lastOwnerAt.toISOString()}`,
        kind: "checkin",
        subject: "checkin",
        threadId: null,
        about: "check-in",
        reason: say(locale, "reason.checkin", { hours: Math.floor(silence / HOUR) }),
        facts: { silenceMs: silence },
        deferrable: true,
      });
    }
  }
  return out;
}

/**
 * The calendar's contribution to the reasoning tick and the brief, as pure functions: the heads-up
 * before a meeting with other people, the news that one in the next 24 hours moved or was
 * cancelled, the small per-owner state that carries a change from the poll that saw it to the push
 * that tells it, the instants a heads-up falls due, and the brief's "Today's meetings" lines.
 *
 * Rules:
 *   - a "meeting" is a timed (not all-day) event with at least one attendee listed; ICS feeds list
 *     attendees only for events with guests, so a solo block never counts. All-day events appear in
 *     the brief and never cause a push;
 *   - heads-up: in [start - lead, start) (lead 15 min by default), at most once per occurrence (any
 *     earlier push with its subject, not just a cool-down), none when the owner mentioned the
 *     meeting's title in the last 2 hours, none for an occurrence known to be cancelled;
 *   - change: a "moved" or "cancelled" delta, once per change, while the meeting (its old or new
 *     start) lies in the next 24 hours; kept pending until pushed or until the meeting is past;
 *   - every candidate is urgent by nature and not deferrable, and expires when the meeting starts.
 * Must never: read the clock, copy an event's text anywhere but into a sentence ZOE writes about it
 * (titles and names are other people's words: untrusted evidence, sanitised and length-capped), or
 * say the same thing about one meeting twice.
 */
import { DateTime } from "luxon";
import { localDay, zoneOf } from "../base/zone.ts";
import { localTextOfIso } from "../base/local-text.ts";
import { z } from "zod";
import { HOUR, MINUTE } from "../base/clock.ts";
import { formatDue } from "../threads/index.ts";
import { t as say } from "../lang/index.ts";
import type { Locale } from "../lang/index.ts";
import type { Candidate } from "../tick/index.ts";
import { COVERED_WINDOW_MS, mentions } from "../tick/index.ts";
import type { Turn } from "../memory/index.ts";
import type { Push } from "../tick/index.ts";
import { type CalendarDelta, type CalendarEvent, CalendarEventSchema } from "./event.ts";

/** How long before a meeting the heads-up is due. */
export const DEFAULT_HEADSUP_LEAD_MS = 15 * MINUTE;
/** Changes to meetings starting within this window are worth a push. */
export const CHANGE_HORIZON_MS = 24 * HOUR;
/** The brief section's title. */
export const TODAYS_MEETINGS_TITLE = say("en", "cal.todaysMeetings");

const MAX_TITLE_SHOWN = 80;
const MAX_NAME_SHOWN = 40;
const MAX_NAMES_SHOWN = 3;
const MAX_THREADS_NAMED = 2;

/** A change seen by a poll and not yet told to the owner. */
export const PendingChangeSchema = z.object({
  type: z.enum(["moved", "cancelled"]),
  /** The occurrence as it is now (a cancelled one: as last seen). */
  event: CalendarEventSchema,
  /** For "moved": where it started when the owner last knew it. */
  previousStart: z.iso.datetime().optional(),
  detectedAt: z.iso.datetime(),
});
/** A change seen by a poll and not yet told to the owner. */
export type PendingChange = z.infer<typeof PendingChangeSchema>;

/** The per-owner calendar trigger state (`calendar-trigger.json`). */
export const CalendarTriggerStateSchema = z.object({
  version: z.literal(1),
  pending: z.array(PendingChangeSchema),
  /** Occurrences known to be cancelled, until they would have ended: never a heads-up for them. */
  cancelled: z.array(z.object({ instanceKey: z.string(), until: z.iso.datetime() })),
});
/** The per-owner calendar trigger state (`calendar-trigger.json`). */
export type CalendarTriggerState = z.infer<typeof CalendarTriggerStateSchema>;

/** The state before anything was seen. */
export const emptyTriggerState = (): CalendarTriggerState => ({ version: 1, pending: [], cancelled: [] });

const ms = (iso: string) => Date.parse(iso);

/** A timed event with at least one attendee listed (the only kind that may cause a push). */
export function isMeeting(e: CalendarEvent): boolean {
  return !e.allDay && e.attendees.length > 0;
}

/** The subject (and candidate id) of a meeting's heads-up: one per occurrence, ever. */
export function headsUpSubject(e: Pick<CalendarEvent, "instanceKey">): string {
  return `calendar:headsup:${e.instanceKey}`;
}

/** The subject (and candidate id) of one change: one push per change. */
export function changeSubject(c: Pick<PendingChange, "type" | "event">): string {
  return `calendar:change:${c.event.instanceKey}:${c.type}:${c.event.start}`;
}

/** When a pending change stops being worth saying: once the meeting (old and new time) has begun. */
function changeExpiry(c: Pick<PendingChange, "event" | "previousStart">): number {
  return Math.max(ms(c.event.start), c.previousStart ? ms(c.previousStart) : Number.NEGATIVE_INFINITY);
}

/**
 * Fold a poll's deltas into the state. All-day changes are ignored. A newer change to an
 * occurrence replaces an untold older one (moved twice: one "moved" from where the owner last knew
 * it; moved back: nothing to say); a cancellation marks the occurrence so no heads-up follows; an
 * occurrence that reappears ("new") is no longer cancelled.
 */
export function recordDeltas(state: CalendarTriggerState, deltas: CalendarDelta[], now: Date): CalendarTriggerState {
  // Most polls see nothing new: the state as it is (never changed in place, here or by a caller).
  if (deltas.length === 0) return state;
  const next: CalendarTriggerState = structuredClone(state);
  const at = now.toISOString();
  for (const d of deltas) {
    const e = d.event;
    if (e.allDay) continue;
    const key = e.instanceKey;
    const untold = next.pending.filter((p) => p.event.instanceKey === key);
    next.pending = next.pending.filter((p) => p.event.instanceKey !== key);
    if (d.type === "new") {
      next.cancelled = next.cancelled.filter((c) => c.instanceKey !== key);
      // Reinstated before the owner heard it was cancelled: nothing to say. An untold move stays.
      next.pending.push(...untold.filter((p) => p.type !== "cancelled"));
      continue;
    }
    if (d.type === "cancelled") {
      next.cancelled = next.cancelled.filter((c) => c.instanceKey !== key);
      next.cancelled.push({ instanceKey: key, until: new Date(Math.max(ms(e.end), ms(e.start))).toISOString() });
      next.pending.push({ type: "cancelled", event: e, detectedAt: at });
      continue;
    }
    // moved
    next.cancelled = next.cancelled.filter((c) => c.instanceKey !== key);
    const earlier = untold.find((p) => p.type === "moved");
    const previousStart = earlier?.previousStart ?? d.previousStart;
    if (previousStart && ms(previousStart) === ms(e.start)) continue; // moved back where the owner knew it
    next.pending.push({ type: "moved", event: e, ...(previousStart ? { previousStart } : {}), detectedAt: at });
  }
  return next;
}

/** Drop what was told (its subject is in the push log) or is past; cancellations end with the meeting. */
export function pruneState(state: CalendarTriggerState, now: Date, pushedSubjects: ReadonlySet<string>): CalendarTriggerState {
  const t = now.getTime();
  return {
    version: 1,
    pending: state.pending.filter((p) => !pushedSubjects.has(changeSubject(p)) && changeExpiry(p) > t),
    cancelled: state.cancelled.filter((c) => ms(c.until) > t),
  };
}

/** Every subject ever pushed (the push log keeps the last few hundred). */
export function pushedSubjects(pushes: ReadonlyArray<Pick<Push, "subject">>): Set<string> {
  return new Set(pushes.map((p) => p.subject));
}

/** Other people's text as ZOE may quote it: one line, no control characters, no double quotes, capped. */
export function sanitize(text: string, max: number): string {
  const flat = text
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/"/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat || "(no title)";
}

const title = (e: CalendarEvent) => sanitize(e.title, MAX_TITLE_SHOWN);
const names = (e: CalendarEvent) => e.attendees.map((a) => sanitize(a, MAX_NAME_SHOWN));

/** "Anna", "Anna and Ben", "Anna, Ben and Cleo", "Anna, Ben, Cleo and 2 others" (in the owner's language). */
export function withWhom(e: CalendarEvent, locale: Locale = "en"): string {
  const all = names(e);
  if (all.length === 0) return "";
  if (all.length === 1) return all[0]!;
  if (all.length <= MAX_NAMES_SHOWN) return say(locale, "cal.and", { list: all.slice(0, -1).join(", "), last: all[all.length - 1]! });
  const rest = all.length - MAX_NAMES_SHOWN;
  return say(locale, "cal.and", { list: all.slice(0, MAX_NAMES_SHOWN).join(", "), last: rest === 1 ? say(locale, "cal.other") : say(locale, "cal.others", { n: rest }) });
}

const hhmm = (iso: string, timeZone: string) => localTextOfIso(iso, timeZone, "HH:mm");

const wordsOf = (text: string) => new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean));

/** The first name of an attendee ("Anna Schmidt" → "anna", "anna.schmidt@x.org" → "anna"), or null if too short to match on. */
function firstName(who: string): string | null {
  const base = who.includes("@") ? who.slice(0, who.indexOf("@")) : who;
  const first = base.toLowerCase().split(/[^\p{L}\p{N}]+/u).find(Boolean);
  return first && first.length >= 3 ? first : null;
}

/** Whether an open thread concerns a meeting: its summary names the meeting's title or one of its attendees. */
export function concerns(thread: { summary: string }, e: CalendarEvent): boolean {
  // The title's significant words in the summary (the guards' rule, with no id to match).
  if (mentions(thread.summary, { id: "\u0000", summary: e.title })) return true;
  const words = wordsOf(thread.summary);
  return e.attendees.some((a) => {
    const n = firstName(a);
    return n !== null && words.has(n);
  });
}

/** Whether the owner talked about the meeting in the last 2 hours (so a heads-up would tell them nothing). */
export function ownerMentioned(e: CalendarEvent, recent: Turn[], now: Date): boolean {
  const since = now.getTime() - COVERED_WINDOW_MS;
  return recent.some(
    (t) => t.role === "owner" && ms(t.at) >= since && ms(t.at) <= now.getTime() && mentions(t.text, { id: "\u0000", summary: e.title }),
  );
}

/** What {@link calendarCandidates} reads. */
export interface CalendarCandidateInput {
  now: Date;
  /** The owner's zone (times are shown in it). */
  timeZone: string;
  /** Upcoming occurrences from the snapshot (cancelled ones are skipped). */
  events: CalendarEvent[];
  state: CalendarTriggerState;
  /** The owner's push log (for "at most once"). */
  pushes: ReadonlyArray<Pick<Push, "subject">>;
  /** The recent turns (for "the owner just mentioned it"). */
  recent: Turn[];
  /** The owner's live threads (a heads-up names the open ones that concern the meeting). */
  threads: ReadonlyArray<{ id: string; summary: string }>;
  /** Heads-up lead. Default 15 minutes. */
  leadMs?: number;
  /** Changes are told for meetings starting within this. Default 24 hours. */
  changeHorizonMs?: number;
  /** The owner's language for what ZOE says about the meeting. Default English. */
  locale?: Locale;
}

/** Whether an occurrence is known to be cancelled (recorded, or a cancellation waiting to be told). */
function knownCancelled(key: string, state: CalendarTriggerState): boolean {
  return state.cancelled.some((c) => c.instanceKey === key) || state.pending.some((p) => p.type === "cancelled" && p.event.instanceKey === key);
}

/** The meetings due a heads-up at `now`. */
function headsUps(input: CalendarCandidateInput, pushed: ReadonlySet<string>): Candidate[] {
  const { now, timeZone } = input;
  const lead = input.leadMs ?? DEFAULT_HEADSUP_LEAD_MS;
  const t = now.getTime();
  const out: Candidate[] = [];
  for (const e of input.events) {
    if (e.status === "cancelled" || !isMeeting(e)) continue;
    const start = ms(e.start);
    if (!(start - lead <= t && t < start)) continue;
    if (pushed.has(headsUpSubject(e)) || knownCancelled(e.instanceKey, input.state)) continue;
    if (ownerMentioned(e, input.recent, now)) continue;
    const minutes = Math.max(1, Math.ceil((start - t) / MINUTE));
    const l = input.locale ?? "en";
    const open = input.threads.filter((th) => concerns(th, e)).slice(0, MAX_THREADS_NAMED);
    const openText = open.length ? say(l, "cal.open", { items: open.map((th) => sanitize(th.summary, MAX_TITLE_SHOWN)).join("; ") }) : "";
    out.push({
      id: headsUpSubject(e),
      kind: "calendar",
      subject: headsUpSubject(e),
      threadId: null,
      about: say(l, "cal.headsUp", { title: title(e), at: hhmm(e.start, timeZone), minutes, who: withWhom(e, l), open: openText }),
      reason: say(l, open.length === 0 ? "cal.reasonHeadsUp" : open.length === 1 ? "cal.reasonHeadsUpOne" : "cal.reasonHeadsUpOpen", { minutes }),
      facts: { change: "headsup", minutesToStart: minutes },
      deferrable: false,
      expiresAt: new Date(start),
    });
  }
  return out;
}

/** The untold changes to meetings in the next 24 hours. */
function changes(input: CalendarCandidateInput, pushed: ReadonlySet<string>): Candidate[] {
  const { now, timeZone } = input;
  const t = now.getTime();
  const horizon = t + (input.changeHorizonMs ?? CHANGE_HORIZON_MS);
  const soon = (iso: string | undefined) => iso !== undefined && ms(iso) > t && ms(iso) <= horizon;
  const out: Candidate[] = [];
  for (const p of input.state.pending) {
    const e = p.event;
    if (!isMeeting(e) || pushed.has(changeSubject(p))) continue;
    if (!(soon(e.start) || (p.type === "moved" && soon(p.previousStart)))) continue;
    const l = input.locale ?? "en";
    const when = (iso: string) => formatDue(new Date(iso), now, timeZone, l);
    const who = withWhom(e, l);
    const minutesToStart = Math.round((ms(e.start) - t) / MINUTE);
    const about =
      p.type === "moved"
        ? say(l, "cal.moved", { title: title(e), when: when(e.start), was: p.previousStart ? say(l, "cal.was", { when: when(p.previousStart) }) : "", who })
        : say(l, "cal.cancelled", { title: title(e), when: when(e.start), who });
    out.push({
      id: changeSubject(p),
      kind: "calendar",
      subject: changeSubject(p),
      threadId: null,
      about,
      reason: say(l, p.type === "moved" ? "cal.reasonMoved" : "cal.reasonCancelled"),
      facts: { change: p.type, minutesToStart },
      deferrable: false,
      expiresAt: new Date(changeExpiry(p)),
    });
  }
  return out;
}

/** The calendar candidates at `now`: changes first, then heads-ups, each at most once. */
export function calendarCandidates(input: CalendarCandidateInput): Candidate[] {
  const pushed = pushedSubjects(input.pushes);
  return [...changes(input, pushed), ...headsUps(input, pushed)];
}

/**
 * The earliest heads-up instant (start - lead) strictly after `after`, of a meeting that would
 * still get one: for the scheduler, so a heads-up does not wait for the next poll or tick.
 */
export function nextHeadsUpAt(
  events: CalendarEvent[],
  state: CalendarTriggerState,
  pushes: ReadonlyArray<Pick<Push, "subject">>,
  after: Date,
  leadMs: number = DEFAULT_HEADSUP_LEAD_MS,
): Date | null {
  let pushed: Set<string> | null = null; // built at the first meeting: most polls see none
  let best: number | null = null;
  for (const e of events) {
    if (e.status === "cancelled" || !isMeeting(e)) continue;
    pushed ??= pushedSubjects(pushes);
    if (pushed.has(headsUpSubject(e)) || knownCancelled(e.instanceKey, state)) continue;
    const at = ms(e.start) - leadMs;
    if (at > after.getTime() && (best === null || at < best)) best = at;
  }
  return best === null ? null : new Date(best);
}

/**
 * Today's events in the owner's zone for the brief, as lines: "all day: Offsite" first, then
 * "10:00–11:00 Design review (with Anna, Ben)" by start. Cancelled ones are left out.
 */
export function todaysMeetingLines(events: CalendarEvent[], now: Date, timeZone: string, locale: Locale = "en"): string[] {
  const clean = localDay(now.getTime(), timeZone);
  const day = clean ? null : DateTime.fromJSDate(now, { zone: zoneOf(timeZone) });
  const from = clean ? clean.from : day!.startOf("day").toMillis();
  const to = clean ? clean.to - 1 : day!.endOf("day").toMillis();
  const today = events
    .filter((e) => e.status !== "cancelled" && ms(e.start) <= to && ms(e.end) > from)
    .sort((a, b) => Number(b.allDay) - Number(a.allDay) || ms(a.start) - ms(b.start) || a.instanceKey.localeCompare(b.instanceKey));
  return today.map((e) => {
    if (e.allDay) return say(locale, "cal.allDay", { title: title(e) });
    const all = names(e);
    const who = all.length ? say(locale, "cal.with", { who: `${all.slice(0, MAX_NAMES_SHOWN).join(", ")}${all.length > MAX_NAMES_SHOWN ? ` +${all.length - MAX_NAMES_SHOWN}` : ""}` }) : "";
    return `${hhmm(e.start, timeZone)}–${hhmm(e.end, timeZone)} ${title(e)}${who}`;
  });
}

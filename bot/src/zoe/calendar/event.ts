/**
 * The calendar event and change shapes ZOE works with, as zod schemas (they cross a file boundary:
 * the stored snapshot) with their inferred types.
 * Must never: interpret a title, location or attendee name. Those come from other people's
 * invitations: they are untrusted evidence, carried verbatim (length-capped), never instructions.
 */
import { z } from "zod";

/** Caps on untrusted text so one hostile invitation cannot flood the snapshot or a prompt. */
export const MAX_TITLE_CHARS = 300;
export const MAX_LOCATION_CHARS = 300;
export const MAX_ATTENDEE_CHARS = 200;
export const MAX_ATTENDEES = 50;

/** One occurrence of a calendar event inside the looked-at window. */
export const CalendarEventSchema = z.object({
  /** The iCalendar UID (shared by every occurrence of a recurring event). */
  uid: z.string().min(1),
  /**
   * Unique per occurrence and stable when that occurrence is moved: the UID alone for a single
   * event, `uid|<recurrence id>` for an occurrence of a series (the recurrence id is the UTC ISO
   * instant the rule generated, or the plain date `YYYY-MM-DD` for all-day series).
   */
  instanceKey: z.string().min(1),
  title: z.string().max(MAX_TITLE_CHARS),
  /** ISO 8601 UTC. For all-day events: local midnight (in the feed's time zone) as a UTC instant. */
  start: z.iso.datetime(),
  /** ISO 8601 UTC, never before `start`. */
  end: z.iso.datetime(),
  /** A date-only event. Shown in the brief, never a reason to push (the caller's rule). */
  allDay: z.boolean(),
  /** Names (CN) or e-mail addresses of every ATTENDEE except ROLE=NON-PARTICIPANT. */
  attendees: z.array(z.string().max(MAX_ATTENDEE_CHARS)).max(MAX_ATTENDEES),
  location: z.string().max(MAX_LOCATION_CHARS).optional(),
  status: z.enum(["confirmed", "tentative", "cancelled"]),
  /** The source's log-safe label (`host#hash`), never its URL. */
  source: z.string(),
});

/** One occurrence of a calendar event inside the looked-at window. */
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

/** What changed between two snapshots of a calendar. */
export const CalendarDeltaSchema = z.object({
  type: z.enum(["new", "moved", "cancelled"]),
  /** The event as it is now (for a disappeared event: as it was last seen). */
  event: CalendarEventSchema,
  /** For "moved" (and a "cancelled" that also moved): where it started before. */
  previousStart: z.iso.datetime().optional(),
});

/** What changed between two snapshots of a calendar. */
export type CalendarDelta = z.infer<typeof CalendarDeltaSchema>;

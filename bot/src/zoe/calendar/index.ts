/**
 * ZOE's calendar: private ICS feeds (or local .ics files) polled into a per-owner snapshot of the
 * next 48 hours, with the changes between polls. The reasoning tick and the morning brief use it.
 * Must never: treat event text as instructions, or log a feed's address.
 *
 * Use: `const feed = new CalendarFeed({ sources, state: owner.storage, logger, clock, timeZone })`; call
 * `await feed.poll()` from the scheduler (every minute is fine: sources are fetched only when due),
 * read `feed.health()` for a source with `shouldWarnOwner`, tell the owner, then `markWarned()`
 * (and likewise `shouldTellLimits` and `markLimitsTold()` for a feed larger than its bounds).
 */
export { diffSnapshots, type DiffOptions } from "./deltas.ts";
export {
  type CalendarDelta,
  CalendarDeltaSchema,
  type CalendarEvent,
  CalendarEventSchema,
} from "./event.ts";
export { CalendarFeed, type CalendarFeedOptions, type PollResult } from "./feed.ts";
// The parser itself (ics.ts, with ical.js) runs on the reader thread (read-thread.ts), never here.
export { IcsParseError } from "./ics-error.ts";
export type { ParseIcsOptions } from "./ics.ts";
export { type CalendarSnapshot, CalendarSnapshotSchema, type FeedHealth, retryDelayMs, SNAPSHOT_FILE } from "./snapshot.ts";
export { resolveSource, sourceLabel } from "./source.ts";
export {
  CalendarTriggerStateSchema,
  type CalendarCandidateInput,
  type CalendarTriggerState,
  CHANGE_HORIZON_MS,
  calendarCandidates,
  changeSubject,
  concerns,
  DEFAULT_HEADSUP_LEAD_MS,
  emptyTriggerState,
  headsUpSubject,
  isMeeting,
  nextHeadsUpAt,
  type PendingChange,
  pruneState,
  recordDeltas,
  TODAYS_MEETINGS_TITLE,
  todaysMeetingLines,
} from "./candidates.ts";
export {
  CALENDAR_JOB,
  type CalendarReader,
  CalendarTrigger,
  type CalendarTriggerOptions,
  DEFAULT_POLL_INTERVAL_MS,
  feedFailureNotice,
  feedLimitsNotice,
  TRIGGER_FILE,
} from "./trigger.ts";

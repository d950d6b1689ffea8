/**
 * What reading one calendar feed may cost and keep. A feed is other people's text (any invitation
 * lands in it): before these bounds, a 6.6 kB file of 42 events with runaway rules stalled the
 * whole process for 19 s on every poll and stored 100,000 occurrences. The parser (ics.ts) keeps
 * the deterministic ones (steps, occurrences, UID length); the reader thread (read-thread.ts) the
 * ones only a clock can keep (a loop inside ical.js). What a read leaves out is reported, stored
 * with the feed's state and told to the owner once.
 * Must never: import anything (the main thread reads these without loading the parser).
 */

/**
 * A rule that needs more steps than this to get through the window is left out (FREQ=MINUTELY
 * since 1990). Rules without a COUNT jump to the window (fastForward), so only COUNT rules and
 * monthly or yearly ones walk from DTSTART: monthly since 1970 is 660 steps, and a daily rule
 * with a COUNT begun 27 years ago still fits. A step costs up to 60 µs on a slow machine.
 */
export const MAX_STEPS_PER_EVENT = 10_000;
/**
 * All the rules of one feed together walk at most this many steps (about 3 s on a slow machine);
 * the events after that are left out. Why: 42 runaway events at the old per-event cap of 50,000
 * were 19 s of work on every poll.
 */
export const MAX_STEPS_PER_FEED = 50_000;
/**
 * A recurring event with more occurrences than this in the window is left out whole: an hourly
 * event over the 14-day lookahead is 336, and a rule that fires every minute or second is no
 * meeting anyone attends. Whole, not cut, so the next poll (the window a few minutes on) does not
 * see the cut edge's occurrences as new ones.
 */
export const MAX_OCCURRENCES_PER_EVENT = 500;
/**
 * At most this many occurrences per feed are kept, the earliest first (the 48-hour window is what
 * ZOE speaks about). Forty meetings a day over the 14-day lookahead is 560; a feed with more is a
 * hostile or a shared room calendar, and 100,000 stored occurrences were a 22 MB snapshot that
 * delayed the owner's /threads by 18 s.
 */
export const MAX_OCCURRENCES_PER_FEED = 1_000;
/** UIDs longer than this are shortened to a prefix and a hash: every occurrence stores its UID twice. */
export const MAX_UID_CHARS = 256;
/** Left-out events named in a reading: enough to tell them apart across polls, bounded. */
export const MAX_LEFT_OUT_LISTED = 100;

/**
 * A recurring event within the step caps expands in well under a second even on a slow, busy
 * machine; one still expanding after five is in a loop ical.js cannot leave inside one call.
 */
export const EVENT_BUDGET_MS = 5_000;
/** A whole read: a 10 MiB feed of 60,000 events reads in about 4 s on a slow machine. */
export const READ_BUDGET_MS = 30_000;
/**
 * Each event found stuck costs its budget and a new thread; after this many in one read the read
 * fails, and the next attempt (after the feed's backoff) goes on without those already found.
 */
export const MAX_STUCK_PER_READ = 3;
/** Events remembered as stuck per feed: a read that finds one more fails (a feed made to hurt). */
export const MAX_STUCK_PER_FEED = 50;
/** The thread's heap: a 10 MiB feed (the largest fetched) needs about 150 MB. */
export const READER_HEAP_MB = 256;
/** The thread stays this long after a read for the next feed, then goes (it holds ical.js and luxon). */
export const IDLE_MS = 60_000;

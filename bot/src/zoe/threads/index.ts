/**
 * Open loops: the thread store and its escalation ladder, the one module of transitions, due
 * dates, reading replies, reminders at the minute named, offline commitment capture and /threads.
 * Other folders use only what this index exports.
 * Must never: change a thread outside threads/transitions.ts and threads/store.ts.
 */
export { type AckButtonAction, ackData, decisionButtons, nudgeButtons, reminderButtons, THREAD_PUSH_KINDS } from "./ack.ts";
export { extractCommitments, extractFollowUpReminder, repeatAsked } from "./capture.ts";
export { summaryOverlap, untrackData } from "./closing.ts";
export { openLoopFeatures } from "./commands.ts";
export { dueCli, dueHourReadings, formatAt, formatDue, formatWhen, namesTimeOfDay, preloadDateParsers, resolveDue, thisEvening } from "./due.ts";
export { snoozeAtData, snoozeChoices, type SnoozeChoice } from "./snooze-choices.ts";
export { promisedAt, REMINDER_JOB, reminderJob } from "./reminders.ts";
export { nextOccurrence, repeatRule, type RepeatRule, repeatWords } from "./recurrence.ts";
export { classifyReply, CONFIDENT, type ReplyAction, namingWords, sharesContentWord, wordsFoundIn } from "./reply.ts";
export { compareEqualThreads, findThread, followUpAt, isDue, isLive, isOverdue, ladderStep, liveIdLookup, remindedAt, REST_AFTER_UNANSWERED, sortForDisplay, type Thread, ThreadStore } from "./store.ts";
export { applyOps, noteEpisode, type OpOutcome, recordNudge } from "./transitions.ts";

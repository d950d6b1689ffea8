/**
 * The error of a calendar text that is not iCalendar data ZOE can read, apart from the parser
 * (ics.ts) so that telling it from other failures does not load ical.js.
 * Must never: carry file content in its message (it is logged).
 */

/** The text is not iCalendar data ZOE can read. The message is safe to log (no file content). */
export class IcsParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IcsParseError";
  }
}

/**
 * Instants in scenario files: ISO-8601 text, read in the scenario's zone when it has no offset.
 * Must never: read the clock.
 */
import { DateTime } from "luxon";
import { z } from "zod";

const HINT = "must be an ISO-8601 time, e.g. 2026-06-04T10:00:00+02:00";

/** An ISO-8601 instant; without an offset it is read in the scenario's zone. */
export const InstantSchema = z.string({ error: HINT }).refine((s) => DateTime.fromISO(s, { setZone: true }).isValid, HINT);

/** Read an instant in the scenario's zone (an explicit offset wins) as epoch milliseconds. */
export function instant(text: string, timeZone: string): number {
  return DateTime.fromISO(text, { zone: timeZone }).toMillis();
}

/** An instant as the owner reads it in the scenario: "Thu 04 Jun 18:30". */
export function localTime(ms: number, timeZone: string): string {
  return DateTime.fromMillis(ms, { zone: timeZone }).setLocale("en").toFormat("ccc dd LLL HH:mm");
}

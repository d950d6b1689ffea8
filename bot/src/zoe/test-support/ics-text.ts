/**
 * ICS text for calendar tests: a VCALENDAR around events, and a timed meeting with attendees.
 * Must never: depend on the parser it feeds (it writes the format by hand, as feeds do).
 */

/** A VCALENDAR with the given events (CRLF line ends, as feeds send them). */
export const ics = (...events: string[][]) => `${["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//ZOE tests//EN", ...events.flat(), "END:VCALENDAR"].join("\r\n")}\r\n`;

/** A meeting at a UTC instant ("20250602T120000Z"), `minutes` long, with attendees. */
export const meeting = (uid: string, title: string, startUtc: string, minutes: number, attendees: string[]) => [
  "BEGIN:VEVENT",
  `UID:${uid}`,
  `SUMMARY:${title}`,
  `DTSTART:${startUtc}`,
  `DURATION:PT${minutes}M`,
  ...attendees.map((a) => `ATTENDEE;CN=${a}:mailto:${a.toLowerCase()}@example.com`),
  "END:VEVENT",
];

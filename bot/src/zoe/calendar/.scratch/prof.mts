import { parseIcs } from "../ics.ts";
const ev: string[] = [];
for (let i = 0; i < 200; i++) ev.push("BEGIN:VEVENT", `UID:e${i}`, "SUMMARY:x", `DTSTART;TZID=Europe/Berlin:20150105T090000`, "DURATION:PT30M", "RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR", "END:VEVENT");
const text = ["BEGIN:VCALENDAR", ...ev, "END:VCALENDAR"].join("\r\n");
for (let k = 0; k < 3; k++) { const t0 = performance.now(); parseIcs(text, { now: new Date("2025-03-10T06:00:00Z"), horizonMs: 14 * 86400000, source: "s" }); console.log(Math.round(performance.now() - t0)); }

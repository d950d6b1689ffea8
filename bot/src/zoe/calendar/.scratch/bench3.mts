import { parseIcs } from "../ics.ts";
function run(n: number, rule: string, tz = "TZID=Europe/Berlin") {
  const ev: string[] = [];
  for (let i = 0; i < n; i++) ev.push("BEGIN:VEVENT", `UID:e${i}`, "SUMMARY:x", `DTSTART;${tz}:20150105T090000`, "DURATION:PT30M", rule, "END:VEVENT");
  const text = ["BEGIN:VCALENDAR", ...ev, "END:VCALENDAR"].join("\r\n");
  const t0 = performance.now();
  const out = parseIcs(text, { now: new Date("2025-03-10T06:00:00Z"), horizonMs: 14 * 86400000, source: "s" });
  console.log(n, rule, tz, out.length, Math.round(performance.now() - t0), "ms");
}
run(1, "RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR");
run(200, "RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR");
run(200, "RRULE:FREQ=DAILY");
run(200, "RRULE:FREQ=WEEKLY");
run(200, "RRULE:FREQ=DAILY", "VALUE=DATE-TIME");
const singles: string[] = [];
for (let i = 0; i < 5000; i++) singles.push("BEGIN:VEVENT", `UID:s${i}`, "SUMMARY:x", `DTSTART;TZID=Europe/Berlin:2016${String(1 + (i % 12)).padStart(2, "0")}10T090000`, "DURATION:PT30M", "END:VEVENT");
let t0 = performance.now();
parseIcs(["BEGIN:VCALENDAR", ...singles, "END:VCALENDAR"].join("\r\n"), { now: new Date("2025-03-10T06:00:00Z"), horizonMs: 14 * 86400000, source: "s" });
console.log("5000 past singles", Math.round(performance.now() - t0), "ms");

import ICAL from "ical.js";
import { DateTime } from "luxon";
const text = ["BEGIN:VCALENDAR","BEGIN:VEVENT", `UID:e`, "DTSTART;TZID=Europe/Berlin:20150105T090000", "DURATION:PT30M", "RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR", "END:VEVENT","END:VCALENDAR"].join("\r\n");
const c = new ICAL.Component(ICAL.parse(text));
const v = c.getFirstSubcomponent("vevent")!;
let t0 = performance.now();
const exp = new ICAL.RecurExpansion({ component: v, dtstart: v.getFirstPropertyValue("dtstart") as any });
let n = 0; let t: any; const ts: any[] = [];
while ((t = exp.next()) && n < 2700) { n++; ts.push(t); }
console.log("ical steps", n, Math.round(performance.now() - t0), "ms");
t0 = performance.now();
for (const x of ts) DateTime.fromObject({ year: x.year, month: x.month, day: x.day, hour: x.hour, minute: x.minute, second: x.second }, { zone: "Europe/Berlin" }).toMillis();
console.log("luxon", Math.round(performance.now() - t0), "ms");
const w = ICAL.Time.fromData({year:2015,month:1,day:5,hour:9});
t0 = performance.now();
const exp2 = new ICAL.RecurExpansion({ component: v, dtstart: v.getFirstPropertyValue("dtstart") as any });
n=0; while ((t = exp2.next()) && n < 2700) { n++; t.year; }
console.log("ical steps again", Math.round(performance.now() - t0), "ms");

import { classifyAckReply } from "../../bot/src/zoe/ack.ts";
import { resolveDue } from "../../bot/src/zoe/due.ts";
for (const t of ["not yet, monday", "not yet monday", "snooze until friday", "Couldn't get to it, the offsite got pushed so Wednesday works"]) console.log(t, JSON.stringify(classifyAckReply(t)));
console.log(resolveDue("monday", new Date("2026-06-05T18:50:00+02:00"), "Europe/Berlin"));

/**
 * What ZOE has scheduled, for the owner (/status) and the operator (`zoe status`): each job with
 * its next run in the owner's zone and its last outcome, plus how many post drafts wait.
 * `zoe status` runs in a process of its own: it reads each owner's jobs.json and computes the
 * next runs from the job specs, without starting any channel.
 * Must never: show one owner another owner's jobs, or change any state.
 */
import { DateTime } from "luxon";
import type { Feature } from "../app.ts";
import { formatDue } from "../due.ts";
import type { OwnerContext } from "../owner.ts";
import { draftQueue } from "../posts/drafts-queue.ts";
import type { JobStatus, Scheduler } from "../scheduler.ts";

/** How long /status waits for a scheduler that is still starting. */
const STATUS_READY_WAIT_MS = 15_000;

/** Readable names for the jobs ZOE knows; others show their own name. */
const LABELS: Record<string, string> = {
  tick: "reasoning tick",
  brief: "morning brief",
  "drafts-write": "post drafting",
  "drafts-notice": "drafts notice",
  reminder: "reminders at their time",
  reflection: "evening reflection",
};

/** One line per job (pure), e.g. "morning brief: next tomorrow 09:00; last: sent (today 09:00)". */
export function jobStatusLines(rows: JobStatus[], now: Date, timeZone: string): string[] {
  return rows.map((r) => {
    const name = LABELS[r.job] ?? r.job;
    const next = r.next ? `next ${formatDue(r.next, now, timeZone)}` : "off";
    const when = r.lastRunAt ? ` (${formatDue(new Date(r.lastRunAt), now, timeZone)})` : "";
    const last = r.lastOutcome ? `; last: ${r.lastOutcome}${when}` : "; not run yet";
    return `${name}: ${next}${last}`;
  });
}

/** The whole report for one owner (pure over its inputs). */
export function statusText(rows: JobStatus[], now: Date, timeZone: string, draftsWaiting: number | null): string {
  const local = DateTime.fromJSDate(now, { zone: timeZone }).toFormat("cccc d LLLL, HH:mm");
  const lines = [`Scheduled (times in ${timeZone}; now ${local}):`, ...jobStatusLines(rows, now, timeZone).map((l) => `• ${l}`)];
  if (draftsWaiting !== null) lines.push("", draftsWaiting === 0 ? "No post drafts waiting." : `${draftsWaiting} post draft${draftsWaiting === 1 ? "" : "s"} waiting: /drafts`);
  return lines.join("\n");
}

/** How many drafts wait for an owner (null when the queue cannot be read). */
export async function draftsWaiting(owner: OwnerContext, now: Date): Promise<number | null> {
  try {
    return (await draftQueue(owner).pending(now)).length;
  } catch {
    return null;
  }
}

/** The `zoe status` report for every owner the scheduler knows. */
export async function statusReport(
  scheduler: Scheduler,
  owners: { ids: string[]; get(id: string): OwnerContext },
  now: Date,
  timeZone: string,
): Promise<string[]> {
  const out: string[] = [];
  for (const id of owners.ids) {
    const rows = await scheduler.statusFor(id, now);
    out.push(`Owner ${id}`, statusText(rows, now, timeZone, await draftsWaiting(owners.get(id), now)), "");
  }
  return out;
}

/** /status for the owner. `scheduler` is looked up when the command runs (it is built after the features). */
export function statusFeature(scheduler: () => Scheduler | null): Feature {
  return {
    commands: [
      {
        name: "status",
        description: "What I have scheduled, and how it went last time",
        async run({ zoe, owner, convo }) {
          const s = scheduler();
          if (!s) {
            await convo.reply({ text: "Nothing is scheduled right now." });
            return;
          }
          // Asked while ZOE is still starting: wait for the scheduler rather than report everything "off".
          await Promise.race([s.whenReady(), new Promise((r) => setTimeout(r, STATUS_READY_WAIT_MS).unref())]);
          const at = zoe.clock.now();
          const rows = await s.statusFor(owner.id, at);
          await convo.reply({ text: statusText(rows, at, zoe.timeZone, await draftsWaiting(owner, at)) });
        },
      },
    ],
  };
}

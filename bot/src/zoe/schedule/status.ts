/**
 * What ZOE has scheduled, for the owner (/status) and the operator (`zoe status`): each job with
 * its next run in the owner's zone and its last outcome, plus how many post drafts wait.
 * `zoe status` runs in a process of its own: it reads each owner's jobs.json and computes the
 * next runs from the job specs, without starting any channel.
 * Must never: show one owner another owner's jobs, or change any state.
 */
import { DateTime } from "luxon";
import type { Feature } from "../app.ts";
import { formatDue } from "../threads/index.ts";
import { colon, t, type StringKey } from "../lang/index.ts";
import type { Locale } from "../lang/index.ts";
import type { OwnerContext } from "../owner.ts";
import { draftQueue } from "../posts/index.ts";
import type { JobStatus, Scheduler } from "./scheduler.ts";

/** How long /status waits for a scheduler that is still starting. */
const STATUS_READY_WAIT_MS = 15_000;

/** Readable names for the jobs ZOE knows; others show their own name. */
const LABELS: Record<string, StringKey> = {
  tick: "job.tick",
  brief: "job.brief",
  "drafts-write": "job.draftsWrite",
  "drafts-notice": "job.draftsNotice",
  reminder: "job.reminder",
  reflection: "job.reflection",
  calendar: "job.calendar",
};

/**
 * A job's last outcome for the owner. English keeps the job's own words ("skipped: quiet mode");
 * other languages get the gist in theirs (sent, nothing to say, skipped, failed, ran): the
 * outcomes are the jobs' log lines, written in English for the operator.
 */
export function outcomeWords(outcome: string, locale: Locale): string {
  if (locale === "en") return outcome;
  const o = outcome.toLowerCase();
  if (/fail|error/.test(o)) return t(locale, "outcome.failed");
  if (/skip|missed|already|off\b/.test(o)) return t(locale, "outcome.skipped");
  if (/^(?:reminder: )?(?:sent|pushed|delivered|drafted)/.test(o)) return t(locale, "outcome.sent");
  if (/^(?:reminder: )?(?:silent|held|declined|nothing|no draft|the model found nothing)/.test(o)) return t(locale, "outcome.silent");
  return t(locale, "outcome.ran");
}

/** One line per job (pure), e.g. "morning brief: next tomorrow 09:00; last: sent (today 09:00)". */
export function jobStatusLines(rows: JobStatus[], now: Date, timeZone: string, locale: Locale = "en"): string[] {
  return rows.map((r) => {
    const label = LABELS[r.job];
    const name = label ? t(locale, label) : r.job;
    const next = r.next ? t(locale, "status.next", { when: formatDue(r.next, now, timeZone, locale) }) : t(locale, "status.off");
    const when = r.lastRunAt ? ` (${formatDue(new Date(r.lastRunAt), now, timeZone, locale)})` : "";
    const last = r.lastOutcome ? t(locale, "status.last", { outcome: outcomeWords(r.lastOutcome, locale), when }) : t(locale, "status.notRun");
    return `${name}${colon(locale)}${next}${last}`;
  });
}

/** The whole report for one owner (pure over its inputs). */
export function statusText(rows: JobStatus[], now: Date, timeZone: string, draftsWaiting: number | null, locale: Locale = "en"): string {
  const at = DateTime.fromJSDate(now, { zone: timeZone });
  const local = locale === "en" ? at.toFormat("cccc d LLLL, HH:mm") : at.setLocale(locale).toLocaleString({ weekday: "long", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const lines = [t(locale, "status.header", { zone: timeZone, now: local }), ...jobStatusLines(rows, now, timeZone, locale).map((l) => `• ${l}`)];
  if (draftsWaiting !== null) {
    const n = draftsWaiting;
    lines.push("", n === 0 ? t(locale, "status.noDrafts") : t(locale, n === 1 ? "status.draftOne" : "status.drafts", { n }));
  }
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
            await convo.reply({ text: t(owner.locale, "status.nothing") });
            return;
          }
          // Asked while ZOE is still starting: wait for the scheduler rather than report everything "off".
          await Promise.race([s.whenReady(), new Promise((r) => setTimeout(r, STATUS_READY_WAIT_MS).unref())]);
          const at = zoe.clock.now();
          const rows = await s.statusFor(owner.id, at);
          await convo.reply({ text: statusText(rows, at, zoe.timeZone, await draftsWaiting(owner, at), owner.locale) });
        },
      },
    ],
  };
}

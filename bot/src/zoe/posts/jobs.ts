/**
 * The scheduled side of post drafts, as JobSpecs for the scheduler: silent drafting at
 * spread-out times inside the owner's active hours, and one "drafts ready" notice a day (14:00
 * in the owner's zone by default) when there is something new to review.
 * Must never: push a draft (drafting sends nothing), send a second notice on one day (also
 * across restarts and a changed notice time), or announce a draft more than 1 + MAX_RESENDS
 * times.
 */
import { DateTime } from "luxon";
import { zoneOf } from "../base/zone.ts";
import type { Zoe } from "../app.ts";
import type { Logger } from "../base/log.ts";
import type { ModelClient } from "../model/index.ts";
import { t } from "../lang/index.ts";
import type { Locale } from "../lang/index.ts";
import type { OwnerContext } from "../owner.ts";
import { dailyNext, dailyPrevious, JOB_LEASE_MS, type JobSpec } from "../schedule/index.ts";
import { announceable, DEFAULT_DRAFTS_PER_DAY, draftQueue, MAX_DRAFTS_PER_DAY } from "./drafts-queue.ts";
import { generateDraft } from "./generate.ts";

/** The drafting job's name (jobs.json, status). */
export const DRAFTS_WRITE_JOB = "drafts-write";
/** The notice job's name (jobs.json, status). */
export const DRAFTS_NOTICE_JOB = "drafts-notice";
/** The notice's default time, owner's zone. */
export const DEFAULT_NOTICE_AT = "14:00";

const minutesOf = (hm: string) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3, 5));
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/**
 * The day's drafting times (pure): `perDay` times evenly spread inside active hours, each in the
 * middle of its share of the window (08:00–22:00 and 3 a day: 10:20, 15:00, 19:40). Windows may
 * wrap midnight.
 */
export function draftTimes(activeHours: { start: string; end: string }, perDay: number): string[] {
  const n = Math.max(0, Math.min(MAX_DRAFTS_PER_DAY, Math.floor(perDay)));
  if (n === 0) return [];
  const start = minutesOf(activeHours.start);
  const len = (minutesOf(activeHours.end) - start + 1440) % 1440 || 1440;
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(hhmm((start + Math.floor((len * (2 * i + 1)) / (2 * n))) % 1440));
  return [...new Set(out)];
}

/** The notice text (pure): how many drafts are ready, and how many of them are new. */
export function noticeText(waiting: number, fresh: number, locale: Locale = "en"): string {
  if (fresh === waiting) return t(locale, waiting === 1 ? "drafts.readyOne" : "drafts.ready", { n: waiting });
  return t(locale, fresh === 1 ? "drafts.readyFreshOne" : "drafts.readyFresh", { fresh, n: waiting });
}

/** What the draft jobs need. */
export interface DraftJobsDeps {
  zoe: Zoe;
  model: ModelClient | null;
  logger: Logger;
  timeZone: string;
  /** Drafts a day (0 = off). */
  perDay?: number;
  /** The notice time, HH:MM in the owner's zone. */
  noticeAt?: string;
}

/** Silent drafting. Off in offline mode. A slot missed while down is written once at start. */
export function draftWriteJob(deps: DraftJobsDeps): JobSpec {
  const perDay = deps.perDay ?? DEFAULT_DRAFTS_PER_DAY;
  const times = async (owner: OwnerContext) => (deps.model && perDay > 0 ? draftTimes((await owner.settings.get()).activeHours, perDay) : []);
  return {
    name: DRAFTS_WRITE_JOB,
    next: async (owner, after) => dailyNext(await times(owner), deps.timeZone, after),
    previous: async (owner, before) => dailyPrevious(await times(owner), deps.timeZone, before),
    catchUp: { mode: "run" },
    async run(owner, slot) {
      const { outcome } = await generateDraft(deps, owner, slot, deps.zoe.clock.now());
      return { outcome };
    },
  };
}

/** The daily notice, only when there is something new. A notice missed while down is skipped. */
export function draftNoticeJob(deps: DraftJobsDeps): JobSpec {
  const perDay = deps.perDay ?? DEFAULT_DRAFTS_PER_DAY;
  const at = deps.noticeAt ?? DEFAULT_NOTICE_AT;
  const times = perDay > 0 ? [at] : [];
  return {
    name: DRAFTS_NOTICE_JOB,
    next: async (_owner, after) => dailyNext(times, deps.timeZone, after),
    previous: async (_owner, before) => dailyPrevious(times, deps.timeZone, before),
    catchUp: { mode: "skip" },
    async run(owner, slot, ctx) {
      const { zoe } = deps;
      const now = zoe.clock.now();
      const queue = draftQueue(owner);
      await queue.expire(now);
      const pending = await queue.pending(now);
      const fresh = announceable(pending, now);
      if (fresh.length === 0) return { outcome: pending.length ? `nothing new (${pending.length} already announced)` : "no drafts" };
      const settings = await owner.settings.get();
      if (settings.mode === "quiet") return { outcome: "skipped: quiet mode" };
      // One a day whatever the slot: a changed notice time or a second process cannot add one.
      const day = DateTime.fromJSDate(slot, { zone: zoneOf(deps.timeZone) }).toISODate() ?? slot.toISOString().slice(0, 10);
      const dayKey = `${DRAFTS_NOTICE_JOB}-day@${day}`;
      // The day is leased like the slot (on a database shared by instances): a run that dies
      // between taking the day and sending must not cost the day its notice, so once the lease
      // has run out the run that takes the slot over takes the day too. Completed once sent.
      if (!(await owner.sentinels.claim(dayKey, now, JOB_LEASE_MS))) {
        const until = await owner.sentinels.leaseEnd?.(dayKey);
        // Another run holds the day and has not finished: it is sending, or died doing so. Fail,
        // so the scheduler runs this slot again after its retry delay and looks again.
        if (until) throw new Error(`another run is sending today's drafts notice (its claim runs out at ${until.toISOString()})`);
        return { outcome: "already sent today" };
      }
      let push: Awaited<ReturnType<typeof zoe.push>> = null;
      try {
        push = await zoe.push(owner.id, { text: noticeText(pending.length, fresh.length, owner.locale) }, { kind: "drafts", subject: "drafts", reason: t(owner.locale, "drafts.reason") }, ctx.pushes);
      } finally {
        // Not delivered, or the slot went to another instance (its run sends the notice): the day
        // is free again (only this run's claim: one that took the day over keeps it).
        if (!push) await owner.sentinels.release(dayKey);
      }
      if (!push) throw new Error("the drafts notice could not be delivered");
      await owner.sentinels.complete?.(dayKey);
      await queue.markAnnounced(pending.map((d) => d.id), zoe.clock.now());
      return { outcome: `sent (${pending.length} ready)` };
    },
  };
}

/** Both draft jobs. */
export function draftJobs(deps: DraftJobsDeps): JobSpec[] {
  return [draftWriteJob(deps), draftNoticeJob(deps)];
}

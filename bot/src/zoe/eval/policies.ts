/**
 * Push policies the replay compares, as scheduler jobs. `zoe` is the real thing (the runtime's own
 * scheduler: reasoning tick, ladder, guards, gate, brief). The two baselines replace only the
 * reasoning tick; events, commands, the thread store, the ack buttons and the brief are the same.
 *   - `legacy-cron`, ZOE before the redesign: at :00 every hour (day and night: it had no quiet
 *     hours) a nudge for every open thread due within 24 hours or overdue, no cool-down, and each
 *     unanswered nudge resent every 30 minutes, up to 3 times. Template text, no model call.
 *   - `heartbeat`, the usual heartbeat assistant: every 30 minutes inside active hours it runs one
 *     full model turn (the concierge's prompt, tools included) and speaks about the most urgent
 *     due or overdue thread whenever there is one, suppressing only a text identical to one sent
 *     in the last 24 hours. Its text says how overdue the thread is (hours, then days), as a model
 *     would, so the suppression bites only while that figure stays the same. Goals are in every
 *     beat's prompt; with nothing urgent it speaks about a goal (the same de-duplication applies).
 * Goals under `legacy-cron`: a daily reminder of every open goal at 09:00 (a cron job, as the old
 * bot had for everything).
 * GitHub under both baselines: the usual GitHub-to-chat bridge, notifying on every event it reads
 * (a push, each check or workflow run, each review request, each merge), at once, day and night,
 * one line each, no buttons (`githubForward`).
 * Must never: re-implement ZOE's own logic here; only the baselines' rules live in this file.
 */
import { nudgeButtons } from "../threads/index.ts";
import { recordNudge } from "../threads/index.ts";
import type { Zoe } from "../app.ts";
import { DAY, HOUR, MINUTE, type Clock } from "../base/clock.ts";
import { formatDue } from "../threads/index.ts";
import type { Logger } from "../base/log.ts";
import type { ModelClient } from "../model/index.ts";
import { RESPOND_TOOL } from "../model/index.ts";
import type { OwnerContext } from "../owner.ts";
import { buildPrompt } from "../conversation/index.ts";
import { cronNext, type JobSpec } from "../schedule/index.ts";
import { isActive } from "../settings/index.ts";
import { compareEqualThreads, followUpAt, isDue, isLive, sortForDisplay, type Thread } from "../threads/index.ts";
import type { Goal } from "../goals/index.ts";
import { type GithubEvent, normalize } from "../github/index.ts";

export const POLICIES = ["zoe", "legacy-cron", "heartbeat"] as const;
export type PolicyName = (typeof POLICIES)[number];

/** One line per policy for reports. */
export const POLICY_DESCRIPTIONS: Record<PolicyName, string> = {
  zoe: "ZOE: hourly reasoning tick, escalation ladder, guards, decision model",
  "legacy-cron": "hourly cron: every thread due within 24 h, resent every 30 min up to 3 times; every GitHub event forwarded",
  heartbeat: "30-minute heartbeat in active hours: the most urgent due thread, one model turn per beat; every GitHub event forwarded",
};

/** The naive bridge's line for a GitHub event, and the kind it is scored as . */
export function githubForwardText(e: GithubEvent): { text: string; kind: "github_ci" | "github_review" | "github_done" } {
  switch (e.type) {
    case "push":
      return { text: `GitHub: ${e.pusher ?? "someone"} pushed to ${e.branch ?? "?"} of ${e.repo}`, kind: "github_ci" };
    case "ci":
      return { text: `GitHub: ${e.check.replace(/^(workflow|suite):/, "")} ${e.outcome} on ${e.branch ?? "?"} of ${e.repo}`, kind: "github_ci" };
    case "pr":
      if (e.action === "closed") return { text: `GitHub: ${e.repo}#${e.number} "${e.title}" ${e.merged ? "merged" : "closed"}`, kind: "github_done" };
      return { text: `GitHub: ${e.repo}#${e.number} "${e.title}" ${e.action.replace(/_/g, " ")}${e.reviewer ? ` (${e.reviewer})` : ""}`, kind: "github_review" };
    case "review":
      return { text: `GitHub: ${e.reviewer ?? "someone"} ${e.state.replace(/_/g, " ")} ${e.repo}#${e.number} "${e.title}"`, kind: "github_review" };
    case "issue":
      return { text: `GitHub: issue ${e.repo}#${e.number} "${e.title}" ${e.action}`, kind: "github_done" };
  }
}

/** The baselines' GitHub bridge: one push per event it reads, at once (no quiet hours, no gate). */
export async function githubForward(d: Pick<PolicyDeps, "zoe">, owner: OwnerContext, name: string, payload: unknown): Promise<void> {
  const e = normalize(name, payload);
  if (!e) return;
  const { text, kind } = githubForwardText(e);
  await d.zoe.push(owner.id, { text }, { kind, subject: `github-forward:${text}`, reason: "GitHub bridge: every event" });
}

/** How often a policy woke up to decide, and how often it then said nothing. */
export interface WakeStats {
  wakeups: number;
  silent: number;
}

export interface PolicyDeps {
  zoe: Zoe;
  model: ModelClient | null;
  clock: Clock;
  logger: Logger;
  timeZone: string;
  stats: WakeStats;
}

const LEGACY_RESENDS = 3;
const LEGACY_RESEND_EVERY_MS = 30 * MINUTE;
const LEGACY_HORIZON_MS = DAY;

/** The legacy reminder text. */
export function legacyText(t: Thread, now: Date, timeZone: string): string {
  return `Reminder: ${t.summary} (due ${formatDue(new Date(t.due_at!), now, timeZone)}).`;
}

/** Whether the legacy cron reminds about a thread now: open, not snoozed, due within 24 hours or overdue. */
export function legacyWants(t: Thread, now: Date): boolean {
  if (!isLive(t) || !t.due_at) return false;
  if (t.snooze_until && Date.parse(t.snooze_until) > now.getTime()) return false;
  return Date.parse(t.due_at) - now.getTime() <= LEGACY_HORIZON_MS;
}

/** The legacy cron: the hourly reminders and their 30-minute resends. */
export function legacyCronJobs(d: PolicyDeps): JobSpec[] {
  /** Unanswered originals and their resends, by the original push id. */
  const open = new Map<string, { threadId: string; text: string; resends: string[]; lastAt: number }>();
  const hourly: JobSpec = {
    name: "legacy-hourly",
    next: async (_owner, after) => cronNext("0 * * * *", d.timeZone, after),
    async run(owner, _slot, ctx) {
      const now = d.clock.now();
      let sent = 0;
      for (const t of sortForDisplay(await owner.threads.live())) {
        if (!legacyWants(t, now)) continue;
        const text = legacyText(t, now, d.timeZone);
        const push = await d.zoe.push(owner.id, { text, buttons: nudgeButtons(t.id) }, { kind: "nudge", threadId: t.id, reason: "hourly reminder: due within 24 hours or overdue" }, ctx.pushes);
        if (!push) continue;
        sent++;
        open.set(push.id, { threadId: t.id, text, resends: [], lastAt: now.getTime() });
        await recordNudge(owner, t.id, now, d.timeZone);
      }
      d.stats.wakeups++;
      if (!sent) d.stats.silent++;
      return { outcome: `${sent} reminder(s)` };
    },
  };
  const resend: JobSpec = {
    name: "legacy-resend",
    next: async (_owner, after) => cronNext("0,30 * * * *", d.timeZone, after),
    async run(owner, _slot, ctx) {
      const now = d.clock.now();
      const pushes = new Map((await owner.pushes.all()).map((p) => [p.id, p]));
      const live = new Set((await owner.threads.live()).map((t) => t.id));
      let sent = 0;
      for (const [id, r] of open) {
        const answered = [id, ...r.resends].some((pid) => pushes.get(pid)?.answeredAt);
        if (answered || !live.has(r.threadId) || r.resends.length >= LEGACY_RESENDS) {
          if (answered || !live.has(r.threadId)) open.delete(id);
          continue;
        }
        if (now.getTime() - r.lastAt < LEGACY_RESEND_EVERY_MS) continue;
        const push = await d.zoe.push(owner.id, { text: r.text, buttons: nudgeButtons(r.threadId) }, { kind: "nudge", threadId: r.threadId, reason: "resent: the reminder went unanswered" }, ctx.pushes);
        if (!push) continue;
        sent++;
        r.resends.push(push.id);
        r.lastAt = now.getTime();
      }
      return { outcome: `${sent} resend(s)` };
    },
  };
  const goals: JobSpec = {
    name: "legacy-goals",
    next: async (_owner, after) => cronNext("0 9 * * *", d.timeZone, after),
    async run(owner, _slot, ctx) {
      let sent = 0;
      for (const g of await owner.goals.open()) {
        const push = await d.zoe.push(owner.id, { text: legacyGoalText(g) }, { kind: "goal", subject: `goal:${g.id}`, reason: "daily goal reminder" }, ctx.pushes);
        if (push) sent++;
      }
      return { outcome: `${sent} goal reminder(s)` };
    },
  };
  return [hourly, resend, goals];
}

/** The legacy daily goal reminder. */
export const legacyGoalText = (g: Goal) => `Daily goal reminder: ${g.text}. Any progress today?`;

/** The heartbeat's message about a goal when nothing is urgent. */
export const heartbeatGoalText = (g: Goal) => `Goal check: ${g.text}. How is it going?`;

/** What the heartbeat asks the model every beat. */
export const HEARTBEAT_PROMPT =
  "(heartbeat) Read your open threads and the recent conversation. If something needs the owner's attention now, write the message; otherwise answer HEARTBEAT_OK.";

/** "due now", "3 h overdue", "2 day(s) overdue". */
function overdueWords(ms: number): string {
  if (ms < HOUR) return "due now";
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h overdue`;
  return `${Math.floor(ms / DAY)} day(s) overdue`;
}

/** The heartbeat's message about a thread. */
export function heartbeatText(t: Thread, now: Date, timeZone: string): string {
  const due = new Date(t.due_at!);
  return `Heads-up: ${t.summary} (due ${formatDue(due, now, timeZone)}) is ${overdueWords(now.getTime() - followUpAt(t)!.getTime())}.`;
}

/** The most urgent due or overdue thread: the earliest follow-up time first (ties: `compareEqualThreads`). */
export function mostUrgent(threads: Thread[], now: Date): Thread | null {
  const due = threads.filter((t) => isDue(t, now));
  due.sort((a, b) => followUpAt(a)!.getTime() - followUpAt(b)!.getTime() || compareEqualThreads(a, b));
  return due[0] ?? null;
}

async function heartbeatTurn(d: PolicyDeps, owner: OwnerContext, now: Date, live: Thread[]): Promise<void> {
  if (!d.model) return;
  const [blocks, recent] = await Promise.all([owner.memory.blocks(), owner.memory.recentTurns()]);
  const goals = await owner.goals.open();
  const prompt = buildPrompt({ blocks, recent, threads: sortForDisplay(live), goals, now, timeZone: d.timeZone, text: HEARTBEAT_PROMPT });
  await d.model
    .call({ role: "main", purpose: "heartbeat", system: { stable: prompt.stable, dynamic: prompt.dynamic }, messages: prompt.messages, tools: [RESPOND_TOOL], maxTokens: 1024 })
    .catch((err: unknown) => d.logger.warn({ err }, "heartbeat turn failed"));
}

/** The heartbeat baseline. */
export function heartbeatJobs(d: PolicyDeps): JobSpec[] {
  return [
    {
      name: "heartbeat",
      next: async (_owner, after) => cronNext("0,30 * * * *", d.timeZone, after),
      async run(owner, _slot, ctx) {
        const now = d.clock.now();
        const settings = await owner.settings.get();
        if (!isActive(now, d.timeZone, settings.activeHours)) return { outcome: "outside active hours" };
        d.stats.wakeups++;
        const live = await owner.threads.live();
        await heartbeatTurn(d, owner, now, live);
        const t = mostUrgent(live, now);
        const text = t ? heartbeatText(t, now, d.timeZone) : null;
        const pushes = await owner.pushes.all();
        const sentToday = (x: string) => pushes.some((p) => p.text === x && now.getTime() - Date.parse(p.at) < DAY);
        const repeated = text !== null && sentToday(text);
        if (!t) {
          // Nothing urgent: a goal the beat has not spoken about in the last 24 hours.
          const goal = (await owner.goals.open()).find((g) => !sentToday(heartbeatGoalText(g)));
          if (goal) {
            const push = await d.zoe.push(owner.id, { text: heartbeatGoalText(goal) }, { kind: "goal", subject: `goal:${goal.id}`, reason: "heartbeat: goals in every beat" }, ctx.pushes);
            if (!push) d.stats.silent++;
            return { outcome: push ? "spoke about a goal" : "failed" };
          }
        }
        if (!t || !text || repeated) {
          d.stats.silent++;
          return { outcome: "HEARTBEAT_OK" };
        }
        const push = await d.zoe.push(owner.id, { text, buttons: nudgeButtons(t.id) }, { kind: "nudge", threadId: t.id, reason: "heartbeat: the most urgent due thread" }, ctx.pushes);
        if (push) await recordNudge(owner, t.id, now, d.timeZone);
        else d.stats.silent++;
        return { outcome: push ? "spoke" : "failed" };
      },
    },
  ];
}

/** The jobs that replace the reasoning tick for a baseline. */
export function baselineJobs(policy: Exclude<PolicyName, "zoe">, d: PolicyDeps): JobSpec[] {
  return policy === "legacy-cron" ? legacyCronJobs(d) : heartbeatJobs(d);
}

/**
 * The owner's view of goals: `/goals` lists active and resting goals with their last progress
 * note and when each was last reviewed (a resting goal says since when and why), with buttons to
 * mark one achieved, drop it or wake it; `/goals add|edit|done|drop|wake|undo …` do the same in
 * words. The goal buttons (also under a goal update) are answered here, including the one tap that
 * turns a proposed breakdown into tracked threads.
 * Must never: change a goal the owner did not name, or act on a stale or malformed button.
 */
import { randomUUID } from "node:crypto";
import type { ButtonContext, CommandContext, Feature } from "../app.ts";
import { DAY } from "../base/clock.ts";
import { formatDue } from "../threads/index.ts";
import type { AnyGoalOp } from "./transitions.ts";
import { GOAL_PREFIX, goalListButtons, parseGoalData } from "./buttons.ts";
import { findGoal, isOpenGoal, type Goal } from "./store.ts";
import { t } from "../lang/index.ts";
import type { Locale } from "../lang/index.ts";
import type { OwnerContext } from "../owner.ts";

/** Said when there are no goals (English; the owner's language through `t`). */
export const NO_GOALS = t("en", "goals.none");

export const GOALS_USAGE = t("en", "goals.usage");

/** One goal as /goals shows it (pure). */
export function goalLine(g: Goal, now: Date, timeZone: string, locale: Locale = "en"): string {
  const when = (at: string) => formatDue(new Date(at), now, timeZone, locale);
  const reviewed = g.last_review_at ? t(locale, "goals.reviewed", { when: when(g.last_review_at) }) : t(locale, "goals.notReviewed");
  const progress = g.last_note
    ? t(locale, "goals.progress", { note: `${g.last_note.replace(/\s*\n+\s*/g, " ").slice(0, 200)}${g.last_note_at ? ` (${when(g.last_note_at)})` : ""}` })
    : t(locale, "goals.noProgress");
  const head =
    g.status === "resting"
      ? t(locale, "goals.resting", { id: g.id, text: g.text, since: g.rested_at ? when(g.rested_at) : "?", reviewed, why: g.rest_reason ?? "" })
      : t(locale, "goals.active", { id: g.id, text: g.text, reviewed });
  return `${head}\n   ${progress}`;
}

/** The /goals answer for the open goals (pure). */
export function goalsListing(goals: Goal[], now: Date, timeZone: string, locale: Locale = "en"): string {
  const open = goals.filter(isOpenGoal);
  if (!open.length) return t(locale, "goals.none");
  const order = (g: Goal) => (g.status === "active" ? 0 : 1);
  const lines = [...open].sort((a, b) => order(a) - order(b) || Date.parse(a.created_at) - Date.parse(b.created_at)).map((g) => `• ${goalLine(g, now, timeZone, locale)}`);
  return `${t(locale, "goals.header", { count: open.length })}\n${lines.join("\n")}\n\n${t(locale, "goals.usage")}`;
}

const SUB: Record<string, "set" | "update" | "achieve" | "drop" | "wake" | "undo"> = {
  add: "set",
  set: "set",
  new: "set",
  edit: "update",
  update: "update",
  done: "achieve",
  achieve: "achieve",
  achieved: "achieve",
  drop: "drop",
  wake: "wake",
  undo: "undo",
};

/** Read `/goals …` arguments into a goal op, or an error line (pure). */
export function parseGoalsArgs(args: string, locale: Locale = "en"): { op: AnyGoalOp } | { error: string } | null {
  const m = /^(\S+)(?:\s+([\s\S]*))?$/.exec(args.trim());
  if (!m) return null;
  const sub = SUB[m[1]!.toLowerCase()];
  const rest = (m[2] ?? "").trim();
  if (!sub) return { error: t(locale, "goals.unknownSub", { sub: m[1]!, usage: t(locale, "goals.usage") }) };
  if (sub === "set") return rest ? { op: { op: "set", text: rest } } : { error: t(locale, "goals.whatGoal") };
  const [id, ...words] = rest.split(/\s+/).filter(Boolean);
  if (!id) return { error: t(locale, "goals.whichGoal", { sub: m[1]!.toLowerCase() }) };
  if (sub === "update") {
    const text = words.join(" ");
    return text ? { op: { op: "update", id, text } } : { error: t(locale, "goals.editWhat", { id }) };
  }
  return { op: { op: sub, id } };
}

/**
 * Pushes about a goal count as answered, and their buttons go (answered ones too: a message in
 * between may have answered a push whose buttons now act on a closed goal).
 */
async function settleGoalPushes(ctx: { owner: OwnerContext; now: Date; convo: CommandContext["convo"] }, goalId: string, answer: string): Promise<void> {
  const about = (p: { subject: string }) => p.subject === `goal:${goalId}`;
  const pushes = (await ctx.owner.pushes.all()).filter(about);
  if (!pushes.length) return;
  if (pushes.some((p) => !p.answeredAt)) await ctx.owner.pushes.markAnswered((p) => about(p), ctx.now, answer);
  for (const p of pushes) if (p.messageId && ctx.now.getTime() - Date.parse(p.at) < 7 * DAY) await ctx.convo.clearButtons(p.messageId);
}

async function listGoals(ctx: CommandContext): Promise<void> {
  const goals = await ctx.owner.goals.open();
  const locale = ctx.owner.locale;
  const buttons = goalListButtons(goals, locale);
  const text = goalsListing(goals, ctx.now, ctx.zoe.timeZone, locale);
  await ctx.convo.reply(buttons.length ? { text, buttons } : { text });
}

/** Turn a goal's proposed breakdown into tracked threads (once), linked to the goal. */
async function trackSteps(ctx: ButtonContext, goal: Goal): Promise<string> {
  const step = goal.next_step;
  const l = ctx.owner.locale;
  if (!step || step.kind !== "breakdown" || !step.steps.length) return t(l, "goals.noBreakdown", { id: goal.id });
  if (step.accepted) return t(l, "goals.stepsTracked");
  const outcomes = await ctx.zoe.concierge.applyThreadOps(ctx.owner, step.steps.map((s) => ({ op: "open" as const, summary: s })), null);
  const ids = outcomes.flatMap((o) => (o.ok && o.thread ? [o.thread.id] : []));
  await ctx.owner.goals.transact((all) => {
    const g = findGoal(all, goal.id);
    if (!g) return;
    for (const id of ids) if (!g.thread_ids.includes(id)) g.thread_ids.push(id);
    if (g.next_step) g.next_step.accepted = true;
  });
  return [t(l, "goals.trackingSteps", { n: ids.length, text: goal.text }), ...outcomes.map((o) => o.message)].join("\n");
}

async function onButton(ctx: ButtonContext): Promise<void> {
  const { zoe, owner, convo, now, event } = ctx;
  const parsed = parseGoalData(GOAL_PREFIX + ctx.payload);
  if (!parsed) return void (await convo.ack(t(owner.locale, "ack.expired")));
  const goal = findGoal(await owner.goals.all(), parsed.goalId);
  if (!goal) return void (await convo.ack(t(owner.locale, "goals.notTracking")));
  if (!isOpenGoal(goal)) {
    await convo.ack(t(owner.locale, "goals.closed"));
    if (event.messageId) await convo.clearButtons(event.messageId);
    return;
  }
  let line: string;
  if (parsed.action === "steps") line = await trackSteps(ctx, goal);
  else {
    const op: AnyGoalOp = parsed.action === "achieve" ? { op: "achieve", id: goal.id } : parsed.action === "drop" ? { op: "drop", id: goal.id } : { op: "wake", id: goal.id };
    const [o] = await zoe.concierge.applyGoalOps(owner, [op], null);
    line = o?.message ?? t(owner.locale, "goals.closed");
  }
  // Wake and track leave the goal open: its update's buttons stay useful. Closing it settles them.
  if (parsed.action === "achieve" || parsed.action === "drop") await settleGoalPushes({ owner, now, convo }, goal.id, `button:${parsed.action}`);
  else if (event.messageId && parsed.action === "wake") await convo.clearButtons(event.messageId);
  await owner.memory.record({ id: randomUUID(), at: now.toISOString(), role: "owner", text: `[pressed ${parsed.action}] ${goal.text}`, kind: "command", threadId: null });
  await convo.reply({ text: line });
}

/** /goals and the goal buttons. */
export const goalsFeature: Feature = {
  commands: [
    {
      name: "goals",
      description: "Your goals: /goals, /goals add …",
      async run(ctx) {
        if (!ctx.args.trim()) return listGoals(ctx);
        const l = ctx.owner.locale;
        const parsed = parseGoalsArgs(ctx.args, l);
        if (!parsed || "error" in parsed) return void (await ctx.convo.reply({ text: parsed?.error ?? t(l, "goals.usage") }));
        const [o] = await ctx.zoe.concierge.applyGoalOps(ctx.owner, [parsed.op], null);
        if (o?.ok && o.goal && (o.transition === "achieved" || o.transition === "dropped" || o.transition === "undone")) {
          await settleGoalPushes(ctx, o.goal.id, `command:${parsed.op.op}`);
        }
        await ctx.convo.reply({ text: o?.message ?? t(l, "goals.usage") });
      },
    },
  ],
  buttons: [{ prefix: GOAL_PREFIX, run: onButton }],
};

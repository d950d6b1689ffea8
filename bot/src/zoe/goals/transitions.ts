/**
 * Applies goal operations (the concierge's `goal_ops`, `/goals …` and the goal buttons) to the
 * owner's goal list: set, update (an edit wakes a resting goal), achieve, drop, wake, and undo
 * (the confirmation's undo: the goal is forgotten). Pure over the list it is given: the caller
 * runs it inside one GoalStore transaction.
 * Must never: throw on an unknown id (it is reported back), or set a duplicate of an open goal.
 */
import { deepCopy } from "../base/copy.ts";
import { t } from "../lang/index.ts";
import type { Locale } from "../lang/index.ts";
import type { GoalOp } from "../model/index.ts";
import { idTaken } from "../storage/index.ts";
import { findGoal, isOpenGoal, logGoal, newGoal, newGoalId, wakeGoal, type Goal } from "./store.ts";

/** Every goal operation, including the owner-only ones (wake, undo). */
export type AnyGoalOp = GoalOp | { op: "wake"; id: string } | { op: "undo"; id: string };

/** What happened to one op, for the reply, the log and durable memory. */
export interface GoalOutcome {
  op: AnyGoalOp["op"];
  ok: boolean;
  /** A short line for the owner. */
  message: string;
  /** A snapshot of the goal after the op (before it, for undo). */
  goal?: Goal;
  /** Transitions durable memory and the confirmation care about. */
  transition?: "set" | "updated" | "achieved" | "dropped" | "woken" | "undone";
  /** Made before by this same turn (handled again after a crash): what it was, nothing changed now. */
  replayOf?: "set" | "achieved" | "dropped";
}

export interface GoalOpContext {
  now: Date;
  sourceTurn: string | null;
  /** The owner's language for the lines they read (default English). */
  locale?: Locale;
}

const normalize = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
const clean = (s: string) => s.trim().replace(/\s+/g, " ").slice(0, 300);
const snap = (g: Goal): Goal => deepCopy(g);

/** The confirmation of a new goal, with its undo. */
export function goalSetLine(g: Goal, locale: Locale = "en"): string {
  return t(locale, "goal.set", { text: g.text, id: g.id });
}

function setGoal(goals: Goal[], text: string, ctx: GoalOpContext): GoalOutcome {
  const words = clean(text);
  // The same turn handled again after a crash: the goal it set is confirmed again, not set twice.
  const mine = ctx.sourceTurn ? goals.find((g) => g.source_turn === ctx.sourceTurn && normalize(g.text) === normalize(words)) : undefined;
  if (mine) return { op: "set", ok: true, goal: snap(mine), message: goalSetLine(mine, ctx.locale), replayOf: "set" };
  const existing = goals.find((g) => isOpenGoal(g) && normalize(g.text) === normalize(words));
  if (existing) return { op: "set", ok: true, goal: snap(existing), message: t(ctx.locale ?? "en", "goal.already", { text: existing.text, id: existing.id }) };
  const g = newGoal({ id: newGoalId(idTaken(goals)), text: words, createdAt: ctx.now, sourceTurn: ctx.sourceTurn });
  goals.push(g);
  return { op: "set", ok: true, goal: snap(g), transition: "set", message: goalSetLine(g, ctx.locale) };
}

/** Apply a batch of goal ops in order; the list is mutated in place. */
export function applyGoalOps(goals: Goal[], ops: AnyGoalOp[], ctx: GoalOpContext): GoalOutcome[] {
  const out: GoalOutcome[] = [];
  const now = ctx.now;
  const at = now.toISOString();
  const say = (key: Parameters<typeof t>[1], vars: Record<string, string>) => t(ctx.locale ?? "en", key, vars);
  for (const op of ops) {
    if (op.op === "set") {
      out.push(setGoal(goals, op.text, ctx));
      continue;
    }
    const g = findGoal(goals, op.id);
    // A close made by this same turn before a crash: say it again, change nothing.
    const last = g?.log[g.log.length - 1];
    if (g && ctx.sourceTurn && last?.detail === ctx.sourceTurn && ((op.op === "achieve" && g.status === "achieved") || (op.op === "drop" && g.status === "dropped"))) {
      out.push({ op: op.op, ok: true, goal: snap(g), message: say(op.op === "achieve" ? "goal.achieved" : "goal.dropped", { text: g.text }), replayOf: op.op === "achieve" ? "achieved" : "dropped" });
      continue;
    }
    if (!g || (!isOpenGoal(g) && op.op !== "undo")) {
      out.push({ op: op.op, ok: false, message: say("goal.unknown", { id: op.id.trim() }) });
      continue;
    }
    switch (op.op) {
      case "update": {
        const parts: string[] = [];
        if (op.text?.trim() && normalize(op.text) !== normalize(g.text)) {
          g.text = clean(op.text);
          logGoal(g, now, "edited");
          parts.push(say("goal.updated", { text: g.text, id: g.id }));
        }
        if (op.note?.trim()) {
          g.last_note = op.note.trim().slice(0, 500);
          g.last_note_at = at;
          g.no_change_streak = 0;
          parts.push(say("goal.noted", { id: g.id, note: g.last_note }));
        }
        // An edit wakes a resting goal: the owner touched it, so it is worth reviewing again.
        if (wakeGoal(g, now, "edited by the owner")) parts.push(say("goal.wokeOnEdit", {}));
        g.updated_at = at;
        out.push({ op: "update", ok: true, goal: snap(g), transition: "updated", message: parts.join(" ") || say("goal.unchanged", { text: g.text, id: g.id }) });
        break;
      }
      case "wake": {
        const woke = wakeGoal(g, now, "woken by the owner");
        out.push({
          op: "wake",
          ok: true,
          goal: snap(g),
          ...(woke ? { transition: "woken" as const } : {}),
          message: say(woke ? "goal.awake" : "goal.alreadyActive", { text: g.text, id: g.id }),
        });
        break;
      }
      case "achieve":
        g.status = "achieved";
        g.pending = null;
        g.updated_at = at;
        logGoal(g, now, "achieved", ctx.sourceTurn ?? undefined);
        out.push({ op: "achieve", ok: true, goal: snap(g), transition: "achieved", message: say("goal.achieved", { text: g.text }) });
        break;
      case "drop":
        g.status = "dropped";
        g.pending = null;
        g.updated_at = at;
        logGoal(g, now, "dropped", ctx.sourceTurn ?? undefined);
        out.push({ op: "drop", ok: true, goal: snap(g), transition: "dropped", message: say("goal.dropped", { text: g.text }) });
        break;
      case "undo":
        goals.splice(goals.indexOf(g), 1);
        out.push({ op: "undo", ok: true, goal: snap(g), transition: "undone", message: say("goal.forgotten", { text: g.text }) });
        break;
    }
  }
  return out;
}

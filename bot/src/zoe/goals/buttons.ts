/**
 * The goal buttons' callback data (`gl:<action>:<goal id>`, at most 15 bytes) and the buttons a
 * goal update and the /goals listing carry: track a proposed breakdown with one tap, achieved,
 * drop, wake. goals/commands.ts answers them.
 * Must never: produce data a stale or foreign press could misread (ids are validated both ways).
 */
import type { Button } from "../channels/index.ts";
import type { Candidate } from "../tick/index.ts";
import type { Goal } from "./store.ts";
import { t } from "../lang/index.ts";
import type { Locale } from "../lang/index.ts";

/** Callback data of every goal button starts with this. */
export const GOAL_PREFIX = "gl:";

export type GoalButtonAction = "steps" | "achieve" | "drop" | "wake";

const CODE: Record<GoalButtonAction, string> = { steps: "s", achieve: "a", drop: "d", wake: "w" };
const ACTION_OF: Record<string, GoalButtonAction> = Object.fromEntries(Object.entries(CODE).map(([a, c]) => [c, a as GoalButtonAction]));
const GOAL_ID = /^g-[a-z0-9]{4,8}$/;
const DATA = /^gl:([sadw]):(g-[a-z0-9]{4,8})$/;

/** Callback data for a goal button, e.g. `gl:a:g-ab12`. */
export function goalData(action: GoalButtonAction, goalId: string): string {
  if (!GOAL_ID.test(goalId)) throw new Error(`not a goal id: ${goalId}`);
  return `${GOAL_PREFIX}${CODE[action]}:${goalId}`;
}

/** Read goal-button data; null for anything malformed. */
export function parseGoalData(data: string): { action: GoalButtonAction; goalId: string } | null {
  const m = DATA.exec(data);
  const action = m ? ACTION_OF[m[1]!] : undefined;
  return m && action ? { action, goalId: m[2]! } : null;
}

/** The goal id a goal candidate is about (its subject is `goal:g-ab12`). */
export const goalIdOf = (subject: string): string | null => {
  const id = subject.startsWith("goal:") ? subject.slice(5) : "";
  return GOAL_ID.test(id) ? id : null;
};

/** The buttons under a goal update: the one-tap breakdown when there is one, then achieved / drop. */
export function goalPushButtons(c: Pick<Candidate, "subject" | "facts">, locale: Locale = "en"): Button[][] | undefined {
  const id = goalIdOf(c.subject);
  if (!id) return undefined;
  const rows: Button[][] = [];
  if (c.facts.goalStep === "breakdown") rows.push([{ label: t(locale, "goals.btnTrack"), data: goalData("steps", id) }]);
  rows.push([
    { label: t(locale, "goals.btnAchieved"), data: goalData("achieve", id) },
    { label: t(locale, "goals.btnDropGoal"), data: goalData("drop", id) },
  ]);
  return rows;
}

/** The buttons of /goals: per goal, wake (resting) or achieved (active), and drop. */
export function goalListButtons(goals: Goal[], locale: Locale = "en"): Button[][] {
  return goals.slice(0, 10).map((g) =>
    g.status === "resting"
      ? [
          { label: `${t(locale, "goals.btnWake")} ${g.id}`, data: goalData("wake", g.id) },
          { label: `${t(locale, "goals.btnDrop")} ${g.id}`, data: goalData("drop", g.id) },
        ]
      : [
          { label: `${t(locale, "goals.btnAchieved")} ${g.id}`, data: goalData("achieve", g.id) },
          { label: `${t(locale, "goals.btnDrop")} ${g.id}`, data: goalData("drop", g.id) },
        ],
  );
}

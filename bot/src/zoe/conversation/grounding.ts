/**
 * Which of a turn's changes the owner's own words stand behind, when the turn also carried text
 * the owner did not type: notes recalled from the knowledge graph, calendar entries. That text is
 * evidence, as a forward is: it may inform the reply, but a change it alone suggests is held (the
 * owner is told, and a tap on "Yes, act on it" or their own words make it). A change is the owner's
 * when it is made of their words (a new thread, goal, memory line or decision sharing a word with
 * what they wrote no fewer of its words than it takes from the evidence alone), or names what they named (a thread
 * or goal they mentioned, the one their message answers), or, for "quieter"/"louder", when they
 * asked in words ZOE reads offline too. Without such text in the turn, nothing here holds anything.
 * Must never: hold a change the owner's own message makes alone, or let the evidence's words
 * count as the owner's.
 */
import type { GoalOp, KeyDecision, MemoryOp, ThreadOp, ThresholdOp } from "../model/index.ts";
import { namingWords, sharesContentWord, wordsFoundIn } from "../threads/index.ts";
import { offlineIntents } from "./offline-intents.ts";

/** A turn's changes, as the model's answer asked for them. */
export interface TurnOps {
  threadOps: ThreadOp[];
  goalOps: GoalOp[];
  memoryOps: MemoryOp[];
  gateOps: ThresholdOp[];
  keyDecisions: KeyDecision[];
}

/** What the turn's own words and its evidence were. */
export interface Grounds {
  /** What the owner typed in this turn. */
  owner: string;
  /** Text in the turn the owner did not type (recall, calendar entries); empty: nothing is held. */
  outside: string;
  /** The thread this message answers (a follow-up's), if any. */
  aboutThread?: string | undefined;
  /** Live threads' and open goals' words by id (what a change of them names). */
  named: ReadonlyMap<string, string>;
}

/**
 * Whether `text` (a change's own words) is the owner's rather than the evidence's (pure): no more
 * of its words come from the evidence alone than from what the owner wrote. One common word the
 * owner happened to use ("anything") does not make the evidence's sentence theirs.
 */
function madeOfOwnWords(text: string, g: Grounds): boolean {
  const own = new Set(wordsFoundIn(text, g.owner));
  const fromOutside = wordsFoundIn(text, g.outside).filter((w) => !own.has(w));
  return fromOutside.length <= own.size || namingWords(text).length === 0;
}

/** Whether the owner's words name the thread or goal `id` (pure). */
function namedByOwner(id: string, g: Grounds): boolean {
  if (id === g.aboutThread || g.owner.includes(id)) return true;
  const words = g.named.get(id);
  return words !== undefined && sharesContentWord(words, g.owner);
}

/** The changes the owner's words stand behind, and how many were held (pure). */
export function groundedOps(ops: TurnOps, g: Grounds): { kept: TurnOps; held: number } {
  if (!g.outside.trim()) return { kept: ops, held: 0 };
  const threadOps = ops.threadOps.filter((op) => (op.op === "open" ? madeOfOwnWords(op.summary, g) : namedByOwner(op.id, g) && (op.op !== "update" || !op.summary || madeOfOwnWords(op.summary, g))));
  const goalOps = ops.goalOps.filter((op) => (op.op === "set" ? madeOfOwnWords(op.text, g) : namedByOwner(op.id, g)));
  const memoryOps = ops.memoryOps.filter((op) => madeOfOwnWords(op.text, g));
  const keyDecisions = ops.keyDecisions.filter((d) => madeOfOwnWords(d.text, g));
  const askedGate = offlineIntents(g.owner, []).gateOps.length > 0;
  const gateOps = ops.gateOps.filter((op) => askedGate || (op.scope !== undefined && op.scope !== "all" && sharesContentWord(op.scope, g.owner)));
  const kept = { threadOps, goalOps, memoryOps, gateOps, keyDecisions };
  const count = (o: TurnOps) => o.threadOps.length + o.goalOps.length + o.memoryOps.length + o.gateOps.length + o.keyDecisions.length;
  return { kept, held: count(ops) - count(kept) };
}

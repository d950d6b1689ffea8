/**
 * From the terminal to Telegram: an owner who tried ZOE in the terminal (threads, goals and
 * memory kept under the local owner) and then pairs in Telegram is offered to bring that state
 * over, with Yes/No buttons in their language. Yes copies it through the storage port into the
 * new owner's stores; No leaves everything where it is.
 * Must never: lose or change the terminal's state (it stays as a copy), bring an item over twice
 * (a second press, a run again after a crash mid-way: items go by id, memory lines once), or
 * bring back a thread or goal the owner took out after an earlier carry.
 */
import type { ButtonContext, Feature } from "../app.ts";
import { TERMINAL_OWNER } from "../channels/index.ts";
import { t } from "../lang/index.ts";
import { BLOCK_NAMES, type BlockName } from "../memory/index.ts";
import type { OwnerContext } from "../owner.ts";

/** The prefix of the offer's buttons: "carry:yes" and "carry:no". */
export const CARRY_BUTTON = "carry:";

/** The memory blocks the model and the owner write (the persona is ZOE's instructions, not the owner's state). */
const CARRIED_BLOCKS = BLOCK_NAMES.filter((b): b is Exclude<BlockName, "persona"> => b !== "persona");

/** What the terminal owner has: counts of threads, goals, and memory blocks with text. */
export interface TerminalState {
  threads: number;
  goals: number;
  blocks: number;
}

export const isEmpty = (s: TerminalState): boolean => s.threads + s.goals + s.blocks === 0;

/** What `from` holds that a carry would bring over. */
export async function stateOf(from: OwnerContext): Promise<TerminalState> {
  const [threads, goals, blocks] = await Promise.all([from.threads.all(), from.goals.all(), from.memory.blocks()]);
  return { threads: threads.length, goals: goals.length, blocks: CARRIED_BLOCKS.filter((b) => blocks[b].trim()).length };
}

/**
 * Copy `from`'s threads, goals and memory blocks into `to`. Each store changes in one
 * transaction of its own, and a run again (a second press, a crash between two stores) adds
 * only what is missing: threads and goals by id (an id `to` has or had, even one the owner
 * took out, is left alone), memory text only when the block does not hold it already.
 * Returns what `from` held.
 */
export async function carryOver(from: OwnerContext, to: OwnerContext): Promise<TerminalState> {
  await from.open();
  const [threads, goals, blocks] = await Promise.all([from.threads.all(), from.goals.all(), from.memory.blocks()]);
  await to.threads.adopt(threads);
  await to.goals.adopt(goals);
  let carried = 0;
  for (const block of CARRIED_BLOCKS) {
    const text = blocks[block].trim();
    if (!text) continue;
    carried++;
    // An append of text the block already holds is a no-op (memory/blocks.ts).
    await to.memory.apply({ block, op: "append", text });
  }
  return { threads: threads.length, goals: goals.length, blocks: carried };
}

const counts = (s: TerminalState) => ({ threads: String(s.threads), goals: String(s.goals), blocks: String(s.blocks) });

/** The Yes/No under the offer. */
async function answer({ zoe, owner, payload, convo, event }: ButtonContext): Promise<void> {
  const l = owner.locale;
  if (payload !== "yes" && payload !== "no") {
    await convo.ack(t(l, "ack.expired"));
    return;
  }
  if (payload === "no") {
    if (event.messageId) await convo.clearButtons(event.messageId);
    await convo.reply({ text: t(l, "carry.left") });
    return;
  }
  const moved = await carryOver(zoe.owner(TERMINAL_OWNER), owner);
  owner.logger.info({ event: "carried_from_terminal", ...moved }, "brought the terminal owner's state over");
  if (event.messageId) await convo.clearButtons(event.messageId);
  await convo.reply({ text: t(l, "carry.done", counts(moved)) });
}

export const carryFeature: Feature = {
  buttons: [{ prefix: CARRY_BUTTON, run: answer }],
  async onPaired({ zoe, owner, convo }) {
    if (owner.id === TERMINAL_OWNER) return;
    const local = zoe.owner(TERMINAL_OWNER);
    await local.open();
    const state = await stateOf(local);
    if (isEmpty(state)) return;
    const l = owner.locale;
    await convo.reply({
      text: t(l, "carry.offer", counts(state)),
      buttons: [[{ label: t(l, "btn.yes"), data: `${CARRY_BUTTON}yes` }, { label: t(l, "btn.no"), data: `${CARRY_BUTTON}no` }]],
    });
  },
};

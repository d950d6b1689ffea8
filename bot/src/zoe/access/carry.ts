/**
 * From the terminal to Telegram: an owner who tried ZOE in the terminal (threads, goals,
 * memory, the settings they chose and the persona they wrote, kept under the local owner) and
 * then pairs in Telegram is offered to bring that state over, with Yes/No buttons in their
 * language. Yes copies it through the storage port into the new owner's stores (a setting or a
 * persona only where the Telegram side has none of its own); No leaves everything where it is.
 * Must never: lose or change the terminal's state (it stays as a copy), bring an item over twice
 * (a second press, a run again after a crash mid-way: items go by id, memory lines once), or
 * bring back a thread or goal the owner took out after an earlier carry.
 */
import type { ButtonContext, Feature } from "../app.ts";
import { TERMINAL_OWNER } from "../channels/index.ts";
import { t, type Locale } from "../lang/index.ts";
import { BLOCK_NAMES, PERSONA_DEFAULT, type BlockName } from "../memory/index.ts";
import { defaultOwnerSettings, type OwnerSettings } from "../settings/index.ts";
import type { OwnerContext } from "../owner.ts";

/** The prefix of the offer's buttons: "carry:yes" and "carry:no". */
export const CARRY_BUTTON = "carry:";

/** The memory blocks the model and the owner write (the persona is ZOE's instructions, not the owner's state). */
const CARRIED_BLOCKS = BLOCK_NAMES.filter((b): b is Exclude<BlockName, "persona"> => b !== "persona");

/**
 * The settings the owner chose (a mode, quiet hours, the brief, "quieter"/"louder", their
 * language), as against what ZOE keeps for itself (the self-throttle, applied keys).
 */
const CHOSEN_SETTINGS = ["mode", "activeHours", "briefAt", "briefEnabled", "thresholdOffset", "threadOffsets", "quietCheckinHours", "locale"] as const;
type ChosenSetting = (typeof CHOSEN_SETTINGS)[number];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** The settings of `s` the owner changed from ZOE's defaults. */
const chosen = (s: OwnerSettings): ChosenSetting[] => CHOSEN_SETTINGS.filter((k) => !same(s[k], defaultOwnerSettings()[k]));

/** What the terminal owner has: counts of threads, goals, memory blocks with text and settings chosen; whether they wrote a persona. */
export interface TerminalState {
  threads: number;
  goals: number;
  blocks: number;
  settings: number;
  persona: boolean;
}

export const isEmpty = (s: TerminalState): boolean => s.threads + s.goals + s.blocks + s.settings === 0 && !s.persona;

const ownPersona = (text: string) => text.trim() !== "" && text.trim() !== PERSONA_DEFAULT.trim();

/** What `from` holds that a carry would bring over. */
export async function stateOf(from: OwnerContext): Promise<TerminalState> {
  const [threads, goals, blocks, settings] = await Promise.all([from.threads.all(), from.goals.all(), from.memory.blocks(), from.settings.get()]);
  return {
    threads: threads.length,
    goals: goals.length,
    blocks: CARRIED_BLOCKS.filter((b) => blocks[b].trim()).length,
    settings: chosen(settings).length,
    persona: ownPersona(blocks.persona),
  };
}

/**
 * Copy `from`'s threads, goals and memory blocks into `to`. Each store changes in one
 * transaction of its own, and a run again (a second press, a crash between two stores) adds
 * only what is missing: threads and goals by id (an id `to` has or had, even one the owner
 * took out, is left alone), memory text only when the block does not hold it already, a chosen
 * setting and a written persona only where `to` still has ZOE's default. Returns what `from`
 * held and what of its settings and persona came over.
 */
export async function carryOver(from: OwnerContext, to: OwnerContext): Promise<TerminalState> {
  await from.open();
  const [threads, goals, blocks, settings] = await Promise.all([from.threads.all(), from.goals.all(), from.memory.blocks(), from.settings.get()]);
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
  // A setting the owner chose in the terminal, where the Telegram side still has ZOE's default.
  const mine = chosen(settings);
  const taken = await to.settings.update((s) => {
    const free = mine.filter((k) => same(s[k], defaultOwnerSettings()[k]));
    for (const k of free) (s as Record<ChosenSetting, unknown>)[k] = structuredClone(settings[k]);
    return free.length;
  });
  const persona = ownPersona(blocks.persona) && (await to.memory.adoptPersona(blocks.persona));
  return { threads: threads.length, goals: goals.length, blocks: carried, settings: taken, persona };
}

const counts = (s: TerminalState) => ({ threads: String(s.threads), goals: String(s.goals), blocks: String(s.blocks) });
/** The sentences about settings and persona that follow the counts (none when neither is concerned). */
const also = (l: Locale, s: TerminalState) => [s.settings > 0 ? ` ${t(l, "carry.alsoSettings")}` : "", s.persona ? ` ${t(l, "carry.alsoPersona")}` : ""].join("");

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
  await convo.reply({ text: `${t(l, "carry.done", counts(moved))}${also(l, moved)}` });
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
      text: `${t(l, "carry.offer", counts(state))}${also(l, state)}`,
      buttons: [[{ label: t(l, "btn.yes"), data: `${CARRY_BUTTON}yes` }, { label: t(l, "btn.no"), data: `${CARRY_BUTTON}no` }]],
    });
  },
};

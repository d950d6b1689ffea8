/**
 * The first commands an owner meets: /start, /help, /memory; and the button under ZOE's answer
 * to a forward whose changes it held back ("Yes, act on it"), which hands the forward to the
 * concierge again as confirmed by the owner.
 * Must never: show another owner's memory, or act on a forward without the owner's press.
 */
import { BLOCK_NAMES, PERSONA_DEFAULT, turnSource, type BlockName } from "../memory/index.ts";
import type { ButtonContext, Feature } from "../app.ts";
import { colon, commandHelp, t } from "../lang/index.ts";
import { FORWARD_BUTTON } from "./authorship.ts";

/**
 * "Yes, act on it" under an answer whose changes were held: the forward (or the owner's message
 * whose changes only recall or calendar text suggested), found among the recent turns by its
 * inbox key, goes to the concierge again, confirmed, so what the owner now asks for is made.
 */
async function actOnForward({ zoe, owner, payload, convo, event }: ButtonContext): Promise<void> {
  const turn = (await owner.memory.recentTurns()).find((x) => x.id === `turn:${payload}`);
  const said = turn ? turnSource(turn) : null;
  if (!said || (said.source !== "forwarded" && said.source !== "owner")) {
    await convo.ack(t(owner.locale, "ack.expired"));
    return;
  }
  if (event.messageId) await convo.clearButtons(event.messageId);
  // A forward, or the owner's own message whose changes only its evidence (recall, calendar) suggested.
  const input = { text: said.text, ...(said.source === "forwarded" ? { forwardedFrom: said.from ?? "someone" } : {}), confirmed: true, ...(event.key ? { key: event.key } : {}) };
  await zoe.concierge.turn(owner, input, (reply) => convo.reply({ text: reply }));
}

export const basics: Feature = {
  commands: [
    {
      name: "start",
      description: "What ZOE is and how to talk to it",
      async run({ zoe, owner, convo }) {
        const locale = owner.locale;
        const mode = t(locale, zoe.concierge.offline ? "cmd.modeOffline" : "cmd.modeOnline");
        await convo.reply({ text: t(locale, "cmd.start", { mode }) });
      },
    },
    {
      name: "help",
      description: "List commands",
      async run({ zoe, owner, convo }) {
        const locale = owner.locale;
        const lines = zoe.menu().map((c) => `/${c.command}${colon(locale)}${commandHelp(c.command, c.description, locale)}`);
        await convo.reply({ text: `${t(locale, "cmd.helpHeader")}\n${lines.join("\n")}\n\n${t(locale, "cmd.helpFooter")}` });
      },
    },
    {
      name: "memory",
      description: "Show what I remember about you",
      async run({ owner, convo }) {
        const l = owner.locale;
        const blocks = await owner.memory.blocks();
        // The persona is the model's instructions, in English; another language names it rather
        // than quoting English at the owner (until they edit it).
        const body = (name: BlockName) =>
          name === "persona" && l !== "en" && blocks.persona.trim() === PERSONA_DEFAULT.trim() ? t(l, "memory.personaDefault") : blocks[name].trim() || t(l, "memory.empty");
        const title = (name: BlockName) => (l === "en" ? name : t(l, `memory.${name}`));
        const parts = BLOCK_NAMES.map((name) => `**${title(name)}** (${owner.memory.blockPath(name)})\n${body(name)}`);
        await convo.reply({ text: `${t(l, "memory.header")}\n\n${parts.join("\n\n")}` });
      },
    },
  ],
  buttons: [{ prefix: FORWARD_BUTTON, run: actOnForward }],
};

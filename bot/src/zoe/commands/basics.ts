/**
 * The first commands an owner meets: /start, /help, /memory.
 * Must never: show another owner's memory.
 */
import { BLOCK_NAMES } from "../memory.ts";
import type { Feature } from "../app.ts";
import { commandHelp, t } from "../i18n.ts";

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
        const lines = zoe.menu().map((c) => `/${c.command}: ${commandHelp(c.command, c.description, locale)}`);
        await convo.reply({ text: `${t(locale, "cmd.helpHeader")}\n${lines.join("\n")}\n\n${t(locale, "cmd.helpFooter")}` });
      },
    },
    {
      name: "memory",
      description: "Show what I remember about you",
      async run({ owner, convo }) {
        const blocks = await owner.memory.blocks();
        const parts = BLOCK_NAMES.map((name) => `**${name}** (${owner.memory.blockPath(name)})\n${blocks[name].trim() || "(empty)"}`);
        await convo.reply({ text: `My memory blocks. They're plain files: edit them any time.\n\n${parts.join("\n\n")}` });
      },
    },
  ],
};

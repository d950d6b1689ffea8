/**
 * The first commands an owner meets: /start, /help, /memory.
 * Must never: show another owner's memory.
 */
import { BLOCK_NAMES } from "../memory.ts";
import type { Feature } from "../app.ts";

export const basics: Feature = {
  commands: [
    {
      name: "start",
      description: "What ZOE is and how to talk to it",
      async run({ zoe, convo }) {
        const mode = zoe.concierge.offline ? "offline mode (no model key): commands work, chat is limited" : "online";
        await convo.reply({
          text:
            "Hi, I'm ZOE, your chief of staff. Tell me what you're working on and what you'll get done (\"I'll ship the onepager today\"): " +
            "I'll keep track and follow up at the right moment, mostly quietly, and I'll always say why I'm writing.\n\n" +
            `I'm ${mode}. /help lists commands.`,
        });
      },
    },
    {
      name: "help",
      description: "List commands",
      async run({ zoe, convo }) {
        const lines = zoe.menu().map((c) => `/${c.command}: ${c.description}`);
        await convo.reply({ text: `What I understand:\n${lines.join("\n")}\n\nAnything else is just a conversation.` });
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

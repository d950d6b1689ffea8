/**
 * Everything ZOE knows about English: its words (strings.ts), how it writes them, and how
 * an English-speaking owner writes due dates (due.ts), answers a follow-up (reply.ts), commits to
 * something, states a goal, asks for fewer messages and gives a clock time to a command.
 * Must never: hold logic (the modules that read these words keep it).
 */
import type { LanguagePack } from "../pack.ts";
import { DUE } from "./due.ts";
import { REPLY } from "./reply.ts";
import { STRINGS } from "./strings.ts";

export const en: LanguagePack = {
  name: "English",
  strings: STRINGS,
  commandHelp: null,
  writing: { spaceBeforePunctuation: false, quotes: { open: '"', close: '"' }, decimal: "." },
  due: DUE,
  reply: REPLY,
};

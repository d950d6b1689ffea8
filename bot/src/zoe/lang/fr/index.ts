/**
 * Everything ZOE knows about French: its words (strings.ts), how it writes them, and how
 * a French-speaking owner writes due dates (due.ts), answers a follow-up (reply.ts), commits to
 * something, states a goal, asks for fewer messages and gives a clock time to a command.
 * Must never: hold logic (the modules that read these words keep it).
 */
import type { LanguagePack } from "../pack.ts";
import { DUE } from "./due.ts";
import { REPLY } from "./reply.ts";
import { STRINGS } from "./strings.ts";

export const fr: LanguagePack = {
  name: "French",
  strings: STRINGS,
  commandHelp: {
    start: "Ce qu'est ZOE et comment lui parler",
    help: "Lister les commandes",
    memory: "Voir ce que je retiens de toi",
    threads: "Ce que je suis pour toi",
    done: "Clore un fil : /done th-…",
    untrack: "Oublier un fil que je ne devrais pas suivre : /untrack th-…",
    goals: "Tes objectifs : /goals, /goals add …",
    mode: "À quel point je me manifeste : quiet, balanced, proactive",
    quiet: "Heures de silence, par ex. /quiet 22:00-08:00",
    why: "Pourquoi j'ai écrit la dernière fois",
    stats: "Mes messages et tes réponses sur 7 jours",
    brief: "Le point du matin : /brief on|off|HH:MM",
    drafts: "Relire les brouillons de posts que j'ai écrits",
    status: "Les tâches planifiées, prochaine exécution et dernier résultat",
  },
  writing: { spaceBeforePunctuation: true, quotes: { open: "«\u00a0", close: "\u00a0»" }, decimal: "," },
  due: DUE,
  reply: REPLY,
};

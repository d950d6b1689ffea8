/**
 * Everything ZOE knows about Portuguese: its words (strings.ts), how it writes them, and how
 * a Portuguese-speaking owner writes due dates (due.ts), answers a follow-up (reply.ts), commits to
 * something, states a goal, asks for fewer messages and gives a clock time to a command.
 * Must never: hold logic (the modules that read these words keep it).
 */
import type { LanguagePack } from "../pack.ts";
import { DUE } from "./due.ts";
import { REPLY } from "./reply.ts";
import { STRINGS } from "./strings.ts";

export const pt: LanguagePack = {
  name: "Portuguese",
  strings: STRINGS,
  commandHelp: {
    start: "O que é a ZOE e como falar com ela",
    help: "Ver os comandos",
    memory: "Ver o que recordo sobre ti",
    threads: "O que acompanho por ti",
    done: "Fechar um fio: /done th-…",
    untrack: "Esquecer um fio que eu não devia acompanhar: /untrack th-…",
    goals: "Os teus objetivos: /goals, /goals add …",
    mode: "Quanto falo por iniciativa própria: quiet, balanced, proactive",
    quiet: "Horas de silêncio, p. ex. /quiet 22:00-08:00",
    why: "Porque escrevi da última vez",
    stats: "As minhas mensagens e as tuas respostas em 7 dias",
    brief: "O resumo da manhã: /brief on|off|HH:MM",
    drafts: "Rever os rascunhos de publicações que escrevi",
    status: "As tarefas agendadas, próxima execução e último resultado",
  },
  writing: { spaceBeforePunctuation: false, quotes: { open: "«", close: "»" }, decimal: "," },
  due: DUE,
  reply: REPLY,
};

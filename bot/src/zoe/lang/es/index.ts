/**
 * Everything ZOE knows about Spanish: its words (strings.ts), how it writes them, and how
 * a Spanish-speaking owner writes due dates (due.ts), answers a follow-up (reply.ts), commits to
 * something, states a goal, asks for fewer messages and gives a clock time to a command.
 * Must never: hold logic (the modules that read these words keep it).
 */
import type { LanguagePack } from "../pack.ts";
import { DUE } from "./due.ts";
import { REPLY } from "./reply.ts";
import { STRINGS } from "./strings.ts";

export const es: LanguagePack = {
  name: "Spanish",
  strings: STRINGS,
  commandHelp: {
    start: "Qué es ZOE y cómo hablarle",
    help: "Ver los comandos",
    memory: "Ver lo que recuerdo de ti",
    threads: "Lo que sigo por ti",
    done: "Cerrar un hilo: /done th-…",
    untrack: "Olvidar un hilo que no debería seguir: /untrack th-…",
    goals: "Tus objetivos: /goals, /goals add …",
    mode: "Cuánto hablo por iniciativa propia: quiet, balanced, proactive",
    quiet: "Horas de silencio, p. ej. /quiet 22:00-08:00",
    why: "Por qué escribí la última vez",
    stats: "Mis mensajes y tus respuestas en 7 días",
    brief: "El resumen de la mañana: /brief on|off|HH:MM",
    drafts: "Revisar los borradores de publicaciones que escribí",
    status: "Las tareas programadas, próxima ejecución y último resultado",
  },
  writing: { spaceBeforePunctuation: false, quotes: { open: "«", close: "»" }, decimal: "," },
  due: DUE,
  reply: REPLY,
};

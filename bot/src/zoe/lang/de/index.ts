/**
 * Everything ZOE knows about German: its words (strings.ts), how it writes them, and how
 * a German-speaking owner writes due dates (due.ts), answers a follow-up (reply.ts), commits to
 * something, states a goal, asks for fewer messages and gives a clock time to a command.
 * Must never: hold logic (the modules that read these words keep it).
 */
import type { LanguagePack } from "../pack.ts";
import { DUE } from "./due.ts";
import { REPLY } from "./reply.ts";
import { STRINGS } from "./strings.ts";

export const de: LanguagePack = {
  name: "German",
  strings: STRINGS,
  commandHelp: {
    start: "Was ZOE ist und wie du mit ihr sprichst",
    help: "Befehle anzeigen",
    memory: "Zeigen, was ich über dich weiß",
    threads: "Was ich für dich im Blick behalte",
    done: "Einen Faden abschließen: /done th-…",
    untrack: "Einen Faden vergessen, den ich nicht verfolgen soll: /untrack th-…",
    goals: "Deine Ziele: /goals, /goals add …",
    mode: "Wie oft ich mich von selbst melde: quiet, balanced, proactive",
    quiet: "Ruhezeiten setzen, z. B. /quiet 22:00-08:00",
    why: "Warum ich mich zuletzt gemeldet habe",
    stats: "Meine Nachrichten und deine Antworten der letzten 7 Tage",
    brief: "Der Morgenüberblick: /brief on|off|HH:MM",
    drafts: "Die Beitragsentwürfe ansehen, die ich geschrieben habe",
    status: "Geplante Aufgaben mit nächstem Lauf und letztem Ergebnis",
  },
  writing: { spaceBeforePunctuation: false, quotes: { open: "„", close: "“" }, decimal: "," },
  due: DUE,
  reply: REPLY,
};

/**
 * Everything ZOE knows about German: its words (strings.ts), how it writes them, and how
 * a German-speaking owner writes due dates (due.ts), answers a follow-up (reply.ts), commits to
 * something, states a goal, asks for fewer messages and gives a clock time to a command.
 * Must never: hold logic (the modules that read these words keep it).
 */
import type { LanguagePack } from "../pack.ts";
import { L, R, SPAN, wordSet } from "../patterns.ts";
import { DUE } from "./due.ts";
import { REPLY } from "./reply.ts";
import { PERSONAL } from "./personal.ts";
import { SECRETS } from "./secrets.ts";
import { STRINGS } from "./strings.ts";

/** Verbs in the first person present that, opening the sentence, promise ("Ich schicke die Präsentation am Freitag"). */
const PROMISE_VERBS =
  "schicke|sende|rufe|bezahle|zahle|überweise|schreibe|buche|erledige|gehe|bringe|räume|melde|hole|trage|kaufe|besorge|kläre|prüfe|bestelle|reiche|gebe|maile|frage|repariere|putze|bereite|beantworte|kündige|mache";

export const de: LanguagePack = {
  name: "German",
  strings: STRINGS,
  commandHelp: {
    start: "Was ZOE ist und wie du mit ihr sprichst",
    help: "Befehle anzeigen",
    memory: "Zeigen, was ich über dich weiß",
    threads: "Was ich für dich im Blick behalte",
    done: "Einen Faden abschließen: /done 2, /done th-…, /done Präsentation",
    snooze: "Einen Faden zurückstellen: /snooze 2 morgen früh",
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
  detection: {
    markers: ["erledigt", "noch nicht", "nicht", "morgen", "heute", "übermorgen", "bitte", "danke", "ich", "ja", "nein", "nee", "doch", "fertig", "später", "erinnere?", "woche", "freitag", "montag", "dienstag", "mittwoch", "donnerstag", "samstag", "sonntag", "und", "das", "ist", "muss", "werde", "schon", "gemacht", "bis", "uhr", "früh", "abend", "mich", "nochmal"],
    letters: "äöüß",
  },
  due: DUE,
  reply: REPLY,
  commitments: {
    trigger: new RegExp(
      `(?:(?:${L}(?:ich werde|ich muss|ich will|ich möchte noch|ich sollte noch|werde ich|muss ich|ich habe vor,?|ich hab vor,?|ich plane,?|ich habe (?:\\p{L}+ )?versprochen,?|ich verspreche(?: dir| euch| ihnen)?,?|ich kümmere mich)|^\\s*(?:nicht vergessen|to-?do|erledigen)\\s*:)${R}\\s*|^\\s*ich\\s+(?=(?:${PROMISE_VERBS})${R}\\s))(.+)`,
      "iu",
    ),
    hedges: new RegExp(`${L}(?:vielleicht|eventuell|evtl|wenn ich|falls|sollte ich|hoffentlich|nicht sicher|keine ahnung|nie|niemals|wahrscheinlich|weiß nicht|glaube nicht)${R}`, "iu"),
    notATask: new RegExp(`^(?:sagen|zugeben|gestehen|ehrlich sein)${R}`, "iu"),
    vague: wordSet("es das dies dann da mal mich dich sehen machen tun gucken schauen denken überlegen drüber darüber nach sein an"),
    taskLead: ["an", "daran"],
    unplacedDeadline: new RegExp(`(?:^|\\s)((?:nächsten|kommenden|diesen)\\s+(?:Monat|Sommer|Winter)|(?:nächstes|dieses)\\s+(?:Jahr|Wochenende)|am Wochenende)${R}`, "iu"),
    reminder: {
      ask: new RegExp(`${L}(?:erinnere?|erinnern sie) mich${R}`, "iu"),
      lead: /^\s*(?:(?:hey|hallo|ok|okay)(?:\s+zoe)?,?\s*)?(?:bitte\s+)?$/iu,
      joiner: /^(?:daran,?\s*(?:dass ich\s+)?|dass ich\s+|ans?\s+)/iu,
      plainTask: (task) =>
        // "zurückzurufen" -> "zurückrufen", "zu schicken" -> "schicken": the task as a German to-do reads it.
        task.replace(/\bzu (\p{L}+en)$/u, "$1").replace(/(?<=\s|^)(ab|an|auf|aus|bei|ein|fest|her|hin|los|mit|nach|vor|weg|weiter|zurück|zusammen|um|durch)zu(\p{L}+en)$/iu, "$1$2"),
    },
  },
  goals: {
    goal: new RegExp(`${L}(?:mein|unser)(?:\\s+(?:großes|neues|wichtigstes|nächstes))?\\s+ziel${SPAN}\\s*(?:ist(?:\\s+es)?|:)\\s+(?:,\\s*)?(.+)$`, "iu"),
    hedges: new RegExp(`${L}(?:vielleicht|wenn|falls|war|wäre|sollte|könnte|nicht sicher)${R}`, "iu"),
  },
  offline: {
    quieter: [
      /(?<!\p{L})(?:du\s+(?:schreibst|meldest\s+dich|nervst|erinnerst)\s+(?:mir\s+|mich\s+|bei\s+mir\s+)?(?:viel\s+)?zu\s+(?:oft|viel)|zu\s+viele\s+(?:nachrichten|erinnerungen|nachfragen)|weniger\s+(?:nachrichten|erinnerungen|nachfragen)|sei\s+leiser)(?!\p{L})/iu,
    ],
    louder: [
      /(?<!\p{L})(?:mehr\s+(?:erinnerungen|nachfragen)|erinnere\s+mich\s+öfter)(?!\p{L})/iu,
    ],
    stopAbout: [
      /(?<!\p{L})hör\s+auf,?\s+mich\s+an\s+(.+?)\s+zu\s+erinnern[.!]*$/iu,
      /(?<!\p{L})erinnere\s+mich\s+nicht\s+mehr\s+an\s+(.+?)[.!]*$/iu,
    ],
    stopWords: ["der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "mein", "meine", "meinen", "an", "zu", "mit", "für", "von", "vom", "zum", "zur"],
  },
  clock: {
    noon: ["mittag"],
    midnight: ["mitternacht"],
    at: ["um"],
    oClock: ["uhr"],
    hourLetters: [],
    meridiem: { am: [], pm: [] },
    rangeFrom: ["von"],
    rangeTo: ["\\bbis\\b"],
  },
  commands: {
    modes: { leise: "quiet", ruhig: "quiet", still: "quiet", ausgewogen: "balanced", ausgeglichen: "balanced", normal: "balanced", proaktiv: "proactive", aktiv: "proactive" },
    on: ["an", "ein"],
    off: ["aus"],
    actOnForward: new RegExp(`${L}(?:(?:verfolge?|notiere?|speichere?|behalte?|merk(?:e)?\\s+dir)\\s+(?:das|dies|diese|dieses|sie|es)|erinnere\\s+mich\\s+(?:daran|an\\s+(?:das|dies|diese)))${R}`, "iu"),
  },
  secrets: SECRETS,
  personal: PERSONAL,
};

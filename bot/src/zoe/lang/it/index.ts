/**
 * Everything ZOE knows about Italian: its words (strings.ts), how it writes them, and how
 * an Italian-speaking owner writes due dates (due.ts), answers a follow-up (reply.ts), commits to
 * something, states a goal, asks for fewer messages and gives a clock time to a command.
 * Must never: hold logic (the modules that read these words keep it).
 */
import type { LanguagePack } from "../pack.ts";
import { L, R, SPAN, turnWords, wordSet } from "../patterns.ts";
import { DUE } from "./due.ts";
import { REPLY } from "./reply.ts";
import { PERSONAL } from "./personal.ts";
import { SECRETS } from "./secrets.ts";
import { STRINGS } from "./strings.ts";

/** What a day may be called before a verb in the present that promises ("domani chiamo Anna"). */
const DAY_BEFORE = "(?:domani|oggi|stasera|dopodomani|stamattina|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)";
/** Verbs in the first person present that, after a day or opening the sentence, promise ("chiamo", "mando"); any future ("finirò") does too. */
const PROMISE_VERBS = "chiamo|richiamo|mando|invio|spedisco|scrivo|finisco|preparo|pago|consegno|prenoto|compro|porto|sento|controllo|sistemo|chiudo|rispondo|passo|segno|occupo|vado a|rinnovo|riparo";

/** Common irregular verbs: their participle. */
const IRREGULAR: Readonly<Record<string, string>> = {
  fare: "fatto", scrivere: "scritto", prendere: "preso", mettere: "messo", leggere: "letto", rispondere: "risposto", chiedere: "chiesto", vedere: "visto",
  dire: "detto", aprire: "aperto", chiudere: "chiuso", decidere: "deciso", rompere: "rotto", spendere: "speso", correggere: "corretto", spegnere: "spento",
  accendere: "acceso", discutere: "discusso", offrire: "offerto", rendere: "reso", spedire: "spedito", prenotare: "prenotato", iscrivere: "iscritto",
};
/** The participle of an Italian verb in every agreement (chiamare -> chiamato, chiamata…; vendere -> venduto; finire -> finito). */
const pastOf = (word: string): readonly string[] => {
  const v = word.toLowerCase().replace(/(?<=[aei]r)(?:e)?(?:lo|la|li|le|gli|mi|ti|ci|vi|si|ne)$/u, "e");
  const agree = (p: string) => [p, `${p.slice(0, -1)}a`, `${p.slice(0, -1)}i`, `${p.slice(0, -1)}e`];
  if (IRREGULAR[v]) return agree(IRREGULAR[v]);
  if (/^\p{Ll}{2,}are$/u.test(v)) return agree(`${v.slice(0, -3)}ato`);
  if (/^\p{Ll}{2,}ere$/u.test(v)) return agree(`${v.slice(0, -3)}uto`);
  if (/^\p{Ll}{2,}ire$/u.test(v)) return agree(`${v.slice(0, -3)}ito`);
  return [];
};

/** The owner's words turned to the second person when ZOE says a task back ("my" -> "your"). */
const YOURS = turnWords({ mio: "tuo", mia: "tua", miei: "tuoi", mie: "tue", mi: "ti", me: "te" });

export const it: LanguagePack = {
  name: "Italian",
  strings: STRINGS,
  commandHelp: {
    start: "Cos'è ZOE e come parlarle",
    help: "Elenca i comandi",
    memory: "Vedi cosa ricordo di te",
    threads: "Cosa sto seguendo per te",
    done: "Chiudi un filo: /done 2, /done th-…, /done presentazione",
    snooze: "Rimanda un filo: /snooze 2 domani mattina",
    untrack: "Dimentica un filo che non dovrei seguire: /untrack th-…",
    goals: "I tuoi obiettivi: /goals, /goals add …",
    mode: "Quanto mi faccio sentire di mia iniziativa: quiet, balanced, proactive",
    quiet: "Imposta le ore di silenzio, per esempio /quiet 22:00-08:00",
    why: "Perché ti ho scritto l'ultima volta",
    stats: "I miei messaggi e le tue risposte degli ultimi 7 giorni",
    brief: "Il riepilogo del mattino: /brief on|off|HH:MM",
    drafts: "Rivedi le bozze di post che ho scritto",
    status: "Le attività in programma, la prossima esecuzione e l'ultimo risultato",
    console: "Un link monouso alla tua console web",
  },
  writing: { spaceBeforePunctuation: false, quotes: { open: "«", close: "»" }, decimal: "," },
  detection: {
    markers: ["fatto", "non", "ancora", "domani", "oggi", "dopodomani", "stasera", "grazie", "sì", "devo", "farò", "più tardi", "ricordami", "ricordamelo", "settimana", "luned[iìí]", "marted[iìí]", "mercoled[iìí]", "gioved[iìí]", "venerd[iìí]", "sabato", "domenica", "il", "che", "è", "ho", "sono", "mattina", "sera", "alle", "della", "per favore", "chiamo", "finito"],
    letters: "ìò",
  },
  due: DUE,
  reply: REPLY,
  commitments: {
    trigger: new RegExp(
      `(?:${L}(?:io\\s+)?(?:devo|dovrei|ho da|mi tocca|voglio|vorrei|ho intenzione di|sto per|ho promesso a \\p{L}+ di|prometto di|mi impegno a|penso di|non farmi dimenticare di|da fare\\s*:|todo\\s*:)${R}\\s*|(?<=^|${DAY_BEFORE}\\s+)(?:io\\s+)?(?=(?:(?:ti|vi|gli|le|mi)\\s+)?(?:${PROMISE_VERBS}|\\p{L}{2,}(?:erò|irò|arò|rò))${R}\\s))(.+)`,
      "iu",
    ),
    hedges: new RegExp(`${L}(?:forse|magari|se|semmai|spero|speriamo|chissà|non so|mai|probabilmente|non credo|non sono sicur[oa])${R}`, "iu"),
    notATask: new RegExp(`^(?:dire|ammettere|confessare|essere sincer[oa])${R}`, "iu"),
    vague: wordSet("lo la ci ne questo quello fare vedere pensare pensarci provare andare essere lì là"),
    taskLead: [],
    unplacedDeadline: new RegExp(`(?:^|\\s)((?:il mese|l['’]anno) prossimo|(?:questo|il) fine settimana|nel weekend)${R}`, "iu"),
    reminder: {
      ask: new RegExp(`${L}(?:ricordami|ricordamelo|mi ricordi|ricordarmi|mi ricorderesti|ricordatemi)${R}`, "iu"),
      lead: /^\s*(?:(?:ehi|ciao|ok|okay)(?:\s+zoe)?,?\s*)?(?:per favore\s*,?\s*)?(?:(?:puoi|potresti|mi puoi|me lo puoi)\s+)?$/iu,
      joiner: /^(?:di\s+|d'|d’|che\s+(?:devo\s+)?)/iu,
      plainTask: (task) => task,
    },
    toOwner: (task) => YOURS(task),
    pastOf,
  },
  goals: {
    goal: new RegExp(`${L}(?:il\\s+)?(?:mio|nostro)\\s+(?:(?:grande|nuovo|principale|vero)\\s+)?obiettivo${SPAN}\\s*(?:è|sarà|:)\\s+(?:(?:quello\\s+)?di\\s+)?(.+)$`, "iu"),
    hedges: new RegExp(`${L}(?:forse|se|era|sarebbe|dovrebbe|potrebbe|non sono sicur[oa])${R}`, "iu"),
  },
  offline: {
    quieter: [
      /(?<!\p{L})(?:mi\s+scrivi\s+(?:davvero\s+|un\s+po'\s+)?troppo(?:\s+spesso)?|mi\s+mandi\s+troppi\s+messaggi|troppi\s+(?:messaggi|promemoria|solleciti)|meno\s+(?:messaggi|promemoria|solleciti)|scrivimi\s+meno|fatti\s+sentire\s+meno|sii\s+più\s+discreta)(?!\p{L})/iu,
    ],
    louder: [
      /(?<!\p{L})(?:più\s+(?:promemoria|solleciti)|scrivimi\s+più\s+spesso|fatti\s+sentire\s+di\s+più)(?!\p{L})/iu,
    ],
    stopAbout: [
      /(?<!\p{L})(?:smetti|smettila)\s+di\s+ricordarmi\s+(?:di\s+|del\s+|della\s+|dello\s+|dei\s+|delle\s+|degli\s+)?(.+?)[.!]*$/iu,
      /(?<!\p{L})non\s+ricordarmi\s+più\s+(?:di\s+|del\s+|della\s+|dello\s+|dei\s+|delle\s+|degli\s+)?(.+?)[.!]*$/iu,
    ],
    stopWords: ["il", "lo", "la", "l", "i", "gli", "le", "un", "uno", "una", "mio", "mia", "miei", "mie", "del", "della", "di"],
  },
  clock: {
    noon: ["mezzogiorno"],
    midnight: ["mezzanotte"],
    at: ["alle", "alle ore", "ore"],
    oClock: [],
    hourLetters: [],
    meridiem: { am: [], pm: [] },
    rangeFrom: ["dalle", "da"],
    rangeTo: ["\\salle\\s"],
  },
  commands: {
    modes: { discreta: "quiet", discreto: "quiet", silenziosa: "quiet", silenzioso: "quiet", tranquilla: "quiet", tranquillo: "quiet", calma: "quiet", calmo: "quiet", equilibrata: "balanced", equilibrato: "balanced", normale: "balanced", proattiva: "proactive", proattivo: "proactive", attiva: "proactive", attivo: "proactive" },
    on: ["sì", "attivo", "acceso"],
    off: ["spento", "disattivo"],
    actOnForward: new RegExp(`${L}(?:(?:segui|traccia|annota|salva|ricorda(?:ti)?|tieni\\s+traccia\\s+di)\\s+(?:questo|questa|questi|queste|quello|quella|questa\\s+cosa)|(?:ricordamelo|ricordami\\s+(?:di\\s+)?questo))${R}`, "iu"),
  },
  secrets: SECRETS,
  personal: PERSONAL,
};

/**
 * Everything ZOE knows about French: its words (strings.ts), how it writes them, and how
 * a French-speaking owner writes due dates (due.ts), answers a follow-up (reply.ts), commits to
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

/** Verbs in the first person present that, opening the sentence, promise ("J'envoie la présentation vendredi"). */
const PROMISE_VERBS =
  "envoie|appelle|rappelle|achète|écris|passe|paie|paye|réserve|range|apporte|prépare|occupe|recontacte|note|finis|termine|rends|dépose|commande|contacte|règle|relance|réponds|vire|rédige|répare";

/** Common irregular verbs: their participle. */
const IRREGULAR: Readonly<Record<string, string>> = {
  faire: "fait", prendre: "pris", écrire: "écrit", mettre: "mis", dire: "dit", lire: "lu", voir: "vu", rendre: "rendu", vendre: "vendu", répondre: "répondu",
  offrir: "offert", ouvrir: "ouvert", recevoir: "reçu", devoir: "dû", boire: "bu", permettre: "permis", promettre: "promis", apprendre: "appris", comprendre: "compris",
  inscrire: "inscrit", décrire: "décrit", conduire: "conduit", construire: "construit", peindre: "peint", joindre: "joint", rejoindre: "rejoint", résoudre: "résolu",
};
/** The participle of a French verb in every agreement (appeler -> appelé, appelée…, finir -> fini, rendre -> rendu). */
const pastOf = (word: string): readonly string[] => {
  const v = word.toLowerCase();
  const agree = (p: string) => [p, `${p}e`, `${p}s`, `${p}es`];
  if (IRREGULAR[v]) return agree(IRREGULAR[v]);
  if (/^\p{Ll}{2,}er$/u.test(v)) return agree(`${v.slice(0, -2)}é`);
  if (/^\p{Ll}{2,}ir$/u.test(v)) return agree(`${v.slice(0, -2)}i`);
  if (/^\p{Ll}{2,}re$/u.test(v)) return agree(`${v.slice(0, -2)}u`);
  return [];
};

/** The owner's words turned to the second person when ZOE says a task back ("my" -> "your"). */
const YOURS = turnWords({ mon: "ton", ma: "ta", mes: "tes", moi: "toi", me: "te", mien: "tien", mienne: "tienne" });

export const fr: LanguagePack = {
  name: "French",
  strings: STRINGS,
  commandHelp: {
    start: "Ce qu'est ZOE et comment lui parler",
    help: "Lister les commandes",
    memory: "Voir ce que je retiens de toi",
    threads: "Ce que je suis pour toi",
    done: "Clore un fil : /done 2, /done th-…, /done présentation",
    snooze: "Reporter un fil : /snooze 2 demain matin",
    untrack: "Oublier un fil que je ne devrais pas suivre : /untrack th-…",
    goals: "Tes objectifs : /goals, /goals add …",
    mode: "À quel point je me manifeste : quiet, balanced, proactive",
    quiet: "Heures de silence, par ex. /quiet 22:00-08:00",
    why: "Pourquoi j'ai écrit la dernière fois",
    stats: "Mes messages et tes réponses sur 7 jours",
    brief: "Le point du matin : /brief on|off|HH:MM",
    drafts: "Relire les brouillons de posts que j'ai écrits",
    status: "Les tâches planifiées, prochaine exécution et dernier résultat",
    console: "Un lien à usage unique vers ta console web",
  },
  writing: { spaceBeforePunctuation: true, quotes: { open: "«\u00a0", close: "\u00a0»" }, decimal: "," },
  detection: {
    markers: ["c'est fait", "fait", "pas encore", "pas", "demain", "aujourd'hui", "merci", "oui", "non", "je", "j'ai", "plus tard", "rappelle", "semaine", "vendredi", "lundi", "mardi", "mercredi", "jeudi", "samedi", "dimanche", "et", "le", "la", "les", "ce", "est", "terminé", "fini", "matin", "soir", "dois", "vais"],
    letters: "èêëàâîïôûùœç",
  },
  due: DUE,
  reply: REPLY,
  commitments: {
    trigger: new RegExp(
      `(?:${L}(?:je vais|je dois|il faut que je|il faut que j['’]|j['’]ai à|je devrais|je compte|je prévois de|j['’]ai promis à \\p{L}+ de|je (?:te |vous )?promets d(?:e|['’])|je m['’]engage à|n['’]oublie pas de me rappeler d(?:e|['’])|à faire\\s*:|todo\\s*:)|^\\s*(?:je\\s+|j['’]\\s*)(?=(?:(?:te|vous|lui|le|la|les)\\s+|[mt]['’]\\s*)?(?:${PROMISE_VERBS})${R}))\\s*(.+)`,
      "iu",
    ),
    hedges: new RegExp(`${L}(?:peut-être|peut être|si je|si j'ai|je ne sais pas|jamais|j'espère|probablement|pas sûr|pas sûre)${R}`, "iu"),
    notATask: new RegExp(`^(?:dire|avouer|admettre|reconnaître)${R}`, "iu"),
    vague: wordSet("le la les ça ce cela y en faire voir penser réfléchir essayer là lui"),
    taskLead: ["de", "d'", "à"],
    unplacedDeadline: new RegExp(`(?:^|\\s)((?:le mois|l['’]année|l['’]été) prochaine?|(?:ce|le) week-end)${R}`, "iu"),
    reminder: {
      ask: new RegExp(`${L}(?:rappelle[- ]moi|rappelez[- ]moi|me rappeler)${R}`, "iu"),
      lead: /^\s*(?:(?:hé|salut|ok|okay)(?:\s+zoe)?,?\s*)?(?:(?:stp|s'il te plaît)\s*,?\s*)?(?:(?:peux-tu|tu peux|pourrais-tu|tu pourrais)\s+)?$/iu,
      joiner: /^(?:de\s+|d'|d’|qu'il faut que je\s+|que je dois\s+)/iu,
      plainTask: (task) => task,
    },
    toOwner: (task) => YOURS(task).replace(/(?<![\p{L}])m['’](?=\p{L})/gu, "t'"),
    pastOf,
  },
  goals: {
    goal: new RegExp(`${L}(?:mon|notre)\\s+(?:(?:grand|nouvel|principal|vrai)\\s+)?(?:objectif|but)${SPAN}\\s*(?:est|c'est|sera|:)\\s+(?:d[e']\\s*)?(.+)$`, "iu"),
    hedges: new RegExp(`${L}(?:peut-être|si|était|serait|devrait|pourrait|pas sûr)${R}`, "iu"),
  },
  offline: {
    quieter: [
      /(?<!\p{L})(?:tu\s+m['’](?:écris|envoies|relances)\s+(?:beaucoup\s+|bien\s+)?trop|trop\s+de\s+(?:messages|relances|rappels)|moins\s+de\s+(?:messages|relances|rappels)|sois\s+plus\s+discrète?)(?!\p{L})/iu,
    ],
    louder: [
      /(?<!\p{L})(?:plus\s+de\s+(?:relances|rappels)|relance-moi\s+plus)(?!\p{L})/iu,
    ],
    stopAbout: [
      /(?<!\p{L})(?:arrête\s+de\s+me\s+(?:rappeler|parler\s+de|relancer\s+(?:pour|sur))|ne\s+me\s+(?:rappelle|parle)\s+plus\s+(?:de\s+)?)\s*(.+?)[.!]*$/iu,
    ],
    stopWords: ["le", "la", "les", "l", "un", "une", "mon", "ma", "mes", "du", "de", "des", "au", "aux", "avec", "pour", "sur"],
  },
  clock: {
    noon: ["midi"],
    midnight: ["minuit"],
    at: ["à"],
    oClock: [],
    hourLetters: ["h"],
    meridiem: { am: [], pm: [] },
    rangeFrom: ["de"],
    rangeTo: ["\\sà\\s"],
  },
  commands: {
    modes: { discret: "quiet", silencieux: "quiet", tranquille: "quiet", calme: "quiet", équilibré: "balanced", equilibre: "balanced", normal: "balanced", proactif: "proactive", actif: "proactive" },
    on: ["oui"],
    off: ["non"],
    actOnForward: new RegExp(`${L}(?:(?:suis|note|retiens|garde|enregistre)[\\s-]+(?:ça|cela|ceci|ces|les|le|la)|rappelle[\\s-]+moi\\s+(?:ça|cela|ceci))${R}`, "iu"),
  },
  secrets: SECRETS,
  personal: PERSONAL,
};

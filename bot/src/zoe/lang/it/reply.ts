/**
 * How an Italian owner answers a follow-up ("did it happen?") and a decision question
 * ("reschedule, drop, or break it down?"): threads/reply.ts's lexicon for Italian.
 * Must never: hold logic; a word that means something else in a reply (it would be read as an answer).
 */
import type { ReplyWords } from "../pack.ts";
import { any, whole, wordSet } from "../patterns.ts";

export const REPLY: ReplyWords = {
  done: any(
    "fatto", "fatta", "fatti", "già fatto", "l'ho fatto", "l'ho fatta", "finito", "ho finito", "completato", "terminato", "sistemato", "risolto",
    "ce l'ho fatta", "tutto a posto", "tutto fatto", "è andata", "andata", "consegnato", "chiuso",
  ),
  doneVerb: any("inviato", "inviata", "mandato", "mandata", "spedito", "spedita", "pagato", "pagata", "finito con", "consegnato"),
  notYet: any(
    "non ancora", "ancora no", "ancora non", "no", "non l'ho fatto", "non l'ho fatta", "non ho fatto", "non ce l'ho fatta", "non ho finito", "non ho avuto tempo",
    "non è fatto", "non fatto", "ci sto lavorando", "sto lavorando", "ci sto", "quasi", "a metà", "iniziato", "ho iniziato", "cominciato", "ho cominciato",
    "me ne sono dimenticat[oa]", "dimenticato", "purtroppo no", "non ancora fatto",
  ),
  stop: any(
    "lascia(?:lo)? (?:perdere|stare)", "lasciamo (?:perdere|stare)", "dimenticalo", "dimentica(?:telo)?", "annulla(?:lo)?", "cancella(?:lo)?", "toglilo",
    // "stop reminding me" as it is said: "smetti di ricordarmelo", "non ricordarmelo più", "basta promemoria".
    "(?:smetti|smettila|smettetela|finiscila) di (?:ricordarmelo|ricordarmela|ricordarmi|ricordarmelo più|chiedermelo|chiedermi|insistere)",
    "non (?:ricordarmelo|ricordarmela|me lo ricordare|ricordarmi)(?: più)?", "basta promemoria", "basta così",
    "non serve più", "non mi serve più", "non c'è più bisogno", "non lo faccio più", "non lo farò(?: più)?", "^non lo faccio$",
  ),
  breakdown: any("dividilo", "dividiamolo", "dividere", "dividi", "in passi", "in più passi", "a passi", "spezzalo", "spezzettalo", "in tappe"),
  reschedule: any("ripianifica(?:re|lo|la)?", "riprogramma(?:re|lo|la)?", "spostalo", "spostala", "spostare"),
  later: whole("più tardi", "piu tardi", "dopo", "tra poco", "fra poco", "ricordamelo più tardi", "rimanda", "rimandalo", "rimandala"),
  defer: wordSet(
    "lo la faccio farò faro ricordamelo ricordamela ricordami chiedimelo chiedimi di nuovo ancora una volta rimanda rimandalo rimandala rimandiamo sposta spostalo spostala il resto a al alla allo per entro allora sicuro sarà pronto pronta fatta per favore va bene ok",
  ),
  snoozeVerb: /^(?:dammi|rimandalo di|rimanda di|ricordamelo tra|ricordamelo fra)\s+/i,
  hedge: any("forse", "magari", "probabilmente", "chissà"),
  question: /^(?:cosa|che cosa|quale|quali|chi|come|quando|perché|perche|cioè|eh)(?![\p{L}])/iu,
  yes: whole("sì", "si", "sí", "certo", "esatto", "sì!"),
  no: whole("no", "no!"),
  social: whole("grazie", "grazie mille", "ciao", "buongiorno", "buonasera", "salve"),
  vague: whole("ok", "okay", "va bene", "boh", "mah", "mmm+", "più o meno", "così così", "insomma"),
  joiners: "e|ma|poi|quindi|però|perché",
  notYetLead: "non ancora|ancora no|no",
  trailing: ["allora", "per favore", "grazie"],
  within: { say: "tra", heard: ["tra", "fra", "entro"] },
  // Read in English only so far: a done-verb's object, deferral prefixes, spelling.
  object: { pronouns: [], particles: [], subjects: [], about: [], partial: [] },
  untilWords: [],
  deferVerbs: [],
  caution: {
    actions: ["rimand", "posticip", "ricord", "dopo", "più tardi", "fatt", "finit", "completat", "spost", "cancell", "lascia perdere", "smetti", "basta", "mandat", "inviat", "pagat"],
    negations: ["non", "mai", "nessun", "nessuna", "no"],
  },
  spelling: { shorthands: [], typoTargets: [], typoKeep: [] },
};

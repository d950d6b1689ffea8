/**
 * How a French owner answers a follow-up ("did it happen?") and a decision question
 * ("reschedule, drop, or break it down?"): threads/reply.ts's lexicon for French.
 * Must never: hold logic; a word that means something else in a reply (it would be read as an answer).
 */
import type { ReplyWords } from "../pack.ts";
import { any, whole, wordSet } from "../patterns.ts";

export const REPLY: ReplyWords = {
  done: any("c'est fait", "fait", "terminé", "fini", "réglé", "c'est bon", "déjà fait", "je l'ai fait", "envoyée?s?", "c'est envoyée?", "c'est réglé", "ok c'est fait"),
  doneVerb: any("envoyée?s?", "terminée?s?", "finie?s?", "payée?s?"),
  notYet: any("pas encore", "non", "pas fini", "pas fait", "en cours", "j'y travaille", "presque", "à moitié", "commencé", "pas eu le temps", "oublié", "toujours pas"),
  stop: any(
    "laisse tomber", "oublie(?:-le| le| ça)?", "arrête(?:z)?(?: de me (?:le |la |les )?(?:rappeler|relancer)| avec)?", "ne me le rappelle plus", "annule", "plus besoin", "plus la peine", "abandonne",
    "je ne vais (?:plus|pas) le faire", "je ne le ferai (?:pas|plus|jamais)", "^je ne le fais (?:pas|plus)$",
  ),
  breakdown: any("découpe(?:r)?", "en étapes", "diviser", "divise"),
  reschedule: any("reprogrammer", "reprogramme", "reporter", "reporte"),
  later: whole("plus tard", "tout à l'heure", "(?:rappelle|redemande)[- ]moi(?: plus tard| tout à l'heure)?", "repousse(?:[- ]le)?(?: plus tard)?"),
  defer: wordSet("tu peux pourrais peux-tu me la rappeler rappelle-le je le fais ferai vais faire rappelle-moi rappelle moi redemande-moi redemande repousse à reporte pour d'ici alors ça sera fini ok s'il te plaît stp"),
  snoozeVerb: /^(?:donne-moi|donne moi)\s+/i,
  hedge: any("peut-être", "sans doute", "probablement"),
  question: /^(?:quoi|quel(?:le)?s?|qui|comment|pourquoi|quand|hein|c'est quoi|de quoi)(?![\p{L}])/iu,
  yes: whole("oui", "ouais", "oui!"),
  no: whole("non", "nan"),
  social: whole("merci(?: beaucoup)?(?: pour le rappel| de me l'avoir rappelé| de me le rappeler)?", "bonjour", "salut", "coucou"),
  vague: whole("ok", "d'accord", "bof", "hmm+", "à peu près", "plus ou moins", "aucune idée", "je (?:ne )?sais pas", "chais pas"),
  joiners: "et|mais|puis|alors|donc",
  notYetLead: "pas encore|non",
  trailing: ["alors", "s'il te plaît", "stp", "encore", "encore une fois", "à nouveau", "de nouveau", "merci", "en fait", "franchement", "juste", "vraiment"],
  within: { say: "dans", heard: ["dans"] },
  // Read in English only so far: a done-verb's object, deferral prefixes, spelling.
  object: { pronouns: [], particles: [], subjects: [], about: [], partial: [] },
  untilWords: [],
  deferVerbs: ["rappel", "repouss", "report"],
  caution: {
    actions: ["rappel", "plus tard", "report", "repouss", "arrête", "arrêter", "annul", "oubli", "laisse tomber", "fait", "fini", "termin", "envoy", "abandon", "réglé"],
    negations: ["ne", "n(?=')", "pas", "jamais", "non"],
  },
  spelling: { shorthands: [], typoTargets: [], typoKeep: [] },
};

/**
 * How a Spanish owner answers a follow-up ("did it happen?") and a decision question
 * ("reschedule, drop, or break it down?"): threads/reply.ts's lexicon for Spanish.
 * Must never: hold logic; a word that means something else in a reply (it would be read as an answer).
 */
import type { ReplyWords } from "../pack.ts";
import { any, whole, wordSet } from "../patterns.ts";

export const REPLY: ReplyWords = {
  done: any("hecho", "listo", "ya está", "ya esta", "ya lo hice", "terminado", "terminé", "lo hice", "enviado", "hecho ya"),
  doneVerb: any("enviado", "envié", "mandado", "mandé", "terminé", "pagado", "pagué"),
  notYet: any("todavía no", "todavia no", "aún no", "aun no", "no", "en eso", "estoy en ello", "casi", "a medias", "empecé", "no he", "no pude", "no tuve tiempo", "se me olvidó"),
  stop: any(
    "olvídalo", "olvidalo", "déjalo", "dejalo", "cancela(?:lo)?", "cancélalo", "ya no hace falta", "no hace falta", "descártalo", "descartalo",
    // "stop reminding me" as it is said: "deja de recordármelo", "para de avisarme", "no me lo recuerdes más".
    "(?:deja|dejá|deje|para|pará|pare) de (?:recordarme|recordármelo|recordarmelo|recordármela|recordarmela|avisarme|preguntarme|insistir)",
    "no me (?:lo )?recuerdes",
    "ya no (?:lo )?voy a hacer(?:lo)?", "no lo haré", "no lo hare", "^no (?:lo )?voy a hacer(?:lo)?$",
  ),
  breakdown: any("dividir(?:lo)?", "divídelo", "en pasos"),
  reschedule: any("reprogramar", "reprográmalo", "reprogramalo"),
  later: whole("luego", "más tarde", "mas tarde", "después", "despues", "(?:recuérda|recuerda|pregúnta|pregunta)me(?:lo)?(?: más tarde| mas tarde| luego| después| despues)?", "(?:pospón|pospon|apláza|aplaza)(?:lo)?(?: más tarde| mas tarde| luego)?"),
  defer: wordSet("puedes podrías me recuerdas lo hago haré hare voy a hacer recuérdamelo recuérdame recuerdamelo recuerdame pregúntame preguntame otra vez pospón posponlo para el la antes de entonces seguro estará listo"),
  snoozeVerb: /^(?:dame)\s+/i,
  hedge: any("quizás", "quizas", "tal vez", "a lo mejor", "probablemente"),
  question: /^(?:¿|qué|que|cuál|cual|quién|quien|cómo|como|cuándo|cuando|por qué)(?![\p{L}])/iu,
  yes: whole("sí", "si", "sip", "claro"),
  no: whole("no", "nop"),
  social: whole("gracias(?: por (?:el )?(?:recordatorio|recordármelo|recordarmelo|recordarme|avisar|preguntar))?", "hola", "buenos días", "buenas"),
  vague: whole("ok", "vale", "bueno", "más o menos", "mmm+", "ni idea", "no sé", "no lo sé", "no se"),
  joiners: "y|pero|luego|entonces",
  notYetLead: "todavía no|todavia no|aún no|aun no|no",
  trailing: ["entonces", "por favor", "otra vez", "de nuevo", "nuevamente", "gracias", "la verdad", "en realidad", "simplemente", "de verdad"],
  within: { say: "en", heard: ["en"] },
  // Read in English only so far: a done-verb's object, deferral prefixes, spelling.
  object: { pronouns: [], particles: [], subjects: [], about: [], partial: [] },
  untilWords: [],
  deferVerbs: ["recuérd", "recuerd", "pospon", "pospón", "aplaz"],
  caution: {
    actions: ["pospon", "pospón", "recuérd", "recuerd", "record", "avís", "avis", "luego", "más tarde", "mas tarde", "después", "despues", "olvid", "cancel", "deja de", "déjalo", "dejalo", "hecho", "listo", "termin", "envi", "mand", "aplaz"],
    negations: ["no", "nunca", "ni"],
  },
  spelling: { shorthands: [], typoTargets: [], typoKeep: [] },
};

/**
 * How a Portuguese owner answers a follow-up ("did it happen?") and a decision question
 * ("reschedule, drop, or break it down?"): threads/reply.ts's lexicon for Portuguese.
 * Must never: hold logic; a word that means something else in a reply (it would be read as an answer).
 */
import type { ReplyWords } from "../pack.ts";
import { any, whole, wordSet } from "../patterns.ts";

export const REPLY: ReplyWords = {
  done: any("feito", "já está", "ja esta", "já fiz", "ja fiz", "pronto", "terminado", "terminei", "enviado", "enviei", "concluído", "fiz"),
  doneVerb: any("enviei", "enviado", "mandei", "mandado", "paguei", "terminei"),
  notYet: any("ainda não", "ainda nao", "não", "nao", "quase", "a meio", "estou nisso", "comecei", "não deu", "esqueci", "sem tempo"),
  stop: any(
    "esquece", "deixa(?: estar| pra lá| para lá)?", "cancela", "já não é preciso", "não é preciso", "descarta",
    // "stop reminding me" as it is said: "para de me lembrar", "pare de lembrar", "não me lembre mais".
    "(?:para|pára|pare|deixa|deixe) de (?:me )?lembrar", "não me lembres", "não me lembre",
    "já não (?:vou fazer|faço)(?: isso| isto)?", "^não vou fazer(?: isso| isto)?$",
  ),
  breakdown: any("dividir", "divide", "em passos", "em etapas"),
  reschedule: any("reagendar", "reagenda"),
  later: whole("mais tarde", "depois", "logo", "(?:lembra|lembre|pergunta)[- ]me(?: mais tarde| depois)?", "(?:me lembra|adia|adie)(?: isso| isto)?(?: mais tarde| para depois| pra depois)?"),
  defer: wordSet("podes pode podias lembrar-me lembrar na no faço farei vou fazer lembra-me lembre-me me lembra lembra pergunta-me pergunta de novo adia adiar para pra até então com certeza fica pronto"),
  snoozeVerb: /^(?:dá-me|da-me|me dá)\s+/i,
  hedge: any("talvez", "se calhar", "provavelmente"),
  question: /^(?:o quê|o que|que|qual|quem|como|quando|porquê|por que)(?![\p{L}])/iu,
  yes: whole("sim", "sim!"),
  no: whole("não", "nao"),
  social: whole("obrigad[oa](?: por (?:me )?(?:lembrares|lembrar|avisar|perguntar)| pelo lembrete)?", "olá", "ola", "bom dia", "oi"),
  vague: whole("ok", "okay", "mais ou menos", "hmm+", "não sei", "nao sei", "não faço ideia", "sei lá"),
  joiners: "e|mas|depois|então",
  notYetLead: "ainda não|ainda nao|não|nao",
  trailing: ["então", "por favor", "outra vez", "de novo", "novamente", "obrigado", "obrigada", "na verdade", "sinceramente", "simplesmente"],
  within: { say: "em", heard: ["em", "daqui a"] },
  // Read in English only so far: a done-verb's object, deferral prefixes, spelling.
  object: { pronouns: [], particles: [], subjects: [], about: [], partial: [] },
  untilWords: [],
  deferVerbs: ["lembr", "adia", "adie"],
  caution: {
    actions: ["adia", "adie", "lembr", "avis", "mais tarde", "depois", "esquec", "cancel", "deixa de", "para de", "feito", "pronto", "termin", "envi", "mand"],
    negations: ["não", "nao", "nunca", "nem"],
  },
  spelling: { shorthands: [], typoTargets: [], typoKeep: [] },
};

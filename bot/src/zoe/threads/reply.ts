/**
 * The reply classifier: what the owner's answer to a follow-up or a decision question asks ZOE to
 * do with the thread ("not yet, snooze until monday" -> not yet, then snooze to Monday), in any
 * language ZOE speaks, with a confidence. A reply is cut into clauses; each clause is read on its
 * own (a state word, a deferral with a time from threads/due.ts's grammar, a question back, or other
 * words); the clauses are then combined in order, and conflicts make the reading unclear.
 * Pure: a function of the text, the thread's summary, the push kind and a fallback locale.
 * Must never: read a state change into a reply it is not sure of (it says "unclear" and the
 * caller asks or hands the reply to the concierge); read a new commitment ("remind me to buy
 * milk") or small talk as an answer.
 */
import { PrefilteredRegExp } from "../base/regex-literals.ts";
import { isDuePhrase, splitDuePhrase } from "./due.ts";
import { detectLocale, type Locale } from "../lang/index.ts";

export type ReplyActionName = "done" | "not_yet" | "snooze" | "stop" | "reschedule" | "breakdown";

/** One thing the reply asks for; `until` is a due phrase (in the reply's language) for threads/due.ts. */
export interface ReplyAction {
  action: ReplyActionName;
  until?: string;
}

export interface ReplyReading {
  /** What to do, in the order said. Empty for questions, other talk and unclear replies. */
  actions: ReplyAction[];
  /** ack: change the thread; question: asks back; other: about something else; unclear: ask. */
  intent: "ack" | "question" | "other" | "unclear";
  /** How sure the reading is, 0..1; an ack below CONFIDENT is not applied. */
  confidence: number;
  /** The language the reply was read in. */
  locale: Locale;
}

/** Below this, an ack is never applied: offline ZOE asks, online the concierge reads it. */
export const CONFIDENT = 0.75;

export interface ReplyContext {
  /** The thread's summary: "sent the invoice" is the whole job only if it names the thread. */
  summary?: string;
  /** What ZOE asked: a follow-up ("did it happen?") or a decision ("reschedule, drop, or break it down?"). */
  kind?: "nudge" | "decision";
  /** The owner's language when the reply itself does not say (ZOE_LOCALE or the last one seen). */
  locale?: Locale;
}

// ---------------------------------------------------------------------------------------------
// Words

const L = "(?<![\\p{L}\\p{N}'])";
const R = "(?![\\p{L}\\p{N}])";
// Prefiltered: a reply is tried in every language, and most clauses hold no word of most lexica;
// a substring search says so before the expression is compiled (base/regex-literals.ts).
const any = (...alts: string[]): RegExp => new PrefilteredRegExp(`${L}(?:${alts.join("|")})${R}`, "iu");
const whole = (...alts: string[]): RegExp => new PrefilteredRegExp(`^(?:${alts.join("|")})$`, "iu");

interface Lexicon {
  /** The reply closes the loop. */
  done: RegExp;
  /** Done-words that take an object ("sent the draft"): partial unless the object is the thread. */
  doneVerb: RegExp;
  /** Not done (negations, partial progress). */
  notYet: RegExp;
  /** Stop tracking it. */
  stop: RegExp;
  /** Split it into steps. */
  breakdown: RegExp;
  /** Find a new due date. */
  reschedule: RegExp;
  /** Snooze without a time ("later"). */
  later: RegExp;
  /** Words that may stand before a time in a deferral ("remind me", "I'll do it", "push the rest to"). */
  defer: Set<string>;
  /** "Snooze"-verbs whose tail may be a duration ("snooze 2h", "give me an hour"). */
  snoozeVerb: RegExp;
  /** Words that make a bare time a guess ("maybe wednesday"). */
  hedge: RegExp;
  /** Opens a question back. */
  question: RegExp;
  /** A yes / a no on its own. */
  yes: RegExp;
  no: RegExp;
  /** Social words that answer nothing ("thanks", "hello"). */
  social: RegExp;
  /** Words too vague to act on ("ok", "hmm", "kind of"). */
  vague: RegExp;
  /** Clause separators beyond punctuation ("and", "but", "so"). */
  joiners: string;
}

const defer = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

const EN: Lexicon = {
  done: any(
    "done",
    "did (?:it|that|this)",
    "finished(?: it| that)?",
    "completed?",
    "handled",
    "sorted",
    "taken care of",
    "took care of(?: it| that)?",
    "got it done",
    "nailed it",
    "wrapped(?: it)? up",
    "it'?s out",
    "is out",
    "it happened",
    "all good",
    "i did",
  ),
  doneVerb: any("sent", "submitted", "shipped", "delivered", "paid", "finished", "done with", "completed", "did"),
  notYet: any(
    "not yet",
    "not now",
    "not done",
    "not finished",
    "not quite",
    "not sent",
    "not today",
    "not even",
    "no time",
    "didn'?t",
    "did not",
    "haven'?t",
    "have not",
    "hasn'?t",
    "nope",
    "nah",
    "still(?: working| on it| pending| to ?do| on my list| waiting| not)",
    "working on it",
    "on it",
    "in progress",
    "almost(?: there| done)?",
    "nearly(?: there| done)?",
    "getting there",
    "halfway",
    "half(?: way)? done",
    "partly",
    "partially",
    "made a start",
    "started(?: it| on it)?",
    "drafted(?: it)?",
    "running behind",
    "slipped",
    "forgot(?: about it)?",
    "ugh no",
    "couldn'?t",
    "wasn'?t able",
  ),
  stop: any(
    "stop(?: reminding| asking| nudging| pinging)?(?: me)?(?: about (?:it|this|that))?",
    "drop(?:ped)?(?: it| this| that)?",
    "forget(?: about)?(?: it| this| that)?",
    "never ?mind",
    "cancel(?:led)?(?: it| that| this)?",
    "not doing (?:it|that|this)(?: any ?more)?",
    "(?:i'?m )?not going to do (?:it|that)",
    "won'?t do (?:it|that)",
    "no longer (?:needed|relevant|necessary)",
    "not needed(?: any ?more)?",
    "no need(?: any ?more)?",
    "not relevant(?: any ?more)?",
    "skip (?:it|this|that)",
    "let it go",
    "scrap (?:it|that|this)",
    "remove (?:it|this|that)",
    "(?:don'?t|do not) remind me",
    "no more reminders",
    "(?:it'?s )?not happening",
    "give up",
  ),
  breakdown: any("break (?:it |this |that )?(?:down|up|into)", "split (?:it |this |that )?(?:up|into)", "smaller (?:tasks|steps|pieces|chunks)", "into steps", "in steps"),
  reschedule: any("reschedule"),
  later: whole("later", "maybe later", "later on", "(?:i'?ll |i will |will )?do it later", "(?:remind|ask|ping) me later", "later please", "snooze", "snooze (?:it|this|that)"),
  defer: defer(
    "i i'll ill will would should be able to get it do doing done by finish finishing final version then let's lets say works for sure " +
      "remind me ask again ping check back in try give till until til on at push pushed the rest move it postpone snooze can you could please " +
      "maybe ok okay just gonna going probably definitely latest first thing that this it's its yes no so instead then, of course hopefully we " +
      "do finished complete it'll that'll deal with get to and reminder",
  ),
  snoozeVerb: /^(?:snooze|give me|remind me in|check back in|ask me in|ping me in)(?:\s+(?:it|me))?\s+(?:for\s+)?/i,
  hedge: any("maybe", "perhaps", "probably", "might", "hopefully", "possibly"),
  question: /^(?:what|which|who|whose|why|when|how|huh|wait|sorry what|is (?:that|it|this)|did i|do i|was it|what's|whats)\b/i,
  yes: whole("yes", "yep", "yeah", "yup", "ya", "yes!", "sure did", "indeed", "affirmative"),
  no: whole("no", "nope", "nah", "no no", "not really", "negative"),
  social: whole("thanks", "thank you", "thx", "ty", "hello", "hi", "hey", "good morning", "morning", "good night", "lol", "haha", "cool", "nice", "great", "talk later", "brb"),
  vague: whole("ok", "okay", "k", "kk", "hmm+", "hm+", "kind of", "sort of", "kinda", "sorta", "ish", "maybe", "yes and no", "meh", "well", "eh", "dunno", "not sure", "idk", "who knows"),
  joiners: "and|but|then|so|though|because|cause|cuz|also",
};

const DE: Lexicon = {
  done: any("erledigt", "gemacht", "fertig", "ist raus", "ist erledigt", "abgeschickt", "verschickt", "geschafft", "hab ich", "habe ich", "schon passiert", "abgehakt", "durch"),
  doneVerb: any("geschickt", "abgeschickt", "verschickt", "bezahlt", "fertig mit"),
  notYet: any("noch nicht", "nein", "nee", "nö", "ne", "nicht geschafft", "nicht fertig", "nicht erledigt", "bin dran", "noch dran", "arbeite dran", "arbeite noch", "fast", "halb", "angefangen", "vergessen", "keine zeit", "leider nicht"),
  stop: any(
    "vergiss es", "vergiss das", "nicht mehr erinnern", "erinnere mich nicht mehr", "lass es", "lass gut sein", "hör auf", "streich(?:e|en)?(?: es| das)?",
    "brauch(?:e)? ich nicht mehr", "nicht mehr nötig", "abbrechen", "hat sich erledigt", "egal",
    "mach(?:e)? ich nicht mehr", "werde ich nicht (?:mehr )?machen", "^mach(?:e)? ich nicht$",
  ),
  breakdown: any("aufteilen", "in schritte", "zerlegen", "kleinere schritte"),
  reschedule: any("neu planen", "verschieben"),
  later: whole("später", "nachher", "später bitte", "erinnere mich später", "schlummern"),
  defer: defer("ich mach mache es das dann bis erledige schaffe schaff ich's spätestens auf erinnere erinnern mich nochmal frag frage am um wird fertig sein bitte noch mal verschieb verschiebe den rest doch wohl"),
  snoozeVerb: /^(?:schlummern|gib mir|erinnere mich in)\s+/i,
  hedge: any("vielleicht", "eventuell", "wahrscheinlich", "hoffentlich"),
  question: /^(?:was|welche[rsnm]?|wer|wie|wann|warum|wieso|hä|häh|hm\?)(?![\p{L}])/iu,
  yes: whole("ja", "jo", "jap", "jawohl", "ja!"),
  no: whole("nein", "nee", "nö", "ne"),
  social: whole("danke", "hallo", "moin", "guten morgen", "servus", "hi"),
  vague: whole("ok", "okay", "hmm+", "na ja", "naja", "irgendwie", "so halb", "geht so", "weiß nicht"),
  joiners: "und|aber|dann|also|weil",
};

const FR: Lexicon = {
  done: any("c'est fait", "fait", "terminé", "fini", "réglé", "c'est bon", "déjà fait", "je l'ai fait", "envoyé", "c'est envoyé", "c'est réglé", "ok c'est fait"),
  doneVerb: any("envoyé", "terminé", "fini", "payé"),
  notYet: any("pas encore", "non", "pas fini", "pas fait", "en cours", "j'y travaille", "presque", "à moitié", "commencé", "pas eu le temps", "oublié", "toujours pas"),
  stop: any(
    "laisse tomber", "oublie(?:-le| le| ça)?", "arrête(?: de me le rappeler)?", "ne me le rappelle plus", "annule", "plus besoin", "plus la peine", "abandonne",
    "je ne vais (?:plus|pas) le faire", "je ne le ferai (?:pas|plus|jamais)", "^je ne le fais (?:pas|plus)$",
  ),
  breakdown: any("découpe(?:r)?", "en étapes", "diviser", "divise"),
  reschedule: any("reprogrammer", "reprogramme", "reporter", "reporte"),
  later: whole("plus tard", "tout à l'heure", "rappelle-moi plus tard", "rappelle moi plus tard"),
  defer: defer("je le fais ferai vais faire rappelle-moi rappelle moi redemande-moi redemande repousse à reporte pour d'ici alors ça sera fini ok s'il te plaît stp"),
  snoozeVerb: /^(?:donne-moi|donne moi)\s+/i,
  hedge: any("peut-être", "sans doute", "probablement"),
  question: /^(?:quoi|quel(?:le)?s?|qui|comment|pourquoi|quand|hein|c'est quoi|de quoi)(?![\p{L}])/iu,
  yes: whole("oui", "ouais", "oui!"),
  no: whole("non", "nan"),
  social: whole("merci", "bonjour", "salut", "coucou"),
  vague: whole("ok", "d'accord", "bof", "hmm+", "à peu près", "plus ou moins"),
  joiners: "et|mais|puis|alors|donc",
};

const ES: Lexicon = {
  done: any("hecho", "listo", "ya está", "ya esta", "ya lo hice", "terminado", "terminé", "lo hice", "enviado", "hecho ya"),
  doneVerb: any("enviado", "envié", "mandado", "mandé", "terminé", "pagado", "pagué"),
  notYet: any("todavía no", "todavia no", "aún no", "aun no", "no", "en eso", "estoy en ello", "casi", "a medias", "empecé", "no he", "no pude", "no tuve tiempo", "se me olvidó"),
  stop: any(
    "olvídalo", "olvidalo", "déjalo", "dejalo", "cancela(?:lo)?", "ya no hace falta", "no hace falta", "descártalo", "descartalo",
    // "stop reminding me" as it is said: "deja de recordármelo", "para de avisarme", "no me lo recuerdes más".
    "(?:deja|dejá|deje|para|pará|pare) de (?:recordarme|recordármelo|recordarmelo|recordármela|recordarmela|avisarme|preguntarme|insistir)",
    "no me (?:lo )?recuerdes",
    "ya no (?:lo )?voy a hacer(?:lo)?", "no lo haré", "no lo hare", "^no (?:lo )?voy a hacer(?:lo)?$",
  ),
  breakdown: any("dividir(?:lo)?", "divídelo", "en pasos"),
  reschedule: any("reprogramar", "reprográmalo", "reprogramalo"),
  later: whole("luego", "más tarde", "mas tarde", "después", "despues"),
  defer: defer("lo hago haré hare voy a hacer recuérdamelo recuérdame recuerdamelo recuerdame pregúntame preguntame otra vez pospón posponlo para el la antes de entonces seguro estará listo"),
  snoozeVerb: /^(?:dame)\s+/i,
  hedge: any("quizás", "quizas", "tal vez", "a lo mejor", "probablemente"),
  question: /^(?:¿|qué|que|cuál|cual|quién|quien|cómo|como|cuándo|cuando|por qué)(?![\p{L}])/iu,
  yes: whole("sí", "si", "sip", "claro"),
  no: whole("no", "nop"),
  social: whole("gracias", "hola", "buenos días", "buenas"),
  vague: whole("ok", "vale", "bueno", "más o menos", "mmm+"),
  joiners: "y|pero|luego|entonces",
};

const PT: Lexicon = {
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
  later: whole("mais tarde", "depois", "logo"),
  defer: defer("faço farei vou fazer lembra-me lembre-me me lembra lembra pergunta-me pergunta de novo adia adiar para pra até então com certeza fica pronto"),
  snoozeVerb: /^(?:dá-me|da-me|me dá)\s+/i,
  hedge: any("talvez", "se calhar", "provavelmente"),
  question: /^(?:o quê|o que|que|qual|quem|como|quando|porquê|por que)(?![\p{L}])/iu,
  yes: whole("sim", "sim!"),
  no: whole("não", "nao"),
  social: whole("obrigado", "obrigada", "olá", "ola", "bom dia", "oi"),
  vague: whole("ok", "okay", "mais ou menos", "hmm+"),
  joiners: "e|mas|depois|então",
};

const LEXICA: Record<Locale, Lexicon> = { en: EN, de: DE, fr: FR, es: ES, pt: PT };

/** Every expression of every language's lexicon (the tests hold the prefiltered ones to plain ones). */
export function lexiconExpressions(): RegExp[] {
  return Object.values(LEXICA).flatMap((lx) => Object.values(lx).filter((v): v is RegExp => v instanceof RegExp));
}

// ---------------------------------------------------------------------------------------------
// Normalising: emoji, typos

const EMOJI_DONE = /[✅✔☑🎉🙌🏁]\ufe0f?/gu;
const EMOJI_NO = /[❌👎✖]\ufe0f?/gu;
const EMOJI_SNOOZE = /[💤😴⏰⏳]\ufe0f?/gu;
/** Emoji that decorate but decide nothing on their own (👍 may mean "done" or "got your message"). */
const EMOJI_SOFT = /(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\ufe0f|\u200d)/gu;

/** English words the typo fixer may correct towards. */
const TYPO_TARGETS =
  "done finished finish completed complete handled sorted shipped submitted snooze remind reminding tomorrow tonight today monday tuesday " +
  "wednesday thursday friday saturday sunday morning afternoon evening week next later still working yet not stop forget cancel never drop " +
  "postpone already finally started halfway almost nearly progress pending until didn't haven't nope yeah reminder minutes hours";
const TARGETS = TYPO_TARGETS.split(" ");
/** Words never corrected (real words a typo fixer would otherwise bend). */
const KNOWN = new Set(
  (
    TYPO_TARGETS +
    " dont don't one gone none some dome note nose tone bone dine dune tomb mon tue wed thu fri sat sun tmr tmrw the this that then them they " +
    "there their what when who why how not nut net now new no nope yes yep yup yet you your stay star step stoop store still stall since " +
    "sent send sand soon son snow week weak work worked wonder wait want went monkey money month friend fried finest find fine first fish " +
    "test text tell toll todo today's hand hard hold halt hear heard sure sorry soon forgot forgotten got get did dinner stopped stops dropped fine later lately latest laser"
  ).split(" "),
);

/** Optimal-string-alignment distance (one transposition counts as one edit), capped. */
function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** The one target a misspelt word stands for, or null (unknown, ambiguous or too far). */
function fixTypo(word: string): string | null {
  if (word.length < 3 || KNOWN.has(word) || !/^[a-z']+$/.test(word)) return null;
  // One edit only: two would bend real words ("completely" into "completed").
  const cap = 1;
  let best: string | null = null;
  let bestD = cap + 1;
  let tie = false;
  for (const target of TARGETS) {
    // Typos rarely touch the first letter, except a swap of the first two.
    if (target[0] !== word[0] && !(target[0] === word[1] && target[1] === word[0])) continue;
    const dist = editDistance(word, target, cap);
    if (dist < bestD) {
      best = target;
      bestD = dist;
      tie = false;
    } else if (dist === bestD && best !== null && best.slice(0, 5) !== target.slice(0, 5)) {
      // Two words of one family ("finish"/"finished") are no real tie: the first listed wins.
      tie = true;
    }
  }
  return best && !tie && bestD <= cap ? best : null;
}

const SHORTHANDS: Array<readonly [RegExp, string]> = [
  [/\b2morrow\b|\b2moro\b|\btmrw?\b|\btmw\b/g, "tomorrow"],
  [/\bnxt\b/g, "next"],
  [/\bwk\b/g, "week"],
  [/\bu\b/g, "you"],
  [/\bpls\b|\bplz\b/g, "please"],
  [/\bdone and dusted\b/g, "done"],
  [/\bafter the weekend\b/g, "monday"],
  [/\b(\d+)\s*h(?:rs?)?\b/g, "$1 hours"],
  [/\b(\d+)\s*mins?\b/g, "$1 minutes"],
  [/\bthe first thing\b|\bfirst thing\b/g, ""],
];

interface Normalised {
  text: string;
  typos: number;
  /** Emoji that decided something, as words. */
  emoji: string[];
  /** Only decorative emoji were sent. */
  softOnly: boolean;
}

function normalise(raw: string, locale: Locale): Normalised {
  let s = raw.normalize("NFC").toLowerCase().replace(/[’‘`´]/g, "'");
  const emoji: string[] = [];
  if (EMOJI_DONE.test(s)) emoji.push("done");
  if (EMOJI_NO.test(s)) emoji.push("no");
  if (EMOJI_SNOOZE.test(s)) emoji.push("snooze");
  s = s.replace(EMOJI_DONE, " ").replace(EMOJI_NO, " ").replace(EMOJI_SNOOZE, " ");
  const hadSoft = EMOJI_SOFT.test(s);
  s = s.replace(EMOJI_SOFT, " ");
  const softOnly = hadSoft && emoji.length === 0 && !/[\p{L}\p{N}?]/u.test(s);
  let typos = 0;
  if (locale === "en") {
    for (const [re, to] of SHORTHANDS) s = s.replace(re, to);
    s = s.replace(/[a-z']+/g, (w) => {
      const fixed = fixTypo(w);
      if (fixed && fixed !== w) typos++;
      return fixed ?? w;
    });
  }
  return { text: s.replace(/\s+/g, " ").trim(), typos, emoji, softOnly };
}

// ---------------------------------------------------------------------------------------------
// Clauses

type ClauseReading =
  | { kind: "act"; action: ReplyActionName; until?: string; strength: number; partial?: boolean; withNotYet?: boolean }
  | { kind: "question" }
  | { kind: "social" }
  | { kind: "vague" }
  | { kind: "yes" }
  | { kind: "no" }
  | { kind: "content"; words: number };

const PRONOUN_OBJECT = /^(?:it|that|this|everything|all of it|the thing|them|both|already|just now|now|today|yesterday|this morning|last night|over lunch|before i left|earlier|finally|too)\b/;

function stem(w: string): string {
  return w.replace(/(?:ing|ed|es|s)$/, "");
}

/** Whether an object ("the invoice", "the draft") names the thread. */
function namesThread(object: string, summary: string | undefined): boolean {
  if (!summary) return false;
  const words = (s: string) =>
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 4)
      .map(stem);
  const want = new Set(words(summary));
  return words(object).some((w) => want.has(w));
}

/** A duration after a snooze verb as a due phrase: "2 hours" -> "in 2 hours", "an hour" -> "in an hour". */
function durationPhrase(tail: string, locale: Locale): string | null {
  const t = tail.trim();
  const candidate = /^(?:in|dans|en|em|daqui a)\s/i.test(t) ? t : locale === "de" ? `in ${t}` : locale === "fr" ? `dans ${t}` : locale === "es" ? `en ${t}` : locale === "pt" ? `em ${t}` : `in ${t}`;
  return isDuePhrase(candidate, locale) ? candidate : null;
}

/** A clause that is a deferral: some deferral words, then a time ("remind me tomorrow", "final version monday"). */
/** Words after a time that add nothing to it: "tomorrow for sure", "friday works", "monday then". */
const TRAILING =
  /\s+(?:for sure|then|please|works|work|instead|again|at the latest|latest|ok|okay|thanks|thank you|is fine|is good|dann|bitte|alors|s'il te plaît|stp|entonces|por favor|então|por favor)$/iu;

function readDeferral(clause: string, lx: Lexicon, locale: Locale, summary: string | undefined): ClauseReading | null {
  let c = clause.replace(/[?!.]+$/, "").trim();
  for (let prev = ""; prev !== c; ) {
    prev = c;
    c = c.replace(TRAILING, "").trim();
  }
  if (!c) return null;
  const snooze = lx.snoozeVerb.exec(c);
  if (snooze) {
    const d = durationPhrase(c.slice(snooze[0].length), locale);
    if (d) return { kind: "act", action: "snooze", until: d, strength: 0.95 };
  }
  // "snooze until monday", "remind me tomorrow": the rest is all deferral words.
  const summaryWords = new Set((summary ?? "").toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  const bare = (w: string) => w.replace(/[^\p{L}\p{N}'-]/gu, "");
  const known = (w: string) => lx.defer.has(w) || EN.defer.has(w) || summaryWords.has(w) || /^snooze|^remind|^postpone/.test(w);
  // A split whose rest holds a word that is not a deferral word is no deferral: splitDuePhrase
  // answers null for it, and does not ask the grammar about splits that could only end so.
  const found = isDuePhrase(c, locale)
    ? { rest: "", due: c }
    : splitDuePhrase(c, locale, (word) => {
        const w = bare(word);
        return w === "" || known(w);
      });
  if (!found) return null;
  const restWords = found.rest.split(/\s+/).map(bare).filter(Boolean);
  if (!restWords.every(known)) return null;
  // "maybe wednesday": a guess at when, not a request; the date is not applied.
  if (restWords.length > 0 && restWords.every((w) => lx.hedge.test(w) || EN.hedge.test(w))) return { kind: "act", action: "not_yet", strength: 0.8 };
  // A bare weekday with "remind me to" before it is a new task: excluded above by the unknown words.
  const until = found.due.replace(/^(?:until|till|til|to|for|after)\s+/i, "");
  return { kind: "act", action: "snooze", until, strength: restWords.length === 0 ? 0.9 : 0.95 };
}

/** A plain "not yet" that may open a deferral in the same breath ("not yet snooze til monday"). */
const NOT_YET_LEAD: Record<Locale, string> = {
  en: "no|nope|nah|not yet|not done(?: yet)?|still not|not finished",
  de: "noch nicht|nein|nee",
  fr: "pas encore|non",
  es: "todavía no|todavia no|aún no|aun no|no",
  pt: "ainda não|ainda nao|não|nao",
};

const NOT_YET_LEAD_RE = Object.fromEntries(Object.entries(NOT_YET_LEAD).map(([l, alt]) => [l, new RegExp(`^(?:${alt})\\s+`, "iu")])) as Record<Locale, RegExp>;

function readClause(clause: string, lx: Lexicon, locale: Locale, ctx: ReplyContext): ClauseReading {
  const c = clause.trim().replace(/^[-–—:]+\s*/, "");
  const plain = c.replace(/[?!.]+$/, "").trim();
  const isQuestion = c.endsWith("?") || /^¿/.test(c);
  if (plain === "") return isQuestion ? { kind: "question" } : { kind: "vague" };
  if (lx.social.test(plain) || EN.social.test(plain)) return { kind: "social" };
  if (lx.stop.test(plain)) {
    // "stop reminding me about the slides" may be about another thread: not sure enough to drop this one.
    const about = /\babout\s+(.+)$/.exec(plain);
    const elsewhere = about && !PRONOUN_OBJECT.test(about[1]!) && !namesThread(about[1]!, ctx.summary);
    return { kind: "act", action: "stop", strength: elsewhere ? 0.6 : 0.95 };
  }
  if (lx.breakdown.test(plain)) return { kind: "act", action: "breakdown", strength: 0.95 };
  if (lx.reschedule.test(plain)) {
    const found = splitDuePhrase(plain, locale);
    return found ? { kind: "act", action: "reschedule", until: found.due, strength: 0.95 } : { kind: "act", action: "reschedule", strength: 0.9 };
  }
  if (lx.later.test(plain)) return { kind: "act", action: "snooze", strength: 0.9 };
  const deferral = readDeferral(plain, lx, locale, ctx.summary);
  if (deferral) return deferral;
  // "not yet snooze til tomorrow" without a comma: the "not yet" and the deferral after it.
  const lead = NOT_YET_LEAD_RE[locale].exec(plain);
  if (lead) {
    const rest = readDeferral(plain.slice(lead[0].length), lx, locale, ctx.summary);
    if (rest && rest.kind === "act") return { ...rest, withNotYet: true };
  }
  if (isQuestion || lx.question.test(plain)) return { kind: "question" };
  if (lx.yes.test(plain)) return { kind: "yes" };
  if (lx.no.test(plain)) return { kind: "no" };
  if (lx.vague.test(plain)) return { kind: "vague" };
  if (lx.notYet.test(plain)) return { kind: "act", action: "not_yet", strength: 0.9 };
  const verb = lx.doneVerb.exec(plain);
  if (verb) {
    // "sent the draft" is progress; "sent it", "sent the invoice" (the thread's own words) is done.
    const after = plain.slice(verb.index + verb[0].length).trim();
    const before = plain.slice(0, verb.index).trim();
    const object = after.replace(/^(?:with|off|over|out)\s+/, "");
    const beforeObject = before.replace(/^(?:(?:yes|yep|yeah|ok|so|i|i'?ve|we|just|already|finally|the)\s+)*/, "");
    if (!object || PRONOUN_OBJECT.test(object) || namesThread(object, ctx.summary) || (beforeObject && namesThread(beforeObject, ctx.summary))) {
      return { kind: "act", action: "done", strength: 0.95 };
    }
    if (!lx.done.test(plain) || /done with/.test(plain)) return { kind: "act", action: "not_yet", strength: 0.85, partial: true };
  }
  if (lx.done.test(plain)) return { kind: "act", action: "done", strength: 0.95 };
  return { kind: "content", words: plain.split(/\s+/).length };
}

function splitClauses(text: string, lx: Lexicon): string[] {
  const joiners = new RegExp(`\\s(?:${lx.joiners}|${EN.joiners})\\s`, "giu");
  return text
    .split(/(?<=[?])\s*|[,;!\n…]+|\.(?!\d)|\s[-–—]\s/u)
    .flatMap((part) => part.split(joiners))
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

// ---------------------------------------------------------------------------------------------
// The whole reply

const unclear = (locale: Locale, confidence = 0.5): ReplyReading => ({ actions: [], intent: "unclear", confidence, locale });

/**
 * Read a reply to a follow-up (or a decision question) about one thread. Actions come in the
 * order said; `confidence` below CONFIDENT means: do not apply, ask or hand it on.
 */
export function classifyReply(text: string, ctx: ReplyContext = {}): ReplyReading {
  const fallback = ctx.locale ?? "en";
  const locale = detectLocale(text, fallback);
  const kind = ctx.kind ?? "nudge";
  const lx = LEXICA[locale];
  const n = normalise(text, locale);
  const readings: ClauseReading[] = [];
  for (const e of n.emoji) readings.push(e === "done" ? { kind: "act", action: "done", strength: 0.9 } : e === "no" ? { kind: "no" } : { kind: "act", action: "snooze", strength: 0.8 });
  if (n.softOnly && readings.length === 0) return unclear(locale);
  if (n.text === "" && readings.length === 0) return unclear(locale);
  if (n.text !== "") {
    // Read in the reply's language; a clause it does not know is tried in English too.
    // Read in the reply's language; a clause it does not know is tried in the owner's, then the others.
    const order = [...new Set<Locale>([locale, fallback, "en", "de", "fr", "es", "pt"])];
    for (const clause of splitClauses(n.text, lx)) {
      let r = readClause(clause, lx, locale, ctx);
      for (const other of order.slice(1)) {
        if (r.kind !== "content") break;
        r = readClause(clause, LEXICA[other], other, ctx);
      }
      readings.push(r);
    }
  }

  const acts = readings.filter((r): r is Extract<ClauseReading, { kind: "act" }> => r.kind === "act");
  const has = (k: ClauseReading["kind"]) => readings.some((r) => r.kind === k);
  const contentWords = readings.reduce((sum, r) => sum + (r.kind === "content" ? r.words : 0), 0);

  if (acts.length === 0) {
    if (has("yes") && !has("no")) return kind === "decision" ? unclear(locale) : ack(locale, [{ action: "done" }], 0.85, n.typos);
    if (has("no") && !has("yes")) return kind === "decision" ? unclear(locale) : ack(locale, [{ action: "not_yet" }], 0.85, n.typos);
    if (has("question")) return { actions: [], intent: "question", confidence: 0.9, locale };
    if (contentWords >= 2 || (has("social") && !has("vague"))) return { actions: [], intent: "other", confidence: 0.85, locale };
    return unclear(locale);
  }

  // A leading "no"/"yes" says the same as the act after it, or adds the missing half.
  const names = new Set(acts.map((a) => a.action));
  if (acts.some((a) => a.withNotYet)) names.add("not_yet");
  if (has("no") && !names.has("stop") && !names.has("done")) names.add("not_yet");
  if (has("yes") && names.size === 0) names.add("done");

  // Conflicts: done with anything but stop, or stop with a new time, is not something to guess.
  const fullDone = acts.some((a) => a.action === "done");
  if (fullDone && (names.has("not_yet") || names.has("snooze") || names.has("reschedule") || names.has("breakdown"))) return unclear(locale, 0.4);
  if (names.has("stop")) {
    if (acts.some((a) => a.until) || fullDone) return fullDone && !acts.some((a) => a.until) ? ack(locale, [{ action: "done" }], 0.8, n.typos) : unclear(locale, 0.4);
    return ack(locale, [{ action: "stop" }], minStrength(acts), n.typos, contentWords);
  }
  if (names.has("breakdown")) return names.size === 1 ? ack(locale, [{ action: "breakdown" }], minStrength(acts), n.typos, contentWords) : unclear(locale, 0.4);

  const dated = acts.filter((a) => a.until);
  if (new Set(dated.map((a) => a.until!.toLowerCase())).size > 1) return unclear(locale, 0.4);
  const until = dated[0]?.until;

  const actions: ReplyAction[] = [];
  if (fullDone) actions.push({ action: "done" });
  else {
    if (names.has("not_yet")) actions.push({ action: "not_yet" });
    if (names.has("reschedule") || (kind === "decision" && (names.has("snooze") || until))) {
      actions.push(until ? { action: "reschedule", until } : { action: "reschedule" });
    } else if (names.has("snooze") || until) {
      actions.push(until ? { action: "snooze", until } : { action: "snooze" });
    }
  }
  if (kind === "decision" && actions.length === 1 && actions[0]!.action === "not_yet") return unclear(locale);
  return ack(locale, actions, minStrength(acts), n.typos, contentWords);
}

function minStrength(acts: Array<{ strength: number }>): number {
  return Math.min(...acts.map((a) => a.strength));
}

function ack(locale: Locale, actions: ReplyAction[], strength: number, typos: number, contentWords = 0): ReplyReading {
  // Typos and long stretches of other words make a reading less sure, never more.
  const confidence = Math.max(0, Math.min(1, strength - 0.03 * typos - (contentWords > 12 ? 0.05 : 0)));
  return { actions, intent: "ack", confidence, locale };
}

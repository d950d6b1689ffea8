/**
 * The reply classifier: what the owner's answer to a follow-up or a decision question asks ZOE to
 * do with the thread ("not yet, snooze until monday" -> not yet, then snooze to Monday), in any
 * language ZOE speaks, with a confidence. A reply is cut into clauses; each clause is read on its
 * own (a state word, a deferral with a time from threads/due.ts's grammar, a question back, or other
 * words); the clauses are then combined in order, and conflicts make the reading unclear.
 * Pure: a function of the text, the thread's summary, the push kind and a fallback locale.
 * Must never: read a state change into a reply it is not sure of (it says "unclear" and the
 * caller asks or hands the reply to the concierge); read a new commitment ("remind me to buy
 * milk") or small talk as an answer; hold a language's words (each language's lexicon is its
 * pack's, lang/<code>/reply.ts).
 */
import { mayTellDone, saysVerbDone } from "./past.ts";
import { isDuePhrase, namesInstant, namesTimeOfDay, sameDueShape, splitDuePhrase } from "./due.ts";
import { detectLocale, LOCALES, loose, pack, type Locale, type ReplyWords } from "../lang/index.ts";
import { escapeRegExp } from "../base/escape-regexp.ts";

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
// Words: each language's lexicon is its pack's (`pack(locale).reply`, lang/<code>/reply.ts)

/** English's words, which count in every language besides its own (owners mix in English). */
const EN: ReplyWords = pack("en").reply;

/** Every expression of every language's lexicon (the tests hold the prefiltered ones to plain ones). */
export function lexiconExpressions(): RegExp[] {
  return LOCALES.flatMap((l) => readWords(pack(l).reply));
}

/** Lexicon fields read elsewhere, not by the reader: their words are no part of its vocabulary. */
const NOT_READ_HERE: ReadonlySet<string> = new Set(["laterToday", "agree"]);
/** A lexicon's expressions the reader reads. */
const readWords = (r: ReplyWords): RegExp[] => Object.entries(r).flatMap(([k, v]) => (v instanceof RegExp && !NOT_READ_HERE.has(k) ? [v] : []));

/** Alternatives of word lists as one alternation, each once, in the order given. */
const alternation = (lists: ReadonlyArray<readonly string[]>) => [...new Set(lists.flat())].join("|");
/** Plain words and phrases longest first, so an unanchored alternation takes the whole phrase. */
const longestFirst = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length);

/**
 * The expressions a language's reading builds from its pack beside the lexicon, with English's
 * words where English's count in every language; built once per language.
 */
interface Grammar {
  /** A plain "not yet" that may open a deferral ("not yet snooze til monday"). */
  notYetLead: RegExp;
  /** Words after the verb that stand for the thread itself ("sent it"). */
  pronoun: RegExp;
  /** A particle between the verb and its object ("sent off the form"). */
  particle: RegExp;
  /** Words before the verb that are not its object ("yes i've sent the invoice"). */
  subjects: RegExp;
  /** "stop reminding me about X": X, which may be another thread. */
  about: RegExp;
  /** A done-verb phrase that says the work is only partly done. */
  partial: RegExp;
  /** A word that names a part of the work ("half", "Hälfte", "helft"), as a whole word. */
  parts: RegExp;
  /** Words before a deferral's time, dropped from it ("until monday" -> "monday"). */
  until: RegExp;
  /** Deferral verbs in any form ("snoozing", "remind"). */
  deferVerb: RegExp;
  /** Words a misspelt one is corrected towards, and real words never corrected. */
  typoTargets: readonly string[];
  typoKnown: ReadonlySet<string>;
  /** A word beginning one of the language's (or English's) action words ("snoozing", "erinnern"). */
  actionWord: RegExp;
  /** A word that turns an action word around ("don't", "nicht", "pas"). */
  negation: RegExp;
  /** A word that makes what follows a condition ("if", "falls", "si je"). */
  condition: RegExp;
  /** A whole reply that is only a day of the month ("the 14th", "der 14.", "le 14"). */
  bareDay: RegExp;
  /** A stop of the owner's own activity, not of ZOE's follow-ups ("stop worrying", "arrête de t'inquiéter"). */
  stopOther: RegExp;
  /** Irony that takes back what it stands beside ("as if", "quem me dera"). */
  irony: RegExp;
  /** Another's saying ("she said", "sie meinte", "dice"). */
  hearsay: RegExp;
  /** "For today", "für heute", "pour l'instant". */
  forNow: RegExp;
  /** News that an attempt failed or is not whole ("closed", "error", "noch", "menos"): the packs' `caution.undoing`. */
  undoing: RegExp;
  /** A yes/no question typed without its mark, an opener or a tail of one clause: the packs' `caution.askedPlain`. */
  askedPlain: RegExp;
  /** The future of a done ("will be", "bald", "sarà"): the packs' `caution.promise`, whole words. */
  promise: RegExp;
  /** "Instead", "stattdessen", "à la place": the packs' `caution.instead`, whole words. */
  instead: RegExp;
  /** The choice handed back to ZOE ("up to you", "wie du meinst"): the packs' `caution.deference`, whole words. */
  deference: RegExp;
  /** The language's own question words anywhere in a clause, not only opening it ("c'est quelle perceuse"). */
  questionInside: RegExp;
  /** Words that add nothing to an answer ("again", "nochmal", "please"), anywhere in a clause. */
  filler: RegExp;
  /**
   * Every word the language's lexicon (and English's) is written with, its function words and
   * deferral words: a word beside an act that is none of these (nor the thread's) is unexplained.
   */
  vocabulary: ReadonlySet<string>;
}

/** The words a language's reply lexicon is written with, and its function words (see Grammar.vocabulary). */
function vocabularyOf(locales: readonly Locale[]): ReadonlySet<string> {
  const out = new Set<string>();
  const add = (text: string) => {
    for (const w of text.toLowerCase().match(/\p{L}+/gu) ?? []) out.add(w);
  };
  for (const l of locales) {
    const p = pack(l);
    for (const v of readWords(p.reply)) add(v.source.replace(/\\[a-zA-Z]/g, " "));
    const r = p.reply;
    for (const list of [[...r.defer], r.trailing, r.untilWords, r.deferVerbs, r.object.pronouns, r.object.particles, r.object.subjects, r.object.about, r.within.heard, p.offline.stopWords, r.fillers]) {
      for (const w of list) add(w);
    }
  }
  return out;
}

/** Words that never name a thread on their own: every language's function words. */
const NOT_A_NAME: ReadonlySet<string> = new Set(
  LOCALES.flatMap((l) => [...pack(l).offline.stopWords, ...pack(l).reply.object.pronouns, ...pack(l).reply.object.about, ...pack(l).reply.untilWords]).map((w) => w.toLowerCase()),
);

/** Any language's bare no ("no", "nein", "nee", "non", "não"). */
const NO_WORDS = { test: (s: string) => LOCALES.some((l) => pack(l).reply.no.test(s)) };

/** A pattern that matches nothing: a list a language leaves empty. */
const NOTHING = /(?!)/;
const grammars = new Map<Locale, Grammar>();

function grammarOf(locale: Locale): Grammar {
  let g = grammars.get(locale);
  if (g) return g;
  const own = pack(locale).reply;
  const withEnglish = (pick: (lx: ReplyWords) => readonly string[]) => alternation(locale === "en" ? [pick(own)] : [pick(own), pick(EN)]);
  const built = (alt: string, make: (alt: string) => RegExp) => (alt ? make(alt) : NOTHING);
  g = {
    notYetLead: new RegExp(`^(?:${own.notYetLead})\\s+`, "iu"),
    pronoun: built(withEnglish((lx) => lx.object.pronouns), (alt) => new RegExp(`^(?:${alt})(?![\\p{L}\\p{N}])`, "u")),
    particle: built(withEnglish((lx) => lx.object.particles), (alt) => new RegExp(`^(?:${alt})\\s+`)),
    subjects: built(withEnglish((lx) => lx.object.subjects), (alt) => new RegExp(`^(?:(?:${alt})\\s+)*`)),
    about: built(withEnglish((lx) => lx.object.about), (alt) => new RegExp(`\\b(?:${alt})\\s+(.+)$`)),
    partial: built(withEnglish((lx) => lx.object.partial), (alt) => new RegExp(alt)),
    parts: built(withEnglish((lx) => lx.object.parts), (alt) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alt})(?![\\p{L}\\p{N}])`, "iu")),
    until: built(withEnglish((lx) => lx.untilWords), (alt) => new RegExp(`^(?:${alt})\\s+`, "i")),
    deferVerb: built(withEnglish((lx) => lx.deferVerbs), (alt) => new RegExp(`^(?:${alt})`)),
    typoTargets: own.spelling.typoTargets,
    typoKnown: new Set([...own.spelling.typoTargets, ...own.spelling.typoKeep]),
    actionWord: built(withEnglish((lx) => lx.caution.actions), (alt) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alt})`, "iu")),
    negation: built(withEnglish((lx) => lx.caution.negations), (alt) => new RegExp(`(?<![\\p{L}\\p{N}'])(?:${alt})(?![\\p{L}\\p{N}])`, "iu")),
    condition: built(withEnglish((lx) => lx.caution.conditions), (alt) => new RegExp(`(?<![\\p{L}\\p{N}'-])(?:${alt})(?![\\p{L}\\p{N}])`, "iu")),
    irony: built(withEnglish((lx) => lx.caution.irony), (alt) => new RegExp(`(?<![\\p{L}\\p{N}'])(?:${alt})(?![\\p{L}\\p{N}])`, "iu")),
    hearsay: built(withEnglish((lx) => lx.caution.hearsay), (alt) => new RegExp(`(?<![\\p{L}\\p{N}'])(?:${alt})(?![\\p{L}\\p{N}])`, "iu")),
    undoing: built(withEnglish((lx) => lx.caution.undoing), (alt) => new RegExp(`(?<![\\p{L}\\p{N}'])(?:${alt})(?![\\p{L}\\p{N}])`, "iu")),
    askedPlain: built(withEnglish((lx) => lx.caution.askedPlain), (alt) => new RegExp(`(?:${alt})`, "iu")),
    promise: built(withEnglish((lx) => lx.caution.promise), (alt) => new RegExp(`(?<![\\p{L}\\p{N}'])(?:${alt})(?![\\p{L}\\p{N}])`, "iu")),
    instead: built(withEnglish((lx) => lx.caution.instead), (alt) => new RegExp(`(?<![\\p{L}\\p{N}'])(?:${alt})(?![\\p{L}\\p{N}])`, "iu")),
    deference: built(withEnglish((lx) => lx.caution.deference), (alt) => new RegExp(`(?<![\\p{L}\\p{N}'])(?:${alt})(?![\\p{L}\\p{N}])`, "iu")),
    forNow: built(withEnglish((lx) => lx.caution.forNow), (alt) => new RegExp(`(?<![\\p{L}\\p{N}'])(?:${alt})(?![\\p{L}\\p{N}])`, "iu")),
    bareDay: built(withEnglish((lx) => lx.caution.bareDay), (alt) => new RegExp(`^(?:${alt})[\\s.!?]*$`, "iu")),
    stopOther: built(withEnglish((lx) => lx.caution.stopOther), (alt) => new RegExp(`(?:${alt})`, "iu")),
    questionInside: new RegExp(`(?<![\\p{L}\\p{N}'])${own.question.source.replace(/^\^/u, "")}`, own.question.flags.replace("g", "")),
    // Longest first: "encore une fois" goes whole, not "encore" leaving "une fois" behind.
    filler: built(withEnglish((lx) => longestFirst(lx.trailing)), (alt) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alt})(?![\\p{L}\\p{N}])`, "giu")),
    vocabulary: vocabularyOf(locale === "en" ? ["en"] : [locale, "en"]),
  };
  grammars.set(locale, g);
  return g;
}

/** Words after a time that add nothing to it ("tomorrow for sure", "friday works", "monday then"): every language's. */
const TRAILING = new RegExp(`\\s+(?:${alternation(LOCALES.map((l) => pack(l).reply.trailing))})$`, "iu");
/** A duration that already says "in" in some language ("in 2 hours", "daqui a 2 horas"). */
const WITHIN = new RegExp(`^(?:${alternation(LOCALES.map((l) => pack(l).reply.within.heard))})\\s`, "i");

// ---------------------------------------------------------------------------------------------
// Normalising: emoji, typos

const EMOJI_DONE = /[✅✔☑🏁]\ufe0f?/gu;
/** Cheering ("🎉", "🙌"): a done on its own or beside a done, but beside a stop it cheers the stop ("the test is cancelled 🎉 remove it"). */
const EMOJI_CHEER = /[🎉🙌]\ufe0f?/gu;
const EMOJI_NO = /[❌👎✖]\ufe0f?/gu;
const EMOJI_SNOOZE = /[💤😴⏰⏳]\ufe0f?/gu;
/** Emoji that decorate but decide nothing on their own (👍 may mean "done" or "got your message"). */
const EMOJI_SOFT = /(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\ufe0f|\u200d)/gu;
/** Soft emoji standing between two words, with the spaces around them. */
const EMOJI_BETWEEN = new RegExp(`(?<=[\\p{L}\\p{N}])\\s*(?:${EMOJI_SOFT.source})+\\s*(?=[\\p{L}\\p{N}])`, "gu");

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

/** How many first letters two words share. */
function sharedStart(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Endings that make another real word of a target, not a typo of it. */
const INFLECTIONS = ["s", "d", "ed", "r"] as const;

/** The one target a misspelt word stands for, or null (unknown, ambiguous or too far). */
function fixTypo(word: string, g: Grammar): string | null {
  if (word.length < 3 || g.typoKnown.has(word) || !/^[a-z']+$/.test(word)) return null;
  // One edit; two for a long word (nine letters or more, "wednessdy"), never towards a target it
  // only differs from at its end ("completely" is no slip of "completed", it is another word).
  const cap = word.length >= 9 ? 2 : 1;
  let best: string | null = null;
  let bestD = cap + 1;
  let tie = false;
  for (const target of g.typoTargets) {
    // Typos rarely touch the first letter, except a swap of the first two.
    if (target[0] !== word[0] && !(target[0] === word[1] && target[1] === word[0])) continue;
    // "handle" is no typo of "handled", nor "remind" of "reminded", "late" of "later" or "reminders" of
    // "reminder": a real word, inflected one way or the other.
    if (INFLECTIONS.some((end) => target === `${word}${end}` || word === `${target}${end}`)) continue;
    const dist = editDistance(word, target, cap);
    // Two slips only inside a word of the target's own length and last letter ("wednessdy"): a real word of another
    // length ("verschoben" beside "verschieben") or ending is another word, not a slip.
    if (dist === 2 && (target.length < 9 || word.length !== target.length || word.at(-1) !== target.at(-1) || sharedStart(word, target) >= word.length - 2)) continue;
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
  if (EMOJI_CHEER.test(s)) emoji.push("cheer");
  if (EMOJI_NO.test(s)) emoji.push("no");
  if (EMOJI_SNOOZE.test(s)) emoji.push("snooze");
  s = s.replace(EMOJI_DONE, " ").replace(EMOJI_CHEER, " ").replace(EMOJI_NO, " ").replace(EMOJI_SNOOZE, " ");
  const hadSoft = EMOJI_SOFT.test(s);
  // "totally forgot 🙈 will do it tonight", "mail envoyé 🤦‍♀️ je renvoie demain matin" (issue 34, the thirtieth batch): an
  // emoji between two words ends a sentence as a full stop would; elsewhere it is a space.
  s = s.replace(EMOJI_BETWEEN, ", ").replace(EMOJI_SOFT, " ");
  const softOnly = hadSoft && emoji.length === 0 && !/[\p{L}\p{N}?]/u.test(s);
  // "drafted and sent ✨ #done", "Newsletter ist live #erledigt": a hashtag is a tag said beside the
  // sentence, read as a clause of its own.
  s = s.replace(/\s*#(\p{L}[\p{L}\p{N}_]*)/gu, ", $1");
  let typos = 0;
  // How owners shorten and misspell words in the reply's language (English's only, so far).
  for (const [re, to] of pack(locale).reply.spelling.shorthands) s = s.replace(re, to);
  s = unstretched(s, locale);
  const g = grammarOf(locale);
  if (g.typoTargets.length) {
    // A word the language says another's doing with ("esqueceu", "he forgot", which its `asOwn` turns into the owner's
    // "esqueci") is a real form of a verb, no slip of a word one letter away ("esquece", "forget it").
    const anothers = (w: string) => pack(locale).reply.asOwn.some(([re]) => new RegExp(re.source, re.flags.replace("g", "")).test(w));
    s = s.replace(/[a-z']+/g, (w) => {
      const fixed = anothers(w) ? null : fixTypo(w, g);
      if (fixed && fixed !== w) typos++;
      return fixed ?? w;
    });
  }
  return { text: s.replace(/\s+/g, " ").trim(), typos, emoji, softOnly };
}

// ---------------------------------------------------------------------------------------------
// Clauses

type ClauseReading =
  /** `guessedDay`: a "not yet" read from a hedged day alone ("maybe wednesday"), not said in so many words. */
  /** `statement`: a time read beside words that ask for nothing ("it is on 15 june"), perhaps the date of some news. */
  /** `otherVerb`: a "not yet" said of another verb than the thread's ("it hasn't arrived"). */
  /** `otherThing`: a done said of something the thread's words do not name ("Design fertig"). */
  /** `alone`: a time said on its own ("thursday 3pm"), with no word that asks to come back then. */
  | { kind: "act"; action: ReplyActionName; until?: string; strength: number; partial?: boolean; part?: boolean; withNotYet?: boolean; guessedDay?: boolean; statement?: boolean; otherVerb?: boolean; otherThing?: boolean; alone?: boolean }
  /** A question back; `action`: with an action word in it ("can you remind me on Friday?"); `thread`: naming the thread ("which invoice?"). */
  | { kind: "question"; action?: boolean; thread?: boolean }
  | { kind: "social" }
  /** Too vague to act on; `hedge`: more than a bare "ok" or "well" ("kind of", "ich glaub schon"). */
  | { kind: "vague"; hedge?: boolean }
  | { kind: "yes" }
  | { kind: "no" }
  /** Words about something else; `action`: with an action word among them ("don't snooze it"). */
  /** An option turned down ("don't drop it", "nicht streichen", "niet schrappen"): the answer is elsewhere, if anywhere. */
  | { kind: "rejected"; action: ReplyActionName }
  /**
   * Words about something else; `action`: with an action word among them ("don't snooze it");
   * `negated`: with a word that says no ("not the electricity one yet"); `newTask`: a request of
   * its own to ZOE ("remind me about the locker tomorrow"), or a commitment ("I need to check
   * with finance first").
   */
  /** `opensWithNo`: the clause's first word is a bare no ("non en fait laisse"), said after an answer a correction. */
  /** `thread`: naming the thread's thing by one of its words; `timed`: holding a time of its own. */
  | { kind: "content"; words: number; action: boolean; unexplained: number; remindOnly?: boolean; negated?: boolean; newTask?: "request" | "commitment" | null; pastVerb?: boolean; opensWithNo?: boolean; thread?: boolean; timed?: boolean };

function stem(w: string): string {
  return w.replace(/(?:ing|ed|es|s)$/, "");
}

/** Every pack's groups of nouns for one everyday thing ("meds", "prescription"), as stems. */
const SAME_THINGS: ReadonlyArray<ReadonlySet<string>> = LOCALES.flatMap((l) => pack(l).reply.sameThings.map((group) => new Set(group.map((w) => stem(w.toLowerCase())))));

/**
 * The groups of SAME_THINGS each stem is in: a word in none (most words) needs no walk through
 * them, and sameWord is asked for every pair of a reply's and a thread's words.
 */
const GROUPS_OF: ReadonlyMap<string, ReadonlyArray<ReadonlySet<string>>> = (() => {
  const groups = new Map<string, Array<ReadonlySet<string>>>();
  for (const group of SAME_THINGS) for (const s of group) groups.set(s, [...(groups.get(s) ?? []), group]);
  return groups;
})();

/** The words of a text that could name a thread ("the gym" -> gym), lower case. */
function contentWords(s: string): string[] {
  return s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !NOT_A_NAME.has(w));
}

/** One word stands for another: equal, or one the other's form ("invoice"/"invoices", "gym"/"gyms"). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [stemA, stemB] = [stem(a), stem(b)];
  if (stemA === stemB) return true;
  const [groupsA, groupsB] = [GROUPS_OF.get(stemA) ?? [], GROUPS_OF.get(stemB) ?? []];
  if (groupsA.some((group) => group.has(stemB))) return true;
  // "Tabletten" names "Papas Dauerrezept", "pillen" "herhaalrecept": a compound whose head is another noun for the same thing.
  if (groupsA.some((group) => headedBySameThing(b, group)) || groupsB.some((group) => headedBySameThing(a, group))) return true;
  // "Bericht" names "Quartalsbericht", "rekening" "energierekening": compounds end with their head.
  // A head of four letters names a compound at least five letters longer ("Hahn" "Wasserhahn", not "port" "passport").
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const head = short.length >= 5 || (short.length >= 4 && long.length >= short.length + 5);
  return short.length >= 4 && (long.startsWith(short) || (head && long.endsWith(short)));
}

/** `compound` ends with one of `group`'s nouns (a group the other word is in), at least three letters longer ("tabletten", "dauerrezept"). */
function headedBySameThing(compound: string, group: ReadonlySet<string>): boolean {
  for (const head of group) if (head.length >= 4 && compound.length >= head.length + 3 && compound.endsWith(head)) return true;
  return false;
}

/**
 * Whether an object ("the invoice", "the gym", "the membership") names the thread: any of its
 * content words is one of the summary's ("renew the gym membership").
 */
function namesThread(object: string, summary: string | undefined): boolean {
  if (!summary) return false;
  const want = contentWords(summary);
  return contentWords(object).some((w) => want.some((s) => sameWord(w, s)));
}

/** Whether two texts share a word that could name something (not a function word of any language). */
export function sharesContentWord(a: string, b: string): boolean {
  return wordsFoundIn(a, b).length > 0;
}

/** The words of `a` that could name something, split by whether `b` has them too. */
export function wordsFoundIn(a: string, b: string): string[] {
  const want = contentWords(b);
  return contentWords(a).filter((w) => want.some((s) => sameWord(w, s)));
}

/** The words of a text that could name something (not function words of any language), lower case. */
export function namingWords(a: string): string[] {
  return contentWords(a);
}

/** A duration after a snooze verb as a due phrase: "2 hours" -> "in 2 hours", "an hour" -> "in an hour". */
function durationPhrase(tail: string, locale: Locale): string | null {
  const t = tail.trim();
  const candidate = WITHIN.test(t) ? t : `${pack(locale).reply.within.say} ${t}`;
  return isDuePhrase(candidate, locale) ? candidate : null;
}

/** A clause that is a deferral: some deferral words, then a time ("remind me tomorrow", "final version monday"). */
function readDeferral(clause: string, lx: ReplyWords, locale: Locale, summary: string | undefined): ClauseReading | null {
  let c = clause.replace(/[?!.]+$/, "").trim();
  // "after work" is a time as it stands: "work" is no word after it ("friday works").
  for (let prev = ""; prev !== c && !isDuePhrase(c, locale) && !endsWithTime(c, locale); ) {
    prev = c;
    c = c.replace(TRAILING, "").trim();
  }
  if (!c) return null;
  // A hedge of several words ("se calhar", "a lo mejor", "kind of") is taken out whole and remembered:
  // its words one by one are no deferral words ("calhar"), so "se calhar logo à noite" read as no deferral.
  let hedgedPhrase = false;
  for (const h of [lx.hedge, EN.hedge]) {
    c = c.replace(new RegExp(h.source, "giu"), (m) => (/\s/u.test(m.trim()) ? ((hedgedPhrase = true), " ") : m)).replace(/\s+/g, " ").trim();
  }
  if (!c) return null;
  // "give me 10 more minutes", "noch 10 Minuten": the "more" asks for that duration from now.
  const lean = (t: string) => t.replace(lx.moreTime, " ").replace(/\s+/g, " ").trim();
  const snooze = lx.snoozeVerb.exec(c);
  if (snooze) {
    const tail = c.slice(snooze[0].length);
    const d = durationPhrase(tail, locale) ?? durationPhrase(lean(tail), locale);
    if (d) return { kind: "act", action: "snooze", until: d, strength: 0.95 };
  }
  // "1h", "20 minuten" on their own (beside a ⏰): a duration is when to come back; "nog 10 minuten" too.
  const bareDuration = /^\d/.test(c) ? c : lean(c);
  if (/^\d/.test(bareDuration)) {
    const d = durationPhrase(c, locale) ?? durationPhrase(bareDuration, locale);
    // "19 uur" is seven in the evening more likely than nineteen hours: a bare number past 12 that is a clock
    // time of its own, another instant than the duration, is asked about (issue 34, the third traps batch);
    // "2h", "2u" stay two hours (two at night is no time to come back to).
    const asClock = [c, bareDuration].find((t) => !WITHIN.test(t) && Number(/^\d+/u.exec(t)?.[0] ?? 0) > 12 && isDuePhrase(t, locale));
    const clockToo = asClock !== undefined && d !== null && sameDueShape(asClock, locale) !== sameDueShape(d, locale);
    if (d) return { kind: "act", action: "snooze", until: d, strength: clockToo ? UNSURE : 0.9 };
  }
  // "snooze until monday", "remind me tomorrow": the rest is all deferral words.
  const bare = (w: string) => w.replace(/[^\p{L}\p{N}'-]/gu, "");
  const g = grammarOf(locale);
  const known = (w: string) => deferralWord(w, lx, locale, summary);
  // A split whose rest holds a word that is not a deferral word is no deferral: splitDuePhrase
  // answers null for it, and does not ask the grammar about splits that could only end so.
  const found =
    (isDuePhrase(c, locale)
      ? { rest: "", due: c }
      : splitDuePhrase(c, locale, (word) => {
          const w = bare(word);
          return w === "" || known(w);
        })) ?? innerDuePhrase(c, locale, (w) => known(bare(w)));
  // A one-word "time" that is a deferral word ("do" is Donnerstag's short form, "so" Sonntag's) is that word.
  const oneWord = found?.due.trim().toLowerCase() ?? "";
  if (!found || (!/\s/.test(oneWord) && (lx.defer.has(oneWord) || EN.defer.has(oneWord)))) return null;
  const restWords = found.rest.split(/\s+/).map(bare).filter(Boolean);
  if (!restWords.every(known)) return null;
  // "until monday" -> "monday", but "after lunch" is a time of its own.
  const bareDue = found.due.replace(g.until, "");
  // ...unless the word is part of the time: "a fine settimana" is Friday, "fine settimana" the weekend.
  const until = bareDue !== found.due && isDuePhrase(bareDue, locale) && (sameDueShape(found.due, locale) ?? sameDueShape(bareDue, locale)) === sameDueShape(bareDue, locale) ? bareDue : found.due;
  // Any hedge among the words beside the time ("maybe done by friday", "vielleicht bis Freitag fertig") makes it a guess.
  if (hedgedPhrase || (restWords.length > 0 && restWords.some((w) => lx.hedge.test(w) || EN.hedge.test(w)))) {
    // "maybe later tonight": a time of the day still ahead is when to come back; "maybe wednesday"
    // is a guess at when the work gets done, not a request, and its date is not applied.
    return namesTimeOfDay(until, locale) ? { kind: "act", action: "snooze", until, strength: 0.85 } : { kind: "act", action: "not_yet", strength: 0.8, guessedDay: true };
  }
  // A bare weekday with "remind me to" before it is a new task: excluded above by the unknown words.
  // Beside the time only function words ("it is on 15 june"): nothing asks to come back.
  const statement = restWords.length > 0 && restWords.every((w) => lx.fillers.includes(w.toLowerCase()) || EN.fillers.includes(w.toLowerCase()));
  // "afspraak is donderdag", "Termin ist am Donnerstag": the thread's thing and its day, news of when it is, not when to come back.
  if (!statement && statesThreadDay(restWords, lx, locale, summary)) return { kind: "act", action: "snooze", until, strength: UNSURE, statement: true };
  // "a reunião passou para quinta", "la movió al jueves": a deferral verb in another's person (a form the
  // language's `asOwn` turns into the owner's) is news that something was moved, not a request to come back.
  if (restWords.some((w) => movedByAnother(w, lx))) return { kind: "act", action: "snooze", until, strength: UNSURE, statement: true };
  // "finished it this morning", "erledigt heute früh": a done word beside a time with no "by" / "until" before it
  // may tell when the work was done as much as when it will be ("done by friday" is a deferral): asked about.
  // Only a past form ("finished", not "finish" or "fertig"): "mach ich heute abend fertig" is a plan.
  // (A clock time, "paid 9.80 at 10:05", is read by the rules of a done's own time.)
  if (found.rest !== "" && bareDue === found.due && !/\d/u.test(found.due) && restWords.some((w) => isPastForm(w.toLowerCase(), locale) && [lx.done, lx.doneVerb, EN.done, EN.doneVerb].some((re) => re.test(w)))) return { kind: "act", action: "snooze", until, strength: UNSURE };
  return { kind: "act", action: "snooze", until, strength: restWords.length === 0 ? 0.9 : 0.95, ...(statement ? { statement } : {}), ...(restWords.length === 0 ? { alone: true } : {}) };
}

/** A word a deferral may hold beside its time: the lexicon's deferral words, a deferral verb, a hedge, the thread's own words. */
function deferralWord(word: string, lx: ReplyWords, locale: Locale, summary: string | undefined): boolean {
  const w = word.toLowerCase();
  const g = grammarOf(locale);
  const summaryWords = (summary ?? "").toLowerCase().split(/[^\p{L}\p{N}]+/u);
  // The thread's own words in any form ("ich schick sie Freitag" under "die Rechnung schicken").
  const threadWord = summaryWords.includes(w) || contentWords(summary ?? "").some((s) => sameWord(w, s));
  // "booked for the 12th" under "book the dentist": the thread's verb in the past tells a done and its date, not a deferral.
  if (summary && !summaryWords.includes(w) && saysVerbDone(w, summary, locale)) return lx.defer.has(w) || EN.defer.has(w);
  return lx.defer.has(w) || EN.defer.has(w) || threadWord || threadVerbForm(w, summaryWords) || g.deferVerb.test(w) || lx.hedge.test(w) || EN.hedge.test(w) || theThreadAsObject(w, summaryWords, locale);
}

/**
 * "remind me about it tonight", "remind me to call them at 3", "ricordami di spedirlo domani mattina" (issue 34,
 * the twenty-eighth batch): the thread as a pronoun (the packs' one-word `object.pronouns` that are fillers, no time,
 * "it", "them", and `object.about`, "about"), or the thread's verb with a pronoun joined to it (the language's
 * `clitic`: "spedirlo" under "spedire"), beside a deferral: the thread is what to come back to.
 */
function theThreadAsObject(w: string, summaryWords: readonly string[], locale: Locale): boolean {
  const lx = pack(locale).reply;
  // Only a pronoun proper: no adverb the lists share ("already", "schon": `object.subjects`), no "too" (another thing as well).
  const also = [locale, "en" as Locale].some((l) => pack(l).commitments.reminder.also.test(`${w} `));
  // Nor a word of "for now" ("now", "ora"): a time, not the thread.
  const forNow = (words: ReplyWords) => words.caution.forNow.some((f) => f.split(/[^\p{L}']+/u).includes(w));
  const one = (words: ReplyWords) => words.object.pronouns.includes(w) && words.fillers.includes(w) && !words.object.subjects.includes(w) && !also && !forNow(words) && !isDuePhrase(w, locale);
  if (one(lx) || one(EN) || lx.object.about.includes(w) || EN.object.about.includes(w)) return true;
  const clitic = pack(locale).commitments.clitic;
  if (!clitic?.test(w)) return false;
  const stem = w.replace(/(?:mi|ti|ci|vi|si|lo|la|li|le|gli|ne|me|te|se|los|las|les|nos|os)$/u, "");
  return stem.length >= 4 && summaryWords.some((t) => t === stem || (t.startsWith(stem) && t.length === stem.length + 1));
}

/**
 * A time inside a clause of deferral words, where the verb comes last ("kannst du mich am Freitag
 * nochmal erinnern", "kun je me morgen om 9 uur herinneren"): the one stretch of words that holds
 * every word the deferral words do not explain, and is a due phrase. Null when none is.
 */
function innerDuePhrase(clause: string, locale: Locale, known: (word: string) => boolean): { rest: string; due: string } | null {
  const words = clause.split(/\s+/);
  const unknown = words.map((w, i) => (known(w) ? -1 : i)).filter((i) => i >= 0);
  // Every word unexplained: nothing here is a deferral; more than a time's length of them: neither.
  const first = unknown.length ? unknown[0]! : words.length;
  const last = unknown.length ? unknown[unknown.length - 1]! : -1;
  if (unknown.length === words.length || last - first >= 6) return null;
  for (let len = Math.min(6, words.length - 1); len >= 1; len--) {
    for (let a = Math.max(0, last - len + 1); a <= Math.min(first, words.length - len); a++) {
      const due = words.slice(a, a + len).join(" ");
      if (isDuePhrase(due, locale)) return { rest: [...words.slice(0, a), ...words.slice(a + len)].join(" "), due };
    }
  }
  return null;
}

/**
 * The lexicon words an act may stand beside and still say one thing ("hab ich gemacht", "stop
 * reminding me"); a done-word beside a "not yet" is what was not done ("haven't finished").
 */
function family(action: ReplyActionName, lx: ReplyWords): RegExp[] {
  const both = (pick: (w: ReplyWords) => RegExp[]) => [...pick(lx), ...pick(EN)];
  switch (action) {
    case "done":
      return both((w) => [w.done, w.doneVerb]);
    case "not_yet":
      return both((w) => [w.notYet, w.done, w.doneVerb]);
    case "stop":
      return both((w) => [w.stop]);
    case "breakdown":
      return both((w) => [w.breakdown]);
    case "reschedule":
      return both((w) => [w.reschedule]);
    case "snooze":
      return both((w) => [w.later]);
  }
}

/**
 * A new request rather than an answer ("remind me to buy milk tonight", "I'll call the bank"):
 * the language's (or English's) reminder or commitment words with a task of words the reply
 * lexicon does not explain.
 */
function isNewTask(clause: string, locale: Locale): "request" | "commitment" | null {
  const g = grammarOf(locale);
  const unknown = (s: string) => (s.match(/[\p{L}\p{N}]+/gu) ?? []).some((w) => w.length > 1 && !g.vocabulary.has(w));
  for (const l of new Set<Locale>([locale, "en"])) {
    const c = pack(l).commitments;
    const ask = c.reminder.ask.exec(clause);
    if (ask) {
      const after = clause.slice(ask.index + ask[0].length).trim();
      if (c.reminder.joiner.test(after) && unknown(after.replace(c.reminder.joiner, ""))) return "request";
    }
    const said = c.trigger.exec(clause);
    if (said?.[1] && unknown(said[1]) && !g.actionWord.test(said[1])) return "commitment";
  }
  return null;
}

/** Words beside a "not yet" that ask for something else ("no lo pospongas", "I stopped by"). */
function defersOrStops(text: string, lx: ReplyWords, g: Grammar): boolean {
  if ([lx.stop, lx.later, lx.reschedule, lx.breakdown, EN.stop, EN.reschedule, EN.breakdown].some((re) => re.test(text))) return true;
  return text.split(/\s+/).some((w) => g.deferVerb.test(w) || /^(?:stop|drop|cancel)/.test(w));
}

/** Words of a text that neither the lexicon, the language's function words nor the thread's summary explain. */
function unexplainedWords(text: string, g: Grammar, summary: string | undefined): number {
  const thread = contentWords(summary ?? "");
  // Words as the vocabulary holds them: "l'abonnement" is "l" and "abonnement"; a lone letter says nothing.
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 1 && !g.vocabulary.has(w) && !thread.some((t) => sameWord(w, t) || sameFamily(w, t))).length;
}

/** Below the bar: the reading is kept, but ZOE asks (offline) or hands it on (online). */
const UNSURE = 0.6;

/**
 * How sure an act found by a lexicon word inside a clause is, from the words around that word:
 * a negation beside it ("I didn't stop by"), another action's word ("no lo pospongas") or words
 * neither the lexicon, the language's function words nor the thread explain ("il fait super
 * beau") make it a guess. A bare short word ("no", "ne") explains nothing around it.
 */
/** `said` without a trailing "with the reminders" ("mit den Erinnerungen", "avec les rappels"): only when ZOE's messages end it. */
function withoutOwnMessages(said: string, lx: ReplyWords): string {
  const own = (ws: string) => namesOwnMessages(ws, lx);
  const hit = [...new Set([...lx.object.about, ...EN.object.about, ...lx.object.particles, ...EN.object.particles])].map((a) => new RegExp(`(?:^|\\s)${a}\\s+(.+)$`, "iu").exec(said)).find((m) => m && own(m[1]!));
  if (hit) return said.slice(0, hit.index).trim();
  return own(said) ? "" : said;
}

function calibrated(plain: string, hit: RegExpExecArray | null, action: ReplyActionName, strength: number, lx: ReplyWords, locale: Locale, summary: string | undefined): number {
  if (!hit) return strength;
  const g = grammarOf(locale);
  const said = `${plain.slice(0, hit.index)} ${plain.slice(hit.index + hit[0].length)}`.replace(/\s+/g, " ").trim();
  // "hör auf mit den Erinnerungen", "stop with the reminders": beside a stop, ZOE's own messages (and the word before them) are what it stops.
  const around = action === "stop" ? withoutOwnMessages(said, lx) : said;
  if (around === "") return strength;
  if (action !== "not_yet" && g.negation.test(around)) return 0.4;
  // "kinda done", "I think I sent it", "so ziemlich fertig": a hedge beside a done makes it a guess
  // (beside a drop it is a way of saying it: "maybe just drop it").
  if (action === "done" && (lx.hedge.test(around) || EN.hedge.test(around))) return Math.min(strength, UNSURE);
  // A done-word beside a "not yet" is what was not done ("haven't finished"); any other action's word is another answer.
  const beside = withoutThreadWords(family(action, lx).reduce((s, re) => s.replace(new RegExp(re.source, `${re.flags.replace("g", "")}g`), " "), around), action, summary);
  if (action === "not_yet" ? defersOrStops(beside, lx, g) : g.actionWord.test(beside)) return 0.4;
  const unexplained = unexplainedWords(around, g, summary);
  if (unexplained === 0) return strength;
  // "laisse tomber Sam a déjà payé", "se agotaron en diez minutos olvídalo": a stop at one end of its
  // clause, its reason at the other, with no time, number, hedge or done of the thread in it.
  if (action === "stop" && stopAtEdge(plain, lx) && !ownDoing(around, locale) && !/[?\d]/u.test(around) && !lx.hedge.test(around) && !EN.hedge.test(around) && timesSaid(around, locale).length === 0 && !(summary && saysVerbDone(around, summary, locale))) return strength;
  if (action === "stop" || hit[0].trim().length <= 3) return Math.min(strength, UNSURE);
  // A "not yet" changes least (the thread comes back next morning): a short reason may stand beside it.
  if (action === "not_yet") return unexplained <= 3 ? strength - 0.05 * unexplained : UNSURE;
  // "die erste Hälfte ist fertig", "the intro is done": a done said of something the thread's
  // words do not name may be the done of a part.
  if (action === "done" && unexplainedWords(plain.slice(0, hit.index), g, summary) > 0) return threadByOtherNoun(plain, hit, g, summary, locale) ? strength : Math.min(strength, UNSURE);
  return unexplained >= 2 ? Math.min(strength, UNSURE) : strength - 0.15;
}

/**
 * "la póliza ya está renovada" under "renovar el seguro", "les PC sont commandés" under "commander les
 * ordinateurs": the thread's own verb, as the last word, said of one noun the thread's words do not
 * hold. That noun is the thread's thing named by another word, not a part of it: nothing else is said
 * (no comma, no word after the verb, no word of a part such as "the intro" or "la moitié").
 */
function threadByOtherNoun(plain: string, hit: RegExpExecArray, g: Grammar, summary: string | undefined, locale: Locale): boolean {
  if (!summary || /[,;:?¿\d]/u.test(plain) || g.partial.test(plain)) return false;
  // The verb may follow a done word of its own ("ya está renovada", "já está renovada").
  const after = plain.slice(hit.index + hit[0].length).match(/[\p{L}\p{N}]+/gu) ?? [];
  if (after.length > 1) return false;
  // The noun is the subject: the first word, or the second after an article ("la póliza", "les PC"),
  // every other word before the verb a function word and none a preposition ("an den falschen Sam
  // geschickt", "Rechnung an Maria geschickt" name a recipient, not the thing).
  const before = (plain.slice(0, hit.index).match(/[\p{L}\p{N}']+/gu) ?? []).map((w) => w.toLowerCase());
  const lx = pack(locale).reply;
  const prepositions = new Set([...lx.untilWords, ...lx.object.particles, ...lx.object.about, ...EN.untilWords, ...EN.object.particles, ...EN.object.about].map((w) => w.toLowerCase()));
  const unknown = before.map((w, i) => [w, i] as const).filter(([w]) => unexplainedWords(w, g, summary) > 0);
  if (before.length < 2 || unknown.length !== 1 || unknown[0]![1] > 1) return false;
  if (before.some((w, i) => i !== unknown[0]![1] && (prepositions.has(w) || (w.length > 1 && !g.vocabulary.has(w.replace(/^[\p{L}]'/u, "")))))) return false;
  return saysVerbDone(`${hit[0]} ${after.join(" ")}`, summary, locale);
}

/**
 * "paid Sam's invoice" under "send the invoice to Sam": the done-verb said of the thread's thing is a
 * doing of its own (not a general done word such as "finished") and not the thread's verb, whose own
 * past the lexicon also reads as a doing. Sending and paying the same invoice are two things: a guess.
 */
function anotherDoing(said: string, lx: ReplyWords, locale: Locale, summary: string | undefined): boolean {
  if (!summary || [lx.done, EN.done].some((re) => re.test(said)) || saysVerbDone(said, summary, locale)) return false;
  const langs = [...new Set<Locale>([locale, "en"])];
  const doings = [lx.doneVerb, EN.doneVerb];
  return langs.some((l) => (summary.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => pack(l).commitments.pastOf(w).some((form) => form !== w && doings.some((re) => re.test(form)))));
}

/**
 * A clause read on its own. A closing act put as a question ("should I just drop it?", "soll ich es
 * streichen?", "done?") asks whether to close the thread; only a deferral is a request put as a
 * question ("can you remind me on Friday?").
 */
function readClause(clause: string, lx: ReplyWords, locale: Locale, ctx: ReplyContext): ClauseReading {
  const r = readClauseWords(clause, lx, locale, ctx);
  const c = clause.trim();
  // "gracias por estar pendiente", "merci d'être sur le coup": the words after a thanks are what
  // ZOE did, not the owner's answer, whatever action word they hold. A thanks the lexicon reads whole
  // ("merci pour le rappel") ends where it does, and the words after it are read on their own
  // ("merci pour le rappel 🙏 je m'y mets ce soir"); otherwise the clause is never read for sure.
  if (r.kind === "act" && THANKS_FOR.test(c)) {
    const words = c.split(/\s+/);
    for (let k = words.length - 1; k >= 2; k--) {
      const head = words.slice(0, k).join(" ").replace(/[,.!]+$/, "");
      if (lx.social.test(head) || EN.social.test(head)) return readClauseWords(words.slice(k).join(" "), lx, locale, ctx);
    }
    return { ...r, strength: Math.min(r.strength, UNSURE) };
  }
  const asked = c.endsWith("?") || /^¿/.test(c);
  if (r.kind === "act" && (r.action === "stop" || r.action === "done") && asked) return { ...r, strength: Math.min(r.strength, UNSURE) };
  // "c'est pour aujourd'hui ??", "es para hoy??", "is it for friday?": a time asked about with no word
  // that asks to come back (a deferral verb, "later", "reschedule") is a question about the thread's
  // day (a time alone, "friday?", proposes one, as before).
  if (r.kind === "act" && (r.action === "snooze" || r.action === "reschedule") && r.until && asked) {
    const plain = c.replace(/^¿/, "").replace(/[?!.\s]+$/u, "");
    const g = grammarOf(locale);
    const words = plain.toLowerCase().split(/\s+/u);
    const askedBack = !words.some((w) => g.deferVerb.test(w)) && ![lx.later, lx.reschedule, EN.later, EN.reschedule].some((re) => re.test(plain)) && !lx.snoozeVerb.test(plain) && !EN.snoozeVerb.test(plain);
    if (askedBack) {
      const rest = plain.toLowerCase().replace(r.until.toLowerCase(), " ").trim();
      // Only words that carry nothing beside the time ("c'est pour", "es para", "is it for"); an "ok", a
      // "can" or a "push" beside it proposes the time ("morgen ok?", "kan het donderdagmiddag?").
      const restWords = rest.split(/[^\p{L}]+/u).filter(Boolean);
      // A negation with them asks the same ("eso no es para la semana que viene?", "não é pra segunda?": is it not due
      // then?), as "isn't it for friday?" does; alone ("no, el viernes?") it answers (issue 34, the thirty-first batch).
      const bare = (w: string) => (lx.fillers.includes(w) || EN.fillers.includes(w) || (restWords.length > 1 && g.negation.test(w))) && ![lx.vague, lx.yes, EN.vague, EN.yes].some((re) => re.test(w));
      if (restWords.length > 0 && restWords.every(bare)) return { kind: "question", action: false, thread: namesThread(plain, ctx.summary) };
    }
  }
  return r;
}

/** "the reminders", "den ständigen Erinnerungen": only ZOE's own messages (and their articles), so this thread's follow-ups. */
function namesOwnMessages(words: string, lx: ReplyWords): boolean {
  const own = new Set([...lx.ownMessages, ...EN.ownMessages]);
  const ws = words.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  return ws.length > 0 && ws.some((w) => own.has(w)) && ws.every((w) => own.has(w));
}

function readClauseWords(clause: string, lx: ReplyWords, locale: Locale, ctx: ReplyContext): ClauseReading {
  const c = clause.trim().replace(/^[-–—:]+\s*/, "");
  const plain = c.replace(/[?!.]+$/, "").trim();
  const isQuestion = c.endsWith("?") || /^¿/.test(c);
  if (plain === "") return isQuestion ? { kind: "question" } : { kind: "vague" };
  if (lx.social.test(plain) || EN.social.test(plain)) return { kind: "social" };
  const g = grammarOf(locale);
  // "snooze it again", "rappelle-moi encore plus tard": the clause without the words that add nothing.
  const core = plain.replace(g.filler, " ").replace(/\s+/g, " ").trim();
  const turnedDown = rejectedOption(core || plain, lx, g);
  if (turnedDown) return { kind: "rejected", action: turnedDown };
  const stop = lx.stop.exec(plain);
  const ownVerb = stop ? threadOwnStop(plain, stop, ctx.summary, locale) : null;
  if (ownVerb) return ownVerb;
  if (stop) {
    // "stop reminding me about the slides" may be about another thread: not sure enough to drop this one.
    // Read without the words that add nothing: "annullalo per favore" is about no other thing.
    const about = g.about.exec(core || plain);
    const elsewhere = about && !g.pronoun.test(about[1]!) && !namesThread(about[1]!, ctx.summary) && !namesOwnMessages(about[1]!, lx);
    const reasoned = !elsewhere && stopThenReason(plain, lx, locale, ctx.summary) !== null;
    return { kind: "act", action: "stop", strength: elsewhere ? UNSURE : reasoned ? 0.95 : calibrated(plain, stop, "stop", 0.95, lx, locale, ctx.summary) };
  }
  const breakdown = lx.breakdown.exec(plain);
  if (breakdown) return { kind: "act", action: "breakdown", strength: calibrated(plain, breakdown, "breakdown", 0.95, lx, locale, ctx.summary) };
  // "too much at once", "je sais pas par où commencer" (issue 34, the thirty-third batch): the whole too big to begin
  // asks for the breakdown without its verb; put as a question ("ist das zu viel auf einmal?") it asks whether it is.
  const overwhelmed = lx.overwhelmed.exec(plain);
  if (overwhelmed) return isQuestion ? { kind: "question", action: false, thread: namesThread(plain, ctx.summary) } : { kind: "act", action: "breakdown", strength: calibrated(plain, overwhelmed, "breakdown", 0.95, lx, locale, ctx.summary) };
  const reschedule = lx.reschedule.exec(plain);
  if (reschedule) {
    // "verschieb das auf Montag", "auf Donnerstag verschieben": the time at the end, the start or inside.
    const found = splitDuePhrase(plain, locale) ?? innerDuePhrase(plain, locale, (w) => deferralWord(w, lx, locale, ctx.summary) || lx.reschedule.test(w));
    const strength = calibrated(found ? found.rest : plain, found ? lx.reschedule.exec(found.rest) : reschedule, "reschedule", found ? 0.95 : 0.9, lx, locale, ctx.summary);
    if (found) return { kind: "act", action: "reschedule", until: found.due, strength };
    // No time read, but words beside the verb the lexicon does not explain: perhaps a time the reader missed.
    return { kind: "act", action: "reschedule", strength: unexplainedWords(plain, g, ctx.summary) > 0 ? Math.min(strength, UNSURE) : strength };
  }
  if (lx.later.test(plain) || (core !== "" && lx.later.test(core))) return { kind: "act", action: "snooze", strength: 0.9 };
  const deferral = readDeferral(plain, lx, locale, ctx.summary) ?? (core !== plain && core !== "" ? readDeferral(core, lx, locale, ctx.summary) : null);
  if (deferral) return deferral;
  // "not yet snooze til tomorrow" without a comma: the "not yet" and the deferral after it.
  const lead = grammarOf(locale).notYetLead.exec(plain);
  if (lead) {
    const rest = readDeferral(plain.slice(lead[0].length), lx, locale, ctx.summary);
    if (rest && rest.kind === "act") return { ...rest, withNotYet: true };
  }
  // A question that opens with a question word asks about something ("remind me what this was?");
  // one that does not may be an answer put as a question ("can you remind me on Friday?").
  // "I think so?", "ich glaub schon?": a hedge put as a question answers nothing for sure.
  if (lx.vague.test(plain) || EN.vague.test(plain)) return { kind: "vague", hedge: plain.length > 4 || lx.hedge.test(plain) || EN.hedge.test(plain) };
  // "c'est quelle perceuse ?? j'en ai deux", "hasta cuándo tengo??", "entro quando va pagata?": a question
  // word inside a clause put as a question asks about the thread, whatever action word names it.
  if (isQuestion && !plain.split(/\s+/u).some((w) => g.deferVerb.test(w)) && g.questionInside.test(plain)) return { kind: "question", action: false, thread: namesThread(plain, ctx.summary) };
  // "gym was closed??", "priya said she hasn't got them??": surprise at news, not a question back (a question word opens one).
  if (/\?{2,}$/u.test(c) && plain.split(/\s+/).length >= 3 && !lx.question.test(plain) && !EN.question.test(plain)) return { kind: "vague", hedge: true };
  if (isQuestion || lx.question.test(plain)) return { kind: "question", action: g.actionWord.test(plain) && !lx.question.test(plain) && !EN.question.test(plain), thread: namesThread(plain, ctx.summary) };
  // "lmao no", "nee man": words that add nothing beside a yes or a no leave it one.
  if (lx.yes.test(plain) || (core !== "" && lx.yes.test(core))) return { kind: "yes" };
  // A bare no in any language ("nee" read as German is still a no, not German's "not yet").
  if (lx.no.test(plain) || NO_WORDS.test(plain) || (core !== "" && (lx.no.test(core) || NO_WORDS.test(core)))) return { kind: "no" };
  if (lx.vague.test(plain)) return { kind: "vague" };
  // "drafted" under "draft the newsletter": a word the lexicon takes for a step short of done is the
  // thread's own verb in the past when that verb is the whole work.
  const notYetHit = lx.notYet.exec(plain);
  const notYet = notYetHit && ctx.summary && /^\p{L}+$/u.test(notYetHit[0]) && saysVerbDone(notYetHit[0], ctx.summary, locale) ? null : notYetHit;
  // "peguei neles a caminho de casa", "lo llamé en camino": being on the way after words of the
  // owner's own (a verb the reader does not know) tells where that was done, not that it is to do.
  const wayOfAnother = notYet !== null && ON_THE_WAY.test(notYet[0]) && unexplainedWords(plain.slice(0, notYet.index), g, ctx.summary) > 0;
  // "envoyé quand même la première partie": a part of the work with a done-verb beside it is progress.
  const partSent = notYet !== null && g.partial.test(notYet[0]) && [lx.doneVerb, EN.doneVerb].some((re) => re.test(plain.replace(notYet[0], " ")));
  if (notYet) return { kind: "act", action: "not_yet", strength: wayOfAnother ? UNSURE : calibrated(plain, notYet, "not_yet", 0.9, lx, locale, ctx.summary), ...(negatesAnotherVerb(plain, notYet, g, locale, ctx.summary) ? { otherVerb: true } : {}), ...(partSent ? { partial: true, part: true } : {}) };
  // "paid thanks": the words that add nothing are no object either.
  const verbText = core || plain;
  const verb = lx.doneVerb.exec(verbText);
  if (verb) {
    // "sent the draft" is progress; "sent it", "sent the invoice" (the thread's own words) is done.
    const after = verbText.slice(verb.index + verb[0].length).trim();
    const before = verbText.slice(0, verb.index).trim();
    // "envoyé à 12h10", "mandado a las 13:20", "pagato, 64 euro": a clock time or a sum after the verb is
    // when or how much, not what was done.
    const figures = doneFigures(after, locale);
    const object = (after.match(/[\p{L}\p{N}]+/gu) ?? []).every((w) => figures.has(w.toLowerCase())) ? "" : after.replace(g.particle, "");
    const beforeObject = before.replace(g.subjects, "");
    // The object's first naming word is what was sent: "un mail à Marc" is a mail, even to the thread's Marc.
    const head = contentWords(object).slice(0, 1).join(" ");
    if (g.parts.test(verbText) && !g.partial.test(plain)) return partDone(g.parts.exec(verbText));
    if (!object || g.pronoun.test(object) || namesThread(head, ctx.summary) || (beforeObject && namesThread(beforeObject, ctx.summary)) || toRecipient(after, lx, ctx.summary)) {
      const strength = calibrated(verbText, verb, "done", 0.95, lx, locale, ctx.summary);
      // Verb last ("die Hälfte bezahlt", "Gutschein bestellt"): the object stands before it, and may be a part.
      const partBefore =
        !object && beforeObject !== "" && !namesThread(beforeObject, ctx.summary) && (unexplainedWords(beforeObject, g, ctx.summary) > 0 || contentWords(beforeObject).some((w) => !isDuePhrase(w, locale) && !g.pronoun.test(w) && !g.actionWord.test(w) && !lx.fillers.includes(w) && !EN.fillers.includes(w)));
      // The thread's thing named beside the verb ("hab Sams Rechnung bezahlt"), not "it" or nothing, nor
      // only by the clause's first word, which may be who did it ("Sam paid already"): another doing of that thing may be meant.
      const namedThing = namesThread(verbText.slice(0, verb.index).split(/\s+/).slice(1).join(" ") + " " + after, ctx.summary);
      const guess = partBefore || namesAnotherOfItsKind(object, ctx.summary, g, locale) || (namedThing && anotherDoing(verb[0], lx, locale, ctx.summary)) || (!g.pronoun.test(object) && namesThread(object, ctx.summary) && doneOfAnotherDoing(verb[0], object, lx, locale, ctx.summary));
      return { kind: "act", action: "done", strength: guess ? Math.min(strength, UNSURE) : strength };
    }
    // "done with the first part": a part, said so.
    // "gli ho mandato la prima parte": the part is what was sent (a part of the work, not "done with" another thing).
    if (g.partial.test(plain)) return { kind: "act", action: "not_yet", strength: 0.85, partial: true, ...(g.partial.test(after) ? { part: true } : {}) };
    // "finished the first half": a done-word whose object is not the thread is progress, or the
    // thread named by a word of its own: which one is a guess.
    return { kind: "act", action: "not_yet", strength: UNSURE, partial: true };
  }
  const done = lx.done.exec(plain);
  // "die hälfte ist fertig", "half the deck is done": the done of a part.
  if (done && g.parts.test(plain)) return partDone(g.parts.exec(plain));
  if (done) return { kind: "act", action: "done", strength: calibrated(plain, done, "done", 0.95, lx, locale, ctx.summary) };
  // "not sure if it went through", "ich glaub schon, aber…": a clause that opens with a hedge.
  if (opensWithHedge(plain, lx)) return { kind: "vague", hedge: true };
  const newTask = isNewTask(plain, locale);
  const action = g.actionWord.test(plain) && newTask === null;
  // Its action words are all deferral verbs ("erinnern", "lembrar"): the object of a stop.
  const remindOnly = action && !g.actionWord.test(plain.split(/\s+/).filter((w) => !g.deferVerb.test(w)).join(" "));
  return {
    kind: "content",
    words: plain.split(/\s+/).length,
    action,
    unexplained: unexplainedWords(plain, g, ctx.summary),
    remindOnly,
    negated: g.negation.test(plain),
    newTask,
    thread: namesThread(plain, ctx.summary),
    timed: holdsTime(plain, locale),
  };
}

/**
 * "i'll answer him tonight", "gli rispondo stasera": a plan whose task is its verb alone, beside
 * words of the language's grammar and a time (the thread in other words); "btw I'll call the
 * dentist tomorrow" names a thing of its own (another task).
 */
function plansNoOtherThing(plain: string, locale: Locale): boolean {
  const g = grammarOf(locale);
  for (const l of new Set<Locale>([locale, "en"])) {
    const said = pack(l).commitments.trigger.exec(plain);
    if (!said?.[1]) continue;
    const task = said[1];
    const split = splitDuePhrase(task, l);
    const words = ((split ? split.rest : task).match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 1 && !g.vocabulary.has(w.toLowerCase()));
    return words.length <= 1;
  }
  return false;
}

/**
 * A reply without an action word that may still answer the follow-up: in the language's shape of
 * an answer (lang/<code>/reply.ts `object.answers`, or English's). Never decides what the answer is.
 */
function answersInOtherWords(plain: string, summary: string | undefined, locale: Locale, owners: Locale): boolean {
  // The owner's language beside the one the reply was read in: "le encontré" may read as French.
  if ([locale, owners, "en" as const].some((l) => pack(l).reply.object.answers.test(plain))) return true;
  // The thread's own thing named in a sentence of its own ("the books are back") is left to the
  // other rules: "el perro se ha comido un calcetín" names the dog of "comprar pienso para el perro"
  // and is news, and no word list yet tells the thing done from whom or where it is for.
  void summary;
  return false;
}

/**
 * "envoyée au boss", "enviada al jefe", "mandata al capo": in a Romance language the particle right
 * after a done-verb ("à", "al", "ao", "alla") opens its recipient, not its object, so the object is
 * the thread itself; unless the thread names a recipient of its own and this one is another
 * ("envoyer la facture à Sam", "envoyé à Marc"). English's particles ("done with the intro") are not these.
 */
function toRecipient(after: string, lx: ReplyWords, summary: string | undefined): boolean {
  const particles = lx.object.particles;
  if (!particles.length || lx === EN) return false;
  const open = new RegExp(`^(?:${particles.join("|")})\\s+(.+)$`, "iu").exec(after.trim());
  if (!open) return false;
  const recipient = open[1]!;
  const named = new RegExp(`(?<![\\p{L}])(?:${particles.join("|")})\\s+\\S`, "iu").test(summary ?? "");
  return !named || namesThread(recipient, summary);
}

/** Whether a clause's first words (one to three) are a hedge of the language's or English's ("not sure", "ik denk het"). */
function opensWithHedge(plain: string, lx: ReplyWords): boolean {
  const words = plain.split(/\s+/);
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const head = words.slice(0, k).join(" ");
    // A bare "ok" or "well" before other words is a way of starting a sentence, not a hedge.
    if (k === 1 && head.length <= 4) continue;
    if (lx.vague.test(head) || EN.vague.test(head) || lx.hedge.test(head) && k === 1 && words.length <= 4) return true;
  }
  return false;
}

/**
 * An option turned down: a short clause that opens with a negation and holds an action word
 * that the negation turns around ("don't drop it", "not drop", "nicht streichen", "niet
 * schrappen", "don't snooze it"), where the lexicon does not read the negation as part of the
 * answer itself ("don't remind me", "not done", "nicht mehr nötig"). Null when it is not one.
 */
function rejectedOption(text: string, lx: ReplyWords, g: Grammar): ReplyActionName | null {
  const words = text.split(/\s+/);
  if (words.length > 5) return null;
  const neg = g.negation.exec(text);
  if (!neg || neg.index !== 0) return null;
  for (const re of [lx.stop, EN.stop, lx.notYet, EN.notYet, lx.done, EN.done]) {
    const m = re.exec(text);
    if (m && m.index === 0) return null;
  }
  const rest = text.slice(neg[0].length).trim();
  if (!rest) return null;
  if (lx.stop.test(rest) || EN.stop.test(rest)) return "stop";
  if (lx.breakdown.test(rest) || EN.breakdown.test(rest)) return "breakdown";
  if (lx.reschedule.test(rest) || EN.reschedule.test(rest)) return "reschedule";
  if (lx.later.test(rest) || EN.later.test(rest) || rest.split(/\s+/).some((w) => g.deferVerb.test(w))) return "snooze";
  return null;
}

/**
 * A clause that opens with a yes or a no word and goes on with an answer of its own ("no stop",
 * "nein stopp", "yes paid"): the two, or null ("no longer needed", "no idea" are one thing).
 */
function interjection(clause: string, lx: ReplyWords, locale: Locale, ctx: ReplyContext): { yes: boolean; rest: ClauseReading } | null {
  const m = /^(\S+)\s+(.+)$/u.exec(clause);
  if (!m) return null;
  const head = m[1]!;
  const yes = lx.yes.test(head) || EN.yes.test(head);
  if (!yes && !lx.no.test(head) && !EN.no.test(head)) return null;
  // "no lo he hecho", "não cancela": the no negates the verb, and the clause is read whole.
  if (!yes && lx.noNegatesVerb && lx.no.test(head)) return null;
  const rest = readClause(m[2]!, lx, locale, ctx);
  if (rest.kind !== "act") return null;
  // "ja en nee", "yes not really": a yes, then a no.
  return yes && rest.action === "not_yet" ? { yes, rest: { kind: "no" } } : { yes, rest };
}

function splitClauses(text: string, lx: ReplyWords): string[] {
  const joiners = new RegExp(`\\s(?:${lx.joiners}|${EN.joiners})\\s`, "giu");
  return text
    .split(/(?<=[?])(?![?])\s*|(?:(?<!\d),|,(?!\d)|[;!\n…])+|\.(?!\d)|\s[-–—]\s/u)
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
  const reading = readReplyAsSaid(text, ctx);
  return handsChoiceBack(text, reading, ctx.locale ?? "en") ? unclear(reading.locale) : reading;
}

/**
 * "mir egal, wie du meinst", "me da igual, lo que tú veas", "bof comme tu veux" (issue 34, the thirty-first batch): the
 * choice handed back to ZOE (the packs' `caution.deference`) is no choice of the owner's own. A drop word beside it
 * ("egal", "tanto faz") says the owner does not mind, not that the thread goes, and a reply of nothing else is no talk
 * about something else: ZOE asks. A question back stays one.
 */
function handsChoiceBack(text: string, reading: ReplyReading, fallback: Locale): boolean {
  if (reading.intent === "question" || reading.intent === "unclear") return false;
  const plain = normalise(text, reading.locale).text;
  return [...new Set<Locale>([reading.locale, fallback, "en"])].some((l) => grammarOf(l).deference.test(plain));
}

function readReplyAsSaid(text: string, ctx: ReplyContext): ReplyReading {
  const fallback = ctx.locale ?? "en";
  const locale = detectLocale(text, fallback);
  const joined = withParticleJoined(text, ctx.summary);
  if (joined !== text) return classifyReply(joined, ctx);
  const mended = withStepJoined(withoutClosing(withInitialsSpelt(withVerbSlipMended(text, ctx.summary, locale, fallback), ctx.summary), locale), ctx.summary, locale);
  if (mended !== text) return classifyReply(mended, ctx);
  const shaped = breakdownWithSteps(text, ctx) ?? doneByAnother(text, ctx, locale) ?? timeThenCircumstance(text, ctx, locale) ?? notYetThenCircumstance(text, ctx, locale) ?? timeThenEvent(text, ctx, locale) ?? correctedTime(text, ctx, locale) ?? doneState(text, ctx, locale) ?? deferralThenDeniedTime(text, ctx, locale) ?? deferralBesideOpening(text, ctx, locale) ?? busyTillTime(text, ctx, locale);
  if (shaped) return withConflictAsked(text, ctx, fallback, shaped);
  return covered(text, ctx, locale, fallback, readInLanguage(text, ctx, locale, fallback));
}

/**
 * "orderd", "renewd", "bestelt" under "order…", "renew…", "…bestellen": the participle of the thread's
 * own verb with one letter dropped or doubled inside it is that participle. Only a dropped or added
 * letter (a letter changed may make another real form: "verlengt" is a present, not "verlengd"), never
 * at the end (an agreement: "réparée"), only in words of five letters or more, and only towards the
 * thread's verb, never another.
 */
function withVerbSlipMended(text: string, summary: string | undefined, locale: Locale, fallback: Locale): string {
  if (!summary) return text;
  const forms = new Set<string>();
  for (const l of new Set<Locale>([locale, fallback, "en"])) {
    for (const verb of threadVerbs(summary, l)) for (const f of pack(l).commitments.pastOf(verb)) if (f.length >= 5) forms.add(f);
  }
  if (!forms.size) return text;
  return text.replace(/\p{L}{5,}/gu, (w) => {
    const low = w.toLowerCase();
    if (forms.has(low)) return w;
    // Not a letter added at the end: an agreement or another form ("réparée" beside "réparé", "booked" beside "booke…").
    const fix = [...forms].find((f) => Math.abs(f.length - low.length) === 1 && !low.startsWith(f) && !f.startsWith(low) && editDistance(f, low, 1) === 1);
    return fix ?? w;
  });
}

/**
 * The thread's initials spelt out ("TS is signed" under "sign the term sheet" -> "term sheet is
 * signed"): a word of two to four capitals that are the first letters of consecutive words of the
 * summary stands for those words.
 */
function withInitialsSpelt(text: string, summary: string | undefined): string {
  const words = contentWords(summary ?? "");
  if (words.length < 2) return text;
  const spelt = new Map<string, string>();
  for (let i = 0; i < words.length; i++) {
    for (let n = 2; n <= 4 && i + n <= words.length; n++) spelt.set(words.slice(i, i + n).map((w) => w[0]).join("").toUpperCase(), words.slice(i, i + n).join(" "));
  }
  return text.replace(/(?<![\p{L}\p{N}])\p{Lu}{2,4}(?![\p{L}\p{N}])/gu, (w) => spelt.get(w) ?? w);
}

/** A letter's close, by the packs' sign-off words ("Bisous, Mamie") or else by its shape ("Love Grandma"): the reply without it. */
function withoutClosing(raw: string, locale: Locale): string {
  const unsigned = withoutSignOff(raw);
  return unsigned !== raw ? unsigned : withoutSignature(raw, locale);
}

/**
 * Without a letter's signature: after at least one sentence, a last one of at most four words, with no
 * figure and no action word, that opens and closes with a capital ("Love Grandma", "Liebe Grüße, Oma
 * Gerda", "Groetjes, opa Kees", "Margaret"): the writer's name and a closing, no part of the answer.
 */
function withoutSignature(raw: string, locale: Locale): string {
  const m = /^(.*[.!?])\s+([^.!?]+?)[.!]?\s*$/su.exec(raw.trim());
  if (!m || !/[\p{L}]/u.test(m[1]!)) return raw;
  const last = m[2]!.trim();
  const words = last.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!words.length || words.length > 4 || /\p{N}/u.test(last) || !/^\p{Lu}/u.test(words[0]!) || !/^\p{Lu}/u.test(words[words.length - 1]!)) return raw;
  if (grammarOf(locale).actionWord.test(last.toLowerCase()) || holdsTime(last.toLowerCase(), locale)) return raw;
  return m[1]!;
}

/**
 * "découpe en étapes : trouver le contrat, appeler, renvoyer la box", "divide em etapas: fotos,
 * formulário, agendamento": a breakdown asked for, then its steps listed after a colon. The steps are
 * what to split it into, not answers of their own: the request before the colon is read alone, and
 * kept only when it is a sure breakdown and what follows is a list (two items or more).
 */
function breakdownWithSteps(text: string, ctx: ReplyContext): ReplyReading | null {
  const m = /^([^:]{2,60}?)\s*:\s*(\S.*)$/su.exec(text.trim());
  if (!m || m[2]!.split(/\s*,\s*/u).filter(Boolean).length < 2) return null;
  const head = classifyReply(m[1]!, ctx);
  return sureAck(head) && head.actions.length === 1 && head.actions[0]!.action === "breakdown" ? head : null;
}

/**
 * A separable verb's particle at the end of a clause, the verb earlier ("ruf nach der Arbeit an",
 * "ich ruf sie morgen an" for "den Klempner anrufen"): dropped, so the clause reads as the verb and
 * its time do ("ruf nach der Arbeit"). Only the particle the thread's own verb starts with, only
 * after a form of that verb's stem: nothing else is touched. No per-language list: the thread's
 * summary says which particle and which stem.
 */
function withParticleJoined(text: string, summary: string | undefined): string {
  if (!summary) return text;
  const verbs = summary.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length >= 6);
  return text.replace(/([^,;.!?]*?)\s+(\p{L}{2,6})(?=\s*(?:[,;.!?]|$))/gu, (all, before: string, last: string) => {
    const particle = last.toLowerCase();
    const stems = verbs.filter((v) => v.startsWith(particle) && v.length - particle.length >= 4).map((v) => v.slice(particle.length));
    const words = before.toLowerCase().match(/\p{L}+/gu) ?? [];
    return stems.some((stemmed) => words.some((w) => threadVerbForm(w, [stemmed]) || w === stemmed)) ? before : all;
  });
}

const sureAck = (r: ReplyReading) => r.intent === "ack" && r.confidence >= CONFIDENT;

/** Every pack's list of one kind, as one alternation (a reply may mix languages). */
const everyPacks = (pick: (lx: ReplyWords) => readonly string[]) => alternation(LOCALES.map((l) => pick(pack(l).reply)));
/** "my wife", "der Nachbar", "mi hija", "lui": another person, in the reply's, the owner's or English's words. */
const others = new Map<string, RegExp>();
function anotherOf(locales: readonly Locale[]): RegExp {
  const key = locales.join("+");
  let re = others.get(key);
  if (!re) others.set(key, (re = new RegExp(`(?<![\\p{L}'])(?:${alternation(locales.map((l) => pack(l).reply.others))})(?![\\p{L}])`, "iu")));
  return re;
}
/** A clause that opens with a thanks for something ("thanks for", "gracias por", "merci de"): every language's. */
const THANKS_FOR = new RegExp(`^(?:${everyPacks((lx) => lx.thanksFor)})(?:(?<=['’])|(?![\\p{L}]))`, "iu");
/** Being on the way ("en camino", "a caminho", "per strada"): every language's. */
const ON_THE_WAY = new RegExp(`(?<![\\p{L}])(?:${everyPacks((lx) => lx.onTheWay)})(?![\\p{L}])`, "iu");
/** The owner did it themselves ("da solo", "eu mesmo", "moi-même"): every language's. */
const BY_MYSELF = new RegExp(`(?<![\\p{L}])(?:${everyPacks((lx) => lx.byMyself)})(?![\\p{L}])`, "iu");
/** "<time> when/wenn/quand/cuando/quando/als ...": the time, then the circumstance it waits for. */
const CIRCUMSTANCE = new RegExp(`\\s(?:${everyPacks((lx) => lx.whenWords)})\\s+`, "giu");

/**
 * "my wife paid it", "der Nachbar hat's gemacht", "mio marito l'ha fatto": the work done by someone
 * else, read as the owner's own words would be read without the subject. Only a sure done in one
 * clause counts; anything else they did or did not do ("my wife didn't pay it", "mi vecina lo
 * hizo?") is the owner's news about another person: a question or several clauses are read as usual,
 * a sure reading of another kind is asked about. Null: no other person opens the reply, or read as usual.
 */
const MAX_ANOTHER_WORDS = 4;

/** Another's preterite said as the owner's own ("la mandó" -> "la mandé"), by the packs' `asOwn`. */
function asOwn(said: string, languages: readonly Locale[]): string {
  return [...new Set(languages)].reduce((s, l) => pack(l).reply.asOwn.reduce((t, [re, to]) => t.replace(re, to), s), said);
}
function doneByAnother(text: string, ctx: ReplyContext, locale: Locale): ReplyReading | null {
  const plain = normalise(text, locale).text;
  const languages = [...new Set<Locale>([locale, ctx.locale ?? locale, "en"])];
  const m = anotherOf(languages).exec(plain);
  if (!m) return null;
  // The other person first ("my wife paid it"), or after the verb as Romance languages put it ("lo hizo mi jefe", "l'ha pagata mio marito").
  const opens = m.index === 0;
  const said = `${plain.slice(0, m.index)} ${plain.slice(m.index + m[0].length)}`.replace(/\s+/g, " ").trim();
  if (!said) return null;
  const lx = pack(locale).reply;
  // A question, or more than one clause ("my brother bought it, we split"): the usual reading.
  if (/[?¿]/.test(plain) || splitClauses(said, lx).length > 1) return null;
  // A done by another is said in a few words; more tell who said what ("mio marito dice che l'ha
  // prenotato lui", "my sister said she'd get it"): asked about (when the person opens the reply).
  if ((said.match(/[\p{L}\p{N}]+/gu) ?? []).length > MAX_ANOTHER_WORDS) return opens ? unclear(locale) : null;
  // "o meu marido diz que já marcou": what another says, read whole by the lexicon, is asked about.
  if (lx.vague.test(plain) || EN.vague.test(plain)) return opens ? unclear(locale) : null;
  // What they did, said as the owner would say it of themselves ("la mandó" -> "la mandé").
  const rest = asOwn(said, languages);
  const reading = classifyReply(rest, ctx);
  if (!sureAck(reading)) return null;
  // Every word accounted for: "mio marito dice che l'ha prenotato lui" reports what another says.
  const whole = unexplainedInReply(rest, reading, ctx.summary, ctx.locale ?? "en").length === 0;
  const done = reading.actions.length === 1 && reading.actions[0]!.action === "done" && whole;
  const doubted = grammarOf(locale).negation.test(rest) || lx.hedge.test(rest) || EN.hedge.test(rest);
  // "my wife didn't pay it" is not the owner's "not yet": asked about.
  return done && !doubted ? reading : unclear(locale);
}

/**
 * "tonight when it's cooler", "Freitag sobald das Gehalt da ist", "ce soir quand il fera plus frais":
 * a time to come back, then the circumstance it waits for, is a snooze to that time. The reply must
 * open with the time alone (read as a sure snooze on its own), and the circumstance must hold no
 * action word, negation, time or question of its own (then the reader would be guessing which half
 * is the answer). Null: not this shape.
 */
function timeThenCircumstance(text: string, ctx: ReplyContext, locale: Locale): ReplyReading | null {
  const plain = normalise(text, locale).text;
  // "el viernes que viene", "a semana que vem": a time that holds such a word is a time, not a time and its reason.
  if (isDuePhrase(plain, locale)) return null;
  // The longest time before such a word ("el viernes que viene cuando cobre").
  const splits = [...plain.matchAll(CIRCUMSTANCE)].map((m) => [plain.slice(0, m.index), plain.slice(m.index + m[0].length)] as const);
  // The time alone, or a deferral with its time ("rappelle-moi à 20h quand les petits dorment",
  // "ricordamelo alle 20 quando i bimbi dormono"): read on its own, a sure snooze to that time.
  const timed = (time: string) => {
    if (isDuePhrase(time, locale)) return true;
    if (/[?¿,;]/u.test(plain)) return false;
    const r = classifyReply(time, ctx);
    return sureAck(r) && r.actions.length === 1 && r.actions[0]!.action === "snooze" && !!r.actions[0]!.until;
  };
  const found = splits.reverse().find(([time]) => timed(time));
  if (!found) return null;
  const [time, circumstance] = found;
  const g = grammarOf(locale);
  const lx = pack(locale).reply;
  if (/[?¿,;]/.test(plain) || g.actionWord.test(circumstance) || g.negation.test(circumstance) || lx.hedge.test(circumstance) || timesSaid(circumstance, locale).length > 0 || circumstance.split(/\s+/).some((w) => isDuePhrase(w, locale))) return unclear(locale);
  const reading = classifyReply(time, ctx);
  const snooze = sureAck(reading) && reading.actions.length === 1 && reading.actions[0]!.action === "snooze" && !!reading.actions[0]!.until;
  return snooze ? reading : unclear(locale);
}

/**
 * "not yet, will do it tonight once the kids are in bed", "pas encore, je le fais ce soir quand les
 * petits seront couchés": a bare "not yet", then a time and the circumstance it waits for, is not yet
 * and a snooze to that time. The circumstance half is read as `timeThenCircumstance` reads it alone; a
 * time said there that it cannot read makes the whole reply asked about (a sure "not yet" would drop
 * the time). Null: not this shape (no "not yet" clause first, or no circumstance word after it).
 */
function notYetThenCircumstance(text: string, ctx: ReplyContext, locale: Locale): ReplyReading | null {
  const plain = normalise(text, locale).text.replace(/[.!]+$/u, "").trim();
  const m = /^([^,;]+?)\s*[,;]\s*([^,;?¿]+)$/u.exec(plain);
  if (!m || ctx.kind === "decision") return null;
  const rest = m[2]!;
  if (![...` ${rest} `.matchAll(CIRCUMSTANCE)].length) return null;
  const first = classifyReply(m[1]!, ctx);
  if (!sureAck(first) || first.actions.length !== 1 || first.actions[0]!.action !== "not_yet" || first.actions[0]!.until) return null;
  const then = timeThenCircumstance(rest, ctx, locale);
  if (then && sureAck(then) && then.actions.length === 1 && then.actions[0]!.action === "snooze" && then.actions[0]!.until) {
    return { ...then, actions: [{ action: "not_yet" }, then.actions[0]!], confidence: Math.min(first.confidence, then.confidence) };
  }
  return holdsTime(rest, locale) ? unclear(locale) : null;
}

/** Every language's sign-offs, longest first, as one alternation. */
const SIGN_OFF = new RegExp(
  `(?<=[.!\\n]|[.!]\\s)\\s*(?:${alternation([longestFirst(LOCALES.flatMap((l) => pack(l).reply.signOffs))])})(?:\\s*,?\\s*[\\p{L}'’-]+(?:\\s+[\\p{L}'’-]+){0,2})?\\s*[.!]?\\s*$`,
  "iu",
);
/**
 * "…il était très content. Bisous, Mamie", "… Un abrazo, la abuela Carmen": a letter's close after a
 * sentence break, with the writer's name, is no part of the answer; the reply without it. Never
 * the whole reply, and never a close that holds a number.
 */
function withoutSignOff(text: string): string {
  const m = SIGN_OFF.exec(text);
  if (!m || /\d/u.test(m[0])) return text;
  const rest = text.slice(0, m.index).trim();
  return /[\p{L}\p{N}]/u.test(rest) ? rest : text;
}

/** How many words an event after a time may have ("after the defence", "antes de ordeñar"). */
const MAX_EVENT_WORDS = 4;
/**
 * "ce soir après la traite", "al mese prossimo, dopo la pre-discussione", "mañana temprano antes de
 * ordeñar": a sure snooze or new date, then an event it falls around (a preposition of the pack's
 * `eventWords` and a few words with no number, time, action word, negation, hedge or question). The
 * time is the answer; the event says when in it. Null: not this shape, or the time alone is not sure.
 */
function timeThenEvent(text: string, ctx: ReplyContext, locale: Locale): ReplyReading | null {
  const plain = normalise(text, locale).text.replace(/[.!]+$/u, "").trim();
  const lx = pack(locale).reply;
  const opener = alternation([longestFirst(lx.eventWords)]);
  if (!opener) return null;
  const m = new RegExp(`^(.+?)\\s*,?\\s+(?:${opener})(?:\\s+|(?<=['’]))(.+)$`, "iu").exec(plain);
  if (!m) return null;
  const [, time, event] = m as unknown as [string, string, string];
  // "demain après le déjeuner" is one time, read whole by the usual reading.
  if (isDuePhrase(plain, locale)) return null;
  const g = grammarOf(locale);
  const words = event.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0 || words.length > MAX_EVENT_WORDS || /[\d?¿,;]/u.test(event)) return null;
  // "um 8:50 vor meinem Call abgeschickt": a done in the event makes the time the done's, not a time to come back.
  if ([lx.done, lx.doneVerb, lx.notYet, EN.done, EN.doneVerb].some((re) => re.test(event)) || (ctx.summary !== undefined && saysVerbDone(event, ctx.summary, locale))) return null;
  if (g.actionWord.test(event) || g.negation.test(event) || lx.hedge.test(event) || EN.hedge.test(event) || timesSaid(event, locale).length > 0 || words.some((w) => isDuePhrase(w, locale))) return null;
  const reading = classifyReply(time, ctx);
  const timed = sureAck(reading) && reading.actions.length === 1 && (reading.actions[0]!.action === "snooze" || reading.actions[0]!.action === "reschedule") && !!reading.actions[0]!.until;
  return timed ? reading : null;
}

/**
 * "pas demain, jeudi", "mañana no, el jueves", "non domani, giovedì": a time turned down with a bare
 * negation before or after it, then another time: the owner corrects the time, and the second is the
 * answer, read as it would be said alone (a snooze on a follow-up, a new date on a decision). Only
 * when the first part is nothing but the negation and a time the due grammar reads whole, and the
 * second is a sure deferral with its time. Null: not this shape.
 */
function correctedTime(text: string, ctx: ReplyContext, locale: Locale): ReplyReading | null {
  const plain = normalise(text, locale).text.replace(/[.!]+$/u, "").trim();
  const m = /^([^,;]+?)\s*[,;]\s*([^,;]+)$/u.exec(plain);

  if (!m) return null;
  const lx = pack(locale).reply;
  const bare = new Set([lx, EN].flatMap((l) => l.caution.negations.filter((n) => /^\p{L}+$/u.test(n))));
  const turned = (w: string | undefined) => w !== undefined && (bare.has(w) || lx.no.test(w) || EN.no.test(w));
  const words = m[1]!.split(/\s+/u);
  if (words.length < 2) return null;
  const time = turned(words[0]) ? words.slice(1) : turned(words[words.length - 1]) ? words.slice(0, -1) : null;
  if (!time || time.some(turned) || !isDuePhrase(time.join(" "), locale)) return null;
  const reading = classifyReply(m[2]!, ctx);
  const timed = sureAck(reading) && reading.actions.length === 1 && (reading.actions[0]!.action === "snooze" || reading.actions[0]!.action === "reschedule") && !!reading.actions[0]!.until;
  return timed && time.join(" ") !== reading.actions[0]!.until!.toLowerCase() ? reading : null;
}

/**
 * "remets ça à mardi, pas lundi", "pásalo al martes, el lunes no", "passa para terça, segunda não": a
 * sure deferral with its time, then, after a comma, another time with a negation before or after it
 * (the owner heads off a misreading). The deferral as it would be read alone; the denied time is no
 * answer. Only when the last part is nothing but the negation and a time the due grammar reads whole,
 * and that time is not the deferral's. Null: not this shape. (`correctedTime` reads the other order.)
 */
function deferralThenDeniedTime(text: string, ctx: ReplyContext, locale: Locale): ReplyReading | null {
  const plain = normalise(text, locale).text.replace(/[.!]+$/u, "").trim();
  const m = /^(.+?)\s*[,;]\s*([^,;]+)$/u.exec(plain);
  if (!m) return null;
  const lx = pack(locale).reply;
  const bare = new Set([lx, EN].flatMap((l) => l.caution.negations.filter((n) => /^\p{L}+$/u.test(n))));
  const turned = (w: string | undefined) => w !== undefined && (bare.has(w) || lx.no.test(w) || EN.no.test(w));
  const words = m[2]!.split(/\s+/u);
  if (words.length < 2) return null;
  const time = turned(words[0]) ? words.slice(1) : turned(words[words.length - 1]) ? words.slice(0, -1) : null;
  if (!time || time.some(turned) || !isDuePhrase(time.join(" "), locale)) return null;
  const reading = classifyReply(m[1]!, ctx);
  const act = reading.actions[0];
  const timed = sureAck(reading) && reading.actions.length === 1 && (act!.action === "snooze" || act!.action === "reschedule") && !!act!.until;
  return timed && !sameTime(act!.until!, time.join(" "), locale) ? reading : null;
}

/**
 * "pas aujourd'hui, le marché aux fleurs rouvre jeudi", "la consulta no abre hasta las 16, llamo a las 16",
 * "hoje não, o Ceasa só abre quinta": two clauses, one a sure deferral, the other a place
 * or a person opening or back (the pack's `opens`) at a time the due grammar reads as an instant. The
 * opening is the deferral's reason and, when the deferral carries no time, its time; a deferral with
 * another time than the opening's is left to the usual reading. Null: not this shape.
 */
function deferralBesideOpening(text: string, ctx: ReplyContext, locale: Locale): ReplyReading | null {
  if (ctx.kind === "decision") return null;
  const plain = normalise(text, locale).text.replace(/[.!]+$/u, "").trim();
  if (/[?¿]/u.test(plain)) return null;
  const clauses = plain.split(/\s*[,;]\s*/u).filter(Boolean);
  if (clauses.length !== 2) return null;
  const lx = pack(locale).reply;
  const opens = new RegExp(`(?<![\\p{L}])(?:${alternation([lx.opens, EN.opens])})(?![\\p{L}])`, "iu");
  const at = clauses.findIndex((c) => opens.test(c));
  if (at < 0 || opens.test(clauses[1 - at]!)) return null;
  const m = opens.exec(clauses[at]!)!;
  // The place or the person: a few words before the verb, none an action's.
  const before = clauses[at]!.slice(0, m.index);
  if ((before.match(/[\p{L}\p{N}']+/gu) ?? []).length > 5 || grammarOf(locale).actionWord.test(before)) return null;
  const after = clauses[at]!.slice(m.index + m[0].length).trim().split(/\s+/u).filter(Boolean);
  let time: string | null = null;
  for (let k = 0; k < Math.min(3, after.length) && time === null; k++) {
    const phrase = after.slice(k).join(" ");
    if (isDuePhrase(phrase, locale) && namesInstant(phrase, locale)) time = phrase;
  }
  if (time === null) return null;
  const other = classifyReply(clauses[1 - at]!, ctx);
  // A bare "not yet" beside it ("pas encore, le cabinet ouvre qu'à 14h") puts nothing off to that time: left as read.
  if (!sureAck(other) || !other.actions.every((a) => a.action === "snooze" || a.action === "not_yet") || !other.actions.some((a) => a.action === "snooze")) return null;
  const until = other.actions.find((a) => a.until)?.until;
  if (until !== undefined && !sameTime(until, time, locale)) return null;
  const actions: ReplyAction[] = [...other.actions.filter((a) => a.action === "not_yet"), { action: "snooze", until: until ?? time }];
  return { actions, intent: "ack", confidence: 0.8, locale: other.locale };
}

/**
 * "je suis en service jusqu'à ce soir", "estoy de servicio hasta la noche", "tou de serviço até à noite",
 * "sono in servizio fino a stasera": the whole reply is the owner busy (the pack's `busyTill.be`, then at
 * most four words, none an action's) until a time the due grammar reads as an instant: put off to that
 * time. A negation, hedge, condition, question or second clause leaves it to the usual reading. Null: not this shape.
 */
function busyTillTime(text: string, ctx: ReplyContext, locale: Locale): ReplyReading | null {
  if (ctx.kind === "decision") return null;
  // A short reply may look like another language ("tou de serviço" taken for French): the owner's is tried too.
  if (ctx.locale && ctx.locale !== locale) return busyTillIn(text, locale) ?? busyTillIn(text, ctx.locale);
  return busyTillIn(text, locale);
}

function busyTillIn(text: string, locale: Locale): ReplyReading | null {
  const plain = normalise(text, locale).text.replace(/[.!]+$/u, "").trim();
  if (/[?¿,;]/u.test(plain)) return null;
  const lx = pack(locale).reply;
  const g = grammarOf(locale);
  const m = new RegExp(`^(?:${alternation([lx.busyTill.be, EN.busyTill.be])})\\s+(.+?)\\s+(?:${alternation([lx.busyTill.till, EN.busyTill.till])})\\s+(.+)$`, "iu").exec(plain);
  if (!m) return null;
  if ((m[1]!.match(/[\p{L}\p{N}']+/gu) ?? []).length > 4 || g.actionWord.test(m[1]!)) return null;
  if (g.negation.test(plain) || g.condition.test(plain) || lx.hedge.test(plain) || EN.hedge.test(plain)) return null;
  const words = m[2]!.split(/\s+/u);
  for (let k = 0; k < Math.min(2, words.length); k++) {
    const phrase = words.slice(k).join(" ");
    if (isDuePhrase(phrase, locale) && namesInstant(phrase, locale)) return { actions: [{ action: "snooze", until: phrase }], intent: "ack", confidence: 0.8, locale };
  }
  return null;
}

/**
 * "the form's in", "der Antrag ist drin", "de aanvraag is binnen", "Brightline has it now": the thread's
 * thing (or its person) as the whole subject, then a state the pack says is the work done. Every word
 * of the subject must be the thread's own or a function word; a negation, a question or a hedge
 * anywhere leaves the reply to the usual reading. Null: not this shape.
 */
const DONE_STATE_SUBJECT_WORDS = 4;
function doneState(text: string, ctx: ReplyContext, locale: Locale): ReplyReading | null {
  if (!ctx.summary) return null;
  const plain = normalise(text, locale).text.replace(/[.!]+$/u, "").trim();
  const lx = pack(locale).reply;
  const g = grammarOf(locale);
  if (/[?¿,;]/u.test(plain) || g.negation.test(plain) || lx.hedge.test(plain) || EN.hedge.test(plain)) return null;
  const states = alternation([lx.doneStates, EN.doneStates]);
  const m = new RegExp(`^(.+?)(?:\\s+|(?='))(?:${states})$`, "iu").exec(plain);
  if (!m) return null;
  const subject = (m[1]!.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !g.vocabulary.has(w) && !lx.fillers.includes(w) && !EN.fillers.includes(w));
  if (subject.length === 0 || subject.length > DONE_STATE_SUBJECT_WORDS) return null;
  const thread = contentWords(ctx.summary);
  if (!subject.every((w) => thread.some((t) => sameWord(w, t)))) return null;
  return { actions: [{ action: "done" }], intent: "ack", confidence: 0.8, locale };
}

/** The reading of the reply's language, checked against the owner's when the two differ. */
function readInLanguage(text: string, ctx: ReplyContext, locale: Locale, fallback: Locale): ReplyReading {
  const reading = readReply(text, ctx, locale, fallback);
  if (locale === fallback || ctx.locale === undefined) return reading;
  if (reading.intent !== "ack" && reading.confidence >= CONFIDENT) {
    // Taken for another language, the reply is surely about something else; but if the owner's own
    // language reads an answer in it ("ja consertei": German's "ja", Portuguese's "já" typed
    // without its accent), ZOE asks rather than pass it by.
    const own = readReply(text, ctx, fallback, fallback);
    return own.intent === "ack" ? { ...own, confidence: Math.min(own.confidence, UNSURE) } : reading;
  }
  if (!(reading.intent === "ack" && reading.confidence >= CONFIDENT)) return reading;
  // Romance languages (and German and Dutch) share spellings ("la palestra è chiusa" looks French):
  // a reply taken for another language than the owner's, English aside, is read surely only when
  // the owner's own language reads it the same.
  const strict = locale !== "en";
  // The reply looks like another language than the owner's ("nee" is German's too, "was" Dutch's
  // and German's): a sure reading must be the one the owner's own language gives, or none.
  const own = readReply(text, ctx, fallback, fallback);
  const sure = own.intent === "ack" && own.confidence >= CONFIDENT;
  // The same actions, with a time or without ("in 30 min" and "in 30 minutes" are one time, read twice).
  const key = (r: ReplyReading) => r.actions.map((a) => `${a.action}${a.until ? "@" : ""}`).join("+");
  // Both agree: the owner's language's reading, whose time the owner's grammar resolves.
  if (key(own) === key(reading) && sure) return own;
  if (key(own) === key(reading) && !strict) return reading;
  if (!sure && !strict) return reading;
  return { ...reading, confidence: Math.min(reading.confidence, UNSURE) };
}

// ---------------------------------------------------------------------------------------------
// Coverage: a reading is sure only when (nearly) every word of the reply is accounted for

/**
 * How many words of a reply may stand unexplained beside a sure reading, chosen on the
 * development replies only (corpus/dev): with 0 or 1 no more of them are acted on wrongly (the
 * one left in Spanish, Portuguese and Italian is a time, not a word), 1 reads 5 to 10 points
 * more of them right; 2 acts wrongly again ("llamé pero nadie contestó" read as done).
 */
export const UNEXPLAINED_ALLOWANCE = 1;
/** ...and beside a bare "not yet", a short reason ("not booked yet, prices are crazy"). */
const NOT_YET_ALLOWANCE = 3;

const tiredness = new Map<Locale, RegExp | null>();
/**
 * "sono distrutto, settimana infinita", "tô morto kkk, dia longo" (issue 34, the twenty-ninth batch): the owner's
 * tiredness (the pack's `tired`) is the reply's only "not yet". Said of today it is one ("hoy estoy reventado");
 * beside words the reader cannot place (a look back at the week, at work) it may be mood only, so no word may
 * stand unexplained beside it.
 */
function onlyTired(plain: string, locale: Locale): boolean {
  let re = tiredness.get(locale);
  if (re === undefined) {
    const words = pack(locale).reply.tired;
    tiredness.set(locale, (re = words.length ? new RegExp(`(?<![\\p{L}])(?:${loose(...words).join("|")})(?![\\p{L}])`, "giu") : null));
  }
  if (!re || !re.test(plain)) return false;
  re.lastIndex = 0;
  return !pack(locale).reply.notYet.test(plain.replace(re, " "));
}

interface Coverage {
  /** Every lexicon expression of the languages, global, to blank what they read. */
  expressions: RegExp[];
  /** Words known to the lexicons, their function words and fillers. */
  words: ReadonlySet<string>;
  /** Beginnings of action and deferral words in any form ("snoozing", "erinnert"). */
  beginnings: RegExp;
}

const coverages = new Map<string, Coverage>();

function coverageOf(locales: readonly Locale[]): Coverage {
  const key = locales.join("+");
  let c = coverages.get(key);
  if (c) return c;
  const words = new Set(vocabularyOf(locales));
  const starts: string[] = [];
  const expressions: RegExp[] = [];
  for (const l of locales) {
    const r = pack(l).reply;
    for (const w of r.fillers) for (const part of w.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) words.add(part);
    for (const v of Object.values(r)) if (v instanceof RegExp) expressions.push(new RegExp(v.source, `${v.flags.replace("g", "")}g`));
    starts.push(...r.caution.actions, ...r.deferVerbs);
  }
  c = { expressions, words, beginnings: starts.length ? new RegExp(`^(?:${[...new Set(starts)].join("|")})`, "iu") : NOTHING };
  coverages.set(key, c);
  return c;
}

/**
 * The words of a reply nothing accounts for: not read by a lexicon expression, not a word of the
 * lexicons, their function words or fillers, not an action or deferral word in some form, not
 * one of the thread's words (or a form or compound of one), not part of a time that was read.
 */
export function unexplainedInReply(text: string, reading: ReplyReading, summary: string | undefined, fallback: Locale): string[] {
  const locales = [...new Set<Locale>([reading.locale, fallback, "en"])];
  const c = coverageOf(locales);
  let s = normalise(text, reading.locale).text;
  for (const re of c.expressions) s = s.replace(re, " ");
  const timeWords = new Set(reading.actions.flatMap((a) => (a.until ?? "").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []));
  const thread = [...contentWords(summary ?? ""), ...(summary ?? "").toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean)];
  return (s.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => {
    if (timeWords.has(w)) return false;
    if (/\d/.test(w)) return true;
    if (w.length <= 1 || c.words.has(w) || c.beginnings.test(w)) return false;
    // The thread's own words in any form: "gym" for "the gym membership", "angerufen" for "anrufen".
    return !thread.some((t) => t === w || sameWord(w, t) || sameFamily(w, t) || typoOfThreadWord(w, t)) && !(summary && saysVerbDone(w, summary, reading.locale));
  });
}

/**
 * "overtime sheeet", "Überstundenzetel", "overurenforumlier": one of the thread's words typed with a
 * letter dropped, doubled, changed or two swapped (two such slips in a word of eight letters or more).
 * The first letter must be the thread word's. Only for coverage (the reply's words accounted for),
 * never to read an action.
 */
function typoOfThreadWord(w: string, t: string): boolean {
  if (w.length < 4 || t.length < 4 || w[0] !== t[0] || !/^\p{L}+$/u.test(w)) return false;
  const cap = Math.min(w.length, t.length) >= 8 ? 2 : 1;
  return editDistance(w, t, cap) <= cap;
}

/** Letters without their accents, to compare beginnings ("réservé", "reservation"). */
const bare = (w: string) => w.normalize("NFD").replace(/\p{M}/gu, "");

/**
 * A noun and the verb it is made from share their first six letters or more ("inscription" and
 * "inscrire", "réservation" and "réserver", "prenotazione" and "prenotare"): said of the thread, the
 * noun is one of its words. Only for coverage (the reply's words accounted for), never to decide that
 * a reply names the thread.
 */
function sameFamily(a: string, b: string): boolean {
  if (a.length < 6 || b.length < 6) return false;
  const x = bare(a);
  const y = bare(b);
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  return i >= 6;
}

/**
 * Whether a clause is joined to another by a word other than a plain "and" ("llamé pero estaba
 * cerrado", "appelé mais c'était fermé", "sent it because…"): what follows qualifies the done or
 * takes it back, so none of its words may go unexplained.
 */
function joinedBeyondAnd(plain: string, locale: Locale): boolean {
  const others = [pack(locale).reply.joiners, EN.joiners].flatMap((j) => topLevelAlternatives(j).slice(1));
  return new RegExp(`\\s(?:${others.join("|")})\\s`, "iu").test(plain);
}

/**
 * The reading, held below CONFIDENT when more of the reply's words than the allowance are
 * unexplained (the reader did not understand all of it, so it asks or hands the reply on), and
 * never "other" talk when it holds an action word (it is about the thread in some way).
 */
function covered(text: string, ctx: ReplyContext, locale: Locale, fallback: Locale, given: ReplyReading): ReplyReading {
  const plain = normalise(text, locale).text;
  const reading = withTimeCompleted(plain, given);
  // "remind me to buy milk tonight" is a request of its own, and stays other talk.
  if (reading.intent === "other" && grammarOf(locale).actionWord.test(withoutSocial(plain, locale)) && isNewTask(plain, locale) === null) return unclear(reading.locale);
  // "Liebe Zoe, vielen Dank für die Erinnerung. Ich habe die Bilder zur Post gebracht" (the ninth traps batch): a thanks
  // for the reminding, then news of the owner's own, is an answer in words the lexicon lacks; asked, never sure other talk.
  const unthanked = withoutSocial(plain, locale).trim();
  if (reading.intent === "other" && reading.confidence >= CONFIDENT && ctx.kind !== "decision" && unthanked && unthanked !== splitClauses(plain, pack(locale).reply).join(" ") && grammarOf(locale).actionWord.test(plain) && isNewTask(unthanked, locale) === null) return unclear(reading.locale);
  // "bought them, and remind me to print them tomorrow" (the seventh traps batch): a request of its own beside a
  // clause that says a done (a done word, or the thread's verb) is an answer as well; asked about, never sure talk.
  if (reading.intent === "other" && ctx.kind !== "decision" && doneBesideRequest(plain, ctx.summary, reading.locale)) return unclear(reading.locale);
  // "als het morgen regent, laat ik de bank zitten", "si llueve mañana, paso de ir al banco": a
  // condition said in answer to a follow-up decides something about the owner's plans, most likely
  // this thread's; asked about, never sure talk about something else.
  if (reading.intent === "other" && ctx.kind !== "decision" && [...new Set<Locale>([reading.locale, fallback])].some((l) => grammarOf(l).condition.test(plain))) return unclear(reading.locale);
  // "ik ga morgen even langs de bank om te betalen": a plan that holds the thread's own verb (in any
  // form) is most likely this thread, put off; asked about, never sure talk about something else.
  if (reading.intent === "other" && ctx.kind !== "decision" && ctx.summary && holdsThreadVerb(plain, ctx.summary, reading.locale)) return unclear(reading.locale);
  // "je passe à la banque demain pour la régler": a plan of the owner's with the thing as a pronoun
  // (the language's shape of an answer) is this thread in other words as likely as another thing.
  if (reading.intent === "other" && ctx.kind !== "decision" && isNewTask(plain, reading.locale) === "commitment" && answersInOtherWords(plain, ctx.summary, reading.locale, fallback)) return unclear(reading.locale);
  if (reading.intent !== "ack" || reading.confidence < CONFIDENT) return reading;
  if (reading.actions.some((a) => a.action === "done") && doneToOwner(plain, ctx.summary, reading.locale, fallback)) return { ...reading, confidence: Math.min(reading.confidence, UNSURE) };
  if (doubtful(text, plain, reading)) return { ...reading, confidence: Math.min(reading.confidence, UNSURE) };
  if (conditional(plain, reading, fallback)) return { ...reading, confidence: Math.min(reading.confidence, UNSURE) };
  if (trapped(plain, reading, fallback)) return { ...reading, confidence: Math.min(reading.confidence, UNSURE) };
  if (hedgedSign(text, plain, reading, fallback) || ownVerbAsAction(plain, reading, ctx.summary)) return { ...reading, confidence: Math.min(reading.confidence, UNSURE) };
  // "olvídalo ya lo hice", "stop reminding me i did it": a stop beside a done may mean the work is
  // done, not that it is dropped; dropping it then would say the owner gave up what they did.
  if (reading.actions.length === 1 && reading.actions[0]!.action === "stop" && doneBesideStop(plain, reading.locale)) return { ...reading, confidence: Math.min(reading.confidence, UNSURE) };
  // "ho aggiustato da solo, lascia perdere", "consertei eu mesmo, esquece": the owner did it
  // themselves beside a stop: done, or dropped, is a guess.
  // ("Sam les envoie lui-même", "la perdita si è fermata da sola": someone or something else did, and that is a reason.)
  const clauses = splitClauses(plain, pack(reading.locale).reply);
  if (reading.actions.some((a) => a.action === "stop") && BY_MYSELF.test(plain)) return { ...reading, confidence: Math.min(reading.confidence, UNSURE) };
  // "lo compra mi hermano, lo pagamos a medias", "meu irmão compra, a gente divide": after a first
  // clause of news about another person (no action word in it), a "not yet" without a time or a
  // breakdown may be said of what follows from their doing (halves of a price, a split bill), not of the thread.
  const newsOfAnother =
    clauses.length > 1 && (anotherOf([...new Set<Locale>([reading.locale, fallback, "en"])]).test(clauses[0]!) || opensWithThirdPersonPronoun(clauses[0]!, [reading.locale, fallback])) && !grammarOf(reading.locale).actionWord.test(clauses[0]!);
  if (newsOfAnother && reading.actions.every((a) => a.action === "breakdown" || ((a.action === "not_yet" || a.action === "snooze") && !a.until))) return { ...reading, confidence: Math.min(reading.confidence, UNSURE) };
  // "stop asking, I'm doing it right now", "hör auf zu fragen, ich mach's grad": a stop beside the owner
  // at the work now may stop the asking, not the work.
  if (reading.actions.length === 1 && reading.actions[0]!.action === "stop" && answerBesideStop(plain, reading.locale, fallback)) return { ...reading, confidence: Math.min(reading.confidence, UNSURE) };
  if (conflictingSignal(plain, reading, ctx, fallback) || stopByAnother(text, reading, ctx.summary, fallback)) return { ...reading, confidence: Math.min(reading.confidence, UNSURE) };
  // A bare "not yet" changes least (the thread comes back next morning): a short reason may stand beside it.
  // Beside a part of the work ("j'ai fait la moitié", "hice la mitad"), a reason may also say why the rest will never be done.
  const tired = reading.actions.every((a) => a.action === "not_yet") && onlyTired(plain, reading.locale);
  const allowance = reading.actions.every((a) => a.action === "not_yet")
    ? grammarOf(reading.locale).partial.test(plain) ? UNEXPLAINED_ALLOWANCE : tired ? 0 : NOT_YET_ALLOWANCE
    : saidWithoutDoneWord(text, plain, reading) || (reading.actions.some((a) => a.action === "done") && joinedBeyondAnd(plain, reading.locale)) ? 0 : UNEXPLAINED_ALLOWANCE;
  if (reasonThenStop(plain, reading, ctx, fallback)) return reading;
  // "rdv pris pour mardi", "cita pedida para el jueves": beside a done, a time after "for" is the date of what was done.
  const ownDate = reading.actions.every((a) => a.action === "done") ? new Set([...datedWords(plain, reading.locale, ctx.summary), ...doneFigures(plain, reading.locale)]) : new Set<string>();
  // "olvídalo, vendí el coche": beside a stop said in a clause of its own, a clause with no action word,
  // time, question or hedge is its reason, and its words need no accounting for.
  const reasons =
    reading.actions.length === 1 && reading.actions[0]!.action === "stop"
      ? reasonWords(plain, reading.locale, ctx.summary)
      : reading.actions.length === 1 && reading.actions[0]!.action === "breakdown"
        ? stepWords(plain, reading.locale)
        : tired
          ? new Set<string>()
          : new Set([...reasonBeforeTime(plain, reading, ctx), ...reasonAfterTime(plain, reading, ctx), ...laterThenReasonWords(plain, reading, ctx.summary, fallback)]);
  // "envoyée, Sam dit merci", "devolvi e trouxe mais dois": beside a done said whole in a clause of its own, news.
  const news = reading.actions.length === 1 && reading.actions[0]!.action === "done" ? newsWords(plain, reading, ctx, fallback) : new Set<string>();
  const corrected = correctedTimeWords(plain, reading);
  const unexplained = unexplainedInReply(text, reading, ctx.summary, fallback).filter((w) => !ownDate.has(w) && !reasons.has(w) && !news.has(w) && !corrected.has(w));
  // A time the reader did not read ("pas encore, je passe au magasin samedi") is never allowed: it may be the answer.
  if (unexplained.length > allowance || unexplained.some((w) => isDuePhrase(w, reading.locale))) return { ...reading, confidence: Math.min(reading.confidence, UNSURE) };
  // A time to come back that is only partly understood is asked about: an hour that may be morning or
  // evening ("mañana a las 9"), or a time said in the reply that the reading does not carry ("la moitié,
  // le reste ce weekend" read as a bare not-yet).
  const until = reading.actions.map((a) => a.until).filter((u): u is string => !!u);
  if (until.some((u) => !namesInstant(u, reading.locale))) return { ...reading, confidence: Math.min(reading.confidence, UNSURE) };
  const unread = timesSaid(plain, reading.locale).filter((t) => !until.some((u) => sameTime(u, t, reading.locale)) && !(t.match(/[\p{L}\p{N}]+/gu) ?? []).every((w) => corrected.has(w)));
  const uncarried = unread.filter((t) => sameDueShape(t, reading.locale) !== TODAY);
  if (reading.actions.every((a) => a.action !== "done" && a.action !== "stop" && a.action !== "breakdown") && uncarried.length > 0) {
    return { ...reading, confidence: Math.min(reading.confidence, UNSURE) };
  }
  // "vergiss es ich mach das morgen", "olvídalo lo hago mañana": a time to come beside a stop may be
  // when the owner will do it after all; dropping the thread then would lose it. Today too: "laisse
  // tomber pour aujourd'hui", "drop it for today" puts it off, it does not drop it.
  if (reading.actions.some((a) => a.action === "stop") && unread.length > 0) return { ...reading, confidence: Math.min(reading.confidence, UNSURE) };
  return reading;
}

/** A clause that is no new request of its own and says a done, in a reply that holds a request or plan (`isNewTask`). */
function doneBesideRequest(plain: string, summary: string | undefined, locale: Locale): boolean {
  const lx = pack(locale).reply;
  const clauses = splitClauses(plain, lx).map((c) => c.replace(/[?!.]+$/u, "").trim()).filter(Boolean);
  if (clauses.length < 2 || !clauses.some((c) => isNewTask(c, locale) !== null)) return false;
  const negation = grammarOf(locale).negation;
  return clauses.some((c) => isNewTask(c, locale) === null && !negation.test(c) && ([lx, EN].some((w) => w.done.test(c) || w.doneVerb.test(c)) || (!!summary && saysVerbDone(c, summary, locale))));
}

/**
 * "she had a fall in the night", "er ist heut Nacht gestürzt": a clause that opens with a third-person
 * pronoun of the reply's or the owner's language (the packs' `thirdPersons`) is news about someone.
 */
function opensWithThirdPersonPronoun(clause: string, locales: readonly Locale[]): boolean {
  const first = clause.trim().match(/^[\p{L}]+/u)?.[0];
  return first !== undefined && locales.some((l) => pack(l).reply.thirdPersons.includes(first));
}

/**
 * "rinviala a lunedì 8 giugno, in mattinata", "reporter au lundi 8 juin, matin": a time said in two
 * pieces, the day and then, after a comma, its part of the day. The reading's time with the words after
 * the comma (up to three), when the two together are one time the due grammar reads and another instant
 * than the day alone; the reading as it was otherwise.
 */
function withTimeCompleted(plain: string, reading: ReplyReading): ReplyReading {
  const lower = plain.toLowerCase().replace(/[.!]+$/u, "");
  const actions = reading.actions.map((a) => {
    if (!a.until) return a;
    const at = lower.indexOf(a.until.toLowerCase());
    if (at < 0) return a;
    const after = /^\s*,\s*([^,;.!?]+)/u.exec(lower.slice(at + a.until.length));
    if (!after) return a;
    const words = after[1]!.trim().split(/\s+/u);
    for (let n = Math.min(3, words.length); n >= 1; n--) {
      const longer = `${a.until}, ${words.slice(0, n).join(" ")}`;
      if (isDuePhrase(longer, reading.locale) && sameDueShape(longer, reading.locale) !== sameDueShape(a.until, reading.locale)) return { ...a, until: longer };
    }
    return a;
  });
  return actions.some((a, i) => a !== reading.actions[i]) ? { ...reading, actions } : reading;
}

/**
 * Calibration (issue 34): a condition anywhere in the reply ("unterschreib ich wenn sie wirklich mit
 * will, sie weiß es noch nicht", "assino se ele quiser mesmo ir, ainda não sabe") makes a done, a
 * "not yet" or a deferral without a time a guess, wherever the action word stands: the state the
 * owner reports holds only if something ZOE cannot know does. Measured on a development batch the
 * reader had not seen (corpus/dev/replies-<code>-seventh.tsv) before it was kept: it took two of
 * its four confident mistakes and no right reading there or in the earlier files. Beside a stop the
 * clause is its reason ("die Nachbarin gießt wenn wir weg sind, vergiss es"), and beside a time it
 * says when ("morgen om 9 uur als ze open gaan"): those stay as read.
 */
function conditional(plain: string, reading: ReplyReading, fallback: Locale): boolean {
  if (reading.actions.some((a) => a.action === "stop" || a.until)) return false;
  return [...new Set<Locale>([reading.locale, fallback])].some((l) => grammarOf(l).condition.test(plain));
}

/**
 * The shapes of a reply that holds an action word without meaning it (issue 34, the traps batch,
 * corpus/dev/replies-<code>-traps.tsv): ZOE asks rather than act on a reading of
 * - irony anywhere ("yeah right, done, as if", "mais oui c'est ça, fait, bien sûr", "pois, feito, quem me dera");
 * - a done word after another's saying ("she said it's done", "sie meinte, das ist erledigt"): hearsay, not a report;
 * - a done word beside "for today" / "for now" ("done for today, too tired", "klaar voor vandaag"): the owner
 *   stopped for now, and "for today" is no time to come back;
 * - a done word beside a hedge, read as a done or as a deferral with a time ("bis Freitag fertig, hoffentlich",
 *   "finita entro venerdì, spero"): a hope about when it will be done, not a report that it is;
 * - a stop in a reply that opens with a condition ("s'il pleut je laisse tomber"): the stop is what happens
 *   if something ZOE cannot know does, not a stop now.
 * Each uses the reply's and the owner's language's words (lang/<code>/reply.ts `caution`, `hedge`) and English's.
 */
function trapped(plain: string, reading: ReplyReading, fallback: Locale): boolean {
  const langs = [...new Set<Locale>([reading.locale, fallback])];
  const lexica = [...new Set([...langs.map((l) => pack(l).reply), EN])];
  const saysDone = (s: string) => lexica.some((lx) => lx.done.test(s) || lx.doneVerb.test(s));
  if (langs.some((l) => grammarOf(l).irony.test(plain))) return true;
  // "I'll be done in 10 mins", "over 10 minuten klaar": a done word in the clause of the time read is when the
  // owner expects to finish, not a time to come back (and not denied there: "not done till friday" is a deferral).
  if (timeBesideDone(plain, reading, lexica, langs)) return true;
  for (const l of langs) {
    const heard = grammarOf(l).hearsay.exec(plain);
    if (heard && saysDone(plain.slice(heard.index + heard[0].length))) return true;
  }
  if (langs.some((l) => grammarOf(l).forNow.test(plain)) && saysDone(plain)) return true;
  const dated = reading.actions.some((a) => a.action === "done" || a.until);
  if (dated && saysDone(plain) && lexica.some((lx) => lx.hedge.test(plain))) return true;
  if (reading.actions.some((a) => a.action === "stop") && langs.some((l) => grammarOf(l).condition.exec(plain)?.index === 0)) return true;
  // "if I get out early, tonight", "si salgo temprano, esta noche", "als ik vroeg weg kan, vanavond" (issue 34, the
  // thirty-fourth batch): a time in a clause after an opening condition is when, if at all: the condition may not hold,
  // so ZOE asks. In one clause ("once I'm home tonight", "morgen om 9 uur als ze open gaan") the time stays as read.
  if (reading.actions.some((a) => a.until) && splitClauses(plain, pack(reading.locale).reply).length > 1 && langs.some((l) => grammarOf(l).condition.exec(plain)?.index === 0)) return true;
  // "the 14th", "der 14.", "dia 14" on their own: the date of the booking as likely as a time to come back.
  if (reading.actions.some((a) => a.until) && langs.some((l) => grammarOf(l).bareDay.test(plain.trim()))) return true;
  // "stop worrying, I'm on it", "hör auf, dir Sorgen zu machen": a stop of the owner's own doing, not of ZOE's.
  if (reading.actions.some((a) => a.action === "stop") && langs.some((l) => grammarOf(l).stopOther.test(plain))) return true;
  return false;
}

/** A done sign anywhere in a text (EMOJI_DONE without its global flag). */
const DONE_SIGN = new RegExp(EMOJI_DONE.source, "u");

/**
 * "✅ mostly", "✅ größtenteils", "✅ grotendeels" (issue 34, the third traps batch): a hedge beside a done
 * said by its sign takes it back as much as beside a done word (`trapped`), so a done read there is asked about.
 */
function hedgedSign(raw: string, plain: string, reading: ReplyReading, fallback: Locale): boolean {
  if (!reading.actions.some((a) => a.action === "done") || !DONE_SIGN.test(raw)) return false;
  return [...new Set<Locale>([reading.locale, fallback, "en"])].some((l) => pack(l).reply.hedge.test(plain));
}

/**
 * "auf den 20. verschoben, passt" under "den Zahnarzttermin verschieben", "stopped it yesterday" under
 * "stop the gym direct debit" (issue 34, the third traps batch): when the thread's own verb is an action
 * word (put off, move, stop, drop) and the reply holds that verb, the word may report the task done as
 * much as ask ZOE to act; a snooze, move or stop read there is asked about.
 */
function ownVerbAsAction(plain: string, reading: ReplyReading, summary: string | undefined): boolean {
  if (!summary) return false;
  const lx = pack(reading.locale).reply;
  const words = (a: ReplyActionName): RegExp[] => (a === "snooze" ? [...family("snooze", lx), ...family("reschedule", lx), lx.snoozeVerb, EN.snoozeVerb] : family(a, lx));
  // Only the thread's verbs that are that action's words count ("cancel" of "cancel the gym membership"):
  // "membership", last in the summary as a verb stands in German, is the thing the stop names.
  const actionVerbs = (a: ReplyActionName) => threadVerbs(summary, reading.locale).filter((v) => words(a).some((re) => re.test(v)));
  const asAction = reading.actions.some((a) => (a.action === "snooze" || a.action === "reschedule" || a.action === "stop") && words(a.action).some((re) => re.test(summary.toLowerCase())) && (actionVerbs(a.action).length === 0 || holdsVerbOf(plain, actionVerbs(a.action)) || saysVerbDone(plain, summary, reading.locale)));
  if (asAction && (holdsThreadVerb(plain, summary, reading.locale) || saysVerbDone(plain, summary, reading.locale))) return true;
  // "cancelled it yesterday" under "stop the gym subscription": the thread's stop said in another stop
  // word in the past reports it done as much as it drops it: asked about.
  const stopThread = reading.actions.some((a) => a.action === "stop") && (family("stop", lx).some((re) => re.test(summary.toLowerCase())) || cancellingThread(summary, reading.locale));
  return stopThread && stopSaidInPast(plain, reading.locale);
}

/**
 * Whether a word is a past form of the language (`commitments.pastOf`) of a verb whose stem it begins with
 * ("cancelled", "confirmed", "bestätigt", "bevestigd"), or, with its "ge" taken out, of a verb with a
 * separable part ("angerufen" of "anrufen"): a report of something done.
 */
function isPastForm(w: string, locale: Locale): boolean {
  if (w.length < 5) return false;
  const { pastOf } = pack(locale).commitments;
  const ge = w.indexOf("ge", 1);
  for (const word of ge > 0 ? [w, w.slice(0, ge) + w.slice(ge + 2)] : [w]) {
    for (let k = 3; k < word.length; k++) {
      const stem = word.slice(0, k);
      if ([stem, `${stem}en`, `${stem}n`].some((base) => pastOf(base).includes(w))) return true;
    }
  }
  return false;
}

/** Whether a stop word of the reply is said in the past ("cancelled", "opgezegd"), which reports what was done. */
function stopSaidInPast(plain: string, locale: Locale): boolean {
  const stops = family("stop", pack(locale).reply);
  return (plain.toLowerCase().match(/[\p{L}']+/gu) ?? []).some((w) => stops.some((re) => re.test(w)) && isPastForm(w, locale));
}

/**
 * "called and confirmed", "angerufen und bestätigt", "gebeld en bevestigd" under "confirm the florist": a past form
 * joined by the language's plain "and" to the past form of the thread's own verb is a step of the same work; the
 * reply without it. Only two single words, the thread's verb one of them.
 */
function withStepJoined(text: string, summary: string | undefined, locale: Locale): string {
  if (!summary) return text;
  const and = [...new Set([pack(locale).reply.joiners, EN.joiners].map((j) => topLevelAlternatives(j)[0]!))].join("|");
  return text.replace(new RegExp(`(?<![\\p{L}])(\\p{L}{4,}) (?:${and}) (\\p{L}{4,})(?![\\p{L}])`, "giu"), (all, a: string, b: string) => {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    // "verlängert und bezahlt": a done word of the lexicon is read as it stands.
    if ([pack(locale).reply.done, pack(locale).reply.doneVerb, EN.done, EN.doneVerb].some((re) => re.test(x) || re.test(y))) return all;
    if (saysVerbDone(y, summary, locale, false) && !saysVerbDone(x, summary, locale, false) && isPastForm(x, locale)) return b;
    if (saysVerbDone(x, summary, locale, false) && !saysVerbDone(y, summary, locale, false) && isPastForm(y, locale)) return a;
    return all;
  });
}

/**
 * Whether a clause of the reply holds both a stretch of time from now the reading carries and a done word,
 * with no negation in that clause ("I'll be done in 10 mins", "over 10 minuten klaar"): the time is how long
 * the owner expects the rest to take. Clauses apart ("done? no. tomorrow.", "first part done, the rest this weekend") are not one.
 */
function timeBesideDone(plain: string, reading: ReplyReading, lexica: readonly ReplyWords[], langs: readonly Locale[]): boolean {
  // Only a stretch from now ("in 10 mins"): "je finis demain" is the plan of a day, a time to come back.
  const until = reading.actions.map((a) => a.until?.toLowerCase()).filter((u): u is string => !!u && WITHIN.test(u));
  if (until.length === 0) return false;
  const lx = pack(reading.locale).reply;
  return splitClauses(plain.toLowerCase(), lx).some((clause) => {
    if (!lexica.some((l) => l.done.test(clause) || l.doneVerb.test(clause))) return false;
    if (langs.some((l) => grammarOf(l).negation.test(clause)) || lexica.some((l) => l.notYet.test(clause))) return false;
    const digits = (u: string) => u.match(/\d+/gu)?.join(" ") ?? "";
    return until.some((u) => clause.includes(u) || (digits(u) !== "" && digits(clause) === digits(u) && isDuePhrase(u, reading.locale)));
  });
}

/** A reading read from a shape of its own (`doneByAnother`, `doneState`...), held below CONFIDENT beside a conflicting signal as `covered` holds the rest. */
function withConflictAsked(text: string, ctx: ReplyContext, fallback: Locale, reading: ReplyReading): ReplyReading {
  if (reading.intent !== "ack" || reading.confidence < CONFIDENT) return reading;
  return conflictingSignal(normalise(text, reading.locale).text, reading, ctx, fallback) || stopByAnother(text, reading, ctx.summary, fallback) ? { ...reading, confidence: Math.min(reading.confidence, UNSURE) } : reading;
}

/**
 * Calibration, the ninth traps batch (issue 34, corpus/dev/replies-<code>-traps9.tsv, replies written as other
 * kinds of owners): a stop word said in the past with another person as its subject ("Tom cancelled it", "she
 * dropped it", "o Tomás cancelou", "Tommaso l'ha annullato", "Tom a annulé") is news of what that person did,
 * not the owner asking ZOE to stop: a sure stop read from it is asked about. The other person, said before the
 * stop word in its clause, is a name (a capitalised word of the reply as typed that no lexicon of the reply's,
 * the owner's or English's language knows and the thread's words do not hold), a third-person pronoun (the packs'
 * `thirdPersons`) or another of the packs' `others` ("my wife", "o meu marido"). Only the raw reply shows a name.
 */
function stopByAnother(raw: string, reading: ReplyReading, summary: string | undefined, fallback: Locale): boolean {
  if (!reading.actions.some((a) => a.action === "stop")) return false;
  const locale = reading.locale;
  const langs = [...new Set<Locale>([locale, fallback, "en"])];
  const lx = pack(locale).reply;
  const stops = family("stop", lx);
  const known = vocabularyOf(langs);
  const threadWords = new Set((summary?.toLowerCase().match(/\p{L}+/gu) ?? []));
  const another = anotherOf(langs);
  const isName = (w: string) => /^\p{Lu}\p{Ll}+$/u.test(w) && !known.has(w.toLowerCase()) && !NOT_A_NAME.has(w.toLowerCase()) && !threadWords.has(w.toLowerCase()) && w.toLowerCase() !== "zoe";
  const pastStop = (w: string) => stopSaidInPast(w, locale) || stopInPastTense(w, locale);
  // The language's own forms for another's doing said as the owner's ("cancelou" -> "cancelei", "l'ha" -> "l'ho", "a annulé" -> "j'ai annulé").
  const asOwn = (s: string) => langs.reduce((t, l) => pack(l).reply.asOwn.reduce((u, [re, to]) => u.replace(re, to), t), s);
  const byAnother = (clause: string) => {
    const words = (clause.match(/[\p{L}'’]+/gu) ?? []).map((w) => w.replace(/’/gu, "'"));
    const at = words.findIndex((w) => stops.some((re) => re.test(w.toLowerCase())));
    if (at < 0) return false;
    const said = words[at]!.toLowerCase();
    const own = asOwn(said);
    // A stop verb in another's past form, its subject left out as these languages do ("esqueceu", "canceló").
    if (own !== said && !pastStop(said) && pastStop(own)) return true;
    if (!pastStop(said)) return false;
    // An auxiliary in another's form before the past ("le magasin a annulé", "l'ha annullato").
    if (words.slice(0, at).some((_, k) => { const tail = words.slice(k, at + 1).join(" ").toLowerCase(); return asOwn(tail) !== tail; })) return true;
    const before = words.slice(0, at);
    return before.some((w) => isName(w.replace(/^\p{L}['’]/u, "")) || langs.some((l) => pack(l).reply.thirdPersons.includes(w.toLowerCase()))) || another.test(before.join(" "));
  };
  // "arrête avec ça, le client a annulé le chantier": the owner's own stop beside another's is the owner's, that one its reason.
  const clauses = splitClauses(raw.replace(/\p{Extended_Pictographic}+\ufe0f?/gu, ", "), lx);
  const isStop = (c: string) => lx.stop.test(c.toLowerCase()) || EN.stop.test(c.toLowerCase());
  return clauses.some(byAnother) && !clauses.some((c) => isStop(c) && !byAnother(c));
}

/**
 * Calibration, the fourth traps batch (issue 34, corpus/dev/replies-<code>-traps4.tsv, seven languages):
 * a sure reading beside a signal that says otherwise is asked about, never acted on.
 * - a stop beside the thread's own verb said done ("sie hat mich angerufen, hat sich erledigt"): the
 *   work may be done, and dropping it would say the owner gave it up;
 * - an act beside a contrast that holds a negation ("würde es aufteilen, weiß aber nicht wie"): the
 *   owner takes back in the same breath what the act asks for;
 * - a done word with an object after it that is not the thread's ("finito il caffè, ora il puzzle");
 * - the thread's own verb said done after another's saying ("mon mari dit qu'il l'a résiliée").
 * Applied to every sure reading, those read from a shape of their own too (`withConflictAsked`).
 * Uses the packs' lexicons, joiners, hearsay words and negations; no word list of its own.
 */
function conflictingSignal(plain: string, reading: ReplyReading, ctx: ReplyContext, fallback: Locale): boolean {
  const locale = reading.locale;
  const lx = pack(locale).reply;
  const langs = [...new Set<Locale>([locale, fallback, "en"])];
  const names = reading.actions.map((a) => a.action);
  const clauses = splitClauses(plain, lx).map((c) => c.replace(/[?!.]+$/u, "").trim()).filter(Boolean);
  const negated = (c: string) => langs.some((l) => grammarOf(l).negation.test(c));
  if (names.length === 1 && names[0] === "stop") {
    const isStop = (c: string) => lx.stop.test(c) || EN.stop.test(c);
    const rest = clauses.flatMap((c) => {
      const hit = stopAtEdge(c, lx);
      return hit ? [hit.rest] : isStop(c) ? [] : [c];
    });
    if (ctx.summary && rest.some((c) => !negated(c) && saysVerbDone(c, ctx.summary!, locale))) return true;
  }
  if (names.some((n) => n !== "not_yet" && n !== "snooze") && contrastThenNegation(plain, locale, langs)) return true;
  // "mon mari dit qu'il l'a résiliée": the thread's own verb said done after another's saying is hearsay
  // as much as a done word there (`trapped`).
  if (names.includes("done") && ctx.summary) {
    for (const l of langs) {
      const heard = grammarOf(l).hearsay.exec(plain);
      if (heard && saysVerbDone(plain.slice(heard.index + heard[0].length), ctx.summary, locale)) return true;
    }
  }
  if (names.includes("done") && doneThenUndone(clauses, lx, langs, locale, ctx.summary)) return true;
  // "went to the gym instead", "texted him instead, he hasn't answered yet", "j'ai nettoyé la cuisine à la place" (issue 34,
  // the thirtieth batch): another thing done in place of the thread's; a done or a "not yet" with no time beside it may be
  // said of that other thing. A time keeps a deferral ("friday instead"); a "not yet" said of the thread's own thing in a
  // clause of its own stays ("hab stattdessen die Küche geputzt, die Reinigung muss noch"), and so does a done word said in
  // a clause of its own ("she called me instead, sorted").
  if (reading.actions.every((a) => a.action === "done" || (a.action === "not_yet" && !a.until)) && langs.some((l) => grammarOf(l).instead.test(plain))) {
    const apart = (c: string) => !langs.some((l) => grammarOf(l).instead.test(c));
    const own = (c: string) => !!ctx.summary && apart(c) && namesThreadBeyondVerb(c, ctx.summary, locale);
    // "she called me instead, sorted": a done word in a clause of its own says the thread is done whatever was done instead.
    const doneApart = (c: string) => apart(c) && [lx, EN].some((w) => w.done.test(c));
    if (names.includes("done") ? !clauses.some(doneApart) : !clauses.some(own)) return true;
  }
  // "fui nos correios, a fila tava enorme e desisti": a stop word said in the past after news of an outing is
  // the owner giving up on that attempt as much as on the thread.
  if (names.length === 1 && names[0] === "stop" && clauses.length > 1 && stopInPastTense(clauses[clauses.length - 1]!, locale) && !clauses.slice(0, -1).some((c) => lx.stop.test(c) || EN.stop.test(c))) return true;
  if (names.every((n) => n === "snooze" || n === "not_yet") && (questionBack(plain, lx, langs, locale, ctx.summary) || yesButLater(plain, clauses, lx, langs))) return true;
  // "maybe break it down? what would that look like": a choice said as a question, with a hedge or a question back beside it, is weighed, not made.
  if (names.every((n) => n !== "done") && choiceInDoubt(plain, names, lx, langs, locale, ctx.summary)) return true;
  // "kannst aufhören zu fragen, mein Sohn war mit ihm draußen": another's doing beside a stop is the thread done by them or the reason to drop it.
  if (names.length === 1 && names[0] === "stop" && anotherBesideStop(clauses, lx, langs, negated)) return true;
  // "so done with my landlord", "done with this week": a done word about another thing, whatever the reading made of it
  // (beside a clause of its own that answers, "done with the intro, rest tomorrow", only a done is doubted).
  if ((names.includes("done") || clauses.length === 1) && doneWithAnotherThing(clauses, lx, locale, ctx.summary)) return true;
  // The seventh traps batch: a done word beside a time still to come ("done by tonight", "bis heute Abend
  // erledigt", "fatto entro stasera") is a promise; a done said after a "not yet" ("noch nicht... doch,
  // verschickt") is a correction; a done of a thing the thread's words do not name beside a clause that says
  // the thread is still open ("llamé al electricista, el fontanero sigue en la lista") is another loop's.
  if (names.includes("done") || reading.actions.some((a) => a.action === "snooze" && a.until)) {
    if (promisedDone(clauses, reading, lx, langs, locale, ctx.summary)) return true;
  }
  // The eighth traps batch: a question typed without its mark ("should I snooze it till next week", "hab ich den
  // schon bezahlt", "je le repousse à la semaine prochaine ou pas") asks ZOE, it does not answer; and a done word
  // in the future ("wird bald fertig sein", "is binnenkort klaar", "I'll have it done") is a promise.
  if (langs.some((l) => clauses.some((cl) => grammarOf(l).askedPlain.test(cl)))) return true;
  if (names.includes("done") && promisedInFuture(clauses, lx, langs, locale, ctx.summary)) return true;
  if (names.includes("not_yet") && ctx.summary && notYetBesideDone(clauses, lx, langs, locale, ctx.summary, negated)) return true;
  if (names.includes("done") && ctx.summary && doneOfAnotherLoop(clauses, lx, locale, ctx.summary)) return true;
  if (names.includes("done") && ctx.summary && verbDoneToAnotherPerson(clauses, langs, locale, ctx.summary)) return true;
  if (ctx.summary && reading.actions.some((a) => a.action === "snooze" || a.action === "reschedule") && requestOfItsOwn(plain, locale, ctx.summary)) return true;
  if (names.length === 1 && names[0] === "done" && ctx.summary) {
    // "finito il caffè, ora il puzzle": the done word's object is another thing, the thread named apart.
    const summary = ctx.summary;
    for (const c of clauses) {
      const hit = lx.done.exec(c) ?? lx.doneVerb.exec(c);
      if (!hit || hit.index !== 0) continue;
      const object = c.slice(hit[0].length).trim();
      // The thread named after the done ("the permit thing? done ages ago" names it first, as its topic).
      if (object && unexplainedWords(object, grammarOf(locale), summary) > 0 && !namesThread(object, summary) && clauses.slice(clauses.indexOf(c) + 1).some((other) => namesThread(other, summary))) return true;
    }
  }
  return false;
}

/**
 * Calibration, the tenth traps batch (issue 34, corpus/dev/replies-<code>-traps10.tsv, replies to concrete
 * follow-ups, half of them about something else): "erinner mich bitte heute Abend noch, Katzenfutter zu kaufen"
 * under "in der Apotheke anrufen" asks for a reminder of a task of its own, and its time is that task's: a
 * snooze of this thread read from it is asked about. The task is what follows the language's reminder request
 * and its joiner (the packs' `commitments.reminder`), without the times said and the day words, when it holds a
 * word that neither the lexicons nor the thread's summary explain ("Erinnern Sie mich bitte am Samstag" holds none),
 * also when a time stands between the request and its joiner ("remind me on sunday to call mum").
 */
function requestOfItsOwn(plain: string, locale: Locale, summary: string): boolean {
  const g = grammarOf(locale);
  return [...new Set<Locale>([locale, "en"])].some((l) => {
    const c = pack(l).commitments;
    const ask = c.reminder.ask.exec(plain);
    if (!ask) return false;
    const asked = plain.slice(ask.index + ask[0].length).trim();
    // "erinner mich morgen früh daran, die Winterreifen zu bestellen", "remind me on sunday to call mum": a time said
    // before the joiner is the task's time too (issue 34, the twenty-fourth batch).
    const said = asked.split(/\s+/u);
    const lead = [6, 5, 4, 3, 2, 1].map((n) => said.slice(0, n).join(" ")).find((t) => isDuePhrase(t.replace(/[,;]$/u, ""), locale));
    const after = !c.reminder.joiner.test(asked) && lead ? asked.slice(lead.length).trim() : asked;
    // "erinner mich Sonntag, Mama anzurufen", "remind me sunday, call mum": the time, a comma, then the task without a joiner.
    const commaTask = !!lead && /,$/u.test(lead) && !c.reminder.joiner.test(asked) && after.length > 0;
    if (!c.reminder.joiner.test(after) && !commaTask) return false;
    const task = timesSaid(after, locale).reduce((o, t) => o.replace(t, " "), after.replace(c.reminder.joiner, ""));
    const words = (task.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !isDuePhrase(w, locale));
    return unexplainedWords(words.join(" "), g, summary) > 0;
  });
}

/**
 * Calibration, the fifth traps batch (issue 34, corpus/dev/replies-<code>-traps5.tsv): a done word in one
 * clause, then a later clause that takes it back: news that the attempt failed ("passei, estava fechada",
 * "sent it but it bounced", "gebeld, niemand nam op"), a remainder or a correction ("verschickt! oh, liegt
 * noch in den Entwürfen", "terminado, menos la última página", "gedaan. nou ja, de helft"), or a negation
 * ("called, nobody answered", "fatto, non tutto"). The packs' `caution.undoing`, `negations` and `parts`;
 * a later clause that is itself a done, or only thanks, takes nothing back.
 */
function doneThenUndone(clauses: readonly string[], lx: ReplyWords, langs: readonly Locale[], locale: Locale, summary: string | undefined): boolean {
  const saysDone = (c: string) => [lx, EN].some((w) => w.done.test(c) || w.doneVerb.test(c)) || (!!summary && saysVerbDone(c, summary, locale));
  const first = clauses.findIndex(saysDone);
  if (first < 0) return false;
  return clauses.slice(first + 1).some((c) => !saysDone(c) && !lx.social.test(c) && !EN.social.test(c) && langs.some((l) => {
    const g = grammarOf(l);
    return g.undoing.test(c) || g.negation.test(c) || g.parts.test(c);
  }) || stopSaidInPast(c, locale));
}

/**
 * Whether a stop word of a clause is a past form of its verb in any of the language's infinitive shapes
 * ("desisti" of "desistir", "cancelé" of "cancelar", "afgezegd" of "afzeggen"): the owner reports giving up,
 * not asking ZOE to stop. Reads the language's `commitments.pastOf`.
 */
function stopInPastTense(clause: string, locale: Locale): boolean {
  if (stopSaidInPast(clause, locale)) return true;
  const stops = family("stop", pack(locale).reply);
  const { pastOf } = pack(locale).commitments;
  return (clause.toLowerCase().match(/[\p{L}']+/gu) ?? []).some((w) => {
    if (w.length < 5 || !stops.some((re) => re.test(w))) return false;
    for (let k = 3; k < w.length; k++) {
      if (["ar", "er", "ir", "re"].some((end) => pastOf(w.slice(0, k) + end).includes(w))) return true;
    }
    return false;
  });
}

/**
 * "in a minute, who was it for again?", "später? wann hatte ich gesagt?", "esta noche... ¿cuál era la
 * dirección?" (issue 34, the fifth traps batch): a time-ish opener before a question back to ZOE is the
 * owner's "hang on" while they ask, not a deferral. A clause that ends in "?", opens with (or holds) a
 * question word of the reply's, the owner's or English's language, and holds no action word and no time.
 */
function questionBack(plain: string, lx: ReplyWords, langs: readonly Locale[], locale: Locale, summary: string | undefined): boolean {
  const asked = plain.split(/(?<=\?)/u).map((c) => c.trim()).filter((c) => /\?$/u.test(c));
  return asked.some((q) => {
    // Only what follows the last other clause break ("in a minute, who was it for again?" asks "who was it for again").
    const c = q.split(/[,;:!…]|\.(?!\d)|\s[-–—]\s/u).map((s) => s.replace(/^[\s¿]+|[\s?]+$/gu, "")).filter(Boolean).pop() ?? "";
    if (!c) return false;
    // "brought it back? totally forgot": ZOE's own question echoed (the thread's verb or name) is no question back.
    if (summary && (saysVerbDone(c, summary, locale) || holdsThreadVerb(c, summary, locale) || namesThread(c, summary))) return false;
    const words = plain.toLowerCase().match(/[\p{L}']+/gu) ?? [];
    // Without a question word ("in a bit, do you have his number?"), a question of three words or more, in a
    // reply with no deferral verb: "remind me tomorrow, would that be ok?" asks about the deferral itself.
    const bare = c.split(/\s+/u).length >= 3 && !langs.some((l) => words.some((w) => grammarOf(l).deferVerb.test(w)));
    const asks = bare || langs.some((l) => pack(l).reply.question.test(c) || grammarOf(l).questionInside.test(c));
    return asks && !langs.some((l) => grammarOf(l).actionWord.test(c) || holdsTime(c, l)) && !lx.defer.has(c) && !EN.defer.has(c);
  });
}

/**
 * Calibration, the sixth traps batch (issue 34, corpus/dev/replies-<code>-traps6.tsv): an answer to a
 * decision weighed aloud ("maybe break it down? what would that look like", "vielleicht aufteilen? wie
 * würde das aussehen"): a clause with an action word that ends in "?" beside a hedge of its own, or
 * followed by a question back to ZOE (`questionBack`). The packs' lexicon and `hedge` (the reply's and English's).
 */
function choiceInDoubt(plain: string, names: readonly ReplyActionName[], lx: ReplyWords, langs: readonly Locale[], locale: Locale, summary: string | undefined): boolean {
  const asked = plain.split(/(?<=\?)/u).map((c) => c.trim()).filter((c) => /\?$/u.test(c));
  const words = names.flatMap((n) => family(n, lx));
  const acting = asked.filter((q) => words.some((re) => new RegExp(re.source, re.flags.replace("g", "")).test(q)) || langs.some((l) => grammarOf(l).actionWord.test(q)));
  if (acting.length === 0) return false;
  if (acting.some((q) => lx.hedge.test(q) || EN.hedge.test(q))) return true;
  const rest = plain.slice(plain.indexOf(acting[0]!) + acting[0]!.length).trim();
  if (questionBack(rest, lx, langs, locale, summary)) return true;
  // A question word opening what follows, its "?" left off ("what would that look like").
  const after = rest.split(/[,;:!…?]|\.(?!\d)|\s[-–—]\s/u).map((c) => c.trim().replace(/^¿/u, "")).filter(Boolean);
  return after.some((c) => langs.some((l) => pack(l).reply.question.test(c)) && !langs.some((l) => grammarOf(l).actionWord.test(c) || holdsTime(c, l)));
}

/**
 * "already paid, stop reminding me", "déjà payé, arrête de me le rappeler": every stop in the reply is of ZOE's
 * asking (its clause holds a word of the packs' `ownMessages` or a deferral verb, "reminding", "erinnern",
 * "rappeler"), and no clause names another person ("my husband paid him, forget it": done or dropped is a guess).
 */
function stopsOnlyAsking(text: string, lx: ReplyWords, langs: readonly Locale[]): boolean {
  const clauses = splitClauses(text, lx);
  const isStop = (c: string) => langs.some((l) => pack(l).reply.stop.test(c));
  const own = new Set(langs.flatMap((l) => pack(l).reply.ownMessages).filter((w) => !NOT_A_NAME.has(w)));
  const defer = new RegExp(`^(?:${langs.flatMap((l) => pack(l).reply.deferVerbs).join("|")})`, "iu");
  const asking = (c: string) => (c.toLowerCase().match(/[\p{L}]+/gu) ?? []).some((w) => own.has(w) || defer.test(w));
  const stops = clauses.filter(isStop);
  return stops.length > 0 && stops.every(asking) && !clauses.some((c) => anotherOf(langs).test(c));
}

/**
 * "you can stop asking, my son walked him", "pode parar de perguntar, meu filho levou ele" (the sixth
 * traps batch): beside a stop of ZOE's asking (a word of the packs' `ownMessages` in its clause), a
 * clause of its own about another person (the packs' `others`), not denied, says what they did: the
 * thread done by them as likely as the reason the owner wants no more questions.
 */
function anotherBesideStop(clauses: readonly string[], lx: ReplyWords, langs: readonly Locale[], negated: (c: string) => boolean): boolean {
  if (clauses.length < 2) return false;
  const isStop = (c: string) => lx.stop.test(c) || EN.stop.test(c);
  // Only a stop of ZOE's asking ("stop asking", "aufhören zu fragen"): "vergiss es" beside "die Nachbarin gießt" drops the thread for that reason.
  const own = new Set([...lx.ownMessages, ...EN.ownMessages].filter((w) => !NOT_A_NAME.has(w)));
  if (!clauses.some((c) => isStop(c) && (c.toLowerCase().match(/[\p{L}]+/gu) ?? []).some((w) => own.has(w)))) return false;
  const another = anotherOf(langs);
  return clauses.some((c) => !isStop(c) && another.test(c) && !negated(c));
}

/**
 * "honestly I'm done with this week", "done with work for today" (the sixth traps batch): a done
 * word, then "with" and a thing the thread's words do not name, is the owner done with something else
 * (or fed up), not a report on the thread. English's `object.particles` give "with";
 * a pronoun alone ("done with it", no naming word), a part of the work or ZOE's own messages name nothing else.
 */
function doneWithAnotherThing(clauses: readonly string[], lx: ReplyWords, locale: Locale, summary: string | undefined): boolean {
  if (!summary) return false;
  // English's "with" (its particles): the Romance languages' "à", "al", "par" give a done its recipient or its agent.
  const joins = EN.object.particles.map(escapeRegExp);
  if (joins.length === 0) return false;
  const lead = new RegExp(`^(?:${longestFirst(joins).join("|")})\\s+(.+)$`, "iu");
  return clauses.some((c) => {
    const hit = lx.done.exec(c) ?? lx.doneVerb.exec(c) ?? EN.done.exec(c);
    if (!hit) return false;
    const m = lead.exec(c.slice(hit.index + hit[0].length).trim());
    if (!m) return false;
    const object = m[1]!.replace(/[?!.]+$/u, "").trim();
    // "done with the intro, rest tomorrow": a part of the thread's work (the packs' `object.parts`) is no other thing.
    if (namesThread(object, summary) || namesOwnMessages(object, lx) || grammarOf(locale).parts.test(object)) return false;
    // A thing of words the lexicon does not explain ("my landlord"), or a span of time ("this week"); not "it yet".
    if (isDuePhrase(object, locale)) return true;
    const untimed = timesSaid(object, locale).reduce((o, t) => o.replace(t, " "), object);
    return unexplainedWords(untimed, grammarOf(locale), summary) > 0;
  });
}

/** The shapes of "this morning" and of "today": a done beside them tells when it was done ("erledigt heute früh"). */
const THIS_MORNING = sameDueShape("this morning");
/** Every pack's words that open a deadline ("bis", "d'ici", "para", "entro", "até"), lower case. */
const DEADLINE_BEFORE: readonly string[] = [...new Set(LOCALES.flatMap((l) => pack(l).due.rewrite?.deadlineWords ?? []))].map((w) => w.toLowerCase());

/**
 * "done by tonight", "bis heute Abend erledigt", "hecho para esta noche", "feito até hoje à noite", "fatto
 * entro stasera" (the seventh traps batch): a done word of the lexicon (the plain "done", not a verb's past)
 * in a clause with a time the reply says, not denied and with none of the language's past words
 * ("yesterday", "gestern", "hace"), is when the owner means to be done: a promise, not a report, and a done
 * read there is asked about. Today and this morning are when it was done as likely: a done read beside them
 * stays, and a deferral read from them ("done this morning" as a snooze to this morning) is asked about.
 */
function promisedDone(clauses: readonly string[], reading: ReplyReading, lx: ReplyWords, langs: readonly Locale[], locale: Locale, summary: string | undefined): boolean {
  const deferred = reading.actions.every((a) => a.action !== "done");
  return clauses.some((c) => {
    if (![lx, EN].some((w) => w.done.test(c))) return false;
    // The thread's own verb ("prenotato per martedì"), a clock time ("payé à 8h"), or a thing beside the time
    // ("la visite est calée pour vendredi") tell what was done and for when: read as they stand.
    if (/\d/u.test(c) || (summary && saysVerbDone(c, summary, locale))) return false;
    const untimed = timesSaid(c, locale).reduce((o, t) => o.replace(t, " "), c);
    const bareDone = [lx, EN].reduce((o, w) => o.replace(new RegExp(w.done.source, w.done.flags.replace("g", "")), " "), untimed);
    if (unexplainedWords(untimed, grammarOf(locale), summary) > 0 || contentWords(bareDone).length > 0 || (summary && namesThreadBeyondVerb(c, summary, locale))) return false;
    if (langs.some((l) => grammarOf(l).negation.test(c) || pack(l).reply.notYet.test(c))) return false;
    const lower = c.toLowerCase();
    if (langs.some((l) => pack(l).due.past.some((w) => new RegExp(`(?<![\\p{L}])${escapeRegExp(w)}(?![\\p{L}])`, "u").test(lower)))) return false;
    return timesSaid(c, locale).some((t) => {
      const earlier = [TODAY, THIS_MORNING].includes(sameDueShape(t, locale));
      // A promise's time follows a deadline word ("bis", "para", "d'ici", "entro", "até"; any pack's).
      return deferred ? earlier : !earlier && DEADLINE_BEFORE.some((w) => lower.includes(`${w} ${t.toLowerCase()}`) || t.toLowerCase().startsWith(`${w} `));
    });
  });
}

/**
 * "wird bald fertig sein", "is binnenkort klaar", "I'll have it done", "estará hecho", "sarà fatto" (the eighth
 * traps batch): a clause that says a done (a done word of the lexicon or the thread's own verb) with an
 * auxiliary of the future or a "soon" of the packs' `caution.promise` in it is what the owner means to have
 * done, not what is done: asked about. A clause with a word of the language's past ("yesterday", "gestern") is
 * left as it stands.
 */
function promisedInFuture(clauses: readonly string[], lx: ReplyWords, langs: readonly Locale[], locale: Locale, summary: string | undefined): boolean {
  return clauses.some((c) => {
    const saysDone = [lx, EN].some((w) => w.done.test(c) || w.doneVerb.test(c)) || (!!summary && saysVerbDone(c, summary, locale));
    if (!saysDone || !langs.some((l) => grammarOf(l).promise.test(c))) return false;
    const lower = c.toLowerCase();
    return !langs.some((l) => pack(l).due.past.some((w) => new RegExp(`(?<![\\p{L}])${escapeRegExp(w)}(?![\\p{L}])`, "u").test(lower)));
  });
}

/**
 * "noch nicht... doch, vor einer Stunde verschickt", "not done... actually yes, sent them" (the seventh traps
 * batch): after a "not yet", a yes of its own and a clause that says the thread's verb done, or a done word
 * of the lexicon, with no negation and no part of the work in it, take the "not yet" back: asked about.
 */
function notYetBesideDone(clauses: readonly string[], lx: ReplyWords, langs: readonly Locale[], locale: Locale, summary: string, negated: (c: string) => boolean): boolean {
  if (clauses.length < 2) return false;
  const notYet = (c: string) => negated(c) || langs.some((l) => pack(l).reply.notYet.test(c));
  const firstNotYet = clauses.findIndex(notYet);
  if (firstNotYet < 0) return false;
  // The "not yet" taken back by a yes of its own after it ("doch", "actually yes", "bueno sí", "anzi sì", "toch wel").
  const yesAt = clauses.findIndex((c, i) => i > firstNotYet && langs.some((l) => pack(l).reply.yes.test(c) || pack(l).reply.yes.test((c.match(/[\p{L}]+/gu) ?? [""])[0]!)));
  if (yesAt < 0) return false;
  return clauses.some((c, i) => {
    if (i < yesAt || notYet(c) || langs.some((l) => grammarOf(l).parts.test(c) || grammarOf(l).partial.test(c) || grammarOf(l).undoing.test(c))) return false;
    // "called the electrician, plumber's still on my list": a done of another thing, the thread named in another clause, is no done of this one.
    if (!namesThreadBeyondVerb(c, summary, locale) && unexplainedWords(c, grammarOf(locale), summary) > 0 && clauses.some((o) => o !== c && namesThreadBeyondVerb(o, summary, locale))) return false;
    if (![lx, EN].some((w) => w.done.test(c) || w.doneVerb.test(c)) && !saysVerbDone(c, summary, locale)) return false;
    // Only a done after the "not yet" takes it back: "photos done, form not yet", "entwurf ist fertig aber noch
    // nicht abgeschickt" tell a part done and the rest not, which is a "not yet".
    return i > firstNotYet && !clauses.slice(i + 1).some((o) => (o.match(/[\p{L}]+/gu) ?? []).some((w) => langs.some((l) => pack(l).reply.no.test(w))));
  });
}

/**
 * "llamé al electricista, el fontanero sigue en la lista" (the seventh traps batch): a clause that says a
 * done of a thing the thread's words do not name, beside another clause that names the thread with no done
 * in it but a "still" or a negation, is another loop's done; the thread's own is still open.
 */
function doneOfAnotherLoop(clauses: readonly string[], lx: ReplyWords, locale: Locale, summary: string): boolean {
  if (clauses.length < 2) return false;
  const g = grammarOf(locale);
  const saysDone = (c: string) => [lx, EN].some((w) => w.done.test(c) || w.doneVerb.test(c)) || saysVerbDone(c, summary, locale);
  // The thread's own verb is no name of it ("llamé" of "llamar al fontanero"): its thing is.
  const other = clauses.findIndex((c) => saysDone(c) && !namesThreadBeyondVerb(c, summary, locale) && unexplainedWords(c, g, summary) > 0);
  if (other < 0) return false;
  // The thread's clause says no done, or takes one back ("el fontanero sigue en la lista": "lista" is a done word too).
  return clauses.some((c, i) => i !== other && namesThreadBeyondVerb(c, summary, locale) && (g.undoing.test(c) || g.negation.test(c)));
}

/**
 * "called my sister" under "call the bank", "j'ai appelé ma sœur", "ho chiamato mia sorella" (issue 34, the thirtieth
 * batch): the thread's own verb said done with another person after it (the packs' `others`) that the thread's words
 * do not name, and no clause naming the thread's thing, is that verb done to someone else: asked ("hab meine Schwester
 * angerufen" says the person before the verb). "called them", "called my mum" under "call mum", and another person
 * opening the clause ("my dad called them", Dutch "mijn zus gebeld" as well) or after a verb in another's form ("l'ha
 * pagata la mia collega") stay as they are read.
 */
function verbDoneToAnotherPerson(clauses: readonly string[], langs: readonly Locale[], locale: Locale, summary: string): boolean {
  if (clauses.some((c) => namesThreadBeyondVerb(c, summary, locale))) return false;
  const another = anotherOf(langs);
  return clauses.some((c) => {
    const m = another.exec(c);
    // "l'ha pagata la mia collega", "lo pagó mi marido": a verb in another's form (the packs' `asOwn`) has the person as its subject.
    return !!m && m.index > 0 && !sharesContentWord(m[0], summary) && asOwn(c, langs) === c && saysVerbDone(c, summary, locale);
  });
}

/** "yes, but later", "ja, aber später", "sí, pero luego": a yes (done) and then a "but" with a deferral is two answers at once. */
function yesButLater(plain: string, clauses: readonly string[], lx: ReplyWords, langs: readonly Locale[]): boolean {
  if (clauses.length < 2 || !langs.some((l) => pack(l).reply.yes.test(clauses[0]!))) return false;
  // The joiners' second entry is each language's "but" (lang/pack.ts `joiners`).
  const buts = [lx.joiners, EN.joiners].map((j) => topLevelAlternatives(j)[1] ?? "(?!)");
  return new RegExp(`(?:^|[\\s,])(?:${buts.join("|")})\\s`, "iu").test(plain);
}

/** The alternatives of a pattern source's outermost alternation ("en|(?<!(?:laat|doe)\\s)maar|dan" has three). */
function topLevelAlternatives(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === "\\") i++;
    else if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (ch === "|" && depth === 0) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  out.push(source.slice(start));
  return out;
}

/** A joiner other than "and" ("but", "aber", "mais") with a negation after it ("weiß aber nicht wie"). */
function contrastThenNegation(plain: string, locale: Locale, langs: readonly Locale[]): boolean {
  // The joiners' second entry is each language's "but" (lang/pack.ts `joiners`).
  const buts = [pack(locale).reply.joiners, EN.joiners].map((j) => topLevelAlternatives(j)[1] ?? "(?!)");
  const m = new RegExp(`(?:^|\\s)(?:${buts.join("|")})\\s`, "iu").exec(plain);
  return !!m && langs.some((l) => grammarOf(l).negation.test(plain.slice(m.index)));
}

/** A done said in the reply once its stop is taken out ("olvídalo [ya lo hice]"), not denied. */
function doneBesideStop(plain: string, locale: Locale): boolean {
  const lx = pack(locale).reply;
  const rest = plain.replace(new RegExp(lx.stop.source, `${lx.stop.flags.replace("g", "")}g`), " ").replace(new RegExp(EN.stop.source, `${EN.stop.flags.replace("g", "")}g`), " ");
  // "not done, drop it": a done denied is a reason to drop it.
  if (grammarOf(locale).negation.test(rest) || lx.notYet.test(rest)) return false;
  return [lx.done, lx.doneVerb, EN.done, EN.doneVerb].some((re) => re.test(rest));
}

/**
 * A clause beside the stop's own, without a stop word of its own, that says the owner is at the
 * thread's work now (lang/<code>/reply.ts `object.atItNow` of the reply's, the owner's or English's language).
 */
function answerBesideStop(plain: string, locale: Locale, fallback: Locale): boolean {
  const lx = pack(locale).reply;
  const langs = [...new Set<Locale>([locale, fallback, "en"])];
  return splitClauses(plain, lx)
    .filter((c) => !lx.stop.test(c) && !EN.stop.test(c))
    .some((c) => langs.some((l) => pack(l).reply.object.atItNow.test(c)));
}

/**
 * The words of the clauses beside a stop that only give its reason ("vendí el coche", "le projet est
 * mort"): no action word, no time, no question, no hedge, not the thread's own verb in the past (that
 * would be a done). Empty when no clause of the reply is a stop on its own.
 */
function reasonWords(plain: string, locale: Locale, summary: string | undefined): Set<string> {
  const lx = pack(locale).reply;
  // "laisse tomber Sam a déjà payé", "se agotaron en diez minutos olvídalo": a stop that opens or ends
  // its clause is a clause of its own, the rest of it the reason.
  const clauses = splitClauses(plain, lx).flatMap((c) => {
    const hit = stopAtEdge(c.replace(/[?!.]+$/, "").trim(), lx);
    return hit && !ownDoing(hit.rest, locale) ? [hit.stop, hit.rest] : [c];
  });
  const isStop = (c: string) => lx.stop.test(c) || EN.stop.test(c);
  const out = new Set<string>();
  // "vergiss es der Kunde ist pleite": a stop, then its reason in the same clause.
  const inClause = clauses.map((c) => stopThenReason(c.replace(/[?!.]+$/, ""), lx, locale, summary));
  if ((clauses.length < 2 && inClause[0] == null) || !clauses.some(isStop)) return out;
  for (const [i, c] of clauses.entries()) {
    const reason = inClause[i];
    if (reason != null) for (const w of reason.match(/[\p{L}\p{N}]+/gu) ?? []) out.add(w);
    if (isStop(c)) continue;
    if (!isReason(c, lx, locale, summary)) return new Set();
    for (const w of c.match(/[\p{L}\p{N}]+/gu) ?? []) out.add(w);
  }
  return out;
}

/** Words that only give a reason: no action word, question, hedge or time, and not the thread's own verb in the past (that would be a done). */
function isReason(clause: string, lx: ReplyWords, locale: Locale, summary: string | undefined): boolean {
  const g = grammarOf(locale);
  const plainClause = clause.replace(/[?!.]+$/, "");
  // "stop, I'm in a meeting till 3": a number beside a stop may be a time the reader could not place.
  if (clause.includes("?") || /\d/u.test(clause) || g.actionWord.test(clause) || lx.hedge.test(clause) || EN.hedge.test(clause) || timesSaid(plainClause, locale).length > 0) return false;
  return !(summary !== undefined && saysVerbDone(clause, summary, locale));
}

/**
 * The one time a reading puts the thread off to, when it only puts it off (snooze or not yet, or, in answer
 * to a decision, a new date: "spostalo a lunedì, quando torniamo dal tour") to exactly one time; null otherwise.
 */
function deferredUntil(reading: ReplyReading, kind?: ReplyContext["kind"]): string | null {
  const timed = reading.actions.filter((a) => a.until);
  return timed.length === 1 && reading.actions.every((a) => a.action === "snooze" || a.action === "not_yet" || (a.action === "reschedule" && kind === "decision")) ? timed[0]!.until! : null;
}

/**
 * "busy with customers, in an hour", "laden ist voll, in einer stunde", "winkel staat vol, over een uur": a
 * snooze whose time is said in the last clause, after clauses that only give its reason (no action word,
 * question, hedge, number, done of the thread or time but today itself). The reason's words need no
 * explaining: they say why the owner puts it off, the time says until when. Empty otherwise.
 */
/**
 * "marking 30 essays", "sitze an 30 Aufsätzen", "zit met 30 opstellen": every number in the words is a
 * count of things (a number, then a word that makes no time or duration with it, in the language or in
 * English), not a time or a figure of the answer.
 */
function onlyCounts(words: string, locale: Locale): boolean {
  const nums = [...words.matchAll(/(?<![\p{L}\p{N}.,:])(\d+)(?![\p{N}.,:])\s*(\p{L}*)/gu)];
  if (nums.length === 0 || nums.length !== (words.match(/\d+/gu) ?? []).length) return false;
  return nums.every((m) => {
    const w = m[2]!;
    if (w.length < 3) return false;
    const phrase = `${m[1]} ${w}`;
    return ![phrase, `in ${phrase}`].some((p) => isDuePhrase(p, locale) || isDuePhrase(p, "en")) && !isDuePhrase(`${pack(locale).reply.within.say} ${phrase}`, locale);
  });
}

function reasonBeforeTime(plain: string, reading: ReplyReading, ctx: ReplyContext): Set<string> {
  const out = new Set<string>();
  const until = deferredUntil(reading, ctx.kind);
  if (until === null) return out;
  const locale = reading.locale;
  const lx = pack(locale).reply;
  const g = grammarOf(locale);
  const clauses = splitClauses(plain, lx);
  const last = clauses[clauses.length - 1];
  // "did legs, died, 10/10": a time of digits alone may be a score or a number, not a time to come back.
  if (clauses.length < 2 || last === undefined || !/\p{L}/u.test(until) || !(sameTime(last, until, locale) || deferralOf(last, until, locale))) return out;
  for (const c of clauses.slice(0, -1)) {
    const bare = c.replace(/[?!.]+$/, "");
    // A time of its own ("zaterdag zit alles vol, ik probeer zondag") may be what the owner weighs; today itself only says when they cannot.
    const ownTime = timesSaid(bare, locale).some((t) => sameDueShape(t, locale) !== TODAY) || bare.split(/\s+/u).some((w) => w.length >= 4 && isDuePhrase(w, locale) && sameDueShape(w, locale) !== TODAY);
    const answers = [lx.done, lx.doneVerb, lx.notYet, EN.done, EN.doneVerb].some((re) => re.test(c));
    if (c.includes("?") || (/\d/u.test(c) && !onlyCounts(c, locale)) || g.actionWord.test(c) || answers || lx.hedge.test(c) || EN.hedge.test(c) || g.condition.test(c) || ownTime || g.parts.test(c)) return new Set();
    if (ctx.summary !== undefined && saysVerbDone(c, ctx.summary, locale)) return new Set();
    for (const w of c.match(/[\p{L}\p{N}]+/gu) ?? []) out.add(w);
  }
  return out;
}

/**
 * "not tomorrow, monday", "nicht morgen, Montag", "niet morgen, maandag": a time denied in a clause of its
 * own ahead of the one the deferral carries corrects it; the denied time's words need no accounting for.
 * Only the whole first clause ("not" and a time) beside a second that is the carried time; empty otherwise.
 * (`correctedTime` above reads the whole reply when the negation stands after the time: "mañana no, el jueves".)
 */
function correctedTimeWords(plain: string, reading: ReplyReading): Set<string> {
  const until = reading.actions.length === 1 ? reading.actions[0]!.until : undefined;
  if (!until || (reading.actions[0]!.action !== "snooze" && reading.actions[0]!.action !== "reschedule")) return new Set();
  const locale = reading.locale;
  const clauses = splitClauses(plain.toLowerCase(), pack(locale).reply).map((c) => c.replace(/[?!.]+$/u, "").trim());
  if (clauses.length !== 2 || !sameTime(clauses[1]!, until, locale)) return new Set();
  const negation = new RegExp(`^(?:${[...pack(locale).reply.caution.negations, ...EN.caution.negations].join("|")})\\s+(.+)$`, "iu").exec(clauses[0]!);
  if (!negation || !isDuePhrase(negation[1]!, locale) || until.toLowerCase().includes(negation[1]!) || negation[1]!.includes(until.toLowerCase())) return new Set();
  return new Set(negation[1]!.match(/[\p{L}\p{N}]+/gu) ?? []);
}

/**
 * A clause that is the time asked for and deferral words only ("give me 15 mins", "erinner mich heute Abend",
 * "geef me 15 minuten"): said after a reason, it is the answer, as the time alone is.
 */
function deferralOf(clause: string, until: string, locale: Locale): boolean {
  const lx = pack(locale).reply;
  // "give me 15 mins" is read as "in 15 minutes": the time without the language's "in".
  const within = new RegExp(`^(?:${[lx.within.say, EN.within.say].join("|")})\\s+`, "iu");
  const time = [until, until.replace(within, "")].map((t) => t.toLowerCase()).find((t) => clause.toLowerCase().includes(t));
  if (time === undefined) return false;
  const at = clause.toLowerCase().indexOf(time);
  const rest = `${clause.slice(0, at)} ${clause.slice(at + time.length)}`.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  return rest.length > 0 && rest.every((w) => lx.defer.has(w) || EN.defer.has(w));
}

/**
 * A snooze whose time is said in its own first clause, then clauses that only say why (no action word, done, figure,
 * time, question, hedge, condition, negation, part of the work, not the thread's verb done): the reason's words need
 * no accounting for. The first clause is either the time alone, of two words or more ("en 6 horas, acabo de salir del
 * turno de noche", "tra 7 ore, ho appena staccato dal turno"), or a deferral in words of its own to another day than
 * today ("push it to monday, the stats are broken", "schuif het naar maandag, de printer is kapot"; not a bare
 * "Feierabend!", and "I no go today, my knee is pain" says not today, not when). Empty otherwise.
 */
function reasonAfterTime(plain: string, reading: ReplyReading, ctx: ReplyContext): Set<string> {
  const out = new Set<string>();
  const until = deferredUntil(reading, ctx.kind);
  if (until === null) return out;
  const locale = reading.locale;
  const lx = pack(locale).reply;
  const g = grammarOf(locale);
  const clauses = splitClauses(plain, lx);
  if (clauses.length < 2) return out;
  const first = clauses[0]!.replace(/[?!.]+$/u, "").trim();
  const timeAlone = first.split(/\s+/u).length >= 2 && sameTime(first, until, locale) && isDuePhrase(first, locale);
  const lower = clauses[0]!.toLowerCase();
  const deferral =
    /\p{L}/u.test(until) && lower.includes(until.toLowerCase()) && /\p{L}/u.test(lower.replace(until.toLowerCase(), "")) && sameDueShape(until, locale) !== TODAY;
  if (!timeAlone && !deferral) return out;
  for (const c of clauses.slice(1)) {
    const bare = c.replace(/[?!.]+$/u, "");
    const ownTime = timesSaid(bare, locale).length > 0 || bare.split(/\s+/u).some((w) => w.length >= 4 && isDuePhrase(w, locale));
    // "jetzt fahr ich rüber": the owner at the work now is an answer of its own.
    const answers = [lx.done, lx.doneVerb, lx.notYet, lx.stop, lx.later, lx.object.answers, EN.done, EN.doneVerb, EN.notYet, EN.stop, EN.later, EN.object.answers].some((re) => re.test(c));
    if (c.includes("?") || /\d/u.test(c) || g.actionWord.test(c) || answers || lx.hedge.test(c) || EN.hedge.test(c) || g.condition.test(c) || g.negation.test(c) || ownTime || g.parts.test(c) || g.partial.test(c)) return new Set();
    if (ctx.summary !== undefined && saysVerbDone(c, ctx.summary, locale)) return new Set();
    for (const w of c.match(/[\p{L}\p{N}]+/gu) ?? []) out.add(w);
  }
  return out;
}

/**
 * "forget it the client went bust", "vergiss es der Kunde ist pleite", "laat maar de klant is
 * failliet": a stop of two words or more opening a clause, then its reason without a comma. The
 * reason must say no answer of its own (no lexicon reading, negation, action word, question,
 * hedge or time), and a stop of one word ("cancel the dentist") has its object after it, not a
 * reason. The reason, or null.
 */
function stopThenReason(clause: string, lx: ReplyWords, locale: Locale, summary: string | undefined): string | null {
  const stop = lx.stop.exec(clause) ?? EN.stop.exec(clause);
  if (!stop || clause.slice(0, stop.index).trim() !== "" || stop[0].trim().split(/\s+/).length < 2) return null;
  const rest = clause.slice(stop.index + stop[0].length).trim();
  if (rest.split(/\s+/).length < 2 || grammarOf(locale).negation.test(rest)) return null;
  if (ownDoing(rest, locale)) return null;
  if ([lx.done, lx.doneVerb, lx.notYet, lx.later, lx.stop, lx.reschedule, lx.breakdown, lx.yes, lx.no, EN.done, EN.doneVerb, EN.notYet, EN.later, EN.stop].some((re) => re.test(rest))) return null;
  return isReason(rest, lx, locale, summary) ? rest : null;
}

/**
 * "todavía no, espero el informe del vecino", "pas maintenant j'ai du monde au magasin", "adesso no
 * ho il negozio pieno": beside a bare "not yet" or "later" (no time) that opens the reply, the words
 * after it that only give a reason (no action word, question, hedge, number or time, not the thread's
 * verb in the past, no other person at the work), with or without a comma. A bare no does not open
 * one ("no, my wife did it" may be a done). Empty otherwise.
 */
function laterThenReasonWords(plain: string, reading: ReplyReading, summary: string | undefined, fallback: Locale): Set<string> {
  const out = new Set<string>();
  if (reading.actions.length === 0 || !reading.actions.every((a) => (a.action === "not_yet" || a.action === "snooze") && !a.until)) return out;
  const locale = reading.locale;
  const lx = pack(locale).reply;
  const g = grammarOf(locale);
  // "j'ai fait la moitié, genou en vrac": beside a part of the work the reason may say the rest is given up.
  if (g.partial.test(plain) || g.parts.test(plain)) return out;
  // "non ancora ma sabato passo": after "but" comes a plan, not a reason.
  const because = new Set([...lx.reasonJoiners, ...EN.reasonJoiners]);
  const buts = [lx.joiners, EN.joiners].flatMap((j) => topLevelAlternatives(j).slice(1)).filter((j) => !because.has(j));
  if (buts.length && new RegExp(`\\s(?:${buts.join("|")})\\s`, "iu").test(plain)) return out;
  const clauses = splitClauses(plain, lx);
  const first = clauses[0] ?? "";
  const lead = grammarOf(locale).notYetLead.exec(`${first} `);
  let rest: string[];
  if (clauses.length > 1 && [lx.notYet, lx.later, EN.notYet, EN.later].some((re) => re.test(first)) && !NO_WORDS.test(first)) rest = clauses.slice(1);
  else if (lead && !NO_WORDS.test(lead[0].trim())) rest = [first.slice(lead[0].length).trim(), ...clauses.slice(1)].filter(Boolean);
  else return out;
  if (rest.length === 0) return out;
  const another = anotherOf([...new Set<Locale>([locale, fallback, "en"])]);
  for (const c of rest) {
    if (c.split(/\s+/).some((w) => isDuePhrase(w, locale))) return new Set();
    if (!isReason(c, lx, locale, summary) || another.test(c) || g.negation.test(c) && !/^(?:no|non|não|nao)\s/iu.test(c)) return new Set();
    for (const w of c.match(/[\p{L}\p{N}]+/gu) ?? []) out.add(w);
  }
  return out;
}

/**
 * "laisse tomber j'ai réparé moi-même": words beside a stop that tell of the owner's own doing (a
 * word the pack turns to the second person) may be the work done, not a reason to drop it.
 */
function ownDoing(words: string, locale: Locale): boolean {
  const langs = [...new Set<Locale>([locale, "en"])];
  return (words.match(/[\p{L}']+/gu) ?? []).some((w) => langs.some((l) => pack(l).commitments.toOwner(w) !== w));
}

/**
 * The steps named after a breakdown ("divídelo en pasos: cita, fotos y papeles", "découpe en étapes,
 * photos puis formulaire"): the words after the breakdown's expression, when they hold no action
 * word, negation, hedge, question, number or time. Empty otherwise.
 */
function stepWords(plain: string, locale: Locale): Set<string> {
  const lx = pack(locale).reply;
  const g = grammarOf(locale);
  const hit = lx.breakdown.exec(plain) ?? EN.breakdown.exec(plain);
  if (!hit) return new Set();
  const plainWords = (part: string) => {
    if (!part || /[?\d]/u.test(part) || g.actionWord.test(part) || g.negation.test(part) || lx.hedge.test(part) || EN.hedge.test(part)) return [];
    if (timesSaid(part, locale).length > 0 || part.split(/[\s,;:]+/u).some((w) => w !== "" && isDuePhrase(w, locale))) return [];
    return part.match(/[\p{L}\p{N}]+/gu) ?? [];
  };
  // "it's too big, help me split it", "troppo tutto insieme, spezzalo": a clause of its own before the
  // breakdown, with none of those words either, says why it is asked for (issue 34, the seventeenth batch).
  const before = plain.slice(0, hit.index);
  const reason = /[,;.!]\s*$/u.test(before) ? plainWords(before.replace(/[\s,;.!]+$/u, "")) : [];
  const steps = plain.slice(hit.index + hit[0].length).replace(/^[\s:,;.!-]+/u, "");
  return new Set([...reason, ...plainWords(steps)]);
}

/** A stop expression at the very start or end of a clause, and the words beside it; null when none is, or nothing stands beside it. */
function stopAtEdge(clause: string, lx: ReplyWords): { stop: string; rest: string } | null {
  for (const re of [lx.stop, EN.stop]) {
    const m = re.exec(clause);
    if (!m || !m[0].trim()) continue;
    const before = clause.slice(0, m.index).trim();
    const after = clause.slice(m.index + m[0].length).trim();
    if ((before === "") === (after === "")) continue;
    // "cancel the dentist appointment": a stop of one word opening its clause has its object after it, not a reason.
    if (before === "" && m[0].trim().split(/\s+/).length < 2) continue;
    return { stop: m[0].trim(), rest: before || after };
  }
  return null;
}

/**
 * The words of clauses beside a done that only bring news ("Sam dit merci", "la impresora se ha
 * vuelto a romper", "y Sam ya me contestó"): the first clause that says something reads as a sure
 * done with every word accounted for, and each clause after it stands on its own (set off by
 * punctuation or a plain "and", the first of the language's joiners, not by "but" or "if") and holds no action word, negation, hedge, question, number, time, "not yet" or
 * request of its own. Empty when the reply is not of that shape: news before the done ("Anna says
 * it's finished") or joined to it ("called but nobody answered", "done, if they take the old photos")
 * may take the done back.
 */
function newsWords(plain: string, reading: ReplyReading, ctx: ReplyContext, fallback: Locale): Set<string> {
  const locale = reading.locale;
  const lx = pack(locale).reply;
  const out = new Set<string>();
  const clauses = newsClauses(plain, lx);
  const kinds = clauses.map((c) => readClause(c, lx, locale, ctx));
  const first = kinds.findIndex((r) => r.kind !== "social" && r.kind !== "yes");
  if (first < 0 || first === clauses.length - 1) return out;
  const said = kinds[first]!;
  // A done said by the lexicon, or by the thread's own verb in the past ("called them", "zurückgeschickt").
  const saysDone = said.kind === "act" ? said.action === "done" && said.strength >= CONFIDENT : said.kind === "content" && saysThreadVerbDone(clauses[first]!, ctx.summary, locale);
  if (!saysDone || unexplainedInReply(clauses[first]!, reading, ctx.summary, fallback).length > 0) return out;
  // After the thread's verb in the past, a time in the news may say when the work can really happen
  // ("called, they're closed till monday"): only after a done word does the news keep its own time.
  const timed = said.kind === "act" && namesDoneThread(clauses[first]!, ctx.summary, locale);
  if (said.kind === "content" && !shortVerbClause(clauses[first]!)) return out;
  for (const c of clauses.slice(first + 1)) {
    if (!isNews(c, lx, locale, ctx, timed)) return new Set();
    for (const w of c.match(/[\p{L}\p{N}]+/gu) ?? []) out.add(w);
  }
  return out;
}

/** A reply cut as news beside a done is: by punctuation or a plain "and" (any other joiner, "but", "pero", "mais", keeps two clauses one). */
function newsClauses(plain: string, lx: ReplyWords): string[] {
  const and = new RegExp(`\\s(?:${[lx.joiners, EN.joiners].map((j) => topLevelAlternatives(j)[0]).join("|")})\\s`, "iu");
  return plain
    .split(/(?:(?<!\d),|,(?!\d)|[;!\n…])+|\.(?!\d)|\s[-–—]\s/u)
    .flatMap((s) => s.split(and))
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/**
 * Whether a done's clause names the thread itself, by its verb in the past ("returned it",
 * "zurückgeschickt") or by one of its things ("uniform ordered"): then a time in the news beside it
 * ("arrives thursday", "Geld kommt in 5 Tagen") is the news's own, since a done carries no time. After
 * a bare "done" it may be the date of what was done instead ("done, they moved me to the 14th").
 */
function namesDoneThread(clause: string, summary: string | undefined, locale: Locale): boolean {
  return saysThreadVerbDone(clause, summary, locale) || namesThread(clause, summary);
}

/**
 * A clause beside a done that only brings news ("Sam dit merci", "took forever on hold"): no action
 * word, negation, hedge, question, "not yet", part of the work or request of its own, not joined to
 * the done by more than punctuation or "and"; a number or a time only when `timed`. Two such clauses
 * joined by a reason's word ("the jumpers were sold out so I got the next one up", the pack's
 * `reasonJoiners`) are one piece of news.
 */
function isNews(clause: string, lx: ReplyWords, locale: Locale, ctx: ReplyContext, timed: boolean): boolean {
  // A sum or a file's number is what was paid or filed: the news is the words around it.
  const unfigured = clause.replace(FIGURE, " ").replace(/\s+/g, " ").trim();
  if (unfigured !== clause.trim()) return unfigured === "" || isNews(unfigured, lx, locale, ctx, timed);
  const g = grammarOf(locale);
  const r = readClause(clause, lx, locale, ctx);
  if (r.kind === "social") return true;
  const because = [...lx.reasonJoiners, ...EN.reasonJoiners];
  const parts = because.length ? clause.split(new RegExp(`\\s(?:${alternation([because])})\\s`, "iu")).map((s) => s.trim()).filter(Boolean) : [clause];
  if (parts.length > 1) return parts.every((part) => isNews(part, lx, locale, ctx, timed));
  const when = new RegExp(`^(?:${everyPacks((w) => w.whenWords)})(?![\\p{L}])`, "iu");
  const joined = new RegExp(`^(?:${lx.joiners}|${EN.joiners})(?![\\p{L}])`, "iu");
  const c = clause;
  if (splitClauses(c, lx).length > 1 || joined.test(c) || when.test(c) || r.kind !== "content" || r.action || r.negated || r.newTask || c.includes("?") || g.actionWord.test(c) || lx.hedge.test(c) || EN.hedge.test(c) || lx.notYet.test(c) || EN.notYet.test(c)) return false;
  if (g.parts.test(c)) return false;
  // "Rechnung ist fertig, schick sie um 15 Uhr raus": the thread's own verb said in the present is the owner's plan for
  // the thread (the done was of a step before it), never news beside the done.
  if (ctx.summary && (c.match(/\p{L}+/gu) ?? []).some((w) => threadVerbForm(w.toLowerCase(), threadVerbs(ctx.summary!, locale)))) return false;
  if (timed) return true;
  const bare = c.replace(/[!.]+$/, "");
  return !/\d/u.test(c) && timesSaid(bare, locale).length === 0 && !bare.split(/\s+/).some((w) => isDuePhrase(w, locale));
}

/**
 * A sum or a file's number in news beside a done ("43,80 €", "850 euros", "1.200 reais", "numéro de
 * dossier 48213"): what was paid or filed, never a time to come back. Money words and reference names
 * are every pack's (`figures`); a number with two decimals is a sum in any language.
 */
const FIGURE = (() => {
  const esc = escapeRegExp;
  const money = alternation(LOCALES.map((l) => longestFirst(pack(l).reply.figures.money).map(esc)));
  const reference = alternation(LOCALES.map((l) => longestFirst(pack(l).reply.figures.reference).map(esc)));
  const num = "\\d{1,3}(?:[.,\\s]\\d{3})*(?:[.,]\\d{1,2})?";
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:(?:[€$£]|(?:${money})(?![\\p{L}]))\\s*${num}|${num}\\s*(?:[€$£]|(?:${money})(?![\\p{L}]))|\\d+[.,]\\d{2}(?![\\d:])|(?:${reference})\\s*(?:de |di |do |da |del |is |ist )?\\s*[:#]?\\s*(?:\\p{L}{1,4}-)?\\d+)`,
    "giu",
  );
})();

/** Stretches of one to four words of a reply, outside what the lexicons read, that are a due phrase ("nel weekend", "ce soir"). */
function timesSaid(plain: string, locale: Locale): string[] {
  const c = coverageOf([...new Set<Locale>([locale, "en"])]);
  let s = plain;
  for (const re of c.expressions) s = s.replace(re, " , ");
  const out: string[] = [];
  for (const chunk of s.split(/[,;.!?…]+/u)) {
    const words = chunk.trim().split(/\s+/u).filter(Boolean);
    for (let a = 0; a < words.length; a++) {
      for (let len = Math.min(4, words.length - a); len >= 1; len--) {
        const phrase = words.slice(a, a + len).join(" ");
        // A lone short word ("mar", "so", "do") is a weekday's short form more often by chance than
        // meant; the language's own word for today ("hoy") is meant.
        if (len === 1 && !/\d/u.test(phrase) && phrase.length < 4 && phrase !== pack(locale).strings["day.today"]) continue;
        // "the first half", "le premier jet": a time's words before a naming word are that thing's.
        const next = words[a + len];
        if (next !== undefined && contentWords(next).length > 0) continue;
        if (isDuePhrase(phrase, locale)) {
          out.push(phrase);
          a += len - 1;
          break;
        }
      }
    }
  }
  return out;
}

/**
 * Whether a clause holds a time anywhere, even one that qualifies a word after it ("tot maandag
 * dicht", "closed today"): a stretch of one to three words the due grammar reads (a lone word of
 * under four letters only with a digit, as in `timesSaid`).
 */
function holdsTime(plain: string, locale: Locale): boolean {
  const words = plain.split(/[\s,;.!?…]+/u).filter(Boolean);
  for (let a = 0; a < words.length; a++) {
    for (let len = 1; len <= Math.min(3, words.length - a); len++) {
      const phrase = words.slice(a, a + len).join(" ");
      if (len === 1 && !/\d/u.test(phrase) && phrase.length < 4) continue;
      if (isDuePhrase(phrase, locale)) return true;
    }
  }
  return false;
}

/** Whether two due phrases are one time said twice ("ce soir" within "pas encore, ce soir"). */
function sameTime(a: string, b: string, locale: Locale): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const at = sameDueShape(x, locale);
  return x.includes(y) || y.includes(x) || (at !== null && at === sameDueShape(y, locale));
}

/** "Today" itself beside a not-yet ("trop crevé aujourd'hui", "hj tô morto") says when it was not done, not when to come back. */
const TODAY = sameDueShape("today");

/**
 * The words of times said after a "for"/"until" word in the very clause that says the done ("rdv
 * pris pour mardi", "cita pedida para el jueves", "pagata fino a dicembre"); not a time in a clause
 * of its own ("done, they moved me to the 14th").
 */
function datedWords(plain: string, locale: Locale, summary: string | undefined): Set<string> {
  const lx = pack(locale).reply;
  const lead = new Set([...lx.untilWords, ...EN.untilWords].map((w) => w.toLowerCase()));
  const out = new Set<string>();
  for (const clause of splitClauses(plain, lx)) {
    const saysDone = [lx.done, lx.doneVerb, EN.done, EN.doneVerb].some((re) => re.test(clause)) || (summary !== undefined && saysVerbDone(clause, summary, locale));
    if (saysDone) datedIn(clause, lead, locale, out);
  }
  return out;
}

/** Every language's units of a sum or a quantity, as one alternation (symbols escaped). */
const UNITS = alternation(LOCALES.map((l) => pack(l).reply.amountUnits.map(escapeRegExp)));
/**
 * "renewed and paid, 412 pounds at 11:15", "abgeholt und bezahlt, 9,90 um 10:05", "bestelt 5kg": beside a
 * done, a sum (a number in a unit, or with decimals) and a clock time after the language's "at" word are
 * the figures of what was done, not a time to come back. Their words; a date or a bare hour is none.
 */
function doneFigures(plain: string, locale: Locale): Set<string> {
  // Every language's "at" (a reply's language is guessed from few words: "mandado a las 13:20" may look Portuguese).
  const at = alternation([pack(locale).clock.at, ...LOCALES.map((l) => pack(l).clock.at)]);
  const figure = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:(?:${at})\\s+\\d{1,2}(?:[:.]|\\s?h\\s?)\\d{2}|\\d+(?:[.,]\\d+)*\\s*(?:${UNITS})|(?:[£€$])\\s*\\d+(?:[.,]\\d+)*|\\d{1,3}(?:[.,]\\d{2,3})+)(?![\\p{L}\\p{N}])`,
    "giu",
  );
  const out = new Set<string>();
  for (const m of plain.matchAll(figure)) for (const w of m[0].match(/[\p{L}\p{N}]+/gu) ?? []) out.add(w.toLowerCase());
  // "está reservada, 3 noches", "redactado y enviado, 47 páginas": a clause that is only a count of
  // something (a number and one word that is no time) is how much was done.
  for (const clause of plain.split(/\s*,\s*/u).slice(1)) {
    const count = /^(\d+)\s+(\p{L}+)$/u.exec(clause.trim());
    if (count && !isDuePhrase(clause.trim(), locale) && !isDuePhrase(`in ${clause.trim()}`, "en")) out.add(count[1]!).add(count[2]!.toLowerCase());
  }
  return out;
}

function datedIn(clause: string, lead: ReadonlySet<string>, locale: Locale, out: Set<string>): void {
  const words = clause.split(/[\s,;.!?]+/u).filter(Boolean);
  words.forEach((w, i) => {
    if (!lead.has(w)) return;
    for (let len = Math.min(4, words.length - i - 1); len >= 1; len--) {
      const phrase = words.slice(i + 1, i + 1 + len);
      if (isDuePhrase(phrase.join(" "), locale)) {
        for (const p of phrase) for (const part of p.match(/[\p{L}\p{N}]+/gu) ?? []) out.add(part);
        return;
      }
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Doubt: replies that say something beside their answer that takes it back or splits it

/** Emoji that say the words are not meant as written (🙄 "oh sure, all done"). */
const EMOJI_IRONY = /[\u{1F644}\u{1F612}\u{1F928}\u{1F643}]/u;
/** Words in quotation marks ('"fatto" mi ha detto', "« c'est fait » qu'il dit"): someone's words, quoted, not the owner's answer. */
const QUOTED = /["“„«][^"“”„«»]+["”“»]/u;

/**
 * Whether a sure reading is said with something that makes it a guess: an eye-roll or an upside-
 * down face (irony), words in quotation marks (someone else's), or a clause that ends with a yes beside a "not yet" or a deferral ("la mía
 * sí, la de mi marido todavía no": one part done, another not).
 */
function doubtful(raw: string, plain: string, reading: ReplyReading): boolean {
  if (EMOJI_IRONY.test(raw) || QUOTED.test(raw) || shoutsFunctionWord(raw, reading.locale)) return true;
  // "rendus... dans mes rêves", "lo pagué... creo": words after a trailing-off take a done back as often as not.
  if (reading.actions.some((a) => a.action === "done") && /(?:\.{2,}|…)\s*\p{L}/u.test(raw)) return true;
  if (!reading.actions.every((a) => a.action === "not_yet" || a.action === "snooze")) return false;
  const lx = pack(reading.locale).reply;
  return splitClauses(plain, lx).some((clause) => {
    const words = clause.replace(/[?!.]+$/, "").trim().split(/\s+/);
    return words.length > 1 && lx.yes.test(words[words.length - 1]!);
  });
}

/**
 * A done read from the thread's own verb in the past alone ("ho mandato una mail a Marco" under
 * "mandare il report a Marco"), with no done-word, no yes and no ✅: the verb may be said of
 * something else, so every other word must be accounted for.
 */
function saidWithoutDoneWord(raw: string, plain: string, reading: ReplyReading): boolean {
  if (reading.actions.length !== 1 || reading.actions[0]!.action !== "done" || /[✅✔☑🎉🙌🏁]/u.test(raw)) return false;
  const lx = pack(reading.locale).reply;
  return ![lx.done, lx.doneVerb, lx.yes, EN.done, EN.doneVerb].some((re) => re.test(plain)) && !plain.split(/[\s,.!]+/).some((w) => lx.yes.test(w) || EN.yes.test(w));
}

function readReply(text: string, ctx: ReplyContext, locale: Locale, fallback: Locale): ReplyReading {
  const kind = ctx.kind ?? "nudge";
  const lx = pack(locale).reply;
  const n = normalise(text, locale);
  const readings: ClauseReading[] = [];
  const cheersStop = [lx, pack(fallback).reply, EN].some((words) => words.stop.test(n.text));
  for (const e of n.emoji) {
    if (e === "cheer" && cheersStop) continue;
    readings.push(e === "done" || e === "cheer" ? { kind: "act", action: "done", strength: 0.9 } : e === "no" ? { kind: "no" } : { kind: "act", action: "snooze", strength: 0.8 });
  }
  if (n.softOnly && readings.length === 0) return unclear(locale);
  if (n.text === "" && readings.length === 0) return unclear(locale);
  if (n.text !== "") {
    // Read in the reply's language; a clause it does not know is tried in the owner's, then the others.
    const order = [...new Set<Locale>([locale, fallback, ...LOCALES])];
    for (const whole of splitClauses(n.text, lx)) {
      // "no stop", "nee noch nicht", "yes paid": a yes or a no, then the answer, without a comma.
      const parts = interjection(whole, lx, locale, ctx);
      if (parts) {
        readings.push({ kind: parts.yes ? "yes" : "no" });
        readings.push(parts.rest);
        continue;
      }
      const clause = whole;
      const first = readClause(clause, lx, locale, ctx);
      let r = first;
      let action = r.kind === "content" && r.action;
      for (const other of order.slice(1)) {
        if (r.kind !== "content") break;
        r = readClause(clause, pack(other).reply, other, ctx);
        action ||= r.kind === "content" && r.action;
      }
      // Read in no language: the reply's language's reading, with an action word any of them knows.
      const read = r.kind === "content" && first.kind === "content" ? { ...first, action } : r;
      const tagged = read.kind === "act" && read.action === "done" && saidOfAnotherThing(clause, ctx.summary, locale) ? { ...read, otherThing: true } : read;
      // Where a no also negates a verb ("no corre prisa", "não é urgente"), only a no said alone is one;
      // a longer word for "nothing" negates a thing, not the answer ("niente più presentazione").
      const head = clause.split(/\s+/)[0]!;
      const opensWithNo = tagged.kind === "content" && !lx.noNegatesVerb && head.length <= 4 && [lx.no, EN.no].some((no) => no.test(head)) ? { opensWithNo: true } : {};
      readings.push(tagged.kind === "content" && saysThreadVerbDone(clause, ctx.summary, locale) ? { ...tagged, ...opensWithNo, pastVerb: namesThreadBeyondVerb(clause, ctx.summary, locale) } : { ...tagged, ...opensWithNo });
    }
  }

  const acts = readings.filter((r): r is Extract<ClauseReading, { kind: "act" }> => r.kind === "act");
  const has = (k: ClauseReading["kind"]) => readings.some((r) => r.kind === k);
  const contentWords = readings.reduce((sum, r) => sum + (r.kind === "content" ? r.words : 0), 0);
  // An action word the reader could not place ("snooze it for me once more", "don't snooze it"):
  // the reply is about the thread in some way, and is never taken for talk about something else.
  const unplacedAction = readings.some((r) => r.kind === "content" && r.action);
  // Beside an act, such a clause means the reader missed part of the answer ("not yet, can you
  // remind me on Friday?" read without its Friday), unless it is the object of a stop ("hör auf,
  // mich an die Pflanzen zu erinnern").
  // "done... kind of", "erledigt, glaub ich": a hedge beside an answer (not a bare "ok" or "well") makes it a guess.
  const hedged = readings.some((r) => r.kind === "vague" && r.hedge);
  // A request of its own beside an answer ("done, but remind me about the locker tomorrow") is a
  // second thing to do that the reader cannot do: the whole reply is asked about.
  // A commitment beside a "not yet" is the step still to take ("I need to check with finance
  // first"); beside a done, it is more work than the reader can place.
  const otherRequest = readings.some((r) => r.kind === "content" && (r.newTask === "request" || (r.newTask === "commitment" && acts.some((a) => a.action === "done"))));
  const missed =
    otherRequest ||
    hedged ||
    ((unplacedAction || readings.some((r) => r.kind === "question" && r.action)) && !(readings.some((r) => r.kind === "act" && r.action === "stop") && readings.every((r) => r.kind !== "content" || !r.action || r.remindOnly)));
  // Options turned down ("don't drop it, move it to monday"): the answer is the act beside them,
  // unless that act is the very one turned down, or there is none.
  const rejected = readings.filter((r): r is Extract<ClauseReading, { kind: "rejected" }> => r.kind === "rejected");
  // A "not yet" does what a snooze without a time does ("don't snooze it, I'm doing it right now"):
  // turning down the one while saying the other is no answer either.
  const sameEffect = (a: ReplyActionName, b: ReplyActionName) => a === b || [a, b].every((x) => x === "snooze" || x === "not_yet");
  if (rejected.length && (acts.length === 0 || acts.some((a) => rejected.some((r) => sameEffect(r.action, a.action))))) return unclear(locale, 0.4);
  // "appelé hier mais faut que je rappelle": beside a done, a word about another option (a duty
  // reads as one) says the work goes on.
  if (rejected.length && acts.some((a) => a.action === "done")) return unclear(locale);

  if (acts.length === 0) {
    // "should I drop it?" as much as "don't snooze it": offline, the question with buttons answers it best.
    if (unplacedAction || readings.some((r) => r.kind === "question" && r.action)) return unclear(locale);
    // "yes, but the attachment is still missing": a yes or a no beside words it cannot read is a guess.
    const unread = readings.reduce((sum, r) => sum + (r.kind === "content" ? r.unexplained : 0), 0);
    // A yes beside words that say no ("yes but not all of it", "ja, aber nicht alles"), a question or
    // a hedge says something else with it.
    const withYes = readings.some((r) => (r.kind === "content" && r.negated) || r.kind === "question" || (r.kind === "vague" && r.hedge));
    // "no, what invoice?": the question is the answer.
    if (has("question") && (has("yes") || has("no"))) return { actions: [], intent: "question", confidence: 0.9, locale };
    if (has("yes") && !has("no")) return kind === "decision" ? unclear(locale) : ack(locale, [{ action: "done" }], unread >= 2 || withYes ? UNSURE : 0.85, n.typos);
    // "sold the bike lol so no", "fiets verkocht dus nee": a no said last, after news of the reply's
    // own, is what follows from that news, which may end the thread as much as put it off.
    const lastNo = readings.map((r) => r.kind).lastIndexOf("no");
    const afterNews = readings.slice(0, lastNo).some((r) => r.kind === "content" && r.unexplained > 0);
    if (has("no") && !has("yes")) return kind === "decision" ? unclear(locale) : ack(locale, [{ action: "not_yet" }], unread >= 4 || afterNews ? UNSURE : 0.85, n.typos);
    // "I called the bank" to a follow-up about "call the bank": the thread's own verb in the past
    // is a done; sure when said on its own, asked about when other words stand beside it.
    // Said under a hedge or in someone else's words ("my neighbour says he called him") it is a guess.
    if (ctx.summary && kind === "nudge" && !has("question") && !has("no") && !hedged && saysVerbDone(text, ctx.summary, locale) && mayTellDone(text, locale)) {
      // A thanks beside it ("schon verlängert, danke!") takes nothing away.
      const said = readings.filter((r) => r.kind !== "social").length;
      // "booked the train instead": the verb is the thread's, its object another thing.
      // "cita pedida para el jueves": the date of what was done is no other thing.
      const dated = datedWords(n.text, locale, ctx.summary);
      const other = objectIsThread(n.text, ctx.summary, locale) ? 0 : unexplainedInReply(text, { actions: [{ action: "done" }], intent: "ack", confidence: 0.8, locale }, ctx.summary, fallback).filter((w) => !dated.has(w)).length;
      // "solo devolví dos", "ne ho riportati solo due" (issue 34, the twenty-seventh batch): the thread's verb beside
      // a part of the work (the packs' `object.parts`) is the done of a part, so it is asked about.
      const alone = said === 1 && contentWords <= 8 && other === 0 && !grammarOf(locale).parts.test(n.text);
      // "called them, took forever on hold", "zurückgeschickt, Geld kommt in 5 Tagen": the verb said whole first, then news.
      return ack(locale, [{ action: "done" }], (alone || verbDoneThenNews(n.text, ctx, locale, fallback)) && !ownerIsObject(n.text, ctx.summary, locale) ? 0.8 : UNSURE, n.typos);
    }
    // "the library was shut? no idea when it opens", "¿estaba cerrada? ni idea": surprise at news of another
    // thing, then the owner's own doubt after it: no question put to ZOE, an answer the reader cannot place
    // (asked about). A question whether the thread's own verb was done ("est-ce que je l'ai appelé ? je sais plus") stays one.
    const firstQuestion = readings.findIndex((r) => r.kind === "question");
    const asked = n.text.split(/[?？]/u)[0] ?? "";
    if (firstQuestion >= 0 && readings.slice(firstQuestion + 1).some((r) => r.kind === "vague" && r.hedge) && !(ctx.summary && saysVerbDone(asked, ctx.summary, locale))) return unclear(locale);
    if (has("question")) return { actions: [], intent: "question", confidence: 0.9, locale };
    // Words that say no ("can't talk now", "I'd rather not") answer the question in some way:
    // asked about, never taken for talk about something else.
    if (readings.some((r) => r.kind === "content" && r.negated)) return unclear(locale);
    // "neither, I'm doing it right now": a hedge beside words the reader cannot place is asked about.
    // "the bank called ME actually", "it rained all night, they're fine": words about the thread are
    // some answer to it, never talk about something else.
    // "i'll answer him tonight", "le contesto esta noche": a plan of the owner's with a time, said in
    // answer to a follow-up, is most likely this thread in other words (a deferral): asked about, never
    // taken for sure as talk about something else.
    const plansWithTime = kind === "nudge" && readings.some((r) => r.kind === "content" && r.newTask === "commitment" && r.timed) && plansNoOtherThing(n.text, locale);
    // "sent it off", "se la mandé esta mañana", "lo faccio adesso": a reply in the shape of an answer
    // (the thing as a pronoun, the owner at it now) may be this thread in other words: asked about,
    // never sure talk about something else.
    const mayAnswer = kind === "nudge" && !readings.some((r) => r.kind === "content" && r.newTask) && answersInOtherWords(n.text, ctx.summary, locale, fallback);
    if (!has("vague") && (contentWords >= 2 || has("social"))) return plansWithTime || mayAnswer || aboutThread(text, n.text, ctx.summary, locale, readings) ? unclear(locale) : { actions: [], intent: "other", confidence: 0.85, locale };
    return unclear(locale);
  }

  // "ja en nee", "yes, not yet": a yes beside a no is no answer.
  if (has("yes") && has("no")) return unclear(locale, 0.4);
  // "cancélalo. no, mejor déjalo", "annule. non en fait laisse": a no said after an act other than
  // a "not yet" takes it back (a correction); what is left of the answer is a guess.
  const takenBack = (r: ClauseReading) => r.kind === "no" || (r.kind === "content" && r.opensWithNo === true);
  if (readings.some((r, i) => takenBack(r) && readings.slice(0, i).some((a) => a.kind === "act" && a.action !== "not_yet"))) return unclear(locale, 0.4);
  const doubt = outsiderDoubt(readings, acts);
  if (doubt === "conflict") return unclear(locale, 0.4);
  // A leading "no"/"yes" says the same as the act after it, or adds the missing half.
  const names = new Set(acts.map((a) => a.action));
  if (acts.some((a) => a.withNotYet)) names.add("not_yet");
  if (has("no") && !names.has("stop") && !names.has("done")) names.add("not_yet");
  if (has("yes") && names.size === 0) names.add("done");

  // Conflicts: done with anything but stop, or stop with a new time, is not something to guess.
  const fullDone = acts.some((a) => a.action === "done");
  // "paid the gas bill, not the electricity one yet", "no, Sam paid already": a done beside words
  // that say no is a guess.
  if (fullDone && (has("no") || readings.some((r) => r.kind === "content" && r.negated))) return ack(locale, [{ action: "done" }], UNSURE, n.typos);
  // "Design fertig, Text noch nicht", "paid the water, not the electric yet": another thing done, the thread not yet.
  const partNotYet = fullDone && partDoneRestNotYet(acts, names) && !has("yes") && !has("no");
  if (partNotYet) return ack(locale, [{ action: "not_yet" }], Math.min(...acts.filter((a) => a.action === "not_yet").map((a) => a.strength)), n.typos, contentWords);
  if (fullDone && (names.has("not_yet") || names.has("snooze") || names.has("reschedule") || names.has("breakdown"))) return unclear(locale, 0.4);
  // "chiamata fatta, la mail domani", "done with the call, the email tomorrow": a done, then a short
  // clause of a thing and a time (no verb in the past, no amount or clock time: "412 pounds at 11:15"
  // is a receipt) is part done, the rest put off; which part the thread is, is a guess.
  const restPutOff = (r: ClauseReading) => r.kind === "content" && r.timed === true && !r.newTask && !r.negated && !r.pastVerb && r.words <= 4;
  const doneAt = readings.findIndex((r) => r.kind === "act" && r.action === "done");
  if (fullDone && !/\d/.test(n.text) && readings.some((r, i) => i > doneAt && restPutOff(r))) return unclear(locale, 0.4);
  // "done and done. wait which invoice", "erledigt. welche Rechnung eigentlich?": a question back
  // about the thread's own thing after a closing act says the owner is not sure which thing it closes.
  const closing = readings.findIndex((r) => r.kind === "act" && (r.action === "done" || r.action === "stop"));
  if (closing >= 0 && readings.slice(closing + 1).some((r) => r.kind === "question" && r.thread)) return ack(locale, [{ action: fullDone ? "done" : "stop" }], UNSURE, n.typos);
  if (names.has("stop")) {
    // "lass es, bin beim Arzt, später": a stop beside a deferral may only put it off.
    if (names.has("snooze") || names.has("reschedule") || names.has("breakdown")) return unclear(locale, 0.4);
    // "Sam paid already, forget it": done or dropped? Either closes it, but which one is a guess.
    // "already paid, stop reminding me", "schon erledigt, hör auf mich zu erinnern" (issue 34, the twenty-eighth batch):
    // the owner's own done beside a stop of ZOE's asking only is the loop closed, said twice.
    if (fullDone && !acts.some((a) => a.until) && stopsOnlyAsking(n.text, lx, [...new Set<Locale>([locale, fallback, "en"])])) return ack(locale, [{ action: "done" }], missed ? UNSURE : minStrength(acts), n.typos, contentWords);
    if (acts.some((a) => a.until) || fullDone) return fullDone && !acts.some((a) => a.until) ? ack(locale, [{ action: "done" }], 0.7, n.typos) : unclear(locale, 0.4);
    return ack(locale, [{ action: "stop" }], missed ? UNSURE : minStrength(acts), n.typos, contentWords);
  }
  if (names.has("breakdown")) return names.size === 1 ? ack(locale, [{ action: "breakdown" }], missed ? UNSURE : minStrength(acts), n.typos, contentWords) : unclear(locale, 0.4);

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
  // "maybe next week", "not yet, maybe wednesday": a day guessed at is no time to come back, and
  // coming back the next morning is not what was said either: asked.
  if (acts.some((a) => a.guessedDay)) return ack(locale, actions, Math.min(UNSURE, minStrength(acts)), n.typos);
  // A deferral with no time read, beside words holding a number ("⏰ 1 hr"): perhaps the time the reader missed.
  if (!until && !fullDone && n.text.split(/\s+/).some((w) => /\d/.test(w)) && readings.some((r) => r.kind === "content")) return ack(locale, actions, Math.min(UNSURE, minStrength(acts)), n.typos);
  // "Unfortunately I have not had a chance yet, remind me tomorrow": a sure time to come back is
  // the answer; a "not yet" beside it, however long, changes nothing it does.
  const timed = acts.some((a) => a.until && (a.action === "snooze" || a.action === "reschedule") && a.strength >= CONFIDENT);
  const deciding = timed ? acts.filter((a) => !(a.action === "not_yet" && a.strength >= UNSURE)) : acts;
  // "pas fini mais envoyé quand même la première partie", "não terminei mas mandei a primeira parte":
  // a "not yet" beside a part of the work reported done, with no time for the rest, is progress
  // whose next step the reader cannot know: asked about.
  const progress = !until && acts.some((a) => a.part) && acts.some((a) => !a.partial && a.action === "not_yet");
  // "booked, it's on the 12th", "Clara reservó, a las 21:30" (issue 34, the twenty-ninth batch): a time said alone
  // beside the thread's verb said done (by the owner or another) is more likely the time of what was done (the
  // booking's, the visit's) than one to come back: asked, never a sure snooze.
  // Another's done is read as the owner's would be ("Clara reservó" as "reservé"), once, only beside such a time.
  const doneThenTime =
    !!until &&
    !names.has("not_yet") &&
    acts.every((a) => !a.until || a.alone || a.statement) &&
    readings.some((r) => r.kind === "content" && !r.negated && !r.newTask) &&
    (readings.some((r) => r.kind === "content" && r.pastVerb !== undefined && !r.negated) || (!!ctx.summary && saysThreadVerbDone(asOwn(n.text, [locale, fallback]), ctx.summary, locale)));
  const unsure = missed || doubt === "unsure" || progress || doneThenTime;
  return ack(locale, actions, unsure ? Math.min(UNSURE, minStrength(deciding)) : minStrength(deciding), n.typos, contentWords);
}

/**
 * "called them, took forever on hold", "gebeld, hing een eeuwigheid in de wacht": the thread's verb in
 * the past said whole in a short clause of its own (every word of it accounted for), then only news
 * (isNews: no action word, negation, hedge, question, part of the work, request, number or time: "called,
 * they're closed till monday" says the call reached no one). False when anything else stands beside the verb.
 */
function verbDoneThenNews(plain: string, ctx: ReplyContext, locale: Locale, fallback: Locale): boolean {
  const lx = pack(locale).reply;
  const clauses = newsClauses(plain, lx);
  const first = clauses.findIndex((c) => !["social", "yes"].includes(readClause(c, lx, locale, ctx).kind));
  if (first < 0 || first === clauses.length - 1) return false;
  const verb = clauses[first]!;
  if (!shortVerbClause(verb) || !saysThreadVerbDone(verb, ctx.summary, locale)) return false;
  const done: ReplyReading = { actions: [{ action: "done" }], intent: "ack", confidence: 0.8, locale };
  const dated = datedWords(verb, locale, ctx.summary);
  if (!objectIsThread(verb, ctx.summary, locale) && unexplainedInReply(verb, done, ctx.summary, fallback).some((w) => !dated.has(w))) return false;
  return clauses.slice(first + 1).every((c) => isNews(c, lx, locale, ctx, false));
}

/**
 * The verb said in a few words ("called them", "hab angerufen", "uniform ist bestellt"): a longer clause
 * ("he replied to me first actually") may say who did it or how, which news after it cannot settle.
 */
const MAX_VERB_CLAUSE_WORDS = 3;
function shortVerbClause(clause: string): boolean {
  return (clause.match(/[\p{L}\p{N}']+/gu) ?? []).length <= MAX_VERB_CLAUSE_WORDS;
}

/**
 * "she called me actually" under "call mum back": the thread's verb in the past with the owner as
 * its object (a word the pack turns to the second person, "me", "mij", "moi", with nothing but
 * function words after it) was done to the owner, not by them.
 */
function ownerIsObject(plain: string, summary: string, locale: Locale): boolean {
  const words = plain.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const langs = [...new Set<Locale>([locale, "en"])];
  const minor = (w: string) => langs.some((l) => pack(l).reply.fillers.includes(w) || pack(l).reply.trailing.includes(w));
  return words.some((w, i) => {
    const next = words[i + 1];
    return next !== undefined && saysVerbDone(w, summary, locale) && langs.some((l) => pack(l).commitments.toOwner(next) !== next) && words.slice(i + 2).every(minor);
  });
}

/**
 * "le proprio m'a appelé pour le loyer", "il padrone mi ha chiamato", "der Vermieter hat mich angerufen":
 * a done word (or the thread's verb done) right after another's auxiliary with the owner as its object
 * (the pack's `ownerObjectBefore`, at most one word between) was done to the owner, not by them,
 * unless another done word stands beside it.
 */
function doneToOwner(plain: string, summary: string | undefined, locale: Locale, fallback: Locale): boolean {
  const langs = [...new Set<Locale>([locale, fallback, "en"])];
  const before = langs.flatMap((l) => pack(l).reply.ownerObjectBefore);
  if (before.length === 0) return false;
  const words = plain.toLowerCase().replace(/’/g, "'").match(/[\p{L}']+/gu) ?? [];
  const ends = (i: number) => before.some((p) => words.slice(Math.max(0, i - p.split(" ").length + 1), i + 1).join(" ") === p);
  const doneWord = (w: string) => (summary !== undefined && saysVerbDone(w, summary, locale)) || langs.some((l) => [pack(l).reply.done, pack(l).reply.doneVerb].some((re) => re.test(w)));
  const at = words.findIndex((w, i) => i > 0 && (ends(i - 1) || (i > 1 && ends(i - 2))) && doneWord(w));
  if (at < 0) return false;
  // "c'est elle qui m'a appelé, réglé", "mi ha chiamato lei, risolto": a done of the owner's own beside it is the answer.
  const rest = [...words.slice(0, at), ...words.slice(at + 1)].join(" ");
  return !langs.some((l) => [pack(l).reply.done, pack(l).reply.doneVerb].some((re) => re.test(rest))) && !(summary !== undefined && saysVerbDone(rest, summary, locale));
}

/**
 * How sure the acts are together: the surest clause of each action ("…the project got cancelled,
 * so drop it" is a sure drop), the least sure action overall; a clause that read an action beside
 * a word against it (a negation, another action) keeps its doubt.
 */
function minStrength(acts: Array<{ action: ReplyActionName; strength: number }>): number {
  const byAction = new Map<ReplyActionName, number[]>();
  for (const a of acts) byAction.set(a.action, [...(byAction.get(a.action) ?? []), a.strength]);
  return Math.min(...[...byAction.values()].map((s) => (Math.min(...s) <= 0.4 ? Math.min(...s) : Math.max(...s))));
}

function ack(locale: Locale, actions: ReplyAction[], strength: number, typos: number, contentWords = 0): ReplyReading {
  // Typos and long stretches of other words make a reading less sure, never more.
  const confidence = Math.max(0, Math.min(1, strength - 0.03 * typos - (contentWords > 12 ? 0.05 : 0)));
  return { actions, intent: "ack", confidence, locale };
}

// ---------------------------------------------------------------------------------------------
// Replies as outsiders write them (corpus/dev/replies-<code>-outside.tsv): structure that says the
// reader may be reading the wrong thing, whatever the words

/**
 * "paid the water bill" under "pay the electricity bill": the object names the thread by one word
 * and something else by another, so it may be another thing of the same kind.
 */
function namesAnotherOfItsKind(object: string, summary: string | undefined, g: Grammar, locale: Locale): boolean {
  if (!object || !summary) return false;
  // "sent it to the wrong sam": after the pronoun, the thread's own person or thing named with a word of its own.
  const rest = g.pronoun.test(object) ? object.replace(g.pronoun, "").trim() : object;
  if (rest !== object && !(rest && namesThread(rest, summary))) return false;
  const thread = contentWords(summary);
  return contentWords(rest).some((w) => !thread.some((t) => sameWord(w, t)) && !g.vocabulary.has(w) && !isDuePhrase(w, locale));
}

/**
 * A stop word that is the thread's own verb ("cancelled it" under "cancel the Netflix
 * subscription", "drop off the parcel"): said in the past it is the thread done; otherwise a stop
 * or the thread itself, which is a guess. Null when the stop word is not the thread's verb.
 */
function threadOwnStop(plain: string, stop: RegExpExecArray, summary: string | undefined, locale: Locale): ClauseReading | null {
  if (!summary) return null;
  // The stop word itself, not its object ("hör auf, mich an die Pflanzen zu erinnern" under "die Pflanzen gießen").
  // Accents folded: a participle differs from its infinitive there ("résilié" of "résilier", "cancelado" of "cancelar").
  const fold = (s: string) => s.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  const said = (fold(stop[0]).match(/\p{L}+/gu) ?? []).slice(0, 1);
  const thread = fold(summary).match(/\p{L}+/gu) ?? [];
  const sameVerb = (w: string, t: string) => stem(w) === stem(t) || w.startsWith(t) || t.startsWith(w) || (w.length >= 6 && t.length >= 6 && w.slice(0, 6) === t.slice(0, 6));
  const spoken = (stop[0].toLowerCase().match(/\p{L}+/gu) ?? []).slice(0, 1).join(" ");
  if (!said.some((w) => w.length >= 4 && thread.some((t) => t.length >= 4 && sameVerb(w, t))) && !saysVerbDone(spoken, summary, locale)) {
    // "cancelada" under "dar de baja la suscripción", "annulé hier" under "résilier la box": the thread's own job
    // is a cancelling, so a cancelling word said in the past (a participle, accents kept: "annulé", not "annule")
    // reports that job done, as "cancelled it" does under "cancel the gym". Only when the participle opens the
    // reply and nothing but a time or a means follows in its clause; otherwise asked, never acted on.
    const cancelling = cancellingThread(summary, locale);
    const participle = /(?:ad|id|at|it)[ao]s?$|(?:é|ée|és|ées|ed)$/u.test(spoken);
    if (cancelling && participle && cancellingDoneInPast(plain, stop, locale)) return { kind: "act", action: "done", strength: 0.8 };
    return cancelling && participle ? { kind: "act", action: "stop", strength: UNSURE } : null;
  }
  if (saysVerbDone(plain, summary, locale) && mayTellDone(plain, locale)) return { kind: "act", action: "done", strength: 0.8 };
  return { kind: "act", action: "stop", strength: UNSURE };
}

/**
 * Whether a thread's job is a cancelling: its summary holds a stop word ("cancel the gym", "dar de baja la
 * suscripción"), or a verb whose past the language's stop words hold ("résilier" -> "résilié", "disdire" ->
 * "disdetto").
 */
function cancellingThread(summary: string, locale: Locale): boolean {
  const lx = pack(locale).reply;
  if (lx.stop.test(summary) || EN.stop.test(summary)) return true;
  const { pastOf } = pack(locale).commitments;
  return (summary.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => w.length >= 5 && pastOf(w).some((form) => form !== w && lx.stop.test(form)));
}

/**
 * Under a cancelling thread, "annulé hier par téléphone", "cancelado ayer por teléfono", "cancelled it
 * yesterday": the cancelling participle first in its clause, then at most a pronoun, a past time ("hier",
 * "ayer") and how it was done ("par téléphone"), every word the lexicon's or a time's. A reason, a person
 * or anything else after it leaves the reading asked.
 */
function cancellingDoneInPast(clause: string, stop: RegExpExecArray, locale: Locale): boolean {
  const before = clause.slice(0, stop.index).trim();
  if (before !== "" && !/^(?:\p{L}+\s+)?$/u.test(`${before} `)) return false;
  const g = grammarOf(locale);
  if (g.negation.test(clause) || /[?¿]/u.test(clause)) return false;
  const rest = clause.slice(stop.index + stop[0].length).trim();
  const words = rest.match(/[\p{L}\p{N}']+/gu) ?? [];
  if (words.length > 4) return false;
  const lx = pack(locale).reply;
  const beside = rest.replace(new RegExp(alternation([lx.object.pronouns, EN.object.pronouns]), "giu"), " ");
  return (beside.match(/[\p{L}\p{N}]+/gu) ?? []).every((w) => g.vocabulary.has(w) || lx.fillers.includes(w) || isDuePhrase(w, locale));
}

/** Whether a clause names the thread by a word other than its verb ("flights booked", not "booked the hotel"). */
function namesThreadBeyondVerb(clause: string, summary: string | undefined, locale: Locale): boolean {
  if (!summary) return false;
  const thread = contentWords(summary);
  return contentWords(clause).some((w) => !saysVerbDone(w, summary, locale) && thread.some((t) => sameWord(w, t)));
}

/** A clause that says the thread's own verb in the past ("flights booked", "Flüge gebucht"). */
function saysThreadVerbDone(clause: string, summary: string | undefined, locale: Locale): boolean {
  return summary !== undefined && saysVerbDone(clause, summary, locale) && mayTellDone(clause, locale);
}

/**
 * Doubt from the clauses beside the acts: the thread's verb in the past beside a "not yet" or a
 * deferral ("flights booked, hotel not yet": which part is the thread?) is a conflict; a time to
 * come back beside news the reader cannot read ("I made the appointment, it is on 15 june") may
 * be the news's own date, not a request.
 */
function outsiderDoubt(readings: ClauseReading[], acts: Array<Extract<ClauseReading, { kind: "act" }>>): "conflict" | "unsure" | null {
  const content = readings.filter((r): r is Extract<ClauseReading, { kind: "content" }> => r.kind === "content");
  if (content.some((r) => r.pastVerb) && acts.some((a) => a.action !== "done")) return "conflict";
  // A time said alone beside news of the thread's thing that holds no time of its own may be the
  // date of that news, not when to come back: the thread's verb in the past ("made, thursday 3pm"),
  // or its thing with words the reader cannot read ("afspraak gemaat, donderdag 15 uur"). News
  // with a time of its own is the reason for the deferral ("the gym is closed today, tomorrow").
  if (acts.some((a) => a.until && a.alone) && content.some((r) => !r.timed && (r.pastVerb === false || (r.unexplained > 0 && r.thread)))) return "unsure";
  if (acts.some((a) => a.until && a.statement) && content.some((r) => r.unexplained > 0)) return "unsure";
  // "ordered it but it hasn't arrived": a "not yet" of another verb beside other news; which part answers is a guess.
  if (acts.some((a) => a.otherVerb) && content.length > 0) return "unsure";
  return null;
}

/** A reply without its clauses of thanks or greeting ("thx for reminding me!!" holds no answer). */
function withoutSocial(plain: string, locale: Locale): string {
  const lx = pack(locale).reply;
  const g = grammarOf(locale);
  // Only the reminding in a thanks is dropped: "talk later" still holds a later.
  const thanksOnly = (c: string) => (lx.social.test(c) || EN.social.test(c)) && !g.actionWord.test(c.split(/\s+/).filter((w) => !g.deferVerb.test(w)).join(" "));
  return splitClauses(plain, lx)
    .filter((c) => !thanksOnly(c))
    .join(" ");
}

/**
 * "didn't cancel yet" under "cancel the Netflix subscription": beside a "not yet", the thread's
 * own words (its verb too) are the thing not done, not another answer.
 */
function withoutThreadWords(text: string, action: ReplyActionName, summary: string | undefined): string {
  if (action !== "not_yet" || !summary) return text;
  const thread = (summary.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length >= 3);
  return text.replace(/\p{L}+/gu, (w) => (thread.some((t) => t === w.toLowerCase() || stem(t) === stem(w.toLowerCase())) ? " " : w));
}

/**
 * "renewed it online yesterday": a pronoun next to the thread's verb in the past is its object,
 * so the words around it say how or when, not which thing.
 */
function objectIsThread(text: string, summary: string | undefined, locale: Locale): boolean {
  if (!summary) return false;
  const g = grammarOf(locale);
  const words = text.split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}']/gu, ""));
  return words.some((w, i) => saysVerbDone(w, summary, locale) && [words[i + 1], words[i - 1]].some((n) => n !== undefined && n !== "" && g.pronoun.test(n) && g.pronoun.exec(n)![0] === n && PERSONAL.test(n)));
}

/** Pronouns that stand for a thing or a person (not "already", "today"): the first few of every pack's list. */
const PERSONAL = new RegExp(`^(?:${alternation(LOCALES.map((l) => pack(l).reply.object.pronouns.slice(0, 4)))})$`, "iu");

/**
 * "stoppp", "straksss", "nooo": a letter typed three times or more at a word's end, or a vowel
 * anywhere, is one letter (two where the language knows that word). Three consonants inside a
 * word are a compound's ("Fitnessstudio", "Schifffahrt") and stay.
 */
const STRETCH = /([aeiouyäöüáéíóú])\1{2,}|(\p{L})\2{2,}(?!\p{L})/gu;
function unstretched(text: string, locale: Locale): string {
  const g = grammarOf(locale);
  return text.replace(/\p{L}+/gu, (w) => {
    if (!STRETCH.test(w)) return w;
    const two = w.replace(STRETCH, (m) => m.slice(0, 2));
    return g.vocabulary.has(two) || g.typoKnown.has(two) ? two : w.replace(STRETCH, (m) => m[0]!);
  });
}

// ---------------------------------------------------------------------------------------------
// Replies written by people who did not write ZOE (corpus/dev/replies-<code>-third.tsv): a part
// done, a negation said of something else, a word shouted, a reply about the thread that asks nothing

/** The done of a part ("die hälfte ist fertig"): no done; asked about on its own, beside a sure time to come back it is the rest deferred. */
function partDone(part?: RegExpExecArray | null): ClauseReading {
  return { kind: "act", action: "not_yet", strength: partOfCount(part) ? 0.85 : UNSURE, partial: true, part: true };
}

/**
 * "2 of 3 invoices sent", "3 sur 4 emballés" (issue 34, the thirty-first batch): a part said as a count of the whole,
 * fewer than all, is that much of the thread's work and no more; a part said by a word ("half", "the rest") may be of
 * another thing, and stays a guess.
 */
function partOfCount(part: RegExpExecArray | null | undefined): boolean {
  const n = part?.[0].match(/\d+/gu);
  return !!n && n.length === 2 && Number(n[0]) < Number(n[1]);
}

/** Every language's words for "in" before a duration ("binnen" is also "arrived"): no explanation of a word on their own. */
const WITHIN_WORDS: ReadonlySet<string> = new Set(LOCALES.flatMap((l) => pack(l).reply.within.heard));

/**
 * "the bill hasn't even arrived", "noch nicht angekommen", "nog niet binnen": a "not yet" whose
 * negation stands before a word that is not the thread's, a lexicon word or a time says that
 * something else has not happened, which is news, not the owner's answer. A bare "no" before
 * words ("nee joh") negates nothing after it.
 */
function negatesAnotherVerb(plain: string, hit: RegExpExecArray, g: Grammar, locale: Locale, summary: string | undefined): boolean {
  if (hit[0].trim().length <= 4 || !g.negation.test(hit[0])) return false;
  const thread = contentWords(summary ?? "");
  const after = plain.slice(hit.index + hit[0].length).match(/[\p{L}\p{N}']+/gu) ?? [];
  const unexplained = after.filter(
    (w) => w.length > 1 && !(g.vocabulary.has(w) && !WITHIN_WORDS.has(w)) && !thread.some((t) => sameWord(w, t)) && !(summary && saysVerbDone(w, summary, locale)) && !isDuePhrase(w, locale),
  );
  // One word, the clause's last: the verb the negation is said of ("… even arrived"), not a reason of many words.
  return unexplained.length === 1 && unexplained[0] === after[after.length - 1];
}

/**
 * "the bank called ME", "ich hab ja SO viel Zeit": a function word written in capitals among
 * lower-case words is said against something (the other way round, or ironic).
 */
function shoutsFunctionWord(raw: string, locale: Locale): boolean {
  if (!/\p{Ll}/u.test(raw)) return false;
  const lx = pack(locale).reply;
  return (raw.match(/(?<![\p{L}\p{N}])\p{Lu}{2,}(?![\p{L}\p{N}])/gu) ?? []).some((word) => {
    const w = word.toLowerCase();
    return (lx.fillers.includes(w) || EN.fillers.includes(w)) && !lx.vague.test(w) && !EN.vague.test(w) && !lx.yes.test(w) && !EN.yes.test(w);
  });
}

/**
 * Whether a reply that reads as no answer is about the thread all the same: it says the thread's
 * verb in any form ("the bank called ME", "ich zahl, wenn das Gehalt da ist"), or says something
 * against or ironically: then it is
 * asked about, not passed on as talk about something else. A new task of its own stays other talk.
 * (Naming the thread by one of its words was tried too: the French, Spanish, Portuguese and Italian
 * development sets label such chat "other", "maman a adoré le cadeau de l'an dernier".)
 */
/** The thread's verb: a task's stands first ("pay the bill") or last ("die Rechnung bezahlen"); a name is none. */
function threadVerbs(summary: string, locale: Locale): string[] {
  const all = summary.match(/[\p{L}\p{N}]+/gu) ?? [];
  return [all[0], all[all.length - 1]]
    .filter((t): t is string => t !== undefined && !/^\p{Lu}/u.test(t))
    .map((t) => t.toLowerCase())
    .filter((t) => !NOT_A_NAME.has(t) && pack(locale).commitments.pastOf(t).length > 0);
}

/**
 * "done drilling" under "return the drill to Mark": a general done word whose object is one word, a
 * form of a thread's word but neither that word itself nor a form of the thread's verb, is the done of
 * a doing named after the thread's thing ("drilling" is not returning the drill), not of the thread.
 */
function doneOfAnotherDoing(hit: string, object: string, lx: ReplyWords, locale: Locale, summary: string | undefined): boolean {
  if (!summary || ![lx.done, EN.done].some((re) => re.test(hit))) return false;
  // Words that add nothing to the object ("finally", "just now") are not part of it.
  const minor = new Set([lx, EN].flatMap((l) => [...l.fillers, ...l.object.pronouns]));
  const words = (object.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => !minor.has(w));
  if (words.length !== 1) return false;
  const w = words[0]!;
  const thread: string[] = summary.toLowerCase().match(/\p{L}+/gu) ?? [];
  return !thread.includes(w) && !threadVerbForm(w, threadVerbs(summary, locale)) && !saysVerbDone(w, summary, locale);
}

/** Whether `plain` holds the thread's verb ("betalen" of "de energierekening betalen") in any of its forms. */
function holdsThreadVerb(plain: string, summary: string, locale: Locale): boolean {
  return holdsVerbOf(plain, threadVerbs(summary, locale));
}

/** Whether `plain` holds one of `verbs` in any of its forms. */
function holdsVerbOf(plain: string, verbs: string[]): boolean {
  return verbs.length > 0 && (plain.match(/\p{L}+/gu) ?? []).some((w) => verbs.includes(w) || threadVerbForm(w, verbs));
}

function aboutThread(raw: string, plain: string, summary: string | undefined, locale: Locale, readings: ClauseReading[]): boolean {
  if (readings.some((r) => r.kind === "content" && r.newTask)) return false;
  if (EMOJI_IRONY.test(raw) || shoutsFunctionWord(raw, locale)) return true;
  if (!summary) return false;
  // "ich zahl, wenn das Gehalt da ist", "if he calls again I will": the thread's verb in any form, said of later or of a condition.
  // The verb of a task stands first ("pay the bill") or last ("die Rechnung bezahlen"); a name is none.
  const verbs = threadVerbs(summary, locale);
  return saysVerbDone(plain, summary, locale) || (plain.match(/\p{L}+/gu) ?? []).some((w) => verbs.includes(w) || threadVerbForm(w, verbs));
}

/**
 * A word of a deferral verb ("pass", "spost", "mov") in another's person: one the language's `asOwn`
 * rewrites into the owner's own form ("passou" -> "passei", "movió" -> "moví"). Languages that say both
 * alike (an empty `asOwn`: English, German, Dutch) have none.
 */
function movedByAnother(word: string, lx: ReplyWords): boolean {
  const w = word.toLowerCase();
  if (!lx.deferVerbs.some((v) => new RegExp(`^(?:${v})`, "iu").test(w))) return false;
  return lx.asOwn.reduce((t, [re, to]) => t.replace(new RegExp(re.source, re.flags), to), w) !== w;
}

/** Words beside a time that are only function words and the thread's own thing (not its verb): a statement of the thread's day. */
function statesThreadDay(restWords: string[], lx: ReplyWords, locale: Locale, summary: string | undefined): boolean {
  if (!summary || restWords.length === 0) return false;
  const verbs = contentWords(summary).filter((t) => pack(locale).commitments.pastOf(t).length > 0);
  const things = contentWords(summary).filter((t) => !verbs.includes(t));
  // The thing itself or its compound's head ("Termin", "Arzttermin"), not a word it starts with ("passa" is no "passaporte").
  const thing = (w: string) => things.some((t) => w === t || stem(w) === stem(t) || (w.length >= 5 && t.endsWith(w))) && !verbs.some((t) => sameWord(w, t));
  const filler = (w: string) => lx.fillers.includes(w) || EN.fillers.includes(w);
  return restWords.some((w) => thing(w.toLowerCase())) && restWords.every((w) => filler(w.toLowerCase()) || thing(w.toLowerCase()));
}

/**
 * "we're selling the house so who cares, drop it", "de buurvrouw doet het als we weg zijn, vergeet
 * het maar": a stop said last, in a clause every word of which is explained, after a reason that
 * holds no action word, negation, question, hedge, number or time. The reason's words need no
 * explaining: they say why, not what.
 */
function reasonThenStop(plain: string, reading: ReplyReading, ctx: ReplyContext, fallback: Locale): boolean {
  if (reading.actions.length !== 1 || reading.actions[0]!.action !== "stop") return false;
  const locale = reading.locale;
  const lx = pack(locale).reply;
  const g = grammarOf(locale);
  const clauses = splitClauses(plain, lx);
  if (clauses.length < 2) return false;
  const last = clauses[clauses.length - 1]!;
  const said = readClause(last, lx, locale, ctx);
  if (said.kind !== "act" || said.action !== "stop" || said.strength < CONFIDENT || unexplainedInReply(last, reading, ctx.summary, fallback).length > 0) return false;
  return clauses
    .slice(0, -1)
    .every((c) => !g.actionWord.test(c) && !g.negation.test(c) && !/[?\d]/.test(c) && !lx.hedge.test(c) && !EN.hedge.test(c) && !c.split(/\s+/).some((w) => isDuePhrase(w, locale)));
}

/** Whether a clause ends with a time of two or three words ("will call after work"): its last word is the time's, not a word after it. */
function endsWithTime(clause: string, locale: Locale): boolean {
  const words = clause.split(/\s+/);
  return [2, 3].some((k) => words.length > k && isDuePhrase(words.slice(-k).join(" "), locale));
}

/** A done said of a thing with a name of its own that is none of the thread's words ("Design fertig", "paid the water"). */
function saidOfAnotherThing(clause: string, summary: string | undefined, locale: Locale): boolean {
  if (!summary) return false;
  const g = grammarOf(locale);
  const thread = contentWords(summary);
  const things = contentWords(clause).filter((w) => !g.vocabulary.has(w) && !isDuePhrase(w, locale) && !saysVerbDone(w, summary, locale));
  return things.length > 0 && !contentWords(clause).some((w) => thread.some((t) => sameWord(w, t))) && !clause.split(/\s+/).some((w) => PERSONAL.test(w));
}

/** Every done is of another thing, and the rest is a sure "not yet" with nothing else asked: the thread is not done. */
function partDoneRestNotYet(acts: Array<Extract<ClauseReading, { kind: "act" }>>, names: ReadonlySet<ReplyActionName>): boolean {
  const dones = acts.filter((a) => a.action === "done");
  const notYets = acts.filter((a) => a.action === "not_yet");
  return dones.length > 0 && dones.every((a) => a.otherThing) && notYets.length > 0 && notYets.every((a) => a.strength >= CONFIDENT && !a.otherVerb) && [...names].every((n) => n === "done" || n === "not_yet");
}

/**
 * Whether a word is the thread's verb said in the present ("geh" for "gehen", "bel" for "bellen",
 * "ga" for "gaan", "koop" for "kopen", "ruf" for "anrufen", "going" for "go"): beside a time, the
 * owner saying when they will do it ("ik koop het morgen").
 */
function threadVerbForm(w: string, summaryWords: readonly string[]): boolean {
  if (w.length < 2) return false;
  const single = w.replace(/([aeiou])\1/u, "$1");
  return summaryWords.some((t) => {
    if (t.length < 2 || t === w) return false;
    const rest = t.startsWith(w) ? t.slice(w.length) : null;
    // "geh|en", "bel|len" (a doubled last letter), "ga|an".
    if (rest !== null && (w.length >= 3 ? rest === "en" || rest === "n" || rest === `${w.at(-1)}en` : rest === `${w.at(-1)}n`)) return true;
    // "an|ruf|en", "an|rufe|n": a separable particle before the stem.
    if (w.length >= 3 && t.endsWith(`${w}en`) && t.length - w.length - 2 >= 2) return true;
    if (w.length >= 4 && w.endsWith("e") && t.endsWith(`${w}n`) && t.length - w.length - 1 >= 2) return true;
    // "op|bel|len": the particle, then a doubled last letter.
    if (w.length >= 3 && t.endsWith(`${w}${w.at(-1)}en`) && t.length - w.length - 3 >= 2) return true;
    // "koop" for "kop|en": a vowel written twice in a closed syllable.
    if (single !== w && single.length >= 3 && t === `${single}en`) return true;
    // "go|ing", "call|s".
    return t.length >= 2 && w.startsWith(t) && /^(?:ing|s|es)$/u.test(w.slice(t.length));
  });
}

// ---------------------------------------------------------------------------------------------
// The shape of a reply, for calibration (bench/calibration-oos-analyse.ts)

/** Text-level features of a reply that may tell a confident mistake from a confident right reading. */
export interface ReplyShape {
  /** Words (letters or digits). */
  words: number;
  /** Clauses as the reader cuts them (punctuation and the packs' joiners). */
  clauses: number;
  /** A question mark anywhere. */
  question: boolean;
  /** Time expressions said (the reader's own time words). */
  times: number;
  /** A negation word (the packs' caution.negations). */
  negation: boolean;
  /** Action words (the packs' caution.actions), counted. */
  actionWords: number;
  /** Another person named as a subject (the packs' others). */
  another: boolean;
  /** A hedge, a condition, irony or hearsay (the packs' words). */
  caution: boolean;
  /** Words neither the lexicon, the language's function words nor the thread's summary explain. */
  uncovered: number;
  /** A digit. */
  digit: boolean;
}

/** The shape of a reply under its thread (pure; words only from the packs). */
export function replyShape(text: string, ctx: ReplyContext = {}): ReplyShape {
  const locale = detectLocale(text, ctx.locale ?? "en");
  const plain = normalise(text, locale).text;
  const g = grammarOf(locale);
  const lx = pack(locale).reply;
  const count = (re: RegExp) => (re === NOTHING ? 0 : (plain.match(new RegExp(re.source, `${re.flags.replace("g", "")}g`)) ?? []).length);
  return {
    words: (plain.match(/[\p{L}\p{N}]+/gu) ?? []).length,
    clauses: splitClauses(plain, lx).length,
    question: /[?¿]/u.test(text),
    times: timesSaid(plain, locale).length,
    negation: g.negation.test(plain),
    actionWords: count(g.actionWord),
    another: anotherOf([...new Set<Locale>([locale, ctx.locale ?? locale, "en"])]).test(plain),
    caution: [g.condition, g.irony, g.hearsay].some((re) => re.test(plain)) || lx.hedge.test(plain) || EN.hedge.test(plain),
    uncovered: unexplainedWords(plain, g, ctx.summary),
    digit: /\d/u.test(plain),
  };
}

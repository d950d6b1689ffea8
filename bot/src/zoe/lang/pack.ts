/**
 * What ZOE knows about one language, as one value: a `LanguagePack`. Every part is required, so a
 * language's folder (lang/<code>/index.ts) compiles only once it says everything: ZOE's own words
 * and how the language writes them; how its owner writes due dates, answers a follow-up, commits
 * to something, states a goal, asks for fewer messages and gives a clock time to a command; and
 * the words that tell the language apart from the others. The modules that read or write a
 * language keep their logic and take the words from the pack (`pack(locale)`, lang/index.ts).
 * Patterns are regular-expression sources written as words ("morgen (?:früh|vormittag)"), whole
 * words unless a field says otherwise, matched on lower-cased text where a field says so.
 * Must never: hold logic or import a feature (a pack is data), or make a part optional: a part a
 * language does not have yet is written out as empty (`[]`, `null` where the field says what that means).
 */
import type * as Chrono from "chrono-node";
import type { STRINGS } from "./en/strings.ts";

/** A key of ZOE's string table: English's keys (lang/en/strings.ts), which every language has. */
export type StringKey = keyof typeof STRINGS;

/** The commands whose /help line each language writes (a command not listed shows its registered description). */
export type HelpCommand = "start" | "help" | "memory" | "threads" | "done" | "snooze" | "untrack" | "goals" | "mode" | "quiet" | "pause" | "resume" | "why" | "stats" | "brief" | "drafts" | "status" | "console";

/** The units a repeating reminder steps by (threads/recurrence.ts): "weekday" skips Saturday and Sunday. */
export const REPEAT_UNITS = ["minute", "hour", "day", "weekday", "week", "month", "year"] as const;
export type RepeatUnit = (typeof REPEAT_UNITS)[number];

export interface LanguagePack {
  /** The language's name in English, for the model's prompts ("German"). */
  name: string;
  /** ZOE's own words: every sentence of the string table (lang/i18n.ts's `t`). */
  strings: Readonly<Record<StringKey, string>>;
  /**
   * The /help line of each command; null: the description each feature registers (written in
   * English) is this language's, which only English may say.
   */
  commandHelp: Readonly<Record<HelpCommand, string>> | null;
  writing: Writing;
  detection: Detection;
  due: DueWords;
  reply: ReplyWords;
  commitments: CommitmentCues;
  goals: GoalCues;
  offline: OfflineWords;
  clock: ClockWords;
  commands: CommandWords;
  secrets: SecretWords;
  personal: PersonalWords;
}

/** How the language writes what ZOE says. */
export interface Writing {
  /** A no-break space before ": ; ? !" and inside « » (French typography), put into ZOE's sentences, never into the owner's words. */
  spaceBeforePunctuation: boolean;
  /** Quotation marks around the owner's words ("x", „x“, « x »). */
  quotes: { open: string; close: string };
  /** The decimal separator of a number ZOE shows (0.60, 0,60). */
  decimal: "." | ",";
}

/** What tells a message in this language from one in the others (lang/locale.ts). */
export interface Detection {
  /** Words that, alone, mark the language (acks, time words, frequent short words), lower case. */
  markers: readonly string[];
  /** Letters only this language of ZOE's uses (a character class's contents, lower case); null: none. */
  letters: string | null;
  /**
   * Greetings this language shares with others ("hallo", "hey"), lower case: no markers (alone they name no language),
   * but a first message that is only one is answered in the owner's region's language when that language says it.
   */
  sharedGreetings: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Due dates (threads/due.ts, threads/due-locales.ts, threads/chrono-words.ts)

/** A pattern as written: source and flags (compiled when a text may match it), or a regular expression literal. */
export type Pattern = { readonly source: string; readonly flags: string };
/** A rewrite rule: a pattern and what its match becomes. */
export type Rule = readonly [Pattern, string | ((...m: string[]) => string)];

export interface DueWords {
  /**
   * How the language's due words become the words of threads/due.ts's one grammar ("morgen früh"
   * -> "tomorrow morning"), so every language keeps the same conventions. null: the language's
   * words are the grammar's own, which only English may say.
   */
  rewrite: DueRewrite | null;
  /** chrono-node's strict parser for dates with month names in this language; null when chrono-node has none. */
  chrono: ChronoReading | null;
  /** Whether "10/06" is day first (10 June); false: only a date that can be read one way is ("25/12"). */
  slashDayFirst: boolean;
  /**
   * Words that put a time phrase in the past ("yesterday", "last", "ago"; "gestern", "il y a"), lower case, whole
   * words: `zoe due` says such a phrase has no time to follow up on, rather than that it is not understood.
   */
  past: readonly string[];
}

/** The rewrite of one language's due phrases, applied in the order threads/due-locales.ts says. */
export interface DueRewrite {
  /**
   * Rules applied first, before the leading words are dropped: a day of the month said with its
   * article ("le 16", "el día 16", "am 15.", "op de 15de") becomes the grammar's "the 16".
   */
  early: readonly Rule[];
  /** Leading words meaning "by", "until", "on" ("bis", "d'ici", "para el", "até"). */
  lead: string;
  /** Weekday words, Monday first, each an alternation. */
  weekdays: readonly [string, string, string, string, string, string, string];
  /** Number words, for "in zwei Stunden". */
  numbers: Readonly<Record<string, number>>;
  /** Unit words -> the grammar's unit, for relative times. */
  units: ReadonlyArray<readonly [string, "minutes" | "hours" | "days" | "weeks" | "months"]>;
  /** "in"/"dans"/"en"/"em" before a relative time. */
  within: string;
  /** Phrase rules, applied in order, before weekdays and relative times. */
  rules: readonly Rule[];
  /** Rules applied after weekdays (parts of the day on their own, clock words). */
  late: readonly Rule[];
  /** A word after a weekday that makes it "next" ("vendredi prochain", "viernes que viene"); "": none. */
  nextAfter: string;
  /** A word before a weekday that makes it "next"; "": none. */
  nextBefore: string;
  /** A word before a weekday that means "this" (dropped). */
  thisBefore: string;
  /** Parts of the day after a weekday -> the grammar's words. */
  parts: ReadonlyArray<readonly [string, string]>;
  /**
   * Words that open a deadline inside a clause, where the verb comes last ("das Angebot bis
   * Freitag fertig machen") or the time comes right after it ("bel morgen Anna"): whole words,
   * any language's are looked for in every other language.
   */
  deadlineWords: readonly string[];
  /** How a calendar date with a month name is said ("am 3. Mai", "cinco de mayo", "de vijfde mei", "märz 3"). */
  dates: DateWords;
}

/**
 * A calendar date with a month name, read by threads/due-locales.ts into the grammar's "may 3"
 * (with its year when one is said), whatever the language's order and words; the time said beside
 * it is left to the other rules.
 */
export interface DateWords {
  /** Month names, January first, each an alternation of its full and abbreviated forms ("märz|maerz|mär|mrz"). */
  months: readonly [string, string, string, string, string, string, string, string, string, string, string, string];
  /** Days of the month in words, cardinal and ordinal, in every form the language inflects them ("erster", "ersten", "cinco", "premier"). */
  days: Readonly<Record<string, number>>;
  /** What may follow a day's digits to make it an ordinal ("\\.", "te", "er", "º"), an alternation; "(?!)": none. */
  ordinal: string;
  /** Words that may stand before the day and are dropped with the date ("am", "le", "el día", "op de"), an alternation. */
  before: string;
  /** Words between the day and the month, and between the month and the year ("de", "del", "di"), an alternation; "(?!)": none. */
  join: string;
}

/** chrono-node's locales that have a strict parser ("en", "de", "it", "nl", …). */
export type ChronoLocale = { [K in keyof typeof Chrono]: (typeof Chrono)[K] extends { strict: unknown } ? K : never }[keyof typeof Chrono];

export interface ChronoReading {
  /** Which of chrono-node's parsers reads the language. */
  parser: ChronoLocale;
  /**
   * The month names and time units of that strict parser, shortened to stems that cover every key
   * of its dictionaries (threads/chrono-words.ts says why and how they are used): a stem of three
   * letters or more is looked for anywhere; a shorter one (a time unit only) at the end of a word.
   * `glue`: what may stand glued before a stem within a word (English's number and ordinal
   * words); null: a stem may stand anywhere.
   */
  dateWords: { anywhere: readonly string[]; wordEnd: readonly string[]; glue: readonly string[] | null };
}

// ---------------------------------------------------------------------------------------------
// Replies to a follow-up (threads/reply.ts)

/**
 * How an owner changes a reminder they asked for, in words ("make it 10 minutes later", "actually at 16:15",
 * "cancel that reminder", "what reminders do I have?"): each pattern matches the whole message, lower-cased.
 */
export interface ReminderEditWords {
  /** Later by a duration: group `span` is the duration ("10 minutes", "zehn Minuten"), read after `spanIn`. */
  later: RegExp;
  /** Earlier by a duration: group `span` as in `later`. */
  earlier: RegExp;
  /** The language's "in" before a duration ("in", "dans", "daqui a"): `span` is read as "<spanIn> <span>". */
  spanIn: string;
  /**
   * What a fact about an appointment opens with ("I have the dentist thursday at 4pm", "ich habe …", "j'ai …", "tengo …"),
   * taken off the appointment's name when it is said with its "before" reminder and not tracked: the reminder is "the
   * dentist", not "I have the dentist". Matched at the start of the words left once the time is out.
   */
  factHead: RegExp;
  /** Another time for it: group `when` is the new time ("actually at 16:15", "doch lieber um 16:15"). */
  moveTo: RegExp;
  /** Cancel the reminder ("cancel that reminder", "lösch die Erinnerung"). */
  cancel: RegExp;
  /** Which reminders are set ("what reminders do I have?", "welche Erinnerungen habe ich?"). */
  list: RegExp;
  /**
   * A reminder a span before an appointment ("remind me 10 min before", "erinnere mich eine halbe Stunde vorher an den
   * Zahnarzt", "rappelle-moi 10 minutes avant le rendez-vous"): group `span` the duration (read as in `later`), optional
   * group `what` the words naming the appointment. Tried in order (threads/reminder-edit.ts).
   */
  before: readonly RegExp[];
  /** A span's form after `spanIn` where the language's case changes it ("eine halbe Stunde" -> "einer halben Stunde"); most have none. */
  spanCase: ReadonlyArray<readonly [RegExp, string]>;
  /**
   * Words that make a "remind me 15 min before" replace the appointment's earlier "before" reminders rather than add
   * one ("only 15 min before", "15 min before instead", "doch lieber nur 15 Minuten vorher"); taken out before `before` is read.
   */
  beforeInstead: RegExp;
}

/**
 * The reply lexicon: what the owner says to "did it happen?" and to "reschedule, drop, or break
 * it down?". The reader tries the reply's language, then the owner's, then every other; some
 * lists are read in every language (they say so).
 */
export interface ReplyWords {
  /** Changing a reminder the owner asked for in words, with no follow-up on screen (threads/reminder-edit.ts). */
  reminderEdit: ReminderEditWords;
  /** The reply closes the loop. */
  done: RegExp;
  /** Done-words that take an object ("sent the draft"): partial unless the object is the thread. */
  doneVerb: RegExp;
  /** Not done (negations, partial progress). */
  notYet: RegExp;
  /**
   * The owner's tiredness among the notYet phrases ("hoy estoy reventado"), as pattern sources: a not yet only
   * when nothing the reader cannot place stands beside it ("sono distrutto, settimana infinita" is mood). Empty
   * where the language's notYet holds none.
   */
  tired: readonly string[];
  /** Stop tracking it. */
  stop: RegExp;
  /** Split it into steps. */
  breakdown: RegExp;
  /**
   * The whole too big to begin ("too much at once", "I don't know where to start"): a breakdown asked for without its
   * verb; put as a question ("ist das zu viel auf einmal?") it asks instead.
   */
  overwhelmed: RegExp;
  /** Find a new due date. */
  reschedule: RegExp;
  /** Snooze without a time ("later"). */
  later: RegExp;
  /**
   * Words in a reply that put a loop off to later the same day ("later", "in a bit", "mais tarde", "más tarde", "al
   * rato"): a snooze that names no time and says one comes back in a few hours today (threads/snooze-choices.ts
   * `laterToday`), not the next morning. Tested on the whole reply; never matches "later this week" or "another day".
   */
  laterToday: RegExp;
  /** Words that may stand before a time in a deferral ("remind me", "I'll do it", "push the rest to"); English's count in every language. */
  defer: ReadonlySet<string>;
  /** Words asking for more of a duration ("10 more minutes", "noch 10 Minuten", "dame otros 10 minutos"), global: dropped beside a duration read as a snooze. */
  moreTime: RegExp;
  /** "Snooze"-verbs whose tail may be a duration ("snooze 2h", "give me an hour"). */
  snoozeVerb: RegExp;
  /** Words that make a bare time a guess ("maybe wednesday"); English's count in every language. */
  hedge: RegExp;
  /** Opens a question back. */
  question: RegExp;
  /** A yes / a no on its own. */
  yes: RegExp;
  /**
   * Agreeing to a proposal, the whole message ("ok", "dale", "blz", "passt", "d'accord"): presses the Yes of a yes/no
   * question typed (conversation/typed-choice.ts); never read as a loop done (under "did it happen?" it says nothing).
   */
  agree: RegExp;
  no: RegExp;
  /**
   * Whether this language's no word also negates the verb after it ("no lo he hecho", "não fiz"):
   * then "no <answer>" without a comma is not a no followed by that answer ("no stop", "nee noch nicht").
   */
  noNegatesVerb: boolean;
  /** Social words that answer nothing ("thanks", "hello"); English's count in every language. */
  social: RegExp;
  /** Words too vague to act on ("ok", "hmm", "kind of"). */
  vague: RegExp;
  /**
   * Clause separators beyond punctuation ("and", "but", "so"), an alternation, the plain "and" first
   * (a clause after it may be news beside a done; after the others it may take the done back);
   * English's count in every language.
   */
  joiners: string;
  /**
   * Joiners inside a clause of news beside a done that only give a reason or a consequence ("the jumpers
   * were sold out so I got the next size", "want hij zit nog vol"), never take the done back as "but"
   * does: a piece of news may be two clauses joined by one of these. Plain words; empty: none.
   */
  reasonJoiners: readonly string[];
  /**
   * Words that make a number in news beside a done a sum or a reference, not a time: money after or
   * before a number ("euros", "reais", "balles"; the signs €, $, £ count in every language) and the
   * names of a file's number before it ("numéro de dossier", "processo nº", "pratica"). Plain words,
   * every language's read in every language ("pagué 12,40", "850 euros", "número de expediente 77120").
   */
  figures: { money: readonly string[]; reference: readonly string[] };
  /** A plain "not yet" that may open a deferral in the same breath ("not yet snooze til monday"), an alternation. */
  notYetLead: string;
  /** Words after a time that add nothing to it ("for sure", "dann", "por favor"); every language's are dropped in every language. */
  trailing: readonly string[];
  /**
   * A duration after a snooze verb ("snooze 2 hours") becomes a due phrase with `say` before it
   * ("in 2 hours"), unless it starts with a word of `heard` already (every language's are heard).
   */
  within: { say: string; heard: readonly string[] };
  /**
   * Function words that never name a thread (auxiliaries, conjunctions, pronouns, "just", "now"),
   * beyond the stop words and the object words: a reply that shares only these with a summary names
   * no thread (threads/closing.ts). Words under three letters are never counted anyway.
   */
  nameless: readonly string[];
  /**
   * Words saying an answer is about every follow-up on screen, not only the newest ("both", "beide", "les deux", "los
   * dos", "entrambi", "allebei"): a sure done holding one closes each thread followed up in the last 30 minutes and not
   * yet answered (threads/ack.ts), as two reminders due at the same minute are answered at once.
   */
  allOfThem: readonly string[];
  /**
   * How a done-verb's object is read ("sent it" is done, "sent the draft" is progress), in this
   * language and English. Empty lists: the language has none of these yet.
   */
  object: {
    /** Words after the verb that stand for the thread itself ("it", "that", "this morning"). */
    pronouns: readonly string[];
    /** Particles between the verb and its object, dropped ("with", "off"). */
    particles: readonly string[];
    /** Words before the verb that are not its object ("yes", "i've", "just"), dropped. */
    subjects: readonly string[];
    /** "stop reminding me about X": the word before a thing that may be another thread. */
    about: readonly string[];
    /** A done-verb phrase that says the work is only partly done ("done with" the first part). */
    partial: readonly string[];
    /**
     * Words that name a part of the work ("half", "the rest", "Hälfte"): a done beside one is the
     * done of a part, a "not yet" (asked about on its own, kept beside a time to come back). Empty: none.
     */
    parts: readonly string[];
    /**
     * The shapes of an answer about the thread itself said without an action word: the thing done
     * as a pronoun ("sent it off", "hab sie geholt", "se la mandé", "l'ho spedita") or the owner at it
     * now ("on it right now", "mach ich grad", "ahora mismo lo hago"). A reply in one of these shapes
     * is never taken for sure as talk about something else: ZOE asks.
     */
    answers: RegExp;
    /**
     * The owner at the thread's own work now, the thing as a pronoun or not named ("I'm doing it right
     * now", "ich mach's grad", "ik ben er nu mee bezig"), said by the owner (not "it's automatic now"):
     * a stop beside it may stop the asking, not the work, so ZOE asks.
     */
    atItNow: RegExp;
  };
  /**
   * Another person as the whole subject of a reply ("my wife", "der Nachbar", "mi hija"): their done
   * ("my wife paid it") closes the thread as the owner's would; anything else they did is asked about.
   * A possessive or an article and a word for a person, as pattern sources. Empty: none.
   */
  others: readonly string[];
  /**
   * The third-person pronouns a clause of news about someone opens with ("she had a fall in the night",
   * "er ist gestürzt", "ze is gevallen"): beside it, a bare "not yet" ("waiting on the paramedics") may be
   * said of that news, not of the thread. Plain words. Empty: none.
   */
  thirdPersons: readonly string[];
  /**
   * Another person's auxiliary with the owner as its object, said before a past participle ("le proprio
   * m'a appelé", "il padrone mi ha chiamato", "der Vermieter hat mich angerufen"): the thread's verb after
   * it was done to the owner, not by them. Plain words, lower case; only third-person auxiliaries (a
   * reflexive "je me suis inscrit", "mi sono iscritto" is the owner's own doing). Empty: the language puts
   * the object after the verb ("called me"), which the reader sees without a list.
   */
  ownerObjectBefore: readonly string[];
  /**
   * Another person's doing said as the owner's own, to read a done by another with the owner's
   * lexicon ("la mandó" -> "la mandé", "l'a fait" -> "je l'ai fait", "l'ha pagata" -> "l'ho pagata"):
   * rewrites applied in order, only to what is left of a reply once another person is taken out of it.
   * Empty: the language says both alike ("my wife paid it", "meine Frau hat's bezahlt").
   */
  asOwn: ReadonlyArray<readonly [RegExp, string]>;
  /**
   * Words that open a clause of circumstance or reason after a time ("tonight when it's cooler",
   * "Freitag sobald das Gehalt da ist", "pasado mañana que tengo el día libre"): the time is the
   * snooze, the clause its reason. Empty: none.
   */
  whenWords: readonly string[];
  /**
   * Prepositions that open an event after a time ("tonight after the milking", "mañana temprano antes
   * de ordeñar", "al mese prossimo, dopo la pre-discussione"): the time is the snooze or the new date,
   * the event (a few words, no number, time or action word of its own) when in that time. Whole words.
   */
  eventWords: readonly string[];
  /**
   * Sign-offs that close a message written as a letter ("Bisous, Mamie", "Un abrazo, la abuela Carmen",
   * "Liebe Grüße, Oma"): after a sentence break, with the writer's name after them, they are no part
   * of the answer. Plain words, lower case.
   */
  signOffs: readonly string[];
  /**
   * Openings of a thanks whose object is what ZOE did ("thanks for", "gracias por", "merci de"): the
   * words after one are the thanks's, not an answer ("gracias por estar pendiente" holds the "not
   * yet" word "pendiente" and answers nothing). A clause that opens with one is never read for sure.
   */
  thanksFor: readonly string[];
  /**
   * Units a sum or a quantity is said in ("412 pounds", "9,90 Euro", "5kg"), plain words or symbols:
   * beside a done, a number in one is the figure of what was done (what it cost, how much was ordered),
   * never a time to come back. Every language's count in every language.
   */
  amountUnits: readonly string[];
  /**
   * Everyday things said by more than one noun ("meds" for the prescription, "the policy" for the
   * insurance, "parts" for the fittings): each group's words name the same thread's thing. Lower case,
   * single words; every language's count in every language.
   */
  sameThings: ReadonlyArray<readonly string[]>;
  /**
   * The new state of the thread's thing that says the work is done, said after that thing or the thread's
   * person as the whole subject ("the form's in", "der Antrag ist drin", "Sam has it now"), as pattern
   * sources for the end of the reply. Never a state that may be on the way to done ("on the way").
   */
  doneStates: readonly string[];
  /**
   * Words for being on the way ("on the way", "en camino", "a caminho", "per strada"), which the
   * "not yet" words may hold: said after a verb of the owner's ("peguei neles a caminho de casa"),
   * they tell where a thing was done, not that it is still to do.
   */
  onTheWay: readonly string[];
  /**
   * A place or a person opening, back or free again ("le cabinet ouvre à 16h", "el mercado abre el jueves",
   * "o Ceasa só abre quinta", "riapre giovedì"), as pattern sources: beside a deferral, the clause is its
   * reason, and its time is when to come back.
   */
  opens: readonly string[];
  /**
   * "je suis en service jusqu'à ce soir", "estoy de guardia hasta la noche", "sono in servizio fino a stasera":
   * the owner busy until a time, said as the whole reply (pattern sources). `be`: the first person's being
   * or working at the start; `till`: the word before the time. The time is when to come back.
   */
  busyTill: { be: readonly string[]; till: readonly string[] };
  /**
   * The owner did it themselves ("myself", "ho aggiustato da solo", "eu mesmo", "ich selbst"), as
   * pattern sources in the first person only ("si è fermata da sola" is the leak's own doing): beside
   * a stop ("consertei eu mesmo, esquece") the work may be done rather than dropped.
   */
  byMyself: readonly string[];
  /**
   * ZOE's own messages as an owner names them, whole words, lower case ("reminders", "Erinnerungen",
   * "rappels"): a stop "with the reminders" names this thread's follow-ups, never another thread.
   */
  ownMessages: readonly string[];
  /** Words before a deferral's time that are dropped from it ("until", "to"); English's count in every language. */
  untilWords: readonly string[];
  /** Beginnings of deferral verbs in any form ("snooz", "remind"); English's count in every language. */
  deferVerbs: readonly string[];
  /**
   * Words that carry no content of their own in a reply: pronouns, articles, auxiliaries,
   * politeness, fillers ("I", "the", "have", "please", "just"). A confident reading needs every
   * other word accounted for by the lexicon, the thread or the time read (threads/reply.ts
   * coverage); English's count in every language.
   */
  fillers: readonly string[];
  /**
   * What keeps the reader from being confidently wrong (threads/reply.ts). `actions`: beginnings of
   * the language's action words in any form ("snooz", "remind", "stop", "erledig"): a reply holding
   * one is never read as talk about something else, and an act read beside another action's word
   * is asked about. `negations`: whole words that turn an action word around ("don't", "nicht",
   * "pas", "no"), as pattern sources; an action read with one beside it is asked about.
   * `conditions`: whole words that make what follows depend on something ZOE cannot know ("if",
   * "falls", "si je", "se ele"), as pattern sources, written so that the same spelling in another
   * use ("s'il te plaît", a reflexive "se", Dutch "als" for "as") does not match: anywhere in a
   * reply, one makes a done, a "not yet" or a deferral without a time a guess (threads/reply.ts
   * `conditional`).
   */
  caution: {
    actions: readonly string[];
    negations: readonly string[];
    conditions: readonly string[];
    /**
     * Markers of irony that take back what they stand beside, anywhere in the reply ("yeah right, done,
     * as if", "mais oui c'est ça, fait", "pois, feito, quem me dera"), as pattern sources: a reading
     * beside one is asked about (threads/reply.ts `trapped`). Only markers that are never said sincerely.
     */
    irony: readonly string[];
    /**
     * Verbs and phrases of another's saying ("she said", "sie meinte", "dice", "zegt", "according to"),
     * as pattern sources: a done said after one is what someone else says, not the owner's own report,
     * so ZOE asks (threads/reply.ts `trapped`).
     */
    hearsay: readonly string[];
    /**
     * "For today", "für heute", "pour l'instant": beside a done word they say the owner stopped for now
     * ("done for today, too tired"), not that the thread is closed; never a time to snooze to. As pattern sources.
     */
    forNow: readonly string[];
    /**
     * A whole reply that is only a day of the month ("the 14th", "der 14.", "le 14", "dia 14"), with no
     * month, weekday or verb, as pattern sources: it may be the date of something else (the table
     * booked for the 14th) as much as a time to come back, so ZOE asks (threads/reply.ts `trapped`).
     */
    bareDay: readonly string[];
    /**
     * A stop verb with an activity of the owner's own after it ("stop worrying", "hör auf, dir Sorgen zu
     * machen", "arrête de t'inquiéter", "smettila di preoccuparti"), as pattern sources written so that
     * ZOE's own doing (reminding, asking, nagging, messaging) does not match: a stop of something else,
     * never the thread's follow-ups, so a stop read beside one is asked about (threads/reply.ts `trapped`).
     */
    stopOther: readonly string[];
    /**
     * News, after a done said in a clause of its own, that the attempt failed or is not whole ("went, it was
     * closed", "sent it but it bounced", "verschickt! oh, liegt noch in den Entwürfen", "terminé, menos la
     * última página", "gebeld, niemand nam op"): a closed door, an error, nobody answering, a draft, a
     * remainder, a correction. As pattern sources, whole words; a done read beside one is asked about
     * (threads/reply.ts `conflictingSignal`). Only words that are rarely said of a done that stands.
     */
    undoing: readonly string[];
    /**
     * A yes/no question typed without its question mark ("should I snooze it till next week", "hab ich den
     * schon bezahlt", "zal ik het naar volgende week schuiven", "je le repousse ou pas"): an inverted opener
     * that no statement of the language starts with (a dropped-topic statement, "hab ich schon gemacht",
     * "zal ik doen", must not match: the opener then needs a pronoun after the subject), or a tail ("or
     * not", "oder nicht", "ou pas", "o no"). As pattern sources, `^` for an opener and `$` for a tail, matched
     * against one clause: a reading beside one is asked about (threads/reply.ts `conflictingSignal`).
     */
    askedPlain: readonly string[];
    /**
     * The future of a done ("I'll have it done", "will be finished", "wird bald fertig sein", "is binnenkort
     * klaar", "ce sera fait", "estará hecho", "sarà fatto"): an auxiliary of the future or "soon", as whole-word
     * pattern sources. In the clause of a done word it is a promise, not a report, and ZOE asks
     * (threads/reply.ts `conflictingSignal`).
     */
    promise: readonly string[];
    /**
     * "Instead" ("went to the gym instead", "stattdessen", "à la place", "en vez de", "em vez de", "invece", "in
     * plaats van"), as whole-word pattern sources: the owner did another thing in place of the thread's, so a done
     * or a bare "not yet" read beside one may be of that other thing (a call made as a text, "he hasn't answered
     * yet"), and ZOE asks (threads/reply.ts `conflictingSignal`). A time beside it is a deferral ("friday instead").
     */
    instead: readonly string[];
    /**
     * The choice handed back to ZOE ("whatever you think", "up to you", "wie du meinst", "comme tu veux", "lo que tú
     * veas", "você que sabe", "fai tu", "zoals jij wil"), as whole-word pattern sources: the owner makes no choice of
     * their own, so a drop word beside one ("mir egal, wie du meinst") is no drop, and ZOE asks (threads/reply.ts
     * `handsChoiceBack`).
     */
    deference: readonly string[];
  };
  /** How owners misspell and shorten replies in this language (read only in a reply in this language). */
  spelling: {
    /** Shorthands and their words ("tmrw" -> "tomorrow"). */
    shorthands: ReadonlyArray<readonly [RegExp, string]>;
    /** Words a typo (one edit, plain lower-case letters) is corrected towards; empty: none corrected. */
    typoTargets: readonly string[];
    /** Real words never corrected besides the targets ("dome", "note"). */
    typoKeep: readonly string[];
  };
}

// ---------------------------------------------------------------------------------------------
// Capture without a model (threads/capture.ts, goals/capture.ts, conversation/offline-intents.ts)

/** "I'll ship the onepager today": a commitment stated in this language. */
export interface CommitmentCues {
  /** "I will …", "I need to …": group 1 is what follows (a request to be reminded: `reminder`). */
  trigger: RegExp;
  /**
   * The present said of the future ("I'm calling the bank tomorrow", "Ich schicke … am Freitag",
   * "morgen bel ik …", "let me … by Friday"): a commitment only with a time in the sentence (without
   * one it is a habit or what the owner is doing now). Group `task` is what follows; group `verb`,
   * when the verb stands before the subject ("morgen ruf ich … an"), goes before it; group `lead`
   * is what stands before that verb (where the time may be). Null: the trigger covers it.
   */
  present: RegExp | null;
  /**
   * A plan said in the past of a time still to come ("I was going to call the bank tomorrow", "je
   * devais envoyer les photos ce soir", "iba a hacer la compra al salir del curro"): group 1 is
   * what follows. Read as `present` is, only with a time in the sentence (without one, or after a
   * "but", it tells of a plan that fell through), and never past the hedges ("yesterday").
   */
  pastIntent: RegExp;
  /**
   * A note to self with no subject, its verb in the infinitive ("tandarts bellen morgen",
   * "Zahnarzt anrufen!"), tested on the task once the due phrase is out: a note only with a time,
   * or, when `noteBang` is set, a short one said with "!". Null: the language has none.
   */
  note: RegExp | null;
  /**
   * Whether a short note ending in "!" is one without a time: German, whose nouns stand apart from its verbs; Dutch,
   * whose `note` turns away a wish said with a plural ("Fijne feestdagen!").
   */
  noteBang: boolean;
  /**
   * A word that makes a day after it a noun's ("le match de samedi", "el horario del jueves", "l'orario di giovedì", "das
   * Spiel vom Samstag"), tested on the word before a day that ends a clause (or the day's own first word): when the clause
   * names a time of its own inside it ("… la cuidadora esta noche para cambiar el horario del jueves"), that is the due
   * date and the day stays with its noun. The same word after a deadline before an event joins the event's noun to it
   * ("avant la réunion de labo", "antes de la reunión del grupo"). null: none read.
   */
  dayOf: RegExp | null;
  /**
   * A word that makes a day after it the day a task is for, not the day it is done ("book the babysitter tomorrow for Saturday",
   * "ik regel morgen de oppas voor zaterdag", "domani sento la babysitter per sabato"), tested as `dayOf` is: when the message
   * names a time of its own elsewhere (inside or opening it), that is the due date and the day stays in the summary. A clock
   * time after it ("for 8pm") is never read so. null: none read.
   */
  dayFor: RegExp | null;
  /**
   * A learner's "go" with the verb second and its object after it ("gehe verlängern meinen Ausweis", "ik ga sturen de papieren naar de
   * ambassade"): `lead` the words before (a time, a filler), `verb` the infinitive, `task` its object and what follows. Read only with a
   * time, and said back in the language's order (the object, then the verb). null: the language has no such shape read.
   */
  learnerGo: RegExp | null;
  /** Where a second clause with a subject of its own begins ("… and we can chat tomorrow"): the task, and its due phrase, end before it. Null: none looked for. */
  clauseEnd: RegExp | null;
  /**
   * Where a second commitment may begin inside one sentence (" and ", ", then ", " und ", " et ",
   * " y "): the sentence is read as two when both halves commit ("I have to pay the rent today and
   * I need to call the bank tomorrow"). Null: a sentence holds one commitment.
   */
  nextClause: RegExp | null;
  /**
   * A line that heads a list of to-dos without being one ("Todo:", "To do this week -", "À faire :",
   * "Erledigen:"): the lines under it are tasks without a time. A day alone ("Tomorrow:") heads one
   * in every language. Said with a day in it ("On the list for Saturday:", "Morgen steht an:", "Au
   * programme demain :"), the head is tested without its day, and what follows it on the same line
   * is a task. Null: only the day and the trigger's own heads ("todo:") do.
   */
  listHead: RegExp | null;
  /**
   * A head that names the to-do's verb for the thing after it ("to book: MOT for the Fiesta", "zu buchen: TÜV",
   * "te boeken: APK", "à réserver : la salle"): `head` with the verb as its first group, `last` when the language
   * puts the infinitive after its object in a note ("TÜV buchen"). The task is read only when it reads as a to-do.
   */
  verbHead: { head: RegExp; last: boolean };
  /**
   * An errand's verb where a note puts it ("call the garage", "Werkstatt anrufen", "garage bellen", "appeler le garage"):
   * a list pasted with no marks is read as to-dos only when every item's verb is one, so a recipe's or a route's
   * steps one a line ("Zwiebeln klein schneiden\nin Butter anbraten") stay untracked.
   */
  listVerb: RegExp;
  /**
   * What follows a day to say that the owner's chore falls on it ("Ce soir c'est repassage des
   * chemises", "Heute Abend ist Hemden bügeln dran", "tonight is laundry night"), its `task` group
   * the chore; nothing after it (someone's name, a place) or it is a schedule. Null: none read.
   */
  chore: RegExp | null;
  /**
   * A thing of the owner's put off to a time, the whole message ("the repair can wait till Friday", "de reparatie schuift naar
   * vrijdag", "la reparación queda para el viernes", "la riparazione slitta a venerdì", "fica pra sexta o conserto"): its
   * `thing` group the summary (an article or a possessive first; never an event others hold, a meeting or a party), its `due`
   * group the time, which the grammar must read whole; a second shape in the same pattern names them `said` and `when` ("a limpeza
   * da garagem fica pra domingo": the thing first). Null: none read.
   */
  deferred: RegExp | null;
  /**
   * A deliverable named after its deadline, with no verb ("by fri: expenses", "by Friday the report to Dave", "bis Ende der Woche Angebot
   * an Müller", "até sexta: relatório", "tegen eind van de week offerte naar Peeters"): `lead` the deadline's first word, which the
   * grammar must read with the words after it as a time (a deadline, never a bare day: "Friday: beach" is a day out). The thing counts
   * only after a colon or a dash, or with whom it goes to (`to`), or with the state it must be in (`ready`, "apresentação pronta");
   * never with a word of `not` (a subject, a verb, a greeting or a state of the owner's: "bis morgen, Schatz", "até segunda de férias",
   * "by Friday it's done"). Null: none read.
   */
  deadlineThing: { lead: RegExp; to: RegExp; ready: RegExp; not: RegExp } | null;
  /**
   * A thing the owner says is still on them: a debt to settle ("I still owe Tom the 20 quid", "ich schulde Tom noch 20 Euro", "ik ben Tom
   * nog 20 euro schuldig", "ainda devo 20 euros ao Tomás", "tô devendo uma ligação pra minha irmã"), a thing they still sit with ("ik zit
   * nog met die offerte"): what is owed and to whom, or the thing, said back as the summary, or null. Never a debt of thanks or of a
   * lifetime ("I owe you one", "devo tudo aos meus pais"), never one to ZOE ("you"), never the past or another's. Null: none read.
   */
  outstanding: ((sentence: string) => string | null) | null;
  /**
   * Short day names that name a day only as a list's head ("Ma:" for "maandag", "ma" being mum
   * elsewhere), and the day the grammar reads for each. Null: a head's day is the grammar's.
   */
  headDays: Readonly<Record<string, string>> | null;
  /**
   * Titles written short before a name, without their dot ("M", "Sr", "sig", "Dr"): the dot of "M. Perrin", "ao
   * Sr. Gomes", "al sig. Galli" ends no sentence (threads/capture.ts). Compared without case.
   */
  titles: readonly string[];
  /**
   * What a task written under a day may be without its verb ("Tomorrow: dentist appointment",
   * "Morgen: Zahnarzttermin"): an appointment or an errand named by its noun. Tested on the task;
   * anything else under a day must read as a note (a verb), or "Tomorrow: rain all day" is tracked.
   * Null: the task under a day is not checked.
   */
  errand: RegExp | null;
  /**
   * A language whose `errand` also reads infinitives (any word ending as one): the nouns of an appointment or a service that,
   * first in a message and followed only by its time, make a to-do with no verb ("dentiste jeudi 15h", "revisão do carro dia
   * 12", "tagliando entro fine mese"). Null: such a note is read by `errand`, or not at all.
   */
  appointment: RegExp | null;
  /**
   * What an appointment or an errand named by its noun is about, said after its time ("reunião com a Carla amanhã às 10h pra falar do
   * site", "meeting with Carla tomorrow at 10 to talk about the site", "Termin mit Carla morgen um 10 wegen der Website"), or who it is
   * with ("Stand-up morgen um 9:30 mit dem Team"): tested on
   * what follows the time, from its first word. The appointment is read without it (as `appointment` or `errand` reads it) and says
   * it back after its noun. Null: not read.
   */
  about: RegExp | null;
  /**
   * The owner's "have" with the subject left out, opening an appointment said by its noun ("hab noch Zahnarzt um 3", "hab Freitag um
   * 10 Friseur", "heb morgen om 3 de tandarts", "got the dentist tomorrow at 3", "tenho consulta no cardiologista quinta às 10h", "tengo
   * parcial el lunes a las 9"): dropped, and the rest read as an errand and its time (`errand`, or `appointment` where there is one).
   * Anchored at the start. Null: not read.
   */
  haveErrand: RegExp | null;
  /**
   * The word after a meeting's noun that opens who it is with ("zoom with the Acme folks", "Zoom mit den Acme-Leuten", "zoom
   * met de mensen van Acme"): such an errand, its noun first, may run to six words before its time (threads/capture.ts).
   * Tested on that one word. Null: four words, as any errand.
   */
  meetingWith: RegExp | null;
  /**
   * An occasion said first that a to-do is for, its deadline ("for the party Saturday: buy ice", "zum Geburtstag Blumen holen", "voor
   * de verjaardag van Kim een cadeau kopen"): anchored at the start, group 1 the occasion as said, the match ending where the to-do
   * begins (after a colon, if one). Read only first: after the task it names a purpose as often ("book the hotel for the wedding"). Null: not read.
   */
  occasion: RegExp | null;
  /** Words that make a sentence a hope, a doubt or a condition. */
  hedges: RegExp;
  /**
   * The hedges that hold only in their own clause (a negation: "Kann's nicht mehr aufschieben, ich
   * ruf morgen an"): in a clause before the one read they do not hedge it. Null: every hedge
   * holds for the whole sentence.
   */
  clauseScoped: RegExp | null;
  /**
   * A clause opened by "now" said of what comes next ("jetzt muss ich noch …", "nu moet ik nog …"),
   * said again without it (verb and subject in their order), or null when it opens no such clause.
   * Read only with a time of its own. Null: "now" hedges as said.
   */
  nowOpener: ((clause: string) => string | null) | null;
  /**
   * The summary put in task form ("passe chez le notaire" -> "passer chez le notaire", "ligo ao dentista" -> "ligar ao
   * dentista"), given what the owner said: a language whose to-dos are infinitives turns a first-person verb at the head
   * (lang/task-form.ts). Null: the summary stays as the cue leaves it.
   */
  taskForm: ((summary: string, said: string) => string) | null;
  /**
   * The owner's subject before a first-person present verb at a sentence's head ("je ", "yo ", or nothing where the verb names
   * its person: "llamo", "ligo", "chiamo"), matched up to the verb, which must follow: the verb and what follows are a note with
   * no time when `taskForm` says the verb back as an errand's (`bareNote`): "je passe à la banque" (threads/capture.ts). Never a
   * conditional, an imperfect or a state ("je suis", "llamaría", "llevo siglos"). Null: no such note is read.
   */
  firstPerson: RegExp | null;
  /**
   * A to-do's verb alone in the infinitive, at the start of what follows a thing and its time
   * ("dentiste demain 9h - confirmer"), for a language without `note`.
   */
  infinitive: RegExp | null;
  /**
   * A to-do note with no time and no subject ("renouveler l'assurance auto", "pedir cita en el médico", "marcar
   * consulta no dermatologista", "prenotare il treno per Bologna"): the verb of an errand (calling, writing, buying,
   * paying, booking, cancelling, renewing, sending or taking back, fetching, printing, filing, mending) in the
   * infinitive at the start, and what it is done to, never with a generic or another's possessive ("renouveler son
   * passeport" is a headline, "saisir votre code" an instruction). A recipe's, a dose's or a device's step names
   * other verbs ("couper", "prendre deux comprimés", "appuyer"), which is why the verbs are listed and not any
   * infinitive. Read (threads/capture.ts `readBareNotes`) only when all of the message is such notes, one a line or
   * parted by "; ", each short, with no comma, colon, question or figure. null: not read (a note needs a time).
   */
  bareNote: RegExp | null;
  /**
   * A bare note whose figure is what is bought, paid or given back ("acheter 2 kg de patates", "rembourser 20 balles à
   * Kevin", "comprar 2 kilos de tortillas", "devolver os 50 conto pro Léo", "ridare 20 euro a Marco"): the verb of buying,
   * ordering, paying, transferring or giving back, then at most an article and the count or amount. `bareNote` turns away
   * a note with a figure, since a dose's and a recipe's steps have theirs ("prendre 2 comprimés", "ajouter 200 g de
   * sucre"); this lets the figure stand after these verbs only. Never a verb a recipe or a dose uses (take, add, put,
   * give, cut). null: not read (a figure keeps a note out).
   */
  countedNote: RegExp | null;
  /**
   * A chore whose verb is the whole task ("muss noch tanken", "ff stofzuigen", "need to hoover"): one word said after a cue, which is no
   * task otherwise ("call" names no one). The whole remaining task must match.
   */
  soloTask: RegExp | null;
  /**
   * Chat words a bare note may open with that are no part of it ("haha ja morgen werken", "naja morgen arbeiten", "ok morgen de garage
   * bellen"): the note is read without them, so a lone verb left ("werken") stays no task and a summary does not begin with "haha".
   * Anchored at the start, all of them at once.
   */
  noteOpener: RegExp | null;
  /** A word pointing back at a thing said before ("them", "sie", "ze"): a second note with one is the first task's next step. */
  backRef: RegExp | null;
  /**
   * A head naming what the notes after its colon are for ("pro aniversário da Ana: comprar bolo", "para la cena de Navidad: encargar
   * el cordero", "pour l'anniv de Tom : commander le gâteau", "per il compleanno di Anna: ordinare la torta"): tested on the words
   * before the colon; the notes are read as `bareNote` reads them and the head is said after each. Never a head that addresses
   * others ("para todos:", "pour info :"), nor a day (a day's head is read as one). null: not read.
   */
  purposeHead: RegExp | null;
  /** "I have to say …": figures of speech, not tasks (matched at the start of what follows). */
  notATask: RegExp;
  /** Words that carry no task of their own. */
  vague: ReadonlySet<string>;
  /** Words before the task that are not part of it ("to", "daran", "de"), dropped; every language's in every language. */
  taskLead: readonly string[];
  /**
   * Words said right after a task's verb that name nothing of the task ("räum endlich die Garage aus", "fahr noch zu …",
   * "ruim eindelijk de garage op"): dropped from the second place of a summary that opens with its verb. Lower case, whole words.
   */
  afterVerb: readonly string[];
  /** A deadline the grammar cannot place, kept as the owner's words (group 1, "by the offsite", "nächsten Monat"; taken out wherever it stands); null: none looked for. */
  unplacedDeadline: RegExp | null;
  /**
   * An assurance said after the task (", promise", ", for sure", ", versprochen", ", c'est promis",
   * ", te lo prometo"): it stresses the commitment and is no part of the task or its due phrase, so
   * the match is dropped from the end of the sentence before it is read.
   */
  afterthought: RegExp;
  /**
   * A sum of money said after the task, after a comma (", 15 €", ", je 4,50 €", ", about £4k", ", zo'n 4000 euro"): what it costs or
   * what is owed, no part of the task's grammar. The sentence is read without it and the sum is said back after the summary. Group 1
   * is the sum as said. null: none read.
   */
  amountTail: RegExp | null;
  /**
   * The home or the shop of someone named, said between a time and the owner's verb, as a tradesperson or a carer says where the
   * job is ("amanhã em casa da D. Rosa troco o esquentador", "domani dai Rossi cambio la caldaia", "demain chez les Martin je change
   * le chauffe-eau", "mañana en casa de los García cambio el calentador"): anchored where the place starts, the match the place, a
   * name in capitals last. The sentence is read without it and the place is said after the task; kept only with the time.
   * null: none read.
   */
  visit: RegExp | null;
  /**
   * Words that stress a commitment inside it and name nothing of its task ("without fail", "sem falta",
   * "auf jeden Fall", "zeker"): taken out of the summary wherever they stand as whole words
   * ("Amanhã sem falta pago a renda" -> "pago a renda"). Lower case.
   */
  emphasis: readonly string[];
  /**
   * A question asking ZOE to note what the owner must do ("can you note that I need to …?",
   * "kannst du dir merken, dass ich …?", "pourrais-tu noter que je dois …?"): the commitment as
   * the owner would state it ("dass ich … anrufen muss" -> "ich muss … anrufen"), read as if said;
   * null for any other question, which stays untracked.
   */
  noteAsk(question: string): string | null;
  /**
   * A word that carries a pronoun joined to it ("t'appelle", "ligo-te", "llamarte", "chiamarti"):
   * it counts as two words, so "Ligo-te amanhã" is a task. null: the language joins none.
   */
  clitic: RegExp | null;
  /**
   * A cue that ends in "that I" with the verb at the clause's end ("ich habe versprochen, dass ich den Rasen mähe", "ik heb beloofd
   * dat ik de tuin doe"): the cue, and the task with that verb said as a to-do names it ("den Rasen mähen", "de tuin doen"), an
   * auxiliary at the end left out ("… mähen werde"). Also any cue after which the verb is said in a form no to-do uses: Portuguese
   * "vou estar" and a gerund ("vou estar mandando o briefing" -> "mandar o briefing"), Italian "che avrei" and a participle
   * ("… che avrei riconsegnato i compiti" -> "riconsegnare i compiti"). null: the task after every cue reads as is.
   * `oneVerb`: the cue is a promise told ("versprochen, dass ich heute Abend koche"), so its verb alone is a task ("kochen"); a
   * form-changing cue ("vou estar trabalhando") names no promise, and one verb after it stays no task.
   */
  thatClause: { cue: RegExp; task(clause: string): string; oneVerb: boolean } | null;
  /**
   * A thing to be done said with the owner not its subject: a passive ("the tyres need changing
   * this month", "Die Reifen müssen diesen Monat gewechselt werden", "De banden moeten deze maand
   * gewisseld worden") or a thing to do ("I've got the car service to book this week", "Hab noch
   * ein Paket zurückzuschicken", "Heb nog een pakketje om terug te sturen"): said back as a to-do,
   * `task` with its verb as a note says it and the rest of the sentence (where the time is),
   * `lead` the words before it (a day, or nothing). Read only with a time, and only when the lead
   * is a day or nothing (someone else's "Jess has got …" is not read). A paper or a parcel that has to go out, back or to the post
   * ("the invoice has to go out tonight", "die Rechnung muss heute Abend raus") is said back as sending it. null: the language says it
   * back as no to-do (the sentence is read as said).
   */
  restate: ((sentence: string) => { lead: string; task: string } | null) | null;
  /**
   * People a sentence may be about (kin, friends, a boss, a neighbour), lower case: "Mon frère doit
   * être opéré mardi" says what will happen to him, not a task of the owner's, so a passive whose
   * subject opens with one of them is not restated as a to-do.
   */
  people: ReadonlySet<string>;
  /**
   * A task said first and taken up in the next clause by a verb of doing and "it" ("I meant to order the tiles, will do
   * it tomorrow", "wollte noch die Fliesen bestellen, mach ich morgen", "moest de tegels nog bestellen, doe ik morgen"):
   * `clause` the pick-up clause at its start, in the first person and not the past ("will do it", "mach ich", "doe ik",
   * "je le fais", "lo hago", "faço", "lo faccio"), what follows it (the time) left after the match; `task` the earlier
   * clause said as a note (its "I meant to", "hab vergessen", "moest … nog" out, "zu"/"te" before the verb dropped), or
   * null when it says no task as a note can (a participle: "still haven't booked the vet").
   */
  pickUp: { clause: RegExp; task(earlier: string): string | null };
  /**
   * Shapes the cues do not read, said again in one they do (threads/capture.ts `readOne`); null: the language says none again.
   * `pickedUp`: the thing said first and picked up by an object pronoun ("La tenue neuve, je la récupère demain" -> "je récupère la
   * tenue neuve demain", "el parte hay que mandarlo antes de las 6" -> "hay que mandar el parte …", "a nota fiscal eu mando ela hoje" ->
   * "eu mando a nota fiscal hoje", "il rapporto lo mando domani" -> "mando il rapporto domani"): tried before the sentence as said,
   * whose summary would keep the pronoun and lose the thing; `thing` is what was picked up (a thing that holds a time or names a person
   * is no object said first: "La huelga sigue mañana según la radio", "mia sorella prenota l'agriturismo").
   * `state`: a state the owner promises in the present or the future ("je suis co à 9h30 pour le daily", "estaré conectado mañana a las
   * 22", "Estou online às 9h30", "sono collegato domani alle 22": connected, available, at a place), said as the cue the trigger reads
   * ("je vais être co …"); kept only with a time.
   * `toBeDone`: a thing and what is to be done to it in the infinitive ("Commande de roses à passer avant jeudi", "Pedido de claveles
   * por hacer", "Encomenda por fazer", "Ordine di ranuncoli da fare") said as a note ("passer commande de roses avant jeudi"); kept only
   * with a time, never with an advert's or a report's verb ("Chambre à louer", "Rien à signaler", "Niente da segnalare").
   */
  sayAgain: { pickedUp(sentence: string): { said: string; thing: string } | null; state(sentence: string): string | null; toBeDone(sentence: string): string | null } | null;
  /**
   * A commitment said before a tag that makes it one, in a shape the cues do not read: a state of a thing promised after it ("the boxes
   * will be dropped off by Thursday, I promise", "die Kartons sind bis Donnerstag bei Ihnen, versprochen", "het verslag is vrijdag af, dat
   * beloof ik", or with the promise said first: "ich verspreche dir, dass die Fotos bis Sonntag sortiert sind"), a "that I" clause said
   * before "don't forget" ("dass ich Mama morgen anrufe, nicht vergessen"), a thing that "still" has to be done with nobody named
   * ("Nebenkostenabrechnung muss noch gemacht werden"). `said`: the sentence said
   * again as the cues read it ("I'll get the boxes dropped off by Thursday", "nicht vergessen, dass ich Mama morgen anrufe"); `needsTime`:
   * kept only with a time (a state said of a thing is a promise only with its time). null: the sentence has no such tag, or the language
   * reads none.
   */
  tagged: ((sentence: string) => { said: string; needsTime: boolean } | null) | null;
  /** Words said while dictating that carry nothing ("uh", "ähm", "eh", "euh"): taken out, with a comma after them, before a message is read. */
  fillers: RegExp;
  /**
   * The language's elisions typed without their apostrophe ("j appelle", "l envoyer", "qu il"), put back before a message is
   * read, as the cues are written with it; null: the language has none to put back.
   */
  elisions: ((text: string) => string) | null;
  /** A request to be reminded ("remind me in 2 minutes to …"): a promise, kept at the minute named. */
  reminder: ReminderCues;
  /**
   * A task as ZOE says it back to the owner ("You said you'd …"): in the second person ("call my
   * mum" -> "call your mum", "schicke den Bericht" -> "den Bericht schicken"); what it cannot turn stays as said.
   */
  toOwner(task: string): string;
  /**
   * The forms a word of a task takes when the owner says it is done ("call" -> "called", "anrufen"
   * -> "angerufen", "appeler" -> "appelé", "llamar" -> "llamé", "llamado"): the past of a verb, by
   * the language's regular rules and its common irregular verbs; [] for a word that is no verb
   * the rules know. A form the owner says of a thread's verb reads as "it is done" (threads/past.ts).
   */
  pastOf(word: string): readonly string[];
}

/** How the owner asks to be reminded in this language. */
export interface ReminderCues {
  /** "remind me", "erinnere mich", "rappelle-moi", "recuérdame", "lembra-me": where the request is. */
  ask: RegExp;
  /**
   * The request asked another way ("don't let me forget …", "nudge me about …", "make sure I …",
   * "lass mich … nicht vergessen", "ne me laisse pas oublier …"): read by the capture as `ask` is,
   * the same `lead` before it and `joiner` after it. Null: only `ask`.
   */
  indirect: RegExp | null;
  /**
   * The request put as a reminder to set ("set a reminder for 4pm: dentist", "stell mir eine
   * Erinnerung für 16 Uhr", "recordatorio en 10 minutos: …"): read as `ask` is.
   */
  noun: RegExp;
  /**
   * The request put as a timer or an alarm ("set a timer for 10 minutes for the pasta", "stell mir einen Wecker für 7 Uhr",
   * "mets un minuteur de 10 minutes", "zet een wekker om 10:20 om de auto te verzetten"): `ask` matches the request as
   * `noun` does, with group `what` the timer's or alarm's word as said (the reminder's name when nothing else is said) and,
   * for a length said before it ("a 15 minute timer", "einen 10-Minuten-Timer"), groups `n` and `unit`; `spanFor`, the
   * word a length follows after it ("for", "auf", "de"): "a timer for 10 minutes" rings in 10 minutes, "an alarm for
   * 9:20" at 9:20; `about`, the word that joins it to its thing ("for the pasta", "pour les pâtes"), taken off the task.
   */
  timer: { ask: RegExp; spanFor: RegExp; about: RegExp };
  /**
   * A reminder asked to repeat ("every day at 8", "every monday", "daily", "jeden Morgen um 8", "tous les jours à 8h"), which
   * ZOE cannot keep yet: each phrase and what it says of the FIRST time (the day, the part of the day, a span: "on monday",
   * "in 2 hours"; "" when only the hour said with it counts), tried in order on the request. ZOE sets that first one and
   * says it will come once (threads/capture.ts `repeatAsked`).
   */
  repeats: ReadonlyArray<readonly [RegExp, string]>;
  /**
   * What a `repeats` phrase steps by, tried in order on the phrase as said ("every weekday" before "every day"; "every
   * monday" steps by a week, "every morning" by a day): the first that matches gives the unit, and how many of them
   * when the phrase has no number ("every other day": 2); none matching is a day. A number said in the phrase ("every 2
   * hours") is the count.
   */
  repeatUnits: ReadonlyArray<readonly [RegExp, RepeatUnit, number?]>;
  /**
   * A repeat every few units said with its count ("every 2 days", "every three hours", "alle zwei Tage", "tous les trois
   * jours", "cada dos días", "a cada duas horas", "ogni tre giorni", "om de twee uur"; threads/recurrence.ts): `re` matches
   * it with group `n`, digits or a number word of `numbers`, and group `unit`, read by `repeatUnits` (a day when none
   * matches). Minutes and hours come first that span from now; days, weeks and months at the hour said with them. The
   * idiom for every two weeks ("cada quince días", "tous les quinze jours") is `repeats`', not a count of days.
   */
  repeatEvery: { re: RegExp; numbers: Readonly<Record<string, number>> };
  /**
   * Several days of the week in one repeat ("every monday and thursday", "mondays and thursdays", "every weekend", "every
   * day except weekends"; threads/recurrence.ts `repeatDaysSaid`), as pattern sources matched on lower-cased text:
   * `days`, Monday to Sunday and then the weekend (Saturday and Sunday as one), each an alternation of the forms a repeat
   * says them in ("monday|mon", "lundis?|lun"); `habitual`, the same eight said as a habit with no word before them
   * ("mondays", "montags", "maandags"; "" where the language has no such form), which alone make a series; `every`, the
   * words before the first day that make it a series ("every|each", "jeden|jede|jedes", "tous les|chaque|le"); `and`, the
   * words joining one day to the next besides a comma, with an article the language repeats ("and", "et le", "y el");
   * `except`, the words taking days out of every day ("except", "außer", "sauf"); `everyDay`, every day as said before
   * `except`; `daily`, one phrase of this language's `repeats` that says every day with no first day ("every day"): the
   * days said are read as it for the first time, which then moves to the first of them; `span`, the words before two
   * days that make them a span's ends, no list of days ("between monday and thursday", "zwischen", "entre", "tussen"):
   * said with none of these, "on monday and thursday at 9" is two reminders, one on each (`daysListed`); `fromToday`, the
   * days counted from today a list may name beside the week's ("tomorrow and the day after", "mañana y pasado", "morgen und
   * übermorgen"), each a pattern source and the due phrase it means said alone, today, tomorrow and the day after in this
   * order; `dayAfter`, the day after tomorrow said by ellipsis, only right after tomorrow ("tomorrow and the day after",
   * "mañana y pasado", "amanhã e depois"; after "friday" it is Saturday, so no list), "" where the language has none.
   */
  repeatDays: {
    days: readonly [string, string, string, string, string, string, string, string];
    habitual: readonly [string, string, string, string, string, string, string, string];
    every: string;
    and: string;
    except: string;
    everyDay: string;
    daily: string;
    span: string;
    fromToday: readonly [readonly [string, string], readonly [string, string], readonly [string, string]];
    dayAfter: string;
  };
  /**
   * Two hours said as a window's ends ("between 9 and 10", "zwischen 9 und 10 Uhr", "entre las 9 y las 10", "de 9h à 10h";
   * threads/window.ts `hoursSpanned`), as pattern sources matched on lower-cased text: `span`, the words before the first
   * hour; `and`, the words between the two; `at`, the words that say one hour alone ("at", "um", "a las"), put before the
   * hour that stands for the window.
   */
  hourSpan: { span: string; and: string; at: string };
  /** What may come before it: a greeting, "please", "can you", "and" or "also" ("oh and remind me …", "e ricordami …"). */
  lead: RegExp;
  /** Words that join the request to the task ("to", "daran,", "de", "que"), taken off the task. */
  joiner: RegExp;
  /** "Also" said right after the request ("remind me also to …", "erinnere mich auch daran …", "ricordami anche di …"), taken off before the rest is read. */
  also: RegExp;
  /**
   * A second reminder said in short right after one ("and in 2 minutes the oven too", "en over 2 minuten ook aan de oven"):
   * `and`, what opens it (the language's "and", "also"); `too`, its "too" or "also" as a whole word anywhere in it, taken out.
   */
  elliptic: { and: RegExp; too: RegExp };
  /**
   * What follows the request when it is a question put to ZOE, not a thing to do ("me lembra que dia é hoje?", "¿me recuerdas qué
   * día es hoy?", "mi ricordi che giorno è oggi?", "tu peux me rappeler quel jour on est ?"): tested on the words after the request,
   * its question mark kept. A question word that also opens a reminder ("quando chegar …") only with the mark. Null: not read.
   */
  asked: RegExp | null;
  /** The task as a to-do reads it ("zurückzurufen" -> "zurückrufen"); most languages: as said. */
  plainTask(task: string): string;
}

/** "My goal this quarter is …": a goal stated in this language. */
export interface GoalCues {
  /** "my (main) goal (this quarter) is (to) …": group 1 is the goal. */
  goal: RegExp;
  /** Words before the goal phrase that make it a condition, a doubt or the past. */
  hedges: RegExp;
}

/** What ZOE understands without a model besides commitments; every language's are tried on every message. */
export interface OfflineWords {
  /** "You message me too much." */
  quieter: readonly RegExp[];
  /** "More nudges." */
  louder: readonly RegExp[];
  /** "Stop reminding me about X": group 1 names the thread; the first that matches wins. */
  stopAbout: readonly RegExp[];
  /** Words that do not name a thread ("the", "my", "der", "le"). */
  stopWords: readonly string[];
  /**
   * "Move the dentist to friday", "verschieb den Zahnarzt auf Freitag", "pasa lo del dentista al viernes": a whole message
   * asking to move an open loop to another time. Anchored at the start on the imperative (optionally after "can you" or
   * "please"), so "I'll move the couch …" (a new commitment) and "the meeting moved to friday" (news) are not one; group
   * `what` names the loop, group `when` is the time, which must read as a due time in full or the message is not a move.
   * A pronoun for `what` ("move it to friday", "schieb es auf Freitag"), or an expression with no `what` (a pronoun
   * joined to its verb: "spostalo a venerdì", "muévelo al viernes", "décale-le à vendredi"), names no loop: the one on
   * screen (the reply reader's), else ZOE asks which. Group `topic` instead of `what`: the loop said first, then its new
   * time ("lo del predial mejor el lunes", "la banque je la fais jeudi", "de bank doe ik donderdag wel"); a move only of a
   * loop those words name, since said of nothing open it is a new commitment (the capture's).
   * Tested on the trimmed message; every language's on every message.
   */
  moveTo: readonly RegExp[];
  /**
   * A move verb and a pronoun for the loop, the whole clause, with no time ("move it", "verschieb es", "décale-le",
   * "muévelo", "muda isso", "spostalo", "verzet het"): beside a clause that says the new time ("plumber can only come
   * thursday, move it"), a move of the loop on screen (threads/closing.ts). Tested on one clause, trimmed, without case.
   */
  moveIt: RegExp;
  /**
   * A whole message asking to move a loop it names, with no time ("move the meeting", "verschieb das Meeting", "déplace la
   * réunion", "verzet de vergadering"): group `what` the loop's words (an article or a possessive first, no time word
   * after). ZOE asks to when, with times that fit as buttons, when the words name an open loop (threads/closing.ts);
   * else it is nothing. Tested on the whole message, trimmed.
   */
  moveAsk: readonly RegExp[];
  /**
   * A pause said in words, the whole message ("mute until monday", "no messages tonight", "bis Montag Ruhe bitte", "tot
   * maandag even niks"): named groups say until when: `day` (a due phrase; the pause ends as active hours start that
   * day, or at its clock time or part of the day), `hours` or `minutes` (a digit, or the language's "one"), `tonight`
   * (until the morning), `evening` ("until the evening", "até a noite", "hasta la noche": until this evening).
   */
  pause: readonly RegExp[];
  /** The end of a pause in words, the whole message ("you can message me again", "du darfst wieder schreiben"). */
  resume: readonly RegExp[];
  /**
   * The day's words ("today", "heute", "aujourd'hui", "vandaag"): a question for the list that holds them ("what did I
   * say I'd do today?", "was steht heute an?") is answered with today's and overdue loops only, not the whole list.
   */
  today: RegExp;
  /**
   * The next day's word ("tomorrow", "morgen", "demain", "mañana"), never one that also names this morning ("esta mañana",
   * "heute Morgen") or the day after ("pasado mañana", "übermorgen"): a list question with it in place of `today`'s word
   * ("what do I have tomorrow?", "was steht morgen an?") is answered with tomorrow's loops only.
   */
  tomorrow: RegExp;
  /**
   * The owner's current week ("this week", "diese Woche", "cette semaine", "esta semana"), never the next or the last: a list
   * question with it in place of `today`'s word ("what's due this week?", "was steht diese Woche an?") is answered with the
   * loops due or overdue up to the end of Sunday.
   */
  week: RegExp;
  /**
   * A whole question about the day's plan that is no list question without its day ("what do I have today?", "qu'est-ce
   * qui est prévu aujourd'hui ?", "wat heb ik vandaag?"); tested as `asks` is, and only with a `today` word in it.
   */
  todayAsks: RegExp;
  /**
   * A whole message asking, in plain words, for what a command shows ("what's on my list?", "was steht heute an?",
   * "show my goals", "any drafts?", "what can you do?"): tested, offline, on the message lower-cased, with "’" as "'",
   * without its emoji, end punctuation and trailing politeness; anchored at both ends, so a sentence that only
   * contains such words ("I'll show my goals to Sam") is not one. Answered as the command is.
   */
  asks: Readonly<Record<"threads" | "goals" | "drafts" | "help", RegExp>>;
  /**
   * Small talk asking what ZOE is up to ("what are you up to", "was machst du so", "tu fais quoi de beau"), tested as `asks`
   * is but before its trailing words are off ("so" is one): no question for /help, answered as small talk.
   */
  upTo: RegExp;
  /**
   * A whole message asking to drop an open loop in a form `stopAbout` does not take ("drop the mockups", "laat de mockups
   * maar zitten", "streich die Mockups"): group `what` names the loop. ZOE asks "Drop …? [Yes] [No]" before anything
   * changes (threads/closing.ts). Anchored at both ends, the object short and with no place or time after it, so "drop
   * the kids at school" (a task) is none. Every language's on every message.
   */
  dropAsk: readonly RegExp[];
  /**
   * A whole message asking to stop tracking or to delete a loop ("cancel the dentist", "delete the dry cleaning reminder",
   * "stop tracking the dentist", "lösch den Zahnarzt", "supprime le rappel du dentiste"): group `what` names the loop.
   * Unlike `dropAsk`, its verbs also open to-dos ("cancel the gym membership"), so ZOE asks "Drop …? [Yes] [No]" only
   * when the words name an open loop; naming none, the message is read as any other (threads/closing.ts). Anchored at
   * both ends; may be asked ("can you delete …?"). Every language's on every message.
   */
  untrackAsk: readonly RegExp[];
  /**
   * A whole message telling ZOE a fact to keep ("remember that my sister's birthday is 12 March", "merk dir, dass Tom
   * Vegetarier ist", "retiens que …"): group `fact` is the fact. Not "remember to …" (a reminder) and not a question.
   */
  remember: readonly RegExp[];
  /**
   * Where a "that" clause puts its verb last ("dass Tom Vegetarier ist", "dat Tom vegetariër is"): `verbs`, the finite
   * verbs moved back behind the subject so the kept fact reads as a sentence ("Tom ist Vegetarier"); `determiners`,
   * the words that open a two-word subject ("meine Schwester"). Empty in languages that keep the verb in place.
   */
  verbLast: { verbs: readonly string[]; determiners: readonly string[] };
  /** A note to self ("note to self: …", "Notiz an mich: …", "nota mental: …"): group `note` is what it says. */
  noteToSelf: readonly RegExp[];
  /**
   * A clause shaped as a statement about something, not an errand: a subject word first (an article or a possessive),
   * a form of "to be" after it ("the office wifi is slow", "das WLAN im Büro ist freitags langsam", "de wifi is traag"),
   * or a subject of one or two words with no article, as notes are typed ("dentist moved to Friday"; a word that is
   * also a preposition or a pronoun, French "a" typed for "à", is no verb there).
   * A note the capture would track is kept as a fact when the capture's summary reads so.
   */
  statement: RegExp;
  /**
   * A question for the open list in the owner's own words, as a bag of words, for what `asks.threads` does not spell
   * out ("what do I still have open?", "anything I forgot?", "j'ai quoi en cours", "welche Erinnerungen hab ich"). The
   * message, lower case and split at spaces, commas, apostrophes and hyphens (after a `lead` is taken off its start),
   * asks for /threads when it is short, made ONLY of these words, names a state (`open`) or an item (`items`), and
   * has an `ask` word, or is "my" (`mine`) and an item ("meine Aufgaben"), or is one item alone ("liste"). Any other
   * word (a thing named: "the pizza", "der Rechnung von Tom") makes it no list question, which keeps it safe: never add
   * a noun, a second-person pronoun ("you", "du", "tu" aside as a clitic) or a verb of doing something else.
   */
  listBag: {
    /** Phrases taken off the message's start first ("can you", "kannst du"). */
    lead: readonly string[];
    /** Question and request words ("what", "which", "anything", "show", "remind"). */
    ask: readonly string[];
    /** What an open item is ("open", "left", "pending", "forgot", "due", "to do" as its verb). */
    open: readonly string[];
    /** Names of the items ("list", "tasks", "reminders"). */
    items: readonly string[];
    /** "my" in its forms. */
    mine: readonly string[];
    /** "Nothing" ("nothing", "rien", "nada", "niks"): with a state and a question mark, a list question ("rien en attente ?"). */
    none: readonly string[];
    /** Words that carry nothing here ("i", "still", "have", "is", "there", "to", "the"). */
    filler: readonly string[];
  };
}

/** Clock times and ranges in command arguments ("/quiet 22 bis 7", "/brief a las 9"); every language's words in every language. */
export interface ClockWords {
  noon: readonly string[];
  midnight: readonly string[];
  /** Words before a clock time meaning "at" ("um", "à", "a las"), dropped. */
  at: readonly string[];
  /** Words after a clock time meaning "o'clock" ("Uhr"). */
  oClock: readonly string[];
  /** Single letters between hours and minutes, or after a bare hour ("21h", "21h30"). */
  hourLetters: readonly string[];
  /** 12-hour clock marks. */
  meridiem: { am: readonly string[]; pm: readonly string[] };
  /**
   * Whole short answers to "15:00 or 03:00?" that name a half of the day, lower case: `pm` picks the later
   * reading ("afternoon", "nachmittags", "de la tarde", "'s avonds"), `am` the earlier ("morning", "nachts").
   */
  halves: { am: readonly string[]; pm: readonly string[] };
  /** Words before a range's start, dropped ("from", "von"). */
  rangeFrom: readonly string[];
  /** Between a range's two ends besides a dash: pattern sources with their own boundaries ("\\bbis\\b", "\\sà\\s"). */
  rangeTo: readonly string[];
}

/** Command arguments in the owner's words ("/mode leise", "/brief aus"); every language's in every language. */
export interface CommandWords {
  /** Words for the modes besides their own names ("leise", "discret"). */
  modes: Readonly<Record<string, "quiet" | "balanced" | "proactive">>;
  /** "on" and "off", for /brief. */
  on: readonly string[];
  off: readonly string[];
  /**
   * The owner asking ZOE to act on what they pass on ("track this", "merk dir das"), written
   * above a forward: only after such words of the owner's own may a forwarded message change
   * anything (conversation/authorship.ts). Case-insensitive, whole words; every language's in every language.
   */
  actOnForward: RegExp;
  /**
   * Picking an item of a "which one?" question by its place, typed (conversation/typed-choice.ts): `ordinals[i]` are
   * the words for the (i+1)-th ("second", "zweite", "deuxième", "segunda"), lower case, without accents, every
   * gender and ending; `pickFillers` the words that may stand around one ("the", "die", "le", "o", "number"), never
   * a word that names a loop. English's count in every language.
   */
  ordinals: readonly (readonly string[])[];
  pickFillers: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Secrets said in words (privacy/disclosures.ts): the privacy gate reads every language's words on
// every text, since owners mix languages. All lower case; a keyword may be several words.

export interface SecretWords {
  /** Words naming a password-like secret: the value must look like a credential (or be a long digit run). */
  password: readonly string[];
  /** Words naming a code or key: a 4 to 8 digit value (a PIN, a door code, "#9855") counts too. */
  code: readonly string[];
  /** Head nouns that form compounds with anything before them ("Bankpasswort", "WLAN-Schlüssel"); [] where the language does not compound. */
  compoundHeads: readonly string[];
  /** Single words (or signs) between the keyword's phrase and the value ("is", "ist", "c'est", "é", "to"). */
  connectors: readonly string[];
  /** Words that may stand between a connector and the value ("now", "jetzt", "toujours", articles). */
  fillers: readonly string[];
  /** Words right after a number that make it a length, a duration or an amount, not a code. */
  units: readonly string[];
  /** Words for the user name of a login ("username", "Benutzername", "identifiant"): with one before it, a password keyword's plain word is its pass. */
  userWords: readonly string[];
  /** Of the password words, those for the password itself (not a network or an account: "the wifi is flaky"): a plain word closing the clause after them and "is" is the password ("das Passwort ist mariposa"). */
  plainValueKeywords: readonly string[];
  /** Words that make a value before a keyword its value: "use X as the password", "nimm X als Passwort". */
  asWords: readonly string[];
  /**
   * Verbs of a change's result that tie a password to its word across a whole relative clause as
   * firmly as "is" ("…, the one I set up after the old disk died, became / ended up as …", "quedó en",
   * "ficou"); an "as" word right after one counts too ("ended up as").
   */
  settledVerbs: readonly string[];
  /** Words that say something about a password rather than being one ("wrong", "abgelaufen", "incorrect"), or where it is kept ("Bitwarden", "Zettel"). */
  notValues: readonly string[];
  /** Words that put a login in the clause ("account", "Zugang", "compte", "acceso"): after one, "name / pass" ("Netflix account: mum / falc0n.77") is a login pair without a password word. */
  pairCues: readonly string[];
  /**
   * Words that take back what was just said ("sorry", "Quatsch", "pardon", "perdón", "desculpa", "anzi", "nee wacht"):
   * after a secret, one of them and then a value of the same kind make the value a secret too ("PIN 5923, Quatsch, 3026").
   */
  corrections: readonly string[];
  /**
   * Words that put a credential in a story's sentence without naming it: what it opens ("bank", "Postfach",
   * "Ameli", "laptop") and what was done to it or its owner ("reset", "zurückgesetzt", "remis", "het nieuwe",
   * "locked out", "buitengesloten"). In such a sentence a value of a password's shape right after a
   * connector ("…, the new one for the bank is …") is one, and so is a word and its year ("es ist kater1998").
   */
  storyCues: readonly string[];
  /** Words that make a code in their clause a voucher, an order or an error, not a secret ("checkout", "Rabatt", "réduction", "descuento"). */
  codeTopics: readonly string[];
  /** Words that give a name, not a secret ("heißt", "called", "s'appelle"): after a network or login word ("das WLAN heißt FRITZ!Box …") the word after them is a name. */
  namingWords: readonly string[];
  /** Words for what a code is entered with ("with", "mit", "avec") and the verbs of typing it ("type", "tippen", "digita"): "die Alarmanlage schaltest du mit 2894 aus", "per disinserire l'allarme digita 33830" give the code after them. One word each. */
  means: readonly string[];
  /** Of the code words, the combination locks (bike locks, padlocks, lockers), whose code may have three digits or be a dial's "12-34-56". */
  shortCodes: readonly string[];
  /** Words naming the answer to a security question ("mother's maiden name", "Geburtsname meiner Mutter", "nom de jeune fille", "primera mascota", "meisjesnaam"): the one or two words after them, behind a connector, are a secret. */
  securityAnswers: readonly string[];
  /** Verbs that put a thing somewhere ("stored", "gespeichert", "rangé"): a connector after them ("stored in …") names a place, not a value. */
  placeVerbs: readonly string[];
  /** Words that tie a value said first to the keyword after it ("that's", "voilà", "so lautet", "opens", "öffnet"): "71B91: voilà le digicode", "4821 opens the side gate". */
  leadIns: readonly string[];
  /** Words saying a value holds spaces ("spaces", "Leerzeichen", "espaces", "espacios", "espaços", "spazi", "spaties"): between a keyword and its ":" ("Passwort (mit Leerzeichen!): …"), the value is the rest of the line. */
  spaceWords: readonly string[];
  /** Words that join two items ("and", "und", "et", "y", "e", "en"): a value right before one closes its item ("contraseña del banco … y el PIN …"). */
  conjunctions: readonly string[];
  /** Words for a door, a gate or a locker ("gate", "Garagentor", "portail", "portal", "voordeur"): keywords whose value is only a code's shape (four to eight digits), "portal 0648 y garaje 5643". */
  doors: readonly string[];
  /** Words that order the pieces of a password read out or dictated ("then", "dann", "puis", "luego"; a short "and" before one is skipped with it): "großes W, dann brezel, dann 9528" is one value. */
  /** The verbs that put a passphrase of plain words right after the password word ("is", "ist", "c'est", "luidt"): "the password is correct horse battery staple". */
  phraseConnectors: readonly string[];
  dictation: readonly string[];
  /** Words that say what kind of number comes after them (an order, a room, a page, a line, a step, a bus, a flight; "no.", "Nr."): a value after one is a reference, not a code, and no piece of a password read out. */
  references: readonly string[];
  /** Words before a clock time ("at", "um", "à"): a code-shaped value after one is a time ("alarm at 0630"). */
  timePrepositions: readonly string[];
  /** Words after which a year is a date ("in 2026", "seit 1998", "depuis 2019"), not a code. */
  datePrepositions: readonly string[];
  /** Ordinary words (comparatives, auxiliaries, adverbs, pronouns: "longer", "immer", "toujours") that are never a piece of a password read out. */
  proseWords: readonly string[];
  /** Words right after a keyword that make it name a topic, not announce a secret ("the password reset flow", "PIN pad", "Passwort vergessen", "mot de passe oublié"). */
  topics: readonly string[];
  /** Words before "code", "key" or "PIN", also as a compound's first part or with a dash, that make it something else: a postcode, a promo or error code, a meeting's code, a primary key ("post", "promo", "Rabatt", "réunion", "primary"). */
  notSecretPrefixes: readonly string[];
  /** Words for an access token or an API token ("token", "Zugangstoken", "jeton"): they announce a value as password words do, but one of digits alone is a count ("max tokens: 4096"). */
  tokens: readonly string[];
  /** Words naming an online meeting, a webinar or a conference call, or its dial-in ("webinar", "meeting ID", "Einwahl", "id de réunion", "vergader-ID"): a PIN or code of digits alone in their sentence is the meeting's dial-in code, which its organiser publishes to every participant. */
  meetings: readonly string[];
  /** Words that make a Wi-Fi value a network's name ("Marriott_Guest", „Gäste-8“, "Livebox-invités"): a value holding one as a word, with two digits at most, is what the network is called, not its key. */
  networkNames: readonly string[];
  /** Words naming a shop's or a card terminal's receipt ("receipt", "Kassenbon", "ticket de caisse", "scontrino"): a code of letters and digits in their sentence (the card payment's authorisation code, a terminal or transaction code) is printed for anyone to read. */
  receipts: readonly string[];
  /** Words that make a code a 2FA recovery or backup code, before the word for code ("backup codes", "Wiederherstellungscodes") or after it and "de"/"di"/"do" ("codes de récupération", "códigos de cópia de segurança"). */
  recoveryCodes: readonly string[];
  /** The words for "my" and "our" an owner writes before the plural word for codes to head a pasted list ("my codes:", "mijn codes", "os meus códigos", "i miei codici"): a list of four or more codes after them is a recovery-code list, as after a recovery word. */
  ownCodes: readonly string[];
  /** How a code is said in words, digit by digit or in pairs ("vier sieben eins neun", "quarante-sept dix-neuf", "zevenenveertig"): after a code word and its connector, a run of them worth four digits or more is a code. */
  spokenNumbers: SpokenNumbers | null;
  /**
   * The words of the older single patterns that run beside the grammar (privacy/secrets.ts:
   * `PW_PROSE`, `PIN_BARE`, `LOGIN_PAIR`), built into their expressions from every pack.
   */
  singlePatterns: SinglePatternWords;
}

/** Number words of one language, for a code said in words (privacy/disclosures.ts `spokenCodes`). */
export interface SpokenNumbers {
  /** The ten digits in order, 0 to 9 ("null", "eins" … "neun"). */
  digits: readonly string[];
  /** Other words for one digit, with it ("zwo": 2, "ein": 1, "oh": 0, "meia": 6). */
  otherDigits: Readonly<Record<string, number>>;
  /** Words worth two digits: the teens and the tens ("elf", "zwanzig", "dix", "vingt", "soixante"); a word built with one of them ("siebenundvierzig", "quatre-vingt-huit") counts two. */
  pairs: readonly string[];
  /** What joins a number's parts inside one word or between dashes ("und", "en", "ën", "et", "y", "e"). */
  joiners: readonly string[];
}

/** The words of privacy/secrets.ts's older single patterns, per language ([] where the language has none). */
export interface SinglePatternWords {
  /** Keywords of "keyword [for what] is value" ("password", "Kennwort", "mot de passe"), any case; "pass" is only a password before ":", "=" or "is". */
  passwordWords: readonly string[];
  /** Words between such a keyword and what it is for ("for", "für", "pour", "voor"), one word each. */
  purposeWords: readonly string[];
  /** Articles after a purpose word ("the", "die", "le", "het"). */
  articles: readonly string[];
  /** Words before the value ("is", "ist", "est", "é"); a phrase of several words is written with spaces, a longer phrase before a shorter one it begins with ("is now" before "is"). */
  connectors: readonly string[];
  /** PIN words right before its digits, as they are written (case kept): "PIN", "pin code", "Geheimzahl". */
  pinWords: readonly string[];
  /** Words right after digits that make them a count, not a PIN ("digits", "stellig", "mal"). */
  countWords: readonly string[];
  /** Words opening a login pair ("login", "Benutzer", "utilisateur"), a longer word before a shorter one it begins with. */
  loginWords: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Personal data as the language writes it (privacy/personal.ts): read on every text, like the
// secret words. All lower case; a word may be several words.

export interface PersonalWords {
  /** Words that say someone was born, before or after the date ("born", "geboren", "né le", "nací el", "DOB"). */
  birth: readonly string[];
  /** Words right after a birthday word that make it an errand, not a date of birth ("party", "present"). */
  birthdayErrands: readonly string[];
  /** Month names and their abbreviations, for dates written with words. */
  months: readonly string[];
  /** A day of the month said in words before its month, cardinal or ordinal ("third", "dritter", "vingt", "doce", "primo", "twaalf"), for dates of birth in words. */
  dayWords: readonly string[];
  /**
   * A year said in words, as dictation writes it after a date of birth's day and month ("neunzehnhundertachtundachtzig",
   * "mil neuf cent soixante-douze", "mil novecientos ochenta y ocho"): `opens`, the words a year starts with (in a
   * language that writes a year as one word, its start: "neunzehnhundert", "negentien", "millenovecento"), and `parts`,
   * the tens, hundreds and joining words that go on with it (units are the `dayWords`).
   */
  yearWords: { opens: readonly string[]; parts: readonly string[] };
  /**
   * A car's number plate: `words` for it ("Kennzeichen", "kenteken", "plaque", "targa", "matrícula", "number plate")
   * and `mine`, the owner's possessives ("mein", "mijn", "ma", "mia", "mi", "meu", "my"): a plate-shaped value after
   * such a word, with one of them in its clause, is the owner's plate ("mein Kennzeichen ist B-XY 1234", "la
   * matrícula de mi coche es 1234 BCD"); a bus's or a stranger's plate is not the owner's data.
   */
  plates: { words: readonly string[]; mine: readonly string[] };
  /** Words naming an identity, tax or social-security number whose check digits the gate does not know ("Sozialversicherungsnummer", "RG", "NSS"): a number of six digits or more after them is one. */
  nationalIds: readonly string[];
  /** Words naming a number whose check digits the gate knows (CPF, BSN, NIF, DNI, SSN, Steuer-ID, NIR, codice fiscale): the number after them must pass its check. */
  checkedIds: readonly string[];
  /** Offices and forms that ask for a citizen's tax or identity number ("Finanzamt", "CPAM", "Hacienda", "Finanças", "Agenzia delle Entrate", "belastingdienst", "huisarts"): a number passing a checked family's check shortly after one, with no other label, is that number. */
  idAuthorities: readonly string[];
  /** Words naming a card's security code ("CVV", "Prüfnummer", "cryptogramme", "código de seguridad"): three or four digits after them, near a card number, are the card's too. */
  cardChecks: readonly string[];
  /** Words naming an identity document, also as the start of a compound ("reisepass" in "Reisepassnummer"); a document number after them is one. */
  documents: readonly string[];
  /** Words that open a street name, its number after the name ("via", "rua", "calle", "rue"). */
  streetTypes: readonly string[];
  /** Of the street types, the ones that open a street name also in lower case, in the language's own street expression ("calle", "c/"); the others only with a capital. */
  streetTypesLowerCase: readonly string[];
  /** Ends of compound street names, the number after ("straße", "straat", "gracht"); [] where streets are not compounds. */
  streetSuffixes: readonly string[];
  /** Of those, the ones that name a street even in lower case ("hauptstraße 5", "kerkstraat 12"); the others ("weg", "markt") end too many ordinary words. */
  streetSuffixesLowerCase: readonly string[];
  /**
   * Ends of a place's name that serves as a street with no street word, said after a preposition of place
   * (`placePrepositions`) with the house number after ("am Rosenhang 20", "im Lindenweg 3a", "aan de
   * Berkenhage 11b"); [] where streets always carry their word.
   */
  placeSuffixes: readonly string[];
  /** The prepositions that put such a place name as where someone lives, in lower case ("am", "im", "aan de", "op de"). */
  placePrepositions: readonly string[];
  /**
   * The words that open a time right after such an address, in lower case ("im Tannenwinkel 13a ab 15 Uhr",
   * "bij oma, Berkenhage 3 om 15.00"): the address ends there as at a comma. [] where `placeSuffixes` is empty.
   */
  placeTimeWords: readonly string[];
  /**
   * Ends of a house's or a close's name said after its number with no street word, in lower case ("12 Kingsmead",
   * "40 The Orchard", "29 Fairways"): an address where the clause ends after it or a time follows. [] where
   * streets carry their word.
   */
  houseNameEnds: readonly string[];
  /** Titles that open a street's name before a compound street word, in either case ("burgemeester de withstraat 8", "Doktor-…", "Prins Hendrikkade 12"): masked with the street. */
  streetTitles: readonly string[];
  /** Words for a named place without street numbers, read as an address only with a postcode after the name ("lieu-dit Les Granges, 24260 …", "località Poggio, 53024 …"). */
  localities: readonly string[];
  /** The words for "@" and "." in an e-mail address spelled out to dodge scrapers ("arobase", "punkt"). */
  emailAt: readonly string[];
  emailDot: readonly string[];
  /** The words for "_" and "-" inside a spelled-out address's name ("jo underscore bright at …", "anne tiret roux arobase …"). */
  emailJoins: readonly string[];
  /** Words for a flat, a floor or a side written after a house number, before the postcode ("Whg. 12", "appt 4B", "3. Stock links", "ap. 65", "int. 5"), in either case: masked with the address. */
  addressUnits: readonly string[];
  /** Words between a street's number (or its flat) and the postcode, in lower case ("tritriweg 22a in 61378 …", "12 rue X à 75011 …"): the postcode and town still belong to the address. */
  postcodeLinks: readonly string[];
  /** Words naming a building or an estate written before the street, with its name and block ("Résidence Les Tilleuls, bât. B, 12 allée …", "Edificio Sol, 3º, C/ …"): masked with the address. */
  buildings: readonly string[];
  /** Who a letter goes to at an address ("c/o", "bei", "chez", "presso"), with a name before the street: part of the address. */
  careOf: readonly string[];
  /**
   * Words before a medicine the owner takes ("ik slik", "je prends", "I'm on", "ordonnance de"): a medicine's
   * name with its dose after one of them ("metformine 500 mg") is a health fact, masked as `health`.
   */
  medicineTaking: readonly string[];
  /**
   * How an owner names a diagnosis: `labels`, a noun that gives it after a colon or the secret words' phrase
   * connector ("diagnose is burn-out", "Diagnose vom Hausarzt: …"); `verbs`, words right before it
   * ("diagnosed with", "me diagnosticaron", "sous traitement pour"). The condition (up to four words, to the
   * clause's end) is a health fact, masked as `health`.
   */
  diagnosis: { labels: readonly string[]; verbs: readonly string[] };
  /**
   * A condition the owner says they have, with no diagnosis label (probe (y)): `verbs`, the first person's
   * "I have", "I suffer from", "I am" ("ik heb", "je souffre de", "sono"); `words`, conditions that last, each
   * opening a word ("diabet" reads "diabetes", "diabète", "Diabetiker"; "hoge bloeddruk", "asthm"). After a verb,
   * up to two short words (an article), the condition and its type ("Typ 2") are a health fact. A cold, sore
   * legs or someone else's "hat Diabetes" are not: no such word, or not the owner's verb.
   */
  conditions: { verbs: readonly string[]; words: readonly string[] };
  /** Being pregnant with its weeks ("21 weeks pregnant", "enceinte de 18 semaines"): `words` for pregnant, `weeks` for the week. */
  pregnancy: { words: readonly string[]; weeks: readonly string[] };
  /**
   * Care that says the owner's health: `appointments`, words of a visit or a session ("afspraak bij", "rdv chez",
   * "therapy with"); `carers`, who gives it, each opening a word ("psychiat", "therap"): a carer within a few
   * words after a visit is a health fact. `waiting`, a waiting list or an operation's words ("wachtlijst voor",
   * "opération du"): the rest of the clause, up to four words, is one.
   */
  care: { appointments: readonly string[]; carers: readonly string[]; waiting: readonly string[] };
  /**
   * Whose a handle is (probe (y)). A company's: `serviceWords` right before it ("klantenservice @ziggo",
   * "service client @SNCF"); `accountParts`, a part of the handle's name that says a company account ("hilft",
   * "help", "ask", "atencion", "oficial"), split at "_" and at capitals ("@Telekom_hilft", "@AskAmex"). A
   * person's: `personWords` earlier in the clause ("dm", "insta", "pseudo", "escríbele a") make a handle with
   * dots in its name ("@giulia.roux", Instagram's) a handle too, not a decorator ("@app.route").
   */
  handles: { serviceWords: readonly string[]; accountParts: readonly string[]; personWords: readonly string[]; friendWords: readonly string[] };
  /**
   * The owner's own test results (probe (z)): `tests`, a lab value's name ("HbA1c", "Cholesterin", "glycémie"),
   * with one number up to three words after it, a decimal or three digits ("was 7.2", "ist 260", "deu 132");
   * `pressure`, blood pressure's words, with two numbers joined by "/" or one of `over` ("150/95", "15/9", "145 su
   * 100"). `others`, words for someone else that, earlier in the clause, make it theirs ("mum's HbA1c", "Mamas
   * Blutdruck", "mi madre tiene la tensión"): not the owner's data.
   */
  labResults: { tests: readonly string[]; pressure: readonly string[]; over: readonly string[]; others: readonly string[] };
  /**
   * Words that say a medicine is being taken when they stand by its name (probe (z)): how long, before or after
   * it ("since", "seit 3 Monaten", "depuis", "sinds april aan de"), and "taken" after it ("genommen", "genomen").
   */
  medicineAfter: readonly string[];
  /**
   * The zodiac sign that is also a condition's name (`signs`: "cancer", "Krebs", "cancro") and the ways of saying
   * one is born under it (`verbs`: "I'm a", "je suis", "sono del"): right after one of them, the sign is no
   * condition ("je suis cancer ascendant lion"). "I have cancer" is still one.
   */
  zodiac: { signs: readonly string[]; verbs: readonly string[] };
  /** Pets, each opening a word ("chat", "Hund"): a carer's visit with a pet right after the carer is the pet's ("rdv chez le psy du chat"). */
  pets: readonly string[];
  /**
   * A bank code and an account number said apart, where a country has them (probe (z)): `words` for the code
   * ("sort code", "BLZ"), `accountWords` for the account ("acc", "Kontonummer"). The code after its word, and an
   * account's digits after theirs in the same message, are bank details. [] where the IBAN alone is used.
   */
  bankCodes: { words: readonly string[]; accountWords: readonly string[] };
  /**
   * Words that mark a value as a documentation example or a placeholder ("example", "Muster",
   * "votre", "tu", "aqui"): a value made only of words joined by "_" or "-" with one of them
   * ("YOUR_API_KEY", "tu_clave_aqui") is no credential; of six letters or more, an e-mail at a
   * domain named by one ("usuario@ejemplo.com") or an address with a word opening with one
   * ("Musterstraße 1, 12345 Musterstadt") is nobody's.
   */
  examples: readonly string[];
  /** Abbreviations written with a full stop that ends no clause ("Tel.", "geb.", "núm.", "fisc."): a label before it is still read with the value after it. Shapes of any language (one or two letters, a compound ending in "nr") are the gate's own. */
  abbreviations: readonly string[];
  /** Phone words of the language ("Handy", "telefone"), and the regions whose national numbers its speakers write. */
  phone: {
    /** The word for the plus of a country code, said or typed out ("plus 31 6 …", "más 34 …", "più 39 …"). */
    plusWords: readonly string[];
    /** Words for a phone extension after a number ("ext.", "Durchwahl", "poste", "ramal", "toestel"); an entry ending in "." needs its dot. The mask covers the extension too. */
    extensionWords: readonly string[];
    /** What a speaker says when they stop and correct themselves inside a number ("äh nein", "euh", "eh", "sorry"): the pieces on either side of them, after a phone word, are one number read whole. */
    hesitations: readonly string[];
    words: readonly string[];
    regions: readonly string[];
    /** Words that name another kind of number right before a run of digits (meeting ids, orders, parts, files, cases), also as the start of a compound ("Vorgangsnummer"): that run is not a phone number. */
    notPhone: readonly string[];
    /** Words that label another kind of number when they end right before a run of digits, at most a "no.", "#" or a few signs between ("order #", "Rechnung ", "commande n°", "reunião: "): read in the twenty characters before the run. */
    numberLabels: readonly string[];
    /** Words that make a run of digits in the thirty characters after them, joined by dots or a slash ("617.303.620", "06/40168699"), a phone number ("phone", "Handy", "appeler", "bellen"). */
    contextWords: readonly string[];
  };
  /** Labels of a reference number (an article, a customer, an order, a serial number: "numéro de commande", "código do produto", "codice cliente"), as whole words, right before the number (a few signs between): that number is no phone number. */
  referenceLabels: readonly string[];
  /** The same as the ends of compounds ("Artikelnummer", "Kundennr.", "klantnummer"), also inside a longer one ("Stammkundennummer"); [] where the language does not compound. */
  referenceCompounds: readonly string[];
  /** Words naming a payment card ("credit card", "Kreditkarte", "carte bancaire"): a number sign right after one ("card no.", "Kreditkarte Nr.") is the card's own, not another number's label. */
  cards: readonly string[];
}

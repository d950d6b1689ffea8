/**
 * How a language pack writes its patterns: whole-word boundaries that know every alphabet, the
 * due rewrite's word patterns and clock helpers, the reply lexicon's prefiltered expressions.
 * Shared by every lang/<code>/ folder so that all languages' patterns behave alike.
 * Must never: hold a word of any language.
 */
import { PrefilteredRegExp } from "../base/regex-literals.ts";
import type { Pattern } from "./pack.ts";

/** Not after / not before a letter or a digit of any alphabet (`\b` knows ASCII only). */
export const L = "(?<![\\p{L}\\p{N}])";
export const R = "(?![\\p{L}\\p{N}])";

/** Words separated by spaces, as a set ("es das dies dann" -> {es, das, dies, dann}). */
export const wordSet = (words: string): ReadonlySet<string> => new Set(words.split(/\s+/).filter(Boolean));

/**
 * A pack's `restate` (lang/pack.ts) from its expressions: a thing to do said with its verb after it
 * (`toDoThing`: groups lead, thing, verb, rest; not when `thingIs` follows, "le gâteau à apporter
 * est déjà prêt"), else a thing that must be done said in the passive (`mustBeDone`: groups lead,
 * thing, part, rest, future, promised; a thing that will be done is news unless promised), said
 * back as the participle's infinitive and the thing. Before both, a paper that has to go out (`goesOut`: groups thing, rest; "Le
 * devis doit partir avant vendredi", "La newsletter tiene que salir el jueves"), said back as sending it (`send`, the language's verb).
 */
export function restateThing(e: {
  toDoThing?: RegExp;
  thingIs?: RegExp;
  mustBeDone: RegExp;
  infinitiveOf: (participle: string) => string | null;
  goesOut?: { re: RegExp; send: string };
  /**
   * A thing or an animal that has to go to a place ("As cabras têm de ir ao veterinário", "Les chiens doivent aller chez le véto"):
   * the owner's to take there (`take`: "levar", "emmener"), `re` with groups `thing` and `place`. Not when the thing is someone
   * named (a capital word) or a person (`people`) before `of`: what follows `of` is whose it is ("da D. Socorro").
   */
  goesTo?: { re: RegExp; take: string; of: RegExp; people: ReadonlySet<string> };
}): (sentence: string) => { lead: string; task: string } | null {
  const lower = (thing: string) => thing.replace(/^\p{Lu}/u, (c) => c.toLowerCase());
  return (sentence) => {
    const to = e.goesTo?.re.exec(sentence)?.groups;
    if (to?.thing && to.place) {
      const words = to.thing.split(/\s+/u);
      // Whose it is ("de la señora Andrade") names the owner, not what goes: people are looked for before it.
      const of = words.findIndex((w, i) => i > 0 && e.goesTo!.of.test(w));
      const head = of > 0 ? words.slice(0, of) : words;
      const someone = head.some((w, i) => e.goesTo!.people.has(w.toLowerCase()) || (i > 0 && /^\p{Lu}/u.test(w)));
      if (!someone) return { lead: "", task: `${e.goesTo!.take} ${lower(to.thing)} ${to.place}` };
    }
    const out = e.goesOut?.re.exec(sentence)?.groups;
    if (out?.thing) return { lead: "", task: `${e.goesOut!.send} ${lower(out.thing)}${out.rest ?? ""}` };
    const g = e.toDoThing?.exec(sentence)?.groups;
    if (g?.thing && g.verb) {
      if (g.rest && e.thingIs?.test(g.rest)) return null;
      return { lead: (g.lead ?? "").trim(), task: `${g.verb} ${lower(g.thing)}${g.rest ?? ""}` };
    }
    const done = e.mustBeDone.exec(sentence)?.groups;
    const verb = done?.part ? e.infinitiveOf(done.part) : null;
    if (!done?.thing || !verb || (done.future && !done.promised)) return null;
    return { lead: (done.lead ?? "").trim(), task: `${verb} ${lower(done.thing)}${done.rest ?? ""}` };
  };
}

/**
 * A thing said first and picked up by an object pronoun (the pack's `sayAgain.pickedUp`), said again with the thing where the verb's
 * object stands: each shape's groups are `thing` (an article or a possessive first), `lead` (the subject and an auxiliary, kept),
 * `verb` and `rest`; `say` turns the verb when the pronoun was joined to it ("buscá-la" -> "buscar") or the thing needs a preposition
 * ("trato delas" -> "trato das faturas"), null when it cannot. `dative`: what, right after the verb, says that the pronoun named whom
 * it is done for and not the thing ("la nonna le porto i fiori"): no reading. The first shape that matches is the one said again.
 */
export function sayPickedUp(
  shapes: readonly { re: RegExp; say?: (g: Readonly<Record<string, string | undefined>>, thing: string) => string | null }[],
  dative?: RegExp,
): (sentence: string) => { said: string; thing: string } | null {
  return (sentence) => {
    for (const shape of shapes) {
      const g = shape.re.exec(sentence)?.groups;
      if (!g?.thing || !g.verb) continue;
      const rest = g.rest ?? "";
      if (dative?.test(rest.trim())) return null;
      const thing = g.thing.trim().replace(/^\p{Lu}(?=\p{Ll}|\s|['’])/u, (c) => c.toLowerCase());
      const said = shape.say ? shape.say(g, thing) : `${g.verb} ${thing}`;
      if (said) return { said: `${g.lead ?? ""}${said}${rest}`.replace(/\s{2,}/gu, " ").trim(), thing };
    }
    return null;
  };
}

/**
 * A pack's reading of a thing the owner says is still open, with no verb ("still the car insurance", "TÜV noch", "de belastingaangifte
 * nog", "o IPVA ainda"): the language's "still" (`still`) before or after a thing (`thing`: what a thing opens with, an article or a
 * possessive, or in German a noun's capital), a remark of the owner's after a comma left out (`tail`: "ugh", "que preguiça"). The thing
 * is what is still to do. Never more than seven words, a question, a figure, a person (`people`, in its first three words: "o meu pai"; one after a word of whom it is for or from, `whose`, is no
 * subject: "Geschenk für Oma") or a sentence
 * (`not`: a subject, a verb, a state, a time of waiting); `still` must not be "still" of a state ("immer noch", "nog steeds", "ainda não").
 */
export function stillThing(
  sentence: string,
  e: { lead: RegExp; still: string; thing: RegExp; not: RegExp; tail: RegExp; people: ReadonlySet<string>; whose: RegExp; inner?: RegExp },
): string | null {
  const said = sentence.trim().replace(e.lead, "").replace(/[\s.!\p{Extended_Pictographic}\uFE0F]+$/u, "").replace(e.tail, "").replace(/[\s.!]+$/u, "");
  if (/[?,;:()\d]/u.test(said)) return null;
  const m = new RegExp(`^(?:${e.still})\\s+(?<after>\\S.*)$|^(?<before>.*\\S)\\s+(?:${e.still})$`, "iu").exec(said)?.groups;
  const thing = (m?.after ?? m?.before)?.trim();
  if (!thing || !e.thing.test(thing)) return null;
  const words = thing.split(/\s+/u);
  if (words.length > 7 || e.not.test(thing) || (e.inner && !words.every((w) => e.inner!.test(w)))) return null;
  const until = words.findIndex((w) => e.whose.test(w));
  return words.slice(0, Math.min(3, until < 0 ? words.length : until)).some((w) => e.people.has(w.toLowerCase())) ? null : thing;
}

// --- the due rewrite (threads/due-locales.ts) ---------------------------------------------------

/** A whole-word pattern of a due rewrite, case-insensitive, Unicode letters as word characters. */
export const w = (body: string): Pattern => ({ source: `${L}(?:${body})${R}`, flags: "giu" });

/** The grammar's month words, January first. */
const MONTH_EN = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/**
 * A month named alone after one of `lead`'s words ("im Mai", "bis Juni", "en mars"), the whole
 * phrase: the grammar's "in may" (its last day). Abbreviations of fewer than four letters are left
 * out but the first, the month's name ("mar" is also martes, "giu" a word).
 */
export const monthAlone = (months: readonly string[], lead: string): readonly [Pattern, (...m: string[]) => string] => {
  const index = new Map(months.flatMap((alt, i) => alt.split("|").filter((m, j) => j === 0 || m.length >= 4).map((m) => [m, i] as const)));
  const alt = [...index.keys()].sort((a, b) => b.length - a.length).join("|");
  return [
    { source: `^(?:${lead}) ?(${alt})\\.?(?:,? (\\d{4}))?$`, flags: "iu" },
    (_m: string, month: string, y: string | undefined) => `in ${MONTH_EN[index.get(month.toLowerCase())!]}${y ? ` ${y}` : ""}`,
  ];
};

/**
 * A part of a month named ("Mitte Januar", "début mars", "a mediados de enero", "half januari"):
 * the grammar's "early january" / "mid january" (its 7th, its 15th). `parts` are the words of each
 * part, with what may stand between them and the month ("de ", "del mese di ").
 */
export const monthPart = (months: readonly string[], parts: { early: string; mid: string }, between = ""): readonly [Pattern, (...m: string[]) => string] => {
  const index = new Map(months.flatMap((alt, i) => alt.split("|").filter((m, j) => j === 0 || m.length >= 4).map((m) => [m, i] as const)));
  const alt = [...index.keys()].sort((a, b) => b.length - a.length).join("|");
  return [
    { source: `(?<![\\p{L}])(?:(${parts.early})|(${parts.mid}))[ -]?(?:${between})(${alt})(?![\\p{L}])`, flags: "giu" },
    (_m: string, early: string | undefined, _mid: string | undefined, month: string) => `${early ? "early" : "mid"} ${MONTH_EN[index.get(month.toLowerCase())!]}`,
  ];
};

/**
 * A clock time in the grammar's words: "15", "30" -> "15:30"; no minutes -> "15:00". A leading zero is
 * kept ("02h30" -> "02:30"): it says the night, where "2:30" is asked about (threads/due.ts).
 */
export const hm = (h: string, m?: string): string => `${/^0\d$/.test(h) ? h : Number(h)}:${m ?? "00"}`;
/**
 * An hour written with its letter ("à 4h", "15h", "9h30"), as threads/due.ts reads it, with the word before it
 * (`before`, "à "): with no minutes and no leading zero, 1 to 6 is as open as "à 4 heures" (the night or the
 * afternoon), so it becomes a bare hour the owner is asked about ("at 4"); everything else is the clock as
 * written, its word kept ("à 15:00", "9:30", "04:00").
 */
export const lettered = (h: string, m?: string, before = ""): string =>
  m === undefined && !h.startsWith("0") && Number(h) >= 1 && Number(h) <= 6 ? `at ${Number(h)}` : `${before}${hm(h, m)}`;
/**
 * A clock time said on the dial ("3 Uhr", "halb 4", "kwart over 3"), as threads/due.ts reads it:
 * from 1 to 6 it may be the night or the afternoon, so it stays a bare hour the owner is asked
 * about ("at 3", "30 past 3"); from 7 on it is the time as written ("at 9:00", "at 7:30").
 */
export const dial = (h: number, mi = 0): string => {
  const hour = ((h % 24) + 24) % 24;
  if (hour >= 1 && hour <= 6) return mi === 0 ? `at ${hour}` : `${mi} past ${hour}`;
  return `at ${hour}:${String(mi).padStart(2, "0")}`;
};

/** 12-hour clock with a part of the day ("3 de la tarde", "9 da manhã") -> "3pm"/"9am". */
export const meridiem = (h: string, m: string | undefined, part: string, morningWords: RegExp): string => {
  const suffix = morningWords.test(part) ? "am" : "pm";
  return `${Number(h)}${m ? `:${m}` : ""}${suffix}`;
};

// --- the reply lexicon (threads/reply.ts) -------------------------------------------------------

/** A reply word starts after a non-letter that is no apostrophe either ("didn't" holds no "t"). */
const REPLY_L = "(?<![\\p{L}\\p{N}'])";
// Prefiltered: a reply is tried in every language, and most clauses hold no word of most lexica;
// a substring search says so before the expression is compiled (base/regex-literals.ts).
/** Any of the alternatives, as whole words anywhere in a clause (case-insensitive). */
export const any = (...alts: string[]): RegExp => new PrefilteredRegExp(`${REPLY_L}(?:${alts.join("|")})${R}`, "iu");
/** Exactly one of the alternatives, the whole clause (case-insensitive). */
export const whole = (...alts: string[]): RegExp => new PrefilteredRegExp(`^(?:${alts.join("|")})$`, "iu");

// --- goal capture (goals/capture.ts) --------------------------------------------------------------

/** An optional "for 2027 / this quarter / dieses Jahr" between a goal noun and its verb. */
export const SPAN = "(?:\\s+[\\p{L}\\p{N}'’ -]{1,30}?)??";

/** How a language says a time on the dial in words: "a las tres y media de la tarde", "alle tre e un quarto". */
export interface DialWords {
  /** What introduces a time ("a las|a la"): optional before the hour. */
  at: string;
  /** The hours in words, 1..12 (digits are read too). */
  hours: Readonly<Record<string, number>>;
  noon: string;
  midnight: string;
  /** A word for "hours" after the hour ("heures", "horas"): optional. */
  hourWord: string;
  /** "and" before the minutes ("y", "e", "et"), "less" before minutes to the hour ("menos", "meno", "moins"). */
  plus: string;
  minus: string;
  /** Words after which a number is a count, not an hour ("en 2 horas", "dans 2 heures"). */
  notAfter: string;
  /** The minutes in words: half and quarter included ("media": 30, "cuarto": 15). */
  minutes: Readonly<Record<string, number>>;
  /**
   * Whether only hours in words are read here (German, Dutch: "um 9 Uhr" has its own rule), and
   * an hour with the hour word is the clock as written from 7 on ("zehn Uhr" as "10 Uhr").
   */
  wordsOnly: boolean;
  /** Parts of the day that settle the hour: "de la tarde" pm, "de la mañana" am. */
  parts: ReadonlyArray<readonly [string, "am" | "pm"]>;
}

const alt = (words: Iterable<string>) => [...words].sort((a, b) => b.length - a.length).join("|");

/**
 * The rule that rewrites a time said on the dial in words onto threads/due.ts's grammar: "a las
 * tres y media de la tarde" -> "at 30 past 3pm", "midi et quart" -> "at 15 past noon", "alle
 * tre" -> "at 3" (a bare hour from 1 to 12, asked about as in English), "15 heures" -> "at 15:00".
 * A bare number with nothing of a time around it ("tres") is left alone.
 */
export function dialRule(d: DialWords): readonly [Pattern, (...m: string[]) => string] {
  const partOf = new Map(d.parts.map(([p, m]) => [p, m] as const));
  const minuteAlt = `${alt(Object.keys(d.minutes))}|\\d{1,2}`;
  const source =
    `${L}(?<!(?:${d.notAfter}) )(?:(${d.at})(?:(?<=['’])| ))?(${alt(Object.keys(d.hours))}|${d.noon}|${d.midnight}${d.wordsOnly ? "" : "|\\d{1,2}"})(?:[:.h](\\d{2}))?(?: (${d.hourWord}))?` +
    `(?: (?:${d.plus}) (${minuteAlt})(?: minut\\p{L}*)?| (?:${d.minus}) (${minuteAlt}))?(?: (${alt(partOf.keys())}))?${R}`;
  const noon = new RegExp(`^(?:${d.noon})$`, "iu");
  const midnight = new RegExp(`^(?:${d.midnight})$`, "iu");
  const minuteOf = (w: string) => d.minutes[w.toLowerCase()] ?? Number(w);
  const to = (m0: string, at?: string, hw?: string, hmin?: string, hourWord?: string, plus?: string, minus?: string, part?: string): string => {
    const isNoon = noon.test(hw!);
    const isMidnight = midnight.test(hw!);
    const word = !/^\d/.test(hw!);
    if (!(at || part || plus || minus || isNoon || isMidnight || hourWord)) return m0;
    // "a las 15:30" and "à 15h30": the clock time rules of the language read those.
    if (!word && hmin && !part && !plus && !minus) return m0;
    const h = isNoon ? 12 : isMidnight ? 0 : (d.hours[hw!.toLowerCase()] ?? Number(hw));
    const mi = hmin ? Number(hmin) : plus ? minuteOf(plus) : 0;
    const less = minus ? minuteOf(minus) : 0;
    if (h > 24 || mi > 59 || less > 59) return m0;
    const mer = part ? partOf.get(part.toLowerCase()) : undefined;
    const named = isNoon ? "noon" : isMidnight ? "midnight" : mer && h >= 1 && h <= 12 ? `${h}${mer}` : null;
    if (named) return `at ${less ? `${less} to ${named}` : mi ? `${mi} past ${named}` : named}`;
    if (d.wordsOnly && hourWord && !plus && !minus) return dial(h);
    if (h >= 13 || h === 0 || h === 24) {
      const total = (h * 60 + mi - less + 1440) % 1440;
      return `at ${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
    }
    return `at ${less ? `${less} to ${h}` : mi ? `${mi} past ${h}` : h}`;
  };
  return [{ source, flags: "giu" }, to as (...m: string[]) => string] as const;
}

// --- calendar dates (threads/due-locales.ts) ------------------------------------------------------

/** Words and their numbers with each ending glued on ("erst" + "e|er|en" -> erste, erster, ersten): how a language inflects its ordinals. */
export const inflected = (stems: Readonly<Record<string, number>>, endings: readonly string[]): Record<string, number> =>
  Object.fromEntries(Object.entries(stems).flatMap(([stem, n]) => endings.map((e) => [`${stem}${e}`, n] as const)));

/**
 * The counts from 21 to 59 as a language composes them from its tens and its units ("vingt-cinq",
 * "fünfundzwanzig", "vinte e cinco"): `say(ten, unit, n)` gives each way the language writes n, the tens plus the unit.
 */
export const compoundCounts = (
  tens: Readonly<Record<string, number>>,
  units: Readonly<Record<string, number>>,
  say: (ten: string, unit: string, n: number) => readonly string[],
): Record<string, number> =>
  Object.fromEntries(
    Object.entries(tens).flatMap(([ten, t]) => Object.entries(units).flatMap(([unit, u]) => say(ten, unit, t + u).map((word) => [word, t + u] as const))),
  );

// --- a task said back to the owner (threads/commitments) -------------------------------------------

/**
 * Words turned into others, whole words, keeping a capital at the very start ("My" -> "Your"). Built once per language.
 * A word right after "<" or "</" is a tag's name the owner typed ("<i>a & b</i>"), shown back as typed, never turned.
 */
export const turnWords = (pairs: Readonly<Record<string, string>>) => {
  const re = new RegExp(`(?<!<\\/?)${L}(${Object.keys(pairs).sort((a, b) => b.length - a.length).join("|")})${R}`, "giu");
  return (text: string): string =>
    text.replace(re, (m: string, _w: string, at: number) => {
      const to = pairs[m.toLowerCase()] ?? m;
      return at === 0 && m[0] !== m[0]!.toLowerCase() ? to[0]!.toUpperCase() + to.slice(1) : to;
    });
};

/**
 * Each alternative as written, without its accents ("todavía" -> "todavia", "déjà" -> "deja",
 * "ñ" -> "n") and with each accent optional ("déja"): owners on a phone type any of them. Only the
 * pattern's spelling; a character class already written ("[óo]") is kept.
 */
export const loose = (...alts: string[]): string[] =>
  alts.flatMap((a) => {
    const plain = (c: string) => c.replace(/ñ/g, "\u0000").normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC").replace(/\u0000/g, "ñ");
    const nTilde = (c: string) => c.replace(/ñ/g, "n");
    const bare = nTilde(plain(a));
    if (bare === a) return [a];
    // A character class already written ("[óo]") is kept as it is.
    const either = a.replace(/\[[^\]]*\]|[^\x00-\x7f]/gu, (m) => (m.length > 1 ? m : m === "ñ" ? "[ñn]" : plain(m) === m ? m : `[${m}${plain(m)}]`));
    return [a, bare, either];
  });

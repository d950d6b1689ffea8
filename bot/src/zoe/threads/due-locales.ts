/**
 * The rewrite of a language's due phrases onto the one grammar of threads/due.ts ("morgen früh" ->
 * "tomorrow morning", "fin du mois" -> "end of month", "a las 3 de la tarde" -> "at 3pm"), so every
 * language gets the same conventions (a day without a time is 18:00, a morning is 09:00, ...). The
 * words and rules are the language's pack's (`pack(locale).due.rewrite`, lang/<code>/due.ts); this
 * module applies them, in order, fast. Calendar dates with month names are left as written:
 * threads/due.ts reads them with chrono-node's parser for the language, after the language's own
 * ways of saying one ("cinco de mayo", "am vierten Dezember", "märz 3") are made the grammar's "3 may".
 * Must never: be used on its own to resolve anything (threads/due.ts owns the conventions), or hold
 * a language's words (they are in its pack).
 */
import { plainLower, requiredLiterals } from "../base/regex-literals.ts";
import { pack, wholeWords as w, WORD_END as R, WORD_START as L, type ClockWords, type DateWords, type DueRewrite, type Locale, type Pattern } from "../lang/index.ts";
import { escapeRegExp } from "../base/escape-regexp.ts";

/** Only at the very start of the phrase (leading prepositions). */
const start = (body: string): Pattern => ({ source: `^(?:(?:${body})\\s+)+`, flags: "iu" });

/**
 * Regular expressions by source, compiled once and shared by every rewrite. Sharing is safe:
 * `replace` resets a global expression's position, and `test` on a non-global one ignores it.
 */
const regexps = new Map<string, RegExp>();
function compiled(p: Pattern): RegExp {
  if (p instanceof RegExp) return p;
  const key = `${p.flags}/${p.source}`;
  let re = regexps.get(key);
  if (!re) regexps.set(key, (re = new RegExp(p.source, p.flags)));
  return re;
}

/** The grammar's weekday words (threads/due.ts), Monday first: what every language's weekdays become. */
const WEEKDAY_EN = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/**
 * One step of a rewrite: a pattern, what it becomes, and a cheap twin that matches at least every
 * text the pattern would (the same pattern without its word-boundary look-arounds).
 * Why the twin: the look-arounds are Unicode letter classes, and V8 spends about a millisecond on
 * such an expression the first two times it runs (parse, then bytecode, then native code); a
 * rewrite runs a hundred of them per language, nearly all without a match. The twin compiles
 * thirty times faster and tells when the real pattern cannot match (and so would leave the text
 * as it is): the result is the same, and only the patterns a phrase may touch are ever compiled.
 * Before the twin, a substring search for the words every match must hold (`needs`) passes over
 * most steps without compiling even the twin.
 */
interface Step {
  pattern: Pattern;
  to: string | ((...m: string[]) => string);
  /** The twin's source and flags; compiled at its first use. */
  twin: Pattern;
  cheap: RegExp | null;
  /** Texts one of which every match contains (base/regex-literals.ts); null: none known. */
  needs: ReadonlySet<string> | null;
}

/**
 * A pattern's source without its look-arounds, each taken out whole with whatever it nests. Taking
 * out only the innermost ones is not looser: in `(?! ?(?:uur|u)(?![\p{L}\p{N}]))` the inner
 * look-ahead's removal makes the outer one refuse "2 uhr", which the pattern matches.
 */
export function withoutLookarounds(source: string): string {
  let out = "";
  let depth = 0; // inside a look-around: how many groups are open
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === "\\") {
      if (depth === 0) out += source.slice(i, i + 2);
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
    } else if (c === "[") {
      inClass = true;
    } else if (c === "(") {
      if (depth > 0) depth++;
      else if (/^\(\?<?[=!]/.test(source.slice(i, i + 4))) depth = 1;
    } else if (c === ")" && depth > 0) {
      depth--;
      continue;
    }
    if (depth === 0) out += c;
  }
  return out;
}

function step(pattern: Pattern, to: Step["to"]): Step {
  const twin = { source: withoutLookarounds(pattern.source), flags: pattern.flags.replace("g", "") };
  return { pattern, to, twin, cheap: null, needs: requiredLiterals(pattern.source) };
}

/** The grammar's month words, January first: what every language's months become. */
const MONTH_EN = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

const byLength = (a: string, b: string) => b.length - a.length;
const escaped = escapeRegExp;

/**
 * A calendar date with a month name, in either order and with its day in digits or words, as the
 * grammar's "3 may" (and its year): "am 3. Mai", "der vierte Dezember", "cinco de mayo de 2027",
 * "de vijfde mei", "märz 3". A month-first date takes only a month word no weekday shares ("mar" is
 * March and martes), and a day not followed by a clock mark ("Mai 15 Uhr" is an hour, not a day).
 */
function dateSteps(d: DateWords, weekdays: readonly string[], clock: ClockWords): Step[] {
  const words = Object.keys(d.days).sort(byLength).map(escaped).join("|");
  const day = `(?:(\\d{1,2})(?:${d.ordinal})?|(${words}))`;
  const join = `(?:(?:${d.join}) )?`;
  const year = `(?:,? ${join}(\\d{4}))?`;
  const weekdayWords = new Set(weekdays.flatMap((alt) => alt.split("|")));
  const hourMarks = [...clock.oClock, ...clock.hourLetters].map(escaped);
  const notAnHour = `(?! ?(?:[:.h]\\d${hourMarks.length ? `|(?:${hourMarks.join("|")})${R}` : ""}))`;
  // A bare number after a date ("14. April 15") is a short year or an hour: not read rather than guessed.
  const noBareNumber = `(?! \\d{1,2}${R}${notAnHour})`;
  const monthOf = new Map(d.months.flatMap((alt, i) => alt.split("|").map((m) => [m, i] as const)));
  const date = (_m: string, ...g: Array<string | undefined>) => {
    // Day first: day (digits | words), month, year; month first: month, day (digits | words), year.
    const [digits, said, month, y] = g[0] !== undefined || g[1] !== undefined ? [g[0], g[1], g[2], g[3]] : [g[5], g[6], g[4], g[7]];
    const n = digits !== undefined ? Number(digits) : d.days[said!.toLowerCase()];
    const i = monthOf.get(month!.toLowerCase());
    if (n === undefined || i === undefined || n < 1 || n > 31) return _m;
    return `${n} ${MONTH_EN[i]}${y ? ` ${y}` : ""}`;
  };
  const months = d.months.flatMap((alt) => alt.split("|")).sort(byLength);
  const firstMonths = months.filter((m) => !weekdayWords.has(m));
  const dayFirst = `(?:(?:${d.before}) )?${day} ?${join}(${months.join("|")})\\.?${year}${R}${noBareNumber}`;
  const monthFirst = `(${firstMonths.join("|")})\\.? ${join}${day}${notAnHour}${year}${R}${noBareNumber}`;
  // One pattern for both orders, so a phrase is read in one pass whichever order it uses.
  return [step({ source: `${L}(?:${dayFirst}|${monthFirst})`, flags: "giu" }, date)];
}

/** The rewrite of one language as its steps, in order (built once per language, on first use). */
function stepsOf(lx: DueRewrite, clock: ClockWords): Step[] {
  const out: Step[] = [...dateSteps(lx.dates, lx.weekdays, clock), ...lx.early.map(([re, to]) => step(re, to)), step(start(lx.lead), "")];
  // A weekday's part of the day first: "Freitag morgen" is Friday morning, not Friday tomorrow.
  lx.weekdays.forEach((alt, i) => {
    for (const [partAlt, part] of lx.parts) out.push(step(w(`(?:${alt}) ?(?:${partAlt})`), `${WEEKDAY_EN[i]} ${part}`));
  });
  for (const [re, to] of lx.rules) out.push(step(re, to));
  // A month named after the grammar's "of" ("first tuesday of ottobre", which a language's rule
  // for a counted day writes): the grammar's month word.
  const monthIndex = new Map(lx.dates.months.flatMap((alt, i) => alt.split("|").map((m) => [m, i] as const)));
  const monthAlt = [...monthIndex.keys()].sort(byLength).map(escaped).join("|");
  out.push(step({ source: `(?<=${L}of )(${monthAlt})\\.?${R}`, flags: "giu" }, (m: string) => MONTH_EN[monthIndex.get(m.toLowerCase().replace(/\.$/, ""))!]!));
  // Relative times: "in zwei Stunden", "dans 3 jours", "dentro de una semana", "daqui a 2 horas".
  const numberAlt = Object.keys(lx.numbers).sort((a, b) => b.length - a.length).join("|");
  for (const [unitAlt, unit] of lx.units) {
    const pattern = { source: `${L}(?:${lx.within}) (\\d+(?:\\.\\d+)?|${numberAlt}) ?(?:${unitAlt})${R}`, flags: "giu" };
    out.push(step(pattern, (_m, n: string) => `in ${lx.numbers[n.toLowerCase()] ?? n} ${unit}`));
  }
  // Weekdays, with "next"/"this" before or after and a part of the day after.
  lx.weekdays.forEach((alt, i) => {
    const en = WEEKDAY_EN[i]!;
    const day = `(?:${alt}|${en})`;
    if (lx.nextAfter) out.push(step(w(`${day} (?:${lx.nextAfter})`), `next ${en}`));
    if (lx.nextBefore) out.push(step(w(`(?:${lx.nextBefore}) ${day}`), `next ${en}`));
    out.push(step(w(`(?:${lx.thisBefore}) ${day}`), en));
    out.push(step(w(day), en));
  });
  for (const [re, to] of lx.late) out.push(step(re, to));
  return out;
}

/**
 * A language's steps, with what finds the `needs` of them all in one pass over a text: a trie of
 * every needed text (a node per character, the steps that need the text at its end). Asking each
 * step's few texts in turn was most of a rewrite's time: some 450 substring searches a phrase, on
 * phrases that hold none of them.
 */
interface Steps {
  steps: Step[];
  trie: TrieNode;
}
interface TrieNode {
  next: Map<string, TrieNode>;
  /** Indices of the steps one of whose needs ends here. */
  steps: number[];
}

function indexed(steps: Step[]): Steps {
  const trie: TrieNode = { next: new Map(), steps: [] };
  steps.forEach((st, i) => {
    for (const text of st.needs ?? []) {
      let node = trie;
      // By UTF-16 unit, as `includes` compares and heldNeeds walks.
      for (let k = 0; k < text.length; k++) {
        const c = text[k]!;
        let child = node.next.get(c);
        if (!child) node.next.set(c, (child = { next: new Map(), steps: [] }));
        node = child;
      }
      node.steps.push(i);
    }
  });
  return { steps, trie };
}

/** Which steps' needs `text` holds: `held[i]` exactly when one of `steps[i].needs` is a substring of `text` (base/regex-literals.ts holdsAny). */
function heldNeeds(text: string, index: Steps): boolean[] {
  const held = new Array<boolean>(index.steps.length).fill(false);
  for (let start = 0; start < text.length; start++) {
    let node: TrieNode | undefined = index.trie;
    for (let i = start; i < text.length; i++) {
      node = node.next.get(text[i]!);
      if (!node) break;
      for (const st of node.steps) held[st] = true;
    }
  }
  return held;
}

const STEPS = new Map<DueRewrite, Steps>();

/**
 * Every step of a language's rewrite as a compiled pattern and its replacement, in order: what
 * the rewrite does when each pattern runs on the text, without the cheap twins (the reference the
 * tests hold the rewrite to). Empty for English.
 */
export function rewriteSteps(locale: Locale): Array<readonly [RegExp, Step["to"]]> {
  const lx = pack(locale).due.rewrite;
  return lx ? stepsOf(lx, pack(locale).clock).map((st) => [new RegExp(st.pattern.source, st.pattern.flags), st.to] as const) : [];
}

function rewrite(s: string, lx: DueRewrite, clock: ClockWords): string {
  let index = STEPS.get(lx);
  if (!index) STEPS.set(lx, (index = indexed(stepsOf(lx, clock))));
  let out = s;
  // Most steps are passed over on a substring search (no words of theirs in the text), the
  // rest on their cheap twin: only a step that may match compiles anything.
  let plain = plainLower(out);
  let held = plain ? heldNeeds(out, index) : null;
  for (let i = 0; i < index.steps.length; i++) {
    const st = index.steps[i]!;
    if (held && st.needs && !held[i]) continue;
    if (!(st.cheap ??= compiled(st.twin)).test(out)) continue;
    const next = out.replace(compiled(st.pattern), st.to as string);
    if (next !== out) {
      plain = plainLower((out = next));
      held = plain ? heldNeeds(out, index) : null;
    }
  }
  return out.replace(/\s+/g, " ").trim();
}

/**
 * A due phrase in `locale`, rewritten onto threads/due.ts's English grammar words. English text (and any
 * word that is not a time word) comes back unchanged, so the result may still be unreadable:
 * threads/due.ts then says null.
 */
/**
 * The rewrite alone, each step on its cheap twin: what every step of `rewriteSteps` run in turn gives (the
 * tests hold it to that), before `canonicalDuePhrase` reads a day's deadline hour out of what it left.
 */
export function rewriteTimeWords(phrase: string, locale: Locale): string {
  const lx = pack(locale).due.rewrite;
  const s = phrase.toLowerCase().replace(/[’‘`]/g, "'");
  return lx ? rewrite(s, lx, pack(locale).clock) : s;
}

export function canonicalDuePhrase(phrase: string, locale: Locale): string {
  const lx = pack(locale).due.rewrite;
  const s = phrase.toLowerCase().replace(/[’‘`]/g, "'");
  if (!lx) return s;
  // The rewrite runs dozens of regular expressions, and a reply is read clause by clause (often
  // the same phrase again): a pure function of its input, so its recent answers are kept.
  const key = `${locale}\u0000${s}`;
  let out = rewritten.get(key);
  if (out === undefined) {
    out = rewrite(s, lx, pack(locale).clock);
    out = dayDeadline(s, out, lx, pack(locale).clock) ?? out;
    if (rewritten.size >= 2_000) rewritten.clear();
    rewritten.set(key, out);
  }
  return out;
}

const rewritten = new Map<string, string>();

/** A day as the grammar ends it ("friday", "tomorrow morning"): what a deadline hour after it belongs to. */
const DAY_END = /(?:^|\s)(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight)(?:\s+(?:morning|afternoon|evening|night))?$/;

/**
 * A day, then a deadline word of the language and an hour ("vendredi avant midi", "mañana antes de las 5", "domani entro
 * le 17"): the hour is that day's deadline, the grammar's "friday by noon"; null when the phrase is not so made. The
 * deadline word is the pack's (`deadlineWords`), read only between a day and an hour, and only when the rewrite of the whole
 * phrase (`whole`) left it unread.
 */
function dayDeadline(s: string, whole: string, lx: DueRewrite, clock: ClockWords): string | null {
  const words = s.split(/\s+/);
  const left = new Set(whole.split(/\s+/));
  for (let i = 1; i < words.length - 1; i++) {
    // Only a deadline word the rewrite of the whole left as it was ("morgen om 8" is already "tomorrow at 8").
    if (!lx.deadlineWords.includes(words[i]!) || !left.has(words[i]!)) continue;
    const head = rewrite(words.slice(0, i).join(" "), lx, clock);
    if (!DAY_END.test(head)) continue;
    const tail = rewrite(words.slice(i).join(" "), lx, clock);
    // A bare hour ("mañana antes de las 5") is the grammar's "at 5", which asks morning or evening; any other clock is "by".
    if (/^(?:at\s+)?\d{1,2}$/.test(tail)) return `${head} at ${tail.replace(/^at\s+/, "")}`;
    if (/^(?:at\s+)?(?:\d|noon|midnight)/.test(tail)) return `${head} by ${tail.replace(/^at\s+/, "")}`;
  }
  return null;
}

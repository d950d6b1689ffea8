/**
 * Small pure helpers shared by the privacy detectors: regex iteration into spans, capture-group
 * spans, Shannon entropy, word lists as one factored expression and a one-pass keyword probe.
 * Must never: hold state between calls or look at anything but its input (and the packs' words).
 */

import { LOCALES, pack } from "../lang/index.ts";

/** A half-open range [start, end) of UTF-16 code units in the scanned text. */
export interface Span {
  start: number;
  end: number;
}

/** Knobs for a scan: @handles that are fine, and the owner's region for national phone numbers. */
export interface ScanOptions {
  /** Handles (case-insensitive, with or without the @) that may go out, e.g. the bot's own. */
  allowHandles?: string[];
  /** ISO 3166-1 alpha-2 region ("DE", "GB", "US") used to read national phone numbers. */
  region?: string;
}

// The global twin of each non-global expression `each` is given, built once (rules are module
// constants); only `each` uses it, and it puts the twin's place back after `pick` (which may read
// another text with the same rule), so no call sees another's state.
const GLOBAL_TWIN = new WeakMap<RegExp, RegExp>();
function globalOf(re: RegExp): RegExp {
  if (re.global) return re;
  let g = GLOBAL_TWIN.get(re);
  if (!g) GLOBAL_TWIN.set(re, (g = new RegExp(re.source, `${re.flags}g`)));
  return g;
}

/** Every match of `re` (forced global), mapped through `pick`; null drops the match. */
export function each(re: RegExp, text: string, pick: (m: RegExpExecArray) => Span | null): Span[] {
  const g = globalOf(re);
  const twin = g !== re;
  g.lastIndex = 0;
  const out: Span[] = [];
  for (let m = g.exec(text); m !== null; m = g.exec(text)) {
    if (m[0].length === 0) {
      g.lastIndex += 1;
      continue;
    }
    const next = g.lastIndex;
    const s = pick(m);
    if (twin) g.lastIndex = next;
    if (s) out.push(s);
  }
  return out;
}

export const whole = (m: RegExpExecArray): Span => ({ start: m.index, end: m.index + m[0].length });

/** The span of the first participating capture group (regex needs the `d` flag). */
export function firstGroup(m: RegExpExecArray): Span | null {
  const idx = m.indices;
  if (!idx) return whole(m);
  for (let i = 1; i < idx.length; i++) {
    const g = idx[i];
    if (g) return { start: g[0], end: g[1] };
  }
  return null;
}

/** The span of a named capture group, or of the whole match when it did not take part. */
export function namedGroup(m: RegExpExecArray, name: string): Span | null {
  const g = m.indices?.groups?.[name];
  return g ? { start: g[0], end: g[1] } : null;
}

/** Shannon entropy of `s` in bits per character. */
export function entropy(s: string): number {
  if (s.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

/** How many of `s`'s characters are the digits 0-9 (a count, without building the string of them). */
export function countDigits(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

/**
 * `text.lastIndexOf("\n", at - 1) + 1` (where the line holding `at` starts) for many places of one
 * text: the newlines found once, each place a binary search. Read back one by one, a line of
 * 100 kB with a candidate every few characters ("12 12 12 …") cost a pass over the line per candidate.
 */
export function lineStarts(text: string): (at: number) => number {
  let breaks: number[] | null = null;
  return (at) => {
    if (breaks === null) {
      breaks = [];
      for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) breaks.push(i);
    }
    // (lastIndexOf reads a negative start as 0.)
    const from = Math.max(0, at - 1);
    let lo = 0;
    let hi = breaks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (breaks[mid]! <= from) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? 0 : breaks[lo - 1]! + 1;
  };
}

/** The text of the current sentence-ish clause before `at`, at most `max` characters. */
export function clauseBefore(text: string, at: number, max: number): string {
  const before = text.slice(Math.max(0, at - max), at);
  let cut = before.lastIndexOf("\n");
  // A label closing its line with a colon ("Steuer-ID:\n79 134 …"), or a question the line below
  // answers ("> numéro de sécu ?\n1 85 …"), is read with the line below it.
  while (cut > 0 && /[:?][ \t]*$/.test(before.slice(Math.max(0, cut - 4), cut))) cut = before.lastIndexOf("\n", cut - 1);
  // A full stop ends a clause, but not after an abbreviation ("Nr.", "IdNr.", "Tel.", "n.").
  BREAK.lastIndex = 0;
  for (let m = BREAK.exec(before); m !== null; m = BREAK.exec(before)) {
    if (m[0] === "." && ABBREVIATION.test(/\p{L}*$/u.exec(before.slice(Math.max(0, m.index - 12), m.index))![0])) continue;
    // The question closing a line read with the one below (above) is no break.
    if (m[0] === "?" && m.index > cut && /^\?[ \t]*\n/.test(before.slice(m.index, m.index + 8))) continue;
    cut = Math.max(cut, m.index);
  }
  return cut >= 0 ? before.slice(cut + 1) : before;
}
const BREAK = /[.!?;](?=\s)/g;
// (Also a compound ending in "nr.": "Kundennr.", "burgerservicenr.".)
// The words are the packs' (`personal.abbreviations`); the shapes are every language's.
const ABBREVIATION = new RegExp(
  `^(?:\\p{L}{1,2}|\\p{L}*nr|${[...new Set(LOCALES.flatMap((l) => pack(l).personal.abbreviations))].map((w) => w.replace(/[/\\^$*+?.()|[\]{}]/g, "\\$&")).join("|")})$`,
  "iu",
);

const escapeChar = (ch: string): string => ch.replace(/[/\\^$*+?.()|[\]{}]/g, "\\$&");

/**
 * Words as one expression factored by their common beginnings ("pass(?:word|code|phrase)…"): a
 * flat alternation of two hundred words is tried word by word at every position, a trie once.
 * `atom` writes one character (a space may stand for any run of blanks and dashes, say).
 */
export function trie(list: readonly string[], atom: (ch: string) => string = escapeChar): string {
  type Node = { end: boolean; next: Map<string, Node> };
  const root: Node = { end: false, next: new Map() };
  for (const w of list) {
    let n = root;
    for (const ch of w.toLowerCase()) {
      if (!n.next.has(ch)) n.next.set(ch, { end: false, next: new Map() });
      n = n.next.get(ch)!;
    }
    n.end = true;
  }
  const emit = (n: Node): string => {
    const branches = [...n.next].map(([ch, child]) => atom(ch) + emit(child));
    if (branches.length === 0) return "";
    const body = branches.length === 1 ? branches[0]! : `(?:${branches.join("|")})`;
    // Longest first: a word that ends here is tried after the longer ones through it.
    return n.end ? `(?:${body})?` : body;
  };
  return emit(root);
}

/**
 * Which of a fixed set of lower-case keywords occur in a lower-cased text, found in one pass of
 * one expression instead of one `includes` per keyword over the whole text (two hundred of them
 * cost more than every detector they guard). One-character keywords are looked up directly.
 */
const BLANK_OTHER_THAN_SPACE = /[^\S ]/;
const BLANKS = /\s+/g;
export function keywordProbe(keywords: readonly string[]): (lower: string) => ReadonlySet<string> {
  const all = [...new Set(keywords.map((k) => k.toLowerCase()))];
  const single = all.filter((k) => k.length < 2);
  const long = all.filter((k) => k.length >= 2);
  // The keywords each keyword begins with: a match of "sk-ant-" means "sk" is there too.
  const prefixes = new Map(long.map((k) => [k, long.filter((p) => k.startsWith(p))]));
  // A space of a keyword stands for any run of blanks, as the detectors' expressions read one
  // ("date of\tbirth", "piet\nat icloud.com"): a match is named by its keyword, one space each.
  const re = new RegExp(trie(long, (ch) => (ch === " " ? "\\s+" : escapeChar(ch))), "g");
  return (lower) => {
    const found = new Set<string>(single.filter((k) => lower.includes(k)));
    re.lastIndex = 0;
    for (let m = re.exec(lower); m !== null; m = re.exec(lower)) {
      const k = BLANK_OTHER_THAN_SPACE.test(m[0]) || m[0].includes("  ") ? m[0].replace(BLANKS, " ") : m[0];
      // A keyword found before brought its prefixes with it (so did a longer one it begins).
      if (!found.has(k)) for (const p of prefixes.get(k) ?? []) found.add(p);
      // Keywords may overlap ("secretaccess" holds "access"): go on from the next character.
      re.lastIndex = m.index + 1;
    }
    return found;
  };
}

/**
 * The text as a reader sees it, for values hidden from an expression by how they were pasted:
 * zero-width and bidi controls dropped ("3\u200B21 001 7569"), non-breaking and narrow spaces read
 * as spaces ("06\u00A012\u00A034"), and a URL-encoded "@" between a name and a domain read as "@"
 * ("?email=ana.roux%40orange.fr"). `start[i]` and `end[i]` give the original range of the view's
 * character i, so a span found in the view covers every character of the value in the text,
 * hidden ones included. Null when reading it so changes nothing.
 */
export interface PlainView {
  text: string;
  start: number[];
  end: number[];
}
// What makes a reader's view differ where a value could be: an invisible character anywhere, a
// wide space between two letters or digits or beside an "@", an encoded "@" inside a name.
const HIDDEN = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[\p{L}\p{N}@][\u00A0\u2007\u202F]+[\p{L}\p{N}@]|[\p{L}\p{N}._+-]%40[\p{L}\p{N}]/gu;
const INVISIBLE_CHAR = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
const WIDE_SPACE = /[\u00A0\u2007\u202F]/;
const NAME_CHAR = /[\p{L}\p{N}._+-]/u;
export function plainView(text: string): PlainView | null {
  let out = "";
  const start: number[] = [];
  const end: number[] = [];
  for (let i = 0; i < text.length; ) {
    const c = text.charAt(i);
    if (INVISIBLE_CHAR.test(c)) {
      i++;
      continue;
    }
    if (c === "%" && text.startsWith("%40", i) && NAME_CHAR.test(text.charAt(i - 1)) && /[\p{L}\p{N}]/u.test(text.charAt(i + 3))) {
      out += "@";
      start.push(i);
      end.push(i + 3);
      i += 3;
      continue;
    }
    out += WIDE_SPACE.test(c) ? " " : c;
    start.push(i);
    end.push(i + 1);
    i++;
  }
  return out === text ? null : { text: out, start, end };
}

/**
 * The stretches of `text` worth reading again in their plain view: from the start of the line
 * before a hidden character to the end of the line after it (a label may stand on the line above
 * its value), overlapping stretches joined. Empty for most texts (one search).
 */
// Any of those characters at all: one search without the u flag before the finer one.
const ANY_HIDDEN = /[\u00A0\u00AD\u180E\u2007\u200B-\u200F\u202A-\u202F\u2060-\u2064\u2066-\u2069\uFEFF]|%40/;
export function hiddenStretches(text: string): Span[] {
  const out: Span[] = [];
  if (!ANY_HIDDEN.test(text)) return out;
  HIDDEN.lastIndex = 0;
  for (let m = HIDDEN.exec(text); m !== null; m = HIDDEN.exec(text)) {
    const lineStart = text.lastIndexOf("\n", m.index - 1);
    const start = lineStart <= 0 ? 0 : text.lastIndexOf("\n", lineStart - 1) + 1;
    const after = text.indexOf("\n", m.index + m[0].length);
    const next = after < 0 ? -1 : text.indexOf("\n", after + 1);
    const end = after < 0 ? text.length : next < 0 ? text.length : next;
    const last = out[out.length - 1];
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else out.push({ start, end });
    HIDDEN.lastIndex = Math.max(HIDDEN.lastIndex, end);
  }
  return out;
}

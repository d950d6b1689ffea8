/**
 * Echoes of a value the gate already found, elsewhere in the same text: the value written again in
 * another form ("BSN 123456782 … met spaties: 123 456 782", a codice fiscale again in small letters,
 * a CPF again "só os números"), and a piece of a secret repeated on its own ("the end is le62").
 * Each echo takes the name and kind of the finding it repeats, so a redaction leaves nothing of it.
 * Must never: find anything on its own (only repeats of what a rule found), or read the clock.
 */

/** A found span, as the gate records it. */
export interface Found {
  kind: "secret" | "pii";
  type: string;
  start: number;
  end: number;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** A letter or digit (ASCII read by its code, the rest by the Unicode classes). */
function isWordChar(c: string): boolean {
  if (c === "") return false;
  const k = c.charCodeAt(0);
  if (k < 128) return (k >= 48 && k <= 57) || (k >= 65 && k <= 90) || (k >= 97 && k <= 122);
  return WORD_CHAR.test(c);
}
// What may stand between two characters of a value written another way: spaces, a line break,
// dots, dashes, slashes (at most three of them).
const GAP = /^[\s.\-/]{0,3}$/u;
// A piece of a secret said again: a whole word of four characters or more between blanks, quotes,
// brackets or a comma (a sentence's last stop left off), which the secret holds and which is not
// only letters (a word) or only digits (a year, a count). Found by `pieceAt`, which reads as
// /(?<![^\s("'«“‘`])[^\s()"'«»“”‘’`,;]{4,}?(?=[.!?:]*(?:[\s)"'»”’`,;]|$))/gu would.
const ONE_KIND = /^(?:\p{L}+|\p{N}+)$/u;
// A value is echoed when it is as long as an id, a phone number or an IBAN at most (longer spans are
// lists and blocks, masked where they stand).
const LONGEST_VALUE = 40;
const ALL_DIGITS = /^\d+$/;
// A whole run of three digits or more (not inside a longer word or number).
const DIGIT_RUN = /(?<![\p{L}\p{N}])\d{3,}(?![\p{L}\p{N}])/gu;

/**
 * The letters and digits of `text` lower-cased, and where each stands in `text`. (ASCII is read and
 * lower-cased by its code; any other character is lower-cased on its own, as before.)
 */
function letters(text: string): { chars: string; at: number[] } {
  let chars = "";
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    if (k < 128) {
      if (k >= 48 && k <= 57) chars += text.charAt(i);
      else if (k >= 97 && k <= 122) chars += text.charAt(i);
      else if (k >= 65 && k <= 90) chars += String.fromCharCode(k + 32);
      else continue;
      at.push(i);
      continue;
    }
    const c = text.charAt(i);
    if (!WORD_CHAR.test(c)) continue;
    const l = c.toLowerCase();
    chars += l.length === 1 ? l : c;
    at.push(i);
  }
  return { chars, at };
}

/** The words of `text` that could be a piece of a secret: of more than one kind of character, one a letter or digit. */
function piecesOf(text: string): Array<{ start: number; end: number; lower: string }> {
  const out: Array<{ start: number; end: number; lower: string }> = [];
  for (let from = 0; ; ) {
    const m = pieceAt(text, from);
    if (m === null) break;
    const word = text.slice(m.start, m.end);
    if (!oneKind(word) && hasWordChar(word)) out.push({ start: m.start, end: m.end, lower: word.toLowerCase() });
    from = m.end;
  }
  return out;
}

// The piece expression above read by a walk over the characters instead of tried at every
// position (the same matches: echoes-pieces.test.ts compares the two on random text).
/** A blank, an opening bracket or a quote: what may stand before a piece. */
function beforePiece(k: number): boolean {
  return isSpaceCode(k) || k === 40 || k === 34 || k === 39 || k === 96 || k === 0xab || k === 0x201c || k === 0x2018;
}
/** What a piece cannot hold: a blank, brackets, quotes, a comma, a semicolon. */
function outsidePiece(k: number): boolean {
  return isSpaceCode(k) || k === 40 || k === 41 || k === 34 || k === 39 || k === 96 || k === 44 || k === 59 || k === 0xab || k === 0xbb || (k >= 0x2018 && k <= 0x2019) || (k >= 0x201c && k <= 0x201d);
}
/** What may close a piece after its closing marks: a blank, a closing bracket or quote, a comma, a semicolon. */
function afterPiece(k: number): boolean {
  return isSpaceCode(k) || k === 41 || k === 34 || k === 39 || k === 96 || k === 44 || k === 59 || k === 0xbb || k === 0x2019 || k === 0x201d;
}
/** A closing mark a piece may end in before its end: . ! ? : */
const closingMark = (k: number): boolean => k === 46 || k === 33 || k === 63 || k === 58;
/** `\s` of a regular expression, by code. */
function isSpaceCode(k: number): boolean {
  if (k <= 32) return k === 32 || (k >= 9 && k <= 13);
  if (k < 160) return false;
  return k === 160 || k === 0x1680 || (k >= 0x2000 && k <= 0x200a) || k === 0x2028 || k === 0x2029 || k === 0x202f || k === 0x205f || k === 0x3000 || k === 0xfeff;
}
const isHigh = (k: number): boolean => k >= 0xd800 && k <= 0xdbff;
const isLow = (k: number): boolean => k >= 0xdc00 && k <= 0xdfff;
/** The next match of the piece expression at or after `from`, as `exec` with its `u` flag finds it; null when there is none. */
export function pieceAt(text: string, from: number): { start: number; end: number } | null {
  const n = text.length;
  for (let s = from; s < n; ) {
    const c = text.charCodeAt(s);
    // A piece starts the text or follows a blank, an opening bracket or a quote.
    const prev = s === 0 ? -1 : text.charCodeAt(s - 1);
    if (prev === -1 || beforePiece(prev)) {
      // The shortest run of four characters or more that ends before closing marks and a blank, a
      // closing bracket or quote, a comma or the end of the text.
      let e = s;
      let count = 0;
      // Where the closing marks last read end: every place before it inside them reads the same.
      let marksEnd = -1;
      while (e < n) {
        const k = text.charCodeAt(e);
        if (outsidePiece(k)) break;
        e += isHigh(k) && e + 1 < n && isLow(text.charCodeAt(e + 1)) ? 2 : 1;
        count++;
        if (count < 4) continue;
        let a = e <= marksEnd ? marksEnd : e;
        while (a < n && closingMark(text.charCodeAt(a))) a++;
        marksEnd = a;
        if (a === n || afterPiece(text.charCodeAt(a))) return { start: s, end: e };
      }
    }
    s += isHigh(c) && s + 1 < n && isLow(text.charCodeAt(s + 1)) ? 2 : 1;
  }
  return null;
}
/** `ONE_KIND` (letters only or digits only), by code for ASCII words. */
function oneKind(word: string): boolean {
  let letters = 0;
  let digits = 0;
  for (let i = 0; i < word.length; i++) {
    const k = word.charCodeAt(i);
    if (k >= 128) return ONE_KIND.test(word);
    if (k >= 48 && k <= 57) digits++;
    else if ((k >= 65 && k <= 90) || (k >= 97 && k <= 122)) letters++;
    else return false;
  }
  return word.length > 0 && (letters === 0 || digits === 0);
}
/** `WORD_CHAR` somewhere in `word`, by code for ASCII words. */
function hasWordChar(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const k = word.charCodeAt(i);
    if (k >= 128) return WORD_CHAR.test(word);
    if ((k >= 48 && k <= 57) || (k >= 65 && k <= 90) || (k >= 97 && k <= 122)) return true;
  }
  return false;
}

/** Where in `view` the letters `own` (four or more) stand at the start of a word of `text` (an echo starts a word), in order. */
function wordStartsOf(text: string, view: { chars: string; at: number[] }, own: string): number[] {
  const out: number[] = [];
  for (let k = view.chars.indexOf(own); k >= 0; k = view.chars.indexOf(own, k + 1)) {
    if (!isWordChar(text.charAt(view.at[k]! - 1))) out.push(k);
  }
  return out;
}

/** Every whole run of three digits or more in `text`, in order (what `DIGIT_RUN` finds from any place before it). */
function digitRuns(text: string): Array<{ index: number; run: string }> {
  const out: Array<{ index: number; run: string }> = [];
  DIGIT_RUN.lastIndex = 0;
  for (let m = DIGIT_RUN.exec(text); m !== null; m = DIGIT_RUN.exec(text)) out.push({ index: m.index, run: m[0] });
  return out;
}

/** Does [start, end) overlap a span of `sorted` (sorted by start, not overlapping each other)? */
function overlaps(sorted: readonly Found[], start: number, end: number): boolean {
  let lo = 0;
  let hi = sorted.length;
  // The first span that ends after `start`.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.end <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo]!.start < end;
}

/**
 * The places of `text` that repeat a finding in `found` in another form, or (for a secret) repeat a
 * piece of it: none overlapping a finding, each a whole word or run of words. (Echoes may overlap
 * each other: the gate merges them.)
 */
export function echoes(text: string, found: readonly Found[]): Found[] {
  const out: Found[] = [];
  if (found.length === 0) return out;
  // Found spans as the gate merged them, sorted, each compared once per distinct value.
  const sorted = [...found].sort((a, b) => a.start - b.start);
  const merged: Found[] = [];
  for (const f of sorted) {
    const last = merged[merged.length - 1];
    if (last && f.start < last.end) merged[merged.length - 1] = { ...last, end: Math.max(last.end, f.end) };
    else merged.push(f);
  }
  const seen = new Set<string>();
  let view: { chars: string; at: number[] } | undefined;
  let pieces: Array<{ start: number; end: number; lower: string }> | undefined;
  let runs: Array<{ index: number; run: string }> | undefined;
  for (const f of found) {
    const value = text.slice(f.start, f.end);
    if (value.length > LONGEST_VALUE * 2) continue;
    const key = `${f.kind}\u0000${f.type}\u0000${value}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const own = letters(value).chars;
    // The same value in another spacing or case: six letters or digits or more, at least one digit;
    // a code of four digits or more read out again digit by digit ("c'est 5499, je répète 5 4 9 9").
    const spacedCode = f.kind === "secret" && own.length >= 4 && ALL_DIGITS.test(own);
    if ((own.length >= 6 || spacedCode) && own.length <= LONGEST_VALUE && /\d/.test(own)) {
      view ??= letters(text);
      for (const k of wordStartsOf(text, view, own)) {
        const start = view.at[k]!;
        const end = view.at[k + own.length - 1]! + 1;
        if (isWordChar(text.charAt(end)) || overlaps(merged, start, end)) continue;
        let joined = true;
        for (let j = k; joined && j < k + own.length - 1; j++) joined = view.at[j + 1]! === view.at[j]! + 1 || GAP.test(text.slice(view.at[j]! + 1, view.at[j + 1]!));
        if (joined) out.push({ kind: f.kind, type: f.type, start, end });
      }
    }
    // The last digits of a personal number said again on their own after it ("de laatste vier cijfers zijn
    // 1299", "ends in 768", "começa por 236"): a whole run of three digits or more that ends or opens the
    // number, or is all its digits when it has letters too ("DNI 12345678Z, o sea número 12345678").
    if (f.kind === "pii") {
      const digits = value.replace(/\D/g, "");
      if (digits.length >= 7) {
        // (Said again after the number, not a run of digits before it that happens to end alike.)
        // (The text's runs are read once; those at or after the number are the ones a search from its end finds.)
        runs ??= digitRuns(text);
        let lo = 0;
        let hi = runs.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (runs[mid]!.index < f.end) lo = mid + 1;
          else hi = mid;
        }
        for (let r = lo; r < runs.length; r++) {
          const m = runs[r]!;
          const run = m.run;
          if (run.length > digits.length || (run.length === digits.length && digits.length === own.length) || !(digits.endsWith(run) || digits.startsWith(run))) continue;
          // (A group of another grouped number is that number's: "BSN …, factuur 391 489 952".)
          if (/\d[ .\/-]?$/.test(text.slice(Math.max(0, m.index - 2), m.index)) || /^[ .\/-]?\d/.test(text.slice(m.index + run.length, m.index + run.length + 2))) continue;
          if (!overlaps(merged, m.index, m.index + run.length)) out.push({ kind: f.kind, type: f.type, start: m.index, end: m.index + run.length });
        }
      }
    }
    // A piece of a secret said again on its own ("the last four are k9x2"); of a personal number of
    // letters and digits, the piece that opens or ends it, said after it ("codice fiscale …, finisce con 702V").
    const mixedPii = f.kind === "pii" && own.length >= 8 && /\d/.test(own) && /\p{L}/u.test(own);
    if ((f.kind === "secret" || mixedPii) && value.length > 4) {
      // (The text's pieces are read once, for every secret.)
      pieces ??= piecesOf(text);
      const lower = value.toLowerCase();
      for (const p of pieces) {
        if (!lower.includes(p.lower) || overlaps(merged, p.start, p.end)) continue;
        if (f.kind === "pii" && (p.start < f.end || !(own.startsWith(p.lower) || own.endsWith(p.lower)))) continue;
        out.push({ kind: f.kind, type: f.type, start: p.start, end: p.end });
      }
    }
  }
  return out;
}

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

const isWordChar = (c: string): boolean => /[\p{L}\p{N}]/u.test(c);
// What may stand between two characters of a value written another way: spaces, a line break,
// dots, dashes, slashes (at most three of them).
const GAP = /^[\s.\-/]{0,3}$/u;
// A piece of a secret said again: a whole word of four characters or more between blanks, quotes,
// brackets or a comma (a sentence's last stop left off), which the secret holds and which is not
// only letters (a word) or only digits (a year, a count).
const PIECE = /(?<![^\s("'«“‘`])[^\s()"'«»“”‘’`,;]{4,}?(?=[.!?:]*(?:[\s)"'»”’`,;]|$))/gu;
const ONE_KIND = /^(?:\p{L}+|\p{N}+)$/u;

/** The letters and digits of `text` lower-cased, and where each stands in `text`. */
function letters(text: string): { chars: string; at: number[] } {
  let chars = "";
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (!isWordChar(c)) continue;
    const l = c.toLowerCase();
    chars += l.length === 1 ? l : c;
    at.push(i);
  }
  return { chars, at };
}

/**
 * The places of `text` that repeat a finding in `found` in another form, or (for a secret) repeat a
 * piece of it: none overlapping a finding, each a whole word or run of words.
 */
export function echoes(text: string, found: readonly Found[]): Found[] {
  const out: Found[] = [];
  const free = (start: number, end: number): boolean => !found.some((g) => g.start < end && start < g.end) && !out.some((g) => g.start < end && start < g.end);
  let view: { chars: string; at: number[] } | undefined;
  for (const f of found) {
    const value = text.slice(f.start, f.end);
    const own = letters(value).chars;
    // The same value in another spacing or case: six letters or digits or more, at least one digit.
    if (own.length >= 6 && /\d/.test(own)) {
      view ??= letters(text);
      for (let k = view.chars.indexOf(own); k >= 0; k = view.chars.indexOf(own, k + 1)) {
        const start = view.at[k]!;
        const end = view.at[k + own.length - 1]! + 1;
        if (!free(start, end) || isWordChar(text.charAt(start - 1)) || isWordChar(text.charAt(end))) continue;
        let joined = true;
        for (let j = k; joined && j < k + own.length - 1; j++) joined = GAP.test(text.slice(view.at[j]! + 1, view.at[j + 1]!));
        if (joined) out.push({ kind: f.kind, type: f.type, start, end });
      }
    }
    // A piece of a secret said again on its own ("the last four are k9x2").
    if (f.kind === "secret" && value.length > 4) {
      const lower = value.toLowerCase();
      PIECE.lastIndex = 0;
      for (let m = PIECE.exec(text); m !== null; m = PIECE.exec(text)) {
        const end = m.index + m[0].length;
        if (!ONE_KIND.test(m[0]) && /[\p{L}\p{N}]/u.test(m[0]) && free(m.index, end) && lower.includes(m[0].toLowerCase())) out.push({ kind: f.kind, type: f.type, start: m.index, end });
      }
    }
  }
  return out;
}

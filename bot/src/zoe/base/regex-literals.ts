/**
 * The texts a regular expression's every match must contain: for a pattern written as words
 * ("morgen (?:früh|vormittag)", "(\d{1,2}) ?uhr"), a short list of lower-case strings such that
 * any text the pattern matches holds at least one of them. A text that holds none cannot match,
 * which a substring search says far sooner than compiling and running the expression.
 * Why: the time-word rewrite of other languages (threads/due-locales.ts) has about ninety patterns per
 * language, and nearly every phrase it is shown (a reply is tried in each language) matches none
 * of them; V8 compiles an expression at its first runs, which costs more than the search.
 * Must never: leave out a text some match must contain (the answer may be too wide, never too
 * narrow), or claim anything for syntax it does not read: it answers null ("anything may match")
 * for what it does not know.
 */

/** One step of the parse: the literals required so far (null: none known) and where it stopped. */
type Required = ReadonlySet<string> | null;

/** The better of two requirements: the one whose shortest text is longest (fewer texts hold it). */
function better(a: Required, b: Required): Required {
  if (!a) return b;
  if (!b) return a;
  return shortest(b) > shortest(a) ? b : a;
}

function shortest(texts: ReadonlySet<string>): number {
  let n = Number.POSITIVE_INFINITY;
  for (const t of texts) if (t.length < n) n = t.length;
  return n;
}

class Reader {
  i = 0;
  constructor(readonly src: string) {}

  /** An alternation up to `)` or the end: every branch must require something. */
  alternation(): Required {
    const branches: Required[] = [this.sequence()];
    while (this.src[this.i] === "|") {
      this.i++;
      branches.push(this.sequence());
    }
    if (branches.some((b) => b === null)) return null;
    const out = new Set<string>();
    for (const b of branches) for (const s of b!) out.add(s);
    return out;
  }

  /** A sequence of quantified atoms: runs of plain characters joined into one text each. */
  private sequence(): Required {
    let best: Required = null;
    let run = "";
    const endRun = () => {
      if (run) best = better(best, new Set([run]));
      run = "";
    };
    while (this.i < this.src.length && this.src[this.i] !== "|" && this.src[this.i] !== ")") {
      const atom = this.atom();
      const min = this.quantifier();
      if (atom.kind === "char" && min === 1 && !this.quantified) {
        run += atom.char;
        continue;
      }
      // A quantified character ends the run before it; with a minimum of one it still counts alone.
      endRun();
      if (min === 0) continue;
      if (atom.kind === "char") best = better(best, new Set([atom.char]));
      else if (atom.kind === "group") best = better(best, atom.required);
    }
    endRun();
    return best;
  }

  /** Whether the last quantifier read was written (`x{1}` and `x+` break a run too). */
  private quantified = false;

  private atom(): { kind: "char"; char: string } | { kind: "group"; required: Required } | { kind: "other" } {
    const c = this.src[this.i]!;
    if (c === "(") {
      const lookaround = /^\(\?<?[=!]/.test(this.src.slice(this.i, this.i + 4));
      const named = /^\(\?<[A-Za-z_]/.test(this.src.slice(this.i, this.i + 4));
      this.i += lookaround ? (this.src[this.i + 2] === "<" ? 4 : 3) : this.src.startsWith("(?:", this.i) ? 3 : named ? this.src.indexOf(">", this.i) + 1 : 1;
      const inner = this.alternation();
      if (this.src[this.i] !== ")") throw new Error(`unbalanced group in /${this.src}/`);
      this.i++;
      return lookaround ? { kind: "other" } : { kind: "group", required: inner };
    }
    if (c === "[") {
      this.i++;
      while (this.i < this.src.length && this.src[this.i] !== "]") this.i += this.src[this.i] === "\\" ? 2 : 1;
      this.i++;
      return { kind: "other" };
    }
    if (c === "\\") {
      const next = this.src[this.i + 1] ?? "";
      if (/[pPu]/.test(next) && this.src[this.i + 2] === "{") {
        this.i = this.src.indexOf("}", this.i) + 1;
        return { kind: "other" };
      }
      this.i += 2;
      // `\.`, `\-`, `\'`: the character itself. Letters and digits are classes, anchors or references.
      return /[A-Za-z0-9]/.test(next) ? { kind: "other" } : { kind: "char", char: next.toLowerCase() };
    }
    this.i++;
    if (c === "." || c === "^" || c === "$") return { kind: "other" };
    return { kind: "char", char: c.toLowerCase() };
  }

  /** The minimum count of the quantifier after an atom (1 when there is none). */
  private quantifier(): number {
    this.quantified = true;
    const c = this.src[this.i];
    let min = 1;
    if (c === "?" || c === "*") {
      min = 0;
      this.i++;
    } else if (c === "+") this.i++;
    else if (c === "{" && /^\{\d+(,\d*)?\}/.test(this.src.slice(this.i))) {
      const m = /^\{(\d+)(,\d*)?\}/.exec(this.src.slice(this.i))!;
      min = Number(m[1]) === 0 ? 0 : 1;
      this.i += m[0].length;
    } else {
      this.quantified = false;
      return 1;
    }
    if (this.src[this.i] === "?") this.i++; // lazy
    return min;
  }
}

/**
 * Lower-case texts at least one of which every match of `source` contains, or null when none is
 * known (anything may match). For case-insensitive patterns, the texts are to be looked for in a
 * lower-cased text of the characters whose case folding is plain (see `plainCase`).
 */
export function requiredLiterals(source: string): ReadonlySet<string> | null {
  const r = new Reader(source);
  const out = r.alternation();
  if (r.i !== source.length) throw new Error(`unbalanced group in /${source}/`);
  return out && [...out].every((s) => s.length > 0 && plainCase(s)) ? out : null;
}

/**
 * Whether a text is made of characters for which matching "ignoring case" is plain lower-casing:
 * ASCII and Latin-1. Elsewhere a pattern's "s" may match "ſ" and its "k" the
 * Kelvin sign, which no substring search sees.
 */
export function plainCase(text: string): boolean {
  // Less the micro sign, which folds to a Greek letter.
  return /^[\u0000-\u00b4\u00b6-\u00ff]*$/.test(text);
}

/** Whether a text's matches ignoring case are those of its lower-case letters: plain and lower-case. */
export function plainLower(text: string): boolean {
  return plainCase(text) && text === text.toLowerCase();
}

/** Whether `text` holds one of `needs`. */
export function holdsAny(text: string, needs: ReadonlySet<string>): boolean {
  for (const n of needs) if (text.includes(n)) return true;
  return false;
}

/**
 * A regular expression that first looks for the texts its every match holds and, in a plain
 * lower-case text holding none of them, answers "no match" without running (so without compiling)
 * itself. Everything else is the expression's own behaviour: `test`, `match`, `search` and
 * `replace` go through `exec`; what derives a new expression from it (`split`, `matchAll`) makes
 * a plain one. Only for expressions without the global or sticky flag (whose `lastIndex` a
 * failed run would reset).
 */
export class PrefilteredRegExp extends RegExp {
  private readonly needs: ReadonlySet<string> | null;

  /** `split` and `matchAll` copy the expression with flags of their own: a plain RegExp. */
  static override get [Symbol.species](): RegExpConstructor {
    return RegExp;
  }

  constructor(source: string, flags: string) {
    super(source, flags);
    if (this.global || this.sticky) throw new Error(`PrefilteredRegExp: /${source}/${flags} keeps a position between runs`);
    this.needs = requiredLiterals(source);
  }

  override exec(text: string): RegExpExecArray | null {
    const s = String(text); // what a RegExp makes of anything it is given
    if (this.needs && plainLower(s) && !holdsAny(s, this.needs)) return null;
    return super.exec(s);
  }
}

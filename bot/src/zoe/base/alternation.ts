/**
 * A regular expression of many alternatives and a common tail, `(?:a1|a2|…)tail`, that finds its
 * match by running each alternative with the tail as an expression of its own and keeping the
 * leftmost match (the first alternative on a tie): exactly the match the single expression finds,
 * since a backtracking engine takes, at the leftmost position where any branch succeeds, the first
 * branch that does.
 * Why: the commitment triggers of the Romance packs are 45 to 63 alternatives, many opening with a
 * look-behind; as one expression V8 tries every branch at every position, while each branch alone
 * is searched with its own quick checks: about ten times less CPU on the development texts (French
 * 1.26 s -> 0.09 s), the reply reader's largest single cost.
 * Must never: differ from the single expression in any match, index or group. It therefore
 * refuses what would make the two differ: a capturing group inside an alternative (the groups
 * would be numbered otherwise) and the global or sticky flag (lastIndex would mean something).
 * `source` and `flags` are the single expression's, so composing it into another pattern is unchanged.
 * It never runs an expression while it is built, and makes its branches at the first search: V8
 * compiles a pattern at its first run, and the four packs' alternatives compiled at load cost
 * about a second of every process start, most of it in processes that never read a message.
 */
export class Alternation extends RegExp {
  readonly #alternatives: readonly string[];
  readonly #tail: string;
  /** Each alternative with the tail, made at the first search: a process that never searches never parses them. */
  #branches: readonly RegExp[] | null = null;

  constructor(alternatives: readonly string[], tail: string, flags: string) {
    super(`(?:${alternatives.map((a) => `(?:${a})`).join("|")})${tail}`, flags);
    if (flags.includes("g") || flags.includes("y")) throw new Error(`Alternation: the ${flags} flags would give lastIndex a meaning`);
    for (const a of alternatives) {
      if (capturingGroups(a, flags) > 0) throw new Error(`Alternation: an alternative holds a capturing group (${a.slice(0, 60)}…)`);
    }
    this.#alternatives = [...alternatives];
    this.#tail = tail;
  }

  override exec(text: string): RegExpExecArray | null {
    let best: RegExpExecArray | null = null;
    this.#branches ??= this.#alternatives.map((a) => new RegExp(`(?:${a})${this.#tail}`, this.flags));
    for (const branch of this.#branches) {
      const m = branch.exec(text);
      if (m && (!best || m.index < best.index)) {
        best = m;
        if (m.index === 0) break;
      }
    }
    return best;
  }
}

/**
 * How many capturing groups a pattern opens, read from its text: a "(" that is not escaped, not
 * inside a character class (classes nest under the v flag), and not "(?:", a look-around or a
 * modifier group; a named group "(?<name>" counts. The engine's own count would need the pattern
 * compiled (see the class comment).
 */
export function capturingGroups(pattern: string, flags: string): number {
  const nested = flags.includes("v");
  let groups = 0;
  let depth = 0; // inside this many character classes
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") i++;
    else if (depth > 0) {
      if (c === "]") depth--;
      else if (c === "[" && nested) depth++;
    } else if (c === "[") depth = 1;
    else if (c === "(") {
      if (pattern[i + 1] !== "?") groups++;
      else if (pattern[i + 2] === "<" && pattern[i + 3] !== "=" && pattern[i + 3] !== "!") groups++;
    }
  }
  return groups;
}

/**
 * base/alternation.ts: many alternatives and a tail, each alternative searched on its own, must
 * find exactly the match of the single expression `(?:a1|a2|…)tail`: the same index, text and
 * groups, on a tie the first alternative, and no match where the tail fails after every branch.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Alternation, capturingGroups } from "../alternation.ts";
import { pack } from "../../lang/index.ts";
import { devMessages } from "../../test-support/dev-messages.ts";

/** What a match says, comparable: null or [index, text, groups…]. */
const seen = (m: RegExpExecArray | null) => (m ? [m.index, ...m] : null);

function expectSame(alternatives: string[], tail: string, flags: string, texts: readonly string[]): void {
  const split = new Alternation(alternatives, tail, flags);
  const single = new RegExp(split.source, flags);
  for (const text of texts) expect(seen(split.exec(text)), text).toEqual(seen(single.exec(text)));
}

describe("an alternation searched one alternative at a time", () => {
  it("takes the leftmost match, the first alternative on a tie, and skips a branch whose tail fails", () => {
    // "ich" and "ich muss" both match at 0: the first written wins, as in one expression.
    expectSame(["ich", "ich muss"], "\\s*(.+)", "iu", ["ich muss los", "heute muss ich los", "ich", "Ich muss", "nichts"]);
    // The tail needs a word after the branch: a branch at the end of the text gives way to a later one.
    expectSame(["muss", "ich"], "\\s+(\\p{L}+)$", "iu", ["ich muss", "muss ich gehen", "ich muss gehen", "muss"]);
    // Look-behinds and look-aheads inside branches, as the packs write them.
    expectSame(["(?<=^\\s*(?:ok\\s+)*)je vais", "(?<![\\p{L}])vais", "(?=dois)do"], "\\s*(.+?)[\\s.!]*$", "iu", [
      "ok ok je vais appeler",
      "alors je vais appeler",
      "tu vais",
      "je dois appeler",
      "   je vais !",
      "",
    ]);
  });

  it("agrees with the single expression on any text made of its words", () => {
    const words = ["je", "vais", "dois", "ok", "ich", "muss", " ", "  ", ",", ".", "!", "é", "x"];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { maxLength: 12 }), (parts) => {
        expectSame(["(?<=^\\s*(?:ok[\\s,]+)*)je\\s+vais", "(?<![\\p{L}])(?:je\\s+)?dois", "ich(?=\\s+muss)", "muss"], "\\s*(.+?)[\\s.!]*$", "iu", [parts.join("")]);
      }),
      { numRuns: 300 },
    );
  });

  it("is what the French, Spanish, Portuguese and Italian commitment triggers are, with their single expression's matches", () => {
    const sample = devMessages().filter((_, i) => i % 7 === 0);
    for (const locale of ["fr", "es", "pt", "it"] as const) {
      const trigger = pack(locale).commitments.trigger;
      expect(trigger).toBeInstanceOf(Alternation);
      const single = new RegExp(trigger.source, trigger.flags);
      const texts = sample.filter(([l]) => l === locale).map(([, t]) => t);
      expect(texts.length).toBeGreaterThan(300);
      for (const text of texts) expect(seen(trigger.exec(text)), text).toEqual(seen(single.exec(text)));
      expect(texts.filter((t) => trigger.test(t)).length).toBeGreaterThan(50);
    }
  });

  it("refuses what would make it differ: a capturing group in an alternative, a global or sticky flag", () => {
    expect(() => new Alternation(["(a)b", "c"], "", "u")).toThrow(/capturing group/);
    expect(() => new Alternation(["(?<x>a)", "c"], "", "u")).toThrow(/capturing group/);
    expect(() => new Alternation(["a", "c"], "", "gu")).toThrow(/lastIndex/);
    expect(() => new Alternation(["a", "c"], "", "yu")).toThrow(/lastIndex/);
    expect(new Alternation(["(?:a)b", "(?=c)c"], "(x)?", "u").exec("cx")?.[1]).toBe("x");
  });

  it("counts an alternative's capturing groups from its text as the engine does, without running it", () => {
    const engine = (pattern: string, flags: string) => new RegExp(`${pattern}|`, flags).exec("")!.length - 1;
    const written = ["(a)", "(?<x>a)", "(?:a)", "(?=a)", "(?!a)", "(?<=a)", "(?<!a)", "\\(a\\)", "[(]", "[\\]()]", "[^]", "[]()", "\\[(a)\\]", "((a)(?:b)(?<n>c))"];
    for (const pattern of written) expect(capturingGroups(pattern, "iu"), pattern).toBe(engine(pattern, "iu"));
    expect(capturingGroups("[[\\(]](a)", "v")).toBe(engine("[[\\(]](a)", "v"));
    const { pattern } = fc.letrec<{ pattern: string; atom: string }>((tie) => ({
      pattern: fc.array(tie("atom"), { maxLength: 4 }).map((atoms) => atoms.join("")),
      atom: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        fc.constantFrom("a", "\\(", "\\)", "[(]", "[\\]()[]", "\\[", "\\\\", "[^)]"),
        fc.tuple(fc.constantFrom("(", "(?:", "(?=", "(?!", "(?<=", "(?<!"), tie("pattern")).map(([open, inner]) => `${open}${inner})`),
      ),
    }));
    fc.assert(fc.property(pattern, (p) => capturingGroups(p, "u") === engine(p, "u")), { numRuns: 500 });
  });

  it("runs no expression while it is built (a run compiles it: the packs' alternatives cost a second of every start)", () => {
    const before = RegExp.prototype.exec;
    let runs = 0;
    RegExp.prototype.exec = function (this: RegExp, text: string) {
      runs++;
      return before.call(this, text);
    };
    try {
      new Alternation(["je\\s+vais", "(?:je\\s+)?dois"], "\\s*(.+)", "iu");
    } finally {
      RegExp.prototype.exec = before;
    }
    expect(runs).toBe(0);
  });
});


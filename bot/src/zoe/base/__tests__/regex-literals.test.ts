/**
 * base/regex-literals.ts: the texts every match of a pattern must hold, so that a text holding
 * none of them is known not to match without running the pattern. The answer may be wider than
 * needed, never narrower: each case below checks it against the pattern itself.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plainCase, PrefilteredRegExp, requiredLiterals } from "../regex-literals.ts";
import { lexiconExpressions } from "../../threads/reply.ts";

const sorted = (s: ReadonlySet<string> | null) => (s ? [...s].sort() : null);

/** No text the pattern matches lacks every required literal (lower-cased text, plain letters). */
function sound(source: string, flags: string, texts: string[]): void {
  const needs = requiredLiterals(source);
  if (!needs) return;
  const re = new RegExp(source, flags);
  for (const text of texts) {
    const t = text.toLowerCase();
    if (!plainCase(t)) continue;
    if (re.test(t) && ![...needs].some((n) => t.includes(n))) expect.fail(`/${source}/ matches "${t}" without any of ${[...needs].join(", ")}`);
  }
}

describe("the texts a pattern's matches must hold", () => {
  it("reads words, alternatives and optional parts", () => {
    expect(sorted(requiredLiterals("morgen (?:früh|vormittag)"))).toEqual(["morgen "]);
    expect(sorted(requiredLiterals("heute noch|noch heute|heute"))).toEqual(["heute", "heute noch", "noch heute"]);
    // An optional part splits the words around it: "in halben stunde" need not be there whole.
    expect(sorted(requiredLiterals("in (?:einer |ner )?halben stunde"))).toEqual(["halben stunde"]);
    expect(sorted(requiredLiterals("mittags?"))).toEqual(["mittag"]);
    expect(sorted(requiredLiterals("(\\d{1,2})[:.](\\d{2}) ?uhr"))).toEqual(["uhr"]);
    expect(sorted(requiredLiterals("^(?:(?:bis|am)\\s+)+"))).toEqual(["am", "bis"]);
    expect(sorted(requiredLiterals("(?<![\\p{L}\\p{N}])(?:demain)(?![\\p{L}\\p{N}])"))).toEqual(["demain"]);
  });

  it("says nothing is known when a branch or the whole pattern may match without words", () => {
    expect(requiredLiterals("\\d+")).toBeNull();
    expect(requiredLiterals("abend|\\d+ uhr|x?")).toBeNull();
    expect(requiredLiterals("(?:morgen)?")).toBeNull();
    expect(requiredLiterals("[a-z]+ ?.")).toBeNull();
    // Letters outside Latin-1 may match others ignoring case: no claim about them.
    expect(requiredLiterals("ſoir")).toBeNull();
  });

  it("lower-cases what it requires, as the text it is looked for in is", () => {
    expect(sorted(requiredLiterals("Freitag|SAMSTAG"))).toEqual(["freitag", "samstag"]);
    expect(sorted(requiredLiterals("a\\.m\\."))).toEqual(["a.m."]);
  });

  it("refuses a pattern it cannot read to the end", () => {
    expect(() => requiredLiterals("(?:abend")).toThrow(/unbalanced/);
    expect(() => requiredLiterals("abend)")).toThrow(/unbalanced/);
  });

  it("never requires what a match may lack, on any text made of the patterns' own pieces", () => {
    const patterns: Array<[string, string]> = [
      ["morgen (?:früh|vormittag)", "iu"],
      ["in (?:einer |ner )?halben stunde|in einer halbe stunde", "iu"],
      ["(\\d{1,2}) ?h ?(\\d{2})?", "iu"],
      ["(?:a las|a la) (\\d{1,2})(?::(\\d{2}))? de la (mañana|tarde)", "iu"],
      ["(?:la )?fin (?:du|de ce|de) mois", "iu"],
      ["x{2,}y+z*", "iu"],
    ];
    const pieces = ["morgen", "früh", "vormittag", "in", "einer", "ner", "halben", "stunde", "halbe", "3", "12", "h", "30", "a las", "a la", "de la", "mañana", "tarde", ":15", "la", "fin", "du", "de ce", "de", "mois", "x", "xx", "y", "z", "MORGEN", "Früh"];
    const text = fc.array(fc.tuple(fc.constantFrom(...pieces), fc.constantFrom(" ", "", "  ")), { minLength: 1, maxLength: 7 }).map((ps) => ps.map(([p, sep]) => p + sep).join(""));
    fc.assert(
      fc.property(fc.array(text, { minLength: 20, maxLength: 20 }), (texts) => {
        for (const [source, flags] of patterns) sound(source, flags, texts);
      }),
      { numRuns: 6_000, seed: Date.now() },
    );
  });

  it("calls text plain only where ignoring case is lower-casing", () => {
    expect(plainCase("bis freitag um 15 uhr, à demain")).toBe(true);
    expect(plainCase("ſoir")).toBe(false); // long s: "s" ignoring case
    expect(plainCase("\u212aommende")).toBe(false); // Kelvin sign: "k" ignoring case
    expect(plainCase("µ")).toBe(false); // micro sign: Greek mu ignoring case
  });
});

describe("a prefiltered expression", () => {
  it("answers as the plain expression does, for every expression of the reply lexica and any text of their words", () => {
    const expressions = lexiconExpressions();
    expect(expressions.filter((re) => re instanceof PrefilteredRegExp).length).toBeGreaterThan(50);
    // The lexica's own words, other words, and letters that match others when case is ignored.
    const words = [...new Set(expressions.flatMap((re) => re.source.toLowerCase().split(/[^\p{L}']+/u)).filter((w) => w.length > 1))];
    const extra = ["the", "report", "Erledigt", "FAIT", "ſtop", "\u212aeine", "µ", "İ", "2h", "?", "!", "ok", "later"];
    const text = fc
      .array(fc.tuple(fc.constantFrom(...words, ...extra), fc.constantFrom(" ", "", ", ", "-")), { minLength: 1, maxLength: 5 })
      .map((ps) => ps.map(([w, sep]) => w + sep).join("").trim())
      .chain((t) => fc.constantFrom(t, t.toUpperCase(), `${t}?`));
    // The plain twin of each, made once (an expression that keeps a position gets a fresh one
    // each time); expect() is called on a difference only, as it costs more than both tests.
    const plain = expressions.map((re) => (/[gy]/.test(re.flags) ? null : new RegExp(re.source, re.flags)));
    fc.assert(
      fc.property(text, (t) => {
        expressions.forEach((re, i) => {
          // A global expression (a pack's `moreTime`, used with replace) keeps its position between tests: start it afresh.
          if (re.global || re.sticky) re.lastIndex = 0;
          const got = re.test(t);
          const want = (plain[i] ?? new RegExp(re.source, re.flags)).test(t);
          if (got !== want) expect(got, `/${re.source}/ on "${t}"`).toBe(want);
        });
      }),
      { numRuns: 8_000, seed: Date.now() },
    );
  });

  it("gives the expression's own match, groups and index", () => {
    const re = new PrefilteredRegExp("(?<![\\p{L}])(snooze|remind me) (\\d+)h", "iu");
    const m = "please snooze 2h".match(re)!;
    expect([m[0], m[1], m[2], m.index]).toEqual(["snooze 2h", "snooze", "2", 7]);
    expect("nothing here".match(re)).toBeNull();
    expect("SNOOZE 3H".replace(re, "x")).toBe("x");
  });

  it("splits and searches as the plain expression does", () => {
    const re = new PrefilteredRegExp("\\s(?:und|and)\\s", "iu");
    expect("Bericht und Folien and slides".split(re)).toEqual(["Bericht", "Folien", "slides"]);
    expect("nothing to split".split(re)).toEqual(["nothing to split"]);
    expect("a und b".search(re)).toBe(1);
    expect("no join".search(re)).toBe(-1);
    // Anything but a string is read as its text, as by a plain expression.
    expect(new PrefilteredRegExp("^(?:undefined|null)$", "iu").test(undefined as unknown as string)).toBe(true);
  });

  it("refuses the global and sticky flags, whose runs keep a position", () => {
    expect(() => new PrefilteredRegExp("abend", "gi")).toThrow(/keeps a position/);
    expect(() => new PrefilteredRegExp("abend", "y")).toThrow(/keeps a position/);
  });
});

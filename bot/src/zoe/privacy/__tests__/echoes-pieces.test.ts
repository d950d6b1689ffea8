/**
 * The piece walk of echoes.ts (`pieceAt`) finds exactly what the piece expression it replaced
 * found: the expression is run beside it on random text made of the characters that matter to
 * it (blanks of every kind, brackets, quotes, closing marks, letters, digits, emoji and lone
 * surrogates), and on long runs where a slow walk would show.
 */
import { describe, expect, it } from "vitest";
import { Fakes } from "../../eval/pii-corpus/fakes.ts";
import { pieceAt } from "../echoes.ts";

// The expression echoes.ts used before the walk, kept here as the reference.
const PIECE = /(?<![^\s("'«“‘`])[^\s()"'«»“”‘’`,;]{4,}?(?=[.!?:]*(?:[\s)"'»”’`,;]|$))/gu;

const byExpression = (text: string): Array<[number, number]> => {
  const out: Array<[number, number]> = [];
  PIECE.lastIndex = 0;
  for (let m = PIECE.exec(text); m !== null; m = PIECE.exec(text)) out.push([m.index, m.index + m[0].length]);
  return out;
};
const byWalk = (text: string): Array<[number, number]> => {
  const out: Array<[number, number]> = [];
  for (let m = pieceAt(text, 0); m !== null; m = pieceAt(text, m.end)) out.push([m.start, m.end]);
  return out;
};

// Every sign the expression treats apart, some of them several times so they come up often.
const SIGNS = [..." \t\n\u00a0\u2009\u3000\ufeff\u2028()\"'«»“”‘’`,;.!?:-_/@#", "a", "b", "Z", "é", "ß", "4", "7", "٣", "😀", "\ud800", "\udc00", "..", "xyz", "k9x2"];

describe("echoes: a piece of a secret is found by a walk, the same as by its expression", () => {
  it("on 3000 random texts of the signs that matter", () => {
    const f = new Fakes(36_2026);
    for (let n = 0; n < 3000; n++) {
      let text = "";
      const len = f.int(0, 40);
      for (let i = 0; i < len; i++) text += f.pick(SIGNS);
      expect(byWalk(text), JSON.stringify(text)).toEqual(byExpression(text));
    }
  });

  it("on chat lines with a secret's pieces said again", () => {
    const lines = ["the last four are k9x2.", "(k9x2) and «abcd»", "\"ab12cd\", then 'zz99'!", "word: value… and `tok3n`;", "x.y.z.w?!: end", "emoji 😀😀😀😀 and 😀ab1"];
    for (const line of lines) expect(byWalk(line)).toEqual(byExpression(line));
  });

  it("in time linear in the length, also over a long run of closing marks", () => {
    const text = `abcd${".".repeat(200_000)}x`;
    const t0 = performance.now();
    expect(byWalk(text)).toEqual([[0, text.length]]);
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});

/**
 * The privacy gate's speed shortcuts (#36) change no answer: a bare run of digits after a phone word
 * is still a phone when the word is the only one of its kind in the text (the run is read only when
 * a phone word stands somewhere), and a spelled address is still found after its expression learned
 * what must follow each run of its characters. Values are drawn at run time from a seeded generator.
 */
import { describe, expect, it } from "vitest";
import { Fakes } from "../../eval/pii-corpus/fakes.ts";
import { scan } from "../gate.ts";

const f = new Fakes(3663);
/** Ten digits, the first not 0 or 1 (no trunk or country prefix), spaced as a number read out in groups. */
const bareRun = (): string => `${f.int(2, 9)}${f.digits(2)} ${f.digits(3)} ${f.digits(4)}`;

describe("a bare run of digits after a phone word", () => {
  for (const word of ["tel", "Handy", "llamar al", "WhatsApp"]) {
    it(`is a phone after "${word}", the only phone word of the text`, () => {
      const run = bareRun();
      const text = `Notes from Tuesday. ${word} ${run} before noon.`;
      const at = text.indexOf(run);
      const hit = scan(text, { region: "DE" }).find((h) => h.start <= at && h.end >= at + run.length);
      expect(hit?.type).toBe("phone");
    });
  }
});

describe("a spelled e-mail address", () => {
  it("is found whole when the name and the domain are spelled with words", () => {
    const name = `${f.chars("abcdefghijklmnopqrstuvwxyz", 5)}`;
    const domain = `${f.chars("abcdefghijklmnopqrstuvwxyz", 7)}`;
    const spelled = `${name} dot ${f.chars("abcdefghijklmnopqrstuvwxyz", 4)} at ${domain} dot com`;
    const text = `write to ${spelled} for the invoice`;
    const at = text.indexOf(spelled);
    const hit = scan(text).find((h) => h.start <= at && h.end >= at + spelled.length);
    expect(hit?.type).toBe("email");
  });
});

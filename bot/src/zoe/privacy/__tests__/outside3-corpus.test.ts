/**
 * The sixth engineer's development sentences (eval/pii-corpus/outside3.ts), written as owners type
 * in a chat (typos, lists, a value on the next line), and the rules they led to: every secret
 * blocks, every personal value is masked whole in redact mode (no letter or digit of it beside a
 * mask), no clean look-alike is flagged; read with the corpus's own seed and with eight others.
 */
import { describe, expect, it } from "vitest";
import { Fakes } from "../../eval/pii-corpus/fakes.ts";
import { outside3Corpus, outside3Sentences } from "../../eval/pii-corpus/outside3.ts";
import { corpusFaults, sent } from "../../test-support/privacy-gate.ts";
import { gateOutbound, scan } from "../gate.ts";

const SEEDS = [20261206, 1, 2, 3, 4, 5, 6, 7, 8];

describe("the outside3 development sentences", () => {
  it("hold at least 60 secrets and personal values and 60 clean look-alikes, in all seven languages", () => {
    const corpus = outside3Corpus();
    expect(corpus.filter((c) => c.label !== "clean").length).toBeGreaterThanOrEqual(60);
    expect(corpus.filter((c) => c.label === "clean").length).toBeGreaterThanOrEqual(60);
    for (const l of ["en", "de", "fr", "es", "pt", "it", "nl"]) expect(new Set(corpus.filter((c) => c.label === "clean").map((c) => c.lang)), l).toContain(l);
    for (const c of corpus) if (c.label !== "clean") expect(c.text).toContain(c.sensitive);
  });

  it.each(SEEDS)("with seed %i: every secret blocked, every personal value masked whole, no clean sentence flagged", (seed) => {
    const wrong = outside3Sentences(new Fakes(seed))
      .map((c) => ({ family: `${c.label}/${c.family}/${c.lang}`, text: c.text, faults: corpusFaults(c) }))
      .filter((x) => x.faults.length > 0);
    expect(wrong).toEqual([]);
  });
});

describe("what the owner sees for the forms the batch brought up", () => {
  const f = new Fakes(77);
  const pass = () => `${f.chars("abcdefghijklmnopqrstuvwxyz", 5)}#${f.digits(3)}`;

  it("a misspelt password word still announces its value ('pasword for the garage pc is …')", () => {
    expect(sent(`pasword for the garage pc is ${pass()}`)).toBeNull();
  });

  it("a password word, what it is for, and a value closing the line without a connector is refused ('pwd della mail …')", () => {
    expect(sent(`pwd della mail ${pass()}`)).toBeNull();
    // A value a word could be ("user42") or a version stays prose.
    expect(sent("reset the password for user42")).toBe("reset the password for user42");
    expect(sent("password for v2.14.3-rc.1")).toBe("password for v2.14.3-rc.1");
  });

  it("a password heading with the value alone on the line below is refused, prose below it is not", () => {
    expect(sent(`Password for the shared drive\n${pass()}`)).toBeNull();
    expect(sent("Password for the shared drive\nis on the whiteboard")).toBe("Password for the shared drive\nis on the whiteboard");
  });

  it("a password that opens with '@' after 'is' is refused; a person after 'to' is only a handle", () => {
    expect(sent(`t wachtwoord van mn mail is @${f.chars("abcdefghijklmnopqrstuvwxyz", 5)}${f.digits(2)}`)).toBeNull();
    expect(gateOutbound("send the password to @jan92bx", "block", { region: "DE" })).toMatchObject({ ok: false, types: ["handle"] });
  });

  it("'steuer id' written with a space still names a Steuer-ID, and the whole number is masked", () => {
    const id = f.steuerId().replace(/ /g, "");
    expect(sent(`meine steuer id ist ${id}`)).toBe("meine steuer id ist [redacted:steuer_id]");
  });

  it("a US flat after the street is masked with the street, town, state and ZIP: nothing of the address is left", () => {
    expect(sent("I live at 37 Oak Avenue, Apt 4B, Portland, OR 97205", "US")).toBe("I live at [redacted:street_address]");
  });

  it("no window of a labelled tracking number is read as a card or a phone", () => {
    for (let i = 0; i < 20; i++) {
      const line = `tracking number 9400 ${f.digits(4)} ${f.digits(4)} ${f.digits(4)} ${f.digits(4)} ${f.digits(2)}`;
      expect(sent(line, "US")).toBe(line);
    }
    // A phone after the run is still one.
    expect(sent("tracking 9400 1234 5678, call me on 0171 2345678")).toBe("tracking 9400 1234 5678, call me on [redacted:phone]");
  });
});

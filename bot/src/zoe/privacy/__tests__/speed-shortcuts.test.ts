/**
 * The privacy gate's speed shortcuts (#36) change no answer: a bare run of digits after a phone word
 * is still a phone when the word is the only one of its kind in the text (the run is read only when
 * a phone word stands somewhere), and a spelled address is still found after its expression learned
 * what must follow each run of its characters. A code said in words asks for its connector before its
 * expression (a walk back over the signs), at the same places as the old trim-and-split reading; a
 * phone parse's validity and type, asked once per parse, give the same phones and free lines.
 * Values are drawn at run time from a seeded generator.
 */
import { describe, expect, it } from "vitest";
import { Fakes } from "../../eval/pii-corpus/fakes.ts";
import { connectorBefore } from "../disclosures.ts";
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

/** The old reading of "does a connector end what stands before the word": the gap trimmed, its last run without blanks. */
function connectorBeforeAsItWas(window: string, at: number, connectors: ReadonlySet<string>): boolean {
  const last = window.slice(0, at).trim();
  const lastWord = last.split(/\s+/).pop()?.toLowerCase().replace(/’/g, "'") ?? "";
  return /[:=–—-]$/.test(last) || connectors.has(lastWord);
}

describe("a code said in words after its connector", () => {
  // The connector is now asked before the run's expression, by a walk back over the signs: it must
  // answer as the trimmed and split gap did, at every place, whatever the blanks and the case.
  it("is read at the same places as before the walk back replaced the trim and split", () => {
    const connectors = new Set(["ist", "is", "c'est", "é", "es", "è", "lautet"]);
    const pieces = ["ist", "IST", "Is", "c'est", "c’est", "C’EST", "é", "es", "è", "lautet", "pin", "code", "der", "x:", "=", "–", "—", "-", ":", "vier", "sieben", "7", "a-b", "", "ist:"];
    const blanks = [" ", "  ", "\t", "\n", "\u00a0", "\u2028", "\u3000", " \n "];
    for (let round = 0; round < 400; round++) {
      let window = f.pick(["", " ", "\t"]);
      const n = f.int(0, 6);
      for (let k = 0; k < n; k++) window += f.pick(pieces) + f.pick(blanks);
      window += f.pick(["vier sieben eins neun", "sept", "deux", "7 4 1", "zero"]);
      for (let at = 0; at <= window.length; at++) expect(connectorBefore(window, at, connectors), JSON.stringify([window, at])).toBe(connectorBeforeAsItWas(window, at, connectors));
    }
  });

  for (const [text, run] of [
    ["die PIN ist vier sieben eins neun, bis später", "vier sieben eins neun"],
    ["le digicode c'est quatre deux sept un", "quatre deux sept un"],
    ["the alarm code is: three three four one", "three three four one"],
  ] as const) {
    it(`is still found: "${text}"`, () => {
      const at = text.indexOf(run);
      const hit = scan(text, { region: "DE" }).find((h) => h.start <= at && h.end >= at + run.length);
      expect(hit?.kind).toBe("secret");
    });
  }
});

describe("a phone number's validity and type, asked once per parse", () => {
  // The same run is asked about by the owner's region, the language's regions, the role lines and the
  // free-line test: the answers kept from the first ask must still tell a mobile from a free line.
  const phones = (text: string, region?: string): string[] => scan(text, { region }).filter((h) => h.type === "phone").map((h) => text.slice(h.start, h.end));
  it("keeps a mobile said twice and leaves the free line out", () => {
    const mobile = `0151 ${f.digits(8)}`;
    expect(phones(`Hotline 0800 330 1000, mobil ${mobile}, noch mal: ${mobile}`, "DE")).toEqual([mobile, mobile]);
  });
  it("leaves a French free line out in every region and keeps the mobile", () => {
    for (const region of ["DE", "FR", "GB", undefined]) expect(phones("numéro vert 0 800 123 456 ou mon portable 06 12 34 56 78", region)).toEqual(["06 12 34 56 78"]);
  });
  it("reads the numbers of role-led lines as phones", () => {
    expect(phones("party: Zoe 0151 23456789\ncasero: Sr. García 612 345 678", "GB")).toEqual(["0151 23456789", "612 345 678"]);
  });
});

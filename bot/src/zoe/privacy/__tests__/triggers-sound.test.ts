/**
 * The privacy gate's triggers are sound (#36): a detector is skipped when none of its cue words is in
 * the text (one probe of every cue word, shared by all detectors), and that skip must never change
 * what the gate finds. Here every detector is run as if every cue word were present, and its findings
 * are compared with the probed run, on every case of the tuning corpus, the outside corpora and the
 * probe batches (values drawn at run time from their seeds), one by one and as 2 kB episodes.
 * A trigger that hides a finding fails here with the text's corpus and index. (It found two: the cue
 * " @ " of a spelled address had plain spaces where the address's expression reads any blank, and
 * the probe read a cue's space as one space only, where the expressions read any run of blanks.)
 */
import { describe, expect, it } from "vitest";
import { outsideCorpus } from "../../eval/pii-corpus/outside.ts";
import { outside2Corpus } from "../../eval/pii-corpus/outside2.ts";
import { outside3Corpus } from "../../eval/pii-corpus/outside3.ts";
import { outside4Corpus } from "../../eval/pii-corpus/outside4.ts";
import { outside5Corpus } from "../../eval/pii-corpus/outside5.ts";
import { outside6Corpus } from "../../eval/pii-corpus/outside6.ts";
import { outside7Corpus } from "../../eval/pii-corpus/outside7.ts";
import { outside8Corpus } from "../../eval/pii-corpus/outside8.ts";
import { probe36f } from "../../eval/pii-corpus/probe36f.ts";
import { probe36k } from "../../eval/pii-corpus/probe36k.ts";
import { probe36l } from "../../eval/pii-corpus/probe36l.ts";
import { probe36m } from "../../eval/pii-corpus/probe36m.ts";
import { probe36n } from "../../eval/pii-corpus/probe36n.ts";
import { tuningCorpus } from "../../eval/pii-corpus/tuning.ts";
import { Fakes } from "../../eval/pii-corpus/fakes.ts";
import { scan } from "../gate.ts";
import { findPersonalData } from "../personal.ts";
import { findSecrets } from "../secrets.ts";

/** A probe's answer that holds every cue word: each detector runs, whatever its trigger says. */
const EVERY_CUE: ReadonlySet<string> = {
  size: Number.POSITIVE_INFINITY,
  has: () => true,
  // (Never listed: `has` answers for every word.)
  [Symbol.iterator]: function* () {},
} as unknown as ReadonlySet<string>;

interface Text {
  text: string;
  region: string;
}
const texts = (cases: ReadonlyArray<{ text: string; region?: string }>): Text[] => {
  const one = cases.map((c) => ({ text: c.text, region: c.region === undefined ? "DE" : c.region }));
  // The same sentences one after another, as a 2 kB episode holds them (every detector's cue words at once).
  const episodes: Text[] = [];
  let cur = "";
  for (const c of cases) {
    cur += `${c.text} `;
    if (cur.length >= 2048) {
      episodes.push({ text: cur.slice(0, 2048), region: "DE" });
      cur = "";
    }
  }
  return [...one, ...episodes];
};

const CORPORA: Array<[string, () => Text[]]> = [
  ["tuning", () => texts(tuningCorpus())],
  ["outside", () => texts(outsideCorpus())],
  ["outside2", () => texts(outside2Corpus())],
  ["outside3", () => texts(outside3Corpus())],
  ["outside4", () => texts(outside4Corpus())],
  ["outside5", () => texts(outside5Corpus())],
  ["outside6", () => texts(outside6Corpus())],
  ["outside7", () => texts(outside7Corpus())],
  ["outside8", () => texts(outside8Corpus())],
  ["probe36f", () => texts(probe36f(0x36f0))],
  ["probe36k", () => texts(probe36k(0x36e0))],
  ["probe36l", () => texts(probe36l(0x36c0))],
  ["probe36m", () => texts(probe36m(0x36d0))],
  ["probe36n", () => texts(probe36n(0x36a0))],
];

describe("a detector skipped for want of its cue words", () => {
  for (const [name, make] of CORPORA) {
    it(`would have found nothing anyway, on every text of ${name}`, () => {
      const differ: string[] = [];
      make().forEach(({ text, region }, i) => {
        const lower = text.toLowerCase();
        const secrets = findSecrets(text, lower);
        if (JSON.stringify(findSecrets(text, lower, EVERY_CUE)) !== JSON.stringify(secrets)) differ.push(`${name}[${i}] secrets`);
        const opts = region === "" ? {} : { region };
        const personal = findPersonalData(text, opts, lower);
        if (JSON.stringify(findPersonalData(text, opts, lower, EVERY_CUE)) !== JSON.stringify(personal)) differ.push(`${name}[${i}] personal data`);
      });
      expect(differ).toEqual([]);
    });
  }
});

describe("a cue word written with other blanks between its words", () => {
  // The expressions read a run of blanks where a cue word has a space ("date of\tbirth", "piet\nat
  // icloud.com"): so must the probe, or the detector is skipped with its value in the text.
  for (const [name, blank] of [["a tab", "\t"], ["two spaces", "  "], ["a line break", "\n"]] as const) {
    it(`hides nothing when every space of the tuning corpus is ${name}`, () => {
      const differ: string[] = [];
      tuningCorpus().forEach((c, i) => {
        const text = c.text.replace(/ /g, blank);
        const lower = text.toLowerCase();
        if (JSON.stringify(findSecrets(text, lower, EVERY_CUE)) !== JSON.stringify(findSecrets(text, lower))) differ.push(`tuning[${i}] secrets`);
        const opts = c.region === "" ? {} : { region: c.region ?? "DE" };
        if (JSON.stringify(findPersonalData(text, opts, lower, EVERY_CUE)) !== JSON.stringify(findPersonalData(text, opts, lower))) differ.push(`tuning[${i}] personal data`);
      });
      expect(differ).toEqual([]);
    });
  }
});

describe("an address whose sign is set off by another blank than a space", () => {
  const f = new Fakes(3664);
  for (const [name, blank] of [["a tab", "\t"], ["an en space", "\u2002"], ["an ideographic space", "\u3000"]] as const) {
    it(`is found with ${name} around the "@"`, () => {
      const mail = `${f.chars("abcdefghijklmnopqrstuvwxyz", 5)}.${f.chars("abcdefghijklmnopqrstuvwxyz", 6)}${blank}@${blank}proton.me`;
      const text = `reply to ${mail} before Friday`;
      const at = text.indexOf(mail);
      const hit = scan(text, { region: "DE" }).find((h) => h.start <= at && h.end >= at + mail.length);
      expect(hit?.type).toBe("email");
    });
  }
});

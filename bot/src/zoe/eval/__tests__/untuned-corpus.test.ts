/**
 * The untuned privacy corpus (pii-corpus/untuned.ts) checked for its SHAPE only: sizes per label,
 * family group and language, the share outside English, labels that carry (or do not carry) a
 * sensitive substring, no duplicates, the same corpus on every call, and generated values that pass
 * their own checksums. It never imports or runs the privacy gate: what the gate makes of these
 * sentences is measured by the eval, not here.
 */
import { describe, expect, it } from "vitest";
import { electronicFormatIBAN, isValidIBAN } from "ibantools";
import { validateMnemonic } from "@scure/bip39";
import { wordlist as en } from "@scure/bip39/wordlists/english.js";
import { wordlist as fr } from "@scure/bip39/wordlists/french.js";
import { wordlist as es } from "@scure/bip39/wordlists/spanish.js";
import { wordlist as itWords } from "@scure/bip39/wordlists/italian.js";
import { wordlist as pt } from "@scure/bip39/wordlists/portuguese.js";
import { untunedCorpus, untunedLanguages, type UntunedCase } from "../pii-corpus/untuned.ts";
import { cfCheck } from "../pii-corpus/untuned-fakes.ts";

const corpus = untunedCorpus();
const count = (pred: (c: UntunedCase) => boolean) => corpus.filter(pred).length;
const PROSE = new Set(["prose_password", "login_pair"]);

describe("the untuned privacy corpus", () => {
  it("has at least 440 sentences, with the rough family sizes of issue #36", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(440);
    expect(count((c) => c.label === "secret" && PROSE.has(c.family))).toBeGreaterThanOrEqual(75);
    expect(count((c) => c.label === "secret" && !PROSE.has(c.family))).toBeGreaterThanOrEqual(65);
    expect(count((c) => c.label === "pii")).toBeGreaterThanOrEqual(140);
    expect(count((c) => c.label === "clean")).toBeGreaterThanOrEqual(130);
  });

  it("covers every language with at least 35 sentences, both Portuguese variants, and is at least 45% outside English", () => {
    expect(untunedLanguages()).toEqual(["en", "de", "fr", "es", "pt", "it", "nl"]);
    for (const lang of untunedLanguages()) {
      expect(count((c) => c.lang === lang), lang).toBeGreaterThanOrEqual(35);
      for (const label of ["secret", "pii", "clean"] as const) expect(count((c) => c.lang === lang && c.label === label), `${lang} ${label}`).toBeGreaterThan(0);
    }
    expect(count((c) => c.lang === "pt" && c.variant === "PT")).toBeGreaterThan(20);
    expect(count((c) => c.lang === "pt" && c.variant === "BR")).toBeGreaterThan(20);
    expect(corpus.every((c) => untunedLanguages().includes(c.lang))).toBe(true);
    expect(count((c) => c.lang !== "en") / corpus.length).toBeGreaterThanOrEqual(0.45);
  });

  it("gives every secret and pii case a sensitive substring that occurs once in its text, and no clean case one", () => {
    for (const c of corpus) {
      if (c.label === "clean") {
        expect(c.sensitive, c.text).toBeUndefined();
        continue;
      }
      expect(c.sensitive, c.text).toBeTruthy();
      expect(c.text.split(c.sensitive!).length - 1, c.text).toBe(1);
      expect(c.family, c.text).toMatch(/^[a-z_]+$/);
    }
  });

  it("has no duplicate texts and a known region code wherever a region is set", () => {
    expect(new Set(corpus.map((c) => c.text)).size).toBe(corpus.length);
    for (const c of corpus) if (c.region !== undefined) expect(["GB", "US", "DE", "FR", "ES", "PT", "BR", "IT", "NL"]).toContain(c.region);
    // phone cases vary the owner's region: the number's own, another, or not set
    expect(count((c) => c.family === "phone" && c.region === undefined)).toBeGreaterThanOrEqual(6);
  });

  it("is the same corpus on every call (fixed seeds)", () => {
    expect(untunedCorpus()).toEqual(corpus);
  });

  it("generates values that pass their checksums", () => {
    for (const c of corpus.filter((x) => x.family === "iban")) expect(isValidIBAN(electronicFormatIBAN(c.sensitive!) ?? ""), c.sensitive).toBe(true);
    for (const c of corpus.filter((x) => x.family === "seed_phrase")) {
      expect([en, fr, es, itWords, pt].some((list) => validateMnemonic(c.sensitive!, list)), c.sensitive).toBe(true);
    }
    // the codice fiscale check letter on the published "Mario Rossi" documentation example
    expect(cfCheck("RSSMRA85T10A562")).toBe("S");
    for (const c of corpus.filter((x) => x.family === "national_id" && /^[A-Z]{6}\d\d[A-Z]\d\d[A-Z]\d{3}[A-Z]$/.test(x.sensitive!))) {
      expect(cfCheck(c.sensitive!.slice(0, 15)), c.sensitive).toBe(c.sensitive!.slice(15));
    }
    // French NIR key: 97 - (first 13 digits mod 97)
    for (const c of corpus.filter((x) => x.family === "national_id" && /^[12](?: ?\d){14}$/.test(x.sensitive!))) {
      const d = c.sensitive!.replace(/ /g, "");
      expect(97 - (Number(d.slice(0, 13)) % 97), c.sensitive).toBe(Number(d.slice(13)));
    }
  });
});

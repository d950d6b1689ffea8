/**
 * The eighth engineer's development sentences (eval/pii-corpus/outside4.ts): long chatty
 * messages with the credential as one clause, passwords dictated in pieces, values before their
 * keyword, inflected and compounded keywords, pasted recovery-code lists, and clean look-alikes
 * owners type (checksums, SHAs, webinar ids, order and part numbers, placeholders).
 */
import { describe, expect, it } from "vitest";
import { outside4Corpus } from "../../eval/pii-corpus/outside4.ts";

describe("the outside4 development sentences", () => {
  it("hold at least 60 secrets and personal values and 80 clean look-alikes, in all seven languages, 40% or more outside English", () => {
    const corpus = outside4Corpus();
    expect(corpus.filter((c) => c.label !== "clean").length).toBeGreaterThanOrEqual(60);
    expect(corpus.filter((c) => c.label === "clean").length).toBeGreaterThanOrEqual(80);
    expect(corpus.filter((c) => c.lang !== "en").length / corpus.length).toBeGreaterThanOrEqual(0.4);
    for (const l of ["en", "de", "fr", "es", "pt", "it", "nl"]) {
      expect(new Set(corpus.filter((c) => c.label === "clean").map((c) => c.lang)), l).toContain(l);
      expect(new Set(corpus.filter((c) => c.label !== "clean").map((c) => c.lang)), l).toContain(l);
    }
    for (const c of corpus) if (c.label !== "clean") expect(c.text).toContain(c.sensitive);
  });
});

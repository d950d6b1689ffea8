/**
 * The fifth engineer's development sentences (eval/pii-corpus/outside2.ts), aimed at what a gate
 * typically gets wrong: every secret is caught and blocks, every personal value is masked whole in redact
 * mode (no letter or digit of it left beside the mask: the eval only counts a leak when the
 * whole value goes out), and the risky-looking clean sentences pass. Read with the corpus's own
 * seed and with other seeds, so the rules hold for the sentences' forms, not for one drawn value.
 */
import { describe, expect, it } from "vitest";
import { Fakes } from "../../eval/pii-corpus/fakes.ts";
import { outside2Corpus, outside2Sentences } from "../../eval/pii-corpus/outside2.ts";
import type { CorpusCase } from "../../eval/pii-corpus/types.ts";
import { gateOutbound, scan } from "../gate.ts";

const corpus = outside2Corpus();
const SEEDS = [20261205, 1, 2, 3, 4, 5, 6, 7, 8];

/** What the gate gets wrong on one case: a missed value, a letter or digit left unmasked, a clean sentence flagged. */
function faults(c: CorpusCase): string[] {
  const opts = { region: c.region ?? "DE", allowHandles: c.allowHandles ?? [] };
  const found = scan(c.text, opts);
  if (c.label === "clean") return found.length ? [`flagged: ${found.map((f) => f.type).join(", ")}`] : [];
  const out: string[] = [];
  for (const v of [c.sensitive ?? "", ...(c.more ?? [])]) {
    const at = c.text.indexOf(v);
    const end = at + v.length;
    if (!found.some((f) => f.start < end && f.end > at && (c.label === "pii" || f.kind === "secret"))) {
      out.push("missed");
      continue;
    }
    // A secret is never sent, masked or not; a personal value goes out masked in redact mode.
    if (c.label === "secret") continue;
    for (let k = at; k < end; k++) {
      if (/[\p{L}\p{N}]/u.test(c.text.charAt(k)) && !found.some((f) => f.start <= k && f.end > k)) {
        out.push(`left unmasked at ${k - at} of ${v.length}`);
        break;
      }
    }
  }
  const red = gateOutbound(c.text, "redact", opts);
  if (red.ok && c.label === "secret") out.push("went out in redact mode");
  return out;
}

describe("the outside2 development sentences", () => {
  it("are at least 150, in all seven languages, at least 40% outside English, every value inside its text", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150);
    const langs = new Set(corpus.map((c) => c.lang));
    for (const l of ["en", "de", "fr", "es", "pt", "it", "nl"]) expect(langs, l).toContain(l);
    expect(corpus.filter((c) => c.lang !== "en").length / corpus.length).toBeGreaterThanOrEqual(0.4);
    for (const label of ["secret", "pii", "clean"] as const) expect(corpus.filter((c) => c.label === label).length).toBeGreaterThanOrEqual(50);
    for (const c of corpus) for (const v of [c.sensitive, ...(c.more ?? [])]) if (c.label !== "clean") expect(c.text).toContain(v);
  });

  it.each(SEEDS)("with seed %i: every secret blocked, every personal value masked whole, no clean sentence flagged", (seed) => {
    const wrong = outside2Sentences(new Fakes(seed))
      .map((c) => ({ family: `${c.label}/${c.family}/${c.lang}`, text: c.text, faults: faults(c) }))
      .filter((x) => x.faults.length > 0);
    expect(wrong).toEqual([]);
  });
});

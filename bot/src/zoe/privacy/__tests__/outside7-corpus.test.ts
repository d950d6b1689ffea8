/**
 * The eleventh engineer's development sentences (eval/pii-corpus/outside7.ts): clean sentences
 * that look risky (receipts, shipping notices, timetables, results, doses, chess, seats, legal
 * paragraphs, tax boxes, SKUs, logs, URLs, stack traces, crontab, SQL, config files, Wi-Fi names,
 * password talk with no value), secrets said in prose in new ways (keyword far from the value,
 * value first, lists, forwarded mails, dictated run-ons, recovery-code layouts, PINs, PUKs, alarm
 * codes) and values written so a mask could leave part readable (markdown, backticks, JSON,
 * URL-encoded, zero-width and non-breaking spaces, over two lines, written twice).
 * Read with the corpus's own seed and eight others.
 */
import { describe, expect, it } from "vitest";
import { Fakes } from "../../eval/pii-corpus/fakes.ts";
import { outside7Corpus, outside7Sentences } from "../../eval/pii-corpus/outside7.ts";
import { corpusFaults, expectCorpusShape } from "../../test-support/privacy-gate.ts";

const SEEDS = [20261215, 1, 2, 3, 4, 5, 6, 7, 8];

describe("the outside7 development sentences", () => {
  it("hold at least 300 sentences, 60% or more outside English, in all seven languages", () => {
    expectCorpusShape(outside7Corpus(), { total: 300, clean: 150, sensitive: 120, outsideEnglish: 0.6 });
  });

  it.each(SEEDS)("with seed %i: every secret blocked, every personal value masked with nothing readable, no clean sentence flagged", (seed) => {
    const wrong = outside7Sentences(new Fakes(seed))
      .map((c) => ({ family: `${c.label}/${c.family}/${c.lang}`, text: c.text, faults: corpusFaults(c) }))
      .filter((x) => x.faults.length > 0);
    expect(wrong).toEqual([]);
  });
});

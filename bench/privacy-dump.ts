/**
 * A dump of every decision the privacy gate makes on the readable corpora, one line per text and
 * region: `scan`'s findings, `gateOutbound` in block and redact mode, and `secretKinds`. Speed work
 * and moves of word lists must leave it byte-identical: dump before, dump after, `diff` the two.
 * The texts: every corpus in eval/pii-corpus/ but the untuned one (tuning, held-out, owners,
 * outside 1 to 5, with several seeds), their 2 kB episodes and the stress sets' episodes.
 * Must never: read the untuned corpus, be part of the shipped code or of the test suite.
 *
 *   node --import tsx bench/privacy-dump.ts > /tmp/before.txt
 */
import { dumpLines } from "./privacy-dump-lines.ts";
import { Fakes } from "../bot/src/zoe/eval/pii-corpus/fakes.ts";
import { holdoutCorpus } from "../bot/src/zoe/eval/pii-corpus/holdout.ts";
import { outsideSentences } from "../bot/src/zoe/eval/pii-corpus/outside.ts";
import { outside2Sentences } from "../bot/src/zoe/eval/pii-corpus/outside2.ts";
import { outside3Sentences } from "../bot/src/zoe/eval/pii-corpus/outside3.ts";
import { outside4Sentences } from "../bot/src/zoe/eval/pii-corpus/outside4.ts";
import { outside5Sentences } from "../bot/src/zoe/eval/pii-corpus/outside5.ts";
import { ownerSentences } from "../bot/src/zoe/eval/pii-corpus/owners.ts";
import { tuningCorpus } from "../bot/src/zoe/eval/pii-corpus/tuning.ts";
import type { CorpusCase } from "../bot/src/zoe/eval/pii-corpus/types.ts";
import { ownerLineEpisodes2k, stressEpisodes2k } from "./privacy-stress.ts";

const parts: Array<[string, CorpusCase[]]> = [["tuning", tuningCorpus()], ["held-out", holdoutCorpus()]];
for (const seed of [20261204, 1, 2, 77]) {
  const f = (k: number) => new Fakes(seed + k);
  parts.push(
    [`owners/${seed}`, ownerSentences(f(0))],
    [`outside/${seed}`, outsideSentences(f(1000))],
    [`outside2/${seed}`, outside2Sentences(f(2000))],
    [`outside3/${seed}`, outside3Sentences(f(3000))],
    [`outside4/${seed}`, outside4Sentences(f(4000))],
    [`outside5/${seed}`, outside5Sentences(f(5000))],
  );
}

process.stdout.write(`${dumpLines(parts, [...stressEpisodes2k(), ...ownerLineEpisodes2k()], ["DE"], "stress").join("\n")}\n`);

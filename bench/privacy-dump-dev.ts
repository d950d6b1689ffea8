/**
 * A dump of every decision the privacy gate makes on the development material only, for speed work
 * that must change no answer: `scan`'s findings, `gateOutbound` in block and redact mode, and
 * `secretKinds`, one line per text and region. The texts: the tuning part, owners', outside 1 to 8
 * (two seeds), every probe file of issue #36 (probe36f, k … y, two seeds), their 2 kB episodes, the
 * bench's episodes and both stress sets. Dump before, dump after, `cmp` the two.
 * Must never: read the held-out or the untuned parts (holdout.ts, untuned*.ts, eval/heldout*), be part
 * of the shipped code or of the test suite.
 *
 *   node --import tsx bench/privacy-dump-dev.ts > /tmp/before.txt
 */
import { dumpLines, type DumpCase } from "./privacy-dump-lines.ts";
import { Fakes } from "../bot/src/zoe/eval/pii-corpus/fakes.ts";
import { outsideSentences } from "../bot/src/zoe/eval/pii-corpus/outside.ts";
import { outside2Sentences } from "../bot/src/zoe/eval/pii-corpus/outside2.ts";
import { outside3Sentences } from "../bot/src/zoe/eval/pii-corpus/outside3.ts";
import { outside4Sentences } from "../bot/src/zoe/eval/pii-corpus/outside4.ts";
import { outside5Sentences } from "../bot/src/zoe/eval/pii-corpus/outside5.ts";
import { outside6Sentences } from "../bot/src/zoe/eval/pii-corpus/outside6.ts";
import { outside7Sentences } from "../bot/src/zoe/eval/pii-corpus/outside7.ts";
import { outside8Sentences } from "../bot/src/zoe/eval/pii-corpus/outside8.ts";
import { ownerSentences } from "../bot/src/zoe/eval/pii-corpus/owners.ts";
import { probe36f } from "../bot/src/zoe/eval/pii-corpus/probe36f.ts";
import { probe36k } from "../bot/src/zoe/eval/pii-corpus/probe36k.ts";
import { probe36l } from "../bot/src/zoe/eval/pii-corpus/probe36l.ts";
import { probe36m } from "../bot/src/zoe/eval/pii-corpus/probe36m.ts";
import { probe36n } from "../bot/src/zoe/eval/pii-corpus/probe36n.ts";
import { probe36o } from "../bot/src/zoe/eval/pii-corpus/probe36o.ts";
import { probe36p } from "../bot/src/zoe/eval/pii-corpus/probe36p.ts";
import { probe36q } from "../bot/src/zoe/eval/pii-corpus/probe36q.ts";
import { probe36r } from "../bot/src/zoe/eval/pii-corpus/probe36r.ts";
import { probe36s } from "../bot/src/zoe/eval/pii-corpus/probe36s.ts";
import { probe36t } from "../bot/src/zoe/eval/pii-corpus/probe36t.ts";
import { probe36u } from "../bot/src/zoe/eval/pii-corpus/probe36u.ts";
import { probe36v } from "../bot/src/zoe/eval/pii-corpus/probe36v.ts";
import { probe36w } from "../bot/src/zoe/eval/pii-corpus/probe36w.ts";
import { probe36x } from "../bot/src/zoe/eval/pii-corpus/probe36x.ts";
import { probe36y } from "../bot/src/zoe/eval/pii-corpus/probe36y.ts";
import { tuningCorpus } from "../bot/src/zoe/eval/pii-corpus/tuning.ts";
import { denseEpisodes2k, episode2k } from "./privacy.ts";
import { ownerLineEpisodes2k, probeEpisodes2k, stressEpisodes2k } from "./privacy-stress.ts";

const parts: Array<[string, DumpCase[]]> = [["tuning", tuningCorpus()]];
for (const seed of [20261204, 77]) {
  const f = (k: number) => new Fakes(seed + k);
  parts.push(
    [`owners/${seed}`, ownerSentences(f(0))],
    [`outside/${seed}`, outsideSentences(f(1000))],
    [`outside2/${seed}`, outside2Sentences(f(2000))],
    [`outside3/${seed}`, outside3Sentences(f(3000))],
    [`outside4/${seed}`, outside4Sentences(f(4000))],
    [`outside5/${seed}`, outside5Sentences(f(5000))],
    [`outside6/${seed}`, outside6Sentences(f(6000))],
    [`outside7/${seed}`, outside7Sentences(f(7000))],
    [`outside8/${seed}`, outside8Sentences(f(8000))],
  );
}
const probes: Array<[string, (seed?: number) => DumpCase[]]> = [
  ["f", probe36f], ["k", probe36k], ["l", probe36l], ["m", probe36m], ["n", probe36n], ["o", probe36o], ["p", probe36p], ["q", probe36q],
  ["r", probe36r], ["s", probe36s], ["t", probe36t], ["u", probe36u], ["v", probe36v], ["w", probe36w], ["x", probe36x], ["y", probe36y],
];
for (const [name, make] of probes) {
  parts.push([`probe36${name}`, make()], [`probe36${name}/b`, make(0x4242)]);
}

process.stdout.write(`${dumpLines(parts, [episode2k(), ...denseEpisodes2k(), ...stressEpisodes2k(), ...stressEpisodes2k(40, 7), ...ownerLineEpisodes2k(), ...ownerLineEpisodes2k(40, 8), ...probeEpisodes2k()], [undefined, "DE", "BR", "FR"], "bench").join("\n")}\n`);

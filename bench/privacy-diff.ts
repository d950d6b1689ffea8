/**
 * Differential check for speed work on the privacy gate: runs an older copy of privacy/ (a path
 * given on the command line, e.g. a copy of main's folder in /tmp with its imports pointed at this
 * tree) and the gate of this tree on the same texts, and prints every difference in `scan`'s
 * findings or `gateOutbound`'s decision (block and redact), in several regions. The texts: the
 * tuning, held-out, owners' and both outside-style sets of sentences (never the untuned part), with extra
 * seeds, their 2 kB episodes and random mixes of them, and the episodes of the stress sets
 * (privacy-stress.ts). Exits 1 on any difference.
 * Must never: be part of the shipped code or the test suite, or read the untuned corpus.
 *
 *   node --import tsx bench/privacy-diff.ts /tmp/old-privacy/gate.ts [--mixes N]
 */
import { pathToFileURL } from "node:url";
import * as fresh from "../bot/src/zoe/privacy/gate.ts";
import { Fakes, rng } from "../bot/src/zoe/eval/pii-corpus/fakes.ts";
import { holdoutCorpus } from "../bot/src/zoe/eval/pii-corpus/holdout.ts";
import { outsideSentences } from "../bot/src/zoe/eval/pii-corpus/outside.ts";
import { outside2Sentences } from "../bot/src/zoe/eval/pii-corpus/outside2.ts";
import { ownerSentences } from "../bot/src/zoe/eval/pii-corpus/owners.ts";
import { tuningCorpus } from "../bot/src/zoe/eval/pii-corpus/tuning.ts";
import type { CorpusCase } from "../bot/src/zoe/eval/pii-corpus/types.ts";
import { ownerLineEpisodes2k, stressEpisodes2k } from "./privacy-stress.ts";

type Gate = typeof fresh;

const oldPath = process.argv[2];
if (!oldPath) {
  console.error("usage: privacy-diff.ts <old gate.ts> [--mixes N]");
  process.exit(2);
}
const mixesArg = process.argv.indexOf("--mixes");
const MIXES = mixesArg > 0 ? Number(process.argv[mixesArg + 1]) : 3000;
const old = (await import(pathToFileURL(oldPath).href)) as Gate;

const cases: CorpusCase[] = [...tuningCorpus(), ...holdoutCorpus()];
for (const seed of [20261204, 1, 2, 3, 77, 4242]) {
  cases.push(...ownerSentences(new Fakes(seed)), ...outsideSentences(new Fakes(seed + 1000)), ...outside2Sentences(new Fakes(seed + 2000)));
}
const sentences = cases.map((c) => c.text);

// 2 kB episodes of the sentences in turn (as the bench's dense case), and random mixes.
const episodes: string[] = [];
let cur = "";
for (const t of sentences) {
  cur += `${t} `;
  if (cur.length >= 2048) {
    episodes.push(cur.slice(0, 2048));
    cur = "";
  }
}
// And the stress sets' episodes (long tokens, many numbers, the owners' lines of #36), two seeds each.
episodes.push(...stressEpisodes2k(), ...stressEpisodes2k(40, 7), ...ownerLineEpisodes2k(), ...ownerLineEpisodes2k(40, 8));
const rand = rng(9090);
const SEPARATORS = [" ", "\n", ". ", "; ", " / ", ", ", "\n\n", " - "];
const mixes: string[] = [];
for (let i = 0; i < MIXES; i++) {
  const n = 1 + Math.floor(rand() * 5);
  let text = "";
  for (let k = 0; k < n; k++) {
    const s = sentences[Math.floor(rand() * sentences.length)]!;
    // Sometimes only a piece of a sentence, cut at a random place.
    const piece = rand() < 0.25 ? s.slice(Math.floor(rand() * s.length)) : rand() < 0.15 ? s.slice(0, Math.floor(rand() * s.length)) : s;
    text += (k ? SEPARATORS[Math.floor(rand() * SEPARATORS.length)] : "") + piece;
  }
  mixes.push(text);
}

const REGIONS: Array<string | undefined> = [undefined, "DE", "GB", "US", "FR", "BR", "IT", "ES", "NL", "PT"];
let checked = 0;
let diffs = 0;
const show = (what: string, text: string, a: unknown, b: unknown) => {
  diffs++;
  if (diffs <= 20) console.log(`DIFF ${what}\n  text: ${JSON.stringify(text)}\n  old:  ${JSON.stringify(a)}\n  new:  ${JSON.stringify(b)}`);
};
function compare(text: string, regions: Array<string | undefined>, allowHandles?: string[]) {
  for (const region of regions) {
    const opts = { region, allowHandles };
    checked++;
    const a = JSON.stringify(old.scan(text, opts));
    const b = JSON.stringify(fresh.scan(text, opts));
    if (a !== b) show(`scan region=${region}`, text, a, b);
    for (const mode of ["block", "redact"] as const) {
      const ga = JSON.stringify(old.gateOutbound(text, mode, opts));
      const gb = JSON.stringify(fresh.gateOutbound(text, mode, opts));
      if (ga !== gb) show(`gateOutbound ${mode} region=${region}`, text, ga, gb);
    }
  }
  const ka = JSON.stringify(old.secretKinds(text));
  const kb = JSON.stringify(fresh.secretKinds(text));
  if (ka !== kb) show("secretKinds", text, ka, kb);
}

const t0 = performance.now();
for (const c of cases) compare(c.text, [...new Set([c.region ?? "DE", ...REGIONS])], c.allowHandles);
for (const e of episodes) compare(e, REGIONS);
for (const m of mixes) compare(m, [REGIONS[Math.floor(rand() * REGIONS.length)], "DE"]);
console.log(`${cases.length} sentences, ${episodes.length} episodes, ${mixes.length} mixes; ${checked} scans compared in ${((performance.now() - t0) / 1000).toFixed(1)} s; differences: ${diffs}`);
process.exit(diffs === 0 ? 0 : 1);

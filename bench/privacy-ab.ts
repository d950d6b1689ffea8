/**
 * Old against new for speed work on the privacy gate: an older copy of privacy/ (a path given on
 * the command line, set up as for privacy-diff.ts) and this tree's gate time `scan` on the same
 * texts, interleaved round by round in one process, so that the machine's other work weighs on
 * both alike. Texts: the bench's 2 kB episode, the tuning part's sentences in 2 kB episodes (the
 * dense case), and both stress sets of privacy-stress.ts. Prints CPU time per kB (minimum and
 * median over the rounds) and the load average before and after.
 * Must never: be part of the shipped code or the test suite, or read the untuned corpus.
 *
 *   node --import tsx bench/privacy-ab.ts /tmp/old-privacy/gate.ts [--rounds N]
 */
import { loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import * as fresh from "../bot/src/zoe/privacy/gate.ts";
import { denseEpisodes2k, episode2k } from "./privacy.ts";
import { ownerLineEpisodes2k, probeEpisodes2k, stressEpisodes2k } from "./privacy-stress.ts";

type Gate = typeof fresh;

const oldPath = process.argv[2];
if (!oldPath) {
  console.error("usage: privacy-ab.ts <old gate.ts> [--rounds N]");
  process.exit(2);
}
const roundsArg = process.argv.indexOf("--rounds");
const ROUNDS = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 40;
const old = (await import(pathToFileURL(oldPath).href)) as Gate;

const SETS: Array<[string, string[]]> = [
  ["bench episode", [episode2k()]],
  ["dense tuning episodes", denseEpisodes2k()],
  ["stress: long tokens, numbers", stressEpisodes2k()],
  ["stress: owners' lines (#36)", ownerLineEpisodes2k()],
  ["outside probe (f) sentences (#36)", probeEpisodes2k()],
];
const opts = { region: "DE" };

/** CPU microseconds per kB for one pass of `gate.scan` over `texts`. */
function pass(gate: Gate, texts: string[]): number {
  const t0 = process.cpuUsage();
  for (const t of texts) gate.scan(t, opts);
  const d = process.cpuUsage(t0);
  const kb = texts.reduce((n, t) => n + t.length, 0) / 1024;
  return (d.user + d.system) / kb;
}

const load = () => loadavg().map((l) => l.toFixed(1)).join(" ");
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`load average at the start: ${load()}; ${ROUNDS} rounds, old and new in turn`);
for (const [name, texts] of SETS) {
  // Episodes of a bench are scanned several times per round, so that one round is long enough to time.
  const reps = Math.max(1, Math.round(40 / texts.length));
  const batch = Array.from({ length: reps }, () => texts).flat();
  for (let i = 0; i < 3; i++) {
    pass(old, batch);
    pass(fresh, batch);
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    // Alternate which goes first, so neither always runs on a cache the other warmed.
    if (r % 2 === 0) {
      a.push(pass(old, batch));
      b.push(pass(fresh, batch));
    } else {
      b.push(pass(fresh, batch));
      a.push(pass(old, batch));
    }
  }
  const f = (x: number) => x.toFixed(0).padStart(5);
  const cut = (x: number, y: number) => `${y <= x ? "-" : "+"}${Math.abs(100 * (1 - y / x)).toFixed(0)}%`;
  console.log(`${name.padEnd(30)} µs/kB  min ${f(Math.min(...a))} → ${f(Math.min(...b))} (${cut(Math.min(...a), Math.min(...b))})   median ${f(median(a))} → ${f(median(b))} (${cut(median(a), median(b))})`);
}
console.log(`load average at the end: ${load()}`);

/**
 * What the reply reader's first passes say about its confident mistakes (issue 34, calibration):
 * reads bot/src/zoe/eval/calibration/first-pass.tsv (bench/calibration-oos.ts), reports confident
 * precision per language and per batch, the confident mistakes by shape (what was done, what was
 * meant), how text-level features of a reply (threads/reply.ts replyShape, words from the packs)
 * differ between confident-right and confident-wrong readings, and picks a gate (a rule that lowers a
 * confident reading to a question) by leave-one-batch-out with score = right - 5 x confidently wrong.
 *
 *   npx tsx bench/calibration-oos-analyse.ts [--out FILE.md]
 *
 * Must never: read held-out material; a gate is only reported here, never wired in by this script.
 */
import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isLocale } from "../bot/src/zoe/lang/index.ts";
import { replyShape, type ReplyShape } from "../bot/src/zoe/threads/reply.ts";
import { readFirstPass, type FirstPassRow } from "./calibration-oos.ts";
import { measureHeldoutReplies, readHeldoutReplies, type HeldoutLanguage } from "../bot/src/zoe/eval/heldout.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface Row extends FirstPassRow {
  shape: ReplyShape;
  /** The actions of the reading, without their times ("done", "not_yet+snooze"). */
  acts: string[];
}

export function loadRows(file?: string): Row[] {
  return readFirstPass(file).map((r) => ({
    ...r,
    shape: replyShape(r.text, { summary: r.thread, kind: r.kind as "nudge" | "decision", ...(isLocale(r.lang) ? { locale: r.lang } : {}) }),
    acts: r.reading === "-" ? [] : r.reading.split("+").map((a) => a.split(" ")[0]!),
  }));
}

/** A gate: true lowers a confident reading to a question. */
export interface Gate {
  name: string;
  /** How many conditions it joins (the simpler wins a tie). */
  size: number;
  fires: (r: Row) => boolean;
}

/** What a gate changes on one row: a right reading lost costs 1, a confident mistake removed gains 5 (6 if asking was what was meant). */
export function delta(r: Row, g: Gate): number {
  if (!r.confident || !g.fires(r)) return 0;
  if (r.right) return -1;
  if (r.confidentlyWrong) return 5 + (r.label.startsWith("unclear") ? 1 : 0);
  return 0;
}

const SCOPES: Array<[string, (r: Row) => boolean]> = [
  ["any", () => true],
  ["done", (r) => r.acts.includes("done")],
  ["stop", (r) => r.acts.includes("stop")],
  ["snooze", (r) => r.acts.includes("snooze")],
  ["not_yet", (r) => r.acts.includes("not_yet")],
  ["reschedule", (r) => r.acts.includes("reschedule")],
  ["breakdown", (r) => r.acts.includes("breakdown")],
  ["compound", (r) => r.acts.length > 1],
];

function baseConditions(caution: "now" | "then"): Array<[string, (r: Row) => boolean]> {
  const out: Array<[string, (r: Row) => boolean]> = [];
  for (const k of [3, 4, 5, 6, 7, 8, 10, 12, 15]) out.push([`words>=${k}`, (r) => r.shape.words >= k]);
  for (const k of [2, 3, 4]) out.push([`clauses>=${k}`, (r) => r.shape.clauses >= k]);
  for (const k of [1, 2]) out.push([`times>=${k}`, (r) => r.shape.times >= k]);
  for (const k of [2, 3]) out.push([`actionWords>=${k}`, (r) => r.shape.actionWords >= k]);
  for (const k of [1, 2, 3, 4]) out.push([`uncovered>=${k}`, (r) => r.shape.uncovered >= k]);
  for (const c of [0.8, 0.85, 0.9, 0.95, 1]) out.push([`confidence<${c}`, (r) => r.confidence < c]);
  out.push(["question", (r) => r.shape.question], ["negation", (r) => r.shape.negation], ["another", (r) => r.shape.another], ["digit", (r) => r.shape.digit]);
  // The caution words (hedge, condition, irony, hearsay) of today's packs, or of the packs at the batch's own commit.
  out.push(caution === "now" ? ["caution", (r) => r.shape.caution] : ["caution(then)", (r) => r.cautionThen]);
  return out;
}

export function candidateGates(caution: "now" | "then"): Gate[] {
  const base = baseConditions(caution);
  const gates: Gate[] = [];
  for (const [s, inScope] of SCOPES) {
    for (const [b, holds] of base) gates.push({ name: s === "any" ? b : `${s}: ${b}`, size: s === "any" ? 1 : 2, fires: (r) => inScope(r) && holds(r) });
    // Two conditions at once ("done: words>=8 and uncovered>=2").
    for (let i = 0; i < base.length; i++) {
      for (let j = i + 1; j < base.length; j++) {
        const [b1, h1] = base[i]!;
        const [b2, h2] = base[j]!;
        if (b1.split(/[<>]/)[0] === b2.split(/[<>]/)[0]) continue;
        gates.push({ name: `${s === "any" ? "" : `${s}: `}${b1} and ${b2}`, size: s === "any" ? 2 : 3, fires: (r) => inScope(r) && h1(r) && h2(r) });
      }
    }
  }
  return gates;
}

const sum = (rows: Row[], g: Gate) => rows.reduce((t, r) => t + delta(r, g), 0);

/** Per gate: its score change per batch and how many confident readings it lowers per batch (computed once). */
interface GateStats {
  g: Gate;
  byBatch: Map<string, { d: number; fired: number }>;
}
function gateStats(rows: Row[], gates: Gate[]): GateStats[] {
  const confident = rows.filter((r) => r.confident);
  return gates.map((g) => {
    const byBatch = new Map<string, { d: number; fired: number }>();
    for (const r of confident) {
      if (!g.fires(r)) continue;
      const b = byBatch.get(r.batch) ?? { d: 0, fired: 0 };
      b.d += delta(r, g);
      b.fired++;
      byBatch.set(r.batch, b);
    }
    return { g, byBatch };
  });
}

/** The gate that gains most on every batch but `without` (ties: fewer conditions, then fewer readings lowered), or null when none gains. */
function bestGate(stats: GateStats[], without: string | null): Gate | null {
  let best: { g: Gate; d: number; fired: number } | null = null;
  for (const { g, byBatch } of stats) {
    let d = 0;
    let fired = 0;
    for (const [b, x] of byBatch) if (b !== without) ((d += x.d), (fired += x.fired));
    if (d <= 0) continue;
    if (!best || d > best.d || (d === best.d && (g.size < best.g.size || (g.size === best.g.size && fired < best.fired)))) best = { g, d, fired };
  }
  return best?.g ?? null;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "-");
const labelKey = (l: string) => l.split(" ")[0]!;

/** Leave one batch out: the gate picked on every other batch, scored on the one left out. */
function lobo(rows: Row[], caution: "now" | "then", line: (s?: string) => void): void {
  const conf = rows.filter((r) => r.confident);
  const cw = conf.filter((r) => r.confidentlyWrong);
  line(`## Gates, leave one batch out, caution words ${caution === "then" ? "as the packs knew them at each batch's commit (honest)" : "of TODAY's packs (leaky: many were added after the batches that showed them)"}`);
  line();
  line(`Score = right - 5 x confidently wrong; a gate lowers a confident reading to a question.`);
  line();
  const stats = gateStats(rows, candidateGates(caution));
  const batches = [...new Set(rows.map((r) => r.batch))].sort();
  let total = 0;
  line(`| left out | gate chosen on the others | on the left-out batch: right lost | wrong removed | score change |`);
  line(`|---|---|---|---|---|`);
  for (const b of batches) {
    const g = bestGate(stats, b);
    const test = conf.filter((r) => r.batch === b);
    const lost = g ? test.filter((r) => r.right && g.fires(r)).length : 0;
    const removed = g ? test.filter((r) => r.confidentlyWrong && g.fires(r)).length : 0;
    const d = g ? sum(test, g) : 0;
    total += d;
    line(`| ${b} | ${g?.name ?? "(none)"} | ${lost} | ${removed} | ${d >= 0 ? "+" : ""}${d} |`);
  }
  line();
  line(`Leave-one-batch-out score change, summed: **${total >= 0 ? "+" : ""}${total}**.`);
  const all = bestGate(stats, null);
  if (all) {
    const lost = conf.filter((r) => r.right && all.fires(r)).length;
    const removed = conf.filter((r) => r.confidentlyWrong && all.fires(r)).length;
    line(`Gate chosen on every batch: **${all.name}**: right lost ${lost}, wrong removed ${removed}, score ${sum(conf, all) >= 0 ? "+" : ""}${sum(conf, all)}; confident precision after ${pct(conf.length - lost - cw.length, conf.length - lost - removed)}.`);
  }
  line();
  line(`Top gates of one or two conditions on every batch:`);
  line();
  const ranked = stats
    .filter((x) => x.g.size <= 2)
    .map((x) => ({ g: x.g, d: [...x.byBatch.values()].reduce((t, v) => t + v.d, 0) }))
    .sort((a, b) => b.d - a.d)
    .slice(0, 10);
  for (const x of ranked) line(`- ${x.g.name}: score ${x.d >= 0 ? "+" : ""}${x.d} (right lost ${conf.filter((r) => r.right && x.g.fires(r)).length}, wrong removed ${conf.filter((r) => r.confidentlyWrong && x.g.fires(r)).length})`);
  line();
}

function report(rows: Row[]): string {
  const out: string[] = [];
  const line = (s = "") => out.push(s);
  const commits = new Set(rows.map((r) => r.commit.slice(0, 7)));
  const conf = rows.filter((r) => r.confident);
  const cw = rows.filter((r) => r.confidentlyWrong);
  line(`# First passes of the reply reader: calibration (generated by bench/calibration-oos-analyse.ts)`);
  line();
  line(`${rows.length} replies from ${commits.size} commits, each read by the reader of the commit that added its batch.`);
  line(`Right ${rows.filter((r) => r.right).length} (${pct(rows.filter((r) => r.right).length, rows.length)}), confident ${conf.length} (${pct(conf.length, rows.length)}), confidently wrong ${cw.length} (${pct(cw.length, rows.length)} of all): confident precision ${pct(conf.length - cw.length, conf.length)}.`);
  line();
  const table = (key: (r: Row) => string, title: string) => {
    line(`## Per ${title}`);
    line();
    line(`| ${title} | replies | right | confident | confidently wrong | confident precision |`);
    line(`|---|---|---|---|---|---|`);
    for (const k of [...new Set(rows.map(key))].sort()) {
      const rs = rows.filter((r) => key(r) === k);
      const c = rs.filter((r) => r.confident).length;
      const w = rs.filter((r) => r.confidentlyWrong).length;
      line(`| ${k} | ${rs.length} | ${rs.filter((r) => r.right).length} | ${c} | ${w} | ${pct(c - w, c)} |`);
    }
    line();
  };
  table((r) => r.lang, "language");
  table((r) => r.batch, "batch");
  line(`## Confident mistakes by shape (what was done <- what was meant)`);
  line();
  const shapes = new Map<string, Row[]>();
  for (const r of cw) {
    const k = `${r.acts.join("+")} <- ${labelKey(r.label)}`;
    shapes.set(k, [...(shapes.get(k) ?? []), r]);
  }
  for (const [k, rs] of [...shapes].sort((a, b) => b[1].length - a[1].length)) {
    line(`- **${k}**: ${rs.length} (e.g. ${rs.slice(0, 3).map((r) => `${r.lang} "${r.text}"`).join("; ")})`);
  }
  line();
  line(`## Features: confident-right vs confident-wrong`);
  line();
  const right = conf.filter((r) => r.right);
  line(`| feature | confident-right (${right.length}) | confident-wrong (${cw.length}) |`);
  line(`|---|---|---|`);
  const mean = (rs: Row[], f: (r: Row) => number) => (rs.length ? (rs.reduce((t, r) => t + f(r), 0) / rs.length).toFixed(2) : "-");
  for (const k of ["words", "clauses", "times", "actionWords", "uncovered"] as const) line(`| ${k} (mean) | ${mean(right, (r) => r.shape[k])} | ${mean(cw, (r) => r.shape[k])} |`);
  line(`| confidence (mean) | ${mean(right, (r) => r.confidence)} | ${mean(cw, (r) => r.confidence)} |`);
  for (const k of ["question", "negation", "another", "caution", "digit"] as const) line(`| ${k} (share) | ${pct(right.filter((r) => r.shape[k]).length, right.length)} | ${pct(cw.filter((r) => r.shape[k]).length, cw.length)} |`);
  line(`| caution, packs at the batch's commit (share) | ${pct(right.filter((r) => r.cautionThen).length, right.length)} | ${pct(cw.filter((r) => r.cautionThen).length, cw.length)} |`);
  for (const [b, holds] of [["words>=8", (r: Row) => r.shape.words >= 8], ["clauses>=2", (r: Row) => r.shape.clauses >= 2], ["times>=2", (r: Row) => r.shape.times >= 2], ["uncovered>=2", (r: Row) => r.shape.uncovered >= 2]] as const) {
    line(`| ${b} (share) | ${pct(right.filter(holds).length, right.length)} | ${pct(cw.filter(holds).length, cw.length)} |`);
  }
  line();
  for (const caution of ["then", "now"] as const) lobo(rows, caution, line);
  return out.join("\n");
}

const DEV = path.join(ROOT, "bot/src/zoe/threads/__tests__/corpus/dev");

/** What a gate on caution words would cost TODAY's reader on today's development batches (tuned on: a cost, not a precision). */
function devCost(): string {
  const out: string[] = ["## Cost of the caution gate on today's reader, on today's development batches", "", "| language | replies | right | confidently wrong | right with the gate | confidently wrong with the gate |", "|---|---|---|---|---|---|"];
  let lost = 0;
  let removed = 0;
  for (const lang of ["en", "de", "fr", "es", "pt", "it", "nl"] as const) {
    const files = readdirSync(DEV).filter((f) => f.startsWith(`replies-${lang}`) && f.endsWith(".tsv"));
    let a = { right: 0, cw: 0, n: 0 };
    let b = { right: 0, cw: 0 };
    for (const f of files) {
      const items = readHeldoutReplies(lang as HeldoutLanguage, DEV, f);
      const plain = measureHeldoutReplies(lang, items);
      const gated = measureHeldoutReplies(lang, items, (item) => !replyShape(item.text, { summary: item.thread, kind: item.kind, locale: lang }).caution);
      a = { right: a.right + plain.right, cw: a.cw + plain.confidentlyWrong, n: a.n + plain.total };
      b = { right: b.right + gated.right, cw: b.cw + gated.confidentlyWrong };
    }
    lost += a.right - b.right;
    removed += a.cw - b.cw;
    out.push(`| ${lang} | ${a.n} | ${a.right} | ${a.cw} | ${b.right} | ${b.cw} |`);
  }
  out.push("", `Net right lost ${lost}, confident mistakes removed ${removed}.`, "");
  return out.join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const argv = process.argv.slice(2);
  const out = argv.includes("--out") ? argv[argv.indexOf("--out") + 1]! : path.join(ROOT, "bot/src/zoe/eval/calibration", argv.includes("--dev-cost") ? "dev-cost.md" : "analysis.md");
  const text = argv.includes("--dev-cost") ? devCost() : report(loadRows(argv.includes("--in") ? argv[argv.indexOf("--in") + 1] : undefined));
  writeFileSync(out, text + "\n");
  process.stdout.write(text + "\n");
}

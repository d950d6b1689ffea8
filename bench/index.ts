/**
 * `npm run bench` (bench/main.js): every benchmark in turn, a table each, and all figures
 * in bench/results.json (git-ignored). Figures with a target say whether they met it.
 * Benchmarks measure the wall clock on purpose; they are not tests and assert nothing.
 * Usage: npm run bench -- [--only telegram,store,memory,replay,privacy,readers,cluster,console] [--quick]
 * Must never: run as part of the test suite, or talk to anything but 127.0.0.1.
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { table } from "../bot/src/zoe/eval/report.ts";
import { memoryBench, npmStartMemoryBench, startBench } from "./memory.ts";
import { replayBench } from "./replay.ts";
import { privacyBench } from "./privacy.ts";
import { readersBench } from "./readers.ts";
import { fmt, meets, type Figure } from "./stats.ts";
import { THREAD_OP_SHAPES, threadOpBench, tickBench } from "./store.ts";
import { telegramBench } from "./telegram.ts";
import { clusterBench } from "./cluster.ts";
import { consoleBench } from "./console.ts";
import { missingV8Flags } from "./v8-flags.ts";

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const RESULTS_FILE = path.join(HERE, "results.json");

const SUITES = ["telegram", "store", "memory", "replay", "privacy", "readers", "cluster", "console"] as const;
type Suite = (typeof SUITES)[number];

type Out = (line: string) => void;

/** Figures of the last run on file (empty when there is none or it is unreadable). */
async function previousFigures(): Promise<Array<Figure & { suite: Suite }>> {
  try {
    const doc = JSON.parse(await fs.readFile(RESULTS_FILE, "utf8")) as { figures?: Array<Figure & { suite?: string }> };
    return (doc.figures ?? []).filter((f): f is Figure & { suite: Suite } => (SUITES as readonly string[]).includes(f.suite ?? ""));
  } catch {
    return [];
  }
}

/** The figures as a table, with a target column. */
export function figureTable(figs: Figure[]): string {
  return table([
    ["Benchmark", "Value", "Target", "", "Notes"],
    ...figs.map((f) => [
      `${f.bench}: ${f.metric}`,
      `${fmt(f.value)} ${f.unit}`,
      f.target ? `${f.target.op} ${f.target.value} ${f.unit}` : "",
      f.target ? (meets(f) ? "ok" : "MISSED") : "",
      f.note ?? "",
    ]),
  ]);
}

/** Entry point of `npm run bench`; returns the exit code (0 unless a benchmark could not run). */
export async function benchCli(argv: string[], out: Out): Promise<number> {
  let only: Suite[] = [...SUITES];
  let quick = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--quick") quick = true;
    else if (a === "--only" || a.startsWith("--only=")) {
      const v = a.includes("=") ? a.slice(7) : (argv[++i] ?? "");
      const names = v.split(",").map((s) => s.trim()).filter(Boolean);
      const bad = names.filter((n) => !(SUITES as readonly string[]).includes(n));
      if (bad.length || !names.length) {
        out(`npm run bench: --only takes ${SUITES.join(", ")}`);
        return 2;
      }
      only = names as Suite[];
    } else {
      out(`npm run bench: unknown argument "${a}"\nUsage: npm run bench -- [--only ${SUITES.join(",")}] [--quick]`);
      return 2;
    }
  }
  const runs: Record<Suite, () => Promise<Figure[]>> = {
    telegram: () => telegramBench(quick ? { messages: 50, owners: 50, perOwner: 2 } : { messages: 200, owners: 50, perOwner: 10 }),
    store: async () => [...(await tickBench([100, 1_000, 10_000], quick ? 5 : 20)), ...(await threadOpBench(THREAD_OP_SHAPES, quick ? 20 : 100))],
    memory: async () => [
      ...(await npmStartMemoryBench({ messages: quick ? 1_000 : 10_000, owners: 50 })),
      ...(await memoryBench({ messages: quick ? 1_000 : 10_000, owners: 50 })),
      ...(await startBench(quick ? 3 : 5)),
    ],
    replay: () => replayBench(),
    privacy: async () => privacyBench({ rounds: quick ? 200 : 2_000 }),
    readers: async () => readersBench(),
    console: () => consoleBench({ threads: 200, days: 14, loads: quick ? 3 : 7 }),
    cluster: () => clusterBench(quick ? { owners: 30, perOwner: 2, instances: [1, 3], sequential: 30, lagOwners: 200 } : { owners: 100, perOwner: 4, instances: [1, 2, 3], sequential: 200, lagOwners: 1_000 }),
  };
  const all: Array<Figure & { suite: Suite }> = [];
  const failed: string[] = [];
  const started = new Date();
  const missing = missingV8Flags();
  if (missing.length) out(`Note: this process runs without ${missing.join(" ")} (npm start and npm run bench use it): figures will differ from theirs.`);
  for (const suite of only) {
    out(`\n== ${suite} ==`);
    const t0 = performance.now();
    try {
      const figs = await runs[suite]();
      all.push(...figs.map((f) => ({ ...f, suite })));
      out(figureTable(figs));
      out(`(${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    } catch (err) {
      failed.push(suite);
      out(`${suite} failed: ${(err as Error).stack ?? String(err)}`);
    }
  }
  if (all.length > 1) {
    out("\n== all figures ==");
    out(figureTable(all));
  }
  // A partial run (--only) replaces its suites' figures and keeps the others from the last run.
  const kept = only.length < SUITES.length ? (await previousFigures()).filter((f) => !only.includes(f.suite)) : [];
  const doc = {
    startedAt: started.toISOString(),
    machine: { node: process.version, v8Flags: process.execArgv, platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? "?", loadavg: os.loadavg().map((l) => Math.round(l * 100) / 100) },
    quick,
    figures: [...kept, ...all.map((f) => ({ ...f, met: f.target ? meets(f) : null, measuredAt: started.toISOString() }))],
    failed,
  };
  await fs.writeFile(RESULTS_FILE, `${JSON.stringify(doc, null, 2)}\n`);
  const flags = process.execArgv.length ? ` ${process.execArgv.join(" ")}` : " (no V8 flags)";
  out(`\nWrote ${path.relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE}. Node ${process.version}${flags}; machine load when done: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")} on ${os.cpus().length} CPU(s).`);
  return failed.length ? 1 : 0;
}

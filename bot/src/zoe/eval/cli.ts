/**
 * `zoe eval` (what `npm run eval` runs): replays every scenario in a folder under one policy, or
 * under all three side by side (`--compare`), prints the figures, and writes them as JSON and as
 * one self-contained HTML page on request. Progress goes to stderr while it runs; tables go to
 * stdout. A press or reply about a push a policy never sent is skipped and reported as that
 * policy's miss, so `--compare` always plays every scenario under every policy.
 * Exit code: 1 when a scenario file is invalid or a scenario could not be played, 2 on bad
 * arguments (an output file that cannot be written included, found before any replay), else 0 (a
 * policy that is not perfect is a finding, not a failure).
 * Must never: stop at the first bad file without reporting the rest, or replay for minutes and
 * then fail to write the report.
 */
import { promises as fs } from "node:fs";
import writeFileAtomic from "write-file-atomic";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ScenarioRunError } from "./events.ts";
import { checkReplayDatabase, replayTmpRoot, runScenario, type RunResult } from "./harness.ts";
import { scrubSecrets, silentLogger } from "../base/log.ts";
import type { Database } from "../storage/index.ts";
import { POLICIES, POLICY_DESCRIPTIONS, type PolicyName } from "./policies.ts";
import { htmlReport } from "./html-report.ts";
import { compareTable, explain, figures, goalTable, runJson, scenarioTable, skippedLine, timeline } from "./report.ts";
import { loadScenarioDir, type Scenario, type ScenarioFileError } from "./scenario.ts";

/** The project's own scenarios. */
export const DEFAULT_SCENARIOS = fileURLToPath(new URL("./scenarios/", import.meta.url));

export const EVAL_USAGE = `Usage: zoe eval [--scenarios DIR] [--policy zoe|legacy-cron|heartbeat | --compare] [--json FILE] [--html FILE] [--verbose]
  --scenarios DIR   a folder of *.json scenarios (default: the project's own)
  --policy NAME     the push policy to replay (default: zoe)
  --compare         replay all three policies on the same scenarios, one table
  --json FILE       also write every figure as JSON
  --html FILE       also write one self-contained page: the summary table, then per scenario a
                    timeline of each policy's pushes and briefs against the expected and forbidden
                    windows (push texts on hover); its folder is created
  --match TEXT      only the scenarios whose name contains TEXT (e.g. goal)
  --jobs N          replays at once (default 4; each has its own store and clock)
  --backend NAME    the storage the replays run on: memory (default, no I/O), files (a temporary
                    folder per replay, as in production) or postgres (the database ZOE_DATABASE_URL
                    names, one replay at a time; every owner's state in it is cleared before each
                    replay, so a database that holds other owners' state is refused)
  --verbose         print every scenario's messages in time order
       zoe eval --replies [--capture] [--heldout-dir DIR] [--verbose]   the reply reader (and offline
                    capture) on the held-out material of eval/heldout/ (or DIR: eval/heldout2/ is the
                    second set), per language
       zoe eval --second-opinion [--replies | --lift]   the reply reader with a small intent classifier as a
                    second opinion: cross-validated on the development replies (with --replies: the
                    held-out aggregate, reader alone and with it; with --lift: unsure readings made sure
                    when the classifier agrees, cross-validated and checked on the tenth batches)
       zoe eval --duckling [--duckling-dir DIR] [--verbose]   due-date breadth on Duckling's time corpora
                    (default ../shared/duckling beside the repository), per language
       zoe eval --pii [--json FILE] [--verbose]   the privacy gate's corpus report (recall per family,
                    false positives, redact leaks, scan time)`;

export interface EvalArgs {
  scenarios: string;
  policies: PolicyName[];
  compare: boolean;
  json: string | null;
  html: string | null;
  verbose: boolean;
  /** Only scenarios whose name contains this (null: all). */
  match: string | null;
  /** Replays run at once (they wait on the store's disk I/O, so a few overlap well). */
  jobs: number;
  /** The storage backend the replays run on. */
  backend: "memory" | "files" | "postgres";
}

/** Parse `eval` arguments; a string is the error to print. */
export function parseEvalArgs(argv: string[]): EvalArgs | string {
  const a: EvalArgs = { scenarios: DEFAULT_SCENARIOS, policies: ["zoe"], compare: false, json: null, html: null, verbose: false, jobs: 4, match: null, backend: "memory" };
  let policySet = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const m = /^(--[a-z]+)(?:=(.*))?$/.exec(arg);
    const flag = m?.[1] ?? arg;
    const value = () => {
      const v = m?.[2] ?? argv[++i];
      if (v === undefined || v === "") throw new Error(`${flag} needs a value`);
      return v;
    };
    try {
      switch (flag) {
        case "--scenarios":
          a.scenarios = path.resolve(value());
          break;
        case "--policy": {
          const p = value();
          if (!(POLICIES as readonly string[]).includes(p)) return `unknown policy "${p}" (zoe, legacy-cron or heartbeat)`;
          a.policies = [p as PolicyName];
          policySet = true;
          break;
        }
        case "--compare":
          a.compare = true;
          a.policies = [...POLICIES];
          break;
        case "--json":
          a.json = path.resolve(value());
          break;
        case "--html":
          a.html = path.resolve(value());
          break;
        case "--match":
          a.match = value();
          break;
        case "--jobs": {
          const n = Number(value());
          if (!Number.isInteger(n) || n < 1 || n > 64) return "--jobs needs a whole number from 1 to 64";
          a.jobs = n;
          break;
        }
        case "--backend": {
          const b = value();
          if (b !== "memory" && b !== "files" && b !== "postgres") return `unknown backend "${b}" (memory, files or postgres)`;
          a.backend = b;
          break;
        }
        case "--verbose":
        case "-v":
          a.verbose = true;
          break;
        default:
          return `unknown argument "${arg}"`;
      }
    } catch (err) {
      return (err as Error).message;
    }
  }
  if (a.compare && policySet) return "--policy and --compare do not go together";
  if (a.json && a.json === a.html) return "--json and --html need different files";
  return a;
}

const FS_ERRORS: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "the file system is read-only",
  ENOTDIR: "a part of the path is a file, not a folder",
  // mkdir -p answers EEXIST when a part of the path is a file.
  EEXIST: "a part of the path is a file, not a folder",
  EISDIR: "it is a folder",
  ENOSPC: "no space left on the device",
  ENAMETOOLONG: "the name is too long",
  ELOOP: "too many symbolic links",
};

/** A file-system error as words: "permission denied (EACCES)". */
export function fsProblem(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  return code && FS_ERRORS[code] ? `${FS_ERRORS[code]} (${code})` : ((err as Error).message ?? String(err));
}

/**
 * Make sure an output file can be written before any replay: create its folder, refuse a folder
 * as the file, and create and remove a probe file beside it. Null when fine, else the problem.
 */
export async function prepareOutput(file: string): Promise<string | null> {
  try {
    const st = await fs.stat(file).catch(() => null);
    if (st?.isDirectory()) return `it is a folder: give a file name, e.g. ${path.join(file, "report.html")}`;
    const dir = path.dirname(file);
    await fs.mkdir(dir, { recursive: true });
    const probe = path.join(dir, `.${path.basename(file)}.${process.pid}.probe`);
    await (await fs.open(probe, "wx")).close();
    await fs.rm(probe, { force: true });
    return null;
  } catch (err) {
    return fsProblem(err);
  }
}

type Out = (line: string) => void;

/** Entry point of `zoe eval`; returns the exit code. */
export async function evalCli(argv: string[], out: Out, progress: Out = (l) => process.stderr.write(`${l}\n`)): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    out(EVAL_USAGE);
    return 0;
  }
  // The privacy-gate corpus report is its own mode (no scenarios are replayed).
  if (argv.includes("--pii")) return (await import("./pii-cli.ts")).privacyEvalCli(argv, out);
  // Due-date breadth against Duckling's corpora is its own mode too.
  if (argv.includes("--duckling")) return (await import("./duckling.ts")).ducklingCli(argv, out);
  // The reply reader's second-opinion experiment (issue 34; NLP.js, a development dependency).
  if (argv.includes("--second-opinion")) {
    try {
      await import("@nlpjs/nlu");
    } catch {
      out("zoe eval --second-opinion needs the development dependencies (npm ci in a checkout of ZOE).");
      return 2;
    }
    return (await import("./second-opinion.ts")).secondOpinionCli(argv, out);
  }
  // The held-out reading reports (the reply reader, the offline capture) are their own modes too.
  if (argv.includes("--replies") || argv.includes("--capture")) return (await import("./heldout.ts")).heldoutCli(argv, out);
  const args = parseEvalArgs(argv);
  if (typeof args === "string") {
    out(`zoe eval: ${args}\n${EVAL_USAGE}`);
    return 2;
  }
  for (const [what, file] of [["JSON figures", args.json], ["HTML report", args.html]] as const) {
    const problem = file ? await prepareOutput(file) : null;
    if (problem) {
      out(`zoe eval: cannot write the ${what} to ${file}: ${problem}`);
      return 2;
    }
  }
  let loaded: Awaited<ReturnType<typeof loadScenarioDir>>;
  try {
    loaded = await loadScenarioDir(args.scenarios);
  } catch (err) {
    out(`zoe eval: ${(err as Error).message}`);
    return 1;
  }
  const { errors: invalid } = loaded;
  const scenarios = args.match ? loaded.scenarios.filter((s) => s.name.includes(args.match!)) : loaded.scenarios;
  for (const e of invalid) out(`invalid scenario ${e.message}`);
  if (!scenarios.length && !invalid.length) {
    out(`zoe eval: no *.json scenarios in ${args.scenarios}`);
    return 1;
  }

  // On PostgreSQL the replays share one database (each clears it first): one at a time.
  let database: Database | null = null;
  if (args.backend === "postgres") {
    const url = process.env.ZOE_DATABASE_URL;
    if (!url) {
      out("zoe eval: --backend postgres needs ZOE_DATABASE_URL (a database kept for replays: each replay clears it)");
      return 2;
    }
    try {
      database = await (await import("../storage/postgres/database.ts")).openDatabase({ url, poolMax: 4, logger: silentLogger });
      await checkReplayDatabase(database);
    } catch (err) {
      await database?.close();
      out(`zoe eval: ${scrubSecrets((err as Error).message)}`);
      return 2;
    }
  }
  try {
    return await replayAll(args, scenarios, loaded.errors, out, progress, database);
  } finally {
    await database?.close();
  }
}

async function replayAll(args: EvalArgs, scenarios: Scenario[], invalid: ScenarioFileError[], out: Out, progress: Out, database: Database | null): Promise<number> {
  const tmpRoot = await replayTmpRoot();
  const total = scenarios.length * args.policies.length;
  const runErrors: string[] = [];
  const byPolicy: Array<{ policy: PolicyName; runs: RunResult[] }> = [];
  const started = performance.now();
  let done = 0;
  const tasks = args.policies.flatMap((policy) => scenarios.map((s) => ({ policy, s })));
  const results = await pool(tasks, database ? 1 : args.jobs, async ({ policy, s }) => {
    try {
      const r = await runScenario(s, { policy, tmpRoot, backend: args.backend, ...(database ? { database } : {}) });
      const mark = r.score.perfect
        ? "perfect"
        : `${r.score.misses} miss, ${r.score.overTriggers} over, ${r.score.violations} violation(s)${r.score.skipped ? `, ${r.score.skipped} skipped` : ""}`;
      progress(`[${++done}/${total}] ${policy.padEnd(11)} ${s.name}: ${mark} (${(r.wallMs / 1000).toFixed(2)} s)`);
      return r;
    } catch (err) {
      runErrors.push(`[${policy}] ${err instanceof ScenarioRunError ? err.message : `scenario "${s.name}": ${(err as Error).stack ?? String(err)}`}`);
      progress(`[${++done}/${total}] ${policy.padEnd(11)} ${s.name}: ERROR`);
      return null;
    }
  });
  for (const policy of args.policies) {
    byPolicy.push({ policy, runs: results.filter((r): r is RunResult => r !== null && r.policy === policy) });
  }
  const wallSec = (performance.now() - started) / 1000;

  const byFile = new Map(scenarios.map((s) => [s.file ?? s.name, s] as const));
  for (const { policy, runs } of byPolicy) {
    if (args.compare && !args.verbose) continue;
    out("");
    out(`Policy ${policy}: ${POLICY_DESCRIPTIONS[policy]}`);
    out(scenarioTable(policy, runs));
    details(out, runs, byFile, args.verbose);
  }
  if (args.compare) {
    out("");
    out(`${scenarios.length} scenario(s), ${POLICIES.length} policies, on the same events:`);
    out(compareTable(byPolicy));
    const zoe = byPolicy.find((p) => p.policy === "zoe");
    if (zoe) details(out, zoe.runs, byFile, false, "zoe");
    const skipped = byPolicy.flatMap(({ policy, runs }) => runs.flatMap((r) => r.skipped.map((k) => `  ${policy}: ${r.scenario}: ${skippedLine(k, r.timezone)}`)));
    if (skipped.length) {
      out("");
      out("Skipped events (a press or reply about a push the policy never sent; each is that policy's miss):");
      for (const l of skipped) out(l);
    }
  }
  const goals = goalTable(byPolicy);
  if (goals) {
    out("");
    out("Scenarios with goals (model calls spent on goals: reviews and decisions; a heartbeat turn counts for every open goal):");
    out(goals);
  }
  const days = byPolicy.flatMap((p) => p.runs).reduce((s, r) => s + r.days, 0);
  out("");
  out(`Replayed ${days.toFixed(1)} simulated days in ${wallSec.toFixed(1)} s (${(days / wallSec).toFixed(1)} days/s).`);
  for (const e of runErrors) out(`error: ${e}`);

  if (args.json) {
    const doc = {
      scenarios: args.scenarios,
      invalid: invalid.map((e) => ({ file: e.file, issues: e.issues })),
      errors: runErrors,
      policies: Object.fromEntries(byPolicy.map(({ policy, runs }) => [policy, { description: POLICY_DESCRIPTIONS[policy], totals: figures(runs), scenarios: runs.map(runJson) }])),
    };
    if (!(await writeOutput(out, args.json, `${JSON.stringify(doc, null, 2)}\n`, "JSON figures"))) return 1;
  }
  if (args.html) {
    const page = htmlReport({
      generatedAt: new Date(),
      scenariosDir: args.scenarios,
      scenarios,
      byPolicy,
      invalid: invalid.map((e) => e.message),
      errors: runErrors,
    });
    if (!(await writeOutput(out, args.html, page, "HTML report"))) return 1;
  }
  return invalid.length || runErrors.length ? 1 : 0;
}

/** Write a report atomically (a reader never sees half a file); false, with the reason printed, on failure. */
async function writeOutput(out: Out, file: string, content: string, what: string): Promise<boolean> {
  try {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await writeFileAtomic(file, content);
    out(`Wrote ${file}`);
    return true;
  } catch (err) {
    out(`zoe eval: cannot write the ${what} to ${file}: ${fsProblem(err)}`);
    return false;
  }
}

/** Run `fn` over `items` with at most `n` at once; results keep the items' order. */
export async function pool<T, R>(items: T[], n: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(n, items.length)) }, worker));
  return out;
}

function details(out: Out, runs: RunResult[], byFile: Map<string, Scenario>, verbose: boolean, label?: string): void {
  for (const r of runs) {
    const s = byFile.get(r.file ?? r.scenario);
    const why = s ? explain(r, s.expect) : [];
    if (!verbose && !why.length) continue;
    out("");
    out(`${label ? `${label}: ` : ""}${r.scenario}${r.score.perfect ? "" : " (not perfect)"}`);
    for (const l of why) out(`  ${l}`);
    if (verbose) for (const l of timeline(r)) out(`    ${l}`);
  }
}

/**
 * Benchmarks of the replay harness and of what each policy costs in model use:
 *   - simulated days per wall-clock second over the project's scenarios and a quiet 30-day
 *     stretch: on the memory backend (the harness's default), and on the files backend one at a
 *     time and four at once (replays wait on the store's file I/O, so they overlap). The memory
 *     backend's target figure is the first replay of a fresh process (replay-child.ts), as
 *     `npm run eval` runs it, the median of several such processes; not a replay in this
 *     process, whose heap the suites before it have filled;
 *   - model calls and input tokens per simulated day for `zoe` against `heartbeat`, over the
 *     project's scenarios and the realistic fortnight. Input tokens are estimated from prompt
 *     sizes at four characters per token (the scripted model measures every prompt it is sent);
 *     the heartbeat runs one full model turn (the concierge's prompt and tools) per beat.
 * Stores are throwaway, so storage durability is relaxed for the run (no fsync; locks, atomic
 * writes and backups as always) and restored afterwards.
 * Must never: touch the network, or leave durability relaxed for the benchmarks that follow.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { DAY } from "../bot/src/zoe/base/clock.ts";
import { DEFAULT_SCENARIOS, pool } from "../bot/src/zoe/eval/cli.ts";
import { replayTmpRoot, runScenario, type RunResult } from "../bot/src/zoe/eval/harness.ts";
import type { PolicyName } from "../bot/src/zoe/eval/policies.ts";
import { figures } from "../bot/src/zoe/eval/report.ts";
import { loadScenarioDir, parseScenario, type Scenario } from "../bot/src/zoe/eval/scenario.ts";
import { setDurability } from "../bot/src/zoe/storage/durability.ts";
import type { BackendKind } from "../bot/src/zoe/storage/index.ts";
import { summary, type Figure } from "./stats.ts";

/** Thirty days of an owner with two commitments a week, each done the evening it is due. */
export function quietMonth(): Scenario {
  const events: unknown[] = [];
  const start = Date.parse("2026-06-01T08:00:00+02:00");
  for (let week = 0; week < 4; week++) {
    const monday = start + week * 7 * DAY;
    const at = (days: number, hh: number) => new Date(monday + days * DAY + (hh - 8) * 3_600_000).toISOString();
    events.push({ at: at(0, 9), type: "user", text: `I'll send the weekly report on Wednesday (week ${week + 1})`, respond: { reply: "Noted.", thread_ops: [{ op: "open", summary: `send weekly report ${week + 1}`, due: "Wednesday" }] } });
    events.push({ at: at(2, 19), type: "press", button: "done", about: `weekly report ${week + 1}` });
    events.push({ at: at(1, 10), type: "user", text: "I'll call the supplier on Thursday", respond: { reply: "Okay.", thread_ops: [{ op: "open", summary: `call the supplier (week ${week + 1})`, due: "Thursday" }] } });
    events.push({ at: at(3, 19), type: "press", button: "done", about: `supplier (week ${week + 1})` });
  }
  return parseScenario(
    { name: "quiet-month", timezone: "Europe/Berlin", start: "2026-06-01T08:00:00+02:00", end: "2026-07-01T08:00:00+02:00", events },
    "quiet-month.json",
  );
}

/** How many fresh processes the first-replay figure is the median of. */
export const FRESH_PROCESSES = 5;

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), "replay-child.ts");
const ChildResult = z.object({ days: z.number().positive(), sec: z.number().positive() });

/**
 * The first replay of the project scenarios in a process of its own, started with this process's
 * node flags (the bench's own, as `npm run bench` gives them) and tsx, as `npm run eval` runs.
 * `script` is the child to run (replay-child.ts; another only in tests).
 */
export async function freshReplay(script: string = CHILD): Promise<z.infer<typeof ChildResult>> {
  const execArgv = process.execArgv.filter((a) => !a.startsWith("--inspect") && !a.startsWith("--cpu-prof"));
  const child = spawn(process.execPath, [...execArgv, "--import", "tsx", script], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (err += d.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  const last = out.trim().split("\n").pop() ?? "";
  // Node prints the throwing line and a caret before the error itself: name the error.
  const why = err.split("\n").find((l) => /^\w*Error\b/.test(l)) ?? (err.trim().slice(-400) || last);
  if (code !== 0) throw new Error(`the replay process exited with ${code}: ${why}`);
  try {
    return ChildResult.parse(JSON.parse(last));
  } catch {
    throw new Error(`the replay process printed no result: ${JSON.stringify(last.slice(0, 200))}`);
  }
}

async function replayAll(scenarios: Scenario[], policy: PolicyName, jobs: number, backend: BackendKind = "memory"): Promise<{ runs: RunResult[]; sec: number }> {
  const tmpRoot = await replayTmpRoot();
  const t0 = performance.now();
  const runs = await pool(scenarios, jobs, (s) => runScenario(s, { policy, tmpRoot, backend }));
  return { runs, sec: (performance.now() - t0) / 1000 };
}

/**
 * Simulated days per second, and model use per simulated day for zoe and heartbeat. Replays run
 * on throwaway stores, so storage durability is relaxed (no fsync) for the run, as the harness does.
 */
export async function replayBench(): Promise<Figure[]> {
  const previous = setDurability("relaxed");
  try {
    return await replayFigures();
  } finally {
    setDurability(previous);
  }
}

async function replayFigures(): Promise<Figure[]> {
  const { scenarios, errors } = await loadScenarioDir(DEFAULT_SCENARIOS);
  if (errors.length) throw new Error(`invalid project scenarios:\n${errors.map((e) => e.message).join("\n")}`);
  const month = quietMonth();
  const out: Figure[] = [];
  const speed = (label: string, r: { runs: RunResult[]; sec: number }) => {
    const days = r.runs.reduce((s, x) => s + x.days, 0);
    out.push({
      bench: "replay",
      metric: label,
      value: days / r.sec,
      unit: "days/s",
      note: `${days.toFixed(0)} simulated days in ${r.sec.toFixed(1)} s`,
    });
  };
  // The target holds for the first replay of a fresh process (V8 compiling what it meets,
  // patterns compiled at first use), one process after another so they do not share the cores.
  const fresh: Array<z.infer<typeof ChildResult>> = [];
  for (let i = 0; i < FRESH_PROCESSES; i++) fresh.push(await freshReplay());
  const rates = fresh.map((r) => r.days / r.sec);
  out.push({
    bench: "replay",
    metric: `project scenarios, memory backend, first replay of a fresh process, median of ${FRESH_PROCESSES}`,
    value: summary(rates).median,
    unit: "days/s",
    target: { op: ">=", value: 200 },
    note: `${fresh[0]!.days.toFixed(0)} simulated days per replay; each process: ${rates.map((r) => r.toFixed(0)).join(", ")} days/s`,
  });
  // In this process: one replay to warm up (its model use is counted below), then the second.
  const four = await replayAll(scenarios, "zoe", 1, "memory");
  speed("project scenarios, memory backend, second replay in the same process", await replayAll(scenarios, "zoe", 1, "memory"));
  speed("project scenarios, files backend, one at a time", await replayAll(scenarios, "zoe", 1, "files"));
  speed("project scenarios, files backend, 4 at once (before: the only way)", await replayAll(scenarios, "zoe", 4, "files"));
  speed("quiet 30-day month, memory backend", await replayAll([month], "zoe", 1, "memory"));

  const cost = (label: string, runs: RunResult[]) => {
    const f = figures(runs);
    const tokens = (f.inputTokens.main + f.inputTokens.gate) / f.days;
    return [
      { bench: "model use", metric: `${label}: calls/day (main + decision)`, value: f.rates.mainCallsPerDay + f.rates.gateCallsPerDay, unit: "calls", note: `main ${f.rates.mainCallsPerDay.toFixed(1)}, decision model ${f.rates.gateCallsPerDay.toFixed(2)}` },
      { bench: "model use", metric: `${label}: input tokens/day`, value: tokens, unit: "tokens", note: "estimated: prompt characters / 4" },
    ] satisfies Figure[];
  };
  const heartbeat = await replayAll(scenarios, "heartbeat", 4);
  const sprint = scenarios.filter((s) => s.name === "two-week-sprint");
  out.push(...cost("zoe, project scenarios", four.runs), ...cost("heartbeat, project scenarios", heartbeat.runs));
  if (sprint.length) {
    out.push(...cost("zoe, two-week-sprint", (await replayAll(sprint, "zoe", 1)).runs));
    out.push(...cost("heartbeat, two-week-sprint", (await replayAll(sprint, "heartbeat", 1)).runs));
  }
  out.push(...cost("zoe, quiet month", (await replayAll([month], "zoe", 1)).runs), ...cost("heartbeat, quiet month", (await replayAll([month], "heartbeat", 1)).runs));
  return out;
}

/**
 * One process of the replay benchmark's "first replay of a fresh process": loads ZOE, replays the
 * project scenarios once on the memory backend, and prints what it timed as one JSON line. Only
 * the replay is timed, not the loading of the modules, as in a process that replays at once.
 * Must never: run outside the benchmark, or time anything but the replay.
 */
import { useGeneralParser } from "../bot/src/zoe/base/zod-config.ts";

// As bin/zoe.js does: zod's general parser before anything that builds a schema is loaded.
useGeneralParser();
const { DEFAULT_SCENARIOS, pool } = await import("../bot/src/zoe/eval/cli.ts");
const { replayTmpRoot, runScenario } = await import("../bot/src/zoe/eval/harness.ts");
const { loadScenarioDir } = await import("../bot/src/zoe/eval/scenario.ts");
const { setDurability } = await import("../bot/src/zoe/storage/durability.ts");

setDurability("relaxed"); // a replay's store is thrown away
const { scenarios, errors } = await loadScenarioDir(DEFAULT_SCENARIOS);
if (errors.length) throw new Error(`invalid project scenarios:\n${errors.map((e) => e.message).join("\n")}`);
const tmpRoot = await replayTmpRoot();
const t0 = performance.now();
const runs = await pool(scenarios, 1, (s) => runScenario(s, { policy: "zoe", tmpRoot, backend: "memory" }));
const sec = (performance.now() - t0) / 1000;
process.stdout.write(`${JSON.stringify({ days: runs.reduce((s, r) => s + r.days, 0), sec })}\n`);

/**
 * The `zoe` command compiled into one JavaScript file (esbuild, the compiler tsx itself uses), for
 * the tests that start the real process: what bin/zoe.js runs (any command), built from the
 * sources at the test run, without tsx transpiling every module at each start (about 1.3 s of CPU
 * a start). Packages stay external and resolve from the repo. Not shell/main.ts: its heap flags
 * are for a ZOE that runs for months (the memory bench measures them), not for tests.
 * The calendar reader's thread is built beside it (calendar/read-thread.ts starts it by file name),
 * and it sits four folders below the repo, as shell/cli.ts expects to find `.env.example`.
 * Must never: write outside node_modules/.cache.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import { alive } from "./scratch.ts";

const ROOT = path.resolve(import.meta.dirname, "../../../..");

let built: string | null = null;

/** Bundles of test processes that have ended: one per vitest worker would otherwise pile up run after run. */
function removeStaleBundles(parent: string): void {
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(name);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !alive(pid)) rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

/**
 * Build once per test process; the bundle's path (run it as `node <path> start`). Synchronous, so
 * `runZoe` can start a process at once: about half a second, once per worker.
 */
export function zoeBundle(): string {
  if (built) return built;
  const parent = path.join(ROOT, "node_modules", ".cache", "zoe-bundle");
  removeStaleBundles(parent);
  const dir = path.join(parent, String(process.pid));
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, "entry.ts");
  // What bin/zoe.js runs, without tsx: zod's general parser set before any schema is built, then the command.
  const zod = JSON.stringify(path.join(ROOT, "bot/src/zoe/base/zod-config.ts"));
  const cli = JSON.stringify(path.join(ROOT, "bot/src/zoe/shell/cli.ts"));
  writeFileSync(entry, `import { useGeneralParser } from ${zod};\nuseGeneralParser();\nconst { main } = await import(${cli});\nprocess.exitCode = await main(process.argv.slice(2));\n`);
  const outfile = path.join(dir, "zoe.mjs");
  const options = { bundle: true, platform: "node", format: "esm", target: "node20", packages: "external", logLevel: "silent" } as const;
  buildSync({ entryPoints: [entry], outfile, ...options });
  // The calendar reader's thread, beside the bundle, where calendar/read-thread.ts looks for it.
  buildSync({ entryPoints: [path.join(ROOT, "bot/src/zoe/calendar/ics-worker.ts")], outfile: path.join(dir, "ics-worker.mjs"), ...options });
  built = outfile;
  return built;
}

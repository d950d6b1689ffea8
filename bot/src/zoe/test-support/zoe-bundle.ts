/**
 * `zoe start` compiled into one JavaScript file (esbuild, the compiler tsx itself uses), for the
 * tests that start and kill ZOE dozens of times: the same code as `bin/zoe.js start`, without
 * transpiling every module at each start. Packages stay external and resolve from the repo.
 * The calendar reader's thread is built beside it (calendar/read-thread.ts starts it by file name).
 * Must never: write outside node_modules/.cache.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { alive } from "./scratch.ts";

const ROOT = path.resolve(import.meta.dirname, "../../../..");

let built: Promise<string> | null = null;

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

/** Build once per test process; resolves to the bundle's path (run it with `node <path>`). */
export function zoeStartBundle(): Promise<string> {
  built ??= (async () => {
    const { build } = await import("esbuild");
    const parent = path.join(ROOT, "node_modules", ".cache", "zoe-faults");
    removeStaleBundles(parent);
    const dir = path.join(parent, String(process.pid));
    mkdirSync(dir, { recursive: true });
    const entry = path.join(dir, "entry.ts");
    writeFileSync(entry, `import { main } from ${JSON.stringify(path.join(ROOT, "bot/src/zoe/shell/cli.ts"))};\nprocess.exitCode = await main(["start"]);\n`);
    const outfile = path.join(dir, "zoe-start.mjs");
    const options = { bundle: true, platform: "node", format: "esm", target: "node20", packages: "external", logLevel: "silent" } as const;
    await build({ entryPoints: [entry], outfile, ...options });
    // The calendar reader's thread, beside the bundle, where calendar/read-thread.ts looks for it.
    await build({ entryPoints: [path.join(ROOT, "bot/src/zoe/calendar/ics-worker.ts")], outfile: path.join(dir, "ics-worker.mjs"), ...options });
    return outfile;
  })();
  return built;
}

/**
 * The fast tier's setup file (vitest.config.ts): there, starting a process or a server is refused
 * at the call and fails the test, so a file that starts one through code it calls (not only by
 * what it imports, which __tests__/tiers.test.ts checks) is caught the first time it runs.
 * Must never: be a setup file of the slow tier (`*.e2e.test.ts`), whose files do start them.
 */
import childProcess from "node:child_process";
import { syncBuiltinESMExports } from "node:module";
import net from "node:net";
import { afterEach, expect } from "vitest";

const SPAWNERS = ["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"] as const;

/**
 * Kept on the process: with `isolate: false` this file runs again before every test file of a
 * worker, while the builtins it patched the first time stay patched.
 */
const KEY = Symbol.for("zoe.fastTier");
const proc = process as unknown as Record<symbol, { refused: string[] } | undefined>;
const state = proc[KEY] ?? patchOnce();

function patchOnce(): { refused: string[] } {
  const s = { refused: [] as string[] };
  proc[KEY] = s;
  const refuse = (what: string): never => {
    const where = expect.getState().testPath ?? "a fast-tier test file";
    const line = `${where}: ${what}. The fast tier starts no process and no server: name the file *.e2e.test.ts (docs/testing.md).`;
    s.refused.push(line);
    throw new Error(line);
  };
  const cp = childProcess as unknown as Record<string, unknown>;
  for (const name of SPAWNERS) cp[name] = (command: unknown) => refuse(`child_process.${name}(${JSON.stringify(command)})`);
  // http, https and tls servers are net servers: one refusal covers every listener.
  net.Server.prototype.listen = function listen() {
    return refuse("a server's listen()");
  } as typeof net.Server.prototype.listen;
  // `import { spawn } from "node:child_process"` reads the ESM view of the module: bring it up to date.
  syncBuiltinESMExports();
  return s;
}

// A refusal the code under test caught and hid still fails the test it happened in.
afterEach(() => {
  const lines = state.refused.splice(0);
  if (lines.length) throw new Error(lines.join("\n"));
});

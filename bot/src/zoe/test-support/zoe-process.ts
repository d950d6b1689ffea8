/**
 * The real `zoe start` process for tests that stop, kill and restart it: spawned with only the
 * environment a test gives it (no .env), its output collected, its exit awaited.
 * Must never: inherit the developer's environment (a real token or key), or outlive the test.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach } from "vitest";
import type { FakeAnthropic } from "./fake-anthropic.ts";
import type { Emulator } from "./telegram-emulator.ts";
import { zoeBundle } from "./zoe-bundle.ts";

export interface ZoeProcess {
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Wait until the output matches. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
}

/**
 * Start `zoe start` (or another command) with exactly `env` (plus PATH and a throwaway HOME);
 * `entry` is the `zoe` command built from the sources (test-support/zoe-bundle.ts, what `npm start`
 * runs) unless a test names another (the README's command). `opts.cwd` is where it looks
 * for `.env` (default: a fresh empty folder); `opts.stdin: "ignore"` gives it /dev/null, as
 * systemd does.
 */
export function runZoe(
  env: Record<string, string>,
  args: string[] = ["start"],
  entry = zoeBundle(),
  opts: { cwd?: string; stdin?: "pipe" | "ignore"; nodeFlags?: readonly string[] } = {},
): ZoeProcess {
  const child = spawn(process.execPath, [...(opts.nodeFlags ?? []), entry, ...args], {
    cwd: opts.cwd ?? mkdtempSync(path.join(os.tmpdir(), "zoe-proc-cwd-")), // no .env here
    env: { PATH: process.env.PATH ?? "", HOME: os.tmpdir(), ...env },
    stdio: [opts.stdin ?? "pipe", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => out,
    async waitFor(pattern, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(out)) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`zoe exited (${child.exitCode ?? child.signalCode}) before ${pattern}: ${out}`);
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}: ${out}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}

/** SIGKILL every process of `procs` still running: a test's teardown, so none outlives it. */
export function killAll(procs: readonly ZoeProcess[]): void {
  for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGKILL");
}

/** What one end-to-end test starts: a Telegram emulator, a fake model, `zoe start` processes. */
export interface ProcessRig {
  emu: Emulator | null;
  model: FakeAnthropic | null;
  procs: ZoeProcess[];
}

/**
 * A rig whose processes are killed and whose servers are closed after each test of the file that
 * calls it (at its top level), however the test ended.
 */
export function processRig(): ProcessRig {
  const rig: ProcessRig = { emu: null, model: null, procs: [] };
  afterEach(async () => {
    killAll(rig.procs.splice(0));
    await rig.model?.close();
    rig.model = null;
    await rig.emu?.close();
    rig.emu = null;
  });
  return rig;
}

/**
 * Several real ZOE processes (`node bin/zoe.js start`, what `npm start` runs) against one
 * database in webhook mode behind a loopback round-robin proxy: what an operator runs, shrunk to
 * one machine. Used by the multi-instance test and the bench.
 * Must never: give a child anything but loopback addresses and fake credentials, or leave a child
 * running after `stop`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./telegram-emulator.ts";
import { startRoundRobinProxy, type RoundRobinProxy } from "./round-robin-proxy.ts";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");

export interface ClusterInstance {
  name: string;
  port: number;
  child: ChildProcess;
  /** Its stderr and stdout tail, for failure messages. */
  output(): string;
}

export interface Cluster {
  proxy: RoundRobinProxy;
  instances: ClusterInstance[];
  /** SIGKILL one instance (no goodbye, as a crashed machine). */
  kill(name: string): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  n: number;
  /** Variables every instance gets (token, API root, owners, database, home, ...). */
  env: Record<string, string>;
  /** The webhook path behind the proxy. */
  hookPath?: string;
  secret: string;
  startTimeoutMs?: number;
}

async function waitHealthy(inst: ClusterInstance, deadline: number): Promise<void> {
  for (;;) {
    if (inst.child.exitCode !== null) throw new Error(`${inst.name} exited (${inst.child.exitCode}) at start: ${inst.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${inst.port}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${inst.name} not healthy in time: ${inst.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const ports = await Promise.all(Array.from({ length: opts.n }, () => freePort()));
  const proxy = await startRoundRobinProxy(ports.map((p) => `http://127.0.0.1:${p}`));
  const hookPath = opts.hookPath ?? "/telegram/webhook";
  const instances: ClusterInstance[] = ports.map((port, i) => {
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? "/tmp",
      LOG_LEVEL: "warn",
      ...opts.env,
      ZOE_HTTP_PORT: String(port),
      ZOE_WEBHOOK_URL: `${proxy.url}${hookPath}`,
      ZOE_WEBHOOK_SECRET: opts.secret,
    };
    const child = spawn(process.execPath, [path.join(REPO, "bin", "zoe.js"), "start"], { cwd: REPO, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    const keep = (d: Buffer) => {
      out = (out + d.toString("utf8")).slice(-4000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    return { name: `zoe-${i + 1}`, port, child, output: () => out };
  });
  const deadline = Date.now() + (opts.startTimeoutMs ?? 60_000);
  try {
    await Promise.all(instances.map((inst) => waitHealthy(inst, deadline)));
  } catch (err) {
    for (const inst of instances) inst.child.kill("SIGKILL");
    await proxy.close();
    throw err;
  }
  const exited = (c: ChildProcess) => (c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => c.once("exit", () => r())));
  return {
    proxy,
    instances,
    async kill(name) {
      const inst = instances.find((i) => i.name === name);
      if (!inst) throw new Error(`no instance ${name}`);
      inst.child.kill("SIGKILL");
      await exited(inst.child);
    },
    async stop() {
      await Promise.all(
        instances.map(async (inst) => {
          if (inst.child.exitCode !== null || inst.child.signalCode !== null) return;
          inst.child.kill("SIGTERM");
          const timer = setTimeout(() => inst.child.kill("SIGKILL"), 15_000);
          await exited(inst.child);
          clearTimeout(timer);
        }),
      );
      await proxy.close();
    },
  };
}

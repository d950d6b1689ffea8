/**
 * Several real ZOE processes (`zoe start` built from the sources, what `npm start` runs) against one
 * database in webhook mode behind a loopback round-robin proxy: what an operator runs, shrunk to
 * one machine. Used by the multi-instance test and the bench. With `simulatedStart`, each process
 * is `zoe-sim-instance.ts` instead (the same start-up, on a clock the test moves: `step`), and
 * each reaches Telegram through its own link the test can cut (`cutTelegram`).
 * Must never: give a child anything but loopback addresses and fake credentials, or leave a child
 * running after `stop`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./telegram-emulator.ts";
import { zoeBundle } from "./zoe-bundle.ts";
import { startRoundRobinProxy, type RoundRobinProxy } from "./round-robin-proxy.ts";
import { tcpForwarder, type Forwarder, type LinkTraffic } from "./tcp-forwarder.ts";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

export interface ClusterInstance {
  name: string;
  port: number;
  child: ChildProcess;
  /** Its stderr and stdout tail, for failure messages. */
  output(): string;
  /** Simulated clock only: move it to `at` and run the jobs due then; resolves when they ran. */
  step(at: number): Promise<void>;
  /** Simulated only: nothing it sends reaches Telegram any more (answers already on their way still arrive). */
  cutTelegram(): void;
  /** Simulated only: what went through its link to Telegram (in flight, held, messages taken). */
  telegramTraffic(): LinkTraffic;
}

export interface Cluster {
  proxy: RoundRobinProxy;
  instances: ClusterInstance[];
  /** SIGKILL one instance (no goodbye, as a crashed machine). */
  kill(name: string): Promise<void>;
  /**
   * Start one more instance and put it behind the proxy, the others running on (simulated: its
   * clock starts at `simulatedAt`). Resolves when it is healthy.
   */
  add(simulatedAt?: string): Promise<ClusterInstance>;
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
  /** Run `zoe-sim-instance.ts` on a ManualClock starting here (ISO) instead of `zoe start`. */
  simulatedStart?: string;
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
  // The proxy reads this list on every request: an added instance joins the rotation at once.
  const backends = ports.map((p) => `http://127.0.0.1:${p}`);
  const proxy = await startRoundRobinProxy(backends);
  const hookPath = opts.hookPath ?? "/telegram/webhook";
  const sim = opts.simulatedStart;
  // Simulated: each instance talks to Telegram through its own forwarder, so one link can be cut.
  const links: Forwarder[] = [];
  const newLink = async () => {
    const link = tcpForwarder(await freePort(), () => Number(new URL(opts.env.TELEGRAM_API_ROOT ?? "").port));
    await link.up();
    links.push(link);
  };
  if (sim) for (let i = 0; i < opts.n; i++) await newLink();
  const spawnOne = (port: number, i: number, simStart: string | undefined): ClusterInstance => {
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? "/tmp",
      LOG_LEVEL: "warn",
      ...opts.env,
      ZOE_HTTP_PORT: String(port),
      ZOE_WEBHOOK_URL: `${proxy.url}${hookPath}`,
      ZOE_WEBHOOK_SECRET: opts.secret,
      ...(simStart ? { ZOE_SIM_START: simStart, ZOE_SIM_NAME: `zoe-${i + 1}`, TELEGRAM_API_ROOT: `http://127.0.0.1:${links[i]!.port}` } : {}),
    };
    const child = sim
      ? spawn(process.execPath, ["--import", "tsx", path.join(REPO, "bot/src/zoe/test-support/zoe-sim-instance.ts")], { cwd: REPO, env, stdio: ["ignore", "pipe", "pipe", "ipc"] })
      : spawn(process.execPath, [zoeBundle(), "start"], { cwd: REPO, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    const keep = (d: Buffer) => {
      out = (out + d.toString("utf8")).slice(-4000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    const waiting = new Map<number, () => void>();
    child.on("message", (m: { type: string; at: number }) => {
      if (m.type === "stepped") waiting.get(m.at)?.();
    });
    const step = (at: number) =>
      new Promise<void>((resolve, reject) => {
        if (!sim) return reject(new Error("step needs a simulated cluster"));
        if (child.exitCode !== null || child.signalCode !== null) return reject(new Error(`zoe-${i + 1} is not running: ${out}`));
        const gone = () => reject(new Error(`zoe-${i + 1} exited during a step: ${out}`));
        child.once("exit", gone);
        waiting.set(at, () => {
          waiting.delete(at);
          child.off("exit", gone);
          resolve();
        });
        child.send({ type: "step", at });
      });
    const cutTelegram = () => {
      if (!links[i]) throw new Error("cutTelegram needs a simulated cluster");
      links[i].hold();
    };
    const telegramTraffic = () => {
      if (!links[i]) throw new Error("telegramTraffic needs a simulated cluster");
      return links[i].traffic();
    };
    return { name: `zoe-${i + 1}`, port, child, output: () => out, step, cutTelegram, telegramTraffic };
  };
  const instances: ClusterInstance[] = ports.map((port, i) => spawnOne(port, i, sim));
  const deadline = Date.now() + (opts.startTimeoutMs ?? 60_000);
  try {
    await Promise.all(instances.map((inst) => waitHealthy(inst, deadline)));
  } catch (err) {
    for (const inst of instances) inst.child.kill("SIGKILL");
    await proxy.close();
    await Promise.all(links.map((l) => l.close()));
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
    async add(simulatedAt) {
      if (sim && !simulatedAt) throw new Error("an instance added to a simulated cluster needs its start time");
      const port = await freePort();
      if (sim) await newLink();
      const inst = spawnOne(port, instances.length, simulatedAt);
      instances.push(inst);
      try {
        await waitHealthy(inst, Date.now() + (opts.startTimeoutMs ?? 60_000));
      } catch (err) {
        inst.child.kill("SIGKILL");
        throw err;
      }
      backends.push(`http://127.0.0.1:${port}`);
      return inst;
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
      await Promise.all(links.map((l) => l.close()));
    },
  };
}

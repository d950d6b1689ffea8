/**
 * Resident memory of the bot after 10,000 owners' messages: ZOE runs in a child process (so the
 * figure is ZOE's alone, not the emulator's), on Telegram through grammY against telegram-test-api
 * and the real model client against an instant fake; 50 owners write, each waiting for the reply.
 * Must never: leave the child running.
 */
import { fork, spawn, type ChildProcess } from "node:child_process";
import { promises as fs, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startFakeAnthropic } from "../bot/src/zoe/test-support/fake-anthropic.ts";
import { startTelegramEmulator } from "../bot/src/zoe/test-support/telegram-emulator.ts";
import { until } from "../bot/src/zoe/test-support/until.ts";
import type { Figure } from "./stats.ts";

type Usage = { rss: number; heapUsed: number; heapTotal: number; external: number };
type ChildMessage = { ready?: boolean; usage?: Usage };

const MB = 1024 * 1024;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function memoryBench(opts: { messages: number; owners: number }): Promise<Figure[]> {
  const emu = await startTelegramEmulator();
  const fake = await startFakeAnthropic({ handler: () => ({ kind: "tool", name: "respond", input: { reply: "ok" } }) });
  const ids = Array.from({ length: opts.owners }, (_, i) => 7000 + i);
  const child = fork(path.join(ROOT, "bench", "memory-child.ts"), [], {
    cwd: ROOT,
    execArgv: ["--import", "tsx"],
    env: {
      ...process.env,
      BENCH_TOKEN: emu.token,
      BENCH_API_ROOT: emu.apiRoot,
      BENCH_OWNERS: ids.join(","),
      BENCH_MODEL_KEY: `bench-${"k".repeat(32)}`,
      BENCH_MODEL_URL: fake.url,
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const inbox: ChildMessage[] = [];
  const waiters: Array<(m: ChildMessage) => void> = [];
  child.on("message", (m: ChildMessage) => {
    const w = waiters.shift();
    if (w) w(m);
    else inbox.push(m);
  });
  const next = () =>
    new Promise<ChildMessage>((resolve, reject) => {
      const m = inbox.shift();
      if (m) return resolve(m);
      waiters.push(resolve);
      child.once("exit", (code) => reject(new Error(`the bot process exited (${code})`)));
    });
  try {
    const ready = await next();
    const per = Math.ceil(opts.messages / opts.owners);
    const t0 = performance.now();
    await Promise.all(
      ids.map(async (id) => {
        const user = emu.client(id);
        for (let i = 0; i < per; i++) {
          await user.send(`Message ${i}: still on the launch checklist, then the review with the team.`);
          await user.waitForMessages(i + 1, 120_000);
        }
      }),
    );
    const sec = (performance.now() - t0) / 1000;
    child.send({ cmd: "usage" });
    const after = (await next()).usage!;
    const total = per * opts.owners;
    return [
      {
        bench: "memory",
        metric: `tsx (before): resident after ${total.toLocaleString("en")} messages`,
        value: after.rss / MB,
        unit: "MB",
        note: `through tsx (before: the old npm start), after a full GC; at start ${(ready.usage!.rss / MB).toFixed(0)} MB; heap used ${(after.heapUsed / MB).toFixed(0)} MB after a full GC; ${opts.owners} owners, ${(total / sec).toFixed(0)} msg/s`,
      },
      {
        bench: "memory",
        metric: `growth over ${total.toLocaleString("en")} messages`,
        value: (after.rss - ready.usage!.rss) / MB,
        unit: "MB",
        note: `heap used ${(ready.usage!.heapUsed / MB).toFixed(0)} -> ${(after.heapUsed / MB).toFixed(0)} MB`,
      },
    ];
  } finally {
    child.send({ cmd: "stop" });
    await new Promise<void>((resolve) => {
      const kill = setTimeout(() => child.kill("SIGKILL"), 20_000);
      child.once("exit", () => {
        clearTimeout(kill);
        resolve();
      });
      if (child.exitCode !== null) resolve();
    });
    await fake.close();
    await emu.close();
  }
}

/**
 * What `npm start` runs, read from package.json's start script ("node [flags] <entry> start"),
 * so the figures are those of the process an owner starts (npm itself runs it as a child and
 * only waits for it: its own memory is not ZOE's).
 */
function npmStartArgs(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts?: { start?: string } };
  const words = (pkg.scripts?.start ?? "").trim().split(/\s+/);
  if (words[0] !== "node" || words.length < 3) throw new Error(`package.json's start script is not "node <entry> start": ${pkg.scripts?.start}`);
  return words.slice(1).map((w) => (w.startsWith("-") || !w.includes("/") ? w : path.join(ROOT, w)));
}
const TSX_ENTRY = path.join(ROOT, "bin", "zoe.js");

/** Resident memory of a process, from /proc (Linux), in bytes. */
async function rssOf(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8");
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  if (!kb) throw new Error("no VmRSS in /proc status");
  return Number(kb[1]) * 1024;
}

/** `args`: node's arguments (flags, the entry, the command), as `npm start` gives them. */
function spawnZoe(args: readonly string[], env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [...args], {
    cwd: os.tmpdir(), // no .env here
    env: { PATH: process.env.PATH ?? "", HOME: os.tmpdir(), ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  return { child, output: () => out };
}

/** Start-up is timed to the banner: look for it often. */
const waitFor = (cond: () => boolean, what: string) => until(cond, what, { timeoutMs: 60_000, everyMs: 2 });

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const kill = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(kill);
}

/**
 * Start to banner: the process started as an owner starts it, in the terminal, until the banner
 * is printed; the compiled `npm start` next to the same command through tsx (the code before).
 */
export async function startBench(runs: number): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const [label, args, target] of [
    ["npm start (compiled JavaScript)", npmStartArgs(), true],
    ["through tsx (before: the old npm start)", [TSX_ENTRY, "start"], false],
  ] as const) {
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const home = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-bench-start-"));
      const t0 = performance.now();
      const z = spawnZoe(args, { ZOE_HOME: home, ZOE_TZ: "Europe/Berlin" });
      try {
        await waitFor(() => z.output().includes("ZOE is running"), "the banner");
        samples.push(performance.now() - t0);
      } finally {
        z.child.stdin!.end();
        await stopChild(z.child);
        await fs.rm(home, { recursive: true, force: true });
      }
    }
    samples.sort((a, b) => a - b);
    figures.push({
      bench: "start",
      metric: `start to banner, ${label}, median`,
      value: samples[Math.floor(samples.length / 2)]!,
      unit: "ms",
      ...(target ? { target: { op: "<" as const, value: 1500 } } : {}),
      note: `${runs} starts in the terminal, offline`,
    });
  }
  return figures;
}

/**
 * Resident memory of the default `npm start` (the compiled JavaScript, a process of its own) on
 * Telegram after `messages` owner messages, read from /proc: what an owner's `top` shows.
 */
export async function npmStartMemoryBench(opts: { messages: number; owners: number }): Promise<Figure[]> {
  const emu = await startTelegramEmulator();
  const fake = await startFakeAnthropic({ handler: () => ({ kind: "tool", name: "respond", input: { reply: "ok" } }) });
  const ids = Array.from({ length: opts.owners }, (_, i) => 7000 + i);
  const home = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-bench-npmstart-"));
  const z = spawnZoe(npmStartArgs(), {
    TELEGRAM_BOT_TOKEN: emu.token,
    TELEGRAM_API_ROOT: emu.apiRoot,
    ZOE_OWNER_IDS: ids.join(","),
    ANTHROPIC_API_KEY: `bench-${"k".repeat(32)}`,
    ANTHROPIC_BASE_URL: fake.url,
    ZOE_HOME: home,
    ZOE_TZ: "Europe/Berlin",
    LOG_LEVEL: "info",
  });
  try {
    await waitFor(() => z.output().includes("ZOE is running"), "the compiled ZOE to start");
    const atStart = await rssOf(z.child.pid!);
    const per = Math.ceil(opts.messages / opts.owners);
    const t0 = performance.now();
    await Promise.all(
      ids.map(async (id) => {
        const user = emu.client(id);
        for (let i = 0; i < per; i++) {
          await user.send(`Message ${i}: still on the launch checklist, then the review with the team.`);
          await user.waitForMessages(i + 1, 120_000);
        }
      }),
    );
    const sec = (performance.now() - t0) / 1000;
    const after = await rssOf(z.child.pid!);
    const total = per * opts.owners;
    return [
      {
        bench: "memory",
        metric: `npm start (compiled): resident after ${total.toLocaleString("en")} messages`,
        value: after / MB,
        unit: "MB",
        target: { op: "<", value: 120 },
        note: `from /proc, no forced GC; at start ${(atStart / MB).toFixed(0)} MB; ${opts.owners} owners, ${(total / sec).toFixed(0)} msg/s`,
      },
    ];
  } finally {
    await stopChild(z.child);
    await fake.close();
    await emu.close();
    await fs.rm(home, { recursive: true, force: true });
  }
}

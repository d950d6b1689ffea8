/**
 * Resident memory of the bot after 10,000 owners' messages: ZOE runs in a child process (so the
 * figure is ZOE's alone, not the emulator's), on Telegram through grammY against telegram-test-api
 * and the real model client against an instant fake; 50 owners write, each waiting for the reply.
 * Must never: leave the child running.
 */
import { fork } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startFakeAnthropic } from "../bot/src/zoe/__tests__/helpers/fake-anthropic.ts";
import { startTelegramEmulator } from "../bot/src/zoe/__tests__/helpers/telegram-emulator.ts";
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
        metric: `resident after ${total.toLocaleString("en")} messages`,
        value: after.rss / MB,
        unit: "MB",
        target: { op: "<", value: 150 },
        note: `at start ${(ready.usage!.rss / MB).toFixed(0)} MB; heap used ${(after.heapUsed / MB).toFixed(0)} MB after a full GC; ${opts.owners} owners, ${(total / sec).toFixed(0)} msg/s`,
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

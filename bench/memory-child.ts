/**
 * The bot process of the memory benchmark: ZOE on Telegram (grammY against the parent's emulator,
 * the real model client against the parent's fake), alone in its process so its resident memory
 * is ZOE's own. Reports `process.memoryUsage()` (after a full GC) over IPC when asked.
 * Must never: run outside the benchmark (it reads its wiring from the environment the parent sets).
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { loadConfig } from "../bot/src/zoe/shell/config.ts";
import { silentLogger } from "../bot/src/zoe/base/log.ts";
import { startZoe } from "../bot/src/zoe/shell/runtime.ts";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

const home = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-bench-mem-"));
const env = process.env;
const config = loadConfig({
  TELEGRAM_BOT_TOKEN: env.BENCH_TOKEN,
  TELEGRAM_API_ROOT: env.BENCH_API_ROOT,
  ZOE_OWNER_IDS: env.BENCH_OWNERS,
  ANTHROPIC_API_KEY: env.BENCH_MODEL_KEY,
  ANTHROPIC_BASE_URL: env.BENCH_MODEL_URL,
  ZOE_HOME: home,
  ZOE_TZ: "Europe/Berlin",
  LOG_LEVEL: "silent",
});
const zoe = await startZoe({ config, logger: silentLogger, autoSchedule: false, pollingTimeoutSec: 1 });

const usage = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external };
};

process.on("message", (msg: { cmd: string }) => {
  if (msg.cmd === "usage") process.send?.({ usage: usage() });
  if (msg.cmd === "stop") {
    void zoe
      .stop()
      .then(() => fs.rm(home, { recursive: true, force: true }))
      .then(() => process.exit(0));
  }
});
process.send?.({ ready: true, usage: usage() });

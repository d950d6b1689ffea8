/**
 * Benchmarks through the real Telegram stack: ZOE with grammY (runner, auto-retry, dedupe) against
 * telegram-test-api on loopback, and the real model client against a fake Messages API that
 * answers at once. Measures the reply overhead of one owner's message (from the owner's send until
 * ZOE's sendMessage is answered by the emulator) and the messages per second with 50 owners
 * writing at once (each waits for the reply before writing again).
 * Must never: talk to anything but 127.0.0.1.
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFakeAnthropic, type FakeAnthropic } from "../bot/src/zoe/test-support/fake-anthropic.ts";
import { startTelegramEmulator, type Emulator } from "../bot/src/zoe/test-support/telegram-emulator.ts";
import { createTelegramChannel } from "../bot/src/zoe/channels/telegram/index.ts";
import { systemClock } from "../bot/src/zoe/base/clock.ts";
import { loadConfig, type Config } from "../bot/src/zoe/shell/config.ts";
import { createModelClient, type ModelClient } from "../bot/src/zoe/model/client.ts";
import { silentLogger } from "../bot/src/zoe/base/log.ts";
import { startZoe, type Running } from "../bot/src/zoe/shell/runtime.ts";
import { openStorage } from "../bot/src/zoe/storage/index.ts";
import { summary, type Figure } from "./stats.ts";

export interface TelegramBenchOptions {
  /** Messages timed one after another (after a warm-up). */
  messages: number;
  /** Owners writing at once, and messages each. */
  owners: number;
  perOwner: number;
}

/** Instants (performance.now) of each update reaching ZOE and each sendMessage leaving it. */
interface Marks {
  handlerStart: number[];
  sendStart: number[];
  /** Time spent inside model calls since the marks were cleared (ms). */
  modelMs: number[];
}

interface Rig {
  emu: Emulator;
  marks: Marks;
  fake: FakeAnthropic;
  zoe: Running;
  home: string;
  /** Resolves when ZOE's next sendMessage to `chatId` has been answered. */
  nextReply(chatId: string): Promise<void>;
  close(): Promise<void>;
}

/** A fake key of the right shape, built at run time. */
const fakeKey = () => `bench-${"k".repeat(32)}`;

async function rig(ownerIds: number[]): Promise<Rig> {
  const emu = await startTelegramEmulator();
  // An instant model: every concierge turn answers "ok" through the respond tool.
  const fake = await startFakeAnthropic({ handler: () => ({ kind: "tool", name: "respond", input: { reply: "ok" } }) });
  const home = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-bench-tg-"));
  const config = loadConfig({
    TELEGRAM_BOT_TOKEN: emu.token,
    TELEGRAM_API_ROOT: emu.apiRoot,
    ZOE_OWNER_IDS: ownerIds.join(","),
    ANTHROPIC_API_KEY: fakeKey(),
    ANTHROPIC_BASE_URL: fake.url,
    ZOE_HOME: home,
    ZOE_TZ: "Europe/Berlin",
    LOG_LEVEL: "silent",
  });
  const storage = openStorage({ kind: "files", home, logger: silentLogger });
  const channel = createTelegramChannel({
    token: emu.token,
    apiRoot: emu.apiRoot,
    state: storage.shared,
    logger: silentLogger,
    clock: systemClock,
    commands: [],
    pollingTimeoutSec: 1,
  });
  const waiting = new Map<string, Array<() => void>>();
  const marks: Marks = { handlerStart: [], sendStart: [], modelMs: [] };
  channel.bot.api.config.use(async (prev, method, payload, signal) => {
    if (method === "sendMessage") marks.sendStart.push(performance.now());
    const res = await prev(method, payload, signal);
    if (method === "sendMessage") {
      const chat = String((payload as { chat_id?: unknown }).chat_id);
      waiting.get(chat)?.shift()?.();
    }
    return res;
  });
  // Note when grammY hands an update to ZOE, to split the overhead into delivery, ZOE, and sending.
  const start = channel.start.bind(channel);
  channel.start = (handler) =>
    start(async (event, convo) => {
      marks.handlerStart.push(performance.now());
      await handler(event, convo);
    });
  const zoe = await startZoe({ config, logger: silentLogger, channels: [channel], storage, model: timedModel(config, marks), autoSchedule: false });
  return {
    emu,
    marks,
    fake,
    zoe,
    home,
    nextReply: (chatId) =>
      new Promise<void>((resolve) => {
        const q = waiting.get(chatId) ?? [];
        q.push(resolve);
        waiting.set(chatId, q);
      }),
    async close() {
      await zoe.stop();
      await fake.close();
      await emu.close();
      await fs.rm(home, { recursive: true, force: true });
    },
  };
}

/** The real model client (to the loopback fake), noting how long each call takes. */
function timedModel(config: Config, marks: Marks): ModelClient {
  const inner = createModelClient({
    apiKey: config.model.apiKey!,
    baseURL: config.model.baseURL,
    models: { main: config.model.main, gate: config.model.gate },
    logger: silentLogger,
    clock: systemClock,
  });
  return {
    models: inner.models,
    async call(req) {
      const t0 = performance.now();
      try {
        return await inner.call(req);
      } finally {
        marks.modelMs.push(performance.now() - t0);
      }
    },
  };
}

/** Reply overhead (median, p99) and messages per second with many owners. */
export async function telegramBench(opts: TelegramBenchOptions): Promise<Figure[]> {
  const figures: Figure[] = [];
  {
    const owner = 4242;
    const r = await rig([owner]);
    try {
      const user = r.emu.client(owner);
      const samples: number[] = [];
      const parts = { delivery: [] as number[], zoe: [] as number[], send: [] as number[], own: [] as number[] };
      const warmup = Math.min(20, Math.ceil(opts.messages / 5));
      for (let i = 0; i < warmup + opts.messages; i++) {
        const replied = r.nextReply(String(owner));
        r.marks.handlerStart.length = 0;
        r.marks.sendStart.length = 0;
        r.marks.modelMs.length = 0;
        const t0 = performance.now();
        await user.send(`How is the week looking? (${i})`);
        await replied;
        const t3 = performance.now();
        if (i < warmup) continue;
        samples.push(t3 - t0);
        const t1 = r.marks.handlerStart[0];
        const t2 = r.marks.sendStart[r.marks.sendStart.length - 1];
        if (t1 !== undefined && t2 !== undefined) {
          parts.delivery.push(t1 - t0);
          parts.zoe.push(t2 - t1);
          parts.own.push(t2 - t1 - r.marks.modelMs.reduce((a, b) => a + b, 0));
          parts.send.push(t3 - t2);
        }
      }
      const s = summary(samples);
      const med = (xs: number[]) => summary(xs).median.toFixed(1);
      const note = `${s.n} messages one after another, store on ${os.tmpdir()}; median split: emulator to ZOE ${med(parts.delivery)} ms, ZOE incl. model client ${med(parts.zoe)} ms, sendMessage ${med(parts.send)} ms`;
      figures.push({ bench: "reply overhead", metric: "median", value: s.median, unit: "ms", target: { op: "<", value: 15 }, note });
      figures.push({ bench: "reply overhead", metric: "p99", value: s.p99, unit: "ms" });
      figures.push({ bench: "reply overhead", metric: "ZOE's share incl. the model call, median", value: summary(parts.zoe).median, unit: "ms", note: "zoe.handle: memory and turn files, prompt, model call to the loopback fake" });
      figures.push({ bench: "reply overhead", metric: "ZOE's own share (update in to reply out, model excluded), median", value: summary(parts.own).median, unit: "ms", target: { op: "<", value: 5 }, note: "the same, minus the time inside the model client's calls" });
    } finally {
      await r.close();
    }
  }
  {
    const ids = Array.from({ length: opts.owners }, (_, i) => 5000 + i);
    const r = await rig(ids);
    try {
      const writer = async (id: number) => {
        const user = r.emu.client(id);
        for (let i = 0; i < opts.perOwner; i++) {
          const replied = r.nextReply(String(id));
          await user.send(`Note ${i} from ${id}`);
          await replied;
        }
      };
      await Promise.all(ids.slice(0, 5).map(async (id) => {
        const replied = r.nextReply(String(id));
        await r.emu.client(id).send("warm-up");
        await replied;
      }));
      const t0 = performance.now();
      await Promise.all(ids.map(writer));
      const sec = (performance.now() - t0) / 1000;
      figures.push({
        bench: "throughput",
        metric: `${opts.owners} owners at once`,
        value: (opts.owners * opts.perOwner) / sec,
        unit: "msg/s",
        note: `${opts.owners} owners x ${opts.perOwner} messages, each owner waits for the reply before writing again`,
      });
    } finally {
      await r.close();
    }
  }
  return figures;
}

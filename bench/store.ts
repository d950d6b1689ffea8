/**
 * Benchmarks of the hot path over a large threads store: one reasoning tick's time with 100,
 * 1,000 and 10,000 open threads (a tick with nothing to say, and a tick that pushes, which
 * rewrites the thread file to record the follow-up), and one thread operation's time (open,
 * update, snooze, resolve through the concierge's `applyThreadOps`, one store transaction each)
 * with 1,000 live threads, 10,000 stored threads of which 200 are live (years of use: the closed
 * ones in the archive), and 10,000 live threads. The store is the files backend on the system's
 * temporary folder, like a real ZOE_HOME on disk; models are scripted (instant).
 * Only APIs that predate the storage port are used to set a store up, so the same file measures
 * the code before it (docs/performance.md's before/after table).
 * Must never: count set-up (writing the initial store) in a timed figure.
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DAY, HOUR, ManualClock } from "../bot/src/zoe/base/clock.ts";
import { loadConfig } from "../bot/src/zoe/shell/config.ts";
import { CaptureChannel } from "../bot/src/zoe/test-support/capture-channel.ts";
import { ScriptedModel } from "../bot/src/zoe/test-support/scripted-model.ts";
import { silentLogger } from "../bot/src/zoe/base/log.ts";
import type { ThreadOp } from "../bot/src/zoe/model/respond.ts";
import { buildZoe, type Built } from "../bot/src/zoe/shell/runtime.ts";
import { newThread, type Thread } from "../bot/src/zoe/threads/store.ts";
import { summary, type Figure } from "./stats.ts";

const OWNER = "1000";
const START = "2026-06-01T10:05:00+02:00";

/** `n` open threads: `dueShare` of them overdue, the rest due over the next 30 days. */
export function makeThreads(n: number, now: Date, dueShare: number): Thread[] {
  const out: Thread[] = [];
  const due = Math.round(n * dueShare);
  for (let i = 0; i < n; i++) {
    const dueAt = i < due ? now.getTime() - (1 + (i % 48)) * HOUR : now.getTime() + (1 + (i % 30)) * DAY;
    out.push(
      newThread({
        id: `th-${i.toString(36).padStart(5, "0")}`,
        summary: `bench commitment number ${i}: send the weekly numbers to team ${i % 17}`,
        createdAt: new Date(now.getTime() - 3 * DAY),
        dueAt: new Date(dueAt),
        duePhrase: "bench",
      }),
    );
  }
  return out;
}

async function zoeWith(threads: number, dueShare: number, closed = 0): Promise<{ built: Built; clock: ManualClock; home: string }> {
  const home = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-bench-store-"));
  const clock = new ManualClock(START);
  const built = buildZoe({
    config: loadConfig({ ZOE_HOME: home, ZOE_TZ: "Europe/Berlin", LOG_LEVEL: "silent" }),
    logger: silentLogger,
    clock,
    model: new ScriptedModel("approve"),
    ownerIds: [OWNER],
  });
  built.zoe.attach(new CaptureChannel({ clock }));
  const list = makeThreads(threads + closed, clock.now(), dueShare);
  // The first `closed` of them were settled long ago (alternately done and dropped).
  for (const t of list.slice(0, closed)) t.status = t.id.charCodeAt(t.id.length - 1) % 2 ? "done" : "dropped";
  await built.zoe.owner(OWNER).threads.transact((ts) => void ts.push(...list));
  return { built, clock, home };
}

/** Median and p99 of one tick, with nothing to say and with a push, per store size. */
export async function tickBench(sizes: number[], ticks: number): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const n of sizes) {
    for (const mode of ["silent", "push"] as const) {
      // Enough overdue threads that every tick has a fresh one to follow up.
      const { built, clock, home } = await zoeWith(n, mode === "push" ? Math.max(0.05, (2 * ticks) / n) : 0);
      try {
        const owner = built.zoe.owner(OWNER);
        const samples: number[] = [];
        let pushed = 0;
        await built.tick.run(OWNER, clock.now()); // warm the caches the way a running ZOE has them
        for (let i = 0; i < ticks; i++) {
          clock.advance(HOUR / 2); // 20 ticks from 10:35 stay inside active hours
          const t0 = performance.now();
          const r = await built.tick.run(OWNER, clock.now());
          const ms = performance.now() - t0;
          // The owner reads every push (untimed), so the self-throttle never raises the bar.
          await owner.pushes.markAnswered(() => true, clock.now(), "bench");
          if (mode === "silent" || r.push) samples.push(ms);
          if (r.push) pushed++;
        }
        const s = summary(samples);
        const label = mode === "silent" ? "nothing to say" : "pushes a follow-up";
        figures.push({
          bench: "tick",
          metric: `${n.toLocaleString("en")} threads, ${label}, median`,
          value: s.median,
          unit: "ms",
          ...(n === 10_000 && mode === "push" ? { target: { op: "<" as const, value: 25 } } : {}),
          note: `${ticks} ticks, ${pushed} pushed${mode === "push" ? " (timed: the ticks that pushed)" : ""}; p99 ${s.p99.toFixed(1)} ms`,
        });
      } finally {
        await fs.rm(home, { recursive: true, force: true });
      }
    }
  }
  return figures;
}

/** One store shape for the thread-operation benchmark. */
export interface StoreShape {
  live: number;
  closed: number;
  /** The target for the median, in ms. */
  target?: number;
}

export const THREAD_OP_SHAPES: StoreShape[] = [
  { live: 1_000, closed: 0 },
  { live: 200, closed: 9_800, target: 3 },
  { live: 10_000, closed: 0, target: 15 },
];

const shapeLabel = (s: StoreShape) =>
  s.closed ? `${(s.live + s.closed).toLocaleString("en")} stored, ${s.live.toLocaleString("en")} live` : `${s.live.toLocaleString("en")} live threads`;

/** Median and p99 of one thread operation through the concierge, per store shape. */
export async function threadOpBench(shapes: StoreShape[], ops: number): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const shape of shapes) {
    const { built, clock, home } = await zoeWith(shape.live, 0.05, shape.closed);
    try {
      const owner = built.zoe.owner(OWNER);
      const live = (await owner.threads.live()).map((t) => t.id);
      const samples: number[] = [];
      for (let i = 0; i < ops; i++) {
        clock.advance(60_000);
        const id = live[(i * 7919) % live.length]!;
        const kinds: ThreadOp[] = [
          { op: "open", summary: `a new bench commitment ${i}`, due: "tomorrow" },
          { op: "update", id, due: "friday" },
          { op: "snooze", id, until: "monday" },
          { op: "resolve", id },
        ];
        const op = kinds[i % kinds.length]!;
        const t0 = performance.now();
        await built.concierge.applyThreadOps(owner, [op], null);
        samples.push(performance.now() - t0);
      }
      const s = summary(samples);
      figures.push({
        bench: "thread op",
        metric: `${shapeLabel(shape)}, median`,
        value: s.median,
        unit: "ms",
        ...(shape.target ? { target: { op: "<" as const, value: shape.target } } : {}),
        note: `${ops} ops (open, update, snooze, resolve), one transaction each; p99 ${s.p99.toFixed(1)} ms`,
      });
    } finally {
      await fs.rm(home, { recursive: true, force: true });
    }
  }
  return figures;
}

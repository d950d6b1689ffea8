/**
 * A separate process that writes to one owner's ThreadStore, for the multi-process fault tests
 * (run as `node --import tsx threads-worker.ts <mode> <dir> <name> [count]`).
 *   ops:  `count` transactions, each opening "<name> task i" and moving the due time of the
 *         thread it opened the transaction before; prints "done" at the end.
 *   loop: open threads as fast as it can until killed; prints one "c" line per commit.
 * Must never: write anywhere but the directory it is given.
 */
import { silentLogger } from "../base/log.ts";
import { applyThreadOps } from "../threads/transitions.ts";
import type { ThreadOp } from "../model/respond.ts";
import { ThreadStore } from "../threads/store.ts";
import { FilesSpace } from "../storage/files.ts";

const [mode, dir, name, countArg] = process.argv.slice(2);
if (!mode || !dir || !name) {
  process.stderr.write("usage: threads-worker.ts <ops|loop> <dir> <name> [count]\n");
  process.exit(2);
}

const store = new ThreadStore(new FilesSpace(dir, silentLogger, (n) => void process.stderr.write(`recovered: ${n.reason}\n`)));
const ctx = (i: number) => ({
  now: new Date(Date.UTC(2026, 5, 3, 8, 0, 0) + i * 1000),
  timeZone: "Europe/Berlin",
  activeHours: { start: "08:00", end: "22:00" },
  sourceTurn: `${name}-${i}`,
});

async function ops(count: number): Promise<void> {
  let previous: string | null = null;
  for (let i = 0; i < count; i++) {
    const batch: ThreadOp[] = [{ op: "open", summary: `${name} task ${i}`, due: "tomorrow" }];
    if (previous) batch.push({ op: "update", id: previous, due: "in 3 days" });
    const out = await store.transact((threads) => applyThreadOps(threads, batch, ctx(i)));
    if (!out.every((o) => o.ok) || out[0]?.transition !== "opened") throw new Error(`op ${i} failed: ${out.map((o) => o.message).join("; ")}`);
    previous = out[0].thread!.id;
  }
  process.stdout.write("done\n");
}

async function loop(): Promise<void> {
  // A bulky summary makes each write take long enough to be killed in the middle of one.
  const filler = "x".repeat(150);
  for (let i = 0; ; i++) {
    await store.transact((threads) => applyThreadOps(threads, [{ op: "open", summary: `${name} ${i} ${filler}` }], ctx(i)));
    process.stdout.write("c\n");
  }
}

if (mode === "ops") await ops(Number(countArg ?? "500"));
else if (mode === "loop") await loop();
else {
  process.stderr.write(`unknown mode ${mode}\n`);
  process.exit(2);
}

/**
 * The replay benchmark's target figure is the first replay of a fresh process: a child process
 * replays the project scenarios once and reports what it timed. These pin that the child really
 * replays every project scenario, and that a child that fails is reported, never read as a figure.
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freshReplay } from "../../../../../bench/replay.ts";
import { DAY } from "../../base/clock.ts";
import { DEFAULT_SCENARIOS } from "../cli.ts";
import { loadScenarioDir } from "../scenario.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
});

async function script(body: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "zoe-fresh-replay-"));
  dirs.push(dir);
  const file = path.join(dir, "child.ts");
  await fs.writeFile(file, body);
  return file;
}

describe("the first replay of a fresh process (bench/replay-child.ts)", () => {
  it("replays every project scenario once and reports their simulated days and the time it took", async () => {
    const { scenarios } = await loadScenarioDir(DEFAULT_SCENARIOS);
    const days = scenarios.reduce((s, x) => s + (x.end - x.start) / DAY, 0);
    const r = await freshReplay();
    expect(r.days).toBeCloseTo(days, 6);
    expect(r.sec).toBeGreaterThan(0);
    // Every scenario replayed in one child: about 12 s on an idle machine, several times that beside the e2e tier.
  }, 150_000);

  it("a replay process that fails is reported with its exit code and its error, not as a figure", async () => {
    const file = await script(`throw new Error("scenario folder unreadable");\n`);
    await expect(freshReplay(file)).rejects.toThrow(/exited with 1: .*scenario folder unreadable/s);
  }, 30_000);

  it("a replay process that ends without a result line is reported", async () => {
    const file = await script(`process.stdout.write("warming up\\n");\n`);
    await expect(freshReplay(file)).rejects.toThrow(/printed no result: "warming up"/);
  }, 30_000);

  it("a result that is not a positive time is refused", async () => {
    const file = await script(`process.stdout.write(JSON.stringify({ days: 10, sec: 0 }) + "\\n");\n`);
    await expect(freshReplay(file)).rejects.toThrow(/printed no result/);
  }, 30_000);
});

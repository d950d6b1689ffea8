/**
 * /metrics carries every figure issue #17 names, fed by the real code paths (not only declared):
 * pushes by kind, gate decisions and the silence rate from a replayed week of reasoning ticks,
 * scheduled jobs and their lag from the scheduler, and the Bonfire queue depth from the retry
 * queue while Bonfire is down and after it is back. (Updates handled, replies and model calls
 * through grammY and the model client: webhook.e2e.test.ts.)
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { HOUR, ManualClock } from "../../base/clock.ts";
import { Concierge } from "../../conversation/concierge.ts";
import { DEFAULT_SCENARIOS } from "../../eval/cli.ts";
import { runScenario } from "../../eval/harness.ts";
import { loadScenarioDir } from "../../eval/scenario.ts";
import { BonfireClient } from "../../memory/bonfire.ts";
import { silentLogger } from "../../base/log.ts";
import { createPrometheusExporter, type PrometheusExporter } from "../prometheus.ts";
import { EpisodeQueue } from "../../memory/episodes.ts";
import { startFakeBonfire } from "../../test-support/fake-bonfire.ts";
import { filesOwners } from "../../test-support/storage.ts";

let exporter: PrometheusExporter | null = null;
afterEach(() => {
  exporter?.close();
  exporter = null;
});

/** One sample's value from the exposition, or undefined. */
async function sample(name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  const all = await exporter!.registry.getMetricsAsJSON();
  for (const m of all) {
    for (const v of m.values as Array<{ metricName?: string; labels: Record<string, string | number>; value: number }>) {
      const n = v.metricName ?? m.name;
      if (n === name && Object.entries(labels).every(([k, x]) => String(v.labels[k]) === x)) return v.value;
    }
  }
  return undefined;
}

describe("/metrics from the real code paths", () => {
  it("a replayed stretch of days: pushes by kind, gate decisions, silence rate, jobs and their lag", async () => {
    exporter = createPrometheusExporter({ defaults: false });
    const { scenarios } = await loadScenarioDir(DEFAULT_SCENARIOS);
    const r = await runScenario(scenarios.find((s) => s.name === "two-week-sprint")!, { backend: "memory" });
    const byKind = new Map<string, number>();
    for (const p of [...r.pushes, ...r.briefs, ...r.other]) byKind.set(p.kind, (byKind.get(p.kind) ?? 0) + 1);
    expect(byKind.size).toBeGreaterThan(1);
    for (const [kind, n] of byKind) expect(await sample("zoe_pushes_total", { kind })).toBe(n);
    // Every wake-up of the tick is a decision; the silent share is the silence rate.
    const pushed = (await sample("zoe_gate_decisions_total", { outcome: "pushed" })) ?? 0;
    expect(pushed).toBeGreaterThan(0);
    expect(r.wake.wakeups).toBeGreaterThan(pushed);
    const rate = await sample("zoe_silence_rate");
    expect(rate).toBeCloseTo(r.wake.silent / r.wake.wakeups, 5);
    expect(rate).toBeGreaterThan(0.5);
    // The scheduler's runs and the lag from each slot's time to its run.
    expect(await sample("zoe_jobs_total", { job: "tick", outcome: "ok" })).toBeGreaterThan(24 * 7);
    expect(await sample("zoe_job_lag_seconds_count", { job: "tick" })).toBeGreaterThan(24 * 7);
    expect(await sample("zoe_job_lag_seconds_count", { job: "brief" })).toBeGreaterThan(7);
    const text = (await exporter.render()).body;
    expect(text).toMatch(/^zoe_job_lag_seconds_bucket\{le="0\.1",job="tick"\} \d+/m);
    // Nothing names an owner.
    expect(text).not.toMatch(/1000/);
  });

  it("the Bonfire queue depth: the episodes waiting while Bonfire is down, none once they went out", async () => {
    exporter = createPrometheusExporter({ defaults: false });
    const bonfire = await startFakeBonfire({ apiKey: ["bf", "test", "k".repeat(24)].join("-") });
    try {
      await bonfire.down("refused");
      const clock = new ManualClock("2026-06-04T08:00:00Z");
      const owners = filesOwners(mkdtempSync(path.join(os.tmpdir(), "zoe-metrics-bonfire-")));
      const client = new BonfireClient({ settings: { url: bonfire.url, apiKey: ["bf", "test", "k".repeat(24)].join("-"), bonfireId: "bf-metrics", pii: "block" }, logger: silentLogger });
      const memory = new EpisodeQueue({ client, owners, ownerIds: ["1001"], clock, logger: silentLogger, timeZone: "Europe/Berlin", random: () => 0.5 });
      const concierge = new Concierge({ model: null, clock, logger: silentLogger, timeZone: "Europe/Berlin", hooks: memory.hooks });
      const owner = owners.get("1001");
      for (const s of ["ship the onepager", "book the venue", "call the printer"]) await concierge.applyThreadOps(owner, [{ op: "open", summary: s }], null);
      await memory.idle();
      await memory.flush(clock.now());
      expect(await sample("zoe_bonfire_queue_depth")).toBe(3);
      await bonfire.up();
      clock.advance(HOUR);
      expect(await memory.flush(clock.now())).toMatchObject({ sent: 3, remaining: 0 });
      expect(await sample("zoe_bonfire_queue_depth")).toBe(0);
      await memory.close();
    } finally {
      await bonfire.close();
    }
  });
});

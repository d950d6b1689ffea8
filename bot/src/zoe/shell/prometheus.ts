/**
 * ZOE's Prometheus metrics (`GET /metrics`): listens to the core's telemetry events and keeps
 * prom-client instruments. One registry per exporter, so two ZOEs in one test process do not mix.
 * Metric names are an interface for operators' dashboards: rename only with a note in docs/operating.md (its list of metrics).
 * Must never: label by owner id or message text (cardinality and privacy).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { telemetry, type Labels, type TelemetrySink } from "../base/metrics.ts";

/** A running exporter: its text for /metrics, and `close` to stop listening. */
export interface PrometheusExporter {
  readonly registry: Registry;
  /** The exposition text and its content type. */
  render(): Promise<{ contentType: string; body: string }>;
  close(): void;
}

/** Gate outcomes that are not a push: the tick stayed silent. */
const SILENT_OUTCOMES = new Set(["silent", "held", "deferred", "declined", "failed"]);

/** Start listening to telemetry; `defaults` adds Node's process metrics (memory, event loop). */
export function createPrometheusExporter(opts: { defaults?: boolean } = {}): PrometheusExporter {
  const registry = new Registry();
  if (opts.defaults !== false) collectDefaultMetrics({ register: registry, prefix: "zoe_process_" });
  const updates = new Counter({ name: "zoe_updates_handled_total", help: "Telegram updates handled, by kind (text, button, skipped, duplicate)", labelNames: ["kind"], registers: [registry] });
  const replies = new Counter({ name: "zoe_replies_total", help: "Messages sent in answer to an owner's update", registers: [registry] });
  const pushes = new Counter({ name: "zoe_pushes_total", help: "Unsolicited messages sent, by kind", labelNames: ["kind"], registers: [registry] });
  const decisions = new Counter({ name: "zoe_gate_decisions_total", help: "Reasoning-tick decisions, by outcome", labelNames: ["outcome"], registers: [registry] });
  let ticks = 0;
  let silentTicks = 0;
  new Gauge({
    name: "zoe_silence_rate",
    help: "Share of reasoning ticks since start that did not push (0..1; NaN before the first tick)",
    registers: [registry],
    collect() {
      this.set(ticks === 0 ? Number.NaN : silentTicks / ticks);
    },
  });
  const modelCalls = new Counter({ name: "zoe_model_calls_total", help: "Model API calls, by purpose and outcome", labelNames: ["model", "outcome"], registers: [registry] });
  const modelLatency = new Histogram({
    name: "zoe_model_latency_seconds",
    help: "Model API call duration",
    labelNames: ["model"],
    buckets: [0.25, 0.5, 1, 2, 4, 8, 16, 32, 64],
    registers: [registry],
  });
  const queueDepth = new Map<string, number>();
  new Gauge({
    name: "zoe_bonfire_queue_depth",
    help: "Episodes waiting in the Bonfire retry queues of the owners this instance has seen",
    registers: [registry],
    collect() {
      let sum = 0;
      for (const v of queueDepth.values()) sum += v;
      this.set(sum);
    },
  });
  const jobLag = new Histogram({
    name: "zoe_job_lag_seconds",
    help: "Scheduled jobs: from the slot's time to the start of its run",
    labelNames: ["job"],
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
    registers: [registry],
  });
  const jobs = new Counter({ name: "zoe_jobs_total", help: "Scheduled job runs, by job and outcome", labelNames: ["job", "outcome"], registers: [registry] });
  const other = new Counter({ name: "zoe_events_total", help: "Other counted events, by name", labelNames: ["name"], registers: [registry] });

  const pick = (labels: Labels | undefined, key: string) => labels?.[key] ?? "unknown";
  const sink: TelemetrySink = {
    count(name, labels, by = 1) {
      switch (name) {
        case "updates_handled":
          return updates.inc({ kind: pick(labels, "kind") }, by);
        case "replies":
          return replies.inc(by);
        case "pushes":
          return pushes.inc({ kind: pick(labels, "kind") }, by);
        case "gate_decisions": {
          const outcome = pick(labels, "outcome");
          decisions.inc({ outcome }, by);
          if (labels?.tick !== "false") {
            ticks += by;
            if (SILENT_OUTCOMES.has(outcome)) silentTicks += by;
          }
          return;
        }
        case "model_calls":
          return modelCalls.inc({ model: pick(labels, "model"), outcome: pick(labels, "outcome") }, by);
        case "jobs":
          return jobs.inc({ job: pick(labels, "job"), outcome: pick(labels, "outcome") }, by);
        default:
          return other.inc({ name }, by);
      }
    },
    observe(name, value, labels) {
      if (name === "model_latency_seconds") modelLatency.observe({ model: pick(labels, "model") }, value);
      else if (name === "job_lag_seconds") jobLag.observe({ job: pick(labels, "job") }, Math.max(0, value));
    },
    level(name, key, value) {
      if (name === "bonfire_queue_depth") queueDepth.set(key, value);
    },
  };
  const stop = telemetry.listen(sink);
  return {
    registry,
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
    close: stop,
  };
}

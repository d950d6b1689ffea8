/**
 * Process-wide counters for things that must be visible when they happen often: dropped model
 * operations, malformed gate answers, blocked episodes. Read by `zoe status`, /stats and tests.
 * Must never: be the only record of an event that matters to the owner (those go to files).
 */
export class Counters {
  private readonly values = new Map<string, number>();

  inc(name: string, by = 1): number {
    const v = (this.values.get(name) ?? 0) + by;
    this.values.set(name, v);
    return v;
  }

  get(name: string): number {
    return this.values.get(name) ?? 0;
  }

  snapshot(): Record<string, number> {
    return Object.fromEntries(this.values);
  }
}

/** The counters of this process. */
export const counters = new Counters();

/** Labels of one observation (low cardinality only: kinds, outcomes, job names; never owner ids or text). */
export type Labels = Record<string, string>;

/**
 * What the operator's monitoring should see, as events the core emits without knowing who
 * listens: the shell turns them into Prometheus metrics (`/metrics`). With no listener they cost a
 * function call. Names are fixed (dashboards use them): see shell/prometheus.ts.
 */
export interface TelemetrySink {
  /** Something happened (`by` times). */
  count(name: string, labels?: Labels, by?: number): void;
  /** A measured value (seconds for durations). */
  observe(name: string, value: number, labels?: Labels): void;
  /** The current level of something per key (e.g. one owner's queue depth); the exporter sums keys. */
  level(name: string, key: string, value: number): void;
}

const sinks = new Set<TelemetrySink>();

/** The process's telemetry: forwards to every listener; a failing listener never hurts the caller. */
export const telemetry: TelemetrySink & { listen(sink: TelemetrySink): () => void } = {
  count(name, labels, by = 1) {
    for (const s of sinks) {
      try {
        s.count(name, labels, by);
      } catch {
        /* monitoring must never break the work it watches */
      }
    }
  },
  observe(name, value, labels) {
    for (const s of sinks) {
      try {
        s.observe(name, value, labels);
      } catch {
        /* as above */
      }
    }
  },
  level(name, key, value) {
    for (const s of sinks) {
      try {
        s.level(name, key, value);
      } catch {
        /* as above */
      }
    }
  },
  listen(sink) {
    sinks.add(sink);
    return () => sinks.delete(sink);
  },
};

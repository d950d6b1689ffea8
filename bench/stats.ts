/**
 * Small helpers for the benchmarks: percentiles, a wall-clock timer and figure formatting.
 * Benchmarks are the one place that reads the wall clock on purpose: they measure it.
 * Must never: be imported by ZOE itself.
 */

/** The q-quantile (0..1) of samples, nearest-rank. */
export function quantile(samples: number[], q: number): number {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

/** Median and p99 of samples. */
export function summary(samples: number[]): { median: number; p99: number; n: number } {
  return { median: quantile(samples, 0.5), p99: quantile(samples, 0.99), n: samples.length };
}

/** Milliseconds `fn` took, with its result. */
export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, value };
}

/** A figure for a table: 3 significant digits, no exponent. */
export function fmt(v: number): string {
  if (!Number.isFinite(v)) return "-";
  const a = Math.abs(v);
  return a >= 100 ? v.toFixed(0) : a >= 10 ? v.toFixed(1) : v.toFixed(2);
}

/** One benchmark figure, with its target when it has one. */
export interface Figure {
  bench: string;
  metric: string;
  value: number;
  unit: string;
  /** "<" a value is a ceiling, ">=" a floor. */
  target?: { op: "<" | ">="; value: number };
  note?: string;
}

/** Whether a figure meets its target (true when it has none). */
export function meets(f: Figure): boolean {
  if (!f.target) return true;
  return f.target.op === "<" ? f.value < f.target.value : f.value >= f.target.value;
}

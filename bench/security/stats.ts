/** Mean and nearest-rank percentiles of a sample of durations (milliseconds). */
export type Stats = { mean: number; median: number; p95: number; p99: number; max: number };

export function stats(values: readonly number[]): Stats {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length);
  return { mean, median: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

/**
 * The p-th percentile (0..100) of measured values by the nearest-rank method: the smallest value
 * with at least p % of the values at or below it. The values need not be sorted.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? NaN;
}

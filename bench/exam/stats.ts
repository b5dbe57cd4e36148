/** Order statistics of a sample (nearest-rank percentiles). */
export type Summary = {
  min: number;
  p10: number;
  median: number;
  mean: number;
  p90: number;
  max: number;
};

export function summarise(values: readonly number[]): Summary {
  if (values.length === 0) return { min: 0, p10: 0, median: 0, mean: 0, p90: 0, max: 0 };
  const sorted = [...values].sort((x, y) => x - y);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
  return {
    min: sorted[0] as number,
    p10: at(0.1),
    median: at(0.5),
    mean: sorted.reduce((sum, v) => sum + v, 0) / sorted.length,
    p90: at(0.9),
    max: sorted[sorted.length - 1] as number,
  };
}

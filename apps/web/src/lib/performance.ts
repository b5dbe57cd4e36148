/** docs/product.md §9: dashboard chip colour by performance (0..1). */
export function performanceChipColor(performance: number): 'success' | 'primary' | 'error' {
  if (performance >= 0.7) return 'success';
  if (performance >= 0.5) return 'primary';
  return 'error';
}

export type ScoreColor = 'success' | 'warning' | 'error';

/** docs/product.md §9: practice and trial scores (percent) green at 70 and above, amber from 50, else red. */
export function scoreColor(percent: number): ScoreColor {
  if (percent >= 70) return 'success';
  if (percent >= 50) return 'warning';
  return 'error';
}

/** Performance as a percentage with one decimal, e.g. 0.8125 -> "81.3%". */
export function formatPercent(performance: number): string {
  return `${(Math.round(performance * 1000) / 10).toFixed(1)}%`;
}

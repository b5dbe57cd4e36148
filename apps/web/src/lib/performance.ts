/**
 * docs/product.md §9: chip colour by performance (0..1): green, amber, red, never the brand's
 * colour (decision 034: a score must not look like a button).
 */
export function performanceChipColor(performance: number): 'success' | 'warning' | 'error' {
  if (performance >= 0.7) return 'success';
  if (performance >= 0.5) return 'warning';
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

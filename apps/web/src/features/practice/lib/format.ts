import { tPractice } from '../catalog';

/** Seconds as m:ss (docs/product.md §9), e.g. 65 -> "1:05", 3725 -> "62:05". */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** One decimal (docs/product.md §9), e.g. 81.25 -> "81.3". */
export function formatOneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

/** A practice score in percent with one decimal, e.g. 66.666 -> "66.7%". */
export function formatScore(percent: number): string {
  return `${formatOneDecimal(percent)}%`;
}

/** Average seconds per question with one decimal and 's', or 'N/A' when nothing was timed. */
export function formatAverageTime(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined || !Number.isFinite(seconds)
    ? tPractice('practice.notAvailable')
    : tPractice('practice.secondsShort', { seconds: formatOneDecimal(seconds) });
}

/** docs/product.md §9: the completion screen's score colour (shared with the trial report). */
export { scoreColor as completionScoreColor, type ScoreColor } from '../../../lib/performance';

/** docs/product.md §9: history and review chips, green at 70 and above, otherwise amber. */
export function chipScoreColor(percent: number): 'success' | 'warning' {
  return percent >= 70 ? 'success' : 'warning';
}

/** '1 hint used', '2 hints used'; '' without hints (issue 22). */
export function hintsUsedLabel(hintsUsed: number): string {
  if (hintsUsed <= 0) return '';
  return tPractice('practice.hintsUsed', { count: hintsUsed });
}

/**
 * The help a checked answer had, for the review and the tab strip: hints and a second try, e.g.
 * '1 hint used · Second try'; '' for a first try without a hint.
 */
export function helpSummary(answer: { hintsUsed: number; attempts: number }): string {
  return [
    hintsUsedLabel(answer.hintsUsed),
    answer.attempts === 2 ? tPractice('practice.secondTry') : '',
  ]
    .filter((part) => part !== '')
    .join(' · ');
}

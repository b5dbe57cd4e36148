import { tAttemptLib } from './attempt/catalog';

/** Seconds as m:ss (docs/product.md §9), e.g. 3600 -> "60:00", 65 -> "1:05"; negatives show as 0:00. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Seconds with one decimal (docs/product.md §9), e.g. 12.345 -> "12.3". */
export function formatSeconds(seconds: number): string {
  return (Math.round(seconds * 10) / 10).toFixed(1);
}

/**
 * Whole minutes left, rounded up, for a sentence in the active language: "1 minute", "42 minutes";
 * in Arabic its plural forms ("دقيقتان", "3 دقائق", "11 دقيقة").
 */
export function formatMinutesLeft(totalSeconds: number): string {
  const minutes = Math.max(0, Math.ceil(totalSeconds / 60));
  return tAttemptLib('attempt.time.minutesLeft', { minutes });
}

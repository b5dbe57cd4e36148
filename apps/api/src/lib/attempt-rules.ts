import { ANSWER_GRACE_SECONDS } from '@exam/contract';
import { oneDecimal } from './one-decimal';

/**
 * Pure rules shared by exams, trials and practice (docs/product.md §10): the server's clock decides and
 * clients advise; answers compare after Unicode and whitespace normalisation.
 */

/** Whole seconds left before the deadline, never negative. */
export function remainingSecondsAt(deadline: Date, now: Date): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
}

/** An answer arriving now is scored only up to the deadline plus the grace. */
export function isWithinGrace(deadline: Date, now: Date): boolean {
  return now.getTime() <= deadline.getTime() + ANSWER_GRACE_SECONDS * 1000;
}

/** Past the deadline and its grace: the server finalises the exam. */
export function isOverdue(deadline: Date, now: Date): boolean {
  return !isWithinGrace(deadline, now);
}

/**
 * A client's "time is up" is believed only when the server agrees within the grace (clocks and
 * the network differ by a few seconds); earlier, the answer counts as an ordinary one.
 */
export function isExpiryCredible(deadline: Date, now: Date): boolean {
  return deadline.getTime() - now.getTime() <= ANSWER_GRACE_SECONDS * 1000;
}

function toMillis(value: number | string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const ms = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : undefined;
}

/**
 * Seconds spent on a question: the server's measure (served -> answered), replaced by the
 * client's (endTime - startTime) only when that is a number within [0, server's].
 */
export function timeSpentSeconds(
  servedAt: Date,
  answeredAt: Date,
  startTime?: number | string,
  endTime?: number | string,
): number {
  const server = Math.max(0, (answeredAt.getTime() - servedAt.getTime()) / 1000);
  const start = toMillis(startTime);
  const end = toMillis(endTime);
  if (start === undefined || end === undefined) return server;
  const client = (end - start) / 1000;
  return Number.isFinite(client) && client >= 0 && client <= server ? client : server;
}

/** Mean of the values, one decimal; 0 for none. */
export function averageOneDecimal(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return oneDecimal(mean);
}

/** Scores are reported in 0..1 whatever rounding did. */
export function clampUnit(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

/** Options and answers are compared as the student sees them: trimmed, spaces collapsed. */
export function normaliseOption(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

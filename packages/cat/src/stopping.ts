/**
 * Stopping rules (Babcock & Weiss 2012, "Termination criteria in computerized adaptive tests: do
 * variable-length CATs provide efficient and effective measurement?", JCAT 1): stop at the
 * maximum length; after the minimum length, stop once the standard error reaches the target; stop
 * when the time is up. The clock is passed in, never read.
 */
export type StopReason = 'max-items' | 'target-se' | 'time' | 'bank-exhausted';

export type StoppingRule = {
  minItems: number;
  maxItems: number;
  targetSE: number;
  /** Total time allowed, in seconds (optional). */
  timeLimitSeconds?: number | undefined;
  /** Do not start an item when less than this many seconds remain. */
  minSecondsPerItem: number;
};

export type TimeState = { elapsedSeconds?: number; remainingSeconds?: number };

export function stopReason(
  rule: StoppingRule,
  length: number,
  se: number,
  time: TimeState | undefined,
): StopReason | null {
  if (length >= rule.maxItems) return 'max-items';
  const remaining =
    time?.remainingSeconds ??
    (rule.timeLimitSeconds !== undefined && time?.elapsedSeconds !== undefined
      ? rule.timeLimitSeconds - time.elapsedSeconds
      : undefined);
  if (remaining !== undefined && remaining <= rule.minSecondsPerItem) return 'time';
  if (length >= rule.minItems && se <= rule.targetSE) return 'target-se';
  return null;
}

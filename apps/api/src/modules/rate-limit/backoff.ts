import { deleteWindow, incrementStreak } from './rate-limit.repository';
import type { WindowCount } from './rate-limit.repository';
import type { RateLimitDeps } from './rate-limit.service';
import { keyOf } from './rate-limit.service';

/**
 * Exponential back-off over a streak of failures: the first `freeFailures` cost nothing, then
 * each further failure doubles the wait before the next attempt is considered, from
 * `baseSeconds` up to `capSeconds`. The streak is forgotten `forgetSeconds` after its latest
 * failure, or cleared by a success. Stored in rate_limits (count = failures in the streak,
 * window_start = the latest failure), so every API process sees the same streak.
 */
export interface BackoffPolicy {
  name: string;
  freeFailures: number;
  baseSeconds: number;
  capSeconds: number;
  forgetSeconds: number;
}

/** Seconds to wait after the streak's `failures`-th failure. */
export function backoffSeconds(policy: BackoffPolicy, failures: number): number {
  const beyond = failures - policy.freeFailures;
  if (beyond <= 0) return 0;
  // Capped before exponentiating further: 2 ** 60 and more would lose integer precision.
  return Math.min(policy.baseSeconds * 2 ** Math.min(beyond - 1, 30), policy.capSeconds);
}

/** Seconds until the next attempt is considered after the streak read, or 0 to try now. */
export function backoffWaitOf(
  policy: BackoffPolicy,
  streak: WindowCount | undefined,
  now: Date,
): number {
  if (!streak) return 0;
  const latest = streak.windowStart.getTime();
  if (latest + policy.forgetSeconds * 1000 <= now.getTime()) return 0;
  const retryAt = latest + backoffSeconds(policy, streak.count) * 1000;
  return retryAt > now.getTime() ? Math.ceil((retryAt - now.getTime()) / 1000) : 0;
}

/** Adds one failure to the subject's streak; returns the failures in it now. */
export async function recordFailure(
  { db, clock }: RateLimitDeps,
  policy: BackoffPolicy,
  subject: string,
): Promise<number> {
  const streak = await incrementStreak(
    db,
    keyOf(policy, subject),
    clock.now(),
    policy.forgetSeconds * 1000,
  );
  return streak.count;
}

/** A success ends the streak. */
export async function clearFailures(
  { db }: Pick<RateLimitDeps, 'db'>,
  policy: BackoffPolicy,
  subject: string,
) {
  await deleteWindow(db, keyOf(policy, subject));
}

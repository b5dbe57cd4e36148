import { ACCOUNT_EXPORTS_PER_HOUR, ATTEMPT_STARTS_PER_HOUR, LimitMessages } from '@exam/contract';
import type { RateLimitDeps, RateLimitRule } from './rate-limit.service';
import { blockedFor, countEvent, rateLimitedError } from './rate-limit.service';

/**
 * Per-student limits (issue 17, finding 6; README "Limits"): one client created about 96 exams a
 * second, and every attempt row is kept forever. A real student starts a handful of exams, trials
 * and practice sessions in an hour and downloads their data once; a script is stopped at 30
 * starts and 10 exports an hour. Keyed by the account (hashed, like every limit), so a class
 * behind one school address is never limited by its neighbours.
 */
export interface StudentLimit {
  rule: RateLimitRule;
  /** What the student reads with the 429, given the seconds until the window ends. */
  message: (waitSeconds: number) => string;
}

/** Exams, trials and practice sessions started, together. */
export const attemptStarts: StudentLimit = {
  rule: { name: 'attempt-starts:user', limit: ATTEMPT_STARTS_PER_HOUR, windowSeconds: 60 * 60 },
  message: LimitMessages.attemptStarts,
};

export const accountExports: StudentLimit = {
  rule: { name: 'account-exports:user', limit: ACCOUNT_EXPORTS_PER_HOUR, windowSeconds: 60 * 60 },
  message: LimitMessages.accountExports,
};

/**
 * 429 with Retry-After and the limit's message when the student has used it up. Checked before
 * the work and counted after it succeeded (`countStudentEvent`), so a refused or failed request
 * costs nothing. Two requests racing at the limit may both pass: the limit is a brake, not a
 * quota.
 */
export async function assertStudentAllowed(
  deps: RateLimitDeps,
  limit: StudentLimit,
  userId: string,
): Promise<void> {
  const wait = await blockedFor(deps, limit.rule, userId);
  if (wait > 0) throw rateLimitedError(wait, limit.message(wait));
}

export async function countStudentEvent(
  deps: RateLimitDeps,
  limit: StudentLimit,
  userId: string,
): Promise<void> {
  await countEvent(deps, limit.rule, userId);
}

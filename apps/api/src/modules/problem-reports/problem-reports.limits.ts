import type { RateLimitRule } from '../rate-limit/rate-limit.service';

/**
 * A student reports a few questions in a study session; 20 written reports an hour stops a
 * script filling the admins' queue without ever stopping a real student. Counted per account
 * (hashed), only when a report is written.
 */
export const problemReportsPerHour: RateLimitRule = {
  name: 'problem-reports:user',
  limit: 20,
  windowSeconds: 60 * 60,
};

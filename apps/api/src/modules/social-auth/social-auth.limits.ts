import type { RateLimitRule } from '../rate-limit/rate-limit.service';

/**
 * Per-IP limits on social sign-in (counters in the rate_limits table, shared by every process).
 * Generous, since a whole class may sign in from one school address; they bound how fast one
 * address can fill the pending-flows table or probe the callback with forged states.
 */
const minutes = (count: number) => count * 60;

/** Sign-ins started (each writes a pending flow). */
export const socialStartsPerIp: RateLimitRule = {
  name: 'social-starts:ip',
  limit: 300,
  windowSeconds: minutes(15),
};

/** Callbacks received, successful or not. */
export const socialCallbacksPerIp: RateLimitRule = {
  name: 'social-callbacks:ip',
  limit: 300,
  windowSeconds: minutes(15),
};

/** Failed callbacks (forged, replayed, expired or refused). */
export const socialFailuresPerIp: RateLimitRule = {
  name: 'social-failures:ip',
  limit: 50,
  windowSeconds: minutes(15),
};

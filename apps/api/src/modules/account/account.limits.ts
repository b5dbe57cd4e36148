import type { RateLimitRule } from '../rate-limit/rate-limit.service';

/**
 * The password check before deleting an account is a password oracle for whoever holds a token
 * (a stolen one, a shared computer): it is limited like sign-in (auth.limits.ts), per account
 * and per IP address. Subjects are hashed before storage (rate-limit.service.ts).
 */
export const deleteFailuresPerAccount: RateLimitRule = {
  name: 'account-delete-failures:account',
  limit: 10,
  windowSeconds: 15 * 60,
};

export const deleteFailuresPerIp: RateLimitRule = {
  name: 'account-delete-failures:ip',
  limit: 100,
  windowSeconds: 15 * 60,
};

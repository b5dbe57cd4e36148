import type { RateLimitRule } from '../rate-limit/rate-limit.service';

/**
 * Limits on the account endpoints (DESIGN.md §3). Counters are shared by all API processes
 * (rate_limits table); subjects are hashed before storage.
 */
const minutes = (count: number) => count * 60;

/** Failed sign-ins per e-mail address; a successful sign-in clears it. */
export const loginFailuresPerAccount: RateLimitRule = {
  name: 'login-failures:account',
  limit: 10,
  windowSeconds: minutes(15),
};

/** Failed sign-ins per IP address, across accounts (password spraying); never cleared early. */
export const loginFailuresPerIp: RateLimitRule = {
  name: 'login-failures:ip',
  limit: 100,
  windowSeconds: minutes(15),
};

/** Reset e-mails per address; beyond it the answer is still the neutral message. */
export const resetMailsPerAccount: RateLimitRule = {
  name: 'reset-mails:account',
  limit: 5,
  windowSeconds: minutes(60),
};

/**
 * "E-mail already registered" answers per IP address: bounds how fast registration can be used
 * to test which e-mails have accounts (docs/decisions/004).
 */
export const registrationConflictsPerIp: RateLimitRule = {
  name: 'registration-conflicts:ip',
  limit: 20,
  windowSeconds: minutes(60),
};

/** Accounts created per IP address: generous, since a whole class may share one address. */
export const registrationsPerIp: RateLimitRule = {
  name: 'registrations:ip',
  limit: 100,
  windowSeconds: minutes(60),
};

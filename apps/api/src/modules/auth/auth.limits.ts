import type { BackoffPolicy } from '../rate-limit/backoff';
import type { RateLimitRule } from '../rate-limit/rate-limit.service';

/**
 * Limits on the account endpoints (docs/product.md §7). Counters are shared by all API processes
 * (rate_limits table); subjects are hashed before storage.
 */
const minutes = (count: number) => count * 60;

/**
 * Failed sign-ins per e-mail address, as exponential back-off (docs/decisions/018): four typos
 * cost nothing, then each failure doubles the wait before the next attempt is considered (1 s,
 * 2 s, 4 s, ... up to 15 minutes). A successful sign-in or a password reset clears it; an hour
 * without failures forgets it. Unknown e-mails are counted the same way.
 */
export const loginBackoffPerAccount: BackoffPolicy = {
  name: 'login-backoff:account',
  freeFailures: 4,
  baseSeconds: 1,
  capSeconds: minutes(15),
  forgetSeconds: minutes(60),
};

/**
 * The hard ceiling per e-mail address: at most 100 failed sign-ins an hour, whatever the
 * back-off allowed. Not cleared by a success: someone who knows the password and keeps signing
 * in to reset the back-off still gets no more than 100 guesses an hour on it.
 */
export const loginFailuresPerAccountHourly: RateLimitRule = {
  name: 'login-failures:account-hour',
  limit: 100,
  windowSeconds: minutes(60),
};

/**
 * Accounts (e-mails) with a failed sign-in from one IP address: stops password spraying (one or
 * two passwords against many accounts), while a class of 30 behind a school address making
 * typos counts only 30. Counted once per account and address per window.
 */
export const loginFailedAccountsPerIp: RateLimitRule = {
  name: 'login-failed-accounts:ip',
  limit: 50,
  windowSeconds: minutes(15),
};

/** Marks an (IP address, e-mail) pair as counted in loginFailedAccountsPerIp. */
export const loginFailuresPerIpAndAccount: RateLimitRule = {
  name: 'login-failures:ip-account',
  limit: Number.MAX_SAFE_INTEGER,
  windowSeconds: minutes(15),
};

/**
 * Failed sign-ins per IP address, across accounts: a generous ceiling (a class of 30 with five
 * typos each is 150) against many guesses on a few accounts; never cleared by a success (one good
 * account would launder a spraying attack).
 */
export const loginFailuresPerIp: RateLimitRule = {
  name: 'login-failures:ip',
  limit: 300,
  windowSeconds: minutes(15),
};

/**
 * An account that signed in from an address within the last 24 hours is not held back by that
 * address's limits (its own back-off still applies): a sprayer behind a school's address blocks
 * new sign-ins from it, not the students already signed in there today.
 */
export const trustedSignInsPerIpAndAccount: RateLimitRule = {
  name: 'login-trusted:ip-account',
  limit: Number.MAX_SAFE_INTEGER,
  windowSeconds: minutes(24 * 60),
};

/** Reset e-mails per address; beyond it the answer is still the neutral message. */
export const resetMailsPerAccount: RateLimitRule = {
  name: 'reset-mails:account',
  limit: 5,
  windowSeconds: minutes(60),
};

/**
 * Forgot-password requests per IP address, known and unknown e-mails alike (so the 429 reveals
 * nothing): bounds how many inboxes one address can fill at 5 mails an hour each.
 */
export const resetRequestsPerIp: RateLimitRule = {
  name: 'reset-requests:ip',
  limit: 50,
  windowSeconds: minutes(60),
};

/**
 * Reset-password attempts per IP address, valid and junk tokens alike (like forgot-password):
 * a student needs one or two; a junk-token flood from one address stops at 50 an hour. The
 * token is checked before the new password is hashed, so what gets through costs a lookup
 * (docs/decisions/023).
 */
export const resetAttemptsPerIp: RateLimitRule = {
  name: 'reset-attempts:ip',
  limit: 50,
  windowSeconds: minutes(60),
};

/**
 * "Resend" of the e-mail verification link, per account: enough for a student whose mail went
 * to spam, and a bound on how many mails an account registered with someone else's address can
 * send that person (the registration's own mail aside). Beyond it, 429 with Retry-After.
 */
export const verificationResendsPerAccount: RateLimitRule = {
  name: 'verification-resends:account',
  limit: 5,
  windowSeconds: minutes(24 * 60),
};

/**
 * Verification links refused (unknown, used, expired) per IP address: links are 256-bit random,
 * so this only bounds the work of a client sending junk. Successful confirmations are free.
 */
export const verificationFailuresPerIp: RateLimitRule = {
  name: 'verification-failures:ip',
  limit: 50,
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

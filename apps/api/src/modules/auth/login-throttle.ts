import { backoffWaitOf, clearFailures, recordFailure } from '../rate-limit/backoff';
import { findWindows } from '../rate-limit/rate-limit.repository';
import type { RateLimitDeps } from '../rate-limit/rate-limit.service';
import { countEvent, isRecent, keyOf, recordEvent, waitOf } from '../rate-limit/rate-limit.service';
import {
  loginBackoffPerAccount,
  loginFailedAccountsPerIp,
  loginFailuresPerAccountHourly,
  loginFailuresPerIp,
  loginFailuresPerIpAndAccount,
  trustedSignInsPerIpAndAccount,
} from './auth.limits';

/**
 * Sign-in throttling (docs/decisions/018): per account, exponential back-off plus 100 failures
 * an hour; per IP address, 50 distinct failing accounts and 300 failures in 15 minutes, which do
 * not apply to an account that signed in from that address in the last 24 hours.
 * Known and unknown e-mails run the same statements, so neither answer nor timing differs.
 */
const pairOf = (ip: string, email: string) => `${ip}\n${email}`;

/** Seconds before this e-mail may try to sign in from this address, or 0 (one query). */
export async function loginWait(deps: RateLimitDeps, email: string, ip: string): Promise<number> {
  const keys = {
    trusted: keyOf(trustedSignInsPerIpAndAccount, pairOf(ip, email)),
    backoff: keyOf(loginBackoffPerAccount, email),
    hourly: keyOf(loginFailuresPerAccountHourly, email),
    accounts: keyOf(loginFailedAccountsPerIp, ip),
    failures: keyOf(loginFailuresPerIp, ip),
  };
  const rows = await findWindows(deps.db, Object.values(keys));
  const now = deps.clock.now();
  const trusted = isRecent(trustedSignInsPerIpAndAccount, rows.get(keys.trusted), now);
  return Math.max(
    backoffWaitOf(loginBackoffPerAccount, rows.get(keys.backoff), now),
    waitOf(loginFailuresPerAccountHourly, rows.get(keys.hourly), now),
    trusted ? 0 : waitOf(loginFailedAccountsPerIp, rows.get(keys.accounts), now),
    trusted ? 0 : waitOf(loginFailuresPerIp, rows.get(keys.failures), now),
  );
}

export async function recordLoginFailure(
  deps: RateLimitDeps,
  email: string,
  ip: string,
): Promise<void> {
  await recordFailure(deps, loginBackoffPerAccount, email);
  await recordEvent(deps, loginFailuresPerAccountHourly, email);
  await recordEvent(deps, loginFailuresPerIp, ip);
  // The address's count of failing accounts grows on an account's first failure from it.
  if ((await countEvent(deps, loginFailuresPerIpAndAccount, pairOf(ip, email))) === 1) {
    await recordEvent(deps, loginFailedAccountsPerIp, ip);
  }
}

/** Ends the account's back-off and trusts this address for it; the IP's counts stay. */
export async function recordLoginSuccess(
  deps: RateLimitDeps,
  email: string,
  ip: string,
): Promise<void> {
  await clearFailures(deps, loginBackoffPerAccount, email);
  await recordEvent(deps, trustedSignInsPerIpAndAccount, pairOf(ip, email));
}

/** A password reset proves the mailbox: the back-off ends (the hourly ceiling stays). */
export function clearLoginBackoff(deps: Pick<RateLimitDeps, 'db'>, email: string) {
  return clearFailures(deps, loginBackoffPerAccount, email);
}

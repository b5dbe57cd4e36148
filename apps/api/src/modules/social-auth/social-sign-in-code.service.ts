import type { AuthResponse } from '@exam/contract';
import { randomToken, safeEqual, sha256 } from '../../lib/tokens';
import type { SessionDeps } from '../auth/session.service';
import { startSession } from '../auth/session.service';
import { findUserById } from '../auth/users.repository';
import { assertNotLimited, recordEvent } from '../rate-limit/rate-limit.service';
import { socialFailuresPerIp } from './social-auth.limits';
import { SocialSignInError } from './social-sign-in-error';
import { consumeSignInCode, insertSignInCode } from './social-sign-in-codes.repository';

/**
 * How long the browser has, from the provider's redirect, to load /auth/success and exchange its
 * code: ample for a slow phone, short for a code that leaked (docs/decisions/023).
 */
export const SIGN_IN_CODE_TTL_SECONDS = 2 * 60;

/**
 * What a server-side callback (Microsoft, Apple) hands the browser instead of a bearer token: a
 * one-time code for the redirect's URL, and a new random binding for the HttpOnly cookie. The
 * code is stored with the binding's hash, so only the browser holding the cookie can exchange
 * it; whoever is sent the URL (a victim of login CSRF, a log, a Referer) cannot.
 */
export async function issueSignInCode(
  deps: Pick<SessionDeps, 'db' | 'clock'>,
  userId: string,
): Promise<{ code: string; binding: string }> {
  const code = randomToken();
  const binding = randomToken();
  const now = deps.clock.now();
  await insertSignInCode(deps.db, {
    codeHash: sha256(code),
    userId,
    bindingHash: sha256(binding),
    now,
    expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_SECONDS * 1000),
  });
  return { code, binding };
}

/**
 * Exchanges a code for a session: the code is consumed whatever follows (it works once, and a
 * code tried without its cookie is burnt), then it must not have expired and the cookie must be
 * the one it was issued with. Every failure is the same 401 'Authentication failed' and counts
 * against the address (the social sign-in failure limit, 50 in 15 minutes).
 */
export async function exchangeSignInCode(
  deps: SessionDeps,
  input: { code: string; binding: string | undefined; ip: string },
): Promise<AuthResponse> {
  await assertNotLimited(deps, [[socialFailuresPerIp, input.ip]]);
  try {
    const found = await consumeSignInCode(deps.db, sha256(input.code));
    if (!found) throw new SocialSignInError('unknown or already used sign-in code');
    if (found.expiresAt.getTime() <= deps.clock.now().getTime()) {
      throw new SocialSignInError('the sign-in code expired before it was exchanged');
    }
    if (!input.binding || !safeEqual(sha256(input.binding), found.bindingHash)) {
      throw new SocialSignInError('the sign-in cookie is missing or belongs to another sign-in');
    }
    const user = await findUserById(deps.db, found.userId);
    if (!user) throw new SocialSignInError('the account no longer exists');
    const token = await startSession(deps, user.id, false);
    return { token, user };
  } catch (error) {
    await recordEvent(deps, socialFailuresPerIp, input.ip);
    throw error;
  }
}

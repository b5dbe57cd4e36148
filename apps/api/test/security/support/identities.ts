import { ApiRoutes } from '@exam/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sessions } from '../../../src/db/schema';
import { startSession } from '../../../src/modules/auth/session.service';
import { signSessionToken } from '../../../src/modules/auth/session-token';
import { createUser, login } from '../../helpers/factories';
import type { TestApp } from '../../helpers/test-app';
import type { StudentAttempts } from './student-attempts';

/**
 * Who asks, in the access-control matrix: the owner of the data, another student, nobody, and
 * the owner's credentials in every state that must no longer open anything.
 */
export interface Identity {
  name: string;
  /** The Authorization header, or none. */
  authorization?: string;
  isOwner: boolean;
}

const HOUR_MS = 3600 * 1000;

/** The claims inside a token we issued (no verification: the test made it). */
export function claimsOf(token: string): { sub: string; sid: string } {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    sub: string;
    sid: string;
  };
}

const bearer = (token: string) => `Bearer ${token}`;

export async function createIdentities(
  t: TestApp,
  owner: StudentAttempts,
  other: StudentAttempts,
): Promise<Identity[]> {
  const deps = { db: t.db, clock: t.clock, sessionSecret: t.config.sessionSecret };
  const now = t.clock.now();
  const ownerId = owner.user.user.id;

  // A token signed with the real secret for a live session, but past its own expiry.
  const expiredToken = await signSessionToken(
    { userId: ownerId, sessionId: claimsOf(owner.user.token).sid },
    new Date(now.getTime() - 13 * HOUR_MS),
    new Date(now.getTime() - HOUR_MS),
    t.config.sessionSecret,
  );

  // A token still within its expiry whose session row has expired.
  const expiredSession = await startSession(deps, ownerId, false);
  await t.db
    .update(sessions)
    .set({ expiresAt: new Date(now.getTime() - 60_000) })
    .where(eq(sessions.id, claimsOf(expiredSession).sid));

  // Signed out: POST /api/auth/logout revoked it.
  const signedIn = await login(t, owner.user.email, owner.user.password);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const revoked = signedIn.json<{ token: string }>().token;
  const logout = await t.post(ApiRoutes.auth.logout, undefined, { token: revoked });
  expect(logout.statusCode, logout.body).toBe(200);

  // Deleted by the product's own in-app deletion, as the student would (account.test.ts).
  const doomed = await createUser(t);
  const deleted = await t.post(
    ApiRoutes.account.delete,
    { password: doomed.password },
    { token: doomed.token },
  );
  expect(deleted.statusCode, deleted.body).toBe(200);

  return [
    { name: 'owner', authorization: bearer(owner.user.token), isOwner: true },
    { name: 'other student', authorization: bearer(other.user.token), isOwner: false },
    { name: 'anonymous', isOwner: false },
    { name: 'expired token', authorization: bearer(expiredToken), isOwner: false },
    { name: 'expired session', authorization: bearer(expiredSession), isOwner: false },
    { name: 'revoked session', authorization: bearer(revoked), isOwner: false },
    { name: 'deleted user', authorization: bearer(doomed.token), isOwner: false },
  ];
}

import { REMEMBER_ME_SESSION_TTL_SECONDS, SESSION_TTL_SECONDS } from '@exam/contract';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { findLiveSessionUser, insertSession, revokeSession } from './sessions.repository';
import { signSessionToken, verifySessionToken } from './session-token';
import type { UserRecord } from './users.repository';
import { isEmailVerified } from './users.repository';

export type SessionDeps = { db: Database; clock: Clock; sessionSecret: string };

export interface Authenticated {
  user: UserRecord;
  sessionId: string;
}

/** Opens a session row and returns its bearer token: 12 hours, or 30 days with Remember me. */
export async function startSession(
  { db, clock, sessionSecret }: SessionDeps,
  userId: string,
  rememberMe: boolean,
): Promise<string> {
  const now = clock.now();
  const ttl = rememberMe ? REMEMBER_ME_SESSION_TTL_SECONDS : SESSION_TTL_SECONDS;
  const expiresAt = new Date(now.getTime() + ttl * 1000);
  const sessionId = await insertSession(db, { userId, now, expiresAt, rememberMe });
  return signSessionToken({ userId, sessionId }, now, expiresAt, sessionSecret);
}

/**
 * The signed-in user behind a bearer token, or undefined. Checks the signature and expiry, then
 * that the session row is live (not revoked, not expired) and its user still exists.
 */
export async function authenticate(
  { db, clock, sessionSecret }: SessionDeps,
  token: string,
): Promise<Authenticated | undefined> {
  const now = clock.now();
  const claims = await verifySessionToken(token, sessionSecret, now);
  if (!claims) return undefined;
  const user = await findLiveSessionUser(db, claims.sessionId, claims.userId, now);
  return user && { user, sessionId: claims.sessionId };
}

export async function endSession(
  { db, clock }: Omit<SessionDeps, 'sessionSecret'>,
  sessionId: string,
) {
  await revokeSession(db, sessionId, clock.now());
}

/** The signed-in user as `GET /api/auth/me` answers: the user and whether the e-mail is proven. */
export async function currentUser(
  db: Database,
  user: UserRecord,
): Promise<{ user: UserRecord; emailVerified: boolean }> {
  return { user, emailVerified: await isEmailVerified(db, user.id) };
}

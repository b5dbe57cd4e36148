import type { AuthResponse, SocialProvider } from '@exam/contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { SessionDeps } from '../auth/session.service';
import { startSession } from '../auth/session.service';
import { IDENTITY_UNIQUE, insertIdentity, useIdentity } from '../auth/user-identities.repository';
import type { UserRecord } from '../auth/users.repository';
import { findUserByEmail, insertUser, USERS_EMAIL_UNIQUE } from '../auth/users.repository';
import type { IdentityClaims } from './identity-claims';
import { SocialSignInError } from './social-sign-in-error';

/**
 * The account for a verified identity, in this order (docs/decisions/017):
 * 1. the account already linked to (issuer, subject), whatever the e-mail says today;
 * 2. an account with the same e-mail, linked now only when the provider says the e-mail is
 *    verified (otherwise anyone who can type an address at some provider could take it over);
 * 3. a new account without a password, city or school (the profile prompt asks for those).
 * Refused: no e-mail at all (accounts are keyed by e-mail for password sign-in and resets), and
 * an unverified e-mail that already has an account.
 */
async function findOrCreateAccount(
  db: Database,
  provider: SocialProvider,
  identity: IdentityClaims,
  now: Date,
): Promise<UserRecord> {
  const key = { issuer: identity.issuer, subject: identity.subject };
  const linked = await useIdentity(db, key, now);
  if (linked) return linked;

  if (!identity.email) throw new SocialSignInError('the provider shared no e-mail address');
  const link = { ...key, provider, emailVerified: identity.emailVerified, now };
  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    if (!identity.emailVerified) {
      throw new SocialSignInError('unverified e-mail of an existing account: not linked');
    }
    await insertIdentity(db, { ...link, userId: existing.id });
    return { id: existing.id, username: existing.username, email: existing.email };
  }
  const user = await insertUser(db, {
    username: identity.username,
    email: identity.email,
    passwordHash: null,
    cityId: null,
    schoolId: null,
    now,
  });
  await insertIdentity(db, { ...link, userId: user.id });
  return user;
}

/**
 * Signs the identity in: finds, links or creates its account and opens a session, in one
 * transaction (an account never exists without the session its creator was promised). Two
 * first sign-ins racing each other collide on a unique key; the loser runs again and finds
 * what the winner made.
 */
export async function signInWithIdentity(
  deps: SessionDeps,
  provider: SocialProvider,
  identity: IdentityClaims,
): Promise<AuthResponse> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // Inside the transaction every query goes through `tx` (on PGlite the outer handle would
      // wait for the transaction forever).
      return await deps.db.transaction(async (tx) => {
        const user = await findOrCreateAccount(tx, provider, identity, deps.clock.now());
        const token = await startSession({ ...deps, db: tx }, user.id, false);
        return { token, user };
      });
    } catch (error) {
      const raced =
        isUniqueViolation(error, IDENTITY_UNIQUE) || isUniqueViolation(error, USERS_EMAIL_UNIQUE);
      if (!raced || attempt >= 2) throw error;
    }
  }
}

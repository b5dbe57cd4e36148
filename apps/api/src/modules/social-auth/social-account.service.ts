import type { SocialProvider } from '@exam/contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { invalidateUnusedVerifications } from '../auth/email-verifications.repository';
import type { SessionDeps } from '../auth/session.service';
import { revokeAllSessions } from '../auth/sessions.repository';
import {
  deleteUnverifiedIdentities,
  IDENTITY_UNIQUE,
  insertIdentity,
  useIdentity,
} from '../auth/user-identities.repository';
import type { UserRecord, UserWithPassword } from '../auth/users.repository';
import {
  findUserByEmail,
  insertUser,
  markEmailVerified,
  removePassword,
  USERS_EMAIL_UNIQUE,
} from '../auth/users.repository';
import type { IdentityClaims } from './identity-claims';
import { SocialSignInError } from './social-sign-in-error';

/** The account a provider identity opens, and whether it had to take it over to do so. */
export interface IdentityAccount {
  user: UserRecord;
  /** The identity met an unverified account with its e-mail and took it over (see below). */
  tookOver: boolean;
}

/**
 * The provider vouched for the e-mail of an account whose own e-mail address was never proven
 * (docs/decisions/023): whoever registered it may not own the mailbox, and their password must
 * not keep working beside the owner's provider sign-in. The provider identity wins: every
 * session of the account ends, the password is removed (the owner can set one through Reset
 * Password), identities linked on unverified claims go, unused verification links stop working,
 * and the address counts as verified from now on.
 */
async function takeOver(db: Database, account: UserWithPassword, now: Date): Promise<void> {
  await revokeAllSessions(db, account.id, now);
  await removePassword(db, account.id, now);
  await deleteUnverifiedIdentities(db, account.id);
  await invalidateUnusedVerifications(db, account.id, now);
  await markEmailVerified(db, account.id, now);
}

/**
 * The account for a verified identity, in this order (docs/decisions/017, 023):
 * 1. the account already linked to (issuer, subject), whatever the e-mail says today;
 * 2. an account with the same e-mail, only when the provider says the e-mail is verified
 *    (otherwise anyone who can type an address at some provider could take it over): linked
 *    when the account's address is verified too, taken over (takeOver) when it is not;
 * 3. a new account without a password, city or school (the profile prompt asks for those),
 *    verified when the provider vouched for its e-mail.
 * Refused: no e-mail at all (accounts are keyed by e-mail for password sign-in and resets), and
 * an unverified e-mail that already has an account.
 */
async function findOrCreateAccount(
  db: Database,
  provider: SocialProvider,
  identity: IdentityClaims,
  now: Date,
): Promise<IdentityAccount> {
  const key = { issuer: identity.issuer, subject: identity.subject };
  const linked = await useIdentity(db, key, now);
  if (linked) return { user: linked, tookOver: false };

  if (!identity.email) throw new SocialSignInError('the provider shared no e-mail address');
  const link = { ...key, provider, emailVerified: identity.emailVerified, now };
  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    if (!identity.emailVerified) {
      throw new SocialSignInError('unverified e-mail of an existing account: not linked');
    }
    const tookOver = existing.emailVerifiedAt === null;
    if (tookOver) await takeOver(db, existing, now);
    await insertIdentity(db, { ...link, userId: existing.id });
    const user = {
      id: existing.id,
      username: existing.username,
      email: existing.email,
      role: existing.role,
      language: existing.language,
    };
    return { user, tookOver };
  }
  const user = await insertUser(db, {
    username: identity.username,
    email: identity.email,
    passwordHash: null,
    cityId: null,
    schoolId: null,
    emailVerifiedAt: identity.emailVerified ? now : null,
    now,
  });
  await insertIdentity(db, { ...link, userId: user.id });
  return { user, tookOver: false };
}

/**
 * Finds, links, takes over or creates the identity's account, in one transaction. Two first
 * sign-ins racing each other collide on a unique key; the loser runs again and finds what the
 * winner made. The caller then opens a session (JSON answer) or issues a one-time code
 * (redirect answer).
 */
export async function accountForIdentity(
  deps: Pick<SessionDeps, 'db' | 'clock'>,
  provider: SocialProvider,
  identity: IdentityClaims,
): Promise<IdentityAccount> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // Inside the transaction every query goes through `tx` (on PGlite the outer handle would
      // wait for the transaction forever).
      return await deps.db.transaction((tx) =>
        findOrCreateAccount(tx, provider, identity, deps.clock.now()),
      );
    } catch (error) {
      const raced =
        isUniqueViolation(error, IDENTITY_UNIQUE) || isUniqueViolation(error, USERS_EMAIL_UNIQUE);
      if (!raced || attempt >= 2) throw error;
    }
  }
}

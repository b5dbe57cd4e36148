import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userIdentities, users } from '../../db/schema';
import type { UserRecord } from './users.repository';
import { userRecordColumns } from './users.repository';

export interface IdentityKey {
  issuer: string;
  subject: string;
}

/** The user behind a provider identity, marking the identity as just used. */
export async function useIdentity(
  db: Database,
  key: IdentityKey,
  now: Date,
): Promise<UserRecord | undefined> {
  const [identity] = await db
    .update(userIdentities)
    .set({ lastUsedAt: now })
    .where(and(eq(userIdentities.issuer, key.issuer), eq(userIdentities.subject, key.subject)))
    .returning({ userId: userIdentities.userId });
  if (!identity) return undefined;
  const [user] = await db
    .select(userRecordColumns)
    .from(users)
    .where(eq(users.id, identity.userId));
  return user;
}

export async function insertIdentity(
  db: Database,
  identity: IdentityKey & { userId: string; provider: string; emailVerified: boolean; now: Date },
): Promise<void> {
  await db.insert(userIdentities).values({
    userId: identity.userId,
    provider: identity.provider,
    issuer: identity.issuer,
    subject: identity.subject,
    emailVerified: identity.emailVerified,
    createdAt: identity.now,
    lastUsedAt: identity.now,
  });
}

/**
 * Removes the identities whose provider did not vouch for the account's e-mail. Called when a
 * password reset proves who owns the mailbox: whoever claimed that address at a provider
 * without proving it loses this way in.
 */
export async function deleteUnverifiedIdentities(db: Database, userId: string): Promise<void> {
  await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.emailVerified, false)));
}

/** Name of the unique (issuer, subject) constraint: a violation means a concurrent first sign-in. */
export const IDENTITY_UNIQUE = 'user_identities_issuer_subject_key';

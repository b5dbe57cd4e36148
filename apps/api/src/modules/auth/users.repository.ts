import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '@exam/contract';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

export interface UserRecord {
  id: string;
  username: string;
  email: string;
  /** Read with the user on every request, so a role change applies to the next one (issue 23). */
  role: Role;
}

export interface UserWithPassword extends UserRecord {
  passwordHash: string | null;
  /** When the e-mail address was proven (docs/decisions/023); null: not yet. */
  emailVerifiedAt: Date | null;
}

const publicColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
};

/** Matches through lower(email), the expression of the unique index, so the index is used. */
export async function findUserByEmail(
  db: Database,
  email: string,
): Promise<UserWithPassword | undefined> {
  const [row] = await db
    .select({
      ...publicColumns,
      passwordHash: users.passwordHash,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function insertUser(
  db: Database,
  user: {
    username: string;
    email: string;
    /** Null for an account made by a social sign-in. */
    passwordHash: string | null;
    /** Null until a social sign-in's account completes its profile. */
    cityId: string | null;
    schoolId: string | null;
    /** Set when a provider vouched for the e-mail; null for registrations (a link is mailed). */
    emailVerifiedAt: Date | null;
    now: Date;
  },
): Promise<UserRecord> {
  const [row] = await db
    .insert(users)
    .values({
      username: user.username,
      email: user.email,
      passwordHash: user.passwordHash,
      cityId: user.cityId,
      schoolId: user.schoolId,
      emailVerifiedAt: user.emailVerifiedAt,
      createdAt: user.now,
      updatedAt: user.now,
    })
    .returning(publicColumns);
  if (!row) throw new Error('user insert returned no row');
  return row;
}

/** Returns the user's e-mail, or undefined when the user no longer exists. */
export async function updatePasswordHash(
  db: Database,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return row?.email;
}

export async function findUserById(db: Database, userId: string): Promise<UserRecord | undefined> {
  const [row] = await db.select(publicColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** Whether the user's e-mail address is verified (false for a user that no longer exists). */
export async function isEmailVerified(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row?.verifiedAt);
}

/** Records that the e-mail address is proven, keeping the first time it was. */
export async function markEmailVerified(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/** Removes the password: the account then opens only through its provider identities. */
export async function removePassword(db: Database, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash: null, updatedAt: now }).where(eq(users.id, userId));
}

/** Name of the unique index on lower(email) (schema.ts): a violation means "e-mail taken". */
export const USERS_EMAIL_UNIQUE = 'users_email_lower_key';

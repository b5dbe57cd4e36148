import { and, eq, isNull, sql } from 'drizzle-orm';
import type { InterfaceLanguage, Role } from '@exam/contract';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

export interface UserRecord {
  id: string;
  username: string;
  email: string;
  /** Read with the user on every request, so a role change applies to the next one (issue 23). */
  role: Role;
  /** The interface language (issue 24): the account's mails are written in it. */
  language: InterfaceLanguage;
}

export interface UserWithPassword extends UserRecord {
  passwordHash: string | null;
  /** When the e-mail address was proven (docs/decisions/023); null: not yet. */
  emailVerifiedAt: Date | null;
}

/** The columns of a UserRecord, for every query that answers with the user. */
export const userRecordColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  language: users.language,
};

/** Matches through lower(email), the expression of the unique index, so the index is used. */
export async function findUserByEmail(
  db: Database,
  email: string,
): Promise<UserWithPassword | undefined> {
  const [row] = await db
    .select({
      ...userRecordColumns,
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
    /** The interface language at sign-up; English when not given (a social sign-in). */
    language?: InterfaceLanguage;
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
      language: user.language,
      createdAt: user.now,
      updatedAt: user.now,
    })
    .returning(userRecordColumns);
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
  const [row] = await db.select(userRecordColumns).from(users).where(eq(users.id, userId));
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

/** Sets the interface language (issue 24); returns it, or undefined when the user is gone. */
export async function updateLanguage(
  db: Database,
  userId: string,
  language: InterfaceLanguage,
  now: Date,
): Promise<InterfaceLanguage | undefined> {
  const [row] = await db
    .update(users)
    .set({ language, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ language: users.language });
  return row?.language;
}

/** Removes the password: the account then opens only through its provider identities. */
export async function removePassword(db: Database, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash: null, updatedAt: now }).where(eq(users.id, userId));
}

/** Name of the unique index on lower(email) (schema.ts): a violation means "e-mail taken". */
export const USERS_EMAIL_UNIQUE = 'users_email_lower_key';

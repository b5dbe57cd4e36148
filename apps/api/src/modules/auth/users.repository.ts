import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

export interface UserRecord {
  id: string;
  username: string;
  email: string;
}

export interface UserWithPassword extends UserRecord {
  passwordHash: string | null;
}

const publicColumns = { id: users.id, username: users.username, email: users.email };

/** Matches through lower(email), the expression of the unique index, so the index is used. */
export async function findUserByEmail(
  db: Database,
  email: string,
): Promise<UserWithPassword | undefined> {
  const [row] = await db
    .select({ ...publicColumns, passwordHash: users.passwordHash })
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

/** Name of the unique index on lower(email) (schema.ts): a violation means "e-mail taken". */
export const USERS_EMAIL_UNIQUE = 'users_email_lower_key';

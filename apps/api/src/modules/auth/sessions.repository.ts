import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions, users } from '../../db/schema';
import type { UserRecord } from './users.repository';
import { userRecordColumns } from './users.repository';

export async function insertSession(
  db: Database,
  session: { userId: string; now: Date; expiresAt: Date; rememberMe: boolean },
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: session.userId,
      createdAt: session.now,
      expiresAt: session.expiresAt,
      rememberMe: session.rememberMe,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return row.id;
}

/** The session's user when the session exists, belongs to that user, and is live at `now`. */
export async function findLiveSessionUser(
  db: Database,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .select(userRecordColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  return row;
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

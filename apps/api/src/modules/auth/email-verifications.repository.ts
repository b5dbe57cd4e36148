import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { emailVerifications } from '../../db/schema';

/** Replaces earlier links: only the newest mailed link works. */
export async function invalidateUnusedVerifications(
  db: Database,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
}

export async function insertVerification(
  db: Database,
  verification: { userId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerifications).values({
    userId: verification.userId,
    tokenHash: verification.tokenHash,
    createdAt: verification.now,
    expiresAt: verification.expiresAt,
  });
}

/**
 * Marks the link used and returns its user, in one statement: of two concurrent requests with
 * the same link, exactly one gets the user. Expired, used or unknown links return undefined.
 */
export async function consumeVerification(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerifications.userId });
  return row?.userId;
}

/** The user a link was mailed to, whatever its state (used, replaced, expired). */
export async function findVerificationOwner(
  db: Database,
  tokenHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: emailVerifications.userId })
    .from(emailVerifications)
    .where(eq(emailVerifications.tokenHash, tokenHash));
  return row?.userId;
}

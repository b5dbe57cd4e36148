import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { passwordResets } from '../../db/schema';

/** Replaces earlier links: only the newest mailed link works. */
export async function invalidateUnusedResets(
  db: Database,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function insertReset(
  db: Database,
  reset: { userId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values({
    userId: reset.userId,
    tokenHash: reset.tokenHash,
    createdAt: reset.now,
    expiresAt: reset.expiresAt,
  });
}

/**
 * Whether the token can still be used (known, unused, unexpired): one indexed lookup of its
 * hash, so a junk token is refused before any password hashing.
 */
export async function isLiveReset(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
  return row !== undefined;
}

/**
 * Marks the token used and returns its user, in one statement: of two concurrent requests with
 * the same token, exactly one gets the user. Expired, used or unknown tokens return undefined.
 */
export async function consumeReset(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

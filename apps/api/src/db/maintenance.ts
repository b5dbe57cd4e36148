import { lt, or, isNotNull, and } from 'drizzle-orm';
import type { Database } from './database';
import {
  emailVerifications,
  passwordResets,
  rateLimits,
  sessions,
  socialSignInCodes,
  socialSignInFlows,
} from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes rows that can no longer matter, so the tables do not grow without end: rate-limit
 * windows (the longest lasts an hour) older than a day, sessions expired or revoked more than a
 * week ago, reset and e-mail verification links expired or used more than a day ago, and
 * social sign-ins started and never finished, and their one-time codes never exchanged, once
 * they have expired. Idempotent: several processes may run it at once.
 */
export async function purgeExpiredRows(db: Database, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, dayAgo));
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, weekAgo),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, weekAgo)),
      ),
    );
  await db
    .delete(passwordResets)
    .where(
      or(
        lt(passwordResets.expiresAt, dayAgo),
        and(isNotNull(passwordResets.usedAt), lt(passwordResets.usedAt, dayAgo)),
      ),
    );
  await db
    .delete(emailVerifications)
    .where(
      or(
        lt(emailVerifications.expiresAt, dayAgo),
        and(isNotNull(emailVerifications.usedAt), lt(emailVerifications.usedAt, dayAgo)),
      ),
    );
  await db.delete(socialSignInFlows).where(lt(socialSignInFlows.expiresAt, now));
  await db.delete(socialSignInCodes).where(lt(socialSignInCodes.expiresAt, now));
}

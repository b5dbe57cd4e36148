import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateLimits } from '../../db/schema';

export interface WindowCount {
  count: number;
  windowStart: Date;
}

/**
 * Counts one hit in the key's window, atomically (one statement, so concurrent processes never
 * lose a hit): a key whose window has passed starts a new one at `now` with a count of 1.
 */
export async function incrementWindow(
  db: Database,
  key: string,
  now: Date,
  windowMs: number,
): Promise<WindowCount> {
  const expired = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const startNow = sql`${now.toISOString()}::timestamptz`;
  // A new window starts at `now`; an open one keeps its start.
  return upsertCount(
    db,
    key,
    now,
    expired,
    sql`case when ${expired} then ${startNow} else ${rateLimits.windowStart} end`,
  );
}

export async function findWindow(db: Database, key: string): Promise<WindowCount | undefined> {
  const [row] = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return row;
}

/** Several keys in one query (sign-in reads five per attempt); absent keys are missing. */
export async function findWindows(
  db: Database,
  keys: readonly string[],
): Promise<Map<string, WindowCount>> {
  const rows = await db
    .select({ key: rateLimits.key, count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(inArray(rateLimits.key, [...keys]));
  return new Map(rows.map(({ key, ...window }) => [key, window]));
}

export async function deleteWindow(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Counts one event in a streak, atomically: `windowStart` holds the latest event, and the count
 * restarts at 1 when that latest event is `forgetMs` old or more (a quiet period forgives).
 */
export async function incrementStreak(
  db: Database,
  key: string,
  now: Date,
  forgetMs: number,
): Promise<WindowCount> {
  const forgotten = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - forgetMs).toISOString()}::timestamptz`;
  // `windowStart` always moves to the latest event.
  return upsertCount(db, key, now, forgotten, sql`${now.toISOString()}::timestamptz`);
}

/**
 * The one upsert behind windows and streaks: a new key starts at 1; an existing key restarts at
 * 1 when `restart` holds and counts one more otherwise, and its `windowStart` becomes `start`.
 */
async function upsertCount(
  db: Database,
  key: string,
  now: Date,
  restart: SQL,
  start: SQL,
): Promise<WindowCount> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${restart} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: start,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

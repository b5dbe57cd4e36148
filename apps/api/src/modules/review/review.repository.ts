import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { reviewCards } from '../../db/schema';
import type { ReviewCardKind } from './review.types';

export type ReviewCardRow = typeof reviewCards.$inferSelect;
export type NewReviewCardRow = typeof reviewCards.$inferInsert;

/**
 * The student's card of this kind and key, locked until the transaction ends (undefined when
 * there is none): two answers rating the same card at once take turns, so neither rating is lost.
 */
export async function lockCard(
  db: Database,
  userId: string,
  kind: ReviewCardKind,
  key: string,
): Promise<ReviewCardRow | undefined> {
  const [row] = await db
    .select()
    .from(reviewCards)
    .where(
      and(eq(reviewCards.userId, userId), eq(reviewCards.kind, kind), eq(reviewCards.key, key)),
    )
    .for('update');
  return row;
}

/**
 * Inserts a card unless the student already has one of that kind and key (another request may
 * have made it a moment ago: PostgreSQL waits for that one to commit, then skips). Returns
 * whether this call inserted it.
 */
export async function insertCardIfAbsent(db: Database, row: NewReviewCardRow): Promise<boolean> {
  const inserted = await db
    .insert(reviewCards)
    .values(row)
    .onConflictDoNothing({ target: [reviewCards.userId, reviewCards.kind, reviewCards.key] })
    .returning({ id: reviewCards.id });
  return inserted.length > 0;
}

/** Inserts the cards the student has not got yet (by kind and key); the others are left alone. */
export async function insertCardsIfAbsent(
  db: Database,
  rows: readonly NewReviewCardRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(reviewCards)
    .values([...rows])
    .onConflictDoNothing({ target: [reviewCards.userId, reviewCards.kind, reviewCards.key] });
}

export async function updateCard(
  db: Database,
  id: string,
  patch: Pick<NewReviewCardRow, 'card' | 'due' | 'lastReviewedAt' | 'reviews' | 'questionId'>,
): Promise<void> {
  await db.update(reviewCards).set(patch).where(eq(reviewCards.id, id));
}

/** Cards due, how many cards in all, and the earliest due date; one read through the index. */
export async function countCards(db: Database, userId: string, now: Date) {
  const [row] = await db
    .select({
      due: sql<number>`count(*) filter (where ${reviewCards.due} <= ${now.toISOString()})::int`,
      scheduled: sql<number>`count(*)::int`,
      earliest: sql<string | null>`min(${reviewCards.due})`,
    })
    .from(reviewCards)
    .where(eq(reviewCards.userId, userId));
  return {
    due: Number(row?.due ?? 0),
    scheduled: Number(row?.scheduled ?? 0),
    earliest: row?.earliest == null ? null : new Date(row.earliest),
  };
}

/** The cards due at `now`, most overdue first, at most `limit`. */
export function listDueCards(
  db: Database,
  userId: string,
  now: Date,
  limit: number,
): Promise<ReviewCardRow[]> {
  return db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), lte(reviewCards.due, now)))
    .orderBy(asc(reviewCards.due), asc(reviewCards.id))
    .limit(limit);
}

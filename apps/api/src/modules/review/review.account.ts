import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { reviewCards } from '../../db/schema';

/**
 * The student's review schedule as the account export shows it (issue 22: the export includes
 * the review schedule): every card with its FSRS state, oldest due first. No internal ids.
 */
export function listReviewCardsForExport(db: Database, userId: string) {
  return db
    .select({
      kind: reviewCards.kind,
      key: reviewCards.key,
      lessonId: reviewCards.lessonId,
      questionId: reviewCards.questionId,
      due: reviewCards.due,
      lastReviewedAt: reviewCards.lastReviewedAt,
      reviews: reviewCards.reviews,
      card: reviewCards.card,
      createdAt: reviewCards.createdAt,
    })
    .from(reviewCards)
    .where(eq(reviewCards.userId, userId))
    .orderBy(asc(reviewCards.due), asc(reviewCards.kind), asc(reviewCards.key));
}

/**
 * Deletes the student's cards and says how many (account deletion names every table it empties;
 * the foreign key would cascade anyway). Inside the caller's transaction.
 */
export async function deleteReviewCards(db: Database, userId: string): Promise<number> {
  const removed = await db
    .delete(reviewCards)
    .where(eq(reviewCards.userId, userId))
    .returning({ one: sql<number>`1` });
  return removed.length;
}

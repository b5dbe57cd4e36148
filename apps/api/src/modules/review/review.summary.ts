import type { ReviewSummary } from '@exam/contract';
import type { Database } from '../../db/database';
import { countCards } from './review.repository';

/**
 * The dashboard's 'Daily review' figures: the cards due now (a review session practises at most
 * REVIEW_SESSION_MAX of them), the cards scheduled in all, and the earliest due date (in the past
 * when cards are due; when none is, when the next one falls due; null without any card).
 */
export async function reviewSummary(
  db: Database,
  userId: string,
  now: Date,
): Promise<ReviewSummary> {
  const counts = await countCards(db, userId, now);
  return {
    due: counts.due,
    scheduled: counts.scheduled,
    nextDueAt: counts.earliest?.toISOString() ?? null,
  };
}

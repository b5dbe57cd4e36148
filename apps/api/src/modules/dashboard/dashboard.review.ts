import type { ReviewSummary } from '@exam/contract';
import type { Database } from '../../db/database';

/**
 * The review module's part of the dashboard (docs/decisions/041): lesson cards for lessons that
 * reached 'mastered', and the summary of the cards due.
 */
export function ensureMasteredLessonCards(
  _db: Database,
  _userId: string,
  _lessonIds: readonly string[],
  _now: Date,
): Promise<void> {
  // Placeholder until the review module (branch i22-r) is merged: ensureLessonCards.
  return Promise.resolve();
}

export function summariseReview(
  _db: Database,
  _userId: string,
  _now: Date,
): Promise<ReviewSummary> {
  // Placeholder until the review module (branch i22-r) is merged: reviewSummary.
  return Promise.resolve({ due: 0, scheduled: 0, nextDueAt: null });
}

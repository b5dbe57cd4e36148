import { Rating } from 'ts-fsrs';
import type { Database } from '../../db/database';
import { insertCardsIfAbsent } from './review.repository';
import { firstReview, toStoredCard } from './review.scheduler';

/**
 * Lessons that reached 'mastered' get a lesson card, rated Good at `now` (FSRS then brings the
 * lesson back in a few days, then further apart while the student keeps it). A lesson that
 * already has one keeps it as it is, so calling this again changes nothing. The caller decides
 * which lessons are mastered (decision 040).
 */
export async function ensureLessonCards(
  db: Database,
  userId: string,
  lessons: readonly { lessonId: string }[],
  now: Date,
): Promise<void> {
  const card = firstReview(now, Rating.Good);
  const lessonIds = [...new Set(lessons.map((lesson) => lesson.lessonId))];
  await insertCardsIfAbsent(
    db,
    lessonIds.map((lessonId) => ({
      userId,
      kind: 'lesson' as const,
      key: lessonId,
      lessonId,
      questionId: null,
      card: toStoredCard(card),
      due: card.due,
      lastReviewedAt: now,
      reviews: 1,
    })),
  );
}

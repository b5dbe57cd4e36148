import type { Database } from '../../db/database';
import type { ReviewCardRow } from './review.repository';
import { insertCardIfAbsent, lockCard, updateCard } from './review.repository';
import {
  firstReview,
  fromStoredCard,
  nextReview,
  ratingOf,
  toStoredCard,
} from './review.scheduler';
import type { ReviewedAnswer } from './review.types';
import { Rating } from 'ts-fsrs';

/** A question card's key: the template (its variants are the same skill), else the question. */
export function questionCardKey(answer: Pick<ReviewedAnswer, 'questionId' | 'templateId'>): string {
  return answer.templateId ?? answer.questionId;
}

/**
 * Rates the cards an answer touches, inside the caller's transaction, right after the answer is
 * stored (docs/decisions/041-spaced-review-with-fsrs.md):
 *
 * - its question card (kind 'question', key = template or question id): rated whenever it
 *   exists, due or not; made (rated Again) when the answer is wrong in the end and none exists;
 * - its lesson's card (kind 'lesson'): rated only when it is due, so everyday practice in a
 *   mastered lesson does not keep pushing the lesson's review away before it comes round.
 *
 * Each card's row is locked while it is rated, so two answers at once take turns.
 */
export async function recordReviewAnswers(
  tx: Database,
  userId: string,
  answers: readonly ReviewedAnswer[],
): Promise<void> {
  const inOrder = [...answers].sort((x, y) => x.at.getTime() - y.at.getTime());
  for (const answer of inOrder) {
    await rateQuestionCard(tx, userId, answer);
    await rateLessonCardIfDue(tx, userId, answer);
  }
}

async function rateQuestionCard(tx: Database, userId: string, answer: ReviewedAnswer) {
  const key = questionCardKey(answer);
  let row = await lockCard(tx, userId, 'question', key);
  if (!row) {
    // Only a miss makes a card: a right answer to something never missed needs no review.
    if (answer.correct) return;
    const card = firstReview(answer.at, Rating.Again);
    const made = await insertCardIfAbsent(tx, {
      userId,
      kind: 'question',
      key,
      lessonId: answer.lessonId,
      questionId: answer.questionId,
      card: toStoredCard(card),
      due: card.due,
      lastReviewedAt: answer.at,
      reviews: 1,
    });
    if (made) return;
    // Another answer made it between our read and our insert: rate that one instead.
    row = await lockCard(tx, userId, 'question', key);
    if (!row) throw new Error(`review card ${key} vanished while being made`);
  }
  await rate(tx, row, answer);
}

async function rateLessonCardIfDue(tx: Database, userId: string, answer: ReviewedAnswer) {
  const row = await lockCard(tx, userId, 'lesson', answer.lessonId);
  if (!row || row.due.getTime() > answer.at.getTime()) return;
  await rate(tx, row, answer);
}

async function rate(tx: Database, row: ReviewCardRow, answer: ReviewedAnswer) {
  const card = nextReview(fromStoredCard(row.card), answer.at, ratingOf(answer));
  const lastReviewedAt = card.last_review ?? answer.at;
  await updateCard(tx, row.id, {
    card: toStoredCard(card),
    due: card.due,
    lastReviewedAt,
    reviews: row.reviews + 1,
    questionId: row.kind === 'question' ? answer.questionId : row.questionId,
  });
}

import { REVIEW_SESSION_MAX } from '@exam/contract';
import type { Database } from '../../db/database';
import type { BankCaches } from '../attempt/bank-caches';
import { recentQuestionsOf } from '../bank/recent-questions.service';
import { estimateAbilities } from '../practice/practice.choice';
import { chooseReviewQuestions } from './review.choice';
import { listDueCards } from './review.repository';
import { listLessonResponses, listReviewPool } from './review.pool.repository';

export interface ReviewSessionDeps {
  db: Database;
  /**
   * Not read today: the pool comes straight from the database, as a practice session's does.
   * Optional so that a caller holding only practice's `{ db, clock }` can pass its deps.
   */
  bankCaches?: BankCaches;
}

/**
 * The questions of a review session, fixed at its start (docs/decisions/041): at most
 * REVIEW_SESSION_MAX due cards, most overdue first, one question each (review.choice.ts); []
 * when nothing is due. Run it inside the transaction that stores the session, so the recent
 * questions it avoids are the ones as of now.
 */
export async function planReviewSession(
  deps: ReviewSessionDeps,
  userId: string,
  now: Date,
): Promise<string[]> {
  const { db } = deps;
  const cards = await listDueCards(db, userId, now, REVIEW_SESSION_MAX);
  if (cards.length === 0) return [];
  const questionCards = cards.filter((card) => card.kind === 'question');
  const lessonIds = [...new Set(cards.map((card) => card.lessonId))];
  const pool = await listReviewPool(db, {
    templateIds: questionCards.filter((card) => !isUntemplated(card)).map((card) => card.key),
    questionIds: questionCards.filter(isUntemplated).map((card) => card.key),
    lessonIds,
  });
  const responses = await listLessonResponses(db, userId, lessonIds);
  const { lessons } = estimateAbilities(responses, lessonIds);
  const thetas = new Map([...lessons].map(([lessonId, ability]) => [lessonId, ability.theta]));
  const recent = new Set<string>();
  for (const topic of new Set(pool.map((item) => item.topic))) {
    const met = await recentQuestionsOf(db, userId, topic);
    for (const id of met.lastAttempts) recent.add(id);
  }
  return chooseReviewQuestions({ cards, pool, thetas, recent });
}

/** An untemplated question's card: keyed by the question, the only one it is ever rated by. */
function isUntemplated(card: { key: string; questionId: string | null }): boolean {
  return card.key === card.questionId;
}

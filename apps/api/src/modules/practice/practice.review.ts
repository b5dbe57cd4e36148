import type { Database } from '../../db/database';

/**
 * The spaced review's side of practice (docs/decisions/041): each locked answer is reported to
 * the review module, and a review session's questions come from its plan. Placeholder until the
 * review module (apps/api/src/modules/review) is merged: the same signatures.
 */
export interface ReviewedAnswer {
  questionId: string;
  lessonId: string;
  templateId: string | null;
  at: Date;
  correct: boolean;
  firstTryCorrect: boolean;
  hintsUsed: number;
}

export function recordReviewAnswers(
  _tx: Database,
  _userId: string,
  _answers: readonly ReviewedAnswer[],
): Promise<void> {
  return Promise.resolve();
}

export function planReviewSession(
  _deps: { db: Database },
  _userId: string,
  _now: Date,
): Promise<string[]> {
  return Promise.resolve([]);
}

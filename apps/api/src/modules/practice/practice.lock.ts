import type { Database } from '../../db/database';
import { timeSpentSeconds } from '../../lib/attempt-rules';
import type { MarkedAnswer } from '../bank/mark-answer';
import type { QuestionRow } from '../bank/question-row';
import type { PracticeAnswerRow, PracticeSessionRow } from './practice.repository';
import { insertAnswer, updateSession } from './practice.repository';
import { recordReviewAnswers } from './practice.review';

export interface LockOptions {
  /** When the locked answer was checked: now, or a given-up first try's own check time. */
  checkedAt: Date;
  /** The wrong first answer when a second try was offered (then `final` is not first-try). */
  firstAnswer: string | null;
  client?: { startTime?: number | string | undefined; endTime?: number | string | undefined };
}

/**
 * Stores the current question's final answer and counts it (issue 22): the session's correct
 * count counts first-try right answers only; the hints revealed go with the answer. Then the
 * spaced review hears of it, in the same transaction (docs/decisions/041).
 */
export async function lockIn(
  tx: Database,
  session: PracticeSessionRow,
  question: QuestionRow,
  final: MarkedAnswer,
  options: LockOptions,
): Promise<{ row: PracticeAnswerRow; updated: PracticeSessionRow }> {
  const firstTryCorrect = options.firstAnswer === null && final.isCorrect;
  const servedAt = session.currentServedAt ?? session.startedAt;
  const { checkedAt } = options;
  const row = await insertAnswer(tx, {
    sessionId: session.id,
    position: session.questionNumber,
    questionId: question.id,
    lessonId: question.lessonId,
    servedAt,
    checkedAt,
    userAnswer: final.userAnswer,
    isCorrect: final.isCorrect,
    reason: final.reason,
    timeSpentSeconds: timeSpentSeconds(
      servedAt,
      checkedAt,
      options.client?.startTime,
      options.client?.endTime,
    ),
    hintsUsed: session.currentHintsUsed,
    firstTryCorrect,
    firstAnswer: options.firstAnswer,
  });
  const updated = await updateSession(tx, session.id, {
    correctCount: session.correctCount + (firstTryCorrect ? 1 : 0),
    totalAnswered: session.totalAnswered + 1,
    currentFirstAnswer: null,
    currentFirstCheckedAt: null,
  });
  await recordReviewAnswers(tx, session.userId, [
    {
      questionId: question.id,
      lessonId: question.lessonId,
      templateId: question.templateId,
      at: checkedAt,
      correct: final.isCorrect,
      firstTryCorrect,
      hintsUsed: row.hintsUsed,
    },
  ]);
  return { row, updated };
}

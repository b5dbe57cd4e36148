import { ErrorCode } from '@exam/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  isExpiryCredible,
  isOverdue,
  remainingSecondsAt,
  timeSpentSeconds,
} from '../../lib/attempt-rules';
import { isSameAnswer, markAnswer } from '../bank/mark-answer';
import type { ServedQuestions } from '../bank/served-questions';
import { recordReviewAnswers } from '../review';
import type { AttemptDeps } from './attempt-lifecycle';
import { finaliseAttempt } from './attempt-lifecycle';
import type {
  AttemptAnswerBody,
  AttemptAnswerRow,
  AttemptRow,
  AttemptStrategy,
} from './attempt-strategy';

export interface AnswerDeps extends AttemptDeps {
  /** The questions are read through the app's cache (decision 028). */
  bankCaches: { questions: ServedQuestions };
}

/**
 * The answer to a timed attempt's current question (decision 028), one protocol for exams and
 * trials, in this order, in one transaction holding the attempt's row (so two identical sends
 * advance once: the second sees the first's answer and replays):
 *
 * 1. lock the attempt (missing or someone else's: 404; `check` may refuse it);
 * 2. finalise it if overdue (an answer to the question on screen is kept, unscored);
 * 3. finished: an answer stored for that question is replayed with the result when it was closed
 *    by the clock or is the same answer, else 409 AlreadyAnswered; no such answer: 409
 *    NotCurrentQuestion;
 * 4. another question than the current: the same answer as the last one replays the state, a
 *    different one is 409 AlreadyAnswered; anything else 409 NotCurrentQuestion;
 * 5. an empty answer is accepted only with a credible "time is up", and ends the attempt;
 * 6. mark, ask the strategy what follows, store the answer, rate its spaced-review cards
 *    (docs/decisions/041; in the same transaction, so an answer and its rating commit together),
 *    then serve the next item or finalise.
 *
 * A refusal after an overdue attempt was finalised is returned from the transaction, not thrown,
 * so that the finalisation commits; it is thrown once the transaction is over.
 */
export async function answerAttempt<
  Row extends AttemptRow,
  Answer extends AttemptAnswerRow,
  InProgress,
  Result,
  Next,
>(
  deps: AnswerDeps,
  kind: AttemptStrategy<Row, Answer, InProgress, Result, Next>,
  userId: string,
  body: AttemptAnswerBody,
  check?: (attempt: Row) => void,
): Promise<InProgress | Result> {
  await kind.prepare();
  const outcome = await deps.db.transaction(async (tx): Promise<InProgress | Result | AppError> => {
    const found = await kind.lock(tx, body.attemptId, userId);
    if (!found) throw new AppError(ErrorCode.NotFound, kind.messages.notFound);
    check?.(found);
    const now = deps.clock.now();
    const given = body.selectedAnswer.trim();
    let attempt = found;
    let answers = await kind.listAnswers(tx, attempt.id);

    if (attempt.status === 'running' && isOverdue(attempt.deadline, now)) {
      // Too late to count: an answer to the shown question is kept, unscored.
      const late = body.questionId === kind.currentQuestionId(attempt) ? given : '';
      attempt = await finaliseAttempt(tx, kind, attempt, answers, now, {
        reason: 'time',
        timerExpired: true,
        closeCurrent: { answer: late },
      });
      answers = await kind.listAnswers(tx, attempt.id);
    }

    if (attempt.status === 'finished') return replayFinished(tx, kind, attempt, answers, body);

    const currentId = kind.currentQuestionId(attempt);
    if (body.questionId !== currentId) {
      const last = answers.at(-1);
      if (last && last.questionId === body.questionId) {
        if (isSameAnswer(last.userAnswer, given)) return kind.inProgress(tx, attempt, now, last);
        throw new AppError(ErrorCode.AlreadyAnswered, kind.messages.alreadyAnswered);
      }
      throw new AppError(ErrorCode.NotCurrentQuestion, kind.messages.notCurrentQuestion);
    }

    const expiryCredible = body.timerExpired === true && isExpiryCredible(attempt.deadline, now);
    if (given === '') {
      if (!expiryCredible) {
        throw new AppError(ErrorCode.ValidationFailed, kind.messages.answerRequired);
      }
      const ended = await finaliseAttempt(tx, kind, attempt, answers, now, {
        reason: 'time',
        timerExpired: true,
        closeCurrent: { answer: '' },
      });
      return kind.result(tx, ended);
    }

    const question = await deps.bankCaches.questions.get(tx, currentId);
    const lessonId = question && (await kind.currentLessonId(tx, attempt));
    if (!question || !lessonId) throw new Error(`${kind.name} ${attempt.id} lost its question`);
    const marked = markAnswer(question, given, 'text');
    const remainingSeconds = remainingSecondsAt(attempt.deadline, now);
    // What follows is decided before the answer is stored, so that an exam's answer row is
    // written once, with the question it led to.
    const step = await kind.decide(tx, attempt, {
      userId,
      answers,
      answered: { questionId: question.id, isCorrect: marked.isCorrect },
      remainingSeconds,
      timeUp: remainingSeconds === 0 || expiryCredible,
    });
    const servedAt = attempt.currentServedAt ?? attempt.startedAt;
    const answer = await kind.insertAnswer(tx, attempt, {
      position: attempt.questionNumber,
      questionId: question.id,
      lessonId,
      servedAt,
      answeredAt: now,
      userAnswer: marked.userAnswer,
      isCorrect: marked.isCorrect,
      // Not overdue here, so within the deadline's grace.
      scored: true,
      timeSpentSeconds: timeSpentSeconds(servedAt, now, body.startTime, body.endTime),
      nextQuestionId: 'next' in step ? (step.nextQuestionId ?? null) : null,
    });
    // Only a scored answer is reviewed (one closed by the clock never reaches this step).
    await recordReviewAnswers(tx, userId, [
      {
        questionId: question.id,
        lessonId,
        templateId: question.templateId,
        at: now,
        correct: marked.isCorrect,
        // Exams and trials have one try and no hints.
        firstTryCorrect: marked.isCorrect,
        hintsUsed: 0,
      },
    ]);
    if ('end' in step) {
      const ended = await finaliseAttempt(tx, kind, attempt, [...answers, answer], now, step.end);
      return kind.result(tx, ended, answer);
    }
    attempt = await kind.serve(tx, attempt, step.next, now);
    return kind.inProgress(tx, attempt, now, answer);
  });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

/**
 * An answer to a finished attempt. Any answered question counts, not only the last: an answer
 * whose reply was lost may be re-sent after the clock closed the next question too.
 */
async function replayFinished<
  Row extends AttemptRow,
  Answer extends AttemptAnswerRow,
  InProgress,
  Result,
  Next,
>(
  tx: Database,
  kind: AttemptStrategy<Row, Answer, InProgress, Result, Next>,
  attempt: Row,
  answers: readonly Answer[],
  body: AttemptAnswerBody,
): Promise<Result | AppError> {
  const stored = answers.find((row) => row.questionId === body.questionId);
  if (!stored) {
    return new AppError(ErrorCode.NotCurrentQuestion, kind.messages.notCurrentQuestion);
  }
  // Closed by the clock (unanswered or late): the result as it stands.
  if (!stored.scored) return kind.result(tx, attempt);
  // The same answer re-sent: the result, with that answer's verdict.
  if (isSameAnswer(stored.userAnswer, body.selectedAnswer.trim())) {
    return kind.result(tx, attempt, stored);
  }
  return new AppError(ErrorCode.AlreadyAnswered, kind.messages.alreadyAnswered);
}

import { ErrorCode, PracticeMessages } from '@exam/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { findQuestion } from '../bank/bank.repository';
import { chosenOption, isSameAnswer } from '../bank/mark-answer';
import type { QuestionRow } from '../bank/question-row';
import type { PracticeAnswerRow, PracticeSessionRow } from './practice.repository';
import { listAnswers, lockSession } from './practice.repository';

/**
 * What every practice write starts with: the caller's session, locked for the transaction, and
 * where the named question stands in it. The same errors for every route (check, hint, show
 * answer, next): 404 for a session that is missing or another user's, 409 for a question that
 * is not the current one.
 */

export const sessionNotFound = () =>
  new AppError(ErrorCode.NotFound, PracticeMessages.sessionNotFound);
export const conflict = (code: ErrorCode, message: string) => new AppError(code, message);
export const invalid = (message: string) => new AppError(ErrorCode.ValidationFailed, message);

export interface SessionAt {
  session: PracticeSessionRow;
  /** The session's locked answers, in order. */
  answers: PracticeAnswerRow[];
  /** The named question's locked answer, if it has one. */
  locked: PracticeAnswerRow | undefined;
}

export async function openSession(
  tx: Database,
  practiceId: string,
  userId: string,
  questionId: string,
): Promise<SessionAt> {
  const session = await lockSession(tx, practiceId, userId);
  if (!session) throw sessionNotFound();
  const answers = await listAnswers(tx, session.id);
  return { session, answers, locked: answers.find((row) => row.questionId === questionId) };
}

/** Refuses a finished session or a question other than the current one (409). */
export function assertCurrent(session: PracticeSessionRow, questionId: string): void {
  if (session.status === 'finished') {
    throw conflict(ErrorCode.NotCurrentQuestion, PracticeMessages.sessionFinished);
  }
  if (questionId !== session.currentQuestionId) {
    throw conflict(ErrorCode.NotCurrentQuestion, PracticeMessages.notCurrentQuestion);
  }
}

export async function questionOf(tx: Database, questionId: string): Promise<QuestionRow> {
  const question = await findQuestion(tx, questionId);
  if (!question) throw new Error(`practice lost its question ${questionId}`);
  return question;
}

/** The answer as stored: an MCQ index read as its option (400 for no option), else the text. */
export function storedForm(question: QuestionRow, given: string): string {
  return question.type === 'MCQ' ? chosenOption(question, given, 'index') : given;
}

/**
 * Whether `given` re-sends the locked answer: its final answer, or the wrong first one of a
 * second try (a first check sent again after the second was locked).
 */
export function isResend(question: QuestionRow, row: PracticeAnswerRow, given: string): boolean {
  const text = storedForm(question, given);
  return (
    isSameAnswer(row.userAnswer, text) ||
    (row.firstAnswer !== null && isSameAnswer(row.firstAnswer, text))
  );
}

import type {
  CheckedAnswerResponse,
  PracticeAnsweredQuestion,
  PracticeCompleted,
  PracticeFocus,
  PracticeHelp,
  PracticeInProgress,
  PracticeProgress,
} from '@exam/contract';
import { PracticeMessages } from '@exam/contract';
import type { Database } from '../../db/database';
import { normaliseOption } from '../../lib/attempt-rules';
import { oneDecimal } from '../../lib/one-decimal';
import { findQuestion } from '../bank/bank.repository';
import { isSameAnswer } from '../bank/mark-answer';
import { toQuestion, toServedQuestion } from '../bank/question-dto';
import type { QuestionRow } from '../bank/question-row';
import type { PracticeAnswerRow, PracticeSessionRow } from './practice.repository';
import { findLessonName, sumAnswerSeconds } from './practice.repository';

/**
 * What the practice routes answer, built from stored rows (docs/product.md §10-11). Nothing here
 * writes; the services decide what is locked and when.
 */

export type Topic = PracticeInProgress['topic'];

/** Percent to one decimal; 0 when nothing was answered. */
export function percentOneDecimal(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((correct / total) * 1000) / 10;
}

/**
 * A session's average time per question, the one figure the completion screen, the history and
 * the review show (docs/product.md §2.16-2.18): the server-measured seconds from each question
 * appearing to its answer being checked, summed over the checked answers and divided by their
 * number, one decimal; null when nothing was checked. Time spent reading an explanation, or
 * before pressing Finish, is not a question's time (the session's 'Total Time' carries it;
 * docs/decisions/035-one-practice-average-time.md).
 */
export function averageSecondsPerAnswer(totalSeconds: number, answered: number): number | null {
  return answered > 0 ? oneDecimal(totalSeconds / answered) : null;
}

export function secondsBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));
}

/** What a session practises, as the screens label it ('topic' is 'Recommended for you'). */
export function focusOf(session: PracticeSessionRow, lessonName: string | null): PracticeFocus {
  return {
    kind: session.source === 'topic' ? 'recommended' : session.source,
    lessonId: session.lessonId,
    lessonName: session.lessonId ? lessonName : null,
  };
}

/** `focusOf` with the lesson's name read from the database (one query for a lesson session). */
export async function loadFocus(db: Database, session: PracticeSessionRow): Promise<PracticeFocus> {
  const name = session.lessonId ? await findLessonName(db, session.lessonId) : null;
  return focusOf(session, name ?? null);
}

/** The hints revealed so far (the first `used` of the question's stored hints). */
export function helpOf(question: QuestionRow, used: number): PracticeHelp {
  const hints = question.hints ?? [];
  return { hints: hints.slice(0, used), hintsTotal: hints.length };
}

/**
 * 2 when a second answer was locked after a wrong first one; 1 otherwise, Show Answer after a
 * wrong first try included (its locked answer is that first answer, kept in `firstAnswer` too).
 */
export function attemptsOf(row: PracticeAnswerRow): 1 | 2 {
  return row.firstAnswer !== null && !isSameAnswer(row.firstAnswer, row.userAnswer) ? 2 : 1;
}

export function correctOf(question: QuestionRow): { text: string; index: number | null } {
  if (question.type !== 'MCQ') return { text: question.answer, index: null };
  const options = question.options ?? [];
  const index = options.findIndex(
    (option) => normaliseOption(option) === normaliseOption(question.answer),
  );
  return { text: index >= 0 ? (options[index] ?? question.answer) : question.answer, index };
}

/** A locked answer's check: the key, the reason and the worked solution. */
export function toCheck(
  question: QuestionRow,
  row: PracticeAnswerRow,
  session: PracticeSessionRow,
): CheckedAnswerResponse {
  const correct = correctOf(question);
  return {
    tryAgain: false,
    isCorrect: row.isCorrect,
    firstTryCorrect: row.firstTryCorrect,
    attempts: attemptsOf(row),
    firstAnswer: row.firstAnswer,
    hintsUsed: row.hintsUsed,
    correctAnswer: correct.text,
    correctOptionIndex: correct.index !== null && correct.index >= 0 ? correct.index : null,
    reason: row.reason,
    explanation: question.explanation,
    steps: question.steps ?? [],
    correctCount: session.correctCount,
    totalAnswered: session.totalAnswered,
  };
}

export function toAnswered(
  row: PracticeAnswerRow,
  question: QuestionRow,
  lessonName: string,
): PracticeAnsweredQuestion {
  return {
    ...toQuestion(question),
    questionNumber: row.position,
    lessonName,
    userAnswer: row.userAnswer,
    correctAnswer: correctOf(question).text,
    isCorrect: row.isCorrect,
    reason: row.reason,
    explanation: question.explanation,
    steps: question.steps ?? [],
    timeSpent: oneDecimal(row.timeSpentSeconds),
    hintsUsed: row.hintsUsed,
    firstTryCorrect: row.firstTryCorrect,
    attempts: attemptsOf(row),
    firstAnswer: row.firstAnswer,
  };
}

export async function toCompleted(
  db: Database,
  session: PracticeSessionRow,
): Promise<PracticeCompleted> {
  const seconds = await sumAnswerSeconds(db, session.id);
  return {
    completed: true,
    practiceId: session.id,
    topic: session.topic as Topic,
    message: PracticeMessages.completed,
    totalCorrect: session.correctCount,
    totalAnswered: session.totalAnswered,
    timeElapsed: secondsBetween(session.startedAt, session.finishedAt ?? session.startedAt),
    result: { score: percentOneDecimal(session.correctCount, session.totalAnswered) },
    avgTimePerQuestion: averageSecondsPerAnswer(seconds, session.totalAnswered),
    focus: await loadFocus(db, session),
  };
}

export async function toInProgress(
  db: Database,
  session: PracticeSessionRow,
  now: Date,
): Promise<PracticeInProgress> {
  const question = session.currentQuestionId
    ? await findQuestion(db, session.currentQuestionId)
    : undefined;
  if (!question) throw new Error(`running practice session ${session.id} has no question`);
  return {
    completed: false,
    practiceId: session.id,
    topic: session.topic as Topic,
    question: await toServedQuestion(db, question),
    questionNumber: session.questionNumber,
    correctCount: session.correctCount,
    totalAnswered: session.totalAnswered,
    timeElapsed: secondsBetween(session.startedAt, now),
    focus: await loadFocus(db, session),
    help: helpOf(question, session.currentHintsUsed),
    plannedQuestions: session.queue ? Math.max(1, session.queue.length) : null,
  };
}

export function toProgress(
  db: Database,
  session: PracticeSessionRow,
  now: Date,
): Promise<PracticeProgress> {
  return session.status === 'finished' ? toCompleted(db, session) : toInProgress(db, session, now);
}

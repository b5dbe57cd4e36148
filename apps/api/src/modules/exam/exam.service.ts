import { randomInt } from 'node:crypto';
import type {
  ExamDetails,
  ExamInProgress,
  ExamProgress,
  ExamReviewQuestion,
  NextQuestionBody,
  PastExam,
} from '@exam/contract';
import { ErrorCode, ExamMessages } from '@exam/contract';
import { AppError } from '../../lib/app-error';
import { attemptCalls } from '../attempt/attempt-calls';
import { findReviewQuestion, finishedSummary, startAttempt } from '../attempt/attempt-lifecycle';
import { recentQuestionsOf } from '../bank/recent-questions.service';
import type { ExamRow } from './exam.repository';
import {
  findExam,
  insertExam,
  listAnswersWithCorrect,
  listRevealedQuestionIds,
  wasInFinishedExam,
} from './exam.repository';
import type { ExamDeps } from './exam.strategy';
import { estimateOf, examStrategy } from './exam.strategy';

export type { ExamDeps } from './exam.strategy';

export const EXAM_TOPIC_MISMATCH = 'This answer is for another topic than the exam.';

const examNotFound = () => new AppError(ErrorCode.NotFound, ExamMessages.examNotFound);

/** A finished exam as the list of past exams shows it. */
function toPastExam(exam: ExamRow): PastExam {
  const incorrectAnswers = exam.totalQuestions - exam.correctAnswers;
  const { performance, totalQuestions } = exam;
  return {
    examId: exam.id,
    ...finishedSummary(exam),
    performance,
    incorrectAnswers,
    totalQuestions,
  };
}

const examCalls = attemptCalls(examStrategy, { key: 'exam', toPast: toPastExam });

/** Starts an exam at the engine's first question; a running one is finished as it stands. */
export async function generateExam(
  deps: ExamDeps,
  userId: string,
  topic: string,
): Promise<ExamInProgress> {
  const kind = examStrategy(deps);
  return startAttempt(deps, kind, userId, async (tx, now) => {
    const seed = randomInt(0, 2 ** 31 - 1);
    const duration = deps.config.examDurationSeconds;
    // Read after the running exam was finished: its questions are shown from now on.
    const avoid = await listRevealedQuestionIds(tx, userId);
    const recent = (await recentQuestionsOf(tx, userId, topic)).lastAttempts;
    const session = kind.bankOf(topic).engine.startSession({ seed, avoid, recent });
    const item = session.next({ remainingSeconds: duration });
    if (!item) throw new Error('the engine chose no first question');
    return insertExam(tx, {
      userId,
      topic,
      seed,
      startedAt: now,
      deadline: new Date(now.getTime() + duration * 1000),
      currentQuestionId: item.id,
      currentLessonId: item.lesson,
      currentServedAt: now,
      questionNumber: 1,
      ...estimateOf(session),
    });
  });
}

/**
 * Scores the answer to the current question and serves the engine's next one, or ends the exam
 * (the protocol: attempt-answer.ts). An answer for another topic than the exam's is a 400.
 */
export function answerQuestion(
  deps: ExamDeps,
  userId: string,
  body: NextQuestionBody,
): Promise<ExamProgress> {
  return examCalls.answer(deps, userId, { ...body, attemptId: body.examId }, (exam) => {
    if (exam.topic !== body.topic) {
      throw new AppError(ErrorCode.ValidationFailed, EXAM_TOPIC_MISMATCH);
    }
  });
}

/**
 * The shared calls of attempt-calls.ts: the caller's running exam if any; a running exam's
 * question and time or a finished one's result; the caller's finished exams, newest first;
 * overdue exams finalised (one user's, or everybody's), and the periodic sweep (server.ts).
 */
export const {
  current: getCurrentExam,
  state: getExamState,
  past: getPastExams,
  finaliseOverdue: finaliseOverdueExams,
  sweep: sweepOverdueExams,
} = examCalls;

/** A finished exam's details; a running, missing or someone else's exam is the same 404. */
export async function getExamDetails(
  deps: ExamDeps,
  userId: string,
  examId: string,
): Promise<ExamDetails> {
  const exam = await findExam(deps.db, examId, userId);
  if (!exam || exam.status !== 'finished') throw examNotFound();
  const rows = await listAnswersWithCorrect(deps.db, exam.id);
  return {
    examId: exam.id,
    date: (exam.finishedAt ?? exam.startedAt).toISOString(),
    overallPerformance: exam.performance,
    lessonId: rows.at(-1)?.answer.lessonId ?? '',
    timerExpired: exam.timerExpired,
    averageTimeSpent: exam.averageTimeSpent,
    detailedPerformance: exam.detailedPerformance,
    questions: rows.map(({ answer, correctAnswer, text, lessonName }) => ({
      id: answer.questionId,
      lessonId: answer.lessonId,
      lessonName,
      question: text,
      isCorrect: answer.scored && answer.isCorrect,
      userAnswer: answer.userAnswer,
      correctAnswer,
    })),
  };
}

/**
 * A question of one of the caller's finished exams, with its explanation. The route's `lessonId`
 * is only a hint and is not read: the client sends the exam details' `lessonId` (the exam's last
 * lesson) for every question (docs/product.md §7).
 */
export function getReviewQuestion(
  deps: ExamDeps,
  userId: string,
  questionId: string,
): Promise<ExamReviewQuestion> {
  return findReviewQuestion(
    deps.db,
    userId,
    questionId,
    wasInFinishedExam,
    ExamMessages.questionNotFound,
  );
}

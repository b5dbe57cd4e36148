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
import { answerAttempt } from '../attempt/attempt-answer';
import {
  attemptState,
  currentAttempt,
  finaliseOverdueAttempts,
  findReviewQuestion,
  startAttempt,
} from '../attempt/attempt-lifecycle';
import { BankCaches } from '../attempt/bank-caches';
import {
  findExam,
  insertExam,
  listAnswersWithCorrect,
  listPastExams,
  listRevealedQuestionIds,
  wasInFinishedExam,
} from './exam.repository';
import type { ExamDeps } from './exam.strategy';
import { estimateOf, examStrategy } from './exam.strategy';

export type { ExamDeps } from './exam.strategy';

export const EXAM_TOPIC_MISMATCH = 'This answer is for another topic than the exam.';

const examNotFound = () => new AppError(404, ErrorCode.NotFound, ExamMessages.examNotFound);

/**
 * Finalises running exams past their deadline and grace (one user's, or everybody's for the
 * periodic sweep). Returns how many it finished.
 */
export function finaliseOverdueExams(deps: ExamDeps, userId?: string): Promise<number> {
  return finaliseOverdueAttempts(deps, examStrategy(deps), userId);
}

/**
 * The periodic sweep (server.ts): finishes every abandoned exam. Without the app's caches it
 * builds the engines it needs for this sweep only.
 */
export function sweepOverdueExams(
  deps: Omit<ExamDeps, 'bankCaches'> & { bankCaches?: BankCaches },
): Promise<number> {
  return finaliseOverdueExams({ ...deps, bankCaches: deps.bankCaches ?? new BankCaches(deps.db) });
}

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
    const session = kind.bankOf(topic).engine.startSession({ seed, avoid });
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
  return answerAttempt(
    { ...deps, questions: deps.bankCaches.questions },
    examStrategy(deps),
    userId,
    { ...body, attemptId: body.examId },
    (exam) => {
      if (exam.topic !== body.topic) {
        throw new AppError(400, ErrorCode.ValidationFailed, EXAM_TOPIC_MISMATCH);
      }
    },
  );
}

/** The caller's running exam, if any (overdue ones are finished first). */
export async function getCurrentExam(
  deps: ExamDeps,
  userId: string,
): Promise<{ exam: ExamInProgress | null }> {
  return { exam: await currentAttempt(deps, examStrategy(deps), userId) };
}

/** A running exam's question and time, or a finished exam's result. */
export function getExamState(
  deps: ExamDeps,
  userId: string,
  examId: string,
): Promise<ExamProgress> {
  return attemptState(deps, examStrategy(deps), userId, examId);
}

export async function getPastExams(deps: ExamDeps, userId: string): Promise<PastExam[]> {
  await finaliseOverdueExams(deps, userId);
  const rows = await listPastExams(deps.db, userId);
  return rows.map((exam) => ({
    examId: exam.id,
    date: (exam.finishedAt ?? exam.startedAt).toISOString(),
    performance: exam.performance,
    averageTimeSpent: exam.averageTimeSpent,
    incorrectAnswers: exam.totalQuestions - exam.correctAnswers,
    totalQuestions: exam.totalQuestions,
    timerExpired: exam.timerExpired,
  }));
}

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
    questions: rows.map(({ answer, correctAnswer }) => ({
      id: answer.questionId,
      lessonId: answer.lessonId,
      isCorrect: answer.scored && answer.isCorrect,
      userAnswer: answer.userAnswer,
      correctAnswer,
    })),
  };
}

/** A question of one of the caller's finished exams, with its explanation. */
export function getReviewQuestion(
  deps: ExamDeps,
  userId: string,
  questionId: string,
  lessonId: string | undefined,
): Promise<ExamReviewQuestion> {
  return findReviewQuestion(
    deps.db,
    userId,
    questionId,
    wasInFinishedExam,
    ExamMessages.questionNotFound,
    lessonId,
  );
}

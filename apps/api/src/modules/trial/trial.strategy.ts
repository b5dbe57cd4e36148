import type { TrialFeedback, TrialInProgress, TrialResult } from '@exam/contract';
import { TrialMessages } from '@exam/contract';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { BankCaches } from '../attempt/bank-caches';
import { servedState } from '../attempt/attempt-lifecycle';
import type { AttemptStrategy } from '../attempt/attempt-strategy';
import type { TrialAnswerRow, TrialRow } from './trial.repository';
import {
  findTrial,
  insertAnswer,
  listAnswers,
  listAnswersWithQuestions,
  listPastTrials,
  listOverdueTrialIds,
  listRunningTrials,
  lockTrial,
  lockTrialById,
  updateTrial,
} from './trial.repository';

export interface TrialDeps {
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'trialDurationSeconds' | 'trialQuestions'>;
  /** The app's caches (buildApp, decision 028). */
  bankCaches: BankCaches;
}

type Topic = TrialInProgress['topic'];

/** A trial's next question is the next of its paper: nothing to carry. */
type PaperStep = null;

export type TrialStrategy = AttemptStrategy<
  TrialRow,
  TrialAnswerRow,
  TrialInProgress,
  TrialResult,
  PaperStep
>;

function currentQuestionId(trial: TrialRow): string | undefined {
  return trial.status === 'running' ? trial.questionIds[trial.questionNumber - 1] : undefined;
}

function feedbackOf(answer: TrialAnswerRow | undefined): { feedback?: TrialFeedback } {
  return answer
    ? {
        feedback: {
          questionId: answer.questionId,
          questionNumber: answer.position,
          isCorrect: answer.isCorrect,
        },
      }
    : {};
}

/** Correct answers over the paper's length: questions not reached count as wrong. */
export function trialScore(trial: TrialRow): { performance: number; totalQuestions: number } {
  const totalQuestions = Math.max(1, trial.questionIds.length);
  return { performance: Math.min(1, trial.correctAnswers / totalQuestions), totalQuestions };
}

/** A finished trial's report: its score and the questions the student reached. */
export async function toTrialResult(
  db: Database,
  trial: TrialRow,
  answered?: TrialAnswerRow,
): Promise<TrialResult> {
  const rows = await listAnswersWithQuestions(db, trial.id);
  const { performance, totalQuestions } = trialScore(trial);
  return {
    completed: true,
    timerExpired: trial.timerExpired,
    trialId: trial.id,
    topic: trial.topic as Topic,
    date: (trial.finishedAt ?? trial.startedAt).toISOString(),
    performance,
    overallPerformance: performance,
    correctAnswers: trial.correctAnswers,
    totalQuestions,
    timeTaken: trial.timeTaken,
    averageTimeSpent: trial.averageTimeSpent,
    questions: rows.map(({ answer, text, graph, correctAnswer }) => ({
      id: answer.questionId,
      questionNumber: answer.position,
      question: text,
      graph,
      userAnswer: answer.userAnswer,
      correctAnswer,
      isCorrect: answer.scored && answer.isCorrect,
    })),
    ...feedbackOf(answered),
  };
}

/**
 * The 25-minute trial as a kind of attempt (decision 028): a fixed paper drawn at the start
 * (trial.blueprint.ts), served in order; each response carries the verdict on the answer just
 * given; the result is the share of the paper answered correctly.
 */
export function trialStrategy(deps: TrialDeps): TrialStrategy {
  const questions = deps.bankCaches.questions;
  return {
    name: 'trial',
    messages: { ...TrialMessages, notFound: TrialMessages.trialNotFound },
    prepare: () => Promise.resolve(),
    lock: lockTrial,
    lockById: lockTrialById,
    find: findTrial,
    listRunning: listRunningTrials,
    listOverdueIds: listOverdueTrialIds,
    listPast: listPastTrials,
    listAnswers,
    insertAnswer: (tx, trial, { nextQuestionId: _paperIsFixed, ...answer }) =>
      insertAnswer(tx, { trialId: trial.id, ...answer }),
    currentQuestionId,
    async currentLessonId(tx, trial) {
      const id = currentQuestionId(trial);
      const question = id ? await questions.get(tx, id) : undefined;
      if (!question) throw new Error(`trial ${trial.id} lost its question`);
      return question.lessonId;
    },

    decide(_tx, trial, { timeUp }) {
      if (trial.questionNumber >= trial.questionIds.length) {
        return Promise.resolve({ end: { reason: 'completed', timerExpired: false } });
      }
      if (timeUp) return Promise.resolve({ end: { reason: 'time', timerExpired: true } });
      return Promise.resolve({ next: null });
    },
    serve: (tx, trial, _next, now) =>
      updateTrial(tx, trial.id, { questionNumber: trial.questionNumber + 1, currentServedAt: now }),
    finish(tx, trial, _answers, fields) {
      const endedAt = Math.min(fields.finishedAt.getTime(), trial.deadline.getTime());
      return updateTrial(tx, trial.id, {
        ...fields,
        timeTaken: Math.max(0, Math.floor((endedAt - trial.startedAt.getTime()) / 1000)),
      });
    },

    async inProgress(db, trial, now, answered) {
      const id = currentQuestionId(trial);
      const question = id ? await questions.get(db, id) : undefined;
      if (!question) throw new Error(`running trial ${trial.id} has no question`);
      return {
        ...(await servedState(db, trial, question, now)),
        trialId: trial.id,
        topic: trial.topic as Topic,
        totalQuestions: trial.questionIds.length,
        ...feedbackOf(answered),
      };
    },
    result: toTrialResult,
  };
}

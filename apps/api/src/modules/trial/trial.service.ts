import { randomInt } from 'node:crypto';
import type {
  PastTrial,
  TrialDetails,
  TrialInProgress,
  TrialNextBody,
  TrialProgress,
  TrialReviewQuestion,
} from '@exam/contract';
import { ErrorCode, TOPICS, TrialMessages } from '@exam/contract';
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
import { drawTrialBlueprint } from './trial.blueprint';
import {
  findTrial,
  insertTrial,
  listAnswers,
  listBlueprintPool,
  listPastTrials,
  listRecentTrialQuestionIds,
  listTemplateIds,
  listTopicLessonIds,
  wasInFinishedTrial,
} from './trial.repository';
import type { TrialDeps } from './trial.strategy';
import { toTrialResult, trialScore, trialStrategy } from './trial.strategy';

export type { TrialDeps } from './trial.strategy';

type Topic = TrialInProgress['topic'];

/** How many of the student's latest trials a new form avoids repeating. */
const RECENT_TRIALS = 3;

const trialNotFound = () => new AppError(404, ErrorCode.NotFound, TrialMessages.trialNotFound);

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Finalises running trials past their deadline and grace (one user's, or everybody's for the
 * periodic sweep). Returns how many it finished.
 */
export function finaliseOverdueTrials(deps: TrialDeps, userId?: string): Promise<number> {
  return finaliseOverdueAttempts(deps, trialStrategy(deps), userId);
}

/** The periodic sweep (server.ts): finishes every abandoned trial. */
export function sweepOverdueTrials(
  deps: Omit<TrialDeps, 'bankCaches'> & { bankCaches?: BankCaches },
): Promise<number> {
  return finaliseOverdueTrials({ ...deps, bankCaches: deps.bankCaches ?? new BankCaches(deps.db) });
}

/** Starts a trial at its first question; a running one is finished as it stands. */
export function generateTrial(
  deps: TrialDeps,
  userId: string,
  topic: Topic = TOPICS[0],
): Promise<TrialInProgress> {
  return startAttempt(deps, trialStrategy(deps), userId, async (tx, now) => {
    // One query at a time: inside a transaction on PGlite there is a single connection.
    const pool = await listBlueprintPool(tx, topic);
    const lessonIds = await listTopicLessonIds(tx, topic);
    const recent = await listRecentTrialQuestionIds(tx, userId, topic, RECENT_TRIALS);
    const recentTemplates = await listTemplateIds(tx, recent);
    const seed = randomInt(0, 2 ** 31 - 1);
    const form = drawTrialBlueprint({
      pool,
      lessonIds,
      count: deps.config.trialQuestions,
      recentQuestionIds: new Set(recent),
      recentTemplateIds: new Set(recentTemplates),
      seed,
    });
    if (form.length === 0) {
      throw new AppError(422, ErrorCode.ValidationFailed, TrialMessages.bankTooSmall);
    }
    return insertTrial(tx, {
      userId,
      topic,
      seed,
      questionIds: form.map((item) => item.id),
      startedAt: now,
      deadline: new Date(now.getTime() + deps.config.trialDurationSeconds * 1000),
      currentServedAt: now,
      questionNumber: 1,
    });
  });
}

/**
 * Marks the answer to the current question and serves the next one of the paper, or ends the
 * trial (the protocol: attempt-answer.ts). The response carries the verdict on the answer.
 */
export function answerTrialQuestion(
  deps: TrialDeps,
  userId: string,
  body: TrialNextBody,
): Promise<TrialProgress> {
  return answerAttempt(
    { ...deps, questions: deps.bankCaches.questions },
    trialStrategy(deps),
    userId,
    { ...body, attemptId: body.trialId },
  );
}

/** The caller's running trial, if any (overdue ones are finished first). */
export async function getCurrentTrial(
  deps: TrialDeps,
  userId: string,
): Promise<{ trial: TrialInProgress | null }> {
  return { trial: await currentAttempt(deps, trialStrategy(deps), userId) };
}

/** A running trial's question and time, or a finished trial's result. */
export function getTrialState(
  deps: TrialDeps,
  userId: string,
  trialId: string,
): Promise<TrialProgress> {
  return attemptState(deps, trialStrategy(deps), userId, trialId);
}

/** The caller's finished trials, newest first. */
export async function getPastTrials(deps: TrialDeps, userId: string): Promise<PastTrial[]> {
  await finaliseOverdueTrials(deps, userId);
  const rows = await listPastTrials(deps.db, userId);
  return rows.map((trial) => ({
    trialId: trial.id,
    date: (trial.finishedAt ?? trial.startedAt).toISOString(),
    ...trialScore(trial),
    correctAnswers: trial.correctAnswers,
    timeTaken: trial.timeTaken,
    averageTimeSpent: trial.averageTimeSpent,
    timerExpired: trial.timerExpired,
  }));
}

/** A finished trial's questions and time per question; running, missing or not theirs: 404. */
export async function getTrialDetails(
  deps: TrialDeps,
  userId: string,
  trialId: string,
): Promise<TrialDetails> {
  await finaliseOverdueTrials(deps, userId);
  const trial = await findTrial(deps.db, trialId, userId);
  if (!trial || trial.status !== 'finished') throw trialNotFound();
  const { completed: _completed, ...result } = await toTrialResult(deps.db, trial);
  const answers = await listAnswers(deps.db, trial.id);
  return {
    ...result,
    timeSpent: Object.fromEntries(
      answers.map((answer) => [answer.questionId, oneDecimal(answer.timeSpentSeconds)]),
    ),
  };
}

/** A question of one of the caller's finished trials, with its explanation. */
export function getTrialReviewQuestion(
  deps: TrialDeps,
  userId: string,
  questionId: string,
): Promise<TrialReviewQuestion> {
  return findReviewQuestion(
    deps.db,
    userId,
    questionId,
    wasInFinishedTrial,
    TrialMessages.questionNotFound,
  );
}

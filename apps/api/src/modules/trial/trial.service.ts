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
import { oneDecimal } from '../../lib/one-decimal';
import { attemptCalls } from '../attempt/attempt-calls';
import { findReviewQuestion, finishedSummary, startAttempt } from '../attempt/attempt-lifecycle';
import { recentQuestionsOf } from '../bank/recent-questions.service';
import { drawTrialBlueprint } from './trial.blueprint';
import { unitOfLesson } from '../bank/lesson-units';
import type { TrialRow } from './trial.repository';
import {
  findTrial,
  insertTrial,
  listAnswers,
  listBlueprintPool,
  listRecentTrialQuestionIds,
  listTemplateIds,
  listTopicLessons,
  wasInFinishedTrial,
} from './trial.repository';
import type { TrialDeps } from './trial.strategy';
import { toTrialResult, trialScore, trialStrategy } from './trial.strategy';

export type { TrialDeps } from './trial.strategy';

type Topic = TrialInProgress['topic'];

/** How many of the student's latest trials a new form avoids repeating. */
const RECENT_TRIALS = 3;

const trialNotFound = () => new AppError(ErrorCode.NotFound, TrialMessages.trialNotFound);

/** A finished trial as the list of past trials (and the dashboard's 'Past Trials') shows it. */
export function toPastTrial(trial: TrialRow): PastTrial {
  const { correctAnswers, timeTaken } = trial;
  return {
    trialId: trial.id,
    ...finishedSummary(trial),
    ...trialScore(trial),
    correctAnswers,
    timeTaken,
  };
}

const trialCalls = attemptCalls(trialStrategy, { key: 'trial', toPast: toPastTrial });

/** Starts a trial at its first question; a running one is finished as it stands. */
export function generateTrial(
  deps: TrialDeps,
  userId: string,
  topic: Topic = TOPICS[0],
): Promise<TrialInProgress> {
  return startAttempt(deps, trialStrategy(deps), userId, async (tx, now) => {
    // One query at a time: inside a transaction on PGlite there is a single connection.
    const pool = await listBlueprintPool(tx, topic);
    const topicLessons = await listTopicLessons(tx, topic);
    const recent = await listRecentTrialQuestionIds(tx, userId, topic, RECENT_TRIALS);
    const recentTemplates = await listTemplateIds(tx, recent);
    const met = await recentQuestionsOf(tx, userId, topic);
    const seed = randomInt(0, 2 ** 31 - 1);
    const form = drawTrialBlueprint({
      pool,
      lessonIds: topicLessons.map((lesson) => lesson.id),
      lessonUnits: new Map(topicLessons.map((l) => [l.id, unitOfLesson(l.name).id])),
      count: deps.config.trialQuestions,
      recentQuestionIds: new Set([...recent, ...met.lastAttempts]),
      previousQuestionIds: met.previousExamOrTrial,
      recentTemplateIds: new Set(recentTemplates),
      seed,
    });
    if (form.length === 0) {
      throw new AppError(ErrorCode.NotEnoughQuestions, TrialMessages.bankTooSmall);
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
  return trialCalls.answer(deps, userId, { ...body, attemptId: body.trialId });
}

/**
 * The shared calls of attempt-calls.ts: the caller's running trial if any; a running trial's
 * question and time or a finished one's result; the caller's finished trials, newest first;
 * overdue trials finalised (one user's, or everybody's), and the periodic sweep (server.ts).
 */
export const {
  current: getCurrentTrial,
  state: getTrialState,
  past: getPastTrials,
  finaliseOverdue: finaliseOverdueTrials,
  sweep: sweepOverdueTrials,
} = trialCalls;

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

import { randomInt } from 'node:crypto';
import type {
  PastTrial,
  TrialDetails,
  TrialFeedback,
  TrialInProgress,
  TrialNextBody,
  TrialProgress,
  TrialResult,
  TrialReviewQuestion,
} from '@exam/contract';
import { ANSWER_GRACE_SECONDS, ErrorCode, TOPICS, TrialMessages } from '@exam/contract';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/database';
import { lockUser } from '../../db/user-lock';
import { AppError } from '../../lib/app-error';
import {
  averageOneDecimal,
  isExpiryCredible,
  isOverdue,
  normaliseOption,
  remainingSecondsAt,
  timeSpentSeconds,
} from '../../lib/attempt-rules';
import type { Clock } from '../../lib/clock';
import { findQuestion, findQuestionWithLesson } from '../bank/bank.repository';
import { recentQuestionsOf } from '../bank/recent-questions.service';
import {
  assertStudentAllowed,
  attemptStarts,
  countStudentEvent,
} from '../rate-limit/student-limits';
import { isQuestionId, markTextAnswer, toQuestion, toReviewQuestion } from '../bank/question-dto';
import { drawTrialBlueprint } from './trial.blueprint';
import type { TrialAnswerRow, TrialRow } from './trial.repository';
import {
  findTrial,
  insertAnswer,
  insertTrial,
  listAnswers,
  listAnswersWithQuestions,
  listBlueprintPool,
  listOverdueTrialIds,
  listPastTrials,
  listRecentTrialQuestionIds,
  listRunningTrials,
  listTemplateIds,
  listTopicLessonIds,
  lockTrial,
  lockTrialById,
  updateTrial,
  wasInFinishedTrial,
} from './trial.repository';

export interface TrialDeps {
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'trialDurationSeconds' | 'trialQuestions'>;
}

type Topic = TrialInProgress['topic'];

/** How many of the student's latest trials a new form avoids repeating. */
const RECENT_TRIALS = 3;

const trialNotFound = () => new AppError(404, ErrorCode.NotFound, TrialMessages.trialNotFound);
const questionNotFound = () =>
  new AppError(404, ErrorCode.NotFound, TrialMessages.questionNotFound);

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function currentQuestionId(trial: TrialRow): string | undefined {
  return trial.status === 'running' ? trial.questionIds[trial.questionNumber - 1] : undefined;
}

function feedbackOf(answer: TrialAnswerRow): TrialFeedback {
  return {
    questionId: answer.questionId,
    questionNumber: answer.position,
    isCorrect: answer.isCorrect,
  };
}

async function toInProgress(
  db: Database,
  trial: TrialRow,
  now: Date,
  feedback?: TrialFeedback,
): Promise<TrialInProgress> {
  const id = currentQuestionId(trial);
  const question = id ? await findQuestion(db, id) : undefined;
  if (!question) throw new Error(`running trial ${trial.id} has no question`);
  return {
    completed: false,
    timerExpired: false,
    trialId: trial.id,
    topic: trial.topic as Topic,
    question: toQuestion(question),
    questionNumber: trial.questionNumber,
    totalQuestions: trial.questionIds.length,
    deadline: trial.deadline.toISOString(),
    remainingSeconds: remainingSecondsAt(trial.deadline, now),
    durationSeconds: Math.max(
      1,
      Math.round((trial.deadline.getTime() - trial.startedAt.getTime()) / 1000),
    ),
    ...(feedback ? { feedback } : {}),
  };
}

/** A finished trial's report: its score and the questions the student reached. */
async function toResult(
  db: Database,
  trial: TrialRow,
  feedback?: TrialFeedback,
): Promise<TrialResult> {
  const rows = await listAnswersWithQuestions(db, trial.id);
  const total = Math.max(1, trial.questionIds.length);
  const performance = Math.min(1, trial.correctAnswers / total);
  return {
    completed: true,
    timerExpired: trial.timerExpired,
    trialId: trial.id,
    topic: trial.topic as Topic,
    date: (trial.finishedAt ?? trial.startedAt).toISOString(),
    performance,
    overallPerformance: performance,
    correctAnswers: trial.correctAnswers,
    totalQuestions: total,
    timeTaken: trial.timeTaken,
    averageTimeSpent: trial.averageTimeSpent,
    questions: rows.map(({ answer, text, correctAnswer }) => ({
      id: answer.questionId,
      questionNumber: answer.position,
      question: text,
      userAnswer: answer.userAnswer,
      correctAnswer,
      isCorrect: answer.scored && answer.isCorrect,
    })),
    ...(feedback ? { feedback } : {}),
  };
}

/**
 * Ends a trial as it stands and stores its score. With `closeCurrent`, the question being shown
 * is recorded (unscored) with the given answer ('' when none came in time).
 */
async function finalise(
  tx: Database,
  trial: TrialRow,
  answers: readonly TrialAnswerRow[],
  now: Date,
  end: { reason: 'completed' | 'time' | 'replaced'; closeCurrent?: { answer: string } },
): Promise<TrialRow> {
  const rows = [...answers];
  const currentId = currentQuestionId(trial);
  if (end.closeCurrent && currentId && !rows.some((row) => row.questionId === currentId)) {
    const question = await findQuestion(tx, currentId);
    if (!question) throw new Error(`trial ${trial.id} lost its question`);
    const servedAt = trial.currentServedAt ?? trial.startedAt;
    const answeredAt = new Date(Math.min(now.getTime(), trial.deadline.getTime()));
    rows.push(
      await insertAnswer(tx, {
        trialId: trial.id,
        position: trial.questionNumber,
        questionId: currentId,
        lessonId: question.lessonId,
        servedAt,
        answeredAt: now,
        userAnswer: end.closeCurrent.answer,
        isCorrect: false,
        scored: false,
        timeSpentSeconds: timeSpentSeconds(servedAt, answeredAt),
      }),
    );
  }
  const scored = rows.filter((row) => row.scored);
  const endedAt = Math.min(now.getTime(), trial.deadline.getTime());
  return updateTrial(tx, trial.id, {
    status: 'finished',
    finishedAt: now,
    timerExpired: end.reason === 'time',
    stopReason: end.reason,
    currentServedAt: null,
    correctAnswers: scored.filter((row) => row.isCorrect).length,
    averageTimeSpent: averageOneDecimal(scored.map((row) => row.timeSpentSeconds)),
    timeTaken: Math.max(0, Math.floor((endedAt - trial.startedAt.getTime()) / 1000)),
  });
}

/** Finalises one trial if it is still running and overdue (locks it first). */
async function finaliseIfOverdue(tx: Database, trialId: string, now: Date): Promise<void> {
  const trial = await lockTrialById(tx, trialId);
  if (!trial || trial.status !== 'running' || !isOverdue(trial.deadline, now)) return;
  await finalise(tx, trial, await listAnswers(tx, trial.id), now, {
    reason: 'time',
    closeCurrent: { answer: '' },
  });
}

/**
 * Finalises running trials past their deadline and grace (one user's, or everybody's for the
 * periodic sweep). Returns how many it finished.
 */
export async function finaliseOverdueTrials(deps: TrialDeps, userId?: string): Promise<number> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - ANSWER_GRACE_SECONDS * 1000);
  const ids = await listOverdueTrialIds(deps.db, cutoff, userId);
  for (const id of ids) {
    await deps.db.transaction((tx) => finaliseIfOverdue(tx, id, now));
  }
  return ids.length;
}

/** The periodic sweep (server.ts): finishes every abandoned trial. */
export function sweepOverdueTrials(deps: TrialDeps): Promise<number> {
  return finaliseOverdueTrials(deps);
}

/** Starts a trial at its first question; a running one is finished as it stands. */
export async function generateTrial(
  deps: TrialDeps,
  userId: string,
  topic: Topic = TOPICS[0],
): Promise<TrialInProgress> {
  await assertStudentAllowed(deps, attemptStarts, userId);
  const started = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const now = deps.clock.now();
    for (const running of await listRunningTrials(tx, userId)) {
      const trial = await lockTrialById(tx, running.id);
      if (!trial || trial.status !== 'running') continue;
      const overdue = isOverdue(trial.deadline, now);
      await finalise(tx, trial, await listAnswers(tx, trial.id), now, {
        reason: overdue ? 'time' : 'replaced',
        ...(overdue ? { closeCurrent: { answer: '' } } : {}),
      });
    }
    // One query at a time: inside a transaction on PGlite there is a single connection.
    const pool = await listBlueprintPool(tx, topic);
    const lessonIds = await listTopicLessonIds(tx, topic);
    const recent = await listRecentTrialQuestionIds(tx, userId, topic, RECENT_TRIALS);
    const recentTemplates = await listTemplateIds(tx, recent);
    const met = await recentQuestionsOf(tx, userId, topic);
    const seed = randomInt(0, 2 ** 31 - 1);
    const form = drawTrialBlueprint({
      pool,
      lessonIds,
      count: deps.config.trialQuestions,
      recentQuestionIds: new Set([...recent, ...met.lastAttempts]),
      previousQuestionIds: met.previousExamOrTrial,
      recentTemplateIds: new Set(recentTemplates),
      seed,
    });
    if (form.length === 0) {
      throw new AppError(422, ErrorCode.ValidationFailed, TrialMessages.bankTooSmall);
    }
    const trial = await insertTrial(tx, {
      userId,
      topic,
      seed,
      questionIds: form.map((item) => item.id),
      startedAt: now,
      deadline: new Date(now.getTime() + deps.config.trialDurationSeconds * 1000),
      currentServedAt: now,
      questionNumber: 1,
    });
    return toInProgress(tx, trial, now);
  });
  await countStudentEvent(deps, attemptStarts, userId);
  return started;
}

function sameAnswer(recorded: string, given: string): boolean {
  return normaliseOption(recorded) === normaliseOption(given);
}

/**
 * Marks the answer to the current question and serves the next one, or ends the trial. The whole
 * read-decide-write runs in one transaction holding the trial row's lock, so two identical sends
 * advance once: the second sees the first's answer and replays the state.
 */
export async function answerTrialQuestion(
  deps: TrialDeps,
  userId: string,
  body: TrialNextBody,
): Promise<TrialProgress> {
  // A refusal after an overdue trial was finalised is returned, not thrown, so that the
  // finalisation commits; it is thrown once the transaction is over.
  const outcome = await deps.db.transaction(async (tx): Promise<TrialProgress | AppError> => {
    const found = await lockTrial(tx, body.trialId, userId);
    if (!found) throw trialNotFound();
    const now = deps.clock.now();
    const given = body.selectedAnswer.trim();
    let trial = found;
    let answers = await listAnswers(tx, trial.id);

    if (trial.status === 'running' && isOverdue(trial.deadline, now)) {
      // Too late to count: an answer to the shown question is kept, unscored.
      const late = body.questionId === currentQuestionId(trial) ? given : '';
      trial = await finalise(tx, trial, answers, now, {
        reason: 'time',
        closeCurrent: { answer: late },
      });
      answers = await listAnswers(tx, trial.id);
    }

    const last = answers.at(-1);
    if (trial.status === 'finished') {
      // Any answered question, not only the last: an answer whose reply was lost may be re-sent
      // after the clock closed the next question too.
      const stored = answers.find((row) => row.questionId === body.questionId);
      if (stored) {
        // Closed by the clock (unanswered or late), or the same answer re-sent: the result.
        if (!stored.scored) return toResult(tx, trial);
        if (sameAnswer(stored.userAnswer, given)) return toResult(tx, trial, feedbackOf(stored));
        return new AppError(409, ErrorCode.AlreadyAnswered, TrialMessages.alreadyAnswered);
      }
      return new AppError(409, ErrorCode.NotCurrentQuestion, TrialMessages.notCurrentQuestion);
    }

    const currentId = currentQuestionId(trial);
    if (body.questionId !== currentId) {
      if (last && last.questionId === body.questionId) {
        if (sameAnswer(last.userAnswer, given))
          return toInProgress(tx, trial, now, feedbackOf(last));
        throw new AppError(409, ErrorCode.AlreadyAnswered, TrialMessages.alreadyAnswered);
      }
      throw new AppError(409, ErrorCode.NotCurrentQuestion, TrialMessages.notCurrentQuestion);
    }

    const expiryCredible = body.timerExpired === true && isExpiryCredible(trial.deadline, now);
    if (given === '') {
      if (!expiryCredible) {
        throw new AppError(400, ErrorCode.ValidationFailed, TrialMessages.answerRequired);
      }
      const ended = await finalise(tx, trial, answers, now, {
        reason: 'time',
        closeCurrent: { answer: '' },
      });
      return toResult(tx, ended);
    }

    const question = await findQuestion(tx, currentId);
    if (!question) throw new Error(`trial ${trial.id} lost its question`);
    const marked = markTextAnswer(question, given);
    const servedAt = trial.currentServedAt ?? trial.startedAt;
    const answer = await insertAnswer(tx, {
      trialId: trial.id,
      position: trial.questionNumber,
      questionId: question.id,
      lessonId: question.lessonId,
      servedAt,
      answeredAt: now,
      userAnswer: marked.userAnswer,
      isCorrect: marked.isCorrect,
      // Not overdue here, so within the deadline's grace.
      scored: true,
      timeSpentSeconds: timeSpentSeconds(servedAt, now, body.startTime, body.endTime),
    });
    answers = [...answers, answer];
    const feedback = feedbackOf(answer);

    if (trial.questionNumber >= trial.questionIds.length) {
      return toResult(
        tx,
        await finalise(tx, trial, answers, now, { reason: 'completed' }),
        feedback,
      );
    }
    if (remainingSecondsAt(trial.deadline, now) === 0 || expiryCredible) {
      return toResult(tx, await finalise(tx, trial, answers, now, { reason: 'time' }), feedback);
    }
    trial = await updateTrial(tx, trial.id, {
      questionNumber: trial.questionNumber + 1,
      currentServedAt: now,
    });
    return toInProgress(tx, trial, now, feedback);
  });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

/** The caller's running trial, if any (overdue ones are finished first). */
export async function getCurrentTrial(
  deps: TrialDeps,
  userId: string,
): Promise<{ trial: TrialInProgress | null }> {
  await finaliseOverdueTrials(deps, userId);
  const [running] = await listRunningTrials(deps.db, userId);
  return { trial: running ? await toInProgress(deps.db, running, deps.clock.now()) : null };
}

/** A running trial's question and time, or a finished trial's result. */
export async function getTrialState(
  deps: TrialDeps,
  userId: string,
  trialId: string,
): Promise<TrialProgress> {
  await finaliseOverdueTrials(deps, userId);
  const trial = await findTrial(deps.db, trialId, userId);
  if (!trial) throw trialNotFound();
  return trial.status === 'finished'
    ? toResult(deps.db, trial)
    : toInProgress(deps.db, trial, deps.clock.now());
}

/** The caller's finished trials, newest first. */
export async function getPastTrials(deps: TrialDeps, userId: string): Promise<PastTrial[]> {
  await finaliseOverdueTrials(deps, userId);
  const rows = await listPastTrials(deps.db, userId);
  return rows.map((trial) => {
    const total = Math.max(1, trial.questionIds.length);
    return {
      trialId: trial.id,
      date: (trial.finishedAt ?? trial.startedAt).toISOString(),
      performance: Math.min(1, trial.correctAnswers / total),
      correctAnswers: trial.correctAnswers,
      totalQuestions: total,
      timeTaken: trial.timeTaken,
      averageTimeSpent: trial.averageTimeSpent,
      timerExpired: trial.timerExpired,
    };
  });
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
  const { completed: _completed, ...result } = await toResult(deps.db, trial);
  const answers = await listAnswers(deps.db, trial.id);
  return {
    ...result,
    timeSpent: Object.fromEntries(
      answers.map((answer) => [answer.questionId, oneDecimal(answer.timeSpentSeconds)]),
    ),
  };
}

/** A question of one of the caller's finished trials, with its explanation. */
export async function getTrialReviewQuestion(
  deps: TrialDeps,
  userId: string,
  questionId: string,
): Promise<TrialReviewQuestion> {
  if (!isQuestionId(questionId)) throw questionNotFound();
  if (!(await wasInFinishedTrial(deps.db, userId, questionId))) throw questionNotFound();
  const found = await findQuestionWithLesson(deps.db, questionId);
  if (!found) throw questionNotFound();
  return toReviewQuestion(found);
}

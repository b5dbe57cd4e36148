import type { ExamReviewQuestion } from '@exam/contract';
import { ANSWER_GRACE_SECONDS, ErrorCode } from '@exam/contract';
import type { Database } from '../../db/database';
import { lockUser } from '../../db/user-lock';
import { AppError } from '../../lib/app-error';
import {
  averageOneDecimal,
  isOverdue,
  remainingSecondsAt,
  timeSpentSeconds,
} from '../../lib/attempt-rules';
import { findQuestionWithLesson } from '../bank/bank.repository';
import type { QuestionRow } from '../bank/question-row';
import { isQuestionId, toReviewQuestion, toServedQuestion } from '../bank/question-dto';
import type { RateLimitDeps } from '../rate-limit/rate-limit.service';
import {
  assertStudentAllowed,
  attemptStarts,
  countStudentEvent,
} from '../rate-limit/student-limits';
import type { AttemptAnswerRow, AttemptEnd, AttemptRow, AttemptStrategy } from './attempt-strategy';

/**
 * The life of a timed attempt around its answers (decision 028): start (a running one is
 * finished as it stands), resume, finish as it stands, finalise when overdue. One protocol for
 * exams and trials; their strategies supply the tables, the next item and the responses.
 */
export type AttemptDeps = RateLimitDeps;

/** A strategy of either kind, where only the protocol's columns are read. */
type AnyStrategy = AttemptStrategy<AttemptRow, AttemptAnswerRow, unknown, unknown, unknown>;

/**
 * Ends an attempt as it stands and stores its result. With `closeCurrent`, the question being
 * shown is recorded (unscored) with the given answer ('' when none came in time).
 */
export async function finaliseAttempt<Row extends AttemptRow, Answer extends AttemptAnswerRow>(
  tx: Database,
  kind: AttemptStrategy<Row, Answer, unknown, unknown, unknown>,
  attempt: Row,
  answers: readonly Answer[],
  now: Date,
  end: AttemptEnd,
): Promise<Row> {
  const rows = [...answers];
  const currentId = kind.currentQuestionId(attempt);
  if (end.closeCurrent && currentId && !rows.some((row) => row.questionId === currentId)) {
    const lessonId = await kind.currentLessonId(tx, attempt);
    if (lessonId) {
      const answeredAt = new Date(Math.min(now.getTime(), attempt.deadline.getTime()));
      const servedAt = attempt.currentServedAt ?? attempt.startedAt;
      rows.push(
        await kind.insertAnswer(tx, attempt, {
          position: attempt.questionNumber,
          questionId: currentId,
          lessonId,
          servedAt,
          answeredAt: now,
          userAnswer: end.closeCurrent.answer,
          isCorrect: false,
          scored: false,
          timeSpentSeconds: timeSpentSeconds(servedAt, answeredAt),
        }),
      );
    }
  }
  const scored = rows.filter((row) => row.scored);
  return kind.finish(tx, attempt, rows, {
    status: 'finished',
    finishedAt: now,
    timerExpired: end.timerExpired,
    stopReason: end.reason,
    currentServedAt: null,
    correctAnswers: scored.filter((row) => row.isCorrect).length,
    averageTimeSpent: averageOneDecimal(scored.map((row) => row.timeSpentSeconds)),
  });
}

/** Finalises an attempt with the answers it has stored. */
async function finaliseAsItStands(
  tx: Database,
  kind: AnyStrategy,
  attempt: AttemptRow,
  now: Date,
  end: AttemptEnd,
): Promise<void> {
  await finaliseAttempt(tx, kind, attempt, await kind.listAnswers(tx, attempt.id), now, end);
}

/** The deadline passed with its grace: the question on screen is closed unanswered. */
const OVERDUE: AttemptEnd = { reason: 'time', timerExpired: true, closeCurrent: { answer: '' } };

/**
 * Finalises running attempts past their deadline and grace (one user's, or everybody's for the
 * periodic sweep), each in its own transaction holding its row. Returns how many it found.
 */
export async function finaliseOverdueAttempts(
  deps: AttemptDeps,
  kind: AnyStrategy,
  userId?: string,
): Promise<number> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - ANSWER_GRACE_SECONDS * 1000);
  const ids = await kind.listOverdueIds(deps.db, cutoff, userId);
  if (ids.length === 0) return 0;
  await kind.prepare();
  for (const id of ids) {
    await deps.db.transaction(async (tx) => {
      const attempt = await kind.lockById(tx, id);
      if (!attempt || attempt.status !== 'running' || !isOverdue(attempt.deadline, now)) return;
      await finaliseAsItStands(tx, kind, attempt, now, OVERDUE);
    });
  }
  return ids.length;
}

/**
 * Starts an attempt: the student's running ones of this kind are finished as they stand
 * ('replaced', or by time when overdue), then `create` writes the new one (its deadline once).
 * The start counts towards the student's limit only when it succeeded.
 */
export async function startAttempt<Row extends AttemptRow, InProgress>(
  deps: AttemptDeps,
  kind: AttemptStrategy<Row, AttemptAnswerRow, InProgress, unknown, unknown>,
  userId: string,
  create: (tx: Database, now: Date) => Promise<Row>,
): Promise<InProgress> {
  await assertStudentAllowed(deps, attemptStarts, userId);
  await kind.prepare();
  const started = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const now = deps.clock.now();
    for (const running of await kind.listRunning(tx, userId)) {
      const attempt = await kind.lockById(tx, running.id);
      if (!attempt || attempt.status !== 'running') continue;
      const replaced = { reason: 'replaced', timerExpired: false };
      await finaliseAsItStands(
        tx,
        kind,
        attempt,
        now,
        isOverdue(attempt.deadline, now) ? OVERDUE : replaced,
      );
    }
    return kind.inProgress(tx, await create(tx, now), now);
  });
  await countStudentEvent(deps, attemptStarts, userId);
  return started;
}

/** The student's running attempt of this kind, if any (overdue ones are finished first). */
export async function currentAttempt<InProgress>(
  deps: AttemptDeps,
  kind: AttemptStrategy<AttemptRow, AttemptAnswerRow, InProgress, unknown, unknown>,
  userId: string,
): Promise<InProgress | null> {
  await finaliseOverdueAttempts(deps, kind, userId);
  const [running] = await kind.listRunning(deps.db, userId);
  if (!running) return null;
  // inProgress may read the kind's prepared banks (the exam's maximum number of questions).
  await kind.prepare();
  return kind.inProgress(deps.db, running, deps.clock.now());
}

/** A running attempt's question and time, or a finished one's result. */
export async function attemptState<InProgress, Result>(
  deps: AttemptDeps,
  kind: AttemptStrategy<AttemptRow, AttemptAnswerRow, InProgress, Result, unknown>,
  userId: string,
  attemptId: string,
): Promise<InProgress | Result> {
  await finaliseOverdueAttempts(deps, kind, userId);
  const attempt = await kind.find(deps.db, attemptId, userId);
  if (!attempt) throw new AppError(ErrorCode.NotFound, kind.messages.notFound);
  if (attempt.status === 'finished') return kind.result(deps.db, attempt);
  await kind.prepare();
  return kind.inProgress(deps.db, attempt, deps.clock.now());
}

/** What every list of finished attempts shows of each, whatever its kind. */
export function finishedSummary(
  attempt: AttemptRow & {
    finishedAt: Date | null;
    averageTimeSpent: number;
    timerExpired: boolean;
  },
) {
  return {
    date: (attempt.finishedAt ?? attempt.startedAt).toISOString(),
    averageTimeSpent: attempt.averageTimeSpent,
    timerExpired: attempt.timerExpired,
  };
}

/** What every running attempt shows of its current question, with the server's time. */
export async function servedState(
  db: Database,
  attempt: AttemptRow,
  question: QuestionRow,
  now: Date,
) {
  return {
    completed: false as const,
    timerExpired: false as const,
    question: await toServedQuestion(db, question),
    questionNumber: attempt.questionNumber,
    deadline: attempt.deadline.toISOString(),
    remainingSeconds: remainingSecondsAt(attempt.deadline, now),
    durationSeconds: Math.max(
      1,
      Math.round((attempt.deadline.getTime() - attempt.startedAt.getTime()) / 1000),
    ),
  };
}

/**
 * A question of one of the student's finished attempts, with its explanation; anything else
 * (a malformed id, a question they were never shown, one of a running attempt) is the same 404.
 */
export async function findReviewQuestion(
  db: Database,
  userId: string,
  questionId: string,
  wasInFinishedAttempt: (db: Database, userId: string, questionId: string) => Promise<boolean>,
  notFoundMessage: string,
): Promise<ExamReviewQuestion> {
  const notFound = () => new AppError(ErrorCode.NotFound, notFoundMessage);
  if (!isQuestionId(questionId)) throw notFound();
  if (!(await wasInFinishedAttempt(db, userId, questionId))) throw notFound();
  const found = await findQuestionWithLesson(db, questionId);
  if (!found) throw notFound();
  return toReviewQuestion(found);
}

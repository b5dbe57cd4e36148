import { randomInt } from 'node:crypto';
import type {
  PracticeCompleted,
  PracticeInProgress,
  PracticeNextBody,
  PracticeProgress,
  PracticeTopic,
  StartPracticeBody,
} from '@exam/contract';
import { ErrorCode, PracticeMessages, TOPICS } from '@exam/contract';
import { groupByUnit } from '../bank/lesson-units';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { timeSpentSeconds } from '../../lib/attempt-rules';
import { markAnswer } from '../bank/mark-answer';
import { recentQuestionsOf } from '../bank/recent-questions.service';
import {
  assertStudentAllowed,
  attemptStarts,
  countStudentEvent,
} from '../rate-limit/student-limits';
import type { PracticeItem } from './practice.choice';
import { chooseNextQuestion } from './practice.choice';
import { giveUpSecondTry } from './practice.check';
import {
  assertCurrent,
  conflict,
  invalid,
  isResend,
  openSession,
  questionOf,
  sessionNotFound,
} from './practice.current';
import type { PracticeDeps } from './practice.deps';
import { lockIn } from './practice.lock';
import { planSession } from './practice.plan';
import type { PracticeSessionRow } from './practice.repository';
import {
  insertSession,
  listItems,
  listLessonCounts,
  listLessonPool,
  listResponses,
  listTopicCounts,
  listTopicPool,
  lockSession,
  setAnswerTime,
  updateSession,
} from './practice.repository';
import type { Topic } from './practice.views';
import { toCompleted, toInProgress, toProgress } from './practice.views';

export type { PracticeDeps } from './practice.deps';
export { checkPracticeAnswer, showPracticeAnswer } from './practice.check';
export { revealHint } from './practice.hint';
export { PRACTICE_TOPIC_MISMATCH } from './practice.plan';
export { getPracticeHistory, getPracticeSession, getPracticeState } from './practice.read';
export { averageSecondsPerAnswer, percentOneDecimal } from './practice.views';

/** The session's pool: its fixed queue, its lesson's active questions, or the topic's. */
function poolOf(db: Database, session: PracticeSessionRow): Promise<PracticeItem[]> {
  if (session.queue) return listItems(db, session.queue);
  if (session.lessonId) return listLessonPool(db, session.topic, session.lessonId);
  return listTopicPool(db, session.topic);
}

/** The next question of a session (null when its pool has no unserved question). */
async function chooseFor(
  db: Database,
  session: PracticeSessionRow,
  served: readonly string[],
  lastTemplateId: string | null,
): Promise<PracticeItem | null> {
  // One query at a time: inside a transaction on PGlite there is a single connection.
  const pool = await poolOf(db, session);
  const responses = await listResponses(db, session.userId, session.topic);
  const met = await recentQuestionsOf(db, session.userId, session.topic, session.id);
  return chooseNextQuestion({
    pool,
    served: new Set(served),
    lastTemplateId,
    responses,
    recent: met.lastAttempts,
    seed: session.seed,
    step: served.length,
  });
}

export async function listPracticeTopics(deps: PracticeDeps): Promise<PracticeTopic[]> {
  const [rows, lessonRows] = await Promise.all([
    listTopicCounts(deps.db),
    listLessonCounts(deps.db),
  ]);
  const known = new Set<string>(TOPICS);
  return rows
    .filter((row) => known.has(row.name))
    .map((row) => ({
      name: row.name as Topic,
      lessons: Number(row.lessons),
      questions: Number(row.questions),
      units: groupByUnit(lessonRows.filter((lesson) => lesson.topic === row.name)),
    }));
}

/** Starts a session at its first question. */
export async function startPractice(
  deps: PracticeDeps,
  userId: string,
  body: StartPracticeBody,
): Promise<PracticeInProgress> {
  await assertStudentAllowed(deps, attemptStarts, userId);
  const started = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const seed = randomInt(0, 2 ** 31 - 1);
    const plan = await planSession(deps, tx, userId, body, seed, now);
    const draft = { userId, topic: body.topic, ...plan, seed, startedAt: now };
    const first = await chooseFor(tx, draft as PracticeSessionRow, [], null);
    if (!first) {
      throw new AppError(ErrorCode.NotEnoughQuestions, PracticeMessages.nothingToPractise);
    }
    const session = await insertSession(tx, {
      ...draft,
      currentQuestionId: first.id,
      currentServedAt: now,
      questionNumber: 1,
    });
    return toInProgress(tx, session, now);
  });
  await countStudentEvent(deps, attemptStarts, userId);
  return started;
}

async function complete(tx: Database, session: PracticeSessionRow, now: Date) {
  return updateSession(tx, session.id, {
    status: 'finished',
    finishedAt: now,
    currentQuestionId: null,
    currentServedAt: null,
    currentHintsUsed: 0,
  });
}

/**
 * Checks the current question with `answer` if it is not checked yet, then serves the next
 * question or completes the session. A wrong first try awaiting its second is locked as it is
 * (the second try is given up). One transaction holding the session row's lock: identical
 * concurrent sends advance once; a re-send for the question just left replays the state.
 */
export async function nextPracticeQuestion(
  deps: PracticeDeps,
  userId: string,
  body: PracticeNextBody,
): Promise<PracticeProgress> {
  return deps.db.transaction(async (tx) => {
    const opened = await openSession(tx, body.practiceId, userId, body.questionId);
    let session = opened.session;
    const { answers, locked } = opened;
    const now = deps.clock.now();
    const given = body.answer.trim();

    if (session.status === 'finished' || body.questionId !== session.currentQuestionId) {
      if (locked) {
        const question = await questionOf(tx, locked.questionId);
        if (given !== '' && !isResend(question, locked, given)) {
          throw conflict(ErrorCode.AlreadyAnswered, PracticeMessages.answerLocked);
        }
        return toProgress(tx, session, now);
      }
      assertCurrent(session, body.questionId);
    }

    const question = await questionOf(tx, body.questionId);
    if (locked) {
      // Checked before (check-answer): the answer stays as locked; the client's times may
      // still replace the server's measure when they fit within it.
      if (given !== '' && !isResend(question, locked, given)) {
        throw conflict(ErrorCode.AlreadyAnswered, PracticeMessages.answerLocked);
      }
      const seconds = timeSpentSeconds(
        locked.servedAt,
        locked.checkedAt,
        body.startTime,
        body.endTime,
      );
      if (Math.abs(seconds - locked.timeSpentSeconds) > 1e-3) {
        await setAnswerTime(tx, locked.id, seconds);
      }
    } else if (session.currentFirstAnswer !== null) {
      const result = await giveUpSecondTry(tx, session, question, body);
      session = result.updated;
      answers.push(result.row);
    } else {
      if (given === '') throw invalid(PracticeMessages.answerRequired);
      const marked = markAnswer(question, given, 'index');
      const result = await lockIn(tx, session, question, marked, {
        checkedAt: now,
        firstAnswer: null,
        client: body,
      });
      session = result.updated;
      answers.push(result.row);
    }

    const served = answers.map((row) => row.questionId);
    if (!served.includes(question.id)) served.push(question.id);
    const next = await chooseFor(tx, session, served, question.templateId);
    if (!next) return toCompleted(tx, await complete(tx, session, now));
    session = await updateSession(tx, session.id, {
      currentQuestionId: next.id,
      currentServedAt: now,
      questionNumber: session.questionNumber + 1,
      currentHintsUsed: 0,
    });
    return toInProgress(tx, session, now);
  });
}

/**
 * Ends a session as it stands: an unchecked current question is dropped, a wrong first try
 * awaiting its second is locked as it is (it was checked). Idempotent.
 */
export async function finishPractice(
  deps: PracticeDeps,
  userId: string,
  practiceId: string,
): Promise<PracticeCompleted> {
  return deps.db.transaction(async (tx) => {
    let session = await lockSession(tx, practiceId, userId);
    if (!session) throw sessionNotFound();
    if (session.status === 'finished') return toCompleted(tx, session);
    if (session.currentFirstAnswer !== null && session.currentQuestionId !== null) {
      const question = await questionOf(tx, session.currentQuestionId);
      session = (await giveUpSecondTry(tx, session, question)).updated;
    }
    return toCompleted(tx, await complete(tx, session, deps.clock.now()));
  });
}

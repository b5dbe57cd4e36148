import type { PracticeHistoryItem, PracticeSessionDetail, PracticeState } from '@exam/contract';
import type { Database } from '../../db/database';
import type { PracticeDeps } from './practice.deps';
import { questionOf, sessionNotFound } from './practice.current';
import { findSession, listAnswersWithQuestions, listHistory } from './practice.repository';
import { toTryAgain } from './practice.try-again';
import type { Topic } from './practice.views';
import {
  averageSecondsPerAnswer,
  focusOf,
  loadFocus,
  percentOneDecimal,
  toAnswered,
  toCheck,
  toProgress,
} from './practice.views';

async function answeredOf(db: Database, sessionId: string) {
  const rows = await listAnswersWithQuestions(db, sessionId);
  return rows.map((row) => ({
    row,
    answered: toAnswered(row.answer, row.question, row.lessonName),
  }));
}

/**
 * Resume: the progress (with the hints revealed so far), the answered questions, and the
 * current question's check: its locked check, or 'tryAgain' while a second try is pending.
 */
export async function getPracticeState(
  deps: PracticeDeps,
  userId: string,
  practiceId: string,
): Promise<PracticeState> {
  const session = await findSession(deps.db, practiceId, userId);
  if (!session) throw sessionNotFound();
  const answered = await answeredOf(deps.db, session.id);
  const running = session.status === 'running' && session.currentQuestionId !== null;
  const current = running
    ? answered.find(({ row }) => row.answer.questionId === session.currentQuestionId)
    : undefined;
  let currentCheck: PracticeState['currentCheck'] = null;
  if (current) currentCheck = toCheck(current.row.question, current.row.answer, session);
  else if (running && session.currentFirstAnswer !== null) {
    currentCheck = toTryAgain(
      await questionOf(deps.db, session.currentQuestionId as string),
      session,
    );
  }
  return {
    progress: await toProgress(deps.db, session, deps.clock.now()),
    answered: answered.map(({ answered: item }) => item),
    currentCheck,
  };
}

export async function getPracticeHistory(
  deps: PracticeDeps,
  userId: string,
): Promise<PracticeHistoryItem[]> {
  const rows = await listHistory(deps.db, userId);
  return rows.map(({ session, seconds, lessonName }) => ({
    id: session.id,
    topic: session.topic as Topic,
    date: session.startedAt.toISOString(),
    score: percentOneDecimal(session.correctCount, session.totalAnswered),
    correctCount: session.correctCount,
    totalAnswered: session.totalAnswered,
    avgTimePerQuestion: averageSecondsPerAnswer(Number(seconds), session.totalAnswered),
    completed: session.status === 'finished',
    focus: focusOf(session, lessonName),
  }));
}

export async function getPracticeSession(
  deps: PracticeDeps,
  userId: string,
  practiceId: string,
): Promise<PracticeSessionDetail> {
  const session = await findSession(deps.db, practiceId, userId);
  if (!session) throw sessionNotFound();
  const answered = await answeredOf(deps.db, session.id);
  return {
    id: session.id,
    topic: session.topic as Topic,
    date: session.startedAt.toISOString(),
    score: percentOneDecimal(session.correctCount, session.totalAnswered),
    correctCount: session.correctCount,
    totalAnswered: session.totalAnswered,
    completed: session.status === 'finished',
    avgTimePerQuestion: averageSecondsPerAnswer(
      answered.reduce((sum, { row }) => sum + row.answer.timeSpentSeconds, 0),
      session.totalAnswered,
    ),
    focus: await loadFocus(deps.db, session),
    questions: answered.map(({ answered: item }) => item),
  };
}

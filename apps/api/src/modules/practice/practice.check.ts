import type {
  CheckAnswerBody,
  CheckAnswerResponse,
  CheckedAnswerResponse,
  PracticeShowAnswerBody,
} from '@exam/contract';
import { ErrorCode, PracticeMessages } from '@exam/contract';
import { isSameAnswer, markAnswer } from '../bank/mark-answer';
import type { PracticeDeps } from './practice.deps';
import {
  assertCurrent,
  conflict,
  invalid,
  isResend,
  openSession,
  questionOf,
  storedForm,
} from './practice.current';
import { lockIn } from './practice.lock';
import { updateSession } from './practice.repository';
import { toTryAgain } from './practice.try-again';
import { toCheck } from './practice.views';

/**
 * Checks the current question's answer (docs/decisions/042-hints-and-a-second-try.md).
 *
 * - Without `allowRetry` (the spec's flow), and for a right answer, the answer is locked at once.
 * - With `allowRetry`, a wrong first answer is kept on the session, not locked: 'tryAgain', and
 *   the key stays on the server. The next different answer is locked as the second try (never
 *   counted in the score); the same answer again is a re-send and answers 'tryAgain' again.
 * - A question already locked replays its check for the same answer, 409 for a different one.
 */
export async function checkPracticeAnswer(
  deps: PracticeDeps,
  userId: string,
  body: CheckAnswerBody,
): Promise<CheckAnswerResponse> {
  return deps.db.transaction(async (tx) => {
    const { session, locked } = await openSession(tx, body.practiceId, userId, body.questionId);
    const given = body.answer.trim();
    if (given === '') throw invalid(PracticeMessages.answerRequired);
    if (locked) {
      const question = await questionOf(tx, locked.questionId);
      if (!isResend(question, locked, given)) {
        throw conflict(ErrorCode.AlreadyAnswered, PracticeMessages.answerLocked);
      }
      return toCheck(question, locked, session);
    }
    assertCurrent(session, body.questionId);
    const question = await questionOf(tx, body.questionId);
    const now = deps.clock.now();
    const pending = session.currentFirstAnswer;
    if (pending !== null) {
      if (isSameAnswer(pending, storedForm(question, given))) return toTryAgain(question, session);
      const second = markAnswer(question, given, 'index');
      const { row, updated } = await lockIn(tx, session, question, second, {
        checkedAt: now,
        firstAnswer: pending,
      });
      return toCheck(question, row, updated);
    }
    const marked = markAnswer(question, given, 'index');
    if (!marked.isCorrect && body.allowRetry === true) {
      const waiting = await updateSession(tx, session.id, {
        currentFirstAnswer: marked.userAnswer,
        currentFirstCheckedAt: now,
      });
      return toTryAgain(question, waiting);
    }
    const { row, updated } = await lockIn(tx, session, question, marked, {
      checkedAt: now,
      firstAnswer: null,
    });
    return toCheck(question, row, updated);
  });
}

/**
 * Show Answer after a wrong first try: the second try is given up, the first answer locked and
 * the key sent. A re-send for the question already locked answers its check; anything else is
 * 409 (nothing to reveal before an answer was checked).
 */
export async function showPracticeAnswer(
  deps: PracticeDeps,
  userId: string,
  body: PracticeShowAnswerBody,
): Promise<CheckedAnswerResponse> {
  return deps.db.transaction(async (tx) => {
    const { session, locked } = await openSession(tx, body.practiceId, userId, body.questionId);
    if (locked) return toCheck(await questionOf(tx, locked.questionId), locked, session);
    assertCurrent(session, body.questionId);
    const question = await questionOf(tx, body.questionId);
    const { row, updated } = await giveUpSecondTry(tx, session, question);
    return toCheck(question, row, updated);
  });
}

/** Locks a pending wrong first try as the answer (409 when there is none). */
export async function giveUpSecondTry(
  tx: Parameters<typeof lockIn>[0],
  session: Parameters<typeof lockIn>[1],
  question: Parameters<typeof lockIn>[2],
  client?: Parameters<typeof lockIn>[4]['client'],
) {
  const pending = session.currentFirstAnswer;
  if (pending === null)
    throw conflict(ErrorCode.NothingAvailable, PracticeMessages.nothingToReveal);
  return lockIn(tx, session, question, markAnswer(question, pending, 'text'), {
    // The question's time ends at its first check: deciding to give up is not answering.
    checkedAt: session.currentFirstCheckedAt ?? session.currentServedAt ?? session.startedAt,
    firstAnswer: pending,
    ...(client ? { client } : {}),
  });
}

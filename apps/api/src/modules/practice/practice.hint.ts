import type { PracticeHelp, PracticeHintBody } from '@exam/contract';
import { ErrorCode, PracticeMessages } from '@exam/contract';
import type { PracticeDeps } from './practice.deps';
import { assertCurrent, conflict, openSession, questionOf } from './practice.current';
import { updateSession } from './practice.repository';
import { helpOf } from './practice.views';

/**
 * 'Hint' (docs/decisions/042-hints-and-a-second-try.md): reveals the current question's next
 * stored hint, one at a time, and counts it on the session (the count goes with the answer when
 * it is locked). Allowed before the check and between a wrong first try and the second; 409
 * once the question is checked, or when every hint is out. A re-send that names fewer hints
 * shown than were revealed (its answer was lost) replays the hints without counting another.
 */
export async function revealHint(
  deps: PracticeDeps,
  userId: string,
  body: PracticeHintBody,
): Promise<PracticeHelp> {
  return deps.db.transaction(async (tx) => {
    const { session, locked } = await openSession(tx, body.practiceId, userId, body.questionId);
    if (locked) throw conflict(ErrorCode.AlreadyAnswered, PracticeMessages.alreadyChecked);
    assertCurrent(session, body.questionId);
    const question = await questionOf(tx, body.questionId);
    const total = (question.hints ?? []).length;
    if (body.shown !== undefined && body.shown < session.currentHintsUsed) {
      return helpOf(question, session.currentHintsUsed);
    }
    if (session.currentHintsUsed >= total) {
      throw conflict(ErrorCode.NothingAvailable, PracticeMessages.noMoreHints);
    }
    const updated = await updateSession(tx, session.id, {
      currentHintsUsed: session.currentHintsUsed + 1,
    });
    return helpOf(question, updated.currentHintsUsed);
  });
}

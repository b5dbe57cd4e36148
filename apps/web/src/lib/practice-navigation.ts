import type { PracticeInProgress } from '@exam/contract';
import { isTopic, type Topic } from './topic';

/**
 * What a screen hands /practice in navigation state (docs/product.md §2: the topic), plus the session it
 * has just started (practice topics, and 'Practise these mistakes' on the exam report, exam
 * details and session review). With only a topic, /practice starts a session itself.
 */
export type PracticeNavigationState = {
  topic: Topic;
  session?: PracticeInProgress;
};

export function readPracticeNavigationState(state: unknown): PracticeNavigationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { topic, session } = state as { topic?: unknown; session?: unknown };
  if (!isTopic(topic)) return null;
  if (
    typeof session === 'object' &&
    session !== null &&
    (session as { completed?: unknown }).completed === false &&
    typeof (session as { practiceId?: unknown }).practiceId === 'string' &&
    typeof (session as { question?: unknown }).question === 'object'
  ) {
    return { topic, session: session as PracticeInProgress };
  }
  return { topic };
}

import { isTopic, type Topic } from '../../../lib/topic';

/** The navigation state /start-exam hands /exam (docs/product.md §2: the topic). */
export type ExamNavigationState = { topic: Topic };

export function topicFromNavigationState(state: unknown): Topic | null {
  if (typeof state !== 'object' || state === null) return null;
  const { topic } = state as { topic?: unknown };
  return isTopic(topic) ? topic : null;
}

import { ApiRoutes, type PracticeCompleted } from '@exam/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/practice/finish: ends the session (beyond the spec) and returns its totals. */
export function finishPractice(practiceId: string): Promise<PracticeCompleted> {
  return apiRequest<PracticeCompleted>(ApiRoutes.practice.finish, {
    method: 'POST',
    body: { practiceId },
  });
}

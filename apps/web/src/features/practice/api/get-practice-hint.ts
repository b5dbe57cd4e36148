import { ApiRoutes, type PracticeHelp, type PracticeHintBody } from '@exam/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/practice/hint: reveals the current question's next hint (issue 22); the answer is
 * every hint revealed so far, so a repeated press shows the same list.
 */
export function getPracticeHint(body: PracticeHintBody): Promise<PracticeHelp> {
  return apiRequest<PracticeHelp>(ApiRoutes.practice.hint, { method: 'POST', body });
}

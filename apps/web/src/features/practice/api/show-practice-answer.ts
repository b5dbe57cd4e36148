import { ApiRoutes, type CheckAnswerResponse, type PracticeShowAnswerBody } from '@exam/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/practice/show-answer: after a wrong first answer, gives up the second try; the first
 * answer is locked and the key, the reason and the worked steps come back.
 */
export function showPracticeAnswer(body: PracticeShowAnswerBody): Promise<CheckAnswerResponse> {
  return apiRequest<CheckAnswerResponse>(ApiRoutes.practice.showAnswer, { method: 'POST', body });
}

import { ApiRoutes, type CheckAnswerBody, type CheckAnswerResponse } from '@exam/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/practice/check-answer. With `allowRetry` (the web app always sends it) a wrong first
 * answer comes back as `tryAgain` with nothing about the key; otherwise the answer is locked and
 * the key, the reason and the worked steps come back.
 */
export function checkAnswer(body: CheckAnswerBody): Promise<CheckAnswerResponse> {
  return apiRequest<CheckAnswerResponse>(ApiRoutes.practice.checkAnswer, { method: 'POST', body });
}

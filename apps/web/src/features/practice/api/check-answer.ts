import { ApiRoutes, type CheckAnswerBody, type CheckAnswerResponse } from '@exam/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/practice/check-answer: correct or not, and the answer; the answer is then locked. */
export function checkAnswer(body: CheckAnswerBody): Promise<CheckAnswerResponse> {
  return apiRequest<CheckAnswerResponse>(ApiRoutes.practice.checkAnswer, { method: 'POST', body });
}

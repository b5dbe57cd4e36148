import { ApiRoutes, type TrialNextBody, type TrialProgress } from '@exam/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/trial/next-question: the answer to the current question; the reply carries the
 * verdict on it and the next question, or the result. Re-sending the same body is safe.
 */
export function submitTrialAnswer(body: TrialNextBody): Promise<TrialProgress> {
  return apiRequest<TrialProgress>(ApiRoutes.trial.nextQuestion, { method: 'POST', body });
}

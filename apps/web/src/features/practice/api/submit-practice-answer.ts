import { ApiRoutes, type PracticeNextBody, type PracticeProgress } from '@exam/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/practice/next-question: the checked answer with its timing; the reply is the next
 * question, or the session's completion.
 */
export function submitPracticeAnswer(body: PracticeNextBody): Promise<PracticeProgress> {
  return apiRequest<PracticeProgress>(ApiRoutes.practice.nextQuestion, { method: 'POST', body });
}

import { ApiRoutes, fillRoute, type TrialReviewQuestion } from '@exam/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/trial/question/:id: a question of a finished trial with its figure and explanation. */
export function getTrialQuestion(
  questionId: string,
  signal?: AbortSignal,
): Promise<TrialReviewQuestion> {
  return apiRequest<TrialReviewQuestion>(fillRoute(ApiRoutes.trial.question, { id: questionId }), {
    signal,
  });
}

/** Fetches only once `enabled` (the item was opened), then keeps it: loaded once per question. */
export function useTrialQuestion(questionId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['trial', 'question', questionId],
    queryFn: ({ signal }) => getTrialQuestion(questionId, signal),
    staleTime: Infinity,
    enabled,
  });
}

import { ApiRoutes, fillRoute, type PracticeSessionDetail } from '@exam/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/practice/session/:id: a session's questions with the student's answers. */
export function getPracticeSessionDetail(
  practiceId: string,
  signal?: AbortSignal,
): Promise<PracticeSessionDetail> {
  return apiRequest<PracticeSessionDetail>(
    fillRoute(ApiRoutes.practice.session, { id: practiceId }),
    { signal },
  );
}

export const practiceSessionDetailQueryOptions = (practiceId: string) =>
  queryOptions({
    queryKey: ['practice', 'session', practiceId],
    queryFn: ({ signal }) => getPracticeSessionDetail(practiceId, signal),
  });

/** The review of a past session (/practice-session/:id). */
export function usePracticeSessionDetail(practiceId: string) {
  return useQuery(practiceSessionDetailQueryOptions(practiceId));
}

import { ApiRoutes, fillRoute, type PracticeSessionDetail } from '@exam/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/practice/session/:id: a session's questions with the student's answers. */
export function getPracticeSession(
  practiceId: string,
  signal?: AbortSignal,
): Promise<PracticeSessionDetail> {
  return apiRequest<PracticeSessionDetail>(
    fillRoute(ApiRoutes.practice.session, { id: practiceId }),
    { signal },
  );
}

export const practiceSessionQueryOptions = (practiceId: string) =>
  queryOptions({
    queryKey: ['practice', 'session', practiceId],
    queryFn: ({ signal }) => getPracticeSession(practiceId, signal),
  });

export function usePracticeSession(practiceId: string) {
  return useQuery(practiceSessionQueryOptions(practiceId));
}

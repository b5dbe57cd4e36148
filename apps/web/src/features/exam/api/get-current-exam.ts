import { ApiRoutes, type CurrentExamResponse } from '@exam/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/exam/current: the caller's running exam, if any. */
export function getCurrentExam(signal?: AbortSignal): Promise<CurrentExamResponse> {
  return apiRequest<CurrentExamResponse>(ApiRoutes.exam.current, { signal });
}

export const currentExamQueryOptions = queryOptions({
  queryKey: ['exam', 'current'],
  queryFn: ({ signal }) => getCurrentExam(signal),
  // Remaining time changes every second: always ask again when the start screen opens.
  staleTime: 0,
});

export function useCurrentExam() {
  return useQuery(currentExamQueryOptions);
}

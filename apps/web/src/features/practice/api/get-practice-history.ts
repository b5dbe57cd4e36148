import { ApiRoutes, type PracticeHistoryItem } from '@exam/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/practice/history: the caller's sessions, newest first. */
export function getPracticeHistory(signal?: AbortSignal): Promise<PracticeHistoryItem[]> {
  return apiRequest<PracticeHistoryItem[]>(ApiRoutes.practice.history, { signal });
}

export const practiceHistoryQueryOptions = queryOptions({
  queryKey: ['practice', 'history'],
  queryFn: ({ signal }) => getPracticeHistory(signal),
  staleTime: 0,
});

export function usePracticeHistory() {
  return useQuery(practiceHistoryQueryOptions);
}

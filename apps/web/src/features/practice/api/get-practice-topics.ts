import { ApiRoutes, type PracticeTopic } from '@exam/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/practice/topics: the topics with their lesson and question counts. */
export function getPracticeTopics(signal?: AbortSignal): Promise<PracticeTopic[]> {
  return apiRequest<PracticeTopic[]>(ApiRoutes.practice.topics, { signal });
}

export const practiceTopicsQueryOptions = queryOptions({
  queryKey: ['practice', 'topics'],
  queryFn: ({ signal }) => getPracticeTopics(signal),
});

export function usePracticeTopics() {
  return useQuery(practiceTopicsQueryOptions);
}

import { ApiRoutes, type Dashboard, type MasteryLevel } from '@exam/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * Each lesson's mastery level by lesson id, from GET /api/dashboard (the one request that carries
 * it, decision 040). The practice topics screen only needs the levels; the dashboard's own
 * fetcher (features/dashboard) reads the rest.
 */
export async function getLessonMastery(signal?: AbortSignal): Promise<Map<string, MasteryLevel>> {
  const dashboard = await apiRequest<Dashboard>(ApiRoutes.dashboard, { signal });
  return new Map(dashboard.mastery.map((lesson) => [lesson.lessonId, lesson.level]));
}

export const lessonMasteryQueryOptions = queryOptions({
  queryKey: ['practice', 'lesson-mastery'],
  queryFn: ({ signal }) => getLessonMastery(signal),
  // A level changes with every answer: read it again each time the screen opens.
  staleTime: 0,
});

export function useLessonMastery() {
  return useQuery(lessonMasteryQueryOptions);
}

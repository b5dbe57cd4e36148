import type { Dashboard, MasteryLevel } from '@exam/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardRequestUrl } from '../../../lib/dashboard-request';

/** Each lesson's mastery level by lesson id (decision 040). */
export function lessonLevels(dashboard: Dashboard): Map<string, MasteryLevel> {
  return new Map(dashboard.mastery.map((lesson) => [lesson.lessonId, lesson.level]));
}

/**
 * The lessons' mastery levels for the practice topics screen, from GET /api/dashboard (the one
 * request that carries them), asked exactly as the dashboard asks and under its query key
 * ['dashboard'] (features/dashboard/api/get-dashboard.ts; a feature does not import another):
 * coming from the dashboard the levels are already there, and both screens read the answer again
 * on opening (a level changes with every answer).
 */
export function useLessonMastery() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => apiRequest<Dashboard>(dashboardRequestUrl(), { signal }),
    staleTime: 0,
    select: lessonLevels,
  });
}

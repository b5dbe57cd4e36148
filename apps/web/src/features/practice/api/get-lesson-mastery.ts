import type { Dashboard, MasteryLevel } from '@exam/contract';
import { useQuery } from '@tanstack/react-query';
import { dashboardQueryOptions } from '../../../lib/dashboard-request';

/** Each lesson's mastery level by lesson id (decision 040). */
export function lessonLevels(dashboard: Dashboard): Map<string, MasteryLevel> {
  return new Map(dashboard.mastery.map((lesson) => [lesson.lessonId, lesson.level]));
}

/**
 * The lessons' mastery levels for the practice topics screen, from GET /api/dashboard (the one
 * request that carries them) through the dashboard's own query (lib/dashboard-request.ts):
 * coming from the dashboard the levels are already there, and both screens read the answer again
 * on opening (a level changes with every answer).
 */
export function useLessonMastery() {
  return useQuery({ ...dashboardQueryOptions, select: lessonLevels });
}

import { ApiRoutes, fillRoute, type PracticeSessionDetail } from '@exam/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sourceKey, studentSource, type ReportSource } from '../../../lib/report-source';

/**
 * GET /api/practice/session/:id: a session's questions with the student's answers; for a
 * teacher, the same answer through the class's read-only route (issue 23).
 */
export function getPracticeSessionDetail(
  practiceId: string,
  signal?: AbortSignal,
  source: ReportSource = studentSource,
): Promise<PracticeSessionDetail> {
  const path =
    source.kind === 'student'
      ? fillRoute(ApiRoutes.practice.session, { id: practiceId })
      : fillRoute(ApiRoutes.teacher.studentPractice, {
          classId: source.classId,
          userId: source.userId,
          practiceId,
        });
  return apiRequest<PracticeSessionDetail>(path, { signal });
}

export const practiceSessionDetailQueryOptions = (
  practiceId: string,
  source: ReportSource = studentSource,
) =>
  queryOptions({
    queryKey: ['practice', 'session', practiceId, ...sourceKey(source)],
    queryFn: ({ signal }) => getPracticeSessionDetail(practiceId, signal, source),
  });

/** The review of a past session (/practice-session/:id). */
export function usePracticeSessionDetail(practiceId: string, source: ReportSource = studentSource) {
  return useQuery(practiceSessionDetailQueryOptions(practiceId, source));
}

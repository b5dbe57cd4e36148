import { ApiRoutes, fillRoute, type ExamDetails } from '@exam/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sourceKey, studentSource, type ReportSource } from '../../../lib/report-source';

/**
 * GET /api/exam/details/:id: a finished exam's questions with the student's answers; for a
 * teacher, the same answer through the class's read-only route (issue 23).
 */
export function getExamDetails(
  examId: string,
  signal?: AbortSignal,
  source: ReportSource = studentSource,
): Promise<ExamDetails> {
  const path =
    source.kind === 'student'
      ? fillRoute(ApiRoutes.exam.details, { id: examId })
      : fillRoute(ApiRoutes.teacher.studentExam, {
          classId: source.classId,
          userId: source.userId,
          examId,
        });
  return apiRequest<ExamDetails>(path, { signal });
}

export const examDetailsQueryOptions = (examId: string, source: ReportSource = studentSource) =>
  queryOptions({
    queryKey: ['exam', 'details', examId, ...sourceKey(source)],
    queryFn: ({ signal }) => getExamDetails(examId, signal, source),
    // A finished exam never changes.
    staleTime: Infinity,
  });

export function useExamDetails(examId: string, source: ReportSource = studentSource) {
  return useQuery(examDetailsQueryOptions(examId, source));
}

import { ApiRoutes, fillRoute, type ExamDetails } from '@exam/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/exam/details/:id: a finished exam's questions with the student's answers. */
export function getExamDetails(examId: string, signal?: AbortSignal): Promise<ExamDetails> {
  return apiRequest<ExamDetails>(fillRoute(ApiRoutes.exam.details, { id: examId }), { signal });
}

export const examDetailsQueryOptions = (examId: string) =>
  queryOptions({
    queryKey: ['exam', 'details', examId],
    queryFn: ({ signal }) => getExamDetails(examId, signal),
    // A finished exam never changes.
    staleTime: Infinity,
  });

export function useExamDetails(examId: string) {
  return useQuery(examDetailsQueryOptions(examId));
}

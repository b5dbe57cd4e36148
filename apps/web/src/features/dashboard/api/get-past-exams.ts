import { ApiRoutes, type PastExam } from '@exam/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/exam/past-exams: the caller's finished exams, newest first. */
export function getPastExams(signal?: AbortSignal): Promise<PastExam[]> {
  return apiRequest<PastExam[]>(ApiRoutes.exam.pastExams, { signal });
}

export const pastExamsQueryOptions = queryOptions({
  queryKey: ['exam', 'past-exams'],
  queryFn: ({ signal }) => getPastExams(signal),
  // A just-finished exam must appear when the student comes back to the dashboard.
  staleTime: 0,
});

export function usePastExams() {
  return useQuery(pastExamsQueryOptions);
}

import { ApiRoutes, fillRoute, type ExamReviewQuestion } from '@exam/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/exam/question/:id?lessonId=: a question of a finished exam with its explanation. */
export function getExamQuestion(
  questionId: string,
  lessonId: string | undefined,
  signal?: AbortSignal,
): Promise<ExamReviewQuestion> {
  return apiRequest<ExamReviewQuestion>(fillRoute(ApiRoutes.exam.question, { id: questionId }), {
    query: { lessonId: lessonId || undefined },
    signal,
  });
}

export const examQuestionQueryOptions = (questionId: string, lessonId: string | undefined) =>
  queryOptions({
    queryKey: ['exam', 'question', questionId, lessonId ?? ''],
    queryFn: ({ signal }) => getExamQuestion(questionId, lessonId, signal),
    // Loaded once per question (docs/product.md §2 Exam details): collapsing and expanding again reuses it.
    staleTime: Infinity,
  });

/** Fetches only once `enabled` (the item was expanded); keeps the data after that. */
export function useExamQuestion(
  questionId: string,
  lessonId: string | undefined,
  enabled: boolean,
) {
  return useQuery({ ...examQuestionQueryOptions(questionId, lessonId), enabled });
}

import {
  ApiRoutes,
  type AdminQuestion,
  type AdminQuestionPage,
  type CheckQuestionRequest,
  type CheckQuestionResponse,
  type CreateQuestionRequest,
  type ImportQuestionsResponse,
  type LessonNameList,
  type QuestionStatus,
  type QuestionType,
  type UpdateQuestionRequest,
} from '@exam/contract';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { withId } from './path';

/**
 * The console's question API (packages/contract/src/admin-questions.ts). Typed by the contract,
 * not parsed again: the server answers through the same schemas (lib/api-client.ts).
 */

/** The list's filters as the screen holds them ('' = any). */
export type QuestionFilters = {
  lessonId: string;
  type: QuestionType | '';
  status: QuestionStatus | '';
  text: string;
  /** Only questions with open problem reports. */
  reported: boolean;
};

export const NO_FILTERS: QuestionFilters = {
  lessonId: '',
  type: '',
  status: '',
  text: '',
  reported: false,
};

/** The query string of `GET /api/admin/questions` for these filters and page. */
export function questionListQuery(
  filters: QuestionFilters,
  cursor?: string | null,
): Record<string, string | undefined> {
  const text = filters.text.trim();
  return {
    lessonId: filters.lessonId || undefined,
    type: filters.type || undefined,
    status: filters.status || undefined,
    text: text || undefined,
    minReports: filters.reported ? '1' : undefined,
    cursor: cursor ?? undefined,
    limit: '25',
  };
}

/** The list a page at a time ('Load more' asks for the page after the last one's cursor). */
export function questionPagesOptions(filters: QuestionFilters) {
  return infiniteQueryOptions({
    queryKey: ['admin', 'questions', filters],
    queryFn: ({ signal, pageParam }) =>
      apiRequest<AdminQuestionPage>(ApiRoutes.admin.questions, {
        query: questionListQuery(filters, pageParam),
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function questionOptions(id: string) {
  return queryOptions({
    queryKey: ['admin', 'question', id],
    queryFn: ({ signal }) =>
      apiRequest<AdminQuestion>(withId(ApiRoutes.admin.question, id), { signal }),
    // The editor holds its own copy; a refetch must not replace what is being typed.
    staleTime: Infinity,
  });
}

export const lessonNamesOptions = queryOptions({
  queryKey: ['lessonNames'],
  queryFn: ({ signal }) => apiRequest<LessonNameList>(ApiRoutes.lessonNames, { signal }),
  staleTime: 60_000,
});

export function checkQuestion(
  body: CheckQuestionRequest,
  signal?: AbortSignal,
): Promise<CheckQuestionResponse> {
  return apiRequest<CheckQuestionResponse>(ApiRoutes.admin.checkQuestion, {
    method: 'POST',
    body,
    signal,
  });
}

export function createQuestion(body: CreateQuestionRequest): Promise<AdminQuestion> {
  return apiRequest<AdminQuestion>(ApiRoutes.admin.questions, { method: 'POST', body });
}

export function updateQuestion(id: string, body: UpdateQuestionRequest): Promise<AdminQuestion> {
  return apiRequest<AdminQuestion>(withId(ApiRoutes.admin.question, id), {
    method: 'PUT',
    body,
  });
}

export function retireQuestion(id: string): Promise<AdminQuestion> {
  return apiRequest<AdminQuestion>(withId(ApiRoutes.admin.retireQuestion, id), {
    method: 'POST',
    body: {},
  });
}

export function restoreQuestion(id: string): Promise<AdminQuestion> {
  return apiRequest<AdminQuestion>(withId(ApiRoutes.admin.restoreQuestion, id), {
    method: 'POST',
    body: {},
  });
}

export function importQuestions(text: string, dryRun: boolean): Promise<ImportQuestionsResponse> {
  return apiRequest<ImportQuestionsResponse>(ApiRoutes.admin.importQuestions, {
    method: 'POST',
    body: { text, dryRun },
  });
}

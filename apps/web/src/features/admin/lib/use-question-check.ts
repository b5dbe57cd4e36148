import type { CheckQuestionResponse, QuestionLine } from '@exam/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { checkQuestion } from '../api/questions-api';

export const CHECK_DEBOUNCE_MS = 400;

/**
 * The live preview and marking dry run (POST /api/admin/questions/check), asked once typing
 * pauses. A refused line (400 with issues) keeps the last preview on screen; its issues go to
 * the fields.
 */
export function useQuestionCheck(line: QuestionLine, answer: string, enabled: boolean) {
  const body = useDebouncedValue(
    { line, answer: answer.trim() ? answer : undefined },
    CHECK_DEBOUNCE_MS,
  );
  const query = useQuery({
    queryKey: ['admin', 'check', body],
    queryFn: ({ signal }): Promise<CheckQuestionResponse> => checkQuestion(body, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
  // The last preview that could be made stays up while the line is refused.
  const [lastGood, setLastGood] = useState<CheckQuestionResponse | undefined>(undefined);
  if (query.data && query.data !== lastGood) setLastGood(query.data);
  const issues =
    query.error instanceof ApiRequestError && query.error.issues.length > 0
      ? query.error.issues
      : [];
  return {
    data: query.data ?? lastGood,
    checking: query.isFetching,
    refused: query.isError,
    issues,
    error: query.error,
  };
}

import { ApiRoutes, type PracticeInProgress, type StartPracticeBody } from '@exam/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/practice/start: a new session at its first question. */
export function startPractice(body: StartPracticeBody): Promise<PracticeInProgress> {
  return apiRequest<PracticeInProgress>(ApiRoutes.practice.start, { method: 'POST', body });
}

export function useStartPractice() {
  return useMutation({ mutationFn: startPractice });
}

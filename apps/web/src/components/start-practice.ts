import {
  ApiRoutes,
  WebRoutes,
  type PracticeInProgress,
  type StartPracticeBody,
} from '@exam/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiRequestError, apiRequest } from '../lib/api-client';
import type { PracticeNavigationState } from '../lib/practice-navigation';
import { useToast } from './toast/toast-context';
import { tAttempt } from './attempt/catalog';

/**
 * POST /api/practice/start with `body` (one lesson, the daily review), then /practice with the
 * new session, as the practice topics screen does. Shared by the dashboard and the exam report
 * (issue 22) so the features do not import each other. A failure says why in a toast.
 */
export function useStartPracticeSession() {
  const navigate = useNavigate();
  const showToast = useToast();
  return useMutation({
    mutationFn: (body: StartPracticeBody) =>
      apiRequest<PracticeInProgress>(ApiRoutes.practice.start, { method: 'POST', body }),
    onSuccess: (session) => {
      const state: PracticeNavigationState = { topic: session.topic, session };
      void navigate(WebRoutes.practice, { state });
    },
    onError: (error) => {
      showToast(
        error instanceof ApiRequestError && error.serverMessage
          ? error.serverMessage
          : tAttempt('attempt.startPracticeFailed'),
        'error',
      );
    },
  });
}

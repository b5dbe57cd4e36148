import {
  ApiRoutes,
  WebRoutes,
  type PracticeInProgress,
  type StartPracticeBody,
} from '@exam/contract';
import Replay from '@mui/icons-material/ReplayRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiRequestError, apiRequest } from '../lib/api-client';
import type { PracticeNavigationState } from '../lib/practice-navigation';
import type { Topic } from '../lib/topic';
import { useToast } from './toast/toast-context';

export const PRACTISE_MISTAKES_LABEL = 'Practise these mistakes';
const START_FAILED = 'Failed to start practice. Please try again.';

type Source = { fromExamId: string } | { fromPracticeId: string };

/**
 * Starts a practice session on fresh variants of an attempt's missed questions (beyond the spec:
 * exam report, exam details and practice session review) and opens /practice with it. Shared
 * here so the exam and practice features do not import each other.
 */
export function PractiseMistakesButton({ topic, source }: { topic: Topic; source: Source }) {
  const navigate = useNavigate();
  const showToast = useToast();
  const start = useMutation({
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
          : START_FAILED,
        'error',
      );
    },
  });
  return (
    <Button
      variant="outlined"
      color="primary"
      size="large"
      disabled={start.isPending}
      onClick={() => start.mutate({ topic, ...source })}
      startIcon={
        start.isPending ? <CircularProgress size={20} color="inherit" aria-hidden /> : <Replay />
      }
    >
      {start.isPending ? 'Starting...' : PRACTISE_MISTAKES_LABEL}
    </Button>
  );
}

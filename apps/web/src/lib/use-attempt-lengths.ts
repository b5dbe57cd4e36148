import { EXAM_DURATION_SECONDS, TRIAL_DURATION_SECONDS, TRIAL_QUESTIONS } from '@exam/contract';
import { useQuery } from '@tanstack/react-query';
import { publicConfigQueryOptions } from './use-support-email';

export type AttemptLengths = {
  examMinutes: number;
  trialMinutes: number;
  trialQuestions: number;
};

const minutesOf = (seconds: number) => Math.ceil(seconds / 60);

/** '25 minutes', '1 minute': a server may be configured for a very short attempt. */
export const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/**
 * How long this server's exams and trials are (GET /api/config), for the texts that promise it:
 * the dashboard's 'Trial Mode (25 mins)', the intro screens' durations. The product's defaults
 * (docs/product.md §9) stand in while the config loads or when it cannot be read.
 */
export function useAttemptLengths(): AttemptLengths {
  const { data } = useQuery(publicConfigQueryOptions);
  const attempts = data?.attempts;
  return {
    examMinutes: minutesOf(attempts?.examSeconds ?? EXAM_DURATION_SECONDS),
    trialMinutes: minutesOf(attempts?.trialSeconds ?? TRIAL_DURATION_SECONDS),
    trialQuestions: attempts?.trialQuestions ?? TRIAL_QUESTIONS,
  };
}

import { ApiRoutes, type PastTrial } from '@exam/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/trial/past-trials: the caller's finished trials, newest first. */
export function getPastTrials(signal?: AbortSignal): Promise<PastTrial[]> {
  return apiRequest<PastTrial[]>(ApiRoutes.trial.pastTrials, { signal });
}

/** Only fetched when `enabled` (the report was opened without a carried result). */
export function usePastTrials(enabled: boolean) {
  return useQuery({
    queryKey: ['trial', 'past-trials'],
    queryFn: ({ signal }) => getPastTrials(signal),
    // A trial may have just finished: never trust an older list.
    staleTime: 0,
    enabled,
  });
}

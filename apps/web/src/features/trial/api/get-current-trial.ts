import { ApiRoutes, type CurrentTrialResponse } from '@exam/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/trial/current: the caller's running trial, if any. */
export function getCurrentTrial(signal?: AbortSignal): Promise<CurrentTrialResponse> {
  return apiRequest<CurrentTrialResponse>(ApiRoutes.trial.current, { signal });
}

export function useCurrentTrial() {
  return useQuery(
    queryOptions({
      queryKey: ['trial', 'current'],
      queryFn: ({ signal }) => getCurrentTrial(signal),
      // Remaining time changes every second: always ask again when the intro opens.
      staleTime: 0,
    }),
  );
}

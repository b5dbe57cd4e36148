import { ApiRoutes, fillRoute, type TrialDetails } from '@exam/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/trial/details/:trialId: a finished trial's questions with the student's answers. */
export function getTrialDetails(trialId: string, signal?: AbortSignal): Promise<TrialDetails> {
  return apiRequest<TrialDetails>(fillRoute(ApiRoutes.trial.details, { trialId }), { signal });
}

/** Fetches once a trial id is known; a finished trial never changes. */
export function useTrialDetails(trialId: string | undefined) {
  return useQuery({
    queryKey: ['trial', 'details', trialId ?? ''],
    queryFn: ({ signal }) => getTrialDetails(trialId ?? '', signal),
    staleTime: Infinity,
    enabled: trialId !== undefined,
  });
}

import { ApiRoutes, fillRoute, type TrialDetails } from '@exam/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/trial/details/:trialId: one finished trial, for 'View Report'. /trial-report takes no
 * id in its address: it shows the result carried in navigation state (else the latest trial), so
 * the dashboard reads the chosen trial and hands it over that way.
 */
export function getTrialReport(trialId: string, signal?: AbortSignal): Promise<TrialDetails> {
  return apiRequest<TrialDetails>(fillRoute(ApiRoutes.trial.details, { trialId }), { signal });
}

import { ApiRoutes, fillRoute, type TrialProgress } from '@exam/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/trial/state/:id: the running trial's current question and time, or its result. */
export function getTrialState(trialId: string): Promise<TrialProgress> {
  return apiRequest<TrialProgress>(fillRoute(ApiRoutes.trial.state, { id: trialId }));
}

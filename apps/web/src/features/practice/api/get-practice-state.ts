import { ApiRoutes, fillRoute, type PracticeState } from '@exam/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/practice/state/:id: everything needed to resume a session after a reload. */
export function getPracticeState(practiceId: string, signal?: AbortSignal): Promise<PracticeState> {
  return apiRequest<PracticeState>(fillRoute(ApiRoutes.practice.state, { id: practiceId }), {
    signal,
  });
}

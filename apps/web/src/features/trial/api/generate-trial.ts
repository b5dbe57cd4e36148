import { ApiRoutes, type GenerateTrialResponse } from '@exam/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/trial/generate: a new trial at its first question (ends any running one). */
export function generateTrial(): Promise<GenerateTrialResponse> {
  return apiRequest<GenerateTrialResponse>(ApiRoutes.trial.generate, { method: 'POST', body: {} });
}

/** Starting a trial from /start-trial. */
export function useStartTrial() {
  return useMutation({ mutationFn: generateTrial });
}

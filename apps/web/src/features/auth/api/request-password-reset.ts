import { ApiRoutes, type ForgotPasswordRequest, type MessageResponse } from '@exam/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: the same neutral answer whether or not the account exists. */
export async function requestPasswordReset(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(ApiRoutes.auth.forgotPassword, {
    method: 'POST',
    body,
    auth: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

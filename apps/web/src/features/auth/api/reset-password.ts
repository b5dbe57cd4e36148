import { ApiRoutes, type MessageResponse, type ResetPasswordRequest } from '@exam/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/reset-password with the token from the e-mailed link. */
export async function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(ApiRoutes.auth.resetPassword, {
    method: 'POST',
    body,
    auth: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

import { ApiRoutes, type MessageResponse } from '@exam/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/verify-email/resend: a new link for the signed-in student (5 a day). */
export async function resendVerification(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(ApiRoutes.auth.resendVerification, {
    method: 'POST',
    body: {},
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

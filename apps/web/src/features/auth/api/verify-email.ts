import { ApiRoutes, type MessageResponse } from '@exam/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/verify-email with the token of the mailed link. No bearer token: the link works
 * signed in or not, on any device, and a stale session must not turn it into a sign-out.
 */
export async function verifyEmail(token: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(ApiRoutes.auth.verifyEmail, {
    method: 'POST',
    body: { token },
    auth: false,
  });
}

/** After a confirmation the session's `emailVerified` is stale: the banner must go at once. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session'] }),
  });
}

import { ApiRoutes, type DeleteAccountRequest, type MessageResponse } from '@exam/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * Deletes the account. The screen ends the local session once it has left the signed-in pages
 * (clearing it first would send RequireAuth to /login without the confirmation message).
 */
export function deleteAccount(body: DeleteAccountRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(ApiRoutes.account.delete, { method: 'POST', body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

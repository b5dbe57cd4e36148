import { ApiRoutes, type MessageResponse } from '@exam/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { clearSession, forgetWorkOnThisDevice } from '../storage';

/**
 * Revokes the session on the server; the local session ends whatever the server says, and the
 * attempts mirrored in this browser go with it (storage.ts#forgetWorkOnThisDevice).
 */
export async function logout(): Promise<void> {
  try {
    await apiRequest<MessageResponse>(ApiRoutes.auth.logout, { method: 'POST' });
  } finally {
    forgetWorkOnThisDevice();
    clearSession();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}

import { ApiRoutes, type AuthResponse, type LoginRequest } from '@exam/contract';
import { useCallback, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/login. No bearer token is sent, so a 401 is a wrong password, not an expiry. */
export async function login(body: LoginRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>(ApiRoutes.auth.login, { method: 'POST', body, auth: false });
}

/**
 * The login call with its pending state. A plain hook rather than TanStack Query's useMutation:
 * the login screen is the first one most visitors load, and it makes this single request.
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const mutateAsync = useCallback(async (body: LoginRequest) => {
    setPending(true);
    try {
      return await login(body);
    } finally {
      setPending(false);
    }
  }, []);
  return { mutateAsync, isPending };
}

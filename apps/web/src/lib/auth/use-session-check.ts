import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { storeUser } from '../storage';
import { rememberEmailVerified } from './email-verified-memory';
import { getMe } from './get-me';

/** The query key of GET /api/auth/me; invalidate ['session'] after a change it reports. */
export const sessionQueryKey = (token: string | null) => ['session', token] as const;

/** GET /api/auth/me for the stored token, shared by every component that asks (one request). */
export function useSessionQuery(token: string | null) {
  return useQuery({
    queryKey: sessionQueryKey(token),
    queryFn: ({ signal }) => getMe(signal),
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * Confirms the stored token with the server when a signed-in screen opens (and when the window
 * regains focus), so a session revoked elsewhere (sign-out on another device, a password reset)
 * ends at once: the API client turns the 401 into a sign-out and a redirect to /login.
 * A successful answer refreshes the stored user and whether its e-mail address is confirmed.
 */
export function useSessionCheck(token: string | null): void {
  const me = useSessionQuery(token);
  useEffect(() => {
    if (!me.data) return;
    storeUser(me.data.user);
    rememberEmailVerified(me.data.user.id, me.data.emailVerified);
  }, [me.data]);
}

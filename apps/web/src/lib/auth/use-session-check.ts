import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { storeUser } from '../storage';
import { getMe } from './get-me';

/**
 * Confirms the stored token with the server when a signed-in screen opens (and when the window
 * regains focus), so a session revoked elsewhere (sign-out on another device, a password reset)
 * ends at once: the API client turns the 401 into a sign-out and a redirect to /login.
 * A successful answer refreshes the stored user.
 */
export function useSessionCheck(token: string | null): void {
  const me = useQuery({
    queryKey: ['session', token],
    queryFn: ({ signal }) => getMe(signal),
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
  });
  useEffect(() => {
    if (me.data) storeUser(me.data);
  }, [me.data]);
}

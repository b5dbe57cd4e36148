import type { User } from '@exam/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { getStoredUserJson, getToken, parseStoredUser, subscribeToSession } from '../storage';

export type Session = { token: string | null; user: User | null; isAuthenticated: boolean };

/** The current session, re-rendering when it changes (sign-in, sign-out, a 401, another tab). */
export function useSession(): Session {
  const token = useSyncExternalStore(subscribeToSession, getToken, () => null);
  const userJson = useSyncExternalStore(subscribeToSession, getStoredUserJson, () => null);
  return useMemo(
    () => ({ token, user: parseStoredUser(userJson), isAuthenticated: token !== null }),
    [token, userJson],
  );
}

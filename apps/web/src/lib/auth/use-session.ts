import type { User } from '@exam/contract';
import { useMemo, useSyncExternalStore } from 'react';
import {
  getStoredUserJson,
  getToken,
  isWaitingForSession,
  parseStoredUser,
  subscribeToSession,
} from '../storage';

export type Session = {
  token: string | null;
  user: User | null;
  isAuthenticated: boolean;
  /** A new tab is asking the other open tabs for their session (a fraction of a second). */
  isWaiting: boolean;
};

/** The current session, re-rendering when it changes (sign-in, sign-out, a 401, another tab). */
export function useSession(): Session {
  const token = useSyncExternalStore(subscribeToSession, getToken, () => null);
  const userJson = useSyncExternalStore(subscribeToSession, getStoredUserJson, () => null);
  const isWaiting = useSyncExternalStore(subscribeToSession, isWaitingForSession, () => false);
  return useMemo(
    () => ({
      token,
      user: parseStoredUser(userJson),
      isAuthenticated: token !== null,
      isWaiting: token === null && isWaiting,
    }),
    [token, userJson, isWaiting],
  );
}

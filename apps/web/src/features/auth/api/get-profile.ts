import { ApiRoutes, type Profile } from '@exam/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/auth/profile -> the signed-in student's { city, school } (null until set). */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest<Profile>(ApiRoutes.auth.profile, { signal });
}

/** Keyed by the user, so another account signed in on this tab never sees the cached one. */
export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['auth', 'profile', userId],
    queryFn: ({ signal }) => getProfile(signal),
    // It changes only through this browser's own prompt, which updates the cache.
    staleTime: Infinity,
  });

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}

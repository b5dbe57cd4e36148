import { ApiRoutes, type MeResponse, type User } from '@exam/contract';
import { apiRequest } from '../api-client';

/** GET /api/auth/me: the user behind the stored token. A 401 ends the session (api-client). */
export async function getMe(signal?: AbortSignal): Promise<User> {
  return (await apiRequest<MeResponse>(ApiRoutes.auth.me, { signal })).user;
}

import { ApiRoutes, type MeResponse, type User } from '@exam/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/auth/me: the user behind the stored token (after a token-only social sign-in). */
export async function getMe(signal?: AbortSignal): Promise<User> {
  return (await apiRequest<MeResponse>(ApiRoutes.auth.me, { signal })).user;
}

import { ApiRoutes, type MeResponse } from '@exam/contract';
import { apiRequest } from '../api-client';

/**
 * GET /api/auth/me: the user behind the stored token and whether the account's e-mail address
 * is verified. A 401 ends the session (api-client).
 */
export async function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiRequest<MeResponse>(ApiRoutes.auth.me, { signal });
}

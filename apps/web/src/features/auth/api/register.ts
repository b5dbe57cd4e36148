import { ApiRoutes, type AuthResponse, type RegisterRequest } from '@exam/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/register -> 201 { token, user }. */
export async function register(body: RegisterRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>(ApiRoutes.auth.register, { method: 'POST', body, auth: false });
}

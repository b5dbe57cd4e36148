import { ApiRoutes, type AuthResponse } from '@exam/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/exchange-code: the one-time code of /auth/success?code=... for the session
 * token. The server honours it only with the HttpOnly cookie of the sign-in this browser went
 * through (docs/decisions/023). No bearer token is sent: a refusal must not end the session the
 * browser already has.
 */
export async function exchangeSignInCode(code: string): Promise<AuthResponse> {
  return apiRequest<AuthResponse>(ApiRoutes.auth.exchangeCode, {
    method: 'POST',
    body: { code },
    auth: false,
  });
}

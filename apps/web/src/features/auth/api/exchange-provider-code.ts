import { type AuthResponse } from '@exam/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * The provider sent the browser back to `/api/auth/google/callback?code=...&state=...`. The same
 * URL, asked for JSON (with the cookies that carry PKCE and state), exchanges the code.
 */
export async function exchangeProviderCode(callbackUrl: string): Promise<AuthResponse> {
  return apiRequest<AuthResponse>(callbackUrl, { auth: false, credentials: 'include' });
}

import { ApiRoutes, type PublicConfig } from '@exam/contract';
import { apiRequest } from './api-client';

/** Mailbox used when /api/config cannot be reached (docs/product.md §9). */
export const FALLBACK_SUPPORT_EMAIL = 'support@localhost';

export type SocialProvider = keyof PublicConfig['providers'];

let cached: Promise<PublicConfig> | null = null;

/**
 * GET /api/config, fetched once per page load (it only changes with a redeploy). A failed
 * request is forgotten so the next caller tries again. Plain promise rather than TanStack Query
 * so the login screen can use it without loading the query library.
 */
export function getPublicConfig(): Promise<PublicConfig> {
  cached ??= apiRequest<PublicConfig>(ApiRoutes.publicConfig, { auth: false }).catch(
    (error: unknown) => {
      cached = null;
      throw error;
    },
  );
  return cached;
}

/** For tests. */
export function resetPublicConfigCache(): void {
  cached = null;
}

/** The configured support mailbox, or the fallback when /api/config fails. */
export async function resolveSupportEmail(): Promise<string> {
  try {
    return (await getPublicConfig()).supportEmail;
  } catch {
    return FALLBACK_SUPPORT_EMAIL;
  }
}

/** Whether a provider is configured on this server; false when that cannot be known. */
export async function isProviderConfigured(provider: SocialProvider): Promise<boolean> {
  try {
    return (await getPublicConfig()).providers[provider];
  } catch {
    return false;
  }
}

/** Where the browser goes to start a provider's sign-in. */
export function socialSignInUrl(provider: SocialProvider): string {
  return `/api/auth/${provider}`;
}

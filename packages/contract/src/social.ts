/**
 * Social sign-in (docs/product.md §7, docs/product.md §7). Google's callback is both a screen and a JSON call;
 * Microsoft and Apple finish on the server and land on /auth/success?code=..., a one-time code
 * the SPA exchanges for the token (ApiRoutes.auth.exchangeCode; docs/decisions/023).
 * No zod here: the login screen imports these, and a module with schemas would bring zod along
 * (its top-level schema calls count as side effects once any export of the module is used).
 */
export const SOCIAL_PROVIDERS = ['google', 'microsoft', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Where the browser goes to start a provider's sign-in. */
export const socialStartPath = (provider: SocialProvider) => `/api/auth/${provider}` as const;

/** Where the provider sends the browser back (the redirect URI to register with it). */
export const socialCallbackPath = (provider: SocialProvider) =>
  `/api/auth/${provider}/callback` as const;

/** The value of /login?error=... after any failed social sign-in (docs/product.md §2 Social callback). */
export const AUTH_FAILED_QUERY = 'auth_failed';

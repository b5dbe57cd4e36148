import type { CookieSerializeOptions } from '@fastify/cookie';
import type { ProviderProfile } from './social-providers';
import { SIGN_IN_CODE_TTL_SECONDS } from './social-sign-in-code.service';
import { FLOW_TTL_SECONDS } from './social-sign-in.service';

/**
 * The cookie that binds a sign-in to the browser that started it: a random value whose hash the
 * pending flow stores. HttpOnly (no script needs it), scoped to /api/auth, gone after
 * FLOW_TTL_SECONDS or at the callback. A server-side callback (Microsoft, Apple) that succeeds
 * sets it again with a new value bound to the one-time code of its redirect, for
 * SIGN_IN_CODE_TTL_SECONDS: the code exchange honours the code only with it (decision 023).
 */
export const FLOW_COOKIE = 'social_sign_in';

const FLOW_COOKIE_PATH = '/api/auth';

export function flowCookieOptions(
  profile: ProviderProfile,
  https: boolean,
): CookieSerializeOptions {
  // A form POST from the provider's site carries only SameSite=None cookies, which browsers
  // accept only with Secure, i.e. over https (Apple only allows https redirect URIs anyway).
  // Over http (local development and the browser tests, where provider and app are both on
  // localhost and so the same site) Lax is sent with that POST too.
  const crossSitePost = profile.responseMode === 'form_post' && https;
  return {
    path: FLOW_COOKIE_PATH,
    httpOnly: true,
    secure: https,
    sameSite: crossSitePost ? 'none' : 'lax',
    maxAge: FLOW_TTL_SECONDS,
  };
}

/**
 * The cookie of a one-time code: SameSite=Lax is enough, since the SPA exchanges the code with a
 * same-site request (and a Lax cookie set by a top-level navigation is kept, even one that
 * arrived by Apple's cross-site form POST).
 */
export function codeCookieOptions(https: boolean): CookieSerializeOptions {
  return {
    path: FLOW_COOKIE_PATH,
    httpOnly: true,
    secure: https,
    sameSite: 'lax',
    maxAge: SIGN_IN_CODE_TTL_SECONDS,
  };
}

export const clearFlowCookieOptions = { path: FLOW_COOKIE_PATH };

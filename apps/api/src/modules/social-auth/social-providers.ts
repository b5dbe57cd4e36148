import { SOCIAL_PROVIDERS, socialCallbackPath, type SocialProvider } from '@exam/contract';

/**
 * What differs between the providers: the scopes to ask, extra authorization parameters and how
 * the answer comes back. Everything else (discovery, PKCE, state, nonce, ID-token checks) is
 * the same OpenID Connect code flow.
 */
export interface ProviderProfile {
  scope: string;
  extraParams: Readonly<Record<string, string>>;
  /**
   * 'form_post': the provider POSTs the answer from its own site, so the flow cookie must be
   * SameSite=None (and therefore Secure) to come along; 'query': a top-level GET redirect, for
   * which SameSite=Lax is enough.
   */
  responseMode: 'query' | 'form_post';
  /**
   * 'json': the callback path is the SPA's screen, which calls it for `{ token, user }`
   * (Google, docs/product.md §2). 'redirect': the server finishes and sends the browser to
   * /auth/success?token=... (Microsoft, Apple: docs/product.md §7 and docs/product.md §7).
   */
  finish: 'json' | 'redirect';
}

export const providerProfiles: Readonly<Record<SocialProvider, ProviderProfile>> = {
  // docs/product.md §7: 'consent prompt and offline access'. The refresh token Google then issues is
  // discarded: the app only needs to know who signed in, once.
  google: {
    scope: 'openid email profile',
    extraParams: { prompt: 'consent', access_type: 'offline' },
    responseMode: 'query',
    finish: 'json',
  },
  microsoft: {
    scope: 'openid email profile',
    extraParams: {},
    responseMode: 'query',
    finish: 'redirect',
  },
  // Apple answers with a form POST whenever a name or e-mail scope is asked for.
  apple: {
    scope: 'openid email name',
    extraParams: { response_mode: 'form_post' },
    responseMode: 'form_post',
    finish: 'redirect',
  },
};

/**
 * The callback paths that take a cross-site form POST (Apple's). They are exempt from the XSRF
 * header check, which such a POST cannot pass; the flow's state, cookie, PKCE and nonce protect
 * them instead.
 */
export const FORM_POST_CALLBACK_PATHS: ReadonlySet<string> = new Set(
  SOCIAL_PROVIDERS.filter(
    (provider) => providerProfiles[provider].responseMode === 'form_post',
  ).map((provider) => socialCallbackPath(provider)),
);

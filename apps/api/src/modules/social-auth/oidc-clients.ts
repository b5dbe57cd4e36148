import type { SocialProvider } from '@exam/contract';
import * as oidc from 'openid-client';
import type { OAuthProviderConfig } from '../../config/config';
import { isProviderConfigured } from '../../config/config';

/** The checks a callback must pass, as stored when the flow started. */
export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The ID token's claims after openid-client verified it. */
export type VerifiedClaims = oidc.IDToken;

/** How long a provider may take to answer discovery or the token request. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * One OpenID Connect client per configured provider, made from the issuer's discovery document
 * on first use and kept for the life of the process. A failed discovery is forgotten, so the
 * next sign-in tries again (a provider outage must not need a restart).
 */
export class OidcClients {
  private readonly discovered = new Map<SocialProvider, Promise<oidc.Configuration>>();

  constructor(private readonly providers: Readonly<Record<SocialProvider, OAuthProviderConfig>>) {}

  isConfigured(provider: SocialProvider): boolean {
    return isProviderConfigured(this.providers[provider]);
  }

  /** The provider's client; rejects when it is not configured or discovery fails. */
  configuration(provider: SocialProvider): Promise<oidc.Configuration> {
    let pending = this.discovered.get(provider);
    if (!pending) {
      pending = discover(this.providers[provider]);
      pending.catch(() => this.discovered.delete(provider));
      this.discovered.set(provider, pending);
    }
    return pending;
  }

  /** The provider's authorization page for this flow (authorization code + PKCE S256). */
  async authorizationUrl(
    provider: SocialProvider,
    request: {
      redirectUri: string;
      scope: string;
      state: string;
      nonce: string;
      codeChallenge: string;
      extraParams: Readonly<Record<string, string>>;
    },
  ): Promise<URL> {
    const configuration = await this.configuration(provider);
    return oidc.buildAuthorizationUrl(configuration, {
      ...request.extraParams,
      response_type: 'code',
      redirect_uri: request.redirectUri,
      scope: request.scope,
      state: request.state,
      nonce: request.nonce,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
    });
  }

  /**
   * Redeems the code: checks the answer's state (and `iss` when the provider sends it), sends
   * the PKCE verifier, then verifies the ID token: signature against the issuer's published
   * keys, issuer, audience, expiry and nonce. `callbackUrl` is our redirect URI with the
   * provider's answer as its query.
   */
  async redeem(
    provider: SocialProvider,
    callbackUrl: URL,
    checks: FlowChecks,
  ): Promise<VerifiedClaims> {
    const configuration = await this.configuration(provider);
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the token response carried no ID token');
    return claims;
  }
}

async function discover(provider: OAuthProviderConfig): Promise<oidc.Configuration> {
  if (!isProviderConfigured(provider)) throw new Error('provider not configured');
  // config.ts admits http:// issuers on loopback only (the tests' local provider).
  const insecure = provider.issuer.startsWith('http://');
  const configuration = await oidc.discovery(
    new URL(provider.issuer),
    provider.clientId,
    provider.clientSecret,
    undefined,
    {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    },
  );
  configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
  // openid-client trusts an ID token received over TLS from the token endpoint without checking
  // its signature (OIDC Core §3.1.3.7 allows it); checking it against the issuer's JWKS as well
  // means a token endpoint answer alone cannot vouch for an identity.
  oidc.enableNonRepudiationChecks(configuration);
  return configuration;
}

import { socialCallbackPath, type SocialProvider } from '@exam/contract';
import * as oidc from 'openid-client';
import { randomToken, safeEqual, sha256 } from '../../lib/tokens';
import type { SessionDeps } from '../auth/session.service';
import { assertNotLimited, recordEvent } from '../rate-limit/rate-limit.service';
import { appleUserName, readIdentityClaims } from './identity-claims';
import type { OidcClients } from './oidc-clients';
import type { IdentityAccount } from './social-account.service';
import { accountForIdentity } from './social-account.service';
import { socialCallbacksPerIp, socialFailuresPerIp, socialStartsPerIp } from './social-auth.limits';
import { providerProfiles } from './social-providers';
import { SocialSignInError } from './social-sign-in-error';
import { consumeFlow, insertFlow } from './social-sign-in-flows.repository';

export type SocialDeps = SessionDeps & { oidc: OidcClients; publicUrl: string };

/** Time to get through the provider's pages; then the flow is refused and purged. */
export const FLOW_TTL_SECONDS = 10 * 60;

/** Our redirect URI for the provider: built from PUBLIC_URL, never from the Host header. */
export function redirectUriOf(publicUrl: string, provider: SocialProvider): string {
  return `${publicUrl}${socialCallbackPath(provider)}`;
}

/**
 * Starts a sign-in: a fresh state, nonce and PKCE verifier are stored as a pending flow bound to
 * `binding`, a new random value the caller puts in an HttpOnly cookie. Returns the provider's
 * authorization URL and the binding.
 */
export async function startSocialSignIn(
  deps: SocialDeps,
  provider: SocialProvider,
  ip: string,
): Promise<{ authorizationUrl: string; binding: string }> {
  await assertNotLimited(deps, [[socialStartsPerIp, ip]]);
  await recordEvent(deps, socialStartsPerIp, ip);
  const profile = providerProfiles[provider];
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const binding = randomToken();
  // Discovery first: when the provider cannot be reached nothing is stored.
  const url = await deps.oidc.authorizationUrl(provider, {
    redirectUri: redirectUriOf(deps.publicUrl, provider),
    scope: profile.scope,
    state,
    nonce,
    codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    extraParams: profile.extraParams,
  });
  const now = deps.clock.now();
  await insertFlow(deps.db, {
    stateHash: sha256(state),
    provider,
    bindingHash: sha256(binding),
    codeVerifier,
    nonce,
    now,
    expiresAt: new Date(now.getTime() + FLOW_TTL_SECONDS * 1000),
  });
  return { authorizationUrl: url.href, binding };
}

/** Parameters of the provider's answer that are not for openid-client's code flow. */
const NOT_FOR_THE_CODE_FLOW = new Set([
  // Apple's form POST may carry an ID token beside the code; openid-client would take it for a
  // hybrid-flow answer. The ID token that counts is the one from the token endpoint.
  'id_token',
  // Apple's one-time user details (the name), read separately.
  'user',
]);

export interface CallbackInput {
  /** The provider's answer: the query of a GET, the form of Apple's POST. */
  params: URLSearchParams;
  /** The flow cookie's value, if the browser sent it. */
  binding: string | undefined;
  ip: string;
}

/**
 * Finishes a sign-in. In order: per-IP limits; the state names a pending flow, which is
 * consumed (a replay finds nothing); the flow has not expired and was started by this browser
 * (the cookie); the provider did not answer with an error; then openid-client redeems the code
 * with the PKCE verifier and verifies the ID token (signature, issuer, audience, expiry, nonce);
 * then the identity's account is found, linked, taken over or created (social-account.service).
 * Any failure is a SocialSignInError and counts against the IP; nothing is created. The caller
 * opens a session or issues a one-time code for the account.
 */
export async function completeSocialSignIn(
  deps: SocialDeps,
  provider: SocialProvider,
  input: CallbackInput,
): Promise<IdentityAccount> {
  await assertNotLimited(deps, [
    [socialCallbacksPerIp, input.ip],
    [socialFailuresPerIp, input.ip],
  ]);
  await recordEvent(deps, socialCallbacksPerIp, input.ip);
  try {
    return await finish(deps, provider, input);
  } catch (error) {
    await recordEvent(deps, socialFailuresPerIp, input.ip);
    throw error;
  }
}

async function finish(
  deps: SocialDeps,
  provider: SocialProvider,
  { params, binding }: CallbackInput,
): Promise<IdentityAccount> {
  const state = params.get('state');
  if (!state) throw new SocialSignInError('no state in the answer');
  const flow = await consumeFlow(deps.db, sha256(state), provider);
  if (!flow) throw new SocialSignInError('unknown or already used state');
  if (flow.expiresAt.getTime() <= deps.clock.now().getTime()) {
    throw new SocialSignInError('the sign-in took too long (flow expired)');
  }
  if (!binding || !safeEqual(sha256(binding), flow.bindingHash)) {
    throw new SocialSignInError('the flow cookie is missing or belongs to another sign-in');
  }
  const providerError = params.get('error');
  if (providerError) {
    // The error code is the provider's fixed vocabulary (access_denied, ...): safe to log.
    throw new SocialSignInError(`the provider answered ${providerError.slice(0, 64)}`);
  }

  const callbackUrl = new URL(redirectUriOf(deps.publicUrl, provider));
  for (const [name, value] of params) {
    if (!NOT_FOR_THE_CODE_FLOW.has(name)) callbackUrl.searchParams.append(name, value);
  }
  let claims;
  try {
    claims = await deps.oidc.redeem(provider, callbackUrl, {
      state,
      nonce: flow.nonce,
      codeVerifier: flow.codeVerifier,
    });
  } catch (cause) {
    throw new SocialSignInError('the code exchange or the ID token check failed', { cause });
  }
  const identity = readIdentityClaims(claims, appleUserName(params.get('user') ?? undefined));
  return accountForIdentity(deps, provider, identity);
}

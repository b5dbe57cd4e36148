import { SOCIAL_PROVIDERS, socialCallbackPath } from '@exam/contract';
import type { TestClient } from '../../apps/api/test/helpers/test-identity-provider';
import { e2eEnv } from './e2e-env';

/** One client per social provider at the local OpenID provider, each with its redirect URI. */
export const e2eSocialClients: TestClient[] = SOCIAL_PROVIDERS.map((provider) => ({
  clientId: `${provider}-e2e-client`,
  clientSecret: `${provider}-e2e-secret`,
  redirectUris: [`${e2eEnv.baseUrl}${socialCallbackPath(provider)}`],
}));

/** The server's environment pointing Google, Microsoft and Apple at the local provider. */
export function socialProviderEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  SOCIAL_PROVIDERS.forEach((provider, index) => {
    const prefix = provider.toUpperCase();
    const client = e2eSocialClients[index];
    if (!client) return;
    env[`${prefix}_CLIENT_ID`] = client.clientId;
    env[`${prefix}_CLIENT_SECRET`] = client.clientSecret;
    env[`${prefix}_ISSUER`] = e2eEnv.identityProviderUrl;
  });
  return env;
}

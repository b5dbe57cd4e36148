import type { SocialProvider } from '@exam/contract';
import { ApiRoutes, socialCallbackPath, socialStartPath } from '@exam/contract';
import type { LightMyRequestResponse } from 'fastify';
import { FLOW_COOKIE } from '../../src/modules/social-auth/social-flow-cookie';
import type { TestApp } from './test-app';
import type { TestClient, TestIdentity, TestIdentityProvider } from './test-identity-provider';
import { startTestIdentityProvider } from './test-identity-provider';

/** The tests' public URL (test-app.ts) and so the redirect URIs registered with the provider. */
const PUBLIC_URL = 'https://exam.example.test';

export const testClients: Record<SocialProvider, TestClient> = {
  google: {
    clientId: 'google-test-client',
    clientSecret: 'google-test-secret',
    redirectUris: [`${PUBLIC_URL}${socialCallbackPath('google')}`],
  },
  microsoft: {
    clientId: 'microsoft-test-client',
    clientSecret: 'microsoft-test-secret',
    redirectUris: [`${PUBLIC_URL}${socialCallbackPath('microsoft')}`],
  },
  apple: {
    clientId: 'apple-test-client',
    clientSecret: 'apple-test-secret',
    redirectUris: [`${PUBLIC_URL}${socialCallbackPath('apple')}`],
  },
};

export function startProviderForTests(): Promise<TestIdentityProvider> {
  return startTestIdentityProvider({ clients: Object.values(testClients) });
}

/** Environment variables that point all three providers at the local one. */
export function providerEnv(issuer: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [provider, client] of Object.entries(testClients)) {
    const prefix = provider.toUpperCase();
    env[`${prefix}_CLIENT_ID`] = client.clientId;
    env[`${prefix}_CLIENT_SECRET`] = client.clientSecret;
    env[`${prefix}_ISSUER`] = issuer;
  }
  return env;
}

/** How the provider hands the answer back to the app: a redirect, or Apple's form POST. */
export type ProviderAnswer =
  { method: 'GET'; url: URL } | { method: 'POST'; url: URL; form: URLSearchParams };

/**
 * A browser's side of the provider's pages: a cookie jar (the provider's session cookies),
 * redirects followed by hand, forms submitted like a person would. Reuse one instance to be
 * "the same browser" at the provider (then its session skips the sign-in page).
 */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  private async request(url: URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') {
        this.cookies.delete(name);
      } else {
        this.cookies.set(name, value);
      }
    }
    return response;
  }

  /**
   * Goes through the provider from its authorization URL to the answer it sends back to the
   * app: signs in as `identity` when asked, then allows (or, with `cancel`, refuses) access.
   */
  async signIn(
    authorizationUrl: string,
    identity: TestIdentity,
    options: { cancel?: boolean } = {},
  ): Promise<ProviderAnswer> {
    const providerOrigin = new URL(authorizationUrl).origin;
    let url = new URL(authorizationUrl);
    let response = await this.request(url);
    for (let step = 0; step < 20; step += 1) {
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        url = new URL(location, url);
        if (url.origin !== providerOrigin) return { method: 'GET', url };
        response = await this.request(url);
        continue;
      }
      const html = await response.text();
      if (response.status !== 200) {
        throw new Error(`provider answered ${response.status}: ${html.slice(0, 500)}`);
      }
      if (html.includes('name="prompt" value="login"')) {
        const form = new URLSearchParams({
          prompt: 'login',
          email: identity.email,
          name: identity.name ?? '',
          subject: identity.subject ?? '',
        });
        if (identity.emailVerified ?? true) form.set('email_verified', 'true');
        response = await this.post(url, form);
      } else if (html.includes('name="prompt" value="consent"')) {
        if (options.cancel) {
          url = new URL(`${url.pathname}/abort`, url);
          response = await this.request(url);
        } else {
          response = await this.post(url, new URLSearchParams({ prompt: 'consent' }));
        }
      } else if (html.includes('<title>Submitting Callback</title>')) {
        return formPostAnswer(html);
      } else {
        throw new Error(`unexpected provider page: ${html.slice(0, 500)}`);
      }
    }
    throw new Error('too many steps at the provider');
  }

  private post(url: URL, form: URLSearchParams): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  }
}

const decodeEntities = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** oidc-provider's response_mode=form_post page: the form's action and hidden fields. */
function formPostAnswer(html: string): ProviderAnswer {
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  if (!action) throw new Error('form_post page without a form');
  const form = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)) {
    form.append(match[1] ?? '', decodeEntities(match[2] ?? ''));
  }
  return { method: 'POST', url: new URL(decodeEntities(action)), form };
}

export interface StartedFlow {
  response: LightMyRequestResponse;
  authorizationUrl: string;
  /** The flow cookie's value. */
  binding: string;
}

/** GET /api/auth/{provider}: the redirect to the provider and the flow cookie. */
export async function startFlow(
  t: TestApp,
  provider: SocialProvider,
  options: { ip?: string } = {},
): Promise<StartedFlow> {
  const response = await t.get(socialStartPath(provider), {
    ...(options.ip ? { ip: options.ip } : {}),
    headers: { accept: 'text/html' },
  });
  if (response.statusCode !== 302) {
    throw new Error(`start answered ${response.statusCode}: ${response.body}`);
  }
  const cookie = response.cookies.find((entry) => entry.name === FLOW_COOKIE);
  if (!cookie) throw new Error('start set no flow cookie');
  return {
    response,
    authorizationUrl: String(response.headers.location),
    binding: cookie.value,
  };
}

/**
 * Delivers the provider's answer to the app like the browser would: Google's through the SPA's
 * JSON call, Microsoft's as a navigation, Apple's as a cross-site form POST (no XSRF header).
 * `binding` undefined sends no flow cookie.
 */
export function deliverAnswer(
  t: TestApp,
  answer: ProviderAnswer,
  binding: string | undefined,
  options: { accept?: string; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  const path = `${answer.url.pathname}${answer.url.search}`;
  const cookie: Record<string, string> =
    binding === undefined ? {} : { cookie: `${FLOW_COOKIE}=${binding}` };
  const ip = options.ip ? { ip: options.ip } : {};
  if (answer.method === 'POST') {
    return t.post(path, answer.form.toString(), {
      ...ip,
      withoutXsrf: true,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        ...cookie,
      },
    });
  }
  return t.get(path, {
    ...ip,
    headers: { accept: options.accept ?? 'application/json', ...cookie },
  });
}

/** The whole flow for one provider and identity, ending with the app's answer. */
export async function signInThroughProvider(
  t: TestApp,
  provider: SocialProvider,
  identity: TestIdentity,
  browser = new ProviderBrowser(),
): Promise<LightMyRequestResponse> {
  const flow = await startFlow(t, provider);
  const answer = await browser.signIn(flow.authorizationUrl, identity);
  return deliverAnswer(t, answer, flow.binding, {
    accept: provider === 'google' ? 'application/json' : 'text/html',
  });
}

/**
 * What a server-side callback's redirect to /auth/success?code=... hands the browser: the
 * one-time code in the URL and the sign-in cookie it is bound to (undefined when absent).
 */
export function issuedCode(response: LightMyRequestResponse): {
  code: string | undefined;
  binding: string | undefined;
} {
  const location = String(response.headers.location ?? '');
  const match = /^https:\/\/exam\.example\.test\/auth\/success\?code=([\w-]+)$/.exec(location);
  const cookie = response.cookies.find((entry) => entry.name === FLOW_COOKIE && entry.value);
  return { code: match?.[1], binding: cookie?.value };
}

/**
 * POST /api/auth/exchange-code as the SPA's /auth/success screen sends it; `binding` is the
 * sign-in cookie the browser holds (undefined: none).
 */
export function exchangeCode(
  t: TestApp,
  code: string,
  binding: string | undefined,
  options: { ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.post(
    ApiRoutes.auth.exchangeCode,
    { code },
    {
      ...(options.ip ? { ip: options.ip } : {}),
      headers: binding === undefined ? {} : { cookie: `${FLOW_COOKIE}=${binding}` },
    },
  );
}

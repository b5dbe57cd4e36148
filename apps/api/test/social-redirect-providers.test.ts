import {
  ApiRoutes,
  ErrorCode,
  Messages,
  socialCallbackPath,
  socialStartPath,
} from '@exam/contract';
import type { AuthResponse } from '@exam/contract';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, socialSignInFlows, userIdentities } from '../src/db/schema';
import { countRows, uniqueEmail } from './helpers/factories';
import {
  deliverAnswer,
  exchangeCode,
  issuedCode,
  ProviderBrowser,
  providerEnv,
  signInThroughProvider,
  startFlow,
  startProviderForTests,
} from './helpers/social-sign-in';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';
import type { TestIdentityProvider } from './helpers/test-identity-provider';

let idp: TestIdentityProvider;
let t: TestApp;

beforeAll(async () => {
  idp = await startProviderForTests();
  t = await createTestApp({ env: providerEnv(idp.issuer) });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const SUCCESS = /^https:\/\/exam\.example\.test\/auth\/success\?code=[\w-]+$/;
const FAILED = 'https://exam.example.test/login?error=auth_failed';

/**
 * A redirect to /auth/success carries a one-time code, never a token; the browser exchanges it
 * with its cookie (as the SPA does), and the token it gets is checked against /api/auth/me.
 */
async function signedInUser(response: LightMyRequestResponse) {
  const location = String(response.headers.location);
  expect(location).toMatch(SUCCESS);
  expect(location).not.toMatch(/token=/);
  const { code, binding } = issuedCode(response);
  expect(binding).toBeDefined();
  const exchanged = await exchangeCode(t, code ?? '', binding);
  expect(exchanged.statusCode, exchanged.body).toBe(200);
  const me = await t.get(ApiRoutes.auth.me, { token: exchanged.json<AuthResponse>().token });
  expect(me.statusCode).toBe(200);
  return me.json<{ user: AuthResponse['user'] }>().user;
}

describe('Microsoft: server-side callback', () => {
  it('redirects to the provider, then from the callback to /auth/success?code=...', async () => {
    const { authorizationUrl } = await startFlow(t, 'microsoft');
    expect(Object.fromEntries(new URL(authorizationUrl).searchParams)).toMatchObject({
      scope: 'openid email profile',
      redirect_uri: 'https://exam.example.test/api/auth/microsoft/callback',
      code_challenge_method: 'S256',
    });

    const email = uniqueEmail('microsoft');
    const response = await signInThroughProvider(t, 'microsoft', { email, name: 'Alan Turing' });
    expect(response.statusCode).toBe(302);
    const user = await signedInUser(response);
    expect(user).toMatchObject({ email, username: 'Alan Turing' });
    const [identity] = await t.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, user.id));
    expect(identity).toMatchObject({ provider: 'microsoft', issuer: idp.issuer });
  });

  it('answers { token, user } to a caller asking for JSON (docs/product.md §7)', async () => {
    const flow = await startFlow(t, 'microsoft');
    const answer = await new ProviderBrowser().signIn(flow.authorizationUrl, {
      email: uniqueEmail('microsoft-json'),
    });
    const response = await deliverAnswer(t, answer, flow.binding, { accept: 'application/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json<AuthResponse>().token).toEqual(expect.any(String));
  });

  it('sends a refused or replayed answer to /login?error=auth_failed and creates no session', async () => {
    const flow = await startFlow(t, 'microsoft');
    const answer = await new ProviderBrowser().signIn(flow.authorizationUrl, {
      email: uniqueEmail('microsoft-replay'),
    });
    const first = await deliverAnswer(t, answer, flow.binding, { accept: 'text/html' });
    expect(first.headers.location).toMatch(SUCCESS);
    const before = await countRows(t.db, sessions);
    const replay = await deliverAnswer(t, answer, flow.binding, { accept: 'text/html' });
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toBe(FAILED);
    const noCookie = await deliverAnswer(t, answer, undefined, { accept: 'text/html' });
    expect(noCookie.headers.location).toBe(FAILED);
    expect(await countRows(t.db, sessions)).toBe(before);
  });

  it('sends a cancelled sign-in to /login?error=auth_failed', async () => {
    const flow = await startFlow(t, 'microsoft');
    const answer = await new ProviderBrowser().signIn(
      flow.authorizationUrl,
      { email: uniqueEmail('microsoft-cancel') },
      { cancel: true },
    );
    const response = await deliverAnswer(t, answer, flow.binding, { accept: 'text/html' });
    expect(response.headers.location).toBe(FAILED);
  });
});

describe('Apple: form POST callback', () => {
  it('asks for form_post; its cookie is SameSite=None so it survives the cross-site POST', async () => {
    const { response, authorizationUrl } = await startFlow(t, 'apple');
    expect(Object.fromEntries(new URL(authorizationUrl).searchParams)).toMatchObject({
      response_mode: 'form_post',
      scope: 'openid email name',
      redirect_uri: 'https://exam.example.test/api/auth/apple/callback',
    });
    expect(response.cookies.find((c) => c.name === 'social_sign_in')).toMatchObject({
      sameSite: 'None',
      secure: true,
      httpOnly: true,
    });
  });

  it('accepts the POST without an XSRF header and redirects to /auth/success?code=...', async () => {
    const email = uniqueEmail('apple');
    const flow = await startFlow(t, 'apple');
    const answer = await new ProviderBrowser().signIn(flow.authorizationUrl, { email });
    expect(answer.method).toBe('POST');
    if (answer.method !== 'POST') return;
    // Apple sends the name once, beside the code, as JSON in a `user` field.
    answer.form.set('user', JSON.stringify({ name: { firstName: 'Emmy', lastName: 'Noether' } }));
    const response = await deliverAnswer(t, answer, flow.binding);
    expect(response.statusCode).toBe(302);
    expect(await signedInUser(response)).toMatchObject({
      email,
      username: 'Emmy Noether',
    });
  });

  it('refuses a forged or replayed POST: /login?error=auth_failed, no session', async () => {
    const flow = await startFlow(t, 'apple');
    const answer = await new ProviderBrowser().signIn(flow.authorizationUrl, {
      email: uniqueEmail('apple-replay'),
    });
    if (answer.method !== 'POST') throw new Error('expected a form POST');
    expect((await deliverAnswer(t, answer, flow.binding)).headers.location).toMatch(SUCCESS);
    const before = await countRows(t.db, sessions);
    const replay = await deliverAnswer(t, answer, flow.binding);
    expect(replay.headers.location).toBe(FAILED);
    const forged = new URLSearchParams(answer.form);
    forged.set('state', 'forged');
    const forgedResponse = await deliverAnswer(
      t,
      { method: 'POST', url: answer.url, form: forged },
      flow.binding,
    );
    expect(forgedResponse.headers.location).toBe(FAILED);
    expect(await countRows(t.db, sessions)).toBe(before);
  });

  it('keeps the XSRF check on every other POST, and on encoded spellings of this one', async () => {
    const login = await t.post(
      ApiRoutes.auth.login,
      { email: 'a@b.test', password: 'x' },
      {
        withoutXsrf: true,
      },
    );
    expect(login.statusCode).toBe(403);
    const encoded = await t.post('/api/auth/%61pple/callback', 'state=x', {
      withoutXsrf: true,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(encoded.statusCode).toBe(403);
    // Forms stay refused everywhere else.
    const form = await t.post(ApiRoutes.auth.login, 'email=a%40b.test&password=x', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
  });
});

describe('POST /api/auth/exchange-code: the redirect carries a code only its browser can use (issue 17, finding 2)', () => {
  const failed = { message: Messages.authenticationFailed, code: ErrorCode.SocialSignInFailed };

  /** A finished Microsoft sign-in: its code and the cookie of the browser that went through it. */
  async function finishedSignIn(prefix = 'code') {
    const response = await signInThroughProvider(t, 'microsoft', { email: uniqueEmail(prefix) });
    expect(response.statusCode).toBe(302);
    const { code, binding } = issuedCode(response);
    if (!code || !binding)
      throw new Error(`no code or cookie: ${String(response.headers.location)}`);
    return { response, code, binding };
  }

  it('sets the sign-in cookie for the code: HttpOnly, SameSite=Lax, two minutes, /api/auth', async () => {
    const { response } = await finishedSignIn();
    const cookie = response.cookies.find((entry) => entry.name === 'social_sign_in');
    expect(cookie).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/api/auth',
      maxAge: 120,
    });
  });

  it("refuses the code in another browser (a victim sent the attacker's link): 401, no session, and the code is burnt", async () => {
    const attacker = await finishedSignIn('attacker');
    const victimsOwn = await finishedSignIn('victim');
    const before = await countRows(t.db, sessions);
    for (const binding of [undefined, victimsOwn.binding]) {
      const response = await exchangeCode(t, attacker.code, binding);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(failed);
    }
    expect(await countRows(t.db, sessions)).toBe(before);
    // Tried once without its cookie, the code is gone even for the browser that has it.
    const late = await exchangeCode(t, attacker.code, attacker.binding);
    expect(late.statusCode).toBe(401);
    expect(await countRows(t.db, sessions)).toBe(before);
  });

  it('works once, and clears the cookie', async () => {
    const { code, binding } = await finishedSignIn();
    const first = await exchangeCode(t, code, binding);
    expect(first.statusCode).toBe(200);
    expect(first.json<AuthResponse>()).toEqual({
      token: expect.any(String) as string,
      user: expect.objectContaining({ id: expect.any(String) as string }) as AuthResponse['user'],
    });
    expect(first.cookies.find((entry) => entry.name === 'social_sign_in')?.value).toBe('');
    const again = await exchangeCode(t, code, binding);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(failed);
  });

  it('expires two minutes after the redirect', async () => {
    const { code, binding } = await finishedSignIn();
    t.clock.advance(121 * 1000);
    const response = await exchangeCode(t, code, binding);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(failed);
  });

  it('refuses a code nobody issued, and a body that is not a code', async () => {
    const forged = await exchangeCode(t, 'forged-code', 'forged-cookie');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual(failed);
    const bad = await t.post(ApiRoutes.auth.exchangeCode, { code: '', token: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: ErrorCode.ValidationFailed });
  });

  it('needs the XSRF header like every other POST', async () => {
    const { code, binding } = await finishedSignIn();
    const response = await t.post(
      ApiRoutes.auth.exchangeCode,
      { code },
      { withoutXsrf: true, headers: { cookie: `social_sign_in=${binding}` } },
    );
    expect(response.statusCode).toBe(403);
    // Refused before it was looked at: the code still works.
    expect((await exchangeCode(t, code, binding)).statusCode).toBe(200);
  });

  it('refuses an address after 50 failed exchanges in 15 minutes (429 with Retry-After)', async () => {
    const ip = '10.77.0.1';
    for (let attempt = 0; attempt < 50; attempt += 1) {
      expect((await exchangeCode(t, `junk-${attempt}`, undefined, { ip })).statusCode).toBe(401);
    }
    const { code, binding } = await finishedSignIn();
    const blocked = await exchangeCode(t, code, binding, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('/auth/success', () => {
  it('is served with Referrer-Policy: no-referrer, so the code never leaves in a Referer', async () => {
    const response = await t.get('/auth/success?code=abc', { headers: { accept: 'text/html' } });
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('providers that are not configured, or not reachable', () => {
  it('answers 404 PROVIDER_NOT_CONFIGURED on start and callback, and /api/config says false', async () => {
    const bare = await createTestApp({ database: t.database });
    try {
      for (const provider of ['google', 'microsoft', 'apple'] as const) {
        for (const path of [socialStartPath(provider), socialCallbackPath(provider)]) {
          const response = await bare.get(path, { headers: { accept: 'application/json' } });
          expect(response.statusCode, path).toBe(404);
          expect(response.json()).toEqual({
            message: Messages.providerNotConfigured,
            code: ErrorCode.ProviderNotConfigured,
          });
        }
      }
      expect((await bare.get(ApiRoutes.publicConfig)).json()).toMatchObject({
        providers: { google: false, microsoft: false, apple: false },
      });
    } finally {
      await bare.close();
    }
  });

  it('sends the browser to /login?error=auth_failed when the issuer cannot be reached, storing nothing', async () => {
    const unreachable = await createTestApp({
      database: t.database,
      env: { ...providerEnv('http://127.0.0.1:9'), LOG_LEVEL: 'silent' },
    });
    try {
      const before = await countRows(t.db, socialSignInFlows);
      const response = await unreachable.get(socialStartPath('google'));
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(FAILED);
      expect(response.cookies.find((c) => c.name === 'social_sign_in')).toBeUndefined();
      expect(await countRows(t.db, socialSignInFlows)).toBe(before);
    } finally {
      await unreachable.close();
    }
  });
});

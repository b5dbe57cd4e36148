import {
  ApiRoutes,
  ErrorCode,
  Messages,
  REMEMBER_ME_SESSION_TTL_SECONDS,
  SESSION_TTL_SECONDS,
} from '@exam/contract';
import type { AuthResponse } from '@exam/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { countRows, createUser, login, uniqueEmail } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const invalidCredentials = {
  message: Messages.invalidCredentials,
  code: ErrorCode.InvalidCredentials,
};
const unauthenticated = { message: Messages.unauthenticated, code: ErrorCode.Unauthenticated };

describe('POST /api/auth/login', () => {
  it('signs in with the right password: 200 with token and user, nothing else', async () => {
    const account = await createUser(t);
    const response = await login(t, account.email, account.password);
    expect(response.statusCode).toBe(200);
    const body = response.json<AuthResponse>();
    expect(body).toEqual({ token: expect.any(String) as string, user: account.user });
    const me = await t.get(ApiRoutes.auth.me, { token: body.token });
    expect(me.json()).toEqual({ user: account.user, emailVerified: false });
  });

  it('accepts the e-mail in another case and with spaces around it', async () => {
    const account = await createUser(t);
    const response = await login(t, `  ${account.email.toUpperCase()} `, account.password);
    expect(response.statusCode).toBe(200);
  });

  it('gives a wrong password and an unknown e-mail the very same 401 answer', async () => {
    const account = await createUser(t);
    const wrongPassword = await login(t, account.email, 'not-the-password');
    const unknownEmail = await login(t, uniqueEmail('nobody'), 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(invalidCredentials);
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('issues a 12-hour token, or a 30-day one with Remember me, each backed by a session', async () => {
    const account = await createUser(t);
    for (const [rememberMe, ttl] of [
      [false, SESSION_TTL_SECONDS],
      [true, REMEMBER_ME_SESSION_TTL_SECONDS],
    ] as const) {
      const { token } = (
        await login(t, account.email, account.password, { rememberMe })
      ).json<AuthResponse>();
      const claims = decodeJwt(token);
      expect(claims.sub).toBe(account.user.id);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(ttl);
      const [session] = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, String(claims.sid)));
      expect(session?.rememberMe).toBe(rememberMe);
      expect(session?.revokedAt).toBeNull();
    }
  });

  it('refuses missing, malformed and unknown fields with 400 and creates no session', async () => {
    const before = await countRows(t.db, sessions);
    const cases: [unknown, string][] = [
      [{}, `${Messages.emailRequired}, ${Messages.passwordRequired}`],
      [{ email: 'nope', password: 'x' }, Messages.emailInvalid],
      [{ email: 'a@b.co', password: 'x', role: 'admin' }, 'Unknown field: role'],
      [{ email: 'a@b.co', password: 'x', rememberMe: 'yes' }, expect.any(String) as string],
      [{ email: 42, password: true }, expect.any(String) as string],
    ];
    for (const [body, message] of cases) {
      const response = await t.post(ApiRoutes.auth.login, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: ErrorCode.ValidationFailed, message });
    }
    expect(await countRows(t.db, sessions)).toBe(before);
  });

  // Throttling (back-off, hourly ceiling, per-IP limits): test/security/login-throttling.test.ts
});

describe('bearer tokens and sessions', () => {
  it('GET /api/auth/me without a token, or with a malformed header, is 401 UNAUTHENTICATED', async () => {
    const variants: Record<string, string>[] = [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer' },
    ];
    for (const headers of variants) {
      const response = await t.get(ApiRoutes.auth.me, { headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthenticated);
    }
  });

  it('refuses a tampered token', async () => {
    const account = await createUser(t);
    const [header, payload, signature] = account.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...claims, sub: crypto.randomUUID() }),
    ).toString('base64url');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    for (const token of [
      `${header}.${forgedPayload}.${signature}`,
      `${header}.${payload}.${flipped}`,
    ]) {
      expect((await t.get(ApiRoutes.auth.me, { token })).json()).toEqual(unauthenticated);
    }
  });

  it('refuses a token signed with another secret, or with alg none', async () => {
    const account = await createUser(t);
    const claims = decodeJwt(account.token);
    const otherSecret = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.user.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-123'));
    const none = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      account.token.split('.')[1],
      '',
    ].join('.');
    for (const token of [otherSecret, none]) {
      expect((await t.get(ApiRoutes.auth.me, { token })).statusCode).toBe(401);
    }
  });

  it('refuses a token once it has expired (12 hours)', async () => {
    const local = await createTestApp({ database: t.database });
    try {
      const account = await createUser(local);
      expect((await local.get(ApiRoutes.auth.me, { token: account.token })).statusCode).toBe(200);
      local.clock.advance(SESSION_TTL_SECONDS * 1000 + 1000);
      const expired = await local.get(ApiRoutes.auth.me, { token: account.token });
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual(unauthenticated);
    } finally {
      await local.close();
    }
  });

  it('refuses a valid signature whose session row has expired', async () => {
    const account = await createUser(t);
    const claims = decodeJwt(account.token);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(sessions.id, String(claims.sid)));
    expect((await t.get(ApiRoutes.auth.me, { token: account.token })).statusCode).toBe(401);
  });

  it('logout revokes the session: 200 "Signed out", then the same token is 401', async () => {
    const account = await createUser(t);
    const other = (await login(t, account.email, account.password)).json<AuthResponse>();
    const logout = await t.post(ApiRoutes.auth.logout, undefined, { token: account.token });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: Messages.signedOut });
    expect((await t.get(ApiRoutes.auth.me, { token: account.token })).statusCode).toBe(401);
    expect(
      (await t.post(ApiRoutes.auth.logout, undefined, { token: account.token })).statusCode,
    ).toBe(401);
    // Only that session: the account's other sign-in still works.
    expect((await t.get(ApiRoutes.auth.me, { token: other.token })).statusCode).toBe(200);
  });

  it('logout needs the XSRF header like every state-changing call', async () => {
    const account = await createUser(t);
    const response = await t.post(ApiRoutes.auth.logout, undefined, {
      token: account.token,
      withoutXsrf: true,
    });
    expect(response.statusCode).toBe(403);
    expect((await t.get(ApiRoutes.auth.me, { token: account.token })).statusCode).toBe(200);
  });
});

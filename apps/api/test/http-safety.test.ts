import { ApiRoutes, ErrorCode, Messages, XSRF_COOKIE } from '@exam/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, users } from '../src/db/schema';
import { openTestDatabase } from './helpers/database';
import {
  countRows,
  DEFAULT_CITY,
  DEFAULT_PASSWORD,
  DEFAULT_SCHOOL,
  ensureSchool,
  uniqueEmail,
} from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp, TEST_XSRF_COOKIE, XSRF_TOKEN } from './helpers/test-app';

const SECRET_DETAIL = 'select password_hash from users where email = $1 -- at /work/main/x.ts:1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Routes that fail on purpose, added before the app starts.
  t.app.get('/api/test/boom', () => {
    throw new Error(SECRET_DETAIL);
  });
  t.app.get('/api/test/database-down', () => {
    throw Object.assign(new Error('Failed query: select 1'), {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      }),
    });
  });
  await ensureSchool(t);
});
afterAll(() => t.close());

const registration = () => ({
  username: 'Xsrf Test',
  email: uniqueEmail(),
  password: DEFAULT_PASSWORD,
  city: DEFAULT_CITY,
  school: DEFAULT_SCHOOL,
});

describe('XSRF double-submit cookie', () => {
  it('sets __Host-XSRF-TOKEN over https (random, Secure, Path=/, no Domain, SameSite=Strict, readable by the page) when missing', async () => {
    const first = await t.get(ApiRoutes.health, { withoutXsrf: true });
    const second = await t.get(ApiRoutes.health, { withoutXsrf: true });
    const cookie = String(first.headers['set-cookie']);
    // PUBLIC_URL is https in these tests: the __Host- prefix (issue 17, finding 10).
    expect(cookie).toMatch(/^__Host-XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; /);
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Secure');
    expect(cookie).not.toContain('Domain');
    expect(cookie).not.toContain('HttpOnly');
    expect(String(second.headers['set-cookie'])).not.toBe(cookie);
  });

  it('over https, refuses a plain XSRF-TOKEN cookie (one another subdomain or plain http could plant)', async () => {
    const before = await countRows(t.db, users);
    const tossed = await t.app.inject({
      method: 'POST',
      url: ApiRoutes.auth.register,
      cookies: { [XSRF_COOKIE]: XSRF_TOKEN },
      headers: { 'x-xsrf-token': XSRF_TOKEN },
      payload: registration(),
    });
    expect(tossed.statusCode).toBe(403);
    expect(tossed.json<{ code: string }>().code).toBe(ErrorCode.XsrfMismatch);
    expect(await countRows(t.db, users)).toBe(before);
  });

  it('uses the plain XSRF-TOKEN name, without Secure, when the public URL is http', async () => {
    const plain = await createTestApp({
      database: t.database,
      env: { PUBLIC_URL: 'http://localhost:3000' },
    });
    try {
      const response = await plain.get(ApiRoutes.health, { withoutXsrf: true });
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; /);
      expect(cookie).not.toContain('Secure');
      // The helper sends the http name to this app: a state-changing call goes through.
      const created = await plain.post(ApiRoutes.location.cities, { name: 'Plain Http Town' });
      expect(created.statusCode).toBe(201);
    } finally {
      await plain.close();
    }
  });

  it('does not replace a cookie the browser already has', async () => {
    const response = await t.get(ApiRoutes.health);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a state-changing call without cookie and header: 403, nothing written, a cookie to retry with', async () => {
    const before = await countRows(t.db, users);
    const response = await t.post(ApiRoutes.auth.register, registration(), { withoutXsrf: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: Messages.xsrfMismatch,
      code: ErrorCode.XsrfMismatch,
    });
    expect(String(response.headers['set-cookie'])).toContain(`${TEST_XSRF_COOKIE}=`);
    expect(await countRows(t.db, users)).toBe(before);
  });

  it('refuses a header that does not match the cookie, and a header without a cookie', async () => {
    const before = await countRows(t.db, users);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: ApiRoutes.auth.register,
      cookies: { [TEST_XSRF_COOKIE]: XSRF_TOKEN },
      headers: { 'x-xsrf-token': `${XSRF_TOKEN}-forged` },
      payload: registration(),
    });
    const headerOnly = await t.app.inject({
      method: 'POST',
      url: ApiRoutes.auth.register,
      headers: { 'x-xsrf-token': XSRF_TOKEN },
      payload: registration(),
    });
    for (const response of [mismatch, headerOnly]) {
      expect(response.statusCode).toBe(403);
      expect(response.json<{ code: string }>().code).toBe(ErrorCode.XsrfMismatch);
    }
    expect(await countRows(t.db, users)).toBe(before);
  });

  it('cannot be dodged by percent-encoding the path the router still matches', async () => {
    const before = await countRows(t.db, cities);
    for (const url of ['/%61pi/location/cities', '/api/location/%63ities']) {
      const response = await t.post(
        url,
        { name: `Encoded Town ${url.length}` },
        { withoutXsrf: true },
      );
      expect(response.statusCode).toBe(403);
    }
    expect(await countRows(t.db, cities)).toBe(before);
    const read = await t.get('/%61pi/location/cities');
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
  });

  it('accepts the call when header and cookie agree', async () => {
    expect((await t.post(ApiRoutes.auth.register, registration())).statusCode).toBe(201);
  });
});

describe('request bodies', () => {
  it('answers 415 to anything but JSON (text, forms), writing nothing', async () => {
    const before = await countRows(t.db, users);
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await t.post(ApiRoutes.auth.register, 'username=x&email=y', {
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message: Messages.unsupportedMediaType,
        code: ErrorCode.UnsupportedMediaType,
      });
    }
    expect(await countRows(t.db, users)).toBe(before);
  });

  it('answers 413 to an oversized body', async () => {
    const response = await t.post(ApiRoutes.auth.login, {
      email: 'a@b.co',
      password: 'x'.repeat(100_000),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: Messages.payloadTooLarge,
      code: ErrorCode.PayloadTooLarge,
    });
  });

  it('answers an empty JSON body with "Request body must be a JSON object"', async () => {
    const response = await t.post(ApiRoutes.auth.login, '', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Request body must be a JSON object');
  });

  it('refuses JSON with a __proto__ key instead of polluting objects', async () => {
    const response = await t.post(
      ApiRoutes.auth.login,
      '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
      { headers: { 'content-type': 'application/json' } },
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('errors never leak internals', () => {
  it('turns an unexpected failure into 500 with the generic message only', async () => {
    const response = await t.get('/api/test/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: Messages.internal, code: ErrorCode.Internal });
    expect(response.body).not.toContain('select');
    expect(response.body).not.toContain('.ts');
  });

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After when the database cannot be reached', async () => {
    const response = await t.get('/api/test/database-down');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: Messages.databaseUnavailable,
      code: ErrorCode.DatabaseUnavailable,
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 503 from real endpoints when the database is gone, and health says so', async () => {
    const database = await openTestDatabase();
    const broken = await createTestApp({ database });
    try {
      await database.handle.close();
      for (const response of [
        await broken.get(ApiRoutes.health),
        await broken.get(ApiRoutes.location.cities),
        await broken.post(ApiRoutes.auth.login, { email: 'a@b.co', password: 'whatever' }),
      ]) {
        expect(response.statusCode).toBe(503);
        expect(response.json<{ code: string }>().code).toBe(ErrorCode.DatabaseUnavailable);
        expect(response.headers['retry-after']).toBeDefined();
      }
    } finally {
      await broken.close();
      await database.dispose();
    }
  });

  it('answers unknown API paths and methods with JSON 404', async () => {
    for (const response of [
      await t.get('/api/no-such-endpoint'),
      await t.get('/api/no-such-endpoint', { headers: { accept: 'text/html' } }),
      await t.post('/api/auth/no-such-action', {}),
      await t.app.inject({
        method: 'DELETE',
        url: ApiRoutes.location.cities,
        cookies: { [TEST_XSRF_COOKIE]: 'a' },
        headers: { 'x-xsrf-token': 'a' },
      }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: Messages.notFound, code: ErrorCode.NotFound });
    }
  });
});

describe('response headers', () => {
  it('sends the security headers and Cache-Control: no-store on API answers, errors included', async () => {
    for (const response of [
      await t.get(ApiRoutes.health),
      await t.get('/api/no-such-endpoint'),
      await t.post(ApiRoutes.auth.login, {}),
    ]) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("font-src 'self' data:");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('sends no HSTS when the public URL is plain http', async () => {
    const plain = await createTestApp({
      database: t.database,
      env: { PUBLIC_URL: 'http://localhost:3000' },
    });
    try {
      const response = await plain.get(ApiRoutes.health, { withoutXsrf: true });
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(String(response.headers['set-cookie'])).not.toContain('Secure');
    } finally {
      await plain.close();
    }
  });
});

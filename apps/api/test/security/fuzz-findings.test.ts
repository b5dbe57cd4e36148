import { ApiRoutes, ErrorCode } from '@exam/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaderValues } from '../../src/plugins/security-headers';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { routeTable } from './support/route-table';

/**
 * Regression tests for what the endpoint fuzz suite found (docs/security/fuzz-acl-tokens.md):
 * each failed before its fix.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const helmetHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(securityHeaderValues({ https: true })).map((name) => [name, headers[name]]),
  );

describe('answers the router gives before any hook runs', () => {
  it('answers a malformed percent-encoding with our 400, headers and no-store, not quoting the path', async () => {
    const response = await t.get('/api/exam/state/%zz<script>');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The URL is malformed',
      code: ErrorCode.ValidationFailed,
    });
    expect(response.body).not.toContain('script');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(helmetHeaders(response.headers)).toEqual(securityHeaderValues({ https: true }));
  });

  it('answers an over-long path parameter with 400 (was a bare 414 without security headers)', async () => {
    const response = await t.get(`/api/trial/question/${'a'.repeat(500)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'A path parameter is too long',
      code: ErrorCode.ValidationFailed,
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('writes by hand exactly the headers helmet sends on every other answer', async () => {
    const response = await t.get(ApiRoutes.health);
    expect(helmetHeaders(response.headers)).toEqual(securityHeaderValues({ https: true }));
  });
});

describe('statuses the infrastructure answers are documented on every route', () => {
  it('lists 400, 403, 413 and 415 for JSON body routes and 400 for validated ones', () => {
    const operations = routeTable(t.app);
    const statuses = (method: string, path: string) => [
      ...(operations.find((o) => o.method === method && o.path === path)?.responses.keys() ?? []),
    ];
    expect(statuses('POST', ApiRoutes.auth.logout)).toEqual(
      expect.arrayContaining([400, 403, 413, 415]),
    );
    expect(statuses('POST', ApiRoutes.exam.generate)).toEqual(
      expect.arrayContaining([400, 403, 413, 415]),
    );
    expect(statuses('GET', ApiRoutes.graph)).toContain(400);
    expect(statuses('GET', '/api/auth/apple/callback')).toContain(400);
    // Apple's form POST is exempt from the XSRF check (its own one-time values protect it).
    expect(statuses('POST', '/api/auth/apple/callback')).not.toContain(403);
  });

  it('answers a form body on a JSON route 415 within the documented statuses', async () => {
    const response = await t.post(ApiRoutes.auth.logout, 'a=1', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('control characters in query parameters', () => {
  it('refuses a NUL in ?city= with 400 (it reached PostgreSQL as a 500)', async () => {
    const response = await t.get(`${ApiRoutes.location.schools}?city=Cai%00ro`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('City contains invalid characters');
    expect((await t.get(`${ApiRoutes.location.schools}?city=Cairo`)).statusCode).toBe(200);
  });
});

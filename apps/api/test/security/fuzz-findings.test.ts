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

/** Writes raw bytes to the app listening on a loopback port and reads the whole answer. */
async function rawExchange(bytes: string): Promise<string> {
  const { createConnection } = await import('node:net');
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: '127.0.0.1', port: address.port }, () => {
      socket.end(bytes);
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe("answers Node's HTTP parser gives before Fastify sees the request", () => {
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  it.each([
    [
      // What Node's own client sends for a TRACE with a body: no framing, so bytes after the end.
      'bytes after a request that said Connection: close',
      'TRACE /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n{"a":1}',
    ],
    ['a malformed header line', 'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'],
    [
      'a broken chunk',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    ],
  ])(
    'answers %s with our 400, headers and no-store (was Fastify\'s bare "Client Error")',
    async (_, bytes) => {
      const answer = await rawExchange(bytes);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const lines = head.split('\r\n');
      expect(lines[0]).toBe('HTTP/1.1 400 Bad Request');
      const headers = Object.fromEntries(
        lines.slice(1).map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      expect(JSON.parse(body)).toEqual({
        message: 'The request is malformed',
        code: ErrorCode.ValidationFailed,
      });
      expect(headers['cache-control']).toBe('no-store');
      expect(helmetHeaders(headers)).toEqual(securityHeaderValues({ https: true }));
    },
  );
});

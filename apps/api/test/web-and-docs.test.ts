import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  ApiRoutes,
  ErrorCode,
  EXAM_DURATION_SECONDS,
  Messages,
  TRIAL_DURATION_SECONDS,
  TRIAL_QUESTIONS,
} from '@exam/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

const ASSET_JS = 'console.log("app");';
const INDEX_HTML = '<!doctype html><html><body><div id="root">app shell</div></body></html>';

let dist: string;
let t: TestApp;
let unbuilt: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'exam-web-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX_HTML);
  await writeFile(join(dist, 'assets', 'index-abc123.js'), ASSET_JS);
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // As the build leaves them: compressed copies next to a file, and the manifest under .vite/.
  await writeFile(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(ASSET_JS));
  await writeFile(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(ASSET_JS));
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, '.vite', 'manifest.json'), '{}');
  t = await createTestApp({ webDistDir: dist });
  unbuilt = await createTestApp({ database: t.database });
});
afterAll(async () => {
  await unbuilt.close();
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the built web app', () => {
  it('serves index.html for / and every app route (history fallback), never cached', async () => {
    for (const url of [
      '/',
      '/login',
      '/dashboard',
      '/exam-details/42',
      '/reset-password?token=x',
    ]) {
      const response = await t.get(url, { headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('serves built files, hashed assets with a year-long immutable cache', async () => {
    const asset = await t.get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.get('/favicon.svg')).statusCode).toBe(200);
  });

  it('sends the compressed copy of a built file the browser accepts, the plain file otherwise', async () => {
    const brotli = await t.get('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(ASSET_JS);

    const gzip = await t.get('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET_JS);

    const plain = await t.get('/assets/index-abc123.js', { headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET_JS);
  });

  it('sets no XSRF cookie on the web app itself (files caches keep), only on API answers', async () => {
    for (const url of ['/assets/index-abc123.js', '/favicon.svg', '/', '/dashboard']) {
      const response = await t.get(url, { headers: html, withoutXsrf: true });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
    const api = await t.get(ApiRoutes.publicConfig, { withoutXsrf: true });
    expect(api.headers['cache-control']).toBe('no-store');
    expect(String(api.headers['set-cookie'])).toMatch(/^__Host-XSRF-TOKEN=/);
  });

  it('does not serve the build manifest under /.vite/', async () => {
    const manifest = await t.get('/.vite/manifest.json');
    expect(manifest.statusCode).toBe(404);
    expect(manifest.body).not.toBe('{}');
  });

  it('answers a missing file with 404 instead of the app shell', async () => {
    expect((await t.get('/assets/missing-999.js')).statusCode).toBe(404);
  });

  it('answers a browser navigation to the Google callback with the app shell (a screen)', async () => {
    const response = await t.get('/api/auth/google/callback?code=abc&state=xyz', { headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('answers the callback screen to a browser and the API route to a JSON call on one path', async () => {
    const built = await createTestApp({ database: t.database, webDistDir: dist });
    try {
      const page = await built.get('/api/auth/google/callback?code=abc', { headers: html });
      expect(page.body).toBe(INDEX_HTML);
      const call = await built.get('/api/auth/google/callback?code=abc', {
        headers: { accept: 'application/json' },
      });
      // The real route: Google is not configured in this app.
      expect(call.json()).toEqual({
        message: Messages.providerNotConfigured,
        code: ErrorCode.ProviderNotConfigured,
      });
    } finally {
      await built.close();
    }
  });

  it('answers a JSON call to the Google callback as the API (not the shell)', async () => {
    const response = await t.get('/api/auth/google/callback?code=abc', {
      headers: { accept: 'application/json' },
    });
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).not.toContain('app shell');
  });

  it('never answers an unknown API path with the shell, even for a browser', async () => {
    const response = await t.get('/api/nothing-here', { headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: Messages.notFound, code: ErrorCode.NotFound });
  });

  it('says to run `npm run build` when the web app is not built, while the API works', async () => {
    const page = await unbuilt.get('/login', { headers: html });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/plain');
    expect(page.body).toContain('npm run build');
    expect((await unbuilt.get(ApiRoutes.health)).statusCode).toBe(200);
  });
});

describe('GET /api/docs', () => {
  it('serves Swagger UI from local files, under a CSP', async () => {
    const page = await t.get(ApiRoutes.docs, { headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'");
    const script = /src="([^"]*swagger-ui-bundle\.js)"/.exec(page.body)?.[1] ?? '';
    const asset = await t.get(new URL(script, `http://x${ApiRoutes.docs}/`).pathname);
    expect(asset.statusCode).toBe(200);
  });

  it("lets 'Try it out' send the XSRF header (the page script parses)", async () => {
    const script = await t.get(`${ApiRoutes.docs}/static/swagger-initializer.js`);
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('X-XSRF-TOKEN');
    // Parse (not run) the script, as the browser would.
    expect(() => new vm.Script(script.body)).not.toThrow();
  });

  it('describes every account and location endpoint in OpenAPI 3.1, from the zod schemas', async () => {
    const spec = (await t.get(`${ApiRoutes.docs}/json`)).json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; responses: object }>>;
    }>();
    expect(spec.openapi).toBe('3.1.0');
    const expected = [
      ApiRoutes.health,
      ApiRoutes.publicConfig,
      ...Object.values(ApiRoutes.auth),
      ...Object.values(ApiRoutes.location),
    ];
    for (const path of expected) expect(Object.keys(spec.paths)).toContain(path);
    const register = JSON.stringify(spec.paths[ApiRoutes.auth.register]?.post);
    expect(register).toContain('"additionalProperties":false');
    expect(register).toContain('"409"');
    expect(Object.keys(spec.paths).some((path) => path.includes('/docs'))).toBe(false);
  });
});

describe('GET /api/health and /api/config', () => {
  it('health: 200 with the database up', async () => {
    const response = await t.get(ApiRoutes.health);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('config: the support mailbox and no provider when none is configured', async () => {
    expect((await t.get(ApiRoutes.publicConfig)).json()).toEqual({
      supportEmail: 'support@localhost',
      providers: { google: false, microsoft: false, apple: false },
      attempts: {
        examSeconds: EXAM_DURATION_SECONDS,
        trialSeconds: TRIAL_DURATION_SECONDS,
        trialQuestions: TRIAL_QUESTIONS,
      },
    });
  });

  it('config: a provider counts as configured with its client id and secret; secrets never appear', async () => {
    const configured = await createTestApp({
      database: t.database,
      env: {
        SUPPORT_EMAIL: 'help@school.example',
        GOOGLE_CLIENT_ID: 'google-client',
        GOOGLE_CLIENT_SECRET: 'google-secret-value',
        APPLE_CLIENT_ID: 'apple-client',
        APPLE_CLIENT_SECRET: 'apple-secret-value',
        EXAM_DURATION_SECONDS: '2700',
        TRIAL_DURATION_SECONDS: '900',
        TRIAL_QUESTIONS: '15',
      },
    });
    try {
      const response = await configured.get(ApiRoutes.publicConfig);
      expect(response.json()).toEqual({
        supportEmail: 'help@school.example',
        providers: { google: true, microsoft: false, apple: true },
        attempts: { examSeconds: 2700, trialSeconds: 900, trialQuestions: 15 },
      });
      expect(response.body).not.toContain('google-secret-value');
      expect(response.body).not.toContain('apple-secret-value');
    } finally {
      await configured.close();
    }
  });
});

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Nginx, NGINX_BINARY } from '../../../bench/cohort/nginx';

/**
 * Issue 17, finding 8: the reference nginx config (docs/deployment/nginx.conf, the very file the
 * cohort benchmark runs) must not write the query string to its access log, where reset links
 * (?token=), provider callbacks (?code=, ?state=) and /auth/success?token= carry secrets. The
 * real nginx runs the file in front of a stub upstream; the log is read after a graceful stop.
 * npm test's preflight installs nginx; without it (a bare developer machine) the test is skipped.
 */

const SECRETS = {
  reset: 'reset-secret-5d1f0c9a',
  code: 'code-secret-8e2b7c41',
  state: 'state-secret-0a9d3f66',
  token: 'token-secret-c47e12b3',
};

const REQUESTS = [
  `/reset-password?token=${SECRETS.reset}`,
  `/api/auth/google/callback?code=${SECRETS.code}&state=${SECRETS.state}`,
  `/auth/success?token=${SECRETS.token}`,
];

/** A free loopback port (the OS picks one; released before nginx binds it). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe.skipIf(!existsSync(NGINX_BINARY))(
  'reference nginx config (docs/deployment/nginx.conf)',
  () => {
    const upstream = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
    let nginx: Nginx | undefined;
    let accessLog = '';

    beforeAll(async () => {
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
      const upstreamPort = (upstream.address() as AddressInfo).port;
      nginx = await Nginx.start(await freePort(), [upstreamPort]);
      for (const path of REQUESTS) {
        const response = await fetch(`http://127.0.0.1:${nginx.port}${path}`);
        expect(response.status).toBe(200);
      }
      // A graceful stop flushes the buffered access log.
      await nginx.stop();
      accessLog = await readFile(nginx.accessLog, 'utf8');
    }, 30_000);

    afterAll(async () => {
      await nginx?.dispose();
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
    });

    it('logs each request with its path', () => {
      for (const path of ['/reset-password', '/api/auth/google/callback', '/auth/success']) {
        expect(accessLog).toContain(`"GET ${path}`);
      }
      // The benchmark's reading of the log still works: each line names its upstream.
      expect(accessLog).toMatch(/upstream=127\.0\.0\.1:\d+/);
    });

    it('never writes a query string, so no reset token, sign-in code or state reaches the log', () => {
      for (const secret of Object.values(SECRETS)) expect(accessLog).not.toContain(secret);
      expect(accessLog).not.toContain('?');
    });
  },
);

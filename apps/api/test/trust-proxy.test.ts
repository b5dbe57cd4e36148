import { ApiRoutes } from '@exam/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

/**
 * Behind a load balancer every request arrives from the balancer's address. Per-address limits
 * must then count the client the balancer names in X-Forwarded-For, and only when the request
 * really came from a configured proxy. Observed through a real per-address limit: 30 new cities
 * or schools per address per hour (the 31st from one address is refused with 429).
 */
const CREATION_LIMIT = 30;
const PROXY = '10.200.0.1';

let t: TestApp;
let direct: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: `${PROXY},10.201.0.0/16` } });
  // Same database, no TRUST_PROXY: the default.
  direct = await createTestApp({ database: t.database });
});

afterAll(async () => {
  await direct.close();
  await t.close();
});

let counter = 0;
const addCity = (app: TestApp, peer: string, forwardedFor?: string) =>
  app.post(
    ApiRoutes.location.cities,
    { name: `Proxy Town ${(counter += 1)}` },
    { ip: peer, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} },
  );

/** Creations until the first refusal (at most the limit + 1). */
async function acceptedBeforeRefusal(send: () => Promise<{ statusCode: number }>) {
  for (let accepted = 0; accepted <= CREATION_LIMIT; accepted += 1) {
    const { statusCode } = await send();
    if (statusCode === 429) return accepted;
    expect(statusCode).toBe(201);
  }
  return CREATION_LIMIT + 1;
}

describe('TRUST_PROXY', () => {
  it('counts each client named by a trusted proxy, not the proxy itself', async () => {
    // 31 clients behind one proxy: none is refused.
    expect(await acceptedBeforeRefusal(() => addCity(t, PROXY, randomIp()))).toBe(
      CREATION_LIMIT + 1,
    );
    // One client behind proxies of the trusted range: its own limit applies.
    const client = randomIp();
    const proxyInRange = () => `10.201.${Math.floor(Math.random() * 256)}.7`;
    expect(await acceptedBeforeRefusal(() => addCity(t, proxyInRange(), client))).toBe(
      CREATION_LIMIT,
    );
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const peer = randomIp();
    expect(await acceptedBeforeRefusal(() => addCity(t, peer, randomIp()))).toBe(CREATION_LIMIT);
  });

  it('is off by default: the socket peer is the client, whatever the header says', async () => {
    const peer = randomIp();
    expect(await acceptedBeforeRefusal(() => addCity(direct, peer, randomIp()))).toBe(
      CREATION_LIMIT,
    );
  });
});

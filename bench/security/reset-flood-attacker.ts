/**
 * The flood of reset-flood.ts, in its own process (so its CPU never delays the sign-in probe's
 * own event loop): `connections` autocannon connections posting reset-password requests with
 * junk tokens for `duration` seconds, back to back or at `rate` requests per second overall.
 * With `--spread`, every request names another client address in X-Forwarded-For (the server
 * trusts 127.0.0.1 as its proxy), as a flood from many machines would look. `--target health`
 * floods GET /api/health instead (the control: what any flood of cheap requests costs).
 * Prints one JSON line: requests per second and the count per status.
 *
 *   node --import tsx bench/security/reset-flood-attacker.ts --url http://127.0.0.1:5310 \
 *     --connections 24 --duration 10 [--rate 100] [--spread] [--target reset|health]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { Request } from 'autocannon';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    connections: { type: 'string', default: '24' },
    duration: { type: 'string', default: '10' },
    rate: { type: 'string' },
    spread: { type: 'boolean', default: false },
    target: { type: 'string', default: 'reset' },
  },
});
if (!args.url) throw new Error('--url is required');

const XSRF = 'bench-xsrf';
let counter = 0;
const nextAddress = () => {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
};

const resetRequests: Request[] = [
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    setupRequest: (request) => ({
      ...request,
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${XSRF}`,
        'x-xsrf-token': XSRF,
        ...(args.spread ? { 'x-forwarded-for': nextAddress() } : {}),
      },
      // A token nobody was ever mailed, and a password that passes every rule.
      body: JSON.stringify({
        token: randomBytes(32).toString('base64url'),
        password: 'Flood-Password-2026',
      }),
    }),
  },
];
const healthRequests: Request[] = [{ method: 'GET', path: '/api/health' }];

const result = await autocannon({
  url: args.url,
  connections: Number(args.connections),
  duration: Number(args.duration),
  ...(args.rate ? { overallRate: Number(args.rate) } : {}),
  timeout: 10,
  requests: args.target === 'health' ? healthRequests : resetRequests,
});

const statuses: Record<string, number> = {};
for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
  statuses[code] = count ?? 0;
}
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.total / result.duration,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);

/**
 * `npm run apple-secret -- --team-id T --key-id K --client-id C --key-file AuthKey_K.p8`: prints
 * the JWT to put in APPLE_CLIENT_SECRET (valid six months; run it again before then).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createAppleClientSecret } from '../modules/social-auth/apple-client-secret';

const USAGE = `Usage: npm run apple-secret -- --team-id TEAM_ID --key-id KEY_ID --client-id SERVICES_ID --key-file AuthKey_KEY_ID.p8 [--days N]

Prints Apple's client secret (an ES256 JWT, at most 180 days) for APPLE_CLIENT_SECRET.`;

const { values } = parseArgs({
  options: {
    'team-id': { type: 'string' },
    'key-id': { type: 'string' },
    'client-id': { type: 'string' },
    'key-file': { type: 'string' },
    days: { type: 'string' },
  },
});
const teamId = values['team-id'];
const keyId = values['key-id'];
const clientId = values['client-id'];
const keyFile = values['key-file'];
if (!teamId || !keyId || !clientId || !keyFile) {
  console.error(USAGE);
  process.exit(2);
}
const days = values.days === undefined ? undefined : Number(values.days);
if (days !== undefined && !(days > 0)) {
  console.error('--days must be a positive number');
  process.exit(2);
}
const secret = await createAppleClientSecret({
  teamId,
  keyId,
  clientId,
  privateKeyPem: readFileSync(keyFile, 'utf8'),
  now: new Date(),
  ...(days === undefined ? {} : { validForSeconds: Math.round(days * 86_400) }),
});
console.log(secret);

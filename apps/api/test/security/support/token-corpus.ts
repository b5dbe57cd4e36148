import { createHmac, generateKeyPairSync, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';

/**
 * Bearer tokens an attacker can make or obtain, each of which must be refused with 401: forged
 * signatures, algorithm tricks, claims edited under a kept signature, expired, revoked and
 * mismatched sessions, and plain junk. Built from a real session of the victim, so every token
 * is one small step away from a valid one.
 */
export interface TamperedToken {
  name: string;
  /** The Authorization header value (most are `Bearer <token>`; some break the scheme). */
  authorization: string;
}

export interface CorpusInput {
  secret: string;
  now: Date;
  /** A valid token of the victim, and its claims. */
  token: string;
  userId: string;
  sessionId: string;
  /** Another student's valid token and claims. */
  otherUserId: string;
  otherSessionId: string;
  /** Tokens the suite revoked, expired or orphaned by other means. */
  revoked: string;
  expiredSession: string;
  deletedUser: string;
}

const HOUR = 3600;
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** HS256 signature over `header.payload` with any key. */
function hmac(input: string, key: string, algorithm = 'sha256'): string {
  return createHmac(algorithm, key).update(input).digest('base64url');
}

function unsigned(header: Record<string, unknown>, payload: Record<string, unknown>): string {
  return `${encode(header)}.${encode(payload)}`;
}

export async function tokenCorpus(input: CorpusInput): Promise<TamperedToken[]> {
  const key = new TextEncoder().encode(input.secret);
  const iat = seconds(input.now);
  const claims = { sid: input.sessionId, sub: input.userId, iat, exp: iat + HOUR };
  const [header = '', payload = '', signature = ''] = input.token.split('.');
  const sign = (body: Record<string, unknown>, alg = 'HS256', extraHeader = {}) =>
    new SignJWT(body).setProtectedHeader({ alg, typ: 'JWT', ...extraHeader }).sign(key);
  const hs256 = (h: Record<string, unknown>, p: Record<string, unknown>) => {
    const body = unsigned(h, p);
    return `${body}.${hmac(body, input.secret)}`;
  };
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const rs256 = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
  const middle = Math.floor(signature.length / 2);
  const flipped = signature[middle] === 'A' ? 'B' : 'A';

  const tokens: [string, string][] = [
    [
      'signed with another secret',
      await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(`${input.secret}x`)),
    ],
    [
      'signature character changed',
      `${header}.${payload}.${signature.slice(0, middle)}${flipped}${signature.slice(middle + 1)}`,
    ],
    ['signature removed', `${header}.${payload}.`],
    ['signature only two parts', `${header}.${payload}`],
    ['alg none', `${unsigned({ alg: 'none', typ: 'JWT' }, claims)}.`],
    ['alg None', `${unsigned({ alg: 'None', typ: 'JWT' }, claims)}.`],
    [
      'alg NONE with the old signature',
      `${unsigned({ alg: 'NONE', typ: 'JWT' }, claims)}.${signature}`,
    ],
    ['alg HS512 with the real secret', await sign(claims, 'HS512')],
    ['alg HS384 with the real secret', await sign(claims, 'HS384')],
    ['alg RS256 signed with an attacker key', rs256],
    ['alg RS256 header over an HMAC signature', hs256({ alg: 'RS256', typ: 'JWT' }, claims)],
    [
      'kid and jku pointing elsewhere',
      await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', kid: '../../dev/null', jku: 'http://127.0.0.1:9/jwks' })
        .sign(new TextEncoder().encode('attacker-chosen-key')),
    ],
    [
      'crit header the server does not know',
      hs256({ alg: 'HS256', crit: ['exp2'], exp2: 1 }, claims),
    ],
    [
      'sub changed under the old signature',
      `${header}.${encode({ ...claims, sub: input.otherUserId })}.${signature}`,
    ],
    [
      'expired (exp in the past, real secret)',
      await sign({ ...claims, iat: iat - 13 * HOUR, exp: iat - HOUR }),
    ],
    ['not yet valid (nbf in the future)', await sign({ ...claims, nbf: iat + HOUR })],
    ['no exp claim', await sign({ sid: claims.sid, sub: claims.sub, iat })],
    ['no sid claim', await sign({ sub: claims.sub, iat, exp: claims.exp })],
    ['no sub claim', await sign({ sid: claims.sid, iat, exp: claims.exp })],
    ['sub not a uuid', await sign({ ...claims, sub: 'admin' })],
    ['sid not a uuid', await sign({ ...claims, sid: "' or 1=1 --" })],
    ["another user's session id", await sign({ ...claims, sid: input.otherSessionId })],
    ['another user as sub with this session', await sign({ ...claims, sub: input.otherUserId })],
    ['a session id that never existed', await sign({ ...claims, sid: randomUUID() })],
    ['revoked session (signed out)', input.revoked],
    ['session expired in the database', input.expiredSession],
    ['deleted user', input.deletedUser],
    ['empty', ''],
    ['null', 'null'],
    ['three dots', '...'],
    ['very long', `${input.token}${'A'.repeat(8000)}`],
    ['token twice', `${input.token} ${input.token}`],
  ];
  const schemes: [string, string][] = [
    ['Basic scheme', `Basic ${Buffer.from(`${input.userId}:x`).toString('base64')}`],
    ['Token scheme with a valid token', `Token ${input.token}`],
    ['scheme only', 'Bearer'],
    ['no scheme, valid token', input.token],
  ];
  return [
    ...tokens.map(([name, token]) => ({ name, authorization: `Bearer ${token}` })),
    ...schemes.map(([name, authorization]) => ({ name, authorization })),
  ];
}

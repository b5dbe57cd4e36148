import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/**
 * Bearer tokens: JWT HS256 signed with SESSION_SECRET. `sub` names the user and `sid` a row of
 * the sessions table, which is what makes a token revocable (docs/decisions/003).
 */
export interface SessionClaims {
  userId: string;
  sessionId: string;
}

const ClaimsSchema = z.object({ sub: z.uuid(), sid: z.uuid() });

/**
 * The HMAC key of a secret, imported once: given raw bytes, jose imports a CryptoKey on every
 * sign and verify, which was a visible share of an authenticated request's CPU under load.
 * One process has one secret; tests with their own secrets get their own entries.
 */
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
function keyOf(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

export async function signSessionToken(
  claims: SessionClaims,
  issuedAt: Date,
  expiresAt: Date,
  secret: string,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await keyOf(secret));
}

/** The claims of a valid, unexpired token signed with our secret; undefined for anything else. */
export async function verifySessionToken(
  token: string,
  secret: string,
  now: Date,
): Promise<SessionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['sub', 'sid', 'exp', 'iat'],
    });
    const claims = ClaimsSchema.safeParse(payload);
    return claims.success ? { userId: claims.data.sub, sessionId: claims.data.sid } : undefined;
  } catch {
    return undefined;
  }
}

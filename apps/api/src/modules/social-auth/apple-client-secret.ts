import { importPKCS8, SignJWT } from 'jose';

/** Apple accepts a client secret valid for at most six months (15777000 s). */
export const APPLE_SECRET_MAX_SECONDS = 15_777_000;

export interface AppleSecretInput {
  /** The Apple Developer team ID (10 characters). */
  teamId: string;
  /** The ID of the "Sign in with Apple" key the .p8 file belongs to. */
  keyId: string;
  /** The Services ID, which is also APPLE_CLIENT_ID. */
  clientId: string;
  /** The .p8 file's contents (PKCS #8, EC P-256). */
  privateKeyPem: string;
  now: Date;
  /** Default and maximum: six months. */
  validForSeconds?: number;
}

/**
 * Apple's client secret: an ES256 JWT signed with the developer's key, issued by the team, for
 * the Services ID, addressed to https://appleid.apple.com (Apple's "Creating a client secret").
 * It expires, so APPLE_CLIENT_SECRET must be renewed before it does.
 */
export async function createAppleClientSecret(input: AppleSecretInput): Promise<string> {
  const seconds = Math.min(
    input.validForSeconds ?? APPLE_SECRET_MAX_SECONDS,
    APPLE_SECRET_MAX_SECONDS,
  );
  const issuedAt = Math.floor(input.now.getTime() / 1000);
  const key = await importPKCS8(input.privateKeyPem, 'ES256');
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: input.keyId })
    .setIssuer(input.teamId)
    .setSubject(input.clientId)
    .setAudience('https://appleid.apple.com')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + seconds)
    .sign(key);
}

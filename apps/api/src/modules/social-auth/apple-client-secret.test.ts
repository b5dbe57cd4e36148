import {
  decodeProtectedHeader,
  exportPKCS8,
  exportSPKI,
  generateKeyPair,
  importSPKI,
  jwtVerify,
} from 'jose';
import { describe, expect, it } from 'vitest';
import { APPLE_SECRET_MAX_SECONDS, createAppleClientSecret } from './apple-client-secret';

describe('createAppleClientSecret', () => {
  it("signs Apple's claims with the team's key, at most six months", async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const now = new Date('2026-03-01T00:00:00Z');
    const secret = await createAppleClientSecret({
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
      clientId: 'org.example.exam.web',
      privateKeyPem: await exportPKCS8(privateKey),
      now,
      validForSeconds: 10 * APPLE_SECRET_MAX_SECONDS,
    });
    expect(decodeProtectedHeader(secret)).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
    const { payload } = await jwtVerify(
      secret,
      await importSPKI(await exportSPKI(publicKey), 'ES256'),
      {
        issuer: 'TEAM123456',
        subject: 'org.example.exam.web',
        audience: 'https://appleid.apple.com',
        currentDate: now,
      },
    );
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(APPLE_SECRET_MAX_SECONDS);
  });
});

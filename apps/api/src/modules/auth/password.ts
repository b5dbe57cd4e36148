import { ErrorCode, Messages } from '@exam/contract';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../lib/app-error';
import { Semaphore } from '../../lib/semaphore';
import { randomToken } from '../../lib/tokens';

/**
 * argon2id with the library's defaults, which are OWASP's recommended minimum
 * (19 MiB, 2 iterations, 1 lane; ~13 ms here).
 * `algorithm: 2` is Argon2id: the package's `Algorithm` is a const enum, which cannot be imported
 * under verbatimModuleSyntax/isolatedModules, so its numeric value is written out.
 */
const options = { algorithm: 2 } as const;

/** At most two hashes at once (two cores): a login flood queues here, other requests go on. */
const hashing = new Semaphore(2);

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, options));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashing.run(() => verify(passwordHash, password).catch(() => false));
}

/** Hash of a random string, made once: unknown e-mails are checked against it so they cost
 * the same argon2 work as known ones and the answer time does not reveal which is which. */
let dummyHash: Promise<string> | undefined;

export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hash(randomToken(), options);
  await verifyPassword(await dummyHash, password);
}

/** The 49k most common passwords (zxcvbn's list, all lower case). */
const commonPasswords = new Set<string>(
  (dictionary as Record<string, string[] | undefined>)['passwords-common'] ?? [],
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** 400 WEAK_PASSWORD for a password on the blocklist (case-insensitive). */
export function assertPasswordNotCommon(password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError(400, ErrorCode.WeakPassword, Messages.passwordTooCommon);
  }
}

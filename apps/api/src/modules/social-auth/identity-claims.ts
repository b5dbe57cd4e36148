import { EMAIL_MAX_LENGTH, repairName } from '@exam/contract';
import { z } from 'zod';
import type { VerifiedClaims } from './oidc-clients';

/** Who signed in, as far as this app cares, read from a verified ID token. */
export interface IdentityClaims {
  issuer: string;
  subject: string;
  /** Lower-cased; undefined when the provider shared none or it is not an address. */
  email: string | undefined;
  emailVerified: boolean;
  /** A display name for a new account. */
  username: string;
}

const emailSchema = z.email().max(EMAIL_MAX_LENGTH);

/** Apple sends `email_verified` as the string 'true'; Google and OpenID Connect as a boolean. */
const isTrue = (value: unknown) => value === true || value === 'true';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A provider's name under the name rule every form obeys (docs/decisions/025): nobody can be
 * asked to retype it here, so it is repaired rather than refused (hidden and control characters
 * out, NFKC, a word mixing alphabets made whole), at most the length of a name field.
 */
function cleanName(value: string): string {
  return repairName(value.replace(/\s+/g, ' '));
}

/**
 * Reads the claims the account rules need. The name comes from `name`, else given + family
 * name, else `fallbackName` (Apple sends the name once, beside the token, not in it), else the
 * e-mail's local part.
 */
export function readIdentityClaims(claims: VerifiedClaims, fallbackName?: string): IdentityClaims {
  const rawEmail = text(claims.email).trim().toLowerCase();
  const email = emailSchema.safeParse(rawEmail).success ? rawEmail : undefined;
  const fullName = cleanName(text(claims.name));
  const joinedName = cleanName(`${text(claims.given_name)} ${text(claims.family_name)}`);
  const username =
    fullName ||
    joinedName ||
    cleanName(fallbackName ?? '') ||
    cleanName(email?.split('@')[0] ?? '') ||
    'Student';
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email,
    emailVerified: email !== undefined && isTrue(claims.email_verified),
    username,
  };
}

/** Apple's one-time `user` form field: `{"name":{"firstName":"..","lastName":".."},"email":".."}`. */
export function appleUserName(userField: string | undefined): string | undefined {
  if (!userField) return undefined;
  try {
    const parsed = JSON.parse(userField) as { name?: { firstName?: unknown; lastName?: unknown } };
    const name = cleanName(`${text(parsed.name?.firstName)} ${text(parsed.name?.lastName)}`);
    return name || undefined;
  } catch {
    return undefined;
  }
}

import { nameProblem } from '@exam/contract';
import { describe, expect, it } from 'vitest';
import { appleUserName, readIdentityClaims } from './identity-claims';
import type { VerifiedClaims } from './oidc-clients';

/**
 * A provider's profile name becomes the username of a new account, which the student cannot be
 * asked to retype: it is repaired under the name rule (issue 17, finding 9; decision 025).
 */
const claims = (extra: Record<string, unknown>): VerifiedClaims => ({
  iss: 'https://issuer.example',
  sub: 'subject-1',
  aud: 'app',
  exp: 2,
  iat: 1,
  ...extra,
});

describe('the username taken from a provider', () => {
  it('loses hidden characters and mixed alphabets', () => {
    const read = readIdentityClaims(claims({ name: 'Mаrk \u202ETwain\u200B' }));
    expect(read.username).toBe('Mark Twain');
    expect(nameProblem(read.username)).toBeUndefined();
  });

  it('keeps an Arabic name as it is', () => {
    expect(readIdentityClaims(claims({ name: 'محمد أحمد' })).username).toBe('محمد أحمد');
  });

  it('falls back to the e-mail when nothing visible is left of the name', () => {
    const read = readIdentityClaims(claims({ name: '\u200B\u2066', email: 'ada@example.com' }));
    expect(read.username).toBe('ada');
  });

  it("repairs Apple's one-time name the same way", () => {
    const field = JSON.stringify({ name: { firstName: 'Zoë\u202E', lastName: 'Sаlem' } });
    expect(appleUserName(field)).toBe('Zoë Salem');
  });
});

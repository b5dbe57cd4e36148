import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateSeedBank } from './generate-seed-bank';
import { canonicalJson, SHIPPED_BANK_FINGERPRINT, SHIPPED_BANK_SEED } from './shipped-bank';

describe('the shipped bank fingerprint', () => {
  it('matches what the templates generate (update it with every change to the shipped bank)', () => {
    const bank = generateSeedBank({ seed: SHIPPED_BANK_SEED });
    const fingerprint = createHash('sha256').update(canonicalJson(bank)).digest('hex');
    expect(
      fingerprint,
      `The shipped bank changed: set SHIPPED_BANK_FINGERPRINT in shipped-bank.ts to '${fingerprint}'. ` +
        'Existing installs will retire the questions that changed and insert the new ones at their next start.',
    ).toBe(SHIPPED_BANK_FINGERPRINT);
  });

  it('writes keys in one order at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ f: 1, e: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[{"e":2,"f":1}]},"b":1}',
    );
  });
});

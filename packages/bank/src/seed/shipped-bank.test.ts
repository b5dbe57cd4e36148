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

describe('the shipped bank as the figure store keeps it', () => {
  it('gives every drawing one description (the store keeps one per drawing)', () => {
    // Two items whose figures render to the same SVG but are described differently (a lone
    // hemisphere drawn at its real radius) would each be stored with the other's description,
    // so every upgrade would retire and re-insert them instead of keeping them.
    const descriptions = new Map<string, Set<string>>();
    for (const item of generateSeedBank({ seed: SHIPPED_BANK_SEED })) {
      if (!item.figure) continue;
      const drawing = createHash('sha256').update(item.figure.svg).digest('hex');
      const seen = descriptions.get(drawing) ?? new Set<string>();
      seen.add(`${item.templateId}: ${canonicalJson(item.figure.description)}`);
      descriptions.set(drawing, seen);
    }
    const described = (entries: Set<string>): Set<string> =>
      new Set([...entries].map((entry) => entry.slice(entry.indexOf(': ') + 2)));
    const twice = [...descriptions.values()]
      .filter((entries) => described(entries).size > 1)
      .map((entries) => [...entries].map((entry) => entry.slice(0, entry.indexOf(': '))));
    expect(twice).toEqual([]);
  });
});

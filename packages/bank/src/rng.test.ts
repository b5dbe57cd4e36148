import { describe, expect, it } from 'vitest';
import { createRng, hashSeed } from './rng';

describe('createRng', () => {
  it('replays the same sequence for the same seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(
      Array.from({ length: 5 }, () => b.next()),
    );
  });

  it('gives different sequences for different seeds', () => {
    expect(createRng('a').next()).not.toBe(createRng('b').next());
  });

  it('keeps int() within its inclusive range and reaches both ends', () => {
    const rng = createRng(1);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i += 1) {
      const x = rng.int(-2, 2);
      expect(x).toBeGreaterThanOrEqual(-2);
      expect(x).toBeLessThanOrEqual(2);
      seen.add(x);
    }
    expect([...seen].sort()).toEqual([-1, -2, 0, 1, 2]);
  });

  it('shuffles without losing items', () => {
    const rng = createRng(7);
    expect(rng.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('hashes string seeds to 32-bit integers', () => {
    expect(hashSeed('seed')).toBe(hashSeed('seed'));
    expect(hashSeed('seed')).toBeLessThan(2 ** 32);
  });
});

import { describe, expect, it } from 'vitest';
import { allowedLessons } from './content-balancing';
import { createRng } from './rng';

describe('lesson quotas', () => {
  it('always leaves an allowed lesson and stays within quota at every length (random shares)', () => {
    const rng = createRng(7);
    for (let trial = 0; trial < 300; trial += 1) {
      const lessons = 2 + Math.floor(rng() * 6);
      const raw = Array.from({ length: lessons }, () => rng() + 0.05);
      const total = raw.reduce((s, v) => s + v, 0);
      const shares = Float64Array.from(raw, (v) => v / total);
      const horizon = 5 + Math.floor(rng() * 36);
      const counts = new Int32Array(lessons);
      const allowed = new Uint8Array(lessons);
      for (let k = 0; k < horizon; k += 1) {
        const n = allowedLessons(counts, k, shares, horizon, allowed);
        expect(n).toBeGreaterThan(0);
        const options = [...allowed.keys()].filter((l) => allowed[l] === 1);
        const pick = options[Math.floor(rng() * options.length)] as number;
        counts[pick] = (counts[pick] as number) + 1;
        for (let l = 0; l < lessons; l += 1) {
          const q = (shares[l] as number) * (k + 1);
          expect(counts[l]).toBeGreaterThanOrEqual(Math.floor(q + 1e-9));
          expect(counts[l]).toBeLessThanOrEqual(Math.ceil(q - 1e-9));
        }
      }
    }
  });

  it('forces the lesson whose lower quota is due', () => {
    // Shares 0.5/0.5 after one item of lesson 0: item 2 must come from lesson 1.
    const allowed = new Uint8Array(2);
    allowedLessons(Int32Array.from([1, 0]), 1, Float64Array.from([0.5, 0.5]), 10, allowed);
    expect([...allowed]).toEqual([0, 1]);
  });
});

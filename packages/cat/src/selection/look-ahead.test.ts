import { describe, expect, it } from 'vitest';
import { createGrid, normalWeights } from '../grid';
import { probability } from '../irt';
import { compileBank, type CatItem } from '../item-bank';
import { expectedPosteriorVariance, viewPosterior } from './criteria';
import { LookAhead } from './look-ahead';
import { selectItem } from './select-item';
import { createRng } from '../rng';

const items: CatItem[] = [
  { id: 'easy', a: 1.1, b: -1, c: 0.2, lesson: 'x' },
  { id: 'mid', a: 1.6, b: 0.1, c: 0.2, lesson: 'x' },
  { id: 'hard', a: 0.9, b: 1.2, c: 0.2, lesson: 'x' },
  { id: 'sharp', a: 2.2, b: -0.4, c: 0.25, lesson: 'x' },
];
const grid = createGrid(121);
const bank = compileBank(items, grid);

/** Posterior variance after answering `pattern` to `order`, by a direct product on the grid. */
function varianceAfter(
  prior: Float64Array,
  order: number[],
  pattern: boolean[],
): { v: number; z: number } {
  let z = 0;
  let m1 = 0;
  let m2 = 0;
  grid.points.forEach((t, g) => {
    let w = prior[g] as number;
    order.forEach((j, k) => {
      const it = items[j] as CatItem;
      const p = probability(t, it.a, it.b, it.c, 1);
      w *= pattern[k] ? p : 1 - p;
    });
    z += w;
    m1 += w * t;
    m2 += w * t * t;
  });
  return { v: m2 / z - (m1 / z) ** 2, z };
}

describe('expected posterior variance (van der Linden 1998)', () => {
  it('equals the answer-weighted average of the two posterior variances', () => {
    const prior = normalWeights(grid, 0.3, 0.8);
    const view = viewPosterior(prior, grid.points);
    for (let j = 0; j < items.length; j += 1) {
      const right = varianceAfter(prior, [j], [true]);
      const wrong = varianceAfter(prior, [j], [false]);
      const expected = right.z * right.v + wrong.z * wrong.v;
      expect(expectedPosteriorVariance(bank, j, view)).toBeCloseTo(expected, 10);
    }
  });
});

describe('two-step look-ahead', () => {
  it('equals backward induction over every answer and follow-up, by enumeration', () => {
    const prior = normalWeights(grid, -0.2, 1);
    const view = viewPosterior(prior, grid.points);
    const all = Int32Array.from(items.keys());
    const look = new LookAhead(bank, view, all);
    for (let i = 0; i < items.length; i += 1) {
      // For each answer to i: the follow-up j minimising the expected variance after j.
      let brute = 0;
      for (const x of [true, false]) {
        const first = varianceAfter(prior, [i], [x]);
        let best = Infinity;
        for (let j = 0; j < items.length; j += 1) {
          if (j === i) continue;
          let ev = 0;
          for (const y of [true, false]) {
            const both = varianceAfter(prior, [i, j], [x, y]);
            ev += (both.z / first.z) * both.v;
          }
          best = Math.min(best, ev);
        }
        brute += first.z * best;
      }
      expect(look.expectedVariance(i)).toBeCloseTo(brute, 10);
    }
  });

  it('never expects more variance than the best one-step choice leaves', () => {
    const prior = normalWeights(grid, 0, 1);
    const view = viewPosterior(prior, grid.points);
    const look = new LookAhead(bank, view, Int32Array.from(items.keys()));
    for (let i = 0; i < items.length; i += 1)
      expect(look.expectedVariance(i)).toBeLessThan(expectedPosteriorVariance(bank, i, view));
  });

  it('is what selectItem ranks by when asked for epv2', () => {
    const prior = normalWeights(grid, 0.5, 0.7);
    const view = viewPosterior(prior, grid.points);
    const look = new LookAhead(bank, view, Int32Array.from(items.keys()));
    const scores = items.map((_, i) => look.expectedVariance(i));
    const best = scores.indexOf(Math.min(...scores));
    const chosen = selectItem({
      bank,
      weights: prior,
      theta: 0.5,
      administered: new Uint8Array(items.length),
      allowedLessons: null,
      exposure: null,
      criterion: 'epv2',
      priorityPower: 0,
      shortlist: items.length,
      randomesque: 1,
      rng: createRng(1),
    });
    expect(chosen).toBe(best);
  });
});

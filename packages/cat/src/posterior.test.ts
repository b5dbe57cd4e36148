import { describe, expect, it } from 'vitest';
import { compileBank, type CatItem } from './item-bank';
import { createGrid, normalWeights } from './grid';
import { GridPosterior } from './posterior';
import { estimateEap, estimateMap, estimateMle } from './estimators';
import { probability } from './irt';

const items: CatItem[] = [
  { id: 'q1', a: 1.2, b: -1, c: 0.2, lesson: 'x' },
  { id: 'q2', a: 0.8, b: 0, c: 0.2, lesson: 'x' },
  { id: 'q3', a: 1.5, b: 0.5, c: 0, lesson: 'y' },
  { id: 'q4', a: 1.0, b: 1.2, c: 0.25, d: 0.95, lesson: 'y' },
];
const pattern = [true, true, false, true];

/** Brute-force posterior moments by a fine trapezoid rule over [-10, 10]. */
function bruteForce(mean: number, sd: number): { eap: number; psd: number } {
  let z = 0;
  let m1 = 0;
  let m2 = 0;
  for (let t = -10; t <= 10; t += 0.0005) {
    let like = Math.exp(-0.5 * ((t - mean) / sd) ** 2);
    items.forEach((it, j) => {
      const p = probability(t, it.a, it.b, it.c, it.d ?? 1);
      like *= pattern[j] ? p : 1 - p;
    });
    z += like;
    m1 += like * t;
    m2 += like * t * t;
  }
  const eap = m1 / z;
  return { eap, psd: Math.sqrt(m2 / z - eap * eap) };
}

function posteriorOf(gridSize: number, mean = 0, sd = 1) {
  const grid = createGrid(gridSize, -6, 6);
  const bank = compileBank(items, grid);
  const post = new GridPosterior(grid, normalWeights(grid, mean, sd));
  pattern.forEach((correct, j) => post.update(bank.pTable, j * grid.points.length, correct));
  return { bank, post };
}

describe('EAP on the grid', () => {
  it('gives the N(0, 1) prior mean 0 and SD 1 with no answers', () => {
    const grid = createGrid(121);
    const est = estimateEap(new GridPosterior(grid, normalWeights(grid, 0, 1)));
    expect(est.theta).toBeCloseTo(0, 12);
    expect(est.se).toBeCloseTo(1, 6);
  });

  it('matches a brute-force integral of the posterior (121-point grid)', () => {
    const ref = bruteForce(0, 1);
    const est = estimateEap(posteriorOf(121).post);
    expect(est.theta).toBeCloseTo(ref.eap, 4);
    expect(est.se).toBeCloseTo(ref.psd, 4);
  });

  it('honours a configured prior mean and SD', () => {
    const ref = bruteForce(0.8, 0.6);
    const est = estimateEap(posteriorOf(241, 0.8, 0.6).post);
    expect(est.theta).toBeCloseTo(ref.eap, 4);
    expect(est.se).toBeCloseTo(ref.psd, 4);
  });

  it('updates incrementally to the same posterior as a batch product', () => {
    const { post } = posteriorOf(121);
    const grid = createGrid(121);
    const batch = normalWeights(grid, 0, 1);
    let sum = 0;
    for (let g = 0; g < batch.length; g += 1) {
      let w = batch[g] as number;
      items.forEach((it, j) => {
        const p = probability(grid.points[g] as number, it.a, it.b, it.c, it.d ?? 1);
        w *= pattern[j] ? p : 1 - p;
      });
      batch[g] = w;
      sum += w;
    }
    for (let g = 0; g < batch.length; g += 1) {
      expect(post.weights[g]).toBeCloseTo((batch[g] as number) / sum, 14);
    }
  });
});

describe('MAP and MLE', () => {
  const responses = pattern.map((correct, index) => ({ index, correct }));

  it('finds the posterior mode (MAP) where the log-posterior is flat', () => {
    const { bank } = posteriorOf(121);
    const map = estimateMap(bank, responses, { mean: 0, sd: 1 });
    const logPost = (t: number) =>
      -0.5 * t * t +
      items.reduce((s, it, j) => {
        const p = probability(t, it.a, it.b, it.c, it.d ?? 1);
        return s + Math.log(pattern[j] ? p : 1 - p);
      }, 0);
    expect(logPost(map.theta)).toBeGreaterThan(logPost(map.theta + 0.01));
    expect(logPost(map.theta)).toBeGreaterThan(logPost(map.theta - 0.01));
  });

  it('puts the MLE of one right and one wrong symmetric item at the midpoint and bounds all-correct', () => {
    const grid = createGrid(121);
    const bank = compileBank(
      [
        { id: 'a', a: 1, b: -0.5, c: 0, lesson: 'x' },
        { id: 'b', a: 1, b: 0.5, c: 0, lesson: 'x' },
      ],
      grid,
    );
    // One right, one wrong on symmetric Rasch-like items: the MLE is the midpoint 0.
    expect(
      estimateMle(bank, [
        { index: 0, correct: true },
        { index: 1, correct: false },
      ]).theta,
    ).toBeCloseTo(0, 6);
    // All correct: no finite MLE; reported at the bound.
    expect(
      estimateMle(bank, [
        { index: 0, correct: true },
        { index: 1, correct: true },
      ]).theta,
    ).toBe(4);
  });
});

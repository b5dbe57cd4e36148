import { describe, expect, it } from 'vitest';
import { createGrid } from '../grid';
import { createRng, mixSeed, normalDraw } from '../rng';
import { simulatedBank } from '../test-bank';
import type { ItemPrior } from './item-map';
import { refitItems } from './refit';
import { ResponseStore } from './response-store';

const rms = (xs: number[]): number => Math.sqrt(xs.reduce((s, x) => s + x * x, 0) / xs.length);

describe('response store', () => {
  it('keeps tests, answers and priors in order across growth', () => {
    const store = new ResponseStore();
    for (let t = 0; t < 300; t += 1) {
      const items = Array.from({ length: 7 }, (_, k) => (t + k) % 50);
      store.add(
        items,
        items.map((i) => i % 2 === 0),
        { mean: t / 100, sd: 1 },
      );
    }
    expect(store.tests).toBe(300);
    expect(store.size).toBe(2100);
    expect(store.start(299)).toBe(2093);
    // Test 299 answered items 49, 0, 1, ...: odd items wrong, even items right.
    expect([...store.items.subarray(2093, 2096)]).toEqual([49, 0, 1]);
    expect([...store.correct.subarray(2093, 2096)]).toEqual([0, 1, 0]);
    expect(store.prior(299)).toEqual({ mean: 2.99, sd: 1 });
  });
});

describe('re-estimation from stored tests (MEM, Ban et al. 2001)', () => {
  // 30 3PL items (c = 0.2 known); 1,000 people each answer 15 items drawn at random, as sparse as
  // a CAT; the starting values carry the benchmark's calibration error.
  const truth = simulatedBank(30, 31).map((item) => ({ ...item, c: 0.2 }));
  const rng = createRng(mixSeed(31, 1));
  const given = truth.map((item) => ({
    logA: Math.log(item.a) + 0.2 * normalDraw(rng),
    b: item.b + 0.5 * normalDraw(rng),
  }));
  const store = new ResponseStore();
  for (let p = 0; p < 1000; p += 1) {
    const theta = normalDraw(rng);
    const chosen = new Set<number>();
    while (chosen.size < 15) chosen.add(Math.floor(rng() * truth.length));
    const items = [...chosen];
    const correct = items.map((j) => {
      const it = truth[j]!;
      return rng() < it.c + (1 - it.c) / (1 + Math.exp(-it.a * (theta - it.b)));
    });
    store.add(items, correct, { mean: 0, sd: 1 });
  }
  const priors: ItemPrior[] = given.map((g) => ({
    meanLogA: g.logA,
    sdLogA: 0.2,
    meanB: g.b,
    sdB: 0.5,
  }));
  const estimates = {
    logA: Float64Array.from(given, (g) => g.logA),
    b: Float64Array.from(given, (g) => g.b),
    c: Float64Array.from(truth, (it) => it.c),
    d: Float64Array.from(truth, () => 1),
  };
  const fits = refitItems(store, createGrid(), estimates, priors, 30);

  // Discrimination learns slowly (about 500 answers per item here): log a is required to improve
  // by a fifth, b to fall below half its starting error.
  it('recovers b within 0.25 RMSE (given: about 0.55) and cuts the log a error by 20% (given: about 0.2)', () => {
    const bGiven = rms(given.map((g, j) => g.b - truth[j]!.b));
    const bAfter = rms([...estimates.b].map((b, j) => b - truth[j]!.b));
    const aGiven = rms(given.map((g, j) => g.logA - Math.log(truth[j]!.a)));
    const aAfter = rms([...estimates.logA].map((la, j) => la - Math.log(truth[j]!.a)));
    expect(bGiven).toBeGreaterThan(0.35);
    expect(bAfter).toBeLessThan(0.25);
    expect(bAfter).toBeLessThan(0.5 * bGiven);
    expect(aAfter).toBeLessThan(0.8 * aGiven);
  });

  it('reports standard errors that match the actual errors (z-scores with SD near 1)', () => {
    const z = fits.map((fit, j) => (fit!.b - truth[j]!.b) / fit!.seB);
    expect(rms(z)).toBeGreaterThan(0.6);
    expect(rms(z)).toBeLessThan(1.5);
  });

  it('leaves items nobody answered at their prior', () => {
    const empty = new ResponseStore();
    empty.add([0], [true], { mean: 0, sd: 1 });
    const est = {
      logA: Float64Array.from([0, 0.1]),
      b: Float64Array.from([0, 0.5]),
      c: Float64Array.from([0.2, 0.2]),
      d: Float64Array.from([1, 1]),
    };
    const result = refitItems(empty, createGrid(), est, priors.slice(0, 2), 3);
    expect(result[1]).toBeNull();
    expect(est.b[1]).toBe(0.5);
  });
});

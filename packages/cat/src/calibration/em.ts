/**
 * Batch calibration by marginal maximum a posteriori estimation with the EM algorithm (Bock &
 * Aitkin 1981, "Marginal maximum likelihood estimation of item parameters: application of an EM
 * algorithm", Psychometrika 46(4); priors on item parameters as in Mislevy 1986, "Bayes modal
 * estimation in item response models", Psychometrika 51(2)).
 *
 * Model: 3PL with the lower asymptote c fixed to the given value (1/options for MCQ, 0 for short
 * answers, docs/product.md §11), D = 1; ability N(0, 1) on a Gauss-Hermite-like rectangle grid.
 * E-step: the posterior of each person over the quadrature nodes gives expected counts n_jq (people
 * at node q who answered item j) and r_jq (of whom correct). M-step: each item's (log a, b)
 * maximise sum_q [r_jq log P_j(q) + (n_jq - r_jq) log(1 - P_j(q))] + log prior by Fisher scoring
 * (item-map.ts).
 * Priors: log a ~ N(0, 0.5^2), b ~ N(0, 2^2) (weak; they keep items answered by everyone finite).
 */
import { createGrid, normalWeights } from '../grid';
import { fitItemMap, type ItemPrior } from './item-map';

export type ResponseMatrix = {
  persons: number;
  items: number;
  /** Row-major persons x items: 1 correct, 0 wrong, -1 not given. */
  data: Int8Array;
};

export type CalibratedItem = { a: number; b: number; c: number; seLogA: number; seB: number };

export type EmOptions = {
  c: Float64Array | number[];
  maxIterations: number;
  tolerance: number;
  nodes: number;
  priorLogA: { mean: number; sd: number };
  priorB: { mean: number; sd: number };
};

const defaults = {
  maxIterations: 200,
  tolerance: 1e-4,
  nodes: 61,
  priorLogA: { mean: 0, sd: 0.5 },
  priorB: { mean: 0, sd: 2 },
};

export function calibrateEm(
  matrix: ResponseMatrix,
  options: Partial<EmOptions> & { c?: Float64Array | number[] } = {},
): { items: CalibratedItem[]; iterations: number; converged: boolean } {
  const o = { ...defaults, ...options };
  const { persons, items, data } = matrix;
  const grid = createGrid(o.nodes, -5, 5);
  const nodes = grid.points;
  const Q = nodes.length;
  const prior = normalWeights(grid, 0, 1);
  const c = Float64Array.from({ length: items }, (_, j) => Number(o.c?.[j] ?? 0));
  const logA = new Float64Array(items);
  const b = new Float64Array(items);
  // Start values: b from the logit of the proportion correct (Baker & Kim 2004, ch. 6).
  for (let j = 0; j < items; j += 1) {
    let n = 0;
    let r = 0;
    for (let p = 0; p < persons; p += 1) {
      const x = data[p * items + j] as number;
      if (x >= 0) {
        n += 1;
        r += x;
      }
    }
    const cj = c[j] as number;
    const pc = Math.min(Math.max((r + 0.5) / (n + 1), cj + 0.02), 0.98);
    b[j] = -Math.log((pc - cj) / (1 - pc));
  }
  const table = new Float64Array(items * Q);
  const nExp = new Float64Array(items * Q);
  const rExp = new Float64Array(items * Q);
  const post = new Float64Array(Q);
  const itemPrior: ItemPrior = {
    meanLogA: o.priorLogA.mean,
    sdLogA: o.priorLogA.sd,
    meanB: o.priorB.mean,
    sdB: o.priorB.sd,
  };
  const info = { seLogA: new Float64Array(items), seB: new Float64Array(items) };
  let iterations = 0;
  let converged = false;

  for (; iterations < o.maxIterations && !converged; iterations += 1) {
    for (let j = 0; j < items; j += 1) {
      const a = Math.exp(logA[j] as number);
      const cj = c[j] as number;
      for (let q = 0; q < Q; q += 1) {
        table[j * Q + q] =
          cj + (1 - cj) / (1 + Math.exp(-a * ((nodes[q] as number) - (b[j] as number))));
      }
    }
    nExp.fill(0);
    rExp.fill(0);
    // E-step (log space per person to avoid underflow on long tests).
    for (let p = 0; p < persons; p += 1) {
      let max = -Infinity;
      for (let q = 0; q < Q; q += 1) {
        let ll = Math.log(prior[q] as number);
        for (let j = 0; j < items; j += 1) {
          const x = data[p * items + j] as number;
          if (x < 0) continue;
          const pr = table[j * Q + q] as number;
          ll += Math.log(x === 1 ? pr : 1 - pr);
        }
        post[q] = ll;
        if (ll > max) max = ll;
      }
      let sum = 0;
      for (let q = 0; q < Q; q += 1) {
        const v = Math.exp((post[q] as number) - max);
        post[q] = v;
        sum += v;
      }
      for (let j = 0; j < items; j += 1) {
        const x = data[p * items + j] as number;
        if (x < 0) continue;
        for (let q = 0; q < Q; q += 1) {
          const w = (post[q] as number) / sum;
          nExp[j * Q + q] = (nExp[j * Q + q] as number) + w;
          if (x === 1) rExp[j * Q + q] = (rExp[j * Q + q] as number) + w;
        }
      }
    }
    // M-step: Fisher scoring per item on (log a, b).
    let change = 0;
    for (let j = 0; j < items; j += 1) {
      const fit = fitItemMap(
        nodes,
        nExp,
        rExp,
        j * Q,
        c[j] as number,
        1,
        { logA: logA[j] as number, b: b[j] as number },
        itemPrior,
      );
      logA[j] = fit.logA;
      b[j] = fit.b;
      info.seLogA[j] = fit.seLogA;
      info.seB[j] = fit.seB;
      change = Math.max(change, fit.change);
    }
    if (change < o.tolerance) converged = true;
  }
  return {
    items: Array.from({ length: items }, (_, j) => ({
      a: Math.exp(logA[j] as number),
      b: b[j] as number,
      c: c[j] as number,
      seLogA: info.seLogA[j] as number,
      seB: info.seB[j] as number,
    })),
    iterations,
    converged,
  };
}
